"""Built-in tools, by name: `--tool calculate`, `tools=["get_weather"]`."""

from __future__ import annotations

from tao.errors import ConfigError
from tao.tools.base import Tool
from tao.tools.calculator import calculate
from tao.tools.weather import get_weather

BUILTINS: dict[str, Tool] = {
    # The calculator bounds its own work, so it runs inline with no thread.
    "calculate": Tool(
        calculate,
        timeout=None,
        example="4 * 7 / 3",
        translations={"zh": "计算数学表达式，如 (23*7+15)/4 或 sqrt(2)*10，返回结果"},
    ),
    "get_weather": Tool(
        get_weather,
        timeout=30.0,
        example="Beijing",
        translations={"zh": "查询城市当前的天气，如 北京 或 Paris"},
    ),
}


def builtin(name: str) -> Tool:
    """The built-in tool called `name`, or ConfigError listing them."""
    try:
        return BUILTINS[name]
    except KeyError:
        raise ConfigError(
            f"unknown built-in tool {name!r}; built-ins are: {', '.join(BUILTINS)}"
        ) from None
