"""Wonders decks: construction rules (001 3 Deckbuilding: a 50-card main deck, Legendary 1,
Primary 2, Secondary 3 copies; an archive of 1-50 printed tokens) and the prebuilt decks.

A deck is JSON: {"name": str, "cards": {card id: copies}, "archive": {token id: copies}}.
A game's setup holds one deck per seat: {"decks": [deck, deck]}.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.game import DeckError
from ...core.text import one_line, quote
from ..common.decks import prebuilt_decks, two_player_decks
from .cards import RULE_SOURCE, TIERS, Card, card_table

DECK_SIZE = 50                      # 001 3 Deckbuilding
ARCHIVE_MIN, ARCHIVE_MAX = 1, 50    # 001 3 Archive
MAX_NAME = 64
R_DECK = f"{RULE_SOURCE} 3 Deckbuilding"


R_TOKENS = f"{RULE_SOURCE} 2 Tokens"
R_ARCHIVE = f"{RULE_SOURCE} 3 Archive"


@dataclass(frozen=True)
class DeckProblem:
    """A construction rule a deck breaks: the card it concerns (None: the whole deck or
    archive), whether it is about the archive, the reason in words and the rule."""

    card: Card | None
    archive: bool
    reason: str
    rule: str


def construction_problems(main: Sequence[tuple[Card, int]],
                          archive: Sequence[tuple[Card, int]]) -> list[DeckProblem]:
    """Every construction rule a deck breaks, in order: tokens in the main deck (001 2
    Tokens), copies over a card's tier (001 3 Deckbuilding: Legendary 1, Primary 2,
    Secondary 3), the main deck's size (50), cards in the archive that are not tokens and
    the archive's size (001 3 Archive: 1 to 50 tokens when there is one). Counts are the
    copies of each card, each card once."""
    out: list[DeckProblem] = []
    total = 0
    for card, n in main:
        total += n
        if card.is_token:
            out.append(DeckProblem(card, False, f"{card.name} is a token; tokens start in the archive, not the "
                                                f"deck", R_TOKENS))
            continue
        limit = TIERS[card.tier]
        if n > limit:
            out.append(DeckProblem(card, False, f"{n} copies of {card.name}; a {card.tier.capitalize()} card is "
                                                f"allowed {limit}", R_DECK))
    if total != DECK_SIZE:
        out.append(DeckProblem(None, False, f"{total} cards; a main deck has {DECK_SIZE}", R_DECK))
    size = 0
    for card, n in archive:
        size += n
        if not card.is_token:
            out.append(DeckProblem(card, True, f"{card.name} is not a token; only printed tokens go in the "
                                               f"archive", R_ARCHIVE))
    if archive and not ARCHIVE_MIN <= size <= ARCHIVE_MAX:
        out.append(DeckProblem(None, True, f"an archive holds {ARCHIVE_MIN} to {ARCHIVE_MAX} tokens, not {size}",
                               R_ARCHIVE))
    return out


_INDEX: list[tuple[tuple[Card, ...], dict[str, int]]] = []


def _id_index(cards: tuple[Card, ...]) -> dict[str, int]:
    """card id -> card-table index, built once per card table (every new game validates two
    decks; the table has hundreds of cards). Only read by the caller."""
    if _INDEX and _INDEX[0][0] is cards:
        return _INDEX[0][1]
    index = {c.id: c.index for c in cards}
    _INDEX[:] = [(cards, index)]
    return index


def validate_deck(deck: Any, cards: tuple[Card, ...] | None = None) -> tuple[list[int], list[int]]:
    """Check one deck; return (card-table indexes of the main deck, of the archive).

    A deck may come from a save (untrusted): counts are checked and bounded before any
    list is built from them."""
    cards = cards if cards is not None else card_table()
    index = _id_index(cards)
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), dict):
        raise DeckError("a deck must be an object with a 'cards' object of card id -> copies")
    raw_name = deck.get("name", "deck")
    if not isinstance(raw_name, str) or len(raw_name) > MAX_NAME:
        raise DeckError(f"a deck's 'name' must be a text of at most {MAX_NAME} characters")
    name = one_line(raw_name)

    def counts(section: dict[str, Any], what: str) -> list[tuple[Card, int]]:
        out = []
        for cid, n in section.items():
            if not isinstance(cid, str) or cid not in index:
                raise DeckError(f"{name}: unknown card {quote(cid)} in the {what}")
            card = cards[index[cid]]
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= ARCHIVE_MAX:
                raise DeckError(f"{name}: the number of copies of {card.name} must be a whole number from 1 to "
                                f"{ARCHIVE_MAX}")
            out.append((card, n))
        return out

    main = counts(deck["cards"], "deck")
    archive_raw = deck.get("archive", {})
    if not isinstance(archive_raw, dict):
        raise DeckError(f"{name}: 'archive' must be an object of token id -> copies")
    archive = counts(archive_raw, "archive")
    problems = construction_problems(main, archive)
    if problems:
        raise DeckError(f"{name}: {problems[0].reason} ({problems[0].rule})")
    return ([c.index for c, n in main for _ in range(n)], [c.index for c, n in archive for _ in range(n)])


_CHECKED: dict[Any, tuple[Any, tuple[list[int], list[int]]]] = {}


def _checked_deck(deck: Any, cards: tuple[Card, ...] | None) -> tuple[list[int], list[int]]:
    """validate_deck, its answer remembered by the deck's content (a new game checks the same
    few decks again and again: the bench and self-play start thousands); a deck whose content
    can't be a key (not plain data) is checked every time. Fresh lists on every answer."""
    try:
        if not isinstance(deck, dict) or not isinstance(deck.get("cards"), dict):
            raise TypeError
        archive = deck.get("archive", {})
        key: Any = (id(cards), deck.get("name", "deck"), tuple(deck["cards"].items()),
                    tuple(archive.items()) if isinstance(archive, dict) else archive)
        known = _CHECKED.get(key)
    except TypeError:
        return validate_deck(deck, cards)
    if known is None or known[0] is not cards:     # (the table itself kept: its id is not reused)
        known = (cards, validate_deck(deck, cards))
        if len(_CHECKED) >= 64:
            _CHECKED.clear()
        _CHECKED[key] = known
    main, archive_kinds = known[1]
    return main[:], archive_kinds[:]


def validate_setup(decks: Any, cards: tuple[Card, ...] | None = None) -> list[tuple[list[int], list[int]]]:
    """Check a setup's two decks."""
    if not isinstance(decks, dict) or not isinstance(decks.get("decks"), list) or len(decks["decks"]) != 2:
        raise DeckError("Wonders setup decks must be {'decks': [deck for seat 1, deck for seat 2]}")
    return [_checked_deck(d, cards) for d in decks["decks"]]


def prebuilt() -> dict[str, dict[str, Any]]:
    """The shipped decks (decks/*.json) by name, in name order."""
    return prebuilt_decks(__package__)


def deck_names() -> tuple[str, ...]:
    """Names of the prebuilt decks."""
    return tuple(prebuilt())


def load_decks(name: str, seats: int = 2) -> dict[str, Any]:
    """Setup decks for a name: "<deck>" (both players use it) or "<deck>/<deck>"."""
    return two_player_decks(name, seats, prebuilt(), "Wonders", {"archive": dict})
