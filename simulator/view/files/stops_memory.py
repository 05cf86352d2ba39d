"""The phase stops a player set on the table (session/priority.py), per game, remembered in
`config/stops.json` as {game: [phase keys]}.

The file is read as untrusted input (a regular file of at most 4 KB, JSON of bounded
depth): a game's entry is kept only when it is a short list of short phase names, and the
game's own phases are checked again where it is used (priority.default_stops); a file that
cannot be read or written loses nothing but the memory."""
from __future__ import annotations

import json
from pathlib import Path

from ...core.saves import write_atomic
from ...core.untrusted import UnreadableFile, read_regular
from .storage import config_dir, loads_bounded

LIMIT = 4 * 1024            # bytes of the file
NAME_LIMIT = 40             # characters of a game's or a phase's name
PHASES_LIMIT = 16           # phases of one game


def stops_path() -> Path:
    """The memory file."""
    return config_dir() / "stops.json"


def _names(value: object) -> list[str] | None:
    if not isinstance(value, list) or len(value) > PHASES_LIMIT:
        return None
    if not all(isinstance(v, str) and 0 < len(v) <= NAME_LIMIT and v.isprintable() for v in value):
        return None
    return list(value)


def load_all() -> dict[str, list[str]]:
    """Every game's remembered stops that read well ({} when there is no memory)."""
    try:
        data = loads_bounded(read_regular(stops_path(), LIMIT).decode("utf-8"), 3)
    except (FileNotFoundError, UnreadableFile, UnicodeDecodeError, ValueError, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    out: dict[str, list[str]] = {}
    for game, value in data.items():
        names = _names(value)
        if isinstance(game, str) and len(game) <= NAME_LIMIT and names is not None:
            out[game] = names
    return out


def load(game: str) -> list[str] | None:
    """The stops remembered for `game`, or None when none were set."""
    return load_all().get(game)


def save(game: str, stops: list[str]) -> str | None:
    """Remember `game`'s stops; None, or why they could not be written."""
    memory = load_all()
    memory[game] = sorted(stops)
    try:
        write_atomic(stops_path(), json.dumps(memory, indent=1) + "\n")
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
