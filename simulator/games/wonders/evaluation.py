"""How good a Wonders position is for one seat, as the bots see it: stones held (the score),
then each open realm's power balance (who would win a battle there now, and whether its
stone is still to be taken), cards in hand and Wonders in The World, tempo (unspent
actions and energy this round)."""
from __future__ import annotations

from typing import Any

from ...core.game import Evaluation
from ..common.evaluation import WIN, game_over_value
from .power import power
from .state import ACTIVE, WondersState
from .world import GameFacts, game_facts, kind_index, nothing_nullifies, nullified_set, realm_base_present, stones_each

STONE = 100.0
REALM_EDGE = 9.0          # per realm where a battle would be won now
POWER = 1.5               # per point of power advantage in a realm, capped
CAP = 6.0
CARD = 4.0
WONDER = 3.0
ACTION = 2.0


def _sides(st: WondersState, cards: Any, realm: int, seats: tuple[int, int], null: set[int],
           fast: tuple[list[float | None], bool, set[Any] | None, list[int]]) -> tuple[float, int, float, int]:
    """side_power of both sides of a realm (`seats`: yours, then the foe's) and their numbers of
    Wonders, each in one walk (the same sums, added in the same order: the values are
    identical). `fast`: what power()'s first test reads of the whole position, asked once."""
    printed, based, touched, types = fast
    kinds, counters, copied, equipped, facedown = st.kinds, st.counters, st.copied, st.equipped, st.facedown
    out: list[Any] = []
    world = st.world[realm]
    for seat in seats:
        side = world[seat]
        total = 0.0
        n = 0
        for i in side:
            if facedown and i in facedown:
                continue        # is_wonder, written out: a face-down card is no Wonder
            k = kinds[i]
            t = types[k]        # 1 a Wonder, 2 a land: a Wonder with a growth counter
            if t != 1 and not (t == 2 and i in counters and counters[i].get("growth", 0) > 0):
                continue
            # power()'s printed-power answer (KindIndex.printed_power), its test written out
            p = printed[k]
            if (p is None or based or i in counters or (copied and copied.get(i))
                    or (equipped and i in equipped.values()) or touched is None or i in touched):
                p = power(st, cards, i, null, where=(realm, seat))
            s = total + p
            total = 0.0 if s != s else s      # power._add: infinity minus infinity is 0 (s != s: NaN)
            n += 1
        out += (total, n)
    return out[0], out[1], out[2], out[3]


def _fast(st: WondersState, cards: Any, facts: GameFacts) -> tuple[list[float | None], bool, set[Any] | None, list[int]]:
    """What power()'s printed-power test reads of the whole position: the table's plain
    powers, whether a realm sets base powers, the cards effects target (None when a target
    can't be put in a set: then power() is asked)."""
    try:
        touched: set[Any] | None = {e.get("target") for e in st.effects}
    except TypeError:
        touched = None
    ix = kind_index(cards)
    return ix.printed_power, realm_base_present(st, cards, facts), touched, ix.wonder_type


def evaluate(rules: Any, st: WondersState, seat: int) -> float:
    """The value of `st` for `seat`: higher is better; a won game is WIN."""
    if st.phase == "over":
        return game_over_value(st.winners, seat)
    cards = rules.cards
    foe = 1 - seat
    facts = game_facts(st, cards)               # asked once, handed to each question below
    null = set() if nothing_nullifies(st, cards, facts) else nullified_set(st, cards)
    held = stones_each(st, cards, null, facts)  # both seats' stones from one look
    v = STONE * (held[seat] - held[foe])
    fast = _fast(st, cards, facts)
    realm_state = st.realm_state
    for r, realm in enumerate(st.world):
        if realm_state[r] != ACTIVE:
            continue
        mine_here, theirs_here = realm[seat], realm[foe]
        if not mine_here and not theirs_here:
            continue        # adds 0.0 and 0 (v is never -0.0): nothing to add
        # each side walked once for its power and its Wonders (the search asks this at every node)
        mine, n_me, theirs, n_foe = _sides(st, cards, r, (seat, foe), null, fast)
        has_me, has_foe = n_me > 0, n_foe > 0
        diff = mine - theirs
        stones = st.stones[r]
        if has_me and (diff > 0 or not has_foe) and stones.count(seat) != len(stones):
            v += REALM_EDGE     # (some stone here is not `seat`'s: any(o != seat for o in stones))
        if has_foe and (diff < 0 or not has_me) and seat in stones:
            v -= REALM_EDGE
        # the power balance clipped to +-CAP (infinities too), NaN (the one value unequal to
        # itself) counting as 0.0
        x = diff if diff == diff else 0.0
        v += POWER * (CAP if x > CAP else -CAP if x < -CAP else x)
        v += WONDER * (n_me - n_foe)
    v += CARD * (len(st.hands[seat]) - len(st.hands[foe]))
    v += ACTION * (st.actions[seat] - st.actions[foe])
    return v


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={}, win=WIN, features=_review_features)
