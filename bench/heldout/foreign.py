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
from bench.heldout.generate import MODEL_NAMES, bundled_llms
from bench.heldout.toolsets import SETS
from tao.tools.registry import Registry


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


def _properties(schema: dict[str, Any]) -> str:
    """A tool's parameters as their JSON schema's properties, on one line."""
    return json.dumps(schema["parameters"].get("properties", {}), ensure_ascii=False)


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
        f"### {s['name']}\n{s.get('description', '')}\narguments: " + _properties(s)
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
        f"- {s['name']}: {s.get('description', '')} args: " + _properties(s) for s in _schemas(fns)
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


def pocketflow_yaml(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"- {s['name']}: {s.get('description', '')} (parameters: "
        + ", ".join(s["parameters"].get("properties", {}))
        + ")"
        for s in _schemas(fns)
    )
    system = (
        f"You decide the next action for the user's request.\n\nAvailable actions:\n{tools}\n"
        "- answer: reply to the user when you know the answer (parameter: answer)\n\n"
        "Return your decision in this YAML format:\n```yaml\nthinking: |\n    <your step-by-"
        "step reasoning>\naction: <action name>\nreason: <why you chose it>\nparameters:\n"
        "    <name>: <value>\n```"
    )
    return system, q


def zh_template(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{s['name']}：{s.get('description', '')}，参数：" + _properties(s) for s in _schemas(fns)
    )
    system = (
        f"你是一个会使用工具的助手。可用工具如下：\n{tools}\n\n"
        "每次回复严格按照下面的格式：\n思考：你对问题的分析\n工具：要调用的工具名\n"
        "参数：JSON 格式的参数\n\n工具的返回结果会在下一条消息里给你。已经能回答时，按下面的格式"
        "回复：\n思考：……\n最终回答：给用户的回答"
    )
    return system, q


def japanese_react(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(f"{f.__name__}: {inspect.getdoc(f)}" for f in fns)
    names = "、".join(f.__name__ for f in fns)
    system = (
        f"次のツールを使って質問に答えてください。\n\n{tools}\n\n次の形式で答えてください：\n\n"
        "質問：答えるべき質問\n思考：何をすべきか考える\n行動：実行するツール（"
        f"{names} のいずれか）\n行動入力：ツールへの入力\n観察：ツールの結果\n…（思考／行動／"
        "行動入力／観察は繰り返してよい）\n思考：最終的な答えがわかった\n最終回答：元の質問への答え"
    )
    return system, f"質問：{q}\n思考："


def _translated_react(labels: dict[str, str], intro: str, sep: str = ": ") -> Render:
    """LangChain's ReAct prompt with its labels in another language (our wording)."""

    def render(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
        tools = "\n".join(f"{f.__name__}: {inspect.getdoc(f)}" for f in fns)
        names = ", ".join(f.__name__ for f in fns)
        L = labels
        system = (
            f"{intro}\n\n{tools}\n\n{L['format']}\n\n"
            f"{L['q']}{sep}{L['q_what']}\n{L['t']}{sep}{L['t_what']}\n"
            f"{L['a']}{sep}{L['a_what']} [{names}]\n{L['i']}{sep}{L['i_what']}\n"
            f"{L['o']}{sep}{L['o_what']}\n… ({L['t']}/{L['a']}/{L['i']}/{L['o']} {L['repeat']})\n"
            f"{L['t']}{sep}{L['t_end']}\n{L['f']}{sep}{L['f_what']}\n\n{L['go']}"
        )
        return system, f"{L['q']}{sep}{q}\n{L['t']}{sep.rstrip()}"

    return render


spanish_react = _translated_react(
    {
        "format": "Usa el siguiente formato:",
        "q": "Pregunta",
        "q_what": "la pregunta que debes responder",
        "t": "Pensamiento",
        "t_what": "piensa siempre qué hacer",
        "a": "Acción",
        "a_what": "la acción a tomar, una de",
        "i": "Entrada de la acción",
        "i_what": "la entrada de la acción",
        "o": "Observación",
        "o_what": "el resultado de la acción",
        "repeat": "puede repetirse",
        "t_end": "ya sé la respuesta final",
        "f": "Respuesta final",
        "f_what": "la respuesta final a la pregunta original",
        "go": "¡Empieza!",
    },
    "Responde la pregunta lo mejor que puedas. Tienes acceso a estas herramientas:",
)
french_react = _translated_react(
    {
        "format": "Utilise le format suivant :",
        "q": "Question",
        "q_what": "la question à laquelle tu dois répondre",
        "t": "Pensée",
        "t_what": "réfléchis toujours à ce qu'il faut faire",
        "a": "Action",
        "a_what": "l'action à effectuer, l'une de",
        "i": "Entrée de l'action",
        "i_what": "l'entrée de l'action",
        "o": "Observation",
        "o_what": "le résultat de l'action",
        "repeat": "peut se répéter",
        "t_end": "je connais maintenant la réponse finale",
        "f": "Réponse finale",
        "f_what": "la réponse finale à la question posée",
        "go": "Commence !",
    },
    "Réponds à la question du mieux possible. Tu as accès aux outils suivants :",
)
german_react = _translated_react(
    {
        "format": "Verwende das folgende Format:",
        "q": "Frage",
        "q_what": "die Frage, die du beantworten sollst",
        "t": "Gedanke",
        "t_what": "überlege immer, was zu tun ist",
        "a": "Aktion",
        "a_what": "die auszuführende Aktion, eine von",
        "i": "Aktionseingabe",
        "i_what": "die Eingabe für die Aktion",
        "o": "Beobachtung",
        "o_what": "das Ergebnis der Aktion",
        "repeat": "kann sich wiederholen",
        "t_end": "ich kenne jetzt die endgültige Antwort",
        "f": "Endgültige Antwort",
        "f_what": "die endgültige Antwort auf die ursprüngliche Frage",
        "go": "Los geht's!",
    },
    "Beantworte die Frage so gut du kannst. Dir stehen diese Werkzeuge zur Verfügung:",
)
korean_react = _translated_react(
    {
        "format": "다음 형식을 사용하세요:",
        "q": "질문",
        "q_what": "답해야 할 질문",
        "t": "생각",
        "t_what": "무엇을 할지 항상 생각하세요",
        "a": "행동",
        "a_what": "수행할 행동, 다음 중 하나",
        "i": "행동 입력",
        "i_what": "행동에 대한 입력",
        "o": "관찰",
        "o_what": "행동의 결과",
        "repeat": "반복될 수 있음",
        "t_end": "이제 최종 답을 알았다",
        "f": "최종 답변",
        "f_what": "원래 질문에 대한 최종 답변",
        "go": "시작!",
    },
    "최선을 다해 질문에 답하세요. 다음 도구를 사용할 수 있습니다:",
)
traditional_react = _translated_react(
    {
        "format": "請使用以下格式：",
        "q": "問題",
        "q_what": "你必須回答的問題",
        "t": "思考",
        "t_what": "想一想該做什麼",
        "a": "動作",
        "a_what": "要採取的動作，必須是其中之一",
        "i": "動作輸入",
        "i_what": "動作的輸入",
        "o": "觀察",
        "o_what": "動作的結果",
        "repeat": "可以重複多次",
        "t_end": "我現在知道最終答案了",
        "f": "最終答案",
        "f_what": "原始問題的最終答案",
        "go": "開始！",
    },
    "請盡力回答下面的問題。你可以使用以下工具：",
    sep="：",
)


def toolformer_inline(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{f.__name__}({', '.join(inspect.signature(f).parameters)}): {inspect.getdoc(f)}"
        for f in fns
    )
    system = (
        f"You can call these APIs:\n{tools}\n\nWrite an API call inside your text where you "
        "need its result, in square brackets, and stop right after the arrow to wait for it: "
        "'The population of Paris is [search(population of Paris) →'. When you need no API, "
        "just write the answer."
    )
    return system, q


def dbgpt_api_call(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{i}. {s['name']}: {s.get('description', '')}, args: {_properties(s)}"
        for i, s in enumerate(_schemas(fns), 1)
    )
    if _zh(q):
        system = (
            f"你是一个智能助手，可以使用以下插件：\n{tools}\n\n需要使用插件时，先用一句话说明，"
            '然后按下面的格式输出：\n<api-call><name>插件名</name><args>{"参数": "值"}</args>'
            "</api-call>\n不需要插件时直接回答。"
        )
    else:
        system = (
            f"You are a helpful assistant with these plugins:\n{tools}\n\nTo use a plugin, say "
            "what you will do in one sentence, then write:\n<api-call><name>plugin name</name>"
            '<args>{"arg": "value"}</args></api-call>\nOtherwise answer directly.'
        )
    return system, q


def continue_tools(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    defs = "\n\n".join(
        f"```tool_definition\nTOOL_NAME: {s['name']}\nTOOL_DESCRIPTION: {s.get('description', '')}"
        + "".join(
            f"\nTOOL_ARG: {k} ({v.get('type', 'string')}, "
            + ("required" if k in s["parameters"].get("required", []) else "optional")
            + ")"
            for k, v in s["parameters"].get("properties", {}).items()
        )
        + "\n```"
        for s in _schemas(fns)
    )
    system = (
        "You have these tools:\n\n" + defs + "\n\nTo call a tool, write a tool code block:\n"
        "```tool\nTOOL_NAME: example_tool\nBEGIN_ARG: arg_name\nthe value\nEND_ARG\n```\n"
        "One tool call per reply, at the end. If no tool is needed, answer normally."
    )
    return system, q


def bolt_actions(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f'- type="{s["name"]}": {s.get("description", "")}; its attributes: '
        + ", ".join(s["parameters"].get("properties", {}))
        for s in _schemas(fns)
    )
    system = (
        'You act by writing actions in an artifact:\n<artifact id="task">\n  <action '
        'type="TOOL" attribute="value" …/>\n</artifact>\n\nAction types:\n' + tools + "\n\n"
        "Explain briefly, then write the artifact. Without a needed action, just answer."
    )
    return system, q


def swe_agent(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    cmds = "\n".join(
        f"{f.__name__} " + " ".join(f"<{p}>" for p in inspect.signature(f).parameters) + "\n"
        f"  {inspect.getdoc(f)}"
        for f in fns
    )
    system = (
        "You are an autonomous agent working in a command line. COMMANDS:\n"
        f"{cmds}\n\nYour reply must contain exactly ONE discussion and ONE command, the "
        "command in a code block:\nDISCUSSION\nI'll first look at …\n\n```\ncommand arg1 "
        "arg2\n```\nWhen you are done, run `submit` with your answer."
    )
    return system, q


def cli_flags(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    cmds = "\n".join(
        f"{f.__name__} "
        + " ".join(f"--{p} <value>" for p in inspect.signature(f).parameters)
        + f"    # {inspect.getdoc(f)}"
        for f in fns
    )
    system = (
        "You can run these programs in a shell:\n" + cmds + "\n\nTo run one, reply with a "
        "single line starting with '$ ', e.g.\n$ program --name value\nYou will see its output. "
        "When you can answer, reply with 'ANSWER: ' and the answer."
    )
    return system, q


def llamaindex_react(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"> Tool Name: {s['name']}\nTool Description: {s.get('description', '')}\n"
        f"Tool Args: {_properties(s)}\n"
        for s in _schemas(fns)
    )
    names = ", ".join(f.__name__ for f in fns)
    system = (
        "You answer questions, in the user's language, with the help of tools.\n\n"
        f"## Tools\n{tools}\n## Output Format\nWhen you use a tool, write:\n\n```\n"
        "Thought: the user's language is: (language). I need a tool to help me answer.\n"
        f"Action: the tool's name (one of {names})\nAction Input: the tool's input as JSON "
        'keyword arguments (e.g. {"query": "hello", "limit": 3})\n```\n\n'
        "Start with a Thought. The tool's result comes back as 'Observation: …'. When you "
        "can answer, write one of:\n\n```\nThought: I can answer without more tools.\n"
        "Answer: [the answer, in the user's language]\n```\n\n```\nThought: I cannot "
        "answer with these tools.\nAnswer: [why not]\n```"
    )
    return system, q


def smolagents_toolcalling(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"- {s['name']}: {s.get('description', '')}\n    Takes inputs: {_properties(s)}"
        for s in _schemas(fns)
    )
    system = (
        "You solve tasks with tool calls. Each step, write one action as a JSON blob:\n"
        'Action:\n{\n  "name": "tool name",\n  "arguments": {"arg": "value"}\n}\n\n'
        "You then get the tool's result as 'Observation:'. To give the final answer, call "
        'the final_answer tool:\nAction:\n{\n  "name": "final_answer",\n  "arguments": '
        '{"answer": "your answer"}\n}\n\nTools:\n' + tools + "\n- final_answer: the "
        'final answer to the task\n    Takes inputs: {"answer": {"type": "string"}}'
    )
    return system, f"New task:\n{q}"


def qwen_react(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(
        f"{s['name']}: the {s['name']} API. Good for: {s.get('description', '')} Parameters: "
        + json.dumps(
            [
                {"name": k, "type": v.get("type", "string"), "required": True}
                for k, v in s["parameters"].get("properties", {}).items()
            ],
            ensure_ascii=False,
        )
        + " Give the arguments as a JSON object."
        for s in _schemas(fns)
    )
    names = ",".join(f.__name__ for f in fns)
    prompt = (
        f"Answer the question below. These tools are yours to use:\n\n{tools}\n\n"
        "Write in this format:\n\nQuestion: the question to answer\nThought: what to do "
        f"next\nAction: the tool to use, one of [{names}]\nAction Input: the tool's input\n"
        "Observation: what the tool returned\n... (Thought/Action/Action Input/Observation "
        "may repeat)\nThought: I now know the final answer\nFinal Answer: the answer to the "
        f"question\n\nBegin!\n\nQuestion: {q}"
    )
    return "You are a helpful assistant.", prompt


vietnamese_react = _translated_react(
    {
        "format": "Dùng định dạng sau:",
        "q": "Câu hỏi",
        "q_what": "câu hỏi bạn phải trả lời",
        "t": "Suy nghĩ",
        "t_what": "luôn nghĩ xem nên làm gì",
        "a": "Hành động",
        "a_what": "hành động cần làm, là một trong",
        "i": "Đầu vào hành động",
        "i_what": "đầu vào cho hành động",
        "o": "Quan sát",
        "o_what": "kết quả của hành động",
        "repeat": "có thể lặp lại",
        "t_end": "giờ tôi đã biết câu trả lời cuối cùng",
        "f": "Câu trả lời cuối cùng",
        "f_what": "câu trả lời cuối cùng cho câu hỏi ban đầu",
        "go": "Bắt đầu!",
    },
    "Hãy trả lời câu hỏi tốt nhất có thể. Bạn có các công cụ sau:",
)
russian_react = _translated_react(
    {
        "format": "Используй следующий формат:",
        "q": "Вопрос",
        "q_what": "вопрос, на который нужно ответить",
        "t": "Мысль",
        "t_what": "всегда думай, что делать дальше",
        "a": "Действие",
        "a_what": "действие, одно из",
        "i": "Ввод действия",
        "i_what": "входные данные для действия",
        "o": "Наблюдение",
        "o_what": "результат действия",
        "repeat": "может повторяться",
        "t_end": "теперь я знаю окончательный ответ",
        "f": "Окончательный ответ",
        "f_what": "окончательный ответ на исходный вопрос",
        "go": "Начинай!",
    },
    "Ответь на вопрос как можно лучше. Тебе доступны инструменты:",
)
portuguese_react = _translated_react(
    {
        "format": "Use o seguinte formato:",
        "q": "Pergunta",
        "q_what": "a pergunta que você deve responder",
        "t": "Pensamento",
        "t_what": "pense sempre no que fazer",
        "a": "Ação",
        "a_what": "a ação a executar, uma de",
        "i": "Entrada da ação",
        "i_what": "a entrada da ação",
        "o": "Observação",
        "o_what": "o resultado da ação",
        "repeat": "pode se repetir",
        "t_end": "agora sei a resposta final",
        "f": "Resposta final",
        "f_what": "a resposta final à pergunta original",
        "go": "Comece!",
    },
    "Responda à pergunta da melhor forma possível. Você tem acesso a estas ferramentas:",
)
indonesian_react = _translated_react(
    {
        "format": "Gunakan format berikut:",
        "q": "Pertanyaan",
        "q_what": "pertanyaan yang harus kamu jawab",
        "t": "Pikiran",
        "t_what": "selalu pikirkan apa yang harus dilakukan",
        "a": "Tindakan",
        "a_what": "tindakan yang diambil, salah satu dari",
        "i": "Input Tindakan",
        "i_what": "input untuk tindakan",
        "o": "Pengamatan",
        "o_what": "hasil dari tindakan",
        "repeat": "dapat diulang",
        "t_end": "sekarang saya tahu jawaban akhirnya",
        "f": "Jawaban Akhir",
        "f_what": "jawaban akhir untuk pertanyaan awal",
        "go": "Mulai!",
    },
    "Jawab pertanyaan sebaik mungkin. Kamu punya akses ke alat berikut:",
)


italian_react = _translated_react(
    {
        "format": "Usa questo formato:",
        "q": "Domanda",
        "q_what": "la domanda a cui devi rispondere",
        "t": "Pensiero",
        "t_what": "pensa sempre a cosa fare",
        "a": "Azione",
        "a_what": "l'azione da compiere, una tra",
        "i": "Input dell'azione",
        "i_what": "l'input dell'azione",
        "o": "Osservazione",
        "o_what": "il risultato dell'azione",
        "repeat": "possono ripetersi",
        "t_end": "ora conosco la risposta finale",
        "f": "Risposta finale",
        "f_what": "la risposta finale alla domanda iniziale",
        "go": "Inizia!",
    },
    "Rispondi alla domanda nel modo migliore possibile. Hai a disposizione questi strumenti:",
)
turkish_react = _translated_react(
    {
        "format": "Şu biçimi kullan:",
        "q": "Soru",
        "q_what": "cevaplaman gereken soru",
        "t": "Düşünce",
        "t_what": "ne yapacağını her zaman düşün",
        "a": "Eylem",
        "a_what": "yapılacak eylem, şunlardan biri",
        "i": "Eylem Girdisi",
        "i_what": "eylemin girdisi",
        "o": "Gözlem",
        "o_what": "eylemin sonucu",
        "repeat": "tekrarlanabilir",
        "t_end": "artık nihai cevabı biliyorum",
        "f": "Nihai Cevap",
        "f_what": "asıl soruya nihai cevap",
        "go": "Başla!",
    },
    "Soruyu elinden geldiğince iyi cevapla. Şu araçlara erişimin var:",
)
arabic_react = _translated_react(
    {
        "format": "استخدم الصيغة التالية:",
        "q": "السؤال",
        "q_what": "السؤال الذي يجب أن تجيب عنه",
        "t": "الفكرة",
        "t_what": "فكّر دائمًا فيما يجب فعله",
        "a": "الإجراء",
        "a_what": "الإجراء الذي ستتخذه، واحد من",
        "i": "مدخلات الإجراء",
        "i_what": "مدخلات الإجراء",
        "o": "الملاحظة",
        "o_what": "نتيجة الإجراء",
        "repeat": "يمكن أن تتكرر",
        "t_end": "أعرف الآن الإجابة النهائية",
        "f": "الإجابة النهائية",
        "f_what": "الإجابة النهائية عن السؤال الأصلي",
        "go": "ابدأ!",
    },
    "أجب عن السؤال بأفضل ما تستطيع. لديك الأدوات التالية:",
)
hindi_react = _translated_react(
    {
        "format": "यह प्रारूप इस्तेमाल करें:",
        "q": "प्रश्न",
        "q_what": "वह प्रश्न जिसका उत्तर देना है",
        "t": "विचार",
        "t_what": "हमेशा सोचें कि आगे क्या करना है",
        "a": "क्रिया",
        "a_what": "करने वाली क्रिया, इनमें से एक",
        "i": "क्रिया इनपुट",
        "i_what": "क्रिया का इनपुट",
        "o": "अवलोकन",
        "o_what": "क्रिया का परिणाम",
        "repeat": "दोहराए जा सकते हैं",
        "t_end": "अब मुझे अंतिम उत्तर पता है",
        "f": "अंतिम उत्तर",
        "f_what": "मूल प्रश्न का अंतिम उत्तर",
        "go": "शुरू करें!",
    },
    "प्रश्न का सबसे अच्छा उत्तर दें। आपके पास ये उपकरण हैं:",
)
thai_react = _translated_react(
    {
        "format": "ใช้รูปแบบต่อไปนี้:",
        "q": "คำถาม",
        "q_what": "คำถามที่ต้องตอบ",
        "t": "ความคิด",
        "t_what": "คิดเสมอว่าจะทำอะไรต่อ",
        "a": "การกระทำ",
        "a_what": "การกระทำที่จะทำ เลือกหนึ่งอย่างจาก",
        "i": "ข้อมูลนำเข้าของการกระทำ",
        "i_what": "ข้อมูลที่ส่งให้การกระทำ",
        "o": "การสังเกต",
        "o_what": "ผลของการกระทำ",
        "repeat": "ทำซ้ำได้",
        "t_end": "ตอนนี้ฉันรู้คำตอบสุดท้ายแล้ว",
        "f": "คำตอบสุดท้าย",
        "f_what": "คำตอบสุดท้ายของคำถามเดิม",
        "go": "เริ่ม!",
    },
    "ตอบคำถามให้ดีที่สุด คุณมีเครื่องมือต่อไปนี้:",
)


def agentscope_json(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    """AgentScope's ReAct agent: one fenced JSON object of thought, speak and function."""
    tools = "\n".join(
        f"{i}. {s['name']}: {s.get('description', '')}\n    Arguments: {_properties(s)}"
        for i, s in enumerate(_schemas(fns), 1)
    )
    system = (
        "You are an assistant that solves tasks with tools.\n\n## Tool Functions\n"
        f"{tools}\n\n## How to reply\nAlways reply with one JSON object in a ```json fence:\n"
        '```json\n{"thought": "what you think", "speak": "what you say to the user", '
        '"function": [{"name": "function name", "arguments": {"argument name": "value"}}]}\n'
        "```\nLeave function as an empty list when you need no tool; then speak holds your "
        "answer."
    )
    return system, q


def hf_react_json(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    """transformers' ReactJsonAgent: a JSON action after 'Action:', then <end_action>."""
    tools = "\n".join(
        f"- {s['name']}: {s.get('description', '')}\n    Takes inputs: {_properties(s)}"
        for s in _schemas(fns)
    )
    system = (
        "You are an expert assistant who solves tasks with tools. Work in cycles of "
        "'Thought:', 'Action:' and 'Observation:'. In 'Action:' write one JSON object with "
        "the keys action (the tool's name) and action_input (its arguments), and end it with "
        "<end_action>. The Observation comes back to you. To finish, use the final_answer "
        "tool.\n\nExample:\nThought: I need the population of Paris.\nAction:\n{\n  "
        '"action": "search",\n  "action_input": {"query": "population of Paris"}\n}'
        "<end_action>\n\nYour tools:\n"
        f"{tools}\n- final_answer: Give the final answer to the task.\n    Takes inputs: "
        '{"answer": {"type": "string"}}\n\nNow begin!'
    )
    return system, f"Task: {q}"


def pythonic_list(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    """ToolACE, Hammer and Llama 4's pythonic prompt: a bracketed list of calls."""
    system = (
        "You are an expert in composing functions. You are given a question and a set of "
        "possible functions. Based on the question, make one or more function calls.\n"
        "If none of the functions fits, say so. Put calls in this form and nothing else: "
        "[func_name1(param_a=value_a, param_b=value_b), func_name2(param=value)]\n\n"
        "The functions, as JSON:\n" + json.dumps(_schemas(fns), ensure_ascii=False)
    )
    return system, q


def seed_oss(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    """Seed-OSS's tool prompt: <seed:tool_call> around <function=…> and <parameter=…>."""
    system = (
        "You may call tools. Their schemas:\n" + _json_lines(fns) + "\n\nThink inside "
        "<seed:think>…</seed:think> first if you like. To call a tool, write:\n"
        "<seed:tool_call>\n<function=NAME>\n<parameter=KEY>VALUE</parameter>\n</function>\n"
        "</seed:tool_call>\nOtherwise answer the user directly."
    )
    return system, q


def xml_react(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    """A ReAct prompt whose fields are XML elements (thought, action, action_input)."""
    tools = "\n".join(f"- {f.__name__}: {inspect.getdoc(f)}" for f in fns)
    system = (
        "Solve the task step by step. Tools:\n" + tools + "\n\nEach reply is either\n"
        "<thought>your reasoning</thought>\n<action>tool name</action>\n"
        "<action_input>JSON arguments</action_input>\n"
        "or, once you know the answer,\n<thought>…</thought>\n<final_answer>…</final_answer>\n"
        "Stop after </action_input>: the result comes back as <observation>."
    )
    return system, q


def magistral(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    """Magistral's prompt: a [THINK] draft, then [TOOL_CALLS]name[ARGS]{…}."""
    tools = json.dumps([{"type": "function", "function": s} for s in _schemas(fns)])
    system = (
        "First draft your thinking inside [THINK] and [/THINK], then reply. "
        f"[AVAILABLE_TOOLS]{tools}[/AVAILABLE_TOOLS] To use a tool, the reply is "
        "[TOOL_CALLS]name[ARGS]{JSON arguments}; else answer the user."
    )
    return system, q


def gorilla_functions(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    functions = json.dumps(_schemas(fns), ensure_ascii=False)
    prompt = (
        f"<<function>>{functions}\n<<question>>{q}\n"
        "Reply with the function call only, as Python: name(arg=value, ...). If no function "
        "fits, answer in words."
    )
    return "You are an AI that writes function calls.", prompt


def claude_xml(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"<tool_description>\n<tool_name>{s['name']}</tool_name>\n<description>"
        f"{s.get('description', '')}</description>\n<parameters>\n"
        + "".join(
            f"<parameter>\n<name>{k}</name>\n<type>{v.get('type', 'string')}</type>\n</parameter>\n"
            for k, v in s["parameters"].get("properties", {}).items()
        )
        + "</parameters>\n</tool_description>"
        for s in _schemas(fns)
    )
    system = (
        "In this environment you can call functions. To call one, write:\n<function_calls>\n"
        "<invoke>\n<tool_name>$TOOL_NAME</tool_name>\n<parameters>\n<$PARAM>$VALUE</$PARAM>\n"
        "</parameters>\n</invoke>\n</function_calls>\n\nThe result comes back inside "
        "<function_results>. These are the functions:\n<tools>\n" + tools + "\n</tools>"
    )
    return system, q


def functionary(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    ts = "\n\n".join(
        f"// {s.get('description', '')}\ntype {s['name']} = (_: {_properties(s)}) => any;"
        for s in _schemas(fns)
    )
    system = (
        "// Supported function definitions that should be called when necessary.\n"
        f"namespace functions {{\n\n{ts}\n\n}} // namespace functions\n\n"
        "Each message you write starts with '>>>' and a recipient: '>>>all' for text to the "
        "user, '>>>' and a function's name for a call, followed on the next line by the "
        'arguments as JSON, e.g.\n>>>get_weather\n{"city": "Lyon"}'
    )
    return system, q


def xlam(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are an expert in composing functions. Given a question and a set of possible "
        "functions, make one or more function calls to achieve the purpose.\n"
        f"[BEGIN OF AVAILABLE TOOLS]\n{json.dumps(_schemas(fns), ensure_ascii=False)}\n"
        "[END OF AVAILABLE TOOLS]\n\n[BEGIN OF FORMAT INSTRUCTION]\nReply with one JSON "
        'object only: {"tool_calls": [{"name": "func_name1", "arguments": {"argument1": '
        '"value1"}}]}. If no function fits, reply with an empty "tool_calls" list.\n'
        "[END OF FORMAT INSTRUCTION]"
    )
    return system, f"[BEGIN OF QUERY]\n{q}\n[END OF QUERY]"


def internlm2(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are InternLM, an assistant with a plugin interpreter. Plugins:\n"
        + _json_lines(fns)
        + "\n\nTo call a plugin, write <|action_start|><|plugin|> followed by a JSON object "
        '{"name": plugin name, "parameters": {arguments}} and then <|action_end|>. The '
        "result comes back to you; then answer the user."
    )
    return system, q


def command_r(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(f"```python\n{line}\n```" for line in _signatures(fns).split("\n\n"))
    system = (
        "## Available Tools\nHere is a list of tools that you have available to you:\n\n"
        + tools
        + "\n\nWrite 'Action:' followed by a json-formatted list of actions that you want "
        "to perform in order to produce a good response to the user's last input. Each "
        'action is an object with "tool_name" and "parameters", e.g.\nAction: ```json\n'
        '[\n    {\n        "tool_name": title of the tool in the specification,\n        '
        '"parameters": a dict of parameters to input into the tool\n    }\n]```\n'
        "If no tool is needed, use the tool directly_answer with no parameters."
    )
    return system, q


def sk_stepwise(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{s['name']}: {s.get('description', '')}\n  variables: {_properties(s)}"
        for s in _schemas(fns)
    )
    system = (
        "[INSTRUCTION]\nAnswer the question by thinking step by step and using the functions "
        f"below.\n\n[AVAILABLE FUNCTIONS]\n{tools}\n\n[USAGE]\nEach step: write [THOUGHT] "
        "and your reasoning, then [ACTION] and one JSON object\n"
        '{"action": "function name", "action_variables": {"name": "value"}}\n'
        "then stop; the result comes back after [OBSERVATION]. When you know the answer, "
        "write [FINAL ANSWER] and the answer."
    )
    return system, f"[QUESTION]\n{q}"


def haystack_agent(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(f"{f.__name__}: {inspect.getdoc(f)}" for f in fns)
    names = ", ".join(f.__name__ for f in fns)
    prompt = (
        "You answer questions with the help of tools, one step at a time.\n"
        f"Tools:\n{tools}\n\nUse this format:\nThought: what to do next\n"
        f"Tool: one of [{names}]\nTool Input: the input for the tool\nObservation: the "
        "tool's result\n... (Thought / Tool / Tool Input / Observation may repeat)\n"
        "Thought: I now know the final answer\nFinal Answer: the answer to the question\n\n"
        f"Question: {q}\nThought:"
    )
    return "", prompt


def beeai(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"Function Name: {s['name']}\nDescription: {s.get('description', '')}\n"
        f"Parameters: {_properties(s)}\n"
        for s in _schemas(fns)
    )
    system = (
        f"You can use these functions:\n\n{tools}\nReply in this format, one line per "
        "field:\nThought: your reasoning about the next step\nFunction Name: the function "
        "to call\nFunction Input: its parameters as a JSON object\nFunction Output: (the "
        "system writes the result here)\n\nWhen you have the answer:\nThought: I know "
        "the final answer\nFinal Answer: the answer for the user"
    )
    return system, q


def toolllama(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    specs = json.dumps(
        [
            *_schemas(fns),
            {
                "name": "Finish",
                "description": "Call it with the final answer, or to give up and restart.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "return_type": {"type": "string", "enum": ["give_answer", "give_up"]},
                        "final_answer": {"type": "string"},
                    },
                },
            },
        ],
        ensure_ascii=False,
    )
    system = (
        "You are AutoGPT, and you solve the task with the functions below. Each step, write\n"
        "Thought: your reasoning\nAction: the function's name\nAction Input: its arguments "
        "as JSON\nand stop. At the end, call the function Finish with return_type "
        f"give_answer and your final_answer.\nSpecifically, you have access to: {specs}"
    )
    return system, q


def qwen_fncall(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(
        f"### {s['name']}\n\n{s['name']}: {s.get('description', '')} Parameters: "
        f"{json.dumps(s['parameters'], ensure_ascii=False)} Format the arguments as JSON."
        for s in _schemas(fns)
    )
    system = (
        "You are a helpful assistant.\n\n# Tools\n\n## You have access to the following "
        f"tools:\n\n{tools}\n\n## When you need to call a tool, insert the following "
        "command in your reply:\n\n✿FUNCTION✿: the tool's name, one of "
        f"[{', '.join(f.__name__ for f in fns)}]\n✿ARGS✿: the tool's input\n✿RESULT✿: "
        "the tool's result\n✿RETURN✿: reply to the user based on the result"
    )
    return system, q


def chatglm3(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "Answer the following questions as best as you can. You have access to the "
        f"following tools:\n{json.dumps(_schemas(fns), ensure_ascii=False, indent=4)}\n\n"
        "To use a tool, write its name on a line of its own, then the call in a python "
        'block, e.g.\nget_weather\n```python\ntool_call(city="Lyon")\n```'
    )
    return system, q


def autogpt_use_tool(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{i}. {s['name']}: {s.get('description', '')} Params: {_properties(s)}"
        for i, s in enumerate(_schemas(fns), 1)
    )
    system = (
        "You are an autonomous agent. Decide one step at a time, on your own.\n\n"
        f"## Tools\n{tools}\n\n## Reply format\nReply with one JSON object and nothing "
        'else:\n{\n  "thoughts": {\n    "observations": "what you know so far",\n    '
        '"text": "your thought",\n    "reasoning": "why",\n    "self_criticism": "what '
        'could go wrong",\n    "plan": ["short", "list"],\n    "speak": "what to tell the '
        'user"\n  },\n  "use_tool": {\n    "name": "tool name",\n    "arguments": '
        '{"arg": "value"}\n  }\n}'
    )
    return system, q


def bedrock_agent(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"<function>{s['name']}({', '.join(s['parameters'].get('properties', {}))}): "
        f"{s.get('description', '')}</function>"
        for s in _schemas(fns)
    )
    system = (
        "You are a research assistant that can call functions.\n<functions>\n"
        f"{tools}\n</functions>\n\nFirst think inside <scratchpad></scratchpad>. To call a "
        'function, write <function_call>name(param="value")</function_call> and stop; '
        "the result comes back in <function_result></function_result>. When you can answer, "
        "write the answer inside <answer></answer>."
    )
    return system, q


def openai_functions_text(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        f"You may call these functions:\n{_json_lines(fns)}\n\nTo call one, reply with "
        'only {"function_call": {"name": "<name>", "arguments": "<the arguments as a JSON '
        'string>"}}. Otherwise answer the user in plain text.'
    )
    return system, q


def dspy_react(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"({i}) {s['name']}, whose description is <desc>{s.get('description', '')}</desc>. "
        f"It takes arguments {_properties(s)}."
        for i, s in enumerate(_schemas(fns), 1)
    )
    n = len(fns) + 1
    system = (
        "Your input fields are:\n1. `question` (str)\n2. `trajectory` (str)\nYour output "
        "fields are:\n1. `next_thought` (str)\n2. `next_tool_name` (Literal)\n3. "
        "`next_tool_args` (dict)\n\nYou are an agent. In each episode, you will be given "
        "the fields `question` as input. And you can see your past trajectory so far. Your "
        "goal is to use one or more of the supplied tools to collect information.\n\n"
        f"{tools}\n({n}) finish, whose description is <desc>Marks the task as complete."
        "</desc>. It takes arguments {}.\n\nRespond with the corresponding output fields, "
        "starting with the field `[[ ## next_thought ## ]]`, then `[[ ## next_tool_name ## ]]`"
        ", then `[[ ## next_tool_args ## ]]` (a JSON object), and then ending with the "
        "marker for `[[ ## completed ## ]]`."
    )
    return system, f"[[ ## question ## ]]\n{q}\n\n[[ ## trajectory ## ]]\n"


def cline_xml(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    blocks = []
    for s in _schemas(fns):
        props = s["parameters"].get("properties", {})
        inner = "\n".join(f"<{k}>{k} here</{k}>" for k in props)
        blocks.append(
            f"## {s['name']}\nDescription: {s.get('description', '')}\nUsage:\n"
            f"<{s['name']}>\n{inner}\n</{s['name']}>"
        )
    system = (
        "You are a capable assistant with tools. Use one tool per message, written as XML: "
        "the tool's name is the tag and each parameter is a tag inside it.\n\n# Tools\n\n"
        + "\n\n".join(blocks)
        + "\n\n## attempt_completion\nDescription: present the final result.\nUsage:\n"
        "<attempt_completion>\n<result>the result</result>\n</attempt_completion>"
    )
    return system, q


def qwen3_coder_xml(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
        "<tools>\n" + _json_lines(fns) + "\n</tools>\n\n"
        "To call a function, reply with the following XML and nothing after it:\n"
        "<tool_call>\n<function=example_function_name>\n<parameter=example_parameter_1>\n"
        "value_1\n</parameter>\n</function>\n</tool_call>\n\nEach parameter gets its own "
        "<parameter=...> block; values that span lines are fine."
    )
    return system, q


def glm45_arg_tags(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "# 可用工具\n\n<tools>\n" + _json_lines(fns) + "\n</tools>\n\n"
        "调用工具时按下面的格式输出，每个参数一对 <arg_key>/<arg_value>：\n"
        "<tool_call>工具名\n<arg_key>参数名</arg_key>\n<arg_value>参数值</arg_value>\n"
        "</tool_call>\n不需要工具时直接回答。"
        if _zh(q)
        else "# Tools\n\n<tools>\n" + _json_lines(fns) + "\n</tools>\n\n"
        "For each function call, write the function's name right after <tool_call>, then "
        "one <arg_key>/<arg_value> pair per argument:\n<tool_call>function-name\n"
        "<arg_key>argument-key</arg_key>\n<arg_value>argument-value</arg_value>\n"
        "</tool_call>\nWhen no tool is needed, answer directly."
    )
    return system, q


def kimi_k2(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are Kimi, an AI assistant. Tools you can use, as JSON schemas:\n"
        + json.dumps(
            [{"type": "function", "function": s} for s in _schemas(fns)], ensure_ascii=False
        )
        + "\n\nTo call tools, open a section with <|tool_calls_section_begin|>; write each "
        "call as <|tool_call_begin|>functions.NAME:INDEX<|tool_call_argument_begin|>"
        "{JSON arguments}<|tool_call_end|> (INDEX counts from 0), and close with "
        "<|tool_calls_section_end|>."
    )
    return system, q


def deepseek_v3(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(
        f"### {s['name']}\n{s.get('description', '')}\nParameters: {_properties(s)}"
        for s in _schemas(fns)
    )
    system = (
        "## Tools\n\n" + tools + "\n\nTo call a tool write exactly:\n"
        "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>TOOL_NAME\n"
        '```json\n{"argument": "value"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
    )
    return system, q


def minimax_m2(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are MiniMax-M2. You may call tools to answer.\n<tools>\n"
        + "\n".join(f"<tool>{json.dumps(s, ensure_ascii=False)}</tool>" for s in _schemas(fns))
        + "\n</tools>\n\nThink inside <think>...</think> first. To call tools, write:\n"
        '<minimax:tool_call>\n<invoke name="tool-name">\n'
        '<parameter name="param-key">param-value</parameter>\n</invoke>\n'
        "</minimax:tool_call>"
    )
    return system, q


def granite(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are Granite, developed by IBM. You are a helpful assistant with access to the "
        "following tools. When a tool is required to answer the user's query, respond only "
        "with <|tool_call|> followed by a JSON list of tools used, each an object with "
        '"name" and "arguments". If a tool does not exist in the provided list of tools, '
        "notify the user that you do not have the ability to fulfill the request.\n\n"
        "<|start_of_role|>available_tools<|end_of_role|>\n"
        + json.dumps(_schemas(fns), ensure_ascii=False, indent=4)
    )
    return system, q


def phi4_mini(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are a helpful assistant with some tools.<|tool|>"
        + json.dumps(_schemas(fns), ensure_ascii=False)
        + "<|/tool|>\nTo use tools, reply with functools followed by a JSON list of calls, "
        'e.g. functools[{"name": "tool_name", "arguments": {"x": 1}}].'
    )
    return system, q


def crewai(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    names = ", ".join(f.__name__ for f in fns)
    tools = "\n".join(
        f"Tool Name: {s['name']}\nTool Arguments: {_properties(s)}\n"
        f"Tool Description: {s.get('description', '')}"
        for s in _schemas(fns)
    )
    system = (
        "You are a helpful assistant. Your personal goal is: answer the user's request.\n"
        f"You ONLY have access to the following tools, and should NEVER make up tools that "
        f"are not listed here:\n\n{tools}\n\nIMPORTANT: Use the following format in your "
        "response:\n\n```\nThought: you should always think about what to do\nAction: the "
        f"action to take, only one name of [{names}], just the name, exactly as it's "
        "written.\nAction Input: the input to the action, just a simple JSON object, enclosed "
        'in curly braces, using " to wrap keys and values.\nObservation: the result of the '
        "action\n```\n\nOnce all necessary information is gathered, return the following "
        "format:\n\n```\nThought: I now know the final answer\nFinal Answer: the final "
        "answer to the original input question\n```"
    )
    return system, f"Current Task: {q}\n\nBegin! This is VERY important to you."


def openhands_fc(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"---- BEGIN FUNCTION #{i}: {s['name']} ----\nDescription: {s.get('description', '')}"
        f"\nParameters: {_properties(s)}\n---- END FUNCTION #{i} ----"
        for i, s in enumerate(_schemas(fns), 1)
    )
    system = (
        "You have access to the following functions:\n\n" + tools + "\n\n"
        "If you choose to call a function ONLY reply in the following format with NO suffix:"
        "\n\n<function=example_function_name>\n<parameter=example_parameter_1>value_1"
        "</parameter>\n<parameter=example_parameter_2>\nThis is the value for the second "
        "parameter\nthat can span\nmultiple lines\n</parameter>\n</function>\n\n"
        "Reminder: one function call at a time; required parameters must be given."
    )
    return system, q


def llama32_json(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(
        json.dumps({"type": "function", "function": s}, ensure_ascii=False, indent=4)
        for s in _schemas(fns)
    )
    user = (
        "Given the following functions, please respond with a JSON for a function call with "
        "its proper arguments that best answers the given prompt.\n\nRespond in the format "
        '{"name": function name, "parameters": dictionary of argument name and its value}. '
        f"Do not use variables.\n\n{tools}\n\nQuestion: {q}"
    )
    return "Environment: ipython\nCutting Knowledge Date: December 2023", user


def smolagents_code(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    system = (
        "You are an expert assistant who can solve any task using code blobs. You proceed "
        "in a cycle of 'Thought:', 'Code:', and 'Observation:' sequences. In 'Code:' you "
        "write simple Python in a block that starts with '```py' and ends with "
        "'```<end_code>'. Use print() for what you need next; it comes back as "
        "'Observation:'. Return the result with final_answer(...).\n\nYou can call these "
        "functions like regular Python functions:\n" + _signatures(fns) + "\n\n"
        'def final_answer(answer: any) -> any:\n    """Provides a final answer."""'
    )
    return system, f"New task:\n{q}"


def zh_json_keys(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"- {s['name']}：{s.get('description', '')} 参数：{_properties(s)}" for s in _schemas(fns)
    )
    system = (
        f"你是一个会使用工具的助手。可用工具：\n{tools}\n\n"
        "每一步只输出一个 JSON 对象，不要输出其他内容：\n"
        '{"思考": "你的推理", "工具": "工具名", "参数": {参数名: 参数值}}\n'
        '得到结果后，用 {"思考": "…", "最终回答": "给用户的回答"} 结束。'
    )
    return system, q


def functiongemma(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    decls = "".join(
        f"<start_function_declaration>{json.dumps(s, ensure_ascii=False)}<end_function_declaration>"
        for s in _schemas(fns)
    )
    system = (
        "You are a model that can do function calling with the following functions"
        + decls
        + "\nTo call one, write <start_function_call>call:NAME{key:<escape>value<escape>,"
        "key2:<escape>value2<escape>}<end_function_call>; numbers and booleans go without "
        "<escape>."
    )
    return system, q


def harmony_text(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    ts = "\n\n".join(
        f"// {s.get('description', '')}\ntype {s['name']} = (_: {_properties(s)}) => any;"
        for s in _schemas(fns)
    )
    system = (
        "You are ChatGPT, a large language model.\nReasoning: low\n# Valid channels: "
        "analysis, commentary, final.\n\n# Tools\n\n## functions\n\nnamespace functions {"
        f"\n\n{ts}\n\n}} // namespace functions\n\nWrite your reasoning as <|channel|>analysis"
        "<|message|>…<|end|>. To call a function write <|start|>assistant<|channel|>commentary "
        "to=functions.NAME <|constrain|>json<|message|>{arguments}<|call|>. The answer for the "
        "user goes in <|channel|>final<|message|>…"
    )
    return system, q


def memgpt(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{s['name']}: {s.get('description', '')} Parameters: {_properties(s)}"
        for s in _schemas(fns)
    )
    system = (
        "You are MemGPT, a persona that talks to the user only through functions. Every reply "
        'is one JSON object: {"function": NAME, "params": {…}, "inner_thoughts": '
        '"your private monologue"}. To talk to the user call send_message with params '
        '{"message": "…"}.\n\nFunctions:\n' + tools + "\nsend_message: Sends a message "
        'to the human user. Parameters: {"message": {"type": "string"}}'
    )
    return system, q


def glm4_chat(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(
        f"## {s['name']}\n\n{json.dumps(s, ensure_ascii=False, indent=4)}\n在调用上述函数时，请使用 "
        "Json 格式表示调用的参数。"
        for s in _schemas(fns)
    )
    system = (
        "你是一个名为 GLM-4 的人工智能助手。你是基于智谱AI训练的语言模型 GLM-4 模型开发的，你的任务是针对"
        "用户的问题和要求提供适当的答复和支持。\n\n# 可用工具\n\n"
        + tools
        + "\n\n调用工具时，第一行"
        "只写工具名，第二行起写 JSON 参数。"
    )
    return system, q


def taskweaver(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(f"- {f.__name__}{inspect.signature(f)}: {inspect.getdoc(f)}" for f in fns)
    system = (
        "You are the Planner of a team. Plugins the CodeInterpreter can run:\n" + tools + "\n\n"
        'Reply with one JSON object: {"response": [{"type": "init_plan", "content": '
        '"…"}, {"type": "plan", "content": "…"}, {"type": "current_plan_step", "content": '
        '"…"}, {"type": "send_to", "content": "CodeInterpreter" or "User"}, {"type": '
        '"message", "content": "the instruction or the answer"}]}'
    )
    return system, q


def rewoo(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(f"{f.__name__}[input]: {inspect.getdoc(f)}" for f in fns)
    system = (
        "For the task below, make plans that can solve it step by step. For each plan, say "
        "which external tool, with which input, gathers the evidence. Store each evidence in a "
        "variable #E that later tools can use (Plan, #E1, Plan, #E2, ...).\n\nTools can be one "
        "of:\n" + tools + "\n\nFormat:\nPlan: first step\n#E1 = Tool[input]\nPlan: next "
        "step, using #E1\n#E2 = Tool[input with #E1]\n..."
    )
    return system, f"Task: {q}"


def llmcompiler(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(
        f"{i}. {f.__name__}{inspect.signature(f)}: {inspect.getdoc(f)}"
        for i, f in enumerate(fns, 1)
    ).replace("typing.", "")
    system = (
        "Given a user query, create a plan to solve it with the utmost parallelizability. Each "
        "plan should comprise an action from the following types:\n"
        + tools
        + f"\n{len(fns) + 1}. join(): Collects and combines results from prior actions.\n\n"
        "Each action is one numbered line, like 1. tool(arg=value). An argument may be $1 for "
        "the output of action 1. The plan must end with join(). Write only the plan."
    )
    return system, f"Question: {q}"


def langroid(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n\n".join(
        f"TOOL: {s['name']}\nPURPOSE: {s.get('description', '')}\nJSON FORMAT: "
        + json.dumps(
            {"request": s["name"], **{k: "..." for k in s["parameters"].get("properties", {})}},
            ensure_ascii=False,
        )
        for s in _schemas(fns)
    )
    system = (
        "You are a helpful assistant. You have access to these TOOLS, which you use by writing "
        'a JSON message in the JSON FORMAT given, with the tool\'s name in the "request" '
        "field:\n\n" + tools + "\n\nWhen you know the answer, say it in plain text."
    )
    return system, q


def nexusraven(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    defs = "\n\n".join(f"Function:\n{_signatures([f])}" for f in fns)
    prompt = f"{defs}\n\nUser Query: {q}<human_end>"
    return "", prompt


def langchain_xml(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(f"{f.__name__}: {inspect.getdoc(f)}" for f in fns)
    system = (
        "You are a helpful assistant. Help the user answer any questions.\n\nYou have access "
        "to the following tools:\n\n" + tools + "\n\nIn order to use a tool, you can use "
        "<tool></tool> and <tool_input></tool_input> tags. You will then get back a response "
        "in the form <observation></observation>\nFor example, if you have a tool called "
        "'search' that could run a google search, in order to search for the weather in SF "
        "you would respond:\n\n<tool>search</tool><tool_input>weather in SF</tool_input>\n"
        "<observation>64 degrees</observation>\n\nWhen you are done, respond with a final "
        "answer between <final_answer></final_answer>. For example:\n\n<final_answer>The "
        "weather in SF is 64 degrees</final_answer>"
    )
    return system, q


def modelscope_agent(fns: list[Callable[..., Any]], q: str) -> tuple[str, str]:
    tools = "\n".join(json.dumps(s, ensure_ascii=False) for s in _schemas(fns))
    system = (
        "你是一个智能助手，可以调用下面的 API 来完成用户的请求：\n\n" + tools + "\n\n"
        "需要调用 API 时，先用一句话说明要做什么，然后写 <|startofthink|>```JSON\n"
        '{"api_name": "API 名称", "parameters": {参数}}\n```<|endofthink|>。'
        "不需要调用 API 时，直接回答用户。"
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
    "pocketflow-yaml": (
        "PocketFlow's agent prompt (a ```yaml decision: thinking, action, reason, parameters; "
        "the action 'answer' replies)",
        pocketflow_yaml,
        [],
        ["answer"],
    ),
    "zh-template": (
        "a Chinese app's tool template (思考：… / 工具：名称 / 参数：JSON, and 最终回答：)",
        zh_template,
        [],
        [],
    ),
    "spanish-react": (
        "LangChain's ReAct prompt translated into Spanish (Pensamiento / Acción / Entrada de "
        "la acción / Observación / Respuesta final)",
        spanish_react,
        ["\nObservación:"],
        [],
    ),
    "japanese-react": (
        "a ReAct prompt in Japanese (思考 / 行動 / 行動入力 / 観察 / 最終回答)",
        japanese_react,
        ["\n観察"],
        [],
    ),
    "french-react": (
        "LangChain's ReAct prompt translated into French (Pensée / Action / Entrée de "
        "l'action / Observation / Réponse finale)",
        french_react,
        ["\nObservation"],
        [],
    ),
    "german-react": (
        "LangChain's ReAct prompt translated into German (Gedanke / Aktion / Aktionseingabe / "
        "Beobachtung / Endgültige Antwort)",
        german_react,
        ["\nBeobachtung"],
        [],
    ),
    "korean-react": (
        "LangChain's ReAct prompt translated into Korean (생각 / 행동 / 행동 입력 / 관찰 / 최종 답변)",
        korean_react,
        ["\n관찰"],
        [],
    ),
    "traditional-react": (
        "LangChain's ReAct prompt in Traditional Chinese (思考 / 動作 / 動作輸入 / 觀察 / 最終答案)",
        traditional_react,
        ["\n觀察"],
        [],
    ),
    "toolformer-inline": (
        "a Toolformer-style prompt (API calls inline in the text as [tool(args) →, then wait)",
        toolformer_inline,
        ["→"],
        [],
    ),
    "dbgpt-api-call": (
        "DB-GPT's plugin prompt (a sentence, then <api-call><name>…</name><args>{json}</args>"
        "</api-call>; Chinese for Chinese questions)",
        dbgpt_api_call,
        [],
        [],
    ),
    "continue-tools": (
        "Continue's system-message tools for models without native tool use (```tool "
        "TOOL_NAME: … BEGIN_ARG: k … END_ARG)",
        continue_tools,
        [],
        [],
    ),
    "bolt-actions": (
        'a Bolt-style artifact prompt (<artifact><action type="TOOL" attribute="value"/>)',
        bolt_actions,
        [],
        [],
    ),
    "swe-agent": (
        "SWE-agent's original prompt (DISCUSSION, then one command line 'tool arg1 arg2' in a "
        "fence; submit)",
        swe_agent,
        [],
        ["submit"],
    ),
    "cli-flags": (
        "a shell-agent prompt ('$ tool --param value' lines, 'ANSWER:' to reply)",
        cli_flags,
        [],
        [],
    ),
    "agentbench-os": (
        "an AgentBench-style prompt (Think: … then Act: tool(arg=value), Act: answer(…) "
        "or Act: finish)",
        agentbench_os,
        [],
        [],
    ),
    "llamaindex-react": (
        "LlamaIndex's ReAct prompt (Thought / Action / Action Input as JSON kwargs, 'Answer:' "
        "to reply, in the user's language)",
        llamaindex_react,
        ["\nObservation:"],
        [],
    ),
    "smolagents-toolcalling": (
        "smolagents' tool-calling prompt (Action: then a {name, arguments} blob; the tool "
        "final_answer answers)",
        smolagents_toolcalling,
        ["Observation:"],
        ["final_answer"],
    ),
    "qwen-react": (
        "a Qwen-style ReAct template in the user turn (tools described as APIs with a "
        "parameter list; Question / Thought / Action / Action Input / Observation / Final "
        "Answer)",
        qwen_react,
        ["Observation:"],
        [],
    ),
    "gorilla-functions": (
        "Gorilla OpenFunctions' prompt (<<function>>[schemas]<<question>>…, a Python call "
        "as the reply)",
        gorilla_functions,
        [],
        [],
    ),
    "claude-xml": (
        "Claude 2's function-calling prompt (<function_calls><invoke><tool_name> and "
        "<parameters> of one element per argument)",
        claude_xml,
        ["</function_calls>"],
        [],
    ),
    "functionary": (
        "Functionary v2's prompt (TypeScript signatures; each message starts '>>>' and a "
        "recipient, JSON arguments on the next line)",
        functionary,
        [],
        [],
    ),
    "xlam": (
        "Salesforce xLAM's prompt (tools between [BEGIN OF AVAILABLE TOOLS] markers; a "
        '{"tool_calls": [...]} object as the reply)',
        xlam,
        [],
        [],
    ),
    "internlm2": (
        "InternLM2's plugin prompt (<|action_start|><|plugin|>{name, parameters}<|action_end|>)",
        internlm2,
        ["<|action_end|>"],
        [],
    ),
    "command-r": (
        "Command R's tool-use prompt (Python signatures in fences; 'Action:' and a ```json list "
        "of {tool_name, parameters}; directly_answer to answer)",
        command_r,
        [],
        ["directly_answer"],
    ),
    "sk-stepwise": (
        "Semantic Kernel's stepwise planner prompt ([THOUGHT], then [ACTION] and a JSON "
        "{action, action_variables}; [FINAL ANSWER] answers)",
        sk_stepwise,
        ["[OBSERVATION]"],
        [],
    ),
    "haystack-agent": (
        "Haystack 1.x's agent prompt (Thought / Tool / Tool Input / Observation / Final "
        "Answer, the prompt ending at 'Thought:')",
        haystack_agent,
        ["Observation:"],
        [],
    ),
    "beeai": (
        "BeeAI's agent prompt (Thought / Function Name / Function Input / Function Output / "
        "Final Answer)",
        beeai,
        ["Function Output:"],
        [],
    ),
    "toolllama": (
        "ToolBench's ToolLLaMA prompt (Thought / Action / Action Input as JSON; the function "
        "Finish with return_type give_answer answers)",
        toolllama,
        ["Observation:"],
        ["Finish"],
    ),
    "qwen-fncall": (
        "Qwen-Agent's function-call prompt (✿FUNCTION✿ / ✿ARGS✿ / ✿RESULT✿ / ✿RETURN✿)",
        qwen_fncall,
        ["✿RESULT✿"],
        [],
    ),
    "chatglm3": (
        "ChatGLM3's tool prompt (the tool's name on a line, then tool_call(...) in a python block)",
        chatglm3,
        [],
        [],
    ),
    "autogpt-use-tool": (
        "AutoGPT 0.5's one-shot prompt (a JSON object of thoughts and use_tool {name, arguments})",
        autogpt_use_tool,
        [],
        [],
    ),
    "bedrock-agent": (
        'a Bedrock-style agent prompt (<scratchpad>, calls as <function_call>name(param="v")'
        "</function_call>, the answer in <answer>)",
        bedrock_agent,
        ["</function_call>"],
        [],
    ),
    "openai-functions-text": (
        "an OpenAI functions prompt for a model without native calls ({function_call: {name, "
        "arguments as a JSON string}})",
        openai_functions_text,
        [],
        [],
    ),
    "dspy-react": (
        "DSPy's ReAct prompt ([[ ## next_thought ## ]], [[ ## next_tool_name ## ]], "
        "[[ ## next_tool_args ## ]]; finish ends)",
        dspy_react,
        ["[[ ## completed ## ]]"],
        ["finish"],
    ),
    "cline-xml": (
        "Cline's tool prompt (the tool's name as an XML tag, each parameter a tag inside; "
        "attempt_completion answers)",
        cline_xml,
        [],
        ["attempt_completion"],
    ),
    "qwen3-coder-xml": (
        "Qwen3-Coder's XML call format (<tool_call><function=name><parameter=key>value"
        "</parameter></function></tool_call>)",
        qwen3_coder_xml,
        [],
        [],
    ),
    "glm45-arg-tags": (
        "GLM-4.5's call format (<tool_call>name then <arg_key>/<arg_value> pairs)",
        glm45_arg_tags,
        [],
        [],
    ),
    "kimi-k2": (
        "Kimi K2's tool-call section tokens (<|tool_call_begin|>functions.name:0"
        "<|tool_call_argument_begin|>{…}<|tool_call_end|>)",
        kimi_k2,
        [],
        [],
    ),
    "deepseek-v3": (
        "DeepSeek-V3's tool-call tokens (<｜tool▁call▁begin｜>function<｜tool▁sep｜>name and a "
        "json fence)",
        deepseek_v3,
        [],
        [],
    ),
    "minimax-m2": (
        "MiniMax-M2's call format (<minimax:tool_call><invoke name=…><parameter name=…>)",
        minimax_m2,
        [],
        [],
    ),
    "granite": (
        "Granite 3's tool prompt (<|tool_call|> and a JSON list of {name, arguments})",
        granite,
        [],
        [],
    ),
    "phi4-mini": (
        "Phi-4-mini's tool prompt (<|tool|>…<|/tool|>; calls as functools[{…}])",
        phi4_mini,
        [],
        [],
    ),
    "crewai": (
        "CrewAI's agent prompt (Thought / Action / Action Input as a JSON object / "
        "Observation / Final Answer)",
        crewai,
        ["\nObservation:"],
        [],
    ),
    "openhands-fc": (
        "OpenHands' prompt for models without native calls (<function=name> with "
        "<parameter=key> blocks)",
        openhands_fc,
        ["</function"],
        [],
    ),
    "llama32-json": (
        'Llama 3.2\'s JSON tool prompt in the user turn ({"name", "parameters"})',
        llama32_json,
        [],
        [],
    ),
    "smolagents-code": (
        "smolagents' CodeAgent prompt (Thought / Code: ```py … ```<end_code> / Observation; "
        "final_answer(...) ends)",
        smolagents_code,
        ["<end_code>", "Observation:"],
        ["final_answer"],
    ),
    "zh-json-keys": (
        'a Chinese JSON prompt with Chinese keys ({"思考", "工具", "参数"}; {"最终回答"} ends)',
        zh_json_keys,
        [],
        [],
    ),
    "functiongemma": (
        "FunctionGemma's call markup (<start_function_call>call:name{key:<escape>value"
        "<escape>}<end_function_call>)",
        functiongemma,
        ["<start_function_response>"],
        [],
    ),
    "harmony-text": (
        "gpt-oss's harmony format told in the system prompt (<|channel|>commentary "
        "to=functions.NAME <|constrain|>json<|message|>{…}<|call|>)",
        harmony_text,
        ["<|call|>"],
        [],
    ),
    "memgpt": (
        "MemGPT's JSON function prompt ({function, params, inner_thoughts}; send_message "
        "talks to the user)",
        memgpt,
        [],
        ["send_message"],
    ),
    "glm4-chat": (
        "GLM-4-9B-chat's tool prompt (the tool's name on one line, JSON arguments below)",
        glm4_chat,
        ["<|observation|>"],
        [],
    ),
    "taskweaver": (
        "TaskWeaver's planner prompt (a JSON response list of typed parts; send_to and message)",
        taskweaver,
        [],
        [],
    ),
    "rewoo": (
        "ReWOO's planner prompt (Plan: … then #E1 = Tool[input], evidence variables)",
        rewoo,
        [],
        [],
    ),
    "llmcompiler": (
        "LLMCompiler's planner prompt (numbered calls tool(arg=value) with $1 references, "
        "ending with join())",
        llmcompiler,
        [],
        ["join"],
    ),
    "langroid": (
        "Langroid's tool-message prompt (a JSON object with the tool's name in \"request\" "
        "beside its fields)",
        langroid,
        [],
        [],
    ),
    "nexusraven": (
        "NexusRaven-V2's prompt (Function: Python signatures, User Query: …<human_end>; "
        "answers Call: fn(…))",
        nexusraven,
        ["<bot_end>"],
        [],
    ),
    "langchain-xml": (
        "LangChain's XML agent prompt (<tool>name</tool><tool_input>…</tool_input>, "
        "<final_answer>…</final_answer>)",
        langchain_xml,
        ["</tool_input>"],
        [],
    ),
    "modelscope-agent": (
        "ModelScope-Agent's Chinese API prompt (<|startofthink|>```JSON {api_name, "
        "parameters}```<|endofthink|>)",
        modelscope_agent,
        [],
        [],
    ),
    "vietnamese-react": (
        "LangChain's ReAct prompt translated into Vietnamese (Suy nghĩ / Hành động / Đầu vào "
        "hành động / Quan sát / Câu trả lời cuối cùng)",
        vietnamese_react,
        ["\nQuan sát:"],
        [],
    ),
    "russian-react": (
        "LangChain's ReAct prompt translated into Russian (Мысль / Действие / Ввод действия / "
        "Наблюдение / Окончательный ответ)",
        russian_react,
        ["\nНаблюдение:"],
        [],
    ),
    "portuguese-react": (
        "LangChain's ReAct prompt translated into Portuguese (Pensamento / Ação / Entrada da "
        "ação / Observação / Resposta final)",
        portuguese_react,
        ["\nObservação:"],
        [],
    ),
    "indonesian-react": (
        "LangChain's ReAct prompt translated into Indonesian (Pikiran / Tindakan / Input "
        "Tindakan / Pengamatan / Jawaban Akhir)",
        indonesian_react,
        ["\nPengamatan:"],
        [],
    ),
    "pythonic-list": (
        "ToolACE, Hammer and Llama 4's pythonic prompt ([name(a=1, b='x'), …] as the reply)",
        pythonic_list,
        [],
        [],
    ),
    "seed-oss": (
        "Seed-OSS's tool prompt (<seed:think>, then <seed:tool_call><function=NAME>"
        "<parameter=KEY>VALUE</parameter>)",
        seed_oss,
        ["</seed:tool_call>"],
        [],
    ),
    "xml-react": (
        "a ReAct prompt with XML fields (<thought>, <action>, <action_input>, <final_answer>)",
        xml_react,
        ["<observation>"],
        [],
    ),
    "magistral": (
        "Magistral's prompt ([THINK]…[/THINK], then [TOOL_CALLS]name[ARGS]{…})",
        magistral,
        [],
        [],
    ),
    "italian-react": (
        "LangChain's ReAct prompt translated into Italian (Pensiero / Azione / Input "
        "dell'azione / Osservazione / Risposta finale)",
        italian_react,
        ["\nOsservazione:"],
        [],
    ),
    "turkish-react": (
        "LangChain's ReAct prompt translated into Turkish (Düşünce / Eylem / Eylem Girdisi / "
        "Gözlem / Nihai Cevap)",
        turkish_react,
        ["\nGözlem:"],
        [],
    ),
    "arabic-react": (
        "LangChain's ReAct prompt translated into Arabic (الفكرة / الإجراء / مدخلات الإجراء / "
        "الملاحظة / الإجابة النهائية)",
        arabic_react,
        ["\nالملاحظة:"],
        [],
    ),
    "hindi-react": (
        "LangChain's ReAct prompt translated into Hindi (विचार / क्रिया / क्रिया इनपुट / "
        "अवलोकन / अंतिम उत्तर)",
        hindi_react,
        ["\nअवलोकन:"],
        [],
    ),
    "thai-react": (
        "LangChain's ReAct prompt translated into Thai (ความคิด / การกระทำ / "
        "ข้อมูลนำเข้าของการกระทำ / การสังเกต / คำตอบสุดท้าย)",
        thai_react,
        ["\nการสังเกต:"],
        [],
    ),
    "agentscope-json": (
        "AgentScope's ReAct agent prompt (one fenced JSON object: thought, speak, and a "
        "function list of {name, arguments})",
        agentscope_json,
        [],
        [],
    ),
    "hf-react-json": (
        "transformers' ReactJsonAgent prompt (Thought, then Action: a JSON {action, "
        "action_input} ended by <end_action>; final_answer is a tool)",
        hf_react_json,
        ["<end_action>", "\nObservation:"],
        ["final_answer"],
    ),
}


def main() -> None:
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
    llms = bundled_llms(models, a.seed)
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
                        f"set {a.toolset} (bench/heldout/toolsets.py), first reply"
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
