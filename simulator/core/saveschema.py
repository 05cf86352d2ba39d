"""The save schema: every field's type and range, checked before any game code runs.

`check_document` takes a parsed save (any JSON value) and returns a `CheckedSave` of
typed, bounded values, or raises SchemaError naming the field. The bounds are far above
any real game and small enough that nothing built from a checked save can be large:

- integers: the seed within 64 bits (-2**63 .. 2**64-1), seat_count 1..MAX_SEATS (8; the game
  narrows it), steps 0..MAX_SAVE_ACTIONS (100,000), action fields within 32 bits, a bot
  level 0..999, every other integer (decks, options, results) within 64 bits;
- strings: no control characters, separators, bidi overrides or lone surrogates (core/text.py
  `has_unsafe`), and short: a seat name 1..64 characters, a game, ruleset or action kind
  at most 32, an action's choice, a card id or a deck name at most 64, a result's text at
  most 1,000;
- lists and objects: seats exactly seat_count; at most MAX_SAVE_ACTIONS actions; options
  at most 32 entries of scalars; decks at most 4,096 values in all (the games then check
  card counts before they expand anything), a result at most 4,096; no fractional numbers
  anywhere (a save holds none); no key the format does not define.

Why hand-written checks and not a validation library. The candidates were pydantic
(2.8 MB of wheels, 7.7 MB installed, four more packages, one compiled), jsonschema (0.6 MB
of wheels, 2.6 MB installed, five more packages, one compiled) and msgspec (0.2 MB, one
compiled package). A library validates a document once it is parsed, but most of what
makes a hostile save dangerous happens before or during parsing, where none of them helps
(size, file kind, nesting, digit counts: core/savefile.py). Of the rest, their decoders
accept duplicate keys (the last one silently wins: tried with msgspec and pydantic-core;
jsonschema uses json, the same), none refuses control characters or lone surrogates in
strings without a custom validator per field, pydantic-core parses NaN, and msgspec calls
"\\ud800" "Input data was truncated". What is left is one schema of about twenty fields
whose checks are a few small functions here, no longer than a pydantic model with the
validators it would need; so the program keeps its three dependencies (pygame-ce, pymunk,
platformdirs), and every message is a plain sentence naming the field.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .savefile import MAX_DEPTH, MAX_SAVE_ACTIONS
from .text import has_unsafe, quote

FORMAT = "tabletop-save"
VERSIONS = (1, 2)              # the format versions this program reads; it writes the last
SEAT_KINDS = ("human", "bot")
MAX_SEATS = 8
MAX_NAME = 64                  # a seat's name (a person's name, or a bot spec like "search:1")
MAX_WORD = 32                  # a game, ruleset, action kind, option name, level word
MAX_CHOICE = 64                # an action's choice word, a card id, a deck name
MAX_RESULT_TEXT = 1000         # a result's summary sentence
MAX_LEVEL = 999
MAX_OPTIONS = 32
MAX_DECK_VALUES = 4096         # every value in 'decks' (an Eternal setup has about 600)
MAX_RESULT_VALUES = 4096
ACTION_INT = 2 ** 31           # action fields lie in -2**31 .. 2**31-1
INT64 = 2 ** 63
_HASH = re.compile(r"[0-9a-f]{64}")

_HEADER_KEYS = ("format", "version", "game", "ruleset", "seats", "seed", "seat_count", "decks", "options")
KEYS = {1: _HEADER_KEYS + ("actions", "final"),
        2: ("format", "version", "writer") + _HEADER_KEYS[2:] + ("actions", "final")}
FINAL_KEYS = {1: ("steps", "hash", "result"), 2: ("steps", "hash", "result", "setup_hash", "actions_hash")}
# "progress": where the game stood, in the game's words ("Turn 7"), for the save lists to show
# without replaying; display only (not covered by the digests, never compared on load)
FINAL_OPTIONAL = ("progress",)
_SEAT_KEYS = ("kind", "name", "level")
_ACTION_KEYS = ("kind", "seat", "card", "target", "choice")


class SchemaError(ValueError):
    """A save field of the wrong type or out of range; the message names the field."""


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
    def from_json(cls, data: Any) -> Seat:
        """Build a Seat from `to_json` output; raise ValueError (SchemaError) naming what is wrong."""
        obj = _object(data, "a seat", required=("kind", "name"), optional=("level",))
        kind = obj["kind"]
        if kind not in SEAT_KINDS:
            raise SchemaError(f"seat kind must be 'human' or 'bot', got {quote(kind)}")
        name = _text(obj["name"], "seat 'name'", MAX_NAME, empty=False)
        level = obj.get("level")
        if isinstance(level, str):
            level = _text(level, "seat 'level'", MAX_WORD)
        elif level is not None:
            level = _int(level, "seat 'level'", 0, MAX_LEVEL, "an integer, a string or null")
        return cls(kind, name, level)


@dataclass(frozen=True)
class CheckedSave:
    """A save document whose every field has been type- and range-checked."""

    version: int
    writer: str | None
    game: str
    ruleset: str
    seats: tuple[Seat, ...]
    seed: int
    seat_count: int
    decks: Any
    options: dict[str, Any]
    actions: list[Action]
    steps: int
    hash: str
    result: dict[str, Any] | None
    setup_hash: str | None
    actions_hash: str | None


# -- small checks ---------------------------------------------------------------------------
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: Any, what: str, lo: int, hi: int, kind: str = "an integer") -> int:
    if not _is_int(value):
        raise SchemaError(f"{what} must be {kind}, got {quote(value)}")
    if not lo <= value <= hi:
        raise SchemaError(f"{what} must be between {lo} and {hi}, got {quote(value)}")
    return int(value)


def _text(value: Any, what: str, limit: int, empty: bool = True) -> str:
    if not isinstance(value, str):
        raise SchemaError(f"{what} must be a string, got {quote(value)}")
    if len(value) > limit:
        raise SchemaError(f"{what} is {len(value):,} characters long; at most {limit}")
    if not value and not empty:
        raise SchemaError(f"{what} is empty")
    if has_unsafe(value):
        raise SchemaError(f"{what} holds a control character or a lone surrogate: {quote(value)}")
    return value


def _object(value: Any, what: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SchemaError(f"{what} must be an object, got {quote(value)}")
    unknown = [k for k in value if k not in required and k not in optional]
    if unknown:
        raise SchemaError(f"{what} has unknown key{'s' if len(unknown) > 1 else ''} "
                          f"{', '.join(quote(k) for k in unknown[:3])}")
    missing = [k for k in required if k not in value]
    if missing:
        raise SchemaError(f"{what} is missing {', '.join(repr(k) for k in missing)}")
    return value


def _list(value: Any, what: str, limit: int) -> list[Any]:
    if not isinstance(value, list):
        raise SchemaError(f"{what} must be a list, got {quote(value)}")
    if len(value) > limit:
        raise SchemaError(f"{what} holds {len(value):,} entries; at most {limit:,}")
    return value


def plain_json(value: Any, what: str, max_values: int, max_text: int) -> None:
    """Check a free-form JSON value ('decks', a result): only JSON types, no fractions,
    integers within 64 bits, short plain strings, at most MAX_DEPTH deep and `max_values`
    values in all."""
    count = 0

    def walk(v: Any, where: str, depth: int) -> None:
        nonlocal count
        count += 1
        if count > max_values:
            raise SchemaError(f"{what} holds more than {max_values:,} values")
        if depth > MAX_DEPTH:
            raise SchemaError(f"{what} is nested more than {MAX_DEPTH} deep")
        if v is None or isinstance(v, bool):
            return
        if _is_int(v):
            _int(v, where, -INT64, 2 * INT64 - 1)
        elif isinstance(v, str):
            _text(v, where, max_text)
        elif isinstance(v, list):
            for i, item in enumerate(v):
                walk(item, f"{where}[{i}]", depth + 1)
        elif isinstance(v, dict):
            for key, item in v.items():
                if not isinstance(key, str):
                    raise SchemaError(f"{where} has a key that is not a string")
                _text(key, f"a key of {where}", max_text)
                walk(item, f"{where}.{key}", depth + 1)
        elif isinstance(v, float):
            raise SchemaError(f"{where} is the fractional number {quote(v)}; a save holds whole numbers only")
        else:
            raise SchemaError(f"{where} is {quote(v)}, not a JSON value")

    walk(value, what, 1)


# -- the document ---------------------------------------------------------------------------
def check_version(doc: Any, current: str) -> int:
    """The format version of a save document, after its 'format' key; SchemaError for a
    document that is not a save or a version this program does not read (`current`
    names this program, for the message)."""
    if not isinstance(doc, dict):
        raise SchemaError(f"not a save: the document is a JSON {type(doc).__name__}, not an object")
    if "format" not in doc:
        raise SchemaError(f"not a save: no 'format' key (expected \"{FORMAT}\")")
    if doc["format"] != FORMAT:
        raise SchemaError(f"not a save: format is {quote(doc['format'])}, expected \"{FORMAT}\"")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SchemaError(f"save version must be an integer, got {quote(version)}")
    readable = f"versions {VERSIONS[0]} to {VERSIONS[-1]}"
    if version > VERSIONS[-1]:
        writer = doc.get("writer")
        by = (f"it was written by {writer}" if isinstance(writer, str) and len(writer) <= MAX_NAME
              and not has_unsafe(writer) else "it was written by a newer program")
        raise SchemaError(f"save version {quote(version)} is newer than this program ({current}) reads "
                          f"({readable}): {by}; update tabletop to load it")
    if version not in VERSIONS:
        raise SchemaError(f"unsupported save version {quote(version)} (this program reads {readable}); "
                          "no program ever wrote it: the file is damaged or not a tabletop save")
    return int(version)


def _action(raw: Any, seat_count: int) -> Action:
    obj = _object(raw, "the action", required=("kind", "seat"), optional=_ACTION_KEYS)
    kind = _text(obj["kind"], "action 'kind'", MAX_WORD, empty=False)
    seat = _int(obj["seat"], "action 'seat'", 0, seat_count - 1)
    fields: list[int | None] = []
    for key in ("card", "target"):
        value = obj.get(key)
        fields.append(None if value is None else _int(value, f"action field '{key}'", -ACTION_INT, ACTION_INT - 1))
    choice = obj.get("choice")
    if isinstance(choice, str):
        choice = _text(choice, "action field 'choice'", MAX_CHOICE)
    elif choice is not None:
        choice = _int(choice, "action field 'choice'", -ACTION_INT, ACTION_INT - 1, "a string or an integer")
    return Action(kind, seat, fields[0], fields[1], choice)


def _options(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise SchemaError(f"'options' must be an object, got {quote(raw)}")
    if len(raw) > MAX_OPTIONS:
        raise SchemaError(f"'options' holds {len(raw):,} entries; at most {MAX_OPTIONS}")
    for key, value in raw.items():
        _text(key, "an option name", MAX_WORD)
        where = f"option {quote(key)}"
        if isinstance(value, str):
            _text(value, where, MAX_CHOICE)
        elif value is not None and not isinstance(value, bool):
            _int(value, where, -INT64, INT64 - 1, "true, false, a whole number or a string")
    return dict(raw)


def check_document(doc: Any, current: str) -> CheckedSave:
    """Every field of a save document checked by type and range (module docstring);
    SchemaError naming the first bad field. `current` names this program for messages."""
    version = check_version(doc, current)
    keys = KEYS[version]
    unknown = [k for k in doc if k not in keys]
    if unknown:
        raise SchemaError(f"unknown key{'s' if len(unknown) > 1 else ''} "
                          f"{', '.join(quote(k) for k in unknown[:3])} (save version {version})")
    missing = [k for k in keys if k not in doc]
    if missing:
        raise SchemaError(f"missing key{'s' if len(missing) > 1 else ''} {', '.join(repr(k) for k in missing)}")

    writer = _text(doc["writer"], "'writer'", MAX_NAME) if version >= 2 else None
    game = _text(doc["game"], "'game'", MAX_WORD, empty=False)
    ruleset = _text(doc["ruleset"], "'ruleset'", MAX_WORD, empty=False)
    seed = _int(doc["seed"], "'seed'", -INT64, 2 * INT64 - 1)
    seat_count = _int(doc["seat_count"], "'seat_count'", 1, MAX_SEATS)
    seats_raw = _list(doc["seats"], "'seats'", MAX_SEATS)
    if len(seats_raw) != seat_count:
        raise SchemaError(f"'seats' describes {len(seats_raw)} seats but 'seat_count' is {seat_count}")
    seats = []
    for i, raw in enumerate(seats_raw):
        try:
            seats.append(Seat.from_json(raw))
        except SchemaError as exc:
            raise SchemaError(f"seat {i + 1}: {exc}") from None
    plain_json(doc["decks"], "'decks'", MAX_DECK_VALUES, MAX_CHOICE)
    options = _options(doc["options"])

    actions_raw = _list(doc["actions"], "'actions'", MAX_SAVE_ACTIONS)
    actions = []
    for k, raw in enumerate(actions_raw, 1):
        try:
            actions.append(_action(raw, seat_count))
        except SchemaError as exc:
            raise SchemaError(f"step {k} is not a valid action: {exc}") from None

    final = _object(doc["final"], "'final'", required=FINAL_KEYS[version], optional=FINAL_OPTIONAL)
    if "progress" in final:
        _text(final["progress"], "'final.progress'", MAX_CHOICE)
    steps = _int(final["steps"], "'final.steps'", 0, MAX_SAVE_ACTIONS, "a non-negative integer")
    hashes = {}
    for key in FINAL_KEYS[version]:
        if key.endswith("hash"):
            value = final[key]
            if not isinstance(value, str) or not _HASH.fullmatch(value):
                raise SchemaError(f"'final.{key}' must be 64 lowercase hex digits, got {quote(value, 70)}")
            hashes[key] = value
    result = final["result"]
    if result is not None:
        if not isinstance(result, dict):
            raise SchemaError(f"'final.result' must be an object or null, got {quote(result)}")
        plain_json(result, "'final.result'", MAX_RESULT_VALUES, MAX_RESULT_TEXT)
    if steps != len(actions):
        why = " (truncated or edited)" if steps > len(actions) else " (edited)"
        raise SchemaError(f"'final.steps' says {steps} actions but the save holds {len(actions)}{why}")
    return CheckedSave(version, writer, game, ruleset, tuple(seats), seed, seat_count, doc["decks"], options,
                       actions, steps, hashes["hash"], result, hashes.get("setup_hash"), hashes.get("actions_hash"))
