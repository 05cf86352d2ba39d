"""Observations travel: the bot worker process gets the deciding seat's observation pickled
(simulator/bots/worker.py), and tests and tools deep-copy them. In every game, at every table
shape, an observation pickles and deep-copies to an equal one (the compiled build's frozen
classes too: tests/test_compiled_build.py)."""
from __future__ import annotations

import copy
import pickle

import pytest

from simulator.core.rng import Rng
from simulator.games.registry import get_game

from .test_conformance import GAME_TABLE_IDS, GAME_TABLES


def _observations(game: str, seats: int, options: dict, steps: int = 60, every: int = 15) -> list:
    spec = get_game(game)
    match = spec.new_match(3, seats=seats, first_seat=0, **options)
    rng, out = Rng(3), []
    for step in range(steps):
        decision = match.decision()
        if decision is None:
            break
        if step % every == 0:
            out.append(match.observation(decision.seat, with_log=False))
        match.apply(rng.choice(match.legal_actions()))
    return out


@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
def test_an_observation_pickles_and_deep_copies_to_an_equal_one(game, shape):
    seats, options = shape
    observations = _observations(game, seats, options)
    assert observations
    for obs in observations:
        assert pickle.loads(pickle.dumps(obs)) == obs
        assert copy.deepcopy(obs) == obs
