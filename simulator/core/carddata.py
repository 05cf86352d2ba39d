"""Checks every game's card file shares: the header and each card's identity.

A card file is a JSON object with a "cards" list; each card is an object with a unique
string "id" and only the keys its game knows. Games check the rest themselves.
"""
from __future__ import annotations

from typing import Any, Collection, Iterator


class CardDataError(ValueError):
    """Card data that cannot be used; the message names the file and the card."""


def card_records(data: Any, source: str, keys: Collection[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(where, card) for each card of a card file, after the shared checks.

    `where` ("cards.json: card <id>") starts every error message about that card."""
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise CardDataError(f"{source}: expected an object with a 'cards' list")
    seen: set[str] = set()
    for i, raw in enumerate(data["cards"]):
        cid = raw.get("id") if isinstance(raw, dict) else None
        where = f"{source}: card {cid or i}"
        if not isinstance(raw, dict) or not isinstance(cid, str):
            raise CardDataError(f"{where}: a card must be an object with a string 'id'")
        unknown = set(raw) - set(keys)
        if unknown:
            raise CardDataError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        if cid in seen:
            raise CardDataError(f"{where}: duplicate id")
        seen.add(cid)
        yield where, raw
