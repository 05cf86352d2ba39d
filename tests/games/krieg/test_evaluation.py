"""The bots' view of a Krieg position: cards kept in hand count by their strength, not
only by their number (what lets the setup discards and the choice of which card to spend
keep the strong ones)."""
from __future__ import annotations

from simulator.bots.greedy import GreedyBot
from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.games.krieg.evaluation import evaluate
from simulator.games.registry import get_game

from .helpers import CARDS, c, table


def _value_after_discarding(card: str) -> float:
    m = table(hands={0: ["Mortar", "Knight", "Calvary"], 1: ["Knight3", "Knight4"]})
    m.state.hands[0].remove(c(card))
    return evaluate(m.rules, m.state, 0)


def test_keeping_a_strong_unit_is_worth_more_than_keeping_a_weak_one():
    assert _value_after_discarding("Knight") > _value_after_discarding("Calvary") > _value_after_discarding("Mortar")


def test_a_scout_in_hand_counts_its_boost_to_two_row_mates():
    m = table(hands={0: ["Scout"], 1: ["Knight3"]})
    scout = evaluate(m.rules, m.state, 0)
    m = table(hands={0: ["Crusader"], 1: ["Knight3"]})
    plain_one = evaluate(m.rules, m.state, 0)
    assert scout > plain_one


def test_the_opponents_hand_strength_counts_against_the_seat():
    m = table(hands={0: ["Knight"], 1: ["Mortar"]})
    weak_vs_strong = evaluate(m.rules, m.state, 0)
    m = table(hands={0: ["Knight"], 1: ["Knight3"]})
    weak_vs_weak = evaluate(m.rules, m.state, 0)
    assert weak_vs_strong < weak_vs_weak


def test_the_greedy_bot_discards_its_weakest_cards_at_setup():
    game = get_game("krieg")
    m = game.new_match(11, seats=2, first_seat=0)
    bot = GreedyBot(Rng(3))
    worth = {x: (CARDS[x].strength if CARDS[x].deck == "unit" and not CARDS[x].effects else None)
             for x in m.state.hands[0]}
    units = [x for x, w in worth.items() if w is not None]
    assert len({worth[x] for x in units}) > 1, "the deal must hold units of different strengths"
    for _ in range(3):
        legal = m.legal_actions()
        action = bot.choose(game, m.observation(0), 0, legal)
        assert isinstance(action, Action)
        chosen = action.target
        # nothing kept is weaker than what went (powers and Kings are worth at least 3)
        if chosen in worth and worth[chosen] is not None:
            assert worth[chosen] <= min(worth[x] for x in units if x in m.state.hands[0])
        m.apply(action)
