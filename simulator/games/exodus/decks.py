"""Prebuilt Exodus decks (decks/*.json) and deck construction: a Main Deck of at least 20
creatures and symmetries with at most 2 copies of a name, an Energy Deck of at least 20
energy (DESIGN basic turn), and an optional Harmony Rare presented beside the deck (004
Harmony Rares). Each broken rule is a DeckProblem naming its card and rule, for decklists
(decklist.py) as well as setups."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.game import DeckError
from ..common.decks import prebuilt_decks
from .cards import RULE_SOURCE, Card, by_id
from .params import BASIC_TURN, RULESET


DEFAULT_DECK = "sky-and-steel"


def deck_names() -> tuple[str, ...]:
    """The prebuilt decks, the default (DEFAULT_DECK) first, the rest by name."""
    names = list(prebuilt_decks(__package__))
    return tuple(sorted(names, key=lambda n: (n != DEFAULT_DECK, n)))


def load_decks(name: str, seats: int) -> dict[str, Any]:
    """The setup decks a name stands for: one deck for every seat, or names joined by "/"
    (one per seat, the last repeated)."""
    decks = prebuilt_decks(__package__)
    names = name.split("/")
    for n in names:
        if n not in decks:
            raise DeckError(f"unknown Exodus deck '{n}' (known: {', '.join(decks)})")
    chosen = [names[min(i, len(names) - 1)] for i in range(seats)]
    return {"decks": [{"name": n, "main": dict(decks[n]["main"]), "energy": dict(decks[n]["energy"]),
                       **({"harmony": decks[n]["harmony"]} if decks[n].get("harmony") else {})} for n in chosen]}


@dataclass(frozen=True)
class DeckProblem:
    """One construction rule a deck breaks: the card it is about (None for the whole deck)
    and the section it is in ("main", "energy", "harmony" or ""), a sentence, and the rule
    as a Violation's rule reads (empty when it is a bound of ours, not a rule)."""

    card: str | None
    section: str
    message: str
    rule: str = ""


SIZE_RULE = BASIC_TURN
"""The Main Deck and Energy Deck minimums and the copies of a name (DESIGN basic turn)."""
DOUBLE_SIDED_RULE = f"{BASIC_TURN}; {RULE_SOURCE} Anathema"
"""A double-sided card counts as two copies of its name (004 Anathema)."""
HARMONY_RULE = f"{RULE_SOURCE} Harmony Rares"
"""A Harmony Rare is presented beside the deck, one per deck (004 Harmony Rares)."""
MAIN_DECK_RULE = f"{BASIC_TURN}; {RULE_SOURCE} Starlit Expanse"
"""The Main Deck holds creatures and symmetries, the Energy Deck energy ("Energy cards can't
enter the Main Deck", 004 Starlit Expanse)."""


def construction_problems(deck: Any, pool: dict[str, Card]) -> list[DeckProblem]:
    """Every construction rule a deck ({"main", "energy", "harmony"?}) breaks, each with the
    card and section it is about and its rule."""
    if not isinstance(deck, dict) or not isinstance(deck.get("main"), dict) or not isinstance(deck.get("energy"), dict):
        return [DeckProblem(None, "", "a deck needs a 'main' and an 'energy' section of card id -> count")]
    out: list[DeckProblem] = []
    names: dict[str, int] = {}
    first_id: dict[str, str] = {}
    doubled: set[str] = set()
    main_n = energy_n = 0
    for section in ("main", "energy"):
        for cid, count in deck[section].items():
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= RULESET.deck_max:
                out.append(DeckProblem(cid, section, f"{cid}: the count must be a whole number from 1 to "
                                                     f"{RULESET.deck_max}"))
                continue
            card = pool.get(cid)
            if card is None:
                out.append(DeckProblem(cid, section, f"unknown Exodus card '{cid}'"))
                continue
            if not card.buildable:
                rule = HARMONY_RULE if card.rarity == "harmony" else DOUBLE_SIDED_RULE if card.back else ""
                out.append(DeckProblem(cid, section, f"{card.name} cannot be put in a deck", rule))
                continue
            if section == "main":
                if card.is_energy:
                    out.append(DeckProblem(cid, section, f"{card.name} is energy: it belongs in the Energy Deck",
                                           MAIN_DECK_RULE))
                main_n += count
                names[card.name] = names.get(card.name, 0) + count * card.copies
                first_id.setdefault(card.name, cid)
                if card.copies > 1:
                    doubled.add(card.name)
            else:
                if not card.is_energy:
                    out.append(DeckProblem(cid, section, f"{card.name} is not energy: it belongs in the Main Deck",
                                           MAIN_DECK_RULE))
                energy_n += count
    for name, n in sorted(names.items()):
        if n > RULESET.max_copies:
            twice = ", and a double-sided card counts twice" if name in doubled else ""
            out.append(DeckProblem(first_id[name], "main", f"{n} copies of {name}: at most {RULESET.max_copies} of "
                                                           f"a name{twice}",
                                   DOUBLE_SIDED_RULE if name in doubled else SIZE_RULE))
    if main_n < RULESET.main_min:
        out.append(DeckProblem(None, "main", f"the Main Deck has {main_n} cards: it needs at least "
                                             f"{RULESET.main_min}", SIZE_RULE))
    if energy_n < RULESET.energy_min:
        out.append(DeckProblem(None, "energy", f"the Energy Deck has {energy_n} cards: it needs at least "
                                               f"{RULESET.energy_min}", SIZE_RULE))
    if main_n > RULESET.deck_max or energy_n > RULESET.deck_max:
        out.append(DeckProblem(None, "", f"a deck may hold at most {RULESET.deck_max} cards here"))
    harmony = deck.get("harmony")
    if harmony is not None:
        card = pool.get(harmony) if isinstance(harmony, str) else None
        if card is None or card.rarity != "harmony":
            out.append(DeckProblem(harmony if isinstance(harmony, str) else None, "harmony",
                                   f"'{harmony}' is not a Harmony Rare", HARMONY_RULE))
    return out


def deck_problems(deck: Any, pool: dict[str, Card]) -> list[str]:
    """Every construction rule a deck breaks, one sentence each (construction_problems)."""
    return [p.message for p in construction_problems(deck, pool)]


def validate_setup(decks: Any, cards: tuple[Card, ...], seats: int) -> list[tuple[list[int], list[int], int | None]]:
    """Each seat's (main kinds, energy kinds, harmony kind or None), in a stable order;
    DeckError naming the first broken rule."""
    pool = {c.id: c for c in cards} if cards else by_id()
    if not isinstance(decks, dict) or not isinstance(decks.get("decks"), list) or len(decks["decks"]) != seats:
        raise DeckError(f"Exodus needs one deck per player ({seats})")
    out = []
    for seat, deck in enumerate(decks["decks"]):
        problems = deck_problems(deck, pool)
        if problems:
            raise DeckError(f"Player {seat + 1}'s deck: {problems[0]}")
        main = [pool[cid].index for cid, n in sorted(deck["main"].items()) for _ in range(n)]
        energy = [pool[cid].index for cid, n in sorted(deck["energy"].items()) for _ in range(n)]
        harmony = deck.get("harmony")
        out.append((main, energy, pool[harmony].index if harmony else None))
    return out
