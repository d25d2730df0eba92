"""Measure labelled held-out files once, at a tree frozen before their outputs were seen.

    git worktree add -f /tmp/tao-m42 HEAD          # before generating or gathering
    python bench/heldout/measure.py --src /tmp/tao-m42/src -v FILE...

Prints right/total per file and per format (ambiguous cases left out) and, with -v, every
miss. Record the numbers in tests/data/corpus/first-runs.json before fixing anything.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench.heldout.common import ROOT, cases, right, tools_of


def main() -> None:
    parser = argparse.ArgumentParser(prog="measure.py")
    parser.add_argument("--src", default=str(ROOT / "src"), help="the frozen tree's src/")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every miss")
    parser.add_argument("files", nargs="+")
    a = parser.parse_args()
    sys.path.insert(0, a.src)
    from tao.formats import parse_output

    by: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    ambiguous = 0
    for path in a.files:
        for case in cases([path]):
            if case.get("ambiguous"):
                ambiguous += 1
                continue
            try:
                got = parse_output(case["text"], case["format"], tools_of(case))
            except Exception as exc:  # a crash is a miss, and the run goes on
                got = {"type": "crash", "message": f"{type(exc).__name__}: {exc}"}
            ok = right(case, got)
            for key in (Path(path).name, "format " + case["format"], "all"):
                by[key][0] += ok
                by[key][1] += 1
            if not ok and a.verbose:
                print("MISS", case["id"])
                print("  text:", json.dumps(case["text"], ensure_ascii=False)[:700])
                print("  exp: ", json.dumps(case["expected"], ensure_ascii=False)[:400])
                print("  got: ", json.dumps(got, ensure_ascii=False, default=repr)[:400])
    for key, (r, n) in sorted(by.items()):
        print(f"{key}: {r}/{n} = {100 * r / max(n, 1):.1f}%")
    print("ambiguous, left out:", ambiguous)


if __name__ == "__main__":
    main()
