"""The bots' evaluation first settles a position passing every round of responses through
whole (rules.pass_through, evaluation._walk_through: nobody's plays are worked out). It
must end where passing one seat at a time ends, and leave a walk longer than LOOKAHEAD to
the walks that count each round's passes, in every mode."""
from __future__ import annotations

from typing import Any

import pytest

from simulator.core.match import hash_state
from simulator.games.exodus import evaluation

from .test_settle_by_rounds import MODES, RULES, _one_pass_at_a_time, _positions


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_passing_rounds_through_ends_where_passing_one_seat_at_a_time_ends(
        seats: int, options: dict[str, Any]) -> None:
    walked = 0
    for k, st in enumerate(_positions(seats, options)):
        if not evaluation._pending(st):
            continue
        through = st.clone()
        if evaluation._walk_through(RULES, through):
            walked += 1
            assert hash_state(RULES, through) == hash_state(RULES, _one_pass_at_a_time(st)), f"position {k}"
    assert walked > 20


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_a_walk_longer_than_the_lookahead_is_settled_as_one_seat_at_a_time_settles(
        seats: int, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(evaluation, "LOOKAHEAD", 2)     # (most walks are longer: refused, walked again)
    refused = 0
    for k, st in enumerate(_positions(seats, options)):
        if evaluation._pending(st) and not evaluation._walk_through(RULES, st.clone()):
            refused += 1
        assert hash_state(RULES, evaluation.settle(RULES, st)) == hash_state(RULES, _one_pass_at_a_time(st)), \
            f"position {k}"
    assert refused > 5
