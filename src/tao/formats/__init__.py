"""The formats a model can write steps in, by name."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any

from tao.errors import ConfigError
from tao.formats.base import Format
from tao.formats.classic import Classic
from tao.formats.json_blob import JsonBlob
from tao.formats.native import Native
from tao.formats.parsed import Actions, Call, Final, Parsed, Unparsed
from tao.formats.react import React
from tao.formats.react_zh import ReactZh
from tao.formats.reading import read_step
from tao.tools.registry import Registry

FORMATS: dict[str, type[Format]] = {f.name: f for f in (Classic, React, ReactZh, JsonBlob, Native)}
NAMES = (*FORMATS, "auto")
_NO_TOOLS = Registry()


def get_format(name: str, lang: str | None = None) -> Format:
    """A format by name (`auto` must be resolved by the agent first)."""
    try:
        return FORMATS[name](lang)
    except KeyError:
        raise ConfigError(f"unknown format {name!r}; choose one of: {', '.join(NAMES)}") from None


__all__ = [
    "FORMATS",
    "NAMES",
    "Actions",
    "Call",
    "Final",
    "Format",
    "Parsed",
    "Unparsed",
    "get_format",
    "parse_output",
    "read_step",
]


def parse_output(
    text: str, format: str = "auto", tools: Iterable[str] | Mapping[str, Iterable[str]] = ()
) -> dict[str, object]:
    """What `tao parse` prints for one model output: action, final or error, as a dict.

    `tools`: the names of the agent's tools, or a mapping of each name to its parameters'
    names (a name ending in "?" is optional); the output is then read as the agent would
    read it (a name written "Search (web)" or "search_tool" is the registered `search`; with
    parameters, a JSON object of one tool's arguments with its name left out is a call gone
    wrong, which the agent makes when it fits that tool only)."""
    from tao.models.base import Reply

    if isinstance(tools, Mapping):
        spec = tuple((name, tuple(params)) for name, params in tools.items())
    else:
        spec = tuple((name, ()) for name in tools)
    registry = _registry(spec) if spec else _NO_TOOLS
    fmt = get_format("react" if format == "auto" else format)
    parsed = fmt.parse_reply(Reply(content=text), registry)
    if isinstance(parsed, Final):
        return {"type": "final", "answer": parsed.answer}
    if isinstance(parsed, Unparsed):
        if parsed.guess is not None:
            return {
                "type": "error",
                "message": f"{parsed.reason}; the agent calls {parsed.guess.tool}",
            }
        return {"type": "error", "message": parsed.reason}
    call = parsed.calls[0]
    tool = registry.resolve_name(call.tool) or call.tool
    if isinstance(call.input, dict):
        return {"type": "action", "tool": tool, "args": call.input}
    if call.input is None:
        return {"type": "action", "tool": tool, "input": ""}
    if isinstance(call.input, str):
        return {"type": "action", "tool": tool, "input": call.input}
    import json

    return {"type": "action", "tool": tool, "input": json.dumps(call.input, ensure_ascii=False)}


@functools.lru_cache(maxsize=8)
def _registry(spec: tuple[tuple[str, tuple[str, ...]], ...]) -> Registry:
    """Stand-ins for the named tools, with the parameters given: enough to read an output as
    the agent would."""
    import inspect

    from tao.tools.base import Tool

    def stand_in(params: tuple[str, ...]) -> Any:
        """A function of those parameters ("?" after an optional one); with none given, no
        bare arguments fit it."""

        def fn(**kwargs: Any) -> str:
            return ""

        empty = inspect.Parameter.empty
        fn.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [
                inspect.Parameter(
                    p.rstrip("?"),
                    inspect.Parameter.KEYWORD_ONLY,
                    default=None if p.endswith("?") else empty,
                )
                for p in params
            ]
        )
        return fn

    return Registry(Tool(stand_in(params), name=name) for name, params in spec)
