"""Effect ops first needed by Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import FREE_PLAYS, MORE_CONDITIONS, Ctx, destroy, draw, gain_health, player
from .cards import KW, Card, is_type
from .effects import Env, Op, op, op_buff, op_damage, op_grant, op_stun, pick
from .ops_shadow import change_hands, discard_card, kind_of, op_steal
from .state import EternalState, ref_seat
from .stats import attack, health, keywords, on_playmat
from .targets import select, valid_targets
from .zones import lift, new_instance, to_void


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
    if c in st.voids[foe]:
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
        if card.is_unit and o["unit_type"] in card.unit_types:
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
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemy unit{'s' if n > 1 else ''} to stun",
                     options, n, n)
        if picks is None:
            return
    for u in picks:
        op_stun(ctx, seat, src, {"op": "stun", "to": "target"}, {**env, "target": int(u)}, None)


@op("deck_to_top")
def op_deck_to_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Resurface: "Move a spell of your choice to the top of your deck" (a card of your deck, chosen
    by name: the deck stays hidden from the enemy)."""
    from .effects import _matches
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    flt = o.get("filter", {})
    if picks is None:
        kinds = sorted({st.kinds[c] for c in deck if _matches(cards[st.kinds[c]], flt)})
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


def _cursed(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """The cursed enemies of `seat`: enemy units with a curse on them, and the enemy player while a
    cursed relic is on them (as a ref)."""
    from .state import player_ref
    foe = 1 - seat
    out = [u for u in st.boards[foe] if cards[st.kinds[u]].is_unit and u in st.info
           and any(cards[st.kinds[a]].type == "curse" for a in st.info[u].att)]
    if any(cards[st.kinds[r]].type == "cursed_relic" for r in st.relics[foe]):
        out.append(player_ref(foe))
    return out


@op("deals_cursed")
def op_deals_cursed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fenris Nightshade: "Fenris deals ... 1 damage to each cursed enemy" (a unit with a curse on it;
    the enemy player under a cursed relic); the unit deals it, with its own skills."""
    from .ops_fire import op_deals
    for r in _cursed(ctx.st, ctx.cards, seat):
        op_deals(ctx, seat, src, {"op": "deals", "by": "self", "amount": o.get("amount", 1), "to": "target"},
                 {**env, "target": r}, None)


@op("after_uses")
def op_after_uses(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wingbrewer, Recon Tower: "After the third use, sacrifice X to play Y": counts this card's uses
    (while it stays on the playmat) and runs `then` on the nth."""
    from .zones import info_of
    st = ctx.st
    if not on_playmat(st, src):
        return
    i = info_of(st, src)
    i.step += 1   # a unit's or relic's count of uses (a site's Agenda step otherwise)
    n = int(o.get("n", 3))
    if i.step == n or o.get("every") and i.step % n == 0:
        st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


@op("sacrifice_named")
def op_sacrifice_named(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Marionette Cross: "Entomb: Sacrifice each Marionette" (each of its player's cards of that id on
    the playmat: units, or relics for the Marionette's "Sacrifice each Marionette Cross")."""
    st, cards = ctx.st, ctx.cards
    for c in st.boards[seat] + st.relics[seat]:
        if cards[st.kinds[c]].id == o["card"] and st.owners[c] == seat:
            destroy(ctx, c, "is sacrificed")


@op("steal_relic")
def op_steal_relic(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Burglarize: "Steal an enemy relic and put it into your hand" (chosen as it resolves among the
    enemy player's relics, relic weapons too, 000 1.3; it leaves the playmat, a relic weapon with
    its armor, 000 4.31, and is yours in your hand, known to both)."""
    from .targets import shielded
    from .zones import info_of, to_hand
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [r for r in st.relics[foe] if st.owners[r] == foe and is_type(cards[st.kinds[r]].type, "relic")]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the enemy relic to steal", options, 1, 1)
        if not picks:
            return
    r = int(picks[0])
    if r not in st.relics[foe] or shielded(ctx, seat, r):
        return
    st.relics[foe].remove(r)
    if st.weapon[foe] == r:
        st.weapon[foe] = -1
        st.armor[foe] = 0   # 000 4.31: losing the relic weapon loses all armor
    if r in st.auras:
        st.auras.remove(r)
    info_of(st, r).leave_play()
    change_hands(st, r, seat)
    if to_hand(st, r, seat):
        st.revealed.append(r)
    ctx.log("steal", f"{player(seat)} steals {ctx.name(r)} into their hand", seat, (r,))


@op("double_units_turn")
def op_double_units_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Siraf's Choice: "Double the Strength/Health of your units this turn" (+X/+Y this turn for the
    Strength X and Health Y each has as it resolves)."""
    from .stats import remaining
    st, cards = ctx.st, ctx.cards
    for u in select(ctx, seat, src, o.get("to", "your_units"), env):
        if u >= 0:
            a, h = max(0, attack(st, cards, u)), max(0, remaining(st, cards, u))
            op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": "target", "turn": True},
                    {**env, "target": u}, None)


@op("tutor_double")
def op_tutor_double(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Siraf's Choice: "Draw a unit of your choice from your deck and double its Strength/Health" (picked
    by card name as the tutor op does; a lasting +X/+Y in hand for its Strength X and Health Y)."""
    from .effects import _matches, op_tutor
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    flt = o.get("filter", {"type": "unit"})
    if picks is None:
        kinds = sorted({st.kinds[c] for c in st.decks[seat] if _matches(cards[st.kinds[c]], flt)})
        if not kinds:
            return
        picks = pick(ctx, seat, src, o, env, "Choose a unit to draw from your deck", [cards[k].id for k in kinds], 1, 1,
                     by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    before = set(st.hands[seat])
    op_tutor(ctx, seat, src, {"op": "tutor", "filter": flt}, env, picks)
    for c in st.hands[seat]:
        if c not in before and cards[st.kinds[c]].is_unit:
            i = info_of(st, c)
            i.atk += max(0, attack(st, cards, c))
            i.hp += max(0, health(st, cards, c))


@op("raise_enemy_cost")
def op_raise_enemy_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Derry Cathain: "Increase the cost of a spell or site in the enemy hand by 1" (its player picks
    among those cards, shown to them, so both know it)."""
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [c for c in st.hands[foe] if is_type(cards[st.kinds[c]].type, o.get("kinds", ["spell", "fast_spell", "site"]))]
        st.revealed += [c for c in options if c not in st.revealed]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card in {player(foe)}'s hand to cost more",
                     options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c in st.hands[foe]:
        info_of(st, c).cost += int(o.get("amount", 1))
        ctx.log("cost", f"{ctx.name(c)} costs {o.get('amount', 1)} more", foe, (c,))


@op("deck_top_discount")
def op_deck_top_discount(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Recombobulate: "Put an attacking enemy unit on top of its owner's deck. Reduce the cost of the
    top unit of your deck by the enemy unit's cost" (its printed cost; the unit keeps its lasting
    changes, 003)."""
    from .acts import leave_playmat
    from .targets import shielded
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or not on_playmat(st, r):
            continue
        leave_playmat(ctx, r)
        st.decks[st.owners[r]].append(r)
        ctx.log("to_deck", f"{ctx.name(r)} goes on top of {player(st.owners[r])}'s deck", st.owners[r], (r,))
        top = next((c for c in reversed(st.decks[seat]) if cards[st.kinds[c]].is_unit), -1)
        if top >= 0:
            info_of(st, top).cost -= cards[st.kinds[r]].cost


def _two_void_spells(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Derry Cathain: "if you have two or more spells in your void"."""
    return _void_count(ctx.st, ctx.cards, seat, ("spell", "fast_spell")) >= 2


MORE_CONDITIONS.update({"two_void_spells": _two_void_spells})


@op("look_draw_discard")
def op_look_draw_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wingbrewer: "draw one of the top two cards of your deck and discard the other" (picked by card
    name: the deck stays hidden from the enemy; the other goes to the void, 003 Discard)."""
    from .ops_primal import _draw_card
    st, cards = ctx.st, ctx.cards
    top = st.decks[seat][-int(o.get("n", 2)):][::-1]   # top card first
    if not top:
        return
    if picks is None:
        ids: list[str] = []
        for c in top:
            if cards[st.kinds[c]].id not in ids:
                ids.append(cards[st.kinds[c]].id)
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card to draw", ids, 1, 1, by="value",
                     labels=[cards[st.kinds[next(c for c in top if cards[st.kinds[c]].id == i)]].name for i in ids])
        if picks is None:
            return
    chosen = next((c for c in top if cards[st.kinds[c]].id == picks[0]), top[0])
    for c in top:
        if c != chosen and c in st.decks[seat]:
            discard_card(ctx, seat, c)
    if chosen in st.decks[seat]:
        _draw_card(ctx, seat, chosen)


@op("create_relic")
def op_create_relic(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Recon Tower: "play a Guard Tower" (a new relic played by an effect, onto its player as a relic
    is, 000 1.3: free, counted toward the 50 free plays of 000 6.3)."""
    from .plays import place
    st = ctx.st
    if st.free_plays >= FREE_PLAYS:
        return
    st.free_plays += 1
    c = new_instance(st, kind_of(ctx, o["card"]), seat)
    ctx.log("created", f"{player(seat)} plays a {ctx.name(c)}", seat, (c,))
    place(ctx, seat, c, None, None)


# --- "while" conditions and a card's own discount, read by stats.py (MORE_WHILE, MORE_DISCOUNTS) ----------
from .stats import MORE_DISCOUNTS, MORE_WHILE   # noqa: E402


def _min_void_spells(st: EternalState, cards: tuple[Card, ...], src: int, value: Any) -> bool:
    """Rizahn, Greatbow Master: "Lifesteal while you have six or more spells in your void"."""
    return _void_count(st, cards, st.owners[src], ("spell", "fast_spell")) >= int(value)


def _less_per_void_spell(st: EternalState, cards: tuple[Card, ...], c: int, value: Any) -> int:
    """Shamanic Blast: "costs 1 less for each spell in your void"."""
    return int(value) * _void_count(st, cards, st.owners[c], ("spell", "fast_spell"))


MORE_WHILE.update({"min_void_spells": _min_void_spells})
MORE_DISCOUNTS.update({"less_per_void_spell": _less_per_void_spell})


@op("count_up")
def op_count_up(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Blackhall Warleader: "increase her Inspire by +1/+1" (a count kept on the card while it stays on
    the playmat: Inst.step, as after_uses counts uses)."""
    from .zones import info_of
    if on_playmat(ctx.st, src):
        info_of(ctx.st, src).step += int(o.get("n", 1))


@op("buff_drawn_count")
def op_buff_drawn_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Blackhall Warleader: "Inspire: Units you draw get +0/+0", grown by her count: the unit drawn (env
    "drawn", still in hand) gets +X/+X for the count X."""
    from .zones import info_of
    st = ctx.st
    c = env.get("drawn")
    n = st.info[src].step if src in st.info else 0
    if c is None or c not in st.hands[seat] or n <= 0:
        return
    i = info_of(st, c)
    i.atk += n
    i.hp += n
    ctx.log("buff", f"A unit {player(seat)} drew gets +{n}/+{n}", seat)


@op("fear_sum")
def op_fear_sum(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fearbinder: "sacrifice two units to play a Fear's Sum with their combined Strength/Health and
    Berserk" (the two chosen as it resolves, with two or more units; their Strength and Health as they
    are then)."""
    from .acts import create
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    if len(own) < 2:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose two units to sacrifice", own, 2, 2)
        if picks is None:
            return
    chosen = [int(u) for u in picks if int(u) in st.boards[seat]]
    a = sum(max(0, attack(st, cards, u)) for u in chosen)
    h = sum(max(0, health(st, cards, u)) for u in chosen)
    for u in chosen:
        destroy(ctx, u, "is sacrificed")
    kind = kind_of(ctx, o.get("card", "fear_s_sum"))
    f = create(ctx, seat, kind, "board", src)
    if f >= 0:
        i = info_of(st, f)
        i.atk += a
        i.hp += h


# --- Big Brother and his Little Brothers -------------------------------------------------------------------
from .acts import DAMAGE_WATCH   # noqa: E402


@op("silence_if_hitter")
def op_silence_if_hitter(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Big Brother: "When a Little Brother hits the enemy player, silence Big Brother" (an ally_hit
    trigger: the hitter, env "unit", is a card of that id)."""
    from .effects import op_silence
    u = env.get("unit")
    if u is not None and ctx.cards[ctx.st.kinds[u]].id == o["card"]:
        op_silence(ctx, seat, src, {"op": "silence", "to": "self"}, env, None)


def _stuns_damaged(ctx: Ctx, src: int, u: int, amount: int) -> None:
    """Little Brother: "When Little Brother damages a unit, stun that unit" (an aura key stuns_damaged
    on the damage's source, not silenced; the stun as the stun op does it: Endurance stops it). The
    stun waits in the task queue until the damage being dealt is done (000 3.34: in the Fight Step each
    blocker deals its damage too; one stunned at once would deal none back)."""
    if src < 0 or amount <= 0:
        return
    st, cards = ctx.st, ctx.cards
    aura = cards[st.kinds[src]].aura
    if aura is None or not aura.get("stuns_damaged") or not on_playmat(st, u):
        return
    i = st.info.get(src)
    if i is not None and i.silenced:
        return
    st.tasks.append((st.owners[src], src, {"op": "stun", "to": "target"}, {"target": u}))


DAMAGE_WATCH.append(_stuns_damaged)
