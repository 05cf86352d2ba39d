"""Rematch: the same game again at the same table (the same people and bots, the same
decks and options) with a new seed, or with the seats swapped so that everybody moves one
seat on and keeps their own deck (in a two-player game: you play the other side)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...core.match import Match
from .game import GameSession


def rematch_setup(match: Match, seed: int, swap: bool = False) -> Any:
    """The setup of a rematch of `match`: a new seed; with `swap`, each seat's deck moves
    one seat on with its player (the game's decklist format knows how its setup holds one
    deck per seat; a game with shared decks keeps them)."""
    setup = replace(match.setup, seed=seed)
    fmt = match.game.capabilities.decklist
    if swap and fmt is not None and fmt.per_seat:
        decks = fmt.seat_decks(setup.decks)
        if len(decks) == setup.seats:
            setup = replace(setup, decks=fmt.combine(decks[-1:] + decks[:-1], setup.seats))
    return setup


def rematch(session: GameSession, seed: int, swap: bool = False, autosave: Any = None) -> GameSession:
    """A fresh session: the same game, seats and decks as `session` with a new seed; with
    `swap`, every seat (person or bot, with its deck) moves one seat on. `autosave`: the
    new game's autosave slot (None: none)."""
    match = session.match
    seats = list(session.seats)
    if swap:
        seats = seats[-1:] + seats[:-1]
    fresh = GameSession(Match(match.game, rematch_setup(match, seed, swap)), seats, autosave, session.worker)
    fresh.autosave()
    return fresh


def next_seed(seed: int, now: float | None = None) -> int:
    """A seed for a rematch: from the clock when there is one (a different deal each time),
    else the next one after `seed` (headless runs and tests stay reproducible)."""
    if now is None:
        return (seed + 1) % 2_147_483_647
    return int(now * 1000) % 1_000_000_007
