"""Eternal decklists in the form Eternal players exchange: one card a line, a count, the
card's name and its set and number, then the market after a line of dashes:

    4 Torch (Set1 #8)
    12 Fire Sigil (Set1 #1)
    --------------MARKET---------------
    1 Some Card (Set2 #123)

Blank lines, "#" comments and headers ("Deck name: Rakano Aggro", which names the deck)
are allowed. A card is found by its name (reprints carry other numbers); a name we do not
know whose set and number are a real card's is "not playable yet", otherwise "unknown".
Every problem is reported with its line, then the construction rules the deck breaks
(decks.construction_problems: 000 2.0, 003 Basic Gameplay, 000 1.2 markets).
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any

from ...core.decklist import DecklistFormat, ParseResult, Problem, content_lines
from ...core.game import DeckError
from ...core.text import one_line, quote
from .cards import Card, card_table
from .decks import MAX_CARDS, MAX_NAME, construction_problems

MARKET_LINE = "--------------MARKET---------------"
MAX_COUNT_DIGITS = 6    # a count is at most MAX_CARDS; more digits are refused unread

# The highest card number of each real set in the card database snapshot
# (../shared/cards/eternal/eternal-cards.json, late 2021): a set and number in these ranges
# belong to a real card, which we can then call "not playable yet" rather than "unknown".
SET_LAST_NUMBER = {0: 63, 1: 522, 2: 256, 3: 305, 4: 310, 5: 315, 6: 319, 7: 323, 8: 328, 9: 336,
                   10: 413, 11: 416, 1001: 16, 1002: 23, 1003: 25, 1004: 23, 1005: 26, 1006: 20,
                   1007: 21, 1085: 21, 1087: 23, 1095: 21, 1097: 23, 1105: 22, 1107: 21, 1115: 21}

_CARD = re.compile(r"(\d+)\s*[xX]?\s+(.*?)\s*(?:\(\s*set\s*(\d{1,6})\s*#\s*(\d{1,6})\s*\))?", re.IGNORECASE)
_MARKET = re.compile(r"-{2,}\s*market\s*-*", re.IGNORECASE)
_HEADER = re.compile(r"([A-Za-z][A-Za-z ]{0,30}):(.*)")
_NAME_HEADERS = ("deck name", "name", "deck", "title")
_SPACES = re.compile(r"\s+")
_EXAMPLE = "'4 Torch (Set1 #8)'"


def _key(name: str) -> str:
    return _SPACES.sub(" ", name.replace("\u2019", "'").replace("\u2018", "'")).strip().casefold()


@lru_cache(maxsize=1)
def _lookups() -> tuple[dict[str, Card], dict[tuple[int, int], Card], dict[str, Card]]:
    cards = card_table()
    by_name = {_key(c.name): c for c in cards}
    by_number = {(c.set, c.number): c for c in cards if c.number and not c.token}
    return by_name, by_number, {c.id: c for c in cards}


def _find(name: str, number: tuple[int, int] | None) -> tuple[Card | None, str]:
    """The card a line names, or None and why not."""
    by_name, by_number, _ = _lookups()
    card = by_name.get(_key(name))
    if card is not None:
        return card, ""
    shown = quote(name)
    if number is None:
        return None, f"unknown card {shown}"
    where = f"Set{number[0]} #{number[1]}"
    other = by_number.get(number)
    if other is not None:
        return None, f"unknown card {shown} ({where} is {other.name})"
    if 1 <= number[1] <= SET_LAST_NUMBER.get(number[0], 0):
        return None, f"{one_line(name, 40)} ({where}) is not playable yet: it is not in our card pool"
    return None, f"unknown card {shown} ({where})"


def parse(text: str, name: str | None = None) -> ParseResult:
    """A decklist read into a deck ({"name", "cards", "market"}), or every problem with it."""
    problems: list[Problem] = []
    deck: dict[str, int] = {}
    market: list[Card] = []
    last_line: dict[tuple[int, bool], int] = {}      # (card index, in market) -> its last line
    header_name = ""
    in_market = False
    card_lines = 0
    broken = False              # a line that names no card: the deck's size is unknown
    by_id = _lookups()[2]
    for number, line in content_lines(text, problems):
        if line is None:
            broken = True
            continue
        if _MARKET.fullmatch(line):
            in_market = True
            continue
        match = _CARD.fullmatch(line)
        if match is None:
            header = _HEADER.fullmatch(line)
            if header is not None:
                if header.group(1).strip().casefold() in _NAME_HEADERS and header.group(2).strip():
                    header_name = header.group(2).strip()
                continue
            problems.append(Problem(number, f"not a card line: {quote(line)} (a card line reads like {_EXAMPLE})"))
            broken = True
            continue
        card_lines += 1
        digits, card_name, set_no, card_no = match.groups()
        where = (int(set_no), int(card_no)) if set_no is not None else None
        card, why = _find(card_name, where)
        if card is None:
            problems.append(Problem(number, why))
            broken = True
            continue
        if len(digits.lstrip("0")) > MAX_COUNT_DIGITS:
            problems.append(Problem(number, f"{one_line(digits, 12)} copies of {card.name}; a deck has at most "
                                            f"{MAX_CARDS} cards"))
            broken = True
            continue
        copies = int(digits)
        if copies < 1:
            problems.append(Problem(number, f"0 copies of {card.name}: leave the line out"))
            continue
        last_line[(card.index, in_market)] = number
        if in_market:
            if copies > 1:
                problems.append(Problem(number, f"{copies} copies of {card.name} in the market; a market holds "
                                                f"one of each card"))
            market.append(card)
        else:
            deck[card.id] = deck.get(card.id, 0) + copies
    if card_lines == 0:
        first = next((p.line for p in problems if p.line is not None), None)
        return None, [Problem(first, f"not a decklist: no line reads like {_EXAMPLE}")]
    counts = [(by_id[cid], n) for cid, n in deck.items()]
    for problem in construction_problems(counts, market):
        if problem.card is None and broken and not problem.market:
            continue            # the size of a deck with lines that name no card is unknown
        at = last_line.get((problem.card.index, problem.market)) if problem.card is not None else None
        problems.append(Problem(at, problem.reason, problem.rule))
    if problems:
        problems.sort(key=lambda p: (p.line is None, p.line or 0))
        return None, problems
    deck_name = one_line(name if name is not None else header_name or "imported")[:MAX_NAME]
    return {"name": deck_name, "cards": deck, "market": [c.id for c in market]}, []


def listed_cards(text: str) -> Iterator[tuple[int, Card | None, tuple[int, int] | None]]:
    """Each card line of a decklist, market included: (copies, the card in our pool or None,
    the set and number the line writes or None). Lines that are no card line, and counts
    of more than MAX_COUNT_DIGITS digits, are left out. Never raises on any text."""
    for _, line in content_lines(text, []):
        if line is None or _MARKET.fullmatch(line):
            continue
        match = _CARD.fullmatch(line)
        if match is None or _HEADER.fullmatch(line):
            continue
        digits, card_name, set_no, card_no = match.groups()
        if len(digits.lstrip("0")) > MAX_COUNT_DIGITS:
            continue
        where = (int(set_no), int(card_no)) if set_no is not None else None
        yield int(digits), _find(card_name, where)[0], where


def _line(card: Card, copies: int) -> str:
    return f"{copies} {card.name} (Set{card.set} #{card.number})"


def format_deck(deck: Any) -> str:
    """A deck ({"cards", "market"}) as a decklist, cards in the deck's order."""
    index = _lookups()[2]
    lines = [_line(index[cid], n) for cid, n in deck["cards"].items()]
    if deck.get("market"):
        lines.append(MARKET_LINE)
        lines += [_line(index[cid], 1) for cid in deck["market"]]
    return "\n".join(lines) + "\n"


def summary(deck: Any) -> str:
    """One line: the deck's size, power share and market."""
    cards = _lookups()[2]
    total = sum(deck["cards"].values())
    powers = sum(n for cid, n in deck["cards"].items() if cards[cid].is_power)
    market = len(deck.get("market", []))
    return (f"{total} cards: {powers} power, {total - powers} non-power"
            + (f"; a market of {market}" if market else ""))


def seat_decks(setup_decks: Any) -> list[Any]:
    """Each seat's deck of a setup ({"decks": [deck, deck]})."""
    return [{"name": d.get("name", "deck"), "cards": dict(d["cards"]), "market": list(d.get("market", []))}
            for d in setup_decks["decks"]]


def combine(decks: Sequence[Any], seats: int) -> dict[str, Any]:
    """Setup decks from one deck for both players or one per player."""
    if seats != 2:
        raise DeckError("Eternal is a game for two players")
    if len(decks) not in (1, 2):
        raise DeckError("Eternal takes one deck for both players, or two joined by '/'")
    chosen = list(decks) * (2 if len(decks) == 1 else 1)
    return {"decks": [{"name": d["name"], "cards": dict(d["cards"]), "market": list(d.get("market", []))}
                      for d in chosen]}


DECKLIST = DecklistFormat(parse=parse, format=format_deck, summary=summary, seat_decks=seat_decks,
                          combine=combine, per_seat=True)

__all__ = ["DECKLIST", "MARKET_LINE", "format_deck", "listed_cards", "parse"]
