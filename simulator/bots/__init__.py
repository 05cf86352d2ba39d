"""Bots: they decide from a seat's observation only, with an RNG they are given."""
from __future__ import annotations

from typing import Callable

from ..core.rng import Rng
from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS: dict[str, Callable[[Rng], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
}


class UnknownBot(KeyError):
    """No bot of that name; str() lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


def make_bot(name: str, rng: Rng) -> Bot:
    """A bot by name ("random", "greedy"), with its own RNG."""
    if name not in BOTS:
        raise UnknownBot(f"unknown bot '{name}' (known: {', '.join(BOTS)})")
    return BOTS[name](rng)
