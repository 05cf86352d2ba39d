"""The analysis' searches: the search bot with its root's statistics kept (every root move's
visits and mean value: the alternatives a review lists) and single-move searches (the value
of one given move, the unit the re-search of close calls compares).

`RootSearch` changes nothing in how the search bot searches or chooses; it only keeps what
its tree knew about the root's moves when the search ended.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action
from ..core.game import Game
from ..core.observation import Observation
from ..core.rng import Rng
from .search import Node, SearchBot


@dataclass(frozen=True)
class RootMove:
    """One root move after a search: how often it was tried and its mean value (raw, in [0, 1])."""

    action: Action
    visits: int
    value: float


class RootSearch(SearchBot):
    """The search bot, keeping its root's moves (most visited first) in `root_moves`."""

    root_moves: list[RootMove]

    def _best(self, root: Node, legal: list[Action]) -> tuple[Action, float]:
        moves = []
        for a in legal:
            child = root.children.get(a)
            if child is not None and child.visits:
                moves.append(RootMove(a, child.visits, child.total / child.visits))
        self.root_moves = sorted(moves, key=lambda m: (-m.visits, -m.value))
        return super()._best(root, legal)


def search_root(game: Game, observation: Observation, seat: int, legal: list[Action], rng: Rng, *,
                nodes: int | None, seconds: float | None,
                deal: Callable[[Rng], Any] | None = None) -> tuple[Action, float, list[RootMove]]:
    """A search over every legal move: (best move, its raw value, the root's moves)."""
    bot = RootSearch(rng, seconds=seconds, nodes=nodes, judging=True)
    best, value = bot.search(game, observation, seat, legal, deal=deal)
    return best, value, bot.root_moves


def move_value(game: Game, observation: Observation, seat: int, action: Action, rng: Rng, *,
               nodes: int | None, seconds: float | None, deal: Callable[[Rng], Any] | None = None) -> float:
    """The raw value of one move: a search whose only root move is `action`."""
    bot = SearchBot(rng, seconds=seconds, nodes=nodes, judging=True)
    return bot.search(game, observation, seat, [action], deal=deal)[1]
