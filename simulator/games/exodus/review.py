"""What an Exodus position holds, in words, for a review's reason (core/features.py): Life
Points, creatures, their strength (unfrozen energy under them), energy on the field, cards
in hand and those the next turns can use, the seat's side minus the strongest opposing side,
and whether the opponent's Life Points are open to attack (no creatures) rather than the
seat's, weighted as the evaluation weighs them (the terms simulator/commands/weights_fit.py
checks against how games end). A pending stack, attack or choice is played out first, as the
evaluation does."""
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
    mine_side = _side(st, mine) + (ev.usable_cards(rules, st, mine),)
    theirs = max((_side(st, sd) + (ev.usable_cards(rules, st, sd),) for sd in foes), key=lambda t: t[0])
    names = (("Life Point", "Life Points", ev.LIFE), ("creature", "creatures", ev.CREATURE),
             ("strength", "strength", ev.STRENGTH), ("energy on the field", "energy on the field", ev.ENERGY),
             ("card in hand", "cards in hand", ev.CARD),
             ("card the next turns can use", "cards the next turns can use", ev.USE))
    found = [Feature(one, many, a - b, w) for (one, many, w), a, b in zip(names, mine_side, theirs)]
    # a side with no creatures has its Life Points open to attack (the value's OPEN_LIFE)
    found.append(Feature("opponent open to attack", "opponents open to attack",
                         float(theirs[1] == 0) - float(mine_side[1] == 0), ev.OPEN_LIFE))
    return found
