"""Match: legal actions, reasons for refusals, untouched state on refusal, undo, hashes."""
import pytest

from simulator.core.actions import Action, IllegalAction
from simulator.core.match import canonical_json
from simulator.games.registry import UnknownGame, get_game


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame, match="known: krieg"):
        get_game("chess")


def test_check_accepts_every_legal_action():
    match = get_game("krieg").new_match(5)
    for action in match.legal_actions():
        assert match.check(action) is None


def test_refusal_has_a_reason_and_a_rule_and_changes_nothing():
    match = get_game("krieg").new_match(5)
    before = match.state_hash()
    bad = Action("play", 0, card=9999, choice=0)
    violation = match.check(bad)
    assert violation is not None and violation.reason and violation.rule
    with pytest.raises(IllegalAction) as err:
        match.apply(bad)
    assert err.value.violation == violation
    assert match.state_hash() == before and match.actions == []


def test_decision_names_who_must_act():
    match = get_game("krieg").new_match(5)
    decision = match.decision()
    assert decision is not None and decision.seat == 0 and decision.prompt


def test_canonical_json_is_order_independent():
    assert canonical_json({"b": 1, "a": [1, 2]}) == canonical_json({"a": [1, 2], "b": 1})


def test_undo_of_nothing_is_harmless():
    match = get_game("krieg").new_match(5)
    assert match.undo() is None


def test_editing_an_observation_never_changes_the_game():
    match = get_game("krieg").new_match(5)
    before = match.state_hash()
    seen = match.observation(0)
    seen["rows"][0][0].append(1)
    seen["choice"]["options"].clear()
    assert match.state_hash() == before
