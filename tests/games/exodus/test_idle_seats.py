"""The engine skips a seat it has just found with nothing to play at instant speed when it
would ask that seat again in the same state (a phase's start and its end, a quiet move to
the next phase): every seat so skipped must have nothing to play by a fresh look, in every
mode, through whole games (rules.CHECK_IDLE looks all the same and fails if it has)."""
from __future__ import annotations

import pytest

from simulator.core.rng import Rng
from simulator.games.exodus import rules as exodus_rules
from simulator.games.registry import get_game

GAME = get_game("exodus")
MODES = [(2, {}), (3, {}), (4, {"teams": True})]


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_a_seat_skipped_as_idle_has_nothing_to_play(seats: int, options: dict,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exodus_rules, "CHECK_IDLE", True)
    rules = GAME.rules
    for game in range(8):
        st = rules.new_state(GAME.setup(200 + game, seats, **options))
        rng = Rng(game)
        legal = rules.legal_actions(st)
        steps = 0
        while legal:
            rules.apply(st, rng.choice(legal))
            legal = rules.legal_actions(st)
            steps += 1
        assert steps > 20
