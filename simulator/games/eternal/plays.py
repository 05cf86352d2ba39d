"""Playing cards and abilities, and the stack with last-in first-out resolution and priority
(000 1.3, 1.4, 4.2, 6.1-6.5; 003 "The Stack, Priorities, and Validity"); the state-based
checks run after every change are in checks.py.

Stack items are flat dicts: kind ("spell" | "trigger" | "ability" | "attack"), seat (the
controller), src (the card whose text resolves), card (a spell card waiting on the stack,
else -1), i (trigger or ability index), target, student/bonded, react (whether the other
player may respond to it), ambushed (a direct attack turned on an Ambush unit: 1, then 2
once the attacking player has had their chance to answer, 000 5.0).
"""
from __future__ import annotations

from typing import Any

from .acts import (FREE_PLAYS, Ctx, bounce, destroy, draw, enter_playmat, player, raise_max_power, raise_own,
                   raise_watchers)
from .ability_gates import SACRIFICE_LESS, sacrifice_discount
from .amplify import AMPLIFY, amplify_cost
from .cards import FACTIONS, KW
from .checks import CHANGED, SETTLED, TOUCHED, check_state, end_game, state_checks
from .effects import OPS, Env, Op, op, pick
from .modes import spell_choice
from .targets import still_valid, valid_targets
from .state import ULTIMATE_USED, ONCE_USED, player_ref, ref_seat
from .stats import cost as card_cost, health, keywords, units_count
from .zones import UNIT_MAX, info_of, lift, to_void


# --- the stack ------------------------------------------------------------------------

def push_item(ctx: Ctx, item: dict[str, Any]) -> None:
    """Put an item on the stack; the other player may respond if it concerns them (000 4.2)."""
    st = ctx.st
    st.stack.append(item)
    st.prio = 1 - item["seat"] if item["react"] else -1


def pass_priority(st) -> None:
    """The player answering the top of the stack passes: it resolves. 000 5.0 "Reacting to
    Direct Attack": "If the enemy player plays an Ambush unit, the current player can play
    fast spells", so after an Ambush the attacking player gets that chance first."""
    top = st.stack[-1]
    if top["kind"] == "attack" and top.get("ambushed") == 1 and st.prio != top["seat"]:
        top["ambushed"] = 2
        st.prio = top["seat"]
    else:
        st.prio = -1


def _target_is_enemy(st, seat: int, target: int | None) -> bool:
    if target is None:
        return False
    if target < 0:
        return ref_seat(target) != seat
    return st.owners[target] != seat


def stack_pending(ctx: Ctx) -> None:
    """Put waiting triggered abilities on the stack, the first raised resolving first
    (000 6.4: the game orders simultaneous triggers); choose their targets first."""
    st, cards = ctx.st, ctx.cards
    while st.pending and st.choice is None:
        seat, src, idx, env = st.pending.pop()
        if "card" in env:   # an enemy_discard trigger's card rides as "discarded" (the item's own "card" is -1)
            env = {**{k: v for k, v in env.items() if k != "card"}, "discarded": env["card"]}
        triggers = cards[env.get("as", st.kinds[src])].triggers   # "as": the source before a transform
        if idx >= len(triggers):   # a hidden card transformed meanwhile: its ability is gone with it
            continue
        trig = triggers[idx]
        if trig.target is not None and ("target" not in env or env.get("on_host")):   # Peacekeeper's Prod
            options = valid_targets(st, cards, seat, src, trig.target)
            lo = 0 if trig.target.optional else 1
            got = pick(ctx, seat, src, {"op": "_trigger_target", "i": idx}, env,
                       f"{cards[st.kinds[src]].name}: choose a target", options, lo, 1)
            if got is None:
                return
            if not got:
                continue
            env = {**env, "target": int(got[0])}
        push_item(ctx, {"kind": "trigger", "seat": seat, "src": src, "card": -1, "i": idx,
                        "react": trig.reactable or _target_is_enemy(st, seat, env.get("target")), **env})


@op("_trigger_target")
def _op_trigger_target(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    if not picks:
        return
    trig = ctx.cards[env.get("as", st.kinds[src])].triggers[o["i"]]
    target = int(picks[0])
    push_item(ctx, {"kind": "trigger", "seat": seat, "src": src, "card": -1, "i": o["i"],
                    "react": trig.reactable or _target_is_enemy(st, seat, target), **env, "target": target})


def effects_of(ctx: Ctx, item: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """The ops an item resolves (a trigger's or ability's from the card it belonged to, "as",
    even if its source was transformed since: the ability on the stack stays what it was)."""
    card = ctx.cards[item.get("as", ctx.st.kinds[item["src"]])]
    if item["kind"] == "trigger":
        return card.triggers[item["i"]].effects if item["i"] < len(card.triggers) else ()
    if item["kind"] == "ability":
        return card.abilities[item["i"]].effects if item["i"] < len(card.abilities) else ()
    return card.effects


def resolve_top(ctx: Ctx) -> None:
    """Resolve the last item added (003: last in, first out)."""
    st = ctx.st
    item = st.stack[-1]
    if item.get("resolving"):
        return
    item["resolving"] = True
    st.popped.clear()
    seat, src = item["seat"], item["src"]
    env = {k: item[k] for k in ("target", "student", "bonded", "unit", "played", "spell", "drawn", "amount", "mode", "discarded") if k in item}   # unit, played: what a trigger speaks of
    card = ctx.cards[item.get("as", st.kinds[src])]
    tasks: list = []
    if item["kind"] == "attack":
        tasks.append((seat, src, {"op": "_direct_fight"}, env))
    elif item["kind"] == "spell" and card.type == "curse":
        tasks.append((seat, src, {"op": "_attach_curse"}, env))
    elif item["kind"] == "spell" and card.type == "cursed_relic":
        tasks.append((seat, src, {"op": "_attach_cursed_relic"}, env))
    else:
        what = f"{card.name} ({card.triggers[item['i']].on})" if item["kind"] == "trigger" and item["i"] < len(card.triggers) \
            else card.name
        ctx.log("resolve", f"{what} resolves", seat, (src,))
        tasks += [(seat, src, step, env) for step in effects_of(ctx, item)]
    tasks.append((seat, src, {"op": "_item_done"}, {}))
    st.tasks[0:0] = tasks


def resolving(st) -> dict[str, Any]:
    """The item resolving now: a card played while it resolves (a Destiny spell drawn by
    it) goes on the stack above it and waits until it is done."""
    for item in reversed(st.stack):
        if item.get("resolving"):
            return item
    return st.stack[-1]


@op("_item_done")
def _op_item_done(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    item = resolving(st)
    st.stack.remove(item)
    c = item.get("card", -1)
    if c >= 0:
        card = ctx.cards[st.kinds[c]]
        if card.is_spell:
            _spell_to_void(ctx, c)
        elif not still_placed(st, c):
            to_void(st, c)
    st.popped.clear()
    if st.stack:
        top = st.stack[-1]
        st.prio = 1 - top["seat"] if top["react"] else -1
    else:
        st.prio = -1


def still_placed(st, c: int) -> bool:
    """True once a curse or cursed relic has found its place."""
    i = st.info.get(c)
    return (i is not None and i.host >= 0) or c in st.relics[0] or c in st.relics[1]


def _spell_to_void(ctx: Ctx, c: int) -> None:
    st = ctx.st
    i = st.info.get(c)
    card = ctx.cards[st.kinds[c]]
    if card.kw & KW["revenge"] and not (i is not None and i.lost & KW["revenge"]):
        i = info_of(st, c)
        i.lost |= KW["revenge"]
        i.kw |= KW["destiny"]
        deck = st.decks[st.owners[c]]
        deck.insert(len(deck) - st.rng.below(min(10, len(deck)) + 1), c)
        ctx.log("revenge", f"Revenge puts {card.name} into the top ten cards of the deck", st.owners[c], (c,))
        return
    to_void(st, c)


@op("_attach_curse")
def _op_attach_curse(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    host = env.get("target")
    if host is None or host < 0 or not still_valid(st, host) or st.info[host].entered < 0:
        ctx.log("fizzle", f"{ctx.name(src)} has nothing to curse", seat, (src,))
        return
    from .targets import shielded
    if shielded(ctx, seat, host):
        return
    resolving(st)["card"] = -1
    attach(ctx, seat, src, host)


@op("_attach_cursed_relic")
def _op_attach_cursed_relic(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    resolving(st)["card"] = -1
    st.relics[1 - seat].append(src)
    info_of(st, src).entered = st.turn_no
    if ctx.cards[st.kinds[src]].aura is not None:
        st.auras.append(src)
    ctx.log("played", f"{ctx.name(src)} curses {player(1 - seat)}", seat, (src,))
    raise_own(ctx, seat, src, "summon")


def attach(ctx: Ctx, seat: int, c: int, host: int) -> None:
    """A weapon or curse joins a unit (000 1.3); its Summon fires."""
    st = ctx.st
    hi = info_of(st, host)
    hi.att = hi.att + [c]   # a new list: `att` is never changed in place (state.Inst)
    i = info_of(st, c)
    i.leave_play()
    i.host = host
    if ctx.cards[st.kinds[c]].kw & KW["aegis"] and not hi.silenced:
        hi.shield = True   # 003 Aegis: a unit that gains Aegis gains an Aegis shield
    ctx.log("played", f"{player(seat)} plays {ctx.name(c)} on {ctx.name(host)}", seat, (c, host))
    raise_own(ctx, seat, c, "summon", {"target": host, "on_host": True})   # on_host: a target of its own is chosen
    if ctx.cards[st.kinds[c]].type == "weapon" and st.owners[host] == seat:
        raise_own(ctx, seat, host, "weapon_on")   # Rilgon: "When you play a weapon on Rilgon"


# --- playing a card -----------------------------------------------------------------

def play_card(ctx: Ctx, seat: int, c: int, target: int | None, choice: Any, free: bool = False) -> None:
    """Play a card from hand (or the top of the deck with Warp): pay, then place it.

    Units, weapons, relics, relic weapons, sites and powers take effect at once; spells,
    curses and cursed relics go on the stack for the other player to answer (000 4.2).
    """
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[c]]
    if not free:
        price = card_cost(st, cards, c)
        if choice == "bond" and target is not None and target >= 0:
            from .stats import attack
            price = max(0, price - max(0, attack(st, cards, target)))
            info_of(st, target).ex = True
        if not card.is_power:
            st.power[seat] -= price
        if choice == AMPLIFY:
            st.power[seat] -= amplify_cost(card)   # "Amplify N": N power more (amplify.py)
        if choice == SACRIFICE_LESS and target is not None and target in st.boards[seat]:
            st.power[seat] += min(price, sacrifice_discount(card))   # Heirloom Blade (ability_gates.py)
            destroy(ctx, target, "is sacrificed")
            target = None
    lift(st, c)
    if card.additional_cost == "sacrifice_unit" and not free:
        ctx.log("played", f"{player(seat)} plays {card.name}", seat, (c,))
        st.stack.append({"kind": "spell", "seat": seat, "src": c, "card": c, "i": -1, "react": False,
                         "casting": True, **({"target": target} if target is not None else {})})
        st.tasks.insert(0, (seat, c, {"op": "_sacrifice_cost"}, {}))
        return
    place(ctx, seat, c, target, choice)


def place(ctx: Ctx, seat: int, c: int, target: int | None, choice: Any, deplete: bool = False) -> None:
    """Put a paid-for card where its type goes (deplete: a power card played depleted by
    the effect that plays it, Secret Pages; or marked so, Find the Way's "depleted when played")."""
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[c]]
    t = card.type
    if t != "power":   # The Witching Hour: "When you play a non-power card" (it waits in hand)
        raise_watchers(ctx, "hand_play", seat, {"played": c})
    if t == "power":
        st.powers[seat].append(c)
        st.power_played = True if seat == st.turn else st.power_played
        for f, n in zip(FACTIONS, card.influence):
            st.influence[seat][FACTIONS.index(f)] += n
        depleted = card.depleted or (card.depleted_unless_unit and not any(cards[st.kinds[u]].is_unit for u in st.boards[seat]))
        depleted = depleted or deplete or bool(keywords(st, cards, c) & KW["depleted"])
        ctx.log("played", f"{player(seat)} plays {card.name}" + (" (depleted)" if depleted else ""), seat, (c,))
        raise_max_power(ctx, seat, 1, depleted)
        st.tasks[0:0] = [(seat, c, step, {}) for step in card.effects]
        raise_watchers(ctx, "empower", seat, {"played": c})   # Marshal Ironthorn: "that power"
    elif t in ("unit", "site"):
        ctx.log("played", f"{player(seat)} plays {card.name}", seat, (c,))
        env: dict[str, Any] = {}
        if choice == "mentor" and target is not None:
            info_of(st, target).ex = True
            env["student"] = target
        elif choice == "bond" and target is not None:
            env["bonded"] = target
        full = units_count(st, cards, seat) + (2 if t == "site" else 1) > UNIT_MAX
        enter_playmat(ctx, seat, c, True, env)
        if "student" in env:
            raise_own(ctx, seat, c, "mentor", env)
            raise_own(ctx, seat, env["student"], "student")   # "When Highbranch Sentry is a Student"
        if "bonded" in env:
            raise_own(ctx, seat, c, "bond", env)
        if full and t == "unit":
            st.tasks.insert(0, (seat, c, {"op": "_make_room"}, {}))
        _ambush_redirect(ctx, seat, c)
    elif t == "weapon":
        attach(ctx, seat, c, int(target))  # type: ignore[arg-type]
        raise_watchers(ctx, "play_weapon", seat, {"played": c})   # Oni Quartermaster: "When you play a weapon"
    elif t == "relic":
        st.relics[seat].append(c)
        info_of(st, c).entered = st.turn_no
        if card.aura is not None:
            st.auras.append(c)
        ctx.log("played", f"{player(seat)} plays {card.name}", seat, (c,))
        raise_own(ctx, seat, c, "summon")
        raise_watchers(ctx, "play_relic", seat, {"played": c}, exclude=c)
    elif t == "relic_weapon":
        old = st.weapon[seat]
        if old >= 0:
            destroy(ctx, old)   # 000 4.31: the old weapon and all its armor go first
        st.relics[seat].append(c)
        st.weapon[seat] = c
        info_of(st, c).entered = st.turn_no
        if card.aura is not None:   # Oblivion Spike: "+1 Strength for each unit in your void"
            st.auras.append(c)
        st.armor[seat] += max(0, card.health + info_of(st, c).hp)   # Warcry/Temper's +X Health too
        ctx.log("played", f"{player(seat)} equips {card.name} ({st.armor[seat]} armor)", seat, (c,))
        raise_own(ctx, seat, c, "summon")
        if st.hurt[1 - seat]:   # Jawbone Hatchet: "Spark: +2/+2" (003 Spark: the enemy was dealt damage this turn)
            raise_own(ctx, seat, c, "spark")
        raise_watchers(ctx, "play_relic", seat, {"played": c}, exclude=c)   # a relic weapon is a relic
        raise_watchers(ctx, "play_relic_weapon", seat, {"played": c}, exclude=c)
        raise_watchers(ctx, "play_weapon", seat, {"played": c}, exclude=c)   # a relic weapon is a weapon
    else:   # spell, fast spell, curse, cursed relic: onto the stack
        ctx.log("played", f"{player(seat)} plays {card.name}" + (f" on {ctx.name(target)}" if target is not None else ""),
                seat, (c,) + ((target,) if target is not None and target >= 0 else ()))
        item = {"kind": "spell", "seat": seat, "src": c, "card": c, "i": -1, "react": True}
        if target is not None:
            item["target"] = target
        spell_choice(st, item, choice)   # a Choice spell's mode, a Mentor spell's Student (modes.py)
        if choice == AMPLIFY:
            item["amplified"] = True
        push_item(ctx, item)
        if card.type in ("curse", "cursed_relic"):   # Skywalk Enforcer: "When you play a curse"
            raise_watchers(ctx, "play_curse", seat, {"played": c})
        if card.is_spell:
            st.spells_played[seat] += 1   # North-Wind Herald: "if you have played two spells this turn"
            raise_watchers(ctx, "play_spell", seat, {"spell": c})
            raise_watchers(ctx, "enemy_play_spell", 1 - seat, {"spell": c})   # Snapping Brushstalker
            if target is not None and target >= 0 and target in st.boards[st.owners[target]] and "student" not in item:
                raise_own(ctx, st.owners[target], target, "spell_on", {"spell": c})   # "When a spell is played directly on X"


def _ambush_redirect(ctx: Ctx, seat: int, c: int) -> None:
    """000 4.3: an Ambush unit played against a direct attack becomes its target."""
    st = ctx.st
    for item in reversed(st.stack):
        if item["kind"] == "attack" and item["seat"] != seat and not item.get("resolving"):
            item["target"] = c
            item["ambushed"] = item.get("ambushed") or 1
            ctx.log("ambush", f"{ctx.name(c)} ambushes: the attack turns on it", seat, (c,))
            return


@op("_sacrifice_cost")
def _op_sacrifice_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """003 Payment: an additional cost (Burn Out's sacrifice) is paid before the spell waits."""
    st, cards = ctx.st, ctx.cards
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit to sacrifice", own, 1, 1)
    if got is None:
        return
    item = st.stack[-1]
    item.pop("casting", None)
    if got:
        destroy(ctx, int(got[0]), "is sacrificed")
    item["react"] = True
    st.prio = 1 - seat
    st.spells_played[seat] += 1
    raise_watchers(ctx, "play_spell", seat, {"spell": src})
    raise_watchers(ctx, "enemy_play_spell", 1 - seat, {"spell": src})
    t = item.get("target")
    if t is not None and t >= 0 and t in st.boards[st.owners[t]]:
        raise_own(ctx, st.owners[t], t, "spell_on")


@op("_make_room")
def _op_make_room(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """000 6.1: over 12 units, the player kills one of their units (the new one allowed)."""
    st, cards = ctx.st, ctx.cards
    if units_count(st, cards, seat) <= UNIT_MAX:
        return
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Too many units: choose one to kill", own, 1, 1)
    if got:
        destroy(ctx, int(got[0]), "is killed to make room")


def free_target(ctx: Ctx, seat: int, c: int) -> tuple[bool, list[int]]:
    """(needs a target, the legal targets) for playing a card for free."""
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[c]]
    if card.type == "weapon":   # Cloudsnake Saddle: "Can only be played on a unit with Flying" (its target)
        own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
        return True, own if card.target is None else [u for u in own if u in valid_targets(st, cards, seat, c, card.target)]
    if card.type == "curse":
        return True, [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    if card.target is not None and card.is_spell:
        return True, valid_targets(st, cards, seat, c, card.target)
    return False, []


def play_free(ctx: Ctx, seat: int, c: int, from_zone: bool = True) -> bool:
    """Play a card without paying (Destiny, "play from your void"): 000 1.3 free plays,
    counted toward the 50 a turn (000 6.3). False when it cannot be played."""
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[c]]
    if st.free_plays >= FREE_PLAYS or card.additional_cost:
        return False
    if card.is_unit and units_count(st, cards, seat) >= UNIT_MAX:
        return False
    needs, options = free_target(ctx, seat, c)
    if needs and not options:
        return False
    st.free_plays += 1
    if needs:
        st.tasks.insert(0, (seat, c, {"op": "_free_place"}, {}))
        return True
    lift(st, c)
    played = st.power_played
    place(ctx, seat, c, None, None)
    if card.is_power:   # 000 1.3: the one power card a turn is the one played from hand
        st.power_played = played
    return True


@op("_free_place")
def _op_free_place(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    _, options = free_target(ctx, seat, src)
    got = picks if picks is not None else pick(ctx, seat, src, o, env, f"Choose where {ctx.name(src)} goes", options, 1, 1)
    if not got:
        return
    lift(ctx.st, src)
    place(ctx, seat, src, int(got[0]), None)


@op("_destiny")
def _op_destiny(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """003 Destiny: played for free when drawn, then draw another card."""
    st = ctx.st
    if src not in st.hands[seat]:
        return
    card = ctx.cards[st.kinds[src]]
    if card.is_unit and units_count(st, ctx.cards, seat) >= UNIT_MAX:
        lift(st, src)   # 000 6.1: Destiny fails to play the unit and discards it
        to_void(st, src)
        ctx.log("discard", f"{card.name} has no room and is discarded", seat, (src,))
        return
    if play_free(ctx, seat, src):
        ctx.log("destiny", f"Destiny: {ctx.name(src)} is played", seat, (src,))
        draw(ctx, seat, 1)


# --- activated abilities ------------------------------------------------------------

def use_ability(ctx: Ctx, seat: int, src: int, idx: int, target: int | None) -> None:
    """Pay an activated ability's cost and put it on the stack (000 1.4)."""
    st = ctx.st
    ab = ctx.cards[st.kinds[src]].abilities[idx]
    st.power[seat] -= ab.pay
    i = info_of(st, src)
    if ab.exhaust:
        i.ex = True
    if ab.ultimate:
        i.used |= ULTIMATE_USED
    if ab.once_per_turn:
        i.used |= ONCE_USED
    ctx.log("ability", f"{player(seat)} uses {ctx.name(src)}" + (f" on {ctx.name(target)}" if target is not None else ""),
            seat, (src,))
    item = {"kind": "ability", "seat": seat, "src": src, "card": -1, "i": idx, "as": st.kinds[src],
            "react": ab.reactable or _target_is_enemy(st, seat, target)}
    if target is not None:
        item["target"] = target
    if ab.sacrifice:
        destroy(ctx, src, "is sacrificed")
    push_item(ctx, item)


# --- the end of a game ---------------------------------------------------------------

def concede(ctx: Ctx, seat: int) -> None:
    """000 1.1: "A player wins if the other player concedes"."""
    st = ctx.st
    winner = 1 - seat
    st.summary = f"{player(winner)} wins: {player(seat)} concedes"
    st.winners = [winner]
    st.phase = "over"
    st.choice = None
    st.tasks.clear()
    ctx.log("game_over", st.summary, winner)


def bounce_unit(ctx: Ctx, u: int) -> None:
    """Return a unit to its owner's hand (exposed for tests)."""
    bounce(ctx, u)


def player_target(seat: int) -> int:
    """The target value naming a player."""
    return player_ref(seat)


__all__ = ["play_card", "play_free", "use_ability", "push_item", "stack_pending", "resolve_top",
           "state_checks", "check_state", "end_game", "raise_max_power", "OPS", "health",
           "SETTLED", "TOUCHED", "CHANGED"]
