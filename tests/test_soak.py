"""The soak and fault test of bench/soak.py, in its short mode (well under a minute).

60 dog tasks, 20 at a time, against FakeOpenAI injecting 429/500, dropped connections,
stalls past the client timeout, malformed JSON and truncated streams; then session writers
killed with SIGKILL and restarted. See bench/soak.py for what each check means.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    not (ROOT / "bench" / "soak.py").exists(), reason="bench/ is not in this checkout"
)


@pytest.fixture(scope="module")
def report() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.soak",
            "--runs",
            "60",
            "--concurrency",
            "20",
            "--fault-rate",
            "0.15",
            "--json",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=150,
    )
    lines = proc.stdout.strip().splitlines()
    assert lines, f"bench.soak printed nothing (exit {proc.returncode}): {proc.stderr[-2000:]}"
    return json.loads(lines[-1])


def test_every_run_ends_with_a_result_or_a_model_error(report: dict) -> None:
    soak = report["soak"]
    assert soak["escaped"] == [], soak["escaped"]
    assert sum(soak["outcomes"].values()) == soak["runs"] == 60, soak["outcomes"]
    assert soak["hung"] == 0


def test_faults_were_injected(report: dict) -> None:
    served = report["server"]
    assert "'ok'" in served
    assert any(f"'{fault}'" in served for fault in ("429", "500", "drop", "stall", "malformed"))


def test_memory_stays_flat(report: dict) -> None:
    assert report["soak"]["memory"]["flat"] is not False, report["soak"]["memory"]


def test_sessions_are_intact_after_the_soak(report: dict) -> None:
    assert report["soak"]["sessions"] == []


def test_sessions_survive_sigkill_and_restart(report: dict) -> None:
    crash = report["crash"]
    assert crash["ok"], crash["cycles"]
    assert sum(c.get("killed", 0) for c in crash["cycles"]) >= 2
    assert crash["cycles"][-1]["acknowledged"] > 0


def test_all_checks_pass(report: dict) -> None:
    failed = [name for name, ok in report["checks"].items() if not ok]
    assert not failed, failed
