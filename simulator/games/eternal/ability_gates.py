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


# Heirloom Blade: "You may sacrifice a unit to play Heirloom Blade for 4 less": a play Action with this
# choice and the unit to sacrifice as its target (legality offers it, plays.play_card charges it)
SACRIFICE_LESS = "sacrifice_less"


def sacrifice_discount(card: Any) -> int:
    """How much less a card costs when a unit is sacrificed to play it (0: it has no such text)."""
    free_if = card.free_if
    return int(free_if.get(SACRIFICE_LESS, 0)) if free_if else 0


def sacrifice_variants(st: Any, cards: Any, seat: int, card: Any, price: int) -> list[tuple[int | None, str | None]]:
    """The plays of a card that costs less with a unit sacrificed: one per unit of its player, when the
    lower price is affordable."""
    less = sacrifice_discount(card)
    if not less or max(0, price - less) > st.power[seat]:
        return []
    return [(u, SACRIFICE_LESS) for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
