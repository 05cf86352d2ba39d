"""The bots' evaluation settles a position by letting everyone pass (evaluation.settle). It
passes a whole round of responses at once (rules.pass_round) and judges some positions
without walking at all (evaluation.settles_unchanged); both must be the same as passing one
seat at a time, in every mode, or the bots would judge positions the rules never reach."""
from __future__ import annotations

from typing import Any

import pytest

from simulator.core.match import hash_state
from simulator.core.rng import Rng
from simulator.games.exodus import evaluation
from simulator.games.exodus.state import ExodusState
from simulator.games.registry import get_game

GAME = get_game("exodus")
RULES: Any = GAME.rules
MODES = [(2, {}), (3, {}), (4, {"teams": True})]


def _one_pass_at_a_time(st: ExodusState) -> ExodusState:
    """settle as it was first written: one action at a time, each seat asked passing."""
    st = st.clone()
    for _ in range(evaluation.LOOKAHEAD):
        if st.phase == "over" or not (st.stack or st.window is not None or st.attack is not None
                                      or st.choice is not None):
            break
        legal = RULES.legal_actions(st)
        if not legal:
            break
        RULES.apply(st, evaluation._auto(legal))
    return st


def _positions(seats: int, options: dict[str, Any], games: int = 2) -> list[ExodusState]:
    """Every position of a few seeded random games."""
    out = []
    for game in range(games):
        st = RULES.new_state(GAME.setup(200 + game, seats, **options))
        rng = Rng(game)
        while legal := RULES.legal_actions(st):
            out.append(st.clone())
            RULES.apply(st, rng.choice(legal))
    return out


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_settling_by_rounds_reaches_the_state_passing_one_seat_at_a_time_reaches(
        seats: int, options: dict[str, Any]) -> None:
    for k, st in enumerate(_positions(seats, options)):
        expected = hash_state(RULES, _one_pass_at_a_time(st))
        assert hash_state(RULES, evaluation.settle(RULES, st)) == expected, f"position {k}"
        assert hash_state(RULES, evaluation.settle(RULES, st.clone(), in_place=True)) == expected, f"position {k}"


@pytest.mark.parametrize("seats, options", MODES, ids=["1v1", "ffa3", "2v2"])
def test_a_position_judged_without_settling_has_its_settled_value(seats: int, options: dict[str, Any]) -> None:
    judged = 0
    for k, st in enumerate(_positions(seats, options)):
        if evaluation.settles_unchanged(RULES, st):
            judged += 1
            settled = _one_pass_at_a_time(st)
            for seat in range(seats):
                assert evaluation.evaluate(RULES, st, seat) == evaluation.evaluate(RULES, settled, seat), f"position {k}"
    assert judged > 0
