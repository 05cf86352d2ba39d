"""Hidden information (000 1.2: hands, decks and markets are hidden) and the observation
format the view reads (observe.py's docstring).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import dataclasses
import pickle
from collections import Counter

import pytest

from simulator.core.rng import Rng
from simulator.games.eternal.observe import EternalObservation, UnitView, determinize, determinizer, observation
from simulator.games.eternal.state import EternalState
from simulator.games.registry import get_game

from .helpers import CARDS, find, play, table

SPEC = get_game("eternal")


def test_the_other_hand_and_both_decks_are_hidden():
    m = SPEC.new_match(3)
    seen = m.observation(0).part
    st = seen.state
    assert isinstance(seen, EternalObservation) and isinstance(st, EternalState)
    assert all(c == -1 for c in st.hands[1]) and len(st.hands[1]) == 7
    assert all(c == -1 for c in st.decks[0] + st.decks[1])
    assert all(st.kinds[c] >= 0 for c in m.state.hands[0])
    assert all(st.kinds[c] == -1 for c in m.state.hands[1])
    assert not any(c in st.info for c in m.state.hands[1] + m.state.decks[0] + m.state.decks[1])
    assert st.rng == Rng(0) and m.state.rng != Rng(0)
    assert seen.hand_counts == (7, 7) and seen.deck_counts == (68, 68)
    assert sorted(seen.unseen[1]) == sorted(m.state.hands[1] + m.state.decks[1] + m.state.markets[1])
    assert seen.unseen_cards[1] == tuple(sorted(CARDS[m.state.kinds[c]].id for c in seen.unseen[1]))


def test_instance_numbers_do_not_tell_which_card_is_which():
    """Each deck's cards are shuffled before they are numbered."""
    kinds = Counter(SPEC.new_match(seed).state.kinds[0] for seed in range(30))
    assert len(kinds) > 3


def test_a_card_returned_to_hand_stays_known():
    m = table(turn=1, hands={1: ["teleport"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 1, "teleport", s)
    seen = m.observation(1).part.state
    assert s in seen.hands[0] and seen.kinds[s] >= 0


def test_another_seats_choice_is_hidden():
    m = table(hands={0: ["crafty_yeti", "torch", "torch"]})
    play(m, 0, "torch", -2)
    play(m, 0, "crafty_yeti")
    assert m.state.choice is not None and m.state.tasks
    other = m.observation(1).part.state
    assert other.choice["hidden"] and "options" not in other.choice and other.tasks == []
    assert other.choice["prompt"] == "Player 1 is choosing"
    assert m.observation(0).part.state.choice["options"]
    assert m.observation(1).decision.picks == ()


def test_determinized_states_look_the_same_to_the_observer():
    m = SPEC.new_match(9)
    rng = Rng(4)
    for _ in range(40):
        seat = m.decision().seat
        seen = observation(m.state, CARDS, seat)
        guess = determinize(seen, CARDS, seat, rng)
        assert observation(guess, CARDS, seat) == seen
        m.apply(rng.choice(m.legal_actions()))


def test_the_fast_determinizer_deals_the_hidden_cards_anew_each_time():
    m = SPEC.new_match(9)
    seen = observation(m.state, CARDS, 0)
    deal = determinizer(seen, CARDS, 0)
    rng = Rng(2)
    hands = set()
    for _ in range(6):
        guess = deal(rng)
        assert observation(guess, CARDS, 0) == seen
        assert [guess.kinds[c] for c in guess.hands[0]] == [m.state.kinds[c] for c in m.state.hands[0]]
        hands.add(tuple(sorted(guess.kinds[c] for c in guess.hands[1])))
    assert len(hands) > 1


def test_no_determinizing_while_another_seat_chooses():
    m = table(hands={0: ["crafty_yeti", "torch", "torch"]})
    play(m, 0, "torch", -2)
    play(m, 0, "crafty_yeti")
    with pytest.raises(ValueError):
        determinize(observation(m.state, CARDS, 1), CARDS, 1, Rng(1))


def test_the_rules_determinize_from_the_typed_part():
    m = SPEC.new_match(5)
    seen = m.observation(0)
    guess = SPEC.rules.determinize(seen, 0, Rng(3))
    assert SPEC.rules.observation(guess, 0) == m.observation(0, with_log=False)
    deal = SPEC.capabilities.determinizer(seen, 0)
    assert SPEC.rules.observation(deal(Rng(3)), 0).part == seen.part


def test_units_carry_their_numbers_for_the_view():
    m = table(boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    seen = m.observation(1).part
    u = seen.units[s]
    assert isinstance(u, UnitView)
    assert u.attack == 3 and u.health == 2 and u.damage == 0 and not u.exhausted and not u.new
    assert u.keywords == () and u.attachments == ()
    assert seen.cards[s] == "argenport_soldier"
    assert seen.night is False and seen.peek is None


def test_the_replay_view_sees_everything():
    m = SPEC.new_match(2)
    seen = m.observation(None).part
    assert seen.state == m.state and seen.state is not m.state
    assert seen.state.hands[1] == m.state.hands[1] and seen.state.rng == m.state.rng
    assert seen.unseen == ((), ()) and seen.unseen_cards == ((), ())


def test_observations_compare_by_value_and_pickle():
    m = table(boards={0: ["argenport_soldier"], 1: ["jotun_warrior"]}, hands={0: ["torch"]})
    a, b = m.observation(0), m.observation(0)
    assert a == b and a.part is not b.part and a.part.state is not b.part.state
    assert pickle.loads(pickle.dumps(a)) == a
    assert a != m.observation(1)


def test_the_part_cannot_be_changed_in_place():
    seen = SPEC.new_match(2).observation(0).part
    with pytest.raises(dataclasses.FrozenInstanceError):
        seen.night = True
    with pytest.raises(TypeError):
        seen.units[0] = None
    with pytest.raises(TypeError):
        seen.cards[0] = "x"
