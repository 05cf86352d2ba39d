"""What a Krieg position holds, in words, for a review's reason (core/features.py): rounds
won, the strength lead in the round being played, and cards kept in hand, the seat's minus
the strongest opponent's. Weights are the evaluation's slopes near an even position (a
round is worth a third of the game, a point of strength a logistic step of LEAD_SCALE, a
card what it adds to later rounds)."""
from __future__ import annotations

from typing import Any

from ...core.features import Feature
from . import evaluation as ev
from .scoring import side_totals
from .zones import opponents, opposing

ROUND = ev.SCALE / 3          # evaluation points of one round won, roughly
LEAD = ev.SCALE / (4 * ev.LEAD_SCALE)
CARD = ev.CARD + ev.SCALE / (4 * ev.FUTURE_SCALE)


def features(rules: Any, st: Any, seat: int) -> list[Feature]:
    """The named parts of the position's value for `seat`."""
    if st.phase == "over":
        return []
    opps = (1 - seat,) if st.n == 2 else (opposing(st.n, st.teams, seat) if not st.left
                                           else tuple(opponents(st, seat)))
    totals = side_totals(st, rules.cards, (seat, *opps))
    return [
        Feature("round won", "rounds won", st.round_wins[seat] - max(st.round_wins[o] for o in opps), ROUND),
        Feature("strength in this round", "strength in this round", totals[0] - max(totals[1:]), LEAD),
        Feature("card in hand", "cards in hand", len(st.hands[seat]) - max(len(st.hands[o]) for o in opps), CARD),
    ]
