"""Refusals carry the numbers (000_6d0cea8edcfa8f82.txt 1.3: power cost and influence
requirement) and name the rule in words (issue 12, item 1)."""
from __future__ import annotations

from simulator.games.eternal import GAME

from .helpers import check_play, table


def test_an_influence_refusal_says_how_much_of_which_influence_is_needed_and_had():
    m = table(hands={0: ["temple_scribe"]}, power=(5, 5), influence=1)
    v = check_play(m, 0, "temple_scribe")
    assert v is not None and v.reason == "Temple Scribe needs 2 Time influence; you have 1"
    assert GAME.rule_in_words(v.rule) == "Eternal rules 1.3 Influence"


def test_an_influence_refusal_names_every_faction_short():
    m = table(hands={0: ["awakened_student"]}, power=(5, 5), influence=0)
    v = check_play(m, 0, "awakened_student")
    assert v is not None and v.reason == "Awakened Student needs 1 Time and 1 Justice influence; you have 0 Time and 0 Justice"


def test_a_power_refusal_says_the_cost_and_the_power_had():
    m = table(hands={0: ["harsh_rule"]}, power=(2, 2))
    v = check_play(m, 0, "harsh_rule")
    assert v is not None and v.reason == "Harsh Rule costs 5 power, you have 2"
    assert GAME.rule_in_words(v.rule) == "Eternal rules 1.3 Power"


def test_the_two_documents_are_named_in_words():
    assert GAME.rule_in_words("000_6d0cea8edcfa8f82.txt 4.3 Direct Attacks; 003_5beb1e01c63d61a7.txt Killer") == \
        "Eternal rules 4.3 Direct Attacks; Eternal gameplay guide, Killer"
    assert GAME.rule_in_words("003_5beb1e01c63d61a7.txt The Stack: Targeting") == \
        "Eternal gameplay guide, The Stack: Targeting"
