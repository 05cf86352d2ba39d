"""A game that has run dry (params.LENGTH_BOUND, `dry_end`): no energy is left anywhere but
the graveyards, and energy never leaves a graveyard (a Deck Recycle leaves it there, DESIGN
"Where the rules are silent"; every card that brings energy back needs a creature in play or
energy to pay). No creature can be summoned or stay in play and no cost can be paid, so the
game can only wait for the turn limit. It ends instead once every player still in has had a
whole turn since it ran dry with no Life Points changing (the few free cards that still
change Life Points, such as Madness Settles or a revealed Harbinger Mushroom, get that round),
decided as at the turn limit: the most Life Points, then 004 Eeventide's tiebreak."""
from __future__ import annotations

from typing import Any

from .field import seats_of_side
from .state import ExodusState

DRY = "dry"
"""The memo key: [the turn the game was first seen dry at its end, the Life Points then]."""


def ran_dry(st: ExodusState, cards: Any) -> bool:
    """Whether no energy is left outside the graveyards: no pile on any field, and no energy in
    an Energy Deck, a hand, beneath a Main Deck or under a card (a card of unknown kind
    counts as energy)."""
    if any(st.piles[s] for s in range(st.n)) or any(st.edeck[s] for s in range(st.n)):
        return False
    kinds = st.kinds

    def energy(c: int) -> bool:
        return kinds[c] < 0 or cards[kinds[c]].is_energy

    for s in range(st.n):
        if any(energy(c) for c in st.hand[s]) or any(energy(c) for c in st.beneath[s]):
            return False
    return not any(energy(c) for held in st.under.values() for c in held)


def dry_round_over(st: ExodusState, cards: Any) -> bool:
    """At the end of a turn: whether the game has been dry, with the same Life Points, since
    the end of a turn at least a whole round ago (every player still in has had a turn since).
    Marks the turn the game is first seen dry (or dry with new Life Points) in the memo."""
    if not ran_dry(st, cards):
        st.memo.pop(DRY, None)
        return False
    mark = st.memo.get(DRY)
    life = list(st.life)
    if not (isinstance(mark, list) and len(mark) == 2 and mark[1] == life):
        st.memo[DRY] = [st.turn_no, life]
        return False
    playing = sum(len(seats_of_side(st, sd)) for sd in range(len(st.life)) if st.life[sd] > 0)
    return bool(st.turn_no - int(mark[0]) >= playing)
