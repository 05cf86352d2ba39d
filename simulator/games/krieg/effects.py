"""Krieg's effect vocabulary: each op of cards.json as a small resumable function.

An op runs with `picks=None`; when it needs a player's choice it calls `ctx.pick(...)`,
which either returns a forced answer at once or leaves a pending choice and puts the op
back on the task queue, to run again with the picks once they are made.
"""
from __future__ import annotations

from typing import Any, Callable

from ...core.events import Event
from .cards import ROW_TITLES, Card
from .scoring import row_totals, unit_strength, unit_strengths
from .state import KriegState
from .zones import (draw, is_fortified, locate_unit, move_unit, movable_units,
                    opponents, set_unit_aside, take_from_hand, to_grave, unit_to_grave,
                    unit_to_hand)

Op = dict[str, Any]


class Ctx:
    """One apply() call's working set: the state, the card table, and the events emitted."""

    __slots__ = ("st", "cards", "events")

    def __init__(self, st: KriegState, cards: tuple[Card, ...]) -> None:
        self.st = st
        self.cards = cards
        self.events: list[Event] = []

    def log(self, kind: str, text: str, seat: int | None = None, cards: tuple[int, ...] = ()) -> None:
        """Emit an event for the game log."""
        self.events.append(Event(kind, text, seat, cards))

    def name(self, card: int) -> str:
        """A card's printed name."""
        return self.cards[card].name

    def names(self, cards: list[int] | tuple[int, ...]) -> str:
        """Card names joined for a log line."""
        return ", ".join(self.cards[c].name for c in cards) or "nothing"

    def pick(self, seat: int, card: int, op: Op, prompt: str, options: list[Any], lo: int, hi: int,
             by: str = "card", labels: list[str] | None = None) -> list[Any] | None:
        """Ask `seat` to pick lo..hi of options; return the picks when forced, else None."""
        hi = min(hi, len(options))
        lo = min(lo, hi)
        if hi == 0:
            return []
        if lo == hi == len(options):
            return list(options)
        self.st.choice = {"seat": seat, "prompt": prompt, "options": list(options), "picks": [],
                          "min": lo, "max": hi, "by": by, "labels": labels, "card": card}
        self.st.tasks.insert(0, (seat, card, op))
        return None

    def push(self, tasks: list[tuple[int, int, Op]]) -> None:
        """Run these tasks next, before the rest of the queue."""
        self.st.tasks[0:0] = tasks


def player(seat: int) -> str:
    """How the log names a seat."""
    return f"Player {seat + 1}"


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
    got_cards = [c for c in drawn if c is not None]
    units = sum(1 for c in got_cards if ctx.cards[c].deck == "unit")
    ctx.log("drew", f"{player(seat)} draws {len(got_cards)} ({units} unit, {len(got_cards) - units} power)", seat)
    return True


def op_draw(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    if op.get("who") == "others":
        ctx.push([(s, card, {"op": "_draw", "n": op["n"]}) for s in _turn_order_after(ctx.st, seat)])
        return
    draw_cards(ctx, seat, card, op["n"], op.get("only"), picks)


def op__draw(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    draw_cards(ctx, seat, card, op["n"], op.get("only"), picks)


def _turn_order_after(st: KriegState, seat: int) -> list[int]:
    return [(seat + i) % st.n for i in range(1, st.n)]


def op_draw_at_round_end(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    ctx.st.end_draws.append((seat, op["n"]))


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


def op_destroy(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, op["side"]),
                          "send to the graveyard")
    if chosen is None:
        return
    if op.get("remember") == "strength":
        st.memo["strength"] = sum(unit_strength(st, ctx.cards, u) for u in chosen)
    for u in chosen:
        unit_to_grave(st, ctx.cards, u)
    if chosen:
        ctx.log("destroyed", f"{ctx.name(card)} sends {ctx.names(chosen)} to the graveyard", seat, tuple(chosen))


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


def op_move_row(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, op["side"]),
                          "move to another row", n=1, up_to=False)
    if chosen:
        ctx.push([(seat, card, {"op": "_move_row_to", "unit": chosen[0]})])


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


def op_boost_host(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    host = st.memo.get("host", -1)
    amount = op["per"] * int(st.memo.get(op["by"], 0))
    if host >= 0 and amount and locate_unit(st, host) is not None:
        st.boosts[host] = st.boosts.get(host, 0) + amount
        ctx.log("boosted", f"{ctx.name(card)} adds {amount} to {ctx.name(host)}", seat, (host,))


def op_swap_units(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    theirs = [u for u in movable_units(st, ctx.cards, seat, "opponents")]
    if not theirs:
        return
    mine = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, "own"),
                        "give to your opponent", n=1, up_to=False)
    if mine:
        ctx.push([(seat, card, {"op": "_swap_take", "unit": mine[0]})])


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


def op__war_follow(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    chosen = _unit_choice(ctx, seat, card, op, picks, movable_units(st, ctx.cards, seat, "own"),
                          "send to the graveyard", up_to=False)
    if chosen is None:
        return
    for u in chosen:
        unit_to_grave(st, ctx.cards, u)
    ctx.log("destroyed", f"War: {player(seat)} sends {ctx.names(chosen)} to the graveyard", seat, tuple(chosen))


def op_crusade(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    for s in [seat] + _turn_order_after(st, seat):
        totals = row_totals(st, ctx.cards, s)
        if not any(st.rows[s]):
            continue
        row = max(range(3), key=lambda r: (totals[r], -r))
        strengths = unit_strengths(st, ctx.cards, s)[row]
        if not strengths:
            continue
        top = max(strengths)
        victims = [u for u, v in zip(st.rows[s][row], strengths)
                   if v == top and not is_fortified(st, ctx.cards, u)]
        for u in victims:
            unit_to_grave(st, ctx.cards, u)
        if victims:
            ctx.log("destroyed", f"Crusade: {player(s)} sends {ctx.names(victims)} to the graveyard", s, tuple(victims))


# --- hands, graveyards, Kings -----------------------------------------------------

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
        st.memo[op["remember"]] = len(picks)
    ctx.log("discarded", f"{player(seat)} discards {ctx.names(picks)}", seat, tuple(picks))


def op_aside_from_hand(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        units = [c for c in st.hands[seat] if ctx.cards[c].deck == "unit"]
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: set aside {op['n']} units from your hand "
                         "for next round", units, op["n"], op["n"])
        if picks is None:
            return
    for c in picks:
        take_from_hand(st, seat, int(c))
        st.hand_aside[seat].append(int(c))
    ctx.log("set_aside", f"{player(seat)} sets aside {ctx.names(picks)} for next round", seat, tuple(picks))


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
        st.kings[st.kings.index(target)] = -1
        return True
    for i, w in enumerate(st.weather):
        if w[0] == target:
            del st.weather[i]
            return True
    for i, b in enumerate(st.burdens):
        if b[0] == target:
            del st.burdens[i]
            return True
    for host, atts in st.attached.items():
        if target in atts:
            atts.remove(target)
            return True
    for grave in st.graves:
        if target in grave:
            grave.remove(target)
            return True
    return False


def op_return_king(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    king = st.kings[seat]
    if king >= 0:
        st.kings[seat] = -1
        st.hands[seat].append(king)
        ctx.log("to_hand", f"{ctx.name(card)} returns {ctx.name(king)} to {player(seat)}'s hand", seat, (king,))


def op_execute_king(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    king = st.kings[seat]
    if king >= 0:
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


def op_aside_king(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        kings = [k for k in st.kings if k >= 0]
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose a King to set aside", kings, 1, 1)
        if picks is None:
            return
    for k in picks:
        owner = st.kings.index(int(k))
        st.kings[owner] = -1
        st.kings_aside[owner] = int(k)
        ctx.log("set_aside", f"{ctx.name(card)} sets aside {ctx.name(int(k))} until next round", seat, (int(k),))


def op_reveal_powers(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    for s in opponents(st, seat):
        shown = [c for c in st.hands[s] if ctx.cards[c].deck == "power"]
        for c in shown:
            if c not in st.revealed:
                st.revealed.append(c)
        ctx.log("revealed", f"{player(s)} reveals {ctx.names(shown)}", s, tuple(shown))


def _place_from_grave(ctx: Ctx, seat: int, unit: int) -> None:
    ctx.st.graves[0].remove(unit)
    ctx.st.rows[seat][ctx.cards[unit].rows[0]].append(unit)


def op_raise_top_units(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    grave = ctx.st.graves[0]
    raised = grave[-op["n"]:][::-1]
    for u in raised:
        _place_from_grave(ctx, seat, u)
    ctx.log("raised", f"{ctx.name(card)} brings back {ctx.names(raised)}", seat, tuple(raised))


def op_raise_chosen_unit(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose a unit from the graveyard",
                         ctx.st.graves[0][::-1], 1, 1)
        if picks is None:
            return
    for u in picks:
        _place_from_grave(ctx, seat, int(u))
    ctx.log("raised", f"{ctx.name(card)} brings back {ctx.names(picks)}", seat, tuple(picks))


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


# --- weather, rounds ----------------------------------------------------------------

def _keep(ctx: Ctx, card: int) -> None:
    if card in ctx.st.resolving:
        ctx.st.resolving.remove(card)


def op_weather(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    row = int(st.memo.get("row", 0))
    waiting = 1 if op["when"] == "next" else 0
    _keep(ctx, card)
    st.weather.append((card, op["effect"], row, waiting))
    verb = {"halve": "halves", "double": "doubles", "plague": "sets to one base strength"}[op["effect"]]
    when = "next round" if waiting else "this round"
    ctx.log("weather", f"{ctx.name(card)} {verb} every {ROW_TITLES[row]} row {when}", seat, (card,))


def clear_weather(ctx: Ctx, seat: int, card: int) -> None:
    """Send every weather card on the field to the graveyard."""
    st = ctx.st
    gone = [w[0] for w in st.weather]
    st.weather.clear()
    for c in gone:
        to_grave(st, ctx.cards, c)
    ctx.log("weather", f"{ctx.name(card)} clears the weather ({ctx.names(gone)})", seat, tuple(gone))


def op_clear_weather(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    clear_weather(ctx, seat, card)


def op_move_weather(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    st = ctx.st
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose a weather effect to move",
                         [w[0] for w in st.weather], 1, 1)
        if picks is None:
            return
    if picks:
        ctx.push([(seat, card, {"op": "_move_weather_to", "weather": int(picks[0])})])


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
    st.weather[idx] = (c, effect, int(picks[0]), waiting)
    ctx.log("weather", f"{ctx.name(card)} moves {ctx.name(c)} to the {ROW_TITLES[int(picks[0])]} rows", seat, (c,))


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


def op_halve_rows(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    row = ("melee", "range", "siege").index(op["row"])
    ctx.st.king_halves.append((card, row))
    ctx.log("weather", f"{ctx.name(card)} halves every {ROW_TITLES[row]} row this round", seat, (card,))


def op_burden(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    _keep(ctx, card)
    ctx.st.burdens.append((card, seat, 0))
    ctx.log("burden", f"{ctx.name(card)}: at round end the opponents' strongest rows double; "
            "next round, yours", seat, (card,))


def op_void(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    ctx.st.void[seat] = 1
    ctx.log("void", f"{ctx.name(card)}: the round ends after {player(seat)}'s next turn", seat, (card,))


def op__king_option(ctx: Ctx, seat: int, card: int, op: Op, picks: list[Any] | None) -> None:
    options = ctx.cards[card].options
    if picks is None:
        picks = ctx.pick(seat, card, op, f"{ctx.name(card)}: choose an effect", list(range(len(options))),
                         1, 1, by="value", labels=[label for label, _ in options])
        if picks is None:
            return
    label, effects = options[int(picks[0])]
    ctx.log("king_option", f"{ctx.name(card)}: {label}", seat, (card,))
    ctx.push([(seat, card, dict(step)) for step in effects])


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
    ctx.log("discarded", f"{player(seat)} discards {ctx.names(picks)}", seat, tuple(int(c) for c in picks))


OPS: dict[str, Callable[[Ctx, int, int, Op, list[Any] | None], None]] = {
    name[3:]: fn for name, fn in globals().items() if name.startswith("op_") and callable(fn)
}
