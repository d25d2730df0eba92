"""Model backends: OpenAI-compatible endpoints, an embedded llama.cpp model, scripted replies."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from tao.models.base import ChatModel, Reply, ToolsUnsupported, as_reply
from tao.models.scripted import ScriptedModel

if TYPE_CHECKING:
    from tao.models.local import LocalModel
    from tao.models.openai_compat import OpenAICompatible

__all__ = [
    "ChatModel",
    "LocalModel",
    "OpenAICompatible",
    "Reply",
    "ScriptedModel",
    "ToolsUnsupported",
    "as_reply",
]

_LAZY = {"OpenAICompatible": "tao.models.openai_compat", "LocalModel": "tao.models.local"}


def __getattr__(name: str) -> Any:
    # The backends import heavy libraries (openai, llama_cpp): load them on first use.
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'tao.models' has no attribute {name!r}")
