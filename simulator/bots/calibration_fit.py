"""The calibration map's fits: logistic (Platt) scaling of the raw value's log-odds, and an
isotonic fit joined through its blocks' centres; calibration.fit_map ships the one with the
smaller error on games it was not fitted on.

chance = 1 / (1 + exp(-(a * logit(raw) + b))), a and b fitted by maximum likelihood (Newton's
method, a little ridge on a - 1 and b so a handful of games cannot run away), then written out
as a piecewise-linear map through KNOTS points, dense where the log-odds change fast.

Why not the isotonic fit it replaced (kept as calibration.fit_isotonic for comparison): an
isotonic fit is a staircase. Two moves whose raw values straddle a step differ by the step's
height (Krieg's map turned raw 0.55 against 0.57 into a 0.08 loss) and two on one tread do
not differ at all, so the class of a move depended on which tread the seed put it on: three
analyses of the Krieg example agreed on 78% of their marks. A two-parameter curve rises
everywhere, turns a small raw difference into a small loss, and needs far fewer games to fit.
It can fail where the raw value is not a log-odds at all: over the first 51 greedy-played
Wonders games the search said 0 or 1 for half its positions (a stone lead looks decisive), won
35% and 79% of the time, and the logistic's held-out error was 0.19; the centred isotonic fit
(one knot per block of the isotonic fit, at the block's mean raw value, straight lines between)
followed that at 0.028 and still rises between blocks. calibration.fit_choice ships the
logistic fit unless the other is clearly better on games it was not fitted on (over 102 Wonders
games the logistic's error was 0.016; Krieg 0.016, Eternal 0.018).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

EDGE = 1e-4          # raw values are clipped to [EDGE, 1 - EDGE] before their log-odds are taken
RIDGE = 1e-3         # pull of a towards 1 and b towards 0 (per decision)
KNOTS = 97           # points the fitted curve is written out through


def _logit(p: float) -> float:
    p = min(1.0 - EDGE, max(EDGE, p))
    return math.log(p / (1.0 - p))


def _sigmoid(t: float) -> float:
    if t >= 0:
        return 1.0 / (1.0 + math.exp(-t))
    e = math.exp(t)
    return e / (1.0 + e)


def logistic_parameters(samples: Sequence[Any]) -> tuple[float, float]:
    """(a, b) maximising the likelihood of the outcomes (draws count half) given the raw values'
    log-odds, with RIDGE x n pulling towards the identity (a = 1, b = 0)."""
    xs = [_logit(s.chance) for s in samples]
    ys = [s.outcome for s in samples]
    lam = RIDGE * max(1, len(xs))
    a, b = 1.0, 0.0
    for _ in range(50):
        ga = lam * (a - 1.0)
        gb = lam * b
        haa = hab = hbb = lam
        for x, y in zip(xs, ys):
            p = _sigmoid(a * x + b)
            d = p - y
            w = p * (1.0 - p)
            ga += d * x
            gb += d
            haa += w * x * x
            hab += w * x
            hbb += w
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) < 1e-10 and abs(db) < 1e-10:
            break
    return max(a, 0.0), b


def logistic_knots(a: float, b: float) -> list[tuple[float, float]]:
    """The curve chance(raw) as knots, evenly spaced in log-odds between the clip edges, with
    the ends at raw 0 and 1 (rising in both coordinates)."""
    low, high = _logit(0.0), _logit(1.0)
    knots = [(0.0, _sigmoid(a * low + b))]
    for i in range(KNOTS):
        t = low + (high - low) * i / (KNOTS - 1)
        knots.append((_sigmoid(t), _sigmoid(a * t + b)))
    knots.append((1.0, _sigmoid(a * high + b)))
    clean: list[tuple[float, float]] = []
    for x, y in knots:
        x, y = round(x, 6), round(y, 6)
        if clean and (x <= clean[-1][0] or y < clean[-1][1]):
            continue
        clean.append((x, y))
    return clean


def centred_knots(points: Sequence[tuple[float, float]], bins: int) -> list[tuple[float, float]]:
    """Knots of the centred isotonic fit of (raw, outcome) points sorted by raw value: equal-count
    bins, adjacent violators pooled, one knot per block at its mean raw value and its share won,
    flat from raw 0 to the first and from the last to raw 1 (rising in both coordinates)."""
    pooled: list[list[float]] = []        # [weight, sum of outcomes, sum of raw values]
    n = len(points)
    for i in range(bins):
        part = points[i * n // bins:(i + 1) * n // bins]
        pooled.append([len(part), sum(y for _, y in part), sum(x for x, _ in part)])
        while len(pooled) > 1 and pooled[-2][1] / pooled[-2][0] >= pooled[-1][1] / pooled[-1][0]:
            w, y, x = pooled.pop()            # pool adjacent violators
            pooled[-1][0] += w
            pooled[-1][1] += y
            pooled[-1][2] += x
    knots = [(0.0, pooled[0][1] / pooled[0][0])]
    for w, y, x in pooled:
        cx, cy = min(1.0, x / w), min(1.0, y / w)
        if cx <= knots[-1][0]:
            if knots[-1][0] == 0.0 and cy >= knots[-1][1]:
                knots[-1] = (0.0, cy)         # a block of raw values all 0 is the knot at 0
            continue
        knots.append((cx, max(cy, knots[-1][1])))
    if knots[-1][0] < 1.0:
        knots.append((1.0, knots[-1][1]))
    return knots
