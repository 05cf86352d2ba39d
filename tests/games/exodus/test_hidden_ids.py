"""Issue 32's last leak: a card's instance id says nothing about its card. The ids were made
in decklist order before the shuffle, and an observation keeps the opponents' hand ids
(their kinds hidden as -1), so anyone knowing the decklists could name every hidden card."""
from __future__ import annotations

from simulator.games.exodus import GAME
from simulator.games.exodus.decks import validate_setup

from .helpers import RULES


def _decklist_order_guess(seed: int) -> list[int]:
    """The kind each id would have if ids were made in decklist order (what a player who
    knows the decklists can work out): each seat's Main Deck, Energy Deck, Harmony Rare."""
    setup = GAME.setup(seed)
    out: list[int] = []
    for main, energy, harmony in validate_setup(setup.decks, RULES.cards, setup.seats):
        out += main + energy + ([harmony] if harmony is not None else [])
    return out


def test_an_opponents_hidden_hand_ids_cannot_be_read_from_the_decklists() -> None:
    """Over many seeds, the decklist-order guess names the kind of a hidden card in the
    opponent's starting hand no better than a guess at random would (it was right every time)."""
    right = total = 0
    for seed in range(30):
        st = RULES.new_state(GAME.setup(seed))
        obs = RULES.observation(st, 0).part.state
        guess = _decklist_order_guess(seed)
        for c in st.hand[1]:
            assert obs.kinds[c] == -1                   # hidden from seat 0 ...
            right += guess[c] == st.kinds[c]            # ... and not named by its id
            total += 1
    assert total >= 150 and right / total < 0.6


def test_the_same_seed_deals_the_same_ids() -> None:
    """The deal of kinds onto ids comes from the state's RNG: deterministic from the seed."""
    a, b = RULES.new_state(GAME.setup(5)), RULES.new_state(GAME.setup(5))
    assert a.kinds == b.kinds and a.hand == b.hand
    assert RULES.new_state(GAME.setup(6)).kinds != a.kinds
