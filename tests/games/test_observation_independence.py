"""Observations are independent of the live state by construction (issue 9, item 3):
vandalizing every part of any observation, for every game, many positions, every seat and
the spectator (None), never changes the live state's hash. Observations are built only
when asked for: a game between random bots builds none."""
from __future__ import annotations

import pytest

from simulator.bots import make_bot
from simulator.core.match import Match
from simulator.core.observation import Observation
from simulator.core.playloop import play_match
from simulator.core.rng import Rng
from simulator.games.registry import game_names, get_game

from .mutation import containers, vandalize

GAMES = game_names()


def _positions(game: str, seats: int, seed: int, every: int):
    spec = get_game(game)
    match = spec.new_match(seed, seats=seats, first_seat=seed % seats)
    rng = Rng(seed)
    step = 0
    while not match.is_over:
        if step % every == 0:
            yield match
        match.apply(rng.choice(match.legal_actions()))
        step += 1
    yield match


@pytest.mark.parametrize("game", GAMES)
def test_vandalizing_any_observation_never_changes_the_live_state(game):
    spec = get_game(game)
    checked = 0
    for seats in sorted({spec.min_seats, spec.max_seats}):
        for seed in (1, 2):
            for match in _positions(game, seats, seed, every=9):
                before = match.state_hash()
                live = containers(match.state)
                for seat in [*range(seats), None]:
                    obs = match.observation(seat)
                    assert isinstance(obs, Observation) and obs.game == game and obs.seat == seat
                    shared = [type(x).__name__ for k, x in containers(obs).items() if k in live]
                    assert not shared, f"seat {seat}'s observation shares {shared} with the live state"
                    assert vandalize(obs) > 0
                    assert match.state_hash() == before, f"observation of seat {seat} reached the state"
                    checked += 1
    assert checked > 50


@pytest.mark.parametrize("game", GAMES)
def test_the_check_above_can_fail_on_an_observation_that_shares_the_state(game):
    """A deliberately leaky observation (its part holding the live state) is caught."""
    spec = get_game(game)
    match = spec.new_match(1, seats=spec.min_seats)
    before = match.state_hash()
    leaky = Observation(game, 0, spec.min_seats, None, "", None, (), match.state)
    assert containers(match.state).keys() & containers(leaky).keys()
    vandalize(leaky)
    with pytest.raises(Exception):
        assert match.state_hash() == before


@pytest.mark.parametrize("game", GAMES)
def test_the_header_is_the_same_shape_for_every_game(game):
    spec = get_game(game)
    match = spec.new_match(3, seats=spec.min_seats)
    rng = Rng(3)
    for _ in range(30):
        if match.is_over:
            break
        decision = match.decision()
        for seat in [*range(match.setup.seats), None]:
            obs = match.observation(seat)
            assert obs.seats == match.setup.seats and isinstance(obs.phase, str) and obs.phase
            assert obs.result == match.result()
            assert obs.decision is not None and obs.decision.seat == decision.seat
            assert obs.decision.prompt == decision.prompt
            if seat is not None and seat != decision.seat:
                assert obs.decision.picks == ()
            assert list(obs.log) == match.log
        match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_random_bots_never_cause_an_observation(game, monkeypatch):
    spec = get_game(game)
    match = Match(spec, spec.setup(5, spec.min_seats))

    def refuse(state, seat):
        raise AssertionError("an observation was built for a bot that never reads one")

    monkeypatch.setattr(spec.rules, "observation", refuse)
    bots = [make_bot("random", Rng(s)) for s in range(spec.min_seats)]
    play_match(spec, match, bots)
    assert match.is_over
