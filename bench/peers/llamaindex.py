"""LlamaIndex's workflow `ReActAgent` on the dog task, with an instant LLM."""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
from typing import Any

from bench import dog
from bench.peers import harness

NAME = "llamaindex"
LABEL = "LlamaIndex ReActAgent"
IMPORTS = "import llama_index.core.agent.workflow, llama_index.core.llms"

_FINAL = f"Thought: I can answer without using any more tools.\nAnswer: {dog.ANSWER}"


def available() -> list[str]:
    return harness.missing("llama_index.core")


def version() -> str:
    return importlib.metadata.version("llama-index-core")


def _text(index: int) -> str:
    # LlamaIndex's ReAct parser wants a JSON Action Input and "Answer:" after a Thought.
    reply = dog.reply_dict("native", index)
    if not reply["tool_calls"]:
        return _FINAL
    call = reply["tool_calls"][0]
    thought = dog._STEPS[index][0]
    return (
        f"Thought: {thought}\nAction: {call['name']}\nAction Input: {json.dumps(call['arguments'])}"
    )


def _agent(record: list[dict[str, Any]] | None = None, latency: float = 0.0) -> Any:
    from llama_index.core.agent.workflow import ReActAgent
    from llama_index.core.base.llms.types import (
        ChatMessage,
        ChatResponse,
        CompletionResponse,
        LLMMetadata,
        MessageRole,
    )
    from llama_index.core.llms.custom import CustomLLM
    from llama_index.core.tools import FunctionTool

    class DogLLM(CustomLLM):
        """Answers at once (after `latency` when awaited) with the dog-task ReAct text."""

        delay: float = 0.0

        @property
        def metadata(self) -> LLMMetadata:
            return LLMMetadata(model_name="dog", is_chat_model=True)

        def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> Any:
            return CompletionResponse(text=_FINAL)

        def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> Any:
            yield CompletionResponse(text=_FINAL, delta=_FINAL)

        def chat(self, messages: Any, **kwargs: Any) -> Any:
            index = sum(1 for m in messages if m.role == MessageRole.ASSISTANT)
            text = _text(index)
            if record is not None:
                record.append(
                    {
                        "messages": [
                            {"role": str(m.role.value), "content": m.content or ""}
                            for m in messages
                        ],
                        "tools": None,
                        "reply": {"content": text, "tool_calls": []},
                    }
                )
            return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text))

        async def achat(self, messages: Any, **kwargs: Any) -> Any:
            if self.delay:
                await asyncio.sleep(self.delay)
            return self.chat(messages, **kwargs)

    tools = [
        FunctionTool.from_defaults(dog.calculate, description=dog.CALCULATE_DOC),
        FunctionTool.from_defaults(dog.average_dog_weight, description=dog.DOG_DOC),
    ]
    return ReActAgent(tools=tools, llm=DogLLM(delay=latency), streaming=False)


async def _arun(agent: Any) -> str:
    return str(await agent.run(user_msg=dog.QUESTION))


def sync_runner() -> Any:
    agent = _agent()
    loop = asyncio.new_event_loop()  # LlamaIndex agents are workflows: async only
    return lambda: loop.run_until_complete(_arun(agent))


def async_runner(latency: float) -> Any:
    agent = _agent(latency=latency)
    return lambda: _arun(agent)


def capture() -> list[dict[str, Any]]:
    record: list[dict[str, Any]] = []
    dog.check_result(asyncio.run(_arun(_agent(record))))
    return record


if __name__ == "__main__":
    import sys

    harness.main(sys.modules[__name__])
