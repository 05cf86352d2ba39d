"""More effect ops for Set 3 (Omens of the Past) Fire and Time cards: a weapon copied onto its
wielder, a sacrifice that feeds a unit, a unit or relic returned to hand. Registered on import
(ops_set3_ft.py imports this module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, bounce, destroy, player
from .effects import Env, Op, op, op_buff, pick
from .targets import removed_from_combat, select, shielded
from .zones import info_of, lift, new_instance, to_hand
from .unit_types import has_type


@op("arm_copy")
def op_arm_copy(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Hellfire Oni: "When you play a weapon on Hellfire Oni, play an additional copy of that weapon
    on her": a new card of the weapon just attached (the last one on her) is played on her too,
    its Summon firing (000 1.3)."""
    from .plays import attach
    st, cards = ctx.st, ctx.cards
    i = st.info.get(src)
    if i is None or not i.att or src not in st.boards[seat]:
        return
    last = i.att[-1]
    if cards[st.kinds[last]].type != "weapon":
        return
    w = new_instance(st, st.kinds[last], seat)
    st.free_plays += 1
    attach(ctx, seat, w, src)


@op("sac_buff")
def op_sac_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Scrap Hound: "sacrifice another unit to give Scrap Hound +2/+2. If it was a Grenadin, Scrap
    Hound gets +5/+5 instead.": its player chooses another unit of theirs as it resolves; the
    buff (or, for a unit of bonus_type, the bonus one) follows the sacrifice."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[seat] if u != src and cards[st.kinds[u]].is_unit]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose another unit of yours to sacrifice", options, 1, 1)
        if picks is None:
            return
    u = int(picks[0])
    if u not in options or u not in st.boards[seat]:
        return
    bonus = has_type(st, cards, u, str(o.get("bonus_type", "")))
    destroy(ctx, u, "is sacrificed")
    a, h = o.get("bonus", [0, 0]) if bonus else o.get("buff", [0, 0])
    op_buff(ctx, seat, src, {"op": "buff", "attack": int(a), "health": int(h), "to": "self"}, env, None)


@op("bounce_any")
def op_bounce_any(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Dig Site: "You may put a unit or another relic into its owner's hand": the target, a unit
    or a relic (a relic weapon too: its armor goes with it, 000 4.31), to its owner's hand, known
    to both players."""
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        owner = st.owners[r]
        if r in st.boards[owner]:
            removed_from_combat(st, r)
            bounce(ctx, r)
        elif r in st.relics[owner]:
            lift(st, r)
            if r in st.auras:
                st.auras.remove(r)
            if st.weapon[owner] == r:
                st.weapon[owner] = -1
                st.armor[owner] = 0   # 000 4.31: losing the relic weapon loses all armor
            info_of(st, r).leave_play()
            if to_hand(st, r, owner):
                st.revealed.append(r)
            ctx.log("bounced", f"{ctx.name(r)} returns to {player(owner)}'s hand", owner, (r,))


@op("curse_with")
def op_curse_with(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sandbinder Sentinel: "Play a Sandbind on an enemy unit with Flying": the curse token is made
    and attached to the target (000 1.3, 6.3), as a curse played on it is."""
    from .cards import card_index
    from .plays import attach
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or r not in st.boards[st.owners[r]]:
            continue
        kind = card_index()[str(o["card"])]
        c = new_instance(st, kind, seat)
        st.free_plays += 1
        attach(ctx, seat, c, r)


@op("mark_turn")
def op_mark_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rock Carapace: "if the wielder attacked" (this turn): the weapon's record keeps the turn
    its wielder last attacked (a weapon has no Agenda: its step)."""
    info_of(ctx.st, src).step = ctx.st.turn_no


@op("stun_if_marked")
def op_stun_if_marked(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rock Carapace: "At the end of your turn, if the wielder attacked, stun it." (003 Stun;
    Endurance stops it, as the stun op says)."""
    from .effects import OPS
    st = ctx.st
    i = st.info.get(src)
    if i is not None and i.step == st.turn_no and i.host >= 0:
        OPS["stun"](ctx, seat, src, {"op": "stun", "to": "wielder"}, env, None)


@op("replenish")
def op_replenish(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Temporal Distortion: "At the start of the enemy turn, replenish your power." (your power
    back up to your Maximum Power)."""
    st = ctx.st
    if st.power[seat] < st.max_power[seat]:
        st.power[seat] = st.max_power[seat]
        ctx.log("power", f"{player(seat)} replenishes their power", seat)


# Abilities that work from a void or a deck (acts.ZONE_WATCH: event -> (zone, trigger kind)):
# Ask for Directions in the void watches attacks, Invoke the Waystones the end of the turn,
# Azurite Prixis at the bottom of the deck the first turn's start (either player's).
from .acts import ZONE_WATCH  # noqa: E402

for _event, _watch in (("units_attack", ("voids", "void_units_attack")), ("turn_end", ("voids", "void_turn_end")),
                       ("turn_start", ("decks", "deck_game_start")), ("enemy_turn_start", ("decks", "deck_game_start"))):
    if _watch not in ZONE_WATCH.get(_event, ()):
        ZONE_WATCH[_event] = ZONE_WATCH.get(_event, ()) + (_watch,)


@op("void_self_to_hand")
def op_void_self_to_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ask for Directions: "draw Ask for Directions from your void" (the card itself, when it is
    still there; voids are public, so it is known to both players in hand)."""
    from .stats import void_locked
    st = ctx.st
    if src in st.voids[seat] and not void_locked(st, ctx.cards, src, seat):
        lift(st, src)
        if to_hand(st, src, seat):
            st.revealed.append(src)
        ctx.log("from_void", f"{player(seat)} draws {ctx.name(src)} from the void", seat, (src,))


@op("copy_to_hand_if_marked")
def op_copy_to_hand_if_marked(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Invoke the Waystones: "At the end of your turn, create and draw a copy of Invoke the
    Waystones with cost increased by 1": when it resolved this turn (op mark_turn), a new card of
    it comes to hand costing what it cost plus `cost`."""
    from .acts import create
    st = ctx.st
    i = st.info.get(src)
    if i is None or i.step != st.turn_no:
        return
    i.step = 0
    c = create(ctx, seat, st.kinds[src], "hand", src)
    if c >= 0:
        info_of(st, c).cost += i.cost + int(o.get("cost", 0))


@op("play_if_bottom")
def op_play_if_bottom(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Azurite Prixis: "If Azurite Prixis is on the bottom of your deck at the start of the game,
    play it.": at the start of the game's first turn, from the bottom of its player's deck onto
    the playmat (000 1.3: played by its own effect, for free)."""
    from .plays import place
    st = ctx.st
    deck = st.decks[st.owners[src]]
    if st.turn_no == 1 and deck and deck[0] == src:
        lift(st, src)
        place(ctx, st.owners[src], src, None, None)


@op("bank_power")
def op_bank_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Talir, Unbound, at the end of your turn: the power you didn't spend this turn is kept on
    its playmat record (a unit has no Agenda: its step) for the start of your next turn."""
    info_of(ctx.st, src).step = max(0, ctx.st.power[seat])


@op("unbank_power")
def op_unbank_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Talir, Unbound: "At the start of your turn, gain the power you didn't spend last turn."."""
    i = info_of(ctx.st, src)
    if i.step > 0:
        ctx.st.power[seat] += i.step
        ctx.log("power", f"{player(seat)} gains {i.step} power not spent last turn", seat)
    i.step = 0


@op("extra_turn")
def op_extra_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Talir, Unbound: "then take an additional turn after this one" (kept in EternalState.links,
    read as the turn ends: auras_set3_ft.take_extra_turn)."""
    from .auras_set3_ft import LINK_EXTRA_TURN
    ctx.st.links.append([LINK_EXTRA_TURN, -9, -9 - seat])
    ctx.log("extra_turn", f"{player(seat)} will take an additional turn after this one", seat)
