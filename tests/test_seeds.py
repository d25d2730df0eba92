"""Each seed's transcript, end to end through the `tao` CLI against a real HTTP server."""

from __future__ import annotations

from conftest import EXAMPLES, endpoint, tao

from tao.testing import FakeOpenAI


def test_seed_000_dogs_classic(env, server: FakeOpenAI) -> None:
    # The seed's transcript, verbatim. The model wrote PAUSE after each action; the stop
    # strings cut it, as they would at DashScope.
    server.add(
        "Thought: I need to find the average weight of a Border Collie and a Scottish Terrier, "
        "then add them together to get their combined weight.\nAction: average_dog_weight: Border Collie\nPAUSE",
        "Thought: Now that I have the average weight of a Border Collie, I need to find the average "
        "weight of a Scottish Terrier.\nAction: average_dog_weight: Scottish Terrier\nPAUSE",
        "Thought: I now have the average weights of both a Border Collie and a Scottish Terrier. I can "
        "now add these two weights together to find their combined weight.\nAction: calculate: 37 + 20\nPAUSE",
        "Answer: The combined weight of a Border Collie and a Scottish Terrier is 57 lbs.",
    )
    run = tao(
        "run", "I have 2 dogs, a border collie and a scottish terrier. What is their combined weight",
        *endpoint(server, "--format", "classic", "--tools-file", str(EXAMPLES / "seed_000_dogs.py"),
                  "--tool", "calculate", "--json"),
        env=env,
    )  # fmt: skip
    assert run.code == 0, run
    result = run.json
    assert (
        result["answer"]
        == "The combined weight of a Border Collie and a Scottish Terrier is 57 lbs."
    )
    assert result["status"] == "final"
    calls = [(s["tool"], s["args"], s["observation"]) for s in result["steps"] if s["tool"]]
    assert calls == [
        ("average_dog_weight", "Border Collie", "a Border Collies average weight is 37 lbs"),
        ("average_dog_weight", "Scottish Terrier", "Scottish Terriers average 20 lbs"),
        ("calculate", "37 + 20", "57"),
    ]
    assert result["llm_calls"] == 4
    # The stop strings of the classic format were sent; observations came back as user messages.
    assert server.requests[0]["stop"] == ["PAUSE", "Observation:"]
    last = server.requests[-1]["messages"]
    assert last[0]["role"] == "system" and "PAUSE" in last[0]["content"]
    assert [m["content"] for m in last if m["role"] == "user"][1:] == [
        "Observation: a Border Collies average weight is 37 lbs",
        "Observation: Scottish Terriers average 20 lbs",
        "Observation: 57",
    ]
    # The trace went to stderr, live.
    assert "Action: average_dog_weight" in run.err and "Observation: 57" in run.err


def test_seed_001_react_weather_and_calculator(env, server: FakeOpenAI) -> None:
    tools = ["--format", "react", "--tools-file", str(EXAMPLES / "seed_001_tools.py")]
    server.add(
        'Thought: 用户想知道深圳的天气，我需要调用 get_weather 工具\nAction: get_weather\nAction Input: {"city": "深圳"}',
        "Thought: 深圳今天有雨，我应该提醒用户带伞\nFinal Answer: 深圳今天小雨，气温 22~26℃，记得带伞哦。",
    )
    run = tao("run", "深圳今天会下雨吗？气温多少度？", *endpoint(server, *tools, "--json"), env=env)
    assert run.code == 0, run
    assert run.json["answer"] == "深圳今天小雨，气温 22~26℃，记得带伞哦。"
    assert run.json["steps"][0]["args"] == {"city": "深圳"}
    assert run.json["steps"][0]["observation"] == "小雨 22~26℃"

    server.add(
        'Thought: 这是一个数学计算题，我需要用 calculator 工具\nAction: calculator\nAction Input: {"expr": "(23*7+15)/4"}',
        "Thought: 计算完成\nFinal Answer: (23*7+15)/4 = 44.0",
    )
    run = tao("run", "帮我计算 (23*7+15)/4 等于多少", *endpoint(server, *tools), env=env)
    assert run.code == 0, run
    assert run.out.strip() == "(23*7+15)/4 = 44.0"
    assert "Observation: 44.0" in run.err
    assert server.requests[-1]["messages"][-1] == {"role": "user", "content": "Observation: 44.0"}


def test_seed_003_react_zh_multi_step(env, server: FakeOpenAI) -> None:
    server.add(
        "问题: 查询北京的天气，并将温度数值乘以 10\n思考: 我需要先获取北京的温度，然后提取数值并进行计算。\n行动: get_weather\n行动输入: 北京\n",
        "思考: 已获得温度 25°C，需要计算 25 * 10。\n行动: calculate\n行动输入: 25*10\n",
        "思考: 我现在知道最终答案了\n最终答案: 北京当前温度约为 25°C，温度数值乘以 10 的结果为 250。",
    )
    run = tao(
        "run", "查询北京的天气，并将温度数值乘以 10",
        *endpoint(server, "--format", "react-zh", "--tools-file", str(EXAMPLES / "seed_003_mini_react.py"),
                  "--tool", "calculate", "--json"),
        env=env,
    )  # fmt: skip
    assert run.code == 0, run
    assert run.json["answer"] == "北京当前温度约为 25°C，温度数值乘以 10 的结果为 250。"
    assert [(s["tool"], s["args"], s["observation"]) for s in run.json["steps"][:2]] == [
        ("get_weather", "北京", "25°C"),
        ("calculate", "25*10", "250"),
    ]
    assert server.requests[0]["stop"] == ["观察:", "观察："]
    messages = server.requests[-1]["messages"]
    assert messages[0]["role"] == "system" and "最终答案" in messages[0]["content"]
    assert messages[1] == {"role": "user", "content": "问题: 查询北京的天气，并将温度数值乘以 10"}
    assert {"role": "user", "content": "观察: 250"} in messages
    # Chinese trace labels for the Chinese format.
    assert "观察: 25°C" in run.err


def test_seed_004_json_blob_with_cma_weather(env, server: FakeOpenAI) -> None:
    env = dict(env, TAO_WEATHER_PROVIDER="cma", TAO_CMA_URL=server.root)
    server.add(
        'Thought: 我需要获取北京和广州的天气信息。首先，我将获取北京的天气。\n\nAction:\n```\n{\n  "action": "get_weather",\n  "action_input": {\n    "location": "北京"\n  }\n}\n```',
        # The seed's second reply ends with a cut-off stop string: "Observation".
        'Thought: 我已经获取了北京的天气信息。接下来，我将获取广州的天气信息。\n\nAction:\n```\n{\n"action": "get_weather",\n"action_input": {\n"location": "广州"\n}\n}\n```\nObservation',
        "Thought: 我已经获取了北京和广州的天气信息，现在可以回答用户的问题了。\n\nFinal Answer: 北京的天气温度为23.4°C，湿度为43%，风向为西南风，风速为2.7米/秒。广州 的天气温度为24.2°C，湿度为79%。",
    )
    run = tao(
        "run", "北京和广州天气怎么样",
        *endpoint(server, "--format", "json-blob", "--tool", "get_weather", "--json"), env=env,
    )  # fmt: skip
    assert run.code == 0, run
    result = run.json
    assert result["answer"].startswith("北京的天气温度为23.4°C")
    steps = [s for s in result["steps"] if s["tool"]]
    assert [s["args"] for s in steps] == [{"location": "北京"}, {"location": "广州"}]
    assert '"temperature":23.4' in steps[0]["observation"]
    assert '"temperature":24.2' in steps[1]["observation"]
    # As in the seed: one user message holding the question and the scratchpad.
    last = server.requests[-1]
    assert last["stop"] == ["Observation:"]
    assert [m["role"] for m in last["messages"]] == ["system", "user"]
    scratchpad = last["messages"][1]["content"]
    assert scratchpad.startswith("Question: 北京和广州天气怎么样\n\n")
    assert scratchpad.count("\nObservation: ") == 2
    # The seed fed "Observation\nObservation: ..." back; tao cut the dangling fragment.
    assert "Observation\nObservation" not in scratchpad
    assert '{"name": "get_weather"' in server.requests[0]["messages"][0]["content"]
