"""Gates on what a player may do, by card text: an activated ability offered (legality.abilities) only
while the condition named by its first step's "if" holds (Initiation Bell's "if you have played a
spell this turn"), and cards a player may not play by name (Bar the Gates, Citywide Ban). The part
modules register them (ops_set4_ftj.py); nothing here imports the engine."""
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


# Plays a player is barred from ("They can't play cards with that name": Bar the Gates, Citywide Ban):
# fns(st, cards, seat) -> {card kind: the reason, as the player reads it}; the part modules add them
PLAY_BANS: list[Callable[[Any, Any, int], dict[int, str]]] = []


def play_bans(st: Any, cards: Any, seat: int) -> dict[int, str]:
    """The card kinds `seat` may not play now, with why (legality._plays skips them and explains)."""
    out: dict[int, str] = {}
    for fn in PLAY_BANS:
        out.update(fn(st, cards, seat))
    return out
