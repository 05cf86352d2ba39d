"""Numbers that Set 3's Fire and Time auras add where stats.py works a card's numbers out (so this
module imports nothing of the engine): Toppletower's Strength per Grenadin in your void, Sureshot's
+3/+3 per weapon she wields, Molten Fist's Strength equal to your Armor, and the Staff of the
Archmagister's +1/+1 per spell in your void."""
from __future__ import annotations

from typing import Any

from .unit_types import has_type

# the aura keys read here (stats._WANT["stats"] asks for auras with one of them)
UNIT_KEYS = ("per_void_type", "per_weapon", "per_armor")


def unit_bonus(st: Any, cards: Any, src: int, u: int, aura: dict[str, Any]) -> tuple[int, int]:
    """(Strength, Health) an ongoing aura of these keys gives the card `u` it reaches:
    per_void_type [type, n] ("+2 Strength for each Grenadin in your void": n Strength per unit of
    that type in its player's void); per_weapon n ("+3/+3 for each weapon she's wielding");
    per_armor n ("+Strength equal to your Armor")."""
    a = h = 0
    owner = st.owners[src]
    per = aura.get("per_void_type")
    if per:
        a += int(per[1]) * sum(1 for c in st.voids[owner] if has_type(st, cards, c, per[0]))
    per = aura.get("per_weapon")
    if per:
        i = st.info.get(u)
        n = sum(1 for x in i.att if cards[st.kinds[x]].type == "weapon") if i is not None else 0
        a += int(per) * n
        h += int(per) * n
    per = aura.get("per_armor")
    if per:
        a += int(per) * max(0, st.armor[owner])
    return a, h


def weapon_bonus(st: Any, cards: Any, w: int) -> int:
    """Staff of the Archmagister: "+1/+1 for each spell in your void" (a weapon's aura
    host_per_void_spell: the spells in its player's void, times the number); 0 for any other."""
    aura = cards[st.kinds[w]].aura
    if aura is None or "host_per_void_spell" not in aura:
        return 0
    return int(aura["host_per_void_spell"]) * sum(1 for c in st.voids[st.owners[w]] if cards[st.kinds[c]].is_spell)


def host_lost(aura: dict[str, Any] | None) -> int:
    """Sandbind: "The cursed unit can't fly"; Rock Carapace: "The wielder can't fly": the skill
    bits an attachment's aura host_lose takes from the unit it is on (003: the "not" wins over
    any skill given); 0 for any other attachment."""
    if aura is None or "host_lose" not in aura:
        return 0
    from .cards import KW
    bits = 0
    for k in aura["host_lose"]:
        bits |= KW[k]
    return bits


def spells_fast(st: Any, cards: Any, seat: int) -> bool:
    """Temporal Distortion: "Your spells are fast." (a relic's aura fast_spells, not silenced):
    its player's spells may be played when only fast spells may (000 4.1)."""
    for r in st.relics[seat]:
        aura = cards[st.kinds[r]].aura
        if aura is not None and aura.get("fast_spells") and st.owners[r] == seat:
            i = st.info.get(r)
            if i is None or not i.silenced:
                return True
    return False


# EternalState.links kind: [LINK_EXTRA_TURN, -9, -9 - seat], "take an additional turn after this one"
# (Talir, Unbound); the negative places never name a card, so no card leaving ends it
LINK_EXTRA_TURN = 13


def take_extra_turn(st: Any) -> bool:
    """Whether the player whose turn ends takes another (an extra turn owed to them is used up)."""
    if not st.links:
        return False
    for x in st.links:
        if x[0] == LINK_EXTRA_TURN and x[2] == -9 - st.turn:
            st.links = [y for y in st.links if y is not x]
            return True
    return False
