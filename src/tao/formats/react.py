"""react (seed 001): Thought / Action / Action Input, then `Final Answer:`."""

from __future__ import annotations

from typing import ClassVar

from tao.formats.base import Format, describe_tools
from tao.tools.registry import Registry

_EN = """Tools:
{tools}

Reply with
Thought: your reasoning
Action: one of [{names}]
Action Input: its input
then stop for the Observation. When you know the answer, reply with
Final Answer: the answer"""

_ZH = """可用工具：
{tools}

按以下格式回复：
Thought: 你的分析
Action: [{names}] 之一
Action Input: 工具的输入
然后停下，等待 Observation。需要查询或计算时必须调用工具，禁止编造结果。信息足够时回复：
Final Answer: 最终答案"""


class React(Format):
    name = "react"
    stop: ClassVar[tuple[str, ...]] = ("Observation:",)

    def instructions(self, tools: Registry) -> str:
        template = _ZH if self.lang == "zh" else _EN
        return template.format(tools=describe_tools(tools, self.lang), names=", ".join(tools.names))

    def correction(self, tools: Registry, reason: str) -> str:
        names = ", ".join(tools.names)
        if self.lang == "zh":
            return (
                f"格式不对（{reason}）。请输出\nThought: ...\nAction: [{names}] 之一\n"
                "Action Input: ...\n或者\nThought: ...\nFinal Answer: 最终答案"
            )
        return (
            f"Invalid format ({reason}). Reply with\nThought: ...\nAction: one of [{names}]\n"
            "Action Input: ...\nor\nThought: ...\nFinal Answer: the answer"
        )
