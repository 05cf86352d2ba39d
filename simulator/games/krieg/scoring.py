"""Krieg scoring: a unit's total strength and each row's and side's totals.

The order is the rulebook's (002 Scoring The Round): base strength, "set" modifiers,
add/subtract, adjacency pairs of 2s or 3s, then row multipliers (double / halve, rounded
down, minimum one per unit).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card
from .state import KriegState
from .zones import opponents


# What scoring reads of each card, flattened once per card table (scoring runs for every
# position a search bot looks at): printed strengths, and per card what it does while
# attached: (row_add, add_row_count, halves) from its "attach" data, zeros when it has none.
# Last, a memo of the totals of bare rows (see _row_total), cleared when it grows large.
_RowKey = tuple[tuple[int, ...], bool, int]
_Facts = tuple[tuple[int, ...], tuple[tuple[int, int, bool], ...], dict[_RowKey, int]]
_FACTS: dict[int, tuple[tuple[Card, ...], _Facts]] = {}
_MEMO_LIMIT = 20_000


def _facts(cards: tuple[Card, ...]) -> _Facts:
    """The card table's _Facts (built on first use)."""
    got = _FACTS.get(id(cards))
    if got is not None and got[0] is cards:
        return got[1]
    strength = tuple(c.strength for c in cards)
    attach = tuple(((c.attach or {}).get("row_add", 0), (c.attach or {}).get("add_row_count", 0),
                    bool((c.attach or {}).get("halve"))) for c in cards)
    facts: _Facts = (strength, attach, {})
    _FACTS[id(cards)] = (cards, facts)
    return facts


def added_strength(st: KriegState, unit: int) -> int:
    """Base strength added to a unit: its own boost (Scout, Telescope, Tower) plus what each
    attached Hex adds (Ruin's record, keyed by the Ruin card), counted only while attached."""
    return st.boosts.get(unit, 0) + sum(st.boosts.get(a, 0) for a in st.attached.get(unit, ()))


def _base_values(st: KriegState, strength: tuple[int, ...], units: list[int], plagued: bool) -> list[int]:
    """Steps 1-3 for a row without attachments: base (1 under Plague) plus boosts, at least 0."""
    boosts = st.boosts
    if not boosts:
        return [1] * len(units) if plagued else [strength[u] for u in units]
    vals = [(1 if plagued else strength[u]) + boosts.get(u, 0) for u in units]
    return [v if v > 0 else 0 for v in vals]


def _pair_alike(values: list[int]) -> None:
    """Step 4 where every unit of the row has the same exponent: equal 2s (or 3s) pair up
    and double; with an odd number the last one stays unpaired (the choice in
    _pair_values, whose gains are then all equal, leaves out the last)."""
    for pair_value in (2, 3):
        if pair_value in values:
            idx = [i for i, v in enumerate(values) if v == pair_value]
            if len(idx) % 2:
                idx.pop()
            for i in idx:
                values[i] = pair_value * 2


def _pair_values(values: list[int], exps: list[int]) -> None:
    """Step 4, adjacency: equal 2s (or 3s) pair up and double, in place.

    exps: each unit's exponent of the later multiplier step. With an odd number of equal
    2s (or 3s) one unit stays unpaired; since "unit cards may be rearranged within a row
    at any time" (002 Playing Field), the row's owner pairs them to their best: the unit
    left out is one whose doubling would add the least after its multipliers (a unit
    halved by Fortress), so the order of a row never changes its score."""
    for pair_value in (2, 3):
        if pair_value not in values:
            continue
        idx = [i for i, v in enumerate(values) if v == pair_value]
        if len(idx) % 2:
            gain = [_apply_multiplier(pair_value * 2, exps[i]) - _apply_multiplier(pair_value, exps[i]) for i in idx]
            idx.pop(min(range(len(idx)), key=lambda k: (gain[k], -k)))
        for i in idx:
            values[i] = pair_value * 2


def _row_strengths(st: KriegState, facts: _Facts, units: list[int], plagued: bool, exp: int) -> list[int]:
    """Each unit's total strength in one row whose weather, Kings and Burden give `exp`
    doublings (negative: halvings): steps 1-5 of the rulebook's order."""
    strength, attach, _memo = facts
    attached = st.attached
    hosted = [attached.get(u, ()) for u in units] if attached else None
    if hosted is None or not any(hosted):
        # the common row: no attachments, so no row-wide adds and one exponent for all
        values = _base_values(st, strength, units, plagued)
        _pair_alike(values)
        return _multiplied(values, exp)
    boosts = st.boosts
    count = len(units)
    famine = 0
    for atts in hosted:
        for a in atts:
            famine += attach[a][0]
    values = []
    exps = []
    for u, atts in zip(units, hosted):
        v = (1 if plagued else strength[u]) + boosts.get(u, 0) + famine
        e = exp
        for a in atts:
            _row_add, per_unit, halves = attach[a]
            v += boosts.get(a, 0) + per_unit * count
            if halves:
                e -= 1
        values.append(v if v > 0 else 0)
        exps.append(e)
    _pair_values(values, exps)
    return [((v << e) if e >= 0 else (v >> -e)) or 1 for v, e in zip(values, exps)]   # _multiplied, per unit


def _multiplied(values: list[int], exp: int) -> list[int]:
    """Step 5 for values >= 0 with one exponent: doubled or halved, at least one each."""
    if exp >= 0:
        return [(v << exp) or 1 for v in values]
    return [(v >> -exp) or 1 for v in values]


def _row_total(st: KriegState, facts: _Facts, units: list[int], plagued: bool, exp: int) -> int:
    """sum(_row_strengths(...)).

    A row of bare units (none has an attachment or a boost) scores by its units, Plague
    and exponent alone, so its total is remembered (facts' memo)."""
    attached, boosts = st.attached, st.boosts
    if (attached and not attached.keys().isdisjoint(units)) or (boosts and not boosts.keys().isdisjoint(units)):
        return sum(_row_strengths(st, facts, units, plagued, exp))
    memo = facts[2]
    key = (tuple(units), plagued, exp)
    total = memo.get(key)
    if total is None:
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        total = memo[key] = sum(_row_strengths(st, facts, units, plagued, exp))
    return total


def _weather(st: KriegState) -> tuple[list[int], list[bool]]:
    """Per row, the net doublings from active weather and King halvings (alike for every
    seat) and whether Plague is active."""
    exp = [0, 0, 0]
    plagued = [False, False, False]
    for _card, effect, row, waiting in st.weather:
        if waiting:
            continue
        if effect == "halve":
            exp[row] -= 1
        elif effect == "double":
            exp[row] += 1
        elif effect == "plague":
            plagued[row] = True
    for _king, row in st.king_halves:
        exp[row] -= 1
    return exp, plagued


_CALM = ((0, 0, 0), (False, False, False))   # what _weather gives without weather or King halvings


def _row_exponents(st: KriegState, seat: int) -> list[int]:
    """Net doublings per row for `seat` from active weather, King halvings and its King."""
    exp = _weather(st)[0]
    if st.kings[seat] >= 0:
        exp[st.king_rows[seat]] += 1
    return exp


def _apply_multiplier(value: int, exponent: int) -> int:
    value = value << exponent if exponent >= 0 else value >> -exponent
    return value if value > 1 else 1


def _strengths_with(st: KriegState, cards: tuple[Card, ...], seat: int, exp: list[int],
                    plagued: list[bool]) -> list[list[int]]:
    facts = _facts(cards)
    rows = st.rows[seat]
    return [_row_strengths(st, facts, rows[r], plagued[r], exp[r]) for r in range(3)]


def _strongest(totals: list[int]) -> int:
    """The strongest row; ties go to the first of Melee, Range, Siege (Burden's notes)."""
    return max(range(3), key=lambda r: (totals[r], -r))


def _seat_exponents(st: KriegState, facts: _Facts, seat: int, plagued: Sequence[bool],
                    weather: Sequence[int], round_end: bool) -> list[int]:
    """`seat`'s row exponents: `weather` (from _weather), its King and, at round end,
    each Burden on it doubling its strongest row as scored without Burdens."""
    exp = list(weather)
    if st.kings[seat] >= 0:
        exp[st.king_rows[seat]] += 1
    if round_end and st.burdens:
        hits = 0
        for _card, owner, stage in st.burdens:
            targets = opponents(st, owner) if stage == 0 else [owner]
            if seat in targets:
                hits += 1
        if hits:
            rows = st.rows[seat]
            totals = [_row_total(st, facts, rows[r], plagued[r], exp[r]) if rows[r] else 0 for r in range(3)]
            exp[_strongest(totals)] += hits
    return exp


def unit_strengths(st: KriegState, cards: tuple[Card, ...], seat: int,
                   round_end: bool = True) -> list[list[int]]:
    """Each unit's total strength on `seat`'s side, row by row, aligned with st.rows[seat].

    round_end: count Burden, which doubles a row only "At the end of the round" (its text).
    """
    facts = _facts(cards)
    weather, plagued = _weather(st)
    exp = _seat_exponents(st, facts, seat, plagued, weather, round_end)
    rows = st.rows[seat]
    return [_row_strengths(st, facts, rows[r], plagued[r], exp[r]) for r in range(3)]


def row_totals(st: KriegState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """Melee, Range and Siege totals of one side."""
    facts = _facts(cards)
    weather, plagued = _weather(st)
    exp = _seat_exponents(st, facts, seat, plagued, weather, True)
    rows = st.rows[seat]
    return [_row_total(st, facts, rows[r], plagued[r], exp[r]) if rows[r] else 0 for r in range(3)]


def side_totals(st: KriegState, cards: tuple[Card, ...], seats: Iterable[int]) -> list[int]:
    """side_total of each of `seats`, sharing the work that is alike for every side (the
    search bot's evaluation asks for every side's total at every position)."""
    facts = _facts(cards)
    weather, plagued = _weather(st) if st.weather or st.king_halves else _CALM
    attached, boosts, memo = st.attached, st.boosts, facts[2]
    out = []
    for seat in seats:
        rows = st.rows[seat]
        total = 0
        if rows[0] or rows[1] or rows[2]:
            exp: Sequence[int]
            if st.burdens:
                exp = _seat_exponents(st, facts, seat, plagued, weather, True)
            elif st.kings[seat] >= 0:   # _seat_exponents without Burdens, inlined
                exp = list(weather)
                exp[st.king_rows[seat]] += 1
            else:
                exp = weather
            for r in (0, 1, 2):
                units = rows[r]
                if units:
                    # _row_total, its memo lookup for a row of bare units inlined
                    if (attached and not attached.keys().isdisjoint(units)) or (
                            boosts and not boosts.keys().isdisjoint(units)):
                        total += sum(_row_strengths(st, facts, units, plagued[r], exp[r]))
                    else:
                        got = memo.get((tuple(units), plagued[r], exp[r]))
                        total += _row_total(st, facts, units, plagued[r], exp[r]) if got is None else got
        out.append(total)
    return out


def side_total(st: KriegState, cards: tuple[Card, ...], seat: int) -> int:
    """A side's total strength: what it scores if the round ended now."""
    return side_totals(st, cards, [seat])[0]


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
    plagued = _weather(st)[1]
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
    # step 4: pairs, exactly as _row_strengths chooses them
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
    plagued = _weather(st)[1]
    own_exp = _row_exponents(st, seat)
    exp = own_exp[:]
    for _card, owner, stage in st.burdens:
        targets = opponents(st, owner) if stage == 0 else [owner]
        if seat in targets:
            base = _strengths_with(st, cards, seat, own_exp, plagued)
            exp[_strongest([sum(r) for r in base])] += 1
    return exp[row]


def _values_before_pairs(st: KriegState, cards: tuple[Card, ...], seat: int, row: int, plagued: bool) -> list[int]:
    """Steps 1-3 of _row_strengths for every unit of a row."""
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
