"""Tool inputs as models write them: JSON blobs, fenced text, inline calls, quoted strings."""

from __future__ import annotations

import ast
import functools
import json
import re
import textwrap
import warnings
from typing import Any

from tao.formats import jsonish
from tao.formats.parsed import CALL_WRAPPERS, THOUGHT_KEYS


def unquote(text: str) -> str:
    """Drop quotes or backticks that wrap the whole text, and only those."""
    text = text.strip()
    for q in ('"""', "'''", '"', "'", "`", "“", "‘", "「"):
        closing = {"“": "”", "‘": "’", "「": "」"}.get(q, q)
        if len(text) >= 2 * len(q) and text.startswith(q) and text.endswith(closing):
            inner = text[len(q) : -len(closing)]
            if q not in inner:
                return inner.strip()
    return text


def fence_body(text: str) -> str | None:
    """The content of a code fence that opens `text`, or None; as Markdown reads it, a fence
    indented (in a list item) takes as many spaces off its lines ("4. **Execute the query**:\n
       Action: Operation\n   ```sql\n   SELECT …\n   ```", Qwen2.5-Coder, b1711)."""
    m = re.match(r"\s*?([ \t]*)(```|~~~)[^\n]*\n(.*?)(?:\n([ \t]*)\2|\Z)", text, re.S)
    if m is None:
        return None
    body = m.group(3)
    indent = len(m.group(1)) if "\t" not in m.group(1) else 0
    closing = len(m.group(4) or "") if "\t" not in (m.group(4) or "") else 0
    if (
        not indent
        and closing
        and all(line.startswith(" " * closing) for line in body.splitlines() if line.strip())
    ):
        indent = closing  # (the opening line's indent already cut off: its closing line's)
    return re.sub(rf"^ {{1,{indent}}}", "", body, flags=re.M) if indent else body


# A line of code: indented, a statement's keyword, an assignment, a call or a comment.
_CODE_LINE_RE = re.compile(
    r"[ \t]+\S|(?:import|from|def|class|with|for|while|if|elif|else|try|except|return|print)\b"
    r"|[A-Za-z_][\w.\[\]'\"]*[ \t]*[-+*/]?=(?!=)|[A-Za-z_][\w.]*\(.*\)[ \t]*$|#"
)


# Words of the model's own after an input ("I will now …", "Let me …", "我来…")
_TALK_RE = re.compile(
    r"\s*(?:\(|(?:I|I'm|I'll|I've|Let|Let's|Now|Next|Then|Once|After|Please|Note|Wait|Waiting"
    r"|Here|Hope|We|We'll|Observation|Thought|Action|This|That|These|It|The (?:tool|result"
    # ("The question asks for …" after a query, an NSTF agent's reason for it, b777)
    r"|search|output|observation|answer|question|query|user|task))\b|我|让我|接下来|然后|现在|请|注意|等待|稍等|这将|以上)",
)
_NAMED_PARAM_RE = re.compile(r"<(param|parameter)\s+name=[\"']([^\"']+)[\"']\s*>(.*?)</\1>", re.S)


# The prompts' placeholder copied as a label before the real input: "its input: milk, eggs"
_PLACEHOLDER = r"(?:its input|工具的输入)"
PLACEHOLDER_LABEL_RE = re.compile(rf"\A{_PLACEHOLDER}[ \t]*[:：][ \t]*(?=\S)", re.I)
# ... or with the values in parentheses after it: "its input (L-20931, 14)"
_PLACEHOLDER_HELD_RE = re.compile(rf"{_PLACEHOLDER}[ \t]*[(（]([^()（）]+)[)）]", re.I)


# Words that stand for no input.
_EMPTY_RE = re.compile(
    r"[(（]?[ \t]*(?:an?[ \t]+)?empty(?:[ \t]+(?:string|input))?[ \t]*[)）]?|[(（]no input[)）]",
    re.I,
)
# The keys of a parameter's definition in a tool's schema.
_SCHEMA_KEYS = {"name", "type", "required", "description", "default", "enum", "optional"}


def read_input(raw: str) -> Any:
    """The tool input in `raw`: a dict for a JSON object, else plain text, kept intact."""
    lines = raw.split("\n")
    if len(lines) > 2 and lines[1][:1] in " \t" and _colon(lines[0]):
        # "parameters:\n    room: kitchen\n    on: false\nreason: …" (PocketFlow's YAML
        # decision): the indented pairs are the input; a key back at the label's level is
        # the decision's own, not an argument
        indent = lines[1][: len(lines[1]) - len(lines[1].lstrip())]
        k = next(
            (
                i
                for i in range(2, len(lines))
                if lines[i].strip() and not lines[i].startswith(indent)
            ),
            0,
        )
        # (or a fence's line: "        interval: 30s\n```\naction: save_note", its opening lost)
        if k and (_colon(lines[k]) or lines[k].startswith("```")):
            block = [lines[0].strip()] + [line[len(indent) :] for line in lines[1:k]]
            pairs = key_value_lines("\n".join(block).strip()) or nested_pairs(block)
            if pairs is not None:
                return pairs
    text = raw.strip()
    if "\n" in text and text[-1] in "*_":
        # "`{'user_query': …}`\n**" (nemotron in bold labels): the next label's bold opened
        # and cut off
        text = re.sub(r"\n[ \t]*(?:\*\*|__)[ \t]*\Z", "", text)
    if not text or _EMPTY_RE.fullmatch(text):
        # "Action Input: (empty string)" (llama3 in LangChain's SQL agent, whose tool takes
        # "an empty string")
        return ""
    # "Action: shopping_list_add: its input: milk, eggs" (qwen2.5-coder-0.5b): the label
    # dropped, the input after it kept
    text = PLACEHOLDER_LABEL_RE.sub("", text, count=1)
    held = _PLACEHOLDER_HELD_RE.fullmatch(text)
    if held is not None:
        # 'renew_loan: its input (L-20931, "another week")' (qwen 0.5B, b643): the placeholder
        # with the values in parentheses after it, the values the input
        text = held[1].strip()
    if text[:2] == '"{' and text[-2:] == '}"':  # the object as a JSON string: "{\"a\": 1}"
        try:
            inner = json.loads(text)
        except ValueError:
            inner = None
        if isinstance(inner, str):
            text = inner
    fenced = fence_body(text)
    if fenced is not None:
        body = fenced.strip()
        if body.startswith(("{", "[")):
            value = jsonish.loads_object(body)
            if value is not None:
                return value
        return fenced.strip("\n")
    wrapped = re.match(r"^[\w.]+\(\s*(\{.*\})\s*\)$", text, re.S) or re.match(
        r"^[^{}\n,，]{1,40}[:：]\s*(\{.*\})$",
        text,
        re.S,  # "参数如下：{"days": 10}"; not "SKU-778, changes: {…}" (a value before it)
    )
    ticked = re.fullmatch(r"`(\{.*\})`[ \t]*[.。]?", text, re.S) or re.match(
        r"`(\{[^`]*\})`[ \t]*[.。]?[ \t]*\n", text
    )
    if ticked is not None and (value := jsonish.loads_object(ticked[1])) is not None:
        # "`{"name": "meterReading", …}`." (qwen 0.5B under ToolLLaMA's prompt, b723): the
        # object as inline code, the sentence's stop after it (and talk on the lines below,
        # "`{…}`.\nFinish with return_type give_answer …", b771)
        return value
    if text[0] in "{｛" or wrapped:
        value = jsonish.loads_object(wrapped.group(1) if wrapped else text)
        if value is not None:
            return value
    # (or the object fenced: "The arguments as JSON are:\n```json\n{…}\n```", b723; after two
    # sentences: "The arguments are given as JSON. The JSON has the following structure:", b1590)
    led = re.match(r"[^{}\n,，]{1,80}[:：][ \t]*\n\s*(?:```[\w-]*[ \t]*\n\s*)?(\{.*)", text, re.S)
    if led and (value := jsonish.loads_object(led.group(1))) is not None:
        # "The function's parameters are:\n{"address": …}\nand stop. …" (qwen2.5-coder-0.5b
        # under ToolLLaMA's prompt, b557): a lead-in line, the object, then talk
        return value
    if text.startswith("<param"):
        # '<param name="question">what is pi squared?</param>' a line (Claude 2 in Boxcars'
        # XML prompt): the arguments
        params = _NAMED_PARAM_RE.findall(text)
        if params and not _NAMED_PARAM_RE.sub("", text).strip():
            return {k: scalar(v.strip()) for _, k, v in params}
    spec, eq, given = (
        text.partition("] = {") if text[0] == "[" and text[-1] == "}" else ("", "", "")
    )
    if eq:
        # '[{"name": "start_date", "type": "string", …}, …] = {"start_date": "2027-01-08", …}'
        # (qwen 0.5B, b535): the parameters' list copied, then "=" and their values
        listed = jsonish.loads(spec + "]")
        value = jsonish.loads_object("{" + given)
        if (
            isinstance(listed, list)
            and listed
            and all(isinstance(p, dict) and {"name", "type"} <= set(p) for p in listed)
            and value is not None
        ):
            return value
    if text[0] == "[" and text.endswith("]"):
        value = jsonish.loads(text)
        if (
            isinstance(value, list)
            and value
            and isinstance(value[0], dict)
            and not all(isinstance(v, dict) and _SCHEMA_KEYS >= v.keys() >= {"name"} for v in value)
            # (nor '[{"name": "lat", "type": "number", "value": 39.9042}, …]', each parameter
            # an entry with its value: a list, no object, kept as written, b1484, b1625)
            and not all(
                isinstance(v, dict) and _SCHEMA_KEYS | {"value"} >= v.keys() >= {"name", "value"}
                for v in value
            )
        ):
            # (not '[{"name": "minutes", "type": "integer", "required": true}, …]': the
            # parameters' definitions echoed, no arguments; kept as written, b477)
            return value[0]
    # Plain text ends at a blank line where the model goes on talking ("I will wait for the
    # result."); code goes on past one ("import csv\n\nwith open(…) as f:\n    …"), and so
    # does text that is not the model's own words ("game.html\n\ntest contents", "Add a
    # game\n\nadded a game, closes #15": a path or a title, then the file or the body)
    # "Action Input: "IMG_2041", "Maya"\nand stop. At the end, call the function Finish …"
    # (qwen 0.5B under ToolLLaMA's prompt, b1501): the prompt's words after the input
    text = re.split(r"\n[ \t]*and stop\b", text, maxsplit=1)[0]
    parts = re.split(r"\n[ \t]*\n", text)
    kept = 1
    opened = parts[0].count("<<<<") - parts[0].count(">>>>")
    while kept < len(parts) and (
        all(
            _CODE_LINE_RE.match(line) for line in (parts[kept - 1].rsplit("\n", 1)[-1], parts[kept])
        )
        # ("README.md\nOLD <<<<\n…\nNEW <<<<\nText.\n\nMore.\n>>>> NEW", LangChain's GitHub
        # tools: a block its markers open runs to where they close)
        or opened > 0
        or not _TALK_RE.match(parts[kept])
    ):
        opened += parts[kept].count("<<<<") - parts[kept].count(">>>>")
        kept += 1
    text = "\n\n".join(parts[:kept]).strip()
    if text.endswith("\n```") and text.count("```") == 1:
        text = text[:-3].rstrip()  # a fence's closing line, its opening left in the prompt
    first, newline, _ = text.partition("\n")
    if newline and re.fullmatch(r"(`|\"|“)[^`\"“”\n]+(`|\"|”)|'\{[^\n]*\}'", first.strip()):
        # "`burger.price`" and then prose on the next lines: the wrapped line is the input
        # (or an object in single quotes: "'{"name": …}'\nStop.", qwen2.5-coder-0.5b, b557)
        text = first
    if re.fullmatch(r"[\"“][^\"“”\n]*[\"”][.。]", text):
        # 'Ввод действия: "search_photos IMG_2057".' (qwen 0.5B under a Russian ReAct prompt,
        # b1486): the quoted input closed by a sentence's stop
        text = text[:-1]
    text = unquote(text)
    if text[:1] == '"' and text.count('"') == 1 and "\n" not in text:
        # 'action_input: "Lisboa, Lisbon, Lisbon, …' (qwen 0.5B under tao's json-blob prompt,
        # repeating to the token limit, b1481): a string opened and never closed, its text
        text = text[1:].lstrip()
    if text[:1] == "{" and text[-1:] == "}":  # `{"query": "rag"}` in backticks
        value = jsonish.loads_object(text)
        if value is not None:
            return value
    first = re.split(r"\n[ \t]*\n", text, maxsplit=1)[0] if "`{" in text else ""
    said = _SAID_OBJECT_RE.fullmatch(first) if first else None
    if said is not None and (value := jsonish.loads_object(said.group(1))) is not None:
        # "The function's arguments as JSON are `{"name": "王芳", …}`." (ToolLLaMA's prompt,
        # qwen2.5-coder-0.5b): a sentence that gives the arguments in inline code
        return value
    pairs = key_value_lines(text)
    return text if pairs is None else pairs


_SAID_OBJECT_RE = re.compile(
    r"[^`\n{}]*\b(?:arguments?|parameters?|input|JSON)\b[^`\n{}]*`(\{[^`\n]*\})`[ \t]*[.。]?",
    re.I,
)


def key_value_lines(text: str) -> dict[str, Any] | None:
    """ "tracking_number=SF1402938877", a parameter a line: the arguments, or None. Code puts
    spaces around its "="; one line of pairs ("a=250, cur=USD", "topic=x year=2019") stays
    text, as batch 62's labellers read it."""
    lines = text.splitlines()
    if lines and all(_PARAM_ITEM_RE.match(line) for line in lines):
        # "- origin: \"上海\"\n- destination: \"成都\"" (qwen2.5-coder-0.5b): the pairs as a
        # list, each key a parameter's name (not "- Action: Send SMS\n- Message: hi", fields
        # of a request in words)
        lines = [_PARAM_ITEM_RE.sub("", line, count=1) for line in lines]
    if len(lines) >= 2 and any(line.rstrip().endswith(("[", "{")) for line in lines):
        # ("reviewers: [\n    "jane",\n    "dave"\n]", a list running over lines, qwen 0.5B
        # under a YAML-like prompt, b1460)
        lines = _values_run_on(lines, ":")
    named = [_colon(line) for line in lines] if len(lines) >= 2 else []
    pairs = [p for p in named if p is not None]
    if pairs and len(pairs) == len(named) and len({k for k, _ in pairs}) == len(pairs):
        # "出发城市: 北京\n日期: 2027-01-20": a name and its value a line, YAML's way (not two
        # addresses "https://…")
        return {k: _pair_value(v) for k, v in pairs}
    # (each line perhaps indented under its label: "Aktionseingabe: \n    city=London\n    date=…")
    lines = [line.strip() for line in lines]
    if len(lines) >= 2 and all(line.endswith(",") for line in lines[:-1]):
        # "boot_size_eu=42.5,\ndates=[2027-01-16, 2027-01-20]" (qwen 0.5B under tao's
        # json-blob prompt, b1021): a comma ending each pair's line, as between arguments
        lines = [line.removesuffix(",").rstrip() for line in lines]
    lines = _values_run_on(lines)
    if not lines or not all(
        _KEY_EQUALS_RE.match(line) and not _MORE_PAIRS_RE.search(line) for line in lines
    ):
        return None
    if len(lines) == 1 and re.search(r",[ \t]*[a-z][a-z\d]*_[a-z\d_]+[ \t]*\Z", lines[0]):
        # "pet_id=P-4410, include_weight" (qwen 0.5B under bolt's action tags, b857): a pair,
        # then another parameter's name alone; one line of them, text as written
        return None
    if len(lines) == 1 and _FORMULA_RE.fullmatch(lines[0]):
        # "O=[N+]([O-])OCC(CO[N+](=O)[O-])O[N+](=O)[O-]" (Llama 3.1 in ChemCrow, b501): a
        # SMILES string or an equation, "=" again in the value and no query's "?" or "&"
        return None
    return {k: _pair_value(v) for k, _, v in (line.partition("=") for line in lines)}


def _values_run_on(lines: list[str], sep: str = "=") -> list[str]:
    """`lines` with a pair's JSON value that opens on its line and closes on a later one joined
    into that pair's line: "appliances=[", "{", …, "]" (qwen 0.5B under GLM-4.5's call format,
    its tags left out, b1432)."""
    joined: list[str] = []
    for line in lines:
        value = joined[-1].partition(sep)[2].strip() if joined else ""
        if value[:1] in "[{" and jsonish.unclosed(value):
            joined[-1] += "\n" + line
        else:
            joined.append(line)
    return joined


def _pair_value(text: str) -> Any:
    """A value of a "key: value" (or "key=value") line: in quotes, the text inside them ('chip_id:
    "985112004567321"' keeps its digits as a string, b1361); else JSON where it reads as JSON."""
    stripped = text.strip()
    inner = unquote(stripped)
    if inner != stripped and stripped[:1] in "\"'“‘":
        return inner
    value = scalar(inner)
    if isinstance(value, str) and (flow := bare_list(value)) is not None:
        # "- parts: ['flat tyre']" (qwen 0.5B under LangChain's ReAct prompt, b1567): a list in
        # Python's quotes, as YAML's flow list is read (b1325)
        return flow
    return value


_NESTED_PAIR_RE = re.compile(r"[ \t]*([^\W\d][\w\-]{0,30})[ \t]*[:：][ \t]*(.*)$")


_YAML_ITEM_RE = re.compile(r"[ \t]*-[ \t]+(\S.*)")


def _listed_mappings(lines: list[str], depth: int) -> list[dict[str, Any]] | None:
    """YAML's list of mappings, each item's first pair after its "- ", the rest below it at
    the first's indent; None unless every line is part of one."""
    body = [line for line in lines if line.strip()]
    if not body or not body[0].lstrip().startswith("- "):
        return None
    indent = len(body[0]) - len(body[0].lstrip())
    items: list[list[str]] = []
    for line in body:
        here = len(line) - len(line.lstrip())
        if here == indent and line.lstrip().startswith("- "):
            items.append([" " * (indent + 2) + line.lstrip()[2:]])
        elif here > indent and items:
            items[-1].append(line)
        else:
            return None
    found = [nested_pairs(item, depth + 1) for item in items]
    return [one for one in found if one is not None] if all(found) else None


def nested_pairs(lines: list[str], depth: int = 0) -> dict[str, Any] | None:
    """YAML's nesting by indentation, "settings:\n    theme: dark\n    save: true" (a key
    with nothing after it opens the more indented lines below it): the arguments, or None
    unless every line is such a pair."""
    out: dict[str, Any] = {}
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _NESTED_PAIR_RE.match(line) if line.strip() else None
        if line.strip() and (m is None or depth > 8):
            return None
        j = i + 1
        if m is not None:
            indent = len(line) - len(line.lstrip())
            while j < len(lines) and (
                not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > indent
            ):
                j += 1
            value = m.group(2).strip()
            if value in ("|", "|-") and j > i + 1:
                # "code: |\n    lst = [2, 3]\n    print(lst)": YAML's block of lines, as
                # written less their indent (and one line break after them, unless "|-")
                block = textwrap.dedent("\n".join(lines[i + 1 : j])).strip("\n")
                out[m.group(1)] = block + ("\n" if value == "|" else "")
                i = j
                continue
            if value and j > i + 1:
                return None  # a value and lines under it: not YAML's pairs
            child: Any = nested_pairs(lines[i + 1 : j], depth + 1) if not value else None
            items = [_YAML_ITEM_RE.fullmatch(x) for x in lines[i + 1 : j] if x.strip()]
            if not value and child is None and items and all(items):
                # "alterations:\n    - 小袖裙" (PocketFlow's YAML, qwen 0.5B, b695): a list
                child = [scalar(unquote(x[1].strip())) for x in items if x]
            if not value and child is None:
                # "chapters:\n    - title: Intro\n      start: 00:00:00\n    - title: …" (qwen
                # 0.5B under PocketFlow's prompt, b1533): a list of mappings
                child = _listed_mappings(lines[i + 1 : j], depth)
            if not value and child is None:
                return None
            flow = bare_list(value)
            if flow is not None:
                # "ride_ids: ['5512', '5519']" (qwen 0.5B under PocketFlow's prompt, b1325):
                # YAML's list written in brackets, one line
                out[m.group(1)] = flow
            else:
                out[m.group(1)] = scalar(unquote(value)) if value else child
        i = j
    return out or None


def bare_list(text: str) -> list[Any] | None:
    """A list written bare, in its brackets ("['5512', '5519']", "[1, 2, 3]"), as the list;
    None for anything else."""
    value = jsonish.loads(text) if text[:1] == "[" and text[-1:] == "]" else None
    return value if isinstance(value, list) else None


def _colon(line: str) -> tuple[str, str] | None:
    """ "name: value" as (name, value); None for any other line."""
    m = _KEY_COLON_RE.match(line)
    return (m.group(1), line[m.end() :]) if m else None


# A list item that is a parameter's pair: "- origin: …", "* passengers: 3".
_PARAM_ITEM_RE = re.compile(r"[ \t]*[-*][ \t]+(?=[a-z_][a-z0-9_]*[ \t]*[:：=])")
# ("location= \"Cali, Colombia\"": a space after the "=" alone, before a quoted value)
_KEY_EQUALS_RE = re.compile(r"[A-Za-z_]\w*=(?:(?![=\s])|[ \t](?=[\"']))")
_KEY_COLON_RE = re.compile(r"[ \t]*([^\W\d]\w{0,30})[ \t]*[:：](?!//)[ \t]*(?=\S)")
_MORE_PAIRS_RE = re.compile(r"[,;\s][A-Za-z_]\w*=")
_FORMULA_RE = re.compile(r"\w+=[^\s=?&]*=[^\s?&]*")


# Markdown's escaped asterisk after a value and before the next argument or the end
_FOOTNOTE_MARK_RE = re.compile(r"(?<=[\]\)}'\"\w])\\\*+(?=[ \t]*(?:,|\Z))")


# A keyword's name with JSON's \uXXXX escapes in it, before its "="
_ESCAPED_KEYWORD_RE = re.compile(
    r"(?<![\w\\\"'])(?=[\w\\]*\\u)(?:[^\W\d]|\\u[0-9a-fA-F]{4})(?:\w|\\u[0-9a-fA-F]{4})*(?=[ \t]*=(?!=))"
)


def call_arguments(inner: str, bare_words: bool = True) -> Any:
    """Arguments written inline: search("x"), add(a=1, b=2), lookup({"k": 1}).

    `bare_words`: a keyword's unquoted word is its text (`convert(to=USD)`), as a model
    writing a call in prose means it; not in code, where such a word is a variable."""
    for quote in ("'", '"'):
        escaped = "\\" + quote
        if escaped in inner and quote not in inner.replace(escaped, ""):
            # "click(start_box=\'(660,1059)\')" (UI-TARS, copied from a server's log):
            # every quote escaped, as a string that held the call shows them
            inner = inner.replace(escaped, quote)
    if "''" in inner:
        inner = _doubled_quotes(inner)
    if "L" in inner and _JAVA_LONGS_RE.search(inner):
        # "ids=[101L, 202L, 303L]" (gpt-4o on BFCL's Java functions, b1276): a list of Java's
        # longs, numbers
        inner = _JAVA_LONGS_RE.sub(lambda m: re.sub(r"(?<=\d)[lL]", "", m[0]), inner)
    if "\\*" in inner:
        # "items=['pumpkin', 'egg']\\*, quantities=[3, 24]" (mistral-small-2402 on BFCL, b1019):
        # a footnote's mark, Markdown's escaped asterisk, after a value, its note below
        inner = _FOOTNOTE_MARK_RE.sub("", inner)
    if "\\u" in inner:
        # "a\\u00f1o_vehiculo=2024" (Qwen3-0.6B on BFCL, b1041): a keyword's letter written as
        # JSON's escape, which no identifier can hold
        inner = _ESCAPED_KEYWORD_RE.sub(
            lambda m: re.sub(r"\\u([0-9a-fA-F]{4})", lambda u: chr(int(u[1], 16)), m[0]), inner
        )
    if "\ufffd" in inner and _STAND_IN not in inner:
        # "[f(…, a\ufffdo_vehiculo=2024, …)]" (Qwen3-14B on BFCL, b1107): a keyword's letter
        # lost to the replacement character, which no identifier can hold; read with a letter
        # standing in for it, then put back
        held = _call_arguments(inner.replace("\ufffd", _STAND_IN), bare_words)
        return _put_back(held, _STAND_IN, "\ufffd")
    if "." in inner and _DOTTED_KEYWORD_RE.search(inner) and _DOT_STAND_IN not in inner:
        # "[SessionHandler.exceptionCaught(ctx='nettyChannelContext', e='ioExceptionEvent',
        # e.message='something goes wrong with channel')]" (Phi-4-mini on BFCL, b1115): a
        # keyword named with a dot, as a Java field is, which no identifier can hold; read with
        # a letter standing in for the dot, then put back
        dotted = _DOTTED_KEYWORD_RE.sub(lambda m: m[0].replace(".", _DOT_STAND_IN), inner)
        held = _call_arguments(dotted, bare_words)
        if isinstance(held, dict) and any(_DOT_STAND_IN in k for k in held):
            return _put_back(held, _DOT_STAND_IN, ".")
    args = _call_arguments(inner, bare_words)
    if "\\" in inner and (_has_controls(args) or _DRIVE_ESCAPE_RE.search(inner)):
        # 'read_file(path="C:\1_Git\LocaLLM")': a Windows path, not Python's escapes ("\1"
        # is no character anyone means): its backslashes as written; so too a drive's path
        # whose backslash meets a letter Python reads as an escape ('command="dir > d:\
        # testing.txt"', Qwen2-7B on BFCL, b1255: no tab meant)
        args = _call_arguments(_LONE_BACKSLASH_RE.sub(r"\\\\", inner), bare_words)
    return args


_STAND_IN = "\ua66e"  # a letter no model writes (CYRILLIC LETTER MULTIOCULAR O)
_DOT_STAND_IN = "\ua66d"  # another (CYRILLIC SMALL LETTER DOUBLE MONOCULAR O)
# A keyword named with dots, after the call's opening or a comma: ", e.message="
_DOTTED_KEYWORD_RE = re.compile(r"(?:\A|(?<=,))[ \t]*[^\W\d]\w*(?:\.[^\W\d]\w*)+(?=[ \t]*=(?!=))")


def _put_back(value: Any, stand_in: str, original: str) -> Any:
    """`value` with `stand_in` replaced by `original` in its strings and its keys."""
    if isinstance(value, str):
        return value.replace(stand_in, original)
    if isinstance(value, dict):
        return {
            _put_back(k, stand_in, original): _put_back(v, stand_in, original)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_put_back(v, stand_in, original) for v in value]
    return value


def _doubled_quotes(inner: str) -> str:
    """SQL's way of quoting a quote, "parts='[''userID'', 42]'" (Qwen2.5 on BFCL, b597): Python
    would join the pieces ("[userID, 42]"); nobody writing a call means that, so each run of
    single-quoted strings with nothing between them is one string, a quote where they meet."""
    import io
    import tokenize

    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(inner).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return inner
    runs: list[list[tokenize.TokenInfo]] = []
    for tok in tokens:
        quoted = tok.type == tokenize.STRING and tok.string[:1] == "'" and tok.string[:3] != "'''"
        if quoted and runs and runs[-1][-1].end == tok.start:
            runs[-1].append(tok)
        elif quoted:
            runs.append([tok])
    lines = inner.split("\n")
    for run in reversed([r for r in runs if len(r) > 1 and r[0].start[0] == r[-1].end[0]]):
        row = run[0].start[0] - 1
        joined = "'".join(t.string[1:-1] for t in run)
        line = lines[row]
        lines[row] = line[: run[0].start[1]] + repr(joined) + line[run[-1].end[1] :]
    return "\n".join(lines)


_LONE_BACKSLASH_RE = re.compile(r"\\(?![\\\"'])")
_CONTROLS_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
# A drive's path, its backslash before a letter that makes an escape: "> d:\testing.txt"
_DRIVE_ESCAPE_RE = re.compile(r"(?<![\w\\])[A-Za-z]:\\[abfnrtv](?=[\w.-]*(?:\.\w|\\))")


def _has_controls(value: Any) -> bool:
    """Whether a string in `value` holds a control character other than a line break or tab."""
    if isinstance(value, str):
        return _CONTROLS_RE.search(value) is not None
    if isinstance(value, dict):
        return any(_has_controls(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_controls(v) for v in value)
    return False


# The last keyword's value opened with a quote that never closes: "…, units='Celsius"
_LAST_QUOTE_OPEN_RE = re.compile(r"[,(]\s*[^\W\d]\w*\s*=\s*(['\"])[^'\"\n]*\Z")
# ... or a list's one string, neither closed: "…, conditions=['ExperimentID = \'EX123\')"
_LAST_LIST_QUOTE_OPEN_RE = re.compile(
    r"[,(]?\s*[^\W\d]\w*\s*=\s*\[\s*(['\"])((?:\\.|(?!\1)[^\\\n])*?)\)?\s*\Z"
)
# ... and in its text, what reads as the next keyword: ", has_late_check_in=False"
_NEXT_KEYWORD_RE = re.compile(r",[ \t]*[^\W\d]\w*[ \t]*=(?!=)")


def _call_arguments(inner: str, bare_words: bool) -> Any:
    inner = inner.strip()
    if not inner:
        return {}
    if inner.startswith("{"):
        value = jsonish.loads_object(inner)
        object_end = jsonish.closing(inner, 0, quotes="\"'")[0] if value is not None else -1
        if value is not None and not (
            object_end > 0 and inner[object_end + 1 :].lstrip().startswith(",")
        ):
            # (not an object and then more values: 'f({"species1": "human", …}, "human",
            # "percentage")', gemma-3-1b on BFCL, b859: unnamed values, the text as written)
            return value
    source = f"f({inner})"
    try:
        with warnings.catch_warnings():  # "C:\Path" in a model's string: not our warning
            warnings.simplefilter("ignore")
            call = ast.parse(source, mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        if _QUOTED_KEYWORD_RE.search(inner):
            # '…Design.jpg", "question="How does the arrangement …?"' (gemma-3-1b on BFCL,
            # b1132, its call a string in a list): a quote opened before a keyword's name
            again = _call_arguments(_QUOTED_KEYWORD_RE.sub(r"\1\2=", inner), bare_words)
            if isinstance(again, dict) and again:
                return again
        mended = escaped_apostrophes(inner)
        if mended != inner:
            # "…=['I'm interested in opening a long term savings account.', …]" (Haha-7B on
            # BFCL, b1100): an apostrophe between two letters inside a single-quoted string,
            # never a quote that opens or closes one (escaped, the same in either quote)
            again = _call_arguments(mended, bare_words)
            if isinstance(again, dict) and again and "\\'" not in json.dumps(again):
                # (read as Python reads it; not by a repair that kept the escape as written:
                # "air_quality(city: 'Xi'an')" is read below, b122)
                return again
        if "='" in inner:
            mended = _QUOTED_CONDITION_RE.sub(_condition_quoted, inner)
            again = _call_arguments(mended, bare_words) if mended != inner else None
            if isinstance(again, dict) and again:
                # "conditions=['job_title='Data Analyst']" (claude-instant-1.2 on BFCL, b1178):
                # a condition's value quoted inside a single-quoted string, its quotes the
                # string's own, not closing it
                return again
        if inner[:1] + inner[-1:] in ("[]", "{}") and KEYWORD_START_RE.match(inner, 1):
            # 'get_detail_adriel_project([project_name="e-commerce-web", include_financials=
            # True])' (gemma-3-1b on BFCL, b1069): the keywords wrapped in a list's brackets
            again = _call_arguments(inner[1:-1], bare_words)
            if isinstance(again, dict) and again:
                return again
        stray = _STRAY_LETTERS_RE.match(inner)
        if stray is not None:
            # "religion_history.get_schisms(r religion='Christianity', count=3)" (Llama-3-8B on
            # BFCL, b1201): a letter or two of babble before the first keyword, no value
            again = _call_arguments(inner[stray.end() :], bare_words)
            if isinstance(again, dict) and again:
                return again
        if _KEY_BEFORE_BRACE_RE.search(inner):
            # "patient_id='A123',hospitalization_period{'start_date': …}" (ACEBench's saved
            # result, b738): a keyword's "=" left out before its object
            mended = _KEY_BEFORE_BRACE_RE.sub(r"\1\2=", inner)
            again = _call_arguments(mended, bare_words) if mended != inner else None
            if isinstance(again, dict) and again:
                return again
        braced = _KEYWORD_BRACE_RE.search(inner)
        end = jsonish.closing(inner, braced.start())[0] if braced is not None else -1
        if braced is not None and end > 0:
            # 'ThinQ_Connect(body={airConJobMode="AIR_DRY", windStrength="MID"})' (gpt-5-nano
            # on BFCL, b1312): an object's keys written as keywords, "=" for ":"
            span = jsonish.keyword_keys(inner[braced.start() : end + 1])
            again = _call_arguments(inner[: braced.start()] + span + inner[end + 1 :], bare_words)
            if isinstance(again, dict) and again:
                return again
        mended = _colon_keywords(inner)
        if mended != inner:
            # 'query="宋代", filters={…}, limit: 10' (qwen 0.5B under a Python-list prompt,
            # b839): one keyword written "name: value" among the "=" of the others
            again = _call_arguments(mended, bare_words)
            if isinstance(again, dict) and again:
                return again
        unclosed = _LAST_QUOTE_OPEN_RE.search(inner)
        ran_on = _NEXT_KEYWORD_RE.search(inner, unclosed.end(1)) if unclosed is not None else None
        if unclosed is not None and ran_on is not None:
            # "end_available_date='2024-12-03 18:00:00, has_late_check_in=False" (Llama-3.1-8B
            # on BFCL, b1020): the quote left out before the next keyword; closed there
            cut = ran_on.start()
            again = _call_arguments(inner[:cut] + unclosed[1] + inner[cut:], bare_words)
            if isinstance(again, dict) and again:
                return again
        listed = _LAST_LIST_QUOTE_OPEN_RE.search(inner) if unclosed is None else None
        if listed is not None:
            # "conditions=['ExperimentID = \'EX123\')" (claude-3-haiku on BFCL, b1189): the
            # last value a list whose one string never closes, nor the list, the call's
            # parenthesis after it; both closed
            again = _call_arguments(inner[: listed.end(2)] + listed[1] + "]", bare_words)
            if isinstance(again, dict) and again:
                return again
        if unclosed is not None:
            # "coordinates=(40.7128, -74.0060), units='Celsius" (Qwen2.5-3B on BFCL, b945): the
            # last value's quote never closed; closed, the values before it keep their types
            again = _call_arguments(inner + unclosed[1], bare_words)
            if isinstance(again, dict) and again:
                return again
        for sign in "=:":
            # f(place=King's Cross, item=umbrella): keywords with their values unquoted, or
            # quoted around an apostrophe of their own: air_quality(city: 'Xi'an')
            if not re.match(rf"[^\W\d]\w*[ \t]*{sign}(?!=)", inner):
                continue
            # (an optional parameter's "?" copied from the signature: 'solarEstimate(
            # roof_area_m2: 15, orientation: "east-facing", tilt_deg?: 40)', qwen 0.5B, b617)
            pieces = [
                p.partition(sign) for p in re.split(rf",\s*(?=[^\W\d]\w*\??[ \t]*{sign})", inner)
            ]
            pieces = [(k.strip().removesuffix("?"), s, v) for k, s, v in pieces]
            last = {
                q: max((i for i, p in enumerate(pieces) if q in p[2]), default=-1) for q in "\"'"
            }
            for i, (key, _, raw) in enumerate(pieces):
                given = raw.strip()
                following = pieces[i + 1][2].strip() if i + 1 < len(pieces) else ""
                if (
                    re.fullmatch(r"([\"'])(?:(?!\1)[^\n])*", given)
                    and (
                        i == len(pieces) - 1
                        or (last[given[0]] == i and _nested(given))
                        # ("ascending='true, dish='main course'": one word's closing quote left
                        # out before a value quoted whole, Qwen2.5-7B on BFCL, b854-027)
                        or (
                            re.fullmatch(r".\w+", given) is not None
                            and re.fullmatch(r"([\"'])[^\"'\n]*\1", following) is not None
                        )
                        # ("labels='["a", "b"], data='[10, 20]'": a list's or an object's closing
                        # quote left out, the values after it whole, Llama 3.1 8B on BFCL, b886;
                        # Qwen2.5 on BFCL, b887)
                        or (
                            given[1:2] in ("[", "{")
                            and _whole_value(given[1:])
                            and all(_whole_value(p[2].strip()) for p in pieces[i + 1 :])
                        )
                    )
                ):
                    # 'state="Illinois' at the end, or 'prompt="A woman…, resolution=\'1920x1080\''
                    # (Mistral-Nemo on BFCL, b524): its closing quote left out (cut, or
                    # forgotten: the quote never comes again), or written as the other quote:
                    # 'values="{…}\', ensure…'
                    # (not the other quote closing one opened inside: command='del
                    # "%userprofile%\Desktop\putty.lnk", Qwen2-1.5B on BFCL, b1197)
                    other = len(given) > 2 and given[-1] in "\"'"
                    shut = given[:-1] if other and given[1:].count(given[-1]) % 2 else given
                    pieces[i] = (key, sign, shut + given[0])
            if all(k.strip().isidentifier() and _whole_value(v.strip()) for k, _, v in pieces):
                # (a stray comma after a bare value: "destination_airport=Seattle,,
                # departure_date=…", mistral-medium on BFCL, b1095)
                return {
                    k.strip(): _quoted_or_scalar(
                        v.strip() if v.strip()[:1] in "\"'" else v.strip().rstrip(",").rstrip()
                    )
                    for k, _, v in pieces
                }
        if re.match(r"([\"']?)[^\W\d]\w*\1[ \t]*:", inner):
            # send_email(to: "bob@example.com", subject: {…}): keys written "name: value"
            # (or quoted as JSON's: 'B("t": "10", "e": "Queue is saturated")', Qwen2.5)
            value = jsonish.loads_object("{" + inner + "}")
            if value:
                return value
        if _HALF_QUOTED_KEY_RE.match(inner):
            # '[get_weather(city": "Antwerp")]' (LFM2.5 1.2B, b1428): JSON's pairs, each key's
            # opening quote left out
            value = jsonish.loads_object("{" + _HALF_QUOTED_KEY_RE.sub(r'\1"\2"', inner) + "}")
            if value:
                return value
        matched = jsonish.closers_matched(inner, "\"'")
        again = _call_arguments(matched, bare_words) if matched is not None else None
        if isinstance(again, dict) and again:
            # "criteria=[{'type': 'string', 'enum': […]}}" (gemma-3-1b on BFCL, b1418): a
            # list closed with an object's brace; each closer made the one its opener wants
            return again
        salvaged = _salvaged_keywords(inner)
        if salvaged is not None:
            # "…, leading_object_acceleration=1, '1^2, '2, initial_distance=50" (Phi-4-mini on
            # BFCL, b1127): babble among the keywords, no value of any kind; the keywords
            return salvaged
        return unquote(inner)
    if not isinstance(call, ast.Call):  # "a), g(b": more than one call was handed in
        return unquote(inner)
    try:
        if call.keywords and not call.args:
            kwargs = {
                k.arg: _literal(k.value, source if bare_words else None)
                for k in call.keywords
                if k.arg
            }
            only = next(iter(kwargs.values())) if len(kwargs) == 1 else None
            if isinstance(only, dict) and next(iter(kwargs)) in ("parameters", "arguments", "args"):
                return only  # read_file(parameters={"path": "/home"})
            return kwargs
        if len(call.args) == 1 and not call.keywords:
            value = _literal(call.args[0])
            if isinstance(value, dict | str):
                return value
    except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
        pass
    return unquote(inner)


# An object whose first key is written as a keyword ("{airConJobMode="AIR_DRY", …}")
_KEYWORD_BRACE_RE = re.compile(r"\{[ \t]*[A-Za-z_]\w*[ \t]*=(?!=)")
# A quote before a keyword's name after a comma: ', "question="How …?"'
_QUOTED_KEYWORD_RE = re.compile(r"(,[ \t]*)[\"']([^\W\d]\w*)=(?!=)(?=[\"'])")
# A keyword's start: "name=" at the arguments' start or after a comma, quotes or no quotes
_KEYWORD_AT_RE = re.compile(r"(?:\A|,)[ \t\n]*([^\W\d]\w*)[ \t]*=(?!=)[ \t]*")


def _salvaged_keywords(inner: str) -> dict[str, Any] | None:
    """The keywords of arguments with babble among them that no reading makes a value of
    (a quote opened and never closed, a key written "'k': v" after them): each keyword with
    the literal its text begins with, the babble dropped; a keyword given twice, the one
    readable value. None when what would be dropped reads as values (unnamed values make
    the text input, as written), or a keyword would be lost."""
    starts = list(_KEYWORD_AT_RE.finditer(inner))
    if not starts or "=" in inner[: starts[0].start()]:
        return None  # (keywords the pattern missed: "present\\_value=5000, …", b514)
    values: dict[str, Any] = {}
    # (babble before the first keyword too: "experience in_while_just_2arv, experience_or_
    # education_type='experience', …", Phi-4-mini on BFCL, b1140)
    dropped: list[str] = [inner[: starts[0].start()].strip(" \t\n,")] if starts[0].start() else []
    lost: set[str] = set()
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(inner)
        raw = inner[m.end() : end]
        pieces = raw.split(",")
        for k in range(len(pieces), 0, -1):
            head = ",".join(pieces[:k]).strip()
            value = _plain_literal(head)
            if value is not _NOTHING:
                if m[1] in values:
                    # (two readable values of one keyword: calls run together, "…state=
                    # "Illinois), f(purchase_amount=52.33, city="Sacramento", …", b201)
                    return None
                values[m[1]] = value
                rest = ",".join(pieces[k:]).strip(" \t\n,")
                if rest:
                    dropped.append(rest)
                break
        else:
            lost.add(m[1])
            dropped.append(inner[m.start() : end].strip(" \t\n,"))
    if not dropped or not values or not lost <= values.keys():
        return None
    for junk in dropped:
        if re.search(r"[\w.]\([ \t]*[^\W\d]\w*[ \t]*=", junk):
            # (another call's start among them: 'state="Illinois), tax(amount=52.33, …', calls
            # run together, each its own)
            return None
        try:
            ast.parse(f"f({junk})", mode="eval")
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        return None  # values, not babble
    return values


_NOTHING = object()


def _plain_literal(text: str) -> Any:
    """A Python literal (or JSON's true, false, null) written whole, or _NOTHING."""
    if text in _JSON_WORDS:
        return _JSON_WORDS[text]
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError):
        return _NOTHING
    return list(value) if isinstance(value, tuple) else value


# A letter or two alone before the first keyword: "r religion='Christianity', …"
_STRAY_LETTERS_RE = re.compile(r"\s*[a-z]{1,2}[ \t]+(?=[^\W\d]\w*[ \t]*=(?!=))")
_KEY_BEFORE_BRACE_RE = re.compile(r"(\A|,)[ \t]*([A-Za-z_]\w*)(?=\{)")
# A single-quoted "name='value'" as one value (a list's item, an argument): "['job_title='Data
# Analyst']", its inner quotes not escaped
_QUOTED_CONDITION_RE = re.compile(r"(?<=[\[(,])([ \t]*)'(\w+=)'([^'\n]*)'(?=[ \t]*[\]),])")


def _condition_quoted(m: re.Match[str]) -> str:
    """The condition `m` matched, written in double quotes around its single ones."""
    return f"{m[1]}\"{m[2]}'{m[3]}'\"" if '"' not in m[3] else m[0]


_APOSTROPHE_RE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


def escaped_apostrophes(code: str) -> str:
    """`code` with each apostrophe between two letters escaped ("Mucha's" as "Mucha\\'s")."""
    return _APOSTROPHE_RE.sub(_escaped_apostrophe, code) if "'" in code else code


def _escaped_apostrophe(m: re.Match[str]) -> str:
    """An apostrophe escaped, unless the letter before it is a string's prefix (r'…', f'…')."""
    at = m.start()
    prefix = m.string[at - 1] in "rbfuRBFU" and (at < 2 or not m.string[at - 2].isalnum())
    return m[0] if prefix else "\\'"


# A call's arguments that begin with a keyword: "f(city=…" (not "f(a == b")
KEYWORD_START_RE = re.compile(r"\s*[A-Za-z_]\w*[ \t]*=(?!=)")


def _colon_keywords(inner: str) -> str:
    """Keywords written "name: value" outside any bracket or string, as "name=value", where
    another keyword there is written with "="; `inner` as it is otherwise."""
    import io
    import tokenize

    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(inner).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return inner
    depth, colons, equals = 0, [], 0
    previous: tokenize.TokenInfo | None = None
    for i, tok in enumerate(tokens):
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        elif depth == 0 and tok.type == tokenize.NAME and i + 1 < len(tokens):
            after = tokens[i + 1]
            if (
                after.type == tokenize.OP
                and after.string in (":", "=")
                and (previous is None or previous.string == ",")
            ):
                if after.string == "=":
                    equals += 1
                else:
                    colons.append(after)
        if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.COMMENT):
            previous = tok
    if not colons or not equals:
        return inner
    lines = inner.split("\n")
    for tok in reversed(colons):
        row, col = tok.start[0] - 1, tok.start[1]
        lines[row] = lines[row][:col] + "=" + lines[row][col + 1 :]
    return "\n".join(lines)


def _nested(text: str) -> bool:
    """Whether every bracket in `text` closes one opened before it, and all are closed."""
    stack: list[str] = []
    for c in text:
        if c in "([{":
            stack.append(")]}"["([{".index(c)])
        elif c in ")]}" and (not stack or stack.pop() != c):
            return False
    return not stack


def _whole_value(value: str) -> bool:
    """Whether a piece split off at ", name:" is a whole value: quoted from end to end, or
    bare (no quote or bracket opening it), or a JSON object or list closed at its end
    ("metadata={"total": "1187.00"}" after unquoted values, b734); not a quoted string cut
    at a comma inside it."""
    if not value:
        return False
    if value[0] in "{[":
        return value[-1] == "]}"[value[0] == "{"] and _json_value(value) is not None
    if value[0] in "\"'":
        return len(value) >= 2 and value[-1] == value[0]
    # (not bare text that goes on to quoted values after a comma: "1, '1^2, '2", babble)
    # (a bracket's items may be quoted: "list[Literal['tune-up', 'brakes']]", b1047)
    return _COMMA_QUOTE_RE.search(value) is None or re.search(r"[\[({]", value) is not None


_COMMA_QUOTE_RE = re.compile(r",[ \t]*[\"']")


def _json_value(value: str) -> Any:
    """A JSON object or list, repaired, or None."""
    decoded = jsonish.loads(value)
    return decoded if isinstance(decoded, dict | list) else None


def _quoted_or_scalar(value: str) -> Any:
    """A whole keyword's value as written: the text inside its quotes ('Xi'an' is Xi'an), or
    a scalar (3, true) or bare text."""
    if re.fullmatch(r"-?\d{1,18}[lL]", value):
        return int(value[:-1])  # "waitTime=5L" (Java's long, Mistral on BFCL, b514)
    if value[:1] in "{[":
        return _json_value(value)
    if value[:1] not in "\"'":
        curly = _CURLY_QUOTED_RE.fullmatch(value)
        if curly is not None:
            # "deleteByQueryRequest=‘your_query’" (gemma-3-1b on BFCL, b1418): typographic
            # quotes around a value, a word processor's for Python's
            return curly[1] if curly[1] is not None else curly[2]
        if _BARE_NUMBERS_RE.fullmatch(value):
            # "statistics.median(data=3, 4, 5, 2, 8, 5)" (gemma-3-1b on BFCL, b1418): a list's
            # numbers with its brackets left out (never "1,299": no space after the comma)
            return [json.loads(n) for n in re.split(r",[ \t]+", value)]
        return scalar(value)
    inner = value[1:-1]
    if value[0] == '"' and "\\n" in inner and "\n" not in inner and not _DRIVE_RE.search(inner):
        # 'body: "Estimado gerente,\\n\\nAdjunto …"' (a benchmark's run of a model writing
        # its calls as TOOL lines, b1319): JSON's escapes in a double-quoted value, read as
        # Python and JSON read them (a drive's path keeps its backslashes)
        try:
            decoded = json.loads(value)
        except ValueError:
            decoded = None
        if isinstance(decoded, str):
            return decoded
    if re.search(rf"[\s=(]{value[0]}\w+\Z", inner):
        # "source='SELECT * FROM t WHERE status = 'active'" (Qwen3-0.6B on BFCL, b1041): a word
        # quoted at the value's end, its closing quote the value's own
        inner += value[0]
    return inner


# A key with its closing quote and not its opening one, before its colon: 'city": '
_HALF_QUOTED_KEY_RE = re.compile(r"(\A|,)[ \t]*([^\W\d]\w*)[\"'](?=[ \t]*:)")
# Numbers after a keyword, a comma and a space between each: "3, 4, 5"
_BARE_NUMBERS_RE = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:,[ \t]+-?(?:0|[1-9]\d*)(?:\.\d+)?)+")
# A value in typographic quotes, single or double: ‘your_query’, “Paris”
_CURLY_QUOTED_RE = re.compile(r"‘([^‘’\n]*)’|“([^“”\n]*)”")
# A drive's path: "C:\\", "d:\\"
_DRIVE_RE = re.compile(r"(?<![\w\\])[A-Za-z]:\\")
# A list of Java's longs, numbers with an L: "=[101L, 202L]"
_JAVA_LONGS_RE = re.compile(
    r"=[ \t]*\[(?:[ \t]*-?\d{1,18}[lL]?[ \t]*,)*[ \t]*-?\d{1,18}[lL][ \t]*\]"
)

_JSON_WORDS = {"true": True, "false": False, "null": None}


@functools.lru_cache(maxsize=4)
def _source_lines(source: str) -> list[bytes]:
    """`source`'s lines as ast counts them (ended by \\r\\n, \\r or \\n only), in UTF-8, as its
    column offsets count."""
    return [line.encode() for line in re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z", source)]


def _segment(source: str, node: ast.expr) -> str | None:
    """The text of `source` that `node` was parsed from, as ast.get_source_segment gives it,
    without splitting the source again for each node (which made a call of many arguments
    quadratic)."""
    if node.end_lineno is None or node.end_col_offset is None:
        return None
    lines = _source_lines(source)
    first, last = node.lineno - 1, node.end_lineno - 1
    if first == last:
        return lines[first][node.col_offset : node.end_col_offset].decode()
    pieces = [lines[first][node.col_offset :], *lines[first + 1 : last]]
    return b"".join([*pieces, lines[last][: node.end_col_offset]]).decode()


def _literal(node: ast.expr, source: str | None = None) -> Any:
    """A Python literal (a tuple as JSON's list), or JSON's true/false/null written as a bare
    word (LFM2, Llama); given the call's `source`, any other bare word or expression is its
    own text, as written: `email=johndoe@example.com` (no quotes, so Python reads "@")."""
    if isinstance(node, ast.Name) and node.id in _JSON_WORDS:
        return _JSON_WORDS[node.id]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "dict"
        and not node.args
        and all(k.arg for k in node.keywords)
    ):  # "population=dict(adults=2, children=2)" (Qwen2.5 on BFCL)
        return {k.arg: _literal(k.value, source) for k in node.keywords}
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and isinstance(node.left, ast.List)
        and isinstance(node.right, ast.Constant)
        and type(node.right.value) is int
        and 0 <= node.right.value <= 1000
    ):  # "items=['burger']*5" (Gemma 3 4B on BFCL, b604): the list repeated, as Python has it
        return _literal(node.left, source) * node.right.value
    if isinstance(node, ast.Set):  # {"a", "b"} where a list was meant: in the order written
        return [_literal(e, source) for e in node.elts]
    if isinstance(node, ast.JoinedStr):  # f"SF123 location": no {…} in it
        parts = [v.value for v in node.values if isinstance(v, ast.Constant)]
        if len(parts) == len(node.values):
            return "".join(map(str, parts))
    try:
        return jsonish.as_json(ast.literal_eval(node))
    except ValueError:
        written = _segment(source, node) if source is not None else None
        if written is None:
            raise
        if (
            isinstance(node, ast.Dict | ast.List)
            # (not an f-string's "f" read as a bare word: 'conditions=[f"SKU = 'P789'"]',
            # Llama-3-8B on BFCL, b1216)
            and not any(isinstance(n, ast.JoinedStr) for n in ast.walk(node))
            and (as_json := jsonish.loads(written))
        ):
            return as_json  # 'body={"monitoringEnabled": true}': JSON's words in a literal
        if isinstance(node, ast.List | ast.Tuple):
            # "params=[ToXContent.Params.includeDefaults(true), …]" (b514): each item as
            # written where it is no literal
            return [_literal(e, source) for e in node.elts]
        if isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys):
            # "store={'initialState': initialStateObject, …}" (JavaScript's names, b514)
            return {
                str(k.value): _literal(v, source)  # type: ignore[union-attr]
                for k, v in zip(node.keys, node.values, strict=True)
            }
        return written


def is_sentence(line: str) -> bool:
    """Whether a line is prose rather than a tool's name or input ("Parse input as a list.")."""
    line = line.strip()
    words = line.split()
    return bool(
        re.search(r"[，。！？；]", line)
        or (len(words) > 1 and re.search(r"[\u4e00-\u9fff]", line))  # "假设今天的温度是 15"
        or len(re.findall(r"[\u4e00-\u9fff]", line)) > 15  # a clause, no name is so long
        or (len(words) >= 4 and line[-1] in ".:!?")
        or len(words) > 5
    )


def scalar(text: str) -> Any:
    """A parameter value written as text: JSON where it reads as JSON (2, {...}), else the text."""
    stripped = text.strip()
    if stripped.startswith("<![CDATA[") and stripped.endswith("]]>"):
        # '<｜DSML｜parameter name="limit"><![CDATA[30]]></｜DSML｜parameter>' (DeepSeek's web
        # model behind ds2api, b552): the value inside its CDATA wrapper
        return scalar(stripped[9:-3])
    if stripped in ("True", "False", "None"):  # Python's words, from Qwen3-Coder's XML
        return {"True": True, "False": False, "None": None}[stripped]
    try:
        return json.loads(stripped)
    except (ValueError, RecursionError):
        pass
    if "\n" in stripped:
        # lines of code: the blank lines around them dropped, the first line's indent kept
        # ("<parameter=new_str>\n    a = 1\n    b = 2\n</parameter>")
        return re.sub(r"\A(?:[ \t]*\r?\n)+", "", text).rstrip()
    return stripped


# Keys that name the tool in a JSON action blob, with the keys that may hold its input.
# Keys are compared squashed: lower case, no "_" or "-" ("tool_args", "toolArgs", "agentName").
_BLOB_KEYS = (
    (
        "action",
        # ... "params" and "data" as web apps' prompts ask: [ACTION]{"action": …, "data": {…}}
        (
            "actioninput",
            "actionvariables",
            "input",
            "args",
            "arguments",
            "parameters",
            "params",
            "data",
            "argument",
        ),
    ),
    ("name", ("arguments", "parameters", "args", "params", "input", "actioninput")),
    ("tool", ("toolinput", "toolargs", "input", "args", "arguments", "parameters", "params")),
    (
        "toolname",
        (
            "properties",  # '[{"tool_name": "exec", "properties": {"command": …}}]' (Chat2API)
            "toolarguments",
            "toolargs",
            "toolinput",
            "toolparameters",
            "parameters",
            "arguments",
            "args",
            "input",
        ),
    ),
    ("apiname", ("parameters", "arguments", "args")),
    ("api", ("parameters", "arguments", "args")),  # Seal-Tools
    ("function", ("arguments", "parameters", "args", "params", "input")),  # MemGPT: "params"
    ("functionname", ("arguments", "parameters", "args", "params")),
    ("commandname", ("args", "arguments", "parameters")),  # MetaGPT's RoleZero
    ("agentname", ("arguments", "args", "parameters", "input")),  # langchain4j's supervisor
    ("recipientname", ("parameters", "arguments", "args")),  # OpenAI's multi_tool_use.parallel
    ("call", ("arguments", "args", "parameters")),  # {"id": …, "call": "read_ledger", …}
    ("toolid", ("arguments", "parameters", "toolparameters", "args", "params")),  # FastGPT
    ("nexttoolname", ("nexttoolargs",)),  # DSPy's ReAct, from its JSONAdapter
    ("primitiveid", ("prompt",)),  # Mastra's agent network: {"primitiveId": …, "prompt": …}
    ("task", ("args",)),  # HuggingGPT's plan: [{"task": "f", "id": 1, "dep": [-1], "args": …}]
    ("invoke", ("parameter", "parameters", "arguments")),  # MiniMax's tags, as JSON
    ("request", ()),  # langroid's tool message: {"request": "f", "query": …}, flat
    ("工具", ("参数", "工具参数", "输入")),  # a JSON prompt with Chinese keys (qwen 0.5B, b668)
    # ScopeWeaver's log entry: {"systemCall": {"Function used": "READ_CONTENT", "With
    # parameter": "config.txt", "Output": …}} (Gemma 3, b553)
    ("functionused", ("withparameter", "withparameters")),
)
_STRONG = {
    "actioninput",
    "actionvariables",
    "arguments",
    "args",
    "parameters",
    "params",
    "toolinput",
    "toolargs",
    "toolarguments",
    "toolparameters",
    "nexttoolargs",
}
# The input's key named after the tool: "bash_code", "sql_query", "python_input"
_OWN_INPUTS = ("code", "command", "input", "query")
# Keys whose value is a nested call: AutoGPT's "command", OpenAI's "function_call", ...
# (AutoGPT's "command" in the prompt's language too: GigaChat's "команда"; AutoGPT 0.5's
# "use_tool")
_NESTED = (
    "command",
    "toolcall",
    "functioncall",
    "call",
    "usetool",
    "systemcall",
    "команда",
    "命令",
)
# Keys whose value is a list of calls, beside other keys (AgentScope's "function": [...];
# Semantic Kernel's BasicPlanner, {"input": …, "subtasks": [{"function": …, "args": …}]}, b1646).
_LISTED = ("function", "functions", "toolcalls", "calls", "actions", "tooluses", "subtasks")


def squash_key(key: str) -> str:
    """A JSON key as compared: "tool_args", "toolArgs", "Tool-Args", "Tool Args" are one key."""
    return key.lower().replace("_", "").replace("-", "").replace(" ", "")


# Keys beside an action's name that are no argument of it.
_NOT_ARGUMENTS = {squash_key(k) for k in THOUGHT_KEYS} | {
    "observation",
    "observations",
    "type",
    "id",
    "status",
    "finalanswer",
    "answer",
    "response",
    "speak",
    "criticism",
}


# A chat message beside the action: {"user": "Eliza", "text": "…", "action": "CONTINUE"}.
_MESSAGE_KEYS = {"user", "text"}
# An "action" that only says a tool is called: {"action": "tool_call", "tool": …}
_CALL_WORDS = frozenset(squash_key(w) for w in CALL_WRAPPERS)


def bracket_input(text: str) -> Any:
    """The input of `tool[…]`: a JSON object as arguments (`code[{"code": "…"}]`), else the
    text, less quotes that wrap it whole."""
    if text.strip().startswith("{"):
        value = jsonish.loads_object(text)
        if value is not None:
            return value
    inner = text.strip()
    if inner[:1] == "[" and inner[-1:] == "]" and not is_json(inner):
        # "Retrieve[[file operations APIs]]" (ExploraCoder): double brackets, not a list
        return bracket_input(inner[1:-1])
    return unquote(text)


def is_json(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def blob(text: str) -> tuple[str, Any] | None:
    """The (tool, input) of a JSON action blob in `text`, or None."""
    value = jsonish.loads_object(text)
    return blob_value(value) if value else None


def nameless_call(value: dict[str, Any]) -> bool:
    """Whether a decoded blob is a call whose tool's name was left empty: AutoGPT 0.5's
    {"thoughts": {…}, "use_tool": {"name": "", "arguments": {}}} (gpt-3.5, b473)."""
    keys = {squash_key(k): k for k in value}
    for key in _NESTED:
        if key in keys and isinstance(value[keys[key]], dict):
            return nameless_call(value[keys[key]])
    return any(
        name_key in keys
        and isinstance(value[keys[name_key]], str)
        and not value[keys[name_key]].strip()
        and any(k in keys for k in arg_keys)
        for name_key, arg_keys in _BLOB_KEYS
    )


def blob_value(value: dict[str, Any], strict: bool = False) -> tuple[str, Any] | None:
    """The (tool, input) of a decoded blob; `strict` wants an explicit input key."""
    params = value.get("params")
    if value.get("method") == "tools/call" and isinstance(params, dict):
        # MCP's JSON-RPC request, written as text: {"method": "tools/call", "params": {"name",
        # "arguments"}}
        return blob_value(params, strict)
    if value.get("name") == "tool_selection":
        # LangChain's multi-functions agent: one function, "tool_selection", whose arguments
        # list the calls, {"actions": [{"action_name": "Search", "action": {…}}, …]}
        chosen = value.get("arguments")
        if isinstance(chosen, str):
            chosen = jsonish.loads_object(chosen)
        actions = chosen.get("actions") if isinstance(chosen, dict) else None
        first = actions[0] if isinstance(actions, list) and actions else None
        if isinstance(first, dict) and isinstance(first.get("action_name"), str):
            return first["action_name"].strip(), first.get("action") or {}
    choices = value.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        # a chat API's whole response pasted ({"object": "chat.completion", "choices":
        # [{"message": {"tool_calls": […]}}], …}, step-1-8k on StepFun's docs, b630)
        found = blob_value(choices[0], strict)
        if found:
            return found
    message = value.get("message")
    if isinstance(message, dict) and message.get("role") == "assistant":
        # a chat API's choice pasted whole: {"index": 0, "message": {"role": "assistant",
        # "tool_calls": […]}, "finish_reason": "tool_calls"}
        found = blob_value(message, strict)
        if found:
            return found
    content = value.get("content")
    if value.get("role") == "assistant" and isinstance(content, list):
        # Anthropic's message pasted whole (a Bedrock agent's rawResponse, b472): {"type":
        # "message", "content": [{"type": "text", …}, {"type": "tool_use", "name", "input"}]}
        for part in content:
            if isinstance(part, dict) and part.get("type") == "tool_use" and part.get("name"):
                return str(part["name"]), part.get("input") or {}
    recipient = value.get("recipient")
    if isinstance(recipient, str) and re.fullmatch(r"functions\.[\w.\-]+", recipient):
        # '{"recipient": "functions.terminal", "parameters": {"command": …}}' (GPT-5.2 in a
        # benchmark's run logs, b1350): harmony's recipient written as a key, the arguments
        # under "parameters" or beside it
        rest = {k: v for k, v in value.items() if k != "recipient"}
        held = rest.get("parameters", rest.get("arguments")) if len(rest) == 1 else None
        return recipient.removeprefix("functions."), held if isinstance(held, dict) else rest
    fused = re.match(r"(?:function|name)=\\?\"?([\w.\-]+)", next(iter(value))) if value else None
    if fused and len(value) == 1:
        # '{"function=webfetch","arguments":{…}}' (Qwen3.5/3.6 under opencode: the XML's
        # "<function=NAME>" fused into Hermes' JSON, the repair keeps one key); its arguments
        # as 'arguments="cmd="find …"' when they too were fused
        held = next(iter(value.values()))
        if isinstance(held, dict):
            return fused[1], held
        pair = re.search(r"(\w+)=\"([^\"]*)\"\W*\Z", str(held))
        return fused[1], {pair[1]: pair[2]} if pair else {}
    if len(value) == 1:
        inner = next(iter(value.values()))
        if isinstance(inner, list) and inner and isinstance(inner[0], dict):
            inner = inner[0]  # {"tool_calls": [{"name": ..., "arguments": ...}, ...]}
        if (
            isinstance(inner, dict)
            and "description" in inner
            and squash_key(next(iter(value))) in ("resources", "tools", "functions")
        ):
            # '{"resources": [{"name": "set_appliance_plan", "description": …, "parameters":
            # {…}, "required": […]}, …]}' (smollm2 under Granite 3's prompt, b1432):
            # the tools described under a list's key, no call
            return None
        if isinstance(inner, dict):  # {"tool_call": {"action": ..., ...}}
            found = blob_value(inner, strict)
            if found:
                return found
    keys: dict[str, str] = {}
    for key in value:
        keys.setdefault(squash_key(key), key)
    for key in _NESTED:
        if key in keys and isinstance(value[keys[key]], dict):
            found = blob_value(value[keys[key]], strict)
            if found:
                return found
    inner_call = value.get(keys.get("function", ""))
    order = list(keys)
    if (
        isinstance(inner_call, dict)
        and "arguments" in inner_call
        and (
            "toolcalls" in keys
            or ("toolname" in keys and order.index("function") < order.index("toolname"))
        )
    ):
        # '{"tool_calls": [{"function": {"name": "search_direct_flight", "arguments": {…}},
        # "tool_calls": [{"function": {"name": "book_reservation", …}}]}]}' (CTU-Agent's tau-bench
        # runs, b737), or a second call's "tool_name" and "arguments" beside the first's
        # "function" (b768): the call, then another in its object: the first is the step
        found = blob_value(inner_call, strict)
        if found:
            return found
    for key in _LISTED:
        listed = value.get(keys.get(key, ""))
        if isinstance(listed, list) and listed and isinstance(listed[0], dict):
            found = blob_value(listed[0], strict)
            if found:
                return found
        if (
            isinstance(listed, list)
            and len(listed) == 2
            and isinstance(listed[0], str)
            and isinstance(listed[1], dict)
        ):
            # {"tool_calls": ["submit_expense", {"amount": 50000, …}]} (qwen 0.5B under
            # Qwen's function-calling prompt, b572): the name and its arguments as a pair
            # (wrapped or not: ["cakeQuote", {"parameters": {"tiers": 3, …}}], smollm2, b695)
            wrapped = listed[1].get("parameters") if len(listed[1]) == 1 else None
            return listed[0], wrapped if isinstance(wrapped, dict) else listed[1]
    listed = next(
        (value[keys[k]] for k in ("apicalls", "toolcalls", "toolscall", "calls") if k in keys),
        None,
    )
    called = (
        re.fullmatch(r"\s*([A-Za-z_][\w.]*)\((.*)\)\s*", listed[0], re.S)
        if isinstance(listed, list) and listed and isinstance(listed[0], str)
        else None
    )
    if called is not None:
        # {"API_calls": ["search_class(\"SQLCompiler\")", …], "bug_locations": []}
        # (AutoCodeRover's proxy, gpt-4): the calls as code, the first the step (or under
        # "tools_call": '{"tools_call": ["convert_currency(base_currency=\'JPY\', …)"]}',
        # mistral-small on BFCL, b1283)
        return called[1], call_arguments(called[2])
    if value.get("type") == "tool" and isinstance(value.get("name"), str) and "activity" in value:
        # griptape's {"type": "tool", "name": "AwsS3Client", "activity": "list_s3_buckets",
        # "input": {…}}: an activity that takes no input has none
        return value["name"].strip(), value.get("input", {})
    path = value.get("path")
    if (
        isinstance(path, str)
        and re.fullmatch(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+", path)
        and re.fullmatch(r"[A-Z]\w*", str(value.get("name")))
        and set(value) <= {"name", "path", "input", "tag"}
    ):
        # griptape's later {"name": "DateTime", "path": "get_current_datetime", "input": {…}}:
        # the tool, and its activity's name (not a file's path: no flat call's argument)
        return value["name"], value.get("input", {})
    action = value.get("action")
    if isinstance(action, str) and squash_key(action) in _CALL_WORDS:
        # {"action": "tool_call", "tool": "schedule_test_drive", "parameters": {…}}
        # (gemma-3-27b in a tau2-bench fork, b622): "call a tool", the tool named beside it
        found = blob_value({k: v for k, v in value.items() if k != "action"}, strict)
        if found:
            return found
    if isinstance(action, list) and action and isinstance(action[0], dict):
        action = action[0]  # browser-use: "action": [{"click_element": {"index": 14}}]
    if isinstance(action, dict) and len(action) == 1:
        name, args = next(iter(action.items()))
        if isinstance(args, dict):
            return name, args
    for name_key, arg_keys in _BLOB_KEYS:
        if name_key not in keys:
            continue
        name = value[keys[name_key]]
        if isinstance(name, dict):  # {"function": {"name": ..., "arguments": ...}}
            nested = blob_value(name, strict)
            if nested and nested[1] == {} and len(name) == 1:
                # {"function": {"name": "f"}, "arguments": {...}}: the arguments beside it
                rest = {k: v for k, v in value.items() if k != keys[name_key]}
                beside = blob_value({"name": nested[0], **rest}, strict)
                return beside or nested
            if nested:
                return nested
            called = name.get("name")
            if (
                name_key == "action"
                and not strict
                and len(name) > 1
                and isinstance(called, str)
                and re.fullmatch(r"\s*[\w.\-]+\s*", called)
            ):
                # {"thought": …, "action": {"name": "kubectl", "reason": "…", "command": "get
                # pods"}} (kubectl-ai's ReAct prompt, llama3.2): the call's object, its name
                # and its arguments side by side
                return called.strip(), {k: v for k, v in name.items() if k != "name"}
        if isinstance(name, str) and name.strip():
            # "country_info        # note: the value you produce must …" (DSPy's template copied)
            name = re.sub(r"\s+#.*", "", name, flags=re.S)
            if name_key == "recipientname":
                # '{"recipient_name": "functions.get_file_contents", "parameters": {…}}'
                # (gpt-5.4-mini's multi_tool_use payload as text, b1393): harmony's namespace
                # is no part of the name, registered or not
                name = name.strip().removeprefix("functions.")
            glued = re.fullmatch(r"\s*([\w.\-]+)\s*[,(:]?\s*(\{.*\})\s*\)?\s*", name, re.S)
            inner = jsonish.loads_object(glued.group(2)) if glued else None
            if (
                glued
                and inner is not None
                and not any(value.get(keys.get(k, "")) for k in arg_keys)
            ):
                # "name": "get_transactions,{"from_date": …}", "arguments": "" (Llama 3.3 on
                # Groq): the arguments glued to the name
                return glued.group(1), inner
            for key in arg_keys:
                if key in keys and (not strict or key in _STRONG):
                    args = value[keys[key]]
                    if isinstance(args, str) and args.strip().startswith("{"):
                        decoded = jsonish.loads_object(args)  # ("{}": no arguments)
                        args = decoded if decoded is not None else args
                    if (
                        key in ("arguments", "parameters", "args")
                        and isinstance(args, list)
                        and len(args) == 1
                        and isinstance(args[0], dict)
                        # (not a parameter's entry: [{"name": "station", "value": "OSL"}])
                        and "name" not in args[0]
                    ):
                        # '{"name": "set_appliance_plan", "arguments": [{"site": "HOME-7", …}]}'
                        # (qwen 0.5B under Llama-Nemotron's prompt, b1426): the arguments' object
                        # wrapped in a list of its own
                        args = args[0]
                    # "action_input": null (DeepSeek in Dify): no arguments, as with no key
                    return name.strip(), {} if args is None else args
            called = re.fullmatch(r"\s*([\w.\-]+(?:[ \t][\w.\-]+)*)[ \t]*\((.*)\)\s*", name, re.S)
            if called and jsonish.closing(name, called.start(2) - 1)[0] == called.end(2):
                # {"thought": …, "action": "click('171')"} (BrowserGym's JSON): the call
                # written whole in the name's string (or "Open App (Chrome)", PC-Agent's)
                return called.group(1), call_arguments(called.group(2))
            if called:
                # "Type (x, y), (PC-Agent paper)": the name, then its values in parentheses
                return called.group(1), name[called.end(1) :].strip()
            lone = [k for k in value if k != keys[name_key]]
            if (
                len(lone) == 1
                and isinstance(value[lone[0]], dict)
                and re.search(r"par|arg|inp", squash_key(lone[0]))
            ):
                # {"function_name": "f", "function_parms": {…}}: the arguments' key misspelled
                return name.strip(), value[lone[0]]
            own = next(
                (keys[k] for k in (squash_key(name) + s for s in _OWN_INPUTS) if k in keys), None
            )
            if own is not None and isinstance(value[own], str):
                # {"action": "bash", "bash_code": "find / -name x", "summary": …}: the input
                # under a key named after the tool, the rest the model's notes
                return name.strip(), value[own]
            one_word = re.fullmatch(r"\s*[\w.\-]+\s*", name) is not None
            # ({"tool": "consultar_promociones", "plan_id": ["102"]}, gemma-3-27b in a tau2-bench
            # fork, b622: the arguments beside the tool's name, as beside an action's)
            flat = name_key in ("action", "request") or (name_key == "tool" and one_word)
            if name_key == "request" and not one_word:
                continue  # {"request": "Please summarise …"}: words, no tool's name
            if not strict and (len(value) == 1 or flat):
                # {"action": "search-wikipedia", "query": "…"} (JS Agent): the keys beside
                # the name are the arguments
                # (Langroid's message is the tool's fields and nothing else: {"request":
                # "refund_request", "order_no": …, "reason": …}, qwen 0.5B, b668)
                skipped = (
                    set()
                    if name_key == "request"
                    else _NOT_ARGUMENTS | (_MESSAGE_KEYS if keys.keys() >= _MESSAGE_KEYS else set())
                )
                others = {
                    k: v
                    for k, v in value.items()
                    if k != keys[name_key] and squash_key(k) not in skipped
                }
                return name.strip(), others if flat else {}
    return None
