"""A deck's cards arranged as the deck screens show them: per section, grouped by card type
(the types with a cost first, biggest group first; the cost-less ones such as power or
energy last) and ordered by cost then name, each card with its count. Pure data for the
card grid and the side panel."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...core.deckbuilding import Contents, PoolCard
from ...core.table import CardFace
from .card_grid import GridCard, GridGroup


def plural(word: str, n: int) -> str:
    """'Unit' -> 'Units' when n is not 1 (a word already ending in s stays)."""
    if n == 1 or word.endswith("s"):
        return word
    return word[:-1] + "ies" if word.endswith("y") and word[-2:-1] not in "aeiou" else word + "s"


def cost_key(card: PoolCard | None, card_id: str) -> tuple[int, int, str]:
    """Cards with a cost first by cost, then those without; then by name."""
    if card is None:
        return (1, 0, card_id)
    return (0 if card.cost is not None else 1, card.cost or 0, card.name.casefold())


def kinds_in(part: Mapping[str, int], pool: Mapping[str, PoolCard]) -> list[tuple[str, int]]:
    """The card types of one section with their copies, in the order they are shown."""
    copies: dict[str, int] = {}
    costed: dict[str, bool] = {}
    for card_id, n in part.items():
        card = pool.get(card_id)
        kind = card.kind if card is not None else "Other"
        copies[kind] = copies.get(kind, 0) + n
        costed[kind] = costed.get(kind, False) or (card is not None and card.cost is not None)
    return sorted(copies.items(), key=lambda kv: (not costed[kv[0]], -kv[1], kv[0]))


def deck_groups(contents: Contents, sections: Sequence[str], pool: Mapping[str, PoolCard],
                faces: Mapping[str, CardFace]) -> list[GridGroup]:
    """The grid's groups of a deck: each section's cards by type, headed "Units · 30" (with
    the section's name before it when the deck has more than one section in use)."""
    used = [s for s in sections if contents.get(s)] + [s for s in contents if s not in sections and contents[s]]
    groups: list[GridGroup] = []
    for section in used:
        part = contents[section]
        for kind, n in kinds_in(part, pool):
            ids = [cid for cid in part if (pool[cid].kind if cid in pool else "Other") == kind]
            ids.sort(key=lambda cid: cost_key(pool.get(cid), cid))
            title = f"{plural(kind, n)} · {n}"
            if len(used) > 1:
                title = f"{section} — {title}"
            cards = [GridCard(cid, pool[cid].name if cid in pool else cid, faces.get(cid), f"×{part[cid]}")
                     for cid in ids]
            groups.append(GridGroup(title, cards))
    return groups


def kind_totals(contents: Contents, pool: Mapping[str, PoolCard]) -> list[tuple[str, int]]:
    """Copies per card type over the whole deck, in the order they are shown."""
    merged: dict[str, int] = {}
    for part in contents.values():
        for card_id, n in part.items():
            merged[card_id] = merged.get(card_id, 0) + n
    return kinds_in(merged, pool)
