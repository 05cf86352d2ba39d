"""An Eternal observation shares nothing with the live state (DESIGN "The model contract":
independent by construction): editing every list, dict and attribute reachable from an
observation's part, for seats 0, 1 and None, never changes the state it was taken from,
nor the card table."""
from __future__ import annotations

from collections import Counter

from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.registry import get_game

from ..mutation import containers, vandalize

SPEC = get_game("eternal")


def test_editing_an_observation_never_reaches_the_live_state():
    rules = SPEC.rules
    cards_before = repr(rules.cards)
    covered: Counter[str] = Counter()
    decks = SPEC.deck_names
    for seed in range(4):
        m: Match = SPEC.new_match(seed, 2, f"{decks[seed % len(decks)]}/{decks[(seed + 2) % len(decks)]}",
                                  first_seat=seed % 2)
        rng = Rng(seed)
        while not m.is_over and len(m.actions) < 300:
            st = m.state
            covered["stack"] += bool(st.stack)
            covered["tasks"] += bool(st.tasks)
            covered["choice"] += st.choice is not None
            covered["attachments"] += any(i.att for i in st.info.values())
            before = m.state_hash()
            live = containers(st)
            for seat in (0, 1, None):
                seen = m.observation(seat)
                shared = [type(x).__name__ for k, x in containers(seen.part).items() if k in live]
                assert not shared, f"seat {seat} shares {shared} with the live state"
                assert vandalize(seen.part) > 0
                assert m.state_hash() == before, f"seed {seed}, action {len(m.actions)}: seat {seat}'s edits reached the state"
            m.apply(rng.choice(m.legal_actions()))
    assert repr(rules.cards) == cards_before, "editing an observation changed the card table"
    assert all(covered[k] > 0 for k in ("stack", "tasks", "choice", "attachments")), covered
