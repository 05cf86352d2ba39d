"""Conditions that gate an activated ability: the ability is offered (legality.abilities) only while
the condition named by its first step's "if" holds, e.g. Initiation Bell's "if you have played a
spell this turn". The part modules register them (ops_set4_ftj.py); nothing here imports the engine."""
from __future__ import annotations

from typing import Any, Callable

# condition name -> fn(st, cards, seat) -> bool; its docstring says the rule to the player
ABILITY_GATES: dict[str, Callable[[Any, Any, int], bool]] = {}


def gate_open(st: Any, cards: Any, seat: int, step: dict[str, Any]) -> bool:
    """Whether an ability whose first step is `step` may be used now by `seat`."""
    gate = ABILITY_GATES.get(step.get("if", ""))
    return gate is None or gate(st, cards, seat)


def gate_reason(step: dict[str, Any]) -> str:
    """The sentence a closed gate gives (its function's docstring)."""
    gate = ABILITY_GATES.get(step.get("if", ""))
    return (gate.__doc__ or "not now").strip() if gate is not None else ""
