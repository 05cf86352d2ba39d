"""The rules' own steps run as ops: resolving a triggered ability (its condition, "you may",
an On Arrival card still in The World), the active player ordering simultaneous triggers,
equipping, and the arrival keywords symbiosis, call and rage (001 5, 001 7)."""
from __future__ import annotations

from .conditions import holds
from .context import Ctx, Op, op, player, realm_name
from .moves import arrive
from .ops_cards import Picks
from .ops_world import move_card
from .plays import resolve_card
from .power import power
from .world import (
    active_realms,
    is_type,
    is_wonder,
    keyword_count,
    locate,
    nullified_set,
    static_abilities,
    stones_in,
)


@op("_ability")
def _ability(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Resolve one triggered ability: On Arrival needs its card still in The World (001 6 On
    Arrival); "if" is checked now; "you may" asks."""
    st = ctx.st
    if o.get("need_world") and src >= 0 and locate(st, src) is None:
        return
    if "if" in o and not holds(st, ctx.cards, src, seat, o["if"]):
        return
    if o.get("optional") and not o.get("yes"):
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{o.get('label', 'Use this ability')}?", ["yes", "no"], 1, 1,
                             by="value", labels=["Yes", "No"])
            if picks is None:
                return
        if picks[0] != "yes":
            return
    info = o.get("ctx", {})
    st.memo["did"] = False
    ctx.push([(seat, src, {**x, "ctx": info}) for x in o.get("do", [])] + [(seat, src, {"op": "_flush"})])


@op("_flush")
def _flush(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Resolve what triggered: one at a time, the active player choosing the order when
    several wait (001 5 Multiple Triggered Effects)."""
    st = ctx.st
    if not st.pending:
        return
    if len(st.pending) == 1 or len({t[2].get("label") for t in st.pending}) == 1:
        task = st.pending.pop(0)
        ctx.push([task, (seat, src, {"op": "_flush"})])
        return
    labels = [str(t[2].get("label", "an effect")) for t in st.pending]
    if picks is None:
        picks = ctx.pick(st.turn, -1, o, "Choose which triggered effect resolves next",
                         list(range(len(labels))), 1, 1, by="value", labels=labels)
        if picks is None:
            return
    k = int(picks[0])
    if not 0 <= k < len(st.pending):
        k = 0
    task = st.pending.pop(k)
    ctx.push([task, (seat, src, {"op": "_flush"})])


@op("_resolve_card")
def _resolve(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    resolve_card(ctx, seat, src, int(o.get("realm", -1)))


@op("_equip")
def _equip(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Equipment equips to an allied Wonder in its realm, its controller choosing which; with
    "move_to", its controller may move it to a Wonder of theirs that arrived beside it
    (001 6 Equipment)."""
    st = ctx.st
    where = locate(st, src)
    if where is None:
        return
    realm, side = where
    if "move_to" in o:
        new = int(o["move_to"])
        if src not in st.equipped or new not in st.world[realm][side] or not is_wonder(st, ctx.cards, new):
            return
        if picks is None:
            picks = ctx.pick(side, src, o, f"Move {ctx.name(src)} to {ctx.name(new)}?", ["yes", "no"], 1, 1,
                             by="value", labels=["Move it", "Leave it"])
            if picks is None:
                return
        if picks[0] == "yes":
            st.equipped[src] = new
            ctx.log("equipped", f"{ctx.name(src)} moves to {ctx.name(new)}", side, (src, new))
        return
    if src in st.equipped:
        return
    opts = [w for w in st.world[realm][side] if is_wonder(st, ctx.cards, w)]
    if picks is None:
        picks = ctx.pick(side, src, o, f"Equip {ctx.name(src)} to", opts, 1, 1)
        if picks is None:
            return
    if picks:
        st.equipped[src] = picks[0]
        ctx.log("equipped", f"{ctx.name(src)} equips {ctx.name(picks[0])}", side, (src, picks[0]))


@op("_symbiosis")
def _symbiosis(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Symbiosis: copy every ability of another targeted Wonder with the same power (or one
    that allows any), checked as it resolves; copied On Arrival abilities trigger; the copy
    is locked in; a copy of a copy carries both (001 7 Symbiosis)."""
    st = ctx.st
    if locate(st, src) is None:
        return
    null = nullified_set(st, ctx.cards)
    mine = power(st, ctx.cards, src, null)
    items = keyword_count(st, ctx.cards, src, "symbiosis_items", null) > 0

    def fits(w: int) -> bool:
        if items and is_type(st, ctx.cards, w, "item"):
            return True         # Nova Matrixbender: items have no power to match
        return is_wonder(st, ctx.cards, w) and (power(st, ctx.cards, w, null) == mine
                                                or keyword_count(st, ctx.cards, w, "any_power_symbiosis", null) > 0)
    if picks is None:
        opts = [w for realm in st.world for side in realm for w in side if w != src and fits(w)]
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: symbiosis copies", opts, 1, 1)
        if picks is None:
            return
    from .targets import shield_stops, through_ward
    picks = through_ward(ctx, seat, src, o, picks)
    if not picks:
        return
    t = picks[0]
    if locate(st, t) is None or shield_stops(ctx, seat, t) or not fits(t):
        return
    gained = [st.kinds[t]] + st.copied.get(t, [])
    st.copied[src] = st.copied.get(src, []) + gained
    st.copy_of[src] = t
    ctx.log("symbiosis", f"{ctx.name(src)} copies the abilities of {ctx.name(t)}", seat, (src, t))
    from .triggers import ability_task
    for k in gained:
        for a in ctx.cards[k].abilities:
            if a.get("on") == "arrive":
                realm = locate(st, src)
                st.pending.append(ability_task(ctx, seat, src, a, {"realm": realm[0] if realm else -1,
                                                                    "arrived": src}, need_world=True))


@op("_call")
def _call(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Call: you may move a Wonder one realm towards this card's realm if its controller
    controls a stone here (001 7 Call)."""
    st = ctx.st
    where = locate(st, src)
    if where is None:
        return
    realm = where[0]
    opts = [i for r, s_realm in enumerate(st.world) if r != realm for s, side in enumerate(s_realm) for i in side
            if is_wonder(st, ctx.cards, i) and stones_in(st, ctx.cards, realm, s) > 0]
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: call a Wonder one realm closer (or Done)", opts, 0, 1)
        if picks is None:
            return
    from .targets import shield_stops, through_ward
    picks = through_ward(ctx, seat, src, o, picks)
    for t in picks or []:
        r = locate(st, t)
        if r is None or shield_stops(ctx, seat, t):     # call targets (001 7 Shield)
            continue
        step = r[0] + (1 if realm > r[0] else -1)
        if step in active_realms(st):
            move_card(ctx, t, step, seat)


@op("_rage")
def _rage(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Rage: you may attack here at once without spending an action; if you do, this is
    sacrificed at the end of that battle (001 7 Rage)."""
    st = ctx.st
    where = locate(st, src)
    if where is None:
        return
    if any(r == where[0] for r, _s, _i, _a in static_abilities(st, ctx.cards, "cant_attack_here")):
        ctx.log("rage", f"{ctx.name(src)} can't make a rage attack: no attack can take place in "
                        f"{realm_name(where[0])}", seat, (src,))
        return          # 001 4 Battle: "can't attack" stops attacks enabled by triggered effects
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: make a rage attack in {realm_name(where[0])}?",
                         ["yes", "no"], 1, 1, by="value", labels=["Attack", "Don't attack"])
        if picks is None:
            return
    if picks[0] == "yes":
        from .battle import begin_battle
        begin_battle(ctx, seat, where[0], rage=src)


@op("_replace_banish")
def _replace_banish(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Pastel Bloom Drake: "If this would be banished, put it into target realm instead"
    (001 5 Replacement Effects: from any area; nothing watching banishment triggers).
    The card's controller (its owner outside The World) chooses the realm; the card arrives
    there under that player's control, a new object without its counters and effects; a
    token copy stays a token, never having left The World."""
    st = ctx.st
    where = locate(st, src)
    who = where[1] if where is not None else st.owner[src]
    opts = active_realms(st)
    if picks is None:
        picks = ctx.pick_realm(who, src, o, f"{ctx.name(src)} would be banished: put it into", opts)
        if picks is None:
            return
    from .moves import leave_world, remove_anywhere
    if where is not None:
        leave_world(ctx, src, "world")
    elif remove_anywhere(ctx, src) == "nowhere":
        return
    ctx.log("moved", f"{ctx.name(src)} would be banished: it is put into {realm_name(int(picks[0]))} instead",
            who, (src,))
    arrive(ctx, src, int(picks[0]), who)


__all__ = ["player"]
