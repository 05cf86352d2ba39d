"""The one play loop: seated players (bots) play a match to its end, with an action cap."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from .match import Match

MAX_ACTIONS = 20_000   # a game longer than this is an engine loop, reported as an error


class GameTooLong(RuntimeError):
    """A game that did not end within the action cap (an engine loop)."""


def play_match(game: Any, match: Match, players: Sequence[Any], max_actions: int = MAX_ACTIONS,
               on_step: Callable[[Match], None] | None = None) -> Match:
    """Let `players` (one per seat) play `match` to the end; each sees its observation only.

    Every action is checked: a player's illegal choice raises IllegalAction."""
    rules, evaluate = game.rules, game.evaluate
    while True:
        decision = match.decision()
        if decision is None:
            return match
        if len(match.actions) >= max_actions:
            raise GameTooLong(f"game not over after {max_actions} actions")
        seat = decision.seat
        action = players[seat].choose(rules, match.observation(seat), seat, match.legal_actions(), evaluate)
        match.apply(action)
        if on_step is not None:
            on_step(match)
