"""react-zh (seed 003): 思考 / 行动 / 行动输入, then `最终答案:`; observations come back as `观察:`."""

from __future__ import annotations

from typing import ClassVar

from tao.formats.base import Format, describe_tools
from tao.tools.registry import Registry

_ZH = """请尽你所能回答问题。你可以使用以下工具：

{tools}

请使用以下格式：

思考: 你应该总是思考接下来该做什么
行动: 你采取的行动，必须是 [{names}] 之一
行动输入: 行动的输入参数
观察: 行动的结果
... (这个 思考/行动/行动输入/观察 的循环可以重复 N 次)
思考: 我现在知道最终答案了
最终答案: 针对原始问题的最终答案

“观察”由系统填写：写完行动输入就停下。开始！"""

_EN = """Answer the question as best you can. You can use these tools:

{tools}

Use this format (labels in Chinese):

思考: what you should do next
行动: the tool to use, one of [{names}]
行动输入: the input to the tool
观察: the result of the tool
... (思考/行动/行动输入/观察 can repeat N times)
思考: 我现在知道最终答案了
最终答案: the final answer to the question

The system writes 观察 for you: stop after 行动输入. Begin!"""


class ReactZh(Format):
    name = "react-zh"
    stop: ClassVar[tuple[str, ...]] = ("观察:", "观察：")
    default_lang = "zh"
    observation_label = "观察"
    final_label = "最终答案"
    question_label = "问题"

    def instructions(self, tools: Registry) -> str:
        template = _EN if self.lang == "en" else _ZH
        return template.format(tools=describe_tools(tools, self.lang), names=", ".join(tools.names))

    def correction(self, tools: Registry, reason: str) -> str:
        names = ", ".join(tools.names)
        if self.lang == "en":
            return (
                f"Invalid format ({reason}). Continue with\n思考: ...\n行动: one of [{names}]\n"
                "行动输入: ...\nor, if you have the answer:\n最终答案: ..."
            )
        return (
            f"格式不对（{reason}）。请继续，按格式输出：\n思考: ...\n行动: [{names}] 之一\n"
            "行动输入: ...\n如果你有了答案，请输出 '最终答案: ...'。"
        )
