"""A clone of a Wonders state (made field by field, without __init__, for the search bot) is
the same position, and playing on it leaves the original exactly as it was."""
from __future__ import annotations

import json

from simulator.core.rng import Rng
from simulator.games.registry import get_game

GAME = get_game("wonders")


def _text(state: object) -> str:
    return json.dumps(GAME.rules.to_json(state), sort_keys=True)


def test_a_clone_is_the_same_position_and_playing_on_it_leaves_the_original_as_it_was() -> None:
    rules = GAME.rules
    for game in range(4):
        state = rules.new_state(GAME.setup(300 + game, 2))
        rng = Rng(game)
        legal = rules.legal_actions(state)
        while legal:
            before = _text(state)
            for action in legal[:3]:
                copy = rules.clone(state)
                assert copy == state
                rules.apply(copy, action)
            assert _text(state) == before
            rules.apply(state, rng.choice(legal))
            legal = rules.legal_actions(state)
