"""How good a Krieg position is for one seat: the greedy bot's one-ply evaluation.

Features are differential: round wins, the chance of taking the current round (from the
strength lead, who has passed, and the cards left to answer with), and cards in hand.
"""
from __future__ import annotations

import math
from typing import Any

from .scoring import side_total
from .zones import opponents

WIN = 1_000_000.0
ROUND_WIN = 60.0
CARD = 3.0          # a card kept for later rounds
CARD_STRENGTH = 4   # what one more card from hand adds, roughly
FUTURE_SCALE = 3.0  # how many cards of advantage make later rounds near-certain
ROUNDS = 3


def _round_chance(lead: int, i_passed: bool, they_passed: bool, my_cards: int, their_cards: int) -> float:
    """Estimated chance that `seat` takes the current round."""
    if they_passed and i_passed:
        return 1.0 if lead > 0 else (0.5 if lead == 0 else 0.0)
    if they_passed:
        if lead > 0:
            return 1.0
        need = -lead + 1
        return 1.0 / (1.0 + math.exp((need - CARD_STRENGTH * my_cards) / 3.0))
    if i_passed:
        if lead <= 0:
            return 0.0
        return 1.0 / (1.0 + math.exp((CARD_STRENGTH * their_cards - lead) / 3.0))
    return 1.0 / (1.0 + math.exp(-lead / 6.0))


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
    their_cards = max(len(st.hands[o]) for o in opps if not st.passed[o]) if not all(st.passed[o] for o in opps) else 0
    chance = _round_chance(lead, st.passed[seat], all(st.passed[o] for o in opps),
                           len(st.hands[seat]), their_cards)
    score = ROUND_WIN * (st.round_wins[seat] - max(st.round_wins[o] for o in opps) + chance)
    card_diff = len(st.hands[seat]) - max(len(st.hands[o]) for o in opps)
    score += CARD * card_diff
    rounds_after = ROUNDS - 1 - st.round
    score += ROUND_WIN * rounds_after * math.tanh(card_diff / FUTURE_SCALE)
    return score
