"""Action values: small, frozen, hashable, JSON round-trip, clear errors on bad input."""
import pytest

from simulator.core.actions import Action, IllegalAction, Violation


def test_action_round_trips_through_json():
    a = Action("play", 1, card=17, target=0, choice=2)
    assert Action.from_json(a.to_json()) == a
    assert Action.from_json(Action("pass", 0).to_json()) == Action("pass", 0)


def test_actions_are_hashable_values():
    assert {Action("pass", 0), Action("pass", 0)} == {Action("pass", 0)}


@pytest.mark.parametrize("data, words", [
    ([1, 2], "must be an object"),
    ({"kind": "play"}, "integer 'seat'"),
    ({"seat": 0}, "'kind'"),
    ({"kind": "play", "seat": 0, "card": "x"}, "'card' must be an integer"),
    ({"kind": "play", "seat": 0, "bogus": 1}, "unknown field"),
    ({"kind": "play", "seat": True}, "integer 'seat'"),
    ({"kind": "play", "seat": 0, "choice": [1]}, "'choice'"),
])
def test_malformed_action_json_names_the_problem(data, words):
    with pytest.raises(ValueError, match=words):
        Action.from_json(data)


def test_illegal_action_carries_its_violation():
    v = Violation("Costs 3 power, you have 2", "Eternal 1.3")
    err = IllegalAction(v)
    assert err.violation is v and "Eternal 1.3" in str(err)
