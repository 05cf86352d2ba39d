"""Krieg Hex cards that act on hands, graveyards, Kings and the round; activation costs."""
from __future__ import annotations

import pytest

from simulator.core.actions import IllegalAction

from .helpers import (KING, MELEE, POWER, RANGE, SIEGE, UNIT, assert_conserved, c, check_play,
                      choose, end_round, grave, hand, options, pass_, play, row, row_totals,
                      table, total)


# card text: Usury - "Set aside three units from your hand to play at the start of the next round. Draw two cards at the end of this round."
def test_usury_sets_aside_three_hand_units_and_draws_two_at_round_end():
    m = table(hands={0: ["Usury", "Scout", "Officer3", "Archer", "Knight", "Death"], 1: ["Siege"]},
              rows={(0, MELEE): ["Calvary"]}, unit_top=["Mortar"], power_top=["Void"])
    play(m, 0, "Usury")
    assert sorted(options(m)) == ["Archer", "Knight", "Officer3", "Scout"]   # units only
    choose(m, 0, "Scout", "Officer3", "Archer")
    assert sorted(hand(m, 0)) == ["Death", "Knight"]
    assert total(m, 0) == 4                       # set aside: they do not score this round
    pass_(m, 1)
    pass_(m, 0)
    assert m.state.round == 1 and m.decision().seat == 0 and options(m) == [0, 1, 2]
    choose(m, 0, 1)                               # the two end-of-round cards: any mix
    assert sorted(hand(m, 0)) == ["Death", "Knight", "Mortar", "Void"]
    # cards.json notes: Usury - back in their printed rows before the first turn, without abilities
    assert row(m, 0, MELEE) == ["Scout"] and row(m, 0, SIEGE) == ["Officer3"]
    assert row(m, 0, RANGE) == ["Archer"]
    assert m.state.choice is None and m.decision().kind == "turn"
    assert_conserved(m)


# card text: Fate - "Discard one card from your hand, then return the last card you played this round to your hand"
def test_fate_returns_the_last_card_played_from_the_field():
    m = table(hands={0: ["Calvary", "Fate", "Knight", "Archer"], 1: ["Siege", "Square"]})
    play(m, 0, "Calvary", choice=MELEE)
    play(m, 1, "Siege", choice=SIEGE)
    play(m, 0, "Fate")
    assert sorted(options(m)) == ["Archer", "Knight"]
    choose(m, 0, "Archer")
    assert row(m, 0, MELEE) == [] and sorted(hand(m, 0)) == ["Calvary", "Knight"]
    assert grave(m, UNIT) == ["Archer"] and grave(m, POWER) == ["Fate"]


# card text: Fate - the last card played may already be in a graveyard
def test_fate_returns_a_played_power_from_the_graveyard():
    m = table(hands={0: ["Death", "Fate", "Knight"], 1: ["Siege"]}, rows={(1, SIEGE): ["Mortar"]})
    play(m, 0, "Death")
    pass_(m, 1)
    play(m, 0, "Fate")                            # only Knight can be discarded
    assert sorted(hand(m, 0)) == ["Death"] and grave(m, UNIT) == ["Mortar", "Knight"]


# card text: Fate - "This can be used on Kings"
def test_fate_returns_a_king_which_stops_doubling():
    m = table(hands={0: ["SunKing", "Fate", "Knight"], 1: ["Siege", "Square"]},
              rows={(0, SIEGE): ["Mortar"]})
    play(m, 0, "SunKing", choice=SIEGE)
    choose(m, 0, 2)                               # Sun: draw a card
    choose(m, 0, 0)
    assert total(m, 0) == 12
    play(m, 1, "Siege", choice=SIEGE)
    play(m, 0, "Fate")
    choose(m, 0, "Knight")
    assert "SunKing" in hand(m, 0) and m.state.kings[0] == -1 and total(m, 0) == 6
    assert c("SunKing") not in m.state.graves[KING]


# cards.json notes: Fate - nothing returns when nothing was played this round
def test_fate_with_nothing_played_this_round_only_discards():
    m = table(hands={0: ["Fate", "Knight"], 1: ["Siege"]}, rows={(0, MELEE): ["Calvary"]})
    play(m, 0, "Fate")
    assert hand(m, 0) == [] and row(m, 0, MELEE) == ["Calvary"]
    assert grave(m, UNIT) == ["Knight"] and grave(m, POWER) == ["Fate"]


# cards.json notes: Fortress - the host "cannot be moved, set aside, returned or sent to the graveyard"
def test_fate_cannot_return_a_fortress_unit():
    m = table(hands={0: ["Calvary", "Fate", "Knight"], 1: ["Fortress", "Square"]})
    play(m, 0, "Calvary", choice=MELEE)
    play(m, 1, "Fortress", target="Calvary")
    play(m, 0, "Fate")
    assert row(m, 0, MELEE) == ["Calvary"] and hand(m, 0) == []
    assert m.state.attached[c("Calvary")] == [c("Fortress")]
    assert_conserved(m)


# 002_551703699b856b1d.txt Powers: Hex - attachments follow their unit "even to a player's hand"
def test_fate_on_a_spy_brings_it_and_its_hexes_back_to_you():
    m = table(hands={0: ["Zealot", "Fate", "Knight"], 1: ["Famine", "Square"]},
              unit_top=["Mortar", "Armada"])
    play(m, 0, "Zealot", target=1, choice=MELEE)
    choose(m, 0, 2)
    play(m, 1, "Famine", target="Zealot")
    play(m, 0, "Fate")
    choose(m, 0, "Knight")
    assert row(m, 1, MELEE) == []
    assert sorted(hand(m, 0)) == ["Armada", "Famine", "Mortar", "Zealot"]
    assert hand(m, 1) == ["Square"]
    assert_conserved(m)


# card text: Redemption - "Return your King to your hand if and only if it is on the field"
def test_redemption_returns_the_king_which_can_be_played_again():
    m = table(hands={0: ["Redemption", "WinterKing"], 1: ["Siege", "Square"]},
              rows={(0, SIEGE): ["Mortar"], (1, MELEE): ["Calvary"]})
    play(m, 0, "WinterKing", choice=SIEGE)
    choose(m, 0, 0)                               # Winter: halve all Melee rows
    assert (total(m, 0), total(m, 1)) == (12, 2)
    play(m, 1, "Siege", choice=SIEGE)
    play(m, 0, "Redemption")
    assert hand(m, 0) == ["WinterKing"] and total(m, 0) == 6
    pass_(m, 1)
    play(m, 0, "WinterKing", choice=SIEGE)
    assert options(m) == [0, 1]


# card text: Demise - "Choose any King on the field; set it aside until the start of the next round"
def test_demise_sets_a_king_aside_and_it_returns_next_round():
    m = table(hands={0: ["EmperorDemise", "Knight"], 1: ["Siege", "Square"]},
              rows={(1, SIEGE): ["Mortar"]}, kings={1: ("TerrorKing", SIEGE), 0: ("SunKing", MELEE)})
    play(m, 0, "EmperorDemise")
    assert sorted(options(m)) == ["SunKing", "TerrorKing"]
    choose(m, 0, "TerrorKing")
    assert m.state.kings[1] == -1 and total(m, 1) == 6
    end_round(m)
    assert c("TerrorKing") not in m.state.graves[KING]       # it was not on the field to score
    assert c("SunKing") in m.state.graves[KING]
    assert m.state.kings[1] == c("TerrorKing") and m.state.king_rows[1] == SIEGE
    assert m.state.choice is None                # its options are not repeated
    assert m.decision().seat == 1                 # seat 1 won round 1 (6 - 0)
    play(m, 1, "Siege", choice=SIEGE)
    assert row_totals(m, 1)[SIEGE] == 4           # the King doubles its row this round
    assert_conserved(m)


# card text: Execution - "If your King was on the field, draw three units"
def test_execution_of_a_king_on_the_field_draws_three_units():
    m = table(hands={0: ["Execution"], 1: ["Siege"]}, kings={0: ("LionKing", MELEE)},
              unit_top=["Mortar", "Armada", "Cannon", "Knight"])
    play(m, 0, "Execution")
    assert m.state.choice is None                 # units only: no mix to choose
    assert hand(m, 0) == ["Mortar", "Armada", "Cannon"]
    assert grave(m, KING) == ["LionKing"] and m.state.kings[0] == -1


# card text: Execution - "if it was in your hand, draw four"
def test_execution_of_a_king_in_hand_draws_four_units():
    m = table(hands={0: ["Execution", "LionKing"], 1: ["Siege"]},
              unit_top=["Mortar", "Armada", "Cannon", "Knight", "Archer"])
    play(m, 0, "Execution")
    assert hand(m, 0) == ["Mortar", "Armada", "Cannon", "Knight"]
    assert grave(m, KING) == ["LionKing"]


# card text: Epiphany - "Your opponent reveals all power cards in their hand"
def test_epiphany_reveals_the_opponent_power_cards():
    m = table(hands={0: ["Enlightenment", "Knight"], 1: ["Death", "Void", "Square"]})
    assert m.observation(0).part.state.hands[1] == []
    play(m, 0, "Enlightenment")
    seen = m.observation(0).part.state.hands[1]
    assert sorted(seen) == sorted([c("Death"), c("Void")])
    # cards.json notes: Epiphany - revealed cards stay face up while they remain in that hand
    play(m, 1, "Void")
    assert m.observation(0).part.state.hands[1] == [c("Death")]


# card text: Styx - "Pick a card from the top three in the power graveyard, and add that card to your hand"
def test_styx_takes_one_of_the_top_three_power_cards():
    m = table(hands={0: ["Styx"], 1: ["Siege"]},
              graves={POWER: ["Death", "Void", "Famine", "Wrath"]})
    play(m, 0, "Styx")
    assert sorted(options(m)) == ["Famine", "Void", "Wrath"]
    choose(m, 0, "Void")
    assert hand(m, 0) == ["Void"] and grave(m, POWER) == ["Death", "Famine", "Wrath", "Styx"]


# card text: Void - "The round ends after your next turn ends"
def test_void_ends_the_round_after_your_next_turn():
    m = table(hands={0: ["Void", "Calvary", "Knight"], 1: ["Square", "Siege", "Mortar"]})
    play(m, 0, "Void")
    play(m, 1, "Square", choice=MELEE)
    play(m, 0, "Calvary", choice=MELEE)           # the next turn of the Void player ends...
    assert m.state.round == 1                     # ... and so does the round, nobody passed
    assert m.state.results[0]["totals"] == [4, 3]


# card text: Void - a pass is a turn too: passing on the next turn ends the round for everyone
def test_void_round_ends_when_the_next_turn_is_a_pass():
    m = table(hands={0: ["Void", "Calvary"], 1: ["Square", "Siege", "Mortar"]})
    play(m, 0, "Void")
    play(m, 1, "Square", choice=MELEE)
    assert m.state.round == 0 and m.decision().seat == 0
    pass_(m, 0)                                   # seat 1 has not passed, yet the round ends
    assert m.state.round == 1


COSTS = [
    # (card, position, cost sentence) - 002 Final Details: "you must pay its price in order to play the card at all"
    ("Usury", dict(hands={0: ["Usury", "Knight", "Archer", "Void"]}), "3 units"),
    ("Fate", dict(hands={0: ["Fate"]}, rows={(0, MELEE): ["Knight"]}, last_played={0: "Knight"}), "discard"),
    ("Offering", dict(hands={0: ["Offering"]}, rows={(1, MELEE): ["Knight"]}), "of yours"),
    ("Redemption", dict(hands={0: ["Redemption", "SunKing"]}), "King on the field"),
    ("Death", dict(hands={0: ["Death"]}), "on the field"),
    ("Death2", dict(hands={0: ["Death2"]}, rows={(1, MELEE): ["Knight"]},
                    attached={"Knight": ["Fortress"]}), "on the field"),
    ("EmperorDemise", dict(hands={0: ["EmperorDemise", "SunKing"]}), "King on the field"),
    ("Execution", dict(hands={0: ["Execution"]}, graves={KING: ["SunKing"]}), "King"),
    ("Relic", dict(hands={0: ["Relic"]}), "moved"),
    ("Resurrection", dict(hands={0: ["Resurrection"]}), "unit graveyard"),
    ("Styx", dict(hands={0: ["Styx"]}), "power graveyard"),
    ("Wrath", dict(hands={0: ["Wrath"]}, rows={(1, MELEE): ["Knight", "Square"]}), "of yours"),
    ("Jester", dict(hands={0: ["Jester"]}, rows={(1, MELEE): ["Knight"]}), "of yours"),
    ("Sack", dict(hands={0: ["Sack"]}, rows={(1, MELEE): ["Knight"]}), "of yours"),
]


# 002_551703699b856b1d.txt Final Details: "If a power card has an activation cost ... you must pay its price in order to play the card at all"
@pytest.mark.parametrize("card, position, words", COSTS, ids=[x[0] for x in COSTS])
def test_activation_cost_must_be_paid(card, position, words):
    position = {**position, "hands": {1: ["Siege2"], **position["hands"]}}
    m = table(**position)
    assert all(a.card != c(card) for a in m.legal_actions())
    v = check_play(m, 0, card)
    assert v is not None and "activation cost" in v.rule and words in v.reason
    before = m.state_hash()
    with pytest.raises(IllegalAction):
        play(m, 0, card)
    assert m.state_hash() == before


# 002_551703699b856b1d.txt Final Details: cards without a cost can always be played (even to no effect)
@pytest.mark.parametrize("card", ["War", "Crusade", "Grail", "Void", "Enlightenment", "Burden", "Smuggler"])
def test_cards_without_an_activation_cost_are_always_playable(card):
    m = table(hands={0: [card], 1: ["Siege2"]})
    assert check_play(m, 0, card) is None
