"""What every format is: instructions, stop strings, a parser, and how history becomes messages."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, ClassVar

from tao.formats import jsonish
from tao.formats.dialects import fences
from tao.formats.inputs import fence_body, scalar, unquote
from tao.formats.parsed import Actions, Call, Final, Parsed, Unparsed
from tao.formats.reading import clean, read_step
from tao.steps import Step, Turn, by_call
from tao.tools.registry import Registry

Message = dict[str, Any]


def signature(tool: Any) -> str:
    """`name(city: string, days?: integer)`: a compact signature for prompts."""
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    parts = []
    for name, prop in props.items():
        kind = (
            prop.get("type")
            or "/".join(p.get("type", "any") for p in prop.get("anyOf", []))
            or "any"
        )
        parts.append(f"{name}{'' if name in required else '?'}: {kind}")
    return f"{tool.name}({', '.join(parts)})"


def describe_tools(tools: Registry, lang: str) -> str:
    """One line per tool: its signature and description."""
    return "\n".join(f"- {signature(t)}: {t.describe(lang)}" for t in tools)


_WRAPPER_KEYS = frozenset({"argument", "arguments", "args", "parameters", "params", "action_input"})


def _fits_a_tool(value: dict[str, Any], tools: Registry) -> bool:
    """Whether some tool takes all of `value`'s keys as parameters."""
    value = _in_schema_shape(value)
    return any(t.params and set(value) <= set(t.params) for t in tools)


def _in_schema_shape(value: dict[str, Any]) -> dict[str, Any]:
    """The values of '{"type": "dict", "properties": {"source": "final_report.pdf", …}}' (Phi-4-mini
    on BFCL's multi-turn, b949): arguments written in their schema's shape; else `value`."""
    given = value.get("properties") if set(value) == {"type", "properties"} else None
    return given if isinstance(given, dict) else value


def bare_arguments(parsed: Final, tools: Registry) -> Unparsed | None:
    """A final answer that is nothing but a JSON object of arguments, the tool's name left out
    ({"path": "frontend/src/App.jsx", "max_lines": 200}: gpt-oss, Llama 3.1 and Nemotron do
    it, b457, b502; the bundled models under Functionary's, Granite's and Kimi's prompts,
    b420, b629, b642): a call gone wrong when its keys are all parameters of a registered
    tool. `fits` names those tools; `guess` is the call of the one tool whose parameters take
    those keys with all its required ones among them. None when no tool takes them all
    (a JSON answer)."""
    text = parsed.answer.strip()
    if text.startswith("<<function>>"):
        # ('<<function>>[{"to_address": "andy@gorilla.ai", "subject": …}]', mistral-small on
        # BFCL, b1099): Gorilla's marker before the arguments, still no name
        text = text[len("<<function>>") :].lstrip()
    body = fence_body(text)
    opening = fences(text) if body is None and text.startswith("```") else []
    if opening and opening[0][0] == 0 and opening[0][1] < len(text):
        # '```json\n{"command": "dir /b /s …"}\n```\n\nTo list all files…' (Falcon3-3B-FC on
        # BFCL, b876): the object in the reply's opening fence, prose about it after
        body = opening[0][3]
    if body is not None:
        text = body.strip()
    if text[:1] == "[" and text[-1:] == "]" and text[1:].lstrip()[:1] == "{":
        # '```json\n[\n  {\n    "bank_hours_start": […], …}\n]\n```' (Gemini on BFCL, b803):
        # the arguments as a list's one object
        # (or several: '[{"type": "add", …}, {"type": "delete", …}]', MiniCPM3-4B on BFCL,
        # b895, when every one fits a tool: the first)
        listed = jsonish.loads(text)
        if not (
            isinstance(listed, list)
            and listed
            and all(isinstance(one, dict) and one for one in listed)
            and (len(listed) == 1 or all(_fits_a_tool(one, tools) for one in listed))
        ):
            return None
        text = json.dumps(listed[0], ensure_ascii=False)
    flat = _FLAT_PAIRS_RE.fullmatch(text) if text[:1] != "{" else None
    if flat is not None:
        # "start:00:12:30,end:00:13:45,title:The best part" (qwen 0.5B under FunctionGemma's
        # prompt, b1509): the arguments as one line of pairs, no tool's name before them
        pairs = (pair.partition(":") for pair in _PAIR_SPLIT_RE.split(text))
        text = json.dumps({k.strip(): v.strip() for k, _, v in pairs}, ensure_ascii=False)
    if text[:1] != "{" or text[-1:] != "}":
        return None
    value = jsonish.loads_object(text)
    if not value:
        return None
    (wrapper,) = value if len(value) == 1 else (None,)
    if (
        wrapper in _WRAPPER_KEYS
        and isinstance(value[wrapper], dict)
        and value[wrapper]
        and not any(wrapper in t.params for t in tools)
    ):
        # {"argument": {"card_number": "2200417", "loan_ids": [5512, 5530]}} (qwen 0.5B under
        # DeepSeek V3's prompt, b709): the arguments under a wrapper's key, still no name
        value = value[wrapper]
    else:
        wrapper = None
    value = _in_schema_shape(value)
    keys = set(value)
    fits = [t for t in tools if t.params and keys <= set(t.params)]
    if not fits:
        # {"arguments": {"stations": […], "avoid_hills": false, "type": "object"}} (qwen 0.5B,
        # b836): an action blob's arguments, a key no tool takes among them, still no name;
        # without the wrapper, an object no tool takes is a JSON answer
        return (
            None
            if wrapper is None
            else Unparsed("arguments with no tool's name", parsed.thought, parsed.text)
        )
    whole = [t for t in fits if set(t.required) <= keys]
    guess = Call(whole[0].name, value) if len(whole) == 1 else None
    names = ", ".join(t.name for t in fits)
    return Unparsed(
        f"arguments with no tool's name (they fit {names})",
        parsed.thought,
        parsed.text,
        tuple(t.name for t in fits),
        guess,
    )


# Two or more "key:value" pairs on one line, a comma between them; and where they split
_FLAT_PAIRS_RE = re.compile(r"[A-Za-z_]\w*[ \t]*:[^\n,]+(?:,[ \t]*[A-Za-z_]\w*[ \t]*:[^\n,]+)+")
_PAIR_SPLIT_RE = re.compile(r",[ \t]*(?=[A-Za-z_]\w*[ \t]*:)")

# One "name: value" as the whole input, no other pair after it on the line
_ONE_PAIR_RE = re.compile(r"([A-Za-z_]\w*)[ \t]*[:：][ \t]*(\S[^\n]*)")
# (the colon perhaps right before a quoted or numeric value: 'hive_ids:3, date:"2026-12-20"', b1703)
_ANOTHER_PAIR_RE = re.compile(r"\b[A-Za-z_]\w*\??[ \t]*(?:[:：](?:[ \t]|(?=[\"'\d]))|=)")


def one_pair(parsed: Actions, tools: Registry) -> Actions:
    """A call whose text input is one "name: value" naming a parameter of its tool
    ("Action Input: booking_ref: 'FB-7001'", the bundled models, b883, b892): that argument,
    as "name=value" already reads and as pairs one a line do; any other text as it was."""
    call = parsed.calls[0]
    pair = _ONE_PAIR_RE.fullmatch(call.input.strip()) if isinstance(call.input, str) else None
    tool = tools.resolve(call.tool) if pair is not None else None
    if pair is None or tool is None or pair[1] not in tool.params:
        return parsed
    if _ANOTHER_PAIR_RE.search(pair[2]):
        # ('building: "K2012", from_building: null': one line of pairs is text, as is a
        # value holding another label: "content: Action: 工具名 Action Input: 参数", b388)
        return parsed
    value = scalar(unquote(pair[2].strip()))
    return Actions([Call(call.tool, {pair[1]: value}, call.id)], parsed.thought, parsed.text)


def args_text(args: Any) -> str:
    """Arguments as the model should see them written back: JSON objects stay JSON."""
    if isinstance(args, str):
        return args
    return json.dumps(args, ensure_ascii=False)


def _remembered(resolve_name: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """`resolve_name` with its answers kept (at most 1,024 names) for one reply."""
    memo: dict[str, str | None] = {}

    def resolve(name: str) -> str | None:
        if name not in memo:
            if len(memo) >= 1024:
                memo.clear()
            memo[name] = resolve_name(name)
        return memo[name]

    return resolve


class Format:
    """A way for the model to write steps and for tao to answer them."""

    name: ClassVar[str] = ""
    stop: ClassVar[tuple[str, ...]] = ()
    default_lang: ClassVar[str] = "en"
    native: ClassVar[bool] = False
    observation_label: ClassVar[str] = "Observation"
    final_label: ClassVar[str] = "Final Answer"
    question_label: ClassVar[str] = ""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = lang or self.default_lang

    # --- what the model is told
    def instructions(self, tools: Registry) -> str:
        raise NotImplementedError

    def correction(self, tools: Registry, reason: str) -> str:
        """What tao says when a reply is not a step of this format."""
        raise NotImplementedError

    def repeat_notice(self, step: Step, previous: str) -> str:
        """What tao says when the model repeats a call it already made."""
        if self.lang == "zh":
            return (
                f"你已经用相同的参数调用过 {step.tool}，结果是：{previous}\n"
                f"不要重复调用。请继续下一步，或给出{self.final_label}。"
            )
        return (
            f"You already called {step.tool} with these arguments; the result was: {previous}\n"
            f"Do not repeat it: take the next step or give the {self.final_label}."
        )

    # --- reading the model
    def parse(self, text: str, tools: Registry | None = None) -> Parsed:
        """Read one step of model output."""
        # (remembered for this reply: a reply may name the same word thousands of times, and
        # a name that fits no tool costs a fuzzy match against every tool)
        resolve = _remembered(tools.resolve_name) if tools is not None else None
        try:
            parsed = read_step(text, resolve)
        except RecursionError:  # nesting deeper than any reader's recursion: ask again
            return Unparsed("a reply nested too deeply to read", None, text.strip())
        opens = text.lstrip()[:1] in "{[`<" or (
            isinstance(parsed, Final) and parsed.answer[:1] in "{[`"
        )
        whole = clean(text).text.strip() if isinstance(parsed, Final) and opens else ""
        if (
            tools is not None
            and isinstance(parsed, Final)
            and _FLAT_PAIRS_RE.fullmatch(text.strip())
        ):
            # (the arguments as one line of pairs, the whole reply)
            return bare_arguments(Final(text.strip(), parsed.thought, parsed.text), tools) or parsed
        if (
            tools is not None
            and isinstance(parsed, Final)
            and whole
            and (whole[:1] in "{[`" or whole.startswith("<<function>>"))
            # (no label before it, the answer perhaps read out of the object: '[{"type":
            # "delete", "content": "todo random"}]', MiniCPM3-4B on BFCL, b895, fenced or not,
            # b899, is the arguments of todo, whose parameters are type and content, not an
            # answer in its content)
        ):
            return bare_arguments(Final(whole, parsed.thought, parsed.text), tools) or parsed
        if tools is not None and isinstance(parsed, Actions) and len(parsed.calls) == 1:
            return one_pair(parsed, tools)
        return parsed

    def parse_reply(self, reply: Any, tools: Registry) -> Parsed:
        """Read a model reply (a `Reply`); text formats read its content."""
        return self.parse(reply.content or "", tools)

    # --- writing history back as messages
    def feedback(self, step: Step, tools: Registry) -> str:
        """The text sent back after a step: an observation, or a correction."""
        if step.kind == "invalid":
            return self.correction(tools, step.error or "")
        return f"{self.observation_label}: {step.observation}"

    def question(self, text: str) -> str:
        return f"{self.question_label}: {text}" if self.question_label else text

    def messages(
        self, system: str, history: list[Turn], turn: Turn, tools: Registry
    ) -> list[Message]:
        """The chat messages for the next model call: instructions, past turns, this turn."""
        messages: list[Message] = [{"role": "system", "content": system}] if system else []
        for past in history:
            if past.answer is not None:
                messages.extend(self.past_turn(past))
        messages.extend(self.current_turn(turn, tools))
        return messages

    def past_turn(self, turn: Turn) -> list[Message]:
        """An earlier question and its answer (their steps are left out: tokens cost)."""
        return [
            {"role": "user", "content": self.question(turn.question)},
            {"role": "assistant", "content": self.answer_text(turn)},
        ]

    def current_turn(self, turn: Turn, tools: Registry) -> list[Message]:
        """The question being answered, then one exchange per model call so far."""
        return [
            {"role": "user", "content": self.question(turn.question)},
            *self.rendered(turn, tools),
        ]

    def rendered(self, turn: Turn, tools: Registry) -> list[Message]:
        """The messages of the turn's steps, each call rendered once and kept on the turn."""
        key = (self.name, self.lang)
        done, messages = turn.rendered.get(key, (0, []))
        if done < len(turn.steps):
            for group in by_call(turn.steps[done:]):
                messages = [*messages, *self.render_call(group, tools)]
            turn.rendered[key] = (len(turn.steps), messages)
        return messages

    def render_call(self, group: list[Step], tools: Registry) -> list[Message]:
        """One model call's steps as messages: the model's words, then what tao answered."""
        messages: list[Message] = [{"role": "assistant", "content": group[0].text}]
        if group[0].kind != "final":
            feedback = "\n".join(self.feedback(s, tools) for s in group)
            messages.append({"role": "user", "content": feedback})
        return messages

    def answer_text(self, turn: Turn) -> str:
        """A past turn's answer as the model would have written it in this format."""
        return f"{self.final_label}: {turn.answer}"
