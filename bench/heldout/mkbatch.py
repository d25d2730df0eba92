"""Labelled held-out files into the corpus:  python bench/heldout/mkbatch.py N FILE...

Writes tests/data/corpus/batchN-<format>.jsonl with the keys in order (id, source, format,
tools, params where the case's tool set gives them, text, expected, note, then ambiguous
and xfail when set). Refuses a case without
expected, note or source, or with an id the corpus has already.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench.heldout.common import CORPUS, cases, corpus_files, params_of


def main() -> None:
    n, files = int(sys.argv[1]), sys.argv[2:]
    have = {c["id"] for c in cases(corpus_files())}
    by: dict[str, list[dict]] = defaultdict(list)
    for case in cases(files):
        if case["id"] in have or not all(case.get(k) for k in ("expected", "note", "source")):
            sys.exit(f"refused: {case['id']} (already in the corpus, or no expected/note/source)")
        params = case.get("params") or params_of(case)
        record = {k: case[k] for k in ("id", "source", "format", "tools")}
        record |= {"params": params} if params else {}
        keys = ("text", "expected", "note")
        record |= {k: case[k] for k in keys} | {
            k: case[k] for k in ("ambiguous", "xfail") if case.get(k)
        }
        by[case["format"]].append(record)
    for fmt, batch in by.items():
        path = CORPUS / f"batch{n}-{fmt}.jsonl"
        lines = [json.dumps(c, ensure_ascii=False) + "\n" for c in batch]
        path.write_text("".join(lines), encoding="utf-8")
        print(path.relative_to(CORPUS.parents[2]), len(batch))


if __name__ == "__main__":
    main()
