"""The command line: sessions, tools, chat, configuration, exit codes, no tracebacks."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import EXAMPLES, endpoint, tao

from tao.config import resolve
from tao.memory import SessionStore
from tao.steps import Turn
from tao.testing import FakeOpenAI


def test_session_survives_between_two_runs(env, server: FakeOpenAI) -> None:
    server.add("Final Answer: Nice to meet you, Bob.", "Final Answer: Your name is Bob.")
    first = tao("run", "My name is Bob", *endpoint(server, "--session", "bob"), env=env)
    second = tao("run", "What is my name?", *endpoint(server, "--session", "bob"), env=env)
    assert (first.code, second.code) == (0, 0)
    assert second.out == "Your name is Bob.\n"
    sent = server.requests[1]["messages"]
    assert {"role": "user", "content": "My name is Bob"} in sent
    assert {"role": "assistant", "content": "Nice to meet you, Bob."} in sent

    listed = tao("sessions", "list", env=env)
    assert listed.code == 0 and listed.out.startswith("bob\t2 turns")
    shown = tao("sessions", "show", "bob", env=env)
    assert "Q: My name is Bob" in shown.out and "A: Your name is Bob." in shown.out
    assert tao("sessions", "rm", "bob", env=env).code == 0
    missing = tao("sessions", "show", "bob", env=env)
    assert missing.code == 2 and "no session called 'bob'" in missing.err


def test_bad_session_name_is_a_usage_error(env, server: FakeOpenAI) -> None:
    run = tao("run", "hi", *endpoint(server, "--session", "../etc/passwd"), env=env)
    assert run.code == 2 and "bad session name" in run.err and "Traceback" not in run.err


def test_failed_run_does_not_touch_the_saved_session(env, tmp_path: Path) -> None:
    store = SessionStore(Path(env["TAO_HOME"]) / "sessions.db")
    store.append("keep", Turn("q1", answer="a1", status="final"))
    with FakeOpenAI(api_key="right") as server:
        run = tao("run", "q2", *endpoint(server, "--session", "keep"), env=env)
    assert run.code == 3
    assert [t.answer for t in SessionStore(store.path).load("keep")] == ["a1"]
    conn = sqlite3.connect(store.path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_chat_remembers_and_quits(env, server: FakeOpenAI) -> None:
    server.add("Final Answer: Hello Ann!", "Final Answer: You are Ann.")
    run = tao("chat", *endpoint(server), input="I am Ann\nWho am I?\nexit\nnever sent\n", env=env)
    assert run.code == 0
    assert run.out.splitlines() == ["Hello Ann!", "You are Ann."]
    assert len(server.requests) == 2


def test_max_steps_exits_1_with_status(env, server: FakeOpenAI) -> None:
    server.add(*[f"Action: calculate\nAction Input: {i}+1" for i in range(3)])
    run = tao(
        "run",
        "loop",
        *endpoint(server, "--format", "react", "--tool", "calculate", "--max-steps", "2", "--json"),
        env=env,
    )
    assert run.code == 1
    assert run.json["status"] == "max_steps" and run.json["answer"] is None


def test_repeating_model_is_stopped(env, server: FakeOpenAI) -> None:
    server.add(*["Thought: again\nAction: calculate\nAction Input: 17*23"] * 4)
    run = tao(
        "run",
        "17*23?",
        *endpoint(server, "--format", "react", "--tool", "calculate", "--json"),
        env=env,
    )
    assert run.code == 1 and run.json["status"] == "repeated"
    assert len(server.requests) == 3


def test_quiet_hides_the_trace(env, server: FakeOpenAI) -> None:
    server.add("Thought: t\nAction: calculate\nAction Input: 2+3", "Final Answer: 5")
    run = tao("run", "2+3", *endpoint(server, "--format", "react", "--quiet"), env=env)
    assert (run.code, run.out, run.err) == (0, "5\n", "")


def test_tools_listing_and_call(env) -> None:
    listing = tao("tools", "--json", env=env)
    names = [t["function"]["name"] for t in listing.json]
    assert names == ["calculate", "get_weather"]
    assert listing.json[0]["function"]["parameters"]["properties"]["expression"]["type"] == "string"
    assert tao("tools", "call", "calculate", '{"expression": "6*7"}', env=env).out == "42\n"
    assert tao("tools", "call", "calculate", '{"anything": "6*7"}', env=env).out == "42\n"
    assert tao("tools", "call", "calculate", "6*7", env=env).out == "42\n"
    failed = tao("tools", "call", "calculate", '"1/0"', env=env)
    assert failed.code == 1 and failed.err == "tao: division by zero\n"
    unknown = tao("tools", "call", "nope", "{}", env=env)
    assert unknown.code == 1 and "available tools: calculate, get_weather" in unknown.err
    dogs = tao(
        "tools",
        "--tools-file",
        str(EXAMPLES / "seed_000_dogs.py"),
        "call",
        "average_dog_weight",
        "Border Collie",
        env=env,
    )
    assert dogs.out == "a Border Collies average weight is 37 lbs\n"


def test_tools_file_errors_are_one_line(env, tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import nothing_here\n")
    run = tao("tools", "--tools-file", str(bad), env=env)
    assert run.code == 2 and "ModuleNotFoundError" in run.err and "Traceback" not in run.err
    assert tao("tools", "--tools-file", str(tmp_path / "missing.py"), env=env).code == 2


def test_weather_offline_is_an_error_observation(env) -> None:
    env = dict(
        env,
        TAO_OPEN_METEO_GEOCODING_URL="http://127.0.0.1:9",
        TAO_OPEN_METEO_URL="http://127.0.0.1:9",
    )
    run = tao("tools", "call", "get_weather", "Paris", env=env)
    assert run.code == 1 and "weather service unreachable" in run.err


def test_weather_open_meteo(env, server: FakeOpenAI) -> None:
    env = dict(env, TAO_OPEN_METEO_GEOCODING_URL=server.root, TAO_OPEN_METEO_URL=server.root)
    run = tao("tools", "call", "get_weather", '{"city": "Paris"}', env=env)
    assert run.code == 0 and run.out.startswith("Paris, France: 15.0°C")
    assert "No place called" in tao("tools", "call", "get_weather", "Atlantis", env=env).out


def test_usage_errors_exit_2(env) -> None:
    assert tao("run", env=env).code == 2
    assert tao("run", "q", "--format", "yaml", env=env).code == 2
    assert tao("bogus", env=env).code == 2
    config = Path(env["XDG_CONFIG_HOME"]) / "tao" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text("this is = not toml [")
    run = tao("run", "q", env=env)
    assert run.code == 2 and "cannot read config file" in run.err


def test_help_and_version(env) -> None:
    assert "run" in tao("--help", env=env).out
    assert tao("--version", env=env).out.startswith("tao ")


def test_config_resolution_order(env, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-deep")
    settings = resolve({})
    assert (settings.base_url, settings.model, settings.api_key) == (
        "https://api.deepseek.com/v1",
        "deepseek-chat",
        "sk-deep",
    )
    monkeypatch.setenv("LLM_API_KEY", "sk-llm")
    monkeypatch.setenv("LLM_BASE_URL", "http://llm.example/v1")
    monkeypatch.setenv("LLM_MODEL", "m1")
    settings = resolve({})
    assert (settings.base_url, settings.model, settings.api_key) == (
        "http://llm.example/v1",
        "m1",
        "sk-llm",
    )
    monkeypatch.setenv("TAO_MODEL", "m2")
    assert resolve({}).model == "m2"
    assert resolve({"model": "m3", "base_url": "http://flag/v1"}).base_url == "http://flag/v1"
    monkeypatch.delenv("LLM_API_KEY")
    monkeypatch.delenv("LLM_BASE_URL")
    monkeypatch.delenv("LLM_MODEL")
    monkeypatch.delenv("TAO_MODEL")
    monkeypatch.delenv("DEEPSEEK_API_KEY")
    monkeypatch.setenv("DASHSCOPE_API_KEY", "sk-dash")
    assert resolve({}).base_url == "https://dashscope.aliyuncs.com/compatible-mode/v1"
    monkeypatch.delenv("DASHSCOPE_API_KEY")
    config = Path(env["XDG_CONFIG_HOME"]) / "tao" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('base_url = "http://file/v1"\nmodel = "from-file"\nformat = "react"\n')
    settings = resolve({})
    assert (settings.base_url, settings.model, settings.format) == (
        "http://file/v1",
        "from-file",
        "react",
    )
    assert resolve({}, env={"XDG_CONFIG_HOME": "/nonexistent"}).base_url is None  # -> local model


def test_json_output_is_exactly_one_object(env, server: FakeOpenAI) -> None:
    server.add("Final Answer: one")
    run = tao("run", "q", *endpoint(server, "--json"), env=env)
    assert json.loads(run.out)["answer"] == "one"
    assert run.out.count("\n") == 1
