"""Conceding Krieg (issue 28 item 3). 002_551703699b856b1d.txt is silent on conceding: the
rule is the simulator's own (simulator/games/krieg/concede.py, help.md "Conceding"),
built on 002 Additional Players for the free-for-all."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match
from simulator.games.registry import get_game

from .helpers import (KING, MELEE, POWER, RANGE, UNIT, assert_conserved, c, check_play, end_round,
                      grave, pass_, play, table)


def _concede(m: Match, seat: int) -> None:
    action = Action("concede", seat)
    assert action not in m.legal_actions(), "conceding is never offered: bots never concede"
    assert m.concede_allowed(seat)
    m.apply(action)


def test_two_players_the_other_player_wins():
    m = table(seats=2, turn=0, hands={0: ["Knight"], 1: ["Archer"]}, rows={(1, RANGE): ["Grenadier"]})
    _concede(m, 1)                                # not their turn: a concession needs no turn
    result = m.result()
    assert result is not None and result.winners == (0,)
    assert result.summary == "Player 1 wins: Player 2 concedes"
    assert m.decision() is None and m.legal_actions() == []
    assert not m.concede_allowed(0) and m.check(Action("concede", 0)) is not None   # the game is over


def test_two_players_may_concede_during_the_setup_discards():
    m = get_game("krieg").new_match(4)
    assert m.decision().kind == "choose"
    _concede(m, 0)
    assert m.result().winners == (1,) and m.result().summary == "Player 2 wins: Player 1 concedes"


def test_four_player_teams_the_conceding_players_team_loses():
    m = table(seats=4, teams=True, turn=2, hands={0: ["Knight"], 1: ["Archer"], 2: ["Grenadier"], 3: ["Armada"]},
              rows={(1, MELEE): ["Calvary"], (3, RANGE): ["Privateer"]})
    _concede(m, 1)                                # Player 2, of the team of seats 2 and 4
    result = m.result()
    assert result is not None and result.winners == (0, 2)
    assert result.summary == "Player 1 and Player 3 win: Player 2 concedes"
    assert m.check(Action("concede", 3)) is not None


def test_three_players_the_game_goes_on_without_the_conceder_until_one_is_left():
    m = table(seats=3, turn=1,
              hands={0: ["Knight3", "Zealot"], 1: ["Archer", "Famine", "Calvary"], 2: ["Grenadier", "Knight4"]},
              rows={(0, MELEE): ["Calvary2"], (1, MELEE): ["Knight", "Spy"], (1, RANGE): ["Privateer"],
                    (2, RANGE): ["Musketeer"]},
              kings={1: ("LionKing", MELEE)}, attached={"Privateer": ["Feast2"]}, aside={1: [("Officer", MELEE)]})
    _concede(m, 1)                                # Player 2, on their own turn
    st = m.state
    assert m.result() is None and st.left == (1,)
    # their cards are gone: field, attachments, King, set-aside units and hand, to the graveyards
    assert st.rows[1] == [[], [], []] and st.hands[1] == [] and st.kings[1] == -1 and st.aside[1] == []
    assert {"Knight", "Privateer", "Officer", "Archer", "Calvary"} <= set(grave(m, UNIT))
    assert {"Spy", "Feast2", "Famine"} <= set(grave(m, POWER)) and grave(m, KING) == ["LionKing"]
    assert_conserved(m)
    # they take no further turns and are nobody's opponent
    assert st.turn == 2 and not m.concede_allowed(1)
    assert "conceded" in m.check(Action("pass", 1)).reason
    play(m, 2, "Grenadier", choice=RANGE)
    assert st.turn == 0
    spies = {a.target for a in m.legal_actions() if a.kind == "play" and a.card == c("Zealot")}
    assert spies == {2}
    assert "conceded" in check_play(m, 0, "Zealot", 1, MELEE).reason
    play(m, 0, "Knight3", choice=MELEE)
    end_round(m)                                  # 6 - 0 - 7, ranked between Players 1 and 3 only
    assert st.results[0]["totals"] == [6, 0, 7]
    assert st.points == [0, 0, 1] and st.results[0]["winners"] == [2]
    assert st.round == 1 and st.passed == [False, True, False] and st.turn == 2
    # a second concession leaves one player, who wins
    _concede(m, 2)
    result = m.result()
    assert result is not None and result.winners == (0,)
    assert result.summary == "Player 1 wins: Player 2 and Player 3 concede"
    assert not m.concede_allowed(0) and m.check(Action("concede", 0)) is not None
    assert_conserved(m)


def test_three_players_after_a_concession_the_last_round_still_ends_on_points():
    m = table(seats=3, round=2, turn=0, hands={0: ["Knight"], 1: ["Archer"], 2: ["Grenadier"]},
              rows={(0, MELEE): ["Calvary"], (2, RANGE): ["Privateer"]})
    m.state.points = [1, 5, 1]                    # the conceder's points stay, but cannot win
    _concede(m, 1)
    play(m, 0, "Knight", choice=MELEE)            # 6 against 4
    pass_(m, 2)
    pass_(m, 0)
    result = m.result()
    assert result is not None and result.winners == (0,) and result.points == (2, 5, 1)
    assert result.summary == "Player 1 wins with 2 ranking points (Player 2 conceded)"


def test_free_for_all_concession_waits_while_another_player_is_choosing():
    m = table(seats=3, turn=0, hands={0: ["Zealot"], 1: ["Archer"], 2: ["Knight"]}, unit_top=["Knight3", "Knight4"])
    play(m, 0, "Zealot", 1, MELEE)               # the spy's draw asks Player 1 a choice
    assert m.state.choice is not None and m.state.choice["seat"] == 0
    assert not m.concede_allowed(1) and m.check(Action("concede", 1)) is not None
    assert m.concede_allowed(0)


def test_free_for_all_concession_during_the_setup_discards():
    m = get_game("krieg").new_match(9, seats=3)
    assert m.decision().seat == 0
    _concede(m, 0)                                # their own discard is dropped
    assert m.decision().seat == 1 and m.state.hands[0] == []
    for seat in (1, 2):
        for x in m.state.hands[seat][:3]:
            m.apply(Action("choose", seat, target=x))
    assert m.state.phase == "play" and m.state.turn == 1 and m.state.passed == [True, False, False]
    assert_conserved(m)


def test_a_saved_game_with_a_concession_replays_to_the_same_state(tmp_path):
    game = get_game("krieg")
    m = game.new_match(11, seats=3)
    rng = Rng(5)
    for _ in range(12):
        m.apply(rng.choice(m.legal_actions()))
    seat = next(s for s in range(3) if m.concede_allowed(s))
    m.apply(Action("concede", seat))
    for _ in range(6):
        if m.is_over:
            break
        m.apply(rng.choice(m.legal_actions()))
    assert m.state.left == (seat,)
    path = save_match(m, tmp_path / "conceded.json")
    loaded, _ = load_save(path, get_game)
    assert loaded.actions == m.actions
    assert loaded.state_hash() == m.state_hash()
    assert Match(game, m.setup).state_hash() != m.state_hash()
