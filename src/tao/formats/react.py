"""react (seed 001): Thought / Action / Action Input, then `Final Answer:`."""

from __future__ import annotations

from typing import ClassVar

from tao.formats.base import Format, describe_tools
from tao.tools.registry import Registry

_EN = """Answer the question, using a tool when it helps. Tools:
{tools}

To use a tool, write exactly:
Thought: your reasoning
Action: the tool name, one of [{names}]
Action Input: its input, as JSON or plain text
Then stop and wait for the Observation. Repeat as needed. When you know the answer:
Thought: I now know the final answer
Final Answer: the answer"""

_ZH = """回答用户的问题，需要查询或计算时调用工具，禁止凭空编造结果。可用工具：
{tools}

调用工具时严格按下面的格式输出：
Thought: 你的分析和思考
Action: 工具名，必须是 [{names}] 之一
Action Input: 工具的输入，JSON 或纯文本
然后停下，等待 Observation。可以重复多次。信息足够时输出：
Thought: 我已经得到足够信息
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
