"""A real OpenAI-compatible HTTP server on 127.0.0.1 that replays scripted replies.

For tests and benchmarks of your own agents, and of tao itself: it speaks the chat
completions protocol (plain JSON and SSE streaming, `tool_calls`, `usage`), honours `stop`
like a real server, and can inject faults: 401, 429 with Retry-After, 500, dropped
connections, stalls, malformed JSON, truncated streams. It also answers the Open-Meteo and
CMA weather routes that `get_weather` uses, from a small table.

    with FakeOpenAI(["Thought: ...\\nAction: calculate\\nAction Input: 2+2", "Final Answer: 4"]) as server:
        run tao with --base-url server.url

Run it alone: `python -m tao.testing --port 8123 --latency 0.05 --reply "Final Answer: hi"`.
"""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
import urllib.parse
from collections import deque
from collections.abc import Callable, Iterable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = str | dict[str, Any]
FAULTS = ("401", "429", "500", "drop", "stall", "malformed", "truncate")

WEATHER = {
    # name: (latitude, longitude, country, temperature °C, humidity %, WMO code, CMA station id)
    "北京": (39.9, 116.4, "中国", 23.4, 43, 1, "54511"),
    "Beijing": (39.9, 116.4, "China", 23.4, 43, 1, "54511"),
    "广州": (23.1, 113.3, "中国", 24.2, 79, 3, "59287"),
    "深圳": (22.5, 114.1, "中国", 24.0, 88, 61, "59493"),
    "上海": (31.2, 121.5, "中国", 22.0, 70, 2, "58367"),
    "Shanghai": (31.2, 121.5, "China", 22.0, 70, 2, "58367"),
    "Paris": (48.9, 2.35, "France", 15.0, 60, 3, "07150"),
}


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


class _Server(ThreadingHTTPServer):
    request_queue_size = 1024  # soak and load tests open many connections at once
    daemon_threads = True


class FakeOpenAI:
    """The server. `replies` are replayed in order (a callable gets the request instead)."""

    def __init__(
        self,
        replies: Iterable[Reply] | Callable[[dict[str, Any]], Reply] = (),
        *,
        api_key: str | None = None,
        latency: float = 0.0,
        honor_stop: bool = True,
        reject_stop: bool = False,
        reject_tools: bool = False,
        faults: Iterable[str] = (),
        fault_rate: float = 0.0,
        stall_seconds: float = 5.0,
        retry_after: float = 0.05,
        port: int = 0,
        seed: int | None = None,
    ) -> None:
        self.script: Callable[[dict[str, Any]], Reply] | None = (
            replies if callable(replies) else None
        )
        self.replies: deque[Reply] = deque([] if callable(replies) else replies)
        self.api_key = api_key
        self.latency = latency
        self.honor_stop = honor_stop
        self.reject_stop = reject_stop
        self.reject_tools = reject_tools
        self.faults: deque[str] = deque(faults)
        self.fault_rate = fault_rate
        self.stall_seconds = stall_seconds
        self.retry_after = retry_after
        self.random = random.Random(seed)
        self.requests: list[dict[str, Any]] = []  # every chat request received, in order
        self.served: dict[str, int] = {}  # how many of each outcome
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", port), _handler(self))
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The base URL to give a client: http://127.0.0.1:PORT/v1."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> FakeOpenAI:
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def add(self, *replies: Reply) -> None:
        with self._lock:
            self.replies.extend(replies)

    def _count(self, outcome: str) -> None:
        with self._lock:
            self.served[outcome] = self.served.get(outcome, 0) + 1

    def _next_fault(self) -> str | None:
        with self._lock:
            if self.faults:
                return self.faults.popleft()
            if self.fault_rate and self.random.random() < self.fault_rate:
                return self.random.choice(FAULTS[1:])
        return None

    def _next_reply(self, request: dict[str, Any], keep: bool = False) -> dict[str, Any]:
        """The next scripted reply; with `keep`, it stays queued (the client will retry)."""
        if self.script is not None:
            reply: Reply = self.script(request)
        else:
            with self._lock:
                if not self.replies:
                    reply = "Final Answer: (the script is empty)"
                elif keep:
                    reply = self.replies[0]
                else:
                    reply = self.replies.popleft()
        if isinstance(reply, str):
            return {"content": reply, "tool_calls": []}
        return {"content": reply.get("content"), "tool_calls": list(reply.get("tool_calls") or [])}


def _handler(server: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:  # quiet
            pass

        def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

        def _error(
            self, status: int, message: str, kind: str, headers: dict[str, str] | None = None
        ) -> None:
            self._json(
                status, {"error": {"message": message, "type": kind, "code": status}}, headers
            )

        # ------------------------------------------------------------ GET: models, weather
        def do_GET(self) -> None:
            url = urllib.parse.urlparse(self.path)
            query = {k: v[0] for k, v in urllib.parse.parse_qs(url.query).items()}
            if url.path.rstrip("/").endswith("/models"):
                self._json(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})
            elif url.path == "/v1/search":
                name = query.get("name", "")
                hit = WEATHER.get(name) or WEATHER.get(name.title())
                results = (
                    [{"name": name, "latitude": hit[0], "longitude": hit[1], "country": hit[2]}]
                    if hit
                    else []
                )
                self._json(200, {"results": results} if results else {"generationtime_ms": 0.1})
            elif url.path == "/v1/forecast":
                lat = float(query.get("latitude", 0))
                hit = next((w for w in WEATHER.values() if abs(w[0] - lat) < 0.01), None)
                if hit is None:
                    self._error(400, "unknown place", "invalid_request_error")
                    return
                current = {
                    "time": "2025-04-26T15:00",
                    "temperature_2m": hit[3],
                    "apparent_temperature": hit[3] - 0.3,
                    "relative_humidity_2m": hit[4],
                    "precipitation": 0.0,
                    "weather_code": hit[5],
                    "wind_speed_10m": 9.7,
                }
                self._json(200, {"current": current})
            elif url.path == "/api/autocomplete":
                q = query.get("q", "")
                data = [f"{w[6]}|{n}|{n}|{w[2]}" for n, w in WEATHER.items() if q and q in n]
                self._json(200, {"msg": "success", "code": 0, "data": data})
            elif url.path.startswith("/api/now/"):
                station = url.path.rsplit("/", 1)[1]
                hit_name, hit = next(
                    ((n, w) for n, w in WEATHER.items() if w[6] == station), ("", None)
                )
                if hit is None:
                    self._json(200, {"msg": "not found", "code": 1, "data": None})
                    return
                now = {"precipitation": 0.0, "temperature": hit[3], "humidity": float(hit[4]),
                       "windDirection": "西南风", "windSpeed": 2.7, "windScale": "微风"}  # fmt: skip
                found = {"location": {"id": station, "name": hit_name}, "now": now, "alarm": []}
                self._json(200, {"msg": "success", "code": 0, "data": found})
            else:
                self._error(404, f"no route {url.path}", "not_found")

        # ------------------------------------------------------------ POST: chat completions
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._error(404, f"no route {self.path}", "not_found")
                return
            try:
                request = json.loads(raw or b"{}")
            except ValueError:
                self._error(400, "the body is not JSON", "invalid_request_error")
                return
            with server._lock:
                server.requests.append(request)
            authorization = self.headers.get("Authorization", "")
            if server.api_key is not None and authorization != f"Bearer {server.api_key}":
                server._count("401")
                self._error(401, "Incorrect API key provided.", "invalid_request_error")
                return
            if server.reject_stop and request.get("stop"):
                server._count("400-stop")
                self._error(400, "Unsupported parameter: 'stop' is not supported with this model.",
                            "invalid_request_error")  # fmt: skip
                return
            if server.reject_tools and request.get("tools"):
                server._count("400-tools")
                self._error(400, "This model does not support tools.", "invalid_request_error")
                return
            fault = server._next_fault()
            if fault == "401":
                server._count("401")
                self._error(401, "Incorrect API key provided.", "invalid_request_error")
                return
            if fault == "429":
                server._count("429")
                self._error(429, "Rate limit reached.", "rate_limit_error",
                            {"Retry-After": f"{server.retry_after:g}"})  # fmt: skip
                return
            if fault == "500":
                server._count("500")
                self._error(500, "The server had an error.", "server_error")
                return
            if fault == "drop":
                server._count("drop")
                self.close_connection = True
                self.connection.close()
                return
            if fault == "stall":
                server._count("stall")
                time.sleep(server.stall_seconds)
                self.close_connection = True
                return
            if server.latency:
                time.sleep(server.latency)
            reply = server._next_reply(request, keep=fault in ("malformed", "truncate"))
            content = reply["content"]
            if content and server.honor_stop and request.get("stop"):
                stops = request["stop"] if isinstance(request["stop"], list) else [request["stop"]]
                cuts = [i for s in stops if s and (i := content.find(s)) >= 0]
                content = content[: min(cuts)] if cuts else content
            calls = [
                {
                    "id": c.get("id") or f"call_{i}",
                    "type": "function",
                    "function": {
                        "name": c["name"],
                        "arguments": c["arguments"]
                        if isinstance(c.get("arguments"), str)
                        else json.dumps(c.get("arguments") or {}, ensure_ascii=False),
                    },
                }
                for i, c in enumerate(reply["tool_calls"])
            ]
            prompt = sum(_tokens(str(m.get("content") or "")) for m in request.get("messages", []))
            usage = {"prompt_tokens": prompt, "completion_tokens": _tokens(content or ""),
                     "total_tokens": prompt + _tokens(content or "")}  # fmt: skip
            if fault == "malformed":
                server._count("malformed")
                data = b'{"id": "chatcmpl-x", "choices": [{"message": {"content": "oops'
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            if request.get("stream"):
                self._stream(request, content, calls, usage, truncate=fault == "truncate")
                return
            server._count("ok")
            message: dict[str, Any] = {"role": "assistant", "content": content}
            if calls:
                message["tool_calls"] = calls
            self._json(200, {
                "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
                "model": request.get("model", "fake"),
                "choices": [{"index": 0, "message": message,
                             "finish_reason": "tool_calls" if calls else "stop"}],
                "usage": usage,
            })  # fmt: skip

        def _stream(
            self, request: dict[str, Any], content: str | None, calls: list[dict[str, Any]],
            usage: dict[str, int], truncate: bool,
        ) -> None:  # fmt: skip
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True

            def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> bytes:
                body = {"id": "chatcmpl-fake", "object": "chat.completion.chunk",
                        "created": int(time.time()), "model": request.get("model", "fake"),
                        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}], **extra}  # fmt: skip
                return b"data: " + json.dumps(body, ensure_ascii=False).encode("utf-8") + b"\n\n"

            pieces = [chunk({"role": "assistant", "content": ""})]
            text = content or ""
            for i in range(0, len(text), 7):
                pieces.append(chunk({"content": text[i : i + 7]}))
            for index, call in enumerate(calls):
                args = call["function"]["arguments"]
                pieces.append(chunk({"tool_calls": [{"index": index, "id": call["id"], "type": "function",
                                                     "function": {"name": call["function"]["name"], "arguments": ""}}]}))  # fmt: skip
                for i in range(0, len(args), 5):
                    pieces.append(chunk({"tool_calls": [{"index": index, "function": {"arguments": args[i : i + 5]}}]}))  # fmt: skip
            pieces.append(chunk({}, "tool_calls" if calls else "stop"))
            if (request.get("stream_options") or {}).get("include_usage"):
                body = {
                    "id": "chatcmpl-fake",
                    "object": "chat.completion.chunk",
                    "choices": [],
                    "usage": usage,
                }
                pieces.append(b"data: " + json.dumps(body).encode() + b"\n\n")
            pieces.append(b"data: [DONE]\n\n")
            if truncate:
                server._count("truncate")
                pieces = pieces[: max(2, len(pieces) // 2)]
            else:
                server._count("ok")
            try:
                for piece in pieces:
                    self.wfile.write(piece)
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass

    return Handler


def main() -> None:
    """Serve until interrupted: every request gets --reply (after --latency seconds)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tao.testing")
    parser.add_argument("--port", type=int, default=8123)
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--reply", action="append", default=[], help="replies, cycled in order")
    parser.add_argument("--fault-rate", type=float, default=0.0)
    parser.add_argument("--stall-seconds", type=float, default=5.0)
    args = parser.parse_args()
    replies = args.reply or ["Final Answer: ok"]
    counter = iter(range(10**12))

    def script(request: dict[str, Any]) -> Reply:
        return replies[next(counter) % len(replies)]

    server = FakeOpenAI(script, latency=args.latency, port=args.port, fault_rate=args.fault_rate,
                        stall_seconds=args.stall_seconds)  # fmt: skip
    print(server.url, flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server._server.serve_forever()


if __name__ == "__main__":
    main()
