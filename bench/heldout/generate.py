"""Replies of the bundled models under tao's own formats, for a blind batch.

    python bench/heldout/generate.py OUT.jsonl --batch 42 --toolset 14 [--think] \
        [--per-format 5] [--steps 2] [--models qwen,smollm2] [--seed 42]

Needs the [local] extra. Each format gets --per-format questions drawn from the tool set;
each question runs up to --steps replies of a loop (a reply that tao reads as a call gets
the tool's result back, as the agent would give it). OUT holds unlabelled cases (id, source,
format, tools, text, note) for a labeller who follows LABEL.md; nobody who measures the batch
reads them before tests/data/corpus/first-runs.json has its first run.

Run it in the foreground: background processes do not survive a paused sandbox.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))
from bench.heldout.toolsets import SETS
from tao.formats import get_format, parse_output
from tao.models.gguf import bundled, model_file
from tao.tools.registry import Registry

FORMATS = ("react", "react-zh", "classic", "json-blob")
THINK = {
    "en": "\n\nBefore each step, think it through inside <think></think>, then write the step.",
    "zh": "\n\n每一步之前，先在 <think></think> 里想清楚，再写出这一步。",
}
MODEL_NAMES = {"qwen": "qwen2.5-coder-0.5b", "smollm2": "smollm2-135m"}


def bundled_llms(names: list[str], seed: int) -> dict[str, Any]:
    """The bundled models by their short names, loaded with llama.cpp (the [local] extra)."""
    from llama_cpp import Llama

    from tao.models.local import extra_buffers

    with extra_buffers():  # (off where llama.cpp's AMX kernels would crash)
        return {
            m: Llama(model_path=str(model_file(bundled(m))), n_ctx=4096, verbose=False, seed=seed)
            for m in names
        }


def _chinese(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


def _observe(tools: dict[str, Any], got: dict[str, Any]) -> str:
    fn = tools.get(got.get("tool", ""))
    if fn is None:
        return f"Unknown tool {got.get('tool')!r}; tools: {', '.join(tools)}"
    try:
        return str(fn(**got["args"]) if "args" in got else fn(got.get("input", "")))
    except Exception as exc:  # a tool given a wrong value answers with the error, as tao does
        return f"error: {exc}"


def main() -> None:
    parser = argparse.ArgumentParser(prog="generate.py")
    parser.add_argument("out")
    parser.add_argument("--batch", type=int, required=True)
    parser.add_argument("--toolset", type=int, default=max(SETS), choices=sorted(SETS))
    parser.add_argument("--think", action="store_true", help="ask for <think> before each step")
    parser.add_argument("--per-format", type=int, default=5)
    parser.add_argument("--steps", type=int, default=2)
    parser.add_argument("--models", default="qwen,smollm2")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--temperature", type=float, default=0.7)
    a = parser.parse_args()
    all_tools, questions = SETS[a.toolset]
    rng = random.Random(a.seed)
    llms = bundled_llms(a.models.split(","), a.seed)
    counts: dict[str, int] = {}
    with open(a.out, "a", encoding="utf-8") as out:
        for name in FORMATS:
            for i, (question, names) in enumerate(rng.sample(questions, a.per_format)):
                model = list(llms)[i % len(llms)]
                tools = {n: all_tools[n] for n in names}
                lang = "zh" if name == "react-zh" or _chinese(question) else "en"
                fmt = get_format(name, lang)
                system = fmt.instructions(Registry(list(tools.values())))
                system += THINK[lang] if a.think else ""
                messages = [
                    {"role": "system", "content": system},
                    {"role": "user", "content": fmt.question(question)},
                ]
                for step in range(1, a.steps + 1):
                    reply = llms[model].create_chat_completion(
                        messages=messages,
                        temperature=a.temperature,
                        top_p=0.95,
                        max_tokens=320,
                        stop=list(fmt.stop) or None,
                        seed=rng.randrange(1 << 30),
                    )
                    text = reply["choices"][0]["message"]["content"] or ""
                    counts[name] = counts.get(name, 0) + 1
                    how = "with a note asking it to think inside <think></think> first, " * a.think
                    case = {
                        "id": f"b{a.batch}-{name}-{counts[name]:03d}",
                        "source": (
                            f"tao's run of {MODEL_NAMES.get(model, model)} (llama.cpp, no "
                            f"grammar, temperature {a.temperature}) under tao's {name} format "
                            f"with {'Chinese' if lang == 'zh' else 'English'} instructions, "
                            f"tool set {a.toolset}, {how}reply {step} of a loop"
                        ),
                        "format": name,
                        "tools": names,
                        "text": text,
                        "note": f"question: {question}",
                    }
                    out.write(json.dumps(case, ensure_ascii=False) + "\n")
                    out.flush()
                    got = parse_output(text, name, names)
                    if got["type"] != "action":
                        break
                    seen = f"{fmt.observation_label}: {_observe(tools, got)}"
                    messages += [
                        {"role": "assistant", "content": text},
                        {"role": "user", "content": seen},
                    ]
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
