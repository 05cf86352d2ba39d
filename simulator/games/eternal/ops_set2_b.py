"""Effect ops first needed by Set 2 (The Fall of Argenport), the cards left after the first pass: modal Choices, Mentor on spells, spell-damage bonuses, transforms, top-of-deck effects and one-offs. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import MORE_CONDITIONS, Ctx, create, damage, destroy, player
from .cards import FACTIONS, KW
from .effects import Env, Op, op, pick
from .ops_fire import pool
from .ops_shadow import discard_card
from .state import player_ref
from .stats import _live_auras, attack, keywords
from .targets import select, shielded, source_bits
from .zones import info_of

AEGIS = KW["aegis"]


def spell_bonus(ctx: Ctx, seat: int, src: int) -> int:
    """Cloudsnake Harrier: "Your spells deal +1 damage" (an aura's spell_damage): the extra
    damage a spell of `seat`'s deals now (0 for anything but a spell)."""
    st, cards = ctx.st, ctx.cards
    if src < 0 or not st.auras or not cards[st.kinds[src]].is_spell:
        return 0
    return sum(int(aura["spell_damage"]) for a, aura in _live_auras(st, cards)
               if "spell_damage" in aura and st.owners[a] == seat)


def _enemy_unit(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Slimespitter Slug: "When an enemy unit dies" (the unit the trigger speaks of is the enemy's)."""
    u = (env or {}).get("unit")
    return u is not None and ctx.st.owners[u] != seat


def _student(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """A Mentor spell's step: a Student was chosen as it was played."""
    return (env or {}).get("student") is not None


def _one_influence(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Veteran Mercenary: "If you have only one type of influence"."""
    return sum(1 for n in ctx.st.influence[seat] if n > 0) == 1


MORE_CONDITIONS.update({"enemy_unit": _enemy_unit, "student": _student, "one_influence": _one_influence})


@op("choose_mode")
def op_choose_mode(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """A Choice spell ("- X, or; - Y"): the mode its play chose (env "mode", 1-based, with
    that mode's target) resolves (modes.py)."""
    n = int(env.get("mode", 0)) - 1
    modes = o.get("modes", [])
    if not 0 <= n < len(modes):
        return
    ctx.log("mode", f"{ctx.name(src)}: {modes[n]['label']}", seat, (src,))
    ctx.st.tasks[0:0] = [(seat, src, step, env) for step in modes[n].get("effects", [])]


@op("damage_unstoppable")
def op_damage_unstoppable(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Decimation: "Deal 10 damage. Decimation can't be negated or stopped by Aegis": damage
    to the target that no Aegis shield stops (003 Aegis does not apply); a Negate leaves it on
    the stack (ops_shadow_b.op_negate asks unnegatable)."""
    amount = int(o.get("amount", 0)) + spell_bonus(ctx, seat, src)
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        damage(ctx, src, r, amount, source_bits(ctx, seat, src))


def unnegatable(ctx: Ctx, c: int) -> bool:
    """A spell that "can't be negated" (Decimation: its damage_unstoppable step)."""
    return any(s.get("op") == "damage_unstoppable" for s in ctx.cards[ctx.st.kinds[c]].effects)


@op("damage_choose")
def op_damage_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rockslide: "Deal 1 damage to two enemies": its player chooses n enemies (units or the
    enemy player; all of them when fewer) as it resolves; each is dealt the damage."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit] + [player_ref(1 - seat)]
    n = min(int(o.get("n", 1)), len(options))
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemies", options, n, n)
        if picks is None:
            return
    amount = int(o.get("amount", 1)) + spell_bonus(ctx, seat, src)
    for r in picks:
        r = int(r)
        if (r < 0 or r in st.boards[1 - seat]) and not shielded(ctx, seat, r):
            damage(ctx, src, r, amount, source_bits(ctx, seat, src))


@op("shield_up")
def op_shield_up(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Meditative Stranger: "Strangers have Aegis": a Stranger already on a playmat that gains
    Aegis from it gains an Aegis shield (003 Aegis: a unit that gains Aegis gains a shield); one
    that had Aegis of its own keeps the shield it has, or lacks."""
    st, cards = ctx.st, ctx.cards
    for s in (0, 1):
        for u in st.boards[s]:
            card = cards[st.kinds[u]]
            if u == src or o.get("unit_type", "") not in card.unit_types or not card.is_unit:
                continue
            if keywords(st, cards, u) & AEGIS and not keywords(st, cards, u, auras=False) & AEGIS:
                info_of(st, u).shield = True


@op("buff_having_count")
def op_buff_having_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Slimespitter Slug: "Each unit with Flying gets -1/-1 for each of your units": every unit
    with the skill (either side, itself too) gets the numbers times your units as it resolves."""
    st, cards = ctx.st, ctx.cards
    n = sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)
    a, h = int(o.get("attack", 0)) * n, int(o.get("health", 0)) * n
    bit = KW[o["keyword"]]
    for s in (0, 1):
        for u in list(st.boards[s]):
            if cards[st.kinds[u]].is_unit and keywords(st, cards, u) & bit and not shielded(ctx, seat, u):
                i = info_of(st, u)
                i.atk += a
                i.hp += h
                ctx.log("buff", f"{ctx.name(u)} gets {a:+d}/{h:+d}", s, (u,))


@op("create_mono_random")
def op_create_mono_random(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Veteran Mercenary: "If you have only one type of influence, create and draw a random card
    of that faction": a random collectible card of that one faction alone (ops_fire.pool)."""
    st = ctx.st
    have = [f for n, f in zip(st.influence[seat], FACTIONS) if n > 0]
    if len(have) != 1:
        return
    options = [k for k in pool(ctx.cards, {"faction": have[0]}) if ctx.cards[k].factions == have[0]]
    if options:
        create(ctx, seat, options[st.rng.below(len(options))], o.get("zone", "hand"), src)


@op("discard_then")
def op_discard_then(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Kosul Brigade: "You may discard two cards to play an 8/8 Urska": its player first says
    whether to (only with n cards in hand), then picks the n cards; then `then` happens."""
    st = ctx.st
    n = int(o.get("n", 1))
    hand = st.hands[seat]
    if len(hand) < n:
        return
    if not o.get("_yes"):
        got = picks if picks is not None else pick(
            ctx, seat, src, o, env, f"{ctx.name(src)}: discard {n} cards?", ["yes", "no"], 1, 1, by="value",
            labels=[f"Discard {n} cards", "Keep them"])
        if got is None or got[0] != "yes":
            return
        st.tasks.insert(0, (seat, src, {**o, "_yes": True}, env))
        return
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} cards to discard",
                                               hand[:], n, n)
    if got is None:
        return
    for c in got:
        if int(c) in st.hands[seat]:
            discard_card(ctx, seat, int(c))
    st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


@op("silence_discard")
def op_silence_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Vara's Choice: "Silence a unit in the enemy player's hand. They discard it.": the units in
    that hand are shown to the chooser (both players then know them), the chosen one is
    silenced and discarded (it stays silenced in the void)."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [c for c in st.hands[foe] if cards[st.kinds[c]].is_unit]
        st.revealed += [c for c in options if c not in st.revealed]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the unit {player(foe)} discards", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c in st.hands[foe]:
        info_of(st, c).silenced = True
        ctx.log("silence", f"{ctx.name(c)} is silenced", foe, (c,))
        discard_card(ctx, foe, c)


@op("student_deals")
def op_student_deals(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Dragonbreath: "Mentor: The Student deals its Strength in damage to an enemy unit": the
    enemy unit is chosen as it resolves; the Student is the source (its skills count)."""
    st, cards = ctx.st, ctx.cards
    u = env.get("student")
    if u is None or u not in st.boards[seat]:
        return
    options = [x for x in st.boards[1 - seat] if cards[st.kinds[x]].is_unit]
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose an enemy unit", options, 1, 1)
        if picks is None:
            return
    for t in picks:
        t = int(t)
        if t in st.boards[1 - seat] and not shielded(ctx, seat, t):
            damage(ctx, u, t, attack(st, cards, u), keywords(st, cards, u))


@op("kill_all_but")
def op_kill_all_but(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Leave a Witness: "Kill all units. Mentor: Spare the Student.": every unit dies but the
    Student (when one was chosen)."""
    st, cards = ctx.st, ctx.cards
    spare = env.get("student")
    for s in (0, 1):
        for u in list(st.boards[s]):
            if u != spare and cards[st.kinds[u]].is_unit and u in st.boards[s] and not shielded(ctx, seat, u):
                destroy(ctx, u, "is killed")


@op("draw_per_skill")
def op_draw_per_skill(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Master's Lesson: "Mentor: Draw a card for each of the Student's battle skills" (the
    thirteen of 003 Battle Skills the Student has as it resolves)."""
    from .acts import draw
    from .cards import BATTLE_SKILLS
    st = ctx.st
    u = env.get("student")
    if u is None or u not in st.boards[seat]:
        return
    bits = keywords(st, ctx.cards, u)
    n = sum(1 for k in BATTLE_SKILLS if bits & KW[k])
    if n:
        draw(ctx, seat, n)


@op("play_copies_from_top")
def op_play_copies_from_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Mating Call: "Mentor: Play each copy of the Student from the top 10 cards of your deck":
    every card of the Student's name among the top ten is played (free, 000 1.3), top first."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    u = env.get("student")
    if u is None:
        return
    name = cards[st.kinds[u]].name
    top = st.decks[seat][-10:][::-1]
    for c in top:
        if cards[st.kinds[c]].name == name and c in st.decks[seat]:
            play_free(ctx, seat, c)
