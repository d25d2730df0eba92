"""Is an output (or a source URL) already in the corpus or the held-out files?

    python bench/heldout/seen.py 'a distinctive 30-80 character snippet' ['another' ...]

Whitespace and case are ignored, and the whole snippet is matched. A snippet copied from a JSON
file (with \\" or \\n escapes) is also tried unescaped. Prints SEEN (with case ids) or NEW for
each snippet, followed by its first 60 characters.
"""

from __future__ import annotations

import contextlib
import json
import pickle
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench.heldout.common import cases, corpus_files, heldout_files


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def _known() -> list[tuple[str, str, str]]:
    """Every case's id, text and source, normalised; cached until a file changes."""
    files = [*corpus_files(), *heldout_files()]
    key = [(str(f), f.stat().st_mtime_ns, f.stat().st_size) for f in files]
    cache = Path(tempfile.gettempdir()) / "tao-seen-cache.pickle"
    try:
        saved_key, known = pickle.loads(cache.read_bytes())
        if saved_key == key:
            return known  # type: ignore[no-any-return]
    except (OSError, pickle.UnpicklingError, EOFError, ValueError):
        pass
    known = [
        (c.get("id", "?"), _norm(c.get("text", "")), _norm(c.get("source", "")))
        for c in cases(files)
    ]
    tmp = cache.with_suffix(f".{id(known)}.tmp")
    tmp.write_bytes(pickle.dumps((key, known)))
    tmp.replace(cache)
    return known


def main() -> None:
    known = _known()
    for snippet in sys.argv[1:]:
        forms = {_norm(snippet)}
        with contextlib.suppress(ValueError):
            forms.add(_norm(json.loads(f'"{snippet}"')))
        hits = [
            i
            for i, text, source in known
            if any(n in text or (len(n) > 20 and n in source) for n in forms)
        ]
        print(("SEEN " + ", ".join(hits[:5])) if hits else "NEW", "<-", snippet[:60])


if __name__ == "__main__":
    main()
