"""Bots: they decide from a seat's observation only, with an RNG they are given.

`make_bot(spec, rng)` takes a bot name, optionally followed by ":" and options for bots
that have them: "search:0.5" (0.5 s per decision), "search:nodes=400" (a node budget).
The levels "easy" (noisy greedy), "normal" (greedy) and "hard" (search, 0.25 s) are bots too.
"""
from __future__ import annotations

from typing import Callable

from ..core.rng import Rng
from .base import Bot
from .greedy import GreedyBot
from .levels import EasyBot, bot_for_level
from .random_bot import RandomBot
from .search import SearchBot

BOTS: dict[str, Callable[[Rng], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "search": SearchBot,
    # the menu's difficulty levels (simulator/bots/levels.py)
    "easy": EasyBot,
    "normal": lambda rng: bot_for_level("normal", rng),
    "hard": lambda rng: bot_for_level("hard", rng),
}


class UnknownBot(KeyError):
    """No bot of that name; str() lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0])


def split_specs(text: str) -> list[str]:
    """Bot specs from a comma-separated list; a part that is an option ("nodes=400", "0.5")
    belongs to the bot before it: "search:1,c=0.5,greedy" -> ["search:1,c=0.5", "greedy"]."""
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if specs and ":" in specs[-1] and part and ("=" in part or part.replace(".", "", 1).isdigit()):
            specs[-1] += "," + part
        else:
            specs.append(part)
    return specs


def make_bot(name: str, rng: Rng) -> Bot:
    """A bot by name ("random", "greedy", "search", "search:0.5", ...), with its own RNG."""
    base, colon, options = name.partition(":")
    if base not in BOTS:
        raise UnknownBot(f"unknown bot '{name}' (known: {', '.join(BOTS)})")
    factory = BOTS[base]
    if not colon:
        return factory(rng)
    from_spec = getattr(factory, "from_spec", None)
    if from_spec is None:
        raise UnknownBot(f"bot '{base}' takes no options (got '{name}')")
    try:
        return from_spec(rng, options)
    except ValueError as exc:
        raise UnknownBot(str(exc)) from None
