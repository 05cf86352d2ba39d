"""The Energy Phase as DESIGN's basic turn now fixes it (issue 30): energy from hand may go
under your unfrozen creatures (no limit there: 004 speaks of a 5-energy creature); only a pile
without a creature stops at 3; a frozen creature gains energy "only by card effects or
Abilities" (004 Freeze); energy played this turn may be rearranged (004 Energy Movement)."""
from __future__ import annotations

from .helpers import Table


def test_energy_from_hand_goes_under_an_unfrozen_creature() -> None:
    """DESIGN basic turn: "or under one of your unfrozen creatures": the creature grows."""
    t = Table(phase="energy")
    whelp = t.creature(0, "emberscale_whelp", 1)
    e = t.card(0, "energy")
    t.card(0, "energy")
    t.do("energy", 0, e, t.st.piles[0][0][1])
    assert t.strength(whelp) == 2 and e in t.st.piles[0][0]


def test_a_creatures_pile_has_no_three_energy_limit() -> None:
    """004 speaks of a 5-energy creature: a pile with a creature takes a fourth and a fifth."""
    t = Table(phase="energy")
    pile = t.pile(0, 4, "emberscale_whelp")
    e = t.card(0, "energy")
    t.card(0, "energy")
    t.do("energy", 0, e, pile[1])
    assert t.strength(pile[0]) == 5


def test_a_pile_without_a_creature_still_holds_at_most_three() -> None:
    """DESIGN basic turn: "a pile without a creature holds at most 3"."""
    t = Table(phase="energy")
    blank = t.pile(0, 3)
    e = t.card(0, "energy")
    assert "holds at most 3" in t.refused("energy", 0, e, blank[1])


def test_004_freeze_a_frozen_creature_gains_no_energy_from_hand() -> None:
    """004 Freeze: a frozen creature gains energy "only by card effects or Abilities"."""
    t = Table(phase="energy")
    pile = t.pile(0, 1, "emberscale_whelp")
    t.st.frozen[pile[0]] = t.st.turn_no + 2
    e = t.card(0, "energy")
    why = t.refused("energy", 0, e, pile[1])
    assert "frozen creature gains energy only by card effects or Abilities" in why and "Freeze" in why


def test_energy_played_under_a_creature_may_be_rearranged_but_not_its_last() -> None:
    """004 Energy Movement: energy played this turn is rearranged while the phase lasts, also
    from under a creature; the creature keeps at least one energy."""
    t = Table(phase="energy")
    pile = t.pile(0, 1, "emberscale_whelp")
    e = t.card(0, "energy")
    t.card(0, "energy")
    t.do("energy", 0, e, pile[1])
    t.do("move", 0, e, choice="new")
    assert t.strength(pile[0]) == 1 and [-1, e] in t.st.piles[0]
    t2 = Table(phase="energy")
    lone = t2.card(0, "energy")
    t2.card(0, "energy")
    t2.do("energy", 0, lone, choice="new")
    t2.st.piles[0][0][0] = t2.card(0, "emberscale_whelp", "main")    # a creature put onto it
    t2.st.main[0].remove(t2.st.piles[0][0][0])
    assert "keeps its last energy" in t2.refused("move", 0, lone, choice="new")


def test_a_teammates_creature_takes_no_energy_from_your_hand() -> None:
    """004 Team Battles: each player's cards stay separate: your energy goes onto your piles."""
    t = Table(seats=4, mode="teams", phase="energy")
    mate = t.pile(2, 1, "emberscale_whelp", controller=2)
    e = t.card(0, "energy")
    assert "teammate's piles" in t.refused("energy", 0, e, mate[1])
