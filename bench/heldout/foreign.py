"""Replies of the bundled models under other models' and frameworks' tool prompts.

    python bench/heldout/foreign.py OUT.jsonl --batch 42 --toolset 14 \
        [--styles a,b] [--n-per-style 1] [--models qwen,smollm2] [--seed 42]

A real user points tao at a model that was taught some other agent's dialect, or pastes
another framework's prompt: tao's `auto` format must read what comes back. Each style
below tells the model, in our own words, how one model family or framework writes its
tool calls (the syntax is the fact we copy; the prose is ours) and renders the tool set
the way that family does. The first reply to each question is written unlabelled (id,
source, format "auto", tools, text, note) for a labeller who follows LABEL.md.

Needs the [local] extra; run it in the foreground.
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))
from bench.heldout.toolsets import SETS
from tao.models.gguf import bundled, model_file
from tao.tools.registry import Registry

MODEL_NAMES = {"qwen": "qwen2.5-coder-0.5b", "smollm2": "smollm2-135m"}
ORDINALS = {n: f"set {n}" for n in SETS}


def _zh(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


def _schemas(fns: list[Callable[..., Any]]) -> list[dict[str, Any]]:
    return [s["function"] for s in Registry(fns).schemas()]


def _signatures(fns: list[Callable[..., Any]], prefix: str = "") -> str:
    out = []
    for f in fns:
        sig = str(inspect.signature(f)).replace("typing.", "")
        out.append(f'def {prefix}{f.__name__}{sig}:\n    """{inspect.getdoc(f) or ""}"""')
    return "\n\n".join(out)


def _json_lines(fns: list[Callable[..., Any]]) -> str:
    return "\n".join(json.dumps(s, ensure_ascii=False) for s in _schemas(fns))


# Each style: (description for the case's source, render(fns, question) -> (system, user),
# stop strings, extra tool names the style registers beside the set's).
Render = Callable[[list[Callable[..., Any]], str], tuple[str, str]]


def mistral_v11(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = json.dumps([{"type": "function", "function": s} for s in _schemas(fns)])
    system = (
        f"[AVAILABLE_TOOLS]{tools}[/AVAILABLE_TOOLS]\n"
        "When a tool would help, reply with nothing but [TOOL_CALLS], the tool's name, "
        '[ARGS] and its arguments as one JSON object, e.g. [TOOL_CALLS]get_weather[ARGS]{"city": '
        '"Lyon"}. When you can answer without a tool, just answer.'
    )
    return system, q


def lmstudio(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are a helpful assistant with access to these tools:\n"
        + _json_lines(fns)
        + "\n\nTo use a tool, write exactly\n[TOOL_REQUEST]\n"
        + '{"name": "<tool name>", "arguments": {<arguments>}}\n[END_TOOL_REQUEST]\n'
        + "and wait for its result. Otherwise reply to the user normally."
    )
    return system, q


def nemotron(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = json.dumps([{"type": "function", "function": s} for s in _schemas(fns)])
    system = (
        f"<AVAILABLE_TOOLS>{tools}</AVAILABLE_TOOLS>\n\n"
        "If you decide to call tools, put the calls in <TOOLCALL></TOOLCALL> as a JSON list: "
        '<TOOLCALL>[{"name": "func_name", "arguments": {"arg": "value"}}]</TOOLCALL>. '
        "If no tool fits, answer in plain text."
    )
    return system, q


def hunyuan(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    if _zh(q):
        system = (
            "你可以使用以下工具：\n"
            + _json_lines(fns)
            + "\n\n需要调用工具时，按如下格式输出（可一次调用多个）：\n"
            + '<tool_calls>[{"name": "工具名", "arguments": {参数}}]</tool_calls>\n'
            + "不需要工具时，直接用中文回答用户。"
        )
    else:
        system = (
            "You may use the following tools:\n"
            + _json_lines(fns)
            + "\n\nTo call tools, output (several calls allowed):\n"
            + '<tool_calls>[{"name": "tool name", "arguments": {arguments}}]</tool_calls>\n'
            + "If no tool is needed, answer the user directly."
        )
    return system, q


def llama31_custom(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    lines = [
        f"Use the function '{s['name']}' to: {s.get('description', '')}\n"
        + json.dumps(s, ensure_ascii=False)
        for s in _schemas(fns)
    ]
    system = (
        "You have access to the following functions:\n\n"
        + "\n\n".join(lines)
        + "\n\nIf you choose to call a function ONLY reply in the following format with no "
        "prefix or suffix:\n\n"
        '<function=example_function_name>{"example_name": "example_value"}</function>\n\n'
        "Reminder:\n- Function calls MUST follow the specified format\n"
        "- Required parameters MUST be specified\n- Only call one function at a time\n"
        "- Put the entire function call reply on one line"
    )
    return system, q


def gemini_tool_code(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You can run Python that calls the functions of the module `default_api`:\n\n"
        "```python\n" + _signatures(fns) + "\n```\n\n"
        "To use them, write a ```tool_code block whose code prints the call, e.g.\n"
        '```tool_code\nprint(default_api.some_function(arg="value"))\n```\n'
        "You will get the printed result in a ```tool_outputs block. When you know the "
        "answer, write it for the user without code."
    )
    return system, q


def agent_zero(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"### {s['name']}\n{s.get('description', '')}\narguments: "
        + json.dumps(s["parameters"].get("properties", {}), ensure_ascii=False)
        for s in _schemas(fns)
    )
    system = (
        "You are an autonomous agent. Every reply is ONE JSON object and nothing else:\n"
        '{\n  "thoughts": ["your reasoning, step by step"],\n  "tool_name": "name of the '
        'tool to use",\n  "tool_args": {"argument": "value"}\n}\n\n'
        "## Tools\n" + tools + "\n\n### response\nGive the final answer to the user and "
        'end the task.\narguments: {"text": "the answer"}'
    )
    return system, q


def metagpt(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    cmds = "\n".join(
        f"- {s['name']}: {s.get('description', '')} args: "
        + json.dumps(s["parameters"].get("properties", {}), ensure_ascii=False)
        for s in _schemas(fns)
    )
    system = (
        "# Available Commands\n" + cmds + "\n- reply_to_human: tell the user the result. "
        'args: {"content": {"type": "string"}}\n- end: finish when the task is done.\n\n'
        "# Output\nFirst write your thinking briefly, then output the commands to run "
        "as a JSON list in a fenced block:\n```json\n"
        '[\n    {\n        "command_name": "<name>",\n        "args": {<arguments>}\n    }\n]\n```'
    )
    return system, q


def react_json(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    names = ", ".join(f.__name__ for f in fns)
    tools = "\n".join(f"{f.__name__}: {inspect.getdoc(f)}" for f in fns)
    system = (
        "Answer the following questions as best you can. You have access to the "
        f"following tools:\n\n{tools}\n\n"
        "Use a json blob to pick a tool: its `action` key is the tool's name (one of "
        f"{names}) and its `action_input` key holds the tool's input.\n\n"
        "ALWAYS use the following format:\n\nQuestion: the input question you must answer\n"
        "Thought: you should always think about what to do\nAction:\n```\n$JSON_BLOB\n```\n"
        "Observation: the result of the action\n... (this Thought/Action/Observation can "
        "repeat N times)\nThought: I now know the final answer\n"
        "Final Answer: the final answer to the original input question\n\nBegin! Reminder "
        "to always use the exact characters `Final Answer` when responding."
    )
    return system, f"Question: {q}\nThought:"


def hermes3_scratchpad(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = json.dumps([{"type": "function", "function": s} for s in _schemas(fns)])
    system = (
        "You are a function calling AI model. You may call one or more functions to help "
        f"with the user query. Here are the available tools: <tools> {tools} </tools>\n"
        "Before any call, plan in a <scratch_pad></scratch_pad> block with a Goal, the "
        "Actions you will take and a Reflection. Then write each call as\n<tool_call>\n"
        '{"arguments": <args-dict>, "name": <function-name>}\n</tool_call>\n'
        "If no call is needed, answer after the scratch pad."
    )
    return system, q


def codeact(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "A chat between a curious user and an AI assistant. The assistant can interact "
        "with a Python environment in which these functions are already defined:\n\n"
        + _signatures(fns)
        + "\n\nTo run code, the assistant writes it inside <execute> and </execute>; the "
        "environment answers with the output. When the assistant has the final answer it "
        "writes it inside <solution> and </solution>."
    )
    return system, q


def agentbench_os(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(f"- {f.__name__}{inspect.signature(f)}: {inspect.getdoc(f)}" for f in fns)
    system = (
        "You are an assistant that solves the user's problem step by step with tools.\n"
        f"Tools:\n{tools}\n\n"
        "In each turn, first write your thinking after 'Think:', then one action after "
        "'Act:'. The action is one of:\n1. a tool call: Act: tool_name(argument=value, ...)\n"
        "2. the answer, when you are sure: Act: answer(your answer)\n"
        "3. giving up: Act: finish\nWrite only one action per turn."
    )
    return system, q


STYLES: dict[str, tuple[str, Render, list[str], list[str]]] = {
    "mistral-v11": (
        "Mistral's v11 tool prompt ([AVAILABLE_TOOLS], calls as [TOOL_CALLS]name[ARGS]{json})",
        mistral_v11,
        [],
        [],
    ),
    "lmstudio": (
        "LM Studio's default tool prompt for models without native tool use "
        "([TOOL_REQUEST]{name, arguments}[END_TOOL_REQUEST])",
        lmstudio,
        [],
        [],
    ),
    "nemotron": (
        "Llama-Nemotron's tool prompt (<AVAILABLE_TOOLS>, calls as <TOOLCALL>[{name, arguments}]"
        "</TOOLCALL>)",
        nemotron,
        [],
        [],
    ),
    "hunyuan": (
        "Hunyuan's tool prompt (Chinese for Chinese questions; calls as <tool_calls>[{name, "
        "arguments}]</tool_calls>)",
        hunyuan,
        [],
        [],
    ),
    "llama31-custom": (
        "Llama 3.1's custom-function prompt (<function=name>{json}</function> on one line)",
        llama31_custom,
        [],
        [],
    ),
    "gemini-tool-code": (
        "Gemini's tool_code prompt (functions of default_api, calls as "
        "```tool_code print(default_api.f(a=1))```)",
        gemini_tool_code,
        [],
        [],
    ),
    "agent-zero": (
        "Agent Zero's prompt (one JSON {thoughts, tool_name, tool_args}; the tool 'response' "
        "answers)",
        agent_zero,
        [],
        ["response"],
    ),
    "metagpt": (
        "MetaGPT RoleZero's command prompt (thinking, then a ```json list of {command_name, "
        "args}; reply_to_human and end)",
        metagpt,
        [],
        ["reply_to_human", "end"],
    ),
    "react-json": (
        "LangChain's react-json prompt (Thought / Action: a fenced {action, action_input} "
        "blob / Final Answer)",
        react_json,
        ["\nObservation:"],
        [],
    ),
    "hermes3-scratchpad": (
        "Hermes 3's tool prompt with a <scratch_pad> plan before <tool_call>{arguments, "
        "name}</tool_call>",
        hermes3_scratchpad,
        [],
        [],
    ),
    "codeact": (
        "the CodeAct paper's prompt (Python functions already defined, code in "
        "<execute></execute>, the answer in <solution></solution>)",
        codeact,
        ["</execute>"],
        [],
    ),
    "agentbench-os": (
        "an AgentBench-style prompt (Think: … then Act: tool(arg=value), Act: answer(…) "
        "or Act: finish)",
        agentbench_os,
        [],
        [],
    ),
}


def main() -> None:
    from llama_cpp import Llama

    parser = argparse.ArgumentParser(prog="foreign.py")
    parser.add_argument("out")
    parser.add_argument("--batch", type=int, required=True)
    parser.add_argument("--toolset", type=int, default=max(SETS), choices=sorted(SETS))
    parser.add_argument("--styles", default=",".join(STYLES))
    parser.add_argument("--n-per-style", type=int, default=1)
    parser.add_argument("--models", default="qwen,smollm2")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--temperature", type=float, default=0.7)
    a = parser.parse_args()
    all_tools, questions = SETS[a.toolset]
    rng = random.Random(a.seed)
    models = a.models.split(",")
    llms = {
        m: Llama(model_path=str(model_file(bundled(m))), n_ctx=4096, verbose=False, seed=a.seed)
        for m in models
    }
    n = 0
    with open(a.out, "a", encoding="utf-8") as out:
        for style in a.styles.split(","):
            what, render, stop, extra = STYLES[style]
            for question, names in rng.sample(questions, a.n_per_style * len(models)):
                model = models[n % len(models)]
                fns = [all_tools[x] for x in names]
                system, user = render(fns, question)
                reply = llms[model].create_chat_completion(
                    messages=[
                        {"role": "system", "content": system},
                        {"role": "user", "content": user},
                    ],
                    temperature=a.temperature,
                    top_p=0.95,
                    max_tokens=320,
                    stop=stop or None,
                    seed=rng.randrange(1 << 30),
                )
                n += 1
                case = {
                    "id": f"b{a.batch}-auto-{n:03d}",
                    "source": (
                        f"tao's run of {MODEL_NAMES.get(model, model)} (llama.cpp, no grammar, "
                        f"temperature {a.temperature}) under {what}, rendered for tool "
                        f"{ORDINALS[a.toolset]} (bench/heldout/toolsets.py), first reply"
                    ),
                    "format": "auto",
                    "tools": [*names, *extra],
                    "text": reply["choices"][0]["message"]["content"] or "",
                    "note": f"style: {style} | question: {question}",
                }
                out.write(json.dumps(case, ensure_ascii=False) + "\n")
                out.flush()
    print(n)


if __name__ == "__main__":
    main()
