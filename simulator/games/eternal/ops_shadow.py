"""Effect ops first needed by Set 1's Shadow cards (and their two-faction partners); registered on
effects.OPS like every other op, usable by any card.

Control: the engine keeps a card's controller in `owners` (003 "Void": a card goes to its
controller's void), so "steal" hands a unit to the other player by moving it between the
playmats and changing `owners`; a card drawn or played from the other player's deck, hand or
void changes hands the same way. "This turn" steals carry the STOLEN bit and go back at the
cleanup step (return_stolen); units that must be sacrificed at the end of the turn carry DOOMED
(sacrifice_doomed). Both bits live in Inst.used, so they end when the card leaves the playmat.
"""
from __future__ import annotations

from typing import Any

from .acts import Ctx, damage, destroy, gain_health, on_drawn, player, raise_own
from .cards import KW, Card, card_index, is_type
from .effects import Env, Op, _matches, op, op_stun, pick
from .ops_primal import (
    transform_card,  # the one transform: changes, damage, links and shield reset
)
from .state import DOOMED, STOLEN, EternalState, player_ref
from .stats import attack, health, on_playmat, units_count, void_locked
from .targets import removed_from_combat, select, shielded, source_bits
from .zones import UNIT_MAX, cant_be_silenced, cant_be_stolen, info_of, lift, new_instance, to_hand, to_void
from .unit_types import unit_types


def kind_of(ctx: Ctx, card_id: str) -> int:
    """The card table index of a card id."""
    kind = card_index().get(card_id)
    if kind is None or kind >= len(ctx.cards) or ctx.cards[kind].id != card_id:
        kind = next(c.index for c in ctx.cards if c.id == card_id)
    return kind


def units_in(st: EternalState, cards: tuple[Card, ...], pile: list[int]) -> list[int]:
    return [c for c in pile if cards[st.kinds[c]].is_unit]


def change_hands(st: EternalState, c: int, seat: int) -> None:
    """A card now belongs to `seat` (its controller: the engine's `owners`)."""
    st.owners[c] = seat


def take_unit(ctx: Ctx, u: int, seat: int) -> bool:
    """Move a unit on the playmat to `seat`'s playmat (000 6.1: not onto a full one)."""
    st, cards = ctx.st, ctx.cards
    old = st.owners[u]
    if old == seat or u not in st.boards[old] or units_count(st, cards, seat) >= UNIT_MAX:
        return False
    removed_from_combat(st, u)
    st.boards[old].remove(u)
    st.boards[seat].append(u)
    change_hands(st, u, seat)
    ctx.log("steal", f"{player(seat)} takes control of {ctx.name(u)}", seat, (u,))
    return True


def return_stolen(ctx: Ctx) -> None:
    """000 3.54 Cleanup: "this turn" steals end (Madness) and the units go back."""
    st = ctx.st
    for s in (0, 1):
        for u in st.boards[s][:]:
            i = st.info.get(u)
            if i is not None and i.used & STOLEN:
                i.used &= ~STOLEN
                take_unit(ctx, u, 1 - s)


def sacrifice_doomed(ctx: Ctx) -> bool:
    """000 3.52: units to be sacrificed "at the end of the turn" (Haunting Scream) go. True
    when there was one."""
    st = ctx.st
    found = False
    for s in (0, 1):
        for u in st.boards[s][:]:
            i = st.info.get(u)
            if i is not None and i.used & DOOMED:
                destroy(ctx, u, "is sacrificed")
                found = True
    return found


def discard_card(ctx: Ctx, who: int, c: int) -> None:
    """A card of `who`'s hand or deck goes to their void (003 Discard)."""
    st = ctx.st
    lift(st, c)
    to_void(st, c, who)
    st.churn[who] += 1
    ctx.log("discard", f"{player(who)} discards {ctx.name(c)}", who, (c,))
    raise_own(ctx, who, c, "discarded")


# --- decks, hands and voids --------------------------------------------------------------

@op("look_draw")
def op_look_draw(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Scheme: "Draw one of the top four cards of your deck. Put the rest on the bottom."
    The player picks by card name (the deck stays hidden from the enemy); the others keep
    their order at the bottom."""
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    top = deck[-int(o.get("n", 4)):][::-1]   # top card first
    if not top:
        return
    if picks is None:
        kinds: list[int] = []
        for c in top:
            if st.kinds[c] not in kinds:
                kinds.append(st.kinds[c])
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card to draw", [cards[k].id for k in kinds],
                     1, 1, by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    chosen = next((c for c in top if cards[st.kinds[c]].id == picks[0]), top[0])
    rest = [c for c in top if c != chosen]
    for c in top:
        deck.remove(c)
    deck[0:0] = rest[::-1]
    ctx.log("look_draw", f"{player(seat)} draws one of the top {len(top)} cards and puts the rest on the bottom", seat)
    if to_hand(st, chosen, seat):
        on_drawn(ctx, seat, chosen)


@op("discard_choice")
def op_discard_choice(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sabotage, Treachery: "The enemy player discards a spell or attachment of your choice
    from their hand": the cards of those kinds are shown to the chooser (so both players know
    them) and the chosen one is discarded."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [c for c in st.hands[foe] if is_type(cards[st.kinds[c]].type, o.get("kinds", []))]
        st.revealed += [c for c in options if c not in st.revealed]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card {player(foe)} discards", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c in st.hands[foe]:
        discard_card(ctx, foe, c)


@op("mill")
def op_mill(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sporefolk: "Discard the top five cards of your deck" (003 Discard: from the deck to the void)."""
    who = seat if o.get("who", "you") == "you" else 1 - seat
    deck = ctx.st.decks[who]
    for _ in range(min(int(o.get("n", 1)), len(deck))):
        discard_card(ctx, who, deck[-1])


@op("draw_enemy_top")
def op_draw_enemy_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Pilfer, Feln Bloodcaster: "Draw the top card of the enemy deck" (it is now yours)."""
    st = ctx.st
    deck = st.decks[1 - seat]
    for _ in range(int(o.get("n", 1))):
        if not deck:
            return
        c = deck.pop()
        change_hands(st, c, seat)
        ctx.log("draw_enemy_top", f"{player(seat)} draws the top card of {player(1 - seat)}'s deck", seat)
        if to_hand(st, c, seat):
            on_drawn(ctx, seat, c)


@op("steal_hand")
def op_steal_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Subvert: "Draw a random card from the enemy hand" (both players know which one)."""
    st = ctx.st
    hand = st.hands[1 - seat]
    if not hand:
        return
    c = hand[st.rng.below(len(hand))]
    lift(st, c)
    change_hands(st, c, seat)
    ctx.log("steal_hand", f"{player(seat)} draws {ctx.name(c)} from {player(1 - seat)}'s hand", seat, (c,))
    if to_hand(st, c, seat):
        st.revealed.append(c)
        on_drawn(ctx, seat, c)


@op("silence_void")
def op_silence_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Steward of the Past: "Silence all units in the enemy void" (003 Silence: for the rest of the game)."""
    st, cards = ctx.st, ctx.cards
    who = 1 - seat if o.get("who", "enemy") == "enemy" else seat
    hit = [c for c in units_in(st, cards, st.voids[who]) if not cant_be_silenced(st, cards, c)]   # Lida's Apprentice
    for c in hit:
        info_of(st, c).silenced = True
    if hit:
        ctx.log("silence", f"{len(hit)} unit{'s' if len(hit) != 1 else ''} in {player(who)}'s void are silenced", who)


@op("appear_in_void")
def op_appear_in_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Whispers in the Void: "The Tormentor appears in your void" (a new card)."""
    st = ctx.st
    c = new_instance(st, kind_of(ctx, o["card"]), seat)
    st.voids[seat].append(c)
    ctx.log("created", f"{ctx.name(c)} appears in {player(seat)}'s void", seat, (c,))


def _play_taken(ctx: Ctx, seat: int, c: int) -> bool:
    """Play another player's card (from their deck or void) for `seat`, free (000 1.3)."""
    from .plays import play_free
    st = ctx.st
    old = st.owners[c]
    change_hands(st, c, seat)
    if play_free(ctx, seat, c):
        return True
    change_hands(st, c, old)
    return False


@op("play_enemy_top")
def op_play_enemy_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Cabal Recruiter: "Play the top unit of the enemy deck"."""
    st, cards = ctx.st, ctx.cards
    for c in reversed(st.decks[1 - seat]):
        if is_type(cards[st.kinds[c]].type, o.get("kinds", ["unit"])):
            _play_taken(ctx, seat, c)
            return


@op("from_enemy_void")
def op_from_enemy_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Argenport Ringmaster: "Play five random units from the enemy void"."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    pool = [c for c in st.voids[foe] if is_type(cards[st.kinds[c]].type, o.get("kinds", ["unit"]))
            and not void_locked(st, cards, c, foe)]
    for _ in range(int(o.get("n", 1))):
        if not pool:
            return
        c = pool.pop(st.rng.below(len(pool)))
        _play_taken(ctx, seat, c)


@op("reanimate")
def op_reanimate(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Play a unit of your choice from your void and change it: Haunting Scream ("It gets
    Charge and Flying. Sacrifice it at the end of the turn": keywords, doomed); Vara ("When
    you play a {S} unit, play an additional {S} unit from your void and give it Voidbound":
    faction_of_unit, the faction the unit played must have; voidbound)."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    need = o.get("faction_of_unit")
    u = env.get("unit")
    if need and u is not None and need not in cards[st.kinds[u]].factions:
        return
    flt = o.get("filter", {"type": "unit"})
    if picks is None:
        options = [c for c in st.voids[seat] if c != src and _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))
                   and not void_locked(st, cards, c, seat)]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit to play from your void", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c not in st.voids[seat] or void_locked(st, cards, c, seat):
        return
    if not play_free(ctx, seat, c) or not on_playmat(st, c):
        return
    i = info_of(st, c)
    i.kw |= sum(KW[k] for k in o.get("keywords", [])) | (KW["voidbound"] if o.get("voidbound") else 0)
    if o.get("doomed"):
        i.used |= DOOMED


@op("transform_dead_draw")
def op_transform_dead_draw(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Statuary Maiden: "When an enemy unit dies, transform it into a +2/+2 Cudgel and draw
    it" (a weapon's "+2/+2" is its printed numbers)."""
    st = ctx.st
    u = env.get("unit")
    if u is None or st.owners[u] == seat or u not in st.voids[st.owners[u]] or void_locked(st, ctx.cards, u, st.owners[u]):
        return
    transform_card(ctx, u, kind_of(ctx, o["card"]))
    i = info_of(st, u)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    lift(st, u)
    change_hands(st, u, seat)
    ctx.log("transform", f"The dead unit becomes {ctx.name(u)} in {player(seat)}'s hand", seat, (u,))
    if to_hand(st, u, seat):
        st.revealed.append(u)
        on_drawn(ctx, seat, u)


# --- units on the playmat --------------------------------------------------------------

@op("steal")
def op_steal(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Madness: "Steal and ready an enemy unit this turn" (turn, ready); Touch of the Umbren:
    "Steal the cursed unit" (to "wielder")."""
    st, cards = ctx.st, ctx.cards
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u < 0 or not on_playmat(st, u) or not cards[st.kinds[u]].is_unit or cant_be_stolen(st, cards, u) \
                or shielded(ctx, seat, u):   # Tomb Protector (zones.cant_be_stolen)
            continue
        if not take_unit(ctx, u, seat):
            continue
        i = info_of(st, u)
        if o.get("turn"):
            i.used |= STOLEN
        if o.get("ready"):
            i.ex = False
            i.stun = 0


@op("sacrifice")
def op_sacrifice(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sacrifice units of yours, then do `then` (effects): Ravenous Thornbeast ("You may
    sacrifice another unit to give Ravenous Thornbeast +2/+2": optional, other), Brimstone
    Altar ("sacrifice a unit to deal 2 damage"), Bloodrite Kalis ("Sacrifice all of your
    units. Bloodrite Kalis gets +2/+2 for each unit sacrificed": all, `then` once per unit)."""
    st, cards = ctx.st, ctx.cards
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and not (o.get("other") and u == src)]
    if o.get("all"):
        chosen = own
    elif o.get("self"):     # Piercing Grief: "At the end of your turn, sacrifice Piercing Grief"
        chosen = [src] if src in st.boards[seat] else []
    else:
        if picks is None:
            picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit to sacrifice", own,
                         0 if o.get("optional") else 1, 1)
            if picks is None:
                return
        chosen = [int(x) for x in picks]
    n = 0
    for u in chosen:
        if u in st.boards[seat]:
            destroy(ctx, u, "is sacrificed")
            n += 1
    then = o.get("then", [])
    if n and then:
        st.tasks[0:0] = [(seat, src, step, env) for _ in range(n if o.get("all") else 1) for step in then]


@op("death_buff")
def op_death_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"When another unit dies" (whose "any"), "When one of your other units dies" ("yours"),
    "When an enemy unit dies" ("enemy"): +X/+X to this card ("self": Soul Collector,
    Scraptank) or to the unit that died ("dead": Xenan Cultist, in its void)."""
    st = ctx.st
    u = env.get("unit")
    if u is None or u == src:
        return
    whose = o.get("whose", "any")
    if whose == "yours" and st.owners[u] != seat or whose == "enemy" and st.owners[u] == seat:
        return
    a, h = int(o.get("attack", 0)), int(o.get("health", 0))
    to = u if o.get("whom", "self") == "dead" else src
    if to == src and not on_playmat(st, src):
        return
    i = info_of(st, to)
    i.atk += a
    i.hp += h
    ctx.log("buff", f"{ctx.name(to)} gets {a:+d}/{h:+d}", st.owners[to], (to,))


@op("damage_owner")
def op_damage_owner(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Argenport Instigator: "When a unit dies, deal 1 damage to its owner" (who had it)."""
    u = env.get("unit")
    if u is None:
        return
    ref = player_ref(ctx.st.owners[u])
    if not shielded(ctx, seat, ref):
        damage(ctx, src, ref, int(o.get("amount", 1)), source_bits(ctx, seat, src))


@op("heal_own_health")
def op_heal_own_health(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Soul Collector: "Entomb: You gain Health equal to Soul Collector's Health" (as it died)."""
    gain_health(ctx, seat, max(0, health(ctx.st, ctx.cards, src)))


@op("double_attack")
def op_double_attack(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Recurring Nightmare: "Double Recurring Nightmare's Strength" (a lasting change, 003 Strength)."""
    st = ctx.st
    for u in select(ctx, seat, src, o.get("to", "self"), env):
        if u >= 0 and not shielded(ctx, seat, u):
            n = max(0, attack(st, ctx.cards, u))
            if o.get("turn"):   # Stonepowder Heretic: "double his Strength this turn"
                info_of(st, u).tatk += n
            else:
                info_of(st, u).atk += n
            ctx.log("buff", f"{ctx.name(u)}'s Strength doubles", st.owners[u], (u,))


@op("set_health")
def op_set_health(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Withering Witch: "Each undamaged enemy unit's Health becomes 1"."""
    st, cards = ctx.st, ctx.cards
    value = int(o.get("value", 1))
    for u in select(ctx, seat, src, o.get("to", "enemy_units"), env):
        if u < 0 or shielded(ctx, seat, u):
            continue
        i = info_of(st, u)
        if o.get("undamaged") and i.dmg > 0:
            continue
        i.hp += value - health(st, cards, u)
        ctx.log("set_health", f"{ctx.name(u)}'s Health becomes {value}", st.owners[u], (u,))


@op("kill_small")
def op_kill_small(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Snowcrush Animist: "Kill all enemy units with 3 Strength or less. Stun all other enemy units"."""
    st, cards = ctx.st, ctx.cards
    foe = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    small = [u for u in foe if attack(st, cards, u) <= int(o.get("max_attack", 3))]
    for u in foe:
        if u in small:
            if not shielded(ctx, seat, u):
                destroy(ctx, u, "is killed")
        elif o.get("stun_rest"):
            op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, {"target": u}, None)


@op("transform")
def op_transform(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Transform a unit into a Pig, and then kill it" (Feeding Time: kill)."""
    st = ctx.st
    kind = kind_of(ctx, o["card"])
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u < 0 or not on_playmat(st, u) or shielded(ctx, seat, u):
            continue
        old = ctx.name(u)
        transform_card(ctx, u, kind)
        ctx.log("transform", f"{old} is transformed into {ctx.name(u)}", st.owners[u], (u,))
        if o.get("kill"):
            destroy(ctx, u, "is killed")
