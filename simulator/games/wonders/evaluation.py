"""How good a Wonders position is for one seat, as the bots see it: stones held (the score),
then each open realm's power balance (who would win a battle there now, and whether its
stone is still to be taken), cards in hand and Wonders in The World, tempo (unspent
actions and energy this round)."""
from __future__ import annotations

import math
from typing import Any

from ...core.game import Evaluation
from ..common.evaluation import WIN, game_over_value
from .power import power
from .state import ACTIVE, WondersState
from .world import kind_index, nullified_set, realm_base_present, stones_each

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


def _side(st: WondersState, cards: Any, side: list[int], null: set[int],
          fast: tuple[list[bool], bool, set[Any] | None, list[int]]) -> tuple[float, int]:
    """side_power of one side of a realm and its number of Wonders, in one walk (the same
    sum, added in the same order: the values are identical). `fast`: what power()'s first
    test reads of the whole position, asked once (_fast)."""
    plain_power, based, touched, types = fast
    kinds, counters, copied, equipped, facedown = st.kinds, st.counters, st.copied, st.equipped, st.facedown
    total = 0.0
    n = 0
    for i in side:
        if facedown and i in facedown:
            continue        # is_wonder, written out: a face-down card is no Wonder
        k = kinds[i]
        t = types[k]        # 1 a Wonder, 2 a land: a Wonder with a growth counter
        if t != 1 and not (t == 2 and i in counters and counters[i].get("growth", 0) > 0):
            continue
        # power()'s printed-power answer, its test written out (power() for the rest)
        if (t == 1 and not based and plain_power[k] and i not in counters and not (copied and copied.get(i))
                and not (equipped and i in equipped.values()) and touched is not None and i not in touched):
            p = float(cards[k].power or 0)
        else:
            p = power(st, cards, i, null)
        s = total + p
        total = 0.0 if s != s else s      # power._add: infinity minus infinity is 0 (s != s: NaN)
        n += 1
    return total, n


def _fast(st: WondersState, cards: Any) -> tuple[list[bool], bool, set[Any] | None, list[int]]:
    """What power()'s printed-power test reads of the whole position: the table's plain
    powers, whether a realm sets base powers, the cards effects target (None when a target
    can't be put in a set: then power() is asked)."""
    try:
        touched: set[Any] | None = {e.get("target") for e in st.effects}
    except TypeError:
        touched = None
    ix = kind_index(cards)
    return ix.plain_power, realm_base_present(st, cards), touched, ix.wonder_type


def evaluate(rules: Any, st: WondersState, seat: int) -> float:
    """The value of `st` for `seat`: higher is better; a won game is WIN."""
    if st.phase == "over":
        return game_over_value(st.winners, seat)
    cards = rules.cards
    foe = 1 - seat
    null = nullified_set(st, cards)
    held = stones_each(st, cards, null)         # both seats' stones from one look
    v = STONE * (held[seat] - held[foe])
    fast = _fast(st, cards)
    realm_state = st.realm_state
    for r, realm in enumerate(st.world):
        if realm_state[r] != ACTIVE:
            continue
        mine_here, theirs_here = realm[seat], realm[foe]
        if not mine_here and not theirs_here:
            continue        # adds 0.0 and 0 (v is never -0.0): nothing to add
        # each side walked once for its power and its Wonders (the search asks this at every node)
        mine, n_me = _side(st, cards, mine_here, null, fast)
        theirs, n_foe = _side(st, cards, theirs_here, null, fast)
        has_me, has_foe = n_me > 0, n_foe > 0
        diff = mine - theirs
        stones = st.stones[r]
        if has_me and (diff > 0 or not has_foe) and stones.count(seat) != len(stones):
            v += REALM_EDGE     # (some stone here is not `seat`'s: any(o != seat for o in stones))
        if has_foe and (diff < 0 or not has_me) and seat in stones:
            v -= REALM_EDGE
        # _clip(0.0 if isnan(diff) else diff) written out: NaN is the one value unequal to itself
        x = diff if diff == diff else 0.0
        v += POWER * (CAP if x > CAP else -CAP if x < -CAP else x)
        v += WONDER * (n_me - n_foe)
    v += CARD * (len(st.hands[seat]) - len(st.hands[foe]))
    v += ACTION * (st.actions[seat] - st.actions[foe])
    return v


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={}, win=WIN, features=_review_features)
