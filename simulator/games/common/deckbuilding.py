"""Writing a deck's counts as decklist lines, shared by the games' deckbuilding modules:
a "Deck name:" header and "<count> <card>" lines, where whatever the builder holds (an
unknown id, a zero count) becomes text the game's parse reads or refuses, never an error."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core.text import one_line

MAX_ID_SHOWN = 60     # an unknown id is written at most this long (parse then names it)


def name_header(name: Any, limit: int) -> list[str]:
    """The decklist's "Deck name:" line for a deck name (none for an empty name); the name
    is put on one line and cut to `limit` characters, as the game's parse keeps it."""
    text = one_line(name.strip())[:limit].strip() if isinstance(name, str) else ""
    return [f"Deck name: {text}"] if text else []


def count_lines(part: Any, card_text: Callable[[str], str | None]) -> list[str]:
    """"<count> <card>" lines for one section's {card id: copies}, in its order; copies of
    cards written the same way are added up (one line a card, as players write it).
    `card_text(id)` is how a card is written ("Torch (Set1 #8)"), None for an id that is
    no card, which is then written as it is so that parse reports it as unknown. Counts
    that are not positive whole numbers are left out."""
    counts: dict[str, int] = {}
    if isinstance(part, Mapping):
        for card_id, copies in part.items():
            if not isinstance(copies, int) or isinstance(copies, bool) or copies < 1:
                continue
            text = card_text(str(card_id))
            shown = text if text is not None else one_line(str(card_id), MAX_ID_SHOWN)
            counts[shown] = counts.get(shown, 0) + copies
    return [f"{copies} {shown}" for shown, copies in counts.items()]


def by_name(cards: Any) -> Callable[[str], str | None]:
    """card_text for games whose decklists name a card by its name alone: {id: Card} ->
    a function of an id giving the card's name (None when unknown)."""
    def text(card_id: str) -> str | None:
        card = cards.get(card_id)
        return None if card is None else str(card.name)
    return text
