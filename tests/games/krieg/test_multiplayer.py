"""Krieg with 3 or 4 players: free-for-all ranking points and 2v2 teams."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action
from simulator.games.krieg.rules import DeckError
from simulator.games.registry import get_game

from .helpers import (CARDS, MELEE, RANGE, SIEGE, assert_conserved, c, check_play, choose,
                      end_round, hand, options, pass_, play, row_totals, table, total)


# 002_551703699b856b1d.txt Additional Players: "more than two players" - setup deals everyone 9/4/1
@pytest.mark.parametrize("seats, teams", [(3, False), (4, False), (4, True)])
def test_setup_for_three_and_four_players(seats, teams):
    m = get_game("krieg").new_match(5, seats=seats, teams=teams)
    for hand_cards in m.state.hands:
        decks = [CARDS[x].deck for x in hand_cards]
        assert (decks.count("unit"), decks.count("power"), decks.count("king")) == (9, 4, 1)
    for seat in range(seats):
        assert m.decision().seat == seat
        for x in m.state.hands[seat][:3]:
            m.apply(Action("choose", seat, target=x))
    assert m.decision().kind == "turn"
    assert_conserved(m)


# 002_551703699b856b1d.txt Additional Players: Krieg is for two to four players; teams are two against two
@pytest.mark.parametrize("seats, teams", [(1, False), (5, False), (3, True), (2, True)])
def test_unsupported_table_sizes_are_refused(seats, teams):
    with pytest.raises(DeckError):
        get_game("krieg").new_match(5, seats=seats, teams=teams)


# 002_551703699b856b1d.txt Additional Players: "In free-for-all, award points based on a player's ranking within each round"
def test_free_for_all_awards_ranking_points_each_round():
    m = table(seats=3, hands={0: ["Knight"], 1: ["Archer"], 2: ["Siege"]},
              rows={(0, SIEGE): ["Mortar"], (1, MELEE): ["Knight3"], (2, RANGE): ["Grenadier"]})
    end_round(m)
    assert m.state.results[0]["totals"] == [6, 2, 4]
    assert m.state.points == [2, 0, 1]            # one point per player ranked below you
    assert m.state.results[0]["winners"] == [0]


# 002_551703699b856b1d.txt Additional Players: free-for-all ranking - equal totals rank equally
def test_free_for_all_ties_share_a_rank():
    m = table(seats=3, hands={0: ["Knight"], 1: ["Archer"], 2: ["Siege"]},
              rows={(0, MELEE): ["Calvary"], (1, SIEGE): ["Cannon"], (2, RANGE): ["Archer2"]})
    end_round(m)
    assert m.state.points == [1, 1, 0]
    assert m.state.results[0]["winners"] == []


# 002_551703699b856b1d.txt Additional Players: free-for-all - three rounds, most ranking points wins
def test_free_for_all_game_is_won_on_ranking_points():
    m = table(seats=3, hands={0: ["Knight", "Knight3", "Knight4"], 1: ["Archer", "Mortar"], 2: ["Siege"]})
    play(m, 0, "Knight", choice=MELEE)
    end_round(m)                                  # 2 - 0 - 0: points 2, 0, 0
    play(m, 0, "Knight3", choice=MELEE)
    play(m, 1, "Mortar", choice=SIEGE)
    end_round(m)                                  # 2 - 6 - 0: points 3, 2, 0
    assert not m.is_over
    end_round(m)                                  # 0 - 0 - 0: nobody scores
    assert m.state.points == [3, 2, 0]
    assert m.result().winners == (0,) and m.result().points == (3, 2, 0)


# 002_551703699b856b1d.txt Gameplay: turns pass around the table
def test_three_player_turn_order():
    m = table(seats=3, hands={0: ["Knight"], 1: ["Archer"], 2: ["Siege"]})
    seen = []
    for seat, unit, r in ((0, "Knight", MELEE), (1, "Archer", RANGE), (2, "Siege", SIEGE)):
        seen.append(m.decision().seat)
        play(m, seat, unit, choice=r)
    assert seen == [0, 1, 2] and m.decision().seat == 0


# card text: Smuggler - "all other players draw one"
def test_smuggler_gives_every_other_player_one_card():
    m = table(seats=3, hands={0: ["Smuggler"], 1: ["Archer"], 2: ["Siege"]},
              unit_top=["Mortar", "Armada", "Cannon", "Knight"])
    play(m, 0, "Smuggler")
    choose(m, 0, 2)
    choose(m, 1, 1)
    choose(m, 2, 1)
    assert (hand(m, 0), hand(m, 1), hand(m, 2)) == (["Mortar", "Armada"], ["Archer", "Cannon"],
                                                    ["Siege", "Knight"])


# card text: Spy - in free-for-all, any opponent's side
def test_free_for_all_spy_may_go_to_any_opponent():
    m = table(seats=3, hands={0: ["Spy"], 1: ["Archer"], 2: ["Siege"]})
    targets = sorted(a.target for a in m.legal_actions() if a.card == c("Spy"))
    assert targets == [1, 2]


# 002_551703699b856b1d.txt Additional Players: "the team with the highest combined total strength wins the round"
def test_team_round_goes_to_the_highest_combined_total():
    m = table(seats=4, teams=True, hands={s: [u] for s, u in enumerate(["Knight", "Archer", "Siege", "Bowman"])},
              rows={(0, MELEE): ["MusketLine"], (1, SIEGE): ["Catapult"], (2, SIEGE): ["Tower"],
                    (3, RANGE): ["Grenadier"]})
    end_round(m)
    assert m.state.results[0]["totals"] == [5, 3, 1, 4]
    assert m.state.results[0]["winners"] == [1, 3]  # 7 against 6
    assert m.state.round_wins == [0, 1, 0, 1]
    assert m.decision().seat == 3                 # the winning team's stronger player opens


# 002_551703699b856b1d.txt Winning with teams: two round wins win the game for both teammates
def test_team_game_is_won_by_both_teammates():
    m = table(seats=4, teams=True, round_wins=[1, 0, 1, 0],
              hands={s: [u] for s, u in enumerate(["Knight", "Archer", "Siege", "Bowman"])},
              rows={(0, MELEE): ["MusketLine"]})
    end_round(m)
    assert m.result().winners == (0, 2)


# 002_551703699b856b1d.txt Additional Players: "teammates do not share rows, adjacency, or Kings"
def test_teammates_do_not_share_adjacency_or_kings():
    m = table(seats=4, teams=True, hands={1: ["Archer"], 2: ["Siege"], 3: ["Bowman"]},
              rows={(0, MELEE): ["Knight"], (2, MELEE): ["Knight3"]},
              kings={0: ("SunKing", MELEE)})
    assert total(m, 0) == 4 and total(m, 2) == 2
    assert row_totals(m, 2) == [2, 0, 0]


# 002_551703699b856b1d.txt Additional Players: "Turn order should alternate between teams"
def test_team_turn_order_alternates_between_teams():
    units = ["Knight", "Archer", "Siege", "Bowman"]
    m = table(seats=4, teams=True, hands={s: [u, "Knight" + str(s + 3)] for s, u in enumerate(units)})
    order = []
    for _ in range(4):
        seat = m.decision().seat
        order.append(seat)
        unit = units[seat]
        play(m, seat, unit, choice=CARDS[c(unit)].rows[0])
    assert order == [0, 1, 2, 3]
    assert [s % 2 for s in order] == [0, 1, 0, 1]


# 002_551703699b856b1d.txt Additional Players: "Teammates can never play on your turn for you, even if you have already passed"
def test_teammate_cannot_play_on_your_turn():
    m = table(seats=4, teams=True, hands={0: ["Knight", "Knight3"], 1: ["Archer"], 2: ["Siege"], 3: ["Bowman"]})
    v = check_play(m, 2, "Siege", choice=SIEGE)
    assert v is not None and "Player 1's turn" in v.reason
    pass_(m, 0)
    pass_(m, 1)
    assert m.decision().seat == 2
    pass_(m, 2)
    assert m.decision().seat == 3
    pass_(m, 3)                                   # everyone passed: the round is scored
    assert m.state.round == 1


# card text: Spy - in a team game a spy goes to an opponent, never to a teammate
def test_team_spies_go_only_to_the_other_team():
    m = table(seats=4, teams=True, hands={0: ["Minister"], 1: ["Archer"], 2: ["Siege"], 3: ["Bowman"]})
    assert sorted(a.target for a in m.legal_actions() if a.card == c("Minister")) == [1, 3]
    v = check_play(m, 0, "Minister", target=2, choice=SIEGE)
    assert v is not None and "opponent" in v.reason


# cards.json notes: Burden - "In games of more than two, every opponent's strongest row is doubled"
def test_team_burden_doubles_every_opponent():
    m = table(seats=4, teams=True, hands={0: ["Burden"], 1: ["Archer"], 2: ["Siege"], 3: ["Bowman"]},
              rows={(1, MELEE): ["Calvary"], (2, MELEE): ["Calvary2"], (3, SIEGE): ["Mortar"]})
    play(m, 0, "Burden")
    assert (total(m, 1), total(m, 2), total(m, 3)) == (8, 4, 12)


# card text: Wrath - "two of your opponent's units": with teams, from either opponent
def test_team_wrath_takes_units_from_either_opponent():
    m = table(seats=4, teams=True, hands={0: ["Wrath"], 1: ["Archer"], 2: ["Siege"], 3: ["Bowman"]},
              rows={(0, MELEE): ["Knight"], (1, MELEE): ["Calvary"], (2, MELEE): ["Calvary2"],
                    (3, SIEGE): ["Mortar", "Cannon"]})
    play(m, 0, "Wrath")
    assert sorted(options(m)) == ["Calvary", "Cannon", "Mortar"]   # not the teammate's Calvary2


# 002_551703699b856b1d.txt Additional Players: a free-for-all plays all three rounds, so one
# player may win all three (the invariants once allowed two at most, as in a two-player game)
def test_free_for_all_a_player_may_win_all_three_rounds():
    m = table(seats=3, round=2, round_wins=[2, 0, 0], hands={0: ["Knight"], 1: ["Archer"], 2: ["Siege"]},
              rows={(0, MELEE): ["Calvary"]})
    end_round(m)
    assert m.state.round_wins == [3, 0, 0] and m.result().winners == (0,)
    assert m.rules.invariants(m.state) == []
