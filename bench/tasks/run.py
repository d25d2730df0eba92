"""Run the task suite on a local model: success rate, steps, tokens and seconds per format.

    python bench/tasks/run.py                               # default model, react, grammar on+off
    python bench/tasks/run.py --formats react,react-zh,json-blob --grammar on
    python bench/tasks/run.py --model smollm2 --tasks dogs-seed000,calc-add

Every run is appended to bench/tasks/results.jsonl (a newer run of the same model, format,
grammar setting and task replaces the older one); RESULTS.md is rewritten from that file.
A format of `hint` runs each task in the format its line suggests (react-zh for Chinese).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "src"))
sys.path.insert(0, str(HERE))

from tools import TOOLS  # noqa: E402

from tao.agent import Agent  # noqa: E402
from tao.models.local import LocalModel  # noqa: E402

TASKS = HERE / "tasks.jsonl"
RESULTS = HERE / "results.jsonl"
REPORT = HERE / "RESULTS.md"
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def load_tasks(path: Path = TASKS) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def check(answer: str | None, expect: dict[str, Any]) -> bool:
    """Whether `answer` holds the expected number (to 0.01) or one of the expected texts."""
    if not answer:
        return False
    if "number" in expect:
        numbers = [float(n) for n in _NUMBER.findall(answer.replace(",", ""))]
        return any(abs(n - float(expect["number"])) <= 0.01 for n in numbers)
    return any(t.casefold() in answer.casefold() for t in expect.get("text", []))


def run_task(model: Any, task: dict[str, Any], fmt: str, max_steps: int) -> dict[str, Any]:
    agent = Agent(
        model,
        [TOOLS[name] for name in task["tools"]],
        format=fmt,
        lang=task.get("lang") if fmt != "react-zh" else None,
        max_steps=max_steps,
        memory=False,
    )
    model.reset()  # every task starts from an empty context: results do not depend on order
    started = time.perf_counter()
    result = agent.run(task["question"])
    seconds = time.perf_counter() - started
    return {
        "id": task["id"],
        "kind": task["kind"],
        "lang": task.get("lang", "en"),
        "format": fmt,
        "ok": check(result.answer, task["expect"]),
        "status": result.status,
        "answer": result.answer,
        "llm_calls": result.llm_calls,
        "invalid": sum(s.kind == "invalid" for s in result.steps),
        "prompt_tokens": result.usage.get("prompt_tokens", 0),
        "completion_tokens": result.usage.get("completion_tokens", 0),
        "cached_tokens": sum(s.cached_tokens for s in result.steps),
        "seconds": round(seconds, 2),
        "trace": [
            {
                "text": s.text,
                "tool": s.tool,
                "args": s.args,
                "observation": s.observation,
                "kind": s.kind,
            }
            for s in result.steps
        ],
    }


def load_results(path: Path = RESULTS) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def save_results(records: list[dict[str, Any]], path: Path = RESULTS) -> None:
    latest: dict[tuple[str, ...], dict[str, Any]] = {}
    for r in records:
        latest[(r["model"], r["format"], str(r["grammar"]), r["id"])] = r
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in latest.values()),
        encoding="utf-8",
    )


def _rate(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "–"
    ok = sum(r["ok"] for r in rows)
    return f"{ok}/{len(rows)} ({100 * ok / len(rows):.0f}%)"


def _mean(rows: list[dict[str, Any]], key: str) -> float:
    return sum(r[key] for r in rows) / len(rows) if rows else 0.0


def report(records: list[dict[str, Any]], note: str = "") -> str:
    """RESULTS.md: one summary row per model, format and grammar setting; then every task."""
    groups: dict[tuple[str, str, bool], list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[(r["model"], r["format"], r["grammar"])].append(r)
    lines = [
        "# Task suite results",
        "",
        "Produced by `python bench/tasks/run.py` (see its docstring); raw runs in "
        "`results.jsonl`. Success = the final answer contains the expected number "
        "(±0.01) or text. Steps = model calls per task; unparsed steps = replies tao "
        "could not read (each answered with a correction), over all model calls; "
        "tokens are per task (prompt, "
        "completion, and the prompt tokens reused from the prefix cache); seconds per task, "
        "wall clock on this machine.",
        "",
    ]
    if note:
        lines += [note, ""]
    lines += [
        "| model | format | grammar | single-tool | multi-step | all | mean steps | "
        "unparsed steps | prompt tok | cached tok | completion tok | s/task |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for (model, fmt, grammar), rows in sorted(groups.items(), key=lambda kv: kv[0]):
        single = [r for r in rows if r["kind"] == "single"]
        multi = [r for r in rows if r["kind"] == "multi"]
        lines.append(
            f"| {model} | {fmt} | {'on' if grammar else 'off'} | {_rate(single)} | "
            f"{_rate(multi)} | {_rate(rows)} | {_mean(rows, 'llm_calls'):.1f} | "
            f"{sum(r['invalid'] for r in rows)}/{sum(r['llm_calls'] for r in rows)} | "
            f"{_mean(rows, 'prompt_tokens'):.0f} | {_mean(rows, 'cached_tokens'):.0f} | "
            f"{_mean(rows, 'completion_tokens'):.0f} | {_mean(rows, 'seconds'):.1f} |"
        )
    keys = sorted(groups)
    ids = list(dict.fromkeys(r["id"] for r in records))
    by = {(r["model"], r["format"], r["grammar"], r["id"]): r for r in records}
    lines += [
        "",
        "## Per task",
        "",
        "✓ right answer, ✗ wrong or none (status in brackets when not `final`).",
        "",
        "| task | " + " | ".join(f"{f} {'G' if g else 'no G'} ({m})" for m, f, g in keys) + " |",
        "|---|" + "---|" * len(keys),
    ]
    for task_id in ids:
        cells = []
        for m, f, g in keys:
            r = by.get((m, f, g, task_id))
            if r is None:
                cells.append("")
                continue
            mark = "✓" if r["ok"] else "✗"
            cells.append(mark if r["status"] == "final" else f"{mark} ({r['status']})")
        lines.append(f"| {task_id} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=None, help="bundled local model [qwen2.5-coder-0.5b]")
    parser.add_argument("--model-path", default=None, help="any GGUF file instead")
    parser.add_argument("--formats", default="react", help="comma-separated, or 'hint'")
    parser.add_argument("--grammar", default="on,off", help="on, off, or on,off")
    parser.add_argument("--tasks", default="", help="comma-separated task ids (default: all)")
    parser.add_argument("--max-steps", type=int, default=8)
    parser.add_argument("--note", default="", help="a line for RESULTS.md")
    parser.add_argument("--answer-margin", type=float, default=None, help="LocalModel's")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every step")
    parser.add_argument("--no-save", action="store_true", help="print only; keep the files")
    args = parser.parse_args(argv)

    tasks = load_tasks()
    if args.tasks:
        wanted = set(args.tasks.split(","))
        tasks = [t for t in tasks if t["id"] in wanted]
    extra = {} if args.answer_margin is None else {"answer_margin": args.answer_margin}
    model = LocalModel(model_path=args.model_path, model=args.model, **extra)
    records = load_results()
    for grammar in [g.strip() == "on" for g in args.grammar.split(",")]:
        model.grammar = grammar
        for fmt in args.formats.split(","):
            fmt = fmt.strip()
            done = []
            for task in tasks:
                task_fmt = task["format"] if fmt == "hint" else fmt
                r = run_task(model, task, task_fmt, args.max_steps)
                r.update(model=model.name, grammar=grammar, format=fmt)
                done.append(r)
                print(
                    f"{'ok ' if r['ok'] else 'BAD'} {fmt:9} {'G' if grammar else '-'} "
                    f"{r['id']:24} {r['status']:9} steps={r['llm_calls']} "
                    f"{r['seconds']:5.1f}s  {str(r['answer'])[:70]!r}",
                    file=sys.stderr,
                    flush=True,
                )
                if args.verbose:
                    for s in r["trace"]:
                        print(f"    | {s['text']!r}\n    -> {s['observation']!r}", file=sys.stderr)
            single = [r for r in done if r["kind"] == "single"]
            multi = [r for r in done if r["kind"] == "multi"]
            print(
                f"== {model.name} {fmt} grammar={'on' if grammar else 'off'}: "
                f"single {_rate(single)}, multi {_rate(multi)}",
                file=sys.stderr,
                flush=True,
            )
            records += done
            if not args.no_save:
                save_results(records)
                REPORT.write_text(report(load_results(), args.note), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
