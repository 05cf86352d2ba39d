"""Effect ops first needed by Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute). Registered on import (effects.py imports every ops module).

Tribute (The Dusk Road; neither 000 nor 003 describes it). The game's own reminder: "If a unit
went to your void this turn, <effect> when you play this". A unit of yours counts however it
got there (killed, sacrificed, discarded, drawn into a full hand, sent from the deck); an enemy
unit never does (it goes to its owner's void). A unit with Tribute checks as it is played (its
Summon); a spell with Tribute checks as it resolves (its "Tribute:" steps carry the condition).
The state keeps the cards that went to each void this turn only in games with a card that reads
it (EternalState.went; watches_void), so games without such cards keep their states and hashes.
"""
from __future__ import annotations

from typing import Any

from .acts import MORE_CONDITIONS, Ctx
from .cards import Card
from .state import EternalState

# Conditions that read what went to a void this turn: "tribute" (a unit went to your void this
# turn), "no_tribute" (none did: the plain effect of "Tribute: ... instead")
VOID_CONDITIONS = ("tribute", "no_tribute")


# Ops that read it too ("X. Tribute: Y instead", judged once: tribute_branch)
VOID_OPS = ("tribute_branch",)


def _reads_void(card: Card) -> bool:
    """Whether a card has a condition of VOID_CONDITIONS, or an op of VOID_OPS, anywhere in its behaviour."""
    conds = [t.cond for t in card.triggers]
    for steps in [card.effects] + [t.effects for t in card.triggers] + [a.effects for a in card.abilities]:
        conds += [str(s.get("if", "")) for s in steps]
        if any(s.get("op") in VOID_OPS for s in steps):
            return True
    return any(part in VOID_CONDITIONS for c in conds for part in c.split("&"))


_READERS: dict[int, frozenset[int]] = {}


def watches_void(st: EternalState, cards: tuple[Card, ...]) -> list[list[list[int]]] | None:
    """At setup: an empty record of the cards that go to each void when a card of the game reads
    it (Tribute), else None (nothing is kept)."""
    readers = _READERS.get(id(cards))
    if readers is None:
        readers = _READERS[id(cards)] = frozenset(c.index for c in cards if _reads_void(c))
    return [[], []] if not readers.isdisjoint(st.kinds) else None


def unit_went_to_void(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """Whether a unit went to `seat`'s void this turn (Tribute)."""
    w = st.went
    return w is not None and any(e[0] == st.turn_no and cards[st.kinds[e[1]]].is_unit for e in w[seat])


def _tribute(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Tribute: a unit went to your void this turn."""
    return unit_went_to_void(ctx.st, ctx.cards, seat)


def _no_tribute(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """The plain effect of a card whose Tribute says "instead"."""
    return not unit_went_to_void(ctx.st, ctx.cards, seat)


MORE_CONDITIONS.update({"tribute": _tribute, "no_tribute": _no_tribute})


# --- ops -----------------------------------------------------------------------------------------
# (imported here, below the conditions: effects.py imports this module at its end)
from .acts import bounce, gain_health, player   # noqa: E402
from .effects import Env, Op, op, op_buff, pick, pick_from_void   # noqa: E402
from .stats import on_playmat   # noqa: E402
from .targets import removed_from_combat, select, shielded   # noqa: E402
from .zones import cant_be_silenced, info_of, to_hand   # noqa: E402


@op("spell_skills")
def op_spell_skills(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fiery Fissure: "Tribute: Overwhelm." The spell itself has these skills from now on (its
    damage reads them: 003 Overwhelm)."""
    from .cards import KW
    i = info_of(ctx.st, src)
    for k in o.get("keywords", []):
        i.tkw |= KW[k]


@op("to_deck_top")
def op_to_deck_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Meditation: "put it on top of your deck": a unit leaves the playmat (its attachments to the
    void) and goes on top of its owner's deck, keeping its lasting changes (003)."""
    from .acts import leave_playmat
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or not on_playmat(st, r):
            continue
        leave_playmat(ctx, r)
        st.decks[st.owners[r]].append(r)
        ctx.log("to_deck", f"{ctx.name(r)} goes on top of {player(st.owners[r])}'s deck", st.owners[r], (r,))


@op("heal_per")
def op_heal_per(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gathering Lights: "you gain 1 Health for each of your units" (per "units"); Royal Guardian:
    "You gain Health equal to the number of cards in your void" (per "void"); counted as it resolves."""
    st, cards = ctx.st, ctx.cards
    per = o.get("per", "units")
    n = len(st.voids[seat]) if per == "void" else sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)
    gain_health(ctx, seat, n * int(o.get("amount", 1)))


@op("buff_choose")
def op_buff_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Arcane Defense: "Give two enemy units -1 Strength this turn": its player chooses that many
    enemy units (all of them when there are fewer) as it resolves; an Aegis stops it on one."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemy unit{'s' if n > 1 else ''}",
                     options, n, n)
        if picks is None:
            return
    step = {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0), "to": "target",
            "turn": o.get("turn", False)}
    for u in picks:
        op_buff(ctx, seat, src, step, {**env, "target": int(u)}, None)


@op("buff_drawn")
def op_buff_drawn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Inspire with numbers: "Units you draw get +1 Strength" (Warpainter), "+1/+1" (Living
    Example), "Reduce the cost of units you draw by 1" (cost, Journey Guide), "Double the
    Strength/Health of units you draw" (double, Alhed): the card drawn (env "drawn", still in
    hand) changes for good. The log does not name it (the other player does not see it)."""
    st, cards = ctx.st, ctx.cards
    c = env.get("drawn")
    if c is None or c not in st.hands[seat]:
        return
    i = info_of(st, c)
    if o.get("double"):
        from .stats import attack, health
        i.atk += attack(st, cards, c)
        i.hp += health(st, cards, c)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    i.cost += int(o.get("cost", 0))
    ctx.log("inspire", f"A unit {player(seat)} drew is changed by {ctx.name(src)}", seat)


@op("mill_if")
def op_mill_if(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gnash: "discard the top card of your deck. If it was a unit, <then>" (003 Discard: from
    the deck to the void; the steps of `then` run next, for this card)."""
    from .ops_shadow import discard_card
    from .cards import is_type
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    if not deck:
        return
    c = deck[-1]
    discard_card(ctx, seat, c)
    if is_type(cards[st.kinds[c]].type, tuple(o.get("kinds", ("unit",)))):
        st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


@op("create_exhausted")
def op_create_exhausted(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wurmstone: "play a 7/7 Sand Wurm exhausted" (a new card, exhausted as it enters)."""
    from .effects import OPS
    st = ctx.st
    before = set(st.boards[seat])
    OPS["create"](ctx, seat, src, {"op": "create", "card": o["card"], "n": 1, "zone": "board"}, env, None)
    for u in st.boards[seat]:
        if u not in before:
            info_of(st, u).ex = True


@op("bounce_armed")
def op_bounce_armed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Temple Tactic: "Put a unit and each weapon it's wielding into its owner's hand": the
    weapons go to their owners' hands first (not the void), then the unit."""
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or not on_playmat(st, r):
            continue
        i = info_of(st, r)
        weapons = [a for a in i.att if cards[st.kinds[a]].type == "weapon"]
        i.att = [a for a in i.att if a not in weapons]
        for w in weapons:
            info_of(st, w).leave_play()
            if to_hand(st, w, st.owners[w]):
                st.revealed.append(w)
            ctx.log("bounced", f"{ctx.name(w)} returns to {player(st.owners[w])}'s hand", st.owners[w], (w,))
        removed_from_combat(st, r)
        bounce(ctx, r)


@op("sacrifice_this")
def op_sacrifice_this(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wurmstone: "sacrifice Wurmstone to play ...": this card (a unit, or a relic on its player)
    is sacrificed, and only then do the steps of `then` run (nothing if it is already gone)."""
    from .acts import destroy
    st = ctx.st
    if src not in st.boards[seat] and src not in st.relics[seat]:
        return
    destroy(ctx, src, "is sacrificed")
    st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


@op("discard_one")
def op_discard_one(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Feed the Flames: "Discard a card to create and draw two Flamefangs"; Lumen Attendant: "discard
    a card to draw another card from your void" (optional: "you may"): its player picks a card of their hand
    to discard (003 Discard); only if one was discarded do the steps of `then` run (env
    "discarded": that card, for Lumen Attendant's "another card")."""
    from .ops_shadow import discard_card
    st = ctx.st
    hand = [c for c in st.hands[seat] if c != src]
    if not hand:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: discard a card"
                     + (" (or none)" if o.get("optional") else ""), hand, 0 if o.get("optional") else 1, 1)
        if picks is None:
            return
    if not picks or int(picks[0]) not in st.hands[seat]:
        return
    c = int(picks[0])
    discard_card(ctx, seat, c)
    st.tasks[0:0] = [(seat, src, step, {**env, "discarded": c}) for step in o.get("then", [])]


@op("tutor_upto_units")
def op_tutor_upto_units(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ironfist Archon: "draw a unit of your choice from your deck with cost equal to or less
    than the number of your units in play" (counted as it resolves; chosen by card name, so the
    deck stays hidden)."""
    from .effects import op_tutor
    st, cards = ctx.st, ctx.cards
    n = sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)
    op_tutor(ctx, seat, src, {**o, "op": "tutor", "filter": {"type": "unit", "max_cost": n}}, env, picks)


@op("silence_hand")
def op_silence_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Entrancer: "Silence a unit with cost 3 or less in the enemy player's hand": one such unit,
    at random (its player cannot see that hand), is silenced for good (003 Silence)."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    pool = [c for c in st.hands[foe] if cards[st.kinds[c]].is_unit and cards[st.kinds[c]].cost <= int(o.get("max_cost", 3))]
    if not pool:
        return
    c = pool[st.rng.below(len(pool))]
    if cant_be_silenced(st, cards, c):   # Lida's Apprentice
        return
    info_of(st, c).silenced = True
    ctx.log("silence", f"A unit in {player(foe)}'s hand is silenced", seat)


@op("enemy_sigil")
def op_enemy_sigil(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Refracted Sentinel: "The enemy player plays a Sigil of their choice from their deck
    depleted": the enemy picks (by card name: their deck stays hidden) and plays it depleted."""
    from .effects import OPS
    OPS["deck_powers"](ctx, 1 - seat, src, {**o, "op": "deck_powers", "filter": {"sigil": True}, "choose": True,
                                             "depleted": True}, env, picks)


@op("seed_deck")
def op_seed_deck(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Flamebelcher: "Put 10 Firebombs into the bottom half of the enemy deck": new cards, each at
    a random place (the state's RNG) of that part of the deck ("bottom_half"; "top_20": the
    top 20 cards)."""
    from .cards import card_index
    from .zones import new_instance
    st = ctx.st
    foe = 1 - seat if o.get("who", "enemy") == "enemy" else seat
    kind = card_index()[o["card"]]
    deck = st.decks[foe]
    for _ in range(int(o.get("n", 1))):
        c = new_instance(st, kind, foe)
        if o.get("where") == "top_20":
            lo = max(0, len(deck) - 20)
            at = lo + st.rng.below(len(deck) - lo + 1)
        else:   # bottom half: the end of the list is the top
            at = st.rng.below(len(deck) // 2 + 1)
        deck.insert(at, c)
    ctx.log("seeded", f"{int(o.get('n', 1))} {ctx.cards[kind].name} go into {player(foe)}'s deck", seat)


@op("buff_per")
def op_buff_per(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rolant's Memorial: "give one of your units +1/+1 for each spell in your void" (per
    "void_spells", counted as it resolves)."""
    st, cards = ctx.st, ctx.cards
    n = sum(1 for c in st.voids[seat] if cards[st.kinds[c]].is_spell)
    if n:
        op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 0)) * n,
                                 "health": int(o.get("health", 0)) * n, "to": o.get("to", "target")}, env, None)


@op("top_gets_attack")
def op_top_gets_attack(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Zuberi: "the top unit of your deck gets +Strength equal to his Strength" (as it resolves)."""
    from .stats import attack
    st, cards = ctx.st, ctx.cards
    if src not in st.boards[seat]:
        return
    n = max(0, attack(st, cards, src))
    for c in reversed(st.decks[seat]):
        if cards[st.kinds[c]].is_unit:
            info_of(st, c).atk += n
            ctx.log("buff", f"The top unit of {player(seat)}'s deck gets +{n} Strength", seat)
            return


@op("bounce_choose")
def op_bounce_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Reality Shift: "Put an enemy unit into its owner's hand, plus an additional enemy unit for
    each of your units with Endurance" (counted as it resolves; the units are chosen then, all of
    them when there are fewer; an Aegis stops it on one)."""
    from .cards import KW
    from .stats import keywords
    st, cards = ctx.st, ctx.cards
    extra = sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit
                and keywords(st, cards, u) & KW[o.get("per_keyword", "endurance")])
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    n = min(1 + extra, len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemy unit{'s' if n > 1 else ''}",
                     options, n, n)
        if picks is None:
            return
    for u in picks:
        u = int(u)
        if u in st.boards[1 - seat] and not shielded(ctx, seat, u):
            removed_from_combat(st, u)
            bounce(ctx, u)


@op("void_power")
def op_void_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Arcanum Hourglass: "play a random power card from your void" (the state's RNG; not one
    that can't leave the void)."""
    from .ops_time import play_power
    from .stats import void_locked
    st, cards = ctx.st, ctx.cards
    pool = [c for c in st.voids[seat] if cards[st.kinds[c]].is_power and not void_locked(st, cards, c, seat)]
    if pool:
        c = pool[st.rng.below(len(pool))]
        ctx.log("from_void", f"{player(seat)} plays {ctx.name(c)} from their void", seat, (c,))
        play_power(ctx, seat, c, False)


@op("weapon_from_void")
def op_weapon_from_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Honor the Ancestors: "Draw a weapon from your void. Tribute: Play it instead." The player
    picks a weapon of their void (relic weapons too, cards.TYPE_WORDS); "play": it is played for
    free (a weapon onto a unit of theirs, chosen then: 000 1.3), or drawn when it can't be."""
    from .cards import is_type
    from .plays import play_free
    from .stats import void_locked
    st, cards = ctx.st, ctx.cards
    options = [c for c in st.voids[seat] if is_type(cards[st.kinds[c]].type, "weapon") and not void_locked(st, cards, c, seat)]
    c = pick_from_void(ctx, seat, src, o, env, picks, options, "choose a weapon in your void")
    if c is None:
        return
    if o.get("play") and play_free(ctx, seat, c):
        return
    st.voids[seat].remove(c)
    if to_hand(st, c, seat):
        st.revealed.append(c)
    ctx.log("from_void", f"{player(seat)} draws {ctx.name(c)} from their void", seat, (c,))


@op("void_to_hand")
def op_void_to_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lumen Attendant: "discard a card to draw another card from your void": its player picks a
    card of their void other than the one just discarded (env "discarded"; not one that can't
    leave the void) and draws it."""
    from .stats import void_locked
    st, cards = ctx.st, ctx.cards
    options = [c for c in st.voids[seat] if c != env.get("discarded") and not void_locked(st, cards, c, seat)]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: draw a card from your void", options, 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    if c in st.voids[seat]:
        st.voids[seat].remove(c)
        if to_hand(st, c, seat):
            st.revealed.append(c)
        ctx.log("from_void", f"{player(seat)} draws {ctx.name(c)} from their void", seat, (c,))


@op("absorb")
def op_absorb(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Alhed: "put one of your other units on top of your deck to give Alhed its Strength/Health":
    the chosen unit's Strength and Health as they are now go to this unit for good, and the unit
    goes on top of its owner's deck (keeping its own lasting changes)."""
    from .stats import attack, health
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or r == src or not on_playmat(st, r) or src not in st.boards[seat]:
            continue
        a, h = attack(st, cards, r), health(st, cards, r)
        op_to_deck_top(ctx, seat, src, {"op": "to_deck_top", "to": "target"}, {**env, "target": r}, None)
        op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": "self"}, env, None)


@op("answer_call")
def op_answer_call(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Answer the Call: "Play a unit from the top six cards of your deck. Then play all weapons from
    among those cards on it and discard the rest." The player picks the unit (the six are seen);
    the weapons (not relic weapons: they go on a player) are played free on it; every other card of
    the six goes to the void (003 Discard). With no unit there, nothing is played."""
    from .ops_shadow import discard_card
    from .plays import attach, play_free
    from .zones import lift
    st, cards = ctx.st, ctx.cards
    top = list(reversed(st.decks[seat][-int(o.get("n", 6)):]))   # top first
    units = [c for c in top if cards[st.kinds[c]].is_unit]
    unit = None
    if units:
        if picks is None:
            picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit to play", units, 1, 1)
            if picks is None:
                return
        unit = int(picks[0])
        if not play_free(ctx, seat, unit):
            unit = None
    for c in top:
        if c == unit or c not in st.decks[seat]:
            continue
        if unit is not None and on_playmat(st, unit) and cards[st.kinds[c]].type == "weapon":
            lift(st, c)
            attach(ctx, seat, c, unit)
        else:
            discard_card(ctx, seat, c)


# The rest of this part's vocabulary (auras, discounts, gates, bans, watchers): ops_set4_ftj_b.py,
# imported here so that effects.py's import of this module registers them all
from . import ops_set4_ftj_b  # noqa: E402,F401
from .ops_set4_ftj_b import end_turn_links  # noqa: E402,F401   (turns.py: the turn's cleanup)
