"""A card's face as it is now (CardFace's current values, issue 27 item 3): a creature's
strength in play, an Afterthought's text, why the printed text no longer applies, and the
card's states in words.

Exodus cards print no strength: a creature's number is its strength, the unfrozen energy
under it (DESIGN basic turn), shown in the corner while it is in play; printed_corner stays
"" because there is no printed number to differ from (the hover explains the energy). No
effect changes what a symmetry costs, so printed_cost stays "" too. text_lost is "Negated"
for a creature whose Ability is inactive (004 Terminology: cancel, negate and nullify mean
inactive), "Ability lost" for one whose Ability Verneejus took, "Frozen" for a symmetry in
play that is frozen (004 Freeze: frozen symmetries are inactive; a frozen creature's or
Afterthought's Abilities stay active, so theirs is not lost).
"""
from __future__ import annotations

from dataclasses import replace

from ...core.table import CardFace
from .cards import Card
from .context import face
from .field import pile_of, strength
from .state import ExodusState

NEGATED = "Negated"
ABILITY_LOST = "Ability lost"
FROZEN = "Frozen"


def turns_left(st: ExodusState, until: int) -> str:
    """How long a card frozen until the End Phase of turn `until` stays frozen, counting the
    turn in progress: "1 turn" (thaws this turn), "3 turns"."""
    n = max(1, until - st.turn_no + 1)
    return f"{n} turn{'s' if n != 1 else ''}"


def _unkeyworded(st: ExodusState, card: int) -> bool:
    return any(e["kind"] == "unkeyworded" and e.get("card") == card for e in st.effects)


def frozen_state(st: ExodusState, card: int) -> str:
    """A frozen card's state: "Frozen (2 turns)"; Andromeda's face-down card, which acts as
    frozen without the keyword (004 Crystal Command Andromeda): "Face down (2 turns)"."""
    left = turns_left(st, st.frozen[card])
    return f"Face down ({left})" if _unkeyworded(st, card) else f"Frozen ({left})"


def _effect(st: ExodusState, card: int, kind: str) -> dict | None:
    return next((e for e in st.effects if e["kind"] == kind and e.get("card") == card), None)


def text_lost(st: ExodusState, card: int, up: Card) -> str:
    """Why the card's printed text does not apply now, "" when it does (only a card in
    play: the field, a symmetry or an Afterthought in play, 004 Field Tracking)."""
    if any(card in syms for syms in st.syms):
        return FROZEN if up.is_symmetry and card in st.frozen else ""
    if pile_of(st, card) is None and not any(card in afters for afters in st.afters):
        return ""
    if _effect(st, card, "lose_ability") is not None:
        return ABILITY_LOST
    if _effect(st, card, "inactive") is not None:
        return NEGATED
    return ""


def card_states(cards: tuple[Card, ...], st: ExodusState, card: int) -> tuple[str, ...]:
    """The card's states and counters in words, as tags on its face: frozen (and for how
    long), frozen energy under a creature, cards beneath it, attacked this turn, an Ability
    it has gained this turn, Abilities silenced for the turn."""
    out: list[str] = []
    if card in st.frozen:
        out.append(frozen_state(st, card))
    found = pile_of(st, card)
    if found is not None and found[1][0] == card:
        seat, pile = found
        cold = sum(1 for e in pile[1:] if e in st.frozen)
        if cold:
            out.append(f"{cold} frozen energy")
        under = len(st.under.get(card, ()))
        if under:
            out.append(f"{under} card{'s' if under != 1 else ''} beneath")
        if card in st.attacked:
            out.append("Attacked")
        gained = _effect(st, card, "gain_ability")
        if gained is not None:
            out.append(f"Has {cards[int(gained['from'])].name}'s Ability")
        if face(cards, st, card).abilities and any(e["kind"] == "silence" and e.get("seat") == seat
                                                   for e in st.effects):
            out.append("Silenced")
    return tuple(out)


def current_face(cards: tuple[Card, ...], st: ExodusState, card: int, up: Card, printed: CardFace) -> CardFace:
    """The face of a card instance as it is now (see the module docstring): `up` is the side
    that is up, `printed` that side's printed face."""
    now = printed
    found = pile_of(st, card)
    if found is not None and found[1][0] == card:
        now = replace(now, corner=str(strength(st, card)))
    if any(card in afters for afters in st.afters):
        now = replace(now, kind="Afterthought \u00b7 " + printed.kind, text=up.afterthought_text or printed.text)
    lost = text_lost(st, card, up)
    states = card_states(cards, st, card)
    if lost or states:
        now = replace(now, text_lost=lost, states=states)
    return now
