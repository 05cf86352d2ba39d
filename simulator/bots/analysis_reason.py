"""The one-line reason of a review: what the better move gains over the move made.

Both moves are played on copies of one position (the true one when the analysis reveals
every card, else a deal of what the deciding seat could know), and the game's evaluation
names its features in both (`Evaluation.features`, core/features.py). The feature whose
weighted difference favours the better move most is named, and a second one when it counts
at least half as much: "gains 4 health and 1 card in hand". A game whose evaluation names
no features, or two positions the features cannot tell apart in the better move's favour,
give no reason (the review then shows the win chances only).
"""
from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.features import Feature
from ..core.game import Game

SECOND = 0.5        # a second feature is named when its gain is at least this share of the first's
SMALL = 1e-6


def gains(better: list[Feature], played: list[Feature]) -> list[tuple[float, Feature, float]]:
    """(weighted gain, feature, amount gained) of every feature the better move gains in,
    largest first."""
    mine = {f.many: f for f in played}
    out = []
    for f in better:
        other = mine.get(f.many)
        delta = f.amount - (other.amount if other is not None else 0.0)
        value = delta * f.weight
        if value > SMALL and round(delta, 1) != 0:
            out.append((value, f, delta))
    return sorted(out, key=lambda g: (-g[0], g[1].many))


def reason_words(better: list[Feature], played: list[Feature]) -> str:
    """The reason in words ("" when the features do not favour the better move)."""
    found = gains(better, played)
    if not found:
        return ""
    words = [found[0][1].words(found[0][2])]
    if len(found) > 1 and found[1][0] >= SECOND * found[0][0]:
        words.append(found[1][1].words(found[1][2]))
    return "gains " + " and ".join(words)


def reason(game: Game, state: Any, seat: int, better: Action, played: Action) -> str:
    """What `better` gains over `played` for `seat` in `state` (a state the caller may
    lose: it is copied, never changed); "" where the game cannot say."""
    features = game.evaluation.features
    if features is None or better == played:
        return ""
    rules = game.rules
    found = []
    for action in (better, played):
        after = rules.clone(state)
        try:
            rules.apply(after, action)
        except Exception:          # noqa: BLE001 -- a deal where the move is not legal says nothing
            return ""
        found.append(list(features(rules, after, seat)))
    return reason_words(found[0], found[1])
