"""Conformance: every registered game obeys the model contract of DESIGN.md.

Random and greedy self-play without errors, the game's invariants (zone capacities, no
negative resources, no card in two places) holding after every action; a JSON round trip
of the state at every step; replay determinism; card conservation; observations that never show another
seat's hand or the deck order; refused actions that leave the state untouched.
"""
from __future__ import annotations

import dataclasses
import json
from collections import Counter
from types import MappingProxyType

import pytest

from simulator.bots import make_bot
from simulator.core.actions import Action, IllegalAction
from simulator.core.match import Match, hash_state
from simulator.core.playloop import play_match
from simulator.core.rng import Rng
from simulator.games.registry import game_names, get_game

GAMES = game_names()


def _seat_counts(spec) -> list[int]:
    return sorted({spec.min_seats, spec.max_seats})


def tables(spec) -> list[tuple[int, dict]]:
    """Every shape of table a game is run at here: its fewest and its most seats (each for
    itself: 1v1, free-for-all) and, where the game has teams, two teams of two."""
    shapes: list[tuple[int, dict]] = [(n, {}) for n in _seat_counts(spec)]
    if spec.supports_teams and spec.max_seats >= 4 and "teams" in spec.option_names:
        shapes.append((4, {"teams": True}))
    return shapes


def table_id(shape: tuple[int, dict]) -> str:
    """A test id for a table shape: "2", "4", "4-teams"."""
    seats, options = shape
    return f"{seats}-teams" if options.get("teams") else str(seats)


GAME_TABLES = [(game, shape) for game in GAMES for shape in tables(get_game(game))]
GAME_TABLE_IDS = [f"{game}-{table_id(shape)}" for game, shape in GAME_TABLES]


def _play(spec, seed: int, seats: int, bots: list[str], on_step=None, options: dict | None = None) -> Match:
    """A game between bots through the one play loop (simulator/core/playloop.py)."""
    match = spec.new_match(seed, seats=seats, first_seat=seed % seats, **(options or {}))
    players = [make_bot(bots[s % len(bots)], Rng(seed * 31 + s)) for s in range(seats)]

    def step(m: Match) -> None:
        assert m.is_over or m.legal_actions(), "a pending decision must offer at least one action"
        wrong = m.rules.invariants(m.state)
        assert not wrong, f"after step {len(m.actions)} ({m.actions[-1]}): {'; '.join(wrong)}"
        if on_step:
            on_step(m)

    return play_match(spec, match, players, max_actions=5000, on_step=step)


@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
@pytest.mark.parametrize("bots", [["random", "random"], ["greedy", "random"], ["greedy", "greedy"]])
def test_self_play_finishes_without_errors(game, shape, bots):
    spec = get_game(game)
    seats, options = shape
    for seed in range(3):
        match = _play(spec, seed, seats, bots, options=options)
        result = match.result()
        assert result is not None and match.decision() is None
        assert all(0 <= w < seats for w in result.winners)


@pytest.mark.parametrize("game", GAMES)
def test_state_round_trips_through_json_at_every_step(game):
    spec = get_game(game)
    rules = spec.rules

    def check(match: Match) -> None:
        data = json.loads(json.dumps(rules.to_json(match.state)))
        again = rules.from_json(data)
        assert rules.to_json(again) == data
        assert hash_state(rules, again) == match.state_hash()
        assert hash_state(rules, rules.clone(match.state)) == match.state_hash()

    for seed in range(2):
        _play(spec, seed, spec.min_seats, ["random"], check)


@pytest.mark.parametrize("game", GAMES)
def test_replaying_the_actions_gives_the_same_state_hash_at_every_step(game):
    spec = get_game(game)
    hashes: list[str] = []
    played = _play(spec, 7, spec.min_seats, ["greedy", "random"], lambda m: hashes.append(m.state_hash()))
    again = Match(spec, played.setup)
    for action, expected in zip(played.actions, hashes):
        again.apply(action)
        assert again.state_hash() == expected
    assert again.result() == played.result()


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_and_actions_give_the_same_hash(game):
    spec = get_game(game)
    a = spec.new_match(11, seats=spec.min_seats)
    b = spec.new_match(11, seats=spec.min_seats)
    c = spec.new_match(12, seats=spec.min_seats)
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()


@pytest.mark.parametrize("game", GAMES)
def test_cards_are_conserved_at_every_step(game):
    spec = get_game(game)
    rules = spec.rules
    start = spec.new_match(3, seats=spec.max_seats)
    expected = Counter(rules.card_instances(start.state))
    assert all(n == 1 for n in expected.values()), "a card instance is in two places at setup"

    def check(match: Match) -> None:
        assert Counter(rules.card_instances(match.state)) == expected

    for seed in range(3):
        _play(spec, seed, spec.max_seats, ["random"], check)


@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
def test_observation_never_depends_on_hidden_cards(game, shape):
    """Dealing every hidden card again must not change what a seat observes, in any field."""
    spec = get_game(game)
    seats, options = shape
    rules = spec.rules
    rng = Rng(99)
    differed = Counter()

    def check(match: Match) -> None:
        for seat in range(match.setup.seats):
            seen = rules.observation(match.state, seat)
            other = rules.resample_hidden(match.state, seat, rng)
            if hash_state(rules, other) != match.state_hash():
                differed["resampled"] += 1
            again = rules.observation(other, seat)
            assert again == seen
            assert everything(again) == everything(seen), "a field left out of == differs"

    for seed in range(2 if seats == spec.min_seats else 1):     # (a bigger table: longer games)
        _play(spec, seed, seats, ["random"], check, options)
    assert differed["resampled"] > 0, "resampling never changed anything: the test could not fail"


def everything(value, depth: int = 0):
    """`value` as plain data with every field it holds, the ones a dataclass leaves out of
    == (compare=False) too: a seat can read all it receives, caches included."""
    assert depth < 60, "too deep"
    if value is None or isinstance(value, (bool, int, float, str, bytes)):
        return value
    if isinstance(value, (list, tuple)):
        return [everything(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((everything(v, depth + 1) for v in value), key=repr)
    if isinstance(value, (dict, MappingProxyType)):
        return sorted(((repr(k), everything(v, depth + 1)) for k, v in value.items()), key=lambda kv: kv[0])
    if dataclasses.is_dataclass(value):
        names = [f.name for f in dataclasses.fields(value)]
    else:
        names = [n for c in type(value).__mro__ for n in getattr(c, "__slots__", ())] + sorted(
            getattr(value, "__dict__", {}))
    return [type(value).__name__] + [(n, everything(getattr(value, n), depth + 1))
                                     for n in dict.fromkeys(names) if hasattr(value, n)]


@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
def test_determinized_states_agree_with_the_observation(game, shape):
    spec = get_game(game)
    seats, options = shape
    rules = spec.rules
    rng = Rng(5)

    def check(match: Match) -> None:
        decision = match.decision()
        seat = decision.seat if decision is not None else 0
        seen = rules.observation(match.state, seat)
        guesses = [rules.determinize(seen, seat, rng)]
        make = spec.capabilities.determinizer   # the optional fast form for many deals
        if make is not None:
            deal = make(seen, seat)
            guesses += [deal(rng), deal(rng)]
        for guess in guesses:
            assert rules.observation(guess, seat) == seen
            assert Counter(rules.card_instances(guess)) == Counter(rules.card_instances(match.state))
            fresh = rules.from_json(json.loads(json.dumps(rules.to_json(guess))))   # (no caches kept)
            assert rules.legal_actions(guess) == rules.legal_actions(fresh), "the deal kept another list"

    _play(spec, 4, seats, ["random"], check, options)


@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
def test_refused_action_leaves_the_state_untouched(game, shape):
    spec = get_game(game)
    seats, options = shape
    match = spec.new_match(1, seats=seats, **options)
    rng = Rng(3)
    for _ in range(60):
        if match.is_over:
            break
        before = match.state_hash()
        wrong_seat = (match.decision().seat + 1) % match.setup.seats
        bad = Action("pass", wrong_seat)
        violation = match.check(bad)
        assert violation is not None and violation.reason and violation.rule
        with pytest.raises(IllegalAction):
            match.apply(bad)
        assert match.state_hash() == before
        match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_undo_restores_the_previous_state(game):
    spec = get_game(game)
    match = spec.new_match(2, seats=spec.min_seats)
    rng = Rng(8)
    for _ in range(25):
        before = match.state_hash()
        match.apply(rng.choice(match.legal_actions()))
        match.undo()
        assert match.state_hash() == before
        match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_the_invariant_check_can_fail(game):
    """A state with a card put in a second place is reported (the check above is not empty)."""
    spec = get_game(game)
    match = spec.new_match(1, seats=spec.min_seats)
    assert match.rules.invariants(match.state) == []
    broken = match.rules.clone(match.state)
    hands = getattr(broken, "hands", None) or broken.hand          # Exodus names its zones per seat
    decks = getattr(broken, "decks", None) or broken.main
    hands[0].append(hands[1][0] if hands[1] else decks[0][0])
    assert match.rules.invariants(broken)


@pytest.mark.parametrize("game", [g for g in GAMES if get_game(g).capabilities.quiet_apply is not None])
def test_quiet_apply_changes_the_state_exactly_as_apply_does(game):
    """Capabilities.quiet_apply (the search bot's moves on its copies) writes no log but must
    leave every state exactly as Rules.apply does, at every step, at every table size."""
    spec = get_game(game)
    rules, quiet = spec.rules, spec.capabilities.quiet_apply
    for seats in _seat_counts(spec):
        for seed in range(3):
            state = spec.new_match(seed, seats=seats).state
            rng = Rng(seed + 40)
            while rules.decision(state) is not None:
                action = rng.choice(rules.legal_actions(state))
                copy = rules.clone(state)
                quiet(copy, action)
                rules.apply(state, action)
                assert hash_state(rules, copy) == hash_state(rules, state), f"after {action}"
