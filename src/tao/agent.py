"""The ReAct loop: ask the model, run the tool it picks, feed the observation back, repeat.

The loop is written once, as a generator that yields what it needs (a model reply, a tool
result) and the events it wants shown; `run`, `arun` and `stream` are thin drivers around it.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator, Callable, Generator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tao.errors import ConfigError, TaoError, ToolError
from tao.formats import Actions, Final, Format, Unparsed, get_format
from tao.models.base import Reply, ToolsUnsupported, as_reply
from tao.steps import Step, Turn
from tao.tools.base import Tool
from tao.tools.registry import Registry

MAX_INVALID = 3  # unparseable replies in a row before a run gives up
_STOPPED = "the same call was repeated"  # the error of the step that stops a run


@dataclass(slots=True)
class Event:
    """Something that happened during a run: thought, action, observation, token, final, error."""

    type: str
    text: str = ""
    step: Step | None = None
    result: Result | None = None


@dataclass(slots=True)
class Result:
    """The outcome of a run: `.answer`, `.status`, `.steps`, `.usage`."""

    answer: str | None
    status: str
    steps: list[Step]
    usage: dict[str, int]
    llm_calls: int
    seconds: float
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Exactly the `--json` contract."""
        return {
            "answer": self.answer,
            "status": self.status,
            "steps": [s.to_dict() for s in self.steps],
            "usage": {
                "prompt_tokens": self.usage.get("prompt_tokens", 0),
                "completion_tokens": self.usage.get("completion_tokens", 0),
            },
            "llm_calls": self.llm_calls,
            "seconds": round(self.seconds, 4),
        }


@dataclass(slots=True)
class _ModelCall:
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None
    stop: list[str] | None


@dataclass(slots=True)
class _ToolCall:
    tool: Tool
    args: Any


@dataclass(slots=True)
class _Episode:
    """The state of one run while it is going on."""

    turn: Turn
    usage: dict[str, int] = field(
        default_factory=lambda: {"prompt_tokens": 0, "completion_tokens": 0}
    )
    llm_calls: int = 0
    started: float = field(default_factory=time.perf_counter)


class Agent:
    """A ReAct agent: a model, tools, a format, and the conversation so far."""

    def __init__(
        self,
        model: Any = None,
        tools: Iterable[Tool | Callable[..., Any] | str] = (),
        *,
        format: str = "auto",
        max_steps: int = 10,
        lang: str | None = None,
        system: str | None = None,
        session: str | None = None,
        store: Any = None,
        memory: bool = True,
    ) -> None:
        if model is None:
            from tao.config import make_model, resolve

            model = make_model(resolve())
        if max_steps < 1:
            raise ConfigError("max_steps must be at least 1")
        self.model = model
        self.tools = tools if isinstance(tools, Registry) else Registry(tools)
        self.format_name = format
        self.lang = lang
        self.max_steps = max_steps
        self._system = system
        self.format = self._pick_format(format)
        self._zh: Format | None = None
        self._prompts: dict[tuple[Any, ...], str] = {}  # instructions, rendered once
        self._bind()
        self.history: list[Turn] = []
        self.memory = memory  # False: every run starts afresh (many independent tasks)
        self.session = session
        self.store = store
        if session is not None:
            if self.store is None:
                from tao.memory import SessionStore

                self.store = SessionStore()
            self.history = self.store.load(session)

    def _pick_format(self, name: str) -> Format:
        if self.lang not in (None, "en", "zh"):
            raise ConfigError(f"unknown language {self.lang!r}; use en or zh")
        if name == "auto":
            supports = getattr(self.model, "supports_tools", None)
            name = "react" if supports is False else "native"
        return get_format(name, self.lang)

    def _bind(self) -> None:
        # A model that shapes its own decoding (a local model's grammar) learns the format here.
        bind = getattr(self.model, "bind", None)
        if callable(bind):
            bind(self.format, self.tools)

    @property
    def system(self) -> str:
        """The instructions sent as the system message."""
        return self._system_prompt(self.format)

    def _system_prompt(self, fmt: Format) -> str:
        key = (fmt.name, fmt.lang, self.tools.version, self._system)
        prompt = self._prompts.get(key)
        if prompt is None:
            instructions = fmt.instructions(self.tools)
            prompt = f"{self._system}\n\n{instructions}" if self._system else instructions
            self._prompts[key] = prompt
        return prompt

    def reset(self) -> None:
        """Forget the conversation (a saved session stays on disk)."""
        self.history = []

    # ------------------------------------------------------------------ the loop
    def _format_for(self, question: str) -> Format:
        """The format, with Chinese instructions for a Chinese question unless a language was set."""
        fmt = self.format
        if self.lang is None and fmt.lang != "zh" and _is_chinese(question):
            if self._zh is None or self._zh.name != fmt.name:
                self._zh = get_format(fmt.name, "zh")
            return self._zh
        return fmt

    def _setup(
        self, question: str
    ) -> tuple[Format, str, list[dict[str, Any]] | None, list[str] | None]:
        """What stays the same for every call of a run: format, instructions, schemas, stop."""
        fmt = self._format_for(question)
        schemas = self.tools.schemas() if fmt.native else None
        return fmt, self._system_prompt(fmt), schemas, list(fmt.stop) or None

    def _loop(self, question: str, emit: bool = True) -> Generator[Any, Any, Result]:
        ep = _Episode(Turn(question))
        history = list(self.history) if self.memory else []
        steps = ep.turn.steps
        seen: dict[str, str] = {}  # call key -> observation
        warned: set[str] = set()
        invalid = 0
        status, answer, error = "max_steps", None, None
        fmt, system, schemas, stop = self._setup(question)
        while ep.llm_calls < self.max_steps:
            messages = fmt.messages(system, history, ep.turn, self.tools)
            started = time.perf_counter()
            reply = yield _ModelCall(messages, schemas, stop)
            if isinstance(reply, ToolsUnsupported):
                if self.format_name != "auto" or not fmt.native:
                    raise reply
                self.format = get_format("react", self.lang)
                self._bind()
                fmt, system, schemas, stop = self._setup(question)
                continue
            if not isinstance(reply, Reply):
                reply = as_reply(reply)
            index = ep.llm_calls
            ep.llm_calls += 1
            seconds = time.perf_counter() - started
            usage = ep.usage
            usage["prompt_tokens"] += int(reply.usage.get("prompt_tokens", 0) or 0)
            usage["completion_tokens"] += int(reply.usage.get("completion_tokens", 0) or 0)
            try:
                parsed = fmt.parse_reply(reply, self.tools)
            except Exception as exc:  # a reader's bug must not end the run: ask again
                text = reply.content or ""
                parsed = Unparsed(f"tao failed to read it ({type(exc).__name__})", None, text)
            if isinstance(parsed, Unparsed) and parsed.guess is not None:
                # arguments with the tool's name left out, fitting one tool only: call it
                parsed = Actions([parsed.guess], parsed.thought, parsed.text)
            made = (steps, reply, parsed, index, seconds)  # what every step of this call shares
            if parsed.thought and emit:
                yield Event("thought", parsed.thought)
            if isinstance(parsed, Final):
                s = _add_step(*made, kind="final")
                status, answer = "final", parsed.answer
                if emit:
                    yield Event("final", answer, s)
                break
            if isinstance(parsed, Unparsed):
                invalid += 1
                s = _add_step(
                    *made, kind="invalid", error=f"could not parse the reply: {parsed.reason}"
                )
                s.observation = fmt.feedback(s, self.tools)
                if emit:
                    yield Event("error", s.error or "", s)
                if invalid >= MAX_INVALID:
                    status, error = "error", "the model's replies could not be understood"
                    break
                continue
            invalid = 0
            assert isinstance(parsed, Actions)
            repeated = False
            for c in parsed.calls:
                s = _add_step(*made, tool=c.tool, args=c.input, call_id=c.id)
                tool, key = self._prepare(fmt, s, seen, warned)
                if emit:
                    yield Event("action", step=s)
                if tool is not None:
                    outcome = yield _ToolCall(tool, s.args)
                    if isinstance(outcome, TaoError):
                        s.error, outcome = str(outcome), f"Error: {outcome}"
                    s.observation = seen[key] = outcome
                if emit:
                    yield Event("observation", s.observation or "", s)
                if s.error == _STOPPED:
                    repeated = True
                    break
            if repeated:
                status, error = "repeated", "the model kept repeating the same call"
                break
        ep.turn.answer, ep.turn.status = answer, status
        if self.memory:
            self.history.append(ep.turn)
        if self.session is not None and self.store is not None:
            self.store.append(self.session, ep.turn)
        return Result(
            answer,
            status,
            steps,
            ep.usage,
            ep.llm_calls,
            time.perf_counter() - ep.started,
            error,
        )

    def _prepare(
        self, fmt: Format, s: Step, seen: dict[str, str], warned: set[str]
    ) -> tuple[Tool | None, str]:
        """The tool to run for step `s` (and the call's key), or None when the step already
        has its observation: an unknown tool, or a call the model made before."""
        tool = self.tools.resolve(s.tool or "")
        if tool is not None:
            s.tool = tool.name
        key = _call_key(s.tool, s.args)
        if key in seen:
            s.kind = "repeat"
            if key in warned:  # told once already: the run stops
                s.error, s.observation = _STOPPED, seen[key]
            else:
                warned.add(key)
                s.error, s.observation = "repeated call", fmt.repeat_notice(s, seen[key])
            return None, key
        if tool is None:
            s.error = f"unknown tool {s.tool!r}"
            s.observation = seen[key] = (
                f"Error: there is no tool called {s.tool!r}. "
                f"Available tools: {', '.join(self.tools.names) or '(none)'}"
            )
        return tool, key

    # ------------------------------------------------------------------ drivers
    def run(self, question: str) -> Result:
        """Answer `question`, calling tools as the model asks; the conversation is kept."""
        gen = self._loop(question, emit=False)
        value: Any = None
        while True:
            try:
                request = gen.send(value)
            except StopIteration as done:
                result: Result = done.value
                return result
            value = self._fulfil(request)

    def _fulfil(self, request: _ModelCall | _ToolCall) -> Any:
        """Do what the loop asked for: a model reply or a tool's result (errors as values)."""
        if isinstance(request, _ModelCall):
            try:
                return self.model.complete(request.messages, tools=request.tools, stop=request.stop)
            except ToolsUnsupported as exc:
                return exc
        try:
            return request.tool.run(request.args)
        except ToolError as exc:
            return exc

    def stream(self, question: str, tokens: bool = True) -> Iterator[Event]:
        """Like `run`, yielding events as they happen; the last one, `end`, carries the Result.

        With `tokens`, a model that can stream also yields its text as `token` events."""
        result = yield from self._drive(question, tokens=tokens)
        yield Event("end", result.status, result=result)

    def _drive(
        self, question: str, tokens: bool, emit: bool = True
    ) -> Generator[Event, None, Result]:
        gen = self._loop(question, emit)
        value: Any = None
        while True:
            try:
                request = gen.send(value)
            except StopIteration as done:
                result: Result = done.value
                return result
            value = None
            if isinstance(request, Event):
                yield request
            elif tokens and isinstance(request, _ModelCall) and hasattr(self.model, "stream"):
                try:
                    value = yield from self._streamed(request)
                except ToolsUnsupported as exc:
                    value = exc
            else:
                value = self._fulfil(request)

    def _streamed(self, request: _ModelCall) -> Generator[Event, None, Any]:
        for item in self.model.stream(request.messages, tools=request.tools, stop=request.stop):
            if isinstance(item, str):
                yield Event("token", item)
            else:
                return item
        return Reply("")

    async def arun(self, question: str) -> Result:
        """Async `run`: many runs can share one event loop."""
        box: list[Result] = []
        async for _ in self._adrive(question, box, emit=False):
            pass
        return box[0]

    async def astream(self, question: str) -> AsyncIterator[Event]:
        """Async `stream`: step events as they happen, then `end` with the Result."""
        box: list[Result] = []
        async for event in self._adrive(question, box):
            yield event
        yield Event("end", box[0].status, result=box[0])

    async def _adrive(
        self, question: str, box: list[Result], emit: bool = True
    ) -> AsyncIterator[Event]:
        gen = self._loop(question, emit)
        value: Any = None
        while True:
            try:
                request = gen.send(value)
            except StopIteration as done:
                box.append(done.value)
                return
            value = None
            if isinstance(request, Event):
                yield request
            elif isinstance(request, _ModelCall):
                try:
                    value = await self.model.acomplete(
                        request.messages, tools=request.tools, stop=request.stop
                    )
                except ToolsUnsupported as exc:
                    value = exc
            else:
                try:
                    value = await request.tool.arun(request.args)
                except ToolError as exc:
                    value = exc


def _add_step(
    steps: list[Step], reply: Reply, parsed: Any, index: int, seconds: float, **fields: Any
) -> Step:
    """Append a step of model call `index`; its token usage goes on the call's first step."""
    s = Step(call=index, seconds=seconds, thought=parsed.thought, text=parsed.text, **fields)
    if not steps or steps[-1].call != index:
        usage = reply.usage
        s.prompt_tokens = int(usage.get("prompt_tokens", 0) or 0)
        s.completion_tokens = int(usage.get("completion_tokens", 0) or 0)
        s.cached_tokens = int(usage.get("cached_tokens", 0) or 0)
    steps.append(s)
    return s


_HAN = re.compile(r"[\u4e00-\u9fff]")


def _is_chinese(text: str) -> bool:
    """Mostly Chinese: at least two Han characters, making up a sixth of the text."""
    if _HAN.search(text) is None:
        return False
    han = len(_HAN.findall(text))
    return han >= 2 and han * 3 >= len(text.strip()) // 2


def _call_key(tool: str | None, args: Any) -> str:
    """What makes two calls the same call: the tool and its arguments, spacing aside."""
    if isinstance(args, str):
        return f"{tool}\x00{' '.join(args.split())}"
    if isinstance(args, dict) and len(args) == 1:
        ((name, value),) = args.items()
        if isinstance(value, str):
            return f"{tool}\x00{name}\x00{' '.join(value.split())}"
    if isinstance(args, dict) and all(isinstance(v, str | int | float) for v in args.values()):
        return f"{tool}\x00{sorted(args.items())!r}"
    try:
        return f"{tool}\x00{json.dumps(args, sort_keys=True, ensure_ascii=False, default=str)}"
    except (TypeError, ValueError):
        return f"{tool}\x00{args!r}"


def action_text(step: Step) -> str:
    """`tool({"arg": ...})`: how an action is shown."""
    args = step.args
    if isinstance(args, dict):
        args = json.dumps(args, ensure_ascii=False)
    return f"{step.tool}({args if args is not None else ''})"
