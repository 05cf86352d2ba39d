"""Hovering a unit explains its strength: scoring.strength_steps lists the rulebook's steps
(002 Scoring The Round) and ends in exactly the number scoring counts; KriegTable.explain
words them with their sources."""
from __future__ import annotations

from simulator.core.rng import Rng
from simulator.games.krieg import GAME
from simulator.games.krieg.scoring import strength_steps, unit_strengths
from simulator.games.krieg.table import KriegTable

from .helpers import IDX, MELEE, RANGE, table


def _shown(m) -> KriegTable:
    t = GAME.table()
    assert isinstance(t, KriegTable)
    t.scene(m.observation(0))
    return t


def test_the_steps_end_in_the_strength_scoring_counts_in_seeded_games():
    kinds: set[str] = set()
    for seats in (2, 3, 4):
        for seed in range(6):
            m = GAME.new_match(seed, seats)
            rng = Rng(seed)
            while not m.is_over:
                st, cards = m.state, m.rules.cards
                for s in range(st.n):
                    for round_end in (True, False):
                        values = unit_strengths(st, cards, s, round_end)
                        for r in range(3):
                            for i, u in enumerate(st.rows[s][r]):
                                steps = strength_steps(st, cards, u, round_end)
                                kinds.update(k for k, _, _ in steps)
                                assert steps[0][0] == "base" and steps[-1][0] == "result"
                                assert steps[-1][2] == values[r][i], (steps, values[r][i])
                m.apply(rng.choice(m.legal_actions()))
    assert {"pair", "halve", "king"} <= kinds


def test_three_equal_twos_under_frost_explain_2_2_1():
    m = table(rows={(0, MELEE): ["Knight", "Knight3", "Knight4"]}, weather=[("Frost", "halve", MELEE, 0)])
    t = _shown(m)
    shown = [t.explain(IDX[k]) for k in ("Knight", "Knight3", "Knight4")]
    assert sorted(lines[-1] for lines in shown) == ["= 1", "= 2", "= 2"]
    for lines in shown:
        assert lines[0] == "Base 2"
        assert "Row halved by Frost ÷2" in lines
    paired = [lines for lines in shown if lines[-1] == "= 2"]
    assert all(any(line.startswith("Pair of 2s with Knight") for line in lines) for lines in paired)
    alone = next(lines for lines in shown if lines[-1] == "= 1")
    assert "Unpaired 2 (odd number of 2s)" in alone


def test_a_king_and_an_attachment_are_named_as_sources():
    m = table(rows={(0, RANGE): ["Grenadier"]}, kings={0: ("LionKing", RANGE)}, attached={"Grenadier": ["Fortress"]})
    lines = _shown(m).explain(IDX["Grenadier"])
    assert lines[0] == "Base 4"
    assert "King Lion ×2" in lines and "Halved by Fortress ÷2" in lines
    assert lines[-1] == "= 4"


def test_an_unchanged_unit_and_a_card_in_hand_have_nothing_to_explain():
    m = table(rows={(0, RANGE): ["Grenadier"]}, hands={0: ["Knight"]})
    t = _shown(m)
    assert t.explain(IDX["Grenadier"]) == [] and t.explain(IDX["Knight"]) == []
