"""GBNF grammars that admit exactly one well-formed step of a format, for llama.cpp decoding.

A grammar here is tight on purpose: it forces the step to open with a thought (so a small
model cannot begin its reply with an invented `Observation:`), limits tool names to the
registered tools, and shapes each tool's input after its JSON schema: a one-line plain text
for a one-string-parameter tool in the text formats (arithmetic characters only where the
parameter is an expression), a JSON object for the others. Loose `[^\\n]+` lines are kept
short and few: they cost the sampler the most.

JSON is written in one canonical spacing (`{"a": 1, "b": [2, 3]}`, as `json.dumps` writes
it), so that a reply re-rendered from its parsed value gives back the same tokens, and the
local model's prefix cache keeps matching.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from tao.tools.base import Tool

# A string parameter with one of these names holds arithmetic (the calculator's).
EXPRESSION_PARAMS = frozenset({"expression", "expr", "formula", "equation", "math"})
# A string parameter with one of these names names one thing (a city, a dog breed).
ENTITY_PARAMS = frozenset(
    {"name", "city", "country", "location", "place", "breed", "item", "product", "company",
     "person", "animal", "region", "state", "town", "species", "element"}
)  # fmt: skip

THOUGHT_CHARS = 240  # a thought is one line of at most this many characters
INPUT_CHARS = 80  # a plain-text tool input (one thing: no commas, no semicolons)
ANSWER_CHARS = 600  # a final answer line

# Per text format: the thought label, how an action is laid out, the final-answer label.
TEXT_FORMATS: dict[str, dict[str, str]] = {
    "react": {"thought": "Thought: ", "final": "Final Answer: "},
    "classic": {"thought": "Thought: ", "final": "Answer: "},
    "json-blob": {"thought": "Thought: ", "final": "Final Answer: "},
    "react-zh": {"thought": "思考: ", "final": "最终答案: "},
}
# How a thought opens, by the step it leads to. Deciding between "I now know the final
# answer" and "I need …" in its first words is a choice a small model makes well; deciding at
# the `Action:` label, after a thought that already reads like an answer, it makes badly
# (it goes on calling tools).
OPENERS = {
    "en": {"final": "I now know the final answer.", "action": "I need "},
    "zh": {"final": "我现在知道最终答案了。", "action": "我需要"},
}


def literal(text: str) -> str:
    """`text` as a GBNF string literal."""
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    )
    return f'"{escaped}"'


def _primitives() -> dict[str, str]:
    from tao.tools.calculator import FUNCTIONS

    functions = " | ".join(literal(f) for f in sorted(FUNCTIONS, key=len, reverse=True))
    t, i, a = THOUGHT_CHARS - 1, INPUT_CHARS - 1, ANSWER_CHARS - 1
    # Text is written in pieces whose digit runs are at most 9 long: a greedy small model
    # otherwise falls into "1000000…" until it runs out of tokens.
    return {
        "line-char": r"[^\n0-9]",
        "line-piece": r"line-char | [0-9]{1,9} line-char",
        "thought": rf"[^\n0-9 ] line-piece{{0,{t}}} [0-9]{{0,9}}",
        "answer": rf"[^\n ] line-piece{{0,{a}}} [0-9]{{0,9}}",
        "plain-text": rf'[^\n", ] text-piece{{0,{i}}} [0-9]{{0,9}}',
        "text-piece": r"[^\n,;0-9] | [0-9]{1,9} [^\n,;0-9]",
        "str-char": r'[^"\\\x00-\x1f0-9] | "\\" (["\\/bfnrt] | "u" [0-9a-fA-F]{4})',
        "str-piece": r"str-char | [0-9]{1,9} str-char",
        "json-string": r'"\"" str-piece{0,400} [0-9]{0,9} "\""',
        "text-string": rf'"\"" [^"\\\x00-\x1f ] str-piece{{0,{i}}} [0-9]{{0,9}} "\""',
        "thought-string": rf'"\"" [^"\\\x00-\x1f0-9 ] str-piece{{0,{t}}} [0-9]{{0,9}} "\""',
        "json-int": r'"-"? ("0" | [1-9] [0-9]{0,15})',
        "json-number": r'json-int ("." [0-9]{1,12})? ([eE] [-+]? [0-9]{1,3})?',
        "json-bool": r'"true" | "false"',
        "json-null": r'"null"',
        "json-value": "json-object | json-array | json-string | json-number | json-bool | json-null",
        "json-object": r'"{" (json-string ": " json-value (", " json-string ": " json-value)*)? "}"',
        "json-array": r'"[" (json-value (", " json-value)*)? "]"',
        # The calculator's language: numbers, operators, its functions and constants.
        "arith": r'arith-term (" "? arith-op " "? arith-term){0,15}',
        "arith-op": r'"**" | "//" | [-+*/%^]',
        "arith-term": r'"-"? (arith-num | arith-fn "(" arith (", " arith){0,3} ")" | "(" arith ")" | arith-const)',
        "arith-num": r'[0-9]{1,12} ("." [0-9]{1,8})?',
        "arith-fn": functions,
        "arith-const": r'"pi" | "tau" | "e"',
        "arith-string": r'"\"" arith "\""',
    }


_PRIMITIVES = _primitives()
_LITERALS = re.compile(r'\[(?:\\.|[^\]\\])*\]|"(?:\\.|[^"\\])*"')  # classes, strings
_NAMES = re.compile(r"[a-z][a-z0-9-]*")


class Rules:
    """A grammar under construction: named rules, primitives added as they are used."""

    def __init__(self) -> None:
        self.rules: dict[str, str] = {}

    def add(self, name: str, body: str) -> str:
        base, n = name, 1
        while name in self.rules and self.rules[name] != body:
            n += 1
            name = f"{base}{n}"
        self.rules[name] = body
        return name

    def use(self, primitive: str) -> str:
        """Add a shared rule (and the rules it refers to) and return its name."""
        if primitive not in self.rules:
            body = _PRIMITIVES[primitive]
            self.rules[primitive] = body
            for name in _NAMES.findall(_LITERALS.sub("", body)):
                if name in _PRIMITIVES:
                    self.use(name)
        return primitive

    def text(self) -> str:
        root = self.rules.get("root")
        lines = [f"root ::= {root}"] if root is not None else []
        lines += [f"{name} ::= {body}" for name, body in self.rules.items() if name != "root"]
        return "\n".join(lines) + "\n"


def _rule_name(text: str) -> str:
    cleaned = "".join(c if c.isascii() and c.isalnum() else "-" for c in text.lower()).strip("-")
    return cleaned or "x"


# ---------------------------------------------------------------------------- JSON schemas


def _schema_type(schema: dict[str, Any]) -> str | None:
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        return kinds[0] if len(kinds) == 1 else None
    if kind is None:
        options = [
            s for s in schema.get("anyOf", []) + schema.get("oneOf", []) if s.get("type") != "null"
        ]
        if len(options) == 1:
            return _schema_type(options[0])
    return kind if isinstance(kind, str) else None


class SchemaGrammar:
    """Rules for JSON values that match a JSON schema, in canonical spacing."""

    def __init__(self, rules: Rules, root_schema: dict[str, Any]) -> None:
        self.rules = rules
        self.defs = root_schema.get("$defs") or root_schema.get("definitions") or {}

    def value(self, schema: dict[str, Any], name: str, param: str = "") -> str:
        """A rule (or rule expression) for values of `schema`; `param` names the property."""
        ref = schema.get("$ref")
        if isinstance(ref, str):
            target = self.defs.get(ref.rsplit("/", 1)[-1])
            return self.value(target, name, param) if target else self.rules.use("json-value")
        if "const" in schema:
            return literal(json.dumps(schema["const"], ensure_ascii=False))
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            return self.rules.add(
                name, " | ".join(literal(json.dumps(v, ensure_ascii=False)) for v in schema["enum"])
            )
        for key in ("anyOf", "oneOf"):
            if isinstance(schema.get(key), list) and schema[key]:
                options = [self.value(s, f"{name}-{i}", param) for i, s in enumerate(schema[key])]
                return self.rules.add(name, " | ".join(options))
        kind = schema.get("type")
        if isinstance(kind, list):
            options = [self.value({**schema, "type": k}, f"{name}-{k}", param) for k in kind]
            return self.rules.add(name, " | ".join(options))
        if kind == "string":
            if param.lower() in EXPRESSION_PARAMS:
                return self.rules.use("arith-string")
            return self.rules.use("text-string")
        if kind == "integer":
            return self.rules.use("json-int")
        if kind == "number":
            return self.rules.use("json-number")
        if kind == "boolean":
            return self.rules.use("json-bool")
        if kind == "null":
            return self.rules.use("json-null")
        if kind == "array":
            items = schema.get("items")
            item = (
                self.value(items, f"{name}-item")
                if isinstance(items, dict)
                else self.rules.use("json-value")
            )
            return self.rules.add(name, f'"[" ({item} (", " {item})*)? "]"')
        if kind == "object" or "properties" in schema:
            return self.object(schema, name)
        return self.rules.use("json-value")

    def object(self, schema: dict[str, Any], name: str) -> str:
        props: dict[str, Any] = schema.get("properties") or {}
        if not props:
            if schema.get("additionalProperties") is False:
                return literal("{}")
            return self.rules.use("json-object")
        required = [p for p in props if p in set(schema.get("required", []))]
        optional = [p for p in props if p not in required]

        def member(prop: str) -> str:
            value = self.value(props[prop], f"{name}-{_rule_name(prop)}", prop)
            return f"{literal(json.dumps(prop, ensure_ascii=False) + ': ')} {value}"

        if required:
            body = ' ", " '.join(member(p) for p in required)
            body += "".join(f' (", " {member(p)})?' for p in optional)
            return self.rules.add(name, f'"{{" {body} "}}"')
        # No required member: any in-order selection of the optional ones, or none.
        alternatives = []
        for i, first in enumerate(optional):
            tail = "".join(f' (", " {member(p)})?' for p in optional[i + 1 :])
            alternatives.append(f"{member(first)}{tail}")
        return self.rules.add(name, f'"{{" ({" | ".join(alternatives)})? "}}"')


def _single_param(tool: Tool) -> tuple[str, dict[str, Any]] | None:
    props = tool.parameters.get("properties") or {}
    if len(props) != 1:
        return None
    return next(iter(props.items()))


def text_input(rules: Rules, tool: Tool) -> str:
    """What may follow a text format's input label for `tool`."""
    single = _single_param(tool)
    props = tool.parameters.get("properties") or {}
    if single is not None:
        param, schema = single
        kind = _schema_type(schema)
        if kind == "string" and not schema.get("enum"):
            return rules.use("arith" if param.lower() in EXPRESSION_PARAMS else "plain-text")
        if kind in ("integer", "number", "boolean") or schema.get("enum"):
            value = SchemaGrammar(rules, tool.parameters).value(
                schema, f"in-{_rule_name(tool.name)}", param
            )
            return value
    if not props:
        return literal("{}")
    return json_input(rules, tool)


def _string_param(parameters: dict[str, Any], names: frozenset[str]) -> str | None:
    props = parameters.get("properties") or {}
    if len(props) != 1:
        return None
    name, schema = next(iter(props.items()))
    if name.lower() in names and _schema_type(schema) == "string" and not schema.get("enum"):
        return str(name)
    return None


def arithmetic_param(parameters: dict[str, Any]) -> str | None:
    """The parameter of a one-parameter tool whose input is arithmetic, if it has one."""
    return _string_param(parameters, EXPRESSION_PARAMS)


def entity_param(parameters: dict[str, Any]) -> str | None:
    """The parameter of a one-parameter tool whose input names one thing, if it has one."""
    return _string_param(parameters, ENTITY_PARAMS)


def single_input(tool: Tool, value: Any) -> str | None:
    """The text given to a one-parameter tool: a plain string, or a one-key object's value."""
    single = _single_param(tool)
    if isinstance(value, dict) and single is not None:
        value = value.get(single[0], next(iter(value.values()), None) if len(value) == 1 else None)
    return value if isinstance(value, str) else None


def json_input(rules: Rules, tool: Tool) -> str:
    """A JSON object of `tool`'s arguments."""
    return SchemaGrammar(rules, tool.parameters).object(
        tool.parameters, f"args-{_rule_name(tool.name)}"
    )


# ---------------------------------------------------------------------------- steps


def step_grammar(
    format_name: str,
    tools: Iterable[Tool],
    lang: str = "en",
    thought: str | None = None,
    choices: dict[str, list[str]] | None = None,
    lead: str | None = None,
    numbers: list[str] | None = None,
) -> str:
    """A GBNF grammar for one step of a text format: a thought, then an action or the answer.

    To decode a step again: with `thought`, the step keeps that thought and goes on to one of
    `tools` (to the answer when there is none left), with `choices` the only inputs the tools
    it names may get; with `lead`, the thought begins so and goes on to an action; with
    `numbers`, those are the only numbers the answer may state.
    """
    labels = TEXT_FORMATS[format_name]
    rules = Rules()
    rules.add("root", "")  # first, filled in below
    if numbers:
        rules.add("known-number", " | ".join(literal(n) for n in numbers))
        rules.add("known-piece", r"[^\n0-9] | known-number [^\n0-9]")
        rules.add(
            "answer",
            rf"([^\n0-9 ] | known-number [^\n0-9]) known-piece{{0,{ANSWER_CHARS}}} known-number?",
        )
    actions = []
    for tool in tools:
        name = literal(tool.name)
        fixed = (choices or {}).get(tool.name)
        text = " | ".join(literal(c) for c in fixed) if fixed else text_input(rules, tool)
        if format_name == "json-blob":
            head = literal(
                'Action:\n```\n{"action": ' + json.dumps(tool.name) + ', "action_input": '
            )
            value = json_input(rules, tool)
            if fixed and len(tool.params) == 1:  # {"city": "Beijing"} with the name fixed
                key = json.dumps(tool.params[0]) + ": "
                picks = " | ".join(literal(json.dumps(c, ensure_ascii=False)) for c in fixed)
                value = f"{literal('{' + key)} ({picks}) {literal('}')}"
            actions.append(f"{head} {value} " + literal("}\n```"))
        elif format_name == "classic":
            actions.append(f"{literal('Action: ' + tool.name + ': ')} ({text})")
        elif format_name == "react-zh":
            actions.append(f'"行动: " {name} "\\n行动输入: " ({text})')
        else:
            actions.append(f'"Action: " {name} "\\nAction Input: " ({text})')
    answer = f"{literal(labels['final'])} {rules.use('answer')}"
    if thought is not None:
        step = " | ".join(f"({a})" for a in actions) if actions else answer
        rules.rules["root"] = f"{literal(labels['thought'] + thought + chr(10))} ({step})"
        return rules.text()
    openers = OPENERS["zh" if lang == "zh" or format_name == "react-zh" else "en"]
    label = literal(labels["thought"])
    if lead is not None and actions:
        label = literal(labels["thought"] + lead)
        answer = ""
    alternatives = [f"{label} {literal(openers['final'] + chr(10))} {answer}"] if answer else []
    if actions:
        rules.add("action", " | ".join(f"({a})" for a in actions))
        alternatives.append(
            f'{label} {literal(openers["action"])} {rules.use("thought")} "\\n" action'
        )
    rules.rules["root"] = " | ".join(f"({a})" for a in alternatives)
    return rules.text()


def native_grammar(schemas: Iterable[dict[str, Any]]) -> str:
    """One JSON object: `{"thought", "name", "arguments"}` for a tool call, else an answer."""
    rules = Rules()
    rules.add("root", "")
    calls = []
    for entry in schemas:
        fn = entry.get("function", entry)
        params = fn.get("parameters") or {"type": "object", "properties": {}}
        args = SchemaGrammar(rules, params).object(params, f"args-{_rule_name(fn['name'])}")
        head = literal(f', "name": {json.dumps(fn["name"])}, "arguments": ')
        calls.append(f"{head} {args}")
    answer = literal(', "answer": ') + " " + rules.use("json-string")
    body = " | ".join([*(f"({c})" for c in calls), f"({answer})"])
    thought = rules.use("thought-string")
    rules.rules["root"] = f'"{{\\"thought\\": " {thought} ({body}) "}}"'
    return rules.text()
