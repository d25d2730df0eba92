"""LocalModel: a GGUF model run in-process by llama.cpp (llama-cpp-python, the `[local]` extra).

Three things make a half-billion-parameter model usable as a ReAct agent:
- a grammar per format (tao.models.grammar), so that every reply is one well-formed step:
  it must open with a thought, may only name registered tools, and writes each tool's input
  in the shape its schema asks for;
- a worked example appended to the system prompt, which teaches the loop (look up, compute,
  answer with the number) better than any instruction;
- a prefix cache: messages are only ever appended, so each call evaluates only the tokens
  that are new since the last one (`usage["cached_tokens"]` says how many were reused).

llama_cpp is imported on first use, so that `import tao` stays fast.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import ctypes
import json
import math
import os
import re
import threading
from collections import Counter
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

from tao.errors import ConfigError, ModelError
from tao.formats.reading import Final
from tao.models import gguf
from tao.models.base import Reply
from tao.models.grammar import (
    OPENERS,
    TEXT_FORMATS,
    arithmetic_param,
    entity_param,
    native_grammar,
    single_input,
    step_grammar,
)

DEFAULT_N_CTX = 4096
DEFAULT_MAX_TOKENS = 512

# Used when a GGUF file carries no chat template of its own.
CHATML = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)

# Worked examples, appended to the system prompt. Their tools are made up on purpose: a small
# model copies an example's inputs and wording when the example uses its real tools.
# Each: question, steps (thought, tool, text input, JSON input, observation), answer.
# Thoughts open as the grammar has them open (grammar.OPENERS).
Example = tuple[str, list[tuple[str, str, str, str, str]], str]
EXAMPLES: dict[str, list[Example]] = {
    "en": [
        ("What is the price of a notebook?", [
            ("I need the price of a notebook.", "get_price", "notebook", '{"item": "notebook"}',
             "A notebook costs 4 dollars."),
        ], "A notebook costs 4 dollars."),
        ("I have a pen and a notebook. What is their combined price?", [
            ("I need the price of the pen first (one thing per action).", "get_price", "pen",
             '{"item": "pen"}', "A pen costs 2 dollars."),
            ("I need the price of the notebook now (the pen costs 2 dollars).", "get_price",
             "notebook", '{"item": "notebook"}', "A notebook costs 4 dollars."),
            ("I need to add the two prices, 2 and 4.", "calculate", "2 + 4",
             '{"expression": "2 + 4"}', "6"),
        ], "The pen and the notebook cost 6 dollars together."),
    ],
    "zh": [
        ("一本笔记本多少钱？", [
            ("我需要查笔记本的价格。", "get_price", "笔记本", '{"item": "笔记本"}', "一本笔记本 4 元。"),
        ], "一本笔记本 4 元。"),
        ("一支笔和一本笔记本一共多少钱？", [
            ("我需要先查笔的价格（每次只查一样东西）。", "get_price", "笔", '{"item": "笔"}',
             "一支笔 2 元。"),
            ("我需要再查笔记本的价格（笔是 2 元）。", "get_price", "笔记本", '{"item": "笔记本"}',
             "一本笔记本 4 元。"),
            ("我需要把两个价格 2 和 4 加起来。", "calculate", "2 + 4", '{"expression": "2 + 4"}',
             "6"),
        ], "一支笔和一本笔记本一共 6 元。"),
    ],
}  # fmt: skip


def _action_text(fmt: str, tool: str, text_input: str, json_input: str) -> str:
    if fmt == "classic":
        return f"Action: {tool}: {text_input}"
    if fmt == "json-blob":
        blob = f'{{"action": "{tool}", "action_input": {json_input}}}'
        return f"Action:\n```\n{blob}\n```"
    if fmt == "react-zh":
        return f"行动: {tool}\n行动输入: {text_input}"
    return f"Action: {tool}\nAction Input: {text_input}"


def worked_example(fmt: str, lang: str) -> str:
    """Worked examples of the loop in format `fmt`, with made-up tools."""
    zh = lang == "zh" or fmt == "react-zh"
    labels = TEXT_FORMATS[fmt]
    observation = "观察" if fmt == "react-zh" else "Observation"
    question_label = "问题" if fmt == "react-zh" else "Question"
    blocks = []
    openers = OPENERS["zh" if zh else "en"]
    for n, (question, steps, answer) in enumerate(EXAMPLES["zh" if zh else "en"]):
        lines = [f"{'示例' if zh else 'Example'} {n + 1}:", f"{question_label}: {question}"]
        for thought, tool, text_input, json_input, result in steps:
            lines.append(f"{labels['thought']}{thought}")
            lines.append(_action_text(fmt, tool, text_input, json_input))
            lines.append(f"{observation}: {result}")
        lines.append(f"{labels['thought']}{openers['final']}")
        lines.append(f"{labels['final']}{answer}")
        blocks.append("\n".join(lines))
    if zh:
        head = "示例里的工具 get_price 只是说明，实际只能用上面列出的工具。"
        tail = "每次只写一步：先写思考，再写一个行动，或者写最终答案。最终答案要写出具体结果。"
    else:
        head = "Examples (get_price is made up; use only the tools listed above):"
        tail = (
            "Write one step at a time: a Thought, then one Action or the Final Answer. "
            "An Action looks up one thing only. "
            "Once an Observation gives you what you need, answer; state the result in it."
        )
    return "\n\n".join([head, *blocks, tail])


def native_guide(tools: list[dict[str, Any]], lang: str) -> str:
    """How to call tools as one JSON object, for a model without native tool calling."""
    described = "\n".join(
        json.dumps(
            {
                "name": t.get("function", t)["name"],
                "description": t.get("function", t).get("description", ""),
                "parameters": t.get("function", t).get("parameters", {}),
            },
            ensure_ascii=False,
        )
        for t in tools
    )
    call = '{"thought": "I need the price of one notebook.", "name": "get_price", "arguments": {"item": "notebook"}}'
    done = '{"thought": "I now know the answer.", "answer": "3 notebooks cost 12 dollars."}'
    if lang == "zh":
        return (
            f"可用工具：\n{described}\n\n每次回复一个 JSON 对象。调用工具：\n{call}\n"
            f"工具结果会以 Observation 发回。知道答案时：\n{done}"
        )
    return (
        f"Tools:\n{described}\n\nReply with one JSON object. To call a tool:\n{call}\n"
        f"The result comes back as an Observation. When you know the answer:\n{done}"
    )


_BUFFERS_LOCK = threading.Lock()


@contextlib.contextmanager
def extra_buffers(enabled: bool | None = None) -> Iterator[None]:
    """Load models in this block with llama.cpp's extra buffer types (AMX, weight repacking)
    on or off; None (the default) turns them off where this build of llama.cpp has AMX
    kernels. Those crash the whole process on some machines whose CPUs report AMX (every
    decode segfaulted in ggml's AMX matrix product on a 2-core machine whose CPU reports
    amx_tile; llama.cpp issue 20824), and a crash there is one no Python code can catch. Without them
    llama.cpp runs its ordinary AVX-512 kernels. `LocalModel(..., extra_buffers=True)` asks
    for them anyway."""
    import llama_cpp

    if enabled is None:
        enabled = b"AMX_INT8 = 1" not in llama_cpp.llama_print_system_info()
    module = llama_cpp.llama_cpp  # where Llama reads its model defaults from
    default = module.llama_model_default_params
    if enabled or not hasattr(default(), "use_extra_bufts"):
        yield
        return

    def without() -> Any:
        params = default()
        params.use_extra_bufts = False
        return params

    with _BUFFERS_LOCK:
        module.llama_model_default_params = without
        try:
            yield
        finally:
            module.llama_model_default_params = default


class LocalModel:
    """A GGUF chat model run in this process; grammar-constrained to the bound format."""

    supports_tools = False  # `auto` picks react; `native` works through a JSON grammar

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        model: str | None = None,
        temperature: float | None = None,
        grammar: bool = True,
        *,
        n_ctx: int = DEFAULT_N_CTX,
        n_threads: int | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        examples: bool = True,
        answer_margin: float = 1.5,
        **extra: Any,
    ) -> None:
        gguf.require_llama_cpp()
        self.spec: gguf.Bundled | None = None
        self.path: Path | None = None
        if model_path:
            self.path = Path(model_path).expanduser()
            if not self.path.is_file():
                raise ConfigError(f"model file not found: {self.path}")
            self.name = self.path.name
        else:
            self.spec = gguf.bundled(model)
            gguf.part_paths(self.spec)  # fail now, with the install command, if missing
            self.name = self.spec.name
        self.temperature = 0.0 if temperature is None else float(temperature)
        self.grammar = grammar
        self.examples = examples
        self.answer_margin = answer_margin
        self.n_ctx = n_ctx
        self.n_threads = n_threads or os.cpu_count() or 1
        self.max_tokens = max_tokens
        self.extra = extra
        self.format: Any = None
        self.tools: Any = None
        self._llm: Any = None
        self._formatter: Any = None
        self._said: dict[str, str] = {}  # native replies as generated, to render them back
        # (prompt, tool called, call key) of each reply, to recognise a conversation's steps
        self._steps: list[tuple[list[int], str | None, str | None]] = []
        self._tail: int | None = None  # see _template_tail
        self._lock = threading.Lock()
        self._calls = 0

    def __repr__(self) -> str:
        return f"LocalModel({self.name!r}, grammar={self.grammar})"

    # ------------------------------------------------------------------ set-up
    def reset(self) -> None:
        """Forget what the context holds: the next call evaluates its whole prompt."""
        with self._lock:
            if self._llm is not None:
                self._llm.reset()

    def bind(self, format: Any, tools: Any) -> None:
        """Learn the agent's format and tools: they decide the grammar and the worked example."""
        self.format, self.tools = format, tools

    def _llama(self) -> Any:
        if self._llm is None:
            path = self.path or gguf.model_file(self.spec)  # type: ignore[arg-type]
            try:
                from llama_cpp import Llama
                from llama_cpp.llama_chat_format import Jinja2ChatFormatter
            except ImportError as exc:
                raise ConfigError(
                    f"llama-cpp-python cannot be imported ({exc}): {gguf.INSTALL}"
                ) from None
            options: dict[str, Any] = {
                "n_ctx": self.n_ctx,
                "n_threads": self.n_threads,
                "verbose": False,
            }
            options |= self.extra
            try:
                with extra_buffers(options.pop("extra_buffers", None)):
                    llm = Llama(model_path=str(path), **options)
            except (ValueError, RuntimeError) as exc:
                raise ConfigError(f"llama.cpp cannot load {path}: {exc}") from None
            eos, bos = llm.token_eos(), llm.token_bos()
            model = llm._model
            self._formatter = Jinja2ChatFormatter(
                template=llm.metadata.get("tokenizer.chat_template") or CHATML,
                eos_token=model.token_get_text(eos) if eos != -1 else "",
                bos_token=model.token_get_text(bos) if bos != -1 else "",
            )
            self._llm = llm
        return self._llm

    def _grammar(
        self, tools: list[dict[str, Any]] | None, prompt: list[int], messages: list[dict[str, Any]]
    ) -> str | None:
        """The GBNF text that the next reply must match, or None to decode freely."""
        if not self.grammar:
            return None
        exclude, answer_only = self._restrictions(prompt)
        fmt = self.format
        if self._native(tools):
            schemas = tools or (self.tools.schemas() if self.tools is not None else [])
            allowed = [s for s in schemas if s.get("function", s).get("name") not in exclude]
            return native_grammar([] if answer_only else allowed)
        if fmt is not None and fmt.name in TEXT_FORMATS and self.tools is not None:
            allowed_tools = [t for t in self.tools if t.name not in exclude]
            return step_grammar(fmt.name, [] if answer_only else allowed_tools, fmt.lang)
        return None

    # What a small model does wrong once it has its observation: it calls the same tool
    # again, or feeds a calculation's result into the same calculation, over and over. So
    # after a repeated call the next step may only be the answer, and a calculation is never
    # followed by another. A conversation's earlier steps are those whose prompts are a
    # prefix of this one's (messages are only ever appended).
    def _restrictions(self, prompt: list[int]) -> tuple[set[str], bool]:
        """(tools the next step may not call, whether it may only answer)."""
        earlier = self._earlier(prompt)
        if not earlier or earlier[-1][1] is None:
            return set(), False
        tool, key = earlier[-1]
        repeated = key in [k for _, k in earlier[:-1]]
        return ({tool} if tool in self._arithmetic_tools() else set()), repeated

    def _earlier(self, prompt: list[int]) -> list[tuple[str | None, str | None]]:
        """(tool, call key) of the earlier steps of this conversation.

        An earlier step's prompt is a prefix of this one. In json-blob, which writes its
        scratchpad into the one user message, it is a prefix but for the few tokens with
        which the chat template closes that message, and a whole step (a thought, a blob, an
        observation: dozens of tokens) longer; a question that merely begins like an earlier
        one ("查询北京的天气" and "查询北京的天气，并将温度数值乘以 10") is not that much longer.
        """
        grows = self.format is not None and self.format.name == "json-blob"
        tail = self._template_tail() if grows else 0
        return [
            (tool, key)
            for p, tool, key in self._steps
            if len(p) + (_MIN_STEP if grows else 1) <= len(prompt)
            and _common_prefix(p, prompt) >= len(p) - tail
        ]

    def _template_tail(self) -> int:
        """How many tokens the chat template writes after the last message's text."""
        if self._tail is None:
            llm, marker = self._llama(), "\u2063tao\u2063"
            text = self._formatter(messages=[{"role": "user", "content": marker}]).prompt
            after = text[text.rfind(marker) + len(marker) :].encode("utf-8")
            self._tail = len(llm.tokenize(after, add_bos=False, special=True))
        return self._tail

    def _arithmetic_tools(self) -> set[str]:
        tools = self.tools if self.tools is not None else []
        return {t.name for t in tools if arithmetic_param(t.parameters)}

    def _remember(self, prompt: list[int], reply: Reply) -> None:
        call = self._call(reply)
        key = _key(*call) if call else None
        self._steps = [*self._steps[-63:], (prompt, call[0] if call else None, key)]

    def _call(self, reply: Reply) -> tuple[str, Any] | None:
        """The (tool, input) that `reply` asks for, if it is an action."""
        if reply.tool_calls:
            return reply.tool_calls[0]["name"], reply.tool_calls[0]["arguments"]
        fmt, tools = self.format, self.tools
        if fmt is None or fmt.native or tools is None:
            return None
        calls = getattr(fmt.parse(reply.content or "", tools), "calls", None)
        if not calls:
            return None
        found = tools.resolve(calls[0].tool)
        return (found.name if found else calls[0].tool), calls[0].input

    # ------------------------------------------------------------------ prompts
    def _native(self, tools: list[dict[str, Any]] | None) -> bool:
        return bool(tools) or (self.format is not None and self.format.native)

    def _guide(self, tools: list[dict[str, Any]] | None) -> str:
        fmt = self.format
        lang = getattr(fmt, "lang", "en")
        if self._native(tools):
            schemas = tools or (self.tools.schemas() if self.tools is not None else [])
            return native_guide(schemas, lang)
        if not self.examples or fmt is None or fmt.name not in TEXT_FORMATS:
            return ""
        return worked_example(fmt.name, lang)

    def chat(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None
    ) -> list[dict[str, str]]:
        """The messages as the chat template gets them: plain text, the guide in the system one."""
        native = self._native(tools)
        out: list[dict[str, str]] = []
        for m in messages:
            role, content = m.get("role", "user"), m.get("content") or ""
            if role == "assistant" and native:
                content = self._said.get(_said_key(m), "") or _native_text(m)
            elif role == "tool":
                role, content = "user", f"Observation: {content}"
            elif not isinstance(content, str):
                content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
            if out and out[-1]["role"] == role and role != "system":
                out[-1]["content"] += "\n" + content
            else:
                out.append({"role": role, "content": content})
        guide = self._guide(tools)
        if guide:
            if out and out[0]["role"] == "system":
                out[0]["content"] = f"{out[0]['content']}\n\n{guide}"
            else:
                out.insert(0, {"role": "system", "content": guide})
        return out

    def prompt_tokens(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None
    ) -> list[int]:
        """The tokens of the prompt for `messages`, as this model's chat template writes it."""
        llm = self._llama()
        text = self._formatter(messages=self.chat(messages, tools)).prompt
        tokens: list[int] = llm.tokenize(text.encode("utf-8"), add_bos=False, special=True)
        return tokens

    # ------------------------------------------------------------------ generation
    def _generate(
        self,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None,
        stop: list[str] | None,
    ) -> Generator[str, None, Reply]:
        """Yield text as it is decoded; return the Reply. The caller holds the lock."""
        prompt = self.prompt_tokens(messages, tools)
        limit = min(self.n_ctx - len(prompt), self.max_tokens)
        if limit < 16:
            raise ModelError(
                f"the conversation ({len(prompt)} tokens) no longer fits the local model's "
                f"context of {self.n_ctx} tokens"
            )
        native = self._native(tools)
        grammar = self._grammar(tools, prompt, messages)
        # With a grammar the step ends where the grammar does; a stop string could only cut
        # a legitimate step short (a thought that mentions "Observation:"). What follows the
        # thought line is held back until the step has been checked (see _retry).
        stops = [s for s in (stop or []) if s] if grammar is None else []
        live = "none" if native else ("line" if grammar is not None else "all")
        text, count, cached = yield from self._decode(prompt, grammar, stops, limit, live)
        banned: set[str] = set()  # tools that a step decoded again may no longer call
        for _ in range(3):
            retry = (
                self._retry(text, messages, prompt, banned)
                if grammar is not None and not native
                else None
            )
            if retry is None:
                break
            text, more, _ = yield from self._decode(prompt, retry, [], limit, "none")
            count += more
        usage = {"prompt_tokens": len(prompt), "completion_tokens": count, "cached_tokens": cached}
        reply = self._native_reply(text, usage) if native else Reply(text.strip(), [], usage)
        if live != "all":
            shown = text.partition("\n")[0] + "\n" if live == "line" and "\n" in text else ""
            rest = (reply.content or "") if native else text[len(shown) :]
            if rest:
                yield rest
        self._remember(prompt, reply)
        return reply

    def _decode(
        self, prompt: list[int], grammar: str | None, stops: list[str], limit: int, live: str
    ) -> Generator[str, None, tuple[str, int, int]]:
        """Decode one reply: (text, tokens generated, prompt tokens reused).

        `live` says what is yielded as it comes: "all", the first "line", or "none".
        """
        llm = self._llama()
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        text, sent, count = "", 0, 0
        tokens = _Decoder(llm, self._sampler(grammar), self.temperature, self._decision(prompt))
        try:
            cached = tokens.start(prompt)
            for token in tokens:
                count += 1
                if tokens.is_end(token):
                    break
                text += decoder.decode(llm.detokenize([token]))
                cut = _find_stop(text, stops)
                if cut is not None:
                    text = text[:cut]
                    break
                if count >= limit:
                    text += decoder.decode(b"", final=True)
                    break
                if live == "all":
                    safe = len(text) - _partial_stop(text, stops)
                elif live == "line":
                    safe = text.find("\n") + 1
                else:
                    safe = 0
                if safe > sent:
                    yield text[sent:safe]
                    sent = safe
        except Exception as exc:
            llm.reset()
            raise ModelError(f"the local model failed: {type(exc).__name__}: {exc}") from exc
        finally:
            tokens.close()
        if live == "all" and len(text) > sent:
            yield text[sent:]
        return text, count, cached

    # Two things a small model gets wrong in a step that is otherwise right, and that can be
    # told from the conversation alone; such a step is decoded again with the same thought:
    # - asked for a sum it has not looked up yet, it computes it from numbers it makes up
    #   (often the calculator's description example, "(23*7+15)/4"): a calculation whose
    #   numbers are not in the question or the observations is redone without that tool;
    # - asked about two things, it looks both up at once ("Beijing New York"): a lookup of a
    #   named thing (a city, a breed) whose name the question and the observations do not
    #   mention is redone with one of the names they do mention.
    def _retry(
        self, text: str, messages: list[dict[str, Any]], prompt: list[int], banned: set[str]
    ) -> str | None:
        fmt, tools = self.format, self.tools
        if fmt is None or tools is None or fmt.name not in TEXT_FORMATS:
            return None
        call = self._call(Reply(text))
        tool = tools.resolve(call[0]) if call else None
        exclude, answer_only = self._restrictions(prompt)
        if answer_only:
            exclude = set(tools.names)
        if call is None:
            allowed = [t for t in tools if t.name not in exclude | banned]
            return self._retry_answer(text, messages, allowed)
        if tool is None:
            return None
        others = [t for t in tools if t is not tool and t.name not in exclude | banned]
        thought = text.partition("\n")[0].removeprefix(TEXT_FORMATS[fmt.name]["thought"])
        earlier = [json.loads(k) for _, k in self._earlier(prompt) if k]
        value = single_input(tool, call[1])
        if json.loads(_key(*call)) in earlier or (
            value is not None
            and arithmetic_param(tool.parameters)
            and not _grounded(value, messages)
        ):
            banned.add(tool.name)
            return step_grammar(fmt.name, others, fmt.lang, thought=thought)
        if value is None:
            return None
        if entity_param(tool.parameters):
            names = mentions(messages)
            if names and _fold(value) not in {_fold(n) for n in names}:
                choices = {tool.name: names}
                return step_grammar(fmt.name, [tool], fmt.lang, thought, choices)
        return None

    # A final answer with a number that is in neither the question nor the observations was
    # worked out in the model's head ("37 * 2 = 74"), which a small model gets wrong: the step
    # is decoded again from the same summing-up, going on to an action instead.
    def _retry_answer(
        self, text: str, messages: list[dict[str, Any]], tools: list[Any]
    ) -> str | None:
        fmt = self.format
        parsed = fmt.parse(text, self.tools)
        if not isinstance(parsed, Final) or _seen_numbers(parsed.answer, messages):
            return None
        openers = OPENERS["zh" if fmt.lang == "zh" or fmt.name == "react-zh" else "en"]
        thought = text.partition("\n")[0].removeprefix(TEXT_FORMATS[fmt.name]["thought"])
        if tools and thought.endswith(openers["final"]):
            lead = thought.removesuffix(openers["final"])
            return step_grammar(fmt.name, tools, fmt.lang, lead=lead)
        # Nothing left to call: the answer may only state numbers it has seen.
        known: set[str] = set()
        for n in _seen(messages):
            known.update({repr(n), str(int(n))} if n.is_integer() else {repr(n)})
        numbers = sorted(known, key=lambda n: (-len(n), n))
        return step_grammar(fmt.name, [], fmt.lang, thought=thought, numbers=numbers)

    # Between answering and acting, a small model leans to answering as soon as it has one
    # observation, even when the question asked about two things ("a border collie and a
    # scottish terrier"); unsure, its answer is then usually premature. So after a single
    # lookup it answers only when it prefers "I now know the final answer" to "I need …" by
    # `answer_margin` logits (1.5: about 82% against 18%). Measured on Qwen2.5-Coder-0.5B
    # (bench/tasks): right answers after one lookup came at 1.6 to 7 logits, premature ones
    # at 0.1 to 1.3.
    def _decision(self, prompt: list[int]) -> tuple[list[int], int, int, float] | None:
        """(tokens before the choice, first token of answering, of acting, margin), if any."""
        fmt = self.format
        if not self.grammar or fmt is None or fmt.name not in TEXT_FORMATS:
            return None
        earlier = [tool for tool, _ in self._earlier(prompt)]
        if len(earlier) != 1 or earlier[0] is None or earlier[0] in self._arithmetic_tools():
            return None
        openers = OPENERS["zh" if fmt.lang == "zh" or fmt.name == "react-zh" else "en"]
        label = TEXT_FORMATS[fmt.name]["thought"]
        llm = self._llama()
        answer, act = (
            llm.tokenize((label + openers[k]).encode("utf-8"), add_bos=False, special=False)
            for k in ("final", "action")
        )
        k = _common_prefix(answer, act)
        if k >= min(len(answer), len(act)):
            return None
        return answer[:k], answer[k], act[k], self.answer_margin

    def _sampler(self, grammar: str | None) -> _Grammar | None:
        if grammar is None:
            return None
        return _Grammar(self._llama(), grammar)

    def _native_reply(self, text: str, usage: dict[str, int]) -> Reply:
        from tao.formats import jsonish

        value = jsonish.loads_object(text) or {}
        name = value.get("name")
        if isinstance(name, str) and name:
            self._calls += 1
            arguments = value.get("arguments")
            call = {
                "id": f"call_{self._calls}",
                "name": name,
                "arguments": arguments if isinstance(arguments, dict) else {},
            }
            thought = value.get("thought")
            reply = Reply(thought if isinstance(thought, str) else None, [call], usage)
        elif "answer" in value:
            answer = value["answer"]
            reply = Reply(answer if isinstance(answer, str) else json.dumps(answer), [], usage)
        else:
            return Reply(text.strip(), [], usage)
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.tool_calls:
            message["tool_calls"] = [
                {"id": c["id"], "function": {"name": c["name"], "arguments": c["arguments"]}}
                for c in reply.tool_calls
            ]
        if len(self._said) > 1000:
            self._said.clear()
        self._said[_said_key(message)] = text.strip()
        return reply

    # ------------------------------------------------------------------ the ChatModel API
    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply:
        """One reply to `messages` (tools given: a native tool call through a JSON grammar)."""
        with self._lock:
            gen = self._generate(messages, tools, stop)
            while True:
                try:
                    next(gen)
                except StopIteration as done:
                    reply: Reply = done.value
                    return reply

    async def acomplete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Reply:
        """`complete` in a worker thread: one llama context serves one call at a time."""
        return await asyncio.to_thread(self.complete, messages, tools=tools, stop=stop)

    def stream(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        stop: list[str] | None = None,
    ) -> Iterator[str | Reply]:
        """Text deltas as they are decoded, then the Reply."""
        with self._lock:
            reply = yield from self._generate(messages, tools, stop)
            yield reply


class _Grammar:
    """llama.cpp's grammar sampler, used to check one candidate token before masking them all."""

    def __init__(self, llm: Any, text: str) -> None:
        import llama_cpp

        self._lib = llama_cpp
        self._ptr = llama_cpp.llama_sampler_init_grammar(
            llm._model.vocab, text.encode("utf-8"), b"root"
        )
        if not self._ptr:
            raise ModelError(f"llama.cpp rejected the grammar tao built:\n{text}")
        self._one = (llama_cpp.llama_token_data * 1)()

    def _apply(self, data: Any, size: int) -> None:
        lib = self._lib
        array = lib.llama_token_data_array(
            data=ctypes.cast(data, ctypes.POINTER(lib.llama_token_data)),
            size=size,
            selected=-1,
            sorted=False,
        )
        lib.llama_sampler_apply(self._ptr, ctypes.byref(array))

    def allows(self, token: int) -> bool:
        self._one[0].id, self._one[0].logit, self._one[0].p = token, 0.0, 0.0  # type: ignore[assignment]
        self._apply(self._one, 1)
        return math.isfinite(self._one[0].logit)

    def mask(self, logits: Any) -> Any:
        """`logits` with every token the grammar refuses set to -inf."""
        import numpy as np

        dtype = np.dtype([("id", np.intc), ("logit", np.single), ("p", np.single)], align=True)
        data = np.zeros(len(logits), dtype=dtype)
        data["id"] = np.arange(len(logits), dtype=np.intc)
        data["logit"] = logits
        self._apply(data.ctypes.data, len(logits))
        return data["logit"]

    def accept(self, token: int) -> None:
        self._lib.llama_sampler_accept(self._ptr, token)

    def close(self) -> None:
        if self._ptr:
            self._lib.llama_sampler_free(self._ptr)
            self._ptr = None


class _Decoder:
    """Tokens of one reply: reuse the cached prefix, evaluate the rest, pick token by token.

    llama-cpp-python's own sampler chain runs the grammar over the whole vocabulary at every
    step (150k tokens for Qwen), which is what made loose grammars slow. Here the model's own
    choice is checked first and the vocabulary is masked only when the grammar refuses it,
    as llama.cpp's own server does.
    """

    def __init__(
        self,
        llm: Any,
        grammar: _Grammar | None,
        temperature: float,
        decision: tuple[list[int], int, int, float] | None = None,
    ) -> None:
        import llama_cpp
        import numpy as np

        self.llm = llm
        self.grammar = grammar
        self.temperature = temperature
        self.decision = decision
        self._lib = llama_cpp
        self._vocab = llm._model.vocab
        self._n_vocab = llm.n_vocab()
        self._end = int(llama_cpp.llama_vocab_eos(self._vocab))
        self._np = np
        self.generated: list[int] = []
        self._rng = np.random.default_rng()

    def start(self, prompt: list[int]) -> int:
        """Evaluate `prompt`, reusing what the context already holds; how many were reused."""
        llm = self.llm
        held = llm.input_ids[: llm.n_tokens].tolist()
        reused = min(_common_prefix(held, prompt), len(prompt) - 1)
        if reused <= 0 or not llm._ctx.kv_cache_seq_rm(-1, reused, -1):
            reused = 0
            llm.reset()
        llm.n_tokens = reused
        llm.eval(prompt[reused:])
        return reused

    def __iter__(self) -> Iterator[int]:
        while True:
            token = self._pick()
            yield token
            if self.is_end(token):
                return
            self.generated.append(token)
            self.llm.eval([token])

    def is_end(self, token: int) -> bool:
        return bool(self._lib.llama_vocab_is_eog(self._vocab, token))

    def _pick(self) -> int:
        pointer = self._lib.llama_get_logits_ith(self.llm._ctx.ctx, -1)
        np = self._np
        raw = logits = np.ctypeslib.as_array(pointer, shape=(self._n_vocab,))
        looping = _loop_token(self.generated)
        if looping is not None:
            logits = logits.copy()
            logits[looping] = -np.inf
        if self.decision is not None and self.generated == self.decision[0]:
            _, answer, act, margin = self.decision
            if logits[answer] - logits[act] < margin:
                logits = logits.copy()
                logits[answer] = -np.inf
        token = self._choose(logits)
        grammar = self.grammar
        if grammar is None:
            return token
        if not np.isfinite(logits[token]) or not grammar.allows(token):
            # The grammar refuses the model's choice: take the best token it allows. When the
            # bans above left it nothing (the loop token was its only way on), lift them; when
            # it allows nothing at all, end the reply. llama.cpp aborts the whole process on a
            # token its grammar refuses, so none is ever passed to it.
            for candidates in (logits, raw) if logits is not raw else (raw,):
                masked = grammar.mask(candidates)
                token = self._choose(masked)
                if np.isfinite(masked[token]):
                    break
            else:
                return self._end
        grammar.accept(token)
        return token

    def _choose(self, logits: Any) -> int:
        np = self._np
        if self.temperature <= 0 or not np.isfinite(logits.max()):
            return int(np.argmax(logits))
        scaled = logits.astype(np.float64) / self.temperature
        scaled -= scaled.max()
        probs = np.exp(scaled)
        return int(self._rng.choice(len(probs), p=probs / probs.sum()))

    def close(self) -> None:
        if self.grammar is not None:
            self.grammar.close()


def _loop_token(tokens: list[int]) -> int | None:
    """The token that would go round a loop a fourth time ("0.0, 0.0, 0.0, "), if any.

    Greedy decoding of a small model falls into such loops and stays there until it runs out
    of tokens. Periods of one token are left alone: Qwen writes numbers digit by digit.
    """
    for period in range(2, 17):
        if len(tokens) < 3 * period:
            break
        last = tokens[-period:]
        if last == tokens[-2 * period : -period] == tokens[-3 * period : -2 * period]:
            return last[0]
    return None


_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_COMPUTES = re.compile(r"[\d)]\s*[-+*/%^]|[a-z]\s*\(", re.IGNORECASE)
# Numbers a calculation may use without having seen them: halves, doubles, powers of ten.
# (Not 4 or 7 or 23: those come from the calculator's description example, "(23*7+15)/4".)
_CONSTANTS = {0.0, 1.0, 2.0} | {10.0**k for k in range(1, 7)}


def _seen(messages: list[dict[str, Any]]) -> Counter[float]:
    """The numbers in the question and the observations, with how often each appears."""
    seen: Counter[float] = Counter()
    for m in messages:
        if m.get("role") in ("user", "tool") and isinstance(m.get("content"), str):
            seen.update(float(n) for n in _NUMBER.findall(m["content"].replace(",", "")))
    return seen


def _seen_numbers(text: str, messages: list[dict[str, Any]]) -> bool:
    """Whether every number in `text` is a small constant or was seen in the conversation."""
    seen = _seen(messages)
    return all(n in seen or n in _CONSTANTS for n in _numbers(text))


def _numbers(text: str) -> list[float]:
    return [float(n) for n in _NUMBER.findall(text.replace(",", ""))]


def _grounded(expression: str, messages: list[dict[str, Any]]) -> bool:
    """Whether `expression` computes on numbers from the question or the observations.

    It must compute something; every number in it must have been seen (and be used no more
    often than it was seen,
    "7 + 7" from one "7 lbs" is a second value made up) or be a small constant (a count, a
    power of ten), and at least one must have been seen.
    """
    if not _COMPUTES.search(expression):
        return False  # "37": nothing to calculate
    seen = _seen(messages)
    used = Counter(_numbers(expression))
    if not any(n in seen for n in used):
        return False
    return all(n in _CONSTANTS or count <= seen[n] for n, count in used.items())


# Where a name ends: punctuation, brackets, "and"-like words, 和/与/的.
_FUNCTION_WORDS = [
    "and",
    "or",
    "than",
    "vs",
    "with",
    "of",
    "in",
    "on",
    "for",
    "at",
    "to",
    "from",
    "by",
    "about",
    "is",
    "are",
    "was",
    "were",
    "be",
    "a",
    "an",
    "the",
    "what",
    "which",
    "who",
    "how",
    "much",
    "many",
    "does",
    "do",
    "did",
    "have",
    "has",
    "had",
    "their",
    "its",
    "my",
    "your",
    "his",
    "her",
    "our",
    "this",
    "that",
]
_BREAKS = re.compile(
    r"[\n,.;:?!()\[\]\"“”‘’，。；：？！、（）【】《》]"
    rf"|\b(?:{'|'.join(_FUNCTION_WORDS)})\b"
    r"|[和与及跟的是在有吗呢]|现在|多少|哪个|哪里|什么|平均|一共|加起来",
    re.IGNORECASE,
)
_LABEL = re.compile(r"^\s*\w+\s*[:：]\s*")
MAX_NAME_WORDS = 4


def mentions(messages: list[dict[str, Any]]) -> list[str]:
    """The names the question and the observations mention: short runs of words within a phrase."""
    found: dict[str, None] = {}
    for m in messages:
        content = m.get("content")
        if m.get("role") not in ("user", "tool") or not isinstance(content, str):
            continue
        for phrase in _BREAKS.split(_LABEL.sub("", content)):
            words = phrase.split()
            if len(words) == 1 and not words[0].isascii():
                # No spaces to split on (Chinese): every run of 2 to 8 characters.
                w = words[0]
                for i in range(len(w)):
                    for j in range(i + 2, min(len(w), i + 8) + 1):
                        found.setdefault(w[i:j])
                continue
            for i in range(len(words)):
                for j in range(i + 1, min(len(words), i + MAX_NAME_WORDS) + 1):
                    found.setdefault(" ".join(words[i:j]))
    # Not "7 lbs" or "25°C": a name does not begin with a number.
    return [name for name in found if not name[0].isdigit()]


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _key(tool: str, args: Any) -> str:
    """A call as a string, to recognise the same call made twice."""
    args = " ".join(args.split()) if isinstance(args, str) else args
    return json.dumps([tool, args], sort_keys=True, ensure_ascii=False, default=str)


_MIN_STEP = 24  # fewer tokens than any step and its observation take


def _common_prefix(a: list[int], b: list[int]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _find_stop(text: str, stops: list[str]) -> int | None:
    found = [i for s in stops if (i := text.find(s)) >= 0]
    return min(found) if found else None


def _partial_stop(text: str, stops: list[str]) -> int:
    """How many characters at the end of `text` could be the start of a stop string."""
    longest = 0
    for s in stops:
        for n in range(min(len(s) - 1, len(text)), longest, -1):
            if text.endswith(s[:n]):
                longest = n
                break
    return longest


def _arguments(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _native_text(message: dict[str, Any]) -> str:
    """An assistant message as the JSON object the native grammar has the model write."""
    content = message.get("content") or ""
    calls = message.get("tool_calls") or []
    if not calls:
        return json.dumps({"thought": "", "answer": content}, ensure_ascii=False)
    lines = []
    for call in calls:
        fn = call.get("function", call)
        lines.append(
            json.dumps(
                {
                    "thought": content,
                    "name": fn.get("name"),
                    "arguments": _arguments(fn.get("arguments")),
                },
                ensure_ascii=False,
            )
        )
    return "\n".join(lines)


def _said_key(message: dict[str, Any]) -> str:
    calls = [
        (c.get("function", c).get("name"), _arguments(c.get("function", c).get("arguments")))
        for c in message.get("tool_calls") or []
    ]
    return json.dumps([message.get("content") or "", calls], sort_keys=True, ensure_ascii=False)
