"""Krieg observations (observe.py): what each seat's typed part hides, that it is a fresh
copy (the edit-everything test for every game is tests/games/test_observation_independence.py),
and determinizations built from the typed part."""
from __future__ import annotations

import pickle
from typing import Iterator

import pytest

from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.krieg import GAME
from simulator.games.krieg.observe import HandCount, KriegObservation
from simulator.games.krieg.zones import all_cards



def _positions(seed: int, seats: int, teams: bool = False) -> Iterator[Match]:
    m = GAME.new_match(seed, seats, teams=teams) if teams else GAME.new_match(seed, seats)
    rng = Rng(seed)
    while not m.is_over:
        yield m
        m.apply(rng.choice(m.legal_actions()))
    yield m


# 002 Final Details: hand sizes by deck are public, the cards are not; 002 Cards: decks face down
def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    m = GAME.new_match(4, 2)                 # setup: seat 0 is choosing its three discards
    st = m.state
    assert st.choice is not None and st.choice["seat"] == 0
    part = m.observation(1).part
    assert isinstance(part, KriegObservation)
    assert part.state.hands == [[], st.hands[1]]
    assert part.state.decks == [[], [], []]
    assert part.state.rng == Rng(0)
    assert part.deck_counts == tuple(len(d) for d in st.decks)
    assert part.hand_counts[0] == HandCount(unit=9, power=4, king=1) and part.hand_counts[0].total == 14
    assert part.state.choice is not None and part.state.choice["hidden"] is True
    assert part.state.choice["options"] == [] and part.state.choice["picks"] == []
    assert part.state.choice["prompt"] == st.choice["prompt"]
    assert part.pool == tuple(sorted(all_cards(st)))
    own = m.observation(0).part.state
    assert own.choice == st.choice and own.choice is not st.choice
    assert own.choice["options"] is not st.choice["options"]


def test_a_spectator_sees_the_whole_state_as_a_fresh_copy():
    for m in _positions(6, 2):
        if m.state.results and m.state.tasks:
            break
    assert m.state.results and m.state.tasks
    part = m.observation(None).part
    assert part.state == m.state and part.state is not m.state
    assert part.state.rng is not m.state.rng
    assert all(a is not b for a, b in zip(part.state.results, m.state.results))
    assert all(a[2] is not b[2] for a, b in zip(part.state.tasks, m.state.tasks))


def test_observations_are_equal_for_equal_states_and_pickle():
    m = GAME.new_match(8, 4)
    rng = Rng(8)
    for _ in range(30):
        m.apply(rng.choice(m.legal_actions()))
    for seat in (0, 2, None):
        seen = m.observation(seat, with_log=False)
        assert seen == GAME.rules.observation(m.state.clone(), seat)
        assert pickle.loads(pickle.dumps(seen)) == seen


def test_determinizing_keeps_what_the_seat_knows_and_leaves_the_observation_alone():
    m = GAME.new_match(9, 2)
    rng = Rng(9)
    for _ in range(12):
        m.apply(rng.choice(m.legal_actions()))
    seat = m.decision().seat
    seen = m.observation(seat, with_log=False)
    copy_before = pickle.loads(pickle.dumps(seen))
    deals = [GAME.rules.determinize(seen, seat, Rng(k)) for k in range(4)]
    assert seen == copy_before
    for guess in deals:
        assert guess.hands[seat] == m.state.hands[seat]
        assert GAME.rules.observation(guess, seat) == seen
        assert sorted(all_cards(guess)) == sorted(all_cards(m.state))
        assert guess.rows is not seen.part.state.rows
    assert len({tuple(g.hands[1 - seat]) for g in deals}) > 1, "hidden hands should be dealt anew"


def test_determinizing_is_refused_while_another_seat_is_choosing():
    m = GAME.new_match(4, 2)                 # seat 0 is choosing its discards
    with pytest.raises(ValueError):
        GAME.rules.determinize(m.observation(1), 1, Rng(1))
