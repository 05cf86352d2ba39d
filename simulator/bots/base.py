"""The Bot interface: choose one of the legal actions from a seat's observation."""
from __future__ import annotations

from ..core.actions import Action
from ..core.game import Game
from ..core.observation import Observation
from ..core.rng import Rng


class Bot:
    """A player that sees only its seat's observation.

    reads_observation: False for a bot that never looks at it (random); the play loop
    then builds none, and `choose` receives None.
    """

    name = "bot"
    reads_observation = True

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, game: Game, observation: Observation | None, seat: int, legal: list[Action]) -> Action:
        """Pick one action of `legal` for `seat`."""
        raise NotImplementedError
