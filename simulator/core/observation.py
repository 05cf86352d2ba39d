"""Observation: what one seat may know, in one shape for every game.

    Observation(game, seat, seats, decision, phase, result, log, part)

The header is the same for every game: the game's name; the observing seat (None: a
spectator who sees everything, for replays with "reveal all"); the number of seats; the
pending Decision (its picks only when it is the observer's own); the game's phase name;
the Result once the game is over; the log of Events so far (empty when the observation
is built from a bare state, as bots' search does). `part` is the game's own part, a
dataclass defined in the game's observe.py, documented there.

An observation is built only when asked for (the random bot never asks) and is
independent of the live state by construction: the header is immutable values, and a
game's part is built from fresh containers, so no edit of an observation can reach the
state it was taken from (tests/games/test_observation_independence.py proves it for every
game, many positions and every seat). Observations pickle, so the bot worker process
receives exactly what a bot in this process would.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from .decision import Decision
from .events import Event
from .game import Result


@dataclass(frozen=True, slots=True)
class Observation:
    """What `seat` may know now; see the module docstring."""

    game: str
    seat: int | None
    seats: int
    decision: Decision | None
    phase: str
    result: Result | None
    log: tuple[Event, ...]
    part: Any

    def with_log(self, events: Sequence[Event]) -> "Observation":
        """The same observation with the game log filled in (Events are immutable)."""
        return replace(self, log=tuple(events))


def make_observation(game: str, seat: int | None, seats: int, decision: Decision | None, phase: str,
                result: Result | None, part: Any) -> Observation:
    """An Observation with the common header; another seat's picks are left out."""
    if decision is not None and decision.picks and seat is not None and decision.seat != seat:
        decision = Decision(decision.seat, decision.kind, decision.prompt)
    return Observation(game, seat, seats, decision, phase, result, (), part)
