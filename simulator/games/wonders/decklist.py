"""Wonders decklists in the form players exchange: a count and a card's name a line, the
50-card main deck first, then the archive (the token deck) after a line "Archive:" (or a
line of dashes, or "--- Archive ---"):

    Deck name: Void Requiem
    3 Starfall Crater
    2 Rift of Echoes
    ...
    Archive:
    3 Skeleton

Blank lines, "#" comments and headers ("Deck name: ...", which names the deck; "Main deck:"
or "Deck:" alone, which goes back to the main deck) are allowed; "3x Name" reads as
"3 Name". A card is found by its printed name, whatever its case and spacing. Every line
that names no card is reported with its line, then every construction rule the deck
breaks (decks.construction_problems: 001 3 Deckbuilding, 001 3 Archive, 001 2 Tokens),
at the card's last line when it concerns one card. Reading never raises, whatever the
text: it is bounded in size, lines and counts.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...core.decklist import MAX_DECKLIST_BYTES, DecklistFormat, ParseResult, Problem, content_lines
from ...core.game import DeckError
from ...core.text import one_line, quote
from .cards import Card, card_table
from .decks import ARCHIVE_MAX, DECK_SIZE, MAX_NAME, construction_problems, validate_deck

ARCHIVE_LINE = "Archive:"
MAX_COUNT_DIGITS = 6      # a count is at most a deck's size; more digits are refused unread
MAX_SUGGESTIONS = 40      # unknown names offered a near spelling ("did you mean"); the rest are not
_CARD = re.compile(r"(\d+)\s*[xX]?\s+(.*?)")
_ARCHIVE = re.compile(r"-*\s*(?:archive|token\s*deck|tokens)\s*(?:\(\s*\d{0,6}\s*(?:cards?|tokens?)?\s*\))?"
                      r"\s*:?\s*-*", re.IGNORECASE)
_MAIN = re.compile(r"-*\s*(?:main\s*deck|main|deck)\s*(?:\(\s*\d{0,6}\s*(?:cards?)?\s*\))?\s*:?\s*-*",
                   re.IGNORECASE)
_DASHES = re.compile(r"-{3,}")
_HEADER = re.compile(r"([A-Za-z][A-Za-z ]{0,30}):(.*)")
_NAME_HEADERS = ("deck name", "name", "deck", "title")
_SPACES = re.compile(r"\s+")
_EXAMPLE = "'3 Starfall Crater'"


def _key(name: str) -> str:
    """A card name as looked up: quotes straightened, spacing collapsed, case folded."""
    return _SPACES.sub(" ", name.replace("\u2019", "'").replace("\u2018", "'")).strip().casefold()


@lru_cache(maxsize=1)
def _lookups() -> tuple[dict[str, Card], dict[str, Card]]:
    """Cards by looked-up name and by id."""
    cards = card_table()
    return {_key(c.name): c for c in cards}, {c.id: c for c in cards}


def _unknown(name: str, suggest: bool) -> str:
    """The problem of a name that is no card, with the nearest card name when one is close."""
    shown = quote(name)
    if suggest:
        by_name = _lookups()[0]
        near = difflib.get_close_matches(_key(name), list(by_name), n=1, cutoff=0.8)
        if near:
            return f"unknown card {shown} (did you mean {by_name[near[0]].name}?)"
    return f"unknown card {shown}"


def parse(text: str, name: str | None = None) -> ParseResult:
    """A decklist read into a deck ({"name", "cards", "archive"}), or every problem with it."""
    if len(text) > MAX_DECKLIST_BYTES:
        return None, [Problem(None, f"larger than {MAX_DECKLIST_BYTES:,} characters (a decklist is a small "
                                    f"text file)")]
    by_name, by_id = _lookups()
    problems: list[Problem] = []
    sections: tuple[dict[str, int], dict[str, int]] = ({}, {})     # main deck, archive: id -> copies
    last_line: dict[tuple[str, bool], int] = {}                     # (card id, in archive) -> its last line
    header_name = ""
    in_archive = False
    card_lines = unknown = 0
    broken = [False, False]     # a line that names no card: that section's size is unknown
    for number, line in content_lines(text, problems):
        if line is None:
            broken[in_archive] = True
            continue
        if _ARCHIVE.fullmatch(line) or _DASHES.fullmatch(line):
            in_archive = True
            continue
        if _MAIN.fullmatch(line):
            in_archive = False
            continue
        match = _CARD.fullmatch(line)
        if match is None:
            header = _HEADER.fullmatch(line)
            if header is not None:
                if header.group(1).strip().casefold() in _NAME_HEADERS and header.group(2).strip():
                    header_name = header.group(2).strip()
                continue
            problems.append(Problem(number, f"not a card line: {quote(line)} (a card line reads like {_EXAMPLE})"))
            broken[in_archive] = True
            continue
        card_lines += 1
        digits, card_name = match.groups()
        card = by_name.get(_key(card_name))
        if card is None:
            unknown += 1
            problems.append(Problem(number, _unknown(card_name, unknown <= MAX_SUGGESTIONS)))
            broken[in_archive] = True
            continue
        if len(digits.lstrip("0")) > MAX_COUNT_DIGITS:
            most = ARCHIVE_MAX if in_archive else DECK_SIZE
            problems.append(Problem(number, f"{one_line(digits, 12)} copies of {card.name}; "
                                            f"{'an archive' if in_archive else 'a main deck'} has at most "
                                            f"{most} cards"))
            broken[in_archive] = True
            continue
        copies = int(digits)
        if copies < 1:
            problems.append(Problem(number, f"0 copies of {card.name}: leave the line out"))
            continue
        section = sections[in_archive]
        section[card.id] = section.get(card.id, 0) + copies
        last_line[(card.id, in_archive)] = number
    if card_lines == 0:
        first = next((p.line for p in problems if p.line is not None), None)
        return None, [Problem(first, f"not a decklist: no line reads like {_EXAMPLE}")]
    main = [(by_id[cid], n) for cid, n in sections[0].items()]
    archive = [(by_id[cid], n) for cid, n in sections[1].items()]
    for problem in construction_problems(main, archive):
        if problem.card is None and broken[problem.archive]:
            continue            # the size of a section with lines that name no card is unknown
        at = last_line.get((problem.card.id, problem.archive)) if problem.card is not None else None
        problems.append(Problem(at, problem.reason, problem.rule))
    if problems:
        problems.sort(key=lambda p: (p.line is None, p.line or 0))
        return None, problems
    deck_name = one_line(name if name is not None else header_name or "imported")[:MAX_NAME]
    deck = {"name": deck_name, "cards": dict(sections[0]), "archive": dict(sections[1])}
    try:
        validate_deck(deck)     # the game's own check, as a save's deck is checked at setup
    except DeckError as exc:
        return None, [Problem(None, str(exc))]
    return deck, []


def format_deck(deck: Any) -> str:
    """A deck ({"cards", "archive"}) as a decklist, cards in the deck's order; the archive
    follows its separator line when the deck has one."""
    cards = _lookups()[1]
    lines = [f"{n} {cards[cid].name}" for cid, n in deck["cards"].items()]
    if deck.get("archive"):
        lines.append(ARCHIVE_LINE)
        lines += [f"{n} {cards[cid].name}" for cid, n in deck["archive"].items()]
    return "\n".join(lines) + "\n"


def summary(deck: Any) -> str:
    """One line: the main deck's size by card type, and the archive's."""
    cards = _lookups()[1]
    total = sum(deck["cards"].values())
    kinds: dict[str, int] = {}
    for cid, n in deck["cards"].items():
        kinds[cards[cid].type] = kinds.get(cards[cid].type, 0) + n
    parts = ", ".join(f"{kinds[t]} {t}{'s' if kinds[t] != 1 else ''}"
                      for t in ("wonder", "land", "item", "spell") if kinds.get(t))
    archive = sum(deck.get("archive", {}).values())
    return f"{total} cards: {parts}" + (f"; an archive of {archive} token{'s' if archive != 1 else ''}"
                                        if archive else "")


def _copy(deck: Any) -> dict[str, Any]:
    return {"name": deck.get("name", "deck"), "cards": dict(deck["cards"]), "archive": dict(deck.get("archive", {}))}


def seat_decks(setup_decks: Any) -> list[Any]:
    """Each seat's deck of a setup ({"decks": [deck, deck]})."""
    return [_copy(d) for d in setup_decks["decks"]]


def combine(decks: Sequence[Any], seats: int) -> dict[str, Any]:
    """Setup decks from one deck for both players or one per player."""
    if seats != 2:
        raise DeckError("Wonders of The First is a game for two players")
    if len(decks) not in (1, 2):
        raise DeckError("Wonders takes one deck for both players, or two joined by '/'")
    chosen = list(decks) * (2 if len(decks) == 1 else 1)
    return {"decks": [_copy(d) for d in chosen]}


DECKLIST = DecklistFormat(parse=parse, format=format_deck, summary=summary, seat_decks=seat_decks,
                          combine=combine, per_seat=True)

__all__ = ["ARCHIVE_LINE", "DECKLIST", "format_deck", "parse"]
