"""Krieg scoring rules: the order of modifiers, adjacency and its worked examples."""
from __future__ import annotations

from .helpers import MELEE, RANGE, SIEGE, end_round, play, row_totals, strength, table, total


# 002_551703699b856b1d.txt Adjacency, Example 1
def test_adjacency_example_1_three_base_2_units_score_10():
    m = table(rows={(0, MELEE): ["Knight", "Knight3", "Knight4"]})
    assert row_totals(m, 0)[MELEE] == (2 * 2) + (2 * 2) + 2 == 10


# 002_551703699b856b1d.txt Adjacency, Example 2
def test_adjacency_example_2_two_base_4_units_with_famine_score_12():
    m = table(hands={0: ["Famine"]}, rows={(0, MELEE): ["Calvary", "Calvary2"]})
    assert row_totals(m, 0)[MELEE] == 8          # two 4s: no adjacency
    play(m, 0, "Famine", target="Calvary")       # "subtract 1 strength from all units in that row"
    assert row_totals(m, 0)[MELEE] == ((4 - 1) * 2) + ((4 - 1) * 2) == 12


# 002_551703699b856b1d.txt Scoring The Round, step 1
def test_unit_scores_its_base_strength():
    m = table(rows={(0, MELEE): ["MusketLine"], (0, RANGE): ["Grenadier"], (0, SIEGE): ["Mortar"]})
    assert row_totals(m, 0) == [5, 4, 6]
    assert total(m, 0) == 15


# 002_551703699b856b1d.txt Adjacency: "only apply to units with two or three strength"
def test_adjacency_only_for_strength_two_or_three():
    m = table(rows={(0, MELEE): ["Calvary", "Calvary2"], (0, RANGE): ["Musketeer", "Musketeer2"],
                    (0, SIEGE): ["Armada", "Armada2"]})
    assert row_totals(m, 0) == [8, 12, 10]


# 002_551703699b856b1d.txt Adjacency: "If two units with the same strength are in the same row"
def test_adjacency_needs_equal_strength_in_the_same_row():
    m = table(rows={(0, MELEE): ["Knight", "Square"], (0, RANGE): ["Archer"], (0, SIEGE): ["Siege"]})
    assert row_totals(m, 0) == [5, 2, 2]


# 002_551703699b856b1d.txt Adjacency: "you can have multiple pairs on the field"
def test_adjacency_multiple_pairs_in_one_row():
    m = table(rows={(0, MELEE): ["Knight", "Knight3", "Knight4", "Knight5", "Square", "Officer",
                                 "Officer2"]})
    # two pairs of 2s (16), one pair of 3s (12) and a third 3 without a partner
    assert row_totals(m, 0)[MELEE] == 16 + 12 + 3


# 002_551703699b856b1d.txt Additional Players: "teammates do not share rows, adjacency"
def test_adjacency_never_pairs_across_sides():
    m = table(rows={(0, MELEE): ["Knight"], (1, MELEE): ["Knight3"]})
    assert total(m, 0) == total(m, 1) == 2


# 002_551703699b856b1d.txt Adjacency: "adjacency effects can be enabled or broken by power cards"
def test_power_card_breaks_adjacency():
    m = table(hands={0: ["Feast2"]}, rows={(0, MELEE): ["Knight", "Knight3"]})
    assert row_totals(m, 0)[MELEE] == 8
    play(m, 0, "Feast2", target="Knight")        # Knight: 2 + 2 units in its row = 4
    assert strength(m, "Knight") == 4
    assert strength(m, "Knight3") == 2
    assert row_totals(m, 0)[MELEE] == 6


# 002_551703699b856b1d.txt Scoring The Round, steps 2-3: "set" before "add or subtract"
def test_set_base_strength_applies_before_add():
    # Plague sets every unit of the Melee row to one base strength; Scout's +1 is then added.
    m = table(rows={(0, MELEE): ["Calvary", "MusketLine", "Scout"]},
              boosts={"Calvary": 1}, weather=[("Plague", "plague", MELEE, 0)])
    assert strength(m, "Calvary") == 2           # set to 1, then +1 (not 4 + 1 then set to 1)
    assert strength(m, "MusketLine") == 1
    assert strength(m, "Scout") == 1


# 002_551703699b856b1d.txt Scoring The Round, steps 3-4: add/subtract before adjacency
def test_adjacency_is_checked_after_add_and_subtract():
    m = table(rows={(0, RANGE): ["Telescope", "Archer"]}, boosts={"Telescope": 1})
    # Telescope 1 + 1 = 2 pairs with Archer 2
    assert row_totals(m, 0)[RANGE] == 8


# 002_551703699b856b1d.txt Scoring The Round, steps 4-5: adjacency before row multipliers
def test_row_multiplier_applies_after_adjacency():
    m = table(rows={(0, RANGE): ["Archer", "Archer2"]}, kings={0: ("SunKing", RANGE)})
    assert row_totals(m, 0)[RANGE] == (2 * 2) * 2 * 2 == 16


# 002_551703699b856b1d.txt Scoring The Round, step 5: halved pair still counts its bonus first
def test_halving_a_pair_halves_each_doubled_unit():
    m = table(rows={(0, RANGE): ["Archer", "Archer2"]}, weather=[("Frost", "halve", RANGE, 0)])
    assert row_totals(m, 0)[RANGE] == 4 // 2 + 4 // 2 == 4


# 002_551703699b856b1d.txt Scoring The Round, step 5: "Always round down if dividing"
def test_halving_rounds_down():
    m = table(rows={(0, SIEGE): ["Armada", "Catapult"]}, weather=[("Fog", "halve", SIEGE, 0)])
    assert strength(m, "Armada") == 2            # 5 / 2 -> 2
    assert strength(m, "Catapult") == 1          # 3 / 2 -> 1
    assert row_totals(m, 0)[SIEGE] == 3


# 002_551703699b856b1d.txt Scoring The Round, step 5: "minimum strength of one per unit"
def test_halving_never_drops_a_unit_below_one():
    m = table(rows={(0, SIEGE): ["Tower"]}, weather=[("Fog", "halve", SIEGE, 0)])
    assert strength(m, "Tower") == 1


# 002_551703699b856b1d.txt Scoring The Round: minimum of one per unit, also after subtracting
def test_subtracting_never_drops_a_unit_below_one():
    m = table(rows={(0, SIEGE): ["Tower", "Siege"]}, attached={"Siege": ["Famine"]})
    assert strength(m, "Tower") == 1             # 1 - 1 = 0 -> 1
    assert strength(m, "Siege") == 1


# 002_551703699b856b1d.txt Scoring The Round, step 5: multipliers stack on a row
def test_two_halvings_and_a_double_combine():
    m = table(rows={(0, SIEGE): ["Mortar"]}, kings={0: ("WinterKing", SIEGE)},
              weather=[("Storm", "halve", SIEGE, 0), ("Fog", "halve", SIEGE, 0)])
    assert strength(m, "Mortar") == 6 * 2 // 2 // 2 == 3


# 002_551703699b856b1d.txt Scoring The Round: "Each of your units ... contributes its total strength"
def test_side_total_is_the_sum_of_its_rows():
    m = table(rows={(0, MELEE): ["Knight", "Knight3"], (0, RANGE): ["Grenadier"],
                    (0, SIEGE): ["Siege", "Catapult"]})
    assert row_totals(m, 0) == [8, 4, 5]
    assert total(m, 0) == 17


# 002_551703699b856b1d.txt Winning: "the player with the highest number wins the round"
def test_highest_total_wins_the_round():
    m = table(rows={(0, MELEE): ["Knight"], (1, SIEGE): ["Mortar"]})
    end_round(m)
    assert m.state.results[0]["totals"] == [2, 6]
    assert m.state.results[0]["winners"] == [1]
    assert m.state.round_wins == [0, 1]


# 002_551703699b856b1d.txt Winning: "the size of the victory does not matter"
def test_size_of_victory_does_not_matter():
    m = table(rows={(0, SIEGE): ["Mortar", "Armada", "Armada2", "Cannon"], (1, MELEE): ["Knight"]})
    end_round(m)
    assert m.state.round_wins == [1, 0]          # one round, however large the margin


# 002_551703699b856b1d.txt Winning: equal totals -> nobody wins the round
def test_equal_totals_win_nobody_the_round():
    m = table(rows={(0, MELEE): ["Square"], (1, RANGE): ["Musketeer"]})
    end_round(m)
    assert m.state.results[0]["winners"] == []
    assert m.state.round_wins == [0, 0]


# 002_551703699b856b1d.txt Playing Field: "unit cards may be rearranged within a row at any time";
# Adjacency, Example 1: of three 2s, two form a pair and the third stays single
def test_of_three_equal_units_the_owner_leaves_the_fortress_unit_unpaired_whatever_the_order():
    for order in (["Knight", "Knight3", "Knight4"], ["Knight4", "Knight", "Knight3"], ["Knight3", "Knight4", "Knight"]):
        m = table(hands={0: ["Fortress"]}, rows={(0, MELEE): order})
        play(m, 0, "Fortress", target="Knight4")    # "Its strength is halved this round"
        # pairing Knight4 would give 4 + 4 // 2 + 2 = 8; leaving it single gives 4 + 4 + 2 // 2 = 9
        assert row_totals(m, 0)[MELEE] == 9, order
