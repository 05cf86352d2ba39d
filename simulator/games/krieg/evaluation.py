"""How good a Krieg position is for one seat: the greedy bot's one-ply evaluation."""
from __future__ import annotations

from typing import Any

from .scoring import side_total
from .zones import opponents

WIN = 1_000_000.0
ROUND_WIN = 60.0
CARD = 4.5          # a card kept in hand is worth about one average unit
SECURED = 50.0      # leading when every opponent has passed: the round is as good as won


def evaluate(rules: Any, st: Any, seat: int) -> float:
    """Higher is better for `seat`; a won game is WIN, a lost one -WIN."""
    if st.phase == "over":
        if not st.winners:
            return 0.0
        return WIN if seat in st.winners else -WIN
    cards = rules.cards
    opps = opponents(st, seat)
    mine = side_total(st, cards, seat)
    best_opp = max(side_total(st, cards, o) for o in opps)
    lead = mine - best_opp
    score = ROUND_WIN * (st.round_wins[seat] - max(st.round_wins[o] for o in opps))
    score += CARD * (len(st.hands[seat]) - max(len(st.hands[o]) for o in opps))
    if all(st.passed[o] for o in opps):
        score += SECURED if lead > 0 else (-SECURED if lead < 0 else 0)
        score += min(lead, 0)
    else:
        score += max(min(lead, 15), -15) * 0.5
    return score
