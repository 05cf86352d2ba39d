"""Difficulty levels offered in the menu: Easy, Normal, Hard.

- Easy: the greedy bot with noise: its one-ply scores get a random bonus of up to twice
  the evaluation's scale, and four decisions in ten are a uniformly random legal action.
- Normal: the greedy bot (one ply ahead, over a few deals of the hidden cards).
- Hard: the search bot with HARD_SECONDS per decision.

Each level beats the one below it in every game (arena scores over 200 games of at least
0.65; the README's "Bot levels" table gives the scores, the Elo estimates and the
commands). Levels are game-generic: they only wrap the
generic bots. `bot_for_level` accepts the level names in any case; `level_bot_spec` gives
the `make_bot` spec string a worker process can rebuild the bot from.
"""
from __future__ import annotations

from ..core.actions import Action
from ..core.game import Game
from ..core.observation import Observation
from ..core.rng import Rng
from .base import Bot
from .greedy import GreedyBot
from .search import SearchBot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
LEVEL_TITLES = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
HARD_SECONDS = 0.25      # the budget the README's calibration arenas measured


class UnknownLevel(KeyError):
    """No level of that name; str() lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


class EasyBot(GreedyBot):
    """Greedy with noise: a sometimes-careless opponent for beginners."""

    name = "easy"
    samples = 1
    blunder = 0.4        # chance of a uniformly random legal action
    noise_share = 2.0    # noise amplitude as a share of the evaluation's scale
    # (0.3 and 1.0 until Krieg's evaluation learnt the strength of the cards in hand, which
    # made Easy nearly as good as Normal there: 0.630 over 200 games; now 0.710)

    def choose(self, game: Game, observation: Observation | None, seat: int, legal: list[Action]) -> Action:
        """A greedy choice with noisy scores, or now and then a random one."""
        if len(legal) > 1 and self.rng.random() < self.blunder:
            return self.rng.choice(legal)
        self.noise = self.noise_share * game.evaluation.scale
        return super().choose(game, observation, seat, legal)


def level_bot_spec(level: str) -> str:
    """The make_bot spec of a level ("easy", "greedy", "search:0.25")."""
    key = level.strip().lower()
    if key == "easy":
        return "easy"
    if key == "normal":
        return "greedy"
    if key == "hard":
        return f"search:{HARD_SECONDS:g}"
    raise UnknownLevel(f"unknown level '{level}' (known: {', '.join(LEVEL_TITLES.values())})")


def bot_for_level(level: str, rng: Rng) -> Bot:
    """The bot of a difficulty level, with its own RNG."""
    key = level.strip().lower()
    level_bot_spec(key)   # UnknownLevel for a bad name
    if key == "easy":
        return EasyBot(rng)
    if key == "normal":
        return GreedyBot(rng)
    return SearchBot(rng, seconds=HARD_SECONDS)
