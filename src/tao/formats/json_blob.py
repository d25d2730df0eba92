"""json-blob (seed 004): `Action:` and a fenced {"action", "action_input"} blob.

As in the seed, the whole scratchpad (the model's steps and the observations) is sent back
inside one user message after `Question:`; only that last message grows between calls.
"""

from __future__ import annotations

import json
from typing import ClassVar

from tao.formats.base import Format, Message
from tao.steps import Step, Turn
from tao.tools.registry import Registry

_EN = """Answer the following questions as best you can. You have access to the following tools:
{tools}

The way you use the tools is by specifying a json blob.
Specifically, this json should have a `action` key (with the name of the tool to use) and a `action_input` key (with the input to the tool going here).

The only values that should be in the "action" field are: {names}

The $JSON_BLOB should only contain a SINGLE action, do NOT return a list of multiple actions. Here is an example of a valid $JSON_BLOB:

```
{{
  "action": $TOOL_NAME,
  "action_input": $INPUT
}}
```

ALWAYS use the following format:

Question: the input question you must answer
Thought: you should always think about what to do
Action:
```
$JSON_BLOB
```
Observation: the result of the action
... (this Thought/Action/Observation can repeat N times)
Thought: I now know the final answer
Final Answer: the final answer to the original input question

Begin! Reminder to always use the exact characters `Final Answer` when responding."""

_ZH = """请尽你所能回答下面的问题。你可以使用以下工具：
{tools}

使用工具的方法是写一个 JSON 块（$JSON_BLOB）：它有一个 `action` 键（要用的工具名）和一个 `action_input` 键（工具的输入）。

"action" 的值只能是：{names}

$JSON_BLOB 只能包含一个行动，不要返回多个行动的列表。合法的 $JSON_BLOB 示例：

```
{{
  "action": $TOOL_NAME,
  "action_input": $INPUT
}}
```

始终使用以下格式：

Question: 需要回答的问题
Thought: 你应该总是思考接下来该做什么
Action:
```
$JSON_BLOB
```
Observation: 行动的结果
...（Thought/Action/Observation 可以重复 N 次）
Thought: 我现在知道最终答案了
Final Answer: 对原始问题的最终答案

开始！回答时务必使用 `Final Answer` 这几个字符。"""


class JsonBlob(Format):
    name = "json-blob"
    stop: ClassVar[tuple[str, ...]] = ("Observation:",)
    question_label = "Question"

    def instructions(self, tools: Registry) -> str:
        described = "\n".join(
            json.dumps(
                {"name": t.name, "description": t.describe(self.lang), "parameters": t.parameters},
                ensure_ascii=False,
            )
            for t in tools
        )
        template = _ZH if self.lang == "zh" else _EN
        return template.format(tools=described, names=", ".join(tools.names))

    def correction(self, tools: Registry, reason: str) -> str:
        names = ", ".join(tools.names)
        if self.lang == "zh":
            return (
                f"格式不对（{reason}）。请写 Thought: ...，然后 Action: 加上一个 ```"
                f' 包起来的 {{"action": ..., "action_input": ...}}（action 是 {names} 之一），'
                "或者写 Final Answer: 最终答案。"
            )
        return (
            f"Invalid format ({reason}). Write Thought: ... then Action: and a fenced "
            f'{{"action": ..., "action_input": ...}} blob (action is one of: {names}), '
            "or Final Answer: the answer."
        )

    def question(self, text: str) -> str:
        return f"Question: {text}\n\n"

    def render_call(self, group: list[Step], tools: Registry) -> list[Message]:
        # Pieces of the scratchpad, not messages of their own: see current_turn.
        pieces: list[Message] = [{"role": "assistant", "content": group[0].text}]
        if group[0].kind != "final":
            pieces.extend(
                {"role": "user", "content": "\n" + self.feedback(s, tools) + "\n"} for s in group
            )
        return pieces

    def current_turn(self, turn: Turn, tools: Registry) -> list[Message]:
        scratchpad = "".join(piece["content"] for piece in self.rendered(turn, tools))
        return [{"role": "user", "content": self.question(turn.question) + scratchpad}]
