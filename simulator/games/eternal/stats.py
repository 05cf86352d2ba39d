"""A card's numbers now: strength, health, skills and cost after attachments, effects and auras."""
from __future__ import annotations

from .cards import KW, Card, is_type
from .state import EternalState, Inst

FLYING, DOUBLE = KW["flying"], KW["double_damage"]
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
        if "unit_type" in flt and flt["unit_type"] not in card.unit_types:
            return False
    return True


def _while(st: EternalState, cards: tuple[Card, ...], src: int, cond: dict) -> bool:
    """A conditional aura's "while ..." (Valkyrie Spireguard: "while you have another
    Valkyrie"; Lucky Prospector: "while you have a relic"; Lethrai Darkstalker: "at Night")."""
    seat = st.owners[src]
    kind = cond.get("other_unit_type")
    if kind and not any(x != src and kind in cards[st.kinds[x]].unit_types for x in st.boards[seat]):
        return False
    if cond.get("relic") and not any(st.owners[r] == seat and is_type(cards[st.kinds[r]].type, "relic")
                                     for r in st.relics[seat]):
        return False
    if cond.get("night") and not 0 < st.turn_no <= st.night_until:
        return False
    return True


def _live_auras(st: EternalState, cards: tuple[Card, ...]):
    """The ongoing abilities in force now (000 1.4): not silenced, their condition met."""
    for src in st.auras:
        i = st.info.get(src)
        if i is not None and i.silenced:
            continue
        aura = cards[st.kinds[src]].aura
        if aura is None:   # only cards with an aura are listed in st.auras
            continue
        if "while" in aura and not _while(st, cards, src, aura["while"]):
            continue
        yield src, aura


def keywords(st: EternalState, cards: tuple[Card, ...], u: int) -> int:
    """The skills a card has now, as KW bits (silence removes printed text, 003 Silence)."""
    card = cards[st.kinds[u]]
    i = st.info.get(u)
    if i is None:
        return card.kw
    bits = (0 if i.silenced else card.kw) | i.kw | i.tkw
    if not i.silenced:
        for a in i.att:
            ac = cards[st.kinds[a]]
            if ac.type in ("weapon", "curse"):   # 000 1.4: a weapon's skills are its wielder's
                ai = st.info.get(a)
                bits |= ac.kw | (ai.kw if ai is not None else 0)
    if st.auras and i.entered >= 0:
        for src, aura in _live_auras(st, cards):
            if "keywords" in aura and _aura_reaches(st, cards, src, u, aura):
                for k in aura["keywords"]:
                    bits |= KW[k]
    return bits & ~i.lost


def held_stunned(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """Stunned for as long as a curse on it says so (Permafrost: "Stun the cursed unit (for
    as long as it is cursed)"); Endurance prevents it (003 Endurance, Stun) and Silence
    ends it (003 Silence: the attachments' text is gone)."""
    i = st.info.get(u)
    if i is None or not i.att or i.silenced:
        return False
    bits = keywords(st, cards, u)
    return bool(bits & STUNNED) and not bits & ENDURANCE


def stunned(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """Stunned now: by a stun that lasts into its next turn (003 Stun), or by a curse."""
    i = st.info.get(u)
    return i is not None and (bool(i.stun) or held_stunned(st, cards, u))


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
    for src, aura in _live_auras(st, cards):
        if _aura_reaches(st, cards, src, u, aura):
            da, dh = aura.get("attack", 0), aura.get("health", 0)
            per = aura.get("self_per_other", 0)
            if per and u == src:
                n = sum(1 for x in st.boards[st.owners[src]] if x != src and cards[st.kinds[x]].is_unit)
                da += per * n
                dh += per * n
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
    return n


def cost(st: EternalState, cards: tuple[Card, ...], c: int) -> int:
    """Power cost to play a card from hand now, never below 0: its own changes and cost
    auras ("Your spells cost 1 less", Tamarys, the Geomancer)."""
    i = st.info.get(c)
    card = cards[st.kinds[c]]
    base = card.cost + (i.cost if i is not None else 0)
    if st.auras:
        for src, aura in _live_auras(st, cards):
            of = aura.get("cost_of")
            if of is not None and st.owners[src] == st.owners[c] and is_type(card.type, of["types"]) \
                    and attack(st, cards, c) >= of.get("min_attack", -99):
                base += aura["cost"]
    return max(0, base)


def influence_met(st: EternalState, card: Card, seat: int) -> bool:
    """Influence is checked, never spent (000 1.3)."""
    have = st.influence[seat]
    need = card.influence
    return need[0] <= have[0] and need[1] <= have[1] and need[2] <= have[2] and need[3] <= have[3] and need[4] <= have[4]


def units_count(st: EternalState, cards: tuple[Card, ...], seat: int) -> int:
    """Units toward the 12-unit maximum; a site counts as 2 (000 6.1)."""
    return sum(2 if cards[st.kinds[x]].type == "site" else 1 for x in st.boards[seat])
