"""Retry links: a game played again from a position of another game, tied to that game.

"Retry from here" in the replay viewer starts a new game at the position before a marked
decision (view/session/retry.py). The save format has no place for where a game came from,
so each retry gets a small link file of its own, `retries/retry-<date>-<time>-<pid>.json`
in the player's data folder:

    {"format": "tabletop-retry", "version": 1, "game": "<game>",
     "original": {"hash": <the original's final state hash>, "name": "<game>-003", "step": 12,
                  "seat": 0, "winners": [1], "finished": true, "summary": "...", "progress": "Turn 9"},
     "retry": {"slot": "autosave-20240101-120000-42.json", "level": "hard", "started": 1700000000.0},
     "outcome": null | {"winners": [0], "summary": "...", "progress": "Turn 9", "steps": 57,
                        "identity": <the retry's actions_hash>}}

The original is found again by its final state hash (the replay viewer's save hash), so a
copy of it (Review this game, Save as) lists the same retries. The retry's outcome is read
from its autosave slot once that game is over and written into the link ("settled"), so it
outlives the slot (the program removes finished autosaves at start: autosaves.cleanup asks
`game_records.keep` first, which settles the link). Link files are untrusted input: read
bounded, every field checked; a bad one is skipped. Nothing here raises.
"""
from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ...core.saves import write_atomic
from ...core.text import has_unsafe
from ...core.untrusted import Refused, UnreadableFile, loads_bounded, read_regular
from .storage import data_dir, saves_dir, write_new

FORMAT = "tabletop-retry"
VERSION = 1
LINK_BYTES = 16 * 1024           # a link is about 600 bytes
MAX_LINKS = 5000                 # link files looked at
MAX_TEXT = 300                   # characters of a result's sentence or a name
MAX_HASH = 200


@dataclass(frozen=True)
class Outcome:
    """How a game ended, as a retry link keeps it: the winning seats (none: a draw), the
    rules' sentence, where the game stood ("Turn 9"), its steps, and (for a retry) the
    identity its save has (game_records.identity_of)."""

    winners: tuple[int, ...]
    summary: str
    progress: str = ""
    steps: int = 0
    identity: str = ""


@dataclass(frozen=True)
class RetryLink:
    """One retry: the original game and the decision it retries, the retry's game (its
    autosave slot in the saves folder) and, once known, how the retry ended."""

    path: Path                       # the link file
    game: str
    original_hash: str
    original_name: str               # the original save's name for people ("krieg-003"), or ""
    step: int                        # actions applied before the retried decision
    seat: int                        # the seat of that decision: the retrying person's
    original: Outcome | None         # how the original ended (None: it was not finished)
    slot: str                        # the retry's autosave slot (a file name in the saves folder)
    level: str
    started: float
    outcome: Outcome | None = None   # how the retry ended (None: not finished, or not known yet)


def retries_dir() -> Path:
    """Where retry links live: `retries/` in the player's data folder."""
    return data_dir() / "retries"


# -- writing ---------------------------------------------------------------------------------------
def _outcome_json(o: Outcome | None) -> dict[str, Any] | None:
    if o is None:
        return None
    return {"winners": list(o.winners), "summary": o.summary, "progress": o.progress, "steps": o.steps,
            "identity": o.identity}


def _document(link: RetryLink) -> dict[str, Any]:
    original = {"hash": link.original_hash, "name": link.original_name, "step": link.step, "seat": link.seat,
                "finished": link.original is not None}
    if link.original is not None:
        original.update(winners=list(link.original.winners), summary=link.original.summary,
                        progress=link.original.progress, steps=link.original.steps)
    return {"format": FORMAT, "version": VERSION, "game": link.game, "original": original,
            "retry": {"slot": link.slot, "level": link.level, "started": link.started},
            "outcome": _outcome_json(link.outcome)}


def write_link(game: str, original_hash: str, original_name: str, step: int, seat: int,
               original: Outcome | None, slot: Path, level: str) -> RetryLink | None:
    """Keep a new retry's link (a new file, never replacing one); None when it cannot be
    written (the retry is then played all the same, only not compared)."""
    link = RetryLink(Path(), game, original_hash, original_name[:MAX_TEXT], step, seat, original, slot.name, level,
                     round(time.time(), 3))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    names = (f"retry-{stamp}-{os.getpid()}{'' if n == 1 else f'-{n}'}.json" for n in range(1, 10_000))
    try:
        path = write_new(retries_dir(), names, json.dumps(_document(link), indent=1) + "\n")
    except (OSError, ValueError):
        return None
    return replace(link, path=path)


# -- reading ---------------------------------------------------------------------------------------
def _count(value: Any, high: int = 10 ** 9) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high


def _text(value: Any, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str) or len(value) > limit or has_unsafe(value):
        raise ValueError("a text field is not a short line of text")
    return value


def _winners(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 8 or not all(_count(w, 7) for w in value):
        raise ValueError("winners must be a short list of seats")
    return tuple(value)


def _outcome(raw: Any) -> Outcome | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ValueError("an outcome must be an object")
    steps = raw.get("steps", 0)
    if not _count(steps):
        raise ValueError("steps must be a count")
    return Outcome(_winners(raw.get("winners")), _text(raw.get("summary", "")), _text(raw.get("progress", ""), 60),
                   steps, _text(raw.get("identity", ""), MAX_HASH))


def read_link(path: Path) -> RetryLink | None:
    """The link in `path`, or None when it is missing or not a well-formed link."""
    try:
        raw = read_regular(path, LINK_BYTES)
        doc = loads_bounded(raw.decode("utf-8"), depth=6, digits=20, containers=100, values=400, holder="a retry link")
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
            return None
        original, retry = doc.get("original"), doc.get("retry")
        if not isinstance(original, dict) or not isinstance(retry, dict):
            return None
        step, seat, started = original.get("step"), original.get("seat"), retry.get("started", 0.0)
        if not isinstance(step, int) or not isinstance(seat, int) or not _count(step) or not _count(seat, 7) \
                or not isinstance(started, (int, float)) or isinstance(started, bool) or not 0 <= started < 1e11:
            return None
        finished = original.get("finished")
        if not isinstance(finished, bool):
            return None
        before = _outcome({k: original.get(k) for k in ("winners", "summary", "progress", "steps")
                           if k in original}) if finished else None
        slot = _text(retry.get("slot"), 120)
        if not slot or "/" in slot or "\\" in slot or slot.startswith("."):
            return None
        return RetryLink(path, _text(doc.get("game"), 60), _text(original.get("hash"), MAX_HASH),
                         _text(original.get("name", "")), step, seat, before, slot, _text(retry.get("level", ""), 40),
                         float(started), _outcome(doc.get("outcome")))
    except (OSError, UnreadableFile, Refused, ValueError, UnicodeDecodeError, RecursionError):
        return None


def all_links() -> list[RetryLink]:
    """Every readable retry link, oldest first (bad files are skipped)."""
    out = []
    try:
        with os.scandir(retries_dir()) as it:
            for i, entry in enumerate(it):
                if i >= MAX_LINKS:
                    break
                if entry.name.startswith("retry-") and entry.name.endswith(".json"):
                    link = read_link(Path(entry.path))
                    if link is not None:
                        out.append(link)
    except OSError:
        return []
    out.sort(key=lambda link: (link.started, link.path.name))
    return out


def links_for(original_hash: str) -> list[RetryLink]:
    """The retries of the game whose final state hash is `original_hash`, oldest first,
    each settled when its game has ended meanwhile."""
    return [settle(link) for link in all_links() if link.original_hash == original_hash]


def slot_path(link: RetryLink) -> Path:
    """The retry's autosave slot."""
    return saves_dir() / link.slot


def settle(link: RetryLink, slot: Path | None = None) -> RetryLink:
    """The link with its outcome, read from the retry's slot (or `slot`) when that game is
    over, and written into the link file so it outlives the slot. Unchanged otherwise."""
    if link.outcome is not None:
        return link
    from .game_records import read_record

    record = read_record(slot or slot_path(link))
    if record is None or record.result is None:
        return link
    settled = replace(link, outcome=Outcome(record.result.winners, record.result.summary, record.progress,
                                            record.steps, record.identity))
    with contextlib.suppress(OSError):
        write_atomic(link.path, json.dumps(_document(settled), indent=1) + "\n")
    return settled
