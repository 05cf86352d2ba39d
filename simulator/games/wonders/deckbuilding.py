"""Wonders' pool and decks as the deck screens browse and build them (core/deckbuilding.py):
the 50-card main deck of non-token cards (copies by tier, 001 3 Deckbuilding) and the
archive of printed tokens (001 3 Archive), written as the decklist decklist.parse reads."""
from __future__ import annotations

from functools import cache
from typing import Any

from ...core.deckbuilding import Contents, DeckBuilding, PoolCard
from ..common.deckbuilding import by_name, count_lines, name_header
from .cards import Card, card_table
from .decklist import ARCHIVE_LINE
from .decks import MAX_NAME
from .table import _COLOURS, _TYPES

MAIN, ARCHIVE = "Main deck", "Archive"
SECTIONS = (MAIN, ARCHIVE)
# The orbitals (001 1 Orbital) in the colours of the card frames.
MARK_COLOURS = {orbital: colour for orbital, colour in _COLOURS.items() if orbital}


def _pool_card(card: Card) -> PoolCard:
    """One card as the builder lists it; a token (never cast from a hand) has no cost."""
    return PoolCard(id=card.id, name=card.name, kind=_TYPES[card.type],
                    cost=None if card.is_token else card.cost,
                    marks=(card.orbital,) if card.orbital else (),
                    text=card.text or card.notes, sections=(ARCHIVE,) if card.is_token else (MAIN,))


@cache
def pool() -> tuple[PoolCard, ...]:
    """Every card of the pool: the main deck's cards, then the tokens an archive holds."""
    cards = card_table()
    return tuple(_pool_card(c) for c in cards if not c.is_token) + tuple(_pool_card(c) for c in cards if c.is_token)


def contents(deck: Any) -> dict[str, dict[str, int]]:
    """A deck ({"cards", "archive"}) as copies per section."""
    return {MAIN: dict(deck["cards"]), ARCHIVE: dict(deck.get("archive", {}))}


@cache
def _card_text() -> Any:
    return by_name({c.id: c for c in card_table()})


def compose(name: str, deck: Contents) -> str:
    """The decklist of these counts: a name header, the main deck, then the archive after its
    "Archive:" line; decklist.parse reads it back (and says every construction problem)."""
    lines = name_header(name, MAX_NAME) + count_lines(deck.get(MAIN, {}), _card_text())
    archive = count_lines(deck.get(ARCHIVE, {}), _card_text())
    if archive:
        lines += [ARCHIVE_LINE, *archive]
    return "\n".join(lines) + "\n"


DECK_BUILDING = DeckBuilding(sections=SECTIONS, pool=pool, contents=contents, compose=compose,
                             mark_colours=MARK_COLOURS)

__all__ = ["ARCHIVE", "DECK_BUILDING", "MAIN", "compose", "contents", "pool"]
