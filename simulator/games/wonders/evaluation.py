"""How good a Wonders position is for one seat, as the bots see it: stones held (the score),
then each open realm's power balance (who would win a battle there now, and whether its
stone is still to be taken), cards in hand and Wonders in The World, tempo (unspent
actions and energy this round)."""
from __future__ import annotations

import math
from typing import Any

from ...core.game import Evaluation
from ..common.evaluation import WIN, game_over_value
from .power import _add, power
from .state import ACTIVE, WondersState
from .world import is_wonder, nullified_set, stones_held

STONE = 100.0
REALM_EDGE = 9.0          # per realm where a battle would be won now
POWER = 1.5               # per point of power advantage in a realm, capped
CAP = 6.0
CARD = 4.0
WONDER = 3.0
ACTION = 2.0


def _clip(x: float) -> float:
    if math.isinf(x):
        return CAP if x > 0 else -CAP
    return max(-CAP, min(CAP, x))


def _side(st: WondersState, cards: Any, side: list[int], null: set[int]) -> tuple[float, int]:
    """side_power of one side of a realm and its number of Wonders, in one walk (the same
    sum, added in the same order: the values are identical)."""
    total = 0.0
    n = 0
    for i in side:
        if is_wonder(st, cards, i):
            total = _add(total, power(st, cards, i, null))
            n += 1
    return total, n


def evaluate(rules: Any, st: WondersState, seat: int) -> float:
    """The value of `st` for `seat`: higher is better; a won game is WIN."""
    if st.phase == "over":
        return game_over_value(st.winners, seat)
    cards = rules.cards
    foe = 1 - seat
    null = nullified_set(st, cards)
    v = STONE * (stones_held(st, cards, seat, null) - stones_held(st, cards, foe, null))
    for r, realm in enumerate(st.world):
        if st.realm_state[r] != ACTIVE:
            continue
        # each side walked once for its power and its Wonders (the search asks this at every node)
        mine, n_me = _side(st, cards, realm[seat], null)
        theirs, n_foe = _side(st, cards, realm[foe], null)
        has_me, has_foe = n_me > 0, n_foe > 0
        diff = mine - theirs
        stones = st.stones[r]
        if has_me and (diff > 0 or not has_foe) and any(o != seat for o in stones):
            v += REALM_EDGE
        if has_foe and (diff < 0 or not has_me) and seat in stones:
            v -= REALM_EDGE
        v += POWER * _clip(0.0 if math.isnan(diff) else diff)
        v += WONDER * (n_me - n_foe)
    v += CARD * (len(st.hands[seat]) - len(st.hands[foe]))
    v += ACTION * (st.actions[seat] - st.actions[foe])
    return v


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={}, win=WIN, features=_review_features)
