"""Tool calls written outside our labels, the way other models and servers spell them.

Hermes/Qwen `<tool_call>` JSON, Qwen3-Coder `<function=…><parameter=…>` XML, DeepSeek's
DSML and tool-call tokens, Kimi's tokens, Mistral's `[TOOL_CALLS]`, Llama's pythonic
`[f(x=1)]`, ChatGLM's "name, then arguments", XML `<tool>`/`<final_answer>`, bare JSON blobs,
the ReAct paper's `tool[input]` / `Finish[answer]`, and self-ask's "Follow up:".
"""

from __future__ import annotations

import ast
import bisect
import builtins
import functools
import html
import itertools
import json
import keyword
import re
import textwrap
import urllib.parse
from collections.abc import Iterator
from typing import Any

from tao.formats import jsonish
from tao.formats.inputs import (
    KEYWORD_START_RE,
    bare_list,
    blob,
    blob_value,
    bracket_input,
    call_arguments,
    escaped_apostrophes,
    fence_body,
    is_sentence,
    key_value_lines,
    read_input,
    scalar,
    squash_key,
    unquote,
)
from tao.formats.parsed import (
    ANSWER_KEYS,
    CALL_WRAPPERS,
    THOUGHT_KEYS,
    Actions,
    Final,
    Parsed,
    Resolver,
    Unparsed,
    as_step,
    is_final_name,
    schema_like,
)

# A placeholder for a value, in angle or square brackets and capitals: "<CITY_NAME>", "[CITY_NAME]"
_CAPS_PLACEHOLDER_RE = re.compile(r"<[A-Z][A-Z0-9_]*>|\[[A-Z][A-Z0-9_]*\]")
# A list item that describes something before the markup it shows: "1. Get the weather: `<tool…"
_DESCRIBED_ITEM_RE = re.compile(r"(?m)^[ \t]*(?:\d+[.)]|[-*•])[ \t]+\w[^\n`<]*:[ \t]*`?\Z")
# A line that says examples follow: "Example tool calls:", "For example:"
_EXAMPLES_LEAD_RE = re.compile(r"(?im)^[ \t]*(?:examples?\b|for example)[^\n]*:[ \t]*$")
# <tool_call>{...}</tool_call>, or DeepSeek's <tool_call id="…" name="…">{arguments}</tool_call>
# (a second <tool_call> before the first is closed ends it)
_TOOL_CALL_RE = re.compile(
    r"<tool_call(?P<attrs>\s[^>]*)?>(.*?)(?:</tool_call>|(?=<tool_call>)|$)", re.S
)
# ... the call in quotes inside it: '<tool_call>“f(pattern: x)”</tool_call>'
_QUOTED_TAGGED_CALL_RE = re.compile(
    r"(<tool_call>\s*)[“\"]([\w.\-]+\([^\n]*\))[”\"](?=\s*</tool_call>)"
)
# ... and its closing tag cut off or garbled at the end of a reply ("</tool_", "</tool_Latin>",
# "</tool_>*" with a stray markdown star), never another element's ("</tool_response>")
_GARBLED_CLOSE_RE = re.compile(
    r"</tool(?:_(?!(?:response|result|output|use|code|name)\b)\w*)?(?:>[*_`]*)?\s*\Z"
)
# ... and a program in a <code> element after its JSON, the arguments left empty
# (never past the next "<code>": each of many never closed would search to the end)
_CODE_ELEMENT_RE = re.compile(r"<code>((?:(?!<code>).)*?)</code>", re.S)
_VALUE_ELEMENT_RE = re.compile(r"\A<value>(.*)</value>\Z", re.S)
_CALL_NAME_ATTR_RE = re.compile(r"\bname\s*=\s*[\"'“]([^\"'”]+)[\"'”]")
# ... or with the name in a tag of its own, the arguments after it
_NAME_TAG_RE = re.compile(
    r"\s*<(function|name|tool_name)>\s*([\w.\-]+)\s*</\1>\s*(?=\{|$)(.*)", re.S
)
# ... also as Groq's Llama writes it: "<function=f{json}</function>", "<function=f={json}>",
# "<function=f({json})</function>", "<function=f,{json}>" (llama-3.3-70b on Groq, b705)
_XML_FUNCTION_RE = re.compile(
    # (or glossed: "<function=Read tool>", an unnamed free model in a coding agent)
    # (or its ">" lost before the parameters' lines: "<function=write_file\n<parameter=…",
    # gemma3-4b through a proxy, b507)
    # (a word's letter in the name: "use the <function=...> element" names none, b1702)
    r"<function=([\w.\-]*\w[\w.\-]*)(?:[ \t]+tool)?"
    r"(?:>|[=,]?(?=\s*\{)|\s*[\[(](?=\s*\{)|[ \t]*\n(?=[ \t]*<parameter=))(.*?)"
    # (ended by another function's opening as well, its own never closed, qwen 0.5B, b690)
    r"(?:</function>|</tool_call>|(?=<function[=>])|$)",
    re.S,
)


# A parameter's tag holding its value, its text a gloss: '<xueyuan="张伟">学员姓名</xueyuan>'
_VALUE_IN_TAG_RE = re.compile(r'<([A-Za-z_][\w\-]*)="([^"\n]*)">[^<\n]*</\1>')
# A call written inside <function=…>'s tag: '<function=gather(resource_name="x")>'
_CALL_IN_FUNCTION_TAG_RE = re.compile(r"<function=([\w.\-]+)\(([^\n]*?)\)>")
# A value's last line a closing tag of another element: "3\n</number>"
_STRAY_CLOSE_RE = re.compile(r"\s*</([A-Za-z]\w*)>\s*\Z")


def _param_value(raw: str) -> Any:
    """A <parameter=…> value; "<parameter=order_id=C-8899>…" carries it in the tag itself."""
    if raw.startswith("="):
        inline = re.match(r"=([^<>\n]*)>", raw)
        # (self-closed: '<parameter=topic="sleep science"/>', qwen 0.5B under Qwen3-Coder's
        # prompt, b762)
        raw = re.sub(r"[ \t]*/\Z", "", inline.group(1)) if inline else raw[1:]
        if raw.strip()[:1] == "[" and not inline and (listed := jsonish.loads(raw)) is not None:
            # '<parameter=skills=["Go", "web"]]' (its ">" lost, a "]" too many, qwen 0.5B
            # under Seed-OSS's prompt, b727): the list
            return listed
    return scalar(raw)


def _bare_value(raw: str) -> Any:
    """An attribute's unquoted value: as JSON reads it, or an object as JavaScript writes it
    ("{nozzle:200}"), else the text."""
    held = jsonish.loads_object(raw) if raw[:1] == "{" else None
    return held if held is not None else scalar(raw)


_XML_PARAM_RE = re.compile(
    # "<parameter=command=str_replace</parameter>": the ">" sometimes comes out as "="
    # ("<parameter days>\n1\n</parameter>": a space for the "=", qwen2.5-coder-0.5b, b666)
    # ("<parameter organic=true>": a space for the first "=", the value in the tag, b691)
    # (not Seed-OSS's quoted attributes: '<parameter method="POST">')
    r"<parameter(?:=|[ \t]+(?=[\w.\-]+(?:>|=[^\"'\s])))([\w.\-]+)(?:>\n?|(?==))(.*?)"
    r"(?=</parameter>|<parameter(?:=|[ \t]+[\w.\-]+(?:>|=[^\"'\s]))|</function>|</tool_call>|$)",
    re.S,
)
# A <parameter=…> element whole; and tags that are no parameter's: the call markup's own
_XML_PARAM_SPAN_RE = re.compile(r"<parameter[=\s][^>]*>.*?(?:</parameter>|(?=<parameter)|\Z)", re.S)
# (and words for what a call returns or what a template says of it: "<output>Pace: …</output>",
# invented, b740; "<parameters>…</parameters>", b690)
_NOT_PARAMETER_TAGS = frozenset(
    {"parameter", "function", "tool_call", "invoke", "function_calls", "parameters", "arguments"}
    | {"output", "result", "results", "observation", "response", "required", "description"}
    | {"thought", "thinking", "reasoning", "answer", "type"}
)
# (self-closed perhaps: '<parameter=card_number="88001234" loan_ids="101, 102"/>', b699)
# (or unquoted: '<parameter=topic="周杰伦的《七里香》" max_minutes=100>', b762)
# (or its first value bare: '<parameter=card_no=10261211 book_ids="B011 B020"/>', b1156)
_MORE_ATTRIBUTES_RE = re.compile(
    r'(?:"([^"]*)"|([^\s"=/>]+))((?:\s+[A-Za-z_]\w*=(?:"[^"]*"|[^\s"/>]+))+)\s*/?\s*'
)
_ATTRIBUTE_PARAM_RE = re.compile(
    r'<parameter\s+([A-Za-z_]\w*)="((?:(?!<parameter)[^\n])*?)"[ \t]*/?>'
)
# (or its "=" a ">": "<parameter>organic>true</parameter>", qwen 0.5B, b694)
_NAME_THEN_VALUE_RE = re.compile(
    r"<parameter>[ \t]*([A-Za-z_]\w*)[ \t]*</parameter>\s*<parameter>([^<]*)</parameter>"
)
_UNNAMED_PARAM_RE = re.compile(
    r"<parameter>\s*([A-Za-z_]\w*)\s*(?:=(?!=)|>)(.*?)</parameter>", re.S
)
# DeepSeek's DSML `invoke name="…"`, and Seed's / Hermes-2-Pro's `<function name="…">`
# ... and Gemini 3's '<call_record tool="read">' (with <parameter name=…> as DSML's)
_DSML_INVOKE_RE = re.compile(
    # (or '<tool name="set_thermostat">\n  <arguments>\n    <room>…', Qwen2.5 under
    # Hunyuan's prompt, b512)
    r"(?:invoke name|<function name|<tool name|<call_record tool)=\"([^\"]+)\"([^>]*)>(.*?)"
    # (or up to the next function's opening, this one never closed: '<function name="f">
    # <params>…<function name="f"><params>…</function>', Llama-3.1-8B on BFCL, b815)
    r"(?:</[^>]*(?:invoke|function|tool|call_record)>|(?=<function name=)|$)",
    re.S,
)
# A parameter's spec, its description inside: '<param name="album" type="string" …>\n<desc>'
_PARAM_DESC_RE = re.compile(r"<param\b[^>]*>\s*<desc>")
# ... and their parameters; MiniCPM writes <param name="path">…</param>
_DSML_PREFIX_RE = re.compile(r"<(/?)[｜|]{1,2}DSML[｜|]{1,2}")
# (or misspelled: MiniMax-M2.5's '<paramete name="urls">')
# (or closed by its own name: '<｜DSML｜parameter name="task_progress">…</task_progress>',
# DeepSeek in Cline, which asks for <task_progress> as an element; or not closed before the
# next one opens, DeepSeek on Telegram)
# (or '<property name="title"> Beach Day</property>' in <arguments>, qwen 0.5B, b1482)
_PARAM_TAG = r"(?:param[a-z]{0,6}|property)"
_DSML_PARAM_RE = re.compile(
    rf"{_PARAM_TAG} name=[\"“]([^\"”]+)[\"”]([^>]*)>(.*?)"
    # (nor past the next "param name=", its "<" lost or not: from each of many never closed
    # the search ran to the end, 2.9 s at 120 KB, found by fuzzing)
    rf"(?:</[^>]*{_PARAM_TAG}>|</\1>|(?=<?{_PARAM_TAG} name=))",
    re.S,
)
# ... the last of them never closed
_CUT_PARAM_RE = re.compile(r"<param[a-z]{0,6} name=[\"“]([^\"”]+)[\"”][^>]*>((?:(?!</).)+)\Z", re.S)
# Parameters that hold a file's or a document's whole text
_DOCUMENT_PARAMS = frozenset({"content", "contents", "file_text", "new_str", "code"})
# ... which DeepSeek-V4-Flash sometimes writes self-closed, the value in its `string` attribute
_DSML_SELF_CLOSED_RE = re.compile(
    r"(?:invoke|param(?:eter)?) name=\"([^\"]+)\" string=\"([^\"]*)\"\s*/>"
)


# BFCL's XML return format: '<param name="k" value="v" type="integer"/>' self-closed, or
# '<param name="k" type="string">v</param>', an object's fields nested in '<params>'
# (a quoted attribute may hold a ">": 'value="[{'operator': '>', …}]"', MiniCPM3-4B, b908)
_PARAM_TAG_RE = re.compile(
    r"<(/?)(?:param(?:eter)?s?|arguments?|attributes?)\b((?:[^>\"]|\"[^\"]*\")*?)(/?)>"
)
# A spec's attributes on a parameter's tag: 'required="false"', 'default="…"'
_SPEC_ATTR_RE = re.compile(r"\b(?:required|default)=")
# A param's tag cut off before its end: '<param name="b" value="10" type="b (b'
_CUT_PARAM_TAG_RE = re.compile(r"<param\b([^<>]*)\Z")
# A param never closed after its value's element, at the end: '<param name="date"><value>
# 2023-04-15</value>'
_CUT_VALUE_PARAM_RE = re.compile(
    r"\s*<param[a-z]{0,6} name=\"([^\"]+)\"[^>]*>\s*<value>([^<]*)</value>\s*\Z"
)
# (its items' type after it read past: 'type="array[string]"', Llama 3.1 8B on BFCL, b886)
_TYPE_ATTR_RE = re.compile(r"\btype=[\"']([\w ]+)(?:\[[\w ,\[\]]*\])?[\"']")
# (or bare: 'value=True type="boolean"', Llama-3.1-8B on BFCL, b810)
_VALUE_ATTR_RE = re.compile(r"\bvalue=(?:\"([^\"]*)\"|'([^']*)'|([^\s\"'/>]+))")


def _attr_value(m: re.Match[str] | None) -> str:
    """The value _VALUE_ATTR_RE found, however quoted; "" without one."""
    return next((g for g in m.groups() if g is not None), "") if m else ""


_NAME_ATTR_RE = re.compile(r"\bname=[\"“]([^\"”]+)[\"”]")
# ... or holding an object or a list, whose quotes are the attribute's own
# (or in no quotes at all: 'value=["麦辣鸡腿堡", "可口可乐"] type="array"', Gemini on BFCL, b790)
# (the first such end: 'value="['Parking']" type="array[string]"', Llama 3.1 8B on BFCL, b886,
# where the type's own bracket ends the attributes)
_JSON_VALUE_ATTR_RE = re.compile(r"\bvalue=(\"?)([{\[].*?[}\]])\1(?=\s+[\w\-]+=|\s*/?\s*\Z)", re.S)


def _type_kind(attrs: str) -> str:
    """A tag's type attribute, lower-cased ("" without one)."""
    return (m[1].lower() if (m := _TYPE_ATTR_RE.search(attrs)) else "").strip()


def _typed(raw: Any, attrs: str) -> Any:
    """A parameter's text as its type attribute says: "60" of type="integer" is 60, "True" of
    type="boolean" is true, "None" of any type but text is null, "True" of type="string"
    stays text; with no type, as written."""
    if not isinstance(raw, str):
        return raw  # (XML-RPC's list of values, read already)
    kind = _type_kind(attrs)
    if kind in ("string", "str", "text"):
        return raw
    if kind and raw.strip() in ("None", "null"):
        return None  # '<param name="depth" type="integer">None</param>' (ToolACE-2-8B): unset
    if kind in ("boolean", "bool") and raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    if kind in ("integer", "int", "float", "number", "double", "long"):
        value = scalar(raw)
        return value if isinstance(value, int | float) else raw
    if kind in ("dict", "object", "list", "array", "tuple") and raw.strip()[:1] in "{[(":
        # '<param name="overview" value="{'total': 7132.76, …}" type="dict"/>' (Qwen3-8B in
        # BFCL's XML format, b769): the value Python's literal of its type
        value = jsonish.loads(raw)
        if isinstance(value, dict | list):
            return value
    return scalar(raw)


def _unescaped(value: str) -> str:
    """An attribute's value with XML's entities read ('&quot;IMAGENAME eq Code.exe&quot;',
    Gemini on BFCL, b798)."""
    return html.unescape(value) if "&" in value and _ENTITY_RE.search(value) else value


# An array's items: '<array><string>burgers</string><integer>5</integer>…' or '<array><item
# value="133" type="integer"/>…' (Gemini and Llama-3.1-8B on BFCL, b798), perhaps never closed
_ARRAY_ITEM_RE = re.compile(
    r"<(string|str|integer|int|float|number|boolean|bool|item)\b([^<>]*?)(?:/>|>([^<]*)</\1>)"
)


_DICT_PAIR_RE = re.compile(r"<dict>\s*<key\b([^<>]*)/>\s*<value\b([^<>]*)/>\s*</dict>")


def _rpc_values(raw: str) -> list[Any]:
    """The texts of XML-RPC's <value> elements, each read as a scalar."""
    return [scalar(v.strip()) for v in re.findall(r"<value>([^<]*)</value>", raw)]


def _rpc_value(raw: str) -> Any:
    """A param's text out of XML-RPC's value elements: '<value>[102, 103]</value>' is the
    text inside, '<value><data><value>133</value><value>34</value></data>' the list of the
    values (Gemini and Llama-3.1-8B on BFCL, b793); an <array>'s items the list of them
    (b798); other text as it is."""
    if (raw.startswith("<array>") or raw.startswith("<item")) and re.fullmatch(
        rf"(?:<array>)?\s*(?:(?:{_ARRAY_ITEM_RE.pattern})\s*)*(?:</array>)?", raw
    ):
        # (or the items with no <array> around them: '<param name="recipients" type="array">
        # <item type="string">admin@example.com</item>…', Qwen3-30B-A3B on BFCL, b1055)
        items = []
        for i in _ARRAY_ITEM_RE.finditer(raw):
            kind, attrs, text = i[1], i[2], i[3]
            if text is None:  # '<item value="133" type="integer"/>'
                text = _attr_value(_VALUE_ATTR_RE.search(attrs))
            items.append(_typed(_unescaped(text), attrs if kind == "item" else f'type="{kind}"'))
        return items
    if raw.startswith("<array>") and re.fullmatch(
        r"<array>\s*(?:<value>[^<]*</value>\s*)+(?:</array\b[^<>]*>)?", raw
    ):
        # '<array><value>admin@example.com</value><value>…</value></array type="array"/>'
        # (Llama-3.1-8B on BFCL, b815): XML-RPC's values in the array, its closing tag garbled
        return _rpc_values(raw)
    if raw.startswith("<dict>") and re.fullmatch(rf"(?:\s*{_DICT_PAIR_RE.pattern})+\s*", raw):
        # '<dict><key value="timeout" type="integer"/><value value="30" type="integer"/></dict>
        # <dict>…' (Llama-3.1-8B on BFCL, b815): an object as its pairs, one dict each
        return {
            _attr_value(_VALUE_ATTR_RE.search(k)): _typed(_attr_value(_VALUE_ATTR_RE.search(v)), v)
            for k, v in _DICT_PAIR_RE.findall(raw)
        }
    if not raw.startswith("<value>"):
        return raw
    if "<data>" in raw:
        return _rpc_values(raw)
    inner = re.fullmatch(r"<value>(.*?)(?:</value>)?", raw, re.S)
    return inner[1].strip() if inner else raw


# An object's field as an element named by its attribute: '<item name="k" …>v</item>'
_NAMED_ITEM_RE = re.compile(r"<(?:item|key)\b([^>]*\bname=\"[^\"]+\"[^>]*)>([^<]*)</(?:item|key)>")


_TYPE_WORDS = frozenset(
    {"string", "str", "text", "integer", "int", "float", "number", "double", "long", "boolean"}
    | {"bool", "dict", "object", "list", "array", "tuple", "any", "null", "none"}
)


def param_tags(body: str) -> dict[str, Any] | None:
    """The arguments in <param name=…> tags (self-closed with a value, or holding their text,
    or holding <params> of their own), typed by their type attribute; None without any."""
    if not any(tag in body for tag in ("<param", "<argument", "<attribute")) or not (
        "name=" in body or ("<argument" in body and "value=" in body)
    ):
        return None
    root: dict[str, Any] = {}
    stack: list[tuple[dict[str, Any], str, str, int]] = []  # (parent, key, attrs, text start)
    here = root
    for m in _PARAM_TAG_RE.finditer(body):
        closing, attrs, self_closed = m.groups()
        named = _NAME_ATTR_RE.search(attrs)
        if named is None and m[0].startswith("<argument") and "value=" in attrs:
            # '<argument type="location" value="Divinópolis, MG" />' (Falcon3-FC on BFCL,
            # b861): the parameter's name in the type attribute, no type word in it
            typed = re.search(r"\btype=[\"']([A-Za-z_]\w*)[\"']", attrs)
            if typed is not None and typed[1].lower() not in _TYPE_WORDS:
                named = typed
        if closing:
            if (
                m[0].startswith(("</params", "</parameters", "</arguments", "</attributes"))
                or not stack
            ):
                continue
            parent, key, opened, start = stack.pop()
            inner = body[start : m.start()]
            objects = _listed_objects(inner, opened) if here else None
            if objects:
                parent[key] = objects
            if not here:  # no nested params: the element's own text
                raw = body[start : m.start()].strip()
                given = _VALUE_ATTR_RE.search(opened) if not raw else None
                if given is not None:
                    # '<param name="pairings" value="[]"></param>' (Gemini on BFCL, b798):
                    # closed with nothing in it, the value its attribute
                    raw = _unescaped(_attr_value(given))
                kind = _type_kind(opened)
                if given is None and kind in ("string", "str") and re.fullmatch(r'"[^"]*"', raw):
                    # '<param name="location" type="string">"Boston, MA"</param>' (Phi-4-mini
                    # on BFCL, b1088): the text in JSON's quotes, as b139-auto-005's is read
                    raw = raw[1:-1]
                value = _rpc_value(raw)
                if isinstance(value, str) and kind in ("dict", "object") and raw.startswith("<"):
                    # '<param name="update_info" type="dict"><name>John Doe</name><email>…
                    # </email></param>', or its fields as '<dict><item name="name" …>John Doe
                    # </item>…</dict>' (gemma-3 on BFCL, b881): an object's fields as elements
                    # (or as '<key name="timeout" type="integer">30</key>…', BitAgent-8B on
                    # BFCL, b1187)
                    items = [
                        (n[1], i[2], i[1])
                        for i in _NAMED_ITEM_RE.finditer(raw)
                        if (n := _NAME_ATTR_RE.search(i[1]))
                    ]
                    fields = items or [(k, v, "") for k, _, v in _XML_CHILD_RE.findall(raw)]
                    rest = (
                        re.sub(r"<(item|key)\b[^>]*>[^<]*</\1>|</?dict>", "", raw) if items else ""
                    )
                    if fields and (not items or not rest.strip()):
                        # (each typed by its own type attribute, if it has one)
                        value = {k: _typed(v.strip(), a) for k, v, a in fields}
                if (
                    isinstance(value, str)
                    and kind in ("array", "list", "tuple")
                    and re.fullmatch(r"(?:\s*<value>[^<\[]*</value>)+\s*", raw)
                ):
                    # (not one holding the list itself: '<value>[102, 103]</value>', b793-005)
                    # '<param name="items" type="array">\n<value>fries</value>\n</param>'
                    # (Gemini on BFCL, b846-016): an array's items as XML-RPC's values
                    value = _rpc_values(raw)
                parent[key] = _typed(value, opened)
            here = parent
        elif named is None:
            continue  # "<params>": the fields of the param opened before it
        elif (
            self_closed
            or attrs.rstrip().endswith("/")
            # ('<argument name="inductance" value="0.050">' never closed before the next one's
            # tag (Falcon3-1B-FC on BFCL, b875): its value in the attribute, no children)
            or (
                _VALUE_ATTR_RE.search(attrs) is not None
                and re.match(r"\s*<(?:argument|param)\b", body[m.end() :]) is not None
            )
        ):
            # (sought in a tag with one value: from each of many the search ran to the end)
            whole = _JSON_VALUE_ATTR_RE.search(attrs) if attrs.count("value=") == 1 else None
            if whole is not None:
                # 'value="{"total": 7132.76, …}" type="dict"', 'value="{\"size\": \"large\"}"'
                # (BFCL's XML, b772): an object's quotes inside the attribute's, raw or escaped
                raw = whole[2].replace('\\"', '"') if whole[1] else whole[2]
            else:
                value = _VALUE_ATTR_RE.search(attrs)
                raw = _attr_value(value)
                bare = None if value else re.search(r'(?<![=\w])[ \t]"([^"]*)"(?=[ \t/])', attrs)
                if value is None and bare is None and _SPEC_ATTR_RE.search(attrs):
                    # '<param name="starring" type="string" required="false" default="\'any\'"/>'
                    # (gemma-3-1b on BFCL, b1087): an optional parameter's spec copied, unset
                    continue
                if bare is not None:
                    # '<param name="class_name" "Weather" type="string"/>' (Llama-3.1-8B on
                    # BFCL, b815): the value's quotes without its "value="
                    raw = bare[1]
                after = attrs[value.end() : value.end() + 1] if value else ""
                if after and not after.isspace() and after != "/":
                    # 'value="tasklist /FI "IMAGENAME eq Code.exe"" type="string"' (BFCL,
                    # b793): quotes inside the value left unescaped: up to the next attribute
                    wide = re.search(r'\bvalue="(.*)"(?=\s+(?:type|name)=)', attrs, re.S)
                    raw = wide[1] if wide else raw
                    if wide and '\\"' in raw:
                        # 'value="tasklist /FI \\"IMAGENAME eq Code.exe\\"" type="string"'
                        # (Llama-3.1-8B on BFCL, b798): escaped, as in JSON
                        raw = raw.replace('\\"', '"')
            here[named[1]] = _typed(_unescaped(raw), attrs)
        else:
            child: dict[str, Any] = {}
            here[named[1]] = child
            stack.append((here, named[1], attrs, m.end()))
            here = child
    cut = _CUT_PARAM_TAG_RE.search(body, body.rfind("<param")) if "<param" in body else None
    cut_name = _NAME_ATTR_RE.search(cut[1]) if cut else None
    cut_value = _VALUE_ATTR_RE.search(cut[1]) if cut and cut_name else None
    if cut and cut_name and cut_value and cut_value[3] is None and cut_name[1] not in here:
        # '<param name="a" value="3" type="integer"/>\n<param name="b" value="10" type="b (b'
        # (Phi-4-mini on BFCL, b1074): the reply cut off inside the last tag, its value whole
        here[cut_name[1]] = _typed(_unescaped(_attr_value(cut_value)), cut[1])
    while stack:  # a param never closed: its text runs to the end
        parent, key, opened, start = stack.pop()
        objects = _listed_objects(body[start:], opened) if here else None
        if objects:
            # ('<param name="conditions" type="array">\n<item>…</item>\n</params>', its own
            # closing tag left out, Bielik-11B on BFCL, b1071)
            parent[key] = objects
        elif not here:
            text = re.split(r"</?[A-Za-z]", body[start:])[0]
            held = re.match(r"\s*<value>([^<]*)", body[start:])
            given = _VALUE_ATTR_RE.search(opened)
            if not text.strip() and (held or given):
                # '…<param name="b" type="string"><value>no onions</value></function>', or
                # '<param name="b" type="str" value="no onions"></function>' (Qwen3-0.6B on
                # BFCL, b1049): the last param never closed, its value in an element or an
                # attribute
                text = held[1] if held else _unescaped(_attr_value(given))
            parent[key] = _typed(text.strip(), opened)
        here = parent
    return root or None


def _listed_objects(inner: str, opened: str) -> list[dict[str, Any]] | None:
    """An array param's objects, each its params in a <dict> or an <item>; None if not so."""
    if not ("<dict>" in inner or "<item>" in inner) or _type_kind(opened) not in ("array", "list"):
        return None
    # '<param name="conditions" type="array">\n<item>\n<dict>\n<param name="field" …>age
    # </param>…</dict>\n</item>…' (MiniCPM3-4B on BFCL, b908), or in the <item> itself:
    # '<item>\n<params>\n<param name="field" value="age" …/>…' (Bielik-11B on BFCL, b1071)
    blocks = re.findall(r"<dict>(.*?)</dict>", inner, re.S) or re.findall(
        r"<item>(.*?)</item>", inner, re.S
    )
    objects = [o for o in map(param_tags, blocks) if o]
    return objects if blocks and len(objects) == len(blocks) else None


# Elements that hold values, no parameter's name ("<dict>" around an object's params, b908)
_CONTAINER_TAGS = frozenset({"params", "value", "dict", "item", "list", "array"})


def _dsml_params(body: str) -> dict[str, Any]:
    """The parameters of a DSML invoke (or a <function name=…> call): string="false" marks a
    JSON value ("[{…}]", repaired), anything else is text."""
    if "<param " in body and ("value=" in body or "type=" in body):
        tagged = param_tags(body)
        if tagged:
            rest = re.sub(r"<param\b[^>]*?/>|<param\b.*?</param>", "", body, flags=re.S)
            for key, _, raw in _XML_CHILD_RE.findall(rest):
                if "<" not in raw and key not in tagged and key not in _CONTAINER_TAGS:
                    # '<param name="to" type="string">Seattle</param>\n<_class>business</_class>'
                    # (Gemini on BFCL, b840-036): one parameter as an element of its name
                    tagged[key] = scalar(raw)
            return tagged
    params: dict[str, Any] = {}
    last = 0
    for m in _DSML_PARAM_RE.finditer(body):
        key, attrs, raw = m.groups()
        if raw.lstrip().startswith("<value>") and "</value>" in raw:
            # '<param name="case_sensitive"><value>False</value></param>' (Gemma 3 4B in
            # BFCL's XML format, b604): the value in an element of its own
            raw = _VALUE_ELEMENT_RE.sub(r"\1", raw.strip())
        elif (lone := re.fullmatch(r"\s*<([A-Za-z_]\w*)>([^<]*)", raw)) and lone[1] != "array":
            # '<param name="city"><value>New York, NY</param>', '<param name="location">
            # <location>New York, NY</param>' (Qwen3-0.6B on BFCL, b1051, b1054): the value
            # in an element of its own, never closed
            raw = lone[2]
        elif (
            "<param " in body
            and raw.lstrip().startswith("<array>")
            and isinstance(items := _rpc_value(raw.strip()), list)
        ):
            # '<param name="cities"><array><string>Rome</string>…' (BFCL's XML, b798; not
            # MiniMax's <parameter>, whose XML the corpus keeps as text, b709)
            params[key] = items
            last = m.end()
            continue
        value = (
            jsonish.loads(raw) if 'string="false"' in attrs and raw.strip()[:1] in "[{" else None
        )
        params[key] = scalar(raw) if value is None else value
        last = m.end()
    cut = _CUT_PARAM_RE.search(body, last)
    held = _CUT_VALUE_PARAM_RE.match(body, last) if cut is None and "<value>" in body else None
    if held and held[1] not in params:
        # '…<param name="date"><value>2023-04-15</value></function>' (gemma-3-4b on BFCL,
        # b1081): the last param never closed after its value's element
        params[held[1]] = scalar(held[2])
    if cut:
        # '<parameter name="featureName">e2e-test\n\n### Property Reflection…' (a call
        # leaked into a document), '<parameter name="path">/a/b.scss' at the reply's end: the
        # value never closed runs to the first blank line
        # (but a file's content never closed, cut off by the reply's end, is all of it:
        # '<parameter name="content"># SettleFL: …\n\n**ArXiv ID**: …\n\n## 研究问题…', MiniMax
        # in a survey agent's log, b1315)
        document = cut.group(1) in _DOCUMENT_PARAMS or cut.group(2).startswith("# ")
        value = cut.group(2) if document else re.split(r"\n[ \t]*\n", cut.group(2))[0]
        params[cut.group(1)] = scalar(value)
    if not params:
        for key, raw in _DSML_SELF_CLOSED_RE.findall(body):
            if raw not in ("true", "false"):
                params[key] = raw
    if not params and "<arg_key>" in body:
        # '<function name="run_python">\n<arg_key>code</arg_key>\n<arg_value>…' (GLM's pairs)
        params = _glm_pairs(body)
    if not params and "</" in body:
        # '<invoke name="read_file"><path>a.rs</path><start_line>130</start_line>' (MiniMax-M3):
        # the parameters as elements of their own names
        params = _unwrapped_params({k: scalar(v) for k, _, v in _XML_CHILD_RE.findall(body)})
    if len(params) == 1 and isinstance(held := params.get("tool_args"), dict):
        # '<invoke name="code_execution_tool">\n<tool_args>{"code": …}</tool_args>' (MiniMax
        # under Agent Zero's prompt): the arguments in the element its JSON names them by
        params = held
    return params


# <tool>search</tool><tool_input>x</tool_input> (LangChain's XML agent), or with the input in
# <parameter>, <arguments> or <input> (Eino's deep agents: "<parameter>{"file_path": …}")
# ... or, made up, <function-name>x</function-name><arguments>{…}</arguments>, or
# "<function_call>\n<name>x</name>\n<arguments>{…}</arguments>" (gemma3, the <name> tag only
# with the arguments' tag after it)
_XML_TOOL_RE = re.compile(
    # (ling-3.0-flash: "<tool_call_type>bash</tool_call_type>\n<tool_input>{…}</tool_input>")
    # (a name's text never holds its own opening tag: from each of many "<tool_name>" never
    # closed the search ran to the end, 0.2 s at 10,000 characters, found by fuzzing)
    r"<(?P<tag>tool|function[-_]name|name|tool_?name|invoke_name|ToolName|tool_call_type)>\s*"
    r"((?:(?!<(?P=tag)>).)*?)\s*</(?P=tag)>\s*"
    r"(?:<(tool_input|parameters?|arguments?|args|input)>(.*?)(?:</\3>|$))?",
    re.S,
)
# ... and the answer: <final_answer>, or <response> (from-scratch loops with <thought>/<tool_call>),
# or Nova's <respond> after its <thinking> (nova-micro on BFCL, b1307), <solution> (MINT), <answer>
# ... and Cline's <attempt_completion><result>…</result>, which presents the result to the user
_XML_FINAL_RE = re.compile(
    r"<(final_answer|response|respond)>(.*?)(?:</\1>|$)|<(solution|answer)>(.*?)</\3>"
    r"|<attempt_completion>\s*<result>(.*?)(?:</result>|$)",
    re.S,
)
_ANY_TAG_RE = re.compile(r"</?[\w\-]+[^<>]*>")
_XML_FINAL_OPEN_RE = re.compile(
    r"<(?:final_answer|response|respond|solution|answer|attempt_completion)>"
)


def _xml_final(text: str) -> re.Match[str] | None:
    """_XML_FINAL_RE's first match, tried only where a tag opens and, for <solution> and
    <answer>, only before their last closing tag (searched from each of many unclosed
    "<solution>" it was quadratic: 0.65 s)."""
    last_close: dict[str, int] = {}
    for o in _XML_FINAL_OPEN_RE.finditer(text):
        kind = o.group(0)[1:-1]
        if kind in ("solution", "answer"):
            if kind not in last_close:
                last_close[kind] = text.rfind(f"</{kind}>")
            if last_close[kind] < o.end():
                continue
        m = _XML_FINAL_RE.match(text, o.start())
        # (not the harness's placeholder quoted: "…the correct format, which is <solution>
        # YOUR_SOLUTION_HERE </solution>. Here's my proposed solution: … <solution> 24
        # </solution>", Llama-2-7B in MINT, b786: the answer's tag is the next)
        if m is None or _ANSWER_PLACEHOLDER_RE.fullmatch(m.group(2) or m.group(4) or ""):
            continue
        line = text[text.rfind("\n", 0, o.start()) + 1 : o.start()]
        if (
            kind in ("response", "respond", "final_answer")
            and f"</{kind}>" not in text
            and re.search(rf"\S[ \t]*<{kind}>[ \t]*[^\s<]", text)
        ):
            # "我将<answer>保存在<response>中，可以使用<response>写入。…\n\n<response>\n\n头以头…"
            # (smollm2 under CodeAct's prompt, b1623): the tag named mid-sentence, never
            # closed: a word in the text, here and where it stands alone, no answer's element
            continue
        if re.search(
            r"\b(?:write|use|put|reply with|respond with|answer with)[ \t]*\Z", line, re.I
        ):
            # "When you can answer, write <answer>1</answer> to the end." (smollm2 under a
            # Bedrock agent's prompt, b1629): the prompt's instruction echoed, the tag in it an
            # example of what to write, no answer
            continue
        if line.startswith("For example:") and re.search(r"YOUR_[A-Z_]+_HERE", text[: o.start()]):
            # "…please use <solution> YOUR_SOLUTION_HERE </solution>.\nFor example: The answer
            # to the question is <solution> 42 </solution>." (MINT's harness message, echoed
            # by Llama-2, b799): its example, no answer
            continue
        return m
    return None


# A placeholder where an answer tag's text goes, the prompt's own
_ANSWER_PLACEHOLDER_RE = re.compile(r"\s*(?:YOUR_[A-Z_]+_HERE|\.\.\.|…)\s*")


_KIMI_RE = re.compile(
    r"<\|tool_call_begin\|>\s*(?:functions\.)?([\w.\-]+?)(?::\d+)?(?:\(\))?\s*"
    # (its argument token left out: "functions.sessions_list:3 {} <|tool_call_end|>", K2.6)
    # (or "()" after the name: "functions.customer_count()<|tool_call_argument_begin|>{}")
    r"(?:<\|tool_call_argument_begin\|>|(?=\{))\s*(.*?)\s*(?:<\|tool_call_end\|>|\Z)",
    re.S,
)
# ... its opening tokens lost, the name starting a line: "channel_reply:0<|tool_call_argument_
# begin|>{"text": …}<|tool_calls_section_end|>" (Kimi K2 through Fireworks, its tokens stripped
# by the provider, b755)
_KIMI_BEGINLESS_RE = re.compile(
    r"^[ \t]*(?:<\|tool_calls_section_begin\|>\s*)?(?:functions\.)?([\w.\-]+?)(?::\d+)?[ \t]*<\|tool_call_argument_begin\|>\s*(.*?)\s*"
    r"(?:<\|tool_call_end\|>|<\|tool_calls_section_end\|>|\Z)",
    re.S | re.M,
)
# ... its arguments in parentheses after the name, no argument token: "functions.search(
# 关键词:{keyword}, index:1)<|tool_call_argument_end|>" (Qwen2.5-Coder under Kimi's prompt)
_KIMI_PAREN_RE = re.compile(
    r"<\|tool_call_begin\|>\s*(?:functions\.)?([\w.\-]+?)(?::\d+)?\(((?:(?!<\|tool_call).)*?)\)\s*"
    r"(?=<\|tool_call_(?:argument_)?end\|>|<\|tool_calls_section_end\|>|\Z)",
    re.S,
)
# ... or an argument a line, each after the call's name and index: "functions.roadsideHelp:0:
# plate:KX19" (qwen2.5-coder-0.5b under Kimi K2's prompt, b653)
_KIMI_PAIR_RE = re.compile(r"^[ \t]*functions?\.([\w\-]+):\d+:([A-Za-z_]\w*):([^\n]*)$", re.M)
# A tool's name right after <tool_call>, closed by ">" as if "<function=" had opened it
_LOST_FUNCTION_RE = re.compile(r"<tool_call>[ \t]*([\w.\-]+)>\s*(?=<parameter|\{)")
# Qwen3-Coder's elements with their "<" lost, each on a line of its own: "function=NAME>"
_BARE_FUNCTION_RE = re.compile(r"^[ \t]*function=[\w.\-]+>[ \t]*$", re.M)
_BARE_ELEMENT_RE = re.compile(r"^[ \t]*(function|parameter)=([^\n<>]+)>", re.M)
_BARE_CLOSE_RE = re.compile(r"^[ \t]*/?(function|parameter)>[ \t]*$", re.M)
# Arguments written as attributes, key="value" or key=5, and nothing else
_PAIR = r"[A-Za-z_][\w\-]*=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'<>=]+)"
_ATTRIBUTE_PAIRS_RE = re.compile(rf"\s*{_PAIR}(?:\s+{_PAIR})*\s*")
# A call's id where its tool's name should be
_CALL_ID_RE = re.compile(r"call_?\d+|(?:chatcmpl-tool-|call_|toolu_)[0-9A-Za-z]{8,}")
# DeepSeek V3/R1: <｜tool▁call▁begin｜>function<｜tool▁sep｜>name\n```json\n{...}\n```<｜tool▁call▁end｜>
_DEEPSEEK_RE = re.compile(r"tool▁sep[｜|]>\s*([\w.\-]+)\s*(.*?)(?:<[｜|]tool▁call▁end|$)", re.S)
# ... or its "function<｜tool▁sep｜>" left out: "<｜tool▁call▁begin｜>guest_rsvp\n```json\n{…}"
# (qwen 0.5B under DeepSeek-V3's prompt, b690; or the name alone on the next line, the reply
# cut there: "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>\nStrReplace", an agent's leak, b1328)
_DEEPSEEK_NO_SEP_RE = re.compile(
    r"tool▁call▁begin[｜|]>\s*([\w.\-]+)[ \t]*(?:\n\s*|(?=\s*\Z))(.*?)(?:<[｜|]tool▁call▁end|$)",
    re.S,
)
# ... or its begin tokens lost, "<｜tool▁sep｜>" become a dot: "```json\nfunction.run_skill\n
# ```json\n{…}\n```<｜tool▁call▁end｜>" (DeepSeek R1 through OpenRouter, b1372)
_DEEPSEEK_BEGINLESS_RE = re.compile(
    r"^[ \t]*function[.:][ \t]*([\w.\-]+)[ \t]*\n(.*?)<[｜|]tool▁call▁end", re.S | re.M
)
# DeepSeek V3.1: <｜tool▁call▁begin｜>name<｜tool▁sep｜>{...}<｜tool▁call▁end｜>
_DEEPSEEK_31_RE = re.compile(
    r"tool▁call▁begin[｜|]>\s*([\w.\-]+)\s*<[｜|]tool▁sep[｜|]>\s*(\{.*?)(?:<[｜|]tool▁call▁end|$)",
    re.S,
)
# (a stray quote before its ">" is a slip: MiniMax-M2.1's '<invoke><exec">')
# (or with words garbled after its name, no attribute: "<search query}>…</search>", a verl
# ReSearch rollout, b777)
_XML_OPEN_TAG_RE = re.compile(r"<([\w.\-]+)(?:[\"']|[ \t]+([^<>=\"'\n]{1,40}))?>")
# A registered tool's closing tag ends the reply, its opening lost: Cline's
# "<response>…</response>\n</plan_mode_response>" (DeepSeek-R1)
_LOST_OPENING_RE = re.compile(r"</([\w.\-]+)>\s*\Z")
# Anthropic's older XML calls: <function_calls><invoke><tool_name>x</tool_name><parameters>…
_INVOKE_RE = re.compile(
    r"<invoke>\s*<tool_name>\s*([^<]+?)\s*</tool_name>\s*(?:<parameters>(.*?)(?:</parameters>|$))?",
    re.S,
)
# One tag that is the call: "<search>Percy Jackson </search>" (Gemini's ReAct prompts)
# ... or with the name as an attribute: <action tool="AskHuman">question</action> (e2b)
_TAG_CALL_RE = re.compile(
    r"\s*<([\w.\-]+)(?:\s+(?:tool|name)=\"([^\"]+)\")?\s*>([^<]*)(?:</\1>|$)", re.S
)
# ... its one line labelled as a query: "<search> Query: \"x\" </search>"
_QUERY_LABEL_RE = re.compile(
    r"(?:search[ \t]+)?(?:query|keywords?)[ \t]*[:：][ \t]*([^\n]+)\Z", re.I
)
# An element that holds its value as its own attribute: <tutor="Kenji"/>
_SELF_NAMED_RE = re.compile(r"<([\w.\-]+)=\"([^\"\n]*)\"[ \t]*/?>")
# ... written "< nights>3</ nights>" too
_XML_CHILD_RE = re.compile(r"<[ \t]*(\$?[\w.\-]+)[ \t]*>(\n?)(.*?)\2<[ \t]*/[ \t]*\1[ \t]*>", re.S)
# A list's call whose name has a space in it: "[vegan_restaurant.find Nearby(…"
_SPACED_NAME_RE = re.compile(r"\[[ \t]*([\w.\-]+)[ \t]+([\w.\-]+)\(")
# A bare value put first in a list, then a call: "[2**100, calculate(…)" (or babble, a space
# before the call: "[get_3_just_just_which in get_tech_stack(employee_id='1234', …)", "[funcs
# in the function: segment(…)", Phi-4-mini on BFCL, b1140)
# (or several, commas between: "[get_su, and, 'get_s, 'in, get_synthetic_locations(…", b1206)
_VALUE_FIRST_RE = re.compile(r"\[[ \t]*[^\[\]()\n]{1,100}?(?:,[ \t]*|[ \t]+)([\w.\-]+)\(")
# A list's call with its ")" left out: "[f(k='x', d={'a': 1}]"
_UNCLOSED_PYTHONIC_RE = re.compile(r"(?<![\w=])\[\s*([\w.\-]+)\(([^()\n]*?[}'\"\d])\s*\]")
# ... or the reply's only call, neither closed: '[manageReactState(store="{…}", context=
# "ReactContext", hooks="{…}"' (Hammer2.1-0.5b on BFCL, b1057)
_OPEN_TO_END_PYTHONIC_RE = re.compile(r"\A\s*\[\s*([\w.\-]+)\(([^\n]*[}'\"\d])\s*\Z")
# Llama's pythonic calls, a list not inside code ("return [f(x)]"): "[get_weather(city='Paris')]"
# (a list cut off by the token limit keeps its first call: "[f(a=1), f(a=1), f(a=1), f(a")
# (the arguments never run past the next list's start: "[f(a=1)(" a thousand times takes
# a scan to the reply's end from each)
_PYTHONIC_RE = re.compile(
    r"(?<![\w=])(?<!return )(?<!return)\[\s*([\w.\-]+)\(((?:(?!\[\s*[\w.\-]+\().)*?)\)"
    r"\s*(?:(?:,[^\]]*)?\]|,[^\]]*\Z|\)?\s*\Z"  # (or its "]" left out at the end)
    # (or written as ")" before the next list's line: '[ChaFod(…, x="no salt"))\n[ChaDri.
    # change_drink(…)]', gemma-3-1b on BFCL, b860)
    r"|\)[ \t]*(?=\n[ \t]*\[\s*[\w.\-]+\()"
    # (or left out at its line's end, a blank line or a fence's close below: '[calculate_mean(
    # numbers=[22, …, 80])\n```\n\nThe output of this code will be:', gemma-7b on BFCL, b1259)
    r"|[ \t]*(?=\n[ \t]*(?:\n|```)))",
    re.S,
)
# "USE_TOOL: calculator(15 * 7)", "Tool call: search('x')": a call after a label of its own
# (or the word alone before it: "function_call venue_search("Bath", 80)", qwen 0.5B, b690)
_LABELLED_CALL_RE = re.compile(
    r"^[ \t*]*(?:[\w \t]{0,20}(?:tool|call|action|工具|调用)[\w \t]{0,20}[:：]"
    r"|(?:function|tool)[_ ]call[ \t])[ \t]*([\w.\-]+)\(",
    re.M | re.I,
)
# SWE-agent's command: in a fence, in <command> tags, or on the line under "COMMAND".
_COMMAND_RE = re.compile(
    r"<command>[ \t]*\n?(.+?)\n?</command>|^COMMAND[ \t]*:?[ \t]*\n([^\n]+)$", re.M | re.S
)
# Python that calls the tools as functions: Gemma's ```tool_code; smolagents' code blobs,
# "<code>\n…</code>" and "Code:\n```py\n…```<end_code>" (a fence in prose is not one: tiny models
# answer with code that defines or calls functions named like the tools)
_CODE_BLOB_RE = re.compile(
    r"```tool_code[ \t]*\n(.*?)(?:```|$)"
    # ... or Gemini's "[tool_code]\nprint(default_api.run_shell_command(…))" lines, to a blank one
    r"|(?:^|(?<=\n))\[tool_code\][ \t]*\n(.*?)(?:\[/tool_code\]|\n[ \t]*\n|\Z)"
    # (Gorilla's "<<<code>>>:" field is no tag)
    # (or "<CODE>", a shell agent's: "<CODE>\nllm --help\n", its "</CODE>" the stop string, or
    # closed by another tag, "</VIDEO>", before the next; devstral)
    r"|(?<!<)<(?:tool_)?(?:code|CODE)>(?!>)[ \t]*\n?(.*?)"
    r"(?:</(?:tool_)?(?:code|CODE)>|(?=<(?:code|CODE)>)|$)"
    r"|(?:^|\n)[ \t*]*Code[ \t*]*[:：][ \t*]*\n\s*```(?:py|python)?[ \t]*\n(.*?)(?:```|$)"
    # ... and CodeAct's "<execute>\n…</execute>", perhaps never closed before its <solution>
    r"|<execute>[ \t]*\n?(.*?)(?:</execute>|(?=<solution>)|$)"
    # ... and Gemini's call in a ```python fence: "```python\nprint(default_api.f(q="…"))```",
    # or its result kept: "result = default_api.f(…)\nprint(result)" (b586)
    r"|```(?:py|python)[ \t]*\n(?=[ \t]*(?:[A-Za-z_]\w*[ \t]*=[ \t]*|print\([ \t]*)?default_api\.)"
    r"(.*?)(?:```|$)"
    # ... or on lines of their own, no fence (Copilot Chat with Gemini, b485), to a blank line
    r"|(?:\A|(?<=\n))(?=[ \t]*print\([ \t]*default_api\.)(.*?)(?:\n[ \t]*\n|\Z)",
    re.S,
)
_END_CODE_RE = re.compile(r"```[ \t]*<end_code>")
_EXAMPLE_RE = re.compile(r"example|sample|e\.g\.|示例|例如|例子", re.I)
# Prose after a call that says it is a template to fill in
_TEMPLATE_NOTE_RE = re.compile(
    r"\breplace\b[^\n]{0,80}?\b(?:placeholders?|with (?:your|(?:the )?(?:actual|appropriate|real)))\b"
    r"|替换(?:为|成)(?:实际|你的|真实)",
    re.I,
)
# ... the label perhaps bracketed, as a harness's transcript writes it: "[Assistant tool call]:
# edit({…})" (Laguna S 2.1 in opencode, imitating it)
_LABELLED_LINE_CALL_RE = re.compile(
    r"^[ \t*]*(\[)?[^\W\d][\w \t]{0,30}(?(1)\])[:：][ \t]*([\w.\-]+)\(", re.M
)
# `<tool_call>name: bash, arguments: {}</tool_call>`: the JSON without its braces
_BARE_CALL_RE = re.compile(
    r"^\s*\"?name\"?\s*[:=]\s*\"?([\w.\-]+)\"?\s*,?\s*"
    r"\"?(?:arguments|args|parameters)\"?\s*[:=]\s*(\{.*\})\s*$",
    re.S,
)
# Markup that announces a tool call: when none of the readers understood it, the reply is
# a call gone wrong, not an answer to show the user.
_CALL_MARKUP_RE = re.compile(
    r"</?(?:seed:|[｜|]{1,2}DSML[｜|]{1,2})?tool_calls?>|<tool_code>|<function[=\s]|<\|?tool_call|\[TOOL_CALLS?\]|<invoke |\"tool_calls\"\s*:"
    r"|^[ \t]*<arg_key>"  # GLM's argument pairs with no tool's name before them
    r"|^[ \t]*BEGIN_ARG:"  # ... and Continue's, its TOOL_NAME line left out
    r"|tool▁calls?▁begin"  # DeepSeek's, its call never written ("…begin｜>" × 31, then "MMM…")
    r"|\[TOOL_REQUEST\]"  # LM Studio's, no call after it ("A: [TOOL_REQUEST]\n\"\"\"\n#…", b907)
    # MiniMax's, garbled, no name in it ('<minimax:command_call>\n<tool_command_call>\n
    # <param_name="param-key">21.5</param>', qwen 0.5B under MiniMax-M2's prompt, b965)
    r"|<minimax:\w*call>"
    # harmony's header garbled into one token, its commentary channel named, no recipient
    # ("<|start|analysis|commentary|json|>\n{…}", qwen 0.5B under gpt-oss's prompt, b1603)
    r"|<\|start\|(?:\w+\|)*commentary\|",
    re.I | re.M,
)


def _odd_quote(text: str) -> bool:
    """Whether a quote in `text` is left open: an odd count of one kind, none escaped."""
    return "\\" not in text and any(text.count(q) % 2 for q in "'\"")


# Another call after one closed: ', send_message(…)', '; game_score.highest(…)'
_NEXT_CALL_RE = re.compile(r"[ \t]*[,;]?\s*([A-Za-z_][\w.\-]*)[ \t]*\(")
# ... or joined to it by an operator: "calculate_area(base=12,height=15) + calculate_area(…)"
# (MiniCPM3-4B on BFCL, b1676)
_JOINED_CALL_RE = re.compile(r"[ \t]*(?:[,;+&|]|and\b|or\b)?\s*([A-Za-z_][\w.\-]*)[ \t]*\(")


def closing_paren(text: str, start: int) -> int:
    """Index of the ")" that closes the "(" at `start`, minding quotes; -1 if it never closes."""
    return jsonish.closing(text, start)[0]


# ... or opens a call's markup on the reply's last line and stops there (DeepSeek's DSML cut
# short: "I'll check the weather in Tokyo for you.\n\n<｜DSML｜function_calls"; dots.llm's
# tag alone: "\n\n\n<dots_function_call>", b1328)
_DANGLING_CALL_RE = re.compile(
    r"^[ \t]*<[｜|]?(?:DSML[｜|]{1,2}|dots_)?(?:function_calls?|tool_calls|minimax:tool_call)\b[^\n]*\Z",
    re.M,
)


# ... and a harmony call's header with no message after it: "<|channel|>commentary
# to=functions.bash" (gpt-oss on Groq)
# (or its channel's closing tag, or "code:" after it: '} to=functions.Shell. We'll handle.
# </commentary to=functions.Shell>', '*** End Patch}queued tool apply_patch to=functions.apply_patch
# code:')
# ... or with junk after it on its line, no arguments ("Calling service...to=functions.ha_service
# берег ेश данных", a chat log's reply, b541)
_DANGLING_HARMONY_RE = re.compile(
    r"\bto=functions\.[\w.\-]+(?:[ \t]*(?:<\|constrain\|>)?(?:json|code:|>)?|[ \t]+[^{}\n]*)\s*\Z"
)


# Continue's instruction line, its template's fence opened below it and not yet closed
_INSTRUCTION_FENCE_RE = re.compile(r"To call a tool, write a tool code block:[ \t]*\n```[^`]*\Z")


# The rest of a tag after its markup's start: "...>" of "<function=...>"
_TAG_REST_RE = re.compile(r"[^<>\n]{0,40}>")


def _echoed_instruction(text: str, m: re.Match[str]) -> bool:
    """Whether Continue's BEGIN_ARG is in its prompt's template copied under the prompt's own
    instruction ("To call a tool, write a tool code block:\n```\nBEGIN_ARG: arg_name…",
    qwen 0.5B, b883), or a call's markup is quoted in a sentence with the template's word for
    the name after it ("To use a tool, the reply is [TOOL_CALLS]name[JSON_RESULTS] to …",
    qwen 0.5B under Mistral's prompt, b920): the instructions echoed, no call begun."""
    if m[0].lstrip().startswith("BEGIN_ARG"):
        # (or the template's own "arg_name" after it, under words of the model's own: "…e.g.
        # to call a tool:\n\n```\nBEGIN_ARG\nBEGIN_ARG: arg_name\nEND_ARG\n```", smollm2, b1361)
        return bool(
            _INSTRUCTION_FENCE_RE.search(text, max(0, m.start() - 600), m.start())
            or re.match(r"[ \t]*arg_name[ \t]*$", text[m.end() : m.end() + 40], re.M)
        )
    # (the whole tag a noun: "use the <function=...> element", qwen 0.5B, b1702)
    tag = _TAG_REST_RE.match(text, m.end()) if m[0].startswith("<") else None
    ends = (m.end(), tag.end()) if tag is not None else (m.end(),)
    if any(
        before.search(text, max(0, m.start() - 12), m.start()) and after.match(text, end)
        for before, after in _NOUN_FRAMES
        for end in ends
    ):
        # "The tool is calling the <minimax:tool_call> to order 101, 205, and 330." (qwen 0.5B
        # under MiniMax-M2's prompt, b1139), "你可以在<tool_call>中使用正则表达式" (under a
        # Hermes-style prompt, b1166): the markup named in a sentence, a noun
        return True
    if _TEMPLATE_ARGS_RE.match(text, m.end()):
        # "Here's the [TOOL_CALLS]name[ARGS]{JSON arguments}; else answer the user." (qwen 0.5B
        # under Magistral's prompt, b732): the template copied whole, placeholders and all
        return True
    if _fenced_example(text, m.start()):
        # "以下是一个示例，展示如何使用 GitHub API 获取…：\n\n```xml\n<function=…>" (qwen 0.5B
        # under Qwen3-Coder's prompt, b1462): markup no reader made a call of, shown in a fence
        # under a line that says an example follows
        return True
    return _quoted_template(text, m.start()) and bool(_TEMPLATE_NAME_WORD_RE.match(text, m.end()))


# The words around a call's markup that name it as a thing in a sentence (what comes before
# it, what comes after): an article and a word ("calling the <…> to order"), or Chinese's
# "in" (在<…>中)
_NOUN_FRAMES = (
    (re.compile(r"(?i)\b(?:the|a|an)[ \t]+\Z"), re.compile(r"[ \t]+[^\W\d]")),
    (re.compile(r"在[ \t]*\Z"), re.compile(r"[ \t]*(?:中|里|内)")),
    # ("只需要使用<tool_call>获取实际编号监控的数据", qwen 0.5B under a Hermes-style prompt, b1601)
    (re.compile(r"(?:使用|通过|借助|利用)[ \t]*\Z"), re.compile(r"[ \t]*[\u4e00-\u9fff]")),
)


# Words that quote the format, not use it, before a call's markup on its line: "reply with
# functools followed by a JSON list of calls, e.g. functools[…]", "the reply is [TOOL_CALLS]…"
_TEMPLATE_LEAD_RE = re.compile(
    # ("To use a tool, the response is [TOOL_CALLS]name[ARGS]{JSON responses}; …", b1697)
    r"(?i)(?:\be\.g\.|\bfor example|\bfor instance|\bsuch as|\b(?:reply|response)(?: is| with)"
    r"|\bwrite)"
    r"[ \t,:]*\Z"
)
# The template's word for a tool's name: "name", "tool_name", "function_name", "func_name"
_TEMPLATE_NAME_WORD_RE = re.compile(r"(?i)(?:tool_|function_|func_)?name\b")
# Mistral's template copied after its token, placeholders and all: "name[ARGS]{JSON arguments}"
_TEMPLATE_ARGS_RE = re.compile(r"name\[ARGS\]\{JSON[ \t]+\w+\}")


def _quoted_template(text: str, at: int) -> bool:
    """Whether the words before `at`, on its line, quote the call's format as an example."""
    line = text[text.rfind("\n", 0, at) + 1 : at]
    return len(line.split()) >= 3 and _TEMPLATE_LEAD_RE.search(line) is not None


# A name on its line, then "parameters:" and the pairs below it, up to the next token
_PARAMETERS_BELOW_RE = re.compile(
    r"([\w.\-]+)[ \t]*\n[ \t]*(?:parameters|arguments|args)[ \t]*:[ \t]*\n((?:(?!<\|).)*)", re.S
)


def looks_like_call(text: str) -> bool:
    """Whether `text` holds tool-call markup (that no reader could make sense of)."""
    return (
        any(not _echoed_instruction(text, m) for m in _CALL_MARKUP_RE.finditer(text))
        or (
            ("calls" in text or "_call" in text)
            and _DANGLING_CALL_RE.search(text.rstrip()) is not None
        )
        or ("to=functions." in text and _DANGLING_HARMONY_RE.search(text.rstrip()) is not None)
    )


def _glued_arguments(text: str) -> dict[str, Any] | None:
    """The arguments glued after a JSON object closed: '{…},"arguments": {…}}'."""
    start = text.find("{")
    end = jsonish.closing(text, start)[0] if start >= 0 else -1
    glued = _GLUED_ARGUMENTS_RE.match(text, end + 1) if end > 0 else None
    given = jsonish.loads_object(text[glued.end() :]) if glued else None
    return given if isinstance(given, dict) else None


_GLUED_ARGUMENTS_RE = re.compile(r'\s*,\s*"(?:arguments|args)"\s*:\s*(?=\{)')


_QUOTED_NAMES_RE = re.compile(r'\[\s*"[\w.\-]+"(?:\s*,\s*"[\w.\-]+")*\s*\]')


# Markers after which a JSON call (or a list of them) follows: Granite, Llama 3.1, InternLM2,
# Phi-4-mini, Jamba, Mistral.
_MARKERS = (
    "<|tool_call|>",
    "<|python_tag|>",
    "<|plugin|>",
    "functools[",
    "<tool_calls>",
    "<|tool_calls|>",
    "[TOOL_CALLS]",
    "[TOOL_CALL]",
    "<|startofthink|>",  # ModelScope-Agent: <|startofthink|>```JSON {"api_name", …}```<|endofthink|>
)


# ... its words mixed up: "BEGIN_TOOL: x" then "k: v" lines, then "END_TOOL"
_BEGIN_TOOL_RE = re.compile(
    r"^[ \t]*BEGIN_TOOL:[ \t]*([\w.\-]+)[ \t]*\n((?:(?!^[ \t]*END_TOOL\b).)*)", re.M | re.S
)
# Continue's tools for models without native calling: TOOL_NAME: x, BEGIN_ARG: k … END_ARG
_CONTINUE_NAME_RE = re.compile(r"^[ \t]*TOOL_NAME:[ \t]*([\w.\-]+)[ \t]*$", re.M)
# (the last argument may run to the reply's end: the model stopped before its END_ARG)
# (its name perhaps with the definition's gloss kept: "BEGIN_ARG: vin (string, required)", b698)
# (or nothing under it, its END_ARG on the next line: "BEGIN_ARG: BK-3301\nEND_ARG", b1566)
_CONTINUE_ARG_RE = re.compile(
    r"^[ \t]*BEGIN_ARG:[ \t]*([\w.\-]+)[ \t]*(?:\([^()\n]{0,80}\)[ \t]*)?"
    r"(?:\n((?:(?!^[ \t]*BEGIN_ARG:).)*?))??(?:\n[ \t]*END_ARG|\Z)",
    re.S | re.M,
)
# An upper-case marker of no argument between one argument's END_ARG and the next BEGIN_ARG
_CONTINUE_NEXT_CALL_RE = re.compile(
    r"^[ \t]*END_ARG[ \t]*\n([ \t]*(?!END_|BEGIN_)[A-Z][A-Z0-9_]+[ \t]*\n)(?=[ \t]*BEGIN_ARG:)",
    re.M,
)
# ... less the fence, or the closing tag it invented, that ends the reply there
_CONTINUE_TAIL_RE = re.compile(r"(?:\n[ \t]*(?:`{3,}|</\w+>)[ \t]*)+\s*\Z")
# MiniMax's "[TOOL_CALL] {tool => "x", args => {--k "v"}} [/TOOL_CALL]" (seen via Roo Code, Ollama)
_ARROW_TOOL_RE = re.compile(
    r"\{\s*tool\s*=>\s*[\"“']([^\"”']+)[\"”']\s*,\s*args\s*=>\s*\{(.*?)\}\s*\}", re.S
)
# (a bare value runs to the next --key or the line's end: '--command echo "hello"')
_ARROW_ARG_RE = re.compile(
    r"(?:--|–|—)([\w.\-]+)\s+(\"[^\"]*\"|“[^”]*”|'[^']*'"
    r"|[^\s}](?:[^\n}]*?(?=[ \t]+(?:--|–|—)[\w.\-]+[ \t]|[ \t]*(?:\n|\}|$)))?)"
)
# "[Tool Use: name]" then <parameter name="k">v</parameter> lines
# ... or as chat apps render a call in the history, which models then imitate (Hermes Agent):
# "[Calling tool: terminal with arguments: {…}]", "[Calling tool: search_files]" and tags below
# ... and Gemini CLI's "[tool_call: read_file for absolute_path 'requirements.txt']"
_GEMINI_CLI_CALL_RE = re.compile(r"\[tool_call:[ \t]*([\w.\-]+)(?:[ \t]+for[ \t]+([^\]\n]*))?\]")
# ... and n8n's "Calling MCP_Client with input: {…}", imitated; DeepResearchAgent's history
# line "Called Tool: 'planning_tool' with arguments: {'action': …}" too
_CALLING_WITH_RE = re.compile(
    r"^[ \t]*Call(?:ing|ed) (?:[Tt]ool:? )?(['\"]?)([\w.\-]+)\1 with (?:input|arguments|args)"
    r"[ \t]*:?[ \t]*(?=\{)",
    re.M,
)
# ... and "[Tool Call: gateway (ID: gateway_1768…)] Arguments: {…}" (OpenClaw's history)
# ... and '[Called function "terminal" with args: {…}]' (Gemini, as a chat app renders a call)
# ... and '[Historical context: a different model called tool "read" with arguments: {…}. Do
# not mimic this format …]' (OpenClaw's note on another model's call, imitated)
# ... and "[Tool Call] name=run-command id=3d4e… args={…}" (Onyx's, Ornith-1.5-9B, b488)
_TOOL_USE_RE = re.compile(
    r"\[(?:(?:Tool Use|Calling tool|Tool Call|Called function|Calling function"
    r"|Historical context: a different model called tool)(?::|(?= \"))|Tool Call\][ \t]*name=)\s*"
    r"\"?([^\W\d][\w.\-]*)\"?\s*(?:\(ID:[^)\]\n]*\)\s*|id=[^\s\]]+[ \t]+)?"
    r"(?:with (?:arguments|args):\s*(?=\{)|\][ \t]*Arguments:\s*(?=\{)|args=(?=\{)|\](.*))",
    re.S,
)


# Continue's definition line with a value where the type goes: "TOOL_ARG: seats: [C-13, C-14]"
_VALUED_TOOL_ARG_RE = re.compile(
    r"^[ \t]*TOOL_ARG:[ \t]*([A-Za-z_]\w*)[ \t]*:[ \t]*(\S[^\n]*)$", re.M
)


def _stacked_objects(inside: str, first: dict[str, Any]) -> dict[str, Any]:
    """`first` with the objects written under it, a line each, merged in: '<arguments>\n
    {"station_id": "ST-118"}\n{"max_kwh": 40}\n</arguments>' (smollm2 under an XML tool
    prompt, b1623): one argument an object; up to a key said twice or anything else between."""
    merged, at = dict(first), inside.find("{")
    while (shut := jsonish.closing(inside, at)[0]) > 0:
        below = re.match(r"[ \t]*\n\s*(?=\{)", inside[shut + 1 :])
        if below is None:
            break
        at = shut + 1 + below.end()
        end = jsonish.closing(inside, at)[0]
        more = jsonish.loads_object(inside[at : end + 1]) if end > 0 else None
        if not isinstance(more, dict) or not more or set(more) & set(merged):
            break
        merged.update(more)
    return merged


def _continue_call(raw: str) -> Parsed | None:
    m = _CONTINUE_NAME_RE.search(raw)
    begun = _BEGIN_TOOL_RE.search(raw) if m is None else None
    if begun is not None:
        # "BEGIN_TOOL: schedule_meeting\nstart: 2026-04-08 15:30\n…\nEND_TOOL" (qwen2.5-coder
        # under Continue's prompt): the name, then its arguments a line each
        pairs = key_value_lines(textwrap.dedent(begun.group(2)).strip())
        said = raw[: begun.start()].strip() or None
        if pairs is not None:
            return as_step(begun.group(1), pairs, said, begun.group(0).strip())
    if m is None:
        return None
    block = raw[m.end() :].split("TOOL_NAME:")[0]
    if (after := _CONTINUE_NEXT_CALL_RE.search(block)) is not None:
        # "…BEGIN_ARG: radius_km\n0.0\nEND_ARG\nSTART_CHARGING_SESSION\nBEGIN_ARG: station_id\n…"
        # (smollm2 under Continue's prompt, b1623): a second call begun under a made-up
        # marker, no TOOL_NAME: the first call's arguments end before it
        block = block[: after.start(1)]
    first_arg = _CONTINUE_ARG_RE.search(block)
    first_value = (first_arg[2] or "") if first_arg is not None else ""
    valued = _VALUED_TOOL_ARG_RE.findall(block) if first_arg is None else []
    if valued and len(valued) == block.count("TOOL_ARG:"):
        # "TOOL_NAME: hold_seats\nTOOL_DESCRIPTION: Hold seats …\n\nTOOL_ARG: show_id: SH-2291\n
        # TOOL_ARG: seats: [C-13, C-14]" (qwen 0.5B under Continue's prompt, b1407): the
        # definition's lines with values where the types go: the call
        pairs = key_value_lines("\n".join(f"{k}: {v}" for k, v in valued))
        if pairs is not None:
            return as_step(m.group(1), pairs, raw[: m.start()].strip() or None, raw.strip())
    if re.match(r"\s*TOOL_DESCRIPTION:", block) and (
        first_arg is None
        or "TOOL_DESCRIPTION:" in first_value
        # (or only the definition's TOOL_ARG lines in it: "BEGIN_ARG: candidate_email (string,
        # required)\nTOOL_ARG: salary (integer, required)\n…", qwen 0.5B, b824)
        or re.fullmatch(r"(?:\s*TOOL_ARG:[^\n]*\([^()\n]*\)[ \t]*)+\s*", first_value)
        # (or each BEGIN_ARG holding the prompt's placeholder still: "BEGIN_ARG: P-9001\nthe
        # value\nEND_ARG", qwen 0.5B, b857)
        or all(v.strip() == "the value" for _, v in _CONTINUE_ARG_RE.findall(block))
        # (or with nothing under any BEGIN_ARG, a value where its name goes: "BEGIN_ARG:
        # BK-3301\nEND_ARG" again and again among invented TOOL_ARG lines, qwen 0.5B, b1566)
        or all(not v.strip() for _, v in _CONTINUE_ARG_RE.findall(block))
    ):
        # "TOOL_NAME: enroll_course\nTOOL_DESCRIPTION: Enrol…\nTOOL_ARG: course_code (string,
        # required)" (b539): the prompt's tool list copied, each tool's definition; no call
        # (nor when the first BEGIN_ARG holds the definition again, the echo run on: qwen
        # 0.5B, b676; values after the definition are a call, b684)
        return Unparsed("the tools' definitions echoed, no call", None, raw.strip())
    slot = re.match(r"\s*BEGIN_ARG:[ \t]*(\S[^\n]*?)[ \t]*\n[ \t]*END_ARG\b", block)
    thought = raw[: m.start()].replace("```tool", "").strip() or None
    fenced = first_arg is None and re.search(r"```[\w\-]*[ \t]*\n\s*\Z", raw[: m.start()])
    lines = (
        key_value_lines(textwrap.dedent(block.strip("\n").split("\n\n")[0]).strip())
        if fenced
        else None
    )
    if lines:
        # "TOOL_NAME: vaccine_record\n\nchip_id: "985112004567321"\ndoses: [1, 2]\n\nBEGIN_LOG…"
        # (qwen2.5-coder-0.5b under Continue's prompt, b1361): no BEGIN_ARG, the arguments a
        # "key: value" line each below the name, the fence's first line (not a plan's
        # "TOOL_NAME: DataInspector\nREASONING: …" fields, b126)
        return as_step(m.group(1), lines, thought, raw[: m.end()].strip())
    if slot is not None:
        # "TOOL_NAME: lift_status\nBEGIN_ARG: Chamonix\nEND_ARG" (qwen 0.5B under Continue's
        # prompt, b1032): the value where the argument's name goes, nothing under it
        return as_step(m.group(1), slot[1], thought, raw[: m.end()].strip())
    args = {
        k: _continue_value(_CONTINUE_TAIL_RE.sub("", v)) for k, v in _CONTINUE_ARG_RE.findall(block)
    }
    if (
        m.group(1) == "example_tool"
        and thought
        and args
        and all(str(v).startswith("the value") for v in args.values())
    ):
        # "…you can use the OpenVents tool code block:\n```\nTOOL_NAME: example_tool\nBEGIN_ARG:
        # arg_name\nthe value\nEND_ARG\n```\nIn this case, …" (qwen 0.5B, b1575, b745): the
        # prompt's example shown in prose, its placeholders still in it; no call
        return Final(raw.strip(), None, raw.strip())
    return as_step(m.group(1), args, thought, raw[: m.end()].strip())


def _continue_value(text: str) -> Any:
    value = scalar(text)
    if isinstance(value, str) and len(value) > 1 and value[0] == value[-1] == '"':
        # '"… -Pattern 'os\.environ\["ID"\]' …"': in quotes, as JSON would have it, with
        # quotes and backslashes in it that JSON would have escaped
        return value[1:-1]
    return value


def _arrow_call(raw: str) -> Parsed | None:
    m = _ARROW_TOOL_RE.search(raw)
    if m is None:
        return None
    args = {k: _arrow_value(v) for k, v in _ARROW_ARG_RE.findall(m.group(2))}
    thought = re.sub(r"\[/?TOOL_CALL\]", "", raw[: m.start()]).strip() or None
    return as_step(m.group(1), args, thought, raw[: m.end()].strip())


def _arrow_value(text: str) -> Any:
    value = unquote(text)
    listed = bare_list(value) if value == text else None
    if listed is not None:
        # '--page_numbers [1, 2, 3, 4, 5]' (MiniMax in a survey agent's log, b1321): a list
        # written bare, read as the list
        return listed
    return None if value == "null" and value == text else value


# Gemma's calls: "<start_function_call>call:f{k:<escape>v<escape>}<end_function_call>"
# (FunctionGemma), "<|tool_call>call:f{k:<|"|>v<|"|>}<tool_call|>"; the tokens are its quotes.
# (Gemma 4 prompted with FunctionGemma's syntax leaves out "call:": "<start_function_call>f{}")
_GEMMA_CALL_RE = re.compile(
    # ("start_function_call:RENEW_loan{…}", its brackets lost: qwen 0.5B under FunctionGemma's
    # prompt, b642)
    # ("```javascript\ncall:meter_reading{meter_id="MTR-55102"};\n```": fenced, qwen 0.5B, b809)
    r"(?:<start_function_call>\s*(?:call:)?|<\|tool_call>\s*call:|\A\s*(?:```[\w-]*\s*)?call:"
    r"|\A\s*start_function_call[ \t]*:?[ \t]*(?:call:)?)([\w.\-]+)\s*(?=\{)"
    # (or in parentheses: '<|tool_call>call:search(query: "blockchain news")<tool_call|>';
    # '<start_function_call>call:set_charge_limit(percent:80,…)</end_function_call>', b1626)
    r"|(?:<\|tool_call>|<start_function_call>)\s*call:([\w.\-]+)\s*(?=\()"
    # (Gemini's, leaked: "…collapse state.startcall:default_api:write_file{content:<ctrl46>…")
    r"|(?:\bstart|\b)call:default_api:([\w.\-]+)\s*(?=\{)"
)


# A key and its value in FunctionGemma's braces, the value quoted or bare up to the next key
_GEMMA_PAIR_RE = re.compile(
    r'[ \t\n]*([A-Za-z_][\w.\-]*)[ \t]*:[ \t]*("(?:[^"\\]|\\.)*"|[^,"]*?)[ \t]*'
    r"(?=,[ \t\n]*[A-Za-z_][\w.\-]*[ \t]*:|,?[ \t\n]*\Z)"
)


def _gemma_call(raw: str) -> Parsed | None:
    m = _GEMMA_CALL_RE.search(raw)
    if m is None:
        return None
    tail = re.split(r"<end_function_call>|<tool_call\|>", raw[m.end() :], maxsplit=1)[0]
    quotes = ("<escape>", '<|"|>', "<ctrl46>")
    if sum(map(tail.count, quotes)) % 2 and "}" not in tail[max(map(tail.rfind, quotes)) :]:
        # '<|tool_call>call:get_weather{location:<|"|>N': cut off inside a string
        return Unparsed("the tool call was cut off", raw[: m.start()].strip() or None, raw.strip())
    # the tokens delimit strings that may hold quotes of their own: '<|"|>"Review" stuff<|"|>'
    text = re.sub(
        r'(<escape>|<\|"\|>|<ctrl46>)(.*?)(?:\1|\Z)',
        lambda q: json.dumps(q.group(2)),
        raw,
        flags=re.S,
    )
    m = _GEMMA_CALL_RE.search(text)
    if m is None:
        return None
    # (the braces perhaps never closed before the end token: 'start_function_call call:rent_
    # skis{boot_size_eu=38,…,dates=[…]<end_function_call>;', qwen 0.5B, b1024)
    stop = re.search(r"<end_function_call>|<tool_call\|>", text[m.end() :])
    region = text[m.end() : m.end() + stop.start()] if stop else text[m.end() :]
    end = jsonish.closing(region, 0, quotes='"')[0]
    given = region[: end + 1] if end > 0 else region.rstrip()
    if m.group(2):
        given = "{" + given[1 : -1 if end > 0 else None] + "}"
    # the keys bare, the strings JSON's by now: quote the keys outside the strings only
    parts = re.split(r'("(?:[^"\\]|\\.)*")', given)
    args: Any = None
    flat = given[1:-1] if given.endswith("}") else given[1:]  # inside the braces
    if re.match(r"\{\s*[A-Za-z_]\w*\s*=", given) and ":" not in "".join(parts[::2]):
        # 'call:soil_test{postcode="200031", depth_cm=20}' (qwen 0.5B, b691): Python's
        # keyword arguments in the braces
        args = call_arguments(flat)
    elif re.match(r"\{\s*[A-Za-z_]\w*\s*=", given):
        # 'call:buyTickets{hold_id="H01",tickets={"adult":2,"child":1},email="…"}' (qwen 0.5B
        # under FunctionGemma's prompt, b1415): keyword arguments, an object among the values
        keyworded = call_arguments(flat)
        if isinstance(keyworded, dict) and all(
            re.fullmatch(r"[A-Za-z_][\w.\-]*", k) for k in keyworded
        ):
            args = keyworded
    if not isinstance(args, dict) and not re.search(r"[{}\[\]]", "".join(parts[::2])[1:-1]):
        # 'call:report_outage{postcode:BS81TH, since:18:40}' (qwen 0.5B, b809): bare values,
        # each up to the next key, as text where they read as no JSON ("18:40")
        pairs = _GEMMA_PAIR_RE.findall(flat)
        if pairs and _GEMMA_PAIR_RE.sub("", flat).strip(" \t\n,") == "":
            args = {k: json.loads(v) if v[:1] == '"' else scalar(v) for k, v in pairs}
    if not isinstance(args, dict):
        quoted = [re.sub(r"([{,]\s*)([A-Za-z_][\w.\-]*)\s*:", r'\1"\2":', p) for p in parts[::2]]
        parts[::2] = quoted
        args = jsonish.loads_object("".join(parts))
    thought = text[: m.start()].strip() or None
    name = m.group(1) or m.group(2) or m.group(3)
    return as_step(name, args if args is not None else {}, thought, raw.strip())


# gpt-oss's harmony messages: "<|start|>assistant<|channel|>analysis<|message|>…<|end|>", a
# call "…<|channel|>commentary to=functions.f <|constrain|>json<|message|>{…}<|call|>" (the
# recipient may sit before the channel), the answer on the "final" channel. Small models
# imitating it drop the channel ("<|start|>functions.f to=f<|constrain|>json<|message|>…"),
# or leave the recipient empty and name the tool as the author ("functions.f to=<|call|>json").
_HARMONY_RE = re.compile(
    r"(?:<\|start\|>)?(?P<head>[^<]{0,200}?)(?:<\|channel\|>(?P<channel>[^<]{0,200}?))?"
    r"(?:<\|(?:constrain|call)\|>[^<]{0,100})?<\|message\|>"
    r"(?P<body>.*?)(?=<\|end\|>|<\|call\|>|<\|return\|>|<\|start\|>|$)",
    re.S,
)
_RECIPIENT_RE = re.compile(r"to=(?:functions\.)?([\w.\-]*)")
_AUTHOR_RE = re.compile(r"(?:^|\|>|\s)functions\.([\w.\-]+)")
# ... and with the special tokens stripped by a server: "commentary to=functions.f json{…}"
# (or after a sentence, as a line of its own: "Sure, let me get that.\n\nAssistant
# to=functions.get_current_weather:\n{…}", gpt-3.5 writing its call as text)
# (its channel and constraint garbled into other words: "assistant to=functions.exec_command
# մեկնաբանություն 付款json {…}", "still to=functions.exec_command … leakingjson {…}", Codex)
_HARMONY_BARE_RE = re.compile(
    r"^(?:(?P<said>[^\n]*)\n)?\s*(?:[^\s<>{}=]{1,20}[ \t]+)?(?:analysis|commentary)?\s*"
    r"to=functions\.(?P<name>[\w.\-]+)(?:[ \t]+[^\s{}]{1,30}?){0,3}?[ \t]*:?\s*(?:json)?\s*"
    r"(?P<args>\{.*)$",
    re.S | re.I,
)


# ... or glued to the analysis before it, on the same line: "…We'll call
# again.assistantcommentary to=functions.spl_funcjson{"n":6}" (gpt-oss through LangGraph)
_GLUED_TO = r"assistant(?:commentary|analysis)[ \t]*to="
_GLUED_HEAD = _GLUED_TO + "functions"
_HARMONY_GLUED_RE = re.compile(
    _GLUED_HEAD + r"\.(?P<name>[\w.\-]+)[ \t]*(?:json)?[ \t]*(?P<args>\{.*)$",
    re.S,
)


# ... or to a namespace of harmony's own, "code" or "json" before the object
_HARMONY_GLUED_SPACE_RE = re.compile(
    _GLUED_TO + r"(?P<name>[A-Za-z_][\w\-]*\.[\w.\-]+?)[ \t]*(?:json|code)?[ \t]*(?P<args>\{.*)$",
    re.S,
)


# ... or its recipient garbled to no tool's name, the call's name inside the object:
# 'assistantcommentary to=functionscommentary json{"name": "get_definition", "arguments": {…}}'
# (a fine-tuned gpt-oss-20b, b1379)
_HARMONY_GLUED_CALL_RE = re.compile(_GLUED_HEAD)
_HARMONY_GLUED_NAMELESS_RE = re.compile(
    _GLUED_HEAD + r"(?:commentary|analysis)?[ \t]*(?:json)?[ \t]*(?=\{)"
)


# ... or the arguments first, then the recipient: '{"memory": "…"} to=functions.updateMemory'
# (GPT-4o-mini in Mastra, its calls written into the reply)
_OBJECT_TO_RE = re.compile(r"\}[ \t]*to=functions\.([\w.\-]+)")


def _glued_nameless(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A harmony call glued to its analysis whose recipient names no tool, the name in its
    object: 'assistantcommentary to=functionscommentary json{"name": "f", "arguments": {…}}'."""
    m = _HARMONY_GLUED_NAMELESS_RE.search(text)
    end = jsonish.closing(text, m.end())[0] if m else -1
    found = blob(text[m.end() : end + 1]) if m and end > 0 else None
    if m is None or found is None or not found[0]:
        return None
    return as_step(*found, text[: m.start()].strip() or reasoning, text[: end + 1].strip(), resolve)


def _addressed_object(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _OBJECT_TO_RE.search(text) if "to=functions." in text else None
    if m is None:
        return None
    # (at a line's start, or after a sentence: 'Vale, busco eso.{"query":"live2d"}to=functions.
    # web_search 天天中彩票 Ya lo tengo.', gpt-oss in a voice agent; the first few "{" tried)
    for opened in itertools.islice(re.finditer(r"\{", text[: m.start()]), 32):
        start = opened.start()
        if jsonish.closing(text, start, '"')[0] == m.start():
            args = jsonish.loads_object(text[start : m.start() + 1])
            if args is not None:
                said = text[:start].strip() or reasoning
                return as_step(m.group(1), args, said, text[: m.end()].strip(), resolve)
    return None


def leaked_harmony(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A harmony call leaked into a file the model was writing, its tokens stripped and glitch
    words around it: "…保持使用출장샵assistant to=functions.read კომენტary  天天彩票怎么json\n
    {"path": …}" (Codex, b1340): the first recipient that names a registered tool is the step,
    the object after it (past a line of such words) its arguments; with none, or one cut
    off, a call gone wrong ("…*** End Patch\n天天中彩票 to=functions.apply_patch code was …")."""
    if resolve is None or "to=" not in text:
        return None
    tried: set[str] = set()
    for m in itertools.islice(_RECIPIENT_IN_TEXT_RE.finditer(text), 64):
        # (or a namespace of harmony's own after its channel: "RTLUanalysis to=container.exec
        # 彩神争霸高json\n{"cmd": […]}", a ChatGPT container tool, b1364)
        written = (m[1] or m[2]).removeprefix("functions.")
        if written in tried:
            continue
        tried.add(written)
        # (or a registered name with junk glued on: "to=functions.create_file_TRANSPARENT_
        # ATTACHMENT标MimeJsonPlaceholder{", b1346: the longest such name it starts with)
        heads = (written[:k] for k in range(min(len(written), 80), 2, -1))
        name = next((h for h in heads if resolve(h) == h), None) or resolve(written)
        if name is None:
            continue
        ahead = _ARGS_AHEAD_RE.match(text, m.end())
        end = jsonish.closing(text, ahead.end() - 1)[0] if ahead else -1
        args = jsonish.loads_object(text[ahead.end() - 1 : end + 1]) if ahead and end > 0 else None
        if args is None:
            return Unparsed("a tool call tao could not read", reasoning, text.strip())
        return as_step(name, args, reasoning, text[: end + 1].strip(), resolve)
    return None


_RECIPIENT_IN_TEXT_RE = re.compile(
    r"to=functions\.([\w.\-]+)|(?:analysis|commentary|assistant)[ \t]*to=([\w.\-]+)"
)
# What may stand between a leaked recipient and its arguments: words on its line, perhaps a
# line break ("json\n      {…}"), no brace
_ARGS_AHEAD_RE = re.compile(r"[^{}\n]{0,160}(?:\n[ \t]*)?\{")


# ... or the answer so: "analysisWe need to answer … only that word.assistantfinalfour"
_HARMONY_BARE_FINAL_RE = re.compile(r"\A\s*analysis(.*?)assistantfinal(.*)\Z", re.S)


def _harmony(raw: str, resolve: Resolver | None) -> Parsed | None:
    if "<|message|>" not in raw:
        return None
    analysis: list[str] = []
    for m in _HARMONY_RE.finditer(raw):
        channel = m.group("channel")
        head = f"{m.group('head')} {channel or ''}"
        body = m.group("body").strip()
        if channel is None and "functions." not in head:
            continue  # not harmony's (Atem's "to=f<|message|>" is read elsewhere)
        recipient = _RECIPIENT_RE.search(head)
        name = recipient.group(1) if recipient else ""
        words = head[recipient.end() :].split() if recipient and name else []
        if words and resolve is not None and not resolve(name):
            # "to=functions.Web Search <|constrain|>json": a registered name with a space in it
            for k in range(len(words), 0, -1):
                spaced = resolve(" ".join([name, *words[:k]]))
                if spaced:
                    name = spaced
                    break
        if recipient and not name:  # "functions.f to=": the tool named as the author
            author = _AUTHOR_RE.search(head)
            name = author.group(1) if author else ""
        if name and name not in ("assistant", "user", "all"):
            args = jsonish.loads_object(body) if body.startswith("{") else None
            thought = "\n".join(analysis) or None
            if resolve is not None and not resolve(name):
                if args is None and (tagged := _brace_directive(body, thought, resolve)):
                    # "commentary to=repo_browser.run_command_output<|message|>Sure! …\n
                    # {INVOKE_SKILL:SEARCH:"…"}" (gpt-oss in Yips, b609): the message to no
                    # tool holds the app's own directive to a registered one
                    return tagged
                # "to=repo_browser.list_dir" (b609): a namespace of its own; the tool is
                # the name after it, as "functions." is dropped
                name = name.rpartition(".")[2] or name
            return as_step(name, args if args is not None else body, thought, raw, resolve)
        if (channel or "").strip().startswith("final"):
            return None
        analysis.append(body)
    return None


def harmony_final(raw: str) -> tuple[str, str | None] | None:
    """The "final" channel's text of a harmony reply ("" when it has none yet), and the
    analysis before it; None when `raw` holds no harmony message."""
    if "<|message|>" not in raw and "<|channel|>" in raw:
        # "<|channel|>analysis\nfunction find_stations(…) {…}\n<|end|>" (qwen 0.5B under
        # harmony told as text, b1571): the header's message token left out, a line break for it
        raw = re.sub(
            r"<\|channel\|>(analysis|commentary|final)[ \t]*\n", r"<|channel|>\1<|message|>", raw
        )
    if "<|message|>" not in raw:
        bare = _HARMONY_BARE_FINAL_RE.match(raw)
        if bare and _HARMONY_GLUED_CALL_RE.search(bare.group(1)):
            # "…assistantcommentary to=functionscommentary json{"name": "get_definition", …}\n
            # assistantfinal…" (a fine-tuned gpt-oss-20b, b1379): a call came before the final
            # channel, and the first step wins
            return None
        return (bare.group(2).strip(), bare.group(1).strip() or None) if bare else None
    analysis: list[str] = []
    for m in _HARMONY_RE.finditer(raw):
        if (m.group("channel") or "").strip().startswith("final"):
            if m.group("body").strip() in ("…", "...") and not analysis:
                # "The answer for the user would go in <|channel|>final<|message|>…" (qwen
                # 0.5B under gpt-oss's prompt, b767): the prompt's placeholder, quoted in prose
                return None
            return m.group("body").strip(), "\n".join(analysis) or None
        analysis.append(m.group("body").strip())
    return ("", "\n".join(analysis) or None) if analysis else None


# Mistral's token before a call written out: "[TOOL_CALLS]bookVetSlot({…})" (or the token's
# word alone on the reply's first line: "TOOL_CALLS\nset_chapters(…)\n[/TOOL_CALLS]", b1510)
_MISTRAL_CALLED_RE = re.compile(r"(?:\[TOOL_CALLS\][ \t]*|\A\s*TOOL_CALLS[ \t]*\n\s*)([\w.\-]+)\(")
# Mistral's newer tokenizers: "[TOOL_CALLS]write_file[ARGS]{"path": …}"
# (with "[CALL_ID]abcdefghi" before "[ARGS]" in some)
# ... and Qwen2's "[FUNCTION] get_weather\n[ARGS] {…}\n[RESULT] …" (its result made up)
_MISTRAL_ARGS_RE = re.compile(
    # (its "[" lost at the reply's start: "TOOL_CALLS]create_ticket[ARGS]{…}", Qwen2.5-Coder)
    # (a name of words, "[TOOL_CALLS]get comedy[ARGS]{…}", qwen 0.5B under Mistral's prompt, b633)
    # (or "=" for its "]": "TOOL_CALLS=get_pdf[ARGS]{…}", qwen 0.5B, b725; or a comma:
    # "TOOL_CALLS,get_rider_fare[ARGS]{…}", b1574)
    r"(?:\[|^\s*)(?:TOOL_CALLS|FUNCTION)[\]=,]\s*([\w.\-]+(?:[ \t]+[\w.\-]+){0,3})\s*"
    r"(?:\[CALL_ID\]\s*\w*\s*)?\[ARGS\]\s*"
    r"(.*?)(?=\n\[RESULT\]|\Z)",
    re.S,
)
# (its ARGS token kept after the bracketed name: "TOOL_CALLS][set_zone_humidity][ARGS]{…}", b1575)
_MISTRAL_NAME_BRACKETED_RE = re.compile(
    r"(?:\[|^\s*)TOOL_CALLS\]?\[([\w.\-]+)\]\s*(?:\[ARGS\]\s*)?(\{.*\})[ \t.]*\Z", re.S
)


def _object_at(text: str, start: int) -> dict[str, Any] | None:
    """The JSON object whose "{" is at `start`, read up to its closing brace (words after it
    left out), or None when it never closes or is no object."""
    end = jsonish.closing(text, start)[0]
    return jsonish.loads_object(text[start : end + 1]) if end > 0 else None


_START_CALL_RE = re.compile(r"<\|start\|>functions\.(?:NAME[:.])?([\w\-]+)[ \t]*\(?[ \t]*(?=\{)")
# ... or the token, a registered name and a line of text: "TOOL_CALLScancelBooking CR-8812"
# (or each on a line of its own: "TOOL_CALLS\nfind_chargers\nproperties.lat=39.9042&lon=…", b1628)
_MISTRAL_BARE_RE = re.compile(
    r"\s*\[?TOOL_CALLS\]?(?:[ \t]*|[ \t]*\n[ \t]*)([\w.\-]+)(?:[ \t]+|[ \t]*\n[ \t]*)"
    r"([^\s\[{][^\n]*)\s*\Z"
)
_MISTRAL_NAME_LIST_RE = re.compile(r"\[TOOL_CALLS\][ \t]*([\w.\-]+)[ \t]*\[[ \t]*(?=\{)")
# Messages addressed by a header, as Atem writes them: " to=self<|message|>…<|eom|>", a call
# " to=get_weather<|message|><atem:function_calls>…", the answer " to=user<|message|>…<|eot|>".
_ADDRESSED_RE = re.compile(
    r"(?:<\|start\|>)?[ \t]*(?:assistant)?[ \t]*to=([\w.\-]+)[ \t]*<\|message\|>(.*?)"
    r"(?=<\|eot\|>|<\|eom\|>|<\|end_of_text\|>|<\|end\|>|<\|start\|>|$)",
    re.S,
)


def _addressed_answer(raw: str) -> Parsed | None:
    """The answer of a reply whose first message for anyone but itself goes to the user."""
    own: list[str] = []
    for m in _ADDRESSED_RE.finditer(raw):
        if m.group(1) == "self":
            own.append(m.group(2).strip())
        elif m.group(1) == "user" and m.group(2).strip():
            return Final(m.group(2).strip(), "\n".join(own) or None, raw.strip())
        else:
            return None
    return None


# The name before the first pair of GLM's call: at the reply's start, or after a space and
# glued to the pair (or on the line above it): not "The tag <arg_key> is GLM's."
_NAME_BEFORE_PAIRS_RE = re.compile(
    r"(?:^\s*[\w.\-]+[ \t]*\n?[ \t]*|(?<=\s)[\w.\-]+(?:[ \t]*\n[ \t]*)?)<arg_key>\Z"
)


def plain_tool_sep(raw: str, resolve: Resolver | None = None) -> str:
    """Hunyuan HY-V3's "<tool_call>get_weather<tool_sep><arg_key>…", the tags perhaps suffixed
    ("<arg_key:opensource>"), as GLM's "<tool_call>get_weather\n<arg_key>…"; LongCat's
    "<longcat_tool_call>weather <longcat_arg_key>…" (GLM's tags with a vendor's prefix) too."""
    raw = re.sub(r"<(/?)[a-z]+_(tool_call|arg_key|arg_value)>", r"<\1\2>", raw)
    if "<function-name>" in raw and "<arg_key>" in raw:
        # "<function-name>\nbook_event\n</function-name>\n<arg_key>…" (GLM-4.5's pairs under
        # a name tag of the model's own)
        raw = re.sub(r"<function-name>\s*([\w.\-]+)\s*</function-name>", r"<tool_call>\1", raw)
    glued = re.search(r"<tool_call>\s*([\w.\-]+)</arg_key>", raw) if resolve else None
    if glued and resolve:
        # "<tool_call>send_command_to_shellcommand</arg_key><arg_value>…" (GLM-4.7 through a
        # server that lost the first "<arg_key>", b480): the registered name, then the key
        word = glued.group(1)
        k = next((k for k in range(len(word) - 1, 0, -1) if resolve(word[:k]) == word[:k]), 0)
        if k:
            split = f"<tool_call>{word[:k]}\n<arg_key>{word[k:]}</arg_key>"
            raw = raw[: glued.start()] + split + raw[glued.end() :]
    opened = raw.find("<tool_call>")
    named = _NAME_BEFORE_PAIRS_RE.search(raw, 0, raw.find("<arg_key>") + 9)
    if (opened < 0 or -1 < raw.find("</tool_call>") < opened) and named:
        # "read<arg_key>filePath</arg_key><arg_value>…" (GLM-5, the call's body alone, its
        # <tool_call> taken by a server's parser): the name, then its pairs; so too when the
        # call closes before the next one opens ("bash<arg_key>…</tool_call><tool_call>bash…",
        # GLM-4.7 in opencode), or after a sentence ("I will check that. get_weather<arg_key>…",
        # Dynamo's tests)
        raw = raw[: named.start()] + "<tool_call>" + raw[named.start() :]
    return re.sub(r"<(/?\w+):opensource>", r"<\1>", raw).replace("<tool_sep>", "\n")


# Kimi K3's markup, leaked as text when a server fails to parse it: '<|open|>call
# tool="StrReplace" index="1"<|sep|><|open|>argument key="path" type="string"<|sep|>src/a.ts
# <|close|>argument<|sep|>…', an answer in '<|open|>response<|sep|>…<|close|>response<|sep|>'
_OPEN_CALL_RE = re.compile(r"<\|open\|>[^<]*?\btool=\"([^\"]+)\"")
_OPEN_ARGUMENT_RE = re.compile(
    r"argument key=\"([^\"]+)\"([^<]*)<\|sep\|>(.*?)"
    r"(?=(?:<\|close\|>)?argument<\|sep\|>|<\|close\|>|<\|open\|>|\Z)",
    re.S,
)
_OPEN_TAG_RE = re.compile(r"<\|(?:open|close)\|>[\w \t]*<\|sep\|>")


def open_markup(raw: str, resolve: Resolver | None) -> tuple[Parsed | None, str]:
    """Kimi K3's markup: its call, or the reply's text without the markup."""
    m = _OPEN_CALL_RE.search(raw)
    if m is None:
        return None, _OPEN_TAG_RE.sub("", raw)
    args = {
        key: value.strip() if 'type="string"' in attrs else scalar(value)
        for key, attrs, value in _OPEN_ARGUMENT_RE.findall(raw, m.end())
    }
    thought = _OPEN_TAG_RE.sub("", raw[: m.start()]).strip() or None
    return as_step(m.group(1), args, thought, raw.strip(), resolve), ""


def _said(before: str) -> str | None:
    """The model's words before a call announced by special tokens, less the tokens."""
    return re.sub(r"<[|｜][^>]{0,40}[|｜]>", "", before).strip() or None


_PLUGIN_WORDS_RE = re.compile(
    r"<\|action_start\|>?\s*(?:(?:<\|plugin\|>?|plugin)[ \t]*\n?[ \t]*([\w.\-]+)[ \t]+"
    r"(?:(?:parameters|arguments)[ \t]*[:=]?[ \t]*)?"
    # (or no plugin's word: "<|action_start|>orderFood<br>parameters:{…}", qwen 0.5B, b851)
    r"|([\w.\-]+)(?:<br\s*/?>|\s+)(?:parameters|arguments)[ \t]*[:=]?[ \t]*)(?=\{)"
)


# InternLM2's action tokens with the tool's name made a token of its own ("<|action_start|>
# <|schedule_pickup|> <|parameters|> {…}"), put inside the plugin's ("<|plugin|f>"), or all of
# them with their angle brackets lost ("|action_start|\n|f|\n|parameters|{…}|"), or after the
# plugin's word in its token ("<|plugin schedule_heatpump_service|>", qwen 0.5B, b621)
_NAME_TOKEN_RE = re.compile(
    r"<?\|action_start\|>?\s*<?\|(?:plugin(?:\||[ \t]+))?([\w.\-]+)\|?>?\s*"
    r"(?:<?\|(?:parameters|arguments|properties)\|>?\s*)?"
)


# A tool's name alone after InternLM2's action token (or a made-up plugin_start), perhaps
# followed by the plugin's token and its arguments, to the reply's or the call's end
_LONE_ACTION_RE = re.compile(
    r"<\|(?:action|plugin)_start\|>[ \t]*\n?[ \t]*([\w.\-]+)[ \t]*"
    r"(?:<\|plugin\|>[ \t]*(.*?)[ \t]*)?(?:<\|(?:plugin|action)_end\|>\s*)?\Z",
    re.S,
)


def _token_gap(m: re.Match[str]) -> str:
    """What a harmony token leaves when taken out: a line break between two messages."""
    return "\n" if m.group(0) == "<|start|>" else ""


# ... or in its section with no call tokens: "<|tool_calls_section_begin|>\nfunctions.f:1\n<|…"
# (or the template's INDEX for its number: "functions.reportStain:INDEX000003308", qwen 0.5B,
# b897; "…:INDEX1000:INDEX2000:…" to the token limit, b766; "functions.route2gpx:0:1", or
# "functions.frame_size:INDEX{" and its arguments over several lines, b1047; the values in
# its place, then the INDEX: "functions.compare_tariffs:310,290,260:INDEX0{", b1094)
_KIMI_IN_SECTION_RE = re.compile(
    r"<\|tool_calls_section_begin\|>[\s;]*functions\.([\w.\-]+)"
    r":(?:\d+(?:[:,]\d+)*(?::INDEX[\w:]*)?|INDEX[\w:]*)"
    r"[ \t]*:?[ \t]*(\{[^\n]*\}|(?s:\{[ \t]*\n.*?\n[ \t]*\}))?"
    r"\s*(?:<\|tool_calls_section_end\|>|functions\.|\Z)",
)
# ... or the name and key=value pairs: "<|tool_calls_section_begin|>f:a="x" b=6<|tool_call_end|>"
_KIMI_PAIRS_RE = re.compile(
    r"<\|tool_calls_section_begin\|>\s*(?:functions\.)?([\w.\-]+):[ \t]*([^\n<]*?)[ \t]*"
    r"(?:<\|tool_call_end\|>|<\|tool_calls_section_end\|>|\Z)"
)
# ... or its index after the colon, then the pairs after a comma
_KIMI_INDEXED_PAIRS_RE = re.compile(
    r"<\|tool_calls_section_begin\|>[\s;]*(?:functions\.)?([\w.\-]+):\d+[ \t]*,[ \t]*"
    r"([^\n<]*?)[ \t;]*(?:<\|tool_call_end\|>|<\|tool_calls_section_end\|>|\Z)"
)
_KIMI_INDEX_RE = re.compile(
    r"functions\.([\w.\-]+):INDEX\{[ \t]*(?:JSON[ \t]*)?(\{[^\n]*\})[ \t]*\}(?:\(\d+\))?"
)
# Kimi K2's call named alone on its line: "functions.yanchu_piao:0"
_KIMI_NAME_LINE_RE = re.compile(r"^[ \t]*functions\.([\w.\-]+):\d+[ \t]*$", re.M)
# Kimi K2's "functions.name:0" with no tokens around it, its arguments right after
_BARE_KIMI_RE = re.compile(r"functions\.([\w.\-]+):\d+[ \t]*:?[ \t]*(\{.*\})\s*\Z", re.S)


_KIMI_BARELESS_RE = re.compile(
    r"<(tool_calls_section_(?:begin|end)|tool_call_(?:begin|end)|tool_call_argument_begin)\|>"
)


# The template's placeholder for a call's arguments: "{JSON arguments}", "{JSON}"
_JSON_WORDS_RE = re.compile(r"\{JSON(?:[ \t]+\w+)?\}")
_JSON_PLACEHOLDER_RE = re.compile(_JSON_WORDS_RE.pattern + r"\s*(?=\{)")
_KIMI_GARBLED_RE = re.compile(
    r"\\?<?\|(tool_calls_section_(?:begin|end)|tool_call_(?:begin|end)|tool_call_argument_begin)"
    r"\|>?"
)


def special_token_calls(raw: str, resolve: Resolver | None) -> Parsed | None:
    """Tool calls announced by special tokens, read before cleaning erases the tokens."""
    if "_begin|>" in raw and "<|tool_call" not in raw:
        # "<tool_calls_section_begin|>\nfunctions.refundStatus:0\n…" (qwen 0.5B under Kimi
        # K2's prompt, b934): Kimi's tokens with their first bar lost
        raw = _KIMI_BARELESS_RE.sub(r"<|\1|>", raw)
    elif "|tool_call_begin|" in raw and "<|tool_call_begin|>" not in raw:
        # "<|tool_call_begin|functions.fengxiang_zhongliang:7|tool_call_argument_begin|>
        # {…}\|tool_call_end|}" (qwen 0.5B under Kimi K2's prompt, b1695): the tokens'
        # brackets lost, their names still there
        raw = _KIMI_GARBLED_RE.sub(r"<|\1|>", raw)
    bare_kimi = _BARE_KIMI_RE.match(raw) if raw.startswith("functions.") else None
    if bare_kimi is not None and (args := jsonish.loads_object(bare_kimi[2])) is not None:
        # "functions.book_lesson:0:{"tutor": "Kenji", …}" (qwen2.5-coder-0.5b under Kimi K2's
        # prompt, b681): the call's id and its arguments with the tokens between them lost
        return as_step(bare_kimi[1], args, None, raw.strip(), resolve)
    started = _START_CALL_RE.match(raw) if raw.startswith("<|start|>functions.") else None
    if started is not None and resolve is not None and resolve(started[1]):
        # '<|start|>functions.NAME:setMetadata({"object_key": …}}<|constrain|>json<|message|>
        # {arguments}' (qwen 0.5B under a harmony prompt, b736): the template's header with a
        # registered name after its placeholder, the arguments in parentheses never closed
        header_args = _object_at(raw, started.end())
        if header_args is not None:
            return as_step(started[1], header_args, None, raw.strip(), resolve)
    if raw.startswith("=functions."):
        # "=functions.run_command <|constrain|>json{…}" (gpt-oss on llama-server, its header
        # prefilled up to "to"): the recipient's header, continued
        raw = "to" + raw
    if "<tool_call|>" in raw:
        raw = raw.replace("<tool_call|>", "<|tool_call|>")  # Granite's marker, its first bar lost
    elif raw.startswith("|tool_call|"):
        raw = "<|tool_call|>" + raw[11:]  # ... or both its brackets (qwen 0.5B, b653)
    if raw.startswith("<|tool_call|>") and not re.search(r"\w", re.sub(r"<\|\w+\|>", "", raw[13:])):
        # "|tool_call|]" (qwen 0.5B under Granite's prompt, b728): the marker, no call in it
        # (other special tokens after it: "|tool_call|<|end_of_role|>", b756)
        return Unparsed("a tool call with nothing in it", None, raw.strip())
    if "｜｜" in raw and "▁" in raw:
        # "<｜｜tool▁call▁begin｜>pwsh<｜｜tool▁sep｜>{…}" (DeepSeek through a web bridge): the
        # full-width bar doubled
        raw = re.sub(r"｜{2,}", "｜", raw)
    m = _MISTRAL_ARGS_RE.search(raw) if "[ARGS]" in raw else None
    if (
        m
        and _TEMPLATE_NAME_WORD_RE.fullmatch(m[1])
        and (_quoted_template(raw, m.start()) or _JSON_WORDS_RE.match(m[2].lstrip()))
    ):
        # "To use a tool, the reply is [TOOL_CALLS]name[ARGS]…": the format quoted (or copied
        # whole, its placeholder for the arguments too, after a call of its own: qwen 0.5B
        # under Mistral's prompt, b1465)
        m = None
    if m is None and ("TOOL_CALLS[" in raw or "TOOL_CALLS][" in raw):
        # "TOOL_CALLS[topup_card]{card_id:3100, …}." (qwen 0.5B under Magistral's prompt,
        # b716): the brackets moved from the token to the name, no [ARGS]
        m = _MISTRAL_NAME_BRACKETED_RE.search(raw)
    name_list = _MISTRAL_NAME_LIST_RE.search(raw) if m is None and "TOOL_CALLS]" in raw else None
    if name_list is not None and resolve is not None and resolve(name_list[1]):
        # '[TOOL_CALLS]ocr_v2[{"image_url": …, "lang": "en"}]{JSON arguments}; else answer the
        # user.' (qwen 0.5B under Magistral's prompt, b734): the registered name, its arguments
        # in a list, no [ARGS], the prompt's words after them
        listed_args = _object_at(raw, name_list.end())
        if listed_args is not None:
            said = raw[: name_list.start()].strip() or None
            return as_step(name_list[1], listed_args, said, raw, resolve)
    written_out = _MISTRAL_CALLED_RE.search(raw) if m is None and "TOOL_CALLS" in raw else None
    if (
        written_out is not None
        and resolve is not None
        and resolve(written_out[1]) == written_out[1]
    ):
        # 'To use a tool, the reply is [TOOL_CALLS]bookVetSlot({pet_name: "Rex", date:
        # "2027-01-03", urgent: false})[/TOOL_CALLS]' (qwen 0.5B under Magistral's prompt,
        # b1126): a registered tool's call written out after the token, its values filled in
        end = closing_paren(raw, written_out.end() - 1)
        if end > 0:
            said = raw[: written_out.start()].strip() or None
            return as_step(
                written_out[1], call_arguments(raw[written_out.end() : end]), said, raw, resolve
            )
    glued = _MISTRAL_BARE_RE.match(raw) if m is None and "TOOL_CALLS" in raw else None
    if (
        glued is not None
        and resolve is not None
        and (resolve(glued[1]) or re.search(r"[_.]|[a-z][A-Z]", glued[1]))
    ):
        # "TOOL_CALLScancelBooking CR-8812 reason=行程改了" (qwen 0.5B under Magistral's prompt,
        # b920): the token glued to a registered name, its input as text after it, no [ARGS]
        # (or a name no one has, an identifier's: "TOOL_CALLS honey_log 3, 8.5", b1699)
        return as_step(glued[1], glued[2].strip(), None, raw, resolve)
    if m:
        written = re.sub(r"\s*\[/(?:TOOL_CALLS|ARGS)\]\s*\Z", "", m.group(2)).strip()
        args = jsonish.loads_object(written)
        if args is None and written.startswith("{") and written.endswith("}"):
            # '[ARGS]{address="幸福路8号", kind="power"}[/TOOL_CALLS]' (b716): Python's
            # keywords in JSON's braces
            keywords = call_arguments(written[1:-1])
            args = keywords if isinstance(keywords, dict) and keywords else None
        thought = raw[: m.start()].strip() or None
        return as_step(m.group(1), args if args is not None else written, thought, raw)
    if "<|message|>" in raw and "<|channel|>" not in raw:
        answer = _addressed_answer(raw)
        if answer is not None:
            return answer
    if "<|message|>" not in raw and "to=functions." in raw and "<|" in raw:
        # "analysis: need to read file.<|end|><|start|>assistantcommentary to=functions.read_file
        # {…}<|call|>" (gpt-oss on Cloudflare, its message token lost): the header read bare
        bare = re.sub(r"<\|(?:end|start|call|return|channel|constrain)\|>", _token_gap, raw)
        step = _bracketed(bare, None, resolve)
        if step is not None:
            return step
    if "<|channel|>" in raw or ("<|message|>" in raw and "functions." in raw):
        step = _harmony(raw, resolve)
        if step is not None:
            return step
    step = (
        (_continue_call(raw) if "TOOL_NAME:" in raw or "BEGIN_TOOL:" in raw else None)
        or (_arrow_call(raw) if "=>" in raw else None)
        or (_gemma_call(raw) if "call:" in raw or "<start_function_call>" in raw else None)
    )
    if step is not None:
        return step
    if "<|action_start|><|interpreter|>" in raw:
        # InternLM2's code interpreter: "…using Python.<|action_start|><|interpreter|>\n```python
        # \n…\n```" (its <|action_end|> the stop word): the code is the input
        before, _, code = raw.partition("<|action_start|><|interpreter|>")
        code = code.partition("<|action_end|>")[0].strip()
        code = fence_body(code) or code
        if code.strip():
            name = (resolve("interpreter") if resolve else None) or "interpreter"
            thought = _said(before)
            return as_step(name, code.strip("\n"), thought, raw.strip(), resolve)
    if "<|tool_call_start|>" in raw:
        # MiniCPM3: "<|tool_call_start|>\n```python\nf(a=1)\n```\n<|tool_call_end|>"; a block
        # with no call in it (assignments only) is a call gone wrong, not the answer
        block = raw.partition("<|tool_call_start|>")[2].partition("<|tool_call_end|>")[0]
        if block.strip() and not isinstance(other_dialects(block, None, resolve), Actions):
            thought = _said(raw.partition("<|tool_call_start|>")[0])
            code = (fence_body(block.strip()) or block).strip()
            whole = _GLUED_NAME_RE.match(code)
            end = closing_paren(code, whole.end()) if whole else -1
            # (or its last ")" where a quote inside a value left the parenthesis unmatched:
            # "body='Let's meet at 10 AM tomorrow')", MiniCPM3-4B-FC on BFCL, b917)
            odd = end < 0 and code.endswith(")") and "\n" not in code
            given = call_arguments(code[whole.end() + 1 : -1]) if whole else None
            if whole and (end == len(code) - 1 or (odd and isinstance(given, dict) and given)):
                # "<|tool_call_start|>\n```python\nweb_search(q='Columbia University')\n```\n
                # <|tool_call_end|>" (MiniCPM3-4B-FC on BFCL, b908): in the call's own block,
                # a call even of a tool no one has (answered with the list of tools)
                return as_step(whole[0], given, thought, raw.strip(), resolve)
            return Unparsed("a tool call tao could not read", thought, raw.strip())
    if "<|begin_search_query|>" in raw:
        # Search-o1: "<|begin_search_query|>convert (0,3) to polar<|end_search_query|>" and
        # the results it made up after: a search with the query as its input
        before, _, query = raw.partition("<|begin_search_query|>")
        query = query.partition("<|end_search_query|>")[0].strip()
        if query:
            name = (resolve("search") if resolve else None) or "search"
            return as_step(name, query, _said(before), raw.strip(), resolve)
    tokened = _NAME_TOKEN_RE.search(raw) if "|action_start|" in raw else None
    if tokened is not None and tokened[1] not in ("plugin", "interpreter") and resolve:
        rest = raw[tokened.end() :].strip()
        args = jsonish.loads_object(rest) if rest.startswith("{") else ({} if not rest else None)
        if (
            resolve(tokened[1])
            and args is None
            and (
                re.search(r"\|(?:parameters|arguments|properties)\|", tokened[0])
                # (or no arguments' token, a line of text after the plugin's: "<|plugin
                # report_damage|> BK-0917's flat tyre, …", qwen 0.5B, b1568)
                or re.search(r"\|plugin[ \t]+[\w.\-]+\|>", tokened[0])
            )
        ):
            # "<|action_start|\n|plugin|mailRedirect|\n|parameters|old_address: 3 Hill Lane, …,
            # months: 6|\n<|action_end|" (qwen2.5-coder-0.5b, b672): the arguments as a line
            # of text between the bars
            given = re.sub(r"\|?\s*<?\|action_end\|?>?.*\Z", "", rest, flags=re.S).strip()
            given = re.sub(r"\|>?\Z", "", given).rstrip()
            if given and "\n" not in given and re.match(r"[A-Za-z_]\w*[ \t]*=", given):
                # ('<|properties|variety="Cherokee Purple", packets=3, organic=true|>', qwen
                # 0.5B, b782: Python's keywords in the token)
                args = call_arguments(given)
            elif given and "\n" not in given:
                args = read_input(given)
        if resolve(tokened[1]) and args is not None:
            # (qwen 0.5B and qwen2.5-coder-0.5b under InternLM2's prompt, b562, b576; the
            # arguments under a lone "parameters" key, b745)
            thought = _said(raw[: tokened.start()])
            return as_step(tokened[1], _bare_arguments(args), thought, raw.strip(), resolve)
    garbled = _PLUGIN_WORDS_RE.search(raw) if "<|action_start|" in raw else None
    if garbled is not None and (args := jsonish.loads_object(raw[garbled.end() :])) is not None:
        # "<|action_start|\nplugin http_request parameters {…}" (Qwen2.5-Coder under InternLM2's
        # prompt): the plugin's token as a word, then the name and its arguments
        name = garbled.group(1) or garbled.group(2)
        return as_step(name, args, _said(raw[: garbled.start()]), raw.strip(), resolve)
    lone = _LONE_ACTION_RE.search(raw) if "_start|>" in raw and resolve is not None else None
    if lone is not None and resolve is not None and resolve(lone[1]):
        # "<|action_start|>Find_pet_sitter" (the name alone, in another case), and
        # "<|plugin_start|>book_vet_visit<|plugin|> properties={…}<|plugin_end|>" (the name
        # before the plugin's token, in tokens InternLM2 never had; qwen 0.5B, b596)
        given = (lone[2] or "").strip()
        args = {}
        if given.startswith("{"):
            args = jsonish.loads_object(given)
        elif given:
            args = call_arguments(given) if re.match(r"[A-Za-z_]\w*[ \t]*=", given) else None
        if isinstance(args, dict):
            return as_step(lone[1], args, _said(raw[: lone.start()]), raw.strip(), resolve)
    if "<|plugin|" in raw:  # InternLM2's marker with its ">" lost: "<|plugin|\n{…}"
        raw = re.sub(r"<\|plugin\|(?=\s*\{)", "<|plugin|>", raw)
    for marker in _MARKERS:
        at = raw.find(marker)
        if at >= 0:
            rest = raw[at + len(marker) :].lstrip()
            if marker.endswith("["):
                rest = "[" + rest
            defined = jsonish.loads_object(rest.lstrip("[ \t\n"))
            if is_definition(defined):
                # 'functools[{"name": "run_sql", "description": …, "parameters": {schema}}, …]'
                # (Phi-4-mini): the tools' definitions echoed, no call
                thought = _said(raw[:at])
                values = _glued_arguments(rest)
                echoed = defined.get("name") if isinstance(defined, dict) else None
                if values is not None and isinstance(echoed, str) and resolve and resolve(echoed):
                    # '<|tool_call|>{"name": "hotel.find", "description": …, "parameters":
                    # {…}},"arguments": {"location": "Paris", …}}' (Phi-4-mini on BFCL, b938):
                    # the definition echoed, its values glued on after it closed
                    return as_step(echoed, values, thought, raw.strip(), resolve)
                return Unparsed("the tools' definitions, echoed: no call", thought, raw.strip())
            if rest.startswith(("{", "[")) and jsonish.cut_off(rest):
                # '<tool_calls>[{"name": "get_weather", "arguments": {"loc' (Jamba): cut off
                return Unparsed("the tool call was cut off", _said(raw[:at]), raw.strip())
            found = blob(rest)
            headed = re.match(r"([\w.\-]+)\s*[\[{]", rest) if found else None
            if (
                found is not None
                and headed is not None
                and resolve is not None
                and resolve(headed[1]) == headed[1]
                and not resolve(found[0])
            ):
                # '<|tool_call|>frame_size\n[{"name": "165", "arguments": {…}}]' (qwen 0.5B
                # under Granite's prompt, b1047): the registered name above a list whose
                # own name is none (or the object glued to the name: '[TOOL_CALLS]foo{"name":
                # "bar"}', devstral-small-2 in an Ollama issue, b1398: a parameter called
                # "name", the object whole its arguments)
                glued_object = "\n" not in headed[0] and jsonish.loads_object(
                    rest[headed.end() - 1 :]
                )
                found = headed[1], glued_object or found[1]
            if (
                found is not None
                and _TEMPLATE_NAME_WORD_RE.fullmatch(found[0])
                and not (resolve and resolve(found[0]))
                and _quoted_template(raw, at)
            ):
                # 'To use tools, reply with functools followed by a JSON list of calls, e.g.
                # functools[{"name": "tool_name", "arguments": {"x": 1}}].' (qwen 0.5B under
                # Phi-4-mini's prompt, b920): the instruction echoed, its example no call
                continue
            tagged = re.match(r"\[[^\[\]{}\n]{1,40}\][ \t]*(?=\{)", rest) if not found else None
            if tagged is not None and resolve is not None and not resolve(tagged[0][1:-1]):
                # '<|tool_call|>[memorial_assistant] { "$fetch": "get_current_weather",
                # "arguments": {…} }' (Phi-4-mini-instruct on BFCL, b930): a made-up tag
                # before the object, the call read as the object alone would be
                untagged = json_calls(rest[tagged.end() :], None, resolve)
                if isinstance(untagged, Actions):
                    found = untagged.calls[0].tool, untagged.calls[0].input
            ahead = re.match(r"([\w.\-]+)[ \t]*\n?[ \t]*(?=\{)", rest)
            if found is None and ahead is not None:
                # "[TOOL_CALL] mysql_query\n{"sql": "…"}" (DeepSeek-R1 in Qwen-Agent): the name,
                # then its arguments
                args = jsonish.loads_object(rest[ahead.end() :])
                found = (ahead.group(1), args) if args is not None else None
            listed_below = _PARAMETERS_BELOW_RE.match(rest) if found is None else None
            if listed_below is not None and resolve is not None and resolve(listed_below[1]):
                # "<|plugin|>opening_hours\nparameters:\nmuseum: Rijksmuseum\nholiday: true\n
                # <|action_end|" (qwen 0.5B under InternLM2's prompt, b907): the name, then a
                # parameter a line under a "parameters:" label
                given = listed_below[2].strip()
                one = re.fullmatch(r"([A-Za-z_]\w*)[ \t]*[:=][ \t]*(\S[^\n]*)", given)
                below_pairs = {one[1]: scalar(unquote(one[2]))} if one else key_value_lines(given)
                found = (listed_below[1], below_pairs) if below_pairs is not None else None
            # (a role's end token after the name: "<|tool_call|>fuelPrice<|end_of_role|>", b711)
            named = re.sub(r"<\|(?:endofthink|end_of_role|end_of_text)\|>", "", rest).strip()
            pair = _NAME_OBJECT_PAIR_RE.fullmatch(named) if found is None else None
            if pair and resolve is not None and (resolve(pair[3]) or not pair[2]):
                # '<|tool_call|>[memorialist:contact, {"person_name": "Adriel"}]' (Phi-4-mini on
                # BFCL, b963): a list of the name and its arguments (a made-up namespace before
                # a registered name)
                paired_args = jsonish.loads_object(pair[5])
                found = (pair[3], paired_args) if paired_args is not None else None
            listed_object = re.fullmatch(r"([\w.\-]+)[ \t]*\n\s*(\[\s*\{.*\])", named, re.S)
            given_list = jsonish.loads(listed_object[2]) if listed_object else None
            if (
                found is None
                and listed_object
                and resolve is not None
                and resolve(listed_object[1])
                and isinstance(given_list, list)
                and len(given_list) == 1
                and isinstance(given_list[0], dict)
            ):
                # '<|tool_call|>vet_appointment\n[\n    {"properties": {"pet_name": "Miso", …}}\n]'
                # (qwen 0.5B under Granite's prompt, b1386): the name, its arguments below in a
                # list of one
                found = listed_object[1], given_list[0]
            # (or a stray bar after it: "<|tool_call|>dose_for_weight|<|end_of_role|>", b797)
            # (or the marker again on the next line, its first bar lost: "<|tool_call|>seat_map\n
            # |<tool_call|>hold_seats\n|<tool_call|>…", qwen 0.5B under Granite's prompt, b1405)
            # (or with its angle brackets lost too: "…\n|tool_call|wenshi_baojing\n…", b1569)
            first = re.match(
                r"\[?[ \t]*([\w.\-]+)[ \t]*(?:[,\]]|\|?[ \t]*$|\n\|<?\|?tool_call\|>?)", named
            )
            listed = marker == "<|tool_call|>" and re.fullmatch(
                r"\[[ \t]*[\w.\-]+(?:[ \t]*,[ \t]*[\w.\-]+)*[ \t]*\]", named
            )
            comma_pairs = re.fullmatch(
                r"([\w.\-]+)[ \t]*,[ \t]*([A-Za-z_][\w.]*[ \t]*=[^\n]*?)[ \t|]*", named
            )
            if (
                found is None
                and comma_pairs is not None
                and marker == "<|tool_call|>"
                and resolve is not None
                and resolve(comma_pairs[1])
            ):
                # "<|tool_call|>energy_24h,properties.site=HOME-7,include_grid=true<|end_of_role
                # |>" (qwen 0.5B under Granite's prompt, b1432): the name, a comma, and its
                # pairs on the line, as written
                found = comma_pairs[1], comma_pairs[2]
            if (
                found is None
                and resolve is not None
                and first
                # ("<|plugin|> Search_products" (Qwen2.5 under InternLM2's prompt, b506): the
                # name in another case)
                and ((resolve(first[1]) or "").lower() == first[1].lower() or listed)
            ):
                # "<|startofthink|>gym_booking", cut by the stop string; "<|tool_call|>f,f",
                # "<|tool_call|> [f, g]" (Granite's marker, then names alone): the first
                # (after Granite's marker a list of one name is a call even of a tool no one
                # has: "<|tool_call|> [exchange_rate_converter]", answered with the tools)
                found = first[1], {}
            piped = re.fullmatch(r"([\w.\-]+)[ \t]*\|[ \t]*([^\n]+)", named)
            if (
                found is None
                and piped
                and marker == "<|tool_call|>"
                and resolve
                and resolve(piped[1])
            ):
                # "<|tool_call|>fuel_price|city=深圳&fuel=汽油" (qwen2.5-coder-0.5b under Granite's
                # prompt, b653): the name, a bar, and its input as a line of text
                found = piped[1], piped[2].strip()
                given = jsonish.loads_object(piped[2].strip().rstrip("|"))
                if given is not None and piped[2].strip().startswith("{"):
                    # '<|tool_call|>chongwu_jiyang|{"chongwu": "狗狗", …}' (smollm2 under
                    # Granite's prompt, b1363): the input an object, its arguments
                    found = piped[1], given
                named_again = re.match(
                    rf"name[ \t]*=[ \t]*{re.escape(piped[1])}[ \t]*,[ \t]*arguments[ \t]*=[ \t]*",
                    piped[2],
                )
                if named_again is not None:
                    # "<|tool_call|>route2gpx|name=route2gpx,arguments=start=杭州西湖,end=千岛湖|"
                    # (qwen 0.5B, b1047): the template's keys written out before the input
                    found = piped[1], piped[2][named_again.end() :].strip().rstrip("|").strip()
                names = [n.strip() for n in piped[2].split("|") if n.strip()]
                if names and all(resolve(n) == n for n in names):
                    # "<|tool_call|>jianli_jiexi|search_candidates|" (b814): names one after
                    # another, the first called with none
                    found = piped[1], {}
            if found is None and rest.startswith("[[") and (end := jsonish.closing(rest, 0)[0]) > 0:
                # '<tool_calls>[["refill_prescription", {…}], ["drugInteraction", {…}]]]'
                # (qwen 0.5B under Hunyuan's prompt, b700): [name, arguments] pairs, a
                # bracket too many after them, read as the list alone is
                paired = json_calls(rest[: end + 1], None, resolve)
                if isinstance(paired, Actions):
                    found = paired.calls[0].tool, paired.calls[0].input
            if found is None and resolve is not None and marker == "<tool_calls>":
                found = _listed_or_coded(rest.partition("</tool_calls>")[0], resolve)
            called = marker == "<|python_tag|>" and re.match(r"([\w\-]+)(?:\.call)?\(", rest)
            if (
                found is None
                and resolve is not None
                and marker == "<|python_tag|>"
                and not (called and resolve(called[1]))
            ):
                # "<|python_tag|>import sys\nprint(sys.version)<|eom_id|>": Llama 3.1's code
                # for its interpreter, when one is registered
                tool = _interpreter(resolve)
                code = re.split(r"<\|(?:eom_id|eot_id|eom|eot)\|>", rest)[0].strip()
                found = (tool, code) if tool and code else None
            if found:
                thought = _said(raw[:at])
                return as_step(*found, thought, raw.strip(), resolve)
    if ":INDEX{" in raw:
        # "functions.checkCoverage:INDEX{JSON {…}}(0)", "functions.DrugInteraction:INDEX{{…}}(0)"
        # (qwen 0.5B under Kimi K2's prompt, b699, b766): the template's INDEX for the call's
        # number, its arguments wrapped in a second pair of braces (or "{JSON …}"), "(0)" after
        raw = _KIMI_INDEX_RE.sub(lambda k: f"functions.{k[1]}:0 {k[2]}", raw)
    if ":INDEX" in raw and "<|tool_call_argument_begin|>" in raw:
        # "functions.passportStatus:INDEX100001:INDEX<|tool_call_argument_begin|>P4821977"
        # (qwen 0.5B under Kimi K2's prompt, b778): the template's INDEX, garbled, for the
        # call's number
        raw = re.sub(r"(functions\.[\w.\-]+):INDEX[\w:]{0,40}(?=<\|)", r"\1:0", raw)
    listed_only = (
        _KIMI_NAME_LINE_RE.findall(raw)
        if "tool_calls_section" in raw and "{" not in raw and resolve is not None
        else []
    )
    if listed_only and resolve is not None and resolve(listed_only[0]):
        # "<tool_calls_section_begin>\nfunctions.yanchu_piao:0\nfunctions.buyTickets:0\n…
        # <tool_calls_section_end>" (qwen 0.5B under Kimi K2's prompt, b1415): calls named with
        # their index and no arguments, a line each; the first, with none
        at = raw.find("functions.")
        return as_step(listed_only[0], {}, _said(raw[:at]), raw.strip(), resolve)
    m = _KIMI_RE.search(raw)
    pairs = (
        _KIMI_PAIR_RE.findall(raw)
        if m is None
        and (
            "tool_calls_section" in raw
            # ("function.route2gpx:0:start:Utrecht\nfunction.route2gpx:0:end:Amersfoort" alone,
            # its section's tokens and an "s" left out, qwen 0.5B under Kimi K2's prompt, b1064)
            or (
                raw.lstrip().startswith("function")
                and re.fullmatch(rf"(?:{_KIMI_PAIR_RE.pattern}\n?)+", raw.strip(), re.M) is not None
            )
        )
        else []
    )
    if pairs and resolve and resolve(pairs[0][0]):
        # "<|tool_calls_section_begin|>\nfunctions.roadsideHelp:0:plate:KX19\nfunctions.
        # roadsideHelp:0:location: Perth" (qwen2.5-coder-0.5b under Kimi K2's prompt, b653):
        # an argument a line, each after the call's name and index; the first call's
        args = {k: scalar(v.strip()) for name, k, v in pairs if name == pairs[0][0]}
        at = raw.find("functions.")
        return as_step(pairs[0][0], args, _said(raw[:at]), raw.strip(), resolve)
    in_section = (
        _KIMI_IN_SECTION_RE.search(raw) if m is None and "tool_calls_section" in raw else None
    )
    if in_section is not None:
        # "<|tool_calls_section_begin|>\nfunctions.bus_arrivals:1\n<|tool_calls_section_end|>"
        # (qwen 0.5B under Kimi K2's prompt, b716): the call's tokens left out, its arguments
        # right after its id, or none
        kimi_args = jsonish.loads_object(in_section[2]) if in_section[2] else {}
        if kimi_args is not None:
            said = _said(raw[: in_section.start()])
            return as_step(in_section[1], kimi_args, said, raw.strip(), resolve)
    kimi_pairs = (
        _KIMI_PAIRS_RE.search(raw) if m is None and "tool_calls_section_begin" in raw else None
    )
    if (
        kimi_pairs is not None
        and resolve is not None
        and resolve(kimi_pairs[1]) == kimi_pairs[1]
        and _PAIRS_LINE_RE.fullmatch(kimi_pairs[2])
    ):
        # '<|tool_calls_section_begin|>sea_state:port="Dover" hours_ahead=6<|tool_call_end|>'
        # (qwen 0.5B under Kimi K2's prompt, b1120): the name, a colon, then key=value pairs
        said = _said(raw[: kimi_pairs.start()])
        return as_step(kimi_pairs[1], _key_values(" " + kimi_pairs[2]), said, raw.strip(), resolve)
    indexed = (
        _KIMI_INDEXED_PAIRS_RE.search(raw)
        if m is None and "tool_calls_section_begin" in raw and resolve is not None
        else None
    )
    if indexed is not None and resolve is not None and resolve(indexed[1]) == indexed[1]:
        # '<|tool_calls_section_begin|>; ScheduleTreatment:0, hive_ids:3, date:"2026-12-20",
        # product:"oxalic acid";<|tool_calls_section_end|>' (qwen 0.5B under Kimi K2's prompt,
        # b1703): the name and its index, then "key:value" pairs after a comma, a text input
        said = _said(raw[: indexed.start()])
        return as_step(indexed[1], indexed[2].strip(), said, raw.strip(), resolve)
    if m is None and (paren := _KIMI_PAREN_RE.search(raw)) is not None:
        inner = paren.group(2).strip()
        # (Python's arguments read as such; "关键词:{keyword}, index:1" is no Python: its text)
        value = inner if re.match(r"[^\W\d]\w*\s*:", inner) else call_arguments(inner)
        return as_step(paren.group(1), value, _said(raw[: paren.start()]), raw, resolve)
    if m is None and "<|tool_call_argument_begin|>" in raw:
        m = _KIMI_BEGINLESS_RE.search(raw)
    if m is None and "tool▁sep" in raw:
        m = _DEEPSEEK_31_RE.search(raw) or _DEEPSEEK_RE.search(raw)
    elif m is None and "tool▁call▁begin" in raw:
        m = _DEEPSEEK_NO_SEP_RE.search(raw)
    elif m is None and "tool▁call▁end" in raw and resolve is not None:
        m = _DEEPSEEK_BEGINLESS_RE.search(raw)
        m = m if m is not None and resolve(m[1]) else None
    if m is None:
        return None
    body = fence_body(m.group(2)) or m.group(2)
    if body.startswith("{JSON") and (held := _JSON_PLACEHOLDER_RE.match(body)):
        # "<|tool_call_argument_begin|>{JSON arguments}{"weight": 500}" (qwen 0.5B under Kimi
        # K2's prompt, b1695): the template's placeholder left before the arguments
        body = body[held.end() :]
    thought = _said(raw[: m.start()])
    kimi = m.re in (_KIMI_RE, _KIMI_BEGINLESS_RE)
    cut = ("<|tool_call_end|>" if kimi else "tool▁call▁end") not in m.group(0)
    if cut and body.startswith("{") and jsonish.closing(body, 0)[0] < 0:
        # "<|tool_call_argument_begin|> {" and the reply's end: cut in its arguments (or
        # DeepSeek's '…execute_root_bash\n\n{"command":"echo \'Test\' | tee \\/', its
        # server crashed mid-call, b507)
        return Unparsed("the tool call was cut off", thought, raw.strip())
    args = jsonish.loads_object(body) if body.strip() else {}
    if args and all(schema_like(v) for v in args.values()) and "```" in m.group(2):
        # '…buy_tickets\n```json\n{"museum": {"type": "string"}, …}\n```json\n{"museum":
        # "上海博物馆", …}\n```' (qwen 0.5B under DeepSeek-V3's prompt, b907): the parameters'
        # schemas, then an object of the values
        later = [jsonish.loads_object(b) for b in re.findall(r"```\w*\s*(\{[^`]*\})", m.group(2))]
        filled = [v for v in later if v and not all(schema_like(x) for x in v.values())]
        args = filled[0] if filled else args
    if _CALL_ID_RE.fullmatch(m.group(1)) and not (resolve and resolve(m.group(1))):
        # Kimi's "call_0" is a call's id where "functions.name:0" should be: no tool named
        # (or a server's id: "chatcmpl-tool-bde5fae954a11b1b", K2.5 through vLLM)
        return Unparsed("a tool call with no tool name", thought, raw.strip())
    name = m.group(1)
    id_like = re.fullmatch(r"functions_([\w.\-]+)_\d+", name)
    if id_like and resolve and resolve(id_like.group(1)) and not resolve(name):
        name = id_like.group(1)  # Kimi K2's "functions_Bash_2" for "functions.Bash:2"
    return as_step(name, args if args is not None else body.strip(), thought, raw.strip(), resolve)


# A name written bare after BFCL's container tag, then its attributes or its params
_BARE_IN_FUNCTIONS_RE = re.compile(
    r"<functions>[ \t\n]*([A-Za-z_][\w.\-]*)(?=[ \t]+[\w\-]+=|[ \t]*/?>|[ \t\n]*(<param))"
)


# A registered name in angle brackets, then its arguments in a self-closed tag of attributes
# that has no name of its own
_ANGLED_NAME_RE = re.compile(
    r"<([A-Za-z_][\w.\-]*)>[ \t]*<(?=[\w\-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'/>]+)"
    r"(?:\s+[\w\-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'/>]+))*\s*/>)"
)


def _angled_name(m: re.Match[str], resolve: Resolver) -> str:
    """'<Hotels_4_SearchHotel><location="Sydney" …/>' (BFCL, b772) as
    '<Hotels_4_SearchHotel location="Sydney" …/>': the name's own tag, its attributes after
    it; left alone unless the name is a tool's."""
    return f"<{m[1]} " if resolve(m[1]) == m[1] else m[0]


_UNCLOSED_IN_FUNCTIONS_RE = re.compile(
    r"(<functions><[A-Za-z_][\w.\-]*(?:[ \t]+[\w\-]+=(?:\"[^\"]*\"|'[^']*'|[^\s<>\"'/]+))+)"
    r"[ \t]*/?[ \t]*<?/functions>"
)


def _bare_opened(m: re.Match[str], resolve: Resolver) -> str:
    """A bare name after <functions> as the element it meant: its registered name, opened."""
    name = resolve(m[1]) or m[1]
    return f"<functions><{name}>" if m[2] else f"<functions><{name}"


# A call written whole in a function_call element's name attribute
_CALL_IN_NAME_RE = re.compile(r"<function_call[ \t]+name=\"([\w.\-]+)\(([^\"]*)\)\"[^<>]*>")


# MetaGPT's Assistant: "[TALK]: <answer>" or "[SKILL]: <skill's name>", the whole reply
_METAGPT_REPLY_RE = re.compile(r"\s*\[(TALK|SKILL)\][ \t]*:[ \t]*(\S.*?)\s*\Z", re.S)
# "name: input" as a reply's first line; Qwen-Agent's "RESULT:" line, its flowers lost
_NAMED_LINE_RE = re.compile(r"\s*([A-Za-z_][\w.\-]*)[ \t]*:[ \t]*(\S[^\n]*)\n")
_RESULT_LINE_RE = re.compile(r"^[ \t]*✿?RESULT✿?[ \t]*:", re.M)


# A name alone on the first line, then "key=value" lines: "set_appliance_plan\nsite=HOME-7\n…"
_NAME_PAIR_LINES_RE = re.compile(
    r"\s*([A-Za-z_][\w.\-]*)[ \t]*\n([ \t]*[A-Za-z_]\w*[ \t]*=(?!=).*)", re.S
)


def _straight_quoted(m: re.Match[str]) -> str:
    """A tag's attributes in curly quotes, each put in straight ones."""
    return re.sub(r"=“([^“”]*)”", r'="\1"', m[0])


# A reply that is one line: "functions.name:" and the call's values after the colon
_FUNCTIONS_COLON_RE = re.compile(r"\s*functions\.([\w\-]+):([^\n{}]+)\s*")
# An HTTP request as the reply: "GET http://host/fhir/Observation?code=MG&
# patient=S1" or "POST http://host/fhir/ServiceRequest" and a JSON body on the lines below
# (MedAgentBench's prompt, b1492); its query to the line's end, spaces left unescaped
# ("?name=Brian Buchanan&birthdate=1954-08-10", b1495)
_REQUEST_LINE_RE = re.compile(
    r"((?:GET|POST|PUT|PATCH|DELETE)[ \t]+(?:https?://|/)[^\s?#]*)(?:\?([^\n#]*?))?[ \t]*"
    r"(?:\n(.*))?",
    re.S,
)


# A request line's verb and URL at a line's start, after other lines
_VERB_RE = re.compile(r"\n[ \t]*(?:GET|POST|PUT|PATCH|DELETE)[ \t]+(?:https?://|/)")


def _request_in_prose(text: str, reasoning: str | None, resolve: Resolver) -> Parsed | None:
    """The first request line after a line of prose, with a POST's object below it: "…we need
    to order replacement IV magnesium.\n\nPOST http://…/fhir/MedicationRequest\n{…}\n\nFINISH(
    [\"Ordered …\"])" (llama-3.3 on MedAgentBench, b1525); what follows is not the step."""
    verb = _VERB_RE.search(text)
    if verb is None:
        return None
    start = verb.start() + 1
    line_end = text.find("\n", start)
    end = len(text) if line_end < 0 else line_end
    below = text[end:].lstrip()
    if below[:1] == "{":
        opened = len(text) - len(below)
        closed, _ = jsonish.closing(text, opened, '"')
        end = len(text) if closed < 0 else closed + 1
    m = _REQUEST_LINE_RE.fullmatch(text[start:end].strip())
    return _request(m, reasoning, text, resolve) if m is not None else None


def _request(
    m: re.Match[str], reasoning: str | None, text: str, resolve: Resolver
) -> Parsed | None:
    """The call of the tool named for the request `m` matched, or None when no tool is."""
    name = resolve(m[1])
    if name is None:
        return None
    body = (m[3] or "").strip()
    if body:
        sent = jsonish.loads_object(body) if body[:1] == "{" else None
        return None if sent is None else as_step(name, sent, reasoning, text.strip(), resolve)
    given: dict[str, list[str]] = {}
    for pair in filter(None, (m[2] or "").split("&")):
        # percent escapes decoded, a '+' kept ("date=ge2023-11-12T10:15:00+00:00": written by
        # hand, not a form's space); a key given twice ("date=ge…&date=le…") holds both
        key, _, value = pair.partition("=")
        given.setdefault(urllib.parse.unquote(key), []).append(urllib.parse.unquote(value))
    pairs = {k: v[0] if len(v) == 1 else v for k, v in given.items()}
    return as_step(name, pairs, reasoning, text.strip(), resolve)


def other_dialects(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A step written in another model's dialect, or None."""
    if "```\ntool_code\n" in text:
        # "```\ntool_code\nreport_outage(…)\ntool_outputs\n```" (qwen 0.5B under Gemini's
        # prompt, b618): the fence's language written on a line of its own inside it
        text = text.replace("```\ntool_code\n", "```tool_code\n")
    if "DSML |" in text:
        # "DSML | invoke name="terminal"" lines: a chat app that rendered "<｜DSML｜…>" tags
        # as text, their brackets lost (hermes-agent on Telegram, b481)
        text = re.sub(
            r"^[ \t]*DSML[ \t]*\|[ \t]*([^\n]*?)[ \t]*$", r"<｜DSML｜\1>", text, flags=re.M
        )
    if "DSML" in text:
        # DeepSeek's DSML prefix on any tag: "<｜DSML｜aio-webcontent>" with the parameters as
        # elements (Cline's XML), "<｜DSML｜toolcall>Read" then fenced JSON; DSML's own invoke
        # and parameter tags are read with or without it
        text = _DSML_PREFIX_RE.sub(r"<\1", text).replace("<toolcall>", "<tool_call>")
        if "=“" in text:
            # '<｜｜DSML｜｜invoke name=“get_pages”>' (DeepSeek in a Zotero plugin, b1470): the
            # attributes in curly quotes
            text = re.sub(r"<[^<>\n]*=“[^<>\n]*>", _straight_quoted, text)
        if "</parameter>" in text and "<parameter" not in text:
            # "<｜DSML｜command>ls</｜DSML｜parameter>" (DeepSeek through a Cline bridge, b755):
            # an element opened by its parameter's name, closed by DSML's parameter tag
            text = re.sub(r"<([\w.\-]+)>([^<]*)</parameter>", r"<\1>\2</\1>", text)
    colon = _FUNCTIONS_COLON_RE.fullmatch(text) if text.lstrip().startswith("functions.") else None
    if colon is not None and resolve is not None and resolve(colon[1]) == colon[1]:
        # "functions.resize_v3:0.25:WEBP:IMG_2102" (qwen 0.5B under a harmony-like prompt,
        # b1486): the namespaced name, a colon, then its values as one text
        return as_step(colon[1], colon[2].strip(), reasoning, text.strip(), resolve)
    # (perhaps the fence's one line: "```tool_code\nGET http://…\n```", gemini-2.0, b1492)
    request = _REQUEST_LINE_RE.fullmatch(_one_fence(text.strip())) if resolve is not None else None
    if request is not None and resolve is not None:
        asked = _request(request, reasoning, text, resolve)
        if asked is not None:
            return asked
    if resolve is not None and request is None and _VERB_RE.search(text):
        asked = _request_in_prose(text, reasoning, resolve)
        if asked is not None:
            return asked
    if resolve is not None and '"resourceType"' in text[:200] and _bodiless_post(text, resolve):
        # '```json\n{\n  "resourceType": "ServiceRequest",\n  "code": {…' (gemini-2.0 on
        # MedAgentBench, b1492, b1495, b1516): a FHIR resource a registered POST request
        # creates, its request line left out: a step gone wrong, not an answer
        return Unparsed("a request's body with no request line", reasoning, text.strip())
    metagpt = _METAGPT_REPLY_RE.match(text) if text.lstrip()[:1] == "[" else None
    if metagpt and metagpt[1] == "TALK":
        # "[TALK]: No, I do not have a poison apple." (MetaGPT's Assistant, b952): its answer
        return Final(metagpt[2].strip(), reasoning, text.strip())
    if metagpt and resolve is not None and resolve(metagpt[2].strip()):
        # "[SKILL]: text_to_image" (b952): the skill it picks, its arguments asked for later
        return as_step(metagpt[2].strip(), "", reasoning, text.strip(), resolve)
    named_pairs = _NAME_PAIR_LINES_RE.fullmatch(text) if resolve is not None else None
    if (
        named_pairs is not None
        and resolve is not None
        and resolve(named_pairs[1]) == named_pairs[1]
    ):
        # "set_appliance_plan\nsite=HOME-7\nappliances=[\n    {…}\n]" (qwen 0.5B under
        # GLM-4.5's call format, its tags left out, b1432): a registered tool's name on the
        # first line, a pair a line below it, a value's JSON running over lines
        given = key_value_lines(named_pairs[2])
        if given:
            return as_step(named_pairs[1], given, reasoning, text.strip(), resolve)
    unflowered = _NAMED_LINE_RE.match(text) if "RESULT" in text and resolve is not None else None
    if (
        unflowered
        and resolve is not None
        and resolve(unflowered[1]) == unflowered[1]
        and _RESULT_LINE_RE.search(text, unflowered.end())
    ):
        # "deadline: payment\nestimate_tax: estimate_tax\nRESULT: The estimated tax …" (qwen
        # 0.5B under Qwen-Agent's prompt, b934): its ✿FUNCTION✿ lines written as "name: input",
        # a made-up ✿RESULT✿ after them, its flowers lost: the first line the call
        return as_step(unflowered[1], unflowered[2].strip(), reasoning, text.strip(), resolve)
    if text.startswith("TOOLCALL["):
        # "TOOLCALL[biology.get_cell_info(cell_type='neuron', detailed=True), …]" (gemma-3 on
        # BFCL, b1060): the tag's word alone before the call list
        text = text[8:]
    if text.startswith("TOOLCALL>"):
        # "TOOLCALL>calculate_final_velocity(height=150, …)" (gemma-3 on BFCL, b881): the
        # tag's "<" lost
        text = "<" + text
    if "<functions>" in text:
        # '<functions>\n    function Payment_1_MakePayment(payment_method="debit card", …)\n
        # </functions>' (Qwen3-0.6B on BFCL, b1049): JavaScript's keyword before the call
        text = re.sub(r"(<functions>\s*)function[ \t]+(?=[A-Za-z_][\w.\-]*\()", r"\1", text)
    wrapped_json = re.fullmatch(r"\s*<functions>\s*(\{.*\})\s*</functions>\s*", text, re.S)
    if wrapped_json is not None:
        # '<functions>{"math.gcd":{"num1":40,"num2":50}}</functions>' (gemma-3 on BFCL, b881):
        # JSON in BFCL's XML container, read as JSON
        unwrapped = json_calls(wrapped_json[1], reasoning, resolve)
        if isinstance(unwrapped, Actions):
            return unwrapped
    quoted = (
        re.fullmatch(r"\s*\"([A-Za-z_][\w.\-]*)(\([^\"]*\))\"\s*", text)
        if text.lstrip()[:1] == '"'
        else None
    )
    if quoted and resolve is not None and resolve(quoted[1]) == quoted[1]:
        # "\"HNA_NEWS.search(keyword='China')\"" (Qwen3-0.6B on BFCL, b1054): the whole call
        # in a string's quotes
        text = quoted[1] + quoted[2]
    glued = (
        re.search(
            r"(?<![\w<\"'/=.\-])([A-Za-z_][\w.\-]*)(?:\"?>)?\s*(?:<params>\s*)?(?=<param\b)", text
        )
        if "<param" in text
        else None
    )
    if glued and resolve is not None and resolve(glued[1]) == glued[1]:
        # 'function call: Homes_2_FindHomeByArea<param name="area">Los Angeles, CA</param>…'
        # (Qwen3-0.6B on BFCL, b1054): the name with BFCL's params glued on, no element
        # around them
        # (or after what is left of its element's tag: 'calculate_roi::<function>calculate_roi">
        # <params>\n  <param name="purchase_price" …>150</param>…', gemma-3-1b on BFCL, b1056)
        # (up to the name's next call: 'Media_3_FindMovies<param name="genre" …>Fantasy</param>\n
        # Media_3_FindMovies<param …>Action</param>', gemma-3-1b on BFCL, b1087)
        again = text.find(f"\n{glued[1]}<param", glued.end())
        last = text.rfind("</param>", 0, again if again > 0 else len(text)) + len("</param>")
        if last > glued.end():
            inside = text[glued.end() : last]
            text = f'{text[: glued.start()]}<function name="{glued[1]}">{inside}</function>{text[last:]}'
    if "TOOLCALL>" in text:
        # Nemotron's "<TOOLCALL>[{"name": …, "arguments": …}]</TOOLCALL>": Hermes' tag in
        # other letters, a call in it even of a name no tool has
        text = _toolcall_rewritten(re.sub(r"<(/?)TOOLCALL>", r"<\1tool_call>", text))
    attributed = _ARGUMENTS_ATTR_RE.search(text) if "arguments=" in text else None
    if attributed is not None:
        shut = jsonish.closing(text, attributed.end())[0]
        given = jsonish.loads_object(text[attributed.end() : shut + 1]) if shut > 0 else None
        if given is not None:
            # '<tool_call name="get_current_weather" arguments={'location': 'Shanghai'} />'
            # (Falcon3-FC on BFCL, b861): the arguments an object in no quotes, as an
            # attribute's value, perhaps inside another <tool_call> or two
            said = _before(text, attributed.start(), reasoning)
            return as_step(attributed[1], given, said, text[: shut + 1].strip(), resolve)
    element = _NAMED_CALL_ELEMENT_RE.search(text) if "name=" in text and resolve else None
    if element is not None and resolve is not None and resolve(element[1]):
        inside = text[element.end() :].split("</tool_call>")[0]
        inside = re.sub(r"\A\s*<arguments>\s*(?=\{)|(?<=\})\s*</arguments>\s*\Z", "", inside)
        child_attr = re.match(r"\s*<tool_call[ \t]+arguments=(?=\{)", inside)
        if child_attr is not None:
            inside = inside[child_attr.end() :]
        given = param_tags(inside) if inside.lstrip()[:1] == "<" else None
        if inside.lstrip()[:1] == "{":
            # '<tool_call name="BoardGameGeek.recommend">\n{"arguments": {"numPlayers": 2, …}}',
            # '<tool_call name="math_roots.quadratic">\n<arguments>\n{"a": 6, …}\n</arguments>',
            # '<tool_call name="f">\n<tool_call arguments={…} />' (Falcon3-1B-FC on BFCL, b869):
            # the arguments' object inside, bare or under one "arguments" key
            given = jsonish.loads_object(inside.strip())
            if isinstance(given, dict) and given:
                given = _stacked_objects(inside, given)
            wrapped = isinstance(given, dict) and set(given) - {"name"} == {"arguments"}
            if wrapped and isinstance(given, dict) and given.get("name", element[1]) == element[1]:
                # (or its name said again beside them: '{"name": "math.hypot", "arguments":
                # {…}}', b861)
                given = given["arguments"] if isinstance(given["arguments"], dict) else given
        if given:
            # '<tool_call name="get_current_weather">\n<arguments>\n<argument type="location"
            # value="Divinópolis, MG" />…' (Falcon3-FC on BFCL, b861): the call's element
            # named, its arguments' tags inside
            said = _before(text, element.start(), reasoning)
            return as_step(element[1], given, said, text.strip(), resolve)
    held = _CALL_IN_NAME_RE.search(text) if "<function_call" in text and resolve else None
    if held and resolve is not None and resolve(held[1]) == held[1]:
        # '<function_call name="meter_reading('MTR-55102', '2023-04')" result="…"/>' (qwen
        # 0.5B under Hermes 3's scratchpad prompt, b809): the whole call in the name attribute
        said = _before(text, held.start(), reasoning)
        return as_step(held[1], call_arguments(held[2]), said, text[: held.end()].strip(), resolve)
    echo = _CALLING_TOOLS_RE.search(text) if "Calling tools:" in text else None
    if echo and _code_blobs(text[: echo.start()]):
        # "<code>…</code>\nCalling tools:\n[{'id': 'call_21', …}]": smolagents' log line for
        # the code blob, copied from the history; the blob is the step
        text = text[: echo.start()]
    if "<functions>" in text and resolve is not None:
        # '<functions>Movie_3_FindMovies<param name="genre" …>Family</param></functions>',
        # '<functions>api.weather loc="Ha Noi"/></functions>' (Llama-3.1-8B in BFCL's XML
        # format, b769): the call's "<" lost after the container's tag, its name bare
        text = _BARE_IN_FUNCTIONS_RE.sub(lambda b: _bare_opened(b, resolve), text)
        # ... its tag of attributes never closed before the container's end ('<functions>
        # Media_3_FindMovies genre="Comedy" starring="Any"</functions>', that end's "<" lost
        # too: 'event_id="efJG9" /functions>', b815)
        text = _UNCLOSED_IN_FUNCTIONS_RE.sub(r"\1/></functions>", text)
    if resolve is not None and "/>" in text and "=" in text:
        text = _ANGLED_NAME_RE.sub(lambda a: _angled_name(a, resolve), text)
    lost_bracket = re.match(r"\s*([A-Za-z_][\w.\-]*)>[ \t]*\n", text)
    if (
        lost_bracket
        and resolve is not None
        and resolve(lost_bracket[1]) == lost_bracket[1]
        and f"</{lost_bracket[1]}>" in text
    ):
        # "execute_command>\n<command>\nterraform init\n</command>\n…</execute_command>" (a
        # model in Cline): a registered tool's element, the "<" of its opening tag lost
        text = "<" + text.lstrip()
    if "<tool_call|" in text:
        # "<tool_call|shell>\n  command: ls" (Granite's token garbled around the tool's name)
        text = re.sub(r"<tool_call\|([\w.\-]+)>", r"<tool_call>\1", text)
    if "<tool_call>" in text and (lost := _LOST_FUNCTION_RE.search(text)) is not None:
        # "<tool_call>web_search>\n<parameter=query>…" (Qwen3.5-122B: "<function=" lost before
        # the name), or '<tool_call>web_search>{"args": {…}}': the name, then its arguments
        elements = text.startswith("<parameter", lost.end())
        name = f"<function={lost[1]}>" if elements else f"{lost[1]}\n"
        text = text[: lost.start(1)] + name + text[lost.end() :]
    if "<tool_call>" in text and "<function=" not in text and _BARE_FUNCTION_RE.search(text):
        # "<tool_call>\nfunction=terminal>\nparameter=command>\necho hello\nparameter>\n
        # function>\n</tool_call>" (Qwen3.5-27B through exo): every "<" of Qwen3-Coder's
        # elements inside the call lost, and the "/" of their closing tags
        text = _BARE_ELEMENT_RE.sub(lambda m: f"<{m[1]}={m[2]}>", text)
        text = _BARE_CLOSE_RE.sub(lambda m: f"</{m[1]}>", text)
    if "```" in text and resolve is not None and ("<invoke" in text or "<tool_call" in text):
        # "THOUGHT: …\n\n```bash\ncat a.py\n```\n\n<function_calls>\n<invoke name="bash">…":
        # the fence came first, and the first step wins
        fenced = fenced_tool(text, reasoning, resolve)
        markup = re.search(r"<(?:invoke|tool_call|function_calls)\b", text)
        if isinstance(fenced, Actions) and markup and markup.start() >= len(fenced.text):
            return fenced
    glued = _HARMONY_GLUED_CALL_RE.search(text) if "to=functions" in text else None
    if glued is not None and "```" not in text[: glued.start()]:
        # "…Provide command example.assistantcommentary to=functions.glob json{"pattern": …}
        # commentaryanalysisNo results. …```bash\n$ angrp …```" (a fine-tuned gpt-oss in
        # opencode, b1379): harmony's call glued to its analysis comes before the fences
        found = _bracketed(text, reasoning, resolve) or _glued_nameless(text, reasoning, resolve)
        if isinstance(found, Actions):
            return found
    for read in (
        _functionary,
        _colon_call,
        _tag_wrapped_call,
        _name_element_then_elements,
        _tagged,
        _xml,
        _action_type,
        _brace_directive,
        fenced_tool,
        json_calls,
        _verb_line,
        _kimi_id_call,
        _s_expression,
        _pythonic,
        _name_glued_to_angle,
        _curried_call,
        _garbled_list_call,
        _name_then_arguments,
        _bracketed,
        _name_in_brackets_then_arguments,
        _self_ask,
        _code_span,
        _name_before_object,
        _assigned_object,
        _name_first_in_object,
        _name_and_arguments,
        _command_line,
        _bare_command,
        _plan_line,
        _abstract_call,
        _prefilled,
        _addressed_object,
        leaked_harmony,
        _eaten_tags,
        _bare_pairs,
        _whole_code_fence,
        _lone_name,
        _list_cut_in_name,
        _bang_command_end,
        _inline_call_end,
    ):
        found = read(text, reasoning, resolve)
        if found is not None:
            return found
    return None


def _toolcall_rewritten(text: str) -> str:
    """BFCL's <TOOLCALL> (read as <tool_call>) with the calls small models write in it made
    into calls tao reads: Python's, <function name=…>'s or JSON's."""
    # ('<TOOLCALL>math.gcd<num1="40", num2="50"></TOOLCALL>', gemma-3-1b on BFCL, b860:
    # the name, then its keywords in a tag of their own, as a call's parentheses; several:
    # '<TOOLCALL>calculate<payor_income=10000, …>, calculate<…></TOOLCALL>', Qwen3-0.6B,
    # b1045; over lines and with colons: '<TOOLCALL>\nTravel_1_FindAttractions<\n
    # location: "New York",\n …\n>\n</TOOLCALL>', or in square brackets:
    # "<TOOLCALL>Media_3_FindMovies[genre='Comic', starring='Any']</TOOLCALL>", b1054; its
    # "]" left out: '<TOOLCALL>Events_3_FindEvents[event_type="Music", …"</TOOLCALL>>', b1084)
    text = re.sub(
        r"(<tool_call>\s*|,[ \t]*)([A-Za-z_][\w.\-]*)(?:<\s*([A-Za-z_]\w*[ \t]*[=:][^<>]*?)\s*>"
        r"|\[([A-Za-z_]\w*[ \t]*=[^\[\]<>\n]*)\]?)(?=\s*(?:</tool_call>|,))",
        lambda m: f"{m[1]}{m[2]}({m[3] if m[3] is not None else m[4]})",
        text,
    )
    # ('<TOOLCALL>\nflight.book\n<param name="date" value="2022-04-27" type="string"/>\n…
    # </TOOLCALL>', Qwen3-0.6B on BFCL, b1051: the name on a line, its <param> tags below)
    text = re.sub(
        r"(<tool_call>\s*)([A-Za-z_][\w.\-]*)[ \t]*\n\s*(<param\b.*?)(?=\s*</tool_call>)",
        r'\1<function name="\2">\3</function>',
        text,
        flags=re.S,
    )
    # ('<TOOLCALL>\nPayment_1_RequestPayment<receiver>amelia@example.com</receiver><amount>
    # 20000</amount>\n…', Qwen3-0.6B on BFCL, b1049: the name, then a parameter an element;
    # or on lines of their own, b1054)
    text = re.sub(
        r"(<tool_call>\s*)([A-Za-z_][\w.\-]*)\s*((?:<([A-Za-z_]\w*)>[^<>]*</\4>\s*)+)",
        lambda m: (
            m[1]
            + json.dumps(
                {"name": m[2], "arguments": {k: v for k, _, v in _XML_CHILD_RE.findall(m[3])}},
                ensure_ascii=False,
            )
        ),
        text,
    )
    if re.search(r"<tool_call>\s*\{\s*\"", text):
        text = _name_keyed_rewritten(text)
    # ('<TOOLCALL>Flights_4_SearchRoundtripFlights(origin_airport="San Francisco", …)>', the
    # closing tag left as its ">", Llama-3.1-8B on BFCL, b1074)
    text = re.sub(r"(<tool_call>[^<>]*\))[ \t]*>\s*\Z", r"\1</tool_call>", text)
    # ('<TOOLCALL>alimony_calculator.ca.calculate, payor_income=10000, …</TOOLCALL>', the
    # name, then its keywords after a comma, Qwen3 on BFCL, b1045)
    return re.sub(
        r"(<tool_call>[ \t]*)([A-Za-z_][\w.\-]*)[ \t]*,[ \t]*([A-Za-z_]\w*[ \t]*=[^<>\n]*?)"
        r"(?=[ \t]*</tool_call>)",
        r"\1\2(\3)",
        text,
    )


def _name_keyed_rewritten(text: str) -> str:
    """Each call in the tags written as an object of one key, the tool's name, its value the
    arguments ('<TOOLCALL>\n{\n "cell_biology.function_lookup": {"molecule": "ATP", …}\n}',
    Phi-4-mini on BFCL, b1074), as Hermes' {"name": …, "arguments": …}."""
    pieces: list[str] = []
    at = 0
    for m in re.finditer(r"<tool_call>\s*(?=\{)", text):
        if m.start() < at:
            continue
        end = jsonish.closing(text, m.end(), quotes='"')[0]
        value = jsonish.loads_object(text[m.end() : end + 1]) if end > 0 else None
        if not isinstance(value, dict) or len(value) != 1:
            continue
        name, args = next(iter(value.items()))
        if name in ("name", "function", "tool", "arguments", "parameters") or not isinstance(
            args, dict
        ):
            continue
        call = json.dumps({"name": name, "arguments": args}, ensure_ascii=False)
        pieces += [text[at : m.end()], call]
        at = end + 1
    return "".join(pieces) + text[at:] if pieces else text


# A directive in braces alone on its line: "{ACTION:run_command:yay -Ss hytale}",
# "{INVOKE_SKILL:EXIT}", or with the tool's name as its verb: "{UPDATE_IDENTITY:I made …}"
_BRACE_DIRECTIVE_RE = re.compile(
    r"^[ \t]*\{(?:(ACTION|INVOKE_SKILL|SKILL|TOOL|CALL|USE_TOOL):)?([A-Za-z_][\w.\-]*)"
    r"(?::([^\n]*?))?\}[ \t]*$",
    re.M,
)


def _brace_directive(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A desktop agent's own tags (Yips, gpt-oss in its session logs, b609): a registered
    tool's directive in braces on a line of its own, its input the text after the name's colon
    (one quoted value unquoted); the first such line is the step."""
    if resolve is None or "{" not in text:
        return None
    for m in _BRACE_DIRECTIVE_RE.finditer(text):
        verb, name, given = m.groups()
        if (verb is None and given is None) or not resolve(name):
            continue
        given = unquote(given or "")
        return as_step(name, given, _before(text, m.start(), reasoning), text.strip(), resolve)
    return None


# A Lisp-style command alone on its line: '(write-file "test.txt" "Hello")'
# (or the first of several on the line: '(query "context") (pin "ready")', b520)
_S_EXPRESSION_RE = re.compile(r"^[ \t]*\(([A-Za-z_][\w\-]*)[ \t]+([^()\n]*?)\)[ \t]*(?=$|\()", re.M)


def _s_expression(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """'(shell "echo Hello > /tmp/test.txt")' (minimax-m2.5 in OmegaClaw, whose commands are
    s-expressions, b516): a registered tool's command; one quoted value is the input, several
    are the input as written."""
    if resolve is None or "(" not in text:
        return None
    for m in _S_EXPRESSION_RE.finditer(text):
        if resolve(m[1]) != m[1]:
            continue
        given = m[2].strip()
        one = re.fullmatch(r"\"((?:[^\"\\]|\\.)*)\"", given)
        value: Any = one[1].replace('\\"', '"') if one else given
        assigned = jsonish.loads(given[1:]) if given.startswith("=") else None
        if isinstance(assigned, dict):
            value = assigned  # '(todo = {"type": "add", …})' (Qwen3-0.6B on BFCL, b1041)
        return as_step(m[1], value, _before(text, m.start(), reasoning), text.strip(), resolve)
    return None


# Kimi K2's call id as its call, the tokens around it lost: "…contents.functions.LS:1{…}"
# (or its arguments on the line below it, in a fence after prose: "```json\nfunctions.fare_
# quote:0\n{…}\n```", qwen 0.5B under Kimi K2's prompt, b1571)
_KIMI_ID_CALL_RE = re.compile(r"(?<![\w/])functions\.([\w\-]+):\d+[ \t]*(?:\n[ \t]*)?(?=\{)")


def _kimi_id_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """ "Let me list the current directory contents.functions.LS:1{"path": "/Users/…"}"
    (Kimi-K2 through ik_llama.cpp, its special tokens dropped, b515): a registered tool's
    call, named as Kimi's call ids name it, with its arguments after."""
    m = _KIMI_ID_CALL_RE.search(text) if resolve is not None and "functions." in text else None
    if m is None or resolve is None or not resolve(m[1]):
        return None
    args = jsonish.loads_object(text[m.end() :])
    if args is None:
        return None
    return as_step(m[1], args, _before(text, m.start(), reasoning), text.strip(), resolve)


# A registered tool's call in an XML-like tag: "<Movies_3_FindMovies>(genre="Family")",
# "<add_postgres_server(host="db", port=5432)]", "<f>(a=1)</f>" (BFCL's XML format, written as
# a Python call)
# (inside Nemotron's <TOOLCALL> too: '<TOOLCALL><vex_api.export>(uuid="…")', BFCL, b772)
_TAG_WRAPPED_RE = re.compile(r"\A\s*(?:<tool_call>\s*)?<([A-Za-z_][\w.\-]*)(?:>[ \t]*|(?=\())\(")


def _tag_wrapped_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _TAG_WRAPPED_RE.match(text) if text.lstrip().startswith("<") else None
    if m is None or resolve is None or resolve(m[1]) != m[1]:
        return None
    end = closing_paren(text, m.end() - 1)
    if end < 0:
        return None
    args = call_arguments(text[m.end() : end])
    return as_step(m[1], args, reasoning, text[: end + 1].strip(), resolve)


# A function's parameters with their types, as a tools' list writes them: "city: string,
# attendees?: string[]"
# (Python's typing forms too: "climate: Literal['dry', 'humid'] = 'dry'", b694)
_TYPE_NAME = (
    r"(?:string|str|number|int|integer|float|bool|boolean|array|list|object|dict|any|none"
    r"|literal|optional|union|tuple|sequence|mapping)"
)
# (a type perhaps subscripted or a union: "photos: list[str] | None = None", LLMCompiler's tool
# list echoed, b766)
_SIGNATURE_RE = re.compile(
    rf"(?:[\w\-]+\??[ \t]*:[ \t]*{_TYPE_NAME}(?:\[[^\]\n]*\])?"
    rf"(?:[ \t]*\|[ \t]*{_TYPE_NAME}(?:\[[^\]\n]*\])?)*(?:[ \t]*=[^,]*)?[ \t]*(?:,[ \t]*|$))+",
    re.I,
)
# One parameter given as its name and type in a signature's parentheses
# A plan's item: "1. refundStatus(taxpayer_id: str, year: int) -> str", "2. join()"
# (and the tool's description after a colon: "2. deliveryWindow(postcode: str, weekday: str)
# -> str: Delivery slots for a postcode on a weekday.", "3. join(): Collects and combines …")
_PLAN_ITEM_RE = re.compile(
    r"(?:\d{1,2}[.)][ \t]*)?([\w.\-]+)\((.*)\)(?:[ \t]*->[ \t]*[\w\[\], |]+)?"
    r"(?:[ \t]*:[ \t]+\S.*)?"
)
# A parameter's type written after "=" rather than ":": "items=dict[str, int]"
_TYPE_AFTER_EQUALS_RE = re.compile(rf"(^|,[ \t]*)([\w\-]+)[ \t]*=[ \t]*(?={_TYPE_NAME}\b)", re.I)


def echoed_plan(text: str, resolve: Resolver | None) -> bool:
    """Whether a reply is nothing but the tools' signatures as a plan's items, and LLMCompiler's
    join() ("1. refundStatus(taxpayer_id: str, year: int) -> str\n2. join()", qwen 0.5B, b934):
    the list of tools echoed, no call (their return types perhaps left out, b1571)."""
    if "->" not in text and "join()" not in text:
        return False  # (neither a return type nor join(): no plan's list of signatures)
    lines = [line for line in text.strip().splitlines() if line.strip()]
    # (each item's description perhaps on an indented line below it: "1. add_reviewers(repo:
    # str, …) -> str:\n   Alice and Bob-w ask …", qwen 0.5B under LLMCompiler's prompt, b1464)
    lines = [line for i, line in enumerate(lines) if not (i and line[:1] in " \t")]
    items = [_PLAN_ITEM_RE.fullmatch(line.strip().rstrip(":")) for line in lines]
    if resolve is None or not items or not all(items):
        return False
    # (a type after "=": "1. order_plants(items=dict[str, int], deliver: bool = False) -> str:
    # Order plants, …", qwen 0.5B under LLMCompiler's prompt, b998)
    signatures = [
        m
        for m in items
        if m
        and resolve(m[1])
        and _SIGNATURE_RE.fullmatch(
            # (a list's type as its item's in brackets: "reviewers: [str]", b1464)
            _TYPE_AFTER_EQUALS_RE.sub(r"\1\2: ", m[2].strip()).replace(": [", ": list[")
        )
    ]
    joins = [m for m in items if m and m[1] == "join" and not m[2].strip()]
    return bool(signatures) and len(signatures) + len(joins) == len(items)


_TYPED_ARG_RE = re.compile(
    rf"(?:^|,)[ \t]*[\w\-]+\??[ \t]*:[ \t]*{_TYPE_NAME}(?:\[[^\]\n]*\])?[ \t]*(?=,|\Z)", re.I
)
# hello-agents' (Datawhale's Chinese agent tutorial) "[TOOL_CALL:search:query=Python]",
# "[TOOL_CALL:calculator:2+3*4]", "[TOOL_CALL:note:{"action": "read", …}]"
_COLON_CALL_RE = re.compile(r"\[TOOL_CALL[ \t]*:[ \t]*([\w.\-]+)[ \t]*:[ \t]*", re.I)
_COLON_PAIR_RE = re.compile(r"([\w\-]+)[ \t]*=(.*)", re.S)


def _colon_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _COLON_CALL_RE.search(text) if "[TOOL_CALL" in text.upper() else None
    if m is None:
        return None
    start = m.end()
    if text.startswith("{", start):
        end = jsonish.closing(text, start, '"')[0]
        args: dict[str, Any] | str | None = jsonish.loads_object(
            text[start : end + 1 if end > 0 else len(text)]
        )
        end = text.find("]", end) if end > 0 else -1
    else:
        line_end = text.find("\n", start)
        line = text[start : line_end if line_end >= 0 else len(text)]
        end = start + line.rfind("]") if "]" in line else -1
        written = text[start:end] if end >= 0 else line
        pairs = re.split(r",[ \t]*(?=[\w\-]+[ \t]*=)", written.strip())
        found = [_COLON_PAIR_RE.fullmatch(p.strip()) for p in pairs]
        args = (
            {f[1]: f[2].strip() for f in found if f is not None}
            if all(found) and written.strip()
            else written.strip()
        )
    if args is None:
        return None
    said = _before(text, m.start(), reasoning)
    return as_step(m.group(1), args, said, text[: end + 1 if end >= 0 else len(text)], resolve)


# A plan's steps, a registered tool, its input and what it is for between bars: "STEP:
# read_file | WORKPAPER/last_action.md | Lese die letzte Aktion" (MantisClaw, qwen3-coder)
_PLAN_LINE_RE = re.compile(
    r"^[ \t]*STEP[ \t]*\d{0,2}[ \t]*:[ \t]*([\w.\-]+)[ \t]*\|([^|\n]*)", re.M
)


def _plan_line(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _PLAN_LINE_RE.search(text) if resolve is not None and "STEP" in text else None
    if m is None or resolve is None or not resolve(m.group(1)):
        return None
    return as_step(
        m.group(1), m.group(2).strip(), _before(text, m.start(), reasoning), text, resolve
    )


# Chain-of-Abstraction's placeholders for calls in a plan, "[FUNC uber_10k("What was …?") =
# y1]" (LlamaIndex's CoA agent): the first calls a registered tool.
_ABSTRACT_CALL_RE = re.compile(r"\[FUNC[ \t]+([\w.\-]+)[ \t]*\(")


def _abstract_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _ABSTRACT_CALL_RE.search(text) if resolve is not None and "[FUNC" in text else None
    if m is None or resolve is None or not resolve(m.group(1)):
        return None
    end = closing_paren(text, m.end() - 1)
    if end < 0 or not re.match(r"[ \t]*=[ \t]*\w+[ \t]*\]", text[end + 1 :]):
        return None
    args = call_arguments(text[m.end() : end])
    return as_step(m.group(1), args, _before(text, m.start(), reasoning), text, resolve)


# The rest of a JSON call whose start the prompt wrote for the model ('{"tool_name": ' put in
# the assistant's turn, Pinecone's Mixtral agent): ' "Calculator",\n "input": "…"\n}\n```'.
_PREFILLED_RE = re.compile(r'\s*"([^"\n]{1,60})"[ \t]*,[ \t]*\n[ \t]*"\w+"[ \t]*:')


def _prefilled(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _PREFILLED_RE.match(text) if resolve is not None else None
    if m is None or resolve is None or not (resolve(m[1]) or is_final_name(m[1])):
        return None
    found = blob('{"action": ' + text.strip().removesuffix("```").rstrip())
    return as_step(*found, reasoning, text.strip(), resolve) if found else None


def _lone_name(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """ "!attack" (Mindcraft's command, its argument left out): a reply that is nothing but
    a registered tool's name, written as no word of prose is ("!", "/", "_" or "."), calls
    it with no arguments; "python_calculator\n5+3" (GLM-4-Flash): such a name on its own
    line and one short line under it, that line its input."""
    # ("```api-call\ngithub.search_code\nacme widgets\n```": DB-GPT's block, the reply in it)
    stripped = _one_fence(text.strip())
    coded = re.fullmatch(r"`([\w.\-]+)`", stripped)
    if coded and resolve is not None and (resolve(coded[1]) or "").lower() == coded[1].lower():
        # "`soil_test`" (Qwen2.5-Coder under GLM-4.5's prompt): the name alone in inline
        # code, as in a fence, an empty input
        return as_step(coded[1], "", reasoning, stripped, resolve)
    name, _, below = stripped.partition("\n")
    name, below = name.strip(), below.strip()
    if resolve is None or resolve(name) != name or not _LONE_NAME_RE.fullmatch(name):
        return None
    if not below:
        return as_step(name, {}, reasoning, name, resolve)
    if "\n" in below or is_sentence(below):
        return None  # prose under the name, not its input
    # ("search_photos\narguments: {…}", Granite's call with its token dropped, b1501: the
    # object under its label, as read_input reads a lead-in before one)
    return as_step(name, read_input(below), reasoning, text.strip(), resolve)


_LONE_NAME_RE = re.compile(r"[!/][\w.\-]+|\w+[_.][\w.\-]*\w")

# Mindcraft's command where the chat reply ends: "Building a house!  !craft(oak_planks, 4)",
# "…how about a nice little house?  !craftable"
_BANG_COMMAND_END_RE = re.compile(r"(?:^|\s)!([A-Za-z]\w*)(?:\(([^()\n]*)\))?[ \t]*\Z")


def _bang_command_end(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A "!command" or "!command(args)" that ends a reply after prose: a registered tool's
    name, or any name with its arguments in parentheses (Mindcraft's bots)."""
    m = _BANG_COMMAND_END_RE.search(text.rstrip()) if "!" in text else None
    if m is None or resolve is None:
        return None
    if m.group(2) is None and resolve(m.group(1)) != m.group(1):
        return None
    value: Any = call_arguments(m.group(2)) if m.group(2) and m.group(2).strip() else {}
    return as_step(m.group(1), value, _before(text, m.start(), reasoning), text.strip(), resolve)


# Toolformer's inline call where the reply stops: "The population of Paris is [search(
# population of Paris) " (its "→" the stop string): the call the text waits on
_INLINE_CALL_END_RE = re.compile(
    r"\[([A-Za-z_][\w.\-]{0,40})\(([^\[\]()\n]{0,300})\)?[ \t]*(?:→|->)?[ \t]*\Z"
)


def _inline_call_end(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _INLINE_CALL_END_RE.search(text.rstrip()) if "[" in text[-360:] else None
    line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()] if m else ""
    if m is None or "```" in text or re.search(r"[=({\[]|\breturn\b|^\s", line):
        return None  # (not code cut off: "    return [get_weather_list()")
    said = text[: m.start()].strip() or reasoning
    return as_step(m.group(1), call_arguments(m.group(2)), said, text.strip(), resolve)


# "GET http://…/Observation?code=A1C&patient=S1891852" (MedAgentBench's protocol): a line
# that is a registered tool's name as registered, then one URL or path; a JSON body may follow
_VERB_LINE_RE = re.compile(r"\A\s*([\w.\-]+)[ \t]+(\S+)[ \t]*(?:\n|\Z)")


def _verb_line(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """The reply's first line calls a registered tool by its exact name with a URL or path
    ("GET {api_base}/Observation?…", several such lines: the first); a JSON body right under
    it ("POST url\n{…}") is part of the input, up to its closing brace."""
    m = _VERB_LINE_RE.match(text)
    if resolve is None or m is None or "/" not in m[2] or resolve(m[1]) != m[1]:
        return None
    value, end = m[2], m.end()
    if text[end:].lstrip().startswith("{"):
        opened = text.index("{", end)
        close, _ = jsonish.closing(text, opened)
        if close > opened:
            value, end = f"{m[2]}\n{text[opened : close + 1]}", close + 1
    return as_step(m[1], value, reasoning, text[:end].strip(), resolve)


# Tags whose "<" a chat app or server ate: ' name="get_weather"> name="city">Paris' (the
# openers of <invoke name=…>/<parameter name=…> gone, MiniCPM via Ollama), or Roo Code's
# "read_file>\nargs>\n<file>\n<path>main.gopath>" (most "<" and "</" gone, Qwen3-Coder).
_EATEN_NAME_RE = re.compile(r"(?:^|\s)name=\"([\w.\-]+)\">((?:(?!\sname=\")[^\n<])*)")
_EATEN_OPENING_RE = re.compile(r"\A\s*([\w.\-]+)>[ \t]*\n")
_EATEN_LEAF_RE = re.compile(r"<(\w+)>([^<\n]*?)(?:</\1>|\1>)[ \t]*$", re.M)


def _eaten_tags(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A registered tool's call in XML that lost its tags' "<": the names and values left."""
    if resolve is None:
        return None
    bolted = bolt_action(text, reasoning, resolve) if "<action" in text else None
    if bolted is not None:
        # '<action type="TOOL" attribute="value" name="rent_car">\n<city> Lisbon</city>…'
        # (smollm2 under a Bolt-style prompt, b666): the "<" is there, the element whole
        return bolted
    # (not where the tags are whole: '<tool_call name="get_current_weather">\n<arguments>…',
    # Falcon3-FC on BFCL, b861)
    names = _EATEN_NAME_RE.findall(text) if not re.search(r"<[\w.\-]+[ \t]+name=\"", text) else []
    if names and resolve(names[0][0]) and not names[0][1].strip():
        args = {key: scalar(value) for key, value in names[1:]}
        return as_step(names[0][0], args, reasoning, text.strip(), resolve)
    m = _EATEN_OPENING_RE.match(text)
    if m and resolve(m.group(1)) and f"<{m.group(1)}>" not in text:
        # the leaves' values, out of the nesting ("<args><file><path>" is the path)
        args = {key: scalar(value) for key, value in _EATEN_LEAF_RE.findall(text, m.end())}
        return as_step(m.group(1), args, reasoning, text.strip(), resolve)
    return None


# An argument's line of GLM's call with its tags gone: "annual_salary 165000"
_BARE_PAIR_LINE_RE = re.compile(r"[ \t]*([A-Za-z_]\w*)[ \t]+(\S[^\n]*?)[ \t]*")


def _bare_pairs(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """GLM-4.5's call with its tags dropped as special tokens (qwen 0.5B under its prompt,
    b725): a registered name alone on the first line, then two or more "key value" lines,
    one per argument ("schedule_interview\ncandidate_email ana.lima@example.com\n…")."""
    lines = [line for line in text.strip().split("\n") if line.strip()]
    if resolve is None or len(lines) < 3 or resolve(lines[0].strip()) != lines[0].strip():
        return None
    pairs = [_BARE_PAIR_LINE_RE.fullmatch(line) for line in lines[1:]]
    keys = [p[1] for p in pairs if p is not None]
    if len(keys) < len(pairs) or len(set(keys)) < len(keys):
        return None
    args = {p[1]: scalar(p[2]) for p in pairs if p is not None}
    return as_step(lines[0].strip(), args, reasoning, text.strip(), resolve)


# A fence's language, as the tool that runs it: coding agents (mini-SWE-agent, Open
# Interpreter) take "```bash\nls\n```" as a call of their shell tool.
_LANGUAGES = (
    ("bash", "sh", "shell", "zsh", "console", "terminal"),
    ("python", "py", "python3", "ipython"),
)
FENCE_LINE_RE = re.compile(r"^[ \t]*```[ \t]*([\w.\-]*)[ \t]*$", re.M)


# Fences of a program, whose objects assigned or returned are its values ("grade = {…}",
# "return {…}")
_ASSIGNED_RE = re.compile(r"(?:[A-Za-z_][\w.\[\]'\"]*[ \t]*=|\breturn)[ \t]*$")
_CODE_LANGUAGES = frozenset(
    {"python", "py", "javascript", "js", "typescript", "ts", "java", "go", "rust", "c", "cpp"}
)


def fences(text: str) -> list[tuple[int, int, str, str]]:
    """The fenced blocks of `text` in order, as (start, end, info string, body), paired in one
    pass: an opening line, then the next bare ``` line closes it (an unclosed one runs to the
    end)."""
    found: list[tuple[int, int, str, str]] = []
    opening: re.Match[str] | None = None
    for m in FENCE_LINE_RE.finditer(text):
        if opening is None:
            opening = m
        elif not m.group(1):
            body = text[opening.end() + 1 : m.start()]
            found.append((opening.start(), m.end(), opening.group(1), body))
            opening = None
    if opening is not None:
        found.append((opening.start(), len(text), opening.group(1), text[opening.end() + 1 :]))
    return found


def _bodiless_post(text: str, resolve: Resolver) -> bool:
    """Whether `text` is only a FHIR resource's object (perhaps fenced) whose type a registered
    "POST …/Type" request creates."""
    body = _one_fence(text.strip())
    decoded = jsonish.loads_object(body) if body[:1] == "{" and body[-1:] == "}" else None
    kind = decoded.get("resourceType") if decoded is not None else None
    return isinstance(kind, str) and kind.isidentifier() and bool(resolve(f"POST /{kind}"))


def _one_fence(text: str) -> str:
    """A reply that is one closed fence and nothing else, as the fence's body; any other as it
    is."""
    found = fences(text) if text.endswith("```") else []
    if len(found) == 1 and found[0][0] == 0 and found[0][1] == len(text):
        return found[0][3].strip()
    return text


_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def fenced_tool(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """The first fenced block in a language that a registered tool runs: "```bash" for a tool
    named bash (or sh, or shell), mini-SWE-agent's "```mswea_bash_command" for bash; a call
    of that tool with the code, whatever prose is around it (Open Interpreter's replies), even
    inside another fence ("```markdown\n```bash\ndf -h\n```")."""
    if resolve is None or "```" not in text:
        return None
    # "THOUGHT: ```bash\nsed -n '220,245p' a.py\n```": the fence opened on the label's line
    text = re.sub(
        r"^([ \t]*[A-Za-z]{2,12}[ \t]*:[ \t]*)(?=```[\w.\-]*[ \t]*\n)", r"\1\n", text, flags=re.M
    )
    lines = list(FENCE_LINE_RE.finditer(text))
    tools: dict[str, set[str]] = {"": set()}  # the tools each info string names
    for k, m in enumerate(lines):
        info = m.group(1)
        if info not in tools:
            family = next((f for f in _LANGUAGES if info.lower() in f), (info.lower(),))
            parts = {p for p in re.split(r"[_\-.]", info) if p} | set(family)
            tools[info] = {p for p in parts if resolve(p) == p}
        if len(tools[info]) != 1:
            continue
        (tool,) = tools[info]
        # (closed by a bare fence; else by the next fence line, junk after it: "```_",
        # "``` beachfront", tokens a model leaked)
        closing = next((c for c in lines[k + 1 :] if not c.group(1)), None) or next(
            iter(lines[k + 1 :]), None
        )
        end = closing.end() if closing else len(text)
        code = text[m.end() + 1 : closing.start() if closing else end].strip("\n")
        if closing is None:
            code = re.sub(r"`{3}[ \t]*\Z", "", code.rstrip())  # "…'```": a fence glued on
        if m.group(0)[:1] in " \t":
            code = textwrap.dedent(code)  # a fence in a list item: the item's indent is not code
        heredoc = re.search(r"<<-?[ \t]*(['\"]?)(\w+)\1\\n", code)
        if heredoc and "\n" not in code.strip():
            # "python - <<'PY'\\nfrom pathlib import Path\\n…\\nPY```": a heredoc written on
            # one line, its line breaks (and quotes) escaped as a JSON string holds them; read
            # so only when its last line ends it (printf "a\\nb" keeps its escapes)
            decoded = re.sub(r"\\(.)", lambda e: _ESCAPES.get(e[1], e[0]), code.strip())
            if decoded.strip("\n").rpartition("\n")[2].strip() == heredoc[2]:
                code = decoded.strip("\n")
        if code.strip() and _document_around(text, m.start(), end):
            # "### 使用方式\n```bash\ncargo run --release\n```\n\n### 配置特点\n- …" (GLM-4.7 in a
            # coding agent): a section of a written document, its commands shown, not run
            return None
        if code.strip():
            before = _before(text, m.start(), reasoning)
            named = info == tool and not any(info.lower() in f for f in _LANGUAGES)
            if named and code.lstrip()[:1] == "{" and (args := jsonish.loads_object(code)):
                # "…```archival_memory_key_search\n{"query": "scratch", "k": 1}" (glm-4-9b-chat
                # on BFCL, b1341): GLM's name-then-JSON glued to a fence's close, the tool's
                # full name as the info string: the object is its arguments
                return as_step(tool, args, before, text[:end], resolve)
            return as_step(tool, code, before, text[:end], resolve)
    return None


_HEADING_RE = re.compile(r"^#{1,6}[ \t]+\S", re.M)


def _shown_how(text: str, start: int, end: int) -> bool:
    """Whether a fence at `start` shows a call: "Here's how to call it:" on the line above, and
    a Markdown heading after it ("### Explanation:")."""
    above = text[:start].rstrip().rpartition("\n")[2]
    if _SHOWN_HOW_RE.search(above) is None:
        return False
    # (the heading after the fence, not a comment of the code in it: "# Set zone humidity\n
    # set_zone_humidity(…)" is the fence's second call, b1543)
    if text.startswith("```", start) and not text.endswith("``", 0, end):
        closed = text.find("```", end)
        end = closed + 3 if closed >= 0 else end
    return _HEADING_RE.search(text, end) is not None


# ("Here's how you can call the function:", "Here's how to structure the call:"; not "Here's
# how you can retrieve up to 50 services:", a call made, b156)
_SHOWN_HOW_RE = re.compile(
    r"(?i)\bhere(?:'s| is) how (?:you (?:can|could|would) |to )?(?:call|invoke|structure the call)"
    r"\b[^\n]*[:：][ \t]*\Z"
)


def _document_around(text: str, start: int, end: int) -> bool:
    """Whether a fence sits in a Markdown document: headings before it, and another after."""
    return (
        len(_HEADING_RE.findall(text, 0, start)) >= 2 and _HEADING_RE.search(text, end) is not None
    )


_NAME_LINE_RE = re.compile(
    r"^[ \t]*(?:Tool[ \t]+|Function[ \t]+)?Name[ \t]*[:：][ \t]*([\w.\-]+)[ \t]*$", re.M | re.I
)
_ARGUMENTS_LINE_RE = re.compile(r"^[ \t]*Arguments[ \t]*[:：][ \t]*(?=\{)", re.M | re.I)


def _name_and_arguments(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """A registered tool's "Name: …" line and an "Arguments: {…}" line, in either order
    (qwen2.5-coder-0.5b under Hermes 3's prompt, b653: its call without the tags)."""
    if resolve is None or "rguments" not in text:
        return None
    named = _NAME_LINE_RE.search(text)
    given = _ARGUMENTS_LINE_RE.search(text) if named else None
    if named is None or given is None or not resolve(named[1]):
        return None
    end = jsonish.closing(text, given.end(), quotes='"')[0]
    args = jsonish.loads_object(text[given.end() : end + 1]) if end > 0 else None
    if args is None:
        return None
    start = min(named.start(), given.start())
    return as_step(named[1], args, _before(text, start, reasoning), text, resolve)


# A call's element with its name, then its arguments' object unquoted as an attribute
_ARGUMENTS_ATTR_RE = re.compile(
    r"<(?:tool_call|function|tool)(?:[ \t]+id=[\"'][^\"'<>\n]*[\"'])?[ \t]+name=[\"']([\w.\-]+)[\"']"
    # (or its "=" left out: 'name="EuclideanDistance.calculate" arguments {"pointA": …}>',
    # Falcon3-1B-FC on BFCL, b864)
    r"[ \t]+arguments[ \t]*=?[ \t]*(?=\{)"
)
# ... or named, its arguments' tags inside: '<tool_call name="f">\n<arguments>\n<argument …'
_NAMED_CALL_ELEMENT_RE = re.compile(
    r"<(?:tool_call|tool)[ \t]+name=[\"']([\w.\-]+)[\"'][ \t]*>\s*"
    r"(?=<(?:arguments?|params?|parameters?)\b|\{|<tool_call[ \t]+arguments=\{)"
)
# A call's object inside others: '"name": "f", "arguments": {'
_NAMED_ARGUMENTS_RE = re.compile(
    r"\"name\"[ \t]*:[ \t]*\"([\w.\-]+)\"[ \t]*,\s*\"arguments\"[ \t]*:[ \t]*\{"
)
# ... or its attributes a call's keywords: '<f group1=[3, 4], equal_variance=true/>'
_OWN_KEYWORDS_RE = re.compile(r"\s*<([A-Za-z_][\w.\-]*)[ \t]+([A-Za-z_]\w*=[^<>]*)>\s*")
# A tool's own element opening with attributes: '<get_current_weather location="X" unit="c">'
_OWN_ELEMENT_RE = re.compile(r"\s*<([A-Za-z_][\w.\-]*)((?:[ \t]+[\w\-]+=\"[^\"<>]*\")+)[ \t]*>")
# A list opened at the reply's start: strings, then a name, then an object
_STRINGS_THEN_NAME_RE = re.compile(
    r"\[\[?[ \t]*(?:\"[^\"\n]*\"[ \t]*,[ \t]*){1,3}\"([\w.\-]+)\"[ \t]*,[ \t]*\{"
)
# An object's body of "key = value" lines: '{\n    query = "x"\n    limit = 5\n}'
_ASSIGNED_LINES_RE = re.compile(
    r"\{[ \t]*\n((?:[ \t]*[A-Za-z_]\w*[ \t]*=[ \t]*[^\n]*\S[ \t]*\n)+)[ \t]*\}"
)


# A registered tool's name assigned an object, the whole reply (in a fence, closed or not)
_ASSIGNED_OBJECT_RE = re.compile(
    r"\s*(?:```[ \t]*(?:python|py|json)?[ \t]*\n)?[ \t]*([A-Za-z_][\w.\-]*)[ \t]*=[ \t]*"
    r"(\{.*\})\s*(?:```)?\s*",
    re.S,
)


def _assigned_object(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """'```python\ncalculate_fitness = {"trait_values": [0.8, 0.7], …}' (gemma-3-1b on BFCL,
    b1141): a registered tool's name given its arguments as a variable is given a value."""
    m = _ASSIGNED_OBJECT_RE.fullmatch(text) if resolve is not None and "=" in text else None
    if m is None or resolve is None or resolve(m[1]) is None:
        return None
    if jsonish.closing(text, m.start(2), quotes='"')[0] != m.end(2) - 1:
        return None  # (one object, not one of several: "add_postgres_server = {…}\n\nf = {…}")
    args = jsonish.loads_object(m[2])
    if args is None or any(map(schema_like, args.values())):
        return None  # (nor a schema: '… = {"type": {"type": "dict", "properties": …}}', b1152)
    return as_step(m[1], args, reasoning, text.strip(), resolve)


def _name_before_object(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """A registered tool's name with a JSON object right after it, whatever comes before it
    on the line ("--- CALL --- nc://searxng_search {"query": …}", a dialect a model made up)."""
    if resolve is None or "{" not in text:
        return None
    tried = 0
    # (a name starts after no name's character: from inside a run of dots or letters each
    # place would scan the run again)
    # (or an "Args:" label between: ": Read Args :{"file_path": …}", Claude's calls flattened
    # into a chat channel by OpenClaw)
    for m in re.finditer(
        r"(?<![\w.\-])([\w.\-]+)[ \t]*(?:[ \t]Args[ \t]*[:：][ \t]*)?(?=\{)", text
    ):
        name, start = m.group(1), m.start()
        if resolve(name) != name:
            # "…and the distance traveled.kinematics_final_velocity{…}" (Mistral-Small-3.2 on
            # BFCL, its calls glued to the sentence before, b604): the registered name after a dot
            dots = [i for i, c in enumerate(name) if c == "."]
            glued = next((i + 1 for i in dots if resolve(name[i + 1 :]) == name[i + 1 :]), None)
            if glued is None:
                continue
            name, start = name[glued:], start + glued
        tried += 1
        if tried > 3:  # each try scans to the object's end: a few, not one per brace
            return None
        end = jsonish.closing(text, m.end(), quotes='"')[0]
        args = jsonish.loads_object(text[m.end() : end + 1]) if end > 0 else None
        if end > 0 and KEYWORD_START_RE.match(text, m.end() + 1):
            # 'Events_3_FindEvents{event_type="Music", city="Las Vegas"}': a call's keywords
            # in braces, not an object's members (which JSON's repair would mangle)
            called = call_arguments(text[m.end() + 1 : end])
            args = called if isinstance(called, dict) and called else args
        block = _ASSIGNED_LINES_RE.fullmatch(text, m.end(), end + 1) if end > 0 else None
        if block is not None:
            # 'search_web {\n    query = "capital of…"\n    results_limit = 5\n    safe_search =
            # True\n}' (gemma-3-1b on BFCL, b859): the arguments one "key = value" a line, as
            # HCL writes a block
            lines = [line.strip() for line in block[1].strip().splitlines()]
            assigned = call_arguments(", ".join(lines))
            if isinstance(assigned, dict) and len(assigned) == len(lines):
                args = assigned
        if args is not None:
            before = _before(text, start, reasoning)
            return as_step(name, _bare_arguments(args), before, text[: end + 1].strip(), resolve)
    return None


# A registered name glued to a "<" and its call after it: 'Events_3_FindEvents<event_type=
# "Music", city="Las Vegas", …, category="Music"}' (gemma-3-1b on BFCL's concise XML, b1069)
_NAME_GLUED_ANGLE_RE = re.compile(r"\s*([\w.\-]+)<(?![/!?])(.+?)\s*\Z", re.S)


def _name_glued_to_angle(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """A registered tool's name, a "<", then its keywords or its call again (the brackets
    left as a small model mixed them), the whole reply."""
    m = _NAME_GLUED_ANGLE_RE.match(text) if resolve is not None and "<" in text else None
    if m is None or resolve is None or resolve(m[1]) != m[1]:
        return None
    rest = m[2]
    if KEYWORD_START_RE.match(rest):
        args = call_arguments(rest[:-1] if rest[-1] in ">})" else rest)
        if isinstance(args, dict) and args:
            return as_step(m[1], args, reasoning, text.strip(), resolve)
        return None
    typed = re.fullmatch(r"[\w\-]*>[ \t]*(\{.*\})", rest, re.S)
    if typed and isinstance(args := jsonish.loads_object(typed[1]), dict) and args:
        # "Flights_4_SearchRoundtripFlights<dict>{'origin_airport': 'JFK', …}" (gemma-3-1b on
        # BFCL, b1075): a type's tag between the name and its arguments' object
        return as_step(m[1], args, reasoning, text.strip(), resolve)
    # 'Music_3_LookupMusic<music_3_lookup_music("Pool", …)' (gemma-3-1b, b1069): the call
    # under another spelling of the same name
    again = re.fullmatch(r"([\w.\-]+)\((.*)\)>?", rest, re.S)
    if again and resolve(again[1]) == m[1]:
        return as_step(m[1], call_arguments(again[2]), reasoning, text.strip(), resolve)
    return None


# An object whose first member is a registered name alone, no key: '{"Media_3_FindMovies",
# "genre":"Action", …}' (gemma-3-1b on BFCL, b1081); or a key given an index or nothing:
# '{\n  "bookVetSlot": 0,\n  "pet_name": "小黑", …}' (qwen 0.5B under Kimi K2's prompt, b1139)
_NAME_FIRST_MEMBER_RE = re.compile(
    r'\{\s*"([\w.\-]+)"\s*(?::\s*(?:\d{1,3}|null|true|"")\s*)?,\s*(?="[^"\n]+"\s*:)'
)


def _name_first_in_object(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """A registered tool's name written as an object's first member, its arguments after."""
    m = _NAME_FIRST_MEMBER_RE.search(text) if resolve is not None and '",' in text else None
    if m is None or resolve is None or resolve(m[1]) != m[1]:
        return None
    end = jsonish.closing(text, m.start(), quotes='"')[0]
    args = jsonish.loads_object("{" + text[m.end() : end + 1]) if end > 0 else None
    if not args:
        return None
    return as_step(m[1], args, _before(text, m.start(), reasoning), text.strip(), resolve)


# A tool's name alone in a call's element, its parameters as elements after it
# (not LangChain's XML agent's "<tool>weather</tool><tool_input>广州</tool_input>", read with
# its input's own element)
_NAME_ELEMENT_RE = re.compile(r"\s*<(function_call|tool_call)>\s*([\w.\-]+)\s*</\1>")


def _name_element_then_elements(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """'<function_call>views_update</function_call>\n<token>1231289312</token>\n<view_id>…'
    (Phi-4-mini on BFCL, b1084): the registered name in the call's element, then a parameter
    an element, as text."""
    m = _NAME_ELEMENT_RE.match(text) if resolve is not None and "</" in text else None
    if m is None or resolve is None or resolve(m[2]) != m[2]:
        return None
    rest = text[m.end() :]
    if not rest.strip() or not _ELEMENTS_ONLY_RE.fullmatch(rest):
        return None
    return as_step(m[2], _xml_children(rest.strip()), reasoning, text.strip(), resolve)


def _bare_arguments(args: Any) -> Any:
    """The arguments after a bare name, less a key that wraps them as a JSON call's would:
    '<tool_call>web_search{"args": {"query": …}}' (Qwen3.5-122B). (In a JSON call the key is
    kept: {"name": "read_file", "arguments": {"args": …}} may be the tool's own parameter.)"""
    if isinstance(args, dict) and len(args) == 1:
        key, value = next(iter(args.items()))
        if key in ("args", "arguments", "parameters") and isinstance(value, dict) and value:
            return value
    return args


# Functionary's ">>>recipient\ncontent": a tool's name (or its call) and its JSON arguments, or
# "all" for the answer to the user; the first message is the step.
_FUNCTIONARY_RE = re.compile(r"\A>>>[ \t]*(.*?)(?=^>>>|\Z)", re.S | re.M)
# ... after a fence's opening and comment lines
_FUNCTIONARY_LEAD_RE = re.compile(r"\s*```[\w\-]*[ \t]*\n(?:[ \t]*(?://|#)[^\n]*\n)*[ \t]*")


# Functionary's message to a recipient on a line of its own after other text, its JSON below
_FUNCTIONARY_LATER_RE = re.compile(r"^>>>[\w.\-]+[ \t]*\n[ \t]*\{", re.M)
# ... or glued to the end of a sentence said to the user
_FUNCTIONARY_GLUED_RE = re.compile(r"(?<=[.!?。！？])>>>([\w.\-]+)[ \t]*\n[ \t]*\{")


def _fenced_example(text: str, at: int) -> bool:
    """Whether `at` is inside a fence opened under a line that says an example follows
    ("For example:", "以下是一个示例：")."""
    fence = text.rfind("```", max(0, at - 4000), at)
    if fence < 0 or text.count("\n", fence, at) == 0:
        return False  # (no fence opened on a line above it, near it: read a window, not all)
    return _example_lead(text[max(0, fence - 400) : fence].rstrip().rpartition("\n")[2])


# A call alone on the reply's first line, a line break after it
_CALL_THEN_RE = re.compile(r"\s*([A-Za-z_][\w.\-]*)\(([^\n]*)\)[ \t]*\n\s*")


def _examples_fenced(text: str) -> int:
    """How many fences of `text` open under a line that says an example follows."""
    return sum(
        _example_lead(text[max(0, start - 400) : start].rstrip().rpartition("\n")[2])
        for start, _, _, _ in fences(text)
    )


def _example_lead(line: str) -> bool:
    """Whether a line says an example follows: "For example:", "例如：", "以下是一个示例："."""
    return _EXAMPLE_RE.search(line) is not None and line.rstrip().endswith((":", "："))


def _functionary(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    lead = _FUNCTIONARY_LEAD_RE.match(text)
    if lead is not None and text.startswith(">>", lead.end()):
        # "```javascript\n// Apply a discount code…\n>>>apply_coupon\n{…}\n```" (a fence
        # and a comment before the first message): the messages, less the fence's lines
        # (">>set_bedroom" with one ">" lost in such a fence too, b716)
        text = FENCE_LINE_RE.sub("", text[lead.end() :])
    if re.match(r"\s*>>[\w.\-]+[ \t]*\n[ \t]*\{", text):
        # '>>get_weather\n{"city": "Lyon"}\n\n>>refill_prescription\n{…}' (qwen 0.5B under
        # Functionary's prompt, b699): each marker with one ">" lost, a name over JSON
        text = re.sub(r"^>>(?=[\w.\-]+[ \t]*$)", ">>>", text, flags=re.M)
    if re.match(r"\s*>>>[ \t]*\n[ \t]*[\w.\-]+\(", text):
        # '>>>\nlist_open_prs(\n    {"repo": "acme/api", …}\n)' (qwen 0.5B under Functionary's
        # prompt, b1480): the marker alone on its line, the call below it
        text = re.sub(r">>>[ \t]*\n[ \t]*(?=[\w.\-]+\()", ">>>", text, count=1)
    m = _FUNCTIONARY_RE.match(text.strip())
    later = _FUNCTIONARY_LATER_RE.search(text) if m is None and ">>>" in text else None
    glued = _FUNCTIONARY_GLUED_RE.search(text) if m is None and later is None else None
    if glued is not None and resolve is not None and resolve(glued[1]) == glued[1]:
        # "Sure, let's calculate that.>>>calculate\n{"expression": "38484 + 323"}<|eot_id|>"
        # (functionary-small-v3.2 in llama.cpp's README, b1476): v3's message to the user with
        # its ">>>all" left out by the template, a registered tool's message glued after it
        later = glued
    if later is not None:
        # "请求的 JSON 数据如下：\n\n```json\n{…}\n```\n\n>>>get_weather\n{"city": "Lyon"}" (qwen
        # 0.5B under Functionary's prompt, b910): words and a fence first, then the message
        said = FENCE_LINE_RE.sub("", text[: later.start()]).strip().rpartition("\n")[2]
        if _example_lead(said):
            # ("…并且传递了正确的参数。例如：\n\n```javascript\n>>>get_weather\n{"city": "Lyon"}
            # \n```" (b1269): the prompt's example shown in an answer, no message)
            return None
        reasoning = text[: later.start()].strip() or reasoning
        text = text[later.start() :]
        m = _FUNCTIONARY_RE.match(text.strip())
    if (
        m is not None
        and m.group(1).strip().strip("'\"") == "all"
        and text.strip()[m.end() :].strip()
    ):
        # ">>>all\n>>>fa_offer({…})" (qwen 0.5B, b725): nothing said to the user, then the
        # call: the first message with something in it (its name quoted too: ">>>'all'\n
        # >>>'search_photos'\n{…}", b1484)
        m = _FUNCTIONARY_RE.match(text.strip()[m.end() :].strip()) or m
    if m is None or not re.match(r"['\"]?[\w.\-]+", m.group(1)):
        return None
    name, _, content = m.group(1).strip().partition("\n")
    inline = re.match(r"(['\"]?)all\1[ \t:]+(\S.*)", name)
    if inline is not None:
        # ">>>'all' refill prescription RX-55102 on Monday, …" (qwen 0.5B under Functionary's
        # prompt, b1006): the answer to the user on the recipient's line
        name, content = "all", inline[2] + (f"\n{content}" if content else "")
    if name.strip().strip("'\"") == "all":
        if not content.strip():
            return Unparsed("an empty answer", reasoning, m.group(0).strip())
        call = re.fullmatch(r"\s*([\w.\-]+)\((.*)\)\s*", content, re.S)
        if (
            call
            and resolve is not None
            and resolve(call[1]) == call[1]
            and closing_paren(content, content.index("(")) == len(content.rstrip()) - 1
        ):
            # ">>>'all'\ngithub.create_issue({…})": addressed to the user, but nothing in it
            # except a registered tool's call
            return as_step(call[1], call_arguments(call[2]), reasoning, m.group(0).strip(), resolve)
        return Final(content.strip(), reasoning, m.group(0).strip())
    called = written_call(m.group(1))
    keyed = re.match(r"[ \t]*(['\"]?)([\w.\-]+)\1[ \t]*:[ \t]*(?=\{)", m.group(1))
    if called is None and keyed is not None:
        # ">>>'book_lesson': {"tutor": "Kenji", …}" (qwen2.5-coder-0.5b, b681): the recipient
        # quoted, a colon, then its arguments on the same line
        value = jsonish.loads_object(m.group(1)[keyed.end() :])
        if value is not None:
            called = keyed[2], value
    said = m.group(1).rstrip()
    whole = re.match(r"\s*([\w.\-]+)[ \t]*\(", said)
    end = closing_paren(said, whole.end() - 1) if called is None and whole else -1
    if (
        whole
        and resolve is not None
        and resolve(whole[1]) is None
        and (hasattr(builtins, whole[1]) or (called is None and end < 0))
    ):
        # '>>>print(f"""\n# 七里香…' (qwen 0.5B under Functionary's prompt, b762): Python after
        # the prompt's marker (a REPL's), its own function or a call never closed of no tool
        return None
    if whole and end > 0 and (end == len(said) - 1 or said[end + 1 :].startswith("\n")):
        # '>>>schedule_meeting({\n    "participants": […],\n    …\n})' (qwen2.5-coder-0.5b):
        # the call over several lines (and talk about it after, b725)
        called = whole[1], call_arguments(said[whole.end() : end])
    if called is None:  # ">>>name\nplain text"
        # (a stray quote before the name: ">>>'get_weather\n{"city": "Lyon"}", qwen2.5-coder-
        # 0.5b under Functionary's prompt, b1110)
        called = re.sub(r"\(.*", "", name).strip().strip("'\""), read_input(content)
    return as_step(*called, reasoning, m.group(0).strip(), resolve)


def written_call(text: str) -> tuple[str, Any] | None:
    """A call written out: "name(args)" on the first line (lines after it are its made-up
    result), or a name alone on it over a JSON object, fenced or not ("Finish\n```json\n{…}")."""
    first, _, rest = text.strip().partition("\n")
    m = re.fullmatch(r"[ \t]*([\w.\-]+)[ \t]*(\(.*\))[ \t]*", first)
    if m and closing_paren(m.group(2), 0) == len(m.group(2)) - 1:
        return m.group(1), call_arguments(m.group(2)[1:-1])
    if not re.fullmatch(r"[\w.\-]+", first.strip()):
        return None
    body = (fence_body(rest.strip()) or rest).strip()
    value = jsonish.loads_object(body) if body.startswith("{") else None  # the first object
    return (first.strip(), value) if value is not None else None


def _before(text: str, start: int, reasoning: str | None) -> str | None:
    return text[:start].strip() or reasoning


_DICT_CALL_RE = re.compile(
    r"(<param\b[^<>]*\btype=\"(?:dict|object)\"[^<>]*>\s*)<function name=\"(?:dict|object)\">"
    r"((?:(?!</?function\b).)*)</function>",
    re.S,
)


# The prompt's placeholder for a parameter's text, copied: "This is the value for the second
# parameter\nthat can span\nmultiple lines" (OpenHands' and Qwen3-Coder's templates)
_SPAN_PLACEHOLDER_RE = re.compile(
    r"This is the value for the \w+ parameter\s+that can span\s+multiple lines", re.I
)


def _undented(block: str) -> str:
    """A block of lines below its tag, every one indented, the indent they share taken off;
    anything else as is (a first line on the tag's own line, elements: '<tickets>\n
    <adult>1</adult>', whose text keeps its indent)."""
    lines = [line for line in block.splitlines() if line.strip()]
    if (
        lines
        and block.lstrip(" \t")[:1] == "\n"
        and lines[0].lstrip()[:1] != "<"
        and all(line[:1] in (" ", "\t") for line in lines)
    ):
        return textwrap.dedent(block)
    return block


def _tagged(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    last = text.rfind("<tool_call>")
    garbled = _GARBLED_CLOSE_RE.search(text, last) if last >= 0 else None
    if (
        garbled is not None
        and "</tool_call>" not in text[last:]
        and re.search(r"[({]", text[last : garbled.start()])
    ):
        # '<tool_call>search_files(pattern: "…")</tool_' at the end (gemma3 1B, b1420), or
        # '…)</tool_Latin>' (b1427): the last call's closing tag cut off or garbled (after a
        # call's arguments: not a file's name alone, "<tool_call>\n1.1.22.2027.Frost….md
        # </tool_call", b686)
        text = text[: garbled.start()] + "</tool_call>"
    # '<tool_call>“search_files(pattern: Brussels)”</tool_call>' (gemma3 1B, b1467): the call in
    # quotes inside the tags
    text = _QUOTED_TAGGED_CALL_RE.sub(r"\1\2", text)
    if re.search(r"<tool_call>\s*<tool_call\b", text):
        # "<tool_call>\n<tool_call>\n{"name": "add", …}\n</tool_call>\n</tool_call>" (Falcon3-FC
        # on BFCL, b865): the tags nested, as one
        text = re.sub(r"<tool_call>\s*(?=<tool_call\b)", "", text)
        text = re.sub(r"</tool_call>(?:\s*</tool_call>)+", "</tool_call>", text)
    if "<" not in text and 'invoke name="' in text:
        # 'invoke name="get_weather">\nparameter name="location">Parisparameter>\ninvoke>'
        # (MiniMax M2 through exo, b909): every "<" and "</" of its markup lost
        text = re.sub(r"(?m)^([ \t]*)(invoke|parameter)[ \t]+name=", r"\1<\2 name=", text)
        text = re.sub(r"(?m)^([ \t]*)(invoke|parameter)>", r"\1</\2>", text)
        text = re.sub(r"(?<=[^\s>])(parameter|invoke)>", r"</\1>", text)
    if '<function name="dict">' in text or '<function name="object">' in text:
        # '<param name="update_info" type="dict">\n<function name="dict">\n<param name="name"
        # …>John Doe</param>…\n</function>\n</param>' (Bielik-11B on BFCL, b900): an object's
        # fields written as a call of its type, inside its param
        text = _DICT_CALL_RE.sub(r"\1\2", text)
    m = _TOOL_CALL_RE.search(text)
    while m is not None and m[2].strip() in ("...", "…") and m.group(0).endswith("</tool_call>"):
        # "…プレーンテキストのtool-call XMLペイロード（`<tool_call>...</tool_call>`、…" (a page
        # that names the markup, b1364): the tags around a placeholder are no call
        m = _TOOL_CALL_RE.search(text, m.end())
    before = text[: m.start()] if m else ""
    if before.replace("</tool_call>", "").strip().startswith("{"):
        # '{"name": "f", …}\n</tool_call>\n<tool_call>{…}': the first call lost its opening
        # tag (jan-v3), or sat in <tools> tags; it comes first
        found_lead = blob(before.replace("</tool_call>", ""))
        if found_lead:
            return as_step(*found_lead, reasoning, before.strip(), resolve)
    ended = m is not None and m.group(0).endswith(">")
    # The first '"name": "f", "arguments": {' written inside, a registered tool's
    first_named = _NAMED_ARGUMENTS_RE.search(m.group(2)) if m and resolve is not None else None
    if (
        first_named is not None
        and resolve is not None
        and resolve(first_named[1]) != first_named[1]
    ):
        first_named = None
    # ('<tool_call>[\n  {"name": "cp", "arguments": {…}, "response": {"type": …, "description":
    # "… \n<tool_call>[…' (Falcon3-1B-FC on BFCL, b875): the call's arguments whole, the junk
    # after them cut off; no call cut off)
    whole_first = (
        m is not None
        and first_named is not None
        and jsonish.closing(m.group(2), first_named.end() - 1)[0] > 0
    )
    if (
        m
        and not whole_first
        and (not ended or m.group(2).rstrip().endswith(":"))
        and jsonish.cut_off(m.group(2))
    ):
        # "<tool_call>\n{"name": "f", "arguments": "{\"bpm\": 120, …": cut off mid-string
        # (or closed after a key: '<tool_call>{"name":"f","arguments":{"city":</tool_call>')
        return Unparsed("the tool call was cut off", reasoning, text.strip())
    if m and not m.group(2).lstrip().startswith("<function="):
        # (Qwen3-Coder's "<tool_call>\n<function=f>\n<parameter=…>" is read below: the JSON in
        # its parameters is no call)
        named = _CALL_NAME_ATTR_RE.search(m.group("attrs") or "")
        if named is None and resolve is not None:
            # '<tool_call id="generateNotificationHandler" parameters="…">' (Falcon3-1B-FC on
            # BFCL, b869): a registered tool's name in the id attribute
            ided = re.search(r"\bid=[\"']([\w.\-]+)[\"']", m.group("attrs") or "")
            named = ided if ided is not None and resolve(ided[1]) == ided[1] else None
        bare = _BARE_CALL_RE.match(m.group(2))
        found: tuple[str, Any] | None
        if named:
            # (or '<argument name="repo" value="acme/widgets" />' tags: qwen2.5-coder)
            held: Any = jsonish.loads_object(m.group(2)) or param_tags(m.group(2)) or {}
            attrs = m.group("attrs") or ""
            object_attr = (
                re.search(r"\b(?:parameters|arguments)[ \t]*=?[ \t]*\"?[ \t]*(?=\{)", attrs)
                if not held
                else None
            )
            if object_attr is not None:
                # '<tool_call id="…" name="f" arguments {"pointA": …}>' (b864), '<tool_call
                # id="f" parameters="{"time": "5", …}>', '… parameters { "command": … }
                # </tool_call>' (Falcon3-1B-FC on BFCL, b872): the arguments' object in the
                # opening tag, with or without its "=", quoted or not, its quotes unescaped
                held = jsonish.loads_object(attrs[object_attr.end() :]) or {}
            pairs_attr = (
                re.search(r"\b(?:parameters|arguments)=\"([^\"]+)\"", attrs) if not held else None
            )
            if pairs_attr is not None:
                # '<tool_call name="find_recipe" parameters="dietary_restrictions:vegan, time:30">'
                # (Falcon3-1B-FC on BFCL, b869): the arguments a line of pairs in an attribute,
                # text as written; its values all quoted, keywords: "chart: 'BarChart', …"
                pairs = call_arguments(pairs_attr[1])
                every = re.fullmatch(
                    r"(?:\s*\w+\s*[:=]\s*(?:'[^'\n]*'|\{[^{}]*\}|-?\d+(?:\.\d+)?(?![\w.])|true|false)"
                    r"\s*(?:,|\Z))+",
                    pairs_attr[1],
                )
                held = pairs if every and isinstance(pairs, dict) and pairs else pairs_attr[1]
            restated = blob_value(held) if isinstance(held, dict) and "name" in held else None
            if restated is not None and restated[0] == named.group(1):
                # '<tool_call name="math.hypot">\n{"name": "math.hypot", "arguments": {…}}'
                # (Falcon3-FC on BFCL, b861): the call's object inside, its name said twice
                held = restated[1]
            found = named.group(1), held
        else:
            found = blob(m.group(2)) or _arg_pairs(m.group(2))
        if first_named is not None and (
            found is None
            # ('{\n  "beat_generator": {"name": "beat_generator", "arguments": {…}},\n  {"name":
            # "melody_generator", …}\n}' (Falcon3-3B-FC on BFCL, b876): the repair took the
            # later call; the first one written comes first)
            or (m.group(2).lstrip().startswith("{") and first_named[1] != found[0])
        ):
            # '<tool_call>\n{\n  "currency_conversion": {\n    "name": "currency_conversion",
            # "arguments": {…}\n  },\n  {…' (Falcon3-3B-FC on BFCL, b870): the call's object
            # whole inside a wrapper that does not parse, the first one
            inner_args = jsonish.loads_object(m.group(2)[first_named.end() - 1 :])
            if inner_args is not None:
                found = first_named[1], inner_args
        keyed = _OWN_KEYWORDS_RE.fullmatch(m.group(2)) if resolve is not None else None
        keywords_text = keyed[2].rstrip().removesuffix("/").rstrip() if keyed else ""
        unquoted = re.sub(r"\"[^\"]*\"|'[^']*'", "", keywords_text)
        if (
            keyed
            and resolve is not None
            and resolve(keyed[1]) == keyed[1]
            # (commas between the keywords, not only in quoted values: '_from="Portland, OR"
            # to="Seattle, WA"' are attributes, b803)
            and re.search(r",[ \t]*[A-Za-z_]\w*=", unquoted)
        ):
            # '<tool_call>\n<run_two_sample_ttest group1=[3, 4, 5], group2=[7, 8, 9],
            # equal_variance=true/>' (Falcon3-1B-FC on BFCL, b869): a tool's element whose
            # attributes are a call's keywords, commas and all
            keywords = call_arguments(keywords_text)
            if isinstance(keywords, dict) and keywords:
                found = keyed[1], keywords
        own = _OWN_ELEMENT_RE.match(m.group(2)) if resolve is not None else None
        if (
            own
            and resolve is not None
            and resolve(own[1]) == own[1]
            # (not over a call of that same tool inside it: '<get_directions type="dict"
            # properties="…">\n{"name": "get_directions", "arguments": {…}}', b872)
            and not (found and found[0] == own[1])
        ):
            # '<tool_call>\n<get_current_weather location="Hyderabad" unit="fahrenheit">\n
            # {"name": "weather", "arguments": {…}}' (Falcon3-FC on BFCL, b861): the element of
            # a registered tool, its attributes the arguments, the object inside a note of them
            attributes = _key_values(" " + own[2])
            if attributes:
                found = own[1], attributes
        if found is None and bare is not None:
            found = bare.group(1), jsonish.loads_object(bare.group(2)) or {}
        named_tag = _NAME_TAG_RE.match(m.group(2))
        if found is None and named_tag is not None:
            # "<tool_call>\n<function>terminal</function>\n{"command": "ls"}" (Qwen3.6 via MLX)
            found = named_tag.group(2), jsonish.loads_object(named_tag.group(3)) or {}
        lines = re.fullmatch(r"\s*([\w.\-]+)[ \t]*\n(.+)", m.group(2), re.S)
        listed = key_value_lines(textwrap.dedent(lines.group(2)).strip()) if lines else None
        if found is None and lines is not None and listed is not None:
            # "<tool_call>\n    shell\n    command: \"echo hi\"\n    timeout_s: 30\n</tool_call>"
            # (qwen2.5 0.5B): the name, then its arguments a line each, YAML's way
            found = lines.group(1), listed
        alone = re.fullmatch(r"\s*([\w.\-]+)\s*", m.group(2))
        after = text[m.end() :].lstrip() if alone and m.group(0).endswith("</tool_call>") else ""
        if (found is None or not found[1]) and after.startswith(("{", "[")):
            # "<tool_call>create_event</tool_call>\n[\n  {"title": …}\n]" (Granite): the name
            # in the tags, its arguments after them (alone, or the first of a list)
            given = jsonish.loads(after)
            first = given[0] if isinstance(given, list) and given else given
            if isinstance(first, dict) and blob_value(first) is None and alone is not None:
                found = alone[1], first
        fenced = re.match(r"\s*([\w.\-]+)[ \t]*\n\s*(?=```)", m.group(2))
        if found is None and fenced is not None:
            # "<tool_call>Read\n\n```json\n{…}\n```" (DeepSeek-V4-Flash): the name, then its
            # arguments in a fence (perhaps a made-up result in another fence after it)
            found = (
                fenced.group(1),
                jsonish.loads_object(fence_body(m.group(2)[fenced.end() :]) or ""),
            )
        then = re.fullmatch(r"\s*([\w.\-]+)[ \t]*\n\s*(\{.*\})\s*", m.group(2), re.S)
        below = jsonish.loads_object(then[2]) if found is None and then is not None else None
        if then is not None and below is not None:
            # "<tool_call>web_search\n{"query": …}": the name on its line, its arguments below
            found = then[1], below
        # (or a statement's semicolon after it: '<tool_call>get_weather("London");</tool_call>',
        # gemma3 1B, b1439)
        written = re.fullmatch(r"\s*([\w.\-]+)\((.*)\)[ \t]*;?\s*", m.group(2), re.S)
        if written is None and resolve is not None:
            # ('<TOOLCALL>math.gcd(num1=40, num2=50)}]': stray closing brackets after the call,
            # Falcon3-FC on BFCL, b861)
            written = re.fullmatch(r"\s*([\w.\-]+)\((.*)\)[ \t]*[\]}]{1,3}\s*", m.group(2), re.S)
        if found is None and written is not None:
            # "<tool_call>get_weather(city: Antwerp)</tool_call>" (gemma3)
            given = written.group(2)
            end = closing_paren(m.group(2), written.start(2) - 1)
            if 0 <= end < written.end(2) and _NEXT_CALL_RE.match(m.group(2), end + 1):
                # '<TOOLCALL>recall_memory_search(query="…"), send_message(…)</TOOLCALL>'
                # (Qwen3-4B on BFCL, b886): calls one after another, no list around them
                given = m.group(2)[written.start(2) : end]
            found = written.group(1), call_arguments(given)
        if found is None:
            # '<tool_call>{"name": "search_files", "pattern": "*.py"}': the arguments beside
            # the name
            found = _flat_call(jsonish.loads_object(m.group(2)))
        pairs = _COMMAND_LINE_RE.fullmatch(re.sub(r"\s*/>?\s*\Z", "", m.group(2).strip()))
        if found is None and pairs is not None:
            # '<tool_call>send_message channel="user" message="Hello!"</tool_call>', or closed
            # as an element: '<tool_call>exec tool="exec" command="ls -la" />' (the name again
            # as an attribute is no argument)
            attributes = _key_values(pairs.group(2))
            for key in ("tool", "name"):
                if attributes.get(key) == pairs.group(1):
                    del attributes[key]
            found = pairs.group(1), attributes
        program = _CODE_ELEMENT_RE.search(m.group(2)) if found and not found[1] else None
        if found and program is not None:
            # '<tool_call>\n{"name": "PythonInterpreter", "arguments": {}}\n<code>\nimport …
            # </code>\n</tool_call>' (Tongyi DeepResearch's way): the program is the argument
            found = found[0], {"code": program.group(1).strip("\n")}
        if (
            found
            and resolve is not None
            and not resolve(found[0])
            and re.fullmatch(r"(?:function|func|tool)_?name\d*", found[0])
            and _TOOL_CALL_RE.search(text, m.end())
        ):
            # '# 输出格式\n…<tool_call>\n[{"name": "function_name", "arguments": {"arg1":
            # "value1"}}]\n</tool_call>…<|assistant|>…<tool_call>[{"name": "get_current_weather",
            # …' (Falcon3-3B-FC on BFCL, b876): a prompt's example made up before the real call
            later = _tagged(text[m.end() :], reasoning, resolve)
            if isinstance(later, Actions):
                return later
        if (
            found
            and resolve is not None
            and not resolve(found[0])
            and re.search(r'"arguments"\s*:\s*<args[-_]dict>', m.group(2))
        ):
            # '<tool_call>\n{"arguments": <args-dict>, "name": "Cancel_K-7713"}\n</tool_call>'
            # (qwen 0.5B under Hermes' prompt, b1344): the template's placeholder for the
            # arguments, under a name no tool has: no call
            return Unparsed("the template's call echoed, no call", reasoning, text.strip())
        if (
            found
            and isinstance(found[1], dict)
            and found[1]
            and all(
                isinstance(v, str) and _CAPS_PLACEHOLDER_RE.fullmatch(v) for v in found[1].values()
            )
            and (
                _EXAMPLES_LEAD_RE.search(text, 0, m.start())
                or _DESCRIBED_ITEM_RE.search(text[: m.start()])
            )
        ):
            # "…How may I help you today?\n\nExample tool calls:\n- For current weather:
            # <tool_call>{"name": "get_weather", "arguments": {"city": "<CITY_NAME>"}}…"
            # (Phi-4-mini, b1439), or "1. Get current weather for any given city: `<tool_call>{…
            # "[CITY_NAME]"}}</tool_call>`" (b1453): calls shown as examples, placeholders for
            # every value; the reply is an answer
            return Final(text.strip(), reasoning, text.strip())
        held = (
            jsonish.loads_object(m.group(2).strip())
            if found and '"arguments"' in m.group(2)
            else None
        )
        if held is not None and list(held) == ["arguments"] and is_definition(held["arguments"]):
            # '<tool_call>\n{"arguments": {"name": "hive_12", "description": "…", "parameters":
            # {"hive_id": {"type": "integer"}, …}}}\n</tool_call>' (qwen 0.5B under Hermes'
            # prompt, b1700): a definition where the arguments go, no tool's name: no call
            return Unparsed("the tool's definition echoed, no call", reasoning, text.strip())
        if found:
            name, args = found
            if m.group(2).lstrip().startswith(name):
                args = _bare_arguments(args)
            return as_step(
                name, args, _before(text, m.start(), reasoning), text[: m.end()].strip(), resolve
            )
    in_tag = _CALL_IN_FUNCTION_TAG_RE.search(text) if "<function=" in text else None
    if in_tag is not None and resolve is not None and resolve(in_tag[1]):
        # '<function=query_quest("Herbalist\'s Desperation")>\n</function>' (a game agent's
        # Qwen3-Coder run, b1290): the call written inside the function's tag
        return as_step(
            in_tag[1],
            call_arguments(in_tag[2]),
            _before(text, in_tag.start(), reasoning),
            text[: in_tag.end()].strip(),
            resolve,
        )
    m = _XML_FUNCTION_RE.search(text)
    if m and resolve is not None and not resolve(m.group(1)) and _fenced_example(text, m.start()):
        # "以下是一个示例，展示如何使用 GitHub API 获取…：\n\n```xml\n<function=acme_web_get_…>"
        # (qwen 0.5B under Qwen3-Coder's prompt, b1462): a made-up function shown in a fence
        # under a line that says an example follows, no call
        return None
    if m:
        params = {}
        for k, v in _XML_PARAM_RE.findall(m.group(2)):
            stray = _STRAY_CLOSE_RE.search(v)
            if stray is not None and f"<{stray[1]}" not in v:
                # "<parameter=slot>\n3\n</number>" (b1290): the value closed by a tag of
                # another name, its own never written
                v = v[: stray.start()]
            params[k] = _param_value(v)
            inline = re.match(r"=([^<>\n]*)>", v)
            if inline is None and v.startswith("=") and ">" not in v and "\n" not in v.strip():
                given = call_arguments(k + v.strip().rstrip("}/").rstrip())
                if isinstance(given, dict) and len(given) > 1:
                    # '<parameter=rooms=["kitchen", "bedroom", "study"], boxes=40, deliver_to=
                    # "12 Park Lane"}' (qwen 0.5B under Seed-OSS's prompt, b974): the tag never
                    # closed, every argument in it as a keyword
                    params.update(given)
                    continue
            # (the tag self-closed: '<parameter=hive_ids=["4", "9"], product="oxalic acid"/>',
            # b1697)
            given_inline = inline[1].rstrip().removesuffix("/") if inline else ""
            pieces = re.split(r",[ \t]*(?=[A-Za-z_]\w*=)", given_inline) if inline else []
            if len(pieces) > 1 and not re.match(r"[A-Za-z_]\w*=", pieces[0]):
                # (not a value of pairs of its own: "<parameter=dates=start=2027-02-01,end=
                # 2027-02-03>" is the dates' text, qwen 0.5B under Qwen3-Coder's prompt, b1024)
                # "<parameter=address=Flat 2, 9 Canal Walk, Manchester M4 6AF, speed_mbps=500>"
                # (qwen 0.5B under OpenHands' prompt, b684): more arguments in the same tag
                params[k] = scalar(pieces[0])
                params.update((a, scalar(b)) for a, _, b in (i.partition("=") for i in pieces[1:]))
            held = v.partition(">")[2] if inline else ""
            if held.strip() and _ELEMENTS_ONLY_RE.fullmatch(held):
                # '<parameter=patient_id="D-7710">\n<procedure>checkup</procedure>\n<slot>…
                # </slot>\n</parameter>' (qwen 0.5B under Qwen3-Coder's prompt, b893): its value
                # in the tag, the other parameters as elements inside it
                for c in _XML_CHILD_RE.finditer(held):
                    params.setdefault(c[1], scalar(c[3].strip()))
        for k, v in list(params.items()):
            more = _MORE_ATTRIBUTES_RE.fullmatch(v) if isinstance(v, str) else None
            if more:
                # '<parameter=time="07:30" message="Take my medicine.">': one tag, two values
                params[k] = more[1] if more[1] is not None else scalar(more[2])
                # (an object among them as JavaScript writes it: '<parameter printer_no=2
                # targets={nozzle:200}>', b1634)
                params.update(
                    (a, quoted if bare == "" else _bare_value(bare))
                    for a, _, quoted, bare in _BARE_ATTRIBUTE_RE.findall(more[3])
                )
        if params and "</" in m.group(2):
            # "<parameter=name>Sunday</parameter>\n<songs>happy song1, …</songs>" (qwen 0.5B
            # under Qwen3-Coder's prompt, b764): another parameter as an element of its name
            outside = _XML_PARAM_SPAN_RE.sub("", m.group(2))
            for c in _XML_CHILD_RE.finditer(outside):
                if c[1] not in _NOT_PARAMETER_TAGS:
                    params.setdefault(c[1], c[3].strip("\n"))
        for k, v in _NAME_THEN_VALUE_RE.findall(m.group(2)):
            # "<parameter>travellers</parameter>\n<parameter>1\n</parameter>" (qwen 0.5B under
            # Qwen3-Coder's prompt, b788): a tag for the name, the next one for its value
            params.setdefault(k, scalar(v.strip()))
        unnamed = _UNNAMED_PARAM_RE.findall(m.group(2))
        if len(unnamed) == 1 and re.fullmatch(
            r"[^\n=,]*(?:,[ \t]*[\w\-]+=[^\n=,]*)+", unnamed[0][1]
        ):
            # "<parameter>lat=40.719, lon=124.052, kind=classic</parameter>" (qwen 0.5B under
            # Seed-OSS's prompt, b836): one line of comma-separated pairs, a text input
            pairs = re.search(r"<parameter>([^<]*)</parameter>", m.group(2))
            if pairs and not params:
                return as_step(
                    m.group(1),
                    pairs[1].strip(),
                    _before(text, m.start(), reasoning),
                    text.strip(),
                    resolve,
                )
        for k, v in unnamed:
            # "<parameter>max_price=150.0</parameter>"; '<parameter>cabin="economy">经济舱
            # </parameter>': the element's text, as '<parameter=origin="广州">广州' has it
            tagged = re.fullmatch(r"\s*(\"[^\"]*\"|'[^']*')(/?)>(.*)", v, re.S)
            bare = re.fullmatch(r"\s*([^<>\s\"'=]+)>[ \t]*value=.*", v, re.S)
            if bare is not None:
                # "<parameter>jiesong=true>value=true</parameter>" (qwen 0.5B under OpenHands'
                # prompt, b1363): the value in the tag, as "<parameter=tianshu=7>value=7" has it
                params.setdefault(k, scalar(bare[1]))
            elif tagged and tagged[2] and not tagged[3].strip():
                # '<parameter>climate="sandy"/>\n</parameter>' (qwen 0.5B under Seed-OSS's
                # prompt, b767): self-closed, the value in its quotes
                params.setdefault(k, tagged[1][1:-1])
            else:
                params.setdefault(k, scalar((tagged.group(3) if tagged else v).strip()))
        if not params and (valued := _VALUE_IN_TAG_RE.findall(m.group(2))):
            # '<function=baoming_kecheng>\n<xueyuan="张伟">学员姓名</xueyuan>' (qwen 0.5B under
            # OpenHands' prompt, b1279): each parameter's tag holding its value, the element's
            # text the parameter's gloss
            params = {k: v for k, v in valued if k not in _NOT_PARAMETER_TAGS}
        if not params:
            # '<parameter method="POST">\n  <parameter url="https://…">' (Seed-OSS's tags with
            # each value as an attribute named for its parameter, nested): the attributes, each
            # value as typed ('<parameter limit="20">' is the text "20", as an element's
            # quoted attribute is, b734), an object or a list as JSON (b254)
            params = {
                k: v if v[:1] not in "{[" else (jsonish.loads(v) or v)
                for k, v in _ATTRIBUTE_PARAM_RE.findall(m.group(2))
                if k not in ("name", "type")
            }
        lined = re.fullmatch(
            r"\s*<parameter>[ \t]*\n((?:[ \t]*[\w\-]+[ \t]*=[^\n]*\n)+)\s*(?:</parameter>)?\s*",
            m.group(2),
        )
        if lined:
            # "<parameter>\n  title="周报评审"\n  duration_minutes=30\n</parameter>" (Seed's tag
            # left unnamed, a line for each argument)
            params = {}
            for k, v in re.findall(r"^[ \t]*([\w\-]+)[ \t]*=[ \t]*(.*?)[ \t]*$", lined[1], re.M):
                try:
                    params[k] = json.loads(v)  # ("30" is 30, "true" true, '"a"' the text a)
                except ValueError:
                    params[k] = v
        lone = re.fullmatch(r"\s*<parameter>\s*(\{.*\})\s*(?:</parameter>)?\s*", m.group(2), re.S)
        if not params and lone:
            # "<parameter>\n{"title": …, "minutes": 45}\n</parameter>" (Seed-OSS's tag left
            # unnamed, the arguments' object in it)
            params = jsonish.loads_object(lone.group(1)) or {}
        # (a call id before the object: '<function=get_weather>[call_abc]{"location": …}',
        # LocalAI's tests)
        body = re.sub(r"\A\[[\w\-]+\][ \t]*(?=\{)", "", m.group(2).strip())
        if not params and re.match(r"\"[\w.\-]+\"\s*:", body):
            body = "{" + body  # '<function=f>"query": "x"}</function>': the brace left out
        if not params and body.startswith("{"):  # <function=f>{"a": 1}</function>
            params = jsonish.loads_object(body) or {}
            if is_definition(params):
                # '<function=get_users>{"name": "get_users", "description": …, "parameters":
                # {"properties": …}}' (the prompt's definitions echoed in call markup): no call
                said = _before(text, m.start(), reasoning)
                return Unparsed("the tool's definition echoed, no call", said, text.strip())
        if not params and _ATTRIBUTE_PAIRS_RE.fullmatch(body):
            # '<function=websearch>\nquery="Flowable Work …" numResults=5' (Qwen3.8-27B in
            # omlx, the call cut off before its tags): the arguments as attributes
            for k, _, quoted, bare in _BARE_ATTRIBUTE_RE.findall(body):
                params[k] = quoted if bare == "" else scalar(bare)
        key_tags = _KEY_EQUALS_TAG_RE.findall(body) if not params else []
        # (the rest "key=value" lines and stray closing tags: "<function=checkCoverage>\n
        # <policy_no=0932>\nitem=home\n</parameter>", qwen 0.5B under OpenHands', b750)
        # (or the last key's own closing tag: "<shared=true>\n</shared>", qwen 0.5B, b1501)
        rest = (
            re.sub(
                r"</([\w\-]+)>",
                lambda c: "" if c[1] in {"parameter", "function", *dict(key_tags)} else c[0],
                _KEY_EQUALS_TAG_RE.sub("", body),
            )
            if key_tags
            else ""
        )
        # (the prompt's placeholder for a value's text left after them: "<variety=linden>\nThis
        # is the value for the third parameter that can span\nmultiple lines\n</parameter>",
        # qwen 0.5B under OpenHands' prompt, b1703; or a parameter as an element of its name
        # among them: "<litres=5>\n<ratio>1:1</ratio>", b1703)
        rest = _SPAN_PLACEHOLDER_RE.sub("", rest) if key_tags else rest
        among = list(_XML_CHILD_RE.finditer(rest)) if key_tags and "</" in rest else []
        rest = _XML_CHILD_RE.sub("", rest) if among else rest
        if key_tags and re.fullmatch(r"(?>[ \t]*[\w\-]+[ \t]*=[^\n<>]*\n?|\s+)*+", rest):
            # "<function=fa_offer>\n<candidate_email=ana.lima@example.com>\n<annual_salary=
            # 165000>" (qwen 0.5B under OpenHands' prompt, b725): a tag per argument, its name
            # and value inside
            # (a tag self-closed: '<tutor="Kenji"/>', b682)
            params = {k: scalar(re.sub(r"([\"'])[ \t]*/\Z", r"\1", v.strip())) for k, v in key_tags}
            params.update((c[1], c[3].strip()) for c in among)  # (an element's text, as text)
            for k, v in re.findall(r"^[ \t]*([\w\-]+)[ \t]*=[ \t]*(.*?)[ \t]*$", rest, re.M):
                params.setdefault(k, scalar(v))
        if not params and "</" in body and "<parameter" not in body:
            # "<function=book_lesson>\n<tutor="Kenji"/>\n<start>2027-02-03 18:30</start>\n
            # <minutes>45</minutes>" (qwen 0.5B under OpenHands' prompt, b682): the parameters
            # as elements of their own names (their text), one written as its own attribute
            # (less the closing tag's own indent: "<months>\n        <month>…</month>\n    </months>",
            # b1625)
            elements = [
                (c.start(), c[1], re.sub(r"\n[ \t]+\Z", "", c[3]).strip("\n"))
                for c in _XML_CHILD_RE.finditer(body)
            ]
            if elements:
                elements += [(a.start(), a[1], a[2]) for a in _SELF_NAMED_RE.finditer(body)]
                params = {k: v for _, k, v in sorted(elements)}
        # (its text read lazily: "[^<]*\S[^<]*?" took 3 s on 20 KB of "a=1 " with no closing tag)
        unopened = (
            re.fullmatch(r"([^<]*?)\s*</parameter>\s*", body) if "</parameter>" in body else None
        )
        if not params and unopened and unopened[1].strip() and "<parameter" not in body:
            # "<function=exec>const results = await …\n</parameter></function>" (Xiaomi
            # MiMo): the parameter's opening tag left out, its text the input
            code = textwrap.dedent(unopened.group(1).strip("\n")).rstrip()
            said = _before(text, m.start(), reasoning)
            return as_step(m.group(1), code, said, text[: m.end()].strip(), resolve)
        return as_step(
            m.group(1),
            params,
            _before(text, m.start(), reasoning),
            text[: m.end()].strip(),
            resolve,
        )
    m = re.search(r"<name>[ \t]*([\w.\-]+)[^<]*(?:</name>|</parameter>)?\s*(?=<parameter=)", text)
    if m:
        # Qwen3-Coder's call with its opening garbled: "<name>task\n</parameter>\n<parameter=…"
        params = {k: _param_value(v) for k, v in _XML_PARAM_RE.findall(text[m.end() :])}
        return as_step(m.group(1), params, _before(text, m.start(), reasoning), text, resolve)
    m = _GEMINI_CLI_CALL_RE.search(text)
    if m:
        quoted = re.findall(r"([\w.\-]+)[ \t]+(\"[^\"]*\"|'[^']*')", m.group(2) or "")
        return as_step(
            m.group(1),
            {k: v[1:-1] for k, v in quoted},
            _before(text, m.start(), reasoning),
            text[: m.end()].strip(),
            resolve,
        )
    m = _CALLING_WITH_RE.search(text)
    if m:
        args = jsonish.loads_object(text[m.end() :])
        if args is not None:
            return as_step(
                m.group(2), args, _before(text, m.start(), reasoning), text.strip(), resolve
            )
    m = _TOOL_USE_RE.search(text)
    if m:
        if m.group(2) is None:  # "with arguments: {…}]"
            args = jsonish.loads_object(text[m.end() :])
            return as_step(
                m.group(1),
                args if args is not None else {},
                _before(text, m.start(), reasoning),
                text.strip(),
                resolve,
            )
        params = _dsml_params(m.group(2))
        return as_step(
            m.group(1), params, _before(text, m.start(), reasoning), text.strip(), resolve
        )
    m = _INVOKE_RE.search(text)
    if m:
        return as_step(
            *_invoke(m), _before(text, m.start(), reasoning), text[: m.end()].strip(), resolve
        )
    if resolve is not None:
        # Cline's and Roo Code's XML: <read_file><path>src/a.ts</path></read_file>; or text in
        # the tag: "<execute> print(wikipedia_search('Scott Derrickson')) </execute>" (MINT),
        # "<search>Percy Jackson</search>", unless a closed answer tag comes first
        answered: int | None = None  # where a closed answer tag starts, once looked for
        documented = text.find("Description:")
        # (or its parameters' own elements: "<book_cabin>\n<sailing_id>Calais</sailing_id>…",
        # qwen 0.5B under Cline's prompt for BOOK_CABIN, b1120)
        for m in re.finditer(r"<([\w.\-]+)>(?=\s*<(?:param\b|([\w\-]+)>[^<]*</\2>))", text):
            registered = resolve(m[1])
            if registered and registered != m[1] and registered.lower() == m[1].lower():
                # "<movies_3_findmovies><param name="genre" …>…</movies_3_findmovies>" (Qwen3-32B
                # on BFCL, b1055): the tool's element in other letters, BFCL's params in it
                text = text.replace(f"<{m[1]}>", f"<{registered}>")
                text = text.replace(f"</{m[1]}>", f"</{registered}>")
                break
        for m in _XML_OPEN_TAG_RE.finditer(text):
            name = m.group(1)
            if resolve(name) != name:
                continue
            if 0 <= documented < m.start() and _USAGE_ABOVE_RE.search(
                text[max(0, m.start() - 40) : m.start()]
            ):
                # "## cakeQuote\nDescription: Price of a cake…\nUsage:\n<cakeQuote>\n<price>…"
                # (smollm2 under Cline's prompt, b690): the tool's documentation echoed
                return Unparsed("the tools' definitions echoed, no call", reasoning, text.strip())
            end = text.find(f"</{name}>", m.end())
            step_end = end + len(name) + 3  # the step's text runs to the closing tag's end
            # (code whose every line is indented loses the indent: "<execute>\n from sympy
            # import …\n\n x = symbols('x')\n </execute>", Mistral-7B in MINT, b1693)
            inner = _undented(text[m.end() : end]).strip() if end > 0 else ""
            # (or its parameters' elements: "<functions><get_movies><city>Noida</city>…
            # </functions>", gemma-3-12b on BFCL, b820)
            opened = re.match(
                r"\s*<(?:params?\b|[\w\-]+=|(?P<child>[\w\-]+)>[^<]*</(?P=child)>)", text[m.end() :]
            )
            if opened and opened["child"] and "</functions>" not in text[m.end() :]:
                opened = None  # (Cline's elements, the tool's left open: no container to end)
            if end < 0 and opened:
                # '<functions><get_movies><param name="city" …>Noida</param></functions>'
                # (BFCL), '<Music_3_PlayMedia><track="Remind Me">' (BitAgent-8B on BFCL,
                # b775): never closed, its params up to the container's end (the first
                # container's: "<functions><clone_repo><param …>…</param></functions>\n
                # <functions><analyse_repo_contents>…", gpt-4o on BFCL, b785)
                # (or the TOOLCALL's: "<TOOLCALL><cmd_controller.execute><params><param …/>
                # </params></TOOLCALL>", Llama-3.1-8B on BFCL, b798)
                # (or the same tool's next element, another call: '<ecology.get_turtle_population>
                # <params>…/>}, <ecology.get_turtle_population><params>…', CoALM-8B, b1068)
                # (or the container opened again, the next call's: '…<genre="Action"><genre>
                # Action</genre>\nMedia_3_PlayMovie<TOOLCALL><functions>…', gemma-3-1b, b1085)
                closers = (
                    "</functions>",
                    "</function>",
                    "</TOOLCALL>",
                    "</tool_call>",
                    f"<{name}>",
                    "<functions>",
                    "<tool_call>",
                )
                closing_at = [e for c in closers if (e := text.find(c, m.end())) > 0]
                end = min(closing_at, default=len(text))
                inner = text[m.end() : end].strip()
                step_end = end
            elif (
                end < 0
                and not text[m.end() :].strip()
                and text[: m.start()].strip()
                and re.search(r"\n[ \t]*\Z", text[: m.start()])
                and not is_final_name(name)
            ):
                # "<thought> …predicate logic. </thought>\n<execute>\n" (Llama-2 in MINT,
                # b813): the tool's element opened on the reply's last line, cut off before
                # its input
                return Unparsed("the tool call was cut off", reasoning, text.strip())
            elif end < 0 and text[m.end() : m.end() + 1] == "\n" and not is_final_name(name):
                # "<execute_bash>\ncat a.txt\n<finish>": never closed, its lines up to the next
                # tag or fence line
                stop = re.search(r"^[ \t]*(?:<|```)", text[m.end() + 1 :], re.M)
                end = step_end = m.end() + 1 + stop.start() if stop else len(text)
                inner = text[m.end() : end].strip()
                rest = text[m.end() :].strip()
                if not inner and re.fullmatch(r"(?:<[\w.\-]+>?\s*)+", rest):
                    # "…check the info.json file.\n\n<read_file>\n<path>": cut off before its
                    # first value
                    return Unparsed("the tool call was cut off", reasoning, text.strip())
                if not inner and _XML_CHILD_RE.match(rest):
                    # "<write_to_file>\n<path>a.toml</path>\n<content></content>\n</": cut
                    # off in its closing tag, the parameters all there (up to another tool's
                    # element: "<soil_test>\n<postcode>EH3</postcode>\n<plantIdentify>…",
                    # smollm2 under Cline's prompt, b696)
                    other = next(
                        (
                            o.start()
                            for o in _XML_OPEN_TAG_RE.finditer(rest)
                            if o.group(1) != name and resolve(o.group(1)) == o.group(1)
                        ),
                        len(rest),
                    )
                    inner = rest[:other].strip()
                    lead = len(text) - m.end() - len(text[m.end() :].lstrip())
                    end = step_end = m.end() + lead + other
            value: Any
            if inner.startswith("<"):
                value = _xml_children(inner)
                lone = re.fullmatch(r"<([A-Za-z_][\w\-]*)>([^<>]*[^<>\s][^<>]*)", inner)
                if not value and lone and text.startswith(f"</{name}>", end):
                    # "<calculate_final_velocity><height>150</calculate_final_velocity>"
                    # (CoALM-8B on BFCL, b1068): the one parameter's element left open, the
                    # tool's closing tag ends it
                    value = {lone[1]: lone[2].strip()}
            elif _ANSWER_PLACEHOLDER_RE.fullmatch(inner) and "_HERE" in inner:
                # "please use <execute> YOUR_CODE_HERE </execute>" (MINT's harness message,
                # echoed by Llama-2, b799): the template's placeholder, no code
                continue
            elif inner:
                if answered is None:
                    closed = _xml_final(text)
                    ends = closed is not None and closed.group(0).endswith(">")
                    answered = closed.start() if closed and ends else len(text)
                if m.start() >= answered:
                    continue
                # from the tag's last opening: 'using "<execute>" tag.\n<execute>…'
                again = text.rfind(f"<{name}>", m.end(), end)
                if again >= 0:
                    inner = text[again + len(name) + 2 : end].strip()
                value = read_input(inner)
                again_called = re.fullmatch(rf"{re.escape(name)}\((.*)\)", inner, re.S)
                if isinstance(value, str) and again_called:
                    # '<book_flight>book_flight(departure_location="JFK", …)</book_flight>'
                    # (Llama-3.1-8B on BFCL, b793): the call written again inside its element
                    value = call_arguments(again_called[1])
                elif isinstance(value, str) and _PAIRS_LINE_RE.fullmatch(
                    paired := re.sub(r"(?<=[\"'\w])[ \t]*/?>\Z", "", inner)
                ):
                    # '<Trains_1_GetTrainTickets>_from="New York, NY" to="Phoenix, AZ"
                    # number_of_adults=1</Trains_1_GetTrainTickets>' (ToolACE-2-8B on BFCL):
                    # key=value pairs on one line (never Python: two assignments need a break)
                    # (the opening tag's ">" left after them: '<hotel_booking_book>hotel_name=
                    # "Sheraton Hotel" … children="1"></hotel_booking_book>', Qwen3-0.6B, b1054)
                    value = _key_values(" " + paired)
                elif isinstance(value, str) and fence_body(inner) is None:
                    # '<search> Query: "William Burns trained as a gardener" </search>' (Qwen3.5
                    # in Search-R1): the query behind a label of its own
                    labelled = _QUERY_LABEL_RE.match(inner)
                    value = unquote(labelled[1] if labelled else inner)  # the closing tag ends it
            elif (
                re.fullmatch(r"\s*(?:<(?:tool_call|TOOLCALL)>\s*)?", text[: m.start()])
                and re.fullmatch(
                    rf"\s*(?:</{re.escape(name)}>\s*)?(?:</(?:tool_call|TOOLCALL)>\s*)?",
                    text[m.end() :],
                )
                and not inner
            ):
                # ('<TOOLCALL><api_token_api.APITokenApi.get_api_tokens></TOOLCALL>', or the
                # element closed and nothing in it, gemma-3 on BFCL, b1065)
                # "<get_service_id>" (BitAgent-8B on BFCL, b793): a tool's tag alone, the
                # call of a tool that takes no arguments (its values written in the tag are
                # its input: "<change_plan CW-30917 flex>", qwen 0.5B under LangChain's XML
                # prompt, b1338)
                value = (m.group(2) or "").strip() or {}
            elif end > 0 and text.rfind("<functions>", 0, m.start()) >= 0:
                # "<TOOLCALL><functions><list_servers></list_servers></functions>" (BitAgent-8B
                # on BFCL, b784): in the calls' container, an empty element is a call with none
                value = {}
            else:
                continue
            return as_step(
                name,
                value,
                _before(text, m.start(), reasoning),
                text[:step_end].strip(),
                resolve,
            )
        m = _LOST_OPENING_RE.search(text)
        name = m.group(1) if m else ""
        if m and resolve(name) == name and not re.search(rf"<{re.escape(name)}\b", text):
            first = re.search(r"^[ \t]*<[\w.\-]+>", text, re.M)
            if first:
                inner = text[first.start() : m.start()].strip()
                params = _xml_children(inner)
                if params and _XML_CHILD_RE.match(inner):
                    said = _before(text, first.start(), reasoning)
                    return as_step(name, params, said, text.strip(), resolve)
    m = _DSML_INVOKE_RE.search(text)
    if m:
        inside = m.group(3)
        wrapper = re.fullmatch(r"\s*<(arguments|args)>(.*?)(?:</\1>)?\s*", inside, re.S)
        if wrapper and m.group(0).startswith("<tool"):
            # '<tool name="f">\n  <arguments>\n    <room>Kitchen</room>…' (b512): the wrapper
            # holds the arguments, as elements or as JSON
            inside = wrapper[2] if wrapper[2].strip()[:1] in ("<", "{") else inside
        params = _dsml_params(inside)
        if m.group(0).startswith("<tool") and inside.lstrip()[:1] == "<" and "<param" not in inside:
            # (its elements' values as written, text: LABEL.md's reading of Cline's elements)
            params = {k: v.strip("\n") for k, _, v in _XML_CHILD_RE.findall(inside)} or params
        if ("description" in params and ("parameters" in params or "properties" in params)) or (
            _PARAM_DESC_RE.search(inside)
        ):
            # '<function name="git_commit">\n  <description>…</description>\n  <parameters>…'
            # (GLM under a prompt listing the tools in XML): their definitions echoed, no call
            # (or the parameters' specs alone, each with its <desc>: 'Music_3_LookupMusic<param
            # name="artist" type="string" required="false" …>\n  <param name="album" …>\n
            # <desc>The album…</desc>', gemma-3-1b on BFCL, b1069)
            said = _before(text, m.start(), reasoning)
            return Unparsed("the tools' definitions, echoed: no call", said, text.strip())
        if not params and inside.strip().startswith("{"):
            params = jsonish.loads_object(inside) or {}
        given = re.search(r"\b(?:parameters|arguments)\s*=\s*(?=\{)", m.group(2))
        if not params and given:
            # '<function name="file_write" parameters={"path": …}></function>' (Llama 3.3)
            params = jsonish.loads_object(m.group(2)[given.end() :]) or {}
        escaped = re.search(r'\b(?:parameters|arguments)\s*=\s*"((?:[^"\\]|\\.)*)"', m.group(2))
        if not params and escaped:
            # '<invoke name="glob"\narguments="{\"pattern\": \"**/jest.config.*\"}"/>'
            # (MiniMax, self-closed): the arguments as JSON escaped into the attribute
            params = jsonish.loads_object(escaped.group(1).replace('\\"', '"')) or {}
        own_attrs = _ATTRIBUTE_RE.findall(m.group(2)) if not params else []
        shut = m.group(2).rstrip().endswith("/") or not inside.strip()
        if own_attrs and shut and m.group(0).startswith("<function"):
            # '<function name="math.gcd" num1="40" num2="50"/>' (Bielik-11B on BFCL, b900):
            # the arguments as the function's own attributes
            params = {
                k: scalar(v) for k, _, v in own_attrs if k not in ("type", "id", "param", "params")
            }
            if "=[" in m.group(2) or "={" in m.group(2):
                # ('… location="San Diego, CA" movie=["Tenet", "No Time To Die"]>', Qwen3 on
                # BFCL, b1045): a list or an object as an attribute's value, in no quotes
                params = _attribute_values(m.group(2), params)
        named = _NAME_ATTR_RE.search(m.group(2)) if "param" in m.group(2) else None
        if not params and named and inside.strip() and "<" not in inside:
            # '<function name="dartfx_help" param name="topic" type="string">installation
            # </function>' (Llama-3.1-8B in BFCL's XML format, b769): the one parameter's tag
            # written inside the function's, its text the value
            params = {named[1]: _typed(inside.strip(), m.group(2))}
        return as_step(
            m.group(1), params, _before(text, m.start(), reasoning), text.strip(), resolve
        )
    m = _ENDING_TAG_RE.search(text)
    if (
        m
        and not _NOT_CALL_WORD_RE.search(m.group(1))
        and m.group(2).strip()[:1] not in ("", "{", "[")
    ):
        # "<terminal_command>\nls -la\n</terminal_command>" (Qwen3.6), "I will read it.\n
        # <execute_bash>\nread a.py\n</execute_bash>" (CodeAct's tag, in another agent): a
        # reply that ends with an element named like a function, text inside, calls it even
        # when no tool has that name (the agent answers with the list of tools)
        under_name = text.strip().partition("\n")[2]
        over = (
            _name_then_arguments(text, reasoning, resolve)
            if under_name and _ELEMENTS_ONLY_RE.fullmatch(under_name)
            else None
        )
        if isinstance(over, Actions):
            # ("sea_conditions\n<port>Calais</port>\n<hours_ahead>6</hours_ahead>": under a
            # registered tool's name, the elements are its arguments)
            return over
        value = textwrap.dedent(m.group(2).strip("\n")).strip()
        return as_step(
            m.group(1), value, _before(text, m.start(), reasoning), text.strip(), resolve
        )
    m = _SELF_CLOSED_CALL_RE.search(text)
    if m is None and "=" in text and _OPEN_TAG_LINES_RE.fullmatch(text):
        # '<events_3_find_events event_type="Music" city="New York, NY" …>\n<events_3_find_events
        # event_type="Theater" …>' (Phi-4-mini on BFCL, b1084): the elements left open, a call
        # a line, the first the step
        m = _OPEN_TAG_LINE_RE.match(text)
    first = _SELF_CLOSED_LINE_RE.match(text) if m and text[: m.start()].strip() else None
    if (
        m
        and first
        and (first[1] == m[1] or (resolve is not None and resolve(first[1]) == first[1]))
        and _SELF_CLOSED_LINES_RE.fullmatch(text, first.end())
    ):
        # '<entropy_change.calculate substance="A" mass="2" …/>\n<entropy_change.calculate …/>'
        # (phi-4 on BFCL, b915): a tool's element a call, the first the step (of another
        # tool too: '<cell_biology.function_lookup molecule="ATP" …/>\n
        # <get_shortest_driving_distance origin="New York" …/>', Phi-4-mini on BFCL, b1074)
        m = first
    element = resolve(m.group(1)) if m and resolve is not None else None
    if m and (
        element == m.group(1)
        # (or its letters in another case, with attributes: '<FileReturn taxpayer_id="…"
        # year="2025" />' for file_return, qwen 0.5B under Cline's prompt, b934)
        or (m.group(2) and element and squash_key(element) == squash_key(m.group(1)))
        or (
            m.group(2)
            and _UNKNOWN_CALL_NAME_RE.fullmatch(m.group(1))
            and not _NOT_CALL_WORD_RE.search(m[1])
        )
    ):
        # '<run_command command="ls -l" />' (Qwen2.5-Coder on Ollama): the attributes are the
        # arguments; a registered tool's element alone, '<get_location/>' (Hermes 4), none
        args = {k: v for k, _, v in _ATTRIBUTE_RE.findall(m.group(2))}
        return as_step(m.group(1), args, _before(text, m.start(), reasoning), text.strip(), resolve)
    m = next(
        (
            o
            for o in _ATTRIBUTED_OPEN_RE.finditer(text)
            # (its case perhaps not the registered name's: '<List_objects bucket="…">', b734)
            if resolve is not None and _same_name(o.group(1), resolve)
        ),
        None,
    )
    if m and resolve is not None:
        # (also inside a container: '<functions><connect_to_server nickname="SQL01"
        # timeout=60></connect_to_server></functions>', ToolACE-2-8B on BFCL)
        # '<recipe_search dish="红烧肉" servings=4>' and made-up elements inside (GLM-4.5's
        # template, a small model): a registered tool's element, its attributes the arguments
        # (a value in braces is JSX's: '<task_boundary PredictedTaskSize={5} …/>', Antigravity)
        args = _attribute_arguments(m.group(2))
        for key in ("name", "function"):
            if str(args.get(key, "")).lower() == m.group(1).lower():
                # '<ChaFod name="ChaFod">' (BFCL's XML, b769), '<Restaurants_2_ReserveRestaurant
                # function="Restaurants_2_ReserveRestaurant">' (b815): its own name
                del args[key]
        end = text.find(f"</{m.group(1)}>", m.end())
        inside = text[m.end() : end].strip("\n") if end > 0 else ""
        within = inside if end > 0 else text[m.end() :]
        if "<param" in within and (params_in := param_tags(within)):
            # '<functions><ChaFod name="ChaFod"><param name="foodItem" …>Caesar salad</param>…'
            # (Llama-3.1-8B in BFCL's XML format, b769): the arguments in param tags inside
            return as_step(
                m.group(1),
                {**args, **params_in},
                _before(text, m.start(), reasoning),
                text.strip(),
                resolve,
            )
        if inside.strip() and set(args) <= _ABOUT_ATTRIBUTES and "<" not in inside:
            # '<code_interpreter type="code" lang="python">\nimport sys\n…</code_interpreter>'
            # (Open WebUI's code interpreter): attributes that describe, the text the input
            said = _before(text, m.start(), reasoning)
            return as_step(m.group(1), inside, said, text[: end + len(m.group(1)) + 3], resolve)
        return as_step(m.group(1), args, _before(text, m.start(), reasoning), text.strip(), resolve)
    return None


# A Bolt-style artifact's action: '<action type="TOOL" attribute="value" type="book_flight">'
# (the template's placeholders kept beside the tool's name), its arguments as
# '<attribute name="origin">Seoul</attribute>' or '<origin>Seoul</origin>' elements
# (never past the next "<action": each of many never closed would search to the end)
_BOLT_ACTION_RE = re.compile(r"<action\b([^<>]*)>((?:(?!<action\b).)*?)(?:</action>|\Z)", re.S)


def bolt_action(text: str, reasoning: str | None, resolve: Resolver) -> Parsed | None:
    """The call in a Bolt-style <action> element whose attributes name a registered tool."""
    m = _BOLT_ACTION_RE.search(text) if "<action" in text else None
    if m is None:
        plain = _BOLT_PLAIN_RE.match(text) if "type=" in text else None
        if plain is None or resolve(plain[1]) != plain[1]:
            return None
        # 'Artifact: type="adoption_search"\nAttributes:\n  species=cat\n  city=Porto' (smollm2
        # under a Bolt-style prompt, b586): the element told in words, one attribute a line
        args = key_value_lines(plain[2]) or {}
        return as_step(plain[1], args, reasoning, text.strip(), resolve)
    # (or in another case: type="SET_VOLUME" for set_volume, qwen 0.5B, b762)
    named = [v for _, _, v in _ATTRIBUTE_RE.findall(m.group(1)) if _same_name(v, resolve)]
    body = m.group(2).strip()
    valued = _NAMING_CHILD_RE.search(body) if not named and body.startswith("<") else None
    if valued is not None and resolve(valued[2]) == valued[2]:
        # '<action type="TOOL">\n<value>add_contact</value>\n<name>王芳</name>…' (Qwen2.5 under
        # Bolt's prompt, b512): the tool named in a child, the other children its arguments
        named = [valued[2]]
        body = (body[: valued.start()] + body[valued.end() :]).strip()
    if len(set(named)) != 1:
        return None
    args = (param_tags(body) or _xml_children(body)) if body.startswith("<") else {}
    if isinstance(args, dict) and any(isinstance(v, str) and "\n" in v for v in args.values()):
        # '<chapters>\n      <chapter title="Intro" …/>\n      …\n    </chapters>' (qwen 0.5B
        # under Bolt's prompt, b1533): a child's lines, the line breaks around them dropped,
        # the first line's indent kept, as any element's lines are
        args = {k: scalar(v) if isinstance(v, str) and "\n" in v else v for k, v in args.items()}
    if (
        isinstance(args, dict)
        and list(args) == ["attribute"]
        and isinstance(args["attribute"], str)
    ):
        # '<action type="TOOL">\n<value>book_vet</value>\n<attribute>\n  pet_id=PET/2291-B\n
        #  species=cat\n…</attribute>' (qwen 0.5B under Bolt's prompt, b1302): the template's
        # attribute element holding the arguments, one "key=value" a line
        args = key_value_lines(args["attribute"].strip()) or args
    given = {
        k: v
        for k, _, v in _ATTRIBUTE_RE.findall(m.group(1))
        if v != named[0] and k.lower() not in _ABOUT_ATTRIBUTES
    }
    named[0] = resolve(named[0]) or named[0]
    pair = (given.get("attribute"), given.get("value"))
    if isinstance(pair[0], str) and pair[0] != "value" and pair[1] is not None:
        # '<action type="upload_file" attribute="path" value="./合同/租赁合同.pdf" bucket=…/>'
        # (qwen 0.5B under Bolt's prompt, b749): the template's attribute/value pair filled in,
        # one argument; (attribute="value" is the template's placeholder kept, b633)
        given = {pair[0]: pair[1]} | {
            k: v for k, v in given.items() if k not in ("attribute", "value")
        }
    elif pair == ("value", None):
        # '<action type="TOOL" attribute="value" type="travel_insurance_quote" destination=…/>'
        # (qwen 0.5B under Bolt's prompt, b770): the template's placeholder kept, no argument
        del given["attribute"]
    if given and isinstance(args, dict) and set(args) <= {"description"}:
        # '<action type="TOOL" attribute="reserve_study_room" date="2027-03-02" start=…>
        # <description>…</description>' (b539): no argument among the children, the other
        # attributes are the arguments (the description only says what the call does)
        args = given
    return as_step(named[0], args, _before(text, m.start(), reasoning), text.strip(), resolve)


def _same_name(written: str, resolve: Resolver) -> bool:
    """Whether a name is a registered tool's, perhaps in another case."""
    found = resolve(written)
    return found is not None and found.lower() == written.lower()


# A Bolt-style action written out in words: "Artifact: type="NAME"", then "key=value" lines.
_BOLT_PLAIN_RE = re.compile(
    r"\s*(?:artifact|action)[ \t]*[:：]?[ \t]*type[ \t]*=[ \t]*\"([\w.\-]+)\"[ \t]*\n"
    r"(?:[ \t]*attributes[ \t]*[:：][ \t]*\n)?((?:[ \t]*[\w\-]+[ \t]*=[^\n]*(?:\n|\Z))+)\s*\Z",
    re.I,
)
# A child element that names the tool: "<value>add_contact</value>", "<tool>f</tool>".
_NAMING_CHILD_RE = re.compile(r"<(value|tool|tool_name|function)>[ \t]*([\w.\-]+)[ \t]*</\1>")
# Attributes that describe an element's text rather than give arguments.
_ABOUT_ATTRIBUTES = frozenset({"type", "lang", "language", "format"})


def _listed_or_coded(block: str, resolve: Resolver) -> tuple[str, Any] | None:
    """A registered tool's call in a <tool_calls> block that holds no JSON call (Qwen2.5-3B
    under a Hermes-style prompt): a [name, arguments] pair, or Python that calls the tool
    ('result = python_code(name="div", arguments={"code": …})': a call's name and arguments
    as keywords are the call's own)."""
    value = jsonish.loads(block) if block.lstrip().startswith("[") else None
    if (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], str)
        and isinstance(value[1], dict)
        and resolve(value[0]) == value[0]
    ):
        return value[0], value[1]
    called = _first_tool_call(block, resolve)
    if not isinstance(called, tuple) or resolve(called[0]) != called[0]:
        return None
    name, args = called
    if (
        isinstance(args, dict)
        and set(args) == {"name", "arguments"}
        and isinstance(args["arguments"], dict)
    ):
        args = args["arguments"]
    return name, args


_ENTITY_RE = re.compile(r"&(?:lt|gt|amp|quot|apos|#39);")


# An element named like a tool (snake_case, a verb and a noun) at the reply's end, holding
# nothing but its parameters' elements, closed or cut off at the end: a call of a tool that
# is not registered (not "<environment_details>", "<str_replace_editor>" alone: see below)
_TOOL_ELEMENT_RE = re.compile(
    r"(?:\A|\n)[ \t]*<([a-z]+_[a-z_]+)>[ \t]*\n((?:[ \t]*<([a-z_]+)>.*?</\3>[ \t]*\n?)+)"
    r"[ \t]*(?:</\1>)?\s*\Z",
    re.S,
)
# ... its name a verb's, as tools' names begin ("write_file", "use_mongo_query")
_TOOL_VERB_RE = re.compile(
    r"(?:get|set|use|read|write|create|delete|update|list|run|execute|search|find|send|open|"
    r"edit|make|add|remove|fetch|query|call|ask|check|apply|replace|insert|move|copy)_"
)
_NOT_TOOLS = frozenset(
    (
        "environment_details",
        "final_answer",
        "tool_call",
        "tool_calls",
        "function_calls",
        "function_call",
        "tool_result",
        "tool_response",
        "system_reminder",
        "user_query",
    )
)


def unregistered_element(text: str, resolve: Resolver) -> tuple[str, dict[str, Any]] | None:
    """A call written as Cline's XML of a tool no one registered: "<write_file>\n<path>a.md
    </path>\n<content>…</content>\n</write_file>" after a sentence (GLM-4.5 in Kilo Code,
    whose tool is write_to_file, b507), or "<use_mongo_query>\n<query>count</query>" cut off
    (Kimi-K2, b507): the written name and its parameters, for the agent to answer that no
    such tool exists. Only when words come before it or it is cut off: markup alone, closed,
    is an echo (an error)."""
    m = _TOOL_ELEMENT_RE.search(text)
    if m is None or m[1] in _NOT_TOOLS or resolve(m[1]) == m[1]:
        return None
    closed = text.rstrip().endswith(f"</{m[1]}>")
    if closed and not text[: m.start()].strip():
        return None
    if not _TOOL_VERB_RE.match(m[1]):
        return None
    return m[1], _xml_children(m[2])


# A JSON list or object written as an attribute's value with no quotes around it
_BARE_JSON_VALUE = r"\[[^\[\]<>]*\]|\{(?:[^{}<>]|\{[^{}<>]*\})*\}"
# A parameter's element self-closed with its value as an attribute: '<a value="10" …/>'
_SELF_VALUED_RE = re.compile(
    # (a list's value in no quotes: '<items value=["burgers", "chicken wings"] type="array"/>',
    # Gemini on BFCL, b798)
    rf"<([A-Za-z_][\w\-]*)\s+value=(?:\"([^\"]*)\"|({_BARE_JSON_VALUE}))([^<>]*?)/>"
)


# The items of a tool's element written as a soup of tags (BitAgent-8B on BFCL, b775): a tag
# of a key and its value ('<host="db.example.com">'), an element closed ('<port>5432</port>')
# or left open after its value, perhaps with a stray quote and bracket ('<database>"inventory">')
_SOUP_ITEM_RE = re.compile(
    r"\s*(?:<([\w\-]+)=(?:\"([^\"<>]*)\"|([^\s<>/]*))\s*/?>"
    r"|<([\w\-]+)>([^<]*)(?:(</\4>)|(?=<|\Z)))"
)


def _tag_soup(inner: str) -> dict[str, Any] | None:
    """A tool's arguments in a soup of key=value tags and elements, the values' stray quotes
    and brackets dropped; None unless the items make up the whole text and one of them is a
    key=value tag or has a stray quote."""
    items: dict[str, Any] = {}
    quoted: list[str] = []  # the elements whose text is in quotes
    at, stray, loose = 0, False, False
    while at < len(inner.rstrip()):
        m = _SOUP_ITEM_RE.match(inner, at)
        if m is None or m.end() == at:
            return None
        if m[1]:
            items[m[1]] = m[2] if m[2] is not None else scalar(m[3])
            stray = True
        else:
            items[m[4]] = m[5].strip()
            if re.fullmatch(r"\"[^\"]*\"", items[m[4]]):
                quoted.append(m[4])
                if m[6] is None:  # ('<loc>"123 Đường Đại học"<type>…', left open, b793)
                    stray, loose = True, True
            elif unclosed := re.fullmatch(r"\"?([^\"]*)\">?", items[m[4]]):
                items[m[4]], stray, loose = unclosed[1], True, True
        at = m.end()
    for key in quoted if loose else ():
        # ('<password>"1234567890"</password>' among them: the soup's quotes, not the value's;
        # alone, the quotes closed in an element are its text's, b348)
        items[key] = items[key][1:-1]
    return items if stray else None


# An element's text, then a closing tag (of any name)
_TEXT_THEN_CLOSING_RE = re.compile(r"([^<]*)</([\w.\-]+)>")


def elements_only(text: str) -> dict[str, str] | None:
    """The elements `text` holds one after another and nothing else, as name -> text (a line
    break on both sides of a value dropped); None when anything else is there. Each element is
    matched once where the last ended, so the scan stays linear."""
    given: dict[str, str] = {}
    at = 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        m = _XML_CHILD_RE.match(text, at)
        if m is None:
            return given if given and at == len(text) else None
        given[m[1]] = m[3]
        at = m.end()


def _xml_children(inner: str) -> dict[str, Any]:
    """A call's parameters as elements of their own names (Cline's XML), as text: a name
    repeated is a list ("<command>ls</command><command>app</command>"), and a last element
    cut off in its closing tag ("<d_time>4</d") or in its value still counts."""
    if "<arg_key>" in inner and (pairs := _glm_pairs(inner)):
        # "<shopping_list_add>\n<arg_key>items</arg_key>\n<arg_value>…</arg_value>" (GLM's
        # argument pairs inside an element named for the tool)
        return pairs
    if ("<param " in inner or "<parameter " in inner) and (tagged := param_tags(inner)):
        # '<get_movies><param name="city" type="string">Noida</param>…' (BFCL); '<finish>
        # <parameter name="message">End.</parameter> </invoke> </finish>' (a SWE agent)
        return tagged
    soup = _tag_soup(inner) if "=" in inner or '">' in inner or '"<' in inner else None
    if soup:
        return soup
    valued = "value=" in inner and _SELF_VALUED_RE.search(inner) is not None
    rest = _SELF_VALUED_RE.sub("", inner) if valued else ""
    if valued and re.fullmatch(r"(?:\s*</?[A-Za-z_][\w\-]*/?>)*\s*", rest):
        # '<add><a value="10" type="integer"/><b value="30" type="integer"/></add>' (BFCL's
        # XML, b772): an element per parameter, self-closed, its value an attribute (in a
        # <params> never closed: '<uber.eat.order><params><restaurant value="uber pitada"
        # type="string"/>…</uber.eat.order>', b798; an object's fields as elements inside its
        # own: '<transaction_overview><total_deposits value="7132.76" type="float"/>…
        # </transaction_overview>', Gemini on BFCL, b803; stray empty tags after them:
        # '<album value="High Expectations"/><album/>', Phi-4-mini on BFCL, b1080)
        tree = _valued_tree(inner)
        if tree:
            return tree
    params: dict[str, Any] = {}
    last = 0
    # (an element is sought only where its closing tag comes later: from each "<code>" never
    # closed the search ran to the end)
    closes = {c.group(1): c.start() for c in re.finditer(r"<[ \t]*/[ \t]*([\w.\-]+)", inner)}
    at = 0
    while (o := _XML_OPEN_NAME_RE.search(inner, at)) is not None:
        at = o.end()
        if closes.get(o.group(1), -1) < o.end():
            shut = _TEXT_THEN_CLOSING_RE.match(inner, o.end())
            if shut and shut[2] in params and o.group(1) not in params:
                # '<molecule>ATP</molecule><organelle>mitochondria</molecule>' (gemma-3 on
                # BFCL, b1072): closed with the tag of the element before it
                params[o.group(1)] = shut[1]
                at = last = shut.end()
            continue
        m = _XML_CHILD_RE.match(inner, o.start())
        if m is None:
            continue
        at = m.end()
        key, value = m.group(1), m.group(3)
        if "&" in value and "<" not in value and _ENTITY_RE.search(value):
            # "cd contracts &amp;&amp; npm install", "&lt;script&gt;" with no "<" written
            # (Gemini in Cline): the value escaped as XML would be; what it means
            value = html.unescape(value)
        if key in params:
            held = params[key]
            params[key] = [*held, value] if isinstance(held, list) else [held, value]
        else:
            params[key] = value
        last = m.end()
    if not params and (quoted := _QUOTED_CHILDREN_RE.findall(inner)) and len(quoted) >= 2:
        # "<host>'http://plgah.ca'<database>'maindb'…" (BFCL, a fine-tune): elements never
        # closed, each value quoted right after its opening tag
        return {key: value for key, _, value in quoted}
    # (or in its value: "<prefix>2026/01/01/…/93/9", smollm2 under Cline's prompt, b736)
    cut = re.fullmatch(r"\s*<([\w.\-]+)>([^<]*)(?:</?[\w.\-]*)?\s*", inner[last:])
    if cut and cut.group(1) not in params and params:
        params[cut.group(1)] = cut.group(2).strip("\n")
    for tag in _ATTRIBUTES_ONLY_RE.findall(inner):
        # '<api.weather><loc="Ha Noi, Vietnam"/></api.weather>', '<connect_to_server>
        # <nickname="SQL01" timeout=60>' (BFCL's XML format gone wrong): a tag of attributes only
        for key, _, quoted, bare in _BARE_ATTRIBUTE_RE.findall(tag):
            bare = bare.rstrip(",")
            for opening, closing in ("[]", "()"):
                # ('<math.gcd><num1=40, num2=50]>', '<num2=50]]' at the end: Falcon3-FC on
                # BFCL, b861; a stray bracket, no list; '<Buses_3_FindBus><from_city="Fresno,
                # CA" … num_passengers=1)>', BitAgent-8B on BFCL, b1187: a call's parenthesis)
                if opening not in bare:
                    bare = bare.rstrip(closing)
            params.setdefault(key, quoted if bare == "" else scalar(bare))
    gt = inner.rfind(">") if params and "{" in inner else -1  # (the object holds no "<>")
    tail = _ATTRIBUTES_THEN_OBJECT_RE.match(inner, gt - 1) if gt > 0 else None
    if tail is not None and isinstance(more := jsonish.loads_object(tail[1]), dict):
        # '<Travel_1_FindAttractions><location="New York, NY">{\'free_entry\': \'True\', …})'
        # (CoALM-8B on BFCL, b1068): the other parameters as an object after the tag
        for key, value in more.items():
            params.setdefault(key, value)
    if not params and re.fullmatch(r"(?:\s*<[A-Za-z_][\w\-]*>[^<>]*[^<>\s][^<>]*){2,}", inner):
        # "<math.gcd><num1>40<num2>50</math.gcd>" (Falcon3-FC on BFCL, b861): elements never
        # closed, each value the text up to the next one's tag
        return {k: v.strip() for k, v in re.findall(r"<([A-Za-z_][\w\-]*)>([^<>]*)", inner)}
    return _unwrapped_params(params)


def _valued_tree(inner: str) -> dict[str, Any] | None:
    """Self-closed elements with value attributes, nested in elements of their own (an object
    parameter's fields), as a dict of dicts; None where the elements do not nest."""
    root: dict[str, Any] = {}
    stack = [root]
    names: list[str] = []
    for m in re.finditer(rf"{_SELF_VALUED_RE.pattern}|<(/?)([A-Za-z_][\w\-]*)>", inner):
        if m[1] is not None:
            key, quoted, bare, attrs = m[1], m[2], m[3], m[4]
            stack[-1][key] = (
                _typed(_unescaped(quoted), attrs) if bare is None else _attribute_value(bare)
            )
        elif m[6] == "params":
            continue
        elif m[5]:
            if not names or names[-1] != m[6]:
                return None
            names.pop()
            stack.pop()
        else:
            child: dict[str, Any] = {}
            stack[-1][m[6]] = child
            stack.append(child)
            names.append(m[6])
    return root if not names else None


def _unwrapped_params(params: dict[str, Any]) -> dict[str, Any]:
    """'<params><city>Sunnyvale, CA</city>…</params>' inside a call's element (ToolACE-2-8B
    on BFCL): the parameters' wrapper alone holds the parameters as elements."""
    if len(params) == 1:
        ((key, held),) = params.items()
        # (not Roo Code's "<read_file><args><file>…": "args" is that tool's parameter)
        if (
            key in ("params", "parameters")
            and isinstance(held, str)
            and held.lstrip().startswith("<")
            and (inner := _xml_children(held))
        ):
            return inner
        if key in ("params", "parameters") and held == "":
            return {}  # '<function name="get_version"><params></params>' (BFCL, b810): none
    return params


# The line "Usage:" right above an element, as Cline's prompt documents each tool.
_USAGE_ABOVE_RE = re.compile(r"(?:^|\n)[ \t]*Usage:[ \t]*\n[ \t]*\Z")
_QUOTED_CHILDREN_RE = re.compile(r"<([\w.\-]+)>[ \t]*(['\"])([^'\"<\n]*)\2(?=\s*(?:<|\Z))")
_ATTRIBUTES_ONLY_RE = re.compile(
    # (perhaps with commas between: '<movie_name="Imax film", location="Danville">', b803)
    r"<[ \t]*((?:[A-Za-z_][\w\-]*=(?:\"[^\"<>]*\"|'[^'<>]*'|[^\s>\"'/,]+)[\s,]*)+)(?:/?>|\Z)"
)


_XML_OPEN_NAME_RE = re.compile(r"<[ \t]*([\w.\-]+)[ \t]*>")
_KEY_EQUALS_TAG_RE = re.compile(r"[ \t]*<([A-Za-z_][\w\-]*)=([^<>\n]*)>[ \t]*\n?")


# An attribute quoted: ' city="Paris"'
_QUOTED_ATTR = r"(?:\s+[\w\-]+=(?:\"[^\"]*\"|'[^']*'))"
_SELF_CLOSED = rf"<([A-Za-z_][\w.\-]*)({_QUOTED_ATTR}*)\s*/>"
_SELF_CLOSED_CALL_RE = re.compile(rf"^[ \t]*{_SELF_CLOSED}\s*\Z", re.M)
# ... one such element on its line, and nothing after it but more of them
_SELF_CLOSED_LINE_RE = re.compile(rf"\s*{_SELF_CLOSED}[ \t]*(?:\n|\Z)")
_SELF_CLOSED_LINES_RE = re.compile(rf"(?:\s*{_SELF_CLOSED})*\s*")
# ... or left open, with attributes, one a line
_OPEN_TAG = rf"<([A-Za-z_][\w.\-]*)({_QUOTED_ATTR}+)\s*>"
_OPEN_TAG_LINE_RE = re.compile(rf"\s*{_OPEN_TAG}")
_OPEN_TAG_LINES_RE = re.compile(rf"(?:\s*{_OPEN_TAG}[ \t]*(?:\n|\Z))+\s*")


def _attribute_values(attrs: str, quoted: dict[str, Any]) -> dict[str, Any]:
    """`quoted` (the attributes in quotes) with those whose value is a bracketed JSON value
    in no quotes, in the order written."""
    found: list[tuple[int, str, Any]] = [
        (a.start(), a[1], quoted[a[1]]) for a in _ATTRIBUTE_RE.finditer(attrs) if a[1] in quoted
    ]
    for a in re.finditer(r"(?<![\w\-])([A-Za-z_][\w\-]*)=(?=[\[{])", attrs):
        shut = jsonish.closing(attrs, a.end())[0]
        value = jsonish.loads(attrs[a.end() : shut + 1]) if shut > 0 else None
        if value is not None:
            found.append((a.start(), a[1], value))
    return {k: v for _, k, v in sorted(found, key=lambda f: f[0])}


_ATTRIBUTE_RE = re.compile(r"([\w\-]+)=([\"'])(.*?)\2", re.S)
# An attribute's value in a tool's element: quoted (its quotes perhaps escaped inside:
# 'command="tasklist /FI \\"IMAGENAME eq Code.exe\\""', BitAgent-8B on BFCL, b794; or a
# Windows path's last backslash before the closing quote), a JSON list or object left unquoted
# ('items=["burgers", "chicken wings"] quantities=[5, 6]', b794), or a bare word ("servings=4")
_ATTRIBUTE_VALUE = (
    r"\"(?:[^\"\\]|\\.)*\"(?=[\s/>)]|\Z)|\"[^\"]*\\\"|'[^']*'"
    rf"|{_BARE_JSON_VALUE}|[^\s>\"'/]+"
)
_ATTRIBUTED_OPEN_RE = re.compile(
    rf"(?:^|(?<=>))[ \t]*<([A-Za-z_][\w.\-]*)((?:\s+[\w\-]+=(?:{_ATTRIBUTE_VALUE}))+)"
    # (closed as a Python call: '<requests.get url="…" params={"node_id": 12})', b794)
    r"(?:\s*/?>|\)[ \t]*$)",
    re.M,
)
_ATTRIBUTE_ARGUMENT_RE = re.compile(rf"([\w\-]+)=({_ATTRIBUTE_VALUE})")
# ... then an object to the end, the rest of the arguments: '<location="NY">{'free': 'True'})'
# (matched from the last ">" only: the object holds none)
_ATTRIBUTES_THEN_OBJECT_RE = re.compile(r"[\"'\w]>[ \t]*(\{[^<>]*\})[ \t)]*\Z")
_BARE_ATTRIBUTE_RE = re.compile(r"([\w\-]+)=(?:([\"'])(.*?)\2|([^\s>\"'/]+))", re.S)


def own_tag_arguments(text: str, name: str) -> dict[str, Any] | None:
    """The attributes of an element named after the Action's own tool, written as its input
    ('Action: guest_rsvp: <guest_rsvp input="花生过敏" input2="过敏源:花生">', qwen 0.5B,
    b689): its arguments; None when `text` is not that one element."""
    m = _ATTRIBUTED_OPEN_RE.fullmatch(text.strip().removesuffix(f"</{name}>").rstrip())
    return _attribute_arguments(m[2]) if m is not None and m[1] == name else None


def _attribute_arguments(attributes: str) -> dict[str, Any]:
    """An element's attributes as arguments: a quoted value as text (its escaped quotes as
    quotes), a bare one as JSON where it reads so ("servings=4", "items=[…]"), a value in
    braces as JSX's ("PredictedTaskSize={5}") unless it is a JSON object."""
    return {k: _attribute_value(v) for k, v in _ATTRIBUTE_ARGUMENT_RE.findall(attributes)}


def _attribute_value(value: str) -> Any:
    if value[:1] == "'" or value.endswith('\\"'):
        return value[1:-1]
    if value[:1] == '"':
        return value[1:-1].replace('\\"', '"')
    read = jsonish.loads(value) if value[:1] in ("[", "{") else None
    if isinstance(read, list if value[0] == "[" else dict):
        return read
    return scalar(re.sub(r"\A\{(.*)\}\Z", r"\1", value))


_ENDING_TAG_RE = re.compile(r"^[ \t]*<([a-z][a-z0-9]*(?:_[a-z0-9]+)+)>([^<]*)</\1>\s*\Z", re.M)
# ... unless its name says it holds an answer, a thought or a result
_NOT_CALL_WORD_RE = re.compile(
    r"(?:^|_)(?:answer|final|thoughts?|thinking|think|reflection|response|reply|results?|output"
    r"|summary|observation|score|analysis|reasoning|plan|message|text|content|notes?|details"
    r"|context|info|environment|quality|example|tool|calls?|function|code|arg|key|value"
    r"|readings?)(?=_|$)"  # ("<co2_reading>500.0</co2_reading>": a value made up, b1540)
)


# A parameter written as the tools' list describes one, its value in the element after its
# name: "<parameter>\n<name>url</name>\n<type>https://a.example</type>\n</parameter>"
_DESCRIBED_PARAM_RE = re.compile(
    r"<parameter>\s*<name>\s*([\w.\-]+)\s*</name>\s*<(\w+)>(.*?)</\2>\s*</parameter>", re.S
)


# ... or the name's close tag fused into the value: '<parameter><name>city">Paris</parameter>'
_FUSED_PARAM_RE = re.compile(
    r"<parameter>\s*<name>\s*([\w.\-]+)[\"']?>[ \t]*([^<\n]*?)[ \t]*</parameter>", re.S
)


def _invoke(m: re.Match[str]) -> tuple[str, Any]:
    """The (tool, arguments) of an <invoke><tool_name>…</tool_name><parameters>… match; each
    parameter as an element of its name, or as the list of tools describes one (Qwen2.5-Coder
    under Claude 2's prompt, the value in <type> or <value>)."""
    body = m.group(2) or ""
    described = _DESCRIBED_PARAM_RE.findall(body)
    if described and not _DESCRIBED_PARAM_RE.sub("", body).strip():
        return m.group(1), {k: scalar(v.strip()) for k, _, v in described}
    garbled = _FUSED_PARAM_RE.findall(body) if "<name>" in body else []
    if garbled and not re.sub(r"\s|</parameter>", "", _FUSED_PARAM_RE.sub("", body)):
        # '<parameter>\n<name>shoujianren">上海徐汇区</parameter>' (qwen 0.5B under Claude 2's
        # prompt, b1269): the name's close tag garbled into the value's start
        return m.group(1), {k: scalar(v.strip()) for k, v in garbled}
    if body.strip() and "<" not in body:
        # '<parameters>\nIMG_2041\n["Jon Ortiz"]\n</parameters>' (qwen 0.5B under Claude 2's
        # prompt, b1484): the values written without their elements, the input as written
        return m.group(1), body.strip()
    return m.group(1), {k: v.strip("\n") for k, _, v in _XML_CHILD_RE.findall(body)}


def tag_call(text: str) -> tuple[str, Any] | None:
    """The call written as XML under an Action label: <invoke>… or <tool>input</tool>."""
    m = _INVOKE_RE.search(text)
    if m:
        return _invoke(m)
    named = _XML_TOOL_RE.match(text.lstrip())
    if named and _names_a_tool(named):
        # "Action:\n<tool_name>search_files</tool_name>\n<arguments>…": an <action> element
        # read as the label
        return _tool_name_call(named, text.lstrip())
    m = _TAG_CALL_RE.match(text)
    if m:
        return m.group(2) or m.group(1), m.group(3).strip()
    return None


def _arg_pairs(body: str) -> tuple[str, Any] | None:
    """GLM-4.5: `name` then <arg_key>k</arg_key><arg_value>v</arg_value> pairs."""
    m = re.match(r"\s*([\w.\-]+)\s*(?=<arg_key>|</arg_value>|$)", body)
    if not m:
        return None
    return m.group(1), _glm_pairs(body)


# (GLM-5 sometimes leaves out the value's opening tag: "<arg_key>q</arg_key>x</arg_value>")
_GLM_PAIR_RE = re.compile(
    r"<arg_key>(.*?)</arg_key>\s*(?:<arg_value>)?(.*?)(?:</arg_value>|(?=<arg_key>)|$)", re.S
)


def _glm_pairs(body: str) -> dict[str, Any]:
    if "</arg_key>" not in body:
        return {}  # (no key ever closed: sought from each "<arg_key>" to the end, quadratic)
    return {k.strip(): scalar(v) for k, v in _GLM_PAIR_RE.findall(body)}


_CONTAINER_END_RE = re.compile(r"</(?:ToolCall|tool_call|Tool|action|call|invoke)>", re.I)
# (a type beside the name, '<arg name="user_id" type="int">7890</arg>': o3-mini and gpt-5 in
# BFCL's XML format, b605)
_ARG_KEY_RE = re.compile(r"<arg\s+(?:key|name)=\"([^\"]+)\"([^>]*)>(.*?)</arg>", re.S)


def _names_a_tool(m: re.Match[str]) -> bool:
    """Whether an _XML_TOOL_RE match is a <tool_name> (or DSML's <ToolName>) element."""
    # (and "<function_call>\n<invoke_name>read</invoke_name>\n<parameters>\n<path>…</path>",
    # DeepSeek-V4 in the pi agent, b680)
    return m["tag"].lower().replace("_", "") in ("toolname", "invokename")


def _tool_name_call(m: re.Match[str], text: str) -> tuple[str, Any]:
    """The call of a <tool_name> element: its arguments in the <arguments> element after it,
    else the elements beside it up to the container's end ("<action>\n<tool_name>f</tool_name>
    \n<arguments><arg key="pattern">*.go</arg></arguments>\n</action>", dspy-go; DSML's
    "<ToolCall><ToolName>Read</ToolName><Path>backend/</Path>"): a JSON object, <arg key>
    items (values read as JSON where they are JSON), or elements named after the parameters
    (values as text)."""
    held = (m[4] if m[3] else _CONTAINER_END_RE.split(text[m.end() :], maxsplit=1)[0]).strip()
    if held.startswith("{"):
        return m[2], jsonish.loads_object(held) or read_input(held)
    keyed = _ARG_KEY_RE.findall(held)
    if keyed:
        return m[2], {k: _typed(v.strip(), attrs) for k, attrs, v in keyed}
    if "<arg_key>" in held:
        return m[2], _glm_pairs(held)
    children = {k: v.strip() for k, _, v in _XML_CHILD_RE.findall(held)}
    if children or not held:
        return m[2], children
    return m[2], read_input(held)


# Midscene's UI agent: "<thought>…</thought>\n<log>…</log>\n<action-type>Tap</action-type>\n
# <action-param-json>{"locate": {…}}</action-param-json>"
_ACTION_TYPE_RE = re.compile(
    r"<action-type>\s*([\w.\-]+)\s*</action-type>\s*"
    r"(?:<action-param-json>(.*?)(?:</action-param-json>|\Z))?",
    re.S,
)


def _action_type(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = _ACTION_TYPE_RE.search(text) if "<action-type>" in text else None
    if m is None:
        return None
    body = (m.group(2) or "").strip()
    args = jsonish.loads_object(body) if body else {}
    thought = re.search(r"<thought>(.*?)</thought>", text[: m.start()], re.S)
    said = thought.group(1).strip() if thought else reasoning
    return as_step(m.group(1), args if args is not None else body, said, text[: m.end()], resolve)


def _code_calls_before(text: str, m: re.Match[str], resolve: Resolver) -> bool:
    """Whether an <execute…> opened before the answer's tag, never closed, holds code that
    calls a registered tool (directly or through a module of its name)."""
    opens = list(re.finditer(r"<(execute\w*)>", text[: m.start()]))
    opened = opens[-1] if opens else None
    if opened is None or f"</{opened[1]}>" in text[opened.end() : m.start()]:
        return False
    found = _first_tool_call(text[opened.end() : m.start()], resolve)
    return isinstance(found, tuple) and resolve(found[0]) is not None


# "<function>" (or "<tool_call>", "<invoke>") just before a "<name>" tag, and a tag that
# holds a parameter's value just after it
_FUNCTION_OPENED_RE = re.compile(r"<(?:function|tool_call|invoke)>\s*\Z")
_CHILD_TAG_RE = re.compile(r"\s*<([A-Za-z_][\w\-]*)>[^<]*</\1>")
# Line breaks written as the two characters "\\n" (and spaces) at the start of a tag's text.
_ESCAPED_BREAKS_RE = re.compile(r"^(?:\\n|\s)+")
# A tag of any name around a name alone, then a tag of arguments (closed, or not before the
# next call's tag or the end): "<api-call>order_plants</api-call><args>{…}"
_NAME_TAG_THEN_ARGS_RE = re.compile(
    r"<([A-Za-z][\w\-]*)>[ \t]*([\w.\-]+)[ \t]*</\1>\s*"
    r"<(parameters?|arguments?|args|input)>(.*?)(?:</\3>|(?=<\1>)|\Z)",
    re.S,
)


def _xml(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    m = next(
        (
            m
            for m in _XML_TOOL_RE.finditer(text)
            if m["tag"] != "name"
            or m[3]
            or _DSML_PARAM_RE.match(text, m.end() + 1)  # "<param…"
            # "<function>\n<name>read_file</name>\n<path>/root/MEMORY.md</path>\n</function>"
            # (deepseek-v4-flash in opencrabs, b502): the name, then a tag a parameter
            or (
                _FUNCTION_OPENED_RE.search(text, max(0, m.start() - 40), m.start())
                and _CHILD_TAG_RE.match(text, m.end())
            )
        ),
        None,
    )
    # (its line breaks perhaps escaped: "\\n <tool>\\n {"name": …}\\n </tool>", a diffusion
    # model's reply flattened in a paper)
    inner = _ESCAPED_BREAKS_RE.sub("", m.group(2), count=1) if m else ""
    if m and inner.startswith("{"):
        # '<tool>\n{"name": "run_python", "arguments": {…}}\n</tool>' (a Groovy chat); not the
        # tools' specs echoed in such tags
        spec = jsonish.loads_object(inner)
        found = blob(inner) if spec and not is_definition(spec) else None
        if found:
            return as_step(
                *found, _before(text, m.start(), reasoning), text[: m.end()].strip(), resolve
            )
        if spec and is_definition(spec) and not _ANY_TAG_RE.sub("", text[: m.start()]).strip():
            # "<tools>\n<tool>{"name": "RefillRx7781-302", "description": …, "parameters": …}
            # </tool>…" (qwen 0.5B under MiniMax-M2's prompt, b1006): definitions in the
            # prompt's own tags, nothing before them: the tools written back, no call
            return Unparsed("the tool's definition echoed, no call", reasoning, text.strip())
    elif m:
        if (
            _names_a_tool(m)
            or (not m[3] and "<arg_key>" in text[m.end() : m.end() + 40])
            or (m[4] and _ARG_KEY_RE.search(m[4]))
        ):
            # (GLM's pairs after any name tag: "<function_name>f</function_name>\n<arg_key>…";
            # <arg name> items in <arguments> after <name>: BFCL's XML format, gpt-4o-mini, b598)
            if _names_a_tool(m) and text.rfind("<tool_description>", 0, m.start()) > text.rfind(
                "</tool_description>", 0, m.start()
            ):
                # "<function_calls>\n<tool_description>\n<tool_name>set_temperature</tool_name>
                # \n<description>…" (qwen 0.5B under Claude 2's prompt, b716): the prompt's
                # definition of a tool written back, values filled in or not; no call
                return Unparsed("the tool's definition echoed, no call", reasoning, text.strip())
            name, args = _tool_name_call(m, text)
            return as_step(name, args, _before(text, m.start(), reasoning), text.strip(), resolve)
        if re.match(r"\s*(?:<tool>\s*)?<name>[^<>]*</name>\s*<description>", text[m.start() :]):
            # "<tool>\n<name>ProxyConnection.prepareCall</name>\n<description>Creates a …
            # </description>\n<parameters>…" (Falcon3-1B-FC on BFCL, b875): a tool's definition
            # written back in elements, no call
            return Unparsed("the tool's definition echoed, no call", reasoning, text.strip())
        if m["tag"] == "name" and not m[3]:
            # "<function>\n<name>bash</name>\n<parameter name="command" string="true">…
            # </｜｜DSML｜｜parameter>" (DeepSeek-V4-Flash, its DSML tokens garbled)
            params = _dsml_params(text[m.end() :])
            return as_step(m[2], params, _before(text, m.start(), reasoning), text.strip(), resolve)
        line_start = text.rfind("\n", 0, m.start()) + 1
        if (
            m[3] is None
            and not (resolve and resolve(m[2]))
            and re.search(r"\w[ \t]*\Z", text[line_start : m.start()])
            and re.match(r"[ \t]*\w", text[m.end() :])
        ):
            # "You can use the <tool> search</tool> to find out the amount of meloxicam …"
            # (smollm2 under LangChain's XML prompt, b1126): a tag around a word in a sentence,
            # no input after it, a name no tool has: prose
            return None
        held = m.group(4) or ""
        empty = not held.strip() and (m[3] or "").startswith(("arg", "param"))
        return as_step(
            m.group(2),
            # ("<name>adriel_tech_stack</name>\n<arguments>\n</arguments>", gpt-4o-mini in
            # BFCL's XML format, b1458: the arguments' element empty is no arguments)
            {} if empty else read_input(held),
            _before(text, m.start(), reasoning),
            text[: m.end()].strip(),
            resolve,
        )
    named = _NAME_TAG_THEN_ARGS_RE.search(text) if resolve is not None else None
    if named and resolve is not None and resolve(named[2]) == named[2]:
        # "<api-call>order_plants</api-call><args>{"items": {…}}<api-call>deliveryWindow…"
        # (qwen 0.5B under DB-GPT's prompt, b989: its <name> tag left out, <args> never
        # closed): a registered name alone in a tag, its arguments in the tag after
        held = named[4].strip()
        args = jsonish.loads_object(held) if held.startswith("{") else None
        return as_step(
            named[2],
            read_input(held) if args is None else args,
            _before(text, named.start(), reasoning),
            text[: named.end()].strip(),
            resolve,
        )
    m = _xml_final(text)
    said = (m.group(2) or m.group(4) or m.group(5) or "").strip() if m else ""
    call = blob(said) if said.startswith("{") else None
    if m and call and ((resolve and resolve(call[0])) or is_final_name(call[0])):
        # "<response>\n  <tools>\n    {"name": "get_weather", "arguments": {…}}" (Qwen2, its
        # <tools> tags dropped in cleaning): a registered tool's call in the answer's tag
        return as_step(*call, _before(text, m.start(), reasoning), text.strip(), resolve)
    if m and said and m.group(3) and resolve is not None and _code_calls_before(text, m, resolve):
        # "<execute>\nresult = flight_search("北京", …)\nprint(result)\n<solution>\n{…}
        # </solution>" (CodeAct's prompt, Qwen2.5-Coder): code never closed that calls a
        # registered tool, then an answer written before its result: the code runs first
        return None
    if (
        m
        and said
        and m.group(1) in ("response", "respond")
        and len(re.findall(r"[^\W\d]{2,}", _ANY_TAG_RE.sub(" ", text[m.end() :]))) >= 8
    ):
        # "Here's an example of a response …:\n\n<response>\n  <name>user</name>…</response>\n\n
        # In this response, we have a function call and …" (qwen 0.5B under Hermes 3's
        # prompt, b716): an element shown in prose and talked about after; the prose is the
        # answer
        return None
    if m and said:
        # <final_answer>, <response>; <solution> (MINT) and <answer> only when closed; the
        # tag opened twice ("<solution>\nThe answer is <solution> No </solution>"): the inner
        content = m.group(2) or m.group(4) or m.group(5)
        if m.group(3) and f"<{m.group(3)}>" in content:
            content = content.rsplit(f"<{m.group(3)}>", 1)[1]
        tag = m.group(1) or m.group(3)
        if tag and resolve is not None and resolve(tag) == tag:
            # "The answer is <solution> D ) 2047 </solution>." beside a tool named solution
            # (MINT's runs, b780): a finish tag with text in it calls the tool of its name
            said = _before(text, m.start(), reasoning)
            return as_step(tag, content.strip(), said, text[: m.end()].strip(), resolve)
        return Final(
            content.strip(),
            _before(text, m.start(), reasoning),
            text[: m.end()].strip(),
        )
    unclosed = (
        _UNCLOSED_SOLUTION_RE.search(text)
        if text.count("<solution>") == 1 and "</solution>" not in text and "<execute>" not in text
        else None
    )
    if unclosed is not None and not (resolve and resolve("solution")):
        # "Here's the solution to the problem:\n\n<solution>\nBerths due at Felixstowe on
        # 2026-12-14 are:\n\n1. …" (qwen 0.5B under CodeAct's prompt, b1173): the answer's
        # tag alone on its line, never closed (cut at the token limit): the rest is the answer
        return Final(unclosed[1].strip(), _before(text, unclosed.start(), reasoning), text.strip())
    return None


# An answer's tag alone on its line, and the answer after it
_UNCLOSED_SOLUTION_RE = re.compile(r"^[ \t]*<solution>[ \t]*\n(.*\S.*)", re.M | re.S)


# A placeholder in angle brackets where a value goes: '"args": {<arguments>}', '"x": <value>,'
_PLACEHOLDER_VALUE_RE = re.compile(r"[:{\[][ \t]*\{?<[A-Za-z_][\w \-]{0,30}>\}?[ \t]*[,}\]\n]")
# A fenced object (the object stops at the next fence: "```{" repeated sent each fence's scan
# to the end)
_FENCED_OBJECT_RE = re.compile(
    r"`{2,3}[ \t]*(?:json|JSON|python|py|[a-z]\w*)?[ \t]*\n?\s*(\{(?:[^`]|`(?!`))*?\})\s*`{2,3}",
    re.S,
)


# A tag alone that says a call follows: "<function_call> ", "<|tool_call|>"
_CALL_TAG_LEAD_RE = re.compile(r"\s*<\|?(?:function_?call|tool_?call)\|?>\s*", re.I)
# A fence whose language says it holds a call
_CALL_FENCE_RE = re.compile(r"[ \t]*`{3}[ \t]*(?:function_call|tool_calls?)[ \t]*\n")


def _fenced_objects(text: str) -> list[tuple[int, int, str]]:
    """The fenced JSON objects of `text` in order, as (start, end, object's text); a fence's
    object with backticks in its strings ('"action_input": "…\\n```\\nSELECT …\\n```"', a
    LangChain.js test) is the body of a fence paired by its lines."""
    found = [(m.start(), m.end(), m.group(1)) for m in _FENCED_OBJECT_RE.finditer(text)]
    if "``" in text:
        found.extend(
            (start, end, body.strip())
            for start, end, _, body in fences(text)
            if "``" in body and body.lstrip().startswith("{")
        )
        found.sort()
    return found


def _strings_with_calls(body: str, resolve: Resolver | None) -> tuple[str, str, str] | None:
    """A JSON list of strings, one of them a whole call of a registered tool: its name, its
    arguments' text and the sentences before it."""
    try:
        listed = json.loads(body)
    except ValueError:
        # '["Music_3_LookupMusic(artist=\'Meghan Trainor\', genre=\'Pop\', year=2018")]'
        # (Qwen3-0.6B on BFCL, b1143): the string's closing quote before the call's parenthesis
        swapped = re.fullmatch(r"\[\s*\"([\w.\-]+)\(([^\"]*)\"\s*\)\s*\]", body.strip())
        if swapped and resolve is not None and resolve(swapped[1]) == swapped[1]:
            return swapped[1], swapped[2], ""
        return None
    if not (isinstance(listed, list) and listed and all(isinstance(x, str) for x in listed)):
        return None
    for i, item in enumerate(listed):
        call = re.fullmatch(r"\s*([\w.\-]+)\((.*)\)\s*", item, re.S)
        if call and resolve is not None and resolve(call[1]) == call[1]:
            return call[1], _first_of_calls(item, call[2]), " ".join(listed[:i]).strip()
    return None


def _first_of_calls(item: str, inner: str) -> str:
    """`inner`, the arguments of the call `item` is, or of the first where it is several calls
    ('["calculate_stock_return(investment_amount=5000, …), park_information(…), legal_case.
    fetch(…)"]', Llama-3-8B on BFCL, b1216: the list's calls in one string)."""
    opening = item.index("(")
    first = closing_paren(item, opening)
    if 0 < first < len(item.rstrip()) - 1 and re.match(r"\s*,\s*[\w.\-]+\(", item[first + 1 :]):
        return item[opening + 1 : first]
    return inner


def _literal_items(items: str) -> list[Any] | None:
    """Python literals written one after another, commas between ("'a=1', 'b=2'", "('k', 1),
    ('j', 2)"), as written (tuples kept); None where they are not literals."""
    try:
        value = ast.literal_eval(f"[{items}]")
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, list) else None


# "[{'name', 'k=v', …}]": a quoted name first in a set, each keyword in a string after it
# (perhaps the set closed by a parenthesis first: "…, 'confidence_window_size=0.5')}")
_NAME_THEN_WORDS_RE = re.compile(
    r"\[?[ \t]*\{[ \t]*'([\w.\-]+)'[ \t]*,[ \t]*('[A-Za-z_]\w*[ \t]*=.*')[ \t]*\)?\}[ \t]*\]?", re.S
)
# "[{'name', ('k', v), …}]": a quoted name alone first in a set, (key, value) pairs after it
_NAME_THEN_PAIRS_RE = re.compile(
    r"\[?[ \t]*\{[ \t]*(['\"])([\w.\-]+)\1[ \t]*,[ \t]*(\(.*\))[ \t]*\}[ \t]*\]?", re.S
)
# "[{'name', 'k': v, …}]": a quoted name alone first in an object, its keys after it
_NAME_IN_OBJECT_RE = re.compile(
    r"\[?[ \t]*\{[ \t]*(['\"])([\w.\-]+)\1[ \t]*,[ \t]*([\"'][\w\-]+[\"'][ \t]*:.*\})[ \t]*\]?",
    re.S,
)
_OBJECTS_JOINED_RE = re.compile(r"\}[ \t]*,[ \t]*\n\s*\{")
# "[name, {…}]": a list of a name (perhaps after a namespace and a colon, perhaps quoted) and its
# arguments (perhaps quoted too, with a stray bracket after: gemma-3-1b on BFCL, b1141)
_NAME_OBJECT_PAIR_RE = re.compile(
    # (or the list closed by a parenthesis: "['get_current_weather', {'location': 'Riga,
    # Latvia', 'unit': 'celsius'})", Qwen2-7B on BFCL, b1249)
    r"\[\s*([\"']?)(?:([\w\-]+):)?([\w.\-]+)\1\s*,\s*([\"']?)(\{.*\})\4(?:(?:\s*\]){1,2}|\s*\))",
    re.S,
)
# A fence that opens a JSON list of strings
_LIST_OF_STRINGS_RE = re.compile(r"```[ \t]*(?:json)?[ \t]*\n\s*\[\s*\"")


def _joined_objects(body: str) -> str:
    """Objects joined by commas, each holding other keys, as the one object they make (the
    text as it was otherwise)."""
    try:
        many = json.loads(f"[{body}]")
    except ValueError:
        return body
    if not all(isinstance(o, dict) for o in many):
        return body
    merged: dict[str, Any] = {}
    for one in many:
        if merged.keys() & one.keys():
            return body
        merged |= one
    return json.dumps(merged, ensure_ascii=False)


def _listed_name_and_object(body: str, resolve: Resolver | None) -> tuple[str, Any] | None:
    """A list of two items, a registered tool's name (quoted or not) and an object (perhaps
    quoted as a string): the call; or the name and a string that names no tool: its input."""
    if resolve is None:
        return None
    try:
        listed = json.loads(body)
    except ValueError:
        listed = None
    if (
        isinstance(listed, list)
        and len(listed) == 2
        and all(isinstance(x, str) and x.strip() for x in listed)
        and resolve(listed[0]) is not None
        and resolve(listed[1]) is None
        and not listed[1].lstrip().startswith(("{", "["))
    ):
        # '```json\n[\n    "cmd_controller.execute",\n    "docker ps"\n]\n```' (gemma-3-1b
        # on BFCL, b1141): the name and its one input
        return listed[0], listed[1]
    pair = _NAME_OBJECT_PAIR_RE.fullmatch(body.strip())
    if pair is None or pair[2] or resolve(pair[3]) is None:
        return None
    args = jsonish.loads_object(pair[5])
    return (pair[3], args) if args is not None else None


def json_calls(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A JSON action blob: the whole reply, after [TOOL_CALLS], or in a fence among prose."""
    stripped = text.strip()
    fenced = fence_body(stripped)
    body = (
        fenced.strip() if fenced is not None and stripped.startswith(("```", "~~~")) else stripped
    )
    if stripped.startswith("```") and stripped.endswith("```") and stripped.count("```") > 2:
        # a fenced blob whose string holds a fence of its own ("```python" in final_answer):
        # the blob runs to the last fence, not the first
        outer = stripped[stripped.find("\n") + 1 : -3].strip()
        if outer.startswith("{") and outer.endswith("}"):
            body = outer
    body = re.sub(r"\A[-=_*]{3,}[ \t]*\n", "", body)  # "-----\n{…}": a separator line first
    if (
        body.startswith("<<function>>")
        and body[12:].lstrip()[:2] in ("[{", '{"')
        and '"description"' not in body
    ):
        # '<<function>>[{"name": "send_email", "to_address": …}]' (open-mistral-nemo on BFCL,
        # b1314): Gorilla's marker before a JSON call (not before the tools' definitions
        # copied from its prompt, b1269)
        body = body[12:].lstrip()
    if (
        body[:1] == "("
        and body[-1:] == ")"
        and re.match(r"\([ \t]*[\w.\-\"']+[ \t]*,[ \t]*\{", body)
    ):
        # "(game.board_analyser, {'game': 'chess', 'player': '', …})" (Llama-3-8B on BFCL,
        # b1192): the name and its arguments as a tuple, read as the list of the two
        body = f"[{body[1:-1]}]"
    named_first = _NAME_IN_OBJECT_RE.fullmatch(body) if "{" in body[:3] else None
    if named_first is not None and resolve is not None and resolve(named_first[2]):
        # "[{'unit_conversion', 'value': 100, 'from_unit': 'EUR', 'to_unit': 'USD'}]"
        # (Llama-3-8B on BFCL, b1201): the tool's name first in its arguments' object, no key
        args = jsonish.loads_object("{" + named_first[3])
        if args is not None:
            return as_step(named_first[2], args, reasoning, stripped, resolve)
    worded = _NAME_THEN_WORDS_RE.fullmatch(body) if "{" in body[:3] and resolve else None
    if worded is not None and resolve is not None and resolve(worded[1]) == worded[1]:
        # "[{'inventory.restock_check', 'item_ids=[102, 103]', 'threshold=20'}]", "[{'music_
        # shop.find_nearby', 'location=\"Nashville, TN\", services=[…]'}]" (Qwen2-7B on BFCL,
        # b1249): a Python set of the tool's name and its keywords, each written in a string
        words = _literal_items(worded[2])
        if words and all(isinstance(w, str) for w in words):
            given = call_arguments(", ".join(words))
            if isinstance(given, dict) and given:
                return as_step(worded[1], given, reasoning, stripped, resolve)
    pairs = _NAME_THEN_PAIRS_RE.fullmatch(body) if "{" in body[:3] and resolve else None
    if pairs is not None and resolve is not None and resolve(pairs[2]):
        # "[{'mortgage_calculator',('loan_amount', 500000), ('interest_rate', 0.045)}]"
        # (Hermes-2-Pro on BFCL, b1234): the tool's name, then each argument a (key, value)
        # pair, a Python set of them
        items = _literal_items(pairs[3])
        if items is not None and all(
            isinstance(i, tuple) and len(i) == 2 and isinstance(i[0], str) for i in items
        ):
            return as_step(pairs[2], dict(items), reasoning, stripped, resolve)
    paired = _listed_name_and_object(body, resolve) if body[:1] == "[" else None
    if paired is not None:
        # "['todo_manager.handle_action', {'type': 'delete', 'content': 'go to gym'}]"
        # (mistral-small-2402 on BFCL, b1017): a list of a registered name and its arguments
        return as_step(*paired, reasoning, stripped, resolve)
    said_calls = _strings_with_calls(body, resolve) if body[:1] == "[" else None
    prose = ""
    if said_calls is None and body == stripped and _LIST_OF_STRINGS_RE.search(body) is not None:
        # 'I need to first retrieve the latest sensor readings …\n\n```json\n[\n  "get_sensor_
        # readings_latest(perPage=100, …)"\n]\n```' (gemma-3-4b on BFCL, b959): the list of
        # calls as strings in a fence under prose
        begin, _, info, listing = fences(stripped)[0]
        if info.lower() in ("", "json") and listing.lstrip()[:1] == "[":
            said_calls = _strings_with_calls(listing.strip(), resolve)
            prose = stripped[:begin].strip()
    if said_calls is not None:
        # '```json\n[\n "I need to find Shishir Patil's birthday first.",\n "message_chatgpt(
        # message='What is…?', request_heartbeat=true)",\n …]' (phi-4 on BFCL, b912): a list
        # of sentences and calls as strings, the first call the step
        return as_step(
            said_calls[0],
            call_arguments(said_calls[1]),
            said_calls[2] or prose or reasoning,
            stripped,
            resolve,
        )
    if body[:1] == "[" and "name" in body and _TEMPLATE_NAMED_RE.match(body):
        # '[func_name="todo", params={"type": "add", …}]' (MiniCPM3-4B on BFCL, b899): BFCL's
        # template words around a call, fenced or not, no JSON list
        return _pythonic(body, reasoning, resolve)
    if body.startswith("{") and _OBJECTS_JOINED_RE.search(body):
        # '{"thought": "…"},\n{"speak": "…"},\n{"function": [{"name": …}]}' (qwen 0.5B under
        # AgentScope's prompt, b883): one object's fields written as objects of their own
        body = _joined_objects(body)
    if body.startswith("{") and '"description"' in body and jsonish.cut_off(body):
        begun = jsonish.loads_object(body) or {}
        if (
            set(begun) == {"name", "description"}
            and isinstance(begun["description"], str)
            and resolve is not None
            and isinstance(begun["name"], str)
            and resolve(begun["name"])
        ):
            # '{\n  "name": "triage",\n  "description": "疫苗禾除法…；；；；' (smollm2 under a
            # JSON prompt, b851): a tool's definition begun, cut off in its description
            return Unparsed("the tool's definition echoed, cut off", reasoning, stripped)
    if re.match(r"```[ \t]*(?:tool_calls?|function_call)[ \t]*\n", stripped) and not blob(body):
        # "```tool_call\n{"name": "schedule_meeting", "title": …}\n```": the fence says call
        found = _flat_call(jsonish.loads_object(body))
        if found:
            return as_step(*found, reasoning, stripped, resolve)
    envelope = _ENVELOPE_KEY_RE.search(body) if body.startswith("{") else None
    if envelope and resolve is not None:
        whole = jsonish.loads_object(body)
        if whole is None or not any(
            isinstance(v, dict) for k, v in whole.items() if k != "thoughts"
        ):
            # AutoGPT's envelope, its thoughts' JSON broken (quotes left unescaped in a "plan"
            # that quotes a schema, SuperAGI's prompt): the call object beside them still reads
            inner = jsonish.loads_object(body[envelope.end() - 1 :])
            found = blob_value(inner) if inner else None
            if found and resolve(found[0]):
                return as_step(*found, reasoning, stripped, resolve)
    if body.startswith(("{", "[")):
        names = re.fullmatch(r"\[\s*([\w.\-]+(?:\s*,\s*[\w.\-]+)*)\s*\]", body)
        listed = re.split(r"\s*,\s*", names.group(1)) if names else []
        quoted = _QUOTED_NAMES_RE.fullmatch(body) if not names else None
        if quoted and resolve is not None:
            # '```json\n[\n  "aws.lexv2_models.list_exports",\n  "aws.lexv2_models.list_exports"
            # \n]\n```' (gemma-3-1b on BFCL, b943): registered names as JSON's strings, alone
            strings = re.findall(r"\"([\w.\-]+)\"", body)
            if all(resolve(n) == n for n in strings):
                listed = strings
        snake = (
            body == stripped
            and len(listed) > 1
            and all(re.fullmatch(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*", n) for n in listed)
            and ("_" in listed[0] or any(resolve(n) == n for n in listed if resolve))
        )
        if resolve is not None and listed and (all(resolve(n) == n for n in listed) or snake):
            # ... or a reply that is nothing but functions' names: "[day_of_week, datetime]"
            # (Gemma 3 under its pythonic prompt), even of no tool, or beside a registered one
            # ("[calculator, web_search]", Llama 3.2 under its prompt, 计算器 registered)
            # "```json\n[calculate, exchange_rate]\n```": registered names alone, as Granite's
            # "<|tool_call|> [f, g]": the first, with no arguments
            return as_step(listed[0], {}, reasoning, stripped, resolve)
        m = re.fullmatch(r"\{\s*([\w.\-]+)\s*\}", body)
        if m and resolve is not None and resolve(m.group(1)) == m.group(1):
            # "{get_today}": a registered tool's name in braces, a call with no arguments
            return as_step(m.group(1), {}, reasoning, stripped, resolve)
        if "```" in body and re.match(r"\[?\s*\{\s*\"", body) and jsonish.cut_off(body):
            # '```\n[{"name": "…generate_report", "arguments": {"user_preferences": "{\\"style\\":
            # …, \\"music```\n[]\n```' (xLAM-2-3b on BFCL, b1057): cut off inside a string, a
            # fence after it
            return Unparsed("the tool call was cut off", reasoning, stripped)
        found = blob(body)
        lead = re.match(r"\[\s*([\w.\-]+)\(", body) if found and resolve is not None else None
        if lead and found and resolve is not None and resolve(lead[1]) and not resolve(found[0]):
            # '[requests.get(url="…", params={"version": "6.3.1", "api": "get information …"})]'
            # (Raven v2 on BFCL, b928): a registered tool's call, an "api" key inside its
            # arguments no call of its own
            return _pythonic(body, reasoning, resolve)
        listed_specs = jsonish.loads(body) if body.startswith("[") else None
        strung = _STRINGS_THEN_NAME_RE.match(body) if resolve is not None else None
        if strung and resolve is not None and resolve(strung[1]) == strung[1]:
            strung_args = jsonish.loads_object(body[strung.end() - 1 :])
            if strung_args is not None:
                # '[[ "Parrot\'s symptoms are urgent.", "Rate how urgent…", "book_visit",
                # {"pet_name": …}]]]' (qwen 0.5B under DSPy's prompt, b857): a thought and a
                # note as strings, then the tool's name and its arguments, as one list's items
                return as_step(strung[1], strung_args, reasoning, stripped, resolve)
        pair = listed_specs[0] if isinstance(listed_specs, list) and listed_specs else None
        if isinstance(pair, list) and pair and isinstance(pair[0], list) and len(pair[0]) == 2:
            # "[[('mat_mul', {'matA': …, 'matB': …}), ('mat_mul', {…})], [('mat_mul', {…}), …]]"
            # (deepseek-coder-6.7b on BFCL, b1186): the pairs in groups, a list each
            pair = pair[0]
        if (
            isinstance(pair, list)
            and len(pair) in (2, 3)
            and isinstance(pair[0], bool | int)
            and isinstance(pair[1], str)
            and resolve is not None
        ):
            # "[(True, 'create_workspace', {'name': 'DevelopmentEnv', …})]", "[(0, 'european_
            # history.battle_details(battle=\"Stalingrad\")')]" (MiniCPM3-4B on BFCL, b1245): a
            # flag or an index first in the tuple, then the name and arguments, or the call
            as_call = re.fullmatch(r"\s*([\w.\-]+)\((.*)\)\s*", pair[1], re.S)
            if len(pair) == 2 and as_call and resolve(as_call[1]) == as_call[1]:
                return as_step(as_call[1], call_arguments(as_call[2]), reasoning, stripped, resolve)
            if len(pair) == 3 and isinstance(pair[2], dict) and resolve(pair[1]) == pair[1]:
                pair = pair[1:]
        if (
            isinstance(pair, list)
            and len(pair) == 2
            and isinstance(pair[0], str)
            and isinstance(pair[1], dict)
            and resolve is not None
            and resolve(pair[0])
            # (a name, not a call the repair took apart: "[(ThinQ_Connect(body={'airConJobMode':
            # 'AIR_DRY', …}))]", gemma-2-2b-it on BFCL, b1239)
            and re.fullmatch(r"\s*[\w.\-]+\s*", pair[0]) is not None
        ):
            # '[["flight_search", {"origin": "北京", …}], ["exchange_rate", {…}]]': calls as
            # [name, arguments] pairs (Qwen2.5-Coder under Phi-4's prompt): the first
            if (
                pair[1]
                and all(schema_like(v) for v in pair[1].values())
                and len(set(_NAME_PAIR_RE.findall(body))) > 1
            ):
                # '[[" venue_search", {"city": {"type": "string"}, …}]], [[ "cakeQuote", {…}]],
                # [[ "finish", {}]]]' (smollm2 under DSPy's prompt, b690): each tool with its
                # parameters' schemas, the list of tools echoed
                return Unparsed("the tools' definitions echoed, no call", reasoning, stripped)
            return as_step(pair[0], pair[1], reasoning, stripped, resolve)
        items = [v for v in listed_specs if isinstance(v, dict)] if listed_specs else []
        if len(items) > 1 and (
            str(items[0].get("role", "")).lower() in ("thought", "thinking", "reasoning")
            or set(items[0]) <= set(THOUGHT_KEYS)
        ):
            # '[{"role": "thought", "content": "用户询问…"}, {"function": "food_search",
            # "arguments": {…}}]' (a thought, then the call, as items of one list): the call
            second = next((c for c in map(blob_value, items[1:]) if c is not None), None)
            if second is not None:
                said = items[0].get("content", items[0].get(next(iter(items[0]), ""), ""))
                return as_step(*second, str(said) or reasoning, stripped, resolve)
        if (
            isinstance(listed_specs, list)
            # (a list of objects as written: not '[Survey_create(surveyDetails={"title": …,
            # "description": …})]', a call whose argument the repair left as the list's item,
            # ACEBench, b738)
            and re.match(r"\[\s*\{", body)
            and any(isinstance(v, dict) for v in listed_specs)
            and all(_described(v, named=True) for v in listed_specs if isinstance(v, dict))
            # (not one definition alone with values where its schema goes: a call, b1415;
            # every tool's definition so filled is the list echoed still, b1142)
            and not (len(listed_specs) == 1 and _filled_in(listed_specs[0]))
        ):
            # '```json\n[{"type": "function", "function": {"name": "git_commit", "description":
            # …, "parameters": {"properties": …}}}, …]': a list of definitions echoed, no call
            return Unparsed("the tools' definitions echoed, no call", reasoning, stripped)
        # (or a list of them: "[{'name': 'lawyer_finder', 'description': …, 'parameters': …},
        # …]", Llama-3-70B on BFCL, b1170)
        if found and body[:1] in "{[" and is_definition(jsonish.loads_object(body)):
            # '```json\n{"type": "function", "function": {"name": "word_count", "description":
            # …, "parameters": {"properties": …}}}': the tools' definitions echoed, no call
            # (but a function's spec the model wrote, then a call of it in a fence that says
            # call, is a call: "```function_spec\n{…}\n```\n```function_call\n{…}", Gemma 3)
            if not _CALL_FENCE_RE.search(stripped):
                later = _call_line_after(stripped, reasoning, resolve)
                if later is not None:
                    return later
                return Unparsed("the tools' definitions echoed, no call", reasoning, stripped)
            found = None
        if (
            found
            and not (resolve and resolve(found[0]))
            and len(found[0].split()) >= 4
            and found[0].rstrip().endswith((".", "。", "!", "！"))
        ):
            # '```json\n{"symbol": "TSLA", "timeframe": "1D", "action": "Plotar o gráfico da
            # ação TSLA no período de 2024 a 2025."}\n```' (deepseek-r1:7b in a crewAI task with
            # no tools, b718): an "action" that is a sentence is a field of an answer, no call
            return Final(stripped, reasoning, stripped)
        if found and '"reply"' in body and '"intent"' in body:
            wrapper = jsonish.loads_object(body) or {}
            reply = wrapper.get("reply")
            if (
                isinstance(reply, str)
                and "intent" in wrapper
                and not (resolve and resolve(found[0]))
            ):
                # '{"intent": "search_kb", "action": "report", "reply": "Here are…",
                # "evidence_ids": []}' (gpt-4o-mini and Gemini in a helpdesk lab's envelope,
                # b705): its action a word, not a tool; the reply is the answer
                return Final(reply.strip(), reasoning, stripped)
        if found and found[1] in (None, "", {}) and is_final_name(found[0]):
            beside = jsonish.loads_object(body) or {}
            answer = next((beside[k] for k in ANSWER_KEYS if isinstance(beside.get(k), str)), "")
            if answer.strip() and not (resolve and resolve(found[0])):
                # '{"thought": …, "action": "final_answer", "action_input": null,
                # "final_answer": "已成功添加待办事项：…"}' (DeepSeek in a Chinese ReAct-JSON
                # agent, b1397): the answer beside the finishing action, not in its input
                return Final(answer.strip(), reasoning, stripped)
        if (
            found
            and (
                whole_schema(found[1])
                # (or under a definition's own key: "'parameters': {'terminal': {'type': …,
                # 'description': …}, …}", not a value so shaped in a call's input, b76)
                or (_described_schemas(found[1]) and re.search(r"['\"]parameters['\"]\s*:", body))
            )
            and _CALL_FENCE_RE.search(stripped) is None
        ):
            # "```json\n[{'name': 'process_data', 'parameters': {'type': 'dict', 'required':
            # […], 'properties': {'image_path': {'type': 'string', …}, …}}}]\n```" (gemma-2-2b
            # on BFCL, b1680): the tool's definition echoed, its description left out, no call
            return Unparsed("the tool's definition echoed, no call", reasoning, stripped)
        if found:
            return as_step(*_arguments_after(found, body), reasoning, stripped, resolve)
        value = jsonish.loads_object(body)
        if (
            value
            # (the schema written as the reply, not an argument's value inside a call:
            # '[createSourceMapStub(filteredSource={"address": {"type": "object",
            # "properties": …}})]', Qwen3-32B on BFCL, b845-015)
            and not re.match(r"\[?[ \t]*[\w.\-]+\(", body)
            and value.get("type") == "object"
            and isinstance(value.get("properties"), dict)
            and set(value) <= _SCHEMA_KEYS
            # (each property a schema of its own; plain values are an answer in that shape)
            and all(isinstance(v, dict) and "type" in v for v in value["properties"].values())
        ):
            # '```json\n{"properties": {"items": {…}, …}, "required": [...], "type": "object"}':
            # the parameters' schema echoed (values filled in or not), no call and no answer
            return Unparsed("the tools' definitions echoed, no call", reasoning, stripped)
        if (
            value
            and body[:1] == "{"
            and all(
                isinstance(v, dict) and str(v.get("type", "")).lower() in _TYPE_WORDS
                for v in value.values()
            )
            and not any(resolve and resolve(k) for k in value)
        ):
            # '{\n  "qidian": {\n    "type": "string",\n    "zhongdian": {\n      "type": "string",
            # "description": "赶走了1000步…"' (qwen 0.5B, b1196): parameters by their types, the
            # schema echoed with no tool named, no call and no answer
            return Unparsed("the tools' parameters echoed, no call", reasoning, stripped)
        planned = _planner_reply(value)
        if planned is not None and re.search(r"[\"']|\bor\b", planned[0]):
            # '{"type": "send_to", "content": "CodeInterpreter" or "User"}' (qwen 0.5B under
            # TaskWeaver's prompt, b883): the template's choice of recipients kept, no choice
            return Unparsed("a plan sent to no one chosen", reasoning, stripped)
        if planned is not None and planned[0]:
            return as_step(*planned, reasoning, stripped, resolve)
        if planned is not None:  # sent to the User: the answer
            return Final(planned[1], reasoning, stripped)
        if _only_planning(value):
            # '{"response": [{"type": "init_plan", "content": "Initiate a plan for fuel cost
            # calculation."}]}' (qwen 0.5B under TaskWeaver's prompt, b700, b707): a plan, sent
            # to no one: a step begun, never completed
            return Unparsed("a plan with no message, sent to no one", reasoning, stripped)
        given = {
            k: v
            for k, v in (value or {}).items()
            if v not in (None, "", [], {}) and not isinstance(v, bool) and k not in THOUGHT_KEYS
        }
        answers = [k for k in given if squash_key(k) in _ANSWER_KEYS]
        strong = [k for k in answers if squash_key(k) in _STRONG_ANSWER_KEYS]
        if len(strong) == 1:
            # {"thoughts": {…}, "text": "I can book…", "speak": "Thank you for your help."}
            # (AutoGPT's thoughts flattened, no command, qwen 0.5B, b756): "speak" is what
            # is said; "text" beside it one of the musings
            answers = strong
        others = [k for k in given if k not in answers and squash_key(k) not in _TYPE_KEYS]
        if (
            len(answers) == 1
            and all(isinstance(v, str | int | float) for v in given.values())
            # ("answer" beside a "context" is the answer; a "result" beside a "message" is
            # one of two things said: the whole object)
            and (squash_key(answers[0]) in _STRONG_ANSWER_KEYS or not others)
        ):
            # {"response": "…"}, {"finalAnswer": "…"}, {"content": "…", "toolCall": null};
            # {"thinking": "…", "actions": null, "observation": "…", "answer": "…"}
            answer = given[answers[0]]
            named = _registered_in(given, resolve)
            # ({'answer': 0, 'context': 'The text does not mention…'}, Llama 3.1 8B on BFCL's
            # web search, b886: a number is the answer too)
            said = answer.strip() if isinstance(answer, str) else str(answer)
            encoded = blob(said) if said.startswith("{") and resolve is not None else None
            if encoded is not None and resolve is not None and resolve(encoded[0]) is not None:
                # {"content": "{\n  \"name\": \"search_web\",\n  \"arguments\": {…}}"}
                # (Qwen3.5-9B through Ollama, b558): the call encoded again in the answer's
                # string
                return as_step(*encoded, reasoning, stripped, resolve)
            if said and named is None:
                return Final(said, reasoning, stripped)
        if (
            len(answers) == 1
            and squash_key(answers[0]) == "finalanswer"
            and isinstance(given[answers[0]], dict | list)
            and all(isinstance(v, str | int | float) for k, v in given.items() if k != answers[0])
            and _registered_in(given, resolve) is None
        ):
            # {"finalAnswer": {"name": "David Llaca", "skills": […], …}} (gpt-4o-mini under
            # KaibanJS, b648): the answer is an object, written out as JSON
            return Final(json.dumps(given[answers[0]], ensure_ascii=False), reasoning, stripped)
        if (
            value
            and set(map(squash_key, given)) <= _OBSERVED | _TYPE_KEYS
            and any(squash_key(k) in _MUSING for k in value)
        ):
            # {"thought": "…"}, {"observation": "…", "isFinalAnswerReady": false} (KaibanJS),
            # {"type": "plan", "plan": "I will call …"} (a START/PLAN/ACTION/OUTPUT prompt):
            # a step begun and never completed; unless the answer follows it in prose
            # ('{"thought": "…"}\n  Sorry Sebastian, we only have sizes 8 and 9.', Gemini)
            end = jsonish.closing(body, 0)[0] if body.startswith("{") else -1
            # (a comma after it joins the next object, as a list's items: no answer's start)
            after = body[end + 1 :].strip().removeprefix(",").lstrip() if end > 0 else ""
            musing_text = next((v for v in value.values() if isinstance(v, str)), None)
            if body.endswith("}") and re.match(r'"[^"\n]{1,40}"[ \t]*:', after):
                # '{"thoughts": […]\n}, "tool_name": "drugInteraction", "tool_args": {…}}'
                # (qwen 0.5B under AutoGPT's prompt, b700): the object closed after its
                # thoughts, the call's keys outside it
                outside = json_calls("{" + after, musing_text or reasoning, resolve)
                if isinstance(outside, Actions):
                    return outside
            if after and not after.startswith(("{", "[", "<", "`")):
                return Final(after, musing_text or reasoning, stripped)
            if after.startswith("{") and resolve is not None:
                # '{"思考": "…"}\n{"工具": "sendOffer", "参数": {…}}' (qwen 0.5B under a
                # Chinese-keyed JSON prompt, b824): the thought, then the call, an object each
                following = json_calls(after, musing_text or reasoning, resolve)
                if isinstance(following, Actions):
                    return following
            return Unparsed("neither an Action nor a Final Answer", reasoning, stripped)
        # (the arguments as written, empty ones too: '"body": ""' beside MemGPT's "type")
        written = {k: v for k, v in (value or {}).items() if k not in THOUGHT_KEYS}
        named = _registered_in(written, resolve) or _keyed_by_tool(value or {}, resolve)
        if named is not None:
            return as_step(*named, reasoning, stripped, resolve)
        code = next(iter(written.values())) if len(written) == 1 else None
        if isinstance(code, str) and next(iter(written)) in _INTERPRETERS and "\n" in code:
            # '[{"python": "# Given values\nacceleration = 9.8 …\nfinal_velocity"}]' (firefunction
            # -v2 on BFCL, b1225): code under an interpreter's name, no tool of it registered
            return as_step(next(iter(written)), code, reasoning, stripped, resolve)
        labelled_calls = list(value.values()) if value else []
        first_call = (
            blob_value(labelled_calls[0], strict=True)
            if labelled_calls and all(isinstance(v, dict) for v in labelled_calls)
            else None
        )
        if first_call is not None and resolve is not None and resolve(first_call[0]):
            # '```json\n{\n  "distance_AB": {"name": "EuclideanDistance.calculate", "arguments":
            # {…}},\n  "angle_AB": {…}, …' (Falcon3-3B-FC on BFCL, b873): calls under labels of
            # the model's own, the first
            return as_step(*first_call, reasoning, stripped, resolve)
        by_tool = _tools_as_keys(value, resolve)
        if by_tool == "schemas":
            return Unparsed("the tools' definitions, echoed: no call", reasoning, stripped)
        if isinstance(by_tool, tuple):
            return as_step(*by_tool, reasoning, stripped, resolve)
        if value and not answers and len(value) > 1 and type(value.get("action")) in (int, float):
            # '```json\n{\n  "action": 1,\n  "dog_id": "PET-0388",\n  "date": "2026-12-20", …}'
            # (qwen 0.5B under a foreign prompt, b1603): an action blob whose action is a
            # number, its arguments beside it: a call gone wrong
            return Unparsed("the action blob names no tool", reasoning, stripped)
        if (
            value
            and not answers
            and any(squash_key(k) in _ACTION_LISTS and v == [] for k, v in value.items())
            and not _said_beside(value)
        ):
            # browser-use's {"current_state": {…}, "action": []}: a step with no action in it
            # (but '{"reply":"Hi! What can I help you with?","actions":[]}', an agent's envelope
            # in clodex#264, b1615, says something to the user: an object with no call, whole)
            return Unparsed("the reply lists no action", reasoning, stripped)
    if _CALL_OPENING_RE.match(body) and (jsonish.cut_off(body) or jsonish.unclosed(body) > 1):
        # '```\n{"action": {"action_input": "book_table", "type": "integer", …': a blob that
        # stops inside a string (max tokens), and holds no readable call, is a step begun (or
        # in a number, two objects deep: '{\n  "action": {\n    "type": "string", …\n  "values
        # _map": {\n    "type": "integer",\n    "value": 202', qwen 0.5B, b1213)
        return Unparsed("the action blob was cut off", reasoning, stripped)
    led = _LEAD_THEN_BLOB_RE.match(stripped)
    if led is not None and jsonish.cut_off(stripped[led.end() - 1 :]):
        # "选用以下方法：\n\n```\n{\n  "action": {\n    "type": "json", …" (qwen 0.5B under
        # tao's json-blob prompt, b1608; "To answer your question, I will use the following
        # example:", b167): a line that leads in, then an action blob cut off by the token
        # limit, a step begun
        return Unparsed("the action blob was cut off", reasoning, stripped)
    for m in _bracket_tags(stripped):
        # [ACTION]{"action": "find_hotel", "data": {…}}[/ACTION] (web apps' prompts), or the
        # tag renamed to the tool: the object in the tags is the call, even to a name no
        # tool has
        value = jsonish.loads_object(m.group(2))
        found = blob_value(value) if value else None
        tag = m.group(1)
        if found and (tag.lower() in _CALL_TAGS or resolve is None or resolve(tag)):
            return as_step(
                *found, _before(stripped, m.start(), reasoning), stripped[: m.end()], resolve
            )
    # A fenced blob after some prose: only with an explicit input key, or a registered tool.
    said_call = False
    for at, upto, held in _fenced_objects(stripped):
        value = jsonish.loads_object(held)
        if value and list(value) == ["action_input"] and isinstance(value["action_input"], dict):
            # '```json\n{"action_input": {"action_input_name": "wang@acme.cn", …}}```' after
            # prose (react-json's blob with its "action" left out): a call gone wrong
            return Unparsed("an action blob with no tool name", reasoning, stripped)
        found = blob_value(value, strict=True) if value and not is_definition(value) else None
        if found is None and value and not is_definition(value):
            # '```homeassistant {"service": "turn_off", "target_device": "…"} ```' (home-llm):
            # one value a registered tool's name
            found = _registered_in(value, resolve)
            if (
                found
                and isinstance(found[1], dict)
                and found[1]
                and all(schema_like(v) for v in found[1].values())
                and stripped[:at].strip()
            ):
                # "To call the `schedule_watering` tool …, you can write the following code:\n
                # ```json\n{"argument": "schedule_watering", "zones": {"items": …, "type":
                # "array"}, …}```" (qwen 0.5B under DeepSeek-V3's prompt, b1569): the tool's
                # schema shown in prose, no call (b1139-auto-005)
                found = None
        service = value.get("service") if found is None and value else None
        home = isinstance(service, str) and bool(
            re.match(r"`{2,3}[ \t]*homeassistant\b", stripped[at:])
        )
        if home and value:
            # (... or a service no tool has by that name, its domain left out: "turn_off"
            # where "switch.turn_off" is registered: home-llm's block is a call all the same)
            called: tuple[str, Any] = (
                str(service),
                {k: v for k, v in value.items() if k != "service"},
            )
            found = called
        # ... or a fence that says call: "```function_call\n{"id": 2, "function": …}" (Gemma 3
        # under a prompt asking for such fences), even of a tool not registered
        said = _CALL_FENCE_RE.match(stripped, at) is not None
        said_call = said_call or said
        canonical = value is not None and (
            # (and ModelScope-Agent's {"api_name": …, "parameters": …}, b871)
            set(value)
            in ({"action", "action_input"}, {"name", "arguments"}, {"api_name", "parameters"})
            or set(value) == _METAGPT_KEYS
            or _call_envelope(value)
            or home
            or said
        )
        if found and _shown_how(stripped, at, upto):
            # "Here's how you can call the function:\n\n```json\n{"name": …, "arguments": {…}}
            # \n```\n\n### Explanation:…" (DeepSeek-R1-0528 on BFCL, b1444): a call shown to
            # the user in an explanation, not made
            return None
        if found and (resolve is None or resolve(found[0]) or is_final_name(found[0]) or canonical):
            # {"action": …, "action_input": …} is json-blob's own call, {"name": …,
            # "arguments": …} a function call's, {"command_name": …, "args": …} MetaGPT's
            # and {"thoughts": …, "command": {…}} AutoGPT's, even for a name no tool has
            # (the unknown-tool error then lists the tools)
            return as_step(*found, _before(stripped, at, reasoning), stripped[:upto], resolve)
    if said_call:
        # '```function_call\n{\n  "id": 1\n}\n```' (Gemma 3 1B): fences that say call, and
        # no call in any of them
        return Unparsed("a tool call tao could not read", reasoning, stripped)
    # An unfenced JSON call after prose (AutoGPT), or a list of them (MetaGPT): only for a
    # registered tool.
    start = stripped.find("{")
    if (
        start > 0
        and _ASSIGNED_RE.search(stripped, stripped.rfind("\n", 0, start) + 1, start)
        and any(
            begin < start < end and info.lower() in _CODE_LANGUAGES
            for begin, end, info, _ in fences(stripped)
        )
    ):
        # "```python\ndef calculate_grade():\n    grade = {'name': 'grade_lookup', …}" (qwen
        # 0.5B under Cline's prompt, b756): a value assigned in a program shown, not a call
        # (or returned: "def normalize_lufs(data):\n    return {\n        "name": …", b1510)
        start = -1
    if resolve is not None and start > 0:
        value = jsonish.loads_object(stripped[start:])
        if (is_definition(value) or (value and _described(value))) and _TOOLS_HEADING_RE.search(
            stripped[:start]
        ):
            # "A:\n\n# Tools\n[{"type": "function", "function": {"name": …, "description": …,
            # "parameters": …}}, …": the system prompt's tools echoed, its heading too; no call
            # (even cut off in a description: '<<function>[{"name": "frost_dates",
            # "description": "Last spring frost… If you want', smollm2, b686)
            return Unparsed("the tools' definitions echoed, no call", reasoning, stripped)
        found = blob_value(value) if value and not is_definition(value) else None
        if found is None and value and len(value) == 1:
            # 'Here is the solution:\n\n```python\n[{"sort_array": {"array": [5, 2, 9, 1, 7],
            # "reverse": False}}, …]\n```' (deepseek-coder-6.7b on BFCL, b1186): a registered
            # tool's name as the object's one key, its arguments the value
            keyed = _keyed_by_tool(value, resolve)
            # (not the tool described under its name: '{"container_track": {"id": …, "name":
            # …, "description": …, "properties": {…}}}', qwen 0.5B, b1196)
            described = keyed is not None and bool({"description", "properties"} & set(keyed[1]))
            found = keyed if keyed and resolve(keyed[0]) == keyed[0] and not described else None
        end = jsonish.closing(stripped, start)[0] if found else -1
        if end > 0 and _TEMPLATE_NOTE_RE.search(stripped, end):
            # "Here is the correct format: `{"tool_name": …}` Make sure to replace the
            # placeholders with the appropriate values." (aya-expanse): a call shown, not made
            found = None
        if end > 0 and _PLACEHOLDER_VALUE_RE.search(stripped, start, end + 1):
            # '```\n[\n    {\n        "command_name": "digg-GH-S11-20-temp",\n        "args":
            # {<arguments>}\n    }, …' (qwen 0.5B under MetaGPT's prompt, b1543): the template's
            # placeholder where the arguments go, a command shown, none made
            found = None
        if end > 0 and _quoted_template(stripped, start):
            # "1. **get_weather(city: string)** – Get the current weather for a given city
            # (e.g., {"name": "get_weather", "arguments": {"city": "New York"}})." (SmolLM3 3B,
            # b1435): the tools listed, each with an example of its call, none made
            found = None
        prior = _CALL_THEN_RE.fullmatch(stripped[:start]) if found and start else None
        if prior is not None and resolve(prior[1]) == prior[1]:
            # 'ScheduleTreatment(hive_ids=[8], date="2027-01-05", product="oxalic acid")\n
            # {"arguments": {"hive_ids": [8], …}, "name": "ScheduleTreatment"}' (qwen 0.5B,
            # b1700): a registered tool's call on the reply's first line, the blob after it
            # written again: the first is the step
            written = call_arguments(prior[2])
            if isinstance(written, dict):
                return as_step(prior[1], written, reasoning, prior[0].strip(), resolve)
        if found and _fenced_example(stripped, start) and _examples_fenced(stripped) > 1:
            # "1. **ScheduleTreatment**: This function can be used to … For example:\n\n
            # ```json\n   [\n     {"name": "ScheduleTreatment", …}]\n   ```\n\n2. **feed_syrup**: …
            # For example:\n\n   ```json…" (qwen 0.5B, b1699): each tool explained with an example
            # of its call, in a fence under "For example:"; none made (one fence so introduced
            # is the call: "Here's an example call:\n\n```json\nTOOLCALL>[…]", b1460)
            found = None
        # (or after a tag that says call: '<function_call> {"name": "get_comments",
        # "arguments": {…}}', granite-20b-functioncalling on BFCL, b975, even of a tool no one has)
        tagged = _CALL_TAG_LEAD_RE.fullmatch(stripped[:start]) is not None
        passed = re.search(r"([\w.\-]+)\.(\w+)\(\s*\Z", stripped[:start]) if found else None
        if (
            passed is not None
            and passed[2].lower() not in ("call", "run", "invoke", "execute")
            and resolve(passed[1]) == passed[1]
        ):
            # 'you can use `slack.post_message.run_command` …\n```\nslack.post_message.run_command
            # ({\n  command: "send_message_to_server",\n  action: "post_message"\n})' (b365):
            # the object passed to a method of a tool's, not a call of the tool it names
            found = None
        if found and (
            resolve(found[0])
            or _call_envelope(value)
            or set(value or ()) == _METAGPT_KEYS
            or (tagged and set(value or ()) == {"name", "arguments"})
        ):
            found = _arguments_after(found, stripped[start:])
            return as_step(*found, _before(stripped, start, reasoning), stripped, resolve)
        # "… Use web_search function.\n\n{"query": "…"}": the line before says which tool to
        # use, and the object that ends the reply is its arguments
        said = _USE_TOOL_RE.findall(stripped[:start].rstrip().rpartition("\n")[2])
        if (
            value
            and found is None
            and stripped.endswith("}")
            and len(set(said)) == 1
            and resolve(said[0]) == said[0]
            and not _parameter_spec(value)
        ):
            return as_step(said[0], value, stripped[:start].strip(), stripped, resolve)
        above = re.sub(r"\n[ \t]*```[\w-]*[ \t]*\Z", "", stripped[:start].rstrip())
        whose = _ARGUMENTS_OF_RE.search(above.rstrip().rpartition("\n")[2]) if value else None
        tool = (whose[1] or whose[2]) if whose else ""
        if (
            value
            and whose
            and found is None
            and resolve(tool) == tool
            and not _parameter_spec(value)
            and not is_definition(value)
        ):
            # "调用工具 `estimate_tax` 的参数如下：\n\n```json\n{…}\n```\n\n运行该工具后，将返回…"
            # (qwen 0.5B under a Chinese JSON-keys prompt, b981): the line above says whose
            # arguments the object is; what follows it (a result made up) is no part of the step
            return as_step(tool, value, stripped[:start].strip() or reasoning, stripped, resolve)
    return None


# A line that says whose arguments follow: "调用工具 `X` 的参数如下：", "the arguments for X:"
_ARGUMENTS_OF_RE = re.compile(
    r"(?:调用|使用)(?:工具|函数)?[ \t]*[`'\"“]?([\w.\-]+?)[`'\"”]?[ \t]*(?:工具|函数)?的?(?:参数|输入)"
    r"|(?:arguments|parameters|inputs?)[ \t]+(?:for|to|of)[ \t]+(?:the[ \t]+)?[`'\"]?([\w.\-]+)",
    re.I,
)


_SCHEMA_TYPES = frozenset({"string", "integer", "number", "boolean", "array", "object"})


def _parameter_spec(value: dict[str, Any]) -> bool:
    """Whether an object is one parameter's description from the tools' list, not arguments:
    {"name": "items", "type": "array", "required": true} (Qwen2.5-Coder echoing the list after
    "use the shopping_list_add API with the following parameters:")."""
    return (
        "name" in value
        and str(value.get("type", "")).lower() in _SCHEMA_TYPES
        and set(value) <= {"name", "type", "required", "description", "enum", "default", "items"}
    )


# A [name, {…}] pair's opening, its name
# (its quotes perhaps left out: "[[ renew_loans, {…} ]]", smollm2 under DSPy's prompt, b709)
_NAME_PAIR_RE = re.compile(r'\[[ \t]*"?[ \t]*([\w.\-]+)[ \t]*"?[ \t]*,[ \t]*\{')
# MetaGPT's command: {"command_name": …, "args": {…}}
_METAGPT_KEYS = {"command_name", "args"}

# A top-level key of a pretty-printed reply object that holds the call
_ENVELOPE_KEY_RE = re.compile(r'^[ \t]{1,8}"(?:command|tool|команда)"[ \t]*:[ \t]*\{', re.M)


def _planner_reply(value: dict[str, Any] | None) -> tuple[str, str] | None:
    """TaskWeaver's planner: {"response": [{"type": "plan", …}, {"type": "send_to", "content":
    "CodeInterpreter"}, {"type": "message", "content": "…"}]}, the message a call of the
    worker it is sent to; ("", message) when it is sent to the User."""
    items = value.get("response") if value else None
    if not isinstance(items, list):
        return None
    said = {
        item.get("type"): item.get("content")
        for item in items
        if isinstance(item, dict) and isinstance(item.get("content"), str)
    }
    to, message = said.get("send_to"), said.get("message")
    if not to or not message or not message.strip():
        return None
    return ("" if to.strip().lower() == "user" else to.strip()), message.strip()


def _only_planning(value: dict[str, Any] | None) -> bool:
    """Whether a TaskWeaver reply holds planning items only (no send_to, no message)."""
    items = value.get("response") if value and len(value) == 1 else None
    return (
        isinstance(items, list)
        and bool(items)
        and all(
            isinstance(item, dict)
            and item.get("type") in ("init_plan", "plan", "current_plan_step", "thought")
            for item in items
        )
    )


def _call_envelope(value: dict[str, Any] | None) -> bool:
    """A reply object that is a call by its shape: AutoGPT's {"thoughts": {…}, "command":
    {"name": …, "args": {…}}}, xLAM's {"tool_calls": [{"name": …, "arguments": {…}}]}."""
    if not value:
        return False
    calls = value.get("tool_calls")
    if (
        isinstance(calls, list)
        and calls
        and isinstance(calls[0], dict)
        and any(squash_key(k) in ("name", "toolname", "toolid", "function") for k in calls[0])
    ):
        return True  # (Open WebUI's smaller models write {"toolId", "toolName", …} entries)
    return isinstance(value.get("thoughts"), dict) and isinstance(value.get("command"), dict)


def _spec(value: dict[str, Any]) -> dict[str, Any]:
    """A tool's entry: the object under "function" (or "data", b760), or the object itself."""
    inner = value.get("function")
    if not isinstance(inner, dict) and len(value) == 1:
        inner = value.get("data")
    return inner if isinstance(inner, dict) else value


def _schemas_among(params: dict[str, Any]) -> bool:
    """Whether parameters are schemas: every one (less "required" and a null), or objects
    only, one of them at least a schema."""
    given = [v for k, v in params.items() if k != "required" and v is not None]
    return all(schema_like(v) for v in given) or (
        all(isinstance(v, dict) for v in given) and any(schema_like(v) for v in given)
    )


def _arguments_after(found: tuple[str, Any], text: str) -> tuple[str, Any]:
    """A call found with no arguments, its arguments in an object of their own right after it:
    '{"name": "dingzhi_mianbao"}\n{"arguments": {"zhonglei": "肉桂卷", …}}' (qwen 0.5B under
    LM Studio's prompt, b1344); else the call as found."""
    start = text.find("{")
    end = jsonish.closing(text, start)[0] if found[1] == {} and start >= 0 else -1
    if end < 0 or not _ARGUMENTS_ALONE_RE.match(text, end + 1):
        return found
    given = jsonish.loads_object(text[end + 1 :]) or {}
    held = next(iter(given.values())) if len(given) == 1 else None
    return (found[0], held) if isinstance(held, dict) else found


_ARGUMENTS_ALONE_RE = re.compile(r'\s*\{\s*"(?:arguments|parameters|args)"\s*:\s*\{')


def _described(value: dict[str, Any], named: bool = False) -> bool:
    """Whether an object carries a tool's description (a definition, perhaps garbled); with
    `named`, beside a name or parameters (not '{"type": "game_tournament_battle", "title": …,
    "description": …, "players_list": […]}', an answer's made-up record, qwen 0.5B, b1077)."""
    spec = _spec(value)
    if "description" not in value and "description" not in spec:
        return False
    return not named or bool(_DEFINITION_KEYS & (set(value) | set(spec)))


_DEFINITION_KEYS = {"name", "parameters", "function", "properties", "params", "arguments"}


# (or Gorilla's "<<function>>" marker: the prompt's "<<function>>[{…}]\n<<question>>…" copied)
_TOOLS_HEADING_RE = re.compile(r"(?:^|\n)(?:#[ \t]*Tools[ \t]*\n|<<function>>?)[ \t]*\[?[ \t]*\Z")
_SCHEMA_KEYS = {"type", "properties", "required", "title", "description", "additionalProperties"}


def _filled_in(spec: dict[str, Any]) -> bool:
    """Whether a tool's definition has values where its parameters' schema goes ('[{"name":
    "buyTickets", "description": …, "parameters": {"hold_id": "H-5521", "tickets": {…}}}]', qwen
    0.5B under Granite's prompt, b1415): a call written in the definition's shape."""
    given = spec.get("parameters")
    return (
        isinstance(given, dict)
        and bool(given)
        and not {"properties", "type", "required"} & set(given)
        and not any(
            schema_like(v) or (isinstance(v, dict) and "items" in v) for v in given.values()
        )
    )


# (or on the lead's line, after its colon: "JSON: {\n    "data": {\n        "name": …", qwen
# 0.5B under a Llama 3.2 JSON prompt, b1695; in a list: 'A: [{"name": "feed_syrup", …}]', b1702)
_LEAD_THEN_OBJECT_RE = re.compile(
    r"([^\n`{}]{0,200}?)(?:\n|(?<=[:：])[ \t]*)\s*(?:```[a-z]*[ \t]*\n)?\s*\[?\s*(\{.*)", re.S
)


def _more_definitions(rest: str, resolve: Resolver) -> bool:
    """Whether what follows a definition echoed is nothing, or only more of them, each in a
    fence after a short heading ("JSON data:\n```\n{"data": {"name": …, "description": …"
    again, the last cut off: smollm2 under DeepSeek V3's prompt, b760)."""
    for start, end, _, held in reversed(fences(rest)):
        value = jsonish.loads_object(held.strip())
        spec = _spec(value) if value else {}
        name = spec.get("name")
        cut = not rest[:end].rstrip().endswith("```")  # (the last, cut off in its description)
        if cut and name is None and re.match(r'\s*\{\s*"type"\s*:\s*"function"', held):
            # ("…\n\nMark the start of the code snippet:\n```python\n{\n    "type": "function",\n
            # "" (qwen 0.5B under Llama 3.2's JSON prompt, b1120): the last cut off before its
            # name)
            rest = rest[:start] + rest[end:]
            continue
        if not (isinstance(name, str) and resolve(name) == name and ("description" in spec or cut)):
            return False
        rest = rest[:start] + rest[end:]
    return all(
        re.fullmatch(r"[ \t`\]}]*(?:[^\n`]{1,60}:)?[ \t`]*", line) for line in rest.splitlines()
    )


def lead_then_definition(text: str, resolve: Resolver) -> bool:
    """Whether a reply is one line of lead-in, then a registered tool's definition echoed
    (fenced or not) and nothing after it: 'In the context of the original JSON, \n```json\n{
    "name": "heart_rate_zones", "description": …, "parameters": {"age": {"type": …}, …' (qwen
    0.5B under tao's json-blob prompt, b739; Functionary's and Gemini's prompts, b612, b633)."""
    m = _LEAD_THEN_OBJECT_RE.fullmatch(text.strip())
    if m is None:
        return False
    body = m.group(2)
    end = jsonish.closing(body, 0)[0]
    after = body[end + 1 :].strip().lstrip("`")
    if after.endswith("```") and after.count("```") == 1:
        after = after[:-3]  # (a fence's closing line, its opening left out: "…}}\n```", b1702)
    if end > 0 and not _more_definitions(after, resolve):
        return False  # (words after it: an answer that quotes the definition)
    value = jsonish.loads_object(body[: end + 1] if end > 0 else body)
    name = _spec(value).get("name") if value else None
    return isinstance(name, str) and resolve(name) == name and is_definition(value)


def is_definition(value: dict[str, Any] | None) -> bool:
    """A tool's definition echoed from the prompt ({"type": "function", "function": {"name",
    "description", "parameters": schema}}): no call, whatever its name."""
    if not value:
        return False
    spec = _spec(value)
    params = spec.get("parameters")
    props = params.get("properties") if isinstance(params, dict) else None
    # (not one whose properties hold values: '"parameters": {"properties": {"amount": 230,
    # "currency": "元"}}', the definition filled in as a call, b572)
    filled = (
        isinstance(props, dict)
        and bool(props)
        and not any(isinstance(v, dict) for v in props.values())
    )
    schema = (
        isinstance(params, dict)
        and (
            ("properties" in params and not filled)
            # (the properties straight under "parameters", perhaps their "required" beside them,
            # or a stray "default": null among them, smollm2 under Gorilla's prompt, b760; one
            # of them garbled, '"room": {"typeOf": "string"}', beside schemas: b760)
            or _schemas_among(params)
        )
    ) or (
        # Gorilla's '"parameters": [{"name": "to_address", "description": "…"}]'
        isinstance(params, list)
        and bool(params)
        and all(
            isinstance(p, dict)
            # (or each a schema, '"parameters": [{"type": "integer", "description": "…"}]',
            # qwen 0.5B under Kimi's prompt, b767)
            and ({"name", "description"} <= set(p) or {"type", "description"} <= set(p))
            for p in params
        )
    )
    # ... or beside the tool's description, a schema among values garbled around it: '"name":
    # "set_zone_humidity", "description": "Set a zone's…", "parameters": {"zone": {"id": 1},
    # "percentage": {"type": "number", …}, "id": 2}' (qwen 0.5B in a "reference guide", b1540)
    schema = schema or (
        isinstance(spec.get("description"), str)
        and isinstance(params, dict)
        and any(schema_like(v) for v in params.values())
    )
    # ... or a schema cut off: '"parameters": {"type": "obje' (the reply's end)
    schema = schema or (
        isinstance(params, dict) and set(params) == {"type"} and isinstance(params["type"], str)
    )
    # ... or garbled, its "type" a schema's: {"type": "function", "parameters": {…}} (smollm2)
    # (not when its properties hold values: '"parameters": {"properties": {"destination":
    # "Thailand", …}, "type": "object"}' is the definition filled in as a call, b778)
    schema = schema or (
        isinstance(params, dict) and params.get("type") in ("object", "function") and not filled
    )
    # ... unless its "parameters" hold values: {"class_name": "Yoga"} is a call after all
    return "description" in spec and schema and "arguments" not in spec


_BRACKET_TAG_RE = re.compile(r"\[(\w+)\][ \t]*\n?[ \t]*(\{.*?\})\s*\[/\1\]", re.S)
_BRACKET_OPEN_RE = re.compile(r"\[(\w+)\][ \t]*\n?[ \t]*\{")


def _bracket_tags(text: str) -> Iterator[re.Match[str]]:
    """_BRACKET_TAG_RE's matches, tried only at a tag whose closing tag comes later (from each
    of many "[TOOL_REQUEST]{…}" never closed, the search ran to the end: 1.2 s)."""
    if "[/" not in text:
        return
    last: dict[str, int] = {}
    for o in _BRACKET_OPEN_RE.finditer(text):
        tag = o.group(1)
        if tag not in last:
            last[tag] = text.rfind(f"[/{tag}]")
        if last[tag] > o.start() and (m := _BRACKET_TAG_RE.match(text, o.start())):
            yield m


_CALL_TAGS = {"action", "tool", "tool_call", "function", "call", "command"}
# One line that leads in with a colon, then a fence opening an action blob whose action is
# an object: "选用以下方法：\n\n```\n{\n  "action": {"
_LEAD_THEN_BLOB_RE = re.compile(
    r"[^\n`{]{2,120}[:：][ \t]*\n\s*```[\w-]*[ \t]*\n\s*\{\s*\"action\"\s*:\s*\{"
)
_CALL_OPENING_RE = re.compile(
    r"\{\s*[\"']?(?:action|name|tool|tool_?name|command|function|tool_?calls?)[\"']?\s*:", re.I
)
_USE_TOOL_RE = re.compile(
    r"(?:\b(?:use|call|invoke|run|do)\s+(?:the\s+)?|调用|使用)[`'\"“]?([\w\-]+(?:\.[\w\-]+)*)", re.I
)


# (and "final": '{"final": "38.0"}', Llama-3.1-8B under a German workshop's JSON protocol,
# b655)
# (and the Chinese keys' answer: '{"思考": "…", "最终回答": "…"}', qwen 0.5B under a Chinese JSON
# prompt, b1120)
_ZH_ANSWER_KEYS = {"最终回答", "最终答案", "最終回答", "最終答案"}
_ANSWER_KEYS = {squash_key(k) for k in ANSWER_KEYS} | {"final"} | _ZH_ANSWER_KEYS
# Keys that say what kind of reply an object is, beside its answer: {"type": "response", …}
_TYPE_KEYS = {"type", "kind", "role", "status", "id"}
_STRONG_ANSWER_KEYS = {"finalanswer", "answer", "response", "speak"} | _ZH_ANSWER_KEYS
# Keys of a JSON object that holds a step begun, not completed: {"thought": …}, {"observation": …}
_OBSERVED = {"observation", "observations"}
_MUSING = _OBSERVED | {squash_key(k) for k in THOUGHT_KEYS}


def _announced(before: str, name: str) -> bool:
    """Whether the words before a call of a tool no one has say they call it by its name,
    quoted: "Alright, I will call the 'say_hi' function to greet the user.\n\n[say_hi()]"
    (MiniCPM3-4B on BFCL, b1242)."""
    return (
        re.search(
            rf"\b(?:call|calling|use|using|invoke)[ \t]+(?:the[ \t]+)?[`'\"]{re.escape(name)}[`'\"]",
            before[-300:],
            re.I,
        )
        is not None
    )


def _described_schemas(value: Any) -> bool:
    """Whether arguments are each a parameter's schema with its description, as a tool's
    definition lists them: "{'terminal': {'type': 'object', 'description': 'The Terminal
    interface …'}, …}" (gemma-2-2b on BFCL, b1683)."""
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(v, dict) and {"type", "description"} <= set(v) for v in value.values())
    )


def whole_schema(value: Any) -> bool:
    """Whether a call's arguments are a JSON schema of them: '{"properties": {"xingming":
    {"type": "string"}, …}, "required": […], "type": "object"}' (or BFCL's "dict")."""
    props = value.get("properties") if isinstance(value, dict) else None
    return (
        isinstance(props, dict)
        and bool(props)
        and value.get("type") in ("object", "dict")
        and all(schema_like(v) for v in props.values())
    )


# A list whose calls sit in a tuple, at a line's start: "[(f(…),\nf(…))]"
_TUPLE_IN_LIST_RE = re.compile(r"^\[\(\s*([\w.\-]+)\(", re.M)


# A numbered key for a call's name: "func_name1", "tool_2", "name3"
_NUMBERED_NAME_KEY_RE = re.compile(r"(?:func(?:tion)?_?name|tool(?:_?name)?|name)_?\d", re.I)


def _registered_in(value: dict[str, Any], resolve: Resolver | None) -> tuple[str, Any] | None:
    """A JSON object with keys of its own, one value a registered tool's exact name:
    {"step": "lookup", "with": {"id": 7}} calls lookup with the object beside the name (the
    only other key, or one whose name says arguments), else with the other keys."""
    if resolve is None or any(squash_key(k) == "result" for k in value):
        # ({"operation": "multiply", "operands": […], "result": 2.66, …}, SmolLM3: the record
        # of a call made, its result beside it, parroted back; no call)
        return None
    names = [
        k
        for k, v in value.items()
        if isinstance(v, str) and k not in ANSWER_KEYS and resolve(v.strip()) == v.strip()
    ]
    # (the same name under several keys is still one tool: HuggingGPT's {"task": "f", "id":
    # "f", "dep": "f", "args": {…}} from a small model)
    numbered = [k for k in names if _NUMBERED_NAME_KEY_RE.fullmatch(k)]
    if len(names) > 1 and numbered == names:
        # "[{'func_name1': 'sport_analysis.last_game_performance', 'params': {…}, 'func_name2':
        # 'sport_analysis.compare_ppg', 'params': {…}}]" (Qwen2-1.5B on BFCL, b1237): the
        # template's numbered calls in one object, its first "params" the first call's
        objects = [v for v in value.values() if isinstance(v, dict)]
        return value[names[0]].strip(), objects[0] if objects else {}
    if len({value[k].strip() for k in names}) != 1:
        return None
    # (a thought's key in any case: OmniParser's {"Reasoning": …, "Next Action": "left_click",
    # "Box ID": 6}, b542)
    rest = {k: v for k, v in value.items() if k not in names and k.lower() not in THOUGHT_KEYS}
    held = [k for k, v in rest.items() if isinstance(v, dict)]
    if len(held) == 1 and (len(rest) <= 2 or _ARGUMENTS_KEY_RE.search(held[0])):
        return value[names[0]].strip(), rest[held[0]]
    # (an object among plain values, under a key that names no arguments, is one argument of
    # them all: {"command": "schedule_charging", "battery_id": "BAT-01", "window": {…},
    # "source": "grid"}, qwen 0.5B under NexusRaven's prompt, b1434)
    return value[names[0]].strip(), rest


# A key that holds a call's arguments: "params", "parameter", "args", "input", "with", …
_ARGUMENTS_KEY_RE = re.compile(r"(?i)param|arg|input|data|body|payload|with|option")


def _flat_call(value: dict[str, Any] | None) -> tuple[str, Any] | None:
    """{"name": "f", "pattern": "*.py"}: a name and its arguments beside it, in a place that
    holds a call (<tool_call>, a ```tool_call fence)."""
    name = value.get("name") if value else None
    if not value or not isinstance(name, str) or not re.fullmatch(r"[\w.\-]+", name.strip()):
        return None
    return name.strip(), {k: v for k, v in value.items() if k != "name"}


def _keyed_by_tool(value: dict[str, Any], resolve: Resolver | None) -> tuple[str, Any] | None:
    """{"click_element": {"index": 1}}: a registered tool's exact name as the only key, its
    arguments as the value; alone, or first in a list under any key (browser-use's "action",
    which DeepSeek-R1 renames "action_sequence")."""
    if resolve is None:
        return None
    candidates = [value]
    for inner in value.values():
        if isinstance(inner, list) and inner and isinstance(inner[0], dict):
            candidates.append(inner[0])
        elif isinstance(inner, dict) and len(value) == 1:
            # {"tool_call": {"calculate": {…}}} (gemma4:e2b, b558): under one wrapping key
            candidates.append(inner)
    named = [k for k, v in value.items() if isinstance(v, dict | list) and resolve(k) == k]
    if len(named) == 1 and all(
        k == named[0] or k.lower() in THOUGHT_KEYS or isinstance(v, bool) or v is None
        for k, v in value.items()
    ):
        # {"analysis": …, "plan": …, "commands": [{"keystrokes": "ls -la\n", …}],
        # "task_complete": false} (Terminus-2, Gemini 3, with "commands" the tool): the tool's
        # key beside thoughts and flags, its arguments (the first of a list) as the value
        args = value[named[0]]
        if isinstance(args, list):
            args = args[0] if args and isinstance(args[0], dict) else None
        if isinstance(args, dict):
            return named[0], args
    for candidate in candidates:
        if len(candidate) == 1:
            ((name, args),) = candidate.items()
            # (its name with underscores trailing: "calculate__", b558)
            bare = name.strip().rstrip("_")
            if isinstance(args, str) and args.strip()[:1] == "{" and args.strip()[-1:] == "}":
                # '[{"calculate_derivative": "{\"x_value\": null, \"function\": …}"}]'
                # (gemini-1.0-pro's calls as BFCL stored them, b1178): the arguments a JSON
                # string, as the wire protocol sends them
                args = jsonish.loads_object(args.strip()) or args
            if isinstance(args, dict) and resolve(name) == bare:
                return bare, args
    return None


def _tools_as_keys(
    value: dict[str, Any] | None, resolve: Resolver | None
) -> tuple[str, Any] | str | None:
    """{"ocr_v2": {"image_url": …}, "setMetadata": {"object_key": …}} (qwen2.5-coder-0.5b
    under Kimi K2's prompt, b734): every key a registered tool's exact name, every value an
    object: the calls in order, the first is the step; "schemas" where the values are the
    tools' parameter schemas ({"properties": …, "required": …}): the tool list echoed."""
    if not value or resolve is None or len(value) < 2:
        return None
    if not all(isinstance(v, dict) and resolve(k) == k for k, v in value.items()):
        return None
    if all(
        v and ("properties" in v or all(schema_like(x) for k, x in v.items() if k != "required"))
        for v in value.values()
    ):
        return "schemas"
    return next(iter(value.items()))


_ACTION_LISTS = {"action", "actions", "toolcalls", "functioncalls", "calls"}


def _said_beside(value: dict[str, Any]) -> bool:
    """Whether an object says something in words under a key of its own (not musing, not type)."""
    return any(
        isinstance(v, str) and v.strip() and squash_key(k) not in _MUSING | _TYPE_KEYS
        for k, v in value.items()
    )


# A list opened and never closed before a ")": "conversion_type=['RGB', 'HEX')"
_LIST_CLOSED_BY_PAREN_RE = re.compile(r"(\[[^\[\]()\n]*)(?=\))")
_COMMA_SPACE_RE = re.compile(r",?\s*")
_TUPLED_CALL_RE = re.compile(r"\[[ \t]*\([ \t]*([\w.\-]+)\(")
# A shell command in brackets, a registered tool's name first: "[cd documents]", "[diff a b]"
_BRACKETED_COMMAND_RE = re.compile(r"\[[ \t]*([\w.\-]+)[ \t]+([^\[\]\n(),=]+?)[ \t]*\]")
_GLUED_FENCE_RE = re.compile(r"```[\w-]*(\[[^\n]*\])```")
_SELF_ASSIGNED_RE = re.compile(r"([A-Za-z_][\w.]*)[ \t]*=[ \t]*(\1\()")
# A list's first call kept under a variable's name: "[current_time=tz.get_time(…), …]"
_ASSIGNED_IN_LIST_RE = re.compile(r"\[[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*([A-Za-z_][\w.]*)\(")
_NAME_EQUALS_CALL_RE = re.compile(r"(?:```\w*[ \t]*\n)?[ \t]*name[ \t]*=[ \t]*([\w.\-]+)\(")
_TEMPLATE_NAMED_RE = re.compile(
    # (or in a tuple, "name=" and "parameters=": "[(name='create_workspace', parameters={…}))",
    # CoALM-8B on BFCL, b940)
    # (or with colons, the name unquoted: "[func_name: Movies_1_FindMovies, params:
    # {'location': 'Mountain View, CA'}]", phi-4 on BFCL, b1671)
    r"\[\s*(\(\s*)?(?:func(?:tion)?_)?name\s*[=:]\s*['\"]?([\w.\-]+)['\"]?\s*,\s*"
    r"(?:params|parameters|arguments)\s*[=:]\s*(\{.*\})\s*(?(1)\)\s*)[\])]\Z",
    re.S,
)
# BFCL's template copied on a line of its own: "[func_name1(params_name1=params_value1, …)]"
_TEMPLATE_ECHO_RE = re.compile(r"\[func_name1\(params_name1=params_value1[^\n]*\][ \t]*\n\s*")
_TEMPLATE_WORD_RE = re.compile(r"\[\s*func(?:tion)?_name\s*[:=]\s*(?=[\w.\-]+\()")
_BRACKETED_TEMPLATE_RE = re.compile(
    r"\A[【\[][ \t]*func(?:tion)?_name[ \t]*[】\]][ \t]*(?=[\w.\-]+\()"
)
_DEF_LINE_RE = re.compile(r"^[ \t]*(?:async[ \t]+)?def[ \t]", re.M)
# A name that can only be a function's: snake_case with an underscore ("get_book"), not a
# word a reply might begin with.
# (or a service's, capitalised: "Events_3_FindMovies(directed_by=…)", gemma-3-1b on BFCL for
# the registered Events_3_FindEvents and Movies_3_FindMovies, b1129)
_UNKNOWN_CALL_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+")


# A tool's name as the first argument of a call: "name(distance_between, origin=…"
# (or alone in it: 'name("exhibitions")', qwen 0.5B under Gorilla's prompt, b907)
_INNER_NAME_RE = re.compile(r"[ \t]*['\"]?([\w.\-]+)['\"]?[ \t]*(?:,|(?=\)\s*\Z))")


# (its closing quote perhaps left out: "[{'corporate_finance.calculate_YOY_growth_rate(…)}]")
# A call written as a string in a set or as a dict's key, in a list: '[{"f(a=1)"}]',
# "[{'f(a=1)': None}, …]", "[{'f(a=\"x\")}, …]" (its quote never closed)
_CALL_IN_SET_RE = re.compile(r"\[\{\s*([\"'])([\w.\-]+)\(")
_SET_TAIL_RE = re.compile(r"[\"']?\s*(?::\s*None\s*)?\}\s*(?:,|\])")
# Words that call what follows an example: "Here's an example code snippet:", "例如："
_EXAMPLE_SAID_RE = re.compile(r"\b(?:an|for) example\b|示例|例如|举个例子", re.I)
# ChatGLM3's "tool_call(…)" in a Python fence, perhaps below imports and comments
_TOOL_CALL_IN_FENCE_RE = re.compile(
    r"```python[ \t]*\n(?:[ \t]*(?:#|from[ \t]|import[ \t])[^\n]*\n|[ \t]*\n)*tool_call\("
)
_QUOTED_WORD_RE = re.compile(r"[\"'`“]([\w.\-]+)[\"'`”]")


# The line above ChatGLM3's fenced tool_call(…): the tool's name, alone or called
_NAME_LINE_ABOVE_RE = re.compile(r"(?:\A|\n)[ \t]*[\w.\-]+[ \t]*(?:\([^\n]*\))?[ \t]*\n\s*\Z")


def _call_line_after(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A registered tool's call on a line of its own after the first ("{'name': 'ThinQ_Connect',
    'description': …}]\n[ThinQ_Connect(body={…})]", Gemini on BFCL, b798: the tool's
    definition echoed, then the call); None without one."""
    for m in re.finditer(r"\n[ \t]*\[?([\w.\-]+)\(", text):
        if resolve is not None and resolve(m[1]) == m[1]:
            called = _pythonic(text[m.start() :].strip(), reasoning, resolve)
            if isinstance(called, Actions):
                return called
    return None


# A call whose name is two to four words: "Cancel Booking(…"
_WORDS_CALL_RE = re.compile(
    r"([A-Za-z][a-z]*(?:[ \t][A-Za-z][a-z]*){1,3})\((?=[ \t]*[A-Za-z_]\w*[ \t]*=)"
)


# A call's opening whose name is a word of lower case first, dotted perhaps: "math.sin("
_LOWER_CALL_RE = re.compile(r"([a-z][A-Za-z0-9_]*(?:\.[A-Za-z_]\w*)*)\(")


def _unknown_positional(stripped: str, resolve: Resolver | None) -> tuple[str, Any] | None:
    """The whole reply one call, in a list's brackets or none, of a name no tool has, its
    values unnamed ("translate('Hello, how are you?', 'en', 'fr')", "math.factorial(20)",
    "[temp.split('=', 1)]": Llama 3.1 8B, Gemma 3 and Qwen3-8B on BFCL's irrelevance, b885,
    b886, b894): a call of that name with the values as text, as a call of keywords is; not
    Python's own ("print(1 + 2)") nor a method of its types ("str.split(x)")."""
    bracketed = stripped[:1] == "[" and stripped[-1:] == "]"
    body = stripped[1:-1].strip() if bracketed else stripped
    m = _LOWER_CALL_RE.match(body)
    if m is None or (resolve is not None and resolve(m[1])):
        return None
    name = m[1]
    if name.split(".")[0] in _PYTHON_OWN or len(name) < 3:
        return None
    end = closing_paren(body, m.end() - 1)
    listed = bracketed and end > 0 and re.match(r"[ \t]*,[ \t]*[a-z]\w*\(", body[end + 1 :])
    # (or the first of a list of such calls: "[move_file('a.pdf', 'temp'), sort_file('a.pdf',
    # 'line')]", Qwen2.5-0.5B on BFCL's multi-turn, b923)
    inner = body[m.end() : end].strip() if end == len(body) - 1 or listed else ""
    if not inner or KEYWORD_START_RE.match(inner) or "\n" in inner or "->" in inner:
        return None  # (nor a signature: "tool(council_tax_band(postcode: str) -> str)", b672)
    wrapped = _NUMBERED_CALL_RE.fullmatch(inner)
    if (
        wrapped is not None
        and resolve is not None
        and resolve(wrapped[1])
        and closing_paren(inner, wrapped.end(1)) == len(inner) - 1
    ):
        # "plan(1. read_sensor_v2('GH-S02', 'humidity'))" (qwen 0.5B under a planner's prompt,
        # b1541): the template's word around a plan's one item, a registered tool's call
        return wrapped[1], call_arguments(wrapped[2])
    return name, call_arguments(inner)


# A plan's item that is a call: "1. f('a', 'b')"
_NUMBERED_CALL_RE = re.compile(r"(?:\d{1,2}[.)][ \t]*)?([A-Za-z_][\w.\-]*)\((.*)\)", re.S)


# A shell's pipe, "&&" or "||" after a call, a command's name after it: " | sort"; or its
# output sent to a file: " > annual_report_2023.docx"
_SHELL_JOIN_RE = re.compile(r"[ \t]*(?:\|\|?|&&|>>?)[ \t]*[A-Za-z_]")


def _glued_call(text: str, at: int, resolve: Resolver | None) -> bool:
    """Whether a registered tool's call starts right at `at`, with no space or comma before."""
    glued = _GLUED_NAME_RE.match(text, at)
    return glued is not None and resolve is not None and resolve(glued[0]) is not None


# A call's name, right before its "("
_GLUED_NAME_RE = re.compile(r"[A-Za-z_][\w.\-]*(?=\()")


# A list's item that is only a name with empty parentheses: "1. soil_test_v2()", "- f()"
_EMPTY_CALL_ITEM_RE = re.compile(r"^[ \t]*(?:\d{1,2}[.)]|[-*])[ \t]*([\w.\-]+)\(\s*\)[ \t]*$", re.M)


def _names_listed_again(text: str, resolve: Resolver) -> bool:
    """Whether a registered tool's name with empty parentheses is a list's item twice or
    more: tools named over and over, not a plan that calls them."""
    named = [resolve(n) for n in _EMPTY_CALL_ITEM_RE.findall(text)]
    return any(n is not None and named.count(n) >= 2 for n in named)


# A call alone in Markdown's emphasis: "*f(a=1)*", "**f(a=1)**", "_f(a=1)_"
_EMPHASISED_CALL_RE = re.compile(r"(\*{1,2}|_)([A-Za-z_][\w.\-]*\(.*\))\1", re.S)
# A registered tool's name, a comma, then keywords: the whole reply, one line
_NAME_COMMA_KEYWORDS_RE = re.compile(r"([A-Za-z_][\w.\-]*)[ \t]*,[ \t]*([A-Za-z_]\w*[ \t]*=[^\n]*)")
# A fence that holds only a list of calls: "```python\n[f(a=1), g(b=2)]\n```"
# (its "]" left out after one call: "```json\n[requests.get({'url': …}, {…})\n```", gemma-2-2b
# on BFCL, b1146)
_FENCED_LIST_RE = re.compile(
    r"```(?:python|py|tool_code|json)?[ \t]*\n[ \t]*(\[[ \t]*[A-Za-z_][\w.\-]*\(.*\)[ \t]*\]?)"
    r"[ \t]*\n```",
    re.S,
)
# ... or one call: "```python\nBookSharing_2_GetRide(destination="…")\n```"
# (or one quoted value: '```python\nadd_project_to_environment("DA-12345")\n```', gemma-3-1b
# on BFCL, b1142; Python's own calls stay code: 'print("Moon")')
_FENCED_CALL_RE = re.compile(
    r"```(?:python|py|tool_code)?[ \t]*\n[ \t]*([A-Za-z_][\w.\-]*\("
    r"(?:[ \t]*[A-Za-z_]\w*[ \t]*=.*|[ \t]*\"[^\"\n]*\"[ \t]*|[ \t]*'[^'\n]*'[ \t]*)\))[ \t]*\n```",
    re.S,
)


def _method_of_tool(name: str, resolve: Resolver) -> bool:
    """Whether a dotted name is a registered tool's name and then a method of another name
    ("response.render"), not the tool called ("get_weather.run", "functions.get_weather")."""
    head, _, method = name.partition(".")
    return (
        bool(method)
        and resolve(name) != name
        and resolve(head) == head
        and method.lower() not in ("call", "run", "invoke", "execute", "__call__")
        and resolve(method) is None
    )


# A call opened at a line's start, its first keyword on the next line
_SPREAD_CALL_RE = re.compile(r"^([A-Za-z_][\w.\-]*)\([ \t]*\n(?=[ \t]+[A-Za-z_]\w*[ \t]*=)", re.M)


def _spread_call(text: str, resolve: Resolver) -> tuple[str, Any] | None:
    """The first registered tool's call written over several lines, a keyword a line, its
    closing parenthesis alone on the last: the name and its arguments."""
    for m in _SPREAD_CALL_RE.finditer(text):
        if resolve(m[1]) != m[1]:
            continue
        end = closing_paren(text, m.end(1))
        if end < 0:
            return None
        line_start = text.rfind("\n", 0, end) + 1
        if text[line_start:end].strip() or text[end + 1 :].partition("\n")[0].strip():
            continue
        args = call_arguments(text[m.end(1) + 1 : end])
        if isinstance(args, dict) and args:
            return m[1], args
    return None


# A name quoted in a list, its arguments after the list: "['f'](a=1)"
_LISTED_NAME_CALL_RE = re.compile(r"\[\s*(['\"])([\w.\-]+)\1\s*\]\(")


# A plan's item "1. tool(name(args) -> type)": the template's word around a typed call
_TYPED_TOOL_ITEM_RE = re.compile(
    r"^([ \t]*\d{1,2}[.)][ \t]*)tool\(([A-Za-z_][\w.\-]*)\((.*)\)[ \t]*->[ \t]*[\w\[\], .]+\)[ \t]*$",
    re.M,
)


# The word CALL before a call: "CALL set_charge_limit(percent=80)"
_CALL_WORD_RE = re.compile(r"CALL[ \t]+([A-Za-z_][\w.\-]*)\(", re.I)
# A return type declared after a call's closing parenthesis: "…) returns any;", "…) => any"
_RETURNS_AFTER_CALL_RE = re.compile(
    r"(?<=\))[ \t]+(?:returns|=>|->)[ \t]+[\w\[\]<>|.]+[ \t]*;?[ \t]*\Z"
)


def _pythonic(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """`[get_weather(city="Paris")]` anywhere, or a reply that is just `tool({...})`."""
    stripped = text.strip()
    if stripped[:1] in "=:" and re.match(r"[=:]\s*[A-Za-z_][\w.\-]*\(", stripped):
        # "=find_lawyer(type='divorce', …)" (Llama-3-70B on BFCL, b1171): a stray "=" first
        # (or ":": ':get_park_info(park_name="Yellowstone National Park", …)', b1178; or ":"
        # on a line of its own: ": \n Buses_3_BuyBusTicket(…); Buses_3_BuyBusTicket(…, departure
        # _date='2023-03-", Raven v2 on BFCL, b1214, the second call cut off)
        stripped = stripped[1:].lstrip()
    if (
        stripped.endswith((");", "):"))
        and "\n" not in stripped
        and not re.match(r"(?:def|class|if|elif|while|for|with)\b", stripped)
    ):
        # "out_of_domain(user_query='What's the time right now?');" (Llama-3-70B on BFCL,
        # b1170): a statement's semicolon after the one call (or a colon: "color_mix.mix_two
        # _colors({'color1': '', 'color2': '', 'ratio': [1, 1]}):", Llama-3-8B on BFCL, b1216)
        stripped = stripped[:-1]
    echoed = _TEMPLATE_ECHO_RE.match(stripped) if stripped[:11] == "[func_name1" else None
    if echoed is not None and stripped[echoed.end() :].startswith("["):
        # "[func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(
        # params)]\n\n[func_name='Movies_1_FindMovies', params={…}]" (phi-4 on BFCL, b1671):
        # BFCL's template copied on a line of its own, then the list of calls
        stripped = stripped[echoed.end() :]
    said_call = _CALL_WORD_RE.match(stripped) if stripped[:5].upper() == "CALL " else None
    if said_call is not None and resolve is not None and resolve(said_call[1]) == said_call[1]:
        # 'CALL set_charge_limit(percent=80, ready_by="07:15")' (smollm2, b1633): the word
        # "CALL" before a registered tool's call
        stripped = stripped[said_call.start(1) :]
    typed = _RETURNS_AFTER_CALL_RE.search(stripped) if "\n" not in stripped else None
    if typed is not None and resolve is not None:
        # 'function.schedule_vet_appointment({pet_id: "PET-0412", …}) returns any;' (smollm2
        # under a harmony prompt, whose tools are TypeScript types "(_: {…}) => any"): the
        # call, then its return type as the namespace declares it
        stripped = stripped[: typed.start()]
    if "tool(" in stripped and "->" in stripped:
        # '1. tool(cut_clip(episode_id="EP-121", …) -> str)\n\n2. join()' (qwen 0.5B under
        # LLMCompiler's prompt, b1509): a plan's item, the template's tool( … ) around the
        # call and its return type
        stripped = _TYPED_TOOL_ITEM_RE.sub(r"\1\2(\3)", stripped)
    listed_name = _LISTED_NAME_CALL_RE.match(stripped) if stripped[:1] == "[" else None
    if listed_name is not None and resolve is not None and resolve(listed_name[2]):
        # "['extractLastTransactionId'](filepath='/var/log/db.log', …)" (DBRX on BFCL, b1262):
        # the name quoted in a list, the arguments after it
        stripped = listed_name[2] + stripped[listed_name.end() - 1 :]
    emphasised = _EMPHASISED_CALL_RE.fullmatch(stripped) if stripped[:1] in "*_" else None
    if emphasised is not None:
        # "*math.integral_calculator(function='3*x**2', …)*" (claude-instant on BFCL, b1170):
        # the call in Markdown's italics or bold
        stripped = emphasised[2]
    named = _NAME_EQUALS_CALL_RE.match(stripped) if resolve is not None else None
    if named is not None and resolve is not None and resolve(named[1]):
        # '```json\nname=setMetadata(object_key=…, metadata={…})\n```' (qwen 0.5B under
        # Kimi K2's prompt, b746): the template's "name=" before the call
        stripped = stripped[named.start(1) :]
    tupled = _TUPLE_IN_LIST_RE.search(stripped) if stripped.endswith(")]") else None
    if tupled is not None and resolve is not None and resolve(tupled[1]):
        # "I will calculate the derivatives …\n\n[(estimate_derivative(function='3*x**2 + 2*x
        # - 1', x=4),\nestimate_derivative(…))]" (MiniCPM3-4B on BFCL, b1247): the list's calls
        # in a tuple inside it
        stripped = stripped[: tupled.start()] + "[" + stripped[tupled.start(1) : -2] + "]"
    if stripped.endswith(",)") and re.match(r"\(\s*[\w.\-]+\(", stripped):
        # "(open_meteo_api.fetch_weather_data(coordinates=(40.7128, -74.0060), units='Celsius),)"
        # (Qwen2.5-3B on BFCL, b945): the list of calls written as a tuple
        stripped = "[" + stripped[1:-2].rstrip() + "]"
    elif stripped.endswith("))") and resolve is not None:
        # "(stats.t_test(array_1=[10, 15, 12, 14, 11], …, alpha=0.05))" (Qwen3-1.7B on BFCL,
        # b1128): one registered tool's call in parentheses, as the list's brackets
        wrapped = re.match(r"\([ \t]*([\w.\-]+)\(", stripped)
        if wrapped and resolve(wrapped[1]) and closing_paren(stripped, 0) == len(stripped) - 1:
            stripped = "[" + stripped[1:-1].strip() + "]"
    fenced_list = _FENCED_LIST_RE.fullmatch(stripped) if stripped[:3] == "```" else None
    listed = fenced_list[1] if fenced_list is not None else ""
    if listed and not listed.endswith("]"):
        one = closing_paren(listed, listed.index("(")) == len(listed) - 1
        listed = listed + "]" if one else ""
    if listed:
        # "```python\n[func_name1(pokemon='Pikachu'), func_name1(…)]\n```" (gemma-3-12b on
        # BFCL, b1014): a list of calls alone in a fence, read as the list unfenced
        stripped = listed
    comma = re.match(r"([\w.\-]+)[ \t]*,[ \t]*\(", stripped) if resolve is not None else None
    if (
        comma is not None
        and resolve is not None
        and resolve(comma[1]) == comma[1]
        and closing_paren(stripped, comma.end() - 1) == len(stripped) - 1
    ):
        # "Trains_1_GetTrainTickets, (from='New York, NY', to='Los Angeles, CA', …)" (Qwen3-0.6B
        # on BFCL, b1130): a comma between the registered name and its parentheses
        stripped = comma[1] + stripped[comma.end() - 1 :]
    keywords = _NAME_COMMA_KEYWORDS_RE.fullmatch(stripped) if resolve is not None else None
    if keywords is not None and resolve is not None and resolve(keywords[1]) == keywords[1]:
        given = call_arguments(keywords[2])
        if isinstance(given, dict) and given:
            # 'Events_3_FindEvents, event_type="Theater", city="Los Angeles, CA"' (Qwen3-0.6B
            # on BFCL, b1130, b1143): ... or no parentheses at all, keywords after the comma
            stripped = f"{keywords[1]}({keywords[2]})"
    bare_first = re.match(r"\[[ \t]*([\w.\-]+)[ \t]*,[ \t]*[\w.\-]+\(", stripped)
    if bare_first is not None and resolve is not None and resolve(bare_first[1]) == bare_first[1]:
        # "[financial_ratio.net_profit_margin, financial_ratio.debt_ratio(total_liabilities=
        # 10000, …)]" (gemma-3-4b on BFCL, b1137): the list's first call a registered name
        # alone, no arguments; the first step
        return as_step(bare_first[1], {}, reasoning, stripped, resolve)
    fenced_call = (
        _FENCED_CALL_RE.fullmatch(stripped)
        if stripped[:3] == "```" and resolve is not None and _interpreter(resolve) is None
        else None
    )
    if fenced_call is not None and closing_paren(fenced_call[1], fenced_call[1].index("(")) == (
        len(fenced_call[1]) - 1
    ):
        # "```python\nBookSharing_2_GetRide(destination="China Station Restaurant, San
        # Francisco")\n```" (gemma-3-1b on BFCL, b1129): one call with keywords alone in a
        # fence, read as that call unfenced (code around it stays code)
        stripped = fenced_call[1]
    tupled = _TUPLED_CALL_RE.match(stripped) if stripped[:1] == "[" and resolve else None
    if tupled is not None and resolve is not None and resolve(tupled[1]):
        # "[(translate_text(text='Hello World', …), translate_text(…)), get_current_time(…)]",
        # "[(religion.history_info(…)), (…)]" (MiniCPM3-4B on BFCL, b914): the list's calls
        # in tuples of their own, the first the step
        end = closing_paren(stripped, tupled.end() - 1)
        if end > 0 and stripped[end + 1 : end + 2] in (",", ")"):
            args = call_arguments(stripped[tupled.end() : end])
            return as_step(tupled[1], args, reasoning, stripped[: end + 1], resolve)
    glued = _GLUED_FENCE_RE.fullmatch(stripped) if stripped[:3] == "```" else None
    if glued is not None:
        # '```python["get_current_weather"(location='Guangzhou, China')]```' (MiniCPM3-4B on
        # BFCL, b899): the fence's marks glued to the list, on one line
        stripped = glued[1]
    itself = _SELF_ASSIGNED_RE.match(stripped)
    if itself is not None:
        # "mth_attachGenericTypesInfo=mth_attachGenericTypesInfo(mth=mth, insn=insn), …"
        # (Qwen2.5-3B on BFCL, b896): the call's result kept under the call's own name
        stripped = stripped[itself.start(2) :]
    assigned = _ASSIGNED_IN_LIST_RE.match(stripped)
    if (
        assigned is not None
        and resolve is not None
        and resolve(assigned[2])
        and not resolve(assigned[1])
    ):
        # "[current_time_beijing=time_zones.get_current_time(location="Beijing"), …]"
        # (gpt-4o-mini on BFCL, b1596): each call's result kept under a variable's name
        stripped = "[" + stripped[assigned.start(2) :]
    if "name" in stripped and resolve is not None:
        # BFCL's template words kept around the call (phi-4, b513): "[func_name:
        # get_current_weather(location=…)]", "[func_name='todo_add', params={'content': …}]"
        named = _TEMPLATE_NAMED_RE.match(stripped)
        shut = jsonish.closing(stripped, 0)[0] if not named and stripped[:1] == "[" else -1
        if shut > 0 and re.match(r"[ \t]*\S", stripped[shut + 1 :]):
            # "[func_name='inventory.restock_check', params={…}]To determine the number of …"
            # (phi-4 on BFCL, b1681): the list in the template's words, then words glued on
            named = _TEMPLATE_NAMED_RE.match(stripped[: shut + 1])
        if named and resolve(named[2]):
            templated = jsonish.loads_object(named[3])
            if templated is not None:
                return as_step(named[2], templated, reasoning, stripped, resolve)
        # ("【func_name】get_current_weather(location=…)", MiniCPM3-4B on BFCL, b895: the
        # template's word in brackets of its own before the call)
        stripped = _BRACKETED_TEMPLATE_RE.sub("", stripped, count=1)
        stripped = _TEMPLATE_WORD_RE.sub("[", stripped, count=1)
        # ("params_name=name=params_value='Charlie Ji'": the template's words around the pair)
        stripped = re.sub(r"params_name=(\w+)=params_value=", r"\1=", stripped)
    if stripped.startswith("[\n") and re.search(r"\n[ \t]*\]\Z", stripped):
        # "[\n    model.DecisionTreeClassifier(criterion='gini', …),\n    model.…(…)\n]"
        # (gpt-3.5 on BFCL, b616): the list's brackets on lines of their own
        stripped = "[" + stripped[1:-1].strip() + "]"
    if stripped[:3] == "```" and _one_fence(stripped)[:2] == "[{":
        # (the list alone in a fence: "```json\n[{"f(…)"}]\n```", phi-4 on BFCL, b1337)
        stripped = _one_fence(stripped)
    if stripped.startswith("[{") and (held := _CALL_IN_SET_RE.match(stripped)):
        # '[{"solar_panel.calculate_need(square_footage=2000, …)"}]' (gpt-3.5 on BFCL, b616):
        # the call written as a string in a set in the list, or as a dict's key ("[{'kinematics
        # .final_velocity(initial_velocity=20, …)': None}, {…}]", gpt-3.5 on BFCL, b715)
        end = closing_paren(stripped, held.end() - 1)
        if end > 0 and _SET_TAIL_RE.match(stripped, end + 1):
            stripped = stripped[held.start(2) : end + 1]
    caller = _TOOL_CALL_IN_FENCE_RE.search(stripped) if "tool_call(" in stripped else None
    if caller is not None and resolve is not None:
        # 'you can use the "report_outage" tool with the following parameters:\n\n```python\n
        # tool_call(city=…, since="21:15")\n```' (qwen 0.5B under ChatGLM3's prompt, its name
        # line left out, b612): the one registered tool the words before it quote is the tool
        # (or the fence imports: "```python\nfrom parse_resume import parse_resume\n…\n
        # tool_call(url=…)", b727)
        fence = caller.start()
        cited = {q for q in _QUOTED_WORD_RE.findall(stripped, 0, fence) if resolve(q) == q}
        cited.update(n for n in _imported(caller[0]) if resolve(n) == n)
        if len(cited) == 1 and _EXAMPLE_SAID_RE.search(stripped, 0, fence):
            # "…you can use the `exchange_TKT` tool to request the booking for December 19.\n\n
            # Here's an example code snippet:\n\n```python\ntool_call(…)\n```" (qwen 0.5B
            # under ChatGLM3's prompt, b1391): the tool offered, its call shown as an example
            return Final(stripped, reasoning, stripped)
        if len(cited) == 1:
            # (the lines above the call, imports and comments, go with the caller's name)
            name = cited.pop()
            stripped = f"{stripped[:fence]}```python\n{name}({stripped[caller.end() :]}"
        elif not _NAME_LINE_ABOVE_RE.search(stripped[:fence]) and not any(
            resolve(w) == w for w in re.findall(r"[\w.\-]+", stripped[:fence])
        ):
            # (not under a name line, a registered tool's or not: "get_weather\n```python\n
            # tool_call(city="Lyon")", "get_ticket_cost(movie=…)\n```python\ntool_call(…)")
            # '```python\ntool_call(activity="swim", minutes=45, …)\n```\n\nNote: …' (qwen
            # 0.5B under ChatGLM3's prompt, b747; after a sentence of its own, b809): its
            # tool's name line left out and named nowhere before it: a call gone wrong
            return Unparsed("a tool call with no tool name", reasoning, stripped)
    words = _WORDS_CALL_RE.match(stripped) if resolve is not None else None
    spelt = resolve("".join(words[1].split())) if words is not None and resolve else None
    if words is not None and spelt:
        # 'Cancel Booking(booking_ref="FB-7001", …)' (qwen 0.5B, b883): a registered tool's
        # name written as words, spaced where its capitals or underscores are
        stripped = spelt + stripped[words.end() - 1 :]
    if "'(" in stripped or '"(' in stripped:
        # "['mkdir'('dir_name': 'temp'), 'mv'(…)]" (open-mixtral on BFCL, b519): a registered
        # tool's name in quotes before its parentheses
        stripped = _QUOTED_NAME_CALL_RE.sub(
            lambda m: f"{m[2]}(" if resolve and resolve(m[2]) else m[0], stripped
        )
    if stripped[:1] == "[" and stripped[-1:] == "]" and resolve is not None:
        spaced = _SPACED_NAME_RE.match(stripped)
        if (
            spaced is not None
            and resolve(spaced[1]) != spaced[1]
            and resolve(f"{spaced[1]}_{spaced[2]}")
        ):
            # "[vegan_restaurant.find Nearby(location=…)]" (Qwen2.5-7B on BFCL, b587): a space
            # where the registered name has its underscore
            name = resolve(f"{spaced[1]}_{spaced[2]}")
            stripped = f"[{name}{stripped[spaced.end() - 1 :]}"
        pair = jsonish.loads(stripped) if stripped[1:].lstrip()[:1] in "'\"{" else None
        if isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], str):
            pair = pair[::-1]  # "[{'params': {…}}, 'MacBaseInstallerBundler.validate…']" (b514)
        if (
            isinstance(pair, list)
            and len(pair) == 2
            and isinstance(pair[0], str)
            and isinstance(pair[1], dict)
            and resolve(pair[0])
        ):
            # "['get_stock_price', {'company_name': 'Amazon', …}]" (Hermes 2 Pro on BFCL,
            # b510): the tool's name and its arguments as a pair
            return as_step(pair[0], pair[1], reasoning, stripped, resolve)
        inner = stripped[1:-1].strip()
        wrapped = re.match(r"([\w.\-]+)\(", inner)
        if (
            wrapped
            and not resolve(wrapped[1])
            and closing_paren(inner, wrapped.end() - 1) == len(inner) - 1
        ):
            # "[function_call('number_analysis.prime_factors', {'number': 123456})]" (b510):
            # one call in the list's brackets, read as the call alone
            alone = _pythonic(inner, reasoning, resolve)
            if isinstance(alone, Actions):
                return alone
    if stripped.startswith("<<") and stripped.endswith(")>>") and resolve is not None:
        # "<<send_email(to_address='andy@gorilla.ai', …)>>" (gemma-3-12b on BFCL, b798): the
        # call in double angle brackets
        held = re.match(r"<<([\w.\-]+)\(", stripped)
        if (
            held
            and resolve(held[1])
            and closing_paren(stripped, held.end() - 1) == len(stripped) - 3
        ):
            stripped = stripped[2:-2]
    if stripped.startswith("<<function>>"):
        # Gorilla OpenFunctions v1: "<<function>>f(a='x')<<function>>f(a='y')"
        stripped = stripped.replace("<<function>>", "\n").strip()
    nexus = re.match(r"Call:[ \t]*([\w.\-]+)[ \t]+\(", stripped)
    if nexus and resolve is not None and resolve(nexus.group(1)):
        # NexusRaven: "Call: add (a=1, b=1) \nThought: …"
        stripped = stripped[5:].lstrip().replace(" (", "(", 1)
    first = _VALUE_FIRST_RE.match(stripped) if resolve is not None else None
    first_name = first[1] if first else ""
    if first and resolve is not None and not resolve(first_name):
        # "[User is not in the user 2-2-2.get_api_tokens(user_id='098-293')" (Phi-4-mini on
        # BFCL, b1210): babble glued before a dotted name, no part of any name
        parts = first_name.split(".")
        first_name = next(
            (
                ".".join(parts[i:])
                for i in range(1, len(parts))
                if not ".".join(parts[:i]).replace(".", "_").isidentifier()
                and resolve(".".join(parts[i:]))
            ),
            first_name,
        )
    if first and resolve is not None and resolve(first_name):
        # "[2**100, calculate(expression="2**100")]": a bare value put first in the list
        end = closing_paren(stripped, first.end() - 1)
        if end > 0 and stripped[end + 1 :].strip()[:1] in ",])":
            args = call_arguments(stripped[first.end() : end])
            return as_step(first_name, args, reasoning, stripped[: end + 1], resolve)
    outer = re.match(r"([\w.\-]+)\([ \t]*([\w.\-]+)\(", stripped) if resolve is not None else None
    if (
        outer
        and resolve is not None
        and not resolve(outer[1])
        and resolve(outer[2])
        and closing_paren(stripped, outer.end(1)) == len(stripped) - 1
    ):
        # 'name(log_meal(meal="番茄炒蛋", …))' (the template's word around the call, b547): the
        # call inside
        alone = _pythonic(stripped[outer.end(1) + 1 : -1].strip(), reasoning, resolve)
        if isinstance(alone, Actions):
            return alone
    dispatched = (
        re.match(r"\[?[ \t]*[\w.]*\bcall\([ \t]*(['\"])([\w.\-]+)\1[ \t]*,?", stripped)
        if resolve is not None and "call(" in stripped[:40]
        else None
    )
    if dispatched and resolve is not None and resolve(dispatched[2]) == dispatched[2]:
        # "[tools.call('calculate_mean', numbers=[35, 40, …]),\n tools.call(…)]" (Llama-3-8B on
        # BFCL, b1093): a dispatcher's call, the tool's name its first argument in quotes
        end = closing_paren(stripped, stripped.index("(", dispatched.start()))
        if end > 0:
            args = call_arguments(stripped[dispatched.end() : end])
            if isinstance(args, dict):
                return as_step(dispatched[2], args, reasoning, stripped[: end + 1], resolve)
    called = re.match(r"([\w\-]+)\.call\(", stripped)
    if called and resolve is not None and resolve(called[1]):
        # Llama 3.1's syntax for its built-in tools, "<|python_tag|>brave_search.call(query=…)",
        # for any tool (Llama 3.2 1B: "tide_times.call(datetime(2026,12,5,12,0,0)) |…")
        end = closing_paren(stripped, called.end() - 1)
        if end > 0:
            args = call_arguments(stripped[called.end() : end])
            return as_step(called[1], args, reasoning, stripped[: end + 1], resolve)
    m = re.match(r"^([\w.\-]+)\(", stripped)
    # (camelCase too: "[nextCallCheckValues(ctx=…, currentKey=…)]", Llama 3.1 8B on BFCL, b587;
    # dotted: "[weather.get_by_coordinates(coordinates=(46.6, 1.89), …)]", Llama-3.2-1B, b800)
    in_list = (
        # (or a capital before a dot: "[Torch.torch.linspace(start=0.0, …)]", CoALM-70B, b866)
        # (or a capital alone: "[Torch(start=0.0, end=1.0, steps=100)]", GoGoAgent, b959)
        # (or a part in Chinese after a dot: "[vire的总.扫描IP(ip=…)]", MiniCPM3-4B, b1682)
        # (or each call in parentheses of its own: "[(get_comments(api_key='sl_key456', …)),
        # (get_comments(…))]", MiniCPM3-4B on BFCL, b1707)
        re.match(r"\[[ \t]*(?:\([ \t]*)?([A-Za-z]\w*(?:\.[^\W\d]\w*)*)\(", stripped)
        if stripped[-1:] == "]"
        else None
    )
    if (
        m is None
        and in_list
        and in_list[1] not in _PYTHON_OWN
        # (not BFCL's template copied: "[func_name1(params_name1=params_value1, …)]", b513)
        and not (
            re.fullmatch(r"func(?:tion)?_?(?:name)?\d*|tool_?name\d*", in_list[1])
            and re.search(r"param|arg|value", stripped[in_list.end() :].partition(")")[0])
        )
    ):
        # "[calculator(expression="17 * 23"), calculator(…)]": Llama 3.2's list of calls, of
        # a tool no one has (the agent answers with the list of tools)
        end = closing_paren(stripped, in_list.end() - 1)
        args = call_arguments(stripped[in_list.end() : end]) if end > 0 else None
        keywords = KEYWORD_START_RE.match(stripped[in_list.end() : end])
        if isinstance(args, dict) and (
            (
                args
                and keywords
                and stripped[end + 1 :].lstrip()[:1]
                in (",])" if in_list[0].count("(") > 1 else ",]")
            )
            # ("[get_latest_movie_releases()]", MiniCPM3-4B on BFCL, b895: the list's one call,
            # with no arguments; or dotted, "[pyautogui.screenshot()]", RZN-T, b999)
            or (not args and end == len(stripped) - 2 and re.search(r"[_.]", in_list[1]))
        ):
            return as_step(in_list[1], args, reasoning, stripped[: end + 1], resolve)
    first_arg = _INNER_NAME_RE.match(stripped, m.end()) if m and resolve is not None else None
    if (
        m is not None
        and first_arg is not None
        and resolve is not None
        and not resolve(m.group(1))
        and m.group(1) not in _PYTHON_OWN
        and (
            resolve(first_arg[1]) == first_arg[1]
            # (or a made-up one in a caller that says call: 'CALL_TOOL(example_tool, address =
            # "14 Elm Road", since = "7pm")', qwen 0.5B under Continue's prompt, b965: the
            # written name, as an unknown tool's)
            or (
                m.group(1).lower() in CALL_WRAPPERS
                and re.fullmatch(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+", first_arg[1]) is not None
                and KEYWORD_START_RE.match(stripped, first_arg.end()) is not None
            )
        )
        and (shut := closing_paren(stripped, m.end() - 1)) > 0
        # (one ")" too many after it: 'name(set_charge_limit, {"percent": 90}))', b1625)
        and stripped[shut + 1 :] in ("", ")")
    ):
        # 'name(distance_between, origin="Louvre", mode="walking")' (Gorilla's prompt, its
        # placeholder kept as the function): a made-up caller, a registered tool first in it
        args = call_arguments(stripped[first_arg.end() : shut])
        values = jsonish.loads(f"[{args}]") if isinstance(args, str) and "{" in args else None
        if (
            isinstance(values, list)
            and len(values) > 1
            and isinstance(values[0], dict)
            and all(isinstance(v, dict) and v and set(v) <= _SCHEMA_KEYS for v in values[1:])
        ):
            # 'name("route2gpx", {"start": …}, {"required": […], "type": "object"})' (qwen
            # 0.5B under Gorilla's prompt, b1043): the arguments, then the schema's rest copied
            args = values[0]
        return as_step(first_arg[1], args, reasoning, stripped, resolve)
    list_open = _LIST_CLOSED_BY_PAREN_RE.search(stripped) if m and resolve is not None else None
    if m and list_open and resolve is not None and resolve(m.group(1)):
        end = closing_paren(stripped, m.end() - 1)
        if not isinstance(call_arguments(stripped[m.end() : end]) if end > 0 else None, dict):
            # "f(color_name='navy', conversion_type=['RGB', 'HEX'), f(…)" (Llama 3.1 8B on
            # BFCL, b894): each list's "]" left out, the call's ")" closing it
            mended = _pythonic(_LIST_CLOSED_BY_PAREN_RE.sub(r"\1]", stripped), reasoning, resolve)
            if isinstance(mended, Actions) and isinstance(mended.calls[0].input, dict):
                return mended
    if m and (resolve is None or resolve(m.group(1)) or is_final_name(m.group(1))):
        end = closing_paren(stripped, m.end() - 1)
        if end < 0 and stripped.endswith(")") and _odd_quote(stripped[m.end() : -1]):
            # "translate(text='Hello', target_language='French)" (Qwen2.5 on BFCL, b597): the
            # last value's quote never closed, so the reply's last ")" closes the call
            end = len(stripped) - 1
        if (
            end < 0
            and is_final_name(m.group(1))
            and not (resolve and resolve(m.group(1)))
            and stripped[m.end() :].lstrip()[:1] in ("{", "[")
            and jsonish.cut_off(stripped[m.end() :].lstrip())
        ):
            # 'FINISH({"patient_id": "S0674240", …, "cre' (the token limit): an answer cut
            # off inside its object is asked again, as a call cut off in its arguments is
            return Unparsed("the final answer was cut off", reasoning, stripped)
        # The whole reply, or the first of several calls ("f(a='x'), f(a='y')"), or a
        # registered tool's call with keywords and then prose on its line ('remember(fact="x")
        # I have updated my preferences…', a small model claiming the result at once)
        keywords = KEYWORD_START_RE.match(stripped[m.end() : end])
        claimed = (
            resolve is not None and keywords is not None and stripped[end + 1 : end + 2] in " \t"
        )
        if (
            end > 0
            and (
                end == len(stripped) - 1
                or stripped[end + 1 :].lstrip()[:1] in ",;\n"
                or claimed
                or stripped[end + 1 :].strip() == "()"  # "f(temp=298)()" (Qwen2.5 on BFCL)
                # ('f(path="/var/log/db.log")(path="/var/log/db.log")': the arguments written
                # twice, Qwen2.5-7B on BFCL, b854-035)
                or stripped[end + 1 :].strip() == stripped[m.end() - 1 : end + 1]
                # ('f(lower_limit=1, multiples=[3, 5], )g(count=5)': a registered tool's call
                # glued to the one before, Qwen2.5 on BFCL, b887)
                or _glued_call(stripped, end + 1, resolve)
                # ("cat('final_report.pdf') | sort": a shell's pipe or "&&" to the next
                # command, Qwen2-7B on BFCL's multi-turn, b1255; or "echo(\"…\") > a.docx",
                # its output sent to a file, b1263)
                or _SHELL_JOIN_RE.match(stripped, end + 1) is not None
            )
        ):
            inner = stripped[m.end() : end]
            dangling = re.match(r"[ \t]*,[ \t]*[^\W\d]\w*[ \t]*=(?!=)", stripped[end + 1 :])
            last = len(stripped.rstrip()) - 1
            if dangling is not None and stripped[last] == ")":
                # "record(…, cashier_check_start=[…]), clean_goodbye_start=[…])" (Llama-3.1-8B
                # on BFCL, b1020): a stray ")" before the last keyword; the call runs to the end
                joined = inner + stripped[end + 1 : last]
                whole = call_arguments(joined)
                if isinstance(whole, dict) and whole:
                    inner, end = joined, last
            args = call_arguments(inner)
            written = inner.strip()
            if (
                is_final_name(m.group(1))
                and not (resolve and resolve(m.group(1)))
                and written.startswith("{")
                and isinstance(args, dict)
                and len(args) > 1
                and not any(isinstance(args.get(k), str) for k in ANSWER_KEYS)
            ):
                # 'FINISH({"patient_id":"S6539215","meld_score":24.82})' (MedAgentBench): an
                # answer that is an object, kept as the model wrote it
                args = written
            return as_step(m.group(1), args, reasoning, stripped[: end + 1], resolve)
    elif m and (
        # (capitals after an underscore too: "copy_NIOSource(destination=…)", Qwen2.5 on BFCL,
        # b896)
        _UNKNOWN_CALL_NAME_RE.fullmatch(m.group(1))
        or (re.fullmatch(r"[a-z]{4,}", m.group(1)) and m.group(1) not in _PYTHON_OWN)
        # (or a class's name: "DecisionTreeClassifier(criterion='gini', …)" for the registered
        # model.DecisionTreeClassifier, CoALM-8B on BFCL, b812)
        or re.fullmatch(r"(?:[A-Z][a-z0-9]+){2,}", m.group(1))
        # (or a module's function: "torch.linspace(start=0, end=1, steps=100);", Raven v2 on
        # BFCL calling an API its prompt only quoted, b919)
        or re.fullmatch(r"[a-z]\w*(?:\.[A-Za-z_]\w*)+", m.group(1))
    ):
        # "get_recipe(\n    dish="Pasta",\n    max_minutes=20\n)": a reply that is nothing but a
        # call with keyword arguments calls that tool even when no tool has its name (the
        # agent answers with the list of tools); perhaps with ChatGLM3's fenced echo below
        code = stripped
        end = closing_paren(code, m.end() - 1)
        if end < 0 and (escaped := escaped_apostrophes(code)) != code:
            # "out_of_domain(user_query='…an IP address, but I'm only interested in …');"
            # (Raven v2 on BFCL, b1216): an apostrophe in a single-quoted value
            code = escaped
            end = closing_paren(code, m.end() - 1)
        after = code[end + 1 :].strip() if end > 0 else "-"
        args = call_arguments(code[m.end() : end]) if end > 0 else None
        keywords = KEYWORD_START_RE.match(code[m.end() : end])
        # ("f(a=1), f(a=2)", or another call after it: "f(mth=mth), mth(mth=mth)", b896; or on
        # the next line: "core_memory_search(name='human', …)\nrecall_memory_search(…)",
        # gemma-2-27b on BFCL, b945)
        again = re.match(r"[ \t]*(?:,|;|\n)\s*[A-Za-z_][\w.]*\(", code[end + 1 :])
        if (
            isinstance(args, dict)
            and args
            and keywords
            and (not after or after == ";" or after.startswith("```") or again)
        ):
            written = stripped[: end + 1] if code == stripped else stripped
            return as_step(m.group(1), args, reasoning, written, resolve)
    unnamed = _unknown_positional(stripped, resolve)
    if unnamed is not None:
        return as_step(*unnamed, reasoning, stripped, resolve)
    quoted = _QUOTED_CALLS_RE.match(stripped) if resolve is not None else None
    if (
        quoted
        and resolve is not None
        # (or a tool no one has, named as code names functions, the whole reply the list:
        # "['get_url_associated_with_domain(domain=\"trello.com\", …)']", open-mixtral-8x7b
        # on BFCL's irrelevance, b1235)
        and (resolve(quoted[2]) or _UNKNOWN_CALL_NAME_RE.fullmatch(quoted[2]))
    ):
        listed = _quoted_call(stripped, quoted)
        args = call_arguments(listed) if listed is not None else None
        if listed is not None and (resolve(quoted[2]) or (isinstance(args, dict) and args)):
            return as_step(quoted[2], args, reasoning, stripped, resolve)
    later = _QUOTED_LINE_RE.search(stripped) if quoted is None and resolve is not None else None
    if later and resolve is not None and resolve(later[2]):
        # "…you can use the 'sort' tool as follows:\n\n['sort(file_name=\"a.pdf\")']\n\nThis
        # will …" (gpt-3.5-turbo on BFCL, b519): the list of quoted calls on its own line
        line = stripped[stripped.index("[", later.start()) :].partition("\n")[0].strip()
        again = _QUOTED_CALLS_RE.match(line)
        listed = _quoted_call(line, again) if again else None
        if listed is not None:
            said = _before(stripped, later.start(), reasoning)
            return as_step(later[2], call_arguments(listed), said, stripped, resolve)
    if resolve is not None:
        # Python around the call ("x = read_file(...)\nprint(x)"): Gemma 3's ```tool_code
        # fence, smolagents' code blobs ("Code:\n```py\n…```<end_code>", "<code>\n…</code>")
        width = panel_width(stripped)
        for start, end, code in _code_blobs(stripped):
            code = _unwrapped(code, width)
            found = _first_tool_call(code, resolve)
            if found is None and (escaped := escaped_apostrophes(code)) != code:
                # "```tool_code\nprint(generate_image(prompt='…reminiscent of cyberpunk and
                # Alphonse Mucha's art.', …))" (gemini-1.0-pro on BFCL, b1190): an apostrophe
                # in a single-quoted string, which closes no string
                found = _first_tool_call(escaped, resolve)
            before = _before(stripped, start, reasoning)
            shell = _shell(resolve) if stripped[start : start + 6] in ("<code>", "<CODE>") else None
            command = re.sub(r"\n[ \t]*</\w+>[ \t]*\s*\Z", "", code).strip("\n").rstrip()
            if (
                shell
                and command
                and not _interpreter(resolve)
                and (not isinstance(found, tuple) or not resolve(found[0]))
            ):
                # "<CODE>\ngit add .\ngit commit …" for an agent whose tool is its shell (a
                # bash function's "f() {" in it is no call)
                return as_step(shell, command, before, stripped[:end], resolve)
            above = stripped[:start].rstrip()
            above = (above[:-3] if above.endswith("```") else above).strip()
            if above.startswith("[") and above.endswith("]") and "\n" not in above:
                # "```tool_code\n[get_product_name_by_amazon_ASIN('B075H2B962')]\n```\n\n```
                # tool_code\n[calculate_permutations(n=10, k=4)]\n```…" (gemma-2-2b-it on BFCL,
                # b1244; its first fence's opening taken off before): the list above the
                # first blob, its call's value unnamed, is the step
                first_listed = _pythonic(above, reasoning, resolve)
                if isinstance(first_listed, Actions) and resolve(first_listed.calls[0].tool):
                    return first_listed
            if isinstance(found, str):
                return Unparsed(found, before, stripped[:end])
            if found is None and stripped.startswith("```tool_code", start):
                # '…Déjame verificar…\n\n```tool_code\n{"tool": "consultar_promociones",
                # "plan_id": ["102", "202"]}\n```' (gemma-3-27b in a tau2-bench fork, b622):
                # the call as a JSON object in the fence that holds calls
                decoded = jsonish.loads_object(code) if code.lstrip()[:1] == "{" else None
                found = blob_value(decoded) if decoded is not None else None
                if found is not None:
                    name = found[0].strip()
                    found = (name, found[1]) if re.fullmatch(r"[\w.\-]+", name) else None
            if found is not None:
                return as_step(*found, before, stripped[:end], resolve)
            tool = _interpreter(resolve)
            if tool and code.strip():
                # code that calls no tool, for the registered interpreter (smolagents' own
                # log calls the blob "python_interpreter")
                return as_step(tool, code.strip("\n").rstrip(), before, stripped[:end], resolve)
        cut = _CUT_CALL_RE.search(stripped)
        if cut and (resolve(cut.group(1)) or (cut.group(1) == "tool_call" and cut.start() == 0)):
            shut = closing_paren(stripped, cut.start(2) - 1)
            if shut < 0:
                # "…reveal the answer.\n\n```click('10'": BrowserGym's ")```" was the stop
                # string; the call is whole up to the parenthesis it cut
                inner = cut.group(2).rstrip()
                whole = bool(inner) and not jsonish.closing("(" + inner + ")", 0)[1]
            else:
                # "…perform a click\n```click('81')" (the fence's close was the stop string), or
                # "send_msg_to_user('…'))```" (a parenthesis too many): the call, whole (a fence
                # opened and closed around one line is read as fences are, below; not a whole
                # reply that is one call over several lines, "```python\nenroll_course(\n
                # course_code="CS-305", …\n)\n```", qwen2.5-coder-0.5b under ChatGLM3's prompt,
                # b562; nor ChatGLM3's own "tool_call(…)" alone, its name line left out, b572,
                # which names no tool)
                inner = stripped[cut.start(2) : shut]
                in_fence = stripped.startswith("```", cut.start()) and stripped.endswith("```")
                whole = re.fullmatch(r"[)\s]*(?:```)?\s*", stripped[shut + 1 :]) is not None and (
                    not in_fence
                    or (cut.start() == 0 and ("\n" in inner or cut.group(1) == "tool_call"))
                )
            if whole:
                said = stripped[: cut.start()].rstrip()
                args = call_arguments(inner)
                return as_step(cut.group(1), args, said or reasoning, stripped, resolve)
        # A line that is nothing but a registered tool's call, after some prose (AutoGLM:
        # "…我需要使用Launch action来打开微信。\ndo(action="Launch", app="微信")"), or alone in
        # a ```python fence (MiniCPM, many chat models)
        # ... also as an item of a numbered plan ("1. search("x")", LLMCompiler, its template's
        # "idx." copied too) or after a marker ("<<function>>search(query="x")", Gorilla) or a
        # tag ("<call>get_weather(city='Berlin')", gemma-4, perhaps never closed; "``tool_call>",
        # its "<" garbled, Gemma in a chat app), or in bold ("**f(a="x")**", Llama 3.1 on BFCL);
        # "…)." ends a sentence; Bedrock Agents name tools "GET::group::api" (b472)
        if echoed_plan(stripped, resolve):
            # (LLMCompiler's "join()" after them no call either, registered as it is, b934)
            return Unparsed("the tools' definitions, echoed: no call", reasoning, stripped)
        multiline = _PY_FENCE_RE.search(stripped) if "```" in stripped else None
        code = multiline[1].strip() if multiline else ""
        lead = _GLUED_NAME_RE.match(code) if "\n" in code else None
        if (
            lead
            and resolve(lead[0])
            # (keywords, or one object: 'inventory_management({\n    "product_id": …\n})',
            # Phi-4-mini on BFCL, b944; not an object whose strings a terminal's width broke,
            # b324)
            and (
                KEYWORD_START_RE.match(code, lead.end() + 1)
                or _OBJECT_ARGUMENT_RE.match(code, lead.end())
                # (or an object in strict JSON, objects in it: 'sendHttpRequest({\n    "method":
                # "POST",\n    "headers": {\n …\n    },\n …})', Phi-4-mini on BFCL, b959)
                or _json_object_argument(code[lead.end() :])
            )
            and closing_paren(code, lead.end()) == len(code) - 1
        ):
            # "I will use the HNA_NEWS.search function. Here is the Python code …:\n\n```python
            # \nHNA_NEWS.search(\n    keyword="artificial intelligence",\n    …\n)\n```\n\n
            # Please note …" (Phi-4-mini on BFCL, b938): a registered tool's call over several
            # lines, alone in a fence, as a call on one line there is
            given = call_arguments(code[lead.end() + 1 : -1])
            if isinstance(given, dict) and given:
                said = stripped[: multiline.start()].strip() if multiline else ""
                return as_step(lead[0], given, said or reasoning, stripped, resolve)
        ending = _OBJECT_CALL_LINE_RE.search(stripped) if "({" in stripped else None
        if (
            ending is not None
            and resolve(ending[1]) == ending[1]
            and _json_object_argument(stripped[ending.end(1) :])
        ):
            # "Here is the function call to get tickets …:\n\nMovies_1_BuyMovieTickets({\n
            # "movie_name": "The Avengers: Endgame", …\n})" (Llama-3.2-1B on BFCL, b987): a
            # registered tool's call with one object in strict JSON ends the reply, unfenced
            # (the first such line: of several calls the first is the step, b938)
            given = call_arguments(stripped[ending.end(1) :].strip()[1:-1])
            if isinstance(given, dict) and given:
                said = stripped[: ending.start()].strip()
                return as_step(ending[1], given, said or reasoning, stripped, resolve)
        numbered = _FIRST_NUMBERED_CALL_RE.match(stripped)
        shut = closing_paren(stripped, numbered.end() - 1) if numbered else -1
        if (
            numbered is not None
            and shut > 0
            and resolve(numbered[1]) == numbered[1]
            and "\n" in stripped[numbered.end() : shut]
            and re.match(r"[ \t]*(?:\n|\Z)", stripped[shut + 1 :])
        ):
            # '1. buyTickets(2, {\n    "value": 2.0,\n    "type": "dollars"\n})\n2. buyTickets(…'
            # (smollm2 under LLMCompiler's prompt, b1405): the plan's first call, its values
            # over several lines
            given_below = call_arguments(stripped[numbered.end() : shut])
            return as_step(numbered[1], given_below, reasoning, stripped[: shut + 1], resolve)
        spread = _spread_call(stripped, resolve) if "(\n" in stripped else None
        if spread is not None:
            # "…overview:\n\nBankStatementOverView(\n    bank_name='U.S. Bank',\n    …\n)\n\n2.
            # To generate the transaction summary, you would need …" (open-mixtral-8x7b on
            # BFCL, b1019): a registered tool's call unfenced, a keyword a line, its ")" alone
            return as_step(*spread, reasoning, stripped, resolve)
        marks = [f.start() for f in re.finditer("```", stripped)]
        fenced: dict[int, bool] = {}
        for m in re.finditer(
            # ('return calculate_derivative({…})', 'geometry.area_circle(radius=10)["area"]' in
            # a fence: deepseek-coder and gemma-7b on BFCL, b510)
            # (or alone on its line in backticks: "Here is the function call:\n\n`newTimeout(
            # task=cleanupTask, delay=300)`\n\nThis will …", Llama 3 on BFCL, b514)
            # ("1 roadsideHelp("…", "爆胎")": the plan's number without its dot, qwen 0.5B
            # under LLMCompiler's prompt, b653)
            # (or numbered and in backticks: "Here are the function calls:\n\n1. `calculate_
            # density(mass=300, volume=50)`", MiniCPM3-4B on BFCL, b1252)
            r"^[ \t]*(?:(?:\d{1,2}|idx)[.)][ \t]*`?|\d{1,2}[ \t]+|<<\w+>>[ \t]*|(?:<|`{1,3})([\w\-]+)>[ \t]*"
            # ("```room_booking(branch=…)\n```": the call on the fence's own line, qwen2.5-coder
            # -0.5b under LLMCompiler's prompt, b661)
            # (or in single quotes: "Here is the function call:\n\n'five_factor_model.analyse(
            # talkative=True, …)'", claude-instant-1.2 on BFCL, b1267)
            r"|`{3}|\*\*|`|'|-[ \t]+`?"
            # (or after a label that says a call follows: "调用函数: `weather_forecast.get(
            # location='Beijing, China', …)`" (MiniCPM3-4B on BFCL, b1245)
            r"|(?:调用函数|函数调用|调用工具|调用|[Ff]unction [Cc]all|[Cc]all)[ \t]*[:：][ \t]*`?)?"
            r"(?:return[ \t]+)?([\w.\-]+(?:::[\w.\-]+)*)\((.*)\)(?:\[[^\[\]\n]{1,60}\])*"
            # ("1. rent_car(city: 'Naples', …) -> str": the signature's return type copied
            # after the call, qwen 0.5B under LLMCompiler's prompt, b659)
            # (or the value it would return, quoted: '-> "Zone 1, Zone 2, …"', b747; or its
            # description too: '-> str: Check the status of a passport application.', b778)
            r"(?:[ \t]*->[ \t]*(?:[^\n()]{1,80}|\"[^\"\n]{1,200}\"))?"
            # (or a comma after it, the next call below: "f(…),\nf(…)", MiniCPM3-4B, b913;
            # or a semicolon, as in code: ": \n get_current_weather(…);", Raven v2, b919)
            # (or a comment after it: "find(path='.', name='*test*')  # Find files with 'test'
            # in their name", MiniCPM3-4B on BFCL, b979)
            # (or an ellipsis, the reply wrapped in them: "...\nPayment_1_MakePayment(…)...",
            # MiniCPM3-4B on BFCL, b1365)
            r"[ \t]*(?:</\1>[ \t]*|\*\*|`|')?(?:\.{3}|…|[.。,;])?[ \t]*(?:#[^\n()]*)?$",
            stripped,
            re.M,
        ):
            if stripped[: m.start()].rstrip().endswith(","):
                continue  # (a later item of a list whose first call came before, b394)
            line_above = stripped[stripped.rfind("\n", 0, max(m.start() - 1, 0)) + 1 : m.start()]
            if m.group(0).lstrip().startswith("-") and not (
                _CALLS_LABEL_RE.fullmatch(line_above)
                # (or under a step's heading below that label: "Here are the function calls:\n
                # \n1. Get the service ID for ironing services:\n   - `get_service_id(service_
                # id=2)`", MiniCPM3-4B on BFCL, b1682)
                or (
                    re.fullmatch(r"[ \t]*1[.)][^\n]*[:：][ \t]*\n", line_above)
                    and _CALLS_LABEL_RE.search(stripped, 0, m.start())
                )
            ):
                # a bullet is a call only under a label that says calls follow ("Function
                # Calls:\n- hotel_bookings.book_room(…)", MiniCPM3-4B on BFCL, b914), not
                # under a made-up "行动输出:" (b377)
                continue
            end = closing_paren(stripped, m.start(3) - 1)
            then = _JOINED_CALL_RE.match(stripped, end + 1) if 0 < end < m.end(3) else None
            if then is not None and resolve(then[1]) and resolve(m.group(2)):
                # "```python\nf(velocity=50, distance=600), f(velocity=400, …)\n```" (MiniCPM3-4B
                # on BFCL, b913): calls one after another on the line, the first the step
                said = re.sub(r"```(?:python|py)?[ \t]*$", "", stripped[: m.start()].rstrip())
                return as_step(
                    m.group(2),
                    call_arguments(stripped[m.start(3) : end]),
                    said.strip() or reasoning,
                    stripped[: end + 1],
                    resolve,
                )
            if m.group(0).lstrip().startswith("return") and _DEF_LINE_RE.search(stripped):
                continue  # "def order_pizza(…):\n    …\n    return order_pizza(…)": no call
            if _in_uncalled_def(stripped, m.start(2)):
                continue  # (in the body of a function the code never calls)
            if _SIGNATURE_RE.fullmatch(re.sub(r"[\"“”]", "", m.group(3)).strip()):
                # "1. get_Weather(city: string)": the tools' list echoed, no call (so too each
                # parameter in quotes: '2. search_files(“pattern: string”)', phi4-mini, b1467)
                continue
            if "->" in stripped[m.end(3) : m.end()] and len(_TYPED_ARG_RE.findall(m.group(3))) >= 2:
                # 'set_heating(rooms: list[str], target_c: float, until: "23:00") -> list[float]'
                # (qwen 0.5B under Gorilla's prompt, b809): a signature with one value filled in
                continue
            if re.search(
                r"=[ \t]*(?:your_\w+|([\"'])[\[<]your_\w+[\]>]\1)[ \t]*(?:,|\Z)", m.group(3)
            ):
                # "Once you provide the node, I can call:\n\n`updateBreak(node=your_break_node,
                # label="loopEnd")`" (Claude Sonnet 4 on BFCL, b826): a call shown with the
                # user's value still to come, no call (or in brackets and quotes: 'args=
                # "[your_test_args_here]"', b854-012)
                continue
            planned = re.match(r"[ \t]*(?:(?:\d{1,2}|idx)[.)]|\d)", m.group(0)) is not None
            if planned and not m.group(3).strip() and _names_listed_again(stripped, resolve):
                # "可以用以下工具：\n\n1. soil_test_v2()\n2. deliveryWindow()\n\n…\n\n- soil_test_v2()
                # \n\n…" (qwen 0.5B under tao's Chinese prompt, b997): tools' names with empty
                # parentheses, items again and again in lists of what could be used, no call
                continue
            wrapped = re.fullmatch(r"[ \t]*([\w.\-]+)\((.*)\)[ \t]*", m.group(3), re.S)
            if (
                planned
                and wrapped
                and end == m.end(3)
                and not resolve(m.group(2))
                and resolve(wrapped.group(1))
                and closing_paren(m.group(3), wrapped.start(2) - 1) == wrapped.end(2)
            ):
                # "idx. tool(book_table(restaurant="海底捞", …))": the template's "tool(…)"
                # copied around the registered call
                return as_step(
                    wrapped.group(1),
                    call_arguments(wrapped.group(2)),
                    stripped[: m.start()].strip() or reasoning,
                    stripped[: m.end()],
                    resolve,
                )
            opened = [k for k in marks if k < m.start()]
            if len(opened) % 2 and (
                _document_around(stripped, m.start(), m.end())
                or _shown_how(stripped, opened[-1], m.end())
                or (
                    f"def {m.group(2)}(" in stripped[: m.start()]
                    and _fenced_example(stripped, m.start())
                )
            ):
                # "### Steps:\n…\n### Example:\n…you would use:\n\n```python\ncalculate_vector_
                # angle(X_component=3.0, …)\n```\n\n### Important Notes:…" (DeepSeek-R1-0528 on
                # BFCL, b1429): a fenced call in a written Markdown document, shown, not made;
                # so too under "Here's how to call it:" with a heading after (b1444), or under
                # "Example usage:" after a def of the tool's own (qwen 0.5B under CodeAct's
                # prompt, b1482, as b877-auto-062; with no def, an example fence is the call)
                continue
            if not len(opened) % 2 and _uses_assigned_name(stripped, m.group(3)):
                # "So the following will actually work:\n\nzones = list(range(1, 7)) + [72.5]\n
                # set_zone_humidity(zones[0])\n\nbut you would need…" (qwen 0.5B under a foreign
                # prompt, b1538): unfenced code whose call is given a variable the code sets, a
                # program shown, not a call made
                continue
            if _method_of_tool(m.group(2), resolve):
                # "You can use the "response" function:\nresponse.render()\n```python…" (qwen
                # 0.5B under Agent Zero's prompt, b1006): a method of an object named like the
                # tool, in a tutorial, not the tool's call
                continue
            if (
                (
                    resolve(m.group(2))
                    or re.match(r"[ \t]*idx[.)]", m.group(0))
                    # (or the template's own word for the tool, "1. tool(club='星河羽毛球馆',
                    # …)": a tool named so, answered with the list of tools, b742)
                    # (or a value first, a keyword after it: "1. tool(meloxicam, weight_kg=7.8)",
                    # b1188)
                    or (planned and m.group(2) == "tool" and _ANY_KEYWORD_RE.match(m.group(3)))
                )
                and end == m.end(3)
                and (planned or not _amid_code(stripped, m, resolve, marks, fenced))
            ):
                # (a numbered plan's item is no code, in a fence or not; after the template's
                # "idx." a call even of a tool no one has: "idx. search(关键词="…")", 搜索
                # registered, is answered with the list of tools)
                said = re.sub(r"```(?:python|py)?[ \t]*$", "", stripped[: m.start()].rstrip())
                return as_step(
                    m.group(2),
                    call_arguments(m.group(3)),
                    said.strip() or reasoning,
                    stripped[: m.end()],
                    resolve,
                )
        unclosed = 0  # (each unclosed call scans to the reply's end: a few, not one a line)
        for m in _LABELLED_CALL_RE.finditer(stripped):
            if not resolve(m.group(1)):
                continue
            end = closing_paren(stripped, m.end() - 1)
            unclosed += end < 0
            if unclosed > 8:
                break
            if end > 0:
                args = call_arguments(stripped[m.end() : end])
                return as_step(
                    m.group(1),
                    args,
                    _before(stripped, m.start(), reasoning),
                    stripped[: end + 1],
                    resolve,
                )
        for m in _LABELLED_LINE_CALL_RE.finditer(stripped):
            # "Grounded Operation: CLICK(box=[[219,186,311,207]], …)" (CogAgent): any label,
            # then a registered tool's call that ends the line; not an example's label
            # ("Example Search Query: DuckDuckGoSearch("…")", advice to the user)
            if not resolve(m.group(2)) or unclosed > 8:
                continue
            end = closing_paren(stripped, m.end() - 1)
            unclosed += end < 0
            if (
                end > 0
                and not _EXAMPLE_RE.search(m.group(0))
                and not stripped[end + 1 :].partition("\n")[0].strip()
            ):
                return as_step(
                    m.group(2),
                    call_arguments(stripped[m.end() : end]),
                    _before(stripped, m.start(), reasoning),
                    stripped[: end + 1],
                    resolve,
                )
        # ... or with its ")" left out before the list's "]": "[ToolSearcher(keywords='x',
        # input_parameters={…}]" (API-Bank's Llama 2)
        closed = _PYTHONIC_RE.finditer(stripped)
        for m in itertools.chain(
            closed,
            _UNCLOSED_PYTHONIC_RE.finditer(stripped),
            _OPEN_TO_END_PYTHONIC_RE.finditer(stripped),
        ):
            name = m.group(1)
            if _EVIDENCE_LINE_RE.match(stripped, stripped.rfind("\n", 0, m.start()) + 1):
                # "#E3 = create_playlist([yinyue_tuijian()])" (ReWOO's plan, b764): a list
                # inside an evidence's call, read with the plan
                continue
            if (
                re.match(r"\[[\"'\w]|\.[A-Za-z_]", stripped[m.end() :])
                and stripped[: m.start()].strip()
            ):
                # "The nearest tire shop is located at [find_nearest_tire_shop()]["shopLocation"]."
                # (ToolACE-8B on BFCL's multi-turn, b1011): a call's result indexed in a
                # sentence, a value the answer refers to, not a call
                continue
            if _variable_method(name, stripped):
                continue  # (a method of a variable the text made: "x = [\n    x.get(…)", b1129)
            if f"def {name}(" in stripped and resolve(name) != name:
                # "def normalize_to_lufs(n):\n…\n    return np.array([\n        normalize_to_lufs(
                # i * 2 …)," (qwen 0.5B under ChatGLM3's prompt, b1523): a function the reply
                # defines, called in its own code, not the tool its name is close to
                continue
            if not resolve(name) and not _announced(stripped[: m.start()], name):
                method = re.match(r"\s*([\w\-]+)\(", m.group(2))
                if not (method and resolve(f"{name}.{method[1]}")):
                    continue
                name = f"{name}.{method[1]}"
            inner = _list_call_inner(stripped, m)
            if name != m.group(1):
                # "[SamlObjectSignerTests(getChildren(node=…))]": a class's method as a call
                # inside the class's (Qwen2.5 on BFCL's Java functions)
                nested = re.fullmatch(r"\s*[\w\-]+\((.*)\)\s*", inner, re.S)
                if nested is None:
                    continue
                inner = nested[1]
            shut = closing_paren(f"({inner}", 0) if ")" in inner else -1
            if (
                0 < shut < len(inner)
                and (
                    re.match(r"[^\s,\])]", inner[shut:])
                    # ("[gcd(num1=96, num2=128) + lcm(num1=15, num2=25)]", "f(…) & g(…)", "f(…) |
                    # f(…)" (gemma-7b on BFCL, b1096): calls joined by an operator, the first first)
                    or re.match(r"\s*(?:[+&|]|or\b|and\b)\s*[\w.\-]+\(", inner[shut:])
                )
            ):
                # '[highest_grossing_banks(country="US", year=2020)panseçon-vauvilliers,
                # France")]' (Qwen2.5 on BFCL, b882): the call closed, then babble glued on
                before = call_arguments(inner[: shut - 1])
                if isinstance(before, dict) and before:
                    inner = inner[: shut - 1]
            args = call_arguments(inner)
            again = re.search(rf"\}}\)\s*,\s*{re.escape(m.group(1))}\(\{{", inner)
            if again is not None and f"{m.group(1)}(" in json.dumps(args, ensure_ascii=False):
                # '[cmd_controller.execute({"command": "tasklist /FI "IMAGENAME eq Code.exe"}),
                # cmd_controller.execute({…}), …]' (Qwen2-1.5B on BFCL, b1224): quotes left
                # unescaped inside a value, so the value ran into the next call; the first call
                # ends where the same call starts again
                first = call_arguments(inner[: again.start() + 1])
                args = first if isinstance(first, dict) and first else args
            if isinstance(args, str) and re.search(r"[\"']\][ \t]*\Z", inner):
                # "[f(…, source='… WHERE status = 'active'])" (Qwen3-0.6B on BFCL, b1041): the
                # list's "]" before the call's ")", found late for the quotes inside a value
                again = call_arguments(inner.rstrip()[:-1])
                args = again if isinstance(again, dict) and again else args
            if m.re in (_UNCLOSED_PYTHONIC_RE, _OPEN_TO_END_PYTHONIC_RE) and not (
                isinstance(args, dict) and args and closing_paren(f"({m.group(2)})", 0) > 0
            ):
                continue
            if _NOT_CALLED_RE.match(stripped, m.end()):
                # "…the function call would be in this format:\n\n[calculateFinalVelocity(time=
                # "t", …)]\n\nBut since we don't have the actual values, we cannot make the
                # function call." (claude-3.5-sonnet on BFCL, b1282): a call shown, then refused
                return None
            return as_step(
                name,
                args,
                _before(stripped, m.start(), reasoning),
                stripped[: m.end()],
                resolve,
            )
        lead = re.match(r"\[\s*([\w.\-]+)\(", stripped)
        if lead and resolve(lead[1]):
            # "[manageReactState(store={…, 'enhancers': [applyMiddleware('x')]}, …)]" (b514):
            # a call whose arguments hold a list with calls in it, first in the reply's list
            end = closing_paren(stripped, lead.end() - 1)
            if end > 0 and stripped[end + 1 :].lstrip()[:1] in (",", "]"):
                args = call_arguments(stripped[lead.end() : end])
                return as_step(lead[1], args, reasoning, stripped[: end + 1], resolve)
    return None


# A call's one argument an object of one member a line: '({\n    "product_id": "1",\n})'
_OBJECT_ARGUMENT_RE = re.compile(
    r'\(\s*\{[^\n"]*\n(?:[ \t]*"[^"\n]*"[ \t]*:[^\n]*\n)+[ \t]*\}\s*\)\Z'
)


# A line that opens a call whose argument is an object: "f({"
_OBJECT_CALL_LINE_RE = re.compile(r"^[ \t]*([\w.\-]+)(?=\(\s*\{)", re.M)


def _json_object_argument(text: str) -> bool:
    """Whether `text` is "(…)" around one object in strict JSON (no string a terminal's width
    broke, as a lenient reading would mend)."""
    inner = text.strip()
    if not (inner.startswith("(") and inner.endswith(")")):
        return False
    try:
        return isinstance(json.loads(inner[1:-1]), dict)
    except ValueError:
        return False


# The first fence of Python (or no language) and what it holds
_PY_FENCE_RE = re.compile(r"```(?:python|py)?[ \t]*\n(.*?)\n[ \t]*```", re.S)
# A label that says calls follow, the line above a bulleted call
_CALLS_LABEL_RE = re.compile(
    r"(?i)[^\n]*\b(?:function|tool)[ \t]+calls?[ \t]*\**[ \t]*[:：][ \t]*\n"
)


# A JSON list of pythonic calls, each a string, perhaps fenced or in a list of its own
# ('["math.gaussian_integral(function=\\"exp(-x**2)\\", lower_limit=-2)", "…"]', Qwen2.5)
_QUOTED_CALLS_RE = re.compile(r"(?:```[\w-]*\s*)?\[\s*(?:\[\s*)?([\"'])([\w.\-]+)\(")
# ... such a list on a line of its own, after words
_QUOTED_LINE_RE = re.compile(
    # (or after a label on its line: "**Function Calling Response**: ['withinQuery(…)]", b587)
    r"^[ \t]*(?:\*{0,2}[^\W\d][\w \t]{0,40}\*{0,2}[ \t]*[:：][ \t]*)?\[\s*([\"'])([\w.\-]+)\(",
    re.M,
)
# A tool's name in quotes before its parentheses: "'mkdir'('dir_name': 'temp')"
_QUOTED_NAME_CALL_RE = re.compile(r"(['\"])([\w.\-]+)\1\(")


def _quoted_call(text: str, m: re.Match[str]) -> str | None:
    """The arguments of the first call in a list of quoted calls: from the list read as JSON
    (or Python), else from the text as written (its inner quotes left unescaped)."""
    listed = jsonish.loads(fence_body(text) or text)
    while isinstance(listed, list) and listed:
        listed = listed[0]
    call = (
        re.fullmatch(r"\s*[\w.\-]+\((.*)\)\s*", listed, re.S) if isinstance(listed, str) else None
    )
    if call and isinstance(listed, str):
        return _first_of_calls(listed, call[1])
    end = closing_paren(text, m.end() - 1)
    after = text[end + 1 : end + 2] if end > 0 else ""
    # (or each item's closing quote left out, the next one opened on the next line:
    # '[\n  "f(color_name=['navy']),\n  "f(…),\n…]"', Qwen2.5-1.5B on BFCL, b896)
    unclosed = re.match(rf",[ \t]*\n[ \t]*{re.escape(m[1])}", text[end + 1 :]) if end > 0 else None
    # (or closed by the other quote: '[\n  "ControlAppliance.execute(command='거실, 에어컨 …')'\n]',
    # granite-3.2-8b on BFCL, b931)
    swapped = after in ("'", '"') and re.match(r"\s*[\],]", text[end + 2 :]) is not None
    # (or never closed, the list ending right after the call: '["mathematics.calculate_area_
    # under_curve(polynomial=[3, 2, -4], limits=[-1, 2])]', Qwen3-1.7B on BFCL, b939)
    # (on the line above the list's "]", in a fence: '```json\n[\n  "ChaFod(name="Whopper")\n]
    # \n```', gemma-3-1b on BFCL, b1044)
    stray = re.match(r"\s*\](?:\s*```)?\s*\Z", text[end + 1 :]) is not None
    return text[m.end() : end] if after == m[1] or unclosed or swapped or stray else None


# What may follow the first call of a pythonic list: the next call, the list's end, or the
# reply's end (cut off, or "))" for "]"), perhaps after the prompt's placeholder call chained
# on ("[f(name='x')(params_name1=params_value1...)]", Qwen2.5 on BFCL)
# (stray ")" after the call's own: "coordinates=(46.6, 1.9)))][…]", Qwen on BFCL)
_LIST_TAIL_RE = re.compile(r"\s*\)*\s*(?:,|\]|\Z)")


_COMPREHENSION_RE = re.compile(r"[ \t]+for[ \t]+[\w, ]+[ \t]+in[ \t]")
_NEXT_CALL_IN_LIST_RE = re.compile(r"\)\s*,\s*[\w.\-]+\(")


# The sentence after a call saying it cannot be made: "\n\nBut … we cannot make the function call"
_NOT_CALLED_RE = re.compile(
    r"\s*\]?\s*(?:But|However)\b[^\n.]{0,120}?\b(?:cannot|can't|can not|unable to)[ \t]+"
    r"(?:make|call|execute|perform|run)\b"
)


def _list_call_inner(text: str, m: re.Match[str]) -> str:
    """The arguments of a pythonic list's first call, to the parenthesis that closes it (a
    tuple or a nested call inside is no end: "coordinates=(46.6, 1.9), date=…"), or as the
    match cut them where that parenthesis is no call's end."""
    end = closing_paren(text, m.start(2) - 1)
    last = text.rstrip()
    if (
        end < 0
        and last.endswith(")]")
        and _odd_quote(text[m.start(2) : len(last) - 2])
        and not _NEXT_CALL_IN_LIST_RE.search(text, m.start(2))
    ):
        # "[f(coordinates=(40.7128, -74.0060), units='Celsius)]" (Qwen2.5-3B on BFCL, b945):
        # the last value's quote never closed, the list's last ")" closes the call
        return text[m.start(2) : len(last) - 2]
    if end < 0 or end == m.end(2):
        return m.group(2)
    after = end + 1
    if text[after : after + 1] == "(":
        after = closing_paren(text, after) + 1 or after
    if _COMPREHENSION_RE.match(text, after):
        # "[requests.get(f\"…\") for _ in range(1)]" (gemma-7b on BFCL, b1268): the call
        # looped over in a list comprehension, its arguments to its own ")"
        return text[m.start(2) : end]
    if not _LIST_TAIL_RE.match(text, after):
        return m.group(2)
    # (unless a quote left open ran the arguments on into the next call: 'state="Illinois),
    # f(…), …' reads as far as the first ")")
    bounded = text[m.start(2) : end]
    if isinstance(call_arguments(bounded), dict):
        return bounded
    # (a value of no name, a call inside, the list's "]" left out: "[calculate_electric_field(
    # map.of(2, 3))", gemma-7b on BFCL, b1260: the match cut the inner call's ")" off)
    cut = m.group(2)
    balanced = bounded.count("(") == bounded.count(")") and cut.count("(") != cut.count(")")
    return bounded if balanced else cut


# A fence opened at the end of a reply around one call that never closes: the stop string
# ate the call's ")" and the closing fence.
_CUT_CALL_RE = re.compile(
    r"(?:```[ \t]*(?:[a-z]*[ \t]*\n[ \t]*)?|\A[ \t]*)([\w.\-]+)\(((?:(?!```).)*)(?:```)?\s*\Z",
    re.S,
)


def _uses_assigned_name(text: str, args: str) -> bool:
    """Whether a call's arguments name a variable that a line of the text assigns ("zones =
    …" above "f(zones[0])")."""
    if "=" not in text or not re.search(r"[A-Za-z_]", args):
        return False
    try:
        call = ast.parse(f"f({args})", mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if not isinstance(call, ast.Call):
        return False
    values = [*call.args, *(k.value for k in call.keywords)]
    names = {n.id for v in values for n in ast.walk(v) if isinstance(n, ast.Name)}
    return bool(names & _assigned_names(text))


@functools.lru_cache(maxsize=8)
def _assigned_names(text: str) -> frozenset[str]:
    """The names the text's lines assign ("zones = …"), found once a text."""
    return frozenset(re.findall(r"^[ \t]*([A-Za-z_]\w*)[ \t]*=(?!=)", text, re.M))


def _amid_code(
    text: str, m: re.Match[str], resolve: Resolver, marks: list[int], memo: dict[int, bool]
) -> bool:
    """Whether a call's line sits in a fence beside other code: an example in an answer
    ("# Track the package\ntrack_package(tracking_number)\nprint(…)"), not a call alone, nor
    one of several calls (MiniCPM3: "```python\nbook_doctor(…)\nset_reminder(…)\n```").
    `marks`: where the text's fences are; `memo`: the answer for each fence read so far (a
    fence of a thousand calls is read once, not once a call)."""
    before = bisect.bisect_left(marks, m.start())
    if before % 2 == 0:
        return False
    opened = marks[before - 1]
    if opened not in memo:
        closed = text.find("```", m.end())
        body = text[text.find("\n", opened) + 1 : closed if closed >= 0 else len(text)]
        lines = [ln for ln in body.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        calls = (_CALL_LINE_RE.match(ln) for ln in lines)
        memo[opened] = len(lines) > 1 and not all(
            c is not None and resolve(c.group(1)) for c in calls
        )
    return memo[opened]


# A plan's first numbered call: "1. buyTickets(…"
_FIRST_NUMBERED_CALL_RE = re.compile(r"[ \t]*1[.)][ \t]+([\w.\-]+)\(")
# (a comma after it: b913; a comment: "cp(source='a', destination='b')  # Copy found files", b979)
_CALL_LINE_RE = re.compile(r"[ \t]*([\w.\-]+)\(.*\)[ \t]*,?[ \t]*(?:#[^\n()]*)?$")


def _past_strings(text: str, m: re.Match[str]) -> tuple[int, int, str]:
    """A code blob's (start, end, code), running on past a fence that sits inside one of its
    triple-quoted strings (edit_file(code_edit=<a Markdown file with its own fences>))."""
    group = m.lastindex or 1
    code = m.group(group)
    if '"""' not in code and "'''" not in code:
        return m.start(), m.end(), code
    last = list(_TRIPLE_QUOTED_RE.finditer(code))[-1]
    delimiter = last.group(1)
    if last.end() < len(code) or code.endswith(delimiter, last.start() + 3):
        return m.start(), m.end(), code  # every string closes inside the blob
    closed = text.find(delimiter, m.start(group) + last.start() + 3)
    if closed < 0:
        return m.start(), len(text), text[m.start(group) :]
    fence = text.find("```", closed + 3)
    end = fence if fence >= 0 else len(text)
    return m.start(), (fence + 3 if fence >= 0 else end), text[m.start(group) : end]


_CALLING_TOOLS_RE = re.compile(r"^Calling tools:[ \t]*\n[ \t]*\[\{", re.M)
_INTERPRETERS = (
    "ipython",
    "code_interpreter",
    "python_interpreter",
    "python",
    "python_repl",
    "run_python",
    "execute_python",
    "execute_code",
    "run_code",
)


def _shell(resolve: Resolver) -> str | None:
    """The registered tool that runs shell commands, if any."""
    return next(filter(None, map(resolve, _LANGUAGES[0])), None)


def _interpreter(resolve: Resolver) -> str | None:
    """The registered tool that runs Python code, if any."""
    return next(filter(None, map(resolve, _INTERPRETERS)), None)


def _open_quote(line: str, quote: str) -> str:
    """The string still open at the end of a line of Python, given the one open before it
    ("" none; a quote character, or three of them)."""
    i = 0
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                i += 1
            elif line.startswith(quote, i):
                i += len(quote) - 1
                quote = ""
        elif c == "#":
            break
        elif c in "\"'":
            quote = c * 3 if line.startswith(c * 3, i) else c
            i += len(quote) - 1
        i += 1
    return quote


def panel_width(text: str) -> int:
    """The width of the console panel a reply was printed in (smolagents' "Output message of
    the LLM": every line padded with spaces to it), or 0."""
    if "   \n" not in text:
        return 0
    lengths = [len(line) for line in text.split("\n") if line.endswith(" ")]
    width = max(lengths, default=0)
    return width if width >= 40 and lengths.count(width) >= 3 else 0


def _unwrapped(code: str, width: int) -> str:
    """Code as a console panel of `width` printed it, its one-line strings joined again: a
    string cannot hold a line break, so each one inside a string is the console's, made at a
    space, or inside a word too long for a line (the line is then that word alone)."""
    if not width:
        return code
    out: list[str] = []
    quote, last = "", ""  # (the string open at the line's end; the line before, as printed)
    for line in code.split("\n"):
        piece = line.rstrip()
        if out and quote in ("'", '"'):
            folded = len(last) >= width and not re.search(r"\s", last.strip())
            out[-1] += ("" if folded else " ") + piece
        else:
            out.append(piece)
        quote, last = _open_quote(piece, quote), piece
    return "\n".join(out)


def code_fence_step(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """The first registered tool's call in a ```python fence of a reply that began a step
    ("Thought: …\n\n```python\nvisual_check(criterion_number=1, …)\n```": a small model in
    smolagents, its "Code:" label left out)."""
    if resolve is None:
        return None
    width = panel_width(text)
    for m in re.finditer(r"```(?:py|python)[ \t]*\n(.*?)(?:```|\Z)", text, re.S):
        code = _unwrapped(m.group(1), width)
        found = _first_tool_call(code, resolve)
        if (
            isinstance(found, tuple)
            and (resolve(found[0]) or is_final_name(found[0]))
            # (not the tool written as a function of its own: "def calculate(n): …"; its stub,
            # the prompt's signature and docstring copied, is still the tool: b725; nor one a
            # fence above defines: "```python\ndef openVent(…):\n    …```\n\nHere's an
            # example of how to use it:\n\n```python\nprint(openVent(None, None, 0))", b1544)
            and not _implemented(code, found[0])
            and not (m.start() and _implemented(text[: m.start()], found[0]))
        ):
            return as_step(*found, text[: m.start()].strip() or reasoning, text[: m.end()], resolve)
    return None


def _imported(code: str) -> set[str]:
    """The names Python code imports: "import a as b, c" gives b and c."""
    names: set[str] = set()
    for imported in re.findall(r"^[ \t]*(?:from[ \t]+\S+[ \t]+)?import[ \t]+(.+)$", code, re.M):
        names.update(re.findall(r"(\w+)[ \t]*(?:,|$)", imported))
    return names


def _whole_code_fence(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A reply that is one Python fence and nothing else, its code calling a registered tool
    (its stub perhaps copied above the call: "def searchCandidates(…):\n    \"\"\"…\"\"\"\n…
    result = searchCandidates(skills, min_years)", qwen 0.5B under smolagents' CodeAgent
    prompt, b725): the code is the step, as smolagents runs it."""
    if resolve is None or not re.fullmatch(
        r"\s*```(?:py|python)[ \t]*\n.*?(?:```\s*)?", text, re.S
    ):
        return None
    step = code_fence_step(text, reasoning, resolve)
    if isinstance(step, Actions) and step.calls[0].tool in _imported(text):
        # ("from src.read_file import read_file\n# Example usage\nprint(read_file(…))": the
        # tool imported from the user's code, an example of its use, b221)
        return None
    return step


def _implemented(code: str, name: str) -> bool:
    """Whether Python code defines `name` with a body of its own: more than a docstring,
    `pass` or `...` (the tool's stub, copied from the prompt, is no implementation)."""
    for m in re.finditer(rf"^([ \t]*)(?:async[ \t]+)?def[ \t]+{re.escape(name)}\b.*$", code, re.M):
        body = code[m.end() : _block_end(code, m.end(), len(m.group(1)))]
        if _TRIPLE_QUOTED_RE.sub("", body).strip() not in ("", "pass", "..."):
            return True
    return False


def _block_end(code: str, after: int, indent: int) -> int:
    """Where the block begun on the line that holds `after` ends: at the first later line,
    not blank, indented no deeper than `indent` (the block's own line's), else the code's end."""
    for line in re.finditer(r"^([ \t]*)\S.*$", code[after:], re.M):
        if line.start() and len(line.group(1)) <= indent:
            return after + line.start()
    return len(code)


def _code_blobs(text: str) -> list[tuple[int, int, str]]:
    """The code blobs in a reply, in order: (start, end, code)."""
    found = [_past_strings(text, m) for m in _CODE_BLOB_RE.finditer(text)]
    for m in _END_CODE_RE.finditer(text):  # "```py\n…```<end_code>" without a "Code:" label
        opened = text.rfind("```", 0, m.start())
        head = re.match(r"```(?:py|python)?[ \t]*\n", text[opened:]) if opened >= 0 else None
        if head and not any(a <= opened < b for a, b, _ in found):
            found.append((opened, m.end(), text[opened + head.end() : m.start()]))
    return sorted(found)


_NOT_PYTHON_RE = re.compile(
    r"^[ \t]*(?:import[ \t]*\{|(?:const|let|var|function|export)[ \t]|<[a-z]\w*[ >])|=>|;[ \t]*$",
    re.M,
)


_DEF_BEFORE_RE = re.compile(r"^[ \t]*(?:async[ \t]+)?def[ \t]+\Z", re.M)


def _first_tool_call(code: str, resolve: Resolver) -> tuple[str, Any] | str | None:
    """The first call in Python code of a function used as a tool (a registered one, or any
    name that is neither Python's own nor defined or imported in the code: an unknown tool,
    as in the text formats), or why the code holds no step tao can take without running it."""
    code = _without_comment_lines(code)  # "# then call search(...)"
    own = set(re.findall(r"^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+(\w+)", code, re.M))
    own |= _imported(code)
    bare = _blank_strings(code)  # names are called outside strings ("print('use f(x)')")
    # (code in another language, JavaScript or HTML: only a registered tool's call counts)
    foreign = _NOT_PYTHON_RE.search(bare) is not None
    # ... the tools may sit in a namespace: Gemma's "print(default_api.get_weather(…))"
    unclosed = 0
    for c in re.finditer(
        # (or with its dot lost before a Chinese name: "print(default_api 日程添加(…))")
        r"(?<![\w.])(?:(?:default_api|functions|tools)(?:\.|[ \t]+(?=[^\W\d])))?"
        r"([^\W\d]\w*(?:\.[^\W\d]\w*)*)[ \t]*\(",
        bare,
    ):
        name = c.group(1)
        if (name in _PYTHON_OWN or name in own or foreign or "." in name) and not resolve(name):
            continue  # (a dotted name only as a registered tool's: "time.now", not "json.dumps")
        if foreign and resolve(name) != name:
            continue  # ("let item = new Offer({…})": no spelling of fa_offer in JavaScript, b727)
        if name in own and _DEF_BEFORE_RE.search(
            bare, bare.rfind("\n", 0, c.start()) + 1, c.start()
        ):
            continue  # "def create_event(title: str, …):" (the tool stubbed out first): no call
        if _in_uncalled_def(bare, c.start()):
            continue  # (in the body of a function the code never calls)
        if resolve(name) != name and re.search(
            rf"^[ \t]*{re.escape(name)}[ \t]*=(?!=)", bare, re.M
        ):
            continue  # ("create_event_func = …" then "create_event_func()": a variable, b354)
        if _variable_method(name, bare):
            # ("movies_1_find_movies = [\n    movies_1_find_movies.get("movie_name", …)…",
            # gemma-3-1b on BFCL, b1129: a method of a variable the code made, no tool's call)
            continue
        end = closing_paren(code, c.end() - 1)
        if end < 0:
            unclosed += 1  # (each looks to the code's end: a few, and the code is cut off)
            if unclosed > 8:
                return None
            continue
        inner = _bound(code[c.end() : end], code[: c.start()])
        if is_final_name(name) and not resolve(name) and not _is_literal(inner):
            # "final_answer(result)": the answer is what the code computes
            return "a final answer that only running the code would give"
        return name, call_arguments(inner, bare_words=False)
    return None


# Arguments with a keyword among them: "club='星河', …", "meloxicam, weight_kg=7.8"
_ANY_KEYWORD_RE = re.compile(r"(?:[^=(),\n]*,)?\s*[A-Za-z_]\w*[ \t]*=(?!=)")


def _variable_method(name: str, code: str) -> bool:
    """Whether a dotted name is a method of a variable that `code` assigns ("x = …" on a line
    of its own), not a tool's name under a namespace."""
    head, dot, _ = name.partition(".")
    return bool(dot) and re.search(rf"^[ \t]*{re.escape(head)}[ \t]*=(?!=)", code, re.M) is not None


_TRIPLE_QUOTED_RE = re.compile(r"(?s)(\"\"\"|''').*?(?:\1|\Z)")
_DEF_HEAD_RE = re.compile(r"^([ \t]*)(?:async[ \t]+)?def[ \t]+(\w+)", re.M)


def _in_uncalled_def(code: str, at: int) -> bool:
    """Whether `at` lies in the body of a function that Python code defines and never calls:
    a call there is never made ("def upload_file(path, …):\n    …\n    s3_client.upload_file(
    …)" with no call after it, qwen2.5-coder-0.5b under NexusRaven's prompt, b734)."""
    start = code.rfind("\n", 0, at) + 1
    indent = len(code[start:at]) - len(code[start:at].lstrip(" \t"))
    if not indent or "def" not in code:
        return False
    for head in reversed(list(_DEF_HEAD_RE.finditer(code, 0, start))):
        outer = len(head.group(1))
        if outer >= indent:
            continue
        body_end = _block_end(code, head.end(), outer)
        if body_end <= at:
            return False  # (the nearest function above ended before `at`)
        called = re.compile(rf"(?<![\w.]){re.escape(head.group(2))}[ \t]*\(")
        return not any(
            (c.start() < head.start() or c.start() >= body_end)
            # (not its name defined again: "def f(x):\n    …\ndef f(x):", babble, b1638)
            and not re.search(r"\bdef[ \t]+\Z", code[max(0, c.start() - 12) : c.start()])
            for c in called.finditer(code)
        )
    return False


def _without_comment_lines(code: str) -> str:
    """Python code less its comment lines; a "# Heading" inside a triple-quoted string (a
    Markdown file written by edit_file(code_edit=<a triple-quoted string>)) is the string's."""
    if '"""' not in code and "'''" not in code:
        return re.sub(r"^[ \t]*#.*$", "", code, flags=re.M)
    spans = [m.span() for m in _TRIPLE_QUOTED_RE.finditer(code)]
    return re.sub(
        r"^[ \t]*#.*$",
        lambda m: m[0] if any(a < m.start() < b for a, b in spans) else "",
        code,
        flags=re.M,
    )


_WRAPPED_STRING_RE = re.compile(
    r'^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*("[^"\\\n]*(?:\n[^"\\\n]*){1,3}")[ \t]*$', re.M
)


def _bound(inner: str, before: str) -> str:
    """A call's arguments with the names that the code bound to a literal above replaced by
    it: 'song = "晴天"\nplay_song(song, "周杰伦")' calls play_song("晴天", "周杰伦")."""
    # (a comment after the value dropped: "service_id = 2  # Ironing service", b817)
    bound = {
        m.group(1): value
        for m in re.finditer(r"^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(.+?)[ \t]*$", before, re.M)
        if _is_literal(value := re.sub(r"[ \t]+#[^'\"\n]*$", "", m.group(2)))
    }
    for m in _WRAPPED_STRING_RE.finditer(before):
        # 'task = "… a list of\ndictionaries …"' (smolagents' console wrapped the line): the
        # string's line breaks kept, as written
        bound.setdefault(m.group(1), m.group(2).replace("\n", "\\n"))
    for name in list(bound):
        if re.search(rf"(?<![\w.]){name}[ \t]*(?:\.\w+[ \t]*\(|[-+*/|&]=|\[)", before):
            # "money_movement_start = []" then "money_movement_start.append(query)" in a loop
            # (Qwen2.5-7B on BFCL, b811): filled in later, no longer the literal
            del bound[name]
    if not bound:
        return inner
    bare = _blank_strings(inner)
    for m in reversed(list(re.finditer(r"(?<![\w.])([A-Za-z_]\w*)\b(?![ \t]*[=(])", bare))):
        if m.group(1) in bound:
            inner = inner[: m.start()] + bound[m.group(1)] + inner[m.end() :]
    return inner


_PYTHON_OWN = frozenset(dir(builtins)) | frozenset(keyword.kwlist)
_STRING_RE = re.compile(jsonish.PY_STRING)


def _blank_strings(code: str) -> str:
    """`code` with its string literals blanked out (triple-quoted ones too), every offset
    kept."""
    if '"""' in code or "'''" in code:
        code = _TRIPLE_QUOTED_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), code)
    if '"' in code:
        # a string wrapped over lines by a console (see _bound)
        code = _WRAPPED_STRING_RE.sub(
            lambda m: (
                m.string[m.start() : m.start(2)]
                + re.sub(r"[^\n]", " ", m[2])
                + m.string[m.end(2) : m.end()]
            ),
            code,
        )
    return _STRING_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), code)


def _is_literal(inner: str) -> bool:
    try:
        ast.literal_eval(inner.strip() or "None")
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        # ... or keywords: final_answer(answer="Tokyo")
        kw = re.fullmatch(r"\s*\w+\s*=\s*(.+?)\s*", inner, re.S)
        return kw is not None and _is_literal(kw.group(1))
    return True


# The name's line after prose: alone, or glued to the prose's last sentence when the
# special token between them was dropped ("…weather in Boston.get_current_weather\n{…}",
# GLM-4 and ChatGLM3 served without their tokens); then ChatGLM3's fenced `tool_call(…)`, or
# GLM-4's JSON object as all the rest.
_NAME_AFTER_PROSE_RE = re.compile(
    # (a few dots in a name: after each "." of "x.x.x…" a longer chain would scan the rest)
    # (or between made-up tags: "[SYS]HNA_NEWS.search[/SYS]\n\n{…}", Phi-4-mini on BFCL, b938)
    # (or glued to a colon: "Let's make the API call:kinematics_final_velocity\n{…}", b1335)
    r"(?:^[ \t]*|(?<=[.。!?！？])[ \t]?|(?<=[:：]))<?\|?(?:\[[A-Za-z_]{1,12}\])?([\w\-]+(?:\.[\w\-]+){0,4})"
    r"(?:\[/[A-Za-z_]{1,12}\])?\|?>?[ \t]*\n"
    r"(?=\s*(?:(```[\w]*[ \t]*\n\s*tool_call\()|\{))",
    re.M,
)


def _name_then_arguments(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """ChatGLM's way: a registered tool's name alone on the first line, its arguments below.

    After some prose the name line counts only when a fenced `tool_call(...)` follows it;
    ChatGLM3 sometimes writes the name as a (broken) special token, `<|code_interpreter>`.
    """
    if resolve is None:
        return None
    stripped = _one_fence(text.strip())  # ("```\nSEARCH_WEB\nQUERY: …\n```": in one fence)
    first, _, rest = stripped.partition("\n")
    said = ""
    m = _NAME_AFTER_PROSE_RE.search(stripped)
    if (
        m
        and m.start() > 0
        and _undotted(resolve(m.group(1)) or "") == _undotted(m.group(1))
        and (m.group(2) or stripped.endswith("}"))
    ):
        # (its dots written as underscores, as function-calling APIs' names must be: "…set
        # to Chinese.HNA_NEWS_search\n{…}", glm-4-9b-chat on BFCL, b1329)
        said, first, rest = stripped[: m.start()].strip(), m.group(1), stripped[m.end() :]
    name = resolve(first.strip().strip("`*"))
    if (
        name != first.strip()
        and not said
        and _UNKNOWN_CALL_NAME_RE.fullmatch(first.strip())
        and re.match(r"\s*(\{|```[\w]*[ \t]*\n\s*tool_call\()", rest)
    ):
        # GLM-4's "get_book\n{"title": "x"}", ChatGLM3's "get_spots\n```python\ntool_call(…)":
        # the format makes the first line a tool's name, even one no tool has
        name = first.strip()
    written = first.strip().strip("`*")
    if name is None or _undotted(written.lower()) != _undotted(name.lower()) or not rest.strip():
        return None
    reasoning = said or reasoning
    rest = rest.strip()
    code = fence_body(rest)
    pairs = key_value_lines(rest) if code is None and not rest.startswith("{") else None
    if pairs is None and code is None and "\n\n" in rest and not rest.startswith("{"):
        # "route2gpx\n\nstart: Utrecht\nend: Amersfoort\n\navoid_hills: false" (qwen 0.5B
        # under GLM-4.5's prompt, b1043): blank lines among the parameter lines
        pairs = key_value_lines(re.sub(r"\n[ \t]*\n", "\n", rest))
    if _undotted(written) != _undotted(name) and pairs is None:
        return None  # (a name in other case only before a parameter a line)
    if rest.endswith(f"[/{first.strip()}]"):  # "terminal\nls -alh\n[/terminal]" (ClawRouter)
        value: Any = rest[: -len(first.strip()) - 3].strip()
    elif code is not None:
        call = re.match(r"\s*tool_call\(", code)
        end = closing_paren(code, call.end() - 1) if call else -1
        # (its first call, another below it: "tool_call(city="Lyon")\nopen_vents(angle_deg=
        # 20)", qwen 0.5B under ChatGLM3's prompt, b1544)
        value = call_arguments(code[call.end() : end]) if call and end > 0 else code.strip("\n")
    elif rest.startswith("{"):
        value = jsonish.loads_object(rest)
        if value is None:
            return None
    elif pairs is not None:
        # "SEARCH_WEB\nQUERY: "2026 Nobel"\nMAX_RESULTS: 3" (Qwen2.5-Coder under Continue's
        # prompt, in a bare fence): the name, then a parameter a line
        value = pairs
    elif _ELEMENTS_ONLY_RE.fullmatch(rest):
        # "ferry_times\n<from_port>piraeus</from_port>\n<to_port>naxos</to_port>" (qwen 0.5B
        # under Claude's XML prompt, b883): the name, then a parameter an element
        value = _xml_children(rest)
    elif (
        written == name
        and (after := _next_name_line(rest, resolve)) is not None
        and rest[:after].strip()
    ):
        # "opening_lookup\nd4 d5 c4\ndepth 6\ntournament_register\nTom Ek\n…" (qwen 0.5B under
        # GLM-4.5's prompt, b1086): calls as a name on its line and its values below, up to
        # the next name's line; the first is the step, its lines as text (or a parameter a
        # line: "read_sensor_v2\nsensor_id=GH-S11\nmetric=temp\nOpenVents\n…", b1569)
        part = rest[:after].strip()
        value = key_value_lines(part) or part
    else:
        return None
    return as_step(name, value, reasoning, text.strip(), resolve)


def _undotted(name: str) -> str:
    """A tool's name with its dots as underscores ("HNA_NEWS.search" -> "HNA_NEWS_search")."""
    return name.replace(".", "_")


def _next_name_line(rest: str, resolve: Resolver) -> int | None:
    """Where the first line that is a registered tool's name alone starts in `rest`."""
    for m in re.finditer(r"^[ \t]*([A-Za-z_][\w.\-]*)[ \t]*$", rest, re.M):
        if resolve(m[1]) == m[1]:
            return m.start()
    return None


# Nothing but elements holding text: "<from_port>piraeus</from_port>\n<date>…</date>"
_ELEMENTS_ONLY_RE = re.compile(r"(?:\s*<([A-Za-z_][\w.\-]*)>[^<]*</\1>)+\s*")


# `read_file file="c:\\x\\package.json"`: a reply that is one line, a registered tool's name
# and key=value pairs, as on a command line (Qwen3.5 in Copilot's agent mode)
_KEY_VALUE = r"([A-Za-z_][\w\-]*)=(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+)"
_KEY_VALUE_RE = re.compile(_KEY_VALUE)
_PAIRS_LINE_RE = re.compile(rf"{_KEY_VALUE}(?:[ \t]+{_KEY_VALUE})+")
_COMMAND_LINE_RE = re.compile(rf"([\w.\-]+)((?:[ \t]+{_KEY_VALUE})+)[ \t]*")


def _command_line(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    if resolve is None:
        return None
    m = _COMMAND_LINE_RE.fullmatch(text.strip())
    if m is None or resolve(m.group(1)) is None:
        return _flag_line(text, reasoning, resolve) if "--" in text or "$" in text else None
    return as_step(m.group(1), _key_values(m.group(2)), reasoning, text.strip(), resolve)


def _bare_command(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A reply of one line: a registered tool's name (one no word is spelt like: snake_case,
    camelCase, dotted), then its values bare ("refill_prescription RX-88213 14 60", qwen
    0.5B under GLM's prompt, b699; "set_volume 40 play_song Clair de Lune", b762: up to the
    next tool's name)."""
    line = text.strip()
    if line.endswith("```") and "```" not in line.partition("\n")[0]:
        # "feed_syrup: 21, 2:1\n```\n```\n```\n```" (qwen 0.5B, b1700): bare fence lines after
        # it, opening nothing
        line = re.sub(r"(?:\n[ \t]*```[ \t]*)+\Z", "", line)
    if "\n" in line and resolve is not None and _COMMAND_LINES_RE.fullmatch(line):
        lines = line.splitlines()
        if all(resolve(w.split()[0]) == w.split()[0] for w in lines):
            # 'Media_3_FindMovies "Thriller"\nMedia_3_FindMovies "Action"' (gemma-3-1b on
            # BFCL, b1085): a command a line, the first the step
            line = lines[0].strip()
    first, _, rest = line.partition(" ")
    named = resolve(first[:-1]) if first[-1:] in (":", "：") and resolve is not None else None
    if named is not None and named.lower() == first[:-1].lower():
        # ("opening_lookup: e4 e5 Nf3 Nc6 Bb5", qwen 0.5B, b1086; its first letter a capital:
        # "Find_trails: Dolomites, difficulty: hard, dog_friendly: true", under Kimi K2's
        # prompt, b1212)
        first = named
    if (
        resolve is None
        or "\n" in line
        or resolve(first) != first
        or not re.search(r"[_.\-]|[a-z][A-Z]", first)
        or not rest.strip()
        or is_sentence(rest)
    ):
        return None
    # ('Media_3_FindMovies <TOOLCALL> "World" "Action"' (gemma-3-1b on BFCL, b1085): the
    # call's tag between the name and its values, no markup of the call
    words = [w for w in rest.split() if w not in ("<tool_call>", "</tool_call>")]
    upto = next((i for i, w in enumerate(words) if resolve(w) == w), len(words))
    given = " ".join(words[:upto])
    if re.fullmatch(r"\"[^\"]*\"|'[^']*'", given):
        given = given[1:-1]  # ('f "Thriller"': one quoted value, without its quotes, b1085)
    return as_step(first, given, reasoning, line, resolve) if given else None


# Lines of a name then values, no more than a few: 'f "Thriller"\nf "Action"'
_COMMAND_LINES_RE = re.compile(r"(?:[ \t]*[\w.\-]+[ \t]+[^\n]+\n){1,5}[ \t]*[\w.\-]+[ \t]+[^\n]+")


# A shell's line calling a registered tool with long options: "$ ocr_image --path D:\scans\a
# b.jpg --lang zh" (a shell-agent prompt); a value runs to the next option, spaces and all (the
# prompt's "$ " perhaps twice: "$ $ schedule_vet_appointment --pet_id …", qwen 0.5B, b1600)
_FLAG_LINE_RE = re.compile(
    r"^[ \t]*(?:\$[ \t]+)*([\w.\-]+)((?:[ \t]+--[A-Za-z_][\w\-]*\b.*)+)$", re.M
)
# (an option's name is ASCII: "--city杭州" is the option city, its value glued on, b692)
_FLAG_RE = re.compile(
    r"(?:^|[ \t])--([A-Za-z_][A-Za-z0-9_\-]*)(?:(?:[ \t=]+|(?=[^\x00-\x7f]))((?:(?![ \t]--[A-Za-z_]).)*))?"
)


# The user's value still to come, in braces, angle or square brackets: "{your_api_key}"
_YOUR_PLACEHOLDER_RE = re.compile(r"[{<\[]your[_ ][\w ]{1,40}[}>\]]", re.I)


def _flag_line(text: str, reasoning: str | None, resolve: Resolver) -> Parsed | None:
    for m in _FLAG_LINE_RE.finditer(text):
        if resolve(m.group(1)) != m.group(1) or _YOUR_PLACEHOLDER_RE.search(m.group(2)):
            continue  # (not a command shown with a value still to come, b1216)
        before = _before(text, m.start(), reasoning)
        return as_step(m.group(1), _flags(m.group(2)), before, text[: m.end()].strip(), resolve)
    first = _SHELL_FIRST_RE.match(text.strip())
    if first is not None and resolve(first[1]) == first[1]:
        # "$ extend_v2 YT7719002834 3\n\nANSWER: …" (qwen 0.5B under a shell-agent prompt,
        # b1269): the reply's first line a registered tool's command, its values unnamed
        return as_step(first[1], first[2].strip(), reasoning, first[0], resolve)
    alone = _SHELL_ALONE_RE.fullmatch(text.strip())
    if alone:
        # "$ kite docs --query retry policy" as the whole reply (a shell-agent prompt): a
        # program no tool has, called; the unknown-tool error then lists the tools
        rest = alone.group(2).strip()
        value = _flags(" " + rest) if rest.startswith("--") else rest
        return as_step(alone.group(1), value, reasoning, text.strip(), resolve)
    return None


# A reply's first line a shell's command and its values: "$ extend_v2 YT7719002834 3"
_SHELL_FIRST_RE = re.compile(r"(?:\$[ \t]+)+([A-Za-z_][\w.\-]*)[ \t]+([^\n]*\S)[ \t]*(?:\n|\Z)")
# A reply that is one shell line with a long option: "$ program [words] --name value" (or a
# short one: "$ ABS gear_housing.3mf -s 450 -i 250", a CLI prompt's flags, b1638)
_SHELL_ALONE_RE = re.compile(
    r"(?:\$[ \t]+)+([A-Za-z_][\w.\-]*)[ \t]+([^\n]*?(?:--[A-Za-z_]|(?<=[ \t])-[A-Za-z](?=[ \t]))[^\n]*)"
)


def _flags(line: str) -> dict[str, Any]:
    """'--path D:\\a b.jpg --lang zh --online': each option's value, or True for a switch."""
    args: dict[str, Any] = {}
    for key, value in _FLAG_RE.findall(line):
        value = value.strip()
        commented = re.search(r"[ \t]+#(?:[ \t]|$)", value)
        if commented and not (
            value.count("'", 0, commented.start()) % 2 or value.count('"', 0, commented.start()) % 2
        ):
            # "--limit 10    # Search podcasts about Roman history" (qwen 0.5B under a
            # shell-agent prompt, b802): the shell's comment after the last value
            value = value[: commented.start()]
        if not value:
            # a switch: "--online" (not one given a value already: "--car_model 21 … --car_model"
            # cut off by the token limit, qwen 0.5B, b867)
            args.setdefault(key.replace("-", "_"), True)
        elif value[:1] in "\"'" and value[-1:] == value[:1] and len(value) > 1:
            args[key.replace("-", "_")] = value[1:-1]
        else:
            args[key.replace("-", "_")] = scalar(value)
    return args


def _key_values(pairs: str) -> dict[str, Any]:
    """' file="a b" n=3': quoted values as written, bare ones read as scalars."""
    return {k: v[1:-1] if v[:1] in "\"'" else scalar(v) for k, v in _KEY_VALUE_RE.findall(pairs)}


# WebArena's "In summary, the next action I will perform is ```click [1264]```": a registered
# tool's name in a code span (or in quotes, with its [argument]), inside the prose.
# (Llama 3.1 also in two or four backticks, or in three closed by six: "```stop [x]``````")
_SPAN_CALL_RE = re.compile(
    r"(?<!`)(`{1,4}|\")[ \t]*([\w.\-]+)((?:[ \t]*\[[^\]\n]*\])*)[ \t]*\1(?:(?!`)|`+[ \t]*$)",
    re.M,
)


def _code_span(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    if resolve is None or not any(q in text for q in '`"'):
        return None
    for m in _SPAN_CALL_RE.finditer(text):
        quote, name, args = m.groups()
        if resolve(name) != name or (len(quote) < 2 and not args):
            continue  # "the `get_weather` action": a tool named in prose, not called
        brackets = re.findall(r"\[([^\]\n]*)\]", args)
        value = brackets[0].strip() if len(brackets) == 1 else args.strip()
        if value.lower() == "input":
            # "…use the given external tool `DoseCalc[input]` to calculate the dose…" (qwen
            # 0.5B under ReWOO's prompt, b1188): the template's "Tool[input]" with the tool's
            # name in it, a tool talked about, not called
            continue
        return as_step(name, value, _before(text, m.start(), reasoning), text[: m.end()], resolve)
    return None


# A list of one call gone wrong, the whole reply: "[post_tweet](content=…)", "[cp, source=…)]",
# "[cat file_name=…]"
_ODD_BRACKET_CALL_RE = re.compile(
    r"\[(?P<name>[\w.\-]+)(?:\]\((?P<args>.*)\)|,(?P<args2>.*)\)\]|[ \t]+(?P<pairs>[\w\-]+=.*)\])",
    re.S,
)
# BFCL's call list with its brackets misplaced: "[ls](file_name=".")]", "[cp, source="a",
# destination="b"], […]]" (AIREV-Agent-0.8B): the name in brackets, keywords after it
_GARBLED_LIST_CALL_RE = re.compile(
    r"\s*\[[ \t]*([A-Za-z_][\w.\-]*)[ \t]*(?:\]\((?P<paren>[^()]*)\)\]?"
    # (a value a list of its own: "[hypothesis_testing.two_sample_t_test, group1= [12.4,
    # 15.6], alpha=0.05]", Gemma 3 4B, b604)
    r"|,[ \t]*(?P<comma>[A-Za-z_]\w*[ \t]*=(?:[^\[\]]|\[[^\[\]]*\])*)\])"
)

# Nothing but such lists, one or more: "[words, key="value", …]"
_PSEUDO_CALLS_RE = re.compile(
    r"\s*(?:\[[^\[\]\n(),]*,[ \t]*[A-Za-z_]\w*[ \t]*=[^\[\]\n]*\][ \t,]*(?:\n\s*|\Z))+"
)


# DSPy's field markers garbled into a call (smollm2 under DSPy's prompt): the reply opens with
# "[[", then a registered tool's name where the field's name goes ("[[ [[ log_meal "…" 380]
# ]]]", "[[ refund_request ## ]]" with its arguments below)
_DSPY_CALL_RE = re.compile(r"[ \t]*\[[ \t]*\[[\[ \t]*([A-Za-z_][\w.\-]*)(?=[\s\[\]#\"]|$)")
# '"minutes"] = 30' (a field's brackets scattered around the pairs)
_DSPY_PAIR = r'"(\w+)"[ \t]*=[ \t]*("(?:[^"\\\n]|\\.)*"|[^,\n]*)'
_DSPY_PAIR_RE = re.compile(_DSPY_PAIR)
_DSPY_PAIRS_RE = re.compile(rf"{_DSPY_PAIR}(?:[ \t]*,[ \t]*{_DSPY_PAIR})*")


# A [name, arguments] pair in DSPy's marker brackets, a line of its own: "[[ seat_map, {…} ]]"
_DSPY_PAIR_LINE_RE = re.compile(r"^[ \t]*\[\[[ \t]*([\w.\-]+)[ \t]*,[ \t]*(\{)", re.M)


def dspy_marked_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A registered tool's name in a DSPy field marker, its values after it on the line, or
    its arguments in the first object below a marker closed at once (read before the markers
    are made fields: a field's name no step has would open the answer)."""
    if resolve is None or text.lstrip()[:2] != "[[":
        return None
    m = _DSPY_CALL_RE.match(text)
    if m is None or not resolve(m[1]):
        paired = next((p for p in _DSPY_PAIR_LINE_RE.finditer(text) if resolve(p[1]) == p[1]), None)
        given_pair = _object_at(text, paired.start(2)) if paired is not None else None
        if (
            paired is not None
            and given_pair is not None
            # (not schemas for values: '[[ renew_loans, {"card_number": {"type": "string"}, …}
            # ]]\n[[ jieshu, {…} ]]', b709, read below as the tools' list echoed)
            and not any(schema_like(v) for v in given_pair.values())
        ):
            # "[[ Hold seats … ]]\n[[ seat_map, {"show_id": "SH-2291", …} ]]\n[[ hold_seats, {…}
            # ]]\n[[ finish ]]" (qwen 0.5B under DSPy's prompt, b1415): each call a [name,
            # arguments] pair in a marker's brackets, the first registered one the step
            return as_step(paired[1], given_pair, reasoning, text.strip(), resolve)
        return None
    stripped = text.strip()
    line = text[m.end() :].split("\n", 1)[0]
    if re.match(r"[ \t#]*(?:\]|$)", line):
        # "[[ refund_request ## ]]\n{…}", "[[ [[ roadsideHelp]] ]] [[ "plate", … ]] [[ {…} ]]":
        # the name's marker closed, the arguments in the first object after it
        brace = text.find("{", m.end())
        args = _object_at(text, brace) if brace >= 0 else None
        if args is not None and any(schema_like(v) for v in args.values()):
            # "[[seat_map]{"venue_id":{"type":"string"}, …}]" a line a tool: the list echoed
            return Unparsed("the tools' definitions echoed", reasoning, stripped)
        # (no object after it: no arguments, "[[ avalanche_risk_2024]]\n[[ lift_status]]\n[[
        # finish]]", as "[[ nearest_lockers ]]" alike reads, b557, b1024)
        return as_step(m[1], args if args is not None else {}, reasoning, stripped, resolve)
    given = re.sub(r"[\s\]#]+$", "", line).strip()
    unbracketed = re.sub(r"[\[\]]", "", given).strip()
    if _DSPY_PAIRS_RE.fullmatch(unbracketed):
        # '[[ log_workout [["activity"] = ["run"], "minutes"] = 30, …]]': the pairs, less the
        # brackets around their names and values
        args = {k: scalar(v) for k, v in _DSPY_PAIR_RE.findall(unbracketed)}
        return as_step(m[1], args, reasoning, stripped, resolve)
    # '[[ [[ log_meal "番茄炒蛋，380 大卡" 380] ]]]': the values as written, less the marks
    return as_step(m[1], given, reasoning, stripped, resolve)


# A placeholder called with a tool's name, then with the arguments: 'TOOL_NAME("send_parent_
# note")({"student_id": 20418, …})' (qwen 0.5B under DeepSeek V3's prompt, b760)
_CURRIED_CALL_RE = re.compile(
    r"\s*[A-Za-z_][\w.]*[ \t]*\([ \t]*([\"'])([\w.\-]+)\1[ \t]*\)[ \t]*(?=\()"
)


def _curried_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A registered tool's name given to a placeholder call, the arguments to what it returns
    (the reply's whole text)."""
    m = _CURRIED_CALL_RE.match(text) if resolve is not None else None
    if m is None or resolve is None or resolve(m[2]) != m[2]:
        return None
    end = closing_paren(text, m.end())
    if end < 0 or text[end + 1 :].strip(" \t\n;"):
        return None
    inner = text[m.end() + 1 : end].strip()
    value = jsonish.loads_object(inner) if inner.startswith("{") else call_arguments(inner)
    return as_step(m[2], value if value is not None else inner, reasoning, text.strip(), resolve)


# A plan's label, then on the next line a call in ReWOO's brackets with no "#E1 =" before it
_PLAN_THEN_CALL_RE = re.compile(
    r"^[ \t]*(?:\d{1,2}\.[ \t]*)?Plan[ \t]*:[^\n]*\n[ \t]*([\w.\-]+)\[([^\[\]\n]*)\]", re.M | re.I
)
_EVIDENCE_LINE_RE = re.compile(r"[ \t]*#E\d+[ \t]*=")


def _only_commands(text: str, at: int) -> bool:
    """Whether nothing but more bracketed commands follow `at`, commas perhaps between them
    (read one at a time: a pattern repeating them would try every split of their spaces); a
    full stop may end them ("[cd workspace], [mkdir archive], [mv log.txt archive/].", b1455)."""
    while True:
        at += len(_COMMA_SPACE_RE.match(text, at)[0])  # type: ignore[index]
        if at >= len(text) or (text[at:] in (".", "。") and at > 0 and text[at - 1] == "]"):
            return True
        more = _BRACKETED_COMMAND_RE.match(text, at)
        if more is None:
            return False
        at = more.end()


def _garbled_list_call(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """A registered tool's call in BFCL's list, its brackets garbled (a small model's): the
    first call; keywords in brackets with no tool's name before them ask again."""
    if resolve is None:
        return None
    if text.lstrip()[:3] == "```" and text.rstrip().endswith("```") and text.count("```") == 2:
        # "```tool_code\n[cd, folder='document']\n[mkdir, …]\n```" (Gemma 3 4B, b604): the
        # lists in a fence, and nothing else
        text = fence_body(text) or ""
    if text.lstrip()[:1] != "[":
        return None
    quoted = re.match(r"\s*\[[ \t]*(['\"])([\w.\-]+)\1[ \t]*,(?=[ \t]*[A-Za-z_]\w*[ \t]*=)", text)
    if quoted is not None and resolve(quoted[2]):
        # "['soccer_scores.get_scores', team='Real Madrid', rounds=5]" (Qwen2.5 on BFCL,
        # b882): the tool's name quoted as the list's first item, its keywords after it
        text = text[: quoted.start(1)] + quoted[2] + text[quoted.end(1) + len(quoted[2]) + 1 :]
    stripped = text.strip()
    command = _BRACKETED_COMMAND_RE.match(stripped)
    if (
        command is not None
        and resolve(command[1]) == command[1]
        and _only_commands(stripped, command.end())
    ):
        # "[cd documents], [touch TeamNotes.txt]", "[diff ideas.txt TeamNotes.txt]" (MiniCPM3-4B
        # on BFCL's file system, b914): shell commands in brackets, the first the step
        return as_step(command[1], command[2].strip(), reasoning, stripped, resolve)
    listed = re.fullmatch(r"\[([^\[\]\n(){}=\"']+)\]", stripped)
    items = [i.strip().split(None, 1) for i in listed[1].split(",")] if listed else []
    if len(items) > 1 and all(i and resolve(i[0]) == i[0] for i in items) and len(items[0]) > 1:
        # "[cd document, mkdir temp, mv final_report.pdf temp]" (Qwen3-30B-A3B on BFCL's file
        # system, b1048): shell commands of registered tools in one list, the first the step
        return as_step(items[0][0], items[0][1], reasoning, stripped, resolve)
    odd = _ODD_BRACKET_CALL_RE.fullmatch(stripped)
    if odd and resolve(odd["name"]):
        # "[post_tweet](content="…", tags=[…])", "[cp, source="a.txt", destination="b.txt")]",
        # "[cat file_name="a.txt"]": the whole reply one call
        given = next(g for g in (odd["args"], odd["args2"], odd["pairs"]) if g is not None)
        args = call_arguments(given) if odd["pairs"] is None else _key_values(given)
        if isinstance(args, dict) and args:
            return as_step(odd["name"], args, reasoning, stripped, resolve)
    # "[ls](file_name=".")]", "[list_all_following]()", "[cp, source="a"], [echo, …]]"
    # (AIREV-Agent-0.8B on BFCL, b584): the first of the list's calls
    m = _GARBLED_LIST_CALL_RE.match(text)
    if m is None or not resolve(m[1]):
        if m is not None and m["comma"] is not None and _PSEUDO_CALLS_RE.fullmatch(text):
            # "```tool_code\n[sort, file_name='final_report.pdf']\n```" (Gemma 3 4B on BFCL,
            # b885): nothing but such lists, the first naming a tool no one registered in
            # one word: its call, under the name as written
            args = call_arguments(m["comma"])
            if isinstance(args, dict) and args:
                return as_step(m[1], args, reasoning, stripped, resolve)
        if _PSEUDO_CALLS_RE.fullmatch(text):
            named = re.match(
                r"\[[ \t]*(?:func(?:tion)?_?name|tool_?name|name)[ \t]*=[ \t]*(['\"])([\w.\-]+)\1"
                r"[ \t]*,(.*)\]",
                stripped,
                re.S,
            )
            pairs = call_arguments(named[3]) if named and resolve(named[2]) == named[2] else None
            if named and isinstance(pairs, dict) and pairs:
                # "[func_name='duck_duck_go.search', query='LangFuse …', format='json']"
                # (gpt-4.1-nano on BFCL, b1092): the name as the first keyword's value
                return as_step(named[2], pairs, reasoning, stripped, resolve)
            # '[t Treaty of Paris, event="Treaty of Paris", year=1763]\n[magna_carta, …]'
            # (Qwen2.5-1.5B on BFCL, b587): keywords in brackets, and no tool's name before them
            return Unparsed("calls that name no tool", reasoning, text.strip())
        return None
    inner = m["paren"] if m["paren"] is not None else m["comma"]
    if inner.strip() and not re.match(r"\s*[A-Za-z_]\w*[ \t]*=", inner):
        return None  # "[ls](https://…)": a link, no keywords
    args = call_arguments(inner) if inner.strip() else {}
    if not isinstance(args, dict) or (inner.strip() and not args):
        return None
    rest = text[m.end() :].strip()
    if rest and not re.fullmatch(r"[,\s]*(?:\[.*)?\]?", rest, re.S):
        return None  # words after it: the brackets are prose's
    return as_step(m[1], args, reasoning, stripped, resolve)


_TO_TOOL_RE = re.compile(
    r"^(?:[A-Za-z]+[ \t])?to=[ \t]?(?P<name>[\w.\-]+)[ \t]*:?[ \t]*(?P<args>\{.*)\Z", re.M | re.S
)


_TO_CALL_RE = re.compile(r"^(?:[A-Za-z]+[ \t])?to=([\w.\-]+)(?=\()", re.M)


# A registered tool's name in square brackets, then its arguments in parentheses
# (a space between: "[name](…)" glued is a Markdown link, b522)
_NAME_IN_BRACKETS_RE = re.compile(r"\[([A-Za-z_][\w.\-]*)\][ \t]+\(")


def _name_in_brackets_then_arguments(
    text: str, reasoning: str | None, resolve: Resolver | None
) -> Parsed | None:
    """ "[h' 2023-10-27 12:00:00,000 [project_api.ProjectApi.get_children_projects_by_tag]
    (tag=environment, …)" (Phi-4-mini on BFCL, b1140): a call written the way a log line
    names one, the registered name in brackets and its arguments last in the reply."""
    stripped = text.strip()
    m = _NAME_IN_BRACKETS_RE.search(stripped) if resolve is not None and "][" not in text else None
    if m is None or resolve is None or resolve(m[1]) != m[1]:
        return None
    end = closing_paren(stripped, m.end() - 1)
    if end < 0 or stripped[end + 1 :].strip(" \t\n]") != "":
        return None
    args = call_arguments(stripped[m.end() : end])
    if not (isinstance(args, dict) and args):
        return None
    return as_step(m[1], args, reasoning, stripped, resolve)


# A list of calls cut off inside its first name: "[uber.", "[adriel_ex_", "[adriel_list,"
# (or before it: "[" alone, Phi-4-mini on BFCL, b1206)
_CUT_IN_NAME_RE = re.compile(r"\s*\[(?:[ \t]*[A-Za-z_][\w.]*[._,])?\s*")


def _list_cut_in_name(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """ "[uber." (Phi-4-mini on BFCL, b1140): a call list that stops in its first name is no
    answer; the model is asked again."""
    if resolve is None or _CUT_IN_NAME_RE.fullmatch(text) is None:
        return None
    where = "inside the first call's name" if text.strip() != "[" else "before its first call"
    return Unparsed(f"the reply stops {where}", reasoning, text.strip())


def _bracketed(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """The ReAct paper's `search[query]` and `Finish[answer]`; and harmony's header with its
    special tokens stripped."""
    stripped = text.strip()
    m = None
    if "to=functions." in stripped:
        m = _HARMONY_BARE_RE.match(stripped) or _HARMONY_GLUED_RE.search(stripped)
    elif resolve is not None and (spaced := _HARMONY_GLUED_SPACE_RE.search(stripped)):
        # 'assistantanalysis to=repo_browser.open_file code{"path": "inventory/cli.py", …}'
        # (gpt-oss in Forge, its tokens stripped, b1408): a namespace of harmony's own; the
        # tool is the name after it unless the whole name is registered
        m = spaced
    elif " to=" in stripped and resolve is not None:
        # "Let me calculate that for you.\nAI to=finance.calculate_quarterly_dividend_per_share:
        # {"total_payout": …}" (phi-4 on BFCL, b895): harmony's header without "functions.",
        # a registered tool's name after it, the object to the end
        # (a space after its "=": "AI to= flight.status.check: {…}", granite-3.2, b955)
        m = _TO_TOOL_RE.search(stripped)
        m = m if m is not None and resolve(m["name"]) == m["name"] else None
        called = _TO_CALL_RE.search(stripped) if m is None else None
        if called is not None and resolve(called[1]) == called[1]:
            # "Alright, I'll add "go to Goa" to your todo list.\nAI to=todo(type='add', …)"
            # (MiniCPM3-4B on BFCL, b899): the call itself after the header
            said = stripped[: called.start()].strip() or reasoning
            found = _pythonic(stripped[called.start(1) :], said, resolve)
            if isinstance(found, Actions):
                return found
    if m:
        said = (m["said"] if "said" in m.groupdict() else stripped[: m.start()]) or ""
        if jsonish.cut_off(m["args"]):
            return Unparsed("the tool call was cut off", said.strip() or reasoning, stripped)
        name = m["name"]
        if m.re is _HARMONY_GLUED_SPACE_RE and resolve and not resolve(name):
            name = name.rpartition(".")[2]
        if name.endswith("json") and resolve and not resolve(name) and resolve(name[:-4]):
            name = name[:-4]  # "to=functions.spl_funcjson{…}": its "json" glued to the name
        args = jsonish.loads_object(m["args"])
        value = args if args is not None else m["args"]
        return as_step(name, value, said.strip() or reasoning, stripped, resolve)
    if resolve is not None:
        # ReWOO's plan: "Plan: …\n#E1 = Wikipedia[Nile river length]", or on the plan's own
        # line: the first evidence's call
        # (the "#E1 =" makes it a call, even of a tool no one has: "WolframAlpha[…]" copied
        # from the prompt's example is answered with the list of tools)
        # (or in parentheses: "#E1 = heart_rate_zones(58, 38)", qwen 0.5B, b740)
        # (a comment after it: "#E1 = book_embassy_slot[input] # Request a visa…", b778)
        # (or with nothing after the name: "#E1 = plant_plan", qwen 0.5B, b792)
        # (or the template's "[input]" kept, the value after another "=": "#E1 =
        # Yaopin_shuoming[input] = "布洛芬缓释胶囊"", qwen 0.5B, b1016)
        # (or more calls after it on the line: "#E1 = refill_rx2[pack1] - refill_rx2[pack2]",
        # smollm2 under ReWOO's prompt, b1374: the first)
        m = re.search(
            r"(?:^|\s)#E\d+[ \t]*=[ \t]*([\w.\-]+)(?:\[(.*?)\]|\((.*)\))?"
            r"(?:[ \t]*[-+,;][ \t]*[\w.\-]+\[[^\[\]\n]*\])*"
            r"(?:[ \t]*=[ \t]*(?P<given>\"[^\"\n]*\"|'[^'\n]*'))?[ \t]*(?:#[^\n]*)?$",
            stripped,
            re.M,
        )
        # (or in Markdown's bold with a colon: "   - **#E1:** Search_catalog[input]", qwen
        # 0.5B under ReWOO's prompt, b877; a registered tool's only)
        bold = re.search(
            r"(?:^|\s)\*\*#E\d+[ \t]*(?::\*\*|\*\*[ \t]*:)[ \t]*([\w.\-]+)\[([^\[\]\n]*)\]"
            r"(?:\((.*)\))?[ \t]*$",
            stripped,
            re.M,
        )
        if m is None and bold is not None and resolve(bold.group(1)):
            m = bold
        given = m.groupdict().get("given") if m else None
        if m and (m.group(2) is not None or m.group(3) is not None or resolve(m.group(1))):
            return as_step(
                m.group(1),
                given[1:-1]
                if given and (m.group(2) or "").strip().lower() in ("input", "输入", "")
                else bracket_input(m.group(2) or "")
                if m.group(3) is None
                else call_arguments(m.group(3)),
                _before(stripped, m.start(), reasoning),
                stripped[: m.end()],
                resolve,
            )
        planned = _PLAN_THEN_CALL_RE.search(stripped) if "lan" in stripped else None
        if planned is not None and resolve(planned[1]) == planned[1]:
            # "1. Plan: \nScheduleTreatment[2027-01-05, 8] - \nThe plan is to treat the queen…"
            # (qwen 0.5B under ReWOO's prompt, b1697): a registered tool's call on the line
            # under the plan, its "#E1 =" left out
            return as_step(
                planned[1],
                bracket_input(planned[2]),
                _before(stripped, planned.start(1), reasoning),
                stripped[: planned.end()],
                resolve,
            )
        # SWE-agent's command: "DISCUSSION\n…\n```\nfind_file "x.py"\n```", in <command> tags,
        # or under a "COMMAND" line: the command's name, then its arguments (several lines
        # for an edit)
        commands = [
            (m.start(), m.end(), next(g for g in m.groups() if g is not None), "")
            for m in _COMMAND_RE.finditer(stripped)
        ]
        commands += [
            (start, end, body.strip("\n"), info.lower())
            for start, end, info, body in fences(stripped)
            if re.fullmatch(r"\w*", info)
            and body.strip()
            and stripped[start] == "`"  # (not a fence indented in a list)
            and stripped[:end].endswith("```")
        ]
        commands += [
            # "```command meter_reading MTR-55102 2023-10-01\n```" (qwen 0.5B under SWE-agent's
            # prompt, b809): the command on the fence's opening line, nothing inside
            (held.start(), held.end(), held[1], "")
            for held in _COMMAND_INFO_RE.finditer(stripped)
            if resolve(held[2]) == held[2]
        ]
        discussed = re.match(r"\s*DISCUSSION[ \t]*\n", stripped) is not None
        for start, end, command, info in sorted(commands):
            first = re.match(r"[ \t]*([\w.\-]+)(?:[ \t]+|\n|$)", command)
            if first is None:
                continue
            held = re.match(r"[ \t]*command[ \t]+([\w.\-]+)(?:[ \t]+|\n|$)", command)
            if held and resolve(held.group(1)) == held.group(1):
                first = held  # "command request_leave '12/29' …": the template's word kept (b496)
            if resolve(first.group(1)) != first.group(1) and not (
                discussed
                or (info in ("", "bash", "sh", "shell", "console") and _swe_tools(resolve))
            ):
                continue  # (after SWE-agent's DISCUSSION the first command is the step,
                # even of a tool no one has: "command +86 138…", its example copied; and
                # with SWE-agent's own commands among the tools, whose prompt makes any shell
                # command a step: "Let's now extract…\n```\ntshark -r networking.pcap …```")
            given = command[first.end() :].strip()
            name = first.group(1)
            glued = _glued_name(name, resolve)
            if glued:
                # "route2gpx杭州西湖千岛湖" (qwen 0.5B under SWE-agent's prompt, b1035): the
                # name run into its Chinese argument with no space
                name, given = glued, (name[len(glued) :] + " " + given).strip()
            if given[:1] in ("=", "(", ":"):
                continue  # "calculate = 5", "f(x)": code, not a command
            if info in ("python", "py", "python3") and keyword.iskeyword(name):
                continue  # "```python\nimport os\n\ndef …" (b1482): Python, not a command
            if _YOUR_PLACEHOLDER_RE.search(given):
                # "```\nextractLastTransactionId --filepath=/var/log/db.log … --processFunction=
                # {your_processing_function}\n```\n\nReplace `{your_processing_function}` with
                # …" (Llama-3-8B on BFCL, b1216): a command shown with the user's value still to
                # come, no step
                continue
            following = re.search(r"\n([\w.\-]+)(?=[ \t]|\n|$)", given) if "\n" in given else None
            if following and (
                (resolve(following[1]) or "").lower() == following[1].lower()
                # (or the same command again: "command nozzle 215\ncommand bed 65", SWE-agent's
                # placeholder word as the name, b1636)
                or following[1] == name
            ):
                # "```\nstart_timer 12 pasta\nsubmit\n```" (b547): a second command on its own
                # line, unindented, is the next step (its name perhaps in another case:
                # "mergePullRequest acme/api 1 …" for MergePullRequest, b1480)
                given = given[: following.start()].rstrip()
            return as_step(
                name,
                unquote(given) if "\n" not in given else given,
                _before(stripped, start, reasoning),
                stripped[:end],
                resolve,
            )
    # (the first "finish[" starting a line, its answer to the "]" that ends the reply: sought
    # as one pattern, each "\nFinish[" of many scanned to the end and back)
    m = re.search(r"(?:\A|\n)[ \t]*finish\[", stripped, re.I) if stripped.endswith("]") else None
    if m and m.start() > 0 and not (resolve and resolve("finish")):
        # reasoning, then "FINISH[4]" on the last line (tidyprompt): the answer
        answer = bracket_input(stripped[m.end() : -1])
        return Final(answer, _before(stripped, m.start(), reasoning), stripped)
    m = re.match(r"\s*([\w.\-]+)\[", stripped)
    if m and (m.group(1).lower() == "finish" or (resolve and resolve(m.group(1)))):
        # the input runs to the "]" that closes the "[" (an invented "Observation 1: …" may
        # follow it: AgentLite), or to the end where the "]" was cut off
        end = jsonish.closing(stripped, m.end() - 1, quotes="")[0]
        inner = stripped[m.end() : end] if end >= 0 else stripped[m.end() :].rstrip()
        given = bracket_input(inner if end >= 0 else inner.removesuffix("]"))
        if end >= 0 and not is_final_name(m.group(1)):
            given = _bracketed_arguments(stripped, end, given)
        code = fence_body(given.strip()) if isinstance(given, str) else None
        if code is not None and not is_final_name(m.group(1)):
            given = code.strip("\n")  # "Calculate[\n```python\n…\n```\n]" (LATS): the code
        return as_step(
            m.group(1), given, reasoning, stripped[: end + 1] if end >= 0 else stripped, resolve
        )
    return None


def _bracketed_arguments(stripped: str, end: int, given: Any) -> Any:
    """The arguments of `tool[…]` that a call's parentheses would hold (its input as read,
    `given`, otherwise): keywords, JSON's members, or a call after a stray index."""
    after = stripped[end + 1 :]
    if after.startswith("(") and closing_paren(stripped, end + 1) == len(stripped) - 1:
        # 'Media_3_FindMovies[1](genre="Action", starring="Bruce Willis")' (gemma-3-1b on
        # BFCL, b1081): an index left between the name and its call
        again = call_arguments(after[1:-1])
        return again if isinstance(again, dict) and again else given
    if after.strip() or not isinstance(given, str):
        return given
    if KEYWORD_START_RE.match(given):
        # "Media_3_FindMovies[genre='Action', starring='Bruce Willis']" (gemma-3-1b on BFCL,
        # b1081): a call's keywords in square brackets
        again = call_arguments(given)
        return again if isinstance(again, dict) and again else given
    if re.match(r"\s*\"[^\"\n]+\"\s*:", given):
        # 'Music_3_LookupMusic[\n    "artist": "Johnny Cash", …\n]' (b1081): JSON's members
        members = jsonish.loads_object("{" + given + "}")
        return members if members else given
    return given


# A fence whose opening line holds the command and that closes on the next line
_COMMAND_INFO_RE = re.compile(
    r"^[ \t]*```(?:command[ \t]+)?(([\w.\-]+)[ \t]+\S[^\n`]*)\n[ \t]*```[ \t]*$", re.M
)


def _glued_name(word: str, resolve: Resolver | None) -> str | None:
    """The registered tool whose name begins `word` and is followed by CJK text, if one is."""
    if resolve is None or resolve(word) == word:
        return None
    m = re.match(r"[A-Za-z0-9_.\-]+(?=[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af])", word)
    return m.group(0) if m and resolve(m.group(0)) == m.group(0) else None


def _swe_tools(resolve: Resolver) -> bool:
    """Whether SWE-agent's own commands are among the tools (EnIGMA's CTF runs, b525)."""
    return all(resolve(n) == n for n in ("scroll_down", "find_file"))


def _self_ask(text: str, reasoning: str | None, resolve: Resolver | None) -> Parsed | None:
    """Self-ask: "Follow up: <question>" goes to the tool called "Intermediate Answer"."""
    tool = resolve("Intermediate Answer") if resolve else None
    # ("[ \t]*", not "\s*": from each of many blank lines it would run to the reply's end)
    m = re.search(r"^[ \t]*Follow up:[ \t]*(.+)$", text, re.M) if tool else None
    if m and tool:
        return as_step(
            tool,
            m.group(1).strip(),
            _before(text, m.start(), reasoning),
            text[: m.end()].strip(),
            resolve,
        )
    return None
