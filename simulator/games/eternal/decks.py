"""Eternal decks: construction rules (000 2.0, 003 Basic Gameplay) and the prebuilt decks.

A deck is JSON: {"name": str, "cards": {card id: copies}, "market": [card id, ...]}.
A game's setup holds one deck per seat: {"decks": [deck, deck]}.
"""
from __future__ import annotations

from typing import Any

from ...core.game import DeckError
from ...core.text import one_line, quote
from ..common.decks import prebuilt_decks, two_player_decks
from .cards import GUIDE, RULES, Card, card_table

MIN_CARDS, MAX_CARDS = 75, 150      # 000 2.0, Ranked and Casual formats
MAX_COPIES = 4                      # 003 Basic Gameplay: except Sigils
MARKET_MAX = 5                      # a market holds five cards (game convention; 000 1.2 is silent)
MAX_NAME = 64                       # a deck's name


def _ceil_third(n: int) -> int:
    return -(-n // 3)


def validate_deck(deck: Any, cards: tuple[Card, ...] | None = None) -> tuple[list[int], list[int]]:
    """Check one deck; return (card-table indexes of the deck, of the market).

    A deck may come from a save (untrusted): every count is checked and the total is
    known to be at most MAX_CARDS before the deck is expanded into card indexes, so a deck
    listing a Sigil 10**9 times costs nothing."""
    cards = cards if cards is not None else card_table()
    index = {c.id: c.index for c in cards}
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), dict):
        raise DeckError("a deck must be an object with a 'cards' object of card id -> copies")
    raw_name = deck.get("name", "deck")
    if not isinstance(raw_name, str) or len(raw_name) > MAX_NAME:
        raise DeckError(f"a deck's 'name' must be a text of at most {MAX_NAME} characters")
    name = one_line(raw_name)
    counts: list[tuple[Card, int]] = []
    total = 0
    for cid, n in deck["cards"].items():
        if not isinstance(cid, str) or cid not in index:
            raise DeckError(f"{name}: unknown card {quote(cid)}")
        card = cards[index[cid]]
        if card.token:
            raise DeckError(f"{name}: {card.name} is created by other cards and cannot be put in a deck")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise DeckError(f"{name}: the number of copies of {card.name} must be a positive integer")
        if n > MAX_COPIES and not card.is_sigil:
            raise DeckError(f"{name}: {n} copies of {card.name}; at most {MAX_COPIES} of a card except Sigils "
                            f"({GUIDE} Basic Gameplay)")
        if n > MAX_CARDS:
            raise DeckError(f"{name}: {quote(n)} copies of {card.name}; a deck has at most {MAX_CARDS} cards "
                            f"({RULES} 2.0)")
        counts.append((card, n))
        total += n
    if not MIN_CARDS <= total <= MAX_CARDS:
        raise DeckError(f"{name}: {total} cards; a deck has {MIN_CARDS} to {MAX_CARDS} cards ({RULES} 2.0)")
    out: list[int] = []
    for card, n in counts:    # at most MAX_CARDS in all: checked above
        out += [card.index] * n
    powers = sum(1 for k in out if cards[k].is_power)
    need = _ceil_third(total)
    if powers < need:
        raise DeckError(f"{name}: {powers} power cards; at least a third of {total} cards, {need}, must be power "
                        f"cards ({RULES} 2.0)")
    if total - powers < need:
        raise DeckError(f"{name}: {total - powers} non-power cards; at least a third of {total} cards, {need}, "
                        f"must be non-power cards ({RULES} 2.0)")
    market_ids = deck.get("market", [])
    if not isinstance(market_ids, list):
        raise DeckError(f"{name}: 'market' must be a list of card ids")
    market: list[int] = []
    if market_ids:
        if not any(cards[k].merchant for k in out):
            raise DeckError(f"{name}: a market needs merchant cards in the deck ({RULES} 1.2)")
        if len(market_ids) > MARKET_MAX:
            raise DeckError(f"{name}: a market holds up to {MARKET_MAX} different cards")
        for cid in market_ids:
            if not isinstance(cid, str) or cid not in index or cards[index[cid]].token:
                raise DeckError(f"{name}: unknown market card {quote(cid)}")
            market.append(index[cid])
        if len(set(market)) != len(market):
            raise DeckError(f"{name}: a market holds up to {MARKET_MAX} different cards")
    return out, market


def validate_setup(decks: Any, cards: tuple[Card, ...] | None = None) -> list[tuple[list[int], list[int]]]:
    """Check a setup's two decks."""
    if not isinstance(decks, dict) or not isinstance(decks.get("decks"), list) or len(decks["decks"]) != 2:
        raise DeckError("Eternal setup decks must be {'decks': [deck for seat 1, deck for seat 2]}")
    return [validate_deck(d, cards) for d in decks["decks"]]


def prebuilt() -> dict[str, dict[str, Any]]:
    """The shipped decks (decks/*.json) by name, in name order."""
    return prebuilt_decks(__package__)


def deck_names() -> tuple[str, ...]:
    """Names of the prebuilt decks."""
    return tuple(prebuilt())


def load_decks(name: str, seats: int = 2) -> dict[str, Any]:
    """Setup decks for a name: "<deck>" (both players use it) or "<deck>/<deck>"."""
    return two_player_decks(name, seats, prebuilt(), "Eternal", {"market": list})
