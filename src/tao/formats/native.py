"""native: OpenAI `tools` and `tool_calls`; results go back as `role: tool` messages."""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

from tao.formats.base import Format, Message, args_text
from tao.formats.parsed import Actions, Call, Final, Parsed, Unparsed
from tao.formats.reading import clean
from tao.steps import Step, Turn
from tao.tools.registry import Registry

# What a reply with no tool calls needs to contain before it is worth a closer reading.
_MAYBE_STEP = re.compile(
    r"[<{\[`✿]|\b(?:action|thought|answer|tool_call|finish)\b|行动|思考|答案|TOOL_CALLS", re.I
)
_EN = "Answer the user's question. Call a tool whenever it helps; never invent its results."
_ZH = "回答用户的问题。需要查询或计算时调用工具，禁止凭空编造结果。"


class Native(Format):
    name = "native"
    stop: ClassVar[tuple[str, ...]] = ()
    native = True
    final_label = ""

    def instructions(self, tools: Registry) -> str:
        return _ZH if self.lang == "zh" else _EN

    def correction(self, tools: Registry, reason: str) -> str:
        if self.lang == "zh":
            return f"无法执行（{reason}）。请用工具调用，或直接回答。"
        return f"That could not be run ({reason}). Call a tool properly or answer directly."

    def parse_reply(self, reply: Any, tools: Registry) -> Parsed:
        content = reply.content or ""
        if reply.tool_calls:
            thought = (clean(content).text.strip() or None) if content else None
            calls = [Call(c["name"], c.get("arguments"), c.get("id")) for c in reply.tool_calls]
            return Actions(calls, thought, content)
        if not _MAYBE_STEP.search(content):
            return Final(content.strip(), None, content)  # plain prose: the answer
        # Some servers leave the model's own call syntax in the content (<tool_call>, JSON).
        parsed = self.parse(content, tools)
        if isinstance(parsed, Unparsed) and not parsed.fits:
            # Text labels have no meaning here: a reply without tool calls is an answer
            # (but arguments with the tool's name left out are a call gone wrong).
            cleaned = clean(content)
            return Final(cleaned.text.strip(), cleaned.reasoning, content)
        return parsed

    def feedback(self, step: Step, tools: Registry) -> str:
        if step.kind == "invalid":
            return self.correction(tools, step.error or "")
        return step.observation or ""

    def answer_text(self, turn: Turn) -> str:
        return turn.answer or ""

    def render_call(self, group: list[Step], tools: Registry) -> list[Message]:
        head = group[0]
        if head.kind == "final":
            return [{"role": "assistant", "content": head.text}]
        if head.kind == "invalid" or head.call_id is None:
            return [
                {"role": "assistant", "content": head.text or ""},
                {"role": "user", "content": self.feedback(head, tools)},
            ]
        calls = [
            {
                "id": s.call_id,
                "type": "function",
                "function": {"name": s.tool, "arguments": _arguments_json(s.args)},
            }
            for s in group
        ]
        messages: list[Message] = [
            {"role": "assistant", "content": head.text or None, "tool_calls": calls}
        ]
        for s in group:
            messages.append(
                {"role": "tool", "tool_call_id": s.call_id, "content": self.feedback(s, tools)}
            )
        return messages


def _arguments_json(args: Any) -> str:
    if args is None:
        return "{}"
    if isinstance(args, str):
        stripped = args.strip()
        if stripped.startswith("{"):
            return stripped
        return json.dumps({"input": args}, ensure_ascii=False)
    return args_text(args)
