"""The game's basic acts: damage, health, death, entering the playmat, drawing, creating
cards; each raises the triggered abilities it causes (they wait in `pending` until the
stack takes them, 003 "state-based actions")."""
from __future__ import annotations

from typing import Any

from ..common.effects import EffectContext, player
from .auras_set3_sm import note_death
from .hooks import CURSED_TURN, DAMAGE_WATCH, MORE_CONDITIONS, PLAYER_DAMAGE_WATCH
from .cards import FACTIONS, KW, TBIT, Card
from .state import (ALLY_DONE, DEADLY_TO_PLAYERS, INFILTRATED, LINK_DIES, ULTIMATE_USED, EternalState, player_ref,
                    ref_seat)
from .stats import attack, blocked, health, healing_locked, keywords, units_count
from .zones import UNIT_MAX, drew_one, info_of, lift, new_instance, to_hand, to_void
from .uses import HEARD, HOOK_DAMAGE, heard_by, note_kind
from .unit_types import has_type, unit_types

DEADLY, DOUBLE, INVULNERABLE = KW["deadly"], KW["double_damage"], KW["invulnerable"]
FREE_PLAYS = 50   # 000 6.3


class Ctx(EffectContext[EternalState]):
    """One apply() call's working set: the state, the card table, and the events emitted
    (the common EffectContext shape)."""

    __slots__ = ()
    cards: tuple[Card, ...]

    def card(self, c: int) -> Card:
        """The printed card of an instance."""
        return self.cards[self.st.kinds[c]]

    def name(self, c: int) -> str:
        """A card's printed name, or a player's name for a player reference."""
        if c < 0:
            return player(ref_seat(c))
        return self.cards[self.st.kinds[c]].name


def is_night(st: EternalState) -> bool:
    """003 Nightfall / Night (never before the first turn, during the opening hands)."""
    return 0 < st.turn_no <= st.night_until


# --- triggers ---------------------------------------------------------------------

def cond_ok(ctx: Ctx, seat: int, src: int, cond: str, env: dict[str, Any] | None = None) -> bool:
    """Whether a trigger's or op's condition holds now (env: what the trigger speaks of;
    "a&b": all of them, cards.condition_known)."""
    st = ctx.st
    if not cond:
        return True
    if "&" in cond:
        return all(cond_ok(ctx, seat, src, part, env) for part in cond.split("&"))
    if cond == "big_unit":   # "When you play a unit with 5 Strength or more"
        u = (env or {}).get("unit")
        return u is not None and attack(st, ctx.cards, u) >= 5
    if cond == "max_power_8":   # Vodakhan's Staff: "If you have 8 or more Maximum Power"
        return st.max_power[seat] >= 8
    if cond == "ultimate":   # Friendly Wisp: an Ultimate trigger fires once while on the playmat (003 Ultimate)
        i = st.info.get(src)
        return i is None or not i.used & ULTIMATE_USED
    if cond == "second_unit":   # Vault of the Praxis: "When you play your second unit in a turn"
        return st.units_played[seat] == 2
    if cond.startswith("influence:"):   # Dawnwalker's "{T}{T}{T}{T}: ..."
        need = cond[len("influence:"):]
        return all(need.count(f) <= st.influence[seat][n] for n, f in enumerate(FACTIONS))
    if cond == "spark":
        return st.hurt[1 - seat]
    if cond == "night":
        return is_night(st)
    if cond == "has_unit":
        return any(ctx.cards[st.kinds[u]].is_unit for u in st.boards[seat] if u != src)
    if cond == "aegis":   # Mistveil Drake: "If you have an Aegis"
        return st.pshield[seat]
    if cond == "no_armor":   # Plated Demolisher: "if you have no Armor"
        return st.armor[seat] <= 0
    if cond == "gained":     # Beckoning Lumen: "if you gained Health" (this turn)
        return st.gained[seat] > 0
    if cond == "student_flying":   # Aerialist Trainer: "If the Student has Flying"
        u = (env or {}).get("student")
        return u is not None and bool(keywords(st, ctx.cards, u) & KW["flying"])
    if cond == "own_other_unit":   # Grinva: "When one of your other units dies"
        u = (env or {}).get("unit")
        return u is not None and u != src and st.owners[u] == seat
    if cond == "enemy_spell":   # Outlands Brute: "When the enemy player plays a spell directly on X"
        sp = (env or {}).get("spell")
        return sp is not None and st.owners[sp] != seat
    if cond == "no_spark":   # Swindle: "Draw two cards. Spark: Draw three cards instead."
        return not st.hurt[1 - seat]
    more = MORE_CONDITIONS.get(cond)   # the part modules' conditions (ops_set*.py register them)
    return True if more is None else more(ctx, seat, src, env)


def raise_own(ctx: Ctx, seat: int, src: int, on: str, env: dict[str, Any] | None = None) -> None:
    """A card's own triggered ability of this kind fires (unless the card is silenced)."""
    card = ctx.cards[ctx.st.kinds[src]]
    if on == "discarded":   # Dreamsnatcher: "When the enemy player discards a non-power card"
        raise_watchers(ctx, "enemy_discard", 1 - seat, {"card": src})
    if not card.tmask & TBIT[on]:
        return
    i = ctx.st.info.get(src)
    if i is not None and i.silenced:
        return
    for idx, t in enumerate(card.triggers):
        if t.on == on and cond_ok(ctx, seat, src, t.cond, env):
            if (t.filter or t.unit_type and on != "ally") and not _event_ok(ctx, t, env):
                continue
            if "ultimate" in t.cond.split("&"):
                info_of(ctx.st, src).used |= ULTIMATE_USED
            # "as": the card whose ability this is, should the source be transformed before it resolves
            # (on the playmat only, where the card is public)
            was = {"as": ctx.st.kinds[src]} if i is not None and i.entered >= 0 else {}
            ctx.st.pending.append([seat, src, idx, {**(env or {}), **was}])


def _event_ok(ctx: Ctx, t: Any, env: dict[str, Any] | None) -> bool:
    """A trigger's unit_type and filter (cards.EVENT_FILTERS) on the card its event is about
    (env "unit", "spell" or "drawn"): "When you play a Yeti", "another unit with Flying",
    "After you play a {P} spell", "Units you draw". An event about no card passes."""
    env = env or {}
    c = env.get("unit", env.get("spell", env.get("drawn")))
    if c is None or c < 0:
        return True
    st, card = ctx.st, ctx.cards[ctx.st.kinds[c]]
    if t.unit_type and t.unit_type not in unit_types(st, ctx.cards, c):
        return False
    for key, value in t.filter:
        if key == "unit_type" and value not in unit_types(st, ctx.cards, c) or key == "faction" and value not in card.factions:
            return False
        if key == "flying" and bool(keywords(st, ctx.cards, c) & KW["flying"]) != bool(value):
            return False
        if key == "types" and card.type not in value:
            return False
    return True


# Abilities that work from a void, or from a hand or deck, and the event they watch for.
ZONE_WATCH = {"empower": (("voids", "void_empower"),),
              "play_unit": (("voids", "void_play_unit"), ("hands", "held_play_unit"), ("decks", "held_play_unit"))}
ZONE_WATCH.update({"turn_start": (("voids", "void_turn_start"),),   # The Tormentor: "if it is in the void"
                   "hand_play": (("hands", "hand_play"),)})         # The Witching Hour, from hand


_HELD_KINDS: tuple[tuple[Card, ...], dict[str, frozenset[int]]] | None = None   # the last table asked about


def held_kinds(cards: tuple[Card, ...]) -> dict[str, frozenset[int]]:
    """The kinds (card-table indexes) with an ability that works from a hand, deck or void,
    by the ZONE_WATCH ability kind, and under "transmute" those with Transmute. A zone is
    searched for them with set.isdisjoint before its cards are gone through one by one: most
    of the time it holds none, and a deck is long. Kept for the last table asked about (an
    immutable tuple of frozen cards: only another table needs new sets)."""
    global _HELD_KINDS
    if _HELD_KINDS is not None and _HELD_KINDS[0] is cards:
        return _HELD_KINDS[1]
    bits = {kind: TBIT[kind] for watched in ZONE_WATCH.values() for _, kind in watched}
    having: dict[str, set[int]] = {kind: set() for kind in (*bits, "transmute")}
    for k, card in enumerate(cards):
        for kind, bit in bits.items():
            if card.tmask & bit:
                having[kind].add(k)
        if card.transmute is not None:
            having["transmute"].add(k)
    found = {kind: frozenset(ks) for kind, ks in having.items()}
    if isinstance(cards, tuple):   # a list could change under kept sets
        _HELD_KINDS = (cards, found)
    return found


def _raise_in_zones(ctx: Ctx, on: str, seat: int, env: dict[str, Any] | None) -> None:
    """Cards in `seat`'s void, hand or deck whose ability works there (cards.TRIGGERS). From a
    void (public) they go on the stack like any trigger; from a hand or deck (hidden) the
    effects happen at once, unseen, without the stack (Idol of Destran's growth)."""
    st, cards = ctx.st, ctx.cards
    kinds = st.kinds
    watching = held_kinds(cards)
    for zone, kind in ZONE_WATCH[on]:
        held = getattr(st, zone)[seat]
        if watching[kind].isdisjoint(map(kinds.__getitem__, held)):
            continue   # no card there has the ability
        bit = TBIT[kind]
        for c in held:
            if not cards[kinds[c]].tmask & bit:
                continue
            if zone == "voids":
                raise_own(ctx, seat, c, kind, env)
                continue
            i = st.info.get(c)
            if i is not None and i.silenced:
                continue
            from .effects import OPS
            for t in cards[st.kinds[c]].triggers:
                if t.on == kind and cond_ok(ctx, seat, c, t.cond, env):
                    for step in t.effects:
                        OPS[step["op"]](ctx, seat, c, step, dict(env or {}), None)


def raise_watchers(ctx: Ctx, on: str, seat: int, env: dict[str, Any] | None = None, exclude: int = -1) -> None:
    """Cards on `seat`'s playmat (units, their weapons, relics) that watch for an event."""
    st, cards, bit = ctx.st, ctx.cards, TBIT[on]
    if not st.uses & (HEARD.get(on) or heard_by(on, CURSED_TURN, ZONE_WATCH)):
        return   # no card of the game has an ability that watches for it (uses.py)
    kinds, info = st.kinds, st.info
    units, relics = st.boards[seat], st.relics[seat]   # (raise_own changes neither)
    for u in units + relics if relics else units:
        if cards[kinds[u]].tmask & bit and u != exclude:
            # a cursed relic watches the cursed player, for the player who played it
            raise_own(ctx, st.owners[u], u, on, env)
        i = info.get(u)
        if i is not None and i.att:
            for a in i.att:
                if cards[kinds[a]].tmask & bit and st.owners[a] == seat:
                    raise_own(ctx, seat, a, on, env)
                elif on in CURSED_TURN and st.owners[a] != seat and cards[kinds[a]].tmask & TBIT[CURSED_TURN[on]]:
                    raise_own(ctx, st.owners[a], a, CURSED_TURN[on], env)   # Electropy: "the cursed unit's turn"
    if on in ZONE_WATCH:
        _raise_in_zones(ctx, on, seat, env)


# --- damage and health ------------------------------------------------------------

def damage(ctx: Ctx, src: int, ref: int, amount: int, bits: int, by: str = "Battle") -> int:
    """Deal damage from a source with skills `bits` to a unit, site or player (ref < 0).

    Returns the damage dealt (armor absorbs a player's first, 000 4.31). Double Damage
    doubles, Deadly kills a damaged unit, Invulnerable takes none (003).
    """
    st = ctx.st
    if amount <= 0:
        return 0
    if bits & DOUBLE:
        amount *= 2
    if ref < 0 and bits & KW["double_damage_players"]:   # Censari Brigand: "Deals double damage to players"
        amount *= 2
    if ref < 0:
        p = ref_seat(ref)
        if st.pkw[p] & INVULNERABLE:
            return 0
        soak = min(st.armor[p], amount)
        st.armor[p] -= soak
        if soak:   # Shieldsmith: "When you lose Armor, Shieldsmith gets that much Strength"
            raise_watchers(ctx, "armor_loss", p, {"amount": soak})
        st.health[p] -= amount - soak
        st.hurt[p] = True
        if st.dealt is not None:   # Sindok: "for each damage the enemy player has taken this turn"
            st.dealt[p] = [st.turn_no, (st.dealt[p][1] if st.dealt[p][0] == st.turn_no else 0) + amount - soak]
        if src >= 0 and ctx.cards[st.kinds[src]].is_unit and src not in st.hitters[p]:
            st.hitters[p].append(src)   # Lurking Sanguar: "two units dealt damage to the enemy player this turn"
        si = st.info.get(src) if src >= 0 else None
        if si is not None and si.used & DEADLY_TO_PLAYERS and amount > soak and st.health[p] > 0:
            st.health[p] = 0   # The Last Word: "make The Last Word's attacks deadly to players"
        ctx.log("damage", f"{ctx.name(src) if src >= 0 else by} deals {amount} damage to {player(p)}"
                + (f" ({soak} to armor)" if soak else ""), p, (src,) if src >= 0 else ())
        for fn in PLAYER_DAMAGE_WATCH if st.uses & HOOK_DAMAGE else ():   # the part modules' "when it
            fn(ctx, src, p, amount)                                      # deals damage" (ops_set4_psm_b)
        return amount
    i = st.info.get(ref)
    if i is None or i.entered < 0:
        return 0
    if keywords(st, ctx.cards, ref) & INVULNERABLE:
        return 0
    i.dmg += amount
    if bits & DEADLY and ctx.cards[st.kinds[ref]].is_unit:
        i.dmg = max(i.dmg, health(st, ctx.cards, ref))
    ctx.log("damage", f"{ctx.name(src) if src >= 0 else by} deals {amount} damage to {ctx.name(ref)}",
            st.owners[ref], ((src,) if src >= 0 else ()) + (ref,))
    for fn in DAMAGE_WATCH if st.uses & HOOK_DAMAGE else ():   # the part modules' "When a unit takes
        fn(ctx, src, ref, amount)                               # damage" (ops_set4_ftj), in games with one
    return amount


def gain_health(ctx: Ctx, seat: int, n: int) -> None:
    """A player gains health; Lifeforce abilities watch for it (003 Lifeforce)."""
    if n <= 0:
        return
    st = ctx.st
    if st.auras and healing_locked(st, ctx.cards, seat):   # Groundbreaker
        return
    st.health[seat] += n
    st.gained[seat] += n
    ctx.log("heal", f"{player(seat)} gains {n} health", seat)
    raise_watchers(ctx, "lifeforce", seat, {"amount": n})   # Cabal Slasher: "gets that much Strength"


def hit_player(ctx: Ctx, src: int, seat: int, amount: int, bits: int) -> int:
    """A unit's damage to the enemy player, with Infiltrate (003 Infiltrate: "If the ability
    requires a legal target which does not exist at the time of damage, no effect will occur
    and the Infiltrate ability will not be consumed")."""
    dealt = damage(ctx, src, player_ref(seat), amount, bits)
    st, cards = ctx.st, ctx.cards
    if dealt > 0 and src >= 0 and cards[st.kinds[src]].is_unit:
        i = info_of(st, src)
        card = cards[st.kinds[src]]
        if not i.used & INFILTRATED and card.tmask & TBIT["infiltrate"] and not i.silenced:
            from .targets import valid_targets
            owner = st.owners[src]
            for t in card.triggers:
                if t.on == "infiltrate" and t.target is not None and not t.target.optional \
                        and not valid_targets(st, cards, owner, src, t.target):
                    return dealt
            i.used |= INFILTRATED
            raise_own(ctx, owner, src, "infiltrate")
    if dealt > 0 and src >= 0 and cards[st.kinds[src]].is_unit:   # "When X hits the enemy player" (Set 2):
        raise_own(ctx, st.owners[src], src, "hit")                   # every time, on the unit and its weapons
        raise_watchers(ctx, "ally_hit", st.owners[src], {"unit": src})   # First Flame: "one of your units hits"
        for a in info_of(st, src).att:
            if cards[st.kinds[a]].tmask & TBIT["hit"] and not info_of(st, src).silenced:
                raise_own(ctx, st.owners[a], a, "hit")
    if dealt > 0 and src >= 0 and cards[st.kinds[src]].is_unit:   # a weapon's Infiltrate (Beastcaller's
        for a in info_of(st, src).att:                               # Amulet): its wielder hits the player
            ai = info_of(st, a)
            if cards[st.kinds[a]].tmask & TBIT["infiltrate"] and not ai.used & INFILTRATED \
                    and not ai.silenced and not info_of(st, src).silenced:
                ai.used |= INFILTRATED
                raise_own(ctx, st.owners[a], a, "infiltrate")
    return dealt


# --- the playmat ------------------------------------------------------------------

def enter_playmat(ctx: Ctx, seat: int, u: int, played: bool = True, env: dict[str, Any] | None = None) -> None:
    """A unit or site enters its controller's playmat, ready (000 1.3), raising Summon."""
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[u]]
    st.boards[seat].append(u)
    i = info_of(st, u)
    i.leave_play()
    i.entered = st.turn_no
    if card.aura is not None:
        st.auras.append(u)
    if keywords(st, cards, u) & KW["aegis"]:
        i.shield = True
    if card.type == "site":
        if st.site[seat] >= 0:
            destroy(ctx, st.site[seat])
        st.site[seat] = u
        agenda_next(ctx, seat, u)
    if not played:
        return
    raise_own(ctx, seat, u, "summon", env)
    if st.hurt[1 - seat]:
        raise_own(ctx, seat, u, "spark", env)
    if card.is_unit:
        st.units_played[seat] += 1
        _ally(ctx, seat, u)
        raise_watchers(ctx, "play_unit", seat, {"unit": u}, exclude=u)
        raise_watchers(ctx, "enemy_play_unit", 1 - seat, {"unit": u})   # Fortunate Stranger: "When a player plays"


def agenda_next(ctx: Ctx, seat: int, site: int) -> None:
    """A site's Agenda (000 1.3: sites "play cards from their Agenda"): when it enters and
    at the start of its controller's turns, the site plays the next Agenda card for free
    (a card played by an effect costs nothing, 000 1.3), its controller choosing any
    target. A card that cannot be played now (no legal target, no room, the 50 free plays
    of 000 6.3 spent) waits for the next time."""
    from .plays import play_free
    from .targets import valid_targets
    st, cards = ctx.st, ctx.cards
    agenda = cards[st.kinds[site]].agenda
    i = info_of(st, site)
    if i.silenced or i.step >= len(agenda):
        return
    kind = next(c.index for c in cards if c.id == agenda[i.step])
    card = cards[kind]
    if st.free_plays >= FREE_PLAYS or card.is_unit and units_count(st, cards, seat) >= UNIT_MAX:
        return
    if card.target is not None and card.is_spell and not valid_targets(st, cards, seat, -1, card.target):
        return
    c = new_instance(st, kind, seat)
    i.step += 1
    ctx.log("agenda", f"{ctx.name(site)}'s Agenda plays {card.name}", seat, (c,))
    play_free(ctx, seat, c)


def _ally(ctx: Ctx, seat: int, new: int) -> None:
    """003 Ally: the first time a unit of the named type is with the Ally unit."""
    st, cards = ctx.st, ctx.cards
    for u in st.boards[seat]:
        card = cards[st.kinds[u]]
        if not card.tmask & TBIT["ally"]:
            continue
        i = info_of(st, u)
        if i.used & ALLY_DONE or i.silenced:
            continue
        for t in card.triggers:
            if t.on != "ally":
                continue
            others = [x for x in st.boards[seat] if x != u and has_type(st, cards, x, t.unit_type)]
            if others and (u == new or new in others):
                i.used |= ALLY_DONE
                raise_own(ctx, seat, u, "ally")
                break


def leave_playmat(ctx: Ctx, u: int) -> None:
    """Take a unit or site off the playmat; its attachments go to their owners' voids."""
    st = ctx.st
    seat = st.owners[u]
    if u in st.boards[seat]:
        st.boards[seat].remove(u)
    else:
        lift(st, u)
    if u in st.auras:
        st.auras.remove(u)
    if st.site[seat] == u:
        st.site[seat] = -1
    i = info_of(st, u)
    for a in i.att:
        ai = info_of(st, a)
        ai.leave_play()
        to_void(st, a)
        ctx.log("to_void", f"{ctx.name(a)} goes to the void", st.owners[a], (a,))
        raise_own(ctx, st.owners[a], a, "entomb")   # 003 Entomb: a weapon that goes to the void with its unit
    i.leave_play()
    if st.links:   # Ice Sprite's hold, Magus of the Mist's Dragon: ties end when either card leaves
        st.links = [x for x in st.links if u not in (x[1], x[2])]


def destroy(ctx: Ctx, c: int, verb: str = "dies") -> None:
    """Kill a card on the playmat (000 1.5): unit, site, attachment or relic.

    A unit with Revenge (and health above 0) goes into its deck's top ten instead, with
    Destiny and its Revenge spent (003 Revenge); otherwise it goes to the void and its
    Entomb fires (003 Entomb).
    """
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[c]]
    seat = st.owners[c]
    i = info_of(st, c)
    if card.type in ("unit", "site"):
        if c not in st.boards[seat]:
            return
        bits = keywords(st, cards, c)
        alive_stats = health(st, cards, c) > 0
        barred = blocked(st, cards, c)   # Statuary Maiden: "Enemy units can't entomb or revenge"
        doomed = [x[2] for x in st.links if x[0] == LINK_DIES and x[1] == c]   # "dies if Magus of the Mist dies"
        arms = [a for a in i.att if cards[st.kinds[a]].tmask & TBIT["wielder_dies"]]   # Copperhall Cudgel
        dying = {"unit": c, "amount": health(st, cards, c)} if arms else {}   # Sorrow's Shroud: "its Health"
        leave_playmat(ctx, c)
        if card.is_unit and bits & KW["revenge"] and alive_stats and "revenge" not in barred:
            if not (card.aura or {}).get("endless_revenge"):   # Makto: "Makto's Revenge never ends"
                i.lost |= KW["revenge"]
            i.kw |= KW["destiny"]
            deck = st.decks[seat]
            pos = len(deck) - st.rng.below(min(10, len(deck)) + 1)
            deck.insert(pos, c)
            ctx.log("revenge", f"{card.name} {verb}; Revenge puts it into the top ten cards of the deck", seat, (c,))
        else:
            to_void(st, c)
            if st.died is not None and card.is_unit:   # Sleeping Draught: "a unit ... that died this turn"
                note_death(st, c, st.owners[c])
            ctx.log("died", f"{card.name} {verb}", seat, (c,))
            if "entomb" not in barred:
                raise_own(ctx, seat, c, "entomb")
        for s in (0, 1):
            raise_watchers(ctx, "unit_dies", s, {"unit": c})
        for a in arms:      # "When the wielder dies" (the weapon is in its owner's void by now)
            raise_own(ctx, st.owners[a], a, "wielder_dies", dying)
        for x in doomed:
            destroy(ctx, x)
        return
    if i.host >= 0:
        lift(st, c)
    elif c in st.relics[seat] or any(c in r for r in st.relics):
        for r in st.relics:
            if c in r:
                r.remove(c)
        if st.weapon[seat] == c:
            st.weapon[seat] = -1
            st.armor[seat] = 0   # 000 4.31: losing the relic weapon loses all armor
        if c in st.auras:   # a relic's ongoing ability ends with it
            st.auras.remove(c)
    else:
        return
    i.leave_play()
    to_void(st, c)
    ctx.log("died", f"{card.name} is killed", seat, (c,))
    raise_own(ctx, seat, c, "entomb")


def bounce(ctx: Ctx, u: int) -> None:
    """Put a unit into its owner's hand; it is known to both players there."""
    st = ctx.st
    leave_playmat(ctx, u)
    if to_hand(st, u, st.owners[u]):
        st.revealed.append(u)
    ctx.log("bounced", f"{ctx.name(u)} returns to {player(st.owners[u])}'s hand", st.owners[u], (u,))


# --- cards moving in ----------------------------------------------------------------

def draw(ctx: Ctx, seat: int, n: int = 1) -> int:
    """Draw n cards from the top of the deck (an empty deck gives nothing; 000 1.1 ends the
    game at the end of the turn). Echo, Fate and Destiny fire on drawing (003)."""
    st = ctx.st
    drawn = 0
    for _ in range(n):
        if not st.decks[seat]:
            break
        c = st.decks[seat].pop()
        drawn += 1
        if not to_hand(st, c, seat):
            ctx.log("burned", f"{player(seat)}'s hand is full: {ctx.name(c)} is discarded", seat, (c,))
            raise_own(ctx, seat, c, "discarded")   # 000 6.2: "immediately discarded to the void"
            st.churn[seat] += 1
            continue
        on_drawn(ctx, seat, c)
    if drawn:
        ctx.log("drew", f"{player(seat)} draws {drawn} card{'s' if drawn != 1 else ''}", seat)
    return drawn


def raise_max_power(ctx: Ctx, seat: int, n: int, depleted: bool) -> None:
    """Gain maximum power (and power unless depleted); Transmute watches it (003)."""
    st = ctx.st
    st.max_power[seat] += n
    if not depleted:
        st.power[seat] += n
    cards, kinds = ctx.cards, st.kinds
    transmuting = held_kinds(cards)["transmute"]
    for zone in (st.hands, st.decks, st.markets, st.voids):   # 003: wherever it is
        if transmuting.isdisjoint(map(kinds.__getitem__, zone[seat])):
            continue   # no Transmute card there
        for c in zone[seat]:
            if cards[kinds[c]].transmute is not None:   # transmute() does nothing to other cards
                transmute(ctx, seat, c)


def transmute(ctx: Ctx, seat: int, c: int) -> None:
    """003 Transmute X: "If a card with transmute is not played before its controller's
    maximum power reaches X, that card is transformed", wherever it is (hand, deck, market,
    void); it does not transform back. Run when maximum power rises and when a card is
    drawn or created into hand (a copy that was not in a zone then)."""
    st, cards = ctx.st, ctx.cards
    tr = cards[st.kinds[c]].transmute
    if tr is not None and st.max_power[seat] >= tr[0]:
        st.kinds[c] = next(k.index for k in cards if k.id == tr[1])
        note_kind(st, st.kinds[c])
        if c in st.hands[seat] or c in st.voids[seat]:   # a deck or market card stays unseen
            ctx.log("transmute", f"{player(seat)}'s card transmutes", seat)


def on_drawn(ctx: Ctx, seat: int, c: int, echo: bool = True) -> None:
    """Draw triggers of a card that just reached its hand (a Transmute card already past
    its X transforms first)."""
    st, cards = ctx.st, ctx.cards
    st.churn[seat] += 1   # Black Iron Manacles: "each card that player drew or discarded this turn"
    drew_one(st, seat, cards[st.kinds[c]].is_power)   # Riddle Game, Lieutenant Relia (kept only when read)
    transmute(ctx, seat, c)
    bits = keywords(st, cards, c)
    card = cards[st.kinds[c]]
    if echo and bits & KW["echo"]:
        twin = new_instance(st, st.kinds[c], seat)
        mine = st.info.get(c)
        if mine is not None:
            t = info_of(st, twin)
            t.atk, t.hp, t.kw, t.wc, t.cost = mine.atk, mine.hp, mine.kw, mine.wc, mine.cost
        if to_hand(st, twin, seat):
            ctx.log("echo", f"Echo: {player(seat)} gets a copy of a card", seat)
            on_drawn(ctx, seat, twin, echo=False)
    if card.tmask & TBIT["fate"]:
        raise_own(ctx, seat, c, "fate")
    if bits & KW["destiny"] and st.free_plays < FREE_PLAYS:
        st.tasks.insert(0, (seat, c, {"op": "_destiny"}, {}))
    raise_watchers(ctx, "draw", seat, {"drawn": c})   # Crown of Possibilities: "Units you draw"


def create(ctx: Ctx, seat: int, kind: int, zone: str, src: int = -1) -> int:
    """Create a card (000 6.3: created units count toward the 50 free plays; 000 6.1: a
    full playmat stops it). Returns the new instance, or -1 when nothing was created."""
    st, cards = ctx.st, ctx.cards
    card = cards[kind]
    if zone == "board":
        if st.free_plays >= FREE_PLAYS or units_count(st, cards, seat) >= UNIT_MAX:
            return -1
        st.free_plays += 1
        c = new_instance(st, kind, seat)
        ctx.log("created", f"{player(seat)} plays a {card.name}", seat, (c,))
        enter_playmat(ctx, seat, c)
        return c
    c = new_instance(st, kind, seat)
    if zone == "hand":
        if to_hand(st, c, seat):
            st.revealed.append(c)
            on_drawn(ctx, seat, c, echo=False)
        ctx.log("created", f"{player(seat)} creates and draws {card.name}", seat, (c,))
    else:
        deck = st.decks[seat]
        if zone == "deck_top":      # On the Hunt: "Put a 4/4 Hellhound ... on top of your deck"
            pos = len(deck)
        elif zone == "deck_top10":
            pos = len(deck) - st.rng.below(min(10, len(deck)) + 1)
        else:
            pos = st.rng.below(len(deck) + 1)
        deck.insert(pos, c)
        ctx.log("created", f"{card.name} is put into {player(seat)}'s deck", seat)
    return c
