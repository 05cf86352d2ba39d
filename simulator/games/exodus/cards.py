"""Exodus card data: cards.json parsed and checked into an immutable card table. A card's
behaviour is data written in the effect vocabulary (vocab.py); no per-card Python.

A card has a type (creature, symmetry, energy), a rarity (common, uncommon, rare and the
rare kinds box_topper, secret, harmony: 004 Terminology "Rarity During Gameplay"), creature
types (`guilds`, e.g. Dragon, Angel, Order), `chrono` (a Chrono creature, set 5), and:

- `abilities`: a creature's Abilities, each {"name"?, "on" | "activate" | "static", ...}
  (vocab.ABILITY_KEYS); a symmetry's effect is its one ability {"on": "play", ...};
- `afterthought`: the abilities a Chrono has while it is an Afterthought (004 Set 5);
- `back`: the id of the other side of a double-sided card (Anathema, the Harmony Rares);
- `copies`: how many copies of its name one card counts as in deck-building (Anathema: 2);
- `notes`: what was chosen where the document does not give the card's text, and why.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ...core.carddata import CardDataError, card_records
from . import vocab

RULE_SOURCE = "004_b4262328bed7ba97.txt"
TYPES = ("creature", "symmetry", "energy")
RARITIES = ("common", "uncommon", "rare", "box_topper", "secret", "harmony")
RARE_KINDS = frozenset({"rare", "box_topper", "secret", "harmony"})   # 004 Terminology: all count as Rare
STARS = {"common": 1, "uncommon": 2, "rare": 3, "box_topper": 3, "secret": 3, "harmony": 3}

_CARD_KEYS = {"id", "name", "set", "number", "type", "rarity", "guilds", "chrono", "text", "ability_name",
              "afterthought_text", "notes", "abilities", "afterthought", "back", "copies", "buildable", "named"}


@dataclass(frozen=True, slots=True)
class Card:
    """One Exodus card (one side of a double-sided card) with its behaviour as data."""

    index: int
    id: str
    name: str
    set: int
    number: str
    type: str
    rarity: str
    guilds: tuple[str, ...]
    chrono: bool
    text: str
    ability_name: str
    afterthought_text: str
    notes: str
    abilities: tuple[dict[str, Any], ...]
    afterthought: tuple[dict[str, Any], ...]
    back: str
    copies: int
    buildable: bool
    named: bool
    activated: bool = False     # any ability (or Afterthought ability) is activated, not triggered
    is_creature: bool = False   # a creature (an Anathema creature side too)
    is_symmetry: bool = False
    is_energy: bool = False
    is_rare: bool = False       # Rare or higher: every rarity with "Rare" in its title (004 Terminology)
    effect: dict[str, Any] | None = None     # a symmetry's effect (its "on": "play" ability), else None
    static_names: frozenset[str] = frozenset()   # the kinds of its static abilities
    on_names: frozenset[str] = frozenset()       # the moments its abilities (either kind) trigger on

    def statics(self, name: str) -> list[dict[str, Any]]:
        """The card's static abilities of one kind."""
        if name not in self.static_names:
            return []
        return [ab for ab in self.abilities if ab.get("static") == name]


def _parse(data: Any, source: str) -> tuple[Card, ...]:
    out: list[Card] = []
    ids: set[str] = set()
    for where, raw in card_records(data, source, _CARD_KEYS):
        ctype = raw.get("type")
        if ctype not in TYPES:
            raise CardDataError(f"{where}: type must be one of {', '.join(TYPES)}")
        rarity = raw.get("rarity", "common")
        if rarity not in RARITIES:
            raise CardDataError(f"{where}: rarity must be one of {', '.join(RARITIES)}")
        abilities = tuple(dict(a) for a in raw.get("abilities", []))
        afterthought = tuple(dict(a) for a in raw.get("afterthought", []))
        for ab in abilities + afterthought:
            vocab.check_ability(ab, where)
        if ctype == "symmetry" and sum(1 for a in abilities if a.get("on") == "play") != 1:
            raise CardDataError(f"{where}: a symmetry has exactly one 'on': 'play' ability (its effect)")
        copies = raw.get("copies", 1)
        if not isinstance(copies, int) or not 1 <= copies <= 2:
            raise CardDataError(f"{where}: copies must be 1 or 2")
        ids.add(raw["id"])
        out.append(Card(
            index=len(out), id=raw["id"], name=str(raw["name"]), set=int(raw.get("set", 0)),
            number=str(raw.get("number", "")), type=ctype, rarity=rarity,
            guilds=tuple(str(g) for g in raw.get("guilds", [])), chrono=bool(raw.get("chrono", False)),
            text=str(raw.get("text", "")), ability_name=str(raw.get("ability_name", "")),
            afterthought_text=str(raw.get("afterthought_text", "")), notes=str(raw.get("notes", "")),
            abilities=abilities, afterthought=afterthought, back=str(raw.get("back", "")), copies=copies,
            buildable=bool(raw.get("buildable", True)), named=bool(raw.get("named", False)),
            activated=any("activate" in ab for ab in abilities + afterthought),
            is_creature=ctype == "creature", is_symmetry=ctype == "symmetry", is_energy=ctype == "energy",
            is_rare=rarity in RARE_KINDS,
            effect=next((ab for ab in abilities if ab.get("on") == "play"), None),
            static_names=frozenset(str(ab["static"]) for ab in abilities if ab.get("static")),
            on_names=frozenset(str(ab["on"]) for ab in abilities + afterthought if "on" in ab),
        ))
    for card in out:
        if card.back and card.back not in ids:
            raise CardDataError(f"{source}: card {card.id}: back names unknown card {card.back!r}")
    return tuple(out)


CARD_FILES = ("cards.json", "cards_set12.json", "cards_set34.json", "cards_set5.json")
"""The card pool's files: the basics and partners, then the cards each set's rulings name."""


_POOL: list[tuple[Card, ...]] = []


def card_table() -> tuple[Card, ...]:
    """The shipped Exodus card pool (CARD_FILES, concatenated), parsed once."""
    if not _POOL:
        merged: list[Any] = []
        for name in CARD_FILES:
            if resources.files(__package__).joinpath(name).is_file():
                merged += json.loads(resources.files(__package__).joinpath(name).read_text(encoding="utf-8"))["cards"]
        _POOL.append(_parse({"cards": merged}, f"{__package__.replace('.', '/')}/cards*.json"))
    return _POOL[0]


def by_id() -> dict[str, Card]:
    """The card pool by card id."""
    return {c.id: c for c in card_table()}


def index_of(card_id: str) -> int:
    """The card-table index of a card id (KeyError when unknown)."""
    return by_id()[card_id].index
