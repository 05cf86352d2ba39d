"""Prebuilt decks shared by the games whose players each bring a deck: reading a game
package's decks/*.json once, and naming the two decks of a setup ("<deck>" for both
players, or "<deck>/<deck>")."""
from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from typing import Any

from ...core.game import DeckError

_PREBUILT: dict[str, dict[str, dict[str, Any]]] = {}


def prebuilt_decks(package: str) -> dict[str, dict[str, Any]]:
    """The decks shipped in a game package's decks/ folder, by their "name", in file-name
    order; read once per package."""
    found = _PREBUILT.get(package)
    if found is None:
        folder = resources.files(package).joinpath("decks")
        found = {}
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".json"):
                data = json.loads(entry.read_text(encoding="utf-8"))
                found[data["name"]] = data
        _PREBUILT[package] = found
    return found


def two_player_decks(name: str, seats: int, decks: dict[str, dict[str, Any]], game: str,
                     sections: dict[str, Callable[..., Any]]) -> dict[str, Any]:
    """The setup decks a deck name stands for: {"decks": [deck, deck]}, each holding its
    name, a copy of its "cards" and a copy of each other section (`sections`: section name
    -> the type that copies it and, called with no argument, gives its empty default)."""
    if seats != 2:
        raise DeckError(f"{game} is a game for two players")
    names = name.split("/")
    if len(names) == 1:
        names = names * 2
    for n in names:
        if n not in decks:
            raise DeckError(f"unknown {game} deck '{n}' (known: {', '.join(decks)})")
    return {"decks": [{"name": n, "cards": dict(decks[n]["cards"]),
                       **{k: kind(decks[n].get(k, kind())) for k, kind in sections.items()}} for n in names]}
