"""One measurement per process: `python -m bench.measure KIND [options]` prints one JSON line.

Kinds: overhead, concurrency, startup, capture (the requests of one dog task, for the token
count), tokens, profile. `python -m bench` runs them all and compares; run one alone to dig.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import gc
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from bench import dog
from bench.common import ROOT, child_env, emit, median, server_process


# ----------------------------------------------------------------------------- overhead
def _task(target: str, fmt: str, inline_tools: bool) -> Any:
    """A zero-argument function that runs the dog task once and returns its result."""
    if target == "seed":
        return lambda: dog.seed_query(dog.seed_complete)
    tools = None
    if inline_tools:
        from tao.tools import Tool

        tools = [Tool(fn, timeout=None, example=dog.EXAMPLES[n]) for n, fn in dog.TOOLS.items()]
    from tao.agent import Agent

    agent = Agent(dog.InstantModel(fmt), tools or dog.tao_tools(), format=fmt, memory=False)
    return lambda: agent.run(dog.QUESTION)


def overhead(target: str, fmt: str, runs: int, repeats: int, inline_tools: bool) -> dict[str, Any]:
    """Median time per model call of the whole task, with a model that answers at once."""
    task = _task(target, fmt, inline_tools)
    dog.check_result(task())
    for _ in range(max(20, runs // 5)):
        task()
    samples = []
    gc.collect()
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(runs):
            task()
        samples.append((time.perf_counter() - started) / runs / dog.CALLS * 1e6)
    return {"us_per_step": median(samples), "samples": samples, "runs": runs}


# ----------------------------------------------------------------------------- concurrency
async def _concurrent(make_run: Any, runs: int, concurrency: int) -> tuple[float, float, list[Any]]:
    """Run `runs` tasks, at most `concurrency` at a time: (wall seconds, CPU seconds, results)."""
    gate = asyncio.Semaphore(concurrency)

    async def one() -> Any:
        async with gate:
            return await make_run()

    cpu, wall = time.process_time(), time.perf_counter()
    results = await asyncio.gather(*(one() for _ in range(runs)))
    return time.perf_counter() - wall, time.process_time() - cpu, results


def concurrency(
    target: str,
    fmt: str,
    mode: str,
    runs: int,
    level: int,
    latency: float,
    repeats: int,
    streaming: bool = False,
) -> dict[str, Any]:
    """Runs per second and efficiency against the ideal (every model call only waits)."""
    ideal = runs * dog.CALLS * latency / level

    async def main(url: str | None) -> dict[str, Any]:
        if target == "seed":
            make_run = lambda: dog.seed_aquery(  # noqa: E731
                lambda m: dog.seed_acomplete(m, latency)
            )
        else:
            if mode == "http":
                from tao.models.openai_compat import OpenAICompatible

                model: Any = OpenAICompatible(
                    base_url=url,
                    api_key="bench",
                    model="fake",
                    timeout=30,
                    max_retries=0,
                    streaming=streaming,
                )
            else:
                model = dog.InstantModel(fmt, latency)
            agent = dog.tao_agent(fmt, model)
            make_run = lambda: agent.arun(dog.QUESTION)  # noqa: E731
        # Warm up: imports, connection pool, the tool thread pool.
        _, _, warm = await _concurrent(make_run, level, level)
        for r in warm:
            dog.check_result(r)
        samples = []
        for _ in range(repeats):
            gc.collect()
            wall, cpu, results = await _concurrent(make_run, runs, level)
            for r in results:
                dog.check_result(r)
            samples.append((wall, cpu))
        walls = [w for w, _ in samples]
        wall = median(walls)
        cpu = median([c for _, c in samples])
        return {
            "runs_per_s": runs / wall,
            "ideal_runs_per_s": runs / ideal,
            "efficiency": ideal / wall,
            "efficiency_samples": [ideal / w for w in walls],
            "wall_s": wall,
            "cpu_ms_per_request": cpu / (runs * dog.CALLS) * 1e3,
            "runs": runs,
            "concurrency": level,
            "latency_s": latency,
        }

    if mode == "http":
        with server_process(latency=latency) as (_, url):
            return asyncio.run(main(url))
    return asyncio.run(main(None))


# ----------------------------------------------------------------------------- startup
def _tao_command() -> list[str]:
    script = Path(sys.executable).with_name("tao")
    return [str(script)] if script.exists() else [sys.executable, "-m", "tao"]


def startup(repeats: int) -> dict[str, Any]:
    """Seconds from process start to: exit of `python -c pass`, `tao --help`, `tao parse`,
    and the first request `tao run` sends to a server; imports of the library too."""
    from tao.testing import FakeOpenAI

    arrived: list[float] = []
    event = threading.Event()

    def script(request: dict[str, Any]) -> str:
        arrived.append(time.perf_counter())
        event.set()
        return "Final Answer: ok"

    home = tempfile.mkdtemp(prefix="tao-bench-home-")
    env = child_env(TAO_HOME=home, TAO_CONFIG=os.path.join(home, "none.toml"))
    tao = _tao_command()
    samples: dict[str, list[float]] = {
        k: []
        for k in (
            "python",
            "tao --help",
            "tao parse",
            "tao run",
            "import tao.agent",
            "import tao.agent + openai backend",
        )
    }

    def exit_time(args: list[str], stdin: str = "") -> float:
        started = time.perf_counter()
        subprocess.run(args, input=stdin, capture_output=True, text=True, env=env, check=True)
        return time.perf_counter() - started

    with FakeOpenAI(script) as server:
        run_args = [
            *tao,
            "run",
            "hi",
            "--base-url",
            server.url,
            "--api-key",
            "x",
            "--model",
            "fake",
            "--format",
            "react",
            "--quiet",
            "--max-steps",
            "1",
        ]
        for _ in range(repeats):  # interleaved, so that noise hits every command alike
            samples["python"].append(exit_time([sys.executable, "-c", "pass"]))
            samples["tao --help"].append(exit_time([*tao, "--help"]))
            samples["tao parse"].append(
                exit_time([*tao, "parse", "--format", "react"], "Thought: x\nFinal Answer: 4")
            )
            samples["import tao.agent"].append(
                exit_time([sys.executable, "-c", "import tao.agent"])
            )
            samples["import tao.agent + openai backend"].append(
                exit_time([sys.executable, "-c", "import tao.agent, tao.models.openai_compat"])
            )
            event.clear()
            arrived.clear()
            started = time.perf_counter()
            proc = subprocess.Popen(
                run_args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
            )
            if not event.wait(60):
                proc.kill()
                raise RuntimeError(f"`tao run` sent no request: {proc.communicate()[1]}")
            samples["tao run"].append(arrived[0] - started)
            proc.wait(60)
    base = median(samples["python"])
    out: dict[str, Any] = {"python_s": base, "samples": samples}
    for key, values in samples.items():
        if key != "python":
            out[key] = {"total_s": median(values), "beyond_python_s": median(values) - base}
    return out


# ----------------------------------------------------------------------------- capture
def capture(fmt: str) -> dict[str, Any]:
    """The chat requests of one dog task (messages, tools) and the replies, OpenAI-shaped."""
    calls: list[dict[str, Any]] = []
    if fmt == "seed":

        def complete(messages: list[dict[str, Any]]) -> str:
            reply = dog.seed_complete(messages)
            calls.append(
                {
                    "messages": copy.deepcopy(messages),
                    "tools": None,
                    "reply": {"content": reply, "tool_calls": []},
                }
            )
            return reply

        dog.check_result(dog.seed_query(complete))
        return {"framework": "plain loop (seed 000)", "format": "seed", "calls": calls}

    class Recording(dog.InstantModel):
        def complete(self, messages: Any, *, tools: Any = None, stop: Any = None) -> Any:
            reply = super().complete(messages, tools=tools, stop=stop)
            calls.append(
                {
                    "messages": copy.deepcopy(messages),
                    "tools": copy.deepcopy(tools),
                    "reply": {"content": reply.content, "tool_calls": reply.tool_calls},
                }
            )
            return reply

    dog.check_result(dog.tao_agent(fmt, Recording(fmt)).run(dog.QUESTION))
    return {"framework": "tao", "format": fmt, "calls": calls}


def tokens(captures: list[str]) -> dict[str, Any]:
    """Prompt and completion tokens per task for each capture file, with a real tokenizer."""
    from bench.tokens import Counter

    counter = Counter.load()
    out: dict[str, Any] = {"tokenizer": counter.name, "results": []}
    for path in captures:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        entry = counter.count_task(data["calls"])
        entry.update(framework=data["framework"], format=data["format"])
        out["results"].append(entry)
    return out


# ----------------------------------------------------------------------------- profile
def profile(fmt: str, runs: int, top: int) -> dict[str, Any]:
    """cProfile of `runs` dog tasks: the functions of tao that take the time."""
    import cProfile
    import io
    import pstats

    task = _task("tao", fmt, False)
    for _ in range(50):
        task()
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(runs):
        task()
    prof.disable()
    stream = io.StringIO()
    stats = pstats.Stats(prof, stream=stream)
    stats.sort_stats("cumulative").print_stats(top)
    text = stream.getvalue().replace(str(ROOT) + "/", "")
    return {"format": fmt, "runs": runs, "report": text}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.measure")
    sub = parser.add_subparsers(dest="kind", required=True)
    p = sub.add_parser("overhead")
    p.add_argument("--target", choices=["tao", "seed"], default="tao")
    p.add_argument("--format", default="react", choices=dog.FORMATS)
    p.add_argument("--runs", type=int, default=300)
    p.add_argument("--repeats", type=int, default=7)
    p.add_argument("--inline-tools", action="store_true", help="tools with timeout=None")
    p = sub.add_parser("concurrency")
    p.add_argument("--target", choices=["tao", "seed"], default="tao")
    p.add_argument("--format", default="native", choices=dog.FORMATS)
    p.add_argument("--mode", choices=["inproc", "http"], default="inproc")
    p.add_argument("--runs", type=int, default=200)
    p.add_argument("--concurrency", type=int, default=50)
    p.add_argument("--latency", type=float, default=0.05)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--streaming", action="store_true")
    p = sub.add_parser("startup")
    p.add_argument("--repeats", type=int, default=7)
    p = sub.add_parser("capture")
    p.add_argument("--format", default="react", choices=[*dog.FORMATS, "seed"])
    p.add_argument("--out", required=True)
    p = sub.add_parser("tokens")
    p.add_argument("captures", nargs="+")
    p = sub.add_parser("profile")
    p.add_argument("--format", default="react", choices=dog.FORMATS)
    p.add_argument("--runs", type=int, default=500)
    p.add_argument("--top", type=int, default=30)
    a = parser.parse_args(argv)

    if a.kind == "overhead":
        emit(overhead(a.target, a.format, a.runs, a.repeats, a.inline_tools))
    elif a.kind == "concurrency":
        emit(
            concurrency(
                a.target, a.format, a.mode, a.runs, a.concurrency, a.latency, a.repeats, a.streaming
            )
        )
    elif a.kind == "startup":
        emit(startup(a.repeats))
    elif a.kind == "capture":
        data = capture(a.format)
        Path(a.out).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        emit({"calls": len(data["calls"]), "out": a.out})
    elif a.kind == "tokens":
        emit(tokens(a.captures))
    elif a.kind == "profile":
        emit(profile(a.format, a.runs, a.top))


if __name__ == "__main__":
    main()
