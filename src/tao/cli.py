"""The `tao` command: thin commands over the library; every failure is one line and an exit code."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from typing import Any

import click

from tao.errors import ConfigError, TaoError

FORMAT_NAMES = ("classic", "react", "react-zh", "json-blob", "native", "auto")


def _model_options(fn: Any) -> Any:
    options = [
        click.option(
            "--base-url", help="OpenAI-compatible endpoint, e.g. https://api.deepseek.com/v1"
        ),
        click.option("--api-key", help="API key (prefer TAO_API_KEY: flags show in `ps`)"),
        click.option("--model", help="Model name at the endpoint"),
        click.option(
            "--model-path", type=click.Path(dir_okay=False), help="A GGUF file to run locally"
        ),
        click.option(
            "--format", "format_", type=click.Choice(FORMAT_NAMES), help="Prompt format [auto]"
        ),
        click.option("--tool", "tool_names", multiple=True, help="A built-in tool (repeatable)"),
        click.option(
            "--tools-file", multiple=True, type=click.Path(), help="Python file of @tool functions"
        ),
        click.option(
            "--max-steps", type=click.IntRange(1, 1000), help="Model calls per question [10]"
        ),
        click.option("--temperature", type=click.FloatRange(0, 2)),
        click.option("--session", help="Save the conversation under this name and continue it"),
        click.option("--quiet", "-q", is_flag=True, help="No trace on stderr"),
        click.option(
            "--lang", type=click.Choice(["en", "zh"]), help="Language of the instructions"
        ),
        click.option("--system", help="Extra instructions placed before the format's own"),
        click.option(
            "--timeout", type=click.FloatRange(0.1), help="Seconds per model request [60]"
        ),
        click.option("--retries", type=click.IntRange(0, 20), help="Retries per model request [4]"),
        click.option("--no-grammar", is_flag=True, help="Local model: decode without a grammar"),
        click.option("--stream", is_flag=True, help="Show the model's tokens as they arrive"),
        click.option(
            "--trace-jsonl",
            type=click.File("a", encoding="utf-8"),
            help="Append events as JSON lines",
        ),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def _tools(tool_names: tuple[str, ...], tools_files: tuple[str, ...]) -> Any:
    from tao.tools import Registry, load_tools_file
    from tao.tools.builtins import BUILTINS

    registry = Registry()
    for name in tool_names:
        registry.add(name)
    for path in tools_files:
        for t in load_tools_file(path):
            registry.add(t)
    if not tool_names and not tools_files:
        for t in BUILTINS.values():
            registry.add(t)
    return registry


def _agent(opts: dict[str, Any]) -> Any:
    from tao.agent import Agent
    from tao.config import make_model, resolve

    settings = resolve(
        {
            "base_url": opts["base_url"],
            "api_key": opts["api_key"],
            "model": opts["model"],
            "model_path": opts["model_path"],
            "format": opts["format_"],
            "temperature": opts["temperature"],
            "max_steps": opts["max_steps"],
            "lang": opts["lang"],
            "timeout": opts["timeout"],
            "max_retries": opts["retries"],
            "grammar": False if opts["no_grammar"] else None,
        }
    )
    tools = _tools(opts["tool_names"], opts["tools_file"])
    if settings.format and settings.format not in FORMAT_NAMES:
        raise ConfigError(f"unknown format {settings.format!r} in the config file")
    model = make_model(settings)
    return Agent(
        model,
        tools,
        format=settings.format or "auto",
        max_steps=int(settings.max_steps or 10),
        lang=settings.lang,
        system=opts["system"],
        session=opts["session"],
    )


def _trace(agent: Any, opts: dict[str, Any]) -> Any:
    if opts["quiet"] and opts["trace_jsonl"] is None:
        return None
    from tao.trace import Trace

    stream = open(os.devnull, "w") if opts["quiet"] else None  # noqa: SIM115
    return Trace(stream, lang=agent.format.lang, jsonl=opts["trace_jsonl"])


def _ask(agent: Any, question: str, trace: Any, stream: bool) -> Any:
    if trace is None:
        return agent.run(question)
    result = None
    for event in agent.stream(question, tokens=stream):
        if event.type == "end":
            result = event.result
        trace(event)
    return result


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="tao", message="tao %(version)s")
def cli() -> None:
    """tao: a ReAct agent. Thought, Action, Observation, until a final answer."""


@cli.command()
@click.argument("question")
@_model_options
@click.option("--json", "as_json", is_flag=True, help="Print exactly one JSON object on stdout")
def run(question: str, as_json: bool, **opts: Any) -> None:
    """Answer one QUESTION: the trace goes to stderr, the answer to stdout."""
    started = time.perf_counter()
    try:
        agent = _agent(opts)
        result = _ask(agent, question, _trace(agent, opts), opts["stream"])
    except TaoError:
        if as_json:
            _print_json(
                {
                    "answer": None,
                    "status": "error",
                    "steps": [],
                    "usage": {"prompt_tokens": 0, "completion_tokens": 0},
                    "llm_calls": 0,
                    "seconds": round(time.perf_counter() - started, 4),
                }
            )
        raise
    if as_json:
        _print_json(result.to_dict())
    elif result.answer is not None:
        click.echo(result.answer)
    if result.status != "final":
        reason = result.error or {"max_steps": "no final answer within --max-steps"}.get(
            result.status, result.status
        )
        click.echo(f"tao: {reason} (status: {result.status})", err=True)
        sys.exit(1)


@cli.command()
@_model_options
def chat(**opts: Any) -> None:
    """Talk with the agent; it remembers the conversation. 'exit', 'quit' or EOF ends it."""
    agent = _agent(opts)
    trace = _trace(agent, opts)
    interactive = sys.stdin.isatty()
    while True:
        try:
            line = input("you> " if interactive else "")
        except EOFError:
            break
        except KeyboardInterrupt:
            click.echo("", err=True)
            break
        question = line.strip()
        if not question:
            continue
        if question.lower() in ("exit", "quit", "/exit", "/quit", "退出"):
            break
        try:
            result = _ask(agent, question, trace, opts["stream"])
        except KeyboardInterrupt:
            click.echo("(interrupted)", err=True)
            continue
        if result.answer is not None:
            click.echo(result.answer)
        else:
            click.echo(f"tao: no answer (status: {result.status})", err=True)


@cli.command()
@click.option(
    "--format", "format_", type=click.Choice(FORMAT_NAMES), default="auto", show_default=True
)
@click.option("--jsonl", is_flag=True, help="Each input line is a JSON string: one model output")
@click.option(
    "--tool",
    "tool_names",
    multiple=True,
    help="A tool the agent has (repeat, or comma-separated), as NAME or NAME(param, optional?):"
    " names, and arguments left without one, are then read as tao would",
)
@click.argument("file", type=click.File("r", encoding="utf-8"), default="-")
def parse(format_: str, jsonl: bool, tool_names: tuple[str, ...], file: Any) -> None:
    """Parse model output(s) from FILE (or stdin) and print what tao understands, as JSON."""
    from tao.formats import parse_output

    tools = _tool_specs(tool_names)
    if not jsonl:
        _print_json(parse_output(file.read(), format_, tools))
        return
    for number, line in enumerate(file, start=1):
        if not line.strip():
            continue
        try:
            text = json.loads(line)
        except ValueError as exc:
            _print_json({"type": "error", "message": f"line {number} is not JSON: {exc}"})
            continue
        if not isinstance(text, str):
            _print_json({"type": "error", "message": f"line {number} is not a JSON string"})
            continue
        _print_json(parse_output(text, format_, tools))


def _tool_specs(written: tuple[str, ...]) -> list[str] | dict[str, list[str]]:
    """`--tool` values as `parse_output` takes them: "search,add" is two names; "add(a, b?)"
    gives add's parameters (b optional; a type after a colon, as `tao tools` prints
    signatures, is dropped). Names only, unless some tool has its parameters written."""
    specs: dict[str, list[str]] = {}
    for value in written:
        for item in re.findall(r"[^,(]+(?:\([^)]*\))?", value):
            name, _, rest = item.strip().partition("(")
            if not name.strip():
                continue
            params = [p.split(":")[0].strip() for p in rest.rstrip(")").split(",")]
            specs[name.strip()] = [p for p in params if p]
    if not any(specs.values()):
        return list(specs)
    return specs


@cli.group(invoke_without_command=True)
@click.option("--json", "as_json", is_flag=True, help="The JSON schemas, as sent to the model")
@click.option("--tool", "tool_names", multiple=True, help="Only these built-ins")
@click.option("--tools-file", multiple=True, type=click.Path(), help="Add the @tools in this file")
@click.pass_context
def tools(
    ctx: click.Context, as_json: bool, tool_names: tuple[str, ...], tools_file: tuple[str, ...]
) -> None:
    """List the available tools with their JSON schemas."""
    ctx.obj = (tool_names, tools_file)
    if ctx.invoked_subcommand is not None:
        return
    registry = _tools(tool_names, tools_file)
    if as_json:
        _print_json(registry.schemas(), indent=2)
        return
    from tao.formats.base import signature

    for t in registry:
        click.echo(f"{signature(t)}\n    {t.description}")


@tools.command("call")
@click.argument("name")
@click.argument("json_args", default="")
@click.pass_context
def tools_call(ctx: click.Context, name: str, json_args: str) -> None:
    """Run tool NAME with JSON_ARGS (a JSON object, or a bare string for one-parameter tools)."""
    from tao.errors import ToolError

    tool_names, tools_file = ctx.obj
    registry = _tools(tool_names, tools_file)
    try:
        args: Any = json.loads(json_args) if json_args.strip() else {}
    except ValueError:
        args = json_args
    try:
        click.echo(registry.get(name).run(args))
    except ToolError as exc:
        click.echo(f"tao: {exc}", err=True)
        sys.exit(1)


@cli.command()
@click.argument("action", type=click.Choice(["list", "show", "rm"]), default="list")
@click.argument("name", required=False)
@click.option("--json", "as_json", is_flag=True)
def sessions(action: str, name: str | None, as_json: bool) -> None:
    """Saved conversations: list, show NAME, rm NAME."""
    from tao.memory import SessionError, SessionStore

    store = SessionStore()
    if action == "list":
        rows = store.list()
        if as_json:
            _print_json(rows)
        for row in [] if as_json else rows:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(row["updated"]))
            click.echo(f"{row['name']}\t{row['turns']} turns\t{when}")
        return
    if not name:
        raise click.UsageError(f"'tao sessions {action}' needs a session NAME")
    if action == "rm":
        store.remove(name)
        click.echo(f"removed session {name!r}", err=True)
        return
    if not store.exists(name):
        raise SessionError(f"no session called {name!r}")
    turns = store.load(name)
    if as_json:
        _print_json([t.to_record() for t in turns])
        return
    for turn in turns:
        click.echo(f"Q: {turn.question}")
        for step in turn.steps:
            if step.tool:
                click.echo(
                    f"   {step.tool}({json.dumps(step.args, ensure_ascii=False)}) -> {step.observation}"
                )
        click.echo(f"A: {turn.answer if turn.answer is not None else '(' + turn.status + ')'}\n")


def _print_json(value: Any, indent: int | None = None) -> None:
    click.echo(json.dumps(value, ensure_ascii=False, indent=indent))


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the CLI, turning every error into one line and its exit code."""
    try:
        code = cli.main(args=argv, prog_name="tao", standalone_mode=False)
    except click.exceptions.Exit as exc:
        code = exc.exit_code
    except click.exceptions.Abort:
        click.echo("tao: aborted", err=True)
        code = 130
    except click.ClickException as exc:
        click.echo(f"tao: {exc.format_message()}", err=True)
        code = exc.exit_code
    except TaoError as exc:
        click.echo(f"tao: {exc}", err=True)
        code = exc.exit_code
    except KeyboardInterrupt:
        click.echo("tao: interrupted", err=True)
        code = 130
    except BrokenPipeError:
        code = 1
    except Exception as exc:
        if os.environ.get("TAO_DEBUG"):
            raise
        click.echo(
            f"tao: internal error: {type(exc).__name__}: {exc} (TAO_DEBUG=1 shows more)", err=True
        )
        code = 1
    sys.exit(code if isinstance(code, int) else 0)
