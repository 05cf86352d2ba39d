"""Amplify (Set 3, Omens of the Past): "Amplify N: X" lets the player pay N power more as they
play the card, for X as well as the card's text. Neither 000 nor 003 describes Amplify; the
reading here is the game's glossary: a card with Amplify repeats or adds its effect when
played if you have the extra power the Amplify number names, once, at the player's choice.

A card with Amplify has one step {"op": "amplify", "pay": N, "then": [...], "needs": {...}}
among its effects (ops_set3_ft.py runs it). Its play Actions are the plain ones and the same
with choice "amplify" when its player has N power more than the card costs (and, with
"needs", a ready unit of theirs of that unit type to exhaust: Inner Fire's "Exhaust a
Grenadin"). legality._priced_variants asks amplify_variants; plays.play_card charges
amplify_cost more and plays.place marks the stack item "amplified".
"""
from __future__ import annotations

from typing import Any

from ...core.actions import Violation
from .cards import Card
from .state import EternalState
from .unit_types import has_type

AMPLIFY = "amplify"   # the play Action's choice
_STEPS: dict[tuple[str, int], dict[str, Any] | None] = {}
RULE = "the game's glossary: Amplify"


def amplify_step(card: Card) -> dict[str, Any] | None:
    """The card's Amplify step, or None (cached per card)."""
    key = (card.id, card.index)
    if key not in _STEPS:
        _STEPS[key] = next((s for s in card.effects if s.get("op") == "amplify"), None)
    return _STEPS[key]


def amplify_cost(card: Card) -> int:
    """The power an amplified play costs more (0: the card has no Amplify)."""
    step = amplify_step(card)
    return int(step.get("pay", 0)) if step else 0


def _needs_met(st: EternalState, cards: tuple[Card, ...], seat: int, step: dict[str, Any]) -> bool:
    want = (step.get("needs") or {}).get("unit_type")
    if not want:
        return True
    return any(has_type(st, cards, u, want) and not st.info[u].ex
               for u in st.boards[seat] if cards[st.kinds[u]].is_unit)


def amplify_variants(st: EternalState, cards: tuple[Card, ...], seat: int, card: Card, price: int,
                     variants: list[tuple[int | None, str | None]]) -> list[tuple[int | None, str | None]]:
    """`variants` (a card's plain ways to play it) and, when its player can pay its Amplify,
    each of them amplified."""
    step = amplify_step(card)
    if step is None or not variants or price + int(step.get("pay", 0)) > st.power[seat] \
            or not _needs_met(st, cards, seat, step):
        return variants
    return variants + [(t, AMPLIFY) for t, ch in variants if ch is None]


def amplify_violation(st: EternalState, cards: tuple[Card, ...], seat: int, card: Card, price: int) -> Violation:
    """Why an amplified play of `card` is refused."""
    step = amplify_step(card)
    if step is None:
        return Violation(f"{card.name} has no Amplify", "card text")
    n = int(step.get("pay", 0))
    if price + n > st.power[seat]:
        return Violation(f"Amplified, {card.name} costs {price + n} power ({price} + Amplify {n}), you have "
                         f"{st.power[seat]}", RULE)
    want = (step.get("needs") or {}).get("unit_type")
    return Violation(f"Amplifying {card.name} needs a ready {want} of yours to exhaust", RULE)


def amplify_label(card: Card, choice: Any) -> str:
    """How an amplified play reads in a menu or the log ("" for any other play)."""
    if choice != AMPLIFY:
        return ""
    n = amplify_cost(card)
    return f"Amplified (+{n} power)"
