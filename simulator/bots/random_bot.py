"""The random bot: uniform over the legal actions."""
from __future__ import annotations

from ..core.actions import Action
from ..core.game import Game
from ..core.observation import Observation
from .base import Bot


class RandomBot(Bot):
    """Picks uniformly among legal actions; never looks at the observation."""

    name = "random"
    reads_observation = False

    def choose(self, game: Game, observation: Observation | None, seat: int, legal: list[Action]) -> Action:
        """A uniformly random legal action."""
        return self.rng.choice(legal)
