"""Show a run as it happens: Thought / Action / Observation on stderr, in colour on a terminal."""

from __future__ import annotations

import json
import os
import sys
from typing import IO, Any

from tao.agent import Event, action_text

_COLOURS = {
    "thought": "\033[36m",  # cyan
    "action": "\033[33m",  # yellow
    "observation": "\033[32m",  # green
    "error": "\033[31m",  # red
    "final": "\033[1m",  # bold
}
_RESET = "\033[0m"
_LABELS = {
    "en": {"thought": "Thought", "action": "Action", "observation": "Observation", "error": "Error", "final": "Final Answer"},
    "zh": {"thought": "思考", "action": "行动", "observation": "观察", "error": "错误", "final": "最终答案"},
}  # fmt: skip
MAX_OBSERVATION = 2_000  # characters of an observation shown in the trace


class Trace:
    """Renders events to a stream (stderr by default); `jsonl` writes one JSON object per event."""

    def __init__(
        self,
        stream: IO[str] | None = None,
        *,
        lang: str = "en",
        colour: bool | None = None,
        jsonl: IO[str] | None = None,
    ) -> None:
        self.stream = stream or sys.stderr
        if colour is None:
            colour = self.stream.isatty() and not os.environ.get("NO_COLOR")
        self.colour = colour
        self.labels = _LABELS.get(lang, _LABELS["en"])
        self.jsonl = jsonl
        self._in_tokens = False
        self._streamed = False  # this model call's text was already shown token by token

    def __call__(self, event: Event) -> None:
        if self.jsonl is not None:
            self.jsonl.write(json.dumps(_record(event), ensure_ascii=False) + "\n")
        if event.type == "token":
            self.stream.write(self._paint("thought", event.text) if self.colour else event.text)
            self._in_tokens = self._streamed = True
            self.stream.flush()
            return
        if self._in_tokens:
            self.stream.write("\n")
            self._in_tokens = False
        if event.type == "end" and event.result is not None:
            self._summary(event.result)
            return
        if event.type not in _COLOURS or (self._streamed and event.type in ("thought", "final")):
            return
        if event.type == "observation":
            self._streamed = False
        text = event.text
        if event.type == "action" and event.step is not None:
            text = action_text(event.step)
        if event.type == "observation" and len(text) > MAX_OBSERVATION:
            text = text[:MAX_OBSERVATION] + f" … ({len(text) - MAX_OBSERVATION} more characters)"
        self.stream.write(f"{self._paint(event.type, self.labels[event.type] + ':')} {text}\n")
        self.stream.flush()

    def _summary(self, result: Any) -> None:
        cached = sum(s.cached_tokens for s in result.steps)
        reused = f" ({cached} reused from cache)" if cached else ""
        line = (
            f"— {result.status}: {result.llm_calls} model calls, "
            f"{result.usage.get('prompt_tokens', 0)} prompt tokens{reused}, "
            f"{result.usage.get('completion_tokens', 0)} completion tokens, {result.seconds:.2f} s"
        )
        self.stream.write((f"\033[2m{line}{_RESET}" if self.colour else line) + "\n")
        self.stream.flush()

    def _paint(self, kind: str, text: str) -> str:
        return f"{_COLOURS[kind]}{text}{_RESET}" if self.colour else text


def _record(event: Event) -> dict[str, Any]:
    record: dict[str, Any] = {"type": event.type, "text": event.text}
    if event.step is not None:
        record["step"] = event.step.to_record()
    return record
