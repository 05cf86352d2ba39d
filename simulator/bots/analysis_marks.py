"""Marks and accuracy, as chess review sites give them, by the win chance a move loses.

Classes (the loss is the judged win chance with the best move minus with the move made,
both from 0 to 1): an inaccuracy loses at least 0.05, a mistake at least 0.10, a blunder at
least 0.20. These are chess.com's cut-offs on expected points (lichess uses 0.05 / 0.10 /
0.15 on the same scale); they fit card games well for the same reason: under 0.05 the
difference is below what a player can feel or the judgement can measure reliably, 0.10 is
one game in ten, and 0.20 turns a favourite into an underdog. A decision is classed by its
loss less the judgement's own measured noise (`noise`: three standard errors of the
re-searched loss; bots/analysis_refine.py), so it is marked only when its loss exceeds that
noise, and a loss that stays on a cut takes the class below it.

Accuracy of one player in one game is lichess's formula on the win-chance scale: each
judged decision scores 103.1668 x exp(-0.04354 x L) - 3.1669, clamped to 0..100, where L
is its loss in percentage points (0 for the best move gives 100, a 10-point loss about 64,
a 20-point loss about 40); the player's accuracy is the mean over their judged decisions.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

INACCURACY, MISTAKE, BLUNDER = "inaccuracy", "mistake", "blunder"
CUTS: tuple[tuple[str, float], ...] = ((BLUNDER, 0.20), (MISTAKE, 0.10), (INACCURACY, 0.05))
CLASSES = (INACCURACY, MISTAKE, BLUNDER)
MARK_SIGN = {INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??"}   # the chess signs, a second cue beside colour


class Judged(Protocol):
    """What accuracy and agreement read from a verdict."""

    @property
    def step(self) -> int: ...
    @property
    def seat(self) -> int: ...
    @property
    def loss(self) -> float: ...
    @property
    def mark(self) -> str: ...


def mark_for(loss: float, noise: float | None = 0.0) -> str:
    """The class of the loss the judgement is sure of: the loss less its noise ("" below the
    inaccuracy cut). A re-searched decision stops once its loss is clear of every cut by its
    noise, so this is the class of its loss; one that never got clear (a loss that sits on a
    cut however long it is searched) takes the class below the cut, whatever the seed, instead
    of one class or the other by chance."""
    sure = loss - (noise or 0.0) + 1e-9     # 0.12 less 0.02 is 0.1, not 0.0999...9
    if sure <= 0.0:
        return ""
    for name, cut in CUTS:
        if sure >= cut:
            return name
    return ""


def move_accuracy(loss: float) -> float:
    """One decision's accuracy (lichess's formula on the win chance lost), 0..100."""
    points = 100.0 * max(0.0, loss)
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * points) - 3.1669))


def accuracy(verdicts: Iterable[Judged]) -> dict[int, float]:
    """Each seat's accuracy: the mean of its judged decisions' accuracies."""
    scores: dict[int, list[float]] = {}
    for v in verdicts:
        scores.setdefault(v.seat, []).append(move_accuracy(v.loss))
    return {seat: sum(s) / len(s) for seat, s in sorted(scores.items())}


def agreement(runs: Sequence[Sequence[Judged]]) -> dict[str, Any]:
    """How far several analyses of one game agree on their marks: over the decisions any run
    marked, the share every run marked (`marked`) and the share every run gave the same
    class (`classes`); `union` counts those decisions."""
    marks = [{v.step: v.mark for v in run if v.mark} for run in runs]
    union = sorted(set().union(*marks)) if marks else []
    if not union:
        return {"union": 0, "marked": 1.0, "classes": 1.0, "agreed": 0, "same_class": 0}
    agreed = sum(1 for s in union if all(s in m for m in marks))
    same = sum(1 for s in union if len({m.get(s, "") for m in marks}) == 1)
    return {"union": len(union), "agreed": agreed, "same_class": same,
            "marked": agreed / len(union), "classes": same / len(union)}
