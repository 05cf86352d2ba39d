"""The Bot interface: choose one of the legal actions from an observation."""
from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.game import Rules
from ..core.rng import Rng


class Bot:
    """A player that sees only its seat's observation."""

    name = "bot"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, rules: Rules, observation: dict[str, Any], seat: int,
               legal: list[Action], evaluate: Any = None) -> Action:
        """Pick one action of `legal` for `seat`."""
        raise NotImplementedError
