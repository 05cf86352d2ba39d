"""Exodus decklists in the form players exchange: a count and a card name a line, the Main
Deck first, then the Energy Deck after its header (or a line of dashes), then the Harmony
Rare the player presents, if any (004 Harmony Rares: "the owner of the Harmony Rare must
include their Harmony Rare as part of their Decklist"):

    Deck name: sky-and-steel
    Main Deck:
    2 Emberscale Whelp
    2 Vortex
    ...
    Energy Deck:
    24 Energy
    Harmony Rare:
    1 Eeventide, the Paradoxical Planet

Blank lines and "#" comments are allowed, "2x Vortex" too, and the headers may be short
("Main:", "Energy:", "Harmony:", "--- Energy ---", a bare line of dashes for the Energy
Deck); "Harmony Rare: <name>" on one line presents it. A card line before any section
header goes to its own deck (energy to the Energy Deck, a Harmony Rare beside the deck).
A Harmony Rare may be named by either side; the deck holds its Eeventide Field side.

Every problem is reported with its line: a line that is no card line, an unknown card, a
count too large to be a count, then the construction rules the deck breaks
(decks.construction_problems: the Main and Energy Deck minimums and two copies of a name,
DESIGN's basic turn; 004 Anathema; 004 Harmony Rares). parse never raises, and reads no
more than MAX_DECKLIST_BYTES characters of any text.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...core.decklist import MAX_DECKLIST_BYTES, DecklistFormat, ParseResult, Problem, content_lines
from ...core.game import DeckError
from ...core.text import one_line, quote
from .cards import Card, card_table
from .decks import HARMONY_RULE, MAIN_DECK_RULE, construction_problems
from .params import RULESET

SECTION_TITLES = {"main": "Main Deck", "energy": "Energy Deck", "harmony": "Harmony Rare"}
MAX_COUNT_DIGITS = 6     # a count is at most RULESET.deck_max; more digits are refused unread
MAX_NAME = 60            # a deck name read from a "Deck name:" header, cut to this length
MAX_SEATS = 4            # Exodus is played by at most four

_SECTION = re.compile(r"-*\s*(main|energy|harmony)(?:\s+(?:deck|rares?))?\s*(?:\(\s*\d{1,6}\s*(?:cards?)?\s*\))?"
                      r"\s*:?\s*-*", re.IGNORECASE)
_DASHES = re.compile(r"-{3,}")
_CARD = re.compile(r"(\d+)\s*[xX]?\s+(.*?)")
_HEADER = re.compile(r"([A-Za-z][A-Za-z ]{0,30}):(.*)")
_NAME_HEADERS = ("deck name", "name", "deck", "title")
_HARMONY_HEADERS = ("harmony rare", "harmony")
_DECK_HEADERS = {"main deck": "main", "main": "main", "energy deck": "energy", "energy": "energy"}
_SPACES = re.compile(r"\s+")
_EXAMPLE = "'2 Vortex'"


def _key(name: str) -> str:
    return _SPACES.sub(" ", name.replace("\u2019", "'").replace("\u2018", "'")).strip().casefold()


def _field_side(card: Card, by_id: dict[str, Card]) -> Card:
    """A Harmony Rare as a deck holds it: its Eeventide Field side (the side it begins on)."""
    back = by_id.get(card.back)
    if back is not None and not card.text.startswith("Eeventide Field") and back.text.startswith("Eeventide Field"):
        return back
    return card


@lru_cache(maxsize=1)
def _lookups() -> tuple[dict[str, Card], dict[str, Card]]:
    """Cards by name (a card that can be put in a deck wins over the other side of a
    double-sided card of the same name) and by id."""
    by_id = {c.id: c for c in card_table()}
    by_name: dict[str, Card] = {}
    for card in card_table():
        if card.rarity == "harmony":
            card = _field_side(card, by_id)
        key = _key(card.name)
        if key not in by_name or (card.buildable and not by_name[key].buildable):
            by_name[key] = card
    for card in card_table():          # a Harmony Rare's other side names it too
        if card.rarity == "harmony":
            by_name.setdefault(_key(card.name), _field_side(card, by_id))
    return by_name, by_id


def _section_of(card: Card) -> str:
    """The section a card belongs in."""
    return "harmony" if card.rarity == "harmony" else "energy" if card.is_energy else "main"


def parse(text: str, name: str | None = None) -> ParseResult:
    """A decklist read into a deck ({"name", "main", "energy", "harmony"?}), or every problem
    with it; never raises."""
    if not isinstance(text, str):
        return None, [Problem(None, "not a decklist: not text")]
    if len(text) > MAX_DECKLIST_BYTES:
        return None, [Problem(None, f"not a decklist: {len(text):,} characters (a decklist has at most "
                                    f"{MAX_DECKLIST_BYTES:,})")]
    by_name, by_id = _lookups()
    problems: list[Problem] = []
    sections: dict[str, dict[str, int]] = {"main": {}, "energy": {}}
    harmonies: list[tuple[int, Card]] = []
    line_of: dict[tuple[str, str], int] = {}          # (section, card id) -> its last line
    header_name = ""
    section: str | None = None
    card_lines = 0
    broken: set[str] = set()    # sections with a line that names no card: their size is unknown

    def unsure() -> None:
        """A line that names no card: the size of its section (any, before a header) is unknown."""
        broken.update(("main", "energy") if section in (None, "harmony") else (section,))

    def add(number: int, card: Card, copies: int, where: str | None) -> None:
        own = _section_of(card)
        if own == "harmony" or where == "harmony":
            if own != "harmony":
                problems.append(Problem(number, f"{card.name} is not a Harmony Rare", HARMONY_RULE))
                broken.add(own)
            elif card.id in [h.id for _, h in harmonies]:
                problems.append(Problem(number, f"{card.name} is presented twice", HARMONY_RULE))
            else:
                if copies != 1:
                    problems.append(Problem(number, f"{copies} copies of {card.name}: a Harmony Rare is "
                                                    f"presented once", HARMONY_RULE))
                harmonies.append((number, card))
            return
        target = where or own
        if target != own:
            problems.append(Problem(number, f"{card.name} belongs in the {SECTION_TITLES[own]}, not the "
                                            f"{SECTION_TITLES[target]}", MAIN_DECK_RULE))
            broken.add(own)
            return
        sections[target][card.id] = sections[target].get(card.id, 0) + copies
        line_of[(target, card.id)] = number

    for number, line in content_lines(text, problems):
        if line is None:
            unsure()
            continue
        head = _SECTION.fullmatch(line)
        if head is not None:
            section = head.group(1).lower()
            continue
        if _DASHES.fullmatch(line):
            section = "energy"
            continue
        match = _CARD.fullmatch(line)
        if match is None:
            header = _HEADER.fullmatch(line)
            if header is not None:
                key, value = header.group(1).strip().casefold(), header.group(2).strip()
                if key in _NAME_HEADERS and value:
                    header_name = value
                elif key in _DECK_HEADERS:       # "Energy Deck: 24 cards"
                    section = _DECK_HEADERS[key]
                elif key in _HARMONY_HEADERS and value:
                    card = by_name.get(_key(value))
                    card_lines += 1
                    if card is None:
                        problems.append(Problem(number, f"unknown card {quote(value)}"))
                    else:
                        add(number, card, 1, "harmony")
                continue
            problems.append(Problem(number, f"not a card line: {quote(line)} (a card line reads like {_EXAMPLE})"))
            unsure()
            continue
        card_lines += 1
        digits, card_name = match.groups()
        card = by_name.get(_key(card_name))
        if card is None:
            problems.append(Problem(number, f"unknown card {quote(card_name)}"))
            unsure()
            continue
        if len(digits.lstrip("0")) > MAX_COUNT_DIGITS or int(digits) > RULESET.deck_max:
            problems.append(Problem(number, f"{one_line(digits, 12)} copies of {card.name}; a deck holds at most "
                                            f"{RULESET.deck_max} cards here"))
            broken.add(_section_of(card) if section is None else section)
            continue
        copies = int(digits)
        if copies < 1:
            problems.append(Problem(number, f"0 copies of {card.name}: leave the line out"))
            continue
        add(number, card, copies, section)
    if card_lines == 0:
        first = next((p.line for p in problems if p.line is not None), None)
        return None, [Problem(first, f"not a decklist: no line reads like {_EXAMPLE}")]
    if len(harmonies) > 1:
        problems.append(Problem(harmonies[1][0], "a deck presents at most one Harmony Rare", HARMONY_RULE))
    deck: dict[str, Any] = {"main": sections["main"], "energy": sections["energy"]}
    if harmonies:
        deck["harmony"] = harmonies[0][1].id
    for problem in construction_problems(deck, by_id):
        if problem.card is None and (problem.section in broken or (not problem.section and broken)):
            continue            # the size of a deck with lines that name no card is unknown
        at = line_of.get((problem.section, problem.card)) if problem.card is not None else None
        if problem.section == "harmony" and harmonies:
            at = harmonies[0][0]
        problems.append(Problem(at, problem.message, problem.rule))
    if problems:
        problems.sort(key=lambda p: (p.line is None, p.line or 0))
        return None, problems
    deck_name = one_line(name if name is not None else header_name or "imported")[:MAX_NAME]
    return {"name": deck_name, **deck}, []


def format_deck(deck: Any) -> str:
    """A deck ({"name"?, "main", "energy", "harmony"?}) as a decklist, cards in the deck's
    order; parse gives the deck back."""
    by_id = _lookups()[1]
    lines = [f"Deck name: {one_line(str(deck['name']))[:MAX_NAME]}"] if deck.get("name") else []
    for section in ("main", "energy"):
        lines.append(f"{SECTION_TITLES[section]}:")
        lines += [f"{n} {by_id[cid].name}" for cid, n in deck[section].items()]
    if deck.get("harmony"):
        lines += [f"{SECTION_TITLES['harmony']}:", f"1 {by_id[deck['harmony']].name}"]
    return "\n".join(lines) + "\n"


def summary(deck: Any) -> str:
    """One line: the size of each deck, the Main Deck's creatures and symmetries, the
    Harmony Rare presented."""
    by_id = _lookups()[1]
    main = sum(deck["main"].values())
    creatures = sum(n for cid, n in deck["main"].items() if by_id[cid].is_creature)
    energy = sum(deck["energy"].values())
    harmony = f"; Harmony Rare {by_id[deck['harmony']].name}" if deck.get("harmony") else ""
    return (f"{main + energy} cards: a Main Deck of {main} ({creatures} creatures, {main - creatures} symmetries) "
            f"and an Energy Deck of {energy}{harmony}")


def _copy(deck: Any) -> dict[str, Any]:
    out = {"name": deck.get("name", "deck"), "main": dict(deck["main"]), "energy": dict(deck["energy"])}
    if deck.get("harmony"):
        out["harmony"] = deck["harmony"]
    return out


def seat_decks(setup_decks: Any) -> list[Any]:
    """Each seat's deck of a setup ({"decks": [deck, ...]})."""
    return [_copy(d) for d in setup_decks["decks"]]


def combine(decks: Sequence[Any], seats: int) -> dict[str, Any]:
    """Setup decks from one deck for every player, or one per player (the last repeated for
    the players after it, as decks.load_decks does with names)."""
    if not 2 <= seats <= MAX_SEATS:
        raise DeckError(f"Exodus is played by 2 to {MAX_SEATS} players")
    if not 1 <= len(decks) <= seats:
        raise DeckError(f"Exodus takes one deck for every player, or one per player (at most {seats})")
    return {"decks": [_copy(decks[min(i, len(decks) - 1)]) for i in range(seats)]}


DECKLIST = DecklistFormat(parse=parse, format=format_deck, summary=summary, seat_decks=seat_decks,
                          combine=combine, per_seat=True)

__all__ = ["DECKLIST", "SECTION_TITLES", "format_deck", "parse"]
