"""How well a game's evaluation weights predict how its games end, and the weights that
would predict best.

The Normal bot plays itself; at the start of every turn the evaluation's named features
(`Evaluation.features`, core/features.py: the side to play minus the strongest opposing side)
are recorded for the player whose turn it is, with whether that player went on to win. A
logistic regression of the outcome on the features' amounts, with an intercept (the worth of
being the side to play), gives each feature's weight in log-odds; multiplied by the
evaluation's scale (the search squashes a value v into a win chance as 1 / (1 + e^(-v/scale)))
it is in evaluation points, next to the weight the evaluation has now. The held-out log loss of
both (the current weights with their scale refitted) says how much better they could predict.

A better prediction is not a better bot: for Exodus (issue 30) the fitted weights predicted
the winner better than the hand-set ones (held-out log loss 0.574 against 0.596) and the search judging
its rollouts' ends with them played no better, while Normal playing by them played worse
(README, Bot levels). Use it to see what an evaluation over- or under-weighs, then measure any
change in the arena.

    python -m simulator.commands.weights_fit GAME [--games N] [--seed S] [--deck NAME]

Needs a game whose evaluation names features and whose capabilities say whose turn it is.
Only 1v1 games are played; a fifth of the games (every fifth one) are held out.
"""
from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.features import Feature
from ..core.game import DeckError, Game
from ..core.match import Match
from ..core.playloop import play_match
from ..core.rng import Rng
from .progress import Progress
from .selfplay import derive_seed

RIDGE = 1e-3          # a whisper of ridge: the Newton steps stay defined when a feature never varies
ITERATIONS = 50


@dataclass(frozen=True)
class Sample:
    """One turn's first position: the features' amounts for the turn player, and whether
    that player won (1.0) or lost (0.0)."""

    amounts: tuple[float, ...]
    won: float
    game: int


class FitError(ValueError):
    """A game that cannot be fitted (no features, no turns)."""


def start_features(game: Game, deck: str | None = None) -> list[Feature]:
    """A game's evaluation features at the start of a game, for the player whose turn it is:
    their names and current weights, in the order the game lists them."""
    features, turn_seat = _needs(game)
    match = game.new_match(0, 2, deck)
    return list(features(game.rules, match.state, turn_seat(match.state)))


def feature_names(game: Game) -> list[str]:
    """The names of a game's evaluation features, in the order it lists them."""
    return [f.many for f in start_features(game)]


def _needs(game: Game) -> tuple[Callable[[Any, Any, int], Sequence[Any]], Callable[[Any], int]]:
    features = game.evaluation.features
    if features is None:
        raise FitError(f"{game.name}'s evaluation names no features to fit")
    return features, _turn_seat(game)


def _turn_seat(game: Game) -> Callable[[Any], int]:
    turn_seat = game.capabilities.turn_seat
    if turn_seat is None:
        raise FitError(f"{game.name} has no turns to fit at")
    return turn_seat


def samples(game: Game, games: int, seed: int = 0, deck: str | None = None,
            tick: Callable[[], None] | None = None) -> list[Sample]:
    """The turn-start samples of `games` self-play games of the Normal bot (drawn games and
    games without a single winner give none)."""
    from ..bots import make_bot
    features, turn_seat = _needs(game)
    out: list[Sample] = []
    for g in range(games):
        match = game.new_match(derive_seed(seed, "fit", g), 2, deck, first_seat=g % 2)
        rows: list[tuple[int, tuple[float, ...]]] = []
        last: list[int | None] = [None]

        def record(m: Match) -> None:
            if m.decision() is None:
                return
            seat = turn_seat(m.state)
            if seat != last[0]:
                last[0] = seat
                found = features(game.rules, m.state, seat)
                if found:                 # (none once a side is out)
                    rows.append((seat, tuple(f.amount for f in found)))

        record(match)
        bots = [make_bot("greedy", Rng(derive_seed(seed, "fit bot", g, s))) for s in range(2)]
        play_match(game, match, bots, on_step=record)
        result = match.result()
        if tick:
            tick()
        if result is None or result.draw or len(result.winners) != 1:
            continue
        (winner,) = result.winners
        out.extend(Sample(a, 1.0 if s == winner else 0.0, g) for s, a in rows)
    return out


def _sigmoid(t: float) -> float:
    if t >= 0:
        return 1.0 / (1.0 + math.exp(-t))
    e = math.exp(t)
    return e / (1.0 + e)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; `a` is positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        for r in range(col + 1, n):
            f = m[r][col] / p
            if f:
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def fit(rows: Sequence[Sequence[float]], outcomes: Sequence[float], ridge: float = RIDGE) -> list[float]:
    """Logistic regression by Newton's method: the weights of each column, then the intercept,
    maximising the likelihood of the outcomes (0 or 1) less ridge x n x |weights|^2 / 2."""
    k = len(rows[0]) + 1 if rows else 1
    xs = [list(r) + [1.0] for r in rows]
    lam = ridge * max(1, len(xs))
    w = [0.0] * k
    for _ in range(ITERATIONS):
        g = [lam * wi for wi in w]
        h = [[lam if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, outcomes):
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            d = p - y
            v = p * (1.0 - p)
            for i in range(k):
                xi = x[i]
                if xi:
                    g[i] += d * xi
                    row = h[i]
                    vx = v * xi
                    for j in range(k):
                        row[j] += vx * x[j]
        step = _solve(h, g)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def log_loss(rows: Sequence[Sequence[float]], outcomes: Sequence[float], weights: Sequence[float]) -> float:
    """The mean log loss of outcomes predicted by weights (the last one the intercept)."""
    total = 0.0
    for x, y in zip(rows, outcomes):
        p = _sigmoid(sum(w * xi for w, xi in zip(weights, x)) + weights[-1])
        p = min(max(p, 1e-12), 1.0 - 1e-12)
        total -= y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / max(1, len(rows))


def report(game: Game, found: Sequence[Sample], names: Sequence[str], current: Sequence[float]) -> list[str]:
    """Lines comparing the current weights with the fitted ones, and the held-out log loss of
    each (the current weights keep their ratios: only their scale and an intercept are fitted)."""
    scale = game.evaluation.scale
    train = [s for s in found if s.game % 5]
    held = [s for s in found if not s.game % 5]
    if not train or not held:
        raise FitError("too few decided games to fit and to check (play more games)")
    w = fit([s.amounts for s in train], [s.won for s in train])
    now = [c / scale for c in current]
    value = [sum(a * b for a, b in zip(s.amounts, now)) for s in train]
    bias = fit([[v] for v in value], [s.won for s in train])   # (the current weights: a slope, an intercept)
    current_model = [c * bias[0] for c in now] + [bias[1]]
    lines = [f"{game.name}: {len(found)} turn starts from {len({s.game for s in found})} decided games "
             f"(held out: {len(held)})",
             f"  {'feature':<28} {'now':>8} {'fitted':>8}   (evaluation points a unit; scale {scale:g})"]
    for name, c, fw in zip(names, current, w):
        lines.append(f"  {name:<28} {c:8.2f} {fw * scale:8.2f}")
    lines.append(f"  {'the side to play (intercept)':<28} {'':>8} {w[-1] * scale:8.2f}")
    hx, hy = [s.amounts for s in held], [s.won for s in held]
    lines.append(f"  held-out log loss: now {log_loss(hx, hy, current_model):.4f} "
                 f"(its scale refitted: x{bias[0]:.2f}), fitted {log_loss(hx, hy, w):.4f}, "
                 f"a coin {math.log(2):.4f}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    from ..games.registry import get_game, game_names
    p = argparse.ArgumentParser(prog="python -m simulator.commands.weights_fit",
                                description="Fit a game's evaluation weights to how self-play games end.")
    p.add_argument("game", choices=game_names())
    p.add_argument("--games", type=int, default=2000, help="self-play games of the Normal bot (default 2000)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deck", default=None, help="the deck both players use (default: the game's own)")
    args = p.parse_args(argv)
    if not 5 <= args.games <= 1_000_000:
        p.error("--games must be between 5 and 1,000,000")
    game = get_game(args.game)
    try:
        start = start_features(game, args.deck)
        with Progress(args.games, f"{game.name} self-play") as bar:
            found = samples(game, args.games, args.seed, args.deck, tick=bar.advance)
        lines = report(game, found, [f.many for f in start], [f.weight for f in start])
    except (FitError, DeckError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
