"""Effect ops and hooks of Set 4 (The Dusk Road), Fire, Time and Justice cards, part B: aura conditions
and filters (stats.MORE_WHILE, MORE_FILTERS), a card's own discounts (stats.MORE_DISCOUNTS), ability
gates and play bans (ability_gates.py), "can't be negated" (ops_shadow_b.UNNEGATABLE), watchers of
damage and hits, and Warp lent for a turn. Imported by ops_set4_ftj.py (registered on import)."""
from __future__ import annotations

from typing import Any

from .acts import MORE_CONDITIONS, Ctx, player
from .cards import Card
from .effects import Env, Op, op, op_buff, pick
from .ops_set4_ftj import unit_went_to_void
from .state import EternalState
from .stats import on_playmat
from .targets import select, shielded
from .zones import info_of

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


# --- Teacher of Humility and Disciplinary Weights ----------------------------------------------------------
@op("curse_now")
def op_curse_now(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Teacher of Humility: "Play Disciplinary Weights on the enemy player. Then each player draws a
    card": a new cursed relic played by the effect goes onto the enemy player at once (as a cursed
    relic resolves, plays._attach_cursed_relic; free, 000 1.3, 6.3), so the draws that follow see it."""
    from .acts import FREE_PLAYS, raise_own
    from .cards import card_index
    from .zones import new_instance
    st = ctx.st
    if st.free_plays >= FREE_PLAYS:
        return
    st.free_plays += 1
    c = new_instance(st, card_index()[o["card"]], seat)
    st.relics[1 - seat].append(c)
    info_of(st, c).entered = st.turn_no
    if ctx.cards[st.kinds[c]].aura is not None:
        st.auras.append(c)
    ctx.log("played", f"{ctx.name(c)} curses {player(1 - seat)}", seat, (c,))
    raise_own(ctx, seat, c, "summon")


def _additional_draw(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Disciplinary Weights: "When the cursed player draws an additional card": any draw but the one
    of their turn's Start Phase (000 3.1; Night's extra draw is additional). The relic keeps the turn
    whose draw it has seen (Inst.step)."""
    st = ctx.st
    drawer = 1 - seat   # the cursed player (the relic is the other player's card)
    if st.phase == "start" and st.turn == drawer:
        i = info_of(st, src)
        if i.step != st.turn_no:
            i.step = st.turn_no
            return False
    return True


MORE_CONDITIONS["additional_draw"] = _additional_draw


@op("drawn_cost")
def op_drawn_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Disciplinary Weights: "increase its cost by 2": the card drawn (env "drawn", still in its
    player's hand) costs more for good. The log does not name it (the hand is hidden)."""
    st = ctx.st
    c = env.get("drawn")
    if c is None or c not in st.hands[st.owners[c]]:
        return
    info_of(st, c).cost += int(o.get("amount", 2))
    ctx.log("cost", f"A card {player(st.owners[c])} drew costs {int(o.get('amount', 2))} more", seat, (src,))


def _chosen_discount(st: EternalState, cards: tuple[Card, ...], c: int, value: Any) -> int:
    """Heirloom Blade's "for 4 less" is a choice of the play (ability_gates.sacrifice_variants), not a
    discount in force: 0 here, and listed so that its free_if key never reads as "free" (stats.free_now)."""
    return 0


MORE_DISCOUNTS["sacrifice_less"] = _chosen_discount
