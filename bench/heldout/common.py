"""Paths shared by the held-out scripts."""

from __future__ import annotations

import glob
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.parse_rate import is_right as right  # noqa: F401 (the corpus's own rule)

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"
# Held-out work (raw generations, gatherers' and labellers' files) lives outside the
# repository, so that nobody measured blind can read it by accident in src/ or tests/.
HELDOUT = Path(os.environ.get("TAO_HELDOUT", ROOT.parent / "heldout"))


def cases(paths: list[str] | list[Path]) -> Iterator[dict[str, Any]]:
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip():
                yield json.loads(line)


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*.jsonl"))


def heldout_files() -> list[Path]:
    """Every JSON-lines file under HELDOUT (raw, unlabelled and labelled alike)."""
    return sorted(Path(p) for p in glob.glob(str(HELDOUT / "**" / "*.jsonl"), recursive=True))


def tools_of(case: dict[str, Any]) -> Any:
    """What to give `parse_output` for a case: its tools' parameters where they are known
    (`params`: each name to its parameters' names, "?" after an optional one; a generated
    case not yet in the corpus has them from its tool set), else its tools' names."""
    return case.get("params") or params_of(case) or case.get("tools", [])


def params_of(case: dict[str, Any]) -> dict[str, list[str]] | None:
    """The parameters of a generated case's tools, from the tool set its source names
    ("rendered for tool set 52"); a style's own pseudo-tool (final_answer) has none listed;
    None when the source names no tool set or the set has none of the case's tools."""
    import inspect
    import re

    from bench.heldout.toolsets import SETS

    found = re.search(r"\btool set (\d+)\b", case.get("source", ""))
    if not found or int(found.group(1)) not in SETS or not case.get("tools"):
        return None
    functions = SETS[int(found.group(1))][0]
    if not any(name in functions for name in case["tools"]):
        return None
    params: dict[str, list[str]] = {}
    for name in case["tools"]:
        if name not in functions:  # a style's own pseudo-tool (final_answer, finish, …)
            params[name] = []
            continue
        signature = inspect.signature(functions[name])
        params[name] = [
            p.name + ("" if p.default is p.empty else "?") for p in signature.parameters.values()
        ]
    return params
