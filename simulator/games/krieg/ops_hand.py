"""Krieg effects on hands, graveyards and Kings (cards.json ops)."""
from __future__ import annotations

from typing import Any

from .cards import Card
from .context import Ctx, Op, op, player
from .state import KriegState
from .zones import is_fortified, locate_unit, opponents, take_from_hand, to_grave, unit_to_hand


# --- hands, graveyards, Kings -----------------------------------------------------

@op("discard_from_hand")
def op_discard_from_hand(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        lo, hi = op.get("min", 1), op.get("max", 1)
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: discard {'up to ' if lo != hi else ''}{hi} "
                         f"card{'s' if hi != 1 else ''} from your hand", st.hands[seat][:], lo, hi)
        if picks is None:
            return
    for c in picks:
        take_from_hand(st, seat, int(c))
        to_grave(st, ctx.cards, int(c))
    if op.get("remember"):
        st.memo = {**st.memo, op["remember"]: len(picks)}   # a new dict: clone() shares memo
    ctx.log("discarded", f"{player(seat)} discards {ctx.names(picks)}", seat, tuple(picks))


@op("aside_from_hand")
def op_aside_from_hand(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        units = [c for c in st.hands[seat] if ctx.cards[c].deck == "unit"]
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: set aside {op['n']} units from your hand "
                         "for next round", units, op["n"], op["n"])
        if picks is None:
            return
    hand_aside = st.hand_aside = st.hand_aside.copy()   # new lists: clone() shares hand_aside
    for c in picks:
        take_from_hand(st, seat, int(c))
        hand_aside[seat] = [*hand_aside[seat], int(c)]
    ctx.log("set_aside", f"{player(seat)} sets aside {ctx.names(picks)} for next round", seat, tuple(picks))


@op("return_last_played")
def op_return_last_played(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    target = int(st.memo.get("previous", -1))
    if target < 0 or not lift_anywhere(st, ctx.cards, target, seat):
        ctx.log("fizzled", f"{ctx.name(card)}: nothing to return", seat)
        return
    st.hands[seat].append(target)
    ctx.log("to_hand", f"{ctx.name(card)} returns {ctx.name(target)} to {player(seat)}'s hand", seat, (target,))


def lift_anywhere(st: KriegState, cards: tuple[Card, ...], target: int, seat: int) -> bool:
    """Take a card off the field or out of a graveyard for `seat`'s hand; False if it stays.

    A unit's Hex attachments come along to that hand (002 Powers: Hex); a unit under
    Fortress cannot be returned (Fortress notes).
    """
    if locate_unit(st, target) is not None:
        if is_fortified(st, cards, target):
            return False
        unit_to_hand(st, cards, target, seat, attachments_to_grave=False)
        st.hands[seat].remove(target)
        return True
    if target in st.kings:
        kings = st.kings = st.kings.copy()   # clone() shares it: a new list
        kings[kings.index(target)] = -1
        return True
    for i, w in enumerate(st.weather):
        if w[0] == target:
            st.weather = st.weather[:i] + st.weather[i + 1:]   # clone() shares it: a new list
            return True
    for i, b in enumerate(st.burdens):
        if b[0] == target:
            st.burdens = st.burdens[:i] + st.burdens[i + 1:]   # clone() shares it: a new list
            return True
    for host, atts in st.attached.items():
        if target in atts:
            atts.remove(target)
            st.boosts.pop(target, None)
            return True
    for grave in st.graves:
        if target in grave:
            grave.remove(target)
            return True
    return False


@op("return_king")
def op_return_king(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    king = st.kings[seat]
    if king >= 0:
        st.kings = st.kings.copy()   # clone() shares it: a new list
        st.kings[seat] = -1
        st.hands[seat].append(king)
        ctx.log("to_hand", f"{ctx.name(card)} returns {ctx.name(king)} to {player(seat)}'s hand", seat, (king,))


@op("execute_king")
def op_execute_king(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    king = st.kings[seat]
    if king >= 0:
        st.kings = st.kings.copy()   # clone() shares it: a new list
        st.kings[seat] = -1
        n = op["field_draw"]
    else:
        kings = [c for c in st.hands[seat] if ctx.cards[c].is_king]
        if not kings:
            return
        king = kings[0]
        take_from_hand(st, seat, king)
        n = op["hand_draw"]
    to_grave(st, ctx.cards, king)
    ctx.log("destroyed", f"{ctx.name(card)} sends {ctx.name(king)} to the graveyard", seat, (king,))
    ctx.push([(seat, card, {"op": "_draw", "n": n, "only": "unit"})])


@op("aside_king")
def op_aside_king(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        kings = [k for k in st.kings if k >= 0]
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose a King to set aside", kings, 1, 1)
        if picks is None:
            return
    for k in picks:
        owner = st.kings.index(int(k))
        st.kings = st.kings.copy()   # clone() shares it: a new list
        st.kings[owner] = -1
        st.kings_aside = st.kings_aside.copy()   # a new list: clone() shares kings_aside
        st.kings_aside[owner] = int(k)
        ctx.log("set_aside", f"{ctx.name(card)} sets aside {ctx.name(int(k))} until next round", seat, (int(k),))


@op("reveal_powers")
def op_reveal_powers(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    for s in opponents(st, seat):
        shown = [c for c in st.hands[s] if ctx.cards[c].deck == "power"]
        for c in shown:
            if c not in st.revealed:
                st.revealed = [*st.revealed, c]   # a new list: clone() shares revealed
        ctx.log("revealed", f"{player(s)} reveals {ctx.names(shown)}", s, tuple(shown))


def _place_from_grave(ctx: Ctx, seat: int, unit: int) -> None:
    ctx.st.graves[0].remove(unit)
    ctx.st.rows[seat][ctx.cards[unit].rows[0]].append(unit)


@op("raise_top_units")
def op_raise_top_units(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    grave = ctx.st.graves[0]
    raised = grave[-op["n"]:][::-1]
    for u in raised:
        _place_from_grave(ctx, seat, u)
    ctx.log("raised", f"{ctx.name(card)} brings back {ctx.names(raised)}", seat, tuple(raised))


@op("raise_chosen_unit")
def op_raise_chosen_unit(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose a unit from the graveyard",
                         ctx.st.graves[0][::-1], 1, 1)
        if picks is None:
            return
    for u in picks:
        _place_from_grave(ctx, seat, int(u))
    ctx.log("raised", f"{ctx.name(card)} brings back {ctx.names(picks)}", seat, tuple(picks))


@op("take_from_power_grave")
def op_take_from_power_grave(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        top = st.graves[1][-op["depth"]:][::-1]
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: take a card from the top of the power graveyard",
                         top, 1, 1)
        if picks is None:
            return
    for c in picks:
        st.graves[1].remove(int(c))
        st.hands[seat].append(int(c))
    ctx.log("to_hand", f"{ctx.name(card)}: {player(seat)} takes {ctx.names(picks)}", seat, tuple(picks))
