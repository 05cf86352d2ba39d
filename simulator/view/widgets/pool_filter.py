"""What the deck builder's pool shows: the typed words, a card type, a cost and a mark (any
of them left open), the cards that pass, ordered by cost and name, and the filter's words for
the screen ("Type: Unit"). Pure data; core.deckbuilding.matches decides each card."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core.deckbuilding import PoolCard, matches
from .deck_groups import cost_key

TOP_COST = 7            # the last cost button means this or more


@dataclass
class PoolFilter:
    """The builder's filters; None leaves one open."""

    words: str = ""
    kind: str | None = None
    cost: int | None = None
    mark: str | None = None

    def passes(self, card: PoolCard) -> bool:
        """Whether a pool card is shown."""
        return matches(card, self.words, self.kind, self.cost, self.mark, top=TOP_COST)

    def shown(self, pool: Sequence[PoolCard]) -> list[PoolCard]:
        """The cards that pass, by cost (cost-less last) and then name."""
        return sorted((c for c in pool if self.passes(c)), key=lambda c: cost_key(c, c.id))

    def active(self) -> bool:
        """Whether anything narrows the pool."""
        return bool(self.words.strip()) or any(v is not None for v in (self.kind, self.cost, self.mark))


def kinds_of(pool: Sequence[PoolCard]) -> list[str]:
    """The card types of a pool, most cards first."""
    counts: dict[str, int] = {}
    for card in pool:
        counts[card.kind] = counts.get(card.kind, 0) + 1
    return sorted(counts, key=lambda k: (-counts[k], k))


def marks_of(pool: Sequence[PoolCard]) -> list[str]:
    """The marks of a pool, in name order."""
    return sorted({m for card in pool for m in card.marks})


def cost_label(cost: int | None) -> str:
    """A cost button's text ("Any", "3", "7+")."""
    if cost is None:
        return "Any"
    return f"{cost}+" if cost >= TOP_COST else str(cost)
