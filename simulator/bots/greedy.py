"""The greedy bot: one ply of look-ahead scored by the game's evaluation.

It samples a few full states consistent with its observation (determinizations), tries
every legal action on each, and keeps the action with the best mean evaluation.
"""
from __future__ import annotations

from typing import Any, Callable

from ..core.actions import Action
from ..core.game import Game
from ..core.observation import Observation
from .base import Bot


def one_ply_totals(game: Game, deal: Callable[[], Any], samples: int, legal: list[Action], seat: int,
                   apply: Callable[[Any, Action], object]) -> list[float]:
    """Each legal move's evaluation one ply ahead, summed over `samples` deals (each `deal()`
    gives a full state), the move played with `apply`."""
    rules, evaluate = game.rules, game.evaluation
    totals = [0.0] * len(legal)
    for _ in range(samples):
        base = deal()
        for i, action in enumerate(legal):
            state = rules.clone(base)
            apply(state, action)
            totals[i] += evaluate.spend(rules, state, seat)   # (the copy is thrown away)
    return totals


class GreedyBot(Bot):
    """One-ply search over a few determinizations."""

    name = "greedy"
    samples = 2
    noise = 0.0

    def choose(self, game: Game, observation: Observation | None, seat: int, legal: list[Action]) -> Action:
        """The action with the best mean evaluation after it is played."""
        if len(legal) == 1:
            return legal[0]
        if observation is None:
            raise ValueError("the greedy bot needs its seat's observation")
        rules = game.rules
        totals = one_ply_totals(game, lambda: rules.determinize(observation, seat, self.rng), self.samples,
                                legal, seat, rules.apply)
        if self.noise:
            totals = [t + self.rng.random() * self.noise for t in totals]
        best = max(totals)
        ties = [a for a, t in zip(legal, totals) if t == best]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)
