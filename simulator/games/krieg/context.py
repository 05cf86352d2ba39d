"""The working set every Krieg effect runs with (Ctx, the common EffectContext shape), the
op table the effect modules register into, and how the log names a seat."""
from __future__ import annotations

from typing import Any

from ..common.effects import OpTable, QueueContext, player
from .cards import Card
from .state import KriegState

Op = dict[str, Any]
OPS = OpTable("krieg")   # filled by @op in ops_field, ops_hand and ops_weather
op = OPS.op


class Ctx(QueueContext[KriegState]):
    """One apply() call's working set: the state, the card table, and the events emitted."""

    __slots__ = ()
    cards: tuple[Card, ...]

    def name(self, card: int) -> str:
        """A card's printed name."""
        return self.cards[card].name

    def names(self, cards: list[int] | tuple[int, ...]) -> str:
        """Card names joined for a log line."""
        return ", ".join(self.cards[c].name for c in cards) or "nothing"



__all__ = ["OPS", "Ctx", "Op", "op", "player"]
