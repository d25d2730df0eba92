"""Soak and fault test: `python -m bench.soak` (short: `--runs 60 --concurrency 20`).

1. Soak: RUNS dog tasks, CONCURRENCY at a time, through `Agent.arun` against FakeOpenAI in
   its own process, which answers 429/500, drops connections, stalls past the client's
   timeout, sends malformed JSON and truncated streams at FAULT_RATE. The runs cycle through
   the five formats, streaming and not, each saving its turn to one of a few sessions.
   Checked: every run ends with a Result or a tao ModelError, nothing else escapes, none is
   still running at the deadline, memory stays flat (RSS and live Python objects: no growth
   per run in the second half), and every saved session is intact afterwards.
2. Crash: writer processes append turns to sessions in one SQLite store and are killed with
   SIGKILL mid-stream, then started again, twice; after each kill the store must open,
   pass `PRAGMA integrity_check`, hold every turn a writer reported saved (and at most the
   one it was writing), and every turn must be complete.

Exits 0 when every check passes, 1 otherwise; `--json` prints the report as one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # `python bench/soak.py`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import dog
from bench.common import ROOT, child_env, server_process

STATUSES = {"final", "max_steps", "repeated", "error"}
ANSWERS = ("57",)


def rss_bytes() -> int:
    """Resident set size of this process (Linux /proc; else the peak, from getrusage)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


# ----------------------------------------------------------------------------- session checks
def check_store(
    path: Path, expected: dict[str, int] | None = None, at_most_extra: int = 0
) -> list[str]:
    """Problems with the session store at `path` (none: it is intact).

    `expected`: turns per session known to be saved; the store must hold all of them and
    at most `at_most_extra` more in all (turns being written when a writer was killed)."""
    problems: list[str] = []
    try:
        conn = sqlite3.connect(path, timeout=30)
        rows = conn.execute("PRAGMA integrity_check").fetchall()
        if rows != [("ok",)]:
            problems.append(f"integrity_check: {rows[:5]}")
        turns = conn.execute(
            "SELECT session, idx, question, answer, status, record FROM turns ORDER BY session, idx"
        ).fetchall()
        sessions = {r[0] for r in conn.execute("SELECT name FROM sessions")}
        conn.close()
    except sqlite3.Error as exc:
        return [f"the store does not open: {exc}"]
    by_session: dict[str, list[int]] = {}
    for session, idx, question, answer, status, record in turns:
        by_session.setdefault(session, []).append(idx)
        where = f"{session}#{idx}"
        if session not in sessions:
            problems.append(f"{where}: no row in sessions")
        try:
            rec = json.loads(record)
        except ValueError as exc:
            problems.append(f"{where}: record is not JSON ({exc})")
            continue
        if rec.get("question") != question or question != dog.QUESTION:
            problems.append(f"{where}: question differs")
        if status not in STATUSES or rec.get("status") != status:
            problems.append(f"{where}: status {status!r}")
        if rec.get("answer") != answer:
            problems.append(f"{where}: answer column and record differ")
        steps = rec.get("steps")
        if not isinstance(steps, list) or not steps:
            problems.append(f"{where}: no steps")
            continue
        if status == "final":
            if not answer or not any(a in answer for a in ANSWERS):
                problems.append(f"{where}: final answer {answer!r}")
            if steps[-1].get("kind") != "final":
                problems.append(f"{where}: last step is not the final one")
            tools = [s.get("tool") for s in steps if s.get("kind") == "action"]
            observed = [s for s in steps if s.get("kind") == "action" and s.get("observation")]
            if len(tools) != dog.TOOL_CALLS or len(observed) != dog.TOOL_CALLS:
                problems.append(f"{where}: {len(tools)} tool steps, {len(observed)} observed")
    for session, idxs in by_session.items():
        if idxs != list(range(len(idxs))):
            problems.append(f"{session}: turn numbers {idxs[:10]}... are not 0..n-1")
    if expected is not None:
        extra = 0
        for session, count in expected.items():
            have = len(by_session.get(session, []))
            if have < count:
                problems.append(f"{session}: {have} turns, {count} were reported saved")
            extra += max(0, have - count)
        extra += sum(len(v) for k, v in by_session.items() if k not in expected)
        if extra > at_most_extra:
            problems.append(f"{extra} turns more than reported saved (at most {at_most_extra})")
    return problems[:20]


# ----------------------------------------------------------------------------- 1. soak
async def soak(a: argparse.Namespace, url: str, home: Path) -> dict[str, Any]:
    from tao.agent import Agent
    from tao.errors import ModelError
    from tao.memory import SessionStore
    from tao.models.openai_compat import OpenAICompatible

    models = [
        OpenAICompatible(
            base_url=url,
            api_key="soak",
            model="fake",
            timeout=a.timeout,
            max_retries=a.retries,
            streaming=streaming,
        )
        for streaming in (False, True)
    ]
    store = SessionStore(home / "sessions.db")
    tools = dog.tao_tools()  # built once, as an application would
    gate = asyncio.Semaphore(a.concurrency)
    outcomes: Counter[str] = Counter()
    escaped: list[str] = []
    saved: Counter[str] = Counter()  # session -> turns that should be in the store
    seconds: list[float] = []
    memory: list[tuple[int, int, int]] = []  # (runs done, RSS, live objects)
    marks = {max(1, a.runs * k // 10) for k in range(1, 11)}
    done = 0

    snapshots: list[Any] = []

    def sample() -> None:
        gc.collect()
        memory.append((done, rss_bytes(), len(gc.get_objects())))
        if a.tracemalloc and done in (a.runs // 2, a.runs):
            snapshots.append(tracemalloc.take_snapshot())

    async def one(i: int) -> None:
        nonlocal done
        fmt = dog.FORMATS[i % len(dog.FORMATS)]
        # A few turns per session, so that what a run loads stays the same size all along.
        session = f"soak-{i // a.turns_per_session}"
        async with gate:
            started = time.perf_counter()
            try:
                agent = Agent(
                    models[(i // len(dog.FORMATS)) % 2],
                    tools,
                    format=fmt,
                    session=session,
                    store=store,
                    max_steps=8,
                )
                result = await agent.arun(dog.QUESTION)
                if result.status not in STATUSES:
                    escaped.append(f"run {i}: unknown status {result.status!r}")
                outcomes[f"result:{result.status}"] += 1
                saved[session] += 1
            except ModelError as exc:
                outcomes[f"ModelError:{_kind(str(exc))}"] += 1
            except Exception as exc:  # the finding this test exists for
                outcomes["escaped"] += 1
                escaped.append(
                    f"run {i} ({fmt}): {type(exc).__module__}.{type(exc).__name__}: {exc}"[:300]
                )
            seconds.append(time.perf_counter() - started)
            done += 1
            if done in marks:
                sample()

    sample()
    started = time.perf_counter()
    tasks = [asyncio.ensure_future(one(i)) for i in range(a.runs)]
    _, pending = await asyncio.wait(tasks, timeout=a.deadline)
    wall = time.perf_counter() - started
    for t in pending:
        t.cancel()
    if pending:
        await asyncio.wait(pending, timeout=10)
    store.close()

    report: dict[str, Any] = {
        "runs": a.runs,
        "concurrency": a.concurrency,
        "wall_s": round(wall, 2),
        "outcomes": dict(sorted(outcomes.items())),
        "hung": len(pending),
        "escaped": escaped[:10],
        "slowest_run_s": round(max(seconds, default=0), 2),
        "p50_run_s": round(sorted(seconds)[len(seconds) // 2], 3) if seconds else None,
    }
    report["memory"] = memory_report(memory, a)
    if len(snapshots) == 2:
        stats = snapshots[1].compare_to(snapshots[0], "lineno")
        report["memory"]["tracemalloc_second_half_kib"] = round(
            sum(s.size_diff for s in stats) / 1024, 1
        )
        report["memory"]["tracemalloc_top"] = [str(s)[:200] for s in stats[:8]]
    report["sessions"] = check_store(home / "sessions.db", dict(saved))
    return report


def _kind(message: str) -> str:
    for word in (
        "did not answer",
        "cannot reach",
        "rate limiting",
        "kept failing",
        "HTTP 500",
        "failed (HTTP",
    ):
        if word in message:
            return word
    return message[:40]


def memory_report(memory: list[tuple[int, int, int]], a: argparse.Namespace) -> dict[str, Any]:
    """Growth per run in each half; flat when the second half grows by less than the limits
    (RSS moves in allocator-sized steps, so its limit is a total, not per run)."""
    if len(memory) < 3:
        return {"flat": None, "samples": memory}
    first, middle, last = memory[1], memory[len(memory) // 2], memory[-1]
    runs_first = max(1, middle[0] - first[0])
    runs_second = max(1, last[0] - middle[0])
    rss_second = last[1] - middle[1]
    objects_second = last[2] - middle[2]
    out = {
        "rss_mib": [round(m[1] / 2**20, 1) for m in memory],
        "objects": [m[2] for m in memory],
        "rss_per_run_first_half_kib": round((middle[1] - first[1]) / runs_first / 1024, 2),
        "rss_per_run_second_half_kib": round(rss_second / runs_second / 1024, 2),
        "objects_per_run_first_half": round((middle[2] - first[2]) / runs_first, 2),
        "objects_per_run_second_half": round(objects_second / runs_second, 2),
    }
    out["flat"] = bool(
        rss_second <= a.max_rss_growth_mib * 2**20
        and objects_second / runs_second <= a.max_objects_per_run
    )
    return out


# ----------------------------------------------------------------------------- 2. crash
def writer(home: Path, runs: int, name: str, sessions: int, max_seconds: float = 120) -> None:
    """Append turns as fast as possible; print `saved SESSION` after each one is committed
    (for `max_seconds` at most: a writer whose parent died stops by itself)."""
    from tao.agent import Agent
    from tao.memory import SessionStore

    store = SessionStore(home / "sessions.db")
    tools = dog.tao_tools()
    stop_at = time.monotonic() + max_seconds
    for i in range(runs):
        if time.monotonic() > stop_at:
            break
        fmt = dog.FORMATS[i % len(dog.FORMATS)]
        session = f"{name}-{i % sessions}"
        agent = Agent(dog.InstantModel(fmt), tools, format=fmt, session=session, store=store)
        dog.check_result(agent.run(dog.QUESTION))
        print(f"saved {session}", flush=True)
    store.close()


def crash(a: argparse.Namespace, home: Path) -> dict[str, Any]:
    """Kill writers with SIGKILL mid-stream, check the store, start them again, repeat."""
    rng = random.Random(a.seed)
    acked: Counter[str] = Counter()
    cycles = []
    in_flight = 0
    for cycle in range(a.kill_cycles + 1):
        last = cycle == a.kill_cycles
        procs = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "bench.soak",
                    "writer",
                    "--home",
                    str(home),
                    "--name",
                    f"w{w}",
                    "--runs",
                    str(a.writer_runs if last else 10**6),
                ],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                cwd=ROOT,
                env=child_env(),
            )
            for w in range(a.writers)
        ]
        target = rng.randint(a.writer_runs // 2, a.writer_runs)
        seen = [0] * len(procs)
        deadline = time.monotonic() + 120
        # Read each writer's acknowledgements until it has saved `target` turns, then kill.
        for w, proc in enumerate(procs):
            assert proc.stdout is not None
            while (last or seen[w] < target) and time.monotonic() < deadline:
                line = proc.stdout.readline()
                if not line:
                    break
                if line.startswith("saved "):
                    acked[line.split()[1]] += 1
                    seen[w] += 1
        killed = 0
        for proc in procs:
            if not last and proc.poll() is None:
                time.sleep(rng.random() * 0.01)  # land anywhere in a write
                proc.send_signal(signal.SIGKILL)
                killed += 1
            proc.wait(60)
            assert proc.stdout is not None
            for line in proc.stdout:  # acknowledged before the kill landed
                if line.startswith("saved "):
                    acked[line.split()[1]] += 1
            if last and proc.returncode != 0:
                err = proc.stderr.read() if proc.stderr else ""
                cycles.append({"cycle": cycle, "problems": [f"writer failed: {err[-300:]}"]})
        in_flight += killed
        problems = check_store(home / "sessions.db", dict(acked), at_most_extra=in_flight)
        cycles.append(
            {
                "cycle": cycle,
                "killed": killed,
                "acknowledged": sum(acked.values()),
                "problems": problems,
            }
        )
    return {"writers": a.writers, "cycles": cycles, "ok": all(not c["problems"] for c in cycles)}


# ----------------------------------------------------------------------------- main
def run(a: argparse.Namespace) -> dict[str, Any]:
    base = Path(tempfile.mkdtemp(prefix="tao-soak-"))
    os.environ["TAO_HOME"] = str(base / "home")  # nothing of the user's is touched
    report: dict[str, Any] = {}
    if a.tracemalloc:
        tracemalloc.start(8)
    with server_process(
        latency=a.latency,
        fault_rate=a.fault_rate,
        stall_seconds=a.stall_seconds,
        seed=a.seed,
        max_seconds=a.deadline + 60,
    ) as (proc, url):
        report["soak"] = asyncio.run(soak(a, url, base / "soak"))
    assert proc.stderr is not None
    report["server"] = proc.stderr.read().strip()[-300:]
    if a.kill_cycles >= 0:
        report["crash"] = crash(a, base / "crash")
    s = report["soak"]
    checks = {
        "every run ended with a Result or a ModelError": s["outcomes"].get("escaped", 0) == 0
        and not s["escaped"],
        "no run hung past the deadline": s["hung"] == 0,
        "all runs accounted for": sum(s["outcomes"].values()) == a.runs,
        "memory flat (second half)": s["memory"]["flat"] is not False,
        "sessions intact after the soak": not s["sessions"],
    }
    if "crash" in report:
        checks["sessions intact after SIGKILL and restart"] = report["crash"]["ok"]
    report["checks"] = checks
    report["ok"] = all(checks.values())
    return report


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.soak", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=100)
    parser.add_argument("--fault-rate", type=float, default=0.1)
    parser.add_argument("--latency", type=float, default=0.02)
    parser.add_argument("--timeout", type=float, default=1.0, help="client timeout, seconds")
    parser.add_argument("--retries", type=int, default=2, help="client max_retries")
    parser.add_argument("--stall-seconds", type=float, default=1.5)
    parser.add_argument("--turns-per-session", type=int, default=5)
    parser.add_argument(
        "--deadline",
        type=float,
        default=None,
        help="seconds for the whole soak [300, or 40 for 100 runs or fewer]",
    )
    parser.add_argument(
        "--max-rss-growth-mib",
        type=float,
        default=None,
        help="RSS growth allowed over the second half [8, or 16 for 100 runs or fewer]",
    )
    parser.add_argument("--max-objects-per-run", type=float, default=5.0)
    parser.add_argument("--writers", type=int, default=2)
    parser.add_argument("--writer-runs", type=int, default=None, help="turns per writer per cycle")
    parser.add_argument("--kill-cycles", type=int, default=2, help="-1: no crash test")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--tracemalloc", action="store_true", help="where memory grew (slow)")
    parser.add_argument("--json", action="store_true")
    a = parser.parse_args(argv)
    short = a.runs <= 100
    a.deadline = a.deadline or (40.0 if short else 300.0)
    a.max_rss_growth_mib = a.max_rss_growth_mib or (16.0 if short else 8.0)
    a.writer_runs = a.writer_runs or (40 if short else 200)
    return a


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["writer"]:
        p = argparse.ArgumentParser(prog="python -m bench.soak writer")
        p.add_argument("--home", required=True)
        p.add_argument("--runs", type=int, required=True)
        p.add_argument("--name", default="w")
        p.add_argument("--sessions", type=int, default=3)
        w = p.parse_args(argv[1:])
        writer(Path(w.home), w.runs, w.name, w.sessions)
        return 0
    a = parse_args(argv)
    report = run(a)
    if a.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(json.dumps(report, indent=1, ensure_ascii=False))
        for name, ok in report["checks"].items():
            print(f"{'PASS' if ok else 'FAIL'}  {name}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
