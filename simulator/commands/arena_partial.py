"""An arena's partial results, so that an interrupted run resumes where it stopped.

While an arena runs, each finished game is appended to `<out>.partial.jsonl` as one JSON
line (the record `arena.play_one` returns), after a header line naming the arena: game,
bots, games per pairing, decks and seed, and the table (seats, teams) when it is not a
duel. Started again with the same arguments, the arena reads the file, keeps the games
already played and plays only the others; games are
deterministic and results are keyed by task (pair, deal, seats), so the report is the one
an uninterrupted run gives. The file goes once the final report is saved. Games that
raised are not kept: a resumed run plays them again.

The file is untrusted input: at most max_lines(games) lines are read (a run writes one a
game, plus the header), each of at most MAX_LINE bytes, and every record is checked field by field (task id in range,
winners seat numbers, finite non-negative times ...). A bad record is skipped (its game
is played again) and reported in one line; a header that is not an arena's, or that names
another arena, is refused with a one-line message (`--fresh` discards the file).
"""
from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from ..core.text import quote

MAGIC = "tabletop_arena_partial"
VERSION = 1
MAX_LINE = 256 * 1024       # one game's record: ~11,000 decision times at most
MAX_ACTIONS = 10_000_000
MAX_SECONDS = 1e6           # a decision time above this is not a real one
RESULT_KEYS = frozenset({"task", "winners", "draw", "actions", "times", "error"})
HEADER_FIELDS = ("game", "bots", "games", "decks", "seed")
TABLE_FIELDS = {"seats": 2, "teams": False}   # written only for another table than a duel


def max_lines(tasks: int) -> int:
    """How many lines of a partial file are read: a run writes `tasks` + 1; some slack for
    lines a crash cut off."""
    return 2 * tasks + 16


class PartialResultsError(ValueError):
    """The partial results file cannot be used; the message says why and what to do."""


def partial_path(out: str | Path) -> Path:
    """Where the partial results of the report saved at `out` are kept."""
    path = Path(out)
    return path.with_name(path.name + ".partial.jsonl")


def make_header(game: str, bots: Sequence[str], games: int, decks: Sequence[str], seed: int) -> dict[str, Any]:
    """The header line naming an arena: `games` is the number of games per pairing."""
    return {MAGIC: VERSION, "game": game, "bots": list(bots), "games": games, "decks": list(decks), "seed": seed}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number here")


def _parse(line: bytes) -> Any:
    """One JSON line, or None when it is not JSON (NaN and Infinity are refused)."""
    try:
        return json.loads(line.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError):   # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_time(value: Any) -> bool:
    return ((_is_int(value) or isinstance(value, float)) and math.isfinite(value)
            and 0 <= value <= MAX_SECONDS)


def valid_result(record: Any, tasks: int, seats: int = 2) -> bool:
    """True when `record` is a finished, error-free game of an arena of `tasks` games at a
    table of `seats`."""
    if not isinstance(record, dict) or set(record) != RESULT_KEYS or record["error"] is not None:
        return False
    task, winners, times = record["task"], record["winners"], record["times"]
    if not _is_int(task) or not 0 <= task < tasks:
        return False
    if (not isinstance(winners, list) or len(winners) > seats or len(set(map(repr, winners))) != len(winners)
            or not all(_is_int(w) and 0 <= w < seats for w in winners)):
        return False
    if not isinstance(record["draw"], bool) or (not record["draw"] and not winners):
        return False
    if not _is_int(record["actions"]) or not 0 <= record["actions"] <= MAX_ACTIONS:
        return False
    return (isinstance(times, list) and len(times) == seats
            and all(isinstance(seat, list) and all(_is_time(t) for t in seat) for seat in times))


def _read_lines(f: IO[bytes], limit: int) -> tuple[list[bytes | None], bool]:
    """Up to `limit` lines of at most MAX_LINE bytes (a longer one is None, skipped to its
    end); and whether more followed."""
    lines: list[bytes | None] = []
    while len(lines) < limit:
        line = f.readline(MAX_LINE + 1)
        if not line:
            return lines, False
        if len(line) > MAX_LINE:
            while line and not line.endswith(b"\n"):
                line = f.readline(MAX_LINE)
            lines.append(None)
        else:
            lines.append(line)
    return lines, bool(f.read(1))


def _describe(header: dict[str, Any]) -> str:
    bots = header.get("bots")
    bots = ",".join(bots) if isinstance(bots, list) and all(isinstance(b, str) for b in bots) else bots
    return f"game {quote(header.get('game'))}, bots {quote(bots)}, seed {quote(header.get('seed'))}"


def load(path: Path, header: dict[str, Any], tasks: int) -> tuple[dict[int, dict[str, Any]], int, bool]:
    """The valid results kept in `path` for the arena `header` names, by task id; the
    number of lines skipped; whether lines past max_lines(tasks) were left unread. Raises
    PartialResultsError when the file belongs to no arena or to another one, OSError when
    it cannot be read."""
    with open(path, "rb") as f:
        lines, more = _read_lines(f, max_lines(tasks))
    if not lines:
        return {}, 0, False   # an empty file: the run that made it stopped before writing anything
    fresh = "; run with --fresh to discard it, or choose another --out"
    first = _parse(lines[0]) if lines[0] is not None else None
    if not isinstance(first, dict) or first.get(MAGIC) != VERSION:
        raise PartialResultsError(f"{path} is not an arena's partial results file{fresh}")
    expected = {**TABLE_FIELDS, **header}
    for name in (*HEADER_FIELDS, *TABLE_FIELDS):
        theirs = first.get(name, TABLE_FIELDS.get(name))
        if theirs != expected[name] or type(theirs) is not type(expected[name]):
            raise PartialResultsError(
                f"{path} holds the partial results of another arena ({_describe(first)}; its {name} is "
                f"{quote(theirs)}, this run's {quote(expected[name])}){fresh}")
    seats = expected["seats"]
    done: dict[int, dict[str, Any]] = {}
    skipped = 0
    for line in lines[1:]:
        record = _parse(line) if line is not None else None
        if record is None or not valid_result(record, tasks, seats) or record["task"] in done:
            skipped += 1
            continue
        done[record["task"]] = record
    return done, skipped, more


class PartialResults:
    """The partial results file of one run: `open` it (reading what a former run left),
    `add` each finished game, `close` it; `remove` it once the final report is saved."""

    def __init__(self, path: Path, header: dict[str, Any], tasks: int, fresh: bool = False,
                 note: Callable[[str], None] | None = None) -> None:
        self.path = path
        self.header = header
        self.tasks = tasks
        self.fresh = fresh
        self.note = note or (lambda message: None)
        self.done: dict[int, dict[str, Any]] = {}
        self.kept = 0
        self._file: IO[str] | None = None

    def open(self) -> dict[int, dict[str, Any]]:
        """Read the results a former run kept (unless fresh), rewrite the file with the
        header and those results only (dropping bad lines), and open it for appending.
        Returns the kept results by task id."""
        done: dict[int, dict[str, Any]] = {}
        if not self.fresh and self.path.exists():
            try:
                done, skipped, more = load(self.path, self.header, self.tasks)
            except OSError as exc:
                raise PartialResultsError(f"cannot read the partial results {self.path}: {exc}") from None
            if skipped or more:
                past = f" and ignored all past line {max_lines(self.tasks)}" if more else ""
                self.note(f"{self.path}: skipped {skipped} unreadable or invalid line"
                          f"{'s' if skipped != 1 else ''}{past}; those games are played again")
            if done:
                self.note(f"resuming: {len(done)} of {self.tasks} games already played ({self.path})")
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(json.dumps(self.header) + "\n")
                f.writelines(json.dumps(done[task]) + "\n" for task in sorted(done))
            os.replace(tmp, self.path)
            self._file = open(self.path, "a", encoding="utf-8")   # noqa: SIM115 - open for the whole run
        except OSError as exc:
            raise PartialResultsError(f"cannot write the partial results {self.path}: {exc}") from None
        self.done = done
        self.kept = len(done)
        return done

    def add(self, result: dict[str, Any]) -> None:
        """Keep one finished game (not one that raised); a write error is noted once and
        ends the keeping, not the arena."""
        if self._file is None or result.get("error") is not None:
            return
        try:
            self._file.write(json.dumps(result) + "\n")
            self._file.flush()
            self.kept += 1
        except OSError as exc:
            self.note(f"cannot add to the partial results {self.path} ({exc}); an interrupted run "
                      "will not resume from here")
            self.close()

    def close(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass
            self._file = None

    def remove(self) -> None:
        """Delete the file (the final report is saved)."""
        self.close()
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            self.note(f"cannot remove the partial results {self.path}: {exc}")
