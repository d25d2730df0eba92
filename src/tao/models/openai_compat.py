"""OpenAI-compatible chat endpoints (DeepSeek, DashScope, Doubao, OpenAI, vLLM, llama.cpp, Ollama).

Built on the official `openai` client, which retries 408/409/429/5xx and dropped
connections with exponential backoff and jitter, honouring Retry-After. tao adds what the
client lacks: a retry when a stream breaks off or a reply is malformed, a retry without
`stop` for models that refuse it, and one-line errors that never show the key.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
import weakref
from collections.abc import Iterator
from typing import Any

import openai

try:  # openai 3 moved to httpx2; older releases use httpx
    import httpx2 as _http  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover - depends on the installed openai
    import httpx as _http  # type: ignore[no-redef, unused-ignore]

from openai.types.chat import ChatCompletion, ChatCompletionChunk

from tao.errors import ModelError
from tao.formats import jsonish
from tao.models.base import Reply, ToolsUnsupported, cut_at_stop

DEFAULT_TIMEOUT = 60.0
DEFAULT_RETRIES = 4


class _Broken(Exception):
    """A reply that broke off or made no sense: worth another try."""


# Failures the openai client does not retry by itself: a stream that breaks off, a body
# that is not the JSON it should be.
_RETRYABLE: tuple[type[BaseException], ...] = (
    _Broken,
    _http.TransportError,
    openai.APIResponseValidationError,
    ValueError,
)


_FAILURES: tuple[type[BaseException], ...] = (openai.OpenAIError, *_RETRYABLE)


class OpenAICompatible:
    """A chat-completions endpoint; `complete`, `acomplete` and `stream` return `Reply`s."""

    supports_tools: bool | None = None  # unknown until the endpoint says no

    def __init__(
        self,
        base_url: str | None = None,
        api_key: str | None = None,
        model: str = "gpt-4o-mini",
        *,
        temperature: float | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_RETRIES,
        streaming: bool = False,
        extra_body: dict[str, Any] | None = None,
    ) -> None:
        self.base_url = (base_url or "https://api.openai.com/v1").rstrip("/")
        self.api_key = api_key or "no-key"
        self.model = model
        self.temperature = temperature
        self.timeout = timeout
        self.max_retries = max_retries
        self.streaming = streaming
        self.extra_body = extra_body
        self.accepts_stop = True
        self._client: Any = None
        self._async_clients: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()

    def __repr__(self) -> str:
        return f"OpenAICompatible(base_url={self.base_url!r}, model={self.model!r})"

    # ------------------------------------------------------------------ clients
    def _options(self) -> dict[str, Any]:
        return {
            "base_url": self.base_url,
            "api_key": self.api_key,
            "timeout": self.timeout,
            "max_retries": self.max_retries,
        }

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = openai.OpenAI(**self._options())
        return self._client

    def _async_client(self) -> Any:
        loop = asyncio.get_running_loop()
        client = self._async_clients.get(loop)
        if client is None:
            # One client per event loop: its connection pool belongs to that loop.
            client = openai.AsyncOpenAI(**self._options())
            self._async_clients[loop] = client
        return client

    # ------------------------------------------------------------------ requests
    def _request(
        self,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None,
        stop: list[str] | None,
    ) -> dict[str, Any]:
        request: dict[str, Any] = {"model": self.model, "messages": messages}
        if self.temperature is not None:
            request["temperature"] = self.temperature
        if stop and self.accepts_stop:
            request["stop"] = list(stop)[:4]  # OpenAI takes at most four
        if tools:
            request["tools"] = tools
        if self.extra_body:
            request.update(self.extra_body)
        return request

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply:
        """One chat completion, with retries; raises ModelError when the endpoint fails."""
        for item in self._generate(messages, tools, stop, self.streaming):
            if isinstance(item, Reply):
                return item
        raise ModelError(f"{self.base_url} sent no reply")

    def stream(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Iterator[str | Reply]:
        """Text deltas as they arrive, then the whole Reply (a retry may repeat some text)."""
        return self._generate(messages, tools, stop, True)

    def _generate(
        self,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None,
        stop: list[str] | None,
        streaming: bool,
    ) -> Iterator[str | Reply]:
        attempt = 0
        while True:
            request = self._request(messages, tools, stop)
            try:
                if streaming:
                    state = _Stream()
                    for chunk in self.client.post(**_post(request, streaming=True)):
                        text = state.add(chunk)
                        if text:
                            yield text
                    reply = state.reply()
                else:
                    reply = _reply(self.client.post(**_post(request, streaming=False)))
            except _FAILURES as exc:
                attempt = self._after_failure(exc, request, attempt)
                time.sleep(_backoff(attempt))
                continue
            reply.content = cut_at_stop(reply.content or "", stop)
            yield reply
            return

    async def acomplete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply:
        """Async twin of `complete`."""
        client = self._async_client()
        attempt = 0
        while True:
            request = self._request(messages, tools, stop)
            try:
                if self.streaming:
                    state = _Stream()
                    async for chunk in await client.post(**_post(request, True, asynchronous=True)):
                        state.add(chunk)
                    reply = state.reply()
                else:
                    reply = _reply(await client.post(**_post(request, streaming=False)))
            except _FAILURES as exc:
                attempt = self._after_failure(exc, request, attempt)
                await asyncio.sleep(_backoff(attempt))
                continue
            reply.content = cut_at_stop(reply.content or "", stop)
            return reply

    # ------------------------------------------------------------------ errors
    def _after_failure(self, exc: BaseException, request: dict[str, Any], attempt: int) -> int:
        """Raise a ModelError for a final failure; else the attempt number to wait for."""
        if isinstance(exc, openai.BadRequestError):
            self._reject(exc, request)
            return 0  # retry at once, without what the endpoint refused
        if isinstance(exc, _RETRYABLE):
            # The openai client retried status codes itself; these are broken replies.
            if attempt >= self.max_retries:
                raise ModelError(self._redact(f"{self.base_url} kept failing: {exc}")) from None
            return attempt + 1
        raise self._error(exc) from None

    def _reject(self, exc: Any, request: dict[str, Any]) -> None:
        """A 400: retry without `stop` if that is what it refused, else raise."""
        message = _message(exc)
        if "stop" in request and re.search(r"\bstop\b", message, re.I):
            self.accepts_stop = False  # tao cuts the text itself from now on
            return
        if "tools" in request and re.search(r"tool|function", message, re.I):
            self.supports_tools = False
            raise ToolsUnsupported(
                self._redact(f"{self.base_url} does not accept tools: {message}")
            )
        raise ModelError(
            self._redact(f"{self.base_url} rejected the request (HTTP 400): {message}")
        )

    def _error(self, exc: Any) -> ModelError:
        status = getattr(exc, "status_code", None)
        if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
            text = (
                f"authentication failed at {self.base_url} (HTTP {status}): check the API key "
                "(--api-key, TAO_API_KEY or your provider's variable)"
            )
        elif isinstance(exc, openai.NotFoundError):
            text = f"{self.base_url} answered 404 for model {self.model!r}: check --base-url and --model"
        elif isinstance(exc, openai.APITimeoutError):
            text = f"{self.base_url} did not answer within {self.timeout:g} s ({self.max_retries} retries)"
        elif isinstance(exc, openai.APIConnectionError):
            text = f"cannot reach {self.base_url} ({self.max_retries} retries): {_cause(exc)}"
        elif isinstance(exc, openai.RateLimitError):
            text = f"{self.base_url} is rate limiting (HTTP 429) after {self.max_retries} retries"
        elif isinstance(exc, openai.APIStatusError):
            text = f"{self.base_url} failed (HTTP {status}) after {self.max_retries} retries: {_message(exc)}"
        else:
            text = f"{self.base_url}: {type(exc).__name__}: {_message(exc)}"
        return ModelError(self._redact(text))

    def _redact(self, text: str) -> str:
        if self.api_key and len(self.api_key) >= 4:
            text = text.replace(self.api_key, "***")
        return re.sub(r"\b(sk-[A-Za-z0-9_\-*]{3})[A-Za-z0-9_\-*]{6,}", r"\1***", text)


def _post(request: dict[str, Any], streaming: bool, asynchronous: bool = False) -> dict[str, Any]:
    """Arguments of `client.post` for a chat completion.

    The body goes out as the plain dict it already is: `chat.completions.create` would
    re-validate every message through type introspection, which costs more CPU than the
    rest of a step (measured in bench/).
    """
    options: dict[str, Any] = {"cast_to": ChatCompletion, "body": request}
    if streaming:
        options["body"] = {**request, "stream": True, "stream_options": {"include_usage": True}}
        options["stream"] = True
        stream = openai.AsyncStream if asynchronous else openai.Stream
        options["stream_cls"] = stream[ChatCompletionChunk]
    return {"path": "/chat/completions", **options}


def _backoff(attempt: int) -> float:
    """Exponential backoff with jitter; attempt 0 means no wait."""
    if attempt <= 0:
        return 0.0
    return min(8.0, 0.25 * 2 ** (attempt - 1)) * (0.5 + random.random())


def _message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])[:300]
        if isinstance(err, str):
            return err[:300]
    return (str(getattr(exc, "message", "") or exc) or type(exc).__name__)[:300]


def _cause(exc: BaseException) -> str:
    cause = exc.__cause__ or exc.__context__
    return f"{type(cause).__name__}: {cause}" if cause else str(exc)


def _arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        if not raw.strip():
            return {}
        value = jsonish.loads_object(raw)
        return value if value is not None else raw
    return raw or {}


def _usage(usage: Any) -> dict[str, int]:
    if usage is None:
        return {}
    out = {
        "prompt_tokens": int(getattr(usage, "prompt_tokens", 0) or 0),
        "completion_tokens": int(getattr(usage, "completion_tokens", 0) or 0),
    }
    details = getattr(usage, "prompt_tokens_details", None)
    cached = getattr(details, "cached_tokens", None) if details else None
    if cached:
        out["cached_tokens"] = int(cached)
    return out


def _reply(response: Any) -> Reply:
    choices = getattr(response, "choices", None)
    if not choices:
        raise _Broken("a reply with no choices")
    message = choices[0].message
    calls = [
        {
            "id": c.id or f"call_{i}",
            "name": c.function.name,
            "arguments": _arguments(c.function.arguments),
        }
        for i, c in enumerate(message.tool_calls or [])
    ]
    return Reply(message.content, calls, _usage(getattr(response, "usage", None)))


class _Stream:
    """Accumulates streamed chunks into a Reply."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.usage: dict[str, int] = {}
        self.finished = False

    def add(self, chunk: Any) -> str:
        if getattr(chunk, "usage", None):
            self.usage = _usage(chunk.usage)
        delta_text = ""
        for choice in chunk.choices or []:
            delta = choice.delta
            if delta is not None and delta.content:
                delta_text += delta.content
            for tc in (delta.tool_calls if delta is not None else None) or []:
                slot = self.calls.setdefault(tc.index, {"id": None, "name": "", "arguments": ""})
                slot["id"] = tc.id or slot["id"]
                if tc.function is not None:
                    slot["name"] += tc.function.name or ""
                    slot["arguments"] += tc.function.arguments or ""
            if choice.finish_reason:
                self.finished = True
        self.text.append(delta_text)
        return delta_text

    def reply(self) -> Reply:
        if not self.finished:
            raise _Broken("the stream ended before the reply was finished")
        calls = [
            {
                "id": c["id"] or f"call_{i}",
                "name": c["name"],
                "arguments": _arguments(c["arguments"]),
            }
            for i, c in sorted(self.calls.items())
        ]
        return Reply("".join(self.text), calls, self.usage)
