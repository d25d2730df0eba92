"""Small helpers shared by the measurements: medians, a server process, JSON out."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def emit(value: Any) -> None:
    """A measurement's result: one JSON object, the last line of stdout."""
    sys.stdout.write(json.dumps(value, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def child_env(**extra: str) -> dict[str, str]:
    """The environment of a measured child: repo root importable, no provider keys."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.endswith(("_API_KEY", "_BASE_URL")) and not k.startswith(("TAO_", "LLM_"))
    }
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    env.update(extra)
    return env


@contextmanager
def server_process(
    python: str | None = None, **options: float | int | None
) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """`python -m bench.server` in its own process; yields (process, base URL)."""
    args = [python or sys.executable, "-m", "bench.server"]
    for key, value in options.items():
        if value is not None:
            args += [f"--{key.replace('_', '-')}", str(value)]
    proc = subprocess.Popen(
        args,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=child_env(),
    )
    try:
        assert proc.stdout is not None
        url = proc.stdout.readline().strip()
        if not url.startswith("http"):
            raise RuntimeError(
                f"bench.server did not start: {proc.stderr.read() if proc.stderr else ''}"
            )
        yield proc, url
    finally:
        if proc.stdin:
            proc.stdin.close()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def repeat(fn: Callable[[], float], times: int) -> list[float]:
    return [fn() for _ in range(times)]
