"""The games the simulator knows: the ordered list of game packages; nothing else.

Each name is a package under simulator/games/ that exports `GAME` (simulator.core.game.Game).
Adding a game is one line here, its package, and scenes/<name>.json.
"""
from __future__ import annotations

from importlib import import_module

from ..core.game import Game

GAMES: tuple[str, ...] = (
    "krieg",
    "eternal",
    "wonders",
    "exodus",
)


class UnknownGame(KeyError):
    """No game of that name; str() lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


def game_names() -> list[str]:
    """Registered game names, in menu order."""
    return list(GAMES)


def get_game(name: str) -> Game:
    """The GAME of a registered game package; raise UnknownGame with the known names."""
    if name not in GAMES:
        raise UnknownGame(f"unknown game '{name}' (known: {', '.join(GAMES)})")
    game = import_module(f"{__package__}.{name}").GAME
    if not isinstance(game, Game) or game.name != name:
        raise TypeError(f"simulator.games.{name} must export GAME, a Game named '{name}'")
    return game
