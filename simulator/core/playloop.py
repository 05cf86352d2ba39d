"""The one play loop: seated players (bots) play a match to its end, with an action cap.

Self-play, the arena, the bench and the conformance tests all play games through
`play_match`, so a game is played the same way everywhere: each player is asked for its
seat's decision with that seat's observation (built only for players that read one),
and every action is checked before it is applied.
"""
from __future__ import annotations

from typing import Callable, Protocol, Sequence

from .actions import Action
from .game import Game
from .match import Match
from .observation import Observation

MAX_ACTIONS = 20_000   # a game longer than this is an engine loop, reported as an error


class GameTooLong(RuntimeError):
    """A game that did not end within the action cap (an engine loop)."""


class Player(Protocol):
    """Anything that picks an action for a seat: the bots of simulator/bots."""

    reads_observation: bool

    def choose(self, game: Game, observation: Observation | None, seat: int, legal: list[Action]) -> Action:
        """One of `legal` for `seat`."""


def play_match(game: Game, match: Match, players: Sequence[Player], max_actions: int = MAX_ACTIONS,
               on_step: Callable[[Match], None] | None = None,
               on_decision: Callable[[int, float], None] | None = None,
               clock: Callable[[], float] | None = None) -> Match:
    """Let `players` (one per seat) play `match` to the end and return it.

    A player that reads observations gets its seat's (without the log); one that does
    not gets None and costs no observation. Every action is checked: an illegal choice
    raises IllegalAction; a game past `max_actions` raises GameTooLong. `on_step` runs
    after each action; `on_decision(seat, seconds)` reports each decision's time as
    measured by `clock` (the arena's decision times)."""
    while True:
        decision = match.decision()
        if decision is None:
            return match
        if len(match.actions) >= max_actions:
            raise GameTooLong(f"game not over after {max_actions} actions")
        seat = decision.seat
        player = players[seat]
        obs = match.observation(seat, with_log=False) if player.reads_observation else None
        legal = match.legal_actions()
        if clock is not None and on_decision is not None:
            t0 = clock()
            action = player.choose(game, obs, seat, legal)
            on_decision(seat, clock() - t0)
        else:
            action = player.choose(game, obs, seat, legal)
        match.apply(action)
        if on_step is not None:
            on_step(match)
