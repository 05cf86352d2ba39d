"""Judgements that get the budget they need: fair values and the re-search of close calls.

A search over every move spreads its budget over them, so its per-move means are shallow
and the one it prefers is partly chance (two moves with the same visits, another seed
another choice). So the analysis only takes its candidates from that search and values
moves by single-move searches of equal budget: the move made and the search's FIRST_LOOK most
visited other moves, once each (`first_look`). A decision whose loss there reaches SCREEN
(below the inaccuracy cut) is judged again in rounds (`refine`). The contenders are the move
made and the first look's CANDIDATES best other moves, and every other move within NEAR of its
best (at most MAX_CONTENDERS; a move whose first-look value equals another's exactly, under
the same stream, is the same move in other words and counts once): the first look only picks
them, its values are not counted (they would carry its luck). Each round values the contenders
on a fresh stream, the same for every move of the round (common random numbers, so the deals
and draws the moves share cancel out of their difference); from MIN_ROUNDS on, a contender
DROP or more behind the best stops being valued (it cannot be the better move, and its budget
goes to more rounds for the ones that can). The loss is the mean over the rounds of the
better move's chance less the move made's, the better move picked on the other rounds (leave
one out: picked on the same rounds it would be the luckiest candidate). The judgement's noise
is Z standard errors of that mean, with a round's spread estimated from the rounds together
with PRIOR_ROUNDS rounds of the spread usually seen (SD_PRIOR; three rounds can agree by
chance) and never under SD_FLOOR. After at least MIN_ROUNDS rounds the re-search stops once
the loss lies at least its noise away from every class cut (bots/analysis_marks.py), further
the earlier the round (EARLY: a run that started high must not stop at its first lucky look),
or after MAX_ROUNDS; a decision is classed by its loss less its noise, so one that never got clear of a
cut takes the class below it. The search that ranks the candidates gets ROOT_BUDGET times the
budget.
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

SCREEN = 0.02        # a first loss from here up is re-searched (one round spreads 0.015 to 0.02: at 0.03,
                     # one seed of three passed over an Eternal move at 0.027 that two re-searches put at
                     # 0.059 and 0.051)
FIRST_LOOK = 12      # the other moves the first look values once (with 8, one seed of three left out
                     # the best of thirteen Krieg moves, tenth by the overall search's visits, and
                     # found 0.049 where the others found 0.061 and 0.062)
CANDIDATES = 3       # the other moves a re-search values at least (a review lists three) ...
NEAR = 0.03          # ... and every other move the first look put this close to its best
MAX_CONTENDERS = 6   # ... but no more than this many other moves
DROP = 0.03          # a contender this far behind the best after MIN_ROUNDS is no longer valued
MIN_ROUNDS = 3
MAX_ROUNDS = 40      # (12 left a loss of 0.058 at 0.050 to 0.062 by the seed; with 20, three seeds of the
                     # four example games disagreed on 3 of 47 marks, each a loss on the cut)
Z = 3.0              # standard errors that make a loss distinct from a cut (and from nothing); at 2, a
                     # re-search stopped at 3 had decisions it could not get clear of a cut marked or not
                     # by the seed (an unsettled 0.058 marked, an unsettled 0.054 not)
Z_STOP = 3.0         # standard errors a loss must be clear of every cut for the re-search to stop ...
EARLY = 0.25         # ... times (MAX_ROUNDS / rounds) ** EARLY: a re-search may stop after any round, and a
                     # run that starts high would stop at its first lucky look (a Krieg move 0.055 after 20
                     # rounds stopped at 0.071 and 0.064 after 5 and 9 under other seeds); asking more of an
                     # early stop (1.9 times the margin after 3 rounds, 1.0 at the last) leaves fewer such
                     # decisions marked by the seed (in simulation, with 40 rounds, 40% fewer than 20 rounds
                     # and a flat margin)
SD_PRIOR = 0.015     # the spread of one round's loss usually seen (0.010 to 0.018 over twelve rounds) ...
PRIOR_ROUNDS = 4     # ... counted as this many rounds beside the measured ones
SD_FLOOR = 0.01      # the least spread of one round's loss counted: three rounds can agree by chance
                     # (0.001 seen) while the same decision spreads 0.017 to 0.05 over twelve
ROOT_BUDGET = 3      # the search over every move that ranks the candidates gets this many times the
                     # budget (with 300 iterations over 9 to 16 moves its fourth place was chance)


@dataclass(frozen=True)
class Judged:
    """Fair values of some moves (calibrated win chances, one per round each, round by round
    from the first; a move no longer valued has fewer), the move made among them."""

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
        the other rounds among the moves valued in that round (leave one out: picked on the same
        rounds it would be the luckiest of the candidates, and the loss overstated: 0.072 after
        three rounds for a move that lost 0.055 after twelve); after a single round, that
        round's best."""
        played = self.values[self.played]
        n = len(played)
        if n < 2:
            best = self.best
            return [b - p for b, p in zip(self.values[best], played)]
        out = []
        for r in range(n):
            def held_out(a: Action) -> tuple[float, bool]:
                got = self.values[a]
                return (sum(got) - got[r]) / (len(got) - 1), a == self.played
            there = [a for a in self.values if len(self.values[a]) > max(r, 1)]
            better = max(there, key=held_out)
            out.append(self.values[better][r] - played[r])
        return out

    @property
    def loss(self) -> float:
        """The win chance the move made loses, at least 0: the mean of `diffs`."""
        got = self.diffs()
        return max(0.0, sum(got) / len(got))

    @property
    def noise(self) -> float:
        """Z standard errors of the loss (0 after a single round: not measured): a round's
        spread estimated from the rounds and PRIOR_ROUNDS rounds of SD_PRIOR together, at
        least SD_FLOOR (three rounds that happen to agree do not make a sure loss)."""
        diffs = self.diffs()
        n = len(diffs)
        if n < 2:
            return 0.0
        spread = _spread(diffs)
        pooled = math.sqrt((PRIOR_ROUNDS * SD_PRIOR ** 2 + (n - 1) * spread ** 2) / (PRIOR_ROUNDS + n - 1))
        return Z * max(pooled, SD_FLOOR) / math.sqrt(n)

    def settled(self) -> bool:
        """Whether the loss is clear of every cut by its noise, after MIN_ROUNDS, more clearly
        the earlier it is (EARLY; clear by two standard errors stopped the runs that happened to
        start high: three or four rounds put a move at 0.060 and 0.067 that twelve put at 0.049)."""
        rounds = self.rounds
        if rounds < MIN_ROUNDS:
            return False
        loss, margin = self.loss, self.noise * Z_STOP / Z * (MAX_ROUNDS / rounds) ** EARLY
        return all(abs(loss - cut) >= margin for _, cut in CUTS)


def _spread(values: list[float]) -> float:
    """The sample standard deviation (0 for fewer than two values)."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))


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


def contenders(first: Judged) -> list[Action]:
    """The other moves a re-search values: the first look's CANDIDATES best and every other
    move within NEAR of its best, at most MAX_CONTENDERS, best first; a move whose first-look
    value equals the move made's or a listed move's exactly (the same stream gave the same
    search: the same move in other words) is left out."""
    ranked = sorted((a for a in first.values if a != first.played), key=lambda a: -first.mean(a))
    seen = {first.mean(first.played)}
    top = first.mean(ranked[0]) if ranked else 0.0
    out: list[Action] = []
    for a in ranked:
        value = first.mean(a)
        if value in seen:
            continue
        if len(out) >= MAX_CONTENDERS or (len(out) >= CANDIDATES and value < top - NEAR):
            break
        seen.add(value)
        out.append(a)
    return out


def refine(value: Valuer, first: Judged, others: Sequence[Action], rng: Rng,
           max_rounds: int = MAX_ROUNDS) -> Judged:
    """Re-search a close call in rounds until its loss is clear of the cuts: the move made
    and its contenders (`contenders`), valued again each round, a contender left behind by
    DROP no longer valued."""
    # ... valued afresh: the first look's values chose them, so they are kept out of the loss (the
    # best-looking of eight once is luckier than it is good: three rounds that counted it made
    # 0.062 of a move twelve rounds put at 0.045)
    values: dict[Action, list[float]] = {a: [] for a in [first.played, *contenders(first)]}
    judged = Judged(values, first.played)
    active = list(values)
    while judged.rounds < max_rounds:
        same = rng.fork()    # the round's moves searched on the same deals and rollout draws
        for a in active:
            values[a].append(value(a, same.clone()))
        if judged.rounds >= MIN_ROUNDS:
            lead = max(judged.mean(a) for a in active)
            active = [a for a in active if a == first.played or judged.mean(a) > lead - DROP]
        if judged.settled():
            break
    return judged
