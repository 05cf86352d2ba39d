"""What a Wonders position holds, in words, for a review's reason (core/features.py): stones
held, open realms where a battle would be won now, power in those realms, Wonders in The
World, cards in hand and actions left, the seat's minus the opponent's, weighted as the
evaluation weighs them."""
from __future__ import annotations

import math
from typing import Any

from ...core.features import Feature
from . import evaluation as ev
from .power import side_power
from .state import ACTIVE
from .world import is_wonder, nullified_set, stones_held


def features(rules: Any, st: Any, seat: int) -> list[Feature]:
    """The named parts of the position's value for `seat`."""
    if st.phase == "over":
        return []
    cards = rules.cards
    foe = 1 - seat
    null = nullified_set(st, cards)
    edge = power = wonders = 0.0
    for r, realm in enumerate(st.world):
        if st.realm_state[r] != ACTIVE:
            continue
        mine = side_power(st, cards, r, seat, null) if realm[seat] else 0.0
        theirs = side_power(st, cards, r, foe, null) if realm[foe] else 0.0
        diff = mine - theirs
        diff = 0.0 if math.isnan(diff) else max(-ev.CAP, min(ev.CAP, diff))
        power += diff
        edge += (diff > 0) - (diff < 0)
        wonders += (sum(1 for w in realm[seat] if is_wonder(st, cards, w))
                    - sum(1 for w in realm[foe] if is_wonder(st, cards, w)))
    return [
        Feature("stone", "stones", stones_held(st, cards, seat, null) - stones_held(st, cards, foe, null), ev.STONE),
        Feature("realm where a battle would be won", "realms where a battle would be won", edge, ev.REALM_EDGE),
        Feature("power in the realms", "power in the realms", power, ev.POWER),
        Feature("Wonder in The World", "Wonders in The World", wonders, ev.WONDER),
        Feature("card in hand", "cards in hand", len(st.hands[seat]) - len(st.hands[foe]), ev.CARD),
        Feature("action left", "actions left", st.actions[seat] - st.actions[foe], ev.ACTION),
    ]
