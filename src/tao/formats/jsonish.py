"""Read the JSON that models actually write: fenced, Python-style, full-width, unbalanced."""

from __future__ import annotations

import ast
import functools
import itertools
import json
import re
import warnings
from collections.abc import Iterator
from typing import Any

# Full-width punctuation that models put in JSON structure (outside strings).
_STRUCTURAL = str.maketrans(
    {"：": ":", "，": ",", "｛": "{", "｝": "}", "［": "[", "］": "]", "“": '"', "”": '"'}
)
# JSON's words where Python wants its own, outside strings ("2>/dev/null" stays as written)
# A Python string on one line (a string never closed runs to its line's end: tried from each of
# its quotes, the scan for a close was quadratic, 3.5 s for '<|name\\"' repeated to 10,000
# characters)
PY_STRING = (
    r"\"(?:[^\"\\\n]|\\[\s\S])*+(?:\"|(?=\n)|\\?\Z)|'(?:[^'\\\n]|\\[\s\S])*+(?:'|(?=\n)|\\?\Z)"
)
_PY_WORDS = re.compile(rf"({PY_STRING})|\b(true|false|null)\b")
_OPENERS = {"{": "}", "[": "]"}


_BARE_KEY_RE = re.compile(r"([{,]\s*)([A-Za-z_]\w*)\s*:")
_BARE_EQUALS_KEY_RE = re.compile(r"([{,]\s*)([A-Za-z_]\w*)\s*=(?![=>])\s*")
_UNESCAPED_OBJECT_RE = re.compile(r'("[\w\-]+"\s*:\s*)"(\{"[^{}]*\})"(?=\s*[,}\]])')
# '{"name": "selectFunctions "arguments": {…}}': the name's closing quote and comma left out
# (Qwen3 on Ollama)
_UNCLOSED_NAME_RE = re.compile(
    r'("(?:name|tool|action|function)"\s*:\s*"[\w.\-]+)[ \t]+(?="(?:arguments|parameters|args|action_input|input)"\s*:)'
)
# A bare word where a key's value goes, a variable's name: '{"productId": productId}'
_BARE_WORD_VALUE_RE = re.compile(r"(:[ \t]*)([A-Za-z_][\w.]{0,63})(?=[ \t]*[,}\]])")


def _outside_strings(text: str, pattern: re.Pattern[str], repl: str) -> str:
    """`text` with `pattern` replaced by `repl` outside its JSON strings."""
    out: list[str] = []
    last = 0
    for m in _JSON_STRING_RE.finditer(text):
        out += (pattern.sub(repl, text[last : m.start()]), m.group(0))
        last = m.end()
    return "".join(out) + pattern.sub(repl, text[last:])


def _quoted_word(m: re.Match[str]) -> str:
    """A _BARE_WORD_VALUE_RE match with its word quoted, unless JSON or Python names it."""
    word = m[2]
    if word in ("true", "false", "null", "True", "False", "None", "NaN", "Infinity"):
        return m[0]
    return f'{m[1]}"{word}"'


_PLACEHOLDER_RE = re.compile(r'([:\[,]\s*)(\$[^,}\]\n"]{0,80}?)(?=\s*[,}\]\n])')
# '"seconds": 60*60*12' (a small model on a timer tool): whole numbers multiplied or added,
# worked out; not "-" or "/", which bare dates use
_ARITHMETIC_RE = re.compile(r"(:\s*)(\d{1,9}(?:\s*[*+]\s*\d{1,9}){1,5})(?=\s*[,}\]])")


def _worked_out(m: re.Match[str]) -> str:
    total = 0
    for term in m.group(2).split("+"):
        product = 1
        for factor in term.split("*"):
            product *= int(factor)
        total += product
    return f"{m.group(1)}{total}"


MAX_DEPTH = 40  # no tool input nests deeper; repairing deeper text is slow and pointless
MAX_REPAIR = 20_000  # characters handed to the (slower) repair attempts


def _span(text: str, start: int) -> tuple[int, bool, int]:
    """End of the JSON value opening at `start` (exclusive), whether it closed, its depth."""
    stack: list[str] = []
    depth = 0
    quote = ""
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = ""
        elif c in "\"'":
            # An apostrophe inside a bare word (it's) does not open a string.
            if c == "'" and i > 0 and text[i - 1].isalnum():
                pass
            else:
                quote = c
        elif c in _OPENERS:
            stack.append(_OPENERS[c])
            depth = max(depth, len(stack))
        elif c in "}]":
            if stack and c == stack[-1]:
                stack.pop()
                if not stack:
                    return i + 1, True, depth
            elif not stack:
                return i, False, depth
        i += 1
    return n, False, depth


def _brackets(text: str, quotes: str = '"') -> Iterator[tuple[int, str]]:
    """The brackets of `text` outside its strings (quoted with any of `quotes`), with their
    positions; ("", -1) last when `text` ends inside a string."""
    in_string = ""
    i = 0
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == in_string:
                in_string = ""
        elif c in quotes:
            in_string = c
        elif c in "{[]}":
            yield i, c
        i += 1
    if in_string:
        yield -1, ""


def _closers(text: str) -> str:
    """The brackets that would close `text`, a JSON value cut short outside any string
    ("" when it is closed, or ends inside a string)."""
    stack: list[str] = []
    for i, c in _brackets(text):
        if i < 0:
            return ""
        if c in "{[":
            stack.append("}" if c == "{" else "]")
        elif stack and c == stack[-1]:
            stack.pop()
    return "".join(reversed(stack))


def _list_left_open(text: str) -> str | None:
    """`text` with the "]" put back where a list was left open: a "}" met inside a list,
    when the text's braces pair up without it standing for the "]" ('{"arguments": {"params":
    ["a", "b"}, "name": "f"}'); None when no list is left so."""
    stack: list[str] = []
    braces = [c for i, c in _brackets(text) if i >= 0 and c in "{}"]
    if braces.count("{") != braces.count("}"):
        return None
    for i, c in _brackets(text):
        if i < 0:
            return None
        if c in "{[":
            stack.append(c)
        elif c == "}" and stack[-1:] == ["["] and "{" in stack:
            return text[:i] + "]" + text[i:]
        elif stack and c == ("}" if stack[-1] == "{" else "]"):
            stack.pop()
    return None


def unclosed(text: str) -> int:
    """How many brackets `text`, a JSON value cut short outside any string, leaves open."""
    return len(_closers(text))


# A list closed after an object, another object after its comma: "}], {"
_EARLY_CLOSE_RE = re.compile(r"\}[ \t]*\][ \t]*,[ \t\n]*\{")


def _object_where_key_goes(text: str) -> int:
    """Where the first object opened right after a comma inside an object starts, its comma's
    place (-1: none): an object cannot be a key, so the object before it was left open."""
    stack: list[str] = []
    for i, c in _brackets(text):
        if i < 0:
            return -1
        if c == "{" and stack and stack[-1] == "{":
            before = text[:i].rstrip()
            if before.endswith(","):
                return len(before) - 1
        if c in "{[":
            stack.append(c)
        elif stack:
            stack.pop()
    return -1


def _closing_run(text: str) -> int:
    """Where the run of two or more closing brackets that ends `text` starts; -1 if none."""
    end = len(text.rstrip())
    start = end
    while start > 0 and text[start - 1] in "]} \t\r\n":
        start -= 1
    start += len(text[start:end]) - len(text[start:end].lstrip())
    return start if sum(c in "]}" for c in text[start:end]) >= 2 else -1


def closers_matched(text: str, quotes: str = '"') -> str | None:
    """`text` with each closing bracket that does not match the one open turned into the one
    that does ('"attendees":[{…}},"time": …', a "}" where the list's "]" goes: Llama 3.2 1B,
    b537), minding strings quoted with any of `quotes`; None when none is mismatched, or one
    closes what was never opened."""
    stack: list[str] = []
    out = list(text)
    changed = False
    for i, c in _brackets(text, quotes):
        if c in "{[":
            stack.append("}" if c == "{" else "]")
        elif c:
            if not stack:
                return None
            expected = stack.pop()
            if c != expected:
                out[i] = expected
                changed = True
    return "".join(out) if changed else None


def closing(text: str, start: int, quotes: str = "\"'") -> tuple[int, str]:
    """Where the bracket opening at `start` closes (-1: never), minding strings in `quotes`;
    and the quote still open where the text ends, if it never closes."""
    depth, quote, i = 0, "", start
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = ""
        elif c in quotes:
            if "'" in quotes and text.startswith(c * 3, i):
                # a Python triple-quoted string, apostrophes in it: code='''it's'''
                end = text.find(c * 3, i + 3)
                if end < 0:
                    return -1, c
                i = end + 3
                continue
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return i, ""
        i += 1
    return -1, quote


def cut_off(text: str) -> bool:
    """Whether `text` is a JSON object that stops inside a string, or after a key's colon:
    output cut mid-value ('{"city":</tool_call>', Qwen3-8B in lmdeploy's tests)."""
    start = text.find("{")
    if start < 0:
        return False
    end, quote = closing(text, start, '"')
    return bool(quote) or (end < 0 and text.rstrip().endswith((":", "：")))


def _normalize_structure(text: str) -> str:
    """Translate full-width punctuation outside strings; curly quotes delimit strings too."""
    if not any(c in text for c in "：，｛｝［］“”"):
        return text
    out: list[str] = []
    closer = ""  # what ends the string we are in: '"', or '”' for one opened by '“'
    escaped = False
    for c in text:
        if closer:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == closer or (closer == "”" and c == '"'):
                closer = ""
                c = '"'
            elif c == '"':
                c = '\\"'  # an ASCII quote inside a “curly” string
            out.append(c)
            continue
        if c in '"“':
            closer = '"' if c == '"' else "”"
            c = '"'
        else:
            c = c.translate(_STRUCTURAL)
        out.append(c)
    return "".join(out)


_COMMENTS_RE = re.compile(r"(?m)(?<![:\"'\w])//[^\n]*$|/\*.*?\*/", re.S)
_LINE_COMMENT_RE = re.compile(r"(?m)(?<![:\"'\w])//[^\n]*$")


def _strip_comments(text: str) -> str:
    # (block comments only up to the last "*/": from each "/*" never closed the search for
    # one ran to the text's end)
    last = text.rfind("*/") + 2 if "/*" in text else 0
    return _COMMENTS_RE.sub("", text[:last]) + _LINE_COMMENT_RE.sub("", text[last:])


class _DictCalls(ast.NodeTransformer):
    """`OrderedDict([("a", 1)])`, `AttributedDict([...])` (LlamaIndex prints): the dict; and
    a set, `{"auth", "frontend"}` where a list was meant: the list, in the order written."""

    def visit_Dict(self, node: ast.Dict) -> ast.AST:
        # a key written twice keeps its first value, as JSON's objects here do (_first_wins):
        # "{'func_name1': 'f', 'params': {…}, 'func_name2': 'g', 'params': {…}}" (Qwen2-1.5B on
        # BFCL, b1237), the first call's
        self.generic_visit(node)
        seen: set[Any] = set()
        keys: list[ast.expr | None] = []
        values: list[ast.expr] = []
        for k, v in zip(node.keys, node.values, strict=True):
            if isinstance(k, ast.Constant):
                if k.value in seen:
                    continue
                seen.add(k.value)
            keys.append(k)
            values.append(v)
        return ast.Dict(keys=keys, values=values)

    def visit_Set(self, node: ast.Set) -> ast.AST:
        self.generic_visit(node)
        return ast.List(elts=node.elts, ctx=ast.Load())

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        name = node.func.id if isinstance(node.func, ast.Name) else ""
        pairs = node.args[0] if len(node.args) == 1 and not node.keywords else None
        if (
            name.endswith("Dict")
            and isinstance(pairs, ast.List | ast.Tuple)
            and all(isinstance(p, ast.Tuple) and len(p.elts) == 2 for p in pairs.elts)
        ):
            items = [p for p in pairs.elts if isinstance(p, ast.Tuple)]
            return ast.Dict(keys=[p.elts[0] for p in items], values=[p.elts[1] for p in items])
        return node


def _python_literal(text: str) -> Any:
    """Python literals: single quotes, True/None, trailing commas; None if not one."""
    py = _PY_WORDS.sub(
        lambda m: m.group(1) or {"true": "True", "false": "False", "null": "None"}[m.group(2)],
        text,
    )
    try:
        with warnings.catch_warnings():  # "C:\Path": an invalid escape warns before it fails
            warnings.simplefilter("ignore")
            tree: Any = py
            if "Dict([" in py or "{" in py:  # OrderedDict([("a", 1)]), as Python prints it
                tree = _DictCalls().visit(ast.parse(py.strip(), mode="eval"))
            value = ast.literal_eval(tree)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        return None
    if not isinstance(value, dict | list) or _elided(value):
        return None  # {...} or [1, ...]: a placeholder, nothing a tool could be given
    return as_json(value)


def _elided(value: Any) -> bool:
    if value is Ellipsis:
        return True
    if isinstance(value, dict):
        return any(_elided(v) for v in value.values())
    if isinstance(value, list | tuple | set | frozenset):
        return any(_elided(v) for v in value)
    return False


def as_json(value: Any) -> Any:
    """A Python literal as JSON would hold it: {0: (1, 2)} is {"0": [1, 2]}."""
    if isinstance(value, dict):
        return {k if isinstance(k, str) else str(k): as_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [as_json(v) for v in value]
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, complex):
        return str(value)
    if value is Ellipsis:  # f(x=...): what the model wrote, as text
        return "..."
    return value


# A JSON string, or one never closed (no closing quote in group 1), to the text's end: tried
# from each quote of such a string, a scan for its close was quadratic (2 s for '\\"' repeated)
_JSON_STRING_RE = re.compile(r'"(?:[^"\\]|\\[\s\S])*+(")?')
# A string in single quotes that holds line breaks (and no quote of the other kind at its ends).
_QUOTED_LINES_RE = re.compile(
    r"(?<=[:\[,(])(\s*)('(?:[^'\\]|\\.)*\n(?:[^'\\]|\\.)*')(?=\s*[,}\])])"
)


def _colons_restored(text: str) -> str:
    """`text` with each comma that follows an object's key (where its colon goes) a colon,
    in objects that have a colon before it (not a Python set: {"auth", "frontend"})."""
    out = list(text)
    stack: list[list[Any]] = []  # [bracket, a colon seen in it]
    key_next = False
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            k = j + 1
            while k < len(text) and text[k] in " \t\r\n":
                k += 1
            if stack and stack[-1][0] == "{" and key_next and k < len(text):
                if text[k] == "," and stack[-1][1]:
                    out[k] = ":"
                key_next = text[k] not in ",:"
                if text[k] in ",:":
                    stack[-1][1] = stack[-1][1] or text[k] == ":"
                    i = k + 1
                    continue
            i = j + 1
            continue
        if c in "{[":
            stack.append([c, False])
            key_next = c == "{"
        elif c in "}]":
            if stack:
                stack.pop()
            key_next = False
        elif c == ",":
            key_next = bool(stack) and stack[-1][0] == "{"
        elif c == ":" and stack:
            stack[-1][1] = True
        i += 1
    return "".join(out)


# A string closed, a '+', and another opened: '"a" + "b"'
_JOINED_RE = re.compile(r'"[ \t]*\+[ \t]*\n?[ \t]*"')


def _joined(text: str) -> str:
    """`text` with each run of JSON strings joined by '+' written as one string."""
    out: list[str] = []
    last = 0
    pending = False  # the last string's closing quote is still to be decided
    for m in _JSON_STRING_RE.finditer(text):
        if m.group(1) is None:
            break  # never closed: the rest as it is
        between = text[last : m.start()]
        if pending and re.fullmatch(r"\s*\+\s*", between):
            out.append(m.group(0)[1:-1])  # its text, after the last one's
        else:
            if pending:
                out.append('"')
            out.append(between)
            out.append(m.group(0)[:-1])
        pending = True
        last = m.end()
    if pending:
        out.append('"')
    out.append(text[last:])
    return "".join(out)


_ELIDED_RE = re.compile(r"[{\[:]\s*(?:\.\.\.|…)\s*[}\]]")


# (and a list of calls under "tool_calls" twice: the first list, b765)
_STEP_KEYS = frozenset(
    {"action", "actioninput", "name", "arguments", "tool", "toolinput", "toolcalls", "toolcall"}
)
_ARGUMENT_KEYS = frozenset({"actioninput", "arguments", "toolinput"})
_NAME_KEYS = frozenset({"action", "name", "tool"})


def _first_wins(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's pairs; of a step's key repeated, the first: '{"action": "book_table",
    "action_input": "12:00", "action": "locker_code", …}' is several steps in one object,
    and the first step is the one to take (JSON keeps the last, as here for other keys)."""
    kept: dict[str, Any] = {}
    names = [k.lower().replace("_", "") for k, _ in pairs]
    one_name = all(names.count(n) < 2 for n in _NAME_KEYS)
    for key, value in pairs:
        if key[:1] in _STRAY_MARKS and key.lstrip(_STRAY_MARKS).isidentifier():
            key = key.lstrip(_STRAY_MARKS)  # '"、name": "Web App Config"' (Gemma 4)
        squashed = key.lower().replace("_", "")
        if key not in kept or squashed not in _STEP_KEYS:
            kept[key] = value
        elif (
            squashed in _ARGUMENT_KEYS
            and isinstance(kept[key], dict)
            and isinstance(value, dict)
            and one_name
        ):
            # '{"name": "book_reservation", "arguments": {"user_id": …}, "arguments":
            # {"passengers": …}}' (a Qwen2.5 policy in CTU-Agent's runs, b741): one call's
            # arguments split in two, its name written once: both halves
            kept[key] = {**kept[key], **value}
    return kept


# Full-width marks a model let slip into a key's start (no key begins with one)
_STRAY_MARKS = "、，。：；"


# "{\n  method: POST\n  url: https://api.example.com\n  body: {"a": 1}\n}": a name and its
# value a line, YAML's way, in braces (SmolLM2 under the JSON-blob prompt)
_YAML_BODY_RE = re.compile(r"\{[ \t]*\n(.*)\n[ \t]*\}", re.S)
_YAML_LINE_RE = re.compile(r"[ \t]*\"?([A-Za-z_]\w*)\"?[ \t]*:[ \t]*(\S.*?)[ \t]*,?[ \t]*")


def _yaml_lines(candidate: str) -> dict[str, Any] | None:
    """An object written as "name: value" lines: the values JSON where they read as JSON,
    else their text (unquoted); None when any line is not such a pair."""
    body = _YAML_BODY_RE.fullmatch(candidate.strip())
    if body is None:
        return None
    value: dict[str, Any] = {}
    for line in body[1].splitlines():
        pair = _YAML_LINE_RE.fullmatch(line)
        if pair is None or pair[1] in value:
            return None
        try:
            value[pair[1]] = json.loads(pair[2])
        except ValueError:
            if pair[2][0] in '{["':
                return None  # an object opened on its line, a string left open: no such pairs
            quoted = re.fullmatch(r"'([^'\n]*)'", pair[2])
            # (a value in JavaScript's single quotes: "chart: 'BarChart'," in a call's object,
            # Qwen2-1.5B on BFCL, b1200, is the text inside them)
            value[pair[1]] = quoted[1] if quoted else pair[2]
    return value


def _json_or_none(text: str) -> Any:
    """`text` read as JSON (raw newlines allowed in strings), or None."""
    try:
        return json.loads(text, strict=False, object_pairs_hook=_first_wins)
    except ValueError:
        return None


# A string where a value goes, then a colon and an object: '"tool_call":"f":{'
_KEY_CHAIN_RE = re.compile(r'("[^"\\\n]+"[ \t]*:[ \t]*)("[^"\\\n]+")([ \t]*:[ \t]*\{)')
# A key whose closing quote is escaped, a value's opening quote after it: '{"email\\": "j'
_ESCAPED_KEY_END_RE = re.compile(r'([{,][ \t\n]*"[A-Za-z_]\w*)\\":(?=[ \t]*")')
# A parenthesis where a value starts: "[(", ", (", ": ("
_VALUE_PAREN_RE = re.compile(r"[\[\],:{][ \t]*\(")


# A double quote between a word and a contraction's ending: Let"s, don"t, we"re, I"ll
_CONTRACTION_QUOTE_RE = re.compile(r'(?<=[A-Za-z])"(?=(?:s|t|re|ll|ve|d|m)\b[ \t]+\w)')


# A value in single quotes that opens a JSON object: "arguments": '{…
_SINGLE_QUOTED_OBJECT_RE = re.compile(r"[:：]\s*'(?=\{\s*\")")


def _attempts(candidate: str, depth: int) -> Any:
    try:
        # strict=False: raw newlines in strings
        return json.loads(candidate, strict=False, object_pairs_hook=_first_wins)
    except (ValueError, RecursionError):
        pass
    if depth > MAX_DEPTH or len(candidate) > MAX_REPAIR:
        return None
    candidate = candidate.replace("\\_", "_")  # Markdown's escape, never meant
    quoted_object = _SINGLE_QUOTED_OBJECT_RE.search(candidate)
    inner_end = _span(candidate, quoted_object.end())[0] if quoted_object else -1
    if quoted_object is not None and candidate[inner_end:].lstrip()[:1] != "'":
        # '{"function_call": {"name": "moving-quote", "arguments": '{"from_city": "浦东", …}}"}'
        # (qwen 0.5B under OpenAI's functions written as text, b974): the arguments' JSON in
        # single quotes, its closing quote lost or garbled: the object itself is the value
        # (closed by its quote it is a string that holds JSON: '\'{"key": "value"}\'', b939)
        rest = re.sub(r"\A\s*['\"](?=\s*[,}\]])", "", candidate[inner_end:])
        if re.fullmatch(r"[\s}\]'\"]*", rest):
            rest = re.sub(r"['\"]", "", rest)  # ('}"}': only brackets and stray quotes left)
        unquoted = candidate[: quoted_object.end() - 1] + candidate[quoted_object.end() : inner_end]
        fixed = unquoted + rest
        for attempt in (fixed, fixed[: _span(fixed, 0)[0]]):
            if (value := _json_or_none(attempt)) is not None:
                return value
    if " \\% " in candidate:
        # "if(n \\% 2 == 0)": C's or Python's remainder operator escaped, which JSON has no
        # escape for (Qwen3-14B writing C source into a call's arguments)
        candidate = candidate.replace(" \\% ", " % ")
    unescaped = _ESCAPED_KEY_END_RE.sub(r'\1":', candidate) if '\\":' in candidate else candidate
    if unescaped != candidate and (value := _json_or_none(unescaped)) is not None:
        # '{"email\\": "john.doe@example.com"}': a key's closing quote escaped (a small policy
        # in tau-bench, b765)
        return value
    if '\\": \\"' in candidate and candidate.startswith("{"):
        # '{"email\\": \\"user@example.com\\"}}}]}\n\nIf we…': the key's and the value's
        # quotes escaped alike, as in a string holding JSON, in an object that is none
        # (tau-bench, b768); the object then ends where its brackets close
        fixed = candidate.replace('\\"', '"')
        if (value := _json_or_none(fixed[: _span(fixed, 0)[0]])) is not None:
            return value
    if '"' in candidate and _CONTRACTION_QUOTE_RE.search(candidate):
        # '"body": "Let"s meet at 10 AM tomorrow"' (DM-Cito-8B on BFCL, b940): a double quote
        # where an English contraction's apostrophe goes, inside the string, not its end
        quoted = _CONTRACTION_QUOTE_RE.sub(r'\\"', candidate)
        if (value := _json_or_none(quoted)) is not None:
            return value
    if '",' in candidate:
        # '{"path": "a.md", "content","# Intro\\n"}': a comma where a key's colon goes
        # (Qwen3 4B in a coding agent)
        restored = _colons_restored(candidate)
        if restored != candidate and (value := _json_or_none(restored)) is not None:
            return value
    if '":' in candidate and len(_KEY_CHAIN_RE.findall(candidate)) == 1:
        # '{"tool_call":"calculate__":{"expression":"17 * 23 + 5"}}' (gemma4:e2b through
        # Ollama): a key, a name, then the object the name keys; the name's object left open
        restored = _KEY_CHAIN_RE.sub(r"\1{\2\3", candidate).rstrip() + "}"
        if (value := _json_or_none(restored)) is not None:
            return value
    if "+" in candidate and _JOINED_RE.search(candidate):
        # '"content": "echo a\\n" +\n"echo b\\n"': strings joined with '+', JavaScript's way
        # (Llama 3.1 8B writing a file's lines): one string
        candidate = _joined(candidate)
        if (value := _json_or_none(candidate)) is not None:
            return value
    if '"""' in candidate:
        # '"code": """\n  for i in …\n  """': Python's triple-quoted string as a value
        candidate = re.sub(r'"""(.*?)"""', lambda m: json.dumps(m.group(1)), candidate, flags=re.S)
    value = _python_literal(candidate)
    if value is None and "'" in candidate and "\n" in candidate:
        # '{"name": "f", "arguments": '{\n  "a": 5\n}'}' (glaive's format): a string in single
        # quotes over several lines, which Python's literals cannot be
        value = _python_literal(
            _QUOTED_LINES_RE.sub(lambda m: m[1] + m[2].replace("\n", "\\n"), candidate)
        )
    if value is not None:
        return value
    fixed = candidate.replace("\\'", "'")  # Python's escape, invalid in JSON
    if fixed != candidate:
        if (value := _json_or_none(fixed)) is not None:
            return value
        candidate = fixed
    normalized = _normalize_structure(candidate)
    if (value := _json_or_none(normalized)) is not None:
        return value
    value = _python_literal(normalized)
    if value is not None:
        return value
    uncommented = _strip_comments(normalized) if "//" in normalized else normalized
    if uncommented != normalized:
        # '{\n  pages: 6,  // 3 copies of each\n  style: "staple"\n}' (qwen 0.5B under tao's
        # json-blob prompt, b1223): a line's comment after a bare key's value, not the value's
        # (nor read as YAML's lines, which keep it)
        keyed = _BARE_KEY_RE.sub(r'\1"\2":', uncommented)
        for attempt in (uncommented, keyed):
            if (value := _json_or_none(attempt)) is not None:
                return value
    lines = _yaml_lines(normalized)
    if lines is not None:
        return lines
    # {low:1,high:100}: keys without quotes (JavaScript)
    bare_keys = _BARE_KEY_RE.sub(r'\1"\2":', normalized)
    if bare_keys != normalized and (value := _json_or_none(bare_keys)) is not None:
        return value
    if bare_keys != normalized and "=" in bare_keys and bare_keys[:1] == "{":
        # '{name: search_files, pattern="*.py"}' (a small model in lintware's benchmark, b1490):
        # keys bare, one with '=' where its colon goes, and a bare word as a value (not an
        # object written with '=' throughout, '{owner = finance, year = 2026}', kept, b736)
        equals = _outside_strings(bare_keys, _BARE_EQUALS_KEY_RE, r'\1"\2": ')
        worded = _BARE_WORD_VALUE_RE.sub(_quoted_word, equals)
        if equals != bare_keys and (value := _json_or_none(worded)) is not None:
            return value
    early = _EARLY_CLOSE_RE.sub("}, {", normalized, count=1) if "}]" in normalized else normalized
    if early != normalized and (value := _json_or_none(early)) is not None:
        # '{"tool_calls": [{"function": {…}}], {"function": {…}}]}': the list closed after its
        # first item, the next one outside it (CTU-Agent's tau-bench runs, b773)
        return value
    if (
        "[" in normalized
        and (reopened := _list_left_open(normalized)) is not None
        and (value := _json_or_none(reopened)) is not None
    ):
        # '{"arguments": {"builder": "x", "params": ["a", "b"}, "name": "f"}' (Hermes-2-Pro on
        # BFCL, b1683): a list's "]" left out, the braces paired (not a "}" typed for the "]",
        # which leaves a brace too many: b537)
        return value
    matched = closers_matched(normalized) if "[" in normalized else None
    if matched is not None and (value := _json_or_none(matched)) is not None:
        return value
    if matched is not None and (more := _closers(matched)):
        # ... and the brackets still open closed at the end ('…"departure_time": "11:00"}}]}',
        # a call's object one brace short inside a list, CTU-Agent, b741)
        value = _json_or_none(matched.rstrip() + more)
        if value is not None:
            return value
    tail = _closing_run(normalized) if matched is None and "[" in normalized else -1
    if (
        tail > 0
        and (need := _closers(normalized[:tail]))
        and (value := _json_or_none(normalized[:tail] + need)) is not None
    ):
        # '…"zip": \\"28236\\"}"}]}]}': the closing run at the end in the wrong order, one too
        # many (CTU-Agent's tau-bench runs, b768): the brackets still open, closed in order
        return value
    keyless = _object_where_key_goes(normalized) if normalized[:1] == "{" else -1
    if keyless > 0:
        # '{"name": "f", "arguments": {"a": 1}, {"name": "f", "arguments": {"a": 2}}}'
        # (Qwen3-0.6B in BFCL's FC mode, b1143): a second object where a key goes, the first
        # one brace short; the first object ends before it, when the second has the same
        # keys (not '{"function": "send_message",{"function": "send_message", "params": …}':
        # the object begun again whole, b4a)
        head = normalized[:keyless].rstrip()
        value = _json_or_none(head + _closers(head))
        start = normalized.index("{", keyless)
        again = _json_or_none(normalized[start : _span(normalized, start)[0]])
        if isinstance(value, dict) and isinstance(again, dict) and value.keys() == again.keys():
            return value
    closers = _closers(normalized)
    # '{"tool": "w", "args": {"content": "x\\n"}': a brace left out at the end (json_repair
    # would drop the string's last newline)
    if closers and (value := _json_or_none(normalized.rstrip() + closers)) is not None:
        return value
    # A prompt's placeholder copied as a bare value: "action": $TOOL_NAME (small models)
    normalized = _PLACEHOLDER_RE.sub(r'\1"\2"', normalized)
    worded = _BARE_WORD_VALUE_RE.sub(_quoted_word, normalized) if ":" in normalized else normalized
    if worded != normalized and (value := _json_or_none(worded)) is not None:
        # '[{"productId": productId}, "Product A"]' (Llama-3-8B on BFCL's JavaScript, b1260): a
        # variable's name where a value goes, its name the value (json_repair ran it on into
        # the next string)
        return value
    normalized = _UNCLOSED_NAME_RE.sub(r'\1", ', normalized)
    normalized = _ARITHMETIC_RE.sub(_worked_out, normalized)
    if '"{"' in normalized:
        # "arguments": "{"query": "x", "path": "src/"}": an object in a string, its quotes
        # unescaped: the object itself
        normalized = _UNESCAPED_OBJECT_RE.sub(r"\1\2", normalized)
    bare = _JSON_STRING_RE.sub('""', normalized)
    if _ELIDED_RE.search(bare):
        return None  # "arguments": {...}: a placeholder, not arguments (json_repair reads [])
    if len(_VALUE_PAREN_RE.findall(normalized, 0, 20_000)) > 64:
        # no arguments open so many values with a parenthesis; json_repair looks from each
        # one to the end for a tuple ("[TOOL_CALLS](\"{" repeated took it 3 s)
        return None
    if normalized.count("{") - normalized.count("}") > MAX_DEPTH:
        # ... nor nesting deeper at each of hundreds of braces never closed, quotes or not
        # ('<parameter><function=f>[c1]{)\\"' repeated, 6 KB: 1.1 s, found by fuzzing)
        return None
    if normalized.count('"') * len(normalized) > 3_000_000:
        # json_repair seeks each string's end from its opening quote, past escaped quotes:
        # quadratic in long text of many quotes ('\\"PAUSEThought:{' repeated, 16 KB: 1.2 s)
        return None
    first = _first_item(normalized, depth) if normalized[:1] == "[" else None
    repaired = _repaired(_strip_comments(normalized))
    whole = _json_or_none(repaired) if repaired is not None else None
    if first is not None and not (isinstance(whole, list) and whole[:1] == [first]):
        # "[{'name': 'data_loading', 'file_path': 'dataset.csv'},\n {'name': 'fit', 'x':
        # data['sales'], …}]" (DBRX on BFCL, b1262): a list of objects whose first reads
        # whole, a later one not (json_repair broke the list up at the later one's brackets);
        # a list repaired whole from the same first item is kept whole ("[{categoria:
        # 'electronica', ventas: 145000}, {categoria: 'hogar', …}]", b1319)
        return [first]
    return whole


def _first_item(text: str, depth: int) -> dict[str, Any] | None:
    """The first item of the list `text` opens, when it is an object that reads whole and
    is followed by a comma; None otherwise."""
    at = len(text) - len(text[1:].lstrip())
    if text[at : at + 1] != "{":
        return None
    end, closed, _ = _span(text, at)
    if not closed or text[end:].lstrip()[:1] != ",":
        return None
    value = _attempts(text[at:end], depth + 1)
    return value if isinstance(value, dict) and value else None


@functools.lru_cache(maxsize=16)
def _repaired(text: str) -> str | None:
    """json_repair's reading of `text`, as JSON text (a reply is often read twice, and the
    repair is the slowest step); None when it is no object or list."""
    import json_repair

    if not any(c in text for c in ":\"'=："):
        return None  # no key and no string: no object to repair ("{.x.x.x…" took json_repair 0.3 s)
    try:
        value = json_repair.loads(text)
    except Exception:  # json_repair is best effort; a failure means "not JSON"
        return None
    return json.dumps(value) if isinstance(value, dict | list) and value else None


def loads(text: str) -> Any:
    """The first JSON object or array in `text`, repaired if needed; None if there is none."""
    if not text:
        return None
    start = next((i for i, c in enumerate(text) if c in "{[｛［"), -1)
    if start < 0:
        return None
    if text[start] in "｛［":
        text = text[:start] + _normalize_structure(text[start:])
    if swapped := _SWAPPED_RE.match(text, start):
        text = text[:start] + _unswapped(text[start:], swapped.end() - 1 - start)
    end, closed, depth = _span(text, start)
    candidate = text[start:end]
    if not closed and len(candidate) < 2:
        return None
    goes_on = _NAME_GOES_ON_RE.match(text, end) if closed and text[start] == "{" else None
    if (
        goes_on is not None
        and f'"{goes_on[1]}"' not in candidate
        and (value := _closed_early(text, start, end)) is not None
    ):
        # '{"arguments": {…, "customer_info": {…}}, "apply_discount": true, …}, "name": "f"}'
        # (Hermes-2-Pro 70B on BFCL, b1256): a brace closed too early, the call's name going
        # on after it: read without that brace, when the object then closes whole
        return value
    if candidate[:1] == "{" and _KEYWORD_KEY_RE.match(candidate):
        # '{start="10:00", end="16:00", source="grid"}' (qwen 0.5B under harmony's format
        # told as text, b1432): the keys written as Python's keywords, "=" for ":"
        candidate = keyword_keys(candidate)
    try:
        return _attempts(candidate, depth)
    except RecursionError:
        return None


# An object whose first key is written as a keyword and its value quoted: '{start="10:00"'
_KEYWORD_KEY_RE = re.compile(r"\{[ \t]*[A-Za-z_]\w*[ \t]*=(?!=)[ \t]*[\"']")
# ... and each such key after the brace or a comma
_KEYWORD_PAIR_RE = re.compile(r"([{,][ \t\n]*)([A-Za-z_]\w*)[ \t]*=(?!=)[ \t]*")


def keyword_keys(text: str) -> str:
    """`text` with each key written as a keyword after a brace or a comma ('{start="10:00",
    end=…'): JSON's quoted key and colon ('{"start": "10:00", "end": …')."""
    return _KEYWORD_PAIR_RE.sub(r'\1"\2": ', text)


# A list of objects written with its brackets swapped: '{["name": "f", …], […}]}'
_SWAPPED_RE = re.compile(r'\{\s*\[(?=\s*"[^"\n]{1,64}"\s*:)')


def _unswapped(text: str, first: int) -> str:
    """'{["name": "f", "arguments": {…}], ["name": …}]}' (ThinkAgent-1B on BFCL, b1329): a
    list of objects, each opened by "[" before its first key, the whole in braces; written
    as "[{…}, {…}]" (`first` the first item's "["), each closer matching what it opened and a
    closer left over dropped."""
    out = list(text)
    stack: list[str] = []
    for at, c in _brackets(text):
        if at < 0:
            break
        if c in "{[":
            keyed = c == "[" and _KEY_AHEAD_RE.match(text, at + 1) is not None
            stack.append("}" if c == "{" or keyed else "]")
            out[at] = "{" if keyed else c
        else:
            out[at] = stack.pop() if stack else ""
            if not stack:
                break
    out[0], out[first] = "[", "{"  # the braces around the list, the first item's bracket
    return "".join(out)


_KEY_AHEAD_RE = re.compile(r'\s*"[^"\n]{1,64}"\s*:')


# A call's name key after an object's close, as if it were still open: '}, "name": '
_NAME_GOES_ON_RE = re.compile(r'\s*,\s*"(name|tool|tool_name|function|action)"\s*:')
_BRACE_THEN_KEY_RE = re.compile(r'\}(?=\s*,\s*"[^"\n]{1,64}"\s*:)')


def _closed_early(text: str, start: int, end: int) -> Any:
    """The object at `start` read without the first brace (of those before a key) whose
    removal lets it close past `end` as strict JSON; None if none does."""
    for brace in itertools.islice(_BRACE_THEN_KEY_RE.finditer(text, start, end), 16):
        at = brace.start()
        fixed = text[:at] + text[at + 1 :]
        stop, closed, _ = _span(fixed, start)
        if closed and stop >= end and (value := _json_or_none(fixed[start:stop])) is not None:
            return value
    return None


def loads_object(text: str) -> dict[str, Any] | None:
    """The first JSON object in `text` (the first one of a list of them); None if none."""
    value = loads(text)
    if isinstance(value, list):
        value = next((v for v in value if isinstance(v, dict)), None)
    return value if isinstance(value, dict) else None
