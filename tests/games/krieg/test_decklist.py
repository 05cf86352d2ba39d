"""Krieg decklists (issue 15, item 4): the standard deck only (002 Gameplay: the unit, power
and King decks are shared by every player), written as '<count> <name>' lines under Units,
Powers and Kings, and read back into the same three decks."""
from __future__ import annotations

import pytest

from simulator.games.krieg.decklist import DECKLIST, format_decks, parse
from simulator.games.registry import get_game

GAME = get_game("krieg")
STANDARD = GAME.load_decks("standard", 2)


def _messages(text: str) -> list[str]:
    deck, problems = parse(text)
    assert deck is None
    return [str(p) for p in problems]


def _replace(old: str, new: str) -> str:
    text = format_decks(STANDARD)
    assert old in text
    return text.replace(old, new, 1)


def test_the_decklist_capability_is_declared_by_the_game_for_shared_decks():
    assert GAME.capabilities.decklist is DECKLIST and not DECKLIST.per_seat


def test_the_standard_deck_reads_back_from_its_decklist():
    text = format_decks(STANDARD)
    lines = text.splitlines()
    assert lines[0] == "Units:" and "Powers:" in lines and "Kings:" in lines and "10 Knight" in lines
    assert "4 Officer" in lines       # four Officers with different rows: one name, as printed
    deck, problems = parse(text)
    assert problems == [] and deck == STANDARD
    assert DECKLIST.seat_decks(STANDARD) == [STANDARD] and DECKLIST.combine([deck], 4) == STANDARD
    assert DECKLIST.summary(deck) == "105 cards: 58 units, 42 powers, 5 Kings"


def test_headers_case_comments_and_a_card_before_any_header_are_allowed():
    text = "Deck name: Krieg\n# the full set\n" + format_decks(STANDARD).lower().replace("units:", "")
    deck, problems = parse(text)
    assert problems == [] and deck == STANDARD


def test_an_unknown_card_is_refused_with_its_line_number():
    text = _replace("1 Spy\n", "1 Spyy\n")
    line = text.splitlines().index("1 Spyy") + 1
    assert _messages(text) == [f"line {line}: unknown card 'Spyy'",
                               "1 more cards of the set are not listed (Krieg is played with the full set of 105 cards)"]


def test_a_count_that_differs_from_the_set_a_card_under_the_wrong_header_and_a_missing_card():
    text = _replace("10 Knight\n", "9 Knight\n").replace("Kings:\n1 Lion\n", "1 Lion\nKings:\n")
    text = text.replace("1 Zealot\n", "")
    lines = text.splitlines()
    knight, lion = lines.index("9 Knight") + 1, lines.index("1 Lion") + 1
    assert _messages(text) == [
        f"line {knight}: 9 Knight; the set has 10 (Krieg is played with the full set of 105 cards)",
        f"line {lion}: Lion is in the Kings, not the Powers",
        "Powers: 1 Zealot missing (Krieg is played with the full set of 105 cards)",
    ]


@pytest.mark.parametrize("text, expected", [
    ("Units:\n1000000000 Knight\n", "line 2: 1000000000 copies of Knight; the set has 10"),
    ("Units:\n" + "9" * 300 + " Knight\n", "line 2: not a decklist: no line reads like '10 Knight'"),
    ("\x00\x01garbage\n", "line 1: not a decklist: no line reads like '10 Knight'"),
])
def test_hostile_lines_are_one_problem(text, expected):
    assert _messages(text)[0] == expected
