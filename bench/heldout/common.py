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
