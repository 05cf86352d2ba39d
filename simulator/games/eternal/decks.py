"""Eternal decks: construction rules (000 2.0, 003 Basic Gameplay) and the prebuilt decks.

A deck is JSON: {"name": str, "cards": {card id: copies}, "market": [card id, ...]}.
A game's setup holds one deck per seat: {"decks": [deck, deck]}.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

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


class DeckProblem(NamedTuple):
    """A construction rule a deck breaks: the card it is about (None: the whole deck),
    whether that card is in the market, the sentence and the rule."""

    card: Card | None
    market: bool
    reason: str
    rule: str


def card_problems(card: Card, n: int) -> list[DeckProblem]:
    """The construction rules `n` copies of `card` in a deck break (000 2.0, 003)."""
    out: list[DeckProblem] = []
    if card.token:
        out.append(DeckProblem(card, False, f"{card.name} is created by other cards and cannot be put "
                                            f"in a deck", ""))
    if n > MAX_COPIES and not card.is_sigil:
        out.append(DeckProblem(card, False, f"{n} copies of {card.name}; at most {MAX_COPIES} of a card "
                                            f"except Sigils", f"{GUIDE} Basic Gameplay"))
    elif n > MAX_CARDS:
        out.append(DeckProblem(card, False, f"{quote(n)} copies of {card.name}; a deck has at most "
                                            f"{MAX_CARDS} cards", f"{RULES} 2.0"))
    return out


def construction_problems(counts: Sequence[tuple[Card, int]], market: Sequence[Card]) -> list[DeckProblem]:
    """Every construction rule a deck of (card, copies) and market cards breaks, in the
    order of the rules: per card, then the deck's size and power share, then the market.
    The size rules are judged only when every count is at most MAX_CARDS (a card listed
    10**9 times is one problem, not three)."""
    out: list[DeckProblem] = []
    for card, n in counts:
        out += card_problems(card, n)
    total = sum(n for _, n in counts)
    if all(n <= MAX_CARDS for _, n in counts):
        if not MIN_CARDS <= total <= MAX_CARDS:
            out.append(DeckProblem(None, False, f"{total} cards; a deck has {MIN_CARDS} to {MAX_CARDS} cards",
                                   f"{RULES} 2.0"))
        powers = sum(n for card, n in counts if card.is_power)
        need = _ceil_third(total)
        if total and powers < need:
            out.append(DeckProblem(None, False, f"{powers} power cards; at least a third of {total} cards, "
                                                f"{need}, must be power cards", f"{RULES} 2.0"))
        if total and total - powers < need:
            out.append(DeckProblem(None, False, f"{total - powers} non-power cards; at least a third of "
                                                f"{total} cards, {need}, must be non-power cards", f"{RULES} 2.0"))
    if market:
        if not any(card.merchant for card, _ in counts):
            out.append(DeckProblem(None, True, "a market needs merchant cards in the deck", f"{RULES} 1.2"))
        if len(market) > MARKET_MAX:
            out.append(DeckProblem(None, True, f"{len(market)} market cards; a market holds up to {MARKET_MAX} "
                                               f"different cards", ""))
        seen: set[int] = set()
        for card in market:
            if card.token:
                out.append(DeckProblem(card, True, f"{card.name} is created by other cards and cannot be put "
                                                   f"in a market", ""))
            elif card.index in seen:
                out.append(DeckProblem(card, True, f"{card.name} is in the market twice; a market holds up to "
                                                   f"{MARKET_MAX} different cards", ""))
            seen.add(card.index)
    return out


def _refuse(name: str, problem: DeckProblem) -> DeckError:
    return DeckError(f"{name}: {problem.reason}" + (f" ({problem.rule})" if problem.rule else ""))


_ID_INDEX: tuple[tuple[Card, ...], dict[str, int]] | None = None   # the last table asked about, its index


def _id_index(cards: tuple[Card, ...]) -> dict[str, int]:
    """Card id -> index in `cards` (read only). Kept for the last table asked about: a table
    is an immutable tuple of frozen cards, so only another table needs a new index."""
    global _ID_INDEX
    if not isinstance(cards, tuple):   # a list could change under a kept index
        return {c.id: c.index for c in cards}
    if _ID_INDEX is None or _ID_INDEX[0] is not cards:
        _ID_INDEX = (cards, {c.id: c.index for c in cards})
    return _ID_INDEX[1]


def validate_deck(deck: Any, cards: tuple[Card, ...] | None = None) -> tuple[list[int], list[int]]:
    """Check one deck; return (card-table indexes of the deck, of the market).

    A deck may come from a save (untrusted): every count is checked and the total is
    known to be at most MAX_CARDS before the deck is expanded into card indexes, so a deck
    listing a Sigil 10**9 times costs nothing. The first problem is raised as DeckError
    (construction_problems lists them all)."""
    cards = cards if cards is not None else card_table()
    key = _deck_key(deck) if isinstance(cards, tuple) else None   # a list could change under a kept result
    known = _VALID.get(key) if key is not None and _VALID_TABLE is cards else None
    if known is not None:
        return known[0][:], known[1][:]
    out, market_kinds = _validate_deck(deck, cards)
    if key is not None:
        _remember(cards, key, (out[:], market_kinds[:]))
    return out, market_kinds


# Decks already found valid, by their exact content (_deck_key), for the last table asked
# about: every game's new_state checks its two decks, and a bench or a search starts
# thousands of games from the same few decks.
_VALID: dict[tuple[Any, ...], tuple[list[int], list[int]]] = {}
_VALID_TABLE: tuple[Card, ...] | None = None
_VALID_MAX = 256   # entries kept at most: then it starts again


def _deck_key(deck: Any) -> tuple[Any, ...] | None:
    """A deck's exact content as a key (name, (card id, copies)... in order, market ids), or
    None when any part of it is not of the plain type a valid deck has (a bool for a count,
    a str subclass, ...): such a deck is always checked in full."""
    if type(deck) is not dict:
        return None
    name, counts, market = deck.get("name", "deck"), deck.get("cards"), deck.get("market", [])
    if type(name) is not str or type(counts) is not dict or type(market) is not list:
        return None
    if len(counts) > MAX_CARDS or len(market) > MARKET_MAX:   # never valid: not worth a key
        return None
    items = tuple(counts.items())
    for cid, n in items:
        if type(cid) is not str or type(n) is not int:
            return None
    for cid in market:
        if type(cid) is not str:
            return None
    return name, items, tuple(market)


def _remember(cards: tuple[Card, ...], key: tuple[Any, ...], result: tuple[list[int], list[int]]) -> None:
    global _VALID_TABLE
    if _VALID_TABLE is not cards or len(_VALID) >= _VALID_MAX:
        _VALID.clear()
        _VALID_TABLE = cards
    _VALID[key] = result


def _validate_deck(deck: Any, cards: tuple[Card, ...]) -> tuple[list[int], list[int]]:
    """validate_deck's checks, in full."""
    index = _id_index(cards)
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), dict):
        raise DeckError("a deck must be an object with a 'cards' object of card id -> copies")
    raw_name = deck.get("name", "deck")
    if not isinstance(raw_name, str) or len(raw_name) > MAX_NAME:
        raise DeckError(f"a deck's 'name' must be a text of at most {MAX_NAME} characters")
    name = one_line(raw_name)
    counts: list[tuple[Card, int]] = []
    for cid, n in deck["cards"].items():
        if not isinstance(cid, str) or cid not in index:
            raise DeckError(f"{name}: unknown card {quote(cid)}")
        card = cards[index[cid]]
        if card.token:
            raise _refuse(name, card_problems(card, 0)[0])
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise DeckError(f"{name}: the number of copies of {card.name} must be a positive integer")
        for problem in card_problems(card, n):
            raise _refuse(name, problem)
        counts.append((card, n))
    market_ids = deck.get("market", [])
    if not isinstance(market_ids, list):
        raise DeckError(f"{name}: 'market' must be a list of card ids")
    if len(market_ids) > MARKET_MAX:     # bounded before it is read
        raise DeckError(f"{name}: a market holds up to {MARKET_MAX} different cards")
    market: list[Card] = []
    for cid in market_ids:
        if not isinstance(cid, str) or cid not in index:
            raise DeckError(f"{name}: unknown market card {quote(cid)}")
        market.append(cards[index[cid]])
    for problem in construction_problems(counts, market):
        raise _refuse(name, problem)
    out: list[int] = []
    for card, n in counts:    # at most MAX_CARDS in all: checked above
        out += [card.index] * n
    return out, [c.index for c in market]


def validate_setup(decks: Any, cards: tuple[Card, ...] | None = None) -> list[tuple[list[int], list[int]]]:
    """Check a setup's two decks."""
    if not isinstance(decks, dict) or not isinstance(decks.get("decks"), list) or len(decks["decks"]) != 2:
        raise DeckError("Eternal setup decks must be {'decks': [deck for seat 1, deck for seat 2]}")
    return [validate_deck(d, cards) for d in decks["decks"]]


def prebuilt() -> dict[str, dict[str, Any]]:
    """The shipped decks (decks/*.json) by name, in name order."""
    return prebuilt_decks(__package__)


DEFAULT_DECK = "combrei-midrange"   # the deck a game without --deck uses: first in the list


def deck_names() -> tuple[str, ...]:
    """Names of the prebuilt decks, the default first, then in name order (a new deck file
    never changes which deck a plain game uses)."""
    names = tuple(prebuilt())
    return (DEFAULT_DECK, *(n for n in names if n != DEFAULT_DECK)) if DEFAULT_DECK in names else names


def load_decks(name: str, seats: int = 2) -> dict[str, Any]:
    """Setup decks for a name: "<deck>" (both players use it) or "<deck>/<deck>"."""
    return two_player_decks(name, seats, prebuilt(), "Eternal", {"market": list})
