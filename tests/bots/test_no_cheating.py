"""No bot reads hidden information: redealing what a seat cannot see never changes its choice.

`rules.resample_hidden` deals the opponents' hands and the decks again at random while
keeping the seat's observation; for a fixed RNG every bot must then choose the same.
"""
from __future__ import annotations

from simulator.bots import make_bot
from simulator.core.rng import Rng

from .conftest import positions

BOTS = ["random", "greedy", "easy", "search:nodes=40"]


def test_shuffling_hidden_cards_never_changes_a_bots_choice(game):
    spec, points = positions(game, seeds=(11, 12), every=4, limit=6)
    rules = spec.rules
    checked = 0
    for seed, state, seat, legal in points:
        obs = rules.observation(state, seat)
        for k in range(2):
            other = rules.resample_hidden(state, seat, Rng(seed * 100 + k))
            assert rules.observation(other, seat) == obs
            other_legal = rules.legal_actions(other)
            assert other_legal == legal
            for name in BOTS:
                here = make_bot(name, Rng(77)).choose(spec, obs, seat, legal)
                there = make_bot(name, Rng(77)).choose(spec, rules.observation(other, seat), seat,
                                                       other_legal)
                assert here == there, f"{name} changed its choice when hidden cards were redealt"
                checked += 1
    assert checked >= 40
