"""Shared fixtures: a clean environment for the CLI, the fake OpenAI server, a CLI runner."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tao.testing import FakeOpenAI

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

_PROVIDER_VARS = (
    "TAO_BASE_URL", "TAO_API_KEY", "TAO_MODEL", "TAO_MODEL_PATH", "TAO_CONFIG", "LLM_BASE_URL",
    "LLM_API_KEY", "LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL",
    "DEEPSEEK_BASE_URL", "DEEPSEEK_API_KEY", "DASHSCOPE_API_KEY", "TAO_WEATHER_PROVIDER",
)  # fmt: skip


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """An environment with no provider configured and state under tmp_path."""
    for var in _PROVIDER_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("TAO_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("NO_COLOR", "1")
    return dict(os.environ)


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(retry_after=0.01) as s:
        yield s


class Run:
    """The outcome of one `tao` process."""

    def __init__(self, proc: subprocess.CompletedProcess[str]) -> None:
        self.code = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr

    @property
    def json(self) -> Any:
        return json.loads(self.out)

    def __repr__(self) -> str:
        return f"Run(code={self.code}, out={self.out!r}, err={self.err!r})"


def tao(
    *args: str, env: dict[str, str] | None = None, input: str | None = None, timeout: float = 60
) -> Run:
    """Run the real `tao` command line in a subprocess."""
    proc = subprocess.run(
        [sys.executable, "-m", "tao", *args],
        capture_output=True,
        text=True,
        env=env,
        input=input,
        timeout=timeout,
        cwd=ROOT,
    )
    return Run(proc)


def endpoint(server: FakeOpenAI, *extra: str) -> list[str]:
    """The flags that point tao at the fake server."""
    return ["--base-url", server.url, "--api-key", "sk-test-key-123456", "--model", "fake", *extra]
