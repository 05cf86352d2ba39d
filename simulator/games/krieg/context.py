"""The working set every Krieg effect runs with (Ctx), and how the log names a seat."""
from __future__ import annotations

from typing import Any

from ...core.choice import open_choice
from ...core.events import Event
from .cards import Card
from .state import KriegState

Op = dict[str, Any]


class Ctx:
    """One apply() call's working set: the state, the card table, and the events emitted."""

    __slots__ = ("st", "cards", "events")

    def __init__(self, st: KriegState, cards: tuple[Card, ...]) -> None:
        self.st = st
        self.cards = cards
        self.events: list[Event] = []

    def log(self, kind: str, text: str, seat: int | None = None, cards: tuple[int, ...] = ()) -> None:
        """Emit an event for the game log."""
        self.events.append(Event(kind, text, seat, cards))

    def name(self, card: int) -> str:
        """A card's printed name."""
        return self.cards[card].name

    def names(self, cards: list[int] | tuple[int, ...]) -> str:
        """Card names joined for a log line."""
        return ", ".join(self.cards[c].name for c in cards) or "nothing"

    def pick(self, seat: int, card: int, op: Op, prompt: str, options: list[Any], lo: int, hi: int,
             by: str = "card", labels: list[str] | None = None) -> list[Any] | None:
        """Ask `seat` to pick lo..hi of options; return the picks when forced, else None."""
        forced, choice = open_choice(seat, prompt, options, lo, hi, by, labels, card=card)
        if choice is None:
            return forced
        self.st.choice = choice
        self.st.tasks.insert(0, (seat, card, op))
        return None

    def push(self, tasks: list[tuple[int, int, Op]]) -> None:
        """Run these tasks next, before the rest of the queue."""
        self.st.tasks[0:0] = tasks


def player(seat: int) -> str:
    """How the log names a seat."""
    return f"Player {seat + 1}"
