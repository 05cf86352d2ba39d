"""Property tests of Krieg scoring (simulator/games/krieg/scoring.py) over random boards."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.games.krieg.scoring import row_totals, side_total, unit_strengths
from simulator.games.krieg.state import KriegState, new_state

from .helpers import CARDS, IDX

UNITS = [x.index for x in CARDS if x.is_unit]
ATTACHMENTS = [IDX[i] for i in ("Famine", "Feast2", "Feast3", "Fortress", "Ruin")]
WEATHER = [IDX[i] for i in ("Frost", "Fog", "Storm", "Eclipse", "Omen", "Solstice", "Plague")]
KINGS = [IDX[i] for i in ("LionKing", "SunKing", "TerrorKing", "TraitorKing", "WinterKing")]
EFFECT = {"Frost": "halve", "Fog": "halve", "Storm": "halve", "Eclipse": "double", "Omen": "double",
          "Solstice": "double", "Plague": "plague"}
PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def boards(draw, burden: bool = True) -> KriegState:
    """A two-player field: units anywhere, boosts, attachments, weather, Kings, Burden."""
    s = new_state(2, False, 0)
    units = draw(st.lists(st.sampled_from(UNITS), unique=True, max_size=16))
    for u in units:
        s.rows[draw(st.integers(0, 1))][draw(st.integers(0, 2))].append(u)
        if draw(st.booleans()):
            s.boosts[u] = draw(st.integers(1, 15))
    if units:
        for a in draw(st.lists(st.sampled_from(ATTACHMENTS), unique=True, max_size=3)):
            s.attached.setdefault(draw(st.sampled_from(units)), []).append(a)
    for w in draw(st.lists(st.sampled_from(WEATHER), unique=True, max_size=4)):
        s.weather.append((w, EFFECT[CARDS[w].id], draw(st.integers(0, 2)), draw(st.integers(0, 1))))
    kings = draw(st.lists(st.sampled_from(KINGS), unique=True, min_size=2, max_size=2))
    for seat in range(2):
        if draw(st.booleans()):
            s.kings[seat], s.king_rows[seat] = kings[seat], draw(st.integers(0, 2))
    if draw(st.booleans()):
        s.king_halves.append((kings[0], draw(st.integers(0, 2))))
    if burden and draw(st.booleans()):
        s.burdens.append((IDX["Burden"], draw(st.integers(0, 1)), draw(st.integers(0, 1))))
    return s


# 002_551703699b856b1d.txt Scoring The Round, step 5: "with a minimum strength of one per unit"
@PROPS
@given(boards())
def test_every_unit_scores_at_least_one(s):
    for seat in range(2):
        for values in unit_strengths(s, CARDS, seat):
            assert all(v >= 1 for v in values)


# 002_551703699b856b1d.txt Winning: "After adding all units' total strengths together"
@PROPS
@given(boards())
def test_row_total_is_the_sum_of_its_unit_strengths(s):
    for seat in range(2):
        strengths = unit_strengths(s, CARDS, seat)
        assert [len(r) for r in strengths] == [len(r) for r in s.rows[seat]]
        assert row_totals(s, CARDS, seat) == [sum(r) for r in strengths]
        assert side_total(s, CARDS, seat) == sum(map(sum, strengths))


# 002_551703699b856b1d.txt Playing Field: "unit cards may be rearranged within a row at any time"
@PROPS
@given(boards(), st.randoms(use_true_random=False))
def test_rearranging_units_within_a_row_changes_nothing(s, rnd: random.Random):
    before = [row_totals(s, CARDS, seat) for seat in range(2)]
    multisets = [[sorted(r) for r in unit_strengths(s, CARDS, seat)] for seat in range(2)]
    for side in s.rows:
        for r in side:
            rnd.shuffle(r)
    assert [row_totals(s, CARDS, seat) for seat in range(2)] == before
    assert [[sorted(r) for r in unit_strengths(s, CARDS, seat)] for seat in range(2)] == multisets


# 002_551703699b856b1d.txt Scoring The Round: each row is scored on its own (no Burden, which picks a row)
@PROPS
@given(boards(burden=False), st.integers(0, 1), st.integers(0, 2))
def test_adding_a_unit_to_one_row_leaves_every_other_row_unchanged(s, seat, r):
    placed = {u for side in s.rows for row in side for u in row}
    spare = [u for u in UNITS if u not in placed]
    before = [row_totals(s, CARDS, x) for x in range(2)]
    s.rows[seat][r].append(spare[0])
    after = [row_totals(s, CARDS, x) for x in range(2)]
    for x in range(2):
        for y in range(3):
            if (x, y) != (seat, r):
                assert after[x][y] == before[x][y]
    assert after[seat][r] >= 1


# 002_551703699b856b1d.txt Powers: King - doubling one of your rows never lowers it, and touches no other row
@PROPS
@given(boards(burden=False), st.integers(0, 2))
def test_king_doubling_never_lowers_a_row(s, r):
    s.kings[0] = -1
    before = [row_totals(s, CARDS, x) for x in range(2)]
    s.kings[0], s.king_rows[0] = IDX["SunKing"], r
    after = [row_totals(s, CARDS, x) for x in range(2)]
    assert after[0][r] >= before[0][r]
    assert [after[0][y] for y in range(3) if y != r] == [before[0][y] for y in range(3) if y != r]
    assert after[1] == before[1]


# 002_551703699b856b1d.txt Powers: Weather - halving never raises a row, and every row of that kind is hit
@PROPS
@given(boards(burden=False), st.integers(0, 2))
def test_halving_weather_never_raises_a_row(s, r):
    before = [row_totals(s, CARDS, x) for x in range(2)]
    s.weather.append((IDX["Frost"], "halve", r, 0))   # scoring reads the effect, not the card
    after = [row_totals(s, CARDS, x) for x in range(2)]
    for x in range(2):
        assert after[x][r] <= before[x][r]
        assert after[x][r] >= len(s.rows[x][r])   # still one per unit
        assert [after[x][y] for y in range(3) if y != r] == [before[x][y] for y in range(3) if y != r]


# 002_551703699b856b1d.txt Adjacency: pairs of equal 2s or 3s double; a third one does not
@PROPS
@given(st.integers(0, 6), st.integers(0, 6), st.sampled_from([0, 1, 2]))
def test_adjacency_pairs_count(twos, threes, r):
    s = new_state(2, False, 0)
    two = [u for u in UNITS if CARDS[u].strength == 2 and r in CARDS[u].rows]
    three = [u for u in UNITS if CARDS[u].strength == 3 and r in CARDS[u].rows]
    twos, threes = min(twos, len(two)), min(threes, len(three))
    s.rows[0][r] = two[:twos] + three[:threes]
    expect = 4 * (twos // 2 * 2) + 2 * (twos % 2) + 6 * (threes // 2 * 2) + 3 * (threes % 2)
    assert row_totals(s, CARDS, 0)[r] == expect


# Scoring is a pure function of the state: it never changes the state it reads
@PROPS
@given(boards())
def test_scoring_does_not_change_the_state(s):
    before = s.to_json()
    for seat in range(2):
        unit_strengths(s, CARDS, seat)
        side_total(s, CARDS, seat)
    assert s.to_json() == before
