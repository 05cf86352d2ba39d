"""Saves: one JSON document per game (setup + actions + closing hashes), written atomically,
loaded verified.

A save holds what fixes a game (game, ruleset, seed, seat count, decks, options), who
sat where, every action taken, and a closing block: the step count, the state hash, the
result and (format version 2) two digests of the document itself. Loading re-applies
every action with full legality checks and compares them all, so a save either loads into
exactly the game that was saved or fails with a SaveError whose message is one line naming
the file and the problem.

A save is untrusted input. Before any game code runs, the file is read within fixed bounds
(core/savefile.py: regular files only, at most 16 MiB, JSON at most 32 deep, integers of
at most 30 digits, no duplicate keys, no NaN) and every field is checked by type and range
(core/saveschema.py, which also says why the checks are hand-written rather than a
validation library's); the games then check deck sizes before they expand a deck. Loading
never executes anything from the file.

What the hashes cover (format version 2):

- final.hash: SHA-256 of the game state after the last action (the canonical JSON of
  Rules.to_json), as in version 1: it checks that this engine replays the game to the
  same end.
- final.setup_hash: SHA-256 of the canonical JSON (sorted keys, no spaces, ASCII) of the
  header, every top-level key but "actions" and "final": format, version, writer, game,
  ruleset, seats (kinds, names and levels: covered), seed, seat_count, decks, options.
- final.actions_hash: SHA-256 of setup_hash followed by the canonical JSON of the whole
  action list. Each action's position is part of the text hashed, so swapping two
  actions, editing, inserting or dropping one is detected even when the game reaches the
  same final state (two independent plays in another order), and an action list cannot be
  moved onto another setup.
- final.progress (optional, display only): where the game stood when it was saved, in the
  game's words ("Turn 7", "Round 2"; TableDescription.progress), so the save lists can say
  it without replaying the game. Not covered by the digests and never compared on load.

Digests are checked after the replay, so a changed action that breaks the rules is still
reported as the illegal step it is; a digest mismatch is the last word on what replaying
cannot see. They detect damage and edits, not a forger: anyone can recompute a SHA-256,
so a save is not signed. Version 1 saves (no digests) still load, replayed to their state
hash, but nothing checks their header or the order of their moves (deleting the digests
and writing "version": 1 would otherwise step around them): they are *unchecked*, never
verified: SaveInfo.checked is False, `verify_save` reports "status": "unchecked" with "ok"
false, and the program says so when it opens one (UNCHECKED_NOTICE). Only the current
format verifies. A save of a newer version is refused with the version and the program
that wrote it ("writer").

Step numbers in messages are 1-based: "step 17" is the 17th action of the save.

Core knows no game: loading takes the game lookup (name -> Game) as a parameter, which
callers pass as `simulator.games.registry.get_game`; an unknown game is a KeyError of the
lookup, reported as one line.
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, Callable

from .game import DeckError, GameLookup, OptionError, Setup
from .match import Match, canonical_json
from .savefile import MAX_SAVE_BYTES, SaveError, read_document
from .saveschema import (
    FORMAT,
    MAX_CHOICE as MAX_PROGRESS,
    SEAT_KINDS,
    VERSIONS,
    CheckedSave,
    SchemaError,
    Seat,
    check_document,
)
from .text import has_unsafe

__all__ = ["FORMAT", "VERSION", "VERSIONS", "UNCHECKED_NOTICE", "writer", "SEAT_KINDS", "MAX_SAVE_BYTES", "SaveError", "Seat",
           "SaveInfo", "human_seats", "save_document", "dumps_save", "write_atomic", "save_match",
           "read_document", "match_from_document", "load_save", "verify_save", "user_saves_dir",
           "setup_digest", "actions_digest", "progress_of"]

VERSION = VERSIONS[-1]            # the format version this program writes


@functools.cache
def writer() -> str:
    """This program as a save's "writer": "tabletop <version>" (the installed distribution's)."""
    try:
        return f"tabletop {metadata.version('tabletop-simulator')}"
    except metadata.PackageNotFoundError:   # run from a source tree that is not installed
        return "tabletop"


def human_seats(count: int) -> tuple[Seat, ...]:
    """Default seats: humans called Player 1..N."""
    return tuple(Seat("human", f"Player {i + 1}") for i in range(count))


UNCHECKED_NOTICE = ("an old save (format 1, without digests): it replays to its recorded end, but its seats, "
                    "names and the order of its moves cannot be checked")


@dataclass(frozen=True)
class SaveInfo:
    """What a loaded save says about itself, beyond the Match it rebuilds; `checked` is
    False for a format-1 save, whose header and move order no digest covers."""

    source: str
    game: str
    ruleset: str
    version: int
    seats: tuple[Seat, ...]
    steps: int
    hash: str
    result: dict[str, Any] | None

    @property
    def checked(self) -> bool:
        """Whether the digests checked the header and the move order (the current format)."""
        return self.version >= VERSION


# -- the digests ----------------------------------------------------------------------------
def _header(writer: str, game: str, ruleset: str, seats: tuple[Seat, ...], seed: int, seat_count: int,
            decks: Any, options: dict[str, Any]) -> dict[str, Any]:
    """The top-level keys of a version-2 save before "actions", in file order."""
    return {"format": FORMAT, "version": VERSION, "writer": writer, "game": game, "ruleset": ruleset,
            "seats": [s.to_json() for s in seats], "seed": seed, "seat_count": seat_count,
            "decks": decks, "options": options}


def setup_digest(header: dict[str, Any]) -> str:
    """final.setup_hash: SHA-256 of the header's canonical JSON (module docstring)."""
    return hashlib.sha256(canonical_json(header).encode("ascii")).hexdigest()


def actions_digest(setup_hash: str, actions: list[dict[str, Any]]) -> str:
    """final.actions_hash: SHA-256 of setup_hash then the action list's canonical JSON."""
    return hashlib.sha256((setup_hash + canonical_json(actions)).encode("ascii")).hexdigest()


# -- writing ------------------------------------------------------------------------------
def save_document(match: Match, seats: tuple[Seat, ...] | list[Seat] | None = None) -> dict[str, Any]:
    """The save document of a match as it stands now (finished or not), in format version 2.

    ValueError when `seats` does not fit the match or a seat would not load back (a name
    longer than 64 characters or holding a control character: core/saveschema.py)."""
    setup = match.setup
    seats = tuple(seats) if seats is not None else human_seats(setup.seats)
    if len(seats) != setup.seats:
        raise ValueError(f"{len(seats)} seat descriptions for a {setup.seats}-seat game")
    for i, seat in enumerate(seats):
        try:
            Seat.from_json(seat.to_json())
        except SchemaError as exc:
            raise ValueError(f"seat {i + 1} cannot be saved: {exc}") from None
    result = match.result()
    doc = _header(writer(), setup.game, match.rules.ruleset, seats, setup.seed, setup.seats, setup.decks,
                  dict(setup.options))
    actions = [a.to_json() for a in match.actions]
    setup_hash = setup_digest(doc)
    doc["actions"] = actions
    doc["final"] = {"steps": len(actions), "hash": match.state_hash(),
                    "result": None if result is None else result.to_json(),
                    "setup_hash": setup_hash, "actions_hash": actions_digest(setup_hash, actions)}
    progress = progress_of(match)
    if progress:
        doc["final"]["progress"] = progress
    return doc


def progress_of(match: Match) -> str | None:
    """Where the match stands in its game's words ("Turn 7", "Round 2": the table
    description's `progress`), as a save records it in final.progress for the save lists;
    None when the game does not say or says something a save could not hold. Display only:
    a failure here never stops a save."""
    try:
        text = match.game.table().progress(match.observation(None, with_log=False))
    except Exception:   # noqa: BLE001 -- a hint for the lists must never cost a save
        return None
    if not isinstance(text, str) or not text or len(text) > MAX_PROGRESS or has_unsafe(text):
        return None
    return text


def dumps_save(doc: dict[str, Any]) -> str:
    """The text of a save: one top-level key per line and one action per line (diffable)."""
    def dump(value: Any) -> str:
        return json.dumps(value, separators=(", ", ": "))

    lines = []
    last = len(doc) - 1
    for i, (key, value) in enumerate(doc.items()):
        comma = "," if i < last else ""
        if key == "actions" and value:
            body = ",\n".join("    " + dump(a) for a in value)
            lines.append(f"  {dump(key)}: [\n{body}\n  ]{comma}")
        else:
            lines.append(f"  {dump(key)}: {dump(value)}{comma}")
    return "{\n" + "\n".join(lines) + "\n}\n"


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write `text` to `path` so a reader sees the old file or the new one, never half of one.

    The text goes to a temporary file in the same directory, is fsynced, and replaces
    the target with os.replace (atomic on POSIX and Windows); the directory is fsynced
    too where the platform allows, so the rename itself survives a power cut.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if hasattr(os, "O_DIRECTORY"):
        with contextlib.suppress(OSError):
            dfd = os.open(target.parent, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
    return target


def save_match(match: Match, path: str | os.PathLike[str],
               seats: tuple[Seat, ...] | list[Seat] | None = None) -> Path:
    """Save `match` to `path` atomically; raise SaveError when the file cannot be written."""
    text = dumps_save(save_document(match, seats))
    try:
        return write_atomic(path, text)
    except OSError as exc:
        raise SaveError(path, f"cannot write the save: {exc.strerror or exc}") from None


# -- reading ------------------------------------------------------------------------------
def match_from_document(doc: Any, games: GameLookup, source: str = "<save>") -> tuple[Match, SaveInfo]:
    """Rebuild and verify the game a save document describes (`games` finds a Game by
    name); raise SaveError naming the problem."""

    def fail(problem: str) -> SaveError:
        return SaveError(source, problem)

    try:
        save = check_document(doc, writer())
    except SchemaError as exc:
        raise fail(str(exc)) from None
    try:
        spec = games(save.game)
    except KeyError as exc:
        raise fail(str(exc.args[0]) if exc.args else f"unknown game {save.game!r}") from None
    if save.ruleset != spec.rules.ruleset:
        raise fail(f"made with ruleset {save.ruleset!r}, but this program plays {spec.title} by ruleset "
                   f"{spec.rules.ruleset!r}: the game cannot be replayed here (open it with the version of the "
                   "program that made it)")
    if not spec.min_seats <= save.seat_count <= spec.max_seats:
        raise fail(f"{spec.title} is for {spec.min_seats} to {spec.max_seats} seats, the save has {save.seat_count}")
    try:
        options = spec.check_options(save.options, save.seat_count)
    except OptionError as exc:
        raise fail(str(exc)) from None

    setup = Setup(save.game, save.seed, save.seat_count, save.decks, dict(options))
    try:
        match = Match(spec, setup)
    except (DeckError, ValueError) as exc:
        raise fail(f"invalid setup: {exc}") from None
    except Exception as exc:   # a malformed setup must not escape as a traceback
        raise fail(f"invalid setup: {type(exc).__name__}: {exc}") from None
    for k, action in enumerate(save.actions, 1):
        try:
            violation = match.check(action)
        except Exception as exc:
            raise fail(f"step {k} could not be checked ({action}): {type(exc).__name__}: {exc}") from None
        if violation is not None:
            raise fail(f"step {k} is illegal: {violation.reason}")
        try:
            match.apply_trusted(action)
        except Exception as exc:
            raise fail(f"step {k} failed in the engine ({action}): {type(exc).__name__}: {exc}") from None

    got_hash = match.state_hash()
    if got_hash != save.hash:
        raise fail(f"state hash after step {len(save.actions)} does not match the save "
                   "(tampered or from a different engine)")
    result = match.result()
    got_result = None if result is None else result.to_json()
    if not _same_result(save.result, got_result):
        raise fail("'final.result' does not match the replayed game (tampered)")
    _check_digests(save, fail)
    info = SaveInfo(source, save.game, save.ruleset, save.version, save.seats, len(save.actions), got_hash,
                    got_result)
    return match, info


def _check_digests(save: CheckedSave, fail: Callable[[str], SaveError]) -> None:
    """Compare a version-2 save's setup and action digests with its contents."""
    if save.version < 2:
        return
    assert save.writer is not None
    setup_hash = setup_digest(_header(save.writer, save.game, save.ruleset, save.seats, save.seed,
                                      save.seat_count, save.decks, save.options))
    if setup_hash != save.setup_hash:
        raise fail("the header (seats, names, levels, seed, decks or options) does not match "
                   "'final.setup_hash': edited after the game was saved")
    if actions_digest(setup_hash, [a.to_json() for a in save.actions]) != save.actions_hash:
        raise fail("the action list does not match 'final.actions_hash': actions reordered or edited "
                   "after the game was saved")


def _same_result(saved: Any, replayed: dict[str, Any] | None) -> bool:
    """True when a save's closing result is the replayed game's. Saves written before
    results carried per-round scores lack "rounds"; the rest must match exactly."""
    if isinstance(saved, dict) and replayed is not None and "rounds" not in saved:
        replayed = {k: v for k, v in replayed.items() if k != "rounds"}
    return bool(saved == replayed)


def load_save(path: str | os.PathLike[str], games: GameLookup) -> tuple[Match, SaveInfo]:
    """Load a save, re-applying every action with legality checks and comparing the hash."""
    return match_from_document(read_document(path), games, str(path))


def verify_save(path: str | os.PathLike[str], games: GameLookup) -> dict[str, Any]:
    """The `replay --verify` report: {"ok", "steps", "hash", "error"} (+ "game", "result",
    "version": the save's format version, and "status": "ok", "unchecked" or "invalid").

    "ok" is true only for a save of the current format whose replay, hash and digests all
    check. A format-1 save that replays to its hash is "unchecked": "ok" false, "error"
    saying why (UNCHECKED_NOTICE), steps, hash and result filled in."""
    try:
        match, info = load_save(path, games)
    except SaveError as exc:
        return {"ok": False, "status": "invalid", "steps": None, "hash": None, "error": str(exc), "game": None,
                "result": None, "version": None}
    unchecked = not info.checked
    return {"ok": not unchecked, "status": "unchecked" if unchecked else "ok", "steps": info.steps,
            "hash": info.hash, "error": f"{path}: {UNCHECKED_NOTICE}" if unchecked else None, "game": info.game,
            "result": info.result, "version": info.version}


def user_saves_dir() -> Path:
    """Where the player's own saves live (the platform's user data dir, '.../tabletop/saves')."""
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False)) / "saves"
