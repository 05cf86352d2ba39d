"""The hint's moves: what the search bot would play and the next best moves, each with its
win chance, valued as the analysis values them (a search over every move picks the
candidates, a single-move search each values them, the game's calibration map turns the
values into win chances), so the hint during play and the review after it speak alike.

The time budget is split: half for the search over every move, the other half shared by
the single-move searches of the candidates. With a node budget (tests) every search gets
it whole.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.actions import Action
from ..core.observation import Observation
from ..core.rng import Rng
from .analysis_refine import valuer
from .analysis_search import search_root
from .calibration import calibrate

MOVES = 4          # the bot's move and three alternatives (the view shows two, after leaving out repeats)


@dataclass(frozen=True)
class HintMove:
    """One move of a hint and its win chance (calibrated, in [0, 1])."""

    action: Action
    chance: float


def hint_moves(game_name: str, observation: Observation, seat: int, legal: list[Action], *,
               seconds: float | None, nodes: int | None = None, seed: int = 0,
               stop: Callable[[], bool] | None = None, count: int = MOVES) -> list[HintMove]:
    """The best `count` moves for `seat`, best first, each with its win chance."""
    from ..games.registry import get_game

    if not legal:
        raise ValueError("no legal action to hint at")
    game = get_game(game_name)
    rng = Rng(seed)
    main = None if seconds is None else seconds / 2
    best, raw, root = search_root(game, observation, seat, legal, rng.fork(), nodes=nodes, seconds=main)
    if len(legal) == 1:
        return [HintMove(best, calibrate(game_name, raw))]
    picks = [best] + [m.action for m in root if m.action != best][:count - 1]
    each = None if seconds is None else seconds / (2 * len(picks))
    value = valuer(game, observation, seat, nodes=nodes, seconds=each, chance=lambda raw: calibrate(game_name, raw))
    out = []
    for a in picks:
        if stop is not None and stop():
            break
        out.append(HintMove(a, value(a, rng.fork())))
    if not out:
        return [HintMove(best, calibrate(game_name, raw))]
    first = out[0]    # the search's pick leads; the others follow by their chances
    return [first] + sorted(out[1:], key=lambda m: -m.chance)
