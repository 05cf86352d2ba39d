"""Effect ops first needed by Set 3 (Omens of the Past), Shadow, multi-faction and factionless cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import MORE_CONDITIONS, Ctx, damage, draw, player
from .cards import BATTLE_SKILLS, KW, is_type
from . import gates_set3_sm  # noqa: F401  (registers the ability gates)
from .effects import Env, Op, op, op_buff, op_grant, op_silence, pick
from .ops_shadow import discard_card
from .stats import MORE_FILTERS, MORE_WHILE, keywords
from .targets import select, shielded, source_bits
from .zones import cant_be_silenced, cant_be_stolen, info_of, lift
from .ops_set2 import each_chosen_enemy_unit
from .unit_types import has_type, unit_types

_BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)


def _wielding_weapon(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Triggerman: "When Triggerman attacks while wielding a weapon" (a weapon on him now)."""
    st, cards = ctx.st, ctx.cards
    i = st.info.get(src)
    return i is not None and any(is_type(cards[st.kinds[w]].type, "weapon") for w in i.att)


def _hand_shares_type(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Common Cause: "If two units in your hand share a type" (a unit type, 000 1.3)."""
    st, cards = ctx.st, ctx.cards
    seen: set[str] = set()
    for c in st.hands[seat]:
        card = cards[st.kinds[c]]
        if card.is_unit:
            if seen & set(unit_types(st, cards, c)):
                return True
            seen |= set(unit_types(st, cards, c))
    return False


MORE_CONDITIONS.update({"wielding_weapon": _wielding_weapon, "hand_shares_type": _hand_shares_type})


@op("reshuffle_hand_draw")
def op_reshuffle_hand_draw(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Kaleb, Reborn: "put your hand into your deck to draw the same number of cards plus one":
    the hand is shuffled into the deck (its cards hidden again), then that many cards plus one are drawn."""
    st = ctx.st
    hand = st.hands[seat][:]
    for c in hand:
        lift(st, c)
        deck = st.decks[seat]
        deck.insert(st.rng.below(len(deck) + 1), c)
    ctx.log("shuffle", f"{player(seat)} shuffles {len(hand)} card{'s' if len(hand) != 1 else ''} from hand into the deck", seat)
    draw(ctx, seat, len(hand) + 1)


@op("mill_per_void")
def op_mill_per_void(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Solitude: "The enemy player discards the top card of their deck for each card in their
    void" (counted as it resolves; 003 Discard: from the deck to the void)."""
    st = ctx.st
    foe = 1 - seat
    deck = st.decks[foe]
    for _ in range(min(len(st.voids[foe]), len(deck))):
        discard_card(ctx, foe, deck[-1])


@op("silence_choose")
def op_silence_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Eilyn: "Summon: Silence two enemy units": its player chooses that many enemy units (all
    of them when there are fewer) as it resolves; an Aegis stops it on its unit."""
    each_chosen_enemy_unit(ctx, seat, src, o, env, picks, "silence", op_silence)


@op("damage_unskilled")
def op_damage_unskilled(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Eilyn: "She deals 6 damage to each enemy unit without a battle skill" (003 Battle Skills)."""
    st, cards = ctx.st, ctx.cards
    bits = source_bits(ctx, seat, src)
    for u in [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]:
        if not keywords(st, cards, u) & _BATTLE_BITS and not shielded(ctx, seat, u):
            damage(ctx, src, u, int(o.get("amount", 0)), bits)


@op("grant_choose")
def op_grant_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Cover of Darkness: "Give two of your units Unblockable this turn": its player chooses that
    many of their units (all when fewer) as it resolves."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} of your units", options, n, n)
        if picks is None:
            return
    step = {"op": "grant", "keywords": o.get("keywords", []), "to": "target", "turn": o.get("turn", False)}
    for u in picks:
        op_grant(ctx, seat, src, step, {**env, "target": int(u)}, None)


@op("buff_per_skilled")
def op_buff_per_skilled(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Deepwood Ranger: "gets +2/+2 for each of your units with two or more battle skills"
    (itself included, counted as it resolves)."""
    st, cards = ctx.st, ctx.cards
    n = sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit
            and bin(keywords(st, cards, u) & _BATTLE_BITS).count("1") >= 2)
    if n:
        step = {"op": "buff", "attack": int(o.get("attack", 0)) * n, "health": int(o.get("health", 0)) * n, "to": "self"}
        op_buff(ctx, seat, src, step, env, None)


@op("growing_damage")
def op_growing_damage(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Shadowlands Tyrant: "he deals 1 damage to an enemy. Then, increase this ability by 1":
    the amount is 1 plus the times it has resolved while he is on the playmat (kept in his
    instance's counter, which a unit leaving the playmat loses)."""
    st = ctx.st
    i = info_of(st, src)
    amount = int(o.get("amount", 1)) + i.step
    for r in select(ctx, seat, src, "target", env):
        if not shielded(ctx, seat, r):
            damage(ctx, src, r, amount, source_bits(ctx, seat, src))
    if src in st.boards[seat]:
        i.step += 1


@op("silence_copies")
def op_silence_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Shush: "Silence a unit and each copy in its owner's hand, deck, and void" (003 Silence:
    for the rest of the game; copies are cards of the same name)."""
    st, cards = ctx.st, ctx.cards
    units = [u for u in select(ctx, seat, src, "target", env) if u >= 0]
    if not units:
        return
    u = units[0]
    owner, kind = st.owners[u], st.kinds[u]
    op_silence(ctx, seat, src, {"op": "silence", "to": "target"}, env, None)
    name = cards[kind].name
    for pile in (st.hands[owner], st.decks[owner], st.voids[owner]):
        for c in pile:
            if cards[st.kinds[c]].name == name and not cant_be_silenced(st, cards, c):   # Lida's Apprentice
                info_of(st, c).silenced = True
    # no count: how many copies a hand or deck holds is hidden from the other player
    ctx.log("silence", f"Each copy of {name} in {player(owner)}'s hand, deck and void is silenced", owner)


@op("discard_copies")
def op_discard_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Nametaker: "the enemy player discards each copy from their hand and deck" (the cards
    of the dying unit's name; 003 Discard)."""
    st, cards = ctx.st, ctx.cards
    u = env.get("unit")
    if u is None or u < 0:
        return
    foe = st.owners[u] if st.owners[u] != seat else 1 - seat
    name = cards[st.kinds[u]].name
    for pile in (st.hands[foe], st.decks[foe]):
        for c in [c for c in pile if cards[st.kinds[c]].name == name]:
            discard_card(ctx, foe, c)


@op("curse_target")
def op_curse_target(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Zelia, the Vain: "play a -2/-1 Affliction on an enemy unit": a new curse, played by an
    effect (free, 000 1.3), joins the chosen unit; an Aegis negates it (003 Aegis)."""
    from .cards import card_index
    from .plays import attach
    from .zones import new_instance
    st = ctx.st
    for u in select(ctx, seat, src, "target", env):
        if u >= 0 and u in st.boards[st.owners[u]] and not shielded(ctx, seat, u):
            attach(ctx, seat, new_instance(st, card_index()[o["card"]], seat), u)


@op("steal_weapons")
def op_steal_weapons(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gunrustler: "Gunrustler steals all weapons from an enemy unit": each weapon on the
    chosen unit moves to him and is his player's now (003 Steal)."""
    st, cards = ctx.st, ctx.cards
    if src not in st.boards[seat]:
        return
    for u in select(ctx, seat, src, "target", env):
        if u < 0 or shielded(ctx, seat, u):
            continue
        hi = info_of(st, u)
        taken = [a for a in hi.att if cards[st.kinds[a]].type == "weapon" and not cant_be_stolen(st, cards, a)]
        if not taken:
            continue
        hi.att = [a for a in hi.att if a not in taken]
        me = info_of(st, src)
        me.att = me.att + taken
        for a in taken:
            st.owners[a] = seat
            info_of(st, a).host = src
            ctx.log("steal", f"{ctx.name(src)} steals {ctx.name(a)} from {ctx.name(u)}", seat, (a, src))



def _five_void_spells(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Curiox: "if you have five or more spells in your void"."""
    st, cards = ctx.st, ctx.cards
    return sum(1 for c in st.voids[seat] if cards[st.kinds[c]].is_spell) >= 5


def _first_spell_own_turn(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Brenn: "The first time you play a spell on your turn" (the count is raised before the trigger)."""
    return ctx.st.turn == seat and ctx.st.spells_played[seat] == 1


def _host_gunslinger(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Hideout Pistol: "If played on a Gunslinger" (the unit the weapon joined)."""
    st = ctx.st
    i = st.info.get(src)
    host = i.host if i is not None else -1
    return host >= 0 and has_type(st, ctx.cards, host, "Gunslinger")


MORE_CONDITIONS.update({"five_void_spells": _five_void_spells, "first_spell_own_turn": _first_spell_own_turn,
                        "host_gunslinger": _host_gunslinger})


@op("extortion")
def op_extortion(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Cabal Extortion Scheme: "The enemy player must choose: You draw the top three cards of their
    deck, or you deal 7 damage to them and gain 7 Health." (the choice is the enemy's)."""
    from .acts import gain_health, on_drawn
    from .ops_shadow import change_hands
    from .state import player_ref
    from .zones import to_hand
    st = ctx.st
    caster = env.get("caster", seat)
    foe = 1 - caster
    if picks is None:
        picks = pick(ctx, foe, src, o, {**env, "caster": caster}, f"{ctx.name(src)}: choose what {player(caster)} gets",
                     ["cards", "damage"], 1, 1, by="value",
                     labels=["They draw the top three cards of your deck", "They deal 7 damage to you and gain 7 Health"])
        if picks is None:
            return
    if picks[0] == "cards":
        deck = st.decks[foe]
        for _ in range(min(3, len(deck))):
            c = deck.pop()
            change_hands(st, c, caster)
            if to_hand(st, c, caster):
                on_drawn(ctx, caster, c)
        ctx.log("draw_enemy_top", f"{player(caster)} draws the top three cards of {player(foe)}'s deck", caster)
    else:
        damage(ctx, src, player_ref(foe), 7, 0, by="Spell")
        gain_health(ctx, caster, 7)


@op("sacrifice_n")
def op_sacrifice_n(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stonescar Scrapper: "sacrifice two other units to draw two cards": its player picks that
    many other units of theirs; with fewer than that, nothing happens (the cost can't be paid)."""
    from .acts import destroy
    st, cards = ctx.st, ctx.cards
    n = int(o.get("n", 2))
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and u != src]
    if len(own) < n:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} units to sacrifice", own, n, n)
        if picks is None:
            return
    for u in picks:
        if int(u) in st.boards[seat]:
            destroy(ctx, int(u), "is sacrificed")
    if o.get("then"):
        st.tasks[0:0] = [(seat, src, step, env) for step in o["then"]]


@op("growing_power")
def op_growing_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Brenn: "you get +1 power this turn. Then, increase this ability by 1": 1 plus the times it
    has given power while Brenn is on the playmat (his instance's counter)."""
    st = ctx.st
    i = info_of(st, src)
    n = int(o.get("amount", 1)) + i.step
    st.power[seat] += n
    ctx.log("power", f"{player(seat)} gets +{n} power this turn", seat, (src,))
    if src in st.boards[seat]:
        i.step += 1


@op("kill_weaker")
def op_kill_weaker(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Hideout Pistol: "kill an enemy unit with less Strength than the wielder and give it
    Voidbound": its player picks one as it resolves (an Aegis saves it, 003 Aegis); in the void it
    can't leave it (Voidbound)."""
    from .acts import destroy
    from .stats import attack
    st, cards = ctx.st, ctx.cards
    i = st.info.get(src)
    host = i.host if i is not None else -1
    if host < 0 or host not in st.boards[st.owners[host]]:
        return
    most = attack(st, cards, host)
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit and attack(st, cards, u) < most]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose an enemy unit to kill", options, 1, 1)
        if picks is None:
            return
    for u in (int(x) for x in picks):
        if u in st.boards[st.owners[u]] and not shielded(ctx, seat, u):
            destroy(ctx, u, "is killed")
            if u in st.voids[st.owners[u]]:
                info_of(st, u).kw |= KW["voidbound"]


@op("shrink_copies")
def op_shrink_copies(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Street Leecher: "give an enemy unit and each copy in the enemy hand and deck -1/-1" (the
    copies keep it, as Set 1's Rain of Frogs' copies are changed where they are)."""
    st, cards = ctx.st, ctx.cards
    a, h = int(o.get("attack", -1)), int(o.get("health", -1))
    units = [u for u in select(ctx, seat, src, "target", env) if u >= 0]
    if not units:
        return
    u = units[0]
    name = cards[st.kinds[u]].name
    op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": "target"}, env, None)
    for pile in (st.hands[1 - seat], st.decks[1 - seat]):
        for c in pile:
            if cards[st.kinds[c]].name == name:
                ci = info_of(st, c)
                ci.atk += a
                ci.hp += h
    # no count: how many copies a hand or deck holds is hidden from the other player
    ctx.log("buff", f"Each copy of {name} in {player(1 - seat)}'s hand and deck gets {a:+d}/{h:+d}", 1 - seat)


@op("from_void_warcry")
def op_from_void_warcry(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Battlefield Scavenger: "draw a Valkyrie from your void and give it Warcry" (003 Warcry: the
    card drawn keeps it, as a unit's own Warcry)."""
    from .effects import _matches, op_from_void
    st, cards = ctx.st, ctx.cards
    flt = o.get("filter", {})
    before = set(st.hands[seat])
    op_from_void(ctx, seat, src, o, env, picks)   # a choice left open resumes this op, with the picks
    if picks is None and st.choice is not None and st.tasks and st.tasks[0][2] is o:
        return
    for c in st.hands[seat]:
        if c not in before and _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c)):
            info_of(st, c).wc += int(o.get("warcry", 1))


@op("kill_enemy_unit_choose")
def op_kill_enemy_unit_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Deadly Confrontation's Amplify: "kill an additional enemy unit": its player picks one enemy
    unit as it resolves (an Aegis saves it, 003 Aegis)."""
    from .acts import destroy
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose an enemy unit to kill", options, 1, 1)
        if picks is None:
            return
    for u in (int(x) for x in picks):
        if u in st.boards[1 - seat] and not shielded(ctx, seat, u):
            destroy(ctx, u, "is killed")


@op("relic_ally")
def op_relic_ally(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Inquisitor's Halberd: "Valkyrie Ally: +3 Armor" on a relic weapon (003 Ally: the first time
    you have a unit of that type with it, once): `then` happens when a unit of the type is yours
    on the playmat and the relic has not allied yet."""
    from .state import ALLY_DONE
    st, cards = ctx.st, ctx.cards
    if src not in st.relics[seat]:
        return
    i = info_of(st, src)
    kind = o.get("unit_type", "")
    if i.used & ALLY_DONE or not any(has_type(st, cards, u, kind) for u in st.boards[seat]):
        return
    i.used |= ALLY_DONE
    ctx.log("ally", f"{ctx.name(src)}: {kind} Ally", seat, (src,))
    st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


def _attacks_with_one_other(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Ashara: "When Ashara attacks with exactly one other unit" (two attackers, she one of them)."""
    att = ctx.st.attackers
    return len(att) == 2 and src in att


def _discarded_nonpower(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Dreamsnatcher: "discards a non-power card" (the card the enemy_discard trigger speaks of)."""
    c = (env or {}).get("card")
    return c is not None and not ctx.cards[ctx.st.kinds[c]].is_power


MORE_CONDITIONS.update({"attacks_with_one_other": _attacks_with_one_other, "discarded_nonpower": _discarded_nonpower})


@op("doom_partner")
def op_doom_partner(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ashara: "At the end of the turn, she kills the unit": the other attacker is marked to die at
    the end of the turn (the mark of Set 1's end-of-turn sacrifices, ops_shadow.sacrifice_doomed)."""
    from .state import DOOMED
    st = ctx.st
    for u in st.attackers:
        if u != src and u in st.boards[st.owners[u]]:
            info_of(st, u).used |= DOOMED
            ctx.log("doomed", f"{ctx.name(u)} will die at the end of the turn", st.owners[u], (u,))


# --- auras that read weapons, curses, Explorers and the void (stats.MORE_FILTERS, MORE_WHILE) ----------

def _wielding_filter(st: Any, cards: Any, src: int, u: int, value: Any) -> bool:
    """Rooftop Vigilante: "Your units wielding weapons" (a weapon on the unit now)."""
    i = st.info.get(u)
    return i is not None and any(is_type(cards[st.kinds[w]].type, "weapon") for w in i.att)


def _enemy_cursed(st: Any, cards: Any, src: int, value: Any) -> bool:
    """Miris Nightshade: "while an enemy is cursed": an enemy unit with a curse on it, or a cursed
    relic on the enemy player."""
    foe = 1 - st.owners[src]
    if any(cards[st.kinds[r]].type == "cursed_relic" for r in st.relics[foe]):
        return True
    for u in st.boards[foe]:
        i = st.info.get(u)
        if i is not None and any(cards[st.kinds[a]].type == "curse" for a in i.att):
            return True
    return False


MORE_FILTERS.update({"wielding_weapon": _wielding_filter})
MORE_WHILE.update({"enemy_cursed": _enemy_cursed})


@op("curse_player")
def op_curse_player(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Miris Nightshade: "play Nyctophobia on the enemy player": a new cursed relic, played by an
    effect (free, 000 1.3), joins the enemy player as a cursed relic played from hand would; its
    Summon fires."""
    from .acts import raise_own
    from .cards import card_index
    from .state import player_ref
    from .zones import new_instance
    st = ctx.st
    if shielded(ctx, seat, player_ref(1 - seat)):   # 003 Aegis: the enemy player's shield negates it
        return
    c = new_instance(st, card_index()[o["card"]], seat)
    st.relics[1 - seat].append(c)
    info_of(st, c).entered = st.turn_no
    if ctx.cards[st.kinds[c]].aura is not None:
        st.auras.append(c)
    ctx.log("played", f"{ctx.name(c)} curses {player(1 - seat)}", seat, (c,))
    raise_own(ctx, seat, c, "summon")


@op("night_holds")
def op_night_holds(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Encroaching Darkness: "Night never ends": at each turn's start while it is in play, Night is
    kept for this turn and the next (003 Night: it lasts while the turn number is within it)."""
    st = ctx.st
    if 0 < st.night_until:
        st.night_until = max(st.night_until, st.turn_no + 2)


@op("return_at_day")
def op_return_at_day(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Dangerous Bargain: "Steal the cursed unit until Night ends": at a turn's start that is no
    longer Night (003 Night), the cursed unit goes back to the player it was stolen from."""
    from .acts import is_night
    from .ops_shadow import take_unit
    st = ctx.st
    if is_night(st):
        return
    i = st.info.get(src)
    host = i.host if i is not None else -1
    if host >= 0 and host in st.boards[st.owners[src]]:
        if take_unit(ctx, host, 1 - st.owners[src]):
            ctx.log("returned", f"Night has ended: {ctx.name(host)} goes back to {player(1 - st.owners[src])}",
                    1 - st.owners[src], (host,))


@op("corrupt")
def op_corrupt(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Corrupt: "Negate an enemy spell played on you or one of your units, then steal it and play it
    from the void": the spell is negated (to its void), then it is this player's and played for free
    from there (000 1.3), its target chosen anew (a spell that can't be played stays in the void)."""
    from .ops_shadow import _play_taken
    from .ops_shadow_b import op_negate
    st = ctx.st
    t = env.get("target")
    if t is None or t < 0:
        return
    op_negate(ctx, seat, src, {"op": "negate"}, env, None)
    owner = st.owners[t]
    if t in st.voids[owner] and not (owner != seat and cant_be_stolen(st, ctx.cards, t)):   # Tomb Protector
        if owner != seat:
            ctx.log("steal", f"{player(seat)} steals {ctx.name(t)}", seat, (t,))
        _play_taken(ctx, seat, t)   # a target is chosen by the task play_free queues (plays._free_place)


@op("play_died")
def op_play_died(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sleeping Draught: "Play a unit from your void that died this turn, exhausted": its player
    picks one of the units that died into their void this turn (st.died, auras_set3_sm); it is played
    for free (000 1.3) and exhausted."""
    from .auras_set3_sm import died_this_turn
    from .plays import play_free
    from .stats import void_locked
    st = ctx.st
    options = [c for c in died_this_turn(st, seat) if not void_locked(st, ctx.cards, c, seat)]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit that died this turn", options, 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    if c in st.voids[seat] and play_free(ctx, seat, c) and c in st.boards[seat]:
        info_of(st, c).ex = True


# --- Svetya: "The enemy player can't play spells or weapons until your next turn" (ability_gates.PLAY_BANS) ---
from .ability_gates import PLAY_BANS   # noqa: E402

LINK_HUSH = 31   # EternalState.links: [LINK_HUSH, -(barred seat + 1), -(last turn_no)] (Svetya, Orene of Kosul)
# (negative numbers: a link's two cards are instance numbers elsewhere, and these are never one)


def _hushed(st: Any, cards: Any, seat: int) -> dict[int, str]:
    """The spells and weapons `seat` holds (hand, and a Warp card on top of the deck) that Svetya's
    Summon bars them from playing now."""
    if not any(k == LINK_HUSH and -a - 1 == seat and st.turn_no <= -b for k, a, b in st.links):
        return {}
    held = st.hands[seat] + st.decks[seat][-1:]
    return {st.kinds[c]: "Svetya: you can't play spells or weapons until her player's next turn"
            for c in held if cards[st.kinds[c]].is_spell or is_type(cards[st.kinds[c]].type, "weapon")}


PLAY_BANS.append(_hushed)


@op("hush_spells_weapons")
def op_hush_spells_weapons(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Svetya: "The enemy player can't play spells or weapons until your next turn": through the
    enemy's next turn when played on your own turn (through this turn when played on theirs)."""
    st = ctx.st
    until = st.turn_no + (1 if st.turn == seat else 0)
    st.links.append([LINK_HUSH, -(1 - seat + 1), -until])
    ctx.log("barred", f"{player(1 - seat)} can't play spells or weapons until {player(seat)}'s next turn", seat, (src,))


@op("draw_units_top")
def op_draw_units_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Svetya: "draw all units from the top four cards of your deck. Discard the rest." (003 Discard:
    the others go to the void, seen by both; the units drawn are named to their player only)."""
    from .acts import on_drawn
    from .zones import to_hand
    st, cards = ctx.st, ctx.cards
    top = st.decks[seat][-int(o.get("n", 4)):][::-1]
    drawn = 0
    for c in top:
        if cards[st.kinds[c]].is_unit:
            lift(st, c)
            if to_hand(st, c, seat):
                on_drawn(ctx, seat, c)
                drawn += 1
        else:
            discard_card(ctx, seat, c)
    ctx.log("drew", f"{player(seat)} draws {drawn} unit{'s' if drawn != 1 else ''} from the top of their deck", seat)
