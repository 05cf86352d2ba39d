"""Krieg decks: the three shared decks (unit, power, King), their construction checks, and
the prebuilt set.

Setup decks are JSON: {"unit": [card id, ...], "power": [...], "king": [...]}, one list
per shared deck (002 Gameplay: the decks are shared by every player).
"""
from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ...core.game import DeckError
from ...core.text import quote
from .cards import DECKS, Card

SETUP_UNITS, SETUP_POWERS, SETUP_KINGS = 9, 4, 1   # 002 Gameplay: each player's opening hand
DECK_NAMES = ("standard",)


def validate_decks(decks: Any, seats: int, cards: tuple[Card, ...]) -> list[list[int]]:
    """Check the three shared decks and return them as card-instance lists.

    The decks may come from a save (untrusted): a list longer than the whole card set is
    refused before anything is built from it, and every entry must be a card id string."""
    if not isinstance(decks, dict):
        raise DeckError("Krieg decks must be an object with 'unit', 'power' and 'king' card lists")
    index = {c.id: c.index for c in cards}
    seen: set[str] = set()
    out = []
    need = {"unit": SETUP_UNITS * seats, "power": SETUP_POWERS * seats, "king": SETUP_KINGS * seats}
    for deck in ("unit", "power", "king"):
        ids = decks.get(deck)
        if not isinstance(ids, list):
            raise DeckError(f"the {deck} deck is missing")
        if len(ids) > len(cards):
            raise DeckError(f"the {deck} deck lists {len(ids):,} cards; the whole set has {len(cards)}")
        for cid in ids:
            if not isinstance(cid, str) or cid not in index:
                raise DeckError(f"unknown card {quote(cid)} in the {deck} deck")
            if cards[index[cid]].deck != deck:
                raise DeckError(f"card '{cid}' belongs in the {cards[index[cid]].deck} deck, not the {deck} deck")
            if cid in seen:
                raise DeckError(f"card '{cid}' appears twice")
            seen.add(cid)
        if len(ids) < need[deck]:
            raise DeckError(f"the {deck} deck has {len(ids)} cards; {seats} players need at least {need[deck]}")
        out.append([index[c] for c in ids])
    return out


def standard_decks() -> dict[str, list[str]]:
    """The three shared decks of the full 105-card set, from decks/standard.json."""
    text = resources.files(__package__).joinpath("decks", "standard.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return {k: list(data[k]) for k in DECKS}


def load_decks(name: str, seats: int) -> dict[str, list[str]]:
    """The setup decks a deck name stands for (Krieg has one set: "standard")."""
    if name not in DECK_NAMES:
        raise DeckError(f"unknown Krieg deck '{name}' (known: {', '.join(DECK_NAMES)})")
    return standard_decks()
