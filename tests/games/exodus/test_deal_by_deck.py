"""A deal of the hidden cards keeps each where its deck puts it (DESIGN, Exodus's basic turn:
the Main Deck holds creatures and symmetries, the Energy Deck energy; the Draw Phase says how
many cards come from each). A deal from one pool per seat put energy into the opponents'
Main Decks and creatures into the places of the energy they held."""
from __future__ import annotations

from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.exodus import GAME

from .helpers import RULES


def _midgame(seed: int, steps: int = 80) -> Match:
    m = Match(GAME, GAME.setup(seed))
    rng = Rng(seed)
    for _ in range(steps):
        if m.decision() is None:
            break
        m.apply(rng.choice(m.legal_actions()))
    return m


def _energy(st, c) -> bool:
    return RULES.cards[st.kinds[c]].is_energy


def test_a_deal_puts_no_energy_in_a_main_deck_and_keeps_each_hands_energy():
    checked = 0
    for seed in range(6):
        m = _midgame(seed)
        truth = m.state
        deal = RULES.determinizer(m.observation(0, with_log=False), 0)
        for k in range(5):
            dealt = deal(Rng(k))
            for s in range(truth.n):
                assert not any(_energy(dealt, c) for c in dealt.main[s])
                assert [_energy(dealt, c) for c in dealt.hand[s]] == [_energy(truth, c) for c in truth.hand[s]]
            checked += len(truth.hand[1])
    assert checked > 20


def test_resampling_the_hidden_cards_keeps_them_in_their_decks_too():
    for seed in range(4):
        truth = _midgame(seed).state
        other = RULES.resample_hidden(truth, 0, Rng(seed))
        assert [_energy(other, c) for c in other.hand[1]] == [_energy(truth, c) for c in truth.hand[1]]
        assert not any(_energy(other, c) for c in other.main[1])


def test_which_hidden_cards_are_energy_is_all_the_view_tells_of_them():
    m = _midgame(3)
    truth = m.state
    view = m.observation(0, with_log=False).part
    hidden_energy = {c for c in truth.hand[1] if _energy(truth, c)}
    assert hidden_energy and view.energy == frozenset(hidden_energy)
    assert all(view.state.kinds[c] == -1 for c in truth.hand[1])   # the kinds stay hidden
