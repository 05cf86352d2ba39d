"""004 Mechanic Rulings, Freeze: each ruling a test."""
from __future__ import annotations

from simulator.games.exodus.field import freeze_count, strength
from simulator.games.exodus.moves import freeze

from .helpers import Table


def test_freeze_lasts_until_the_end_of_the_owners_next_turn() -> None:
    """004 Freeze: "It remains frozen until the end of the owner's next available turn,
    unless otherwise specified"."""
    t = Table(phase="creature", turn_no=5, turn=0)
    c = t.creature(1, "dawnwing_acolyte", 1)
    freeze(t.ctx(), c)
    assert t.st.frozen[c] == 6              # player 2's next turn is turn 6


def test_freeze_during_the_owners_own_turn_lasts_to_their_next_turn_after_that() -> None:
    """DESIGN (Exodus, 004 Freeze): "A card frozen during its owner's turn unfreezes at the end
    of the owner's next turn after that one"."""
    t = Table(phase="creature", turn_no=5, turn=0)
    c = t.creature(0, "emberscale_whelp", 1)
    freeze(t.ctx(), c)
    assert t.st.frozen[c] == 7


def test_freeze_cards_unfreeze_as_the_end_phase_is_entered() -> None:
    """004 Freeze: "Cards scheduled to unfreeze at the end of the turn will flip and unfreeze
    when the End Phase is entered, not when the turn is over"."""
    t = Table(phase="attack", turn_no=5)
    c = t.creature(0, "emberscale_whelp", 1)
    t.st.frozen[c] = 5
    t.do("end_phase", 0)
    t.settle()
    order = [e.kind for e in t.log if e.kind in ("unfreeze", "turn")]
    assert order[:2] == ["unfreeze", "turn"] and c not in t.st.frozen


def test_freeze_a_frozen_card_cannot_be_frozen_again() -> None:
    """004 Freeze: "Frozen cards can't be frozen again because they're already frozen. For
    this reason, overrides are not possible"."""
    t = Table(turn_no=5)
    c = t.creature(1, "dawnwing_acolyte", 1)
    assert freeze(t.ctx(), c, until=6)
    assert not freeze(t.ctx(), c, until=9)
    assert t.st.frozen[c] == 6


def test_freeze_frozen_creatures_cannot_attack() -> None:
    """004 Freeze: "Frozen creatures simply cannot attack"."""
    t = Table(phase="attack")
    c = t.creature(0, "emberscale_whelp", 2)
    freeze(t.ctx(), c)
    assert "Frozen creatures cannot attack" in t.refused("attack", 0, c, choice=1)
    assert "Exodus rulings, Freeze" in t.refused("attack", 0, c, choice=1)


def test_freeze_frozen_creatures_still_defend_and_deal_damage() -> None:
    """004 Freeze: the frozen creature "still counts as defense on the field ... they still
    deal and receive damage normally if attacked"."""
    t = Table(phase="attack")
    a = t.creature(0, "emberscale_whelp", 2)
    d = t.creature(1, "dawnwing_acolyte", 3)
    freeze(t.ctx(), d)
    assert all(x.choice != 1 for x in t.legal() if x.kind == "attack")   # no direct attack past it
    t.do("attack", 0, a, d)
    t.settle()
    assert t.where(a) == "grave" and strength(t.st, d) == 1


def test_freeze_frozen_energy_does_not_count_as_damage() -> None:
    """004 Freeze: "Frozen energy that's attached to a creature does not count as damage dealt
    during battle"."""
    t = Table()
    pile = t.pile(0, 3, "emberscale_whelp")
    freeze(t.ctx(), pile[1])
    assert t.strength(pile[0]) == 2


def test_freeze_unfrozen_energy_is_destroyed_first_in_battle() -> None:
    """004 Freeze: "When attacking a creature with partially frozen energy ... non-frozen
    energy is always used up first in battle"; frozen energy "is destroyed last"."""
    t = Table(phase="attack")
    a = t.creature(0, "emberscale_whelp", 2)
    pile = t.pile(1, 3, "dawnwing_acolyte")
    frozen_e = pile[1]
    freeze(t.ctx(), frozen_e)
    t.do("attack", 0, a, pile[0])
    t.settle()
    assert pile[1:] == [frozen_e]


def test_freeze_frozen_energy_can_pay_an_energy_cost() -> None:
    """004 Freeze: "Any frozen energy can be paid as a cost"; "if a card says 'pay 1 energy',
    you may pay a frozen energy in play"."""
    t = Table(phase="creature")
    e = t.pile(0, 1)[1]
    freeze(t.ctx(), e)
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    t.settle()
    assert t.where(e) == "grave" and t.where(vortex) == "grave"


def test_freeze_no_summoning_onto_a_pile_with_frozen_energy() -> None:
    """004 Freeze: "You can't summon a creature on a pile that is made up of any amount of
    frozen energy unless with a card effect"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    freeze(t.ctx(), pile[2])
    c = t.card(0, "emberscale_whelp")
    assert "frozen energy" in t.refused("summon", 0, c, pile[1])


def test_freeze_a_frozen_creature_can_gain_energy_by_effects() -> None:
    """004 Freeze: "Can a frozen creature gain energy? A: Yes, but only by card effects"."""
    t = Table(phase="creature")
    c = t.creature(0, "emberscale_whelp", 1)
    freeze(t.ctx(), c)
    e = t.card(0, "energize")
    t.do("play", 0, e, c)
    t.settle()
    assert len(t.st.piles[0][0]) == 3


def test_freeze_an_unfrozen_creature_on_frozen_energy_attacks_without_it() -> None:
    """004 Freeze: "If the creature is unfrozen, it can attack, but any frozen energy attached
    is excluded as dealt damage during battle"."""
    t = Table(phase="attack")
    pile = t.pile(0, 2, "emberscale_whelp")
    freeze(t.ctx(), pile[1])
    t.do("attack", 0, pile[0], choice=1)
    t.settle()
    assert t.st.life[1] == 9


def test_freeze_frozen_cards_are_public_knowledge() -> None:
    """004 Freeze: "Frozen cards can be viewed by players at any time and are considered
    public knowledge"."""
    t = Table()
    c = t.creature(1, "dawnwing_acolyte", 1)
    freeze(t.ctx(), c)
    view = t.rules.observation(t.st, 0).part.state
    assert view.kinds[c] == t.st.kinds[c] and c in view.frozen


def test_freeze_count_counts_cards_frozen_by_the_keyword() -> None:
    """004 Crystal Command Andromeda: acting like freeze without the word "doesn't count
    toward the freeze-count in play"."""
    t = Table()
    a = t.creature(0, "emberscale_whelp", 1)
    b = t.creature(1, "dawnwing_acolyte", 1)
    freeze(t.ctx(), a)
    freeze(t.ctx(), b, keyword=False)
    assert freeze_count(t.st) == 1
