"""A safe calculator: evaluates arithmetic on Python's AST, never with `eval`.

Every operation is bounded before it runs, so that `9**9**9`, `factorial(10**6)` or a
thousand nested parentheses fail at once with a CalculationError instead of hanging.
"""

from __future__ import annotations

import ast
import math
import operator
import warnings
from collections.abc import Callable
from typing import Any

from tao.errors import CalculationError

MAX_LENGTH = 2_000  # characters of input
MAX_DEPTH = 60  # nesting of the syntax tree
MAX_BITS = 4_096  # size of any integer, intermediate ones included
MAX_FACTORIAL = 1_000
MAX_ITEMS = 1_000  # arguments to min/max/sum

Number = int | float | complex

_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY: dict[type, Callable[[Any], Any]] = {
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}
_COMPARE: dict[type, Callable[[Any, Any], bool]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}
_CONSTANTS: dict[str, Number] = {
    "pi": math.pi,
    "e": math.e,
    "tau": math.tau,
    "inf": math.inf,
    "π": math.pi,
}


def _factorial(n: Number) -> int:
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    if not isinstance(n, int) or n < 0:
        raise CalculationError("factorial() takes a non-negative whole number")
    if n > MAX_FACTORIAL:
        raise CalculationError(f"factorial() is limited to n <= {MAX_FACTORIAL}")
    return math.factorial(n)


def _bounded_pair(name: str, fn: Callable[[int, int], int]) -> Callable[[Number, Number], int]:
    def call(n: Number, k: Number) -> int:
        if not (isinstance(n, int) and isinstance(k, int)):
            raise CalculationError(f"{name}() takes whole numbers")
        if n > MAX_FACTORIAL:
            raise CalculationError(f"{name}() is limited to n <= {MAX_FACTORIAL}")
        return fn(n, k)

    return call


def _round(x: Number, ndigits: Number | None = None) -> Number:
    if ndigits is None:
        return round(x)  # type: ignore[arg-type]
    if not isinstance(ndigits, int) or abs(ndigits) > 100:
        raise CalculationError("round() takes a whole number of digits between -100 and 100")
    return round(x, ndigits)  # type: ignore[arg-type]


def _log(x: Number, base: Number | None = None) -> float:
    return math.log(x) if base is None else math.log(x, base)  # type: ignore[arg-type]


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "sqrt": math.sqrt,
    "cbrt": math.cbrt,
    "exp": math.exp,
    "log": _log,
    "ln": math.log,
    "log10": math.log10,
    "log2": math.log2,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "asin": math.asin,
    "acos": math.acos,
    "atan": math.atan,
    "atan2": math.atan2,
    "sinh": math.sinh,
    "cosh": math.cosh,
    "tanh": math.tanh,
    "degrees": math.degrees,
    "radians": math.radians,
    "hypot": math.hypot,
    "floor": math.floor,
    "ceil": math.ceil,
    "trunc": math.trunc,
    "abs": abs,
    "round": _round,
    "factorial": _factorial,
    "gcd": math.gcd,
    "lcm": math.lcm,
    "comb": _bounded_pair("comb", math.comb),
    "perm": _bounded_pair("perm", math.perm),
    "min": min,
    "max": max,
    "sum": lambda *xs: sum(xs),
    "pow": lambda x, y: _power(x, y),
    "int": int,
    "float": float,
}

# Characters models write that Python does not read as arithmetic.
_TRANSLATE = str.maketrans(
    {
        "×": "*",
        "÷": "/",
        "−": "-",
        "–": "-",
        "（": "(",
        "）": ")",
        "，": ",",
        "＋": "+",
        "－": "-",
        "＊": "*",
        "／": "/",
        "＾": "^",
        "＝": "=",
        "　": " ",
        "^": "**",
        "√": "sqrt",
    }
)


def _check_int(value: Any) -> Any:
    if isinstance(value, int) and value.bit_length() > MAX_BITS:
        raise CalculationError(f"result too large (over {MAX_BITS} bits)")
    return value


def _power(base: Number, exponent: Number) -> Number:
    # Only int ** positive int can grow without bound; floats overflow at once.
    if (
        isinstance(base, int)
        and isinstance(exponent, int)
        and exponent > 0
        and abs(base) > 1
        and exponent * base.bit_length() > MAX_BITS + 64
    ):
        raise CalculationError(f"result too large (over {MAX_BITS} bits)")
    return _check_int(base**exponent)


def _multiply(a: Any, b: Any) -> Any:
    if (
        isinstance(a, int)
        and isinstance(b, int)
        and a.bit_length() + b.bit_length() > MAX_BITS + 64
    ):
        raise CalculationError(f"result too large (over {MAX_BITS} bits)")
    return _check_int(a * b)


class _Evaluator:
    def __init__(self) -> None:
        self.depth = 0

    def eval(self, node: ast.AST) -> Any:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise CalculationError("expression nested too deeply")
        try:
            return self._eval(node)
        finally:
            self.depth -= 1

    def number(self, node: ast.AST) -> Number:
        value = self.eval(node)
        if isinstance(value, bool) or not isinstance(value, int | float | complex):
            raise CalculationError("arithmetic works on numbers only")
        return value

    def _eval(self, node: ast.AST) -> Any:
        if isinstance(node, ast.Expression):
            return self.eval(node.body)
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or not isinstance(node.value, int | float | complex):
                raise CalculationError(f"not a number: {node.value!r}")
            return _check_int(node.value)
        if isinstance(node, ast.BinOp):
            op = type(node.op)
            if op not in _BINARY:
                raise CalculationError(f"operator not supported: {type(node.op).__name__}")
            left, right = self.number(node.left), self.number(node.right)
            if op is ast.Pow:
                return _power(left, right)
            if op is ast.Mult:
                return _multiply(left, right)
            return _check_int(_BINARY[op](left, right))
        if isinstance(node, ast.UnaryOp):
            if type(node.op) not in _UNARY:
                raise CalculationError(f"operator not supported: {type(node.op).__name__}")
            return _UNARY[type(node.op)](self.number(node.operand))
        if isinstance(node, ast.Compare):
            left = self.number(node.left)
            for cmp, comparator in zip(node.ops, node.comparators, strict=True):
                if type(cmp) not in _COMPARE:
                    raise CalculationError("comparison not supported")
                right = self.number(comparator)
                if not _COMPARE[type(cmp)](left, right):
                    return False
                left = right
            return True
        if isinstance(node, ast.Name):
            if node.id in _CONSTANTS:
                return _CONSTANTS[node.id]
            raise CalculationError(f"unknown name: {node.id}")
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else None
            func = node.func
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id == "math"
            ):
                name = func.attr  # math.sqrt(2) -> sqrt(2)
            if name not in FUNCTIONS:
                raise CalculationError(f"unknown function: {name or ast.unparse(node.func)}")
            if node.keywords:
                raise CalculationError("keyword arguments are not supported")
            if len(node.args) > MAX_ITEMS:
                raise CalculationError("too many arguments")
            args = [self.eval(a) for a in node.args]
            if len(args) == 1 and name in ("min", "max", "sum") and isinstance(args[0], tuple):
                args = list(args[0])
            return _check_int(FUNCTIONS[name](*args))
        if isinstance(node, ast.Tuple | ast.List):
            if len(node.elts) > MAX_ITEMS:
                raise CalculationError("too many items")
            return tuple(self.eval(e) for e in node.elts)
        raise CalculationError(f"not allowed in an expression: {type(node).__name__}")


def _normalize(expression: str) -> str:
    text = expression.strip().strip("`").strip()
    text = text.translate(_TRANSLATE)
    # Full-width digits and letters to ASCII.
    text = "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c for c in text)
    text = text.rstrip("=? ").strip()
    if text.lower().startswith("calculate"):
        text = text[len("calculate") :].lstrip(" :")
    return text


def evaluate(expression: str) -> Number | bool:
    """Evaluate an arithmetic expression and return its value; raise CalculationError if not."""
    if not isinstance(expression, str):
        raise CalculationError("the expression must be a string")
    if len(expression) > MAX_LENGTH:
        raise CalculationError(f"expression longer than {MAX_LENGTH} characters")
    text = _normalize(expression)
    if not text:
        raise CalculationError("empty expression")
    if text.count("(") > MAX_DEPTH or text.count("[") > MAX_DEPTH:
        raise CalculationError("expression nested too deeply")
    try:
        with warnings.catch_warnings():  # ("'\\w'": Python's warning on a string's escape)
            warnings.simplefilter("ignore")
            tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        raise CalculationError(f"cannot read {expression.strip()!r} as arithmetic") from exc
    try:
        value = _Evaluator().eval(tree)
    except CalculationError:
        raise
    except ZeroDivisionError as exc:
        raise CalculationError("division by zero") from exc
    except OverflowError as exc:
        raise CalculationError("result too large") from exc
    except RecursionError as exc:
        raise CalculationError("expression nested too deeply") from exc
    except (TypeError, ValueError, ArithmeticError, MemoryError) as exc:
        raise CalculationError(str(exc) or type(exc).__name__) from exc
    if isinstance(value, tuple):
        raise CalculationError("the expression gives several values; compute one at a time")
    return value


def format_number(value: Number | bool) -> str:
    """Render a result the way a person would write it: 57, 44.0, 0.3, 1.5e+20."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        if math.isfinite(value) and abs(value) < 1e15:
            return repr(round(value, 10))
        return repr(value)
    if isinstance(value, complex):
        return str(value)
    return str(value)


def calculate(expression: str) -> str:
    """Evaluate a math expression, e.g. `(23*7+15)/4` or `sqrt(2) * 10`, and return the number."""
    return format_number(evaluate(expression))
