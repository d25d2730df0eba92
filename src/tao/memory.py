"""Sessions: conversations saved in SQLite under $TAO_HOME, one transaction per turn.

The schema moves forward by numbered migrations (PRAGMA user_version), never backwards.
WAL mode lets many runs write at once; a process killed mid-write loses at most the turn it
was writing, never what was saved before.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tao.errors import ConfigError, TaoError
from tao.steps import Turn

_MIGRATIONS = (
    """
    CREATE TABLE sessions (
        name TEXT PRIMARY KEY,
        created REAL NOT NULL,
        updated REAL NOT NULL
    );
    CREATE TABLE turns (
        session TEXT NOT NULL REFERENCES sessions(name) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        question TEXT NOT NULL,
        answer TEXT,
        status TEXT NOT NULL,
        record TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (session, idx)
    );
    """,
)
_NAME = re.compile(r"^[\w.\-]{1,100}$", re.UNICODE)


class SessionError(TaoError):
    """A session that does not exist, or a store that cannot be read."""

    exit_code = 2


def check_name(name: str) -> str:
    if not _NAME.match(name or ""):
        raise ConfigError(f"bad session name {name!r}: use 1-100 letters, digits, '.', '_' or '-'")
    return name


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error (KeyboardInterrupt included)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


class SessionStore:
    """Saved conversations, by name."""

    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            from tao.config import home

            path = home() / "sessions.db"
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self.path, timeout=30, isolation_level=None)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=NORMAL")
                conn.execute("PRAGMA foreign_keys=ON")
                self._migrate(conn)
            except (sqlite3.Error, OSError) as exc:
                raise SessionError(f"cannot open the session store {self.path}: {exc}") from None
            self._conn = conn
        return self._conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for number, script in enumerate(_MIGRATIONS[version:], start=version + 1):
            with _transaction(conn):
                # Another process may have migrated while we waited for the lock.
                if conn.execute("PRAGMA user_version").fetchone()[0] >= number:
                    continue
                for statement in filter(str.strip, script.split(";")):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {number}")

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def load(self, name: str) -> list[Turn]:
        """The turns of session `name`, oldest first (none for a new session)."""
        check_name(name)
        try:
            rows = self.conn.execute(
                "SELECT record FROM turns WHERE session = ? ORDER BY idx", (name,)
            ).fetchall()
            return [Turn.from_record(json.loads(r[0])) for r in rows]
        except (sqlite3.Error, ValueError, KeyError) as exc:
            raise SessionError(f"cannot read session {name!r} from {self.path}: {exc}") from None

    def append(self, name: str, turn: Turn) -> None:
        """Save one more turn of session `name`, atomically."""
        check_name(name)
        record = json.dumps(turn.to_record(), ensure_ascii=False, default=str)
        now = time.time()
        try:
            with _transaction(self.conn) as conn:
                conn.execute(
                    "INSERT INTO sessions(name, created, updated) VALUES (?, ?, ?) "
                    "ON CONFLICT(name) DO UPDATE SET updated = excluded.updated",
                    (name, now, now),
                )
                (idx,) = conn.execute(
                    "SELECT COALESCE(MAX(idx) + 1, 0) FROM turns WHERE session = ?", (name,)
                ).fetchone()
                conn.execute(
                    "INSERT INTO turns(session, idx, question, answer, status, record, created) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (name, idx, turn.question, turn.answer, turn.status, record, now),
                )
        except sqlite3.Error as exc:
            raise SessionError(f"cannot save session {name!r} to {self.path}: {exc}") from None

    def list(self) -> list[dict[str, Any]]:
        """Every session: name, number of turns, when it was last updated."""
        try:
            rows = self.conn.execute(
                "SELECT s.name, s.created, s.updated, COUNT(t.idx) FROM sessions s "
                "LEFT JOIN turns t ON t.session = s.name GROUP BY s.name ORDER BY s.updated DESC"
            ).fetchall()
        except sqlite3.Error as exc:
            raise SessionError(f"cannot read {self.path}: {exc}") from None
        return [{"name": r[0], "created": r[1], "updated": r[2], "turns": r[3]} for r in rows]

    def exists(self, name: str) -> bool:
        check_name(name)
        row = self.conn.execute("SELECT 1 FROM sessions WHERE name = ?", (name,)).fetchone()
        return row is not None

    def remove(self, name: str) -> None:
        """Delete session `name` and its turns."""
        if not self.exists(name):
            raise SessionError(f"no session called {name!r}")
        with _transaction(self.conn) as conn:
            conn.execute("DELETE FROM turns WHERE session = ?", (name,))
            conn.execute("DELETE FROM sessions WHERE name = ?", (name,))
