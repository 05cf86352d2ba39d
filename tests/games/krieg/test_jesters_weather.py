"""Krieg Jester and Weather cards."""
from __future__ import annotations

import pytest

from .helpers import (MELEE, POWER, RANGE, SIEGE, UNIT, assert_conserved, c, check_play, choose,
                      done, end_round, grave, hand, options, pass_, play, row, row_totals,
                      strength, table, total)


# card text: Feint / Retreat / Shipwreck - "Set aside up to two of your units on the field until the start of the next round"
@pytest.mark.parametrize("jester", ["Feint", "Retreat", "Shipwreck"])
def test_set_aside_jesters_take_up_to_two_own_units(jester):
    m = table(hands={0: [jester, "Archer"], 1: ["Siege2"]},
              rows={(0, MELEE): ["Knight", "Calvary"], (0, SIEGE): ["Mortar"], (1, SIEGE): ["Cannon"]})
    play(m, 0, jester)
    assert sorted(options(m)) == ["Calvary", "Knight", "Mortar"]      # yours only
    assert (m.state.choice["min"], m.state.choice["max"]) == (0, 2)
    choose(m, 0, "Calvary", "Mortar")
    assert row(m, 0, MELEE) == ["Knight"] and row(m, 0, SIEGE) == []
    assert total(m, 0) == 2 and grave(m, POWER) == [jester]
    end_round(m)
    assert row(m, 0, MELEE) == ["Calvary"] and row(m, 0, SIEGE) == ["Mortar"]
    assert_conserved(m)


# card text: Feint - "up to two": none is allowed
def test_feint_may_set_aside_nothing():
    m = table(hands={0: ["Feint"], 1: ["Siege2"]}, rows={(0, MELEE): ["Knight"]})
    play(m, 0, "Feint")
    done(m, 0)
    assert row(m, 0, MELEE) == ["Knight"]


# card text: Jester / Sack - "Send one of your units on the field to the graveyard. Take any unit on either side of the field, and add that card to your hand (send all of its attachments to the graveyard)."
@pytest.mark.parametrize("jester", ["Jester", "Sack"])
def test_jester_trades_an_own_unit_for_any_unit_into_hand(jester):
    m = table(hands={0: [jester], 1: ["Siege2"]},
              rows={(0, MELEE): ["Knight", "Square"], (1, SIEGE): ["Mortar", "Cannon"]},
              attached={"Mortar": ["Feast2", "Famine"]})
    play(m, 0, jester)
    assert sorted(options(m)) == ["Knight", "Square"]
    choose(m, 0, "Knight")
    assert sorted(options(m)) == ["Cannon", "Mortar", "Square"]      # either side
    choose(m, 0, "Mortar")
    assert hand(m, 0) == ["Mortar"]
    assert grave(m, UNIT) == ["Knight"]
    assert sorted(grave(m, POWER)) == sorted(["Feast2", "Famine", jester])
    assert c("Mortar") not in m.state.attached
    assert_conserved(m)


# card text: Jester - taking one of your own units back is allowed ("either side")
def test_jester_may_take_back_your_own_unit():
    m = table(hands={0: ["Jester"], 1: ["Siege2"]}, rows={(0, MELEE): ["Knight", "Calvary"]})
    play(m, 0, "Jester")
    choose(m, 0, "Knight")                        # Calvary is then the only unit: taken at once
    assert hand(m, 0) == ["Calvary"] and row(m, 0, MELEE) == []


# card text: Fortress - "Its strength is halved this round. This unit remains on the field to fight in the next round at full strength."
def test_fortress_halves_now_and_keeps_the_unit_for_next_round():
    m = table(hands={0: ["Fortress", "Archer"], 1: ["Siege2", "Square"]},
              rows={(0, SIEGE): ["Mortar", "Cannon"]})
    play(m, 0, "Fortress", target="Mortar")
    assert (strength(m, "Mortar"), strength(m, "Cannon")) == (3, 4)
    end_round(m)
    assert row(m, 0, SIEGE) == ["Mortar"] and grave(m, UNIT) == ["Cannon"]
    # cards.json notes: Fortress - "at round end Fortress goes to the graveyard and the host stays"
    assert grave(m, POWER) == ["Fortress"] and c("Mortar") not in m.state.attached
    assert strength(m, "Mortar") == 6
    assert_conserved(m)


# card text: Fortress - "Attach to any unit on the field": an opponent's unit too (halving it)
def test_fortress_on_an_opponent_unit_halves_it():
    m = table(hands={0: ["Fortress"], 1: ["Siege2"]}, rows={(1, SIEGE): ["Mortar"]})
    play(m, 0, "Fortress", target="Mortar")
    assert total(m, 1) == 3


# card text: Fortress - "This unit cannot be moved or sent to the graveyard"
@pytest.mark.parametrize("card, king_option, host", [
    ("Death", None, "Square"), ("Relic", None, "Square"), ("Jester", None, "Square"),
    ("Feint", None, "Square"), ("War", None, "Square"), ("TerrorKing", 1, "Armada"),
    ("WinterKing", 1, "Square"), ("LionKing", 1, "Armada"), ("Wrath", None, "Armada"),
    ("TraitorKing", 0, "Square"),
])
def test_fortress_unit_cannot_be_picked_by_removal_effects(card, king_option, host):
    m = table(hands={0: [card], 1: ["Siege2"]},
              rows={(0, MELEE): ["Knight", "Knight3", "Square"],
                    (1, SIEGE): ["Mortar", "Cannon", "Armada", "Siege3"]},
              attached={host: ["Fortress"]})
    if king_option is None:
        play(m, 0, card)
    else:
        play(m, 0, card, choice=MELEE)
        choose(m, 0, king_option)
    assert host not in options(m)
    if card in ("Jester", "Wrath", "TraitorKing"):
        choose(m, 0, "Knight")
        assert host not in options(m)


# cards.json notes: Fortress - a spy under Fortress stays on the field instead of returning to a hand
def test_fortress_keeps_a_spy_on_the_field():
    m = table(hands={0: ["Knight"], 1: ["Siege2"]}, rows={(1, MELEE): ["Zealot"]},
              attached={"Zealot": ["Fortress"]})
    end_round(m)
    assert row(m, 1, MELEE) == ["Zealot"] and "Zealot" not in hand(m, 1)


HALVERS = [("Frost", [MELEE, RANGE]), ("Fog", [RANGE, SIEGE]), ("Storm", [MELEE, SIEGE])]


# card text: Frost / Fog / Storm - "Halve the strength of all <row> rows or all <row> rows this round"
@pytest.mark.parametrize("weather, rows", HALVERS)
def test_halving_weather_halves_that_row_for_all_players_this_round(weather, rows):
    units = {MELEE: ("Calvary", "Calvary2"), RANGE: ("Grenadier", "Grenadier2"), SIEGE: ("Cannon", "Cannon2")}
    m = table(hands={0: [weather, "Archer"], 1: ["Siege2"]},
              rows={(s, r): [units[r][s]] for s in (0, 1) for r in (MELEE, RANGE, SIEGE)})
    legal = sorted(a.choice for a in m.legal_actions() if a.card == c(weather))
    assert legal == rows
    other = ({MELEE, RANGE, SIEGE} - set(rows)).pop()
    v = check_play(m, 0, weather, choice=other)
    assert v is not None and "rows only" in v.reason
    play(m, 0, weather, choice=rows[0])
    for s in (0, 1):
        expect = [4, 4, 4]
        expect[rows[0]] = 2
        assert row_totals(m, s) == expect
    end_round(m)
    # 002_551703699b856b1d.txt Powers: Weather - "Keep Weather cards on the field until their effects end"
    assert weather in grave(m, POWER) and m.state.weather == []


DOUBLERS = [("Eclipse", [MELEE, RANGE]), ("Omen", [MELEE, SIEGE]), ("Solstice", [RANGE, SIEGE])]


# card text: Eclipse / Omen / Solstice - "In the next round, double the strength of that row, for all players"
@pytest.mark.parametrize("weather, rows", DOUBLERS)
def test_doubling_weather_doubles_that_row_next_round(weather, rows):
    m = table(hands={0: [weather, "Calvary", "Grenadier", "Cannon"], 1: ["Calvary2", "Grenadier2", "Cannon2"]})
    legal = sorted(a.choice for a in m.legal_actions() if a.card == c(weather))
    assert legal == rows
    r = rows[1]
    unit0, unit1 = [("Calvary", "Calvary2"), ("Grenadier", "Grenadier2"), ("Cannon", "Cannon2")][r]
    play(m, 0, weather, choice=r)
    play(m, 1, unit1, choice=r)
    assert total(m, 1) == 4                       # nothing this round
    end_round(m)
    assert m.state.weather == [(c(weather), "double", r, 0)]   # kept on the field
    assert weather not in grave(m, POWER)
    pass_(m, 1)                                   # seat 1 won round 1 and opens round 2
    play(m, 0, unit0, choice=r)
    assert total(m, 0) == 8                       # doubled this round
    end_round(m)
    assert weather in grave(m, POWER)


# card text: Plague - "Choose a row. In the next round, set all units in that row to one base strength, for all players."
def test_plague_sets_a_row_to_one_base_strength_next_round():
    m = table(hands={0: ["Plague", "Calvary", "Scout"], 1: ["Grenadier", "MusketLine"]},
              rows={(1, MELEE): ["Square"]})
    assert sorted(a.choice for a in m.legal_actions() if a.card == c("Plague")) == [MELEE, RANGE, SIEGE]
    play(m, 0, "Plague", choice=MELEE)
    assert total(m, 1) == 3                       # not this round
    end_round(m)                                  # seat 1 wins and opens round 2
    play(m, 1, "MusketLine", choice=MELEE)
    assert total(m, 1) == 1
    play(m, 0, "Calvary", choice=MELEE)
    play(m, 1, "Grenadier", choice=RANGE)
    assert total(m, 1) == 1 + 4                   # other rows are untouched
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Calvary")                       # set to 1, then +1 (Scout itself is 1)
    assert (strength(m, "Calvary"), strength(m, "Scout")) == (2, 1)


# card text: Gale - "Clear all active weather effects"
def test_gale_clears_all_weather_including_next_round_weather():
    m = table(hands={0: ["ClearSkies"], 1: ["Siege2"]}, rows={(0, RANGE): ["Grenadier"]},
              weather=[("Frost", "halve", RANGE, 0), ("Eclipse", "double", MELEE, 1)])
    assert total(m, 0) == 2
    play(m, 0, "ClearSkies")
    assert options(m) == ["clear", "move"]
    choose(m, 0, "clear")
    # cards.json notes: Gale - "'Active weather' is every weather card on the field, including those waiting"
    assert m.state.weather == [] and total(m, 0) == 4
    assert sorted(grave(m, POWER)) == ["ClearSkies", "Eclipse", "Frost"]


# card text: Gale - "or move a weather effect to any row"
def test_gale_moves_a_weather_effect_to_another_row():
    m = table(hands={0: ["ClearSkies"], 1: ["Siege2"]},
              rows={(0, RANGE): ["Grenadier"], (1, SIEGE): ["Mortar"]},
              weather=[("Frost", "halve", RANGE, 0), ("Omen", "double", MELEE, 1)])
    play(m, 0, "ClearSkies")
    choose(m, 0, "move")
    assert sorted(options(m)) == ["Frost", "Omen"]
    choose(m, 0, "Frost")
    assert options(m) == [MELEE, SIEGE]
    choose(m, 0, SIEGE)
    assert (total(m, 0), total(m, 1)) == (4, 3)
    assert (c("Frost"), "halve", SIEGE, 0) in m.state.weather


# card text: Gale - with no weather on the field it does nothing
def test_gale_without_weather_does_nothing():
    m = table(hands={0: ["ClearSkies"], 1: ["Siege2"]})
    play(m, 0, "ClearSkies")
    assert m.state.choice is None and grave(m, POWER) == ["ClearSkies"]


# 002_551703699b856b1d.txt Powers: Weather - "Within the affected row, Weather applies individually to each unit"
def test_weather_applies_to_each_unit_individually():
    m = table(rows={(0, SIEGE): ["Armada", "Armada2", "Tower"]}, weather=[("Fog", "halve", SIEGE, 0)])
    assert row_totals(m, 0)[SIEGE] == 5 // 2 + 5 // 2 + 1    # 5, not (5 + 5 + 1) // 2
