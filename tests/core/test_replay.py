"""ReplayCursor: stepping and seeking reach exactly the states of straight play, with the log in step."""
import pytest

from simulator.core.match import hash_state
from simulator.core.replay import ReplayCursor
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match
from simulator.games.registry import get_game


def _played(seed, seats):
    match = get_game("krieg").new_match(seed, seats, teams=seats == 4)
    rng = Rng(seed * 31 + 7)
    while not match.is_over:
        match.apply_trusted(rng.choice(match.legal_actions()))
    return match


def _straight_hashes(match):
    rules = match.rules
    state = rules.new_state(match.setup)
    hashes = [hash_state(rules, state)]
    for action in match.actions:
        rules.apply(state, action)
        hashes.append(hash_state(rules, state))
    return hashes


GAMES = [(3, 2), (8, 3), (21, 4)]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"seed{g[0]}-{g[1]}seats")
def game(request):
    match = _played(*request.param)
    return match, _straight_hashes(match)


@pytest.mark.parametrize("every", [1, 5, 16, 1000])
def test_random_seeks_reach_the_straight_play_states(game, every):
    match, hashes = game
    cursor = ReplayCursor.from_match(match, keyframe_every=every)
    rng = Rng(every)
    for _ in range(60):
        target = rng.below(len(hashes))
        cursor.seek(target)
        assert cursor.position == target
        assert cursor.state_hash() == hashes[target]


def test_stepping_forward_then_back_visits_every_state(game):
    match, hashes = game
    cursor = ReplayCursor.from_match(match)
    assert cursor.length == len(match.actions) and cursor.at_start
    assert not cursor.step_back()
    while cursor.step_forward():
        assert cursor.state_hash() == hashes[cursor.position]
    assert cursor.at_end and cursor.result() == match.result()
    assert cursor.final_hash() == hashes[-1]
    while cursor.step_back():
        assert cursor.state_hash() == hashes[cursor.position]
    assert cursor.position == 0


def test_log_follows_the_position(game):
    match, _ = game
    cursor = ReplayCursor.from_match(match)
    texts = [e.text for e in match.log]
    cursor.to_end()
    assert [e.text for e in cursor.events] == texts
    cursor.seek(cursor.length // 2)
    shown = cursor.events
    assert [e.text for e in shown] == texts[: len(shown)]
    assert shown[-len(cursor.step_events(cursor.position)):] == list(cursor.step_events(cursor.position))
    assert cursor.last_action == match.actions[cursor.position - 1]
    assert cursor.next_action == match.actions[cursor.position]
    cursor.to_start()
    assert cursor.events == [] and cursor.last_action is None


def test_seek_clamps_to_the_game():
    match = _played(5, 2)
    cursor = ReplayCursor.from_match(match)
    cursor.seek(10_000)
    assert cursor.at_end
    cursor.seek(-3)
    assert cursor.at_start


def test_snapshots_and_reads_never_corrupt_keyframes():
    match = _played(6, 2)
    hashes = _straight_hashes(match)
    cursor = ReplayCursor.from_match(match, keyframe_every=4)
    cursor.seek(8)   # exactly on a keyframe
    copy = cursor.snapshot()
    match.rules.apply(copy, match.actions[8])   # play on the copy...
    cursor.step_forward()                         # ...and on the cursor's own state
    cursor.seek(8)
    assert cursor.state_hash() == hashes[8]
    assert hash_state(match.rules, copy) == hashes[9]


def test_cursor_over_a_loaded_save(tmp_path):
    match = _played(9, 2)
    loaded, _ = load_save(save_match(match, tmp_path / "g.json"), get_game)
    cursor = ReplayCursor.from_match(loaded)
    cursor.to_end()
    assert cursor.state_hash() == match.state_hash()


def test_keyframe_every_must_be_positive():
    match = _played(2, 2)
    with pytest.raises(ValueError):
        ReplayCursor.from_match(match, keyframe_every=0)
