"""The engine does not look again at a seat's instant plays (often none) when it would ask
that seat again in the same state (a phase's start and its end, a quiet move to the next
phase, a pass): what it takes as known must always be what a fresh look finds, in every
mode, through whole games (rules.CHECK_KNOWN looks all the same and fails if it differs)."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.games.exodus import rules as exodus_rules
from simulator.games.registry import get_game

from .helpers import RULES, Table

GAME = get_game("exodus")
MODES = [(2, {}), (3, {}), (4, {"teams": True})]


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_a_seats_known_instant_plays_are_what_a_fresh_look_finds(seats: int, options: dict,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exodus_rules, "CHECK_KNOWN", True)
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


def test_a_position_edited_by_hand_is_looked_at_again() -> None:
    """The seats' known instant plays are kept with the legal actions the engine worked out
    as it stopped: a position edited by hand (the legal actions dropped, as the tests'
    helpers do) looks at every seat afresh. Player 2, with nothing to play at the Creature
    Phase's start, is handed a free symmetry while Player 1 is asked: when Player 1 passes,
    Player 2 is asked."""
    t = Table(phase="energy", turn=0)
    t.card(0, "forest_of_crags")               # Player 1 has a play at every window
    t.do("end_phase", 0)                       # (Player 2 has nothing at the Energy Phase's end)
    assert t.st.phase == "creature" and RULES.decision(t.st).seat == 0
    crags = t.card(1, "forest_of_crags")
    t.do("pass", 0)
    assert RULES.decision(t.st).seat == 1 and Action("play", 1, crags) in t.legal()
