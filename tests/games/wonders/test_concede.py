"""Conceding in Wonders (issue 28, item 3): 001 5 Control, "You can't make them concede and
they can still concede". A concession is Action("concede", seat), never a legal action
listed for bots; the other player wins at once and a save replays it."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action, IllegalAction
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match, verify_save
from simulator.games.registry import get_game

GAME = get_game("wonders")


def _played(seed: int, steps: int) -> Match:
    """A match `steps` actions in, each chosen at random from the legal ones."""
    match = GAME.new_match(seed)
    rng = Rng(seed)
    for _ in range(steps):
        legal = match.legal_actions()
        if not legal:
            break
        match.apply(legal[rng.below(len(legal))])
    return match


@pytest.mark.parametrize("seat, steps", [(0, 0), (1, 0), (0, 25), (1, 40)])
def test_conceding_ends_the_game_as_a_win_for_the_other_player(seat, steps):
    match = _played(11, steps)
    assert match.result() is None
    assert Action("concede", seat) not in match.legal_actions(), "bots never see conceding"
    assert match.check(Action("concede", seat)) is None, "either player may concede, whoever decides now"
    events = match.apply(Action("concede", seat))
    result = match.result()
    assert result is not None and result.winners == (1 - seat,)
    assert result.summary == f"Player {2 - seat} wins: Player {seat + 1} concedes"
    assert match.decision() is None and match.legal_actions() == []
    assert events[-1].kind == "game_over" and events[-1].text == result.summary
    assert match.describe(Action("concede", seat)) == "Concede"
    assert GAME.rules.invariants(match.state) == []


def test_conceding_when_the_game_is_over_is_refused():
    match = _played(5, 0)
    match.apply(Action("concede", 0))
    before = match.state_hash()
    for seat in (0, 1):
        assert match.check(Action("concede", seat)) is not None
        with pytest.raises(IllegalAction):
            match.apply(Action("concede", seat))
    assert match.state_hash() == before and match.result().winners == (1,)
    assert not GAME.capabilities.concede(match.state, 1)


def test_conceding_after_the_game_was_won_is_refused():
    match = _played(3, 5000)
    assert match.result() is not None
    before = match.state_hash()
    with pytest.raises(IllegalAction):
        match.apply(Action("concede", 0))
    assert match.state_hash() == before


def test_a_seat_that_is_not_playing_cannot_concede():
    match = _played(5, 0)
    assert match.check(Action("concede", 2)) is not None


def test_a_saved_concession_replays_to_the_same_hash(tmp_path):
    match = _played(8, 30)
    match.apply(Action("concede", 1))
    path = save_match(match, tmp_path / "conceded.json")
    loaded, _ = load_save(path, get_game)
    assert loaded.actions[-1] == Action("concede", 1)
    assert loaded.state_hash() == match.state_hash()
    assert loaded.result() == match.result() and loaded.result().winners == (0,)
    report = verify_save(path, get_game)
    assert report["ok"] and report["hash"] == match.state_hash() and report["steps"] == len(match.actions)
    again = Match(GAME, match.setup)
    again.replace_actions(list(match.actions))
    assert again.state_hash() == match.state_hash()
