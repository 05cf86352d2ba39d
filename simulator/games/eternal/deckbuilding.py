"""Eternal's pool and decks as the deck screens browse and build them (core/deckbuilding.py):
every card but tokens, in the main deck (75 to 150 cards) or the market (up to five
different cards, 000 1.2); a deck's counts written as the decklist decklist.parse reads."""
from __future__ import annotations

from functools import cache
from typing import Any

from ...core.deckbuilding import Contents, DeckBuilding, PoolCard
from ..common.deckbuilding import count_lines, name_header
from .cards import Card, card_table
from .decklist import MARKET_LINE
from .decks import MAX_NAME
from .table import _COLOURS, _TYPE_LINES, FACTION_NAMES, FACTIONS

MAIN, MARKET = "Main deck", "Market"
SECTIONS = (MAIN, MARKET)
MARK_COLOURS = {FACTION_NAMES[f]: _COLOURS[f] for f in FACTIONS}   # as the faces and pips show them


def _pool_card(card: Card) -> PoolCard:
    """One card as the builder lists it: power cards have no cost (their face shows none)."""
    return PoolCard(id=card.id, name=card.name, kind=_TYPE_LINES.get(card.type, card.type.capitalize()),
                    cost=None if card.is_power else card.cost,
                    marks=tuple(FACTION_NAMES[f] for f in card.factions),
                    text=card.text or card.notes, sections=SECTIONS)


@cache
def pool() -> tuple[PoolCard, ...]:
    """Every card a deck or market may hold (tokens are made by other cards), in the card
    table's order."""
    return tuple(_pool_card(c) for c in card_table() if not c.token)


def contents(deck: Any) -> dict[str, dict[str, int]]:
    """A deck ({"cards", "market"}) as copies per section; a market card is one copy."""
    market: dict[str, int] = {}
    for card_id in deck.get("market", []):
        market[card_id] = market.get(card_id, 0) + 1
    return {MAIN: dict(deck["cards"]), MARKET: market}


@cache
def _by_id() -> dict[str, Card]:
    return {c.id: c for c in card_table()}


def _card_text(card_id: str) -> str | None:
    """A card as an Eternal decklist writes it: its name, set and number."""
    card = _by_id().get(card_id)
    return None if card is None else f"{card.name} (Set{card.set} #{card.number})"


def compose(name: str, deck: Contents) -> str:
    """The decklist of these counts: a name header, the main deck, then the market after its
    dashed line; decklist.parse reads it back (and says every construction problem)."""
    lines = name_header(name, MAX_NAME) + count_lines(deck.get(MAIN, {}), _card_text)
    market = count_lines(deck.get(MARKET, {}), _card_text)
    if market:
        lines += [MARKET_LINE, *market]
    return "\n".join(lines) + "\n"


DECK_BUILDING = DeckBuilding(sections=SECTIONS, pool=pool, contents=contents, compose=compose,
                             mark_colours=MARK_COLOURS)

__all__ = ["DECK_BUILDING", "MAIN", "MARKET", "compose", "contents", "pool"]
