"""The model interface: `complete(messages, tools=, stop=)` returning a `Reply`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from tao.errors import ModelError


@dataclass(slots=True)
class Reply:
    """One assistant reply: text, tool calls `[{"id", "name", "arguments"}]`, token usage."""

    content: str | None = None
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    usage: dict[str, int] = field(default_factory=dict)


@runtime_checkable
class ChatModel(Protocol):
    """Anything that answers OpenAI-shaped messages; `acomplete` is its async twin."""

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply | dict[str, Any]: ...

    async def acomplete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply | dict[str, Any]: ...


class ToolsUnsupported(ModelError):
    """The endpoint refused the `tools` parameter; `auto` falls back to a text format."""


def as_reply(value: Any) -> Reply:
    """Accept a Reply, a dict with its keys, or a plain string."""
    if isinstance(value, Reply):
        return value
    if isinstance(value, str):
        return Reply(content=value)
    if isinstance(value, dict):
        calls = []
        for i, call in enumerate(value.get("tool_calls") or []):
            fn = call.get("function", call)
            calls.append(
                {
                    "id": call.get("id") or f"call_{i}",
                    "name": fn.get("name", ""),
                    "arguments": fn.get("arguments", {}),
                }
            )
        return Reply(value.get("content"), calls, dict(value.get("usage") or {}))
    raise ModelError(f"the model returned {type(value).__name__}, not a Reply")


def cut_at_stop(text: str, stop: list[str] | None) -> str:
    """Cut `text` at the first stop string, as an endpoint that honours `stop` would."""
    if not stop or not text:
        return text
    cut = min((i for s in stop if s and (i := text.find(s)) >= 0), default=-1)
    return text if cut < 0 else text[:cut]


def stream_text(model: Any, messages: list[dict[str, Any]], **kwargs: Any) -> Iterator[str | Reply]:
    """Token deltas then the Reply, from a model with `stream`, else just the Reply."""
    if hasattr(model, "stream"):
        yield from model.stream(messages, **kwargs)
    else:
        yield as_reply(model.complete(messages, **kwargs))
