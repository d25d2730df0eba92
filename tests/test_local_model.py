"""The embedded model from the command line, as a new user meets it (issue 4's promise).

The model-level tests (grammars, prefix cache, llama.cpp's own server) are in test_local.py.
"""

from __future__ import annotations

import json

import pytest
from conftest import tao

from tao.errors import ConfigError
from tao.models import gguf

pytest.importorskip("llama_cpp")


def test_unknown_local_model_names_the_choices(env) -> None:
    run = tao("run", "hi", "--model", "no-such-model", env=env)
    assert run.code == 2 and "local models are" in run.err and "Traceback" not in run.err


def test_default_model_answers_with_the_calculator(env) -> None:
    """No configuration: `tao run "What is 17 * 23?" --tool calculate` calls the calculator."""
    try:
        gguf.part_paths(gguf.QWEN)
    except ConfigError as exc:
        pytest.skip(str(exc))
    run = tao("run", "What is 17 * 23?", "--tool", "calculate", "--json", env=env, timeout=300)
    assert run.code == 0, run
    result = json.loads(run.out)
    assert "391" in result["answer"]
    assert any(s["tool"] == "calculate" and s["observation"] == "391" for s in result["steps"])
