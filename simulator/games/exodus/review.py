"""What an Exodus position holds, in words, for a review's reason (core/features.py): Life
Points, creatures, their strength (unfrozen energy under them), energy on the field and
cards in hand, the seat's side minus the strongest opposing side, weighted as the evaluation
weighs them. A pending stack, attack or choice is played out first, as the evaluation does."""
from __future__ import annotations

from typing import Any

from ...core.features import Feature
from . import evaluation as ev


def _side(st: Any, sd: int) -> tuple[int, int, int, int, int]:
    """(Life Points, creatures, strength, energy, cards in hand) of one side."""
    creatures = strength = energy = cards = 0
    for s in range(st.n):
        if st.team[s] != sd:
            continue
        cards += len(st.hand[s])
        for pile in st.piles[s]:
            energy += len(pile) - 1
            if pile[0] >= 0:
                creatures += 1
                strength += sum(1 for e in pile[1:] if e not in st.frozen)
    return st.life[sd], creatures, strength, energy, cards


def features(rules: Any, st: Any, seat: int) -> list[Feature]:
    """The named parts of the position's value for `seat`."""
    st = ev.settle(rules, st)
    if st.phase == "over":
        return []
    mine = st.team[seat]
    foes = [sd for sd in range(len(st.life)) if sd != mine and st.life[sd] > 0]
    if not foes:
        return []
    mine_side = _side(st, mine)
    theirs = max((_side(st, sd) for sd in foes), key=lambda t: t[0])
    names = (("Life Point", "Life Points", ev.LIFE), ("creature", "creatures", ev.CREATURE),
             ("strength", "strength", ev.STRENGTH), ("energy on the field", "energy on the field", ev.ENERGY),
             ("card in hand", "cards in hand", ev.CARD))
    return [Feature(one, many, a - b, w) for (one, many, w), a, b in zip(names, mine_side, theirs)]
