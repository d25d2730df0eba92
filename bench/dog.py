"""The seed-000 dog task: two tools, one question, a scripted model transcript per format.

This module imports nothing but the standard library, so that the comparison adapters can
use it in an environment that has a peer framework but not tao. Everything tao-specific
lives in `tao_agent()` and `InstantModel`, which import tao lazily.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

QUESTION = "I have 2 dogs, a border collie and a scottish terrier. What is their combined weight"
ANSWER = "The combined weight of a Border Collie and a Scottish Terrier is 57 lbs."
CALLS = 4  # model calls per task
TOOL_CALLS = 3
FORMATS = ("classic", "react", "react-zh", "json-blob", "native")

CALCULATE_DOC = (
    "Runs a calculation and returns the number - uses Python so be sure to use floating "
    "point syntax if necessary"
)
DOG_DOC = "returns average weight of a dog when given the breed"


def calculate(what: str) -> str:
    """Runs a calculation and returns the number - uses Python so be sure to use floating point syntax if necessary"""
    return str(eval(what, {"__builtins__": {}}, {}))  # scripted input only, as in seed 000


def average_dog_weight(name: str) -> str:
    """returns average weight of a dog when given the breed"""
    if name in "Scottish Terrier":
        return "Scottish Terriers average 20 lbs"
    if name in "Border Collie":
        return "a Border Collies average weight is 37 lbs"
    if name in "Toy Poodle":
        return "a toy poodles average weight is 7 lbs"
    return "An average dog weights 50 lbs"


TOOLS = {"calculate": calculate, "average_dog_weight": average_dog_weight}
EXAMPLES = {"calculate": "4 * 7 / 3", "average_dog_weight": "Collie"}

# The three steps of the transcript in seed 000: (thought, tool, input).
_STEPS = (
    (
        "I need to find the average weight of a Border Collie and a Scottish Terrier, "
        "then add them together to get their combined weight.",
        "average_dog_weight",
        "Border Collie",
    ),
    (
        "Now that I have the average weight of a Border Collie, I need to find the average "
        "weight of a Scottish Terrier.",
        "average_dog_weight",
        "Scottish Terrier",
    ),
    (
        "I now have the average weights of both dogs. I can add these two weights together "
        "to find their combined weight.",
        "calculate",
        "37 + 20",
    ),
)
_ARG = {"average_dog_weight": "name", "calculate": "what"}
_ZH_THOUGHTS = (
    "我需要先查 Border Collie 和 Scottish Terrier 的平均体重，再把它们加起来。",
    "已经知道 Border Collie 的体重，接下来查 Scottish Terrier。",
    "两只狗的体重都有了，把它们加起来。",
)


def _text_reply(fmt: str, index: int) -> str:
    """What a model writes at call `index` in text format `fmt`, as a server honouring
    `stop` returns it (the seed's trailing PAUSE is cut by the stop string)."""
    if index >= len(_STEPS):
        return {
            "classic": f"Answer: {ANSWER}",
            "react-zh": "思考: 我现在知道最终答案了\n最终答案: 两只狗的总重约 57 磅。",
        }.get(fmt, f"Thought: I now know the final answer\nFinal Answer: {ANSWER}")
    thought, tool, arg = _STEPS[index]
    if fmt == "classic":
        return f"Thought: {thought}\nAction: {tool}: {arg}\n"
    if fmt == "react":
        return f"Thought: {thought}\nAction: {tool}\nAction Input: {arg}\n"
    if fmt == "react-zh":
        return f"思考: {_ZH_THOUGHTS[index]}\n行动: {tool}\n行动输入: {arg}\n"
    if fmt == "json-blob":
        blob = json.dumps({"action": tool, "action_input": arg})
        return f"Thought: {thought}\nAction:\n```\n{blob}\n```\n"
    raise ValueError(f"no text replies for format {fmt!r}")


def reply_dict(fmt: str, index: int) -> dict[str, Any]:
    """Call `index`'s reply as `{"content", "tool_calls"}` (tool calls only for native)."""
    if fmt != "native":
        return {"content": _text_reply(fmt, index), "tool_calls": []}
    if index >= len(_STEPS):
        return {"content": ANSWER, "tool_calls": []}
    _, tool, arg = _STEPS[index]
    call = {"id": f"call_{index}", "name": tool, "arguments": {_ARG[tool]: arg}}
    return {"content": None, "tool_calls": [call]}


SEED_TRANSCRIPT = tuple(
    [f"Thought: {t}\nAction: {tool}: {arg}\nPAUSE" for t, tool, arg in _STEPS]
    + [f"Answer: {ANSWER}"]
)

_QUESTION_MARKERS = (QUESTION,)


def call_index(fmt: str, messages: list[dict[str, Any]]) -> int:
    """Which call of the current task `messages` is, read from the messages themselves
    (so that one model or server can serve many concurrent runs, sessions included):
    the assistant messages since the task's question, about as cheap as the floor's own
    model (`seed_complete`)."""
    if fmt == "json-blob":  # the scratchpad grows inside the last user message
        return str(messages[-1].get("content") or "").count("Observation:")
    calls = 0
    for m in reversed(messages):  # back to this task's question (a session has earlier ones)
        if m["role"] == "assistant":
            calls += 1
        elif m["role"] == "user" and QUESTION in str(m["content"]):
            break
    return calls


def guess_format(request: dict[str, Any]) -> str:
    """The format of a chat request, from its tools, stop strings and instructions."""
    if request.get("tools"):
        return "native"
    stop = request.get("stop") or []
    if "PAUSE" in stop:
        return "classic"
    if any("观察" in s for s in stop):
        return "react-zh"
    system = str((request.get("messages") or [{}])[0].get("content") or "")
    if "$JSON_BLOB" in system:
        return "json-blob"
    return "react"


def server_script(request: dict[str, Any]) -> dict[str, Any]:
    """A FakeOpenAI script: the dog-task reply that fits this request."""
    fmt = guess_format(request)
    return reply_dict(fmt, call_index(fmt, request.get("messages") or []))


# ----------------------------------------------------------------------------- the floor
SEED_PROMPT = """
You run in a loop of Thought, Action, PAUSE, Observation.
At the end of the loop you output an Answer
Use Thought to describe your thoughts about the question you have been asked.
Use Action to run one of the actions available to you - then return PAUSE.
Observation will be the result of running those actions.

Your available actions are:

calculate:
e.g. calculate: 4 * 7 / 3
Runs a calculation and returns the number - uses Python so be sure to use floating point syntax if necessary

average_dog_weight:
e.g. average_dog_weight: Collie
returns average weight of a dog when given the breed

Example session:

Question: How much does a Bulldog weigh?
Thought: I should look the dogs weight using average_dog_weight
Action: average_dog_weight: Bulldog
PAUSE

You will be called again with this:

Observation: A Bulldog weights 51 lbs

You then output:

Answer: A bulldog weights 51 lbs
""".strip()

_ACTION_RE = re.compile(r"^Action: (\w+): (.*)$")


class SeedBot:
    """Seed 000's `Agent` class, with the HTTP call replaced by `complete(messages)`."""

    def __init__(self, complete: Any, system: str = "") -> None:
        self.complete = complete
        self.messages: list[dict[str, Any]] = []
        if system:
            self.messages.append({"role": "system", "content": system})

    def __call__(self, message: str) -> str:
        self.messages.append({"role": "user", "content": message})
        result = self.complete(self.messages)
        self.messages.append({"role": "assistant", "content": result})
        return result


def seed_query(complete: Any, question: str = QUESTION, max_turns: int = 5) -> str | None:
    """Seed 000's `query()` loop, without its prints: the floor every framework is held to."""
    i = 0
    bot = SeedBot(complete, SEED_PROMPT)
    next_prompt = question
    while i < max_turns:
        i += 1
        result = bot(next_prompt)
        actions = [_ACTION_RE.match(a) for a in result.split("\n") if _ACTION_RE.match(a)]
        if actions:
            action, action_input = actions[0].groups()
            if action not in TOOLS:
                raise Exception(f"Unknown action: {action}: {action_input}")
            observation = TOOLS[action](action_input)
            next_prompt = f"Observation: {observation}"
        else:
            return result
    return None


def seed_complete(messages: list[dict[str, Any]]) -> str:
    """The instant model of the floor: seed 000's transcript, by call."""
    return SEED_TRANSCRIPT[sum(1 for m in messages if m["role"] == "assistant")]


async def seed_aquery(acomplete: Any, question: str = QUESTION, max_turns: int = 5) -> str | None:
    """`seed_query` with an async model: the floor for the concurrency measurement."""
    messages = [{"role": "system", "content": SEED_PROMPT}, {"role": "user", "content": question}]
    for _ in range(max_turns):
        result = await acomplete(messages)
        messages.append({"role": "assistant", "content": result})
        actions = [_ACTION_RE.match(a) for a in result.split("\n") if _ACTION_RE.match(a)]
        if not actions:
            return result
        action, action_input = actions[0].groups()
        messages.append({"role": "user", "content": f"Observation: {TOOLS[action](action_input)}"})
    return None


async def seed_acomplete(messages: list[dict[str, Any]], latency: float = 0.05) -> str:
    await asyncio.sleep(latency)
    return seed_complete(messages)


# ----------------------------------------------------------------------------- tao
def tao_tools() -> list[Any]:
    """The two tools as tao Tools, with the seed's examples for the classic prompt."""
    from tao.tools import Tool

    return [Tool(fn, example=EXAMPLES[name]) for name, fn in TOOLS.items()]


class InstantModel:
    """A tao model that answers at once with the dog-task reply for its call; `latency`
    makes `acomplete` wait that long first (an asyncio.sleep, no CPU)."""

    def __init__(self, fmt: str, latency: float = 0.0) -> None:
        from tao.models.base import Reply

        self._reply = Reply
        self.fmt = fmt
        self.latency = latency
        self.supports_tools = fmt == "native"
        self.replies = [reply_dict(fmt, i) for i in range(CALLS)]
        self.usage = {"prompt_tokens": 300, "completion_tokens": 40}

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Any:
        r = self.replies[min(call_index(self.fmt, messages), CALLS - 1)]
        return self._reply(r["content"], [dict(c) for c in r["tool_calls"]], dict(self.usage))

    async def acomplete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Any:
        if self.latency:
            await asyncio.sleep(self.latency)
        return self.complete(messages, tools=tools, stop=stop)


def tao_agent(fmt: str, model: Any = None, **kwargs: Any) -> Any:
    """A tao Agent for the dog task in format `fmt` (an InstantModel unless given)."""
    from tao.agent import Agent

    kwargs.setdefault("memory", False)
    return Agent(model or InstantModel(fmt), tao_tools(), format=fmt, **kwargs)


def check_result(result: Any) -> None:
    """Fail loudly when a run did not do the whole task: a benchmark of a broken run is void."""
    answer = getattr(result, "answer", result)
    if not answer or "57" not in str(answer):
        raise AssertionError(f"the dog task went wrong: {result!r}")
