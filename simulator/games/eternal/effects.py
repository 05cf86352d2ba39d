"""Eternal's effect vocabulary: each op of cards.json as a small resumable function.

An op runs as `fn(ctx, seat, src, op, env, picks)` with picks=None; when it needs a
player's choice it calls `pick(...)`, which either returns a forced answer at once or
leaves a pending choice and puts the op back at the front of the task queue, to run again
with the picks. `env` carries the play's chosen target, a Mentor's Student, and so on.
Effects check their targets again as they resolve (003 "The Stack": invalid targets are
not affected, the rest of the effect still happens) and Aegis negates the first enemy
spell or ability on a shielded unit or player: all of that item's effects on them (003
Aegis; targets.shielded).
"""
from __future__ import annotations

from typing import Any

from ...core.choice import open_choice
from ..common.effects import OpTable
from .acts import (Ctx, bounce, cond_ok, create, damage, destroy, draw, gain_health, is_night, on_drawn, player,
                   raise_own, raise_watchers)
from .cards import FACTIONS, KW, Card, is_type
from .state import KILLER_USED, EternalState, player_ref, ref_seat
from .stats import attack, keywords, on_playmat, remaining, stunned, void_locked
from .targets import removed_from_combat, select, shielded, source_bits
from .zones import cant_be_silenced, info_of, lift, to_hand, to_void
from .unit_types import has_type, unit_types

Op = dict[str, Any]
Env = dict[str, Any]
OPS = OpTable("eternal")
op = OPS.op   # @op("damage") registers an op under its cards.json name
ENDURANCE, AEGIS, KILLER = KW["endurance"], KW["aegis"], KW["killer"]


def pick(ctx: Ctx, seat: int, src: int, op_: Op, env: Env, prompt: str, options: list[Any], lo: int, hi: int,
         by: str = "card", labels: list[str] | None = None, peek: bool = False) -> list[Any] | None:
    """Ask `seat` to pick lo..hi of options; return the picks when forced, else None."""
    forced, choice = open_choice(seat, prompt, options, lo, hi, by, labels, src=src, peek=peek)
    if choice is None:
        return forced
    ctx.st.choice = choice
    ctx.st.tasks.insert(0, (seat, src, op_, env))
    return None


def pick_from_void(ctx: Ctx, seat: int, src: int, op_: Op, env: Env, picks: Any, options: list[int],
                   prompt: str) -> int | None:
    """One card of `options` (cards in `seat`'s void, which is public) chosen by `seat` as the op
    resolves: the card, or None while the choice is open, when there is nothing to choose, or
    when the card chosen has left the void since."""
    if not options:
        return None
    if picks is None:
        picks = pick(ctx, seat, src, op_, env, f"{ctx.name(src)}: {prompt}", options, 1, 1)
        if not picks:
            return None
    c = int(picks[0])
    return c if c in ctx.st.voids[seat] else None


# --- ops -----------------------------------------------------------------------------

@op("damage")
def op_damage(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st, cards = ctx.st, ctx.cards
    amount = attack(st, cards, src) if o.get("from_self") else int(o.get("amount", 0))
    amount += ops_set2_b.spell_bonus(ctx, seat, src)   # Cloudsnake Harrier: "Your spells deal +1 damage"
    bits = source_bits(ctx, seat, src)
    total = 0
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if shielded(ctx, seat, r):
            continue
        if r >= 0:
            left = remaining(st, cards, r)
            dealt = damage(ctx, src, r, amount, bits)
            total += dealt
            if bits & KW["overwhelm"] and dealt > left > 0:   # 003 Overwhelm: to the unit's controller
                total += damage(ctx, src, player_ref(st.owners[r]), dealt - left, bits & ~KW["double_damage"])
        else:
            total += damage(ctx, src, r, amount, bits)
    if bits & KW["lifesteal"] and total:
        gain_health(ctx, seat, total)


@op("heal")
def op_heal(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    amount = attack(ctx.st, ctx.cards, src) if o.get("amount") == "attack" else \
        int(env.get("amount", 0)) if o.get("amount") == "event" else int(o["amount"])   # Sorrow's Shroud
    for r in select(ctx, seat, src, o.get("to", "you"), env):
        if r < 0:
            gain_health(ctx, ref_seat(r), amount)


@op("kill")
def op_kill(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and not shielded(ctx, seat, r):
            destroy(ctx, r, "is killed")


@op("buff")
def op_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    a, h = int(o.get("attack", 0)), int(o.get("health", 0))
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        i = info_of(st, r)
        if o.get("turn"):
            i.tatk += a
            i.thp += h
        else:
            i.atk += a
            i.hp += h
            if h and st.weapon[st.owners[r]] == r:   # a relic weapon's Health is its player's armor
                st.armor[st.owners[r]] += h          # (000 4.31): Jawbone Hatchet's +2/+2 is 2 armor more
        if i.entered >= 0:
            ctx.log("buff", f"{ctx.name(r)} gets {a:+d}/{h:+d}{' this turn' if o.get('turn') else ''}", st.owners[r], (r,))


@op("grant")
def op_grant(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    bits = 0
    for k in o.get("keywords", []):
        bits |= KW[k]
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0:
            st.pkw[ref_seat(r)] |= bits
            if bits & AEGIS:   # 003 Aegis: a player given Aegis gains a shield
                st.pshield[ref_seat(r)] = True
            continue
        if shielded(ctx, seat, r):
            continue
        i = info_of(st, r)
        was_stunned = bits & ENDURANCE and i.entered >= 0 and stunned(st, ctx.cards, r)
        if o.get("turn"):
            i.tkw |= bits
            i.twc += int(o.get("warcry", 0))
        else:
            i.kw |= bits
            i.wc += int(o.get("warcry", 0))
            i.lost &= ~bits
        if bits & AEGIS and i.entered >= 0:
            i.shield = True
        if bits & KILLER:   # 000 4.3, 003 Killer: regaining Killer refreshes its use
            i.used &= ~KILLER_USED
        if bits & ENDURANCE and i.entered >= 0:   # 003 Endurance: a stunned unit that gains it
            i.stun = 0                            # is readied; an exhausted one on the enemy turn too
            if was_stunned or st.turn != st.owners[r]:
                i.ex = False
        if i.entered >= 0:
            names = ", ".join(k.replace("_", " ").title() for k in o.get("keywords", [])) or f"Warcry {o.get('warcry')}"
            ctx.log("grant", f"{ctx.name(r)} gets {names}{' this turn' if o.get('turn') else ''}", st.owners[r], (r,))


@op("silence")
def op_silence(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        if o.get("unit_type") and not has_type(st, ctx.cards, r, o["unit_type"]):
            continue        # Rolant's Fist: "Silence all enemy Valkyrie"
        had = bool(o.get("kill_if")) and bool(keywords(st, ctx.cards, r) & KW[o["kill_if"]])   # Bring Down
        if cant_be_silenced(st, ctx.cards, r):   # Lida's Apprentice: the rest of the effect still happens
            if had:
                destroy(ctx, r)
            continue
        i = info_of(st, r)
        was_stunned = stunned(st, ctx.cards, r)
        i.silenced = True
        i.kw = i.tkw = i.wc = i.twc = 0
        i.shield = False
        if was_stunned:   # 003 Silence: a silenced stunned unit is readied
            i.stun = 0
            i.ex = False
        ctx.log("silence", f"{ctx.name(r)} is silenced", st.owners[r], (r,))
        if had:
            destroy(ctx, r)


@op("stun")
def op_stun(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        if keywords(st, cards, r) & ENDURANCE:   # 003 Endurance: cannot be stunned
            continue
        i = info_of(st, r)
        i.ex = True
        i.stun = 1
        removed_from_combat(st, r)
        ctx.log("stun", f"{ctx.name(r)} is stunned", st.owners[r], (r,))
        raise_watchers(ctx, "enemy_stunned", 1 - st.owners[r], {"unit": r})   # Fencing Master


@op("exhaust")
def op_exhaust(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        if st.owners[r] != seat and keywords(st, cards, r) & ENDURANCE:
            continue
        info_of(st, r).ex = True
        removed_from_combat(st, r)
        ctx.log("exhaust", f"{ctx.name(r)} is exhausted", st.owners[r], (r,))


@op("ready")
def op_ready(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and not shielded(ctx, seat, r):
            i = info_of(ctx.st, r)
            i.ex = False
            i.stun = 0


@op("bounce")
def op_bounce(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and not shielded(ctx, seat, r) and on_playmat(ctx.st, r):
            removed_from_combat(ctx.st, r)
            bounce(ctx, r)


@op("draw")
def op_draw(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    if not cond_ok(ctx, seat, src, o.get("if", ""), env):
        return
    draw(ctx, seat if o.get("who", "you") == "you" else 1 - seat, int(o.get("n", 1)))


@op("discard")
def op_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    who = seat if o.get("who", "you") == "you" else 1 - seat
    hand = st.hands[who]
    n = len(hand) if o.get("n") == "all" else int(o.get("n", 1))
    if o.get("random") or who != seat or n >= len(hand):
        chosen = []
        pool = hand[:]
        for _ in range(min(n, len(pool))):
            chosen.append(pool.pop(st.rng.below(len(pool))))
    else:
        got = picks if picks is not None else pick(ctx, who, src, o, env, f"Discard {n} card{'s' if n > 1 else ''}",
                                                   hand[:], n, n)
        if got is None:
            return
        chosen = [int(x) for x in got]
    for c in chosen:
        lift(st, c)
        to_void(st, c, who)
        ctx.log("discard", f"{player(who)} discards {ctx.name(c)}", who, (c,))
        raise_own(ctx, who, c, "discarded")   # "If X is discarded" (Privilege of Rank)
        st.churn[who] += 1   # Black Iron Manacles counts discards


@op("armor")
def op_armor(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    ctx.st.armor[seat] += int(o["amount"])   # 000 4.31: it also adds to a relic weapon's armor
    ctx.log("armor", f"{player(seat)} gains {o['amount']} armor", seat)
    raise_watchers(ctx, "armor_gain", seat, {"amount": int(o["amount"])})   # Horngrinder


@op("create")
def op_create(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    from .cards import card_index   # the shipped table's ids; a custom table must use them too
    kind = card_index().get(o["card"])
    if kind is None or kind >= len(ctx.cards) or ctx.cards[kind].id != o["card"]:
        kind = next(c.index for c in ctx.cards if c.id == o["card"])
    who = seat if o.get("who", "you") == "you" else 1 - seat
    for _ in range(int(o.get("n", 1))):
        create(ctx, who, kind, o.get("zone", "board"), src)


@op("nightfall")
def op_nightfall(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    if st.nightfall_turn == st.turn_no:   # 003 Nightfall: more Nightfall the same turn is ignored
        return
    st.nightfall_turn = st.turn_no
    st.night_until = st.night_until + 2 if is_night(st) else st.turn_no + 2
    ctx.log("nightfall", "Nightfall: it is Night", seat)


@op("scout")
def op_scout(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    deck = st.decks[seat]
    if not deck:
        return
    if picks is None:
        top = deck[-1]
        # the prompt is public (every seat's observation carries the Decision); the card is
        # named only in the chooser's labels and `peek` (000 1.2: decks are hidden)
        picks = pick(ctx, seat, src, o, env, "Scout: leave the top card of your deck on top, or put it at the bottom",
                     ["top", "bottom"], 1, 1, by="value",
                     labels=[f"Leave {ctx.name(top)} on top", f"Put {ctx.name(top)} at the bottom"], peek=True)
        if picks is None:
            return
    if picks[0] == "bottom":
        deck.insert(0, deck.pop())


def _matches(card: Card, flt: dict[str, Any], types: tuple[str, ...] | None = None) -> bool:
    """Whether a card fits a filter (types: the instance's unit types now, unit_types.py; else printed)."""
    for key, value in flt.items():
        if key == "type" and not is_type(card.type, value):
            return False
        if key == "sigil" and card.is_sigil != value:
            return False
        if key == "name" and card.name != value:
            return False
        if key == "faction" and value not in card.factions:
            return False
        if key == "max_cost" and card.cost > value:
            return False
        if key == "cost" and card.cost != value:                # Set 2: "a 1-cost unit"
            return False
        if key == "unit_type" and value not in (card.unit_types if types is None else types):  # "a Stranger"
            return False
        if key == "keyword" and not card.kw & KW[value]:        # Set 2: "a unit with Flying"
            return False
    return True


@op("tutor")
def op_tutor(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Draw a matching card from your deck (of your choice: chosen by card name)."""
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    flt = o.get("filter", {})
    if picks is None:
        kinds = sorted({st.kinds[c] for c in deck if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))})
        if not kinds:
            return
        if o.get("choose", True):
            picks = pick(ctx, seat, src, o, env, "Choose a card to draw from your deck",
                         [cards[k].id for k in kinds], 1, 1, by="value", labels=[cards[k].name for k in kinds])
            if picks is None:
                return
        else:
            matching = [c for c in deck if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))]
            picks = [cards[st.kinds[matching[st.rng.below(len(matching))]]].id]
    want = picks[0]
    for c in reversed(deck):
        if cards[st.kinds[c]].id == want and _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c)):
            deck.remove(c)
            for k in o.get("keywords", ()):   # Find the Way: "It is depleted when played"
                info_of(st, c).kw |= KW[k]
            if to_hand(st, c, seat):
                on_drawn(ctx, seat, c)
            ctx.log("tutor", f"{player(seat)} draws a chosen card from their deck", seat)
            return


@op("from_void")
def op_from_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Draw (or play) a matching card from your void, your choice (voids are public)."""
    from . import plays
    st, cards = ctx.st, ctx.cards
    flt = o.get("filter", {})
    if picks is None:
        options = [c for c in st.voids[seat] if c != src and _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))
                   and not void_locked(st, cards, c, seat)]
        picks = pick(ctx, seat, src, o, env, "Choose a card from your void", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c not in st.voids[seat] or void_locked(st, cards, c, seat):
        return
    if o.get("buff"):
        i = info_of(st, c)
        i.atk += o["buff"][0]
        i.hp += o["buff"][1]
    if o.get("zone", "hand") == "board":
        plays.play_free(ctx, seat, c, from_zone=True)
    else:
        lift(st, c)
        if to_hand(st, c, seat):
            st.revealed.append(c)
        ctx.log("from_void", f"{player(seat)} draws {ctx.name(c)} from the void", seat, (c,))


def top_unit_or_weapon(st: EternalState, cards: tuple[Card, ...], seat: int, kinds: tuple[str, ...]) -> int:
    """The topmost card of these types in a deck, or -1 (003 Warcry). A relic weapon is a
    weapon (cards.TYPE_WORDS)."""
    for c in reversed(st.decks[seat]):
        if is_type(cards[st.kinds[c]].type, kinds):
            return c
    return -1


@op("top_of_deck")
def op_top_of_deck(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    c = top_unit_or_weapon(st, ctx.cards, seat, tuple(o.get("kinds", ["unit", "weapon"])))
    if c < 0:
        return
    i = info_of(st, c)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    for k in o.get("keywords", []):
        i.kw |= KW[k]
    ctx.log("top_of_deck", f"The top {'/'.join(o.get('kinds', ['unit', 'weapon']))} of {player(seat)}'s deck gets stronger", seat)


@op("market_swap")
def op_market_swap(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Merchants (000 1.2): swap a card from hand with a matching card in your market."""
    st, cards = ctx.st, ctx.cards
    wanted = [c for c in st.markets[seat] if any(f in cards[st.kinds[c]].factions for f in o.get("factions", FACTIONS))]
    if not wanted or not st.hands[seat]:
        return
    stage = env.get("swap_out")
    if stage is None:
        got = picks if picks is not None else pick(ctx, seat, src, o, env, "You may choose a card from your hand to swap into your market",
                                                   st.hands[seat][:], 0, 1)
        if got is None:
            return
        if not got:
            return
        env = {**env, "swap_out": int(got[0])}
        picks = None
    out = env["swap_out"]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Choose the market card to take", wanted, 1, 1)
    if got is None:
        return
    take = int(got[0])
    if out not in st.hands[seat] or take not in st.markets[seat]:
        return
    st.hands[seat].remove(out)
    if out in st.revealed:
        st.revealed.remove(out)
    st.markets[seat].remove(take)
    st.markets[seat].append(out)
    st.hands[seat].append(take)
    ctx.log("market", f"{player(seat)} swaps a card with their market", seat)


@op("copy")
def op_copy(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """003 Copy: a new card with the same printed card and stat changes, no attachments."""
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0:
            continue
        mine = st.info.get(r)
        twin = create(ctx, seat, st.kinds[r], "board", src)
        if twin >= 0 and mine is not None:
            t = info_of(st, twin)
            t.atk, t.hp, t.kw, t.wc = mine.atk, mine.hp, mine.kw, mine.wc
            t.lost = mine.lost & KW["revenge"]


@op("gain_influence")
def op_gain_influence(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    for f in o.get("factions", ""):
        ctx.st.influence[seat][FACTIONS.index(f)] += 1


@op("aegis_player")
def op_aegis_player(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    for r in select(ctx, seat, src, o.get("to", "you"), env):
        if r < 0:
            ctx.st.pshield[ref_seat(r)] = True


@op("invulnerable_player")
def op_invulnerable_player(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    ctx.st.pkw[seat] |= KW["invulnerable"]


@op("max_power")
def op_max_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    from .plays import raise_max_power
    raise_max_power(ctx, seat, int(o["amount"]), depleted=bool(o.get("depleted")))


@op("power")
def op_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    ctx.st.power[seat] += int(o["amount"])


# More of the vocabulary, grouped by the part of Set 1 that first needed it; importing them
# registers their ops on OPS.
from . import ops_fire, ops_justice, ops_primal, ops_set2, ops_shadow, ops_shadow_b, ops_time  # noqa: F401
from . import ops_set2_b, ops_set3_ft, ops_set3_jp, ops_set3_sm, ops_set4_ftj, ops_set4_psm  # noqa: F401
from . import ops_set34_rest, ops_set34_sight, ops_set34_types  # noqa: F401,E402
