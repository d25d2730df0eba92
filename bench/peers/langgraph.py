"""LangGraph's prebuilt `create_react_agent` on the dog task, with an instant chat model."""

from __future__ import annotations

import asyncio
import importlib.metadata
import warnings
from typing import Any

from bench import dog
from bench.peers import harness

NAME = "langgraph"
LABEL = "LangGraph create_react_agent"
IMPORTS = "import langgraph.prebuilt, langchain_core.language_models"


def available() -> list[str]:
    return harness.missing("langgraph", "langchain_core")


def version() -> str:
    return importlib.metadata.version("langgraph")


def _parts(record: list[dict[str, Any]] | None = None, latency: float = 0.0) -> Any:
    from langchain_core.language_models.chat_models import BaseChatModel
    from langchain_core.messages import AIMessage, convert_to_openai_messages
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.tools import StructuredTool
    from langchain_core.utils.function_calling import convert_to_openai_tool

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "moved to langchain.agents": the brief names this one
        from langgraph.prebuilt import create_react_agent

    class DogChat(BaseChatModel):
        """Answers at once (after `latency` when awaited) with the dog-task tool calls."""

        delay: float = 0.0

        @property
        def _llm_type(self) -> str:
            return "dog"

        def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
            return self.bind(tools=[convert_to_openai_tool(t) for t in tools], **kwargs)

        def _generate(
            self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any
        ) -> ChatResult:
            index = sum(1 for m in messages if isinstance(m, AIMessage))
            reply = dog.reply_dict("native", index)
            calls = [
                {"name": c["name"], "args": c["arguments"], "id": c["id"], "type": "tool_call"}
                for c in reply["tool_calls"]
            ]
            message = AIMessage(content=reply["content"] or "", tool_calls=calls)
            if record is not None:
                record.append(
                    {
                        "messages": convert_to_openai_messages(list(messages)),
                        "tools": kwargs.get("tools"),
                        "reply": {"content": reply["content"], "tool_calls": reply["tool_calls"]},
                    }
                )
            return ChatResult(generations=[ChatGeneration(message=message)])

        async def _agenerate(
            self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any
        ) -> ChatResult:
            if self.delay:
                await asyncio.sleep(self.delay)
            return self._generate(messages, stop, None, **kwargs)

    tools = [
        StructuredTool.from_function(dog.calculate, description=dog.CALCULATE_DOC),
        StructuredTool.from_function(dog.average_dog_weight, description=dog.DOG_DOC),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return create_react_agent(DogChat(delay=latency), tools)


def _answer(state: dict[str, Any]) -> str:
    return str(state["messages"][-1].content)


def sync_runner() -> Any:
    graph = _parts()
    return lambda: _answer(graph.invoke({"messages": [("user", dog.QUESTION)]}))


def async_runner(latency: float) -> Any:
    graph = _parts(latency=latency)

    async def run() -> str:
        return _answer(await graph.ainvoke({"messages": [("user", dog.QUESTION)]}))

    return run


def capture() -> list[dict[str, Any]]:
    record: list[dict[str, Any]] = []
    graph = _parts(record)
    dog.check_result(_answer(graph.invoke({"messages": [("user", dog.QUESTION)]})))
    return record


if __name__ == "__main__":
    import sys

    harness.main(sys.modules[__name__])
