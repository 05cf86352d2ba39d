"""Saves: one JSON document per game (setup + actions + closing hash), written atomically, loaded verified.

A save holds what fixes a game (game, ruleset, seed, seat count, decks, options), who
sat where, every action taken, and a closing snapshot: the step count, the state hash
and the result. Loading re-applies every action with full legality checks and compares
the hash, so a save either loads into exactly the game that was saved or fails with a
SaveError whose message is one line naming the file and the problem.

Step numbers in messages are 1-based: "step 17" is the 17th action of the save.

Core knows no game: loading takes the game lookup (name -> Game) as a parameter, which
callers pass as `simulator.games.registry.get_game`; an unknown game is a KeyError of the
lookup, reported as one line.
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from .actions import Action
from .game import DeckError, GameLookup, OptionError, Setup
from .match import Match

FORMAT = "tabletop-save"
VERSION = 1
SEAT_KINDS = ("human", "bot")
_KEYS = ("format", "version", "game", "ruleset", "seats", "seed", "seat_count", "decks",
         "options", "actions", "final")
_FINAL_KEYS = ("steps", "hash", "result")
_CUT_TAIL = re.compile(r"[-+.eE0-9]*|t(r(ue?)?)?|f(a(l(se?)?)?)?|n(u(ll?)?)?")


class SaveError(Exception):
    """A save that cannot be written, read or trusted; str() is one line: 'file: problem'."""

    def __init__(self, source: str | os.PathLike[str], problem: str) -> None:
        self.source = str(source)
        self.problem = " ".join(problem.split())   # one line, always
        super().__init__(f"{self.source}: {self.problem}")


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a human (by name) or a bot (by bot name and level)."""

    kind: str
    name: str
    level: int | str | None = None

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict."""
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> "Seat":
        """Build a Seat from `to_json` output; raise ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"a seat must be an object, got {type(data).__name__}")
        kind, name, level = data.get("kind"), data.get("name"), data.get("level")
        if kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be 'human' or 'bot', got {kind!r}")
        if not isinstance(name, str):
            raise ValueError("seat needs a string 'name'")
        if level is not None and (not isinstance(level, (int, str)) or isinstance(level, bool)):
            raise ValueError("seat 'level' must be an integer, a string or null")
        return cls(kind, name, level)


def human_seats(count: int) -> tuple[Seat, ...]:
    """Default seats: humans called Player 1..N."""
    return tuple(Seat("human", f"Player {i + 1}") for i in range(count))


@dataclass(frozen=True)
class SaveInfo:
    """What a loaded save says about itself, beyond the Match it rebuilds."""

    source: str
    game: str
    ruleset: str
    version: int
    seats: tuple[Seat, ...]
    steps: int
    hash: str
    result: dict[str, Any] | None


# -- writing ------------------------------------------------------------------------------
def save_document(match: Match, seats: tuple[Seat, ...] | list[Seat] | None = None) -> dict[str, Any]:
    """The save document of a match as it stands now (finished or not)."""
    setup = match.setup
    seats = tuple(seats) if seats is not None else human_seats(setup.seats)
    if len(seats) != setup.seats:
        raise ValueError(f"{len(seats)} seat descriptions for a {setup.seats}-seat game")
    result = match.result()
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": setup.game,
        "ruleset": match.rules.ruleset,
        "seats": [s.to_json() for s in seats],
        "seed": setup.seed,
        "seat_count": setup.seats,
        "decks": setup.decks,
        "options": dict(setup.options),
        "actions": [a.to_json() for a in match.actions],
        "final": {"steps": len(match.actions), "hash": match.state_hash(),
                  "result": None if result is None else result.to_json()},
    }


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
def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and parse a save file (no game checks yet); raise SaveError on any failure."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except IsADirectoryError:
        raise SaveError(path, "is a directory, not a save file") from None
    except OSError as exc:
        raise SaveError(path, f"cannot read the file: {exc.strerror or exc}") from None
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "not a save: the file is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # the parser stopped at the end, inside a string that never closes, or on the start
        # of a word or number that the end of the file cut short: the end is missing
        cut = exc.msg.startswith("Unterminated string") or _CUT_TAIL.fullmatch(text[exc.pos:].rstrip())
        hint = " (the file is truncated)" if cut else ""
        raise SaveError(path, f"not valid JSON{hint}: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise SaveError(path, "not a save: JSON nested too deeply") from None
    if not isinstance(data, dict):
        raise SaveError(path, f"not a save: the document is a JSON {type(data).__name__}, not an object")
    return data


def _int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def match_from_document(doc: Any, games: GameLookup, source: str = "<save>") -> tuple[Match, SaveInfo]:
    """Rebuild and verify the game a save document describes (`games` finds a Game by
    name); raise SaveError naming the problem."""

    def fail(problem: str) -> SaveError:
        return SaveError(source, problem)

    if not isinstance(doc, dict):
        raise fail(f"not a save: the document is a JSON {type(doc).__name__}, not an object")
    if "format" not in doc:
        raise fail(f"not a save: no 'format' key (expected \"{FORMAT}\")")
    if doc["format"] != FORMAT:
        raise fail(f"not a save: format is {doc['format']!r}, expected \"{FORMAT}\"")
    version = doc.get("version")
    if not _int(version):
        raise fail(f"save version must be an integer, got {version!r}")
    if version > VERSION:
        raise fail(f"save version {version} is newer than this program reads (version {VERSION}); update the program")
    if version != VERSION:
        raise fail(f"unsupported save version {version} (this program reads version {VERSION})")
    missing = [k for k in _KEYS if k not in doc]
    if missing:
        raise fail(f"missing key{'s' if len(missing) > 1 else ''} {', '.join(repr(k) for k in missing)}")

    game = doc["game"]
    if not isinstance(game, str):
        raise fail("'game' must be a string")
    try:
        spec = games(game)
    except KeyError as exc:
        raise fail(str(exc.args[0]) if exc.args else f"unknown game {game!r}") from None
    ruleset = doc["ruleset"]
    if ruleset != spec.rules.ruleset:
        raise fail(f"made with ruleset {ruleset!r}; this program plays {game} by ruleset "
                   f"{spec.rules.ruleset!r}")
    seed, seat_count, options = doc["seed"], doc["seat_count"], doc["options"]
    if not _int(seed):
        raise fail("'seed' must be an integer")
    if not _int(seat_count):
        raise fail("'seat_count' must be an integer")
    if not spec.min_seats <= seat_count <= spec.max_seats:
        raise fail(f"{spec.title} is for {spec.min_seats} to {spec.max_seats} seats, the save has {seat_count}")
    if not isinstance(options, dict):
        raise fail("'options' must be an object")
    try:
        options = spec.check_options(options, seat_count)
    except OptionError as exc:
        raise fail(str(exc)) from None
    if not isinstance(doc["seats"], list):
        raise fail("'seats' must be a list")
    if len(doc["seats"]) != seat_count:
        raise fail(f"'seats' describes {len(doc['seats'])} seats but 'seat_count' is {seat_count}")
    seats = []
    for i, raw in enumerate(doc["seats"]):
        try:
            seats.append(Seat.from_json(raw))
        except ValueError as exc:
            raise fail(f"seat {i + 1}: {exc}") from None

    actions_raw = doc["actions"]
    if not isinstance(actions_raw, list):
        raise fail("'actions' must be a list")
    actions = []
    for k, raw in enumerate(actions_raw, 1):
        try:
            actions.append(Action.from_json(raw))
        except ValueError as exc:
            raise fail(f"step {k} is not a valid action: {exc}") from None

    final = doc["final"]
    if not isinstance(final, dict):
        raise fail("'final' must be an object")
    missing = [k for k in _FINAL_KEYS if k not in final]
    if missing:
        raise fail(f"'final' is missing {', '.join(repr(k) for k in missing)}")
    steps, want_hash = final["steps"], final["hash"]
    if not _int(steps) or steps < 0:
        raise fail("'final.steps' must be a non-negative integer")
    if not isinstance(want_hash, str):
        raise fail("'final.hash' must be a string")
    if steps != len(actions):
        why = " (truncated or edited)" if steps > len(actions) else " (edited)"
        raise fail(f"'final.steps' says {steps} actions but the save holds {len(actions)}{why}")

    setup = Setup(game, seed, seat_count, doc["decks"], dict(options))
    try:
        match = Match(spec, setup)
    except (DeckError, ValueError) as exc:
        raise fail(f"invalid setup: {exc}") from None
    except Exception as exc:   # a malformed setup must not escape as a traceback
        raise fail(f"invalid setup: {type(exc).__name__}: {exc}") from None
    for k, action in enumerate(actions, 1):
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
    if got_hash != want_hash:
        raise fail(f"state hash after step {len(actions)} does not match the save "
                   "(tampered or from a different engine)")
    result = match.result()
    got_result = None if result is None else result.to_json()
    if not _same_result(final["result"], got_result):
        raise fail("'final.result' does not match the replayed game (tampered)")
    info = SaveInfo(source, game, ruleset, version, tuple(seats), len(actions), got_hash, got_result)
    return match, info


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
    """The `replay --verify` report: {"ok", "steps", "hash", "error"} (+ "game", "result")."""
    try:
        match, info = load_save(path, games)
    except SaveError as exc:
        return {"ok": False, "steps": None, "hash": None, "error": str(exc), "game": None, "result": None}
    return {"ok": True, "steps": info.steps, "hash": info.hash, "error": None, "game": info.game,
            "result": info.result}


def user_saves_dir() -> Path:
    """Where the player's own saves live (the platform's user data dir, '.../tabletop/saves')."""
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False)) / "saves"
