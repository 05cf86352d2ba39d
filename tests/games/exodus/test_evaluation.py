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


def _after_energy(target: str, hand: list[str]) -> float:
    """The value once seat 0 played one energy from hand onto `target`: "creature" (under its
    unfrozen creature) or "new" (a new blank pile), with `hand` besides."""
    t = Table(phase="energy")
    whelp = t.pile(0, energy=1, creature="emberscale_whelp")
    t.pile(1, energy=1, creature="emberscale_whelp")
    for card in hand:
        t.card(0, card)
    e = t.card(0, "energy")
    t.do("energy", 0, e, whelp[1] if target == "creature" else None, None if target == "creature" else "new")
    return evaluate(RULES, t.st, 0)


def test_energy_under_an_unfrozen_creature_is_worth_more_than_an_idle_blank_pile():
    """Issue 30: energy from hand may grow a creature (DESIGN basic turn); with no creature in
    hand to summon, a stronger creature beats a blank pile nothing will use."""
    assert _after_energy("creature", ["reversion"]) > _after_energy("new", ["reversion"])


def test_a_blank_pile_for_a_creature_waiting_in_hand_is_worth_more_than_growing():
    """With a creature in hand and no blank pile, a new pile it can be summoned onto beats one
    more energy under the creature already in play (else the bots never summon again)."""
    assert _after_energy("new", ["dawnwing_acolyte"]) > _after_energy("creature", ["dawnwing_acolyte"])


def test_energy_in_hand_counts_more_with_an_unfrozen_creature_to_grow():
    """Energy in hand can go under an unfrozen creature next Energy Phase; under a frozen one not."""
    def gain(frozen: bool) -> float:
        values = []
        for hand in ([], ["energy"]):
            t = Table(phase="creature")
            whelp = t.creature(0, "emberscale_whelp", 2)
            if frozen:
                t.st.frozen[whelp] = t.st.turn_no + 2
            t.pile(1, energy=1, creature="emberscale_whelp")
            for card in hand:
                t.card(0, card)
            values.append(evaluate(RULES, t.st, 0))
        return values[1] - values[0]
    assert gain(frozen=False) > gain(frozen=True) > 0


def test_the_review_names_the_cards_the_next_turns_can_use():
    """The review's reasons name the evaluation's USE term: one energy is playable, and it and
    the blank pile give the two creatures in hand somewhere to go (three usable; the opponent
    holds none)."""
    from simulator.games.exodus.review import features
    t = Table(phase="energy")
    for card in ("energy", "emberscale_whelp", "emberscale_whelp"):
        t.card(0, card)
    t.pile(0, energy=1)
    t.pile(1, energy=1, creature="emberscale_whelp")
    found = {f.many: f for f in features(RULES, t.st, 0)}
    assert found["cards the next turns can use"].amount == 3


def test_the_review_says_whose_life_points_are_open_to_attack():
    """A side with no creatures has its Life Points open to attack (DESIGN basic turn): the
    review counts it for the seat whose opponent is open, against the seat that is."""
    from simulator.games.exodus.review import features
    t = Table(phase="energy")
    t.pile(0, energy=1, creature="emberscale_whelp")
    t.pile(1, energy=1)
    for seat, amount in ((0, 1.0), (1, -1.0)):
        found = {f.many: f for f in features(RULES, t.st, seat)}
        assert found["opponents open to attack"].amount == amount
