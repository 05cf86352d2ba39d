"""The random bot: uniform over the legal actions."""
from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.game import Rules
from .base import Bot


class RandomBot(Bot):
    """Picks uniformly among legal actions."""

    name = "random"

    def choose(self, rules: Rules, observation: dict[str, Any], seat: int,
               legal: list[Action], evaluate: Any = None) -> Action:
        """A uniformly random legal action."""
        return self.rng.choice(legal)
