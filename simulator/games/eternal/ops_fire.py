"""Effect ops first needed by Set 1's Fire cards (and their two-faction partners); registered on
effects.OPS like every other op, usable by any card."""
from __future__ import annotations

from typing import Any

from .acts import FREE_PLAYS, Ctx, create, damage, gain_health, hit_player, player
from .cards import KW, Card, is_type
from .effects import Env, Op, _matches, op, op_buff, op_damage, op_tutor, pick
from .state import player_ref, ref_seat
from .stats import attack, keywords, on_playmat, remaining
from .targets import select, shielded
from .zones import info_of, lift, new_instance, to_hand
from .unit_types import unit_types

OVERWHELM, LIFESTEAL, DOUBLE = KW["overwhelm"], KW["lifesteal"], KW["double_damage"]


def pool(cards: tuple[Card, ...], flt: dict[str, Any]) -> list[int]:
    """The collectible cards (tokens left out) a "random" effect draws from, in table order:
    "type" (a kind or list of kinds; cards.is_type), "cost" (exactly), "max_cost", "faction"."""
    out = []
    for c in cards:
        if c.token or c.is_power:
            continue
        if "type" in flt and not is_type(c.type, flt["type"]):
            continue
        if "cost" in flt and c.cost != flt["cost"]:
            continue
        if "max_cost" in flt and c.cost > flt["max_cost"]:
            continue
        if "faction" in flt and flt["faction"] not in c.factions:
            continue
        out.append(c.index)
    return out


@op("deals")
def op_deals(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Units deal damage themselves ("Each of your units deals 1 damage to the enemy player",
    "The wielder deals 3 damage", "she deals her Strength in damage to a random enemy"): the
    dealer is each unit `by` selects, with its own skills (003 Deadly, Lifesteal, Overwhelm,
    Double Damage); amount "attack" is the dealer's Strength as it resolves."""
    st, cards = ctx.st, ctx.cards
    for u in select(ctx, seat, src, o.get("by", "self"), env):
        if u < 0 or not on_playmat(st, u):
            continue
        amount = max(0, attack(st, cards, u)) if o.get("amount") == "attack" else \
            st.gained[seat] if o.get("amount") == "gained" else \
            max(0, attack(st, cards, env["unit"])) if o.get("amount") == "unit_attack" and "unit" in env else \
            int(o.get("amount", 0))   # Xenan Fanatic; Grinva: "that unit's Strength" (as the void keeps it)
        bits = keywords(st, cards, u)
        owner = st.owners[u]
        total = 0
        for r in select(ctx, seat, src, o.get("to", "target"), env):
            if shielded(ctx, seat, r):
                continue
            if r < 0:
                p = ref_seat(r)
                total += hit_player(ctx, u, p, amount, bits) if p != owner else damage(ctx, u, r, amount, bits)
                continue
            left = remaining(st, cards, r)
            dealt = damage(ctx, u, r, amount, bits)
            total += dealt
            if bits & OVERWHELM and dealt > left > 0:   # 003 Overwhelm: to the unit's controller
                total += damage(ctx, u, player_ref(st.owners[r]), dealt - left, bits & ~DOUBLE)
        if bits & LIFESTEAL and total:
            gain_health(ctx, owner, total)


@op("spend_power")
def op_spend_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Spend your remaining power to ..." (Flame Blast, Charchain Flail): all the power
    left is spent as it resolves and adds that much to `amount`; then "damage" deals it,
    "strength" gives it as Strength (a permanent change, 003 Strength)."""
    st = ctx.st
    spent = max(0, st.power[seat])
    st.power[seat] -= spent
    ctx.log("spend_power", f"{player(seat)} spends {spent} remaining power", seat, (src,))
    n = int(o.get("amount", 0)) + spent
    if o.get("then", "damage") == "damage":
        op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "target")}, env, None)
    else:
        op_buff(ctx, seat, src, {"op": "buff", "attack": n, "health": 0, "to": o.get("to", "self")}, env, None)


@op("self_from_void")
def op_self_from_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Draw X from your void" said of the card itself (Steelfang Chakram, Worldpyre
    Phoenix), "with +3/+3 and cost increased by 3": it must still be in the void."""
    st = ctx.st
    owner = st.owners[src]
    if src not in st.voids[owner]:
        return
    i = info_of(st, src)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    i.cost += int(o.get("cost", 0))
    lift(st, src)
    if to_hand(st, src, owner):
        st.revealed.append(src)
    ctx.log("from_void", f"{player(owner)} draws {ctx.name(src)} from the void", owner, (src,))


@op("random_keyword")
def op_random_keyword(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Each selected card "randomly gets" one of the skills (Soulfire Drake): one draw of
    the state's RNG per card, in deck order."""
    st = ctx.st
    kws = o.get("keywords", [])
    if not kws:
        return
    n = 0
    for c in select(ctx, seat, src, o.get("to", "deck_units"), env):
        if c < 0:
            continue
        info_of(st, c).kw |= KW[kws[st.rng.below(len(kws))]]
        n += 1
    if n:
        ctx.log("random_keyword", f"{n} of {player(seat)}'s cards get {' or '.join(k.title() for k in kws)}", seat)


def _kind_of(ctx: Ctx, card_id: str) -> int:
    from .cards import (
        card_index,  # the shipped table's ids; a custom table must use them too
    )
    kind = card_index().get(card_id)
    if kind is None or kind >= len(ctx.cards) or ctx.cards[kind].id != card_id:
        kind = next(c.index for c in ctx.cards if c.id == card_id)
    return kind


@op("arm")
def op_arm(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Play a new weapon on units (000 1.3 Weapons): the named `card` ("Play a +2 Strength
    Iron Sword on one of your units"), or a `random` one from the collectible weapons
    (Kaleb: "a random weapon on each of your {F} units", `faction` "F"). Each is a play by an
    effect: free, counted toward the 50 free plays (000 6.3); its Summon fires."""
    from .plays import place
    st, cards = ctx.st, ctx.cards
    options = pool(cards, {"type": "weapon", **o["random"]}) if "random" in o else []
    options = [k for k in options if cards[k].type == "weapon"]   # a relic weapon goes on no unit
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u < 0 or not on_playmat(st, u) or not cards[st.kinds[u]].is_unit or st.owners[u] != seat:
            continue
        if o.get("faction") and o["faction"] not in cards[st.kinds[u]].factions:
            continue
        if st.free_plays >= FREE_PLAYS:
            return
        if "card" in o:
            kind = _kind_of(ctx, o["card"])
        elif options:
            kind = options[st.rng.below(len(options))]
        else:
            return
        st.free_plays += 1
        place(ctx, seat, new_instance(st, kind, seat), u, None)


@op("play_from_deck")
def op_play_from_deck(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Choose a weapon with cost 3 or less from your deck and play it" (Crowd Favorite): the
    player picks by card name among the matching cards (the deck stays hidden from the
    enemy); the card is played for free (000 1.3), a weapon onto a unit of its player's choice."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    flt = o.get("filter", {})
    if picks is None:
        kinds = sorted({st.kinds[c] for c in deck if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))})
        if not kinds:
            return
        picks = pick(ctx, seat, src, o, env, "Choose a card to play from your deck",
                     [cards[k].id for k in kinds], 1, 1, by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    for c in reversed(deck):
        if cards[st.kinds[c]].id == picks[0]:
            if play_free(ctx, seat, c):
                ctx.log("from_deck", f"{player(seat)} plays {ctx.name(c)} from their deck", seat, (c,))
            return


@op("create_random")
def op_create_random(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Play four random 1-cost units" (Claw of the First Dragon): n cards drawn at random
    (the state's RNG) from the collectible cards matching `filter` (pool), each created
    where `zone` says (acts.create: a full playmat or the 50 free plays stop it)."""
    options = pool(ctx.cards, o.get("filter", {}))
    if not options:
        return
    for _ in range(int(o.get("n", 1))):
        create(ctx, seat, options[ctx.st.rng.below(len(options))], o.get("zone", "board"), src)


@op("discount")
def op_discount(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Reduce the cost of a spell in your hand by 1" (Trail Stories): the player chooses
    one card of `kinds` in hand as this resolves; its cost change stays with it (003)."""
    st, cards = ctx.st, ctx.cards
    kinds = o.get("kinds", ["spell", "fast_spell"])
    options = [c for c in st.hands[seat] if is_type(cards[st.kinds[c]].type, kinds)]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Choose a card in your hand to cost less",
                                               options, 1, 1)
    if not got:
        return
    c = int(got[0])
    if c in st.hands[seat]:
        info_of(st, c).cost -= int(o.get("n", 1))
        ctx.log("discount", f"A card in {player(seat)}'s hand costs {o.get('n', 1)} less", seat)


@op("deck_buff")
def op_deck_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Each weapon in your deck gets +1/+1" (Rakano Artisan): every card of `kinds` in the
    deck (a relic weapon is a weapon, cards.is_type)."""
    st, cards = ctx.st, ctx.cards
    a, h = int(o.get("attack", 0)), int(o.get("health", 0))
    kinds = o.get("kinds", ["unit"])
    n = 0
    for c in st.decks[seat]:
        if is_type(cards[st.kinds[c]].type, kinds):
            i = info_of(st, c)
            i.atk += a
            i.hp += h
            n += 1
    if n:
        ctx.log("deck_buff", f"{n} cards in {player(seat)}'s deck get {a:+d}/{h:+d}", seat)


@op("tutor_buff")
def op_tutor_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Draw a unit or weapon of your choice from your deck. It gets +2 Strength." (Rise to
    the Challenge): the tutor op, then the card that left the deck for the hand is changed."""
    st = ctx.st
    before = set(st.decks[seat])
    op_tutor(ctx, seat, src, o, env, picks)   # a pending choice brings this op back with the picks
    for c in st.hands[seat]:
        if c in before and c not in st.decks[seat]:
            i = info_of(st, c)
            i.atk += int(o.get("attack", 0))
            i.hp += int(o.get("health", 0))
