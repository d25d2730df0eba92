"""Which cases a change reads differently:  python bench/heldout/diffrun.py OLD_SRC NEW_SRC [FILE...]

Reads every labelled case (the corpus and every labelled file under $TAO_HELDOUT, unless
FILEs are given) with both trees, each in its own process, and prints the cases that went
from wrong to right (BETTER), right to wrong (WORSE), or changed while staying wrong. A fix
lands only with no WORSE.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench.heldout.common import cases, corpus_files, heldout_files, right, tools_of

_READ = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tao.formats import parse_output


def read(text, fmt, tools):
    try:
        return json.loads(json.dumps(parse_output(text, fmt, tools)))
    except Exception as exc:  # a crash is a result too (and a miss)
        return {"type": "crash", "message": f"{type(exc).__name__}: {exc}"}


print(json.dumps([read(*c) for c in json.load(sys.stdin)]))
"""


def main() -> None:
    old, new, *files = sys.argv[1:]
    paths = files or [*corpus_files(), *heldout_files()]
    labelled = [c for c in cases(paths) if "expected" in c and not c.get("ambiguous")]
    payload = json.dumps([[c["text"], c["format"], tools_of(c)] for c in labelled])

    def read(src: str) -> list[dict]:
        out = subprocess.run(
            [sys.executable, "-c", _READ, src], input=payload, capture_output=True, text=True
        )
        if out.returncode:
            sys.exit(out.stderr)
        return json.loads(out.stdout)

    better = worse = changed = 0
    for case, a, b in zip(labelled, read(old), read(new), strict=True):
        was, now = right(case, a), right(case, b)
        shown = json.dumps(b, ensure_ascii=False)[:200]
        if was != now:
            better += now
            worse += was
            print("BETTER" if now else "WORSE", case.get("id", "?"), shown)
        elif a != b:
            changed += 1
            print(f"CHANGED (still {'right' if now else 'wrong'})", case.get("id", "?"), shown)
    print(f"better {better}, worse {worse}, other changes {changed}, cases {len(labelled)}")


if __name__ == "__main__":
    main()
