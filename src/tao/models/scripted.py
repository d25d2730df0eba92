"""ScriptedModel: replays a list of replies, so that agents can be tested deterministically."""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from tao.errors import ModelError
from tao.models.base import Reply, as_reply


def _tokens(text: str) -> int:
    # A rough count (about 4 characters a token) so that usage is never empty.
    return max(1, len(text) // 4) if text else 0


class ScriptedModel:
    """Replays `replies` in order: strings of assistant text, or dicts with `tool_calls`."""

    def __init__(self, replies: Iterable[str | dict[str, Any] | Reply]) -> None:
        self.replies = [as_reply(r) for r in replies]
        self.calls: list[dict[str, Any]] = []  # what each call was given, for tests
        self.supports_tools = any(r.tool_calls for r in self.replies)

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply:
        index = len(self.calls)
        self.calls.append({"messages": copy.deepcopy(messages), "tools": tools, "stop": stop})
        if index >= len(self.replies):
            raise ModelError(f"ScriptedModel has no reply left (it had {len(self.replies)})")
        reply = self.replies[index]
        prompt = sum(_tokens(str(m.get("content") or "")) for m in messages)
        usage = {"prompt_tokens": prompt, "completion_tokens": _tokens(reply.content or "")}
        return Reply(reply.content, [dict(c) for c in reply.tool_calls], reply.usage or usage)

    async def acomplete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply:
        return self.complete(messages, tools=tools, stop=stop)
