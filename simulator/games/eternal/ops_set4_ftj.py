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
    return [[], []] if any(k in readers for k in st.kinds) else None


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
from .effects import Env, Op, op, op_buff, pick   # noqa: E402
from .stats import on_playmat   # noqa: E402
from .targets import removed_from_combat, select, shielded   # noqa: E402
from .zones import info_of, to_hand   # noqa: E402


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
    from .effects import OPS  # noqa: F401   (create's kind lookup)
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
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a weapon in your void", options, 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    if c not in st.voids[seat]:
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


# --- auras: "while ..." conditions and filters (stats.MORE_WHILE, stats.MORE_FILTERS) ------------------
from .cards import KW as _KW   # noqa: E402
from .stats import MORE_FILTERS, MORE_WHILE   # noqa: E402

TRIBUTED = 1 << 20   # Inst.used: this card's Tribute happened as it was played (Mistress of Light)
LINK_AURA = 7        # EternalState.links kind: the held unit gets the holder's aura while both are out


def _enemy_no_units(st: EternalState, cards: tuple[Card, ...], src: int, value: Any) -> bool:
    """Herald of the Parliament: "+2/+2 while the enemy player has no units"."""
    return not any(cards[st.kinds[u]].is_unit for u in st.boards[1 - st.owners[src]])


def _enemy_turn(st: EternalState, cards: tuple[Card, ...], src: int, value: Any) -> bool:
    """Stinging Wind: "Flying on the enemy turn"."""
    return st.turn != st.owners[src]


def _tributed(st: EternalState, cards: tuple[Card, ...], src: int, value: Any) -> bool:
    """Mistress of Light: "Tribute: Your Wisps have an additional +1/+1" (the Tribute as it was played)."""
    i = st.info.get(src)
    return i is not None and bool(i.used & TRIBUTED)


def _has_keyword(st: EternalState, cards: tuple[Card, ...], src: int, u: int, value: Any) -> bool:
    """Amaran Armadillo: "Your units with Endurance" (a stats aura: keywords() never asks it)."""
    from .stats import keywords
    return bool(keywords(st, cards, u) & _KW[value])


def _linked(st: EternalState, cards: tuple[Card, ...], src: int, u: int, value: Any) -> bool:
    """Core Scavenger: "Give one of your other units +2/+1 while you have Core Scavenger": the unit
    its Summon chose (a LINK_AURA link, gone when either card leaves the playmat)."""
    return any(x[0] == LINK_AURA and x[1] == src and x[2] == u for x in st.links)


MORE_WHILE.update({"enemy_no_units": _enemy_no_units, "enemy_turn": _enemy_turn, "tributed": _tributed})
MORE_FILTERS.update({"keyword": _has_keyword, "linked": _linked})


@op("mark_tributed")
def op_mark_tributed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Mistress of Light's Tribute: the part of its aura that needs the Tribute holds from now on
    (while it stays on the playmat)."""
    if on_playmat(ctx.st, src):
        info_of(ctx.st, src).used |= TRIBUTED


@op("link_aura")
def op_link_aura(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Core Scavenger, Master-at-Arms, Primeval Plover: "Give one of your other units +X/+Y while you
    have X": the chosen unit is tied to this one (its aura's filter "linked" reaches it)."""
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and r != src and on_playmat(st, r) and on_playmat(st, src):
            st.links.append([LINK_AURA, src, r])
            ctx.log("buff", f"{ctx.name(r)} gets {ctx.name(src)}'s bonus while {ctx.name(src)} stays", seat, (r,))


@op("count_uses")
def op_count_uses(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Scale Seeker: "After the third use, sacrifice him to ...": this use is counted (Inst.step, a
    unit's spare counter, reset when it leaves the playmat); at `at` uses the steps of `then` run."""
    st = ctx.st
    if not on_playmat(st, src):
        return
    i = info_of(st, src)
    i.step += 1
    if i.step >= int(o.get("at", 3)):
        st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


def _on_host(st: EternalState, cards: tuple[Card, ...], src: int, value: Any) -> bool:
    """A weapon's ongoing ability (Sandglass Parma: "+1 Maximum Power"; Vanquisher's Blade: "Cards
    can't leave the enemy void") holds while it is on a unit on the playmat."""
    i = st.info.get(src)
    return i is not None and i.host >= 0 and on_playmat(st, i.host) and src in st.info[i.host].att


MORE_WHILE["on_host"] = _on_host


@op("weapon_aura")
def op_weapon_aura(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """A weapon with an ongoing ability, as it is played: it joins the cards whose auras are read
    (its aura holds "while" on_host: once it leaves its unit, it is listed but not in force)."""
    if src not in ctx.st.auras:
        ctx.st.auras.append(src)


@op("play_on")
def op_play_on(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Shamebearer: "play a -3 Strength Mark of Shame on an enemy unit": a new card played by an
    effect (free, counted toward the 50 free plays, 000 6.3) on the chosen unit; a curse goes on
    the stack like any curse played (000 4.2)."""
    from .acts import FREE_PLAYS
    from .cards import card_index
    from .plays import place
    from .zones import new_instance
    st = ctx.st
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u < 0 or not on_playmat(st, u) or st.free_plays >= FREE_PLAYS:
            continue
        st.free_plays += 1
        place(ctx, seat, new_instance(st, card_index()[o["card"]], seat), u, None)


@op("play_top_of")
def op_play_top_of(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Birthright: "At the start of each player's turn, they play the top card of their deck" (for
    free, 000 1.3; a card that can't be played now, or has no legal target, stays on top)."""
    from .plays import play_free
    st = ctx.st
    who = 1 - seat if o.get("who") == "enemy" else seat
    if st.decks[who]:
        c = st.decks[who][-1]
        ctx.log("play_top", f"{player(who)} plays the top card of their deck: {ctx.name(c)}", who, (c,))
        if not play_free(ctx, who, c):
            ctx.log("play_top", f"{ctx.name(c)} can't be played now: it stays on top", who, (c,))


@op("power_per_exhausted")
def op_power_per_exhausted(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Yushkov: "you get +1 power this turn plus an additional power for each exhausted enemy unit"
    (counted as it resolves)."""
    st, cards = ctx.st, ctx.cards
    n = 1 + sum(1 for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit and u in st.info and st.info[u].ex)
    st.power[seat] += n
    ctx.log("power", f"{player(seat)} gets +{n} power this turn", seat, (src,))


@op("quota")
def op_quota(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Factory Quota: "At the end of each player's turn, if they didn't play a unit, deal 2 damage to
    them" (the player whose turn ends; the relic deals it)."""
    from .acts import damage
    from .state import player_ref
    st = ctx.st
    who = st.turn
    if st.units_played[who] == 0:
        damage(ctx, src, player_ref(who), int(o.get("amount", 2)), 0)


# --- a card's own "costs X less" (stats.MORE_DISCOUNTS, read from its free_if) ------------------------
from .stats import MORE_DISCOUNTS   # noqa: E402


def _less_after_spell(st: EternalState, cards: tuple[Card, ...], c: int, value: Any) -> int:
    """Pyre Elemental: "costs 3 less if you have played a spell this turn"."""
    return int(value) if st.spells_played[st.owners[c]] > 0 else 0


def _less_per_void_kind(st: EternalState, cards: tuple[Card, ...], c: int, value: Any) -> int:
    """Sigvard: "3 less if you have a unit in your void, 3 less if you have a spell in your void, and 3
    less if you have an attachment in your void" (weapons, curses and relics are attachments, 000 1.3)."""
    void = [cards[st.kinds[x]] for x in st.voids[st.owners[c]]]
    kinds = (any(k.is_unit for k in void), any(k.is_spell for k in void),
             any(k.type in ("weapon", "curse", "relic", "relic_weapon", "cursed_relic") for k in void))
    return int(value) * sum(kinds)


MORE_DISCOUNTS.update({"less_after_spell": _less_after_spell, "less_per_void_kind": _less_per_void_kind})


@op("mask_swap")
def op_mask_swap(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Dramatist's Mask: "At the start of your turn, sacrifice the wielder to play a random unit from
    your deck, then play a copy of Dramatist's Mask on it." The wielder is sacrificed (the Mask goes
    to the void with it); a unit of the deck, at random (the state's RNG), is played for free, and a
    new Mask is played on it (000 1.3, 6.3 free plays)."""
    from .acts import FREE_PLAYS, destroy
    from .plays import place, play_free
    from .zones import new_instance
    st, cards = ctx.st, ctx.cards
    i = st.info.get(src)
    host = i.host if i is not None else -1
    if host < 0 or host not in st.boards[seat]:
        return
    destroy(ctx, host, "is sacrificed")
    pool = [c for c in st.decks[seat] if cards[st.kinds[c]].is_unit]
    if not pool:
        return
    u = pool[st.rng.below(len(pool))]
    if not play_free(ctx, seat, u) or not on_playmat(st, u) or st.free_plays >= FREE_PLAYS:
        return
    st.free_plays += 1
    place(ctx, seat, new_instance(st, st.kinds[src], seat), u, None)


# --- abilities that need a condition to be used (legality.ABILITY_GATES) -------------------------------
from .ability_gates import ABILITY_GATES   # noqa: E402


def _spell_played_gate(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """only after you have played a spell this turn"""
    return st.spells_played[seat] > 0


def _spell_played(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Initiation Bell, Watchful Amanera: "if you have played a spell this turn"."""
    return ctx.st.spells_played[seat] > 0


MORE_CONDITIONS["spell_played"] = _spell_played
ABILITY_GATES["spell_played"] = _spell_played_gate


@op("soldier_with_copies")
def op_soldier_with_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ironfist Chancellor: "play a 2/2 Soldier with a copy of each weapon on Ironfist Chancellor":
    a new Soldier, then a new copy of each of its weapons played on it (free plays, 000 1.3, 6.3)."""
    from .acts import FREE_PLAYS
    from .effects import OPS
    from .plays import place
    from .zones import new_instance
    st, cards = ctx.st, ctx.cards
    weapons = [st.kinds[a] for a in (st.info[src].att if src in st.info else []) if cards[st.kinds[a]].type == "weapon"]
    before = set(st.boards[seat])
    OPS["create"](ctx, seat, src, {"op": "create", "card": o.get("card", "soldier"), "n": 1, "zone": "board"}, env, None)
    made = [u for u in st.boards[seat] if u not in before]
    if not made:
        return
    for kind in weapons:
        if st.free_plays >= FREE_PLAYS or not on_playmat(st, made[0]):
            return
        st.free_plays += 1
        place(ctx, seat, new_instance(st, kind, seat), made[0], None)


@op("swap_blocks")
def op_swap_blocks(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Randori: "Swap the blocks of two blocking enemy units": its player picks two enemy units that
    are blocking (as it resolves); each now blocks the attacker the other blocked, in the other's
    place in that attacker's damage order. Two blockers of the same attacker change nothing."""
    st = ctx.st
    options = sorted({b for bs in st.blocks.values() for b in bs if st.owners[b] != seat and on_playmat(st, b)})
    if len(options) < 2:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose two blocking enemy units", options, 2, 2)
        if picks is None:
            return
    b1, b2 = int(picks[0]), int(picks[1])
    a1 = next((a for a, bs in st.blocks.items() if b1 in bs), None)
    a2 = next((a for a, bs in st.blocks.items() if b2 in bs), None)
    if a1 is None or a2 is None or a1 == a2:
        return
    st.blocks[a1] = [b2 if b == b1 else b for b in st.blocks[a1]]
    st.blocks[a2] = [b1 if b == b2 else b for b in st.blocks[a2]]
    ctx.log("blocks", f"{ctx.name(b1)} now blocks {ctx.name(a2)}; {ctx.name(b2)} blocks {ctx.name(a1)}", seat, (b1, b2))


@op("grow_per_fight")
def op_grow_per_fight(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Frontier Bard: "When one or more of your other units hit the enemy player, Frontier Bard gets +1
    Strength": once for the units that hit together (one attack's damage: keyed by the turn and the
    attacks made so far, kept in Inst.step), and only for another unit of yours."""
    st = ctx.st
    u = env.get("unit")
    if u is None or u == src or not ctx.cards[st.kinds[u]].is_unit or not on_playmat(st, src):
        return
    key = (st.turn_no << 16) | st.attacks[seat]
    i = info_of(st, src)
    if i.step == key:
        return
    i.step = key
    op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 1)), "health": int(o.get("health", 0)),
                             "to": "self"}, env, None)


# --- End of the Story: "Tribute: End of the Story can't be negated or stopped by Aegis" -----------------
from .ops_shadow_b import UNNEGATABLE   # noqa: E402


def _story_unnegatable(ctx: Ctx, c: int) -> bool:
    """A spell whose Tribute steps include kill_unstoppable (End of the Story) can't be negated while
    its player has Tribute (a unit went to their void this turn)."""
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[c]]
    return any(s.get("op") == "tribute_branch" and any(x.get("op") == "kill_unstoppable" for x in s.get("then", []))
               for s in card.effects) and unit_went_to_void(st, cards, st.owners[c])


UNNEGATABLE.append(_story_unnegatable)


@op("kill_unstoppable")
def op_kill_unstoppable(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """End of the Story with Tribute: "Kill all units ... can't be ... stopped by Aegis": every unit
    selected dies, an Aegis shield or not (003 Aegis does not apply)."""
    from .acts import destroy
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "all_units"), env):
        if r >= 0 and on_playmat(st, r):
            destroy(ctx, r, "is killed")


@op("tribute_branch")
def op_tribute_branch(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"X. Tribute: Y instead" judged once, as the spell begins to resolve (its own kills must not
    turn its Tribute on half-way): the steps of `then` with Tribute, else those of `otherwise`."""
    steps = o.get("then", []) if unit_went_to_void(ctx.st, ctx.cards, seat) else o.get("otherwise", [])
    ctx.st.tasks[0:0] = [(seat, src, step, env) for step in steps]


# --- "They can't play cards with that name" (ability_gates.PLAY_BANS) ----------------------------------
from .ability_gates import PLAY_BANS   # noqa: E402

LINK_BAN = 8          # EternalState.links: [LINK_BAN, -(kind*2 + seat + 1), -(last turn_no)] (Bar the Gates)
LINK_BAN_RELIC = 9    # [LINK_BAN_RELIC, relic, -(kind*2 + seat + 1)]: while that relic stays (Citywide Ban)
# (negative numbers: a link's two cards are instance numbers elsewhere, and these are never one)


def _bans(st: EternalState, cards: tuple[Card, ...], seat: int) -> dict[int, str]:
    """The kinds `seat` is barred from playing now by Bar the Gates or Citywide Ban."""
    out: dict[int, str] = {}
    for k, a, b in st.links if st.links else ():
        if k == LINK_BAN:
            code, until, by = -a - 1, -b, "Bar the Gates"
        elif k == LINK_BAN_RELIC and a in st.relics[seat]:
            code, until, by = -b - 1, st.turn_no, "Citywide Ban"
        else:
            continue
        if code % 2 == seat and st.turn_no <= until:
            out[code // 2] = f"{by}: you can't play cards named {cards[code // 2].name}"
    return out


PLAY_BANS.append(_bans)


@op("bar_name")
def op_bar_name(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Bar the Gates: "Choose a non-power card from the enemy player's hand. They can't play cards with
    that name for three turns" (their next three turns: through turn_no + 5, cast on your turn);
    Citywide Ban ("from": "deck_top_cost"): "Choose one of the four highest cost cards in the enemy
    deck. The cursed player can't play cards with that name" (while the relic stays on them). The
    cards are chosen by name, seen by the chooser only."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if o.get("from") == "deck_top_cost":
        ranked = sorted(st.decks[foe], key=lambda c: -cards[st.kinds[c]].cost)[:4]
    else:
        ranked = [c for c in st.hands[foe] if not cards[st.kinds[c]].is_power]
    kinds = sorted({st.kinds[c] for c in ranked})
    if not kinds:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a card name to bar", [cards[k].id for k in kinds],
                     1, 1, by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    kind = next(k for k in kinds if cards[k].id == picks[0])
    code = -(kind * 2 + foe + 1)
    if o.get("from") == "deck_top_cost":
        st.links.append([LINK_BAN_RELIC, src, code])
    else:
        st.links.append([LINK_BAN, code, -(st.turn_no + int(o.get("turns", 3)) * 2 - 1)])
    ctx.log("barred", f"{player(foe)} can't play cards named {cards[kind].name}", seat, (src,))


# --- Ankle Cutter: "When a unit with Endurance or Lifesteal takes damage, kill it" (acts.DAMAGE_WATCH) ---
from .acts import DAMAGE_WATCH, raise_own   # noqa: E402


def _unit_damaged(ctx: Ctx, src: int, u: int, amount: int) -> None:
    """A unit took damage: each card on either playmat with a unit_damaged trigger (not silenced) whose
    first step names skills (kill_if_had's keywords) hears of it when the unit had one of them as it
    was damaged (env "unit")."""
    from .cards import TBIT
    from .stats import keywords
    st, cards = ctx.st, ctx.cards
    if not cards[st.kinds[u]].is_unit:
        return
    bit = TBIT["unit_damaged"]
    have = -1
    for s in (st.turn, 1 - st.turn):
        for w in st.boards[s]:
            card = cards[st.kinds[w]]
            if not card.tmask & bit:
                continue
            if have < 0:
                have = keywords(st, cards, u)
            for t in card.triggers:
                if t.on == "unit_damaged" and t.effects and any(have & _KW[k] for k in t.effects[0].get("keywords", [])):
                    raise_own(ctx, s, w, "unit_damaged", {"unit": u})
                    break


DAMAGE_WATCH.append(_unit_damaged)


@op("kill_if_had")
def op_kill_if_had(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ankle Cutter: "... kill it": the damaged unit (env "unit"; raised only when it had one of these
    skills as it was damaged, _unit_damaged) dies if still on the playmat; an enemy unit's Aegis stops it."""
    from .acts import destroy
    u = env.get("unit")
    if u is None or not on_playmat(ctx.st, u) or shielded(ctx, seat, u):
        return
    destroy(ctx, u, "is killed")


@op("pretty")
def op_pretty(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Won't Be Pretty: "Choose two enemy units. The enemy player chooses one to be dealt 6 damage. They
    play a +1/+1 weapon on the other." Its player picks two enemy units as it resolves (the one, when
    there is only one); then the enemy player picks which is dealt the damage, and plays the weapon
    (a Sidearm) on the other. (The second pick resumes this op as the enemy's: "_by" keeps the caster.)"""
    from .effects import OPS, op_damage
    st, cards = ctx.st, ctx.cards
    pair = o.get("_pair")
    if pair is None:
        foe = 1 - seat
        options = [u for u in st.boards[foe] if cards[st.kinds[u]].is_unit]
        n = min(2, len(options))
        if n == 0:
            return
        if picks is None:
            picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose two enemy units", options, n, n)
            if picks is None:
                return
        st.tasks.insert(0, (seat, src, {**o, "_pair": [int(x) for x in picks], "_by": seat}, env))
        return
    caster = int(o.get("_by", seat))
    foe = 1 - caster
    pair = [u for u in pair if on_playmat(st, u)]
    if not pair:
        return
    if picks is None:
        picks = pick(ctx, foe, src, o, env, f"{ctx.name(src)}: choose the unit to be dealt {o.get('amount', 6)} damage",
                     pair, 1, 1)
        if picks is None:
            return
    hit = int(picks[0])
    op_damage(ctx, caster, src, {"op": "damage", "amount": int(o.get("amount", 6)), "to": "target"},
              {**env, "target": hit}, None)
    for other in pair:
        if other != hit:
            OPS["arm"](ctx, foe, src, {"op": "arm", "card": o.get("card", "sidearm"), "to": "target"},
                       {**env, "target": other}, None)


# --- Rika: "the top card of your deck gets Warp this turn" ---------------------------------------------
LINK_WARP = 10   # EternalState.links: [LINK_WARP, card, -turn_no]: Warp lent to a deck card until the turn ends


@op("warp_top")
def op_warp_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rika: "the top card of your deck gets Warp this turn" (003 Warp: its player sees it and may
    play it from there); turns.py ends it at the turn's cleanup (end_turn_links)."""
    st = ctx.st
    if not st.decks[seat]:
        return
    top = st.decks[seat][-1]
    info_of(st, top).tkw |= _KW["warp"]
    st.links.append([LINK_WARP, top, -st.turn_no])
    ctx.log("grant", f"The top card of {player(seat)}'s deck gets Warp this turn", seat, (src,))


def end_turn_links(st: EternalState) -> None:
    """At the end of a turn: Warp lent "this turn" (LINK_WARP) is taken back from those cards."""
    kept = []
    for x in st.links:
        if x[0] == LINK_WARP:
            i = st.info.get(x[1])
            if i is not None:
                i.tkw &= ~_KW["warp"]
        else:
            kept.append(x)
    if len(kept) != len(st.links):
        st.links = kept
