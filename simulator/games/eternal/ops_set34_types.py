"""The ops for units that change their unit type (Valkyrie Harvester, Mask Maker) and Sets 3-4's last two readings (Tax Collector, Lieutenant Relia); the words are added to the vocabulary by vocab_set34_types.py.

A unit's types now are read through unit_types.py (a change stays with the card in every zone, 003
Basic Gameplay: "all card effects are persistent, even when the card changes zones"). The power
cards each player has drawn this game (Lieutenant Relia's Fate) are counted in
EternalState.powers_drawn only in games whose decks hold a card that reads them (watches_power_draws),
so other games keep their states and hashes."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, player
from .cards import KW, Card
from .effects import Env, Op, op, op_armor
from .state import EternalState
from .stats import MORE_FILTERS, on_playmat, void_locked
from .targets import select
from .unit_types import retype, share_type, unit_types
from .zones import info_of, lift, to_hand


# --- Mask Maker: "Your other units that share a type with Mask Maker" (an aura filter) ---------------------
def _shares_type(st: Any, cards: Any, src: int, u: int, value: Any) -> bool:
    """The aura filter shares_type: unit u has a unit type in common with the aura's source now."""
    return share_type(st, cards, src, u) == bool(value)


MORE_FILTERS["shares_type"] = _shares_type


# --- Lieutenant Relia: the power cards a player has drawn this game -----------------------------------------
POWER_DRAW_OPS = ("powers_drawn_branch",)
_POWER_READERS: dict[int, frozenset[int]] = {}   # id(card table) -> the kinds that read the count


def watches_power_draws(st: EternalState, cards: tuple[Card, ...]) -> list[int] | None:
    """At setup: a fresh count of the power cards each player draws this game when a card of the game reads
    it (Lieutenant Relia's Fate), else None (nothing is kept, the state and its hash as before)."""
    readers = _POWER_READERS.get(id(cards))
    if readers is None:
        readers = _POWER_READERS[id(cards)] = frozenset(
            c.index for c in cards
            if any(s.get("op") in POWER_DRAW_OPS for steps in [c.effects] + [t.effects for t in c.triggers]
                   for s in steps))
    return [0, 0] if not readers.isdisjoint(st.kinds) else None


def powers_drawn(st: EternalState, seat: int) -> int:
    """The power cards `seat` has drawn this game (the kept opening hand and every card drawn since; 0 when
    the count is not kept)."""
    return st.powers_drawn[seat] if st.powers_drawn is not None else 0


@op("powers_drawn_branch")
def op_powers_drawn_branch(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lieutenant Relia's Fate: "If you have drawn two or fewer power cards, X. Otherwise, Y." Judged once as
    it resolves (the Justice Sigil X draws must not turn it into Y half-way): the steps of `then` when its
    player has drawn at most `most` power cards this game, else those of `otherwise`."""
    few = powers_drawn(ctx.st, seat) <= int(o.get("most", 2))
    ctx.st.tasks[0:0] = [(seat, src, step, env) for step in (o.get("then", []) if few else o.get("otherwise", []))]


# --- Tax Collector: "double your Armor" -----------------------------------------------------------------
@op("double_armor")
def op_double_armor(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Tax Collector's Ultimate: "double your ... Armor": its player gains as much Armor as they have (a gain
    of Armor, 000 4.31: it adds to a relic weapon's armor too, and "when you gain Armor" abilities hear it)."""
    n = ctx.st.armor[seat]
    if n > 0:
        op_armor(ctx, seat, src, {"op": "armor", "amount": n}, env, None)


# --- Mask Maker: "Mask Maker becomes its type" ---------------------------------------------------------
@op("become_type")
def op_become_type(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Mask Maker: "Choose one of your other units. Mask Maker becomes its type.": the source's unit types
    become the chosen unit's types now (all of them; none, for a unit without a type), in place of its own."""
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or r == src or r not in st.boards[seat] or not cards[st.kinds[r]].is_unit or not on_playmat(st, r):
            continue   # no longer one of your units: nothing changes
        types = unit_types(st, cards, r)
        retype(st, src, types)
        ctx.log("retype", f"{ctx.name(src)} becomes {', '.join(types) or 'a unit without a type'}", seat, (src, r))
        return


# --- Valkyrie Harvester: "Draw each unit that died this turn. They get Flying and become Valkyrie." ----------
@op("draw_died_as")
def op_draw_died_as(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Valkyrie Harvester's Summon: each unit that died into its player's void this turn (st.died, kept in
    games with such a card: auras_set3_sm.watches_deaths) and is still there goes to their hand, in the order
    they died (a Voidbound card stays, 003 Voidbound); each that reaches the hand (12 cards there: it is
    discarded instead, 000 6.2) gets the skills and its unit type becomes `unit_type`, for good."""
    from .auras_set3_sm import died_this_turn
    st, cards = ctx.st, ctx.cards
    names = list(o.get("keywords", []))
    bits = 0
    for k in names:
        bits |= KW[k]
    kind = str(o.get("unit_type", ""))
    for c in died_this_turn(st, seat):
        if c not in st.voids[seat] or not cards[st.kinds[c]].is_unit or void_locked(st, cards, c, seat):
            continue
        lift(st, c)
        if not to_hand(st, c, seat):
            ctx.log("from_void", f"{ctx.name(c)} is discarded: {player(seat)}'s hand is full", seat, (c,))
            continue
        st.revealed.append(c)   # it came from the void, which both players see
        i = info_of(st, c)
        i.kw |= bits
        i.lost &= ~bits
        if kind:
            retype(st, c, (kind,))
        changes = ([f"gets {' and '.join(k.replace('_', ' ').title() for k in names)}"] if names else []) + \
            ([f"becomes {kind}"] if kind else [])
        ctx.log("from_void", f"{player(seat)} draws {ctx.name(c)} from the void"
                             + (f"; it {' and '.join(changes)}" if changes else ""), seat, (c,))
