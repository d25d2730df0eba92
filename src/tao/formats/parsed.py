"""What reading a model's output gives: a final answer, tool calls, or what is wrong."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tao.formats import jsonish

# Given a name the model wrote, the registered tool's name (or None).
Resolver = Callable[[str], str | None]


@dataclass(frozen=True, slots=True)
class Call:
    """One tool call the model asked for: `input` is a dict (JSON object) or plain text."""

    tool: str
    input: Any
    id: str | None = None


@dataclass(frozen=True, slots=True)
class Final:
    """The model's final answer."""

    answer: str
    thought: str | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class Actions:
    """One or more tool calls (more than one only from native parallel calls)."""

    calls: list[Call]
    thought: str | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class Unparsed:
    """Output that is not a step of the format; `reason` says what is missing.

    `fits`: for a reply of arguments with no tool's name, the tools whose parameters take
    them; `guess`: the call it can only mean (one tool fits, its required keys all given),
    which the agent makes rather than ask again."""

    reason: str
    thought: str | None = None
    text: str = ""
    fits: tuple[str, ...] = ()
    guess: Call | None = None


Parsed = Final | Actions | Unparsed

# Pseudo-tools that models use to deliver the answer.
_FINAL_TOOL = re.compile(
    r"^\W*(final[ _]?answer|finish|answer|final|done|directly[ _]answer|最终答案|答案|结束|完成"
    r"|message|respond|reply|(?:respond|reply)[ _]to[ _]user|message[ _]user)\W*$",
    re.I,
)


ANSWER_KEYS = ("final_answer", "answer", "response", "content", "text", "output", "result", "speak")
# Keys that hold the model's musing, beside a call or an answer (not the answer itself).
THOUGHT_KEYS = (
    "thought",
    "thoughts",
    "next_thought",  # DSPy
    "reasoning",
    "reason",
    "plan",
    "headline",
    "analysis",
    "rationale",  # {"next_action": "…", "rationale": "…"} (Gemini, prompted)
    "思考",  # {"思考": "…", "工具": …, "参数": …} (a Chinese JSON prompt, qwen 0.5B, b646)
)


def is_final_name(name: str) -> bool:
    """Whether a tool name is one of the pseudo-tools that mean "here is the answer"."""
    return bool(_FINAL_TOOL.match(name))


# Words of a sentence that no tool's name of title-cased words has ("Azure Cognitive Services
# Image Analysis" is a name; "share the newest report for 12 hours" is not)
FUNCTION_WORD_RE = re.compile(r"\s(?:the|a|an|and|for|to|of|with|in|on|from)\s")
# Names a model makes up for "call this tool": call(get_weather, city="杭州").
CALL_WRAPPERS = frozenset(
    {"call", "call_tool", "invoke", "use", "use_tool", "run_tool", "tool_call", "function_call"}
)
_WRAPPED_RE = re.compile(r"\s*['\"]?([\w.\-]+)['\"]?\s*(?:,(.*))?\Z", re.S)


# A parameter's type annotation, perhaps with its default: "str", "list[Literal['a', 'b']]",
# "bool = False", "float | None = None"
_ANNOTATION_RE = re.compile(
    r"(?:str|int|float|bool|dict|list|tuple|set|Any|Optional|Union|Literal)(?:\[.*\])?"
    r"(?:[ \t]*\|[ \t]*[\w\[\], '\"]+)*(?:[ \t]*=[ \t]*[^\n]+)?",
    re.S,
)


# A call's arguments in their parentheses, as the text after a name and a space: '("x")'
_SPACED_ARGS_RE = re.compile(
    r"[ \t]*\([ \t]*((?:[\"']|[A-Za-z_]\w*[ \t]*=)[^\n]*?)[ \t]*\)\)?[ \t]*"
)


# A Chinese sentence in the first person: "我现在知道…", "我们需要…"
_FIRST_PERSON_RE = re.compile(
    r"我们?(?:现在|現在|需要|要|将|將|会|會|可以|应该|應該|来|來|已经|已經|知道|想|先|正在)"
    # (or "can …": "行动： 可以适合的方向：你可以…", qwen 0.5B under tao's react-zh prompt, b1485)
    r"|你?可以"
)


def schema_like(value: Any) -> bool:
    """A parameter's schema ({"type": "string"}), or a garbled list of them (smollm2 under
    Gorilla's prompt: '"term": [{"type": "string"}, {"type": "string"}]', b529)."""
    if isinstance(value, list):
        return bool(value) and all(schema_like(v) for v in value)
    # (or a union's: '"year": {"anyOf": [{"type": "integer"}, {"type": "null"}]}', b686)
    return isinstance(value, dict) and bool({"type", "anyOf", "oneOf", "enum"} & set(value))


def _types_only(args: Any) -> bool:
    """Whether arguments are each a parameter's type ({"type": "string"}), not values."""
    return isinstance(args, dict) and bool(args) and all(map(schema_like, args.values()))


def as_step(
    name: str, args: Any, thought: str | None, text: str, resolve: Resolver | None = None
) -> Parsed:
    """A call of `name`, or the final answer when `name` means "finish" and no tool has it."""
    spaced = _SPACED_ARGS_RE.fullmatch(args) if isinstance(args, str) and "(" in args else None
    if spaced is not None and resolve is not None and resolve(name):
        # 'track_parcel ("SF1402298871")' (qwen 0.5B under DSPy's ReAct prompt, b1269): the
        # call's parentheses a space after the name, read as a call's (a ")" too many too)
        from tao.formats.inputs import call_arguments  # (inputs imports this module)

        args = call_arguments(spaced[1])
    if name.startswith("functions.") and resolve is not None and not resolve(name):
        # '<|start|>functions.functions_publish_ep(123, …)<|end|>' (qwen 0.5B under a harmony
        # prompt, b1509): OpenAI's namespace before a name no tool has, dropped as it is
        # before a registered one
        name = name.removeprefix("functions.")
    if isinstance(args, str) and resolve is not None and resolve(name):
        # the common step: a registered tool given text (every check below is for a name no
        # tool has, or for arguments in an object)
        return Actions([Call(name, args if "\n" in args else args.strip())], thought, text)
    if (
        isinstance(args, dict)
        and args
        and all(
            isinstance(v, str)
            and _ANNOTATION_RE.fullmatch(v)
            and f"{k}: {v.partition(' =')[0]}" in text  # (written as annotations are)
            for k, v in args.items()
        )
    ):
        # "book_service(date: str, services: list[Literal['tune-up', …]]) -> str: Book a …"
        # (qwen 0.5B under LLMCompiler's and NexusRaven's prompts, b1047): the tool's
        # signature copied, its parameters' types where values go
        return Unparsed("the tool's signature, echoed: no call", thought, text)
    if is_final_name(name) and not (resolve and resolve(name)):
        if isinstance(args, dict):
            chosen = next((args[k] for k in ANSWER_KEYS if isinstance(args.get(k), str)), None)
            if chosen is None and len(args) == 1:
                chosen = next(iter(args.values()))
            args = chosen if chosen is not None else args
        if args is None or args == "" or args == {}:
            return Unparsed("a finishing action with no answer in it", thought, text)
        answer = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
        return Final(answer.strip(), thought, text)
    if (
        resolve is not None
        and isinstance(args, str)
        and name.lower() in CALL_WRAPPERS
        and not resolve(name)
    ):
        from tao.formats.inputs import call_arguments  # (inputs imports this module)

        wrapped = _WRAPPED_RE.match(args)
        if wrapped is not None and resolve(wrapped[1]):
            # "Action: call(get_weather, city="杭州")": a made-up caller; its first argument
            # names a registered tool, the rest are that tool's arguments
            rest = (wrapped[2] or "").strip()
            return as_step(wrapped[1], call_arguments(rest) if rest else {}, thought, text, resolve)
        inner = re.match(r"\s*([\w.\-]+)\(", args)
        end = (
            jsonish.closing(args, inner.end() - 1)[0]
            if inner and resolve(inner[1]) == inner[1]
            else -1
        )
        if inner is not None and end > 0:
            # 'Act: tool_call(dose_per_kg(drug="al莫西林", weight_kg=2.1, species="rabbit"),
            # finish)' (qwen 0.5B under Semantic Kernel's stepwise prompt, b1136): the caller
            # around a registered tool's call written out; that call
            return as_step(
                inner[1], call_arguments(args[inner.end() : end]), thought, text, resolve
            )
    glossed = re.fullmatch(r"([A-Za-z_][\w.\-]*)[ \t]*(?:函数|工具|方法)", name)
    if glossed and resolve is not None and not resolve(name):
        # "ACTION: create_v3函数" (qwen 0.5B under Semantic Kernel's stepwise prompt, b1484):
        # "function" said after the name, in Chinese
        name = glossed[1]
    if name.endswith((".", "。")) and len(name) > 1 and not (resolve and resolve(name)):
        # "Acción: Logeo." (qwen 0.5B under a Spanish ReAct prompt, b574): the sentence's stop
        name = name.rstrip(".。")
    if resolve is not None and ("<" in name or ">" in name) and not resolve(name):
        # '"command_name": "<name>Dental Team"' (qwen 0.5B under MetaGPT's prompt, b572): a
        # tag inside the name, which no tool's name has
        return Unparsed("a tool name with markup in it", thought, text)
    if (
        resolve is not None
        and len(name.split()) >= 5
        and FUNCTION_WORD_RE.search(f" {name} ")
        # (a sentence's comma or stop too: "ibuprofen with warfarin and omeprazole" is a name
        # of words, the unknown tool's, b1016; or arguments that are only the parameters'
        # types: '<name>Tag Grandma Li in IMG_2110</name><args>{"photo_id": {"type":
        # "string"}, …}' (qwen 0.5B under DB-GPT's prompt, b1482)
        and (re.search(r"[,，;；!?！？]", name) or _types_only(args))
        and not resolve(name)
    ):
        # '"api_name": "Book Biscuit in for 2026-12-14, it\'s urgent"' (qwen 0.5B under
        # ModelScope-Agent's prompt, b1126): the request written where the tool's name goes
        return Unparsed("the call's tool is a sentence", thought, text)
    if resolve is not None and _FIRST_PERSON_RE.match(name) and not resolve(name):
        # "動作：我現在知道我的結果" (qwen 0.5B under a traditional-Chinese ReAct prompt, b1482):
        # "I now know my result", a sentence in the first person where the tool's name goes
        return Unparsed("the call's tool is a sentence", thought, text)
    if (
        resolve is not None
        and re.fullmatch(r"[^\W\d][^,，]*[,，][ \t]*\d+", name)
        and not resolve(name)
    ):
        # '"action": "Barcelona, 2"' (qwen 0.5B under tao's json-blob prompt, b1138): a place
        # and a figure where the tool's name goes, a value list, no name
        return Unparsed("the call's tool is a list of values", thought, text)
    if (
        resolve is not None
        and re.fullmatch(r"(?:[A-Za-z][\-_.])?\d+(?:[\-.:/]\d+)+|\d+", name)
        and not resolve(name)
    ):
        # 'Ação: "A-14-1-1"' (qwen 0.5B under a Portuguese ReAct prompt, b1279): figures, or
        # a letter and figures, where the tool's name goes: a code, no tool's name
        return Unparsed("the call's tool is a code of figures", thought, text)
    if (
        resolve is not None
        and isinstance(args, dict)
        and name.lower() == "tool_call"
        and not resolve(name)
        and not any(isinstance(v, str) and resolve(v) for v in args.values())
    ):
        # "```python\ntool_call(amount=230)\n```" (ChatGLM3's prompt, the tool's name line
        # left out, b572): the caller's arguments, and no tool named
        return Unparsed(f"{name}(…) names no tool", thought, text)
    if isinstance(args, list) and len(args) == 1 and isinstance(args[0], str):
        args = args[0]  # HuggingGPT's "args": ["床前明月光"]: one value, unnamed
    if (
        isinstance(args, list)
        and args
        and all(
            isinstance(a, dict)
            and isinstance(a.get("name"), str)
            and "value" in a
            and set(a) <= {"name", "value", "type", "description"}
            for a in args
        )
        and len({a["name"] for a in args}) == len(args)
    ):
        # '"parameters": [{"name": "postcode", "type": "string", "value": "SW1A 1AA"}, …]'
        # (qwen 0.5B under Claude's XML prompt, b965): each argument an object of its own
        args = {a["name"]: a["value"] for a in args}
    held = args.get("parameters") if isinstance(args, dict) else None
    if isinstance(held, dict) and set(held) <= {"properties", "required", "type"}:
        # (or its values in the schema's "properties": '{"name": "submit_expense", …,
        # "parameters": {"properties": {"amount": 230, …}}, "required": […]}', b572)
        held = held.get("properties")
    if (
        isinstance(args, dict)
        and isinstance(held, dict)
        and args.get("name") == name
        and set(args) <= {"name", "description", "parameters", "type", "required"}
        and held
        and not any(isinstance(v, dict) for v in held.values())
    ):
        # '<function=日程添加>{"name": "日程添加", "description": "…", "parameters": {"title":
        # "项目周会", …}}' (the tool's definition copied, its parameters filled with values):
        # the values are the arguments
        args = held
    if (
        isinstance(args, dict)
        and len(args) == 1
        and isinstance(inner := next(iter(args.values())), dict)
        and inner
        and next(iter(args)) == name
    ):
        # '<function=topup_card>{"topup_card": {"card_id": "3100", …}}' (qwen 0.5B under
        # Llama 3.1's prompt, b716): the arguments under the tool's own name (not under a
        # parameter close to it: add_threats(threats={"threats": […]}), b208)
        args = inner
    if (
        isinstance(args, dict)
        and len(args) == 2
        and {k.lower() for k in args} & {"index", "id"}
        and isinstance(inner := args.get("parameters", args.get("arguments")), dict)
    ):
        # '{"functions": {"hold_seats": {"INDEX": 0, "parameters": {"show_id": …}}}}' (qwen
        # 0.5B under Kimi K2's prompt, b1405): the template's call index beside the arguments
        args = inner
    if isinstance(args, str) and "\n" not in args:
        args = args.strip()  # {"action_input": " Shanghai"}
    return Actions([Call(name, args)], thought, text)
