"""How good a Wonders position is for one seat, as the bots see it: stones held (the score),
then each open realm's power balance (who would win a battle there now, and whether its
stone is still to be taken), cards in hand and Wonders in The World, tempo (unspent
actions and energy this round)."""
from __future__ import annotations

import math
from typing import Any

from ...core.game import Evaluation
from ..common.evaluation import WIN, game_over_value
from .power import side_power
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
        mine = side_power(st, cards, r, seat, null) if realm[seat] else 0.0
        theirs = side_power(st, cards, r, foe, null) if realm[foe] else 0.0
        has_me = any(is_wonder(st, cards, w) for w in realm[seat])
        has_foe = any(is_wonder(st, cards, w) for w in realm[foe])
        diff = mine - theirs
        takeable = [o for o in st.stones[r] if o != seat]
        losable = [o for o in st.stones[r] if o == seat]
        if has_me and (diff > 0 or not has_foe) and takeable:
            v += REALM_EDGE
        if has_foe and (diff < 0 or not has_me) and losable:
            v -= REALM_EDGE
        v += POWER * _clip(0.0 if math.isnan(diff) else diff)
        v += WONDER * (sum(1 for w in realm[seat] if is_wonder(st, cards, w))
                       - sum(1 for w in realm[foe] if is_wonder(st, cards, w)))
    v += CARD * (len(st.hands[seat]) - len(st.hands[foe]))
    v += ACTION * (st.actions[seat] - st.actions[foe])
    return v


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={}, win=WIN, features=_review_features)
