"""The working set every Exodus effect runs with (Ctx, the common QueueContext shape), the
op table the ops modules register into, and how the log names players and cards."""
from __future__ import annotations

from typing import Any

from ..common.effects import OpTable, QueueContext
from .cards import Card
from .state import ExodusState

Op = dict[str, Any]
OPS = OpTable("exodus")   # filled by @op in the ops_* modules
op = OPS.op


def player(seat: int) -> str:
    """How the log names a seat."""
    return f"Player {seat + 1}"


def side_name(st: ExodusState, side: int) -> str:
    """How the log names a side: a player, or a team in 2v2."""
    if st.mode == "teams":
        return f"Team {'AB'[side]}"
    return player(side)


class Ctx(QueueContext[ExodusState]):
    """One apply() call's working set: the state, the card table, and the events emitted."""

    __slots__ = ()
    cards: tuple[Card, ...]

    def card(self, inst: int) -> Card:
        """The card-table entry of an instance (its back when it is flipped)."""
        st = self.st                      # face(), inlined: the rules ask this constantly
        c = self.cards[st.kinds[inst]]
        if c.back and inst in st.flipped:
            return face(self.cards, st, inst)
        return c

    def card_by_id(self, cid: str) -> Card:
        """A card-table entry by card id."""
        return self.cards[_BACKS[cid] if cid in _BACKS else _index(self.cards, cid)]

    def name(self, inst: int) -> str:
        """A card's printed name."""
        st = self.st                      # card(), inlined: every log line asks
        c = self.cards[st.kinds[inst]]
        if c.back and inst in st.flipped:
            return face(self.cards, st, inst).name
        return c.name

    def names(self, insts: list[int] | tuple[int, ...]) -> str:
        """Card names joined for a log line."""
        return ", ".join(self.name(i) for i in insts) or "nothing"


_BACKS: dict[str, int] = {}


def _index(cards: tuple[Card, ...], cid: str) -> int:
    for c in cards:
        if c.id == cid:
            _BACKS[cid] = c.index
            return c.index
    raise KeyError(cid)


def face(cards: tuple[Card, ...], st: ExodusState, inst: int) -> Card:
    """The side of a card instance that is up (a flipped double-sided card shows its back)."""
    c = cards[st.kinds[inst]]
    if c.back and inst in st.flipped:
        return cards[_BACKS[c.back] if c.back in _BACKS else _index(cards, c.back)]
    return c
