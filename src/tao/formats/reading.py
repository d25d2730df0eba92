"""Read one step out of what a model wrote, the way a careful human reader would.

Every text format shares this reader: the labels of all of them (English and Chinese) are
understood everywhere, because real models mix them. What the reader returns is the first
complete step; whatever follows it (an invented Observation, a made-up Final Answer) is cut.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tao.formats import jsonish

# ---------------------------------------------------------------------------- the results


@dataclass(frozen=True)
class Call:
    """One tool call the model asked for: `input` is a dict (JSON object) or plain text."""

    tool: str
    input: Any
    id: str | None = None


@dataclass(frozen=True)
class Final:
    """The model's final answer."""

    answer: str
    thought: str | None = None
    text: str = ""


@dataclass(frozen=True)
class Actions:
    """One or more tool calls (more than one only from native parallel calls)."""

    calls: list[Call]
    thought: str | None = None
    text: str = ""


@dataclass(frozen=True)
class Unparsed:
    """Output that is not a step of the format; `reason` says what is missing."""

    reason: str
    thought: str | None = None
    text: str = ""


Parsed = Final | Actions | Unparsed

# ---------------------------------------------------------------------------- the labels

_LABELS: dict[str, tuple[str, ...]] = {
    "input": (
        r"action[ _]?input",
        r"action[ _]?inputs",
        r"tool[ _]?input",
        r"行动输入",
        r"动作输入",
        r"操作输入",
        r"工具输入",
        r"行动参数",
    ),
    "final": (
        r"final[ _]?answer",
        r"最终答案",
        r"最终回答",
        r"最终结果",
        r"answer",
        r"答案",
        r"回答",
    ),
    "thought": (r"thoughts?", r"思考", r"想法", r"思路", r"推理"),
    "action": (r"action", r"行动", r"动作", r"操作"),
    "observation": (r"observations?", r"观察结果", r"观察", r"观测"),
    "question": (r"question", r"问题"),
}
_alternatives: list[str] = []
for _kind, _words in _LABELS.items():
    for _w in _words:
        _alternatives.append(f"(?P<{_kind}_{len(_alternatives)}>{_w})")
# A label starts a line, may be bold or a list item, may be numbered ("Thought 2:"), and
# ends with an ASCII or full-width colon.
_LABEL_RE = re.compile(
    r"^[ \t>#]*(?:[-*+]\s+)?[*_`]{0,3}[ \t]*(?:" + "|".join(_alternatives) + r")"
    r"[ \t]*\d{0,2}[ \t]*[*_`]{0,3}[ \t]*[:：][ \t]*[*_]{0,3}(?![*_])",
    re.IGNORECASE | re.MULTILINE,
)
_PAUSE_RE = re.compile(r"^[ \t*_]*PAUSE[ \t*_.]*$", re.MULTILINE)
_FENCE_RE = re.compile(r"^[ \t]*(```|~~~)", re.MULTILINE)
_THINK_RE = re.compile(r"<(think|thinking|reasoning)>(.*?)</\1>", re.S | re.I)
_SPECIAL_RE = re.compile(
    r"<\|[a-z_]{1,30}\|>(?:assistant|user)?|</s>|<s>|\[/?INST\]|<end_of_turn>|<start_of_turn>(?:model)?",
    re.I,
)
_TOOL_CALL_RE = re.compile(r"<tool_call>(.*?)(?:</tool_call>|$)", re.S)
_NAME_RE = re.compile(r"[\w.\-]+", re.UNICODE)
_STOP_WORDS = ("observation:", "observation：", "观察:", "观察：", "pause")


def _kind_of(match: re.Match[str]) -> str:
    group = match.lastgroup or ""
    return group.rsplit("_", 1)[0]


# ---------------------------------------------------------------------------- cleaning


@dataclass
class _Clean:
    text: str
    reasoning: str | None = None
    notes: list[str] = field(default_factory=list)


def clean(text: str) -> _Clean:
    """Drop what is not the step: special tokens, <think> blocks, a stop string cut short."""
    text = _SPECIAL_RE.sub("", text or "")
    reasoning: list[str] = []

    def keep(m: re.Match[str]) -> str:
        reasoning.append(m.group(2).strip())
        return ""

    lower = text.lower()
    if "</think" in lower or "</reasoning" in lower:  # no closing tag: no regex scan (it is O(n²))
        text = _THINK_RE.sub(keep, text)
    # An unclosed tag: "<think>" opened in the prompt, or a reply cut inside the block.
    lower = text.lower()
    if "</think>" in lower:
        cut = lower.rfind("</think>")
        reasoning.append(text[:cut].replace("<think>", "").strip())
        text = text[cut + len("</think>") :]
    elif lower.lstrip().startswith("<think>"):
        text = text.replace("<think>", "", 1)
    text = _strip_stop_fragment(text.strip())
    text = _unwrap_fence(text)
    return _Clean(text, "\n".join(r for r in reasoning if r) or None)


def _strip_stop_fragment(text: str) -> str:
    """Remove a trailing line that is the beginning of a stop string ("Observ", "观")."""
    last_break = text.rfind("\n")
    tail = text[last_break + 1 :].strip().strip("*").lower()
    if tail and any(w.startswith(tail) for w in _STOP_WORDS) and (last_break >= 0 or len(tail) > 2):
        return text[: max(last_break, 0)].rstrip()
    return text


def _unwrap_fence(text: str) -> str:
    """A whole reply wrapped in one code fence is read as if unfenced."""
    if text.startswith(("```", "~~~")) and text.endswith(("```", "~~~")) and text.count("```") <= 2:
        inner = text[3:-3]
        first_newline = inner.find("\n")
        body = inner[first_newline + 1 :] if first_newline >= 0 else inner
        if _LABEL_RE.search(body):
            return body.strip()
    return text


# ---------------------------------------------------------------------------- segments


@dataclass
class _Segment:
    kind: str
    start: int  # where the label starts
    body: int  # where its content starts
    end: int = 0  # where its content ends


def _fenced_ranges(text: str) -> list[tuple[int, int]]:
    ranges = []
    marks = [m.start() for m in _FENCE_RE.finditer(text)]
    for a, b in zip(marks[::2], marks[1::2], strict=False):
        ranges.append((a, b))
    if len(marks) % 2:
        ranges.append((marks[-1], len(text)))
    return ranges


def _segments(text: str) -> list[_Segment]:
    fences = _fenced_ranges(text)
    segments: list[_Segment] = []
    for m in _LABEL_RE.finditer(text):
        if any(a < m.start() < b for a, b in fences):
            continue
        segments.append(_Segment(_kind_of(m), m.start(), m.end()))
    for m in _PAUSE_RE.finditer(text):
        if not any(a < m.start() < b for a, b in fences):
            segments.append(_Segment("pause", m.start(), m.end()))
    segments.sort(key=lambda s: s.start)
    for i, seg in enumerate(segments):
        seg.end = segments[i + 1].start if i + 1 < len(segments) else len(text)
    return segments


# ---------------------------------------------------------------------------- action input


def _unquote(text: str) -> str:
    text = text.strip()
    for q in ('"""', "'''", '"', "'", "`", "“", "‘", "「"):
        closing = {"“": "”", "‘": "’", "「": "」"}.get(q, q)
        if len(text) >= 2 * len(q) and text.startswith(q) and text.endswith(closing):
            inner = text[len(q) : -len(closing)]
            if q not in inner:
                return inner.strip()
    return text


def _fence_body(text: str) -> str | None:
    m = re.match(r"\s*(```|~~~)[^\n]*\n(.*?)(?:\n[ \t]*\1|\Z)", text, re.S)
    return m.group(2) if m else None


def read_input(raw: str) -> Any:
    """The tool input in `raw`: a dict for a JSON object, else plain text, kept intact."""
    text = raw.strip()
    if not text:
        return ""
    fenced = _fence_body(text)
    if fenced is not None:
        body = fenced.strip()
        if body.startswith(("{", "[")):
            value = jsonish.loads_object(body)
            if value is not None:
                return value
        return fenced.strip("\n")
    wrapped = re.match(r"^[\w.]+\(\s*(\{.*\})\s*\)$", text, re.S)
    if text[0] in "{｛" or wrapped:
        value = jsonish.loads_object(wrapped.group(1) if wrapped else text)
        if value is not None:
            return value
    if text[0] == "[" and text.endswith("]"):
        value = jsonish.loads(text)
        if isinstance(value, list) and value and isinstance(value[0], dict):
            return value[0]
    # Plain text ends at a blank line: what follows is the model talking, not the input.
    text = re.split(r"\n[ \t]*\n", text, maxsplit=1)[0].strip()
    return _unquote(text)


def _call_arguments(inner: str) -> Any:
    """Arguments written inline: search("x"), add(a=1, b=2), lookup({"k": 1})."""
    inner = inner.strip()
    if not inner:
        return {}
    if inner.startswith("{"):
        value = jsonish.loads_object(inner)
        if value is not None:
            return value
    try:
        call = ast.parse(f"f({inner})", mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return _unquote(inner)
    assert isinstance(call, ast.Call)
    try:
        if call.keywords and not call.args:
            return {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
        if len(call.args) == 1 and not call.keywords:
            value = ast.literal_eval(call.args[0])
            return (
                value if isinstance(value, dict) else (value if isinstance(value, str) else inner)
            )
    except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
        pass
    return _unquote(inner)


# ---------------------------------------------------------------------------- the action line

Resolver = Callable[[str], str | None]

_FINAL_TOOL = re.compile(r"^\W*(final[ _]?answer|finish|answer|最终答案|答案)\W*$", re.I)


def _strip_markup(text: str) -> str:
    return text.strip().strip("*_`'\"“”「」 \t").strip()


def _split_action(line: str, resolve: Resolver | None) -> tuple[str, Any | None]:
    """Split an action line into (tool name, inline input or None)."""
    line = line.strip()
    patterns = (
        (r"^(?P<name>[\w.\-]+)\s*\((?P<args>.*)\)\s*$", "call"),
        (r"^(?P<name>[\w.\-]+)\s*\[(?P<args>.*)\]\s*$", "bracket"),
        (r"^(?P<name>[\w.\-]+)\s*[:：]\s*(?P<args>.+)$", "colon"),
        (r"^(?P<name>[\w.\-]+)\s+(?P<args>[{\[].*)$", "json"),
    )
    bare = _strip_markup(line)
    for pattern, how in patterns:
        m = re.match(pattern, bare, re.S)
        if not m:
            continue
        name, args = m.group("name"), m.group("args")
        if how == "call":
            return name, _call_arguments(args)
        if how == "bracket":
            return name, _unquote(args)
        if how == "json":
            value = jsonish.loads_object(args)
            return name, value if value is not None else args.strip()
        return name, read_input(args)
    if resolve is not None:
        # "get_weather (weather lookup)", "Use the calculate tool": find a registered name.
        found = resolve(bare)
        if found:
            return found, None
    m = _NAME_RE.search(bare)
    return (m.group(0) if m else bare), None


def _blob(text: str) -> tuple[str, Any] | None:
    """A JSON action blob: {"action": ..., "action_input": ...} or {"name":..., "arguments":...}."""
    value = jsonish.loads_object(text)
    if not value:
        return None
    return _blob_value(value)


def _blob_value(value: dict[str, Any]) -> tuple[str, Any] | None:
    if len(value) == 1:
        inner = next(iter(value.values()))
        if isinstance(inner, dict):  # {"tool_call": {"action": ..., ...}}
            found = _blob_value(inner)
            if found:
                return found
    for name_key, arg_keys in (
        ("action", ("action_input", "actionInput", "input", "args", "arguments", "parameters")),
        ("name", ("arguments", "parameters", "args", "input", "action_input")),
        ("tool", ("tool_input", "input", "args", "arguments", "parameters")),
        ("tool_name", ("tool_input", "parameters", "arguments", "input")),
        ("function", ("arguments", "parameters", "args")),
    ):
        name = value.get(name_key)
        if isinstance(name, dict):  # {"function": {"name": ..., "arguments": ...}}
            nested = _blob_from(name)
            if nested:
                return nested
        if isinstance(name, str) and name.strip():
            for key in arg_keys:
                if key in value:
                    args = value[key]
                    if isinstance(args, str) and args.strip().startswith("{"):
                        args = jsonish.loads_object(args) or args
                    return name.strip(), args
            if len(value) == 1 or name_key == "action":
                return name.strip(), {}
    return None


def _blob_from(value: dict[str, Any]) -> tuple[str, Any] | None:
    name = value.get("name")
    if isinstance(name, str):
        args = value.get("arguments", value.get("parameters", {}))
        if isinstance(args, str):
            args = jsonish.loads_object(args) or args
        return name, args
    return None


# ---------------------------------------------------------------------------- reading a step


def _as_step(
    name: str, args: Any, thought: str | None, text: str, resolve: Resolver | None = None
) -> Parsed:
    # "Action: Final Answer" / "Action: answer: ..." deliver the answer, unless a tool has that name.
    if _FINAL_TOOL.match(name) and not (resolve and resolve(name)):
        if isinstance(args, dict) and len(args) == 1:
            args = next(iter(args.values()))
        answer = args if isinstance(args, str) else jsonish_dump(args)
        return Final(answer.strip(), thought, text)
    return Actions([Call(name, args)], thought, text)


def jsonish_dump(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


_KIMI_RE = re.compile(
    r"<\|tool_call_begin\|>\s*(?:functions\.)?([\w.\-]+?)(?::\d+)?\s*"
    r"<\|tool_call_argument_begin\|>\s*(.*?)\s*<\|tool_call_end\|>",
    re.S,
)
_XML_TOOL_RE = re.compile(
    r"<tool>\s*(.*?)\s*</tool>\s*(?:<tool_input>(.*?)(?:</tool_input>|$))?", re.S
)
_XML_FINAL_RE = re.compile(r"<final_answer>(.*?)(?:</final_answer>|$)", re.S)
_XML_FUNCTION_RE = re.compile(r"<function=([\w.\-]+)>(.*?)(?:</function>|$)", re.S)
_XML_PARAM_RE = re.compile(r"<parameter=([\w.\-]+)>\n?(.*?)\n?</parameter>", re.S)


def _special_token_calls(raw: str, resolve: Resolver | None) -> Parsed | None:
    """Kimi's tool-call tokens, which cleaning would otherwise erase."""
    m = _KIMI_RE.search(raw)
    if not m:
        return None
    args = jsonish.loads_object(m.group(2)) if m.group(2).strip() else {}
    thought = _SPECIAL_RE.sub("", raw[: m.start()]).strip() or None
    return _as_step(
        m.group(1), args if args is not None else m.group(2), thought, raw.strip(), resolve
    )


def _other_dialects(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """Steps written outside our labels: <tool_call>, XML tags, bare JSON calls, Finish[...]."""
    m = _TOOL_CALL_RE.search(text)
    if m:
        found = _blob(m.group(1))
        if found:
            thought = text[: m.start()].strip() or reasoning
            return _as_step(found[0], found[1], thought, text[: m.end()].strip(), resolve)
    m = _XML_FUNCTION_RE.search(text)
    if m:
        params = {k: v.strip("\n") for k, v in _XML_PARAM_RE.findall(m.group(2))}
        thought = text[: m.start()].strip() or reasoning
        return _as_step(m.group(1), params, thought, text[: m.end()].strip(), resolve)
    m = _XML_TOOL_RE.search(text)
    if m:
        thought = text[: m.start()].strip() or reasoning
        return _as_step(
            m.group(1), read_input(m.group(2) or ""), thought, text[: m.end()].strip(), resolve
        )
    m = _XML_FINAL_RE.search(text)
    if m:
        return Final(
            m.group(1).strip(), text[: m.start()].strip() or reasoning, text[: m.end()].strip()
        )
    stripped = re.sub(r"^\s*\[TOOL_CALLS\]\s*", "", text.strip())
    fenced = _fence_body(stripped)
    body = (
        fenced.strip() if fenced is not None and stripped.startswith(("```", "~~~")) else stripped
    )
    if body.startswith(("{", "[")):
        found = _blob(body)
        if found:
            return _as_step(found[0], found[1], reasoning, stripped, resolve)
    m = re.match(r"^\s*([\w.\-]+)\[(.*)\]\s*$", stripped, re.S)
    if m and (m.group(1).lower() == "finish" or (resolve and resolve(m.group(1)))):
        return _as_step(m.group(1), _unquote(m.group(2)), reasoning, stripped, resolve)
    return None


def read_step(text: str, resolve: Resolver | None = None) -> Parsed:
    """Read the first complete step in `text`: an action, a final answer, or what is wrong."""
    if "<|tool_call_begin|>" in text:
        found = _special_token_calls(text, resolve)
        if found is not None:
            return found
    cleaned = clean(text)
    body = cleaned.text
    segments = _segments(body)
    thought: str | None = None
    action: _Segment | None = None
    inputs: _Segment | None = None
    final: _Segment | None = None
    for seg in segments:
        if seg.kind == "thought":
            if action is not None:
                break
            if thought is None:
                thought = body[seg.body : seg.end].strip()
        elif seg.kind == "action":
            if action is not None:
                break
            action = seg
        elif seg.kind == "input":
            if inputs is not None:
                break
            inputs = seg
            if action is not None:
                break
        elif seg.kind == "final":
            if action is None:
                final = seg
            break
        elif seg.kind in ("observation", "pause") and action is not None:
            break
        # "question" segments (a model echoing the question) are skipped.
    thought = thought or cleaned.reasoning
    if final is not None and action is None:
        answer = body[final.body :]
        answer = re.split(r"\n[ \t*]*(?:Observation|观察)\s*[:：]", answer, maxsplit=1)[0]
        return Final(_strip_markup_answer(answer), thought, body.strip())
    if action is not None:
        head = body[action.body : action.end]
        if not head.partition("\n")[0].strip():
            # "Action:\n    Terminal": the name on the next non-empty line
            stripped = head.lstrip()
            action.body = action.end - len(stripped)
            head = stripped
        first_line, _, rest = head.partition("\n")
        if not first_line.strip() or first_line.strip().startswith(("```", "{", "~~~")):
            blob = _blob(head)
            if blob is None:
                return Unparsed("an Action with no tool name", thought, body[: action.end].rstrip())
            return _as_step(blob[0], blob[1], thought, body[: action.end].rstrip(), resolve)
        name, inline = _split_action(first_line, resolve)
        if inline is None and rest.strip() and inputs is None:
            # "Action:\n```json {...}```" with the name on the first line and a blob below
            blob = _blob(rest)
            if blob is not None and blob[0]:
                return _as_step(blob[0], blob[1], thought, body[: action.end].rstrip(), resolve)
        if inline is not None and inputs is None:
            return _as_step(
                name, inline, thought, body[: action.body + len(first_line)].rstrip(), resolve
            )
        if inputs is not None and inputs.start > action.start:
            value = read_input(body[inputs.body : inputs.end])
            return _as_step(name, value, thought, body[: inputs.end].rstrip(), resolve)
        if inline is not None:
            return _as_step(
                name, inline, thought, body[: action.body + len(first_line)].rstrip(), resolve
            )
        return _as_step(name, None, thought, body[: action.end].rstrip(), resolve)
    other = _other_dialects(body, cleaned.reasoning, resolve)
    if other is not None:
        return other
    if (
        segments
        and segments[0].start == 0
        and segments[0].kind in ("thought", "input", "observation")
    ):
        # It begins like a step but never completes one: ask again rather than guess.
        return Unparsed("neither an Action nor a Final Answer", thought, body.strip())
    # Neither an action nor a final-answer marker: the whole reply is the answer.
    return Final(body.strip(), cleaned.reasoning, body.strip())


def _strip_markup_answer(answer: str) -> str:
    answer = answer.strip()
    if answer.startswith("**") and answer.count("**") == 1:
        answer = answer[2:]
    if answer.endswith("**") and answer.count("**") == 1:
        answer = answer[:-2]
    return answer.strip()
