"""Players see rules named in words, never a file name (DESIGN "The model contract";
issue 12, item 1): every game declares how its sources are named (Game.sources), and
Game.rule_in_words turns every refusal's rule into those words."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.games.registry import GAMES, get_game


def _attempts(m):
    st = m.state
    seat = m.decision().seat
    out = [Action("pass", 1 - seat), Action("pass", seat), Action("keep", seat), Action("choose", seat, choice="x"),
           Action("attack", seat, choice="site"), Action("block", seat, choice="done"), Action("nonsense", seat)]
    for s in range(m.setup.seats):
        hand = (getattr(st, "hands", None) or st.hand)[s]      # Exodus names its zones per seat
        out += [Action("play", s, card) for card in hand]
        out += [Action("play", s, card, (s + 1) % m.setup.seats, r) for card in hand for r in (0, 2)]
        out += [Action("play", s, card, None, r) for card in hand for r in range(3)]
    return out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_refusal_names_its_rule_in_words(name):
    game = get_game(name)
    assert game.sources and all(not words.endswith(".txt") for words in game.sources.values())
    seen = 0
    for seed in range(3):
        m = game.new_match(seed, seats=game.max_seats)
        rng = Rng(seed)
        for _ in range(80):
            if m.is_over:
                break
            legal = set(m.legal_actions())
            for a in _attempts(m):
                if a in legal:
                    continue
                v = m.check(a)
                assert v is not None
                words = game.rule_in_words(v.rule)
                assert words and ".txt" not in words and ".txt" not in v.reason, (a, v, words)
                seen += 1
            m.apply(rng.choice(sorted(legal, key=str)))
    assert seen > 100


def test_an_undeclared_file_name_is_never_shown():
    game = get_game("krieg")
    assert game.rule_in_words("009_0123456789abcdef.txt 3.1") == "the rules 3.1"
