"""The bots' view of an Exodus hand: a card the next turns can use is worth more than one
they cannot, so the Draw Phase's split between the two decks is no longer a coin flip."""
from __future__ import annotations

from simulator.games.exodus.evaluation import evaluate

from .helpers import RULES, Table


def _value(hand: list[str], blank_piles: int = 0, creature_piles: int = 0) -> float:
    t = Table(phase="energy")
    for card in hand:
        t.card(0, card)
    for _ in range(blank_piles):
        t.pile(0, energy=1)
    for _ in range(creature_piles):
        t.pile(0, energy=1, creature="emberscale_whelp")
    t.pile(1, energy=1, creature="emberscale_whelp")
    return evaluate(RULES, t.st, 0)


def test_a_first_energy_in_hand_is_worth_more_than_a_fourth():
    """One Energy Phase plays at most three energy from hand (the basic turn, DESIGN.md)."""
    first = _value(["energy"]) - _value([])
    fourth = _value(["energy"] * 4) - _value(["energy"] * 3)
    assert first > fourth > 0


def test_a_creature_in_hand_counts_more_when_a_pile_can_take_it():
    with_room = _value(["emberscale_whelp"], blank_piles=1) - _value([], blank_piles=1)
    without = _value(["emberscale_whelp"], creature_piles=1) - _value([], creature_piles=1)
    assert with_room > without > 0


def test_the_draw_phase_split_matters_to_the_evaluation():
    """With no energy in hand and nowhere to put a creature, drawing energy scores higher
    than drawing three Main Deck cards (before this term every split scored alike)."""
    energy_draw = _value(["energy", "energy", "energy"], creature_piles=1)
    main_draw = _value(["emberscale_whelp"] * 3, creature_piles=1)
    assert energy_draw > main_draw
