"""More of the effect vocabulary of Set 3 (Omens of the Past), Justice and Primal cards: aura filters
(stats.MORE_FILTERS), ability gates (ability_gates.ABILITY_GATES) and the ops that go with them.
Registered on import (ops_set3_jp.py imports it)."""
from __future__ import annotations

from typing import Any

from .ability_gates import ABILITY_GATES, PLAY_BANS
from .acts import Ctx
from .cards import BATTLE_SKILLS, KW
from .effects import Env, Op, op, pick
from .stats import MORE_FILTERS, keywords
from .zones import info_of

_SKILL_BITS = sum(KW[k] for k in BATTLE_SKILLS)


def _min_skills(st: Any, cards: Any, src: int, u: int, value: int) -> bool:
    """Meditation Trainer's aura filter: "Your units with two or more battle skills" (skills from
    keyword auras count; this aura gives numbers, never skills, so no loop)."""
    return bin(keywords(st, cards, u) & _SKILL_BITS).count("1") >= int(value)


MORE_FILTERS["min_skills"] = _min_skills


_GROUND = 1_000_000   # Ground Crew's record: turn number * _GROUND + the grounded unit + 1


@op("ground")
def op_ground(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ground Crew: "It can't fly this turn": the unit is remembered, with the turn, on the Crew's
    playmat record (its `step`); the Crew's aura (filter "grounded") takes Flying from it this turn."""
    t = env.get("target")
    if t is not None and t >= 0:
        info_of(ctx.st, src).step = ctx.st.turn_no * _GROUND + t + 1


def _grounded(st: Any, cards: Any, src: int, u: int, value: Any) -> bool:
    """The aura filter of Ground Crew: the unit it grounded this turn."""
    i = st.info.get(src)
    return i is not None and i.step == st.turn_no * _GROUND + u + 1


MORE_FILTERS["grounded"] = _grounded


def _at_night(st: Any, cards: Any, seat: int) -> bool:
    """It can be used only at Night"""
    return 0 < st.turn_no <= st.night_until   # acts.is_night


ABILITY_GATES["at_night"] = _at_night   # Nocturnal Observer: "You may exhaust Nocturnal Observer at Night to ..."


# --- "can't play cards with that name" (ability_gates.PLAY_BANS) ------------------------------------------
@op("ban_enemy_name")
def op_ban_enemy_name(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Valkyrie Justiciar: "Choose a card with cost 4 or more in the enemy hand. They can't play cards
    with that name while you have Valkyrie Justiciar": its player sees the names of those cards (the
    effect shows them) and chooses one; the Justiciar's playmat record keeps it (its `step`, kind + 1)."""
    from .acts import player
    from .stats import cost
    st, cards = ctx.st, ctx.cards
    if src not in st.boards[seat]:
        return
    least = int(o.get("min_cost", 4))
    kinds = sorted({st.kinds[c] for c in st.hands[1 - seat] if cost(st, cards, c) >= least})
    if not kinds:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a card the enemy player can't play",
                     [cards[k].id for k in kinds], 1, 1, by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    kind = next((k for k in kinds if cards[k].id == picks[0]), None)
    if kind is not None:
        info_of(st, src).step = kind + 1
        ctx.log("ban", f"{ctx.name(src)}: {player(1 - seat)} can't play {cards[kind].name}", seat, (src,))


def _jp_bans(st: Any, cards: Any, seat: int) -> dict[int, str]:
    """The kinds `seat` may not play: named by an enemy Valkyrie Justiciar on the playmat (aura key
    ban_chosen), or the name of one of its own units that bears Caltrops (ban_host_name)."""
    out: dict[int, str] = {}
    for src in st.auras:
        aura = cards[st.kinds[src]].aura
        if aura is not None and aura.get("ban_chosen") and st.owners[src] != seat and src in st.boards[1 - seat]:
            i = st.info.get(src)
            if i is not None and i.step > 0 and not i.silenced:
                out[i.step - 1] = f"{cards[st.kinds[src]].name}: you can't play cards named {cards[i.step - 1].name}"
    for u in st.boards[seat]:
        i = st.info.get(u)
        if i is None or not i.att or i.silenced:
            continue
        for a in i.att:
            aura = cards[st.kinds[a]].aura
            if aura is not None and aura.get("ban_host_name"):
                out[st.kinds[u]] = f"{cards[st.kinds[a]].name}: you can't play cards named {cards[st.kinds[u]].name}"
    return out


PLAY_BANS.append(_jp_bans)


@op("create_skilled")
def op_create_skilled(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Alu, Death-Dreamer: "play a 3/3 Unseen with a random battle skill": the token is played, then
    gets one of the thirteen battle skills (003 Battle Skills), drawn from the state's RNG."""
    from .acts import create
    from .cards import card_index
    st = ctx.st
    c = create(ctx, seat, card_index()[o["card"]], "board", src)
    if c >= 0:
        skills = list(o.get("keywords", BATTLE_SKILLS))
        k = skills[st.rng.below(len(skills))]
        info_of(st, c).kw |= KW[k]
        if k == "aegis":
            info_of(st, c).shield = True   # 003 Aegis: a unit that gains Aegis gains a shield
        ctx.log("grant", f"{ctx.name(c)} gets {k.replace('_', ' ').title()}", seat, (c,))
