"""LangChain's classic ReAct `AgentExecutor` (the hwchase17/react prompt) on the dog task."""

from __future__ import annotations

import asyncio
import importlib.metadata
import warnings
from typing import Any

from bench import dog
from bench.peers import harness

NAME = "langchain"
LABEL = "LangChain classic ReAct AgentExecutor"
IMPORTS = "import langchain_classic.agents, langchain_core.language_models"

# hwchase17/react from the LangChain hub, inlined: the hub cannot be reached here.
REACT_PROMPT = """Answer the following questions as best you can. You have access to the following tools:

{tools}

Use the following format:

Question: the input question you must answer
Thought: you should always think about what to do
Action: the action to take, should be one of [{tool_names}]
Action Input: the input to the action
Observation: the result of the action
... (this Thought/Action/Action Input/Observation can repeat N times)
Thought: I now know the final answer
Final Answer: the final answer to the original input question

Begin!

Question: {input}
Thought:{agent_scratchpad}"""


def available() -> list[str]:
    return harness.missing("langchain_classic", "langchain_core")


def version() -> str:
    return importlib.metadata.version("langchain-classic")


def _reply(prompt: str) -> str:
    # The prompt ends with "Thought:"; the instructions mention "Observation:" once.
    index = prompt.count("\nObservation:") - 1
    text = dog.reply_dict("react", index)["content"]
    return text.removeprefix("Thought:").rstrip("\n")


def _executor(record: list[dict[str, Any]] | None = None, latency: float = 0.0) -> Any:
    from langchain_core.language_models.llms import LLM
    from langchain_core.prompts import PromptTemplate
    from langchain_core.tools import Tool

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from langchain_classic.agents import AgentExecutor, create_react_agent

    class DogLLM(LLM):
        """A completion model that answers at once with the dog-task ReAct text."""

        delay: float = 0.0

        @property
        def _llm_type(self) -> str:
            return "dog"

        def _call(
            self, prompt: str, stop: Any = None, run_manager: Any = None, **kwargs: Any
        ) -> str:
            text = _reply(prompt)
            if record is not None:
                record.append(
                    {
                        "messages": [{"role": "user", "content": prompt}],
                        "tools": None,
                        "reply": {"content": text, "tool_calls": []},
                        # the prompt up to the question: format and tool descriptions
                        "instructions": prompt.rsplit("\n\nQuestion: ", 1)[0],
                    }
                )
            return text

        async def _acall(
            self, prompt: str, stop: Any = None, run_manager: Any = None, **kwargs: Any
        ) -> str:
            if self.delay:
                await asyncio.sleep(self.delay)
            return self._call(prompt, stop)

    tools = [
        Tool(name="calculate", func=dog.calculate, description=dog.CALCULATE_DOC),
        Tool(name="average_dog_weight", func=dog.average_dog_weight, description=dog.DOG_DOC),
    ]
    prompt = PromptTemplate.from_template(REACT_PROMPT)
    agent = create_react_agent(DogLLM(delay=latency), tools, prompt)
    return AgentExecutor(agent=agent, tools=tools, max_iterations=10)


def sync_runner() -> Any:
    executor = _executor()
    return lambda: executor.invoke({"input": dog.QUESTION})["output"]


def async_runner(latency: float) -> Any:
    executor = _executor(latency=latency)

    async def run() -> str:
        return str((await executor.ainvoke({"input": dog.QUESTION}))["output"])

    return run


def capture() -> list[dict[str, Any]]:
    record: list[dict[str, Any]] = []
    dog.check_result(_executor(record).invoke({"input": dog.QUESTION})["output"])
    return record


if __name__ == "__main__":
    import sys

    harness.main(sys.modules[__name__])
