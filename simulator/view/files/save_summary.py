"""What the save lists show of one save (game, seats, moves, where the game stood, result),
read cheaply and without trusting the file.

A list may hold hundreds of saves, so a large save is never parsed whole: a file of at most
FULL_READ bytes is read and parsed as any save is (bounded: core/savefile.py), a larger one
only by its first HEAD bytes (format, game, seats: the header lines come first) and its last
TAIL bytes (the closing "final" line), in the one-key-per-line layout this program writes
(core/saves.dumps_save); each line's value goes through the same bounded parser. So a
listing reads at most HEAD + TAIL bytes of any file, however big or hostile. Nothing read
runs, and nothing here raises: a file that cannot be read or understood comes back with its
problem in a few words. Summaries are remembered by (path, size, modification time), so a
list shown again reads only the files that changed.
"""
from __future__ import annotations

import contextlib
import os
import stat
from dataclasses import dataclass
from typing import Any

from ...core.savefile import MAX_INT_DIGITS, MAX_SAVE_BYTES, SaveError, parse_document, read_limited
from ...core.saveschema import FORMAT, MAX_CHOICE, MAX_RESULT_TEXT, MAX_SEATS, MAX_WORD, SchemaError, Seat
from ...core.text import has_unsafe, one_line
from ...core.untrusted import Refused, loads_bounded

FULL_READ = 64 * 1024          # bytes: a save this small is parsed whole (most games are)
HEAD = 16 * 1024               # bytes read from the start of a larger one (its header lines)
TAIL = 16 * 1024               # and from its end (the "final" line)
CACHE_LIMIT = 2000             # summaries remembered


@dataclass(frozen=True)
class ListedResult:
    """How a listed game ended: the winning seats (none: a draw), the rules' sentence
    ("Player 2 wins: Player 1 concedes") and how many rounds were scored."""

    winners: tuple[int, ...]
    summary: str
    rounds: int = 0


@dataclass(frozen=True)
class SaveSummary:
    """One save as a list shows it; `problem` says why it cannot be shown (then the rest is empty)."""

    game: str = ""
    seats: tuple[Seat, ...] = ()
    steps: int = 0
    progress: str = ""                  # "Turn 7" (final.progress); "" in saves written before it
    result: ListedResult | None = None
    problem: str | None = None

    @property
    def finished(self) -> bool:
        """True once the game is over."""
        return self.result is not None


_cache: dict[tuple[str, int, int], SaveSummary] = {}


def summarize(path: str | os.PathLike[str]) -> SaveSummary:
    """The summary of the save at `path` (from the cache when the file has not changed).
    Never raises."""
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return SaveSummary(problem="no such file")
    except (OSError, ValueError) as exc:
        return SaveSummary(problem=f"cannot read the file: {getattr(exc, 'strerror', None) or exc}")
    key = (os.path.abspath(path), st.st_size, st.st_mtime_ns)
    found = _cache.get(key)
    if found is not None:
        return found
    try:
        summary = _interpret(_read(path, st))
    except SaveError as exc:
        summary = SaveSummary(problem=exc.problem)
    except Exception as exc:  # noqa: BLE001 -- an untrusted file: whatever happens, one line
        summary = SaveSummary(problem=one_line(f"not a save ({type(exc).__name__})"))
    if len(_cache) >= CACHE_LIMIT:
        _cache.clear()
    _cache[key] = summary
    return summary


def forget(path: str | os.PathLike[str]) -> None:
    """Drop what is remembered about `path` (it was deleted or replaced)."""
    where = os.path.abspath(path)
    for key in [k for k in _cache if k[0] == where]:
        del _cache[key]


# -- reading ---------------------------------------------------------------------------------
def _read(path: str | os.PathLike[str], st: os.stat_result) -> dict[str, Any]:
    """The parts of the save document a summary needs: all of a small file, the header and
    final lines of a large one."""
    if not stat.S_ISREG(st.st_mode) or st.st_size <= FULL_READ:
        return parse_document(read_limited(path, FULL_READ), path)     # refuses folders, pipes...
    if st.st_size > MAX_SAVE_BYTES:
        read_limited(path)          # raises the save's own words for a file that is too big
    head, tail = _ends(path)
    doc: dict[str, Any] = {}
    for key, value in _lines(head, first=True) + _lines(tail, first=False):
        if key in ("format", "version", "game", "seats", "decks", "final") and key not in doc:
            doc[key] = value
    if "final" not in doc or "game" not in doc:
        raise SaveError(path, "not a save: no game or closing block in its first and last lines")
    return doc


def read_parts(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The parts of a save a summary reads, read as `summarize` reads them (a small file
    whole, a large one by its header and closing lines, "decks" included), unchecked: for
    callers that need the closing block's digests or the decks (view/files/game_records.py).
    Raises SaveError or OSError."""
    return _read(path, os.stat(path))


def _ends(path: str | os.PathLike[str]) -> tuple[bytes, bytes]:
    """The first HEAD and last TAIL bytes of a regular file (opened without blocking, its
    kind checked again once open)."""
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise SaveError(path, "not a save: not a regular file")
        with contextlib.suppress(OSError, AttributeError):
            os.set_blocking(fd, True)
        head = os.read(fd, HEAD)
        os.lseek(fd, max(0, st.st_size - TAIL), os.SEEK_SET)
        tail = os.read(fd, TAIL)
    finally:
        os.close(fd)
    return head, tail


def _lines(raw: bytes, first: bool) -> list[tuple[str, Any]]:
    """(key, value) of each whole top-level line `  "key": value,` in a piece of a save
    (the head's last line and the tail's first may be cut, and are skipped)."""
    lines = raw.decode("utf-8", "replace").split("\n")
    lines = lines[:-1] if first else lines[1:]
    out = []
    for line in lines:
        if not line.startswith('  "') or '": ' not in line:
            continue
        key, value = line[3:].split('": ', 1)
        try:
            out.append((key, loads_bounded(value.rstrip().removesuffix(","), depth=8, digits=MAX_INT_DIGITS,
                                           containers=2000, values=20_000, holder="a save")))
        except (Refused, ValueError):
            continue
    return out


# -- understanding ---------------------------------------------------------------------------
def _interpret(doc: dict[str, Any]) -> SaveSummary:
    """A summary of a (partial) save document, each field checked as the save schema does."""
    if doc.get("format") != FORMAT:
        return SaveSummary(problem="not a save")
    game = doc.get("game")
    if not isinstance(game, str) or not game or len(game) > MAX_WORD or has_unsafe(game):
        return SaveSummary(problem="not a save: no game named")
    raw_seats = doc.get("seats")
    if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= MAX_SEATS:
        return SaveSummary(problem="not a save: no seats")
    try:
        seats = tuple(Seat.from_json(s) for s in raw_seats)
    except SchemaError as exc:
        return SaveSummary(problem=f"not a save: {exc}")
    final = doc.get("final")
    if not isinstance(final, dict):
        return SaveSummary(problem="not a save: no closing block")
    steps = final.get("steps")
    progress = final.get("progress")
    return SaveSummary(game, seats, steps if isinstance(steps, int) and _count(steps) else 0,
                       progress if isinstance(progress, str) and len(progress) <= MAX_CHOICE
                       and not has_unsafe(progress) else "",
                       _result(final.get("result"), len(seats)))


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 10 ** 9


def _result(raw: Any, seats: int) -> ListedResult | None:
    """The listed result of a final block's result (None while the game goes on)."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        return ListedResult((), "Game over")
    winners = raw.get("winners")
    won = tuple(w for w in winners if _count(w) and w < seats)[:MAX_SEATS] if isinstance(winners, list) else ()
    summary = raw.get("summary")
    text = summary if isinstance(summary, str) and summary and not has_unsafe(summary) else "Game over"
    rounds = raw.get("rounds")
    return ListedResult(won, text[:MAX_RESULT_TEXT], len(rounds) if isinstance(rounds, list) else 0)

