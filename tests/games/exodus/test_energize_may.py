"""004 Team Battles, Energize: "If your teammate has zero energy cards left in their Energy
Deck, then you MAY add 1 of your own energy to the target": the player chooses (issue 30: it
was added without asking)."""
from __future__ import annotations

from .helpers import RULES, Table


def _energize_a_teammate_with_an_empty_energy_deck() -> tuple[Table, int, int]:
    t = Table(seats=4, mode="teams", phase="creature")
    t.card(0, "forest_of_crags")
    mate = t.creature(2, "emberscale_whelp", 1)
    t.st.edeck[2].clear()
    energize = t.card(0, "energize")
    t.do("play", 0, energize, mate)
    t.passes()
    return t, mate, len(t.st.edeck[0])


def test_004_energize_asks_before_adding_your_own_energy_to_a_teammates_creature() -> None:
    t, _mate, _deck = _energize_a_teammate_with_an_empty_energy_deck()
    d = RULES.decision(t.st)
    assert d is not None and d.seat == 0 and "Energy Deck is empty" in d.prompt
    assert sorted(a.choice for a in t.legal()) == ["no", "yes"]


def test_004_energize_declined_adds_nothing() -> None:
    t, mate, deck = _energize_a_teammate_with_an_empty_energy_deck()
    t.choose(0, choice="no")
    assert t.strength(mate) == 1 and len(t.st.edeck[0]) == deck


def test_004_energize_accepted_adds_one_of_your_own_energy() -> None:
    t, mate, deck = _energize_a_teammate_with_an_empty_energy_deck()
    t.choose(0, choice="yes")
    assert t.strength(mate) == 2 and len(t.st.edeck[0]) == deck - 1


def test_energize_on_a_teammate_with_energy_left_asks_nothing() -> None:
    """The teammate's own Energy Deck gives the energy; no question."""
    t = Table(seats=4, mode="teams", phase="creature")
    t.card(0, "forest_of_crags")
    mate = t.creature(2, "emberscale_whelp", 1)
    t.do("play", 0, t.card(0, "energize"), mate)
    t.passes()
    assert t.st.choice is None and t.strength(mate) == 2
