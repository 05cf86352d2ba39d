"""The working set every Wonders effect runs with (Ctx, the common EffectContext shape), the
op table the ops modules register into, and how the log names seats, cards and realms."""
from __future__ import annotations

from typing import Any

from ...core.choice import open_choice
from ..common.effects import EffectContext, OpTable, player
from .cards import Card
from .state import Task, WondersState

Op = dict[str, Any]
OPS = OpTable("wonders")   # filled by @op in the ops_* modules
op = OPS.op


def realm_name(r: int) -> str:
    """How players name a realm: "realm 3"."""
    return f"realm {r + 1}"


class Ctx(EffectContext[WondersState]):
    """One apply() call's working set: the state, the card table, and the events emitted."""

    __slots__ = ()
    cards: tuple[Card, ...]

    def card(self, inst: int) -> Card:
        """The card-table entry of an instance."""
        return self.cards[self.st.kinds[inst]]

    def name(self, inst: int) -> str:
        """A card's printed name."""
        return self.cards[self.st.kinds[inst]].name

    def names(self, insts: list[int] | tuple[int, ...]) -> str:
        """Card names joined for a log line."""
        return ", ".join(self.name(i) for i in insts) or "nothing"

    def pick(self, seat: int, src: int, op: Op, prompt: str, options: list[Any], lo: int, hi: int,
             by: str = "card", labels: list[str] | None = None) -> list[Any] | None:
        """Ask `seat` to pick lo..hi of options; the picks when forced, else None (the op is
        queued again and called with the picks once they are made)."""
        forced, choice = open_choice(seat, prompt, options, lo, hi, by, labels, card=src)
        if choice is None:
            return forced
        self.st.choice = choice
        self.st.tasks.insert(0, (seat, src, op))
        return None

    def push(self, tasks: list[Task]) -> None:
        """Run these tasks next, before the rest of the queue."""
        self.st.tasks[0:0] = tasks


__all__ = ["OPS", "Ctx", "Op", "op", "player", "realm_name"]
