"""Krieg decklists: the three shared decks written as "<count> <name>" lines under the
headers Units, Powers and Kings:

    Units:
    10 Knight
    4 Officer
    ...
    Powers:
    2 Death
    ...
    Kings:
    1 Lion

Krieg is played with one deck, the full 105-card set (decks/standard.json, 002 Gameplay:
the decks are shared by every player), so a decklist must list exactly that set; it is
read back into the standard decks. Every line that names no card, a card under the wrong
header, or a count that differs from the set is reported with its line; cards the list
leaves out are reported after them. Blank lines, "#" comments and headers such as
"Deck name: ..." are allowed; a card line before any header goes to its own deck.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...core.decklist import DecklistFormat, ParseResult, Problem, content_lines
from ...core.game import DeckError
from ...core.text import one_line, quote
from .cards import DECKS, Card, card_table
from .decks import standard_decks

SECTIONS = {"unit": "Units", "power": "Powers", "king": "Kings"}
MAX_COUNT_DIGITS = 6
_SECTION = re.compile(r"(units?|powers?|kings?)\s*(?:\(\s*\d{1,6}\s*(?:cards?)?\s*\))?\s*:?", re.IGNORECASE)
_CARD = re.compile(r"(\d+)\s*[xX]?\s+(.*?)")
_HEADER = re.compile(r"[A-Za-z][A-Za-z ]{0,30}:.*")
_SPACES = re.compile(r"\s+")
_EXAMPLE = "'10 Knight'"
_ONE_DECK = "Krieg is played with the full set of 105 cards"


def _key(name: str) -> str:
    return _SPACES.sub(" ", name).strip().casefold()


@lru_cache(maxsize=1)
def _cards() -> dict[str, Card]:
    return {c.id: c for c in card_table()}


def _counts(decks: Any) -> dict[str, dict[str, int]]:
    """Per deck, each card name's copies, names in the order they first appear."""
    by_id = _cards()
    out: dict[str, dict[str, int]] = {}
    for deck in DECKS:
        names: dict[str, int] = {}
        for cid in decks[deck]:
            name = by_id[cid].name
            names[name] = names.get(name, 0) + 1
        out[deck] = names
    return out


@lru_cache(maxsize=1)
def _standard() -> tuple[dict[str, dict[str, int]], dict[str, tuple[str, str]]]:
    counts = _counts(standard_decks())
    names = {_key(name): (deck, name) for deck in DECKS for name in counts[deck]}
    return counts, names


def parse(text: str, name: str | None = None) -> ParseResult:
    """A decklist read into the standard decks ({"unit", "power", "king"}), or every problem
    with it (`name` is not used: Krieg's decks have no names)."""
    standard, names = _standard()
    problems: list[Problem] = []
    listed: dict[tuple[str, str], int] = {}
    line_of: dict[tuple[str, str], int] = {}
    section: str | None = None
    card_lines = unknown = 0
    for number, line in content_lines(text, problems):
        if line is None:
            continue
        head = _SECTION.fullmatch(line)
        if head is not None:
            section = next(d for d, title in SECTIONS.items() if head.group(1).lower().startswith(d))
            continue
        match = _CARD.fullmatch(line)
        if match is None:
            if _HEADER.fullmatch(line) is None:
                problems.append(Problem(number, f"not a card line: {quote(line)} (a card line reads like "
                                                f"{_EXAMPLE}, under Units, Powers or Kings)"))
            continue
        card_lines += 1
        digits, card_name = match.groups()
        found = names.get(_key(card_name))
        if found is None:
            problems.append(Problem(number, f"unknown card {quote(card_name)}"))
            unknown += 1
            continue
        deck, printed = found
        if section is not None and section != deck:
            problems.append(Problem(number, f"{printed} is in the {SECTIONS[deck]}, not the {SECTIONS[section]}"))
        if len(digits.lstrip("0")) > MAX_COUNT_DIGITS:
            problems.append(Problem(number, f"{one_line(digits, 12)} copies of {printed}; the set has "
                                            f"{standard[deck][printed]}"))
            continue
        listed[(deck, printed)] = listed.get((deck, printed), 0) + int(digits)
        line_of[(deck, printed)] = number
    if card_lines == 0:
        first = next((p.line for p in problems if p.line is not None), None)
        return None, [Problem(first, f"not a decklist: no line reads like {_EXAMPLE}")]
    for (deck, printed), n in listed.items():
        if n != standard[deck][printed]:
            problems.append(Problem(line_of[(deck, printed)], f"{n} {printed}; the set has "
                                                             f"{standard[deck][printed]} ({_ONE_DECK})"))
    missing = [(deck, printed, n) for deck in DECKS for printed, n in standard[deck].items()
               if (deck, printed) not in listed]
    if unknown and missing:     # the unknown lines are likely those cards, misspelled
        count = sum(n for _, _, n in missing)
        problems.append(Problem(None, f"{count} more cards of the set are not listed ({_ONE_DECK})"))
    else:
        problems += [Problem(None, f"{SECTIONS[deck]}: {n} {printed} missing ({_ONE_DECK})")
                     for deck, printed, n in missing]
    if problems:
        problems.sort(key=lambda p: (p.line is None, p.line or 0))
        return None, problems
    return standard_decks(), []


def format_decks(decks: Any) -> str:
    """The shared decks as a decklist: each deck under its header, names in deck order."""
    counts = _counts(decks)
    lines: list[str] = []
    for deck in DECKS:
        if lines:
            lines.append("")
        lines.append(f"{SECTIONS[deck]}:")
        lines += [f"{n} {printed}" for printed, n in counts[deck].items()]
    return "\n".join(lines) + "\n"


def summary(decks: Any) -> str:
    """One line: the size of each shared deck."""
    sizes = [len(decks[d]) for d in DECKS]
    return f"{sum(sizes)} cards: {sizes[0]} units, {sizes[1]} powers, {sizes[2]} Kings"


def seat_decks(setup_decks: Any) -> list[Any]:
    """The shared decks, once: every seat draws from them."""
    return [{d: list(setup_decks[d]) for d in DECKS}]


def combine(decks: Sequence[Any], seats: int) -> dict[str, list[str]]:
    """The setup decks: the one shared set."""
    if len(decks) != 1:
        raise DeckError("Krieg's decks are shared: one set for every player")
    return {d: list(decks[0][d]) for d in DECKS}


DECKLIST = DecklistFormat(parse=parse, format=format_decks, summary=summary, seat_decks=seat_decks,
                          combine=combine, per_seat=False)

__all__ = ["DECKLIST", "SECTIONS", "format_decks", "parse"]
