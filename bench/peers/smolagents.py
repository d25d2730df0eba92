"""smolagents' `ToolCallingAgent` on the dog task, with an instant model (no async: threads)."""

from __future__ import annotations

import importlib.metadata
import time
from typing import Any

from bench import dog
from bench.peers import harness

NAME = "smolagents"
LABEL = "smolagents ToolCallingAgent"
IMPORTS = "import smolagents"


def available() -> list[str]:
    return harness.missing("smolagents")


def version() -> str:
    return importlib.metadata.version("smolagents")


def _tools() -> list[Any]:
    from smolagents import tool

    @tool
    def calculate(what: str) -> str:
        """Runs a calculation and returns the number - uses Python so be sure to use floating point syntax if necessary

        Args:
            what: the expression to compute
        """
        return dog.calculate(what)

    @tool
    def average_dog_weight(name: str) -> str:
        """returns average weight of a dog when given the breed

        Args:
            name: the breed
        """
        return dog.average_dog_weight(name)

    return [calculate, average_dog_weight]


def _agent(record: list[dict[str, Any]] | None = None, latency: float = 0.0) -> Any:
    from smolagents import Model, ToolCallingAgent
    from smolagents.models import (
        ChatMessage,
        ChatMessageToolCall,
        ChatMessageToolCallFunction,
        MessageRole,
    )
    from smolagents.monitoring import LogLevel

    class DogModel(Model):
        """Answers at once (after `latency`, sleeping) with the dog-task tool calls."""

        def generate(
            self,
            messages: Any,
            stop_sequences: Any = None,
            response_format: Any = None,
            tools_to_call_from: Any = None,
            **kwargs: Any,
        ) -> Any:
            if latency:
                time.sleep(latency)
            index = sum(1 for m in messages if m.role == MessageRole.TOOL_RESPONSE)
            reply = dog.reply_dict("native", index)
            calls = reply["tool_calls"] or [
                {"id": "call_final", "name": "final_answer", "arguments": {"answer": dog.ANSWER}}
            ]
            if record is not None:
                sent = self._prepare_completion_kwargs(
                    messages, stop_sequences=stop_sequences, tools_to_call_from=tools_to_call_from
                )
                record.append(
                    {
                        "messages": sent["messages"],
                        "tools": sent.get("tools"),
                        "reply": {"content": reply["content"], "tool_calls": calls},
                    }
                )
            return ChatMessage(
                role=MessageRole.ASSISTANT,
                content=reply["content"],
                tool_calls=[
                    ChatMessageToolCall(
                        id=c["id"],
                        type="function",
                        function=ChatMessageToolCallFunction(
                            name=c["name"], arguments=c["arguments"]
                        ),
                    )
                    for c in calls
                ],
            )

    return ToolCallingAgent(
        tools=_tools(), model=DogModel(model_id="dog"), verbosity_level=LogLevel.OFF, max_steps=10
    )


def sync_runner() -> Any:
    agent = _agent()
    return lambda: agent.run(dog.QUESTION)


def thread_runner(latency: float) -> Any:
    # An agent keeps its memory: one per run, as a threaded server would.
    return lambda: _agent(latency=latency).run(dog.QUESTION)


def capture() -> list[dict[str, Any]]:
    record: list[dict[str, Any]] = []
    dog.check_result(_agent(record).run(dog.QUESTION))
    return record


if __name__ == "__main__":
    import sys

    harness.main(sys.modules[__name__])
