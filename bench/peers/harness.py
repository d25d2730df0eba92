"""The measurements of `bench.measure`, for an adapter of another framework."""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import gc
import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from bench import dog
from bench.common import child_env, emit, median


def missing(*modules: str) -> list[str]:
    """The modules of `modules` that are not installed (none imported)."""
    out = []
    for name in modules:
        try:
            if importlib.util.find_spec(name) is None:
                out.append(name)
        except (ImportError, ValueError):
            out.append(name)
    return out


def overhead(adapter: ModuleType, runs: int, repeats: int) -> dict[str, Any]:
    task = adapter.sync_runner()
    dog.check_result(task())
    for _ in range(max(5, runs // 5)):
        task()
    samples = []
    gc.collect()
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(runs):
            task()
        samples.append((time.perf_counter() - started) / runs / dog.CALLS * 1e6)
    return {"us_per_step": median(samples), "samples": samples, "runs": runs}


def concurrency(
    adapter: ModuleType, runs: int, level: int, latency: float, repeats: int
) -> dict[str, Any]:
    """Like bench.measure's: asyncio when the framework has it, else a thread per run."""
    ideal = runs * dog.CALLS * latency / level
    walls: list[float] = []
    cpus: list[float] = []
    mode = "asyncio"
    if hasattr(adapter, "async_runner"):
        make_run = adapter.async_runner(latency)

        async def batch(n: int) -> list[Any]:
            gate = asyncio.Semaphore(level)

            async def one() -> Any:
                async with gate:
                    return await make_run()

            return await asyncio.gather(*(one() for _ in range(n)))

        async def main() -> None:
            for r in await batch(level):
                dog.check_result(r)
            for _ in range(repeats):
                gc.collect()
                cpu, wall = time.process_time(), time.perf_counter()
                results = await batch(runs)
                walls.append(time.perf_counter() - wall)
                cpus.append(time.process_time() - cpu)
                for r in results:
                    dog.check_result(r)

        asyncio.run(main())
    else:
        mode = "threads"
        run = adapter.thread_runner(latency)
        with concurrent.futures.ThreadPoolExecutor(level) as pool:
            for r in pool.map(lambda _: run(), range(level)):
                dog.check_result(r)
            for _ in range(repeats):
                gc.collect()
                cpu, wall = time.process_time(), time.perf_counter()
                results = list(pool.map(lambda _: run(), range(runs)))
                walls.append(time.perf_counter() - wall)
                cpus.append(time.process_time() - cpu)
                for r in results:
                    dog.check_result(r)
    wall = median(walls)
    return {
        "runs_per_s": runs / wall,
        "ideal_runs_per_s": runs / ideal,
        "efficiency": ideal / wall,
        "efficiency_samples": [ideal / w for w in walls],
        "wall_s": wall,
        "cpu_ms_per_request": median(cpus) / (runs * dog.CALLS) * 1e3,
        "mode": mode,
        "runs": runs,
        "concurrency": level,
        "latency_s": latency,
    }


def import_time(adapter: ModuleType, repeats: int) -> dict[str, Any]:
    """Seconds to import what the adapter needs, beyond a bare interpreter."""
    env = child_env()

    def once(code: str) -> float:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, env=env, capture_output=True)
        return time.perf_counter() - started

    bare, full = [], []
    for _ in range(repeats):
        bare.append(once("pass"))
        full.append(once(adapter.IMPORTS))
    return {"import_s": median(full) - median(bare), "python_s": median(bare)}


def main(adapter: ModuleType, argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog=f"python -m bench.peers.{adapter.NAME}")
    sub = parser.add_subparsers(dest="kind", required=True)
    sub.add_parser("available")
    p = sub.add_parser("overhead")
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--repeats", type=int, default=5)
    p = sub.add_parser("concurrency")
    p.add_argument("--runs", type=int, default=200)
    p.add_argument("--concurrency", type=int, default=50)
    p.add_argument("--latency", type=float, default=0.05)
    p.add_argument("--repeats", type=int, default=3)
    p = sub.add_parser("capture")
    p.add_argument("--out", required=True)
    p = sub.add_parser("import")
    p.add_argument("--repeats", type=int, default=5)
    a = parser.parse_args(argv)

    absent = adapter.available()
    if absent:
        emit({"skipped": f"not installed: {', '.join(absent)}"})
        return
    if a.kind == "available":
        emit({"available": True, "version": adapter.version()})
    elif a.kind == "overhead":
        emit(overhead(adapter, a.runs, a.repeats))
    elif a.kind == "concurrency":
        emit(concurrency(adapter, a.runs, a.concurrency, a.latency, a.repeats))
    elif a.kind == "capture":
        calls = adapter.capture()
        data = {"framework": adapter.LABEL, "format": adapter.NAME, "calls": calls}
        Path(a.out).write_text(json.dumps(data, ensure_ascii=False, default=str), encoding="utf-8")
        emit({"calls": len(calls), "out": a.out})
    elif a.kind == "import":
        emit(import_time(adapter, a.repeats))
