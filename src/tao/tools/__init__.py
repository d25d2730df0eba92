"""Tools: `@tool`, the `Tool` class, the registry and the built-ins."""

from tao.tools.base import Tool, render_result, tool
from tao.tools.registry import Registry, load_tools_file

__all__ = ["Registry", "Tool", "load_tools_file", "render_result", "tool"]
