"""Krieg scoring: a unit's total strength and each row's and side's totals.

The order is the rulebook's (002 Scoring The Round): base strength, "set" modifiers,
add/subtract, adjacency pairs of 2s or 3s, then row multipliers (double / halve, rounded
down, minimum one per unit).
"""
from __future__ import annotations

from .cards import Card
from .state import KriegState
from .zones import opponents


def added_strength(st: KriegState, unit: int) -> int:
    """Base strength added to a unit: its own boost (Scout, Telescope, Tower) plus what each
    attached Hex adds (Ruin's record, keyed by the Ruin card), counted only while attached."""
    return st.boosts.get(unit, 0) + sum(st.boosts.get(a, 0) for a in st.attached.get(unit, ()))


def _pre_multiplier_values(st: KriegState, cards: tuple[Card, ...], seat: int, row: int,
                           plagued: bool, exps: list[int]) -> list[int]:
    """Steps 1-4: base, set, add/subtract, adjacency.

    exps: each unit's exponent of the later multiplier step. With an odd number of equal
    2s (or 3s) one unit stays unpaired; since "unit cards may be rearranged within a row
    at any time" (002 Playing Field), the row's owner pairs them to their best: the unit
    left out is one whose doubling would add the least after its multipliers (a unit
    halved by Fortress), so the order of a row never changes its score."""
    units = st.rows[seat][row]
    count = len(units)
    famine = 0
    for u in units:
        for a in st.attached.get(u, ()):
            famine += (cards[a].attach or {}).get("row_add", 0)
    values = []
    for u in units:
        v = 1 if plagued else cards[u].strength
        v += added_strength(st, u) + famine
        for a in st.attached.get(u, ()):
            v += (cards[a].attach or {}).get("add_row_count", 0) * count
        values.append(v if v > 0 else 0)
    for pair_value in (2, 3):
        idx = [i for i, v in enumerate(values) if v == pair_value]
        if len(idx) % 2:
            gain = [_apply_multiplier(pair_value * 2, exps[i]) - _apply_multiplier(pair_value, exps[i]) for i in idx]
            idx.pop(min(range(len(idx)), key=lambda k: (gain[k], -k)))
        for i in idx:
            values[i] = pair_value * 2
    return values


def _row_exponents(st: KriegState, seat: int) -> list[int]:
    """Net doublings per row for `seat` from active weather, King halvings and its King."""
    exp = [0, 0, 0]
    for _card, effect, row, waiting in st.weather:
        if waiting:
            continue
        if effect == "halve":
            exp[row] -= 1
        elif effect == "double":
            exp[row] += 1
    for _king, row in st.king_halves:
        exp[row] -= 1
    if st.kings[seat] >= 0:
        exp[st.king_rows[seat]] += 1
    return exp


def _plagued_rows(st: KriegState) -> tuple[bool, bool, bool]:
    rows = [False, False, False]
    for _card, effect, row, waiting in st.weather:
        if effect == "plague" and not waiting:
            rows[row] = True
    return rows[0], rows[1], rows[2]


def _apply_multiplier(value: int, exponent: int) -> int:
    value = value << exponent if exponent >= 0 else value >> -exponent
    return value if value > 1 else 1


def _strengths_with(st: KriegState, cards: tuple[Card, ...], seat: int, exp: list[int],
                    plagued: tuple[bool, bool, bool]) -> list[list[int]]:
    out = []
    for row in range(3):
        units = st.rows[seat][row]
        exps = []
        for u in units:
            e = exp[row]
            for a in st.attached.get(u, ()):
                if (cards[a].attach or {}).get("halve"):
                    e -= 1
            exps.append(e)
        values = _pre_multiplier_values(st, cards, seat, row, plagued[row], exps)
        row_out = [_apply_multiplier(v, e) for v, e in zip(values, exps)]
        out.append(row_out)
    return out


def _strongest(totals: list[int]) -> int:
    """The strongest row; ties go to the first of Melee, Range, Siege (Burden's notes)."""
    return max(range(3), key=lambda r: (totals[r], -r))


def unit_strengths(st: KriegState, cards: tuple[Card, ...], seat: int,
                   round_end: bool = True) -> list[list[int]]:
    """Each unit's total strength on `seat`'s side, row by row, aligned with st.rows[seat].

    round_end: count Burden, which doubles a row only "At the end of the round" (its text).
    """
    plagued = _plagued_rows(st)
    burdens = st.burdens if round_end else []
    exps = [_row_exponents(st, s) for s in range(st.n)] if burdens else None
    exp = exps[seat] if exps else _row_exponents(st, seat)
    if burdens:
        assert exps is not None
        exp = exp[:]
        for _card, owner, stage in burdens:
            targets = opponents(st, owner) if stage == 0 else [owner]
            if seat in targets:
                base = _strengths_with(st, cards, seat, exps[seat], plagued)
                exp[_strongest([sum(r) for r in base])] += 1
    return _strengths_with(st, cards, seat, exp, plagued)


def row_totals(st: KriegState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """Melee, Range and Siege totals of one side."""
    return [sum(r) for r in unit_strengths(st, cards, seat)]


def side_total(st: KriegState, cards: tuple[Card, ...], seat: int) -> int:
    """A side's total strength: what it scores if the round ended now."""
    return sum(sum(r) for r in unit_strengths(st, cards, seat))


def unit_strength(st: KriegState, cards: tuple[Card, ...], unit: int) -> int:
    """One unit's total strength now, before any round-end Burden (0 if it is not on the field)."""
    for seat in range(st.n):
        for row, units in enumerate(st.rows[seat]):
            if unit in units:
                return unit_strengths(st, cards, seat, round_end=False)[row][units.index(unit)]
    return 0


# -- explaining one unit's number (the table's hover text; scoring above is unchanged) -----
# A step: (kind, source card or -1, amount). Kinds, in the rulebook's order:
#   "base" (printed strength), "plague" (set to 1 by that weather), "boost" (added base
#   strength; source -1 when the state does not record it), "row_add" (an attachment in
#   the row adds to every unit), "row_count" (an attachment adds per unit in the row),
#   "floor" (below 0 counts as 0), "pair" (doubled, paired with the source unit),
#   "unpaired" (an odd one out of equal 2s or 3s), then multipliers: "double" / "halve"
#   (weather), "king" (its King doubles the row), "king_halve", "attached_halve"
#   (Fortress), "burden" (the strongest row doubled at round end), "min1" (at least 1),
#   and last "result".
Step = tuple[str, int, int]


def strength_steps(st: KriegState, cards: tuple[Card, ...], unit: int, round_end: bool = True) -> list[Step]:
    """How `unit`'s strength comes about, step by step (see Step); [] when it is not on the
    field. The "result" step equals unit_strengths(st, cards, seat, round_end) for it."""
    for seat in range(st.n):
        for row, units in enumerate(st.rows[seat]):
            if unit in units:
                return _steps(st, cards, seat, row, units.index(unit), round_end)
    return []


def _steps(st: KriegState, cards: tuple[Card, ...], seat: int, row: int, at: int, round_end: bool) -> list[Step]:
    units = st.rows[seat][row]
    u = units[at]
    steps: list[Step] = []
    plagued = _plagued_rows(st)
    # multipliers first (the unpaired unit depends on them), listed last
    mult: list[Step] = []
    for card, effect, where, waiting in st.weather:
        if not waiting and where == row and effect in ("halve", "double"):
            mult.append((effect, card, 1))
    for king, where in st.king_halves:
        if where == row:
            mult.append(("king_halve", king, 1))
    if st.kings[seat] >= 0 and st.king_rows[seat] == row:
        mult.append(("king", st.kings[seat], 1))
    if round_end and st.burdens:
        own_exp = _row_exponents(st, seat)
        for card, owner, stage in st.burdens:
            targets = opponents(st, owner) if stage == 0 else [owner]
            if seat in targets:
                base = _strengths_with(st, cards, seat, own_exp, plagued)
                if _strongest([sum(r) for r in base]) == row:
                    mult.append(("burden", card, 1))
    for a in st.attached.get(u, ()):
        if (cards[a].attach or {}).get("halve"):
            mult.append(("attached_halve", a, 1))
    up = ("double", "king", "burden")
    exponent = sum(1 if k in up else -1 for k, _, _ in mult)
    # steps 1-3 for this unit
    plague = next((c for c, e, w, waiting in st.weather if e == "plague" and not waiting and w == row), -1)
    steps.append(("base", -1, cards[u].strength))
    value = cards[u].strength
    if plagued[row]:
        steps.append(("plague", plague, 1))
        value = 1
    for a in st.attached.get(u, ()):
        part = st.boosts.get(a, 0)
        if part:
            steps.append(("boost", a, part))
    boost = st.boosts.get(u, 0)
    if boost:
        steps.append(("boost", -1, boost))
    value += added_strength(st, u)
    for mate in units:
        for a in st.attached.get(mate, ()):
            add = (cards[a].attach or {}).get("row_add", 0)
            if add:
                steps.append(("row_add", a, add))
                value += add
    for a in st.attached.get(u, ()):
        per = (cards[a].attach or {}).get("add_row_count", 0)
        if per:
            steps.append(("row_count", a, per * len(units)))
            value += per * len(units)
    if value < 0:
        steps.append(("floor", -1, 0))
        value = 0
    # step 4: pairs, exactly as _pre_multiplier_values chooses them
    row_exp = _burden_exponent(st, cards, seat, row) if round_end and st.burdens else _row_exponents(st, seat)[row]
    exps = [row_exp - sum(1 for a in st.attached.get(mate, ()) if (cards[a].attach or {}).get("halve"))
            for mate in units]
    values = _values_before_pairs(st, cards, seat, row, plagued[row])
    if value in (2, 3):
        idx = [i for i, v in enumerate(values) if v == value]
        equal = len(idx)
        if equal % 2:
            gain = [_apply_multiplier(value * 2, exps[i]) - _apply_multiplier(value, exps[i]) for i in idx]
            idx.pop(min(range(len(idx)), key=lambda k: (gain[k], -k)))
        if at in idx:
            k = idx.index(at)
            steps.append(("pair", units[idx[k ^ 1]], value))
            value *= 2
        elif equal > 1:
            steps.append(("unpaired", -1, value))
    steps += mult
    result = _apply_multiplier(value, exponent)
    shifted = value << exponent if exponent >= 0 else value >> -exponent
    if shifted < 1:
        steps.append(("min1", -1, 1))
    steps.append(("result", -1, result))
    return steps


def _burden_exponent(st: KriegState, cards: tuple[Card, ...], seat: int, row: int) -> int:
    """The row's exponent as unit_strengths counts it with round-end Burdens."""
    plagued = _plagued_rows(st)
    own_exp = _row_exponents(st, seat)
    exp = own_exp[:]
    for _card, owner, stage in st.burdens:
        targets = opponents(st, owner) if stage == 0 else [owner]
        if seat in targets:
            base = _strengths_with(st, cards, seat, own_exp, plagued)
            exp[_strongest([sum(r) for r in base])] += 1
    return exp[row]


def _values_before_pairs(st: KriegState, cards: tuple[Card, ...], seat: int, row: int, plagued: bool) -> list[int]:
    """Steps 1-3 of _pre_multiplier_values for every unit of a row."""
    units = st.rows[seat][row]
    famine = sum((cards[a].attach or {}).get("row_add", 0) for u in units for a in st.attached.get(u, ()))
    values = []
    for u in units:
        v = 1 if plagued else cards[u].strength
        v += added_strength(st, u) + famine
        for a in st.attached.get(u, ()):
            v += (cards[a].attach or {}).get("add_row_count", 0) * len(units)
        values.append(v if v > 0 else 0)
    return values
