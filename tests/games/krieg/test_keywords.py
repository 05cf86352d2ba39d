"""Krieg's keyword glossary (keywords.json) and the keywords the card data gives each card.

Rules: 002 (Krieg rules). Each reminder must say what the rules section it names says."""
from __future__ import annotations

import pytest

from simulator.games.krieg import GAME
from simulator.games.krieg.cards import card_table
from simulator.games.krieg.keywords import keywords_of

GLOSSARY = GAME.glossary()
KEYWORDS = GAME.card_keywords()
# The section headings of 002, as the game names them ("Krieg rules, <heading>").
HEADINGS = {"Gameplay", "Playing Field", "Cards", "Units", "Powers", "Kings", "Adjacency", "Passing",
            "Scoring The Round", "Winning", "Final Details", "Additional Players"}


def reminder(word: str) -> str:
    entry = GLOSSARY.lookup(word)
    assert entry is not None, word
    return entry.reminder


def test_every_rule_names_krieg_rules_and_a_real_section() -> None:
    for entry in GLOSSARY.entries:
        doc, _, section = entry.rule.partition(", ")
        assert doc == "Krieg rules" and section in HEADINGS, entry


def test_a_plain_unit_has_its_row_and_a_unit_with_two_rows_both() -> None:
    """002 Units: Melee units go in the front row, Ranged in the middle, Siege in the back;
    Officer's text lets it also go in the Siege row."""
    assert KEYWORDS["Knight"] == ("Melee",)
    assert KEYWORDS["Officer"] == ("Melee", "Siege")
    assert "front row" in reminder("Melee")
    assert "middle row" in reminder("Range") and GLOSSARY.lookup("Ranged") is GLOSSARY.lookup("Range")
    assert "back row" in reminder("Siege")


def test_spies() -> None:
    """002 Powers (Spy): played as units on the opponent's side, adding to their strength;
    you draw; at round end most go to the hand of the player whose side they are on."""
    assert KEYWORDS["Saboteur"] == ("Spy", "Range", "draw")
    assert KEYWORDS["Smuggler"] == ("Spy", "draw")        # the Spy that is no unit
    text = reminder("Spies")
    assert "opponent's side" in text and "draw" in text
    assert "hand of the player whose side they are on" in text


def test_set_aside() -> None:
    """002 Final Details: set-aside cards do not score this round, cannot be affected, and
    return to the field in their same row at the start of the next round, effects not repeated."""
    for card in ("Feint", "Retreat", "Shipwreck", "Usury", "EmperorDemise", "LionKing"):
        assert "set aside" in KEYWORDS[card], card
    text = reminder("set aside")
    assert "do not score" in text and "same row" in text and "without repeating" in text


def test_weather_halving_and_doubling() -> None:
    """002 Powers (Weather) and Scoring The Round: weather applies to each unit, halving
    rounds down with a minimum of one; double and halve are row multipliers applied last."""
    assert KEYWORDS["Frost"] == ("Weather", "halve")
    assert KEYWORDS["Eclipse"] == ("Weather", "double")
    assert KEYWORDS["Plague"] == ("Weather", "base strength")    # sets units to one base strength
    assert "rounded down" in reminder("halved") and "never below 1" in reminder("halve")
    assert "after base strength changes and adjacency bonuses" in reminder("double")
    assert "for all players" in reminder("Weather")


def test_attachments_and_base_strength() -> None:
    """002 Powers (Hex): an attached Hex follows its unit; Scoring The Round: set, add and
    subtract base strength apply before adjacency and row multipliers."""
    assert KEYWORDS["Famine"] == ("Hex", "Attach", "base strength")
    assert KEYWORDS["Fortress"] == ("Jester", "Attach", "halve")
    assert KEYWORDS["Scout"] == ("Melee", "base strength")
    assert "follows it" in reminder("Attach")
    assert "before adjacency bonuses" in reminder("base strength")


def test_kings() -> None:
    """002 Kings: a King doubles one of your rows while on the field, scores in one round
    per game and is not affected by other cards unless they say so."""
    assert KEYWORDS["LionKing"] == ("King", "double", "halve", "set aside")
    assert KEYWORDS["SunKing"] == ("King", "double", "Weather", "draw")
    assert KEYWORDS["Redemption"] == ("Hex", "King")
    text = reminder("Kings")
    assert "Doubles one of your rows" in text and "only one round per game" in text
    assert "not affected by other cards" in text


def test_draw_and_graveyard() -> None:
    """002 Final Details: drawing picks any mix of unit and power cards, never Kings;
    002 Cards: each deck has its own graveyard, discarded cards face up."""
    assert KEYWORDS["Offering"] == ("Hex", "graveyard", "draw", "total strength")
    assert "any mix of unit and power cards" in reminder("draws") and "never drawn" in reminder("draw")
    assert "own graveyard" in reminder("graveyard") and "face up" in reminder("discarded")


@pytest.mark.parametrize("card", card_table(), ids=lambda c: c.id)
def test_keywords_come_from_the_card_data(card) -> None:   # type: ignore[no-untyped-def]
    """Every card has at least its type word; card_keywords is keywords_of over the pool."""
    assert KEYWORDS[card.id] == keywords_of(card)
    assert len(set(keywords_of(card))) == len(keywords_of(card))
