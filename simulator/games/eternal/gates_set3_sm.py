"""Set 3 Shadow and multi-faction abilities whose cost is a sacrifice of other units (Failed Reflection,
Stonescar Scrapper): offered only while that many other units are there to pay it (ability_gates.py),
the same test again as the ability resolves (acts.MORE_CONDITIONS)."""
from __future__ import annotations

from typing import Any

from .ability_gates import ABILITY_GATES
from .acts import MORE_CONDITIONS


def _units(st: Any, cards: Any, seat: int) -> int:
    return sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)


def _another_unit(st: Any, cards: Any, seat: int) -> bool:
    """It needs another unit of yours to sacrifice"""
    return _units(st, cards, seat) >= 2   # the ability's unit and one more


def _two_other_units(st: Any, cards: Any, seat: int) -> bool:
    """It needs two other units of yours to sacrifice"""
    return _units(st, cards, seat) >= 3


ABILITY_GATES.update({"another_unit_to_sacrifice": _another_unit, "two_other_units_to_sacrifice": _two_other_units})
MORE_CONDITIONS.update({
    "another_unit_to_sacrifice": lambda ctx, seat, src, env: _another_unit(ctx.st, ctx.cards, seat),
    "two_other_units_to_sacrifice": lambda ctx, seat, src, env: _two_other_units(ctx.st, ctx.cards, seat),
})
