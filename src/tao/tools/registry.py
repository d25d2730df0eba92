"""The tools an agent may call, looked up the way a careful reader resolves a sloppy name."""

from __future__ import annotations

import difflib
import importlib.util
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from tao.errors import ConfigError, ToolError
from tao.tools.base import Tool


def _squash(name: str) -> str:
    return re.sub(r"[\W_]+", "", name).casefold()


# A request written as a call's name ("GET http://host/fhir/Observation"), and a tool named
# for one: its verb, then its path after an optional base ("{api_base}", a URL)
_REQUEST_NAME_RE = re.compile(r"(GET|POST|PUT|PATCH|DELETE)[ \t]+((?:https?://|/)[^\s?#]*)")
_REQUEST_TOOL_RE = re.compile(
    r"(GET|POST|PUT|PATCH|DELETE)[ \t]+(?:\{\w+\}|https?://[^/\s]*)?(/[^\s?#]*)", re.I
)
# A word that glosses a tool's name: "RAG工具" written "RAG", "search" written "search_tool".
_GLOSS_RE = re.compile(r"(?:tool|tools|工具|函数|function)$")


def _unglossed(squashed: str) -> str:
    return _GLOSS_RE.sub("", squashed) or squashed


def _written(name: str, spaced: bool) -> str:
    """A pattern for `name` as a whole word; `spaced`: its parts may be joined by "_", "-"
    or spaces ("Hotel Rooms" for hotel_rooms)."""
    # (an ASCII name's word ends where Chinese begins: "使用convert_units函数将…")
    before, after = (
        (r"(?<![A-Za-z0-9_])", r"(?![A-Za-z0-9_])") if name.isascii() else (r"(?<!\w)", r"(?!\w)")
    )
    if not spaced:
        return rf"{before}{re.escape(name)}{after}"
    parts = [re.escape(p) for p in re.split(r"[_\-\s]+", name) if p] or [re.escape(name)]
    return before + r"[_\-\s]+".join(parts) + after


def _referred(name: str, line: str) -> bool:
    """Whether a line of prose names the one-word tool `name` as a tool ("use `search`", "the
    search tool", "search[…]", "I will search …"), not as a word of its sentence ("The search
    results show …")."""
    word = re.escape(name)
    return (
        re.search(
            rf"[`'\"“‘]{word}(?!\w)|(?<!\w){word}\s*(?:tool|function|工具|函数|[(\[（])"
            rf"|(?<!\w)(?:use|using|call|calling|invoke|run|to|will|'ll|let me|should|can|must"
            rf"|使用|调用|用)\s*(?:the\s+)?{word}(?!\w)",
            line,
            re.I,
        )
        is not None
    )


def _one_apart(a: str, b: str) -> bool:
    """Whether two names of the same length differ in exactly one character."""
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b, strict=True)) == 1


class Registry:
    """An ordered set of tools, with tolerant name resolution."""

    def __init__(self, tools: Iterable[Tool | Callable[..., Any] | str] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        self._schemas: list[dict[str, Any]] | None = None
        self.version = 0  # bumped by every add, so that prompts built from the tools are redone
        for item in tools:
            self.add(item)

    def add(self, item: Tool | Callable[..., Any] | str) -> Tool:
        """Add a Tool, a plain function (wrapped with @tool), or the name of a built-in."""
        if isinstance(item, str):
            from tao.tools.builtins import builtin

            item = builtin(item)
        elif not isinstance(item, Tool):
            if not callable(item):
                raise ConfigError(f"not a tool: {item!r}")
            item = Tool(item)
        self._tools[item.name] = item
        self._schemas = None
        self.version += 1
        return item

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    @property
    def names(self) -> list[str]:
        return list(self._tools)

    def schemas(self) -> list[dict[str, Any]]:
        """The OpenAI `tools` list (built once; treat it as read-only)."""
        if self._schemas is None:
            self._schemas = [t.schema() for t in self]
        return self._schemas

    def resolve(self, name: str) -> Tool | None:
        """The tool the model meant by `name`, or None when no tool fits unambiguously."""
        if name in self._tools:
            return self._tools[name]
        request = _REQUEST_NAME_RE.fullmatch(name)
        if request is not None and (asked := self._requested(request[1], request[2])):
            return asked
        wanted = _squash(name)
        if not wanted:
            return None
        matches = [t for t in self if _squash(t.name) == wanted]
        if len(matches) == 1:
            return matches[0]
        namespaced = re.fullmatch(
            r"[A-Za-z_][\w\-]*(?:\.[A-Za-z_][\w\-]*)*\.([A-Za-z_][\w\-]*)", name
        )
        if namespaced and namespaced[1] in self._tools:
            # "inventory_management.get_product_details" (gemma-3-1b on BFCL, b1129): a
            # registered name after a namespace's dots, as "functions." is one
            return self._tools[namespaced[1]]
        if "." not in name:
            # "[get_version()]" for version_api.VersionApi.get_version (MiniCPM3-4B on BFCL,
            # b1676): a dotted name's last part, its namespace dropped, when only one has it
            last = [t for t in self if "." in t.name and t.name.rpartition(".")[2] == name]
            if len(last) == 1:
                return last[0]
        if re.fullmatch(r"test_\w+|\w+_test", name, re.I):
            # "test_calculate_compound_interest()" (deepseek-coder-6.7b's made-up pytest file
            # after its call, b1261): a test of the tool, another function
            return None
        # "get_weather (weather lookup)", "the calculate tool": a registered name inside, its
        # words perhaps spaced ("Hotel Rooms in Kyoto" for hotel_rooms).
        spaced = len(name.split()) <= 6 and not re.search(r"[:：]", name)  # a name, not a line
        inside = [
            t
            for t in self
            if re.search(_written(t.name, spaced), name, re.I)
            and (spaced or not t.name.isalpha() or _referred(t.name, name))
        ]
        if len(inside) == 1:
            return inside[0]
        bare = _unglossed(wanted)
        glossed = [t for t in self if _unglossed(_squash(t.name)) == bare]
        if len(glossed) == 1:
            return glossed[0]
        if re.fullmatch(r"[\u4e00-\u9fff]{2,}", wanted):
            # "查询" for 天气查询: Chinese has no spaces between words, so a part of exactly one
            # registered Chinese name
            part = [t for t in self if wanted in _squash(t.name)]
            if len(part) == 1:
                return part[0]
        if re.fullmatch(r"[\u4e00-\u9fff]{3,}", wanted):
            # "汇率換算" for 汇率换算: a Chinese name with one character written otherwise (a
            # traditional form, a near homograph), the rest in place
            near = [t for t in self if _one_apart(wanted, _squash(t.name))]
            if len(near) == 1:
                return near[0]
        close = difflib.get_close_matches(wanted, [_squash(t.name) for t in self], n=2, cutoff=0.8)
        if len(close) == 1:
            found = next(t for t in self if _squash(t.name) == close[0])
            if len(name.split()) > len(_words(found.name)) + 1:
                # "Report a power outage" is a sentence, not report_outage misspelt (b716);
                # "Search in specific website" is "Search in a specific website" (b75)
                return None
            if len(_words(name)) > len(_words(found.name)) + 1 and set(_words(found.name)) <= set(
                _words(name)
            ):
                # "create_playlist_by_name" (a function the model wrote, b762) is another
                # function, not create_playlist misspelt
                return None
            if (
                _other_verb(name, found.name)
                or _other_word(name, found.name)
                or _part_of(name, found.name)
            ):
                return None
            return found
        return None

    def _requested(self, verb: str, url: str) -> Tool | None:
        """The tool named for an HTTP request, "GET {api_base}/Observation" (MedAgentBench's
        functions, b1492) or "GET /pets", that the request `verb` `url` makes: the same
        verb, and the longest registered path the URL's path ends with."""
        path = re.sub(r"\A(?:[a-z]+://[^/\s]*)?", "", url).rstrip("/")
        best: Tool | None = None
        length = 0
        for tool in self:
            named = _REQUEST_TOOL_RE.fullmatch(tool.name)
            if named is None or named[1].upper() != verb.upper():
                continue
            end = named[2].rstrip("/")
            if end and path.endswith(end) and len(end) > length:  # (end opens with "/")
                best, length = tool, len(end)
        return best

    def resolve_name(self, name: str) -> str | None:
        """The registered name of the tool the model meant by `name`, or None."""
        found = self._tools.get(name) or self.resolve(name)
        return found.name if found else None

    def get(self, name: str) -> Tool:
        """Like `resolve`, but raise ToolError naming the available tools."""
        found = self.resolve(name)
        if found is None:
            available = ", ".join(self.names) or "(none)"
            raise ToolError(f"unknown tool {name!r}; available tools: {available}")
        return found


# Words that name what a tool does: two names that differ in one of them are two tools, not
# one misspelt ("HassLightGet" is no spelling of HassLightSet, b541)
_VERBS = frozenset(
    (  # noqa: SIM905
        "get set put add list delete create update remove read write start stop open close send "
        "fetch find search run load save show hide enable disable lock unlock on off push pull "
        "begin end"
    ).split()
)


def _words(name: str) -> list[str]:
    """A name's words: "HassLightGet", "hass_light_get" and "hass light get" alike."""
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)]


def _other_verb(written: str, registered: str) -> bool:
    """Whether two close names differ in a verb: a different tool, not a misspelling."""
    a, b = _words(written), _words(registered)
    return len(a) == len(b) and any(
        x != y and x in _VERBS and y in _VERBS for x, y in zip(a, b, strict=True)
    )


def _other_word(written: str, registered: str) -> bool:
    """Whether two close names differ in one whole word, not its spelling: core_memory_search
    is another tool than recall_memory_search (Llama-3.1-8B on BFCL, b769), tool_embassy_slot
    than book_embassy_slot (b788)."""
    a, b = _words(written), _words(registered)
    if len(a) != len(b) or len(a) < 2:
        return False
    apart = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return (
        len(apart) == 1
        and all(len(w) >= 3 for w in apart[0])
        and (difflib.SequenceMatcher(None, *apart[0]).ratio() <= 0.5)
    )


def _part_of(written: str, registered: str) -> bool:
    """Whether a written name is a dotted name's part ("capacitance_calculator" for
    capacitance_calculator.calculate): a name a word short, not a misspelling."""
    parts = registered.split(".")
    return len(parts) > 1 and written.strip().lower() in (parts[0].lower(), parts[-1].lower())


def load_tools_file(path: str | Path) -> list[Tool]:
    """Import a Python file and return every `@tool` function defined in it."""
    file = Path(path)
    if not file.is_file():
        raise ConfigError(f"tools file not found: {file}")
    module_name = f"tao_user_tools_{_squash(str(file.resolve()))}"
    spec = importlib.util.spec_from_file_location(module_name, file)
    if spec is None or spec.loader is None:
        raise ConfigError(f"cannot load tools file: {file}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        sys.modules.pop(module_name, None)
        raise ConfigError(f"error while loading {file}: {type(exc).__name__}: {exc}") from None
    tools = [v for v in vars(module).values() if isinstance(v, Tool)]
    if not tools:
        raise ConfigError(f"no @tool functions in {file}")
    return tools
