"""Effect ops first needed by Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import FREE_PLAYS, Ctx, destroy, draw, gain_health, player
from .cards import KW, Card, is_type
from .effects import Env, Op, op, op_buff, op_damage, op_grant, op_stun, pick
from .ops_shadow import change_hands, discard_card, kind_of, op_steal
from .state import EternalState, ref_seat
from .stats import attack, health, keywords, on_playmat
from .targets import select, valid_targets
from .zones import cant_be_stolen, lift, new_instance, to_void
from .ops_set2 import each_chosen_enemy_unit
from .unit_types import has_type, unit_types


def free_spellcraft(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """Horde Plunderer: "Your cards spellcraft for free" (an aura key of a unit of yours, not silenced)."""
    for u in st.boards[seat]:
        aura = cards[st.kinds[u]].aura
        i = st.info.get(u)
        if aura and aura.get("free_spellcraft") and not (i is not None and i.silenced):
            return True
    return False


@op("spellcraft")
def op_spellcraft(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Spellcraft X: Play Y." As the card is played its player may pay X more to create and play
    the spell Y (a play by an effect: its own cost is not paid, 000 1.3), choosing its target;
    offered only when X power is there and the spell has a legal target."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    kind = kind_of(ctx, o["card"])
    spell = cards[kind]
    cost = 0 if free_spellcraft(st, cards, seat) else int(o.get("pay", 0))
    if picks is None:
        if st.power[seat] < cost or st.free_plays >= FREE_PLAYS:
            return
        if spell.target is not None and not valid_targets(st, cards, seat, -1, spell.target):
            return
        picks = pick(ctx, seat, src, o, env, f"Spellcraft: pay {cost} to play {spell.name}?", ["play", "skip"], 1, 1,
                     by="value", labels=[f"Pay {cost}: play {spell.name}", "Skip"])
        if picks is None:
            return
    if picks[0] != "play" or st.power[seat] < cost:
        return
    st.power[seat] -= cost
    c = new_instance(st, kind, seat)
    ctx.log("spellcraft", f"Spellcraft: {player(seat)} plays {spell.name}", seat, (c,))
    play_free(ctx, seat, c)


@op("damage_having")
def op_damage_having(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Aerial Battle: "Deal 7 damage to each unit with Flying" (every unit, yours too, that has
    the skill as it resolves)."""
    st, cards = ctx.st, ctx.cards
    bit = KW[o["keyword"]]
    hit = [u for s in (seat, 1 - seat) for u in st.boards[s]
           if cards[st.kinds[u]].is_unit and keywords(st, cards, u) & bit]
    for u in hit:
        op_damage(ctx, seat, src, {"op": "damage", "amount": int(o["amount"]), "to": "target"}, {**env, "target": u}, None)


@op("mill_player")
def op_mill_player(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Spitefeeder: "The player of your choice discards the top two cards of their deck" (the
    chosen player, a target; 003 Discard: from the deck to the void)."""
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0:
            who = ref_seat(r)
            deck = ctx.st.decks[who]
            for _ in range(min(int(o.get("n", 1)), len(deck))):
                discard_card(ctx, who, deck[-1])


@op("mill_kinds")
def op_mill_kinds(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """The End is Near: "Discard the top ten power cards from your deck"; Lethrai Provocateur: "The
    enemy player discards all weapons from their deck": the topmost n cards of those kinds (all:
    n "all") go from the deck to the void, the rest of the deck keeps its order."""
    st, cards = ctx.st, ctx.cards
    who = seat if o.get("who", "you") == "you" else 1 - seat
    kinds = tuple(o.get("kinds", ("unit",)))
    found = [c for c in reversed(st.decks[who]) if is_type(cards[st.kinds[c]].type, kinds)]
    if o.get("n") != "all":
        found = found[:int(o.get("n", 1))]
    for c in found:
        discard_card(ctx, who, c)


@op("enemy_discards")
def op_enemy_discards(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Holdup: "The enemy player discards two cards of their choice from their hand" (the enemy
    picks; all of them when they hold fewer)."""
    st = ctx.st
    caster = env.get("caster", seat)
    foe = 1 - caster
    hand = st.hands[foe]
    n = min(int(o.get("n", 1)), len(hand))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, foe, src, o, {**env, "caster": caster},
                     f"{ctx.name(src)}: choose {n} card{'s' if n > 1 else ''} to discard", hand[:], n, n)
        if picks is None:
            return
    for c in picks:
        if int(c) in st.hands[foe]:
            discard_card(ctx, foe, int(c))


@op("abduct")
def op_abduct(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Abduct: "The enemy player discards a unit of your choice from their hand. Then steal it and
    put it into your void." The enemy's units in hand are shown to the chooser (both know them);
    the card then belongs to you, in your void."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [c for c in st.hands[foe] if is_type(cards[st.kinds[c]].type, o.get("kinds", ["unit"]))]
        st.revealed += [c for c in options if c not in st.revealed]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the unit {player(foe)} discards", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c not in st.hands[foe]:
        return
    discard_card(ctx, foe, c)
    if c in st.voids[foe] and not cant_be_stolen(st, cards, c):   # Tomb Protector: it stays in their void
        lift(st, c)
        change_hands(st, c, seat)
        to_void(st, c, seat)
        ctx.log("steal", f"{player(seat)} steals {ctx.name(c)} into their void", seat, (c,))


def _void_count(st: EternalState, cards: tuple[Card, ...], seat: int, kinds: tuple[str, ...]) -> int:
    return sum(1 for c in st.voids[seat] if is_type(cards[st.kinds[c]].type, kinds))


@op("buff_per_void")
def op_buff_per_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sporebreath: "Give an enemy unit -1/-1 for each unit in your void" (counted as it resolves)."""
    n = _void_count(ctx.st, ctx.cards, seat, tuple(o.get("kinds", ("unit",))))
    if n:
        op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 0)) * n,
                                 "health": int(o.get("health", 0)) * n, "to": o.get("to", "target")}, env, None)


@op("buff_type_per_void")
def op_buff_type_per_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Feral Spiteling: "each of your Radiants gets +1 Strength for each unit in your void" (a
    lasting change to each of your units of that type on the playmat)."""
    st, cards = ctx.st, ctx.cards
    n = _void_count(st, cards, seat, ("unit",))
    if not n:
        return
    for u in st.boards[seat]:
        card = cards[st.kinds[u]]
        if card.is_unit and has_type(st, cards, u, o["unit_type"]):
            op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 0)) * n,
                                     "health": int(o.get("health", 0)) * n, "to": "target"}, {**env, "target": u}, None)


@op("buff_void_units")
def op_buff_void_units(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Void Drummer: "units in your void get +2/+2" (the cards keep it if they come back)."""
    st, cards = ctx.st, ctx.cards
    from .zones import info_of
    n = 0
    for c in st.voids[seat]:
        if cards[st.kinds[c]].is_unit:
            i = info_of(st, c)
            i.atk += int(o.get("attack", 0))
            i.hp += int(o.get("health", 0))
            n += 1
    if n:
        ctx.log("buff", f"{n} unit{'s' if n > 1 else ''} in {player(seat)}'s void get stronger", seat)


@op("steal_weaker")
def op_steal_weaker(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Mazag: "steal an enemy unit with less Health than Mazag" (chosen as it resolves, among the
    enemy units whose Health is below Mazag's then)."""
    st, cards = ctx.st, ctx.cards
    if not on_playmat(st, src):
        return
    if picks is None:
        mine = health(st, cards, src)
        options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit and health(st, cards, u) < mine]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the enemy unit to steal", options, 1, 1)
        if not picks:
            return
    op_steal(ctx, seat, src, {"op": "steal", "to": "target"}, {**env, "target": int(picks[0])}, None)


@op("sacrifice_any")
def op_sacrifice_any(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Unraveler of Destinies: "You may sacrifice any number of other units to draw a card and gain
    1 Health for each" (none, some or all of your other units)."""
    st, cards = ctx.st, ctx.cards
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and u != src]
    if not own:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose any number of units to sacrifice", own, 0, len(own))
        if picks is None:
            return
    n = 0
    for u in picks:
        if int(u) in st.boards[seat]:
            destroy(ctx, int(u), "is sacrificed")
            n += 1
    if n:
        draw(ctx, seat, n * int(o.get("draw", 1)))
        gain_health(ctx, seat, n * int(o.get("heal", 1)))


@op("grow_if_bigger")
def op_grow_if_bigger(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sewer Sludge: "When you play a unit with more Strength or Health than Sewer Sludge, the
    Sludge gets +1/+1" (the unit played, env "unit", against the Sludge as the trigger resolves)."""
    st, cards = ctx.st, ctx.cards
    u = env.get("unit")
    if u is None or u == src or not on_playmat(st, src) or u not in st.info:
        return
    if attack(st, cards, u) > attack(st, cards, src) or health(st, cards, u) > health(st, cards, src):
        op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 1)), "health": int(o.get("health", 1)),
                                 "to": "self"}, env, None)


@op("discard_for_power")
def op_discard_for_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Bulletshaper: "Discard a spell to get +2 power this turn" (a spell of your choice from your
    hand; without one, nothing happens)."""
    st, cards = ctx.st, ctx.cards
    if picks is None:
        options = [c for c in st.hands[seat] if is_type(cards[st.kinds[c]].type, o.get("kinds", ["spell", "fast_spell"]))]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a spell to discard", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c in st.hands[seat]:
        discard_card(ctx, seat, c)
        st.power[seat] += int(o.get("amount", 1))
        ctx.log("power", f"{player(seat)} gets +{o.get('amount', 1)} power this turn", seat)


@op("choose_units_buff")
def op_choose_units_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Cabal Tactic: "Give two of your units +2 Attack and Quickdraw this turn" (chosen as it
    resolves; all of them when you have fewer)."""
    st, cards = ctx.st, ctx.cards
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(own))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} of your units", own, n, n)
        if picks is None:
            return
    for u in picks:
        e = {**env, "target": int(u)}
        turn = bool(o.get("turn"))
        op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 0)), "health": int(o.get("health", 0)),
                                 "to": "target", "turn": turn}, e, None)
        if o.get("keywords"):
            op_grant(ctx, seat, src, {"op": "grant", "keywords": list(o["keywords"]), "to": "target", "turn": turn}, e, None)


@op("curse_on")
def op_curse_on(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Temple Shihan: "Play Inferiority Complex on an enemy unit" (a new curse played by an effect:
    free, counted toward the 50 free plays of 000 6.3)."""
    from .plays import place
    st = ctx.st
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u < 0 or not on_playmat(st, u) or st.free_plays >= FREE_PLAYS:
            continue
        st.free_plays += 1
        place(ctx, seat, new_instance(st, kind_of(ctx, o["card"]), seat), u, None)


@op("stun_choose")
def op_stun_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Entangling Vines: "Stun two enemy units" (chosen as it resolves, all of them when there are
    fewer; each is stunned as the stun op does it: an Aegis or Endurance stops it)."""
    each_chosen_enemy_unit(ctx, seat, src, o, env, picks, "stun", op_stun)


@op("deck_to_top")
def op_deck_to_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Resurface: "Move a spell of your choice to the top of your deck" (a card of your deck, chosen
    by name: the deck stays hidden from the enemy)."""
    from .effects import _matches
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    flt = o.get("filter", {})
    if picks is None:
        kinds = sorted({st.kinds[c] for c in deck if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))})
        if not kinds:
            return
        picks = pick(ctx, seat, src, o, env, "Choose a card to put on top of your deck", [cards[k].id for k in kinds],
                     1, 1, by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    for c in reversed(deck):
        if cards[st.kinds[c]].id == picks[0]:
            deck.remove(c)
            deck.append(c)
            ctx.log("deck_to_top", f"{player(seat)} puts a chosen card on top of their deck", seat)
            return


def _random_skills(ctx: Ctx, u: int, n: int) -> int:
    """Give a unit n random battle skills it does not have yet (by the state's RNG); how many it got."""
    from .cards import BATTLE_SKILLS
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    got = 0
    for _ in range(n):
        have = keywords(st, cards, u)
        left = [k for k in BATTLE_SKILLS if not have & KW[k]]
        if not left:
            break
        info_of(st, u).kw |= KW[left[st.rng.below(len(left))]]
        got += 1
    if got:
        ctx.log("random_keyword", f"{ctx.name(u)} gets {got} random battle skill{'s' if got > 1 else ''}", st.owners[u], (u,))
    return got


@op("random_skills")
def op_random_skills(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Caiphus, Wandering King: "Caiphus gets three random battle skills" (three different ones it
    lacks, by the state's RNG)."""
    for u in select(ctx, seat, src, o.get("to", "self"), env):
        if u >= 0:
            _random_skills(ctx, u, int(o.get("n", 1)))


@op("kill_attachments_skill")
def op_kill_attachments_skill(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Crill, Merciless Pillager: "Kill all attachments. Crill gets a random battle skill for each
    attachment she killed" (weapons, curses and relics on both sides; the ones an Aegis kept do not count)."""
    from .targets import attachments, shielded
    st, cards = ctx.st, ctx.cards
    n = 0
    for a in attachments(st, cards, seat) + attachments(st, cards, 1 - seat):
        if not shielded(ctx, seat, a):
            destroy(ctx, a, "is killed")
            n += 1
    if n and on_playmat(st, src):
        _random_skills(ctx, src, n)


@op("draw_then_discard")
def op_draw_then_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Crunch, the Hoarder: "Draw two cards, then discard a card. If you discarded a spell or
    attachment, Crunch gets Berserk" (kinds: the cards that earn `keywords`)."""
    st, cards = ctx.st, ctx.cards
    if not env.get("drawn_done"):
        draw(ctx, seat, int(o.get("n", 1)))
        env = {**env, "drawn_done": True}
    if not st.hands[seat]:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a card to discard", st.hands[seat][:], 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    if c not in st.hands[seat]:
        return
    discard_card(ctx, seat, c)
    if is_type(cards[st.kinds[c]].type, o.get("kinds", [])) and o.get("keywords"):
        op_grant(ctx, seat, src, {"op": "grant", "keywords": list(o["keywords"]), "to": "self"}, env, None)


@op("damage_if_spell")
def op_damage_if_spell(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Thunder Giant: "he deals 3 damage to each enemy unit if you played a spell this turn" (the
    giant deals it, with his own skills)."""
    from .ops_fire import op_deals
    if ctx.st.spells_played[seat] > 0:
        op_deals(ctx, seat, src, {"op": "deals", "by": "self", "amount": o.get("amount", 1),
                                  "to": o.get("to", "enemy_units")}, env, None)


@op("damage_enemies")
def op_damage_enemies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """End of the Line: "Deal 3 damage to two enemies" (units or the enemy player, chosen as it
    resolves, all of them when fewer; the spell's Lifesteal counts, 003 Lifesteal)."""
    from .state import player_ref
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit] + [player_ref(1 - seat)]
    n = min(int(o.get("n", 1)), len(options))
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemies", options, n, n)
        if picks is None:
            return
    for r in picks:
        op_damage(ctx, seat, src, {"op": "damage", "amount": int(o.get("amount", 1)), "to": "target"},
                  {**env, "target": int(r)}, None)


@op("discard_kind_then")
def op_discard_kind_then(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lethrai Secretweaver: "Pay 4 and discard a spell to draw two cards" (a card of those kinds
    chosen from your hand, then `then`; without one, nothing happens)."""
    st, cards = ctx.st, ctx.cards
    if picks is None:
        options = [c for c in st.hands[seat] if is_type(cards[st.kinds[c]].type, o.get("kinds", ["spell", "fast_spell"]))]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a card to discard", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c in st.hands[seat]:
        discard_card(ctx, seat, c)
        st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


# More of this part's ops (registered on import)
from . import ops_set4_psm_b  # noqa: E402,F401
