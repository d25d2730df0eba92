"""The loop's policies, on ScriptedModel: every rule of the contract, deterministically."""

from __future__ import annotations

import asyncio
import time

import pytest

from tao import Agent, tool
from tao.errors import ConfigError, ModelError
from tao.models import Reply, ScriptedModel
from tao.tools import Registry, Tool


@tool
def average_dog_weight(name: str) -> str:
    """Returns the average weight of a dog when given the breed."""
    return {"border collie": "37 lbs", "scottish terrier": "20 lbs"}.get(name.lower(), "50 lbs")


@tool
def add(a: int, b: int) -> int:
    """Add two integers.

    Args:
        a: the first number
        b: the second number
    """
    return a + b


@tool
def explode(text: str) -> str:
    """Always fails."""
    raise RuntimeError("the tool broke")


@tool(timeout=0.2)
def hang(text: str) -> str:
    """Never returns in time."""
    time.sleep(2)
    return "too late"


def agent_with(
    replies, tools=(average_dog_weight, "calculate"), fmt="react", **kw
) -> tuple[Agent, ScriptedModel]:
    model = ScriptedModel(replies)
    return Agent(model, list(tools), format=fmt, **kw), model


def test_final_answer_on_first_reply() -> None:
    agent, _ = agent_with(["Thought: easy\nFinal Answer: 42"])
    result = agent.run("What is six times seven?")
    assert (result.answer, result.status, result.llm_calls) == ("42", "final", 1)
    assert result.steps[0].thought == "easy"


def test_invented_observation_is_discarded_and_never_sent_back() -> None:
    agent, model = agent_with(
        [
            "Thought: look it up\nAction: average_dog_weight\nAction Input: Border Collie\n"
            "Observation: 99 lbs\nThought: done\nFinal Answer: 99 lbs",
            "Thought: now I know\nFinal Answer: 37 lbs",
        ]
    )
    result = agent.run("How heavy is a border collie?")
    assert result.answer == "37 lbs"
    assert result.steps[0].observation == "37 lbs"
    sent = model.calls[1]["messages"]
    assert sent[-2] == {
        "role": "assistant",
        "content": "Thought: look it up\nAction: average_dog_weight\nAction Input: Border Collie",
    }
    assert sent[-1] == {"role": "user", "content": "Observation: 37 lbs"}
    assert all("99" not in str(m["content"]) for m in sent)


def test_output_without_markers_is_the_final_answer() -> None:
    agent, _ = agent_with(["Hello! I am a helpful assistant."])
    assert agent.run("Who are you?").answer == "Hello! I am a helpful assistant."


def test_unknown_tool_becomes_an_observation_listing_the_tools() -> None:
    agent, _ = agent_with(
        ["Action: search\nAction Input: dogs", "Final Answer: sorry"],
    )
    result = agent.run("q")
    assert result.status == "final"
    assert result.steps[0].error == "unknown tool 'search'"
    assert "average_dog_weight, calculate" in (result.steps[0].observation or "")


def test_bad_arguments_become_an_observation() -> None:
    agent, model = agent_with(
        ['Action: add\nAction Input: {"a": "one", "b": 2}', "Final Answer: cannot"], tools=[add]
    )
    result = agent.run("q")
    assert result.steps[0].error and "bad arguments for add" in result.steps[0].error
    assert "Error: bad arguments for add" in model.calls[1]["messages"][-1]["content"]


def test_raising_and_hanging_tools_become_observations() -> None:
    agent, _ = agent_with(
        ["Action: explode\nAction Input: x", "Action: hang\nAction Input: y", "Final Answer: done"],
        tools=[explode, hang],
    )
    started = time.perf_counter()
    result = agent.run("q")
    assert time.perf_counter() - started < 1.5
    assert result.status == "final"
    assert result.steps[0].observation == "Error: explode failed: RuntimeError: the tool broke"
    assert result.steps[1].observation == "Error: hang timed out after 0.2 s"


@pytest.mark.parametrize(
    "written",
    ["Border Collie", '{"name": "Border Collie"}', '{"breed": "Border Collie"}', '"Border Collie"'],
)
def test_one_parameter_tool_takes_a_string_or_any_one_key_object(written: str) -> None:
    agent, _ = agent_with(
        [f"Action: average_dog_weight\nAction Input: {written}", "Final Answer: ok"]
    )
    assert agent.run("q").steps[0].observation == "37 lbs"


def test_multi_parameter_tool_with_json_and_inline_call() -> None:
    agent, _ = agent_with(
        ['Action: add {"a": 2, "b": 3}', "Action: add(a=4, b=5)", "Final Answer: 5, 9"], tools=[add]
    )
    result = agent.run("q")
    assert [s.observation for s in result.steps[:2]] == ["5", "9"]


def test_repeated_call_is_flagged_then_stopped() -> None:
    same = "Thought: compute\nAction: calculate\nAction Input: 17 * 23"
    agent, model = agent_with([same, same, same, "Final Answer: never"])
    result = agent.run("What is 17 * 23?")
    assert result.status == "repeated"
    assert result.answer is None
    assert result.llm_calls == 3
    notice = model.calls[2]["messages"][-1]["content"]
    assert "already called calculate" in notice and "391" in notice


def test_repeated_call_then_answer_is_fine() -> None:
    same = "Action: calculate\nAction Input: 17 * 23"
    agent, _ = agent_with([same, same, "Final Answer: 391"])
    result = agent.run("What is 17 * 23?")
    assert (result.status, result.answer) == ("final", "391")


def test_max_steps_ends_the_run() -> None:
    agent, _ = agent_with(
        [f"Action: calculate\nAction Input: {i} + 1" for i in range(5)], max_steps=3
    )
    result = agent.run("count")
    assert (result.status, result.answer, result.llm_calls) == ("max_steps", None, 3)


def test_garbage_gets_a_correction_then_the_task_completes() -> None:
    agent, model = agent_with(
        [
            "Thought: I should calculate this.",
            "Thought: right\nAction: calculate\nAction Input: 2 + 2",
            "Thought: done\nFinal Answer: 4",
        ]
    )
    result = agent.run("2+2?")
    assert (result.status, result.answer) == ("final", "4")
    assert result.steps[0].kind == "invalid"
    correction = model.calls[1]["messages"][-1]["content"]
    assert "Final Answer" in correction and "Action Input" in correction


@pytest.mark.parametrize(
    "empty",
    [
        "",
        " \n\n  \n</s>",  # baichuan-7B after a tool result (tests/data/corpus b4b-auto-005)
        "<think>The user wants the sum.</think>",
    ],
)
def test_an_empty_reply_is_corrected_not_taken_as_the_answer(empty: str) -> None:
    agent, _ = agent_with([empty, "Thought: now\nFinal Answer: 4"])
    result = agent.run("2+2?")
    assert (result.status, result.answer) == ("final", "4")
    assert result.steps[0].kind == "invalid" and "empty" in (result.steps[0].error or "")


def test_a_reader_bug_is_a_correction_not_a_crash(monkeypatch) -> None:
    agent, _ = agent_with(["{0: 'a'}", "Thought: now\nFinal Answer: 4"])
    real = agent.format.parse_reply
    calls = []

    def flaky(reply, tools):
        calls.append(reply)
        if len(calls) == 1:
            raise AttributeError("'int' object has no attribute 'lower'")
        return real(reply, tools)

    monkeypatch.setattr(agent.format, "parse_reply", flaky)
    result = agent.run("2+2?")
    assert (result.status, result.answer) == ("final", "4")
    assert "AttributeError" in (result.steps[0].error or "")


def test_unrecoverable_output_ends_with_error_status() -> None:
    agent, _ = agent_with(["Thought: hmm"] * 5)
    result = agent.run("q")
    assert result.status == "error" and result.llm_calls == 3


def test_memory_across_runs_and_reset() -> None:
    agent, model = agent_with(
        ["Final Answer: Bob, nice to meet you", "Final Answer: Your name is Bob"]
    )
    agent.run("My name is Bob")
    agent.run("What is my name?")
    messages = model.calls[1]["messages"]
    assert {"role": "user", "content": "My name is Bob"} in messages
    assert {"role": "assistant", "content": "Final Answer: Bob, nice to meet you"} in messages
    agent.reset()
    assert agent.history == []


def test_native_parallel_tool_calls() -> None:
    model = ScriptedModel(
        [
            {
                "content": None,
                "tool_calls": [
                    {
                        "id": "a",
                        "name": "average_dog_weight",
                        "arguments": {"name": "border collie"},
                    },
                    {
                        "id": "b",
                        "name": "average_dog_weight",
                        "arguments": {"name": "scottish terrier"},
                    },
                ],
            },
            {
                "content": None,
                "tool_calls": [
                    {"id": "c", "name": "calculate", "arguments": {"expression": "37+20"}}
                ],
            },
            "Together they weigh 57 lbs.",
        ]
    )
    agent = Agent(model, [average_dog_weight, "calculate"], format="auto")
    assert agent.format.name == "native"
    result = agent.run("combined weight?")
    assert result.answer == "Together they weigh 57 lbs."
    assert [s.observation for s in result.steps[:3]] == ["37 lbs", "20 lbs", "57"]
    sent = model.calls[1]["messages"]
    assert sent[-3]["tool_calls"][1]["id"] == "b"
    assert sent[-2:] == [
        {"role": "tool", "tool_call_id": "a", "content": "37 lbs"},
        {"role": "tool", "tool_call_id": "b", "content": "20 lbs"},
    ]
    assert model.calls[0]["tools"][0]["function"]["name"] == "average_dog_weight"


@tool
def read_file(path: str, max_lines: int = 100) -> str:
    """Read a text file."""
    return f"{path}: {max_lines} lines"


@tool
def peek(path: str, lines: int = 5) -> str:
    """Show a file's first lines."""
    return f"{path}: first {lines} lines"


@pytest.mark.parametrize("fmt", ["native", "react", "json-blob"])
def test_arguments_with_the_tools_name_left_out_call_the_one_tool_they_fit(fmt: str) -> None:
    # gpt-oss:20b in Nanocoder wrote only '{"path":"frontend/src/App.jsx","max_lines":200}'
    # (b457); llama3.1 the same with write_file's keys (b502): the one tool they fit
    bare = '{"path":"frontend/src/App.jsx","max_lines":200}'
    agent, _ = agent_with([bare, "Final Answer: done"], tools=(read_file, add), fmt=fmt)
    result = agent.run("show App.jsx")
    assert result.steps[0].tool == "read_file"
    assert result.steps[0].observation == "frontend/src/App.jsx: 200 lines"
    # keys that fit no tool: the answer
    for answer in ('{"path": "a", "mode": "r"}', '{"a": 1, "c": 2}'):
        agent, _ = agent_with([answer], tools=(read_file, add), fmt=fmt)
        result = agent.run("json please")
        assert (result.status, result.answer, result.steps[0].tool) == ("final", answer, None)
    # keys that are a tool's parameters with a required one missing, or that fit two tools
    # alike: a call gone wrong, and the model is asked to name the tool
    for reply, fits in (('{"max_lines": 3}', "read_file"), ('{"path": "a"}', "read_file, peek")):
        agent, _ = agent_with([reply, "Final Answer: ok"], tools=(read_file, peek), fmt=fmt)
        result = agent.run("json please")
        assert (result.answer, result.steps[0].kind) == ("ok", "invalid")
        assert f"no tool's name (they fit {fits})" in result.steps[0].observation
    # and an answer given under its label stays the answer
    if fmt == "react":
        agent, _ = agent_with([f"Final Answer: {bare}"], tools=(read_file, add), fmt=fmt)
        assert agent.run("json please").answer == bare
    # a thought block before the object changes nothing
    agent, _ = agent_with(
        [f"<think>read it</think>\n{bare}", "Final Answer: ok"], tools=(read_file,), fmt=fmt
    )
    assert agent.run("show App.jsx").steps[0].tool == "read_file"


@tool
def circle_area(radius: float) -> float:
    """Area of a circle."""
    return round(3.14159 * radius * radius, 2)


@tool
def http_get(url: str, params: dict) -> str:
    """Fetch a URL with query parameters."""
    return f"{url}?{'&'.join(f'{k}={v}' for k, v in params.items())}"


def test_arguments_under_a_wrapper_key_reach_the_tool() -> None:
    # Hermes 2 Pro on BFCL: "[geometry.calculate_area_circle(params={'radius': 5})]"
    agent, _ = agent_with(
        ["[circle_area(params={'radius': 5})]", "Final Answer: 78.54"],
        tools=(circle_area, http_get),
        fmt="react",
    )
    assert agent.run("area?").steps[0].observation == "78.54"
    # a tool whose own parameter is named "params" keeps it
    agent, _ = agent_with(
        ['Action: http_get\nAction Input: {"url": "u", "params": {"q": "x"}}', "Final Answer: ok"],
        tools=(circle_area, http_get),
    )
    assert agent.run("get").steps[0].observation == "u?q=x"


def test_stream_yields_events_in_order() -> None:
    agent, _ = agent_with(["Thought: t\nAction: calculate\nAction Input: 1+1", "Final Answer: 2"])
    events = list(agent.stream("1+1?"))
    assert [e.type for e in events] == ["thought", "action", "observation", "final", "end"]
    assert events[-1].result is not None and events[-1].result.answer == "2"


def test_arun_many_runs_share_one_event_loop() -> None:
    class Slow:
        supports_tools = False

        def __init__(self) -> None:
            self.active = 0
            self.peak = 0

        def complete(self, messages, *, tools=None, stop=None):
            raise AssertionError("sync path must not be used")

        async def acomplete(self, messages, *, tools=None, stop=None):
            self.active += 1
            self.peak = max(self.peak, self.active)
            await asyncio.sleep(0.05)
            self.active -= 1
            if messages[-1]["content"].startswith("Observation"):
                return {"content": "Final Answer: " + messages[-1]["content"].split(": ")[1]}
            return Reply("Action: calculate\nAction Input: 6*7")

    model = Slow()

    async def main():
        agents = [Agent(model, ["calculate"], format="react") for _ in range(20)]
        return await asyncio.gather(*(a.arun("6*7?") for a in agents))

    started = time.perf_counter()
    results = asyncio.run(main())
    assert [r.answer for r in results] == ["42"] * 20
    assert model.peak == 20
    assert time.perf_counter() - started < 1.5  # 2 s one after another; about 0.1 s at once


def test_async_tool_and_sync_run() -> None:
    @tool
    async def fetch(url: str) -> str:
        """Fetch a page."""
        await asyncio.sleep(0.01)
        return f"content of {url}"

    agent, _ = agent_with(
        ["Action: fetch\nAction Input: http://x", "Final Answer: ok"], tools=[fetch]
    )
    assert agent.run("q").steps[0].observation == "content of http://x"


def test_tool_names_resolve_like_a_reader() -> None:
    agent, _ = agent_with(
        [
            "Action: **Average_Dog_Weight**\nAction Input: border collie",
            "Action: calculator\nAction Input: 1+1",
            "Final Answer: ok",
        ]
    )
    result = agent.run("q")
    assert [s.tool for s in result.steps[:2]] == ["average_dog_weight", "calculate"]
    assert result.steps[1].observation == "2"


def test_close_names_resolve_unless_their_verb_differs() -> None:
    tools = Registry(
        Tool(lambda input="": input, name=n) for n in ("submit_for_review", "HassLightSet")
    )
    assert tools.resolve_name("submiit_for_review") == "submit_for_review"  # a typo
    assert tools.resolve_name("HassLightSet") == "HassLightSet"
    assert tools.resolve_name("HassLightGet") is None  # another tool, not a misspelling (b541)


def test_a_dotted_name_resolves_from_its_last_part_when_only_one_ends_so() -> None:
    names = ("version_api.VersionApi.get_version", "a.lookup", "b.lookup", "get_version_info")
    tools = Registry(Tool(lambda input="": input, name=n) for n in names)
    # the namespace dropped (MiniCPM3-4B on BFCL, b1676)
    assert tools.resolve_name("get_version") == "version_api.VersionApi.get_version"
    assert tools.resolve_name("lookup") is None  # two tools end so: neither is meant


def test_result_json_matches_the_contract() -> None:
    agent, _ = agent_with(["Thought: t\nAction: calculate\nAction Input: 2*3", "Final Answer: 6"])
    data = agent.run("q").to_dict()
    assert set(data) == {"answer", "status", "steps", "usage", "llm_calls", "seconds"}
    assert set(data["steps"][0]) == {"thought", "tool", "args", "observation", "error"}
    assert set(data["usage"]) == {"prompt_tokens", "completion_tokens"}
    assert data["usage"]["prompt_tokens"] > 0


def test_scripted_model_out_of_replies_is_a_model_error() -> None:
    agent, _ = agent_with(["Action: calculate\nAction Input: 1+1"])
    with pytest.raises(ModelError):
        agent.run("q")


def test_bad_configuration() -> None:
    with pytest.raises(ConfigError):
        Agent(ScriptedModel([]), [], format="yaml")
    with pytest.raises(ConfigError):
        Agent(ScriptedModel([]), ["no_such_builtin"])
    with pytest.raises(ConfigError):
        Agent(ScriptedModel([]), [], max_steps=0)


def test_repeated_failing_call_is_caught_too() -> None:
    bad = "Action: calculate\nAction Input: 1/0"
    agent, model = agent_with([bad, bad, bad, "Final Answer: never"])
    result = agent.run("1/0?")
    assert result.status == "repeated" and result.llm_calls == 3
    assert "division by zero" in model.calls[2]["messages"][-1]["content"]


@pytest.mark.parametrize("written", ["a=2, b=3", "2, 3", "{'a': 2, 'b': '3'}", '{"a": 2, "b": 3,}'])
def test_multi_parameter_inputs_written_loosely(written: str) -> None:
    agent, _ = agent_with([f"Action: add\nAction Input: {written}", "Final Answer: 5"], tools=[add])
    assert agent.run("q").steps[0].observation == "5"


def test_keyword_input_for_a_one_parameter_tool() -> None:
    agent, _ = agent_with(
        ["Action: average_dog_weight\nAction Input: name=Border Collie", "Final Answer: ok"]
    )
    assert agent.run("q").steps[0].observation == "37 lbs"


def test_arun_sync_tools_time_out_and_slow_ones_move_to_threads() -> None:
    @tool(timeout=5)
    def nap(seconds: str) -> str:
        """Sleep a while."""
        time.sleep(float(seconds))
        return "rested"

    agent, _ = agent_with(
        ["Action: hang\nAction Input: x", "Action: nap\nAction Input: 0.02", "Final Answer: ok"],
        tools=[hang, nap],
    )
    started = time.perf_counter()
    result = asyncio.run(agent.arun("q"))
    assert time.perf_counter() - started < 1.5
    assert result.steps[0].observation == "Error: hang timed out after 0.2 s"
    assert result.steps[1].observation == "rested"
    assert nap.slow and not average_dog_weight.slow
