"""A FakeOpenAI serving the dog task, in its own process: `python -m bench.server`.

It prints its base URL on the first line of stdout, then serves until it is terminated, its
standard input closes, or `--max-seconds` pass (it always stops by itself).
"""

from __future__ import annotations

import argparse
import sys
import threading

from bench import dog


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.server")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--latency", type=float, default=0.05)
    parser.add_argument("--fault-rate", type=float, default=0.0)
    parser.add_argument("--stall-seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-seconds", type=float, default=900.0)
    args = parser.parse_args(argv)

    from tao.testing import FakeOpenAI

    server = FakeOpenAI(
        dog.server_script,
        latency=args.latency,
        port=args.port,
        fault_rate=args.fault_rate,
        stall_seconds=args.stall_seconds,
        seed=args.seed,
    )
    # http.server listens with a backlog of 5; a hundred clients connecting at once would
    # see SYNs dropped and retried a second later. Listening again raises it (Linux).
    server._server.socket.listen(1024)
    server.start()
    print(server.url, flush=True)

    done = threading.Event()

    def watch_stdin() -> None:
        sys.stdin.read()  # returns when the parent closes the pipe or dies
        done.set()

    threading.Thread(target=watch_stdin, daemon=True).start()
    done.wait(args.max_seconds)
    served = dict(server.served)
    server.stop()
    print(f"served {served}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
