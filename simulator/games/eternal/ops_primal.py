"""Effect ops first needed by Set 1's Primal cards (and their two-faction partners); registered on
effects.OPS like every other op, usable by any card.

Transform (Polymorph, Unstable Form, Hatchery Hunter, Rain of Frogs, Shimmerpack): the rules
documents do not define it; here the card becomes the new printed card where it is, as a new
card would be: its own changes (stat and skill changes, Silence, cost changes, this turn's
changes, damage, spent once-only abilities) are gone; on the playmat it keeps its place, its
exhausted or stunned state and its attachments (they are cards of their own), and gets the new
card's Aegis shield if the new card has Aegis (003 Aegis: a unit with Aegis enters with one).
"""
from __future__ import annotations

from typing import Any

from .acts import FREE_PLAYS, Ctx, create, draw, on_drawn, player
from .cards import BATTLE_SKILLS, KW, Card, is_type
from .effects import (
    Env,
    Op,
    _matches,
    op,
    op_damage,
    op_discard,
    op_grant,
    op_stun,
    pick,
)
from .state import DOOMED, HELD, LINK_DIES, LINK_STUN, STOLEN
from .stats import on_playmat, stunned
from .targets import select, shielded
from .zones import info_of, lift, new_instance, to_hand
from .uses import note_kind
from .unit_types import unit_types

AEGIS = KW["aegis"]
SPELLS = ("spell", "fast_spell")


def kind_of(ctx: Ctx, card_id: str) -> int:
    """The card table index of a card id."""
    from .cards import card_index   # noqa: I001  (the shipped table's ids; a custom table must use them too)
    kind = card_index().get(card_id)
    if kind is None or kind >= len(ctx.cards) or ctx.cards[kind].id != card_id:
        kind = next(c.index for c in ctx.cards if c.id == card_id)
    return kind


def transform_card(ctx: Ctx, c: int, kind: int) -> None:
    """Turn card instance `c` into the printed card `kind` where it is (the module docstring)."""
    st = ctx.st
    st.kinds[c] = kind
    note_kind(st, kind)
    card = ctx.cards[kind]
    i = st.info.get(c)
    if i is not None:
        i.atk = i.hp = i.kw = i.lost = i.wc = i.cost = i.dmg = i.tatk = i.thp = i.tkw = i.twc = i.pbuf = 0
        i.silenced = False
        i.used &= STOLEN | DOOMED | HELD   # control for this turn, an end-of-turn sacrifice, a curse's hold stay
        if i.entered >= 0:
            i.shield = bool(card.kw & AEGIS)
    if c in st.auras and card.aura is None:
        st.auras.remove(c)
    elif card.aura is not None and on_playmat(st, c) and c not in st.auras:
        st.auras.append(c)
    if st.links:
        st.links = [x for x in st.links if c not in (x[1], x[2])]
    if st.retyped:   # its unit types are the new card's (a changed type went with the old card: unit_types.py)
        st.retyped.pop(c, None)
    from .ops_set2_b import transformed
    transformed(ctx, c)   # Mind Link: "When you transform an enemy card"


def _unit_pool(cards: tuple[Card, ...], cost: int) -> list[int]:
    """Collectible units (no tokens) of exactly this cost, in table order."""
    return [c.index for c in cards if c.is_unit and not c.token and c.cost == cost]


@op("transform_random")
def op_transform_random(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Unstable Form: "Transform a unit into a random unit that costs 1 more" (printed costs;
    the state's RNG picks among the collectible units of that cost; none: nothing happens)."""
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or not on_playmat(st, r) or shielded(ctx, seat, r):
            continue
        options = _unit_pool(cards, cards[st.kinds[r]].cost + int(o.get("cost_plus", 1)))
        if not options:
            continue
        old = ctx.name(r)
        transform_card(ctx, r, options[st.rng.below(len(options))])
        ctx.log("transform", f"{old} is transformed into {ctx.name(r)}", st.owners[r], (r,))


@op("transform_hand")
def op_transform_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Hatchery Hunter: "Transform all cards in your hand into 3/3 Sky Serpents with Flying"
    (both players know what they are now)."""
    st = ctx.st
    kind = kind_of(ctx, o["card"])
    for c in st.hands[seat]:
        transform_card(ctx, c, kind)
        if c not in st.revealed:
            st.revealed.append(c)
    if st.hands[seat]:
        ctx.log("transform", f"The cards in {player(seat)}'s hand become {ctx.cards[kind].name}s", seat)


@op("transform_copies")
def op_transform_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rain of Frogs: "Choose a non-power card from the enemy player's hand. Transform each copy
    in their hand, deck, and void into 1/1 Frogs with Destiny." The enemy hand is shown to the
    chooser (its cards become known to both players); the choice is by card name."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        ids = sorted({cards[st.kinds[c]].id for c in st.hands[foe] if not cards[st.kinds[c]].is_power})
        if not ids:
            return
        for c in st.hands[foe]:
            if c not in st.revealed:
                st.revealed.append(c)
        names = {c.id: c.name for c in cards}
        picks = pick(ctx, seat, src, o, env, "Choose a card from the enemy hand: each copy becomes a Frog",
                     ids, 1, 1, by="value", labels=[names[i] for i in ids])
        if picks is None:
            return
    want = picks[0]
    kind = kind_of(ctx, o["card"])
    bits = 0
    for k in o.get("keywords", []):
        bits |= KW[k]
    n = 0
    for zone in (st.hands, st.decks, st.voids):
        for c in zone[foe]:
            if cards[st.kinds[c]].id == want:
                transform_card(ctx, c, kind)
                info_of(st, c).kw |= bits
                n += 1
    ctx.log("transform", f"{n} of {player(foe)}'s cards become {ctx.cards[kind].name}s", foe)


@op("transform_any")
def op_transform_any(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Shimmerpack: "Transform any number of units into copies of Shimmerpack" (chosen as this
    resolves, any side; each becomes the printed card of the source; an enemy Aegis negates it)."""
    st, cards = ctx.st, ctx.cards
    options = [u for s in (0, 1) for u in st.boards[s] if u != src and cards[st.kinds[u]].is_unit]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose any number of units to transform",
                                               options, 0, len(options))
    if got is None:
        return
    for u in got:
        u = int(u)
        if on_playmat(st, u) and not shielded(ctx, seat, u):
            old = ctx.name(u)
            transform_card(ctx, u, st.kinds[src])
            ctx.log("transform", f"{old} is transformed into {ctx.name(u)}", st.owners[u], (u,))


@op("twin_in_hand")
def op_twin_in_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Twinning Ritual: "Create and draw a copy of a unit in your hand, then the copy gets
    +1/+1" (003 Copy: the same card with its changes; drawn, it is known to both players)."""
    st, cards = ctx.st, ctx.cards
    options = [c for c in st.hands[seat] if cards[st.kinds[c]].is_unit]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Choose a unit in your hand to copy", options, 1, 1)
    if not got:
        return
    c = int(got[0])
    if c not in st.hands[seat]:
        return
    twin = new_instance(st, st.kinds[c], seat)
    t = info_of(st, twin)
    mine = st.info.get(c)
    if mine is not None:
        t.atk, t.hp, t.kw, t.wc, t.cost = mine.atk, mine.hp, mine.kw, mine.wc, mine.cost
    t.atk += int(o.get("attack", 1))
    t.hp += int(o.get("health", 1))
    ctx.log("created", f"{player(seat)} creates and draws a copy of {ctx.name(c)}", seat, (twin,))
    if to_hand(st, twin, seat):
        st.revealed.append(twin)
        on_drawn(ctx, seat, twin, echo=False)


@op("grow_copies")
def op_grow_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Static Bolt's Fate: "Increase the damage dealt by each Static Bolt in your hand and deck
    by 1": every copy of the source card there keeps the increase (its Strength change, which a
    spell has no other use for; damage_grown reads it)."""
    st = ctx.st
    n = int(o.get("amount", 1))
    for zone in (st.hands, st.decks):
        for c in zone[seat]:
            if st.kinds[c] == st.kinds[src]:
                info_of(st, c).atk += n
    ctx.log("grow", f"Each {ctx.name(src)} in {player(seat)}'s hand and deck deals {n} more damage", seat, (src,))


@op("damage_grown")
def op_damage_grown(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Static Bolt: "Deal 1 damage", plus every increase its copies' Fate gave this card (a
    spell's lasting damage increase, which the damage op adds: ops_set2_b.spell_bonus)."""
    op_damage(ctx, seat, src, {"op": "damage", "amount": int(o.get("amount", 0)), "to": o.get("to", "target")}, env, None)


@op("swap_draw")
def op_swap_draw(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Whispering Wind: "you may discard a card to draw a higher-cost card from your deck" (a
    random one among the cards of the deck whose cost is higher; none: only the discard)."""
    st, cards = ctx.st, ctx.cards
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "You may discard a card to draw a higher-cost card",
                                               st.hands[seat][:], 0, 1)
    if not got:
        return
    c = int(got[0])
    if c not in st.hands[seat]:
        return
    cost = cards[st.kinds[c]].cost
    op_discard(ctx, seat, src, {"op": "discard", "n": 1}, env, [c])
    higher = [d for d in st.decks[seat] if cards[st.kinds[d]].cost > cost]
    if higher:
        d = higher[st.rng.below(len(higher))]
        _draw_card(ctx, seat, d)


def _draw_card(ctx: Ctx, seat: int, c: int) -> None:
    """Draw one particular card of the deck (003 Echo, Fate, Destiny fire as on any draw)."""
    st = ctx.st
    st.decks[seat].remove(c)
    ctx.log("drew", f"{player(seat)} draws a card", seat)
    if to_hand(st, c, seat):
        on_drawn(ctx, seat, c)


@op("draw_top_if")
def op_draw_top_if(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Tundra Explorer: "if the top card of your deck is a spell, draw it"."""
    deck = ctx.st.decks[seat]
    if deck and is_type(ctx.cards[ctx.st.kinds[deck[-1]]].type, o.get("kinds", SPELLS)):
        draw(ctx, seat, 1)


@op("hand_to_top")
def op_hand_to_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Second Sight: "put a card from your hand on top of your deck"; Nesting Avisaur: "You may
    put a card from your hand on top of your deck. Its cost is reduced by 2" (cost: the change)."""
    st = ctx.st
    hand = st.hands[seat]
    lo = 0 if o.get("optional") else 1
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Choose a card from your hand to put on top of your deck",
                                               hand[:], lo, 1)
    if not got:
        return
    c = int(got[0])
    if c not in hand:
        return
    lift(st, c)
    st.decks[seat].append(c)
    if o.get("cost"):
        info_of(st, c).cost += int(o["cost"])
    ctx.log("to_deck", f"{player(seat)} puts a card from their hand on top of their deck", seat)


@op("stun_another")
def op_stun_another(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Flash Freeze's second unit ("Stun two enemy units"): another enemy unit, chosen as it
    resolves (the first is the spell's target)."""
    st, cards = ctx.st, ctx.cards
    first = env.get("target")
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit and u != first]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Choose another enemy unit to stun", options, 1, 1)
    if got:
        op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, {"target": int(got[0])}, None)


@op("stun_hold")
def op_stun_hold(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ice Sprite: "Stun an enemy unit. It stays stunned while you have Ice Sprite" (state.LINK_STUN,
    stats.link_stunned: it does not ready at its turns' start while the Sprite is on the playmat)."""
    st = ctx.st
    t = env.get("target")
    if t is None or t < 0 or not on_playmat(st, t):
        return
    op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, env, None)
    if t not in st.popped and on_playmat(st, src) and stunned(st, ctx.cards, t):
        st.links.append([LINK_STUN, src, t])


@op("create_linked")
def op_create_linked(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Magus of the Mist: "Play a 6/6 Illusionary Dragon with Flying that dies if Magus of the
    Mist dies" (state.LINK_DIES; acts.destroy kills it after the Magus; a Magus that only left
    the playmat, or was gone already, leaves it be)."""
    st = ctx.st
    u = create(ctx, seat, kind_of(ctx, o["card"]), "board", src)
    if u >= 0 and on_playmat(st, src):
        st.links.append([LINK_DIES, src, u])


@op("top_spell_strike")
def op_top_spell_strike(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jarrall Iceheart: "Draw the top spell of your deck. Deal damage to each enemy unit equal
    to that spell's cost" (its printed cost)."""
    st, cards = ctx.st, ctx.cards
    spell = next((c for c in reversed(st.decks[seat]) if cards[st.kinds[c]].is_spell), -1)
    if spell < 0:
        return
    _draw_card(ctx, seat, spell)
    n = cards[st.kinds[spell]].cost
    op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "enemy_units")}, env, None)


@op("damage_by")
def op_damage_by(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Channel the Tempest: "deal damage equal to the number of cards in your hand" (counted as
    it resolves; count "hand")."""
    n = len(ctx.st.hands[seat]) if o.get("count", "hand") == "hand" else 0
    op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "target")}, env, None)


@op("play_random_from_deck")
def op_play_random_from_deck(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Eilyn: "After you play a {P} spell, play an additional random {P} spell from your deck":
    a random playable match (a spell with no legal target cannot be played), for free (000 1.3,
    6.3). The additional spell does not make its own Eilyn play another (it is the addition)."""
    from .plays import free_target, play_free
    st, cards = ctx.st, ctx.cards
    if any(x.get("card") == env.get("spell") and x.get("extra") for x in st.stack):
        return
    flt = o.get("filter", {})
    options = [c for c in st.decks[seat]
               if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c)) and _playable(ctx, seat, c, free_target)]
    if not options or st.free_plays >= FREE_PLAYS:
        return
    c = options[st.rng.below(len(options))]
    ctx.log("from_deck", f"{ctx.name(src)} plays {ctx.name(c)} from {player(seat)}'s deck", seat, (src, c))
    before = len(st.tasks)
    if play_free(ctx, seat, c):   # a spell that needs a target waits for its player's choice (a task)
        st.tasks.insert(len(st.tasks) - before, (seat, c, {"op": "_extra_spell"}, {}))


def _playable(ctx: Ctx, seat: int, c: int, free_target: Any) -> bool:
    needs, options = free_target(ctx, seat, c)
    return not needs or bool(options)


@op("_extra_spell")
def _op_extra_spell(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Mark the stack item of a spell played as an additional spell (Eilyn's)."""
    for x in ctx.st.stack:
        if x.get("card") == src:
            x["extra"] = True


@op("curse_each")
def op_curse_each(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Rimescale Draconus: "Play Permafrost on each exhausted enemy unit": a new curse on each,
    played by an effect (free, 000 1.3; counted toward 000 6.3's 50); an Aegis negates it."""
    from .plays import attach
    st, cards = ctx.st, ctx.cards
    kind = kind_of(ctx, o["card"])
    flt = o.get("filter", {})
    for u in [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]:
        if flt.get("exhausted") and not st.info[u].ex:
            continue
        if st.free_plays >= FREE_PLAYS:
            return
        if shielded(ctx, seat, u):
            continue
        st.free_plays += 1
        attach(ctx, seat, new_instance(st, kind, seat), u)


@op("grant_choice")
def op_grant_choice(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Accelerated Evolution: "your choice of Flying or Endurance" (the caster chooses as it
    resolves; nothing to choose when the unit is gone)."""
    kws = list(o.get("keywords", []))
    if not select(ctx, seat, src, o.get("to", "target"), env) or not kws:
        return
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Choose the skill to give", kws, 1, 1, by="value",
                                               labels=[k.replace("_", " ").title() for k in kws])
    if got:
        op_grant(ctx, seat, src, {"op": "grant", "keywords": [got[0]], "to": o.get("to", "target")}, env, None)


@op("skill_to_drawn")
def op_skill_to_drawn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Crown of Possibilities: "Units you draw gain a random skill" (the card drawn, env "drawn",
    still in hand; one of `keywords`, default the battle skills, by the state's RNG)."""
    st = ctx.st
    c = env.get("drawn")
    if c is None or c not in st.hands[seat]:
        return
    kws = list(o.get("keywords", BATTLE_SKILLS))
    info_of(st, c).kw |= KW[kws[st.rng.below(len(kws))]]
    ctx.log("skill", f"A unit {player(seat)} drew gains a random skill", seat)

