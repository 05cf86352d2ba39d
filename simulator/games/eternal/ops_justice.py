"""Effect ops first needed by Set 1's Justice cards (and their two-faction partners); registered on
effects.OPS like every other op, usable by any card."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, create, player
from .cards import BATTLE_SKILLS, FACTION_NAMES, FACTIONS, KW, is_type
from .effects import Env, Op, op, op_buff, op_grant, pick
from .state import ONCE_USED
from .stats import attack, keywords, on_playmat, remaining
from .targets import select, shielded
from .zones import info_of, new_instance


def _stats_now(ctx: Ctx, c: int) -> tuple[int, int]:
    """(strength, health) of a card now: on the playmat its current numbers (health after
    damage, as the card shows it), elsewhere its printed numbers with its changes."""
    st = ctx.st
    if on_playmat(st, c):
        return attack(st, ctx.cards, c), remaining(st, ctx.cards, c)
    card, i = ctx.card(c), st.info.get(c)
    return card.attack + (i.atk if i else 0), card.health + (i.hp if i else 0)


@op("buff_hand_card")
def op_buff_hand_card(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Tinker Apprentice: "Give a unit or weapon in your hand +1/+1." (the player's choice of
    a matching card in their hand; nothing when there is none)."""
    st = ctx.st
    kinds = tuple(o.get("kinds", ["unit", "weapon"]))
    if picks is None:
        options = [c for c in st.hands[seat] if is_type(ctx.card(c).type, kinds)]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a {' or '.join(kinds)} in your hand",
                     options, 1, 1)
        if picks is None:
            return
    if not picks or int(picks[0]) not in st.hands[seat]:
        return
    c = int(picks[0])
    i = info_of(st, c)
    a, h = int(o.get("attack", 0)), int(o.get("health", 0))
    i.atk += a
    i.hp += h
    ctx.log("buff", f"A card in {player(seat)}'s hand gets {a:+d}/{h:+d}", seat)


@op("double_stats")
def op_double_stats(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Order of the Spire: "Double its Strength/Health": +X/+Y for its strength X and
    health Y now (health after damage, as the card shows it)."""
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "self"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        a, h = attack(st, ctx.cards, r), remaining(st, ctx.cards, r)
        i = info_of(st, r)
        i.atk += max(0, a)
        i.hp += max(0, h)
        ctx.log("buff", f"{ctx.name(r)} doubles its Strength/Health", st.owners[r], (r,))


@op("give_own_stats")
def op_give_own_stats(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Crownwatch Cavalry: "Give one of your other units Crownwatch Cavalry's Strength/Health"."""
    a, h = _stats_now(ctx, src)
    op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": o.get("to", "target")}, env, None)


@op("copy_skills")
def op_copy_skills(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Hero of the People: "When you play a unit, Hero of the People gets that unit's battle
    skills" (the skills it has as this resolves; env "unit")."""
    st = ctx.st
    u = env.get("unit")
    if u is None:
        return
    bits = keywords(st, ctx.cards, u)
    names = [k for k in BATTLE_SKILLS if bits & KW[k]]
    if names:
        op_grant(ctx, seat, src, {"op": "grant", "keywords": names, "to": o.get("to", "self")}, env, None)


@op("power_copy")
def op_power_copy(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Marshal Ironthorn: "Empower: Play an additional copy of that power." The copy is a new
    card put into play as a power (influence, maximum power, its own effects) that raises no
    Empower of its own, else two Marshals would play copies forever."""
    from .plays import raise_max_power
    st = ctx.st
    p = env.get("played")
    if p is None:
        return
    card = ctx.card(p)
    c = new_instance(st, st.kinds[p], seat)
    info_of(st, c).entered = st.turn_no
    st.powers[seat].append(c)
    for f, n in zip(FACTIONS, card.influence):
        st.influence[seat][FACTIONS.index(f)] += n
    depleted = card.depleted or (card.depleted_unless_unit and not any(ctx.card(u).is_unit for u in st.boards[seat]))
    ctx.log("played", f"{player(seat)} plays a copy of {card.name}" + (" (depleted)" if depleted else ""), seat, (c,))
    raise_max_power(ctx, seat, 1, depleted)
    st.tasks[0:0] = [(seat, c, step, {}) for step in card.effects]


@op("treasury_minotaur")
def op_treasury_minotaur(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Treasury Gate: "The first time you play a relic weapon each turn, play a Minotaur with
    the same Strength/Health and battle skills" (the weapon's printed numbers with its
    changes; the once a turn is kept on the relic, reset at cleanup)."""
    from .cards import card_index
    st, cards = ctx.st, ctx.cards
    w = env.get("played")
    gate = info_of(st, src)
    if w is None or gate.used & ONCE_USED:
        return
    gate.used |= ONCE_USED
    a, h = _stats_now(ctx, w)
    bits = ctx.card(w).kw | (st.info[w].kw if w in st.info else 0)
    kind = card_index().get(o["card"], -1)
    if not (0 <= kind < len(cards) and cards[kind].id == o["card"]):
        kind = next(c.index for c in cards if c.id == o["card"])
    m = create(ctx, seat, kind, "board", src)
    if m < 0:
        return
    i = info_of(st, m)
    i.atk, i.hp = a - cards[kind].attack, h - cards[kind].health
    gained = bits & sum(KW[k] for k in BATTLE_SKILLS)
    i.kw |= gained
    if gained & KW["aegis"]:
        i.shield = True
    ctx.log("buff", f"The Minotaur is {a}/{h}", seat, (m,))


@op("choose_influence")
def op_choose_influence(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Diplomatic Seal: "If you have two or fewer influence, gain an influence of your choice."""
    st = ctx.st
    if picks is None:
        if sum(st.influence[seat]) > int(o.get("max_total", 2)):
            return
        picks = pick(ctx, seat, src, o, env, "Choose an influence to gain", list(FACTIONS), 1, 1, by="value",
                     labels=list(FACTION_NAMES))
        if picks is None:
            return
    f = str(picks[0])
    if f in FACTIONS:
        st.influence[seat][FACTIONS.index(f)] += 1
        ctx.log("influence", f"{player(seat)} gains {FACTION_NAMES[FACTIONS.index(f)]} influence", seat)


@op("buff_having")
def op_buff_having(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Oathbreaker: "your units with Lifesteal get +1/+1": a buff to the selected units that
    have the skill now."""
    st = ctx.st
    bit = KW[o["keyword"]]
    step = {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0), "to": "target",
            "turn": o.get("turn", False)}
    for r in select(ctx, seat, src, o.get("to", "your_units"), env):
        if r >= 0 and keywords(st, ctx.cards, r) & bit:
            op_buff(ctx, seat, src, step, {**env, "target": r}, None)


@op("replay")
def op_replay(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Privilege of Rank: "If Privilege of Rank is discarded, play it from your void" (a free
    play, 000 1.3 and 6.3)."""
    from .plays import play_free
    if src in ctx.st.voids[seat] and play_free(ctx, seat, src):
        ctx.log("replay", f"{player(seat)} plays {ctx.name(src)} from the void", seat, (src,))
