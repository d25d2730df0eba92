"""Where tao finds its model: flags, then environment variables, then a config file, else local.

Each setting is taken from the first place that has it, in this order:
flags; TAO_*; the seeds' LLM_*; OPENAI_*; DEEPSEEK_*; DASHSCOPE_API_KEY (DashScope's
OpenAI-compatible endpoint); `~/.config/tao/config.toml`; else the embedded local model.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from tao.errors import ConfigError

DASHSCOPE_URL = "https://dashscope.aliyuncs.com/compatible-mode/v1"
DEEPSEEK_URL = "https://api.deepseek.com/v1"
OPENAI_URL = "https://api.openai.com/v1"

# (variable holding the key, variable holding the base URL, default URL, default model)
_PROVIDERS = (
    ("TAO_API_KEY", "TAO_BASE_URL", None, None),
    ("LLM_API_KEY", "LLM_BASE_URL", None, None),
    ("OPENAI_API_KEY", "OPENAI_BASE_URL", OPENAI_URL, "gpt-4o-mini"),
    ("DEEPSEEK_API_KEY", "DEEPSEEK_BASE_URL", DEEPSEEK_URL, "deepseek-chat"),
    ("DASHSCOPE_API_KEY", "DASHSCOPE_BASE_URL", DASHSCOPE_URL, "qwen-plus"),
)
_MODEL_VARS = ("TAO_MODEL", "LLM_MODEL", "OPENAI_MODEL", "DEEPSEEK_MODEL", "DASHSCOPE_MODEL")


@dataclass
class Settings:
    """The resolved configuration of a run."""

    base_url: str | None = None
    api_key: str | None = None
    model: str | None = None
    model_path: str | None = None
    format: str | None = None
    temperature: float | None = None
    max_steps: int | None = None
    lang: str | None = None
    timeout: float | None = None
    max_retries: int | None = None
    grammar: bool | None = None

    @property
    def remote(self) -> bool:
        return bool(self.base_url)


def home() -> Path:
    """Where tao keeps its state: $TAO_HOME, default ~/.local/share/tao."""
    return Path(os.environ.get("TAO_HOME") or Path.home() / ".local" / "share" / "tao")


def config_path(env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    if env.get("TAO_CONFIG"):
        return Path(env["TAO_CONFIG"])
    base = env.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "tao" / "config.toml"


def read_config_file(path: Path) -> dict[str, Any]:
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, OSError) as exc:
        raise ConfigError(f"cannot read config file {path}: {exc}") from None
    known = {f.name for f in fields(Settings)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ConfigError(f"unknown key(s) in {path}: {', '.join(unknown)}")
    return data


def resolve(
    flags: Mapping[str, Any] | None = None, env: Mapping[str, str] | None = None
) -> Settings:
    """Settings from flags, environment and config file, first found wins."""
    env = os.environ if env is None else env
    flags = {k: v for k, v in (flags or {}).items() if v is not None}
    file = read_config_file(config_path(env))
    settings = Settings()

    settings.api_key = flags.get("api_key")
    settings.base_url = flags.get("base_url")
    default_url = default_model = None
    for key_var, url_var, url, model in _PROVIDERS:
        if settings.api_key is None and env.get(key_var):
            settings.api_key = env[key_var]
            default_url, default_model = url, model
        if settings.base_url is None and env.get(url_var):
            settings.base_url = env[url_var]
    settings.api_key = settings.api_key or file.get("api_key")
    settings.base_url = settings.base_url or file.get("base_url") or default_url
    settings.model = (
        flags.get("model")
        or next((env[v] for v in _MODEL_VARS if env.get(v)), None)
        or file.get("model")
        or (default_model if settings.base_url == default_url else None)
    )
    settings.model_path = (
        flags.get("model_path") or env.get("TAO_MODEL_PATH") or file.get("model_path")
    )
    for name in ("format", "temperature", "max_steps", "lang", "timeout", "max_retries", "grammar"):
        value = flags.get(name, file.get(name))
        setattr(settings, name, value)
    if settings.api_key and not settings.base_url and not settings.model_path:
        settings.base_url = OPENAI_URL
    return settings


def make_model(settings: Settings) -> Any:
    """The model the settings describe: an endpoint, or the embedded local model."""
    if settings.base_url and not settings.model_path:
        from tao.models.openai_compat import DEFAULT_RETRIES, DEFAULT_TIMEOUT, OpenAICompatible

        return OpenAICompatible(
            base_url=settings.base_url,
            api_key=settings.api_key,
            model=settings.model or "default",
            temperature=settings.temperature,
            timeout=settings.timeout or DEFAULT_TIMEOUT,
            max_retries=DEFAULT_RETRIES if settings.max_retries is None else settings.max_retries,
        )
    from tao.models.local import LocalModel

    return LocalModel(
        model_path=settings.model_path,
        model=settings.model,
        temperature=settings.temperature,
        grammar=settings.grammar if settings.grammar is not None else True,
    )
