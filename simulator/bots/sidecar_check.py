"""Reading an analysis sidecar (`<save>.analysis.json`, bots/sidecar.py) as untrusted input.

A sidecar sits beside a save, where anyone may have put or changed it, and the save's own
digests do not cover it. So it is read like a save: a regular file only, at most
MAX_SIDECAR_BYTES, JSON with its nesting, size and numbers bounded (core/untrusted.py),
and then checked field by field: the format, the save's final hash it is tied to, the
version, the game and the step count (each may be left out, never wrong), each player's
accuracy (0 to 100, may be left out), and each judged decision (step and seat in range, win
chances from 0 to 1, short texts, well-formed actions, no step judged twice; and where a
newer analysis wrote them: the mark one of the classes, the noise from 0 to 1, a few
alternatives each with a move, an action and a chance, a short reason). A sidecar written
before marks and alternatives existed reads as before. Nothing in it is ever trusted past
that check.

`check_sidecar` never raises. A sidecar that is not there, or that belongs to another game
(a different final hash: the save was replaced), gives no verdicts and no notice; one that
is there but unusable gives no verdicts and a one-line notice saying why, which the replay
viewer shows in the graph's place (the analysis is then ignored, as if there were none).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action
from ..core.text import one_line
from ..core.untrusted import Refused, UnreadableFile, loads_bounded, read_regular
from .analysis import Verdict
from .sidecar import FORMAT, MAX_SIDECAR_BYTES

VERSION = 1                            # the version bots/sidecar.document writes
MAX_DECISIONS = 100_000                # a save holds at most this many actions (core/savefile.py)
MAX_TEXT = 300                         # characters of a move in words
MAX_NAME = 60                          # characters of a game's name
MAX_HASH = 200                         # characters of a state hash
DEPTH = 8                              # a sidecar nests 4 deep (document, decisions, row, action)
_ROW_FIELDS = ("step", "seat", "played", "best", "win_before", "win_after", "loss", "played_action", "best_action")
MAX_ALTERNATIVES = 6


@dataclass(frozen=True)
class SidecarReading:
    """What a sidecar gave: its verdicts (None: none usable) and, when a sidecar was there
    but could not be used, the one-line notice that says why (None otherwise)."""

    verdicts: list[Verdict] | None
    notice: str | None = None


class _Bad(ValueError):
    """A field that does not hold what a sidecar holds; str() says which and why."""


def check_sidecar(path: str | os.PathLike[str], save_hash: str, *, game: str | None = None,
                  steps: int | None = None, seats: int | None = None) -> SidecarReading:
    """The verdicts of the sidecar at `path` if it is well formed and belongs to the save whose
    final state hash is `save_hash` (and, when given, to `game`, with steps below `steps` and
    seats below `seats`); never raises."""
    name = one_line(os.path.basename(os.fspath(path)), 80)
    try:
        raw = read_regular(path, MAX_SIDECAR_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return SidecarReading(None)
    except UnreadableFile as exc:
        return _ignored(name, exc.reason)
    try:
        doc = loads_bounded(raw.decode("utf-8"), depth=DEPTH, digits=20, containers=3 * MAX_DECISIONS + 100,
                            values=20 * MAX_DECISIONS, holder="an analysis")
    except UnicodeDecodeError:
        return _ignored(name, "not UTF-8 text")
    except json.JSONDecodeError as exc:
        return _ignored(name, f"not JSON ({exc.msg}, line {exc.lineno})")
    except (Refused, ValueError, RecursionError) as exc:
        return _ignored(name, str(exc))
    try:
        if not _ours(doc, save_hash):
            return SidecarReading(None)      # the analysis of another game (the save was replaced)
        return SidecarReading(_verdicts(doc, game, steps, seats))
    except _Bad as exc:
        return _ignored(name, str(exc))


def _ignored(name: str, problem: str) -> SidecarReading:
    return SidecarReading(None, one_line(f"The analysis {name} was ignored: {problem}", 240))


def _ours(doc: Any, save_hash: str) -> bool:
    """Whether a sidecar document is an analysis tied to this save (_Bad when it is no analysis)."""
    if not isinstance(doc, dict):
        raise _Bad(f"a JSON {type(doc).__name__}, not an analysis")
    if doc.get("format") != FORMAT:
        raise _Bad(f"its format is not {FORMAT!r}")
    version = doc.get("version", VERSION)
    if version != VERSION or isinstance(version, bool):
        raise _Bad(f"version must be {VERSION}")
    tied = doc.get("save_hash")
    if not isinstance(tied, str) or not 0 < len(tied) <= MAX_HASH:
        raise _Bad("save_hash must be a short text")
    return tied == save_hash


def _verdicts(doc: dict[str, Any], game: str | None, steps: int | None, seats: int | None) -> list[Verdict]:
    """Every field of an analysis of this save checked; its verdicts in step order."""
    named = doc.get("game", game)
    if named is not None and (not isinstance(named, str) or not 0 < len(named) <= MAX_NAME):
        raise _Bad("game must be a game's name")
    if game is not None and named != game:
        raise _Bad(f"it is an analysis of {one_line(str(named), 40)}, not of {game}")
    fallback = steps if steps is not None else MAX_DECISIONS
    if not _whole(doc.get("steps", fallback), 0, MAX_DECISIONS):
        raise _Bad(f"steps must be a whole number from 0 to {MAX_DECISIONS:,}")
    count = int(doc.get("steps", fallback))
    if steps is not None and count != steps:
        raise _Bad(f"it counts {count} steps; the save has {steps}")
    if "settings" in doc and not isinstance(doc["settings"], dict):
        raise _Bad("settings must be an object")
    _check_accuracy(doc.get("accuracy", {}), seats)
    swings = doc.get("swings", [])
    if not isinstance(swings, list) or len(swings) > MAX_DECISIONS or not all(_whole(s, 0, count) for s in swings):
        raise _Bad("swings must be a list of steps")
    rows = doc.get("decisions")
    if not isinstance(rows, list):
        raise _Bad("decisions must be a list")
    if len(rows) > count:
        raise _Bad(f"{len(rows):,} decisions judged in a game of {count} steps")
    out: list[Verdict] = []
    seen: set[int] = set()
    for i, row in enumerate(rows, 1):
        verdict = _verdict(row, i, count, seats)
        if verdict.step in seen:
            raise _Bad(f"decision {i}: step {verdict.step} is judged twice")
        seen.add(verdict.step)
        out.append(verdict)
    return sorted(out, key=lambda v: v.step)


def _verdict(row: Any, i: int, steps: int, seats: int | None) -> Verdict:
    """One decision's row, every field checked (_Bad names the decision and the field)."""
    where = f"decision {i}"
    if not isinstance(row, dict):
        raise _Bad(f"{where} is not an object")
    missing = [key for key in _ROW_FIELDS if key not in row]
    if missing:
        raise _Bad(f"{where} lacks {missing[0]!r}")
    if not _whole(row["step"], 0, steps - 1):
        raise _Bad(f"{where}: step must be a step of the game (0 to {steps - 1})")
    top = (seats if seats is not None else 64) - 1
    if not _whole(row["seat"], 0, top):
        raise _Bad(f"{where}: seat must be a seat of the game (0 to {top})")
    for key in ("win_before", "win_after", "loss"):
        value = row[key]
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0.0 <= value <= 1.0:
            raise _Bad(f"{where}: {key} must be a number from 0 to 1")
    for key in ("played", "best"):
        if not isinstance(row[key], str) or len(row[key]) > MAX_TEXT:
            raise _Bad(f"{where}: {key} must be a text of at most {MAX_TEXT} characters")
    for key in ("played_action", "best_action"):
        try:
            Action.from_json(row[key])
        except (ValueError, TypeError) as exc:
            raise _Bad(f"{where}: {key}: {exc}") from None
    _check_review(row, where)
    try:
        return Verdict.from_json(row)
    except (ValueError, TypeError, KeyError) as exc:     # the checks above leave none; kept as a last line
        raise _Bad(f"{where}: {exc}") from None


def _check_review(row: dict[str, Any], where: str) -> None:
    """The fields a marking analysis adds to a decision (each may be left out)."""
    from .analysis_marks import CLASSES

    if row.get("mark", "") not in ("", *CLASSES):
        raise _Bad(f"{where}: mark must be one of {', '.join(CLASSES)} or empty")
    noise = row.get("noise")
    if noise is not None and (not isinstance(noise, (int, float)) or isinstance(noise, bool) or not 0 <= noise <= 1):
        raise _Bad(f"{where}: noise must be a number from 0 to 1")
    if not _whole(row.get("rounds", 0), 0, 1000):
        raise _Bad(f"{where}: rounds must be a whole number from 0 to 1000")
    reason = row.get("reason", "")
    if not isinstance(reason, str) or len(reason) > MAX_TEXT:
        raise _Bad(f"{where}: reason must be a text of at most {MAX_TEXT} characters")
    alternatives = row.get("alternatives", [])
    if not isinstance(alternatives, list) or len(alternatives) > MAX_ALTERNATIVES:
        raise _Bad(f"{where}: alternatives must be a list of at most {MAX_ALTERNATIVES}")
    for k, alt in enumerate(alternatives, 1):
        if not isinstance(alt, dict):
            raise _Bad(f"{where}: alternative {k} is not an object")
        move, chance = alt.get("move"), alt.get("chance")
        if not isinstance(move, str) or len(move) > MAX_TEXT:
            raise _Bad(f"{where}: alternative {k}: move must be a text of at most {MAX_TEXT} characters")
        if not isinstance(chance, (int, float)) or isinstance(chance, bool) or not 0 <= chance <= 1:
            raise _Bad(f"{where}: alternative {k}: chance must be a number from 0 to 1")
        if not _whole(alt.get("visits", 0), 0, 10**9 - 1):
            raise _Bad(f"{where}: alternative {k}: visits must be a whole number")
        try:
            Action.from_json(alt.get("action"))
        except (ValueError, TypeError) as exc:
            raise _Bad(f"{where}: alternative {k}: action: {exc}") from None


def _check_accuracy(accuracy: Any, seats: int | None) -> None:
    """Each player's accuracy: {seat counted from 1: a number from 0 to 100}."""
    top = seats if seats is not None else 64
    if not isinstance(accuracy, dict) or len(accuracy) > top:
        raise _Bad("accuracy must be an object with one number per seat")
    for key, value in accuracy.items():
        if not (isinstance(key, str) and key.isdigit() and 1 <= int(key) <= top):
            raise _Bad(f"accuracy: {one_line(str(key), 20)!r} is not a seat (1 to {top})")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 100:
            raise _Bad(f"accuracy of seat {key} must be a number from 0 to 100")


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
