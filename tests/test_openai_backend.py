"""The OpenAI-compatible backend against a real HTTP server on 127.0.0.1, faults included."""

from __future__ import annotations

import asyncio
import socket
import time

import pytest
from conftest import endpoint, tao

from tao import Agent
from tao.errors import ModelError
from tao.models import OpenAICompatible, Reply
from tao.testing import FakeOpenAI


def model_for(server: FakeOpenAI, **kw) -> OpenAICompatible:
    kw.setdefault("timeout", 2.0)
    return OpenAICompatible(base_url=server.url, api_key="sk-test-key-123456", model="fake", **kw)


def test_plain_completion_with_usage_and_stop(server: FakeOpenAI) -> None:
    server.add("Thought: x\nAction: calculate\nAction Input: 1+1\nObservation: 3")
    reply = model_for(server).complete([{"role": "user", "content": "hi"}], stop=["Observation:"])
    assert reply.content == "Thought: x\nAction: calculate\nAction Input: 1+1\n"
    assert reply.usage["prompt_tokens"] > 0
    assert server.requests[0]["stop"] == ["Observation:"]


def test_streaming_yields_tokens_then_the_reply(server: FakeOpenAI) -> None:
    server.add("Final Answer: a fairly long answer, streamed in pieces")
    items = list(model_for(server).stream([{"role": "user", "content": "hi"}]))
    assert isinstance(items[-1], Reply)
    assert "".join(i for i in items[:-1] if isinstance(i, str)) == items[-1].content
    assert len(items) > 3
    assert items[-1].usage["completion_tokens"] > 0


@pytest.mark.parametrize("streaming", [False, True])
def test_native_tool_calls(server: FakeOpenAI, streaming: bool) -> None:
    server.add(
        {
            "content": None,
            "tool_calls": [{"id": "c1", "name": "calculate", "arguments": {"expression": "6*7"}}],
        },
        "It is 42.",
    )
    agent = Agent(model_for(server, streaming=streaming), ["calculate"], format="native")
    result = agent.run("6*7?")
    assert (result.answer, result.steps[0].observation) == ("It is 42.", "42")
    tool_message = server.requests[1]["messages"][-1]
    assert tool_message == {"role": "tool", "tool_call_id": "c1", "content": "42"}
    assert server.requests[0]["tools"][0]["function"]["name"] == "calculate"


@pytest.mark.parametrize("fault", ["429", "500", "drop", "malformed", "truncate"])
def test_transient_faults_are_retried(server: FakeOpenAI, fault: str) -> None:
    server.faults.extend([fault, fault])
    server.add("Final Answer: survived")
    streaming = fault == "truncate"
    reply = model_for(server, streaming=streaming).complete([{"role": "user", "content": "hi"}])
    assert reply.content == "Final Answer: survived"
    assert server.served.get(fault) == 2


def test_retry_after_is_honoured(server: FakeOpenAI) -> None:
    server.retry_after = 0.6
    server.faults.append("429")
    server.add("Final Answer: ok")
    started = time.perf_counter()
    model_for(server).complete([{"role": "user", "content": "hi"}])
    assert time.perf_counter() - started >= 0.55


def test_persistent_failure_gives_up_with_model_error(server: FakeOpenAI) -> None:
    server.faults.extend(["500"] * 10)
    with pytest.raises(ModelError, match="HTTP 500"):
        model_for(server, max_retries=2).complete([{"role": "user", "content": "hi"}])
    assert server.served["500"] == 3


def test_stall_past_the_timeout(server: FakeOpenAI) -> None:
    server.stall_seconds = 1.0
    server.faults.extend(["stall"] * 5)
    with pytest.raises(ModelError, match="did not answer within"):
        model_for(server, timeout=0.3, max_retries=1).complete([{"role": "user", "content": "hi"}])


def test_model_rejecting_stop_is_retried_without_it() -> None:
    with FakeOpenAI(
        ["Thought: t\nAction: calculate\nAction Input: 2+2\nObservation: 5"], reject_stop=True
    ) as server:
        model = model_for(server)
        reply = model.complete([{"role": "user", "content": "hi"}], stop=["Observation:"])
        assert reply.content == "Thought: t\nAction: calculate\nAction Input: 2+2\n"  # cut by tao
        assert "stop" not in server.requests[-1]
        assert model.accepts_stop is False


def test_auto_falls_back_to_react_when_tools_are_refused() -> None:
    with FakeOpenAI(
        ["Action: calculate\nAction Input: 2+2", "Final Answer: 4"], reject_tools=True
    ) as server:
        agent = Agent(model_for(server), ["calculate"], format="auto")
        result = agent.run("2+2?")
        assert (result.answer, agent.format.name) == ("4", "react")


def test_async_completion(server: FakeOpenAI) -> None:
    server.add(*["Final Answer: ok"] * 10)
    model = model_for(server)

    async def main():
        return await asyncio.gather(
            *(model.acomplete([{"role": "user", "content": "hi"}]) for _ in range(10))
        )

    assert [r.content for r in asyncio.run(main())] == ["Final Answer: ok"] * 10


def test_cli_bad_key_exits_3_with_one_line_and_no_secret(env) -> None:
    with FakeOpenAI(api_key="sk-the-right-key") as server:
        run = tao("run", "hi", *endpoint(server), env=env)
    assert run.code == 3
    assert run.err.count("\n") == 1 and "authentication failed" in run.err
    assert "sk-test-key-123456" not in run.err + run.out
    assert "Traceback" not in run.err


def test_cli_unreachable_endpoint_exits_3(env) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    run = tao(
        "run",
        "hi",
        "--base-url",
        f"http://127.0.0.1:{port}/v1",
        "--api-key",
        "sk-x",
        "--retries",
        "1",
        "--json",
        env=env,
    )
    assert run.code == 3
    assert "cannot reach" in run.err and "Traceback" not in run.err
    assert run.json["status"] == "error"


def test_cli_server_errors_are_retried(env, server: FakeOpenAI) -> None:
    server.faults.extend(["500", "429", "drop"])
    server.add("Final Answer: hello")
    run = tao("run", "hi", *endpoint(server), env=env)
    assert (run.code, run.out) == (0, "hello\n")


def test_cli_stream_flag_shows_tokens(env, server: FakeOpenAI) -> None:
    server.add("Thought: thinking out loud\nFinal Answer: done")
    run = tao("run", "hi", *endpoint(server, "--stream"), env=env)
    assert run.code == 0 and run.out == "done\n"
    assert "thinking out loud" in run.err
    assert server.requests[0]["stream"] is True
