"""Krieg effects that draw cards and act on units on the field (cards.json ops)."""
from __future__ import annotations

from typing import Any

from .cards import ROW_TITLES
from .context import Ctx, Op, op, player
from .scoring import unit_strength, unit_strengths
from .state import KriegState
from .zones import (draw, is_fortified, locate_unit, movable_units, move_unit, set_unit_aside,
                    unit_to_grave, unit_to_hand)


# --- drawing -------------------------------------------------------------------

def draw_cards(ctx: Ctx, seat: int, card: int, n: int, only: str | None, picks: list[Any] | None) -> bool:
    """Draw n cards, choosing the mix of unit and power cards (002 Final Details: drawing).

    Return False while the choice of mix is pending.
    """
    st = ctx.st
    units_left, powers_left = len(st.decks[0]), len(st.decks[1])
    if only == "unit":
        k_units = min(n, units_left)
    elif only == "power":
        k_units = 0
        n = min(n, powers_left)
    elif picks is not None:
        k_units = int(picks[0])
    else:
        n = min(n, units_left + powers_left)
        lo, hi = max(0, n - powers_left), min(n, units_left)
        if lo == hi:
            k_units = lo
        else:
            options = list(range(lo, hi + 1))
            labels = [f"{k} unit{'s' if k != 1 else ''}, {n - k} power{'s' if n - k != 1 else ''}"
                      for k in options]
            got = ctx.pick(seat, card, {"op": "_draw", "n": n}, f"Draw {n}: choose unit or power cards",
                           options, 1, 1, by="value", labels=labels)
            if got is None:
                return False
            k_units = int(got[0])
    if only == "power":
        drawn = [draw(st, seat, 1) for _ in range(n)]
    else:
        drawn = [draw(st, seat, 0) for _ in range(k_units)]
        drawn += [draw(st, seat, 1) for _ in range(min(n - k_units, len(st.decks[1])))]
    if not ctx.quiet:
        got_cards = [c for c in drawn if c is not None]
        units = sum(1 for c in got_cards if ctx.cards[c].deck == "unit")
        ctx.log("drew", f"{player(seat)} draws {len(got_cards)} ({units} unit, {len(got_cards) - units} power)", seat)
    return True


@op("draw")
def op_draw(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    if op.get("who") == "others":
        ctx.push([(s, card, {"op": "_draw", "n": op["n"]}) for s in _turn_order_after(ctx.st, seat)])
        return
    draw_cards(ctx, seat, card, op["n"], op.get("only"), picks)


@op("_draw")
def op__draw(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    draw_cards(ctx, seat, card, op["n"], op.get("only"), picks)


def _turn_order_after(st: KriegState, seat: int) -> list[int]:
    """The other seats in turn order after `seat`, without those that have left (concede.py)."""
    return [s for s in ((seat + i) % st.n for i in range(1, st.n)) if s not in st.left]


@op("draw_at_round_end")
def op_draw_at_round_end(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    ctx.st.end_draws = [*ctx.st.end_draws, (seat, op["n"])]   # a new list: clone() shares end_draws


@op("draw_by_strength")
def op_draw_by_strength(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    strength = ctx.st.memo.get("strength", 0)
    n = op["below"] if strength < op["threshold"] else op["otherwise"]
    ctx.push([(seat, card, {"op": "_draw", "n": n})])


# --- units on the field ----------------------------------------------------------

def _unit_choice(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None,
                 candidates: list[int], verb: str, n: int | None = None,
                 up_to: bool | None = None) -> list[int] | None:
    """Resume with the picks, or ask for n units (exactly, or up to n) among candidates."""
    if picks is not None:
        return [int(p) for p in picks]
    n = op.get("n", 1) if n is None else n
    if up_to is None:
        up_to = op.get("mode") == "up_to"
    lo = 0 if up_to else n
    prompt = f"{ctx.name(card)}: choose {'up to ' if lo == 0 else ''}{n} unit{'s' if n != 1 else ''} to {verb}"
    return ctx.pick(seat, card, op, prompt, candidates, lo, n)


@op("destroy")
def op_destroy(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, op["side"]),
                          "send to the graveyard")
    if chosen is None:
        return
    if op.get("remember") == "strength":
        # a new dict: clone() shares memo
        st.memo = {**st.memo, "strength": sum(unit_strength(st, ctx.cards, u) for u in chosen)}
    for u in chosen:
        unit_to_grave(st, ctx.cards, u)
    if chosen:
        ctx.log("destroyed", f"{ctx.name(card)} sends {ctx.names(chosen)} to the graveyard", seat, tuple(chosen))


@op("set_aside")
def op_set_aside(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, op["side"]),
                          "set aside until next round")
    if chosen is None:
        return
    for u in chosen:
        set_unit_aside(st, u)
    if chosen:
        ctx.log("set_aside", f"{ctx.name(card)} sets aside {ctx.names(chosen)} until next round", seat, tuple(chosen))


@op("take_to_hand")
def op_take_to_hand(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, op["side"]),
                          "take into your hand", up_to=False)
    if chosen is None:
        return
    for u in chosen:
        unit_to_hand(st, ctx.cards, u, seat, attachments_to_grave=True)
    if chosen:
        ctx.log("to_hand", f"{player(seat)} takes {ctx.names(chosen)} into their hand", seat, tuple(chosen))


@op("move_row")
def op_move_row(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, op["side"]),
                          "move to another row", n=1, up_to=False)
    if chosen:
        ctx.push([(seat, card, {"op": "_move_row_to", "unit": chosen[0]})])


@op("_move_row_to")
def op__move_row_to(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    unit = op["unit"]
    where = locate_unit(st, unit)
    if where is None:
        return
    if picks is None:
        rows = [r for r in range(3) if r != where[1]]
        picks = ctx.pick(seat, card, op, f"Move {ctx.name(unit)} to which row?", rows, 1, 1,
                         by="value", labels=[ROW_TITLES[r] for r in rows])
        if picks is None:
            return
    move_unit(st, unit, where[0], int(picks[0]))
    ctx.log("moved", f"{ctx.name(card)} moves {ctx.name(unit)} to the {ROW_TITLES[int(picks[0])]} row", seat, (unit,))


@op("boost_row_mates")
def op_boost_row_mates(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    where = locate_unit(st, card)
    if where is None:
        return
    if picks is None:
        mates = [u for u in st.rows[where[0]][where[1]] if u != card]
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: add {op['amount']} base strength to up to "
                         f"{op['n']} other units in this row", mates, 0, op["n"])
        if picks is None:
            return
    for u in picks:
        st.boosts[int(u)] = st.boosts.get(int(u), 0) + op["amount"]
    if picks:
        ctx.log("boosted", f"{ctx.name(card)} adds {op['amount']} to {ctx.names(picks)}", seat, tuple(picks))


@op("boost_host")
def op_boost_host(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    host = st.memo.get("host", -1)
    amount = op["per"] * int(st.memo.get(op["by"], 0))
    if host >= 0 and amount and locate_unit(st, host) is not None:
        # Recorded on the attached Hex (Ruin), not added into the host's own boost: scoring
        # counts it while the Hex stays attached, so it ends when the Hex leaves the unit
        # (as Feast and Famine do), and it follows the unit when set aside (002 Powers: Hex).
        st.boosts[card] = st.boosts.get(card, 0) + amount
        ctx.log("boosted", f"{ctx.name(card)} adds {amount} to {ctx.name(host)}", seat, (host,))


@op("swap_units")
def op_swap_units(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    theirs = [u for u in movable_units(st, ctx.cards, seat, "opponents")]
    if not theirs:
        return
    mine = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, "own"),
                        "give to your opponent", n=1, up_to=False)
    if mine:
        ctx.push([(seat, card, {"op": "_swap_take", "unit": mine[0]})])


@op("_swap_take")
def op__swap_take(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, "opponents"),
                          "take in exchange", n=1, up_to=False)
    if not chosen:
        return
    mine, theirs = op["unit"], chosen[0]
    my_seat, my_row = locate_unit(st, mine) or (seat, 0)
    their_seat, their_row = locate_unit(st, theirs) or (seat, 0)
    move_unit(st, mine, their_seat, my_row)
    move_unit(st, theirs, my_seat, their_row)
    ctx.log("swapped", f"{ctx.name(card)} swaps {ctx.name(mine)} for {ctx.name(theirs)}", seat, (mine, theirs))


@op("war")
def op_war(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    own = movable_units(st, ctx.cards, seat, "own")
    if picks is None:
        picks = ctx.pick(seat, card, op, "War: choose any number of your units to send to the graveyard",
                         own, 0, len(own))
        if picks is None:
            return
    for u in picks:
        unit_to_grave(st, ctx.cards, int(u))
    ctx.log("destroyed", f"War: {player(seat)} sends {ctx.names(picks)} to the graveyard", seat, tuple(picks))
    if picks:
        ctx.push([(s, card, {"op": "_war_follow", "n": len(picks)}) for s in _turn_order_after(st, seat)])


@op("_war_follow")
def op__war_follow(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, "own"),
                          "send to the graveyard", up_to=False)
    if chosen is None:
        return
    for u in chosen:
        unit_to_grave(st, ctx.cards, u)
    ctx.log("destroyed", f"War: {player(seat)} sends {ctx.names(chosen)} to the graveyard", seat, tuple(chosen))


@op("crusade")
def op_crusade(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    for s in [seat] + _turn_order_after(st, seat):
        if not any(st.rows[s]):
            continue
        # Strengths now: a Burden doubles a row only "At the end of the round" (its text),
        # so a Burden that has not struck yet is not counted (as Offering measures).
        now = unit_strengths(st, ctx.cards, s, round_end=False)
        totals = [sum(r) for r in now]
        row = max(range(3), key=lambda r: (totals[r], -r))
        strengths = now[row]
        if not strengths:
            continue
        top = max(strengths)
        victims = [u for u, v in zip(st.rows[s][row], strengths)
                   if v == top and not is_fortified(st, ctx.cards, u)]
        for u in victims:
            unit_to_grave(st, ctx.cards, u)
        if victims:
            ctx.log("destroyed", f"Crusade: {player(s)} sends {ctx.names(victims)} to the graveyard", s, tuple(victims))
