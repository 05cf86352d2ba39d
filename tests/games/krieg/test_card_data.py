"""Krieg card data: all 105 cards of the reference sheet, validated at load with clear errors."""
import csv
import pathlib
from collections import Counter

import pytest

from simulator.games.krieg.cards import CardDataError, card_table, parse_cards
from simulator.games.krieg.decks import standard_decks
from simulator.games.krieg.rules import DeckError, validate_decks

SHEET = pathlib.Path(__file__).resolve().parents[4] / "shared" / "cards" / "krieg" / "cards.tsv"


def test_all_105_cards_with_the_sheets_type_counts():
    # ../shared/cards/README.md: 58 units (22 Melee, 19 Ranged, 17 Siege); 22 Hex, 6 Jester,
    # 8 Weather, 6 Spy power cards; 5 Kings.
    table = card_table()
    assert len(table) == 105
    types = Counter(c.type for c in table)
    assert types == {"melee": 22, "range": 19, "siege": 17, "hex": 22, "jester": 6,
                     "weather": 8, "spy": 6, "king": 5}


@pytest.mark.skipif(not SHEET.exists(), reason="reference sheet not present")
def test_names_strengths_and_text_match_the_reference_sheet():
    rows = {r["id"]: r for r in csv.DictReader(SHEET.open(encoding="utf-8"), delimiter="\t")}
    for card in card_table():
        row = rows[card.id]
        assert card.name == row["name"]
        assert card.strength == int(row["strength"] or 0)
        assert card.text == row["ability"]


def test_the_three_shared_decks_hold_every_card_once():
    decks = standard_decks()
    assert [len(decks[k]) for k in ("unit", "power", "king")] == [58, 42, 5]
    assert len({c for d in decks.values() for c in d}) == 105


def test_unknown_effect_is_rejected_naming_file_and_card():
    data = {"cards": [{"id": "Odd", "name": "Odd", "deck": "power", "type": "hex",
                       "effects": [{"op": "teleport"}]}]}
    with pytest.raises(CardDataError, match=r"my.json: card Odd: unknown effect 'teleport'"):
        parse_cards(data, "my.json")


def test_unknown_key_is_rejected():
    data = {"cards": [{"id": "Odd", "deck": "unit", "type": "melee", "strength": 2,
                       "rows": ["melee"], "colour": "red"}]}
    with pytest.raises(CardDataError, match="unknown key"):
        parse_cards(data, "my.json")


def test_unknown_effect_parameter_is_rejected():
    data = {"cards": [{"id": "Odd", "deck": "power", "type": "hex",
                       "effects": [{"op": "draw", "n": 2, "colour": 1}]}]}
    with pytest.raises(CardDataError, match="'draw' has unknown key"):
        parse_cards(data, "my.json")


@pytest.mark.parametrize("change, words", [
    (lambda d: d["unit"].append("Dragon"), "unknown card 'Dragon'"),
    (lambda d: d["power"].append("Knight"), "belongs in the unit deck"),
    (lambda d: d["unit"].append(d["unit"][0]), "appears twice"),
    (lambda d: d.__setitem__("king", ["LionKing"]), "need at least 2"),
    (lambda d: d.pop("power"), "power deck is missing"),
])
def test_deck_that_breaks_construction_is_refused_with_a_reason(change, words):
    decks = standard_decks()
    change(decks)
    with pytest.raises(DeckError, match=words):
        validate_decks(decks, 2, card_table())
