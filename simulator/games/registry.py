"""The games the simulator knows: name -> GameSpec (rules, decks, seats, evaluation)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..core.game import Rules, Setup
from ..core.match import Match


class UnknownGame(KeyError):
    """No game of that name; str() lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True)
class GameSpec:
    """Everything needed to start and judge games of one kind."""

    name: str
    title: str
    rules: Rules
    min_seats: int
    max_seats: int
    deck_names: tuple[str, ...]
    load_decks: Callable[[str, int], Any]
    evaluate: Callable[[Any, Any, int], float]
    supports_teams: bool = False
    notes: str = ""
    option_names: tuple[str, ...] = field(default_factory=tuple)

    def setup(self, seed: int, seats: int = 2, deck: str | None = None, **options: Any) -> Setup:
        """A Setup with the named (or default) decks."""
        decks = self.load_decks(deck or self.deck_names[0], seats)
        return Setup(self.name, seed, seats, decks, options)

    def new_match(self, seed: int, seats: int = 2, deck: str | None = None, **options: Any) -> Match:
        """A fresh Match of this game."""
        return Match(self.rules, self.setup(seed, seats, deck, **options))


def _krieg() -> GameSpec:
    from .krieg.cards import standard_decks
    from .krieg.evaluation import evaluate
    from .krieg.rules import DeckError, KriegRules

    def load(name: str, seats: int) -> Any:
        if name != "standard":
            raise DeckError(f"unknown Krieg deck '{name}' (known: standard)")
        return standard_decks()

    return GameSpec(
        name="krieg", title="Krieg Eterna", rules=KriegRules(), min_seats=2, max_seats=4,
        deck_names=("standard",), load_decks=load, evaluate=evaluate, supports_teams=True,
        notes="three shared decks (unit, power, King); 2-4 players, free-for-all or 2v2 teams",
        option_names=("teams", "first_seat"),
    )


def _eternal() -> GameSpec:
    from .eternal.decks import deck_names, load_decks
    from .eternal.evaluation import evaluate
    from .eternal.rules import EternalRules

    return GameSpec(
        name="eternal", title="Eternal Card Game", rules=EternalRules(), min_seats=2, max_seats=2,
        deck_names=deck_names(), load_decks=load_decks, evaluate=evaluate,
        notes="two players, 25 health, power and influence, the stack; a deck name, or two joined by '/'",
        option_names=("first_seat", "redraws", "autopass"),
    )


_FACTORIES: dict[str, Callable[[], GameSpec]] = {"krieg": _krieg, "eternal": _eternal}
_CACHE: dict[str, GameSpec] = {}


def game_names() -> list[str]:
    """Registered game names, in menu order."""
    return list(_FACTORIES)


def get_game(name: str) -> GameSpec:
    """The GameSpec of a game; raise UnknownGame with the known names."""
    if name not in _FACTORIES:
        raise UnknownGame(f"unknown game '{name}' (known: {', '.join(game_names())})")
    if name not in _CACHE:
        _CACHE[name] = _FACTORIES[name]()
    return _CACHE[name]
