"""Per-game presenters: the thin layer that tells the generic table what a game looks like."""
from __future__ import annotations

from .base import Presenter


TABLES = ("krieg", "eternal")   # games that have a table presenter and a scenes/<game>.json layout


def has_table(game: str) -> bool:
    """True when the game can be shown on the table."""
    return game in TABLES


def presenter_for(game: str) -> Presenter:
    """The presenter of a registered game."""
    if game == "krieg":
        from .krieg import KriegPresenter
        return KriegPresenter()
    if game == "eternal":
        from .eternal import EternalPresenter
        return EternalPresenter()
    raise KeyError(f"no table presenter for '{game}'")
