"""Effect ops first needed by Set 2 (The Fall of Argenport): buffs counted from the board or
from the Health gained this turn. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, create, player
from .cards import is_type
from .stats import attack, health, remaining
from .effects import Env, Op, op, op_buff, op_exhaust, pick
from .targets import select, shielded
from .zones import info_of, lift, to_void


@op("buff_count")
def op_buff_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Strength of Many: "Give one of your units +1/+1 this turn for each of your units": the
    buff times the number of units its player has as it resolves."""
    st, cards = ctx.st, ctx.cards
    if o.get("count") == "hand":    # Wandering Wisp: "+1/+1 for each card in your hand"
        n = len(st.hands[seat])
    else:
        n = sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)
    step = {"op": "buff", "attack": int(o.get("attack", 0)) * n, "health": int(o.get("health", 0)) * n,
            "to": o.get("to", "target"), "turn": o.get("turn", False)}
    op_buff(ctx, seat, src, step, env, None)


@op("buff_gained")
def op_buff_gained(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sentinel's Might: "Your units get +Strength/+Health equal to the Health you've gained
    this turn" (the count the turn keeps, acts.gain_health)."""
    n = ctx.st.gained[seat]
    if n > 0:
        op_buff(ctx, seat, src, {"op": "buff", "attack": n, "health": n, "to": o.get("to", "your_units")}, env, None)


@op("drain")
def op_drain(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Worldjoiner: "each enemy unit gets -1/-1 and she gets that much Strength/Health": each
    selected unit not shielded (003 Aegis) loses the numbers, and this card gains them once per unit."""
    st = ctx.st
    a, h = int(o.get("attack", 1)), int(o.get("health", 1))
    n = 0
    for r in select(ctx, seat, src, o.get("to", "enemy_units"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        i = info_of(st, r)
        i.atk -= a
        i.hp -= h
        n += 1
        ctx.log("buff", f"{ctx.name(r)} gets {-a:+d}/{-h:+d}", st.owners[r], (r,))
    if n and src in st.boards[seat]:
        me = info_of(st, src)
        me.atk += a * n
        me.hp += h * n
        ctx.log("buff", f"{ctx.name(src)} gets {a * n:+d}/{h * n:+d}", seat, (src,))


@op("discard_top")
def op_discard_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fallen Oni: "The enemy player discards the top unit of their deck": the topmost card of
    those kinds goes from the deck to its owner's void (nothing when there is none)."""
    st, cards = ctx.st, ctx.cards
    who = 1 - seat if o.get("who", "enemy") == "enemy" else seat
    kinds = tuple(o.get("kinds", ("unit",)))
    for c in reversed(st.decks[who]):
        if is_type(cards[st.kinds[c]].type, kinds):
            lift(st, c)
            to_void(st, c)
            ctx.log("discard", f"{player(who)} discards {ctx.name(c)} from the top of their deck", who, (c,))
            return


@op("buff_by")
def op_buff_by(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Serpent Mount: "gets the Student's Strength"; Prosecutor-at-Arms: "Give an enemy unit
    -Strength equal to the Student's Strength" (sign -1): a lasting buff of the Strength (or
    Health, stat "health") the unit `of` selects has as it resolves."""
    st, cards = ctx.st, ctx.cards
    of = [u for u in select(ctx, seat, src, o.get("of", "student"), env) if u >= 0]
    if not of:
        return
    n = (health if o.get("stat") == "health" else attack)(st, cards, of[0]) * int(o.get("sign", 1))
    a, h = (0, n) if o.get("stat") == "health" else (n, 0)
    op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": o.get("to", "self")}, env, None)


@op("max_stats")
def op_max_stats(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Shard of the Spire: "its Strength/Health becomes the higher of the two": the lower number
    is raised to the higher (a lasting buff; 003 Aegis does not stop your own relic)."""
    st, cards = ctx.st, ctx.cards
    for u in select(ctx, seat, src, o.get("to", "that_unit"), env):
        if u < 0:
            continue
        a, h = attack(st, cards, u), health(st, cards, u)
        i = info_of(st, u)
        if a < h:
            i.atk += h - a
        elif h < a:
            i.hp += a - h
        ctx.log("buff", f"{ctx.name(u)} is now {max(a, h)}/{max(a, h)}", st.owners[u], (u,))


@op("create_sized")
def op_create_sized(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Bloodcall Invoker: "play a Restless Radiant with Strength/Health equal to the Health you
    gained this turn": the token is played, then its numbers set to that count (0/0 dies at once);
    by "void_spells", the spells in your void (Moment of Creation, n 2)."""
    from .cards import card_index
    st, cards = ctx.st, ctx.cards
    by = o.get("by", "gained")
    n = st.gained[seat] if by == "gained" else \
        sum(1 for c in st.voids[seat] if cards[st.kinds[c]].is_spell) if by == "void_spells" else 0
    kind = card_index()[o["card"]]
    for _ in range(int(o.get("n", 1))):
        c = create(ctx, seat, kind, "board", src)
        if c >= 0:
            i = info_of(st, c)
            i.atk += n - cards[kind].attack
            i.hp += n - cards[kind].health


@op("swap_stats")
def op_swap_stats(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Scare: "Swap a unit's Strength and Health": its Strength becomes the Health it has left
    and its Health left the Strength it had (a unit of 0 Strength is left with 0 Health and dies)."""
    st, cards = ctx.st, ctx.cards
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u < 0 or shielded(ctx, seat, u):
            continue
        a, h = attack(st, cards, u), remaining(st, cards, u)
        i = info_of(st, u)
        i.atk += h - a
        i.hp += a - h
        ctx.log("buff", f"{ctx.name(u)} is now {h}/{a}", st.owners[u], (u,))


@op("exhaust_choose")
def op_exhaust_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Dustblind: "Exhaust two enemy units": its player chooses that many enemy units (all of them
    when there are fewer) as it resolves; each is exhausted as the exhaust op does it (an Aegis
    or Endurance stops it)."""
    each_chosen_enemy_unit(ctx, seat, src, o, env, picks, "exhaust", op_exhaust)


def each_chosen_enemy_unit(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any, verb: str,
                           apply: Any) -> None:
    """"<Verb> two enemy units" (Dustblind, Eilyn, Entangling Vines...): its player chooses o["n"]
    enemy units (all of them when there are fewer) as it resolves, and each gets the op `apply`
    (named `verb`) as if it were that op's target."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemy unit{'s' if n > 1 else ''} to {verb}",
                     options, n, n)
        if picks is None:
            return
    for u in picks:
        apply(ctx, seat, src, {"op": verb, "to": "target"}, {**env, "target": int(u)}, None)


@op("buff_event")
def op_buff_event(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Cabal Slasher: "When you gain Health, Cabal Slasher gets that much Strength": a lasting
    buff of the amount its trigger's event carries (the Health gained), to Strength or (stat
    "health") Health."""
    n = int(env.get("amount", 0))
    if n:
        stat = o.get("stat", "attack")   # Horngrinder: "that much Strength/Health" (stat "both")
        a, h = n * (stat != "health"), n * (stat != "attack")
        op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": o.get("to", "self")}, env, None)
