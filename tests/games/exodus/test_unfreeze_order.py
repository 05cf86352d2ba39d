"""004 Freeze: "The owner may choose the order of resolution if multiple cards unfreeze and
need to resolve" (issue 30: they were put on the stack in the order they were frozen)."""
from __future__ import annotations

from .helpers import RULES, Table


def _two_unfreezing(first_frozen: str, second_frozen: str) -> tuple[Table, int, int]:
    """Two of Player 1's symmetries frozen in play, due to unfreeze as this End Phase begins."""
    t = Table(phase="attack", turn=0, turn_no=5)
    t.card(0, "reversion")                    # (the phase does not end by itself)
    a = t.card(0, first_frozen, "syms")
    b = t.card(0, second_frozen, "syms")
    t.st.frozen[a] = 5
    t.st.frozen[b] = 5
    t.do("end_phase", 0)
    t.passes()
    return t, a, b


def test_004_freeze_the_owner_chooses_which_unfreezing_symmetry_resolves_first() -> None:
    """Crystal Bell was frozen last, so it went on top; its owner lets Forest of Crags resolve
    first instead."""
    t, crags, bell = _two_unfreezing("forest_of_crags", "crystal_bell")
    d = RULES.decision(t.st)
    assert d is not None and d.seat == 0 and "resolves first" in d.prompt
    assert sorted(a.target for a in t.legal()) == sorted([crags, bell])
    t.choose(0, target=crags)
    t.settle()
    order = [x for x in t.said("resolve") if "Crystal Bell" in x or "Forest of Crags" in x]
    assert order == ["Forest of Crags resolves", "Crystal Bell resolves"]


def test_004_freeze_one_unfreezing_symmetry_asks_nothing() -> None:
    """A single symmetry unfreezing goes back on the stack without a question."""
    t = Table(phase="attack", turn=0, turn_no=5)
    t.card(0, "reversion")
    crags = t.card(0, "forest_of_crags", "syms")
    t.st.frozen[crags] = 5
    t.do("end_phase", 0)
    t.passes()
    assert t.st.choice is None and any("Forest of Crags resolves" in x for x in t.said("resolve"))
