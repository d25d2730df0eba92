"""tao: a small, sturdy ReAct agent. Thought, Action, Observation, until a final answer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["Agent", "Result", "Step", "TaoError", "Tool", "tool"]

if TYPE_CHECKING:
    from tao.agent import Agent, Result, Step
    from tao.errors import TaoError
    from tao.tools import Tool, tool

# Imports are lazy so that `tao --help` and `tao parse` start fast.
_LAZY = {
    "Agent": "tao.agent",
    "Result": "tao.agent",
    "Step": "tao.steps",
    "TaoError": "tao.errors",
    "Tool": "tao.tools",
    "tool": "tao.tools",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'tao' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
