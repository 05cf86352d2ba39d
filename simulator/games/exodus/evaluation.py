"""How good an Exodus position is for one seat, as the bots see it: Life Points (the
score), then the field (creatures and their strength, energy, frozen cards), cards in hand,
each side compared with the strongest opposing side."""
from __future__ import annotations

from typing import Any

from ...core.game import Evaluation
from ..common.evaluation import WIN, game_over_value
from .state import ExodusState

LIFE = 30.0
CREATURE = 6.0
STRENGTH = 4.0
ENERGY = 2.0
CARD = 2.5
FROZEN = 2.0
OPEN_LIFE = 8.0           # an opposing side with no creatures: its Life Points are open to attack


def _side_value(rules: Any, st: ExodusState, sd: int) -> float:
    frozen = st.frozen
    v = LIFE * st.life[sd]
    creatures = 0
    for s in range(st.n):
        if st.team[s] != sd:
            continue
        v += CARD * len(st.hand[s])
        for pile in st.piles[s]:
            energy = len(pile) - 1
            v += ENERGY * energy
            if pile[0] >= 0:
                creatures += 1
                v += CREATURE + STRENGTH * sum(1 for e in pile[1:] if e not in frozen)
                if pile[0] in frozen:
                    v -= FROZEN
    if creatures == 0:
        v -= OPEN_LIFE
    return v


def evaluate(rules: Any, st: ExodusState, seat: int) -> float:
    """The value of `st` for `seat`: higher is better; a won game is WIN."""
    if st.phase == "over":
        return game_over_value(st.winners, seat)
    mine = st.team[seat]
    others = [sd for sd in range(len(st.life)) if sd != mine and st.life[sd] > 0]
    if not others:
        return 0.0
    me = _side_value(rules, st, mine)
    return me - max(_side_value(rules, st, sd) for sd in others)


EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={}, win=WIN)
