"""Positions for bot tests: real decision points of short seeded games, in every game."""
from __future__ import annotations

import pytest

from simulator.core.rng import Rng
from simulator.games.registry import game_names, get_game


def positions(game: str, seeds=(1, 2), every: int = 5, limit: int = 6):
    """(spec, state, seat, legal) at every `every`-th decision of random games."""
    spec = get_game(game)
    rules = spec.rules
    out = []
    for seed in seeds:
        state = rules.new_state(spec.setup(seed, spec.min_seats, first_seat=seed % spec.min_seats))
        rng = Rng(seed)
        step = 0
        while rules.decision(state) is not None and len([p for p in out if p[0] == seed]) < limit:
            legal = rules.legal_actions(state)
            if step % every == 0 and len(legal) > 1:
                out.append((seed, rules.clone(state), rules.decision(state).seat, legal))
            rules.apply(state, rng.choice(legal))
            step += 1
    return spec, [(s, st, seat, legal) for s, st, seat, legal in out]


@pytest.fixture(params=game_names())
def game(request):
    return request.param
