"""Refusals say what is wrong, about the place actually dropped on, and name the rule in
words (issue 12, item 1). 002_551703699b856b1d.txt Units / Kings / Final Details: activation
cost; card text for weather rows."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.krieg import GAME
from simulator.games.krieg.table import KriegTable

from .helpers import MELEE, SIEGE, c, check_play, table


def test_a_unit_on_an_opponents_row_is_told_it_is_the_opponents_row():
    m = table(hands={0: ["Knight", "Archer"], 1: ["Siege2"]})
    guessed = KriegTable().guess(0, c("Knight"), ["row0@1", "board"])
    assert guessed == Action("play", 0, c("Knight"), 1, MELEE)
    v = m.check(guessed)
    assert v is not None and v.reason == "Knight goes in your own Melee row, not in Player 2's"
    assert "not Melee" not in v.reason
    assert GAME.rule_in_words(v.rule) == "Krieg rules, Units"


def test_a_king_on_an_opponents_row_is_told_whose_row_it_is():
    m = table(hands={0: ["SunKing", "Archer"], 1: ["Siege2"]})
    v = m.check(KriegTable().guess(0, c("SunKing"), ["row1@1", "board"]))
    assert v is not None and "your own rows" in v.reason and "Player 2's" in v.reason
    assert GAME.rule_in_words(v.rule) == "Krieg rules, Kings"


def test_weather_is_guessed_on_the_row_under_the_drop_on_either_side_even_over_a_card():
    m = table(hands={0: ["Frost", "Archer"], 1: ["Siege2"]}, rows={(1, SIEGE): ["Mortar"], (0, SIEGE): ["Cannon"]})
    table_ = KriegTable()
    for side, unit in ((0, "Cannon"), (1, "Mortar")):
        guessed = table_.guess(0, c("Frost"), [f"card:{c(unit)}", f"row{SIEGE}@{side}", "board"])
        assert guessed == Action("play", 0, c("Frost"), None, SIEGE)
        v = m.check(guessed)
        assert v is not None and v.reason == "Frost affects the Melee or Range rows only, not Siege"
    assert m.check(table_.guess(0, c("Frost"), [f"row{MELEE}@1", "board"])) is None


def test_a_unit_dropped_on_a_card_in_a_row_is_guessed_on_that_row():
    m = table(hands={0: ["Archer", "Knight"], 1: ["Siege2"]}, rows={(0, SIEGE): ["Cannon"]})
    guessed = KriegTable().guess(0, c("Archer"), [f"card:{c('Cannon')}", f"row{SIEGE}@0", "board"])
    assert guessed == Action("play", 0, c("Archer"), None, SIEGE)
    v = m.check(guessed)
    assert v is not None and v.reason == "Archer goes in your Range row, not Siege"


def test_an_unpaid_activation_cost_says_how_many_there_are():
    m = table(hands={0: ["Wrath", "Knight"], 1: ["Siege2"]}, rows={(1, MELEE): ["Calvary"]})
    v = check_play(m, 0, "Wrath")
    assert v is not None and v.reason.endswith("on the field that can be sent away; there is none")
    assert GAME.rule_in_words(v.rule) == "Krieg rules, Final Details: activation cost"


def test_the_rules_are_named_in_words():
    assert GAME.rule_in_words("002_551703699b856b1d.txt Gameplay: players take turns") == \
        "Krieg rules, Gameplay: players take turns"
    assert GAME.rule_in_words("card text") == "card text"
