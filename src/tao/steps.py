"""What a run is made of: Steps inside Turns. Prompts are derived from these, never stored twice."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

StepKind = Literal["action", "final", "invalid", "repeat"]


@dataclass(slots=True)
class Step:
    """One step of a run: the model's thought and action (or answer), and what came back."""

    thought: str | None = None
    tool: str | None = None
    args: dict[str, Any] | str | None = None
    observation: str | None = None
    error: str | None = None
    kind: StepKind = "action"
    text: str = ""  # the model's words for this step, cut after its first complete step
    call_id: str | None = None
    call: int = 0  # index of the model call that produced it; parallel calls share one
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0  # prompt tokens the backend reused from its cache
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """The step as the `--json` contract shows it."""
        return {
            "thought": self.thought,
            "tool": self.tool,
            "args": self.args,
            "observation": self.observation,
            "error": self.error,
        }

    def to_record(self) -> dict[str, Any]:
        """Every field, for sessions and JSONL traces."""
        return asdict(self)

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Step:
        known = {k: v for k, v in record.items() if k in cls.__dataclass_fields__}
        return cls(**known)


@dataclass(slots=True)
class Turn:
    """One question and everything the agent did to answer it."""

    question: str
    steps: list[Step] = field(default_factory=list)
    answer: str | None = None
    status: str = "running"
    # Messages already rendered from the steps, by format: (steps rendered, messages).
    # Steps are only ever appended, so each is rendered once (see Format.messages).
    rendered: dict[tuple[str, str], tuple[int, list[dict[str, Any]]]] = field(
        default_factory=dict, repr=False, compare=False
    )

    def to_record(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.answer,
            "status": self.status,
            "steps": [s.to_record() for s in self.steps],
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Turn:
        return cls(
            question=record["question"],
            steps=[Step.from_record(s) for s in record.get("steps", [])],
            answer=record.get("answer"),
            status=record.get("status", "final"),
        )


def by_call(steps: list[Step]) -> list[list[Step]]:
    """Group steps by the model call that produced them, in order."""
    groups: list[list[Step]] = []
    for step in steps:
        if groups and groups[-1][0].call == step.call:
            groups[-1].append(step)
        else:
            groups.append([step])
    return groups
