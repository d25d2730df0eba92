"""Read one step out of what a model wrote, the way a careful human reader would.

Every text format shares this reader: the labels of all of them (English and Chinese) are
understood everywhere, because real models mix them. What the reader returns is the first
complete step; whatever follows it (an invented Observation, a made-up Final Answer) is cut.
"""

from __future__ import annotations

import bisect
import difflib
import json
import re
import textwrap
import unicodedata
from dataclasses import dataclass, replace
from typing import Any

from tao.formats import jsonish
from tao.formats.dialects import (
    FENCE_LINE_RE,
    bolt_action,
    closing_paren,
    code_fence_step,
    dspy_marked_call,
    echoed_plan,
    elements_only,
    fenced_tool,
    fences,
    harmony_final,
    is_definition,
    json_calls,
    lead_then_definition,
    leaked_harmony,
    looks_like_call,
    open_markup,
    other_dialects,
    own_tag_arguments,
    param_tags,
    plain_tool_sep,
    schema_like,
    special_token_calls,
    tag_call,
    unregistered_element,
    whole_schema,
    written_call,
)
from tao.formats.inputs import (
    PLACEHOLDER_LABEL_RE,
    blob,
    blob_value,
    bracket_input,
    call_arguments,
    fence_body,
    is_json,
    is_sentence,
    key_value_lines,
    nameless_call,
    nested_pairs,
    read_input,
    unquote,
)
from tao.formats.parsed import (
    FUNCTION_WORD_RE,
    Actions,
    Call,
    Final,
    Parsed,
    Resolver,
    Unparsed,
    as_step,
    is_final_name,
)

__all__ = ["Actions", "Call", "Final", "Parsed", "Unparsed", "clean", "read_step"]

# ---------------------------------------------------------------------------- the labels

# The Action Input label of ReAct prompts translated into other languages: Spanish, Portuguese,
# French, German, Japanese, Korean ("Acción: search\nEntrada de la acción: …"), Vietnamese,
# Russian, Indonesian, Turkish ("Đầu vào hành động: …", "Ввод действия:"), Italian, Arabic,
# Hindi, Thai ("Input dell'azione:", "مدخلات الإجراء:")
_TRANSLATED_INPUTS = (
    r"entrada de (?:la )?acci[oó]n",
    r"entrada da a[cç][aã]o",
    r"entr[ée]e de l'action",
    r"aktionseingabe",
    r"行[動动]入力",  # (and its simplified 动: "行动入力", qwen 0.5B, b676)
    r"アクション入力",
    r"(?:행동|액션) ?입력",
    r"đầu vào (?:của )?hành động",
    r"ввод действия",
    r"входные данные(?: действия)?",
    r"(?:input|masukan) tindakan",
    r"eylem girdisi",
    r"input (?:dell'|della )?azione",
    r"مدخلات (?:ال)?إجراء",
    r"(?:क्रिया|कार्रवाई) (?:का )?इनपुट",
    r"(?:ข้อมูลนำเข้า|อินพุต)(?:ของ)?การกระทำ",
)
_TRANSLATED_INPUT_RE = re.compile("|".join(_TRANSLATED_INPUTS), re.I)
_LABELS: dict[str, tuple[str, ...]] = {
    "input": (
        r"action[ _]?input",
        r"action[ _]?inputs",
        # (numbered in the middle, as the step's Action is: "Action 1: Google Search\nAction 1
        # Input: "Leo DiCaprio current girlfriend"", langchain #2898)
        r"action[ _]?\d{1,2}[ _]?input",
        r"action[ _]?input[ \t]*=",  # "Action Input = {…}"
        r"action[ _]?variables(?:[ \t]*=)?",  # "ACTION_variables = {…}" (SK's stepwise, b491)
        r"tool[ _]?input",
        r"function[ _]?input",
        r"行[动動] ?[输輸]入",  # and in traditional characters: 行動輸入
        r"[动動]作 ?[输輸]入",  # (and 動作輸入, Traditional Chinese)
        r"操作[输輸]入",  # (and 操作輸入, Traditional Chinese: b1325)
        r"工具输入",
        r"行动参数",
        r"工具参数",
        r"输入",  # 文心一言-style "调用工具：…\n输入：…"
        r"行为输入",
        r"✿ARGS✿",  # Qwen-Agent
        *_TRANSLATED_INPUTS,
        r"action[ \t]?(?:入力|[输輸]入)",  # "Action：setMetadata\nAction入力：…" (qwen 0.5B, b736)
        r"(?:ツールへの)?入力",  # Vicuna under a Japanese prompt: "ツールの選択: …\n入力: …"
    ),
    "final": (
        r"final[ _]?answer",
        r"grounded[ _]answer",  # Cohere's Command R: "Answer: …" then "Grounded answer: …"
        r"最[终終後后]的?答案",  # ("最后答案：…", qwen 0.5B under a Chinese template, b1016)
        r"最[终終][ \t]*answer",  # ("最终 Answer: …", the label in two languages, b1324)
        r"最[终終后後]回答",  # (or "最后回答：…", qwen2.5-coder-0.5b under a Chinese template, b1598)
        r"最终结果",
        r"answer",
        r"(?:final[ _]?)?(?:anwser|aswer|answr)",  # typed fast: "Aswer: Tôi có thể giúp bạn…"
        r"答案",
        r"回答",
        r"so the final answer is",  # self-ask
        r"AI",  # LangChain's conversational agent: "Do I need to use a tool? No\nAI: ..."
        r"\[final answer\]",  # Semantic Kernel's planner
        r"✿RETURN✿",
        r"respuesta final",
        r"resposta final",
        r"(?:la )?r[ée]ponse finale",  # ("La réponse finale:", qwen 0.5B, b1506)
        r"endg[üu]ltige antwort",
        # ... and the plain "Answer" of the classic loop translated ("RESPOSTA: Um mouse …")
        r"resposta",
        r"respuesta",
        r"r[ée]ponse",
        r"antwort",
        r"finally[ _]answer",  # "Finally answer：…" (a small model's English for 最终回答)
        r"r[ée]pondre",  # (the verb for the label, small models under French and German
        r"beantworte",  # ReAct prompts: "Répondre: …", "Beantworte:\n\n…")
        r"最終的な(?:答え|回答)",
        r"최종 ?답변",
        r"câu trả lời cuối(?: cùng)?",
        r"(?:окончательный|финальный|итоговый) ответ",
        r"câu trả lời",  # (the plain "Answer" in Vietnamese, as "respuesta" is: b727)
        r"jawab(?:an)?",  # (and in Indonesian: "Jawab: …", b730)
        r"ответ",  # (and in Russian, b732)
        r"jawaban (?:akhir|final)",
        r"(?:nihai|son) (?:cevap|yanıt)",
        r"risposta finale",
        # (the template's words for the answer, copied as its label: "الإجابة النهائية عن
        # السؤال الأصلي:", qwen 0.5B under an Arabic ReAct prompt, b871)
        r"(?:ال)?إجابة (?:ال)?نهائية عن السؤال الأصلي",
        r"final answer to the original (?:input )?question",
        r"(?:ال)?إجابة (?:ال)?نهائية",
        r"अंतिम उत्तर",
        r"คำตอบสุดท้าย",
    ),
    "thought": (
        r"thoughts?",
        r"thinking",
        r"think",
        r"思考",
        r"思维",
        r"想法",
        r"思路",
        r"推理",
        r"\[thought\]",
        r"pensamiento",
        r"pensamento",
        r"pens[ée]e",
        r"gedanke",
        r"考え",
        r"생각",
        r"suy nghĩ",
        r"мысль",
        r"p(?:em)?ikiran",
        r"düşünce",
        r"pensiero",
        r"(?:ال)?(?:فكرة|تفكير)",
        r"विचार",
        r"ความคิด",
    ),
    "action": (
        r"action",
        r"action[ _]?type",  # "Action type: set_volume: level = 35" (a Bolt-style prompt)
        r"行[动動]",
        r"[动動]作",
        r"操作",
        r"行为",
        r"调用工具",
        r"工具",
        r"tool[ _]?name",  # Bee agent: "Tool Name: … / Tool Caption: … / Tool Input: …"
        r"function[ _]?name",  # BeeAI's: "Function Name: … / Function Input: …"
        r"tool[ _]?call",  # FastGPT: "TOOL_CALL: {"toolId": …, arguments: {…}}"
        r"tool",
        r"act",  # AgentBench: "Think: … / Act: bash"
        r"\[action\]",
        r"✿FUNCTION✿",
        r"acci[oó]n",
        r"la acci[oó]n es",  # 'La acción es: "add_to_cart"' (a small model under a Spanish prompt)
        r"the action is",
        r"a[cç][aã]o",
        r"a a[cç][aã]o",  # "A ação: dianfei_chaxun" (the article too, qwen 0.5B, b965)
        r"aktion",
        r"アクション",
        r"ツールの選択",
        r"행동",
        r"액션",
        r"hành động",
        r"действие",
        r"tindakan",
        r"eylem",
        r"azione",
        r"(?:ال)?إجراء",
        r"क्रिया",
        r"कार्रवाई",
        r"การกระทำ",
    ),
    "observation": (
        r"observations?",
        r"观察结果",
        r"[观觀]察",
        r"观测",
        r"\[observation\]",
        r"✿RESULT✿",
        r"tool[ _]?output",
        r"function[ _]?output",
        r"action[ _]?output(?:[ _]?observation)?",  # "Action Output Observation:" (invented)
        # ("Eylem Sonucu: 3 * 100 = 300 USD", Turkish for "Action Result", made up after the
        # input by smollm2 under a Turkish ReAct prompt, b1374)
        r"action[ _]?results?",
        r"eylem sonucu",
        # ("O resultado da ação é: Cut the clip …", Portuguese, qwen 0.5B, b1572)
        r"o resultado da a[cç][aã]o(?: [eé])?",
        r"工具输出",
        r"[行动][动作]输出",  # "行动输出: 北京 -> 广州 …" (invented, qwen 0.5B, b595)
        r"tool[ _]?results?",  # "Tool Result: Result: 390" (invented by gemma3)
        r"observaci[oó]n",
        r"observa[cç][aã]o",
        r"beobachtung",
        r"観察",
        r"結果",  # (Japanese; Chinese 结果 is another character)
        r"관찰",
        r"quan sát",
        r"наблюдение",
        r"pengamatan",
        r"gözlem",
        r"osservazion[ei]",
        r"(?:ال)?ملاحظة",
        r"अवलोकन",
        r"(?:ผล)?การสังเกต",
    ),
    # (Japanese, Spanish, German, Korean, Traditional Chinese, Vietnamese, Russian,
    # Indonesian, Turkish, Italian, Arabic, Hindi and Thai prompts)
    "question": (
        r"question",
        r"[问問]题",
        r"問題",
        r"質問",
        r"preguntas?",  # (the plural, a header smollm2 writes under the Spanish prompt, b698)
        r"frage",
        r"질문",
        r"câu hỏi",
        r"вопрос",
        r"pertanyaan",
        r"soru",
        r"domanda",
        r"(?:ال)?سؤال",
        r"प्रश्न",
        r"คำถาม",
    ),
    "aside": (r"tool[ _]?caption",),  # read past: it comes between a tool's name and input
    # Labels that count only where they name a registered tool (RestGPT: "Operation: GET\n
    # Input: {…}"); elsewhere they are words of an answer ("Input: 5, Output: 10").
    # (LaVague's "Next Engine: Navigation Engine" then "Instruction: …" under it)
    # (crewAI 0.1x: "Use Tool: Search YouTube Videos\nKeyword: …", b638)
    # ("Fn: Weather_1_GetWeather\nparams: {'city': …}", MiniCPM3-4B in BFCL, b1694)
    "weak_action": (
        r"operation",
        r"commands?",
        r"function",
        r"func",
        r"fn",
        r"next[ _]engine",
        r"use[ _]?tool",
    ),
    "weak_input": (
        r"input",
        r"parameters",
        r"arguments?",
        r"attributes?",
    ),  # "function:f\nargument1:426815"
    # An answer's label only after a Thought ("Thought: …\n\nFinal output:\n…", a small model
    # in smolagents); elsewhere a heading of the answer ("**Final Output:**\n```…```")
    # (or "FINAL:" alone, as a Spanish notebook's prompt asks, Qwen2.5-7B, b660)
    "weak_final": (r"final[ _]?(?:output|result)", r"final"),
    # Inputs only on the line right under an Action line ("Action: [Search]\nContent: …",
    # a video-memory agent's prompt); elsewhere words of an input or an answer.
    "next_input": (r"content", r"query", r"instruction"),
    # An Observation only on the line right under a one-line input ("- **Input**: CR-5520\n-
    # **Output**: Canceling CR-5520", a plan's step under ReWOO's prompt, b920); elsewhere
    # words of an input or an answer.
    "next_observation": (r"output",),
}
_alternatives: list[str] = []
for _kind, _words in _LABELS.items():
    for _w in _words:
        _alternatives.append(f"(?P<{_kind}_{len(_alternatives)}>{_w})")
# A label starts a line, may be bold or a list item (not a fence's info string: "```tool_call"
# opens a block), may be numbered ("Thought 2:"), and
# ends with an ASCII or full-width colon, or stands alone on its line ("Action\nsearch").
_LABEL_RE = re.compile(
    # (possessive: a line of 10,000 ">" was given back one by one to every alternative)
    # (a blank line fails at once: hundreds of alternatives tried at each was 15 µs a line)
    r"^[ \t>#]*+(?!\n)(?:[-*+]\s+|\d{1,2}\.[ \t]+)?(?!```)[*_`]{0,3}[ \t]*"
    # ... perhaps after a connective: "因此，行动: track_parcel" (Qwen2.5-0.5B), "So, Action: …"
    r"(?:(?:因此|所以|那么|于是|然后|接下来|so|therefore|then|next|now)[，,][ \t]*)?(?:"
    + "|".join(_alternatives)
    + r")"
    # ... perhaps glossed in another language: "**Final Answer (Respuesta Final):**" (a
    # quoted string is no gloss: smolagents' 'final_answer("Paris")' is a call, b478)
    # (nor a call's arguments: "**function name(arg=value, ...)**", b720)
    # (a number after it is a step's, not a time's hours after a space: "Jawab 11:16:46 in …",
    # b1572; "argument1:426815" is a label, b25b)
    r"(?:\d{1,2}|[ \t]+\d{1,2}(?![ \t]*[*_`]{0,3}[ \t]*[:：]\d{2}(?!\d)))?"
    r"(?:[ \t]*[(（](?![\"'“‘])[^()（）\n:：=]{1,30}[)）])?"
    r"[ \t]*[*_`]{0,3}[ \t]*(?:[:：][ \t]*[*_]{0,3}(?![*_])|(?=\n)|(?<==))",
    re.IGNORECASE | re.MULTILINE,
)
# Emphasis marks after a label's colon close the label's own bold only if it opened one
_MARKS_AFTER_RE = re.compile(r"[:：][ \t]*([*_]{1,3})\Z")
_MARKS_BEFORE_RE = re.compile(r"[ \t>#]*(?:[-*+]\s+|\d{1,2}\.[ \t]+)?[*_`]")
# An input label in the middle of the action's line: "行动：search，行动输入：北京".
# (and in the prompts' other languages: "Azione: enroll_course, Input dell'azione: "…"", b760)
_INLINE_INPUT_RE = re.compile(
    rf"(?<=[，,;；、。 \t])(action[ _]?input|tool[ _]?input|行动输入|动作输入"
    rf"|{'|'.join(_TRANSLATED_INPUTS)})\s*[:：]"
    r"|(?<=[，,;；])[ \t]*(input|输入)\s*[:：]",  # "Action: translate_to_english, Input: halo"
    re.I,
)
# When no line starts with a label: an action label after a sentence, on one line.
# (LangChain's conversational agent, its line break lost: "Do I need to use a tool? Yes
# Action: CSV Agent", "… a tool? No AI: Hello")
_MIDLINE_ACTION_RE = re.compile(
    r"(?:(?<=[.。!?！？] )|(?<=[。！？])|(?<=\? yes ))(action|tool|行动)\s*[:：][ \t]*"
    # ... or glued to the sentence's full stop: "…ở Quận 1, TP.HCM.Action: search_course_info(…)"
    r"|(?<=[^\W\d]\.)((?-i:Action))[ \t]*[:：][ \t]*",
    re.I,
)
_MIDLINE_FINAL_RE = re.compile(
    r"(?:(?:(?<=[.。!?！？] )|(?<=[。！？]))(?:final answer|最终答案)|(?<=\? no )ai)\s*[:：][ \t]*",
    re.I,
)
# A Final Answer that is only the template's own words for one
_PLACEHOLDER_FINAL_RE = re.compile(
    r"[\[<(]?(?:(?:provide|give|write) )?(?:your |the )?(?:final )?answer"
    r"(?: to the original (?:input )?question| here)?[\]>)]?[.。]?"
    r"|(?:针对)?原始问题的最终答案[。]?",
    re.I,
)
# LangChain's conversational agent, stopped before deciding anything.
_UNDECIDED_RE = re.compile(
    r"^\s*(?:thought:\s*)?do i need to use a tool\?\s*(?:yes|no)\.?\s*$", re.I
)
# ... or at the end of its musing: "... Do I need to use a tool? Yes." and no tool named.
_UNDECIDED_END_RE = re.compile(r"do i need to use a tool\?\s*yes\.?\s*$", re.I)
# A phrase with a function word, where a name should be: "Click on the LinkedIn URL".
_PHRASE_RE = re.compile(
    r"[A-Za-z][A-Za-z\-]*(?: [\w.\-]+)*? (?:on|the|to|a|an|of|for|with|from|into|at|in|by)"
    r"(?: [\w.\-]+)+"
)
# Labels glued to the word before them, in a step that lost its line breaks.
_FLAT_LABEL_RE = re.compile(
    r"(?<=[a-z.!?)])(?=(?:Thought|Action|Action Input|Observation|Final Answer|Follow up):)"
)
_SPACED_LABEL_RE = re.compile(
    r"(?<=\S)[ \t]{3,}(?=(?:Thought|Action|Action Input|Observation|Final Answer)[ \t]*:)"
)
_SPACED_STEP_RE = re.compile(r"\S[ \t]{3,}(?:Final Answer|Action)[ \t]*:")
_FLAT_STEP_RE = re.compile(
    r"[a-z.!?)](?:Final Answer|Follow up):|[a-z.!?)]Action: [^\n]{0,200}?[a-z.!?)]Action Input:"
)
# A closing tag at a reply's end (and nothing else after its text).
_CLOSER_AT_END_RE = re.compile(r"</[\w:.\-]+>\s*\Z")


def _trailing_closers(text: str) -> int | None:
    """Where the closing tags that end `text` begin (the whitespace before them included), or
    None; read back from the end, a tag at a time (a regex tried from each "</" of a long run
    that stops short of the end was quadratic: 0.56 s for "</a>" repeated)."""
    end = len(text)
    while (m := _CLOSER_AT_END_RE.search(text, max(0, end - 200), end)) is not None:
        end = m.start()
    if end == len(text):
        return None
    return len(text[:end].rstrip())


# What a model writes on the Action line when it means "no tool".
_NO_TOOL = {
    *("none", "null", "n/a", "na", "no", "nothing", "no tool", "skip", "无", "没有", "不需要"),
    # the other languages' ReAct prompts ("Action: Không có.", b704)
    *("không có", "không", "ninguna", "ninguno", "nada", "aucune", "aucun", "rien", "keine"),
    *("nessuna", "nessuno", "なし", "無し", "없음", "無", "沒有", "不需要工具", "无需工具"),
    # ("Action: Yok", Turkish, llama-3.3-70b on Groq under a Turkish classic prompt, b1656)
    *("yok", "hiçbiri", "нет", "ничего", "tidak ada", "nenhuma", "nenhum", "kein", "geen"),
}
# Code where the tool's name should be: "Action: SELECT COUNT(*) FROM orders".
_CODE_ACTION_RE = re.compile(
    r"select\s.+?\sfrom\s+\w|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s"
    r"|with\s+\w+\s+as\s*\(",
    re.I | re.S,
)
# A label's word where a tool's name should be ("Action: Observation", "行动: Input: x").
# (the labels' own words only, not _LABELS's every pattern: "tool_name", "function name" and
# "$TOOL_NAME" there are names an Action line may give, b463, b578)
_LABEL_WORD_RE = re.compile(
    r"(?:observation|thought|action|input|action input|question|观察|思考|行动|输入|行动输入"
    # (and in the other languages of the labels: "Tindakan: tindakan: set_thermostat(22)", b723)
    r"|acci[oó]n|a[cç][aã]o|aktion|pensamiento|pensamento|gedanke|행동|생각|hành động|suy nghĩ"
    r"|действие|мысль|tindakan|p(?:em)?ikiran|eylem|düşünce|azione|pensiero|الإجراء|الفكرة"
    r"|क्रिया|विचार|การกระทำ|ความคิด"
    # (their Observations too: "Действие: Наблюдение: Получаем значение humidity…", b1541)
    r"|наблюдение|observaci[oó]n|observa[cç][aã]o|beobachtung|관찰|quan sát|pengamatan|gözlem"
    r"|osservazione|الملاحظة|अवलोकन|การสังเกต)",
    re.I,
)
# Mistral's token's word before a name: "TOOL_CALLSf{…}", "TOOL_CALLS: f, k: v"
_BARE_TOOL_CALLS_RE = re.compile(r"TOOL_CALLS(?:[ \t]*:[ \t]*)?([A-Za-z_][\w.\-]*)")
# Mistral's tokens as words: "TOOL_CALLS name …\nARGS {…}"
# (or with colons after the words: "TOOL_CALLS: buyTickets\nARGS: {…}", b1407; or values on the
# name's line, braces and all: "TOOL_CALLS hold_seats seats={C-13,C-14}\nARGS {…}", b1407)
_WORDED_TOOL_CALLS_RE = re.compile(
    r"TOOL_CALLS[ \t]*:?[ \t]*([\w.\-]+)(?:[^\n{]*|[^\n]*\n)[ \t]*ARGS[ \t]*:?[ \t]*(?=\{)"
)
# An Action label with its colon left out, a tool's name after it: "Action search_arxiv q=…"
_COLONLESS_ACTION_RE = re.compile(
    r"^[ \t*]*(?:action|行动)[ \t]+([\w.\-]+)(?:[ \t]+([^\n]*))?$", re.I | re.M
)
_FASTGPT_RE = re.compile(r"\A\s*(?:ANSWER[ \t]*[:：][ \t]*)?([01])[ \t]*[:：][ \t]*")
_PAUSE_RE = re.compile(r"^[ \t*_]*PAUSE[ \t*_.]*$", re.MULTILINE)
# A fence starts a line, or follows a label on it ("Action: ```json").
_FENCE_RE = re.compile(r"^[ \t]*(?:[\w *]{1,30}[:：][ \t]*)?(```|~~~)", re.MULTILINE)
# (the bar garbled too: "<!START_THINKING|>", smollm2 under Command A's prompt)
_COMMAND_THINK_RE = re.compile(r"<[|!/]?(START|END)_THINKING\|?>", re.I)
# (Bedrock agents think in <scratchpad>)
_THINK_RE = re.compile(r"<(think|thinking|reasoning|scratch_?pad)>(.*?)</\1>", re.S | re.I)
# ... or a fence of its own that opens the reply
_THINKING_FENCE_RE = re.compile(r"\s*```(?:think(?:ing)?|scratch_pad)[ \t]*\n")
# A word or "=" between DSPy's arguments field (read as Action Input) and its JSON
_DSPY_ARGS_LEAD_RE = re.compile(
    r"^(Action Input:[ \t]*)(?:(?:arguments|args|tool[ _]args)[ \t]*[:=][ \t]*|=[ \t]*)(?=[{\[])",
    re.M | re.I,
)
# A Markdown rule on a line of its own, between blank lines
_RULE_RE = re.compile(r"\n[ \t]*\n[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*\n[ \t]*\n")
_QUOTED_LABEL_RE = re.compile(
    r"[\"'“][ \t]*(?:final answer|最终答案|thought|action|思考|行动)[ \t]*[:：](?![^\n]*[\"'”][ \t]*$)",
    re.I,
)
# (and InternLM2's plugin marker: "|action_start|\n<|plugin|> diesel\n|action_end|", qwen
# 0.5B under its prompt with no call readable after it, b659)
# (or Kimi's arguments token with no call readable after it: "<|tool_call_arguments_begin|>
# 1912.545678", smollm2, b695)
# A fenced action blob: "```json\n   {\n     "action": "'
_FENCED_BLOB_RE = re.compile(r"```[\w-]*[ \t]*\n[ \t]*\{\s*\"action\"[ \t]*:")
_CALL_TOKEN_RE = re.compile(
    r"<\|tool_calls?_(?:section_|arguments?_)?begin\|>|<\|plugin\|>|<\|tool_call\|>"
    # (or InternLM2's action token before words no reader takes: "<|action_start|>register
    # Maria Lopez FIDE 2245780 rapid section", qwen 0.5B under its prompt, b1086)
    r"|<\|action_start\|>"
)
# A call token named in a sentence: "specified in the <|action_start|> tag"
_TOKEN_NAMED_RE = re.compile(r"[ \t]+(?:tag|token|marker)s?\b", re.I)


def _call_token(text: str) -> bool:
    """Whether a call's special token opens a call in `text`: not one a sentence names ("The
    exact location … is specified in the <|action_start|> tag", qwen 0.5B under InternLM2's
    prompt, b1269)."""
    return any(
        not (_TOKEN_NAMED_RE.match(text, m.end()) and text[: m.start()].rstrip().endswith("the"))
        for m in _CALL_TOKEN_RE.finditer(text)
    )


_SPECIAL_RE = re.compile(
    r"<\|[a-z_]{1,30}\|>(?:assistant|user)?|</s>|<s>|\[/?INST\]|<end_of_turn>|<start_of_turn>(?:model)?"
    r"|(?<!\|)</?[a-z]+_[a-z_]{1,25}\|>"  # a token with a bar lost: "<python_tag|>…</python_tag|>"
    # (not one quoted with its bar moved: 'what the "|<bash_tag|>" model is')
    r"|<eo[a-z]>"  # MOSS's and InternLM's end tokens: <eot>, <eoc>, <eom>, <eoa>
    r"|<<plugin\|>"  # InternLM2's plugin token, its first bar a "<" (qwen 0.5B, b711)
    r"|\]<\]minimax\[>\[",  # MiniMax-M3's marker before each of its tags, leaked
    re.I,
)
# A harmony header with its channel's word where "assistant<|channel|>" belongs (a small model
# under harmony told as text): "<|start|>analysis<|message|>…", "<|start|>commentary\n\n…"
_BARE_CHANNEL = r"<\|start\|>(?:assistant)?[ \t]*(analysis|commentary|final)[ \t]*"
# Tokens that end the model's turn; written out as text, they still end the reply.
_END_TOKEN_RE = re.compile(
    r"<\|(?:end_of_text|endoftext|eot_id|im_end|end)\|>|</s>|<end_of_turn>"
    # ... or a user's turn the model went on to invent, its end token left out: "…no
    # function calls are necessary.<|im_start|>user<|im_sep|><p>Which of …" (phi-4, b513)
    r"|<\|im_start\|>user\b|<\|start_header_id\|>user\b",
    re.I,
)
# Labels written as special tokens (MOSS): "<|Inner Thoughts|>: …", "<|Commands|>: Search(…)".
# Any other "<|Name|>:" is the speaker's name ("<|MOSS|>: answer") and is dropped.
_TOKEN_LABEL_RE = re.compile(r"^[ \t]*<\|([A-Za-z][\w ]{0,30})\|>[ \t]*[:：]", re.M)
_TOKEN_LABELS = {
    "inner thoughts": "Thought:",
    "thoughts": "Thought:",
    "thought": "Thought:",
    "commands": "Action:",
    "command": "Action:",
    "results": "Observation:",
}
# A Thought label with an Action or Final Answer label glued on after it, in the languages
# whose ReAct prompts the models were given ("Pikiran: Tindakan: schedule_interview", b733)
_GLUED_THOUGHTS = (
    "Thought",
    "思考",
    "Pikiran",
    "Pensamento",
    "Pensamiento",
    "Suy nghĩ",
    "Мысль",
    "Düşünce",
    "Pensiero",
    # ("الفكرة: الإجابة النهائية: هل …", Arabic, qwen 0.5B, b1697)
    "الفكرة",
    "التفكير",
)
_GLUED_STEPS = (
    "Action",
    "行动",
    "Final Answer",
    "最终答案",
    "最終答案",
    "Tindakan",
    "Ação",
    "Acción",
    "Hành động",
    "Действие",
    "Eylem",
    "Azione",
    "الإجراء",
    "الإجابة النهائية",
)
_GLUED_LABEL_RE = re.compile(
    rf"((?:{'|'.join(_GLUED_THOUGHTS)})[ \t]*[:：])[ \t]*"
    rf"(?=(?:{'|'.join(_GLUED_STEPS)})[ \t]*[:：])"
)
# DSPy's field markers: "[[ ## next_tool_name ## ]]" on a line of its own, the value below,
# or the value after it on the same line; tiny models copy the template's "# note: …" too.
_DSPY_FIELD_RE = re.compile(r"^[ \t]*\[\[ ## (\w+) ## \]\]([^\n]*)$", re.M)
# A marker that ends a line after other text starts a line of its own: "[[ ## a ## ]] [[ ## b
# ## ]]" (an empty field), "…transactions.[[ ## next_tool_name ## ]]" (Gemini, the newline left
# out); one inside a sentence ('the field "[[ ## next_thought ## ]]", which…') is quoted
_DSPY_GLUED_FIELD_RE = re.compile(r"(?<=\S)[ \t]*(?=\[\[ ## \w+ ## \]\][ \t]*(?:$|\[\[ ## ))", re.M)
# DSPy's field markers with no value in any, garbled ("[# # ]", "**[## next_tool_name # ]**",
# "5. [## finish # 22 ]"), one a line, numbered or not, the last perhaps cut off ("[[ # que")
_FIELD_MARKER_RE = re.compile(
    r"[ \t*]*\[{1,2}[ \t]*#{1,2}[ \t]*\w*[ \t]*#{0,2}[ \t]*\d*[ \t]*\]{1,2}[ \t*]*"
)
_CUT_MARKER_RE = re.compile(r"[ \t]*\[{1,2}[ \t]*#[^\n]*")
# ... between lines of marks ("```", "**") and a first or last line of one to three ("![")
_MARKS_LINE_RE = re.compile(r"[ \t]*[`*#_\-]*[ \t]*")
_STRAY_MARKS_RE = re.compile(r"\A[^\w\s]{1,3}[ \t]*\n|\n[ \t]*[^\w\s]{1,3}\Z")
_NUMBERED_RE = re.compile(r"^[ \t*#]*\d{1,2}\.[ \t]*")
_DSPY_NOTE_RE = re.compile(r"^[ \t]*#[ \t]*(?:note:)?[ \t]*")
_DSPY_TEMPLATE_NOTE_RE = re.compile(r"[ \t]*#[ \t]*note: the value you produce must.*$")


def _only_field_markers(body: str) -> bool:
    """Whether a reply is DSPy's field markers alone ("[[ # question # ]]\n**[## next_tool_name
    # ]**\n[# # ]", smollm2, b694; "1. [## next_thought ##]\n```\n2. [## next_tool_name ## ]\n
    ```\n…", b742): no value in any."""
    lines = [
        _NUMBERED_RE.sub("", line)
        for line in _STRAY_MARKS_RE.sub("", body.strip()).splitlines()
        if line.strip() and not _MARKS_LINE_RE.fullmatch(line)
    ]
    return (
        len(lines) >= 2
        and all(_FIELD_MARKER_RE.fullmatch(line) for line in lines[:-1])
        and (_FIELD_MARKER_RE.fullmatch(lines[-1]) or _CUT_MARKER_RE.fullmatch(lines[-1]))
        is not None
    )


def _musing_field(field: str) -> bool:
    return "thought" in field or "reasoning" in field


def _dspy_label(m: re.Match[str]) -> str:
    field = m.group(1).lower()
    value = _DSPY_TEMPLATE_NOTE_RE.sub("", m.group(2))  # "search_papers   # note: the value…"
    value = _DSPY_NOTE_RE.sub("", value)  # '# note: "track_package"': the value in a comment
    if field.endswith("tool_name") or re.fullmatch(r"action_\d+", field):
        # ("[[ ## Action_5 ## ]]\nFinish[…]": DSPy's older ReAct, the call in one field)
        label = "Action:"
    elif field.endswith("tool_args"):
        label = "Action Input:"
    elif _musing_field(field):
        label = "Thought:"
    else:
        label = "Final Answer:" if field == "answer" else ""
    return f"{label} {value.strip()}".strip(" ")


# Semantic Kernel's Stepwise planner: "[THOUGHT] …", "[ACTION]\n{…}", "[FINAL ANSWER] …".
_STEPWISE_LABEL_RE = re.compile(
    r"^[ \t]*\[(thought|action|observation|final answer|question)\][ \t]*", re.I | re.M
)
# A whole label line in square brackets: "[Action: average_dog_weight]".
_BRACKETED_LABEL_RE = re.compile(
    r"^[ \t]*\[((?:thought|action|action[ _]?input|思考|行动|行动输入)[ \t]*[:：][^\[\]\n]*)\]"
    r"[ \t]*$",
    re.I | re.M,
)
# A final-answer label again at the start of the answer: "Final Answer: 最终答案: 9".
# (or the zh template's placeholder for it: "最终回答：给用户的回答：…", qwen 0.5B, b644, b711)
_REPEATED_FINAL_RE = re.compile(r"^\s*(?:final answer|最终答案|给用户的回答)[ \t]*[:：]", re.I)
# Two or more list items of "key: value", one per line.
_LIST_BLOCK_RE = re.compile(r"(?:[ \t]*[-*][ \t]+[^\n:：]{1,40}[:：][^\n]*(?:\n|\Z)){2,}")
# A list item: "- Tool" in a list of words, "1. 最终答案" in a numbered one (qwen 0.5B, b636), is
# no label standing on its own line.
_LIST_ITEM_RE = re.compile(r"[ \t>#]*(?:[-*+]\s|\d{1,2}\.[ \t])")
# Labels written as tags: "<Action>read_file</Action>\n<Action Input>{…}</Action Input>",
# "<action>get_nodes_status</action>\n<action_input>{}</action_input>", "<REASONING>…".
# (<final_answer>…</final_answer> is an answer tag of its own, read with the others.)
_TAG_LABELS = (
    r"(question|thought|reasoning|action|action[ _]input|observation|final answer"
    r"|问题|思考|行动|行动输入|观察|最终答案)"
)
_TAG_LABEL_OPEN_RE = re.compile(r"^[ \t]*<" + _TAG_LABELS + r">[ \t]*", re.M | re.I)
_TAG_LABEL_CLOSE_RE = re.compile(r"(?<![ \t])[ \t]*</" + _TAG_LABELS + r">", re.I)
# "Action: name</action_input>": an action whose tag the input's closing tag ends
_INPUT_CLOSES_ACTION_RE = re.compile(r"^([ \t]*Action: [^\n<]*)</action[ _]input>", re.M | re.I)
# An element's opening tag right before (a label as a tag is then that element's child).
_IN_ELEMENT_RE = re.compile(r"<[a-z][\w.\-]*_[\w.\-]*>\s*\Z")


def _tag_label(m: re.Match[str]) -> str:
    """The label a tag stands for: "<action_input>" is "Action Input: ", "<REASONING>" a Thought."""
    word = m.group(1)
    return ("Thought" if word.lower() == "reasoning" else word.replace("_", " ").title()) + ": "


# A role's name before each label: "ASSISTANT Action: …", "ASSISTANT Observation:".
# (its case drifting or its end garbled: "ASSistant Response:", "ASSISTICK Action Input:",
# ToolAlpaca-7B and 13B, b902)
_ROLE_WORD = r"^[ \t]*(?:ASSISTANT|Assistant|ASS[A-Za-z]{0,8})[ \t]+"
_ROLE_LABEL_RE = re.compile(
    rf"{_ROLE_WORD}(?=(?:Thought|Action|Action Input|Observation|Final Answer|Response)[ \t]*:)",
    re.M,
)
_ROLE_RESPONSE_RE = re.compile(rf"{_ROLE_WORD}Response[ \t]*:", re.M)
_YAML_THINKING_RE = re.compile(
    r"\s*thinking[ \t]*:[ \t]*[|>][-+]?[ \t]*\n((?:[ \t]+\S[^\n]*(?:\n|\Z)|[ \t]*\n)+)"
)
_INVENTED_TURN_RE = re.compile(r"\n[ \t]*\n[ \t]*Human:")
# The user's role word glued to a sentence's end, a new turn right after it (a tag or a capital)
# (or a role's word glued after a list of calls: '[f(type="delete")]assistantTo determine…',
# phi-4 on BFCL, b1337)
_GLUED_USER_TURN_RE = re.compile(
    # (a word of prose after it, not code's "membership.userId !== userId", b1364)
    r"(?<=[a-z][.!?])user(?=<[a-z]|[A-Z][a-z]+[ \t]+[a-z])"
    r"|(?<=\)\])(?:user|assistant)(?=\s*[A-Z<])"
)
# (or the whole reply: "assistant", granite-3.2-8b on BFCL, b950: a role's word and nothing else)
_LEADING_ROLE_RE = re.compile(r"\A\s*assistant(?:[ \t]*:[ \t]*\n?|[ \t]*\n|\s*\Z)", re.I)
# The role label of LifelongAgentBench's model, once or twice, before its reply's first words
_LEADING_AGENT_RE = re.compile(r"\A\s*(?:Agent:[ \t]*)+\n?")
# A leaked role word on a line of its own before a step (Qwen2.5-7B in smolagents).
_USER_ROLE_RE = re.compile(r"\s*user\n(?:thought|action|final answer)[ \t]*:", re.I)
# agentkit: "Action: Tool Name: add Input: {"a": 5}".
_TOOL_NAME_INPUT_RE = re.compile(
    r"^([ \t]*Action[ \t]*:[ \t]*)Tool[ _]?Name[ \t]*:[ \t]*([\w.\-]+)[ \t]+"
    r"(?:Tool[ _]?)?Input[ \t]*:[ \t]*",
    re.M | re.I,
)
# AgentBoard: "Action: name with Action Input: {…}", or the name alone on its line.
_WITH_INPUT_RE = re.compile(
    r"^([ \t]*(?:Action[ \t]*:[ \t]*)?)([\w.\-]+)[ \t]+with[ \t]+(Action Input[ \t]*:)", re.M
)
# A fence whose backticks a page spaced out: " ` ` ` json".
_SPACED_FENCE_RE = re.compile(r"^[ \t]*` ` `[ \t]*(\w*)[ \t]*$", re.M)
_NAME_RE = re.compile(r"[\w.\-]+", re.UNICODE)
_THOUGHT_TOKENS_RE = re.compile(r"<\|thought_start\|>(.*?)(?:<\|thought_end\|>|$)", re.S)
_XML_OPEN_RE = re.compile(r"\s*<([\w.\-:]+)>")


_TURN_LABEL_RE = re.compile(r"\s*\n[ \t]*Assistant[ \t]*[:：][ \t]*(?=\n)")
# The other speaker's turn, in a dialogue a reply writes out
_DIALOGUE_TURN_RE = re.compile(r"^[ \t]*(?:User|Human)[ \t]*[:：]", re.M)


def _only_xml_blocks(text: str) -> bool:
    """Whether `text` is nothing but <tag>…</tag> blocks (one scan, no backtracking)."""
    at, blocks, names = 0, 0, set()
    while at < len(text):
        if blocks and (turn := _TURN_LABEL_RE.match(text, at)):
            # "</thought>\n\nAssistant:\n<thought>…" (CodeLlama in MINT, b550): the model's
            # own next turns, thoughts again, no action in any
            at = turn.end()
        m = _XML_OPEN_RE.match(text, at)
        if m is None:
            return blocks > 0 and not text[at:].strip()
        end = text.find(f"</{m.group(1)}>", m.end())
        if end < 0:
            # (the last of a run of like elements cut off by the reply's end: "<function>f(
            # name): …</function>\n<function>f_message(name): …</function>\n<function>f_mes",
            # smollm2 under a Bedrock-style prompt, b690)
            return blocks >= 2 and m.group(1) in names
        at, blocks = end + len(m.group(1)) + 3, blocks + 1
        names.add(m.group(1))
    return blocks > 0


_STOP_WORDS = (
    "observation:",
    "observation：",
    "观察:",
    "观察：",
    "pause",
    # (the stop strings of ReAct prompts in other languages: "…\n\nPengamatan", b730)
    "observación:",
    "observação:",
    "beobachtung:",
    "quan sát:",
    "наблюдение:",
    "pengamatan:",
    "gözlem:",
    "osservazione:",
    "الملاحظة:",
    "अवलोकन:",
    "การสังเกต:",
    # (Haystack's: "Tool Input: …\nTool " left at the end, qwen 0.5B, b745)
    "tool result:",
)


def _prose_after_question(body: str, segments: list[_Segment], lead: _Segment) -> bool:
    """Whether prose follows a question (one that opens the reply, or another before the
    lead): paragraphs after its line, or lines under a question label left empty
    ("Preguntas:\n\n- "Dos precios…"\n- "Para 2 máquinas…"", smollm2 under the Spanish
    prompt, b400); not a line of figures under the question ("질문: 111.111.1111\nDOUBLE11:")."""
    for asked in segments:
        if asked is lead or asked.kind != "question":
            return False
        text = body[asked.body : asked.end]
        own = text.strip()
        if sum(1 for line in own.splitlines() if line.strip()) > 1 and (
            "\n\n" in own or not text.partition("\n")[0].strip()
        ):
            return True
    return False


def _kind_of(match: re.Match[str]) -> str:
    group = match.lastgroup or ""
    return group.rsplit("_", 1)[0]


def _first_final_label(text: str) -> re.Match[str] | None:
    """The first final answer's label starting a line of `text`, or None."""
    return next((m for m in _LABEL_RE.finditer(text) if _kind_of(m) == "final"), None)


# ---------------------------------------------------------------------------- cleaning


@dataclass
class _Clean:
    text: str
    reasoning: str | None = None
    unclosed_think: bool = False  # began with <think> and never closed it
    answered: bool = False  # began with an <answer> tag


# An upper-case marker of no known format glued before JSON at a reply's start (JSON: not
# "[OPTIONS]{\n\n-1\n-2…", qwen 0.5B under Mistral's prompt, b1699, the whole reply babble)
_LEAD_MARKER_RE = re.compile(
    r"\[(?![A-Z_]*(?:TOOL|CALL|FUNC|ARGS|THINK))[A-Z][A-Z_]{3,}\]"
    r"(?=[ \t]*(?:\[\s*[\[{\"]|\{\s*[\"'}]))"
)


# {"action": "name"} with {"action_input": …} on the next line
_STACKED_BLOB_RE = re.compile(
    r"(\{[ \t]*\"action\"[ \t]*:[ \t]*\"[^\"\n]*\")[ \t]*\}[ \t]*\n[ \t]*\{(?=[ \t]*\"action_input\")"
)
# A fence line right under a first line of one JSON value (a string, a number, or the end of
# an object), no fence before it, and more after it (alone after the value, it stays the
# answer's: "10.5\n```", b368-auto-014)
_STRAY_CLOSING_FENCE_RE = re.compile(
    r"\s*(?:\"[^\"\n]*\"|-?\d[\d.]*|[^\n`{]*\})[ \t]*\n([ \t]*```[ \t]*)\n(?=\s*\S)"
)


def clean(text: str) -> _Clean:
    """Drop what is not the step: special tokens, <think> blocks, a stop string cut short."""
    reasoning: list[str] = []
    if "<|thought_start|>" in (text or ""):  # MiniCPM's thought tokens
        reasoning.extend(m.strip() for m in _THOUGHT_TOKENS_RE.findall(text))
        text = _THOUGHT_TOKENS_RE.sub("", text)
    text = text or ""
    if text[:1] in "\"'“" and _QUOTED_LABEL_RE.match(text):
        # '"最终答案: 领密性…' (qwen2.5-coder-0.5b): a stray quote before the reply's first label
        text = text[1:]
    if text.startswith("[") and (marker := _LEAD_MARKER_RE.match(text)) is not None:
        # "[BENCELLON_ANALYTICS][{"type": "function", …}]" (qwen 0.5B under Magistral's
        # prompt, b720): a made-up marker glued before the JSON, as a special token is
        text = text[marker.end() :]
    if "[THINK]" in text:
        # Magistral's "[THINK]…[/THINK]" (never closed: cut in its thinking, b720): <think>;
        # one opened at the reply's very end, nothing in it, is dropped ("So, my zones are 202
        # bpm.\n\n[THINK]", qwen 0.5B under Magistral's prompt, b742)
        text = re.sub(r"\s*\[THINK\]\s*\Z", "", text) if text.strip() != "[THINK]" else text
        text = text.replace("[THINK]", "<think>").replace("[/THINK]", "</think>")
    if "_THINKING" in text:
        # Command A's thinking tokens, perhaps with a bar lost ("<START_THINKING|>"): a block
        # of thought as <think> is
        text = _COMMAND_THINK_RE.sub(
            lambda m: "</think>" if m[1].upper() == "END" else "<think>", text
        )
        if "</think>" not in text:
            # "<START_THINKING|>…<START_RESPONSE|>\n\n500 欧元…" (the thinking never closed,
            # Qwen2.5-Coder under Command A's prompt): it ends where the response begins
            text = re.sub(r"(?=<\|?START_RESPONSE\|?>)", "</think>", text, count=1, flags=re.I)
    if "<|" in text:
        text = _TOKEN_LABEL_RE.sub(lambda m: _TOKEN_LABELS.get(m.group(1).lower(), ""), text)
    if any(step in text for step in _GLUED_STEPS):
        # "Thought:Action: calculate", "思考：最終答案：上千天的結果" (b549)
        text = _GLUED_LABEL_RE.sub(r"\1\n", text)
    if "So the final answer is:" in text:
        # "… is not 2026-2024. So the final answer is: 2026" (self-ask's label after a sentence)
        text = re.sub(r"(?<=[.!?])[ \t]+(?=So the final answer is:)", "\n", text)
    # ("```\n[## next_thought## ]\nMAS.\n…\n```" (qwen 0.5B under DSPy's prompt, b1232):
    # DSPy's markers only in fences, a script and its output shown, none of the reply's)
    fenced_markers = "## " in text and "```" in text and _markers_fenced(text)
    if "## " in text and ("[## " in text or "[[ " in text) and not fenced_markers:
        # "[## next_thought## ]" (smollm2 copying DSPy's markers loosely, b494), "[[ next_thought
        # ## ]]" (b529)
        text = re.sub(
            r"^([ \t]*)\[{1,2} ?(?:## ?)?(\w+) ?## ?\]{1,2}", r"\1[[ ## \2 ## ]]", text, flags=re.M
        )
    if "[[ ## " in text and not fenced_markers:
        text = _DSPY_GLUED_FIELD_RE.sub("\n", text)  # one marker a line
        if text.lstrip().startswith("[[ ## "):
            # "[[ ## next_thought ## ]] order BX7Q2 想改期…？[[ ## next_tool_name ## ]] yanchu_piao[[
            # ## next_tool_args ## ]] {…}" (qwen 0.5B under DSPy's prompt, b1391): every field on
            # one line, each marker glued to the value before it (a reply that opens with a
            # marker quotes none)
            text = re.sub(r"(?<=\S)[ \t]*(?=\[\[ ## \w+ ## \]\])", "\n", text)
        fields = [m.group(1).lower() for m in _DSPY_FIELD_RE.finditer(text)]
        if not any(f.endswith("tool_name") or re.fullmatch(r"action_\d+", f) for f in fields):
            # a module's other outputs, no step ("[[ ## titles ## ]]\n[…]", DSPy's extract after
            # its ReAct): the first of them opens the answer, as an "answer" field does
            # (not a step's own "next_tool_args" with no name before it: babble under the
            # markers, "[## next_tool_args##]\n# [###]", qwen 0.5B, b557; a step begun)
            output = next(
                (
                    f
                    for f in fields
                    if f not in ("completed", "finished")
                    and not _musing_field(f)
                    and not f.endswith("tool_args")
                ),
                None,
            )
            if output is not None and "answer" not in fields:
                text = re.sub(
                    rf"^[ \t]*\[\[ ## {output} ## \]\]",
                    "[[ ## answer ## ]]",
                    text,
                    count=1,
                    flags=re.M,
                )
        first = _DSPY_FIELD_RE.search(text)
        if first is not None and fields and all(_musing_field(f) for f in fields):
            # "看看我…紫穹极宁…\n\n[[ ## next_thought ## ]]\n…" (qwen 0.5B, babble then only a
            # thought, b492): the fields hold the reply; words before them are none of it
            reasoning.append(text[: first.start()].strip())
            text = text[first.start() :]
        text = _DSPY_FIELD_RE.sub(_dspy_label, text)
        # ('[[ ## next_tool_args ## ]] Arguments: {"players": …}.', '[[ ## next_tool_args ## ]] =
        # {…}' (qwen 0.5B under DSPy's prompt, b1086): a word or "=" before the arguments)
        text = _DSPY_ARGS_LEAD_RE.sub(r"\1", text)
    if "` ` `" in text:
        text = _SPACED_FENCE_RE.sub(r"```\1", text)
    if "```_" in text:
        # "…print(x)\"\n```_\nuser\n<returncode>0…" (mini-SWE-agent's model, b847-009): a
        # stray token glued after a closing fence; the fence closes there all the same
        text = re.sub(r"^([ \t]*```)_[ \t]*$", r"\1", text, flags=re.M)
    if text.count("```") % 2 and (stray := _STRAY_CLOSING_FENCE_RE.match(text)):
        # '"13812345678"\n```\n\nThought: 我们可以…\n\nFinal Answer: …' (qwen 0.5B under the
        # JSON-blob prompt, b1184): a blob's last value and the fence that closes it, its
        # opening never written: the fence closes nothing, the steps after it are no code
        text = text[: stray.start(1)] + text[stray.end(1) :]
    if '"action_input"' in text and "}" in text:
        # '{"action": "container_track"}\n{"action_input": {"container_no": "MSCU4471203"}}'
        # (qwen 0.5B under the JSON-blob prompt, b1208): the blob's two keys an object each,
        # one under the other: one object
        text = _STACKED_BLOB_RE.sub(r"\1, ", text)
    if "$JSON_BLOB" in text:
        # "Action:\n$JSON_BLOB = {\"action\": …}": the prompt's name for the blob, assigned
        text = re.sub(r"\$JSON_BLOB[ \t]*=[ \t]*(?=\{|```|\n)", "", text)
    if "<tools>" in text:
        # Hermes' list of tool specs, echoed: no call in it; but a call written in the tags
        # ('<tools>\n{"name": "f", "arguments": {…}}\n</tools>', Qwen3-Coder) stays
        # ... nor in specs never closed: "<tools>\n{"type": "function", "function": {"name":
        # …, "description": …, "parameters": {…" to the reply's end (Qwen2.5-Coder 0.5B)
        text = re.sub(
            r"<tools>(.*?)</tools>|<tools>(\s*[\[{].*)\Z",
            lambda m: m[m.lastindex or 1] if '"arguments"' in m[m.lastindex or 1] else "",
            text,
            flags=re.S,
        )
    if "[" in text:
        text = _BRACKETED_LABEL_RE.sub(r"\1", text)  # "[Action: average_dog_weight]"
        if any(
            m[1].lower() in ("action", "final answer")
            or (m.start() == 0 and m[1].lower() != "question")
            for m in _STEPWISE_LABEL_RE.finditer(text)
        ):
            # (not "[QUESTION]" or "[thought]" amid babble: no step's marker, the text stays as
            # written, b720, b723)
            text = _STEPWISE_LABEL_RE.sub(lambda m: m.group(1).title() + ": ", text)
    lowered = text.lower()
    if "<action" in lowered or "<final" in lowered or "<行动" in text or "<最终答案>" in text:
        # "<Action>read_file</Action>\n<Action Input>{…}</Action Input>": labels as tags
        # (not a child element of a call: "<browser_action>\n<action>launch</action>", Cline)
        labels = [
            m
            for m in _TAG_LABEL_OPEN_RE.finditer(text)
            if not _IN_ELEMENT_RE.search(text, max(0, m.start() - 200), m.start())
        ]
        opened = {m.group(1).lower() for m in labels}
        acted = next((m for m in labels if m.group(1).lower() == "action"), None)
        answered_first = re.search(r"<final_answer>(.*?)</final_answer>", text, re.S)
        if acted is not None and answered_first and answered_first.start() < acted.start():
            # "<thought>…</action>\n<final_answer>你可以在预订记录中查看…</final_answer>\n
            # <action>exchange_TKT</action>\n<action_input>{2023-04-01}</action_input>" (qwen
            # 0.5B under an XML ReAct prompt, b1407): the answer's element closed before any
            # action is the first complete step; the rest is never reached
            text = text[: answered_first.start()] + "Final Answer: " + answered_first[1]
            labels = [m for m in labels if m.start() < answered_first.start()]
        starts = {m.start() for m in labels}
        text = _TAG_LABEL_OPEN_RE.sub(
            lambda m: _tag_label(m) if m.start() in starts else m[0], text
        )
        if (
            opened & {"action_input", "action input"}
            and "<final_answer>" in text
            and "</final_answer>" not in text
        ):
            # '<action>chongwu_dangan</action>\n<action_input>["cat", …]</action_input>\n
            # <final_answer>cat可能会…' (qwen 0.5B under an XML ReAct prompt, b1188): an answer's
            # tag never closed after the input's, a label as the others are (closed, it is an
            # answer tag of its own)
            text = re.sub(r"^[ \t]*<final_answer>[ \t]*", "Final Answer: ", text, flags=re.M)
        if "action" in opened and not opened & {"action_input", "action input"}:
            # "<action>fuel_policy</action_input>{"station_name": "OSL", …}" (qwen 0.5B under
            # an XML ReAct prompt, b920): the input's closing tag where the action's goes, its
            # input after it
            text = _INPUT_CLOSES_ACTION_RE.sub(r"\1\nAction Input: ", text)
        # only the closing tags of labels opened so: "<action tool=…>…</action>" is e2b's call
        text = _TAG_LABEL_CLOSE_RE.sub(lambda m: "" if m.group(1).lower() in opened else m[0], text)
    if "ASS" in text or "Assistant " in text:
        # (ToolAlpaca's answer is its "ASSISTANT Response:")
        text = _ROLE_RESPONSE_RE.sub("Final Answer:", text)
        text = _ROLE_LABEL_RE.sub("", text)  # "ASSISTANT Action: sendHttpRequest" (ToolAlpaca)
    if "Tool Name" in text:
        # "Action: Tool Name: add Input: {"a": 5}" (agentkit): the name, then its input
        text = _TOOL_NAME_INPUT_RE.sub(r"\1\2\nAction Input: ", text)
    if "with Action Input" in text:
        # "get_current_temp with Action Input: {…}" (AgentBoard)
        text = _WITH_INPUT_RE.sub(
            lambda m: f"{m.group(1) or 'Action: '}{m.group(2)}\n{m.group(3)}", text
        )
    if "<|" in text or "</s>" in text or "<end_of_turn>" in text:
        ended = _END_TOKEN_RE.search(text)
        if ended and ended[0] == "<|end|>" and "<|channel|>" in text:
            ended = None  # gpt-oss's harmony: "<|end|>" closes one message of several
        if ended and text[: ended.start()].strip():
            # "…budget constraints.<|end_of_text|><|begin_of_text|>://\nThought: …": the
            # reply ended there; what follows is a new turn the model went on to write
            text = text[: ended.start()]
    if "<|CODE|>" in text:
        # "<|CODE|>\nresponse = ChaDri.change_drink(drink_id='latte', …)\nprint(response)\n
        # <|CODE|>" (BFCL's prompt variation that asks for code between these delimiters):
        # a code blob, as "<code>…</code>" is, not a special token to drop
        parts = text.split("<|CODE|>")
        text = parts[0] + "".join(
            ("<code>\n" if i % 2 else "\n</code>") + part for i, part in enumerate(parts[1:], 1)
        )
    if "要採取的" in text or "要采取的" in text:
        # "動作：要採取的動作是：\nlog_meal oatmeal …" (the template's words for "the action to
        # take" copied before the action, b547): the action after them; not in a final
        # answer's text ("最终答案：…\n動作：要採取的動作：vaccine_due\n…", qwen 0.5B under the
        # Traditional Chinese ReAct prompt, b1110: the answer as written)
        final = _first_final_label(text)
        cut = final.end() if final else len(text)
        text = _TAKE_ACTION_RE.sub(r"\1", text[:cut]) + text[cut:]
        if final is None:
            # ... or those words as the Action's label, its own left out: "思考：\n…\n要採取的
            # 動作：ReserveBike。\n動作輸入：…" (qwen 0.5B under the Traditional Chinese ReAct
            # prompt, b1566); not with an answer below (b707: the answer)
            text = _TAKE_ACTION_LABEL_RE.sub(r"\1動作：", text)
    if "no_tool_call" in text:
        # "…Just tell me which city.\n\n<no_tool_call>" (qwen3:4b on Ollama, b543): a marker
        # that says no call follows; no part of the answer
        text = re.sub(r"^[ \t]*</?no_tool_calls?[ \t]*/?>[ \t]*$\n?", "", text, flags=re.M)
    if "<|action_" in text:
        # "<|action_start|\nrequest_leave(…)\n<|action_end|" (InternLM2's tokens, each ">"
        # lost, b535): the tokens as they are meant
        text = re.sub(r"<\|(action_start|action_end)\|(?!>)", r"<|\1|>", text)
    if text.lstrip().startswith("<|start|>"):
        # "<|start|>commentary\n\n在购买 EV-377 …" (qwen 0.5B under harmony told as text, b637):
        # a header's channel word, the header's other tokens left out; no part of the answer
        text = re.sub(rf"\A\s*{_BARE_CHANNEL}\n", "", text)
        # ... or a header's channel after the step: "<|start|>function.SEATING_PLAN({…})<|
        # channel|>commentary" (qwen 0.5B, b690)
        text = re.sub(r"<\|channel\|>(?:analysis|commentary|final)\s*\Z", "", text)
    text = _SPECIAL_RE.sub("", text)
    if text.lstrip()[:9].lower() == "assistant" and (role := _LEADING_ROLE_RE.match(text)):
        # the role's header leaked without its tokens (functionary: "assistant\n…"), or the
        # speaker's label ahead of the reply ("Assistant:\n<thought> …", MINT's transcripts;
        # gemma3 copying a few-shot chat): no part of the reply
        text = text[role.end() :]
    elif text.lstrip()[:6] == "Agent:" and (role := _LEADING_AGENT_RE.match(text)):
        # "\n\n\nAgent: Congratulations, you have passed the task. The final answer is …"
        # (Llama-3.1-8B on LifelongAgentBench, whose turns are "User:" and "Agent:", b1564):
        # the model's own role label, once or twice, ahead of its reply
        text = text[role.end() :]
    elif text.lstrip()[:3] == "AI:" and re.match(r"\s*AI:[ \t]*\[[\w.\-]+\(", text):
        text = text.lstrip()[3:]  # "AI: [math.gcd(num1=12, num2=18)]" (MiniCPM3-4B, b913)
    elif text.lstrip()[:3] == "AI:" and re.match(r"\s*AI:[ \t]*\n\s*Assistant:", text):
        text = text.lstrip()[3:]  # "AI: \nAssistant: ```json…" (Llama-2-70b-chat): two roles
    elif text.lstrip()[:5].lower() == "user\n" and _USER_ROLE_RE.match(text):
        text = text.lstrip()[5:]  # "user\nthought: I will use…": a leaked role word, then a step

    def keep(m: re.Match[str]) -> str:
        reasoning.append(m.group(2).strip())
        return ""

    if "<thinking-content-" in text:
        # "<thinking-content-7bbeb8e1…>…</thinking-content-7bbeb8e1…>" (aider's reasoning tags
        # with a hash): a <think> block
        text = re.sub(r"<(/?)thinking-content-[0-9a-f]{6,64}>", r"<\1think>", text)
    if "<channel|>" in text:
        # "<|channel>thought\n<channel|>I'm sorry to hear…" (Gemma 4's thinking channel, its
        # tokens leaked, b604): a <think> block
        text = re.sub(
            # (never past the next opening: from each of many never closed the search would
            # run to the end)
            r"<\|channel>thought\b((?:(?!<\|channel>).)*?)<channel\|>",
            r"<think>\1</think>",
            text,
            flags=re.S,
        )
    if "```think" in text or "```scratch_pad" in text:
        # "```thinking\nI have the orders…\n```\nYour shipped orders are: …" (Gemma 3 under a
        # prompt that asks for a thinking fence, then a function_call fence), Hermes 3's
        # ```scratch_pad fence before its <tool_call>: each such fence that opens the reply is
        # a thought; closed by a bare fence line, or by the call's fence opening ("…with the
        # user's email.\n```function_call\n{…}")
        thought_fences = 0
        while m := _THINKING_FENCE_RE.match(text):
            closer = FENCE_LINE_RE.search(text, m.end())
            if closer is None and "scratch_pad" in m.group(0) and "<tool_call" not in text:
                # "```scratch_pad\nGoal: …\nActions:\n  recall_check(…)\n\nReflection: …"
                # (qwen 0.5B under Hermes 3's prompt, b698): the plan alone, never closed
                reasoning.append(text[m.end() :].strip())
                text = ""
                break
            if closer is None or closer.group(1) not in ("", "function_call", "tool_call"):
                break  # (never closed, or another fence opened inside it: no thinking block)
            reasoning.append(text[m.end() : closer.start()].strip())
            text = text[closer.end() if not closer.group(1) else closer.start() :].lstrip("\n")
            thought_fences += 1
        if thought_fences and len(FENCE_LINE_RE.findall(text)) == 1:
            # (and the answer after it closed by a fence line never opened: dropped)
            text = re.sub(r"\n[ \t]*```[ \t]*\Z", "", text.rstrip())
    lower = text.lower()
    named = "></" in lower and _tags_named(text)
    if ("</think" in lower or "</reasoning" in lower or "</scratch" in lower) and not named:
        # (no closing tag: no regex scan, it is O(n²))
        text = _THINK_RE.sub(keep, text)
    # An unclosed tag: "<think>" opened in the prompt, or a reply cut inside the block.
    lower = text.lower()
    first_close = lower.find("</think>") if "<think>" not in lower else -1
    if (
        first_close >= 0
        and lower.count("</think>") >= 2
        and (
            _STEP_LABEL_RE.search(text[:first_close])
            or _TOOL_LINE_CALL_RE.search(text[:first_close])
        )
    ):
        # "TOOL: list_files(/reports)\n\nResultado:\n…\n</think>\n\nTOOL: read_file(…)…
        # </think>…" (KAT Coder Pro in a benchmark's log, b1313): a step first, then a whole
        # made-up run, its thinking closed again and again by tags never opened; the first
        # step is the reply's
        text = re.sub(r"</think>", "", text, flags=re.I)
        lower = text.lower()
    if "</think>" in lower and not named:
        cut = lower.rfind("</think>")
        before, after = text[:cut], text[cut + len("</think>") :]
        if after.strip() or "<think>" in lower or not _STEP_LABEL_RE.search(before):
            reasoning.append(before.replace("<think>", "").strip())
            text = after
        else:
            # "Thought: …\nAction: get_weather(city="北京")\n</think>" (hello-agents runs): a
            # closing tag never opened, after the step; the step is the reply
            text = before
    unclosed = False
    if "</think>" not in lower and lower.lstrip().startswith("<think>"):
        text, unclosed = text.replace("<think>", "", 1), True
    elif (
        thought := re.match(r"\s*<(thought|thinking|scratchpad)>", text, re.I)
    ) and f"</{thought[1].lower()}>" not in lower:
        # "Assistant:\n\n<thought>\nTo solve this problem, …" cut off, or closed by another
        # tag ("…\n</execute>", MINT): a thought never closed, read as a <think> block is
        text, unclosed = text[thought.end() :], True
    block = _YAML_THINKING_RE.match(text) if "thinking" in text[:40] else None
    if block and block.group(1).strip():
        # "thinking: |\n    …\n    Action: search.\n    Observation: …\naction: save_note"
        # (PocketFlow's YAML decision): the indented block scalar is the thought, whatever
        # labels it quotes; the decision's keys follow it
        inner, after = block.group(1), text[block.end() :]
        base = re.match(r"\s*?([ \t]*)\S", inner)
        decided = base and re.search(
            rf"^{base[1]}action[ \t]*:[ \t]*[\w.\-]+[ \t]*$", inner[base.end() :], re.M
        )
        if base and decided:
            # "thinking: |\n    I'll report the flat tyre…\n    action: report_damage\n    reason: …
            # \n    parameters:\n        bike_id: BK-0917" (qwen 0.5B under PocketFlow's prompt,
            # b764, b1566): the decision's keys indented into the block; the block ends there
            cut = base.end() + decided.start()
            inner, after = inner[:cut], textwrap.dedent(inner[cut:]) + after
        reasoning.append(textwrap.dedent(inner).strip())
        text = after
    if "FUNCTION" in text and "✿" not in text:
        # "✨FUNCTION: book_embassy_slot\nARGS: {…}" (qwen 0.5B under Qwen-Agent's prompt, b778):
        # the flower written as another symbol, the ARGS marker's left out
        flowered = _OTHER_FLOWER_RE.sub(r"✿\1", text)
        if flowered != text:
            text = re.sub(r"^ARGS(?=[:：])", "✿ARGS", flowered, flags=re.M)
        elif {m[1] for m in _SPACED_FLOWER_RE.finditer(text)} >= {"FUNCTION", "ARGS"}:
            # "✅FUNCTION unlock_bike: classic\n✅ARGS bike_id=88213, minutes=40\n✅RESULT …"
            # (qwen 0.5B under Qwen-Agent's prompt, b1310): another symbol, a space for the colon
            text = _SPACED_FLOWER_RE.sub(r"✿\1✿: ", text)
    if "✿" in text:  # Qwen-Agent's markers start a line even when the model glued them on
        # (or lost their closing flower: "✿FUNCTION: book_room\n✿ARGS: {…}", b491)
        text = re.sub(r"(✿(?:FUNCTION|ARGS|RESULT|RETURN))(?![✿\w])", r"\1✿", text)
        text = re.sub(r"(?<!\n)(✿(?:FUNCTION|ARGS|RESULT|RETURN)✿)", r"\n\1", text)
        swapped = _ARGS_FIRST_RE.search(text) if text.count("✿ARGS✿") == 1 else None
        if swapped:
            # "✿ARGS✿: {…} ✿FUNCTION✿: handoff_to_planner" (deepseek-v3 under deer-flow): the
            # arguments written before the name, nothing after it
            text = text[: swapped.start()] + swapped[2] + "\n" + swapped[1] + text[swapped.end() :]
    if (
        "Human:" in text
        and (turn := _INVENTED_TURN_RE.search(text))
        and (text[: turn.start()].strip() or unclosed)
    ):
        # "<thought> I can now execute the code. </thought>\n\n\nHuman: Observation:\nI don't
        # understand your input. …<execute> YOUR_CODE_HERE </execute>" (MINT, Llama-2): the
        # user's next turn made up after the reply; the reply ends where it begins (even
        # after a thought opened and left empty: "<thought>\n\n\nHuman: …", CodeLlama, b550)
        text = text[: turn.start()]
    if ("user" in text or "assistant" in text) and (glued := _GLUED_USER_TURN_RE.search(text)):
        # "…No function invocation is needed.user<p>Which of the following is not a type of
        # computer memory?</p>…" (phi-4 on BFCL, b1149): the chat template's role word left
        # when its tokens were stripped, the user's next turn made up after it
        text = text[: glued.start()]
    text = _strip_stop_fragment(text.strip())
    answered = False
    if "answer>" in text or "ANSWER>" in text:
        answered = text[:8].lower() == "<answer>"
        text = _unwrap_answer_tag(text)
    text = _unwrap_fence(text)
    said = "\n".join(r for r in reasoning if r) or None
    return _Clean(text, said, unclosed_think=unclosed, answered=answered)


# Qwen-Agent's markers with the flower written as another symbol: "✨FUNCTION:"
_OTHER_FLOWER_RE = re.compile(r"^[^\w\s✿]{1,2}(FUNCTION|ARGS|RESULT|RETURN)(?=[:：✿])", re.M)
# ... with a space where the colon goes: "✅FUNCTION unlock_bike"
_SPACED_FLOWER_RE = re.compile(r"^[^\w\s✿]{1,2}(FUNCTION|ARGS|RESULT|RETURN)[ \t]+(?=\S)", re.M)
# Qwen-Agent's arguments before its function's name, and no other arguments after it
_ARGS_FIRST_RE = re.compile(r"^(✿ARGS✿[^\n]*(?:\n(?!✿)[^\n]*)*)\n(✿FUNCTION✿[^\n]*)$", re.M)

_FENCE_BLOCK_RE = re.compile(r"^```[ \t]*\n(.*?)\n```[ \t]*$", re.S | re.M)
_PLAIN_FENCE_BLOCK_RE = re.compile(
    r"^```(?:text|txt|plaintext|plain)?[ \t]*\n(.*?)\n```[ \t]*$", re.S | re.M | re.I
)


def _unwrap_answer_tag(text: str) -> str:
    """ "<answer>do(action="Tap")</answer>" (R1-style and AutoGLM replies): what is inside,
    read as the reply; the closing tag may be missing or left alone at the end."""
    lower = text.lower()  # "<ANSWER>…</ANSWER>" (squadron) as well
    if lower.startswith("<answer>"):
        end = lower.rfind("</answer>")
        first = lower.find("</answer>")
        if 8 <= first < end and lower[first + 9 :].lstrip().startswith("<answer>"):
            # "<answer>1.15</answer>\n<answer>1.15</answer>" (smollm2 under a Bedrock agent's
            # prompt, b1625): the answer's element written again: the first
            end = first
        return (text[8:end] if end >= 8 else text[8:]).strip()
    if lower.endswith("</answer>") and "<answer>" not in lower:
        return text[: -len("</answer>")].rstrip()
    return text


def _strip_stop_fragment(text: str) -> str:
    """Remove a trailing line that is the beginning of a stop string ("Observ", "观")."""
    last_break = text.rfind("\n")
    tail = text[last_break + 1 :].strip().strip("*").lower()
    # (English words begin "tool result:": only "tool" and on is its fragment, not "To")
    if (
        tail
        and any(w.startswith(tail) and (len(tail) >= 4 or w[0] != "t") for w in _STOP_WORDS)
        and (last_break >= 0 or len(tail) > 2)
    ):
        return text[: max(last_break, 0)].rstrip()
    return text


# Code whose "#" or "//" lines are comments, not Markdown headings (and whose indented
# lines are a block's body, not the start of a step)
_COMMENTED_LANGS = {"py", "python", "python3", "bash", "sh", "shell", "js", "javascript", "ts"}
_CODE_LINE_RE = re.compile(r"^(?:[ \t]|[ \t]*(?:#|//)).*$", re.M)


def _unwrap_fence(text: str) -> str:
    """A whole reply wrapped in one code fence is read as if unfenced."""
    if text.startswith("'''") and text.endswith("'''") and text.count("'''") == 2 and len(text) > 6:
        # "'''json\n{"action": …}\n'''" (a fence drawn with quotes, gpt-3.5 in a structured
        # chat README): a fence
        text = "```" + text[3:-3] + "```"
    if text.startswith(("```", "~~~")) and text.endswith(("```", "~~~")) and text.count("```") <= 2:
        inner = text[3:-3]
        first_newline = inner.find("\n")
        body = inner[first_newline + 1 :] if first_newline >= 0 else inner
        labelled = body
        if first_newline >= 0 and inner[:first_newline].strip().lower() in _COMMENTED_LANGS:
            # "```py\ndef share_link(…): …\n\n# Final answer\nfinal_answer("…")\n```"
            # (qwen2.5-coder-0.5b under smolagents' prompt, b734): a comment is no label, nor
            # an indented line ("    Parameters:" in a docstring, b734)
            labelled = _CODE_LINE_RE.sub("", body)
        if _LABEL_RE.search(labelled):
            return body.strip()
    if text.startswith("```") and text.count("```") > 2:
        # "```\nThought: …\nAction: f\n…\n```\n\n```\nThought: …```": every step in a fence of
        # its own (gpt-4.1-mini, the prompt's fence copied): read unfenced, the first step wins
        blocks = _FENCE_BLOCK_RE.findall(text)
        if blocks and all(_LABEL_RE.match(b) for b in blocks):
            rest = _FENCE_BLOCK_RE.sub("", text).strip()
            if not rest:
                return "\n\n".join(b.strip() for b in blocks)
    if text.startswith("```") and text.count("```") == 2:
        # "```\nThought: …\nAction: f\nAction Input: {}\nObservation: …\n```\n\nFinal
        # Answer: …" (gpt-4o, the prompt's fence copied): the step in it is the reply's first
        block = _FENCE_BLOCK_RE.match(text)
        if block and _LABEL_RE.match(block.group(1)):
            return (block.group(1) + text[block.end() :]).strip()
    if text.startswith("```") and text.count("```") == 1:
        # "```\nThought: …\nAction: …": the prompt's fence opened, never closed (o3-mini)
        body = text.partition("\n")[2]
        if _LABEL_RE.match(body):
            return body.strip()
    at = text.find("\n```")
    if at > 0 and text.count("```") == 2 and not _LABEL_RE.search(text, 0, at):
        # "…so the answer is 27.29.\n\nHere's the solution:\n\n```\nChina. 27.29.\n
        # Thought: I can answer without more tools.\nAnswer: [27.29]\n```" (qwen2.5-coder-0.5b
        # under LlamaIndex's prompt, which shows its steps in a fence): words, then the step
        # in the reply's one fence, nothing after it
        # (a plain-text fence too, and a sentence after it: "…call the tool:\n\n```plaintext
        # \n✿FUNCTION: route2gpx\n✿ARGS: {…}\n```\n\nThis command will plan a route…", qwen
        # 0.5B under Qwen-Agent's prompt, b1043)
        block = _PLAIN_FENCE_BLOCK_RE.match(text, at + 1)
        after = text[block.end() :].strip() if block else ""
        if (
            block
            and _steps_in(block.group(1))
            and (not after or ("```" not in after and _LABEL_RE.search(after) is None))
        ):
            return (text[:at] + "\n\n" + block.group(1) + ("\n\n" + after if after else "")).strip()
    if text[:1] == text[-1:] == '"' and text.count('"') == 2 and _LABEL_RE.match(text[1:-1]):
        return text[1:-1].strip()  # '"Final Answer: …"': the whole reply in quotes
    return text


def _steps_in(text: str) -> bool:
    """Whether an action's or an answer's label starts a line of `text`."""
    return any(_kind_of(m) in ("action", "final") for m in _LABEL_RE.finditer(text))


def _stray_fence(text: str) -> int:
    """Where a reply's text starts past a first fence line that opens nothing ("```sh\n
    DISCUSSION\n…\n\n```sh\nparcel_lookup SF12\n```": the next fence line opens one too);
    0 when there is none."""
    opened = re.match(r"\s*```[\w\-]+[ \t]*\n", text)
    after = _FENCE_LINE_AFTER_RE.search(text, opened.end()) if opened else None
    return opened.end() if opened and after and after.group(1) else 0


_TAKE_ACTION_RE = re.compile(
    # (or before the name in brackets, no colon: "動作：要採取的動作是 [enroll_course]", b578)
    r"^([ \t*]*(?:動作|动作|行動|行动)[ \t*]*[:：][ \t]*)要[採采]取的(?:動作|动作|行動|行动)是?"
    r"[ \t]*(?:[:：][ \t]*|(?=\[[^\]\n]+\][ \t]*$))",
    re.M,
)
_TAKE_ACTION_LABEL_RE = re.compile(
    r"^([ \t*]*)要[採采]取的(?:動作|动作|行動|行动)是?[ \t*]*[:：](?=[^\n]*\n[ \t*]*(?:動作|动作|行動|行动)"
    r"(?:輸入|输入)[ \t*]*[:：])",
    re.M,
)
_YAML_DECISION_RE = re.compile(
    r"^[ \t]*```yaml[ \t]*\n((?:(?!```)[\s\S])*?^(?:action|command):[ \t]*([\w.\-]+)[ \t]*$"
    r"(?:(?!```)[\s\S])*)",
    re.M,
)
_FENCE_LINE_AFTER_RE = re.compile(r"^[ \t]*```([\w\-]*)[ \t]*$", re.M)


# ---------------------------------------------------------------------------- segments


@dataclass
class _Segment:
    kind: str
    start: int  # where the label starts
    body: int  # where its content starts
    end: int = 0  # where its content ends


def _fenced_ranges(text: str) -> list[tuple[int, int]]:
    ranges = []
    marks = [m.start() for m in _FENCE_RE.finditer(text)]
    for a, b in zip(marks[::2], marks[1::2], strict=False):
        ranges.append((a, b))
    if len(marks) % 2 and not _stray_close(text, marks[-1]):
        ranges.append((marks[-1], len(text)))
    return ranges


def _stray_close(text: str, at: int) -> bool:
    """Whether the fence line at `at`, never closed, is a closing mark left over: bare, then a
    blank line and a thought's or an answer's label ("Action Input: {…}\n```\n\nThought: I can
    answer without more tools.\nAnswer: …", qwen 0.5B under LlamaIndex's prompt, b1354)."""
    bare = _BARE_FENCE_THEN_BLANK_RE.match(text, at)
    label = _LABEL_RE.match(text, bare.end()) if bare else None
    return label is not None and _kind_of(label) in ("thought", "final")


_BARE_FENCE_THEN_BLANK_RE = re.compile(r"[ \t]*```[ \t]*\n[ \t]*\n")


def _execute_ranges(text: str, fences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of <execute> elements (to the end where never closed) that overlap none of
    `fences`."""
    ranges: list[tuple[int, int]] = []
    for m in re.finditer(r"<execute>", text):
        if ranges and m.start() < ranges[-1][1]:
            continue
        end = text.find("</execute>", m.end())
        span = (m.start(), end if end > 0 else len(text))
        if not any(a < span[1] and span[0] < b for a, b in fences):
            ranges.append(span)
    return ranges


def _in_ranges(ranges: list[tuple[int, int]], starts: list[int], at: int) -> bool:
    """Whether `at` lies inside one of the sorted, disjoint `ranges` (`starts`: their starts)."""
    i = bisect.bisect_left(starts, at) - 1
    return i >= 0 and at < ranges[i][1]


# Lines that are each a parameter's pair as a list item: "  - city: York".
_PARAM_LIST_RE = re.compile(r"(?:[ \t]*[-*][ \t]+[A-Za-z_]\w*[ \t]*[:：=][^\n]*(?:\n|\Z))+")
# A quoted value and a comma, the rest of a line: "action: '15'," in a JavaScript object.
# (or the last, the object closed on the next line: '  action: "update"\n});', firefunction-v1
# on BFCL, b1225)
_MEMBER_VALUE_RE = re.compile(
    r"[ \t]*(?:'[^'\n]*'|\"[^\"\n]*\")[ \t]*(?:,[ \t]*(?:\n|\Z)|\n[ \t]*\}[ \t]*[),;])"
)


def _object_member(text: str, m: re.Match[str]) -> bool:
    """Whether a label is an indented key of an object literal left open above it, its value
    quoted and followed by a comma (smollm2 writing JavaScript under Functionary's prompt,
    b686): code, no step."""
    return (
        m.group(0)[:1] in (" ", "\t")
        and m.group(0).strip()[:1].islower()
        and _MEMBER_VALUE_RE.match(text, m.end()) is not None
        and text.count("{", 0, m.start()) > text.count("}", 0, m.start())
    )


# An Observation label in the middle of an inline input's line, after a comma or "and"
_MIDLINE_OBSERVED_RE = re.compile(
    r"(?:,?[ \t]*\b(?:and|e|dan|ve)\b|,)?[ \t]+((?:"
    + "|".join(_LABELS["observation"])
    + r")[ \t]*[:：])",
    re.I,
)


def _segments(text: str, resolve: Resolver | None = None) -> list[_Segment]:
    fences = _fenced_ranges(text)
    if "<execute>" in text:
        # "<execute>\nimport math\ndef answer(a, b):\n…\nanswer(3, 8)\n</execute>" (MINT,
        # b795): code in CodeAct's element, its lines no labels, as a fence's
        fences = sorted(fences + _execute_ranges(text, fences))
    starts = [a for a, _ in fences]
    segments: list[_Segment] = []
    weak_action = False
    for m in _LABEL_RE.finditer(text):
        if _in_ranges(fences, starts, m.start()):
            continue
        if not m.group(0).rstrip().endswith((":", "：", "=")) and _LIST_ITEM_RE.match(m.group(0)):
            continue  # "- Tool" in a list of words
        if m.group(0).lstrip(" \t").startswith("#") and "[" in m.group(0):
            continue  # "# [action]" among "# [type]", "# [callback]" lines (qwen 0.5B, b716)
        kind = _kind_of(m)
        if kind == "final" and "_" in m.group(0) and _LIST_ITEM_RE.match(m.group(0)):
            continue  # "- final_answer: The final answer to the task." (a tool list echoed)
        if _object_member(text, m):
            continue  # "run({\n    id: '37',\n    action: '15',": a key of an object in code
        if kind == "action":
            weak_action = True  # "Action: `calculate`\nInput: `(23*7+15)/4`"
        elif kind == "weak_action":
            line = text[m.end() :].partition("\n")[0]
            named = _NAME_RE.match(line.strip().strip("*`"))
            weak_action = bool(
                resolve
                and (
                    (named and resolve(named.group(0)))
                    # (a name of words: "Next Engine: Navigation Engine", LaVague)
                    or (" " in line.strip() and resolve(line.strip().strip("*` ")))
                )
            )
            if not weak_action:
                continue
            kind = "action"
        elif kind == "weak_input":
            if not weak_action:
                continue
            kind = "input"
        elif kind == "weak_final":
            if not m.group(0).rstrip().endswith((":", "：")) or not any(
                seg.kind == "thought" for seg in segments
            ):
                continue
            kind = "final"
        elif kind in ("next_input", "next_observation"):
            last = segments[-1] if segments else None
            before = "action" if kind == "next_input" else "input"
            if last is None or last.kind != before or "\n" in text[last.body : m.start()].strip():
                continue
            kind = "input" if kind == "next_input" else "observation"
        body = m.end()
        marks = _MARKS_AFTER_RE.search(m.group(0))
        if marks and not _MARKS_BEFORE_RE.match(m.group(0)):
            body -= len(marks.group(1))  # "Final Answer: **History of AGI**": the answer's bold
        segments.append(_Segment(kind, m.start(), body))
    for m in _PAUSE_RE.finditer(text):
        if not _in_ranges(fences, starts, m.start()):
            segments.append(_Segment("pause", m.start(), m.end()))
    if not any(s.kind in ("action", "final") for s in segments):
        # "Thought:… information. Action:ImageDescription Action Input: …" on one line
        first = _MIDLINE_ACTION_RE.search(text)
        if first and first.group(2) and _FLAT_STEP_RE.search(text):
            first = None  # "…power.Action: SearchAction Input: …": a flattened step, read so
        if first and _in_json_string(text, first.start()):
            # '"text": "Thought: … Action: Use the React DevTools. Observation: …"' (a note's
            # value in a JSON call): the words of a string, no label
            first = None
        final = _MIDLINE_FINAL_RE.search(text) if first is None else None
        if final is not None and _in_json_string(text, final.start()):
            final = None
        if first:
            segments.append(_Segment("action", first.start(), first.end()))
        elif final is not None:
            # "Thought: Summarize the discussion. Final Answer: The thread is about …"
            segments.append(_Segment("final", final.start(), final.end()))
    for action in [s for s in segments if s.kind == "action"]:
        line_end = text.find("\n", action.body)
        line = text[action.body : line_end if line_end >= 0 else len(text)]
        inline = None if line.lstrip().startswith("{") else _INLINE_INPUT_RE.search(line)
        if inline and re.match(r"[ \t*`]*[\w.\-]+[ \t*`]*[:：]", line[: inline.start()]):
            # "write_file: content: Action: 工具名 Action Input: 参数" (a note's text as the
            # input already begun): the label is the value's own words
            inline = None
        if inline:
            segments.append(
                _Segment("input", action.body + inline.start(), action.body + inline.end())
            )
            seen = _MIDLINE_OBSERVED_RE.search(line, inline.end())
            if seen:
                # "Azione: rent_bike, Input dell'azione: (48.8566, 2.3522), Osservazione: …"
                # (qwen 0.5B under an Italian ReAct prompt, b836; Indonesian, b797): the
                # observation made up on the input's own line ends the input
                at = action.body + seen.start()
                segments.append(_Segment("observation", at, action.body + seen.end()))
    segments.sort(key=lambda s: s.start)
    for i, seg in enumerate(segments):
        seg.end = segments[i + 1].start if i + 1 < len(segments) else len(text)
    return segments


# Fence lines alone (possessive: a long run of backticks before other text is not split
# every way)
_BARE_FENCES_RE = re.compile(r"\s*+(?:(?:`{3,}+|~{3,}+)[\w-]*+[ \t]*+\n?\s*+)++")


# A list item that is a labelled note: "    *   Exceptions: …", "- **Structure:** …"
# (or in backticks: "- `function_name`: a string for the function name", b725)
# (or numbered and bold: "1. **Items to Check**: …\n2. **Threshold**: …\n3. **Action**: …", a
# plan's outline, DeepSeek-R1 on BFCL, b966; not "1. Planning:\n…\n2. Action:\n…", b227)
_NOTE_ITEM_RE = re.compile(
    r"^([ \t]*)(?:[-*+][ \t]+[*_`]{0,2}|\d{1,2}\.[ \t]+(?=\*\*[^*\n]+\*\*)\*\*)"
    r"[^\W\d][\w .'/\-]{0,30}?[*_`]{0,2}[ \t]*[:：]",
    re.M,
)


def _among_notes(text: str, at: int) -> bool:
    """Whether the label on the line at `at` is one bullet of a list of labelled notes: two
    or more bullets beside it, at its indent, whose labels are no step's."""
    line = _NOTE_ITEM_RE.match(text, at)
    if line is None:
        return False
    others = [
        m
        for m in _NOTE_ITEM_RE.finditer(text)
        if m.start() != at and m.group(1) == line.group(1) and not _LABEL_RE.match(m.group(0))
    ]
    return len(others) >= 2


# Verbs that say "run it" without naming what, in the languages of the labels
_RUN_VERBS = frozenset(
    (
        "execute",
        "executar",
        "ejecutar",
        "exécuter",
        "ausführen",
        "run",
        "call",
        "invoke",
        "use",
        "usar",
        "utilizar",
    )
)
# The template's words where a tool's name goes: "tool name", "the function name" (written as
# a name, "$TOOL_NAME" is one: an unknown tool's, as the corpus has it)
_PLACEHOLDER_NAME_RE = re.compile(
    r"(?:the |your )?(?:tool|function) (?:call )?name|name of the (?:tool|function)"
    # ("行动:\n你采取的行动是：\n- 查询租车服务…": react-zh's template words, qwen 0.5B, b933)
    r"|(?:你|您|我们?)?(?:要)?采取的行动(?:是|为)?"
    # (the other languages' words for "the action to take": "Hành động: hành động cần làm:
    # tìm hiểu …", qwen 0.5B under a Vietnamese ReAct prompt, b965)
    r"|(?:the )?action to take|hành động cần làm|yapılacak eylem|a ação a executar"
    # ("Tindakan: tindakan yang dilakukan: Refill Rx …", the template's words reworded, b1006)
    r"|tindakan yang (?:(?:akan|harus|perlu) )?(?:diambil|dilakukan)|l'azione da compiere|la acción a (?:realizar|tomar)"
    r"|l'action à (?:entreprendre|effectuer)|die auszuführende aktion",
    re.I,
)


def _in_json_string(text: str, at: int) -> bool:
    """Whether a place in a reply that is a JSON object lies inside one of its strings:
    an odd number of unescaped double quotes before it on its line."""
    if not re.match(r"\s*(?:```[\w-]*[ \t]*\n\s*)?[{\[]", text):
        return False  # (the object perhaps in a fence)
    line = text[text.rfind("\n", 0, at) + 1 : at]
    return len(re.findall(r'(?<!\\)"', line)) % 2 == 1


# ---------------------------------------------------------------------------- the action line

_WRAPPED_NAME = re.compile(r"^[*_`'\"“”「」]+([\w.\-]+)[*_`'\"“”」]+(?=\s|$|[:：(\[{])")


def _strip_markup(line: str) -> str:
    """`**search**: x` -> `search: x`; markup around the tool name only."""
    line = line.strip().lstrip("=").rstrip("，,;；").strip()  # "Action:=get_weather: Beijing"
    if line[:1] in "'\"`" and " " in line:
        line = unquote(line)  # "Action: 'calculate: (100 - 37) * 3'", "`get_weather New York`"
    line = _WRAPPED_NAME.sub(r"\1", line)
    star = re.search(r"(?<=[^\s*])\s+\*$", line)  # "run_sql: SELECT *": a star of the input's own
    return line.strip("*_ \t") + (" *" if star else "")


_KWARG_RE = re.compile(r"\s*[A-Za-z_]\w*\s*=\s*[\"'\[{\d]")
_BARE_PAIRS_RE = re.compile(
    r"[ \t]*[A-Za-z_]\w*[ \t]*=[ \t]*[^,=\[\]\n]+(?:,[ \t]*[A-Za-z_]\w*[ \t]*=[ \t]*[^,=\[\]\n]+)+"
)
# An Action Input that gives nothing: a null, or the prompts' own placeholder copied
# ("{}" too: "Action: run_python, {"code": …}\nAction Input: {}", the arguments given above)
_NULL_INPUT = frozenset({"none", "null", "n/a", "无", "{}"})
_PLACEHOLDER_INPUT = frozenset({"its input", "the input to the action", "$input", "工具的输入"})
_TYPE_WORDS = frozenset({"string", "str", "number", "integer", "int", "float", "boolean", "bool"})
_TYPE_WORD_RE = re.compile(rf"\s*(?:{'|'.join(sorted(_TYPE_WORDS))})\b", re.I)
_KEYWORD_PAIR_RE = re.compile(r"\s*[A-Za-z_]\w*\s*[:=]\s*[\"'\[{\d]")
_BARE_PAIR_START_RE = re.compile(r"\s*[A-Za-z_]\w*[ \t]*:[ \t]*[^\s,]")


# A verb before a registered tool's call on the Action line.
_CALL_VERB_RE = re.compile(r"(?:action|use|call|run|调用|使用)[ \t]+([\w.\-]+)[ \t]*\(", re.I)


_CALL_SAID_RE = re.compile(
    r"(?:调用工具|使用工具|调用|使用|call(?:ing)?(?: the)? tool|use(?: the)? tool)[ \t]*[:：][ \t]*"
    r"(?=[\w.\-]+\()",
    re.I,
)


# The tool offered, not used: "我们可以使用 NAME", "we can use the NAME"
# (or in angle brackets with its values: "你可以使用 <vet_appointment rabbit Clover Dec 14> 来
# Book the vet visit.", qwen 0.5B under tao's react-zh prompt, b1387)
_OFFERED = (
    r"(?:(?:我们|你|您)可以(?:通过)?(?:使用|调用|用)[ \t]*<?"
    r"|(?:we|you)[ \t]+(?:can|could)[ \t]+(?:use|call)[ \t]+(?:the[ \t]+)?[`'\"<]?)(?-i:NAME)"
)


# A sentence whose subject is the tool (its name put as (?-i:NAME), upper case only: "The
# function name is `meterReading`" names it, b723), or that only says it could be
# used
_DESCRIBED_RE = re.compile(
    r"(?:the[ \t]+)?(?:(?:function|tool|api|method)[ \t]+)?[`'\"]?(?-i:NAME)[`'\"]?"
    r"(?:[ \t]+(?:api|function|tool|method|endpoint))?[ \t]+"
    r"(?:is|are|was|has|have|requires|will|would|can|could|returns|takes|allows|needs|accepts"
    # ("Tool: The sea_state tool gives the wave height and wind at a port, …", qwen 0.5B under
    # Haystack's prompt, b1120: the tool's description copied)
    r"|gives|provides|shows|tells|lets|helps|computes|calculates|reports|offers|looks up)\b"
    # ("Acción: El comando `schedule_charging` requiere dos argumentos: …", qwen 0.5B under a
    # Spanish ReAct prompt, b1426; "Action:\nL'action `list_open_prs` prend trois paramètres :",
    # under a French one, b1460)
    r"|(?:l['’][ \t]*|(?:el|la|le)[ \t]+)?"
    r"(?:comando|función|funcion|herramienta|action|fonction|commande|outil)"
    r"[ \t]+[`'\"]?(?-i:NAME)[`'\"]?[ \t]+(?:requiere|necesita|devuelve|permite|acepta|sirve"
    r"|prend|nécessite|requiert|demande|renvoie|retourne|permet|accepte|sert)\b"
    # ("你可以使用 book_court 函数来预订…", qwen 0.5B under tao's react-zh prompt, b744)
    rf"|{_OFFERED}"
    # ("**Action:** I used the `search` tool to find the crafting recipe …": a summary of a
    # step taken before, gemini-2.0-flash in a multi-agent trace, b925)
    r"|(?:i|we)[ \t]+(?:(?:have|had)[ \t]+)?(?:already[ \t]+)?(?:used|called|invoked|ran)"
    r"[ \t]+(?:the[ \t]+)?[`'\"]?(?-i:NAME)",
    re.I,
)


# The tool offered after a sentence of the plan: "首先，我们需要读 Meter EM-11873 的电表数据。我们
# 可以使用 meter_reading函数来读取数据。" (qwen 0.5B under tao's react-zh prompt, b962)
# (or after a comma, a purpose before it: "要查询是否有任何电力 cuts，可以使用“outage_map”工具来获取…",
# qwen 0.5B under tao's react-zh prompt, b1165)
_OFFERED_LATER_RE = re.compile(
    rf"[。.!！;；][ \t]*{_OFFERED}|[，,][ \t]*可以(?:通过)?(?:使用|调用|用)[ \t]*[“\"']?(?-i:NAME)",
    re.I,
)
# ... a tool offered at the line's start, its name caught
_OFFERED_FIRST_RE = re.compile(_OFFERED.replace("(?-i:NAME)", r"([A-Za-z_][\w.\-]*)"), re.I)


def _described(line: str, resolve: Resolver) -> bool:
    """Whether an Action line is a sentence about one registered tool, not a call of it."""
    found = resolve(line.strip())
    if found is None:
        # ("我们可以使用isbn_lookup(isbn: string) 来查找…。然后，我们可以通过 fine_calc(…) 来…",
        # qwen 0.5B under tao's react-zh prompt, b1150): two tools offered, the first one first
        first = _OFFERED_FIRST_RE.match(line.strip())
        return first is not None and resolve(first[1]) == first[1]
    named = line.strip().replace(found, "NAME", 1)
    if "NAME" not in named:
        # (written in another case: "我们可以使用 Book_cabin 函数来预订…" for BOOK_CABIN, qwen
        # 0.5B under tao's react-zh prompt, b1118)
        named = re.sub(re.escape(found), "NAME", line.strip(), count=1, flags=re.I)
    return _DESCRIBED_RE.match(named) is not None or (
        _OFFERED_LATER_RE.search(named) is not None and is_sentence(named.partition("NAME")[0])
    )


# An English verb, then a determiner and a word: "create a link to …", "find the cheapest …"
_VERB_PHRASE_RE = re.compile(
    r"[a-z]+[ \t]+(?:a|an|the|my|your|this|that|these|those|some|all)[ \t]+\w", re.I
)


# A sentence that only gives the tool's name: "The function's name is `calculate_price`."
_NAMING_RE = re.compile(
    r"(?:the[ \t]+)?(?:function|tool|action)(?:'s|’s)?[ \t]+name[ \t]+is[ \t]*:?[ \t]*"
    r"[`'\"]([A-Za-z_][\w.\-]*)[`'\"][ \t]*[.。]?",
    re.I,
)


def _sentence_from(name: str, line: str, resolve: Resolver) -> bool:
    """Whether a long sentence on the Action line only starts with a word close to a tool's
    name ("Redirect my post from 3 Hill Lane, … for a year.", the question copied, where
    mailRedirect is registered, and no input below it: qwen 0.5B, b684)."""
    return (
        resolve(name) != name
        and line.strip().startswith(name + " ")
        and len(line.split()) > 6
        and not re.search(rf"[`'\"]{re.escape(name)}[`'\"]", line)
    )


# A call alone on a line, in BFCL's list perhaps: "[population_genetics.calculate_ne(…)]"
_OWN_CALL_BELOW_RE = re.compile(r"^[ \t]*\[?[ \t]*([\w.\-]+)\(.*\)[ \t]*\]?[ \t]*$", re.M)


# A template's call, its placeholders, then a colon and a call: "tool_name(argument=value, ...): f("
_TEMPLATE_BEFORE_CALL_RE = re.compile(r"([\w.\-]+)\([^()\n]*\)[ \t]*[:：][ \t]*([\w.\-]+)\(")


def _split_action(line: str, resolve: Resolver | None) -> tuple[str, Any | None]:
    """Split an action line into (tool name, inline input or None)."""
    line = re.sub(r"^([\w.\-]+)\s*（(.*)）\s*$", r"\1(\2)", line.strip(), flags=re.S)
    dollar = re.match(r"\$([\w.\-]+)(?=[ \t]*[(\[:{])", line) if line[:1] == "$" else None
    if dollar and resolve is not None and resolve(dollar[1]) == dollar[1]:
        # "Action: $dingzhi_mianbao(order_cake, {type: 'all麦', …})" (qwen 0.5B, b1344): the
        # template's "$" kept before a registered name and its arguments
        line = line[1:]
    patterns = (
        (r"^(?P<name>[\w.\-]+)\s*\((?P<args>.*)\)\s*$", "call"),
        (r"^(?P<name>[\w.\-]+)\s*\[(?P<args>.*)\]\s*$", "bracket"),
        (r"^(?P<name>[\w.\-]+)\s*[:：;；]\s*(?P<args>.+)$", "colon"),  # WebVoyager: "ANSWER; …"
        # "log_meal? meal=R-12 stir-fry, calories=15" (qwen 0.5B, a query's "?", b495)
        (r"^(?P<name>[\w.\-]+)\?[ \t]*(?P<args>\S.*)$", "colon"),
        # "Action: web_search | historia de Los Simpson | k=5 |", "Action: now |" (a Spanish
        # notebook's own "tool | input" prompt, Qwen2.5-7B, b660): the bars around the input
        (r"^(?P<name>[\w.\-]+)[ \t]*\|[ \t]*(?P<args>.*?)[ \t]*\|?[ \t]*$", "colon"),
        (r"^(?P<name>[\w.\-]+)\s*(?P<args>[{\[].*)$", "json"),
        # "Action: run_python, {"code": …}": a comma between the name and its arguments
        (r"^(?P<name>[\w.\-]+)[ \t]*[,，][ \t]*(?P<args>\{.*)$", "json"),
    )
    bare = _strip_markup(line)
    ticked = re.fullmatch(r"`([\w.\-]+[ \t]*\(.*\))`[ \t]*\.?", bare, re.S)
    if ticked and resolve is not None and resolve(ticked[1].partition("(")[0].strip()):
        # 'Action: `buscar_factura(numero_factura="F-0398")`' (Qwen 3.6 35B, b1381): a
        # registered tool's call in a code span
        bare = ticked[1]
    # (or closed by a brace too many: '[set_temperatures, "printer_no": 2, "targets":
    # {"nozzle": 200, "bed": 60}}', b1637)
    listed = re.fullmatch(r"\[[ \t]*([\w.\-]+)[ \t]*,[ \t]*([^\[\]\n]*?)[ \t]*([\]}])", bare)
    if (
        listed
        and (listed[3] == "]" or listed[2].count("{") == listed[2].count("}"))
        and resolve is not None
        and resolve(listed[1]) == listed[1]
        # (not one word after the name, a parameter's name: "[public_holidays, 'year']", b134)
        and not re.fullmatch(r"(['\"]?)[A-Za-z_]\w*\1", listed[2])
    ):
        # "Action: [jieyue_lishi, card_number: \"3100876\"]", "Action: [pay_fine, 3100876, 12]"
        # (qwen 0.5B, b863): the tool's name and its arguments as one list's items
        return listed[1], call_arguments(listed[2])
    bullet = re.match(r"(?:[-*•]|1[.、)])[ \t]+([\w.\-]+)(?=[ \t]*[:：(])", bare)
    # (or a verb before the call: "1. 调用 schedule_charging(1100, {…}, "SOLAR")。", b1431)
    numbered_call = re.match(r"1[.、)][ \t]+[^\n(]*?([A-Za-z_][\w.\-]*)\(", bare)
    if bullet and resolve is not None and resolve(bullet[1]) == bullet[1]:
        # "Aktion:\n- reportStain: Die Order LD-3308 …\n- schedule_pickup: …" (qwen 0.5B
        # under the German ReAct prompt, b897): calls as a list's items, the first the step
        # (or numbered: '行动:\n1. exchange_TKT("BX7Q2", "2023-09-10")\n2. …', b1406)
        bare = bare[bullet.start(1) :]
    elif numbered_call and resolve is not None and resolve(numbered_call[1]) == numbered_call[1]:
        bare = bare[2:].lstrip()
    in_list = re.fullmatch(r"\[[ \t]*([\w.\-]+[ \t]*\(.*\))[ \t]*\]", bare)
    if in_list and resolve is not None and resolve(in_list[1].partition("(")[0].strip()):
        # "Action: [ChaFod(TheFod='BURGER')]" (MiniCPM3-4B on BFCL, b895): BFCL's list of one
        # call on the Action line
        bare = in_list[1]
    template = _TEMPLATE_BEFORE_CALL_RE.match(bare)
    if template and resolve is not None and not resolve(template[1]) and resolve(template[2]):
        # "Act: tool_name(argument=value, ...): track_parcel(tracking_no="JD0081273645CN")"
        # (qwen 0.5B under AgentBench's OS prompt, b1269): the template's call copied before
        # the real one
        bare = bare[template.start(2) :]
    said = _CALL_SAID_RE.match(bare)
    if said:  # "Action: 调用工具：get_weather(city="北京")": the words before the call
        bare = bare[said.end() :]
    relabelled = re.match(
        r"(?:动作|動作|行动|行動|action)[ \t]*[:：][ \t]*(?=[\w.\-]+\s*\Z)", bare, re.I
    )
    if relabelled and resolve is not None and resolve(bare[relabelled.end() :].strip()):
        # "행동: 动作: pay_parking" (qwen 0.5B under a Korean prompt, b867): another
        # language's Action label again before the name
        bare = bare[relabelled.end() :]
    if resolve is not None and ":" in bare and resolve(bare.strip()) == bare.strip():
        return bare.strip(), None  # "Gmail: Find Email": a registered name with a colon in it
    m = re.match(r"^(final[ _]answer|最终答案)\s*[:：]\s*(.+)$", bare, re.I | re.S)
    if m:  # "Action: Final Answer: 22°C"
        return m.group(1), read_input(m.group(2))
    verb = _CALL_VERB_RE.match(bare)
    if verb and resolve is not None and resolve(verb.group(1)):
        bare = bare[verb.start(1) :]  # "action calculate(300000) = 300000", "use f(x)"
    m = re.match(r"^([\w.\-]+)\s*\(", bare)
    if m and resolve is not None and resolve(m.group(1)):
        end = closing_paren(bare, m.end() - 1)
        after = bare[end + 1 :].lstrip()[:1]
        if after and not (after.isalpha() or after in "<,;") and re.match(r"^[\w.\-]+\s+\(", bare):
            # "Calculate (23 * 7 + 15) / 4": the parentheses open the input, not a call
            return resolve(m.group(1)) or m.group(1), read_input(bare[m.end() - 1 :])
        if 0 < end < len(bare.rstrip()) - 1:
            # "hotkey(key='ctrl esc')Thought: …": the call, then text glued on (UI-TARS)
            return m.group(1), call_arguments(bare[m.end() : end])
    m = re.fullmatch(r"([^\W\d][\w'\-]*(?: [\w'\-]+){1,7})[ \t]*\(([^()]*)\)[ \t]*\.?", bare)
    if (
        m
        and resolve is not None
        and (
            _KEYWORD_PAIR_RE.match(m.group(2))
            or (resolve(m.group(1)) == m.group(1) and _BARE_PAIR_START_RE.match(m.group(2)))
        )
    ):
        # "Search in specific website (search_query: 'crewAI culture', website: '…')." (crewAI,
        # a local model): a tool's name of several words, its keyword arguments in parentheses
        # (or bare, after a registered name: "Ask question to co-worker(coworker: 技术内容策略师,
        # question: 翻译时，…？, context: …)", gemini-pro under crewAI 0.14, b1619)
        found = resolve(m.group(1))
        args = call_arguments(m.group(2)) if found else None
        if found and isinstance(args, dict) and args:
            return found, args
    first = m.group(1).split()[0] if m else ""
    if (
        m
        and resolve is not None
        and resolve(first) == first
        and re.match(r"\s*[A-Za-z_]\w*[ \t]*[:=][ \t]*[^\s=]", m.group(2))
        and isinstance(args := call_arguments(m.group(2)), dict)
        and args
    ):
        # "Action: triage this parrot (species: parrot, symptoms: plucking feathers,
        # weight_kg: null)" (qwen 0.5B, b844): a registered name, words about the call, then
        # its keyword arguments in parentheses
        return first, args
    if m and resolve is not None and m.group(2).lstrip()[:1] in "'\"" and resolve(m.group(1)):
        # "Act: Brave Search('tao react agent', count=1)": the tool's name as its title, a
        # quoted value first
        return resolve(m.group(1)) or m.group(1), call_arguments(m.group(2))
    for pattern, how in patterns:
        m = re.match(pattern, bare, re.S)
        if not m:
            continue
        name, args = m.group("name"), m.group("args")
        if (
            how == "colon"
            and resolve is not None
            and not name.isascii()
            and not resolve(name)
            and any(resolve(w) == w for w in re.findall(r"[A-Za-z_][A-Za-z0-9_.\-]*", args))
        ):
            # "动作：要採取ting的動作是：使用tingche_jilu查询停车记录。" (qwen 0.5B, b871): words
            # before a colon are no tool's name when a registered one comes after it
            continue
        if (
            how == "colon"
            and not name.isascii()
            and not (resolve and resolve(name))
            and re.search(r"(?:的|是)\Z|的.*(?:动作|動作|行动|行動)", name)
        ):
            # "行为：要採取的動作是：红车马攻击黑单士象。" (qwen 0.5B under the Traditional Chinese
            # ReAct prompt, b1077): the template's words ("the action to take is"), then a
            # sentence: no tool's name
            continue
        if how == "call":
            inner = args.strip().strip("`'\"")
            if (
                resolve is not None
                and not resolve(name)
                and resolve(inner) == inner
                and not re.fullmatch(r"(?:call|invoke|use|run)(?:_tool)?|tool_call", name, re.I)
            ):
                # "行動：実行するツール（grep_logs）": words for "the tool to run", then the
                # registered name in parentheses; no input on the line (a made-up caller,
                # "call(get_weather)", is as_step's to unwrap)
                return inner, None
            return name, call_arguments(args)
        if how == "bracket":
            more = re.search(r"\][ \t]*[,;]?[ \t]*(?:and[ \t]+)?[A-Za-z_][\w.\-]*\[", args)
            if more:
                # "Search[Justin Turner], Search[Magic Johnson], …": the first call
                args = args[: more.start()]
            escaped = re.search(r"\]\\n(?:Observation|Thought|Action)\b", args)
            if escaped:
                # "Search[Brad Wilk]\\nObservation 1: …" (GPT-3.5 in agential's ReAct tests):
                # an escaped line break, then the observation it made up
                args = args[: escaped.start()]
            # Finish[answer="…"]: keyword arguments in the brackets
            if _KWARG_RE.match(args) or _BARE_PAIRS_RE.fullmatch(args):
                # ... or bare, two or more: "search_order[order_id=DH001, customer_contact=
                # 0901234567]" (a Vietnamese ReAct lab's own dialect, b673)
                return name, call_arguments(args)
            return name, bracket_input(args)
        if how == "json":
            value = jsonish.loads_object(args)
            restated = blob_value(value, strict=True) if value else None
            if restated and restated[0] == name:
                # 'request_leave {"action": "request_leave", "action_input": "12, 29, 31"}': the
                # name, then the whole blob naming it again (b496): the blob's input
                return name, restated[1]
            close = args.find("]")
            glued = bare[len(name) : len(name) + 1] == "["  # not "执行 [get_time] 以获取…"
            if value is None and glued and close > 0 and "[" not in args[close:]:
                # "Convert[1,200 euros] to yuan" (the ReAct paper's syntax, prose after it)
                return name, bracket_input(args[1:close])
            if value is None and resolve is not None and resolve(name) is None:
                found = resolve(bare)
                if found:  # "执行 [get_time] 以获取北京现在的时间。": the bracketed name
                    return found, None
            return name, value if value is not None else args.strip()
        if resolve is not None:
            # "get_cost: pen; get_cost: book", "time.now: its input, then slack.post_message:
            # its output": two actions on one line, the first is the step
            for m2 in re.finditer(
                r"\s*(?:[;；]|[,，][ \t]*(?:and[ \t]+)?then\b|[,，]?[ \t]*然后|[,，][ \t]*再)"
                r"\s*([\w.\-]+)\s*[:：(]",
                args,
            ):
                if resolve(m2.group(1)):
                    args = args[: m2.start()]
                    break
            again = re.search(r"[ \t]" + re.escape(name) + r"[ \t]*[:：]", args)
            if again and resolve(name):
                # "搜索: 气温 Shanghai tomorrow 搜索: 气温 tomorrow 搜索: …" (qwen2.5-coder-0.5b
                # repeating its call to the token limit): the first
                args = args[: again.start()]
        return name, read_input(args)
    if resolve is not None:
        words = bare.split(" ", 4) if resolve(bare) != bare else []
        for n in range(min(len(words) - 1, 3), 1, -1):
            # "go to diningtable 1" (ALFWorld's commands as tools, b533): a registered name of
            # words, as registered, then its input
            name = " ".join(words[:n])
            if resolve(name) == name:
                return name, read_input(bare[len(name) :].strip())
        # "go_to forest": a registered tool's name (as registered), a space, its input; or a
        # snake_case name the registry resolves, perhaps after the template's "$"
        # ("$TOILE_TIMES Brighton 2026-12-05" for tide_times)
        m = re.match(r"^\$?([\w.\-]+)[ \t]+([^\s(（].*)$", bare, re.S)
        spoken = _CALLED_WITH_RE.match(m.group(2)) if m else None
        if m and spoken and resolve(m.group(1)):
            # 'recall_check is called with the input "WVWZZZ1JZXW000001".' (qwen 0.5B, b702):
            # a sentence saying the call, its one value quoted (or a word alone at its end)
            quoted_value = spoken.group(1) or spoken.group(2) or spoken.group(3)
            return resolve(m.group(1)) or m.group(1), quoted_value
        if m and resolve(m.group(1)) == m.group(1) and resolve(bare) in (None, m.group(1)):
            return m.group(1), read_input(m.group(2))
        resolved = resolve(m.group(1)) if m and "_" in m.group(1) else None
        if m and resolved and resolve(bare) in (None, resolved):
            return resolved, read_input(m.group(2))
        m = re.fullmatch(r"([\w.\-]+)[ \t]*=[ \t]*([^=\s].*)", bare, re.S)
        if m and resolve(m.group(1)) == m.group(1):
            # "input_text=Ana Silva" (the Action's fence in json-blob, no JSON): a registered
            # tool's name as registered, "=", its input
            return m.group(1), read_input(m.group(2))
        # "get_weather (weather lookup)", "Use the calculate tool": find a registered name.
        # (not inside a quoted message: 'observe "Error: … Available tools: add_event"')
        # (nor a file's name: 'Leí el archivo "order_status.txt" y buscó…', qwen 0.5B under a
        # Spanish ReAct prompt, b1222)
        found = resolve(
            _FILE_NAME_RE.sub(" ", re.sub(r'"[^"\n]*\s[^"\n]*"|“[^”\n]*\s[^”\n]*”', " ", bare))
        )
        if found and (
            len(bare.split()) <= 12 or re.search(rf"(?<![\w.]){re.escape(found)}(?!\w)", bare)
        ):
            # (a paragraph that says "let's retrieve more" in passing names no `Retrieve`)
            spanned = re.search(rf"`{re.escape(found)}[ \t]+([^`\n]+)`", bare)
            if spanned:  # "执行了 `set_reminder 8:00`": the name and its input in a code span
                return found, read_input(spanned.group(1))
            at = re.search(rf"(?<![\w.]){re.escape(found)}(?!\w)", bare)
            quoted = re.findall(r'"([^"\n]+)"|“([^”\n]+)”', bare[at.end() :] if at else "")
            if len(quoted) == 1 and len(bare.split()) <= 16:
                # "Call the `parking_spots` tool with the argument "Old Town".": one quoted
                # value after the name is its input
                return found, "".join(quoted[0])
            return found, None
    # "call Li Lei: 5pm" (classic): a (made-up) tool's name of a few words, its input; not
    # "add_team_lunch date: 2026-12-10", a snake_case name and a gloss
    m = re.fullmatch(
        r"([^\W\d_][^\W_]*(?: [^\W_][^\s_:：，。,]*){1,3})[ \t]*[:：][ \t]*(\S.*)", bare, re.S
    )
    if m:
        return m.group(1), read_input(m.group(2))
    m = re.fullmatch(r"([a-z][a-z0-9]*_[\w.\-]*) (.+)", bare)
    if m:  # "capital_city_of Australia": a (made-up) tool's name, a space, its input
        return m.group(1), read_input(m.group(2))
    if re.fullmatch(r"[^\W\d][\w.\-]*(?: [\w.\-]+){1,3}", bare):
        return bare, None  # "Web Scraping Tool": a name no tool has, kept whole for the error
    if "()" in bare and re.fullmatch(r"[^\W\d][\w'\-]*(?: [\w'.\-]+(?:\(\))?){1,7}", bare):
        return bare, None  # "Use the sorted() function": no tool's name; kept whole, as above
    m = _NAME_RE.search(bare)
    return (m.group(0) if m else bare), None


_LOOSE_MARKER_RE = re.compile(r"\[{1,2} ?(?:## ?)?\w+ ?## ?\]{1,2}")


def _markers_fenced(text: str) -> bool:
    """Whether each of DSPy's field markers in `text` ("[[ ## next_thought ## ]]", loosely
    written or not) sits inside a fence, each fence closed (not the reply's fields in a fence
    never closed: '```json\n[[ ## next_thought ## ]] = "…"\n[[ ## next_tool_name ## ]] = …',
    b1086)."""
    if text.count("```") % 2:
        return False
    marks = [m.start() for m in _LOOSE_MARKER_RE.finditer(text)]
    fenced = _fenced_ranges(text)
    starts = [a for a, _ in fenced]
    return bool(marks) and all(_in_ranges(fenced, starts, at) for at in marks)


# A file's name with a common extension: "order_status.txt"
_FILE_NAME_RE = re.compile(
    r"(?<![\w.])[\w\-]+\.(?:txt|csv|json|jsonl|md|py|js|log|pdf|docx?|xlsx?|ya?ml|html?)(?![\w.])",
    re.I,
)


# A tool's name, then words that say it is called with a value: "is called with the input "X""
_CALLED_WITH_RE = re.compile(
    r"(?:(?:is|gets|will be|was)[ \t]+)?(?:called|invoked|used|run)?[ \t]*with[ \t]+(?:the[ \t]+)?"
    r"(?:input|argument|parameter|value)s?[ \t]*[:：]?[ \t]*"
    r"(?:\"([^\"\n]+)\"|“([^”\n]+)”|([^\s\"“]+?)[.。]?[ \t]*\Z)",
    re.I,
)


# ---------------------------------------------------------------------------- reading a step

# An item of a list that calls a tool: "- 调用 transfer_ticket(…)", "1. call search(…)。"
_OWN_ITEM_RE = re.compile(
    r"(?:[-*•]|\d{1,2}[.)])[ \t]+(?:调用|使用|call|use)?[ \t]*(.+?)[ \t]*[。.;；]?", re.I
)


# The canonical shapes, written exactly as the prompts ask: most replies of capable models.
# A value that the full reader would take as it is: no quotes, brackets, markup or tags.
_PLAIN = r"(?:[^\s{\[(\"'`“‘「｛<*_#>\-][^\n`*{}\[\]()｛｝<>✿|\\]*)?"
_PLAIN_RE = re.compile(_PLAIN + r"\Z")
_FAST_RE = re.compile(
    rf"(?:(?:Thought|思考)[ \t]*[:：][ \t]*(?P<thought>{_PLAIN})\n)?(?:"
    r"(?:Action|行动)[ \t]*[:：][ \t]*(?P<tool>[A-Za-z_][\w\-]*)[ \t]*\n"
    rf"(?:Action Input|行动输入)[ \t]*[:：][ \t]*(?P<input>{_PLAIN})"
    rf"|Action[ \t]*:[ \t]*(?P<ctool>[A-Za-z_][\w\-]*)[ \t]*:[ \t]*(?P<cinput>{_PLAIN})(?:\n+PAUSE)?"
    rf"|(?:Final Answer|最终答案|Answer)[ \t]*[:：][ \t]*(?P<answer>{_PLAIN})"
    r")[ \t]*\n*\Z"
)


# json-blob's canonical step: a thought, then "Action:" and a fenced {"action", "action_input"}.
_FAST_BLOB_RE = re.compile(
    r"(?:Thought[ \t]*:[ \t]*(?P<thought>[^\n]*)\n+)?Action[ \t]*:[ \t]*\n"
    r"```(?:json)?[ \t]*\n(?P<blob>\{[^`]*\})[ \t]*\n```[ \t]*\Z"
)


def _fast_blob(stripped: str, resolve: Resolver | None) -> Parsed | None:
    m = _FAST_BLOB_RE.match(stripped)
    if m is None or not _PLAIN_RE.match((m.group("thought") or "").strip()):
        return None
    try:
        value = json.loads(m.group("blob"))
    except ValueError:
        return None
    if not isinstance(value, dict) or value.keys() != {"action", "action_input"}:
        return None
    name, args = value["action"], value["action_input"]
    if (
        not isinstance(name, str)
        or not name.strip()
        or (isinstance(args, str) and args.lstrip().startswith("{"))
        or args is None  # ("action_input": null, b1657: the full reader's no arguments, {})
    ):
        return None
    thought = (m.group("thought") or "").strip() or None
    return as_step(name.strip(), args, thought, stripped, resolve)


def _fast_step(text: str, resolve: Resolver | None) -> Parsed | None:
    """The canonical step read by one regex, or None (then the full reader decides)."""
    stripped = text.strip()
    if "```" in stripped:
        return _fast_blob(stripped, resolve)
    m = _FAST_RE.match(stripped)
    if m is None:
        return None
    thought, tool, given, ctool, cinput, answer = m.groups()
    thought = (thought or "").strip() or None
    if answer is not None:
        if not answer.strip() or _REPEATED_FINAL_RE.match(answer):
            return None  # an empty answer (asked again) or the label twice: the full reader
        return Final(answer.strip(), thought, stripped)
    end = m.end("input")
    if tool is None:
        tool, given, end = ctool, cinput, m.end("cinput")
    if "=" in given and key_value_lines(given.strip()) is not None:
        return None  # "tracking_number=SF14": arguments, which the full reader takes
    if PLACEHOLDER_LABEL_RE.match(given.lstrip()):
        return None  # "its input: milk, eggs": the placeholder as a label, which it drops
    if ctool is None and given.lstrip().startswith(tool + " "):
        return None  # "inventory_update Berlin 5": the name again, which the full reader drops
    if ctool is None:
        known = resolve(tool) if resolve else None
        if known is None and tool.rstrip(".").lower() in _NO_TOOL:
            return None  # "Action: None": no tool, which the full reader says
        tool = known or tool
    return as_step(tool, given.strip(), thought, stripped[:end].rstrip(), resolve)


def read_step(text: str, resolve: Resolver | None = None) -> Parsed:
    """Read the first complete step in `text`: an action, a final answer, or what is wrong."""
    if "\r" in text:
        text = text.replace("\r\n", "\n")  # Windows' line ends (Qwen2.5 on BFCL)
    if text.startswith("|python_tag|>"):
        text = "<" + text  # Llama 3.1's token with its "<" lost (smollm2 under its prompt)
    turns = _STRAY_COLON_CALL_RE.match(text) if ":" in text[:20] else None
    if turns is not None and (later := _MADE_UP_TURN_RE.search(text, turns.end())) is not None:
        # ": \n echo(content='Report', file_name='/tmp/report'); ls(a=True);\nuser: The report is
        # now organized…\nassistant: wc(…)\ntool: {…}" (Raven v2 on BFCL's multi-turn, b1250):
        # the calls, then turns the model made up; the reply ends where they begin
        text = text[turns.start(1) : later.start()]
    if (
        text[:5].lower() == "json("
        and text[5:].lstrip()[:1] in "{["
        and not (resolve and resolve("json"))
    ):
        # 'json(\n{\n    "type": "function",\n    "name": "getPetChart", …},\n{…}\n)' (smollm2
        # under Llama 3.2's JSON prompt, b1629): the fence's language written as a call around
        # the JSON; the JSON is read as it stands
        text = text[5:]
    if "Answer Final Answer" in text:
        # "…, 'Credit Card']] Agent: Action: Answer Final Answer: [[1, 101, …" (LifelongAgent
        # Bench's database task, b1503): its answer action and the answer's label run into
        # the line before; each on a line of its own
        text = _FLAT_ANSWER_RE.sub("\nAction: Answer\nFinal Answer:", text)
    if "``` Action:" in text:
        # "…HAVING avg_weight > 20 AND count(*) > 5\n``` Action: Operation\n```sql\nSELECT …"
        # (Qwen2.5-7B on LifelongAgentBench, b1647): a fence's closing mark, the next step's
        # label run on after it; the label on a line of its own
        text = _LABEL_AFTER_FENCE_RE.sub(_label_after_fence, text)
    flat = _FLAT_FENCED_ACTION_RE.search(text) if "```" in text else None
    closed = text.find("```", flat.end()) if flat is not None else -1
    if flat is not None and closed >= 0:
        # "…have not been reviewed. Action: Operation ```sql\nUPDATE … reviewed=0 ``` User: []"
        # (LifelongAgentBench's database task, b1512): the action's label runs into the
        # sentence before, its fence opens on the label's line and closes inside the query's
        # last line; each on a line of its own
        (name, lang), body = flat.groups(), text[flat.end() : closed].rstrip()
        after = _FENCE_MARK_RE.match(text, closed)
        unflat = f"\nAction: {name}\n```{lang}\n{body}\n```\n"
        text = text[: flat.start()] + unflat + text[after.end() if after else closed + 3 :]
    if resolve is not None and "```" in text and "Action:" in text:
        text = _label_out_of_fence(text, resolve)
    if "Agent" in text or "User" in text or "Assistant" in text:
        # "Agent: Action: Operation\n```sql\nSELECT …" (LifelongAgentBench's prompt, whose
        # turns are "User:" and "Agent:", b1498): the model's role label before a step's label
        # (or the user's, the model writing in its voice: "User: Action: Operation", b1503;
        # or the chat template's: "}\n\nAssistant: Action: Operation", Qwen2.5-Coder, b1522;
        # or twice: "Agent: Agent: Action: Operation\n```sql…", Qwen2.5-7B, b1550)
        text = _ROLE_BEFORE_STEP_RE.sub("", text)
    step = _fast_step(text, resolve) or read_step_fully(text, resolve)
    if (
        "to=functions." in text
        and resolve is not None
        and (
            isinstance(step, Final)
            or (isinstance(step, Actions) and not resolve(step.calls[0].tool))
        )
        and (leaked := leaked_harmony(text, None, resolve)) is not None
    ):
        # a harmony call leaked into a file the model was writing (b1340), read as no call
        # of a tool: the file's own words taken for labels ("  - Response: `{ text: string }`"
        # in a README, "tool_name: str," in a Python signature, b1369)
        step = leaked
    if not isinstance(step, Actions):
        step = _reread(text, step, resolve)
    elif "\\_" in text and isinstance(step.calls[0].input, str) and "\\_" in step.calls[0].input:
        step = _unescaped(text, step, resolve)
    elif "\\_" in text and isinstance(step.calls[0].input, dict):
        step = _unescaped_words(step)
    if isinstance(step, Actions):
        if resolve is not None and not resolve(step.calls[0].tool):
            if _template_shown(text, step):
                # "…likely aphids.\n\nTo call a tool write exactly:\n<｜tool▁calls▁begin｜>…
                # TOOL_NAME\n```json\n{"argument": "value"}…" (qwen 0.5B under DeepSeek-V3's
                # prompt, b771): the prompt's call template shown after an answer, in it
                return Final(text.strip(), step.thought, text.strip())
            if _summary_bullet(text):
                # "…here are the details to confirm:\n\n- Action: Cancel order #W4836353\n-
                # Reason: “no longer needed”\n- Refund: 1429.81…" (gpt-5 on tau-bench, b1517):
                # an action described in a list of a message's points, among others: no step
                return Final(text.strip(), None, text.strip())
            return _unwrapped(step, resolve)
        return step
    return _checked_final(step, resolve) if isinstance(step, Final) else step


# A name on its line, then its arguments' object under a label: "f\narguments: {…}"
_NAME_THEN_ARGUMENTS_RE = re.compile(
    r"\s*([\w.\-]+)[ \t]*\n[ \t]*(?:arguments|parameters|args)[ \t]*:[ \t]*(?=\{)"
)
# smolagents' list of tools, perhaps under a heading: "Tools:\n- name: what it does\n    Takes
# inputs: {…}"
_SMOLAGENTS_LIST_RE = re.compile(
    r"\s*(?:[^\n:]{1,40}:[ \t]*\n)?[ \t]*- [\w.\-]+:[^\n]*\n[ \t]+Takes inputs:"
)
# A step's label or code, which a list of tools echoed holds none of
_STEP_WORD_RE = re.compile(r"^[ \t]*(?:Thought|Code|Action|Final Answer)[ \t]*:|```", re.M | re.I)
# A sentence on the line under an Action that gives its input's object: "The action_input
# would be {…}."
_INPUT_SAID_RE = re.compile(
    r"[ \t]*\n?[ \t]*[^\n{]{0,30}\baction[ _]input\b[^\n{]{0,20}(\{[^\n]*\})", re.I
)
# The answer's own labels at the start of what a heading's label holds
_NESTED_FINAL_RE = re.compile(
    r"(?:Action[ \t]*:[ \t]*Answer[ \t]*\n[ \t]*)?Final Answer[ \t]*:[ \t]*"
)
# A fence's mark and the spaces after it on its line
_FENCE_MARK_RE = re.compile(r"```[ \t]*")
# A call's markup opened, then a call as Python writes one: "<function_call>f(list): …"
# (or Kimi's section opened, its bar and bracket garbled: "<tool_calls_section_begin|}\n
# functions.read_sensor_v2(sensor_id: "GH-S02", …) {", b1541)
_MARKUP_THEN_CALL_RE = re.compile(
    r"\s*<\|?(?:function_call|tool_call|tool_calls_section_begin)\|?[>}]\s*(?:functions\.)?"
    r"([A-Za-z_][\w.\-]*)\("
)
# A role label ("Agent:", "User:") before a step's label at a line's start, or the label twice
_ROLE_BEFORE_STEP_RE = re.compile(
    r"^(?:[ \t]*(?:Agent|User|Assistant)[ \t]*:)+[ \t]*(?=(?:Action|Thought|Final Answer)[ \t]*:)",
    re.M,
)
# "Action: Answer Final Answer:" on one line, after other text on it or at its start
_FLAT_ANSWER_RE = re.compile(
    r"(?:(?<=\S)[ \t]+(?:Agent[ \t]*:[ \t]*)?|^[ \t]*)Action:[ \t]*Answer[ \t]+Final Answer:", re.M
)

# A call as a bullet, its result as the bullet under it: "   - Tool Call: `add(…)`\n   - Result: `55`"
_RECAP_ITEMS_RE = re.compile(
    r"^([ \t]*)[-*+][ \t]+[*_]{0,2}(?:tool[ _]?call|function[ _]?call|action|call)[*_]{0,2}[ \t]*:"
    r"[^\n]*\n\1[-*+][ \t]+[*_]{0,2}(?:result|output|observation|returns?)[*_]{0,2}[ \t]*:[ \t]*\S",
    re.M | re.I,
)


# ReWOO's evidence line with a call: "#E1 = find_chargers([…])", "#E1 = Search[…]"
_EVIDENCE_CALL_RE = re.compile(r"^[ \t]*#E\d+[ \t]*=[ \t]*([\w.\-]+)[ \t]*[\[(]", re.M)

# A fence's mark, then an Action label on its line
_LABEL_AFTER_FENCE_RE = re.compile(r"^([ \t]*```)[ \t]+(?=Action:)", re.M)


def _label_after_fence(mark: re.Match[str]) -> str:
    """The mark on a line of its own where it closes a fence (an odd count of marks before it)."""
    closes = mark.string.count("```", 0, mark.start()) % 2 == 1
    return mark[1] + "\n" if closes else mark[0]


# "… reviewed. Action: Operation ```sql\nUPDATE …=0 ``` User:": a label after a sentence on
# its line (or at its start, b1551), its fence opened there and closed after the code
_FLAT_FENCED_ACTION_RE = re.compile(
    r"(?:(?<=[.!?])[ \t]+|^)Action:[ \t]*(\w+)[ \t]*```(\w*)[ \t]*\n", re.M
)

# A fence's first line an Action label, a name on it: "```sql\nAction: Operation\nSELECT …"
_FENCED_LABEL_RE = re.compile(r"[ \t]*Action:[ \t]*([\w.\-]+)[ \t]*\n")


def _label_out_of_fence(text: str, resolve: Resolver) -> str:
    """`text` with a fence that opens with an Action label naming a registered tool, then only
    that tool's code, rewritten as the label with the code fenced below it: "**Execution:**\n
    ```sql\nAction: Operation\nSELECT …\n```" (DeepSeek-R1-Distill on LifelongAgentBench's
    database task, b1521), unless a final answer's label comes first."""
    for start, end, lang, body in fences(text):
        label = _FENCED_LABEL_RE.match(body)
        if label is None:
            continue
        code = body[label.end() :]
        if label[1] == "Answer" and not resolve("Answer") and code.startswith("Final Answer:"):
            # "…ordered first by department.\n```sql\nAction: Answer\nFinal Answer: [\n    {…}
            # \n]\n```" (DeepSeek-R1-Distill-Llama-8B on LifelongAgentBench, b1560): the whole
            # finishing step written inside a fence, the fence's marks not the answer's
            return f"{text[:start]}Action: Answer\n{code.rstrip()}\n{text[end:]}"
        if resolve(label[1]) != label[1]:
            continue
        if not lang and re.match(r"[ \t]*```[ \t]*\w", code):
            # "…within the GROUP BY clause.\n```\nAction: Operation\n```sql\nSELECT …"
            # (DeepSeek-R1-Distill-Llama-8B, b1522): a fence closed that was never opened, the
            # labelled step after it; the stray mark goes
            return text[:start] + text[start:].split("\n", 1)[1]
        if not code.strip() or re.search(r"Action|Input|Thought|Answer|Observation|```", code):
            continue
        final = _first_final_label(text)
        if final is not None and final.start() < start:
            return text
        closing = "```" if text[:end].endswith("```") else ""
        return (
            f"{text[:start]}Action: {label[1]}\n```{lang}\n{code.rstrip()}\n{closing}{text[end:]}"
        )
    return text


# An SQL statement on the lines under an Action label, up to a blank line or a fence's mark
_BARE_QUERY_RE = re.compile(
    r"[ \t]*\n?((?:SELECT|INSERT|UPDATE|DELETE|WITH)\b.*?)[ \t]*(?=\n[ \t]*(?:```|\n)|\s*\Z)", re.S
)

# The prompt's placeholders for a tool's name and for its arguments' keys and values
_TEMPLATE_TOOL_RE = re.compile(r"\$?(?:tool|function)[-_ ]?name", re.I)
_TEMPLATE_KEY_RE = re.compile(
    r"(?:argument|arg|param(?:eter)?)(?:[-_ ]?(?:key|name))?|key\d?", re.I
)
_TEMPLATE_VALUE_RE = re.compile(r"(?:(?:argument|arg|param(?:eter)?)[-_ ]?)?value\d?", re.I)


# A list's point labelled "Action:", and the point after it, labelled too
_ACTION_BULLET_RE = re.compile(
    r"^[ \t]*[-*•][ \t]+Action:[^\n]+\n[ \t]*[-*•][ \t]+[A-Z][\w ]{0,30}:", re.M
)


def _summary_bullet(text: str) -> bool:
    """Whether the text's one step label is a list's point "- Action: …" among other labelled
    points (its "Reason:", its "Refund:"), with no input, thought or answer labelled."""
    return (
        text.count("Action") == 1
        and "Thought" not in text
        and "Final Answer" not in text
        and _ACTION_BULLET_RE.search(text) is not None
    )


def _template_shown(text: str, step: Actions) -> bool:
    """Whether a call is the prompt's template (a placeholder for the name and for each
    argument) shown, not made: a line of prose ending in a colon introduces it ("To call a
    tool write exactly:", "Here's a hint:"), the prompt's own or after words of the reply's."""
    call = step.calls[0]
    args = call.input
    if not (
        len(step.calls) == 1
        and (_TEMPLATE_TOOL_RE.fullmatch(call.tool) or call.tool == "NAME")
        and isinstance(args, dict)
        and args
        and all(
            _TEMPLATE_KEY_RE.fullmatch(k) and isinstance(v, str) and _TEMPLATE_VALUE_RE.fullmatch(v)
            for k, v in args.items()
        )
    ):
        return False
    at = text.find(call.tool)
    lines = [line.strip() for line in text[: max(at, 0)].split("\n")]
    lines = [line for line in lines if line and not line.startswith("<")]
    # (the prompt's own line before it alone, too: "To call tools, write:\n<minimax:tool_call>
    # \n<invoke name="tool-name">…" and junk tags, qwen 0.5B under MiniMax-M2's prompt, b1363;
    # or with words of its own after it, b1357)
    return bool(lines) and lines[-1].endswith((":", "："))


def _reread(text: str, step: Parsed, resolve: Resolver | None) -> Parsed:
    """A reply read as no call, read again where its writing hid one."""
    flat = None
    if "```" in text:
        # ('…the button with bid 10.\n```click("10")```' (BrowserGym's agent in OpenHands,
        # b503): a registered tool's call in a fence on one line, no language tag)
        flat = _FLAT_FENCE_RE.search(text) or _FLAT_CALL_RE.search(text)
        if flat is not None and not flat[1] and not (resolve and resolve(flat[3])):
            flat = None
        if flat is None and resolve is not None:
            # "```[{'estimate_derivative': {'function': '3*4**2 + 2*4 - 1', 'x': 4}}, …]```\n\n
            # ### Explanation: …" (deepseek-coder-6.7b on BFCL, b1181): a list of calls in a
            # fence on one line, no language tag
            # (first in the reply, whatever code follows it)
            flat = _FLAT_LIST_RE.match(text)
    if flat is not None and text.count("```") > 2 and flat.re is _FLAT_CALL_RE:
        chosen = _CHOSEN_FLAT_CALL_RE.search(text)
        if chosen is not None and resolve is not None and resolve(chosen[2]):
            # "…```fill('96', 'dining table')```\n\nAfter filling …:\n\n```click('241')```\n\n
            # However, since only one action is allowed, here is the first action:\n\n```fill(
            # '96', 'dining table')```" (a BrowserGym agent, LiteWebAgent PR 49, b1300): the
            # steps shown, then the one chosen under its lead-in, last
            text, flat = text[: chosen.start(1) - 3] + text[chosen.end(1) + 3 :], None
            lined = f"{text.rstrip()}\n```\n{chosen[1]}\n```"
            again = read_step_fully(lined, resolve, reread=True)
            step = again if isinstance(again, Actions) else step
    if flat is not None and (text.count("```") == 2 or flat.re is _FLAT_LIST_RE):
        # 'THOUGHT: … Let's try "admin". ```bash 7z x secrets.7z -p"admin" ```' (a log that
        # put the reply on one line): the call in the fence, read with its lines as they were
        # (a fence on one line in an answer stays as written)
        lined = f"{text[: flat.start()].rstrip()}\n```{flat[1]}\n{flat[2]}\n```{text[flat.end() :]}"
        again = read_step_fully(lined, resolve, reread=True)
        step = again if isinstance(again, Actions) else step
    if "\\_" in text and not isinstance(step, Actions):
        step = _unescaped(text, step, resolve)
    return step


def _unescaped(text: str, step: Parsed, resolve: Resolver | None) -> Parsed:
    """ "[calculate\\_cosine\\_similarity(vectorA=[1, 2, 3], …)]" (Claude 3 Haiku on BFCL,
    b514): Markdown's escaped underscores in the names, read unescaped where that gives a
    call; a call's text input keeps its escapes as written ("SELECT AVG(sales\\_price)"),
    only keywords' names escaped ("present\\_value=5000") are read as the arguments."""
    if resolve is None:
        return step
    again = read_step_fully(text.replace("\\_", "_"), resolve, reread=True)
    if isinstance(again, Actions) and (
        not isinstance(step, Actions) or isinstance(again.calls[0].input, dict)
    ):
        return again
    return step


# Raven's stray ":" line before its calls (perhaps after a made-up "assistant:"), the call
_STRAY_COLON_CALL_RE = re.compile(
    r"\s*(?:assistant[ \t]*:[ \t]*)?:[ \t]*\n[ \t]*([A-Za-z_][\w.]*\()"
)
# A turn made up after the calls: "\nuser: …", "\nassistant: …", "\ntool: {…}"
_MADE_UP_TURN_RE = re.compile(r"\n(?:user|assistant|tool)[ \t]*:")


def _unescaped_words(step: Actions) -> Actions:
    """The first call with Markdown's escaped underscores read unescaped in its values that
    are one word ("api_key='twt\\_key\\_abc'", open-mixtral-8x7b on BFCL, b1235); a value of
    words keeps them as written ("LIKE 'a\\_b%'")."""
    call = step.calls[0]
    fixed = {
        k: v.replace("\\_", "_") if isinstance(v, str) and re.fullmatch(r"[\w\\.\-/@:]+", v) else v
        for k, v in call.input.items()
    }
    if fixed == call.input:
        return step
    return replace(step, calls=[replace(call, input=fixed), *step.calls[1:]])


# A keyword's value given ("app_id='x'", "_to=339000") or a key's ("'id': ") in a list
# (a keyword after a space, a comma or a parenthesis, with a literal after it: no URL's
# query, "?p=2672392528&v=1", b778-auto-062; a key in quotes: no heading's colon, "Your
# answer is currently here: [", b709-auto-046)
_LIST_KEYWORD_RE = re.compile(
    r"(?:^|(?<=[\s,(]))[A-Za-z_]\w*[ \t]*=(?!=)[ \t]*(?:['\"\d]|True|False|None)"
    r"|['\"][A-Za-z_]\w*['\"][ \t]*:[ \t]"
)
# A call's object on the reply's last line, its first key a call's ("arguments", "name"), at
# the line's start (an indented one is an item of data cut off: '    {"name": "Mike", …',
# b221-auto-004)
_CUT_CALL_OBJECT_RE = re.compile(r"(\{[ \t]*\"(?:arguments|name|tool_name|function)\"[ \t]*:.*)")
# LangChain's XML agent's tool element, a name in it, nothing after it
_LONE_TOOL_TAG_RE = re.compile(r"<tool>[ \t]*([A-Za-z_][\w.\-]{0,60})[ \t]*")
# Call markup, then a name that runs to the reply's end, nothing after it
_CUT_IN_CALL_TAG_RE = re.compile(r"<(?:function|tool)_call>[ \t]*[\w.\-]{40,}\Z")


# A tool's entry in a prompt's list of tools: its name as a heading, then on the next lines a
# description and its parameters under a label; or OpenAI's definition of a function, its
# description perhaps running on and cut off ('{\n "type": "function",\n "function": {\n "name":
# "vet_appointment",\n "description": "I am an animal rights animal shelter. …', b1363)
_SPEC_HEADING_RE = re.compile(
    r"#{2,4}[ \t]*([\w.\-]+)[ \t]*\n(?:[^\n]*\n){0,3}?[ \t]*(?:arguments|parameters|args)[ \t]*:"
    r"[ \t]*(?:\{[ \t]*\"[\w.\-]+\"[ \t]*:[ \t]*\{[ \t]*\"type\"|\n)"
    r"|\{\s*\"type\"\s*:\s*\"function\"\s*,\s*\"function\"\s*:\s*\{\s*\"name\"\s*:\s*\"([\w.\-]+)\"\s*,"
    r"\s*\"description\"\s*:",
    re.I,
)


# A YAML mapping of arguments under their key, and nothing else
_ARGUMENTS_ALONE_RE = re.compile(
    r"(?i)(?:parameters|arguments|args|params)[ \t]*:[ \t]*\n(?:[ \t]+[\w.\-]+[ \t]*:[^\n]*(?:\n|\Z))+\s*"
)
# DeepSeek's calls-end token, its bars perhaps garbled, where the reply begins
_STRAY_CALLS_END_RE = re.compile(r"\s*<[^<>\w\n]{0,2}tool▁calls?▁end[^<>\w\n]{0,2}>\s*")


def _checked_final(step: Final, resolve: Resolver | None) -> Parsed:
    """A final answer, unless what it holds is a call gone wrong (or one tao can read)."""
    answer = step.answer
    if answer[:1] in "pPaA" and _ARGUMENTS_ALONE_RE.fullmatch(answer):
        # "parameters:\n    xiang_hao: 7\n    full: 1" (qwen 0.5B under PocketFlow's YAML
        # prompt, b1699): a decision's parameters with its action left out
        return Unparsed("arguments with no tool's name", step.thought, step.text)
    if answer[:1] == "{":
        decoded = jsonish.loads_object(answer)
        if decoded is not None and nameless_call(decoded):
            return Unparsed("a tool call with no tool name", step.thought, step.text)
    if "```" in answer and _BROKEN_NAME_RE.search(answer):
        # '…using the following function:\n\n```json\n{\n    "name": "Navigation.Traffic
        # Violations.payViolably.\nI don\'t know.\nI don\'t know.…' (HammerBench, b486): a call
        # whose tool's name never closes, the model's words running on: a call gone wrong
        return Unparsed("a tool call tao could not read", step.thought, step.text)
    spec = _SPEC_HEADING_RE.match(answer) if answer[:1] in "#{" else None
    listed = (spec[1] or spec[2]) if spec is not None else ""
    if listed and resolve is not None and resolve(listed) == listed:
        # "### refill_rx2\nRefill a pet prescription …\narguments: {"prescription_no": {"type":
        # "string"}, …" (smollm2 under Agent Zero's prompt, b1361; "### set_light\nDescription:
        # …\n\nParameters:", b148): a registered tool's entry in the prompt's list, echoed
        return Unparsed("the tools' definitions echoed, no call", step.thought, step.text)
    if echoed_plan(answer, resolve):
        # "1. refundStatus(taxpayer_id: str, year: int) -> str\n2. join()": the tools listed
        return Unparsed("the tools' definitions, echoed: no call", step.thought, step.text)
    if (
        answer[:1] == "["
        and "]" not in answer  # (no tag: "[code]import …\nmodel = hub.load(…)", b266-auto-025)
        and "\n" not in answer
        and _LIST_KEYWORD_RE.search(answer)
    ):
        # "[get_apd and application for the application and application_id='ns9934', _from=
        # 1617176400000, to=1617262800000" (Phi-4-mini on BFCL, b1210): a call list never
        # closed, keywords in it and no tool's call: arguments with no tool's name
        return Unparsed("a call list with no tool's name", step.thought, step.text)
    tail = _CUT_CALL_OBJECT_RE.fullmatch(answer.rpartition("\n")[2]) if "{" in answer else None
    if tail is not None and jsonish.cut_off(tail[1]):
        # '…The calculation is correct.\n\n{"arguments": {"drug' (qwen 0.5B under Hermes 3's
        # scratch-pad prompt, b1203): a plan, then a call's object cut off in its first
        # string, before the tool's name: a step begun, never completed
        return Unparsed("a tool call cut off", step.thought, step.text)
    if "<" not in answer:
        return step
    if resolve is not None and "_" in answer:
        element = unregistered_element(answer, resolve)
        if element is not None:
            return as_step(*element, step.thought, step.text, resolve)
    empty = _EMPTY_ELEMENT_AT_END_RE.search(answer) if resolve is not None else None
    if (
        empty is not None
        and resolve is not None
        and resolve(empty[1]) == empty[1]
        and not is_final_name(empty[1])
    ):
        # "…4. Two of the albums were portraits.\n\n<execute>  </execute>" (Llama-2-70b-chat
        # on MINT, b1471): a registered tool's element left empty at the end, after prose; a
        # call begun with nothing in it (an empty finish tag ends the task, b123)
        return Unparsed("the tool's element is empty", step.thought, step.text)
    stray = _STRAY_CALLS_END_RE.match(answer) if "tool▁call" in answer else None
    if stray is not None and "tool▁call" not in answer[stray.end() :]:
        # "<｢tool▁calls▁end｢>\n\nThe `schedule` tool will take…" (qwen 0.5B under DeepSeek's
        # prompt, b1695): the calls' end token, garbled, before any call began; the words after
        return replace(step, answer=answer[stray.end() :])
    if "tool▁call" in answer:
        # '```json\n{"source": "final_report.pdf", …}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
        # (DeepSeek-Coder-V2-Lite on BFCL, b510): DeepSeek's call tokens around no call
        return Unparsed("a tool call tao could not read", step.thought, step.text)
    lone_tag = _LONE_TOOL_TAG_RE.fullmatch(answer) if answer.startswith("<tool>") else None
    if lone_tag is not None:
        # "<tool>start_12_month_card" (qwen 0.5B under LangChain's XML agent prompt, b1317):
        # the tool's element cut off after its name (as the stop string "</tool>" would cut
        # it), no input: a call of that name, as "<tool>name</tool>" is
        return as_step(lone_tag[1], "", step.thought, step.text, resolve)
    if "_call>" in answer and _CUT_IN_CALL_TAG_RE.search(answer):
        # "To call a duty, you need to enter the following function:\n\n<function_call>
        # CUSTOMER_DUE_SALE_CUSTOMER_DUE_SALE_…" (qwen 0.5B under a functions-as-text prompt,
        # b1196): call markup whose name runs on to the reply's end, cut off: a call gone wrong
        return Unparsed("a tool call cut off in its name", step.thought, step.text)
    if "_call>" in answer and resolve is not None:
        echoed = _SIGNATURE_IN_MARKUP_RE.search(answer)
        if echoed is not None and resolve(echoed[1]):
            # "Here is an example:\n<function_call>add_to_cart(product_id, quantity): Put two
            # products …" (Qwen2.5 under a Bedrock-style prompt, b506): the tool list's line
            # in call markup, parameters with no values: no call, and no answer either
            return Unparsed("the tools' definitions, echoed: no call", step.thought, step.text)
    return step


# An element left empty at the reply's end: "<execute>  </execute>"
_EMPTY_ELEMENT_AT_END_RE = re.compile(r"<([\w.\-]+)>[ \t\n]*</\1>\s*\Z")
# Call markup holding a line of the tool list: "name(param, param): what it does".
_SIGNATURE_IN_MARKUP_RE = re.compile(
    r"<(?:function|tool)_call>[ \t]*\n?[ \t]*([\w.\-]+)\((?:[ \t]*\w+[ \t]*,?)*\)[ \t]*[:：]"
)
# A fenced JSON call whose first key's string value (the tool's name) runs past its line.
_BROKEN_NAME_RE = re.compile(
    r"^```(?:json)?[ \t]*\n[ \t]*\{\s*\"(?:name|action|tool|function)\"[ \t]*:[ \t]*\"[^\"\n]*\n",
    re.M,
)


def _unwrapped(step: Actions, resolve: Resolver) -> Parsed:
    """A call of no registered tool whose arguments are a call of one: gpt-oss on Groq wrote
    '{"name": "assistant", "arguments": {"action": "execute_sql", "argument": "SELECT …"}}'
    and '{"name": "assistant", "arguments": ACTION: execute_sql\nSELECT …}'."""
    args = step.calls[0].input
    if isinstance(args, dict):
        found = blob_value(args)
        if found and resolve(found[0]):
            return as_step(*found, step.thought, step.text, resolve)
        typed = args.get("type")
        if isinstance(typed, str) and resolve(typed) == typed:
            # "action type: TOOL\nattribute: type=\"k8s_scale\"\ndeployment=…" (a Bolt-style
            # prompt's placeholder kept): the registered tool its type names, with the rest
            rest = {k: v for k, v in args.items() if k != "type"}
            return as_step(typed, rest, step.thought, step.text, resolve)
    elif (
        isinstance(args, str) and len(args) < 20_000 and re.match(r"\s*action\s*[:：]", args, re.I)
    ):
        # (read once, not unwrapped again: "Action:Action:Action:…" would go on for each)
        inner = _fast_step(args, resolve) or read_step_fully(args, resolve)
        if isinstance(inner, Actions) and resolve(inner.calls[0].tool):
            below = re.fullmatch(r"\s*action\s*:[ \t]*[\w.\-]+[ \t]*\n(.+)", args, re.S | re.I)
            if not inner.calls[0].input and below:  # the input on the lines below
                return as_step(inner.calls[0].tool, below.group(1).strip(), step.thought, step.text)
            return replace(inner, thought=step.thought, text=step.text)
    return step


# A Chinese step label right after a sentence's full stop on the same line.
# (or the final answer's: "…穷册 98608 人。最终回答：\n…", qwen 0.5B under a Chinese
# template, b676)
_GLUED_ZH_LABEL_RE = re.compile(
    r"([。！？])[ \t]*(?=(?:行动|行動|动作|動作|最[终終](?:回答|答案))[ \t]*[:：])"
)


def _unglue_labels(text: str) -> str:
    """`text` with each label glued after a full stop put on its own line, up to the first
    final answer's label; what the answer says after that stays as written."""
    final = _first_final_label(text)
    limit = final.start() if final else len(text)
    out, at = [], 0
    for m in _GLUED_ZH_LABEL_RE.finditer(text, 0, limit):
        out += [text[at : m.end(1)], "\n"]
        at = m.end()
        if text.startswith("最", at):
            break
    return "".join(out) + text[at:]


# A Question label with a Thought label right after it on the same line.
_QUESTION_THEN_LABEL_RE = re.compile(
    r"^([ \t]*(?:Question|질문|问题|問題|質問)[ \t]*[:：][ \t]*)(?=(?:Thought|생각|思考|想法)[ \t]*[:：])",
    re.M | re.I,
)
# ... and the line break put there, to be taken out again
_SPLIT_QUESTION_RE = re.compile(
    r"^([ \t]*(?:Question|질문|问题|問題|質問)[ \t]*[:：][ \t]*)\n(?=(?:Thought|생각|思考|想法)[ \t]*[:：])",
    re.M | re.I,
)
# A numbered step of a plan: "Step 1: …"
_PLAN_STEP_LINE_RE = re.compile(r"[ \t]*Step[ \t]+\d{1,2}[ \t]*:")
# A line that is one capitalised word and a colon, nothing after it
# (or a Chinese word's: "输出:\n\nPensiero:\n\nPensiero:", smollm2 under an Italian ReAct
# prompt, b1424)
_EMPTY_LABEL_LINE_RE = re.compile(
    r"\s*(?:[A-Z][a-z]{2,19}|[\u4e00-\u9fff]{2})[ \t]*[:：][ \t]*\n\s*"
)
_FLAT_FENCE_RE = re.compile(r"```([A-Za-z]\w*)[ \t]+([^`\n]*?\S)[ \t]*```")
_FLAT_CALL_RE = re.compile(r"```()(([A-Za-z_][\w.\-]*)\([^`\n]*\))```")
_FLAT_LIST_RE = re.compile(r"```()(\[[ \t]*[{\[][^`\n]*\])```")
# The last of several one-line fenced calls, under a lead-in that says it is the one chosen
_CHOSEN_FLAT_CALL_RE = re.compile(
    r"\b(?:first|next|only|one)[ \t]+action[^\n`]*:[ \t]*\n\s*```(([A-Za-z_][\w.\-]*)\([^`\n]*\))```"
    r"\s*\Z",
    re.I,
)
_GROUNDED_RE = re.compile(r"^Action:([^\n]*)\nGrounded Operation:", re.M)


def _thought_on_after(body: str, step: Parsed) -> bool:
    """Whether prose goes on after a call read from the body (ten words or more), the call
    one thought among others rather than the step."""
    if not isinstance(step, Actions) or not step.text.strip():
        return False
    tail = step.text.rstrip()[-60:]
    at = body.rfind(tail)
    if at < 0:
        return False
    return len(re.findall(r"[^\W\d_]{2,}", body[at + len(tail) :])) >= 10


# Kimi's call with the template's "INDEX{JSON arguments}=" where its number goes
_KIMI_ASSIGNED_RE = re.compile(r"(functions\.[\w.\-]+):INDEX\{[^{}\n]{0,40}\}[ \t]*=[ \t]*(?=\{)")
# A harmony call's header after the final channel's message.
_LATER_HARMONY_CALL_RE = re.compile(r"<\|channel\|>commentary[ \t]+to=[\w.\-]+")
# A call's tag opened on reasoning, and a tagged call's object later on a line of its own.
_PROSE_IN_CALL_TAG_RE = re.compile(r"\A\s*<tool_call>[ \t]*\n?[ \t]*[A-Za-z][\w'’]*[ ,]")
_TAGGED_OBJECT_RE = re.compile(r"\n[ \t]*<tool_call>[ \t]*\n?[ \t]*\{")


def _reasoning_in_call_tag(text: str, resolve: Resolver | None) -> Parsed | None:
    """'<tool_call>\nOkay, let's break down this onboarding process …\ntool: http_request\n
    method: POST …\n<tool_call>\n{"name": "http_request", …}</tool_call>' (Hermes 4 405B, b1395):
    the tag opened on the model's reasoning, never closed, its plan's label lines no step; the
    first tagged call after it is."""
    if resolve is None or not _PROSE_IN_CALL_TAG_RE.match(text):
        return None
    later = _TAGGED_OBJECT_RE.search(text)
    if later is None or "</tool_call>" in text[: later.start()]:
        return None
    step = read_step_fully(text[later.start() :].strip(), resolve, reread=True)
    if not isinstance(step, Actions) or not resolve(step.calls[0].tool):
        return None
    reasoning = text[: later.start()].strip().removeprefix("<tool_call>").strip()
    return Actions(step.calls, reasoning, text.strip())


def read_step_fully(text: str, resolve: Resolver | None = None, *, reread: bool = False) -> Parsed:
    """The full reader, for everything that is not a canonical step (`reread`: a part of the
    reply read again, without the closing tags it ended in or below a stray fence line; once,
    not again for each tag or fence left in it)."""
    if "<tool_sep" in text or "arg_key>" in text:
        text = plain_tool_sep(text, resolve)
    if text.lstrip().startswith('="') and "</invoke>" in text:
        # '="my_tool_name">\n<parameter name="example_parameter">lorem ipsum</parameter>\n
        # </invoke>\n</function_calls>' (Claude's stream, its first tokens lost): the invoke's
        # opening, less its first words
        text = "<invoke name" + text.lstrip()
    if "\nGrounded Operation:" in text:
        # CogAgent's "Action: Click on the 'Adobe Photoshop 2023' icon …\nGrounded Operation:
        # CLICK(box=[[346,574,424,710]], …)": the action in words, then the call grounding it
        text = _GROUNDED_RE.sub(r"Thought:\1\nAction:", text, count=1)
    if "<|start|>" in text and "<|message|>" in text and "<|channel|>" not in text:
        # "<|start|>analysis<|message|>…" (qwen 0.5B under harmony told as text, b642): the
        # channel's word where "assistant<|channel|>" belongs
        text = re.sub(
            rf"{_BARE_CHANNEL}<\|message\|>", r"<|start|>assistant<|channel|>\1<|message|>", text
        )
    if "channel|>" in text and "<|message|>" in text:
        # "<channel|>analysis<|message|>book study room …" (qwen2.5-coder-0.5b under harmony
        # told as text, b661): the channel token with its first bar lost (Gemma 4's own
        # "<channel|>" closes its thought, before no channel word); or that bar written "!"
        # ("<!channel|>analysis<|message|>…", b877)
        text = re.sub(
            r"<!?channel\|>(?=(?:analysis|commentary|final)<\|message\|>)", "<|channel|>", text
        )
    if text.startswith("TOOL_CALLS ") and re.match(r"TOOL_CALLS[ \t]+[\w.\-]+\(", text):
        # "TOOL_CALLS schedule_interview({…});" (qwen 0.5B under Magistral's prompt, b730): the
        # token's word without its brackets, then a Python call
        text = text[len("TOOL_CALLS ") :].lstrip()
    elif text.startswith("TOOL_CALLS") and (worded := _WORDED_TOOL_CALLS_RE.match(text)):
        # "TOOL_CALLS create_playlist Sun Sunday\nARGS {"name": "Sunday", …}" (qwen 0.5B under
        # Magistral's prompt, b762): both tokens' words without their brackets, words after
        # the name
        text = f"[TOOL_CALLS]{worded[1]}[ARGS]{text[worded.end() :]}"
    elif (
        resolve is not None
        and (tool_calls_word := _BARE_TOOL_CALLS_RE.match(text))
        and resolve(tool_calls_word[1])
    ):
        # "TOOL_CALLSkuaidi_jijian{…}", "TOOL_CALLS: send_parcel, dimensions_cm: {…}" (qwen 0.5B
        # under Mistral's prompt, b1293): the token's word without its brackets before a
        # registered tool's name, glued on or after a colon
        after_token = re.sub(r"\A[ \t]*,[ \t]*", " ", text[tool_calls_word.end() :])
        text = f"[TOOL_CALLS]{tool_calls_word[1]}{after_token}"
    if text.lstrip().startswith('{"name"') and '; {"name"' in text:
        first_call = text[: text.index('; {"name"')]
        unclosed = jsonish.closing(first_call, first_call.find("{"))[0] < 0
        value = jsonish.loads_object(first_call) if unclosed else None
        if value is not None and isinstance(value.get("name"), str):
            # '{"name": "emitir_factura", "parameters": {…, "concepto": "Servicio de
            # consultoría; {"name": "emitir_factura", …}}; {…}' (Llama 3.1 8B, b1311): calls
            # joined by "; ", the first's last string and braces never closed; that one
            # (or its string closed and only its braces left open: '…"ready to be
            # published."; {"name": "ask_human", …}', Llama 3.1 8B, b1372)
            text = json.dumps(value, ensure_ascii=False)
    if ":INDEX{" in text:
        # "<|tool_calls_section_begin|>; functions.exchange_TKT:INDEX{JSON arguments}={"booking_
        # ref": …}; functions.yanchu_piao:INDEX{…}={…}; <|tool_calls_section_end|>" (qwen 0.5B
        # under Kimi K2's prompt, b1405): the template's index with its placeholder's words,
        # the object after "=": the call's number
        text = _KIMI_ASSIGNED_RE.sub(r"\1:0 ", text)
    if re.match(r"\s*✿FUNCTION✿[ \t]*[:：]?[ \t]*\n[ \t]*✿ARGS✿", text):
        # "✿FUNCTION✿\n✿ARGS✿:\n\nThe function is called.\n…" (smollm2 under Qwen-Agent's
        # prompt, b1415): the call's markers with no tool's name between them
        return Unparsed("a tool call with no tool name", None, text.strip())
    reasoned = _reasoning_in_call_tag(text, resolve)
    if reasoned is not None:
        return reasoned
    special = special_token_calls(text, resolve)
    if special is not None:
        return special
    marked = dspy_marked_call(text, None, resolve) if text.lstrip()[:2] == "[[" else None
    if marked is not None:
        # "[[ refund_request ## ]]\n{…}", "[[ [[ log_meal "…" 380] ]]]" (smollm2 under DSPy's
        # prompt): a registered tool's name where a field's goes
        return marked
    if "<|open|>" in text:
        special, text = open_markup(text, resolve)
        if special is not None:
            return special
    final_channel = (
        harmony_final(text) if "<|channel|>" in text or "assistantfinal" in text else None
    )
    if final_channel is not None:  # gpt-oss: what the final channel says, read as a reply
        if not final_channel[0]:
            return Unparsed("the reply stopped before its final channel", final_channel[1], text)
        step = read_step_fully(final_channel[0], resolve)
        said_at = text.find(final_channel[0])
        later_call = (
            _LATER_HARMONY_CALL_RE.search(text, said_at + len(final_channel[0]))
            if isinstance(step, Unparsed) and said_at >= 0
            else None
        )
        if later_call is not None:
            # "…<|channel|>final<|message|>THOUGHT: … I'll use the file explorer tool to read
            # the file.<|end|><|start|>assistant<|channel|>commentary to=FILE_EXPLORER__read_file
            # <|constrain|>json<|message|>{…}" (gpt-oss under an app's THOUGHT/TOOL prompt,
            # b1408): the final channel only a thought, the call after it the step
            after_final = read_step_fully(text[later_call.start() :], resolve)
            if isinstance(after_final, Actions):
                return replace(after_final, thought=final_channel[0])
        if step.thought is None and final_channel[1] and not isinstance(step, Unparsed):
            return replace(step, thought=final_channel[1])
        return step
    split_questions = bool(_QUESTION_THEN_LABEL_RE.search(text))
    if split_questions:
        # "질문: 생각: P-118, P-204\n…" (Qwen2.5 under a Korean ReAct prompt, b506): a question
        # invented with its Thought on the same line; the Thought starts its own line
        text = _QUESTION_THEN_LABEL_RE.sub(r"\1\n", text)
    if "：" in text and _GLUED_ZH_LABEL_RE.search(text):
        # "…這個工具來獲取收盘价格。動作：要採取`get_stock_history`這個工具。\n動作輸入：None"
        # (qwen2.5-coder-0.5b under a Traditional Chinese ReAct prompt, b518): a label glued
        # after a sentence's full stop starts its own line; up to the first final answer's
        # label, the answer below it as written ("…。最终答案：\n\n美色…。最终答案：…", smollm2
        # under tao's react prompt, b1117)
        text = _unglue_labels(text)
    cleaned = clean(text)
    body = cleaned.text
    wrapped_call = re.match(r"\s*([\w.\-]+)[ \t]*\(", body) if cleaned.answered else None
    if (
        cleaned.answered
        and body.strip()
        and not _STEP_LABEL_RE.search(body)
        and not (wrapped_call and resolve and resolve(wrapped_call[1]))
    ):
        # "<answer>\nbookroom(branch=\"中心馆\", …)\n</answer>" (qwen2.5-coder-0.5b under a
        # Bedrock-style prompt, b661): the answer's own tag around a call of no tool is still
        # the answer (a registered tool's call there is AutoGLM's action, b106)
        return Final(body.strip(), cleaned.reasoning, body.strip())
    fastgpt = _FASTGPT_RE.match(body)
    if fastgpt:
        # FastGPT's prompt has every reply start "0:" (the answer follows) or "1:" (a call
        # {"toolId": …, arguments: {…}} follows), perhaps after its transcript's "ANSWER:"
        rest = body[fastgpt.end() :]
        if fastgpt.group(1) == "0" and rest.strip():
            return Final(rest.strip(), None, body.strip())
        found = blob(rest) if fastgpt.group(1) == "1" and rest.startswith("{") else None
        if found is not None and found[0]:
            return as_step(*found, None, body.strip(), resolve)
    segments = _segments(body, resolve)
    first_label = segments[0].start if segments else -1
    if (
        first_label > 0
        and body.lstrip().startswith(("```", "{"))
        and '"action"' in body[:first_label]
    ):
        # '```json\n{"action": "http_request", "action_input": {…}}\n```\n\nThought: …\nAction:
        # ```json\n{"action": "run_sql", …}```' (the blob first, its labels after; fenced or
        # not, b476): the first complete step wins
        opened = body.lstrip()
        ahead = blob(fence_body(opened) or "" if opened[0] == "`" else body[:first_label])
        if ahead is not None and ahead[0] and not is_final_name(ahead[0]):
            return as_step(*ahead, None, body[:first_label].strip(), resolve)
    if not segments and "\n" not in body.strip() and _FLAT_STEP_RE.search(body):
        # "… to the 0.43 powerAction: CalculatorAction Input: 20^0.43": a step whose line
        # breaks were lost (a log that flattened it), its labels glued to the words before
        return read_step_fully(_FLAT_LABEL_RE.sub("\n", body), resolve)
    if not segments and "\n" not in body.strip() and _SPACED_STEP_RE.search(body):
        # "…print Hello AI!    Action: Update File    Action Input: main.py" (a chat paste
        # that turned each line break into spaces)
        return read_step_fully(_SPACED_LABEL_RE.sub("\n", body), resolve)
    thought: str | None = None
    action: _Segment | None = None
    inputs: _Segment | None = None
    final: _Segment | None = None
    final_after: _Segment | None = None  # a final answer right after the action
    last_action = max((g.start for g in segments if g.kind == "action"), default=-1)
    for seg in segments:
        if seg.kind == "thought":
            if action is not None:
                break
            if thought is None:
                thought = body[seg.body : seg.end].strip()
        elif seg.kind == "action":
            if action is not None:
                break
            if not body[seg.body : seg.end].strip():
                continue  # an empty "Action:" line, e.g. before "Answer:"
            action = seg
        elif seg.kind == "input":
            if inputs is not None:
                break
            inputs = seg
            if action is not None:
                break
        elif seg.kind == "final":
            if (
                action is None
                and _PLACEHOLDER_FINAL_RE.fullmatch(body[seg.body : seg.end].strip())
                and last_action > seg.start
            ):
                # "8. Read the final code.\nFinal Answer: Provide the final answer.\n\nAction:
                # write_file_tool" (Gemini 2.0 Flash): the template's line copied into a
                # plan, not an answer; the action below it is the step
                continue
            no_words = body[seg.body : seg.end].strip() if action is None else ""
            if no_words and last_action > seg.start and not re.search(r"\w", no_words):
                # "\nAI: ?\nThought: I should calculate …\nAction: calculate: 37 + 20\nPAUSE"
                # (llama-3-8b under the classic prompt through LangChain, b1654): a role's label
                # leaked over a lone mark, no answer; the step below it is the first
                continue
            if action is None and not _waits_after(segments, seg, _PAUSE_RE.search(text)):
                final = seg
            if action is not None and final_after is None:
                final_after = seg
            if final is not None or action is not None:
                break
        elif seg.kind in ("observation", "pause") and action is not None:
            break
        # "question" segments (a model echoing the question) are skipped.
    thought = thought or cleaned.reasoning
    if (
        action is not None
        and inputs is None
        and final_after is not None
        and is_final_name(body[action.body : action.end].strip())
    ):
        # "Action: Answer\nFinal Answer: [88.11]" (AgentBench's DBBench, its "Answer" a tool of
        # the task's): the action says it answers, the label below holds the answer
        return Final(_answer_text(body, final_after), thought, body.strip())
    opening = (
        re.fullmatch(r"([\w.\-]+)\[([^\n]*)\]", body[: segments[0].start].strip())
        if segments
        else None
    )
    if opening and segments[0].kind == "observation" and resolve and resolve(opening.group(1)):
        # " Search[best kick boxer]\nObservation: …\nThought: …\nAction: Lookup[…]" (the
        # prompt ended in "Action:"): the call that opens the reply is the step
        return as_step(
            opening.group(1), bracket_input(opening.group(2)), None, opening.group(0), resolve
        )
    if (
        action is None
        and inputs is not None
        and resolve is not None
        and (final is None or inputs.start < final.start)
    ):
        # "Action\nAction Input:\nexchange_money(amount=250, …)" (ToolBench): the Action line
        # left empty, the call written under the input's label
        written = _input_call(body[inputs.body : inputs.end], resolve)
        if written is not None:
            return as_step(*written, thought, body[: inputs.end].rstrip(), resolve)
    if final is not None and action is None:
        before = body[: segments[0].start]
        if cleaned.unclosed_think and segments[0] is final and not _STEP_LABEL_RE.search(before):
            # "<think>\nOkay, the user wants to sort … \n\nFinal answer: [sort(file_name=…)]"
            # (Qwen3-1.7B on BFCL's multi-turn, b939), "<think>\n\n**Answer:** It seems like …"
            # (smollm3 3B, b1454): an answer the model gives itself in thinking never closed;
            # it has not answered yet
            return Unparsed("the reply stopped inside its <think> block", thought, body.strip())
        if before.lstrip().startswith("$ ") and resolve is not None:
            # "$ ocr_image --path C:\\Scans\\invoice 04.png --lang C\nANSWER: Invoice 04" (a
            # shell-agent prompt): the command first, then an answer made up before its output
            early = other_dialects(before.strip(), thought, resolve)
            if isinstance(early, Actions):
                return early
        if "{" in before:
            # "```json\n{"action": "run_python", …}\n```\n\nThought: …\nFinal Answer: …":
            # the blob before any label is the first step
            early = json_calls(before, thought, resolve)
            if isinstance(early, Actions):
                return early
        within = body[: final.start]
        if resolve is not None and '"action"' in within and _FENCED_BLOB_RE.search(within):
            # "Thought: To send a 40x30x20 cm box …\n\n2. **Create the JSON blob:**\n   ```json
            # \n   {"action": "send_parcel", "action_input": {…}}\n   ```\n…\n5. **Final Answer:
            # …" (qwen 0.5B under tao's json-blob prompt, b1273): a registered tool's blob in
            # the thought, fenced, before the answer's label, is the first step
            early = json_calls(within, thought, resolve)
            if isinstance(early, Actions) and resolve(early.calls[0].tool) == early.calls[0].tool:
                return early
        if "</" in before and resolve is not None:
            # "So, the average is:\n\n<python>average = (47 + 52 + 57) / 3</python>\nExecution
            # Result: {'average': 52.0}\nFinal Answer: $\\boxed{52}$" (a TIR rollout): a
            # registered tool's element before the answer's label is the first step
            early = other_dialects(before.strip(), thought, resolve)
            if isinstance(early, Actions) and resolve(early.calls[0].tool) == early.calls[0].tool:
                return early
        on_line = _CALL_ALONE_RE.search(before) if resolve is not None and "(" in before else None
        if on_line is not None and resolve is not None and resolve(on_line[1]) == on_line[1]:
            # 'I will use the calculate tool.\n\ncalculate("25 * 4")\n\n…The result is: 100\n\n
            # FINAL ANSWER: 100' (llama-3.1-8b in ElizaOS's GAIA runs, b1419): a registered
            # tool's call on a line of its own before the answer's label is the first step,
            # its result and the answer made up
            early = other_dialects(on_line[0].strip(), thought, resolve)
            if isinstance(early, Actions):
                return early
        answer = _answer_text(body, final)
        asked = segments[0] if segments[0].kind == "question" else None
        first_words = body[: asked.start].strip() if asked is not None else ""
        if (
            asked is not None
            and asked.start < final.start
            and first_words
            and "\n\n" not in first_words
            # (not a bare label: "A: \nQuestion: \nAnswer: \n#1 …", the template's fields)
            and not re.fullmatch(r"[^\s:：]{1,12}[ \t]*[:：]", first_words)
            # (nor words that announce what follows: "可以以下方式替援", qwen 0.5B, b692)
            # ("…Here's a sample of what we can do.", qwen 0.5B under the French prompt, b907)
            and not re.search(
                r"以下|如下|下面|the following|as follows|here(?:'s| is) (?:a|an) (?:sample|example)",
                first_words,
                re.I,
            )
        ):
            if first_words.rstrip().endswith((":", "：")):
                # "The answer to the question is:\n\nQuestion: …\n\nAnswer: …" (qwen 0.5B, b877):
                # a lead-in to a made-up question and its answer, all of it the reply's answer
                return Final(body.strip(), thought, body.strip())
            # "12.10.10\n\nQuestion: 帮王芳挂…\n\nAnswer: …": the reply's answer came first, a
            # paragraph, then a new turn the model invented (its question and its answer)
            return Final(first_words, thought, body.strip())
        if "Final Answer" in answer and (nested := _NESTED_FINAL_RE.match(answer)):
            # "**Answer:**\nAction: Answer\nFinal Answer: [\n    (110, 'Irene', …)" (DeepSeek-R1-
            # Distill-Llama-8B on LifelongAgentBench, b1558): a heading over the step's own
            # answer labels, the answer below them
            answer = answer[nested.end() :].strip()
        if answer.startswith(("{", "```")):  # "Answer:" and then a JSON action blob
            value = jsonish.loads_object(answer)
            found = blob_value(value, strict=True) if value else None
            if found:
                return as_step(*found, thought, body.strip(), resolve)
        if not answer.strip():
            return Unparsed("an empty Final Answer", thought, body.strip())
        if looks_like_call(answer):
            # "Answer: <tool_call>get_weather<arg_key>…": the label, then a call's markup
            called = other_dialects(answer, thought, resolve)
            if isinstance(called, Actions):
                return called
        speaker = re.fullmatch(r"\s*(?:AI|Assistant)[ \t]*[:：]\s*", body[final.start : final.body])
        if speaker and answer[:1] in "[{(" and resolve is not None:
            # "AI:[{'name': 'generate_chart', 'parameters': {…}}]" (MiniCPM3-4B on BFCL, b1235):
            # the speaker's label leaked before a registered tool's call in JSON, as before
            # "[math.gcd(num1=12, num2=18)]" (b913)
            # (or before the list of calls in a tuple: "AI:[(probabilities.calculate_single(
            # total_outcomes=52, …))]", "AI:([multiply(a=3,b=2)])", MiniCPM3-4B, b1678)
            called = other_dialects(answer, thought, resolve)
            if isinstance(called, Actions) and resolve(called.calls[0].tool):
                return called
        return Final(answer, thought, body.strip())
    if action is not None:
        if (
            "- " in body
            and len(_RECAP_ITEMS_RE.findall(body)) >= 2
            and _RECAP_ITEMS_RE.match(body, body.rfind("\n", 0, action.start) + 1)
        ):
            # "Here are the steps and corresponding tool calls used to solve the problem:\n\n1.
            # **Addition (34 + 21):**\n   - Tool Call: `functions.add({…})`\n   - Result: `55`\n…
            # The final result after performing all operations is `212`." (gpt-4o, b1654): the
            # calls made, each a bullet with its result's under it: a recap, the answer
            return Final(body.strip(), thought, body.strip())
        head = body[action.body : action.end]
        if not head.partition("\n")[0].strip():
            # "Action:\n    Terminal": the name on the next non-empty line; not a label of
            # the model's own with nothing after it ("Action:\n\nOutput: \nQuestion: …")
            stripped = head.lstrip()
            if re.match(r"[A-Za-z_][\w ]{0,30}[:：][ \t]*(?:\n|$)", stripped):
                stripped = ""
            word = stripped.partition("\n")[0].strip()
            if (
                word
                and stripped.rstrip() == word
                and not (resolve and resolve(word))
                and (as_label := _LABEL_RE.match(word + "\n")) is not None
                and as_label.end() == len(word)
            ):
                # "想要收導的元素\n\n動作\n\n結果" (smollm2 under a Traditional Chinese ReAct
                # prompt, b1623): the template's labels written alone, the last the
                # Observation's word ending the reply: no tool's name
                stripped = ""
            if word.lower() == "pause" and not (resolve and resolve(word)):
                # "Action: \nPause\nYou can add more items…" (qwen 0.5B under tao's classic
                # prompt, b1236): the loop's PAUSE where the tool goes, no tool
                stripped = ""
            action.body = action.end - len(stripped)
            head = stripped
        first_line, _, rest = head.partition("\n")
        if inputs is not None and action.body < inputs.start < action.body + len(first_line):
            first_line = first_line[: inputs.start - action.body]
        if not first_line.strip() or first_line.strip().startswith(("```", "{", "~~~", "[{")):
            found = blob(head)
            code = (fence_body(head.strip()) or "").strip()
            if found is not None and is_definition(jsonish.loads_object(code or head)):
                # 'Action:\n```\n{"name": "outage_map", "description": "Current power cuts …",
                # "parameters": {"properties": {"postcode": {"type": "string"}}}, …}\n```' (qwen
                # 0.5B under tao's json-blob prompt, b1163): the tool's definition echoed
                if final_after is not None:
                    return Final(_answer_text(body, final_after), thought, body.strip())
                return Unparsed("the tool's definition echoed, no call", thought, body.strip())
            if found is not None and found[0].startswith("$") and resolve and code[:1] != "{":
                # a call in the first fence, then the prompt's {"action": $TOOL_NAME, …} echoed
                found = _fenced_call(code, resolve) or found
            named_first = code.partition("\n")[0].strip()
            if (
                found is not None
                and resolve
                and named_first
                and resolve(named_first) == named_first
                and resolve(found[0]) is None
            ):
                # "```\nlookup_employee\n{\n  "name": "张伟"\n}\n```" (qwen2.5-coder-0.5b, b517):
                # the tool's name, then its arguments, whose "name" is no tool's
                found = _fenced_call(code, resolve) or found
            if found is None:
                # "Action:\n```\naverage_dog_weight(Border Collie)\n```": a call in the fence
                code = (fence_body(head.strip()) or "").strip()
                one_line = re.match(r"```[ \t]*([^`\n]+?)[ \t]*```", head.strip())
                if not code and one_line:  # "Action:```library_search```then"
                    code = one_line.group(1)
                if code and resolve:
                    found = _fenced_call(code, resolve)
                lone = re.fullmatch(r"([\"'])([A-Za-z_][\w.\-]*)\1|([A-Za-z]\w*_[\w.\-]+)", code)
                if found is None and lone is not None:
                    # 'Action:\n```\n"doggy_dogtogether"\n```' (qwen2.5-coder-0.5b under
                    # LangChain's react-json prompt, b1361): a name alone in the fence, in quotes
                    # or snake_case, no tool's: its call, as on the Action line itself
                    lone_call: tuple[str, Any] = (lone[2] or lone[3] or "", "")
                    found = lone_call
                if (
                    found is not None
                    and found[1] in (None, "")
                    and inputs is not None
                    and inputs.start > action.start
                ):
                    # '[[ ## next_tool_name ## ]]\n```python\n"qianzheng_jindu"\n```\n\n[[ ##
                    # next_tool_args ## ]]\n```python\n{}\n```' (qwen 0.5B under DSPy's prompt,
                    # b778): the name alone in the fence, the arguments under their own label
                    found = (found[0], read_input(body[inputs.body : inputs.end]))
            if found is None and resolve and thought:
                # 'Thought: … visiting the "vaccine_clinic" tool.\nAction:\n```\n{"city": …}```':
                # the arguments alone, the one tool the thought names is theirs
                args_only: Any = jsonish.loads_object(head)
                thought_tool = _thought_names_one(thought, resolve) if args_only else None
                if thought_tool is not None:
                    found = (thought_tool, args_only)
            if found is None:
                if final_after is not None:
                    # a fence of objects naming no tool, then "Final Answer: …"
                    return Final(_answer_text(body, final_after), thought, body.strip())
                in_fence = (fence_body(head.strip()) or "").strip()
                said = _REPEATED_FINAL_RE.match(in_fence)
                if said and in_fence[said.end() :].strip():
                    # "Action:\n```\nFinal Answer: {location: …}\n```": the answer, fenced
                    return Final(in_fence[said.end() :].strip(), thought, body.strip())
                run = fenced_tool(head, thought, resolve)
                if run is not None:
                    # "ACTION:\n```bash\ncd astropy\n```": the fence's language names the tool
                    return run
                marked = other_dialects(in_fence, thought, resolve) if in_fence[:1] == "<" else None
                if marked is not None and not isinstance(marked, Unparsed):
                    # 'Action:\n```python\n<functions>\n    <Buses_3_FindBus>\n        <from_city>
                    # Fresno, CA</from_city>…' (MiniCPM3-4B on BFCL, b1082): a call in markup
                    return marked
                return Unparsed("an Action with no tool name", thought, body[: action.end].rstrip())
            if isinstance(found[1], dict) and list(found[1]) == ["action_input"]:
                # '```\nroadsideHelp\n{"action_input": "send car help …"}\n```' (qwen2.5-coder
                # -0.5b under LangChain's react-json prompt, b663): the blob's action written
                # as a line of its own, its input still under the blob's key
                found = (found[0], found[1]["action_input"])
            if (
                resolve is not None
                and not resolve(found[0])
                and (
                    re.match(r"\w+[:：]\s", found[0])
                    or (len(found[0].split()) >= 5 and FUNCTION_WORD_RE.search(found[0]))
                )
            ):
                # '"tool_name": "Action: List finance-docs and share the newest report for 12
                # hours"' (qwen 0.5B under Haystack's prompt, b736): a sentence for a name
                return Unparsed("the call's tool is a sentence", thought, body[: action.end])
            if whole_schema(found[1]):
                # '{"name": "mingpian_dingzhi", "parameters": {"properties": {"xingming": {"type":
                # "string"}, …}, "required": […], "type": "object"}}\n{"name": "print_quote",
                # "description": …' (qwen 0.5B under tao's json-blob prompt, b1228): the tools'
                # definitions echoed, the first without its description, no call
                return Unparsed("the tool's definition echoed, no call", thought, body.strip())
            step = as_step(*found, thought, body[: action.end].rstrip(), resolve)
            if isinstance(step, Unparsed) and final_after is not None:
                # {"tool_name": "directly_answer", "parameters": {}} and "Answer: …" below
                return Final(_answer_text(body, final_after), thought, body.strip())
            return step
        if first_line.lstrip().startswith(("<tool_call", "<TOOLCALL")):
            # "# Tool Call\n\n<tool_call>\n  <tool_call name=\"get_relevant_classes\" …/>"
            # (Falcon3-1B-FC on BFCL, b875): a heading over the call's own markup
            called = other_dialects(head, thought, resolve)
            if isinstance(called, Actions):
                return called
        if first_line.lstrip().startswith("<"):
            # "Action:\n<search>Percy Jackson</search>", "Action: <invoke>\n<tool_name>…"
            tagged = tag_call(
                head if "<invoke>" in head or "<action" in head else head.split("\n\n")[0]
            )
            if tagged is not None:
                return as_step(*tagged, thought, body[: action.end].rstrip(), resolve)
        call_opened = _CALL_OPENED_RE.match(first_line) if "\n" in head else None
        if call_opened and jsonish.closing(first_line, call_opened.end() - 1)[0] < 0:
            shut = jsonish.closing(head, call_opened.end() - 1)[0]
            if shut > 0 and not head[shut + 1 :].partition("\n")[0].strip():
                # 'Action: set_thermostat(room: "living room", schedule: [\n  {'from': '06:00',
                # …},\n])' (qwen 0.5B asked to think first, b986): the call's values run
                # over several lines, its parenthesis closed below
                first_line, rest = head[: shut + 1], head[shut + 1 :].partition("\n")[2]
        relabel = _LABEL_RE.match(first_line) if ":" in first_line or "：" in first_line else None
        doubled = relabel is not None and _kind_of(relabel) == "action"
        if relabel is not None and doubled:
            # 'الإجراء: الإجراء: "dosage_calc_v2 8"' (qwen 0.5B under an Arabic ReAct prompt,
            # b1053): the Action's label written twice
            first_line = first_line[relabel.end() :].lstrip()
        # ("Action: Use the fire\\_recognition API …", qwen-7b-chat: Markdown's escape)
        name, inline = _split_action(first_line.replace("\\_", "_"), resolve)
        sequenced = (
            _first_of_sequence(first_line, resolve)
            if resolve is not None and inline is None and is_sentence(first_line)
            else None
        )
        if sequenced is not None:
            # "我采取的行动是使用 TagFaces 来识别 Grandma Li，然后使用 xiangce_fenxiang 来分享
            # 相册…" (qwen 0.5B under tao's react-zh prompt, b1500): two tools named one after
            # the other, the first this step's (not the one a looser match finds first)
            name = sequenced
        if (
            isinstance(inline, str)
            and inline[:1] == "["
            and not rest.strip()
            and "]" not in inline
            and re.fullmatch(r"\[[^\[\]{\"'\s][^\n]*", inline)
        ):
            # "Action 4: Search[Wilmslow High School" (Gemini 2.5 under the ReAct paper's
            # prompt, b1159): the bracket never closed, nothing below; the input is inside it
            inline = inline[1:].rstrip()

        def unusable(reason: str) -> Parsed:
            """An Action that names no tool to run: a final answer further down is then the
            first complete step; without one, ask again."""
            below = next(
                (g for g in segments if g.kind == "final" and g.start > action.start), None
            )
            if (
                resolve is not None
                and inputs is not None
                and inputs.start > action.start
                and (below is None or inputs.start < below.start)
            ):
                # "Action: the action to take, should be one of [Time, Wolfram Alpha]\nAction
                # Input:  Wolfram Alpha 222+222": the template's line copied, the tool named
                # where the input goes
                written = _input_call(body[inputs.body : inputs.end], resolve)
                quoted = body[inputs.body : inputs.end].strip()
                if written is None and quoted[:1] in "\"'" and quoted[-1:] == quoted[:1]:
                    # '行动: …必须是 [energy_24h, SetChargeLimit] 之一\n行动输入: "energy_24h(HOME-7,
                    # false)"' (qwen 0.5B under tao's react-zh prompt, b1451): the call in quotes
                    written = _input_call(quoted[1:-1], resolve)
                made_up = written_call(quoted) if written is None else None
                if made_up is not None and re.fullmatch(r"[a-z]+(?:_[a-z0-9]+)+", made_up[0]):
                    # "行动输入: share_album(毕业旅行, [1234, 5678], true)" (qwen 0.5B under tao's
                    # react-zh prompt, b1483): a call of a tool no one has, in snake_case, is
                    # the step; its run says which tools there are
                    written = made_up
                if written is not None:
                    return as_step(*written, thought, body[: inputs.end].rstrip(), resolve)
                alone = body[inputs.body : inputs.end].strip().strip("`'\"")
                if resolve(alone) == alone and re.search(
                    rf"(?<![\w.\-]){re.escape(alone)}(?![\w.\-])", first_line
                ):
                    # "行動：実行するツール（vaccine_due、bookVetSlot のいずれか）\n行動入力：
                    # vaccine_due" (qwen2.5-coder-0.5b under the Japanese ReAct prompt, b1110):
                    # one of the listed tools written alone where the input goes, the choice
                    return as_step(alone, "", thought, body[: inputs.end].rstrip(), resolve)
            later = next(
                (g for g in segments if g.kind == "action" and g.start > action.start), None
            )
            if (
                later is not None
                and resolve is not None
                and (below is None or later.start < below.start)
                and not any(
                    g.kind in ("observation", "question", "input")
                    and action.start < g.start < later.start
                    for g in segments
                )
                and resolve(
                    named := body[later.body : later.end].strip().partition("\n")[0].strip()
                )
                == named
            ):
                # "Action: Implement the feedback and enhance the code.\n\n```python\n…\n```\n\n
                # Thought: Now, I will ask the Tester …\nAction: Delegate work to co-worker\nAction
                # Input: {…}" (gpt-4o under CrewAI's prompt, b1619): the work told where the tool
                # goes, then a registered tool's step below it, no result between: that step
                step = read_step_fully(body[later.start :], resolve, reread=True)
                if isinstance(step, Actions):
                    return step
            if below is not None:
                ahead = next((g.start for g in segments if g.start > action.start), below.start)
                region = body[action.body + len(first_line) : ahead]
                if resolve is not None and "(" in region and _CALL_ALONE_RE.search(region):
                    # "Action: Trafik Sigortası şartsına göre arama.\n\ninsurance_policy_search(
                    # \"manuel araba, çarpma\", \"trafik\")\n\nObservation: …\n\nFinal Answer: …"
                    # (llama-3.1-8b in Turkish, b1653): the Action in words, a registered tool's
                    # call alone on a line below it, then a made-up result: the call is the step
                    called = other_dialects(region.strip(), thought, resolve)
                    if (
                        isinstance(called, Actions)
                        and resolve(tool := called.calls[0].tool) == tool
                    ):
                        return called
                return Final(_answer_text(body, below), thought, body.strip())
            if _FORMAT_LEAD_RE.match(body):
                # "可以用以下方式观察这个问题。请使用以下格式：\n\n思考: 你应说什么？\n行动: …" (smollm2
                # under tao's react-zh prompt, b1433; "請問你可以使用以下格式：", b1452): a
                # lead-in saying the format follows, the template echoed below it: the whole
                # reply is the answer, as the corpus reads b306
                return Final(body.strip(), thought, body.strip())
            after = body[action.body + len(first_line) :]
            code = fence_body(after.strip()) if resolve is not None else None
            called_in_fence = _fenced_call(code.strip(), resolve) if code and resolve else None
            if called_in_fence is not None and resolve and resolve(called_in_fence[0]):
                # "Action:\nI will add the command …\n\n```\nedit 0 -1 \"echo 'hello'\"\n```"
                # (SWE-agent in OpenHands, b503): the Action in words, the command fenced
                return as_step(*called_in_fence, thought, body[: action.end].rstrip(), resolve)
            if _among_notes(body, action.start) and not any(
                g.kind in ("thought", "input", "observation", "final") for g in segments
            ):
                # "    *   Action: Tự động escalate lên Senior Engineer [sla_p1_2026.txt].":
                # one bullet of a list of labelled notes ("*   Role: …", "*   Exceptions: …"),
                # a plan written out, no step (a Day-9 course lab's synthesis worker, b713)
                return Final(body.strip(), thought, body.strip())
            if (
                _NUMBERED_BELOW_RE.match(body, action.body)
                and body[: action.body].rstrip(" \t").endswith("\n")
                and body[: action.start].strip()  # (prose before it: a heading in the text)
                and not any(
                    g.kind in ("thought", "input", "observation", "final") for g in segments
                )
            ):
                # "操作：\n1. 首先，您可以使用缩少搜索来搜索…\n\n2. 我可以…" (qwen 0.5B under an
                # English XML prompt, b767): a heading over a numbered list of sentences, in
                # prose; not at the reply's start, where it is a step begun (b692)
                return Final(body.strip(), thought, body.strip())
            if "(" in after or "{" in after or "<" in after:
                # "Action: 点击页面顶部的按钮。\nGrounded Operation: CLICK(box=…)" (CogAgent):
                # prose on the Action line, the call below it
                called = other_dialects(after, thought, resolve)
                typed = isinstance(called, Actions) and _types_only(called.calls[0].input)
                step_below = (
                    read_step_fully(body[later.start :], resolve, reread=True)
                    if typed and later is not None
                    else None
                )
                if isinstance(step_below, Actions):
                    # "Action: one of [get_charge_history, find_chargers]\nAction Input: its
                    # input\n\nAction: get_charge_history(vin: string, months: array)\nAction
                    # Input: 'WWWZ…', ['September', 'October']" (smollm2, b1630): the tool's
                    # signature copied on the next Action line, its values in the input below it
                    return step_below
                if isinstance(called, Actions):
                    return called
            given = _give_answer(body, action.start)
            if given is not None:
                # "Action:\nThe function takes the parameters as JSON, …\nFinish:\n```json\n{
                # "return_type": "give_answer", "final_answer": "Books … renewed …"}\n```" (qwen
                # 0.5B under ToolLLaMA's prompt, b1166): ToolLLaMA's answer further down
                return Final(given, thought, body.strip())
            return Unparsed(reason, thought, body[: action.end].rstrip())

        if resolve is not None and (
            _no_choice(head.strip(), resolve)
            # ("Tindakan: tindakan: topup_card, meterReading", b728: after the label again)
            or (doubled and _no_choice(first_line.strip(), resolve))
        ):
            # "行动: average_dog_weight, calculate", "必须是 [get_weather, calculate] 之一"
            return unusable("the Action lists several tools")
        echoed = _ECHOED_LIST_RE.search(first_line)
        if echoed and resolve is not None and resolve(echoed.group(1) or echoed.group(2) or ""):
            # "我们采取的行动是 [calculate] 之一。": the one tool the copied list names
            name = resolve(echoed.group(1) or echoed.group(2) or "") or name
        no_name = (
            not re.search(r"\w", name)
            # "Tool: Tool: Tool: Tool: …" (qwen 0.5B, b1702): the label over and over, no name
            or (
                isinstance(inline, str)
                and name.strip().lower() in ("tool", "action", "function")
                and re.match(rf"{re.escape(name.strip())}[ \t]*[:：]", inline.strip()) is not None
            )
            # "Action: tool name\nAction_input: JSON arguments" (the template's words, b720)
            or _PLACEHOLDER_NAME_RE.fullmatch(name.strip()) is not None
            # "Ação: executar\nEntrada da ação: meterReading EM-20931 2026-09" (b728): a verb
            # for "run it", a registered tool named where the input goes ("Action: Use" over
            # arguments alone names a tool "Use", as the contract has it, b34b)
            or (
                inline in (None, "")
                and name.strip().lower() in _RUN_VERBS
                and resolve is not None
                and inputs is not None
                and _input_call(body[inputs.body : inputs.end], resolve) is not None
            )
            or name.strip().lower() in _NO_TOOL
            # ("Action: N/A" is no tool "N" with the input "A")
            or _strip_markup(first_line).strip().rstrip(".").lower() in _NO_TOOL
            or _LABEL_WORD_RE.fullmatch(name.strip())
            # ("Action:\n\nObserve: what can you see …", smollm2 under tao's classic prompt,
            # b1414: the Observation's label as a verb, a line after it; not "Action: observe"
            # alone, a tool's name, b70)
            or (inline is not None and name.strip().lower() == "observe")
            # (or the input's label in another language: "Действие: Ввод действия: Rex", qwen
            # 0.5B under a Russian ReAct prompt, b1126)
            or _TRANSLATED_INPUT_RE.fullmatch(name.strip())
            # (or its first word alone: "Действие: Ввод:\n\nInput: date = 'Dec 14'", smollm2
            # under a Russian ReAct prompt, b1374)
            or re.fullmatch(r"ввод|输入|輸入|入力|입력|eingabe|entrada|girdi", name.strip(), re.I)
            or re.fullmatch(r"[\d.,%$+\-]+", name.strip())
            # "การกระทำ: ให้ lavenderในช่วง…" (qwen 0.5B under a Thai ReAct prompt, b767): a word
            # of a sentence, cut before its tone mark, no name
            or _cut_before_mark(name.strip(), first_line)
            # "Azione: l'azione è compiere per rispondere" (qwen 0.5B under an Italian ReAct
            # prompt, b788): an article elided before a noun, a sentence's start, no name
            or (len(name.strip()) <= 4 and _ELIDED_RE.match(first_line.strip()) is not None)
            # "Action:\n\nThe answer is:": a sentence's start, no name
            or re.match(r"(?:the|a|an|this|that|my|your|our|it|i|we)\s", first_line.strip(), re.I)
            or (inline in (None, "") and _CODE_ACTION_RE.match(first_line.strip()) is not None)
            # "行动:\n我们需要计算五个人的总金额：1200 * 5。": a Chinese sentence before the colon
            or (
                inline is not None
                and re.match(r"(?:我们|我|你|让我|首先|然后|接下来|需要|按照|根据)", name.strip())
                is not None
            )
            # (or one that says what follows: "行动: 按照以下步骤操作：\n1. 查看 …", qwen 0.5B
            # under tao's react-zh prompt, b1461)
            or re.search(r"以下|如下|下面|下列", name) is not None
        )
        if (
            resolve is not None
            and isinstance(inline, str)
            and _PHRASE_RE.fullmatch(name.strip())
            and is_sentence(inline)
            and resolve(name) is None
            and body.count(name.strip()) == 1
        ):
            # "행동: Perform the following actions: go to the "Hamlet" show, go to …" (qwen 0.5B
            # under a Korean ReAct prompt, b1389): a phrase and a sentence after its colon (not
            # one the Thought calls a tool: "I should use pay for a hold …\nAction: pay for a
            # hold: ticket types …", b1390, a name of words)
            no_name = True
        if (
            resolve is not None
            and inline is None
            and (
                re.fullmatch(r"[a-z]+(?: [a-z]+){2,3}", name.strip())
                or _PHRASE_RE.fullmatch(first_line.strip())
                # ("الإجراء: إجراء التحدث على المعرفة", "the action of talking about knowledge":
                # words of a script with no letter case, qwen 0.5B under an Arabic prompt, b778)
                or _CASELESS_PHRASE_RE.fullmatch(name.strip())
                # ("Действие: Вводим данные:", "we enter the data", qwen 0.5B under a Russian
                # ReAct prompt, b988): Cyrillic words, a phrase, no name
                or _CYRILLIC_PHRASE_RE.fullmatch(first_line.strip())
                # ("Hành động: Tìm meloxicam từ registry pet", "find meloxicam in the pet
                # registry": Latin words with accents, qwen 0.5B under a Vietnamese ReAct
                # prompt, b1139)
                or (
                    _ACCENTED_PHRASE_RE.fullmatch(first_line.strip())
                    and re.search(r"[À-ɏḀ-ỿ]", first_line) is not None
                )
            )
            and resolve(name) is None
            and resolve(first_line.strip()) is None
        ):
            # "Action: no programming allowed": a phrase, not a name ("Web Scraping Tool" is
            # one, kept for the unknown-tool error)
            no_name = True
        offered = inline is not None and _OFFERED_FIRST_RE.match(first_line.strip()) is not None
        if resolve is not None and (inline is None or offered) and _described(first_line, resolve):
            # "The `book_lesson` function is called with the parameters …", "The seat_map API
            # requires a venue ID …", "我们可以使用 seat_map(…) 进行查询": the tool described
            # or offered, no step taken (qwen 0.5B, b603, b636, b678); offered with its
            # signature, another tool offered after it: "我们可以使用isbn_lookup(isbn: string) 来
            # 查找…。然后，我们可以通过 fine_calc(…) 来…" (b1150)
            return unusable("the Action describes a tool and names none")
        told = _NAMING_RE.fullmatch(first_line.strip()) if inline is None else None
        if no_name and told is not None:
            no_name = False  # the name said in a sentence: read below
        if (
            no_name
            and resolve is not None
            and _cut_before_mark(name.strip(), first_line)
            and (used := _tool_named_in(first_line, resolve)) is not None
        ):
            # "การกระทำ: ใช้ OpenVents ในการเปลี่ยน… (35 degrees) ในช่วง Zone 1 และ Zone 2." (qwen
            # 0.5B under a Thai ReAct prompt, b1545): a Thai sentence ("use OpenVents to …")
            # that names one registered tool, the one it uses
            name, no_name = used, False
        if no_name and not (resolve and resolve(name)):
            # "Action: None", "Action: Observation", "行动: Input: …", "Action: 82015.06"
            return unusable("the Action names no tool")
        if (
            inline is None
            and resolve is not None
            and (
                resolve(name) is None
                or (inputs is None and _sentence_from(name, first_line, resolve))
            )
            and not is_final_name(name)
            and (
                is_sentence(first_line)
                or (inputs is None and _VERB_PHRASE_RE.match(first_line.strip()))
                # (its full stop left out: "Action: The function's name is `publish_episode`",
                # b1523)
                or told is not None
            )
        ):
            # "Action: 没有使用工具的必要，…": prose where a tool name should be ("Tool: create
            # a link to finance-docs/reports/q3.pdf", a verb and its object with no input below
            # it, b736; with one, "Action: Use the sorted() function" is a name, b109); but "use
            # `stock_price` …, then use `calculate` …" names this step's tool first
            first = _first_of_sequence(first_line, resolve)
            if first is None and told is not None:
                # "Action: The function's name is `calculate_ticket_price`." (qwen 0.5B under
                # ToolLLaMA's prompt, b1120): a sentence that only says the tool's name, a name
                # no tool has (a registered one is read so above, b723): that name
                first = told[1]
            if first is None:
                return unusable("the Action names no tool")
            name = first
        if (
            re.match(r"[A-Za-z_]\w*[ \t]*=(?!=)", first_line.strip())
            and not (resolve and resolve(name))
            and inputs is None
        ):
            # "Action: moon_distance = (243.96) / 30": an assignment, no tool's call
            return unusable("the Action is an assignment, not a tool's call")
        answer_below = inline is None and inputs is None and final_after is not None
        if (
            answer_below
            and not (resolve and resolve(name))
            and (
                is_final_name(name)
                # "Tindakan: kami berbawala\nJawaban Akhir: …" (qwen 0.5B, b727): words, no
                # tool's name, and the answer below
                or re.fullmatch(r"[^\W\d_]+(?:[ \t]+[^\W\d_]+)+", name.strip()) is not None
            )
        ):
            # "Action: Answer\nFinal Answer: [28]" (AgentBench): the answer is below
            answer = _answer_text(body, final_after)  # type: ignore[arg-type]
            return Final(answer, thought, body.strip())
        if inline is None and rest.strip() and inputs is None:
            # "Action:\n```json {...}```" with the name on the first line and a blob below
            found = blob(rest)
            if (
                found is not None
                and found[0].startswith("$")
                and resolve is not None
                and resolve(name)
                and not resolve(found[0])
            ):
                # "Action: transfer_ticket\n$JSON_BLOB\n{"action": $TOOL_NAME, …}" (qwen 0.5B,
                # b632): the template's placeholder in the blob, the tool named above it
                found = (name, found[1])
            if found is not None and found[0]:
                return as_step(*found, thought, body[: action.end].rstrip(), resolve)
            paragraph = rest.strip("\n").partition("\n\n")[0]
            pairs = (
                nested_pairs(paragraph.splitlines())
                if resolve is not None
                and resolve(name)
                and re.match(r"\W*use[ _]?tool", body[action.start : action.body], re.I)
                else None
            )
            if pairs:
                # "Use Tool: Search YouTube Videos\nKeyword: 'Automating Tasks…'" (crewAI
                # 0.1x, b638): the tool's arguments a line each under its name
                return as_step(name, pairs, thought, body[: action.end].rstrip(), resolve)
            labelled = re.match(r"\s*\$?\w[\w ]{0,20}[:：][ \t]*\n?(?=\s*`?\{)", rest)
            if labelled:
                rest = rest[labelled.end() :]  # "Action: add_event\n$input: \n{…}": a label
            ticked = re.fullmatch(r"\s*`(\{[^`]*\})`\s*", rest)
            if ticked:
                rest = ticked.group(1)  # "工具：`write_file`\n参数：`{"path": …}`": inline code
            if rest.lstrip().startswith("{"):
                # "TOOL: run_query\n{"request": "run_query", "sql": …}" (Langroid): the object
                # below the name is the input, less a key that only repeats the name
                value = jsonish.loads_object(rest)
                if value is not None:
                    value = {k: v for k, v in value.items() if v != name}
                    return as_step(name, value, thought, body[: action.end].rstrip(), resolve)
            if rest.lstrip().startswith(("```", "~~~")) or first_line.rstrip().endswith(
                (":", "：")
            ):
                # "Action: Operation\n```sql\nSELECT …\n```": the input is the fenced block;
                # "Action: get_capital:\nFrance" (classic): the input on the next line
                value = read_input(rest)
                own_call = (
                    re.fullmatch(rf"\s*{re.escape(name)}[ \t]*\((.*)\)\s*", value, re.S)
                    if isinstance(value, str) and resolve is not None and resolve(name) == name
                    else None
                )
                given = call_arguments(own_call[1]) if own_call is not None else None
                if isinstance(given, dict) and given:
                    # "Action: Use the `cmd_controller.execute` function to run …\n\n```python\n
                    # cmd_controller.execute(command='d:/…/python.exe d:/…/test.py')\n```"
                    # (MiniCPM3-4B on BFCL, b1245): the fence holds the named tool's own call
                    value = given
                return as_step(name, value, thought, body[: action.end].rstrip(), resolve)
            given = elements_only(rest) if "</" in rest else None
            if given:
                # "Action: FindCodeSnippet\n<code_snippet>\npk_pattern = …\n</code_snippet>\n
                # <file_pattern>django/…/options.py</file_pattern>" (Moatless Tools' ReAct, b1530):
                # the arguments as elements named after them below the label, no input's label
                return as_step(name, given, thought, body[: action.end].rstrip(), resolve)
            query = _BARE_QUERY_RE.match(rest)
            if query is not None:
                # "Action: Operation\nSELECT vet_id, … LIMIT 10;\n```" (DeepSeek-R1-Distill-
                # Llama-8B on LifelongAgentBench, b1521): the query on the lines below the
                # label, the fence's opening left out
                return as_step(name, query[1], thought, body[: action.end].rstrip(), resolve)
        if (
            isinstance(inline, str)
            and inline.startswith("[")
            and "]" not in inline
            and rest.rstrip().endswith("]")
        ):
            # "finish[第一段\n\n…最后一段]": the brackets hold several lines
            # (the first line as written: "Finish[…上， \n包括…]" keeps its "， ")
            opened = first_line[first_line.find("[") + 1 :] if "[" in first_line else inline[1:]
            held = bracket_input(f"{opened}\n{rest.rstrip()[:-1]}")
            fenced = fence_body(held.strip()) if isinstance(held, str) else None
            if fenced is not None and not is_final_name(name):
                held = fenced.strip("\n")  # "Write[[\n```python\n…\n```\n]]": the code
            return as_step(name, held, thought, body[: action.end].rstrip(), resolve)
        if isinstance(inline, str) and inputs is None and rest.lstrip()[:1] == "{":
            restated = blob(rest.lstrip())
            if (
                restated
                and restated[0] == name
                and isinstance(restated[1], dict)
                and _values_again(inline, restated[1])
            ):
                # 'ACTION: start_timer(8, "煮鸡蛋")\n{"action": "start_timer",
                # "action_variables": {"minutes": 8, "label": "煮鸡蛋"}}' (Semantic Kernel's
                # stepwise JSON under its call, b477): the values with their names (not other
                # values under names of its own: {"name": "storage_unit_name", "value": …}, b684)
                return as_step(name, restated[1], thought, body[: action.end].rstrip(), resolve)
        if inline is not None and inputs is None:
            finishing = is_final_name(name) and not (resolve and resolve(name))
            if (
                finishing
                and isinstance(inline, str)
                and rest.strip()
                # ("Finish[…]" closed on its line holds the whole answer: "…推荐这款手机。]\n\n
                # finish(answer=…)", glm-4 and gpt-5-nano under hello-agents' prompt, b594)
                and not re.fullmatch(r"\s*[^\s\[\]]+\[.*\]\s*", first_line)
            ):
                # "ANSWER; …" and more lines of the answer below
                inline = f"{inline}\n{rest.rstrip()}"
                return as_step(name, inline, thought, body[: action.end].rstrip(), resolve)
            if isinstance(inline, str) and inline.startswith("<"):
                inline = own_tag_arguments(inline, name) or inline  # its own element's attributes
            return as_step(
                name, inline, thought, body[: action.body + len(first_line)].rstrip(), resolve
            )
        if inputs is not None and inputs.start > action.start:
            raw_input = body[inputs.body : inputs.end].strip()
            listed = _LIST_BLOCK_RE.match(body, inputs.end) if not raw_input else None
            if listed:
                # "Action Input:\n- Action: Send SMS\n- Message: …": a list of fields is the
                # input, though its first item reads like a label
                fields = listed.group(0).strip()
                listed_value: Any = key_value_lines(fields) or fields
                return as_step(name, listed_value, thought, body[: listed.end()].rstrip(), resolve)
            if (
                inline
                and isinstance(inline, dict | str)
                # (or the tool's name alone said again below its call: "行动: 使用
                # request_leave(start_date=…)。\n行动输入: request_leave", b497)
                and (_call_stands(inline, raw_input) or raw_input.strip("`'\" ") == name)
            ):
                # "行动: random_number(low: 10, high: 20)\n行动输入:": the call's arguments (or
                # "Action Input: None.", or the prompt's placeholder copied: "工具的输入",
                # "Action: recipe_search("pancake")\nAction Input: its input")
                return as_step(name, inline, thought, body[: inputs.end].rstrip(), resolve)
            if inline == {} and not raw_input:
                # "行动: quote_of_the_day()\n行动输入: ": empty parentheses, then an empty input
                # line: no arguments, as "name()" alone is
                return as_step(name, {}, thought, body[: inputs.end].rstrip(), resolve)
            own_line = body[inputs.body : inputs.end].partition("\n")[0]
            if (
                inline not in (None, "", {})
                and not own_line.strip()
                and not raw_input.startswith(("{", "[", "```", "~~~", '"'))
            ):
                # "Action: shipping_cost(3, '广州')\nAction Input: \nOutput: 最终答案: 9.5": the
                # input left empty, the call's arguments stand; what follows is invented
                return as_step(name, inline, thought, body[: inputs.body].rstrip(), resolve)
            if raw_input.startswith("{") and jsonish.cut_off(raw_input):
                return Unparsed("the Action Input was cut off", thought, body.strip())
            given = _cut_echo(body[inputs.body : inputs.end]).strip()
            if "✿" in body[inputs.start : inputs.body] and given[:1] not in "{[":
                # "✿ARGS: the function's output\n\n### FUNCTION to_car_to_boar:\n…" (qwen
                # 0.5B under Qwen-Agent's prompt, b974): its arguments' line of text; Markdown
                # of the model's own after a blank line is no part of them
                given = re.split(r"\n[ \t]*\n(?=[ \t]*#{1,6}[ \t])", given, maxsplit=1)[0].strip()
            value = read_input(given)
            held, _, below = given.partition("\n")
            if below.strip() and held.strip().rstrip(".").lower() in _PLACEHOLDER_INPUT:
                # "Action Input: its input\n\n```python\nimport os…" (the prompt's line copied,
                # then code of the model's own): the placeholder is the input
                value = read_input(held.strip())
            block = body[inputs.body : inputs.end]
            label = body[inputs.start : inputs.body].strip().lower()
            if (
                isinstance(value, str)
                and label.startswith(("parameters", "input:"))
                and block[:1] == "\n"
            ):
                # "action: set_volume\nparameters:\n    level: 35" (PocketFlow's YAML, one
                # parameter), "command: RoomTool\ninput:\n  room_filter: […]" (sapiens'
                # YAML, b541): the mapping under the key is the arguments
                # (less a fence's closing line after it, its opening lost: "…LIMIT 1\n```")
                lines = textwrap.dedent(block).strip().splitlines()
                while lines and lines[-1].strip() in ("```", "~~~"):
                    lines.pop()
                pairs = nested_pairs(lines)
                if pairs is not None:
                    return as_step(name, pairs, thought, body[: inputs.end].rstrip(), resolve)
            own = rf"{re.escape(name)}[ \t]*\(.*\)"
            last = given.rpartition("\n")[2].strip()
            if resolve is not None and isinstance(value, str):
                first, _, rest = given.partition("\n")
                bare = first.strip().strip("`") if re.fullmatch(r"`[^`\n]+`", first) else given
                if bare != given and rest.strip() and not is_sentence(rest):
                    bare = given
                if re.fullmatch(own + r"[ \t]*;?", bare, re.S):
                    # "Action: track_parcel\nAction Input: track_parcel('SF12', '顺丰')": the
                    # Action's own call written as its input (or "`stock_quote(600519)`" and
                    # a sentence below it): its arguments (a statement's ";" after it, b1628)
                    value = _split_action(bare.rstrip().removesuffix(";").rstrip(), resolve)[1]
                elif (
                    re.fullmatch(r"[^\n:：]{1,30}[:：]", first.strip())
                    and _PARAM_LIST_RE.fullmatch(rest.strip("\n"))
                    and isinstance(listed := read_input(rest.strip()), dict)
                ):
                    # "行动输入: 包含以下参数：\n  - city: York\n  - guests: 120" (qwen 0.5B,
                    # b697): a line that introduces them, then the arguments as list items
                    value = listed
                elif re.fullmatch(r"\(\s*[A-Za-z_]\w*\s*[:=][^\n]*\)", given.strip()):
                    # 'Action Input: (guest: "Mark Priya Shah", attending: true)' (qwen 0.5B,
                    # b697): the call's parentheses without its name, named values in them
                    value = _split_action(name + given.strip(), resolve)[1]
                elif given.startswith("<") and (attributes := own_tag_arguments(given, name)):
                    value = attributes  # '<guest_rsvp guest="Wang">': its own element's attributes
                elif (blocks := fences(given)) and re.fullmatch(
                    own, code := textwrap.dedent(blocks[0][3]).strip(), re.S
                ):
                    # "行動入力：`create_ticket` の例…：\n  ```python\n  create_ticket(\n
                    # title="…", …)\n  ```" (Qwen2.5-Coder): the Action's own call in a fence,
                    # prose around it: its arguments
                    value = _split_action(code, resolve)[1]
                elif (item := _OWN_ITEM_RE.fullmatch(first.strip())) is not None and re.fullmatch(
                    own, item[1], re.S
                ):
                    # "行动输入:\n- 调用 transfer_ticket("TK-88213", "+44 …")\n- 调用
                    # refund_request(…)" (qwen 0.5B, b632): a list of calls, the first the
                    # Action's own: its arguments
                    value = _split_action(item[1], resolve)[1]
                elif "\n" in given and re.fullmatch(own, last) and is_sentence(given):
                    # "Action Input: … calling the flight_search function again with the
                    # same parameters:\nflight_search("Paris", "Tokyo", …)": prose, then the call
                    value = _split_action(last, resolve)[1]
                elif (
                    "\n" not in value
                    and value.startswith(name + " ")
                    and value[len(name) :].strip()
                    and re.search(r"[_.\-]|[a-z][A-Z]|[A-Za-z]\d+[A-Za-z]", name)
                    # (not an assignment to the name: "행동 입력: dose_per_kg = 0.21", qwen2.5-
                    # coder-0.5b under the Korean ReAct prompt, b1110, as written)
                    and value[len(name) :].strip()[:1] != "="
                ):
                    # "Action: inventory_update\nAction Input: inventory_update Berlin 778 5":
                    # the tool's name written again before its input (only a name that is no
                    # word or program: "search engines" and "bash run.sh" stay as written;
                    # one quoted value after it is read without its quotes, b700; a digit
                    # inside the name: "Tool Input: pair4round 3, Ana, …", b1086; a dash
                    # between them is no part of the input: "report_damage - BK-0917", b1566)
                    return as_step(
                        name,
                        read_input(re.sub(r"\A[-–—][ \t]+", "", value[len(name) :].strip())),
                        thought,
                        body[: inputs.end].rstrip(),
                        resolve,
                    )
            if (
                isinstance(value, dict)
                and value
                and all(schema_like(v) for v in value.values())
                and _DESCRIPTION_LINE_RE.search(body, action.body, inputs.start)
            ):
                # "Function Name: drugInteraction\nDescription: Known interactions…\n\n
                # Parameters: {"drugs": {"items": {…}, "type": "array"}}" (qwen 0.5B under
                # BeeAI's prompt, b699): the tool's definition echoed, schemas for values;
                # unless a later input gives the values ("…\n\nFunction Input: \n{"object_key":
                # "legal/2026/租赁合同.pdf", "expires_hours": 7}", b736): that is the call
                later = next(
                    (g for g in segments if g.kind == "input" and g.start > inputs.start), None
                )
                values_below: Any = (
                    read_input(body[later.body : later.end].strip()) if later else None
                )
                if (
                    later is not None
                    and isinstance(values_below, dict)
                    and values_below
                    and not all(map(schema_like, values_below.values()))
                ):
                    return as_step(name, values_below, thought, body[: later.end].rstrip(), resolve)
                return unusable("the tool's definition echoed, no call")
            if inline is not None and isinstance(value, dict) and is_definition(value):
                # "Action: set_volume(40)\nAction Input: {"name": "set_volume", "description":
                # …, "parameters": {…}}" (qwen 0.5B under ToolLLaMA's prompt, b762): the
                # definition echoed below the call, whose values are on the Action line
                return as_step(name, inline, thought, body[: inputs.end].rstrip(), resolve)
            if (
                isinstance(value, dict)
                and is_definition(value)
                and isinstance(value.get("name"), str)
                and resolve is not None
                and resolve(value["name"]) not in (None, name)
            ):
                # "Action: The function's input is `{"name": "book_vet", …definition…}`.\n
                # Action Input: `{"name": "getClinicHours", "description": …}`" (qwen 0.5B under
                # ToolLLaMA's prompt, b953): another tool's definition as the input, no call (the
                # Action's own definition as its input is kept as written, b709, b723)
                return unusable("the tools' definitions echoed, no call")
            if (
                isinstance(value, dict)
                and len(value) == 2
                and isinstance(value.get("action"), str)
                and resolve is not None
                and resolve(value["action"]) == name
            ):
                # "ACTION:\nschedule_charging({…})\n\nACTION VARIABLES:\n{"action": "schedule_
                # charging", "action_variables": {…}}" (qwen 0.5B under Semantic Kernel's
                # stepwise planner prompt, b1424): the Action's own blob as its input, its
                # arguments inside
                found = blob_value(value)
                if found is not None and resolve(found[0]) == name:
                    value = found[1]
            if (
                isinstance(inline, dict)
                and inline
                and isinstance(value, str)
                and set(re.split(r"[ \t]*,[ \t]*", value.strip())) <= set(inline)
            ):
                # "Action: inspect_hive(hive_id: 8, full: true)\nAction Input: hive_id, full"
                # (qwen 0.5B, b1698): the input only names the parameters whose values the
                # Action line gave
                value = inline
            return as_step(name, value, thought, body[: inputs.end].rstrip(), resolve)
        if inline is not None:
            return as_step(
                name, inline, thought, body[: action.body + len(first_line)].rstrip(), resolve
            )
        call_below = _OWN_CALL_BELOW_RE.search(rest) if rest.strip() else None
        if call_below is not None and call_below[1] == name:
            # "Action: Calculate the effective population size (Ne) using the
            # population_genetics.calculate_ne function.\n\n[population_genetics.calculate_ne(
            # species='tiger', …)]" (MiniCPM3-4B on BFCL, b899): a sentence naming the tool,
            # its call below it
            line = rest[call_below.start(1) : call_below.end()].strip().rstrip("]")
            written_below = _split_action(line, resolve)
            if written_below[0] == name and isinstance(written_below[1], dict):
                return as_step(
                    name, written_below[1], thought, body[: action.end].rstrip(), resolve
                )
        act_below = (
            re.match(r"[ \t]*\n?[ \t]*Act[ \t]*:[ \t]*(\S[^\n]*)", body[action.end :])
            if re.match(r"\W*tool[ _]?call", body[action.start : action.body], re.I)
            else None
        )
        act_head = re.match(r"[\w.\-]+", act_below[1]) if act_below is not None else None
        if (
            act_below is not None
            and resolve is not None
            and not (
                act_head and (resolve(act_head[0]) or act_head[0].lower() in ("answer", "finish"))
            )
        ):
            # "Tool call: find_stations\nAct: lat= -33.8688, lon= 151.2093, radius_m=500" (qwen
            # 0.5B under AgentBench's OS prompt, whose actions follow "Act:", b1568): the name
            # after the prompt's words for a call, its input on the Act line below
            value = read_input(act_below[1].strip())
            return as_step(name, value, thought, body[: action.end + act_below.end()], resolve)
        said_below = _INPUT_SAID_RE.match(rest) if "input" in rest[:200] else None
        if said_below is not None and (value := jsonish.loads_object(said_below[1])) is not None:
            # "Action: read_sensor_v2\nThe action_input would be {"zone_id": "GH-S09"}."
            # (qwen 0.5B under a foreign prompt, b1543): the input's object said in a sentence
            # on the line below, its label left out
            return as_step(name, value, thought, body[: action.end].rstrip(), resolve)
        evidence = _EVIDENCE_CALL_RE.search(body, action.body, action.end) if "#E" in body else None
        if evidence is not None and resolve is not None and resolve(evidence[1]) == name.strip():
            # "Tool: find_chargers\nPlan: first step\n#E1 = find_chargers([2, 29.9042, …])"
            # (smollm2 under ReWOO's prompt, b1628): the tool named alone, then its call in
            # the plan's first evidence line, the input there
            planned = other_dialects(body[evidence.start() :], thought, resolve)
            if isinstance(planned, Actions) and planned.calls[0].tool == evidence[1]:
                return planned
        return as_step(name, None, thought, body[: action.end].rstrip(), resolve)
    other = other_dialects(body, cleaned.reasoning, resolve)
    if other is not None and cleaned.unclosed_think and _thought_on_after(body, other):
        # "<think>\nOkay, let's see. … Therefore, the correct function calls are [mkdir(
        # dir_name='temp'), mv(…)]. But since the user's previous attempts failed, …" (RZN-T
        # on BFCL's multi-turn, b1001): a call the thinking weighs and talks on past, the
        # block never closed; the model has not answered yet
        return Unparsed("the reply stopped inside its <think> block", thought, body.strip())
    if other is not None:
        return other
    inner = _step_in_strings(body, resolve) if body.lstrip().startswith("{") else None
    if inner is not None:
        return inner
    if _UNDECIDED_RE.match(body) or _UNDECIDED_END_RE.search(body):
        return Unparsed("neither an Action nor a Final Answer", thought, body.strip())
    # (an empty Observation label before it is no more than a question is: "관찰:\n\n생각: …",
    # qwen 0.5B under a Korean ReAct prompt, b750)
    lead = next(
        (
            seg
            for seg in segments
            if seg.kind != "question"
            and not (seg.kind == "observation" and not body[seg.body : seg.end].strip())
        ),
        None,
    )
    musing_tool = (
        _tool_named_in(body[: lead.start], resolve)
        if lead is not None and lead.kind == "input" and resolve is not None
        else None
    )
    if lead is not None and musing_tool is not None:
        # ' I should search for "Leo DiCaprio" on Wikipedia\nAction Input: Leo DiCaprio' (the
        # Action line left out, LangChain's "Missing 'Action:'"): the one tool the musing names
        value = read_input(_cut_echo(body[lead.body : lead.end]))
        musing = body[: lead.start].strip() or thought
        return as_step(musing_tool, value, musing, body[: lead.end].rstrip(), resolve)
    if (
        lead is not None
        and (
            (
                segments[0].start == 0
                and lead.kind in ("thought", "input")
                # (not after a question and paragraphs of prose: "प्रश्न: …?\n\nक्रिया वस्ता
                # करना …\n\nविचार: कच राश्च", qwen 0.5B under a Hindi ReAct prompt, b753: text
                # before the Thought)
                and not _prose_after_question(body, segments, lead)
            )
            # "Drowse:\n\nQuestion: How urgent is it …?\nThought:" (qwen 0.5B under a ReAct
            # prompt, b1302): a word of no label's, its colon with nothing after it, on the
            # line above, as an empty "Observation:" would be
            or (
                lead.kind == "thought"
                and _EMPTY_LABEL_LINE_RE.fullmatch(body[: segments[0].start]) is not None
                and not _prose_after_question(body, segments, lead)
            )
            # "活动: 购买和预订酒店\n行动输入: 380": an input below a line that is no label
            or (lead.kind == "input" and "\n" not in body[: lead.start].strip())
            # "150 / 15 = 8\n\nThought: I can now calculate the calories …" (a line of
            # working, then a Thought that ends the reply)
            or (
                lead.kind == "thought"
                and len(segments) == 1
                and re.fullmatch(
                    r"[\d\s.,+\-*/×÷=()%^]*\d[\d\s.,+\-*/×÷=()%^]*", body[: lead.start]
                )
                is not None
            )
            # "…\n\nFrage: create_ticket, …\nAktionseingabe: list_of_users": an input label
            # (after a Thought, perhaps) with no Action and no answer anywhere, however much
            # prose comes before it
            # (an Action line left empty counts as none: "**Action:** \n**Action Input:**
            # None", nemotron, b479)
            or (
                lead.kind in ("input", "thought")
                and any(g.kind == "input" for g in segments)
                and not any(
                    g.kind == "final" or (g.kind == "action" and body[g.body : g.end].strip())
                    for g in segments
                )
            )
        )
    ):
        ruled = _RULE_RE.search(body, lead.body)
        if lead.kind == "thought" and len(segments) == 1 and ruled and body[ruled.end() :].strip():
            # "Thought: … tôi sẽ tổng hợp kết quả …\n\n---\n\n### **KẾT QUẢ …**" (Gemini in
            # a student lab): the answer set apart by a rule, no label before it
            return Final(body.strip(), None, body.strip())
        coded = code_fence_step(body, thought, resolve) if lead.kind == "thought" else None
        if coded is not None:
            return coded
        object_line = _ACTION_OBJECT_LINE_RE.search(body) if lead.kind == "thought" else None
        if object_line is not None and resolve is not None:
            # "Thought: The dryer will run at 12:15 for HOME-7. The $JSON_BLOB should have the
            # format:\n{\n  "action": $TOOL_NAME,\n  "action_input": {…}\n}" (qwen 0.5B under
            # tao's json-blob prompt, b1425): the blob unfenced below the thought, as fenced
            blob_step = json_calls(body[object_line.start() :], thought, resolve)
            if isinstance(blob_step, Actions):
                return blob_step
        colonless = _COLONLESS_ACTION_RE.search(body) if resolve is not None else None
        if colonless and resolve is not None and resolve(colonless[1]) == colonless[1]:
            # "Thought: …\n\nAction search_arxiv query="RAG", limit=1" (a student's ReAct lab,
            # b751): the Action label's colon left out before a registered tool's name
            return as_step(
                colonless[1],
                read_input((colonless[2] or "").strip()),
                thought,
                body[: colonless.end()],
                resolve,
            )
        decided = _yaml_decision(body, resolve)
        if decided is not None:
            # "## The ONLY Action:\n```yaml\ncommand: RoomTool\ninput:\n  room_filter: […]"
            # (sapiens, b541; its "input:" read as a label): the fence holds the step
            return decided
        input_below = next((g for g in segments if g.kind == "input"), None)
        alone = (
            body[: input_below.start].rstrip().rpartition("\n")[2].strip(" \t*`")
            if input_below
            else ""
        )
        if input_below is not None and resolve is not None and alone and resolve(alone) == alone:
            # "Pikiran: Tindakan yang dilakukan adalah:\n\npay_fine\n\nInput Tindakan: card
            # 5510093" (qwen 0.5B under an Indonesian ReAct prompt, b877): no Action label, a
            # registered tool's name alone on the line above the input
            value = read_input(body[input_below.body : input_below.end].strip())
            return as_step(alone, value, thought, body[: input_below.end].rstrip(), resolve)
        # It begins like a step but never completes one: ask again rather than guess.
        return Unparsed("neither an Action nor a Final Answer", thought, body.strip())
    if not body.strip() or _BARE_FENCES_RE.fullmatch(body):
        # Nothing but whitespace, special tokens or a <think> block: no answer to give (nor
        # in a fence line left alone: PocketFlow's "thinking: |" block, then "```")
        return Unparsed(
            "an empty reply after the thinking" if thought else "an empty reply",
            thought,
            body.strip(),
        )
    closers = None if reread or cleaned.unclosed_think else _trailing_closers(body)
    if (
        closers is not None
        and body[:closers].strip()
        and not looks_like_call(body[:closers])
        and not any(f"<{n}" in body for n in set(re.findall(r"</([\w:.\-]+)>", body[closers:])))
    ):
        # "…需要我帮你写一个转换脚本吗？\n</parameter>\n</function>\n</tool_call>": a reply
        # that ends in the closing tags of a call it never opened, read without them
        return read_step_fully(body[:closers], resolve, reread=True)
    token = _call_token(text)
    if looks_like_call(body) or token:
        salvaged = _quoted_name_then_object(body, resolve) if "<tool_call" in body else None
        if salvaged is None and token:
            # "<|tool_call|>deliveryWindow|parameters|properties|…|response|{"postcode": "OX4",
            # …}|end_of_role|" (qwen 0.5B under Granite's prompt, b998): the registered name
            # first, words between bars, then the arguments' object
            salvaged = _piped_name_then_object(body, resolve)
        opener = _MARKUP_THEN_CALL_RE.match(body) if salvaged is None else None
        if opener is not None and (end := closing_paren(body, opener.end() - 1)) > 0:
            # "<function_call>open_ventes_2_35(list): <function_call>read_vent_to_list_3(list):
            # <function_call>…" (qwen 0.5B under a foreign prompt, b1540): the first call
            # written in full after the markup, a run of other markups after it
            salvaged = (opener[1], call_arguments(body[opener.end() : end]))
        labelled = _NAME_THEN_ARGUMENTS_RE.match(body) if salvaged is None and token else None
        if labelled and resolve is not None and resolve(labelled[1]) == labelled[1]:
            # "<|tool_call|>search_photos\narguments: {\n    "query": "Lisboa", …}" (qwen 0.5B
            # under Granite's prompt, b1501): the name, then its arguments under a label
            value = jsonish.loads_object(body[labelled.end() :])
            salvaged = (labelled[1], value) if value is not None else None
        if salvaged is not None:
            # '<tool_call>\n<{tool_name}: "get_current_weather", {arguments: {"location": …}}>
            # </tool_call>' (BFCL, b861, b869; '<tool_call dir="forward" [["find_movie_showing",
            # {…}]', b864): the call's markup garbled around a registered name in quotes and
            # the object after it
            return as_step(*salvaged, thought, body.strip(), resolve)
        # (or Kimi's call tokens, dropped with the other special tokens, before no call:
        # "<|tool_calls_section_begin|><|tool_call_begin|>\n\nHere's how: …", smollm2)
        return Unparsed("a tool call tao could not read", thought, body.strip())
    if cleaned.unclosed_think:
        return Unparsed("the reply stopped inside its <think> block", thought, body.strip())
    if re.match(r"\s*DISCUSSION[ \t]*\n", body) and "```" not in body:
        # "DISCUSSION\n统计一下…有多少个字。" (SWE-agent's prompt: its thought, in capitals,
        # then a command in a fence): the thought alone is a step begun, not an answer
        return Unparsed("a DISCUSSION with no command after it", thought, body.strip())
    if "#" in body and _only_field_markers(body):
        # the field markers garbled and copied (a stray "![" or fence line around them, b699)
        return Unparsed("only field markers, no value in any", thought, body.strip())
    contained = _CONTAINED_CALL_RE.match(body) if "<functions>" in body else None
    if contained and (params := param_tags(contained[2])):
        # '<functions>\n  <Alltransactions>\n    <param name="statement_period" …>2019-10
        # </param>…' (gpt-4o-mini in BFCL's XML format, b779): in the calls' container, an
        # element of params is a call, of a tool no one registered (the agent says so)
        return as_step(contained[1], params, thought, body.strip(), resolve)
    if re.fullmatch(r"\s*(?:\[AVAILABLE_TOOLS\].*?\[/AVAILABLE_TOOLS\]\s*)+", body, re.S):
        # "[AVAILABLE_TOOLS]huaxue_piaowu[/AVAILABLE_TOOLS]" (qwen 0.5B under Magistral's
        # prompt, b1032): Mistral's block of the tools offered, written back; no call
        return Unparsed("the tools' list echoed, no call", thought, body.strip())
    if (
        "Takes inputs:" in body
        and _SMOLAGENTS_LIST_RE.match(body)
        and not _STEP_WORD_RE.search(body)
    ):
        # "Tools:\n- OpenVent: Read a ventilation system…\n    Takes inputs: {"angle_deg": …"
        # (qwen 0.5B under smolagents' prompt, b1540; b698, b857): its list of tools written
        # back, made-up entries and all, no step in it
        return Unparsed("the tools' list echoed, no call", thought, body.strip())
    if _only_xml_blocks(body):
        # <environment_details>…</environment_details>, <str_replace_editor>…: markup only
        return Unparsed("only XML blocks, none of them a registered tool", thought, body.strip())
    decided = _yaml_decision(body, resolve)
    if decided is not None:
        # "Based on …, the weather API returned the following results:\n```yaml\nthinking: |
        # …\naction: getWeatherV2\n…parameters:\n    city: …```" (PocketFlow's decision after
        # prose): the fence holds the step
        return decided
    stray = 0 if reread else _stray_fence(body)
    if stray:
        # the step below a first fence line that opened nothing; the answer keeps that line
        again = read_step_fully(body[stray:], resolve, reread=True)
        if isinstance(again, Actions):
            return again
    bolted = bolt_action(body, thought, resolve) if resolve is not None else None
    if bolted is not None:
        return bolted
    if resolve is not None and _tool_list_echoed(body, resolve):
        # "roll_dice: How many, with how many sides each.\nmean: The arithmetic mean of a list
        # of numbers." (smollm2): the prompt's tool list copied, line for line; no call
        return Unparsed("the tool list echoed, no call", thought, body.strip())
    listed = _PLUGIN_ECHO_RE.match(body) if resolve is not None and "args:" in body else None
    if listed and resolve is not None and resolve(listed[1]) == listed[1]:
        # "我是一个智能助手，可以使用以下插件：\n1. set_heating: Set the heating…, args: {"rooms":
        # {"items": {"type": "string"}, …" (qwen 0.5B under GLM-4's prompt, b809): the
        # prompt's list of tools and their schemas copied back, no call
        return Unparsed("the tool list echoed, no call", thought, body.strip())
    echoed_tools = re.match(r"[ \t]*Tools can be one of[ \t]*:[ \t]*\n", body, re.I)
    if echoed_tools and resolve is not None and "#E" not in body:
        rows = [r for r in body[echoed_tools.end() :].splitlines() if r.strip()]
        heads = [
            re.match(r"[ \t]*(?:\(\d+\)[ \t]*)?([\w.\-]+)\[[^\]\n]*\][ \t]*:", r) for r in rows
        ]
        if rows and all(m is not None and resolve(m[1]) for m in heads):
            # "Tools can be one of:\norderFood[input1]: Order Orijen for pickup\n…" (qwen 0.5B
            # under ReWOO's prompt, b851): the planner's tool list copied back, filled in; no
            # plan and no call
            return Unparsed("the tool list echoed, no call", thought, body.strip())
    if resolve is not None and body.lstrip().startswith("(1)"):
        items = [r.strip() for r in body.splitlines() if r.strip()]
        heads = [re.match(r"\(\d{1,3}\)[ \t]*([\w.\-]+)\b", r) for r in items]
        known = {m[1] for m in heads if m is not None and resolve(m[1]) == m[1]}
        if (
            len(known) >= 2
            and all(m is not None for m in heads[:-1])
            and all(m is None or m[1] in known or is_final_name(m[1]) for m in heads)
        ):
            # "(1) chongwu_dangan\n(2) orderFood, whose description is <desc>…\n(3) finish\n…"
            # (qwen 0.5B under DSPy's prompt, b857): its numbered tool list copied back
            return Unparsed("the tool list echoed, no call", thought, body.strip())
    if resolve is not None and "(" in body and _signatures_echoed(body, resolve):
        # "tool(council_tax_band(postcode: str, house_number: str) -> str)": a signature
        # copied from the prompt's tool list, no call
        return Unparsed("the tools' signatures echoed, no call", thought, body.strip())
    if resolve is not None and "def " in body and _definitions_echoed(body, resolve):
        # "```python\nfrom typing import List\n\ndef return_car(booking_id: str, …) -> str:\n
        #     \"\"\"Hand back a hired car…\"\"\"\n…```": the tools' definitions echoed
        return Unparsed("the tools' definitions echoed, no call", thought, body.strip())
    if resolve is not None and "{" in body and lead_then_definition(body, resolve):
        return Unparsed("the tool's definition echoed after a lead-in, no call", thought, body)
    if (
        body.startswith("{")
        and _MUSING_OPEN_RE.match(body)
        and jsonish.closing(body, 0)[0] < 0
        # (cut off in a key or a value: not a whole last value with only the "}" left out,
        # the stop string's doing, b208)
        and (jsonish.cut_off(body) or _OPEN_KEY_END_RE.search(body))
        and not _CALL_KEY_RE.search(body)
    ):
        # '{\n  "thoughts": {…},\n  "reasoning": "…"\n  "plan": ["use_tool", …],\n  "'
        # (qwen 0.5B under AutoGPT's prompt, b736): its musings, commas left out, cut off
        # before any command: a step begun and never completed
        return Unparsed("the reply stopped before its command", thought, body.strip())
    if re.fullmatch(rf"[*_]*{_LABEL_WORD_RE.pattern}[*_]*[ \t]*[:：]?[*_]*", body.strip(), re.I):
        # "क्रिया" (Hindi's "Action", qwen 0.5B under a Hindi ReAct prompt, b797), "Action:":
        # a label alone, a step begun and nothing in it
        return Unparsed("a label with nothing after it", thought, body.strip())
    # Neither an action nor a final-answer marker: the whole reply is the answer, less a bare
    # "Final Answer" marker written after it (as a plan-and-execute prompt asks).
    answer = re.sub(r"\n[ \t*]*(?:final answer|最终答案)[ \t*.。]*$", "", body.strip(), flags=re.I)
    # ... and CodeAct's "<finish>" (or "<finish></finish>") that ends the task, before or after
    answer = re.sub(
        r"^\s*<(finish|done)>\s*(?:</\1>\s*)?|(?<!\s)\s*<(finish|done)>\s*(?:</\2>)?\s*$",
        "",
        answer,
    )
    if re.fullmatch(r"(?:assistant){2,}", answer, re.I):
        # "assistantassistantassistant…" (ThinkAgent-1B on BFCL, b1444): the speaker's label
        # over and over to the token limit, no answer
        return Unparsed("only the speaker's label, repeated", cleaned.reasoning, body.strip())
    if "Assistant" in answer and not _DIALOGUE_TURN_RE.search(answer):
        # "…Let me know if you need help with any modifications!\n\nAssistant:\nThe assistant
        # provided a Python script…" (LFM2.5 1.2B, b1427): the speaker's label leaked alone on a
        # line, in no dialogue the reply writes out ("User: …\n\nAssistant: \n…" keeps it, b137)
        answer = re.sub(r"\n[ \t]*Assistant[ \t]*[:：][ \t]*(?=\n)", "", answer)
    if split_questions:
        # (the whole reply the answer: as written, its "질문: 생각:" on one line, b1302)
        answer = _SPLIT_QUESTION_RE.sub(r"\1", answer)
    return Final(answer.strip() or body.strip(), cleaned.reasoning, body.strip())


# BFCL's container of calls, its first element holding <param> tags
_CONTAINED_CALL_RE = re.compile(
    r"\s*<functions>\s*<([A-Za-z_][\w.\-]*)>\s*(<param\b.*?)</\1>", re.S
)


# Three to six words of a script without letter case (Arabic, Hebrew, Devanagari, Thai)
_CASELESS_PHRASE_RE = re.compile(
    r"[\u0590-\u08ff\u0900-\u0dff\u0e00-\u0e7f]+(?: [\u0590-\u08ff\u0900-\u0dff\u0e00-\u0e7f]+){2,5}"
)


# Words of Cyrillic script, the first perhaps capitalised, as a phrase: "Вводим данные:"
# (or a lower-case Latin word among them: "Выберите e-bike." ("choose an e-bike"), qwen 0.5B
# under a Russian ReAct prompt, b1604)
_CYRILLIC_PHRASE_RE = re.compile(
    r"[А-ЯЁа-яё][а-яё]*(?:[ \t]+(?:[а-яё]+|[a-z]+(?:-[a-z]+)*))+[ \t]*[:：.]?"
)


def _give_answer(body: str, start: int) -> str | None:
    """ToolLLaMA's answer after `start` under a "Finish:" line of its own: the final_answer of
    a {"return_type": "give_answer", …} object (not one in a made-up "Action Output:", b746)."""
    label = _FINISH_LINE_RE.search(body, start)
    at = body.find('"give_answer"', label.end()) if label else -1
    opened = body.rfind("{", label.end(), at) if label and at > 0 else -1
    value = jsonish.loads_object(body[opened:]) if opened >= 0 else None
    answer = (
        value.get("final_answer") if value and value.get("return_type") == "give_answer" else None
    )
    return answer.strip() if isinstance(answer, str) and answer.strip() else None


_FINISH_LINE_RE = re.compile(r"^[ \t]*Finish[ \t]*[:：][ \t]*$", re.M)


# Latin words, some with accents, three or more, as a phrase: "Tìm meloxicam từ registry pet"
_ACCENTED_PHRASE_RE = re.compile(r"[A-Za-zÀ-ɏḀ-ỿ]+(?:[ \t]+[A-Za-zÀ-ɏḀ-ỿ]+){2,7}[ \t]*[:：.]?")


# A numbered list's first item, where an Action's name goes
_NUMBERED_BELOW_RE = re.compile(r"1[.、)][ \t]+\S")


# French and Italian elisions at a line's start: "l'azione", "d'abord", "qu'il", "dell'input"
_ELIDED_RE = re.compile(r"(?:l|d|j|m|n|s|t|c|qu|un|dell|all|nell|sull|dall)['’][^\W\d_]", re.I)


def _cut_before_mark(name: str, line: str) -> bool:
    """Whether `name` is read off `line` up to a combining mark (Thai's tone marks, Hindi's
    vowel signs): a word cut in two, not a tool's name."""
    at = line.find(name) if name else -1
    rest = line[at + len(name) :] if at >= 0 else ""
    return bool(rest) and unicodedata.category(rest[0]).startswith("M")


# A JSON reply that opens with the model's musings, and the keys that would hold its call
_OPEN_KEY_END_RE = re.compile(r"[,\n][ \t]*\"[^\"\n]{0,40}\Z")
_MUSING_OPEN_RE = re.compile(r"\{\s*\"(?:thoughts?|reasoning|analysis|plan)\"\s*:")
_CALL_KEY_RE = re.compile(
    r"\"(?:command|use_tool|action|tool|tool_name|name|function|tool_calls?|speak|answer)\"\s*:"
)


def _yaml_decision(body: str, resolve: Resolver | None) -> Actions | None:
    """The step in a ```yaml fence that names a registered tool under "action:" (PocketFlow)
    or "command:" (sapiens), read on its own."""
    decided = _YAML_DECISION_RE.search(body) if "```yaml" in body and resolve is not None else None
    if decided and resolve is not None and resolve(decided[2]) == decided[2]:
        again = read_step_fully(decided[1], resolve, reread=True)
        if isinstance(again, Actions):
            return again
    return None


def _waits_after(segments: list[_Segment], final: _Segment, paused: object) -> bool:
    """Whether an Action and then PAUSE follow this answer: it was an interim one (classic).

    `paused`: the reply said PAUSE (cleaning has already cut a PAUSE at the very end).
    """
    later = [s.kind for s in segments if s.start > final.start]
    if "action" not in later or "final" in later:
        return False
    return "pause" in later[later.index("action") :] or (bool(paused) and later[-1] == "action")


# ... or numbered, with its signature: "1. seat_map(venue_id: str, …) -> str: Free seats …"
# (qwen 0.5B under LLMCompiler's prompt, b668)
_TOOL_LINE_RE = re.compile(
    r"[ \t]*(?:[-*][ \t]+|\d{1,2}\.[ \t]+)?([\w.\-]+)(?:\([^\n]*\)(?:[ \t]*->[ \t]*[^:\n]+)?)?"
    r"[ \t]*[:：][ \t]*\S"
)


# A numbered tool with its description and its arguments' schema, as GLM-4's prompt lists
# them, after a line that leads in (perhaps)
_PLUGIN_ECHO_RE = re.compile(
    r"\s*(?:[^\n]{0,80}[:：][ \t]*\n)?[ \t]*\d{1,2}\.[ \t]*([\w.\-]+)[ \t]*:[^\n]*?,[ \t]*args:[ \t]*"
    r"\{[ \t]*\"[\w\-]+\"[ \t]*:[ \t]*\{[ \t]*\"(?:items|type|description|properties)\""
)


def _tool_list_echoed(text: str, resolve: Resolver) -> bool:
    """Whether every line of a reply is 'tool: description', two tools or more, each one
    registered and named once: the prompt's tool list copied back."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if not 2 <= len(lines) <= 40:
        return False
    names = []
    for line in lines:
        m = _TOOL_LINE_RE.match(line)
        if m is None or resolve(m.group(1)) != m.group(1):
            return False
        names.append(m.group(1))
    return len(set(names)) == len(names)


_TOP_LEVEL_DEF_RE = re.compile(r"(?:async[ \t]+)?def[ \t]+(\w+)[ \t]*\(")


def _definitions_echoed(text: str, resolve: Resolver) -> bool:
    """Whether a reply is only Python signatures of tools, each with a one-line docstring and
    no body, at least one of them registered (imports and blank lines between), in a fence or
    not: the prompt's definitions copied back, no call (qwen2.5-coder-0.5b under NexusRaven's
    prompt, b653). A body written out, or words after them, make it an answer (b400, b512)."""
    lines = text.strip().splitlines()
    if lines and lines[0].startswith("```"):
        lines = lines[1:]
    if lines and lines[-1].startswith("```"):
        lines = lines[:-1]
    named = others = False
    expect_doc = False
    last = next((line for line in reversed(lines) if line.strip()), None)
    for line in lines:
        if not line.strip():
            continue
        if expect_doc:
            doc = line.strip()
            if len(doc) < 7 or doc[:3] not in ('"""', "'''") or doc[-3:] != doc[:3]:
                return False
            expect_doc = False
            continue
        if line.startswith(("import ", "from ")) or line.strip() == "Function:":
            # (NexusRaven's heading of each definition copied too: "Function:\ndef …", b802)
            continue
        if line.startswith("User Query:") and named and not expect_doc:
            break  # (and the template's next heading, a question made up after it, b1338)
        m = _TOP_LEVEL_DEF_RE.match(line)
        if m is not None and named and not others and line is last and ")" not in line:
            # (the last one cut off by the token limit, every one before it a registered
            # tool's: "def getPrinterStatus(printer", b1639; not among made-up ones, b1464)
            break
        if m is None:
            return False
        named = named or resolve(m[1]) == m[1]
        others = others or resolve(m[1]) != m[1]
        expect_doc = True
    return named and not expect_doc


# A tool's signature written as a line of its own, perhaps numbered or in the template's
# "tool(…)" wrapper: "tool(council_tax_band(postcode: str, house_number: str) -> str)"
_SIGNATURE_LINE_RE = re.compile(
    r"[ \t]*(?:\d{1,2}\.[ \t]*|[-*][ \t]+)?(?:tool[ \t]*\()?(?P<name>[\w.\-]+)[ \t]*"
    r"\((?P<params>[^()\n]*)\)(?:[ \t]*->[ \t]*(?P<returns>[\w\[\], |]+?))?[ \t]*\)?[ \t]*[.;]?[ \t]*"
    # (its description after the return type: "1. watering_schedule(plant: str, …) -> str: How
    # often to water a plant.", LLMCompiler's list, one line of it, b792)
    r"(?:(?<=[\w\]])[ \t]*:[ \t]+[^\n]*)?"
)
_TYPED_PARAM_RE = re.compile(
    r"[ \t]*\w+\??[ \t]*:[ \t]*(?:list|dict|Literal|Optional|"
    + "|".join(sorted(_TYPE_WORDS))
    + r")\b[^=]*(?:=[^,]*)?",
    re.I,
)


def _signatures_echoed(text: str, resolve: Resolver) -> bool:
    """Whether a reply is only registered tools' signatures, a line each, their parameters
    given as types ("postcode: str") or a return type after them: the prompt's tool list
    copied, no call (qwen2.5-coder-0.5b under LLMCompiler's prompt, b672)."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if not 1 <= len(lines) <= 12:
        return False
    for line in lines:
        m = _SIGNATURE_LINE_RE.fullmatch(line)
        if m is None or resolve(m["name"]) != m["name"]:
            return False
        params = [p for p in m["params"].split(",") if p.strip()]
        if not all(_TYPED_PARAM_RE.fullmatch(p) for p in params):
            return False
        if not params and not m["returns"]:
            return False  # "join()": a call with no arguments
    return True


_LIST_SPLIT_RE = re.compile(r"[\s,，、\[\]\"'`]+|\b(?:and|or)\b|和|与|或")


# The prompt's own words copied onto the Action line: "必须是 [a, b] 之一", "one of [a, b]",
# "你的工具必须从 [a] 选择" (Lagent).
# ... and in the translated prompts: "eine von [a, b]", "l'une de [a, b]", "una de [a, b]",
# "다음 중 하나 [a, b]", "必須是其中之一 [a, b]"
_ECHOED_LIST_RE = re.compile(
    r"\[([^\]\n]{1,600})\]\s*(?:之一|中的一个|选择|中选择)"
    # ("One of the [nutrition_facts, log_meal]": qwen2.5-coder-0.5b, b511)
    # (and the other translated prompts': "salah satu dari [a, b]", b766; "одно из", "một
    # trong", "una tra", "şunlardan biri", "واحد من", "इनमें से एक", "เลือกหนึ่งอย่างจาก")
    r"|(?:one (?:(?:name|tool) )?of(?: the)?|从|eine von|l'une de|una de|uma de|중 하나|其中之一|のいずれか"
    r"|salah satu dari|одно из|một trong(?: các)?|una tra|şunlardan biri|واحد من|इनमें से एक"
    r"|เลือกหนึ่งอย่างจาก)[ \t]*\[([^\]\n]{1,600})\]"
    # ... and in parentheses after words: "実行するツール（grep_logs、update_settings のいずれか）"
    r"|[(（]([^()（）\n]{1,600}?)[ \t]*(?:のいずれか|之一|中的一个)[)）]"
    # ... or "the tool's name (one of add_contact, geocode)", LlamaIndex's line copied (not
    # "geo (one of meas, geo, …)": a tool picked, the list after it)
    r"|\b(?:name|tool|action)[ \t]*[(（][ \t]*one of[ \t]+([^()（）\[\]\n]{1,600})[)）]",
    re.I,
)


# A tool's description between its name and its parameters: a definition, not a call
_DESCRIPTION_LINE_RE = re.compile(r"^[ \t*]*(?:description|描述|说明)[ \t*]*[:：]", re.I | re.M)
_ONE_OF_RE = re.compile(r"should be one of[ \t]+([^\[\n]{1,600})", re.I)


def _tool_named_in(text: str, resolve: Resolver) -> str | None:
    """The one registered tool a musing names as a word (any case), or None: none, or more."""
    line = text.strip().rpartition("\n")[2]  # its last line's last words (each a lookup)
    words = {w.lower(): w for w in re.findall(r"[A-Za-z_][\w.\-]*", line[-300:])}
    named = set()
    for word in list(words.values())[-20:]:
        tool = resolve(word)
        if tool is not None and tool.lower() == word.lower():
            named.add(tool)
    return named.pop() if len(named) == 1 else None


def _no_choice(text: str, resolve: Resolver) -> bool:
    """Whether an Action's text offers several tools and picks none of them."""
    echoed = _ECHOED_LIST_RE.search(text.partition("\n")[0])
    listed = next((g for g in echoed.groups() if g), "") if echoed else ""
    # (figures put in beside one name are no choice of several: "[paceCalc, 5, 27, 30] 之一",
    # qwen 0.5B, b739)
    # (nor a quoted value: '[bookVetSlot, "12月20日"] 之一', smollm2, b1117)
    items = [
        i
        for i in re.split(r"[,，、]", listed)
        if not re.fullmatch(r"\s*(?:[\d.:]*|([\"'“]).*[\"'”])\s*", i)
    ]
    chosen = text[: echoed.start()].strip(" \t,，*`") if echoed else ""
    lead = re.split(r"[,，]", chosen)[0].strip(" \t*`")
    if lead and (resolve(lead) or "").lower() == lead.lower():
        # ("Eylem: Tariff_compare, yapılacak eylem, şunlardan biri [reportOutage,
        # tariff_compare]": the name first, then the template's words and its list, b965)
        chosen = resolve(lead) or chosen
    if len(items) >= 2 and not (chosen and resolve(chosen) == chosen):
        # (a registered name written where the template's words went, the list copied after
        # it, is the choice: "Eylem: file_claim, şunlardan biri [checkCoverage, file_claim]",
        # qwen 0.5B under the Turkish prompt, b753)
        return True
    # "the action to take, should be one of lookup, answer_question, and observation": the
    # template's line, its names written without brackets
    plain = _ONE_OF_RE.search(text.partition("\n")[0])
    if plain and len(re.split(r"[,，、]", plain.group(1))) >= 2:
        return True
    # (or the names in the list's brackets: "Eylem: yapılacak eylem, [read_sensor_v2, wenshi_
    # baojing]", qwen 0.5B, b1543)
    head, *named_after = [i.strip(" \t*`[]") for i in re.split(r"[,，、]", text.partition("\n")[0])]
    if (
        len(named_after) >= 2
        and " " in head
        and not resolve(head)
        and all(resolve(n) == n for n in named_after)
    ):
        # "Eylem: yapılacak eylem, hold_seats, seat_map" (qwen 0.5B under the Turkish ReAct
        # prompt, b1407): the template's words ("the action to take"), then the tools' names
        return True
    line = text.partition("\n")[0]
    spans = {n for n in re.findall(r"`([\w.\-]+)`", line) if resolve(n) == n}
    bracketed = {n for n in re.findall(r"\[([\w.\-]+)\]", line) if resolve(n) == n}
    if len(bracketed) >= 2 and not _SEQUENCE_RE.search(line):
        # "Aktion: die auszuführende Aktion, die von [fuelPrice] und [trip_cost]" (qwen 0.5B
        # under a German ReAct prompt, b698): the template's list, each name bracketed
        return True
    if len(spans) >= 2 and _EITHER_RE.search(line) and not _SEQUENCE_RE.search(line):
        # "要採取的動作是：使用 `create_ticket` 和 `run_python`。": two tools offered together,
        # neither picked (one after the other is the first's: _first_of_sequence)
        return True
    return _lists_tools(text, resolve)


_EITHER_RE = re.compile(r"`[ \t]*(?:和|或|或者|与|及|、|,|，|\band\b|\bor\b)[ \t]*`", re.I)


# Words that put one action after another: "use X to …, then use Y to …"
# (and "…，并使用 `jieshu` 检查…": "and use" after a comma, qwen 0.5B, b701)
_SEQUENCE_RE = re.compile(
    r"然后|接着|之后|随后|再|[，,][ \t]*并|并且|\bthen\b|\bafter that\b|\bnext\b"
    r"|,?[ \t]+and (?:then )?(?:use|call)\b",
    re.I,
)


def _first_of_sequence(line: str, resolve: Resolver) -> str | None:
    """The first of several registered tools that a sentence names one after another."""
    # (a name glued to Chinese words is a word of its own too: "使用 exam_dates函数来获取 …，
    # 然后使用find_tutor函数", qwen 0.5B, b683)
    spans = {(m.start(), m.end()) for m in re.finditer(r"[\w.\-]+", line)}
    spans |= {(m.start(), m.end()) for m in re.finditer(r"[A-Za-z0-9_.\-]+", line)}
    named = [(a, b, line[a:b]) for a, b in sorted(spans) if resolve(line[a:b]) == line[a:b]]
    if len({n for _, _, n in named}) < 2:
        return None
    first = named[0]
    if _USE_LEAD_RE.fullmatch(line[: first[0]]):
        # "Action: Using the meter_reading tool, I can read … For M1 4BT, I'll use the
        # tariff_compare tool …" (qwen 0.5B, b965): the sentence opens with the tool it uses
        return first[2]
    second = next(n for n in named if n[2] != first[2])
    return first[2] if _SEQUENCE_RE.search(line[first[1] : second[0]]) else None


# Words that open a sentence with the tool it uses now: "Using the `x` tool, …"
# (not "I'll use the search_docs function to …" beside another tool's word: b404-react-003)
_USE_LEAD_RE = re.compile(r"[ \t*]*(?:first,?[ \t]+)?using[ \t]+(?:the[ \t]+)?[`'\"*]*", re.I)


def _lists_tools(text: str, resolve: Resolver) -> bool:
    """Whether `text` (an Action's first line, or a list below it) is two or more registered
    tools' names and nothing else."""
    if text.startswith("[") and "]" in text:
        line = text[: text.index("]") + 1]
    else:
        line = text.partition("\n")[0]
    words = [w for w in _LIST_SPLIT_RE.split(line) if w]
    if line[:1] == "[":
        # "[log_meal, scale_recipe, 380, 1]": the list copied, numbers put in beside (b483)
        words = [w for w in words if not re.fullmatch(r"[\d.]+", w)]
    if len(words) < 2 or len(words) > 6:
        return False
    names = {resolve(w) for w in words}
    if None in names and line[:1] == "[" and len(names) >= 2:
        # "Action: [share_link, download_file]" (qwen2.5-coder-0.5b, b735): a list of tools,
        # one of them made up, each written as a function's name: still no choice
        made_up = [w for w in words if resolve(w) is None]
        return all(_FUNCTION_NAME_RE.fullmatch(w) for w in made_up)
    return None not in names and len(names) >= 2


# A word written as a function's name: snake_case with an underscore, or camelCase
_FUNCTION_NAME_RE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+")


_KEY_VALUE_RE = re.compile(r"^[ \t]*(\w+)[ \t]*[=:：][ \t]*(.+?)[ \t]*$", re.M)


_VALUE_ITEM_RE = re.compile(r"\"[^\"]*\"|'[^']*'|[^,，]+")


def _call_stands(inline: dict[str, Any] | str, raw_input: str) -> bool:
    """Whether the arguments of a call on the Action line are the input, over what its Action
    Input line says: nothing, a null, or the prompt's placeholder (not when the call is the
    signature copied: "run_python(code: string)"); one of the call's values again; or the
    goal said again in prose."""
    given = raw_input.partition("\n")[0].strip().rstrip(".").lower()
    values = list(inline.values()) if isinstance(inline, dict) else [inline]
    if not raw_input or given in _NULL_INPUT:
        return True
    if given in _PLACEHOLDER_INPUT:
        # (an optional parameter's "?" among them: "schedule_heatpump_service(address: string,
        # date: string, slot?: string) 之一", b611)
        return not _type_words(values)
    if isinstance(inline, str) and "\n" in raw_input.strip():
        # '行动:\n1. exchange_TKT("BX7Q2", "2023-09-10")\n2. yanchu_piao("BX7Q2", 3, false)\n\n
        # 行动输入:\nBX7Q2\n2023-09-10\n3\nfalse' (qwen 0.5B under tao's Chinese prompt, b1406):
        # the input's lines the values of every call listed, this call's first: its own stand
        own = [unquote(i.strip()) for i in _VALUE_ITEM_RE.findall(inline)]
        lines = [unquote(line.strip()) for line in raw_input.strip().splitlines()]
        return 0 < len(own) < len(lines) and lines[: len(own)] == own
    if not isinstance(inline, dict):
        return False
    if inline and _cut_echo(raw_input) != raw_input and not _type_words(values):
        # 'Action: geocode(address: "北京")\nAction Input: 要查询或计算的地址\n然后停下，等待
        # Observation。…' (qwen2.5-coder-0.5b): the input line a template's, tao's prompt
        # copied below it
        return True
    # "行动: library_loans(card_number: "66-0931", overdue_only: true)\n行动输入: 66-0931", or
    # a piece of one: '行动: book_doctor(department: "眼科", date: "2023-12-10", …)\n行动输入: "12"'
    if len(inline) > 1 and any(unquote(raw_input) in str(v) for v in values):
        return True
    # 'Action: hotel_search(city: "杭州", check_in: "2023-12-24", nights: 2)\nAction Input:
    # "杭州", "2023-12-24", 2': the same values again, in order, without their names
    # (or the first of them: 'distance_between(origin: "Louvre", destination: "Notre-Dame",
    # mode: "walking")\nAction Input: "Louvre", "Notre-Dame"', qwen2.5-coder-0.5b)
    items = [unquote(i.strip()) for i in _VALUE_ITEM_RE.findall(raw_input.partition("\n")[0])]
    if len(inline) > 1 and items and items == [str(v) for v in values][: len(items)]:
        return True
    # ... with a list among them: "'Design review', '2026-12-03 10:00', ['ann@x.com'], 45"
    again = jsonish.loads("[" + raw_input.partition("\n")[0] + "]") if "[" in raw_input else None
    if len(inline) > 1 and again == values:
        return True
    # "Action: air_quality(city: "成都")\nAction Input: 从提供的数据中获取成都的空气质量，…";
    # not "城市：杭州，…", the pairs said again, or a signature's types
    return is_sentence(given) and not re.search(r"[:：{\[]", raw_input) and not _type_words(values)


def _values_again(written: str, named: dict[str, Any]) -> bool:
    """Whether the values of a call written without names ("8, "煮鸡蛋"") are, half of them
    at least, the values of an object that names them."""
    items = [unquote(i.strip()).strip().lower() for i in _VALUE_ITEM_RE.findall(written)]
    values = {str(v).strip().lower() for v in named.values()}
    return bool(named) and 2 * sum(i in values for i in items if i) >= len(items)


def _type_words(values: list[Any]) -> bool:
    """Whether a call's values are a signature's types ("run_python(code: string)")."""
    return any(_TYPE_WORD_RE.match(str(v)) for v in values)


# An input's label alone on its line, the lines under it indented
_INPUT_BLOCK_RE = re.compile(
    r"[ \t]*(?:action_input|input|tool_input)[ \t]*:[ \t]*\n((?:[ \t]+\S[^\n]*(?:\n|\Z))+)\s*"
)


# A line that starts a section of its own: "Observation: …", "Result: …"
_SECTION_LINE_RE = re.compile(r"[ \t]*[A-Za-z][\w ]{0,20}[:：](?:\s|\Z)")


def _fenced_call(code: str, resolve: Resolver) -> tuple[str, Any] | None:
    """A fence under an Action label holding a call that is not a JSON blob:
    "average_dog_weight(Border Collie)", or a tool's name and its input on the lines below
    ("get_capital\n{"country": "Canada"}", "get_weather\naction_input: Shanghai")."""
    first, _, below = code.partition("\n")
    head = re.fullmatch(r"[ \t]*([\w.\-]+)[ \t]+(\S[^\n]*)", first)
    if head and resolve(head[1]) == head[1]:
        # a call a line, the first the step: "update_settings {"theme": "dark"}\nsave_note
        # {…}", its object perhaps after the blob's keys written as a query string
        # ("update_settings action=update_settings&action_input={…}", qwen2.5-coder-0.5b);
        # or "write_file README.md\nwrite_file "Title: kite"\n…", each line a registered
        # tool's, the first's input as written
        rest = head[2].strip().removeprefix(f"action={head[1]}&action_input=")
        value = jsonish.loads_object(rest) if rest[:1] == "{" and rest[-1:] == "}" else None
        if value is not None:
            return head[1], value
        if below and all(resolve(line.split()[0]) for line in below.splitlines() if line.strip()):
            return head[1], read_input(unquote(head[2].strip()))
        if below and rest.endswith(("{", "[")) and jsonish.unclosed(rest) and "=" in rest:
            # "set_appliance_plan site=HOME-7 appliances={\n    "name": "dryer", …\n}" (qwen
            # 0.5B under tao's json-blob prompt, b1431): the name, then its pairs on the line,
            # the last one's object running on below; the pairs as written
            return head[1], f"{rest}\n{below}".rstrip()
        if below and not any(_SECTION_LINE_RE.match(line) for line in below.splitlines()):
            # "write hello.sh #!/bin/bash\necho 'hello'" (SWE-agent's prompt in OpenHands's
            # recorded runs, b1614): a command whose input runs on below its line
            return head[1], read_input(f"{head[2].strip()}\n{below}".rstrip())
    if below and re.fullmatch(r"\s*[\w.\-]+[ \t]*\([ \t]*\{?[ \t]*\n.*\)\s*", code, re.S):
        # "send_email(\n  "bob@example.com",\n  "Meeting"\n)": one call over several lines
        # (or its object opened on the name's line: "food_portion({\n  species: "cat", …\n})",
        # qwen 0.5B under json-blob, b600)
        name, value = _split_action(code.strip(), resolve)
        return (name, value) if resolve(name) else None
    if not below:
        if first.lstrip().startswith("{"):
            return None  # a blob no reading takes ("arguments": {...}), not "name value"
        name, value = _split_action(first, resolve)
        return (name, value) if resolve(name) else None
    whole = re.fullmatch(r"[ \t]*([\w.\-]+)[ \t]*\(.*\)[ \t]*([,;]?)[ \t]*", first)
    if whole and resolve(whole[1]) == whole[1]:
        # "read_file(path="data.csv")\ncalculate(expression="17 * 23")": a call a line, the
        # first is the step (a comma after each: "thermo.calculate_energy(mass=500, …),\n
        # thermo.calculate_energy(…),", MiniCPM3-4B on BFCL, b1678)
        return _split_action(first.strip().removesuffix(whole[2]), resolve)
    opened = re.fullmatch(r"[ \t]*([\w.\-]+)[ \t]*\{[ \t]*", first)
    if opened and resolve(opened[1]):
        # "http_request {\n  method: POST\n  url: …\n}": the object opened on the name's line
        value = jsonish.loads_object(code[code.index("{") :])
        return (opened[1], value) if value is not None else None
    name = first.strip().strip("`")
    named = _KEY_VALUE_RE.match(first)
    if named and named.group(1) in ("action", "tool", "name"):
        name = named.group(2).strip("\"'")  # "action = get_capital"
    if not resolve(name) or "\n" in name:
        return None
    if all(resolve(line.strip()) == line.strip() for line in below.splitlines() if line.strip()):
        # "watering_schedule\nwatering_schedule\norder_seeds\norder_seeds\n…" (qwen 0.5B
        # under json-blob, repeated to the token limit, b796): names a line, no input below
        return name, ""
    if "{" in below:
        value = jsonish.loads_object(below[below.index("{") :])
        if value is not None:
            return name, value
    block = _INPUT_BLOCK_RE.fullmatch(below)
    if block is not None and isinstance(value := read_input(textwrap.dedent(block[1])), dict):
        # "book_vet\naction_input:\n  clinic: Greenway Vets\n  when: 2026-12-11 09:30\n  …"
        # (qwen 0.5B under json-blob, b1209): the input's label, its pairs indented under it
        return name, value
    pairs = dict(_KEY_VALUE_RE.findall(below))
    given = next((pairs[k] for k in ("action_input", "input", "tool_input") if k in pairs), None)
    if given is not None:  # "action = get_capital\naction_input = Japan\nobservation = …"
        return name, read_input(given)
    value = read_input(below)
    if isinstance(value, dict):  # "track_parcel\ntracking_number=SF14\nn=2": a key a line
        return name, value
    last = below.strip().rsplit("\n", 1)[-1]
    # (a label begins with a letter: "2:1" is a ratio, b1700)
    labelled = re.match(r"[^\W\d][\w ]{0,19}[:：]\s*", last)
    if "\n" in below.strip() and not labelled:
        # "python\ntotal = 0\nfor i in …\nprint(total)": the code under the name, whole
        return name, read_input(below)
    return name, read_input(last[labelled.end() :] if labelled else last)


def _thought_names_one(thought: str | None, resolve: Resolver | None) -> str | None:
    """The one registered tool a Thought names as a tool (snake_case, or quoted: not "we need
    to calculate"), or None."""
    if not thought or resolve is None:
        return None
    words = re.findall(r"[\w\-]+(?:\.[\w\-]+)*", thought)
    named = {
        w
        for w in words
        if resolve(w) == w and ("_" in w or re.search(rf"[`'\"“]{re.escape(w)}[`'\"”]", thought))
    }
    return named.pop() if len(named) == 1 else None


def _input_call(raw: str, resolve: Resolver) -> tuple[str, Any] | None:
    """A registered tool's (or Finish's) call written where the input goes: "f(a=1)", or
    "Finish\n```json\n{…}\n```"."""
    called = written_call(raw)
    if called is None:
        # 'Action Input: Crawl google 4 linkedin profile page "site:linkedin.com x"' (Mistral):
        # a registered name, then its input (or all in quotes: 'Eylem Girdisi: "book_desk D#14
        # for 4 hours on 2026-12-09."', qwen 0.5B under a Turkish ReAct prompt, b1359)
        words = unquote(raw.strip()).split(" ")
        for k in range(min(len(words) - 1, 8), 0, -1):
            name = " ".join(words[:k])
            found = resolve(name)
            # (or in another case: "Input Tindakan: CancelBooking CR-5520", qwen 0.5B under an
            # Indonesian ReAct prompt, b920)
            if found is not None and found.casefold() == name.casefold():
                if any(resolve(w) == w for w in (x.strip(",，、。.") for x in words[k:])):
                    # "track_parcel と shipping_quote を入力します。" (qwen 0.5B under a Japanese
                    # ReAct prompt, b566): the tools listed again, no call
                    return None
                return found, read_input(" ".join(words[k:]))
        return None
    found = resolve(called[0])
    if found is not None and found != called[0] and found.casefold() == called[0].casefold():
        # "Entrée de l'action: Inspect_hive(8)" (qwen 0.5B under a French ReAct prompt, b1700):
        # a registered tool's call in another case
        return found, called[1]
    if not (found == called[0] or is_final_name(called[0])):
        return None
    return called


_ECHOES: tuple[str, ...] | None = None


def _squash_line(line: str) -> str:
    return re.sub(r"\s+", "", line).casefold()


def _echoes() -> tuple[str, ...]:
    """The lines of tao's own prompts and corrections that carry no label, squashed."""
    global _ECHOES
    if _ECHOES is None:
        from tao.formats import FORMATS  # the formats import this module
        from tao.tools.registry import Registry

        lines: set[str] = set()
        for cls in FORMATS.values():
            for lang in ("en", "zh"):
                fmt = cls(lang)
                for text in (fmt.instructions(Registry()), fmt.correction(Registry(), "")):
                    for line in text.splitlines():
                        if not _LABEL_RE.match(line) and len(_squash_line(line)) >= 16:
                            lines.add(_squash_line(line))
        _ECHOES = tuple(sorted(lines))
    return _ECHOES


def _cut_echo(text: str) -> str:
    """A plain-text input, less a line copied from tao's prompt and all after it:
    "BABA\n如果你有了答案，请输出 '最终答案: 4.0'" is the input "BABA"; so too a numbered
    plan's first "Step 1:" line below the input's first line, and all after it."""
    if "\n" not in text.rstrip() or text.lstrip().startswith(("```", "~~~")):
        return text
    first, _, more = text.partition("\n")  # the label's own line: "行动输入: " may be empty
    if text.lstrip().startswith(("{", "[")) and not is_json(first):
        return text  # (JSON over several lines: its lines are no prompt's; a one-line list is)
    kept = [first]
    for line in more.split("\n"):
        if first.strip() and _PLAN_STEP_LINE_RE.match(line):
            # 'Action Input: station: "ST:1203", bike_type?: "cargo"\nStep 1: Determine which
            # station to search …' (qwen 0.5B under tao's react prompt, b1309): the model's
            # numbered plan below a one-line input, no part of it
            return "\n".join(kept).rstrip()
        squashed = _squash_line(line)
        if len(squashed) < 14:  # too short to copy a prompt's line (see below): most lines
            kept.append(line)
            continue
        for echo in _ECHOES or _echoes():
            same = next(
                (i for i, (a, b) in enumerate(zip(squashed, echo, strict=False)) if a != b),
                min(len(squashed), len(echo)),
            )
            if (same >= 16 and same >= 0.6 * len(echo)) or _echoed_within(squashed, echo):
                return "\n".join(kept).rstrip()
        kept.append(line)
    return text


def _echoed_within(squashed: str, echo: str) -> bool:
    """Whether a line copies a prompt line from (near) its start, with a word changed or
    added before it, and is cut short or runs on: "Then停下，等待 Observation." for the
    prompt's "然后停下，等待 Observation。…".
    """
    if len(squashed) < 14 or len(echo) < 16 or echo[4:12] not in squashed[:20]:
        return False  # the cheap test first
    matcher = difflib.SequenceMatcher(None, squashed, echo, autojunk=False)
    run = matcher.find_longest_match(0, min(len(squashed), 40), 0, min(len(echo), 40))
    if run.a > 6 or run.b > 4 or run.size < 14:
        return False
    whole = matcher.find_longest_match(run.a, len(squashed), run.b, len(echo))
    return whole.size >= 0.6 * len(echo) or whole.a + whole.size >= len(squashed) - 2


_STEP_IN_STRING_RE = re.compile(r"^[ \t]*(?:Act|Action)[ \t]*[:：]", re.M | re.I)


def _step_in_strings(body: str, resolve: Resolver | None) -> Parsed | None:
    """A JSON object that is no call, one of whose strings (or lists of lines) is a whole
    step: {"answer_artifact": "Think: …\n\nAct: bash\n\n```bash\nfind / …\n```", "summary":
    …} (AgentBench's step inside a multi-agent harness's JSON); its call, or None."""
    value = jsonish.loads_object(body)
    for text in (value or {}).values():
        if isinstance(text, list) and text and all(isinstance(line, str) for line in text):
            text = "\n".join(text)
        if isinstance(text, str) and _STEP_IN_STRING_RE.search(text):
            found = read_step_fully(text, resolve)
            if isinstance(found, Actions):
                return found
    return None


# (and the prompts' translations: "Risposta finale: …\nOsservazioni: …", qwen 0.5B under an
# Italian ReAct prompt, b988)
_ANSWER_END_RE = re.compile(
    r"\n[ \t*]*(?:Observation|观察|Grounded answer|Osservazion[ei]|Beobachtung|Observaci[oó]n"
    r"|Observa[cç][aã]o|Quan sát|Наблюдение|Pengamatan|Gözlem|観察|관찰)\s*[:：]",
    re.I,
)


_RESTATED_RE = re.compile(
    r"\n[ \t*]*(?:so )?(?:the )?(?:final )?answer is[ \t]*[:：][ \t]*([^\n]+?)[ \t*.。]*\Z",
    re.I,
)
# A turn's role label after an answer on its line, a sentence after it ("[] User: The answer
# has been committed."), or alone at the answer's end ("[] Agent:")
_INLINE_TURN_RE = re.compile(r"(?<=\S)[ \t]+(?:User|Agent|Human)[ \t]*:[ \t]+(?=[A-Z])")
_ROLE_LABEL_END_RE = re.compile(r"(?<=\S)[ \t\n]+(?:Agent|Assistant|User|Human)[ \t]*[:：]\s*\Z")
# A new turn the model invented after its answer: "Question: …" and then a step of it.
# (or the user's next turns, invented: "Final Answer: 42\n\nUser: How do you know that?\n\nUser:
# I'm not sure." from SmolLM2 under ToolAlpaca's prompt)
# (and the prompts' translations: "Endgültige Antwort: …\n\nFrage: …\nGedanke: …")
_NEXT_TURN_RE = re.compile(
    # ("Nihai Cevap: 3 daha çalışık\nSoru: ne yapılak çalışık.", qwen 0.5B under the Turkish
    # ReAct prompt, b1465)
    r"\n[ \t]*(?:Question|问题|問題|User|Human|Pregunta|Frage|質問|질문|Soru|Pergunta|Pertanyaan"
    r"|Câu hỏi|Вопрос|Domanda)[ \t]*[:：]"
)
# A line that begins a step, in the prompts' languages: a Thought, an Action or a Final Answer
# label (used before this point too, by functions that run after the module is loaded)
# An object opened alone on its line, its first key "action": '{\n  "action": $TOOL_NAME,'
_ACTION_OBJECT_LINE_RE = re.compile(r'^[ \t]*\{[ \t]*\n[ \t]*"action"[ \t]*:', re.M)
# A first line that says the format follows: "请使用以下格式：", "Use the following format:"
_FORMAT_LEAD_RE = re.compile(
    r"\s*[^\n]{0,40}(?:以下格式|如下格式|下面的格式|the following format)[^\n]{0,10}[:：][ \t]*\n",
    re.I,
)
# A line that is one call and nothing else: 'calculate("25 * 4")'
_CALL_ALONE_RE = re.compile(r"^[ \t]*([A-Za-z_][\w.]*)\([^\n]*\)[ \t]*$", re.M)
# A labelled line that calls a tool: "TOOL: list_files(/reports)"
_TOOL_LINE_CALL_RE = re.compile(r"^[ \t]*(?:TOOL|Tool|Action)[ \t]*:[ \t]*[\w.\-]+\(", re.M)
_STEP_LABEL_RE = re.compile(
    r"^[ \t]*(?:Thought|Action|Final Answer|思考|行动|最终答案|Are follow ?up questions needed here"
    r"|Pensamiento|Pens[ée]e|Gedanke|考え|생각|Acci[oó]n|Aktion|行動|행동)"
    r"[ \t]*[:：]",
    re.M | re.I,
)


# An Action line that opens a call: "set_thermostat("
_CALL_OPENED_RE = re.compile(r"[ \t*`]*[\w.\-]+[ \t]*\(")


def _quoted_name_then_object(text: str, resolve: Resolver | None) -> tuple[str, Any] | None:
    """A registered tool's name in double quotes in garbled call markup, and the object that
    follows it (its arguments, unwrapped from an "arguments" key)."""
    if resolve is None:
        return None
    named = next((m for m in re.finditer(r'"([\w.\-]+)"', text) if resolve(m[1]) == m[1]), None)
    start = text.find("{", named.end()) if named else -1
    if (
        named is None
        or start < 0
        or not re.fullmatch(r"[\s,:\[\]\"a-z_]*", text[named.end() : start])
    ):
        return None
    value = jsonish.loads_object(text[start:])
    if isinstance(value, dict) and len(value) == 1:
        inner = value.get("arguments", value.get("args"))
        value = inner if isinstance(inner, dict) else value
    return (named[1], value) if value else None


def _piped_name_then_object(text: str, resolve: Resolver | None) -> tuple[str, Any] | None:
    """A registered tool's name opening the text before a bar, words between bars after it,
    then an object: the name and the object."""
    named = re.match(r"\s*([\w.\-]+)[ \t]*\|", text)
    if resolve is None or named is None or resolve(named[1]) != named[1]:
        return None
    start = text.find("{", named.end())
    if start < 0 or not re.fullmatch(r"[\w \t|]*", text[named.end() : start]):
        return None
    value = jsonish.loads_object(text[start:])
    return (named[1], value) if value else None


# The words a signature gives for its parameters' types
_SIGNATURE_TYPES = _TYPE_WORDS | {"array", "list", "object", "dict"}


def _types_only(value: Any) -> bool:
    """Whether arguments are only type words: {"vin": "string", "months": "array"}."""
    return (
        isinstance(value, dict)
        and bool(value)
        and all(
            isinstance(v, str) and v.strip().lower() in _SIGNATURE_TYPES for v in value.values()
        )
    )


def _tags_named(text: str) -> bool:
    """Whether every thinking block in `text` is a pair of tags named in a sentence, empty and
    after words on its line: "你可以在<think></think>中看到 …" (qwen 0.5B asked to think first,
    b973; "<scratchpad></scratchpad>", b910), words to keep, no block of thought."""
    blocks = list(_THINK_RE.finditer(text))
    # (the first named so, later ones empty alone on their lines are the same words: "你可以在
    # <think></think> 里想清楚…\n\n<think></think>\n\n说明的…", smollm2, b1630)
    return (
        bool(blocks)
        and all(not b.group(2) for b in blocks)
        and bool(text[text.rfind("\n", 0, blocks[0].start()) + 1 : blocks[0].start()].strip())
    )


def _answer_text(body: str, final: _Segment) -> str:
    """The answer after a final-answer label: to the end, less an invented Observation (or
    Command R's "Grounded answer:" that repeats it), or an invented next Question and its
    steps."""
    given = body[final.body :]
    cut = _ANSWER_END_RE.search(given)
    if cut is not None and not given[: cut.start()].strip():
        # "Final_answer:\nObservation: Searching the talent pool …" (qwen 0.5B, b720): the
        # answer's own first words are a label; cut only at a later one
        cut = _ANSWER_END_RE.search(given, cut.end())
    answer = given[: cut.start()] if cut is not None else given
    turn = _NEXT_TURN_RE.search(answer)
    if turn and (
        _STEP_LABEL_RE.search(answer, turn.end()) or _NEXT_TURN_RE.search(answer, turn.end())
    ):
        # (or more invented questions after it: "…\n\nQuestion: x\n\nQuestion: x")
        answer = answer[: turn.start()]
    elif turn and re.match(r"[ \t]*[^\n]*\?[ \t]*\n[ \t]*\n\s*\S", answer[turn.end() :]):
        # "Answer: 5.4 m van with a trailer\n\nQuestion: How much did a 5.4 m van with a
        # trailer cost?\n\n\nA 5.4 m van …" (smollm2 under tao's json-blob prompt, b1118): a
        # question invented, and a paragraph answering it
        answer = answer[: turn.start()]
    # "Final Answer: [] Agent:" (LifelongAgentBench's prompt, whose turns are "Agent:" and
    # "User:", b1495): the next turn's role label begun after the answer, nothing after it;
    # or a turn invented after it on the same line ("Final Answer: [('unpaid', 6800)] User:
    # The answer has been committed. …", b1498)
    answer = _ROLE_LABEL_END_RE.sub("", answer)
    inline = _INLINE_TURN_RE.search(answer)
    if inline is not None and answer[: inline.start()].strip():
        answer = answer[: inline.start()]
    # "Final Answer: 最终答案: 9": the label written twice, in two languages
    answer = _REPEATED_FINAL_RE.sub("", answer, count=1)
    # "So the final answer is: No\n\nSo the answer is: No": the answer said again at the end
    # (or its beginning again: "So the final answer is: no, it is fictional.\n\nSo the
    # final answer is: no", self-ask)
    restated = _RESTATED_RE.search(answer.rstrip())
    first = answer.strip().partition("\n")[0].strip(" .。*")
    said = restated.group(1).strip(" .。*").lower() if restated else ""
    if restated and restated.start() > 0 and said and first.lower().startswith(said):
        answer = answer[: restated.start()]
    dict_answer = _answer_key_of(answer)
    if dict_answer is not None:
        # 'Final answer:\n{\n  "answer": "1 goal",\n  "context": "Marquinhos is …"\n}'
        # (DeepSeek-R1-0528 on BFCL's web search, b1410): the answer the prompt asked for as
        # an object after the label; its answer key's value, as for the object alone
        return dict_answer
    for quotes in ('"""', "'''"):
        if answer.rstrip().endswith("\n" + quotes) and body.count(quotes) == 1:
            # "…Bedrag_EUR.\n\n\"\"\"<|im_sep|>": the prompt's quotes closed, never opened
            answer = answer.rstrip()[:-3]
    return _strip_markup_answer(answer)


def _answer_key_of(answer: str) -> str | None:
    """The answer of an answer that is one object with an answer key and no call, read as the
    object alone is ({"answer": …, "context": …} is its "answer")."""
    given = answer.strip()
    if not (given.startswith("{") and given.endswith("}")):
        return None
    read = json_calls(given, None, None)
    return read.answer if isinstance(read, Final) and read.answer != given else None


def _strip_markup_answer(answer: str) -> str:
    answer = answer.strip()
    if answer.endswith("```") and answer.count("```") == 1:
        answer = answer[:-3]  # "…within your budget constraints.```": a fence never opened
    if answer.startswith("**") and answer.count("**") == 1:
        answer = answer[2:]
    if answer.endswith("**") and answer.count("**") == 1:
        answer = answer[:-2]
    return answer.strip()
