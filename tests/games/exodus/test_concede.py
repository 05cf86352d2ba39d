"""Conceding Exodus (issue 28, item 3). 004_b4262328bed7ba97.txt is silent on conceding: the
rule is the simulator's own (simulator/games/exodus/concede.py, help.md "Goal"), built on
004 Multiplayer (Team Battles: teammates share 10 Life Points and their field) and on the
engine's decision for a defeated free-for-all player (turns.leave_game)."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match
from simulator.games.exodus import GAME
from simulator.games.registry import get_game

from .helpers import RULES, Table


def _concede(m: Match, seat: int) -> None:
    action = Action("concede", seat)
    assert action not in m.legal_actions(), "conceding is never offered: bots never concede"
    assert m.concede_allowed(seat)
    m.apply(action)


def _play(m: Match, rng: Rng, steps: int) -> None:
    for _ in range(steps):
        if m.is_over:
            return
        acts = m.legal_actions()
        m.apply(acts[rng.below(len(acts))])


def _conserved(m: Match) -> None:
    assert RULES.invariants(m.state) == []


def test_one_v_one_the_other_player_wins() -> None:
    m = GAME.new_match(1, seats=2)
    _play(m, Rng(1), 20)
    loser = 1 - m.decision().seat               # not their decision: a concession needs no turn
    _concede(m, loser)
    result = m.result()
    assert result is not None and result.winners == (1 - loser,)
    assert result.summary == f"Player {2 - loser} wins: Player {loser + 1} concedes"
    assert m.decision() is None and m.legal_actions() == []
    for seat in (0, 1):                          # the game is over: refused
        assert not m.concede_allowed(seat) and m.check(Action("concede", seat)) is not None


def test_one_v_one_summary_names_the_winner_and_the_conceder() -> None:
    m = GAME.new_match(2, seats=2)
    _concede(m, 1)
    assert m.result().summary == "Player 1 wins: Player 2 concedes" and m.result().winners == (0,)
    assert m.describe(Action("concede", 0)) == "Player 1 concedes"


def test_two_v_two_the_conceding_players_team_loses() -> None:
    """Teammates share 10 Life Points and their field (004 Multiplayer, Team Battles): one
    cannot leave while the other plays on, so the team loses."""
    m = GAME.new_match(3, seats=4, teams=True)
    _play(m, Rng(3), 30)
    _concede(m, 1)                               # Player 2, of the team of seats 2 and 4
    result = m.result()
    assert result is not None and result.winners == (0, 2)
    assert result.summary == "Team A wins: Player 2 concedes"
    assert m.check(Action("concede", 3)) is not None


def test_free_for_all_the_conceder_leaves_and_the_game_goes_on_until_one_remains() -> None:
    t = Table(seats=3, mode="ffa", phase="creature", turn=0)
    mine = t.creature(1, "emberscale_whelp", energy=2)
    blank = t.pile(1, 2)
    other = t.creature(2, "halo_sentinel", energy=1)
    t.pile(0, 1)
    t.card(0, "dawnwing_acolyte")                # Player 1 has a creature to summon: the phase waits
    t.run()
    assert RULES.concede_allowed(t.st, 1)
    RULES.apply(t.st, Action("concede", 1))
    st = t.st
    assert st.phase == "creature" and st.turn == 0 and RULES.result(st) is None
    assert st.piles[1] == [] and t.where(mine) == "grave" and all(t.where(e) == "grave" for e in blank[1:])
    assert t.where(other) == "pile" and st.life == [10, 0, 10]
    assert not RULES.concede_allowed(st, 1)      # already out
    assert [a for a in t.legal() if a.seat == 1] == []
    RULES.apply(st, Action("concede", 2))
    result = RULES.result(st)
    assert result is not None and result.winners == (0,) and result.summary == "Player 1 wins: Player 3 concedes"
    assert RULES.invariants(st) == []


def test_free_for_all_the_turn_passes_on_when_the_turn_player_concedes() -> None:
    m = GAME.new_match(5, seats=4)
    _play(m, Rng(5), 40)
    while m.decision().kind != "turn":
        _play(m, Rng(6), 1)
    turn = m.state.turn
    order = m.state.order
    _concede(m, turn)
    assert m.result() is None
    assert m.state.turn == order[(order.index(turn) + 1) % 4]
    assert any(e.text == f"Player {turn + 1} concedes and leaves the game" for e in m.log)
    _conserved(m)


def test_free_for_all_concession_waits_while_another_player_is_choosing() -> None:
    m = GAME.new_match(7, seats=3)               # the prebuilt deck presents a Harmony Rare
    d = m.decision()
    assert d.kind == "choose" and "Harmony Rare" in d.prompt
    others = [s for s in range(3) if s != d.seat]
    assert not any(m.concede_allowed(s) for s in others)
    assert m.check(Action("concede", others[0])) is not None
    _concede(m, d.seat)                          # the one who decides leaves: no Harmony Rare is used
    assert m.state.harmony == -1 and len(m.state.memo["unused_harmonies"]) == 3
    assert m.decision().kind != "choose" or "Harmony Rare" not in m.decision().prompt
    _conserved(m)


def test_free_for_all_the_first_player_may_concede_before_the_game_begins() -> None:
    m = GAME.new_match(8, seats=3, deck="grove-and-shard", first_seat=0)   # no Harmony Rare: turn 1 at once
    assert m.state.turn == 0 and m.state.turn_no == 1
    _concede(m, 0)
    assert m.state.turn == 1 and m.result() is None
    _conserved(m)


def test_free_for_all_random_concessions_keep_every_card() -> None:
    """Concessions at random moments (the conceder's own choices too) never lose a card or
    break the state's limits, and the game still ends."""
    for seed in range(4):
        rng = Rng(seed)
        m = GAME.new_match(seed, seats=3 + seed % 2)
        for _ in range(3000):
            if m.is_over:
                break
            st = m.state
            if st.choice is not None and rng.below(4) == 0:
                _concede(m, st.choice["seat"])
            elif rng.below(50) == 0 and m.concede_allowed(k := rng.below(st.n)):
                _concede(m, k)
            else:
                _play(m, rng, 1)
            _conserved(m)
        assert m.is_over


def test_a_saved_game_with_a_concession_replays_to_the_same_state(tmp_path) -> None:
    game = get_game("exodus")
    m = game.new_match(11, seats=3)
    rng = Rng(5)
    _play(m, rng, 30)
    seat = next(s for s in range(3) if m.concede_allowed(s))
    _concede(m, seat)
    _play(m, rng, 20)
    path = save_match(m, tmp_path / "conceded.json")
    loaded, _ = load_save(path, get_game)
    assert loaded.actions == m.actions and Action("concede", seat) in loaded.actions
    assert loaded.state_hash() == m.state_hash()
    assert Match(game, m.setup).state_hash() != m.state_hash()


def test_a_saved_one_v_one_concession_replays_to_the_same_result(tmp_path) -> None:
    game = get_game("exodus")
    m = game.new_match(12, seats=2)
    _play(m, Rng(12), 25)
    _concede(m, 0)
    loaded, _ = load_save(save_match(m, tmp_path / "duel.json"), get_game)
    assert loaded.state_hash() == m.state_hash() and loaded.result() == m.result()
