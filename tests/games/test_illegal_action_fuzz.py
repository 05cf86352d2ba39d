"""Conformance, the illegal-action section: random malformed and illegal actions against
random positions of every game at every table shape (1v1, free-for-all, two teams of two).

Each action is built from the position's own legal actions with one field spoilt (an id out
of range or not a card, another kind, another seat, an odd choice) or from nothing at all
(wrong kinds, wrong types); every one the game refuses must come with a Violation giving a
reason and a rule, Match.apply must raise IllegalAction, and the state hash must not move.
The default slice is quick; `pytest -m fuzz` runs many games per table (issue 32).
"""
from __future__ import annotations

from typing import Any

import pytest

from simulator.core.actions import Action, IllegalAction
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.registry import get_game

from .test_conformance import GAME_TABLE_IDS, GAME_TABLES

JUNK_KINDS = ("", "bogus", "pass", "end_phase", "choose", "play", "attack", "activate", "draw", "concede")
JUNK_CHOICES: tuple[Any, ...] = ("", "done", "new", "awaken", "stop", "yes", "x" * 40, -1, -7, 10**9, 2**63)
WRONG_TYPES: tuple[Any, ...] = (
    Action("pass", True), Action("pass", 0, 1.0), Action("pass", 0, "1"),  # type: ignore[arg-type]
    Action("pass", 0, None, None, [1]), ("pass", 0), None)  # type: ignore[arg-type]


def _some_id(rng: Rng, cards: int) -> int | None:
    """A card field: out of range, negative, huge, or an id of the game (maybe the wrong one)."""
    pick = rng.below(7)
    if pick == 0:
        return None
    if pick == 1:
        return -1 - rng.below(6)
    if pick == 2:
        return cards + rng.below(40)
    if pick == 3:
        return 10**12
    return rng.below(max(cards, 1))


def _some_choice(rng: Rng) -> Any:
    return None if rng.below(3) == 0 else rng.below(8) if rng.below(2) else rng.choice(JUNK_CHOICES)


def malformed_action(rng: Rng, match: Match, cards: int) -> Any:
    """One malformed or (most likely) illegal action for the position."""
    seats = match.setup.seats
    decision = match.decision()
    seat = decision.seat if decision is not None else 0
    legal = match.legal_actions()
    way = rng.below(8)
    if legal and way < 5:                                   # a legal action with one field spoilt
        a = rng.choice(legal)
        if way == 0:
            return Action(a.kind, rng.choice([s for s in range(-2, seats + 2) if s != a.seat]), a.card, a.target,
                          a.choice)
        if way == 1:
            return Action(a.kind, a.seat, _some_id(rng, cards), a.target, a.choice)
        if way == 2:
            return Action(a.kind, a.seat, a.card, _some_id(rng, cards), a.choice)
        if way == 3:
            return Action(a.kind, a.seat, a.card, a.target, _some_choice(rng))
        return Action(rng.choice([k for k in JUNK_KINDS if k != a.kind]), a.seat, a.card, a.target, a.choice)
    if way == 5:                                            # wrong types (refused at the edge)
        return rng.choice(WRONG_TYPES)
    return Action(rng.choice(JUNK_KINDS), seat if rng.below(2) else rng.below(seats + 4) - 2,
                  _some_id(rng, cards), _some_id(rng, cards), _some_choice(rng))


def _card_count(match: Match) -> int:
    return len(match.rules.card_instances(match.state))


def fuzz(game: str, shape: tuple[int, dict], seeds: range, positions: int, tries: int) -> int:
    """Play `seeds` random games at a table shape; at each of the first `positions` positions
    try `tries` malformed actions; return how many were refused (all checked)."""
    spec = get_game(game)
    seats, options = shape
    refused = 0
    for seed in seeds:
        rng = Rng(seed * 7919 + seats)
        decks = spec.deck_names
        deck = "/".join(rng.choice(decks) for _ in range(seats)) if len(decks) > 1 else None
        match = spec.new_match(seed, seats=seats, deck=deck, first_seat=seed % seats, **options)
        cards = _card_count(match)
        for _ in range(positions):
            if match.is_over:
                break
            before = match.state_hash()
            for _ in range(tries):
                a = malformed_action(rng, match, cards)
                violation = match.check(a)
                if violation is None:
                    continue                                # legal after all (or a concession): not applied
                assert isinstance(violation.reason, str) and violation.reason.strip(), f"{a}: no reason"
                assert isinstance(violation.rule, str) and violation.rule.strip(), f"{a}: no rule"
                with pytest.raises(IllegalAction):
                    match.apply(a)
                assert match.state_hash() == before, f"refusing {a} changed the state"
                refused += 1
            match.apply(rng.choice(match.legal_actions()))   # no legal action raises
    return refused


@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
def test_malformed_actions_are_refused_with_a_reason_and_change_nothing(game, shape):
    refused = fuzz(game, shape, range(2), positions=100, tries=8)
    assert refused > 500, "too few refusals: the test could not fail"


@pytest.mark.fuzz
@pytest.mark.parametrize("game, shape", GAME_TABLES, ids=GAME_TABLE_IDS)
def test_many_malformed_actions_over_many_games(game, shape):
    """The long run: whole games (up to 3,000 positions) of 20 seeds, 12 tries a position."""
    assert fuzz(game, shape, range(100, 120), positions=3000, tries=12) > 5_000
