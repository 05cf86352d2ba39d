"""Krieg's one deck for the deck viewer (core/deckbuilding.py): the full 105-card set as
its three shared decks, Units, Powers and Kings (002 Gameplay), each card once with the
copies the set has, written as the decklist decklist.parse reads. Krieg is played with
that set only, so its deck is shown, never built (editable=False)."""
from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from ...core.deckbuilding import Contents, DeckBuilding, PoolCard
from ..common.deckbuilding import by_name, count_lines
from .cards import DECKS, Card, card_table
from .decklist import SECTIONS as TITLES
from .table import _KINDS

SECTIONS = tuple(TITLES[deck] for deck in DECKS)     # Units, Powers, Kings


@cache
def _variants() -> dict[str, str]:
    """Card id -> the id of the first card of the set printed the same way (the set holds
    ten Knights; its four Officers are printed for different rows, so they stay apart)."""
    first: dict[str, str] = {}
    out: dict[str, str] = {}
    for card in card_table():
        key = repr(replace(card, index=0, id=""))
        out[card.id] = first.setdefault(key, card.id)
    return out


def _pool_card(card: Card) -> PoolCard:
    """One card as the viewer shows it: Krieg's cards have no cost and no faction."""
    return PoolCard(id=card.id, name=card.name, kind=_KINDS[card.type], cost=None, marks=(),
                    text=card.text or card.notes, sections=(TITLES[card.deck],))


@cache
def pool() -> tuple[PoolCard, ...]:
    """Each card of the set once (copies printed alike are one card), in the card table's order."""
    variants = _variants()
    return tuple(_pool_card(c) for c in card_table() if variants[c.id] == c.id)


def contents(decks: Any) -> dict[str, dict[str, int]]:
    """The shared decks ({"unit", "power", "king"}: lists of card ids) as copies per deck."""
    variants = _variants()
    out: dict[str, dict[str, int]] = {}
    for deck in DECKS:
        part = out.setdefault(TITLES[deck], {})
        for card_id in decks[deck]:
            shown = variants.get(card_id, card_id)
            part[shown] = part.get(shown, 0) + 1
    return out


@cache
def _card_text() -> Any:
    return by_name({c.id: c for c in card_table()})


def compose(name: str, decks: Contents) -> str:
    """The decklist of these counts: each shared deck under its header, a card's copies on
    one line ("4 Officer"); decklist.parse reads it back and says where it differs from the
    set. Krieg's decks have no names: `name` is not written."""
    lines: list[str] = []
    for section in SECTIONS:
        if lines:
            lines.append("")
        lines += [f"{section}:", *count_lines(decks.get(section, {}), _card_text())]
    return "\n".join(lines) + "\n"


DECK_BUILDING = DeckBuilding(sections=SECTIONS, pool=pool, contents=contents, compose=compose, editable=False)

__all__ = ["DECK_BUILDING", "SECTIONS", "compose", "contents", "pool"]
