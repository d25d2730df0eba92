"""Reading time of hostile replies, as a ratio to a plain reply of the same length.

    python -m bench.hostile            # a table on stdout
    python -m bench.hostile --json     # the numbers, for bench/run.py

A reader with a quadratic path takes seconds on a 10,000-character reply built to hit it (a
run of '```x' lines, an open '<|channel|>' with no message); a linear one takes about what an
ordinary reply of that length takes. Each hostile reply is read by every text format, with no
tools and with two registered ones, and its best time of three is divided by the best time
of the same reading of an ordinary long reply (a real ReAct step padded with prose to the
same length) measured in the same run, so a busy machine slows both sides alike.
The tests read the same replies (tests/test_parse.py) for what they return, not for time.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # `python bench/hostile.py`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# The budget: no hostile reply may take more than this many times an ordinary one (linear
# readers stay under about 70x here; the two quadratic paths found so far took 600x-2,000x).
MAX_RATIO = 150.0
LENGTH = 10_000

HOSTILE = [
    "{" * 10_000,
    "{" + ".x" * 5_000,  # no key, no string: json_repair's scan took 0.3 s (found by fuzzing)
    "{" + '<|name\\"' * 1_250,  # a string never closed, from each quote: 3.5 s before
    "```\n" + "```{" * 2_500,  # a fenced object sought from each fence to the end: 0.45 s
    ">>>>" * 2_500,  # one line of ">", each given back to every label: 0.09 s
    "{" + "</a>" * 2_499 + "</a",  # closing tags sought from each "</": 0.56 s before
    "{" + "``{$" * 2_500,  # as the fences above, with two backticks: 0.9 s before
    '{"a": "x" + "' + '\\"' * 4_000,  # strings joined by "+", the last never closed: 2 s before
    # (found by fuzzing in batch 338's round)
    "Thought: x\n\n```python\n" + "Observation:a(\n---\n\n" * 470,  # calls after a label: 0.7 s
    "<code>" + " " * 73 + "\n" + "'<code>\\" * 1_240,  # a string ending in "\\": 0.3 s before
    "```\n" + "<tool_call|>a(x=1)\n\n" * 480,  # each call's fence read again: 0.45 s before
    "<tool_call>" + "a(x=1)<code><code></a>" * 450,  # elements never closed: 0.16 s before
    "{" + "</**Action Input:" * 580,  # block comments never closed: 0.23 s before
    "[" * 5_000 + "]" * 4_000,
    "Action: x\nAction Input: " + '{"a": "' + "\\" * 9_000,
    "Thought: " + "Action: " * 1_200,
    "```\n" * 2_500,
    "<think>" * 1_400,
    "Action: f\nAction Input: " + "{'a': [" * 1_200,
    "<a>" * 3_000,  # XML tool calls (Cline) and markup-only replies
    "<a>" * 2_000 + "<b>" * 1_000,
    "{tool => 'a', args => {" * 400,
    "f(" * 5_000,
    "TOOL_NAME: a\n" * 700,
    "[Tool Use: a]" * 600 + '<parameter name="x">' * 300,
    "[[ ## next_tool_name ## ]] " * 800,  # DSPy's markers, all on one line
    "```<end_code>" * 800 + "<code>f(" * 500,  # code blobs
    "a {" * 3_000,  # a registered name before an object, many times
    "[Calling tool: a with arguments: " * 400,
    "<start_function_call>a" * 800 + "<tool_code>" * 500,
    "<|channel|>" + "a " * 5_000,  # harmony's channel, no message
    "```x\n" * 2_000 + "```a\n" + "<a>\n" * 500,  # fences in languages, an open tag
    "<|channel|>x<|message|>" + ("y" * 300 + "<|channel|>") * 30,
    "<a_b>x\n" * 1_500 + "</a_b>",  # an element named like a function, never closed
    "a" + " k=v" * 2_500 + " (",  # a command line that breaks at its end
    "x[[ ## a ## ]]" * 700,  # DSPy's markers glued to text
    "[TOOL_CALL] a " * 700 + "{",
    '<a b="x"\n' * 1_200,  # self-closed elements never closed
    '{tool => "a", args => {' + "--k v w " * 1_200,  # MiniMax's bare values, never closed
    "[tool_call: a for " + "k 'v' " * 1_600,
    '{"a": "' + 'x", "b": {"c": [' * 600,  # brackets left open after strings
    "```\nThought: x\n" * 700,  # labels among many fences (each checked against every fence)
    "Action: a\nAction Input: " + "k=1\n" * 2_400,  # many input lines, each against the prompt's
    ' name="a">' * 1_000,  # tags whose "<" an app ate
    '<|open|>call tool="a"<|sep|>' + '<|open|>argument key="k"<|sep|>' * 300,  # Kimi K3's markup
    "```a('x'\n" * 1_000,  # fenced calls cut by the stop string, many times
    "```tool_code\na(k='''" + "```\n'''x'''\n" * 500,  # triple-quoted strings across fences
    "x.a\n{" * 2_000,  # a name glued to prose before an object that never closes
    "TOOL_NAME: a\n" + "BEGIN_ARG: k\nx\n" * 800,  # Continue's arguments, none ended
    "aAction: b" * 1_000,  # labels glued to words on one line (a flattened step)
    "<a_b>\n<action>x\n" * 800,  # label-named tags as a call's children
    '<invoke name="a"><parameter name="k">x' * 300,  # parameters never closed
    "[a(k=1)(" * 1_200,  # pythonic lists' first calls with a call chained on, never closed
    '["a(k="x")' * 900,  # calls as JSON strings, the list never closed
    "Action:\n```\na {\n" + "  k: {\n" * 1_400,  # YAML-ish pairs, each opening an object
    '<call_record tool="a">\n<parameter name="x">' * 450,  # Gemini 3's records, never closed
    '{"name": "a", "arguments": {"k": ' + '"x" + ' * 3_000,  # strings joined with '+', no end
    '{"name": "a", "arguments": {"k": "' + "n \\% 2 " * 3_000 + '"}}',  # '%' escaped
    "<|tool_call_begin|>functions.a(" * 2_000,  # Kimi's calls in parentheses, never closed
    "<function=a>" + '<parameter k="v' * 2_000,  # Seed's attribute parameters, never closed
    "Final Answer: the answer\n" * 2_000 + "Action: a",  # template answers above an action
    '{"a": 1, ' + '"b", ' * 5_000,  # commas where keys' colons go
    "[x, a(" * 3_000,  # pythonic lists with a bare value first, never closed
    "<tools>\n{" * 3_000,  # the tools' specs echoed, never closed
    "x" + " " * 9_998 + "y",  # a run of spaces (each place a pattern could start)
    "<tool_calls>\n" + "a((" * 3_000,  # calls in a <tool_calls> block, never closed
    "Action: a\nAction Input: " + "w\n\n" * 3_000,  # an input of many paragraphs
    "a    Action: b " * 600,  # a step whose line breaks became spaces
    "Action:" * 1_400,  # a call of "Action" whose input is a call of "Action", and so on
    "Thought: x\n" + "行动：}a[`" * 1_200,  # brackets never closed on one Action line
    "{" + "$Observation:Observation:" * 380,  # template placeholders never ended
    "{" + "</a>" * 2_400,  # closing tags of elements never opened
    "{" + "." * 9_990,  # a run of dots before an object's brace (a dotted name's start)
    "Thought: x\n" + "x." * 4_990,  # a dotted name after a sentence's period, each period
    "PAUSE</function>\n" * 600,  # read again without its last closing tag, once per tag: 8 s
    '[TOOL_CALLS](\\"{' * 700,  # json_repair's tuple check from each "(" to the end: 3 s
    "```\n<think><solution>1. " * 400,  # unclosed <solution> tags sought to the end: 0.65 s
    '\\"PAUSEThought:{' * 650,  # json_repair seeking each string's end past escapes: 1.2 s
    '[TOOL_REQUEST]{"action": "search"}<action type="search"' * 180,  # never closed: 1.2 s
    "```\nFinish[Thought:</tool_calls>" * 320,  # each "Finish[" line scanned to the end
    "<tool_call>" + "a<arg_key>" * 1_000,  # GLM's keys never closed, each to the end: 0.3 s
    "a<arg_key>" * 1_000,  # the same without <tool_call> (its name, then its pairs)
    "<|CODE|>\nx = a(1)\n" * 600,  # BFCL's code delimiters, read as code blobs
    "action: a\nparameters:\n    k: 1\n"
    + "".join(f"    {' ' * (i % 40)}k{i}:\n" for i in range(700)),
    "✿ARGS✿: {}\n" + "x\n" * 4_000,  # Qwen-Agent's arguments before a name never written
    "`" * 9_990 + "x",  # a run of backticks before text: fence lines alone, split no way twice
    "<tool_call>a>" * 800,  # a name closed by ">" with "<function=" lost, again and again
    '{"a": "x. Action: b' * 450,  # labels in a JSON string after each full stop
    "$ a " + "--b c " * 1_600,  # one shell line of options
    " <tool_name>" * 834,  # a name tag never closed, from each to the end: 0.2 s (fuzzing)
    "```thinking\nx\n```function_call\n" * 300,  # thinking fences closed by a call's fence
    '[{"role": "thought"}, ' * 500,  # thoughts as items of a list never closed
    "```scratch_pad\nx\n```\n" * 500,  # thought fences, the rest's fences counted after each
    '<tool_call>{"name": "f", "arguments": {}}\n' + "<code>x " * 1_200,  # each never closed
    "BEGIN_TOOL: f\n" + "k: v\n" * 2_000,  # Continue's tool lines never ended
    "a b " * 2_000 + "<arg_key>",  # words before GLM's first pair, each a name to try
    '<parameter><function=f>[c1]{)\\"' * 320,  # json_repair nesting at each brace: 4 s
    "assistantcommentary to=functions.f" * 290,  # gpt-oss headers glued, no arguments
    'DSML | parameter name="c" string="true"\nx\n' * 260,  # rendered DSML, never closed
    # DSML parameters whose "<" was lost, never closed: each scanned to the end (2.9 s at
    # 120 KB; found by fuzzing)
    '<invoke name="g"param name="k">Execution Result: [{"role": "thought", "content": "x"}, ' * 110,
    # Qwen3-Coder's function tag, then words with no closing tag: its text's pattern tried
    # from every split (3 s at 20 KB; found in batch 601's review)
    "<function=f>\n" + "a=1 " * 2_500,
    # DSPy's field markers garbled, one a line, then a word: each line's spaces split two
    # ways, tried again on failure (exponential; found in batch 694's review, before it landed)
    "[# # ]\n" * 1_400 + "x",
    # blank lines: self-ask's "Follow up:" sought from each with "\s*" running to the end, and
    # every label tried at each line's start (0.37 s, 250x; found in batch 699's review)
    "x" + "\n" * 9_998 + "x",
    "a\n" * 5_000,  # short lines, each a line start for the labels
    # a tool's element whose attributes are a call's keywords, never closed: two lazy runs
    # around a comma tried at every split (1.6 s, 210x; found in batch 869's review)
    "<tool_call>\n<f a=" + "," * 9_980,
    # a parameters attribute of pairs with a long number: the digits split between the
    # value and the next key at every place (1.3 s, 165x; found in batch 869's review)
    '<tool_call name="f" parameters="k:' + "1" * 9_960 + 'x">',
    # a call of many keywords, each a list's quote never closed: every bare value's text cut
    # from the whole source again, split into lines each time (1.7 s, 220x at 16 KB; found
    # in batch 886's review)
    "f(" + "a='[1], " * 1_250,
    # an Action line, then closed elements and a word after them: elements matched as one
    # pattern's repeated group tried every way to end each (exponential: 2.4 s at 22
    # elements; found in the 1505-1536 round's review before it landed), now one at a time
    "Action: f\n" + "<a>x</a>" * 1_200 + " junk",
    # an Action label at a line's start, its fence opened there, then blank lines and no
    # closing mark: a lazy body before "\\s*```" rescanned every run of whitespace (0.3 s,
    # 30x; found in the 1537 round's review before it landed), now the closing mark found once
    "Action: Operation ```sql\nSELECT" + " \n" * 4_980,
]

# An ordinary step, padded with prose to LENGTH characters: the baseline.
ORDINARY = (
    "Thought: I should look this up before answering, since the figures change often. " * 120
)[: LENGTH - 60] + '\nAction: a\nAction Input: {"query": "train times"}\n'


def _best(read: Any, text: str, repeats: int) -> float:
    from tao.formats import jsonish

    best = float("inf")
    for _ in range(repeats):
        jsonish._repaired.cache_clear()  # each repeat pays for its own JSON repair
        started = time.perf_counter()
        read(text)
        best = min(best, time.perf_counter() - started)
    return best


def measure(repeats: int = 3) -> dict[str, Any]:
    from tao.formats import FORMATS, get_format
    from tao.models.base import Reply
    from tao.tools import Registry, Tool

    tools = Registry(Tool(lambda input="": input, name=n) for n in ("a", "f"))
    rows = []
    for i, text in enumerate(HOSTILE):
        text = text[:LENGTH]
        worst: tuple[float, str, float, float] = (0.0, "", 0.0, 0.0)
        for name in FORMATS:
            fmt = get_format(name)
            if fmt.native:
                continue
            for registry in (tools, Registry()):

                def read(t: str, fmt: Any = fmt, registry: Registry = registry) -> Any:
                    return fmt.parse_reply(Reply(content=t), registry)

                base = _best(read, ORDINARY, repeats)
                took = _best(read, text, repeats)
                ratio = took / max(base, 1e-7)
                if ratio > worst[0]:
                    worst = (ratio, name, took, base)
        rows.append(
            {
                "input": i,
                "starts": text[:32],
                "ratio": worst[0],
                "format": worst[1],
                "ms": worst[2] * 1e3,
                "baseline_ms": worst[3] * 1e3,
            }
        )
    return {"rows": rows, "max_ratio": max(r["ratio"] for r in rows), "budget": MAX_RATIO}


def table(data: dict[str, Any]) -> str:
    lines = [
        "| hostile reply (10,000 chars) starts | worst format | ms | ordinary ms | ratio |",
        "|---|---|---:|---:|---:|",
    ]
    for r in data["rows"]:
        start = json.dumps(r["starts"])[1:-1].replace("|", "\\|").replace("`", "'")
        lines.append(
            f"| `{start}` | {r['format']} | {r['ms']:.2f} | {r['baseline_ms']:.2f} "
            f"| {r['ratio']:.1f}x |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.hostile")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    data = measure(args.repeats)
    if args.json:  # bench/run.py checks the budget
        print(json.dumps(data))
        return 0
    print(table(data))
    print(f"\nworst {data['max_ratio']:.1f}x an ordinary reply; budget {MAX_RATIO:g}x")
    return 0 if data["max_ratio"] <= MAX_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
