"""The scans legality keeps of hands and graveyards (scans.py) are always what a fresh scan
finds: through whole games in every mode, and after a position is edited by hand."""
from __future__ import annotations

import pytest

from simulator.core.rng import Rng
from simulator.games.exodus import scans
from simulator.games.registry import get_game

from .helpers import Table

GAME = get_game("exodus")
MODES = [(2, {}), (3, {}), (4, {"teams": True})]


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_kept_scans_equal_fresh_ones_through_games(seats: int, options: dict) -> None:
    rules = GAME.rules
    for game in range(3):
        st = rules.new_state(GAME.setup(200 + game, seats, **options))
        rng = Rng(game)
        legal = rules.legal_actions(st)
        while legal:
            for s in range(seats):
                assert scans.hand_scan(st, rules.cards, s) == scans._scan(st, rules.cards, st.hand[s])
            rules.apply(st, rng.choice(legal))
            legal = rules.legal_actions(st)


def test_a_card_put_in_the_graveyard_by_hand_is_seen() -> None:
    t = Table(phase="creature")
    t.pile(0, 2)
    before = t.legal()
    assert not any(a.kind == "activate" for a in before)
    card = t.card(0, "hazardous_brigantine", "grave")     # a kind the game did not hold
    assert any(a.kind == "activate" and a.card == card for a in t.legal())
