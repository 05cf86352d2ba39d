"""What a game gives the deck screens: its card pool as the builder lists and filters it,
and a deck as counts per section (Capabilities.deck_building).

A deck the player builds is held as {section: {card id: copies}}; `compose` turns it into
the game's decklist text and the game's own DecklistFormat.parse checks that text, so the
builder shows exactly the problems `tabletop deck check` prints and saves exactly the file
`tabletop deck import` would keep. No pygame here: the view reads these values.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

RGB = tuple[int, int, int]
Contents = Mapping[str, Mapping[str, int]]      # section -> card id -> copies


@dataclass(frozen=True)
class PoolCard:
    """One card a deck may hold, as the builder lists, searches and filters it.

    id: the card id the game's faces and decklists use (CardFace.card_id); kind: the card
    type for the type filter and the viewer's groups ("Unit", "Spell", "Power"); cost: the
    play cost for the cost filter and the curve, None for a card without one; marks: its
    faction or colour names ("Fire", "Time"), () for none; text: the rules text searched;
    sections: the deck sections it may go in, the first where a click puts it."""

    id: str
    name: str
    kind: str
    cost: int | None
    marks: tuple[str, ...]
    text: str
    sections: tuple[str, ...]


@dataclass(frozen=True)
class DeckBuilding:
    """How a game's decks are browsed and built.

    sections: the deck's parts in order, the main one first ("Main deck", "Market");
    pool(): every card a deck may hold (read once, cached by the game); contents(deck):
      a deck as DecklistFormat.parse returns it, as counts per section; compose(name,
      contents): the decklist text of such counts, read back by DecklistFormat.parse (which
      says every construction problem); mark_colours: the colour shown for each mark;
    editable: False for a game whose decks cannot be built (one fixed deck: the viewer only).
    """

    sections: tuple[str, ...]
    pool: Callable[[], Sequence[PoolCard]]
    contents: Callable[[Any], Contents]
    compose: Callable[[str, Contents], str]
    mark_colours: Mapping[str, RGB] = field(default_factory=dict)
    editable: bool = True


def total(contents: Contents, section: str | None = None) -> int:
    """How many cards the contents hold (in one section, or in all)."""
    parts = [contents.get(section, {})] if section is not None else list(contents.values())
    return sum(sum(part.values()) for part in parts)


def curve(contents: Contents, pool: Mapping[str, PoolCard], top: int = 7) -> list[int]:
    """Copies per cost 0..top (the last bucket is `top` or more), over every section;
    cards without a cost are not counted."""
    buckets = [0] * (top + 1)
    for part in contents.values():
        for card_id, copies in part.items():
            card = pool.get(card_id)
            if card is not None and card.cost is not None:
                buckets[min(max(card.cost, 0), top)] += copies
    return buckets


def deck_marks(contents: Contents, pool: Mapping[str, PoolCard]) -> tuple[str, ...]:
    """The marks a deck's cards carry, most copies first (a deck's faction or colours)."""
    seen: dict[str, int] = {}
    for part in contents.values():
        for card_id, copies in part.items():
            card = pool.get(card_id)
            for mark in card.marks if card is not None else ():
                seen[mark] = seen.get(mark, 0) + copies
    return tuple(sorted(seen, key=lambda m: (-seen[m], m)))


def matches(card: PoolCard, words: str = "", kind: str | None = None, cost: int | None = None,
            mark: str | None = None, top: int = 7) -> bool:
    """Whether a pool card passes the builder's filters: every word of `words` in its name
    or text (any case), its kind, its cost (`top` means top or more), its mark."""
    if kind is not None and card.kind != kind:
        return False
    if mark is not None and mark not in card.marks:
        return False
    if cost is not None and (card.cost is None or (card.cost < top and card.cost != cost) or
                             (cost >= top and card.cost < top)):
        return False
    hay = f"{card.name}\n{card.text}".lower()
    return all(word in hay for word in words.lower().split())


def with_copies(contents: Contents, section: str, card_id: str, change: int, most: int | None = None) -> dict[str, dict[str, int]]:
    """A copy of `contents` with `change` copies more (or fewer) of a card in a section;
    a count reaching 0 removes the card; `most` bounds the copies (None: unbounded here, the
    game's rules say what is too many)."""
    out = {name: dict(part) for name, part in contents.items()}
    part = out.setdefault(section, {})
    n = part.get(card_id, 0) + change
    if most is not None:
        n = min(n, most)
    if n > 0:
        part[card_id] = n
    else:
        part.pop(card_id, None)
    return out


def pool_index(cards: Sequence[PoolCard]) -> dict[str, PoolCard]:
    """The pool by card id."""
    return {card.id: card for card in cards}
