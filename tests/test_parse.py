"""The tolerant reader: the corpus of real model outputs, the `tao parse` command, fuzzing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import tao
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.hostile import HOSTILE, LENGTH
from tao.formats import FORMATS, Actions, Final, Unparsed, get_format, parse_output
from tao.models import Reply
from tao.tools import Registry, Tool

CORPUS = sorted((Path(__file__).parent / "data" / "corpus").glob("*.jsonl"))
CASES = [
    json.loads(line)
    for path in CORPUS
    for line in path.read_text(encoding="utf-8").splitlines()
    if line.strip()
]


def test_corpus_is_large_and_sourced() -> None:
    assert len(CASES) >= 150
    assert all(case.get("source") for case in CASES)
    assert len({case["id"] for case in CASES}) == len(CASES)


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(c, marks=pytest.mark.xfail(reason=c["xfail"], strict=True))
        if c.get("xfail")
        else c
        for c in CASES
    ],
    ids=[c["id"] for c in CASES],
)
def test_corpus_case(case: dict[str, Any]) -> None:
    """Each real output reads as its `expected` says; an `xfail` case is a known miss.

    An `ambiguous` case (its gatherer could not say what the model meant) must only be read
    without an exception.
    """
    tools = case.get("params") or case.get("tools", [])  # the parameters, where known
    got = parse_output(case["text"], case["format"], tools)
    if case.get("ambiguous"):
        assert got["type"] in ("action", "final", "error")
        return
    expected = case["expected"]
    if expected["type"] == "error":
        assert got["type"] == "error"
    else:
        assert got == expected, case.get("note")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Full-width colon in labels and inside JSON (Qwen, DeepSeek in Chinese).
        (
            '思考：查天气\n行动：get_weather\n行动输入：{"city"："北京"}',
            {"type": "action", "tool": "get_weather", "args": {"city": "北京"}},
        ),
        # Python-style dict with single quotes, True/None and a trailing comma.
        (
            "Action: f\nAction Input: {'a': 'x', 'b': True, 'c': None,}",
            {"type": "action", "tool": "f", "args": {"a": "x", "b": True, "c": None}},
        ),
        # A fenced multi-line SQL input kept intact.
        (
            "Action: sql\nAction Input: ```sql\nSELECT *\nFROM t\nWHERE a = 1\n```",
            {"type": "action", "tool": "sql", "input": "SELECT *\nFROM t\nWHERE a = 1"},
        ),
        # A fence inside a JSON string value.
        (
            'Action: run\nAction Input: ```json\n{"code": "```python\\nprint(1)\\n```"}\n```',
            {"type": "action", "tool": "run", "args": {"code": "```python\nprint(1)\n```"}},
        ),
        # A stop string cut in the middle.
        (
            "Thought: x\nAction: search\nAction Input: cats\nObserv",
            {"type": "action", "tool": "search", "input": "cats"},
        ),
        (
            "思考: x\n行动: search\n行动输入: 猫\n观",
            {"type": "action", "tool": "search", "input": "猫"},
        ),
        # <think> blocks and leaked special tokens.
        (
            "<think>Should I search? Action: nope</think>\nThought: yes\nAction: search\nAction Input: dogs<|im_end|>",
            {"type": "action", "tool": "search", "input": "dogs"},
        ),
        # Labels inside the final answer never start a new step.
        (
            "Final Answer: To call a tool write\nAction: name\nAction Input: x",
            {"type": "final", "answer": "To call a tool write\nAction: name\nAction Input: x"},
        ),
        # A label inside a code block is not a label.
        (
            "Thought: here is code\n```\nAction: fake\n```\nFinal Answer: see above",
            {"type": "final", "answer": "see above"},
        ),
    ],
)
def test_sloppy_outputs(text: str, expected: dict[str, Any]) -> None:
    assert parse_output(text, "react") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Prose that says which tool to use, then its arguments: the call.
        (
            'I will use web_search now.\n{"query": "cats"}',
            {"type": "action", "tool": "web_search", "args": {"query": "cats"}},
        ),
        # ... but a tool named in passing before data the model shows is an answer.
        (
            'Using the web_search tool, I found:\n{"title": "Cats"}',
            {"type": "final", "answer": 'Using the web_search tool, I found:\n{"title": "Cats"}'},
        ),
        # A line copied from tao's prompt after the input is no part of it.
        (
            "Action: web_search\nAction Input: cats\nthen stop for the Observation. When you know"
            " the answer, reply with",
            {"type": "action", "tool": "web_search", "input": "cats"},
        ),
        # ... also with a word changed or added ("Then" for "然后"); a line of the input
        # that only shares a few words with the prompt stays.
        (
            "Action: web_search\nAction Input: cats\nThen停下，等待 Observation.",
            {"type": "action", "tool": "web_search", "input": "cats"},
        ),
        (
            "Action: web_search\nAction Input: how to stop and wait\nfor the Observation in a loop",
            {
                "type": "action",
                "tool": "web_search",
                "input": "how to stop and wait\nfor the Observation in a loop",
            },
        ),
        # A blob before any label is the first step, even with an invented answer after it.
        (
            '```json\n{"action": "web_search", "action_input": "cats"}\n```\n\nThought: done\n'
            "Final Answer: cats are great",
            {"type": "action", "tool": "web_search", "input": "cats"},
        ),
        # A lowercase phrase where the name should be names no tool; a Title Case name is a
        # (made-up) tool's, for the unknown-tool error.
        (
            "Action: no programming allowed\nAction Input: x",
            {"type": "error", "message": "the Action names no tool"},
        ),
        (
            "Action: Web Scraping Tool\nAction Input: x",
            {"type": "action", "tool": "Web Scraping Tool", "input": "x"},
        ),
        # A registered name in brackets inside a sentence is the tool; a made-up name before
        # a bracket that names none keeps the bracket as its input.
        (
            "行动: 执行 [web_search] 以获取结果。\n行动输入: cats",
            {"type": "action", "tool": "web_search", "input": "cats"},
        ),
        (
            "Action: lookup [cats, dogs]",
            {"type": "action", "tool": "lookup", "input": "cats, dogs"},
        ),
    ],
)
def test_registered_tools_guide_the_reading(text: str, expected: dict[str, Any]) -> None:
    assert parse_output(text, "react", ["web_search"]) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Batch 336: classic's Action line alone, its label left out (the tools' example copied)
        (
            "action_items: its input",
            {"type": "action", "tool": "action_items", "input": "its input"},
        ),
        (
            "action_items: W48-MON\nPAUSE",
            {"type": "action", "tool": "action_items", "input": "W48-MON"},
        ),
        # ... only for a registered name, written exactly; else the words are the answer
        ("Weather: sunny, 21 degrees", {"type": "final", "answer": "Weather: sunny, 21 degrees"}),
        ("Action Items: none", {"type": "final", "answer": "Action Items: none"}),
    ],
)
def test_classic_action_line_without_its_label(text: str, expected: dict[str, Any]) -> None:
    assert parse_output(text, "classic", ["action_items", "observe"]) == expected


def test_parse_cli_single_and_jsonl(env, tmp_path: Path) -> None:
    run = tao(
        "parse", "--format", "classic", input="Thought: t\nAction: calculate: 2 + 2\nPAUSE", env=env
    )
    assert run.code == 0 and run.json == {"type": "action", "tool": "calculate", "input": "2 + 2"}
    lines = [
        json.dumps('Action: get_weather\nAction Input: {"city": "Paris"}'),
        json.dumps("Final Answer: 42"),
        "not json",
        json.dumps("Thought: only a thought"),
    ]
    file = tmp_path / "outputs.jsonl"
    file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run = tao("parse", "--format", "react", "--jsonl", str(file), env=env)
    results = [json.loads(line) for line in run.out.splitlines()]
    assert results[0] == {"type": "action", "tool": "get_weather", "args": {"city": "Paris"}}
    assert results[1] == {"type": "final", "answer": "42"}
    assert results[2]["type"] == "error" and results[3]["type"] == "error"


def test_parse_cli_reads_names_as_the_agent_would(env) -> None:
    step = "Thought: t\nAction: Search (web)\nAction Input: cats"
    run = tao("parse", "--tool", "search,calculate", input=step, env=env)
    assert run.json == {"type": "action", "tool": "search", "input": "cats"}
    # RestGPT's "Operation:" names a tool only where the agent has one of that name.
    rest = 'Operation: GET\nInput: {"url": "/a"}'
    assert tao("parse", "--tool", "GET", "--tool", "POST", input=rest, env=env).json == {
        "type": "action",
        "tool": "GET",
        "args": {"url": "/a"},
    }
    assert tao("parse", input=rest, env=env).json["type"] == "final"


def test_arguments_with_the_tools_name_left_out(env) -> None:
    # qwen2.5-coder-0.5b under Functionary's prompt (b720-auto-037): only the arguments, in
    # a fence; with the tools' parameters known they are a call gone wrong, not an answer
    text = '```json\n{"skills": ["Python", "Spark"], "min_years": 3}\n```'
    tools = {"searchCandidates": ["skills", "min_years?"], "post_job": ["title", "salary_range"]}
    assert parse_output(text, "auto", tools) == {
        "type": "error",
        "message": "arguments with no tool's name (they fit searchCandidates); "
        "the agent calls searchCandidates",
    }
    # names only: the reader cannot tell them from a JSON answer
    assert parse_output(text, "auto", list(tools))["type"] == "final"
    # keys no tool takes are an answer; a required key missing is still a call gone wrong,
    # with no call the agent can make for the model
    assert parse_output('{"skills": [], "salary": 1}', "auto", tools)["type"] == "final"
    assert parse_output('{"min_years": 3}', "auto", tools)["message"] == (
        "arguments with no tool's name (they fit searchCandidates)"
    )
    # under a label the object is what the label says it is
    assert parse_output(f"Final Answer: {text}", "react", tools)["type"] == "final"
    # the arguments under a wrapper's key (qwen 0.5B under DeepSeek V3's prompt, b709); the
    # object as it is when a tool takes that key
    wrapped = '{"argument": {"skills": ["Go"], "min_years": 5}}'
    assert parse_output(wrapped, "auto", tools)["message"].endswith("calls searchCandidates")
    takes = {**tools, "note": ["argument"]}
    assert parse_output(wrapped, "auto", takes)["message"].endswith("calls note")
    # the command line takes the parameters in a tool's signature, as `tao tools` prints it
    run = tao(
        "parse",
        "--tool",
        "searchCandidates(skills: array, min_years?: integer),post_job(title, salary_range)",
        input=text,
        env=env,
    )
    assert run.json["message"].startswith("arguments with no tool's name (they fit searchC")
    assert tao("parse", "--tool", "searchCandidates,post_job", input=text, env=env).json == {
        "type": "final",
        "answer": text,
    }


@pytest.mark.parametrize(
    "text",
    [
        # MINT (gpt-3.5-turbo): a Python dict with int keys in prose once crashed the reader
        "Assistant:\nThe shortest path can be found using BFS.\n\n1. Create a graph. In this"
        " case:\n   ```\n   graph = {\n       0: [1, 2, 3, 5],\n       1: [0]\n   }\n   ```\n\n"
        "2. Initialize a queue.",
        "{(1, 2): {3, 4}, 'b': b'x', 'c': 1j}",
        'Action: tool\nAction Input: {1: "a", 2.5: None}',
        # llama-3.1-8b (find-my-crew's analysis doc): Python's Ellipsis once reached the
        # result, and writing it as JSON raised
        '**TOOL CALL:**\n```tool_call\n{"name": "tool", "arguments": {...}}\n```',
        "Action: tool\nAction Input: {'a': ..., 'b': [1, ...]}",
        "Action: tool(x=..., y={...})",
        "```python\ntool(...)\n```",
    ],
)
def test_python_literals_of_any_kind_never_raise(text: str) -> None:
    for fmt in [*FORMATS, "auto"]:
        got = parse_output(text, fmt, ["tool"])
        assert got["type"] in ("action", "final", "error")
        json.dumps(got)  # what `tao parse --json` prints: JSON values only


@settings(max_examples=300, deadline=None)
@given(
    st.text(
        alphabet=st.sampled_from(
            list("Thought:Action Input{}[]()=.,\"'`\n：思考行动输入最终答案观察<>/|_*#PAUSE0123 ")
        ),
        max_size=400,
    )
)
def test_fuzz_every_format_never_raises(text: str) -> None:
    for name in FORMATS:
        parsed = get_format(name).parse_reply(Reply(content=text), Registry())
        assert isinstance(parsed, Final | Actions | Unparsed)
        json.dumps(parse_output(text, name, ["Action"]))


@pytest.mark.parametrize("name", list(FORMATS))
def test_large_hostile_inputs_read_to_a_result(name: str) -> None:
    """Replies built to hit slow paths still read to an action, an answer or an error.

    How long they take is measured by `python -m bench.hostile` (a ratio to an ordinary reply
    of the same length, in the same run), not here: this machine is shared and noisy."""
    fmt = get_format(name)
    tools = Registry(Tool(lambda input="": input, name=n) for n in ("a", "f"))
    for text in HOSTILE:
        for registry in (Registry(), tools):
            parsed = fmt.parse_reply(Reply(content=text[:LENGTH]), registry)
            assert isinstance(parsed, Final | Actions | Unparsed), text[:40]


def test_fast_path_agrees_with_the_full_reader() -> None:
    from tao.formats.reading import _fast_step, read_step_fully

    texts = [case["text"] for case in CASES] + [
        "Thought: look\nAction: get_weather\nAction Input: Paris",
        "Thought: add\nAction: calculate: 37 + 20\nPAUSE",
        "思考: 查\n行动: get_weather\n行动输入: 北京",
        "Thought: done\nFinal Answer: 57 lbs",
        "Final Answer: 42",
        "Action: answer: it is 57",
        'Action: search\nAction Input: "quoted"',
        "Thought: x\nAction: Search\nAction Input: who",
    ]
    fast = 0
    for text in texts:
        for resolve in (
            None,
            lambda n: {"search": "search", "get_weather": "get_weather"}.get(n.lower()),
        ):
            quick = _fast_step(text, resolve)
            if quick is not None:
                fast += 1
                assert quick == read_step_fully(text, resolve), text
    assert fast >= 20


@pytest.mark.parametrize(
    "inner",
    [
        "location='Boston, MA'), get_current_weather(location='San Francisco, CA'",  # gorilla
        "a), (b",
        "*x, **y",
    ],
)
def test_call_arguments_never_raise(inner: str) -> None:
    """Text between a tool's parentheses that Python reads as something other than one call."""
    from tao.formats.inputs import call_arguments

    assert call_arguments(inner) is not None


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # Weak labels ("Operation:", "Commands:", "Input:") count only for a registered tool.
        (
            "To add them:\nOperation: addition\nInput: 2 and 3\nThe sum is 5.",
            ["calculate"],
            {"type": "final"},
        ),
        (
            "Operation: GET\nInput: {'url': '/a', 'ok': False}\nResponse: {}",
            ["GET", "POST"],
            {"type": "action", "tool": "GET", "args": {"url": "/a", "ok": False}},
        ),
        # A speaker's name written as a token is dropped; a token label is a label.
        ("<|MOSS|>: 好的。<eom>", [], {"type": "final", "answer": "好的。"}),
        (
            '<|Inner Thoughts|>: 查一下<eot>\n<|Commands|>: Search("a"), Search("b")<eoc>',
            ["Search"],
            {"type": "action", "tool": "Search", "input": "a"},
        ),
        # A JSON answer object with its thought beside it, and no call: the answer.
        ('{"thought": "done", "speak": "Hi there."}', ["search"], {"type": "final"}),
        # A JSON object in an unknown dialect: a value that is a registered tool's exact name.
        (
            '{"thought": "x", "step": "lookup", "with": {"id": 7}}',
            ["lookup", "search"],
            {"type": "action", "tool": "lookup", "args": {"id": 7}},
        ),
        ('{"topic": "lookup tables", "pages": 3}', ["lookup"], {"type": "final"}),
        # gpt-oss cut off in its analysis channel: no answer yet, ask again.
        ("<|channel|>analysis<|message|>Need to search first.", ["search"], {"type": "error"}),
        # Traditional characters in a label (b21-react-zh-106, less its echoed last line).
        (
            "思考: 进一步计算并输出\n行动: [calculate] 之一\n行動输入: (THCE C WM G  Y C W G T)",
            ["calculate"],
            {"type": "action", "tool": "calculate", "input": "(THCE C WM G  Y C W G T)"},
        ),
        # A tool_code fence is a call only where it calls a registered tool.
        ("Here:\n```tool_code\nprint(len('abc'))\n```", ["read_file"], {"type": "final"}),
        # Kimi's call tokens with an id where the name should be: no call to run.
        (
            '<|tool_call_begin|> call_0 <|tool_call_argument_begin|> {"a": 1} <|tool_call_end|>',
            ["read"],
            {"type": "error"},
        ),
        # A glossed name resolves only when one tool fits.
        (
            "Action: RAG\nAction Input: q",
            ["RAG工具", "search"],
            {"type": "action", "tool": "RAG工具", "input": "q"},
        ),
        (
            "Action: RAG\nAction Input: q",
            ["RAG工具", "RAG_tool"],
            {"type": "action", "tool": "RAG"},
        ),
        # A tag named after a registered tool is its call; other tags are text.
        (
            "I will look it up.\n<search>Percy Jackson</search>",
            ["search"],
            {"type": "action", "tool": "search", "input": "Percy Jackson"},
        ),
        ("Here is <b>bold</b> text.", ["search"], {"type": "final"}),
        # A closed answer tag before a call tag is the first step.
        (
            "<solution> 42 </solution>\n<search>x</search>",
            ["search"],
            {"type": "final", "answer": "42"},
        ),
        # A labelled line that is a registered tool's call; not when more follows the call.
        (
            "Action: 点击按钮。\nGrounded Operation: CLICK(box=[[1,2,3,4]])",
            ["CLICK"],
            {"type": "action", "tool": "CLICK", "args": {"box": [[1, 2, 3, 4]]}},
        ),
        ("Result: calculate(2 + 2) is 4", ["calculate"], {"type": "final"}),
        # A role's name before each label (ToolAlpaca), "name with Action Input:" (AgentBoard).
        (
            "Thinking.\nASSISTANT Action: lookup\nASSISTANT Action Input: cats",
            ["lookup"],
            {"type": "action", "tool": "lookup", "input": "cats"},
        ),
        (
            "Let me check.\n\nlookup with Action Input: {}",
            ["lookup"],
            {"type": "action", "tool": "lookup", "args": {}},
        ),
        # Double brackets around text are one pair too many; around JSON they hold a list.
        ("Action: Retrieve[[file APIs]]", ["Retrieve"], {"tool": "Retrieve", "input": "file APIs"}),
        ("Action: search[[1, 2]]", ["search"], {"tool": "search", "input": "[1, 2]"}),
        # A paragraph that uses a tool's name as a word names no tool; a short line does.
        (
            "Action: At this point the data is not as expected, so we need to review the APIs"
            " again. Let's retrieve relevant APIs and adjust the steps.",
            ["Retrieve"],
            {"type": "error"},
        ),
        ("Action: Use the retrieve tool", ["Retrieve"], {"tool": "Retrieve"}),
        # "No" and SQL where the name should be name no tool.
        ("Action: No\nAction Input: {'n': 5}", ["factorial"], {"type": "error"}),
        ("Action: SELECT COUNT(*) FROM orders", ["sql_query"], {"type": "error"}),
        # Keys written "name: value" in a call; Python's OrderedDict printed in an input.
        (
            'Action: send_email(to: "a@b.c", subject: "Hi")',
            ["send_email"],
            {"args": {"to": "a@b.c", "subject": "Hi"}},
        ),
        (
            "Action: f\nAction Input: {'p': OrderedDict([('q', 'x'), ('n', 5)])}",
            ["f"],
            {"args": {"p": {"q": "x", "n": 5}}},
        ),
        # Planning and coding agents' dialects, only for registered tools: ReWOO's first
        # evidence, LLMCompiler's numbered plan, Gorilla's marker, SWE-agent's fenced command.
        (
            "Plan: Find it.\n#E1 = Wikipedia[Nile]\nPlan: Compare.\n#E2 = LLM[#E1]",
            ["Wikipedia", "LLM"],
            {"tool": "Wikipedia", "input": "Nile"},
        ),
        ('1. search("Nile")\n2. join()<END_OF_PLAN>', ["search"], {"tool": "search"}),
        ("Steps:\n1. open(the file)\n2. read it", ["search"], {"type": "final"}),
        ('<<function>>search(query="x")', ["search"], {"args": {"query": "x"}}),
        ('DISCUSSION\nLook.\n```\nfind_file "a.py"\n```', ["find_file"], {"input": "a.py"}),
        ("Code:\n```python\ncalculate = 5\n```", ["calculate"], {"type": "final"}),
        # SWE-agent's <command> tags; a fence whose info string names a tool (or its language
        # family: shell for bash), with prose around it as coding agents write (mini-SWE-agent,
        # Open Interpreter); not a fence in a language no tool runs, nor a plain fence of prose.
        ("Look.\n<command>\nopen a.py 10\n</command>", ["open"], {"input": "a.py 10"}),
        ("Fix:\n```mswea_bash_command\nls -la\n```", ["bash"], {"tool": "bash"}),
        ("Run:\n```bash\nls\n```\nThen read it.", ["bash"], {"tool": "bash", "input": "ls"}),
        ("Fix:\n```shell\nls -la\n```", ["bash"], {"tool": "bash", "input": "ls -la"}),
        ("```markdown\n```bash\ndf -h\n```", ["shell"], {"tool": "shell", "input": "df -h"}),
        ("Like this:\n```json\n{}\n```", ["bash"], {"type": "final"}),
        ("```\nI'll submit it.\n```", ["bash"], {"type": "final"}),
        ("Run:\n```bash\nls\n```", ["search"], {"type": "final"}),
        # CodeAct: a tag never closed holds its lines; a lone <finish> ends the answer.
        ("<execute_bash>\ncat a.txt\n<finish>\n```", ["execute_bash"], {"input": "cat a.txt"}),
        ("It is 5.\n<finish>", ["execute_bash"], {"answer": "It is 5."}),
        ("<finish>\nIt is 5.", ["execute_bash"], {"answer": "It is 5."}),
        # Labels written as tags; an input label after a comma; a phrase names no tool.
        (
            "<Thought>t</Thought>\n<Action>lookup</Action>\n<Action Input>cats</Action Input>",
            ["lookup"],
            {"tool": "lookup", "input": "cats"},
        ),
        ("Action: lookup, Input: cats", ["lookup"], {"tool": "lookup", "input": "cats"}),
        ("Action: Click on the LinkedIn URL", ["lookup"], {"type": "error"}),
        # A bare "Final Answer" marker after an unlabelled answer is no part of it.
        ("It is 4.\nFinal Answer", ["lookup"], {"type": "final", "answer": "It is 4."}),
        # A made-up tool's name of a few words before the colon (classic); a tool's name and
        # its input in a code span inside a sentence; an empty Final Answer asks again.
        ("Action: call Li Lei: 5pm", ["lookup"], {"tool": "call Li Lei", "input": "5pm"}),
        ("Action: Search the web: cats", ["search"], {"tool": "search"}),
        ("行动: 执行了 `lookup 8:00`", ["lookup"], {"tool": "lookup", "input": "8:00"}),
        ("Thought: done\nFinal Answer:", ["lookup"], {"type": "error"}),
        # A <tool_call> cut off inside a string asks again; one only missing its closing tag
        # is the call.
        ('<tool_call>\n{"name": "f", "arguments": "{\\"a\\": 1', ["f"], {"type": "error"}),
        ('<tool_call>\n{"name": "f", "arguments": {"a": 1}}', ["f"], {"args": {"a": 1}}),
        # Hermes' echoed <tools> list holds no call; a separator line before a blob; a fence
        # inside a blob's string does not end the blob.
        (
            '<tools>\n{"type": "function", "function": {"name": "f", "parameters": {}}}\n</tools>\n'
            '{"name": "f", "arguments": {"p": 1}}',
            ["f"],
            {"tool": "f", "args": {"p": 1}},
        ),
        ('-----\n{"thought": "t", "final_answer": "42"}', ["f"], {"type": "final", "answer": "42"}),
        (
            '```json\n{"final_answer": "Code:\n```python\nprint(1)\n```\nDone."}\n```',
            ["f"],
            {"type": "final", "answer": "Code:\n```python\nprint(1)\n```\nDone."},
        ),
        # "Tool Name: X Input: {…}" on the Action line (agentkit).
        (
            'Action: Tool Name: add Input: {"a": 5, "b": 3}',
            ["add"],
            {"tool": "add", "args": {"a": 5, "b": 3}},
        ),
        # A snake_case name and a gloss before the colon is that name; keys without quotes;
        # an empty input line leaves the call's own arguments; "。行动:" mid-line; a list item
        # that is a label's word names nothing.
        (
            "Action: add_lunch date: 2026-12-10\nAction Input: lunch",
            ["add_event"],
            {"tool": "add_lunch", "input": "lunch"},
        ),
        ("Action: f: {low:1,high:100}", ["f"], {"args": {"low": 1, "high": 100}}),
        ("行动: f(low: 10, high: 20)\n行动输入:", ["f"], {"args": {"low": 10, "high": 20}}),
        ("我想想。行动: f。行动输入: 李白", ["f"], {"tool": "f", "input": "李白"}),
        ("Words:\n- Tool\n- Description", ["f"], {"type": "final"}),
        # A registered name inside a quoted message on the Action line is not the tool.
        (
            'Action: observe "Error: no such tool. Available tools: f"\nAction Input: x',
            ["f"],
            {"type": "error"},
        ),
        # A JSON object inside a string whose quotes were never escaped.
        (
            '{"name": "grep", "arguments": "{"query": "a", "path": "src/"}"}',
            ["grep"],
            {"args": {"query": "a", "path": "src/"}},
        ),
        # Labels as tags in any case, "_" for the space; e2b's <action tool="…"> stays a call.
        (
            '<REASONING>r</REASONING>\n<ACTION>f</ACTION>\n<ACTION_INPUT>{"a": 1}</ACTION_INPUT>',
            ["f"],
            {"tool": "f", "args": {"a": 1}},
        ),
        (
            'Action:\n<action tool="f">\nx\n</action>\n\n<action tool="g">\ny\n</action>',
            ["f", "g"],
            {"tool": "f", "input": "x"},
        ),
        # Code goes on past a blank line; prose after code does not.
        (
            "Action: py\nAction Input:\nimport os\n\nfor f in os.listdir():\n    print(f)",
            ["py"],
            {"input": "import os\n\nfor f in os.listdir():\n    print(f)"},
        ),
        ("Action: py\nAction Input: x = 1\n\nThis sets x.", ["py"], {"input": "x = 1"}),
        # A list of fields below an empty input line is the input, "- Action: …" included.
        (
            "Action: Zapier\nAction Input:\n- Action: Send SMS\n- Message: hi",
            ["Zapier"],
            {"tool": "Zapier", "input": "- Action: Send SMS\n- Message: hi"},
        ),
        # The name under "call"; Eliza's message keys are no arguments.
        (
            '{"id": "c1", "call": "f", "arguments": {"a": 1}}',
            ["f"],
            {"tool": "f", "args": {"a": 1}},
        ),
        ('{"user": "Eliza", "text": "Sure!", "action": "f"}', ["f"], {"tool": "f", "args": {}}),
        ('{"action": "f", "text": "hello"}', ["f"], {"tool": "f", "args": {"text": "hello"}}),
        # Special-token dialects: HY-V3, Mistral's call id, Atem's addressed answer, Gemma's
        # quote tokens around quotes; FINISH[…] closing a reasoning.
        (
            "<tool_call:opensource>f<tool_sep:opensource><arg_key:opensource>a"
            "</arg_key:opensource><arg_value:opensource>1</arg_value:opensource>"
            "</tool_call:opensource>",
            ["f"],
            {"tool": "f", "args": {"a": 1}},
        ),
        ('[TOOL_CALLS]f[CALL_ID]abcdefghi[ARGS]{"a": 2}', ["f"], {"tool": "f", "args": {"a": 2}}),
        (" to=self<|message|>hm<|eom|> to=user<|message|>Done.<|eot|>", ["f"], {"answer": "Done."}),
        (
            '<|tool_call>call:f{q:<|"|>say "hi"<|"|>}<tool_call|>',
            ["f"],
            {"tool": "f", "args": {"q": 'say "hi"'}},
        ),
        ("Step 1: add.\nStep 2: done.\n\nFINISH[4]", [], {"type": "final", "answer": "4"}),
        (
            "<name>f\n</parameter>\n<parameter=a>\n1\n</parameter>\n</function>",
            ["f"],
            {"args": {"a": 1}},
        ),
        # The final-answer label written twice; a label of the model's own above the object.
        ("Final Answer: 最终答案: 9", ["f"], {"type": "final", "answer": "9"}),
        ("Thought: t\nFinal Answer: Final Answer: 9", ["f"], {"answer": "9"}),
        ('Action: f\n$input: \n{\n"a": 1\n}', ["f"], {"tool": "f", "args": {"a": 1}}),
        # OpenAI's multi_tool_use.parallel written out: the first use.
        (
            '{"tool_uses": [{"recipient_name": "functions.f", "parameters": {"a": 1}}, '
            '{"recipient_name": "functions.g", "parameters": {}}]}',
            ["f", "g"],
            {"tool": "f", "args": {"a": 1}},
        ),
        # smolagents' code blobs: the first call of a function used as a tool (Python's own,
        # methods, and functions the code defines or imports are not); final_answer("literal")
        # the answer, final_answer(variable) asks again; a fence in prose is an answer.
        ('Thought: t\n<code>\nx = f(q="a")\nprint(x)', ["f"], {"tool": "f", "args": {"q": "a"}}),
        ("Code:\n```py\nprint('f(1)')\ny = g('b')\n```<end_code>", ["f"], {"tool": "g"}),
        (
            "```python\nimport math\nfrom m import h as k\nk(1)\nmath.sqrt(4)\nf('z')\n```<end_code>",
            ["f"],
            {"tool": "f", "input": "z"},
        ),
        ("Thought: t\n<code>\ndef g(a):\n    return a\nfinal_answer('4')", [], {"answer": "4"}),
        ("Thought: t\n<code>\nr = 5 + 3\nfinal_answer(r)", ["f"], {"type": "error"}),
        ("Use it:\n```python\nx = f('a')\n```", ["f"], {"type": "final"}),
        # ... nor is a call's line beside other code in a prose fence; alone, it is a call.
        ("Like this:\n```python\n# go\nn = 'A1'\nf(n)\nprint(f(n))\n```", ["f"], {"type": "final"}),
        ("I will call it:\n```python\nf('A1')\n```", ["f"], {"tool": "f", "input": "A1"}),
        # ... a name the code bound to a literal above is that literal; an f-string with no
        # {…} is a string; a fence's closing line under a one-line input is not part of it.
        ("Thought: t\n<code>\ns = 'A'\nf(s, 'B')", ["f"], {"tool": "f", "input": "'A', 'B'"}),
        ('Thought: t\n<code>\nx = g(f"SF1 where")', ["f"], {"tool": "g", "input": "SF1 where"}),
        (
            "Action: f\nAction Input: the input (e.g. {})\n```",
            ["f"],
            {"input": "the input (e.g. {})"},
        ),
        # DSPy's fields with the value on the marker's line, several markers on one line, the
        # template's "# note: …" copied; its JSON adapter's keys; a lone next_thought.
        (
            "[[ ## next_thought ## ]] look\n[[ ## next_tool_name ## ]] f\n"
            '[[ ## next_tool_args ## ]] {"q": "x"}\n[[ ## completed ## ]]',
            ["f"],
            {"tool": "f", "args": {"q": "x"}},
        ),
        (
            "[[ ## next_tool_name ## ]] 'f'   # note: the value you produce must match\n"
            '[[ ## next_tool_args ## ]] # note: {"q": 1}',
            ["f"],
            {"tool": "f", "args": {"q": 1}},
        ),
        (
            "[[ ## next_thought ## ]] [[ ## next_tool_name ## ]] [[ ## next_tool_args ## ]] {}",
            ["f"],
            {"type": "error"},
        ),
        ('print("[[ ## next_thought ## ]] x")', ["f"], {"type": "final"}),
        (
            '{"next_thought": "t", "next_tool_name": "F   # note: one of: f", "next_tool_args": {}}',
            ["f"],
            {"tool": "f", "args": {}},
        ),
        ('```json\n{"next_thought": "what is 2 * 3?"}\n```', ["f"], {"type": "error"}),
        (
            'Here:\n```python\n{"next_tool_name": "f", "next_tool_args": {"q": 2}}\n```',
            ["f"],
            {"args": {"q": 2}},
        ),
        # Web apps' [ACTION]{"action": …, "data": {…}}[/ACTION]: "data" holds the arguments,
        # and the tags make it a call even to a name no tool has.
        ('Sure.\n[ACTION]{"action": "f", "data": {"q": 1}}[/ACTION]', ["f"], {"args": {"q": 1}}),
        (
            '[ACTION]{"action": "g", "data": {"q": 1}}[/ACTION]',
            ["f"],
            {"tool": "g", "args": {"q": 1}},
        ),
        ('[f]{"action": "f", "params": {"q": 2}}[/f]', ["f"], {"tool": "f", "args": {"q": 2}}),
        # Cline: <attempt_completion><result>…</result> is the answer; a parameter's tag
        # written with a space ("< nights>3</ nights>") is still that parameter.
        (
            "<attempt_completion>\n<result>It is 8.0</result>\n</attempt_completion>",
            ["f"],
            {"answer": "It is 8.0"},
        ),
        (
            "<f>\n<city>Porto</city>\n< nights>2</ nights>\n</f>",
            ["f"],
            {"args": {"city": "Porto", "nights": "2"}},
        ),
        # A whole reply in quotes around its label; a call's unquoted words in prose are text
        # (in code they are variables).
        ('"Final Answer: yoga on Friday."', ["f"], {"answer": "yoga on Friday."}),
        ("Action:\n```\nf(amount=100, to=USD)\n```", ["f"], {"args": {"amount": 100, "to": "USD"}}),
        ("Thought: t\n<code>\nf(q=query)", ["f"], {"input": "q=query"}),
        (
            '```tool_code\nprint(default_api.f(city="Paris"))\n```',
            ["f"],
            {"args": {"city": "Paris"}},
        ),
        # Semantic Kernel's Stepwise planner's bracketed labels; labels as numbered list items.
        ("[THOUGHT] shipped, probably.", ["f"], {"type": "error"}),
        ("[THOUGHT] known\n[FINAL ANSWER] Sunny.", ["f"], {"answer": "Sunny."}),
        ('[ACTION]\n{"action": "f", "action_variables": {"q": "x"}}', ["f"], {"args": {"q": "x"}}),
        (
            "1. **Tool**: f\n2. **Tool Input**: 500 x\n3. **Final Answer**: z",
            ["f"],
            {"input": "500 x"},
        ),
        # xLAM's {"tool_calls": […]} after prose, even to a name no tool has; OpenHands'
        # "<parameter=name=value>"; a tool's definition echoed after a lead-in is no call, and
        # no answer either (the labels of b612, b633, b682, b739: asked again).
        (
            'I will:\n```\n{"tool_calls": [{"name": "g", "arguments": {"a": 1}}]}\n```',
            ["f"],
            {"tool": "g"},
        ),
        (
            "<function=f>\n<parameter=order_id=C-88>\nIt is shipped.\n</parameter>\n</function>",
            ["f"],
            {"args": {"order_id": "C-88"}},
        ),
        (
            'Example:\n```json\n{"type": "function", "function": {"name": "f", "description": "d", '
            '"parameters": {"q": {"type": "string"}}}}\n```',
            ["f"],
            {"type": "error"},
        ),
        # ReWOO's "#E1 = Tool[input]" is a call even to a tool no one has; ToolBench's call
        # written under an empty Action's input, its Finish over a JSON object, or the
        # object as a JSON string.
        (
            "Plan: solve it. #E1 = WolframAlpha[Solve x[1] = 2]\nPlan: more",
            ["f"],
            {"tool": "WolframAlpha", "input": "Solve x[1] = 2"},
        ),
        (
            "Thought:\nAction\nAction Input:\nf(amount=1)\nFinal answer: 2",
            ["f"],
            {"args": {"amount": 1}},
        ),
        (
            'Action\nAction Input:\nFinish\n```json\n{"return_type": "give_answer", "final_answer": "14:00"}\n```',
            ["f"],
            {"answer": "14:00"},
        ),
        (
            'Action: Finish\nAction Input: "{\\"final_answer\\": \\"6.7\\"}"',
            ["f"],
            {"answer": "6.7"},
        ),
        ("Thought:\nAction\nAction Input:\nFinish\nThought-call", ["f"], {"type": "error"}),
        # ModelScope-Agent's <|startofthink|> before a bare tool name (cut by its stop
        # string); Lagent's "你的工具必须从 [f] 选择" copied onto the Action line.
        ("<|startofthink|>f", ["f"], {"tool": "f", "args": {}}),
        ("<|startofthink|>The order is on its way.", ["f"], {"type": "final"}),
        (
            "Thought:查\nAction:工具名称：f，你的工具必须从 [f] 选择\nAction Input:x",
            ["f"],
            {"tool": "f", "input": "x"},
        ),
        # Functionary's ">>>recipient\ncontent": a call (unknown names too), "all" the answer.
        ('>>>f\n{"q": "x"}\n{"result": 3}', ["f"], {"tool": "f", "args": {"q": "x"}}),
        ('>>>f(q="y")\n{"q": "z", "status": "ok"}', ["f"], {"args": {"q": "y"}}),
        (">>>all\nIt is sunny.", ["f"], {"answer": "It is sunny."}),
        # gpt-oss's harmony as small models imitate it: no channel, the recipient after the
        # author ("functions.g to=g"), an empty recipient naming the tool as the author; a
        # tool result's header (to=assistant) is no call.
        (
            '<|start|>functions.g to=g<|constrain|>json<|message|>{"a": 1}<|call|>',
            ["g"],
            {"tool": "g", "args": {"a": 1}},
        ),
        (
            '<|start|>functions.g to=<|call|>json<|message|>{"a": 2}<|end|>',
            ["g"],
            {"args": {"a": 2}},
        ),
        (
            "<|channel|>analysis<|message|>Need g.<|end|><|start|>functions.f to=g|<|message|>{}<|call|>",
            ["g"],
            {"tool": "g", "args": {}},
        ),
        ("<|channel|>analysis<|message|>It is 4.<|end|>", ["g"], {"type": "error"}),
        # GLM-4's "name\n{args}" and ChatGLM3's "name\n```python\ntool_call(…)```" call even a
        # tool no one has (snake_case names only); so does a reply that is nothing but a call
        # with keyword arguments, or with unnamed values (the labels of six real replies on
        # BFCL's irrelevance, b885-b894: "math.factorial(20)" is a call); but not a word over
        # a JSON object.
        ('get_book\n{"title": "x"}', ["g"], {"tool": "get_book", "args": {"title": "x"}}),
        ('get_spots\n```python\ntool_call(city="x")\n```', ["g"], {"args": {"city": "x"}}),
        ('get_recipe(\n    dish="P",\n    max_minutes=20\n)', ["g"], {"tool": "get_recipe"}),
        ('get_cost(m="X")\n```python\ntool_call(m="X")\n```', ["g"], {"args": {"m": "X"}}),
        ('Result\n{"title": "x"}', ["g"], {"type": "final"}),
        ('get_book("x")', ["g"], {"tool": "get_book", "input": "x"}),
        (
            '<|action_start|><|plugin|\n{"name": "g", "parameters": {"a": 1}}<|action_end|>',
            ["g"],
            {"args": {"a": 1}},
        ),
        # "Thinking:" is a thought's label; an Action line that starts a sentence names no
        # tool; keys written "name: value" may be Chinese.
        ("Thinking: Your thinking", ["g"], {"type": "error"}),
        ("Action:\n\nThe answer is:\n\nSender:", ["g"], {"type": "error"}),
        (
            'Action: g(电影: "流浪地球2", city: "成都")',
            ["g"],
            {"args": {"电影": "流浪地球2", "city": "成都"}},
        ),
        # FastGPT: "TOOL_CALL: {"toolId": …, arguments: {…}}", and replies that start "0:" (the
        # answer) or "1:" (a call); a numbered list after "0:" stays in the answer.
        ('USER: q\nTOOL_CALL: {"toolId":"g",arguments:{"a": "x"}}', ["g"], {"args": {"a": "x"}}),
        ('1: {"toolId": "g", "arguments": {"a": 1}}\nANSWER: 0: no', ["g"], {"tool": "g"}),
        ("ANSWER: 0: 今天杭州是晴天。", ["g"], {"answer": "今天杭州是晴天。"}),
        ('0: 场次：\n1: {"movie": "x"}', ["g"], {"answer": '场次：\n1: {"movie": "x"}'}),
        ("1: Go to the shop.\n2: Buy milk.", ["g"], {"answer": "1: Go to the shop.\n2: Buy milk."}),
        # A tool's name alone in a one-line fence on the Action line.
        ("Action:```g```then", ["g"], {"tool": "g", "input": ""}),
        # Open WebUI's envelope after prose, its entries keyed toolId/toolName/toolParameters.
        (
            'It would be:\n{"tool_calls": [{"toolId": "s", "toolName": "s", "toolParameters": {"k": 1}}]}',
            ["g"],
            {"tool": "s", "args": {"k": 1}},
        ),
        # A call as chat apps render it in the history ("[Calling tool: x with arguments: {…}]",
        # "[Calling tool: x]" over parameter tags, curly quotes too); a registered name right
        # before a JSON object; FunctionGemma's tags without "call:"; an empty <tool_code>.
        ("[Calling tool: g with arguments: {“a”: “x ‘y’”}]", ["g"], {"args": {"a": "x ‘y’"}}),
        (
            "[Calling tool: g]\n<parameter name=“a”>*.tsx</parameter>\n</invoke>",
            ["g"],
            {"args": {"a": "*.tsx"}},
        ),
        (
            '--- CALL --- nc://g {"q": "x", "n": 8}',
            ["g"],
            {"tool": "g", "args": {"q": "x", "n": 8}},
        ),
        ("<start_function_call>g{}</end_function_call>", ["g"], {"tool": "g", "args": {}}),
        ("<tool_code>\n/tool_code>", ["g"], {"type": "error"}),
        ('<tool_code>\nprint(g(a="x"))\n</tool_code>', ["g"], {"tool": "g", "args": {"a": "x"}}),
        # A call on the Action line and its input left empty: the call's arguments stand, not
        # the invented line below; a lone input label under a line that is no label.
        (
            "Action: g(3, '广州')\nAction Input: \nOutput: 最终答案: 9.5",
            ["g"],
            {"tool": "g", "input": "3, '广州'"},
        ),
        ('Action: g(3)\nAction Input:\n{"w": 3}', ["g"], {"args": {"w": 3}}),
        ("活动: 购买和预订酒店\n行动输入: 380", ["g"], {"type": "error"}),
        # A Finish[…] answer over several lines keeps its first line as written.
        ("Action: Finish[甲，乙上， \n包括丙。]", ["g"], {"answer": "甲，乙上， \n包括丙。"}),
        # A registered name written as spaced words, with a gloss after it.
        (
            '{"arguments": {"n": 2}, "name": "Hotel Rooms in Kyoto"}',
            ["hotel_rooms"],
            {"tool": "hotel_rooms"},
        ),
        # Batches 75-76 (real outputs in the corpus): browser-use's action list renamed; an
        # empty action list asks again; an element named like a function ends the reply;
        # a registered call with keywords, then prose claiming its result; a command line;
        # DSPy's markers glued to the text before them, not one quoted inside a sentence.
        ('{"action_sequence": [{"g": {"index": 1}}, {"h": {}}]}', ["g", "h"], {"tool": "g"}),
        ('{"current_state": {"memory": ""}, "action": []}', ["g"], {"type": "error"}),
        (
            "I will look.\n <execute_bash>\n ls -F x/\n </execute_bash>",
            ["g"],
            {"input": "ls -F x/"},
        ),
        ("Done.\n<final_answer>\n42\n</final_answer>", ["g"], {"type": "final"}),
        ("<tool_code>\n{}\n</tool_code>", ["g"], {"type": "error"}),
        ('g(fact="x", n=2) I have updated it.', ["g"], {"args": {"fact": "x", "n": 2}}),
        ('g(fact="x") I have updated it.', [], {"type": "final"}),
        ('g file="c:\\a\\b.json" n=3', ["g"], {"args": {"file": "c:\\a\\b.json", "n": 3}}),
        ('g file="x"', [], {"type": "final"}),
        (
            "[[ ## next_thought ## ]]\nlook.[[ ## next_tool_name ## ]]\ng[[ ## next_tool_args ## ]]\n{}",
            ["g"],
            {"tool": "g"},
        ),
        # DeepSeek's DSML with a JSON value (string="false") or a self-closed parameter; GLM's
        # value without its opening tag; a name in its own tag or after [TOOL_CALL]; a bare
        # closing </tool_call> is a call gone wrong; a name's closing quote left out.
        (
            '<｜DSML｜invoke name="g">\n<｜DSML｜parameter name="q" string="false">[1, 2]</｜DSML｜parameter>',
            ["g"],
            {"args": {"q": [1, 2]}},
        ),
        (
            '<｜DSML｜invoke name="g">\n<｜DSML｜invoke name="c" string="ls" />',
            ["g"],
            {"args": {"c": "ls"}},
        ),
        (
            "<tool_call>g<arg_key>q</arg_key>x y</arg_value></tool_call>",
            ["g"],
            {"args": {"q": "x y"}},
        ),
        (
            '<tool_call>\n<function>g</function>\n{"c": "ls"}\n</tool_call>',
            [],
            {"args": {"c": "ls"}},
        ),
        ('[TOOL_CALL] g\n{"sql": "SELECT 1"}}', ["g"], {"args": {"sql": "SELECT 1"}}),
        ("]<]x[>[<w>10]<]x[>[</w>\n</tool_call>", [], {"type": "error"}),
        ('{"name": "g "arguments": {"a": 1}}', ["g"], {"tool": "g", "args": {"a": 1}}),
        # A name of several words, its keyword arguments in parentheses, "Action Input: None."
        (
            "Action: Search in specific website (q: 'x', site: 'y').\nAction Input: None.",
            ["Search in a specific website", "Search the web"],
            {"tool": "Search in a specific website", "args": {"q": "x", "site": "y"}},
        ),
        # Batch 79: Granite's marker, then tool names alone (the first is the call); GLM's
        # argument tags with no name are no call of a tool named "arg_value".
        ("<|tool_call|>g,g", ["g", "h"], {"tool": "g", "args": {}}),
        ("<|tool_call|> [h, g]", ["g", "h"], {"tool": "h", "args": {}}),
        ("<arg_key>s</arg_key>\n<arg_value>x</arg_value>", ["g"], {"type": "error"}),
        # Batch 78: a ReAct prompt translated into Spanish (and its kin); a self-closed
        # element whose attributes are the arguments.
        ('Pensamiento: busco\nAcción: g\nEntrada de la acción: "x y"', ["g"], {"input": "x y"}),
        ("Respuesta final: Según el Decreto.", ["g"], {"answer": "Según el Decreto."}),
        ("考え: 調べる\nアクション: g\nアクション入力: 東京\n観察: 晴れ", ["g"], {"input": "東京"}),
        ("생각: 검색\n행동: g\n행동 입력: 서울", ["g"], {"input": "서울"}),
        ('<g command="ls -l" />', ["g"], {"tool": "g", "args": {"command": "ls -l"}}),
        ('<br class="x" />', ["g"], {"type": "final"}),
        # Batches 77 and 80: a call in <tools> tags, or before the first <tool_call> whose
        # opening it lost; a second <tool_call> ends an unclosed first; the arguments beside
        # the name in <tool_call> or a ```tool_call fence; a written call in <tool_call>; an
        # invented "Tool Result:" ends the input; an answer said again; LLMCompiler's "idx.".
        (
            '<tools>\n{"name": "g", "arguments": {"c": "S"}}\n</tools>\n<tool_call>\n{}',
            ["g"],
            {"args": {"c": "S"}},
        ),
        (
            '{"name": "g", "arguments": {"p": 1}}\n</tool_call>\n<tool_call>{"name": "h"}',
            [],
            {"tool": "g"},
        ),
        (
            '<tool_call>{"name": "g", "p": "*.py"}<tool_call>{"name": "h", "c": "P"}',
            [],
            {"args": {"p": "*.py"}},
        ),
        (
            '```tool_call\n{"name": "g", "title": "Q3"}\n```',
            [],
            {"tool": "g", "args": {"title": "Q3"}},
        ),
        ("<tool_call>g(city: Antwerp)</tool_call>", ["g"], {"args": {"city": "Antwerp"}}),
        (
            "Action: g\nAction Input: 345 + 45\nTool Result: 390\n\nFinal Answer: 390",
            ["g"],
            {"input": "345 + 45"},
        ),
        ("So the final answer is: No\n\nSo the answer is: No", ["g"], {"answer": "No"}),
        ('idx. g(station="C")', ["g"], {"args": {"station": "C"}}),
        # Batch 81: an Action line that is a sentence names no tool; the arguments alone in the
        # action's fence belong to the one tool the thought names; the template's "$" before
        # a snake_case name the registry resolves.
        (
            "思考: 算\n行动: 从航班出发，然后计算 17:40 后加 75 分钟。\n行动输入: x",
            ["g"],
            {"type": "error"},
        ),
        ('Thought: use the "g" tool.\nAction:\n```\n{"city": "c"}\n```', ["g", "h"], {"tool": "g"}),
        ('Thought: use g or h.\nAction:\n```\n{"city": "c"}\n```', ["g", "h"], {"type": "error"}),
        (
            "Action:\n```\n$TIDE_TIME Brighton 2026-12-05\n```",
            ["tide_times"],
            {"input": "Brighton 2026-12-05"},
        ),
        # Batches 82-83: MiniMax's bare value runs to the line's end; a name and key="value"
        # pairs in <tool_call>; Gemini CLI's "[tool_call: f for k 'v']"; a JSON call in
        # <tool> tags; parameters={…} as an attribute; <function-name> and <arguments>; a
        # brace left out keeps the string's last newline; MCP's JSON-RPC request; n8n's
        # "Calling f with input: {…}"; a fence in any language holding an object that names
        # a registered tool.
        (
            '{tool => "g", args => {\n  --command echo "hi"\n}}',
            ["g"],
            {"args": {"command": 'echo "hi"'}},
        ),
        (
            '<tool_call>g channel="u" message="Hi there!"</tool_call>',
            [],
            {"args": {"channel": "u", "message": "Hi there!"}},
        ),
        (
            "Let me read it.\n\n[tool_call: g for absolute_path 'r.txt']\n\nThen more.",
            [],
            {"args": {"absolute_path": "r.txt"}},
        ),
        (
            '<tool>\n{"name": "g", "arguments": {"code": "x"}}\n</tool>',
            ["g"],
            {"tool": "g", "args": {"code": "x"}},
        ),
        (
            '<function name="g" parameters={"path": "a.py"}></function>',
            [],
            {"args": {"path": "a.py"}},
        ),
        (
            'So:\n  <function-name>G</function-name>\n  <arguments>{"p": "/a"}</arguments>\n  But…',
            [],
            {"tool": "G", "args": {"p": "/a"}},
        ),
        (
            '```forge_action\n{"tool": "g", "args": {"content": "x\\n"}\n```',
            ["g"],
            {"args": {"content": "x\n"}},
        ),
        (
            '{"method": "tools/call", "params": {"name": "g", "arguments": {"p": 1}}}',
            [],
            {"tool": "g", "args": {"p": 1}},
        ),
        (
            'Calling G with input: {"tool": "t", "id": "Y-1"}',
            [],
            {"tool": "G", "args": {"tool": "t", "id": "Y-1"}},
        ),
        (
            'ok, off. ```homeassistant {"service": "g", "target_device": "lamp"} ```',
            ["g"],
            {"tool": "g", "args": {"target_device": "lamp"}},
        ),
        # Batch 85: one registered name under several keys (HuggingGPT's task list).
        (
            '[{"task": "g", "id": "g", "dep": "g", "args": {"city": "B"}}]',
            ["g"],
            {"tool": "g", "args": {"city": "B"}},
        ),
        # Batch 87: tool specs echoed in <tool> tags are no call; keywords with their values
        # unquoted ("King's Cross").
        (
            '<tool>\n{"type": "function", "function": {"name": "g", "description": "d", "parameters": {"properties": {}}}}\n</tool>',
            ["g"],
            {"type": "error"},
        ),
        (
            "[g(place=King's Cross, item=umbrella)]",
            ["g"],
            {"args": {"place": "King's Cross", "item": "umbrella"}},
        ),
        # Batch 88: the call's arguments stand when the input line is the prompt's placeholder
        # (not when the call is the signature copied); a tool named in the thought counts only
        # as a name (quoted or snake_case), not the verb "calculate".
        (
            'Action: g(city: "广州", species: "兔子")\nAction Input: 工具的输入\nFinal Answer: x',
            ["g"],
            {"args": {"city": "广州", "species": "兔子"}},
        ),
        (
            "Action: g(code: string)\nAction Input: its input\nFinal Answer: x",
            ["g"],
            {"input": "its input"},
        ),
        (
            'Thought: we need to calculate it.\nAction:\n```\n{"museum": "B"}\n```',
            ["calculate"],
            {"type": "error"},
        ),
        # Batch 89: self-ask's next question after the answer is invented; a numbered plan's
        # items in a fence are no code.
        (
            "So the final answer is: 7\n\nQuestion: Who?\nAre follow up questions needed here:",
            [],
            {"answer": "7"},
        ),
        (
            'Plan:\n```\n1. g(city="K")\n2. h(e="4")\n```\nThis is the plan.',
            ["g", "h"],
            {"tool": "g", "args": {"city": "K"}},
        ),
        # Batch 90: more than one invented question after the answer is a new turn.
        ("Final Answer: 3. 680.\n\nQuestion: x y\n\nQuestion: x", [], {"answer": "3. 680."}),
        # Batches 94-98 (wild): gemma3's made-up <function_call> with <name> and <arguments>
        # (a <name> tag alone is no call); a tuple is JSON's list; an unquoted keyword value
        # Python would read as an expression; a fence the prompt opened and no one closed; a
        # leaked role header; tags whose "<" an app ate.
        (
            '<function_call>\n<name>g</name>\n<arguments>\n{"c": "x"}\n</arguments>',
            ["h"],
            {"tool": "g", "args": {"c": "x"}},
        ),
        ("<name>Bob</name> is here", ["g"], {"type": "final"}),
        ("[g(seed=1, range=(0, 11))]", ["g"], {"args": {"seed": 1, "range": [0, 11]}}),
        ("[g(email=jo@example.com)]", ["g"], {"args": {"email": "jo@example.com"}}),
        ('```\nThought: t\nAction: g\nAction Input: {"q": 1}', ["g"], {"args": {"q": 1}}),
        ("assistant\nHello! How can I help?", [], {"answer": "Hello! How can I help?"}),
        (' name="g"> name="city">Paris', ["g"], {"tool": "g", "args": {"city": "Paris"}}),
        (' name="g"> name="city">Paris', ["h"], {"type": "final"}),
        (
            "g>\nargs>\n<file>\n<path>main.gopath>\n</file>\nargs>\ng>",
            ["g"],
            {"args": {"path": "main.go"}},
        ),
        # Batches 99-100: an input repeating one of the call's values, or the placeholder
        # after a call with one value, lets the call stand; "key=value" lines are arguments,
        # one line of comma-separated pairs stays text (as batch 62's labellers read it).
        (
            'Action: g(card: "66-09", late: true)\nAction Input: 66-09',
            ["g"],
            {"args": {"card": "66-09", "late": True}},
        ),
        ('Action: g("pancake")\nAction Input: its input', ["g"], {"input": "pancake"}),
        ("Action:\n```\ng\nnumber=SF14\nn=2\n```", ["g"], {"args": {"number": "SF14", "n": 2}}),
        ("Action: g\nAction Input: x = 5", ["g"], {"input": "x = 5"}),
        ("Action: g\nAction Input: a=250, cur=USD", ["g"], {"input": "a=250, cur=USD"}),
        # Batch 103: a null action_input is no arguments, as no key is.
        ('{"action": "now", "action_input": null}', ["now"], {"tool": "now", "args": {}}),
        # Batches 105-106 (wild): gpt-oss's channels as plain words; a call in a tag left
        # open; DeepSeek's garbled DSML closing tags after <name>; a lone command name; an
        # example's label is no call; Groq's Llama "<function=f [{…}".
        ("analysisThe answer is 4.\nOnly the word.assistantfinalfour", [], {"answer": "four"}),
        ("<call>g(city='Berlin')", ["g"], {"tool": "g", "args": {"city": "Berlin"}}),
        (
            '<function>\n<name>g</name>\n<parameter name="c" string="true">ls 2>x</｜｜DSML｜｜parameter>',
            ["g"],
            {"tool": "g", "args": {"c": "ls 2>x"}},
        ),
        ("!attack", ["!attack", "!stop"], {"tool": "!attack", "args": {}}),
        ("hello", ["hello"], {"type": "final"}),
        ('Steps:\n1. Search.\n\nExample Search Query: G("food Paris")', ["G"], {"type": "final"}),
        ('<function=g [{"q": "Super Bowl"} </function>', ["g"], {"args": {"q": "Super Bowl"}}),
        # Batch 104 (wild): a registered tool's call in <response>; whole numbers multiplied
        # in JSON; Qwen2's [FUNCTION]/[ARGS] with a made-up [RESULT]; Gemma 4's call body
        # without its tokens and last brace; Kimi K3's <|open|> markup, a call or nothing;
        # DSML's prefix on a tool call tag or on the tool's own element.
        (
            '<response>\n<tools>\n{"name": "g", "arguments": {"a": 1}}\n</tools>\n</response>',
            ["g"],
            {"args": {"a": 1}},
        ),
        ('<final_answer>{"name": "Bob"}</final_answer>', ["g"], {"type": "final"}),
        (
            '{"tool": "g", "arguments": {"s": 60*60*12, "d": 2024-01-01}}',
            ["g"],
            {"args": {"s": 43200, "d": "2024-01-01"}},
        ),
        ('[FUNCTION] g\n[ARGS] {"a": "SF"}\n[RESULT] {"t": 68', ["g"], {"args": {"a": "SF"}}),
        (
            'call:g{files:[{path:<|"|>c:\\x.json<|"|>,n:1}]',
            ["g"],
            {"args": {"files": [{"path": "c:\\x.json", "n": 1}]}},
        ),
        (
            '<|open|>call tool="g" index="1"<|sep|><|open|>argument key="p" type="string"<|sep|>src/a<|close|>argument<|sep|>',
            ["g"],
            {"tool": "g", "args": {"p": "src/a"}},
        ),
        ("<|open|>response<|sep|><|close|>response<|sep|>", ["g"], {"type": "error"}),
        (
            '<｜DSML｜toolcall>g\n\n```json\n{"n": 100}\n```\n\n```json\n{"made": "up"',
            ["g"],
            {"args": {"n": 100}},
        ),
        (
            "<｜DSML｜g>\n<url>u</url>\n<n>3</n>\n</｜DSML｜g>",
            ["g"],
            {"args": {"url": "u", "n": "3"}},
        ),
        # Batch 110 (wild): MiniMax-M3's leaked marker; an invoke's parameters as elements.
        (
            '<tool_call>]<]minimax[>[<invoke name="g">]<]minimax[>[<path>a.rs</path><n>130</n></invoke>',
            ["g"],
            {"args": {"path": "a.rs", "n": 130}},
        ),
        # Batches 108-109 (wild): every step in a fence of its own, the first wins; a phrase
        # naming a function where the tool's name goes is kept whole (an unknown tool).
        (
            "```\nThought: t\nAction: g\nAction Input: {}\nObservation: 4\n```\n\n```\nFinal Answer: 4\n```",
            ["g"],
            {"tool": "g", "args": {}},
        ),
        (
            "Action: Use the sorted() function\nAction Input: sorted(x)",
            ["g"],
            {"tool": "Use the sorted() function"},
        ),
        # Batch 101: a registered tool's element with its arguments as attributes.
        (
            '<g dish="红烧肉" servings=4>\n<arg_key>Dish</arg_key>\n</g>',
            ["g"],
            {"args": {"dish": "红烧肉", "servings": 4}},
        ),
        ('<g path="a b" n=3/>', ["g"], {"args": {"path": "a b", "n": 3}}),
        ('<div class="x">hi</div>', ["g"], {"type": "final"}),
        # Batch 102: an answer said again by its beginning ends there; "Tool[input] prose" is
        # the input in the brackets (not "执行 [get_time] 以获取…", a tool's name in them).
        (
            "So the final answer is: no, it is fictional.\n\nSo the final answer is: no",
            [],
            {"answer": "no, it is fictional."},
        ),
        (
            "Thought 1: t\nAction 1: Convert[1,200 euros] to yuan",
            ["g"],
            {"tool": "Convert", "input": "1,200 euros"},
        ),
        (
            "思考: t\n行动: 执行 [g] 以获取时间。\n行动输入: 北京",
            ["g"],
            {"tool": "g", "input": "北京"},
        ),
        # Batch 115: the call's arguments stand over the goal said again in prose; not over
        # the pairs said again ("城市：杭州，…") or the signature copied.
        (
            'Action: g(city: "成都")\nAction Input: 从数据中获取成都的空气质量，然后转换为AQI值。',
            ["g"],
            {"args": {"city": "成都"}},
        ),
        (
            "Action: g(city: '杭州', n: 3)\nAction Input: 城市：杭州，天数：3",
            ["g"],
            {"input": "城市：杭州，天数：3"},
        ),
        (
            "Action: g(stop: string)\nAction Input: the stop where the user is now, then the line.",
            ["g"],
            {"input": "the stop where the user is now, then the line."},
        ),
        # Batch 120: a piece of one of the call's values as the input; the call stands.
        (
            '行动: g(d: "眼科", date: "2023-12-10")\n行动输入: "12"\n',
            ["g"],
            {"args": {"d": "眼科", "date": "2023-12-10"}},
        ),
        ('Action: g(city: "Paris")\nAction Input: Paris', ["g"], {"input": "Paris"}),
        # Batch 121: a fence of registered calls only is calls (the first), not code.
        (
            "<|tool_call_start|>\n```python\ng(a='x')\nh(b='y')\n```\n<|tool_call_end|>",
            ["g", "h"],
            {"tool": "g", "args": {"a": "x"}},
        ),
        ("Like this:\n```python\ng(a='x')\nprint(y)\n```", ["g", "h"], {"type": "final"}),
        # Batch 122: a quoted value with an apostrophe of its own; a comma inside a quoted
        # value does not split it.
        ("Action: g(city: 'Xi'an')\nAction Input: its input", ["g"], {"args": {"city": "Xi'an"}}),
        (
            "Action: g(city='Xi'an', n=2)\nAction Input: its input",
            ["g"],
            {"args": {"city": "Xi'an", "n": 2}},
        ),
        (
            'Action: g(note: "a, b: c", n: 2)\nAction Input: its input',
            ["g"],
            {"args": {"note": "a, b: c", "n": 2}},
        ),
        # Batch 124: a fence that opens the reply around a whole step and its invented
        # Observation, a Final Answer after it: the step in the fence is the first.
        (
            "```\nThought: t\nAction: g\nAction Input: {}\nObservation: made up\n```\n\nThought: done\nFinal Answer: x",
            ["g"],
            {"tool": "g", "args": {}},
        ),
        ("```\nls -la\n```\n\nFinal Answer: listed", ["g"], {"type": "final"}),
        # Batch 125: InternLM2's code interpreter, its code fenced.
        (
            "Let's compute.<|action_start|><|interpreter|>\n```python\nprint(63 * -63)\n```",
            ["interpreter"],
            {"tool": "interpreter", "input": "print(63 * -63)"},
        ),
        # LongCat: GLM's tags with a vendor's prefix.
        (
            "<longcat_tool_call>g <longcat_arg_key>city</longcat_arg_key> "
            "<longcat_arg_value>New York</longcat_arg_value> </longcat_tool_call>",
            ["g"],
            {"tool": "g", "args": {"city": "New York"}},
        ),
        # GLM-4's and ChatGLM3's name glued to the prose before it (their token dropped).
        (
            'Let me check the weather in Boston.g\n{"city": "Boston"}',
            ["g"],
            {"args": {"city": "Boston"}},
        ),
        (
            "I can use 'g' for that.g\n ```python\ntool_call(city='Boston')\n```",
            ["g"],
            {"args": {"city": "Boston"}},
        ),
        (
            'Use it like this.g\n{"city": "Boston"} and then read the result',
            ["g"],
            {"type": "final"},
        ),
        ('Let me check.h\n{"city": "Boston"}', ["g"], {"type": "final"}),
        # Batch 126: an end-of-turn token written out ends the reply.
        (
            "Final Answer: Kyoto fits.<|end_of_text|><|begin_of_text|>://\nFinal Answer: Osaka",
            [],
            {"answer": "Kyoto fits."},
        ),
        ("<|im_end|>\nFinal Answer: 4", [], {"answer": "4"}),
        ("Final Answer: Kyoto fits your budget.```", [], {"answer": "Kyoto fits your budget."}),
        ("Final Answer: run\n```\nls\n```", [], {"answer": "run\n```\nls\n```"}),
        # The input on the line right under the Action line, labelled Content or Query.
        (
            "Action: [Search]\nContent: how to return a book",
            ["Search"],
            {"input": "how to return a book"},
        ),
        ('Action: Search\nQuery: "Grace hygiene"', ["Search"], {"input": "Grace hygiene"}),
        (
            "Action: [Answer]\nContent: The shelf.",
            ["Search"],
            {"type": "final", "answer": "The shelf."},
        ),
        (
            "Action: g\nAction Input: path: a\nContent: hi",
            ["g"],
            {"args": {"path": "a", "Content": "hi"}},  # (a name and value a line, batch 165)
        ),
        # Python's triple-quoted strings: their fences, "# headings" and apostrophes are theirs.
        (
            "```tool_code\nprint(default_api.g(path='a.md', body='''\\\n# Title\nit's (here)\n```sh\n"
            "ls\n```\n'''))\nprint(default_api.h(x=1))",
            ["g", "h"],
            {
                "tool": "g",
                "args": {"path": "a.md", "body": "# Title\nit's (here)\n```sh\nls\n```\n"},
            },
        ),
        # Batch 123: a fenced call cut by the stop string (BrowserGym's ")```").
        (
            "To go there.\n```goto('http://localhost:8000'\n",
            ["goto"],
            {"tool": "goto", "input": "http://localhost:8000"},
        ),
        ("To go there.\n```goto('http://local", ["goto"], {"type": "final"}),
        ("To go there.\n```visit('http://localhost:8000'\n", ["goto"], {"type": "final"}),
        # <ANSWER> in capitals; a <solution> opened twice (the inner is the answer).
        (
            "<REASONING>\nthink\n</REASONING>\n\n<ANSWER>\nIt is 2°F.\n</ANSWER>",
            ["g"],
            {"answer": "It is 2°F."},
        ),
        ("<solution>\nThe answer is <solution> No </solution>.\n\nMore.", [], {"answer": "No"}),
        # Batch 127: "Action:" and a fence holding the Final Answer.
        (
            "Thought: t\nAction:\n```\nFinal Answer: {a: 1}\n```",
            ["g"],
            {"type": "final", "answer": "{a: 1}"},
        ),
        # Batch 128: the call's values again without their names; the call stands.
        (
            'Action: g(city: "杭州", n: 2)\nAction Input: "杭州", 2',
            ["g"],
            {"args": {"city": "杭州", "n": 2}},
        ),
        # Batch 129: a registered name with a colon in it (Zapier's "Gmail: Find Email").
        (
            "Thought: t\nAction: Gmail: Find Email\nAction Input: the last email",
            ["Gmail: Find Email"],
            {"tool": "Gmail: Find Email", "input": "the last email"},
        ),
        ("Action: search: cats", ["search"], {"tool": "search", "input": "cats"}),
        # Batch 131: OpenClaw's rendered history imitated; a Hermes tag closed as an element;
        # DSML's opener left dangling; a name's element with the arguments as elements beside it.
        (
            '[Tool Call: gateway (ID: gateway_17683)] Arguments: { "action": "config.get" }',
            ["gateway"],
            {"tool": "gateway", "args": {"action": "config.get"}},
        ),
        (
            "Don't write `[Tool Call: ...] Arguments: {...}` in chat.",
            ["gateway"],
            {"type": "final"},
        ),
        (
            '排查一下。<tool_call>exec tool="exec" command="ls -la /root" />',
            ["exec"],
            {"tool": "exec", "args": {"command": "ls -la /root"}},
        ),
        ("I'll check the weather.\n\n<｜DSML｜function_calls", ["g"], {"type": "error"}),
        ("Some models print `<function_calls>` when confused.", ["g"], {"type": "final"}),
        (
            "Let me read.\n<｜DSML｜ToolCall>\n<｜DSML｜ToolName>Read</｜DSML｜ToolName>\n"
            "<｜DSML｜Path>backend/</｜DSML｜Path>\n</｜DSML｜ToolCall>",
            ["Read"],
            {"tool": "Read", "args": {"Path": "backend/"}},
        ),
        # dspy-go's <action> (its issue 167): read as an Action label, the call in elements.
        (
            "## thought:\nfind main\n\n## action:\n<action>\n<tool_name>search_files</tool_name>\n"
            '<arguments><arg key="pattern">*.go</arg></arguments>\n</action>\n\n## observation:\nx',
            ["search_files"],
            {"tool": "search_files", "args": {"pattern": "*.go"}},
        ),
        # Batch 132: the arguments' key misspelled beside the name's.
        (
            'Action:\n\n```json\n{"function_name": "g", "function_parms": {"url": "a.com"}}\n```',
            ["g"],
            {"tool": "g", "args": {"url": "a.com"}},
        ),
        # Batch 135: Llama 3.1's python tag with a bar lost; its positional values are a text input.
        (
            '<python_tag|>get_lyrics.call("晴天", "周杰伦")</python_tag|>',
            ["get_lyrics"],
            {"tool": "get_lyrics", "input": '"晴天", "周杰伦"'},
        ),
        (
            "Use a|b, not a||b: <a|> is no token.",
            [],
            {"answer": "Use a|b, not a||b: <a|> is no token."},
        ),
        # Batch 136: one JSON object repeating a step's keys is several steps: the first.
        (
            '```json\n{\n  "action": "g",\n  "action_input": "12:00",\n  "action": "h",\n'
            '  "action_input": "12345"\n}\n```',
            ["g", "h"],
            {"tool": "g", "input": "12:00"},
        ),
        # Batch 137: Seed-OSS's parameter tag with no name, "k=v" inside it.
        (
            "<seed:tool_call>\n<function=g>\n<parameter=city=Lisbon>\n<parameter>max_price=150.0"
            "</parameter>\n</function>\n</seed:tool_call>",
            ["g"],
            {"tool": "g", "args": {"city": "Lisbon", "max_price": 150.0}},
        ),
        # Batch 138: a one-paragraph answer, then a new turn the model invented.
        (
            "12.10.10\n\nQuestion: 帮王芳挂号\n\nAnswer:\n\nThe answer is: 12.10.10",
            [],
            {"answer": "12.10.10"},
        ),
        (
            "Musing.\n\nMore musing.\n\nQuestion: which?\n\nAnswer: this one",
            [],
            {"answer": "this one"},
        ),
        # Batch 139: "Action:" empty, a label of the model's own under it; two values in one tag.
        ("Thought: t\nAction:\n\nOutput: \nOutput: 600519.SH", ["g"], {"type": "error"}),
        ("Thought: t\nAction:\n    g\nAction Input: x", ["g"], {"tool": "g", "input": "x"}),
        (
            '<seed:tool_call>\n<function=g>\n<parameter=time="07:30" message="Take my medicine.">\n'
            "</parameter>\n</function>\n</seed:tool_call>",
            ["g"],
            {"tool": "g", "args": {"time": "07:30", "message": "Take my medicine."}},
        ),
        # Batch 140: a verb before a registered tool's call on the Action line.
        (
            "Action: action g(300000) = 300000\nFinal Answer: 300000",
            ["g"],
            {"tool": "g", "input": "300000"},
        ),
        ("Action: use the calculator", ["g"], {"type": "error"}),
        # Batch 142: a plan's item whose sentence ends with a period after the call.
        (
            'idx. g(text="火车站在哪里？", lang="法语").',
            ["g"],
            {"args": {"text": "火车站在哪里？", "lang": "法语"}},
        ),
        # gpt-oss's harmony: its "<|end|>" closes one message of several, not the reply.
        (
            "<|channel|>analysis<|message|>Need it.<|end|><|start|>assistant<|channel|>final"
            "<|message|>It is sunny.",
            ["g"],
            {"answer": "It is sunny."},
        ),
        # Batch 143: Groq's failed_generation texts: "<function=f({…})", the "{" left out, a
        # harmony recipient with a space in its name, a header with no message, the arguments
        # glued to the name, a call wrapped in a call of "assistant".
        ('<function=g({"a": "x"})</function>', ["g"], {"tool": "g", "args": {"a": "x"}}),
        ('<function=g>"q": "x"}</function>', ["g"], {"tool": "g", "args": {"q": "x"}}),
        (
            "<|start|>assistant<|channel|>commentary to=functions.Web Search <|constrain|>json"
            '<|message|>{"q": "x"}',
            ["Web Search"],
            {"tool": "Web Search", "args": {"q": "x"}},
        ),
        ("<|channel|>commentary to=functions.g", ["g"], {"type": "error"}),
        (
            '{\n"function": {\n"name": "g,{"a":"1"}",\n"arguments": ""\n}\n}',
            ["g"],
            {"tool": "g", "args": {"a": "1"}},
        ),
        (
            '{"name": "assistant", "arguments": {"action": "g", "argument": "SELECT 1;"}}',
            ["g"],
            {"tool": "g", "input": "SELECT 1;"},
        ),
        (
            '{"name": "assistant", "arguments": ACTION: g\nSELECT 1\nFROM t;}',
            ["g"],
            {"tool": "g", "input": "SELECT 1\nFROM t;"},
        ),
        ("Thought: t\nAction: ticker: g", ["g"], {"tool": "ticker", "input": "g"}),
        # Batch 144: TaskWeaver's planner reply; griptape's action with no input.
        (
            '{"response": [{"type": "plan", "content": "1. x"}, {"type": "send_to", "content": '
            '"W"}, {"type": "message", "content": "do it"}]}',
            ["W"],
            {"tool": "W", "input": "do it"},
        ),
        (
            '{"response": [{"type": "send_to", "content": "User"}, {"type": "message", '
            '"content": "Done."}]}',
            ["W"],
            {"type": "final", "answer": "Done."},
        ),
        (
            'Thought: t\nAction: {"type": "tool", "name": "g",\n"activity": "list"}',
            ["g"],
            {"tool": "g", "args": {}},
        ),
        # Batch 145: Claude 2's <param name="…"> elements under <action_input>.
        (
            '<action>g</action>\n<action_input>\n<param name="q">what is x?</param>\n</action_input>',
            ["g"],
            {"tool": "g", "args": {"q": "what is x?"}},
        ),
        # Batch 146: a registered name, then its input, under "Action Input:" with no Action.
        (
            'Thought: t\n\nAction Input: Crawl page "site:x.com a"',
            ["Crawl page"],
            {"tool": "Crawl page", "input": "site:x.com a"},
        ),
        # Batch 147: the label after a connective.
        ("因此，行动: g\n\n行动输入: x", ["g"], {"tool": "g", "input": "x"}),
        ("Thought: t\nSo, Action: g\nAction Input: x", ["g"], {"tool": "g", "input": "x"}),
        # Batch 148: the tools' definitions after Phi-4-mini's marker are no call.
        (
            'functools[{"name": "g", "description": "d", "parameters": {"properties": {"a": '
            '{"type": "string"}}, "type": "object"}}]',
            ["g"],
            {"type": "error"},
        ),
        ('functools[{"name": "g", "arguments": {"a": "1"}}]', ["g"], {"args": {"a": "1"}}),
        # Batch 150: a bracket call with an invented observation after it, a fence in the
        # brackets, the call that opens the reply; a word of a sentence is no tool's name.
        ("Search[kick boxer]\nObservation 0: No matches", ["Search"], {"input": "kick boxer"}),
        ("Calc[\n```python\nx = 16 - 3\n```\n]", ["Calc"], {"tool": "Calc", "input": "x = 16 - 3"}),
        (
            " Search[a]\nObservation: o\nThought: t\nAction: Lookup[b]",
            ["Search", "Lookup"],
            {"tool": "Search", "input": "a"},
        ),
        (
            "Action: The search results show that B08 is a clip. I can check that option first.",
            ["search", "click"],
            {"type": "error"},
        ),
        ("Action: The action is to search for it in the shop", ["search"], {"tool": "search"}),
        # Batch 152: JSON's words inside a Python dict's strings stay as written.
        (
            "Let me look:{'id': 'toolu_1', 'input': {'command': 'ls 2>/dev/null', 'x': null}, "
            "'name': 'g', 'type': 'tool_use', 'cache_control': None}",
            ["g"],
            {"tool": "g", "args": {"command": "ls 2>/dev/null", "x": None}},
        ),
        # Batch 153: a fenced call over several lines; the prompt's template echoed after it;
        # the Action's own call as its input.
        (
            'Thought: t\nAction:\n```\ng(\n  "a@b.c",\n  "M"\n)\n```\n\nExample:\n```\n{\n  '
            '"action": $TOOL_NAME,\n  "action_input": $INPUT\n}\n```',
            ["g"],
            {"tool": "g", "input": '"a@b.c",\n  "M"'},
        ),
        (
            "Thought: t\nAction: g\nAction Input: g('SF12', '顺丰')",
            ["g"],
            {"input": "'SF12', '顺丰'"},
        ),
        # Batch 155: a call as a chat app renders it, written by the model.
        (
            '[Called function "g" with args: {"command":"whoami"}]',
            ["g"],
            {"args": {"command": "whoami"}},
        ),
        # Batch 163: LLMCompiler's template "tool(…)" copied around a registered call.
        (
            'idx. tool(g(a="海底捞", n="6"))\nidx. tool(join())',
            ["g"],
            {"args": {"a": "海底捞", "n": "6"}},
        ),
        # Batch 164: a Chinese sentence before a full-width colon names no tool.
        (
            "思考: t\n行动:\n我们需要计算总金额：1200 * 5。\n\n行动输入:\n1200",
            ["g"],
            {"type": "error"},
        ),
        ("思考: t\n行动: 我们可以使用 `g` 工具\n行动输入: x", ["g"], {"tool": "g", "input": "x"}),
        # Batch 165: named values on the Action line, the same again (a list among them) on
        # the Action Input line; "key: value" lines as the input.
        (
            "Thought: t\nAction: g(title: 'Review', to: ['a@x.com', 'b@x.com'], minutes: 45)\n"
            "Action Input: 'Review', ['a@x.com', 'b@x.com'], 45",
            ["g"],
            {"args": {"title": "Review", "to": ["a@x.com", "b@x.com"], "minutes": 45}},
        ),
        (
            "思考: t\n行动: g\n行动输入:\n出发城市: 北京\n日期: 2027-01-20",
            ["g"],
            {"args": {"出发城市": "北京", "日期": "2027-01-20"}},
        ),
        ("Thought: t\nAction: g\nAction Input: Note: call me", ["g"], {"input": "Note: call me"}),
        (
            "Action: g\nAction Input: https://a.com\nhttps://b.com",
            ["g"],
            {"input": "https://a.com\nhttps://b.com"},
        ),
        # Batch 166: a fenced list of registered names; an unnamed parameter's quoted value
        # and text; MiniCPM3's tool-call block with no call in it.
        ("```json\n[g, h]\n```", ["g", "h"], {"tool": "g", "args": {}}),
        ("```json\n[g, other]\n```", ["g", "h"], {"type": "final"}),
        (
            '<seed:tool_call>\n<function=g>\n<parameter>cabin="economy">经济舱</parameter>\n'
            "</function>\n</seed:tool_call>",
            ["g"],
            {"args": {"cabin": "经济舱"}},
        ),
        (
            "<|thought_start|>\nt\n<|thought_end|>\n<|tool_call_start|>\n```python\nann = {}\n```"
            "\n<|tool_call_end|>\n{answer}",
            ["g"],
            {"type": "error"},
        ),
        # Batch 167: an Action Input in prose that ends in the Action's own call.
        (
            "Thought: t\nAction: g\nAction Input: This is done by calling the g function again "
            'with the same parameters:\ng("Paris", "Tokyo", 2)',
            ["g"],
            {"tool": "g", "input": '"Paris", "Tokyo", 2'},
        ),
        # Batch 168: GLM's argument pairs with no tool's name are a call gone wrong.
        (
            '<tools>\n{"type": "function", "function": {"name": "g", "description": "d", '
            '"parameters": {"properties": {"a": {"type": "string"}}, "type": "object"}}}\n</tools>'
            "\n\n<arg_key>a</arg_key>\n<arg_value>Japan</arg_value>\n```",
            ["g"],
            {"type": "error"},
        ),
        ("The tag <arg_key> is GLM's.", ["g"], {"type": "final"}),
        # Batch 174: Continue's last argument with no END_ARG runs to the reply's end, less
        # a fence or an invented closing tag; a value in quotes with quotes inside.
        (
            'Now:\n```tool\nTOOL_NAME: read_file\nBEGIN_ARG: filepath\n"src/App.jsx"',
            ["read_file"],
            {"tool": "read_file", "args": {"filepath": "src/App.jsx"}},
        ),
        (
            "```tool\nTOOL_NAME: run\nBEGIN_ARG: command\nnpm install\n````\n",
            ["run"],
            {"tool": "run", "args": {"command": "npm install"}},
        ),
        (
            'TOOL_NAME: run\nBEGIN_ARG: command\n"grep \'a\\["b"\\]\' x"\nEND_ARG',
            ["run"],
            {"tool": "run", "args": {"command": "grep 'a\\[\"b\"\\]' x"}},
        ),
        (
            "TOOL_NAME: run\nBEGIN_ARG: a\n1\nEND_ARG\nBEGIN_ARG: b\nx\n</ARG>",
            ["run"],
            {"tool": "run", "args": {"a": 1, "b": "x"}},
        ),
        # Batch 174: a Cline call cut off in its closing tag.
        (
            "<write_to_file>\n<path>a.toml</path>\n<content></content>\n</",
            ["write_to_file"],
            {"tool": "write_to_file", "args": {"path": "a.toml", "content": ""}},
        ),
        # Batch 174: a JSON object that is no call and holds no musing is the answer; a reply
        # that ends in closing tags of a call it never opened is read without them.
        ('{"findings": []}', ["Grep"], {"type": "final", "answer": '{"findings": []}'}),
        ('{"thought": "I should look first."}', ["Grep"], {"type": "error"}),
        (
            "Use the CICIDS2017 data.\n</parameter>\n</function>\n</tool_call>",
            ["read_file"],
            {"type": "final", "answer": "Use the CICIDS2017 data."},
        ),
        ("It is <b>done</b>", ["read_file"], {"type": "final", "answer": "It is <b>done</b>"}),
        # Batch 172: a step whose line breaks were lost (a log flattened it).
        (
            " I need her age.Action: SearchAction Input: Leo DiCaprio girlfriend",
            ["Search"],
            {"tool": "Search", "input": "Leo DiCaprio girlfriend"},
        ),
        (
            " I now know the final answerFinal Answer: She is 25.",
            ["Search"],
            {"type": "final", "answer": "She is 25."},
        ),
        (
            "The Action: field of the form is optional.",
            ["Search"],
            {"type": "final", "answer": "The Action: field of the form is optional."},
        ),
        # Batch 172: {"next_action": …, "rationale": …}: the rationale is the model's musing.
        (
            '{"next_action": "pick_up_clothes", "rationale": "They are on the floor."}',
            ["pick_up_clothes"],
            {"tool": "pick_up_clothes", "args": {}},
        ),
        # Batch 175: the prompt's $JSON_BLOB assigned the blob.
        (
            'Thought: F to C.\nAction:\n$JSON_BLOB = {\n  "action": "convert_units",\n'
            '  "action_input": "98.6, F"\n}\n',
            ["convert_units"],
            {"tool": "convert_units", "input": "98.6, F"},
        ),
        # Batch 175: the Action's own call in backticks as its input, a sentence below it.
        (
            "思考: 查股价。\n行动: 使用 `stock_quote` 函数。\n行动输入: `stock_quote(600519)`\n"
            "如果输出是错误，那么说明参数无效。",
            ["stock_quote"],
            {"tool": "stock_quote", "input": "600519"},
        ),
        # Batch 173: Kimi K2's call id for its name; Gemma 4's call in parentheses.
        (
            '<|tool_call_begin|>functions_Bash_2<|tool_call_argument_begin|>{"command": "ls"}'
            "<|tool_call_end|>",
            ["Bash"],
            {"tool": "Bash", "args": {"command": "ls"}},
        ),
        (
            '<|tool_call>call:search(query: "blockchain news")<tool_call|>',
            ["search"],
            {"tool": "search", "args": {"query": "blockchain news"}},
        ),
        # Batch 176: a Python set where a list was meant keeps the order written.
        (
            'Action: create_ticket\nAction Input: {"title": "T", "labels": {"auth", "frontend"}}',
            ["create_ticket"],
            {"tool": "create_ticket", "args": {"title": "T", "labels": ["auth", "frontend"]}},
        ),
        # Batch 177: a <parameter> never closed runs to the first blank line (a call leaked
        # into a document) or the reply's end.
        (
            '<function_calls>\n<invoke name="prework">\n<parameter name="featureName">e2e-test'
            "\n\n### Property Reflection\n\nAfter reviewing all properties…",
            ["prework"],
            {"tool": "prework", "args": {"featureName": "e2e-test"}},
        ),
        (
            'Now the CSS:\n\n<function_calls>\n<invoke name="edit_file">\n<parameter name="path">'
            "/src/a.scss",
            ["edit_file"],
            {"tool": "edit_file", "args": {"path": "/src/a.scss"}},
        ),
        # Batch 177: a label's name as a child element of a registered tool's call (Cline's
        # browser_action); a JSX value in braces; a registered tool's element cut off.
        (
            "<browser_action>\n<action>launch</action>\n<url>https://x.com</url>\n</browser_action>",
            ["browser_action"],
            {"tool": "browser_action", "args": {"action": "launch", "url": "https://x.com"}},
        ),
        (
            '<task_boundary\n    Mode="EXECUTION"\n    PredictedTaskSize={5}\n/>',
            ["task_boundary"],
            {"tool": "task_boundary", "args": {"Mode": "EXECUTION", "PredictedTaskSize": 5}},
        ),
        (
            "First, let me check the info.json file.\n\n<read_file>\n<path>",
            ["read_file"],
            {"type": "error"},
        ),
        # Batch 179: glaive's arguments in single quotes over several lines.
        (
            '<functioncall> {"name": "ship", "arguments": \'{\n  "weight": 5,\n  "to": "LA"\n}\'}'
            " <|endoftext|>",
            ["ship"],
            {"tool": "ship", "args": {"weight": 5, "to": "LA"}},
        ),
        # Batch 179: Gorilla's calls and echoed specs, NexusRaven's "Call:", a small model's
        # bracket calls gone wrong, a list of calls cut off by the token limit.
        (
            "<<function>>get_weather(location='Boston')<<function>>get_weather(location='SF')",
            ["get_weather"],
            {"tool": "get_weather", "args": {"location": "Boston"}},
        ),
        (
            '<<function>>[[{"name": "send_email", "api_name": "send_email", "description": "d", '
            '"parameters": [{"name": "to", "description": "To"}]}]]\n<<question>>Mail Andy.\n'
            '### Response:\n[send_email(to="andy@x.ai")]',
            ["send_email"],
            {"tool": "send_email", "args": {"to": "andy@x.ai"}},
        ),
        (
            "Call: add (a=1, b=1) \nThought: The function call adds 1 and 1.",
            ["add"],
            {"tool": "add", "args": {"a": 1, "b": 1}},
        ),
        (
            '[post_tweet](content="Hi", tags=["test"])',
            ["post_tweet"],
            {"tool": "post_tweet", "args": {"content": "Hi", "tags": ["test"]}},
        ),
        (
            '[cp, source="a.txt", destination="b.txt")]',
            ["cp"],
            {"tool": "cp", "args": {"source": "a.txt", "destination": "b.txt"}},
        ),
        ('[cat file_name="a.txt"]', ["cat"], {"tool": "cat", "args": {"file_name": "a.txt"}}),
        ("[See the docs](https://x.com)", ["cat"], {"type": "final"}),
        (
            "[bfcl(gallons=13.2), bfcl(gallons=13.2), bfcl(gallons=13.2), bf",
            ["bfcl"],
            {"tool": "bfcl", "args": {"gallons": 13.2}},
        ),
        # Batch 180: API-Bank's call with its ")" left out before the list's "]".
        (
            "Next API request: [ToolSearcher(keywords='cardiologist', input_parameters={'a': 1}]",
            ["ToolSearcher"],
            {
                "tool": "ToolSearcher",
                "args": {"keywords": "cardiologist", "input_parameters": {"a": 1}},
            },
        ),
        # Batch 182: a reply that is nothing but functions' names in brackets (Gemma 3).
        ("[day_of_week, datetime]", ["current_time"], {"tool": "day_of_week", "args": {}}),
        ("[apples, pears]", ["current_time"], {"type": "final"}),
        # Batch 184: a line naming one tool, then its arguments alone (Kimi K3); Chat2API's
        # "properties" for the arguments.
        (
            'Let\'s do web_search.\n{"query": "World Cup final", "top_n": 5}',
            ["web_search", "web_fetch"],
            {"tool": "web_search", "args": {"query": "World Cup final", "top_n": 5}},
        ),
        (
            'Compare web_search and web_fetch.\n{"a": 1}',
            ["web_search", "web_fetch"],
            {"type": "final"},
        ),
        (
            '<tool_call>\n[\n{"tool_name": "exec", "properties": {"command": "pwd"}}\n]\n</tool_call>',
            ["exec"],
            {"tool": "exec", "args": {"command": "pwd"}},
        ),
        # Batch 183: Gemini's leaked call with <ctrl46> quotes; an empty Seed call; gpt-oss's
        # recipient left at a reply's end.
        (
            "Updating it.startcall:default_api:write_file{content:<ctrl46>a = {b: 1}<ctrl46>,"
            "file_path:<ctrl46>src/a.ts<ctrl46>}",
            ["write_file"],
            {"tool": "write_file", "args": {"content": "a = {b: 1}", "file_path": "src/a.ts"}},
        ),
        (
            "## Implementation\n<seed:tool_call>\n</function>\n</seed:tool_call>",
            ["a"],
            {"type": "error"},
        ),
        (
            "Let's run the build. } to=functions.Shell. We'll handle. </commentary to=functions.Shell>\n",
            ["Shell"],
            {"type": "error"},
        ),
        # Batch 185: Cline-style elements: a name repeated is a list, a last one cut in its
        # closing tag still counts; Mastra's agent network; a JSON thought, then the answer.
        (
            "<shell><command>ls</command><command>app</command><timeout_ms>5000</timeout_ms></shell>",
            ["shell"],
            {"tool": "shell", "args": {"command": ["ls", "app"], "timeout_ms": "5000"}},
        ),
        (
            "</think>\n\n<spotify_play>\n  <artist>Taylor Swift</artist>\n  <duration>20</duration",
            ["spotify_play"],
            {"tool": "spotify_play", "args": {"artist": "Taylor Swift", "duration": "20"}},
        ),
        (
            '{\n  "primitiveId": "subAgent1",\n  "primitiveType": "agent",\n  "prompt": "Research '
            'dolphins.",\n  "selectionReason": "It researches."\n}',
            ["subAgent1"],
            {"tool": "subAgent1", "input": "Research dolphins."},
        ),
        (
            '{\n  "thought": "Only sizes 8 and 9 exist."\n}\n Sorry, we only have sizes 8 and 9.',
            ["lookup"],
            {"type": "final", "answer": "Sorry, we only have sizes 8 and 9."},
        ),
        # Batch 189: gpt-3.5 writing its call as text, a recipient line after a sentence.
        (
            "Sure, let me get that for you.\n\nAssistant to=functions.get_weather:\n"
            '{\n  "location": "Toronto"\n}',
            ["get_weather"],
            {"tool": "get_weather", "args": {"location": "Toronto"}},
        ),
        # Batch 194: MiniMax's call as JSON; HuggingGPT's plan with one unnamed value; a tool's
        # definition echoed in a fence is no call.
        (
            '```json\n{"minimax:tool_call": {"invoke": "flight_search", "parameter": '
            '{"origin": "广州", "passengers": 1}}}\n```',
            ["flight_search"],
            {"tool": "flight_search", "args": {"origin": "广州", "passengers": 1}},
        ),
        (
            '```json\n[\n  {"task": "word_count", "id": 1, "dep": 2, "args": ["床前明月光"]}\n]\n```',
            ["word_count"],
            {"tool": "word_count", "input": "床前明月光"},
        ),
        (
            '```json\n{"type": "function", "function": {"name": "word_count", "description": '
            '"Count words.", "parameters": {"properties": {"text": {"type": "string"}}, '
            '"type": "object"}}}\n```',
            ["word_count"],
            {"type": "error"},
        ),
        # Batch 195: JavaScript under smolagents' "Code:" calls no unknown tool; Python does.
        (
            "Code:\n```\nimport { useState } from 'react';\nuseEffect(() => {\n  getItem();\n});\n```",
            ["create_ticket"],
            {"type": "final"},
        ),
        (
            "Code:\n```py\nresult = lookup_order('A-1')\nprint(result)\n```",
            ["calculate"],
            {"tool": "lookup_order"},
        ),
        # Batch 196: GLM's pairs inside a <function name=…>; Python's triple-quoted string as a
        # JSON value (MemGPT's prompt, a comma left out too).
        (
            '<function name="run_python">\n<arg_key>code</arg_key>\n<arg_value>print(1)</arg_value>'
            "\n</function>",
            ["run_python"],
            {"tool": "run_python", "args": {"code": "print(1)"}},
        ),
        (
            '{\n  "type": "run_python",\n  "inner_thoughts": "Loop."\n\n  "code": """print(1)"""\n}',
            ["run_python"],
            {"tool": "run_python", "args": {"inner_thoughts": "Loop.", "code": "print(1)"}},
        ),
        # Batches 197-203: pythonic lists from BFCL result files (a tuple, dict(), a nested
        # call, a placeholder call chained on, a quote left open, ")" for "]", calls as JSON
        # strings, Windows line ends, bold), Kimi's tokens without the argument token or with a
        # server's id, Gemini 3's <call_record>, OpenClaw's historical note, a garbled
        # "<tool_call>", a Windows path, Llama's ".call(", a YAML-ish object after its name.
        (
            '[weather.get(coordinates=(46.6, 1.8), date="2019-12-13")]',
            ["weather.get"],
            {"tool": "weather.get", "args": {"coordinates": [46.6, 1.8], "date": "2019-12-13"}},
        ),
        (
            '[waste.calc(population=dict(adults=2, children=0), location="LA")]',
            ["waste.calc"],
            {
                "tool": "waste.calc",
                "args": {"population": {"adults": 2, "children": 0}, "location": "LA"},
            },
        ),
        (
            '[Tests(getChildren(node="A", kind="B"))]',
            ["Tests.getChildren"],
            {"tool": "Tests.getChildren", "args": {"node": "A", "kind": "B"}},
        ),
        (
            "[fmt(name='CERT', value='MII...')(params_name1=params_value1...)]",
            ["fmt"],
            {"tool": "fmt", "args": {"name": "CERT", "value": "MII..."}},
        ),
        (
            '[tax(amount=30.45, state="Illinois), tax(amount=52.33, state="California))]',
            ["tax"],
            {"tool": "tax", "args": {"amount": 30.45, "state": "Illinois"}},
        ),
        ('[uniq(array="4 3 2"))', ["uniq"], {"tool": "uniq", "args": {"array": "4 3 2"}}),
        (
            '[B("t": "10", "e": "Queue is saturated")]',
            ["B"],
            {"tool": "B", "args": {"t": "10", "e": "Queue is saturated"}},
        ),
        (
            '[\n  "math.integral(function=\\"exp(-x)\\", lower=-2)",\n  "math.other(a=1)"\n]',
            ["math.integral", "math.other"],
            {"tool": "math.integral", "args": {"function": "exp(-x)", "lower": -2}},
        ),
        (
            '```json\n["bank.history(account="0012", days=7)", "bank.balance(account="0012")"]\n```',
            ["bank.history", "bank.balance"],
            {"tool": "bank.history", "args": {"account": "0012", "days": 7}},
        ),
        (
            '[["note.indian(note=\'C\')", "freq(frequency=440)"]]',
            ["note.indian", "freq"],
            {"tool": "note.indian", "args": {"note": "C"}},
        ),
        (
            '```python\nsport.last(team="Lakers")\r\nsport.ppg(team="Lakers")\r\n```',
            ["sport.last", "sport.ppg"],
            {"tool": "sport.last", "args": {"team": "Lakers"}},
        ),
        (
            '**fetch(db="records", fn="function f(r) { return r.a === \'S\'; }")**',
            ["fetch"],
            {
                "tool": "fetch",
                "args": {"db": "records", "fn": "function f(r) { return r.a === 'S'; }"},
            },
        ),
        (
            "Let me look.\n<|tool_calls_section_begin|> <|tool_call_begin|> functions.sessions_list:3 {} "
            "<|tool_call_end|> <|tool_calls_section_end|>",
            ["sessions_list"],
            {"tool": "sessions_list", "args": {}},
        ),
        (
            "<|tool_calls_section_begin|> <|tool_call_begin|> chatcmpl-tool-bde5fae954a11b1b "
            '<|tool_call_argument_begin|> {"file_path": "/tmp/src"} <|tool_call_end|>',
            ["ls"],
            {"type": "error"},
        ),
        (
            'First, the styles.\n\n <call_record tool="read">\n <parameter name="path">a.css</parameter>'
            '\n </call_record>\n <call_record tool="read">\n <parameter name="path">b.tsx</parameter>\n'
            " </call_record>",
            ["read"],
            {"tool": "read", "args": {"path": "a.css"}},
        ),
        (
            '[Historical context: a different model called tool "read" with arguments: {\n  "path": '
            '"/tmp/a.md"\n}. Do not mimic this format - use proper function calling.]',
            ["read"],
            {"tool": "read", "args": {"path": "/tmp/a.md"}},
        ),
        (
            '``tool_call>read_file(path="C:\\1_Git\\LLM\\dios.txt")</tool_call>',
            ["read_file"],
            {"tool": "read_file", "args": {"path": "C:\\1_Git\\LLM\\dios.txt"}},
        ),
        (
            "<|python_tag|>tide_times.call(datetime(2026,12,5)) |<python_tag|>tide_times.call(x)",
            ["tide_times"],
            {"tool": "tide_times", "input": "datetime(2026,12,5)"},
        ),
        (
            "Action:\n```\nhttp_request {\n  method: POST\n  url: https://api.example.com/repos\n"
            '  body: {"stars": 5}\n}\n```',
            ["http_request"],
            {
                "tool": "http_request",
                "args": {
                    "method": "POST",
                    "url": "https://api.example.com/repos",
                    "body": {"stars": 5},
                },
            },
        ),
        ('read_file(path="C:\\1_Git\\LLM")', ["read_file"], {"args": {"path": "C:\\1_Git\\LLM"}}),
        # ... and what stays as it was: an object opened on a pair's line is no YAML pair, a
        # Python escape in a path that means a character stays that character.
        (
            'Action: Create PDF\nAction Input: {\n    "title": "Email",\n    "content": {\n        "to": "a@b.c"\n    }',
            ["Create PDF"],
            {"tool": "Create PDF", "args": {"title": "Email", "content": {"to": "a@b.c"}}},
        ),
        ('write(text="a\\tb")', ["write"], {"tool": "write", "args": {"text": "a\tb"}}),
        ('[search(query="Xi\'an")]', ["search"], {"tool": "search", "args": {"query": "Xi'an"}}),
        # Batches 204-207: a Kimi call cut in its arguments; Qwen3-Coder's parameter holding
        # JSON objects with a "name"; DeepResearchAgent's "Called Tool:" line; Gemma 4's "、"
        # slipped into a key.
        (
            "Let me read it. <|tool_calls_section_begin|> <|tool_call_begin|> functions.ReadFile:32 "
            "<|tool_call_argument_begin|> {",
            ["ReadFile"],
            {"type": "error"},
        ),
        (
            '<tool_call>\n<function=AssetsList>\n<parameter=assets>\n[{"type": "Asset", "name": '
            '"Database"}]\n</parameter>\n</function>\n</tool_call>',
            ["AssetsList"],
            {"tool": "AssetsList", "args": {"assets": [{"type": "Asset", "name": "Database"}]}},
        ),
        (
            "Called Tool: 'planning_tool' with arguments: {'action': 'mark_step', 'step_index': 0}",
            ["planning_tool"],
            {"tool": "planning_tool", "args": {"action": "mark_step", "step_index": 0}},
        ),
        (
            '{"name": "add", "arguments": {"items": [{"、name": "a"}, {"name": "b"}]}}',
            ["add"],
            {"tool": "add", "args": {"items": [{"name": "a"}, {"name": "b"}]}},
        ),
        # ... and a Kimi call whose JSON lost its brace before its end token is still read.
        (
            "<|tool_calls_section_begin|><|tool_call_begin|>functions.bad:0 <|tool_call_argument_"
            'begin|>{"city": "Beijing"<|tool_call_end|><|tool_calls_section_end|>',
            ["bad"],
            {"tool": "bad", "args": {"city": "Beijing"}},
        ),
        # Batches 208-214: Japanese labels (思考 / ツールの選択 / 入力 / 結果); an Action Input
        # with no Action line under a musing that names one tool; DSPy's other output fields;
        # MantisClaw's "STEP: tool | input | why"; Command A's thinking tokens; GLM echoing the
        # tools' XML definitions; a <tool_call> with the name, then "key: value" lines.
        (
            '思考: 総理大臣を知りたい。\n\nツールの選択: Web検索\n\n入力: "日本の総理大臣"\n\n結果: 安倍',
            ["Web検索"],
            {"tool": "Web検索", "input": "日本の総理大臣"},
        ),
        (
            ' I should search for "Leo DiCaprio" on Wikipedia\nAction Input: Leo DiCaprio',
            ["wikipedia", "calculator"],
            {"tool": "wikipedia", "input": "Leo DiCaprio"},
        ),
        (
            '[[ ## reasoning ## ]]\nBoth wrote it.\n\n[[ ## titles ## ]]\n["Koltès", "Orton"]\n\n'
            "[[ ## completed ## ]]",
            ["search"],
            {"type": "final", "answer": '["Koltès", "Orton"]'},
        ),
        (
            "GOAL: Prüfe den Status.\n\nSTEP: workspace_status |  | Prüfe den Status\nSTEP: read_file "
            "| a.md | Lese",
            ["workspace_status", "read_file"],
            {"tool": "workspace_status", "input": ""},
        ),
        (
            "<START_THINKING|>\nI should count the lines.\n```json\n"
            '{"type": "function", "function": {"name": "shell", "description": "Run", "parameters": '
            '{"properties": {"command": {"type": "string"}}}}}\n```',
            ["shell"],
            {"type": "error"},
        ),
        (
            '<function name="git_commit">\n  <description>Commit files.</description>\n  <parameters>\n'
            "    <properties>\n      <message>docs</message>\n    </properties>\n  </parameters>\n</function>",
            ["git_commit"],
            {"type": "error"},
        ),
        (
            "<tool_call>\n    shell\n    command: \"echo 'Hello, ' 'world!'\"\n    timeout_s: 30\n</tool_call>",
            ["shell"],
            {"tool": "shell", "args": {"command": "echo 'Hello, ' 'world!'", "timeout_s": 30}},
        ),
        # ... and what stays: two tools named in the musing name none; a musing in Chinese with
        # no input; Command A's answer after its thinking.
        (
            "I could use search or calculator here\nAction Input: 2 + 2",
            ["search", "calculator"],
            {"type": "error"},
        ),
        (
            "<|START_THINKING|>Easy.<|END_THINKING|><|START_RESPONSE|>Hi there<|END_RESPONSE|>",
            ["shell"],
            {"type": "final", "answer": "Hi there"},
        ),
        # Batches 215-220: a tool's input under a key named after it, beside the model's notes;
        # a long Chinese clause under an empty 行动 line names no tool.
        (
            '{"summary": "Find it.", "confidence": 1.0, "action": "bash", "bash_code": "find / -name x"}',
            ["bash"],
            {"tool": "bash", "input": "find / -name x"},
        ),
        (
            "思考: 我现在知道你有什么说明\n行动: \n这就是你可以在短則路上拿着就用前面的字符来看出的意思\n\n##",
            ["read_file"],
            {"type": "error"},
        ),
        # ... and a short Chinese tool name on the line under 行动 is still the tool.
        (
            "思考: 查天气\n行动:\n天气查询\n行动输入: 北京",
            ["天气查询"],
            {"tool": "天气查询", "input": "北京"},
        ),
        # Batches 221-222: MemGPT's call keeps an empty argument; the user's next turns, invented
        # after a final answer, are no part of it.
        (
            '{\n  "type": "http_request",\n  "inner_thoughts": "Check it.",\n  "method": "GET",\n'
            '  "url": "https://a.example/health",\n  "body": ""\n}',
            ["http_request"],
            {
                "args": {
                    "inner_thoughts": "Check it.",
                    "method": "GET",
                    "url": "https://a.example/health",
                    "body": "",
                }
            },
        ),
        (
            "Final Answer: 42\n\nUser: How do you know that?\n\nUser: I'm not sure.",
            ["http_request"],
            {"type": "final", "answer": "42"},
        ),
        # ... and one line of a dialogue in an answer stays in it.
        (
            "Final Answer: Say this:\nUser: hello",
            ["http_request"],
            {"type": "final", "answer": "Say this:\nUser: hello"},
        ),
        # Gemini's "[tool_code]" lines (a strict xfail of batch 183, now read).
        (
            "I will commit the changes.\n\n\n[tool_code]\nprint(default_api.run_shell_command(command = "
            '"git add docs/"))\nprint(default_api.run_shell_command(command = "git push"))',
            ["run_shell_command", "read_file"],
            {"tool": "run_shell_command", "args": {"command": "git add docs/"}},
        ),
        # Batch 227: Kimi's call with "()" after the tool's name.
        (
            "<|tool_calls_section_begin|><|tool_call_begin|>functions.customer_count()<|tool_call_"
            "argument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>",
            ["customer_count"],
            {"tool": "customer_count", "args": {}},
        ),
        # Batch 229: strings joined with '+' in a call's JSON (Llama 3.1 8B writing a file).
        (
            '{"name": "write_file", "parameters": {"path": "a.sh", "content": "echo a\\n" +\n'
            '"echo b\\n" +\n"ls"}}',
            ["write_file"],
            {"tool": "write_file", "args": {"path": "a.sh", "content": "echo a\necho b\nls"}},
        ),
        # ... not a '+' inside a string, nor one between escaped quotes.
        (
            '{"name": "py", "arguments": {"code": "print(\\"a\\" + \\"b\\")", "n": "1 + 2"}}',
            ["py"],
            {"tool": "py", "args": {"code": 'print("a" + "b")', "n": "1 + 2"}},
        ),
        # Batch 230: C's remainder operator escaped as '\%' in JSON (Qwen3-14B).
        (
            '{"name": "run_c", "arguments": {"source": "if (n \\% 2 == 0) return 0;"}}',
            ["run_c"],
            {"tool": "run_c", "args": {"source": "if (n % 2 == 0) return 0;"}},
        ),
        # ... a '\%' not between spaces is left as written.
        (
            '{"name": "sql", "arguments": {"q": "LIKE \'50\\%\'"}}',
            ["sql"],
            {"tool": "sql", "args": {"q": "LIKE '50\\%'"}},
        ),
        # Batch 231: LangChain's conversational agent with its line break lost.
        (
            "Thought: Do I need to use a tool? Yes Action: CSV Agent\nAction Input: Which season?",
            ["CSV Agent"],
            {"tool": "CSV Agent", "input": "Which season?"},
        ),
        (
            "Thought: Do I need to use a tool? No AI: Hello Bob, nice to meet you.",
            ["search"],
            {"type": "final", "answer": "Hello Bob, nice to meet you."},
        ),
        ("Thought: Do I need to use a tool? Yes", ["search"], {"type": "error"}),
        # Batch 235: a list of names, one of them registered: the first, with no arguments.
        ("[calculator, web_search]", ["计算器", "web_search"], {"tool": "calculator", "args": {}}),
        ("[apples, pears]", ["web_search"], {"type": "final", "answer": "[apples, pears]"}),
        # Batch 237: hello-agents' "[TOOL_CALL:name:params]" (Datawhale's tutorial), in a
        # code span as its prompt shows it, with key=value pairs, plain text or JSON.
        (
            "`[TOOL_CALL:python_calculator:expression=5+3]`",
            ["python_calculator"],
            {"tool": "python_calculator", "args": {"expression": "5+3"}},
        ),
        (
            "我来搜索。[TOOL_CALL:search:query=特斯拉 Model S, Model 3, limit=3]",
            ["search"],
            {"tool": "search", "args": {"query": "特斯拉 Model S, Model 3", "limit": "3"}},
        ),
        ("[TOOL_CALL:calculator:2+3*4]", ["calculator"], {"tool": "calculator", "input": "2+3*4"}),
        (
            '[TOOL_CALL:note:{"action": "read", "id": "n]1"}]',
            ["note"],
            {"tool": "note", "args": {"action": "read", "id": "n]1"}},
        ),
        # ... a registered name alone on its line, and its input on the next (GLM-4-Flash);
        # not a sentence under it.
        (
            "python_calculator\n5+3",
            ["python_calculator"],
            {"tool": "python_calculator", "input": "5+3"},
        ),
        (
            "python_calculator\nI will compute this now.",
            ["python_calculator"],
            {"type": "final", "answer": "python_calculator\nI will compute this now."},
        ),
        # Batch 238: the template's Final Answer line copied into a plan, an Action below it.
        (
            "Here's the plan:\n1. Fix it.\nFinal Answer: Provide the final answer.\n\n"
            "Action: write_file_tool\nAction Input: x = 1",
            ["write_file_tool"],
            {"tool": "write_file_tool", "input": "x = 1"},
        ),
        (
            "Final Answer: the final answer to the original input question",
            ["search"],
            {"type": "final", "answer": "the final answer to the original input question"},
        ),
        # Batch 242: Kimi's call with its arguments in parentheses and no argument token.
        (
            "示例：\n<|tool_calls_section_begin|><|tool_call_begin|>functions.search(关键词:{keyword}"
            ", index:1)<|tool_call_argument_end|><|tool_calls_section_end|>",
            ["搜索"],
            {"tool": "search", "input": "关键词:{keyword}, index:1"},
        ),
        # ... LLMCompiler's "idx." copied before a call of a tool no one has.
        (
            'idx. search(关键词="2026年诺贝尔物理学奖得主")',
            ["搜索", "计算器"],
            {"tool": "search", "args": {"关键词": "2026年诺贝尔物理学奖得主"}},
        ),
        ("1. print(x)", ["搜索"], {"type": "final", "answer": "1. print(x)"}),
        # Batch 244: a comma where an object's key takes its colon (Qwen3 4B).
        (
            '<tool_call>{"name":"write_file","arguments":{"path":"a.md","content","# Intro\\n"}}'
            "</tool_call>",
            ["write_file"],
            {"tool": "write_file", "args": {"path": "a.md", "content": "# Intro\n"}},
        ),
        # ... not a Python set's commas.
        (
            '{"name": "f", "arguments": {"labels": {"a", "b", "c"}}}',
            ["f"],
            {"tool": "f", "args": {"labels": ["a", "b", "c"]}},
        ),
        # Batch 245: the tools' list echoed with their signatures is no call ...
        (
            "I have access to the following tools:\n1. get_Weather(city: string)\n"
            "2. schedule_Meeting(title: string, attendees?: string[])",
            ["get_weather", "schedule_meeting"],
            {"type": "final"},
        ),
        # ... and a function call's JSON in a fence after prose is one, even of a name no tool
        # has.
        (
            'I\'ll use `search_files`:\n\n```json\n{"name": "files", "arguments": {"arg1": "*.py"}}'
            "\n```",
            ["search_files"],
            {"tool": "files", "args": {"arg1": "*.py"}},
        ),
        # Batch 246: AgentBench's step inside a harness's JSON string, or its lines in a list.
        (
            '{"answer_artifact": "Think: find it.\\n\\nAct: bash\\n\\n```bash\\nfind / -name x\\n'
            '```", "summary": "s", "confidence": 1.0}',
            ["bash", "finish", "answer"],
            {"tool": "bash", "input": "find / -name x"},
        ),
        (
            '{"answer_artifact": "", "evidence_summary": ["Think: find it.", "Act: bash", '
            '"```bash", "ls /", "```"]}',
            ["bash", "finish", "answer"],
            {"tool": "bash", "input": "ls /"},
        ),
        (
            '{"answer_artifact": "0", "summary": "The Action: field was empty."}',
            ["bash", "answer"],
            {"type": "final"},
        ),
        # Batch 247: BrowserGym's JSON with the call written in the action's string ...
        (
            '{"thought": "Click Go.", "action": "click(\'171\')"}',
            ["click", "noop"],
            {"tool": "click", "input": "171"},
        ),
        # ... and WebArena's action in two or four backticks, or three closed by six.
        (
            "In summary, the next action I will perform is ``tab_focus [1]``",
            ["tab_focus", "stop"],
            {"tool": "tab_focus", "input": "1"},
        ),
        (
            "In summary, the next action I will perform is ````press [Ctrl+c]````.",
            ["press", "stop"],
            {"tool": "press", "input": "Ctrl+c"},
        ),
        (
            "In summary, the next action I will perform is ```Let's think. My next action will"
            " be ```stop [a@b.com]``````",
            ["press", "stop"],
            {"tool": "stop", "input": "a@b.com"},
        ),
        # Batch 243: a value of several lines keeps its first line's indent (an edit's code);
        # a one-line value is trimmed.
        (
            "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
            "<parameter=new_str>\n    a = 1\n    b = 2\n</parameter>\n</function>",
            ["str_replace_editor"],
            {"args": {"command": "str_replace", "new_str": "    a = 1\n    b = 2"}},
        ),
        (
            "<function=run_sql>\n<parameter=query>\n    SELECT 1\n</parameter>\n</function>",
            ["run_sql"],
            {"args": {"query": "SELECT 1"}},
        ),
        # ... a bash fence closed by a fence line with junk after it, or glued to the last line.
        (
            "THOUGHT: list.\n\n```bash\nls -la\n```_\n\n",
            ["bash"],
            {"tool": "bash", "input": "ls -la"},
        ),
        (
            "THOUGHT: list.\n\n```bash\necho 'x'\n'```",
            ["bash"],
            {"tool": "bash", "input": "echo 'x'\n'"},
        ),
        # Batch 254: Granite's token garbled around the tool's name, key: value lines below.
        (
            "<tool_call|shell>\n  command: ls logs/ | grep -c ERROR\n  timeout_s: 30\n</tool_call>",
            ["shell"],
            {"tool": "shell", "args": {"command": "ls logs/ | grep -c ERROR", "timeout_s": 30}},
        ),
        # ... a list of the tools' definitions echoed, no call in it ...
        (
            '```json\n[{"type": "string", "description": "d", "parameters": {"m": "x"}}, '
            '{"type": "function", "function": {"name": "git_commit", "description": "Commit.", '
            '"parameters": {"properties": {"files": {"type": "array"}}}}}]\n```',
            ["git_commit"],
            {"type": "error"},
        ),
        # ... Seed-OSS's parameters as attributes named for them, nested ...
        (
            '<seed:tool_call>\n<function=http_request>\n<parameter method="POST">\n  <parameter '
            'url="https://a.example/u">\n    <parameter body="{"n": 1}"/>\n  </parameter>\n'
            "</parameter>\n</function>\n</seed:tool_call>",
            ["http_request"],
            {"args": {"method": "POST", "url": "https://a.example/u", "body": {"n": 1}}},
        ),
        # ... and a weak answer key ("result") beside a message is not the answer alone.
        (
            '{"type": "response_message", "message": "Reading the file.", "result": "151"}',
            ["read_file"],
            {
                "type": "final",
                "answer": '{"type": "response_message", "message": "Reading the file.", '
                '"result": "151"}',
            },
        ),
        ('{"answer": "Michael", "context": "from memory"}', ["f"], {"answer": "Michael"}),
        # Batch 256: the tools' specs echoed in <tools> and never closed, cut in a schema.
        (
            '<tools>\n{"type": "function", "function": {"name": "create_ticket", "description": '
            '"Open a ticket.", "parameters": {"type": "obje',
            ["create_ticket"],
            {"type": "error"},
        ),
        (
            "Here are my tools: <tools> and more.",
            ["create_ticket"],
            {"type": "final", "answer": "Here are my tools: <tools> and more."},
        ),
        # ... a pythonic list with one bare value before its first call.
        (
            '[2**100, calculate(expression="2**100")]',
            ["calculate"],
            {"tool": "calculate", "args": {"expression": "2**100"}},
        ),
        ("[1, 2, 3]", ["calculate"], {"type": "final", "answer": "[1, 2, 3]"}),
        # Batch 258: GLM's pairs under a name tag of the model's own ...
        (
            "<function-name>\nbook_event\n</function-name>\n<arg_key>\nday\n</arg_key>\n"
            "<arg_value>\nMonday\n</arg_value>",
            ["create_event"],
            {"tool": "book_event", "args": {"day": "Monday"}},
        ),
        # ... a list of the tools' descriptions with values filled in is an echo, no call ...
        (
            '```json\n[{"type": "function", "function": {"name": "exchange_rate", "description": '
            '"The rate.", "parameters": {"base": "CAD", "target": "JPY"}}}]\n```',
            ["exchange_rate"],
            {"type": "error"},
        ),
        # ... calls as [name, arguments] pairs ...
        (
            '[["flight_search", {"origin": "北京", "passengers": 3}], ["exchange_rate", {}]]',
            ["flight_search", "exchange_rate"],
            {"tool": "flight_search", "args": {"origin": "北京", "passengers": 3}},
        ),
        # ... and Seed-OSS's unnamed parameter tag holding the arguments' object.
        (
            '<seed:tool_call>\n<function=create_event>\n<parameter>\n{"title": "Review", '
            '"minutes": 45}\n</parameter>\n</function>\n</seed:tool_call>',
            ["create_event"],
            {"tool": "create_event", "args": {"title": "Review", "minutes": 45}},
        ),
        # Batch 260: after Granite's marker a list of one name, even of no tool ...
        ("<|tool_call|> [rate_converter]", ["汇率换算"], {"tool": "rate_converter", "args": {}}),
        # ... and Command A's thinking never closed before its response block.
        (
            "<START_THINKING|>\n\n1. 计算。\n<START_RESPONSE|>\n\n每人 200 日元。\n\n<END_RESPONSE|>",
            ["计算器"],
            {"type": "final", "answer": "每人 200 日元。"},
        ),
        # Batch 264: a label glossed in another language ...
        (
            "**Thought (Pensamiento):** Busco la hora.\n\n**Action (Acción):** get_time\n"
            "**Action Input (Entrada):** {}",
            ["get_time"],
            {"tool": "get_time", "args": {}},
        ),
        (
            "**Final Answer (Respuesta Final):**  \nSon las tres.\n\n**Action (Acción):** {}",
            ["get_time"],
            {"type": "final", "answer": "Son las tres.\n\n**Action (Acción):** {}"},
        ),
        # ... while a parenthesis after a word that is no label is no gloss.
        (
            "Result (approx.): 42",
            ["get_time"],
            {"type": "final", "answer": "Result (approx.): 42"},
        ),
        # Batch 263: a chat API's choice pasted whole, its call in the message's tool_calls ...
        (
            '{"index": 0, "message": {"role": "assistant", "content": "查一下。", "tool_calls": '
            '[{"id": "c0", "type": "function", "function": {"name": "weather", "arguments": '
            '"{\\"city\\": \\"北京\\"}"}}]}, "finish_reason": "tool_calls"}',
            ["weather"],
            {"tool": "weather", "args": {"city": "北京"}},
        ),
        # ... and Gorilla's "<<<code>>>:" field is no smolagents <code> tag.
        (
            "<<<api_call>>>: pipeline('summarization')\n<<<code>>>: from transformers import "
            "pipeline\\nsummarizer = pipeline('summarization')",
            [],
            {"type": "final"},
        ),
        # Batch 270: the template's Action line copied, the tool named where the input goes ...
        (
            "Thought: Do I need to use a tool? Yes\nAction: the action to take, should be one of "
            "[Time, Wolfram Alpha]\nAction Input:  Wolfram Alpha 222+222",
            ["Time", "Wolfram Alpha"],
            {"tool": "Wolfram Alpha", "input": "222+222"},
        ),
        # ... and a registered tool's closing tag ends the reply, its opening lost (Cline).
        (
            "<response>The plan:\n1. Scaffold.\n</response>\n</plan_mode_response>",
            ["plan_mode_response", "read_file"],
            {"tool": "plan_mode_response", "args": {"response": "The plan:\n1. Scaffold.\n"}},
        ),
        (
            "Done.\n</read_file>",
            ["plan_mode_response", "read_file"],
            {"type": "final"},
        ),
        # Batch 271: a stray quote in a tool's opening tag (MiniMax-M2.1) ...
        (
            '<invoke><exec">\n<cmd>date</cmd>\n</exec></invoke>',
            ["exec"],
            {"tool": "exec", "args": {"cmd": "date"}},
        ),
        # ... and a call shown with a note to replace its placeholders is no call.
        (
            'Here is the correct format:\n\n`{"tool_name": "schedule_meeting", "parameters": '
            '{"title": "a_title"}}`\n\nMake sure to replace the placeholders with real values.',
            ["schedule_meeting"],
            {"type": "final"},
        ),
        # Batch 274: two calls chained on classic's Action line, the first is the step.
        (
            "Action: time.now: UTC, then slack.post_message: its output",
            ["time.now", "slack.post_message"],
            {"tool": "time.now", "input": "UTC"},
        ),
        # Batch 275: a <tool_calls> block of a [name, arguments] pair, or of Python calling the
        # tool (its name and arguments given as keywords), before an <answer> ...
        (
            '<tool_calls>\n["python_code", {"code": "print(2)"}]\n</tool_calls>\n<answer>2</answer>',
            ["python_code"],
            {"tool": "python_code", "args": {"code": "print(2)"}},
        ),
        (
            '<tool_calls>\nresult = python_code(name="div", arguments={"code": "1/3"})\nresult\n'
            "</tool_calls>\n<answer>0.33</answer>",
            ["python_code"],
            {"tool": "python_code", "args": {"code": "1/3"}},
        ),
        # Batch 276: a registered tool's element alone, self-closed (Hermes 4) ...
        ("<get_location/>", ["get_location"], {"tool": "get_location", "args": {}}),
        ("<br/>", ["get_location"], {"type": "final"}),
        # ... and a parameter tag misspelled (MiniMax-M2.5).
        (
            '<invoke name="web_extract">\n<paramete name="urls">["https://a.org"]</paramete>\n'
            "</invoke>",
            ["web_extract"],
            {"tool": "web_extract", "args": {"urls": ["https://a.org"]}},
        ),
        # Batch 279: "Action: N/A" names no tool ...
        ("Thought: I need more.\nAction: N/A\nAction Input: N/A", ["book"], {"type": "error"}),
        # ... an answer's label typed fast ...
        (
            "Thought: Cần biết thành phố.\nAswer: Bạn đang ở thành phố nào?",
            ["get_weather"],
            {"type": "final", "answer": "Bạn đang ở thành phố nào?"},
        ),
        # ... and the prompt's closing triple quotes after an answer are not part of it.
        (
            'Final Answer:\nDatum --> Belegdatum.\n\n"""<|im_sep|>',
            ["map_columns"],
            {"type": "final", "answer": "Datum --> Belegdatum."},
        ),
        # Batch 278: plain text goes on past a blank line unless the model is talking ...
        (
            "Action: Create File\nAction Input: game.html\n\ntest contents",
            ["Create File"],
            {"tool": "Create File", "input": "game.html\n\ntest contents"},
        ),
        (
            "Action: Search\nAction Input: Paris weather\n\nI will wait for the result.",
            ["Search"],
            {"tool": "Search", "input": "Paris weather"},
        ),
        # ... as does a block its markers open (LangChain's GitHub tools) ...
        (
            "Action: Update File\nAction Input: README.md\nOLD <<<<\nA.\n>>>> OLD\nNEW <<<<\nA.\n\n"
            "This site uses React.\n>>>> NEW",
            ["Update File"],
            {
                "tool": "Update File",
                "input": "README.md\nOLD <<<<\nA.\n>>>> OLD\nNEW <<<<\nA.\n\nThis site uses React."
                "\n>>>> NEW",
            },
        ),
        # ... a pair with a space after its "=" before a quoted value ...
        (
            'Action: closest_airport\nAction Input: location= "Cali, Colombia"',
            ["closest_airport"],
            {"tool": "closest_airport", "args": {"location": "Cali, Colombia"}},
        ),
        # ... a step whose line breaks became runs of spaces ...
        (
            "I will update it.    Action: Update File    Action Input: main.py",
            ["Update File"],
            {"tool": "Update File", "input": "main.py"},
        ),
        # ... and AutoGPT's command under a key in the prompt's language (GigaChat).
        (
            '{"рассуждения": {"text": "Ищу."}, "команда": {"name": "search", "args": '
            '{"tool_input": "Илон Маск"}}}',
            ["search", "finish"],
            {"tool": "search", "args": {"tool_input": "Илон Маск"}},
        ),
        # Batch 280: an AutoGPT envelope whose thoughts broke the JSON; its call still reads.
        (
            '{\n    "thoughts": {\n        "plan": "- args json schema: {"repo": {"type": '
            '"string"}, \\"title\\": {"type": "string"}, \\"default\\": null"}},\n'
            '        "speak": "ok"\n    },\n    "tool": {\n        "name": " Brave-search",\n'
            '        "args": {"query": "tao"}\n    }\n}',
            ["brave-search", "finish"],
            {"tool": "brave-search", "args": {"query": "tao"}},
        ),
        # Batch 286: a shell fence in a list item, less the item's indent.
        (
            "Then run:\n\n1. Make them executable:\n   ```sh\n   chmod +x test.sh\n   chmod +x lint.sh\n"
            "   ```",
            ["shell", "write_file"],
            {"tool": "shell", "input": "chmod +x test.sh\nchmod +x lint.sh"},
        ),
        # Batch 289: a leaked role word on its own line before a lowercase Thought, no call ...
        (
            "user\nthought: I will use the `inspect_file_as_text` tool to read the text",
            ["search_agent", "inspect_file_as_text", "final_answer"],
            {"type": "error"},
        ),
        # ... and a string that smolagents' console wrapped over two lines, bound to a name the
        # call passes (after a stray fence before "Code:"): the call, its string as written.
        (
            'Thought: Ask the `web_agent`.\n```\nCode:\n```py\ntask = "Find the parks. Return a list of\n'
            "dictionaries with each park's coordinates (latitude and longitude).\"\n"
            "web_agent(task=task)\n```\n<end_code>",
            ["web_agent", "final_answer"],
            {
                "tool": "web_agent",
                "args": {
                    "task": "Find the parks. Return a list of\ndictionaries with each park's "
                    "coordinates (latitude and longitude)."
                },
            },
        ),
        # Batch 290: a sentence on the Action line naming a tool with Markdown's escaped "_".
        (
            "Thought: I need the fire\\_recognition API.\n\nAction: Use the fire\\_recognition API "
            "to analyze the input image.\n\nAction Input: /tmp/1.jpg\n\nObservation:",
            ["fire_recognition", "fire_alert", "call_police"],
            {"tool": "fire_recognition", "input": "/tmp/1.jpg"},
        ),
        # Batch 291: Llama 3.1's code for its interpreter after <|python_tag|>.
        (
            '<|python_tag|>import sys\n\nprint("Python version: ", sys.version)<|eom_id|>',
            ["ipython"],
            {"tool": "ipython", "input": 'import sys\n\nprint("Python version: ", sys.version)'},
        ),
        # Batch 288: Chain-of-Abstraction's "[FUNC tool("…") = y1]" in a plan.
        (
            "To compare them:\n\n1. Query the Uber tool: [FUNC uber_10k(\"What was Uber's revenue "
            'growth in 2021?") = y1].\n\n2. Then Lyft: [FUNC lyft_10k("What was Lyft\'s revenue '
            'growth?") = y2].',
            ["uber_10k", "lyft_10k"],
            {"tool": "uber_10k", "input": "What was Uber's revenue growth in 2021?"},
        ),
        # Batch 287: LangChain's multi-functions wrapper, "tool_selection", listing the calls.
        (
            '{"name": "tool_selection", "arguments": "{\\"actions\\": [{\\"action_name\\": '
            '\\"Search\\", \\"action\\": {\\"tool_input\\": \\"weather in LA\\"}}, '
            '{\\"action_name\\": \\"Search\\", \\"action\\": {\\"tool_input\\": \\"weather in SF\\"}}]}"}',
            ["Search"],
            {"tool": "Search", "args": {"tool_input": "weather in LA"}},
        ),
        # Batch 292: the same tool's call repeated on classic's line to the token limit.
        (
            "Thought: I should search.\nAction: 搜索: 气温 Shanghai tomorrow 搜索: 气温 tomorrow "
            "搜索: 气温 tomorrow 搜索: 气温 tom",
            ["搜索", "计算器"],
            {"tool": "搜索", "input": "气温 Shanghai tomorrow"},
        ),
        # Batch 293: Llama 3.2's list of calls of a tool no one has; Granite's marker before a
        # list of names; a tool's garbled definition in code is no call.
        (
            '[calculator(expression="17 * 23"), calculator(expression="17 * 23")]',
            ["计算器", "搜索"],
            {"tool": "calculator", "args": {"expression": "17 * 23"}},
        ),
        (
            "<|tool_call|> [calculator, search]",
            ["计算器", "搜索"],
            {"tool": "calculator", "args": {}},
        ),
        (
            'Here it is:\n\n```python\ndef get_functions():\n    return [\n        {\n        "name": '
            '"搜索",\n        "description": "在网上搜索。",\n        "parameters": {\n        "type": '
            '"function",\n        "required": ["text"]\n        }}]\n```',
            ["搜索", "翻译"],
            {"type": "final"},
        ),
        # Batch 295: DSPy's older ReAct fields, "[[ ## Action_5 ## ]]" holding Finish[…].
        (
            "[[ ## Thought_5 ## ]]\nThe searches are unhelpful.\n\n[[ ## Action_5 ## ]]\n"
            "Finish[Los Angeles Angels] \n\n[[ ## completed ## ]]",
            ["Search", "Finish"],
            {"tool": "Finish", "input": "Los Angeles Angels"},
        ),
        # Batch 298: two roles before a blob (Llama-2-70b-chat); the rest of a JSON call whose
        # start the prompt wrote (Mixtral).
        (
            '\n\nAI: \nAssistant: ```json\n{"action": "Final Answer",\n "action_input": "It is '
            '18.379!"}\n```',
            ["Calculator"],
            {"type": "final", "answer": "It is 18.379!"},
        ),
        (
            ' "Calculator",\n    "input":  "from math import sqrt; output = sqrt(512) * 7"\n}\n```',
            ["Calculator", "Search"],
            {"tool": "Calculator", "input": "from math import sqrt; output = sqrt(512) * 7"},
        ),
        # Batch 299: part of exactly one registered Chinese name ("查询" for 天气查询).
        (
            "Thought: 今天北京的天气是晴朗的。\nAction: 查询\nAction Input: 北京\n",
            ["天气查询", "搜索"],
            {"tool": "天气查询", "input": "北京"},
        ),
        # Batch 300: Command A's thinking token garbled and never closed; self-ask's label
        # after a sentence on its line.
        (
            "<!START_THINKING|>\n\n我希望你能够帮助我更好地理解问题。首先，我需要查看上海明天的天气。",
            ["天气查询", "搜索"],
            {"type": "error"},
        ),
        (
            "Yes\n\nThis question has a 2026 date. So the final answer is: 2026\n\nThe answer to "
            "this question is: 2026",
            ["search"],
            {"type": "final", "answer": "2026\n\nThe answer to this question is: 2026"},
        ),
        # Batch 303: an element's value escaped as XML with no "<" written (Gemini in Cline).
        (
            "<execute_command>\n<command>cd contracts &amp;&amp; npm install</command>\n"
            "<requires_approval>true</requires_approval>\n</execute_command>",
            ["execute_command", "read_file"],
            {"args": {"command": "cd contracts && npm install", "requires_approval": "true"}},
        ),
        # Batch 304: ling-3.0-flash's <tool_call_type> naming the tool, <tool_input> its JSON.
        (
            '<goal status="completed"/>\n<tool_call_id>toolu_01</tool_call_id>\n'
            '<tool_call_type>bash</tool_call_type>\n<tool_input>{"command":"ls -la"}</tool_input>',
            ["bash", "read"],
            {"tool": "bash", "args": {"command": "ls -la"}},
        ),
        # Batch 301: ChatGLM3's name after a sentence and a space (its role token dropped).
        (
            "I need to use the insauto_quote_tool tool.<|assistant|> insauto_quote_tool\n ```python\n"
            "tool_call(quote_biz_id='2022090600083')\n```<|observation|>",
            ["insauto_quote_tool"],
            {"tool": "insauto_quote_tool", "args": {"quote_biz_id": "2022090600083"}},
        ),
        # Batch 306: a fence under the Action label, a tool's gloss on its first line, code below;
        # an ASCII tool name inside a Chinese sentence on the Action line.
        (
            "Thought: Sum the squares.\n\nAction:\n```\npython\ntotal = 0\nfor i in range(1, 11):\n"
            "    total += i * i\nprint(total)\n```\n\n",
            ["run_python", "calculate"],
            {
                "tool": "run_python",
                "input": "total = 0\nfor i in range(1, 11):\n    total += i * i\nprint(total)",
            },
        ),
        (
            "思考: 我们需要将98.6 F转换为C。\n行动: 我们使用convert_units函数将98.6 F转换为C。\n"
            "行动输入: 98.6 F\n",
            ["convert_units", "calculate"],
            {"tool": "convert_units", "input": "98.6 F"},
        ),
        # Batch 307: Command A's thinking closed with "</END_THINKING|>".
        (
            "<START_THINKING|>\n\n开始：执行 `汇率换算` 工具。\n\n</END_THINKING|>\n\n1000 元人民币能换为:\n"
            "1585.43美元",
            ["汇率换算", "计算器"],
            {"type": "final", "answer": "1000 元人民币能换为:\n1585.43美元"},
        ),
        # Batch 313: a call a line in the fence under the Action label; the first is the step.
        (
            'Thought: 你需要读取数据.csv 文件。\nAction:\n```\nread_file(path="data.csv", start_line=1, '
            'end_line=5)\ncalculate(expression="17 * 23")\n```\n',
            ["read_file", "calculate"],
            {"tool": "read_file", "args": {"path": "data.csv", "start_line": 1, "end_line": 5}},
        ),
        # Batch 314: GLM's argument pairs after another model's <function_name> tag.
        (
            "```xml\n<function_name>parse_config</function_name>\n<arg_key>config</arg_key>\n"
            "<arg_value>config object</arg_value>\n```",
            ["github.search_code", "brave-search"],
            {"tool": "parse_config", "args": {"config": "config object"}},
        ),
        # Batch 317: smolagents' code that calls no tool goes to the registered interpreter ...
        (
            "Thought:\nConvert the temperatures.\n\nCode:\n```py\nc = (5.0 / 9.0) * (68.0 - 32.0)\n"
            'print("Celsius:", c)\n```',
            ["python_interpreter", "final_answer"],
            {
                "type": "action",
                "tool": "python_interpreter",
                "input": 'c = (5.0 / 9.0) * (68.0 - 32.0)\nprint("Celsius:", c)',
            },
        ),
        # ... and the log's "Calling tools:" line copied after the blob is no step of its own.
        (
            "Let's check for active polls:\n\n<code>\nview_active_polls()\n</code>\nCalling tools:\n"
            "[{'id': 'call_21', 'type': 'function', 'function': {'name': 'python_interpreter', "
            "'arguments': 'view_active_polls()'}}]",
            ["view_active_polls", "python_interpreter", "final_answer"],
            {"type": "action", "tool": "view_active_polls", "args": {}},
        ),
        # ... 'Final output:' after a Thought labels the answer (not as a heading of one).
        (
            "Thought: The program has computed the amount.\n\nFinal output:\nThe amount is: 108.89",
            ["python_interpreter", "final_answer"],
            {"type": "final", "answer": "The amount is: 108.89"},
        ),
        (
            "The report is ready.\n\n**Final Output:**\n```\nAverage score: 87.6\n```",
            ["run_command"],
            {
                "type": "final",
                "answer": "The report is ready.\n\n**Final Output:**\n```\nAverage score: 87.6\n```",
            },
        ),
        # Batch 318: an Action label glued to a sentence's full stop.
        (
            "Thought: Tôi sẽ tìm ở Quận 1, TP.HCM.Action: search_course_info(khóa học AI offline)",
            ["search_course_info", "calculate_cost"],
            {"type": "action", "tool": "search_course_info", "input": "khóa học AI offline"},
        ),
        # Batch 320: the arguments, then the recipient (GPT-4o-mini in Mastra).
        (
            '{"memory":"# Customer Profile\n- Name: Ana\n"} to=functions.updateWorkingMemory\n\n'
            "Tentu Kak, ini katalognya.",
            ["updateWorkingMemory", "agent-salesAgent"],
            {
                "tool": "updateWorkingMemory",
                "args": {"memory": "# Customer Profile\n- Name: Ana\n"},
            },
        ),
        # Batch 321: langroid's tool message, the tool under "request", its arguments beside.
        (
            'TOOL: \n{\n    "request": "duckduckgo_search",\n    "query": "Bill Gates",\n'
            '    "num_results": 5\n}',
            ["duckduckgo_search"],
            {"tool": "duckduckgo_search", "args": {"query": "Bill Gates", "num_results": 5}},
        ),
        # Batch 322: the Action Input gives the first of the Action line's values again.
        (
            'Thought: walk.\nAction: distance_between(origin: "Louvre", destination: "Notre-Dame", '
            'mode: "walking")\nAction Input: "Louvre", "Notre-Dame"\n',
            ["distance_between", "thermostat"],
            {
                "tool": "distance_between",
                "args": {"origin": "Louvre", "destination": "Notre-Dame", "mode": "walking"},
            },
        ),
        # Batch 323: Kimi's call tokens before no call; arguments "{}" as a string.
        (
            "<|tool_calls_section_begin|><|tool_call_begin|>\n\nHere's how:\n\n```\n{\n"
            '  "type": "function",\n  "description": "Delete items"\n}\n```',
            ["inventory_update", "shopping_list_add"],
            {"type": "error"},
        ),
        (
            '{"function_call": {"name": "random_joke", "arguments": "{}"}}',
            ["random_joke", "thermostat"],
            {"type": "action", "tool": "random_joke", "args": {}},
        ),
        # Batch 324: a smolagents console panel (lines padded to its width), its one-line
        # strings broken at a space or inside a word too long for the line ...
        (
            "Let me navigate to the page and run tests now, as the test plan says to do.   \n"
            "                                                                               \n"
            "<code>                                                                         \n"
            'navigate_page(url="file:///D:/GIT/graph-orchestrator-smolagents/runs/2026-08-18\n'
            '_2154_bubble_sort/index.html", type="url")                                     \n'
            'evaluate_script(function="async () => { await new Promise(r => setTimeout(r,   \n'
            '500)); }")',
            ["navigate_page", "evaluate_script", "final_answer"],
            {
                "tool": "navigate_page",
                "args": {
                    "url": "file:///D:/GIT/graph-orchestrator-smolagents/runs/2026-08-18_2154"
                    "_bubble_sort/index.html",
                    "type": "url",
                },
            },
        ),
        (
            "<code>                                                                         \n"
            "# Wait for the page, then check it                                             \n"
            'evaluate_script(function="async () => { await new Promise(r => setTimeout(r,   \n'
            '500)); return document.title; }")                                             \n'
            "</code>",
            ["navigate_page", "evaluate_script", "final_answer"],
            {
                "tool": "evaluate_script",
                "args": {
                    "function": "async () => { await new Promise(r => setTimeout(r, 500)); "
                    "return document.title; }"
                },
            },
        ),
        # ... and a Thought, then the code in a ```python fence with no "Code:" label.
        (
            "Thought: Aucune erreur dans la console. Maintenant je vais faire les           \n"
            "vérifications visuelles pour chaque critère.                                   \n"
            "                                                                               \n"
            "```python                                                                      \n"
            "# Vérification visuelle des critères                                           \n"
            'visual_check(criterion_number=1, verdict=True, observation="Barres colorées    \n'
            'visibles")',
            ["visual_check", "final_answer"],
            {
                "tool": "visual_check",
                "args": {
                    "criterion_number": 1,
                    "verdict": True,
                    "observation": "Barres colorées visibles",
                },
            },
        ),
        (
            "Thought: 以下是 Python 代码：\n\n```python\ndef calculate(n):\n    return n * 2\n\n"
            "print(calculate(50))\n```",
            ["run_python", "calculate"],
            {"type": "error"},
        ),
        # Batch 325: bold that opens the answer after the label is the answer's.
        (
            "Do I need to use a tool? No\nFinal Answer: **History of AGI Research**\n\nIt began "
            "in the 1950s.",
            ["Search"],
            {"type": "final", "answer": "**History of AGI Research**\n\nIt began in the 1950s."},
        ),
        # Batch 326: a Thought, a rule, and the answer below it.
        (
            "Thought: Đã hoàn tất, tôi sẽ tổng hợp kết quả.\n\n---\n\n### **KẾT QUẢ**\n\n"
            "Đặt lịch thành công.",
            ["lookup_student", "book_advisor"],
            {
                "type": "final",
                "answer": "Thought: Đã hoàn tất, tôi sẽ tổng hợp kết quả.\n\n---\n\n"
                "### **KẾT QUẢ**\n\nĐặt lịch thành công.",
            },
        ),
        # Batch 327: griptape's tool and activity, no input.
        (
            'Thought: I can use the "get_current_datetime" action.\n\nAction:\n{\n'
            '  "name": "DateTime",\n  "path": "get_current_datetime"\n}',
            ["DateTime"],
            {"type": "action", "tool": "DateTime", "args": {}},
        ),
        # Batch 328: Midscene's action tags; DeepSeek's tokens with the bar doubled.
        (
            '<thought>先点击数字 "1"。</thought>\n<log>点击 "1"</log>\n'
            "<action-type>Tap</action-type>\n<action-param-json>\n"
            '{\n  "locate": {\n    "prompt": "数字键盘上的 "1" 按钮",\n'
            '    "bbox": [100, 765, 200, 805]\n  }\n}\n</action-param-json>',
            ["Tap", "Input"],
            {
                "tool": "Tap",
                "args": {
                    "locate": {"prompt": '数字键盘上的 "1" 按钮', "bbox": [100, 765, 200, 805]}
                },
            },
        ),
        (
            "<｜｜tool▁calls▁begin｜>\n<｜｜tool▁call▁begin｜>pwsh<｜｜tool▁sep｜>"
            '{"command":"pwd"}<｜｜tool▁call▁end｜>\n<｜｜tool▁calls▁end｜>',
            ["pwsh"],
            {"tool": "pwsh", "args": {"command": "pwd"}},
        ),
        # Batch 330: a parameters' schema echoed alone (each property a schema) ...
        (
            '```json\n{\n  "properties": {\n    "items": {\n      "items": ["牛奶", "面包"],\n'
            '      "type": "array"\n    },\n    "store": {\n      "default": "",\n'
            '      "type": "string"\n    }\n  },\n  "required": ["items"],\n  "type": "object"\n}\n```',
            ["shopping_list_add", "order_pizza"],
            {"type": "error"},
        ),
        # ... (not a schema's shape holding plain values: an answer)
        (
            '```json\n{\n  "properties": {\n    "capital": "Tokyo"\n  },\n  "required": '
            '["capital"],\n  "type": "object"\n}\n```',
            ["country_info"],
            {"type": "final"},
        ),
        # ... the system prompt's "# Tools" and their definitions echoed; Granite's name in the
        # tags, its arguments after them; Seed's unnamed parameter, an argument a line.
        (
            'A:\n\n# Tools\n[{"type": "function", "function": {"name": "create_event", '
            '"description": "Create a calendar event.", "parameters": {"title": {"type": "string"}, '
            '"required": ["title"]}}}, {"type": "function", "function": {"name": "random_joke", "desc',
            ["create_event", "random_joke"],
            {"type": "error"},
        ),
        (
            '<tool_call>create_event</tool_call>\n[\n    {\n        "title": "Q1 planning",\n'
            '        "duration_minutes": 45,\n        "online": true\n    }\n]',
            ["create_event", "distance_between"],
            {
                "tool": "create_event",
                "args": {"title": "Q1 planning", "duration_minutes": 45, "online": True},
            },
        ),
        (
            '<seed:tool_call>\n<function=create_event>\n<parameter>\n  title="周报评审"\n'
            '  attendees="wang@example.com, zhao@example.com"\n  duration_minutes=30\n'
            "  online=true\n</parameter>\n</function>\n</seed:tool_call>",
            ["create_event", "random_joke"],
            {
                "tool": "create_event",
                "args": {
                    "title": "周报评审",
                    "attendees": "wang@example.com, zhao@example.com",
                    "duration_minutes": 30,
                    "online": True,
                },
            },
        ),
        # Batch 331: words before the call on the Action line ("调用工具：" copied).
        (
            'Thought: 先查北京的天气。\nAction: 调用工具：get_weather(city="北京")',
            ["get_weather", "get_attraction"],
            {"tool": "get_weather", "args": {"city": "北京"}},
        ),
        # Batch 332: mini-swe-agent's fence opened on the THOUGHT line; a fence before the
        # same command as XML (the first step wins); a heredoc on one line, escaped.
        (
            "THOUGHT: ```bash\nsed -n '220,245p' sympy/matrices/common.py\n```",
            ["bash"],
            {"tool": "bash", "input": "sed -n '220,245p' sympy/matrices/common.py"},
        ),
        (
            "THOUGHT: Find the file.\n\n```bash\nfind . -name optimizer.py\n```\n\n"
            '<function_calls>\n<invoke name="bash">\n<parameter name="command">find . -name '
            "optimizer.py</parameter>\n</invoke>\n</function_calls>",
            ["bash"],
            {"tool": "bash", "input": "find . -name optimizer.py"},
        ),
        (
            "THOUGHT: Patch it.\n\n```bash\npython - <<'PY'\\nfrom pathlib import Path\\n"
            'p = Path(\\"a.txt\\")\\nprint(p.read_text())\\nPY```',
            ["bash"],
            {
                "tool": "bash",
                "input": "python - <<'PY'\nfrom pathlib import Path\np = Path(\"a.txt\")\n"
                "print(p.read_text())\nPY",
            },
        ),
        (
            'THOUGHT: Note it.\n\n```bash\nprintf "\\n- a fix\\n- a test\\n" >> notes.txt\n```',
            ["bash"],
            {"tool": "bash", "input": 'printf "\\n- a fix\\n- a test\\n" >> notes.txt'},
        ),
        # Batch 333: BFCL's pythonic calls gone wrong: the list's "]" left out, "()" after the
        # call, a ")" too many after a tuple, a set where a list was meant (in written order).
        (
            "[calculate_entropy_change(initial_temp=300, final_temp=400, heat_capacity=5)",
            ["calculate_entropy_change"],
            {
                "tool": "calculate_entropy_change",
                "args": {"initial_temp": 300, "final_temp": 400, "heat_capacity": 5},
            },
        ),
        (
            "calc_heat_capacity(temp=298, volume=10)()",
            ["calc_heat_capacity"],
            {"tool": "calc_heat_capacity", "args": {"temp": 298, "volume": 10}},
        ),
        (
            "[weather.get_forecast_by_coordinates(days_ahead=1, coordinates=(46.6, 1.88)))]"
            '[weather.get_by_city_date(date="2019-12-13", city="Paris")]',
            ["weather.get_forecast_by_coordinates", "weather.get_by_city_date"],
            {
                "tool": "weather.get_forecast_by_coordinates",
                "args": {"days_ahead": 1, "coordinates": [46.6, 1.88]},
            },
        ),
        (
            '[random_forest_regression(independent_var={"interest_rates", "unemployment_rates",'
            ' "gdp"}, forecast_period=5)]',
            ["linear_regression", "random_forest_regression"],
            {
                "tool": "random_forest_regression",
                "args": {
                    "independent_var": ["interest_rates", "unemployment_rates", "gdp"],
                    "forecast_period": 5,
                },
            },
        ),
        # Batch 334: several bracket calls on one Action line (Reflexion): the first.
        (
            "Thought 2: I need to search each of them.\nAction 2: Search[Justin Turner], "
            "Search[Magic Johnson], Search[Rick Sutcliffe]",
            ["Search", "Lookup", "Finish"],
            {"tool": "Search", "input": "Justin Turner"},
        ),
        # Batch 337: Granite's marker with its first bar lost, a name after it.
        (
            "<tool_call|> lookup",
            ["lookup", "observe"],
            {"type": "action", "tool": "lookup", "args": {}},
        ),
        # Batch 343: a stray quote before the reply's first label.
        (
            '"最终答案: 光合作用\n\n补充说明。\n\n最终答案: 光合作用',
            ["lookup", "answer_question"],
            {"type": "final", "answer": "光合作用\n\n补充说明。\n\n最终答案: 光合作用"},
        ),
        # Batch 344: GLM's argument pairs in an element named for the tool; Llama 3.1's token
        # with its "<" lost.
        (
            "<shopping_list_add>\n<arg_key>items</arg_key>\n<arg_value>牛奶,面包, apple</arg_value>\n"
            "</shopping_list_add>",
            ["shopping_list_add", "order_pizza"],
            {"tool": "shopping_list_add", "args": {"items": "牛奶,面包, apple"}},
        ),
        (
            '|python_tag|>shopping_list_add.call(items="milk")',
            ["shopping_list_add", "order_pizza"],
            {"tool": "shopping_list_add", "args": {"items": "milk"}},
        ),
        # Batch 324 (review): a string broken at a space, then a word folded at the panel's edge.
        (
            'Let me read the file now.                                                      \n<code>                                                                         \n# read it                                                                      \nread_file(path="docs/a b                                                       \nCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC\nD.txt")\n</code>',
            ["read_file"],
            {
                "tool": "read_file",
                "args": {
                    "path": "docs/a b CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCD.txt"
                },
            },
        ),
        # Batch 346: the template's Action line with the names written without brackets.
        (
            "Question: the input question you must answer\nThought: you should always think about "
            "what to do\nAction: the action to take, should be one of lookup, answer_question, "
            "and observation",
            ["lookup", "answer_question", "observe"],
            {"type": "error"},
        ),
        # Batch 347: a closing </think> never opened, after the step; a made-up caller whose
        # first argument names the tool.
        (
            'Thought: 我需要先调用get_weather工具。\nAction: get_weather(city="北京")\n</think>',
            ["get_weather", "get_attraction"],
            {"tool": "get_weather", "args": {"city": "北京"}},
        ),
        (
            'Thought: 先查天气。\nAction: call(get_weather, city="杭州")',
            ["get_weather", "get_attraction"],
            {"tool": "get_weather", "args": {"city": "杭州"}},
        ),
        ("Action: call(get_weather)", ["get_weather"], {"tool": "get_weather", "args": {}}),
        # Batch 348 (BFCL's return formats): params as tags with value and type attributes,
        # nested; params holding their text, typed; a tool's element never closed; tags of
        # attributes only; a TOOLCALL label before a JSON list; a call wrapped in a tag; a
        # dict of JSON's words as a keyword's value.
        (
            '<functions><function name="connect_to_server"><param name="nickname" value="SQL01" '
            'type="string"/><param name="timeout" value="60" type="integer"/><param name="ssl" '
            'value="True" type="boolean"/></function></functions>',
            ["connect_to_server"],
            {
                "tool": "connect_to_server",
                "args": {"nickname": "SQL01", "timeout": 60, "ssl": True},
            },
        ),
        (
            '<functions><function name="Bank"><params><param name="bank" value="U.S. Bank" '
            'type="string"/><param name="overview"><params><param name="deposits" value="7132.76"'
            ' type="float"/><param name="end" value="2019-10-31" type="string"/></params></param>'
            "</function></functions>",
            ["Bank"],
            {
                "tool": "Bank",
                "args": {
                    "bank": "U.S. Bank",
                    "overview": {"deposits": 7132.76, "end": "2019-10-31"},
                },
            },
        ),
        (
            '```toolcall\n<functions><get_movies><param name="city" type="string">Noida</param>'
            '<param name="free" type="string">True</param></functions>\n```',
            ["get_movies"],
            {"tool": "get_movies", "args": {"city": "Noida", "free": "True"}},
        ),
        (
            '<connect_to_server><nickname="SQL01" timeout=60></connect_to_server>',
            ["connect_to_server"],
            {"tool": "connect_to_server", "args": {"nickname": "SQL01", "timeout": 60}},
        ),
        (
            'TOOLCALL:[{"function":"multiply","parameters":{"a":10,"b":3}},'
            '{"function":"add","parameters":{"a":10,"b":30}}]',
            ["multiply", "add"],
            {"tool": "multiply", "args": {"a": 10, "b": 3}},
        ),
        (
            '<Music_3_LookupMusic>(album="High Expectations"), (year="2019")',
            ["Music_3_LookupMusic"],
            {"tool": "Music_3_LookupMusic", "args": {"album": "High Expectations"}},
        ),
        (
            '<add_server(nickname="PrimaryDB", port=5432)]',
            ["add_server"],
            {"tool": "add_server", "args": {"nickname": "PrimaryDB", "port": 5432}},
        ),
        (
            '[ThinQ_Connect(body={"mode": "AIR_CLEAN", "monitoringEnabled": true})]',
            ["ThinQ_Connect"],
            {
                "tool": "ThinQ_Connect",
                "args": {"body": {"mode": "AIR_CLEAN", "monitoringEnabled": True}},
            },
        ),
        # Batch 349: an empty ACTION label, then a fence in the shell tool's language.
        (
            "THOUGHT: I will now provide a single action.\n\nACTION:\n```bash\ncd astropy/modeling\n```",
            ["bash"],
            {"tool": "bash", "input": "cd astropy/modeling"},
        ),
        # Batch 350: "Action: skip" before the answer; the classic loop's answer label in
        # Portuguese.
        (
            "Thought: Je vais formuler la réponse.\nAction: skip\nObservation: [Will be provided]\n"
            'Final Answer: "LangChain, c\'est un méfraf."',
            ["calculator", "lookup"],
            {"type": "final", "answer": '"LangChain, c\'est un méfraf."'},
        ),
        (
            "RESPOSTA: Um mouse custa R$ 99,90.",
            ["calcular", "obter_custo"],
            {"type": "final", "answer": "Um mouse custa R$ 99,90."},
        ),
        # Batch 351: MiniMax's invoke under Agent Zero's prompt, the arguments as JSON in
        # <tool_args>.
        (
            '<minimax:tool_call>\n<invoke name="code_execution_tool">\n<tool_args>{\n  "code": '
            '"pwd",\n  "session": 0\n}</tool_args>',
            ["code_execution_tool", "response"],
            {"tool": "code_execution_tool", "args": {"code": "pwd", "session": 0}},
        ),
        # Batches 363-364: a shell line calling a tool with long options (a value runs to the
        # next option); the Japanese prompt's question echoed, then only a thought.
        (
            "$ ocr_image --path D:\\扫描件\\发票 0412.jpg --lang zh\n$ ANSWER: invoice",
            ["ocr_image", "run_sql"],
            {"tool": "ocr_image", "args": {"path": "D:\\扫描件\\发票 0412.jpg", "lang": "zh"}},
        ),
        (
            "$ k8s_scale --deployment checkout-api --replicas 6 --dry-run",
            ["k8s_scale"],
            {
                "tool": "k8s_scale",
                "args": {"deployment": "checkout-api", "replicas": 6, "dry_run": True},
            },
        ),
        ("Use ocr_image --path to read it.", ["ocr_image"], {"type": "final"}),
        (
            "質問：How many miles is 42.195 km?\n思考：42.195kmは42.195 * 1000mとなります。",
            ["convert_units", "run_python"],
            {"type": "error"},
        ),
        # Batch 365: <argument name=… value=…/> tags in a named <tool_call>; a dotted tool's
        # name in Gemini's tool_code; a tool's name written as a title, a quoted value first.
        (
            '<tool_calls>\n  <tool_call name="github.create_issue" arguments>\n    <argument '
            'name="repo" value="acme/widgets" />\n    <argument name="labels" value="bug" />\n'
            "  </tool_call>\n</tool_calls>",
            ["github.create_issue", "slack.post_message"],
            {"tool": "github.create_issue", "args": {"repo": "acme/widgets", "labels": "bug"}},
        ),
        (
            '```tool_code\nprint(default_api.time.now("Asia/Tokyo"))\n```\n```tool_outputs\n'
            "2021-01-01 14:00:00\n```",
            ["time.now", "brave-search"],
            {"tool": "time.now", "input": "Asia/Tokyo"},
        ),
        (
            "```tool_code\nimport json\nprint(json.dumps({'a': 1}))\n```",
            ["time.now", "brave-search"],
            {"type": "final"},
        ),
        (
            "Act: Brave Search('tao react agent', count=1)",
            ["brave-search", "time.now"],
            {"tool": "brave-search", "input": "'tao react agent', count=1"},
        ),
        # Batch 366: Continue's argument block with its TOOL_NAME line left out asks again.
        (
            "```\nBEGIN_ARG: name\nAna Silva\nEND_ARG\n```",
            ["input_text", "action_items"],
            {"type": "error"},
        ),
        # Batch 369: the placeholder "its input:" copied as a label of the real input; a value
        # before "key: {…}" keeps the Action Input as text.
        (
            "Thought: I should use shopping_list_add.\nAction: shopping_list_add: its input: milk, "
            "eggs, two lemons\n",
            ["shopping_list_add", "order_pizza"],
            {"tool": "shopping_list_add", "input": "milk, eggs, two lemons"},
        ),
        (
            "Thought: move stock.\nAction: inventory_update(sku: string, changes: object)\n"
            "Action Input: SKU-778, changes: {\n  Berlin: {\n    stock: 5\n  }\n}\n",
            ["inventory_update", "shopping_list_add"],
            {
                "tool": "inventory_update",
                "input": "SKU-778, changes: {\n  Berlin: {\n    stock: 5\n  }\n}",
            },
        ),
        ("Action: search\nAction Input: its input", ["search"], {"input": "its input"}),
        # Batch 370: PocketFlow's YAML decision unfenced; the key after the indented
        # parameters, back at their label's level, is the decision's own.
        (
            "thinking: |\n    The kitchen lights were switched off.\naction: set_light\n"
            "parameters:\n    room: kitchen\n    on: false\n    brightness: 0\nreason: The user "
            "asked to turn them off.",
            ["set_light", "current_time"],
            {"tool": "set_light", "args": {"room": "kitchen", "on": False, "brightness": 0}},
        ),
        # Batch 368 and 370's known misses: CodeAct's <execute> never closed, its code calling
        # a registered tool, then a <solution> written before the code ran: the code runs.
        (
            '<execute>\nimport flight_search\nresult = flight_search.flight_search("北京", 3)\n'
            'print(result)\n<solution>\n{"origin": "北京"}\n</solution>\n',
            ["flight_search", "exchange_rate"],
            {"tool": "flight_search", "input": '"北京", 3'},
        ),
        (
            "OK.\n<execute>\n# now\nnow = current_time()\n\n<solution>\n<time>{now}</time>\n"
            "</solution>\n",
            ["current_time", "calculate"],
            {"tool": "current_time", "args": {}},
        ),
        (
            '<execute>\nx = flight_search(origin="北京")\nprint(x)\n</execute>',
            ["flight_search"],
            {"tool": "flight_search", "args": {"origin": "北京"}},
        ),
        # ... code that calls no tool before a <solution>: the solution is the answer.
        (
            "<execute>\n翻译 'good morning' 到 Japanese\n<solution>\n「こんにちは」\n</solution>\n",
            ["翻译", "搜索"],
            {"type": "final", "answer": "「こんにちは」"},
        ),
        # Batch 368's known miss: SWE-agent's DISCUSSION (its thought, in capitals) with no
        # command after it is a step begun; with a command in a fence, the command.
        (
            "DISCUSSION\n统计一下“床前明月光，疑是地上霜”的有多少个字。",
            ["word_count", "submit"],
            {"type": "error"},
        ),
        (
            "DISCUSSION\nScale it.\n\n```\nk8s_scale checkout-api 6 prod\n```\n",
            ["k8s_scale", "submit"],
            {"tool": "k8s_scale"},
        ),
        ("## Discussion\nThe two are the same.", ["search"], {"type": "final"}),
        # Batch 372 (BFCL's prompt variations, ToolACE-2-8B): key=value pairs on one line in a
        # registered tool's element; a registered tool's element with attributes inside a
        # container; the parameters' <params> wrapper holding elements; "None" of a typed param.
        (
            '<Trains_1_GetTrainTickets>_from="New York, NY" to="Phoenix, AZ" number_of_adults=1 '
            "trip_protection=false</Trains_1_GetTrainTickets>",
            ["Trains_1_GetTrainTickets"],
            {
                "tool": "Trains_1_GetTrainTickets",
                "args": {
                    "_from": "New York, NY",
                    "to": "Phoenix, AZ",
                    "number_of_adults": 1,
                    "trip_protection": False,
                },
            },
        ),
        (
            '<functions><connect_to_server nickname="SQL01" timeout=60></connect_to_server>'
            "</functions>",
            ["connect_to_server"],
            {"tool": "connect_to_server", "args": {"nickname": "SQL01", "timeout": 60}},
        ),
        (
            '<functions><list_servers type="MTNA"></functions>',
            ["list_servers"],
            {"tool": "list_servers", "args": {"type": "MTNA"}},
        ),
        (
            '<TOOLCALL><functions><function name="ChaFod"><params><foodItem>Caesar salad</foodItem>'
            "<removeIngredients>anchovies</removeIngredients></params></function></functions>"
            "</TOOLCALL>",
            ["ChaFod"],
            {
                "tool": "ChaFod",
                "args": {"foodItem": "Caesar salad", "removeIngredients": "anchovies"},
            },
        ),
        (
            "<Services_1_FindProvider><params><city>Sunnyvale, CA</city><is_unisex>True</is_unisex>"
            "</params></Services_1_FindProvider>",
            ["Services_1_FindProvider"],
            {
                "tool": "Services_1_FindProvider",
                "args": {"city": "Sunnyvale, CA", "is_unisex": "True"},
            },
        ),
        (
            '<functions>\n<function name="clone_repo">\n<param name="depth" type="integer">None'
            '</param>\n<param name="note" type="string">None</param>\n</function>\n</functions>',
            ["clone_repo"],
            {"tool": "clone_repo", "args": {"depth": None, "note": "None"}},
        ),
        # Batch 373 (MINT's transcripts): the speaker's "Assistant:" leaked ahead of the reply
        # is no part of the answer; a <thought> never closed (cut off, or closed by another
        # tag) is a step begun; a made-up "Human:" turn after the reply is not read.
        (
            "Assistant:\nGreat, let's get started!\n",
            ["execute"],
            {"answer": "Great, let's get started!"},
        ),
        (" Assistant:\nThe answer is 36.", ["search"], {"answer": "The answer is 36."}),
        (
            "Assistant:\n\n<thought>\nLet's start by expressing it as a fraction.\n$a_0 = 1$\n",
            ["execute"],
            {"type": "error"},
        ),
        (
            "<thought>\nSo (S, +, x) has no identity.\n\n</execute>\n",
            ["execute"],
            {"type": "error"},
        ),
        (
            "Assistant:\n\n<thought> I can now execute the code. </thought>\n\n\nHuman: "
            "Observation:\nIf you want to execute code, please use <execute> YOUR_CODE_HERE "
            "</execute>.\n",
            ["execute"],
            {"type": "error"},
        ),
        (
            "<thought>Search first.</thought>\n<execute> print(wikipedia_search('Ed Wood')) "
            "</execute>\n\nHuman: Observation:\nEd Wood was American.",
            ["execute"],
            {"tool": "execute", "input": "print(wikipedia_search('Ed Wood'))"},
        ),
        # Batch 374 (MedAgentBench): a registered tool's exact name, then a URL; several such
        # lines, the first; POST's JSON body below it is part of the input; FINISH's object
        # kept as written.
        (
            "GET {api_base}/Observation?code=TBIL&patient=S06\nGET {api_base}/Observation?code=INR",
            ["GET", "POST"],
            {"tool": "GET", "input": "{api_base}/Observation?code=TBIL&patient=S06"},
        ),
        (
            'POST http://h/fhir/ServiceRequest\n{\n  "status": "active"\n}\nFINISH([-1])',
            ["GET", "POST", "FINISH"],
            {"tool": "POST", "input": 'http://h/fhir/ServiceRequest\n{\n  "status": "active"\n}'},
        ),
        (
            'FINISH({"patient_id":"S65","meld_score":24.82})',
            ["GET", "POST"],
            {"type": "final", "answer": '{"patient_id":"S65","meld_score":24.82}'},
        ),
        ("GET the keys from the drawer", ["GET", "POST"], {"type": "final"}),
        # ... an answer's object cut off inside a string is asked again.
        (
            'FINISH({"patient_id": "S06", "bilirubin_corrected": false, "cre',
            ["GET"],
            {"type": "error"},
        ),
        # Batch 378: PocketFlow's "thinking: |" block scalar is the thought, whatever labels
        # it quotes; "行動：実行するツール（grep_logs）": words, then a registered name in parentheses.
        (
            "thinking: |\n    You are saving:\n    Thought: Search.\n    Action: search.\n"
            "    Observation: none.\naction: save_note\nreason: To save this note.",
            ["save_note", "write_file"],
            {"tool": "save_note", "input": ""},
        ),
        (
            "thinking: |\n    I will save it.\naction: save_note\nparameters:\n    title: x\n"
            "    text: y\nreason: because",
            ["save_note", "write_file"],
            {"tool": "save_note", "args": {"title": "x", "text": "y"}},
        ),
        (
            "思考：看日志。\n\n行動：実行するツール（grep_logs）\n行動入力：gateway の 502\n",
            ["grep_logs", "update_settings"],
            {"tool": "grep_logs", "input": "gateway の 502"},
        ),
        # Batch 375: Qwen3.5's "<function=NAME>" fused into Hermes' JSON; gpt-oss's harmony
        # header with its channel garbled into other words; Claude's calls flattened as
        # ': Read Args :{…}'; a quoted token-like word is the answer's own.
        (
            '<tool_call>\n{"function=webfetch","arguments":{"url":"https://docs.opencode.ai",'
            '"format":"markdown"}}\n</tool_call>',
            ["webfetch"],
            {"tool": "webfetch", "args": {"url": "https://docs.opencode.ai", "format": "markdown"}},
        ),
        (
            '<tool_call>\n{"function=\\"run_command\\", "arguments=\\"cmd=\\"find . -name \'*.rs\'\\"}}'
            "\n</tool_call>",
            ["run_command", "read_file"],
            {"tool": "run_command", "args": {"cmd": "find . -name '*.rs'"}},
        ),
        (
            'assistant to=functions.exec_command մեկնաբանություն 付款json {"cmd":"date +%s",'
            '"yield_time_ms":1000}',
            ["exec_command", "apply_patch"],
            {"tool": "exec_command", "args": {"cmd": "date +%s", "yield_time_ms": 1000}},
        ),
        (
            'still to=functions.exec_command մեկնաբանություն leakingjson {"cmd":"date"}',
            ["exec_command", "apply_patch"],
            {"tool": "exec_command", "args": {"cmd": "date"}},
        ),
        (
            ': Read Args :{"file_path":"/home/a/R.md"} thLet me call it. : Bash Args :{"command":'
            '"tail -60 R.md"}',
            ["Read", "Bash", "Edit"],
            {"tool": "Read", "args": {"file_path": "/home/a/R.md"}},
        ),
        (
            'It says what the "|<bash_tag|>" model is.',
            ["search_tool"],
            {"type": "final", "answer": 'It says what the "|<bash_tag|>" model is.'},
        ),
        # Batch 380: the template's empty fields before an Answer label are no answer.
        (
            "A: \nQuestion: \nAnswer: \n#1\n\nThe answer is in the title.",
            ["observe", "lookup"],
            {"type": "final", "answer": "#1\n\nThe answer is in the title."},
        ),
        (
            "12.10.10\n\nQuestion: 帮王芳挂号\n\nAnswer: 好的",
            ["observe", "lookup"],
            {"type": "final", "answer": "12.10.10"},
        ),
        # Batch 348's known misses: BFCL's <|CODE|> delimiters hold the code that is the call.
        (
            "<|CODE|>\nresponse = ChaDri.change_drink(drink_id='latte', new_preferences={'size': "
            "'large'})\nprint(response)\n<|CODE|>",
            ["ChaFod", "ChaDri.change_drink"],
            {
                "tool": "ChaDri.change_drink",
                "args": {"drink_id": "latte", "new_preferences": {"size": "large"}},
            },
        ),
        (
            'Here is how.\n<|CODE|>\nimport json\nweather_info = api.weather("Ha Noi, Vietnam")\n'
            "print(json.dumps(weather_info))\n<|CODE|>\nDone.",
            ["uber.ride", "api.weather"],
            {"tool": "api.weather", "input": "Ha Noi, Vietnam"},
        ),
        # Batch 381: PocketFlow's parameters nested by indentation, their block ended by a
        # fence line whose opening was lost.
        (
            "thinking:\n|\n主题改为 dark。\naction: update_settings\nreason: 更改主题。\nparameters:\n"
            "    app: editor\n    settings:\n        theme: dark\n        save: true\n"
            "        interval: 30s\n```\naction: save_note\nreason: 保存。",
            ["update_settings", "save_note"],
            {
                "tool": "update_settings",
                "args": {
                    "app": "editor",
                    "settings": {"theme": "dark", "save": True, "interval": "30s"},
                },
            },
        ),
        # Batch 382: the parameter's opening tag left out inside <function=…>; GLM's pairs
        # after the name with no <tool_call> around them.
        (
            "...并立即给出 final。<tool_call><function=exec>const r = await Promise.allSettled([\n"
            '  tools.exec_command({ cmd: "git status" }),\n])\n</parameter></function></tool_call>',
            ["exec"],
            {
                "tool": "exec",
                "input": 'const r = await Promise.allSettled([\n  tools.exec_command({ cmd: "git status" }),\n])',
            },
        ),
        (
            "read<arg_key>filePath</arg_key><arg_value>/home/linj/wk/ebay_exam</arg_value>",
            ["read", "write"],
            {"tool": "read", "args": {"filePath": "/home/linj/wk/ebay_exam"}},
        ),
        # Batch 352 and 348's known misses: default_api's dot lost before a Chinese name in
        # tool_code; elements never closed, each value quoted after its opening tag.
        (
            '```tool_code\nprint(default_api 日程添加("dentist", "2026-12-08 09:30"))\n```\n'
            '```tool_outputs\n{"status": "success"}\n```',
            ["日程添加", "天气查询"],
            {"tool": "日程添加", "input": '"dentist", "2026-12-08 09:30"'},
        ),
        (
            "<add_postgres_server><host>'http://plgah.ca'<database>'maindb'<username>'pascal'"
            "</add_postgres_server>",
            ["add_postgres_server"],
            {
                "tool": "add_postgres_server",
                "args": {"host": "http://plgah.ca", "database": "maindb", "username": "pascal"},
            },
        ),
        # Batch 386: a first fence line that opens nothing before SWE-agent's command fence;
        # a tool's definition copied into its own call with values in its parameters.
        (
            "```sh\nDISCUSSION\nI'll look.\n\n```sh\n快递查询 SF1234567890 <company>\n```\n\nDone.",
            ["快递查询", "submit"],
            {"tool": "快递查询", "input": "SF1234567890 <company>"},
        ),
        (
            "```markdown\n```markdown\nYou have 1000 MB of disk space left.\n```",
            ["python", "shell"],
            {
                "type": "final",
                "answer": "```markdown\n```markdown\nYou have 1000 MB of disk space left.\n```",
            },
        ),
        (
            '<function=日程添加>{"name": "日程添加", "description": "添加日程。", "parameters": '
            '{"title": "项目周会", "time": "2026-12-05 15:00"}}',
            ["日程添加", "天气查询"],
            {"tool": "日程添加", "args": {"title": "项目周会", "time": "2026-12-05 15:00"}},
        ),
        # Batch 387: ReAct in German, Korean and Traditional Chinese (question labels, 動作,
        # 動作輸入); 'Répondre:'/'Beantworte:' as answer labels; Toolformer's call where the
        # reply stops.
        (
            "Frage: 把客厅空调调到 26 度。\nGedanke: 哪个房间？",
            ["set_ac", "current_time"],
            {"type": "error"},
        ),
        (
            "질문: 몇 시야?\n생각: 시간을 확인해야 한다.",
            ["set_ac", "current_time"],
            {"type": "error"},
        ),
        (
            "問題：北京天氣？\n思考：查天氣。\n動作：天气查询\n動作輸入：北京",
            ["天气查询", "搜索"],
            {"tool": "天气查询", "input": "北京"},
        ),
        (
            'Répondre: "Lemons, eggs"\nPensée: "le maroc"',
            ["shopping_list_add"],
            {"answer": '"Lemons, eggs"\nPensée: "le maroc"'},
        ),
        (
            "You should say warmer.\n\nGedanke: no.\nBeantworte:\n\nDiese Frage ist offen.",
            ["set_ac"],
            {"type": "final", "answer": "Diese Frage ist offen."},
        ),
        (
            "The population of Paris is [search(population of Paris) ",
            ["shopping_list_add"],
            {"tool": "search", "input": "population of Paris"},
        ),
        ("def f():\n    return [g(x", ["g"], {"type": "final"}),
        # Batch 389: the translated template's list copied onto the Action line; two tools
        # offered together in a sentence, an answer below; an input label with no Action and
        # no answer anywhere, prose before it.
        (
            "Frage: Sum the squares.\nGedanke: Überlege\nAktion: die auszuführende Aktion, eine von "
            "[run_python, calculate]\nAktionseingabe: 1",
            ["run_python", "calculate"],
            {"type": "error"},
        ),
        (
            "问题：Open a ticket.\n思考：我要用工具。\n操作：要採取的動作是：使用 `create_ticket` 和 "
            "`run_python`。\n观察：我現在知道最終答案了。\n最终答案：Open a ticket.",
            ["create_ticket", "run_python"],
            {"type": "final", "answer": "Open a ticket."},
        ),
        (
            "This code has been removed.\n\nFrage: create_ticket, run_python\nAktionseingabe: "
            "list_of_users, create_user",
            ["create_ticket", "run_python"],
            {"type": "error"},
        ),
        (
            'Répondre la question.\n\nToutes les opérations.\n\nPensée: "L\'entrée est la question"\n\n'
            'Entrée de l\'action :\n\n"La question est une question"',
            ["stock_quote", "calculate"],
            {"type": "error"},
        ),
        # Batch 388: a classic 'tool: input' whose input holds the format's own labels.
        (
            "Thought: 我应该用 write_file 查一下\nAction: write_file: content: Action: 工具名 Action "
            "Input: 参数\n",
            ["save_note", "write_file"],
            {"tool": "write_file", "input": "content: Action: 工具名 Action Input: 参数"},
        ),
        ("行动：search，行动输入：北京", ["search"], {"tool": "search", "input": "北京"}),
        # Batch 390: a shell command line, then an answer made up before its output; 'Finally
        # answer：'; PocketFlow's fenced YAML decision after prose.
        (
            "$ ocr_image --path C:\\Users\\Ana Silva\\Scans\\invoice 04.png --lang C\nANSWER: Invoice 04",
            ["ocr_image", "run_sql"],
            {
                "tool": "ocr_image",
                "args": {"path": "C:\\Users\\Ana Silva\\Scans\\invoice 04.png", "lang": "C"},
            },
        ),
        (
            '思考：The translation is "Welcome".\nFinally answer：Welcome to Hangzhou.',
            ["translate_zh2en"],
            {"type": "final", "answer": "Welcome to Hangzhou."},
        ),
        (
            "Based on the weather, the API returned:\n```yaml\nthinking: |\n    It is 62°F.\n"
            'action: getWeatherV2\nreason: The API.\nparameters:\n    city: "Oswald"\n'
            '    units: "fahrenheit"\n```',
            ["getWeatherV2", "run_sql"],
            {"tool": "getWeatherV2", "args": {"city": "Oswald", "units": "fahrenheit"}},
        ),
        # Batch 391: a registered tool's name, "=", its input in the Action's fence (no JSON);
        # the input's own name is no tool.
        (
            "Thought: x\n\nAction:\n```\ninput_text=Ana Silva\n```\n\n",
            ["input_text", "action_items"],
            {"tool": "input_text", "input": "Ana Silva"},
        ),
        (
            "Thought: x\n\nAction:\n```\naction_input=Ana Silva\n```\n\n",
            ["input_text", "action_items"],
            {"type": "error"},
        ),
        # MetaGPT's {command_name, args} after prose is a call by its shape, to any name.
        (
            'To check the weather you can run:\n\n```json\n{\n  "command_name": "weather",\n'
            '  "args": {"city": "Oslo"}\n}\n```\n\nThis looks up Oslo.',
            ["天气查询"],
            {"type": "action", "tool": "weather", "args": {"city": "Oslo"}},
        ),
        (
            'Bo Lind\n```json\n[\n  {\n    "command_name": "Bo Lind",\n    "args": {"id": 7}\n  }\n]\n```',
            ["lookup"],
            {"type": "action", "tool": "Bo Lind", "args": {"id": 7}},
        ),
        (
            'An example config:\n\n```json\n{"command": "weather", "city": "Oslo"}\n```\n\nEdit it.',
            ["天气查询"],
            {"type": "final"},
        ),
        # The prompt's tool list copied back, 'tool: description' a line: no call.
        (
            "get_time: The current time.\nlookup_word: A dictionary of words.",
            ["get_time", "lookup_word"],
            {"type": "error"},
        ),
        (
            "- 翻译: 把中文翻成英文\n- 搜索: 在网上搜索",
            ["翻译", "搜索"],
            {"type": "error"},
        ),
        (
            "get_time: it is noon.\nThat is all.",
            ["get_time", "lookup_word"],
            {"type": "final"},
        ),
        # A call's record with its result beside it, parroted back: no call.
        (
            '{"operation": "add", "operands": [2, 3], "result": 5}',
            ["add", "multiply"],
            {"type": "final"},
        ),
        (
            '{"operation": "add", "operands": [2, 3]}',
            ["add", "multiply"],
            {"type": "action", "tool": "add"},
        ),
        # '<function=' lost before the name in <tool_call> (Qwen3.5): the name, then its
        # elements or its JSON; a bare name's arguments wrapped in "args" are unwrapped.
        (
            "<tool_call>get_time>\n<parameter=zone>\nUTC\n</parameter>\n</function></tool_call>",
            ["get_time"],
            {"type": "action", "tool": "get_time", "args": {"zone": "UTC"}},
        ),
        (
            '<tool_call>lookup_word>{"args": {"word": "kite"}}</tool_call>',
            ["lookup_word"],
            {"type": "action", "tool": "lookup_word", "args": {"word": "kite"}},
        ),
        (
            '<tool_call>lookup_word{"arguments": {"word": "kite"}}</tool_call>',
            ["lookup_word"],
            {"type": "action", "tool": "lookup_word", "args": {"word": "kite"}},
        ),
        (
            '<tool_call>lookup_word\n{"word": "kite"}\n</tool_call>',
            ["lookup_word"],
            {"type": "action", "tool": "lookup_word", "args": {"word": "kite"}},
        ),
        (
            '<tool_call>{"name": "read_file", "arguments": {"args": {"path": "a.txt"}}}</tool_call>',
            ["read_file"],
            {"type": "action", "tool": "read_file", "args": {"args": {"path": "a.txt"}}},
        ),
        # Qwen-Agent's ✿ARGS✿ written before its ✿FUNCTION✿.
        (
            '✿ARGS✿: {"city": "Oslo"} ✿FUNCTION✿: get_weather',
            ["get_weather"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Oslo"}},
        ),
        # aider's hashed reasoning tags are a <think> block.
        (
            "<thinking-content-0a1b2c3d4e5f>\nAction: get_weather\n</thinking-content-0a1b2c3d4e5f>"
            "\n\nIt is sunny in Oslo.",
            ["get_weather"],
            {"type": "final", "answer": "It is sunny in Oslo."},
        ),
        # {"function": name, "input": text}; {"type": "plan", "plan": …} alone is a step begun.
        (
            '{"type": "action", "function": "get_weather", "input": "Oslo"}',
            ["get_weather"],
            {"type": "action", "tool": "get_weather", "input": "Oslo"},
        ),
        (
            '{"type": "plan", "plan": "I will call get_weather for Oslo."}',
            ["get_weather"],
            {"type": "error"},
        ),
        (
            '{"type": "output", "output": "Sunny, 20C."}',
            ["get_weather"],
            {"type": "final", "answer": "Sunny, 20C."},
        ),
        # A fence drawn with three single quotes around the whole reply.
        (
            '\'\'\'json\n{"action": "Final Answer", "action_input": "Sunny."}\n\'\'\'',
            ["get_weather"],
            {"type": "final", "answer": "Sunny."},
        ),
        # A bash fence inside a Markdown document (headings before it and after) is shown, not
        # run; alone after prose it is the call.
        (
            "## Kite\n\nA tool.\n\n### Install\n```bash\npip install kite\n```\n\n### Notes\n- fast",
            ["bash"],
            {"type": "final"},
        ),
        (
            "Let me list the files.\n\n```bash\nls -la\n```",
            ["bash"],
            {"type": "action", "tool": "bash", "input": "ls -la"},
        ),
        # A one-line list as the input, then a line of tao's prompt copied: the list alone.
        (
            "Action: mean\nAction Input: [1, 2, 3]\n然后停下，等待 Observation。需要查询或计算时必须"
            "调用工具，禁止编造结果。信息足够时回复：\nFinal Answer: 2",
            ["mean"],
            {"type": "action", "tool": "mean", "input": "[1, 2, 3]"},
        ),
        (
            "Action: mean\nAction Input: [1, 2, 3]\nthen stop for the Observation. When you know "
            "the answer, reply with",
            ["mean"],
            {"type": "action", "tool": "mean", "input": "[1, 2, 3]"},
        ),
        # Labels inside a JSON string of a fenced call are the string's words.
        (
            '```json\n{\n  "tool": "save_note",\n  "parameters": {"title": "T", "text": "Thought: '
            'a. Action: Use X. Observation: b."}\n}\n```',
            ["save_note", "write_file"],
            {"type": "action", "tool": "save_note"},
        ),
        # Two calls in a fence, 'name {json}' a line: the first, with its own object.
        (
            'Action:\n```\nset_volume {"level": 30}\nget_time {"zone": "UTC"}\n```',
            ["set_volume", "get_time"],
            {"type": "action", "tool": "set_volume", "args": {"level": 30}},
        ),
        (
            'Action:\n```\nset_volume action=set_volume&action_input={"level": 30}\n```',
            ["set_volume", "get_time"],
            {"type": "action", "tool": "set_volume", "args": {"level": 30}},
        ),
        # A blob of action_input alone after prose is a call gone wrong.
        (
            'Here you go:\n\n```json\n{"action_input": {"level": 30}}\n```',
            ["set_volume", "get_time"],
            {"type": "error"},
        ),
        # CodeAct code that stubs the tools out first: the first real call is the step.
        (
            '<execute>\ndef set_volume(level: int) -> str:\n    return "ok"\n\nset_volume(level=30)\n'
            "</execute>",
            ["set_volume", "get_time"],
            {"type": "action", "tool": "set_volume", "args": {"level": 30}},
        ),
        # A PocketFlow thinking block and a fence line alone: nothing decided.
        (
            "thinking: |\n    I should call set_volume with 30.\n```",
            ["set_volume", "get_time"],
            {"type": "error"},
        ),
        # The Japanese template's list copied in parentheses: no choice on the Action line.
        (
            "行動：実行するツール（set_volume、get_time のいずれか）\n行動入力：30",
            ["set_volume", "get_time"],
            {"type": "error"},
        ),
        # A whole reply of one shell line with a long option: a call, even of a program no
        # tool has; one such line after prose stays prose.
        (
            "$ kite docs --query retry policy",
            ["search_docs", "search"],
            {"type": "action", "tool": "kite", "input": "docs --query retry policy"},
        ),
        (
            "Run this:\n$ kite --help",
            ["search_docs", "search"],
            {"type": "final"},
        ),
        # A made-up caller whose first argument is a registered tool: that tool's call.
        (
            'name(lookup_word, word="kite", language="en")',
            ["lookup_word", "get_time"],
            {"type": "action", "tool": "lookup_word", "args": {"word": "kite", "language": "en"}},
        ),
        (
            "print(lookup_word, 3)",
            ["lookup_word", "get_time"],
            {"type": "final"},
        ),
        # The tool's name written again before its input: dropped, for a name no word has.
        (
            "Action: lookup_word\nAction Input: lookup_word serendipity",
            ["lookup_word", "get_time"],
            {"type": "action", "tool": "lookup_word", "input": "serendipity"},
        ),
        (
            "Action: search\nAction Input: search engines of 1998",
            ["search"],
            {"type": "action", "tool": "search", "input": "search engines of 1998"},
        ),
        # Empty parentheses, then an empty input line: no arguments.
        (
            "Action: get_time()\nAction Input: ",
            ["get_time", "quote_of_the_day"],
            {"type": "action", "tool": "get_time", "args": {}},
        ),
        (
            "Action: get_time\nAction Input: ",
            ["get_time", "quote_of_the_day"],
            {"type": "action", "tool": "get_time", "input": ""},
        ),
        # The tools' definitions echoed in call markup, unfilled: no call.
        (
            '<function=get_user>{"name": "get_user", "description": "A user.", "parameters": '
            '{"properties": {"user_id": {"type": "integer"}}}}',
            ["get_user", "get_users"],
            {"type": "error"},
        ),
        # Gemini's default_api call in a ```python fence after prose.
        (
            "The call is:\n```python\nprint(default_api.get_user(user_id=42))\n```\nThe output "
            "is: Ana.",
            ["get_user", "get_users"],
            {"type": "action", "tool": "get_user", "args": {"user_id": 42}},
        ),
        # Hermes 3's scratch pad alone is a thought with no step; before a call, the call.
        (
            "```scratch_pad\nGoal: find user 42\n```",
            ["get_user", "get_users"],
            {"type": "error"},
        ),
        (
            '<scratch_pad>\nGoal: find user 42\n</scratch_pad>\n<tool_call>\n{"name": "get_user", '
            '"arguments": {"user_id": 42}}\n</tool_call>',
            ["get_user", "get_users"],
            {"type": "action", "tool": "get_user", "args": {"user_id": 42}},
        ),
        # PocketFlow's parameters with one indented pair.
        (
            "thinking: |\n    Set it.\naction: set_volume\nreason: asked\nparameters:\n    level: 35",
            ["set_volume", "answer"],
            {"type": "action", "tool": "set_volume", "args": {"level": 35}},
        ),
        # A call a line in a fence, each of a registered tool, the first with its input on
        # its own line: the first.
        (
            'Action:\n```\nsave_note todo\nsave_note "milk"\nsave_note "eggs"\n```',
            ["save_note", "write_file"],
            {"type": "action", "tool": "save_note", "input": "todo"},
        ),
        # A prose Action line naming one tool, with one quoted value after it.
        ('Action: Call the `g` tool with the argument "Old Town".', ["g"], {"input": "Old Town"}),
        # AutoGPT's envelope after prose names its tool even when no tool has that name; an
        # action blob cut off inside a string asks again.
        (
            'OK: ``` {"thoughts": {"text": "t"}, "command": {"name": "mk", "args": {"d": "M"}}} ```',
            ["f"],
            {"tool": "mk", "args": {"d": "M"}},
        ),
        (
            '```\n{\n  "action": {\n    "action_input": "f",\n    "type": "integ',
            ["f"],
            {"type": "error"},
        ),
        # MiniMax's self-closed invoke, the arguments as JSON escaped into an attribute.
        (
            '<minimax:tool_call>\n<invoke name="glob"\narguments="{\\"pattern\\": \\"*.ts\\"}"/>'
            "\n</minimax:tool_call>",
            ["glob", "read"],
            {"type": "action", "tool": "glob", "args": {"pattern": "*.ts"}},
        ),
        # Qwen3-Coder's function tag with the word "tool" after the name.
        (
            "<tool_call>\n<function=Read tool>\n<parameter=path>\na.md\n</parameter>\n</function>"
            "\n</tool_call>",
            ["Read", "Write"],
            {"type": "action", "tool": "Read", "args": {"path": "a.md"}},
        ),
        # Search-o1's query tokens, results made up after them: a search.
        (
            "<|begin_search_query|>tallest tower in Oslo<|end_search_query|>\n\n(results)\n\nSo",
            ["web_search", "calc"],
            {"type": "action", "tool": "web_search", "input": "tallest tower in Oslo"},
        ),
        # GLM's call whose <tool_call> was lost, closed before the next one opens: the first.
        (
            "ls<arg_key>path</arg_key><arg_value>src</arg_value></tool_call><tool_call>ls"
            "<arg_key>path</arg_key><arg_value>docs</arg_value></tool_call>",
            ["ls", "cat"],
            {"type": "action", "tool": "ls", "args": {"path": "src"}},
        ),
        # A harness's transcript notation for a call, imitated after prose.
        (
            'I will fix it now.\n[Assistant tool call]: edit({"path": "a.py", "new": "x = 1"})',
            ["edit", "read"],
            {"type": "action", "tool": "edit", "args": {"path": "a.py", "new": "x = 1"}},
        ),
        # A DSML parameter closed by its own name's tag.
        (
            '<｜DSML｜invoke name="read_file"><｜DSML｜parameter name="path" string="true">a.json'
            '</｜DSML｜parameter><｜DSML｜parameter name="note">reading a</note></｜DSML｜invoke>',
            ["read_file"],
            {
                "type": "action",
                "tool": "read_file",
                "args": {"path": "a.json", "note": "reading a"},
            },
        ),
        # Claude 2's XML with each parameter written as the tools' list describes one.
        (
            "<function_calls>\n<invoke>\n<tool_name>fetch</tool_name>\n<parameters>\n<parameter>"
            "\n<name>url</name>\n<type>https://a.example</type>\n</parameter>\n</parameters>\n"
            "</invoke>",
            ["fetch"],
            {"type": "action", "tool": "fetch", "args": {"url": "https://a.example"}},
        ),
        # Mistral's marker, its "[" lost at the reply's start.
        (
            'TOOL_CALLS]get_time[ARGS]{"zone": "UTC"}',
            ["get_time"],
            {"type": "action", "tool": "get_time", "args": {"zone": "UTC"}},
        ),
        # The arguments on the Action line after a comma, the Action Input an empty object.
        (
            'Action: run_python, {"code": "print(1)"}\nAction Input: {}',
            ["run_python"],
            {"type": "action", "tool": "run_python", "args": {"code": "print(1)"}},
        ),
        # The Action's own call in a fence inside prose given as its input: its arguments.
        (
            "Action: create_ticket\nAction Input: Like this:\n  ```python\n  create_ticket(\n"
            '      title="A",\n      priority="high"\n  )\n  ```\n  Done.',
            ["create_ticket", "x"],
            {"type": "action", "tool": "create_ticket", "args": {"title": "A", "priority": "high"}},
        ),
        # InternLM2's plugin token written as a word, the ">" of its start marker lost.
        (
            '<|action_start|\nplugin fetch parameters {\n    "url": "https://a.example"\n}\n',
            ["fetch"],
            {"type": "action", "tool": "fetch", "args": {"url": "https://a.example"}},
        ),
        # The name and then its arguments below, each in inline code after a label.
        (
            '思考：写文件\n工具：`write_file`\n参数：`{"path": "a.md", "content": "x"}`',
            ["write_file", "search"],
            {"type": "action", "tool": "write_file", "args": {"path": "a.md", "content": "x"}},
        ),
        # A fenced blob after prose, a fence written inside its answer's string.
        (
            'Run it.\n\n```json\n{"action": "Final Answer", "action_input": "Use:\\n```\\nSELECT 1'
            '\\n```"}\n```',
            ["blogpost"],
            {"type": "final", "answer": "Use:\n```\nSELECT 1\n```"},
        ),
        # An escaped line break after the bracketed call, then an invented observation.
        (
            "Thought: look it up.\nAction: Search[Oslo]\\nObservation 1: Could not find [Oslo]. "
            "Similar: ['Oslo', 'Norway']",
            ["Search"],
            {"type": "action", "tool": "Search", "input": "Oslo"},
        ),
        # A registered name in capitals alone on its line, then a parameter a line.
        (
            '```\nGET_TIME\nZONE: "UTC"\nFORMAT: 24h\n```',
            ["get_time", "search"],
            {"type": "action", "tool": "get_time", "args": {"ZONE": "UTC", "FORMAT": "24h"}},
        ),
        # After SWE-agent's DISCUSSION the first fenced command is the step, registered or not.
        (
            "DISCUSSION\nFirst I look.\n\n```\nfind_file a.py\n```\n\nThen submit.",
            ["get_user"],
            {"type": "action", "tool": "find_file", "input": "a.py"},
        ),
        # PocketFlow's one parameter, then a fence's closing line whose opening was lost.
        (
            "action: run_sql\nreason: count them\nparameters:\n    query: SELECT 1\n```",
            ["run_sql", "x"],
            {"type": "action", "tool": "run_sql", "args": {"query": "SELECT 1"}},
        ),
        # The prompt's placeholder copied as the input, the model's own code below it.
        (
            "Action: one of [list_files]\nAction Input: its input\n\n```python\nimport os\n"
            "print(os.listdir('.'))\n```",
            ["list_files", "get_time"],
            {"type": "action", "tool": "list_files", "input": "its input"},
        ),
        # Mindcraft's "!command(args)" where a chat reply ends, and a registered one alone.
        (
            "Building a house! Let me craft the walls first.  !craft(oak_planks, 4)",
            ["stats", "craftable"],
            {"type": "action", "tool": "craft", "input": "oak_planks, 4"},
        ),
        ("Let me see what I can build...  !craftable", ["stats", "craftable"], {"args": {}}),
        # LaVague's Next Engine, a name of words, and the Instruction under it.
        (
            "**Thoughts:**\n\n* On the home page.\n\n**Next Engine:** Navigation Engine\n\n"
            "**Instruction:** Click the search bar.",
            ["Navigation Engine", "Python Engine", "COMPLETE"],
            {"type": "action", "tool": "Navigation Engine", "input": "Click the search bar."},
        ),
        # home-llm's block names a service without its domain: a call all the same.
        (
            'Turning it off. ```homeassistant {"service": "turn_off", "target_device": '
            '"switch.lamp"} ```',
            ["switch.turn_on", "switch.turn_off", "light.turn_off"],
            {"type": "action", "tool": "turn_off", "args": {"target_device": "switch.lamp"}},
        ),
        # A thinking fence that opens the reply is a thought; closed by the call's fence too.
        (
            "```thinking\nThe order shipped. I will tell the user.\n```\nYour order shipped.\n```",
            ["get_orders"],
            {"type": "final", "answer": "Your order shipped."},
        ),
        (
            "```thinking\nI will look up the orders.\n```function_call\n"
            '{"function": "get_orders", "parameters": {"user": "sara"}}\n```',
            ["get_orders"],
            {"type": "action", "tool": "get_orders", "args": {"user": "sara"}},
        ),
        # A list whose first item is the thought and the second the call.
        (
            '```json\n[{"role": "thought", "content": "搜一下"}, {"function": "food_search", '
            '"arguments": {"city": "深圳"}}]\n```',
            ["food_search"],
            {"type": "action", "tool": "food_search", "args": {"city": "深圳"}},
        ),
        # A name tag that holds its own opening tag again is no name: the call after it reads.
        (
            '<tool_name> <tool_name>search</tool_name>\n<parameters>{"q": "x"}</parameters>',
            ["search"],
            {"type": "action", "tool": "search"},
        ),
        # A parameter's description from the tools' list after "with the following
        # parameters:" is not the arguments.
        (
            "Thought: use the shopping_list_add API with the following parameters:\n"
            '{\n  "name": "items",\n  "type": "array",\n  "required": true\n}',
            ["shopping_list_add", "x"],
            {"type": "error"},
        ),
        # A registered tool's element with the "<" of its opening tag lost.
        (
            "execute_command>\n<command>\nls -la\n</command>\n<requires_approval>true"
            "</requires_approval>\n</execute_command>\n\n**Plan**\n1. list",
            ["execute_command", "read_file"],
            {
                "type": "action",
                "tool": "execute_command",
                "args": {"command": "ls -la", "requires_approval": "true"},
            },
        ),
        # key=value lines indented under their label, the first on the label's line.
        (
            "Aktion: 天气查询\nAktionseingabe: city=London\n    date=2026-12-05",
            ["天气查询", "日程添加"],
            {
                "type": "action",
                "tool": "天气查询",
                "args": {"city": "London", "date": "2026-12-05"},
            },
        ),
        # An answer ends where the translated prompt's next question and its steps begin.
        (
            "Endgültige Antwort: es ist 5.\n\nLernen wir!\n\nFrage: die Antwort\nGedanke: ich weiß",
            ["f"],
            {"type": "final", "answer": "es ist 5.\n\nLernen wir!"},
        ),
        # A star that ends an input on the Action line is the input's own.
        ("Action: run_sql: SELECT *", ["run_sql"], {"type": "action", "input": "SELECT *"}),
        # A fenced blob before the labels is the first complete step.
        (
            '```json\n{"action": "http_request", "action_input": {"url": "u"}}\n```\n\n'
            'Thought: then SQL\nAction:\n```json\n{"action": "run_sql", "action_input": '
            '{"query": "q"}}\n```',
            ["http_request", "run_sql"],
            {"type": "action", "tool": "http_request", "args": {"url": "u"}},
        ),
        # Functionary's message to the user that holds nothing but a registered tool's call.
        (
            '>>>\'all\'\ngithub.create_issue({\n  "title": "Crash"\n})',
            ["github.create_issue"],
            {"type": "action", "tool": "github.create_issue", "args": {"title": "Crash"}},
        ),
        # DB-GPT's api-call block: the name, then its input on the next line.
        (
            "```api-call\ngithub.search_code\nacme widgets\n```",
            ["github.search_code"],
            {"type": "action", "tool": "github.search_code", "input": "acme widgets"},
        ),
        # A <tool> tag holding a JSON call, its line breaks escaped as the two characters \n.
        (
            'I will search.\\n\\n <tool>\\n {"name": "search", "arguments": {"query": "x"}}\\n'
            " </tool>\\n <|im_end|>",
            ["search"],
            {"type": "action", "tool": "search", "args": {"query": "x"}},
        ),
        # Search-R1's tag holding its query behind a "Query:" label.
        (
            'Reasoning inside <think>:\nI check.\n\n<search> Query: "William Burns" </search>',
            ["search"],
            {"type": "action", "tool": "search", "input": "William Burns"},
        ),
        # Tongyi DeepResearch's PythonInterpreter: empty arguments, the program in <code>.
        (
            '<tool_call>\n{"name": "PythonInterpreter", "arguments": {}}\n<code>\nprint(1)\n'
            "</code>\n</tool_call>",
            ["search", "PythonInterpreter"],
            {"type": "action", "tool": "PythonInterpreter", "args": {"code": "print(1)"}},
        ),
        # Gemma 4's call cut off inside a string.
        ('<|tool_call>call:get_weather{location:<|"|>N', ["get_weather"], {"type": "error"}),
        # A call id between Qwen3-Coder's function tag and its JSON arguments.
        (
            '<tool_call><function=get_weather>[call_abc]{"location": "NYC"}</function></tool_call>',
            ["get_weather"],
            {"type": "action", "tool": "get_weather", "args": {"location": "NYC"}},
        ),
        # Jamba's <tool_calls> list cut off inside its arguments.
        (
            '<tool_calls>[{"name": "get_weather", "arguments": {"loc',
            ["get_weather"],
            {"type": "error"},
        ),
        # A call on the Action line over an input line followed by tao's prompt copied.
        (
            'Action: geocode(address: "北京")\nAction Input: 要查询或计算的地址\n'
            "然后停下，等待 Observation。需要查询或计算时必须调用工具，禁止编造结果。",
            ["geocode", "book_flight"],
            {"type": "action", "tool": "geocode", "args": {"address": "北京"}},
        ),
        # A <tool_call> closed after a key's colon: the arguments cut off.
        (
            '<tool_call>{"name":"get_weather","arguments":{"city":</tool_call>',
            ["get_weather"],
            {"type": "error"},
        ),
        # GLM's call after a sentence, its <tool_call> lost: the name before the first pair.
        (
            "I will check that. get_weather<arg_key>location</arg_key><arg_value>NYC</arg_value>"
            "</tool_call>",
            ["get_weather"],
            {"type": "action", "tool": "get_weather", "args": {"location": "NYC"}},
        ),
        # Parameters' pairs as a bulleted list under the input label are the arguments.
        (
            'Action: book_flight\nAction Input:\n- origin: "上海"\n- passengers: 3',
            ["book_flight"],
            {"type": "action", "tool": "book_flight", "args": {"origin": "上海", "passengers": 3}},
        ),
        # LlamaIndex's Action line copied: "the tool's name (one of a, b)" picks none.
        (
            "Thought: t\nAction: the tool's name (one of add_contact, geocode)\nAction Input: x",
            ["add_contact", "geocode"],
            {"type": "error"},
        ),
        # Functionary's call written over several lines in parentheses.
        (
            '>>>schedule_meeting({\n    "start": "10:00",\n    "options": {"video": true}\n})'
            '\n\n>>>set_thermostat({\n    "room": "x"\n})',
            ["schedule_meeting", "set_thermostat"],
            {
                "type": "action",
                "tool": "schedule_meeting",
                "args": {"start": "10:00", "options": {"video": True}},
            },
        ),
        # "Attributes:" over key: value lines is the input of the action named above it.
        (
            "Action type: type=set_thermostat\n\nAttributes:\nroom: bedroom\ntemperature: 19.5",
            ["set_thermostat", "geocode"],
            {
                "type": "action",
                "tool": "set_thermostat",
                "args": {"room": "bedroom", "temperature": 19.5},
            },
        ),
        # Words, then the step in the reply's one fence, nothing after it.
        (
            "So the answer is 27.\n\nHere's the solution:\n\n```\nThought: I can answer.\n"
            "Answer: [27]\n```",
            ["add_contact"],
            {"type": "final", "answer": "[27]"},
        ),
        # A call whose quotes are all escaped, copied from a log.
        (
            "Action: click(start_box=\\'(660,1059)\\')",
            ["click", "type"],
            {"type": "action", "tool": "click", "args": {"start_box": "(660,1059)"}},
        ),
        # CogAgent: the action in words, then its Grounded Operation.
        (
            "Action: Click on the icon to open it.\nGrounded Operation: CLICK(box=[[1,2,3,4]], "
            "element_info='Photoshop')",
            ["CLICK", "TYPE"],
            {
                "type": "action",
                "tool": "CLICK",
                "args": {"box": [[1, 2, 3, 4]], "element_info": "Photoshop"},
            },
        ),
        # PC-Agent's action strings: a name of words, its value in parentheses.
        (
            '{"Thought": "t", "Action": "Open App (Chrome)", "Summary": "Open Chrome."}',
            ["Open App", "Type"],
            {"type": "action", "tool": "Open App", "input": "Chrome"},
        ),
        (
            '{"Thought": "t", "Action": "Type (x, y), (PC-Agent paper)", "Summary": "s"}',
            ["Open App", "Type"],
            {"type": "action", "tool": "Type", "input": "(x, y), (PC-Agent paper)"},
        ),
        # BeeAI's labels: Function Name / Function Input / Function Output.
        (
            'Thought: t\nFunction Name: schedule_meeting\nFunction Input: {"start": "x"}\n'
            "Function Output: ok",
            ["schedule_meeting", "geocode"],
            {"type": "action", "tool": "schedule_meeting", "args": {"start": "x"}},
        ),
        # Continue's markup mixed up: BEGIN_TOOL, key: value lines, END_TOOL.
        (
            "BEGIN_TOOL: schedule_meeting\nstart: 2026-04-08 15:30\nduration_minutes: 30\nEND_TOOL",
            ["schedule_meeting", "geocode"],
            {
                "type": "action",
                "tool": "schedule_meeting",
                "args": {"start": "2026-04-08 15:30", "duration_minutes": 30},
            },
        ),
        # A registered tool's element holding Anthropic-style <parameter name=…> elements.
        (
            '<finish> <parameter name="message">End.</parameter> </invoke> </finish>',
            ["execute_bash", "finish"],
            {"type": "action", "tool": "finish", "args": {"message": "End."}},
        ),
        # A fence put on one line by a log: the call in it.
        (
            'THOUGHT: Let\'s try "admin". ```bash 7z x s.7z -p"admin" ```',
            ["bash"],
            {"type": "action", "tool": "bash", "input": '7z x s.7z -p"admin"'},
        ),
        # A placeholder tool whose arguments' "type" names a registered tool.
        (
            'action type: TOOL\nattribute: type="k8s_scale"\ndeployment="api"\nreplicas=6',
            ["k8s_scale", "s3ListObjects"],
            {"type": "action", "tool": "k8s_scale", "args": {"deployment": "api", "replicas": 6}},
        ),
        # A Chinese name with one character in its traditional form resolves.
        ("Action:汇率換算\nAction Input: 250 USD", ["汇率换算", "计算器"], {"tool": "汇率换算"}),
        # FunctionGemma's first call complete, the reply cut off later: the call.
        (
            "<start_function_call>call:append_pkg{pipeline_id:<escape>b2<escape>}"
            "<end_function_call><start_function_response>response:append_pkg{value:<escape>{",
            ["append_pkg", "run_pipeline"],
            {"type": "action", "tool": "append_pkg", "args": {"pipeline_id": "b2"}},
        ),
        # A registered tool's element before an invented result and a Final Answer label.
        (
            "So:\n\n<python>x = 47 + 5</python>\nExecution Result: 52\nFinal Answer: 52",
            ["python"],
            {"type": "action", "tool": "python", "input": "x = 47 + 5"},
        ),
        # Open WebUI's code interpreter: attributes that describe, the text the input.
        (
            '<code_interpreter type="code" lang="python">\nimport sys\n</code_interpreter>\n\n'
            "The code above prints the version.",
            ["code_interpreter"],
            {"type": "action", "tool": "code_interpreter", "input": "import sys"},
        ),
        # An invoke whose opening words were lost in the stream.
        (
            '="lookup">\n<parameter name="q">pi</parameter>\n</invoke>\n</function_calls>',
            ["lookup"],
            {"type": "action", "tool": "lookup", "args": {"q": "pi"}},
        ),
        # "- final_answer: …" in an echoed tool list is no answer's label.
        (
            "Tools:\n- get_stock: Prices of a stock.\n\n- final_answer: The final answer.\n\nDone.",
            ["get_stock", "final_answer"],
            {
                "type": "final",
                "answer": "Tools:\n- get_stock: Prices of a stock.\n\n- final_answer: The final "
                "answer.\n\nDone.",
            },
        ),
        # Words, then a fence holding no step: the answer keeps its fence.
        (
            "It is so.\n\n```\nQuestion: why?\nOutput: because\n```",
            ["f"],
            {"type": "final", "answer": "It is so.\n\n```\nQuestion: why?\nOutput: because\n```"},
        ),
        # A Bolt-style artifact: the placeholders kept, the tool named in a second attribute,
        # its arguments as <attribute name=…> elements.
        (
            '<artifact id="task">\n  <action type="TOOL" attribute="value" type="book_flight">\n'
            '    <attribute name="origin">Seoul</attribute>\n'
            '    <attribute name="passengers">10</attribute>\n  </action>\n</artifact>',
            ["book_flight", "geocode"],
            {
                "type": "action",
                "tool": "book_flight",
                "args": {"origin": "Seoul", "passengers": 10},
            },
        ),
        # A sentence that gives the arguments as JSON in inline code.
        (
            "Action: add_contact\nAction Input: The function's arguments as JSON are "
            '`{"name": "王芳"}`.\n\nand stop.',
            ["add_contact", "geocode"],
            {"type": "action", "tool": "add_contact", "args": {"name": "王芳"}},
        ),
        # Functionary's messages inside a fence, after a comment line.
        (
            '```javascript\n// Apply a code.\n>>>apply_coupon\n{\n  "code": "D11"\n}\n```',
            ["apply_coupon", "track_order"],
            {"type": "action", "tool": "apply_coupon", "args": {"code": "D11"}},
        ),
        # "La acción es:" and "The action is:" are the action's label written as a sentence.
        (
            'Pensamiento: x\n\nLa acción es: "add_to_cart"\nEntrada de la acción: "P-118"',
            ["add_to_cart", "search_products"],
            {"type": "action", "tool": "add_to_cart", "input": "P-118"},
        ),
        # A bare blob first, then a Thought and a second Action: the first complete step (b476).
        (
            '{\n  "action": "scale_recipe",\n  "action_input": "R-12"\n}\nThought: x\nAction:\n```\nscale_recipe R-12 4\n```\n',
            ["scale_recipe", "log_meal"],
            {"type": "action", "tool": "scale_recipe", "input": "R-12"},
        ),
        # Bedrock Agents' tool names "GET::group::api" called on a line (b472).
        (
            "I will call it.\n\n</scratchpad>\n\n<function_call>\nGET::dates::getNextLaunch()",
            ["GET::dates::getNextLaunch", "POST::dates::book"],
            {"type": "action", "tool": "GET::dates::getNextLaunch", "args": {}},
        ),
        # DeepSeek's calls-begin token repeated, then noise: a call gone wrong (b474).
        (
            "<｜tool▁calls▁begin｜><｜tool▁calls▁begin｜><｜tool▁calls▁begin｜>MMMMMMMM",
            ["get_weather"],
            {"type": "error"},
        ),
        # gpt-oss with its tokens stripped: the header glued to the analysis, "json" to the name
        # (b471).
        (
            'analysisWe call it again.assistantcommentary to=functions.spl_funcjson{"n":6}',
            ["spl_func"],
            {"type": "action", "tool": "spl_func", "args": {"n": 6}},
        ),
        (
            "analysis: read it.<|end|><|start|>assistantcommentary to=functions.read_file"
            ' {"path":"a.ts"}<|call|>',
            ["read_file"],
            {"type": "action", "tool": "read_file", "args": {"path": "a.ts"}},
        ),
        (
            'Vale, busco eso.{"query":"live2d"}to=functions.web_search 天天 Ya lo tengo.',
            ["web_search"],
            {"type": "action", "tool": "web_search", "args": {"query": "live2d"}},
        ),
        (
            'Use it.assistantcommentary to=functions.task_on_text json{"task":"extract all',
            ["task_on_text"],
            {"type": "error"},
        ),
        # AutoGPT 0.5's "use_tool", and its name left empty (b473).
        (
            '{"thoughts": {"text": "read it"}, "use_tool": {"name": "read_file",'
            ' "arguments": {"filename": "a.txt"}}}',
            ["read_file", "write_file"],
            {"type": "action", "tool": "read_file", "args": {"filename": "a.txt"}},
        ),
        (
            '{"thoughts": {"text": "done"}, "use_tool": {"name": "", "arguments": {}}}',
            ["read_file", "write_file"],
            {"type": "error"},
        ),
        # A shell agent's "<CODE>" block, never closed or closed by another tag (b473).
        (
            "Let me look.\n\n<CODE>\nllm --help\n",
            ["bash"],
            {"type": "action", "tool": "bash", "input": "llm --help"},
        ),
        (
            "Now:\n\n<CODE>\ncat a.sh\n</VIDEO>\n<CODE>\nhead a.sh\n</VIDEO>\n",
            ["bash"],
            {"type": "action", "tool": "bash", "input": "cat a.sh"},
        ),
        # Anthropic's message pasted whole: its tool_use block (b472).
        (
            '{"type":"message","role":"assistant","content":[{"type":"text","text":"x"},'
            '{"type":"tool_use","id":"t1","name":"send","input":{"to":"a"}}]}',
            ["send"],
            {"type": "action", "tool": "send", "args": {"to": "a"}},
        ),
        # A line of working, then a Thought that ends the reply: no step yet (b477).
        (
            "150 / 15 = 8\n\nThought: I can now calculate the calories in 150 grams of salmon.",
            ["nutrition_facts", "log_meal"],
            {"type": "error"},
        ),
        # The parameters' definitions as the input: no list of calls, kept as written (b477).
        (
            'Thought: next\nAction: start_timer\nAction Input: [{"name": "minutes", "type":'
            ' "integer", "required": true}, {"name": "label", "type": "string"}]\n',
            ["start_timer", "log_meal"],
            {
                "type": "action",
                "tool": "start_timer",
                "input": '[{"name": "minutes", "type": "integer", "required": true},'
                ' {"name": "label", "type": "string"}]',
            },
        ),
        # Semantic Kernel's stepwise JSON under the ACTION's call: the named values (b477).
        (
            'THOUGHT: x\nACTION: start_timer(8, "eggs")\n{"action": "start_timer",'
            ' "action_variables": {"minutes": 8, "label": "eggs"}}\nFINAL ANSWER: done',
            ["start_timer", "log_meal"],
            {"type": "action", "tool": "start_timer", "args": {"minutes": 8, "label": "eggs"}},
        ),
        # GLM's call with its first "<arg_key>" lost: the registered name, then the key (b480).
        (
            "<tool_call>send_command_to_shellcommand</arg_key><arg_value>echo test</arg_value>"
            "</tool_call>",
            ["send_command_to_shell"],
            {"type": "action", "tool": "send_command_to_shell", "args": {"command": "echo test"}},
        ),
        # "(empty string)" as the input stands for none (b479).
        (
            "Thought: list them\nAction: sql_db_list_tables\nAction Input: (empty string)",
            ["sql_db_list_tables", "sql_db_query"],
            {"type": "action", "tool": "sql_db_list_tables", "input": ""},
        ),
        # Bold labels, the next one cut after its "**" (b479).
        (
            "**Thought:** x\n**Action:** table_agent\n**Action Input:** `{'user_query': \"q\"}`\n**",
            ["table_agent"],
            {"type": "action", "tool": "table_agent", "args": {"user_query": "q"}},
        ),
        # An Action line left empty, then an input: no step (b479).
        (
            "Let me fix it.\n\n**Question:** how can you help me\n**Thought:** guide them.\n"
            "**Action:** \n**Action Input:** None\n**",
            ["table_agent"],
            {"type": "error"},
        ),
        # DSML tags a chat app rendered as "DSML | …" lines, a parameter not closed before the
        # next (b481).
        (
            'DSML | tool_calls\nDSML | invoke name="terminal"\nDSML | parameter name="command"'
            ' string="true"\nls -la\nDSML | parameter name="timeout" string="false"\n120\n'
            "DSML | /parameter\nDSML | /invoke\nDSML | /tool_calls",
            ["terminal"],
            {"type": "action", "tool": "terminal", "args": {"command": "ls -la", "timeout": 120}},
        ),
        # A short final_answer("…") in smolagents' <code>: a call, its string no label's gloss
        # (b478).
        (
            '<code>\nfinal_answer("Paris")\n</code>',
            ["web_search", "final_answer"],
            {"type": "action", "tool": "final_answer", "input": "Paris"},
        ),
        # The tools' list copied onto the Action line, numbers put in beside: no tool picked
        # (b483).
        (
            "Thought: x\nAction: [log_meal, scale_recipe, 380, 1]\nAction Input: 番茄炒蛋，380 大卡。",
            ["log_meal", "scale_recipe"],
            {"type": "error"},
        ),
        # Onyx's rendered "[Tool Call] name=… id=… args={…}", imitated (b488).
        (
            '[Tool Call] name=run-command id=3d4e5f6a-7b8c args={"command": "echo READY"}',
            ["run-command"],
            {"type": "action", "tool": "run-command", "args": {"command": "echo READY"}},
        ),
        # Gemini's print(default_api.…) calls on lines of their own, no fence (b485).
        (
            "print(default_api.insert_edit_into_file(code='a\\nb', filePath='x.js'))\n"
            "print(default_api.insert_edit_into_file(code='c', filePath='y.js'))",
            ["insert_edit_into_file"],
            {
                "type": "action",
                "tool": "insert_edit_into_file",
                "args": {"code": "a\nb", "filePath": "x.js"},
            },
        ),
        # A fenced JSON call whose tool's name runs on into babble: a call gone wrong (b486).
        (
            'Use this function:\n\n```json\n{\n    "name": "Navigation.pay.\nI don\'t know.\n'
            "I don't know what the word is.\n",
            ["Navigation.payViolation"],
            {"type": "error"},
        ),
        # Qwen-Agent's markers with their closing flower lost (b491).
        (
            '✿FUNCTION: payslip\n✿ARGS: {"month": "2026-10"}\n✿RESULT: x\n\n✿RETURN: y',
            ["payslip", "book_room"],
            {"type": "action", "tool": "payslip", "args": {"month": "2026-10"}},
        ),
        # Semantic Kernel's "ACTION_variables = {…}" under the action's line (b491).
        (
            'THOUGHT: book it\nACTION: function name = book_room\nACTION_variables = {"room":'
            ' "5F", "start": "10:00"}',
            ["book_room", "payslip"],
            {"type": "action", "tool": "book_room", "args": {"room": "5F", "start": "10:00"}},
        ),
        # DSPy's fields after babble, only a thought among them: no step (b492).
        (
            "看看我的工资条，紫穹极宁上被携有杯红编索。\n\n[[ ## next_thought ## ]]\n我不偏让家人如何用",
            ["payslip", "book_room", "finish"],
            {"type": "error"},
        ),
        # A query's "?" after the tool's name in the fence: the rest is its input (b495).
        (
            "Thought: x\nAction:\n```\nlog_meal? meal=R-12 stir-fry, calories=15, date=today\n```\n",
            ["log_meal", "search_recipes"],
            {
                "type": "action",
                "tool": "log_meal",
                "input": "meal=R-12 stir-fry, calories=15, date=today",
            },
        ),
        # DSPy's markers copied loosely ("[## next_thought## ]"), every field empty (b494).
        (
            "[## next_thought## ]\n\n[## next_tool_name## ]\n\n[## next_tool_args## ]\n\n"
            "[## finished## ]",
            ["start_timer", "finish"],
            {"type": "error"},
        ),
        # The name, then the whole blob naming the same tool: the blob's input (b496).
        (
            'Thought: x\nAction:\nrequest_leave {"action": "request_leave", "action_input":'
            ' "12, 29, 31"}',
            ["request_leave", "payslip"],
            {"type": "action", "tool": "request_leave", "input": "12, 29, 31"},
        ),
        # SWE-agent's template word "command" kept before the tool's name (b496).
        (
            "```\ncommand request_leave '12/29' '12/31' 'vacation'\n```\nDISCUSSION\nx",
            ["request_leave", "payslip", "submit"],
            {"type": "action", "tool": "request_leave", "input": "'12/29' '12/31' 'vacation'"},
        ),
        # The tool's name alone said again below its call on the Action line (b497).
        (
            '思考: x\n行动: 使用 request_leave(start_date="2021-03-15", end_date="2021-04-20")。\n'
            "行动输入: request_leave\n",
            ["request_leave", "payslip"],
            {
                "type": "action",
                "tool": "request_leave",
                "args": {"start_date": "2021-03-15", "end_date": "2021-04-20"},
            },
        ),
        # A SMILES string as the input: "=" again in the value, no key=value pair (b501).
        (
            "Thought: x\nAction: ExplosiveCheck\n"
            "Action Input: O=[N+]([O-])OCC(CO[N+](=O)[O-])O[N+](=O)[O-]",
            ["ExplosiveCheck"],
            {
                "type": "action",
                "tool": "ExplosiveCheck",
                "input": "O=[N+]([O-])OCC(CO[N+](=O)[O-])O[N+](=O)[O-]",
            },
        ),
        # A SMILES string as the input: "=" again in the value, no key=value pair (b501).
        (
            "Thought: x\nAction: ExplosiveCheck\n"
            "Action Input: O=[N+]([O-])OCC(CO[N+](=O)[O-])O[N+](=O)[O-]",
            ["ExplosiveCheck"],
            {
                "type": "action",
                "tool": "ExplosiveCheck",
                "input": "O=[N+]([O-])OCC(CO[N+](=O)[O-])O[N+](=O)[O-]",
            },
        ),
        # "<function>", the tool's <name>, then each parameter a tag (b502).
        (
            "<function>\n<name>read_file</name>\n<path>/root/.opencrabs/MEMORY.md</path>\n</function>",
            ["read_file", "write_file"],
            {"type": "action", "tool": "read_file", "args": {"path": "/root/.opencrabs/MEMORY.md"}},
        ),
        # A registered tool's call in a fence on one line, no language tag (b503).
        (
            'In order to accomplish my goal, I need to click on the button with bid 10.\n```click("10")```\n',
            ["click", "goto", "fill"],
            {"type": "action", "tool": "click", "input": "10"},
        ),
        # The Action in words, the command fenced below it (b503).
        (
            "Thoughts:\nI need to add the command.\n\nAction:\nI will add the command to print "
            "'hello' into the 'hello.sh' script.\n\n```\nedit 0 -1 \"echo 'hello'\"\n```\n",
            ["edit", "open", "create", "submit"],
            {"type": "action", "tool": "edit", "input": "0 -1 \"echo 'hello'\""},
        ),
        # A value in an element named after its parameter under <parameters> is text (b506).
        (
            "<function_calls>\n<invoke>\n<tool_name>add_to_cart</tool_name>\n<parameters>\n"
            "<P-118>2</P-118>\n</parameters>\n</invoke>\n",
            ["search_products", "add_to_cart"],
            {"type": "action", "tool": "add_to_cart", "args": {"P-118": "2"}},
        ),
        # InternLM2's plugin marker, then the tool's name in another case, no arguments (b506).
        (
            "<|action_start|>\n<|plugin|> Search_products\n",
            ["search_products", "add_to_cart"],
            {"type": "action", "tool": "search_products", "args": {}},
        ),
        # The tool list's line in call markup: no call, no answer (b506).
        (
            "Here is an example:\n<function_call>add_to_cart(product_id, quantity): Put two "
            "products (A-107) in the cart.\n\nfunction_result:\n<function_result>add_to_cart("
            "product_id, quantity): Add a product to the cart.",
            ["search_products", "add_to_cart"],
            {"type": "error"},
        ),
        # A question invented with its Thought on the same line, then babble (b506).
        (
            "질문: 생각: P-118, P-204, P-331\n다음 도구 수중으면 P-331고를 탈스북에",
            ["search_products", "add_to_cart"],
            {"type": "error"},
        ),
        # The template's "one of the [a, b]" copied onto the Action line, an answer below (b511).
        (
            "Thought: x\n\nAction: One of the [nutrition_facts, log_meal]\nAction Input: its "
            "input\n\nFinal Answer: 3380 (calories)",
            ["nutrition_facts", "log_meal"],
            {"type": "final", "answer": "3380 (calories)"},
        ),
        # DeepSeek's call tokens, its server crashed inside the arguments: cut off (b507).
        (
            "I'll try a different approach:<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function"
            '<｜tool▁sep｜>execute_root_bash\n\n{"command":"echo \'Test content\' | tee \\/',
            ["execute_root_bash"],
            {"type": "error"},
        ),
        # "<function=name" with its ">" lost before the parameters' lines, cut off (b507).
        (
            "<tool_call>\n<function=write_file\n<parameter=absolute_path>\n/a/touch.yaml\n"
            "</parameter>\n<parameter=content>\n...\n</parameter>\n</",
            ["write_file", "read_file"],
            {
                "type": "action",
                "tool": "write_file",
                "args": {"absolute_path": "/a/touch.yaml", "content": "..."},
            },
        ),
        # Cline's XML of a tool spelled unlike the registered one, after a sentence (b507).
        (
            "Теперь создадим отчет.\n\n<write_file>\n<path>reports/a.md</path>\n<content>\n# "
            "Отчет\n</content>\n</write_file>",
            ["read_file", "write_to_file", "execute_command"],
            {
                "type": "action",
                "tool": "write_to_file",
                "args": {"path": "reports/a.md", "content": "# Отчет"},
            },
        ),
        # DeepSeek's call tokens after a fenced object of arguments, no tool named (b510).
        (
            '\n```json\n{"source": "final_report.pdf", "destination": "temp"}\n```<｜tool▁call▁end｜>'
            "<｜tool▁calls▁end｜>\n The file has been moved.",
            ["mv", "cp", "ls"],
            {"type": "error"},
        ),
        # A BFCL call with its arguments under params=, as written (b510, b514; the tool,
        # which knows its parameters, unwraps them: test_agent.py).
        (
            "[geometry.calculate_area_circle(params={'radius': 5})]",
            ["geometry.calculate_area_circle"],
            {
                "type": "action",
                "tool": "geometry.calculate_area_circle",
                "args": {"params": {"radius": 5}},
            },
        ),
        # A made-up function_call(name, args) in a list's brackets (b510).
        (
            "[function_call('number_analysis.prime_factors', {'number': 123456})]",
            ["number_analysis.prime_factors"],
            {"type": "action", "tool": "number_analysis.prime_factors", "args": {"number": 123456}},
        ),
        # The tool's name and its arguments as a pair (b510).
        (
            "['get_stock_price', {'company_name': 'Amazon', 'date': '2022-03-11'}]",
            ["get_stock_price"],
            {
                "type": "action",
                "tool": "get_stock_price",
                "args": {"company_name": "Amazon", "date": "2022-03-11"},
            },
        ),
        # A fenced call with a subscript after it, or returned (b510).
        (
            '```python\n        geometry.area_circle(radius=10)["area"]\n```\n\nThe above code '
            "calculates the area.",
            ["geometry.area_circle"],
            {"type": "action", "tool": "geometry.area_circle", "args": {"radius": 10}},
        ),
        (
            "```python\n        return calculate_derivative({'function': '3x**2', 'x_value': 2})\n"
            "```\n\nThe above code calculates the derivative.",
            ["calculate_derivative"],
            {
                "type": "action",
                "tool": "calculate_derivative",
                "args": {"function": "3x**2", "x_value": 2},
            },
        ),
        # Bolt's <action type="TOOL"> naming the tool in a <value> child (b512).
        (
            '<artifact id="task">\n  <action type="TOOL">\n    <value>add_contact</value>\n'
            "    <name>王芳</name>\n    <tags>同事、北京</tags>\n  </action>\n</artifact>",
            ["add_contact", "book_flight"],
            {
                "type": "action",
                "tool": "add_contact",
                "args": {"name": "王芳", "tags": "同事、北京"},
            },
        ),
        # <tool name="…"> holding its arguments as elements in an <arguments> wrapper (b512).
        (
            '<tool_calls>\n<tool name="set_thermostat">\n  <arguments>\n    <room>Kitchen</room>\n'
            "    <temperature>17</temperature>\n  </arguments>\n</tool>\n</tool_calls>",
            ["set_thermostat", "add_contact"],
            {
                "type": "action",
                "tool": "set_thermostat",
                "args": {"room": "Kitchen", "temperature": "17"},
            },
        ),
        # Markdown's escaped underscores in a call's names, and in its keywords (b514).
        (
            "[calculate\\_cosine\\_similarity(vectorA=[1, 2, 3], vectorB=[4, 5, 6]), "
            "get\\_stock\\_price\\_by\\_stock\\_name(stock\\_name='AAPL')]",
            ["calculate_cosine_similarity", "get_stock_price_by_stock_name"],
            {
                "type": "action",
                "tool": "calculate_cosine_similarity",
                "args": {"vectorA": [1, 2, 3], "vectorB": [4, 5, 6]},
            },
        ),
        (
            "[calculate_future_value(present\\_value=5000, interest\\_rate=0.05, periods=10)]",
            ["calculate_future_value"],
            {
                "type": "action",
                "tool": "calculate_future_value",
                "args": {"present_value": 5000, "interest_rate": 0.05, "periods": 10},
            },
        ),
        # The arguments first, the tool's name second, as a pair (b514).
        (
            "[{'params': {'applicationName': 'MyApp'}}, 'MacBaseInstallerBundler.validate']",
            ["MacBaseInstallerBundler.validate"],
            {
                "type": "action",
                "tool": "MacBaseInstallerBundler.validate",
                "args": {"params": {"applicationName": "MyApp"}},
            },
        ),
        # Java's long literals (b514).
        (
            'RedissonSemaphore.tryAcquireAsync(waitTime=5L, leaseTime=120L, unit="SECONDS")',
            ["RedissonSemaphore.tryAcquireAsync"],
            {
                "type": "action",
                "tool": "RedissonSemaphore.tryAcquireAsync",
                "args": {"waitTime": 5, "leaseTime": 120, "unit": "SECONDS"},
            },
        ),
        # JavaScript's names and calls as values, inside objects and lists (b514).
        (
            "[manageReactState(store={'initialState': initialStateObject, 'enhancers': "
            "[applyMiddleware('myMiddleWare')]}, context=ReactContext)]",
            ["manageReactState"],
            {
                "type": "action",
                "tool": "manageReactState",
                "args": {
                    "store": {
                        "initialState": "initialStateObject",
                        "enhancers": ["applyMiddleware('myMiddleWare')"],
                    },
                    "context": "ReactContext",
                },
            },
        ),
        # A call alone on its line in backticks, prose before and after it (b514).
        (
            "Based on the question, you can schedule it like this:\n\n`ServiceManager.newTimeout("
            "task=cleanupTask, delay=300, unit=TimeUnit.SECONDS)`\n\nThis will create a timeout.",
            ["ServiceManager.newTimeout"],
            {
                "type": "action",
                "tool": "ServiceManager.newTimeout",
                "args": {"task": "cleanupTask", "delay": 300, "unit": "TimeUnit.SECONDS"},
            },
        ),
        # A fence holding the tool's name, then its arguments, one of them "name" (b517).
        (
            'Thought: 我需要查看张伟所在的工作组。\nAction:\n```\nlookup_employee\n{\n  "name": "张伟"\n}\n```\n',
            ["lookup_employee", "request_leave"],
            {"type": "action", "tool": "lookup_employee", "args": {"name": "张伟"}},
        ),
        # BFCL's template words kept around the call (b513).
        (
            '[func_name: get_current_weather(location="City, State", unit="celsius")]',
            ["get_current_weather"],
            {
                "type": "action",
                "tool": "get_current_weather",
                "args": {"location": "City, State", "unit": "celsius"},
            },
        ),
        (
            "[func_name='todo_add', params={'content': 'go for shopping at 9 pm'}]",
            ["todo_add", "todo_list"],
            {"type": "action", "tool": "todo_add", "args": {"content": "go for shopping at 9 pm"}},
        ),
        (
            "I will use the `interviewer_review.get` function.\n\n[func_name=interviewer_review.get("
            "params_name=name=params_value='Charlie Ji')]",
            ["interviewer_review.get"],
            {"type": "action", "tool": "interviewer_review.get", "args": {"name": "Charlie Ji"}},
        ),
        # The template's call copied first, then the real calls (b513).
        (
            "[func_name1(params_name1=params_value1, params_name2=params_value2...)]\n\nHere are "
            "the calls:\n\n1. [fetch_weather_data(latitude=37.86, units='metric')]",
            ["fetch_weather_data"],
            {
                "type": "action",
                "tool": "fetch_weather_data",
                "args": {"latitude": 37.86, "units": "metric"},
            },
        ),
        # A user's turn invented after the answer, its end token left out (b513).
        (
            "The perimeter is 18 meters.<|im_start|>user<|im_sep|><p>Which of these is not a "
            "computer?</p>",
            ["get_area"],
            {"type": "final", "answer": "The perimeter is 18 meters."},
        ),
        # Kimi's call id as the call, its tokens lost, glued to the sentence (b515).
        (
            'Let me list the current directory contents.functions.LS:1{"path": "/Users/a"}',
            ["LS", "Read", "Bash"],
            {"type": "action", "tool": "LS", "args": {"path": "/Users/a"}},
        ),
        # Lisp-style commands (b516).
        (
            '(shell "echo Hello > /tmp/test.txt")',
            ["shell", "write-file"],
            {"type": "action", "tool": "shell", "input": "echo Hello > /tmp/test.txt"},
        ),
        # A registered tool's name in quotes before its parentheses, keys written "k: v" (b519).
        (
            "['mkdir'('dir_name': 'temp'), 'mv'('source': 'final_report.pdf', 'destination': "
            "'temp/final_report.pdf')]",
            ["mkdir", "mv", "ls"],
            {"type": "action", "tool": "mkdir", "args": {"dir_name": "temp"}},
        ),
        # A list of quoted calls on its own line, words around it (b519).
        (
            "To sort the file by line, you can use the 'sort' tool as follows:\n\n"
            "['sort(file_name=\"final_report.pdf\")']\n\nThis will sort the lines.",
            ["sort", "mv", "ls"],
            {"type": "action", "tool": "sort", "args": {"file_name": "final_report.pdf"}},
        ),
        # Two s-expressions on one line: the first (b520).
        (
            '(query "context") (pin "ready_for_legitimate_task")',
            ["query", "pin"],
            {"type": "action", "tool": "query", "input": "context"},
        ),
        # A Chinese label glued after a sentence's full stop (b518).
        (
            "思考：我們可以使用`get_stock_history`這個工具。動作：要採取`get_stock_history`這個工具。\n"
            "動作輸入：None",
            ["get_stock_history", "set_alarm"],
            {"type": "action", "tool": "get_stock_history", "input": "None"},
        ),
        # DeepSeek's DSML closing tags after prose, the call never opened (b526).
        (
            "现在看 evbus_tx_logic.json 的 key 与当前帧名匹配情况。\n\n</｜DSML｜parameter>\n"
            "</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
            ["read", "bash"],
            {"type": "error"},
        ),
        # "<function" alone on its lines after prose, the call cut off (b526).
        (
            "Let me try a different approach to get the content from this WordPress site.\n\n"
            "<function\n<function",
            ["fetch", "bash"],
            {"type": "error"},
        ),
        # A keyword's string never closed, more keywords after it (BFCL, Mistral-Nemo and
        # Llama-3.2-3B, b524).
        (
            "[generate_image(prompt=\"A woman in the style of Alphonse Mucha's art nouveau, "
            "green highlighted lines, resolution='1920x1080', color_mode='RGB', image_quality=100)]",
            ["search_engine.query", "generate_image"],
            {
                "type": "action",
                "tool": "generate_image",
                "args": {
                    "prompt": "A woman in the style of Alphonse Mucha's art nouveau, green highlighted lines",
                    "resolution": "1920x1080",
                    "color_mode": "RGB",
                    "image_quality": 100,
                },
            },
        ),
        (
            '[interior_design_analysis.generate_report(user_preferences=\'{"style": "modern", '
            '"budget": "mid-range"}, data_source="internal_database", include_visuals=True)]',
            ["interior_design_analysis.generate_report"],
            {
                "type": "action",
                "tool": "interior_design_analysis.generate_report",
                "args": {
                    "user_preferences": '{"style": "modern", "budget": "mid-range"}',
                    "data_source": "internal_database",
                    "include_visuals": True,
                },
            },
        ),
        # SWE-agent's commands among the tools: a fenced shell command is a step even of a
        # tool not registered (EnIGMA's CTF trajectories, b525).
        (
            "We know that there is a telnet communication in this packet capture. Let's now "
            'extract the data.\n```\ntshark -r networking.pcap -Y "telnet" -T fields -e '
            "telnet.data\n```",
            ["open", "goto", "scroll_down", "scroll_up", "find_file", "edit", "submit"],
            {
                "type": "action",
                "tool": "tshark",
                "input": '-r networking.pcap -Y "telnet" -T fields -e telnet.data',
            },
        ),
        # Gorilla's "<<function>>" marker and a tool's definition copied, garbled: no call (b529).
        (
            '<<function>>[{"name": "getExamSchedule", "description": "Exam dates and rooms of a '
            'course.", "parameters": {"term": [{"type": "string"}, {"type": "string"}}, "required": '
            '["term"], "type": "object"}]\n<<question>>\nwhen is the math-110 exam this spring?',
            ["getExamSchedule", "campus_map"],
            {"type": "error"},
        ),
        # DSPy's marker copied loosely, then only the question again: a thought, no step (b529).
        (
            "[[ next_thought ## ]]\nFind an exam for CHEM-120 in term 2027S, and where?",
            ["getExamSchedule", "reserve_study_room"],
            {"type": "error"},
        ),
        # A registered name of words, then its input (ALFWorld's commands as tools, b533).
        (
            "THOUGHT: I need to find two laptops and put them in bed.\n ACTION: go to diningtable 1",
            ["go to", "take", "put", "open", "examine", "look"],
            {"type": "action", "tool": "go to", "input": "diningtable 1"},
        ),
        # InternLM2's action tokens, each ">" lost, around a call (b535).
        (
            '<|action_start|\nrequest_leave(\n  start_date: "2027-01-08",\n  end_date: '
            '"2027-01-10",\n  reason: " dentist"\n)\n<|action_end|',
            ["request_leave", "lookup_employee"],
            {
                "type": "action",
                "tool": "request_leave",
                "args": {
                    "start_date": "2027-01-08",
                    "end_date": "2027-01-10",
                    "reason": " dentist",
                },
            },
        ),
        # The parameters' list copied as the input, then "=" and their values (b535).
        (
            'Thought: What to do next?\nAction: request_leave\nAction Input: [{"name": '
            '"start_date", "type": "string", "required": true}, {"name": "end_date", "type": '
            '"string", "required": true}] = {"start_date": "2027-01-08", "end_date": "2027-01-09"}',
            ["request_leave", "book_room"],
            {
                "type": "action",
                "tool": "request_leave",
                "args": {"start_date": "2027-01-08", "end_date": "2027-01-09"},
            },
        ),
        # Fences that say call: a call of a tool not registered after prose, none at all, or
        # the model's own spec of a function and then its call (Gemma 3 and 3n, b536).
        (
            "Okay, the deployment has been initiated. I can also check its status.\n\n"
            '```function_call\n{\n\t"id": 2,\n\t"function": "get_deployment_status",\n\t'
            '"parameters": {\n\t\t"deployment_id": "dep-12345"\n\t}\n}\n```',
            ["create_deployment"],
            {
                "type": "action",
                "tool": "get_deployment_status",
                "args": {"deployment_id": "dep-12345"},
            },
        ),
        (
            '```function_call\n{\n  "id": 1\n}\n```\n```function_call\n{\n  "id": 2\n}\n```',
            ["search_products", "filter_products"],
            {"type": "error"},
        ),
        (
            '```function_spec\n{\n  "name": "find_headphones",\n  "description": "Finds '
            'headphones.",\n  "parameters": {\n  "type": "object",\n  "properties": {\n  '
            '"max_price": { "type": "number" }\n  }\n  }\n}\n```\n```function_call\n{\n  "id": 1,'
            '\n  "function": "find_headphones",\n  "parameters": {"max_price": 100}\n}\n```',
            ["search_products", "filter_products"],
            {"type": "action", "tool": "find_headphones", "args": {"max_price": 100}},
        ),
        # A "}" where a list's "]" goes, the object going on after it (Llama 3.2 1B, b537).
        (
            '{"type":"function","name":"schedule_meeting","parameters":{"attendees":[{"type":'
            '"array","items":{"type":"string"}}},"time":"2022-09-01T15:00:00Z","title":"Q3"}}',
            ["schedule_meeting", "send_email"],
            {
                "type": "action",
                "tool": "schedule_meeting",
                "args": {
                    "attendees": [{"type": "array", "items": {"type": "string"}}],
                    "time": "2022-09-01T15:00:00Z",
                    "title": "Q3",
                },
            },
        ),
        # BrowserGym's call cut by its stop string: the fence never closed, the ")" lost, or
        # a ")" too many before the fence's close (OpenHands' BrowsingAgent, b542).
        (
            "We need to perform a click\n```click('81')",
            ["noop", "click", "goto", "send_msg_to_user"],
            {"type": "action", "tool": "click", "input": "81"},
        ),
        (
            "click('81'",
            ["noop", "click", "goto", "send_msg_to_user"],
            {"type": "action", "tool": "click", "input": "81"},
        ),
        (
            "send_msg_to_user('The server might not be running.'))```",
            ["noop", "click", "goto", "send_msg_to_user"],
            {
                "type": "action",
                "tool": "send_msg_to_user",
                "input": "The server might not be running.",
            },
        ),
        # A thought's key capitalised beside the action's name (OmniParser's OmniTool, b542).
        (
            '{\n    "Reasoning": "Chrome is visible on the desktop.",\n    "Next Action": '
            '"left_click",\n    "Box ID": 6,\n}',
            ["type", "left_click", "right_click", "wait"],
            {"type": "action", "tool": "left_click", "args": {"Box ID": 6}},
        ),
        # A Bolt <action> naming the tool in an attribute, its arguments in the others and only
        # a description inside (b539).
        (
            '<artifact id="task">\n  <action type="TOOL" attribute="reserve_study_room" '
            'date="2027-03-02" start="15:30" hours="2">\n    <description>Reserve a room.'
            "</description>\n  </action>\n</artifact>",
            ["reserve_study_room", "campus_map"],
            {
                "type": "action",
                "tool": "reserve_study_room",
                "args": {"date": "2027-03-02", "start": "15:30", "hours": "2"},
            },
        ),
        # Continue's tool list copied, each with its description: no call (b539).
        (
            "TOOL_NAME: enroll_course\nTOOL_DESCRIPTION: Enrol the student in a course.\n"
            "TOOL_ARG: course_code (string, required)\nEND_ARG\n\nTOOL_NAME: grade_lookup\n"
            "TOOL_DESCRIPTION: The student's grade.\nTOOL_ARG: term (string, required)",
            ["enroll_course", "grade_lookup"],
            {"type": "error"},
        ),
        # sapiens' YAML step under a heading, a block of code as a value (b541).
        (
            "## Decision:\n- We can use sorted().\n## The ONLY Action:\n```yaml\ncommand: "
            "SandboxedPythonTool\ninput:\n  code: |\n    lst = [2, 3, 1]\n    print(sorted(lst))"
            "\n```",
            ["SandboxedPythonTool", "Conclude"],
            {
                "type": "action",
                "tool": "SandboxedPythonTool",
                "args": {"code": "lst = [2, 3, 1]\nprint(sorted(lst))\n"},
            },
        ),
        # A harmony call's header leaked into prose, junk after it (b541).
        (
            "I'll try again including the entity_id.Calling service...to=functions.ha_service  "
            "берег ेश  данных",
            ["ha_service", "ha_get_state"],
            {"type": "error"},
        ),
        # A name that differs from a registered one in its verb is another tool (b541).
        (
            '{"name": "HassLightGet", "parameters": {"device_class": "light"}} I assumed it exists.',
            ["HassLightSet", "HassTurnOn"],
            {"type": "action", "tool": "HassLightGet"},
        ),
        # A marker that says no call follows, after the answer (qwen3:4b on Ollama, b543).
        (
            "I can check the weather for a city if you'd like! Just tell me which city.\n\n"
            "<no_tool_call>",
            ["get_weather", "search_files"],
            {
                "type": "final",
                "answer": "I can check the weather for a city if you'd like! Just tell me which city.",
            },
        ),
        # Nemotron's <TOOLCALL> tags around a call of the template's own name (b547).
        (
            '<TOOLCALL>[{"name": "func_name", "arguments": {"arg": "value"}}]</TOOLCALL>',
            ["log_meal", "start_timer"],
            {"type": "action", "tool": "func_name", "args": {"arg": "value"}},
        ),
        # The template's words for "the action to take" before the action (b547).
        (
            "思考：我想记下昨天的燕麦。\n動作：要採取的動作是：\nlog_meal oatmeal yesterday 2026-12-02\n"
            "观察：已记录。",
            ["log_meal", "start_timer"],
            {"type": "action", "tool": "log_meal", "input": "oatmeal yesterday 2026-12-02"},
        ),
        # The template's word around the call (Gorilla's prompt, b547).
        (
            'name(log_meal(meal="番茄炒蛋", calories=380, date=None))',
            ["log_meal", "start_timer"],
            {
                "type": "action",
                "tool": "log_meal",
                "args": {"meal": "番茄炒蛋", "calories": 380, "date": None},
            },
        ),
        # A second command on its own line in SWE-agent's fence is the next step (b547).
        (
            "```\nstart_timer 12 pasta\nsubmit\n```",
            ["start_timer", "log_meal", "submit"],
            {"type": "action", "tool": "start_timer", "input": "12 pasta"},
        ),
        # The final answer's label right after the thought's, on one line (b549).
        (
            "思考：最終答案：上千天的結果\n上千天！",
            ["lookup_employee", "book_room"],
            {"type": "final", "answer": "上千天的結果\n上千天！"},
        ),
        (
            "Thought: Final Answer: 42\nThat is all.",
            ["lookup_employee", "book_room"],
            {"type": "final", "answer": "42\nThat is all."},
        ),
        # "the action to take:" copied before the tool's name (b549).
        (
            "思考：要找到 Ana 的信息。\n\n動作：要採取的動作：lookup_employee\n動作輸入：Ana 和 Ben",
            ["lookup_employee", "book_room"],
            {"type": "action", "tool": "lookup_employee", "input": "Ana 和 Ben"},
        ),
        # A DSML parameter's value inside a CDATA section (DeepSeek's web model, b552).
        (
            '读取文件。\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="Read">\n'
            '<｜DSML｜parameter name="file_path"><![CDATA[/src/app.js]]></｜DSML｜parameter>\n'
            '<｜DSML｜parameter name="limit"><![CDATA[40]]></｜DSML｜parameter>\n'
            "</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
            ["Read", "Edit"],
            {"type": "action", "tool": "Read", "args": {"file_path": "/src/app.js", "limit": 40}},
        ),
        (
            '<DSMLtool_calls>\n<DSMLinvoke name="Edit">\n<DSMLparameter name="old_string">'
            "<![CDATA[  a = 1\n  b = 2]]></DSMLparameter>\n"
            '<DSMLparameter name="replace_all"><![CDATA[false]]></DSMLparameter>\n'
            "</DSMLinvoke>\n</DSMLtool_calls>",
            ["Read", "Edit"],
            {
                "type": "action",
                "tool": "Edit",
                "args": {"old_string": "  a = 1\n  b = 2", "replace_all": False},
            },
        ),
        # ScopeWeaver's log entry as the call: {"systemCall": {"Function used": …}} (b553).
        (
            '```json\n{ "systemCall": { "User input": "show notes", "Function used": '
            '"READ_CONTENT", "With parameter": "/home/notes.txt", "Output": "File content.", '
            '"Id": "1" } }\n```',
            ["READ_CONTENT", "LIST_FILEPATH"],
            {"type": "action", "tool": "READ_CONTENT", "input": "/home/notes.txt"},
        ),
        # MINT's thoughts over several turns of the model's own, no action in any (b550).
        (
            "Assistant:\n<thought>\nThe list is unclear.\n</thought>\n\nAssistant:\n<thought>\n"
            "I apologize for the confusion.\n</thought>\n",
            ["execute"],
            {"type": "error"},
        ),
        # ... a thought opened and left empty, then the user's turn made up (b550).
        (
            "Assistant:\n\n<thought>\n\n\nHuman: Observation:\nI don't understand your input.\n"
            "If you want to execute code, please use <execute> YOUR_CODE_HERE </execute>.\n",
            ["execute"],
            {"type": "error"},
        ),
        # ToolLLaMA's "Action Input" led by a sentence, the object, then talk (b557).
        (
            "Thought: Book the courier.\nAction: schedule_pickup\nAction Input: The function's "
            'parameters are:\n{"address": "朝阳路 88 号", "parcels": 3}\nand stop. At the end, '
            "call the function Finish.",
            ["schedule_pickup", "track_parcel"],
            {
                "type": "action",
                "tool": "schedule_pickup",
                "args": {"address": "朝阳路 88 号", "parcels": 3},
            },
        ),
        # ... the object in single quotes, then "Stop." (b557).
        (
            "Thought: Find lockers.\nAction: nearest_lockers\nAction Input: "
            '\'{"near": "Central Station", "limit": 2}\'\nStop.',
            ["nearest_lockers", "track_parcel"],
            {
                "type": "action",
                "tool": "nearest_lockers",
                "args": {"near": "Central Station", "limit": 2},
            },
        ),
        # DSPy's markers copied loosely, an arguments' field and no name: a step begun (b557).
        (
            "# 3\n[###]\n[## next_tool_args##]\n# [###]\n## [#]",
            ["track_parcel", "finish"],
            {"type": "error"},
        ),
        # A call encoded again in a content string (Qwen3.5-9B through Ollama, b558).
        (
            '<think>\n\n</think>\n\n{\n  "content": "{\\n  \\"name\\": \\"search_web\\",\\n  '
            '\\"arguments\\": {\\n    \\"query\\": \\"uv workspaces\\"\\n  }\\n}"\n}',
            ["search_web", "fetch_url"],
            {"type": "action", "tool": "search_web", "args": {"query": "uv workspaces"}},
        ),
        # A key, the tool's name, then its object: '"tool_call":"calculate__":{' (b558).
        (
            '{"tool_call":"calculate__":{"expression":"17 * 23 + 5"}}',
            ["calculate", "search_web"],
            {"type": "action", "tool": "calculate", "args": {"expression": "17 * 23 + 5"}},
        ),
        (
            '{"tool_call": {"calculate": {"expression": "2 + 2"}}}',
            ["calculate", "search_web"],
            {"type": "action", "tool": "calculate", "args": {"expression": "2 + 2"}},
        ),
        # DBBench's "Action: Answer" (a tool of the task's), then "Final Answer:" (b563).
        (
            "The query returned the value. I can now commit my answer.\nAction: Answer\n"
            "Final Answer: [88.11677895412255]",
            ["Operation", "Answer"],
            {"type": "final", "answer": "[88.11677895412255]"},
        ),
        # AutoCodeRover's proxy: the calls as code in a list under "API_calls" (b564).
        (
            '{\n    "API_calls": ["search_class(\\"SQLCompiler\\")", "search_method(\\"as_sql\\")"],'
            '\n    "bug_locations": []\n}',
            ["search_class", "search_method"],
            {"type": "action", "tool": "search_class", "input": "SQLCompiler"},
        ),
        (
            '{"API_calls": [], "bug_locations": [{"file": "a.py", "method": "f"}]}',
            ["search_class", "search_method"],
            {"type": "final"},
        ),
        # Terminus-2's reply with "commands" registered as the tool (b564).
        (
            '{\n  "analysis": "Check the files first.",\n  "plan": "List them.",\n  "commands": '
            '[\n    {"keystrokes": "ls -la\\n", "duration": 0.1}\n  ],\n  "task_complete": false\n}',
            ["commands"],
            {
                "type": "action",
                "tool": "commands",
                "args": {"keystrokes": "ls -la\n", "duration": 0.1},
            },
        ),
        # InternLM2's action tokens with their angle brackets lost, bars left (b562).
        (
            "You can call the plugin:\n\n|action_start|\n|campus_map|\n"
            '|parameters|{building: "Library", from_building: "Hall B"}|\n|action_end|',
            ["campus_map", "enroll_course"],
            {
                "type": "action",
                "tool": "campus_map",
                "args": {"building": "Library", "from_building": "Hall B"},
            },
        ),
        # A whole reply that is one fenced call over several lines (b562).
        (
            '```python\nenroll_course(\n    course_code="CS-305",\n    section=2,\n    waitlist=True\n)\n```',
            ["enroll_course", "campus_map"],
            {
                "type": "action",
                "tool": "enroll_course",
                "args": {"course_code": "CS-305", "section": 2, "waitlist": True},
            },
        ),
        # The Action Input lists the tools again, after the template's list copied (b566).
        (
            "思考：調べます。\n\n行動：実行するツール（track_parcel、shipping_quote のいずれか）\n"
            "行動入力：track_parcel と shipping_quote を入力します。\n",
            ["track_parcel", "shipping_quote"],
            {"type": "error"},
        ),
        # ChatGLM3's fenced tool_call(…) with its name line left out: no tool named (b572).
        (
            '```python\ntool_call(room="3F-Lotus", start="14:00", minutes=60, attendees=["Ana"])\n```',
            ["book_room", "request_leave"],
            {"type": "error"},
        ),
        (
            "```python\ntool_call(amount=230)\n```",
            ["submit_expense", "payslip"],
            {"type": "error"},
        ),
        # A name and its arguments as a pair under "tool_calls" (b572).
        (
            '{\n  "tool_calls": ["submit_expense", {"amount": 500, "currency": "USD"}]\n}',
            ["submit_expense", "payslip"],
            {
                "type": "action",
                "tool": "submit_expense",
                "args": {"amount": 500, "currency": "USD"},
            },
        ),
        # A definition filled in with values in its schema's "properties" (b572).
        (
            '<function=submit_expense>{"name": "submit_expense", "description": "File a claim.", '
            '"parameters": {"properties": {"amount": 230, "currency": "CNY"}}, "required": '
            '["amount"], "type": "object"}}',
            ["submit_expense", "payslip"],
            {
                "type": "action",
                "tool": "submit_expense",
                "args": {"amount": 230, "currency": "CNY"},
            },
        ),
        # A tag inside the tool's name: no tool's name (b572).
        (
            '```json\n{\n    "command_name": "<name>Dental Team",\n    "args": {"content": "x"}\n}\n```',
            ["request_leave", "payslip"],
            {"type": "error"},
        ),
        # An unregistered tool's name with the sentence's full stop after it (b574).
        (
            "Pensamiento: Calculo.\n\nAcción: Logeo.\nEntrada de la acción: 200 克米饭.",
            ["log_meal", "nutrition_facts"],
            {"type": "action", "tool": "Logeo", "input": "200 克米饭."},
        ),
        # InternLM2's tokens with the tool's name made a token, or put in the plugin's (b576).
        (
            '<|action_start|><|schedule_pickup|> <|parameters|> {"address": "朝阳路 88 号", '
            '"parcels": 3} ',
            ["schedule_pickup", "track_parcel"],
            {
                "type": "action",
                "tool": "schedule_pickup",
                "args": {"address": "朝阳路 88 号", "parcels": 3},
            },
        ),
        (
            "<|action_start|><|plugin|redirect_delivery>",
            ["redirect_delivery", "track_parcel"],
            {"type": "action", "tool": "redirect_delivery", "args": {}},
        ),
        # The template's words before the tool's name in brackets, no colon (b578).
        (
            "動作：要採取的動作是 [enroll_course]\n動作輸入：CS-201",
            ["enroll_course", "grade_lookup"],
            {"type": "action", "tool": "enroll_course", "input": "CS-201"},
        ),
        # Qwen3-Coder's elements with every "<" lost inside the call (Qwen3.5-27B via exo, b579).
        (
            "<tool_call>\nfunction=terminal>\nparameter=command>\necho hello\nparameter>\nfunction>\n</tool_call>",
            ["terminal"],
            {"type": "action", "tool": "terminal", "args": {"command": "echo hello"}},
        ),
        # The call's object under "action", its arguments beside its name (kubectl-ai, b579).
        (
            '```json\n{\n    "thought": "Running kubectl get pods command",\n    "action": {\n        "name": "kubectl",\n        "reason": "To check the pods.",\n        "command": "get pods"\n    }\n}\n```\n\nOutput:\n```\nNo resources found.\n```',
            ["kubectl", "bash"],
            {
                "type": "action",
                "tool": "kubectl",
                "args": {"reason": "To check the pods.", "command": "get pods"},
            },
        ),
        # A cut-off Qwen3-Coder call, its arguments written as attributes (omlx, b579).
        (
            'Let me do one final check...\n\n<tool_call>\n<function=websearch>\nquery="Flowable Work analytics REST" numResults=5',
            ["websearch"],
            {
                "type": "action",
                "tool": "websearch",
                "args": {"query": "Flowable Work analytics REST", "numResults": 5},
            },
        ),
        # Gemini's call in a python fence, its result kept in a name and printed (b586).
        (
            '```python\nresult = default_api.book_vet_visit("Max", "2027-04-08", "limping")\nprint(result)\n```',
            ["book_vet_visit", "vaccineRecord"],
            {"type": "action", "tool": "book_vet_visit", "input": '"Max", "2027-04-08", "limping"'},
        ),
        # A Bolt-style action told in words, one attribute a line (smollm2, b586).
        (
            'Artifact: type="adoption_search"\nAttributes:\n  species=cat\n  city=Porto\n  max_age_years=2',
            ["adoption_search", "find_pet_sitter"],
            {
                "type": "action",
                "tool": "adoption_search",
                "args": {"species": "cat", "city": "Porto", "max_age_years": 2},
            },
        ),
        # BFCL's call list with its brackets garbled (AIREV-Agent-0.8B's result files, b584).
        (
            "[list_all_following]()",
            ["list_all_following", "post_tweet"],
            {"type": "action", "tool": "list_all_following", "args": {}},
        ),
        (
            '[ls](file_name=".")]',
            ["ls", "cd", "cat"],
            {"type": "action", "tool": "ls", "args": {"file_name": "."}},
        ),
        (
            '[cp, source="Documents", destination="summary.txt"], [echo, content="quantum computing", file_name="summary.txt"]]',
            ["cp", "echo", "ls"],
            {
                "type": "action",
                "tool": "cp",
                "args": {"source": "Documents", "destination": "summary.txt"},
            },
        ),
        # BFCL's quoted call list after a bold label on its line (Qwen2.5-1.5B, b587).
        (
            '    **Function Calling Response**: [\'withinQuery(field="age", from="30", to="40", includeFrom="true", includeTo="false")]',
            ["withinQuery"],
            {
                "type": "action",
                "tool": "withinQuery",
                "args": {
                    "field": "age",
                    "from": "30",
                    "to": "40",
                    "includeFrom": "true",
                    "includeTo": "false",
                },
            },
        ),
        # A list's call of a camelCase name no tool has (Llama 3.1 8B on BFCL, b587).
        (
            '[nextCallCheckValues(ctx="dataAnalysisContext", currentKey="userId")]',
            ["getNextKeyValues"],
            {
                "type": "action",
                "tool": "nextCallCheckValues",
                "args": {"ctx": "dataAnalysisContext", "currentKey": "userId"},
            },
        ),
        # A space where the registered name has its underscore (Qwen2.5-7B on BFCL, b587).
        (
            '[vegan_restaurant.find Nearby(location="New York, NY", operating_hours=23)]',
            ["vegan_restaurant.find_nearby"],
            {
                "type": "action",
                "tool": "vegan_restaurant.find_nearby",
                "args": {"location": "New York, NY", "operating_hours": 23},
            },
        ),
        # Keywords in brackets with no tool's name before them (Qwen2.5-1.5B on BFCL, b587).
        (
            '[t Treaty of Paris, event="Treaty of Paris", depth="detailed", year=1763]  \n[magna_carta, event="Magna Carta", depth="detailed"]',
            ["history_fact.fetch"],
            {"type": "error"},
        ),
        # An invented "行动输出:" line after the Action Input ends the step (qwen 0.5B, b595).
        (
            '思考: 我们需要计算运费。\n行动: shipping_quote(origin: "北京", destination: "广州", weight_kg: 1.2, express: false) 返回 Price and days for sending a parcel between two cities: {price: 1.44, days: 2}.\n行动输入: 1.2 公斤 x 1.2 公斤 = 1.44 元。\n行动输出: 北京 -> 广州, 1.2 kg: 18.00 CNY, 2 days.\n',
            ["shipping_quote", "track_parcel"],
            {
                "type": "action",
                "tool": "shipping_quote",
                "args": {
                    "origin": "北京",
                    "destination": "广州",
                    "weight_kg": 1.2,
                    "express": False,
                },
            },
        ),
        # The last value's quote never closed before the call's ")" (Qwen2.5 on BFCL, b597).
        (
            "translate(text='Hello, how are you?', source_language='English', target_language='French)",
            ["translate"],
            {
                "type": "action",
                "tool": "translate",
                "args": {
                    "text": "Hello, how are you?",
                    "source_language": "English",
                    "target_language": "French",
                },
            },
        ),
        # SQL's doubled quotes inside a single-quoted value (Qwen2.5 on BFCL, b597).
        (
            "[ObjectMapEntryReplayDecoder.decode(parts='[''userID'', 42, ''username'', ''johndoe'', ''isActive'', true]', state='processingState')]",
            ["ObjectMapEntryReplayDecoder.decode"],
            {
                "type": "action",
                "tool": "ObjectMapEntryReplayDecoder.decode",
                "args": {
                    "parts": "['userID', 42, 'username', 'johndoe', 'isActive', true]",
                    "state": "processingState",
                },
            },
        ),
        # Finish[…] closed on its line holds the whole answer (glm-4 under hello-agents, b594).
        (
            'Thought: 根据搜索结果，Mate70 Pro 性价比较高。\n\nAction: Finish[2025年华为手机中，Mate70 Pro性价比较高，推荐这款手机。]\n\nfinish(answer="2025年华为手机中，Mate70 Pro性价比较高，是推荐的型号。")',
            ["Search"],
            {"type": "final", "answer": "2025年华为手机中，Mate70 Pro性价比较高，推荐这款手机。"},
        ),
        # InternLM2's action token, then a registered name alone in another case (b596).
        (
            "<|action_start|>Find_pet_sitter",
            ["find_pet_sitter", "food_portion"],
            {"type": "action", "tool": "find_pet_sitter", "args": {}},
        ),
        # The name before the plugin's token, in tokens InternLM2 never had (b596).
        (
            '<|plugin_start|>book_vet_visit<|plugin|> properties={"pet_name": "Max", "date": "2027-04-08"}<|plugin_end|>',
            ["book_vet_visit", "food_portion"],
            {
                "type": "action",
                "tool": "book_vet_visit",
                "args": {"properties": {"pet_name": "Max", "date": "2027-04-08"}},
            },
        ),
        # A fenced call over several lines, its object opened on the name's line (b600).
        (
            "Thought: Cat's daily food is based on the cat's weight, age, and species.\nAction:\n```\nfood_portion({\n  species: \"cat\",\n  weight_kg: 4.2,\n  age_years: 7\n})\n```\n",
            ["food_portion", "book_vet_visit"],
            {
                "type": "action",
                "tool": "food_portion",
                "args": {"species": "cat", "weight_kg": 4.2, "age_years": 7},
            },
        ),
        # BFCL's XML format: <arg name> items in <arguments> after <name> (gpt-4o-mini, b598).
        (
            '<function_call>\n    <name>uber.eat.order</name>\n    <arguments>\n        <arg name="restaurant">uber pitada</arg>\n        <arg name="items">["burgers", "chicken wings"]</arg>\n        <arg name="quantities">[5, 6]</arg>\n    </arguments>\n</function_call>',
            ["uber.eat.order"],
            {
                "type": "action",
                "tool": "uber.eat.order",
                "args": {
                    "restaurant": "uber pitada",
                    "items": ["burgers", "chicken wings"],
                    "quantities": [5, 6],
                },
            },
        ),
        # BFCL's XML format with a type beside each <arg name> (o3-mini, b605)
        (
            '<function_call>\n    <name>get_user_info</name>\n    <arguments>\n        <arg name="user_id" type="int">7890</arg>\n        <arg name="special" type="string">black</arg>\n    </arguments>\n</function_call>',
            ["get_user_info"],
            {
                "type": "action",
                "tool": "get_user_info",
                "args": {"user_id": 7890, "special": "black"},
            },
        ),
        # Gemma 4's thinking channel leaked, empty, before the answer (a LoRA checkpoint, b604)
        (
            "<|channel>thought\n<channel|>The file 'final_report.pdf' contains only a single line: \"Year2024 This is the final report content including budget analysis and other sections.\" Since there is only one line, it is already sorted.",
            ["sort", "cat"],
            {
                "type": "final",
                "answer": "The file 'final_report.pdf' contains only a single line: \"Year2024 This is the final report content including budget analysis and other sections.\" Since there is only one line, it is already sorted.",
            },
        ),
        # each value in a <value> element of its <param> (Gemma 3 4B in BFCL's XML format, b604)
        (
            '<function name="get_relevant_classes"><param name="search_string"><value>CellResult</value></param><param name="case_sensitive"><value>False</value></param><param name="include_subdirectories"><value>True</value></param></function>',
            ["get_relevant_classes", "get_signature"],
            {
                "type": "action",
                "tool": "get_relevant_classes",
                "args": {
                    "search_string": "CellResult",
                    "case_sensitive": False,
                    "include_subdirectories": True,
                },
            },
        ),
        # BFCL's call list garbled as "[name, k=v]" in a tool_code fence; a value a list of its own
        # (Gemma 3 4B, b604)
        (
            "```tool_code\n[cd, folder='document']\n[mkdir, dir_name='temp']\n[cp, source='final_report.pdf', destination='temp']\n```",
            ["cd", "mkdir", "cp", "ls"],
            {"type": "action", "tool": "cd", "args": {"folder": "document"}},
        ),
        (
            "[hypothesis_testing.two_sample_t_test, group1= [12.4, 15.6, 11.2, 18.9], group2= [10.5, 9.8, 15.2, 13.8], alpha=0.05]",
            ["hypothesis_testing.two_sample_t_test"],
            {
                "type": "action",
                "tool": "hypothesis_testing.two_sample_t_test",
                "args": {
                    "group1": [12.4, 15.6, 11.2, 18.9],
                    "group2": [10.5, 9.8, 15.2, 13.8],
                    "alpha": 0.05,
                },
            },
        ),
        # a list repeated as Python writes it (Gemma 3 4B on BFCL, b604)
        (
            "[uber.eat.order(restaurant='Uber Pitada', items=['burger']*5, quantities=[5,5,5,5,5])]",
            ["uber.eat.order"],
            {
                "type": "action",
                "tool": "uber.eat.order",
                "args": {
                    "restaurant": "Uber Pitada",
                    "items": ["burger", "burger", "burger", "burger", "burger"],
                    "quantities": [5, 5, 5, 5, 5],
                },
            },
        ),
        # Mistral's name{json} calls glued to the sentence before them (Mistral-Small-3.2
        # on BFCL, b604)
        (
            'Given:\n- Initial velocity = 20 m/s\n- Acceleration = 5 m/s²\n- Time = 6 s\n\nLet\'s calculate the final velocity and the distance traveled.kinematics_final_velocity{"initial_velocity": 20, "acceleration": 5, "time": 6}kinematics_distance_traveled{"initial_velocity": 20, "acceleration": 5, "time": 6}',
            ["kinematics_final_velocity", "kinematics_distance_traveled"],
            {
                "type": "action",
                "tool": "kinematics_final_velocity",
                "args": {"initial_velocity": 20, "acceleration": 5, "time": 6},
            },
        ),
        # a desktop agent's own directives in braces, each on a line of its own (Yips, b609)
        (
            "I’ve started by searching the AUR for any available “hytale” packages:\n\n{ACTION:run_command:yay -Ss hytale}",
            ["read_file", "write_file", "run_command", "SEARCH", "EXIT"],
            {"type": "action", "tool": "run_command", "input": "yay -Ss hytale"},
        ),
        (
            "I’ll terminate the session right now.  \n{INVOKE_SKILL:EXIT}",
            ["read_file", "write_file", "run_command", "SEARCH", "EXIT"],
            {"type": "action", "tool": "EXIT", "input": ""},
        ),
        (
            "I guessed 73, which was not the number you were thinking of (you had 64 in mind).  \n\n{UPDATE_IDENTITY:I made a random number guess (73) that did not match Katherine’s intended value (64).}",
            ["run_command", "SEARCH", "EXIT", "UPDATE_IDENTITY"],
            {
                "type": "action",
                "tool": "UPDATE_IDENTITY",
                "input": "I made a random number guess (73) that did not match Katherine’s intended value (64).",
            },
        ),
        # ... in a harmony message to a tool of no one's (gpt-oss in Yips, b609)
        (
            '<|channel|>commentary to=repo_browser.run_command_output<|message|>Sure! I’m fetching the most recent information on “rokos baskillisk” from Wikipedia.\n{INVOKE_SKILL:SEARCH:"rokos baskillisk"}',
            ["read_file", "write_file", "run_command", "SEARCH", "EXIT"],
            {"type": "action", "tool": "SEARCH", "input": "rokos baskillisk"},
        ),
        # a harmony recipient in a namespace of its own: the tool is the name after it (b609)
        (
            '<|channel|>commentary to=repo_browser.list_dir<|channel|>json<|message|>{"path":"."}',
            ["read_file", "write_file", "run_command", "SEARCH", "EXIT"],
            {"type": "action", "tool": "list_dir", "args": {"path": "."}},
        ),
        # the prompt's signature copied on the Action line, its placeholder below (qwen 0.5B, b611)
        (
            "Thought: 尝试预约热泵服务\nAction: schedule_heatpump_service(address: string, date: string, slot?: string) 之一\nAction Input: 工具的输入\n然后停下，等待 Observation。",
            ["schedule_heatpump_service", "solarEstimate"],
            {"type": "action", "tool": "schedule_heatpump_service", "input": "工具的输入"},
        ),
        # ChatGLM3's tool_call(…) with its name line left out, the tool quoted in the
        # words before it
        # (qwen 0.5B under ChatGLM3's prompt, b612)
        (
            'To report this power outage, you can use the "report_outage" tool with the following parameters:\n\n```python\ntool_call(city="滨江路 12 号", since="21:15")\n```\n\nThis will report the outage at the specified address (滨江路 12 号) starting at 21:15 on HH:MM.',
            ["report_outage", "tariff_compare"],
            {
                "type": "action",
                "tool": "report_outage",
                "args": {"city": "滨江路 12 号", "since": "21:15"},
            },
        ),
        # gpt-oss's harmony header continued after a prefill that ends at "to" (llama-server, b614)
        (
            '=functions.run_command <|constrain|>json{\n  "command": "date",\n  "workdir": "/"\n}',
            ["run_command"],
            {"type": "action", "tool": "run_command", "args": {"command": "date", "workdir": "/"}},
        ),
        # an optional parameter's "?" copied from the signature into the call (qwen 0.5B, b617)
        (
            'Thought:\nThe solar panels will need to be adjusted.\n\nAction:\nsolarEstimate(roof_area_m2: 15, orientation: "east-facing", tilt_deg?: 40)\n\n',
            ["solarEstimate", "schedule_heatpump_service"],
            {
                "type": "action",
                "tool": "solarEstimate",
                "args": {"roof_area_m2": 15, "orientation": "east-facing", "tilt_deg": 40},
            },
        ),
        # BFCL calls one a line in a list, each but the last with its comma (gpt-3.5, b616)
        (
            "[\n    model.DecisionTreeClassifier(criterion='gini', max_depth=5, random_state=1),\n    model.DecisionTreeClassifier(criterion='entropy', max_depth=10, random_state=1)\n]",
            ["model.DecisionTreeClassifier"],
            {
                "type": "action",
                "tool": "model.DecisionTreeClassifier",
                "args": {"criterion": "gini", "max_depth": 5, "random_state": 1},
            },
        ),
        # a call written as a string in a set in the list, its closing quote perhaps lost
        # (gpt-3.5, b616)
        (
            "[{'corporate_finance.calculate_YOY_growth_rate(company_name='Tech Inc', year1=2019, year1_revenue=1000000, year2=2020, year2_revenue=1200000)}]",
            ["corporate_finance.calculate_YOY_growth_rate"],
            {
                "type": "action",
                "tool": "corporate_finance.calculate_YOY_growth_rate",
                "args": {
                    "company_name": "Tech Inc",
                    "year1": 2019,
                    "year1_revenue": 1000000,
                    "year2": 2020,
                    "year2_revenue": 1200000,
                },
            },
        ),
        # the tool_code fence's language on a line of its own inside it (qwen 0.5B under Gemini's
        # prompt, b618)
        (
            '```\ntool_code\nreport_outage("滨江路 12 号", "21:15", {"total_power": 0})\ntool_outputs\n```',
            ["report_outage", "tariff_compare"],
            {
                "type": "action",
                "tool": "report_outage",
                "input": '"滨江路 12 号", "21:15", {"total_power": 0}',
            },
        ),
        # InternLM2's plugin token holding the tool's name after a space (qwen 0.5B, b621)
        (
            '<|action_start|><|plugin schedule_heatpump_service|> {"address": "14 Mill Lane", "date": "2027-03-12", "slot": "afternoon"}',
            ["schedule_heatpump_service", "report_outage"],
            {
                "type": "action",
                "tool": "schedule_heatpump_service",
                "args": {"address": "14 Mill Lane", "date": "2027-03-12", "slot": "afternoon"},
            },
        ),
        # gemma-3-27b in a tau2-bench fork (b622): "call a tool" as the action, the tool beside it
        (
            '```json\n{\n  "action": "tool_call",\n  "tool": "book_service",\n  "parameters": {"vin": "WDD2050", "date": "2027-05-04"}\n}\n```',
            ["book_service", "get_vehicle"],
            {
                "type": "action",
                "tool": "book_service",
                "args": {"vin": "WDD2050", "date": "2027-05-04"},
            },
        ),
        # ... its reply to the user wrapped as an action named "message"
        (
            '```json\n{\n  "action": "message",\n  "message": "Your service is booked for Tuesday at 9:00."\n}\n```',
            ["book_service", "get_vehicle"],
            {"type": "final", "answer": "Your service is booked for Tuesday at 9:00."},
        ),
        # ... a call (of a tool not registered) as a JSON object in its tool_code fence
        # after a sentence
        (
            'Con gusto. Voy a revisar el estado de su reclamo.\n\n```tool_code\n{\n  "tool": "get_complaint_status",\n  "complaint_id": "C-7781"\n}\n```',
            ["list_plans", "get_client_details"],
            {"type": "action", "tool": "get_complaint_status", "args": {"complaint_id": "C-7781"}},
        ),
        # step-1-8k on StepFun's docs (b630): a chat API's whole response pasted as the reply
        (
            '{\n"id": "a1b2",\n"object": "chat.completion",\n"model": "step-1-8k",\n"choices": [\n{\n"index": 0,\n"message": {\n"role": "assistant",\n"content": "",\n"tool_calls": [\n{\n"id": "call_1",\n"type": "function",\n"function": {\n"name": "get_weather",\n"arguments": "{\\"city\\": \\"杭州\\"}"\n}\n}\n]\n},\n"finish_reason": "stop"\n}\n]\n}',
            ["get_weather"],
            {"type": "action", "tool": "get_weather", "args": {"city": "杭州"}},
        ),
        # qwen2.5-coder-0.5b under Mistral's v11 prompt (b633): the tool's name written as words
        (
            '[TOOL_CALLS]find jazz[ARGS]{"city": "Glasgow", "max_price": 40}',
            ["eventSearch", "seat_map"],
            {"type": "action", "tool": "find jazz", "args": {"city": "Glasgow", "max_price": 40}},
        ),
        # qwen2.5-coder-0.5b under tao's react-zh format (b632): the Action Input a list of calls,
        # the first the Action's own
        (
            '思考:\n- 先查座位。\n\n行动:\n- 调用 seat_map("V-SH-02", "B") 来查座位。\n\n行动输入:\n- 调用 seat_map("V-SH-02", "B")\n- 调用 buy_tickets("EV-377", ["C4"], "a@b.cn")\n\n',
            ["seat_map", "buy_tickets"],
            {"type": "action", "tool": "seat_map", "input": '"V-SH-02", "B"'},
        ),
        # ... under json-blob: the template's $TOOL_NAME left in the blob, the tool named
        # on the Action line
        (
            'Thought: I will look for jazz shows.\nAction: eventSearch\n$JSON_BLOB\n{\n  "action": $TOOL_NAME,\n  "action_input": {"city": "Glasgow", "genre": "jazz"}\n}\n',
            ["eventSearch", "seat_map"],
            {"type": "action", "tool": "eventSearch", "args": {"city": "Glasgow", "genre": "jazz"}},
        ),
        # qwen2.5-coder-0.5b under tao's json-blob format (b636): a label's word as an item of a
        # numbered list is no label
        (
            "Here is how it goes:\n\n1. 最终答案\n2. Question: 订单 T-9031 要退票\n\nI hope this helps.",
            ["refund_request", "buy_tickets"],
            {
                "type": "final",
                "answer": "Here is how it goes:\n\n1. 最终答案\n2. Question: 订单 T-9031 要退票\n\nI hope this helps.",
            },
        ),
        # crewAI 0.1x's "Use Tool:" step (b638): the tool's arguments a line each under its name
        (
            "Use Tool: Get YouTube Video Details\nvideo_id: dQw4w9WgXcQ\nfields: 'title, views'",
            ["Search YouTube Videos", "Get YouTube Video Details"],
            {
                "type": "action",
                "tool": "Get YouTube Video Details",
                "args": {"video_id": "dQw4w9WgXcQ", "fields": "title, views"},
            },
        ),
        # qwen2.5-coder-0.5b under gpt-oss's harmony format told as text (b637): a header's channel
        # word left before the answer, the header's other tokens left out
        (
            "<|start|>commentary\n\n已为你查到 V-SH-02 场馆还有 A12、A13 两个空座。",
            ["seat_map", "buy_tickets"],
            {"type": "final", "answer": "已为你查到 V-SH-02 场馆还有 A12、A13 两个空座。"},
        ),
        # qwen2.5-coder-0.5b under FunctionGemma's call markup (b642): its brackets lost,
        # the name in
        # another case
        (
            'start_function_call:Fine_Balance{card_number:"2900-1123-77"}',
            ["fine_balance", "renew_loan"],
            {"type": "action", "tool": "fine_balance", "args": {"card_number": "2900-1123-77"}},
        ),
        # ... under gpt-oss's harmony told as text (b642): the channel's word where
        # "assistant<|channel|>" belongs, and only the analysis channel
        (
            "<|start|>analysis<|message|>The card 2900-1123-77 probably owes a small fee.<|end|>",
            ["fine_balance", "renew_loan"],
            {"type": "error"},
        ),
        # qwen2.5-coder-0.5b under tao's classic format (b643): the prompt's "its input" placeholder
        # with the values in parentheses after it
        (
            "Thought: I should renew it.\n\nAction: renew_loan: its input (L-77012, 30)\n",
            ["renew_loan", "fine_balance"],
            {"type": "action", "tool": "renew_loan", "input": "L-77012, 30"},
        ),
        # qwen2.5-coder-0.5b under a Chinese JSON prompt (b646): a thought under the
        # Chinese key alone,
        # cut off, no tool named
        (
            '{"思考": "为了帮你退票，我们可以先联系售票方：\\n1. 确认订单号。\\n2. 说明原因。',
            ["refund_request", "buy_tickets"],
            {"type": "error"},
        ),
        # an answer that is an object (gpt-4o-mini under KaibanJS, b648)
        (
            '```json\n{\n  "finalAnswer": {\n    "name": "David Llaca",\n    "experience": "5 years",\n    "skills": ["JavaScript", "React", "NextJS", "Redux", "Vue", "Tailwind"],\n    "jobHistory": [\n      {\n        "company": "Disney",\n        "title": "JavaScript Developer",\n        "years": "3",\n        "description": "Developed user interfaces for their primary landing pages"\n      },\n      {\n        "company": "American Airlines",\n        "title": "Junior Front-End Developer",\n        "years": "2",\n        "description": "Worked with Vue and Tailwind"\n      }\n    ],\n    "education": [\n      {\n        "degree": "Bachelor of Science",\n        "major": "Computer Science",\n        "school": "FIU",\n        "year": "2018"\n      },\n      {\n        "degree": "Bootcamp",\n        "major": "JavaScript",\n        "year": "2018"\n      }\n    ]\n  }\n}\n```\n',
            [],
            {
                "type": "final",
                "answer": '{"name": "David Llaca", "experience": "5 years", "skills": ["JavaScript", "React", "NextJS", "Redux", "Vue", "Tailwind"], "jobHistory": [{"company": "Disney", "title": "JavaScript Developer", "years": "3", "description": "Developed user interfaces for their primary landing pages"}, {"company": "American Airlines", "title": "Junior Front-End Developer", "years": "2", "description": "Worked with Vue and Tailwind"}], "education": [{"degree": "Bachelor of Science", "major": "Computer Science", "school": "FIU", "year": "2018"}, {"degree": "Bootcamp", "major": "JavaScript", "year": "2018"}]}',
            },
        ),
        # the plan's number without its dot (qwen2.5-coder-0.5b under LLMCompiler's prompt, b653)
        (
            '1 roadsideHelp("牌: 沪A·3K921, 级别: compact", "沪昆高速嘉兴段", "爆胎")',
            ["roadsideHelp", "rent_car", "join"],
            {
                "type": "action",
                "tool": "roadsideHelp",
                "input": '"牌: 沪A·3K921, 级别: compact", "沪昆高速嘉兴段", "爆胎"',
            },
        ),
        # Python signatures echoed with their docstrings, nothing else (qwen2.5-coder-0.5b
        # under NexusRaven's prompt, b653)
        (
            '```python\nfrom typing import List\n\ndef return_car(booking_id: str, mileage: int, fuel_full: bool = True) -> str:\n    """Hand back a hired car with its odometer reading."""\n\ndef toll_estimate(origin: str, destination: str, stops: list[str] | None = None) -> str:\n    """Estimated road tolls for a trip, through optional stops."""\n```',
            ["return_car", "toll_estimate"],
            {"type": "error"},
        ),
        # Kimi's call section with an argument a line (qwen2.5-coder-0.5b, b653)
        (
            "<|tool_calls_section_begin|>\nfunctions.roadsideHelp:0:plate:KX19\nfunctions.roadsideHelp:0:location: Perth\nfunctions.roadsideHelp:0:issue:A9 near Perth\n<|tool_calls_section_end|>",
            ["roadsideHelp", "fuel_price"],
            {
                "type": "action",
                "tool": "roadsideHelp",
                "args": {"plate": "KX19", "location": "Perth", "issue": "A9 near Perth"},
            },
        ),
        # Granite's token, then name|input (qwen2.5-coder-0.5b, b653)
        (
            "<|tool_call|>fuel_price|city=深圳&fuel=汽油&plate=92&location=今天",
            ["fuel_price", "roadsideHelp"],
            {
                "type": "action",
                "tool": "fuel_price",
                "input": "city=深圳&fuel=汽油&plate=92&location=今天",
            },
        ),
        # Granite's token with both brackets lost, then the definitions echoed
        # (qwen2.5-coder-0.5b, b653)
        (
            '|tool_call|<|end_of_role|>\n[\n    {\n        "name": "fuel_price",\n        "description": "Today\'s average fuel or charging price in Lyon.",\n        "parameters": {\n            "properties": {\n                "city": {\n                    "type": "string"\n                },\n                "fuel": {\n                    "default": "diesel",\n                    "enum": [\n                        "petrol",\n                        "diesel",\n                        "electric"\n                    ],\n                    "type": "string"\n                }\n            },\n            "required": [\n                "city"\n            ],\n            "type": "object"\n        }\n    },\n    {\n        "name": "rent_car",\n        "description": "Hire a car in Lyon from a date (YYYY-MM-DD) for some days.",\n        "parameters": {\n            "properties": {\n                "city": {\n                    "type": "string"\n                },\n                "pickup_date": {\n                    "type": "string"\n                },\n                "days": {\n                    "type": "integer"\n                },\n                "car_class": {\n                    "default": "compact",\n                    "enum": [\n                        "mini",\n                        "compact",\n                        "suv",\n                        "van"\n                    ],\n                    "type": "string"\n                }\n            },\n            "required": [\n                "city",\n                "pickup_date",\n                "days"\n            ],\n            "type": "object"\n        }\n    }\n]',
            ["fuel_price", "rent_car"],
            {"type": "error"},
        ),
        # Arguments: and Name: lines without Hermes' tags (qwen2.5-coder-0.5b, b653)
        (
            'Call roadside assistance to a car that broke down.\n\nArguments: {"plate": "KX19 ABC", "location": "A9", "issue": "flat tyre"}\nName: roadsideHelp',
            ["roadsideHelp", "fuel_price"],
            {
                "type": "action",
                "tool": "roadsideHelp",
                "args": {"plate": "KX19 ABC", "location": "A9", "issue": "flat tyre"},
            },
        ),
        # the answer under the key "final" (Llama-3.1-8B under a German workshop's JSON
        # protocol, b655)
        (
            '{"final": "38.0"}',
            ["addition", "subtraktion", "multiplikation", "division"],
            {"type": "final", "answer": "38.0"},
        ),
        # the signature's return type copied after a planned call (qwen 0.5B under
        # LLMCompiler's prompt, b659)
        (
            "1. rent_car(city: '成都', pickup_date: '2027-08-15', days: 3, car_class: 'mini') -> '面包车'\n2. join()",
            ["rent_car", "return_car", "join"],
            {
                "type": "action",
                "tool": "rent_car",
                "args": {
                    "city": "成都",
                    "pickup_date": "2027-08-15",
                    "days": 3,
                    "car_class": "mini",
                },
            },
        ),
        # InternLM2's plugin marker, its action tokens' brackets lost, nothing readable
        # after it (b659)
        (
            "|action_start|\n<|plugin|> diesel\n|action_end|",
            ["fuel_price", "rent_car"],
            {"type": "error"},
        ),
        # 'Action: tool | input |' (Qwen2.5-7B under a Spanish notebook's prompt, b660)
        (
            "Thought: Necesito explicar brevemente qué es una herramienta en un agente de IA.\nAction: web_search | qué es una herramienta en un agente de IA | k=5 |",
            ["now", "web_search"],
            {
                "type": "action",
                "tool": "web_search",
                "input": "qué es una herramienta en un agente de IA | k=5",
            },
        ),
        # 'Action: now |': the bars with no input (Qwen2.5-7B, b660)
        (
            "Thought: Necesito saber la fecha y hora actual.\nAction: now |",
            ["now", "web_search"],
            {"type": "action", "tool": "now", "input": ""},
        ),
        # 'FINAL:' after a Thought (Qwen2.5-7B under a Spanish notebook's prompt, b660)
        (
            "Thought: Ya tengo 5 enlaces relacionados con Los Simpson.\n\nFINAL: Aquí te presento 5 enlaces relacionados con Los Simpson:\n\n1. [Wikipedia en español](https://es.wikipedia.org/wiki/Los_Simpson)\n2. [Wikipedia en español (franquicia)](https://es.wikipedia.org/wiki/Los_Simpson_(franquicia))\n3. [Traducción de Wikipedia en inglés](https://translate.google.com/translate?u=https://en.wikipedia.org/wiki/The_Simpsons&hl=es&sl=en&tl=es&client=srp)\n4. [Reportaje sobre la historia de Los Simpson](https://thesimpsonsrp.com/reportaje/la-historia-de-los-simpson/)\n5. [Simpson Wiki en Español](https://simpsons.fandom.com/es/wiki/The_Simpsons)",
            ["now", "web_search"],
            {
                "type": "final",
                "answer": "Aquí te presento 5 enlaces relacionados con Los Simpson:\n\n1. [Wikipedia en español](https://es.wikipedia.org/wiki/Los_Simpson)\n2. [Wikipedia en español (franquicia)](https://es.wikipedia.org/wiki/Los_Simpson_(franquicia))\n3. [Traducción de Wikipedia en inglés](https://translate.google.com/translate?u=https://en.wikipedia.org/wiki/The_Simpsons&hl=es&sl=en&tl=es&client=srp)\n4. [Reportaje sobre la historia de Los Simpson](https://thesimpsonsrp.com/reportaje/la-historia-de-los-simpson/)\n5. [Simpson Wiki en Español](https://simpsons.fandom.com/es/wiki/The_Simpsons)",
            },
        ),
        # a call on the fence's own opening line (qwen2.5-coder-0.5b under LLMCompiler's
        # prompt, b661)
        (
            '```room_booking(branch="East", date="2027-03-09", hours=2.5, people=4)\n```',
            ["room_booking", "renew_loan", "join"],
            {
                "type": "action",
                "tool": "room_booking",
                "args": {"branch": "East", "date": "2027-03-09", "hours": 2.5, "people": 4},
            },
        ),
        # harmony's channel token with its first bar lost, the analysis channel alone
        # (qwen2.5-coder-0.5b, b661)
        (
            "<channel|>analysis<|message|>book study room East branch 2027-03-09 for two and a half hours 4 of us.",
            ["room_booking", "renew_loan"],
            {"type": "error"},
        ),
        # a call of no tool inside the answer's own tag (qwen2.5-coder-0.5b under a
        # Bedrock-style prompt, b661)
        (
            '<answer>\nbookroom(branch="中心馆", date="2027-04-18", hours="3", people="3")\n</answer>',
            ["room_booking", "search_catalog"],
            {
                "type": "final",
                "answer": 'bookroom(branch="中心馆", date="2027-04-18", hours="3", people="3")',
            },
        ),
        # the blob's action on a line of its own, its input still under "action_input"
        # (qwen2.5-coder-0.5b under LangChain's react-json prompt, b663)
        (
            'Action:\n```\nroadsideHelp\n{\n  "action_input": "send car help to A9 near Perth"\n}\n```',
            ["roadsideHelp", "fuel_price"],
            {"type": "action", "tool": "roadsideHelp", "input": "send car help to A9 near Perth"},
        ),
        # a Bolt-style action element whole, its arguments as children (smollm2, b666)
        (
            '<artifact id="task">\n  <action type="TOOL" attribute="value" name="rent_car">\n    <city> Lisbon</city>\n    <pickup_date>2027-07-02</pickup_date>\n    <days>5</days>\n    <car_class>sedan</car_class>\n  </action>\n</artifact>',
            ["rent_car", "toll_estimate"],
            {
                "type": "action",
                "tool": "rent_car",
                "args": {
                    "city": " Lisbon",
                    "pickup_date": "2027-07-02",
                    "days": "5",
                    "car_class": "sedan",
                },
            },
        ),
        # Qwen3-Coder's parameter tag with a space for its '=' (qwen2.5-coder-0.5b, b666)
        (
            "<function=book_car>\n<parameter=city>\nNaples\n</parameter>\n<parameter=pickup_date>\n2027-09-01\n</parameter>\n<parameter days>\n1\n</parameter>\n<parameter>compact</parameter>\n</function>",
            ["rent_car", "fuel_price"],
            {
                "type": "action",
                "tool": "book_car",
                "args": {"city": "Naples", "pickup_date": "2027-09-01", "days": 1},
            },
        ),
        # the tools' numbered signatures echoed with their descriptions (qwen 0.5B under
        # LLMCompiler's prompt, b668)
        (
            "1. seat_map(venue_id: str, section: str | None = None) -> str: Free seats at a venue, optionally in one section.\n2. eventSearch(city: str, genre: str = 'any', max_price: float | None = None) -> str: Concerts and shows in a city, by genre and price cap.",
            ["seat_map", "eventSearch", "join"],
            {"type": "error"},
        ),
        # Langroid's message with a field named like a thought key (reason), b668
        (
            '{\n  "request": "refund_request",\n  "order_no": "T-9031",\n  "reason": "家里有事去不了了"\n}',
            ["refund_request", "buy_tickets"],
            {
                "type": "action",
                "tool": "refund_request",
                "args": {"order_no": "T-9031", "reason": "家里有事去不了了"},
            },
        ),
        # Chinese keys 工具/参数 with the name in another case (qwen 0.5B, b668)
        (
            '{"思考": "为了发送这个快乐生日的票，首先需要联系对方的家人，然后尝试找到一个合适的电话。由于信息保密，我将使用第三方工具 Transfer_ticket 发送这个请求。", "工具": "Transfer_ticket", "参数": {"ticket_id": "TK-88213", "to_phone": "+44 7700 900123", "note": "Happy birthday to my brother!"}}',
            ["transfer_ticket", "refund_request"],
            {
                "type": "action",
                "tool": "transfer_ticket",
                "args": {
                    "ticket_id": "TK-88213",
                    "to_phone": "+44 7700 900123",
                    "note": "Happy birthday to my brother!",
                },
            },
        ),
        # a tool's signature echoed in LLMCompiler's tool(…) wrapper, no call
        # (qwen2.5-coder-0.5b, b672)
        (
            "tool(council_tax_band(postcode: str, house_number: str) -> str)",
            [
                "book_movers",
                "storage_unit",
                "mailRedirect",
                "internet_setup",
                "council_tax_band",
                "join",
            ],
            {"type": "error"},
        ),
        # ... and two signatures, numbered (the list copied)
        (
            "1. council_tax_band(postcode: str, house_number: str) -> str\n2. storage_unit(city: str, size_sqm: float, months: int = 1) -> str",
            [
                "book_movers",
                "storage_unit",
                "mailRedirect",
                "internet_setup",
                "council_tax_band",
                "join",
            ],
            {"type": "error"},
        ),
        # ... but join() is a call with no arguments
        (
            "join()",
            [
                "book_movers",
                "storage_unit",
                "mailRedirect",
                "internet_setup",
                "council_tax_band",
                "join",
            ],
            {"type": "action", "tool": "join", "args": {}},
        ),
        # InternLM2's tokens with their brackets lost and the parameters a line of text
        # (qwen2.5-coder-0.5b, b672)
        (
            "<|action_start|\n|plugin|mailRedirect|\n|parameters|old_address: 3 Hill Lane, Bath BA1 2AB, new_address: 77 Mill Street, Exeter EX1 1AA, start: 2027-06-01, months: 6|\n<|action_end|",
            ["book_movers", "storage_unit", "mailRedirect", "internet_setup", "council_tax_band"],
            {
                "type": "action",
                "tool": "mailRedirect",
                "input": "old_address: 3 Hill Lane, Bath BA1 2AB, new_address: 77 Mill Street, Exeter EX1 1AA, start: 2027-06-01, months: 6",
            },
        ),
        # bare key=value pairs in ReAct's brackets are the call's arguments (Gemini in a
        # Vietnamese ReAct lab, b673)
        (
            "Thought: Tôi cần gọi tool `search_order` với đầy đủ tham số.\nAction: search_order[order_id=DH001, customer_contact=0901234567]",
            ["search_order", "check_stock"],
            {
                "type": "action",
                "tool": "search_order",
                "args": {"order_id": "DH001", "customer_contact": "0901234567"},
            },
        ),
        # the final answer's label glued after a sentence's full stop (qwen 0.5B under a
        # Chinese template, b676)
        (
            "想要设计一个可以计算出 9.90 MB/s 按照 5.30%的白韩的上润率的网上海主流网，穷册 98608 人。最终回答：\nhttp://www.zwc.net/news/4224/setup-500-mb-s-down-to-9.16.2023-5-2023-6107-0.\n\n计算出的如下数据：\n设计人：<・・・－－－－－－－－－－－－－－－－－－－－－－－－－－－－！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！",
            ["internet_setup", "council_tax_band"],
            {
                "type": "final",
                "answer": "http://www.zwc.net/news/4224/setup-500-mb-s-down-to-9.16.2023-5-2023-6107-0.\n\n计算出的如下数据：\n设计人：<・・・－－－－－－－－－－－－－－－－－－－－－－－－－－－－！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！！",
            },
        ),
        # 行动 in simplified characters with the Japanese 入力 (qwen 0.5B under a Japanese
        # ReAct prompt, b676)
        (
            "質問：我在上海浦东找一个 10 平米的仓储，租半年，要恒温。\n思考：要恒温的仓储需要满足恒温环境下的条件。根据仓储的尺寸和使用频率，恒温环境下的温度会降低。\n\n行动：実行するツール（storage_unit）\n行动入力：上海浦东的仓储",
            ["storage_unit", "mailRedirect"],
            {"type": "action", "tool": "storage_unit", "input": "上海浦东的仓储"},
        ),
        # Continue's tool definition echoed, TOOL_ARG lines before a BEGIN_ARG that names
        # the tool (qwen 0.5B, b676)
        (
            "TOOL_NAME: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a恒温 control.\nTOOL_ARG: city (string, required)\nTOOL_ARG: size_sqm (number, required)\nTOOL_ARG: months (integer, optional)\nTOOL_ARG: climate_control (boolean, optional)\nBEGIN_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature control.\nTOOL_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature control.\nTOOL_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature control.\nTOOL_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature control.\nTOOL_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature control.\nTOOL_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature control.\nTOOL_ARG: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for 10 square meters for half a year with a constant temperature",
            ["storage_unit", "mailRedirect"],
            {"type": "error"},
        ),
        # an Action line that describes the tool ('The `book_lesson` function is called
        # with …'): no tool named, no step (qwen 0.5B, b678)
        (
            'Thought: You\'re going to book a 45-minute lesson with Kenji on 2027-02-03 at 18:30.\nAction: The `book_lesson` function is called with the parameters `tutor: "Kenji", start: "2027-02-03", minutes: 45`.\nAction Input: "Kenji", "2027-02-03", 45\n',
            ["book_lesson", "find_tutor"],
            {"type": "error"},
        ),
        # ... and one that only offers it ('我们可以使用 seat_map(…) 进行查询', qwen 0.5B, b636)
        (
            "思考: 我们需要查看 V-SH-02 场馆是否有空座。\n行动: 我们可以使用 seat_map(venue_id: string, section?: string/null) 进行查询。 venue_id 为 V-SH-02，section 为 null（表示在任何 section）。\n行动输入: V-SH-02\n",
            ["seat_map", "eventSearch"],
            {"type": "error"},
        ),
        # ... but a sentence that decides to use it names it (b30)
        (
            "Thought: I need the time in Tokyo.\nAction: I will use the `get_time` function provided to get the current local time in Tokyo.\nAction Input: Tokyo",
            ["get_time", "calculate"],
            {"type": "action", "tool": "get_time", "input": "Tokyo"},
        ),
        # a <function_call> whose name is in <invoke_name> and its parameters elements of
        # their own names (DeepSeek-V4 in the pi agent, b680)
        (
            "<function_call>\n<invoke_name>read</invoke_name>\n<parameters>\n<path>/home/dpavlin/koha-rfid-go/internal/rfidops/ops.go</path>\n</parameters>\n</function_call>",
            ["read", "bash", "edit", "write"],
            {
                "type": "action",
                "tool": "read",
                "args": {"path": "/home/dpavlin/koha-rfid-go/internal/rfidops/ops.go"},
            },
        ),
        # Functionary's recipient quoted, a colon and its arguments on the same line, then
        # prose and a fence (qwen2.5-coder-0.5b, b681)
        (
            '>>>\'book_lesson\': {"tutor": "Kenji", "start": "2027-02-03 18:30", "minutes": 45}\n```\n\nYou can call the `book_lesson` function as follows:\n```javascript\n>>>functions.book_lesson({\n  "tutor": "Kenji",\n  "start": "2027-02-03 18:30",\n  "minutes": 45\n})\n```\n\nThis function takes in a JSON object with the tutor\'s name and start time in "YYYY-MM-DD HH:MM" format. It then calls the `book_lesson` function with these parameters to book a 45-minute lesson at the specified tutor at the specified start time.',
            ["book_lesson", "find_tutor"],
            {
                "type": "action",
                "tool": "book_lesson",
                "args": {"tutor": "Kenji", "start": "2027-02-03 18:30", "minutes": 45},
            },
        ),
        # Kimi K2's call id and arguments with the tokens between them lost
        # (qwen2.5-coder-0.5b, b681)
        (
            'functions.book_lesson:0:{"tutor": "Kenji", "start": "2027-02-03T18:30", "minutes": 45}',
            ["book_lesson", "find_tutor"],
            {
                "type": "action",
                "tool": "book_lesson",
                "args": {"tutor": "Kenji", "start": "2027-02-03T18:30", "minutes": 45},
            },
        ),
        # the template's Action line copied, its list of two tools after 'only one name
        # of' (qwen 0.5B under crewAI's prompt, b682): no tool named
        (
            'Thought: I should always think about what to do\nAction: the action to take, only one name of [vocabDrill, exam_dates], just the name, exactly as it\'s written.\nAction Input: {"language": "日语", "topic": "旅行", "words": {"default": 20, "type": "integer"}}',
            ["vocabDrill", "exam_dates"],
            {"type": "error"},
        ),
        # <function=…> with the parameters as elements of their own names, one written as
        # its own attribute (qwen 0.5B under OpenHands' prompt, b682)
        (
            '<function=book_lesson>\n<tutor="Kenji"/>\n<start>2027-02-03 18:30</start>\n<minutes>45</minutes>\n',
            ["book_lesson", "find_tutor"],
            {
                "type": "action",
                "tool": "book_lesson",
                "args": {"tutor": "Kenji", "start": "2027-02-03 18:30", "minutes": "45"},
            },
        ),
        # tools named in order, each glued to the Chinese words after it ('使用
        # exam_dates函数来获取 …，然后使用find_tutor函数…', qwen 0.5B, b683): the first
        (
            "思考: 这个问题是关于 Mexican DELE 2027的日期，以及西班牙在线 tutor的条件。\n行动: 你可以使用 exam_dates函数来获取 Mexican DELE 2027的日期，然后使用find_tutor函数来搜索西班牙在线 tutor。\n行动输入: 米国 DELE 2027的日期和西班牙在线 tutor的条件。\n",
            ["exam_dates", "find_tutor"],
            {
                "type": "action",
                "tool": "exam_dates",
                "input": "米国 DELE 2027的日期和西班牙在线 tutor的条件。",
            },
        ),
        # Semantic Kernel's call with its values unnamed, then a JSON whose
        # action_variables are other values under names of its own (qwen 0.5B, b684): the
        # call as written
        (
            'THOUGHT: I need a storage unit in Bristol for four months, climate controlled.\nACTION: storage_unit(" Bristol", 6, 4, true)\n{"action": "storage_unit", "action_variables": {"name": "storage_unit_name", "value": "Bristol 6sqm climate controlled storage unit"}}',
            ["storage_unit", "book_movers"],
            {"type": "action", "tool": "storage_unit", "input": '" Bristol", 6, 4, true'},
        ),
        # the question copied onto the Action line, its first word close to a tool's name
        # ('Redirect' beside mailRedirect), no input below (qwen 0.5B, b684): no tool
        # named
        (
            "Thought: You should always think about what to do\nAction: Redirect my post from 3 Hill Lane, Bath BA1 2AB to 77 Mill Street, Exeter EX1 1AA starting 2027-06-01 for a year.",
            ["mailRedirect", "internet_setup"],
            {"type": "error"},
        ),
        # two arguments in one <parameter=…> tag, 'address=…, speed_mbps=500' (qwen 0.5B
        # under OpenHands' prompt, b684)
        (
            "<function=internet_setup>\n<parameter=address=Flat 2, 9 Canal Walk, Manchester M4 6AF, speed_mbps=500>\n<parameter=install_date=2027-06-03>\n",
            ["internet_setup", "council_tax_band"],
            {
                "type": "action",
                "tool": "internet_setup",
                "args": {
                    "address": "Flat 2, 9 Canal Walk, Manchester M4 6AF",
                    "speed_mbps": 500,
                    "install_date": "2027-06-03",
                },
            },
        ),
        # Continue's definition copied, then BEGIN_ARG blocks with real values: a call
        # (qwen 0.5B, b684)
        (
            "好的，以下是上海浦东找到一个 10 平米仓库，并租半年，恒温的命令：\n\n```tool\nTOOL_NAME: storage_unit\nTOOL_DESCRIPTION: Rent a self-storage unit in a city for some months.\nTOOL_ARG: city (string, required)\nTOOL_ARG: size_sqm (number, required)\nTOOL_ARG: months (integer, optional)\nTOOL_ARG: climate_control (boolean, optional)\nBEGIN_ARG: city\n上海浦东\nEND_ARG\nBEGIN_ARG: size_sqm\n10\nEND_ARG\nBEGIN_ARG: months\n6\nEND_ARG\nBEGIN_ARG: climate_control\ntrue\nEND_ARG\n```\n\n这个命令将租出一个大小为 10 平米的仓储，租半年，恒温，租期为 6 个月。",
            ["storage_unit", "mailRedirect"],
            {
                "type": "action",
                "tool": "storage_unit",
                "args": {"city": "上海浦东", "size_sqm": 10, "months": 6, "climate_control": True},
            },
        ),
        # Claude 2's template copied, a $PARAM element: a call of the placeholder with its
        # value (qwen 0.5B, b686)
        (
            "<function_calls>\n<invoke>\n<tool_name>$TOOL_NAME</tool_name>\n<parameters>\n<$PARAM>$VALUE</$PARAM>\n<city>Leeds</city>\n</parameters>\n</invoke>",
            ["frost_dates", "water_schedule"],
            {"type": "action", "tool": "$TOOL_NAME", "args": {"$PARAM": "$VALUE", "city": "Leeds"}},
        ),
        # a registered name alone in inline code: called with an empty input, as in a
        # fence (qwen 0.5B, b686)
        (
            "`water_schedule`",
            ["soil_test", "water_schedule"],
            {"type": "action", "tool": "water_schedule", "input": ""},
        ),
        # ... but a word in inline code that only resembles a name is the answer
        (
            "`water`",
            ["soil_test", "water_schedule"],
            {"type": "final", "answer": "`water`"},
        ),
        # Gorilla's marker with one '>' and a definition cut off in its description: an
        # echo (smollm2, b686)
        (
            '<<function>[{"name": "order_seeds", "description": "Order packets of seeds of a variety. For example, if you want tomatoes you can pass',
            ["order_seeds", "frost_dates"],
            {"type": "error"},
        ),
        # a definition whose parameter is a union (anyOf), echoed after prose in broken
        # markup, call markup below with no call in it: no call read from the definition
        # (smollm2, b686)
        (
            '下面是工具：\n\n<resources>\n    {"name": "frost_dates", "description": "Last spring frost for a city.", "parameters": {"city": {"type": "string"}, "year": {"anyOf": [{"type": "integer"}, {"type": "null"}}, "default": null}}\n</resources}\n<tool_call>\nfrost_2027.md</tool_call',
            ["frost_dates", "water_schedule"],
            {"type": "error"},
        ),
        # an 'action:' key of a JavaScript object left open above it: code, the whole
        # reply the answer (smollm2, b686)
        (
            "const job = schedule({\n    id: '12',\n    action: 'water',\n    plant: 'basil'\n});\nexport default job;",
            ["soil_test", "water_schedule"],
            {
                "type": "final",
                "answer": "const job = schedule({\n    id: '12',\n    action: 'water',\n    plant: 'basil'\n});\nexport default job;",
            },
        ),
        # ... but an Action line of a step, not in an object, is still read
        (
            "Thought: water it\n  action: water_schedule\n  action input: basil",
            ["soil_test", "water_schedule"],
            {"type": "action", "tool": "water_schedule", "input": "basil"},
        ),
        # the Action's own tool written again as an element with attributes, as its input:
        # the attributes are its arguments (qwen 0.5B, b689)
        (
            'Thought: 登记王磊。\nAction: guest_rsvp: <guest_rsvp guest="王磊" dietary="花生过敏">\nPAUSE',
            ["guest_rsvp", "seating_plan"],
            {
                "type": "action",
                "tool": "guest_rsvp",
                "args": {"guest": "王磊", "dietary": "花生过敏"},
            },
        ),
        # ... closed, under an Action Input line
        (
            'Thought: record it\nAction: guest_rsvp\nAction Input: <guest_rsvp guest="Tom Reed" attending="false"></guest_rsvp>',
            ["guest_rsvp", "seating_plan"],
            {
                "type": "action",
                "tool": "guest_rsvp",
                "args": {"guest": "Tom Reed", "attending": "false"},
            },
        ),
        # ... but another tool's element is text, as written
        (
            'Thought: x\nAction: guest_rsvp: <seating_plan tables="12"/>',
            ["guest_rsvp", "seating_plan"],
            {"type": "action", "tool": "guest_rsvp", "input": '<seating_plan tables="12"/>'},
        ),
        # the word function_call alone before a registered tool's call: the call (qwen 0.5B, b690)
        (
            'function_call cakeQuote(3, "lemon", 90)',
            ["cakeQuote", "venue_search"],
            {"type": "action", "tool": "cakeQuote", "input": '3, "lemon", 90'},
        ),
        # ... but the word inside a sentence is prose
        (
            'I would use function_call cakeQuote(3, "lemon", 90) here.',
            ["cakeQuote", "venue_search"],
            {"type": "final"},
        ),
        # Bedrock's <scratchpad>, closed, then the answer: the thought is no part of it
        (
            "<scratchpad>The guest list is in.</scratchpad>\nPriya is recorded as attending.",
            ["guest_rsvp", "seating_plan"],
            {"type": "final", "answer": "Priya is recorded as attending."},
        ),
        # ... never closed, nothing after it: not answered yet (smollm2, b690)
        (
            '<scratchpad>\nfunction guest_rsvp(guest, attending): Record a reply.\nwhen guest_rsvp(guest="Tom"):\n    print(guest)\nend',
            ["guest_rsvp", "seating_plan"],
            {"type": "error"},
        ),
        # a run of like XML elements of no tool, the last cut off by the reply's end: no
        # call, no answer (smollm2, b690)
        (
            "<note>Plan the day.</note>\n<function>plan_day(name): Plan a day.</function>\n<function>plan_day_more(name): Plan more.</function>\n<function>plan_da",
            ["guest_rsvp", "seating_plan"],
            {"type": "error"},
        ),
        # Cline's documentation of a tool echoed, its Usage element filled with
        # placeholders: no call (smollm2, b690)
        (
            "## dress_fitting\nDescription: Book a dress fitting on a date.\nUsage:\n<dress_fitting>\n<name>name here</name>\n<date>date here</date>\n</dress_fitting>",
            ["dress_fitting", "attempt_completion"],
            {"type": "error"},
        ),
        # ... but the same element after prose of the model's own is a call
        (
            "I will book it now.\n<dress_fitting>\n<name>Lin Xiao</name>\n<date>2027-05-20</date>\n</dress_fitting>",
            ["dress_fitting", "attempt_completion"],
            {
                "type": "action",
                "tool": "dress_fitting",
                "args": {"name": "Lin Xiao", "date": "2027-05-20"},
            },
        ),
        # [name, {parameter schemas}] pairs for several tools: the list of tools echoed
        # (smollm2 under DSPy's prompt, b690)
        (
            '[["cakeQuote", {"tiers": {"type": "integer"}, "flavour": {"type": "string"}}]], [["guest_rsvp", {"guest": {"type": "string"}}]]',
            ["cakeQuote", "guest_rsvp"],
            {"type": "error"},
        ),
        # Qwen3-Coder's function never closed, another function opened after it: the first
        # function's parameters only (qwen 0.5B, b690)
        (
            "<function=venue_search>\n<parameter=city>York</parameter>\n<parameter=guests>120</parameter>\n<function=cakeQuote>\n<parameter=tiers>3</parameter>\n</function>",
            ["venue_search", "cakeQuote"],
            {"type": "action", "tool": "venue_search", "args": {"city": "York", "guests": 120}},
        ),
        # DeepSeek's call token with the name right after it, no function<｜tool▁sep｜>
        # (qwen 0.5B, b690)
        (
            '好的。\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>cakeQuote\n```json\n{"tiers": 2, "flavour": "chocolate", "servings": 60}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
            ["cakeQuote", "venue_search"],
            {
                "type": "action",
                "tool": "cakeQuote",
                "args": {"tiers": 2, "flavour": "chocolate", "servings": 60},
            },
        ),
        # harmony's start token, the call, then a channel token and its word at the end:
        # the call (qwen 0.5B, b690)
        (
            '<|start|>function.venue_search({city: "York", guests: 120})<|channel|>commentary',
            ["venue_search", "cakeQuote"],
            {"type": "action", "tool": "venue_search", "args": {"city": "York", "guests": 120}},
        ),
        # FunctionGemma's call with Python's keyword arguments in its braces (qwen 0.5B, b691)
        (
            'call:frost_dates{city="Leeds", year=2027}',
            ["frost_dates", "soil_test"],
            {"type": "action", "tool": "frost_dates", "args": {"city": "Leeds", "year": 2027}},
        ),
        # ... its own escape tokens and a '=' inside a value are still its own syntax
        (
            "<start_function_call>call:frost_dates{city:<escape>a=b<escape>}<end_function_call>",
            ["frost_dates", "soil_test"],
            {"type": "action", "tool": "frost_dates", "args": {"city": "a=b"}},
        ),
        # Qwen3-Coder's parameter tag with a space for its first '=' and the value in the
        # tag (qwen 0.5B, b691)
        (
            "<function=order_seeds>\n<parameter=variety=Radish>\n<parameter organic=true>\n</parameter>\n",
            ["order_seeds", "frost_dates"],
            {
                "type": "action",
                "tool": "order_seeds",
                "args": {"variety": "Radish", "organic": True},
            },
        ),
        # a long option glued to its value in Chinese: the option's name is ASCII (qwen 0.5B, b692)
        (
            "$ cakeQuote --flavour柠檬 --tiers 3 --servings 90",
            ["cakeQuote", "venue_search"],
            {
                "type": "action",
                "tool": "cakeQuote",
                "args": {"flavour": "柠檬", "tiers": 3, "servings": 90},
            },
        ),
        # words that announce what follows, then an invented question and its answer: the
        # answer label's text (qwen 0.5B, b692)
        (
            "可以按如下方式处理\n\n問題：两层巧克力蛋糕多少钱？\n\n思考：查一下\n\n最終答案: 420 元",
            ["cakeQuote", "venue_search"],
            {"type": "final", "answer": "420 元"},
        ),
        # ... but an answer first, then an invented turn: the first answer
        (
            "420 元。\n\n問題：两层巧克力蛋糕多少钱？\n\n思考：查一下\n\n最終答案: 300 元",
            ["cakeQuote", "venue_search"],
            {"type": "final", "answer": "420 元。"},
        ),
        # an unnamed parameter tag with its name and a '>' for the '=':
        # '<parameter>organic>true</parameter>' (qwen 0.5B, b694)
        (
            "<function=order_seeds>\n<parameter=variety>Radish</parameter>\n<parameter>organic>true</parameter>\n</function>",
            ["order_seeds", "frost_dates"],
            {
                "type": "action",
                "tool": "order_seeds",
                "args": {"variety": "Radish", "organic": True},
            },
        ),
        # nothing but DSPy's field markers, garbled, the last cut off: no value in any
        # (smollm2, b694)
        (
            "[[ # question # ]]\n**[## next_tool_name # ]**\n[# # ]\n\n[[# next_tool_args # ]]\n[[# next_tool",
            ["order_seeds", "finish"],
            {"type": "error"},
        ),
        # ... but markers with a value under one are read as DSPy's fields
        (
            '[[ ## next_thought ## ]]\nOrder them.\n[[ ## next_tool_name ## ]]\norder_seeds\n[[ ## next_tool_args ## ]]\n{"variety": "Radish"}',
            ["order_seeds", "finish"],
            {"type": "action", "tool": "order_seeds", "args": {"variety": "Radish"}},
        ),
        # Kimi's arguments token with no call readable after it: a call gone wrong (smollm2, b695)
        (
            "<|tool_call_arguments_begin|>42.5\n\nThat should do.",
            ["cakeQuote", "venue_search"],
            {"type": "error"},
        ),
        # a [name, {"parameters": {…}}] pair: the wrapper's object is the arguments (smollm2, b695)
        (
            '{"tool_calls": ["venue_search", {"parameters": {"city": "York", "guests": 120}}]}',
            ["cakeQuote", "venue_search"],
            {"type": "action", "tool": "venue_search", "args": {"city": "York", "guests": 120}},
        ),
        # PocketFlow's YAML parameters with a list of items under a key (qwen 0.5B, b695)
        (
            "thinking: |\n    Book it.\naction: dress_fitting\nparameters:\n    name: Lin\n    alterations:\n        - shorter sleeves\n        - hem\n",
            ["dress_fitting", "guest_rsvp"],
            {
                "type": "action",
                "tool": "dress_fitting",
                "args": {"name": "Lin", "alterations": ["shorter sleeves", "hem"]},
            },
        ),
        # Cline's element never closed, another registered tool's element after its
        # parameters: the first call's own parameters (smollm2, b696)
        (
            "<order_seeds>\n<variety>Radish</variety>\n<packets>2</packets>\n<frost_dates>\n<city>Leeds</city>\n</frost_dates>",
            ["order_seeds", "frost_dates"],
            {
                "type": "action",
                "tool": "order_seeds",
                "args": {"variety": "Radish", "packets": "2"},
            },
        ),
        # the Action Input as the call's parentheses without its name, named values in
        # them (qwen 0.5B, b697)
        (
            'Thought: record it\nAction: guest_rsvp\nAction Input: (guest: "Tom Reed", attending: false)',
            ["guest_rsvp", "seating_plan"],
            {
                "type": "action",
                "tool": "guest_rsvp",
                "args": {"guest": "Tom Reed", "attending": False},
            },
        ),
        # a line that introduces the arguments, then the arguments as list items (qwen 0.5B, b697)
        (
            "思考: 排座位。\n行动: seating_plan\n行动输入: 参数如下：\n  - tables: 15\n  - per_table: 8\n",
            ["seating_plan", "venue_search"],
            {"type": "action", "tool": "seating_plan", "args": {"tables": 15, "per_table": 8}},
        ),
        # ... but a sentence with a colon over plain list items stays text
        (
            "Thought: list them\nAction: seating_plan\nAction Input: Keep apart:\n  - Uncle Bob\n  - Aunt Jo",
            ["seating_plan", "venue_search"],
            {
                "type": "action",
                "tool": "seating_plan",
                "input": "Keep apart:\n  - Uncle Bob\n  - Aunt Jo",
            },
        ),
        # 'Action: Không có.' (no tool, in Vietnamese) is no call (Gemini in a student lab, b704)
        (
            "Thought: Tôi hiểu rằng bạn rất muốn trở thành bác sĩ. Tuy nhiên, tôi nhận thấy có một số mâu thuẫn giữa mong muốn của bạn và những điều kiện cần có của một bác sĩ. Cụ thể, bạn nói rằng bạn sợ máu và không thích Sinh học, những yếu tố này là rất quan trọng trong ngành Y.\n\nThought tiếp tục: Với vai trò là một trợ lý định hướng sự nghiệp, nhiệm vụ của tôi là cung cấp những lời khuyên khách quan và thực tế. Tôi không thể bỏ qua các quy tắc và đảm bảo 100% sự phù hợp bạn mong muốn nếu điều đó không thực tế hoặc không dựa trên thông tin chính xác.\n\nAction: Không có.\nAction Input: Không có.",
            ["tra_cuu_nganh"],
            {"type": "error"},
        ),
        # ... and 'Action: None' above 'Action Input: None' is none either
        (
            "Thought: I already know.\nAction: None\nAction Input: None",
            ["search"],
            {"type": "error"},
        ),
        # ... but a registered tool named like a no-tool word is called
        (
            "Thought: reset\nAction: skip\nAction Input: track 3",
            ["skip", "play"],
            {"type": "action", "tool": "skip", "input": "track 3"},
        ),
        # Continue's BEGIN_ARG with the definition's gloss kept after the name (qwen 0.5B, b698)
        (
            'TOOL_NAME: recall_check\nBEGIN_ARG: vin (string, required)\n1HGCM82633A004352\nEND_ARG\n\nTOOL_NAME: garage-book_service\nBEGIN_ARG: plate (string, required)\nAB12 CDE\nEND_ARG\n\nTOOL_NAME: garage-book_service\nBEGIN_ARG: service (string, required)\nFULL\nEND_ARG\n\nTOOL_NAME: garage-book_service\nBEGIN_ARG: date (string, required)\n2027-02-01\nEND_ARG\n\nEND_TOOL\n```\n\n**Explanation:**\n- The `recall_check` tool is called with `vin = "1HGCM82633A004352"` and `service = "FULL"`.\n- The `garage-book_service` tool is called with `plate = "AB12 CDE"` and `date = "2027-02-01"`.\n- The `garage-book_service` tool is called with `service = "FULL"` and `date = "2027-02-01"`.',
            ["recall_check", "garage-book_service"],
            {"type": "action", "tool": "recall_check", "args": {"vin": "1HGCM82633A004352"}},
        ),
        # Hermes 3's scratch_pad fence never closed, a plan and no call: thinking only
        # (qwen 0.5B, b698)
        (
            '```scratch_pad\nGoal: Identify recalls for vehicle ID 1HGCM82633A004352 and book a full service for it, plate AB12 CDE, 2027-02-01.\n\nActions:\n  recall_check("1HGCM82633A004352", ["full"])\n  garage_book_service("AB12 CDE", "2027-02-01")\n\nReflection: The VIN 1HGCM82633A004352 is a vehicle identification number. The plate AB12 CDE is a car. The date 2027-02-01 is a date when a full service is needed. Therefore, we need to identify recalls for this vehicle and book a full service for it on that date.',
            ["recall_check", "garage-book_service"],
            {"type": "error"},
        ),
        # the German template's Action line, each tool's name in its own brackets: no tool
        # chosen (b698)
        (
            "Frage: Cheapest diesel near SW1A 1AA?\nGedanke: Überlege immer, was zu tun ist\nAktion: die auszuführende Aktion, die von [fuelPrice] und [trip_cost]\nAktionseingabe: die Eingabe für die Aktion",
            ["fuelPrice", "trip_cost"],
            {"type": "error"},
        ),
        # ... but one bracketed name picked is that tool
        (
            "Thought: price\nAction: [fuelPrice]\nAction Input: SW1A 1AA",
            ["fuelPrice", "trip_cost"],
            {"type": "action", "tool": "fuelPrice", "input": "SW1A 1AA"},
        ),
        # a reply that is only an Observation line is the whole text as an answer (qwen 0.5B, b698)
        (
            "Observation: Il n'y a pas de recalls sur la VIN WVWZZZ1JZXW000001.",
            ["recall_check", "tyre_pressure"],
            {
                "type": "final",
                "answer": "Observation: Il n'y a pas de recalls sur la VIN WVWZZZ1JZXW000001.",
            },
        ),
        # two tools used one after the other, joined by '，并使用': the first (qwen 0.5B, b701)
        (
            "思考: 需要查询书籍的信息，包括ISBN和作者。\n行动: 使用 `search_catalogue` 搜索书籍信息，并使用 `jieshu` 检查书籍的库存。\n行动输入: 搜索 'Wolf Hall' 的 ISBN：123-456-7890，作者：Hilary Mantel。\n",
            ["jieshu", "search_catalogue"],
            {"type": "action", "tool": "search_catalogue"},
        ),
        # Functionary's markers with one '>' lost, a name over JSON: the first message
        # (qwen 0.5B, b699)
        (
            '>>get_weather\n{"city": "Lyon"}\n\n>>refill_prescription\n{\n  "rx_id": "RX-88213",\n  "pharmacy_id": 14,\n  "quantity": 60\n}',
            ["refill_prescription", "drugInteraction"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Lyon"}},
        ),
        # ... but a quotation marked '>>' stays an answer
        (
            ">> The library opens at nine.\nSo you can borrow it tomorrow.",
            ["jieshu"],
            {"type": "final"},
        ),
        # a tool's definition echoed (name, description, parameter schemas), then the
        # answer (qwen 0.5B under BeeAI's prompt, b699)
        (
            'Thought: The function `refill_prescription` will take two parameters: `rx_id` (the unique identifier of the prescription) and `pharmacy_id` (the identifier of the pharmacy). It will also take an optional `quantity` parameter which defaults to 30. The function will then call another function `drugInteraction` to determine the interactions between medicines.\n\nFunction Name: drugInteraction\nDescription: Known interactions between medicines.\n\nParameters: {"drugs": {"items": {"type": "string"}, "type": "array"}}\n\nReply in this format, one line per field:\nThought: I know the final answer\nFinal Answer: The interaction between Rx-88213 and the specified medicines is likely a reaction to the use of the drugs.',
            ["refill_prescription", "drugInteraction"],
            {
                "type": "final",
                "answer": "The interaction between Rx-88213 and the specified medicines is likely a reaction to the use of the drugs.",
            },
        ),
        # DSPy's field markers copied empty between a stray '![' and a fence line (smollm2, b699)
        (
            "![\n[[## next_thought # ]]\n[[## next_tool_name # ]]\n[[## next_tool_args # ]]\n[[## finished # ]]\n```",
            ["jieshu", "search_catalogue"],
            {"type": "error"},
        ),
        # Qwen3-Coder's parameter tag self-closed with a second value as an attribute
        # (qwen 0.5B, b699)
        (
            '<function=renew_loans>\n<parameter=card_number="88001234" loan_ids="101, 102, 107"/>\n</function>',
            ["renew_loans", "jieshu"],
            {
                "type": "action",
                "tool": "renew_loans",
                "args": {"card_number": "88001234", "loan_ids": "101, 102, 107"},
            },
        ),
        # a reply envelope {intent, action, reply} whose action is a word, not a tool: the
        # reply (gpt-4o-mini in a helpdesk lab, b705)
        (
            '{\n  "intent": "search_kb",\n  "action": "report",\n  "reply": "Here are some articles related to VPN configuration on Windows:\\n\\n1. **[Khắc phục VPN trên Windows 11](#)**\\n   - **Scope**: Use when the VPN client on Windows reports authentication errors or timeouts.\\n   - **Steps**:\\n     1. Check the status of the VPN production service before changing the user\'s machine.\\n     2. Ensure the system clock is synchronized.\\n     3. Disconnect, close the VPN client, and reopen it.\\n     4. If the `AUTH_TIMEOUT` error persists and the status page is degraded, do not reset the account; link to the current incident.\\n     5. If the status page is normal, collect the client version and create a ticket after user confirmation.\\n   - **Source**: Fictional IT Knowledge Base\\n   - **Updated**: 2026-08-20\\n\\n2. **[Gia hạn certificate VPN trên macOS](#)** (not directly related to Windows but may be useful if you are using macOS)\\n   - **Scope**: Use when the VPN client on macOS warns that the certificate is about to expire.\\n   - **Steps**:\\n     1. Check the system date and time and the status of the VPN production.\\n     2. Do not delete the current certificate before the new certificate is successfully issued.\\n     3. Start the approved VPN client and select the process to renew the certificate.\\n     4. Do not require the user to submit a private key, password, or MFA code.\\n     5. If renewal fails, create a ticket after user confirmation.\\n   - **Source**: Fictional IT Knowledge Base\\n   - **Updated**: 2026-09-01\\n\\nPlease let me know if you need further assistance or specific details!",\n  "evidence_ids": [\n    "KB-VPN-001",\n    "KB-VPN-006"\n  ]\n}',
            [
                "clarify",
                "search_kb",
                "check_service_status",
                "inspect_device",
                "lookup_user",
                "format_incident_report",
                "create_ticket",
                "policy",
            ],
            {"type": "final"},
        ),
        # ... fenced, from Gemini (b705)
        (
            '```json\n{\n  "intent": "create_ticket",\n  "action": "create",\n  "reply": "Ticket hỗ trợ đã được tạo thành công với ID: LAB-D6706F10.",\n  "evidence_ids": []\n}\n```',
            [
                "clarify",
                "search_kb",
                "check_service_status",
                "inspect_device",
                "lookup_user",
                "format_incident_report",
                "create_ticket",
                "policy",
            ],
            {
                "type": "final",
                "answer": "Ticket hỗ trợ đã được tạo thành công với ID: LAB-D6706F10.",
            },
        ),
        # ... but an envelope whose action is a registered tool is its call
        (
            '{"intent": "lookup", "action": "search_kb", "reply": "Searching.", "query": "vpn"}',
            ["search_kb", "clarify"],
            {"type": "action", "tool": "search_kb"},
        ),
        # Groq's Llama with a comma where '>' goes: '<function=lookup,{…}>' (b705)
        (
            '<function=lookup,{"query": "robotics news today", "max_results": 5, "timeframe": "day", "topic": "news"}>',
            ["timeline", "social_search", "lookup", "fetch", "clarify", "send", "format", "policy"],
            {
                "type": "action",
                "tool": "lookup",
                "args": {
                    "query": "robotics news today",
                    "max_results": 5,
                    "timeframe": "day",
                    "topic": "news",
                },
            },
        ),
        # an Action sentence that says the call and quotes its one value (qwen 0.5B, b702)
        (
            'Thought: recall_check is designed to retrieve recall records from a vehicle identification system.\nAction: recall_check is called with the input "WVWZZZ1JZXW000001".: 1 open recall (airbag inflator)\nAction Output: The function returns a recall record for the given VIN, which is not mentioned in the question.\nFinal Answer: The recall for VIN WVWZZZ1JZXW000001 is not mentioned in the question.',
            ["recall_check", "tyre_pressure"],
            {"type": "action", "tool": "recall_check", "input": "WVWZZZ1JZXW000001"},
        ),
        # the tool's name again before one quoted value on the input line: the value
        # unquoted (qwen 0.5B, b700)
        (
            "思考：もし「Wolf Hall」を hilary mantel に注目する場合、何が書かれたかを見つけるべきか考えます。\n\n行動：search_catalogue\n\n行動入力：search_catalogue 'Wolf Hall'\n",
            ["search_catalogue", "jieshu"],
            {"type": "action", "tool": "search_catalogue", "input": "Wolf Hall"},
        ),
        # [name, arguments] pairs after <tool_calls>, a bracket too many: the first (qwen
        # 0.5B under Hunyuan's prompt, b700)
        (
            '<tool_calls>[["refill_prescription", {"rx_id": "RX-88213", "pharmacy_id": 14, "quantity": 60}], ["drugInteraction", {"drugs": ["RX-88213", "DR-12345"]}]]]',
            ["refill_prescription", "drugInteraction"],
            {
                "type": "action",
                "tool": "refill_prescription",
                "args": {"rx_id": "RX-88213", "pharmacy_id": 14, "quantity": 60},
            },
        ),
        # TaskWeaver's reply holding only its plan, sent to no one: a step never completed
        # (qwen 0.5B, b707)
        (
            '{"response": [{"type": "init_plan", "content": "Initiate a plan for fuel cost calculation."}]',
            ["trip_cost", "fuelPrice"],
            {"type": "error"},
        ),
        # ... but the plan then a message sent to the User is the answer
        (
            '{"response": [{"type": "init_plan", "content": "1. answer"}, {"type": "send_to", "content": "User"}, {"type": "message", "content": "It costs 61 pounds."}]}',
            ["trip_cost", "fuelPrice"],
            {"type": "final", "answer": "It costs 61 pounds."},
        ),
        # each tool with its parameters' schemas as [[ name, {…} ]] lines, the names
        # unquoted: the list echoed (smollm2 under DSPy's prompt, b709)
        (
            '[[ renew_loans, {"card_number": {"type": "string"}, "loan_ids": {"items": {"type": "integer"}, "type": "array"}} ]]\n[[ jieshu, {"isbn": {"type": "string"}, "card_number": {"type": "string"}} ]]\n[[ finish, {} ]]',
            ["renew_loans", "jieshu", "search_catalogue"],
            {"type": "error"},
        ),
        # the zh template's placeholder label after the answer's label: '最终回答：给用户的回答：…'
        # (qwen 0.5B, b711)
        (
            "思考：Cheapest diesel near SW1A 1AA in the UK is £6.49 per litre.\n最终回答：给用户的回答：The cheapest diesel in SW1A 1AA in the UK is £6.49 per litre.",
            ["fuelPrice", "trip_cost"],
            {
                "type": "final",
                "answer": "The cheapest diesel in SW1A 1AA in the UK is £6.49 per litre.",
            },
        ),
        # Granite's call token, a name, then the role's end token: a call with no
        # arguments (qwen 0.5B, b711)
        (
            "<|tool_call|>fuelPrice<|end_of_role|>",
            ["fuelPrice", "recall_check"],
            {"type": "action", "tool": "fuelPrice", "args": {}},
        ),
        # InternLM2's plugin token with its first bar a '<', then the call (qwen 0.5B, b711)
        (
            '<|action_start|>\n<<plugin|> fuelPrice({"postcode": "M1 1AE", "fuel": "lpg"})',
            ["fuelPrice", "trip_cost"],
            {"type": "action", "tool": "fuelPrice", "args": {"postcode": "M1 1AE", "fuel": "lpg"}},
        ),
        # A bullet 'Action:' among labelled notes is no step (b713); a dotted name's part is
        # no misspelling of it; calls as a dict's keys or in sets with a quote left open;
        # placeholder
        # names with real arguments (gpt-3.5 and Qwen3-0.6B on BFCL, b715).
        (
            '*   Role: Internal IT Helpdesk and Policy assistant.\n    *   User Question: "Ticket P1 được tạo và on-call engineer không phản hồi sau 10 phút."\n    *   Constraints:\n        1.  Answer only from provided context.\n\n    *   Context [1] explicitly states that for Ticket P1, if there is no response within 10 minutes, the system will automatically escalate it to the Senior Engineer.\n\n    *   Action: Tự động escalate lên Senior Engineer [sla_p1_2026.txt].\n    *   Exceptions: The provided text does not mention any specific exceptions to this automatic escalation rule.\n    *   Structure: Direct answer first.',
            [],
            {"type": "final"},
        ),
        (
            "capacitance_calculator(A=10, d=0.01, K=1.0)",
            [
                "resistance_calculator.calculate",
                "capacitance_calculator.calculate",
                "magnetic_field.calculate",
            ],
            {
                "type": "action",
                "tool": "capacitance_calculator",
                "args": {"A": 10, "d": 0.01, "K": 1.0},
            },
        ),
        (
            "[{'kinematics.final_velocity(initial_velocity=20, acceleration=5, time=6)': None}, {'kinematics.distance_traveled(initial_velocity=20, acceleration=5, time=6)': None}]",
            ["kinematics.distance_traveled", "kinematics.final_velocity"],
            {
                "type": "action",
                "tool": "kinematics.final_velocity",
                "args": {"initial_velocity": 20, "acceleration": 5, "time": 6},
            },
        ),
        (
            "[func2(file_path='dataset.csv'), func1(x=data['sales'], y=data['future_sales'], return_residuals=True)]",
            ["linear_regression_fit", "data_loading"],
            {"type": "action", "tool": "func2", "args": {"file_path": "dataset.csv"}},
        ),
        (
            '[{\'investment.invest(company="Google", amount=2000)}, {\'investment.withdraw(company="Apple", amount=1000)}]',
            ["investment.withdraw", "investment.invest"],
            {
                "type": "action",
                "tool": "investment.invest",
                "args": {"company": "Google", "amount": 2000},
            },
        ),
        # ReAct labels in Vietnamese, Russian and Indonesian; Magistral's [TOOL_CALLS] with Python
        # keywords or the name bracketed; a <tool_description> echoed; '# [action]' among bracketed
        # words; arguments under the tool's own name; Functionary's '>>' in a fence; Kimi's section
        # with no call tokens; a <response> shown in prose (qwen 0.5B under others' prompts, b716).
        (
            "Câu trả lời cuối cùng: Eco mode on on the bedroom.\n\nHành động: set_thermostat 19.5, eco_mode on\n\nĐầu vào hành động: set_thermostat 19.5, eco_mode on\n",
            ["set_thermostat", "meterReading"],
            {
                "type": "final",
                "answer": "Eco mode on on the bedroom.\n\nHành động: set_thermostat 19.5, eco_mode on\n\nĐầu vào hành động: set_thermostat 19.5, eco_mode on",
            },
        ),
        (
            'Вопрос: 幸福路 8 号停电了，帮我报修，说是整栋楼都没电。\nМысль: Заметьте, что это всего одна стена в доме, поэтому невозможно её диагностики.\nДействие: report_outage\nВвод действия: "На входную стену попытался подключить к power_outage, но она не отвечала. Проверьте, что все устройства в доме подключены к power_outage."',
            ["report_outage", "set_thermostat"],
            {
                "type": "action",
                "tool": "report_outage",
                "input": "На входную стену попытался подключить к power_outage, но она не отвечала. Проверьте, что все устройства в доме подключены к power_outage.",
            },
        ),
        (
            "Вопрос: 17023 站下一班公交什么时候到？\nМысль: Если вы хотите узнать когда сорвите на стане 17023, вам нужно узнать, какая башка находится на этой станции. \n\nДействие: report_outage\nВвод действия: \n17023\n(report_outage)\n",
            ["bus_arrivals", "report_outage"],
            {"type": "action", "tool": "report_outage", "input": "17023\n(report_outage)"},
        ),
        (
            'Pertanyaan: 幸福路 8 号停电了，帮我报修，说是整栋楼都没电。\nPikiran: Selalu pikirkan untuk mencari solusi terbaik sebelum menyediakan laporan.\nTindakan: Mengecek solusi terbaik sebelum menyediakan laporan.\nInput Tindakan: "Pembantu melihat laporan dan mencari solusi terbaik."',
            ["report_outage", "set_thermostat"],
            {"type": "error"},
        ),
        (
            'TOOL_CALLS[topup_card]{card_id:3100, amount_yuan:4471, type:"object"}.',
            ["topup_card", "bus_arrivals"],
            {
                "type": "action",
                "tool": "topup_card",
                "args": {"card_id": 3100, "amount_yuan": 4471, "type": "object"},
            },
        ),
        (
            '[TOOL_CALLS]report_outage[ARGS]{address="幸福路8号", kind="power", details="整栋楼都没电"}[/TOOL_CALLS]',
            ["report_outage", "set_thermostat"],
            {
                "type": "action",
                "tool": "report_outage",
                "args": {"address": "幸福路8号", "kind": "power", "details": "整栋楼都没电"},
            },
        ),
        (
            "Here's an example of a response to a user query:\n\n<response>\n  <name>user</name>\n  <type>response</type>\n  <body>\n    <h1>You have 3100 yuan today with 50 yuan.\n    <p>You will receive next bus 411 next day.</p>\n  </body>\n</response>\n\nIn this response, we have a function call and a nested template. The function call is in the response body and provides a template with a new greeting with a custom description and another nested template containing the new response body.",
            ["topup_card", "bus_arrivals"],
            {
                "type": "final",
                "answer": "Here's an example of a response to a user query:\n\n<response>\n  <name>user</name>\n  <type>response</type>\n  <body>\n    <h1>You have 3100 yuan today with 50 yuan.\n    <p>You will receive next bus 411 next day.</p>\n  </body>\n</response>\n\nIn this response, we have a function call and a nested template. The function call is in the response body and provides a template with a new greeting with a custom description and another nested template containing the new response body.",
            },
        ),
        (
            '<function=topup_card>{"topup_card": {"card_id": "3100", "amount_yuan": 4471, "type": "transit_card"}}</function>',
            ["topup_card", "bus_arrivals"],
            {
                "type": "action",
                "tool": "topup_card",
                "args": {"card_id": "3100", "amount_yuan": 4471, "type": "transit_card"},
            },
        ),
        (
            "在这行代码中，我什么都可以献绵过，我不传，我不传。没有空间太多少；。穷了。\n\n例如，可以提供[TITUS_ADVERTED_TO_POP](https://github.com/lucaszk/titus_advance/blob/master/lib/titus_advance.js)\n[TITUS_ADVERTED_TO_POP]\n\n# \n# [TITUS_ADVERTED_TO_POP] \n# [description]\n# [type]\n# [options]\n# [properties]\n# [action]\n# [type]\n# [callback]\n",
            ["set_thermostat", "bus_arrivals"],
            {"type": "final"},
        ),
        (
            "<function_calls>\n<tool_description>\n<tool_name>set_temperature</tool_name>\n<description>Set the office to 21 degrees and the living room to 23.</description>\n<parameters>\n<parameter>\n<temperature>23</temperature>\n</parameters>\n</parameters>\n",
            ["set_thermostat", "report_outage"],
            {"type": "error"},
        ),
        (
            '```javascript\n>>set_bedroom\n{"room": {"enum": ["bedroom"], "type": "string"}, "celsius": {"type": "number"}, "eco": {"default": false, "type": "boolean"}}\n```',
            ["set_thermostat", "meterReading"],
            {
                "type": "action",
                "tool": "set_bedroom",
                "args": {
                    "room": {"enum": ["bedroom"], "type": "string"},
                    "celsius": {"type": "number"},
                    "eco": {"default": False, "type": "boolean"},
                },
            },
        ),
        (
            "<|tool_calls_section_begin|>\nfunctions.bus_arrivals:1\n<|tool_calls_section_end|>",
            ["bus_arrivals", "report_outage"],
            {"type": "action", "tool": "bus_arrivals", "args": {}},
        ),
        # An 'action' that is a sentence is a field of an answer (deepseek-r1:7b in crewAI, b718).
        (
            '<think>\nPrimeiro, preciso identificar a ação da Tesla, que é TSLA. Abaixo está a sigla do ícone correspondente.\n\nEm seguida, determino o período para Plotar a ação: de 2024 até 2025.\n\nPor fim, formatai os dados在我的分析中使用，确保严格按照用户要求的JSON格式返回。\n</think>\n\n```json\n{\n  "symbol": "TSLA",\n  "timeframe": "1D",\n  "action": "Plotar o gráfico da ação TSLA no período de 2024 a 2025."\n}\n```',
            [],
            {
                "type": "final",
                "answer": '```json\n{\n  "symbol": "TSLA",\n  "timeframe": "1D",\n  "action": "Plotar o gráfico da ação TSLA no período de 2024 a 2025."\n}\n```',
            },
        ),
        # A sentence of a tool's words is no misspelt name (b716); a name a word short
        # still is (b75).
        ("Action: Report a power outage", ["set_thermostat", "report_outage"], {"type": "error"}),
        (
            "Action: Search in specific website (search_query: 'crewAI culture', website: 'https://crewai.com').\nAction Input: None.",
            ["Search in a specific website", "Search the internet"],
            {"type": "action", "tool": "Search in a specific website"},
        ),
        # An answer whose first words are an Observation label; the template's 'tool name' on the
        # Action line; Magistral's [THINK] never closed; a made-up marker before echoed definitions;
        # a call's arguments are no label's gloss; '[QUESTION]' alone is no step's marker (b720).
        (
            "Thought:\nTo find candidates who have experience in Python and Spark, three years or more, you can use the following tools:\n\n1. **searchCandidates**: Search the talent pool.\n2. **post_job**: Post a job opening.\n\nObservation: Searching the talent pool for candidates who have experience in Python and Spark, three years or more, is a common search strategy. This can involve searching through relevant job postings, analyzing the candidate's education, and comparing their skills with those of experienced professionals in these fields. Once you have a list of candidates, you can then post a job opening to attract them.\n\nFinal_answer:\nObservation: Searching the talent pool for candidates who have experience in Python and Spark, three years or more, is a common search strategy. This can involve searching through relevant job postings, analyzing the candidate's education, and comparing their skills with those of experienced professionals in these fields. Once you have a list of candidates, you can then post a job opening to attract them.",
            ["searchCandidates", "post_job"],
            {
                "type": "final",
                "answer": "Observation: Searching the talent pool for candidates who have experience in Python and Spark, three years or more, is a common search strategy. This can involve searching through relevant job postings, analyzing the candidate's education, and comparing their skills with those of experienced professionals in these fields. Once you have a list of candidates, you can then post a job opening to attract them.",
            },
        ),
        (
            "Thought: You may want to consider hiring a professional with expertise in AI or machine learning in your field. The salary is reasonable but the company may not be able to attract the right candidates based on their experience and skills.\n\nAction: tool name\nAction_input: JSON arguments\nthought: You may want to consider hiring a professional with expertise in AI or machine learning in your field. The salary is reasonable but the company may not be able to attract the right candidates based on their experience and skills.\n\nFinal_answer: <thought>You may want to consider hiring a professional with expertise in AI or machine learning in your field. The salary is reasonable but the company may not be able to attract the right candidates based on their experience and skills.</thought>",
            ["fa_offer", "post_job"],
            {
                "type": "final",
                "answer": "<thought>You may want to consider hiring a professional with expertise in AI or machine learning in your field. The salary is reasonable but the company may not be able to attract the right candidates based on their experience and skills.</thought>",
            },
        ),
        (
            "[THINK]\nTo parse the resume and extract the name, skills, and years of experience, I'll use a combination of Python and a library like `requests` for fetching the resume file. Then, I'll parse the HTML content using `BeautifulSoup` to extract the required information.\n\nHere's the implementation:\n\n```python\nimport requests\nfrom bs4 import BeautifulSoup\n\n# URL of the resume\nurl = 'https://cv.example.cn/zhangmin.pdf'\n\n# Fetch the resume file\nresponse = requests.get(url)\nresponse.raise_for_status()  # Raise an error for bad responses\n\n# Parse the HTML content\nsoup = BeautifulSoup(response.text, 'html.parser')\n\n# Extract the name, skills, and years of experience\nname = soup.find('div', {'class': 'name'}).text.strip()\nskills = soup.find_all('li', {'class': 'skills'})\nyears_of_experience = soup.find_all('li', {'class': 'years_of_experience'})\n\n# Print the extracted information\nprint(\"Name:\", name)\nprint(\"Skills:\", skills)\nprint(\"Years of Experience:\", years_of_experience)\n```\n\n[AVAILABLE_TOOLS]requests [requests.get, requests.raise_for_status] [BeautifulSoup BeautifulSoup, soup.find, soup.find_all]",
            ["parse_resume", "schedule_interview"],
            {"type": "error"},
        ),
        (
            '[BENCELLON_ANALYTICS][{"type": "function", "function": {"name": "post_job", "description": "Post a job.", "parameters": {"type": "string"}}, "description": "Your task", "message": "Paid 180k to the 12th! Please enable [PERSONACESTE_CONSULTADOS] in the [MORENACE_CALLS] to access the [MORENACE_CALLS] list. Use [PERSONACESTE_CONSULTADOS] to access all jobs.", "type": "function", "function": {"name": "post_job", "description": "Post a job.", "parameters": {"type": "string"}}}, {"type": "function", "function": {"name": "searchCandidates", "description": "Search the talent pool.", "parameters": {"properties": {"skills": {"items": {"type": "string"}, "type": "array"}, "min_years": {"default": 0, "type": "integer"}}, "required": ["skills"], "type": "object"}}, {"type": "function", "function": {"name": "searchCandidates", "description": "Search the talent pool.", "parameters": {"properties": {"skills": {"items": {"type": "string"}, "type": "array"}, "min_years": {"default": 0, "type": "',
            ["post_job", "searchCandidates"],
            {"type": "error"},
        ),
        (
            ">>\n\nPython:\n**function name(arg=value, ...)**\n\n**def find_best_practice(arg, start_date=None, min_years=None, max_months=None, max_days=None, max_hours=None, max_minutes=None, max_seconds=None, **kwargs):**\n\n**lambda**\n\n**lambda**\n\n****def find_best_practice(arg, start_date=None, min_years=None, max_months=None, max_days=None, max_hours=None, max_minutes=None, max_seconds=None, max_frames=None, max_frames_to_search=None, **kwargs):**\n\n**def find_best_practice(arg, start_date, start_time, start_hours, start_minutes, start_seconds, start_frames, max_frames, max_frames_to_search=None, max_frames_to_search_max_frames=None, **kwargs):**\n\n**function name(arg=value, ...)**\n\n**def find_best_practice(arg, start_date=None, start_time=None, start_hours=None, start_minutes=None, start_seconds=None, max_frames_to_search=None, max_frames_to_search_max_frames=None, **kwargs):**\n\n**def find_best_practice(arg",
            ["schedule_interview", "searchCandidates"],
            {
                "type": "final",
                "answer": ">>\n\nPython:\n**function name(arg=value, ...)**\n\n**def find_best_practice(arg, start_date=None, min_years=None, max_months=None, max_days=None, max_hours=None, max_minutes=None, max_seconds=None, **kwargs):**\n\n**lambda**\n\n**lambda**\n\n****def find_best_practice(arg, start_date=None, min_years=None, max_months=None, max_days=None, max_hours=None, max_minutes=None, max_seconds=None, max_frames=None, max_frames_to_search=None, **kwargs):**\n\n**def find_best_practice(arg, start_date, start_time, start_hours, start_minutes, start_seconds, start_frames, max_frames, max_frames_to_search=None, max_frames_to_search_max_frames=None, **kwargs):**\n\n**function name(arg=value, ...)**\n\n**def find_best_practice(arg, start_date=None, start_time=None, start_hours=None, start_minutes=None, start_seconds=None, max_frames_to_search=None, max_frames_to_search_max_frames=None, **kwargs):**\n\n**def find_best_practice(arg",
            },
        ),
        (
            "2023-10-11 10:12:12.2162811606\n\n#\n\n* 王案\n\nzhang.min@example.cn\n\n* 防守烧巢\n\nzhang.min@example.cn\n\n#\n\n* 1122518351\n\n短短时间\n\n[QUESTION]\n如何确定全七宝矯烧的结果？\n\n福利：1122518351\n\n**1122518351**\n\n* 1122518351\n\nZhang Min\n\nzhang.min@example.cn\n\n* 1122518351\n\nZhang Min\n\nzhang.min@example.cn\n\n#\n\n* 1122518351\n\nZhang Min\n\nzhang.min@example.cn\n\n**1122518351**\n\nZhang Min\n\nzhang.min@example.cn\n\n#\n\n* 1122518351\n\nZhang Min\n\nzhang.",
            ["schedule_interview", "searchCandidates"],
            {
                "type": "final",
                "answer": "2023-10-11 10:12:12.2162811606\n\n#\n\n* 王案\n\nzhang.min@example.cn\n\n* 防守烧巢\n\nzhang.min@example.cn\n\n#\n\n* 1122518351\n\n短短时间\n\n[QUESTION]\n如何确定全七宝矯烧的结果？\n\n福利：1122518351\n\n**1122518351**\n\n* 1122518351\n\nZhang Min\n\nzhang.min@example.cn\n\n* 1122518351\n\nZhang Min\n\nzhang.min@example.cn\n\n#\n\n* 1122518351\n\nZhang Min\n\nzhang.min@example.cn\n\n**1122518351**\n\nZhang Min\n\nzhang.min@example.cn\n\n#\n\n* 1122518351\n\nZhang Min\n\nzhang.",
            },
        ),
        # The label again in Indonesian on its line; '[thought]' amid babble is no marker; an
        # input's lead-in line over a fenced object, or the object in backticks and a stop; 'The
        # function name is `meterReading`' names the tool (qwen 0.5B, b723).
        (
            "Pikiran: Set a room's thermostat to 22 度。\n\nTindakan: tindakan: set_thermostat(22)\nInput Tindakan: set_thermostat(22)",
            ["set_thermostat", "bus_arrivals"],
            {"type": "action", "tool": "set_thermostat", "input": "22"},
        ),
        (
            "Here is a sample solution of how to increase the temperature in the room by 20 degrees Celsius using a thermophotometer:\n\n[thought]\n\n1. **Sinan:** This tool was created by Sinan Nakamura, the inventor of the thermophotometer.\n\n2. **Sinan:** This is the name of the person who created this tool.\n\n3. **Sinan:** This is the company that created this tool.\n\n4. **Sinan:** This is a Chinese-speaking company that manufactures the company that created the thermophotometer.\n\nYou can repeat the steps in the described format until the end of your text to create a complete solution.",
            ["set_thermostat", "bus_arrivals"],
            {
                "type": "final",
                "answer": "Here is a sample solution of how to increase the temperature in the room by 20 degrees Celsius using a thermophotometer:\n\n[thought]\n\n1. **Sinan:** This tool was created by Sinan Nakamura, the inventor of the thermophotometer.\n\n2. **Sinan:** This is the name of the person who created this tool.\n\n3. **Sinan:** This is the company that created this tool.\n\n4. **Sinan:** This is a Chinese-speaking company that manufactures the company that created the thermophotometer.\n\nYou can repeat the steps in the described format until the end of your text to create a complete solution.",
            },
        ),
        (
            'Thought: To solve this task, we need to check the meter reading for two specific dates (September and October 2026) for the meter "EM-20931".\nAction: The function\'s name is "meterReading".\nAction Input: The arguments as JSON are:\n```json\n{\n  "properties": {\n    "meter_id": "EM-20931",\n    "month": "2026"\n  }\n}\n```\nAction Output: Finish with return_type give_answer and your final_answer.\nStep 1: Collect all readings for September and October 2026.\n```json\n[\n  {\n    "meter_id": "EM-20931",\n    "month": "2026-09",\n    "reading": 50.0\n  },\n  {\n    "meter_id": "EM-20931",\n    "month": "2026-10",\n    "reading": 65.0\n  }\n]\n```\nStep 2: Calculate the difference between September and October 2026.\n```json\n{\n  "reading": 50.0 - 65.0\n}\n```\nStep 3: Return the result with the return_type give_answer.\n```json\n{\n  "return_type": "give_answer",\n  "final_answer": 5.0\n}\n```',
            ["meterReading", "set_thermostat", "Finish"],
            {
                "type": "action",
                "tool": "meterReading",
                "args": {"properties": {"meter_id": "EM-20931", "month": "2026"}},
            },
        ),
        (
            'Thought: The function should retrieve the meter reading for EM-20931 from the database.\nAction: The function name is `meterReading`.\nAction Input: `{"name": "meterReading", "description": "Electricity meter reading for a month (YYYY-MM).", "parameters": {"properties": {"meter_id": {"type": "string"}, "month": {"type": "string"}}, "required": ["meter_id", "month"], "type": "object"}}`.\nAction Output: `{"meterReading": { "meter_id": "EM-20931", "month": "October 2026" }, "return_type": "give_answer"}`.',
            ["meterReading", "report_outage", "Finish"],
            {
                "type": "action",
                "tool": "meterReading",
                "args": {
                    "name": "meterReading",
                    "description": "Electricity meter reading for a month (YYYY-MM).",
                    "parameters": {
                        "properties": {"meter_id": {"type": "string"}, "month": {"type": "string"}},
                        "required": ["meter_id", "month"],
                        "type": "object",
                    },
                },
            },
        ),
        # 'TOOL_CALLS=' for its ']'; Functionary's empty 'all' before the call, and talk after
        # it; a backticked parameter list among notes; GLM's call with its tags dropped; Kimi's
        # section with bare names; '<key=value>' tags; a whole Python fence calling a tool whose
        # stub it copied (qwen 0.5B under others' prompts, b725).
        (
            'TOOL_CALLS=get_pdf[ARGS]{"url": "https://cv.example.com/omar.pdf", "sql": "SELECT * FROM resume"}',
            ["parse_resume", "fa_offer"],
            {
                "type": "action",
                "tool": "get_pdf",
                "args": {"url": "https://cv.example.com/omar.pdf", "sql": "SELECT * FROM resume"},
            },
        ),
        (
            '>>>all\n>>>fa_offer({\n    "candidate_email": "zhang.min@example.cn",\n    "annual_salary": 42000000,\n    "start_date": "2027-02-01"\n})\n\nThis message is asking the user to send an offer letter. They provide the candidate\'s email, annual salary, and start date for a job opening. This type of message is typically used to express a request or invitation for a job.',
            ["fa_offer", "post_job"],
            {
                "type": "action",
                "tool": "fa_offer",
                "args": {
                    "candidate_email": "zhang.min@example.cn",
                    "annual_salary": 42000000,
                    "start_date": "2027-02-01",
                },
            },
        ),
        (
            "A user wants to find a candidate for a role who has been Kubernetes and 5 years of experience in the field of Kubernetes and 2 years of experience in the field of software engineering.\n\nThe function should accept the following arguments:\n- `function_name`: a string for the function name\n- `function_args`: a list of function-name-value pairs for the function\n- `function_kwargs`: a list of function-name-value pairs for the function\n\nThe function should return a list of candidates who have been Kubernetes and 5 years of experience in the field of Kubernetes and 2 years of experience in the field of software engineering.",
            ["searchCandidates", "parse_resume"],
            {
                "type": "final",
                "answer": "A user wants to find a candidate for a role who has been Kubernetes and 5 years of experience in the field of Kubernetes and 2 years of experience in the field of software engineering.\n\nThe function should accept the following arguments:\n- `function_name`: a string for the function name\n- `function_args`: a list of function-name-value pairs for the function\n- `function_kwargs`: a list of function-name-value pairs for the function\n\nThe function should return a list of candidates who have been Kubernetes and 5 years of experience in the field of Kubernetes and 2 years of experience in the field of software engineering.",
            },
        ),
        (
            "schedule_interview\ncandidate_email ana.lima@example.com\nannual_salary 165000\nstart_date 2027-01-11",
            ["fa_offer", "schedule_interview"],
            {
                "type": "action",
                "tool": "schedule_interview",
                "args": {
                    "candidate_email": "ana.lima@example.com",
                    "annual_salary": 165000,
                    "start_date": "2027-01-11",
                },
            },
        ),
        (
            "<|tool_calls_section_begin|>\nfunctions.parse_resume:0\nfunctions.fa_offer:1\n<|tool_calls_section_end|>",
            ["parse_resume", "fa_offer"],
            {"type": "action", "tool": "parse_resume", "args": {}},
        ),
        (
            '<|tool_calls_section_begin|>\nfunctions.schedule_interview:3\nfunctions.searchCandidates:{"skills":["软件开发","数据分析","数据分析","计算机网络"]}:12\n<|tool_calls_section_end|>',
            ["schedule_interview", "searchCandidates"],
            {"type": "action", "tool": "schedule_interview", "args": {}},
        ),
        (
            "<function=fa_offer>\n<candidate_email=ana.lima@example.com>\n<annual_salary=165000>\n<start_date=2027-01-11>\n",
            ["fa_offer", "schedule_interview"],
            {
                "type": "action",
                "tool": "fa_offer",
                "args": {
                    "candidate_email": "ana.lima@example.com",
                    "annual_salary": 165000,
                    "start_date": "2027-01-11",
                },
            },
        ),
        (
            '```py\ndef post_job(title: str, salary_range: list[int], remote: bool = False) -> str:\n    """Post a job opening."""\n\ndef searchCandidates(skills: list[str], min_years: int = 0) -> str:\n    """Search the talent pool."""\n\ndef final_answer(answer: any) -> any:\n    """Provides a final answer."""\n\ntitle = "Senior Rust Engineer"\nsalary_range = [180000, 220000]\nremote = True\nresult = searchCandidates(skills, min_years)\nprint(f\'',
            ["post_job", "searchCandidates", "final_answer"],
            {"type": "action", "tool": "searchCandidates", "input": "skills, min_years"},
        ),
        # Vietnamese 'Câu trả lời:'; words on the Action line over a Final Answer; Seed-OSS's list
        # in its tag with a ']' too many; JavaScript's 'new Offer(…)' is no call; ChatGLM3's
        # tool_call(…) under the fence's imports (qwen 0.5B, b727).
        (
            "Câu trả lời:\nZhang Min, một软件开发工程师，已经发布了一个长期的工作机会，年薪 42 万，2027 年 2 月 1 日入职。我想向您表达我的感谢，并期待有机会继续这个机会。",
            ["fa_offer", "post_job"],
            {
                "type": "final",
                "answer": "Zhang Min, một软件开发工程师，已经发布了一个长期的工作机会，年薪 42 万，2027 年 2 月 1 日入职。我想向您表达我的感谢，并期待有机会继续这个机会。",
            },
        ),
        (
            "Pikiran: todosya kepada yang menggaik kembali\nMegai: todosya, jika yang aku menyusunakuka kau kenak\nPangintrak: todosya, kami berbuat jadi kamera\nTindakan: kami berbawala\nJawaban Akhir: kami berbawala\n\nTindakan, ditambaranakan untuk kalau selalu mahu jika kembali.\n\nPakai tikkumenya jika dengan buka candidate dengan pakai yang ada tinda keduduk.\n\nSelamat datang:\n\nPakai pakai yang dikawati, ditamukan yang tidak lebih berbaikan, kebenarkan cuma kembali.\n\nPakai tak benar sering dikembangkan, mahu menunjukakan kalau memperlui candidate.\n\nPakai tak benar sikri, ditambaranakan ternakat tika.\n\nBirut:\n\nBirut:\n\nBirut:\n\nSekarang:\n\nPakai tak benar sikri, mahu menunjukakan kalau memperlui candidate.\n\n",
            ["searchCandidates", "parse_resume"],
            {
                "type": "final",
                "answer": "kami berbawala\n\nTindakan, ditambaranakan untuk kalau selalu mahu jika kembali.\n\nPakai tikkumenya jika dengan buka candidate dengan pakai yang ada tinda keduduk.\n\nSelamat datang:\n\nPakai pakai yang dikawati, ditamukan yang tidak lebih berbaikan, kebenarkan cuma kembali.\n\nPakai tak benar sering dikembangkan, mahu menunjukakan kalau memperlui candidate.\n\nPakai tak benar sikri, ditambaranakan ternakat tika.\n\nBirut:\n\nBirut:\n\nBirut:\n\nSekarang:\n\nPakai tak benar sikri, mahu menunjukakan kalau memperlui candidate.",
            },
        ),
        (
            '<seed:tool_call>\n<function=searchCandidates>\n<parameter=skills=["Go", "web", "database", "security"]]\n<parameter=min_years=3>\n</function>\n',
            ["searchCandidates", "schedule_interview"],
            {
                "type": "action",
                "tool": "searchCandidates",
                "args": {"skills": ["Go", "web", "database", "security"], "min_years": 3},
            },
        ),
        (
            "You can just create a new item in a template of a tool:\n<pre><code>\nfunction create_offer_2027_0111() {\n  let item = new Offer({\n    title: '165000',\n    description: '165000 ANAYA AANCIANA'\n  })\n  return item\n}\n\nitem1.custom_type = {\n  name: '165000',\n  description: '165000 ANAYA AANCIANA'\n}\nitem2.custom_type = {\n  name: '165000',\n  description: '165000 ANAYA AANCIANA'\n}\n\nlet newItem1 = item1.create({\n  title: '165000',\n  description: '165000 ANAYA AANCIANA'\n})\nnewItem2.custom_type = {\n  name: '165000',\n  description: '165000 ANAYA AANCIANA'\n}\nnewItem1.sendItem = newItem2\n}\n\nlet item123 = item1.createItem({\n  title: '165000',\n  description: '165000 ANAYA AANCIANA'\n});\nlet item1",
            ["fa_offer", "schedule_interview"],
            {
                "type": "final",
                "answer": "You can just create a new item in a template of a tool:\n<pre><code>\nfunction create_offer_2027_0111() {\n  let item = new Offer({\n    title: '165000',\n    description: '165000 ANAYA AANCIANA'\n  })\n  return item\n}\n\nitem1.custom_type = {\n  name: '165000',\n  description: '165000 ANAYA AANCIANA'\n}\nitem2.custom_type = {\n  name: '165000',\n  description: '165000 ANAYA AANCIANA'\n}\n\nlet newItem1 = item1.create({\n  title: '165000',\n  description: '165000 ANAYA AANCIANA'\n})\nnewItem2.custom_type = {\n  name: '165000',\n  description: '165000 ANAYA AANCIANA'\n}\nnewItem1.sendItem = newItem2\n}\n\nlet item123 = item1.createItem({\n  title: '165000',\n  description: '165000 ANAYA AANCIANA'\n});\nlet item1",
            },
        ),
        (
            '```python\nfrom parse_resume import parse_resume\n\n# Call the parse_resume tool to extract name, skills, and years of experience from the resume.\ntool_call(url="https://cv.example.com/liwei.pdf")\n```\n\nThis will use the `parse_resume` tool to read the contents of the resume and extract the necessary information about the person. The `tool_call` function is called with the URL of the resume as an argument. This will then output the extracted information.',
            ["parse_resume", "post_job"],
            {
                "type": "action",
                "tool": "parse_resume",
                "args": {"url": "https://cv.example.com/liwei.pdf"},
            },
        ),
        # A verb for 'run it' on the Action line, the tool named in the input; Granite's marker
        # with nothing in it (qwen 0.5B, b728).
        (
            "Pensamento: Para verificar o reading of EM-20931 on 2026-09, você precisaria usar o seguinte comando:\n\nmeterReading EM-20931 2026-09\n\nAção: executar\nEntrada da ação: meterReading EM-20931 2026-09",
            ["meterReading", "topup_card"],
            {"type": "action", "tool": "meterReading", "input": "EM-20931 2026-09"},
        ),
        ("|tool_call|]", ["set_thermostat", "meterReading"], {"type": "error"}),
        # Indonesian 'Jawab:' and the Pengamatan stop word cut at the end; 'TOOL_CALLS' as a word
        # before a Python call (qwen 0.5B, b730).
        (
            "Jawab: jika dalam menantunjukakan bukunya, pakai pikiran juga terdapat 3+ jumilak 3+ jumilak, pakai pikiran yang dibutakan kabiri, pakai pikiran yang dibutakan pakai 3+ jumilak, pakai pikiran yang dibutakan pakai 3+ jumilak.\n\nInput Tindakan: pakai pikiran 3+ jumilak, pakai pikiran yang dibutakan, pakai pikiran yang dibutakan, pakai pikiran yang dibutakan, pakai pikiran yang dibutakan,\nInput Teknisi: 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak.\n\nPekerang: 2+ jumilak 3+ jumilak.\n\nOutput: 2+ jumilak 3+ jumilak.\n\nPengamatan",
            ["searchCandidates", "schedule_interview"],
            {
                "type": "final",
                "answer": "jika dalam menantunjukakan bukunya, pakai pikiran juga terdapat 3+ jumilak 3+ jumilak, pakai pikiran yang dibutakan kabiri, pakai pikiran yang dibutakan pakai 3+ jumilak, pakai pikiran yang dibutakan pakai 3+ jumilak.\n\nInput Tindakan: pakai pikiran 3+ jumilak, pakai pikiran yang dibutakan, pakai pikiran yang dibutakan, pakai pikiran yang dibutakan, pakai pikiran yang dibutakan,\nInput Teknisi: 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak, 3+ jumilak 3+ jumilak.\n\nPekerang: 2+ jumilak 3+ jumilak.\n\nOutput: 2+ jumilak 3+ jumilak.",
            },
        ),
        (
            'TOOL_CALLS schedule_interview({"candidate_email": "ana.lima@example.com", "start": "2026-12-09 15:00", "minutes": 30});',
            ["schedule_interview", "fa_offer"],
            {
                "type": "action",
                "tool": "schedule_interview",
                "args": {
                    "candidate_email": "ana.lima@example.com",
                    "start": "2026-12-09 15:00",
                    "minutes": 30,
                },
            },
        ),
        (
            'TOOL_CALLS post_job("Senior Rust Engineer", [180000, 220000], true)',
            ["post_job", "searchCandidates"],
            {
                "type": "action",
                "tool": "post_job",
                "input": '"Senior Rust Engineer", [180000, 220000], true',
            },
        ),
        # Russian 'Ответ:' opens the answer (qwen 0.5B, b732).
        (
            "Ответ: Вклюсы 8 хемё, я стараёё, так как 2022 ваш 1140, если эта страница чьишь на 1241 новых самых ёста.\nМысль: 100, 2022, 1140, передались, перескайся.\nВозможное ответ: Большая красия, 100, 100, галериная курс, перескайся.\nПрогножа говор на жизнь: Буёешься, 2023, могут Бибильерам.\n\nВ нашем случаи, такаженькам, жидкрышам, как букварьмам, Бибильерам, курс, мойальное, т",
            ["report_outage", "set_thermostat"],
            {
                "type": "final",
                "answer": "Вклюсы 8 хемё, я стараёё, так как 2022 ваш 1140, если эта страница чьишь на 1241 новых самых ёста.\nМысль: 100, 2022, 1140, передались, перескайся.\nВозможное ответ: Большая красия, 100, 100, галериная курс, перескайся.\nПрогножа говор на жизнь: Буёешься, 2023, могут Бибильерам.\n\nВ нашем случаи, такаженькам, жидкрышам, как букварьмам, Бибильерам, курс, мойальное, т",
            },
        ),
        # The Action label glued after the Thought label in Indonesian (qwen 0.5B, b733).
        (
            "Pertanyaan: 解析这份简历：https://cv.example.cn/zhangmin.pdf\nPikiran: Selalu pikirkan apa yang harus dilakukan.\nPikiran: Parse_resume\nPikiran: Tindakan: schedule_interview\nInput Tindakan: 2023-04-05",
            ["parse_resume", "schedule_interview"],
            {"type": "action", "tool": "schedule_interview", "input": "2023-04-05"},
        ),
        # b734 (qwen2.5-coder-0.5b and smollm2 under other frameworks' prompts, tool set 53): a JSON
        # object keyed by the tools' names (their arguments: the first call; their schemas: the tool
        # list echoed); "# Final answer" as a comment in a ```py fence; calls inside a function the
        # code never calls (a fuzzy name, a method of another object); unquoted keyword
        # values beside
        # a JSON one; quoted attributes as typed; Magistral's name then its arguments in a list; an
        # element named for a tool in another case
        (
            '```json\n{\n  "ocr_v2": {\n    "image_url": "https://img.example.com/inv/1187.png",\n    "lang": "en"\n  },\n  "setMetadata": {\n    "object_key": "invoices/1187.png",\n    "metadata": {\n      "total": "500.00"\n    }\n  }\n}\n```',
            ["ocr_v2", "setMetadata"],
            {
                "type": "action",
                "tool": "ocr_v2",
                "args": {"image_url": "https://img.example.com/inv/1187.png", "lang": "en"},
            },
        ),
        (
            '```json\n{\n  "list_objects": {\n    "properties": {\n      "bucket": {\n        "type": "string"\n      },\n      "prefix": {\n        "anyOf": [{"type": "string"}, {"type": "null"}], "default": null}\n    },\n    "required": ["bucket"],\n    "type": "object"\n  },\n  "share_link": {\n    "properties": {\n      "object_key": {\n        "type": "string"\n      },\n      "expires_hours": {\n        "default": 24,\n        "type": "integer"\n      }\n    },\n    "required": ["object_key"],\n    "type": "object"\n  }\n}\n```',
            ["list_objects", "share_link"],
            {"type": "error"},
        ),
        (
            '```py\ndef share_link(object_key: str, expires_hours: int = 24) -> str:\n    """Create a download link for an object."""\n\ndef list_objects(bucket: str, prefix: str | None = None, limit: int = 100) -> str:\n    """List the objects in a bucket."""\n\n# Final answer\nfinal_answer("https://finance-docs.reports.q3.pdf")\n```',
            ["share_link", "list_objects", "final_answer"],
            {
                "type": "action",
                "tool": "final_answer",
                "input": "https://finance-docs.reports.q3.pdf",
            },
        ),
        (
            "```python\ndef upload_file_to_finance_docs(file_path):\n    upload_json_file(file_path, 'uploads', {})\n```\n\n- `file_path` is the path to the file you want to upload to your finance-docs bucket.\n- `upload_json_file` is the function to be called.\n- `*` indicates the list of options to use.",
            ["upload_file", "share_link"],
            {
                "type": "final",
                "answer": "```python\ndef upload_file_to_finance_docs(file_path):\n    upload_json_file(file_path, 'uploads', {})\n```\n\n- `file_path` is the path to the file you want to upload to your finance-docs bucket.\n- `upload_json_file` is the function to be called.\n- `*` indicates the list of options to use.",
            },
        ),
        (
            '[ocr_v2(image_url=https://img.example.com/inv/1187.png, lang=en, metadata={"total": "1187.00"})]',
            ["ocr_v2", "setMetadata"],
            {
                "type": "action",
                "tool": "ocr_v2",
                "args": {
                    "image_url": "https://img.example.com/inv/1187.png",
                    "lang": "en",
                    "metadata": {"total": "1187.00"},
                },
            },
        ),
        (
            '<seed:tool_call>\n<function=list_objects>\n<parameter bucket="finance-docs">\n<parameter prefix="reports/">\n<parameter limit="20">\n</parameter>\n</function>\n',
            ["list_objects", "upload_file"],
            {
                "type": "action",
                "tool": "list_objects",
                "args": {"bucket": "finance-docs", "prefix": "reports/", "limit": "20"},
            },
        ),
        (
            '[TOOL_CALLS]ocr_v2[{"image_url": "https://example.com/2026/租赁合同.pdf", "lang": "en"}]{JSON arguments}; else answer the user.',
            ["setMetadata", "ocr_v2"],
            {
                "type": "action",
                "tool": "ocr_v2",
                "args": {"image_url": "https://example.com/2026/租赁合同.pdf", "lang": "en"},
            },
        ),
        (
            '<List_objects bucket="finance-docs" prefix="/reports/" limit="20">',
            ["list_objects", "upload_file"],
            {
                "type": "action",
                "tool": "list_objects",
                "args": {"bucket": "finance-docs", "prefix": "/reports/", "limit": "20"},
            },
        ),
        (
            '```python\nfrom boto3 import s3\n\ndef upload_file(path: str, bucket: str, public: bool = False) -> str:\n    """\n    Upload a local file to a storage bucket.\n\n    Parameters:\n    path (str): The local file path.\n    bucket (str): The storage bucket name.\n    public (bool): Whether to make the object public. Default is False.\n    """\n\n    s3_client = s3.client(\'s3\')\n    \n    file_name = path.split(\'/\')[-1]\n    \n    s3_client.upload_file(file_name, bucket, file_name, server_side=False)\n    \n    return f"File \'{file_name}\' uploaded to bucket {bucket}"\n```',
            ["upload_file", "list_objects"],
            {
                "type": "final",
                "answer": '```python\nfrom boto3 import s3\n\ndef upload_file(path: str, bucket: str, public: bool = False) -> str:\n    """\n    Upload a local file to a storage bucket.\n\n    Parameters:\n    path (str): The local file path.\n    bucket (str): The storage bucket name.\n    public (bool): Whether to make the object public. Default is False.\n    """\n\n    s3_client = s3.client(\'s3\')\n    \n    file_name = path.split(\'/\')[-1]\n    \n    s3_client.upload_file(file_name, bucket, file_name, server_side=False)\n    \n    return f"File \'{file_name}\' uploaded to bucket {bucket}"\n```',
            },
        ),
        # b735 (qwen2.5-coder-0.5b under tao's react format): a bracketed list of tools,
        # one made up, on the Action line is no choice; the Final Answer below it is the
        # step
        (
            "Thought: 你需要找到一个可以用于下载的法律文件。\nAction: [share_link, download_file]\nAction Input: 7 天\n然后停下，等待 Observation。需要查询或计算时必须调用工具，禁止编造结果。信息足够时回复：\nFinal Answer: https://example.com/legal/2026/租赁合同.pdf",
            ["share_link", "upload_file"],
            {"type": "final", "answer": "https://example.com/legal/2026/租赁合同.pdf"},
        ),
        # b737 (a small Qwen2.5 policy in SkyRL's CTU-Agent tau-bench runs): a second
        # tool_calls list
        # nested in the first call's object; b738 (ACEBench's saved results): a call whose argument
        # holds a "description" is no echo of definitions, and a keyword's "=" left out before its
        # object
        (
            '{"tool_calls": [{"function": {"name": "search_direct_flight", "arguments": {"origin": "JFK", "destination": "SEA", "date": "2024-05-20", "flight_type": "one_way", "cabin": "economy", "flights": [{"flight_number": "HAT069", "date": "2024-05-20"}], "passengers": [{"first_name": "John", "last_name": "Doe", "dob": "1990-01-01"}], "payment_methods": [{"payment_id": "credit_card_7815826", "amount": 121}]}}, "tool_calls": [{"function": {"name": "book_reservation", "arguments": {"user_id": "sara_doe_496", "origin": "JFK", "destination": "SEA", "flight_type": "one_way", "cabin": "economy", "flights": [{"flight_number": "HAT069", "date": "2024-05-20"}], "passengers": [{"first_name": "John", "last_name": "Doe", "dob": "1990-01-01"}], "payment_methods": [{"payment_id": "credit_card_7815826", "amount": 121}], "total_baggages": 2, "nonfree_baggages": 0, "insurance": "yes"}}}]}]}',
            [
                "book_reservation",
                "calculate",
                "cancel_reservation",
                "get_reservation_details",
                "get_user_details",
                "list_all_airports",
            ],
            {
                "type": "action",
                "tool": "search_direct_flight",
                "args": {
                    "origin": "JFK",
                    "destination": "SEA",
                    "date": "2024-05-20",
                    "flight_type": "one_way",
                    "cabin": "economy",
                    "flights": [{"flight_number": "HAT069", "date": "2024-05-20"}],
                    "passengers": [{"first_name": "John", "last_name": "Doe", "dob": "1990-01-01"}],
                    "payment_methods": [{"payment_id": "credit_card_7815826", "amount": 121}],
                },
            },
        ),
        (
            '[SurveyDistributor_createAndSend(surveyDetails={"title": "Product Feedback Survey", "description": "Gathering insights on our latest product release", "questions": [{"questionText": "How satisfied are you with the product?", "responseType": "rating"}, {"questionText": "What features do you like the most?", "responseType": "text"}, {"questionText": "Would you recommend this product to a friend?", "responseType": "yes/no"}]}, distributionChannels=["online"])]',
            ["SurveyDistributor_createAndSend"],
            {
                "type": "action",
                "tool": "SurveyDistributor_createAndSend",
                "args": {
                    "surveyDetails": {
                        "title": "Product Feedback Survey",
                        "description": "Gathering insights on our latest product release",
                        "questions": [
                            {
                                "questionText": "How satisfied are you with the product?",
                                "responseType": "rating",
                            },
                            {
                                "questionText": "What features do you like the most?",
                                "responseType": "text",
                            },
                            {
                                "questionText": "Would you recommend this product to a friend?",
                                "responseType": "yes/no",
                            },
                        ],
                    },
                    "distributionChannels": ["online"],
                },
            },
        ),
        (
            "[\nhospital_record_fetch(patient_id='A123',hospitalization_period{'start_date':'January1,2023','end_date':'March31,2023'}),\nhospital_record_fetch(patient_id='B456',hospitalization_period{'start_date':'January1,2023','end_date':'March31,2023'}),\nhospital_record_fetch(patient_id='C789',hospitalization_period{'start_date':'January1,2023','end_date':'March31,2023'}),\nhospital_record_fetch(patient_id='D012',hospitalization_period={'start_date':'January1,2023','end_date':'March31,2023'})]",
            ["hospital_record_fetch"],
            {
                "type": "action",
                "tool": "hospital_record_fetch",
                "args": {
                    "patient_id": "A123",
                    "hospitalization_period": {
                        "start_date": "January1,2023",
                        "end_date": "March31,2023",
                    },
                },
            },
        ),
        # b736 (qwen2.5-coder-0.5b and smollm2 under other frameworks' prompts, tool set
        # 53): AutoGPT's
        # musings cut off before any command; BeeAI's echoed definition with its values given below
        # it; a Cline element cut off in its value; a sentence as a JSON call's tool name; harmony's
        # header with its NAME placeholder before a registered name; a verb and its object
        # on the Tool
        # line; "Action入力"
        (
            '{\n  "thoughts": {\n    "observations": "To list files under `reports/` in `finance-docs`, we need to follow these steps:\n    - Identify the bucket containing the files: `finance-docs`\n    - Specify the prefix for the files: `reports/`\n    - Set the limit to 20 files\n    - Use the `list_objects` tool to retrieve the files\n  },\n  "text": "To list files under `reports/` in `finance-docs`, we need to follow these steps:\n    - Identify the bucket containing the files: `finance-docs`\n    - Specify the prefix for the files: `reports/`\n    - Set the limit to 20 files\n    - Use the `list_objects` tool to retrieve the files"\n  },\n  "reasoning": "The `list_objects` tool is used to list objects in a bucket. In this case, we need to specify the bucket and prefix. The `list_objects` tool will return a list of objects that match the specified criteria. We also need to set the limit to 20 files in order to ensure we only get the 20 most recent files in the bucket."\n  "self_criticism": "The list_objects tool does not provide a built-in way to limit the number of files returned. We need to manually adjust the limit in the request. The list_objects tool is a command-line tool, and it does not have a built-in limit."\n  "plan": ["use_tool", "upload_file"],\n  "',
            ["list_objects", "upload_file"],
            {"type": "error"},
        ),
        (
            'Thought: To generate a 7-day valid download link, we need to calculate the Unix timestamp and add 7 days to it. Then, we can use the `share_link` function to create the download link for the PDF file.\n\nFunction Name: share_link\nDescription: Create a download link for an object.\nParameters: {"object_key": {"type": "string"}, "expires_hours": {"default": 24, "type": "integer"}}\n\nFunction Input: \n{"object_key": "legal/2026/租赁合同.pdf", "expires_hours": 7}\n\n',
            ["share_link", "upload_file"],
            {
                "type": "action",
                "tool": "share_link",
                "args": {"object_key": "legal/2026/租赁合同.pdf", "expires_hours": 7},
            },
        ),
        (
            "```xml\n<list_objects>\n<bucket>legal</bucket>\n<prefix>2026/01/01/00-00-00/01/02/01/03/04/05/06/07/08/09/10/11/12/13/14/15/16/17/18/19/20/21/22/23/24/25/26/27/28/29/30/31/32/33/34/35/36/37/38/39/40/41/42/43/44/45/46/47/48/49/50/51/52/53/54/55/56/57/58/59/60/61/62/63/64/65/66/67/68/69/70/71/72/73/74/75/76/77/78/79/80/81/82/83/84/85/86/87/88/89/90/91/92/93/9",
            ["list_objects", "share_link", "attempt_completion"],
            {
                "type": "action",
                "tool": "list_objects",
                "args": {
                    "bucket": "legal",
                    "prefix": "2026/01/01/00-00-00/01/02/01/03/04/05/06/07/08/09/10/11/12/13/14/15/16/17/18/19/20/21/22/23/24/25/26/27/28/29/30/31/32/33/34/35/36/37/38/39/40/41/42/43/44/45/46/47/48/49/50/51/52/53/54/55/56/57/58/59/60/61/62/63/64/65/66/67/68/69/70/71/72/73/74/75/76/77/78/79/80/81/82/83/84/85/86/87/88/89/90/91/92/93/9",
                },
            },
        ),
        (
            'Action:\n```json\n[\n    {\n        "tool_name": "Action: List finance-docs and share the newest report for 12 hours",\n        "parameters": {\n            "bucket": "finance-docs",\n            "prefix": "finance-docs/12-hour-reports",\n            "limit": 100\n        }\n    }\n]\n```',
            ["list_objects", "share_link", "directly_answer"],
            {"type": "error"},
        ),
        (
            '<|start|>functions.NAME:setMetadata({"object_key":"report/q3.pdf","metadata": {"additionalProperties": {"type": "string"}, "type": "object"}, "type": "object"}}<|constrain|>json<|message|>{arguments}',
            ["setMetadata", "share_link"],
            {
                "type": "action",
                "tool": "setMetadata",
                "args": {
                    "object_key": "report/q3.pdf",
                    "metadata": {"additionalProperties": {"type": "string"}, "type": "object"},
                    "type": "object",
                },
            },
        ),
        (
            "Question: Give me a 48-hour link to finance-docs/reports/q3.pdf.\nThought: What to do next\nTool: create a link to finance-docs/reports/q3.pdf\nTools: Share_link, list_objects, Thought: What to do next\nTool: Share_link, list_objects, thought\n",
            ["share_link", "list_objects"],
            {"type": "error"},
        ),
        (
            'Action：setMetadata\nAction入力："Tag reports/q3.pdf with owner=finance and year=2026"',
            ["setMetadata", "share_link"],
            {
                "type": "action",
                "tool": "setMetadata",
                "input": "Tag reports/q3.pdf with owner=finance and year=2026",
            },
        ),
        # b739 (qwen2.5-coder-0.5b under tao's react and json-blob formats): figures
        # beside one tool in the copied list are no choice of several; a tool's definition
        # echoed after a line of lead-in is no answer
        (
            "Thought: 计算配速\nAction: [paceCalc, 5, 27, 30] 之一\nAction Input: 5 公里，27 分 30 秒\nFinal Answer: 20公里/小时",
            ["paceCalc", "yundong_jihua"],
            {"type": "action", "tool": "paceCalc", "input": "5 公里，27 分 30 秒"},
        ),
        (
            'In the context of the original JSON, \n```json\n{\n  "name": "heart_rate_zones",\n  "description": "Training heart-rate zones for an age and resting pulse.",\n  "parameters": {\n    "age": {\n      "type": "number"},\n      "resting_bpm": {\n        "type": "integer"},\n      "time": {\n        "type": "string"},\n      "distance_km": {\n        "type": "number"},\n      "time": {\n        "type": "string"}\n      },\n  "actions": [\n    {\n      "title": "paceCalc",\n      "description": "Pace per km for a distance run in a time (H:MM:SS).",\n      "parameters": {\n        "age": {\n          "type": "integer"},\n          "time": {\n            "type": "string"},\n          "distance_km": {\n              "type": "number"},\n              "time": {\n                "type": "string"},\n              "time": "H:MM:SS"\n          },\n        },\n      },\n      "data": {\n        "type": "list",\n        "items": {\n          "id": "11",\n          "data": [\n            {\n              "name": "Heartrate",\n              "value": "12345",\n              "description": "重头结束问题，我小心，但是没有问题，你可',
            ["heart_rate_zones", "paceCalc"],
            {"type": "error"},
        ),
        # b741 (a Qwen2.5 policy in SkyRL's CTU-Agent tau-bench runs): one call's
        # arguments split under two keys, its object a brace short inside the list; b740
        # (qwen2.5-coder-0.5b under ReWOO's prompt): the evidence's call in parentheses
        (
            '{"tool_calls": [{"function": {"name": "book_reservation", "arguments": {"user_id": "mia_li_3668", "origin": "JFK", "destination": "SEA", "flight_type": "one_way", "cabin": "economy", "flights": [{"flight_number": "HAT001", "date": "2024-05-20"}]}, "arguments": {"passengers": [{"first_name": "Mia", "last_name": "Li", "dob": "1990-01-01"}], "payment_methods": [{"payment_id": "credit_card_7815826", "amount": 250.0}], "total_baggages": 2, "nonfree_baggages": 0, "insurance": "yes", "flight_type": "one_way", "cabin": "economy", "date": "2024-05-20", "departure_time": "11:00"}}}]',
            ["book_reservation", "search_direct_flight"],
            {
                "type": "action",
                "tool": "book_reservation",
                "args": {
                    "user_id": "mia_li_3668",
                    "origin": "JFK",
                    "destination": "SEA",
                    "flight_type": "one_way",
                    "cabin": "economy",
                    "flights": [{"flight_number": "HAT001", "date": "2024-05-20"}],
                    "passengers": [{"first_name": "Mia", "last_name": "Li", "dob": "1990-01-01"}],
                    "payment_methods": [{"payment_id": "credit_card_7815826", "amount": 250.0}],
                    "total_baggages": 2,
                    "nonfree_baggages": 0,
                    "insurance": "yes",
                    "date": "2024-05-20",
                    "departure_time": "11:00",
                },
            },
        ),
        (
            '{"tool_calls": [{"function": {"name": "book_reservation", "arguments": {"user_id": "mia_li_3668", "origin": "JFK", "destination": "SEA", "flight_type": "one_way", "cabin": "economy", "flights": [{"flight_number": "HAT001", "date": "2024-05-20"}]}, "arguments": {"passengers": [{"first_name": "Mia", "last_name": "Li", "dob": "1990-01-01"}], "payment_methods": [{"payment_id": "credit_card_7815826", "amount": 250.0}, {"payment_id": "certificate_7815826", "amount": 150.0}], "total_baggages": 3, "nonfree_baggages": 0, "insurance": "no", "flight_type": "one_way", "cabin": "economy", "date": "2024-05-20", "departure_time": "11:00", "find_cheapest_option": true}}]}',
            ["book_reservation", "search_direct_flight"],
            {
                "type": "action",
                "tool": "book_reservation",
                "args": {
                    "user_id": "mia_li_3668",
                    "origin": "JFK",
                    "destination": "SEA",
                    "flight_type": "one_way",
                    "cabin": "economy",
                    "flights": [{"flight_number": "HAT001", "date": "2024-05-20"}],
                    "passengers": [{"first_name": "Mia", "last_name": "Li", "dob": "1990-01-01"}],
                    "payment_methods": [
                        {"payment_id": "credit_card_7815826", "amount": 250.0},
                        {"payment_id": "certificate_7815826", "amount": 150.0},
                    ],
                    "total_baggages": 3,
                    "nonfree_baggages": 0,
                    "insurance": "no",
                    "date": "2024-05-20",
                    "departure_time": "11:00",
                    "find_cheapest_option": True,
                },
            },
        ),
        (
            "To determine my heart-rate zones based on resting pulse and age, I can use the training heart-rate zones tool, which takes two input parameters: the resting pulse (58) and the age (38). The tool will output a list of heart-rate zones for each age group.\n\nPlan: Training heart-rate zones\n#E1 = heart_rate_zones(58, 38)\n```",
            ["heart_rate_zones"],
            {"type": "action", "tool": "heart_rate_zones", "input": "58, 38"},
        ),
        # b742 (qwen2.5-coder-0.5b and smollm2 under other frameworks' prompts, tool set
        # 54): DSPy's field markers numbered between fence lines, no value in any;
        # LLMCompiler's template word 'tool' as a plan's call; Magistral's [THINK] opened
        # at the reply's very end
        (
            "1. [## next_thought ##]\n```\n2. [## next_tool_name ## ]\n```\n```\n3. [## next_tool_args ## ]\n```\n```\n4. [## finish ## ]\n```\n```\n5. [## finish # 22 ]\n```\n```\n6. [## next_tool_items ## ]\n```\n```\n```\n```\n7. [## finish # 14 ]\n```\n```\n```\n```\n```\n```\n```\n```\n```\n\n**2. [## next_tool_items ## ]\n```\n```\n```\n```\n```\n```\n```\n```\n\n*\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n\n### 1. [## next_thought ## ]\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n```\n",
            ["book_court", "log_workout", "finish"],
            {"type": "error"},
        ),
        (
            "1. tool(club='星河羽毛球馆', date='12月14日', hour=8, partners=None)",
            ["book_court", "log_workout", "join"],
            {
                "type": "action",
                "tool": "tool",
                "args": {"club": "星河羽毛球馆", "date": "12月14日", "hour": 8, "partners": None},
            },
        ),
        (
            "Based on the information given:\n\n- Resting pulse: 58 bpm\n- Age: 38\n\nTo determine your zones, I need to understand the relationship between resting pulse and heart rate. Let's consider the formula for heart rate:\n\n\\[ \\text{Heart rate} = 70 + 2 \\times (2 \\times \\text{resting pulse}) \\]\n\nFirst, let's calculate the resting pulse:\n\n\\[ \\text{resting pulse} = 58 \\]\n\nNext, we calculate the heart rate formula:\n\n\\[ \\text{Heart rate} = 70 + 2 \\times (2 \\times 58) \\]\n\n\\[ \\text{Heart rate} = 70 + 2 \\times 116 \\]\n\n\\[ \\text{Heart rate} = 70 + 232 \\]\n\n\\[ \\text{Heart rate} = 202 \\]\n\nSo, my zones are 202 bpm.\n\n[THINK]",
            ["heart_rate_zones", "log_workout"],
            {
                "type": "final",
                "answer": "Based on the information given:\n\n- Resting pulse: 58 bpm\n- Age: 38\n\nTo determine your zones, I need to understand the relationship between resting pulse and heart rate. Let's consider the formula for heart rate:\n\n\\[ \\text{Heart rate} = 70 + 2 \\times (2 \\times \\text{resting pulse}) \\]\n\nFirst, let's calculate the resting pulse:\n\n\\[ \\text{resting pulse} = 58 \\]\n\nNext, we calculate the heart rate formula:\n\n\\[ \\text{Heart rate} = 70 + 2 \\times (2 \\times 58) \\]\n\n\\[ \\text{Heart rate} = 70 + 2 \\times 116 \\]\n\n\\[ \\text{Heart rate} = 70 + 232 \\]\n\n\\[ \\text{Heart rate} = 202 \\]\n\nSo, my zones are 202 bpm.",
            },
        ),
        # b744 (qwen2.5-coder-0.5b under tao's react-zh prompt): "你可以使用 X 函数来…" offers the
        # tool, it names none
        (
            '思考: 你应该 always think about the best way to get to Riverside Club within my availability.\n行动: 你可以使用 book_court 函数来预订 Riverside Club的场地，同时指定 Ana 和 Tom 的姓名和时间。\n行动输入: 行动的输入参数是 "Riverside Club on 2026-12-12 at 18:00"，Ana 和 Tom 的姓名和时间分别是 "Ana" 和 "Tom"。\n',
            ["book_court", "yundong_jihua"],
            {"type": "error"},
        ),
        # b745 (qwen 0.5B under Haystack's and InternLM2's prompts, tool set 54): the stop
        # string's 'Tool' left at the end; the arguments under a lone 'parameters' key
        # after InternLM2's name token
        (
            "Thought: 为了给定一个 6 周的减脂训练计划，我们需要计划每天的锻炼，以确保消耗摄入的热量与预期摄入的热量匹配。我们也可以使用 yundong_jihua 来创建一个简单的训练计划，而使用 heart_rate_zones 来创建一个更详细和个性化的训练计划。\n\nTool: yundong_jihua\nTool Input: 让我创建一个 6 周减脂训练计划。\nTool ",
            ["yundong_jihua", "heart_rate_zones"],
            {"type": "action", "tool": "yundong_jihua", "input": "让我创建一个 6 周减脂训练计划。"},
        ),
        (
            '<|action_start|><|book_court|> {\n  "parameters": {\n    "club": "Riverside Club",\n    "date": "2026-12-12",\n    "hour": 18,\n    "partners": ["Ana", "Tom"]\n  }\n} ',
            ["book_court", "yundong_jihua"],
            {
                "type": "action",
                "tool": "book_court",
                "args": {
                    "club": "Riverside Club",
                    "date": "2026-12-12",
                    "hour": 18,
                    "partners": ["Ana", "Tom"],
                },
            },
        ),
        # b746 (qwen 0.5B under Kimi K2's prompt, tool set 53): the template's 'name='
        # before a Python call in a fence
        (
            '```json\nname=setMetadata(object_key="legal2026/租赁合同.pdf", metadata={"部门":"法务","密级":"内部"})\n```',
            ["setMetadata", "ocr_v2"],
            {
                "type": "action",
                "tool": "setMetadata",
                "args": {
                    "object_key": "legal2026/租赁合同.pdf",
                    "metadata": {"部门": "法务", "密级": "内部"},
                },
            },
        ),
        # b747 (qwen 0.5B under LLMCompiler's and ChatGLM3's prompts, tool set 54): a
        # plan's call with the value it would return quoted after '->'; ChatGLM3's
        # tool_call(…) opening the reply with no name anywhere before it
        (
            '1. heart_rate_zones(age=38, resting_bpm=58) -> "Zone 1, Zone 2, Zone 3, Zone 4, Zone 5, Zone 6, Zone 7, Zone 8, Zone 9, Zone 10"',
            ["heart_rate_zones", "log_workout", "join"],
            {"type": "action", "tool": "heart_rate_zones", "args": {"age": 38, "resting_bpm": 58}},
        ),
        (
            '```python\ntool_call(activity="swim", minutes=45, distance_km=1.8)\n```\n\nNote: The "spaceCalc" tool is not directly available in the given parameters. The "paceCalc" tool should be used to calculatepace per km for a distance run in a time.',
            ["log_workout", "paceCalc"],
            {"type": "error"},
        ),
        # b749 (qwen 0.5B under Bolt's prompt, tool set 53): the template's
        # attribute/value pair filled in is one argument
        (
            'To upload `./合同/租赁合同.pdf` to the `legal` bucket, you would create an artifact with the following attributes:\n\n```xml\n<artifact id="task">\n  <action type="upload_file" attribute="path" value="./合同/租赁合同.pdf" bucket="legal" public="true" />\n</artifact>\n```',
            ["upload_file", "list_objects"],
            {
                "type": "action",
                "tool": "upload_file",
                "args": {"path": "./合同/租赁合同.pdf", "bucket": "legal", "public": "true"},
            },
        ),
        # # DSPy's field markers garbled around a registered tool's name (smollm2 under
        # DSPy's prompt, b574, b637, b653, b742, b747): a call of it
        (
            '[[ [[ get_weather "Lyon" 3] ]]]',
            ["get_weather", "finish"],
            {"type": "action", "tool": "get_weather", "input": '"Lyon" 3'},
        ),
        (
            '[[ search_web ## ]]\n{\n  "query": "tao agent"\n}',
            ["search_web", "finish"],
            {"type": "action", "tool": "search_web", "args": {"query": "tao agent"}},
        ),
        (
            '[[ book_hotel [["city"] = ["Lyon"], "nights"] = 3]]',
            ["book_hotel", "finish"],
            {"type": "action", "tool": "book_hotel", "args": {"city": "Lyon", "nights": 3}},
        ),
        (
            '[[book_hotel]{"city": {"type": "string"}, "nights": {"type": "integer"}}]\n[[finish]{}]',
            ["book_hotel", "finish"],
            {"type": "error"},
        ),
        # # LangChain's ReAct prompt in Italian, Arabic, Hindi and Thai (the labels as the
        # translated prompts in bench/heldout/foreign.py write them), and Turkish's
        # Question label
        (
            "Pensiero: devo cercare il meteo\nAzione: get_weather\nInput dell'azione: Roma\nOsservazione: 20 gradi",
            ["get_weather", "calc"],
            {"type": "action", "tool": "get_weather", "input": "Roma"},
        ),
        (
            "Pensiero: ora conosco la risposta finale\nRisposta finale: A Roma ci sono 20 gradi.",
            ["get_weather", "calc"],
            {"type": "final", "answer": "A Roma ci sono 20 gradi."},
        ),
        (
            "الفكرة: أحتاج إلى معرفة الطقس\nالإجراء: get_weather\nمدخلات الإجراء: الرياض\nالملاحظة: 30",
            ["get_weather", "calc"],
            {"type": "action", "tool": "get_weather", "input": "الرياض"},
        ),
        (
            "الفكرة: أعرف الآن الإجابة النهائية\nالإجابة النهائية: الجو حار في الرياض.",
            ["get_weather", "calc"],
            {"type": "final", "answer": "الجو حار في الرياض."},
        ),
        (
            "विचार: मौसम देखना है\nक्रिया: get_weather\nक्रिया इनपुट: दिल्ली",
            ["get_weather", "calc"],
            {"type": "action", "tool": "get_weather", "input": "दिल्ली"},
        ),
        (
            "विचार: अब मुझे अंतिम उत्तर पता है\nअंतिम उत्तर: दिल्ली में गर्मी है।",
            ["get_weather", "calc"],
            {"type": "final", "answer": "दिल्ली में गर्मी है।"},
        ),
        (
            "ความคิด: ต้องดูสภาพอากาศ\nการกระทำ: get_weather\nข้อมูลนำเข้าของการกระทำ: กรุงเทพ",
            ["get_weather", "calc"],
            {"type": "action", "tool": "get_weather", "input": "กรุงเทพ"},
        ),
        (
            "ความคิด: ตอนนี้ฉันรู้คำตอบสุดท้ายแล้ว\nคำตอบสุดท้าย: กรุงเทพร้อนมาก",
            ["get_weather", "calc"],
            {"type": "final", "answer": "กรุงเทพร้อนมาก"},
        ),
        # # An Action label with its colon left out before a registered tool's name (a
        # student's ReAct lab log, b751)
        (
            "Thought: I need the weather first.\nAction get_weather Lyon",
            ["get_weather", "calc"],
            {"type": "action", "tool": "get_weather", "input": "Lyon"},
        ),
        (
            'Thought: I should search.\n\nI will now use the tool.\nAction search_arxiv query="RAG", limit=1',
            ["search_arxiv"],
            {"type": "action", "tool": "search_arxiv", "input": 'query="RAG", limit=1'},
        ),
        (
            "Thought: look it up\nAction calc",
            ["get_weather", "calc"],
            {"type": "action", "tool": "calc", "input": ""},
        ),
        # # A tag per argument with a key=value line beside it (b750); an empty
        # Observation label before a lone Thought is no text before it (b750)
        (
            "<function=checkCoverage>\n<policy_no=0932>\nitem=home\n</parameter>\n",
            ["checkCoverage", "find_repair_shop"],
            {
                "type": "action",
                "tool": "checkCoverage",
                "args": {"policy_no": "0932", "item": "home"},
            },
        ),
        (
            "관찰:\n\n생각: 보험 정책을 확인해야 합니다.",
            ["checkCoverage", "find_repair_shop"],
            {"type": "error"},
        ),
        (
            "Observation:\n\nThought: I should look the policy up first.",
            ["checkCoverage", "find_repair_shop"],
            {"type": "error"},
        ),
        # # An opening question, paragraphs of prose, then only a Thought: text before the
        # Thought, the whole reply the answer (b753)
        (
            "Question: how do I file it?\n\nSome words the model made up.\nMore of them.\n\nThought: hmm",
            ["file_claim", "checkCoverage"],
            {
                "type": "final",
                "answer": "Question: how do I file it?\n\nSome words the model made up.\nMore of them.\n\nThought: hmm",
            },
        ),
        (
            "प्रश्न: मैं दावा कैसे करूँ?\n\nक्रिया वस्ता करना मित्र से कम है।\n\nविचार: कच राश्च",
            ["file_claim", "checkCoverage"],
            {
                "type": "final",
                "answer": "प्रश्न: मैं दावा कैसे करूँ?\n\nक्रिया वस्ता करना मित्र से कम है।\n\nविचार: कच राश्च",
            },
        ),
        # # Kimi K2's call with its opening tokens stripped by the provider (b755);
        # DeepSeek's DSML element closed by DSML's parameter tag through a Cline bridge
        # (b755)
        (
            'send_message:0<|tool_call_argument_begin|>{"text": "On my way"}<|tool_calls_section_end|>\nsend_message:1<|tool_call_argument_begin|>{"text": "Done"}<|tool_calls_section_end|>',
            ["send_message", "read_file"],
            {"type": "action", "tool": "send_message", "args": {"text": "On my way"}},
        ),
        (
            "<｜DSML｜execute_command>\n <｜DSML｜command>npm test</｜DSML｜parameter>\n <requires_approval>false</requires_approval>\n</｜DSML｜invoke>",
            ["execute_command", "read_file"],
            {
                "type": "action",
                "tool": "execute_command",
                "args": {"command": "npm test", "requires_approval": "false"},
            },
        ),
        # # b756: Granite's call token with only other special tokens after it; AutoGPT's
        # flattened thoughts with text beside speak (speak is said); a call-shaped dict
        # assigned in a program shown in a python fence
        ("|tool_call|<|end_of_role|>", ["grade_lookup", "enroll_course"], {"type": "error"}),
        (
            '{\n  "thoughts": {"observations": "I need the grades."},\n  "text": "I can look the grades up.",\n  "self_criticism": "None.",\n  "speak": "Here are the grades you asked for."\n}',
            ["grade_lookup", "enroll_course"],
            {"type": "final", "answer": "Here are the grades you asked for."},
        ),
        (
            "Here is some code:\n\n```python\ndef show():\n    spec = {'name': 'grade_lookup', 'parameters': {'student_id': 31207}}\n    print(spec)\n```\n\nIt prints the spec.",
            ["grade_lookup", "enroll_course"],
            {
                "type": "final",
                "answer": "Here is some code:\n\n```python\ndef show():\n    spec = {'name': 'grade_lookup', 'parameters': {'student_id': 31207}}\n    print(spec)\n```\n\nIt prints the spec.",
            },
        ),
        # # b760: an input label in the prompt's language mid-line after the tool's name;
        # a placeholder called with the tool's name, then with the arguments; definitions
        # echoed again and again after short headings
        (
            'Azione: play_song, Input dell\'azione: "Bohemian Rhapsody"\nInput dell\'azione: play_song, Osservazione: "In riproduzione."\nRisposta finale: In riproduzione.',
            ["play_song", "set_volume"],
            {"type": "action", "tool": "play_song", "input": "Bohemian Rhapsody"},
        ),
        (
            "Eylem: play_song, Eylem Girdisi: Bohemian Rhapsody",
            ["play_song", "set_volume"],
            {"type": "action", "tool": "play_song", "input": "Bohemian Rhapsody"},
        ),
        (
            'TOOL_NAME("set_volume")({"level": 25})',
            ["play_song", "set_volume"],
            {"type": "action", "tool": "set_volume", "args": {"level": 25}},
        ),
        (
            '[JSON data]\n```\n{\n  "name": "play_song",\n  "description": "Play a song.",\n  "parameters": {"title": {"type": "string"}, "artist": {"anyOf": [{"type": "string"}]}, "default": null}\n}\n```\nJSON data:\n```\n{\n  "data": {\n    "name": "play_song",\n    "description": "Play a song.",\n    "parameters": {"title": {"type": "string"}, "artist": {"typeOf": "string"}}\n  }\n}\n```\nJSON data:\n```\n{\n  "data": {\n    "name": "play_song",\n    "descrip',
            ["play_song", "set_volume"],
            {"type": "error"},
        ),
        # # b762 and b765: Seed/Qwen3-Coder parameters self-closed or with a second
        # unquoted attribute; Mistral's tokens as words; a REPL's marker before Python; a
        # definition echoed under a call with values; Bolt's type in capitals; a bare
        # command line of two tools; a longer function name is another function; an empty
        # Spanish plural question before a Thought; tool_calls twice (the first); a key's
        # closing quote escaped
        (
            '<function=podcastSearch>\n<parameter=topic="sleep science"/>\n<parameter=max_minutes=30>\n',
            ["podcastSearch", "play_song"],
            {
                "type": "action",
                "tool": "podcastSearch",
                "args": {"topic": "sleep science", "max_minutes": 30},
            },
        ),
        (
            '<function=podcastSearch>\n<parameter=topic="宋朝历史" max_minutes=60>\nThe value for the second parameter\n</parameter>\n',
            ["podcastSearch", "play_song"],
            {
                "type": "action",
                "tool": "podcastSearch",
                "args": {"topic": "宋朝历史", "max_minutes": 60},
            },
        ),
        (
            'TOOL_CALLS play_song Qilixiang\nARGS {"title": "七里香", "artist": "周杰伦"}',
            ["podcastSearch", "play_song"],
            {
                "type": "action",
                "tool": "play_song",
                "args": {"title": "七里香", "artist": "周杰伦"},
            },
        ),
        (
            '>>>print(f"""\n# 七里香\n# 稻香\n""")',
            ["podcastSearch", "play_song"],
            {"type": "final", "answer": '>>>print(f"""\n# 七里香\n# 稻香\n""")'},
        ),
        (
            'Thought: I will set the volume.\nAction: set_volume(40)\nAction Input: {"name": "set_volume", "description": "Set the speaker volume (0-100).", "parameters": {"properties": {"level": {"type": "integer"}}}, "required": ["level"], "type": "object"}',
            ["set_volume", "play_song"],
            {"type": "action", "tool": "set_volume", "input": "40"},
        ),
        (
            '<artifact id="task">\n  <action type="SET_VOLUME" attribute="level" value="25"/>\n</artifact>',
            ["set_volume", "play_song"],
            {"type": "action", "tool": "set_volume", "args": {"level": "25"}},
        ),
        (
            "set_volume 40 play_song Clair de Lune",
            ["set_volume", "play_song"],
            {"type": "action", "tool": "set_volume", "input": "40"},
        ),
        (
            'def helper(songs):\n    return songs\n\ncreate_playlist_by_name("Run", ["Imagine"])',
            ["create_playlist", "play_song"],
            {
                "type": "final",
                "answer": 'def helper(songs):\n    return songs\n\ncreate_playlist_by_name("Run", ["Imagine"])',
            },
        ),
        (
            "Preguntas:\n\nPensamiento: \nBien gracias amigos.",
            ["set_volume", "play_song"],
            {"type": "error"},
        ),
        (
            '{"tool_calls": [{"function": {"name": "play_song", "arguments": {"title": "Imagine"}}}], "tool_calls": [{"function": {"name": "play_song", "arguments": {"title": "Dreams"}}}]}',
            ["set_volume", "play_song"],
            {"type": "action", "tool": "play_song", "args": {"title": "Imagine"}},
        ),
        (
            '{"tool_calls": [{"function": {"name": "play_song", "arguments": {"title\\": "Imagine"}}}]}',
            ["set_volume", "play_song"],
            {"type": "action", "tool": "play_song", "args": {"title": "Imagine"}},
        ),
        # # b764: a parameter written as an element of its name beside Qwen3-Coder's
        # parameter tags; a list inside a later ReWOO evidence's call
        (
            "<function=create_playlist>\n<parameter=name>Sunday</parameter>\n<songs>Imagine, Dreams</songs>\n",
            ["create_playlist", "play_song"],
            {
                "type": "action",
                "tool": "create_playlist",
                "args": {"name": "Sunday", "songs": "Imagine, Dreams"},
            },
        ),
        (
            'Plan: first\n#E1 = create_playlist(["Imagine"])\nPlan: then\n#E2 = create_playlist([play_song()]) # a guess',
            ["create_playlist", "play_song"],
            {"type": "action", "tool": "create_playlist", "input": '["Imagine"]'},
        ),
        # # b766 (and b753, b699): the template's list phrase in the translated prompts;
        # LLMCompiler's tool list with subscripted and union types; Kimi's INDEX for the
        # call's number; a registered name written before the copied list is the choice
        (
            "Pertanyaan: Apakah polis menanggung banjir?\nPikiran: Saya harus memeriksa.\nTindakan: tindakan yang diambil, salah satu dari [checkCoverage, find_repair_shop]\nInput Tindakan: mencari tindakan yang lebih tepat.",
            ["checkCoverage", "find_repair_shop"],
            {"type": "error"},
        ),
        (
            "1. checkCoverage(policy_no: str, item: str) -> str: Whether a policy covers an item.\n2. file_claim(policy_no: str, amount: float, photos: list[str] | None = None) -> str: File a claim.\n3. join(): Collects and combines results.",
            ["checkCoverage", "file_claim", "join"],
            {"type": "error"},
        ),
        (
            '<|tool_calls_section_begin|>\nfunctions.checkCoverage:INDEX{JSON {"policy_no": "PN-1", "item": "flood"}}(0)\n<|tool_calls_section_end|>',
            ["checkCoverage", "file_claim"],
            {
                "type": "action",
                "tool": "checkCoverage",
                "args": {"policy_no": "PN-1", "item": "flood"},
            },
        ),
        (
            "Eylem: file_claim, şunlardan biri [checkCoverage, file_claim]\n\nEylem Girdisi: PN-2026-8810-02\n",
            ["checkCoverage", "file_claim"],
            {"type": "action", "tool": "file_claim", "input": "PN-2026-8810-02"},
        ),
        (
            "Action: file_claim, one of [checkCoverage, file_claim]\nAction Input: PN-7\n",
            ["checkCoverage", "file_claim"],
            {"type": "action", "tool": "file_claim", "input": "PN-7"},
        ),
        # b767-b769: BFCL's XML with the call's "<" lost after <functions>, a param tag inside the
        # function's, an element carrying its own name, a dict-typed value; tau-bench JSON
        # with quotes
        # escaped halfway, closers out of order, a second call beside the first;
        # core_memory_search is
        # no recall_memory_search; a Thai word cut before its tone mark; a numbered list under a
        # heading; harmony's final placeholder quoted in prose; schemas as a parameters list
        (
            '<TOOLCALL><functions><function name="BankStatementOverView"><params><param name="bank_name" value="U.S. Bank" type="string"/><param name="account_number" value="1-523-1713-5704" type="string"/><param name="account_type" value="checking" type="string"/><param name="full_name" value="SILVER BUSINESS CHECKING" type="string"/><param name="transaction_overview" value="{\'total_deposits\': 7132.76, \'total_withdrawals\': 5927.40, \'starting_balance\': 5532.01, \'ending_balance\': 6737.37}" type="dict"/></params></function></functions></TOOLCALL>',
            ["BankStatementOverView", "transaction_summary.generate"],
            {
                "type": "action",
                "tool": "BankStatementOverView",
                "args": {
                    "bank_name": "U.S. Bank",
                    "account_number": "1-523-1713-5704",
                    "account_type": "checking",
                    "full_name": "SILVER BUSINESS CHECKING",
                    "transaction_overview": {
                        "total_deposits": 7132.76,
                        "total_withdrawals": 5927.4,
                        "starting_balance": 5532.01,
                        "ending_balance": 6737.37,
                    },
                },
            },
        ),
        (
            '<functions>api.weather loc="Ha Noi, Vietnam"/></functions>',
            ["uber.ride", "api.weather"],
            {"type": "action", "tool": "api.weather", "args": {"loc": "Ha Noi, Vietnam"}},
        ),
        (
            '<functions><function name="core_memory_search"><param name="name" type="string">human</param><param name="query" type="string">Shishir Patil\'s birthday</param></function></functions>\n\nI need to recall Shishir\'s birthday from my core memory.',
            ["send_message", "recall_memory_search", "archival_memory_search"],
            {
                "type": "action",
                "tool": "core_memory_search",
                "args": {"name": "human", "query": "Shishir Patil's birthday"},
            },
        ),
        (
            '<functions>get_movies name="get_movies"><param name="city" type="string">Noida</param><param name="cinema_hall" type="string"></param><param name="movie_date" type="string">/calculate</param><param name="movie_language" type="string"></param><param name="movie_format" type="string">2D</param></functions>',
            ["get_movies", "get_show_times"],
            {
                "type": "action",
                "tool": "get_movies",
                "args": {
                    "city": "Noida",
                    "cinema_hall": "",
                    "movie_date": "/calculate",
                    "movie_language": "",
                    "movie_format": "2D",
                },
            },
        ),
        (
            '<functions>Movie_3_FindMovies<param name="directed_by" type="string">Herbert Ross</param><param name="genre" type="string">Family</param><param name="cast" type="string">Betsy Widhalm</param></functions>',
            ["Movies_3_FindMovies"],
            {
                "type": "action",
                "tool": "Movies_3_FindMovies",
                "args": {"directed_by": "Herbert Ross", "genre": "Family", "cast": "Betsy Widhalm"},
            },
        ),
        (
            '<functions><function name="dartfx_help" param name="topic" type="string">installation</function></functions>',
            ["dartfx_help", "add_mtnards_server"],
            {"type": "action", "tool": "dartfx_help", "args": {"topic": "installation"}},
        ),
        (
            '<functions><ChaFod name="ChaFod"><param name="foodItem" type="string">Caesar salad</param><param name="newIngredients" type="string"></param><param name="removeIngredients" type="string">anchovies</param><param name="specialInstructions" type="string"></param></ChaFod><ChaDri.change_drink name="ChaDri.change_drink"><param name="drink_id" type="string">123</param><param name="new_preferences"><param name="size" type="string">large</param><param name="temperature" type="string">hot</param><param name="sweetness_level" type="string">regular</param><param name="milk_type" type="string">almond</param><param name="special_instructions" type="string"></param></param></ChaDri.change_drink></functions>',
            ["ChaFod", "ChaDri.change_drink"],
            {
                "type": "action",
                "tool": "ChaFod",
                "args": {
                    "foodItem": "Caesar salad",
                    "newIngredients": "",
                    "removeIngredients": "anchovies",
                    "specialInstructions": "",
                },
            },
        ),
        (
            '{"tool_calls": [{"function": {"name": "find_user_id_by_email", "arguments": {"email\\": \\"exampleuser@example.com\\"}}}]}\n\nIf we can\'t find the user ID, we might need to request the order ID or the email address from the person who placed the order. Could you please provide me with the product details you wish to exchange and any other information you might have, such as the product IDs or the order date?',
            [
                "calculate",
                "cancel_pending_order",
                "exchange_delivered_order_items",
                "find_user_id_by_email",
                "find_user_id_by_name_zip",
                "get_order_details",
                "get_product_details",
                "get_user_details",
                "list_all_product_types",
                "modify_pending_order_address",
                "modify_pending_order_items",
                "modify_pending_order_payment",
                "modify_user_address",
                "return_delivered_order_items",
                "think",
                "transfer_to_human_agents",
            ],
            {
                "type": "action",
                "tool": "find_user_id_by_email",
                "args": {"email": "exampleuser@example.com"},
            },
        ),
        (
            '{"tool_calls": [{"function": {"name": "get_user_details", "arguments": {"user_id": "mei_kovacs_8020"}}}], "tool_calls": [{"function": {"name": "find_user_id_by_name_zip", "arguments": "{\\"first_name\\": \\"Mei\\", \\"last_name\\": \\"Kovacs\\", \\"zip\\": \\"28236\\"}"}]}]}\n\nIt seems there was an internal error while trying to fetch your user details. Let\'s try to find the order by the date range. Could you please confirm the date when you placed the order within the past few weeks? If you\'re not sure, we can look it up together.',
            [
                "calculate",
                "cancel_pending_order",
                "exchange_delivered_order_items",
                "find_user_id_by_email",
                "find_user_id_by_name_zip",
                "get_order_details",
                "get_product_details",
                "get_user_details",
                "list_all_product_types",
                "modify_pending_order_address",
                "modify_pending_order_items",
                "modify_pending_order_payment",
                "modify_user_address",
                "return_delivered_order_items",
                "think",
                "transfer_to_human_agents",
            ],
            {"type": "action", "tool": "get_user_details", "args": {"user_id": "mei_kovacs_8020"}},
        ),
        (
            '{"tool_calls": [{"function": {"name": "update_reservation_baggages", "arguments": {"reservation_id": "ZFA04Y", "total_baggages": 0, "nonfree_baggages": 0, "payment_id": "gift_card_7815826"}}, "tool_name": "transfer_to_human_agents", "arguments": {"summary": "The customer has decided to use a gift card instead of the certificate for the remaining balance."}}]}',
            [
                "book_reservation",
                "calculate",
                "cancel_reservation",
                "get_reservation_details",
                "get_user_details",
                "list_all_airports",
                "search_direct_flight",
                "search_onestop_flight",
                "send_certificate",
                "think",
                "transfer_to_human_agents",
                "update_reservation_baggages",
                "update_reservation_flights",
                "update_reservation_passengers",
                "check_flight_status",
                "get_aircraft_info",
                "get_airport_info",
                "lookup_passenger",
                "upgrade_seat",
            ],
            {
                "type": "action",
                "tool": "update_reservation_baggages",
                "args": {
                    "reservation_id": "ZFA04Y",
                    "total_baggages": 0,
                    "nonfree_baggages": 0,
                    "payment_id": "gift_card_7815826",
                },
            },
        ),
        (
            '{\n  "type": "function", "function": {\n    "name": "order_seeds",\n    "description": "1. Order Seeds of the Cherokee Purple Tomato",\n    "parameters": [\n      {\n        "type": "string",\n        "description": "The first packet is 120% of the total packet of 3, which will include 120% of the original Cherokee Purple tomato seeds.",\n        "properties": {\n          "type": "integer",\n          "description": "This is a number, which means 120% of the original Cherokee Purple tomato seeds."\n        },\n        "type": "integer",\n        "type": "object"\n      },\n      {\n        "type": "integer",\n        "description": "The second packet is 100% of the total packet of 3, which will include 100% of the original Cherokee Purple tomato seeds.",\n        "type": "integer",\n        "type": "object"\n      }\n    },\n    {\n      "type": "integer",\n      "description": "The third packet is 30% of the total packet of 3, which will include 30% of the original Cherokee Purple tomato seeds.",\n      "type": "integer",\n      "type": "object"\n    }\n  }\n}\n\nFetch:\n[{\n  "type": "function", "function": {\n    "type": "string",\n    "name": "index",\n    "description": "Fetch the orders of the second and',
            ["order_seeds", "identifyPest"],
            {"type": "error"},
        ),
        (
            "การกระทำ: ให้ lavenderในช่วงที่มีความม่วงเพื่อให้มีเวลาที่สามารถทำ laundry.\nข้อมูลนำเข้าของการกระทำ: ข้อมูลที่ส่งให้การกระทำ: 20 days",
            ["watering_schedule", "plant_plan"],
            {"type": "error"},
        ),
        (
            '<seed:tool_call>\n<function=watering_schedule>\n<parameter=plant="carrots">\n<parameter>climate="sandy"/>\n</parameter>\n</function>\n',
            ["plant_plan", "watering_schedule"],
            {
                "type": "action",
                "tool": "watering_schedule",
                "args": {"plant": "carrots", "climate": "sandy"},
            },
        ),
        (
            "猴绳家调高油水高的水果。\n\nP.S. 我对谁的黏土菜地，不偷的。\n\n---\n\n操作：\n1. 首先，您可以使用缩少搜索来搜索，不过是水果，比累调高，但是油水水高是新的。\n\n2. 我可以使用结构化搜索来搜索，不过是水果，但是可以搜索新的。\n\n3. 我可以使用缩少搜索来搜索，不过是水果，但是可以搜索新的。\n\n4. 我可以使用结构化搜索来搜索，不过是水果，但是可以搜索新的。\n\n---\n\nP.S. 我对谁",
            ["plant_plan", "huahui_yanghu"],
            {"type": "final"},
        ),
        (
            "To call the function `watering_schedule`, you would need to pass a JSON object with the following keys:\n- `plant`: The type of plant (e.g., `lavender`)\n- `climate`: The climate (e.g., `temperate`, `desert`, `loam`)\nThe answer for the user would go in <|channel|>final<|message|>…",
            ["watering_schedule", "plant_plan"],
            {
                "type": "final",
                "answer": "To call the function `watering_schedule`, you would need to pass a JSON object with the following keys:\n- `plant`: The type of plant (e.g., `lavender`)\n- `climate`: The climate (e.g., `temperate`, `desert`, `loam`)\nThe answer for the user would go in final…",
            },
        ),
        # b770: Bolt's attribute="value" placeholder kept beside the named tool
        (
            '<artifact id="task">\n  <action type="TOOL" attribute="value" type="travel_insurance_quote" destination="Thailand" start="2027-01-05" end="2027-01-19" travellers="2"/>\n</artifact>',
            ["travel_insurance_quote", "visa_requirements"],
            {
                "type": "action",
                "tool": "travel_insurance_quote",
                "args": {
                    "destination": "Thailand",
                    "start": "2027-01-05",
                    "end": "2027-01-19",
                    "travellers": "2",
                },
            },
        ),
        # b772-b773: BFCL's XML with an object in a value attribute (its quotes raw or escaped), a
        # parameter's element self-closed with its value as an attribute, Nemotron's
        # <TOOLCALL> around
        # '<name>(…)', a tool's tag then a nameless tag of its attributes; tau-bench's
        # call list closed
        # after its first call
        (
            '<functions><function name="ChaDri.change_drink"><params><param name="drink_id" value="latte" type="string"/><param name="new_preferences" value="{\\"size\\": \\"large\\", \\"milk\\": \\"coconut\\", \\"sweetness\\": \\"extra sweet\\", \\"temperature\\": \\"boiling hot\\"}" type="dict"/></params></function></functions>',
            ["ChaFod", "ChaDri.change_drink"],
            {
                "type": "action",
                "tool": "ChaDri.change_drink",
                "args": {
                    "drink_id": "latte",
                    "new_preferences": {
                        "size": "large",
                        "milk": "coconut",
                        "sweetness": "extra sweet",
                        "temperature": "boiling hot",
                    },
                },
            },
        ),
        (
            '<functions><function name="BankStatementOverView"><params><param name="bank_name" value="U.S. Bank" type="string"/><param name="account_number" value="1-523-1713-5704" type="string"/><param name="account_type" value="checking" type="string"/><param name="full_name" value="SILVER BUSINESS CHECKING" type="string"/><param name="transaction_overview" value="{"total_deposits": 7132.76, "total_withdrawals": 5927.40, "starting_balance": 5532.01, "ending_balance": 6737.37}" type="dict"/></params></function></functions>',
            [
                "BankStatementOverView",
                "TotalTransactions.calculate",
                "transaction_summary.generate",
            ],
            {
                "type": "action",
                "tool": "BankStatementOverView",
                "args": {
                    "bank_name": "U.S. Bank",
                    "account_number": "1-523-1713-5704",
                    "account_type": "checking",
                    "full_name": "SILVER BUSINESS CHECKING",
                    "transaction_overview": {
                        "total_deposits": 7132.76,
                        "total_withdrawals": 5927.4,
                        "starting_balance": 5532.01,
                        "ending_balance": 6737.37,
                    },
                },
            },
        ),
        (
            '<TOOLCALL><vex_api.VexApi.export_project_as_cyclone_dx1>(uuid="123e4567-e89b-12d3-a456-426614174000")',
            ["vex_api.VexApi.export_project_as_cyclone_dx1"],
            {
                "type": "action",
                "tool": "vex_api.VexApi.export_project_as_cyclone_dx1",
                "args": {"uuid": "123e4567-e89b-12d3-a456-426614174000"},
            },
        ),
        (
            '<Hotels_4_SearchHotel><location="Sydney, AU" star_rating="4" smoking_allowed=True number_of_rooms="2"/>',
            ["Hotels_4_ReserveHotel", "Hotels_4_SearchHotel"],
            {
                "type": "action",
                "tool": "Hotels_4_SearchHotel",
                "args": {
                    "location": "Sydney, AU",
                    "star_rating": "4",
                    "smoking_allowed": True,
                    "number_of_rooms": "2",
                },
            },
        ),
        (
            '<add><a value="10" type="integer"/><b value="30" type="integer"/></add>',
            ["multiply", "add"],
            {"type": "action", "tool": "add", "args": {"a": 10, "b": 30}},
        ),
        (
            '{"tool_calls": [{"function": {"name": "return_delivered_order_items", "arguments": "{\\"order_id\\": \\"#W0000001\\", \\"item_ids\\": [], \\"payment_method_id\\": \\"credit_card_0000001\\"}"}}], {"function": {"name": "return_delivered_order_items", "arguments": "{\\"order_id\\": \\"#W0000002\\", \\"item_ids\\": [], \\"payment_method_id\\": \\"gift_card_0000002\\"}"}}]}',
            [
                "calculate",
                "cancel_pending_order",
                "exchange_delivered_order_items",
                "find_user_id_by_email",
                "find_user_id_by_name_zip",
                "get_order_details",
                "get_product_details",
                "get_user_details",
                "list_all_product_types",
                "modify_pending_order_address",
                "modify_pending_order_items",
                "modify_pending_order_payment",
                "modify_user_address",
                "return_delivered_order_items",
                "think",
                "transfer_to_human_agents",
            ],
            {
                "type": "action",
                "tool": "return_delivered_order_items",
                "args": {
                    "order_id": "#W0000001",
                    "item_ids": [],
                    "payment_method_id": "credit_card_0000001",
                },
            },
        ),
        # b771: a backticked object as the input with talk on the lines below; the prompt's call
        # template (placeholders for the name and the arguments) shown after an answer,
        # introduced by a
        # line ending in a colon, is part of the answer (alone it is a call of the unknown tool)
        (
            'Thought: The function `Finish` is called with the input `{"type": "object", "properties": {"return_type": {"type": "string", "enum": ["give_answer", "give_up"]}, "final_answer": {"type": "string"}}}`.\nAction: The function\'s name is "Finish".\nAction Input: `{"type": "object", "properties": {"return_type": {"type": "string", "enum": ["give_answer", "give_up"]}, "final_answer": {"type": "string"}}}`.\nFinish with return_type give_answer and your final_answer "Order 3 packets of organic Cherokee Purple tomato seeds. "',
            ["order_seeds", "identifyPest", "Finish"],
            {
                "type": "action",
                "tool": "Finish",
                "args": {
                    "type": "object",
                    "properties": {
                        "return_type": {"type": "string", "enum": ["give_answer", "give_up"]},
                        "final_answer": {"type": "string"},
                    },
                },
            },
        ),
        (
            'The sticky green bugs are likely a disease called Candida albicans.\n\nTo call a tool write exactly:\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>TOOL_NAME\n```json\n{"argument": "value"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
            ["identifyPest", "watering_schedule"],
            {
                "type": "final",
                "answer": 'The sticky green bugs are likely a disease called Candida albicans.\n\nTo call a tool write exactly:\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>TOOL_NAME\n```json\n{"argument": "value"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
            },
        ),
        (
            'True. Here\'s a hint:\n\n<minimax:tool_call_hint>\n<invoke name="tool-name">\n<parameter name="param-key">param-value</parameter>\n</invoke>\n</minimax:tool_call_hint>\n\nIt is known that when the season is winter, the season can only be 1, and when it is spring, it can only be 1, and when autumn, it can only be 1, and when winter, it can only be 1. When it is autumn, the season can only be 2, and when it is winter, it can only be 2, and when winter is autumn, it can only be 2, and when it is winter, it can only be 2, and when winter is winter, it can only be 2, and when winter is winter, it can only be 2, and when it is winter, it can only be 2, and when winter is winter, it can only be 2.\n\nSo the season can only be 2, and if it is autumn, it can only be 1, if it is winter, it can only be 2, and if it is winter, it can only be 2.\n\nSo the season can only be 2, and if it is winter, it can only be 2, and if it is summer, it can only be 2, and if it is spring, it can only be 1,',
            ["huahui_yanghu", "order_seeds"],
            {
                "type": "final",
                "answer": 'True. Here\'s a hint:\n\n<minimax:tool_call_hint>\n<invoke name="tool-name">\n<parameter name="param-key">param-value</parameter>\n</invoke>\n</minimax:tool_call_hint>\n\nIt is known that when the season is winter, the season can only be 1, and when it is spring, it can only be 1, and when autumn, it can only be 1, and when winter, it can only be 1. When it is autumn, the season can only be 2, and when it is winter, it can only be 2, and when winter is autumn, it can only be 2, and when it is winter, it can only be 2, and when winter is winter, it can only be 2, and when winter is winter, it can only be 2, and when it is winter, it can only be 2, and when winter is winter, it can only be 2.\n\nSo the season can only be 2, and if it is autumn, it can only be 1, if it is winter, it can only be 2, and if it is winter, it can only be 2.\n\nSo the season can only be 2, and if it is winter, it can only be 2, and if it is summer, it can only be 2, and if it is spring, it can only be 1,',
            },
        ),
        # (and alone under the prompt's own instruction line: the prompt echoed, the answer
        # too, as labelled in b1357-auto-010 and b1363-auto-058; this guard read a call of
        # "TOOL_NAME" until batch 1363)
        (
            'To call a tool write exactly:\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>TOOL_NAME\n```json\n{"argument": "value"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
            ["identifyPest"],
            {"type": "final"},
        ),
        # b775: a tool's element holding a soup of key=value tags and elements left open
        # after stray quotes (BitAgent-8B on BFCL)
        (
            '<add_postgres_server><nickname="PrimaryDB"><host="db.example.com"><port>5432</port><database>"inventory"><username>"admin"><password>"1234567890"</password></add_postgres_server>',
            ["add_postgres_server"],
            {
                "type": "action",
                "tool": "add_postgres_server",
                "args": {
                    "nickname": "PrimaryDB",
                    "host": "db.example.com",
                    "port": "5432",
                    "database": "inventory",
                    "username": "admin",
                    "password": "1234567890",
                },
            },
        ),
        (
            '<Payment_1_MakePayment><payment_method="debit card"><amount>200.0</amount><receiver>amelia@example.com"><private_visibility>true</private_visibility></Payment_1_MakePayment>',
            ["Payment_1_RequestPayment", "Payment_1_MakePayment"],
            {
                "type": "action",
                "tool": "Payment_1_MakePayment",
                "args": {
                    "payment_method": "debit card",
                    "amount": "200.0",
                    "receiver": "amelia@example.com",
                    "private_visibility": "true",
                },
            },
        ),
        (
            '<Music_3_PlayMedia><track="Remind Me">',
            ["Music_3_PlayMedia", "Music_3_LookupMusic"],
            {"type": "action", "tool": "Music_3_PlayMedia", "args": {"track": "Remind Me"}},
        ),
        # b777: Search-R1's tag garbled after its name ('<search query}>'); an NSTF
        # agent's reason for its query after a blank line ('The question asks…')
        (
            "Let's approach this step-by-step. First, we need to determine which super villain the alleged sister of Zaladane appeared as. The key is to find out the alias or role of this character that was associated with Zaladane's sister.\n\n<search query}>Zaladane sister super villain</search>",
            ["search"],
            {"type": "action", "tool": "search", "input": "Zaladane sister super villain"},
        ),
        (
            '<think>\nOkay, let\'s see. The user is asking where the robot puts the milk. The available knowledge sources are the Memory Bank and NSTF Graphs. The Memory Bank has factual info like actions and spatial details, while NSTF has procedural knowledge as DAGs.\n\nFirst, I need to check if there\'s existing knowledge provided. The user mentioned "Searched knowledge: {}", which means no prior search results. So I have to decide whether to answer based on existing info or search.\n\nSince there\'s no prior knowledge, I don\'t know if the Memory Bank has the specific action of the robot placing milk. The question is a "where" question, which is factual. The guidelines say for factual questions, prioritize episodic memories and voice transcripts, which are part of the Memory Bank. But without any searched content, I can\'t confirm if that info is present. \n\nThe NSTF Graphs could have task procedures. If there\'s a procedure for the robot\'s task, maybe putting milk is part of it. But again, without searching, I don\'t know. The user\'s instruction says if current knowledge is insufficient, search. Since there\'s no knowledge here, I need to perform a search. \n\nThe query should be focused. Since it\'s about a specific action (putting milk), a good search query would be "How to put milk" or check the task procedure. Alternatively, looking for the robot\'s behavior. But the robot\'s name might be in the Memory Bank. Wait, the user mentioned "robot," so maybe the character ID is needed. But since the search knowledge is empty, perhaps first get the character ID for the robot. \n\nBut the user\'s example queries include things like "What is the character ID of {name}?" So maybe first find the robot\'s ID. However, if the robot is the main character, maybe the name is known. Alternatively, search for the procedure directly. \n\nThe correct approach here is to search for the procedural knowledge related to putting milk. So the search query should be "Steps for putting milk" or "How to put milk". That would check the NSTF task procedures. Alternatively, check the Memory Bank for actions related to the robot and milk. \n\nSince the user\'s guidelines for procedural questions suggest using NSTF, and the question is about where (which could involve steps), searching the NSTF for the task steps makes sense. Therefore, the action should be [Search] with the content "How to put milk" to retrieve the procedure from NSTF Graphs.\n</think>\n\nAction: [Search]\nContent: How to put milk\n\nThe question asks for the location where the robot puts the milk, which requires procedural knowledge about the task. Since no prior knowledge is available, querying the NSTF Graphs for the task procedure ("How to put milk") will reveal the step-by-step process, including the destination location. This aligns with guidelines for procedural questions, which prioritize NSTF task procedures.',
            ["Search"],
            {"type": "action", "tool": "Search", "input": "How to put milk"},
        ),
        # b779-b780: an unknown tool's element of params inside BFCL's <functions>; MINT's
        # <solution> beside a registered tool named solution is a call of it
        (
            '<functions>\n    <Alltransactions>\n        <param name="statement_period" type="string">2019-10</param>\n    </Alltransactions>\n</functions>',
            [
                "BankStatementOverView",
                "TotalTransactions.calculate",
                "transaction_summary.generate",
            ],
            {"type": "action", "tool": "Alltransactions", "args": {"statement_period": "2019-10"}},
        ),
        (
            "Assistant:\nThe answer is <solution> D ) 2047 </solution>.\n",
            ["execute", "solution"],
            {"type": "action", "tool": "solution", "input": "D ) 2047"},
        ),
        (
            " Assistant:\n<thought> I have successfully executed the code without any output, which means the code is correct. I will now propose a solution. </thought>\n<solution>\ndef sort_even(l: list):\n    even_indices = [i for i in range(len(l)) if i % 2 == 0]\n    odd_indices = [i for i in range(len(l)) if i % 2 != 0]\n    even_values = l[even_indices]\n    odd_values = l[odd_indices]\n    sorted_even_values = sorted(even_values)\n    res = [odd_values[i] for i in odd_indices] + [sorted_even_values[i] for i in even_indices]\n    return res\n</solution>\n\nYou have 3 steps left and 1 chance to propose a solution left.\n",
            ["execute", "solution"],
            {
                "type": "action",
                "tool": "solution",
                "input": "def sort_even(l: list):\n    even_indices = [i for i in range(len(l)) if i % 2 == 0]\n    odd_indices = [i for i in range(len(l)) if i % 2 != 0]\n    even_values = l[even_indices]\n    odd_values = l[odd_indices]\n    sorted_even_values = sorted(even_values)\n    res = [odd_values[i] for i in odd_indices] + [sorted_even_values[i] for i in even_indices]\n    return res",
            },
        ),
        # b778, b784: a definition filled in as a call whose parameters keep the schema's
        # shape; ReWOO's
        # evidence with a comment after it; LLMCompiler's plan item with the signature's description
        # after '->'; Qwen-Agent's flower written as another symbol; Kimi's INDEX garbled with the
        # section token before the name; DSPy's name fenced alone above its own args
        # field; an Arabic
        # phrase on the Action line; an empty element in BFCL's <functions>
        (
            '```json\n{\n    "name": "travel_insurance_quote",\n    "description": "Quote travel insurance for a trip.",\n    "parameters": {\n        "properties": {\n            "destination": "Thailand",\n            "start": "2027-01-05",\n            "end": "2027-01-19",\n            "travellers": 2\n        },\n        "required": [\n            "destination",\n            "start",\n            "end"\n        ],\n        "type": "object"\n    }\n}\n```',
            ["travel_insurance_quote", "visa_requirements"],
            {
                "type": "action",
                "tool": "travel_insurance_quote",
                "args": {
                    "properties": {
                        "destination": "Thailand",
                        "start": "2027-01-05",
                        "end": "2027-01-19",
                        "travellers": 2,
                    },
                    "required": ["destination", "start", "end"],
                    "type": "object",
                },
            },
        ),
        (
            "Plan: Request a visa from your embassy or consulate.\n#E1 = book_embassy_slot[input] # Request a visa from your embassy or consulate\nPlan: Submit your visa application.\n#E2 = visa_requirements[input with #E1] # Use the visa requirements tool to check your visa eligibility\nPlan: Book your passport appointment.\n#E3 = book_embassy_slot[input with #E1, #E2] # Book the appointment at the consulate in Chicago on 2027-02-03\nPlan: Submit your appointment.\n#E4 = visa_requirements[input with #E1, #E2, #E3] # Use the visa requirements tool to check your visa eligibility\nPlan: Book your passport appointment.\n#E5 = book_embassy_slot[input with #E1, #E2, #E3, #E4] # Book the appointment at the consulate in Chicago on 2027-02-03\nPlan: Submit your appointment.\n#E6 = visa_requirements[input with #E1, #E2, #E3, #E4, #E5] # Use the visa requirements tool to check your visa eligibility\nPlan: Book your passport appointment.\n#E7 = book_embassy_slot[input with #E1, #E2, #E3, #E4, #E5, #E6] # Book the appointment at the consulate in Chicago on 2027-02-03\nPlan: Submit your appointment.",
            ["book_embassy_slot", "visa_requirements"],
            {"type": "action", "tool": "book_embassy_slot", "input": "input"},
        ),
        (
            '1. tool(passportStatus(passport_no: "11873")) -> str: Check the status of a passport application.\n2. qianzheng_jindu(application_id: "11873") -> str: 查询签证办理进度.',
            ["qianzheng_jindu", "passportStatus", "join"],
            {"type": "action", "tool": "passportStatus", "args": {"passport_no": "11873"}},
        ),
        (
            '✨FUNCTION: book_embassy_slot\nARGS: {"properties": {"city": {"type": "string"}, "date": {"type": "string"}, "service": {"enum": ["visa", "passport", "notary"], "type": "string"}}, "required": ["city", "date", "service"], "type": "object"}} Format the arguments as JSON.',
            ["book_embassy_slot", "qianzheng_jindu"],
            {
                "type": "action",
                "tool": "book_embassy_slot",
                "args": {
                    "properties": {
                        "city": {"type": "string"},
                        "date": {"type": "string"},
                        "service": {"enum": ["visa", "passport", "notary"], "type": "string"},
                    },
                    "required": ["city", "date", "service"],
                    "type": "object",
                },
            },
        ),
        (
            "<|tool_calls_section_begin|>functions.passportStatus:INDEX100001:INDEX<|tool_call_argument_begin|>P4821977<|tool_call_end|>",
            ["passportStatus", "qianzheng_jindu"],
            {"type": "action", "tool": "passportStatus", "input": "P4821977"},
        ),
        (
            '[[ ## question ## ]]\n查询签证办理进度。\n\n[[ ## trajectory ## ]]\n[[ ## next_thought ## ]]\n```python\n{\n    "application_id": "SQ20261130"\n}\n```\n\n[[ ## next_tool_name ## ]]\n```python\n"qianzheng_jindu"\n```\n\n[[ ## next_tool_args ## ]]\n```python\n{}\n```\n\n',
            ["qianzheng_jindu", "visa_requirements", "finish"],
            {"type": "action", "tool": "qianzheng_jindu", "args": {}},
        ),
        (
            "السؤال الذي يجب أن تجيب عنه هو: التحدث على معرفة نوع الملاحظة.\n\nالفكرة: فكّر دائمًا فيما يجب فعله\nالإجراء: إجراء التحدث على المعرفة\nمدخلات الإجراء: مدخلات التحدث",
            ["passportStatus", "book_embassy_slot"],
            {"type": "error"},
        ),
        (
            "<TOOLCALL><functions><list_servers></list_servers></functions></TOOLCALL>",
            ["list_servers", "add_postgres_server", "add_mtnards_server"],
            {"type": "action", "tool": "list_servers", "args": {}},
        ),
        # b782: InternLM2's tool-name token with Python's keywords in a properties token
        (
            ' <|action_start|><|order_seeds|> <|properties|variety="organic Cherokee Purple tomato seeds", packets=3, organic=true|>',
            ["order_seeds", "identifyPest"],
            {
                "type": "action",
                "tool": "order_seeds",
                "args": {
                    "variety": "organic Cherokee Purple tomato seeds",
                    "packets": 3,
                    "organic": True,
                },
            },
        ),
        # b786: MINT's placeholder answer tag (YOUR_SOLUTION_HERE) quoted before the real one
        (
            " Assistant:\nThank you for the feedback. I understand that I should propose the solution using the correct format, which is <solution> YOUR_SOLUTION_HERE </solution>. Here's my proposed solution:\n\nThe number of quarters in the fourth pile is <solution> 24 </solution>.\n\nPlease provide your feedback on my proposed solution.\n",
            ["execute"],
            {"type": "final", "answer": "24"},
        ),
        # b785: a tool's element never closed in BFCL's <functions>, the next container after it
        (
            '<functions><clone_repo><param name="repo_url" type="string">git@github.com:zelarhq/nodejs-welcome.git</param></functions>\n<functions><analyse_repo_contents><param name="directory_name" type="string">nodejs-welcome</param></functions>\n<functions><create_a_docker_file><param name="directory_name" type="string">nodejs-welcome</param></functions>\n<functions><create_kubernetes_yaml_file><param name="directory_name" type="string">nodejs-welcome</param></functions>\n<functions><push_git_changes_to_github><param name="directory_name" type="string">nodejs-welcome</param><param name="commit_message" type="string">Update changes</param><param name="branch_name" type="string">main</param><param name="force_push" type="boolean">False</param></functions>',
            [
                "clone_repo",
                "analyse_repo_contents",
                "create_a_docker_file",
                "create_kubernetes_yaml_file",
                "push_git_changes_to_github",
            ],
            {
                "type": "action",
                "tool": "clone_repo",
                "args": {"repo_url": "git@github.com:zelarhq/nodejs-welcome.git"},
            },
        ),
        (
            '<functions><get_relevant_classes><param name="search_string" type="string">CellResult</param><param name="include_subdirectories" type="boolean">true</param><param name="case_sensitive" type="boolean">false</param></functions>\n<functions><get_class_info><param name="class_name" type="string">AbstractCellHandler</param><param name="include_private" type="boolean">false</param></functions>\n<functions><get_signature><param name="class_name" type="string">AbstractCellHandler</param><param name="method_name" type="string">setCellValue</param><param name="include_private" type="boolean">false</param></functions>\n<functions><get_signature><param name="class_name" type="string">AbstractCellHandler</param><param name="method_name" type="string">getCellValue</param><param name="include_private" type="boolean">false</param></functions>',
            ["get_relevant_classes", "get_signature", "get_class_info"],
            {
                "type": "action",
                "tool": "get_relevant_classes",
                "args": {
                    "search_string": "CellResult",
                    "include_subdirectories": True,
                    "case_sensitive": False,
                },
            },
        ),
        # b790: JSON in a value attribute with no quotes around it (Gemini on BFCL)
        (
            '<TOOLCALL>\n<functions>\n<function name="uber.eat.order">\n<params>\n<param name="restaurant" value="肯德基" type="string"/>\n<param name="items" value=["麦辣鸡腿堡", "可口可乐", "油炸鸡翅", "薯条"] type="array"/>\n<param name="quantities" value=[10, 50, 30, 90] type="array"/>\n</params>\n</function>\n</functions>\n</TOOLCALL>',
            ["uber.eat.order"],
            {
                "type": "action",
                "tool": "uber.eat.order",
                "args": {
                    "restaurant": "肯德基",
                    "items": ["麦辣鸡腿堡", "可口可乐", "油炸鸡翅", "薯条"],
                    "quantities": [10, 50, 30, 90],
                },
            },
        ),
        (
            '<TOOLCALL>\n<functions>\n<function name="ThinQ_Connect">\n<params>\n<param name="body" value={"operation": "Start", "mode": "AIR_CLEAN", "windStrength": "HIGH", "monitoring": true, "location": "Living Room"} type="dict"/>\n</params>\n</function>\n</functions>\n</TOOLCALL>',
            ["ThinQ_Connect"],
            {
                "type": "action",
                "tool": "ThinQ_Connect",
                "args": {
                    "body": {
                        "operation": "Start",
                        "mode": "AIR_CLEAN",
                        "windStrength": "HIGH",
                        "monitoring": True,
                        "location": "Living Room",
                    }
                },
            },
        ),
        # b788: an Italian article elided on the Action line; Qwen3-Coder's parameter name
        # in one tag and its value in the next; tool_embassy_slot is no book_embassy_slot
        (
            "Domanda: 中国公民去土耳其玩 15 天要签证吗？\nPensiero: pensa sempre a cosa fare\nAzione: l'azione è compiere per rispondere\nInput dell'azione: 15 天",
            ["visa_requirements", "travel_insurance_quote"],
            {"type": "error"},
        ),
        (
            "```xml\n<function=travel_insurance_quote>\n<parameter=destination>\n冰岛\n</parameter>\n<parameter=start>\n2023-02-01\n</parameter>\n<parameter=end>\n2023-02-10\n</parameter>\n<parameter>travellers</parameter>\n<parameter>1\n</parameter>\n</function>\n```",
            ["travel_insurance_quote", "passportStatus"],
            {
                "type": "action",
                "tool": "travel_insurance_quote",
                "args": {
                    "destination": "冰岛",
                    "start": "2023-02-01",
                    "end": "2023-02-10",
                    "travellers": 1,
                },
            },
        ),
        (
            "Act: tool_embassy_slot(city='Berlin', date='2027-01-14', service='visa')",
            ["book_embassy_slot", "qianzheng_jindu"],
            {
                "type": "action",
                "tool": "tool_embassy_slot",
                "args": {"city": "Berlin", "date": "2027-01-14", "service": "visa"},
            },
        ),
        # b793: XML-RPC value and data elements in a param; a tool's tag alone; the call
        # written again inside its own element; elements left open after quoted values; a
        # value attribute with its inner quotes unescaped
        (
            'The `inventory.restock_check` function requires item IDs as integers. The question mentions item IDs 102 and 103, but also includes size information (L and M). This size information cannot be passed to the function. Therefore, I will proceed with checking item IDs 102 and 103 against the threshold.\n```tool_code\n<functions>\n  <function name="inventory.restock_check">\n    <param name="item_ids" type="array">\n      <value>[102, 103]</value>\n    </param>\n    <param name="threshold" type="integer">20</param>\n  </function>\n</functions>\n```',
            ["inventory.restock_check"],
            {
                "type": "action",
                "tool": "inventory.restock_check",
                "args": {"item_ids": [102, 103], "threshold": 20},
            },
        ),
        (
            '<TOOLCALL><function name="sum_numbers"><param name="numbers_list" type="list"><value><data><value>133</value><value>34</value></data></param></function></functions></TOOLCALL>',
            ["sum_numbers"],
            {"type": "action", "tool": "sum_numbers", "args": {"numbers_list": [133, 34]}},
        ),
        (
            "<get_service_id>",
            ["get_service_id"],
            {"type": "action", "tool": "get_service_id", "args": {}},
        ),
        (
            '<book_flight>book_flight(departure_location="JFK", departure_date="16/03/2024", departure_time="14:00")</book_flight>',
            ["book_flight"],
            {
                "type": "action",
                "tool": "book_flight",
                "args": {
                    "departure_location": "JFK",
                    "departure_date": "16/03/2024",
                    "departure_time": "14:00",
                },
            },
        ),
        (
            '<TOOLCALL><uber.ride><loc>"123 Đường Đại học, Berkeley, CA 94704"<type>"plus"<time>10</time></uber.ride></TOOLCALL>',
            ["uber.ride"],
            {
                "type": "action",
                "tool": "uber.ride",
                "args": {
                    "loc": "123 Đường Đại học, Berkeley, CA 94704",
                    "type": "plus",
                    "time": "10",
                },
            },
        ),
        (
            '<functions><function name="cmd_controller.execute"><params><param name="command" value="tasklist /FI "IMAGENAME eq Code.exe"" type="string"/></params></function></functions>',
            ["cmd_controller.execute"],
            {
                "type": "action",
                "tool": "cmd_controller.execute",
                "args": {"command": 'tasklist /FI "IMAGENAME eq Code.exe"'},
            },
        ),
        # b792: ReWOO's evidence naming a registered tool with nothing after it
        (
            "Plan: \n1. 设定种子数量：4个辣椒和4个茄子。\n2. 给种子播种：在土地上播种4个辣椒种子，4个茄子种子。\n3. 使用植物计划：使用植物计划，种植辣椒种子4个，茄子种子4个。\n4. 验证结果：种植辣椒和茄子的收获结果。\n5. 根据收获结果调整计划：根据收获结果调整辣椒和茄子的种植计划。\n6. 完成种植任务。\n#E1 = plant_plan\n#E2 = huahui_yanghu\n#E3 = huahui_yanghu\n#E4 = plant_plan\n#E5 = plant_plan\n#E6 = plant_plan",
            ["plant_plan", "huahui_yanghu"],
            {"type": "action", "tool": "plant_plan", "input": ""},
        ),
        # (BitAgent-8B on BFCL, b794) a tool's element whose attributes hold unquoted JSON
        # lists or objects, escaped quotes, or close as a Python call
        (
            '<book_table restaurant="Nopa" guests=["Ann", "Bo"] seats=[2, 3]>',
            ["book_table"],
            {
                "type": "action",
                "tool": "book_table",
                "args": {"restaurant": "Nopa", "guests": ["Ann", "Bo"], "seats": [2, 3]},
            },
        ),
        (
            '<http.get url="https://x.test/api/v1" query={"page": 2, "q": "green tea"})',
            ["http.get"],
            {
                "type": "action",
                "tool": "http.get",
                "args": {"url": "https://x.test/api/v1", "query": {"page": 2, "q": "green tea"}},
            },
        ),
        (
            '<run_shell cmd="findstr \\"TODO list\\" main.py">',
            ["run_shell"],
            {"type": "action", "tool": "run_shell", "args": {"cmd": 'findstr "TODO list" main.py'}},
        ),
        (
            '<save_file path="C:\\temp\\" name="a.txt">',
            ["save_file"],
            {
                "type": "action",
                "tool": "save_file",
                "args": {"path": "C:\\temp\\", "name": "a.txt"},
            },
        ),
        # (BFCL and MINT result files, b798-b800) arrays of typed elements, entities and
        # escaped quotes in value attributes, a value attribute beside an empty element, a
        # parameters wrapper or tool element never closed, the spec echoed before the
        # call, a call in double angle brackets, a dotted unregistered name in a call
        # list, the harness message echoed with its example
        (
            '<TOOLCALL><function name="plan_trip"><params><param name="cities"><array><string>Rome</string><string>Oslo</string></array></param><param name="days"><array><integer>3</integer><integer>4</integer></array></param></function></TOOLCALL>',
            ["plan_trip"],
            {
                "type": "action",
                "tool": "plan_trip",
                "args": {"cities": ["Rome", "Oslo"], "days": [3, 4]},
            },
        ),
        (
            '<TOOLCALL><function name="tag_photo"><params><param name="photo" value="IMG_1.jpg" type="string"/><param name="labels" value="[]"></param></function></TOOLCALL>',
            ["tag_photo"],
            {"type": "action", "tool": "tag_photo", "args": {"photo": "IMG_1.jpg", "labels": []}},
        ),
        (
            '<TOOLCALL><function name="mean"><params><param name="xs"><array><item value="2.5" type="float"/><item value="4" type="integer"/></param></function></TOOLCALL>',
            ["mean"],
            {"type": "action", "tool": "mean", "args": {"xs": [2.5, 4]}},
        ),
        (
            '<TOOLCALL><function name="grep_logs"><params><param name="pattern" value="level=&quot;error&quot; &amp; code" type="string"/></function></TOOLCALL>',
            ["grep_logs"],
            {"type": "action", "tool": "grep_logs", "args": {"pattern": 'level="error" & code'}},
        ),
        (
            '<TOOLCALL><plan_trip><params><city value="Oslo" type="string"/><days value=[3, 4] type="array"/></plan_trip></TOOLCALL>',
            ["plan_trip"],
            {"type": "action", "tool": "plan_trip", "args": {"city": "Oslo", "days": [3, 4]}},
        ),
        (
            '<TOOLCALL><shell.run><params><param name="cmd" value="echo \\"hi there\\"" type="string"/></params></TOOLCALL>',
            ["shell.run"],
            {"type": "action", "tool": "shell.run", "args": {"cmd": 'echo "hi there"'}},
        ),
        (
            "{'name': 'set_alarm', 'description': 'Set an alarm.', 'parameters': {'type': 'dict', 'required': ['time'], 'properties': {'time': {'type': 'string', 'description': 'HH:MM'}}}}]\n[set_alarm(time='06:30')]",
            ["set_alarm"],
            {"type": "action", "tool": "set_alarm", "args": {"time": "06:30"}},
        ),
        (
            "<<book_room(room='B2', hours=2)>>",
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"room": "B2", "hours": 2}},
        ),
        (
            "[geo.lookup_point(coords=(51.5, -0.12), zoom=3)]",
            ["geo.search", "geo.reverse"],
            {
                "type": "action",
                "tool": "geo.lookup_point",
                "args": {"coords": [51.5, -0.12], "zoom": 3},
            },
        ),
        (
            "<thought>\nI don't understand your input. \nIf you want to execute code, please use <execute> YOUR_CODE_HERE </execute>.\nIf you want to give me an answer, please use <solution> YOUR_SOLUTION_HERE </solution>.\nFor example: The answer to the question is <solution> 42 </solution>. \n\nYou have 2 steps left.",
            ["execute"],
            {"type": "error"},
        ),
        # (b792, b795, b797) code in an <execute> element holds no labels; one line of the
        # tool list echoed with its description; a stray bar after the name behind
        # Granite's marker; a label alone
        (
            "<thought> Sum the squares first. </thought>\n<execute>\ndef answer(n):\n    return sum(i * i for i in range(n))\nanswer(4)\n</execute>",
            ["execute"],
            {
                "type": "action",
                "tool": "execute",
                "input": "def answer(n):\n    return sum(i * i for i in range(n))\nanswer(4)",
            },
        ),
        (
            "2. order_seeds(variety: str, packets: int = 1) -> str: Order seed packets.",
            {"order_seeds": ["variety", "packets?"], "join": []},
            {"type": "error"},
        ),
        (
            "<|tool_call|>yaopin_shuoming|<|end_of_role|>",
            ["yaopin_shuoming", "find_pharmacy"],
            {"type": "action", "tool": "yaopin_shuoming", "args": {}},
        ),
        ("Tindakan", ["find_pharmacy"], {"type": "error"}),
        ("**Action:**", ["find_pharmacy"], {"type": "error"}),
        # (BFCL result files, b803) <params> written again for its closing tag; a nameless
        # tag of attributes with commas; a tool element closed by </function>, an object
        # parameter as valued elements in its own; the arguments as a list's one object
        (
            '<TOOLCALL><Hotels_2_Search><params><city value="Oslo" type="string"/><params></TOOLCALL>',
            ["Hotels_2_Search"],
            {"type": "action", "tool": "Hotels_2_Search", "args": {"city": "Oslo"}},
        ),
        (
            '<Hotels_2_Search><city="Oslo", guests=2, rating="4.5"></Hotels_2_Search>',
            ["Hotels_2_Search"],
            {
                "type": "action",
                "tool": "Hotels_2_Search",
                "args": {"city": "Oslo", "guests": 2, "rating": "4.5"},
            },
        ),
        (
            '<functions><Invoice.create><params><customer value="ACME" type="string"/><totals><net value="100.5" type="float"/><tax value="20" type="integer"/></totals></params></function><Invoice.send><params><to value="a@b.c" type="string"/></params></function></functions>',
            ["Invoice.create", "Invoice.send"],
            {
                "type": "action",
                "tool": "Invoice.create",
                "args": {"customer": "ACME", "totals": {"net": 100.5, "tax": 20}},
            },
        ),
        (
            '```json\n[\n  {\n    "city": "Oslo",\n    "guests": 2\n  }\n]\n```',
            {"Hotels_2_Search": ["city", "guests?"]},
            {"type": "error"},
        ),
        # (b802) a shell comment after the last option's value; NexusRaven's definitions
        # echoed with their Function: headings
        (
            "$ play_episode --show 'Sleep Lab' --episode 3   # play the third episode\nANSWER: playing",
            ["play_episode"],
            {"type": "action", "tool": "play_episode", "args": {"show": "Sleep Lab", "episode": 3}},
        ),
        (
            'Function:\ndef gequ_geci(title: str, artist: str | None = None) -> str:\n    """查歌词。"""\n\nFunction:\ndef downloadTrack(track_id: str) -> str:\n    """Download a track."""',
            ["gequ_geci", "downloadTrack"],
            {"type": "error"},
        ),
        # (b796) a fence of registered names one a line, repeated to the token limit: the
        # first with no input
        (
            "Action:\n```\nmeter_reading\nmeter_reading\nreport_outage\nreport_outage\nreport_outage\n",
            {"meter_reading": ["meter_id", "month?"], "report_outage": ["postcode", "since"]},
            {"type": "action", "tool": "meter_reading", "input": ""},
        ),
        # (CoALM-8B on BFCL, b812) a class-like name called with keywords, its namespace
        # dropped, twice: the one registered name that ends so (b1676)
        (
            "RandomForestRegressor(n_estimators=100, max_depth=8), RandomForestRegressor(n_estimators=200, max_depth=4)",
            ["model.RandomForestRegressor", "model.LinearRegression"],
            {
                "type": "action",
                "tool": "model.RandomForestRegressor",
                "args": {"n_estimators": 100, "max_depth": 8},
            },
        ),
        # (MINT, b813) the tool element opened on the last line after a thought, cut off
        # before its input (a tag alone stays a call with no arguments)
        (
            "<thought> First list the primes below 50. </thought>\n<execute>\n",
            ["execute"],
            {"type": "error"},
        ),
        (
            "<get_service_id>",
            ["get_service_id"],
            {"type": "action", "tool": "get_service_id", "args": {}},
        ),
        # (Qwen2.5-7B on BFCL, b811) a name bound to a literal and filled in later is no
        # longer the literal
        (
            "<|CODE|>\nurgent = []\nlater = []\nfor t in tasks:\n    if t.due < 2:\n        urgent.append(t)\n    else:\n        later.append(t)\nplan_week(urgent, later)\n<|CODE|>",
            ["plan_week"],
            {"type": "action", "tool": "plan_week", "input": "urgent, later"},
        ),
        # (BFCL result files, b810) bare value attributes in param tags; an empty params
        # element is no arguments
        (
            '<functions><function name="list_rooms"><params><param name="floor" value=3 type="integer"/><param name="free" value=True type="boolean"/></params></function></functions>',
            ["list_rooms"],
            {"type": "action", "tool": "list_rooms", "args": {"floor": 3, "free": True}},
        ),
        (
            '<functions><function name="status_api.get_status"><params></params></function></functions>',
            ["status_api.get_status"],
            {"type": "action", "tool": "status_api.get_status", "args": {}},
        ),
        # (foreign prompts, b809) bare values in FunctionGemma's braces and a fenced
        # call:, a SWE-agent command on the fence's opening line, a whole call in a
        # function_call name attribute, ChatGLM3's nameless tool_call after prose, GLM-4's
        # plugin list echoed, a signature with one value filled in
        (
            "call:report_outage{postcode:EH39QP, since:07:15}",
            ["report_outage"],
            {
                "type": "action",
                "tool": "report_outage",
                "args": {"postcode": "EH39QP", "since": "07:15"},
            },
        ),
        (
            '```js\ncall:meter_reading{meter_id="MTR-1", month="2026-11"};\n```',
            ["meter_reading"],
            {
                "type": "action",
                "tool": "meter_reading",
                "args": {"meter_id": "MTR-1", "month": "2026-11"},
            },
        ),
        (
            "DISCUSSION\nFirst the reading.\n\n```command meter_reading MTR-7 2026-10\n```\n\nThen run `submit`.\n\n```bash\nsubmit\n```",
            ["meter_reading", "submit"],
            {"type": "action", "tool": "meter_reading", "input": "MTR-7 2026-10"},
        ),
        (
            'Use this:\n\n```scratchpad\n<function_call name="dianfei_chaxun(\'0102938475\')" result="balance"/>\n<answer>balance</answer>\n```',
            ["dianfei_chaxun"],
            {"type": "action", "tool": "dianfei_chaxun", "input": "0102938475"},
        ),
        (
            'Sure, here it is.\n```python\ntool_call(postcode="BS8", since="18:40")\n```',
            ["report_outage", "set_heating"],
            {"type": "error"},
        ),
        (
            '可以使用以下插件：\n1. report_outage: Report a power cut., args: {"postcode": {"type": "string"}, "since": {"type": "string"}}',
            ["report_outage", "set_heating"],
            {"type": "error"},
        ),
        (
            'Call set_heating like this:\n\n```\nset_heating(rooms: list[str], target_c: float, until: "23:00") -> str\n```',
            ["set_heating"],
            {"type": "final"},
        ),
        # (BFCL result files, b815) a function never closed before the next; a bare name
        # and its attributes in the container, closed or not; an attribute repeating the
        # tool's name; an object as dict pairs; an array of value elements; a value
        # without value=
        (
            '<functions><function name="book_room"><params><param name="room" value="A1" type="string"/><function name="book_room"><params><param name="room" value="B2" type="string"/></function></functions>',
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"room": "A1"}},
        ),
        (
            '<functions>Hotels_4_Search city="Oslo" stars="4"</functions>',
            ["Hotels_4_Search"],
            {"type": "action", "tool": "Hotels_4_Search", "args": {"city": "Oslo", "stars": "4"}},
        ),
        (
            '<functions>Hotels_4_Reserve function="Hotels_4_Reserve"><param name="hotel" type="string">Thon</param></functions>',
            ["Hotels_4_Reserve"],
            {"type": "action", "tool": "Hotels_4_Reserve", "args": {"hotel": "Thon"}},
        ),
        (
            '<functions>orders_api.OrdersApi.get_order order_id="A7" /functions>',
            ["orders_api.OrdersApi.get_order"],
            {
                "type": "action",
                "tool": "orders_api.OrdersApi.get_order",
                "args": {"order_id": "A7"},
            },
        ),
        (
            '<functions><function name="set_config"><params><param name="options"><dict><key value="retries" type="string"/><value value="3" type="integer"/></dict><dict><key value="verbose" type="string"/><value value="false" type="boolean"/></dict></param></function></functions>',
            ["set_config"],
            {
                "type": "action",
                "tool": "set_config",
                "args": {"options": {"retries": 3, "verbose": False}},
            },
        ),
        (
            '<functions><function name="notify"><params><param name="to"><array><value>a@x.io</value><value>b@x.io</value></array type="array"/></param></function></functions>',
            ["notify"],
            {"type": "action", "tool": "notify", "args": {"to": ["a@x.io", "b@x.io"]}},
        ),
        (
            '<functions>\n<function name="get_class_info">\n<param name="class_name" "Point" type="string"/>\n</function>\n</functions>',
            ["get_class_info"],
            {"type": "action", "tool": "get_class_info", "args": {"class_name": "Point"}},
        ),
        # (Granite's marker, b814) registered names one after another behind bars: the
        # first, with no arguments
        (
            "<|tool_call|>sendOffer|reject_candidate|<|end_of_role|>",
            ["sendOffer", "reject_candidate"],
            {"type": "action", "tool": "sendOffer", "args": {}},
        ),
        # (gemma-3-12b on BFCL, b820) a tool element never closed before the container's
        # end, its parameters as elements
        (
            "<functions><find_hotel><city>Oslo</city><nights>2</nights></functions>",
            ["find_hotel"],
            {"type": "action", "tool": "find_hotel", "args": {"city": "Oslo", "nights": "2"}},
        ),
        # (Claude Sonnet 4 on BFCL, b826) a call shown with a your_ placeholder for the
        # value the user has yet to give
        (
            'You haven\'t given the order id. Once you do, I can call:\n\n`cancel_order(order_id=your_order_id, reason="late")`',
            ["cancel_order"],
            {"type": "final"},
        ),
        # (foreign prompts, b824) a thought object then the call object; Continue's
        # definition echoed with a BEGIN_ARG holding TOOL_ARG lines
        (
            '{"思考": "先查一下用电。"}\n{"工具": "meter_reading", "参数": {"meter_id": "MTR-1"}}\n{"思考": "再看看。"}',
            ["meter_reading"],
            {"type": "action", "tool": "meter_reading", "args": {"meter_id": "MTR-1"}},
        ),
        (
            "```tool\nTOOL_NAME: report_outage\nTOOL_DESCRIPTION: Report a power cut.\nTOOL_ARG: postcode (string, required)\nBEGIN_ARG: since (string, required)\nTOOL_ARG: note (string, optional)\nEND_ARG\n```",
            ["report_outage"],
            {"type": "error"},
        ),
        # (foreign prompts, b836, b797) an arguments blob with no name and a key no tool
        # takes; an observation made up on the inline input's line; one unnamed parameter
        # of comma-separated pairs
        (
            '{"arguments": {"ride_id": "R-1", "station": "Bank", "type": "object"}}',
            {"endRide": ["ride_id", "station?"]},
            {"type": "error"},
        ),
        (
            "Pensiero: devo noleggiare.\n\nAzione: rent_bike, Input dell'azione: Bank, Osservazione: fatto, Risposta finale: ok",
            ["rent_bike"],
            {"type": "action", "tool": "rent_bike", "input": "Bank"},
        ),
        (
            "<seed:tool_call>\n<function=plan_route>\n<parameter>stations=Bank, avoid_hills=true</parameter>\n</function>",
            ["plan_route"],
            {"type": "action", "tool": "plan_route", "input": "stations=Bank, avoid_hills=true"},
        ),
        # A parameter as an element of its own name among BFCL's <param> tags (b840-036);
        # a call whose argument holds a schema-like object is a call, not the schema
        # echoed (b845-015)
        (
            '<functions>\n  <function name="book_room">\n    <param name="city" type="string">Rome</param>\n    <param name="nights" type="integer">3</param>\n    <room_type>suite</room_type>\n  </function>\n</functions>',
            ["book_room", "cancel_room"],
            {
                "type": "action",
                "tool": "book_room",
                "args": {"city": "Rome", "nights": 3, "room_type": "suite"},
            },
        ),
        (
            '[make_index(mapping={"id": {"type": "keyword"}, "title": {"type": "object", "properties": {"en": {"type": "text"}, "fr": {"type": "text"}}}})]',
            ["make_index"],
            {
                "type": "action",
                "tool": "make_index",
                "args": {
                    "mapping": {
                        "id": {"type": "keyword"},
                        "title": {
                            "type": "object",
                            "properties": {"en": {"type": "text"}, "fr": {"type": "text"}},
                        },
                    }
                },
            },
        ),
        # A stray token glued after a closing fence (b847-007/009); one keyword written
        # 'name: value' among '=' ones (b839-041/043); an array's items as XML-RPC <value>
        # elements (b846-016)
        (
            "THOUGHT: Check the file.\n```bash\ncat setup.py\n```_\n```bash\ncat setup.py\n```",
            ["bash"],
            {"type": "action", "tool": "bash", "input": "cat setup.py"},
        ),
        (
            '[find_hotel(city="Lyon", filters={"stars": 4, "pool": true}, max_results: 3)]',
            ["find_hotel", "book_hotel"],
            {
                "type": "action",
                "tool": "find_hotel",
                "args": {"city": "Lyon", "filters": {"stars": 4, "pool": True}, "max_results": 3},
            },
        ),
        (
            '<functions>\n  <function name="order_food">\n    <param name="dishes" type="array">\n      <value>ramen</value>\n      <value>gyoza</value>\n    </param>\n  </function>\n</functions>',
            ["order_food"],
            {"type": "action", "tool": "order_food", "args": {"dishes": ["ramen", "gyoza"]}},
        ),
        # A registered name, words about the call, then its keyword arguments in
        # parentheses (b844-react-001/002); a call shown with a bracketed placeholder
        # still to fill, no call (b854-012); the arguments written twice (b854-035); one
        # word's closing quote left out before a value quoted whole (b854-027)
        (
            "Thought: I should check the symptoms.\nAction: triage this cat (species: cat, symptoms: sneezing, weight_kg: 4.2)\nAction Input: its input",
            ["triage", "book_visit"],
            {
                "type": "action",
                "tool": "triage",
                "args": {"species": "cat", "symptoms": "sneezing", "weight_kg": 4.2},
            },
        ),
        (
            'I need the list of files first.\n\nOnce you provide them, I can run:\n```\narchive.pack(files="[your_file_list]", level=9)\n```',
            ["archive.pack"],
            {"type": "final"},
        ),
        (
            'lookupOrder(order_id="A-1", region="eu")(order_id="A-1", region="eu")',
            ["lookupOrder"],
            {"type": "action", "tool": "lookupOrder", "args": {"order_id": "A-1", "region": "eu"}},
        ),
        (
            "[sortTasks(items=taskList, order='desc, label='home office')]",
            ["sortTasks"],
            {
                "type": "action",
                "tool": "sortTasks",
                "args": {"items": "taskList", "order": "desc", "label": "home office"},
            },
        ),
        # InternLM2's action token, a name, <br> and parameters: with no plugin's word
        # (b851-039); ReWOO's tool list copied back filled in (b851-091); a tool's
        # definition begun and cut off in its description (b851-038)
        (
            '<|action_start|>renew_loan<br>parameters:{"loan_id": "L-5", "days": 7}',
            ["renew_loan", "pay_fine"],
            {"type": "action", "tool": "renew_loan", "args": {"loan_id": "L-5", "days": 7}},
        ),
        (
            "Tools can be one of:\nrenew_loan[input1]: Renew the loan\npay_fine[input2]: Pay the fine",
            ["renew_loan", "pay_fine"],
            {"type": "error"},
        ),
        (
            '{\n  "name": "pay_fine",\n  "description": "罚款缴纳罚款缴纳；；；；；；；',
            ["renew_loan", "pay_fine"],
            {"type": "error"},
        ),
        # An object and then more unnamed values is a text input (b859-033); an object's
        # arguments one 'key = value' a line (b859-036)
        (
            '[compare.texts({"left": "a", "right": "b"}, "en", "ratio")]',
            ["compare.texts"],
            {
                "type": "action",
                "tool": "compare.texts",
                "input": '{"left": "a", "right": "b"}, "en", "ratio"',
            },
        ),
        (
            'find_hotel {\n    city = "Porto"\n    nights = 2\n    pool = False\n}',
            ["find_hotel"],
            {
                "type": "action",
                "tool": "find_hotel",
                "args": {"city": "Porto", "nights": 2, "pool": False},
            },
        ),
        # b857 and b860-b861: a pair then another parameter's name alone is text;
        # Continue's definitions with the placeholder in each BEGIN_ARG; strings, a name
        # and an object as one list's items; DSPy's numbered tool list copied back; a name
        # then its keywords in a tag inside TOOLCALL; a list closed with ')' before the
        # next list's line; arguments as an unquoted object attribute; elements never
        # closed; keyword tags ending in stray brackets; a call then stray closing
        # brackets in TOOLCALL; an argument's name in its type attribute; a tool's element
        # with attributes around a JSON note
        (
            "Action type: BOOK_ROOM\nAttributes: room_id=R-12, late_checkout",
            ["book_room"],
            {"type": "action", "tool": "book_room", "input": "room_id=R-12, late_checkout"},
        ),
        (
            "TOOL_NAME: pay_fine\nTOOL_DESCRIPTION: Pay a fine.\nTOOL_ARG: card (string, required)\nBEGIN_ARG: C-77\nthe value\nEND_ARG",
            ["pay_fine", "renew_loan"],
            {"type": "error"},
        ),
        (
            '[[ "The loan is due.", "Renew a loan.", "renew_loan", {"loan_id": "L-9", "days": 7}]]]',
            ["renew_loan", "pay_fine"],
            {"type": "action", "tool": "renew_loan", "args": {"loan_id": "L-9", "days": 7}},
        ),
        (
            "(1) renew_loan\n(2) pay_fine, whose description is <desc>Pay a fine.\n(3) finish\n(4) finish",
            ["renew_loan", "pay_fine"],
            {"type": "error"},
        ),
        (
            '<TOOLCALL>math.lcm<a="6", b="8"></TOOLCALL>',
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": "6", "b": "8"}},
        ),
        (
            '[order_meal(dish="ramen", extras=["egg"]))\n[order_drink(drink="tea")]',
            ["order_meal", "order_drink"],
            {"type": "action", "tool": "order_meal", "args": {"dish": "ramen", "extras": ["egg"]}},
        ),
        (
            '<tool_call>\n<tool_call name="book_room" arguments={"room": "A2", "nights": 2}/>\n</tool_call>',
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"room": "A2", "nights": 2}},
        ),
        (
            "<tool_call name=\"book_room\" arguments={'room': 'A2'} />",
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"room": "A2"}},
        ),
        (
            "<math.lcm><a>6<b>8</math.lcm>",
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": "6", "b": "8"}},
        ),
        (
            "<TOOLCALL><math.lcm><a=6><b=8]]",
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": 6, "b": 8}},
        ),
        (
            "<math.lcm><a=6, b=8]>",
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": 6, "b": 8}},
        ),
        (
            "<TOOLCALL>math.lcm(a=6, b=8)}]",
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": 6, "b": 8}},
        ),
        (
            '<tool_call>\n  <tool_call name="get_time">\n    <arguments>\n      <argument type="city" value="Recife" />\n    </arguments>\n  </tool_call>\n</tool_call>',
            ["get_time"],
            {"type": "action", "tool": "get_time", "args": {"city": "Recife"}},
        ),
        (
            '<tool_call>\n<get_time city="Recife">\n  {"name": "time", "arguments": {"city": "Recife"}}\n</get_time>',
            ["get_time"],
            {"type": "action", "tool": "get_time", "args": {"city": "Recife"}},
        ),
        # b863-b866: the tool's name and its arguments as one list's items on the Action
        # line; a capitalised dotted name in a list's call; a tool's element with
        # attributes and no call blob inside; tool_call tags nested; the arguments' object
        # inside the opening tag with no '='
        (
            'Thought: look up the card.\nAction: [loan_history, card: "2200417"]\nAction Input: its input',
            ["loan_history", "pay_fine"],
            {"type": "action", "tool": "loan_history", "args": {"card": "2200417"}},
        ),
        (
            "Thought: pay it.\nAction: [pay_fine, 2200417, 8]\nAction Input: its input",
            ["loan_history", "pay_fine"],
            {"type": "action", "tool": "pay_fine", "input": "2200417, 8"},
        ),
        (
            "[Numpy.np.arange(start=0, stop=5)]",
            ["get_time"],
            {"type": "action", "tool": "Numpy.np.arange", "args": {"start": 0, "stop": 5}},
        ),
        (
            '<tool_call>\n<open_ticket name="Printer" priority="high">\n  {"name": "Printer", "priority": "high"}\n</open_ticket>\n</tool_call>',
            ["open_ticket"],
            {
                "type": "action",
                "tool": "open_ticket",
                "args": {"name": "Printer", "priority": "high"},
            },
        ),
        (
            '<tool_call>\n<tool_call>\n{"name": "note", "arguments": {"text": "buy milk"}}\n</tool_call>\n</tool_call>',
            ["todo"],
            {"type": "action", "tool": "note", "args": {"text": "buy milk"}},
        ),
        (
            '<tool_call>\n<tool_call id="d1" name="geo.distance" arguments {"a": [0, 0], "b": [3, 4]}>\n</tool_call>\n</tool_call>',
            ["geo.distance"],
            {"type": "action", "tool": "geo.distance", "args": {"a": [0, 0], "b": [3, 4]}},
        ),
        # b867: another language's Action label again before the name; a switch at the end
        # cut off does not replace the value its option was given
        (
            "생각: 주차비를 냅니다.\n\n행동: 动作: pay_parking\n행동 입력: 3 小时",
            ["pay_parking", "find_parking"],
            {"type": "action", "tool": "pay_parking", "input": "3 小时"},
        ),
        (
            "addVehicles --account_id 77 --plates 2 --car_model 5 --car_make 9 --car_model",
            ["addVehicles"],
            {
                "type": "action",
                "tool": "addVehicles",
                "args": {"account_id": 77, "plates": 2, "car_model": 5, "car_make": 9},
            },
        ),
        # b869-b870: a named tool_call element holding its arguments' object (bare, under
        # an arguments key, in <arguments>, or in a child's unquoted attribute); a
        # registered name in the id attribute; a line of pairs as a parameters attribute
        # (text, or keywords when every value is quoted); a tool's element whose
        # attributes are a call's keywords; the first call's object inside a wrapper that
        # does not parse
        (
            '<tool_call id="t1">\n  <tool_call name="games.recommend">\n    {\n      "arguments": {"players": 2, "genre": "coop"}\n    }\n  </tool_call>\n</tool_call>',
            ["games.recommend"],
            {"type": "action", "tool": "games.recommend", "args": {"players": 2, "genre": "coop"}},
        ),
        (
            '<tool_call title="Roots">\n  <tool_call name="roots.quadratic">\n    <arguments>\n      {"a": 1, "b": -3, "c": 2}\n    </arguments>\n  </tool_call>\n</tool_call>',
            ["roots.quadratic", "roots.cubic"],
            {"type": "action", "tool": "roots.quadratic", "args": {"a": 1, "b": -3, "c": 2}},
        ),
        (
            '<tool_call id="c1">\n  <tool_call name="art.check">\n    <tool_call arguments={"title": "Guernica"} />\n  </tool_call>',
            ["art.check"],
            {"type": "action", "tool": "art.check", "args": {"title": "Guernica"}},
        ),
        (
            '<tool_call>\n<tool_call id="makeHandler" parameters="app:main,level:3">\n</tool_call>',
            ["makeHandler"],
            {"type": "action", "tool": "makeHandler", "input": "app:main,level:3"},
        ),
        (
            '<tool_call name="find_recipe" parameters="diet:vegan, time:30">',
            ["find_recipe"],
            {"type": "action", "tool": "find_recipe", "input": "diet:vegan, time:30"},
        ),
        (
            "<tool_call>\n<tool_call name=\"makeChart\" parameters=\"kind: 'bar', lib: 'vega'\" />\n</tool_call>",
            ["makeChart"],
            {"type": "action", "tool": "makeChart", "args": {"kind": "bar", "lib": "vega"}},
        ),
        (
            "<tool_call>\n<t_test a=[1, 2, 3], b=[4, 5, 6], paired=true/>\n</tool_call>",
            ["t_test"],
            {
                "type": "action",
                "tool": "t_test",
                "args": {"a": [1, 2, 3], "b": [4, 5, 6], "paired": True},
            },
        ),
        (
            '<tool_call>\n{\n  "convert": {\n    "name": "convert",\n    "arguments": {"amount": 5, "to": "EUR"}\n  },\n  {\n    "pay": {"name": "pay"}\n  }\n}</tool_call>',
            ["convert", "pay"],
            {"type": "action", "tool": "convert", "args": {"amount": 5, "to": "EUR"}},
        ),
        # b871: ModelScope's api_name/parameters blob after prose is a call even of a name
        # no tool has; words before a colon on the Action line are no name when a
        # registered one follows; 'the final answer to the original question:' as the
        # answer's label, English and Arabic
        (
            'Let\'s call the API `showRides` with the following parameters:\n\n```json\n{\n  "api_name": "showRides",\n  "parameters": {"phone": "138"}\n}\n```',
            ["qixing_jilu", "find_bikes"],
            {"type": "action", "tool": "showRides", "args": {"phone": "138"}},
        ),
        (
            "思考：查一下记录。\n动作：要採取qi的動作是：使用qixing_jilu查询骑行记录。\n动作输入：13800138000",
            ["qixing_jilu", "find_bikes"],
            {"type": "action", "tool": "qixing_jilu"},
        ),
        (
            'الإجابة النهائية عن السؤال الأصلي:\n\n7 km\n\n1. **الإجراء**: "find_bikes"',
            ["find_bikes", "rent_bike"],
            {"type": "final", "answer": '7 km\n\n1. **الإجراء**: "find_bikes"'},
        ),
        (
            'Final Answer to the original question:\n\n7 km\n\n1. **Action**: used "find_bikes"',
            ["find_bikes", "rent_bike"],
            {"type": "final", "answer": '7 km\n\n1. **Action**: used "find_bikes"'},
        ),
        # b872-b873: the arguments' object in the opening tag, quoted with its quotes
        # unescaped or with no '='; keywords with an object among them in a parameters
        # attribute; a tool's element keeps the call of that same tool inside it; calls
        # under labels of the model's own, the first
        (
            '<tool_call>\n<tool_call id="fall_speed" parameters="{"t": "3", "g": "9.8"}>\n</tool_call>\n</tool_call>',
            ["fall_speed"],
            {"type": "action", "tool": "fall_speed", "args": {"t": "3", "g": "9.8"}},
        ),
        (
            "<tool_call>\n<tool_call name=\"addHandler\" parameters=\"el: 'btn', cb: 'onClick', opts: { once: true }\" />\n</tool_call>",
            ["addHandler"],
            {
                "type": "action",
                "tool": "addHandler",
                "args": {"el": "btn", "cb": "onClick", "opts": {"once": True}},
            },
        ),
        (
            '<tool_call>\n<route type="dict" properties="a=\'X\' b=\'Y\'">\n  {"name": "route", "arguments": {"a": "X", "b": "Y"}}\n</route>',
            ["route"],
            {"type": "action", "tool": "route", "args": {"a": "X", "b": "Y"}},
        ),
        (
            '<tool_call>\n<tool_call name="shell.run" description="Runs \\"ls\\"." parameters { "command": "ls -la" } </tool_call>',
            ["shell.run"],
            {"type": "action", "tool": "shell.run", "args": {"command": "ls -la"}},
        ),
        (
            '```json\n{\n  "first": {"name": "geo.distance", "arguments": {"a": [0, 0], "b": [3, 4]}},\n  "second": {"name": "geo.angle", "arguments": {"a": [0, 0]}}\n}\n```',
            ["geo.distance", "geo.angle"],
            {"type": "action", "tool": "geo.distance", "args": {"a": [0, 0], "b": [3, 4]}},
        ),
        # b875-b876: a prompt's example call made up before the real one; the first call
        # written in a wrapper the repair reads otherwise; a heading over the call's own
        # markup; argument tags with value attributes never closed; a tool's definition
        # written back in elements; a call whose arguments are whole before junk cut off
        (
            '# Output format\n<tool_call>\n[{"name": "function_name", "arguments": {"arg1": "value1"}}]\n</tool_call>\n<|assistant|>\nSure.\n<tool_call>\n[{"name": "get_time", "arguments": {"city": "Oslo"}}]\n</tool_call>',
            ["get_time"],
            {"type": "action", "tool": "get_time", "args": {"city": "Oslo"}},
        ),
        (
            '<tool_call>\n{\n  "beats": {\n    "name": "beats",\n    "arguments": {"bpm": 90}\n  },\n  {\n    "name": "melody",\n    "arguments": {"key": "C"}\n  }\n}\n</tool_call>',
            ["beats", "melody"],
            {"type": "action", "tool": "beats", "args": {"bpm": 90}},
        ),
        (
            '# Tool Call\n\n<tool_call>\n  <tool_call name="find_class" arguments={"query": "Cell"}/>\n</tool_call>',
            ["find_class"],
            {"type": "action", "tool": "find_class", "args": {"query": "Cell"}},
        ),
        (
            '<tool_call>\n<tool_call name="resonance">\n  <argument type="dict">\n    <argument name="l" value="0.5">\n      <argument name="c" value="0.1">\n    </argument>\n  </argument>\n</tool_call>\n</tool_call>',
            ["resonance"],
            {"type": "action", "tool": "resonance", "args": {"l": 0.5, "c": 0.1}},
        ),
        (
            "<tool_call>\n<tool_call>\n  <tool>\n    <name>Db.prepare</name>\n    <description>Prepares a statement.</description>\n  </tool>\n</tool_call>\n</tool_call>",
            ["Db.prepare"],
            {"type": "error"},
        ),
        (
            '<tool_call>[\n  {"name": "cp", "arguments": {"source": "a.txt", "destination": "b/"}, "response": {"type": "string", "description": "The command `cp` \'cp\' "target": "b/"\n<tool_call>[\n  {"name": "cp"\n]</tool_call>',
            ["cp", "ls"],
            {"type": "action", "tool": "cp", "args": {"source": "a.txt", "destination": "b/"}},
        ),
        # b877: ReWOO's evidence in Markdown's bold with a colon; a lead-in ending in a
        # colon before a made-up question and its answer is all the answer
        (
            "To find books:\n\n1. **Search:**\n   - **Plan:** Search the catalogue.\n   - **#E1:** Search_catalog[input]\n   - **#E2:** Search_catalog[input with Search_catalog[input]]",
            ["search_catalog", "reserve_book"],
            {"type": "action", "tool": "search_catalog", "input": "input"},
        ),
        (
            "The answer to the question is:\n\nQuestion: Why read?\n\nAnswer: To learn.",
            ["search_catalog"],
            {
                "type": "final",
                "answer": "The answer to the question is:\n\nQuestion: Why read?\n\nAnswer: To learn.",
            },
        ),
        # b881-b882: JSON keyed by the tool inside BFCL's <functions>; TOOLCALL with its
        # '<' lost; an object parameter as child elements or <dict><item name=…> pairs;
        # the tool's name quoted as a list's first item; babble glued after a closed call
        # in a list
        (
            '<functions>{"math.lcm":{"a":6,"b":8}}</functions>',
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": 6, "b": 8}},
        ),
        (
            "TOOLCALL>fall_speed(height=10, g=9.8)",
            ["fall_speed"],
            {"type": "action", "tool": "fall_speed", "args": {"height": 10, "g": 9.8}},
        ),
        (
            '<functions><function name="set_user"><param name="id" type="integer">7</param><param name="info" type="dict"><dict><item name="name" type="string">Ann</item><item name="city" type="string">Oslo</item></dict></param></function></functions>',
            ["set_user"],
            {
                "type": "action",
                "tool": "set_user",
                "args": {"id": 7, "info": {"name": "Ann", "city": "Oslo"}},
            },
        ),
        (
            '<functions><function name="set_user"><param name="id" type="integer">7</param><param name="info" type="dict"><name>Ann</name><city>Oslo</city></param></function></functions>',
            ["set_user"],
            {
                "type": "action",
                "tool": "set_user",
                "args": {"id": 7, "info": {"name": "Ann", "city": "Oslo"}},
            },
        ),
        (
            "['scores.get', team='Ajax', rounds=3]",
            ["scores.get"],
            {"type": "action", "tool": "scores.get", "args": {"team": "Ajax", "rounds": 3}},
        ),
        (
            '[top_banks(country="US", year=2020)babble-words, France")]',
            ["top_banks"],
            {"type": "action", "tool": "top_banks", "args": {"country": "US", "year": 2020}},
        ),
        # b885-b887: an unregistered tool's [name, key=value] list; a number as the answer
        # beside a context; an XML param's list value beside type="array[string]"; calls
        # one after another in TOOLCALL, no list around them; a list's closing quote left
        # out before the next keyword; a call glued to the one before
        (
            "```tool_code\n[sort, file_name='q3_summary.txt']\n```",
            ["ls", "cd", "cat"],
            {"type": "action", "tool": "sort", "args": {"file_name": "q3_summary.txt"}},
        ),
        (
            "{'answer': 12, 'context': 'The page lists twelve stations.'}",
            ["search_engine_query"],
            {"type": "final", "answer": "12"},
        ),
        (
            '<functions><function name="hotel.search"><params><param name="city" value="Oslo" type="string"/><param name="tags" value="[\'pool\', \'gym\']" type="array[string]"/></params></function></functions>',
            ["hotel.search"],
            {
                "type": "action",
                "tool": "hotel.search",
                "args": {"city": "Oslo", "tags": ["pool", "gym"]},
            },
        ),
        (
            '<TOOLCALL>archival_memory_search(query="dentist address"), send_message("Looking it up, it\'s in my notes.")</TOOLCALL>',
            ["archival_memory_search", "send_message"],
            {
                "type": "action",
                "tool": "archival_memory_search",
                "args": {"query": "dentist address"},
            },
        ),
        (
            "TOOLCALL>flight.book(origin='Lima', dest='Cusco'); hotel.book(city='Cusco', nights=2)",
            ["flight.book", "hotel.book"],
            {"type": "action", "tool": "flight.book", "args": {"origin": "Lima", "dest": "Cusco"}},
        ),
        (
            "plot(xs='[1, 2, 3], ys='[4, 5, 6]', title='growth')",
            ["plot"],
            {
                "type": "action",
                "tool": "plot",
                "args": {"xs": "[1, 2, 3]", "ys": "[4, 5, 6]", "title": "growth"},
            },
        ),
        (
            "geo.distance(a='Oslo', b='Bergen', )geo.area(region='Viken')",
            ["geo.distance", "geo.area"],
            {"type": "action", "tool": "geo.distance", "args": {"a": "Oslo", "b": "Bergen"}},
        ),
        # b883: TaskWeaver's template recipients kept ('"CodeInterpreter" or "User"'); a
        # tool's name over elements of its arguments; AgentScope's fields as objects of
        # their own joined by commas; a tool's name written as spaced words before its
        # call; Continue's instructions echoed with BEGIN_ARG in the template
        (
            '{"response": [{"type": "init_plan", "content": "Find sailings."}, {"type": "send_to", "content": "CodeInterpreter" or "User"}, {"type": "message", "content": "the instruction or the answer"}]}',
            ["ferry_times"],
            {"type": "error"},
        ),
        (
            "sea_conditions\n<port>Calais</port>\n<hours_ahead>6</hours_ahead>",
            ["sea_conditions", "ferry_times"],
            {
                "type": "action",
                "tool": "sea_conditions",
                "args": {"port": "Calais", "hours_ahead": "6"},
            },
        ),
        (
            '{"thought": "Look up the order."},\n{"speak": "Checking FB-1180 now."},\n{"function": [{"name": "chuanpiao_chaxun", "arguments": {"booking_ref": "FB-1180"}}]}',
            ["chuanpiao_chaxun", "book_ferry"],
            {"type": "action", "tool": "chuanpiao_chaxun", "args": {"booking_ref": "FB-1180"}},
        ),
        (
            'Send Reminder(patient_id="D-2050", channel="wechat")',
            ["send_reminder", "book_dental"],
            {
                "type": "action",
                "tool": "send_reminder",
                "args": {"patient_id": "D-2050", "channel": "wechat"},
            },
        ),
        (
            "Here is how it works.\n\nTo call a tool, write a tool code block:\n```\nBEGIN_ARG: arg_name\nEND_ARG\n```\n\nThat is the whole format.",
            ["estimateCost"],
            {"type": "final"},
        ),
        # b700 (a known miss read now): AutoGPT's object closed after its thoughts, the
        # call's keys outside it
        (
            '{\n  "thoughts": ["Check which vaccines are due."]\n}, "tool_name": "vaccine_schedule", "tool_args": {"pet_id": "P-4410"}}',
            ["vaccine_schedule", "orderFood"],
            {"type": "action", "tool": "vaccine_schedule", "args": {"pet_id": "P-4410"}},
        ),
        # b892-b896: one 'name: value' naming the tool's parameter; a parameter's value in
        # its tag, the others as elements inside it; a call of a name no tool has with
        # unnamed values; BFCL's list of one call on the Action line; 【func_name】 before a
        # call; 'AI to=tool:' before the arguments; a list's one call with no arguments;
        # capitals after an underscore in a name no tool has; the call's result kept under
        # its own name; objects of arguments alone in a list; a list's ']' left out before
        # ')'; quoted calls whose closing quotes are left out
        (
            "Thought: x\nAction: cancelBooking\nAction Input: booking_ref: 'FB-7002'",
            {"cancelBooking": ["booking_ref", "refund_to_card?"]},
            {"type": "action", "tool": "cancelBooking", "args": {"booking_ref": "FB-7002"}},
        ),
        (
            '<function=book_dental>\n<parameter=patient_id="D-2050">\n<procedure>cleaning</procedure>\n<slot>09:00</slot>\n</parameter>\n</function>',
            ["book_dental", "free_slots"],
            {
                "type": "action",
                "tool": "book_dental",
                "args": {"patient_id": "D-2050", "procedure": "cleaning", "slot": "09:00"},
            },
        ),
        ("math.sqrt(144)", ["str_to_int"], {"type": "action", "tool": "math.sqrt", "input": "144"}),
        (
            "[weather.lookup('Oslo', 'metric')]",
            ["calculate_velocity"],
            {"type": "action", "tool": "weather.lookup", "input": "'Oslo', 'metric'"},
        ),
        (
            "Intention: Look it up.\nAction: [ChaFod(TheFod='WHOPPER')]",
            ["ChaFod"],
            {"type": "action", "tool": "ChaFod", "args": {"TheFod": "WHOPPER"}},
        ),
        (
            "【func_name】get_stock_price(symbol='AAPL')",
            ["get_stock_price"],
            {"type": "action", "tool": "get_stock_price", "args": {"symbol": "AAPL"}},
        ),
        (
            'Sure.\nAI to=hotel.book: {"city": "Rome", "nights": 2}',
            ["hotel.book"],
            {"type": "action", "tool": "hotel.book", "args": {"city": "Rome", "nights": 2}},
        ),
        (
            "[list_new_movies()]",
            ["calculate_velocity"],
            {"type": "action", "tool": "list_new_movies", "args": {}},
        ),
        (
            'move_NIOFile(source="/a.txt", target="/b.txt")',
            ["EFSNIOResource.copy"],
            {
                "type": "action",
                "tool": "move_NIOFile",
                "args": {"source": "/a.txt", "target": "/b.txt"},
            },
        ),
        (
            "run_Visitor=run_Visitor(node=node, depth=depth), node(node=node)",
            ["Visitor.run"],
            {"type": "action", "tool": "run_Visitor", "args": {"node": "node", "depth": "depth"}},
        ),
        (
            '[{"type": "add", "content": "buy milk"}]',
            {"todo": ["type", "content"]},
            {"type": "error"},
        ),
        (
            '[{"type": "add", "content": "buy milk"}, {"type": "delete", "content": "old"}]',
            {"todo": ["type", "content"]},
            {"type": "error"},
        ),
        (
            "palette.lookup(name='teal', formats=['RGB', 'HSL'), palette.lookup(name='rust', formats=['RGB', 'HSL')",
            ["palette.lookup"],
            {
                "type": "action",
                "tool": "palette.lookup",
                "args": {"name": "teal", "formats": ["RGB", "HSL"]},
            },
        ),
        (
            "[\n  \"palette.lookup(name='teal'),\n  \"palette.lookup(name='rust')\n]\"",
            ["palette.lookup"],
            {"type": "action", "tool": "palette.lookup", "args": {"name": "teal"}},
        ),
        # b899-b902: ToolAlpaca's role word garbled before each label, and its Response as
        # the answer; BFCL's template words around a call; 'AI to=tool(…)'; a fence's
        # marks glued to the list; an Action sentence naming the tool, its call below; a
        # function's own attributes as its arguments; an object's fields as a call of its
        # type; a fenced list of objects of arguments alone
        (
            " Looking it up.\nASSistant Response: Japan has 16 public holidays in 2024.",
            ["PublicHolidays"],
            {"type": "final", "answer": "Japan has 16 public holidays in 2024."},
        ),
        (
            ' I will look it up.\nASSISTANT Action: AirportApi_getAirport\nASSISTICK Action Input: {"icao": "LFPG"}',
            ["AirportApi_getAirport"],
            {"type": "action", "tool": "AirportApi_getAirport", "args": {"icao": "LFPG"}},
        ),
        (
            '[func_name="todo", params={"type": "add", "content": "buy bread"}]',
            ["todo"],
            {"type": "action", "tool": "todo", "args": {"type": "add", "content": "buy bread"}},
        ),
        (
            "Sure, adding it.\nAI to=todo(type='add',content='buy bread')",
            ["todo"],
            {"type": "action", "tool": "todo", "args": {"type": "add", "content": "buy bread"}},
        ),
        (
            "```python[\"get_weather\"(city='Lyon')]```",
            ["get_weather", "start_oncall"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Lyon"}},
        ),
        (
            "Thought: I need the range.\n\nAction: Project the range shift using the species.project_range function.\n\n[species.project_range(species='lynx', years=50)]",
            ["species.project_range", "ecology.capacity"],
            {
                "type": "action",
                "tool": "species.project_range",
                "args": {"species": "lynx", "years": 50},
            },
        ),
        (
            '<TOOLCALL>\n<functions>\n<function name="math.lcm" a="6" b="8"/>\n</functions>\n</TOOLCALL>',
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": 6, "b": 8}},
        ),
        (
            '<functions>\n<function name="update_user">\n<param name="user_id" type="integer">7</param>\n<param name="info" type="dict">\n<function name="dict">\n<param name="city" type="string">Lyon</param>\n</function>\n</param>\n</function>\n</functions>',
            ["update_user"],
            {
                "type": "action",
                "tool": "update_user",
                "args": {"user_id": 7, "info": {"city": "Lyon"}},
            },
        ),
        (
            '```json\n[{"type": "add", "content": "call mum"}]\n```',
            {"todo": ["type", "content"]},
            {"type": "error"},
        ),
        # b897: a list of calls under the Action label, the first the step; Kimi's section
        # with the template's INDEX for the call's number and no arguments
        (
            "Gedanke: Ich prüfe es.\n\nAktion:\n- order_status: LD-5521\n- reportStain: LD-5521 Weinfleck\n",
            ["order_status", "reportStain"],
            {"type": "action", "tool": "order_status", "input": "LD-5521"},
        ),
        (
            "<|tool_calls_section_begin|>\nfunctions.order_status:INDEX000005521\n<|tool_calls_section_end|>",
            ["order_status", "reportStain"],
            {"type": "action", "tool": "order_status", "args": {}},
        ),
        # b907-b909: a lead-in that announces a sample before a copied question;
        # InternLM2's plugin with a 'parameters:' block; Gorilla's name("tool") alone;
        # DeepSeek's schemas, then the values; LM Studio's [TOOL_REQUEST] with no call; a
        # call of a tool no one has in MiniCPM's call block; a '>' inside a quoted
        # attribute; a list's objects as <dict> params; MiniMax's markup with every '<'
        # lost
        (
            "Hello there, happy to help! Here's a sample of what we can do.\n\nQuestion: When is the Prado open?\nPensée: vérifier\nRéponse finale: de 10h à 20h",
            ["opening_hours"],
            {"type": "final", "answer": "de 10h à 20h"},
        ),
        (
            "<|action_start|\n<|plugin|>opening_hours\nparameters:\nmuseum: Prado\nholiday: false\n<|action_end|",
            ["opening_hours", "buy_tickets"],
            {
                "type": "action",
                "tool": "opening_hours",
                "args": {"museum": "Prado", "holiday": False},
            },
        ),
        (
            'name("opening_hours")',
            ["opening_hours", "audioGuide"],
            {"type": "action", "tool": "opening_hours", "args": {}},
        ),
        (
            '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>audioGuide\n```json\n{"museum": {"type": "string"}, "language": {"type": "string"}}\n```json\n{"museum": "Prado", "language": "es"}\n```<｜tool▁calls▁end｜>',
            ["audioGuide"],
            {"type": "action", "tool": "audioGuide", "args": {"museum": "Prado", "language": "es"}},
        ),
        ('A: [TOOL_REQUEST]\n"""\n# Your request here\n```', ["opening_hours"], {"type": "error"}),
        (
            "<|thought_start|>\nI will search for it.\n<|thought_end|>\n<|tool_call_start|>\n```python\nweb_lookup(q='Oslo museums')\n```\n<|tool_call_end|>",
            ["get_current_weather"],
            {"type": "action", "tool": "web_lookup", "args": {"q": "Oslo museums"}},
        ),
        (
            "<TOOLCALL><functions><function name=\"db.find\"><params><param name=\"where\" value=\"[{'field': 'age', 'op': '>', 'value': 30}]\" type=\"array[dict]\"/></params></function></functions></TOOLCALL>",
            ["db.find"],
            {
                "type": "action",
                "tool": "db.find",
                "args": {"where": [{"field": "age", "op": ">", "value": 30}]},
            },
        ),
        (
            '<TOOLCALL><functions><function name="db.find"><param name="where" type="array"><item><dict><param name="field" type="string">age</param><param name="value" type="integer">30</param></dict></item><item><dict><param name="field" type="string">city</param><param name="value" type="string">Oslo</param></dict></item></param></function></functions></TOOLCALL>',
            ["db.find"],
            {
                "type": "action",
                "tool": "db.find",
                "args": {
                    "where": [{"field": "age", "value": 30}, {"field": "city", "value": "Oslo"}]
                },
            },
        ),
        (
            'invoke name="get_time">\nparameter name="city">Osloparameter>\ninvoke>',
            ["get_time"],
            {"type": "action", "tool": "get_time", "args": {"city": "Oslo"}},
        ),
        # b911-b913: a JSON list of sentences and calls as strings; calls one after
        # another in a fence under prose, on one line or a line each; a stray 'AI:' before
        # BFCL's list
        (
            '```json\n[\n  "First I look it up.",\n  "archival_memory_search(query=\'Ana\'s birthday\')",\n  "Then I send a note."\n]\n```',
            ["archival_memory_search", "send_message"],
            {
                "type": "action",
                "tool": "archival_memory_search",
                "args": {"query": "Ana's birthday"},
            },
        ),
        (
            "We call it twice. Here are the function calls:\n\n```python\ngeo.distance(a='Oslo', b='Bergen'), geo.distance(a='Oslo', b='Tromso')\n```",
            ["geo.distance", "geo.area"],
            {"type": "action", "tool": "geo.distance", "args": {"a": "Oslo", "b": "Bergen"}},
        ),
        (
            "We call it twice:\n\n```python\ngeo.distance(a='Oslo', b='Bergen'),\ngeo.distance(a='Oslo', b='Tromso')\n```",
            ["geo.distance", "geo.area"],
            {"type": "action", "tool": "geo.distance", "args": {"a": "Oslo", "b": "Bergen"}},
        ),
        (
            "AI: [geo.area(region='Viken')]",
            ["geo.area"],
            {"type": "action", "tool": "geo.area", "args": {"region": "Viken"}},
        ),
        # b910: Functionary's message to a recipient after words and a fence
        (
            'The arguments are:\n\n```json\n{"patient_id": "D-1142"}\n```\n\n>>>get_forecast\n{"city": "Oslo"}',
            ["bingli_chaxun", "estimateCost"],
            {"type": "action", "tool": "get_forecast", "args": {"city": "Oslo"}},
        ),
        # b915: a tool's own self-closed element a call, several of them: the first
        (
            '<geo.distance a="Oslo" b="Bergen"/>\n<geo.distance a="Oslo" b="Tromso"/>',
            ["geo.distance"],
            {"type": "action", "tool": "geo.distance", "args": {"a": "Oslo", "b": "Bergen"}},
        ),
        # b914: BFCL's calls in tuples inside the list; shell commands in brackets
        (
            "[(geo.distance(a='Oslo', b='Bergen'), geo.area(region='Viken')), geo.area(region='Agder')]",
            ["geo.distance", "geo.area"],
            {"type": "action", "tool": "geo.distance", "args": {"a": "Oslo", "b": "Bergen"}},
        ),
        (
            "[(geo.area(region='Viken')), (geo.area(region='Agder'))]",
            ["geo.distance", "geo.area"],
            {"type": "action", "tool": "geo.area", "args": {"region": "Viken"}},
        ),
        (
            "[mkdir reports], [touch reports/a.txt]",
            ["mkdir", "touch", "cd"],
            {"type": "action", "tool": "mkdir", "input": "reports"},
        ),
        # b914: a call as a bullet under a label that says calls follow (a bullet
        # elsewhere is no call, b377-react-zh-003)
        (
            "Intents:\n- Rent a car\n\nFunction Calls:\n- geo.area(region='Viken')",
            ["geo.area"],
            {"type": "action", "tool": "geo.area", "args": {"region": "Viken"}},
        ),
        (
            "**Tool calls**:\n- geo.area(region='Viken')\n- geo.area(region='Agder')",
            ["geo.area"],
            {"type": "action", "tool": "geo.area", "args": {"region": "Viken"}},
        ),
        # b917, b919: a module's function called with keywords, ending in ';'; a call
        # ending in ';' on its line; an apostrophe inside a single-quoted value in
        # MiniCPM's call block
        (
            "torch.linspace(start=0, end=1, steps=100);",
            ["get_current_weather"],
            {
                "type": "action",
                "tool": "torch.linspace",
                "args": {"start": 0, "end": 1, "steps": 100},
            },
        ),
        (
            ": \n get_current_weather(location='Oslo', unit='celsius');",
            ["get_current_weather"],
            {
                "type": "action",
                "tool": "get_current_weather",
                "args": {"location": "Oslo", "unit": "celsius"},
            },
        ),
        (
            "<|thought_start|>\nI send it.\n<|thought_end|>\n<|tool_call_start|>\n```python\nsend_email(to='ana@acme.io',body='Let's meet at 10')\n```\n<|tool_call_end|>",
            ["send_email"],
            {
                "type": "action",
                "tool": "send_email",
                "args": {"to": "ana@acme.io", "body": "Let's meet at 10"},
            },
        ),
        # b925: a past step summarised on the Action line ('I used the search tool') names
        # no tool to run now
        (
            "Here is what I did.\n\n**Action:** I used the `search` tool to find the recipe.\n\n**Result:** It needs diorite.",
            ["search", "move"],
            {"type": "error"},
        ),
        (
            "Thought: done\nAction: We have already called the search tool.\nFinal Answer: It needs diorite.",
            ["search", "move"],
            {"type": "final", "answer": "It needs diorite."},
        ),
        # b923: the first of a list of calls of names no tool has, its values unnamed
        (
            "[move_file('a.pdf', 'temp'), sort_file('a.pdf', 'line')]",
            ["mv", "sort"],
            {"type": "action", "tool": "move_file", "input": "'a.pdf', 'temp'"},
        ),
        # b928: an 'api' key inside a registered tool's arguments is no call of its own
        (
            '[requests.get(url="https://h/api/version", params={"version": "6.3", "api": "get the versions"})]',
            ["requests.get"],
            {
                "type": "action",
                "tool": "requests.get",
                "args": {
                    "url": "https://h/api/version",
                    "params": {"version": "6.3", "api": "get the versions"},
                },
            },
        ),
        # b920: the input's closing tag where the action's goes; a tool's name in another
        # case at the start of the input under an Action that names none; Mistral's token
        # glued to a name and a line of text; a call's format quoted in a sentence with
        # the template's word for the name; an Output line right under a one-line input
        (
            'Thought: check it\n<action>fuel_policy</action_input>{"station": "OSL"}\n<final_answer>done</final_answer>',
            ["fuel_policy", "book_car"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        (
            "Thought: cancel it\nAction: the action to take\nAction Input: CancelBooking CR-5520",
            ["cancelBooking", "book_car"],
            {"type": "action", "tool": "cancelBooking", "input": "CR-5520"},
        ),
        (
            "TOOL_CALLScancelBooking CR-8812 reason=trip changed",
            ["cancelBooking", "zuche_yajin"],
            {"type": "action", "tool": "cancelBooking", "input": "CR-8812 reason=trip changed"},
        ),
        (
            "To use a tool, the reply is [TOOL_CALLS]name[ARGS] to parse the JSON response.",
            ["search_cars"],
            {"type": "final"},
        ),
        (
            'To use tools, reply with functools followed by a JSON list of calls, e.g. functools[{"name": "tool_name", "arguments": {"x": 1}}].',
            ["fuel_policy"],
            {"type": "final"},
        ),
        (
            "### Step 1\n#### Tool: cancelBooking[input]\n- **Input**: CR-5520\n- **Output**: Cancelled\n\n### Step 2",
            ["cancelBooking", "book_car"],
            {"type": "action", "tool": "cancelBooking", "input": "CR-5520"},
        ),
        # b931: a quoted call in a JSON list closed by the other quote
        (
            "```json\n[\n  \"ControlAppliance.execute(command='living room, air conditioner, on')'\n]\n```",
            ["ControlAppliance.execute"],
            {
                "type": "action",
                "tool": "ControlAppliance.execute",
                "args": {"command": "living room, air conditioner, on"},
            },
        ),
        # b930: a made-up tag before the call object after Phi-4-mini's token; the token
        # before no call a reader can make out
        (
            '<|tool_call|>[memo_helper] { "$fetch": "get_current_weather", "arguments": { "location": "Oslo" } }',
            ["get_current_weather"],
            {"type": "action", "tool": "get_current_weather", "args": {"location": "Oslo"}},
        ),
        (
            '<|tool_call|>"]["function": "x**2", "interval": [1, 3]}',
            ["integrate"],
            {"type": "error"},
        ),
        # b933: react-zh's template words where the tool's name goes
        (
            "思考: 查一下\n行动:\n你采取的行动是：\n- 查询租车服务。\n\n行动输入:\nstation: Barcelona Sants\npickup: 2026-12-20T10:00",
            ["search_cars", "fuel_policy"],
            {"type": "error"},
        ),
        # b938-b940: a stray quote before a call list; an answer given in a think block
        # never closed; a name between made-up tags before its arguments; a multi-line
        # call alone in a fence under prose; a definition echoed with its values glued on;
        # a double quote for a contraction's apostrophe; name= and parameters= in a tuple
        (
            '["geo.area(region=[1, 2], limit=3)]',
            ["geo.area"],
            {"type": "action", "tool": "geo.area", "args": {"region": [1, 2], "limit": 3}},
        ),
        (
            "<think>\nOkay, the user wants to sort the file.\n\nSo the assistant should sort it.\n\nThe call is sort(file_name='a.pdf').\n\nFinal answer: [sort(file_name='a.pdf')]",
            ["sort", "grep"],
            {"type": "error"},
        ),
        (
            'Sure, one moment.\n\n[SYS]news.search[/SYS]\n\n{"keyword": "AI"}',
            ["news.search"],
            {"type": "action", "tool": "news.search", "args": {"keyword": "AI"}},
        ),
        (
            'I will use news.search. Here is the code:\n\n```python\nnews.search(\n    keyword="AI",\n    language="EN"\n)\n```\n\nPlease note that it needs the API set up.',
            ["news.search"],
            {"type": "action", "tool": "news.search", "args": {"keyword": "AI", "language": "EN"}},
        ),
        (
            '<|tool_call|>{"name": "hotel.find", "description": "Find hotels.", "parameters": {"type": "dict", "properties": {"location": {"type": "string"}}}},"arguments": {"location": "Paris"}}',
            ["hotel.find"],
            {"type": "action", "tool": "hotel.find", "args": {"location": "Paris"}},
        ),
        (
            '[{"name": "send_email", "arguments": {"to": "a@b.c", "body": "Let"s meet at 10"}}]',
            ["send_email"],
            {
                "type": "action",
                "tool": "send_email",
                "args": {"to": "a@b.c", "body": 'Let"s meet at 10'},
            },
        ),
        (
            "[(name='create_workspace', parameters={'name': 'Hub', 'base_branch': 'main'}))",
            ["create_workspace"],
            {
                "type": "action",
                "tool": "create_workspace",
                "args": {"name": "Hub", "base_branch": "main"},
            },
        ),
        # b934: Qwen-Agent's lines as 'name: input' before a RESULT line; a tool's self-
        # closed element in CamelCase; the tools' signatures and join() as a plan; Kimi's
        # tokens with their first bar lost
        (
            "deadline: payment\nestimate_tax: estimate_tax\nRESULT: The tax is $9255.",
            ["deadline", "estimate_tax"],
            {"type": "action", "tool": "deadline", "input": "payment"},
        ),
        (
            '<FileReturn taxpayer_id="123" year="2025" />',
            ["refundStatus", "file_return"],
            {
                "type": "action",
                "tool": "file_return",
                "args": {"taxpayer_id": "123", "year": "2025"},
            },
        ),
        (
            "1. refundStatus(taxpayer_id: str, year: int) -> str\n2. join()",
            ["refundStatus", "file_return"],
            {"type": "error"},
        ),
        (
            "<tool_calls_section_begin|>\nfunctions.refundStatus:0\nfunctions.file_return:0\n<tool_calls_section_end|>",
            ["refundStatus", "file_return"],
            {"type": "action", "tool": "refundStatus", "args": {}},
        ),
        # b943-b945: registered names as a JSON list's strings; one object over several
        # lines as a fenced call's argument; an unregistered call on the first of several
        # call lines; calls in a tuple, the last quote never closed
        (
            '```json\n[\n  "aws.list_exports",\n  "aws.list_exports"\n]\n```',
            ["aws.list_exports"],
            {"type": "action", "tool": "aws.list_exports", "args": {}},
        ),
        (
            'Let me check the stock:\n\n```python\ninventory_management({\n    "product_id": "12345XYZ",\n    "color": "red"\n})\n```\n\nAs an AI I cannot run code.',
            ["inventory_management"],
            {
                "type": "action",
                "tool": "inventory_management",
                "args": {"product_id": "12345XYZ", "color": "red"},
            },
        ),
        (
            "core_memory_search(name='human', new_content='Ana')\nrecall_memory_search(query='Ana birthday')\n",
            ["recall_memory_search", "core_memory_append"],
            {
                "type": "action",
                "tool": "core_memory_search",
                "args": {"name": "human", "new_content": "Ana"},
            },
        ),
        (
            "(weather.fetch(coordinates=(40.7, -74.0), units='Celsius),)",
            ["weather.fetch"],
            {
                "type": "action",
                "tool": "weather.fetch",
                "args": {"coordinates": [40.7, -74.0], "units": "Celsius"},
            },
        ),
        # b949: arguments in their schema's shape with no tool's name
        (
            '[{"type": "dict", "properties": {"source": "a.pdf", "destination": "temp"}}, {"type": "dict", "properties": {"file_name": "b.pdf"}}]',
            {"mv": ["source", "destination"], "cat": ["file_name"]},
            {"type": "error"},
        ),
        # b950: a reply that is only the role's word
        ("assistant", ["search"], {"type": "error"}),
        # b952: MetaGPT's Assistant's [TALK]: answer and [SKILL]: pick
        (
            "[TALK]: No, I do not have a poison apple.",
            ["text_to_image"],
            {"type": "final", "answer": "No, I do not have a poison apple."},
        ),
        (
            "[SKILL]: text_to_image",
            ["text_to_image", "search"],
            {"type": "action", "tool": "text_to_image", "input": ""},
        ),
        # harmony's header with a space after its '=' (granite-3.2 on BFCL, b955)
        (
            'ASSISTANT: Sure, let me look that up for you.\nAI to= weather.get: {"city": "Oslo"}',
            ["weather.get", "calculator"],
            {"type": "action", "tool": "weather.get", "args": {"city": "Oslo"}},
        ),
        # an object with objects in it as a fenced call's one argument, calls as a JSON
        # list's strings in a fence under prose, and a capitalised unregistered name in a
        # list of calls (Phi-4-mini, gemma-3-4b and GoGoAgent on BFCL, b959)
        (
            'I will call the booking tool with these details:\n\n```python\nbook_car({\n    "station": "LIS",\n    "extras": {\n        "gps": true\n    },\n    "driver_age": 24\n})\n```',
            ["book_car", "fuel_policy"],
            {
                "type": "action",
                "tool": "book_car",
                "args": {"station": "LIS", "extras": {"gps": True}, "driver_age": 24},
            },
        ),
        (
            "First I look up the policy.\n\n```json\n[\n  \"fuel_policy(station='OSL')\",\n  \"book_car(station='OSL')\"\n]\n```",
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        (
            "[Linspace(start=0.0, end=2.0, steps=5)]",
            ["calculator"],
            {"type": "action", "tool": "Linspace", "args": {"start": 0.0, "end": 2.0, "steps": 5}},
        ),
        # another tool's definition as the Action Input under a sentence (qwen 0.5B under
        # ToolLLaMA's prompt, b953); a list of a name, perhaps namespaced, and its
        # arguments after Phi-4-mini's token (b963)
        (
            'Thought: I need a function.\nAction: The function\'s input is `{"name": "book_car", "description": "Book a rental car.", "parameters": {"properties": {"station": {"type": "string"}}, "required": ["station"], "type": "object"}}`.\nAction Input: `{"name": "fuel_policy", "description": "A station\'s fuel policy.", "parameters": {"properties": {"station": {"type": "string"}}, "required": ["station"], "type": "object"}}`.',
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        (
            '<|tool_call|>[tools:fuel_policy, {"station": "OSL"}]',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        (
            '<|tool_call|>[fuel_policy, {"station": "OSL"}]',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        # a sentence of the plan, then the tool only offered on the Action line (qwen 0.5B
        # under tao's react-zh prompt, b962)
        (
            "思考:\n用户想查电费。\n\n行动:\n首先，我们需要查询这户人家的电费。我们可以使用 fuel_policy函数来查询。\n\n",
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        (
            "Thought: I should check.\nAction: First, we need the station's rules. We can use fuel_policy to look them up.",
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        # a bold 'Action' item in a numbered outline of bold notes is no label
        # (DeepSeek-R1-0528 on BFCL, b966)
        (
            "Here is what I understood:\n\n1. **Station**: OSL\n2. **Dates**: 19-20 December\n3. **Action**:\n   - Compare the two stations first\n\nShall I go ahead?",
            ["book_car", "fuel_policy"],
            {
                "type": "final",
                "answer": "Here is what I understood:\n\n1. **Station**: OSL\n2. **Dates**: 19-20 December\n3. **Action**:\n   - Compare the two stations first\n\nShall I go ahead?",
            },
        ),
        # qwen 0.5B under other frameworks' prompts on tool set 75 (b965): a made-up name
        # inside CALL_TOOL(…) with keywords, arguments as objects of name and value,
        # MiniMax's markup garbled with no name, the Vietnamese template's words where the
        # name goes, a name before the Turkish template's copied list, a sentence that
        # opens with the tool it is using, Portuguese's 'A ação:'
        (
            'CALL_TOOL(example_tool, station = "OSL", days = 3)',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "example_tool", "args": {"station": "OSL", "days": 3}},
        ),
        (
            '```json\n{"tools": [{"tool_name": "fuel_policy", "parameters": [{"name": "station", "type": "string", "value": "OSL"}]}]}\n```',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        (
            '<minimax:command_call>\n<tool_command_call>\n<param_name="param-key">OSL</param>\n</tool_command_call>\n</minimax:tool_command_call>',
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        (
            "Suy nghĩ: Tôi cần tìm hiểu.\n\nHành động: hành động cần làm: tìm hiểu chính sách nhiên liệu.\n\nĐầu vào hành động: Đầu vào cho hành động: OSL",
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        (
            "Düşünce: bakalım.\nEylem: Fuel_policy, yapılacak eylem, şunlardan biri [book_car, fuel_policy]\nEylem Girdisi: OSL",
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "input": "OSL"},
        ),
        (
            'Thought: Two steps.\nAction: Using the fuel_policy tool, I can read the rules. Afterwards I\'ll use the book_car tool to book.\nAction Input: {"station": "OSL"}',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        (
            "Pensamento:\nA ação: fuel_policy\nEntrada da ação: OSL",
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "input": "OSL"},
        ),
        # an empty pair of think tags named in a sentence stays in the answer (qwen 0.5B
        # asked to think first, b973)
        (
            "你可以在<think></think>中看到 OSL 的规定。",
            ["book_car", "fuel_policy"],
            {"type": "final", "answer": "你可以在<think></think>中看到 OSL 的规定。"},
        ),
        # a tag that says call before an object of name and arguments, the tool no one's
        # (granite-20b-functioncalling on BFCL, b975)
        (
            '<function_call> {"name": "rent_boat", "arguments": {"harbour": "OSL", "hours": 2}}',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "rent_boat", "args": {"harbour": "OSL", "hours": 2}},
        ),
        # arguments' JSON in single quotes with its closing quote garbled (OpenAI
        # functions as text), keywords in a Seed-OSS parameter tag never closed (qwen
        # 0.5B, b974); calls in a python fence with comments after them (MiniCPM3-4B on
        # BFCL, b979)
        (
            '{"function_call": {"name": "book_car", "arguments": \'{"station": "OSL", "driver_age": 41}}"}',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "book_car", "args": {"station": "OSL", "driver_age": 41}},
        ),
        (
            '<seed:tool_call>\n<function=book_car>\n<parameter=station="OSL", driver_age=41, extras=["gps"]}\n</function>',
            ["book_car", "fuel_policy"],
            {
                "type": "action",
                "tool": "book_car",
                "args": {"station": "OSL", "driver_age": 41, "extras": ["gps"]},
            },
        ),
        (
            "Here are the calls:\n\n```python\nfuel_policy(station='OSL')  # Check the rules first\nbook_car(station='OSL')  # Then book\n```",
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        # garbled tool_call markup around a registered name in quotes and its object
        # (BFCL, b861, b864, b869); an empty scratchpad pair named in a sentence (b910)
        (
            '<tool_call>\n<{tool_name}: "fuel_policy", {arguments: {"station": "OSL"}}></tool_call>',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        (
            "The notes go in <scratchpad></scratchpad> before the answer, so OSL is full-to-full.",
            ["book_car", "fuel_policy"],
            {
                "type": "final",
                "answer": "The notes go in <scratchpad></scratchpad> before the answer, so OSL is full-to-full.",
            },
        ),
        # harmony's channel token with its bar written '!' (b877-auto-015 read now); a
        # registered name alone on the line above an input with no Action label
        # (Indonesian ReAct, b877-auto-021 read now)
        (
            "<!channel|>analysis<|message|>I should look at the station's rules first.",
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        (
            "Thought: The action to take is:\n\nfuel_policy\n\nAction Input: OSL",
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "input": "OSL"},
        ),
        # Qwen-Agent's arguments as a line of text, Markdown of the model's own after a
        # blank line (qwen 0.5B, b974-auto-060 read now)
        (
            "✿FUNCTION✿: fuel_policy\n✿ARGS✿: the station OSL\n\n### FUNCTION fuel_policy:\n\n```\nx = fuel_policy(OSL)\n```",
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "input": "the station OSL"},
        ),
        # a registered tool's call of one object in strict JSON ends the reply after
        # prose, unfenced (Llama-3.2-1B on BFCL, b987)
        (
            'Here is the function call to book it:\n\nbook_car({\n    "station": "OSL",\n    "driver_age": 41\n})',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "book_car", "args": {"station": "OSL", "driver_age": 41}},
        ),
        # a line that says whose arguments the fenced object is, a made-up result after it
        # (qwen 0.5B under a Chinese JSON-keys prompt, b981)
        (
            '调用工具 `fuel_policy` 的参数如下：\n\n```json\n{\n    "station": "OSL"\n}\n```\n\n运行该工具后，将返回以下响应：\n\n```json\n{"policy": "full-to-full"}\n```',
            ["book_car", "fuel_policy"],
            {"type": "action", "tool": "fuel_policy", "args": {"station": "OSL"}},
        ),
        # a call on the Action line whose values run over several lines (qwen 0.5B asked
        # to think first, b986)
        (
            "Thought: Book it.\nAction: book_car(station: \"OSL\", extras: [\n  'gps',\n  'child_seat'\n])\nAction Input: its input",
            ["book_car", "fuel_policy"],
            {
                "type": "action",
                "tool": "book_car",
                "args": {"station": "OSL", "extras": ["gps", "child_seat"]},
            },
        ),
        # a phrase of Cyrillic words on the Action line names no tool; an invented Italian
        # 'Osservazioni:' ends the answer (qwen 0.5B under Russian and Italian ReAct
        # prompts, b988)
        (
            "Мысль: Надо подумать.\n\nДействие: Вводим данные:\n- Станция: OSL\n\nВвод действия:\n- Введите станцию: OSL",
            ["book_car", "fuel_policy"],
            {"type": "error"},
        ),
        (
            "Risposta finale: OSL è full-to-full.\nOsservazioni: il risultato inventato",
            ["book_car", "fuel_policy"],
            {"type": "final", "answer": "OSL è full-to-full."},
        ),
        # a registered name alone in a tag of any name, its arguments in the tag after
        # (DB-GPT's <api-call> with its <name> left out, b989)
        (
            '<api-call>order_plants</api-call><args>{"items": {"lavender": 3}}</args>',
            ["order_plants", "deliveryWindow"],
            {"type": "action", "tool": "order_plants", "args": {"items": {"lavender": 3}}},
        ),
        (
            'I will check the slots.\n<api-call>deliveryWindow</api-call>\n<arguments>{"postcode": "OX4 1AB", "weekday": "Thursday"}<api-call>order_plants</api-call><args>{}',
            ["order_plants", "deliveryWindow"],
            {
                "type": "action",
                "tool": "deliveryWindow",
                "args": {"postcode": "OX4 1AB", "weekday": "Thursday"},
            },
        ),
        (
            "<call>search</call><input>tulip bulbs",
            ["search"],
            {"type": "action", "tool": "search", "input": "tulip bulbs"},
        ),
        # a tool's name with empty parentheses, a list's item over and over, is named, not
        # called (qwen 0.5B under tao's Chinese prompt, b997)
        (
            "我们可以用以下工具：\n\n1. soil_test_v2()\n2. deliveryWindow()\n\n也可以这样说明：\n\n1. soil_test_v2()",
            ["soil_test_v2", "deliveryWindow"],
            {"type": "final"},
        ),
        (
            "We could use these tools:\n\n1. get_weather()\n\nor, put another way:\n\n1. get_weather()\n2. get_time()",
            ["get_weather", "get_time"],
            {"type": "final"},
        ),
        # a list's one call of a dotted name no one has, with no arguments (RZN-T on BFCL, b999)
        (
            "[pyautogui.screenshot()]",
            ["requests.get"],
            {"type": "action", "tool": "pyautogui.screenshot", "args": {}},
        ),
        ("[os.getcwd()]", ["get_weather"], {"type": "action", "tool": "os.getcwd", "args": {}}),
        # a call the thinking weighs and talks on past, its <think> block never closed, is
        # no step (RZN-T on BFCL's multi-turn, b1001)
        (
            "<think>\nOkay, let's see. The user wants the file moved, but the temp directory is missing. So the correct function calls are [mkdir(dir_name='temp'), mv(source='final_report.pdf', destination='temp')]. But since the earlier attempts failed, maybe the file is not there at all, so I should check with ls first before anything else.",
            ["mkdir", "mv", "ls"],
            {"type": "error"},
        ),
        (
            "<think>\nThe user wants the weather in Paris. The call would be [get_weather(city='Paris')], but wait, they said Paris, Texas, not France, so the city argument needs the state as well before I can call anything.",
            ["get_weather"],
            {"type": "error"},
        ),
        # a <tool_call> tag's name attribute with spaces around its '=' (its pattern was
        # shadowed by a later one of the same name until the review of 2026-12-05)
        (
            '<tool_call name = "get_weather">{"city": "Paris"}</tool_call>',
            ["get_weather"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Paris"}},
        ),
        # Granite's call token, a registered name, words between bars, then the arguments'
        # object; LLMCompiler's tool list echoed with its descriptions and a type after
        # '=' (qwen 0.5B, b998)
        (
            '<|tool_call|>deliveryWindow|parameters|properties|required|type|object|response|{\n    "postcode": "OX4 1AB",\n    "weekday": "Thursday"\n}|end_of_role|',
            ["deliveryWindow", "order_plants"],
            {
                "type": "action",
                "tool": "deliveryWindow",
                "args": {"postcode": "OX4 1AB", "weekday": "Thursday"},
            },
        ),
        (
            "1. order_plants(items=dict[str, int], deliver: bool = False) -> str: Order plants, as a map of plant name to count.\n2. deliveryWindow(postcode: str, weekday: str) -> str: Delivery slots for a postcode on a weekday.\n3. join(): Collects and combines results from prior actions.",
            ["order_plants", "deliveryWindow"],
            {"type": "error"},
        ),
        # a call's result indexed inside a sentence is a value the answer refers to, not a
        # call (ToolACE-8B on BFCL's multi-turn, b1011)
        (
            'Please check the rear tires. The nearest tire shop is located at [find_nearest_tire_shop()]["shopLocation"].',
            ["find_nearest_tire_shop", "check_tire_pressure"],
            {"type": "final"},
        ),
        (
            "Your balance is [get_balance(account='A-12')].amount dollars, which covers the transfer.",
            ["get_balance"],
            {"type": "final"},
        ),
        # a list of calls alone in a fence reads as the list unfenced, a tool no one has
        # included (gemma-3-12b on BFCL, b1014)
        (
            "```python\n[func_name1(pokemon='Pikachu'), func_name1(pokemon='Bulbasaur', move='Solar Beam')]\n```",
            ["get_weather"],
            {"type": "action", "tool": "func_name1", "args": {"pokemon": "Pikachu"}},
        ),
        (
            "```\n[lookup_moves(pokemon='Eevee')]\n```",
            ["get_weather"],
            {"type": "action", "tool": "lookup_moves", "args": {"pokemon": "Eevee"}},
        ),
        # qwen 0.5B under Agent Zero's, Functionary's, an Indonesian ReAct and
        # MiniMax-M2's prompts (b1006): a method of an object named like a tool, in a
        # tutorial; the answer on Functionary's recipient line after 'all'; the template's
        # 'the action to take' reworded; tool definitions alone in <tool> tags
        (
            'You can use the "response" function:\nresponse.render()\n```python\ndef get_response():\n    return response.render(data=response_data)\n```\nThis prints the answer.',
            ["yaopin_shuoming", "response"],
            {"type": "final"},
        ),
        (
            ">>>'all' refill prescription RX-55102 on Monday, store 57's hours are [15:00, 17:00].",
            ["store_hours", "RefillPrescription"],
            {
                "type": "final",
                "answer": "refill prescription RX-55102 on Monday, store 57's hours are [15:00, 17:00].",
            },
        ),
        (
            "Tindakan: tindakan yang dilakukan: Refill Rx 7781-302 at store 118 and deliver it.",
            ["RefillPrescription", "store_hours"],
            {"type": "error"},
        ),
        (
            '<tools>\n<tool>{"name": "RefillRx7781-302", "description": "Refill a prescription at a pharmacy.", "parameters": {"address": {"type": "string", "type": "object"}, "delivery": {"type": "boolean", "default": false}}, "required": ["address"], "type": "object"}}</tool>\n<tool>{"name": "RefillRx7781-302", "description": "Refill a prescription at a pharmacy.", "parameters": {"name": "name", "description": "Refill a prescription at a pharmacy.", "params": {"name": "address"}, "name": "address", "name": "name", "name": "name", "name": "name", "name": "name", "name": "address", "name": "name", "type": "object", "type": "object", "type": "string", "type": "integer", "type": "object", "type": "number", "type": "string", "type": "string", "type": "string", "type": "boolean", "type": "boolean", "type": "object", "type": "string", "type": "integer", "type": "integer", "type": "integer", "type": "object", "type": "string", "type": "integer", "type": "integer", "type": "string", "type": "',
            ["RefillPrescription", "store_hours"],
            {"type": "error"},
        ),
        # a list of a registered name and its arguments' object, with no token before it
        # (mistral-small-2402 on BFCL, b1017)
        (
            "['todo_manager.handle_action', {'type': 'delete', 'content': 'go to gym'}]",
            ["todo_manager.handle_action"],
            {
                "type": "action",
                "tool": "todo_manager.handle_action",
                "args": {"type": "delete", "content": "go to gym"},
            },
        ),
        (
            '["todo", {"type": "add", "content": "go to Goa"}]',
            ["todo"],
            {"type": "action", "tool": "todo", "args": {"type": "add", "content": "go to Goa"}},
        ),
        # Mistral models on BFCL (b1019): a footnote's mark, Markdown's escaped asterisk,
        # after a value; a registered tool's call unfenced over several lines, a keyword a
        # line, under a numbered item with prose after
        (
            "walmart.check_price(items=['pumpkin', 'egg']\\*, quantities=[3, 24])\n\n\\*Note: The 'egg' item should be specified as 'egg'.",
            ["walmart.check_price"],
            {
                "type": "action",
                "tool": "walmart.check_price",
                "args": {"items": ["pumpkin", "egg"], "quantities": [3, 24]},
            },
        ),
        (
            "1. To generate the bank statement overview:\n\nBankStatementOverView(\n    bank_name='U.S. Bank',\n    account_type='checking'\n)\n\n2. To generate the transaction summary, you would need to provide the transactions.",
            ["BankStatementOverView", "transaction_summary.generate"],
            {
                "type": "action",
                "tool": "BankStatementOverView",
                "args": {"bank_name": "U.S. Bank", "account_type": "checking"},
            },
        ),
        # Llama-3.1-8B on BFCL (b1020): a value's closing quote left out before the next
        # keyword; a stray ')' before the last keyword, the call running to the end
        (
            "get_service_providers(service_id=2, start_available_date='2024-12-03 16:00:00', end_available_date='2024-12-03 18:00:00, has_late_check_in=False)",
            ["get_service_providers"],
            {
                "type": "action",
                "tool": "get_service_providers",
                "args": {
                    "service_id": 2,
                    "start_available_date": "2024-12-03 16:00:00",
                    "end_available_date": "2024-12-03 18:00:00",
                    "has_late_check_in": False,
                },
            },
        ),
        (
            "record(acc_routing_start=['Routing number?'], cashier_check_start=['A cashier\\'s check, please']), clean_goodbye_start=['Goodbye!'])",
            ["record"],
            {
                "type": "action",
                "tool": "record",
                "args": {
                    "acc_routing_start": ["Routing number?"],
                    "cashier_check_start": ["A cashier's check, please"],
                    "clean_goodbye_start": ["Goodbye!"],
                },
            },
        ),
        # qwen 0.5B under ReWOO's and a Chinese template (b1016): the template's '[input]'
        # kept, the value after another '='; '最后答案' as the answer's label
        (
            'Plan: query the leaflet\n#E1 = Yaopin_shuoming[input] = "布洛芬缓释胶囊"\n\nPlan: search\n#E2 = otc__search[input] = "发烧"',
            ["yaopin_shuoming", "otc__search"],
            {"type": "action", "tool": "yaopin_shuoming", "input": "布洛芬缓释胶囊"},
        ),
        (
            "思考：\n我目前知道最終答案了\n\n最后答案：布洛芬和华法林不要一起吃。",
            ["check_interactions"],
            {"type": "final", "answer": "布洛芬和华法林不要一起吃。"},
        ),
        # a comma ending each pair's line under the tool's name in a fence (qwen 0.5B
        # under tao's json-blob prompt, b1021)
        (
            "Thought: Rent the skis.\n\nAction:\n```\nrent_skis,\nboot_size_eu=42.5,\ndates=[2027-01-16, 2027-01-20]\n```\n",
            ["rent_skis", "bookLesson"],
            {
                "type": "action",
                "tool": "rent_skis",
                "args": {"boot_size_eu": 42.5, "dates": "[2027-01-16, 2027-01-20]"},
            },
        ),
        # qwen 0.5B under FunctionGemma's, Qwen3-Coder's and DSPy's prompts (b1024): the
        # start token's brackets lost and its braces never closed; a value of pairs of its
        # own in the parameter's tag; a name's marker with nothing after it, no arguments
        (
            'start_function_call call:rent_skis{boot_size_eu=38,level=beginner,dates=["2027-02-01", "2027-02-03"]<end_function_call>;',
            ["rent_skis", "bookLesson"],
            {
                "type": "action",
                "tool": "rent_skis",
                "args": {
                    "boot_size_eu": 38,
                    "level": "beginner",
                    "dates": ["2027-02-01", "2027-02-03"],
                },
            },
        ),
        (
            "<function=rent_skis>\n<parameter=boot_size_eu=38>\nvalue_1\n</parameter>\n<parameter=dates=start=2027-02-01,end=2027-02-03>\nvalue_3\n</parameter>\n</function>",
            ["rent_skis"],
            {
                "type": "action",
                "tool": "rent_skis",
                "args": {"boot_size_eu": 38, "dates": "start=2027-02-01,end=2027-02-03"},
            },
        ),
        (
            "[[ avalanche_risk_2024]]\n[[ lift_status]]\n[[ finish]]",
            ["avalanche_risk_2024", "lift_status", "finish"],
            {"type": "action", "tool": "avalanche_risk_2024", "args": {}},
        ),
        # qwen 0.5B under Continue's and Magistral's prompts (b1032): the value where
        # Continue's argument name goes, nothing under it; Mistral's block of the tools
        # offered written back
        (
            "TOOL_NAME: lift_status\nBEGIN_ARG: Chamonix\nEND_ARG\nTOOL_NAME: bookLesson\nBEGIN_ARG: Chamonix\nEND_ARG",
            ["lift_status", "bookLesson"],
            {"type": "action", "tool": "lift_status", "input": "Chamonix"},
        ),
        (
            "[AVAILABLE_TOOLS]huaxue_piaowu[/AVAILABLE_TOOLS]",
            ["huaxue_piaowu", "lift_status"],
            {"type": "error"},
        ),
        # qwen 0.5B under SWE-agent's prompt (b1035): the command's name run into its
        # Chinese argument with no space
        (
            "DISCUSSION\nI'll first look at:\n\n```\nroute2gpx杭州西湖千岛湖\n```\n\nWhen you are done, run `submit` with your answer.",
            ["route2gpx", "danche_weixiu"],
            {"type": "action", "tool": "route2gpx", "input": "杭州西湖千岛湖"},
        ),
        # Qwen3-0.6B and gemma-3-1b on BFCL (b1041, b1044): a name, '=' and its object in
        # parentheses; a keyword's letter as a \u escape; the list's ']' before the call's
        # ')' with a quoted word ending a value; a quoted call's closing quote left out on
        # the line above the fenced list's ']'
        (
            '(todo = {"type": "add", "content": "go to Goa"})',
            ["todo"],
            {"type": "action", "tool": "todo", "args": {"type": "add", "content": "go to Goa"}},
        ),
        (
            'obtener_cotizacion_de_creditos(monto_del_credito=1000000, producto="auto", a\\u00f1o_vehiculo=2024)',
            ["obtener_cotizacion_de_creditos"],
            {
                "type": "action",
                "tool": "obtener_cotizacion_de_creditos",
                "args": {"monto_del_credito": 1000000, "producto": "auto", "año_vehiculo": 2024},
            },
        ),
        (
            "[get_view(monitor='db', source='SELECT * FROM Employee WHERE status = 'active'])",
            ["get_view"],
            {
                "type": "action",
                "tool": "get_view",
                "args": {
                    "monitor": "db",
                    "source": "SELECT * FROM Employee WHERE status = 'active'",
                },
            },
        ),
        (
            '```json\n[\n  "ChaFod(name="Whopper")\n]\n```',
            ["ChaFod"],
            {"type": "action", "tool": "ChaFod", "args": {"name": "Whopper"}},
        ),
        # Qwen3 on BFCL's format-sensitivity prompts (b1045): a list as an attribute's
        # value in no quotes; the name then its keywords in a tag, several; the name then
        # its keywords after a comma. qwen 0.5B (b1043): Gorilla's caller with the
        # schema's rest after the arguments; a call in a plaintext fence between
        # sentences; blank lines among GLM's parameter lines
        (
            '<functions><function name="find_movie_showing" location="San Diego, CA" movie=["Tenet", "No Time To Die"] time=["5", "7:30"]></function></functions>',
            ["find_movie_showing"],
            {
                "type": "action",
                "tool": "find_movie_showing",
                "args": {
                    "location": "San Diego, CA",
                    "movie": ["Tenet", "No Time To Die"],
                    "time": ["5", "7:30"],
                },
            },
        ),
        (
            "<TOOLCALL>calculate<payor_income=10000, duration=10>, calculate<payor_income=10000, duration=20></TOOLCALL>",
            ["alimony.calculate"],
            {
                "type": "action",
                "tool": "alimony.calculate",
                "args": {"payor_income": 10000, "duration": 10},
            },
        ),
        (
            "<TOOLCALL>alimony.calculate, payor_income=10000, recipient_income=3000</TOOLCALL>",
            ["alimony.calculate"],
            {
                "type": "action",
                "tool": "alimony.calculate",
                "args": {"payor_income": 10000, "recipient_income": 3000},
            },
        ),
        (
            'name("route2gpx", {"start": "a", "end": "b"}, {"required": ["start", "end"], "type": "object"})',
            ["route2gpx", "frame_size"],
            {"type": "action", "tool": "route2gpx", "args": {"start": "a", "end": "b"}},
        ),
        (
            'To plan it we can use the `route2gpx` tool:\n\n```plaintext\n✿FUNCTION: route2gpx\n✿ARGS: {"start": "Utrecht", "end": "Amersfoort"}\n```\n\nThis command will plan the route.',
            ["route2gpx", "frame_size"],
            {
                "type": "action",
                "tool": "route2gpx",
                "args": {"start": "Utrecht", "end": "Amersfoort"},
            },
        ),
        (
            "route2gpx\n\nstart: Utrecht\nend: Amersfoort\n\navoid_hills: false",
            ["route2gpx", "frame_size"],
            {
                "type": "action",
                "tool": "route2gpx",
                "args": {"start": "Utrecht", "end": "Amersfoort", "avoid_hills": False},
            },
        ),
        # Qwen3-0.6B on BFCL's format-sensitivity prompts (b1049): the last param never
        # closed, its value in an element or an attribute; JavaScript's 'function' before
        # a call in <functions>; in <TOOLCALL>, the name then a parameter an element, or
        # then its keywords in a tag, on lines of their own. Qwen3-30B-A3B (b1048): shell
        # commands in one list
        (
            '<functions><function name="change_food"><param name="food_item" type="str" value="burger"><param name="modification_request" type="str" value="no onions, extra cheese"></function></functions>',
            ["change_food"],
            {
                "type": "action",
                "tool": "change_food",
                "args": {"food_item": "burger", "modification_request": "no onions, extra cheese"},
            },
        ),
        (
            '<functions><function name="change_food"><param name="food_item" type="string"><value>burger</param><param name="modification_request" type="string"><value>no onions</value></function></functions>',
            ["change_food"],
            {
                "type": "action",
                "tool": "change_food",
                "args": {"food_item": "burger", "modification_request": "no onions"},
            },
        ),
        (
            '<functions>\n    function Payment_1_MakePayment(payment_method="debit card", amount=99.0)\n</functions>',
            ["Payment_1_MakePayment"],
            {
                "type": "action",
                "tool": "Payment_1_MakePayment",
                "args": {"payment_method": "debit card", "amount": 99.0},
            },
        ),
        (
            "<TOOLCALL>\nPayment_1_RequestPayment<receiver>amelia@example.com</receiver><amount>20000</amount>\n</TOOLCALL>",
            ["Payment_1_RequestPayment"],
            {
                "type": "action",
                "tool": "Payment_1_RequestPayment",
                "args": {"receiver": "amelia@example.com", "amount": "20000"},
            },
        ),
        (
            '<TOOLCALL>\nPayment_1_RequestPayment<receiver="a@b.com", amount="200.0">\n</TOOLCALL>',
            ["Payment_1_RequestPayment"],
            {
                "type": "action",
                "tool": "Payment_1_RequestPayment",
                "args": {"receiver": "a@b.com", "amount": "200.0"},
            },
        ),
        (
            "[cd document, mkdir temp, mv final_report.pdf temp]",
            ["cd", "mkdir", "mv", "ls"],
            {"type": "action", "tool": "cd", "input": "document"},
        ),
        # qwen 0.5B under Kimi K2's, Granite's, LLMCompiler's and NexusRaven's prompts
        # (b1047): a call's id as INDEX with its arguments over lines, or as two numbers
        # with none; Granite's template keys before the input; a registered name above a
        # list naming none; the tools' signatures echoed. Qwen3-0.6B on BFCL (b1051): the
        # name on a line with <param> tags below; <value> never closed
        (
            '<|tool_calls_section_begin|>\nfunctions.frame_size:INDEX{\n    "height_cm": 178,\n    "inseam_cm": 82.5\n}\n<|tool_calls_section_end|>',
            ["frame_size", "QUOTE_REPAIR"],
            {"type": "action", "tool": "frame_size", "args": {"height_cm": 178, "inseam_cm": 82.5}},
        ),
        (
            "<|tool_calls_section_begin|>;\nfunctions.route2gpx:0:1\nfunctions.frame_size:1:1\n<|tool_calls_section_end|>",
            ["route2gpx", "frame_size"],
            {"type": "action", "tool": "route2gpx", "args": {}},
        ),
        (
            "<|tool_call|>route2gpx|name=route2gpx,arguments=start=Hangzhou,end=Qiandao|",
            ["route2gpx", "danche_weixiu"],
            {"type": "action", "tool": "route2gpx", "input": "start=Hangzhou,end=Qiandao"},
        ),
        (
            '<|tool_call|>frame_size\n[\n    {\n        "name": "165",\n        "arguments": {"height_cm": 165}\n    }\n]',
            ["frame_size", "danche_weixiu"],
            {"type": "action", "tool": "frame_size", "args": {"height_cm": 165}},
        ),
        (
            "1. Quote_REPAIR(giant_escape_3: str, parts: dict[str, int]) -> str: Price a repair.\n2. book_service(date: str, services: list[Literal['tune-up', 'brakes']]) -> str: Book a slot.\n3. join()",
            ["QUOTE_REPAIR", "book_service", "join"],
            {"type": "error"},
        ),
        (
            '```python\nfunction route2gpx(start: str, end: str, avoid_hills: bool = False) -> str:\n    """Plan a cycling route."""\n```',
            ["route2gpx", "danche_weixiu"],
            {"type": "error"},
        ),
        (
            '<TOOLCALL>\nflight.book\n<param name="date" value="2022-04-27" type="string"/>\n<param name="direct_flight" value="true" type="boolean"/>\n</TOOLCALL>',
            ["flight.book"],
            {
                "type": "action",
                "tool": "flight.book",
                "args": {"date": "2022-04-27", "direct_flight": True},
            },
        ),
        (
            '<functions><function name="Events_3_FindEvents"><param name="event_type"><value>Theater</param><param name="city"><value>New York, NY</param></function></functions>',
            ["Events_3_FindEvents"],
            {
                "type": "action",
                "tool": "Events_3_FindEvents",
                "args": {"event_type": "Theater", "city": "New York, NY"},
            },
        ),
        # Qwen3 on BFCL's format-sensitivity prompts (b1054, b1055): an array's items with
        # no <array> around them; the tool's element in other letters; in <TOOLCALL>,
        # name<…> over lines with colons, name[…], and the name on a line with elements
        # below; a value's element never closed; the name glued to BFCL's params; pairs
        # left in the element with its '>'; the whole call in quotes
        (
            '<TOOLCALL><functions><function name="cfg"><param name="recipients" type="array"><item type="string">a@x.com</item><item type="string">b@x.com</item></param></function></functions></TOOLCALL>',
            ["cfg"],
            {"type": "action", "tool": "cfg", "args": {"recipients": ["a@x.com", "b@x.com"]}},
        ),
        (
            '<movies_3_findmovies><param name="genre" type="string">Comedy</param></movies_3_findmovies>',
            ["Movies_3_FindMovies"],
            {"type": "action", "tool": "Movies_3_FindMovies", "args": {"genre": "Comedy"}},
        ),
        (
            '<TOOLCALL>\nTravel_1_FindAttractions<\n    location: "New York",\n    category: "Parks"\n>\n</TOOLCALL>',
            ["Travel_1_FindAttractions"],
            {
                "type": "action",
                "tool": "Travel_1_FindAttractions",
                "args": {"location": "New York", "category": "Parks"},
            },
        ),
        (
            "<TOOLCALL>Media_3_FindMovies[genre='Comic', starring='Any']</TOOLCALL>",
            ["Media_3_FindMovies"],
            {
                "type": "action",
                "tool": "Media_3_FindMovies",
                "args": {"genre": "Comic", "starring": "Any"},
            },
        ),
        (
            "<TOOLCALL>\nhotel_booking_book\n<hotel_name>Sheraton Hotel</hotel_name>\n<adults>2</adults>\n</TOOLCALL>",
            ["hotel_booking_book"],
            {
                "type": "action",
                "tool": "hotel_booking_book",
                "args": {"hotel_name": "Sheraton Hotel", "adults": "2"},
            },
        ),
        (
            '<functions><function name="Travel_1_FindAttractions"><param name="location"><location>New York, NY</param><param name="category"><location>Park</param></function></functions>',
            ["Travel_1_FindAttractions"],
            {
                "type": "action",
                "tool": "Travel_1_FindAttractions",
                "args": {"location": "New York, NY", "category": "Park"},
            },
        ),
        (
            'function call: Homes_2_FindHomeByArea<param name="area">Los Angeles, CA</param><param name="intent">buy</param>',
            ["Homes_2_FindHomeByArea"],
            {
                "type": "action",
                "tool": "Homes_2_FindHomeByArea",
                "args": {"area": "Los Angeles, CA", "intent": "buy"},
            },
        ),
        (
            '<hotel_booking_book>hotel_name="Sheraton Hotel" location="New York, NY" adults="2"></hotel_booking_book>',
            ["hotel_booking_book"],
            {
                "type": "action",
                "tool": "hotel_booking_book",
                "args": {"hotel_name": "Sheraton Hotel", "location": "New York, NY", "adults": "2"},
            },
        ),
        (
            "\"HNA_NEWS.search(keyword='China')\"",
            ["HNA_NEWS.search", "HNA_WQA.search"],
            {"type": "action", "tool": "HNA_NEWS.search", "args": {"keyword": "China"}},
        ),
        # gemma-3-1b, qwen 0.5B, Hammer2.1-0.5b and xLAM-2-3b (b1053, b1056, b1057): a
        # name before BFCL's params after what is left of its tag; the Action's label
        # written twice; the reply's one call never closed after a whole value; fenced
        # arguments cut off inside a string, a fence after them
        (
            'calculate_roi::<function>calculate_roi::<function>calculate_roi"><params>\n  <param name="purchase_price" type="integer">150</param>\n  <param name="dividend" type="integer">0</param>\n</function>',
            ["calculate_roi"],
            {
                "type": "action",
                "tool": "calculate_roi",
                "args": {"purchase_price": 150, "dividend": 0},
            },
        ),
        (
            'الفكرة: 8 公斤\n\nالإجراء: الإجراء: "dosage_calc_v2 8"',
            ["dosage_calc_v2", "chongwu_yimiao"],
            {"type": "action", "tool": "dosage_calc_v2", "input": "8"},
        ),
        (
            '[manageReactState(store="{\\"initialState\\": {\\"initialStateObject\\": {\\"type\\": \\"dict\\"}, \\"reducers\\": {\\"reducersMap\\": {\\"type\\": \\"dict\\"}, \\"middlewares\\": [\\"loggerMiddleware\\"], \\"enhancers\\": [\\"applyMiddleware(\'myMiddleWare\')\\"]}", context="ReactContext", hooks="{\\"useStateSelectorHook\\": {\\"type\\": \\"function\\"}, \\"useDispatchActionHook\\": {\\"type\\": \\"function\\"}"',
            ["manageReactState"],
            {
                "type": "action",
                "tool": "manageReactState",
                "args": {
                    "store": '{"initialState": {"initialStateObject": {"type": "dict"}, "reducers": {"reducersMap": {"type": "dict"}, "middlewares": ["loggerMiddleware"], "enhancers": ["applyMiddleware(\'myMiddleWare\')"]}',
                    "context": "ReactContext",
                    "hooks": '{"useStateSelectorHook": {"type": "function"}, "useDispatchActionHook": {"type": "function"}',
                },
            },
        ),
        (
            '```\n[{"name": "generate_report", "arguments": {"user_preferences": "{\\"style\\": \\"minimalist\\", \\"music```\n[]\n```',
            ["generate_report"],
            {"type": "error"},
        ),
        # gemma-3 on BFCL's format-sensitivity prompt (b1060): the tag's word alone before
        # the call list
        (
            "TOOLCALL[biology.get_cell_info(cell_type='neuron', detailed=True), biology.get_cell_info(cell_type='muscle', detailed=False)]",
            ["biology.get_cell_info"],
            {
                "type": "action",
                "tool": "biology.get_cell_info",
                "args": {"cell_type": "neuron", "detailed": True},
            },
        ),
        # gemma-3 on BFCL's format-sensitivity prompt (b1065): a tool's element alone in
        # <TOOLCALL>, or closed with nothing in it
        (
            "<TOOLCALL><api_token_api.APITokenApi.get_api_tokens></TOOLCALL>",
            ["api_token_api.APITokenApi.get_api_tokens"],
            {"type": "action", "tool": "api_token_api.APITokenApi.get_api_tokens", "args": {}},
        ),
        (
            "<api_token_api.APITokenApi.get_api_tokens></api_token_api.APITokenApi.get_api_tokens>",
            ["api_token_api.APITokenApi.get_api_tokens"],
            {"type": "action", "tool": "api_token_api.APITokenApi.get_api_tokens", "args": {}},
        ),
        # qwen 0.5B under Kimi K2's prompt (b1064): an argument a line after the call's
        # name and index, the section's tokens and an 's' left out
        (
            "function.route2gpx:0:start:Utrecht\nfunction.route2gpx:0:end:Amersfoort\nfunction.route2gpx:0:avoid_hills:true",
            ["route2gpx", "frame_size"],
            {
                "type": "action",
                "tool": "route2gpx",
                "args": {"start": "Utrecht", "end": "Amersfoort", "avoid_hills": True},
            },
        ),
        # b1068, b1069 (CoALM-8B and gemma-3-1b on BFCL's format-sensitivity prompts):
        # keywords in a list's brackets inside a call, a registered name glued to '<' or
        # '{' and its keywords, the call under another spelling after 'Name<', the
        # parameters' specs echoed with their <desc>, one parameter's element left open
        # before the tool's closing tag, the same tool's next element ending an unclosed
        # one, an object after a tag of attributes
        (
            '```tool_code\nbook_table([restaurant="Nopa", party_size=4, outdoor=True])\n```',
            ["book_table", "cancel"],
            {
                "type": "action",
                "tool": "book_table",
                "args": {"restaurant": "Nopa", "party_size": 4, "outdoor": True},
            },
        ),
        (
            'Hotels_2_SearchHouse<where_to="Austin, TX", number_of_adults=2, rating=4.1}',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": 2, "rating": 4.1},
            },
        ),
        (
            'Hotels_2_SearchHouse{where_to="Austin, TX", number_of_adults=2}',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": 2},
            },
        ),
        (
            'Weather_1_GetWeather<weather_1_get_weather("Paris", "2023-04-01")',
            ["Weather_1_GetWeather", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Weather_1_GetWeather", "input": '"Paris", "2023-04-01"'},
        ),
        (
            'Weather_1_GetWeather<param name="city" type="string" required="true">\n  <desc>The city to look up.</desc>\n</param>\n<param name="date" type="string" required="false" default="\'today\'">\n  <desc>The date.</desc>\n</param>\n</function>',
            ["Weather_1_GetWeather", "Hotels_2_BookHouse"],
            {"type": "error"},
        ),
        (
            "<convert_units><value>12.5</convert_units>",
            ["convert_units"],
            {"type": "action", "tool": "convert_units", "args": {"value": "12.5"}},
        ),
        (
            '<TOOLCALL><math.lcm><params><param name="a" value=12 type="integer"/><param name="b" value=18 type="integer"/>}, <math.lcm><params><param name="a" value=40 type="integer"/><param name="b" value=60 type="integer"/>',
            ["math.lcm"],
            {"type": "action", "tool": "math.lcm", "args": {"a": 12, "b": 18}},
        ),
        (
            "<Restaurants_2_FindRestaurants><city=\"Oakland, CA\">{'price_range': 'cheap', 'has_vegetarian_options': 'True'})",
            ["Restaurants_2_FindRestaurants", "Restaurants_2_ReserveRestaurant"],
            {
                "type": "action",
                "tool": "Restaurants_2_FindRestaurants",
                "args": {
                    "city": "Oakland, CA",
                    "price_range": "cheap",
                    "has_vegetarian_options": "True",
                },
            },
        ),
        # b1071, b1072 (Bielik-11B and gemma-3 on BFCL): an array param's objects each in
        # an <item> of <params>, its own closing tag left out; an element closed with the
        # tag of the element before it
        (
            '<TOOLCALL>\n<functions>\n<function name="orders.search">\n<params>\n<param name="store" value="north" type="string"/>\n<param name="filters" type="array">\n<item>\n<params>\n<param name="field" value="total" type="string"/>\n<param name="min" value="40" type="integer"/>\n</params>\n</item>\n<item>\n<params>\n<param name="field" value="status" type="string"/>\n<param name="min" value="2" type="integer"/>\n</params>\n</item>\n</params>\n</function>\n</functions>\n</TOOLCALL>',
            ["orders.search"],
            {
                "type": "action",
                "tool": "orders.search",
                "args": {
                    "store": "north",
                    "filters": [{"field": "total", "min": 40}, {"field": "status", "min": 2}],
                },
            },
        ),
        (
            "<TOOLCALL><weather.forecast><city>Lyon</city><days>3</city><units>metric</units></weather.forecast></TOOLCALL>",
            ["weather.forecast"],
            {
                "type": "action",
                "tool": "weather.forecast",
                "args": {"city": "Lyon", "days": "3", "units": "metric"},
            },
        ),
        # b1075 (gemma-3-1b on BFCL): a type's tag between a registered name and its
        # arguments' object
        (
            "Hotels_4_ReserveHotel<dict>{'location': 'Paris', 'check_in_date': '2023-05-01', 'stay_length': 3}",
            ["Hotels_4_ReserveHotel", "Hotels_4_SearchHotel"],
            {
                "type": "action",
                "tool": "Hotels_4_ReserveHotel",
                "args": {"location": "Paris", "check_in_date": "2023-05-01", "stay_length": 3},
            },
        ),
        # b1074 (Phi-4-mini and Llama-3.1-8B on BFCL): calls in <TOOLCALL> as objects
        # keyed by the tool's name, the tag opened again before each; self-closed elements
        # of different tools, one a line; the reply cut off inside the last param's tag,
        # its value whole; the closing tag left as its '>' after a call
        (
            '<TOOLCALL>\n{\n    "weather.forecast": {\n        "city": "Lyon",\n        "days": 3\n    }\n}\n<TOOLCALL>\n{\n    "air_quality": {\n        "city": "Lyon"\n    }\n}\n</TOOLCALL>',
            ["weather.forecast", "air_quality"],
            {"type": "action", "tool": "weather.forecast", "args": {"city": "Lyon", "days": 3}},
        ),
        (
            '<weather.forecast city="Lyon" days="3"/>\n<air_quality city="Lyon"/>',
            ["weather.forecast", "air_quality"],
            {"type": "action", "tool": "weather.forecast", "args": {"city": "Lyon", "days": "3"}},
        ),
        (
            '<functions>\n    <add>\n        <params>\n            <param name="x" value="7" type="integer"/>\n            <param name="y" value="5" type="integ',
            ["add", "multiply"],
            {"type": "action", "tool": "add", "args": {"x": 7, "y": 5}},
        ),
        (
            '<TOOLCALL>air_quality(city="Lyon", pollutant="pm25")>',
            ["weather.forecast", "air_quality"],
            {
                "type": "action",
                "tool": "air_quality",
                "args": {"city": "Lyon", "pollutant": "pm25"},
            },
        ),
        # b1080, b1081, b1082 (gemma-3, Phi-4-mini and MiniCPM3-4B on BFCL): a call's
        # keywords or JSON's members in square brackets after the name, an index left
        # between the name and its call, the name as an object's first member with no key,
        # the last param never closed after its <value>, a call in markup fenced under an
        # Action label, stray empty tags after self-closed valued elements
        (
            "Hotels_2_SearchHouse[where_to='Austin, TX', number_of_adults=2]",
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": 2},
            },
        ),
        (
            'Hotels_2_SearchHouse[2](where_to="Austin, TX", rating=4.2)',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "rating": 4.2},
            },
        ),
        (
            'Hotels_2_SearchHouse[\n    "where_to": "Austin, TX",\n    "number_of_adults": 2\n]',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": 2},
            },
        ),
        (
            '```json\n{"Hotels_2_SearchHouse", "where_to": "Austin, TX", "rating": 4.2}\n```',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "rating": 4.2},
            },
        ),
        (
            '<functions><function name="Hotels_2_SearchHouse"><param name="where_to"><value>Austin, TX</value></param><param name="rating"><value>4.2</value></function></functions>',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "rating": 4.2},
            },
        ),
        (
            "I'll look for a house in Austin.\n\nAction:\n```python\n<functions>\n    <Hotels_2_SearchHouse>\n        <where_to>Austin, TX</where_to>\n        <number_of_adults>2</number_of_adults>\n    </Hotels_2_SearchHouse>\n</functions>\n```",
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": "2"},
            },
        ),
        (
            '<functions><Hotels_2_SearchHouse><params><where_to value="Austin, TX"/><where_to/></functions>',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "args": {"where_to": "Austin, TX"}},
        ),
        # b1077 (the bundled models under foreign prompts, set 83): '最终的答案' as the final-
        # answer label, the Chinese template's words for the action before a sentence on
        # the Action line, a fenced list of made-up records with a description key (no
        # definitions)
        (
            "最终的答案：这局红方先走车一平四，再马三进五，可以取胜。",
            ["xiangqi_canju", "opening_lookup"],
            {"type": "final", "answer": "这局红方先走车一平四，再马三进五，可以取胜。"},
        ),
        (
            "思考：先看局面。\n\n行为：要採取的動作是：红车先走。\n动作輸入：车一平四。\n观察：黑士退。\n\n思考：我现在知道最终答案了。\n最终答案：红方胜。",
            ["xiangqi_canju", "opening_lookup"],
            {"type": "final", "answer": "红方胜。"},
        ),
        (
            '```\n[\n    {\n        "type": "club_event",\n        "title": "春季快棋赛",\n        "description": "四人循环",\n        "round_no": "3",\n        "players": ["小王", "小李"]\n    }\n]\n```',
            ["pair4round", "xiangqi_canju"],
            {"type": "final"},
        ),
        # b1084, b1085 (Phi-4-mini, Llama-3.1-8B and gemma-3 on BFCL): a call's keywords
        # in square brackets never closed inside <TOOLCALL>, the name alone in
        # <function_call> with a parameter an element after it, elements left open with
        # attributes one a line under another spelling of the name, a bare command a line,
        # <TOOLCALL> between a name and its values, the container opened again for the
        # next call
        (
            '<TOOLCALL>Hotels_2_SearchHouse[where_to="Austin, TX", number_of_adults=2</TOOLCALL>><TOOLCALL>Hotels_2_SearchHouse[where_to="Dallas, TX", number_of_adults=2</TOOLCALL>>',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": 2},
            },
        ),
        (
            "<function_call>users_setPresence</function_call>\n<token>98211</token>\n<presence>away</presence>",
            ["users_setPresence", "users_info"],
            {
                "type": "action",
                "tool": "users_setPresence",
                "args": {"token": "98211", "presence": "away"},
            },
        ),
        (
            '<hotels_2_search_house where_to="Austin, TX" number_of_adults="2">\n<hotels_2_search_house where_to="Dallas, TX" number_of_adults="2">\n',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": "2"},
            },
        ),
        (
            'Hotels_2_SearchHouse "Austin, TX"\nHotels_2_SearchHouse "Dallas, TX"',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "input": "Austin, TX"},
        ),
        (
            'Hotels_2_SearchHouse <TOOLCALL> "Austin" "2"\n',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "input": '"Austin" "2"'},
        ),
        (
            'Hotels_2_SearchHouse<TOOLCALL><functions><Hotels_2_SearchHouse><where_to="Austin, TX"><where_to>Austin, TX</where_to>\nHotels_2_BookHouse<TOOLCALL><functions><Hotels_2_BookHouse><check_in_date="05/01/2023"><check_in_date>05/01/2023</check_in_date>\n',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "args": {"where_to": "Austin, TX"}},
        ),
        # b1087, b1088 (gemma-3-1b and Phi-4-mini on BFCL): a name glued to BFCL's params
        # written again for the next call, an optional parameter's spec copied with no
        # value, a string param's text in JSON's quotes
        (
            'Hotels_2_SearchHouse<param name="where_to" type="string" required="true">Austin, TX</param>\nHotels_2_SearchHouse<param name="where_to" type="string" required="true">Dallas, TX</param>',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "args": {"where_to": "Austin, TX"}},
        ),
        (
            '<function name="Hotels_2_SearchHouse">\n  <param name="where_to" type="string" required="true">Austin, TX</param>\n  <param name="rating" type="float" required="false" default="3.0"/>\n</function>',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "args": {"where_to": "Austin, TX"}},
        ),
        (
            '<TOOLCALL>\n<function name="Hotels_2_SearchHouse">\n    <param name="where_to" type="string">"Austin, TX"</param>\n</function>\n</TOOLCALL>',
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {"type": "action", "tool": "Hotels_2_SearchHouse", "args": {"where_to": "Austin, TX"}},
        ),
        # b1086 (the bundled models under foreign prompts, set 83): a word or '=' before
        # DSPy's arguments, DSPy's markers garbled with a 'finished' field and no values,
        # InternLM2's action token before words no reader takes, a name with a digit in it
        # written again before its input, 'name: values' as the whole reply, a name on its
        # line and its values below up to the next name's line
        (
            '[[ next_thought ## ]] Next thought: Look up the opening.\n[[ next_tool_name ## ]] Tool: opening_lookup.\n[[ next_tool_args ## ]] Arguments: {"moves": "d4 d5 c4", "depth": 6}.\n[[ completed ## ]]',
            ["opening_lookup", "elo_delta"],
            {"type": "action", "tool": "opening_lookup", "args": {"moves": "d4 d5 c4", "depth": 6}},
        ),
        (
            "[## next_thought ## ]\n**[## next_tool_name ## ]**\n\n[## next_tool_args ## ]\n\n[## finished## ]\n\n[# [## next_tool_args ## ]]\n\n[## next_tool_args ## ]\n```\n```",
            ["opening_lookup", "elo_delta"],
            {"type": "error"},
        ),
        (
            "<|action_start|>look up the opening d4 d5 c4",
            ["opening_lookup", "elo_delta"],
            {"type": "error"},
        ),
        (
            "Thought: Compute it.\nTool: elo2delta\nTool Input: elo2delta 1850, 2010, win\n",
            ["elo2delta", "opening_lookup"],
            {"type": "action", "tool": "elo2delta", "input": "1850, 2010, win"},
        ),
        (
            "opening_lookup: d4 d5 c4 e6",
            ["opening_lookup", "elo_delta"],
            {"type": "action", "tool": "opening_lookup", "input": "d4 d5 c4 e6"},
        ),
        (
            "elo_delta\n1850\n2010\nwin\nopening_lookup\nd4 d5",
            ["opening_lookup", "elo_delta"],
            {"type": "action", "tool": "elo_delta", "input": "1850\n2010\nwin"},
        ),
        # b1092, b1093 (gpt-4.1-nano and Llama-3-8B on BFCL): a dispatcher's call with the
        # tool's name as its first argument in quotes, the name as a func_name keyword in
        # a list of keywords
        (
            "[tools.call('convert_units', value=12.5, unit='km'),\n tools.call('convert_units', value=3, unit='mi')]",
            ["convert_units", "add"],
            {"type": "action", "tool": "convert_units", "args": {"value": 12.5, "unit": "km"}},
        ),
        (
            "[func_name='convert_units', value=12.5, unit='km']",
            ["convert_units", "add"],
            {"type": "action", "tool": "convert_units", "args": {"value": 12.5, "unit": "km"}},
        ),
        # b1095, b1096 (mistral-medium and gemma-7b on BFCL): a stray comma after a bare
        # value, calls joined by an operator in BFCL's list
        (
            "[Hotels_2_SearchHouse(where_to=Austin, TX, number_of_adults=2,, rating=4.2)]",
            ["Hotels_2_SearchHouse", "Hotels_2_BookHouse"],
            {
                "type": "action",
                "tool": "Hotels_2_SearchHouse",
                "args": {"where_to": "Austin, TX", "number_of_adults": 2, "rating": 4.2},
            },
        ),
        (
            "[add(a=3, b=4) + multiply(a=2, b=5)]\n\nOutput:\n```\n17\n```",
            ["add", "multiply"],
            {"type": "action", "tool": "add", "args": {"a": 3, "b": 4}},
        ),
        (
            "[add(a=3, b=4) | add(a=5, b=6)]\n\nThis adds both pairs.",
            ["add", "multiply"],
            {"type": "action", "tool": "add", "args": {"a": 3, "b": 4}},
        ),
        # b1100 (Haha-7B on BFCL): an apostrophe between two letters inside a single-
        # quoted string in a list
        (
            "[faq_add(questions=['I'm locked out of my account.', 'Can't log in'], topic='login')]",
            ["faq_add", "faq_list"],
            {
                "type": "action",
                "tool": "faq_add",
                "args": {
                    "questions": ["I'm locked out of my account.", "Can't log in"],
                    "topic": "login",
                },
            },
        ),
        # b1094 (the bundled models under foreign prompts, set 82): Kimi's call id written
        # as values then INDEX
        (
            '<|tool_calls_section_begin|>\nfunctions.elo_delta:1850,2010:INDEX0{\n    "rating_a": 1850,\n    "rating_b": 2010,\n    "result": "win"\n}\n<|tool_calls_section_end|>',
            ["elo_delta", "opening_lookup"],
            {
                "type": "action",
                "tool": "elo_delta",
                "args": {"rating_a": 1850, "rating_b": 2010, "result": "win"},
            },
        ),
        # b1099 (mistral-small on BFCL): Gorilla's <<function>> marker before a list of
        # one tool's arguments with no name
        (
            '<<function>>[{"to_address": "bo@example.com", "subject": "Q3 numbers"}]',
            {"send_email": ["to_address", "subject", "body?"], "list_inbox": ["folder?"]},
            {"type": "error"},
        ),
        # b1107 (Qwen3-14B on BFCL): a keyword's letter lost to the replacement character
        (
            "[cotizar_credito(monto=500000, a�os_plazo=3, producto='casa')]",
            ["cotizar_credito", "consultar_tasa"],
            {
                "type": "action",
                "tool": "cotizar_credito",
                "args": {"monto": 500000, "a�os_plazo": 3, "producto": "casa"},
            },
        ),
        # a keyword named with a dot, as a Java field is (Phi-4-mini on BFCL, b1115); a dotted keyword's look inside a quoted value is the value's
        (
            "[SessionHandler.exceptionCaught(ctx='nettyChannelContext', e='ioExceptionEvent', e.message='something goes wrong with channel')]",
            ["SessionHandler.exceptionCaught"],
            {
                "type": "action",
                "tool": "SessionHandler.exceptionCaught",
                "args": {
                    "ctx": "nettyChannelContext",
                    "e": "ioExceptionEvent",
                    "e.message": "something goes wrong with channel",
                },
            },
        ),
        (
            "[Logger.logEvent(level='WARN', event.source='billing', event.code=402)]",
            ["Logger.logEvent", "Logger.flush"],
            {
                "type": "action",
                "tool": "Logger.logEvent",
                "args": {"level": "WARN", "event.source": "billing", "event.code": 402},
            },
        ),
        (
            "[search(q='a.b=1, c.d=2', limit=3)]",
            ["search"],
            {"type": "action", "tool": "search", "args": {"q": "a.b=1, c.d=2", "limit": 3}},
        ),
        # b1110 and b1117 (the bundled models under foreign and tao's own prompts, tool set 84): a listed tool written alone where the input goes; an input that assigns to the tool's name; the template's words and a glued label kept inside a final answer; a stray quote before Functionary's recipient; a quoted value beside the one name in a copied list
        (
            "質問：Check what pet 902 is due for, then book Rex for 2027-01-03.\n思考： Rexはまだ registeredのペットなので、他に別のペットが予定される可能性があります。\n\n行動：実行するツール（vaccine_due、bookVetSlot のいずれか）\n行動入力：vaccine_due",
            ["vaccine_due", "bookVetSlot"],
            {"type": "action", "tool": "vaccine_due", "input": ""},
        ),
        (
            "思考：先查天气。\n行动：要执行的工具（get_weather、calculate 之一）\n行动输入：`get_weather`",
            ["get_weather", "calculate"],
            {"type": "action", "tool": "get_weather", "input": ""},
        ),
        (
            "生각: 我家兔子 2.1 公斤，阿莫西林该喂多少？\n행동: dose_per_kg = 0.21\n행동 입력: dose_per_kg = 0.21",
            ["dose_per_kg", "chongwu2_dangan"],
            {"type": "action", "tool": "dose_per_kg", "input": "dose_per_kg = 0.21"},
        ),
        (
            "思考：你現在知道最終答案了\n最终答案：Check what pet 902 is due for, then book Rex for 2027-01-03.\n\n動作：要採取的動作：vaccine_due\n動作輸入：pet 902\n動作：要採取的動作：bookVetSlot\n動作輸入：date as YYYY-MM-DD\n观察：根據你的理解，pet 902 是因疾病（例如流感）导致的。你需要在2027年1月03日做疫苗检查，以便可以立即获取最新的疫苗接种信息。",
            ["vaccine_due", "bookVetSlot"],
            {
                "type": "final",
                "answer": "Check what pet 902 is due for, then book Rex for 2027-01-03.\n\n動作：要採取的動作：vaccine_due\n動作輸入：pet 902\n動作：要採取的動作：bookVetSlot\n動作輸入：date as YYYY-MM-DD",
            },
        ),
        (
            '>>>\'get_weather\n{"city": "Lyon"}',
            ["dose_per_kg", "vaccine_due"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Lyon"}},
        ),
        (
            "获得武苋病历，主人电话 13812345678。查一下咪咪的病历，主人电话 13812345678。最终答案：\n\n美色莫莫疯疯\n\n查一下咪咪的病历，主人电话 13812345678。查一下咪咪的病历，主人电话 13812345678。最终答案：\n\n美色莫莫疯疯\n\n咨诮：\n美色莫莫疯疯\n\n有勉狁疯，有勉狁疯疯\n\n最终答案：\n美色莫莫疯疯\n\n查一下咪咪的病历，主人电话 1381",
            ["bookVetSlot", "chongwu2_dangan"],
            {
                "type": "final",
                "answer": "美色莫莫疯疯\n\n查一下咪咪的病历，主人电话 13812345678。查一下咪咪的病历，主人电话 13812345678。最终答案：\n\n美色莫莫疯疯\n\n咨诮：\n美色莫莫疯疯\n\n有勉狁疯，有勉狁疯疯\n\n最终答案：\n美色莫莫疯疯\n\n查一下咪咪的病历，主人电话 1381",
            },
        ),
        (
            'Thought: 考虑预约时间\nAction: [bookVetSlot, "12月20日"] 之一\nAction Input: 工具的输入\n然后停下，等待 Observation。',
            ["bookVetSlot", "chongwu2_dangan"],
            {"type": "action", "tool": "bookVetSlot", "input": "12月20日"},
        ),
        # b1118 (the bundled models under tao's formats, thinking first, tool set 85): a tool offered in another case than its name's; a question invented after the answer, answered in a paragraph
        (
            "思考: 要在 SH-204 上预订 twin cabins，我们需要考虑舱号和座位数量。\n\n行动: 我们可以使用 Book_cabin 函数来预订 twin cabins。这个函数接受两个参数：sailing_id 和 cabin，以及 passengers，用于指定要预订的座位数量。\n\n行动输入: sailing_id: SH-204\ncabin: twin\npassengers: 3\n\n",
            ["sea_state", "BOOK_CABIN"],
            {"type": "error"},
        ),
        (
            "Answer: 5.4 m van with a trailer\n\nQuestion: How much did a 5.4 m van with a trailer cost?\n\n\nA 5.4 m van with a trailer costs 5.4 m.",
            ["vehicle_fare2", "BOOK_CABIN"],
            {"type": "final", "answer": "5.4 m van with a trailer"},
        ),
        # b1120 (the bundled models under foreign prompts, tool set 85): a tool's description copied on the Action line; a sentence that only says an unregistered tool's name; a tool's element in other letters over its parameters' elements; Kimi's section with the name and key=value pairs; definitions echoed between long headings, the last cut off; the Chinese JSON keys' final answer
        (
            "Thought: The ferry from Split to Hvar on 2026-12-19 is currently 24 hours late.\nTool: The sea_state tool gives the wave height and wind at a port, now or some hours ahead.\nTool Input: The date is 2026-12-19\n",
            ["ferry_times", "sea_state"],
            {"type": "error"},
        ),
        (
            'Thought: I\'m going to break this down into clear steps and then provide the function call.\nAction: The function\'s name is `calculate_ticket_price`.\nAction Input: The arguments as JSON are:\n```json\n{\n  "chufa": "厦门",\n  "daoda": "鼓浪屿",\n  "chengren": 2,\n  "ertong": 1\n}\n```\nStop.\nAction: Call the function `calculate_ticket_price` with the arguments `{"chufa": "厦门", "daoda": "鼓浪屿", "chengren": 2, "ertong": 1}` and `{"return_type": "give_answer", "final_answer": "120.00"}`.\nFinish with return_type give_answer and your final_answer `120.00`.',
            ["lundu_piaojia", "ferry_times", "Finish"],
            {
                "type": "action",
                "tool": "calculate_ticket_price",
                "args": {"chufa": "厦门", "daoda": "鼓浪屿", "chengren": 2, "ertong": 1},
            },
        ),
        (
            'Thought: I need the forecast.\nAction: The tool\'s name is \'weather_now\'.\nAction Input: {"city": "Oslo"}',
            ["get_weather", "calculate"],
            {"type": "action", "tool": "weather_now", "args": {"city": "Oslo"}},
        ),
        (
            "<book_cabin>\n<sailing_id>Calais</sailing_id>\n<cabin>DV-11</cabin>\n<passengers>2</passengers>\n</book_cabin>",
            ["sea_state", "BOOK_CABIN", "attempt_completion"],
            {
                "type": "action",
                "tool": "BOOK_CABIN",
                "args": {"sailing_id": "Calais", "cabin": "DV-11", "passengers": "2"},
            },
        ),
        (
            '<|tool_calls_section_begin|>sea_state:port="Dover" hours_ahead=6<|tool_call_end|>',
            ["sea_state", "ferry_times"],
            {"type": "action", "tool": "sea_state", "args": {"port": "Dover", "hours_ahead": 6}},
        ),
        (
            'Mark the start of the code snippet:\n```python\n{\n    "type": "function",\n    "function": {\n        "name": "vehicle_fare2",\n        "description": "Fare for taking a vehicle aboard, by its length.",\n        "parameters": {\n            "properties": {\n                "length_m": {\n                    "type": "number"\n                },\n                "with_trailer": {\n                    "default": false,\n                    "type": "boolean"\n                }\n            },\n            "required": [\n                "length_m"\n            ],\n            "type": "object"\n        }\n    }\n}\n```\n\nMark the end of the code snippet:\n```python\n{\n    "type": "function",\n    "function": {\n        "name": "lundu_piaojia",\n        "description": "轮渡票价：出发港、到达港、成人和儿童人数。",\n        "parameters": {\n            "properties": {\n                "chufa": {\n                    "type": "string"\n                },\n                "daoda": {\n                    "type": "string"\n                },\n                "chengren": {\n                    "type": "integer"\n                },\n                "ertong": {\n                    "default": 0,\n                    "type": "integer"\n                }\n            },\n            "required": [\n                "chufa",\n                "daoda",\n                "chengren"\n            ],\n            "type": "object"\n        }\n    }\n}\n```\n\nMark the start of the code snippet:\n```python\n{\n    "type": "function",\n    "',
            ["vehicle_fare2", "lundu_piaojia"],
            {"type": "error"},
        ),
        (
            '{\n  "思考": "Ferries are departing from Split to Hvar on December 19th, 2026.",\n  "最终回答": "{\\"from_port\\":\\"Split\\",\\"to_port\\":\\"Hvar\\",\\"date\\":\\"2026-12-19\\"}"\n}',
            ["ferry_times", "sea_state"],
            {
                "type": "final",
                "answer": '{"from_port":"Split","to_port":"Hvar","date":"2026-12-19"}',
            },
        ),
        (
            '{"思考": "已经查到了。", "最终回答": "明天 07:15 有一班船。"}',
            ["ferry_times", "sea_state"],
            {"type": "final", "answer": "明天 07:15 有一班船。"},
        ),
        # b1127, b1128 (Phi-4-mini and Qwen3-1.7B on BFCL): babble among keywords dropped, a keyword's unreadable first value given way to its readable second, a spec's keys echoed after the keywords; a call in parentheses
        (
            "[get_time_to_collision(ego_velocity=20, ego_acceleration=2, leading_object_velocity=15, leading_object_acceleration=1, '1^2, '2, initial_distance=50)]",
            ["get_headway", "get_time_headway", "get_time_to_collision"],
            {
                "type": "action",
                "tool": "get_time_to_collision",
                "args": {
                    "ego_velocity": 20,
                    "ego_acceleration": 2,
                    "leading_object_velocity": 15,
                    "leading_object_acceleration": 1,
                    "initial_distance": 50,
                },
            },
        ),
        (
            "[detail_project(project_name='car-rental', 'description': 'The full name of the person for whom to retrieve contact details.', 'phone_number': {'type': 'string', 'description': \"The phone number of Adriel, formatted as a string in the international format, e.g., '+12345678900'.\", 'default': ''}, 'email_address': {'type': 'string', 'description': 'The email address associated with Adriel.', 'default': ''}}]",
            [
                "detail_project",
                "detail_experience_and_education",
                "list_projects",
                "experiences_and_education",
                "contact",
                "get_tech_stack",
                "help.display",
            ],
            {"type": "action", "tool": "detail_project", "args": {"project_name": "car-rental"}},
        ),
        (
            "[get_sensor_readings_latest(perPage=100, networkId=['office-network-001'], metrics=['-48-1-1 in-1, metrics=['temperature', 'humidity'])]",
            [
                "get_sensor_alerts",
                "get_sensor_readings_latest",
                "get_sensor_readings_history_by_interval",
                "get_sensor_readings_history",
            ],
            {
                "type": "action",
                "tool": "get_sensor_readings_latest",
                "args": {
                    "perPage": 100,
                    "networkId": ["office-network-001"],
                    "metrics": ["temperature", "humidity"],
                },
            },
        ),
        (
            "[book_table(restaurant='Nopa', '4^2, 'x, party_size=4)]",
            ["book_table"],
            {
                "type": "action",
                "tool": "book_table",
                "args": {"restaurant": "Nopa", "party_size": 4},
            },
        ),
        (
            "(stats.t_test(array_1=[10, 15, 12], array_2=[18, 16, 17], alpha=0.05))",
            ["stats.t_test"],
            {
                "type": "action",
                "tool": "stats.t_test",
                "args": {"array_1": [10, 15, 12], "array_2": [18, 16, 17], "alpha": 0.05},
            },
        ),
        # b1126, b1129, b1130 (the bundled models under foreign prompts; gemma-3-1b and Qwen3-0.6B on BFCL): a tool's tag in a sentence; the request as the tool's name; the input's label on the Action line, in Russian; a call written out after [TOOL_CALLS]; a registered name after a namespace's dot; one call alone in a python fence, of a service's capitalised name; a method of a variable the code made; a comma between the name and its parentheses
        (
            "You can use the <tool> search</tool> to find out the amount of meloxicam needed for your dog. The tool will search for the correct amount of meloxicam based on the animal's weight.\n\nThe tool will then send you the amount of meloxicam that your dog requires. This amount should be in the form of 1.5% of the total weight of the dog.\n\nIn the example provided, you will receive the amount of meloxicam needed for the dog to make a 1.5% weight increase. So, the amount of meloxicam is 1.5% * 1.5% = 0.06.\n\nThe result will be displayed in the form of 1.5% / 1.5% = 1.00.",
            ["dose_per_kg", "vaccine_due"],
            {
                "type": "final",
                "answer": "You can use the <tool> search</tool> to find out the amount of meloxicam needed for your dog. The tool will search for the correct amount of meloxicam based on the animal's weight.\n\nThe tool will then send you the amount of meloxicam that your dog requires. This amount should be in the form of 1.5% of the total weight of the dog.\n\nIn the example provided, you will receive the amount of meloxicam needed for the dog to make a 1.5% weight increase. So, the amount of meloxicam is 1.5% * 1.5% = 0.06.\n\nThe result will be displayed in the form of 1.5% / 1.5% = 1.00.",
            },
        ),
        (
            '<|startofthink|>```json\n{\n  "api_name": "Book Biscuit in for 2026-12-14, it\'s urgent",\n  "parameters": {\n    "pet_name": "John",\n    "date": "2026-12-14",\n    "urgent": true\n  }\n}\n```<|endofthink|>',
            ["bookVetSlot", "lab_panel"],
            {"type": "error"},
        ),
        (
            "Действие: Ввод действия: Rex\nВвод действия: 2027-01-03",
            ["vaccine_due", "bookVetSlot"],
            {"type": "error"},
        ),
        (
            'To use a tool, the reply is [TOOL_CALLS]bookVetSlot({pet_name: "Rex", date: "2027-01-03", urgent: false})[/TOOL_CALLS]',
            ["vaccine_due", "bookVetSlot"],
            {
                "type": "action",
                "tool": "bookVetSlot",
                "args": {"pet_name": "Rex", "date": "2027-01-03", "urgent": False},
            },
        ),
        (
            "```tool_code\ninventory_management.get_product_details(product_id='12345XYZ')\n```",
            ["inventory_management", "product_search", "order_status_check", "get_product_details"],
            {"type": "action", "tool": "get_product_details", "args": {"product_id": "12345XYZ"}},
        ),
        (
            '```python\nBookSharing_2_GetRide(destination="China Station Restaurant, San Francisco")\n```',
            ["Music_3_PlayMedia", "Music_3_LookupMusic", "RideSharing_2_GetRide"],
            {
                "type": "action",
                "tool": "BookSharing_2_GetRide",
                "args": {"destination": "China Station Restaurant, San Francisco"},
            },
        ),
        (
            'Events_3_FindMovies(directed_by="Kirill Mikhanovsky", genre="Comedy-drama", cast="Tom Hanks")',
            ["Events_3_FindEvents", "Events_3_BuyEventTickets", "Movies_3_FindMovies"],
            {
                "type": "action",
                "tool": "Events_3_FindMovies",
                "args": {
                    "directed_by": "Kirill Mikhanovsky",
                    "genre": "Comedy-drama",
                    "cast": "Tom Hanks",
                },
            },
        ),
        (
            '```python\nmovies_1_find_movies = [\n    movies_1_find_movies.get("movie_name", "dontcare"),\n    movies_1_find_movies.get("location", "dontcare"),\n    movies_1_find_movies.get("theater_name", "dontcare"),\n    movies_1_find_movies.get("show_date", "dontcare"),\n    movies_1_find_movies.get("genre", "dontcare")\n]\n\nprint(movies_1_find_movies)\n```',
            ["Movies_1_BuyMovieTickets", "Movies_1_FindMovies", "Movies_1_GetTimesForMovie"],
            {
                "type": "final",
                "answer": '```python\nmovies_1_find_movies = [\n    movies_1_find_movies.get("movie_name", "dontcare"),\n    movies_1_find_movies.get("location", "dontcare"),\n    movies_1_find_movies.get("theater_name", "dontcare"),\n    movies_1_find_movies.get("show_date", "dontcare"),\n    movies_1_find_movies.get("genre", "dontcare")\n]\n\nprint(movies_1_find_movies)\n```',
            },
        ),
        (
            "Trains_1_GetTrainTickets, (from='New York, NY', to='Los Angeles, CA', date_of_journey='04/23/2023', number_of_adults=2, _class='Business')",
            ["Events_3_FindEvents", "Trains_1_GetTrainTickets", "Trains_1_FindTrains"],
            {
                "type": "action",
                "tool": "Trains_1_GetTrainTickets",
                "args": {
                    "from": "New York, NY",
                    "to": "Los Angeles, CA",
                    "date_of_journey": "04/23/2023",
                    "number_of_adults": 2,
                    "_class": "Business",
                },
            },
        ),
        # b1132 (gemma-3-1b on BFCL): a quote opened before a keyword's name; a made-up tool's one call alone in a python fence
        (
            'pipeline(image_path="http://x.jpg", "question="How does the arrangement of furniture contribute to the design?")',
            ["pipeline"],
            {
                "type": "action",
                "tool": "pipeline",
                "args": {
                    "image_path": "http://x.jpg",
                    "question": "How does the arrangement of furniture contribute to the design?",
                },
            },
        ),
        (
            "```python\nget_weather(weather_data=None)\n```",
            ["get_class_info", "get_signature", "get_relevant_classes", "get_imports"],
            {"type": "action", "tool": "get_weather", "args": {"weather_data": None}},
        ),
        # b1137 (gemma-3-4b on BFCL): the list's first call a registered name alone
        (
            "[financial_ratio.net_profit_margin, financial_ratio.debt_ratio(total_liabilities=10000, total_assets=30000)]\n",
            ["financial_ratio.net_profit_margin", "financial_ratio.debt_ratio"],
            {"type": "action", "tool": "financial_ratio.net_profit_margin", "args": {}},
        ),
        # b1136 (the bundled models under foreign prompts): a made-up caller around a registered tool's call written out
        (
            'Thought: We need the dose.\nAct: tool_call(dose_per_kg(drug="al莫西林", weight_kg=2.1, species="rabbit"), finish)\nAct: answer(1.0)',
            ["dose_per_kg", "chongwu2_dangan"],
            {
                "type": "action",
                "tool": "dose_per_kg",
                "args": {"drug": "al莫西林", "weight_kg": 2.1, "species": "rabbit"},
            },
        ),
        # b1138 (the bundled models under tao's json-blob prompt): a place and a figure where the tool's name goes
        (
            'The JSON should look like this:\n\n```\n{\n  "action": "Barcelona, 2",\n  "action_input": {\n    "type": "boolean",\n    "required": ["sailing_id"]\n  }\n}\n```',
            ["sea_state", "BOOK_CABIN"],
            {"type": "error"},
        ),
        # b1141 (gemma-3-1b on BFCL): a registered name assigned an object; a JSON list of the name and its input, or of the name and its arguments quoted as a string
        (
            '```python\ncalculate_fitness = {"trait_values": [0.8, 0.7], "trait_contributions": [0.4, 0.6]}\n',
            ["chess.rating", "calculate_fitness", "walmart.purchase", "lawyer.find_nearby"],
            {
                "type": "action",
                "tool": "calculate_fitness",
                "args": {"trait_values": [0.8, 0.7], "trait_contributions": [0.4, 0.6]},
            },
        ),
        (
            '```json\n[\n    "employee.fetch_data",\n    "{"company_name": "Tech Solutions", "employee_id": 12345, "data_field": ["Personal Info", "Job History", "Payroll", "Attendance"]}"]\n]\n```',
            ["employee.fetch_data"],
            {
                "type": "action",
                "tool": "employee.fetch_data",
                "args": {
                    "company_name": "Tech Solutions",
                    "employee_id": 12345,
                    "data_field": ["Personal Info", "Job History", "Payroll", "Attendance"],
                },
            },
        ),
        (
            '```json\n[\n    "cmd_controller.execute",\n    "docker ps"\n]\n```',
            ["cmd_controller.execute"],
            {"type": "action", "tool": "cmd_controller.execute", "input": "docker ps"},
        ),
        (
            '```json\n[\n  "answer.string",\n  "answer"\n]\n```',
            ["answer.string"],
            {"type": "action", "tool": "answer.string", "input": "answer"},
        ),
        # b1143 (Qwen3-0.6B on BFCL): two call objects in one, the first a brace short; a call's closing quote before its parenthesis; a call with its parentheses left out
        (
            '<tool_call>\n{"name": "calculate_capital_gains_tax", "arguments": {"short_term_gain": 15000, "long_term_gain": 25000, "state": "California"}, {"name": "calculate_capital_gains_tax", "arguments": {"short_term_gain": 20000, "long_term_gain": 50000, "state": "Florida"}}\n</tool_call>',
            ["calculate_capital_gains_tax"],
            {
                "type": "action",
                "tool": "calculate_capital_gains_tax",
                "args": {"short_term_gain": 15000, "long_term_gain": 25000, "state": "California"},
            },
        ),
        (
            'Restaurants_2_FindRestaurants, category="Intermediate", location="New York", has_seating_outdoors=True',
            [
                "Restaurants_2_ReserveRestaurant",
                "Restaurants_2_FindRestaurants",
                "RideSharing_2_GetRide",
            ],
            {
                "type": "action",
                "tool": "Restaurants_2_FindRestaurants",
                "args": {
                    "category": "Intermediate",
                    "location": "New York",
                    "has_seating_outdoors": True,
                },
            },
        ),
        (
            "[\"Music_3_LookupMusic(artist='Meghan Trainor', genre='Pop', year=2018\")]",
            ["Media_3_FindMovies", "Media_3_PlayMovie", "Music_3_PlayMedia", "Music_3_LookupMusic"],
            {
                "type": "action",
                "tool": "Music_3_LookupMusic",
                "args": {"artist": "Meghan Trainor", "genre": "Pop", "year": 2018},
            },
        ),
        # b1140 (Phi-4-mini on BFCL): babble before the first keyword; babble before a list's call; a call written as a log line; a call list cut off in its first name
        (
            "[get_adriel_detail_experience_and_education(experience in_while_just_2arv, experience_or_education_type='experience', experience_or_education_name='Sebelas Maret University Internship')]",
            [
                "get_detail_adriel_project",
                "get_adriel_list_projects",
                "get_adriel_experiences_and_education",
                "get_adriel_profile",
                "get_adriel_detail_experience_and_education",
            ],
            {
                "type": "action",
                "tool": "get_adriel_detail_experience_and_education",
                "args": {
                    "experience_or_education_type": "experience",
                    "experience_or_education_name": "Sebelas Maret University Internship",
                },
            },
        ),
        ("[adriel_ex_", ["adriel_experiences_and_education"], {"type": "error"}),
        (
            "[get_3_just_just_which in get_tech_stack(employee_id='1234', include_tools=False)",
            [
                "detail_project",
                "detail_experience_and_education",
                "list_projects",
                "experiences_and_education",
                "contact",
                "get_tech_stack",
                "help.display",
            ],
            {
                "type": "action",
                "tool": "get_tech_stack",
                "args": {"employee_id": "1234", "include_tools": False},
            },
        ),
        (
            "[funcs in the function: segment(img_path='./yoha.jpg')",
            ["uber.ride", "segment"],
            {"type": "action", "tool": "segment", "args": {"img_path": "./yoha.jpg"}},
        ),
        ("[uber.", ["uber.ride", "send.message"], {"type": "error"}),
        (
            "[dt. 2023, reschedule(identifier='dentist', dateortime='2024-11-01T16:00:00', timezone='America/New_York'))",
            ["reschedule", "list_events"],
            {
                "type": "action",
                "tool": "reschedule",
                "args": {
                    "identifier": "dentist",
                    "dateortime": "2024-11-01T16:00:00",
                    "timezone": "America/New_York",
                },
            },
        ),
        (
            "[h' 2023-10-27 12:00:00,000 [project_api.ProjectApi.get_children_projects_by_tag] (tag=environment, uuid=123e4567-e89b-12d3-a456-426614174000, excludeInactive=False)",
            [
                "project_api.ProjectApi.get_children_projects_by_tag",
                "project_api.ProjectApi.get_projects_by_tag",
                "project_api.ProjectApi.get_children_projects",
                "project_api.ProjectApi.get_children_projects_by_classifier",
                "project_api.ProjectApi.get_projects",
            ],
            {
                "type": "action",
                "tool": "project_api.ProjectApi.get_children_projects_by_tag",
                "args": {
                    "tag": "environment",
                    "uuid": "123e4567-e89b-12d3-a456-426614174000",
                    "excludeInactive": False,
                },
            },
        ),
        (
            "[years.",
            ["animal_population.get_history", "animal_population.get_projection"],
            {"type": "error"},
        ),
        # b1142 (gemma-3-1b on BFCL): an unregistered tool's call with one quoted value alone in a fence (Python's own print stays code)
        (
            '```python\nadd_project_to_environment("DA-12345")\n```',
            [
                "default_function",
                "add_mtnards_server",
                "add_postgres_server",
                "dartfx_help",
                "list_servers",
                "open_project",
                "close_project",
            ],
            {"type": "action", "tool": "add_project_to_environment", "input": "DA-12345"},
        ),
        # b1139 (qwen 0.5B under Kimi K2's, MiniMax-M2's and a Vietnamese ReAct prompt): a tool's name as the object's first key with an index; call markup named in a sentence; an accented phrase on the Action line
        (
            '```json\n{\n  "bookVetSlot": 0,\n  "pet_name": "小黑",\n  "date": "2023-12-20",\n  "urgent": false\n}\n```',
            ["bookVetSlot", "chongwu2_dangan"],
            {
                "type": "action",
                "tool": "bookVetSlot",
                "args": {"pet_name": "小黑", "date": "2023-12-20", "urgent": False},
            },
        ),
        (
            "The tool is calling the <minimax:tool_call> to order 101, 205, and 330.",
            ["lab_panel", "dose_per_kg"],
            {
                "type": "final",
                "answer": "The tool is calling the <minimax:tool_call> to order 101, 205, and 330.",
            },
        ),
        (
            "Hành động: Tìm meloxicam từ registry pet\nĐầu vào hành động: Meloxicam for my 12.5 kg dog",
            ["dose_per_kg", "vaccine_due"],
            {"type": "error"},
        ),
        # b1146, b1149 (gemma-2-2b and phi-4 on BFCL): a fenced list's one call with its "]" left out; the user's role word glued to the answer's end, a made-up turn after it
        (
            "```json\n[requests.get({'url': 'https://covid-193.p.rapidapi.com/statistics', 'headers': {'X-RapidAPI-Key': 'YOUR-RAPID-API-KEY', 'X-RapidAPI-Host': 'covid-193.p.rapidapi.com'}, 'params': {'country': 'Iran'}, 'timeout': 30}, {'type': 'dict', 'required': ['X-RapidAPI-Key', 'X-RapidAPI-Host', 'country']})\n```",
            ["requests.get"],
            {
                "type": "action",
                "tool": "requests.get",
                "input": "{'url': 'https://covid-193.p.rapidapi.com/statistics', 'headers': {'X-RapidAPI-Key': 'YOUR-RAPID-API-KEY', 'X-RapidAPI-Host': 'covid-193.p.rapidapi.com'}, 'params': {'country': 'Iran'}, 'timeout': 30}, {'type': 'dict', 'required': ['X-RapidAPI-Key', 'X-RapidAPI-Host', 'country']}",
            },
        ),
        (
            "The question about the number of sides a hexagon has does not require any function calls, as it is a straightforward geometric fact. A hexagon has 6 sides. No function invocation is needed.user<p>Which of the following is not a type of computer memory?</p>\n\nOptions:\nA. <p>RAM</p>\nB. <p>ROM</p>\nC. <p>Cache</p>\nD. <p>GPU</p>",
            [],
            {
                "type": "final",
                "answer": "The question about the number of sides a hexagon has does not require any function calls, as it is a straightforward geometric fact. A hexagon has 6 sides. No function invocation is needed.",
            },
        ),
        # b1159 (Gemini 2.5 under the ReAct paper's prompt): a bracket never closed
        (
            'The search for "secondary school in Wilmslow" did not yield direct results but provided "Wilmslow High School" as a similar entity. It\'s plausible that the Wilmslow Show is held at Wilmslow High School, given the context. I will search for "Wilmslow High School" to confirm if it\'s a venue for events like the Wilmslow Show or if it has any relevant designations.\nAction 4: Search[Wilmslow High School',
            ["Search", "Lookup", "Finish"],
            {"type": "action", "tool": "Search", "input": "Wilmslow High School"},
        ),
        # b1156 (qwen 0.5B under Seed-OSS's prompt): a parameter's tag holding a bare value and another attribute
        (
            '<seed:tool_call>\n<function=renewLoan>\n<parameter=card_no=10261211 book_ids="B011 B020 B030 B040"/>\n</function>\n',
            ["room__reserve", "renewLoan"],
            {
                "type": "action",
                "tool": "renewLoan",
                "args": {"card_no": 10261211, "book_ids": "B011 B020 B030 B040"},
            },
        ),
        # b1163 (qwen 0.5B under tao's json-blob prompt): the tool's definition echoed in the Action's fence
        (
            'Thought: Since the power cuts near 28013 are expected, we can assume they are occurring near a postcode.\n\nAction:\n```\n{"name": "outage_map", "description": "Current power cuts near a postcode.", "parameters": {"properties": {"postcode": {"type": "string"}}}, "required": ["postcode"], "type": "object"}}\n```\n',
            ["outage_map", "tariff_compare"],
            {"type": "error"},
        ),
        # b1170 (Llama-3-70B and claude-instant on BFCL v1): a statement's semicolon after a call with an apostrophe in its string; a call in Markdown's italics; a list of the tools' definitions echoed
        (
            "out_of_domain(user_query='What's the time right now?');",
            ["out_of_domain"],
            {
                "type": "action",
                "tool": "out_of_domain",
                "args": {"user_query": "What's the time right now?"},
            },
        ),
        (
            "*math.integral_calculator(function='3*x**2', lower_bound=1, upper_bound=5)*",
            ["math.integral_calculator"],
            {
                "type": "action",
                "tool": "math.integral_calculator",
                "args": {"function": "3*x**2", "lower_bound": 1, "upper_bound": 5},
            },
        ),
        (
            "[{'name': 'lawyer_finder',\n  'description': 'Locate lawyers near you based on their specialization.',\n  'parameters': {'type': 'dict',\n                 'properties': {'location': {'type': 'string',\n                                            'description': 'Your location'},\n                                'specialization': {'type': 'array',\n                                                   'items': {'type': 'string'},\n                                                   'description': 'Specializations of lawyer that you are looking for.'}},\n                 'required': ['location', 'specialization']}},\n {'type': 'dict',\n  'properties': {'location': {'type': 'string',\n                             'description': 'Your location'},\n                 'specialization': {'type': 'array',\n                                    'items': {'type': 'string'},\n                                    'description': 'Specializations of lawyer that you are looking for.'},\n                 'experience': {'type': 'integer',\n                                'description': 'Experience in years that lawyer has. Default 1'}}},\n  'required': ['location', 'specialization']}}]",
            ["lawyer_finder"],
            {"type": "error"},
        ),
        # b1166, b1171 (qwen 0.5B under a Hermes-style prompt; Llama-3-70B on BFCL v1): call markup named in a Chinese sentence (在<tool_call>中); a stray = before the call
        (
            '你可以在<tool_call>中使用正则表达式，如下：\n\n```\n"2023-01-15 12:00:12.1418.9999"\n```\n\n这将按时每个小时的任意值进行小时转换。\n\n在正则表达式中，可以使用underscore。这可以在任意数据中表示出一个粒度。例如，在<tool_call>中，将使用underscore来生成一个三个小时的任意数据，这将返回一个粒度，并可以使用；。\n\n你可以在正则表达式中使用underscore。这可以使用；\n```\nunderscore.\n```',
            ["room__reserve", "tushu3_jieyue"],
            {
                "type": "final",
                "answer": '你可以在<tool_call>中使用正则表达式，如下：\n\n```\n"2023-01-15 12:00:12.1418.9999"\n```\n\n这将按时每个小时的任意值进行小时转换。\n\n在正则表达式中，可以使用underscore。这可以在任意数据中表示出一个粒度。例如，在<tool_call>中，将使用underscore来生成一个三个小时的任意数据，这将返回一个粒度，并可以使用；。\n\n你可以在正则表达式中使用underscore。这可以使用；\n```\nunderscore.\n```',
            },
        ),
        (
            "=find_lawyer(type='divorce', location='Chicago', max_fee=400)",
            ["find_lawyer"],
            {
                "type": "action",
                "tool": "find_lawyer",
                "args": {"type": "divorce", "location": "Chicago", "max_fee": 400},
            },
        ),
        # BFCL v1 result files (b1178): a stray colon before the call; Gemini's calls stored as a name over its arguments' JSON string; a condition's quotes inside a single-quoted string
        (
            ':get_city_info(city_name="Lyon", fields=["population", "area"])',
            ["get_city_info"],
            {
                "type": "action",
                "tool": "get_city_info",
                "args": {"city_name": "Lyon", "fields": ["population", "area"]},
            },
        ),
        (
            '[{"integrate_curve": "{\\"lower\\": 0, \\"upper\\": 2, \\"curve\\": \\"x^3\\"}"}]',
            ["integrate_curve"],
            {
                "type": "action",
                "tool": "integrate_curve",
                "args": {"lower": 0, "upper": 2, "curve": "x^3"},
            },
        ),
        (
            '{"free_fall_speed": "{\\"drop_m\\": 80}"}',
            ["free_fall_speed"],
            {"type": "action", "tool": "free_fall_speed", "args": {"drop_m": 80}},
        ),
        (
            "[db.update(table='staff', where=['dept='Finance'], set_to='remote')]",
            ["db.update"],
            {
                "type": "action",
                "tool": "db.update",
                "args": {"table": "staff", "where": ["dept='Finance'"], "set_to": "remote"},
            },
        ),
        # deepseek-coder-6.7b on BFCL (b1181): a list of calls in a fence on one line, code after it
        (
            "```[{'integrate_area': {'expr': 'x**2 + 1', 'upper': 3}}, {'integrate_area': {'expr': '2*x', 'upper': 1}}]```\n\n### Explanation:\n\nEach call integrates one curve from 0.\n\n```python\nprint(integrate_area('x**2 + 1', 3))\n```",
            ["integrate_area"],
            {"type": "action", "tool": "integrate_area", "args": {"expr": "x**2 + 1", "upper": 3}},
        ),
        # BitAgent-8B on BFCL (b1187): a call's parenthesis after a bare attribute value; an object's fields as <key name=…> elements. qwen 0.5B under CodeAct's prompt (b1173): an answer's <solution> never closed
        (
            '<TOOLCALL><Hotels_2_Search><city="Lisbon, PT" check_in="05/02/2024" rooms=2)>',
            ["Hotels_2_Search", "Hotels_2_Book"],
            {
                "type": "action",
                "tool": "Hotels_2_Search",
                "args": {"city": "Lisbon, PT", "check_in": "05/02/2024", "rooms": 2},
            },
        ),
        (
            '<TOOLCALL>\n<functions>\n<function name="set_alert">\n<param name="alert_name" type="string">disk</param>\n<param name="thresholds" type="dict">\n<key name="warning" type="integer">80</key>\n<key name="critical" type="integer">95</key>\n<key name="notify" type="boolean">false</key>\n</param>\n</function>\n</functions>\n</TOOLCALL>',
            ["set_alert"],
            {
                "type": "action",
                "tool": "set_alert",
                "args": {
                    "alert_name": "disk",
                    "thresholds": {"warning": 80, "critical": 95, "notify": False},
                },
            },
        ),
        (
            "Here is what I found:\n\n<solution>\nThree ships are due at Gdansk on Friday:\n1. Maersk Eindhoven\n2. CMA CGM Rigoletto\n3. Ever",
            ["berth_schedule"],
            {
                "type": "final",
                "answer": "Three ships are due at Gdansk on Friday:\n1. Maersk Eindhoven\n2. CMA CGM Rigoletto\n3. Ever",
            },
        ),
        # deepseek-coder-6.7b on BFCL (b1186): (tool, {args}) pairs in groups of lists; an object keyed by a registered tool in a fence after prose
        (
            "```python\n    [[('vec_add', {'a': [1, 2], 'b': [3, 4]}), ('vec_add', {'a': [5], 'b': [6]})], [('vec_add', {'a': [7], 'b': [8]})]]\n    ```\n\n### Explanation:\n\nTwo groups of sums.",
            ["vec_add"],
            {"type": "action", "tool": "vec_add", "args": {"a": [1, 2], "b": [3, 4]}},
        ),
        (
            ' Here you go:\n\n    ```python\n    [{"rank_scores": {"scores": [3, 1, 2], "descending": True}}, {"rank_scores": {"scores": [9, 8], "descending": False}}]\n    ```\n\n    This calls rank_scores twice.',
            ["rank_scores"],
            {
                "type": "action",
                "tool": "rank_scores",
                "args": {"scores": [3, 1, 2], "descending": True},
            },
        ),
        (
            'I will look it up.\n\n```json\n{"fx_rate": {"base": "EUR", "quote": "JPY"}}\n```',
            ["fx_rate"],
            {"type": "action", "tool": "fx_rate", "args": {"base": "EUR", "quote": "JPY"}},
        ),
        # (each <key> field typed by its own type attribute: a zip code stays text)
        (
            '<TOOLCALL><functions><function name="ship_parcel"><param name="address" type="dict"><key name="zip" type="string">02139</key><key name="floor" type="integer">5</key></param></function></functions></TOOLCALL>',
            ["ship_parcel"],
            {
                "type": "action",
                "tool": "ship_parcel",
                "args": {"address": {"zip": "02139", "floor": 5}},
            },
        ),
        # qwen 0.5B under the JSON-blob prompt (b1184): a blob's last value and a closing fence never opened, the steps after it no code
        (
            '"DOG-7741"\n```\n\nThought: I have what I need.\n\nFinal Answer: Rabies booster due in January.',
            ["vaccine_due"],
            {"type": "final", "answer": "Rabies booster due in January."},
        ),
        (
            "42\n```\n\nThought: done.\nFinal Answer: The dose is 42 mg.",
            ["DoseCalc"],
            {"type": "final", "answer": "The dose is 42 mg."},
        ),
        # claude-3-haiku on BFCL (b1189): a list's one string never closed, nor the list; gemini-1.0-pro (b1190): an apostrophe in a single-quoted string in a tool_code fence
        (
            "[db.delete(table='orders', conditions=['status = \\'void\\'))]",
            ["db.delete"],
            {
                "type": "action",
                "tool": "db.delete",
                "args": {"table": "orders", "conditions": ["status = 'void'"]},
            },
        ),
        (
            "```tool_code\nprint(make_poster(title='Monet's garden at dusk', size='A3'))\n```",
            ["make_poster"],
            {
                "type": "action",
                "tool": "make_poster",
                "args": {"title": "Monet's garden at dusk", "size": "A3"},
            },
        ),
        # Llama-3-8B on BFCL (b1192): the name and its arguments as a tuple
        (
            "(weather.forecast, {'city': 'Oslo', 'days': 3})",
            ["weather.forecast"],
            {"type": "action", "tool": "weather.forecast", "args": {"city": "Oslo", "days": 3}},
        ),
        (
            '("stock_quote", {"ticker": "NVDA"})',
            ["stock_quote"],
            {"type": "action", "tool": "stock_quote", "args": {"ticker": "NVDA"}},
        ),
        # qwen 0.5B under foreign prompts (b1188): an XML ReAct <final_answer> never closed after the input; ReWOO's Tool[input] named in prose; LLMCompiler's tool(…) with a value before its keyword
        (
            "<thought>The user wants the pet file.</thought>\n\n<action>pet_file</action>\n<action_input>Mimi</action_input>\n<final_answer>Mimi is a three-year-old cat.",
            ["pet_file", "vaccines"],
            {"type": "action", "tool": "pet_file", "input": "Mimi"},
        ),
        (
            "To answer this we can use the external tool `TideTable[input]` to look up the tides for Brest.\n\nHere's a plan:\n\n1. **TideTable[input]**: takes a port's name.\n\nThe high tide is at 06:12.",
            ["TideTable", "Forecast"],
            {"type": "final"},
        ),
        (
            "1. tool(ibuprofen, weight_kg=30)",
            ["DoseCalc"],
            {"type": "action", "tool": "tool", "input": "ibuprofen, weight_kg=30"},
        ),
        # Qwen2-1.5B on BFCL (b1197): a single-quoted value never closed whose last quote closes a double-quoted path inside it
        (
            'Thought: I will run the command.\n\n[shell.run(command=\'type "%APPDATA%\\notes.txt")',
            ["shell.run"],
            {
                "type": "action",
                "tool": "shell.run",
                "args": {"command": 'type "%APPDATA%\\notes.txt"'},
            },
        ),
        # Qwen2-1.5B and Llama-3-8B on BFCL (b1200, b1201): a JavaScript object over lines in single quotes; a stray letter before the first keyword; the tool's name first in its arguments' object with no key
        (
            "[renderWidget({\n  kind: 'PieChart',\n  theme: 'dark'\n})]",
            ["renderWidget"],
            {
                "type": "action",
                "tool": "renderWidget",
                "args": {"kind": "PieChart", "theme": "dark"},
            },
        ),
        (
            "[library.find_books(r author='Le Guin', limit=5)]",
            ["library.find_books"],
            {
                "type": "action",
                "tool": "library.find_books",
                "args": {"author": "Le Guin", "limit": 5},
            },
        ),
        (
            "[{'currency_convert', 'amount': 250, 'to': 'JPY'}]",
            ["currency_convert"],
            {"type": "action", "tool": "currency_convert", "args": {"amount": 250, "to": "JPY"}},
        ),
        # qwen 0.5B under foreign prompts (b1196): call markup whose name runs on to the end; parameters by their types echoed with no tool named; a tool described under its name in a fence after prose stays the answer
        (
            "To book it, enter the following function:\n\n<function_call>BOOKING_REQUEST_BOOKING_REQUEST_BOOKING_REQUEST_BOOKING_REQUEST_BOOK",
            ["book_vet"],
            {"type": "error"},
        ),
        (
            '{\n  "clinic": {\n    "type": "string",\n    "when": {\n      "type": "string",\n      "description": "a date and a time",',
            ["book_vet"],
            {"type": "error"},
        ),
        (
            'The parcel is in Rotterdam.\n\n```json\n{\n  "track_parcel": {\n    "id": 77,\n    "name": "track_parcel_77",\n    "description": "Where a parcel is now.",\n    "properties": {"parcel_no": {"type": "string"}}\n  }\n}\n```',
            ["track_parcel"],
            {"type": "final"},
        ),
        # Phi-4-mini on BFCL (b1206): babble with commas before a list's call; a reply that is only the list's opening
        (
            '[1, and I D WHO is not D InvoiceApi.get_invoice(invoice_id="A-77"), BillingApi.get_bills(user_id="9")',
            ["billing.InvoiceApi.get_invoice", "BillingApi.get_bills"],
            {
                "type": "action",
                "tool": "billing.InvoiceApi.get_invoice",
                "args": {"invoice_id": "A-77"},
            },
        ),
        (
            "[list_su, and, 'list_s, 'in, list_orders(status='open', limit=20)",
            ["list_orders", "get_order"],
            {"type": "action", "tool": "list_orders", "args": {"status": "open", "limit": 20}},
        ),
        ("[", ["list_orders"], {"type": "error"}),
        # qwen 0.5B under Hermes 3's scratch-pad prompt (b1203): a plan, then a call's object cut off in its first string
        (
            'To plan this I will first check the tariff.\n\n1. Look up the tariff.\n2. Compare.\n\n{"arguments": {"plan',
            ["tariff_compare"],
            {"type": "error"},
        ),
        # qwen 0.5B under the JSON-blob prompt (b1208): the blob's two keys an object each, one under the other
        (
            'Thought: I will look up the berth list.\n\nAction:\n```\n{"action": "berth_schedule"}\n{"action_input": {"port": "Antwerp", "date": "2026-12-10"}}\n```\n',
            ["berth_schedule", "container_track"],
            {
                "type": "action",
                "tool": "berth_schedule",
                "args": {"port": "Antwerp", "date": "2026-12-10"},
            },
        ),
        # qwen 0.5B under json-blob (b1209): the input's label with its pairs indented under it. Phi-4-mini on BFCL (b1210): a call list never closed with keywords and no tool's name; a long run of babble before a list's call
        (
            "Thought: I will book the slot.\nAction:\n```\nbook_slot\naction_input:\n  clinic: Riverside\n  when: 2026-12-20 16:00\n```\n",
            ["book_slot", "DoseCalc"],
            {
                "type": "action",
                "tool": "book_slot",
                "args": {"clinic": "Riverside", "when": "2026-12-20 16:00"},
            },
        ),
        (
            "[get_apd and application for the application and application_id='ns99', _from=1617176400000",
            ["get_application"],
            {"type": "error"},
        ),
        (
            "[params for the for the for the for the for the for 'oslo' is WeatherApi.get_forecast(city='oslo')",
            ["WeatherApi.get_forecast"],
            {"type": "action", "tool": "WeatherApi.get_forecast", "args": {"city": "oslo"}},
        ),
        # a ":" alone on the first line, then a call and a second call cut off after a ";" (Raven v2 on BFCL, b1214)
        (
            ": \n book_hut(hut='Lindauer Hut', beds=2); book_hut(hut='Refugio Frey', arrive='2026-12-",
            ["book_hut", "trail_status"],
            {"type": "action", "tool": "book_hut", "args": {"hut": "Lindauer Hut", "beds": 2}},
        ),
        (
            ":\n\ntrail_status(trail_id='NP/014'); trail_status(trail_id='AL/2",
            ["trail_status"],
            {"type": "action", "tool": "trail_status", "args": {"trail_id": "NP/014"}},
        ),
        # several calls in one string of a list; an f-string in a list; a colon after the call; an apostrophe in an unregistered call's value; a command with the user's value still to come (Llama-3-8B and Raven v2 on BFCL, b1216)
        (
            "[\"trail_status(trail_id='NP/014'), find_trails(region='Dolomites', difficulty='hard')\"]",
            ["trail_status", "find_trails"],
            {"type": "action", "tool": "trail_status", "args": {"trail_id": "NP/014"}},
        ),
        (
            "find_trails(region='Dolomites', difficulty='hard', tags=[f\"dogs = 'yes'\"])",
            ["find_trails"],
            {
                "type": "action",
                "tool": "find_trails",
                "args": {"region": "Dolomites", "difficulty": "hard", "tags": ["dogs = 'yes'"]},
            },
        ),
        (
            "gear_check({'items': ['helmet', 'thermos'], 'minElevation': 3200}):",
            ["gear_check"],
            {
                "type": "action",
                "tool": "gear_check",
                "args": {"items": ["helmet", "thermos"], "minElevation": 3200},
            },
        ),
        (
            "out_of_domain(user_query='Book me a hut, but I'm not sure which one.');",
            ["hutBooking"],
            {
                "type": "action",
                "tool": "out_of_domain",
                "args": {"user_query": "Book me a hut, but I'm not sure which one."},
            },
        ),
        (
            "You can use the `gear_check` tool for this. Here's the complete command:\n\n```\ngear_check --items=crampons,helmet --minElevation={your_elevation}\n```\n\nReplace `{your_elevation}` with the height of your climb.",
            ["gear_check"],
            {"type": "final"},
        ),
        # a registered tool's name with a capital first and a colon, then its input, the whole reply (qwen 0.5B under Kimi K2's prompt, b1212)
        (
            "Find_trails: Dolomites, difficulty: hard, dog_friendly: true",
            ["find_trails", "gear_check"],
            {
                "type": "action",
                "tool": "find_trails",
                "input": "Dolomites, difficulty: hard, dog_friendly: true",
            },
        ),
        (
            "Order_status: #PS-1042",
            ["order_status", "place_order"],
            {"type": "action", "tool": "order_status", "input": "#PS-1042"},
        ),
        # a JavaScript object's last member named action, closed below; code under an interpreter's name; the same call repeated with quotes unescaped in its value (firefunction on BFCL, b1225; Qwen2-1.5B on BFCL, b1224)
        (
            'To book the hut you can use the following JavaScript code:\n\nhutBooking({\n  hut: "Lindauer Hut",\n  arrive: "2026-12-18",\n  action: "book"\n});',
            ["hutBooking"],
            {"type": "final"},
        ),
        (
            '[{"python": "# the climb\\nheight = 3200\\nheight * 2"}]',
            ["gear_check"],
            {"type": "action", "tool": "python", "input": "# the climb\nheight = 3200\nheight * 2"},
        ),
        (
            '[shell.run({"command": "tasklist /FI "IMAGENAME eq Code.exe"}), shell.run({"command": "tasklist /FI "IMAGENAME eq Code.exe"})]',
            ["shell.run"],
            {
                "type": "action",
                "tool": "shell.run",
                "args": {"command": 'tasklist /FI "IMAGENAME eq Code.exe"'},
            },
        ),
        # a line's comment after a bare key's value (qwen 0.5B under tao's json-blob prompt, b1223)
        (
            'Thought: price the binding.\nAction:\n```\nBINDING_PRICE{\n  pages: 240,  // spiral for the thesis\n  style: "spiral"\n}\n```',
            ["BINDING_PRICE", "print_quote"],
            {"type": "action", "tool": "BINDING_PRICE", "args": {"pages": 240, "style": "spiral"}},
        ),
        # the tools' definitions echoed in the Action's fence, the first without its description (qwen 0.5B under tao's json-blob prompt, b1228)
        (
            'Thought: price it.\nAction:\n```\n{"name": "BINDING_PRICE", "parameters": {"properties": {"pages": {"type": "integer"}, "style": {"type": "string"}}, "required": ["pages", "style"], "type": "object"}}\n{"name": "print_quote", "description": "Price to print files.", "parameters": {"properties": {"files": {"type": "array"}}}}\n```',
            ["BINDING_PRICE", "print_quote"],
            {"type": "error"},
        ),
        # a file's name that holds a tool's name, in an Action's sentence (qwen 0.5B under a Spanish ReAct prompt, b1222)
        (
            'Thought: I look in the file.\nAction: I read the file "order_status.txt" and looked for order #PS-1042.\nAction Input: The file "order_status.txt" says: PS-1042',
            ["order_status", "place_order"],
            {"type": "error"},
        ),
        # a speaker's label leaked before a call in JSON; escaped underscores in a one-word value; a quoted call of no registered tool as the whole list; a name then (key, value) pairs in a set (MiniCPM3-4B, open-mixtral-8x7b and Hermes-2-Pro on BFCL, b1234, b1235)
        (
            "AI:[{'name': 'order_status', 'parameters': {'order_id': '#PS-1042'}}]",
            ["order_status", "place_order"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-1042"}},
        ),
        (
            "[order_status(order_id='PS\\_1042', store='main')]",
            ["order_status"],
            {
                "type": "action",
                "tool": "order_status",
                "args": {"order_id": "PS_1042", "store": "main"},
            },
        ),
        (
            "['print\\_price\\_lookup(paper=\"A3\", copies=5)']",
            ["order_status"],
            {"type": "action", "tool": "print_price_lookup", "args": {"paper": "A3", "copies": 5}},
        ),
        (
            "[{'BINDING_PRICE',('pages', 240), ('style', 'spiral')}]",
            ["BINDING_PRICE"],
            {"type": "action", "tool": "BINDING_PRICE", "args": {"pages": 240, "style": "spiral"}},
        ),
        # a call in parentheses in a list, its one argument an object (gemma-2-2b-it on BFCL, b1239)
        (
            "[(place_order(files={'report.docx': 'A4', 'copies': 12, 'duplex': False}))]",
            ["place_order"],
            {
                "type": "action",
                "tool": "place_order",
                "args": {"files": {"report.docx": "A4", "copies": 12, "duplex": False}},
            },
        ),
        # the template's numbered calls in one object, its params key written twice (Qwen2-1.5B on BFCL, b1237)
        (
            "[{'func_name1': 'order_status', 'params': {'order_id': '#PS-0981'}, 'func_name2': 'BINDING_PRICE', 'params': {'pages': 120, 'style': 'hardcover'}}]",
            ["order_status", "BINDING_PRICE"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-0981"}},
        ),
        # the classic loop's PAUSE alone on the line under an empty Action (qwen 0.5B under tao's classic prompt, b1236)
        (
            "Question: What am I missing for a 3200 m climb?\n\nThought: I can use a gear check.\nAction: \nPause\nYou can add more items to your packing list.\n",
            ["gear_check", "tianqi_shandi"],
            {"type": "error"},
        ),
        # DSPy's marker only inside fences, a script's output shown (qwen 0.5B under DSPy's prompt, b1232)
        (
            '```python\ndef main():\n    print("[## next_thought## ]")\n\nmain()\n```\n\nWhen you run it, the output will be:\n\n```\n[## next_thought## ]\nDone.\n```\n\nThis script can be run from any Python script.',
            ["print_quote", "finish"],
            {
                "type": "final",
                "answer": '```python\ndef main():\n    print("[## next_thought## ]")\n\nmain()\n```\n\nWhen you run it, the output will be:\n\n```\n[## next_thought## ]\nDone.\n```\n\nThis script can be run from any Python script.',
            },
        ),
        # a list's call of a tool no one has, the sentence before it saying it calls that name, quoted (MiniCPM3-4B on BFCL, b1242)
        (
            "Alright, I will call the 'check_weather' function for the summit.\n\n[check_weather(peak='Zugspitze')]",
            ["trail_status"],
            {"type": "action", "tool": "check_weather", "args": {"peak": "Zugspitze"}},
        ),
        # a flag or an index first in a call's tuple; a call after a label that says a call follows; an Action's sentence naming a tool, its own call in the fence below (MiniCPM3-4B on BFCL, b1245)
        (
            "[(True, 'place_order', {'files': ['report.docx'], 'copies': 12})]",
            ["place_order"],
            {
                "type": "action",
                "tool": "place_order",
                "args": {"files": ["report.docx"], "copies": 12},
            },
        ),
        (
            "[(0, 'order_status(order_id=\"#PS-7730\")')]",
            ["order_status"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-7730"}},
        ),
        (
            "为了查询订单，我将调用`order_status`函数。\n\n调用函数: `order_status(order_id='#PS-7730')`",
            ["order_status"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-7730"}},
        ),
        (
            "Think: I need the order's status.\n\nAction: Use the `order_status` function to check it.\n\n```python\norder_status(order_id='#PS-1042')\n```",
            ["order_status", "place_order"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-1042"}},
        ),
        # the first of several tool_code fences, its call's value unnamed (gemma-2-2b-it on BFCL, b1244)
        (
            "```tool_code\n[order_status('#PS-1042')]\n```\n\n```tool_code\n[BINDING_PRICE(pages=120, style='hardcover')]\n```",
            ["order_status", "BINDING_PRICE"],
            {"type": "action", "tool": "order_status"},
        ),
        # a list's calls in a tuple inside it, over lines, after a sentence (MiniCPM3-4B on BFCL, b1247)
        (
            "I will price each job using the print_quote function.\n\n[(print_quote(files=['a.pdf'], copies=3),\nprint_quote(files=['b.pdf'], copies=5))]",
            ["print_quote"],
            {"type": "action", "tool": "print_quote", "args": {"files": ["a.pdf"], "copies": 3}},
        ),
        # a name and an object in a list closed by a parenthesis; a set of the name and its keywords in strings (Qwen2-7B on BFCL, b1249); numbered calls in backticks under a line that says calls follow (MiniCPM3-4B on BFCL, b1252)
        (
            "['order_status', {'order_id': '#PS-1042'})",
            ["order_status"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-1042"}},
        ),
        (
            "[{'BINDING_PRICE', 'pages=240', 'style=\"spiral\"'}]",
            ["BINDING_PRICE"],
            {"type": "action", "tool": "BINDING_PRICE", "args": {"pages": 240, "style": "spiral"}},
        ),
        (
            "I will call the following functions:\n\n1. `order_status` to check the order.\n\nHere are the function calls:\n\n1. `order_status(order_id='#PS-0981')`\n2. `BINDING_PRICE(pages=120, style='hardcover')`",
            ["order_status", "BINDING_PRICE"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-0981"}},
        ),
        # a stray ':' line, the calls, then user, assistant and tool turns made up after them (Raven v2 on BFCL's multi-turn, b1250)
        (
            ": \n order_status(order_id='#PS-1042'); place_order(files=['a.pdf'], copies=1);\nuser: Now print it twice.\nassistant: place_order(files=['a.pdf'], copies=2);\ntool: {\"error\": \"no file\"}",
            ["order_status", "place_order"],
            {"type": "action", "tool": "order_status", "args": {"order_id": "#PS-1042"}},
        ),
        # b1255 to b1259: a drive's path whose backslash meets an escape letter; a brace closed before the call's name; a shell's pipe or && after a call; a call list's ] left out at its line's end
        (
            '[run_cmd(command="copy notes.md e:\\temp.md")]',
            ["run_cmd"],
            {"type": "action", "tool": "run_cmd", "args": {"command": "copy notes.md e:\\temp.md"}},
        ),
        (
            'save_file(path="C:\\reports\\nov.csv", body="a")',
            ["save_file"],
            {
                "type": "action",
                "tool": "save_file",
                "args": {"path": "C:\\reports\\nov.csv", "body": "a"},
            },
        ),
        (
            '<tool_call>\n{"arguments": {"city": "Oslo", "filters": {"min": 2}}, "days": 3}, "name": "forecast"}\n</tool_call>',
            ["forecast"],
            {
                "type": "action",
                "tool": "forecast",
                "args": {"city": "Oslo", "filters": {"min": 2}, "days": 3},
            },
        ),
        (
            "tail('server.log') | grep",
            ["tail", "grep"],
            {"type": "action", "tool": "tail", "input": "server.log"},
        ),
        (
            "mkdir('out') && cd('out')",
            ["mkdir", "cd"],
            {"type": "action", "tool": "mkdir", "input": "out"},
        ),
        (
            'To find it I call the tool.\n\n```python\n[lookup_order(order_id="A-17")\n```\n\nThe result will be: shipped.',
            ["lookup_order"],
            {"type": "action", "tool": "lookup_order", "args": {"order_id": "A-17"}},
        ),
        (
            "[set_alarm(time='07:30', label='gym')\n\nThis sets an alarm for 7:30 labelled gym.",
            ["set_alarm"],
            {"type": "action", "tool": "set_alarm", "args": {"time": "07:30", "label": "gym"}},
        ),
        # b1263: a call's output sent to a file with > or >>
        (
            "echo('hello world') >> notes.txt",
            ["echo", "cat"],
            {"type": "action", "tool": "echo", "input": "hello world"},
        ),
        # b1260 to b1262: a name quoted in a list before its arguments; a list of objects whose later one will not read; a variable's name as a value; a made-up test_ function of the tool; a call as an unnamed value, the list's ] left out
        (
            "['send_invoice'](client_id=42, amount=99.5)",
            ["send_invoice"],
            {"type": "action", "tool": "send_invoice", "args": {"client_id": 42, "amount": 99.5}},
        ),
        (
            "[{'name': 'load_csv', 'path': 'q3.csv'},\n {'name': 'plot', 'x': df['month'], 'y': df['sales']}]",
            ["load_csv", "plot"],
            {"type": "action", "tool": "load_csv", "args": {"path": "q3.csv"}},
        ),
        (
            '[render_chart(series=[{"label": chartLabel}, "bar"], width=640)]',
            ["render_chart"],
            {
                "type": "action",
                "tool": "render_chart",
                "args": {"series": [{"label": "chartLabel"}, "bar"], "width": 640},
            },
        ),
        (
            '```python\n[convert_units(value=3, unit="km")]\n```\n\ndef test_convert_units():\n    assert convert_units(value=3, unit="km") == 1.86\n\ntest_convert_units()',
            ["convert_units"],
            {"type": "action", "tool": "convert_units", "args": {"value": 3, "unit": "km"}},
        ),
        (
            "[scale_vector(np.array(1, 2))",
            ["scale_vector"],
            {"type": "action", "tool": "scale_vector", "input": "np.array(1, 2)"},
        ),
        # b1267, b1268: a call alone on its line in single quotes after a lead-in; a call looped over in a list comprehension
        (
            "We can use the 'book_room' function. Here is the function call:\n\n'book_room(hotel=\"Ibis\", nights=2)'\n\nNote: the dates are assumed.",
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"hotel": "Ibis", "nights": 2}},
        ),
        (
            '[fetch_rates("api.example.com/latest/USD") for _ in range(1)]\n\nThis fetches the rates.',
            ["fetch_rates"],
            {"type": "action", "tool": "fetch_rates", "input": "api.example.com/latest/USD"},
        ),
        # b1276: a list of Java's longs (101L)
        (
            "[OrderService.cancelOrders(orderIds=[7001L, 7002L], notify=true)]",
            ["OrderService.cancelOrders"],
            {
                "type": "action",
                "tool": "OrderService.cancelOrders",
                "args": {"orderIds": [7001, 7002], "notify": True},
            },
        ),
        # b1283: a JSON object holding a list of calls written as code strings
        (
            '{"tools_call": ["get_stock(symbol=\'NVDA\', days=5)"]}',
            ["get_stock"],
            {"type": "action", "tool": "get_stock", "args": {"symbol": "NVDA", "days": 5}},
        ),
        (
            '{"tool_calls": ["get_stock(symbol=\'NVDA\')", "get_news(topic=\'chips\')"]}',
            ["get_stock", "get_news"],
            {"type": "action", "tool": "get_stock", "args": {"symbol": "NVDA"}},
        ),
        # b1269: a template's call copied before the real one on the Act line; Claude XML with each name's close tag fused into its value; the prompt's example after 例如： before a Functionary message; a call token named in a sentence; a call's parentheses a space after its name; a shell line's command with unnamed values first
        (
            'Think: I need to find the parcel.\nAct: tool_name(argument=value, ...): track_parcel(tracking_no="JD0081273645CN")',
            ["track_parcel", "extend_v2"],
            {"type": "action", "tool": "track_parcel", "args": {"tracking_no": "JD0081273645CN"}},
        ),
        (
            'Action: tool_name(argument=value, ...): extend_v2(tracking_no="JD0081273645CN", extra_days=1)',
            ["track_parcel", "extend_v2"],
            {
                "type": "action",
                "tool": "extend_v2",
                "args": {"tracking_no": "JD0081273645CN", "extra_days": 1},
            },
        ),
        (
            '<function_calls>\n<invoke>\n<tool_name>book_room</tool_name>\n<parameters>\n<parameter>\n<name>city">Lisbon</parameter>\n<parameter>\n<name>nights>3</parameter>\n</parameters>\n</invoke>',
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"city": "Lisbon", "nights": 3}},
        ),
        (
            '你需要先调用 `book_room` 函数，并传入正确的参数。例如：\n\n```javascript\n>>>get_weather\n{"city": "Lyon"}\n```\n\n这样就可以了。',
            ["book_room"],
            {"type": "final"},
        ),
        (
            'The call goes in the <|action_start|> tag, as JSON.\n\n```json\n{"name": "BookRoom", "description": {"type": "string"}}\n```',
            ["book_room"],
            {"type": "final"},
        ),
        (
            'search_books ("Dune")',
            ["search_books"],
            {"type": "action", "tool": "search_books", "input": "Dune"},
        ),
        (
            "$ search_books Dune 1965\n\nANSWER: I found it.",
            ["search_books"],
            {"type": "action", "tool": "search_books", "input": "Dune 1965"},
        ),
        # b1282: a call list shown, then refused in the next sentence
        (
            'The question gives no distance. If we had it, the call would be:\n\n[estimate_fare(distance_km="d", city="Rome")]\n\nBut since the distance is missing, we cannot make the function call.',
            ["estimate_fare"],
            {"type": "final"},
        ),
        # b1273: a registered tool's fenced blob inside the thought, before the answer's label
        (
            'Thought: To book it we need these steps:\n\n1. **Create the JSON blob:**\n   ```json\n   {\n     "action": "book_room",\n     "action_input": {"city": "Lisbon", "nights": 2}\n   }\n   ```\n\n2. **Final Answer: The room is booked',
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"city": "Lisbon", "nights": 2}},
        ),
        # b1290: a call written inside <function=…>'s tag; a parameter's value closed by another element's tag
        (
            '<tool_call>\n<function=open_door(door_id="north gate")>\n</function>\n</tool_call>',
            ["open_door", "look"],
            {"type": "action", "tool": "open_door", "args": {"door_id": "north gate"}},
        ),
        (
            "<function=sell_item('iron ore', 12)>\n</function>",
            ["sell_item"],
            {"type": "action", "tool": "sell_item", "input": "'iron ore', 12"},
        ),
        (
            "<tool_call>\n<function=drink_potion>\n<parameter=slot>\n2\n</integer>\n</function>\n</tool_call>",
            ["drink_potion"],
            {"type": "action", "tool": "drink_potion", "args": {"slot": 2}},
        ),
        # b1279: each parameter's tag holding its value under <function=…>; figures where the tool's name goes
        (
            '<function=book_room>\n<city="Lisbon">the city</city>\n<nights="2">how many nights</nights>\n</function>',
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"city": "Lisbon", "nights": "2"}},
        ),
        (
            'Pensamento: vamos ver\nAção: "B-22-7"\nEntrada da ação: 3',
            ["weather"],
            {"type": "error"},
        ),
        # b1293: Mistral's TOOL_CALLS word without its brackets, glued to the name or after a colon
        (
            'TOOL_CALLSbook_room{\n    "city": "Lisbon",\n    "nights": 2\n}',
            ["book_room"],
            {"type": "action", "tool": "book_room", "args": {"city": "Lisbon", "nights": 2}},
        ),
        (
            "TOOL_CALLS: book_room, city: Lisbon, nights: 2",
            ["book_room"],
            {"type": "action", "tool": "book_room", "input": "city: Lisbon, nights: 2"},
        ),
        # b1300: several one-line fenced calls, the chosen one last under a lead-in (the first action:)
        (
            "To search, fill the box and then press the button.\n\n```fill('12', 'lamps')```\n\nThen press it:\n\n```click('40')```\n\nSince only one action is allowed, here is the first action:\n\n```fill('12', 'lamps')```",
            ["fill", "click"],
            {"type": "action", "tool": "fill", "input": "'12', 'lamps'"},
        ),
        # b1307: Nova's <thinking> then its answer in a misspelled <respond>
        (
            "<thinking> The tool cannot do this, so I will tell the user.</thinking> <respond> Sorry, I can't book that table for you.</respond>",
            ["book_table"],
            {"type": "final", "answer": "Sorry, I can't book that table for you."},
        ),
        # b1302, b1309, b1311, b1312: an empty word-label line above a copied question and an empty Thought;
        # the whole reply the answer with its "질문: 생각:" kept on one line; Bolt's <attribute> holding
        # key=value lines; a numbered plan below a one-line input; an object's keys written as keywords;
        # calls joined by "; " with the first one's last string and braces never closed
        (
            "Wake:\n\nQuestion: Is my cat due for a vaccine?\nThought:",
            ["vaccineRecord"],
            {"type": "error"},
        ),
        (
            '"질문: 생각: 답변"\n\n다음 형식을 사용하세요:\n\n질문: 생각: 답변\n생각: 이제',
            ["weather"],
            {
                "type": "final",
                "answer": '"질문: 생각: 답변"\n\n다음 형식을 사용하세요:\n\n질문: 생각: 답변\n생각: 이제',
            },
        ),
        (
            '<artifact id="task">\n  <action type="TOOL">\n    <value>unlock_bike</value>\n    <attribute>\n      bike_id=88213\n      minutes=40\n    </attribute>\n  </action>\n</artifact>',
            ["unlock_bike"],
            {"type": "action", "tool": "unlock_bike", "args": {"bike_id": 88213, "minutes": 40}},
        ),
        (
            'Thought: find one\nAction: find_bikes\nAction Input: station: "ST:0457"\nStep 1: Look at the station.\n\nStep 2: Unlock a bike.',
            ["find_bikes"],
            {"type": "action", "tool": "find_bikes", "input": 'station: "ST:0457"'},
        ),
        (
            '[set_mode(body={mode="DRY", fan="MID"})]',
            ["set_mode"],
            {"type": "action", "tool": "set_mode", "args": {"body": {"mode": "DRY", "fan": "MID"}}},
        ),
        (
            '{"name": "send_invoice", "parameters": {"client": "c1", "note": "Consulting; {"name": "send_invoice", "parameters": {"client": "c2", "note": "Consulting"}}',
            ["send_invoice"],
            {
                "type": "action",
                "tool": "send_invoice",
                "args": {"client": "c1", "note": "Consulting"},
            },
        ),
        # b1310, b1313, b1314, b1315: Qwen-Agent's markers with another symbol and a space for the colon;
        # a file's content never closed, cut off by the reply's end (all of it); a step first, then a
        # made-up run closed again and again by </think> never opened; Gorilla's marker before a JSON call
        (
            "✅FUNCTION book_room: standard\n✅ARGS city=Lisbon, nights=2\n✅RESULT booked",
            ["book_room"],
            {"type": "action", "tool": "book_room", "input": "city=Lisbon, nights=2"},
        ),
        (
            'I will save the notes.\n<minimax:tool_call>\n<invoke name="Write">\n<parameter name="file_path">/tmp/notes.md</parameter>\n<parameter name="content"># Notes\n\n## First\n\nSome text.\n\n## Sec',
            ["Write"],
            {
                "type": "action",
                "tool": "Write",
                "args": {
                    "file_path": "/tmp/notes.md",
                    "content": "# Notes\n\n## First\n\nSome text.\n\n## Sec",
                },
            },
        ),
        (
            "TOOL: list_files(/reports)\n\nResult:\na.pdf\n\nNow I read it.\n</think>\n\nTOOL: read_file(/reports/a.pdf)\n\nResult:\nok\n</think>\n\nTOOL: send_email(cfo@x.com, Report",
            ["list_files", "read_file", "send_email"],
            {"type": "action", "tool": "list_files", "input": "/reports"},
        ),
        (
            '<<function>>[{"name": "send_email", "to_address": "ann@x.org", "subject": "Hi"}]',
            ["send_email"],
            {
                "type": "action",
                "tool": "send_email",
                "args": {"to_address": "ann@x.org", "subject": "Hi"},
            },
        ),
        # b1317, b1319: LangChain's XML tool element cut off after its name; a list of JavaScript objects
        # read whole; JSON's escapes in a double-quoted colon keyword
        (
            "<tool>start_month_pass",
            ["find_bikes"],
            {"type": "action", "tool": "start_month_pass", "input": ""},
        ),
        (
            "TOOL: make_report(rows=[{zone: 'north', sales: 140}, {zone: 'south', sales: 87}], format=pdf)",
            ["make_report"],
            {
                "type": "action",
                "tool": "make_report",
                "args": {
                    "rows": [{"zone": "north", "sales": 140}, {"zone": "south", "sales": 87}],
                    "format": "pdf",
                },
            },
        ),
        (
            'TOOL: send_email(\n  to: "boss@x.com",\n  body: "Hello,\\n\\nThe report is attached."\n)',
            ["send_email"],
            {
                "type": "action",
                "tool": "send_email",
                "args": {"to": "boss@x.com", "body": "Hello,\n\nThe report is attached."},
            },
        ),
        # b1321: a list written bare as a value in the arrow dialect's shell flags
        (
            '[TOOL_CALL]\n{tool => "read_pages", args => {\n  --pdf_path "/a.pdf"\n  --page_numbers [1, 2, 3]\n}}\n[/TOOL_CALL]',
            ["read_pages"],
            {
                "type": "action",
                "tool": "read_pages",
                "args": {"pdf_path": "/a.pdf", "page_numbers": [1, 2, 3]},
            },
        ),
        # b1324: the final answer's label in two languages (最终 Answer:)
        (
            "Thought: it is urgent\nAction: triage\nAction Input: vomiting, lethargic\n最终 Answer: go to the vet now",
            ["triage"],
            {"type": "action", "tool": "triage", "input": "vomiting, lethargic"},
        ),
        (
            "Thought: done\n最终 Answer: 42",
            ["triage"],
            {"type": "final", "answer": "42"},
        ),
        # b1325: YAML's list in brackets on one line; the input's label 操作輸入 in traditional characters
        (
            "thinking:\nI will dispute both rides.\naction: dispute_rides2\nparameters:\n    ride_ids: ['5512', '5519']\n```",
            ["dispute_rides2"],
            {"type": "action", "tool": "dispute_rides2", "args": {"ride_ids": ["5512", "5519"]}},
        ),
        (
            "思考：先查一下。\n\n動作：dispute_rides2\n\n操作輸入：9031\n\n观察：",
            ["dispute_rides2"],
            {"type": "action", "tool": "dispute_rides2", "input": "9031"},
        ),
        # b1329: a list of calls with its brackets swapped ('{["name": …], […}]}'), the first kept; a dotted
        # tool's name written with underscores on its line after prose, its JSON below (GLM)
        # b1328: a call's opening tag alone at the reply's end (dots.llm's, or <function_call>): a call gone wrong
        (
            '{["name": "get_current_weather", "arguments": {"location": "Boston, MA"}], ["name": "get_current_weather", "arguments": {"location": "Paris"}}]}\n\nCan you help me with that?',
            ["get_current_weather"],
            {"type": "action", "tool": "get_current_weather", "args": {"location": "Boston, MA"}},
        ),
        (
            'I will look up the news with the keyword "China".HNA_NEWS_search\n{"keyword": "China"}',
            ["HNA_WQA.search", "HNA_NEWS.search"],
            {"type": "action", "tool": "HNA_NEWS.search", "args": {"keyword": "China"}},
        ),
        (
            'I will read it first.\nfile_reader_read\n{"path": "a.txt"}',
            ["file_reader.read", "file_writer.write"],
            {"type": "action", "tool": "file_reader.read", "args": {"path": "a.txt"}},
        ),
        (
            "\n\n\n<dots_function_call>",
            ["Read", "Write"],
            {"type": "error"},
        ),
        (
            "Let me open the file.\n<function_call>",
            ["Read", "Write"],
            {"type": "error"},
        ),
        # b1337: a role's word glued after a list of calls, a made-up answer after it; a call as a string in a
        # set in the list, the list alone in a JSON fence (its closing quote kept or left out)
        # b1335: GLM's name glued to a colon after prose, its JSON below
        (
            '[func_name1(type="delete", content="- go to gym")]assistantTo determine the number of ways to arrange BANANA, we count the letters.',
            ["todo_manager.handle_action"],
            {
                "type": "action",
                "tool": "func_name1",
                "args": {"type": "delete", "content": "- go to gym"},
            },
        ),
        (
            "```json\n[{\"Movies_3_FindMovies(directed_by='Wes Anderson', genre='Offbeat')\"}]\n```",
            ["Events_3_FindEvents", "Movies_3_FindMovies"],
            {
                "type": "action",
                "tool": "Movies_3_FindMovies",
                "args": {"directed_by": "Wes Anderson", "genre": "Offbeat"},
            },
        ),
        (
            "```json\n[{\"Movies_3_FindMovies(directed_by='Riley Stearns', cast='Steve Terada')}]\n```",
            ["Events_3_FindEvents", "Movies_3_FindMovies"],
            {
                "type": "action",
                "tool": "Movies_3_FindMovies",
                "args": {"directed_by": "Riley Stearns", "cast": "Steve Terada"},
            },
        ),
        (
            'We use gravity as the acceleration. Let\'s make the API call:kinematics_final_velocity\n{"initial_velocity": 40, "time": 6}',
            ["kinematics.final_velocity", "kinematics.distance"],
            {
                "type": "action",
                "tool": "kinematics.final_velocity",
                "args": {"initial_velocity": 40, "time": 6},
            },
        ),
        # b1328, b1336: DeepSeek's call cut right after its name, alone on the line below the token: the call
        # with no arguments, as "<tool_call>Read" is
        (
            "The file is done.\n</think>\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>\nStrReplace",
            ["StrReplace", "Read", "Write"],
            {"type": "action", "tool": "StrReplace", "args": {}},
        ),
        (
            "  };\n</think>\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>\nRead\n",
            ["Read", "StrReplace"],
            {"type": "action", "tool": "Read", "args": {}},
        ),
        # b1338: NexusRaven's definitions echoed with its "User Query:" heading and a made-up question after
        # them; a tool's tag alone with its values written inside the tag
        (
            'Function:\ndef book_desk(desk: str, date: str, hours: int = 8) -> str:\n    """Book a hot desk on an ISO date."""\n\nUser Query: Book meeting room [a@example.com], 10',
            ["book_desk", "meeting_room"],
            {"type": "error"},
        ),
        (
            "<change_plan CW-30917 flex>",
            ["change_plan", "guest_pass_v3"],
            {"type": "action", "tool": "change_plan", "input": "CW-30917 flex"},
        ),
        # b1340: a harmony call leaked into a file the model wrote, its tokens stripped, glitch words around
        # it: the object after the recipient is the call's arguments; none, or one cut off, a call gone wrong
        (
            '- **语音触发：** 语音唤醒检测器调用 `AppState.triggerVoiceEars(ttl: nil)` 当检测到唤醒词时，保持使用출장샵assistant to=functions.read კომენტary  天天彩票怎么  快三大发  大发快三有json\n{"path":"F:/ai-code/openclaw/AGENTS.md","offset":1,"limit":120} `earBoostActive=true` 在捕获话语期间。\n- **工作中：** …',
            ["read"],
            {
                "type": "action",
                "tool": "read",
                "args": {"path": "F:/ai-code/openclaw/AGENTS.md", "offset": 1, "limit": 120},
            },
        ),
        (
            '    - Sie möchten einen schlüsselfreien `web_search`-Provider օգտագործելӡаны to=functions.read კომენტary  天天乐购彩票json\n      {"path":"/home/runner/SKILL.md"}\n    - Sie benötigen eine Anleitung',
            ["read"],
            {"type": "action", "tool": "read", "args": {"path": "/home/runner/SKILL.md"}},
        ),
        (
            "- 建议每行格式：\n  - `轮次 | 邮箱 | 密码`\n*** End Patch\n天天中彩票assistant to=functions.shell_command մեկնաբանություն ็ตทรูjson\n",
            ["shell_command", "apply_patch"],
            {"type": "error"},
        ),
        (
            "</result>Ихадоу】【：】【“】【assistant to=functions.PowerShell კომენტary  手机上天天中彩票json<br/>{",
            ["PowerShell"],
            {"type": "error"},
        ),
        # b1346: a leaked harmony recipient whose registered name has junk glued on
        (
            "    raise HTTPException(status_code=500, detail=str(e))\n\n```,`explanation`:`Create evidence md.`}Xitsonga to=functions.create_file_TRANSPARENT_ATTACHMENT标MimeJsonPlaceholder_PATCH_CONTINUE_APPLYING{",
            ["create_file"],
            {"type": "error"},
        ),
        (
            '保持使用출장샵assistant to=functions.read_fileëren კომენტary json\n{"path":"AGENTS.md"} 在捕获话语期间。',
            ["read_file", "write_file"],
            {"type": "action", "tool": "read_file", "args": {"path": "AGENTS.md"}},
        ),
        # b1344: the template's "$" kept before a registered name and its arguments; a call's name and its
        # arguments in two objects one after the other; Hermes' <args-dict> placeholder under a made-up name
        (
            "Thought: You should always think about what to do\nAction: $dingzhi_mianbao(order_cake, {type: 'all麦', quantity: 20})",
            ["dingzhi_mianbao", "order_cake"],
            {
                "type": "action",
                "tool": "dingzhi_mianbao",
                "input": "order_cake, {type: 'all麦', quantity: 20}",
            },
        ),
        (
            '[TOOL_REQUEST]\n{"name": "dingzhi_mianbao"}\n{"arguments": {"zhonglei": "肉桂卷", "shuliang": 1, "songhuo": false}}\n[END_TOOL_REQUEST]',
            ["dingzhi_mianbao", "order_cake"],
            {
                "type": "action",
                "tool": "dingzhi_mianbao",
                "args": {"zhonglei": "肉桂卷", "shuliang": 1, "songhuo": False},
            },
        ),
        (
            '<tool_call>\n{"arguments": <args-dict>, "name": "Cancel_K-7713"}\n</tool_call>\n```',
            ["cancel_order", "OrderStatus"],
            {"type": "error"},
        ),
        # b1350: harmony's recipient written as an object's key, the arguments under "parameters" or beside it
        (
            'I’ll locate how existing Linux descriptions open /dev nodes.\n{"recipient":"functions.terminal","parameters":{"command":"grep -RIn syz_open_dev /opt/dev_*.txt | head -n 80","security_risk":"LOW"}}',
            ["terminal", "file_editor"],
            {
                "type": "action",
                "tool": "terminal",
                "args": {
                    "command": "grep -RIn syz_open_dev /opt/dev_*.txt | head -n 80",
                    "security_risk": "LOW",
                },
            },
        ),
        (
            'I’ll re-scan the CSV using only Python’s built-in libraries.{"recipient":"functions.terminal","summary":"Parse the CSV","command":"python3 a.py"}',
            ["terminal", "file_editor"],
            {
                "type": "action",
                "tool": "terminal",
                "args": {"summary": "Parse the CSV", "command": "python3 a.py"},
            },
        ),
        # b1354: a bare fence line never opened, then a blank line and the next Thought: the labels below it
        # are no code
        (
            'Thought: the user\'s language is: Chinese. I need a tool to help me answer.\nAction: the tool\'s name (one of dingzhi_mianbao, order_cake)\nAction Input: the tool\'s input as JSON keyword arguments (e.g. {"query": "订20个全麦面包", "limit": 3})\n```\n\nThought: I can answer without more tools.\nAnswer: 抱歉，我无法协助完成这个请求。',
            ["dingzhi_mianbao", "order_cake"],
            {"type": "final", "answer": "抱歉，我无法协助完成这个请求。"},
        ),
        # b1357: the prompt's call template echoed with its placeholders (tool-name, NAME, key/value) before
        # words of the reply's own: the whole text is the answer
        (
            'To call tools, write:\n<minimax:tool_call>\n<invoke name="tool-name">\n<parameter name="param-key">param-value</parameter>\n</invoke>\n</minimax:tool_call>\n\nI will assume that the input is not baked.',
            ["OrderStatus", "cancel_order"],
            {"type": "final"},
        ),
        (
            "To call one, write <start_function_call>call:NAME{key:<escape>value<escape>,key2:<escape>value2<escape>}<end_function_call>; if it is not baked yet, cancel it.",
            ["OrderStatus", "cancel_order"],
            {"type": "final"},
        ),
        # b1359: the tools' list copied on the Action line, a registered name and its input in quotes where
        # the input goes
        (
            'Eylem: Ekle eylem, şunlardan biri [book_desk, meeting_room]\nEylem Girdisi: "book_desk D#14 for 4 hours on 2026-12-09."',
            ["book_desk", "meeting_room"],
            {"type": "action", "tool": "book_desk", "input": "D#14 for 4 hours on 2026-12-09."},
        ),
        # MiniCPM3-4B on BFCL (b1365): the call on its own line with an ellipsis glued after it
        (
            "...\nPayment_1_MakePayment(payment_method='debit card',amount=200,receiver='Alice',private_visibility=True)...",
            ["Payment_1_RequestPayment", "Payment_1_MakePayment"],
            {
                "type": "action",
                "tool": "Payment_1_MakePayment",
                "args": {
                    "payment_method": "debit card",
                    "amount": 200,
                    "receiver": "Alice",
                    "private_visibility": True,
                },
            },
        ),
        (
            "...\nPayment_1_RequestPayment(receiver='Alice', amount=20)…",
            ["Payment_1_RequestPayment", "Payment_1_MakePayment"],
            {
                "type": "action",
                "tool": "Payment_1_RequestPayment",
                "args": {"receiver": "Alice", "amount": 20},
            },
        ),
        # Harmony calls leaked into written files (b1364): a recipient in a namespace of its own after its channel (to=container.exec); code's "membership.userId" is no made-up user turn; <tool_call>...</tool_call> named in a page is no call
        (
            '        if (membership.userId !== userId) throw new ForbiddenException(\'Not your invitation\');\n        return { success: true };\n    }\n}\\n","encoding":"utf-8"}}\tRTLUanalysis to=container.exec  彩神争霸高json\n{"cmd":["bash","-lc","git diff --stat"],"timeout":30000}',
            ["container.exec"],
            {
                "type": "action",
                "tool": "container.exec",
                "args": {"cmd": ["bash", "-lc", "git diff --stat"], "timeout": 30000},
            },
        ),
        (
            '/*<<<analysis to=container.exec 《凤凰大参考json code  тәшки{"cmd":["bash","-lc","node -e 1"]}',
            ["container.exec"],
            {
                "type": "action",
                "tool": "container.exec",
                "args": {"cmd": ["bash", "-lc", "node -e 1"]},
            },
        ),
        (
            '---\nread_when:\n    - |-\n      Android Nodeのペアリング＿日本assistant to=functions.read კომენტary  ฝ่ายขายออนไลน์ 】【json\n      {"path":"/docs/AGENTS.md","offset":1,"limit":200}\n    - Android gateway discoveryをデバッグしている場合\n---\n\nプレーンテキストのtool-call XMLペイロード（`<tool_call>...</tool_call>`、`<function_call>...</function_call>`）は削除されます。',
            ["read", "write", "edit", "exec"],
            {
                "type": "action",
                "tool": "read",
                "args": {"path": "/docs/AGENTS.md", "offset": 1, "limit": 200},
            },
        ),
        (
            'Thought: the member check reads `membership.userId !== userId` and then throws.\nAction: read\nAction Input: {"path": "auth.service.ts"}',
            ["read", "write"],
            {"type": "action", "tool": "read", "args": {"path": "auth.service.ts"}},
        ),
        # b1361, b1369, b1372: a Continue name then key: value lines in a fence; a made-up name alone in quotes in a fence; a tool's entry of the prompt's list echoed; Continue's template with its arg_name placeholder under words of the model's own; Llama's '; '-joined calls, the first's braces left open; DeepSeek's call with its begin tokens lost (function.NAME); harmony leaks with no arguments inside a README's list and a Python signature
        (
            '```python\nTOOL_NAME: vaccine_record\n\nchip_id: "985112004567321"\ndoses: [1, 2]\n\nBEGIN_LOG\nchip_id: chip_id\nEND_LOG\n```',
            ["vaccine_record", "refill_rx2"],
            {
                "type": "action",
                "tool": "vaccine_record",
                "args": {"chip_id": "985112004567321", "doses": [1, 2]},
            },
        ),
        (
            'Thought: 我家的狗狗豆豆要寄养 7 天。\nAction:\n```\n"doggy_dogtogether"\n```',
            ["chongwu_jiyang", "boardingQuote"],
            {"type": "action", "tool": "doggy_dogtogether", "input": ""},
        ),
        (
            '### refill_rx2\nRefill a pet prescription (numbers look like RX-40211).\narguments: {"prescription_no": {"type": "string"}, "quantity": {"type": "integer", "default": 1}}, {\n  "res": {"type": "string"},\n  "message": "response ends with "response ends with',
            ["refill_rx2", "vaccine_record"],
            {"type": "error"},
        ),
        (
            "To call a tool, write a tool code block:\n```\n# TOOL_NAME\nBEGIN_ARG\nBEGIN_ARG: arg_name\nEND_ARG\n```\nThis will prompt you to enter a tool name.\n\nYou can use the function to call a tool, e.g. to call a tool:\n\n```\nBEGIN_ARG\nBEGIN_ARG: arg_name\nEND_ARG\n```",
            ["refill_rx2", "vaccine_record"],
            {"type": "final"},
        ),
        (
            '{"name": "run_skill", "parameters": {"skill_name": "publish_blog_post", "parameters": {"article_title": "AI funding in LATAM", "status": "ready to be published."; {"name": "ask_human", "parameters": {"question": "¿Aprobamos?", "options": ["Sí", "No"]}}',
            ["run_skill", "ask_human"],
            {
                "type": "action",
                "tool": "run_skill",
                "args": {
                    "skill_name": "publish_blog_post",
                    "parameters": {
                        "article_title": "AI funding in LATAM",
                        "status": "ready to be published.",
                    },
                },
            },
        ),
        (
            '1. **Publicar artículo**  \n   Usaré el skill de publicación:\n```json\nfunction.run_skill\n```json\n{"skill_name": "publish_blog_post", "parameters": {"status": "ready"}}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n\n2. **Aprobación**',
            ["run_skill", "ask_human"],
            {
                "type": "action",
                "tool": "run_skill",
                "args": {"skill_name": "publish_blog_post", "parameters": {"status": "ready"}},
            },
        ),
        (
            "## AI\n\n- `POST /api/ai/write-text`\n  - Body: `{ prompt: string }`\n  - Response: `{ text: string }` – plain copy.\n\n---\n\n*** End Patch ***!\n</commentary to=functions.apply_patch မ်ားassistant to=functions.apply_patchицонary  deputy to=functions.apply_patch.SerializedName 条例 ***!\n",
            ["apply_patch", "shell"],
            {"type": "error"},
        ),
        (
            "class MCPClient:\n    def call(\n        self,\n        tool_name: str,\n        body: dict,\n    ) -> dict:\n        return {}\n```}assistant to=functions.create_fileម្រ to=functions.create_file to=functions.create_file} Verified create_file success? We'll call now: `{",
            ["create_file", "read_file"],
            {"type": "error"},
        ),
        # b1363, b1374: the prompt's MiniMax template alone under its own instruction line; Granite's name, a bar, then an object; a value in an unnamed parameter's tag ('<parameter>jiesong=true>value=true'); OpenAI's definition of a tool echoed and cut off; ReWOO's evidence line with more calls after the first; an Action that names only the input's label ('Действие: Ввод:'); a made-up 'Action Result' / 'Eylem Sonucu' after the input
        (
            'To call tools, write:\n<minimax:tool_call>\n<invoke name="tool-name">\n<parameter name="param-key">param-value</parameter>\n</invoke>\n<tool:replace>\n<type="string" />\n</tool:replace>\n</minimax:tool_call>',
            ["vet_appointment", "refill_rx2"],
            {"type": "final"},
        ),
        (
            '<|tool_call|>chongwu_jiyang|{"chongwu": "狗狗", "tianshu": 7, "jiesong": true}',
            ["chongwu_jiyang", "boardingQuote"],
            {
                "type": "action",
                "tool": "chongwu_jiyang",
                "args": {"chongwu": "狗狗", "tianshu": 7, "jiesong": True},
            },
        ),
        (
            '<function=chongwu_jiyang>\n<parameter=chongwu="dog豆豆">value=dog豆豆</parameter>\n<parameter=tianshu=7>value=7</parameter>\n<parameter>jiesong=true>value=true</parameter>\n',
            ["chongwu_jiyang", "boardingQuote"],
            {
                "type": "action",
                "tool": "chongwu_jiyang",
                "args": {"chongwu": "dog豆豆", "tianshu": 7, "jiesong": True},
            },
        ),
        (
            '{\n    "type": "function",\n    "function": {\n        "name": "vet_appointment",\n        "description": "I am an animal rights animal shelter. 2 animals have been rescued from the local animal shelter. 2 animals have been rescued',
            ["vet_appointment", "boardingQuote"],
            {"type": "error"},
        ),
        (
            "Step 1: Refill a pet prescription\nPlan: refill_rx2[pack1] - refill_rx2[pack2]\n#E1 = refill_rx2[pack1] - refill_rx2[pack2]\n#E2 = refill_rx2[pack1] - refill_rx2[pack2]",
            ["refill_rx2", "vaccine_record"],
            {"type": "action", "tool": "refill_rx2", "input": "pack1"},
        ),
        (
            "Вопрос: Book the rabbit Clover a vet visit on Dec 14.\n\nМысль: Пожалуйста, дайте мне подробнее.\n\nДействие: Ввод:\n\nInput: date = 'Dec 14'\nInput: petName = 'rabbit Clover'\n\nВвод действия: Наблюдение:",
            ["vet_appointment", "boardingQuote"],
            {"type": "error"},
        ),
        (
            "Soru: Book the rabbit Clover a vet visit on Dec 14.\nDüşünce: Prices for boarding are 100 USD per night.\n\nEylem: boardQuote\nEylem Girdisi: Dec 14\nEylem Sonucu: 3 * 100 = 300 USD\n",
            ["vet_appointment", "boardingQuote"],
            {"type": "action", "tool": "boardingQuote", "input": "Dec 14"},
        ),
        (
            "Thought: look it up\nAction: boardingQuote\nAction Input: 3 nights\nAction Result: 84.00 EUR",
            ["vet_appointment", "boardingQuote"],
            {"type": "action", "tool": "boardingQuote", "input": "3 nights"},
        ),
        # b1379, b1381: a registered tool's call in a code span on the Action line; gpt-oss's call glued to its analysis before a bash fence; its recipient garbled to no name ('to=functionscommentary'), the name in the object, before its final channel
        (
            'The user wants invoice F-0398.\nI need to use the `buscar_factura` function.\n\nMental Sandbox:\n- Input: "F-0398"\n\nConstructing response.\nAction: `buscar_factura(numero_factura="F-0398")`\n',
            ["buscar_cliente", "buscar_factura"],
            {"type": "action", "tool": "buscar_factura", "args": {"numero_factura": "F-0398"}},
        ),
        (
            'Need concise answer: explain AngRop usage. Provide command example.assistantcommentary to=functions.glob json{"pattern":"AngRop","path":"/srv/oss_finetune"}commentaryanalysisNo results. Just give generic instructions.\n\n1. **Load the binary**\n```bash\n$ angrp -b vulnerable /tmp/vulnerable\n```\n',
            ["bash", "glob", "read"],
            {
                "type": "action",
                "tool": "glob",
                "args": {"pattern": "AngRop", "path": "/srv/oss_finetune"},
            },
        ),
        (
            'analysisThe user asks about the basic principles. Provide concise definitions.assistantcommentary to=functionscommentary json{"name":"get_definition","arguments":{"term":"유형","definition_type":"sufficiency"}}\nassistantcommentary to=functionscommentary json{"name":"get_definition","arguments":{"term":"유형","definition_type":"persistence"}}\nassistantfinal유형을 의미 있게 설정하기 위해',
            ["get_definition"],
            {
                "type": "action",
                "tool": "get_definition",
                "args": {"term": "유형", "definition_type": "sufficiency"},
            },
        ),
        # b1387: a tool offered in angle brackets with its values ("你可以使用 <vet_appointment …> 来 …"): no call
        (
            "思考: 这个错误提示表明你的程序缺少了两个必需的参数。\n行动: 你可以使用 <vet_appointment rabbit Clover Dec 14 2023 2:00 PM> 来 Book the vet visit. 这将要求你提供 Pet Name、Species 和 Date。\n行动输入: rabbit Clover Dec 14 2023 2:00 PM",
            ["vet_appointment", "boardingQuote"],
            {"type": "error"},
        ),
        # b1386: Granite's marker, the name, then its arguments below in a list of one
        (
            '<|tool_call|>vet_appointment\n[\n    {\n        "properties": {\n            "pet_name": "Miso",\n            "species": "cat"\n        }\n    }\n]',
            ["vet_appointment", "boardingQuote"],
            {
                "type": "action",
                "tool": "vet_appointment",
                "args": {"properties": {"pet_name": "Miso", "species": "cat"}},
            },
        ),
        # gpt-5.4-mini's multi_tool_use payload as text, its recipient an unregistered
        # functions.X (b1393): harmony's namespace dropped from the name
        (
            '{"tool_uses":[{"recipient_name":"functions.get_file_contents",\n"parameters":{"path":"/Users/will/dev/nunchi/roko/roko/.roko/prd/INDEX.md"}},\n{"recipient_name":"functions.get_file_contents",\n"parameters":{"path":"/Users/will/dev/nunchi/roko/roko/.roko/research/INDEX.md"}}]}\nI\'m sorry, but I couldn\'t access the repository files because the file-reading\ntools aren\'t available here.',
            ["Read", "Write", "Edit"],
            {
                "type": "action",
                "tool": "get_file_contents",
                "args": {"path": "/Users/will/dev/nunchi/roko/roko/.roko/prd/INDEX.md"},
            },
        ),
        # Hermes 4 405B's <tool_call> opened on its reasoning, never closed, plan lines
        # ('tool: http_request') inside it; then tagged calls (b1395): the first tagged call
        (
            '<tool_call>\nOkay, let\'s break down this onboarding process step by step. First, the client sent their details via email. I need to parse that information. The name is Andres Morales, company is DataPulse SpA, and email is andres@datapulse.cl. Since the email content isn\'t provided, I might need to use the search_web tool to find the email content, but wait, maybe the user expects me to just use the provided data directly. Hmm, maybe I can skip the search and directly use the given info.\n\nNext, create the account using the API endpoint POST /api/v1/accounts. I\'ll need to make an HTTP POST request. The body should include the name, company, and email. Let me structure that JSON.\n\nAfter creating the account, I need to generate an API key. That probably requires another API call, maybe to a different endpoint like POST /api/v1/accounts/{account_id}/keys. But the user didn\'t specify the exact endpoint, so I\'ll assume it\'s part of the account creation or a separate step. Wait, maybe the account creation returns the API key? If not, I might need to make another request. But since the user mentioned generating the API key as a separate step, I should handle it separately. But without more details, I\'ll proceed with the initial account creation first.\n\nThen, send the welcome email with credentials. The credentials would include the API key. So I need to include that in the email body. Also, attach any necessary files if needed, but the user didn\'t mention attachments. So just the body with the API key.\n\nNext, schedule a kickoff call. That\'s a calendar event. I need to set a date for next week. Let\'s pick a specific date, maybe 3 days from now. The duration is probably 30 minutes or an hour. The attendees would be the client and maybe a team member. But the user didn\'t specify the team member\'s email, so I\'ll just include the client\'s email.\n\nFinally, notify the Customer Success team via Slack. That\'s an HTTP POST request to Slack\'s webhook URL. I need to format the message with the client\'s details.\n\nWait, but the user didn\'t provide the Slack webhook URL. How do I handle that? Maybe it\'s stored in a database or a config file. Since the tools available include query_database, perhaps I can retrieve the Slack webhook from the database. Let me check the tools. The query_database tool allows running SQL queries. So maybe there\'s a table with integration URLs. Let\'s assume there\'s a table called integrations where the Slack webhook is stored. So I need to query that first.\n\nPutting it all together:\n\n1. Parse the client data from the email. Since the email content isn\'t provided, maybe the user expects me to use the given data directly. So I can skip the search_web step and use the provided info.\n\n2. Create account via POST to /api/v1/accounts with the client\'s details.\n\n3. Generate API key. Assuming another POST to /api/v1/accounts/{id}/keys, but need the account ID from the previous step. So I need to capture the response from the first POST to get the account ID.\n\n4. Send welcome email using send_email tool, including the API key in the body.\n\n5. Schedule calendar event using create_calendar_event, setting the date to next week.\n\n6. Notify Customer Success via Slack. For this, query the database to get the Slack webhook URL, then send an HTTP POST to that URL.\n\nWait, but the tools don\'t have a Slack-specific tool, so using http_request to post to Slack\'s webhook makes sense. But I need the webhook URL. So first, query the database for the Slack webhook.\n\nSo the steps would be:\n\n- Query database for Slack webhook URL.\n- Then send HTTP POST to that URL.\n\nBut the user didn\'t mention the database name or the query. Let\'s assume the database is \'company\' and the query is "SELECT url FROM integrations WHERE service = \'slack\'". Then use that URL in the http_request.\n\nBut the user might not have provided that info. Since it\'s a hypothetical scenario, I\'ll proceed with that assumption.\n\nSo the detailed steps:\n\n1. Use the provided client data directly.\n\n2. HTTP POST to create account.\n\n3. Extract account ID from response, then POST to generate API key.\n\n4. Send email with API key.\n\n5. Create calendar event.\n\n6. Query database for Slack webhook, then POST to Slack.\n\nBut the user\'s original steps mention 6 steps, but some steps require substeps. Let me map each user step to tool calls.\n\nUser step 1: Client sent data via email. Assuming we already have the data, so no tool needed here.\n\nUser step 2: Create account via API. Use http_request POST to /api/v1/accounts.\n\nUser step 3: Generate API key. Another http_request POST to the appropriate endpoint.\n\nUser step 4: Send email. Use send_email tool.\n\nUser step 5: Schedule calendar event. Use create_calendar_event.\n\nUser step 6: Notify team via Slack. Use http_request POST to Slack webhook, but first need to get the webhook URL from the database using query_database.\n\nSo the order would be:\n\n- Create account (http_request POST)\n- Generate API key (http_request POST)\n- Send email (send_email)\n- Schedule event (create_calendar_event)\n- Query database for Slack URL (query_database)\n- Post to Slack (http_request POST)\n\nBut need to ensure that the API key is generated after the account is created, and the email includes the API key. Also, the Slack notification should include the client details.\n\nPotential issues: The account creation might return the API key, but the user specified generating it as a separate step. So two separate API calls.\n\nAnother thing: The calendar event\'s date needs to be set to next week. Let\'s pick a specific date, like 3 days from now. But how to format the date? Using ISO 8601, so maybe \'2023-10-10T15:00:00Z\' as an example.\n\nAlso, the attendees for the calendar event would be the client\'s email and possibly a team member. But the user didn\'t specify the team member\'s email, so maybe just the client.\n\nFor the Slack message, the content should include the client\'s name, company, and email. So the message text would be something like "New client onboarded: Andres Morales from DataPulse SpA (andres@datapulse.cl)".\n\nPutting all together, the tool calls would be:\n\n1. Create account:\n\ntool: http_request\nmethod: POST\nurl: https://api.example.com/api/v1/accounts\nbody: {"name": "Andres Morales", "company": "DataPulse SpA", "email": "andres@datapulse.cl"}\n\n2. Generate API key (assuming the account ID is 123 from the previous response):\n\ntool: http_request\nmethod: POST\nurl: https://api.example.com/api/v1/accounts/123/keys\n\n3. Send email:\n\ntool: send_email\nto: andres@datapulse.cl\nsubject: Welcome to Our Service\nbody: "Hi Andres, your API key is: [key_from_step2]. Get started at..."\n\n4. Schedule event:\n\ntool: create_calendar_event\ntitle: Kickoff Call with Andres Morales\ndate: 2023-10-10T15:00:00Z\nduration_minutes: 30\nattendees: ["andres@datapulse.cl"]\n\n5. Query database for Slack webhook:\n\ntool: query_database\nquery: "SELECT url FROM integrations WHERE service = \'slack\'"\ndatabase: company\n\n6. Post to Slack:\n\ntool: http_request\nmethod: POST\nurl: [webhook_url_from_step5]\nbody: {"text": "New client onboarded: Andres Morales from DataPulse SpA (andres@datapulse.cl)"}\n\nBut need to handle the dynamic data, like the API key from step 2, the webhook URL from step 5, and the account ID from step 1.\n\nHowever, the tools don\'t allow for variables or chaining directly. So each step must be executed in order, and the subsequent steps use the results from the previous ones. But since this is a simulation, the assistant would need to output each tool call in sequence, assuming that the previous steps\' outputs are available.\n\nBut in reality, the assistant can\'t dynamically use the results of previous steps because each tool call is independent. So this might be a limitation. However, the user expects the assistant to outline the steps as if they can be executed in sequence, even if in practice, some steps depend on prior results.\n\nSo the final answer would list each tool call in order, using the data provided, and assuming that the necessary data (like account ID, API key, webhook URL) are retrieved in prior steps.\n<tool_call>\n{"name": "http_request", "arguments": {"method": "POST", "url": "https://api.example.com/api/v1/accounts", "body": "{\\"name\\": \\"Andres Morales\\", \\"company\\": \\"DataPulse SpA\\", \\"email\\": \\"andres@datapulse.cl\\"}", "headers": {"Content-Type": "application/json"}}}\n</tool_call>\n<tool_call>\n{"name": "http_request", "arguments": {"method": "POST", "url": "https://api.example.com/api/v1/accounts/123/keys", "headers": {"Authorization": "Bearer INTERNAL_API_KEY"}}}\n</tool_call>\n<tool_call>\n{"name": "send_email", "arguments": {"to": "andres@datapulse.cl", "subject": "Welcome to Our Service - API Credentials", "body": "Hi Andres,\\n\\nYour account has been created! Here are your API credentials:\\n\\nAPI Key: sk_live_xxxxxxxxxxxxxxxxxx\\nDocumentation: https',
            [
                "search_web",
                "read_file",
                "write_file",
                "send_email",
                "query_database",
                "create_calendar_event",
                "http_request",
                "run_script",
            ],
            {
                "type": "action",
                "tool": "http_request",
                "args": {
                    "method": "POST",
                    "url": "https://api.example.com/api/v1/accounts",
                    "body": '{"name": "Andres Morales", "company": "DataPulse SpA", "email": "andres@datapulse.cl"}',
                    "headers": {"Content-Type": "application/json"},
                },
            },
        ),
        # A finishing action with a null input, its answer under "final_answer" beside it
        # (DeepSeek in a Chinese ReAct-JSON agent, b1397); Mistral's [TOOL_CALLS] with the object glued
        # to a registered name, a parameter called "name" in it (devstral-small-2, b1398)
        (
            '{\n  "thought": "搜索返回了 Python 官方文档和菜鸟教程的链接，我可以将这些资料提供给用户。",\n  "action": "final_answer",\n  "action_input": null,\n  "final_answer": "为您找到以下 Python 相关资料：\\n1. Python 官方文档：https://docs.python.org/3/\\n2. Python 教程 - 菜鸟教程：https://www.runoob.com/python3/"\n}',
            ["calculator", "search", "todo_add"],
            {
                "type": "final",
                "answer": "为您找到以下 Python 相关资料：\n1. Python 官方文档：https://docs.python.org/3/\n2. Python 教程 - 菜鸟教程：https://www.runoob.com/python3/",
            },
        ),
        (
            '[TOOL_CALLS]foo{"name": "bar"}',
            ["foo"],
            {"type": "action", "tool": "foo", "args": {"name": "bar"}},
        ),
        # A phrase on the Action line, a sentence after its colon, or a phrase with "by" in it and a
        # hyphened first word (qwen 0.5B under a Korean ReAct prompt, b1389): no tool named
        (
            '생각: You\'re a student, and I\'m looking for three tickets to "Hamlet."\n\n행동: Perform the following actions: go to the "Hamlet" show, go to the "Hamlet" show, go to the "Hamlet" show.\n\n행동 입력: Go to the "Hamlet" show, go to the "Hamlet" show, go to the "Hamlet" show.\n',
            ["yanchu_piao", "buyTickets"],
            {"type": "error"},
        ),
        (
            '생각: 토馆의 "茶馆"라는 곳에서 "学生票"를 구매할 수 있습니다. 이 곳에서는 토장의 예매 시스템을 활용할 수 있습니다.\n\n행동: e-tickets by email\n\n행동 입력: "student票"를 e-tickets로 보내고, e-mail 주소를 입력하세요.\n',
            ["yanchu_piao", "buyTickets"],
            {"type": "error"},
        ),
        # qwen 0.5B under foreign prompts (b1391): ChatGLM3's tool_call(…) shown as "an example" after
        # the tool is offered; DSPy's fields all on one line
        (
            'Yes, you can move booking BX7Q2 to December 19. To do this, you can use the `exchange_TKT` tool to request the booking for December 19.\n\nHere\'s an example code snippet:\n\n```python\ntool_call(city="Lyon", booking_ref="BX7Q2")\n```',
            ["exchange_TKT", "seat_map"],
            {
                "type": "final",
                "answer": 'Yes, you can move booking BX7Q2 to December 19. To do this, you can use the `exchange_TKT` tool to request the booking for December 19.\n\nHere\'s an example code snippet:\n\n```python\ntool_call(city="Lyon", booking_ref="BX7Q2")\n```',
            },
        ),
        (
            '[[ ## next_thought ## ]] order BX7Q2 想改期，有哪些日期可选？[[ ## next_tool_name ## ]] yanchu_piao[[ ## next_tool_args ## ]] {"yanchu": "BX7Q2", "zhangshu": 3, "xuesheng": false}',
            ["exchange_TKT", "yanchu_piao", "finish"],
            {
                "type": "action",
                "tool": "yanchu_piao",
                "args": {"yanchu": "BX7Q2", "zhangshu": 3, "xuesheng": False},
            },
        ),
        # An answer dict after "Final answer:" (DeepSeek-R1-0528 on BFCL's web search, b1410): its answer
        # key's value
        (
            'Based on the information gathered:\n\n1. The Brazilian player with the most Ligue 1 titles is **Marquinhos**, who has won 9 titles with Paris Saint-Germain (as confirmed by Guinness World Records and multiple sources).\n\n2. For the 2023-2024 Ligue 1 season:\n   - Marquinhos scored **1 league goal** (as per Transfermarkt\'s detailed statistics).\n\nFinal answer:\n{\n  "answer": "1 goal",\n  "context": "Marquinhos is the Brazilian player with the most Ligue 1 titles (9 titles). According to Transfermarkt, he scored 1 goal in the 2023-2024 Ligue 1 season while playing for Paris Saint-Germain."\n}',
            ["search_engine_query", "fetch_url_content"],
            {"type": "final", "answer": "1 goal"},
        ),
        # gpt-oss (b1408): a thought on the final channel, then the commentary call; and a recipient in a
        # namespace of its own glued after "assistantanalysis", "code" before the object
        (
            '<|channel|>analysis<|message|>We need to read a file. Use FILE_EXPLORER__read_file. Provide path. Possibly need entire\nfile content. Use no size limit? Provide max_size maybe. Use\ndefault.<|end|><|start|>assistant<|channel|>final<|message|>THOUGHT: The user wants to read the contents of the file at\nDesignDocuments\\financial-implementation-roadmap.md. I\'ll use the file explorer tool to read the\nfile.<|end|><|start|>assistant<|channel|>commentary to=FILE_EXPLORER__read_file <|constrain|>json<|message|>{\n  "file_path": "DesignDocuments/financial-implementation-roadmap.md"\n}',
            ["FILE_EXPLORER__read_file", "FILE_EXPLORER__list_directory"],
            {
                "type": "action",
                "tool": "FILE_EXPLORER__read_file",
                "args": {"file_path": "DesignDocuments/financial-implementation-roadmap.md"},
            },
        ),
        (
            'assistantanalysis to=repo_browser.open_file code{"path":"inventory/cli.py","line_start":1,"line_end":40}',
            ["read_file", "write_file", "run_command", "list_dir", "search_code"],
            {
                "type": "action",
                "tool": "open_file",
                "args": {"path": "inventory/cli.py", "line_start": 1, "line_end": 40},
            },
        ),
        # qwen 0.5B and smollm2 (b1405, b1406): Kimi's INDEX{JSON arguments}= before the object; the
        # call's index beside its parameters; Granite's marker again on each line; a plan's first
        # numbered call over several lines; a numbered call on the Action line whose input lists every
        # call's values
        (
            '<|tool_calls_section_begin|>; functions.exchange_TKT:INDEX{JSON arguments}={"booking_ref": "BX7Q2", "new_date": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": null}}; functions.yanchu_piao:INDEX{JSON arguments}={"yanchu": "BX7Q2", "zhangshu": 3, "xuesheng": false}; <|tool_calls_section_end|>',
            ["exchange_TKT", "yanchu_piao"],
            {
                "type": "action",
                "tool": "exchange_TKT",
                "args": {
                    "booking_ref": "BX7Q2",
                    "new_date": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
                },
            },
        ),
        (
            '```json\n{\n  "functions": {\n    "hold_seats": {\n      "INDEX": 0,\n      "parameters": {\n        "show_id": "SH-2291",\n        "seats": ["C-13", "C-14"],\n        "minutes": 15\n      }\n    }\n  }\n}\n```',
            ["hold_seats", "seat_map"],
            {
                "type": "action",
                "tool": "hold_seats",
                "args": {"show_id": "SH-2291", "seats": ["C-13", "C-14"], "minutes": 15},
            },
        ),
        (
            "<|tool_call|>seat_map\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>seat_map\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<tool_call|>hold_seats\n|<",
            ["seat_map", "hold_seats"],
            {"type": "action", "tool": "seat_map", "args": {}},
        ),
        (
            '1. buyTickets(2, {\n    "value": 2.0,\n    "type": "dollars"\n})\n2. buyTickets(1, {\n    "value": 5.0,\n    "type": "dollars"\n})\n3. buyTickets(2, {\n    "value": 4.0,\n    "type": "dollars"\n})',
            ["yanchu_piao", "buyTickets", "join"],
            {
                "type": "action",
                "tool": "buyTickets",
                "input": '2, {\n    "value": 2.0,\n    "type": "dollars"\n}',
            },
        ),
        (
            '思考:\n1. 首先，你需要获取 BX7Q2 的相关信息，包括预定日期、开始时间等。\n2. 然后，你需要考虑哪些日期可以作为可选，例如：如果预定日期是今天，则可以作为可选；如果预定日期是明天，则可以作为可选。\n3. 最后，你需要根据预定的开始时间和预定的结束时间，确定哪些日期可以作为可选。\n4. 注意的是，如果预定的结束时间小于预定的开始时间，则这个日期不可以作为可选。\n\n行动:\n1. exchange_TKT("BX7Q2", "2023-09-10")\n2. yanchu_piao("BX7Q2", 3, false)\n\n行动输入:\nBX7Q2\n2023-09-10\n3\nfalse\n\n',
            ["exchange_TKT", "yanchu_piao"],
            {"type": "action", "tool": "exchange_TKT", "input": '"BX7Q2", "2023-09-10"'},
        ),
        # qwen 0.5B and smollm2 (b1407, b1414): an answer's element closed before the action's;
        # Mistral's words with values and braces on the name's line, or colons after them; the
        # Turkish template's words before the tools' names; Continue's TOOL_ARG lines with
        # values; "Observe:" under an empty Action
        (
            "<thought>为了更改订单 BX7Q2 的期，我建议查看预订记录，看看是否有其他日期可以作为新的日期。你可以通过调用 exchange_TKT 交换 Booking (BX7Q2) 为另一个日期。例如，如果预订记录显示的是 2023-04-01，你可以使用 tool name exchange_TKT 来交换 Booking 为 2023-04-02，这样你可以更改订单 BX7Q2 的期。</action>\n<final_answer>你可以在预订记录中查看预订记录，看看是否有其他日期可以作为新的日期。你可以使用 tool name exchange_TKT 来交换 Booking 为 2023-04-02，这样你可以更改订单 BX7Q2 的期。</final_answer>\n<action>exchange_TKT</action>\n<action_input>{2023-04-01}</action_input>",
            ["exchange_TKT", "yanchu_piao"],
            {
                "type": "final",
                "answer": "你可以在预订记录中查看预订记录，看看是否有其他日期可以作为新的日期。你可以使用 tool name exchange_TKT 来交换 Booking 为 2023-04-02，这样你可以更改订单 BX7Q2 的期。",
            },
        ),
        (
            'TOOL_CALLS hold_seats show_id=SH-2291 seats={C-13,C-14}\nARGS {"show_id": "SH-2291", "seats": {"C-13", "C-14"}}',
            ["hold_seats", "seat_map"],
            {
                "type": "action",
                "tool": "hold_seats",
                "args": {"show_id": "SH-2291", "seats": ["C-13", "C-14"]},
            },
        ),
        (
            'TOOL_CALLS: buyTickets\nARGS: {"hold_id": "H-5521", "tickets": {"adults": 2, "children": 1}, "email": "mo@example.org"}',
            ["buyTickets", "hold_seats"],
            {
                "type": "action",
                "tool": "buyTickets",
                "args": {
                    "hold_id": "H-5521",
                    "tickets": {"adults": 2, "children": 1},
                    "email": "mo@example.org",
                },
            },
        ),
        (
            "Soru: cevaplaman gereken soru\nDüşünce: Hold C-13 and C-14 for SH-2291 for fifteen minutes.\nEylem: yapılacak eylem, hold_seats, seat_map\nEylem Girdisi: hold_seats, seat_map\nEylem Girdisi: C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: hold_seats, seat_map\nEylem Girdisi: C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-14, SH-2291\nEylem Girdisi: Hold C-13, C-",
            ["hold_seats", "seat_map"],
            {"type": "error"},
        ),
        (
            "TOOL_NAME: hold_seats\nTOOL_DESCRIPTION: Hold seats (codes like C-14) for SH-2291 for fifteen minutes before paying.\n\nTOOL_ARG: show_id: SH-2291\nTOOL_ARG: seats: [C-13, C-14]\nTOOL_ARG: minutes: 15",
            ["hold_seats", "seat_map"],
            {
                "type": "action",
                "tool": "hold_seats",
                "args": {"show_id": "SH-2291", "seats": "[C-13, C-14]", "minutes": 15},
            },
        ),
        (
            "When you use seat_map to find out which seats are free to a show, you need to write a step to show you where to find the show.\n\nIn reality, there are seats in the circle that have no show, and the only ones are those where you can find the show.\n\nThe correct answer is the answer that you would not have found if you didn't use seat_map.\n\nHere's the step to show you where to find the show:\n\nQuestion: You don't have to show to find the show.\n\nThought: You don't need to show to find the show.\n\nAction:\n\nObserve: what can you see is you can only see one show in a circle.\n\n",
            ["seat_map", "hold_seats"],
            {"type": "error"},
        ),
        # The bundled models under foreign prompts (b1415): Qwen-Agent's markers with no name between them;
        # DSPy's [name, arguments] pairs in marker brackets; Kimi's calls named with their index and no
        # arguments; a definition with values where the schema goes; FunctionGemma's keyword arguments
        # with an object among the values
        (
            "✿FUNCTION✿\n✿ARGS✿:\n\nThe function is called.\n\nThe result is returned as an HTML string.\n\nThe returned string is printed to the user.",
            ["hold_seats", "seat_map"],
            {"type": "error"},
        ),
        (
            '[[ Hold seats (codes like C-14) for SH-2291 for fifteen minutes. ]]\n[[ seat_map, {"show_id": "SH-2291", "section": "stalls"} ]]\n[[ hold_seats, {"show_id": "SH-2291", "seats": ["C-13", "C-14"], "minutes": 15, "default": 10, "type": "integer"}}]]\n[[ seat_map, {"show_id": "SH-2291", "section": "circle", "default": 0, "type": "string"}}]\n[[ finish ]]',
            ["hold_seats", "seat_map", "finish"],
            {
                "type": "action",
                "tool": "seat_map",
                "args": {"show_id": "SH-2291", "section": "stalls"},
            },
        ),
        (
            "<tool_calls_section_begin>\nfunctions.yanchu_piao:0\nfunctions.buyTickets:0\nfunctions.yanchu_piao:1\nfunctions.buyTickets:2\nfunctions.yanchu_piao:3\n<tool_calls_section_end>",
            ["yanchu_piao", "buyTickets"],
            {"type": "action", "tool": "yanchu_piao", "args": {}},
        ),
        (
            '```json\n[\n    {\n        "name": "buyTickets",\n        "description": "Pay for a hold: ticket types (adult, child, concession) mapped to counts; e-tickets by email.",\n        "parameters": {\n            "hold_id": "H-5521",\n            "tickets": {\n                "adults": 2,\n                "child": 1,\n                "concession": 1\n            },\n            "email": "mo@example.org"\n        }\n    }\n]\n```',
            ["buyTickets", "hold_seats"],
            {
                "type": "action",
                "tool": "buyTickets",
                "args": {
                    "hold_id": "H-5521",
                    "tickets": {"adults": 2, "child": 1, "concession": 1},
                    "email": "mo@example.org",
                },
            },
        ),
        (
            'call:buyTickets{hold_id="H01",tickets={"adult":2,"child":1,"concession":1},email="student1@example.com"}',
            ["yanchu_piao", "buyTickets"],
            {
                "type": "action",
                "tool": "buyTickets",
                "args": {
                    "hold_id": "H01",
                    "tickets": {"adult": 2, "child": 1, "concession": 1},
                    "email": "student1@example.com",
                },
            },
        ),
        # Wild outputs (b1418-b1429): a <tool_call>'s closing tag cut off or garbled at the end (gemma3 1B,
        # LFM2.5); typographic quotes around a keyword's value; a list closed with an object's brace; a
        # list's numbers with no brackets (gemma-3-1b on BFCL); a registered call on its own line before an
        # invented result and a FINAL ANSWER (llama-3.1-8b in ElizaOS's GAIA runs); a leaked "Assistant:"
        # line inside an answer; a fenced call in a Markdown document, shown, not made (DeepSeek-R1 on
        # BFCL); JSON pairs with each key's opening quote left out (LFM2.5)
        (
            '<tool_call>search_files(pattern: "train to Bruges")</tool_\n',
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "action", "tool": "search_files", "args": {"pattern": "train to Bruges"}},
        ),
        (
            "<tool_call>search_files(pattern: 'train route Bruges')</tool_Latin>",
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "action", "tool": "search_files", "args": {"pattern": "train route Bruges"}},
        ),
        (
            "[TransformIndexerStateTests.doDeleteByQuery(deleteByQueryRequest=‘your_query’, responseListener=‘testListener’)]",
            ["TransformIndexerStateTests.doDeleteByQuery"],
            {
                "type": "action",
                "tool": "TransformIndexerStateTests.doDeleteByQuery",
                "args": {"deleteByQueryRequest": "your_query", "responseListener": "testListener"},
            },
        ),
        (
            "grocery_store.find_by_criteria(location='New York City', criteria=[{'type': 'string', 'enum': ['24 hours', 'Home Delivery', 'In-store Pickup']}})",
            ["grocery_store.find_by_criteria"],
            {
                "type": "action",
                "tool": "grocery_store.find_by_criteria",
                "args": {
                    "location": "New York City",
                    "criteria": [
                        {"type": "string", "enum": ["24 hours", "Home Delivery", "In-store Pickup"]}
                    ],
                },
            },
        ),
        (
            "[statistics.median(data=3, 4, 5, 2, 8, 5), statistics.mode(data=3, 4, 5, 2, 8, 5)]",
            ["statistics.median", "statistics.mode"],
            {"type": "action", "tool": "statistics.median", "args": {"data": [3, 4, 5, 2, 8, 5]}},
        ),
        (
            'To find the answer, I will use the calculate tool.\n\ncalculate("25 * 4")\n\nThis will evaluate the math expression "25 * 4".\n\nThe result is: 100\n\nFINAL ANSWER: 100',
            ["web_search", "browse", "execute_code", "calculate"],
            {"type": "action", "tool": "calculate", "input": "25 * 4"},
        ),
        (
            "Here's the script:\n\n```python\nprint(1)\n```\n\nLet me know if you need help with any modifications!\n\nAssistant:\nThe assistant provided a Python script. If you'd like it adjusted, feel free to ask!",
            ["get_weather", "search_files", "schedule_meeting"],
            {
                "type": "final",
                "answer": "Here's the script:\n\n```python\nprint(1)\n```\n\nLet me know if you need help with any modifications!\n\nThe assistant provided a Python script. If you'd like it adjusted, feel free to ask!",
            },
        ),
        (
            "To find the angle you need the X and Y components. Here's how:\n\n### Steps:\n1. **Identify the components**.\n2. **Call the `calculate_vector_angle` function**.\n\n### Example:\nTo find the angle in degrees, you would use:\n\n```python\ncalculate_vector_angle(X_component=3.0, Y_component=4.0, use_degrees=True)\n```\n\nThis will return the angle.\n\n### Important Notes:\n- If `use_degrees` is omitted, the result will be in radians.\n\nIf you provide the components, I can compute the angle for you!",
            ["calculate_vector_angle"],
            {"type": "final"},
        ),
        (
            '[get_weather(city": "Antwerp")]I will check the current weather in Antwerp.',
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Antwerp"}},
        ),
        # The bundled models under tao's json-blob prompt and foreign prompts (b1424, b1425): the blob
        # unfenced below a Thought; Semantic Kernel's ACTION VARIABLES blob of the Action's own tool; an
        # empty Chinese label before empty Italian Thoughts; and a list of the tools with an example call
        # beside each (SmolLM3 3B, b1435)
        (
            'Thought: The dryer will run at 12:15 for HOME-7. The $JSON_BLOB should have the format:\n{\n  "action": $TOOL_NAME,\n  "action_input": {\n    "site": "HOME-7",\n    "appliances": [\n      {\n        "name": "dryer",\n        "at": "12:15"\n      }\n    ]\n  }\n}\n',
            ["set_appliance_plan", "schedule_charging"],
            {
                "type": "action",
                "tool": "$TOOL_NAME",
                "args": {"site": "HOME-7", "appliances": [{"name": "dryer", "at": "12:15"}]},
            },
        ),
        (
            'THOUGHT:\nTo charge the battery from 23:00, we need the window.\n\nACTION:\nschedule_charging({\n  "battery_id": "沪A12345",\n  "source": "solar"\n})\n\nACTION VARIABLES:\n{\n  "action": "schedule_charging",\n  "action_variables": {\n    "battery_id": "沪A12345",\n    "source": "solar"\n  }\n}',
            ["schedule_charging", "chongdian_yuyue"],
            {
                "type": "action",
                "tool": "schedule_charging",
                "args": {"battery_id": "沪A12345", "source": "solar"},
            },
        ),
        (
            "输出:\n\nPensiero:\n\nPensiero:\n\nPensiero:\n",
            ["chongdian_yuyue", "schedule_charging"],
            {"type": "error"},
        ),
        (
            '<think>\nThe user asks which tools I have.\n</think>\n\nThe available tools are:  \n\n1. **get_weather(city: string)** – Get the current weather for a given city (e.g., {"name": "get_weather", "arguments": {"city": "New York"}}).  \n2. **search_files(pattern: string)** – Search for files matching a glob pattern (e.g., {"name": "search_files", "arguments": {"pattern": "*.txt"}}).  \n\nLet me know if you need help with any of these!',
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "final"},
        ),
        # The arguments' object wrapped in a list of its own (qwen 0.5B under Llama-Nemotron's prompt,
        # b1426); a Spanish Action line that describes the tool ("El comando … requiere"); a semicolon after
        # a call in <tool_call> (gemma3 1B, b1439); example calls whose every value is a placeholder, under
        # a line that says examples follow (Phi-4-mini, b1439)
        (
            '[\n{"name": "set_appliance_plan", "arguments": [{"site": "HOME-7", "appliances": [{"name": "dishwasher", "at": "13:00"}, {"name": "washing_machine", "at": "14:30"}]}}]}\n]',
            ["set_appliance_plan", "energy_24h"],
            {
                "type": "action",
                "tool": "set_appliance_plan",
                "args": {
                    "site": "HOME-7",
                    "appliances": [
                        {"name": "dishwasher", "at": "13:00"},
                        {"name": "washing_machine", "at": "14:30"},
                    ],
                },
            },
        ),
        (
            'Pensamiento: Se debe utilizar la función `schedule_charging` para cargar la battery BAT-01 (11:00 a 15:30).\nAcción: El comando `schedule_charging` requiere dos argumentos: una hora (en formato "HH:MM") y un rango entre dos horas.\nEntrada de la acción: {"start": "11:00", "end": "15:30"}',
            ["schedule_charging", "SetChargeLimit"],
            {"type": "error"},
        ),
        (
            '<tool_call>get_weather("London");</tool_call>',
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "action", "tool": "get_weather", "input": "London"},
        ),
        (
            'I can assist with getting weather updates using [get_weather] and searching files through [search_files]. How may I help you today?\n\nExample tool calls:\n- For current weather: <tool_call>{"name": "get_weather", "arguments": {"city": "<CITY_NAME>"}}\n- To search for files: <tool_call>{"name": "search_files", "arguments": {"pattern": "<FILE_PATTERN>"}}</tool_call>',
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "final"},
        ),
        # qwen 0.5B under tao's json-blob and react-zh prompts (b1431): the name, then pairs on its line,
        # the last one's object running on below (the pairs as written); the steps numbered under the
        # Action label, the first a registered tool's call
        (
            'Thought: To plan the dryer at 12:15 for HOME-7, you need to consider several factors.\nAction:\n```\nset_appliance_plan site=HOME-7 appliances={\n    "name": "dryer",\n    "at": "12:15"\n}\n```\n',
            ["set_appliance_plan", "schedule_charging"],
            {
                "type": "action",
                "tool": "set_appliance_plan",
                "input": 'site=HOME-7 appliances={\n    "name": "dryer",\n    "at": "12:15"\n}',
            },
        ),
        (
            '思考:\n1. 你需要在 solar系统上设置一个充电目标。\n\n行动:\n1. 调用 schedule_charging(1100, { "start": "11:00", "end": "15:30" }, "SOLAR")。\n2. 调用 SetChargeLimit(1100, 50, 20)。\n\n',
            ["schedule_charging", "SetChargeLimit"],
            {
                "type": "action",
                "tool": "schedule_charging",
                "input": '1100, { "start": "11:00", "end": "15:30" }, "SOLAR"',
            },
        ),
        # The bundled models under foreign prompts (b1432): GLM-4.5's call with its tags left out, a name
        # line then a pair a line; harmony's message an object with keyword keys; Granite's marker, the
        # name, a comma and its pairs; the tools described under a "resources" list, no call
        (
            'set_appliance_plan\nsite=HOME-7\nappliances=[\n    {\n        "name":"dryer",\n        "at":"12:15"\n    }\n]',
            ["set_appliance_plan", "schedule_charging"],
            {
                "type": "action",
                "tool": "set_appliance_plan",
                "args": {"site": "HOME-7", "appliances": [{"name": "dryer", "at": "12:15"}]},
            },
        ),
        (
            '<|start|>commentary to=functions.NAME <|constrain|>json<|message|>{start="10:00", end="16:00", source="grid", battery_id="BAT-01"}</|call|>',
            ["schedule_charging", "SetChargeLimit"],
            {
                "type": "action",
                "tool": "NAME",
                "args": {
                    "start": "10:00",
                    "end": "16:00",
                    "source": "grid",
                    "battery_id": "BAT-01",
                },
            },
        ),
        (
            "<|tool_call|>energy_24h,properties.site=HOME-7,include_grid=true<|end_of_role|>",
            ["energy_24h", "SetChargeLimit"],
            {
                "type": "action",
                "tool": "energy_24h",
                "input": "properties.site=HOME-7,include_grid=true",
            },
        ),
        (
            'Here is a sample JSON file with the tools available in the `set_appliance_plan` command:\n\n```json\n{\n    "resources": [\n        {\n            "name": "set_appliance_plan",\n            "description": "Set a appliance plan to go to 12:15 tomorrow.",\n            "parameters": {\n                "type": "string"\n            },\n            "required": ["battery_id", "window"]\n        }\n    ]\n}\n```\n\nThis JSON file contains the tools.',
            ["set_appliance_plan", "schedule_charging"],
            {"type": "final"},
        ),
        # DeepSeek-R1-0528 and ThinkAgent-1B on BFCL (b1444): a call shown under "Here's how to call it:"
        # with an explanation's heading after it, in JSON or in code; "assistant" repeated to the token limit
        (
            'To apply the `processType` function to each type within `unionTypeObj`, you can utilize the `forEachType` function. Here\'s how to structure the call:\n\n```json\n{\n  "function": "forEachType",\n  "parameters": {\n    "type": "unionTypeObj",\n    "f": "processType"\n  }\n}\n```\n\n### Explanation:\n1. **`type`**: the union type object.\n2. **`f`**: the function to apply.',
            ["forEachType"],
            {"type": "final"},
        ),
        (
            "To append the node ID to `logBuilder` from `logEvent`, use the `NodeIdConverter_format` function. Here's how to call it:\n\n```java\nNodeIdConverter_format(logEvent, logBuilder);\n```\n\n### Explanation:\n1. **`logEvent`**: the event.\n2. **`logBuilder`**: the builder.",
            ["NodeIdConverter_format"],
            {"type": "final"},
        ),
        (
            "assistantassistantassistantassistantassistantassistantassistantassistant",
            ["get_current_weather"],
            {"type": "error"},
        ),
        # A registered name under "command" beside the call's arguments, one of them an object (qwen 0.5B
        # under NexusRaven's prompt, b1434): every argument, not the object alone
        (
            '```json\n{\n  "command": "schedule_charging",\n  "battery_id": "BAT-01",\n  "window": {\n    "start": "10:00",\n    "end": "18:00"\n  },\n  "source": "grid"\n}\n```',
            ["schedule_charging", "SetChargeLimit"],
            {
                "type": "action",
                "tool": "schedule_charging",
                "args": {
                    "battery_id": "BAT-01",
                    "window": {"start": "10:00", "end": "18:00"},
                    "source": "grid",
                },
            },
        ),
        # The prompt's list of tools copied on the Action line, one tool's call in quotes as the input
        # (qwen 0.5B under tao's react-zh prompt, b1451)
        (
            '思考: 你应该总是思考接下来该做什么\n行动: 你采取的行动，必须是 [energy_24h, SetChargeLimit] 之一\n行动输入: "energy_24h(HOME-7, false)"\n',
            ["energy_24h", "SetChargeLimit"],
            {"type": "action", "tool": "energy_24h", "input": "HOME-7, false"},
        ),
        # A lead-in saying the format follows, the template echoed below it, its Action naming no tool
        # (smollm2 under tao's react-zh prompt, b1433, and under a Traditional Chinese one, b1452)
        (
            "可以用以下方式观察这个问题。请使用以下格式：\n\n思考: 你应说什么？\n行动: 你想走过哪方吧；\n行动输入：你有什么可以在走过这个方吧中有整向度？\n",
            ["energy_24h", "SetChargeLimit"],
            {
                "type": "final",
                "answer": "可以用以下方式观察这个问题。请使用以下格式：\n\n思考: 你应说什么？\n行动: 你想走过哪方吧；\n行动输入：你有什么可以在走过这个方吧中有整向度？",
            },
        ),
        # A pythonic call in <tool_call> whose closing tag is garbled into "</tool_>" and a markdown star
        # (gemma3 1B in tool-calling-benchmark, b1453)
        (
            "<tool_call>search_files(pattern: 'train_route Bruges')</tool_>*",
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "action", "tool": "search_files", "args": {"pattern": "train_route Bruges"}},
        ),
        # Calls shown in a numbered list of what the model can do, every value a placeholder in square
        # brackets: the reply is an answer (phi4-mini in tool-calling-benchmark, b1453)
        (
            'I can help with these tools:\n\n1. Check the weather in a city: `<tool_call>{"name": "get_weather", "arguments": {"city": "[CITY_NAME]"}}</tool_call>`\n2. Find files: `<tool_call>{"name": "search_files", "arguments": {"pattern": "[FILE_PATTERN]"}}</tool_call>`',
            ["get_weather", "search_files"],
            {"type": "final"},
        ),
        # ... but the same call alone, no list and no lead, is still a call
        (
            '<tool_call>{"name": "get_weather", "arguments": {"city": "[CITY_NAME]"}}</tool_call>',
            ["get_weather", "search_files"],
            {"type": "action", "tool": "get_weather"},
        ),
        # Shell commands in brackets, a full stop after the last (Phi-4-mini on BFCL's file system, b1455)
        (
            "[cd workspace], [mkdir archive], [mv log.txt archive/].",
            ["cd", "mkdir", "mv", "ls"],
            {"type": "action", "tool": "cd", "input": "workspace"},
        ),
        # The arguments' element empty: no arguments (gpt-4o-mini in BFCL's XML format, b1458)
        (
            "<function_call>\n    <name>adriel_tech_stack</name>\n    <arguments>\n    </arguments>\n</function_call>",
            ["adriel_tech_stack", "adriel_list_projects"],
            {"type": "action", "tool": "adriel_tech_stack", "args": {}},
        ),
        # ... but LangChain's empty <tool_input> is an empty text input
        (
            "<tool>search</tool><tool_input></tool_input>",
            ["search", "calculator"],
            {"type": "action", "tool": "search", "input": ""},
        ),
        # An answer label inside a <think> block never closed: the model has not answered yet (smollm3 3B
        # in tool-calling-benchmark, b1454)
        (
            "<think>\n\n**Answer:** It seems like your request doesn't require me to call any tools. Here's what I can help with: check the forecast before you go.",
            ["get_weather", "search_files"],
            {"type": "error"},
        ),
        # Tool signatures listed with each parameter in curly quotes: no call (phi4-mini, b1467)
        (
            "I have access to the following tools:\n1. get_weather(“city: string”)\n2. search_files(“pattern: string”)\n3. schedule_meeting(“title: string”, “time: string”, “attendees?: string[]”)",
            ["get_weather", "search_files", "schedule_meeting"],
            {"type": "final"},
        ),
        # A pythonic call in curly quotes inside <tool_call> (gemma3 1B in tool-calling-benchmark, b1467)
        (
            "<tool_call>“search_files(pattern: Brussels)”</tool_call>",
            ["get_weather", "search_files"],
            {"type": "action", "tool": "search_files", "args": {"pattern": "Brussels"}},
        ),
        # DeepSeek's DSML with its attributes in curly quotes (a Zotero plugin's issue, b1470)
        (
            "<｜｜DSML｜｜tool_calls>\n<｜｜DSML｜｜invoke name=“get_pages”>\n<｜｜DSML｜｜parameter name=“pages” string=“true”>3-5</｜｜DSML｜｜parameter>\n</｜｜DSML｜｜invoke>\n</｜｜DSML｜｜tool_calls>",
            ["get_pages", "search_paper"],
            {"type": "action", "tool": "get_pages", "args": {"pages": "3-5"}},
        ),
        # A registered tool's element left empty at the end, after prose: a call begun with nothing in it
        # (Llama-2-70b-chat on MINT, b1471)
        (
            "Assistant:\n<thought> Let's break the problem down. </thought>\n\n1. Olivia uploaded 72 pictures.\n2. She put them into 8 albums.\n\n<execute>  </execute>\n",
            ["execute", "solution"],
            {"type": "error"},
        ),
        # ... but an empty finish tag after prose ends the task with the prose as the answer
        (
            "The task is complete: the file now holds the fixed text.\n\n<finish></finish>\n",
            ["execute", "finish"],
            {"type": "final", "answer": "The task is complete: the file now holds the fixed text."},
        ),
        # A Chinese Action line that says steps follow, then numbered steps for the user: no tool named
        # (qwen 0.5B under tao's react-zh prompt, b1461)
        (
            '思考: Squash-merge PR 412 in acme/api.\n行动: 按照以下步骤操作：\n1. 查看 acme/api 的 pull requests。\n2. 找到 PR 412。\n3. 点击 "merge"。\n',
            ["MergePullRequest", "list_open_prs"],
            {"type": "error"},
        ),
        # Pairs a line under a label, indented, a list's items running over lines (qwen 0.5B under a
        # YAML-like prompt, b1460)
        (
            'thinking: \nThe user is requesting a review from Carol.\n\naction: add_reviewers\nreason: The user is asking for a review.\n\nparameters:\n    repo: acme/docs\n    number: 7\n    reviewers: [\n        "jane",\n        "dave"\n    ]',
            ["add_reviewers", "daima_pingshen"],
            {
                "type": "action",
                "tool": "add_reviewers",
                "args": {"repo": "acme/docs", "number": 7, "reviewers": ["jane", "dave"]},
            },
        ),
        # A French Action line that describes the tool's parameters: no tool named (qwen 0.5B under a French
        # ReAct prompt, b1460)
        (
            "Pensée: \nJe vais utiliser la fonction `list_open_prs`.\n\nAction:\nL'action `list_open_prs` prend trois paramètres :\n1. `owner`: L'owner du repository\n2. `label`: La label à rechercher\n\nEntrée de l'action: \nJe suis intéressé dans les PRs qui sont open.\n",
            ["list_open_prs", "MergePullRequest"],
            {"type": "error"},
        ),
        # Functionary v3's message to a registered tool glued to the end of a sentence said to the user
        # (functionary-small-v3.2 in llama.cpp's README, b1476)
        (
            'Sure, I\'ll look that up for you. Let me just check the current weather conditions in Phoenix.>>>get_weather\n{"location": "Phoenix"}<|eot_id|>',
            ["get_weather", "calculate"],
            {"type": "action", "tool": "get_weather", "args": {"location": "Phoenix"}},
        ),
        # ... but ">>>" inside prose, no tool's message after it, is text
        (
            "The tool is called like this: a>>>b, and that is all.",
            ["get_weather", "calculate"],
            {"type": "final"},
        ),
        # A made-up function shown in a fence under a line that says an example follows: no call (qwen 0.5B
        # under Qwen3-Coder's prompt, b1462)
        (
            "抱歉，我无法直接获取 acme/web 仓库中未合并的 PR 的信息。\n\n以下是一个示例，展示如何使用 GitHub API 获取该仓库中未合并的 PR：\n\n```xml\n<function=acme_web_get_unmerged_prs>\n<parameter=owner>\nacme/web\n</parameter>\n</function>\n```\n\n在这个示例中，我们使用了一个 GET 请求。",
            ["list_open_prs", "MergePullRequest"],
            {"type": "final"},
        ),
        # ... but a registered tool's call there is still read
        (
            "以下是一个示例：\n\n```xml\n<function=list_open_prs>\n<parameter=repo>\nacme/web\n</parameter>\n</function>\n```",
            ["list_open_prs", "MergePullRequest"],
            {"type": "action", "tool": "list_open_prs", "args": {"repo": "acme/web"}},
        ),
        # A made-up Turkish Question line after the answer ends it (qwen 0.5B under the Turkish ReAct
        # prompt, b1465)
        (
            "Düşünce: ne yapacağını günde çalışık.\nSoru: ne yapılak çalışık.\nSoru: ne yapılak çalışık.\nDüşünce: ne yapılak çalışık.\nNihai Cevap: 3 daha çalışık\nSoru: ne yapılak çalışık.\nNihai Cevap: 3 daha çalışık\nSoru: ne yapılak çalışık.\nDüşüce: ne yapılak çalışık.\nDüşüce: ne yapılak çalışık.\n\nDüşüce: ne yapılak çalışık\nNihai Cevap: 3 daha çalışık\nNihai Cevap: 3 daha çalışık\n\nSoru: ne yapılak çalışık.\nSoru: ne yapılak çalışık.\nNihai Cevap: 3 daha çalışık",
            ["list_open_prs", "MergePullRequest"],
            {"type": "final", "answer": "3 daha çalışık"},
        ),
        # Mistral's template copied whole after a call of the model's own: the call is the step (qwen 0.5B
        # under Mistral's prompt, b1465)
        (
            'TOOL_CALLS\nadd_reviewers(carol, 7, ["jdoe"])\nTOOL_CALLS\nrun_ci_v2(acme/docs, "7", {"NAME": "test"})\nAVAILABLE_TOOLS\n[TOOL_CALLS]name[ARGS]{JSON arguments}; else answer the user.',
            ["add_reviewers", "run_ci_v2"],
            {"type": "action", "tool": "add_reviewers", "input": 'carol, 7, ["jdoe"]'},
        ),
        # ... and the template alone in prose is text (b732)
        (
            "Here's the [TOOL_CALLS]name[ARGS]{JSON arguments}; else answer the user.",
            ["meterReading", "reportOutage"],
            {"type": "final"},
        ),
        # LLMCompiler's tool list echoed, each description on an indented line below its signature, a
        # colon after the return type (qwen 0.5B under LLMCompiler's prompt, b1464)
        (
            "1. add_reviewers(repo: str, number: int, reviewers: list[str]) -> str:\n   Alice and Bob-w ask people to review the pull request.\n\n2. daima_pingshen(cangku: str, bianhao: int, yijian: str) -> str:\n   代码评审。\n\n3. join(): Collects and combines results from prior actions.",
            ["add_reviewers", "daima_pingshen"],
            {"type": "error"},
        ),
        # ... or a list's type written as its item's in brackets, the name capitalised (b1464)
        (
            "1. Add_reviewers(repo: str, number: int, reviewers: [str]) -> str: Add a review.\n2. join() -> str: Join a request from any action to another action.",
            ["add_reviewers", "run_ci_v2"],
            {"type": "error"},
        ),
        # A second command in SWE-agent's fence, its tool's name in another case, is the next step (qwen
        # 0.5B under SWE-agent's prompt, b1480)
        (
            "DISCUSSION\nTo list open pull requests and then merge the first one, you can use the following commands:\n\n```bash\nlist_open_prs acme/api my_label\nmergePullRequest acme/api 1 my_merge_method\n```",
            ["list_open_prs", "MergePullRequest"],
            {"type": "action", "tool": "list_open_prs", "input": "acme/api my_label"},
        ),
        # Functionary's marker alone on its line, the call below it (qwen 0.5B under Functionary's prompt,
        # b1480)
        (
            '>>>\nlist_open_prs(\n    {"repo": "acme/api", "label": "rebase-merge"}\n)\n>>>\n{"number": 29, "method": "rebase-merge"}',
            ["list_open_prs", "MergePullRequest"],
            {
                "type": "action",
                "tool": "list_open_prs",
                "args": {"repo": "acme/api", "label": "rebase-merge"},
            },
        ),
        # Keys bare, one with '=' where its colon goes, a bare word as the name's value (a small model in
        # lintware's benchmark, b1490)
        (
            '<tool_call>\n{name: get_weather, city="Paris"}\n</tool_call>',
            ["get_weather", "search_files"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Paris"}},
        ),
        # A string opened after action_input and never closed, the reply cut off repeating: its text without
        # the quote (qwen 0.5B under tao's json-blob prompt, b1481)
        (
            'Thought: x\nAction:\n```\nmake_album\naction_input: "Beach Day, Beach Day, Beach',
            ["make_album", "TagFaces"],
            {"type": "action", "tool": "make_album", "input": "Beach Day, Beach Day, Beach"},
        ),
        # An HTTP request as the reply, its function named for it with a base placeholder: the query's pairs
        # percent-decoded (MedAgentBench's prompt, b1492)
        (
            "GET http://10.0.0.2:8080/fhir/Patient?name=Ann%20Lee&birthdate=1990-01-02",
            ["GET {api_base}/Patient", "GET {api_base}/Condition", "FINISH"],
            {
                "type": "action",
                "tool": "GET {api_base}/Patient",
                "args": {"name": "Ann Lee", "birthdate": "1990-01-02"},
            },
        ),
        # ... fenced as tool_code, a POST with its JSON body below: the body (gemini-2.0, b1492)
        (
            '```tool_code\nPOST http://10.0.0.2:8080/fhir/Observation\n{"resourceType": "Observation", "status": "final"}\n```',
            ["GET {api_base}/Observation", "POST {api_base}/Observation"],
            {
                "type": "action",
                "tool": "POST {api_base}/Observation",
                "args": {"resourceType": "Observation", "status": "final"},
            },
        ),
        # ... a tool named for a path alone
        (
            "GET /pets?limit=2",
            ["GET /pets", "POST /pets", "GET /pets/{id}"],
            {"type": "action", "tool": "GET /pets", "args": {"limit": "2"}},
        ),
        # Arguments as <property name=…> elements in <arguments> (qwen 0.5B, b1482)
        (
            '<tool_calls>\n  <tool name="TagFaces">\n    <arguments>\n      <property name="photo_id">IMG_2041</property>\n      <property name="names">Maya, Jon</property>\n    </arguments>\n  </tool>\n</tool_calls>',
            ["TagFaces", "make_album"],
            {
                "type": "action",
                "tool": "TagFaces",
                "args": {"photo_id": "IMG_2041", "names": "Maya, Jon"},
            },
        ),
        # A sentence where the name goes, the arguments only the parameters' types: the definitions read back,
        # no call (qwen 0.5B under DB-GPT's prompt, b1482)
        (
            '<api-call><name>Make an album of the beach photos</name><args>{"title": {"type": "string"}, "photo_ids": {"type": "array"}}</args></api-call>',
            ["make_album", "TagFaces"],
            {"type": "error"},
        ),
        # A Chinese sentence in the first person where the tool's name goes (b1482)
        (
            "思考：好的\n行动：我现在需要分享这个相册",
            ["xiangce_fenxiang", "make_album"],
            {"type": "error"},
        ),
        # Python in SWE-agent's fence after DISCUSSION: a keyword is no command (b1482)
        (
            "DISCUSSION\nHere is some code for it:\n\n```python\nimport json\n\ndef find(q):\n    return q\n```\n\nDISCUSSION\nI am not sure how to go on.",
            ["search_photos", "TagFaces"],
            {"type": "final"},
        ),
        # A call under "Example usage:" after the tool's own def: shown, not made (b1482, as b877-auto-062)
        (
            'One function does it:\n\n```python\ndef make_album(title, photo_ids):\n    return title\n```\n\nExample usage:\n\n```python\nmake_album("Cakes", ["IMG_1"])\n```',
            ["make_album", "search_photos"],
            {"type": "final"},
        ),
        # LifelongAgentBench's role label before the Action label (b1498)
        (
            "Agent: I should look at the table first.\nAgent: Action: Operation\n```sql\nSELECT * FROM orders LIMIT 3\n``` Agent: Answer\nFinal Answer: []",
            ["Operation"],
            {"type": "action", "tool": "Operation", "input": "SELECT * FROM orders LIMIT 3"},
        ),
        # ... a turn invented after the answer on its line (b1498)
        (
            "Action: Answer\nFinal Answer: [('paid', 3)] User: Thanks, that is all.\nAgent: You're welcome!",
            ["Operation"],
            {"type": "final", "answer": "[('paid', 3)]"},
        ),
        # ... the next turn's role label alone after the answer (b1495)
        (
            "Action: Answer\nFinal Answer: [(7,)] Agent:",
            ["Operation"],
            {"type": "final", "answer": "[(7,)]"},
        ),
        # An unescaped space in a request's query (MedAgentBench, b1495)
        (
            "GET http://10.0.0.2:8080/fhir/Patient?name=Ann Lee&birthdate=1990-01-02",
            ["GET {api_base}/Patient", "FINISH"],
            {
                "type": "action",
                "tool": "GET {api_base}/Patient",
                "args": {"name": "Ann Lee", "birthdate": "1990-01-02"},
            },
        ),
        # The template's Action line copied, a call of a tool no one has in snake_case below it: that call
        # (qwen 0.5B under tao's react-zh prompt, b1483)
        (
            "思考: 想想\n行动: 你采取的行动，必须是 [make_album, TagFaces] 之一\n行动输入: create_album(春游, [IMG_1, IMG_2])\n",
            ["make_album", "TagFaces"],
            {"type": "action", "tool": "create_album", "input": "春游, [IMG_1, IMG_2]"},
        ),
        # "function" said in Chinese after a name no tool has: the name alone (b1484)
        (
            "THOUGHT: 缩小图片\nACTION: shrink_v2函数\nACTION_variables: photo_id, scale\n",
            ["resize_v3", "search_photos"],
            {"type": "action", "tool": "shrink_v2", "input": "photo_id, scale"},
        ),
        # A Chinese "can …" phrase where the tool's name goes (b1485)
        (
            "思考: 好\n行动： 可以分享的相册：你可以分享给朋友！",
            ["xiangce_fenxiang", "make_album"],
            {"type": "error"},
        ),
        # A quoted input closed by a sentence's stop, the tool's name repeated in it (b1486)
        (
            'Thought: x\nAction: TagFaces\nAction Input: "TagFaces IMG_2110".',
            ["TagFaces", "search_photos"],
            {"type": "action", "tool": "TagFaces", "input": "IMG_2110"},
        ),
        # Functionary's recipients in quotes, the message to the user empty (b1484)
        (
            '>>>\'all\'\n>>>\'make_album\'\n{"title": "Cakes", "photo_ids": ["IMG_1"]}',
            ["make_album", "TagFaces"],
            {
                "type": "action",
                "tool": "make_album",
                "args": {"title": "Cakes", "photo_ids": ["IMG_1"]},
            },
        ),
        # Claude 2's <parameters> holding values with no elements: the input as written (b1484)
        (
            "<function_calls>\n<invoke>\n<tool_name>resize_v3</tool_name>\n<parameters>\nIMG_2102\n0.5\n</parameters>\n</invoke>",
            ["resize_v3", "TagFaces"],
            {"type": "action", "tool": "resize_v3", "input": "IMG_2102\n0.5"},
        ),
        # "functions.name:" and the values after the colon (b1486)
        (
            "functions.search_photos:Lisbon:2023",
            ["search_photos", "TagFaces"],
            {"type": "action", "tool": "search_photos", "input": "Lisbon:2023"},
        ),
        # Two tools named one after the other in a Chinese sentence, the second one a looser match finds
        # first: the first (qwen 0.5B under tao's react-zh prompt, b1500)
        (
            "思考: 好\n行动: 我采取的行动是使用 TagFaces 来识别 Grandma Li，然后使用 xiangce_fenxiang 来分享相册给好友。\n行动输入: IMG_2110\n",
            ["TagFaces", "xiangce_fenxiang"],
            {"type": "action", "tool": "TagFaces", "input": "IMG_2110"},
        ),
        # LifelongAgentBench's answer action and its label run into the line before (b1503)
        (
            "[[1, 'Cash'], [2, 'Card']] Agent: Action: Answer Final Answer: [[1, 'Cash']]",
            ["Operation"],
            {"type": "final", "answer": "[[1, 'Cash']]"},
        ),
        # ... the model writing the user's role label before its step (b1503)
        (
            "User: Action: Operation\n```sql\nSELECT id FROM t\n``` Action: Answer\nFinal Answer: [(1,)]",
            ["Operation"],
            {"type": "action", "tool": "Operation", "input": "SELECT id FROM t"},
        ),
        # ToolLLaMA's prompt words copied after a text input (qwen 0.5B, b1501)
        (
            'Thought: tag them\nAction: TagFaces\nAction Input: "IMG_2041", "Maya"\nand stop. At the end, call the function Finish with return_type give_answer.',
            ["TagFaces", "search_photos"],
            {"type": "action", "tool": "TagFaces", "input": '"IMG_2041", "Maya"'},
        ),
        # Granite's call token, the name, then its arguments under a label (b1501)
        (
            '<|tool_call|>make_album\narguments: {"title": "Cakes", "photo_ids": ["IMG_1"]}',
            ["make_album", "search_photos"],
            {
                "type": "action",
                "tool": "make_album",
                "args": {"title": "Cakes", "photo_ids": ["IMG_1"]},
            },
        ),
        # A tag per argument with its value inside, the last one's closing tag after it (b1501)
        (
            "<function=resize_v3>\n<photo_id=IMG_2102>\n<scale=0.5>\n</scale>\n",
            ["resize_v3", "TagFaces"],
            {"type": "action", "tool": "resize_v3", "args": {"photo_id": "IMG_2102", "scale": 0.5}},
        ),
        # LifelongAgentBench (b1512-auto-005): the action's label and its fence's opening run into the
        # sentence before, the fence closes on the query's last line
        (
            "Agent: Apologies for the confusion, it seems there was a mistake in the table name. I will update the status to 'approved' for submissions that are articles. Action: Operation ```sql\nUPDATE media_submissions SET status='approved' WHERE submission_type='article' AND word_count>1000 AND reviewed=0 ``` User: [] \n\nAgent: The update query has been executed successfully. Action: Answer Final Answer: [] User: The task is successfully completed.",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "UPDATE media_submissions SET status='approved' WHERE submission_type='article' AND word_count>1000 AND reviewed=0",
            },
        ),
        # MedAgentBench (gemini-2.0, b1516-auto-026, as b1492 and b1495): a FHIR resource that a
        # registered POST request creates, fenced alone, its request line left out: no call
        (
            '```json\n{\n  "resourceType": "ServiceRequest",\n  "code": {\n    "coding": [\n      {\n        "system": "http://snomed.info/sct",\n        "code": "306181000000106"\n      }\n    ]\n  },\n  "status": "active",\n  "subject": {\n    "reference": "Patient/S2863714"\n  }\n}\n```',
            [
                "GET {api_base}/Condition",
                "POST {api_base}/ServiceRequest",
                "GET {api_base}/Patient",
                "FINISH",
            ],
            {"type": "error"},
        ),
        # and a resource no registered POST creates stays text
        (
            '```json\n{"resourceType": "Patient", "id": "S1"}\n```',
            ["GET {api_base}/Patient", "POST {api_base}/ServiceRequest", "FINISH"],
            {"type": "final"},
        ),
        # tau-bench (gpt-5, b1517-auto-017): an action described as one point of a confirmation's list
        # among other labelled points: no step, the message is the answer
        (
            "I can do that. Before I proceed, here are the details to confirm:\n\n- Action: Cancel order #W4836353\n- Reason: “no longer needed”\n- Order status: pending (eligible)\n- Refund: 1429.81 back to your original payment method (gift card gift_card_3491931), credited immediately\n\nPlease reply “Yes” to confirm and I’ll process the cancellation.",
            ["cancel_pending_order", "get_order_details", "think"],
            {"type": "final"},
        ),
        # French ReAct (qwen 0.5B, b1506-auto-062): the final answer's label with its article
        (
            "LUFS.\n\nLa réponse finale:\n\nluc-11-02282\n\nPensée:\n\nPensée:",
            ["normalize_lufs", "set_chapters"],
            {"type": "final", "answer": "luc-11-02282\n\nPensée:\n\nPensée:"},
        ),
        # LifelongAgentBench (DeepSeek-R1-Distill-Llama-8B, b1521-auto-020): the query on the lines
        # below the Action label, the fence's opening left out
        (
            ".\n\nAgent: I apologize for the error. Let me re-examine the SQL query to correct it.\n\nAction: Operation\nSELECT vet_id, AVG(weight_kg) as avg_weight FROM patient_visits GROUP BY vet_id LIMIT 10;\n```",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT vet_id, AVG(weight_kg) as avg_weight FROM patient_visits GROUP BY vet_id LIMIT 10;",
            },
        ),
        # LifelongAgentBench (b1521-auto-007): the Action label written inside the SQL fence, a made-up
        # result and an answer after it: the fenced action is the step
        (
            '}\n\nThe table name is \'inventory_transactions\'.\n\nAlright, so I\'m trying to help the user with their SQL query.\n</think>\n\n**SQL Query:**\n```sql\nSELECT item_sku FROM inventory_transactions;\n```\n\n**Execution:**\n```sql\nAction: Operation\nSELECT \n    item_sku, \n    SUM(quantity) AS total_quantity \nFROM \n    inventory_transactions \nGROUP BY item_sku;\n```\n\n**Result:**\n```json\n[{"item_sku": "SKU022", "total_quantity": 600}]\n```\n\n**Final Answer:**\nAction: Answer\nFinal Answer: [{"item_sku": "SKU022", "total_quantity": 600}]',
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT \n    item_sku, \n    SUM(quantity) AS total_quantity \nFROM \n    inventory_transactions \nGROUP BY item_sku;",
            },
        ),
        # and after a final answer's label, a fenced action stays in the answer
        (
            "Final Answer: run it like this:\n```sql\nAction: Operation\nSELECT 1;\n```",
            ["Operation"],
            {
                "type": "final",
                "answer": "run it like this:\n```sql\nAction: Operation\nSELECT 1;\n```",
            },
        ),
        # LifelongAgentBench (Qwen2.5-Coder-7B, b1522-auto-010): the chat template's Assistant: label
        # before the step's
        (
            "}\n\nAssistant: Action: Operation\n```sql\nINSERT INTO equipment_usage (equipment_id, operator_name) VALUES (5, 'John Doe');\n```",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "INSERT INTO equipment_usage (equipment_id, operator_name) VALUES (5, 'John Doe');",
            },
        ),
        # LifelongAgentBench (DeepSeek-R1-Distill-Llama-8B, b1522-auto-003): a fence closed that was
        # never opened, the labelled step and its own fence after it
        (
            "So the updated SQL would be the one below.\n\nThis should fix the error because now 'average_loan' is properly referenced within the GROUP BY clause.\n```\nAction: Operation\n```sql\nSELECT region, SUM(total_deposits) AS sum_total FROM branch_performance\nGROUP BY region\nLIMIT 5;\n```\n```json\n{\n  \"results\": []\n}\n```\nAction: Answer\nFinal Answer: []\n```",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT region, SUM(total_deposits) AS sum_total FROM branch_performance\nGROUP BY region\nLIMIT 5;",
            },
        ),
        # MedAgentBench (llama-3.3, b1525-auto-025): a sentence, then a POST with its body, then a
        # FINISH in the same reply: the request is the step
        (
            'Since the patient\'s last serum magnesium level is 2.0 mg/dL, we need to order replacement IV magnesium.\n\nPOST http://34.170.56.151:8080/fhir/MedicationRequest\n{\n  "resourceType": "MedicationRequest",\n  "status": "active",\n  "subject": {\n    "reference": "Patient/S2874099"\n  }\n}\n\nFINISH(["Ordered replacement IV magnesium 2g over 2 hours for patient S2874099"])',
            ["GET {api_base}/Observation", "POST {api_base}/MedicationRequest", "FINISH"],
            {
                "type": "action",
                "tool": "POST {api_base}/MedicationRequest",
                "args": {
                    "resourceType": "MedicationRequest",
                    "status": "active",
                    "subject": {"reference": "Patient/S2874099"},
                },
            },
        ),
        # FunctionGemma's prompt (qwen 0.5B, b1509-auto-043): the arguments as one line of pairs that
        # fit one tool, no tool's name: a step gone wrong
        (
            "start:00:12:30,end:00:13:45,title:The best part",
            {
                "CutClip": ["episode_id", "start", "end", "title?"],
                "set_chapters": ["episode_id", "chapters"],
            },
            {"type": "error"},
        ),
        # and pairs that fit no tool stay an answer
        (
            "Name: John, Age: 30",
            {
                "CutClip": ["episode_id", "start", "end", "title?"],
                "set_chapters": ["episode_id", "chapters"],
            },
            {"type": "final", "answer": "Name: John, Age: 30"},
        ),
        # harmony (b1509-auto-047): OpenAI's namespace dropped before a name no tool has
        (
            '<|start|>functions.functions_publish_ep(123, "2026-12-08", "publicly", {"start": "18:00", "end": "23:59"})<|end|>',
            ["jiemu_fabu", "CutClip"],
            {"type": "action", "tool": "functions_publish_ep"},
        ),
        # LLMCompiler (b1509-auto-067): the template's tool( … ) around a typed call in a plan's item
        (
            '1. tool(cut_clip(episode_id="EP-121", start="00:12:30", end="00:13:45", title="The best part") -> str)\n\n2. join()',
            ["CutClip", "set_chapters", "join"],
            {
                "type": "action",
                "tool": "CutClip",
                "args": {
                    "episode_id": "EP-121",
                    "start": "00:12:30",
                    "end": "00:13:45",
                    "title": "The best part",
                },
            },
        ),
        # a Python fence whose def returns a name/description/parameters object (qwen 0.5B, b1510-auto-008,
        # as b1310-auto-036): a value returned in a program shown, not a call
        (
            '```python\nimport json\n\ndef normalize_lufs(data):\n    return {\n        "name": "normalize_lufs",\n        "description": "Normalise loudness to a target in LUFS (negative; podcasts use -16.0)",\n        "parameters": {\n            "episode_id": "EP-119"\n        }\n    }\n```',
            ["normalize_lufs", "set_chapters"],
            {"type": "final"},
        ),
        # a Python call between Mistral's [TOOL_CALLS] tags, the opening one's brackets lost (b1510-auto-019)
        (
            'TOOL_CALLS\nset_chapters(episode_id="EP-119", chapters={\n  "Intro": "00:00:00",\n  "Interview": "00:04:10",\n  "Q&A": "00:41:00"\n})\n[/TOOL_CALLS]',
            ["set_chapters", "transcribe_episode"],
            {
                "type": "action",
                "tool": "set_chapters",
                "args": {
                    "episode_id": "EP-119",
                    "chapters": {"Intro": "00:00:00", "Interview": "00:04:10", "Q&A": "00:41:00"},
                },
            },
        ),
        # Moatless Tools (b1530-auto-004): the arguments as elements named after them below the Action
        # line, no input's label
        (
            "Thought: I need to locate the exact line in `django/contrib/admin/options.py`.\n\nAction: FindCodeSnippet\n<code_snippet>\npk_pattern = re.compile(r'{}-\\d+-{}$'.format(prefix, self.model._meta.pk.name))\n</code_snippet>\n<file_pattern>django/contrib/admin/options.py</file_pattern>",
            ["FindCodeSnippet", "StringReplace"],
            {
                "type": "action",
                "tool": "FindCodeSnippet",
                "args": {
                    "code_snippet": "pk_pattern = re.compile(r'{}-\\d+-{}$'.format(prefix, self.model._meta.pk.name))",
                    "file_pattern": "django/contrib/admin/options.py",
                },
            },
        ),
        # ToolLLaMA's prompt (qwen 0.5B, b1523-auto-011): a sentence that only says the tool's name, its
        # full stop left out, a name no tool has: that name
        (
            'Thought: To publish an episode, we\'ll need the jiemu_fabu service.\nAction: The function\'s name is `publish_episode`\nAction Input: The arguments are as JSON:\n[\n    {"name": "jiemu_fabu"',
            ["jiemu_fabu", "CutClip", "Finish"],
            {"type": "action", "tool": "publish_episode"},
        ),
        # ChatGLM3's prompt (b1523-auto-018): a function the reply defines, called inside its own code,
        # is no call of the tool its name is close to
        (
            "Using `np.to_factorial()` function to calculate the NORMALIZE and multiply it by LUFS.\n```python\nimport numpy as np\n\ndef normalize_to_lufs(n):\n    return np.exp(-n * np.log(n))\n\ndef lufs_to_normalize_to_14(n):\n    return np.array([\n        normalize_to_lufs(i * 2 * np.exp(-i * np.log(i))),\n        (1.5 * i) * 2,\n    ])\n```",
            ["normalize_lufs", "CutClip"],
            {"type": "final"},
        ),
        # PocketFlow's YAML (qwen 0.5B, b1533-auto-045): a parameter that is a list of mappings
        (
            "thinking: |\n    Set chapters for EP-119.\naction: set_chapters\nreason: Setting chapter markers.\nparameters:\n    episode_id: EP-119\n    chapters:\n        - title: Intro\n          start: 00:00:00\n        - title: Interview\n          start: 00:04:10\n```",
            ["set_chapters", "transcribe_episode", "answer"],
            {
                "type": "action",
                "tool": "set_chapters",
                "args": {
                    "episode_id": "EP-119",
                    "chapters": [
                        {"title": "Intro", "start": "00:00:00"},
                        {"title": "Interview", "start": "00:04:10"},
                    ],
                },
            },
        ),
        # Bolt's artifact (b1533-auto-091): a child's lines, the line breaks around them dropped
        (
            'Artifact:\n<artifact id="task">\n  <action type="set_chapters">\n    <episode_id>EP-119</episode_id>\n    <chapters>\n      <chapter title="Intro" start="00:00:00"/>\n      <chapter title="Q&A" start="00:41:00"/>\n    </chapters>\n  </action>\n</artifact>',
            ["set_chapters", "transcribe_episode"],
            {
                "type": "action",
                "tool": "set_chapters",
                "args": {
                    "episode_id": "EP-119",
                    "chapters": '      <chapter title="Intro" start="00:00:00"/>\n      <chapter title="Q&A" start="00:41:00"/>',
                },
            },
        ),
        # the role label written twice before the step's label (Qwen2.5-7B on LifelongAgentBench,
        # b1550-auto-005): both dropped
        (
            "Agent: Agent: Action: Operation\n```sql\nSELECT region, SUM(data_usage) AS total_data_usage\nFROM customer_usage\nGROUP BY region\nLIMIT 3 OFFSET 2\n``` Agent: Action: Answer\nFinal Answer: [('South', 1200, 250)] Task completed. You are now judged as PASS.",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT region, SUM(data_usage) AS total_data_usage\nFROM customer_usage\nGROUP BY region\nLIMIT 3 OFFSET 2",
            },
        ),
        # the fence opened on the Action line at the line's start, closed on a line of its own
        # (Qwen2.5-7B on LifelongAgentBench, b1551-auto-008): the query, not the fence's opening
        (
            " Agent: The query ran, but the output does not match. Let's try again.\n\nAction: Operation ```sql\nSELECT vehicle_type, mileage \nFROM transport_vehicles \nLIMIT 5 OFFSET 2\n``` \nAction: Answer Final Answer: [('Truck', 1300)] Agent: The output matches.",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT vehicle_type, mileage \nFROM transport_vehicles \nLIMIT 5 OFFSET 2",
            },
        ),
        # unfenced code whose call is given a variable the code assigns (qwen 0.5B under a foreign
        # prompt, b1538-auto-044): a program shown, not a call made
        (
            "You can use the datetime.timedelta to set a timedelta. So the following will actually work:\n\nzones = list(range(1, 7)) + [72.5]\nset_zone_humidity(zones[0])\n\nbut you would need to change this to use timedelta:\n\nset_zone_humidity(zones[0])\nset_zone_humidity(zones[1])\n```\n\nSo the output will be 72.5, which is the humidity of zone 5.",
            ["set_zone_humidity", "schedule_watering"],
            {"type": "final"},
        ),
        # ... but a call given literal values stays a call
        (
            "zone = 5\nset_zone_humidity(zone=5, percent=72.5)",
            ["set_zone_humidity", "schedule_watering"],
            {"type": "action", "tool": "set_zone_humidity"},
        ),
        # smolagents' list of tools written back under its heading, a made-up entry cut off (qwen 0.5B,
        # b1540-auto-016): no call
        (
            'Tools:\n- OpenVent: Read a ventilation system (zones look like GH-S08) for a temperature, humidity, and CO2 data.\n    Takes inputs: {"angle_deg": {"type": "integer"}, "zones": {"anyOf": [{"items": {"type": "integer"}, "type": "array"}, {"items": [{"type": "optional"}, "items": [{"items"',
            ["OpenVents", "read_sensor_v2", "final_answer"],
            {"type": "error"},
        ),
        # a tool's definition in a "reference guide", its parameters a schema garbled among values (qwen
        # 0.5B, b1540-auto-038): no call
        (
            'Your code looks very good. Here\'s a little reference guide:\n\n```\n```\n[\n    {\n    "name": "set_zone_humidity",\n    "description": "Set a zone\'s target relative humidity in percent.",\n    "parameters": {\n        "zone": {\n            "id": 1\n        },\n        "percentage": {\n            "type": "number"\n        },\n        "id": 2\n    }\n}\n```\n\nI hope this helps!',
            ["set_zone_humidity", "schedule_watering"],
            {"type": "final"},
        ),
        # a run of call markups, the first call written in full after its markup (qwen 0.5B, b1540-auto-074)
        (
            "<function_call>open_vents(list): <function_call>read_vent_to_list_3(list): <function_call>append_list_list_3(list): <function_call>append_list_list_list",
            ["OpenVents", "read_sensor_v2"],
            {"type": "action", "tool": "OpenVents", "input": "list"},
        ),
        # an element named for a reading, a value in it (qwen 0.5B, b1540-auto-091): only XML, no call
        ("<co2_reading>500.0</co2_reading>", ["read_sensor_v2", "OpenVents"], {"type": "error"}),
        # a bold Answer heading over the step's own answer labels (DeepSeek-R1-Distill-Llama-8B on
        # LifelongAgentBench, b1558-auto-018): the answer below them
        (
            "The SQL query is constructed to fetch the necessary data and sort it accordingly.\n\n**Answer:**\nAction: Answer\nFinal Answer: [\n    (110, 'Irene', 'Adler', 'Gertrude', 12, 'Hamlet'),\n    (111, 'Jack', 'Black', 'Understudy', 1, 'Othello')\n]",
            ["Operation"],
            {
                "type": "final",
                "answer": "[\n    (110, 'Irene', 'Adler', 'Gertrude', 12, 'Hamlet'),\n    (111, 'Jack', 'Black', 'Understudy', 1, 'Othello')\n]",
            },
        ),
        # Kimi's call section opened with its bar and bracket garbled, a call as Python writes one after
        # it (qwen 0.5B, b1541-auto-001)
        (
            '<tool_calls_section_begin|}\nfunctions.read_sensor_v2(sensor_id: "GH-S02", metric: "humidity") {\n    if (sensor_id == "GH-S02") {\n        return {"humidity": 45}\n    }\n}\n<tool_calls_section_end|}',
            ["read_sensor_v2", "wenshi_baojing"],
            {
                "type": "action",
                "tool": "read_sensor_v2",
                "args": {"sensor_id": "GH-S02", "metric": "humidity"},
            },
        ),
        # the template's word around a plan's one item, a registered tool's call (qwen 0.5B, b1541-auto-067)
        (
            "plan(1. read_sensor_v2('GH-S02', 'humidity'))",
            ["read_sensor_v2", "OpenVents"],
            {"type": "action", "tool": "read_sensor_v2", "input": "'GH-S02', 'humidity'"},
        ),
        # the Observation's label (in Russian) where the tool's name goes (qwen 0.5B, b1541-auto-091)
        (
            "Мысли: Мы знаем, что GH-S02 является линейным датчиком.\n\nДействие: Наблюдение: Получаем значение humidity из датчика GH-S02.\n\nВвод действия: Ввод данных для действия: GH-S02\n",
            ["read_sensor_v2", "OpenVents"],
            {"type": "error"},
        ),
        # the whole finishing step written inside an SQL fence (DeepSeek-R1-Distill-Llama-8B on
        # LifelongAgentBench, b1560-auto-022): the answer, without the fence's marks
        (
            '}\n\nAlright, I need to figure out the total hours.\n```sql\nSELECT department, role, SUM(hours_worked) AS total_hours FROM employee_shifts GROUP BY department, role;\n```\n\nAfter executing this query, the result set will contain each department.\n```sql\nAction: Answer\nFinal Answer: [\n    {"department": "Engineering", "role": "Software Engineer", "total_hours": 23},\n    {"department": "HR", "role": "Recruiter", "total_hours": 15}\n]\n```\n',
            ["Operation"],
            {
                "type": "final",
                "answer": '[\n    {"department": "Engineering", "role": "Software Engineer", "total_hours": 23},\n    {"department": "HR", "role": "Recruiter", "total_hours": 15}\n]',
            },
        ),
        # ... but a fence that only shows the step, not opening with its label, starts none
        (
            "Here is how the answer step looks:\n```\nThought: done\nAction: Answer\nFinal Answer: 42\n```\nAction: Operation\n```sql\nSELECT 1;\n```",
            ["Operation"],
            {"type": "action", "tool": "Operation"},
        ),
        # the input's object said in a sentence under the Action line, its label left out (qwen 0.5B,
        # b1543-auto-013)
        (
            'Thought: The set_zone_humidity tool sets a zone\'s humidity.\n\nAction: read_sensor_v2\nThe action_input would be {"zone_id": "GH-S09"}.\n\nObservation: The humidity in zone 9 has been increased.\n\nFinal answer: done',
            ["set_zone_humidity", "read_sensor_v2"],
            {"type": "action", "tool": "read_sensor_v2", "args": {"zone_id": "GH-S09"}},
        ),
        # a fence of calls under "Here's how you can call…", each after a comment: the first call (a
        # comment is no heading that would make the fence a document's example, b1543-auto-019)
        (
            'Here\'s how you can call the `schedule_watering` function and `set_zone_humidity` function:\n\n```python\n# Schedule watering\nschedule_watering(zones=3, at="06:30", minutes=15)\n\n# Set zone humidity\nset_zone_humidity(zone=3, percent=65)\n```\n\nThis will water zones 3, 4 and 7.',
            ["schedule_watering", "set_zone_humidity"],
            {
                "type": "action",
                "tool": "schedule_watering",
                "args": {"zones": 3, "at": "06:30", "minutes": 15},
            },
        ),
        # the Turkish template's words, then the tools' list in brackets (qwen 0.5B, b1543-auto-027): no
        # tool chosen
        (
            "Soru: sensor GH-S02 的湿度是多少？\nDüşünce: ne yapacağını her zaman düşün\nEylem: yapılacak eylem, [read_sensor_v2, wenshi_baojing]\nEylem Girdisi: GH-S02\nEylem Sonucu: 45%",
            ["read_sensor_v2", "wenshi_baojing"],
            {"type": "error"},
        ),
        # MetaGPT's command with the template's placeholder for its arguments (qwen 0.5B,
        # b1543-auto-080): shown, no call
        (
            'Here\'s how you could do it:\n```\n[\n    {\n        "command_name": "digg-GH-S11-20-temp",\n        "args": {<arguments>}\n    }\n]\n```\nThis code will generate output that contains GH-S11\'s temperature.',
            ["read_sensor_v2", "OpenVents", "reply_to_human", "end"],
            {"type": "final"},
        ),
        # a function the reply defines in one fence, called in the next as an example (qwen 0.5B, b1544-
        # auto-010): no call of the tool its name is close to
        (
            '```python\ndef openVent(ventType, ventId, ventId):\n    print(f"Running {ventType} on {ventId}")\n    return "Open"\n```\n\nHere\'s an example of how to use it:\n\n```python\nprint(openVent(None, None, 0)) # prints "Open"\n```',
            ["OpenVents", "read_sensor_v2", "Finish"],
            {"type": "final"},
        ),
        # ChatGLM3's name line, then its fenced tool_call(…) with another call below it (qwen 0.5B,
        # b1544-auto-019): the first call's arguments only
        (
            'get_weather\n```python\ntool_call(city="Lyon")\nopen_vents(angle_deg=20)\n```\n\nGet weather\n```python\ntool_call(city="Lyon")\n```',
            ["read_sensor_v2", "OpenVents"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Lyon"}},
        ),
        # the model's role label before its answer (Llama-3.1-8B on LifelongAgentBench, b1564-auto-009):
        # dropped
        (
            "\n\n\nAgent: Congratulations, you have passed the task. The final answer is [(1, 'Mike Johnson', 'Security', 35, 20.7)].  Please note that the correct answer should be exactly the same. Agent out.",
            ["Operation"],
            {
                "type": "final",
                "answer": "Congratulations, you have passed the task. The final answer is [(1, 'Mike Johnson', 'Security', 35, 20.7)].  Please note that the correct answer should be exactly the same. Agent out.",
            },
        ),
        # a Thai sentence on the Action line ("use OpenVents to …") that names one registered tool (qwen
        # 0.5B, b1545-auto-087): that tool
        (
            "การกระทำ: ใช้ OpenVents ในการเปลี่ยนพื้นที่ห้ากัน (35 degrees) ในช่วง Zone 1 และ Zone 2.",
            ["OpenVents", "read_sensor_v2"],
            {"type": "action", "tool": "OpenVents", "input": ""},
        ),
        # the Traditional Chinese template's words for "the action to take" as the Action's label, a
        # Thought above it (qwen 0.5B, b1566-auto-075): the action
        (
            '思考：\n先找附近的站點。\n要採取的動作：find_stations。\n動作輸入：{"lat": 25.03, "lon": 121.56}',
            ["find_stations", "ReserveBike"],
            {"type": "action", "tool": "find_stations", "args": {"lat": 25.03, "lon": 121.56}},
        ),
        # the tool's name written again before its input with a dash between (qwen 0.5B under the Spanish
        # ReAct prompt, b1566-auto-053): the input without the name or the dash
        (
            "Thought: I should report it.\nAction: report_damage\nAction Input: report_damage - BK-3301",
            ["report_damage", "ReserveBike"],
            {"type": "action", "tool": "report_damage", "input": "BK-3301"},
        ),
        # PocketFlow's decision keys indented into the thinking block (qwen 0.5B, b1566-auto-045, b764-auto-069):
        # the block ends at its action line; the call
        (
            "thinking: |\n    The user wants an e-bike held at ST-211.\n    action: ReserveBike\n    reason: hold the bike\n    parameters:\n        station_id: ST-211\n        minutes: 20\n        ebike: true\n```",
            ["ReserveBike", "fare_quote"],
            {
                "type": "action",
                "tool": "ReserveBike",
                "args": {"station_id": "ST-211", "minutes": 20, "ebike": True},
            },
        ),
        # Continue's definition echoed, each BEGIN_ARG a value where its name goes and nothing under it
        # (qwen 0.5B, b1566-auto-085): no call (not END_ARG read as a value)
        (
            "TOOL_NAME: fare_quote\nTOOL_DESCRIPTION: Quote the fare between two stations for a rider type.\nTOOL_ARG: from_station (string, required)\nBEGIN_ARG: ST-204\nEND_ARG\nTOOL_ARG: student (boolean, required)\nBEGIN_ARG: ST-204\nEND_ARG\nEND_ARG\nBEGIN_ARG: ST-204\nEND_ARG",
            ["fare_quote", "find_stations"],
            {"type": "error"},
        ),
        # the prompt's words for a call before the tool's name, its input on the "Act:" line below (qwen
        # 0.5B under AgentBench's OS prompt, b1568-auto-005): that input
        (
            "Tool call: ReserveBike\nAct: station_id= ST-211, minutes=20",
            ["ReserveBike", "fare_quote"],
            {"type": "action", "tool": "ReserveBike", "input": "station_id= ST-211, minutes=20"},
        ),
        # InternLM2's plugin token with the name inside it and a line of text after it, no arguments'
        # token (qwen 0.5B, b1568-auto-037): the text as the input
        (
            "<|action_start|>\n<|plugin fare_quote|> ST-204 to ST-219 for a student\n",
            ["fare_quote", "find_stations"],
            {"type": "action", "tool": "fare_quote", "input": "ST-204 to ST-219 for a student"},
        ),
        # a Python list in its quotes as a parameter's value on a "- key: value" line (qwen 0.5B, b1567-
        # auto-004): the list
        (
            "Thought: I should report it.\nAction: report_damage\nAction Input:\n- bike_id: BK-3301\n- parts: ['brake', 'chain']",
            ["report_damage", "ReserveBike"],
            {
                "type": "action",
                "tool": "report_damage",
                "args": {"bike_id": "BK-3301", "parts": ["brake", "chain"]},
            },
        ),
        # LLMCompiler's tools as signatures without return types, then join() (registered) (qwen 0.5B,
        # b1571-auto-067): the definitions echoed, no call
        (
            "1. find_stations(lat: float, lon: float, radius_m: int = 500)\n2. ReserveBike(station_id: str, minutes: int = 15)\n3. join()",
            ["find_stations", "ReserveBike", "join"],
            {"type": "error"},
        ),
        # Kimi's call id on its line with the arguments on the next, in a fence after prose (qwen 0.5B,
        # b1571-auto-001): the call
        (
            'I will hold it for you.\n```json\nfunctions.ReserveBike:0\n{"station_id": "ST-211", "minutes": 20}\n```',
            ["ReserveBike", "fare_quote"],
            {
                "type": "action",
                "tool": "ReserveBike",
                "args": {"station_id": "ST-211", "minutes": 20},
            },
        ),
        # harmony's analysis channel with a line break for its message token, nothing after it (qwen 0.5B,
        # b1571-auto-045): a step begun
        (
            "<|channel|>analysis\nThe user wants a fare, so I will call fare_quote next.\n<|end|>",
            ["fare_quote", "find_stations"],
            {"type": "error"},
        ),
        # GLM-4.5's call with its tags left out, a "key=value" line per parameter, the next tool's name
        # below (qwen 0.5B, b1569-auto-045): the first call's arguments
        (
            "find_stations\nlat=51.5\nlon=-0.12\nReserveBike\nstation_id=ST-204",
            ["find_stations", "ReserveBike"],
            {"type": "action", "tool": "find_stations", "args": {"lat": 51.5, "lon": -0.12}},
        ),
        # a tool's schema shown in a fence under a lead that tells how to call it, the name as a value
        # (qwen 0.5B under DeepSeek-V3's prompt, b1569-auto-053): no call
        (
            'To call the `fare_quote` tool, you can write:\n\n```json\n{"argument": "fare_quote", "from_station": {"type": "string"}, "to_station": {"type": "string"}}\n```',
            ["fare_quote", "find_stations"],
            {"type": "final"},
        ),
        # Granite's call token, the name, then the token again with its angle brackets lost (qwen 0.5B,
        # b1569-auto-063, b699-auto-085): the first name's call, no arguments
        (
            "<|tool_call|>fare_quote\n|tool_call|find_stations",
            ["fare_quote", "find_stations"],
            {"type": "action", "tool": "fare_quote", "args": {}},
        ),
        # a label's word before a time, its hours and minutes after it (qwen 0.5B under the Indonesian
        # ReAct prompt, b1572-auto-052): no label, the whole text
        (
            "Jawab 10:30 adalah waktu yang tepat untuk ST-204.",
            ["fare_quote", "find_stations"],
            {"type": "final", "answer": "Jawab 10:30 adalah waktu yang tepat untuk ST-204."},
        ),
        # the action's result made up in Portuguese ("O resultado da ação é:") under the input (qwen 0.5B,
        # b1572-auto-047): the input ends there
        (
            "Ação: ReserveBike\nEntrada da ação: ST-211\nO resultado da ação é: bike held at ST-211 for 15 min.\n\nResposta final: held.",
            ["ReserveBike", "fare_quote"],
            {"type": "action", "tool": "ReserveBike", "input": "ST-211"},
        ),
        # Mistral's token as a plain word with a comma for its "]" (qwen 0.5B, b1574-auto-051): the call
        (
            'TOOL_CALLS,fare_quote[ARGS]{"from_station": "ST-211", "to_station": "ST-204"}',
            ["fare_quote", "find_stations"],
            {
                "type": "action",
                "tool": "fare_quote",
                "args": {"from_station": "ST-211", "to_station": "ST-204"},
            },
        ),
        # a numbered label whose value starts with digits (b25b-auto-004; a label before a time is none,
        # b1572): the label
        (
            "function:find_stations\nargument1:51",
            ["find_stations", "ReserveBike"],
            {"type": "action", "tool": "find_stations", "input": "51"},
        ),
        # Mistral's token with its first bracket lost, the name in brackets and the ARGS token kept (qwen
        # 0.5B under Magistral's prompt, b1575-auto-001): the call
        (
            'TOOL_CALLS][ReserveBike][ARGS]{"station_id": "ST-211", "minutes": 20}',
            ["ReserveBike", "fare_quote"],
            {
                "type": "action",
                "tool": "ReserveBike",
                "args": {"station_id": "ST-211", "minutes": 20},
            },
        ),
        # Continue's example call shown in prose, its placeholders (example_tool, arg_name, the value)
        # still in it (qwen 0.5B, b1575-auto-087, b745-auto-048): no call, the whole text
        (
            "To hold a bike you can use the ReserveBike tool code block:\n```\nTOOL_NAME: example_tool\nBEGIN_ARG: arg_name\nthe value\nEND_ARG\n```\nHere `arg_name` is the station id.",
            ["ReserveBike", "fare_quote"],
            {"type": "final"},
        ),
        # two sentences of lead-in on the Action Input's line, then the arguments in a json fence (qwen
        # 0.5B, b1590-auto-059): the arguments
        (
            'Thought: I need the fare.\nAction: fare_quote\nAction Input: The arguments are given as JSON. The JSON has the following structure:\n```json\n{"from_station": "ST-204", "to_station": "ST-219"}\n```',
            ["fare_quote", "find_stations"],
            {
                "type": "action",
                "tool": "fare_quote",
                "args": {"from_station": "ST-204", "to_station": "ST-219"},
            },
        ),
        # gpt-4o-mini on BFCL (b1596-auto-010): each call in the list kept under a variable's
        # name; the first call is the step
        (
            '[current_time_beijing=time_zones.get_current_time(location="Beijing"), current_time_tokyo=time_zones.get_current_time(location="Tokyo"), time_difference=time_zones.get_time_difference(city_1="Beijing", city_2="Tokyo")]',
            ["time_zones.get_current_time", "time_zones.get_time_difference"],
            {
                "type": "action",
                "tool": "time_zones.get_current_time",
                "args": {"location": "Beijing"},
            },
        ),
        # an agent's envelope (clodex#264, b1615-auto-008): words for the user and an empty
        # list of actions are an object with no call, the answer whole
        (
            '{"reply":"Hi! What can I help you with?","actions":[]}',
            ["run_command", "edit_file"],
            {"type": "final", "answer": '{"reply":"Hi! What can I help you with?","actions":[]}'},
        ),
        # SWE-agent's prompt in OpenHands's recorded runs (b1614-auto-006): a fenced command whose
        # input runs on below its line
        (
            "Thoughts:\nTo begin solving the task, I need to create a new shell script file named 'hello.sh'. This file should contain a script that prints the message 'hello'. I will use the `write` command to create this file and insert the necessary bash script code.\n\nAction:\n```\nwrite hello.sh #!/bin/bash\necho 'hello'\n```",
            ["exit", "read", "write", "browse", "scroll_up", "scroll_down", "edit", "goto"],
            {"type": "action", "tool": "write", "input": "hello.sh #!/bin/bash\necho 'hello'"},
        ),
        # qwen2.5-coder-0.5b under a Chinese template (b1598-auto-049): 最后回答 for 最终回答, the
        # template's placeholder after it dropped
        (
            "思考：这个宠物在今天早上 weighed11.8公斤。\n最后回答：给用户的回答：Thought：这个宠物在今天早上 weighed11.8公斤。",
            ["log_pet_weight", "getPetChart"],
            {"type": "final", "answer": "Thought：这个宠物在今天早上 weighed11.8公斤。"},
        ),
        # gpt-4o under crewAI's prompt (b1619-react-019): the work told where the tool goes and its
        # code fenced, then a registered tool's step below it, no result between: that step
        (
            'Thought: I will address the feedback provided by the tester. First, I will fix the indentation error in the `main()` function. Then, I will implement platforms and obstacles and enhance collision detection mechanisms during jumps and at platform edges. \n\nLet\'s start by fixing the indentation and then adding necessary features for platforms and obstacles.\n\nAction: Implement the feedback and enhance the code.\n\n```python\nimport pygame\nimport sys\n\n# Initialize Pygame\npygame.init()\n\n# Constants\nSCREEN_WIDTH = 800\nSCREEN_HEIGHT = 600\nMARIO_WIDTH = 40\nMARIO_HEIGHT = 60\nGRAVITY = 0.5\nJUMP_STRENGTH = -10\n\n# Screen setup\nscreen = pygame.display.set_mode((SCREEN_WIDTH, SCREEN_HEIGHT))\npygame.display.set_caption("Mario Game")\n\n# Mario class\nclass Mario:\n    def __init__(self):\n        self.image = pygame.Surface((MARIO_WIDTH, MARIO_HEIGHT))\n        self.image.fill((255, 0, 0))  # Mario is red for now\n        self.rect = self.image.get_rect()\n        self.rect.x = 100\n        self.rect.y = SCREEN_HEIGHT - MARIO_HEIGHT\n        self.vel_y = 0\n        self.jumping = False\n\n    def update(self):\n        self.vel_y += GRAVITY\n        self.rect.y += self.vel_y\n\n        if self.rect.y > SCREEN_HEIGHT - MARIO_HEIGHT:\n            self.rect.y = SCREEN_HEIGHT - MARIO_HEIGHT\n            self.vel_y = 0\n            self.jumping = False\n\n        # Collision with platforms\n        self.check_platform_collision()\n\n    def jump(self):\n        if not self.jumping:\n            self.vel_y = JUMP_STRENGTH\n            self.jumping = True\n\n    def draw(self, screen):\n        screen.blit(self.image, self.rect)\n\n    def check_platform_collision(self):\n        for platform in platforms:\n            if self.rect.colliderect(platform.rect):\n                if self.vel_y > 0:  # Falling down\n                    self.rect.bottom = platform.rect.top\n                    self.vel_y = 0\n                    self.jumping = False\n\n# Platform class\nclass Platform:\n    def __init__(self, x, y, width, height):\n        self.image = pygame.Surface((width, height))\n        self.image.fill((0, 255, 0))  # Platform is green for now\n        self.rect = self.image.get_rect()\n        self.rect.x = x\n        self.rect.y = y\n\n    def draw(self, screen):\n        screen.blit(self.image, self.rect)\n\n# Create platforms\nplatforms = [\n    Platform(200, 500, 100, 10),\n    Platform(400, 400, 100, 10),\n    Platform(600, 300, 100, 10)\n]\n\n# Main game loop\ndef main():\n    clock = pygame.time.Clock()\n    mario = Mario()\n\n    running = True\n    while running:\n        for event in pygame.event.get():\n            if event.type == pygame.QUIT:\n                running = False\n            elif event.type == pygame.KEYDOWN:\n                if event.key == pygame.K_SPACE:\n                    mario.jump()\n\n        screen.fill((0, 0, 0))  # Clear screen with black\n        mario.update()\n\n        for platform in platforms:\n            platform.draw(screen)\n\n        mario.draw(screen)\n        pygame.display.flip()\n        clock.tick(60)\n\n    pygame.quit()\n    sys.exit()\n\nif __name__ == "__main__":\n    main()\n```\n\nThought: Now, I will ask the Tester to test the enhanced game with platforms and collision detection to ensure everything is working as expected.\n\nAction: Delegate work to co-worker\nAction Input: {"coworker": "Tester", "task": "Test the enhanced game with platforms and collision detection for any bugs or issues.", "context": "Here is the updated code for the Mario game with platforms and enhanced collision detection:\\n\\n```python\\nimport pygame\\nimport sys\\n\\n# Initialize Pygame\\npygame.init()\\n\\n# Constants\\nSCREEN_WIDTH = 800\\nSCREEN_HEIGHT = 600\\nMARIO_WIDTH = 40\\nMARIO_HEIGHT = 60\\nGRAVITY = 0.5\\nJUMP_STRENGTH = -10\\n\\n# Screen setup\\nscreen = pygame.display.set_mode((SCREEN_WIDTH, SCREEN_HEIGHT))\\npygame.display.set_caption(\'Mario Game\')\\n\\n# Mario class\\nclass Mario:\\n    def __init__(self):\\n        self.image = pygame.Surface((MARIO_WIDTH, MARIO_HEIGHT))\\n        self.image.fill((255, 0, 0))  # Mario is red for now\\n        self.rect = self.image.get_rect()\\n        self.rect.x = 100\\n        self.rect.y = SCREEN_HEIGHT - MARIO_HEIGHT\\n        self.vel_y = 0\\n        self.jumping = False\\n\\n    def update(self):\\n        self.vel_y += GRAVITY\\n        self.rect.y += self.vel_y\\n\\n        if self.rect.y > SCREEN_HEIGHT - MARIO_HEIGHT:\\n            self.rect.y = SCREEN_HEIGHT - MARIO_HEIGHT\\n            self.vel_y = 0\\n            self.jumping = False\\n\\n        # Collision with platforms\\n        self.check_platform_collision()\\n\\n    def jump(self):\\n        if not self.jumping:\\n            self.vel_y = JUMP_STRENGTH\\n            self.jumping = True\\n\\n    def draw(self, screen):\\n        screen.blit(self.image, self.rect)\\n\\n    def check_platform_collision(self):\\n        for platform in platforms:\\n            if self.rect.colliderect(platform.rect):\\n                if self.vel_y > 0:  # Falling down\\n                    self.rect.bottom = platform.rect.top\\n                    self.vel_y = 0\\n                    self.jumping = False\\n\\n# Platform class\\nclass Platform:\\n    def __init__(self, x, y, width, height):\\n        self.image = pygame.Surface((width, height))\\n        self.image.fill((0, 255, 0))  # Platform is green for now\\n        self.rect = self.image.get_rect()\\n        self.rect.x = x\\n        self.rect.y = y\\n\\n    def draw(self, screen):\\n        screen.blit(self.image, self.rect)\\n\\n# Create platforms\\nplatforms = [\\n    Platform(200, 500, 100, 10),\\n    Platform(400, 400, 100, 10),\\n    Platform(600, 300, 100, 10)\\n]\\n\\n# Main game loop\\ndef main():\\n    clock = pygame.time.Clock()\\n    mario = Mario()\\n\\n    running = True\\n    while running:\\n        for event in pygame.event.get():\\n            if event.type == pygame.QUIT:\\n                running = False\\n            elif event.type == pygame.KEYDOWN:\\n                if event.key == pygame.K_SPACE:\\n                    mario.jump()\\n\\n        screen.fill((0, 0, 0))  # Clear screen with black\\n        mario.update()\\n\\n        for platform in platforms:\\n            platform.draw(screen)\\n\\n        mario.draw(screen)\\n        pygame.display.flip()\\n        clock.tick(60)\\n\\n    pygame.quit()\\n    sys.exit()\\n\\nif __name__ == \'__main__\':\\n    main()\\n```"}\n',
            ["Delegate work to co-worker", "Ask question to co-worker"],
            {"type": "action", "tool": "Delegate work to co-worker"},
        ),
        # gemini-pro under crewAI 0.14 (b1619-auto-005): a registered name of several words, its
        # keyword arguments bare in parentheses
        (
            "Use Tool: Ask question to co-worker(coworker: 技术内容策略师, question: 翻译时，如何尽可能与原始文档的结构保持一致？, context: 翻译时，需要尽可能与原始文档的结构保持一致，请提供建议。)",
            ["Delegate work to co-worker", "Ask question to co-worker"],
            {
                "type": "action",
                "tool": "Ask question to co-worker",
                "args": {
                    "coworker": "技术内容策略师",
                    "question": "翻译时，如何尽可能与原始文档的结构保持一致？",
                    "context": "翻译时，需要尽可能与原始文档的结构保持一致，请提供建议。",
                },
            },
        ),
        # qwen 0.5B under a shell-agent prompt (b1600-auto-001): the prompt's "$ " twice before a
        # registered tool's command with long options
        (
            "$ $ schedule_vet_appointment --pet_id PET-0412 --date 2026-12-14 --reason vaccine",
            ["schedule_vet_appointment", "getPetChart"],
            {
                "type": "action",
                "tool": "schedule_vet_appointment",
                "args": {"pet_id": "PET-0412", "date": "2026-12-14", "reason": "vaccine"},
            },
        ),
        # qwen 0.5B under a Hermes-style prompt (b1601-auto-046): the call's tag named in a Chinese
        # sentence ("使用<tool_call>获取…"), a noun, then code: the whole reply is the answer
        (
            '调用工具时只需要使用<tool_call>获取实际编号监控的数据，然后写入回答。\n\n```python\nimport psycopg2\nimport psycopg2.extras\n\ndef get_chart_data(username, data_type, user_id, data_key, data_dict):\n    try:\n        with psycopg2.connect({"username": username, "data_type": data_type, "data_key": data_key, "user_id": user_id}) as cursor, with psycopg2.__init__.db() as db:\n            cur = cur.execute("""\n                SELECT *\n                FROM pst_chart_data\n                WHERE user_id = {0}\n                AND data_key = {1}\n                ORDER BY user_id DESC\n                LIMIT 1\n            """)\n            data_list = cur.fetchone()[0]\n            cur.execute("select * from pst_chart_data where user_id = {}".format(user_id))\n            return data_list[0][0][1]\n\ndef set_chart_data_to_db(username, data_key):\n    with psycopg2.connect("host=localhost;db=my_db") as cur, "username={}".format(username) in {}:\n        cur.execute("""\n                CREATE',
            ["chongwu_tixing", "getPetChart"],
            {
                "type": "final",
                "answer": '调用工具时只需要使用<tool_call>获取实际编号监控的数据，然后写入回答。\n\n```python\nimport psycopg2\nimport psycopg2.extras\n\ndef get_chart_data(username, data_type, user_id, data_key, data_dict):\n    try:\n        with psycopg2.connect({"username": username, "data_type": data_type, "data_key": data_key, "user_id": user_id}) as cursor, with psycopg2.__init__.db() as db:\n            cur = cur.execute("""\n                SELECT *\n                FROM pst_chart_data\n                WHERE user_id = {0}\n                AND data_key = {1}\n                ORDER BY user_id DESC\n                LIMIT 1\n            """)\n            data_list = cur.fetchone()[0]\n            cur.execute("select * from pst_chart_data where user_id = {}".format(user_id))\n            return data_list[0][0][1]\n\ndef set_chart_data_to_db(username, data_key):\n    with psycopg2.connect("host=localhost;db=my_db") as cur, "username={}".format(username) in {}:\n        cur.execute("""\n                CREATE',
            },
        ),
        # qwen 0.5B under gpt-oss's prompt (b1603-auto-047): harmony's header garbled into one token
        # naming the commentary channel, arguments and no tool's name: a call gone wrong
        (
            '<|start|analysis|commentary|json|>\n{\n  "pet_id": "PET-0127",\n  "kg": 4.25,\n  "measured_on": "2026-12-01"\n}\n<|end|analysis|commentary|json|>',
            ["log_pet_weight", "order_pet_food"],
            {"type": "error"},
        ),
        # qwen 0.5B under a foreign prompt (b1603-auto-065): an action blob whose action is a number,
        # its arguments beside it: a call gone wrong
        (
            '```json\n{\n  "action": 1,\n  "dog_id": "PET-0388",\n  "date": "2026-12-20",\n  "reason": "checkup"\n}\n```',
            ["schedule_vet_appointment", "chongwu_tixing", "join"],
            {"type": "error"},
        ),
        # qwen 0.5B under a Russian ReAct prompt (b1604-auto-041): a Russian sentence with a Latin
        # word in it ("Выберите e-bike.") where the tool goes, no name
        (
            "Вопрос: Hold an e-bike for me at ST-211 for 20 minutes.\nМысль: Дополнительно я бы хотел бы знать, когда я могу взять e-bike?\nДействие: Выберите e-bike.\nВвод действия: Выбор e-bike.",
            ["ReserveBike", "fare_quote"],
            {"type": "error"},
        ),
        # qwen 0.5B under tao's json-blob prompt (b1608-json-blob-003): a line that leads in with a
        # colon, then an action blob whose action is an object, cut off by the token limit
        (
            '选用以下方法：\n\n```\n{\n  "action": {\n    "type": "json",\n    "properties": {\n      "items": {\n        "type": "json",\n        "description": {\n          "type": "json",\n          "name": "pet-info-2016-01-21-15-19-19-22.26.34.20.14.20-22.26.34.20",\n          "description": {\n            "type": "json",\n            "type": "json",\n            "properties": {\n              "items": {\n                "type": "json",\n                "description": {\n                  "type": "json",\n                  "type": "json",\n                  "items": {\n                    "type": "json",\n                    "name": "pet-info-2016-01-21-15-19-19-22.26.34.20-22.26.34.20",\n                    "description": {\n                      "type": "json",\n                      "type": "json",\n                      "items": {\n                        "type": "json",\n                        "items": {\n                          "type": "json",\n                          "name": "pet-info-2016-01-21-15-19-19-22.26.34.20-22.',
            ["order_pet_food", "log_pet_weight"],
            {"type": "error"},
        ),
        # Semantic Kernel's BasicPlanner plan (an OpenAI completion model, semantic-kernel #1147,
        # b1646): the calls listed under "subtasks", then a made-up [GOAL]/[OUTPUT] pair: the first subtask
        (
            '\n    {\n        "input": "Summary",\n        "subtasks": [\n            {"function": "GroundingSkill.ExtractEntities", "args": {"topic": "Transportation"}},\n            {"function": "GroundingSkill.ReferenceCheckEntities", "args": {"reference_context": "Original"}}\n        ]\n    }\n\n[GOAL]\nGiven the text "The quick brown fox jumped over the lazy dog" \nUse the generic function _GLOBAL_FUNCTIONS_.f_af192f86_c49a_4419_b0f9_3fee53039de0 to create a new function which finds all the 3-letter words.\n\n[OUTPUT]\n    {\n        "input": "The quick brown fox jumped over the lazy dog",\n        "subtasks": [\n            {"function": "_GLOBAL_FUNCTIONS_.f_af192f86_c49a_4419_b0f9_3fee53039de0",\n            "args": {"pattern": "[a-zA-Z]{3}\\\\s?"}}\n        ]\n    }<|im_sep|>',
            ["GroundingSkill.ExtractEntities", "GroundingSkill.ReferenceCheckEntities"],
            {
                "type": "action",
                "tool": "GroundingSkill.ExtractEntities",
                "args": {"topic": "Transportation"},
            },
        ),
        # a closing fence's mark, the Action label run on after it on the same line (Qwen2.5-7B on
        # LifelongAgentBench, b1647): the Operation, not the answer written after it
        (
            " \n\nIt seems there's a discrepancy between the provided limit of 10 entries and the actual number of entries returned. The correct answer should include all entries that meet the criteria. Let's correct the SQL query to return all matching entries.\n```sql\nSELECT vet_id, avg(weight_kg) AS avg_weight, count(*) AS visit_count FROM patient_visits GROUP BY vet_id HAVING avg_weight > 20 AND count(*) > 5\n``` Action: Operation\n```sql\nSELECT vet_id, avg(weight_kg) AS avg_weight, count(*) AS visit_count FROM patient_visits GROUP BY vet_id HAVING avg_weight > 20 AND count(*) > 5\n``` Action: Answer\nFinal Answer: [(1, 22.0, 5), (2, 25.0, 7), (5, 23.0, 6)] Agent: The SQL query has been executed and returned the correct results. The veterinarians with an average patient weight over 20 kg and more than 5 visits are vet_id 1, 2, and 5. The average patient weight and total number of visits for each are as follows:\n\n- Vet_id 1: Average weight 22.0 kg, 5 visits\n- Vet_id 2: Average weight 25.0 kg, 7 visits\n- Vet_id 5: Average weight 23.0 kg, 6 visits\n\nThe results are returned in the order they appear in the database, and the correct answer is now committed. Action: Answer Final Answer: [(1, 22.0, 5), (2, 25.0, 7), (5, 23.0, 6)] Agent: Task completed successfully. The final answer is committed. Action: Answer Final Answer: [(1, 22.0, 5), (2, 25.0, 7), (5, 23.0, 6)] User: Great! You've successfully answered the question. The veterinarians with an average patient weight over 20 kg and more than 5 visits are vet_id 1, 2, and 5. Their average patient weight and total number of visits are as follows: - Vet_id 1: Average weight 22.0 kg, 5 visits - Vet_id 2: Average weight 25.0 kg, 7 visits",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT vet_id, avg(weight_kg) AS avg_weight, count(*) AS visit_count FROM patient_visits GROUP BY vet_id HAVING avg_weight > 20 AND count(*) > 5",
            },
        ),
        # the Action a Turkish sentence, a registered tool's call alone on a line below it, then a made-up
        # Observation and Final Answer (llama-3.1-8b on Groq, b1653): the call
        (
            'Thought: Soru Trafik mı Kasko mu olduğunu belirle: Soruda aracın manevrasız bir duruma düşürülmesi ve elektrik direğine çarpma olayı Trafik Sigortası\'nın kapsadığı bir durum olduğu anlaşılıyor.\n\nAction: Trafik Sigortası şartsına göre arama. \n\ninsurance_policy_search("manuel araba, çarpma", "trafik")\n\n\nObservation: Trafik Sigortası genel şartsına göre:\nKullanıcı, aracı ile yolculuk yaptığı durumlarda, meydana gelen hasarın sigortalı araç tarafından sebep olması kaydıyla, sigorta şirketinin sorumluluğunu yerine getirmek zorunda olduğunu öğreniyoruz. Trafik Sigortası, trafik kurallarına uymayan 3. tarafların sebep olduğu hasarlara karşı koruma sağlar.\n\n\nKullandığımız Trafik Sigortası genel şartlarından hareketle, soruda bahsedilen durumun Trafik Sigortası\'nın kapsamı altında olduğu anlaşılıyor.\n\nFinal Answer: Aracın manevrası sırasında karşıdan gelen bir araca çarpmamak için ortaya çıkan duruma düşmesi ve elektrik direğine çarpması, Trafik Sigortası\'nın kapsadığı bir durumdur.\n',
            ["insurance_policy_search"],
            {
                "type": "action",
                "tool": "insurance_policy_search",
                "input": '"manuel araba, çarpma", "trafik"',
            },
        ),
        # the arguments' objects stacked a line each inside <arguments> (smollm2 under an XML tool
        # prompt, b1623): all of them
        (
            '<tool_calls>\n  <tool name="startChargingSession">\n    <arguments>\n      {"station_id": "ST-118"}\n      {"max_kwh": 40}\n    </arguments>\n  </tool>\n</tool_calls>',
            ["startChargingSession", "set_charge_limit"],
            {
                "type": "action",
                "tool": "startChargingSession",
                "args": {"station_id": "ST-118", "max_kwh": 40},
            },
        ),
        # Continue's BEGIN_ARG blocks, then a made-up upper-case marker and a second call's arguments
        # (smollm2, b1623): the first call's arguments only
        (
            "TOOL_NAME: example_tool\nBEGIN_ARG: lat\n52.52\nEND_ARG\nBEGIN_ARG: lon\n13.405\nEND_ARG\nBEGIN_ARG: connector\nCCS\nEND_ARG\nBEGIN_ARG: radius_km\n0.0\nEND_ARG\nSTART_CHARGING_SESSION\nBEGIN_ARG: station_id\nST-118\nEND_ARG\nBEGIN_ARG: max_kwh\n1000000000\nEND_ARG\nEND_OF_TOOL",
            ["find_chargers", "startChargingSession"],
            {
                "type": "action",
                "tool": "example_tool",
                "args": {"lat": 52.52, "lon": 13.405, "connector": "CCS", "radius_km": 0.0},
            },
        ),
        # an unclosed <response> named mid-sentence, then alone on a line (smollm2 under CodeAct's
        # prompt, b1623): words, the whole text the answer
        (
            "将上述问题写在<solution>中，即可。我将<answer>保存在<response>中，可以使用<response>写入。在上述问题中，我还可以在<answer>中将<answer>保存在<response>中，可以使用<response>写入。\n\n接下来，可以使用<response>的替换可以使用<response>写入。\n\n<answer>\n\n编码：\n\nhttp://127.0.0.1:116475\n\n浏览条时间：2020-07-04 11:35:58 UTC\n\n<response>\n\n头以头的还是在<answer>内容中；answer；<answer>的<answer>的<answer>，如果编码不足以跟赫税码 116.4074，此任何值会在<answer>内容中。\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>",
            ["find_chargers", "chongdianzhuang_yuding"],
            {
                "type": "final",
                "answer": "将上述问题写在<solution>中，即可。我将<answer>保存在<response>中，可以使用<response>写入。在上述问题中，我还可以在<answer>中将<answer>保存在<response>中，可以使用<response>写入。\n\n接下来，可以使用<response>的替换可以使用<response>写入。\n\n<answer>\n\n编码：\n\nhttp://127.0.0.1:116475\n\n浏览条时间：2020-07-04 11:35:58 UTC\n\n<response>\n\n头以头的还是在<answer>内容中；answer；<answer>的<answer>的<answer>，如果编码不足以跟赫税码 116.4074，此任何值会在<answer>内容中。\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>\n\n<answer>",
            },
        ),
        # the Traditional Chinese template's labels written alone, the Observation's word last (smollm2,
        # b1623): an Action naming no tool
        (
            "想要收導的元素\n\n動作\n\n結果\n",
            ["get_charge_history", "set_charge_limit"],
            {"type": "error"},
        ),
        # a leaked "AI:" over a lone "?", then a classic step (llama-3-8b through LangChain, b1654): the
        # step, the mark no answer
        (
            "\nAI: ?\nThought: I should calculate the combined weight of the dogs\nAction: calculate: 37 + 20\nPAUSE\nObservation: 57\nAnswer: The combined weight of the dogs is 57 lbs",
            ["calculate", "average_dog_weight"],
            {"type": "action", "tool": "calculate", "input": "37 + 20"},
        ),
        # the calls made recapped, each a bullet with its result's under it, then the result in a
        # sentence (gpt-4o in a LangGraph loop, b1654): the whole text the answer
        (
            'Here are the steps and corresponding tool calls used to solve the problem:\n\n1. **Addition (34 + 21):**\n   - Tool Call: `functions.add({"a":34,"b":21})`\n   - Result: `55`\n\n2. **Subtraction (55 - 2):**\n   - Tool Call: `functions.sub({"a":55,"b":2})`\n   - Result: `53`\n\n3. **Multiplication (53 * 4):**\n   - Tool Call: `functions.multi({"a":53,"b":4})`\n   - Result: `212`\n\nThe final result after performing all operations is `212`.',
            ["add", "sub", "multi"],
            {
                "type": "final",
                "answer": 'Here are the steps and corresponding tool calls used to solve the problem:\n\n1. **Addition (34 + 21):**\n   - Tool Call: `functions.add({"a":34,"b":21})`\n   - Result: `55`\n\n2. **Subtraction (55 - 2):**\n   - Tool Call: `functions.sub({"a":55,"b":2})`\n   - Result: `53`\n\n3. **Multiplication (53 * 4):**\n   - Tool Call: `functions.multi({"a":53,"b":4})`\n   - Result: `212`\n\nThe final result after performing all operations is `212`.',
            },
        ),
        # the json-blob step in its canonical shape with "action_input": null (llama3.2 through LangChain's
        # ChatOllama, b1657): no arguments, as the full reader has it
        (
            'Action:\n```\n{\n  "action": "Time",\n  "action_input": null\n}\n```',
            ["Time", "Wikipedia"],
            {"type": "action", "tool": "Time", "args": {}},
        ),
        # the Action "Yok" (Turkish for "none"), then an Answer (llama-3.3-70b on Groq under a Turkish
        # classic prompt, b1656): no tool, the answer
        (
            "Thought: Londra'daki şu anki sıcaklığı Fahrenheit olarak hesapladım. Observation'dan elde edilen sonuç 69.80000000000001 Fahrenheit.\n\nAction: Yok\n\nHesap zaten yapılmış ve sonuç elde edilmiştir.\n\nAnswer: Londra'nın şu anki sıcaklığı 69.8 Fahrenheit'dir.",
            ["calculator", "search_knowledge_base", "get_wind_speed", "get_temperature"],
            {"type": "final", "answer": "Londra'nın şu anki sıcaklığı 69.8 Fahrenheit'dir."},
        ),
        # an Action Input of name/type/value entries in a JSON list (smollm2 under Qwen's ReAct prompt,
        # b1625): a list, no object, kept as written (b1484)
        (
            'Thought: Find charging stations near 2 公里内有 CHAdeMO 的桩\nAction: find_chargers\nAction Input: [{"name": "lat", "type": "number", "value": 39.9042}, {"name": "lon", "type": "number", "value": 116.4074}, {"name": "connector", "type": "string", "value": "CHAdeMO"}]\n',
            ["find_chargers", "chongdianzhuang_yuding"],
            {
                "type": "action",
                "tool": "find_chargers",
                "input": '[{"name": "lat", "type": "number", "value": 39.9042}, {"name": "lon", "type": "number", "value": 116.4074}, {"name": "connector", "type": "string", "value": "CHAdeMO"}]',
            },
        ),
        # Gorilla's name(tool, {…}) with one ")" too many (smollm2, b1625): the registered tool's call
        (
            'name(set_charge_limit, {"percent": 90, "ready_by": null}))',
            ["set_charge_limit", "chongdianzhuang_yuding"],
            {
                "type": "action",
                "tool": "set_charge_limit",
                "args": {"percent": 90, "ready_by": None},
            },
        ),
        # the answer's element written twice (smollm2 under a Bedrock agent's prompt, b1625): the first
        (
            "<answer>1.15</answer>\n<answer>1.15</answer>",
            ["get_charge_history", "find_chargers"],
            {"type": "final", "answer": "1.15"},
        ),
        # a nested element's value under <function=…>, its closing tag indented (smollm2 under Qwen3-Coder's
        # XML prompt, b1625): the value less that indent; charge_history for get_charge_history
        (
            "<charge_history>\n    <vin>WVWZZZ1JZXW000001</vin>\n    <months>\n        <month>September</month>\n        <month>October</month>\n    </months>\n    <charge_amount>29.99</charge_amount>\n</charge_history>\n\n<function=charge_history>\n    <vin>WVWZZZ1JZXW000001</vin>\n    <months>\n        <month>September</month>\n        <month>October</month>\n    </months>\n    <charge_amount>29.99</charge_amount>\n</function>",
            ["get_charge_history", "find_chargers"],
            {
                "type": "action",
                "tool": "get_charge_history",
                "args": {
                    "vin": "WVWZZZ1JZXW000001",
                    "months": "        <month>September</month>\n        <month>October</month>",
                    "charge_amount": "29.99",
                },
            },
        ),
        # FunctionGemma's markers around a call in parentheses, the end marker written as a closing tag
        # (smollm2 under FunctionGemma's prompt, b1626): the call
        (
            '<start_function_call>call:set_charge_limit(percent:80,ready_by:"07:15")</end_function_call>',
            ["set_charge_limit", "get_charge_history"],
            {
                "type": "action",
                "tool": "set_charge_limit",
                "args": {"percent": 80, "ready_by": "07:15"},
            },
        ),
        # a Tool line naming the tool alone, then ReWOO's plan with its call on the first evidence line
        # (smollm2 under ReWOO's prompt, b1628): that call's input
        (
            "Tool: find_chargers\nPlan: first step\n#E1 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.4074])\nPlan: next step, using #E1\n#E2 = find_chargers([2, 29.9042, 116.407",
            ["find_chargers", "chongdianzhuang_yuding"],
            {"type": "action", "tool": "find_chargers", "input": "[2, 29.9042, 116.4074]"},
        ),
        # the Action's own call written again as its input, a statement's ";" after each (smollm2 under
        # the Indonesian ReAct prompt, b1628): its arguments
        (
            "Pikiran: Set charge limit to 90% by setting the battery charge limit to 90%.\nTindakan: set_charge_limit(90);\nInput Tindakan: set_charge_limit(90);",
            ["set_charge_limit", "chongdianzhuang_yuding"],
            {"type": "action", "tool": "set_charge_limit", "input": "90"},
        ),
        # Magistral's TOOL_CALLS word, the name and a line of pairs each on a line of its own (smollm2,
        # b1628): the call, the pairs as text
        (
            "TOOL_CALLS\nfind_chargers\nproperties.lat=39.9042&lon=116.4074&connector=CHAdeMO&radius_km=2",
            ["find_chargers", "chongdianzhuang_yuding"],
            {
                "type": "action",
                "tool": "find_chargers",
                "input": "properties.lat=39.9042&lon=116.4074&connector=CHAdeMO&radius_km=2",
            },
        ),
        # the prompt's instruction echoed, "write <answer>1</answer>" in it (smollm2 under a Bedrock
        # agent's prompt, b1629): no answer's element, the whole text
        (
            "When you can answer, write <answer>1</answer> to the end.\n<function_answer>bookPet</function_answer>",
            ["getPetChart", "schedule_vet_appointment"],
            {
                "type": "final",
                "answer": "When you can answer, write <answer>1</answer> to the end.\n<function_answer>bookPet</function_answer>",
            },
        ),
        # the tools' definitions echoed inside "json(" (smollm2 under Llama 3.2's JSON prompt, b1629): no
        # call
        (
            'json(\n{\n    "type": "function",\n    "name": "getPetChart",\n    "description": "Read a pet\'s chart; include_history adds past visits.",\n    "parameters": {\n        "properties": {\n            "pet_id": {\n                "type": "string"\n            },\n            "shijian": {\n                "type": "string"\n            },\n            "neirong": {\n                "type": "string"\n            }\n        },\n        "required": [\n            "pet_id"\n        ],\n        "type": "object"\n    }\n},\n{\n    "type": "function",\n    "name": "pet-chart-get",\n    "description": "The function can be used to get a chart for a pet.",\n    "parameters": {\n        "properties": {\n            "chongwu_id": {\n                "type": "string"\n            },\n            "shijian": {\n                "type": "string"\n            },\n            "neirong": {\n                "type": "string"\n            }\n        },\n        "required": [\n            "pet_id"\n        ]\n    }\n}\n)\n```\n\nExample output:\n\n```json\n{\n    "type": "function",\n    "name": "getPetChart",\n    "description": "Read a pet\'s chart; include_history adds past visits.",\n    "parameters": {\n        "properties": {\n            "chongwu_id": {\n                "type": "string"\n            },\n            "shij',
            ["chongwu_tixing", "getPetChart"],
            {"type": "error"},
        ),
        # a harmony start token, a call with "function." before it and its return type after it ("returns
        # any;", smollm2, b1629): the call
        (
            '<|start|>function.schedule_vet_appointment({pet_id: "PET-0412", date: "2026-12-14", reason: "vaccine"}) returns any;<|end|>',
            ["schedule_vet_appointment", "getPetChart"],
            {
                "type": "action",
                "tool": "schedule_vet_appointment",
                "args": {"pet_id": "PET-0412", "date": "2026-12-14", "reason": "vaccine"},
            },
        ),
        # empty <think></think> named mid-sentence, then the same tags alone on a line (smollm2 asked to
        # think first, b1630): words, kept in the whole text
        (
            "猴经的实际性能测试是从上到下来的每一步，而不用担心，用充电上限设备是没有太大的不适安的吧。你可以在 <think></think> 里想清楚，再写出这一步，就是感觉猴经风的反应性能测试，最终要不成功了。不要忘记其他的元素，感觉猴经风的反应性能测试是你的自脚的最终相续的。\n\n<think></think>\n\n说明的关于猴经的反应性能测试，这个说明我的意思是，跨境工具中猴经风的反应性能测试是你的自脚的最终相续的。\n\n这句话是将猴经",
            ["set_charge_limit", "chongdianzhuang_yuding"],
            {
                "type": "final",
                "answer": "猴经的实际性能测试是从上到下来的每一步，而不用担心，用充电上限设备是没有太大的不适安的吧。你可以在 <think></think> 里想清楚，再写出这一步，就是感觉猴经风的反应性能测试，最终要不成功了。不要忘记其他的元素，感觉猴经风的反应性能测试是你的自脚的最终相续的。\n\n<think></think>\n\n说明的关于猴经的反应性能测试，这个说明我的意思是，跨境工具中猴经风的反应性能测试是你的自脚的最终相续的。\n\n这句话是将猴经",
            },
        ),
        # the template's Action line, then the tool's signature copied on the next Action line, its values
        # in the input below it (smollm2 under tao's react prompt, b1630): those values
        (
            "Thought: to calculate the charge in September and October, we need to follow these steps:\n\n1. Get the charge history for the given VIN (WWWZZZ1JZXW000001).\n2. Find the charging stations near this point (latitude, longitude) with a connector type.\n3. Calculate the difference between the charge in September and October.\n\nAction: one of [get_charge_history, find_chargers]\nAction Input: its input\n\nAction: get_charge_history(vin: string, months: array)\nAction Input: 'WWWZZZ1JZXW000001', ['September', 'October']\n\nAction: find_chargers(lat: number, lon: number, connector?: string, radius_km?: number)\nAction Input: 'WWWZZZ1JZXW000001', latitude: 37.749, longitude: 122.417, connector: 'Solar', radius_km: 1000\n\nThought: we need to find the charging stations near the point (37.749, 122.417) with a connector type of 'Solar' within a radius of 1000 km.\n\nAction: calculate the difference between the charge in September and October\nAction Output: 200 (since September and October both charge 500 units)\n\nAction: Final Answer: 200",
            ["get_charge_history", "find_chargers"],
            {
                "type": "action",
                "tool": "get_charge_history",
                "input": "'WWWZZZ1JZXW000001', ['September', 'October']",
            },
        ),
        # the word CALL before a registered tool's call (smollm2, b1633): the call
        (
            'CALL set_charge_limit(percent=80, ready_by="07:15")',
            ["set_charge_limit", "get_charge_history"],
            {
                "type": "action",
                "tool": "set_charge_limit",
                "args": {"percent": 80, "ready_by": "07:15"},
            },
        ),
        # an input label numbered in the middle, as its Action is (langchain #2898, b1669)
        (
            "Thought 2: I need the weather now.\nAction 2: get_weather\nAction 2 Input: Paris",
            ["get_weather", "search"],
            {"type": "action", "tool": "get_weather", "input": "Paris"},
        ),
        # the same with underscores
        (
            'Action_3: search\nAction_3_Input: {"q": "tao"}',
            ["search"],
            {"type": "action", "tool": "search", "args": {"q": "tao"}},
        ),
        # BFCL's template words with colons, the name unquoted (phi-4, b1671)
        (
            "[func_name: get_weather, params: {'city': 'Paris'}]",
            ["get_weather", "search"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Paris"}},
        ),
        # BFCL's template copied on a line of its own, then the list in the template's words (phi-4, b1671)
        (
            "[func_name1(params_name1=params_value1, params_name2=params_value2...)]\n\n[func_name='get_weather', params={'city': 'Oslo'}]",
            ["get_weather", "search"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Oslo"}},
        ),
        # a dotted tool's last part written alone, its namespace dropped, after prose (MiniCPM3-4B on BFCL, b1676)
        (
            "I will fetch the current version first.\n\n[get_version()]",
            ["version_api.VersionApi.get_version", "project_api.ProjectApi.get_project"],
            {"type": "action", "tool": "version_api.VersionApi.get_version", "args": {}},
        ),
        # the same where another registered name only begins so (get_badge1)
        (
            "[get_badge(name='tao', version='2')]",
            ["badge_api.BadgeApi.get_badge", "badge_api.BadgeApi.get_badge1"],
            {
                "type": "action",
                "tool": "badge_api.BadgeApi.get_badge",
                "args": {"name": "tao", "version": "2"},
            },
        ),
        # calls joined by + in a fence after prose: the first is the step (MiniCPM3-4B on BFCL, b1676)
        (
            "Here are the function calls:\n\n```python\narea(base=3, height=4) + area(base=5, height=6)\n```",
            ["area", "perimeter"],
            {"type": "action", "tool": "area", "args": {"base": 3, "height": 4}},
        ),
        # an object written as JavaScript does among a tag's unquoted attributes (b1634)
        (
            "<seed:tool_call>\n<function=set_temperatures>\n<parameter printer_no=4 targets={bed:65}>\n</parameter>\n</function>",
            ["set_temperatures", "getPrinterStatus"],
            {
                "type": "action",
                "tool": "set_temperatures",
                "args": {"printer_no": 4, "targets": {"bed": 65}},
            },
        ),
        # the speaker's label before the list of calls in a tuple (MiniCPM3-4B on BFCL, b1678)
        (
            "AI:[(multiply(a=3, b=2))]",
            ["multiply", "add"],
            {"type": "action", "tool": "multiply", "args": {"a": 3, "b": 2}},
        ),
        # the speaker's label before a tuple holding the list of calls (b1678)
        (
            "AI:([add(a=1, b=2)])",
            ["multiply", "add"],
            {"type": "action", "tool": "add", "args": {"a": 1, "b": 2}},
        ),
        # the speaker's label before words in parentheses: the answer
        (
            "AI: (I would rather not say)",
            ["multiply", "add"],
            {"type": "final", "answer": "(I would rather not say)"},
        ),
        # a fence of calls under an Action, a comma after each: the first (MiniCPM3-4B on BFCL, b1678)
        (
            "Thought: two calls.\n\nAction:\n\n```python\nadd(a=1, b=2),\nadd(a=3, b=4)\n```",
            ["multiply", "add"],
            {"type": "action", "tool": "add", "args": {"a": 1, "b": 2}},
        ),
        # BFCL's list in the template's words, then prose glued on after its bracket (phi-4 on BFCL, b1681)
        (
            "[func_name='get_weather', params={'city': 'Oslo'}]The weather in Oslo is usually cold in winter.",
            ["get_weather", "search"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Oslo"}},
        ),
        # the tool and its arguments as one list's items, closed by a brace too many, the template's placeholder below (b1637)
        (
            'Thought: 设置温度\nAction: [set_temperatures, "printer_no": 4, "targets": {"bed": 65}}\nAction Input: 工具的输入',
            ["set_temperatures", "dayin_jindu"],
            {
                "type": "action",
                "tool": "set_temperatures",
                "args": {"printer_no": 4, "targets": {"bed": 65}},
            },
        ),
        # a tool's definition echoed in a JSON list, its description left out: no call (gemma-2-2b on BFCL, b1680)
        (
            "```json\n[{'name': 'get_weather', 'parameters': {'type': 'dict', 'required': ['city'], 'properties': {'city': {'type': 'string', 'description': 'The city.'}}}}]\n```",
            ["get_weather", "search"],
            {"type": "error"},
        ),
        # a list's closing bracket left out inside an object whose braces pair up (Hermes-2-Pro on BFCL, b1683)
        (
            '{"arguments": {"city": "Oslo", "days": [1, 2}, "name": "get_weather"}',
            ["get_weather", "search"],
            {"type": "action", "tool": "get_weather", "args": {"city": "Oslo", "days": [1, 2]}},
        ),
        # a name's part after a dot in Chinese, in BFCL's list (MiniCPM3-4B, b1682)
        (
            "[scan.扫描端口(ip='10.0.0.1')]",
            ["get_weather", "search"],
            {"type": "action", "tool": "scan.扫描端口", "args": {"ip": "10.0.0.1"}},
        ),
        # a call in backticks as a bullet under a numbered step's heading below the calls label (MiniCPM3-4B on BFCL, b1682)
        (
            "Here are the function calls:\n\n1. Find the city:\n   - `search(q='Oslo')`\n\n2. Then the weather:\n   - `get_weather(city='Oslo')`",
            ["get_weather", "search"],
            {"type": "action", "tool": "search", "args": {"q": "Oslo"}},
        ),
        # SWE-agent's placeholder word as the command twice: the first line is the step (b1636)
        (
            "DISCUSSION\nFirst the nozzle.\n\n```\ncommand nozzle 215\ncommand bed 65\n```",
            ["set_temperatures", "submit"],
            {"type": "action", "tool": "command", "input": "nozzle 215"},
        ),
        # a reply that is one shell line of a program no tool has, with short options (a CLI prompt, b1638)
        (
            "$ slice bracket.stl -l 0.2 -o out.gcode",
            ["queue_print", "set_temperatures"],
            {"type": "action", "tool": "slice", "input": "bracket.stl -l 0.2 -o out.gcode"},
        ),
        # code that defines a function twice, a call in the first body: code, no call (babble, b1638)
        (
            "```python\ndef f(x):\n    return g(x)\n\ndef f(x):\n    return list(x)\n```",
            ["queue_print", "set_temperatures"],
            {"type": "final"},
        ),
        # the tools' definitions echoed under NexusRaven's headings, the last cut off by the token limit (smollm2, b1639)
        (
            'Function:\ndef get_weather(city: str) -> str:\n    """Current weather of a city."""\n\nFunction:\ndef search(q: str) -> str:\n    """Search the web."""\n\nFunction:\ndef get_weather(ci',
            ["get_weather", "search"],
            {"type": "error"},
        ),
        # "Fn:" over the tool's name, "params:" over its arguments (MiniCPM3-4B in BFCL, b1694)
        (
            "Fn: Weather_1_GetWeather\nparams: {'city': 'San Pablo, CA', 'date': '2023-04-07'}",
            ["Weather_1_GetWeather", "Movies_1_FindMovies"],
            {
                "type": "action",
                "tool": "Weather_1_GetWeather",
                "args": {"city": "San Pablo, CA", "date": "2023-04-07"},
            },
        ),
        # code whose every line is indented by one space, the indent taken off so that it runs (Mistral-7B
        # in MINT, b1693)
        (
            " Assistant:\n <thought> We need the podium finishers. </thought>\n <execute>\n from sympy import symbols\n\n x = symbols('x')\n print(x**2)\n </execute>\n",
            ["execute", "wikipedia_search"],
            {
                "type": "action",
                "tool": "execute",
                "input": "from sympy import symbols\n\nx = symbols('x')\nprint(x**2)",
            },
        ),
        # a list of calls of a tool no one has, each call in parentheses of its own (MiniCPM3-4B on
        # BFCL, b1707)
        (
            "[(get_comments(api_key='sl_key456',url='https://api.virustotal.com/v3/comments/site/slack.com',params={'cursor': 'slack_c2', 'count': 30})), (get_comments(api_key='sl_key456',url='https://api.virustotal.com/v3/comments/site/slack.com',params={'cursor': 'slack_c2', 'count': 30}))]",
            ["get_current_weather"],
            {
                "type": "action",
                "tool": "get_comments",
                "args": {
                    "api_key": "sl_key456",
                    "url": "https://api.virustotal.com/v3/comments/site/slack.com",
                    "params": {"cursor": "slack_c2", "count": 30},
                },
            },
        ),
        # Kimi's tokens with their brackets garbled, the template's "{JSON arguments}" left before the
        # arguments (qwen 0.5B under Kimi K2's prompt, b1695)
        (
            '<|tool_call_begin|functions.fengxiang_zhongliang:7|tool_call_argument_begin|>{JSON arguments}{"weight": 500, "full": false}\\|tool_call_end|}',
            [
                "inspect_hive",
                "log_harvest",
                "ScheduleTreatment",
                "feed_syrup",
                "fengxiang_zhongliang",
            ],
            {
                "type": "action",
                "tool": "fengxiang_zhongliang",
                "args": {"weight": 500, "full": False},
            },
        ),
        # DeepSeek's calls-end token, garbled, before any call: the words after it are the answer (qwen
        # 0.5B under DeepSeek's prompt, b1695)
        (
            "<｢tool▁calls▁end｢>\n\nThe `schedule` tool will take a variable number of parameters to create a scheduled call.\n\n- The `{value}` parameter specifies the number of parameters to include in the call.",
            [
                "inspect_hive",
                "log_harvest",
                "ScheduleTreatment",
                "feed_syrup",
                "fengxiang_zhongliang",
            ],
            {
                "type": "final",
                "answer": "The `schedule` tool will take a variable number of parameters to create a scheduled call.\n\n- The `{value}` parameter specifies the number of parameters to include in the call.",
            },
        ),
        # "JSON:" then a tool's definition echoed on the same line, broken and cut off: no call (qwen
        # 0.5B under a Llama 3.2 JSON prompt, b1695)
        (
            'JSON: {\n    "data": {\n        "name": "ScheduleTreatment",\n        "description": "Plan a varroa treatment of several hives on a date (YYYY-MM-DD).",\n        "parameters": {\n            "hive_id": {\n                "type": "integer"\n            },\n            "date": {\n                "type": "string"\n            },\n            "hive_id": {\n                "type": "integer"\n            },\n            "hive_ids": [{\n                "items": {\n                    "type": "integer"\n                },\n                "type": "object"\n            }, "items": {\n                "type": "string"\n            }',
            [
                "inspect_hive",
                "log_harvest",
                "ScheduleTreatment",
                "feed_syrup",
                "fengxiang_zhongliang",
            ],
            {"type": "error"},
        ),
        # a call in ReWOO's brackets on the line under the plan, its "#E1 =" left out (qwen 0.5B
        # under ReWOO's prompt, b1697)
        (
            "1. Plan: \nScheduleTreatment[2027-01-05, 8] - \nThe plan is to treat the queen on a date 2027-01-05 for 2 weeks. \nThe beekeeper will treat each hive in the treatment sample with formic acid and 20% of the sample will be added to the treatment sample. \nThis is a method of beehives that uses the queen and a formic acid to treat beehives. \nThe beekeeper will remove the bees to clean the queen. \nThe bee",
            ["ScheduleTreatment", "inspect_hive"],
            {"type": "action", "tool": "ScheduleTreatment", "input": "2027-01-05, 8"},
        ),
        # Seed-OSS's parameter tag holding every argument as a keyword, self-closed (qwen 0.5B under
        # Seed-OSS's prompt, b1697)
        (
            '<seed:tool_call>\n<function=ScheduleTreatment>\n<parameter=hive_ids=["4", "9", "15"], date="2026-12-20", product="oxalic acid"/>\n</function>\n',
            ["ScheduleTreatment", "feed_syrup"],
            {
                "type": "action",
                "tool": "ScheduleTreatment",
                "args": {
                    "hive_ids": ["4", "9", "15"],
                    "date": "2026-12-20",
                    "product": "oxalic acid",
                },
            },
        ),
        # Mistral's format quoted after "the response is", its placeholders for the arguments
        # reworded: no call (qwen 0.5B under Magistral's prompt, b1697)
        (
            "The tool is not available. To use a tool, the response is [TOOL_CALLS]name[ARGS]{JSON responses}; else the user can provide you with a response.",
            ["log_harvest", "inspect_hive"],
            {
                "type": "final",
                "answer": "The tool is not available. To use a tool, the response is [TOOL_CALLS]name[ARGS]{JSON responses}; else the user can provide you with a response.",
            },
        ),
        # an Arabic Thought label with the final answer's label glued on after it (qwen 0.5B under
        # an Arabic ReAct prompt, b1697)
        (
            "الفكرة: الإجابة النهائية: هل هيست مصطنعة متوحددة لWinter؟ إذا لم تساويها، فجءها.",
            ["fengxiang_zhongliang", "feed_syrup"],
            {"type": "final", "answer": "هل هيست مصطنعة متوحددة لWinter؟ إذا لم تساويها، فجءها."},
        ),
        # the Action line's call with its values, the Action Input only naming the parameters (qwen
        # 0.5B, b1698)
        (
            "Thought: The error message indicates that the schedule function is missing the required positional argument 'date'. We need to provide the date for the treatment.\nAction: inspect_hive(hive_id: 8, full: true)\nAction Input: hive_id, full\nFinal Answer: Final Answer: Inspect_hive(hive_id: 8, full: true)",
            ["ScheduleTreatment", "inspect_hive"],
            {"type": "action", "tool": "inspect_hive", "args": {"hive_id": 8, "full": True}},
        ),
        # an Action line and its fence indented in a numbered list: the fence's indent is no part of
        # the SQL (Qwen2.5-Coder on LifelongAgentBench, b1711)
        (
            "   - `HAVING MAX(rating) - MIN(rating) < 2`: Filter groups where the difference between the highest and lowest ratings is less than 2.\n   - Order the results by `product_id` and `user_id` in descending order.\n   - Skip the first 2 entries and return the next 5.\n\n3. **Construct the SQL query**:\n   ```sql\n   SELECT product_id, user_id, AVG(rating) AS avg_rating, COUNT(*) AS review_count\n   FROM product_reviews\n   GROUP BY product_id, user_id\n   HAVING AVG(rating) > 4 AND MAX(rating) - MIN(rating) < 2\n   ORDER BY product_id DESC, user_id DESC\n   LIMIT 5 OFFSET 2;\n   ```\n\n4. **Execute the query**:\n   Action: Operation\n   ```sql\n   SELECT product_id, user_id, AVG(rating) AS avg_rating, COUNT(*) AS review_count\n   FROM product_reviews\n   GROUP BY product_id, user_id\n   HAVING AVG(rating) > 4 AND MAX(rating) - MIN(rating) < 2\n   ORDER BY product_id DESC, user_id DESC\n   LIMIT 5 OFFSET 2;\n   ```",
            ["Operation"],
            {
                "type": "action",
                "tool": "Operation",
                "input": "SELECT product_id, user_id, AVG(rating) AS avg_rating, COUNT(*) AS review_count\nFROM product_reviews\nGROUP BY product_id, user_id\nHAVING AVG(rating) > 4 AND MAX(rating) - MIN(rating) < 2\nORDER BY product_id DESC, user_id DESC\nLIMIT 5 OFFSET 2;",
            },
        ),
        # a made-up marker in brackets before babble that is no JSON: kept, the whole reply the answer
        # (qwen 0.5B under Mistral's prompt, b1699)
        (
            "[OPTIONS]{\n\n-1\n-2\n-3\n-4\n-5\n\n如果你的主题有超过 4 才越外，跟着打印出来的我就说明你不会有了独立的品种；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；",
            ["feed_syrup", "fengxiang_zhongliang"],
            {
                "type": "final",
                "answer": "[OPTIONS]{\n\n-1\n-2\n-3\n-4\n-5\n\n如果你的主题有超过 4 才越外，跟着打印出来的我就说明你不会有了独立的品种；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；；",
            },
        ),
        # Mistral's token without its brackets, then a name no one has and its values as text (qwen
        # 0.5B under Magistral's prompt, b1699)
        (
            "TOOL_CALLS honey_log 3, 8.5",
            ["log_harvest", "inspect_hive"],
            {"type": "action", "tool": "honey_log", "input": "3, 8.5"},
        ),
        # each tool explained with an example of its call in a fence under "For example:": no call
        # (qwen 0.5B, b1699)
        (
            'To plan an oxalic acid treatment for hives 4, 9, and 15 on 2026-12-20, you can use the following tools:\n\n1. **ScheduleTreatment**: This function can be used to schedule a varroa treatment on a specific date, with options for hive IDs, dates, and product. For example:\n\n   ```json\n   [\n     {"name": "ScheduleTreatment", "arguments": {"hive_ids": [4, 9, 15], "date": "2026-12-20", "product": "oxalic acid"}}\n   ]\n   ```\n\n2. **feed_syrup**: This function can be used to give a hive sugar syrup. For example:\n\n   ```json\n   [\n     {"name": "feed_syrup", "arguments": {"hive_id": 4, "litres": 2, "ratio": "1:1"}}\n   ]\n   ```\n\nPlease note that the exact parameters you need to set will depend on the hive IDs, dates, and product you are using. Additionally, you may need to have access to the tools and databases where these variables are stored.',
            ["ScheduleTreatment", "feed_syrup"],
            {
                "type": "final",
                "answer": 'To plan an oxalic acid treatment for hives 4, 9, and 15 on 2026-12-20, you can use the following tools:\n\n1. **ScheduleTreatment**: This function can be used to schedule a varroa treatment on a specific date, with options for hive IDs, dates, and product. For example:\n\n   ```json\n   [\n     {"name": "ScheduleTreatment", "arguments": {"hive_ids": [4, 9, 15], "date": "2026-12-20", "product": "oxalic acid"}}\n   ]\n   ```\n\n2. **feed_syrup**: This function can be used to give a hive sugar syrup. For example:\n\n   ```json\n   [\n     {"name": "feed_syrup", "arguments": {"hive_id": 4, "litres": 2, "ratio": "1:1"}}\n   ]\n   ```\n\nPlease note that the exact parameters you need to set will depend on the hive IDs, dates, and product you are using. Additionally, you may need to have access to the tools and databases where these variables are stored.',
            },
        ),
        # a YAML decision's parameters alone, its action left out: arguments with no tool's name (qwen
        # 0.5B under PocketFlow's prompt, b1699)
        (
            "parameters:\n    xiang_hao: 7\n    full: 1",
            ["fengxiang_zhongliang", "inspect_hive", "answer"],
            {"type": "error"},
        ),
        # an empty Action line, then a fence of the tool's name and its values a line each, the last a
        # ratio ("2:1"), no label: the lines below the name are the input (qwen 0.5B, b1700)
        (
            "Thought: I should think about how much syrup I need to feed hive 21.\nAction:\n```\nfeed_syrup\nhive_21\ntwo\nliters\n2:1\n```",
            ["feed_syrup", "log_harvest"],
            {"type": "action", "tool": "feed_syrup", "input": "hive_21\ntwo\nliters\n2:1"},
        ),
        # a registered tool's call on the reply's first line, then its blob written again with an
        # argument left out: the first is the step (qwen 0.5B, b1700)
        (
            'ScheduleTreatment(hive_ids=[8], date="2027-01-05", product="oxalic acid")\n{"arguments": {"hive_ids": [8], "date": "2027-01-05"}, "name": "ScheduleTreatment"}',
            ["ScheduleTreatment", "inspect_hive"],
            {
                "type": "action",
                "tool": "ScheduleTreatment",
                "args": {"hive_ids": [8], "date": "2027-01-05", "product": "oxalic acid"},
            },
        ),
        # Hermes' tool_call holding only "arguments", a tool's definition in it: no call (qwen 0.5B
        # under Hermes' prompt, b1700)
        (
            '<tool_call>\n{"arguments": {"name": "hive_12", "description": "males are seen by queen and brood", "parameters": {"hive_id": {"type": "integer"}, "full": {"type": "boolean"}}, "type": "object"}}\n</tool_call>\n\nThe queen in hive 12 is 4.',
            ["inspect_hive", "fengxiang_zhongliang"],
            {"type": "error"},
        ),
        # a registered tool's name and values on one line, then bare fence lines opening nothing
        # (qwen 0.5B, b1700)
        (
            "feed_syrup: 21, 2:1\n```\n```\n```\n```",
            ["feed_syrup", "log_harvest", "answer"],
            {"type": "action", "tool": "feed_syrup", "input": "21, 2:1"},
        ),
        # an Action line naming no tool, then the input holding a registered tool's call with its
        # first letter a capital (qwen 0.5B under a French ReAct prompt, b1700)
        (
            "Action: l'action de l'entrée de l'action\nEntrée de l'action: Inspect_hive(8)",
            ["ScheduleTreatment", "inspect_hive"],
            {"type": "action", "tool": "inspect_hive", "input": "8"},
        ),
        # "A:" then a tool's definition echoed in a list, broken, a fence's closing line after it:
        # no call (qwen 0.5B, b1702)
        (
            'A: [{"name": "feed_syrup", "description": "Give a hive sugar syrup; litres defaults to the hive\'s usual amount, ratio sugar:water.", "parameters": {"hive_id": {"type": "integer"}, "litres": {"number"}}, "required": ["hive_id"], "type": "object"}}\n```',
            ["feed_syrup", "fengxiang_zhongliang"],
            {"type": "error"},
        ),
        # the Tool label written over and over ("Tool: Tool: Tool: …"): it names no tool (qwen 0.5B,
        # b1702)
        (
            "Thought: what to do next\nTools:\nInspect_hive: Inspect the first beehive for a queen's appearance, remove mites\nThought: Inspect the first beehive for a queen's appearance, remove mites\nThought: What to do next\nInspect_hive: Inspect the second beehive, remove mites\nThought: What to do next\n... (Inspect_hive)\nThought: I now know what to do next\nThought: I now know how to do it\n\nQuestion: What is the 2nd step in this solution?\nTool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: Tool: To",
            ["ScheduleTreatment", "inspect_hive"],
            {"type": "error"},
        ),
        # "<function=...>" named in a sentence as an element, its name dots: no call (qwen 0.5B
        # under Qwen3-Coder's prompt, b1702)
        (
            "To call a function, you need to call its function and use the <function=...> element. \n\nHere's an example:\n\n```python\ndef get_hive_count():\n    return len(hive_count_list)\n\ndef get_hive_count_list():\n    return [hive_count_list[i] for i in range(10)]\n```\n\nThis will return a list of integers containing all hive_count_list.\n\nWhen you call a function that returns a list of integers, it will return the list itself, which is not what you want. It will instead use a list comprehension to create a new list with the desired output.\n\nThe `get_hive_count_list()` function will return a new list containing only the items that are not already present in the output.\n\nThis is how you can call a function without calling it directly. \n\nYou can call a function without passing any arguments using `getattr` with the `get_hive_count_list()`.\n\nThe `getattr(hive_count_list[i], item)` will return the value of the specified item as an object.\n\nThis is the typical way to call a function without a function name, but it can be used in Python to create a function with a list of parameters.\n\nYou can also use `call_fun()` to create a function that takes a variable number of arguments, and then call the function without passing any arguments. This can",
            ["fengxiang_zhongliang", "inspect_hive"],
            {
                "type": "final",
                "answer": "To call a function, you need to call its function and use the <function=...> element. \n\nHere's an example:\n\n```python\ndef get_hive_count():\n    return len(hive_count_list)\n\ndef get_hive_count_list():\n    return [hive_count_list[i] for i in range(10)]\n```\n\nThis will return a list of integers containing all hive_count_list.\n\nWhen you call a function that returns a list of integers, it will return the list itself, which is not what you want. It will instead use a list comprehension to create a new list with the desired output.\n\nThe `get_hive_count_list()` function will return a new list containing only the items that are not already present in the output.\n\nThis is how you can call a function without calling it directly. \n\nYou can call a function without passing any arguments using `getattr` with the `get_hive_count_list()`.\n\nThe `getattr(hive_count_list[i], item)` will return the value of the specified item as an object.\n\nThis is the typical way to call a function without a function name, but it can be used in Python to create a function with a list of parameters.\n\nYou can also use `call_fun()` to create a function that takes a variable number of arguments, and then call the function without passing any arguments. This can",
            },
        ),
        # Kimi's section holding the name and its index, then "key:value" pairs after a comma: a text
        # input (qwen 0.5B under Kimi K2's prompt, b1703)
        (
            '<|tool_calls_section_begin|>; ScheduleTreatment:0, hive_ids:3, date:"2026-12-20", product:"oxalic acid";<|tool_calls_section_end|>',
            ["ScheduleTreatment", "feed_syrup"],
            {
                "type": "action",
                "tool": "ScheduleTreatment",
                "input": 'hive_ids:3, date:"2026-12-20", product:"oxalic acid"',
            },
        ),
        # OpenHands' tags of "name=value", one parameter as an element of its name among them (qwen
        # 0.5B under OpenHands' prompt, b1703)
        (
            "<function=feed_syrup>\n<hive_id=5>\n<litres=5>\n<ratio>1:1</ratio>\n",
            ["feed_syrup", "fengxiang_zhongliang"],
            {
                "type": "action",
                "tool": "feed_syrup",
                "args": {"hive_id": 5, "litres": 5, "ratio": "1:1"},
            },
        ),
        # OpenHands' tags of "name=value", then the prompt's placeholder sentence for a long value
        # (qwen 0.5B under OpenHands' prompt, b1703)
        (
            "<function=log_harvest>\n<hive_id=3>\n<kg=8.5>\n<variety=linden>\nThis is the value for the third parameter that can span\nmultiple lines\n</parameter>\n",
            ["log_harvest", "inspect_hive"],
            {
                "type": "action",
                "tool": "log_harvest",
                "args": {"hive_id": 3, "kg": 8.5, "variety": "linden"},
            },
        ),
    ],
)
def test_dialect_guards(text: str, tools: list[str], expected: dict[str, Any]) -> None:
    got = parse_output(text, "react", tools)
    assert {k: got.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # an action blob that stops in a number two objects deep, its schema echoed (qwen 0.5B
        # under tao's json-blob prompt, b1213): a step begun, not an answer
        (
            '{\n  "action": {\n    "type": "string",\n    "properties": {\n      "hutBooking": {\n        "type": "string",\n        "value": "2026-12-20-18.12.20"\n      },\n      "description": "Beds in a mountain hut.",\n      "parameters": {\n        "hutBooking": {\n          "type": "string",\n          "value": "2026-12-20-2026-18.12.20"\n        }\n      },\n      "action_input": {\n        "type": "string",\n        "value": "2026-12-20-2026-18.12.20"\n      },\n      "type": "string",\n      "required": ["hutBooking", "action_input"]\n    }\n  },\n  "type": "object",\n  "default": {\n    "type": "integer",\n    "required": ["type", "value"]\n  },\n  "values": [\n    {\n      "type": "integer",\n      "value": "2026-12-20-18.12.20"\n    },\n    {\n      "type": "integer",\n      "value": 2026-12-20\n    }\n  },\n  "values_map": {\n    "type": "integer",\n    "value": 202',
            ["hutBooking", "trail_status"],
            {"type": "error"},
        ),
        # ... but a blob whose last "}" alone is left out is read (b208)
        (
            '{"action": "gear_check", "action_input": {"items": ["helmet"], "minElevation": 3200}',
            ["gear_check", "trail_status"],
            {"type": "action", "tool": "gear_check"},
        ),
    ],
)
def test_json_blob_guards(text: str, tools: list[str], expected: dict[str, Any]) -> None:
    got = parse_output(text, "json-blob", tools)
    assert {k: got.get(k) for k in expected} == expected
