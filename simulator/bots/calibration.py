"""Win chances that mean what they say: reliability tables, the expected calibration error,
and per-game calibration maps that turn the search's raw value into a win chance.

The search bot's value of a position (bots/search.py: the mean of squashed evaluations at
the end of its rollouts) is a score in [0, 1], not a probability. `tabletop analyze
--calibrate GAME` records, over judged self-play games, (raw value, outcome) pairs for the
side to move; this module bins them (`reliability`), measures the expected calibration
error (`ece`: the count-weighted mean gap between the predicted chance and the share of
those positions won) and fits a rising map from raw value to win chance (`fit_map`:
logistic scaling of the raw value's log-odds, bots/calibration_fit.py; the isotonic fit it
replaced, `fit_isotonic`, is kept to compare).

The maps ship as data, `bots/calibration.json` ({game: {"knots": [[raw, chance], ...],
"games": n, "samples": n, "nodes": n}}); `calibrate(game, raw)` applies a game's map (the
raw value itself where a game has none). Everything the analysis and the hint show goes
through it.
"""
from __future__ import annotations

import json
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

MAPS_FILE = Path(__file__).with_name("calibration.json")
MAX_MAPS_BYTES = 256 * 1024
BINS = 10                  # the reliability table's bins (each 10 percentage points wide)
FIT_BINS = 24              # equal-count bins the isotonic fit starts from
MAX_KNOTS = 128


@dataclass(frozen=True)
class Sample:
    """One judged decision: the predicted win chance of the side to move and how its game
    ended for that side (1 won, 0 lost, 0.5 drawn); `game` numbers the game it came from."""

    chance: float
    outcome: float
    game: int = 0


@dataclass(frozen=True)
class Bin:
    """One row of a reliability table: predictions in [low, high), how many, their mean,
    and the share of those positions won (draws count half)."""

    low: float
    high: float
    count: int
    predicted: float
    observed: float

    def to_json(self) -> dict[str, Any]:
        """The row as JSON data."""
        return {"low": self.low, "high": self.high, "count": self.count,
                "predicted": round(self.predicted, 4), "observed": round(self.observed, 4)}


def reliability(samples: Sequence[Sample], bins: int = BINS) -> list[Bin]:
    """The reliability table: samples binned by predicted chance (empty bins left out)."""
    sums: list[list[float]] = [[0, 0.0, 0.0] for _ in range(bins)]
    for s in samples:
        i = min(bins - 1, max(0, int(s.chance * bins)))
        row = sums[i]
        row[0] += 1
        row[1] += s.chance
        row[2] += s.outcome
    return [Bin(i / bins, (i + 1) / bins, int(n), p / n, o / n) for i, (n, p, o) in enumerate(sums) if n]


def ece(samples: Sequence[Sample], bins: int = BINS) -> float:
    """The expected calibration error: sum over bins of count/total x |predicted - observed|."""
    if not samples:
        return 0.0
    return sum(b.count * abs(b.predicted - b.observed) for b in reliability(samples, bins)) / len(samples)


@dataclass(frozen=True)
class CalibrationMap:
    """A monotone, piecewise-linear map from the search's raw value to a win chance."""

    knots: tuple[tuple[float, float], ...]

    def __call__(self, raw: float) -> float:
        """The win chance a raw value in [0, 1] stands for."""
        knots = self.knots
        raw = min(1.0, max(0.0, raw))
        xs = [k[0] for k in knots]
        i = bisect_right(xs, raw)
        if i == 0:
            return knots[0][1]
        if i >= len(knots):
            return knots[-1][1]
        (x0, y0), (x1, y1) = knots[i - 1], knots[i]
        if x1 <= x0:
            return y1
        return y0 + (y1 - y0) * (raw - x0) / (x1 - x0)

    def to_json(self) -> list[list[float]]:
        """The knots as JSON data."""
        return [[round(x, 4), round(y, 4)] for x, y in self.knots]

    @classmethod
    def from_json(cls, data: Any) -> CalibrationMap:
        """Inverse of to_json; ValueError unless the knots rise in both coordinates within [0, 1]."""
        if not isinstance(data, list) or not 2 <= len(data) <= MAX_KNOTS:
            raise ValueError(f"a calibration map needs 2 to {MAX_KNOTS} knots")
        knots = []
        for k in data:
            if (not isinstance(k, list) or len(k) != 2
                    or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1 for v in k)):
                raise ValueError("a knot is [raw, chance], both from 0 to 1")
            knots.append((float(k[0]), float(k[1])))
        if any(b[0] < a[0] or b[1] < a[1] for a, b in zip(knots, knots[1:])):
            raise ValueError("a calibration map's knots must rise")
        return cls(tuple(knots))


def fit_map(samples: Sequence[Sample], bins: int = FIT_BINS) -> CalibrationMap:
    """The shipped fit: of the two fits that rise everywhere, logistic scaling of the raw
    value's log-odds and the isotonic fit joined through its blocks' centres
    (bots/calibration_fit.py says why both, and why not a staircase), the one with the smaller
    error on games it was not fitted on (`fit_choice`). `bins` is the least number of decisions."""
    if len(samples) < bins:
        raise ValueError(f"a calibration map needs at least {bins} judged decisions")
    return FITS[fit_choice(samples)](samples, bins)


def fit_logistic(samples: Sequence[Sample], bins: int = FIT_BINS) -> CalibrationMap:
    """Logistic scaling of the raw value's log-odds (bots/calibration_fit.py)."""
    from .calibration_fit import logistic_knots, logistic_parameters

    if len(samples) < bins:
        raise ValueError(f"a calibration map needs at least {bins} judged decisions")
    return CalibrationMap(tuple(logistic_knots(*logistic_parameters(samples))))


def fit_centred(samples: Sequence[Sample], bins: int = FIT_BINS) -> CalibrationMap:
    """Isotonic regression over equal-count bins, one knot per pooled block at its mean raw
    value and its share won, joined by straight lines (flat only beyond the outermost blocks)."""
    from .calibration_fit import centred_knots

    ordered = sorted(samples, key=lambda s: s.chance)
    if len(ordered) < bins:
        raise ValueError(f"a calibration map needs at least {bins} judged decisions")
    return CalibrationMap(tuple(centred_knots([(s.chance, s.outcome) for s in ordered], bins)))


PREFER_LOGISTIC = 0.005   # the held-out error by which the other fit must beat the logistic one


def fit_choice(samples: Sequence[Sample]) -> str:
    """The name of the fit (FITS) with the smaller error on games it was not fitted on, the
    logistic one unless the other is better by more than PREFER_LOGISTIC (two parameters carry
    over to new games better, and a smooth curve keeps marks steadier: Eternal's 0.018 against
    0.017 is no difference)."""
    errors = {name: ece(cross_fitted(samples, fit)) for name, fit in FITS.items()}
    best = min(errors, key=lambda name: errors[name])
    return best if errors[best] < errors["logistic"] - PREFER_LOGISTIC else "logistic"


def fit_isotonic(samples: Sequence[Sample], bins: int = FIT_BINS) -> CalibrationMap:
    """Isotonic regression of outcome on raw value, over equal-count bins: each block of
    pooled bins maps the raw values from its first bin's mean to its last bin's mean to its
    share won, joined to the next block by a straight line, flat beyond the first and the
    last. (Knots at the blocks' edges instead fit the games they were fitted on exactly but
    make steep steps: a loss then jumps between seeds, and three Krieg analyses agreed on 77%
    of their marks instead of 88%; one knot per block fails where a block is wide: Wonders'
    raw values below 0.2 would map near 0 though such positions were won half the time.)"""
    ordered = sorted(samples, key=lambda s: s.chance)
    if len(ordered) < bins:
        raise ValueError(f"a calibration map needs at least {bins} judged decisions")
    pooled: list[list[float]] = []        # [weight, sum of outcomes, first bin's mean raw, last bin's mean raw]
    for i in range(bins):
        part = ordered[i * len(ordered) // bins:(i + 1) * len(ordered) // bins]
        centre = sum(s.chance for s in part) / len(part)
        pooled.append([len(part), sum(s.outcome for s in part), centre, centre])
        while len(pooled) > 1 and pooled[-2][1] / pooled[-2][0] >= pooled[-1][1] / pooled[-1][0]:
            w, y, _, last = pooled.pop()      # pool adjacent violators
            pooled[-1][0] += w
            pooled[-1][1] += y
            pooled[-1][3] = last
    knots = [(0.0, pooled[0][1] / pooled[0][0])]
    for w, y, first, last in pooled:
        knots += [(first, y / w), (last, y / w)] if last > first else [(first, y / w)]
    knots.append((1.0, pooled[-1][1] / pooled[-1][0]))
    clean: list[tuple[float, float]] = []
    for x, y in knots:                    # rising in both coordinates (equal raw values merge)
        if clean and x <= clean[-1][0]:
            if y == clean[-1][1]:
                continue
            x = clean[-1][0]
        if clean and y < clean[-1][1]:
            y = clean[-1][1]
        clean.append((min(1.0, x), min(1.0, y)))
    return CalibrationMap(tuple(clean))


def cross_fitted(samples: Sequence[Sample], fit: Any = None) -> list[Sample]:
    """Each sample mapped by a map fitted (by `fit`, default fit_map) on the other half of the
    games (the games in number order, every other one: even and odd game numbers for a whole
    run, and still two halves for a half of one): what the map does for games it has not seen."""
    fit = fit or fit_map
    order = {g: i % 2 for i, g in enumerate(sorted({s.game for s in samples}))}
    halves = [[s for s in samples if order[s.game] == k] for k in (0, 1)]
    if not halves[0] or not halves[1]:
        return list(samples)
    out = []
    for k in (0, 1):
        fitted = fit(halves[1 - k], min(FIT_BINS, len(halves[1 - k])))
        out += [Sample(fitted(s.chance), s.outcome, s.game) for s in halves[k]]
    return out


FITS = {"logistic": fit_logistic, "centred isotonic": fit_centred}


# -- the shipped maps -----------------------------------------------------------------------
@cache
def _maps(path: str) -> dict[str, CalibrationMap]:
    """The maps in a calibration file (none when it is missing or malformed: raw values then)."""
    from ..core.untrusted import UnreadableFile, read_regular

    try:
        doc = json.loads(read_regular(path, MAX_MAPS_BYTES).decode("utf-8"))
        return {name: CalibrationMap.from_json(entry["knots"]) for name, entry in doc.items()}
    except (OSError, UnreadableFile, ValueError, KeyError, TypeError, AttributeError):
        return {}


def game_map(game: str, path: Path | None = None) -> CalibrationMap | None:
    """The shipped calibration map of a game (from `path`, default MAPS_FILE), if it has one."""
    return _maps(str(path or MAPS_FILE)).get(game)


def calibrate(game: str, raw: float) -> float:
    """A raw search value of `game` as a win chance (the raw value where the game has no map)."""
    fitted = game_map(game)
    return raw if fitted is None else fitted(raw)


def write_map(game: str, fitted: CalibrationMap, facts: dict[str, Any], path: Path | None = None) -> Path:
    """Store a game's fitted map in the calibration file (default MAPS_FILE; other games'
    maps are kept)."""
    from ..core.saves import write_atomic

    path = path or MAPS_FILE
    try:
        doc = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        if not isinstance(doc, dict):
            doc = {}
    except (OSError, ValueError):
        doc = {}
    doc[game] = {**facts, "knots": fitted.to_json()}
    lines = [f" {json.dumps(name)}: {json.dumps(entry)}" for name, entry in sorted(doc.items())]
    write_atomic(path, "{\n" + ",\n".join(lines) + "\n}\n")      # one line per game
    _maps.cache_clear()
    return path
