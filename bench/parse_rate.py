"""Parse rate on the corpus of real model outputs (tests/data/corpus), per format and batch.

    python -m bench.parse_rate            # a table on stdout
    python -m bench.parse_rate --json     # the numbers, for bench/run.py

A case counts as right when tao reads it as its `expected` parse says: the same action with
the same tool and input, the same final answer, or an error where a reader cannot tell.
Batch 1 was gathered first and the reader was built on it; every later batch was gathered
afterwards, blind, from other sources, and its first run (before any fix for it, recorded in
tests/data/corpus/first-runs.json) measured how the reader did on outputs it had never seen.
A case marked `xfail` is a known miss and counts as wrong.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"


def is_right(case: dict[str, Any], got: dict[str, Any]) -> bool:
    """The same parse as the case expects, or an error where it expects one."""
    expected = case["expected"]
    return got["type"] == "error" if expected["type"] == "error" else got == expected


def measure() -> dict[str, Any]:
    """Right / total per format and per batch, and the time per output."""
    from tao.formats import parse_output

    by_format: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_batch: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    wrong: list[str] = []
    seconds = 0.0
    for path in sorted(CORPUS.glob("*.jsonl")):
        batch = path.stem.split("-")[0] if path.stem.startswith("batch") else "batch1"
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            if case.get("ambiguous"):
                continue  # its gatherer could not tell what the model meant
            tools = case.get("params") or case.get("tools", [])  # parameters where known
            started = time.perf_counter()
            got = parse_output(case["text"], case["format"], tools)  # what `tao parse` prints
            seconds += time.perf_counter() - started
            right = is_right(case, got)
            for bucket in (by_format[case["format"]], by_batch[batch]):
                bucket[0] += right
                bucket[1] += 1
            if not right:
                wrong.append(case["id"])
    total = sum(n for _, n in by_format.values())
    return {
        "formats": {k: {"right": r, "total": n} for k, (r, n) in sorted(by_format.items())},
        "batches": {
            k: {"right": r, "total": n}
            for k, (r, n) in sorted(by_batch.items(), key=lambda kv: int(kv[0][5:]))
        },
        "right": sum(r for r, _ in by_format.values()),
        "total": total,
        "wrong": wrong,
        "us_per_output": seconds / max(total, 1) * 1e6,
        "first_runs": json.loads((CORPUS / "first-runs.json").read_text(encoding="utf-8"))[
            "batches"
        ],
    }


def table(data: dict[str, Any]) -> str:
    lines = ["| format | right | cases | rate |", "|---|---:|---:|---:|"]
    for name, row in data["formats"].items():
        lines.append(
            f"| {name} | {row['right']} | {row['total']} | {row['right'] / row['total']:.1%} |"
        )
    lines.append(
        f"| **all** | {data['right']} | {data['total']} | {data['right'] / max(data['total'], 1):.1%} |"
    )
    lines += [
        "",
        "| batch | now | first run, before its fixes (outputs never seen) |",
        "|---|---:|---:|",
    ]
    for name, row in data["batches"].items():
        first = data.get("first_runs", {}).get(name)
        seen = (
            f"{first['right']}/{first['total']} ({first['right'] / first['total']:.1%})"
            if first
            else "– (the reader was built on it)"
        )
        if first and "contract_right" in first:  # the gatherer's labels, then the contract's
            right = first["contract_right"]
            seen += f"; {right}/{first['total']} ({right / first['total']:.1%}) by the contract"
        lines.append(f"| {name} | {row['right']}/{row['total']} | {seen} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.parse_rate")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    data = measure()
    if args.json:
        print(json.dumps(data))
    else:
        print(table(data))
        print(
            f"\n{data['us_per_output']:.0f} µs per output; wrong: {', '.join(data['wrong']) or 'none'}"
        )


if __name__ == "__main__":
    main()
