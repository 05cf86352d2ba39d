"""The engine keeps the deciding seat's legal actions as its loop stops (it must look at them
to end an empty phase by itself or to skip a player with nothing to answer with): what it
keeps must always be what a fresh look finds, in every mode, through whole games."""
from __future__ import annotations

import pytest

from simulator.core.rng import Rng
from simulator.games.registry import get_game

GAME = get_game("exodus")
MODES = [(2, {}), (3, {}), (4, {"teams": True})]


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_kept_legal_actions_equal_a_fresh_computation(seats: int, options: dict) -> None:
    rules = GAME.rules
    for game in range(6):
        setup = GAME.setup(100 + game, seats, **options)
        st = rules.new_state(setup)
        rng = Rng(game)
        steps = 0
        while True:
            kept = rules.legal_actions(st)
            fresh_state = rules.clone(st)
            fresh_state.legal = None
            assert kept == rules.legal_actions(fresh_state), f"game {game} step {steps}"
            if not kept:
                break
            rules.apply(st, rng.choice(kept))
            steps += 1
        assert steps > 20


def test_a_state_read_back_from_json_works_its_legal_actions_out_again() -> None:
    rules = GAME.rules
    st = rules.new_state(GAME.setup(5, 2))
    again = rules.from_json(rules.to_json(st))
    assert again.legal is None and rules.legal_actions(again) == rules.legal_actions(st)
