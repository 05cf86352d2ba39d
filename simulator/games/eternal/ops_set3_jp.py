"""Effect ops first needed by Set 3 (Omens of the Past), Justice and Primal cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, create, draw, is_night, player, raise_watchers
from .cards import BATTLE_SKILLS, KW
from .effects import Env, Op, op, op_buff, op_copy, op_damage, op_grant, op_stun, pick
from .stats import attack, health, keywords
from .targets import select, shielded
from .zones import info_of, lift, new_instance

_SKILL_BITS = tuple(KW[k] for k in BATTLE_SKILLS)


def battle_skills(ctx: Ctx, u: int) -> int:
    """How many battle skills (003 Battle Skills) a unit has now."""
    kw = keywords(ctx.st, ctx.cards, u)
    return sum(1 for b in _SKILL_BITS if kw & b)


def _your_units(ctx: Ctx, seat: int) -> list[int]:
    st, cards = ctx.st, ctx.cards
    return [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]


def _count(ctx: Ctx, seat: int, per: str, unit_type: str, env: Env) -> int:
    """What a "for each ..." counts: your units wielding a weapon ("wielding"), your units of a
    type ("type"), or the battle skills of the play's target ("target_skills")."""
    st, cards = ctx.st, ctx.cards
    if per == "wielding":
        return sum(1 for u in _your_units(ctx, seat)
                   if any(cards[st.kinds[a]].type == "weapon" for a in info_of(st, u).att))
    if per == "type":
        return sum(1 for u in _your_units(ctx, seat) if unit_type in cards[st.kinds[u]].unit_types)
    if per == "target_skills":
        t = env.get("target")
        return battle_skills(ctx, t) if t is not None and t >= 0 else 0
    raise ValueError(f"unknown count {per}")


@op("damage_night")
def op_damage_night(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Darkbolt: "Deal 1 damage to an enemy unit. At Night, deal 5 damage instead." (003 Night)."""
    n = int(o["night"]) if is_night(ctx.st) else int(o.get("amount", 0))
    op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "target")}, env, None)


@op("armor_count")
def op_armor_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ironclad Oath: "You gain 1 Armor for each of your Valkyrie" (none gained when you have none)."""
    n = _count(ctx, seat, "type", str(o.get("unit_type", "")), env)
    if n > 0:
        ctx.st.armor[seat] += n
        ctx.log("armor", f"{player(seat)} gains {n} armor", seat)
        raise_watchers(ctx, "armor_gain", seat, {"amount": n})


@op("armor_extra")
def op_armor_extra(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Silverwing Smith: "When you gain Armor, gain an additional +1 Armor": armor added to the gain
    that raised it, so it raises no "when you gain Armor" of its own (else two Smiths would never stop)."""
    n = int(o.get("amount", 1))
    ctx.st.armor[seat] += n
    ctx.log("armor", f"{player(seat)} gains {n} more armor", seat)


@op("double_stats_turn")
def op_double_stats_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Minsod: "double Minsod's Strength and Health this turn": +X/+Y this turn for the Strength X
    and Health Y it has now (its Health with damage taken off, as the card shows it)."""
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "self"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        a, h = max(0, attack(st, cards, r)), max(0, health(st, cards, r) - info_of(st, r).dmg)
        i = info_of(st, r)
        i.tatk += a
        i.thp += h
        ctx.log("buff", f"{ctx.name(r)} doubles its Strength and Health this turn", st.owners[r], (r,))


@op("buff_played")
def op_buff_played(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Whetstone: "When you play a relic weapon, it gets +1 Strength": a lasting buff of the card the
    trigger speaks of (env "played")."""
    c = env.get("played")
    if c is not None and c >= 0:
        step = {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0), "to": "target"}
        op_buff(ctx, seat, src, step, {**env, "target": c}, None)


@op("buff_for_each")
def op_buff_for_each(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"+1/+1 this turn for each of your units wielding a weapon" (Crackshot Fugitive, per "wielding"),
    "for each of its battle skills" (Reinvigorate, "target_skills"), "for each of your Yeti"
    (Slushdumper, "type" with unit_type): the buff times the count as it resolves."""
    n = _count(ctx, seat, str(o.get("per", "")), str(o.get("unit_type", "")), env)
    if n > 0:
        step = {"op": "buff", "attack": int(o.get("attack", 0)) * n, "health": int(o.get("health", 0)) * n,
                "to": o.get("to", "target"), "turn": bool(o.get("turn", False))}
        op_buff(ctx, seat, src, step, env, None)


@op("grant_typed")
def op_grant_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Skills given only to the selected units of a type: Showdown's "If it's a Gunslinger, it deals
    Double Damage this turn", Darkveil Agent's "your Unseen get Aegis"."""
    st, cards = ctx.st, ctx.cards
    kind = str(o.get("unit_type", ""))
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and kind in cards[st.kinds[r]].unit_types:
            step = {"op": "grant", "keywords": o.get("keywords", []), "to": "target", "turn": bool(o.get("turn"))}
            op_grant(ctx, seat, src, step, {**env, "target": r}, None)


@op("stun_enemies")
def op_stun_enemies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Eilyn's Frostrider: "Stun two enemy units": its player chooses that many enemy units (all of
    them when there are fewer) as it resolves; each is stunned as the stun op does it."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemy unit{'s' if n > 1 else ''} to stun",
                     options, n, n)
        if picks is None:
            return
    for u in picks:
        op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, {**env, "target": int(u)}, None)


@op("create_counted")
def op_create_counted(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Thudrock: "play a Snowman with Strength/Health equal to your number of Yeti": the token is
    played, then its numbers set to that count (counted as it resolves, Thudrock among them)."""
    from .cards import card_index
    st, cards = ctx.st, ctx.cards
    n = _count(ctx, seat, "type", str(o.get("unit_type", "")), env)
    kind = card_index()[o["card"]]
    c = create(ctx, seat, kind, "board", src)
    if c >= 0:
        i = info_of(st, c)
        i.atk += n - cards[kind].attack
        i.hp += n - cards[kind].health


@op("create_growing")
def op_create_growing(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Amilli: "play a 1/1 Valkyrie with Flying. Then, increase this ability by +1/+1": the token
    gets +N/+N for the N times this has happened while the card is on the playmat (kept in its
    `step`, which leaving the playmat resets)."""
    from .cards import card_index
    st = ctx.st
    me = info_of(st, src)
    c = create(ctx, seat, card_index()[o["card"]], "board", src)
    if c >= 0 and me.step:
        i = info_of(st, c)
        i.atk += me.step
        i.hp += me.step
    me.step += 1


@op("draw_growing")
def op_draw_growing(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jotun Feast-Caller: "draw 1. Then, increase this ability by 1": 1 card, then 2, then 3...
    while it stays on the playmat (counted in its `step`)."""
    me = info_of(ctx.st, src)
    draw(ctx, seat, 1 + me.step)
    me.step += 1


@op("copy_typed")
def op_copy_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Clutchmate: "Play a copy of one of your units. If it's a Dinosaur, give both +1/+1." (003 Copy)."""
    st, cards = ctx.st, ctx.cards
    t = env.get("target")
    if t is None or t < 0:
        return
    before = set(st.boards[seat])
    op_copy(ctx, seat, src, {"op": "copy", "to": "target"}, env, None)
    if str(o.get("unit_type", "")) in cards[st.kinds[t]].unit_types:
        for u in [t] + [u for u in st.boards[seat] if u not in before]:
            step = {"op": "buff", "attack": o.get("attack", 1), "health": o.get("health", 1), "to": "target"}
            op_buff(ctx, seat, src, step, {"target": u}, None)


@op("hand_to_bottom")
def op_hand_to_bottom(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Strategize: "then put a card from your hand on the bottom of your deck" (your choice; the card
    is named to no one else)."""
    st = ctx.st
    hand = st.hands[seat]
    if not hand:
        return
    got = picks if picks is not None else pick(ctx, seat, src, o, env,
                                               "Choose a card from your hand to put on the bottom of your deck",
                                               hand[:], 1, 1)
    if not got:
        return
    c = int(got[0])
    if c not in hand:
        return
    lift(st, c)
    if c in st.revealed:
        st.revealed.remove(c)
    st.decks[seat].insert(0, c)
    ctx.log("to_deck", f"{player(seat)} puts a card from their hand on the bottom of their deck", seat)


def enemy_cursed(ctx: Ctx, seat: int) -> bool:
    """"If an enemy is cursed": an enemy unit bears a curse, or a cursed relic is on the enemy player."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    for u in st.boards[foe]:
        if any(cards[st.kinds[a]].type == "curse" for a in info_of(st, u).att):
            return True
    return any(cards[st.kinds[r]].type == "cursed_relic" for r in st.relics[foe])


@op("buff_if_cursed")
def op_buff_if_cursed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sinister Opportunist: "give Sinister Opportunist +3/+3 if an enemy is cursed" (checked as it resolves)."""
    if enemy_cursed(ctx, seat):
        op_buff(ctx, seat, src, {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0),
                                 "to": o.get("to", "self")}, env, None)


@op("type_closer")
def op_type_closer(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Iceberg Mason: "Move each Yeti in your deck one card closer to the top": from the top down,
    each such card swaps with the card above it (a Yeti on top, or under another Yeti that just
    moved, stays where it is)."""
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]   # the top card is the last
    kind = str(o.get("unit_type", ""))
    moved = False
    for pos in range(len(deck) - 2, -1, -1):
        c, above = deck[pos], deck[pos + 1]
        if kind in cards[st.kinds[c]].unit_types and kind not in cards[st.kinds[above]].unit_types:
            deck[pos], deck[pos + 1] = above, c
            moved = True
    if moved:
        ctx.log("deck", f"{player(seat)}'s {kind} move up their deck", seat)


@op("play_token")
def op_play_token(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Last Stand at the Gate: "Play ... a 6/6 Gilded Hammer" (a relic weapon): the token is made and
    played for free as its type is played (000 1.3; a relic weapon is equipped)."""
    from .cards import card_index
    from .plays import play_free
    c = new_instance(ctx.st, card_index()[o["card"]], seat)
    play_free(ctx, seat, c, from_zone=False)
