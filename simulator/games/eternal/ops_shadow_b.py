"""More effect ops first needed by Set 1's Shadow cards (ops_shadow.py has the first ones and the
helpers): players' health, the stack (Negate), costs and relics."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, create, damage, destroy, gain_health, on_drawn, player
from .cards import Card
from .effects import Env, Op, op, pick
from .ops_shadow import change_hands, discard_card, kind_of, units_in
from .state import DEADLY_TO_PLAYERS, player_ref
from .targets import shielded, source_bits
from .zones import info_of, to_hand, to_void
from .unit_types import has_type

# --- players --------------------------------------------------------------------------

@op("set_player_health")
def op_set_player_health(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stonescar Leviathan: "Entomb: The enemy player's Health becomes 7"."""
    p = 1 - seat if o.get("who", "enemy") == "enemy" else seat
    if shielded(ctx, seat, player_ref(p)):
        return
    ctx.st.health[p] = int(o.get("value", 0))
    ctx.log("set_health", f"{player(p)}'s Health becomes {ctx.st.health[p]}", p)


@op("damage_per_attacker")
def op_damage_per_attacker(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Grim Stranger: "When one or more Strangers attack, deal that much damage to the defending player"."""
    st, cards = ctx.st, ctx.cards
    kind = o.get("unit_type", "")
    n = sum(1 for a in st.attackers if st.owners[a] == seat and (not kind or has_type(st, cards, a, kind)))
    ref = player_ref(1 - seat)
    if n and not shielded(ctx, seat, ref):
        damage(ctx, src, ref, n, source_bits(ctx, seat, src))


@op("churn_damage")
def op_churn_damage(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Black Iron Manacles: "deal 1 damage to the cursed player for each card that player
    drew or discarded this turn" (the cursed player is the one it sits on)."""
    st = ctx.st
    p = next((s for s in (0, 1) if src in st.relics[s]), 1 - seat)
    ref = player_ref(p)
    if st.churn[p] and not shielded(ctx, seat, ref):
        damage(ctx, src, ref, st.churn[p], 0)


@op("enemy_chooses")
def op_enemy_chooses(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Voprex: "The enemy must choose: Discard their hand or sacrifice all of their units"."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - env.get("caster", seat)   # the pending choice is the enemy's: it resumes with their seat
    if picks is None:
        picks = pick(ctx, foe, src, o, {**env, "caster": seat},
                     f"{ctx.name(src)}: discard your hand or sacrifice all of your units",
                     ["discard", "sacrifice"], 1, 1, by="value",
                     labels=["Discard your hand", "Sacrifice all of your units"])
        if picks is None:
            return
    if picks[0] == "discard":
        for c in st.hands[foe][:]:
            discard_card(ctx, foe, c)
    else:
        for u in [u for u in st.boards[foe] if cards[st.kinds[u]].is_unit]:
            destroy(ctx, u, "is sacrificed")


# --- the stack, costs and relics ---------------------------------------------------------

# fn(ctx, spell) -> True when that spell on the stack can't be negated now (ops_set*.py add them)
UNNEGATABLE: list = []


@op("negate")
def op_negate(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Negate an enemy spell" (the chosen spell on the stack): it does nothing and goes to
    its void; Spell Swipe: "and draw it" (draw: it goes to your hand instead, known to both)."""
    st = ctx.st
    t = env.get("target")
    item = next((x for x in st.stack if x.get("card") == t and x["kind"] == "spell" and not x.get("resolving")), None)
    if t is None or item is None:
        return
    from .ops_set2_b import unnegatable
    if unnegatable(ctx, t):   # Decimation: "can't be negated"
        return
    if any(fn(ctx, t) for fn in UNNEGATABLE):   # the part modules' "can't be negated" (End of the Story)
        return
    st.stack.remove(item)
    ctx.log("negate", f"{ctx.name(t)} is negated", seat, (t,))
    if o.get("draw"):
        change_hands(st, t, seat)
        if to_hand(st, t, seat):
            st.revealed.append(t)
            on_drawn(ctx, seat, t)
    else:
        to_void(st, t)


@op("reduce_own_cost")
def op_reduce_own_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """The Witching Hour, in hand: "When you play a non-power card, reduce the cost of The
    Witching Hour by 1" (a lasting change to the card, 003)."""
    info_of(ctx.st, src).cost -= int(o.get("amount", 1))


@op("deadly_to_players")
def op_deadly_to_players(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """The Last Word: "make The Last Word's attacks deadly to players" (acts.damage: damage
    it deals to a player's health takes all of it)."""
    info_of(ctx.st, src).used |= DEADLY_TO_PLAYERS
    ctx.log("ultimate", f"{ctx.name(src)}'s attacks are deadly to players", seat, (src,))


def random_spells(cards: tuple[Card, ...]) -> list[int]:
    """The collectible spells (tokens left out) a "random spell" is drawn from."""
    return [c.index for c in cards if c.is_spell and not c.token]


@op("discard_for")
def op_discard_for(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Feln Cauldron: "discard a card to gain 1 Health. After five cards, sacrifice Feln
    Cauldron to create and draw five random spells" (the count lives on the relic)."""
    st = ctx.st
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a card to discard", st.hands[seat][:], 1, 1)
        if picks is None:
            return
    if not picks or int(picks[0]) not in st.hands[seat]:
        return
    discard_card(ctx, seat, int(picks[0]))
    gain_health(ctx, seat, int(o.get("heal", 1)))
    i = info_of(st, src)
    i.step += 1
    if i.step >= int(o.get("every", 5)) and any(src in r for r in st.relics):
        destroy(ctx, src, "is sacrificed")
        pool = random_spells(ctx.cards)
        for _ in range(int(o.get("spells", 5)) if pool else 0):
            create(ctx, seat, pool[st.rng.below(len(pool))], "hand", src)


@op("create_per_void")
def op_create_per_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Torrent of Spiders: "Play a 1/1 Spider with Deadly. Play an additional Spider for
    every three units you have in your void"."""
    st, cards = ctx.st, ctx.cards
    n = 1 + len(units_in(st, cards, st.voids[seat])) // int(o.get("per", 3))
    kind = kind_of(ctx, o["card"])
    for _ in range(n):
        create(ctx, seat, kind, "board", src)
