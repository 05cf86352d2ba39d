"""Krieg Kings: doubling a row, one round per game, immunity, and every King's options."""
from __future__ import annotations

import pytest

from .helpers import (KING, MELEE, RANGE, SIEGE, UNIT, assert_conserved, c, check_play, choose,
                      end_round, grave, hand, options, play, row, row_totals, table, total)

KINGS = ["LionKing", "SunKing", "TerrorKing", "TraitorKing", "WinterKing"]
FULL = {(0, MELEE): ["Calvary"], (0, RANGE): ["Grenadier"], (0, SIEGE): ["Cannon"],
        (1, MELEE): ["Calvary2"], (1, RANGE): ["Grenadier2"], (1, SIEGE): ["Cannon2"]}


# 002_551703699b856b1d.txt Powers: King - "double the strength of one of your rows"
@pytest.mark.parametrize("king", KINGS)
@pytest.mark.parametrize("r", [MELEE, RANGE, SIEGE])
def test_king_doubles_one_of_your_rows(king, r):
    m = table(hands={0: [king], 1: ["Siege2"]}, rows=FULL)
    assert sorted(a.choice for a in m.legal_actions() if a.card == c(king)) == [MELEE, RANGE, SIEGE]
    play(m, 0, king, choice=r)
    assert m.state.kings[0] == c(king)
    expect = [4, 4, 4]
    expect[r] = 8
    assert row_totals(m, 0) == expect and row_totals(m, 1) == [4, 4, 4]
    assert m.decision().seat == 0 and m.state.choice["by"] == "value"   # then an option


# 002_551703699b856b1d.txt Kings: "can only be scored in one round per game (i.e. it does not return to your hand each round)"
def test_king_goes_to_the_graveyard_after_its_round():
    m = table(hands={0: ["SunKing", "Archer"], 1: ["Siege2"]}, rows={(0, SIEGE): ["Mortar"]})
    play(m, 0, "SunKing", choice=SIEGE)
    choose(m, 0, 0)                               # clear weather (there is none)
    end_round(m)
    assert m.state.results[0]["totals"] == [12, 0]
    assert grave(m, KING) == ["SunKing"] and "SunKing" not in hand(m, 0)
    assert m.state.kings == [-1, -1]
    assert_conserved(m)


# 002_551703699b856b1d.txt Powers: King - "A King only doubles the row while it remains on the field"
def test_king_set_aside_stops_doubling():
    m = table(hands={0: ["WinterKing"], 1: ["EmperorDemise", "Siege2"]}, rows={(0, SIEGE): ["Mortar"]})
    play(m, 0, "WinterKing", choice=SIEGE)
    choose(m, 0, 0)
    assert total(m, 0) == 12
    play(m, 1, "EmperorDemise")                   # the only King on the field: no choice
    assert total(m, 0) == 6 and m.state.kings_aside[0] == c("WinterKing")


# 002_551703699b856b1d.txt Kings: "King cards are not affected by other cards, unless specifically mentioned"
@pytest.mark.parametrize("card", ["Death", "Relic", "Jester", "Feint", "War", "Wrath"])
def test_kings_are_never_offered_to_unit_effects(card):
    m = table(hands={0: [card], 1: ["Siege2"]},
              rows={(0, MELEE): ["Knight", "Knight3", "Square"], (1, SIEGE): ["Mortar", "Cannon", "Armada"]},
              kings={0: ("SunKing", MELEE), 1: ("LionKing", SIEGE)})
    play(m, 0, card)
    if card in ("Jester", "Wrath"):
        choose(m, 0, "Knight")
    assert not {"SunKing", "LionKing"} & set(options(m))


# 002_551703699b856b1d.txt Kings: attachments cannot be played on a King (it is not a unit)
@pytest.mark.parametrize("card", ["Feast2", "Famine", "Ruin", "Fortress"])
def test_attachments_cannot_target_a_king(card):
    m = table(hands={0: [card], 1: ["Siege2"]}, rows={(0, MELEE): ["Knight"]},
              kings={1: ("LionKing", SIEGE)})
    assert check_play(m, 0, card, target="LionKing") is not None
    assert check_play(m, 0, card, target="Knight") is None


# 002_551703699b856b1d.txt Kings: a King has no strength of its own and does not pair up
def test_king_adds_no_strength_on_an_empty_row():
    m = table(hands={0: ["TerrorKing"], 1: ["Siege2"]})
    play(m, 0, "TerrorKing", choice=MELEE)
    choose(m, 0, 0)
    assert total(m, 0) == 0


# card text: Lion - "Then halve the strength of all Range rows this round"
def test_lion_halves_all_range_rows_this_round():
    m = table(hands={0: ["LionKing", "Archer"], 1: ["Siege2"]}, rows=FULL)
    play(m, 0, "LionKing", choice=MELEE)
    assert options(m) == [0, 1]
    assert m.state.choice["labels"][0] == "Halve all Range rows this round"
    choose(m, 0, 0)
    assert row_totals(m, 0) == [8, 2, 4] and row_totals(m, 1) == [4, 2, 4]
    end_round(m)
    assert m.state.results[0]["totals"] == [14, 10]
    assert m.state.king_halves == []              # "this round" only


# card text: Lion - "Or set aside two of your opponent's units on the field until the start of the next round"
def test_lion_sets_aside_two_opponent_units():
    m = table(hands={0: ["LionKing", "Archer"], 1: ["Siege2"]}, rows=FULL)
    play(m, 0, "LionKing", choice=MELEE)
    choose(m, 0, 1)
    assert sorted(options(m)) == ["Calvary2", "Cannon2", "Grenadier2"]
    choose(m, 0, "Calvary2", "Cannon2")
    assert total(m, 1) == 4
    end_round(m)
    assert row(m, 1, MELEE) == ["Calvary2"] and row(m, 1, SIEGE) == ["Cannon2"]


# card text: Sun - "Then clear all active weather effects"
def test_sun_clears_all_weather():
    m = table(hands={0: ["SunKing"], 1: ["Siege2"]}, rows={(0, RANGE): ["Grenadier"]},
              weather=[("Fog", "halve", RANGE, 0), ("Solstice", "double", SIEGE, 1)])
    play(m, 0, "SunKing", choice=RANGE)
    assert options(m) == [0, 1, 2]
    choose(m, 0, 0)
    assert m.state.weather == [] and total(m, 0) == 8


# card text: Sun - "move a weather effect to any row"
def test_sun_moves_a_weather_effect():
    m = table(hands={0: ["SunKing"], 1: ["Siege2"]}, rows={(0, RANGE): ["Grenadier"], (1, MELEE): ["Calvary"]},
              weather=[("Fog", "halve", RANGE, 0), ("Solstice", "double", SIEGE, 1)])
    play(m, 0, "SunKing", choice=RANGE)
    choose(m, 0, 1, "Fog")
    assert options(m) == [MELEE, SIEGE]
    choose(m, 0, MELEE)
    assert total(m, 0) == 8 and total(m, 1) == 2


# card text: Sun - "Or draw a card"
def test_sun_draws_a_card():
    m = table(hands={0: ["SunKing"], 1: ["Siege2"]}, unit_top=["Mortar"], power_top=["Death"])
    play(m, 0, "SunKing", choice=MELEE)
    choose(m, 0, 2)
    assert options(m) == [0, 1]                   # the mix of one card
    choose(m, 0, 0)
    assert hand(m, 0) == ["Death"]


# card text: Terror - "Then halve the strength of all Siege rows this round"
def test_terror_halves_all_siege_rows():
    m = table(hands={0: ["TerrorKing"], 1: ["Siege2"]}, rows=FULL)
    play(m, 0, "TerrorKing", choice=SIEGE)
    choose(m, 0, 0)
    assert row_totals(m, 0) == [4, 4, 4]          # doubled and halved
    assert row_totals(m, 1) == [4, 4, 2]


# card text: Terror / Winter - "Or send any unit to the graveyard"
@pytest.mark.parametrize("king", ["TerrorKing", "WinterKing"])
def test_terror_and_winter_send_any_unit_to_the_graveyard(king):
    m = table(hands={0: [king], 1: ["Siege2"]}, rows=FULL)
    play(m, 0, king, choice=MELEE)
    choose(m, 0, 1)
    assert sorted(options(m)) == sorted(u for units in FULL.values() for u in units)
    choose(m, 0, "Grenadier2")
    assert grave(m, UNIT) == ["Grenadier2"] and row(m, 1, RANGE) == []


# card text: Winter - "Then halve the strength of all Melee rows this round"
def test_winter_halves_all_melee_rows():
    m = table(hands={0: ["WinterKing"], 1: ["Siege2"]}, rows=FULL)
    play(m, 0, "WinterKing", choice=RANGE)
    choose(m, 0, 0)
    assert row_totals(m, 0) == [2, 8, 4] and row_totals(m, 1) == [2, 4, 4]


# card text: Traitor - "Then swap one unit on the field with your opponent"
def test_traitor_swaps_units_each_keeping_its_row():
    m = table(hands={0: ["TraitorKing"], 1: ["Siege2"]},
              rows={(0, MELEE): ["Knight"], (0, RANGE): ["Archer"], (1, SIEGE): ["Mortar", "Cannon"]},
              attached={"Mortar": ["Feast2"]})
    play(m, 0, "TraitorKing", choice=SIEGE)
    choose(m, 0, 0)
    assert sorted(options(m)) == ["Archer", "Knight"]
    choose(m, 0, "Knight")
    assert sorted(options(m)) == ["Cannon", "Mortar"]
    choose(m, 0, "Mortar")
    # cards.json notes: Traitor - "each keeping its row"; the Hex follows its unit
    assert row(m, 0, SIEGE) == ["Mortar"] and row(m, 1, MELEE) == ["Knight"]
    assert m.state.attached[c("Mortar")] == [c("Feast2")]
    assert total(m, 0) == 2 + (6 + 1) * 2
    assert_conserved(m)


# card text: Traitor - "Or draw a card"
def test_traitor_draws_a_card():
    m = table(hands={0: ["TraitorKing"], 1: ["Siege2"]}, unit_top=["Mortar"], power_top=["Death"])
    play(m, 0, "TraitorKing", choice=MELEE)
    choose(m, 0, 1, 1)
    assert hand(m, 0) == ["Mortar"]


# card text: Traitor - with no opponent unit there is nothing to swap
def test_traitor_swap_without_opponent_units_does_nothing():
    m = table(hands={0: ["TraitorKing"], 1: ["Siege2"]}, rows={(0, MELEE): ["Knight"]})
    play(m, 0, "TraitorKing", choice=MELEE)
    choose(m, 0, 0)
    assert m.state.choice is None and row(m, 0, MELEE) == ["Knight"]


# 002_551703699b856b1d.txt Kings: a King kept in hand may be played in a later round
def test_unplayed_king_stays_in_hand_for_a_later_round():
    m = table(hands={0: ["LionKing", "Knight"], 1: ["Siege2"]})
    play(m, 0, "Knight", choice=MELEE)
    end_round(m)
    assert "LionKing" in hand(m, 0)
    play(m, 0, "LionKing", choice=MELEE)
    choose(m, 0, 0)
    assert m.state.kings[0] == c("LionKing")
