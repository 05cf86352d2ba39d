"""Judged self-play for calibration: games in which every decision is judged as the analysis
judges it (the search bot at the analysis' default node budget, from the deciding seat's
observation: a search over every move picks the move, a single-move search of equal budget
values it, bots/analysis_refine.py), recording that raw value for the side to move and,
once the game ends, whether that side won.

Both seats play the judged best move, except that with probability `epsilon` a seat plays
a uniformly random legal move instead, so the games reach the lopsided positions a review of
a real game meets (a prediction is recorded only where the judged move is the one played:
the chance is the chance *with* the best move). Games are 1v1, seeds derived from the run's
seed, one game per worker job; a node budget makes a run reproducible.
"""
from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable
from typing import Any

from ..core.rng import Rng
from .analysis import DEFAULT_NODES, step_seed
from .analysis_search import move_value
from .calibration import Sample
from .search import SearchBot

EPSILON = 0.15        # a seat's chance of a random move instead of the judged best one
MAX_ACTIONS = 3000    # a game that runs longer is left out (none of the four comes near it)


def judged_game(game_name: str, index: int, seed: int, nodes: int = DEFAULT_NODES,
                epsilon: float = EPSILON, player: str = "search", every: int = 1) -> list[Sample]:
    """One judged self-play game: its samples (raw search values; none if it did not end).

    `player` "search" (the default): both seats play the judged best move (a search over every
    move picks it, a single-move search values it). Any other bot spec ("greedy"): that bot
    plays both seats and the move it makes is valued as the analysis values a move made (one
    single-move search): far cheaper, for games whose judged games take many minutes. `every`:
    only one decision in `every` is valued (neighbouring decisions of one game say much the
    same), the others are just played."""
    from ..games.registry import get_game
    from . import make_bot

    game = get_game(game_name)
    rules = game.rules
    state = rules.new_state(game.setup(step_seed(seed, index), 2))
    rng = Rng(step_seed(seed + 7919, index))
    bots = None if player == "search" else [make_bot(player, rng.fork()) for _ in range(2)]
    seen: list[tuple[int, float]] = []
    decisions = 0
    for _ in range(MAX_ACTIONS):
        decision = rules.decision(state)
        if decision is None:
            break
        seat = decision.seat
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            rules.apply(state, legal[0])
            continue
        decisions += 1
        judged = (decisions - 1) % max(1, every) == 0
        observation = rules.observation(state, seat)
        if bots is None:
            if not judged:
                move = SearchBot(rng.fork(), seconds=None, nodes=nodes, judging=True).search(game, observation, seat, legal)[0]
                rules.apply(state, legal[rng.below(len(legal))] if rng.random() < epsilon else move)
                continue
            best = SearchBot(rng.fork(), seconds=None, nodes=nodes, judging=True).search(game, observation, seat, legal)[0]
            if rng.random() < epsilon:
                rules.apply(state, legal[rng.below(len(legal))])
                continue
        else:
            best = (legal[rng.below(len(legal))] if rng.random() < epsilon
                    else bots[seat].choose(game, observation, seat, legal))
            if not judged:
                rules.apply(state, best)
                continue
        seen.append((seat, move_value(game, observation, seat, best, rng.fork(), nodes=nodes, seconds=None)))
        rules.apply(state, best)
    result = rules.result(state)
    if result is None:
        return []
    def outcome(seat: int) -> float:
        return 0.5 if not result.winners else 1.0 if seat in result.winners else 0.0
    return [Sample(chance, outcome(seat), index) for seat, chance in seen]


def _job(args: tuple[str, int, int, int, float, str, int]) -> list[Sample]:
    return judged_game(*args)


def judged_games(game_name: str, games: int, seed: int = 0, nodes: int = DEFAULT_NODES,
                 epsilon: float = EPSILON, workers: int = 1,
                 tick: Callable[[], None] | None = None,
                 so_far: Callable[[list[Sample], int], None] | None = None,
                 player: str = "search", every: int = 1) -> list[Sample]:
    """The samples of `games` judged self-play games, in game order. `so_far` is told the
    samples and the number of games played after each game (a long run keeps what it has)."""
    jobs = [(game_name, i, seed, nodes, epsilon, player, every) for i in range(games)]
    out: list[Sample] = []
    pool: Any = None
    try:
        if workers <= 1:
            results: Any = map(_job, jobs)
        else:
            pool = mp.get_context("spawn").Pool(min(workers, games))
            results = pool.imap(_job, jobs)
        for played, samples in enumerate(results, start=1):
            out += samples
            if so_far:
                so_far(out, played)
            if tick:
                tick()
    finally:
        if pool is not None:
            pool.terminate()
    return out
