"""Effect ops first needed by Set 3 (Omens of the Past), Justice and Primal cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, create, draw, is_night, player, raise_watchers
from .cards import BATTLE_SKILLS, KW
from .effects import Env, Op, op, op_buff, op_copy, op_damage, op_grant, op_stun, pick
from .stats import attack, health, keywords
from .targets import select, shielded
from .zones import info_of, lift, new_instance
from .ops_set2 import each_chosen_enemy_unit
from .unit_types import has_type, unit_types

_SKILL_BITS = tuple(KW[k] for k in BATTLE_SKILLS)


def battle_skills(ctx: Ctx, u: int) -> int:
    """How many battle skills (003 Battle Skills) a unit has now."""
    kw = keywords(ctx.st, ctx.cards, u)
    return sum(1 for b in _SKILL_BITS if kw & b)


def _your_units(ctx: Ctx, seat: int) -> list[int]:
    st, cards = ctx.st, ctx.cards
    return [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]


def _count(ctx: Ctx, seat: int, per: str, unit_type: str, env: Env) -> int:
    """What a "for each ..." counts: your units wielding a weapon ("wielding"), your units of a
    type ("type"), or the battle skills of the play's target ("target_skills")."""
    st, cards = ctx.st, ctx.cards
    if per == "wielding":
        return sum(1 for u in _your_units(ctx, seat)
                   if any(cards[st.kinds[a]].type == "weapon" for a in info_of(st, u).att))
    if per == "type":
        return sum(1 for u in _your_units(ctx, seat) if has_type(st, cards, u, unit_type))
    if per == "target_skills":
        t = env.get("target")
        return battle_skills(ctx, t) if t is not None and t >= 0 else 0
    raise ValueError(f"unknown count {per}")


@op("damage_night")
def op_damage_night(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Darkbolt: "Deal 1 damage to an enemy unit. At Night, deal 5 damage instead." (003 Night)."""
    n = int(o["night"]) if is_night(ctx.st) else int(o.get("amount", 0))
    op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "target")}, env, None)


@op("armor_count")
def op_armor_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ironclad Oath: "You gain 1 Armor for each of your Valkyrie" (none gained when you have none)."""
    n = _count(ctx, seat, "type", str(o.get("unit_type", "")), env)
    if n > 0:
        ctx.st.armor[seat] += n
        ctx.log("armor", f"{player(seat)} gains {n} armor", seat)
        raise_watchers(ctx, "armor_gain", seat, {"amount": n})


@op("armor_extra")
def op_armor_extra(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Silverwing Smith: "When you gain Armor, gain an additional +1 Armor": armor added to the gain
    that raised it, so it raises no "when you gain Armor" of its own (else two Smiths would never stop)."""
    n = int(o.get("amount", 1))
    ctx.st.armor[seat] += n
    ctx.log("armor", f"{player(seat)} gains {n} more armor", seat)


@op("double_stats_turn")
def op_double_stats_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Minsod: "double Minsod's Strength and Health this turn": +X/+Y this turn for the Strength X
    and Health Y it has now (its Health with damage taken off, as the card shows it)."""
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "self"), env):
        if r < 0 or shielded(ctx, seat, r):
            continue
        a, h = max(0, attack(st, cards, r)), max(0, health(st, cards, r) - info_of(st, r).dmg)
        i = info_of(st, r)
        i.tatk += a
        i.thp += h
        ctx.log("buff", f"{ctx.name(r)} doubles its Strength and Health this turn", st.owners[r], (r,))


@op("buff_played")
def op_buff_played(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Whetstone: "When you play a relic weapon, it gets +1 Strength": a lasting buff of the card the
    trigger speaks of (env "played")."""
    c = env.get("played")
    if c is not None and c >= 0:
        step = {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0), "to": "target"}
        op_buff(ctx, seat, src, step, {**env, "target": c}, None)


@op("buff_for_each")
def op_buff_for_each(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"+1/+1 this turn for each of your units wielding a weapon" (Crackshot Fugitive, per "wielding"),
    "for each of its battle skills" (Reinvigorate, "target_skills"), "for each of your Yeti"
    (Slushdumper, "type" with unit_type): the buff times the count as it resolves."""
    n = _count(ctx, seat, str(o.get("per", "")), str(o.get("unit_type", "")), env)
    if n > 0:
        step = {"op": "buff", "attack": int(o.get("attack", 0)) * n, "health": int(o.get("health", 0)) * n,
                "to": o.get("to", "target"), "turn": bool(o.get("turn", False))}
        op_buff(ctx, seat, src, step, env, None)


@op("grant_typed")
def op_grant_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Skills given only to the selected units of a type: Showdown's "If it's a Gunslinger, it deals
    Double Damage this turn", Darkveil Agent's "your Unseen get Aegis"."""
    st, cards = ctx.st, ctx.cards
    kind = str(o.get("unit_type", ""))
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and has_type(st, cards, r, kind):
            step = {"op": "grant", "keywords": o.get("keywords", []), "to": "target", "turn": bool(o.get("turn"))}
            op_grant(ctx, seat, src, step, {**env, "target": r}, None)


@op("stun_enemies")
def op_stun_enemies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Eilyn's Frostrider: "Stun two enemy units": its player chooses that many enemy units (all of
    them when there are fewer) as it resolves; each is stunned as the stun op does it."""
    each_chosen_enemy_unit(ctx, seat, src, o, env, picks, "stun", op_stun)


@op("create_counted")
def op_create_counted(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Thudrock: "play a Snowman with Strength/Health equal to your number of Yeti": the token is
    played, then its numbers set to that count (counted as it resolves, Thudrock among them)."""
    from .cards import card_index
    st, cards = ctx.st, ctx.cards
    n = _count(ctx, seat, "type", str(o.get("unit_type", "")), env)
    kind = card_index()[o["card"]]
    c = create(ctx, seat, kind, "board", src)
    if c >= 0:
        i = info_of(st, c)
        i.atk += n - cards[kind].attack
        i.hp += n - cards[kind].health


@op("create_growing")
def op_create_growing(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Amilli: "play a 1/1 Valkyrie with Flying. Then, increase this ability by +1/+1": the token
    gets +N/+N for the N times this has happened while the card is on the playmat (kept in its
    `step`, which leaving the playmat resets)."""
    from .cards import card_index
    st = ctx.st
    me = info_of(st, src)
    c = create(ctx, seat, card_index()[o["card"]], "board", src)
    if c >= 0 and me.step:
        i = info_of(st, c)
        i.atk += me.step
        i.hp += me.step
    me.step += 1


@op("draw_growing")
def op_draw_growing(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jotun Feast-Caller: "draw 1. Then, increase this ability by 1": 1 card, then 2, then 3...
    while it stays on the playmat (counted in its `step`)."""
    me = info_of(ctx.st, src)
    draw(ctx, seat, 1 + me.step)
    me.step += 1


@op("copy_typed")
def op_copy_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Clutchmate: "Play a copy of one of your units. If it's a Dinosaur, give both +1/+1." (003 Copy)."""
    st, cards = ctx.st, ctx.cards
    t = env.get("target")
    if t is None or t < 0:
        return
    before = set(st.boards[seat])
    op_copy(ctx, seat, src, {"op": "copy", "to": "target"}, env, None)
    if has_type(st, cards, t, str(o.get("unit_type", ""))):
        for u in [t] + [u for u in st.boards[seat] if u not in before]:
            step = {"op": "buff", "attack": o.get("attack", 1), "health": o.get("health", 1), "to": "target"}
            op_buff(ctx, seat, src, step, {"target": u}, None)


@op("hand_to_bottom")
def op_hand_to_bottom(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Strategize: "then put a card from your hand on the bottom of your deck" (your choice; the card
    is named to no one else)."""
    st = ctx.st
    hand = st.hands[seat]
    if not hand:
        return
    got = picks if picks is not None else pick(ctx, seat, src, o, env,
                                               "Choose a card from your hand to put on the bottom of your deck",
                                               hand[:], 1, 1)
    if not got:
        return
    c = int(got[0])
    if c not in hand:
        return
    lift(st, c)
    if c in st.revealed:
        st.revealed.remove(c)
    st.decks[seat].insert(0, c)
    ctx.log("to_deck", f"{player(seat)} puts a card from their hand on the bottom of their deck", seat)


def enemy_cursed(ctx: Ctx, seat: int) -> bool:
    """"If an enemy is cursed": an enemy unit bears a curse, or a cursed relic is on the enemy player."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    for u in st.boards[foe]:
        if any(cards[st.kinds[a]].type == "curse" for a in info_of(st, u).att):
            return True
    return any(cards[st.kinds[r]].type == "cursed_relic" for r in st.relics[foe])


@op("buff_if_cursed")
def op_buff_if_cursed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sinister Opportunist: "give Sinister Opportunist +3/+3 if an enemy is cursed" (checked as it resolves)."""
    if enemy_cursed(ctx, seat):
        op_buff(ctx, seat, src, {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0),
                                 "to": o.get("to", "self")}, env, None)


@op("type_closer")
def op_type_closer(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Iceberg Mason: "Move each Yeti in your deck one card closer to the top": from the top down,
    each such card swaps with the card above it (a Yeti on top, or under another Yeti that just
    moved, stays where it is)."""
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]   # the top card is the last
    kind = str(o.get("unit_type", ""))
    moved = False
    for pos in range(len(deck) - 2, -1, -1):
        c, above = deck[pos], deck[pos + 1]
        if has_type(st, cards, c, kind) and not has_type(st, cards, above, kind):
            deck[pos], deck[pos + 1] = above, c
            moved = True
    if moved:
        ctx.log("deck", f"{player(seat)}'s {kind} move up their deck", seat)


@op("play_token")
def op_play_token(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Last Stand at the Gate: "Play ... a 6/6 Gilded Hammer" (a relic weapon): the token is made and
    played for free as its type is played (000 1.3; a relic weapon is equipped)."""
    from .cards import card_index
    from .plays import play_free
    c = new_instance(ctx.st, card_index()[o["card"]], seat)
    play_free(ctx, seat, c, from_zone=False)


@op("each_type_deals")
def op_each_type_deals(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Slushdumper: "Each of your Yeti deals 1 damage to the enemy player": each is the source of its
    damage, with its own skills (Lifesteal, Double Damage...)."""
    from .acts import damage, gain_health
    from .state import player_ref
    from .targets import source_bits
    st, cards = ctx.st, ctx.cards
    foe = player_ref(1 - seat)
    for u in _your_units(ctx, seat):
        if has_type(st, cards, u, str(o.get("unit_type", ""))) and not shielded(ctx, seat, foe):
            bits = source_bits(ctx, seat, u)
            dealt = damage(ctx, u, foe, int(o.get("amount", 1)), bits)
            if bits & KW["lifesteal"] and dealt:
                gain_health(ctx, seat, dealt)


@op("tutor_for_wielder")
def op_tutor_for_wielder(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lawman's Sidearm: "Draw a Justice Sigil from your deck. If played on a Gunslinger, draw two
    instead." (the wielder as the Summon resolves)."""
    from .effects import op_tutor
    st, cards = ctx.st, ctx.cards
    host = info_of(st, src).host
    n = 2 if host >= 0 and has_type(st, cards, host, str(o.get("unit_type", ""))) else 1
    for _ in range(n):
        op_tutor(ctx, seat, src, {"op": "tutor", "filter": {"name": o["name"]}, "choose": False}, env, None)


@op("inspire_buff")
def op_inspire_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Crown of Authority: "Inspire: Units you draw get +4/+4" (the card drawn, env "drawn", still in
    hand; no log line, as the other player must not learn what was drawn)."""
    c = env.get("drawn")
    if c is None or c not in ctx.st.hands[seat]:
        return
    i = info_of(ctx.st, c)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))


@op("tutor_costly")
def op_tutor_costly(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Crown of Authority: "draw a unit of your choice with cost 7 or more from your deck" (chosen by
    name among the units there; nothing when there is none)."""
    from .acts import on_drawn
    from .zones import to_hand
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    least = int(o.get("min_cost", 0))
    if picks is None:
        kinds = sorted({st.kinds[c] for c in deck if cards[st.kinds[c]].is_unit and cards[st.kinds[c]].cost >= least})
        if not kinds:
            return
        picks = pick(ctx, seat, src, o, env, "Choose a unit to draw from your deck", [cards[k].id for k in kinds], 1, 1,
                     by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    for c in reversed(deck):
        if cards[st.kinds[c]].id == picks[0]:
            deck.remove(c)
            if to_hand(st, c, seat):
                on_drawn(ctx, seat, c)
            ctx.log("tutor", f"{player(seat)} draws a chosen card from their deck", seat)
            return


@op("hand_least_health")
def op_hand_least_health(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Novice Herdrider: "The Explorer or Dinosaur in your hand with the least Health gets +1/+1"
    (printed Health with its lasting changes; among equals, its player chooses)."""
    st, cards = ctx.st, ctx.cards
    kinds = set(o.get("unit_types", ()))
    found = [c for c in st.hands[seat] if cards[st.kinds[c]].is_unit and kinds & set(unit_types(st, cards, c))]
    if not found:
        return
    least = min(health(st, cards, c) for c in found)
    tied = [c for c in found if health(st, cards, c) == least]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card to get +1/+1",
                                               tied, 1, 1)
    if not got:
        return
    i = info_of(st, int(got[0]))
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    ctx.log("hand_mod", f"{ctx.name(src)} makes a card in {player(seat)}'s hand stronger", seat, (src,))


@op("discard_to_buff")
def op_discard_to_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stampede Driver: "You may discard a card to give one of your other units +1/+1 and Overwhelm.
    If it's a Dinosaur, it gets +2/+2 and Overwhelm instead." (the unit is the Summon's target; the
    discard is offered as it resolves, and may be declined)."""
    from .effects import op_discard
    st, cards = ctx.st, ctx.cards
    t = env.get("target")
    if t is None or t < 0 or not st.hands[seat] or t not in st.boards[seat]:
        return
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"{ctx.name(src)}: you may discard a card",
                                               st.hands[seat][:], 0, 1)
    if not got:
        return
    c = int(got[0])
    if c not in st.hands[seat]:
        return
    op_discard(ctx, seat, src, {"op": "discard", "n": 1}, env, [c])
    n = 2 if has_type(st, cards, t, str(o.get("unit_type", ""))) else 1
    op_buff(ctx, seat, src, {"op": "buff", "attack": n, "health": n, "to": "target"}, env, None)
    op_grant(ctx, seat, src, {"op": "grant", "keywords": ["overwhelm"], "to": "target"}, env, None)


@op("tutor_different")
def op_tutor_different(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jotun Birth Song: "Draw two different Yeti of your choice from your deck": one name chosen,
    that card drawn, then another name among the rest (fewer when the deck holds fewer names)."""
    from .acts import on_drawn
    from .zones import to_hand
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    kind = str(o.get("unit_type", ""))
    taken: list[str] = list(env.get("taken", []))
    while len(taken) < int(o.get("n", 2)):
        if picks is None:
            kinds = sorted({st.kinds[c] for c in deck if has_type(st, cards, c, kind)
                            and cards[st.kinds[c]].id not in taken})
            if not kinds:
                return
            env = {**env, "taken": taken}
            picks = pick(ctx, seat, src, o, env, f"Choose a different {kind} to draw from your deck",
                         [cards[k].id for k in kinds], 1, 1, by="value", labels=[cards[k].name for k in kinds])
            if picks is None:
                return
        want, picks = str(picks[0]), None
        taken.append(want)
        for c in reversed(deck):
            if cards[st.kinds[c]].id == want:
                deck.remove(c)
                if to_hand(st, c, seat):
                    on_drawn(ctx, seat, c)
                ctx.log("tutor", f"{player(seat)} draws a chosen card from their deck", seat)
                break


@op("sacrifice_negate")
def op_sacrifice_negate(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Daring Pioneer: "When the enemy player plays a spell, sacrifice Daring Pioneer to negate it":
    only while it is still there to sacrifice; the spell its trigger speaks of (env "spell")."""
    from .acts import destroy
    from .effects import OPS
    st = ctx.st
    sp = env.get("spell")
    if sp is None or src not in st.boards[seat]:
        return
    destroy(ctx, src, "is sacrificed")
    OPS["negate"](ctx, seat, src, {"op": "negate"}, {**env, "target": sp}, None)


@op("skilled_attackers")
def op_skilled_attackers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Unseen Commando: "When your units with two or more battle skills attack, they get +1/+1 this
    turn" (each such attacker as the attack is declared)."""
    st = ctx.st
    for u in list(st.attackers):
        if u >= 0 and st.owners[u] == seat and u in st.boards[seat] and battle_skills(ctx, u) >= int(o.get("min", 2)):
            op_buff(ctx, seat, src, {"op": "buff", "attack": o.get("attack", 1), "health": o.get("health", 1),
                                     "to": "target", "turn": True}, {"target": u}, None)


@op("transform_played")
def op_transform_played(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lastlight Druid: "transform each other unit you played this turn into a random unit that costs
    1 more" (units that came onto your playmat this turn; printed costs, as Unstable Form's)."""
    from .effects import OPS
    st = ctx.st
    for u in [u for u in _your_units(ctx, seat) if u != src and info_of(st, u).entered == st.turn_no]:
        OPS["transform_random"](ctx, seat, src, {"op": "transform_random", "to": "target",
                                                 "cost_plus": o.get("cost_plus", 1)}, {"target": u}, None)


@op("deck_buff_typed")
def op_deck_buff_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stella, the Shotcaller: "each Gunslinger and weapon in your deck gets +1/+1" (lasting changes
    to the cards, 003; the deck stays hidden, so the log names no card)."""
    from .cards import is_type
    st, cards = ctx.st, ctx.cards
    kind, kinds = str(o.get("unit_type", "")), tuple(o.get("kinds", ()))
    n = 0
    for c in st.decks[seat]:
        card = cards[st.kinds[c]]
        if card.is_unit and has_type(st, cards, c, kind) or kinds and is_type(card.type, kinds):
            i = info_of(st, c)
            i.atk += int(o.get("attack", 0))
            i.hp += int(o.get("health", 0))
            n += 1
    if n:
        ctx.log("deck", f"{ctx.name(src)} makes {n} card{'s' if n != 1 else ''} in {player(seat)}'s deck stronger", seat, (src,))


@op("damage_another_enemy")
def op_damage_another_enemy(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Snow Pelting's Amplify: "deal 2 damage to an additional enemy": another enemy than the spell's
    target (a unit or the enemy player), chosen as it resolves."""
    from .state import player_ref
    first = env.get("target")
    options = [u for u in _your_units(ctx, 1 - seat) if u != first] + \
        ([player_ref(1 - seat)] if first != player_ref(1 - seat) else [])
    if not options:
        return
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose another enemy",
                                               options, 1, 1)
    if got:
        op_damage(ctx, seat, src, {"op": "damage", "amount": o.get("amount", 0), "to": "target"},
                  {**env, "target": int(got[0])}, None)


@op("mark_for_stun")
def op_mark_for_stun(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jotun Punter: "At the end of your turn, stun that Yeti": the unit is remembered on the Punter's
    playmat record (its `step`, instance + 1) for its turn_end trigger (op stun_marked)."""
    t = env.get("target")
    if t is not None and t >= 0:
        info_of(ctx.st, src).step = t + 1


@op("stun_marked")
def op_stun_marked(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """The end of the Punter's turn: the remembered Yeti is stunned (if still on the playmat)."""
    me = info_of(ctx.st, src)
    t, me.step = me.step - 1, 0
    if t >= 0 and t in ctx.st.boards[ctx.st.owners[t]]:
        op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, {"target": t}, None)


@op("host_hits_owner")
def op_host_hits_owner(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Electropy: "At the end of the cursed unit's turn, it deals 1 damage to its owner": the cursed
    unit is the source (its skills count: Lifesteal heals its owner back, 003 Lifesteal)."""
    from .acts import damage, gain_health
    from .state import player_ref
    from .targets import source_bits
    st = ctx.st
    host = info_of(st, src).host
    if host < 0 or host not in st.boards[st.owners[host]]:
        return
    owner = st.owners[host]
    bits = source_bits(ctx, owner, host)
    dealt = damage(ctx, host, player_ref(owner), int(o.get("amount", 1)), bits)
    if bits & KW["lifesteal"] and dealt:
        gain_health(ctx, owner, dealt)


@op("regress")
def op_regress(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Regression: "At the start of the cursed unit's turn, transform it into a random unit that costs
    1 less. When it would cost zero, kill it." (printed costs, as Unstable Form's random unit)."""
    from .acts import destroy
    from .effects import OPS
    st, cards = ctx.st, ctx.cards
    host = info_of(st, src).host
    if host < 0 or host not in st.boards[st.owners[host]]:
        return
    if cards[st.kinds[host]].cost - 1 <= 0:
        destroy(ctx, host, "is killed")
        return
    OPS["transform_random"](ctx, seat, src, {"op": "transform_random", "to": "target", "cost_plus": -1},
                            {"target": host}, None)


@op("buff_typed")
def op_buff_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Eilyn's Intervention: "Your Yeti get +3 Health this turn": each of your units of that type."""
    for u in _your_units(ctx, seat):
        if has_type(ctx.st, ctx.cards, u, str(o.get("unit_type", ""))):
            op_buff(ctx, seat, src, {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0),
                                     "to": "target", "turn": bool(o.get("turn"))}, {"target": u}, None)


@op("ally_once")
def op_ally_once(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Emerald Spear: "Valkyrie Ally: Play a 2/2 Soldier" on a relic weapon (003 Ally: once, the first
    time its player has a unit of that type with it: as it is played, or when one is played later).
    Its Summon and its play_unit trigger both run this; the relic's record keeps that it happened."""
    from .state import ALLY_DONE
    st, cards = ctx.st, ctx.cards
    me = info_of(st, src)
    if me.used & ALLY_DONE or src not in st.relics[seat]:
        return
    if not any(has_type(st, cards, u, str(o.get("unit_type", ""))) for u in _your_units(ctx, seat)):
        return
    me.used |= ALLY_DONE
    st.tasks[0:0] = [(seat, src, step, dict(env)) for step in o.get("then", [])]


@op("tower_copy")
def op_tower_copy(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sunken Tower: "play a copy of one of your units without Reckless, then give them both Reckless.
    After the third use, sacrifice Sunken Tower to stun all units." (uses counted on the relic's record)."""
    from .acts import destroy
    st = ctx.st
    t = env.get("target")
    if t is not None and t >= 0 and t in st.boards[seat]:
        before = set(st.boards[seat])
        op_copy(ctx, seat, src, {"op": "copy", "to": "target"}, env, None)
        for u in [t] + [u for u in st.boards[seat] if u not in before]:
            op_grant(ctx, seat, src, {"op": "grant", "keywords": ["reckless"], "to": "target"}, {"target": u}, None)
    me = info_of(st, src)
    me.step += 1
    if me.step >= int(o.get("uses", 3)) and src in st.relics[seat]:
        destroy(ctx, src, "is sacrificed")
        for s in (seat, 1 - seat):
            for u in _your_units(ctx, s):
                op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, {"target": u}, None)


from . import ops_set3_jp_b  # noqa: E402,F401  (more of this part's vocabulary: aura filters, ability gates)
