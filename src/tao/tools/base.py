"""`@tool` and `Tool`: a Python function with a JSON schema, validated arguments and a timeout."""

from __future__ import annotations

import ast
import asyncio
import concurrent.futures
import functools
import inspect
import json
import re
import signal
import threading
import time
from collections.abc import Callable
from typing import Any, overload

from tao.errors import ToolError

DEFAULT_TIMEOUT = 60.0  # seconds; None runs a sync tool inline, with no limit
SLOW = 0.005  # seconds: a sync tool slower than this runs in a thread under `arun` from then on

_POOL: concurrent.futures.ThreadPoolExecutor | None = None


def _pool() -> concurrent.futures.ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = concurrent.futures.ThreadPoolExecutor(max_workers=32, thread_name_prefix="tao-tool")
    return _POOL


_SECTION = re.compile(r"^\s*(Args|Arguments|Parameters|Params|参数)\s*[:：]?\s*$", re.I)
_RETURNS = re.compile(r"^\s*(Returns?|Raises|Yields|Examples?|返回)\s*[:：]?\s*$", re.I)
_PARAM_LINE = re.compile(r"^\s*[:@]?(?:param\s+)?(\w+)\s*(?:\([^)]*\))?\s*[:：]\s*(.+)$")


def _parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """Split a docstring into its description and per-parameter descriptions."""
    lines = inspect.cleandoc(doc).splitlines()
    summary: list[str] = []
    params: dict[str, str] = {}
    section = "summary"
    for line in lines:
        if _SECTION.match(line):
            section = "args"
            continue
        if _RETURNS.match(line):
            section = "other"
            continue
        stripped = line.strip()
        if stripped.startswith((":param", "@param")):
            section = "args"
        if section == "summary":
            summary.append(line)
        elif section == "args":
            m = _PARAM_LINE.match(line)
            if m:
                params[m.group(1)] = m.group(2).strip()
            elif stripped and params:
                last = next(reversed(params))
                params[last] += " " + stripped
    return "\n".join(summary).strip(), params


def render_result(value: Any) -> str:
    """Turn whatever a tool returned into observation text."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if isinstance(value, dict | list | tuple):
        try:
            return json.dumps(value, ensure_ascii=False, default=str)
        except (TypeError, ValueError):
            return str(value)
    return str(value)


class Tool:
    """A function the model can call: name, description, JSON schema, validation, timeout."""

    def __init__(
        self,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        timeout: float | None = DEFAULT_TIMEOUT,
        example: str | None = None,
        translations: dict[str, str] | None = None,
    ) -> None:
        self.fn = fn
        self.example = example  # a sample input, shown in the classic format's prompt
        self.translations = dict(translations or {})  # description by language, e.g. {"zh": ...}
        self.name = name or fn.__name__
        doc_summary, self._param_docs = _parse_docstring(fn.__doc__ or "")
        self.description = (description or doc_summary or self.name).strip()
        self.timeout = timeout
        self.is_async = inspect.iscoroutinefunction(fn)
        self.slow = False  # set once a sync call took longer than SLOW
        self._signature = inspect.signature(fn)
        self.params = [
            p.name
            for p in self._signature.parameters.values()
            if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        ]
        # The parameter names, when every parameter is a required plain string (the common
        # case): such arguments need no validation beyond their keys.
        self._text_only = frozenset(
            p.name
            for p in self._signature.parameters.values()
            if p.annotation in (str, "str", p.empty) and p.default is p.empty
        )
        if len(self._text_only) != len(self._signature.parameters):
            self._text_only = frozenset()
        self._one_text = next(iter(self._text_only)) if len(self._text_only) == 1 else None
        self.required = [
            p.name
            for p in self._signature.parameters.values()
            if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        ]
        functools.update_wrapper(self, fn)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def describe(self, lang: str = "en") -> str:
        """The description in `lang` where one was given, else the docstring's."""
        return self.translations.get(lang, self.description)

    def __repr__(self) -> str:
        return f"Tool({self.name!r})"

    @functools.cached_property
    def _model(self) -> Any:
        import pydantic

        fields: dict[str, Any] = {}
        for p in self._signature.parameters.values():
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            annotation = str if p.annotation is p.empty else p.annotation
            default = ... if p.default is p.empty else p.default
            fields[p.name] = (
                annotation,
                pydantic.Field(default, description=self._param_docs.get(p.name)),
            )
        config = pydantic.ConfigDict(coerce_numbers_to_str=True, extra="forbid")
        return pydantic.create_model(f"{self.name}_arguments", __config__=config, **fields)

    @functools.cached_property
    def parameters(self) -> dict[str, Any]:
        """The JSON schema of the arguments, as OpenAI's `tools` expects it."""
        schema = dict(self._model.model_json_schema())
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        schema.setdefault("properties", {})
        schema["type"] = "object"
        # Extra keys are refused when validating; saying so to the model costs tokens every call.
        schema.pop("additionalProperties", None)
        return schema

    def schema(self) -> dict[str, Any]:
        """The OpenAI `tools` entry for this tool."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }

    def arguments(self, args: Any) -> dict[str, Any]:
        """Normalize what the model wrote into validated keyword arguments, or raise ToolError."""
        if isinstance(args, dict) and len(args) == 1:
            ((key, held),) = args.items()
            if key in _WRAPPER_KEYS and key not in self.params and isinstance(held, dict) and held:
                # "area(params={'radius': 5})", {"arguments": {…}}: the arguments under a
                # wrapper's key that is none of this tool's parameters (Hermes 2 Pro on BFCL)
                args = held
        if self._one_text:  # the common case: one text parameter, given as plain text
            if isinstance(args, str) and not _STRUCTURED.search(args):
                return {self._one_text: args}
            if isinstance(args, dict) and len(args) == 1:
                (value,) = args.values()
                if isinstance(value, str):  # a one-key object, whatever the key
                    return {self._one_text: value}
        if args is None or args == "":
            args = {}
        if isinstance(args, str):
            args = self._from_text(args)
        elif not isinstance(args, dict):
            if len(self.params) != 1:
                raise ToolError(
                    f"{self.name} expects an object with keys: {', '.join(self.params)}"
                )
            args = {self.params[0]: args}
        elif len(self.params) == 1 and len(args) == 1 and self.params[0] not in args:
            # A one-parameter tool takes a one-key object, whatever the key.
            args = {self.params[0]: next(iter(args.values()))}
        if (
            self._text_only
            and args.keys() == self._text_only
            and all(isinstance(v, str) for v in args.values())
        ):
            return args  # every parameter a string, every one given as one: nothing to check
        import pydantic

        try:
            validated = self._model.model_validate(args)
        except pydantic.ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(x) for x in e['loc']) or 'arguments'}: {e['msg']}"
                for e in exc.errors()
            )
            expected = ", ".join(self.params) or "no arguments"
            raise ToolError(
                f"bad arguments for {self.name} ({problems}); expected: {expected}"
            ) from None
        return {name: getattr(validated, name) for name in self.params}

    def _from_text(self, text: str) -> dict[str, Any]:
        from tao.formats.jsonish import loads_object

        stripped = text.strip()
        if len(self.params) == 1 and not _STRUCTURED.search(stripped):
            return {self.params[0]: text}  # plain text for a one-parameter tool
        if stripped.startswith(("{", "[")):
            obj = loads_object(stripped)
            if obj is not None:
                return self.arguments(obj)
        keywords = _keywords(stripped, self.params)
        if keywords:
            return keywords
        if len(self.params) == 1:
            return {self.params[0]: text}
        if not self.params:
            return {}
        raise ToolError(
            f"{self.name} takes several arguments; write them as a JSON object with keys: "
            f"{', '.join(self.params)}"
        )

    def run(self, args: Any) -> str:
        """Validate `args`, call the tool, return its result as text; errors raise ToolError."""
        kwargs = self.arguments(args)
        if self.is_async:
            return render_result(asyncio.run(self._await(kwargs)))
        if self.timeout is None:
            return render_result(self._invoke(kwargs))
        if _alarm_free():
            # On the main thread a timer signal interrupts the tool: no thread hop needed.
            try:
                return render_result(_with_alarm(self._invoke, kwargs, self.timeout))
            except _Alarm:
                raise ToolError(f"{self.name} timed out after {self.timeout:g} s") from None
        future = _pool().submit(self._invoke, kwargs)
        try:
            return render_result(future.result(timeout=self.timeout))
        except concurrent.futures.TimeoutError:
            raise ToolError(f"{self.name} timed out after {self.timeout:g} s") from None

    async def arun(self, args: Any) -> str:
        """Async twin of `run`. A sync tool runs on the event loop while it is quick (under
        SLOW seconds; the timer guards it there); once it has been slow, in a worker thread,
        so that it never holds up the other runs again."""
        kwargs = self.arguments(args)
        if self.is_async:
            return render_result(await self._await(kwargs))
        if not self.slow and (self.timeout is None or _alarm_free()):
            started = time.perf_counter()
            try:
                if self.timeout is None:
                    return render_result(self._invoke(kwargs))
                try:
                    return render_result(_with_alarm(self._invoke, kwargs, self.timeout))
                except _Alarm:
                    raise ToolError(f"{self.name} timed out after {self.timeout:g} s") from None
            finally:
                self.slow = time.perf_counter() - started > SLOW
        loop = asyncio.get_running_loop()
        call = loop.run_in_executor(_pool(), self._invoke, kwargs)
        try:
            result = await asyncio.wait_for(call, self.timeout)
        except TimeoutError:
            raise ToolError(f"{self.name} timed out after {self.timeout:g} s") from None
        return render_result(result)

    async def _await(self, kwargs: dict[str, Any]) -> Any:
        try:
            return await asyncio.wait_for(self.fn(**kwargs), self.timeout)
        except TimeoutError:
            raise ToolError(f"{self.name} timed out after {self.timeout:g} s") from None
        except ToolError:
            raise
        except Exception as exc:
            raise ToolError(_describe(self.name, exc)) from exc

    def _invoke(self, kwargs: dict[str, Any]) -> Any:
        try:
            return self.fn(**kwargs)
        except ToolError:
            raise
        except Exception as exc:
            raise ToolError(_describe(self.name, exc)) from exc


class _Alarm(BaseException):
    """Raised by the timer signal inside a tool; a BaseException so tools do not catch it."""


_armed = False  # a tool is running under our timer


def _ring(signum: int, frame: Any) -> None:
    if _armed:
        raise _Alarm


# Text that might be written-out arguments (JSON, key=value, a call) rather than a value.
_STRUCTURED = re.compile(r"[{\[=:：(]")
# Keys that models wrap a call's arguments in: {"params": {"radius": 5}}.
_WRAPPER_KEYS = frozenset(("params", "parameters", "arguments", "args", "kwargs", "input"))
_MAIN = threading.main_thread().ident
# signal.getsignal converts to an enum through a raised ValueError for a Python handler;
# the C function underneath returns the handler as it is, ten times faster.
_getsignal = getattr(getattr(signal, "_signal", signal), "getsignal", signal.getsignal)
_HAS_TIMER = hasattr(signal, "setitimer")


def _alarm_free() -> bool:
    """Whether a SIGALRM timer can guard a call here: main thread, no timer already set,
    and SIGALRM is ours (installed once, if nobody else handles it)."""
    if not _HAS_TIMER or threading.get_ident() != _MAIN:
        return False
    if signal.getitimer(signal.ITIMER_REAL) != (0.0, 0.0):
        return False
    handler = _getsignal(signal.SIGALRM)
    if handler is _ring:
        return True
    if handler in (signal.SIG_DFL, None):
        signal.signal(signal.SIGALRM, _ring)
        return True
    return False  # the program has its own SIGALRM handler: use a thread instead


def _with_alarm(fn: Callable[[dict[str, Any]], Any], kwargs: dict[str, Any], timeout: float) -> Any:
    global _armed
    signal.setitimer(signal.ITIMER_REAL, timeout)
    _armed = True
    try:
        return fn(kwargs)
    finally:
        _armed = False
        signal.setitimer(signal.ITIMER_REAL, 0)


def _keywords(text: str, params: list[str]) -> dict[str, Any] | None:
    """Arguments written as `city=Paris`, `a=1, b=2` or `city: Paris`, for these params."""
    if not params:
        return None
    if len(params) == 1:
        m = re.match(rf"^\s*{re.escape(params[0])}\s*[=:：]\s*(.+)$", text, re.S)
        if m:
            return {params[0]: _literal(m.group(1).strip())}
        if "=" not in text:
            return None  # a plain string: no need to try it as call arguments
    try:
        call = ast.parse(f"f({text})", mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    source = f"f({text})"
    if not isinstance(call, ast.Call):
        return None
    if call.args and not call.keywords and len(call.args) == len(params) > 1:
        # "3, 4" for add(a, b): positional, in the signature's order
        values = [_literal(ast.get_source_segment(source, a) or "") for a in call.args]
        return dict(zip(params, values, strict=True))
    if call.args or not call.keywords or any(k.arg not in params for k in call.keywords):
        return None
    return {
        str(k.arg): _literal(ast.get_source_segment(source, k.value) or "") for k in call.keywords
    }


def _literal(source: str) -> Any:
    try:
        value = ast.literal_eval(source)
    except (ValueError, SyntaxError, RecursionError, MemoryError):
        value = Ellipsis
    return source.strip().strip("\"'") if value is Ellipsis else value


def _describe(name: str, exc: BaseException) -> str:
    message = str(exc).strip() or type(exc).__name__
    return f"{name} failed: {type(exc).__name__}: {message}"


@overload
def tool(fn: Callable[..., Any], /) -> Tool: ...


@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    example: str | None = None,
    translations: dict[str, str] | None = None,
) -> Callable[[Callable[..., Any]], Tool]: ...


def tool(fn: Callable[..., Any] | None = None, /, **options: Any) -> Any:
    """Make a function a tool: `@tool`, or `@tool(name=, description=, timeout=, example=)`."""
    if fn is not None:
        return Tool(fn, **options)
    return lambda f: Tool(f, **options)
