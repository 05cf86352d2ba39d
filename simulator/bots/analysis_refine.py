"""Judgements that get the budget they need: fair values and the re-search of close calls.

A search over every move spreads its budget over them, so its per-move means are shallow
and the one it prefers is partly chance (two moves with the same visits, another seed
another choice). So the analysis only takes its candidates from that search and values
moves by single-move searches of equal budget: the move made and the search's FIRST_LOOK most
visited other moves, once each (`first_look`). A decision whose loss there reaches SCREEN
(below the inaccuracy cut) is judged again in rounds (`refine`): each round values the move
made and the CANDIDATES other moves the first look valued highest (the first look only picks
them: its values are not counted, they would carry its luck), on a fresh stream (
each round, the same for every move of the round: common random numbers, so the deals and
draws the moves share cancel out of their difference), and the loss is the mean over the
rounds of the better move's chance less the move made's, the better move picked on the other
rounds (leave one out: picked on the same rounds it would be the luckiest candidate). After at
least MIN_ROUNDS rounds the re-search stops once the loss lies at least Z_STOP standard errors
away from every class cut (bots/analysis_marks.py), or after MAX_ROUNDS. The judgement's noise is Z
standard errors (a round's spread taken as at least SD_FLOOR): a decision is classed by its
loss less that noise. The search that ranks the candidates gets ROOT_BUDGET times the budget.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action
from ..core.game import Game
from ..core.observation import Observation
from ..core.rng import Rng
from .analysis_marks import CUTS
from .analysis_search import move_value

SCREEN = 0.03        # a first loss from here up is re-searched
FIRST_LOOK = 8       # the other moves the first look values once (fewer missed, under one seed of three,
                     # a move the overall search ranks low but that is better: three analyses of the
                     # Krieg example then found 0.085 and 0.024 for one move)
CANDIDATES = 3       # the other moves a re-search values each round (a review lists three)
MIN_ROUNDS = 3
MAX_ROUNDS = 12
Z = 2.0              # standard errors that make a loss distinct from a cut (and from nothing)
Z_STOP = 3.0         # standard errors a loss must be clear of every cut for the re-search to stop
SD_FLOOR = 0.01      # the least spread of one round's loss counted: three rounds can agree by chance
                     # (0.001 seen) while the same decision spreads 0.017 to 0.05 over twelve
ROOT_BUDGET = 3      # the search over every move that ranks the candidates gets this many times the
                     # budget (with 300 iterations over 9 to 16 moves its fourth place was chance)


@dataclass(frozen=True)
class Judged:
    """Fair values of some moves (calibrated win chances, one per round each), the move made
    among them."""

    values: dict[Action, list[float]]
    played: Action

    def mean(self, action: Action) -> float:
        """A move's mean win chance over its rounds."""
        got = self.values[action]
        return sum(got) / len(got)

    @property
    def best(self) -> Action:
        """The move with the highest mean (the move made where none beats it)."""
        return max(self.values, key=lambda a: (self.mean(a), a == self.played))

    @property
    def rounds(self) -> int:
        """How many rounds the move made was valued in."""
        return len(self.values[self.played])

    def diffs(self) -> list[float]:
        """Per round: the better move's chance minus the move made's, the better move picked on
        the other rounds (leave one out: picked on the same rounds it would be the luckiest of
        the candidates, and the loss overstated: 0.072 after three rounds for a move that lost
        0.055 after twelve); after a single round, that round's best."""
        played = self.values[self.played]
        n = len(played)
        if n < 2:
            best = self.best
            return [b - p for b, p in zip(self.values[best], played)]
        out = []
        for r in range(n):
            def held_out(a: Action) -> tuple[float, bool]:
                got = self.values[a]
                return (sum(got) - got[r]) / (n - 1), a == self.played
            better = max(self.values, key=held_out)
            out.append(self.values[better][r] - played[r])
        return out

    @property
    def loss(self) -> float:
        """The win chance the move made loses, at least 0: the mean of `diffs`."""
        got = self.diffs()
        return max(0.0, sum(got) / len(got))

    @property
    def noise(self) -> float:
        """Z standard errors of the loss (0 after a single round: not measured), the spread of
        a round taken as at least SD_FLOOR."""
        diffs = self.diffs()
        if len(diffs) < 2:
            return 0.0
        return Z * max(_mean_se(diffs)[1], SD_FLOOR / math.sqrt(len(diffs)))

    def settled(self) -> bool:
        """Whether the loss is clear of every cut by Z_STOP standard errors, after MIN_ROUNDS.
        (Stopping at Z would stop the runs that happened to start high: three or four rounds
        put a move at 0.060 and 0.067 that twelve put at 0.049.)"""
        if self.rounds < MIN_ROUNDS:
            return False
        loss, margin = self.loss, self.noise * Z_STOP / Z
        return all(abs(loss - cut) >= margin for _, cut in CUTS)


def _mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n if n else 0.0
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


Valuer = Callable[[Action, Rng], float]


def valuer(game: Game, observation: Observation, seat: int, *, nodes: int | None, seconds: float | None,
           chance: Callable[[float], float], deal: Callable[[Rng], Any] | None = None) -> Valuer:
    """A function of (move, rng) giving the move's fair win chance (a single-move search,
    calibrated by `chance`); a move that ends the game at once, as the search found, keeps
    its exact 0 or 1 (a finished game needs no calibration)."""
    def value(action: Action, rng: Rng) -> float:
        raw = move_value(game, observation, seat, action, rng, nodes=nodes, seconds=seconds, deal=deal)
        if raw in (0.0, 1.0) and _ends(game, observation, seat, action, deal):
            return raw
        return chance(raw)
    return value


def _ends(game: Game, observation: Observation, seat: int, action: Action,
          deal: Callable[[Rng], Any] | None) -> bool:
    """Whether `action` ends the game at once (in a deal of what `seat` knows)."""
    rules = game.rules
    state = deal(Rng(0)) if deal is not None else rules.determinize(observation, seat, Rng(0))
    try:
        rules.apply(state, action)
    except Exception:          # noqa: BLE001 -- not legal in this deal: nothing to say
        return False
    return rules.result(state) is not None


def first_look(value: Valuer, played: Action, others: Sequence[Action], rng: Rng) -> Judged:
    """One round: the move made and the FIRST_LOOK most searched other moves, valued once
    (one other move is not enough: the search's favourite after the move made may be a
    weak one while a strong one comes third)."""
    same = rng.fork()        # one stream for every move of the round: common random numbers
    values = {played: [value(played, same.clone())]}
    for a in others[:FIRST_LOOK]:
        values[a] = [value(a, same.clone())]
    return Judged(values, played)


def refine(value: Valuer, first: Judged, others: Sequence[Action], rng: Rng,
           max_rounds: int = MAX_ROUNDS) -> Judged:
    """Re-search a close call in rounds until its loss is clear of the cuts: the move made
    and the top CANDIDATES other moves, valued again each round."""
    # the contenders: the move made and the CANDIDATES other moves the first look valued highest
    ranked = sorted((a for a in first.values if a != first.played), key=lambda a: -first.mean(a))
    # ... valued afresh: the first look's values chose them, so they are kept out of the loss (the
    # best-looking of eight once is luckier than it is good: three rounds that counted it made
    # 0.062 of a move twelve rounds put at 0.045)
    values: dict[Action, list[float]] = {a: [] for a in [first.played, *ranked[:CANDIDATES]]}
    judged = Judged(values, first.played)
    while judged.rounds < max_rounds:
        same = rng.fork()    # the round's moves searched on the same deals and rollout draws
        want = judged.rounds + 1
        for a in values:
            if len(values[a]) < want:
                values[a].append(value(a, same.clone()))
        for a in values:      # a candidate added after the first round catches up
            while len(values[a]) < len(values[first.played]):
                values[a].append(value(a, rng.fork()))
        if judged.settled():
            break
    return judged
