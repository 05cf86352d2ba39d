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


def test_an_action_with_a_float_bool_or_string_seat_or_card_is_refused_with_a_reason():
    """issue 9: Action(seat=1.0) compared equal to a legal action and was applied part-way."""
    match = get_game("krieg").new_match(5)
    legal = match.legal_actions()[0]
    before = match.state_hash()
    for bad in (Action(legal.kind, float(legal.seat), legal.card, legal.target, legal.choice),
                Action(legal.kind, bool(legal.seat), legal.card, legal.target, legal.choice),
                Action(legal.kind, str(legal.seat), legal.card, legal.target, legal.choice),
                Action(legal.kind, legal.seat, float(legal.card or 0), legal.target, legal.choice),
                Action(legal.kind, legal.seat, legal.card, True, legal.choice),
                Action(legal.kind, legal.seat, legal.card, legal.target, 1.5)):
        violation = match.check(bad)   # type: ignore[arg-type]
        assert violation is not None and "whole number" in violation.reason or "word" in violation.reason
        with pytest.raises(IllegalAction):
            match.apply(bad)
    assert match.state_hash() == before and not match.actions
