"""Eternal's pool and decks as the deck screens browse and build them (core/deckbuilding.py):
every card but tokens, in the main deck (75 to 150 cards) or the market (up to five
different cards, 000 1.2); a deck's counts written as the decklist decklist.parse reads."""
from __future__ import annotations

from functools import cache
from typing import Any

from ...core.deckbuilding import Contents, DeckBuilding, PoolCard
from ...core.text import one_line
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


def _line(card_id: str, copies: int) -> str:
    """A card line; an id that is no card is written as it is, so parse names it."""
    card = _by_id().get(card_id)
    if card is None:
        return f"{copies} {one_line(card_id, 60)}"
    return f"{copies} {card.name} (Set{card.set} #{card.number})"


def _lines(part: Any) -> list[str]:
    return [_line(str(cid), n) for cid, n in dict(part).items() if isinstance(n, int) and n > 0]


def compose(name: str, deck: Contents) -> str:
    """The decklist of these counts: a name header, the main deck, then the market after its
    dashed line; decklist.parse reads it back (and says every construction problem)."""
    lines = [f"Deck name: {one_line(name.strip())[:MAX_NAME]}"] if name.strip() else []
    lines += _lines(deck.get(MAIN, {}))
    market = _lines(deck.get(MARKET, {}))
    if market:
        lines += [MARKET_LINE, *market]
    return "\n".join(lines) + "\n"


DECK_BUILDING = DeckBuilding(sections=SECTIONS, pool=pool, contents=contents, compose=compose,
                             mark_colours=MARK_COLOURS)

__all__ = ["DECK_BUILDING", "MAIN", "MARKET", "compose", "contents", "pool"]
