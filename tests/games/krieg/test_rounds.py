"""Krieg rounds: three rounds, winning the game, draws, round-end cleanup, set-aside cards."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.krieg import rounds

from .helpers import (KING, MELEE, POWER, RANGE, SIEGE, UNIT, assert_conserved, choose,
                      end_round, grave, hand, options, pass_, play, row, table, total)


# 002_551703699b856b1d.txt Gameplay: "divided into three separate rounds"; Winning: first to two
def test_game_is_three_rounds_and_first_to_two_wins():
    assert (rounds.ROUNDS, rounds.WINS_NEEDED) == (3, 2)
    m = table(hands={0: ["Knight", "Square"], 1: ["Mortar"]})
    play(m, 0, "Knight", choice=MELEE)
    pass_(m, 1)
    pass_(m, 0)                                   # round 1: 2 - 0
    pass_(m, 0)
    play(m, 1, "Mortar", choice=SIEGE)
    pass_(m, 1)                                   # round 2: 0 - 6
    assert not m.is_over and m.state.round_wins == [1, 1]
    pass_(m, 1)
    play(m, 0, "Square", choice=MELEE)
    pass_(m, 0)                                   # round 3: 3 - 0
    assert [r["totals"] for r in m.state.results] == [[2, 0], [0, 6], [3, 0]]
    assert m.result().winners == (0,)
    assert m.legal_actions() == []


# 002_551703699b856b1d.txt Winning: "The first player to win two rounds wins the game"
def test_two_round_wins_end_the_game_after_two_rounds():
    m = table(hands={0: ["Knight", "Square"], 1: []})
    play(m, 0, "Knight", choice=MELEE)
    end_round(m)
    play(m, 0, "Square", choice=MELEE)
    end_round(m)
    assert m.is_over and len(m.state.results) == 2
    assert m.result().winners == (0,) and not m.result().draw


# 002_551703699b856b1d.txt Winning: "If no player has won two rounds ... the game is a draw"
def test_two_tied_rounds_make_a_draw_nobody_can_reach_two_wins():
    m = table(hands={0: ["Knight"], 1: ["Archer"]})
    end_round(m)                                  # 0 - 0
    assert not m.is_over
    end_round(m)                                  # 0 - 0: one round left, nobody can reach 2
    assert m.is_over and m.result().draw and len(m.state.results) == 2


# 002_551703699b856b1d.txt Winning: one round each and a tie is a draw
def test_one_win_each_and_a_tie_is_a_draw():
    m = table(hands={0: ["Knight", "Knight3"], 1: ["Archer", "Archer2"]})
    play(m, 0, "Knight", choice=MELEE)
    end_round(m)
    pass_(m, 0)
    play(m, 1, "Archer", choice=RANGE)
    end_round(m)
    assert not m.is_over
    end_round(m)                                  # round 3: 0 - 0
    assert m.state.round_wins == [1, 1] and len(m.state.results) == 3
    assert m.is_over and m.result().draw


# 002_551703699b856b1d.txt Winning: "If no player has won two rounds and no player can play any cards, the game is a draw"
def test_draw_when_no_player_can_play_any_cards():
    m = table(hands={0: ["Knight"], 1: []})
    play(m, 0, "Knight", choice=MELEE)
    end_round(m)                                  # seat 0 leads 1 - 0, but every hand is empty
    assert m.is_over and m.result().draw
    assert "no player can play" in m.result().summary.lower()


# 002_551703699b856b1d.txt Gameplay: "discard all cards on the field to the graveyards (face up)"
def test_round_end_sends_the_field_to_each_deck_graveyard():
    m = table(hands={0: [], 1: []},
              rows={(0, MELEE): ["Knight"], (1, SIEGE): ["Mortar"]},
              attached={"Knight": ["Feast2"]}, kings={1: ("SunKing", SIEGE)},
              weather=[("Fog", "halve", RANGE, 0)], unit_top=[], power_top=[])
    m.state.hands[0].append(m.state.decks[UNIT].pop())   # keep the game going
    end_round(m)
    assert sorted(grave(m, UNIT)) == ["Knight", "Mortar"]
    assert sorted(grave(m, POWER)) == ["Feast2", "Fog"]
    assert grave(m, KING) == ["SunKing"]
    assert all(row(m, s, r) == [] for s in range(2) for r in range(3))
    assert m.state.kings == [-1, -1]
    assert_conserved(m)


# 002_551703699b856b1d.txt Final Details: "Set aside cards do not score for the current round"
def test_set_aside_units_do_not_score_this_round():
    m = table(hands={0: ["Feint", "Archer"], 1: ["Knight"]},
              rows={(0, MELEE): ["Calvary", "Knight3"]})
    play(m, 0, "Feint")
    choose(m, 0, "Calvary", "done")
    assert row(m, 0, MELEE) == ["Knight3"]
    assert total(m, 0) == 2


# 002_551703699b856b1d.txt Final Details: set-aside cards "cannot be affected by other cards this round"
def test_set_aside_units_cannot_be_targeted():
    m = table(hands={0: ["Feint", "Archer"], 1: ["Death"]},
              rows={(0, MELEE): ["Calvary", "Knight3"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "Feint")
    choose(m, 0, "Calvary", "done")
    play(m, 1, "Death")
    assert sorted(options(m)) == ["Knight3", "Mortar"]


# 002_551703699b856b1d.txt Final Details: "return them directly to the field, in their same row (do this before the first turn is taken). Do not repeat any card effects."
def test_set_aside_units_return_to_their_row_next_round_without_effects():
    m = table(hands={0: ["Scout", "Retreat", "Archer"], 1: ["Siege"]},
              rows={(0, MELEE): ["Knight", "Knight3"], (0, RANGE): ["Officer2"]})
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Knight", "Knight3")             # Scout: +1 to both Knights
    pass_(m, 1)
    play(m, 0, "Retreat")
    choose(m, 0, "Scout", "Officer2")
    pass_(m, 0)                                   # round 1 scored without Scout and Officer
    assert m.state.results[0]["totals"] == [(2 + 1) * 2 * 2, 0]    # a pair of 3s
    # Round 2: both are back before the first turn, in the same rows, and Scout asks nothing.
    assert row(m, 0, MELEE) == ["Scout"] and row(m, 0, RANGE) == ["Officer2"]
    assert m.state.choice is None and m.decision().kind == "turn"
    assert total(m, 0) == 1 + 3
    assert_conserved(m)


# 002_551703699b856b1d.txt Final Details: set-aside spies return to the side they were on
def test_set_aside_unit_returns_to_the_side_it_was_on():
    m = table(hands={0: ["LionKing", "Archer"], 1: ["Siege"]},
              rows={(1, MELEE): ["Zealot", "Knight"]})
    play(m, 0, "LionKing", choice=RANGE)
    choose(m, 0, 1)                               # set aside two of the opponent's units
    assert row(m, 1, MELEE) == []
    end_round(m)
    assert sorted(row(m, 1, MELEE)) == ["Knight", "Zealot"]
    assert "Zealot" not in hand(m, 1)


# 002_551703699b856b1d.txt Gameplay: a round ends only when all players have passed
def test_round_continues_until_everyone_has_passed():
    m = table(hands={0: ["Knight", "Knight3"], 1: ["Archer"]})
    pass_(m, 0)
    assert m.state.round == 0 and m.decision().seat == 1
    play(m, 1, "Archer", choice=RANGE)
    assert m.state.round == 0 and m.decision().seat == 1
    pass_(m, 1)
    assert m.state.round == 1


# 002_551703699b856b1d.txt Winning: a tied round leaves the opener unchanged (the rules name no winner)
def test_tied_round_keeps_the_same_first_player():
    m = table(turn=1, hands={0: ["Knight"], 1: ["Archer"]})
    end_round(m)
    assert m.state.results[0]["winners"] == []
    assert m.decision().seat == 1


# card text: Lion - "set aside two of your opponent's units": "done" before two picks is refused
def test_exact_choice_refuses_done_before_the_minimum():
    m = table(hands={0: ["LionKing", "Archer"], 1: ["Siege"]},
              rows={(1, MELEE): ["Knight", "Knight3", "Square"]})
    play(m, 0, "LionKing", choice=RANGE)
    choose(m, 0, 1, "Knight")
    v = m.check(Action("choose", 0, choice="done"))
    assert v is not None and "at least 2" in v.reason
