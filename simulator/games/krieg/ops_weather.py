"""Krieg effects on weather and rounds, King options and the setup discard (cards.json ops)."""
from __future__ import annotations

from typing import Any

from .cards import ROW_TITLES
from .context import Ctx, Op, op, player
from .zones import opponents, take_from_hand, to_grave


# --- weather, rounds ----------------------------------------------------------------

def _keep(ctx: Ctx, card: int) -> None:
    if card in ctx.st.resolving:
        ctx.st.resolving.remove(card)


@op("weather")
def op_weather(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    row = int(st.memo.get("row", 0))
    waiting = 1 if op["when"] == "next" else 0
    _keep(ctx, card)
    st.weather = [*st.weather, (card, op["effect"], row, waiting)]   # clone() shares it: a new list
    verb = {"halve": "halves", "double": "doubles", "plague": "sets to one base strength"}[op["effect"]]
    when = "next round" if waiting else "this round"
    ctx.log("weather", f"{ctx.name(card)} {verb} every {ROW_TITLES[row]} row {when}", seat, (card,))


def clear_weather(ctx: Ctx, seat: int, card: int) -> None:
    """Send every weather card on the field to the graveyard."""
    st = ctx.st
    gone = [w[0] for w in st.weather]
    st.weather = []   # clone() shares it: a new list
    for c in gone:
        to_grave(st, ctx.cards, c)
    ctx.log("weather", f"{ctx.name(card)} clears the weather ({ctx.names(gone)})", seat, tuple(gone))


@op("clear_weather")
def op_clear_weather(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    clear_weather(ctx, seat, card)


@op("move_weather")
def op_move_weather(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose a weather effect to move",
                         [w[0] for w in st.weather], 1, 1)
        if picks is None:
            return
    if picks:
        ctx.push([(seat, card, {"op": "_move_weather_to", "weather": int(picks[0])})])


@op("_move_weather_to")
def op__move_weather_to(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    idx = next((i for i, w in enumerate(st.weather) if w[0] == op["weather"]), None)
    if idx is None:
        return
    c, effect, row, waiting = st.weather[idx]
    if picks is None:
        rows = [r for r in range(3) if r != row]
        picks = ctx.pick(seat, card, op, f"Move {ctx.name(c)} to which row?", rows, 1, 1,
                         by="value", labels=[ROW_TITLES[r] for r in rows])
        if picks is None:
            return
    st.weather = st.weather.copy()   # clone() shares it: a new list
    st.weather[idx] = (c, effect, int(picks[0]), waiting)
    ctx.log("weather", f"{ctx.name(card)} moves {ctx.name(c)} to the {ROW_TITLES[int(picks[0])]} rows", seat, (c,))


@op("gale")
def op_gale(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if not st.weather:
        ctx.log("fizzled", f"{ctx.name(card)}: there is no weather to clear", seat)
        return
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: clear all weather or move one?",
                         ["clear", "move"], 1, 1, by="value",
                         labels=["Clear all active weather", "Move a weather effect"])
        if picks is None:
            return
    if picks[0] == "clear":
        clear_weather(ctx, seat, card)
    else:
        ctx.push([(seat, card, {"op": "move_weather"})])


@op("halve_rows")
def op_halve_rows(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    row = ("melee", "range", "siege").index(op["row"])
    ctx.st.king_halves = [*ctx.st.king_halves, (card, row)]   # clone() shares it: a new list
    ctx.log("weather", f"{ctx.name(card)} halves every {ROW_TITLES[row]} row this round", seat, (card,))


@op("burden")
def op_burden(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    _keep(ctx, card)
    ctx.st.burdens = [*ctx.st.burdens, (card, seat, 0)]   # clone() shares it: a new list
    if not ctx.quiet:
        # every seat named: the log turns only the sentence's subject into "you"
        st = ctx.st
        rivals = " and ".join(player(s) + "'s" for s in opponents(st, seat))
        rows = "strongest row doubles" if " and " not in rivals else "strongest rows double"
        ctx.log("burden", f"{ctx.name(card)}: at the end of this round {rivals} {rows}; "
                f"at the end of the next round, {player(seat)}'s", seat, (card,))


@op("void")
def op_void(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    void = ctx.st.void = ctx.st.void.copy()   # a new list: clone() shares void
    void[seat] = 1
    ctx.log("void", f"{ctx.name(card)}: the round ends after {player(seat)}'s next turn", seat, (card,))


def _third_person(label: str) -> str:
    """A King option's label (worded for the one choosing) for the log line whose subject
    is that player: "Set aside two of your opponent's units" -> "set aside two of their
    opponent's units" (the log turns "their" back into "your" for that player only)."""
    return (label[:1].lower() + label[1:]).replace("your ", "their ")


@op("_king_option")
def op__king_option(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    options = ctx.cards[card].options
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose an effect", list(range(len(options))),
                         1, 1, by="value", labels=[label for label, _ in options])
        if picks is None:
            return
    label, effects = options[int(picks[0])]
    ctx.log("king_option", f"{player(seat)} chooses {ctx.name(card)}'s effect: {_third_person(label)}", seat,
            (card,))
    ctx.push([(seat, card, dict(step)) for step in effects])


@op("_setup_discard")
def op__setup_discard(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        picks = ctx.pick(seat, -1, op, f"{player(seat)}: discard {op['n']} cards before play begins",
                         st.hands[seat][:], op["n"], op["n"])
        if picks is None:
            return
    for c in picks:
        take_from_hand(st, seat, int(c))
        to_grave(st, ctx.cards, int(c))
    if not ctx.quiet:
        ctx.log("discarded", f"{player(seat)} discards {ctx.names(picks)}", seat, tuple(int(c) for c in picks))
