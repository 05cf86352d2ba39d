"""Your finished games as the Records screen and `tabletop records` count them.

A game is read from a save without running it (save_summary.py: bounded, a large file only
by its header and closing lines): its game, seats, each seat's deck name, how it ended,
where it stood, when it was written, its identity and, when an analysis sidecar beside it
gives one, each seat's accuracy. The identity is the save's `actions_hash` (it covers the
header, names included, and every action), else its final state hash (format-1 saves): an
autosave, its "Save as" copy and the copy "Review this game" keeps are one game.

The program removes the autosaves of finished games at start (autosaves.cleanup); before it
does, `keep(path)` keeps that game's record as a small file, `records/<identity>.json` in
the player's data folder (or settles the retry link when the game was a retry), so your
record does not depend on having saved a game. `collect()` reads the saves folder and the
kept records and counts each game once: unfinished games, games without a person, retries
(retry_links.py) and copies are left out and counted as such; a file that cannot be read or
understood is skipped and named. Nothing here imports pygame or raises.
"""
from __future__ import annotations

import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.saveschema import Seat
from ...core.text import has_unsafe, one_line
from ...core.untrusted import Refused, UnreadableFile, loads_bounded, read_regular
from .save_summary import ListedResult, read_parts, summarize
from .storage import data_dir, display_name, list_saves, saves_dir, write_new

FORMAT = "tabletop-record"
VERSION = 1
RECORD_BYTES = 64 * 1024         # a kept record is under 1 KB
MAX_RECORDS = 20_000             # kept records and saves looked at
SIDECAR_BYTES = 8 * 1024 * 1024  # as bots/sidecar.MAX_SIDECAR_BYTES
MAX_HASH = 200
UNKNOWN_DECK = ""


@dataclass(frozen=True)
class GameRecord:
    """One game as the records count it."""

    identity: str
    game: str
    seats: tuple[Seat, ...]
    decks: tuple[str, ...]               # each seat's deck name ("" when unknown)
    result: ListedResult | None          # None: not finished
    steps: int
    progress: str                        # "Turn 9", or "" in saves written before it
    when: float                          # when the game was last written (seconds since 1970)
    accuracy: dict[int, float] = field(default_factory=dict)    # seat -> percent, from the analysis
    source: str = ""                     # the file it was read from, for people

    @property
    def people(self) -> list[int]:
        """The seats people played."""
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def versus_bots(self) -> bool:
        """One person against bots (then that person is "you")."""
        return len(self.people) == 1 and len(self.seats) > 1

    @property
    def hotseat(self) -> bool:
        """Two or more people at one screen (bots may sit with them)."""
        return len(self.people) > 1

    def outcome(self, seat: int) -> str:
        """"win", "loss" or "draw" for a seat of a finished game ("" while it goes on)."""
        if self.result is None:
            return ""
        if not self.result.winners:
            return "draw"
        return "win" if seat in self.result.winners else "loss"


# -- reading a save ------------------------------------------------------------------------------------
def _deck_names(game_name: str, decks: Any, seats: int) -> tuple[str, ...]:
    """Each seat's deck name from a save's decks (the game's decklist format says how); ""
    where it cannot be told. A table sharing one deck names it for every seat."""
    try:
        from ...games.registry import get_game
        from .decklists import decklist_format
        fmt = decklist_format(get_game(game_name))
        if fmt is None or decks is None:
            return (UNKNOWN_DECK,) * seats
        found = fmt.seat_decks(decks)
        raw = [d.get("name") if isinstance(d, dict) else None for d in found]
        names = [n if isinstance(n, str) and 0 < len(n) <= 80 and not has_unsafe(n) else "shared deck" for n in raw]
        if not fmt.per_seat or len(names) == 1:
            return (names[0] if names else UNKNOWN_DECK,) * seats
        return tuple((names[i] if i < len(names) else UNKNOWN_DECK) for i in range(seats))
    except Exception:  # noqa: BLE001 -- an untrusted file's decks: whatever they hold, no deck name
        return (UNKNOWN_DECK,) * seats


def _hash(value: Any) -> str:
    return value if isinstance(value, str) and 0 < len(value) <= MAX_HASH and value.isalnum() else ""


def read_record(path: Path) -> GameRecord | None:
    """The game in the save at `path`, or None when it is not a readable save."""
    summary = summarize(path)
    if summary.problem is not None or not summary.seats:
        return None
    try:
        parts = read_parts(path)
        when = os.stat(path).st_mtime
    except Exception:  # noqa: BLE001 -- it was readable a moment ago; now it is not
        return None
    final_raw = parts.get("final")
    final: dict[str, Any] = final_raw if isinstance(final_raw, dict) else {}
    state_hash = _hash(final.get("hash"))
    identity = _hash(final.get("actions_hash")) or state_hash
    if not identity:
        return None
    return GameRecord(identity, summary.game, summary.seats, _deck_names(summary.game, parts.get("decks"),
                                                                          len(summary.seats)),
                      summary.result, summary.steps, summary.progress, when,
                      sidecar_accuracy(path, state_hash, len(summary.seats)), display_name(path.name))


def _percent(value: Any) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and 0 <= value <= 100:
        return float(value)
    return None


def sidecar_accuracy(save: Path, state_hash: str, seats: int) -> dict[int, float]:
    """Each seat's accuracy (a percentage) from the analysis written beside the save, when
    that analysis is this game's (tied by the final state hash) and gives one: its
    "accuracy" is {"<seat counted from 1>": 0..100} (bots/sidecar.py). Empty when there is
    none; never raises."""
    from ...bots.sidecar import sidecar_path, user_sidecar_path
    for place in (sidecar_path(save), user_sidecar_path(save)):
        try:
            raw = read_regular(place, SIDECAR_BYTES)
            doc = loads_bounded(raw.decode("utf-8"), depth=8, digits=20, containers=400_000, values=2_000_000,
                                holder="an analysis")
        except (FileNotFoundError, NotADirectoryError):
            continue
        except (OSError, UnreadableFile, Refused, ValueError, UnicodeDecodeError, RecursionError):
            return {}
        if not isinstance(doc, dict) or doc.get("save_hash") != state_hash:
            continue
        given = doc.get("accuracy")
        out = {}
        for key, value in (given.items() if isinstance(given, dict) else ()):
            pct = _percent(value)
            if isinstance(key, str) and key.isdigit() and len(key) <= 2 and 1 <= int(key) <= seats and pct is not None:
                out[int(key) - 1] = pct
        return out
    return {}


# -- kept records ----------------------------------------------------------------------------------------
def records_dir() -> Path:
    """Where the records of games whose autosave is gone are kept."""
    return data_dir() / "records"


def record_json(record: GameRecord) -> dict[str, Any]:
    """A record as JSON (the kept file; `tabletop records --json` lists games this way too)."""
    result = None if record.result is None else {"winners": list(record.result.winners),
                                                  "summary": record.result.summary}
    return {"format": FORMAT, "version": VERSION, "identity": record.identity, "game": record.game,
            "seats": [s.to_json() for s in record.seats], "decks": list(record.decks), "result": result,
            "steps": record.steps, "progress": record.progress, "when": round(record.when, 3),
            "accuracy": {str(k): round(v, 2) for k, v in sorted(record.accuracy.items())}, "source": record.source}


def _text(value: Any, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit or has_unsafe(value):
        raise ValueError("a text field is not a short line of text")
    return value


def read_kept(path: Path) -> GameRecord:
    """A kept record; ValueError (or OSError, UnreadableFile) saying why it cannot be used."""
    doc = loads_bounded(read_regular(path, RECORD_BYTES).decode("utf-8"), depth=6, digits=20, containers=200,
                        values=2000, holder="a record")
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
        raise ValueError("not a record")
    seats_raw = doc.get("seats")
    if not isinstance(seats_raw, list) or not 1 <= len(seats_raw) <= 8:
        raise ValueError("no seats")
    seats = tuple(Seat.from_json(s) for s in seats_raw)
    decks_raw = doc.get("decks")
    if not isinstance(decks_raw, list) or len(decks_raw) != len(seats):
        raise ValueError("decks must name one deck per seat")
    result_raw = doc.get("result")
    if not isinstance(result_raw, dict):
        raise ValueError("a kept record is of a finished game")
    winners = result_raw.get("winners")
    if not isinstance(winners, list) or not all(isinstance(w, int) and not isinstance(w, bool)
                                                and 0 <= w < len(seats) for w in winners):
        raise ValueError("winners must be seats of the game")
    steps, when = doc.get("steps"), doc.get("when")
    if not isinstance(steps, int) or isinstance(steps, bool) or not 0 <= steps <= 10 ** 6:
        raise ValueError("steps must be a count")
    if not isinstance(when, (int, float)) or isinstance(when, bool) or not 0 <= when < 1e11:
        raise ValueError("when must be a time")
    accuracy: dict[int, float] = {}
    acc_raw = doc.get("accuracy", {})
    if not isinstance(acc_raw, dict):
        raise ValueError("accuracy must be an object")
    for key, value in acc_raw.items():
        pct = _percent(value)
        if not (isinstance(key, str) and key.isdigit() and int(key) < len(seats)) or pct is None:
            raise ValueError("accuracy must give seats percentages")
        accuracy[int(key)] = pct
    identity = _hash(doc.get("identity"))
    if not identity:
        raise ValueError("no identity")
    return GameRecord(identity, _text(doc.get("game"), 60), seats, tuple(_text(d, 80) for d in decks_raw),
                      ListedResult(tuple(winners), _text(result_raw.get("summary", ""), 300)), steps,
                      _text(doc.get("progress", ""), 60), float(when), accuracy,
                      _text(doc.get("source", ""), 300))


def keep(path: Path) -> None:
    """Before the autosave at `path` (a finished game) is removed: settle the retry link of
    a retry, else keep the game's record (once: an existing record is never replaced).
    Never raises."""
    try:
        record = read_record(path)
        if record is None or record.result is None or not record.people:
            return
        from .retry_links import all_links, settle
        link = next((k for k in all_links() if k.slot == path.name), None)
        if link is not None:
            settle(link, path)
            return
        name = f"{record.identity[:64]}.json"
        write_new(records_dir(), [name], json.dumps(record_json(record), indent=1) + "\n")
    except Exception:  # noqa: BLE001, S110 -- housekeeping before a removal must never stop it
        pass


# -- counting ----------------------------------------------------------------------------------------------
@dataclass
class Collected:
    """The games the records count, and what was left out and why."""

    counted: list[GameRecord] = field(default_factory=list)
    unfinished: int = 0
    without_people: int = 0      # bots against bots (examples, self-play runs)
    retries: int = 0
    copies: int = 0              # the same game again (an autosave and its saved copy)
    skipped: list[tuple[str, str]] = field(default_factory=list)    # (file, why) of files that could not be read


def collect(game: str | None = None, folder: Path | None = None) -> Collected:
    """Every finished game with a person in it from the saves folder and the kept records,
    each once, newest first (only `game`'s when given)."""
    from .retry_links import all_links, settle

    links = [settle(k) for k in all_links()]
    retry_slots = {k.slot for k in links}
    retry_ids = {k.outcome.identity for k in links if k.outcome is not None and k.outcome.identity}
    out = Collected()
    seen: set[str] = set()

    def count(record: GameRecord, is_retry: bool) -> None:
        if game is not None and record.game != game:
            return
        if is_retry or record.identity in retry_ids:
            out.retries += 1
        elif record.result is None:
            out.unfinished += 1
        elif not record.people:
            out.without_people += 1
        elif record.identity in seen:
            out.copies += 1
        else:
            seen.add(record.identity)
            out.counted.append(record)

    entries, problem = list_saves(folder or saves_dir(), limit=MAX_RECORDS)
    if problem:
        out.skipped.append(("saves folder", problem))
    for entry in entries:
        if entry.problem is not None:
            out.skipped.append((entry.name, entry.problem))
            continue
        record = read_record(entry.path)
        if record is None:
            out.skipped.append((entry.name, one_line(summarize(entry.path).problem or "not a save", 120)))
            continue
        count(record, entry.path.name in retry_slots)
    for path in _kept_files():
        try:
            count(read_kept(path), False)
        except (OSError, UnreadableFile, Refused, ValueError, UnicodeDecodeError, RecursionError) as exc:
            out.skipped.append((display_name(path.name), one_line(str(exc) or type(exc).__name__, 120)))
    out.counted.sort(key=lambda r: (-r.when, r.identity))
    return out


def _kept_files() -> Sequence[Path]:
    try:
        with os.scandir(records_dir()) as it:
            return [Path(e.path) for i, e in enumerate(it)
                    if i < MAX_RECORDS and e.name.endswith(".json") and not e.name.startswith(".")]
    except OSError:
        return []
