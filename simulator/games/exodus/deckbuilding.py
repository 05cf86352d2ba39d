"""Exodus' pool and decks as the deck screens browse and build them (core/deckbuilding.py):
a Main Deck of creatures and symmetries, an Energy Deck of energy ("Energy cards can't enter
the Main Deck", 004 Starlit Expanse) and the Harmony Rare a deck presents (004 Harmony
Rares), written as the decklist decklist.parse reads."""
from __future__ import annotations

from functools import cache
from typing import Any

from ...core.deckbuilding import Contents, DeckBuilding, PoolCard
from ..common.deckbuilding import by_name, count_lines, name_header
from .cards import Card, by_id, card_table
from .decklist import MAX_NAME, SECTION_TITLES, _field_side
from .table import _TYPES, GUILD_COLOURS, energy_cost

MAIN, ENERGY, HARMONY = SECTION_TITLES["main"], SECTION_TITLES["energy"], SECTION_TITLES["harmony"]
SECTIONS = (MAIN, ENERGY, HARMONY)
MARK_COLOURS = dict(GUILD_COLOURS)     # creature types, in the colours of the creature frames


def _pool_card(card: Card) -> PoolCard:
    """One card as the builder lists it: a symmetry costs the energy its face shows (0 when
    none); creatures and energy have no cost; a Harmony Rare, presented beside the deck and
    never played from a hand, is a kind of its own."""
    text = card.text
    if card.afterthought_text:
        text = (text + " " if text else "") + f"Afterthought: {card.afterthought_text}"
    section = HARMONY if card.rarity == "harmony" else ENERGY if card.is_energy else MAIN
    return PoolCard(id=card.id, name=card.name, kind=HARMONY if section == HARMONY else _TYPES[card.type],
                    cost=energy_cost(card) if card.is_symmetry else None, marks=card.guilds,
                    text=text or card.notes, sections=(section,))


@cache
def pool() -> tuple[PoolCard, ...]:
    """Every card a deck may hold: the buildable cards (one side of a double-sided card),
    then each Harmony Rare on the side a deck presents it (its Eeventide Field side)."""
    cards = card_table()
    harmonies = {_field_side(c, by_id()).id for c in cards if c.rarity == "harmony"}
    return (tuple(_pool_card(c) for c in cards if c.buildable and c.rarity != "harmony")
            + tuple(_pool_card(c) for c in cards if c.id in harmonies))


def contents(deck: Any) -> dict[str, dict[str, int]]:
    """A deck ({"main", "energy", "harmony"?}) as copies per section."""
    harmony = deck.get("harmony")
    return {MAIN: dict(deck["main"]), ENERGY: dict(deck["energy"]), HARMONY: {harmony: 1} if harmony else {}}


@cache
def _card_text() -> Any:
    return by_name(by_id())


def compose(name: str, deck: Contents) -> str:
    """The decklist of these counts: a name header, then each section that holds cards under
    its title; decklist.parse reads it back and says every construction problem (an empty
    Energy Deck included)."""
    lines = name_header(name, MAX_NAME)
    for section in SECTIONS:
        part = count_lines(deck.get(section, {}), _card_text())
        if part:
            lines += [f"{section}:", *part]
    return "\n".join(lines) + "\n"


DECK_BUILDING = DeckBuilding(sections=SECTIONS, pool=pool, contents=contents, compose=compose,
                             mark_colours=MARK_COLOURS)

__all__ = ["DECK_BUILDING", "ENERGY", "HARMONY", "MAIN", "compose", "contents", "pool"]
