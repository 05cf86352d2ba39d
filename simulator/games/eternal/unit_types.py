"""A card's unit types now (Valkyrie, Oni, Grenadin, ...): the printed ones, unless an effect changed them.

Valkyrie Harvester: "Draw each unit that died this turn. They ... become Valkyrie"; Mask Maker: "Mask
Maker becomes its type". A change replaces the printed types (the card database's UnitType) and
stays with the card in every zone, hand, deck and void included (003 Basic Gameplay: "all card
effects are persistent, even when the card changes zones"). The state keeps the changes in
EternalState.retyped ({instance: types}), None until the first change of a game, so a game without
such a card keeps its state and hash as before.

Every rule that reads a card's unit types asks `unit_types` (or `has_type`, `share_type`); the
printed types (Card.unit_types) are read directly only for what a card is as printed (its face in
the pool, deck building).
"""
from __future__ import annotations

from .cards import Card
from .state import EternalState


def unit_types(st: EternalState, cards: tuple[Card, ...], c: int) -> tuple[str, ...]:
    """Card instance c's unit types now: an effect's change (st.retyped), else the printed ones."""
    r = st.retyped
    if r is not None:
        t = r.get(c)
        if t is not None:
            return t
    return cards[st.kinds[c]].unit_types


def has_type(st: EternalState, cards: tuple[Card, ...], c: int, kind: str) -> bool:
    """Whether card c is of this unit type now ("a Valkyrie", "your Grenadins")."""
    return kind in unit_types(st, cards, c)


def share_type(st: EternalState, cards: tuple[Card, ...], a: int, b: int) -> bool:
    """Whether cards a and b have a unit type in common now ("units that share a type with Mask Maker";
    Bond's "another unit of the same type"). A card with no type shares none."""
    ta = unit_types(st, cards, a)
    return bool(ta) and not set(ta).isdisjoint(unit_types(st, cards, b))


def retype(st: EternalState, c: int, types: tuple[str, ...]) -> None:
    """Card c's unit types become `types` (in place of the printed ones), in every zone from now on."""
    if st.retyped is None:
        st.retyped = {}
    st.retyped[c] = tuple(types)


def retyped_from(st: EternalState, cards: tuple[Card, ...], c: int) -> tuple[str, ...] | None:
    """The printed types of card c when an effect has changed them (for its face: "printed Cultist"),
    else None."""
    r = st.retyped
    if r is None or c not in r or c >= len(st.kinds) or st.kinds[c] < 0:
        return None
    printed = cards[st.kinds[c]].unit_types
    return printed if r[c] != printed else None


def type_line_now(kind: str, st: EternalState, cards: tuple[Card, ...], c: int,
                  tags: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """For card c's face (faces.current_face): its type line with the unit types it has now ("Unit ·
    Valkyrie") and its tags with the printed ones named ("Printed Oni"), when an effect changed them;
    else both as they are."""
    was = retyped_from(st, cards, c)
    if was is None:
        return kind, tags
    now = unit_types(st, cards, c)
    line = kind.split(" · ")[0] + (" · " + ", ".join(now) if now else "")
    return line, tags + (f"Printed {', '.join(was) or 'no type'}",)
