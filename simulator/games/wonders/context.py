"""The working set every Wonders effect runs with (Ctx, the common EffectContext shape), the
op table the ops modules register into, and how the log names seats, cards and realms."""
from __future__ import annotations

from typing import Any

from ..common.effects import OpTable, QueueContext, player
from .cards import Card
from .state import WondersState

Op = dict[str, Any]
OPS = OpTable("wonders")   # filled by @op in the ops_* modules
op = OPS.op


def realm_name(r: int) -> str:
    """How players name a realm: "realm 3"."""
    return f"realm {r + 1}"


class Ctx(QueueContext[WondersState]):
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
        cards, kinds = self.cards, self.st.kinds      # name() written out: a list, not a generator
        return ", ".join([cards[kinds[i]].name for i in insts]) or "nothing"

    def pick_first(self, seat: int, src: int, op: Op, prompt: str, options: list[Any],
                   picks: list[Any] | None) -> None:
        """The first step of a two-step op: pick one of `options`; once picked, the op is
        queued again carrying it as "chosen" (nothing to pick: the op did nothing)."""
        if picks is None:
            picks = self.pick(seat, src, op, prompt, options, 1, 1)
            if picks is None:
                return
        if not picks:
            self.st.memo["did"] = False
            return
        self.push([(seat, src, {**op, "chosen": picks[0]})])

    def pick_realm(self, seat: int, src: int, op: Op, prompt: str, realms: list[int],
                   extra: tuple[tuple[int, str], ...] = ()) -> list[Any] | None:
        """Ask `seat` to pick one realm (answers labelled "Realm N", which the table puts on
        the realms themselves), plus any `extra` (value, label) answers such as "Stay"."""
        options = list(realms) + [v for v, _ in extra]
        labels = [realm_name(r).capitalize() for r in realms] + [label for _, label in extra]
        return self.pick(seat, src, op, prompt, options, 1, 1, by="value", labels=labels)


__all__ = ["OPS", "Ctx", "Op", "op", "player", "realm_name"]
