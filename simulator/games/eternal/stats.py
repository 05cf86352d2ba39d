"""A card's numbers now: strength, health, skills and cost after attachments, effects and auras."""
from __future__ import annotations

from .auras_set3_sm import per_type_power, void_units_bonus
from .auras_set3_ft import UNIT_KEYS as _FT_KEYS, host_lost as _ft_lost, unit_bonus as _ft_unit, weapon_bonus as _ft_weapon
from .cards import BATTLE_SKILLS, FACTIONS, KW, Card, is_type
from .state import LINK_STUN, EternalState, Inst
from .unit_types import has_type

FLYING, DOUBLE = KW["flying"], KW["double_damage"]
BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)
STUNNED, ENDURANCE = KW["stunned"], KW["endurance"]


def on_playmat(st: EternalState, u: int) -> bool:
    """True for a unit or site on a playmat (it has an entry turn)."""
    i = st.info.get(u)
    return i is not None and i.entered >= 0


def _aura_reaches(st: EternalState, cards: tuple[Card, ...], src: int, u: int, aura: dict) -> bool:
    who = aura["units"]
    if who == "self":
        return u == src
    mine = st.owners[u] == st.owners[src]
    if who == "yours" and not mine or who == "enemy" and mine:
        return False
    if who == "your_others" and (not mine or u == src):
        return False
    flt = aura.get("filter")
    if flt:
        card = cards[st.kinds[u]]
        if "faction" in flt and flt["faction"] not in card.factions:
            return False
        if "unit_type" in flt and not has_type(st, cards, u, flt["unit_type"]):
            return False
        if "max_cost" in flt and card.cost > flt["max_cost"]:   # Frontier Jito: "Your units that cost 1 or less"
            return False
        if flt.get("flying") and not keywords(st, cards, u) & FLYING:   # Windshaper: "Your units with Flying"
            return False   # (only on an aura with no "keywords" key: keywords() never asks this aura)
        for key, fn in MORE_FILTERS.items():   # the part modules' aura filters (ops_set*.py register them)
            if key in flt and not fn(st, cards, src, u, flt[key]):
                return False
    return True


# Aura filters and "while" conditions added by the part modules: key -> fn(st, cards, src, [u,] value)
MORE_FILTERS: dict = {}
MORE_WHILE: dict = {}
MORE_DISCOUNTS: dict = {}   # a card's own "costs X less ...": free_if key -> fn(st, cards, c, value) -> X


def _while(st: EternalState, cards: tuple[Card, ...], src: int, cond: dict) -> bool:
    """A conditional aura's "while ..." (Valkyrie Spireguard: "while you have another
    Valkyrie"; Lucky Prospector: "while you have a relic"; Lethrai Darkstalker: "at Night")."""
    seat = st.owners[src]
    kind = cond.get("other_unit_type")
    if kind and not any(x != src and has_type(st, cards, x, kind) for x in st.boards[seat]):
        return False
    if cond.get("relic") and not any(st.owners[r] == seat and is_type(cards[st.kinds[r]].type, "relic")
                                     for r in st.relics[seat]):
        return False
    if cond.get("night") and not 0 < st.turn_no <= st.night_until:
        return False
    kw = cond.get("other_keyword")   # Eager Owlet: "while you have another unit with Flying" (a skill
    if kw and not any(x != src and cards[st.kinds[x]].is_unit    # of its own, not from an aura: no loops)
                      and keywords(st, cards, x, auras=False) & KW[kw] for x in st.boards[seat]):
        return False
    if "self_min_attack" in cond and attack(st, cards, src) < cond["self_min_attack"]:   # Brightmace Paladin
        return False
    need = cond.get("influence")   # Champion of Glory: "{F}{F}: ..." holds while you have that influence
    if need and any(need.count(f) > st.influence[seat][n] for n, f in enumerate(FACTIONS)):
        return False
    if "max_power" in cond and st.max_power[seat] < cond["max_power"]:   # Xenan Obelisk: "8 or more Maximum Power"
        return False
    if cond.get("void_unit") and not any(cards[st.kinds[x]].is_unit for x in st.voids[seat]):
        return False   # Scavenging Vulture: "while you have a unit in your void"
    if cond.get("self_aegis") and not (src in st.info and st.info[src].shield):   # Shelterwing Rider
        return False
    if "void_cards" in cond and len(st.voids[seat]) < cond["void_cards"]:   # Torgov: "ten or more cards in your void"
        return False
    if cond.get("this_turn") and not (src in st.info and st.info[src].step == st.turn_no):   # Sandstorm
        return False
    if cond.get("empty_hand") and st.hands[seat]:   # Library Phoenix: "while you have no cards in hand"
        return False
    if cond.get("own_turn") and st.turn != seat:   # Champion of Vengeance: "on your turn"
        return False
    if cond.get("wielding"):   # Cabal Bludgeoner: "+2/+2 while wielding a weapon" (its own attachments)
        i = st.info.get(src)
        if i is None or not any(is_type(cards[st.kinds[w]].type, "weapon") for w in i.att):
            return False
    for key, fn in MORE_WHILE.items():   # the part modules' conditions (ops_set*.py register them)
        if key in cond and not fn(st, cards, src, cond[key]):
            return False
    return True


# Which aura keys matter to each kind of number: _live_auras(want=...) skips the other auras
# before testing their "while", so an aura whose condition reads strength (Brightmace Paladin)
# or skills (Eager Owlet) is never asked about while those very numbers are being worked out.
_WANT = {"stats": ("attack", "health", "self_per_other", "per_skill", "per_faction", "per_attack", "per_max_power"), "keywords": ("keywords", "lose"), "held": ("held",),
         "max_power": ("max_power",), "void": ("lock_enemy_void",),
         "cost": ("cost_of",), "warcry": ("warcry",)}
_WANT["stats"] += ("per_void_unit",)   # Oblivion Spike: "+1 Strength for each unit in your void"
_WANT["stats"] += ("per_other_wielding",)   # Rakano Sheriff: "+2/+2 for each of your other units wielding a weapon"
_WANT["stats"] += ("per_void_unit_both",)   # Umbren Deathwatcher: "+1/+1 for each unit in your void"
_WANT["stats"] += _FT_KEYS                # Toppletower, Sureshot, Molten Fist (auras_set3_ft)
_WANT["blocks"] = ("blocks",)          # Statuary Maiden: "Enemy units can't entomb or revenge"
_WANT["cost"] += ("discount",)         # Shepherd's Horn: "Your cards with Overwhelm cost 1 less" (_discounted)


def _live_auras(st: EternalState, cards: tuple[Card, ...], want: str = ""):
    """The ongoing abilities in force now (000 1.4): not silenced, their condition met
    (want: only the auras with a key of _WANT[want])."""
    keys = _WANT.get(want, ())
    for src in st.auras:
        i = st.info.get(src)
        if i is not None and i.silenced:
            continue
        aura = cards[st.kinds[src]].aura
        if aura is None:   # only cards with an aura are listed in st.auras
            continue
        for part in (aura, aura["also"]) if "also" in aura else (aura,):   # "also": a second aura of the card
            if keys and not any(k in part for k in keys):
                continue
            if "while" in part and not _while(st, cards, src, part["while"]):
                continue
            yield src, part


def keywords(st: EternalState, cards: tuple[Card, ...], u: int, auras: bool = True) -> int:
    """The skills a card has now, as KW bits (silence removes printed text, 003 Silence);
    auras=False: leave out what ongoing auras give it."""
    card = cards[st.kinds[u]]
    i = st.info.get(u)
    if i is None:
        return card.kw | _held_bits(st, cards, u) if auras and st.auras else card.kw
    bits = (0 if i.silenced else card.kw) | i.kw | i.tkw
    if not i.att and not st.auras:   # the common case: nothing below can add or take away a skill
        return bits & ~i.lost
    if i.entered < 0 and auras and st.auras:
        bits |= _held_bits(st, cards, u)
    taken = 0   # Sandbind, Rock Carapace: "can't fly" (auras_set3_ft.host_lost)
    if not i.silenced:
        for a in i.att:
            ac = cards[st.kinds[a]]
            if ac.type in ("weapon", "curse"):   # 000 1.4: a weapon's skills are its wielder's
                ai = st.info.get(a)
                bits |= ac.kw | (ai.kw if ai is not None else 0)
                if ac.aura is not None:
                    taken |= _ft_lost(ac.aura)
    if auras and st.auras and i.entered >= 0:
        gone = 0
        for src, aura in _live_auras(st, cards, "keywords"):
            if _aura_reaches(st, cards, src, u, aura):
                for k in aura.get("keywords", ()):
                    bits |= KW[k]
                for k in aura.get("lose", ()):   # Sandstorm Titan: "Units can't fly" (003: the "Not" effect wins)
                    gone |= KW[k]
        bits &= ~gone
    return bits & ~i.lost & ~taken


def _held_bits(st: EternalState, cards: tuple[Card, ...], c: int) -> int:
    """Skills a card off the playmat (in hand or deck) gets from its owner's auras: "Your
    power cards have Echo" (Voice of the Speaker), "Your {T} units have Destiny" (Talir)."""
    bits = 0
    card = cards[st.kinds[c]]
    for src, aura in _live_auras(st, cards, "held"):
        held = aura["held"]
        flt = held.get("filter", {})
        if st.owners[src] != st.owners[c] or "type" in flt and not is_type(card.type, flt["type"]) \
                or "faction" in flt and flt["faction"] not in card.factions \
                or "unit_type" in flt and not has_type(st, cards, c, flt["unit_type"]):   # Clever Stranger
            continue
        for k in held["keywords"]:
            bits |= KW[k]
    return bits


def aura_max_power(st: EternalState, cards: tuple[Card, ...], seat: int) -> int:
    """Maximum power a player's ongoing abilities give now ("+1 Maximum Power": Initiate of
    the Sands, Azindel); checks.state_checks keeps st.max_power in step with it."""
    if not st.auras:
        return 0
    return sum(aura["max_power"] + per_type_power(st, cards, src, aura)   # Mysterium Orb: per Explorer
               for src, aura in _live_auras(st, cards, "max_power")
               if (st.owners[src] == seat) != bool(aura.get("cursed_player"))   # Curse of Taxation: "The cursed player"
               or aura.get("each_player"))   # Time Flies: "Each player has +2"


def void_locked(st: EternalState, cards: tuple[Card, ...], c: int, seat: int) -> bool:
    """A card in `seat`'s void that can't leave it: Voidbound (Excavate), or "Cards can't leave
    the enemy void" from the other player's Reality Warden."""
    if keywords(st, cards, c) & KW["voidbound"]:
        return True
    return bool(st.auras) and any(st.owners[src] != seat for src, _ in _live_auras(st, cards, "void"))


def held_stunned(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """Stunned for as long as a curse on it says so (Permafrost: "Stun the cursed unit (for
    as long as it is cursed)"); Endurance prevents it (003 Endurance, Stun) and Silence
    ends it (003 Silence: the attachments' text is gone)."""
    i = st.info.get(u)
    if i is None or not i.att or i.silenced:
        return False
    bits = keywords(st, cards, u)
    if bits & ENDURANCE:
        return False
    if 0 < st.turn_no <= st.night_until and any((cards[st.kinds[a]].aura or {}).get("night_stun") for a in i.att):
        return True   # Winter's Grasp: "The cursed unit is stunned at Night"
    return bool(bits & STUNNED)


def stunned(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """Stunned now: by a stun that lasts into its next turn (003 Stun), or by a curse."""
    i = st.info.get(u)
    return i is not None and (bool(i.stun) or held_stunned(st, cards, u) or bool(st.links) and link_stunned(st, cards, u))


def link_stunned(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """Ice Sprite: "It stays stunned while you have Ice Sprite" (state.LINK_STUN): while the
    holder is on the playmat with its text (not silenced); Endurance ends it (003 Endurance)."""
    for kind, holder, held in st.links:
        if kind == LINK_STUN and held == u and on_playmat(st, holder):
            hi = st.info.get(holder)
            if hi is None or not hi.silenced:
                return not keywords(st, cards, u) & ENDURANCE
    return False


def has(st: EternalState, cards: tuple[Card, ...], u: int, keyword: str) -> bool:
    """True when the card has this skill now."""
    return bool(keywords(st, cards, u) & KW[keyword])


def _attachment_stats(st: EternalState, cards: tuple[Card, ...], i: Inst) -> tuple[int, int, int]:
    """(strength, health, positive health) the attachments on a unit give it."""
    a = h = pos = 0
    for x in i.att:
        xc = cards[st.kinds[x]]
        da = xc.attack + xc.host_stats[0]
        dh = xc.health + xc.host_stats[1]
        if xc.aura is not None and "host_per_void_spell" in xc.aura:   # Staff of the Archmagister
            da += _ft_weapon(st, cards, x)
            dh += _ft_weapon(st, cards, x)
        if xc.aura is not None:   # Headsman's Axe: "+1/+1 for each unit in your void"
            n = void_units_bonus(st, cards, x)
            da += n
            dh += n
        xi = st.info.get(x)
        if xi is not None:
            da += xi.atk
            dh += xi.hp
        a += da
        h += dh
        if dh > 0:
            pos += dh
    return a, h, pos


def aura_parts(st: EternalState, cards: tuple[Card, ...], u: int) -> list[tuple[int, int, int]]:
    """(source, attack, health) of each ongoing aura that changes a unit's numbers now."""
    out: list[tuple[int, int, int]] = []
    if not st.auras:
        return out
    for src, aura in _live_auras(st, cards, "stats"):
        if _aura_reaches(st, cards, src, u, aura):
            da, dh = aura.get("attack", 0), aura.get("health", 0)
            per = aura.get("per_max_power", 0)   # Vodakhan: "+Strength/+Health equal to your Maximum Power"
            if per:
                da += per * st.max_power[st.owners[src]]
                dh += per * st.max_power[st.owners[src]]
            per = aura.get("self_per_other", 0)
            if per and u == src:
                n = sum(1 for x in st.boards[st.owners[src]] if x != src and cards[st.kinds[x]].is_unit)
                da += per * n
                dh += per * n
            per = aura.get("per_skill", 0)   # Hero of the People: "+1/+1 for each of her battle skills"
            if per:
                n = bin(keywords(st, cards, u) & BATTLE_BITS).count("1")
                da += per * n
                dh += per * n
            per = aura.get("per_faction", 0)   # Forsworn Stranger: "+1/+1 for each type of influence you have"
            if per:
                n = sum(1 for x in st.influence[st.owners[src]] if x > 0)
                da += per * n
                dh += per * n
            da += aura.get("per_attack", 0) * st.attacks[st.owners[src]]   # Field Captain: per attack this game
            per = aura.get("per_other_wielding", 0)   # Rakano Sheriff: "for each of your other units wielding a weapon"
            if per and u == src:
                n = sum(1 for x in st.boards[st.owners[src]] if x != src and x in st.info and any(
                    cards[st.kinds[w]].type == "weapon" for w in st.info[x].att))
                da += per * n
                dh += per * n
            per = aura.get("per_void_unit", 0)   # Oblivion Spike: "+1 Strength for each unit in your void"
            if per:
                da += per * sum(1 for x in st.voids[st.owners[src]] if cards[st.kinds[x]].is_unit)
            per = aura.get("per_void_unit_both", 0)   # Umbren Deathwatcher: "+1/+1 for each unit in your void"
            if per:
                n = sum(1 for x in st.voids[st.owners[src]] if cards[st.kinds[x]].is_unit)
                da += per * n
                dh += per * n
            if any(k in aura for k in _FT_KEYS):   # Toppletower, Sureshot, Molten Fist (auras_set3_ft)
                pa, ph = _ft_unit(st, cards, src, u, aura)
                da += pa
                dh += ph
            if da or dh:
                out.append((src, da, dh))
    return out


def _aura_stats(st: EternalState, cards: tuple[Card, ...], u: int) -> tuple[int, int, int]:
    """(strength, health, positive health) the ongoing auras give a unit."""
    a = h = pos = 0
    for _src, da, dh in aura_parts(st, cards, u):
        a += da
        h += dh
        if dh > 0:
            pos += dh
    return a, h, pos


def attack(st: EternalState, cards: tuple[Card, ...], u: int) -> int:
    """Strength now (may be negative; a negative strength deals no damage, 003 Strength)."""
    card = cards[st.kinds[u]]
    i = st.info.get(u)
    if i is None:
        return card.attack
    a = card.attack + i.atk + i.tatk
    if i.att:
        a += _attachment_stats(st, cards, i)[0]
    if st.auras and i.entered >= 0:
        a += _aura_stats(st, cards, u)[0]
    return a


def health(st: EternalState, cards: tuple[Card, ...], u: int) -> int:
    """Health now, before damage (for a site: its durability)."""
    return health_parts(st, cards, u)[0]


def health_parts(st: EternalState, cards: tuple[Card, ...], u: int) -> tuple[int, int]:
    """(health now, the part of it made of positive health buffs that can end): this
    turn's buffs, attachments' and auras'. 003 Health: "If a positive health buff is lost,
    then the unit is healed of damage upto that much positive health buff lost"."""
    card = cards[st.kinds[u]]
    i = st.info.get(u)
    if i is None:
        return card.health, 0
    h = card.health + i.hp + i.thp
    pos = i.thp if i.thp > 0 else 0
    if i.att:
        _, ah, ap = _attachment_stats(st, cards, i)
        h += ah
        pos += ap
    if st.auras and i.entered >= 0:
        _, uh, up = _aura_stats(st, cards, u)
        h += uh
        pos += up
    return h, pos


def stats(st: EternalState, cards: tuple[Card, ...], u: int) -> tuple[int, int]:
    """(strength, health) now."""
    return attack(st, cards, u), health(st, cards, u)


def remaining(st: EternalState, cards: tuple[Card, ...], u: int) -> int:
    """Health left after this turn's damage."""
    i = st.info.get(u)
    return health(st, cards, u) - (i.dmg if i is not None else 0)


def warcry(st: EternalState, cards: tuple[Card, ...], u: int) -> int:
    """Total Warcry of a unit or relic weapon (instances stack, 003 Warcry)."""
    card = cards[st.kinds[u]]
    i = st.info.get(u)
    if i is None:
        return card.warcry
    n = (0 if i.silenced else card.warcry) + i.wc + i.twc
    if not i.silenced:
        for a in i.att:
            ac = cards[st.kinds[a]]
            if ac.type == "weapon":
                ai = st.info.get(a)
                n += ac.warcry + (ai.wc if ai is not None else 0)
    if st.auras and i.entered >= 0:   # Valorous Stranger: "Strangers have Warcry" (instances stack)
        for src, aura in _live_auras(st, cards, "warcry"):
            if _aura_reaches(st, cards, src, u, aura):
                n += aura["warcry"]
    return n


def cost(st: EternalState, cards: tuple[Card, ...], c: int) -> int:
    """Power cost to play a card from hand now, never below 0: its own changes and cost
    auras ("Your spells cost 1 less", Tamarys, the Geomancer)."""
    i = st.info.get(c)
    card = cards[st.kinds[c]]
    if card.free_if is not None and free_now(st, card.free_if, st.owners[c]):
        return 0
    base = card.cost + (i.cost if i is not None else 0)
    if st.auras:
        for src, aura in _live_auras(st, cards, "cost"):
            of = aura.get("cost_of")
            if of is not None and st.owners[src] == st.owners[c] and is_type(card.type, of["types"]) \
                    and attack(st, cards, c) >= of.get("min_attack", -99):
                base += aura["cost"]
            elif "discount" in aura and _discounted(st, cards, src, c, aura["discount"]):
                base -= aura["discount"]["by"]
    if card.free_if is not None:
        base -= own_discount(st, cards, c, card.free_if)
    return max(0, base)


def own_discount(st: EternalState, cards: tuple[Card, ...], c: int, cond: dict) -> int:
    """A card's own "costs X less": Scepter of Nobility's "2 less while any of your units are
    wielding a weapon" (less_wielding), Sindok's "1 less for each damage the enemy player has
    taken this turn" (less_per_damage: st.dealt, kept in games with such a card)."""
    seat = st.owners[c]
    n = 0
    if "less_wielding" in cond and _wielding(st, cards, seat):
        n += cond["less_wielding"]
    for key, fn in MORE_DISCOUNTS.items():   # the part modules' own discounts (ops_set*.py register them)
        if key in cond:
            n += fn(st, cards, c, cond[key])
    d = st.dealt
    if "less_per_damage" in cond and d is not None and d[1 - seat][0] == st.turn_no:
        n += cond["less_per_damage"] * d[1 - seat][1]
    return n


def _wielding(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """Scepter of Nobility: "while any of your units are wielding a weapon"."""
    return any(is_type(cards[st.kinds[w]].type, "weapon") for u in st.boards[seat] if u in st.info for w in st.info[u].att)


def _discounted(st: EternalState, cards: tuple[Card, ...], src: int, c: int, d: dict) -> bool:
    """A discount aura reaches card c of its player's: Shepherd's Horn's "Your cards with Overwhelm
    cost 1 less" (keyword), Workshop Forge's "Warp cards on top of your deck cost 2 less" (on_top)."""
    seat = st.owners[src]
    if st.owners[c] != seat or d.get("on_top") and not (st.decks[seat] and st.decks[seat][-1] == c):
        return False
    return bool(keywords(st, cards, c) & KW[d["keyword"]])


def cost_parts(st: EternalState, cards: tuple[Card, ...], c: int) -> tuple[bool, int, list[tuple[int, int]], int]:
    """What `cost` is made of, for explaining it: (free by the card's own "Free if ...",
    the change effects made to this card, [(aura source, change)] of the cost auras that
    reach it, the result). The result is always `cost(st, cards, c)`."""
    i = st.info.get(c)
    card = cards[st.kinds[c]]
    own = i.cost if i is not None else 0
    parts: list[tuple[int, int]] = []
    if st.auras:
        for src, aura in _live_auras(st, cards, "cost"):
            of = aura.get("cost_of")
            if of is not None and st.owners[src] == st.owners[c] and is_type(card.type, of["types"]) \
                    and attack(st, cards, c) >= of.get("min_attack", -99):
                parts.append((src, aura["cost"]))
            elif "discount" in aura and _discounted(st, cards, src, c, aura["discount"]):
                parts.append((src, -aura["discount"]["by"]))
    if card.free_if is not None and own_discount(st, cards, c, card.free_if):
        parts.append((c, -own_discount(st, cards, c, card.free_if)))   # the card's own "costs X less ..."
    free = card.free_if is not None and free_now(st, card.free_if, st.owners[c])
    total = 0 if free else max(0, card.cost + own + sum(d for _, d in parts))
    return free, own, parts, total


def free_now(st: EternalState, cond: dict, seat: int) -> bool:
    """A card's "Free if ..." holds for its owner now (cards.FREE_IF)."""
    if "less_wielding" in cond or "less_per_damage" in cond:   # Scepter, Sindok: they cost less (cost), never nothing
        return False
    if any(key in cond for key in MORE_DISCOUNTS):   # Pyre Elemental, Sigvard: they cost less, never nothing
        return False
    if "armor" in cond and st.armor[seat] < cond["armor"]:   # Armorsmith: "2 Armor or more"
        return False
    if "first_turn" in cond and not (st.turn == seat and st.turn_no == (1 if st.first == seat else 2)):
        return False   # Infernus: "Free on your first turn" (the second player's first turn is turn 2)
    if "spells_played" in cond and st.spells_played[seat] < cond["spells_played"]:   # North-Wind Herald
        return False
    if "hitters" in cond and len(st.hitters[1 - seat]) < cond["hitters"]:   # Lurking Sanguar: "two units
        return False                                                         # dealt damage to the enemy player"
    return True


def blocked(st: EternalState, cards: tuple[Card, ...], u: int) -> tuple[str, ...]:
    """What a unit on the playmat can't do now by an ongoing ability ("blocks"): Statuary
    Maiden's "Enemy units can't entomb or revenge" ("entomb", "revenge")."""
    out: tuple[str, ...] = ()
    if st.auras:
        for src, aura in _live_auras(st, cards, "blocks"):
            if _aura_reaches(st, cards, src, u, aura):
                out += tuple(aura["blocks"])
    return out


def spells_locked(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """Scourge of Frosthome: "The enemy player can't play spells" (an enemy aura "no_spells")."""
    return bool(st.auras) and any(aura.get("no_spells") and st.owners[src] != seat for src, aura in _live_auras(st, cards))


def healing_locked(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """Groundbreaker: "The enemy player can't gain Health" (an enemy aura "no_heal")."""
    return bool(st.auras) and any(aura.get("no_heal") and st.owners[src] != seat or aura.get("no_heal_all")
                                  for src, aura in _live_auras(st, cards))   # Factory Quota: "Players can't gain Health"


def influence_met(st: EternalState, card: Card, seat: int) -> bool:
    """Influence is checked, never spent (000 1.3)."""
    have = st.influence[seat]
    need = card.influence
    return need[0] <= have[0] and need[1] <= have[1] and need[2] <= have[2] and need[3] <= have[3] and need[4] <= have[4]


def units_count(st: EternalState, cards: tuple[Card, ...], seat: int) -> int:
    """Units toward the 12-unit maximum; a site counts as 2 (000 6.1)."""
    return sum(2 if cards[st.kinds[x]].type == "site" else 1 for x in st.boards[seat])
