"""The working set every Krieg effect runs with (Ctx, the common EffectContext shape), the
op table the effect modules register into, and how the log names a seat."""
from __future__ import annotations

from typing import Any

from ...core.choice import open_choice
from ..common.effects import EffectContext, OpTable, player
from .cards import Card
from .state import KriegState

Op = dict[str, Any]
OPS = OpTable("krieg")   # filled by @op in ops_field, ops_hand and ops_weather
op = OPS.op


class Ctx(EffectContext[KriegState]):
    """One apply() call's working set: the state, the card table, and the events emitted."""

    __slots__ = ()
    cards: tuple[Card, ...]

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


__all__ = ["Ctx", "Op", "OPS", "op", "player"]
