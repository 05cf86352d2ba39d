"""Krieg Hex cards that act on the field: attachments, graveyard and row effects."""
from __future__ import annotations

from .helpers import (MELEE, POWER, RANGE, SIEGE, UNIT, assert_conserved, c, choose, done,
                      end_round, grave, hand, options, pass_, play, row, row_totals, strength,
                      table, total)


# card text: Feast - "Add the number of units in its row to its base strength"
def test_feast_adds_the_number_of_units_in_its_row():
    m = table(hands={0: ["Feast2", "Archer"], 1: ["Square"]},
              rows={(0, MELEE): ["Calvary", "Knight", "Crusader"]})
    play(m, 0, "Feast2", target="Calvary")
    assert strength(m, "Calvary") == 4 + 3
    play(m, 1, "Square", choice=MELEE)           # a unit on the other side changes nothing
    assert strength(m, "Calvary") == 7


# card text: Feast - the count is of its row now: a unit joining the row raises it
def test_feast_counts_units_as_the_row_grows():
    m = table(hands={0: ["Feast3", "Knight3"], 1: ["Square"]}, rows={(0, MELEE): ["Calvary"]},
              turn=0)
    play(m, 0, "Feast3", target="Calvary")
    assert strength(m, "Calvary") == 5
    pass_(m, 1)
    play(m, 0, "Knight3", choice=MELEE)
    assert strength(m, "Calvary") == 6


# card text: Feast / Famine - "Attach to any unit on the field": either side
def test_attachments_may_go_on_any_unit_on_the_field():
    m = table(hands={0: ["Famine", "Feast2", "Ruin"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight"], (1, SIEGE): ["Mortar"]})
    for card in ("Famine", "Feast2", "Ruin"):
        hosts = sorted(a.target for a in m.legal_actions() if a.card == c(card))
        assert hosts == sorted([c("Knight"), c("Mortar")])
    play(m, 0, "Famine", target="Mortar")
    assert strength(m, "Mortar") == 5


# card text: Famine - "Subtract one base strength from every unit in its row"
def test_famine_subtracts_one_from_every_unit_in_its_row_only():
    m = table(hands={0: ["Famine"], 1: ["Square"]},
              rows={(1, SIEGE): ["Mortar", "Cannon", "Assault"], (1, MELEE): ["Calvary"]})
    play(m, 0, "Famine", target="Cannon")
    assert [strength(m, u) for u in ("Mortar", "Cannon", "Assault", "Calvary")] == [5, 3, 2, 4]


# 002_551703699b856b1d.txt Powers: Hex - attachments "follow with that unit, e.g. ... another row"
def test_famine_follows_its_host_to_another_row():
    m = table(hands={0: ["Relic"], 1: ["Square"]},
              rows={(0, MELEE): ["Officer", "Calvary"], (0, SIEGE): ["Mortar"]},
              attached={"Officer": ["Famine"]})
    assert strength(m, "Calvary") == 3
    play(m, 0, "Relic")
    choose(m, 0, "Officer", SIEGE)
    assert row(m, 0, SIEGE) == ["Mortar", "Officer"]
    assert (strength(m, "Calvary"), strength(m, "Mortar")) == (4, 5)


# 002_551703699b856b1d.txt Powers: Hex - attachments "follow with that unit, e.g. to the graveyard"
def test_attachments_follow_their_unit_to_the_graveyard():
    m = table(hands={0: ["Death"], 1: ["Square"]}, rows={(1, SIEGE): ["Mortar", "Cannon"]},
              attached={"Mortar": ["Famine", "Feast2"]})
    play(m, 0, "Death")
    choose(m, 0, "Mortar")
    assert grave(m, UNIT) == ["Mortar"]
    assert sorted(grave(m, POWER)) == ["Death", "Famine", "Feast2"]
    assert strength(m, "Cannon") == 4
    assert_conserved(m)


# card text: Ruin - "discard up to three cards ... Add five times the number of discarded cards"
def test_ruin_adds_five_per_discarded_card():
    m = table(hands={0: ["Ruin", "Knight3", "Archer", "Void"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight"]})
    play(m, 0, "Ruin", target="Knight")
    assert m.state.choice["min"] == 0 and m.state.choice["max"] == 3
    choose(m, 0, "Archer", "Void")
    done(m, 0)
    assert strength(m, "Knight") == 2 + 10
    assert hand(m, 0) == ["Knight3"]
    assert sorted(grave(m, UNIT) + grave(m, POWER)) == ["Archer", "Void"]
    assert m.state.attached[c("Knight")] == [c("Ruin")]


# card text: Ruin - "up to three": discarding nothing is allowed
def test_ruin_may_discard_nothing():
    m = table(hands={0: ["Ruin", "Archer"], 1: ["Square"]}, rows={(0, MELEE): ["Knight"]})
    play(m, 0, "Ruin", target="Knight")
    done(m, 0)
    assert strength(m, "Knight") == 2 and hand(m, 0) == ["Archer"]


# card text: Death - "Send any unit on the field to the graveyard"
def test_death_sends_any_unit_on_either_side():
    m = table(hands={0: ["Death", "Death2"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "Death")
    assert sorted(options(m)) == ["Knight", "Mortar"]
    choose(m, 0, "Knight")
    assert row(m, 0, MELEE) == [] and grave(m, UNIT) == ["Knight"]
    pass_(m, 1)
    play(m, 0, "Death2")                          # one unit left: no choice to make
    assert grave(m, UNIT) == ["Knight", "Mortar"]


# card text: Relic - "Move any unit to any row on its side of the field"
def test_relic_moves_an_opponent_unit_within_its_side():
    m = table(hands={0: ["Relic"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight"], (1, RANGE): ["Grenadier"]})
    play(m, 0, "Relic")
    assert sorted(options(m)) == ["Grenadier", "Knight"]
    choose(m, 0, "Grenadier")
    assert options(m) == [MELEE, SIEGE]
    choose(m, 0, SIEGE)
    assert row(m, 1, SIEGE) == ["Grenadier"] and row(m, 0, MELEE) == ["Knight"]
    assert total(m, 1) == 4


# card text: War - "Send any number of your units ... All other players then send the same number"
def test_war_makes_the_opponent_send_the_same_number():
    m = table(hands={0: ["War"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight", "Knight3", "Calvary"], (1, SIEGE): ["Mortar", "Cannon", "Siege"]})
    play(m, 0, "War")
    assert m.state.choice["min"] == 0 and m.state.choice["max"] == 3
    choose(m, 0, "Knight", "Knight3")
    done(m, 0)
    assert m.decision().seat == 1 and m.state.choice["min"] == m.state.choice["max"] == 2
    choose(m, 1, "Siege", "Cannon")
    assert row(m, 0, MELEE) == ["Calvary"] and row(m, 1, SIEGE) == ["Mortar"]
    assert m.decision().seat == 1 and m.decision().kind == "turn"


# card text: War - the opponent with fewer units sends all it has; "any number" includes none
def test_war_with_fewer_opponent_units_and_with_none():
    m = table(hands={0: ["War"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight", "Knight3"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "War")
    choose(m, 0, "Knight", "Knight3")
    assert row(m, 1, SIEGE) == [] and sorted(grave(m, UNIT)) == ["Knight", "Knight3", "Mortar"]
    m = table(hands={0: ["War"], 1: ["Square"]}, rows={(0, MELEE): ["Knight"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "War")
    done(m, 0)
    assert row(m, 1, SIEGE) == ["Mortar"] and row(m, 0, MELEE) == ["Knight"]


# card text: Wrath - "Send one of your units on the field and two of your opponent's units to the graveyard"
def test_wrath_sends_one_own_and_two_opponent_units():
    m = table(hands={0: ["Wrath"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight", "Calvary"], (1, SIEGE): ["Mortar", "Cannon", "Siege"]})
    play(m, 0, "Wrath")
    assert sorted(options(m)) == ["Calvary", "Knight"]
    choose(m, 0, "Knight")
    assert sorted(options(m)) == ["Cannon", "Mortar", "Siege"]
    choose(m, 0, "Mortar", "Cannon")
    assert row(m, 0, MELEE) == ["Calvary"] and row(m, 1, SIEGE) == ["Siege"]


# cards.json notes: Wrath - "If opponents have fewer than two units that can be sent, all of them go"
def test_wrath_with_one_opponent_unit_sends_it():
    m = table(hands={0: ["Wrath"], 1: ["Square"]},
              rows={(0, MELEE): ["Knight"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "Wrath")
    assert row(m, 0, MELEE) == [] and row(m, 1, SIEGE) == []


# card text: Offering - "If its total strength was less than five, draw one card"
def test_offering_under_five_draws_one():
    m = table(hands={0: ["Offering"], 1: ["Square"]}, rows={(0, MELEE): ["Knight", "Calvary"]},
              kings={0: ("SunKing", RANGE)}, unit_top=["Mortar", "Armada"])
    play(m, 0, "Offering")
    choose(m, 0, "Calvary")                       # total strength 4
    choose(m, 0, 1)                               # the mix of one card: a unit
    assert hand(m, 0) == ["Mortar"]


# card text: Offering - "otherwise, draw two" (total strength, after multipliers)
def test_offering_of_total_five_or_more_draws_two():
    m = table(hands={0: ["Offering"], 1: ["Square"]}, rows={(0, MELEE): ["Calvary"]},
              kings={0: ("SunKing", MELEE)}, unit_top=["Mortar", "Armada"])
    play(m, 0, "Offering")                        # only unit: Calvary (4 doubled to 8)
    choose(m, 0, 2)
    assert hand(m, 0) == ["Mortar", "Armada"] and grave(m, UNIT) == ["Calvary"]


# card text: Crusade - "Send your highest total strength unit(s) in your strongest row ... All other players then do the same"
def test_crusade_clears_the_strongest_unit_of_every_strongest_row():
    m = table(hands={0: ["Crusade"], 1: ["Siege2"]},
              rows={(0, MELEE): ["Calvary", "Calvary2", "Crusader"], (0, RANGE): ["Grenadier"],
                    (1, SIEGE): ["Mortar", "Cannon"], (1, MELEE): ["Square"]})
    play(m, 0, "Crusade")
    assert row(m, 0, MELEE) == ["Crusader"] and row(m, 0, RANGE) == ["Grenadier"]
    assert row(m, 1, SIEGE) == ["Cannon"] and row(m, 1, MELEE) == ["Square"]


# cards.json notes: Crusade - "Where rows tie for strongest, the first of Melee, Range, Siege counts"
def test_crusade_row_tie_takes_the_first_row():
    m = table(hands={0: ["Crusade"], 1: ["Square"]},
              rows={(0, RANGE): ["Grenadier"], (0, SIEGE): ["Cannon"], (0, MELEE): ["Calvary"]})
    play(m, 0, "Crusade")
    assert row(m, 0, MELEE) == [] and row(m, 0, RANGE) == ["Grenadier"]


# cards.json notes: Crusade - "a unit under Fortress stays"
def test_crusade_spares_a_fortress_unit():
    m = table(hands={0: ["Crusade"], 1: ["Square"]}, rows={(0, MELEE): ["MusketLine", "Knight"]},
              attached={"MusketLine": ["Fortress"]})
    assert strength(m, "MusketLine") == strength(m, "Knight") == 2
    play(m, 0, "Crusade")
    assert row(m, 0, MELEE) == ["MusketLine"]


# card text: Burden - "At the end of the round, double the strength of your opponent's strongest row. At the end of the next round, double your strongest row."
def test_burden_doubles_the_opponent_row_then_your_own_next_round():
    m = table(hands={0: ["Burden", "Knight", "Privateer"], 1: ["Square", "Siege"]},
              rows={(1, MELEE): ["Calvary"], (1, SIEGE): ["Mortar"], (0, RANGE): ["Grenadier"]})
    play(m, 0, "Burden")
    assert row_totals(m, 1) == [4, 0, 12]
    assert row_totals(m, 0) == [0, 4, 0]
    end_round(m)
    assert m.state.results[0]["totals"] == [4, 16]
    assert c("Burden") not in m.state.graves[POWER]            # it waits for the next round
    pass_(m, 1)
    play(m, 0, "Knight", choice=MELEE)
    play(m, 0, "Privateer", choice=RANGE)
    assert row_totals(m, 0) == [2, 8, 0]                        # Range is the strongest row
    pass_(m, 0)
    assert m.state.results[1]["totals"] == [10, 0]
    assert c("Burden") in m.state.graves[POWER]
    assert_conserved(m)


# cards.json notes: Burden - "Where rows tie, the first of Melee, Range, Siege counts"
def test_burden_row_tie_doubles_the_first_row():
    m = table(hands={0: ["Burden"], 1: ["Square"]},
              rows={(1, SIEGE): ["Cannon"], (1, RANGE): ["Grenadier"]})
    play(m, 0, "Burden")
    assert row_totals(m, 1) == [0, 8, 4]


# card text: Grail - "Take the top two cards in the unit graveyard and play them on your side"
def test_grail_plays_the_top_two_units_of_the_graveyard():
    m = table(hands={0: ["Grail"], 1: ["Square"]}, graves={UNIT: ["Knight", "Scout", "Mortar"]},
              rows={(0, MELEE): ["Calvary"]})
    play(m, 0, "Grail")
    # cards.json notes: Grail - in their printed rows, without their abilities (Scout asks nothing)
    assert m.state.choice is None
    assert row(m, 0, SIEGE) == ["Mortar"] and row(m, 0, MELEE) == ["Calvary", "Scout"]
    assert grave(m, UNIT) == ["Knight"]
    assert total(m, 0) == 6 + 4 + 1


# card text: Grail - with one unit in the graveyard, it brings that one
def test_grail_with_a_short_graveyard():
    m = table(hands={0: ["Grail"], 1: ["Square"]}, graves={UNIT: ["Archer"]})
    play(m, 0, "Grail")
    assert row(m, 0, RANGE) == ["Archer"] and grave(m, UNIT) == []


# card text: Pyre - "Choose one card from the unit graveyard and play it on your side of the field"
def test_pyre_plays_a_chosen_unit_from_the_graveyard():
    m = table(hands={0: ["Resurrection"], 1: ["Square"]},
              graves={UNIT: ["Knight", "Officer3", "Scout"]}, rows={(0, MELEE): ["Calvary"]})
    play(m, 0, "Resurrection")
    assert sorted(options(m)) == ["Knight", "Officer3", "Scout"]
    choose(m, 0, "Scout")
    # cards.json notes: Pyre - "without its ability"
    assert m.state.choice is None and row(m, 0, MELEE) == ["Calvary", "Scout"]
    assert strength(m, "Calvary") == 4 and grave(m, UNIT) == ["Knight", "Officer3"]


# card text: Offering - "total strength" is the unit's strength now; Burden doubles a row only "At the end of the round"
def test_offering_ignores_a_burden_that_has_not_struck_yet():
    m = table(hands={0: ["Offering"], 1: ["Burden", "Square"]}, rows={(0, MELEE): ["Calvary"]},
              unit_top=["Mortar", "Armada"], turn=1)
    play(m, 1, "Burden")                          # seat 0's Melee row doubles at round end
    assert total(m, 0) == 8
    play(m, 0, "Offering")
    choose(m, 0, 1)                               # strength 4 (< 5): one card, a unit
    assert hand(m, 0) == ["Mortar"]
