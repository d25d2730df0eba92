"""The package's modules define each top-level name once.

The readers are long modules of patterns and helpers; a second `_NAME_RE = …` or `def _helper`
further down silently replaces the first for every caller, and no parse test need notice
(two patterns were found shadowed this way, and a new helper once replaced an older one of
the same name, crashing thousands of corpus cases until it was renamed).
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "tao"
MODULES = sorted(SRC.rglob("*.py"))


def _top_level_names(tree: ast.Module) -> list[str]:
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            overloaded = any(
                (isinstance(d, ast.Name) and d.id == "overload")
                or (isinstance(d, ast.Attribute) and d.attr == "overload")
                for d in node.decorator_list
            )
            if not overloaded:
                names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return names


def test_modules_found() -> None:
    assert len(MODULES) > 20


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_each_top_level_name_defined_once(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    twice = sorted(n for n, k in Counter(_top_level_names(tree)).items() if k > 1)
    assert not twice, f"{path.name} defines these names more than once: {twice}"


def test_a_second_definition_is_caught() -> None:
    tree = ast.parse("_A_RE = 1\ndef f(): pass\n_A_RE = 2\ndef f(): pass\n")
    names = Counter(_top_level_names(tree))
    assert names["_A_RE"] == 2 and names["f"] == 2
