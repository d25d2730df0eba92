"""classic (seed 000): `Action: tool: input`, then PAUSE; `Answer:` ends the loop."""

from __future__ import annotations

import re
from typing import ClassVar

from tao.formats.base import Format
from tao.formats.inputs import read_input
from tao.formats.parsed import Actions, Call, Final, Parsed
from tao.tools.registry import Registry

# A reply that is nothing but the Action line's "tool: input", its label left out (a small
# model copying the tools' "e.g. action_items: its input")
_BARE_NAME_RE = re.compile(r"\s*([\w.\-]+)[ \t]*:")
_BARE_ACTION_RE = re.compile(r"\s*([\w.\-]+)[ \t]*:[ \t]*([^\n]+?)\s*(?:\n\s*PAUSE\s*)?")

_EN = """You run in a loop of Thought, Action, PAUSE, Observation.
At the end of the loop you output an Answer.
Use Thought to describe your thoughts about the question you have been asked.
Use Action to run one of the actions available to you - then return PAUSE.
Observation will be the result of running those actions.

Your available actions are:

{tools}

Example session:

Question: {example_question}
Thought: I should use {example_tool} to find out
Action: {example_tool}: {example_input}
PAUSE

You will be called again with this:

Observation: the result of {example_tool}

You then output:

Answer: the answer, based on the observation"""

_ZH = """你按 Thought、Action、PAUSE、Observation 的循环工作，循环结束时输出 Answer。
用 Thought 写下你对问题的思考。
用 Action 调用一个可用的动作，然后输出 PAUSE 并停下。
Observation 是动作执行的结果，会在下一轮发给你。

可用的动作：

{tools}

示例：

Question: {example_question}
Thought: 我应该用 {example_tool} 查一下
Action: {example_tool}: {example_input}
PAUSE

之后你会收到：

Observation: {example_tool} 的结果

然后你输出：

Answer: 根据观察得到的答案"""


class Classic(Format):
    name = "classic"
    stop: ClassVar[tuple[str, ...]] = ("PAUSE", "Observation:")
    final_label = "Answer"

    def instructions(self, tools: Registry) -> str:
        entries = []
        for t in tools:
            example = t.example or f"<{t.params[0] if t.params else 'input'}>"
            entries.append(f"{t.name}:\ne.g. {t.name}: {example}\n{t.describe(self.lang)}")
        first = next(iter(tools), None)
        template = _ZH if self.lang == "zh" else _EN
        return template.format(
            tools="\n\n".join(entries) or "(none)",
            example_tool=first.name if first else "a_tool",
            example_input=(first.example if first and first.example else "its input"),
            example_question="..."
            if first is None
            else ("一个问题" if self.lang == "zh" else "a question"),
        )

    def parse(self, text: str, tools: Registry | None = None) -> Parsed:
        step = super().parse(text, tools)
        if not isinstance(step, Final) or tools is None:
            return step
        # A bare "name: input" read as no step: a registered tool's call ("Lookup_employee:
        # its input", registered as written or in another case: qwen2.5-coder-0.5b, b517)
        named = _BARE_NAME_RE.match(text)
        written = named[1].lower() if named else ""
        name = next((n for n in tools.names if n.lower() == written), None)
        if name is None:
            return step  # (the common final answer, "Answer: …", tested once)
        bare = _BARE_ACTION_RE.fullmatch(text)
        if bare:
            name = bare[1] if bare[1] in tools else name
            return Actions([Call(name, read_input(bare[2]))], None, text.strip())
        return step

    def correction(self, tools: Registry, reason: str) -> str:
        names = ", ".join(tools.names)
        if self.lang == "zh":
            return (
                f"格式不对（{reason}）。请这样写：\nThought: 你的思考\nAction: 动作名: 输入\nPAUSE\n"
                f"动作名必须是 {names} 之一；已经知道答案时写：\nAnswer: 答案"
            )
        return (
            f"That did not follow the format ({reason}). Write:\nThought: your thinking\n"
            f"Action: action_name: input\nPAUSE\nwhere action_name is one of: {names}; "
            "or, when you know the answer:\nAnswer: the answer"
        )
