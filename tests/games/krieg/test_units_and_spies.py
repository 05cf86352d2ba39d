"""Krieg units (rows, extra rows, Scout/Telescope/Tower) and spies (the five spies and Smuggler)."""
from __future__ import annotations

import pytest

from .helpers import (CARDS, MELEE, POWER, RANGE, SIEGE, UNIT, assert_conserved, c, check_play,
                      choose, done, end_round, grave, hand, options, pass_, play, row, strength,
                      table, total)


def _play_rows(m, seat, card_id):
    return sorted(a.choice for a in m.legal_actions() if a.kind == "play" and a.card == c(card_id))


# 002_551703699b856b1d.txt Units: Melee front row, Ranged middle row, Siege back row
@pytest.mark.parametrize("unit, rows", [("Knight", [MELEE]), ("Archer", [RANGE]), ("Mortar", [SIEGE])])
def test_units_go_in_their_own_row(unit, rows):
    m = table(hands={0: [unit], 1: ["Siege"]})
    assert _play_rows(m, 0, unit) == rows


# card text: Juggernaut, Officer x4 - "This unit can also be played in the ... row"
@pytest.mark.parametrize("unit, rows", [
    ("Juggernaut", [MELEE, RANGE]), ("Officer", [MELEE, SIEGE]), ("Officer2", [MELEE, RANGE]),
    ("Officer3", [MELEE, SIEGE]), ("Officer4", [RANGE, SIEGE]),
])
def test_extra_row_units_may_be_played_in_either_row(unit, rows):
    m = table(hands={0: [unit], 1: ["Siege"]})
    assert _play_rows(m, 0, unit) == rows
    other = ({MELEE, RANGE, SIEGE} - set(rows)).pop()
    assert check_play(m, 0, unit, choice=other) is not None
    play(m, 0, unit, choice=rows[1])
    assert row(m, 0, rows[1]) == [unit]
    assert strength(m, unit) == CARDS[c(unit)].strength


# card text: Scout / Telescope / Tower - "Add one base strength to up to two other units in this row"
@pytest.mark.parametrize("booster, r, mates, elsewhere", [
    ("Scout", MELEE, ["Calvary", "MusketLine", "Square"], "Archer"),
    ("Telescope", RANGE, ["Grenadier", "Waterworks", "Riflemen"], "Knight"),
    ("Tower", SIEGE, ["Cannon", "Armada", "Assault"], "Archer"),
])
def test_booster_adds_one_to_up_to_two_other_units_in_its_row(booster, r, mates, elsewhere):
    other_row = CARDS[c(elsewhere)].rows[0]
    m = table(hands={0: [booster], 1: ["Siege"]}, rows={(0, r): mates, (0, other_row): [elsewhere]})
    play(m, 0, booster, choice=r)
    assert sorted(options(m)) == sorted(mates)              # not itself, not another row
    assert m.state.choice["min"] == 0 and m.state.choice["max"] == 2
    choose(m, 0, mates[0], mates[1])
    assert strength(m, mates[0]) == CARDS[c(mates[0])].strength + 1
    assert strength(m, mates[1]) == CARDS[c(mates[1])].strength + 1
    assert strength(m, mates[2]) == CARDS[c(mates[2])].strength
    assert strength(m, booster) == 1


# card text: Scout - "up to two": one, or none
def test_scout_may_boost_fewer_than_two():
    m = table(hands={0: ["Scout"], 1: ["Siege"]}, rows={(0, MELEE): ["Calvary", "Square"]})
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Square")
    done(m, 0)
    assert (strength(m, "Square"), strength(m, "Calvary")) == (4, 4)
    assert m.decision().seat == 1


# card text: Scout - the added strength is base strength: it can form an adjacency pair
def test_scout_boost_counts_before_adjacency():
    m = table(hands={0: ["Scout"], 1: ["Siege"]}, rows={(0, MELEE): ["Knight", "Square"]})
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Knight")
    done(m, 0)
    assert strength(m, "Knight") == strength(m, "Square") == 6   # (2 + 1) and 3 pair up


# cards.json notes: Scout - "The +1 stays on each chosen unit while it remains on the field"
def test_scout_boost_stays_while_the_unit_stays_and_ends_when_it_leaves():
    m = table(hands={0: ["Scout", "Relic"], 1: ["Jester", "Siege"]},
              rows={(0, MELEE): ["Calvary"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "Scout", choice=MELEE)              # only one mate: still "up to" -> a choice
    choose(m, 0, "Calvary")
    assert strength(m, "Calvary") == 5
    pass_(m, 1)
    play(m, 0, "Relic")
    choose(m, 0, "Calvary", RANGE)                 # moved: the boost follows it
    assert strength(m, "Calvary") == 5
    pass_(m, 0)
    assert m.state.round == 1 and c("Calvary") in m.state.graves[UNIT]
    assert c("Calvary") not in m.state.boosts


# card text: Scout - with no other unit in its row there is nothing to choose
def test_scout_alone_asks_nothing():
    m = table(hands={0: ["Scout"], 1: ["Siege"]}, rows={(0, RANGE): ["Archer"]})
    play(m, 0, "Scout", choice=MELEE)
    assert m.state.choice is None and m.decision().seat == 1


SPIES = [("Spy", [MELEE], 2), ("Zealot", [MELEE], 4), ("Saboteur", [RANGE], 3),
         ("Minister", [SIEGE], 3), ("Assassin", [MELEE, RANGE, SIEGE], 5)]


# card text: Assassin / Spy / Zealot / Saboteur / Minister - "Play in your opponent's ... row"
@pytest.mark.parametrize("spy, rows, power", SPIES)
def test_spy_is_played_only_in_the_named_opponent_rows(spy, rows, power):
    m = table(hands={0: [spy], 1: ["Siege"]})
    plays = [(a.target, a.choice) for a in m.legal_actions() if a.kind == "play"]
    assert plays == [(1, r) for r in rows]
    v = check_play(m, 0, spy, target=0, choice=rows[0])
    assert v is not None and "opponent's side" in v.reason and "Spy" in v.rule
    for r in {MELEE, RANGE, SIEGE} - set(rows):
        assert check_play(m, 0, spy, target=1, choice=r) is not None


# 002_551703699b856b1d.txt Powers: Spy - "played as units on your opponent's side ... adding to your opponent's total strength"; card text: "then draw two cards"
@pytest.mark.parametrize("spy, rows, power", SPIES)
def test_spy_adds_to_the_opponent_and_draws_two(spy, rows, power):
    m = table(hands={0: [spy], 1: ["Siege"]}, unit_top=["Calvary", "Square"], power_top=["Death"])
    play(m, 0, spy, target=1, choice=rows[-1])
    assert row(m, 1, rows[-1]) == [spy]
    assert total(m, 1) == power and total(m, 0) == 0
    choose(m, 0, 2)                                # draw two unit cards
    assert hand(m, 0) == ["Calvary", "Square"]
    assert m.decision().seat == 1
    assert_conserved(m)


# card text: Spy - "At the end of the round, this unit returns to the player's hand whose side of the field it is on"
@pytest.mark.parametrize("spy, rows, power", SPIES)
def test_spy_returns_to_the_hand_of_the_side_it_is_on(spy, rows, power):
    m = table(hands={0: ["Knight"], 1: ["Siege"]}, rows={(1, rows[0]): [spy, "Mortar"]})
    end_round(m)
    assert spy in hand(m, 1) and spy not in hand(m, 0)
    assert grave(m, UNIT) == ["Mortar"]
    # ... "allowing your opponent to turn your Spys against you"
    assert m.decision().seat == 1                  # seat 1 won the round
    play(m, 1, spy, target=0, choice=rows[0])
    assert row(m, 0, rows[0]) == [spy]


# 002_551703699b856b1d.txt Powers: Hex - "Hex cards attached to a specific unit follow with that unit ... even to a player's hand"
def test_hex_on_a_spy_follows_it_to_the_hand():
    m = table(hands={0: ["Knight"], 1: ["Siege"]}, rows={(1, MELEE): ["Zealot"]},
              attached={"Zealot": ["Feast2"]})
    end_round(m)
    assert sorted(hand(m, 1)) == sorted(["Siege", "Zealot", "Feast2"])
    assert_conserved(m)


# 002_551703699b856b1d.txt Cards: "Each deck also has its own graveyard" - a spy is a power card
def test_spy_sent_to_the_graveyard_goes_to_the_power_graveyard():
    m = table(hands={0: ["Death"], 1: ["Siege"]}, rows={(1, MELEE): ["Spy"]})
    play(m, 0, "Death")
    assert grave(m, POWER) == ["Spy", "Death"] and grave(m, UNIT) == []


# card text: Smuggler - "Draw two cards, all other players draw one"
def test_smuggler_draws_two_and_the_opponent_one():
    m = table(hands={0: ["Smuggler"], 1: ["Siege"]}, unit_top=["Calvary", "Square", "Knight"],
              power_top=["Death", "Void"])
    play(m, 0, "Smuggler")
    assert row(m, 1, MELEE) == [] and total(m, 1) == 0       # played to the side
    assert m.decision().seat == 0 and options(m) == [0, 1, 2]
    choose(m, 0, 1)
    assert sorted(hand(m, 0)) == ["Calvary", "Death"]
    assert m.decision().seat == 1 and options(m) == [0, 1]
    choose(m, 1, 1)
    assert sorted(hand(m, 1)) == ["Siege", "Square"]
    assert grave(m, POWER) == ["Smuggler"]
    assert m.decision().seat == 1 and m.decision().kind == "turn"
