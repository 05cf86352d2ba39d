"""Effect ops first needed by Set 2 (The Fall of Argenport), the cards left after the first pass: modal Choices, Mentor on spells, spell-damage bonuses, transforms, top-of-deck effects and one-offs. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import MORE_CONDITIONS, Ctx, create, damage, destroy, player, raise_watchers
from .cards import FACTIONS, KW
from .effects import Env, Op, op, pick, pick_from_void
from .ops_fire import pool
from .ops_shadow import discard_card
from .state import player_ref
from .stats import _live_auras, attack, keywords
from .targets import select, shielded, source_bits
from .zones import cant_be_silenced, info_of
from .uses import note_kind
from .unit_types import has_type

AEGIS = KW["aegis"]


def spell_bonus(ctx: Ctx, seat: int, src: int) -> int:
    """Cloudsnake Harrier: "Your spells deal +1 damage" (an aura's spell_damage): the extra
    damage a spell of `seat`'s deals now (0 for anything but a spell), with a lasting increase
    of the spell itself (Maelstrom Bell: its instance's Strength change)."""
    st, cards = ctx.st, ctx.cards
    if src < 0 or not cards[st.kinds[src]].is_spell:
        return 0
    i = st.info.get(src)
    own = i.atk if i is not None else 0   # Maelstrom Bell's lasting +1 on this spell
    if not st.auras:
        return own
    return own + sum(int(aura["spell_damage"]) for a, aura in _live_auras(st, cards)
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
            if u == src or not has_type(st, cards, u, o.get("unit_type", "")) or not card.is_unit:
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
        if not cant_be_silenced(st, cards, c):   # Lida's Apprentice
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


@op("buff_copies")
def op_buff_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Nostrix: "Mentor: Give the Student and each copy in your hand and deck +5/+5": the Student
    and every card of its name in its player's hand and deck (lasting changes, 003)."""
    st, cards = ctx.st, ctx.cards
    u = env.get("student")
    if u is None:
        return
    name = cards[st.kinds[u]].name
    a, h = int(o.get("attack", 0)), int(o.get("health", 0))
    found = [c for c in st.hands[seat] + st.decks[seat] if cards[st.kinds[c]].name == name]
    if u in st.boards[seat]:
        found.append(u)
    for c in found:
        i = info_of(st, c)
        i.atk += a
        i.hp += h
    ctx.log("buff", f"{name} and its copies in hand and deck get {a:+d}/{h:+d}", seat, (u,))


@op("top_unit_gets_student")
def op_top_unit_gets_student(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Roosting Owl: "Mentor: The top unit of your deck gets the Student's Strength/Health": the
    topmost unit of the deck gets +X/+Y, the Student's Strength and Health as it resolves."""
    from .effects import top_unit_or_weapon
    from .stats import health
    st, cards = ctx.st, ctx.cards
    u = env.get("student")
    c = top_unit_or_weapon(st, cards, seat, ("unit",))
    if u is None or c < 0 or u not in st.boards[seat]:
        return
    i = info_of(st, c)
    i.atk += attack(st, cards, u)
    i.hp += health(st, cards, u)
    ctx.log("top_of_deck", f"The top unit of {player(seat)}'s deck gets stronger", seat)


@op("random_skill_share")
def op_random_skill_share(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Tranquil Scholar: "Summon: Tranquil Scholar gets a random battle skill. Then, you may give a
    unit in your hand that battle skill." (one draw of the state's RNG; the unit is chosen or not)."""
    from .cards import BATTLE_SKILLS
    st, cards = ctx.st, ctx.cards
    skill = o.get("_skill")
    if skill is None:
        skill = BATTLE_SKILLS[st.rng.below(len(BATTLE_SKILLS))]
        if src in st.boards[seat]:
            info_of(st, src).kw |= KW[skill]
            ctx.log("grant", f"{ctx.name(src)} gets {skill.replace('_', ' ').title()}", seat, (src,))
        o = {**o, "_skill": skill}
    options = [c for c in st.hands[seat] if cards[st.kinds[c]].is_unit]
    got = picks if picks is not None else pick(
        ctx, seat, src, o, env, f"{ctx.name(src)}: you may give a unit in your hand {skill.replace('_', ' ').title()}",
        options, 0, 1)
    if got:
        info_of(st, int(got[0])).kw |= KW[skill]
        ctx.log("hand_mod", f"{ctx.name(src)} gives a unit in hand {skill.replace('_', ' ').title()}", seat, (src,))


@op("void_powers")
def op_void_powers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Forgotten Find: "Play two power cards from your void depleted": its player chooses n power
    cards of the void (all of them when fewer), each played depleted by the effect (000 1.3; not
    the one power card a turn)."""
    from .ops_time import play_power
    st, cards = ctx.st, ctx.cards
    options = [c for c in st.voids[seat] if cards[st.kinds[c]].is_power]
    n = min(int(o.get("n", 1)), len(options))
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} power cards", options, n, n)
        if picks is None:
            return
    for c in picks:
        if int(c) in st.voids[seat]:
            play_power(ctx, seat, int(c), True)


@op("transform_deck")
def op_transform_deck(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Knucklebones: "Transform each card in your deck into a random card": each becomes a random
    collectible non-power card (ops_fire.pool; one RNG draw per card, bottom first), its changes
    gone (003 Transform: a new card)."""
    st = ctx.st
    options = pool(ctx.cards, {})
    if not options:
        return
    for c in st.decks[seat]:
        st.kinds[c] = options[st.rng.below(len(options))]
        note_kind(st, st.kinds[c])
        st.info.pop(c, None)
    ctx.log("transform", f"Each card in {player(seat)}'s deck is transformed", seat, (src,))


@op("void_silence_play")
def op_void_silence_play(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ayan: "Silence a unit in your void, then play it with +3/+3": its player chooses the unit,
    it is silenced (003 Silence: its text is gone) and played for free (000 1.3) with the buff."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    options = [c for c in st.voids[seat] if cards[st.kinds[c]].is_unit]
    c = pick_from_void(ctx, seat, src, o, env, picks, options, "choose a unit in your void")
    if c is None:
        return
    i = info_of(st, c)
    if not cant_be_silenced(st, cards, c):   # Lida's Apprentice: played with the buff, not silenced
        i.silenced = True
        i.kw = i.tkw = i.wc = i.twc = 0
        ctx.log("silence", f"{ctx.name(c)} is silenced", seat, (c,))
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    play_free(ctx, seat, c)


@op("mill_event")
def op_mill_event(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Means to an End: "When you gain Health, discard that many cards from your deck. Then, if you
    have no cards in your deck, sacrifice Means to an End to deal 25 damage to the enemy player."
    (003 Discard: from the top of the deck to the void)."""
    st = ctx.st
    deck = st.decks[seat]
    for _ in range(min(int(env.get("amount", 0)), len(deck))):
        discard_card(ctx, seat, deck[-1])
    if not deck and src in st.relics[seat]:
        destroy(ctx, src, "is sacrificed")
        damage(ctx, src, player_ref(1 - seat), int(o.get("amount", 0)), 0)


@op("spell_count_create")
def op_spell_count_create(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Calderan Cradle: "For every five spells you play, play a 5/5 Dragon with Flying": the relic
    counts the spells played while it is on the playmat (its `step`); each n-th makes the card."""
    from .cards import card_index
    st = ctx.st
    i = info_of(st, src)
    i.step += 1
    if i.step % int(o.get("every", 1)) == 0:
        create(ctx, seat, card_index()[o["card"]], "board", src)


@op("spell_in_deck_more")
def op_spell_in_deck_more(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Maelstrom Bell: "increase the damage of the top spell of your deck by 1": the topmost spell
    of the deck keeps a lasting +1 to the damage it deals (its instance's Strength change, which a
    spell has no other use for; spell_bonus adds it)."""
    st, cards = ctx.st, ctx.cards
    for c in reversed(st.decks[seat]):
        if cards[st.kinds[c]].is_spell:
            info_of(st, c).atk += int(o.get("amount", 1))
            ctx.log("top_of_deck", f"The top spell of {player(seat)}'s deck deals more damage", seat)
            return


def _deck_top(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Tesya: "while Tesya is on top of your deck"."""
    deck = ctx.st.decks[seat]
    return bool(deck) and deck[-1] == src


def _played_overwhelm(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Shepherd's Horn: "When you play a card with Overwhelm" (the card played has it)."""
    c = (env or {}).get("played")
    return c is not None and bool(keywords(ctx.st, ctx.cards, c) & KW["overwhelm"])


MORE_CONDITIONS.update({"deck_top": _deck_top, "played_overwhelm": _played_overwhelm})


@op("discard_power_damage")
def op_discard_power_damage(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stonescar Excavator: "pay 4 and discard a power card to deal 1 damage to the enemy player for
    each power card in your void": the power card chosen as the ability is used (its target in
    hand) is discarded as it resolves, then the damage counts the void's power cards."""
    st, cards = ctx.st, ctx.cards
    c = env.get("target")
    if c is None or c not in st.hands[seat]:
        return
    discard_card(ctx, seat, c)
    n = sum(1 for x in st.voids[seat] if cards[st.kinds[x]].is_power) * int(o.get("amount", 1))
    if n:
        damage(ctx, src, player_ref(1 - seat), n, 0)


@op("aura_this_turn")
def op_aura_this_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sandstorm: "Units can't fly this turn": the spell's own aura (a "lose" aura while this_turn)
    is in force from now until the turn ends, though the card goes to the void (its instance's
    `step` holds the turn; one whose turn is over is dropped from the auras here)."""
    st = ctx.st
    cards = ctx.cards
    st.auras = [a for a in st.auras if not cards[st.kinds[a]].is_spell or a in st.info and st.info[a].step == st.turn_no]
    info_of(st, src).step = st.turn_no
    if src not in st.auras:
        st.auras.append(src)
    ctx.log("aura", f"{ctx.name(src)}: units can't fly this turn", seat, (src,))


def transformed(ctx: Ctx, c: int) -> None:
    """Mind Link: "When you transform an enemy card, other than one in their deck": called by
    ops_primal.transform_card for each card transformed; "you" is the player whose effect is
    resolving (the top item of the stack, else the player whose turn it is)."""
    from .plays import resolving
    st = ctx.st
    if not st.relics[0] and not st.relics[1]:
        return   # Mind Link is a relic: nobody watches
    seat = resolving(st)["seat"] if st.stack else st.turn
    if st.owners[c] != seat and c not in st.decks[st.owners[c]]:
        raise_watchers(ctx, "transform_enemy", seat, {"unit": c})


@op("create_copy")
def op_create_copy(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Mind Link: "create and draw a copy of the new card" (the card the event speaks of, as it is
    now: a fresh copy of its printed card)."""
    c = env.get("unit")
    if c is not None:
        create(ctx, seat, ctx.st.kinds[c], o.get("zone", "hand"), src)


def watches_damage(st: Any, cards: tuple[Any, ...]) -> list[list[int]] | None:
    """At setup: a fresh record of the damage each player takes in a turn when a card of the game
    reads it (Sindok's free_if less_per_damage), else None (nothing is kept, the state as before)."""
    readers = _DAMAGE_READERS.get(id(cards))
    if readers is None:
        readers = _DAMAGE_READERS[id(cards)] = frozenset(
            c.index for c in cards if c.free_if is not None and "less_per_damage" in c.free_if)
    return [[0, 0], [0, 0]] if not readers.isdisjoint(st.kinds) else None


_DAMAGE_READERS: dict[int, frozenset[int]] = {}
