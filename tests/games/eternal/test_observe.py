"""Hidden information (000 1.2: hands, decks and markets are hidden) and the observation
format the view reads (observe.py's docstring).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from collections import Counter

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.games.eternal.observe import determinize, determinizer, observation
from simulator.games.registry import get_game

from .helpers import CARDS, find, play, table

SPEC = get_game("eternal")


def test_the_other_hand_and_both_decks_are_hidden():
    m = SPEC.new_match(3)
    seen = m.observation(0)
    st = seen["state"]
    assert all(c == -1 for c in st["hands"][1]) and len(st["hands"][1]) == 7
    assert all(c == -1 for c in st["decks"][0] + st["decks"][1])
    assert all(st["kinds"][c] >= 0 for c in m.state.hands[0])
    assert all(st["kinds"][c] == -1 for c in m.state.hands[1])
    assert "rng" not in st
    assert seen["hand_counts"] == [7, 7] and seen["deck_counts"] == [68, 68]
    assert sorted(seen["unseen"][1]) == sorted(m.state.hands[1] + m.state.decks[1] + m.state.markets[1])


def test_instance_numbers_do_not_tell_which_card_is_which():
    """Each deck's cards are shuffled before they are numbered."""
    kinds = Counter(SPEC.new_match(seed).state.kinds[0] for seed in range(30))
    assert len(kinds) > 3


def test_a_card_returned_to_hand_stays_known():
    m = table(turn=1, hands={1: ["teleport"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 1, "teleport", s)
    seen = m.observation(1)["state"]
    assert s in seen["hands"][0] and seen["kinds"][s] >= 0


def test_another_seats_choice_is_hidden():
    m = table(hands={0: ["crafty_yeti", "torch", "torch"]})
    play(m, 0, "torch", -2)
    play(m, 0, "crafty_yeti")
    assert m.state.choice is not None
    other = m.observation(1)["state"]["choice"]
    assert other["hidden"] and "options" not in other
    assert m.observation(0)["state"]["choice"]["options"]


def test_determinized_states_look_the_same_to_the_observer():
    m = SPEC.new_match(9)
    rng = Rng(4)
    for _ in range(40):
        seat = m.decision().seat
        seen = m.observation(seat)
        guess = determinize(seen, CARDS, seat, rng)
        assert observation(guess, CARDS, seat) == seen
        m.apply(rng.choice(m.legal_actions()))


def test_the_fast_determinizer_deals_the_hidden_cards_anew_each_time():
    m = SPEC.new_match(9)
    seen = m.observation(0)
    deal = determinizer(seen, CARDS, 0)
    rng = Rng(2)
    hands = set()
    for _ in range(6):
        guess = deal(rng)
        assert observation(guess, CARDS, 0) == seen
        assert [guess.kinds[c] for c in guess.hands[0]] == [m.state.kinds[c] for c in m.state.hands[0]]
        hands.add(tuple(sorted(guess.kinds[c] for c in guess.hands[1])))
    assert len(hands) > 1


def test_units_carry_their_numbers_for_the_view():
    m = table(boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    seen = m.observation(1)
    u = seen["units"][str(s)]
    assert u["attack"] == 3 and u["health"] == 2 and u["damage"] == 0 and not u["exhausted"]
    assert seen["cards"][str(s)] == "argenport_soldier"
    assert set(seen) >= {"seat", "state", "cards", "units", "night", "deck_counts", "hand_counts", "market_counts",
                         "unseen", "unseen_cards", "peek"}


def test_the_replay_view_sees_everything():
    m = SPEC.new_match(2)
    seen = m.observation(None)
    assert seen["state"]["hands"][1] == m.state.hands[1] and "rng" in seen["state"]
    assert Action("pass", 0).kind == "pass"
