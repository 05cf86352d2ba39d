"""Applying a turn action (001 4 Taking Turns): its cost (an action, energy, a free attack,
tapping, a sacrifice, faith once a round), then what it does. Harvest taps any number of
harvest cards at once, their effects triggering together (001 7 Harvest)."""
from __future__ import annotations

from ...core.actions import Action
from .battle import begin_battle
from .context import Ctx, Op, op, player
from .legality import harvestable
from .moves import die, draw
from .ops_cards import Picks
from .plays import attuned_free, play_cost, start_play
from .rounds import record_pass, record_turn
from .triggers import ability_task, fire
from .world import abilities, locate, nullified_set


def apply_turn(ctx: Ctx, a: Action) -> None:
    """Apply one legal turn action of the active player."""
    st = ctx.st
    seat = a.seat
    if a.kind == "pass":
        ctx.log("passed", f"{player(seat)} passes", seat)
        record_pass(st, seat)
        st.resume = "end_turn"
        return
    record_turn(st, seat)
    st.resume = "end_turn"
    if a.kind == "draw":
        st.actions[seat] -= 1
        draw(ctx, seat, 1)
    elif a.kind == "play":
        assert a.card is not None
        null = nullified_set(st, ctx.cards)
        cost = play_cost(st, ctx.cards, seat, a.card, null)
        if not attuned_free(st, ctx.cards, seat, a.card, null):
            st.actions[seat] -= 1
        st.energy[seat] -= cost
        start_play(ctx, seat, a.card, a.choice if isinstance(a.choice, int) else None, now=not st.tasks)
    elif a.kind == "attack":
        realm = int(a.choice or 0)
        if st.free_attacks[seat] > 0:       # 001 6 Free Attack: spent automatically first
            st.free_attacks[seat] -= 1
        else:
            st.actions[seat] -= 1
        begin_battle(ctx, seat, realm)
    elif a.kind == "activate":
        _activate(ctx, seat, int(a.card or 0), int(a.choice or 0))
    elif a.kind == "harvest":
        assert a.card is not None
        others = [c for c in harvestable(st, ctx.cards, seat) if c != a.card]
        if others:
            ctx.push([(seat, a.card, {"op": "_harvest_more", "options": others})])
        else:
            harvest(ctx, seat, [a.card])


def _activate(ctx: Ctx, seat: int, inst: int, k: int) -> None:
    st = ctx.st
    ab = abilities(st, ctx.cards, inst)[k]
    where = locate(st, inst)
    realm = where[0] if where else -1
    cost = ab["cost"]
    if cost in ("tap_action", "sacrifice_action", "action"):
        st.actions[seat] -= 1
    if cost == "faith":
        st.faith[seat] -= int(ab.get("faith", 1))
        st.faith_spent[seat] = True          # 001 2 Faith: spent once a round
    st.energy[seat] -= int(ab.get("energy", 0))
    ctx.log("activated", f"{player(seat)} uses {ctx.name(inst)}" + (f": {ab['text']}" if ab.get("text") else ""),
            seat, (inst,))
    if cost in ("tap_free", "tap_action"):
        st.tapped.add(inst)
    task = ability_task(ctx, seat, inst, {k2: v for k2, v in ab.items() if k2 not in ("if", "optional")},
                        {"realm": realm})
    if cost in ("sacrifice_free", "sacrifice_action"):
        die(ctx, inst, "sacrifice", seat)    # put into The Abyss when activated (001 6 Sacrifice)
    ctx.push([task, (seat, inst, {"op": "_flush"})])


@op("_harvest_more")
def _harvest_more(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    if picks is None:
        picks = ctx.pick(seat, src, o, "Harvest more cards at the same time? (pick, then Done)",
                         list(o["options"]), 0, len(o["options"]))
        if picks is None:
            return
    harvest(ctx, seat, [src] + [p for p in picks if p not in ctx.st.tapped])


def harvest(ctx: Ctx, seat: int, insts: list[int]) -> None:
    """Tap the cards and trigger their harvest abilities and "when harvested" abilities at
    once; the active player orders them (001 7 Harvest)."""
    st = ctx.st
    ctx.log("harvested", f"{player(seat)} harvests {ctx.names(insts)}", seat, tuple(insts))
    for inst in insts:
        st.tapped.add(inst)
        where = locate(st, inst)
        realm = where[0] if where else -1
        for ab in abilities(st, ctx.cards, inst):
            if ab.get("cost") == "harvest":
                st.pending.append(ability_task(ctx, seat, inst, ab, {"realm": realm}))
        fire(ctx, "harvested", inst=inst, seat=seat)
    ctx.push([(seat, -1, {"op": "_flush"})])
