"""One exception hierarchy for tao: every error a user can meet derives from TaoError."""

from __future__ import annotations


class TaoError(Exception):
    """Base of every error tao raises on purpose; `exit_code` is what the CLI exits with."""

    exit_code = 1


class ConfigError(TaoError):
    """Bad usage or configuration: a missing model file, an unknown tool or format."""

    exit_code = 2


class ModelError(TaoError):
    """The model endpoint failed: authentication, unreachable after retries, bad replies."""

    exit_code = 3


class ToolError(TaoError):
    """A tool could not run: unknown name, arguments that do not validate, a timeout."""


class CalculationError(ToolError):
    """The calculator refused or could not evaluate an expression."""


class ParseError(TaoError):
    """Model output could not be understood as a step of the current format."""
