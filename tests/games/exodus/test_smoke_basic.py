"""Basic-turn tests (DESIGN.md "Where the rules are silent": Exodus TCG's basic turn)."""
from __future__ import annotations

from .helpers import Table


def test_basic_turn_summon_onto_blank_pile_and_attack_life_when_no_creatures() -> None:
    t = Table(phase="creature")
    t.card(0, "forest_of_crags")          # something left to do: the phase stays open
    pile = t.pile(0, 2)
    whelp = t.card(0, "emberscale_whelp")
    t.do("summon", 0, whelp, pile[1])
    assert pile[0] == whelp and t.strength(whelp) == 2
    t.do("end_phase", 0)
    t.passes()
    assert t.st.phase == "attack"
    t.do("attack", 0, whelp, choice=1)
    t.passes()
    assert t.st.life == [10, 8]


def test_basic_turn_battle_destroys_energy_point_for_point() -> None:
    t = Table(phase="attack")
    a = t.creature(0, "emberscale_whelp", 3)
    d = t.creature(1, "dawnwing_acolyte", 2)
    t.do("attack", 0, a, d)
    t.passes()
    assert t.where(d) == "grave"
    assert t.strength(a) == 1
