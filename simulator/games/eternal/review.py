"""What an Eternal position holds, in words, for a review's reason (core/features.py): health,
strength and health of the units on the board, cards in hand and maximum power, each the
seat's minus the opponent's, weighted as the evaluation weighs them. A position in the
middle of a stack or a battle is played forward first, as the evaluation does."""
from __future__ import annotations

from typing import Any

from ...core.features import Feature
from . import evaluation as ev
from .stats import attack, remaining


def _units(rules: Any, st: Any, seat: int) -> tuple[int, int]:
    cards = rules.cards
    strength = toughness = 0
    for u in st.boards[seat]:
        if cards[st.kinds[u]].is_unit:
            strength += max(0, attack(st, cards, u))
            toughness += max(0, remaining(st, cards, u))
    return strength, toughness


def features(rules: Any, st: Any, seat: int) -> list[Feature]:
    """The named parts of the position's value for `seat`."""
    st = ev.settle(rules, st, seat)
    foe = 1 - seat
    if st.phase == "over":
        return []
    mine, theirs = _units(rules, st, seat), _units(rules, st, foe)
    return [
        Feature("health", "health", (st.health[seat] + st.armor[seat]) - (st.health[foe] + st.armor[foe]),
                ev.HEALTH),
        Feature("strength on the board", "strength on the board", mine[0] - theirs[0], ev.STRENGTH),
        Feature("unit health on the board", "unit health on the board", mine[1] - theirs[1], ev.TOUGHNESS),
        Feature("card in hand", "cards in hand", min(len(st.hands[seat]), 9) - min(len(st.hands[foe]), 9), ev.CARD),
        Feature("power", "power", st.max_power[seat] - st.max_power[foe], ev.POWER),
    ]
