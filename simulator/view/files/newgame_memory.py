"""What New game remembers between visits and runs: the last game, mode, bot level, number
of seats, teams, each game's decks and the people's names, in `config/newgame.json`.

The file is read as untrusted input (a regular file of at most 16 KB, JSON of bounded depth
and numbers): every field is checked and anything odd is simply forgotten (New game then
shows its defaults for it); a write that fails loses nothing but the memory."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ...core.saves import write_atomic
from ...core.untrusted import UnreadableFile, read_regular
from .storage import config_dir, loads_bounded

LIMIT = 16 * 1024              # bytes of the file
TEXT_LIMIT = 100               # characters of a deck or a person's name
MODES = ("bot", "hotseat")


def memory_path() -> Path:
    """The memory file."""
    return config_dir() / "newgame.json"


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= TEXT_LIMIT and value.isprintable() else None


def _int(value: Any, low: int, high: int) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high else None


def load(games: list[str], levels: int) -> dict[str, Any]:
    """The remembered choices that are still valid (only known games, modes and ranges);
    {} when there is no memory or it cannot be read."""
    try:
        raw = read_regular(memory_path(), LIMIT)
        data = loads_bounded(raw.decode("utf-8"), 4)
    except (FileNotFoundError, UnreadableFile, UnicodeDecodeError, ValueError, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    if data.get("game") in games:
        out["game"] = data["game"]
    if data.get("mode") in MODES:
        out["mode"] = data["mode"]
    for key, low, high in (("level", 0, levels - 1), ("seats", 2, 4)):
        value = _int(data.get(key), low, high)
        if value is not None:
            out[key] = value
    if isinstance(data.get("teams"), bool):
        out["teams"] = data["teams"]
    decks = data.get("decks")
    if isinstance(decks, dict):
        kept = {}
        for game in games:
            pair = decks.get(game)
            if isinstance(pair, list) and len(pair) == 2 and all(_text(d) for d in pair):
                kept[game] = [pair[0], pair[1]]
        out["decks"] = kept
    names = data.get("names")
    if isinstance(names, list) and len(names) <= 4 and all(_text(n) for n in names):
        out["names"] = list(names)
    return out


def save(memory: dict[str, Any]) -> str | None:
    """Remember New game's choices; None, or why they could not be written."""
    try:
        write_atomic(memory_path(), json.dumps(memory, indent=1) + "\n")
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
