"""The two keyword lookups every game gives its GAME (core/glossary.py): its glossary, read
once from the package's keywords.json, and {card id: keywords} over its card table, built
once from the game's own `keywords_of(card)` (read from the card data, not the glossary)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from ...core.glossary import Glossary, load_glossary


def glossary_of(package: str) -> Callable[[], Glossary]:
    """A function giving the glossary of `package` (its keywords.json), read on first use."""
    @cache
    def glossary() -> Glossary:
        return load_glossary(package)
    glossary.__doc__ = f"The keyword glossary of {package.rsplit('.', 1)[-1]} (keywords.json), read once."
    return glossary


def keyword_index(cards: Callable[[], Iterable[Any]],
                  keywords_of: Callable[[Any], tuple[str, ...]]) -> Callable[[], dict[str, tuple[str, ...]]]:
    """A function giving {card id: the keywords that card has} for every card of `cards()`
    with any, built on first use (each call a copy: the table itself is never handed out)."""
    @cache
    def built() -> dict[str, tuple[str, ...]]:
        return {card.id: words for card in cards() if (words := keywords_of(card))}

    def card_keywords() -> dict[str, tuple[str, ...]]:
        """{card id: the keywords that card has}, for every card of the pool with any."""
        return dict(built())
    return card_keywords
