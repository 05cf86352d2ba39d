"""Numbers that Set 3's Shadow and multi-faction auras add where the engine works them out (read by
stats.py and turns.py, so this module imports nothing of the engine): Mysterium Orb's Maximum Power
per Explorer, Headsman's Axe's +1/+1 per unit in the void, and the Night damage of Nyctophobia and
Encroaching Darkness."""
from __future__ import annotations

from typing import Any

from .unit_types import has_type


def per_type_power(st: Any, cards: Any, src: int, aura: dict[str, Any]) -> int:
    """Mysterium Orb: "+1 Maximum Power for each of your Explorers" (an aura's max_power_per_type:
    the unit type counted on its player's playmat); 0 for any other aura."""
    kind = aura.get("max_power_per_type")
    if not kind:
        return 0
    return sum(1 for u in st.boards[st.owners[src]] if has_type(st, cards, u, kind))


def void_units_bonus(st: Any, cards: Any, w: int) -> int:
    """Headsman's Axe: "+1/+1 for each unit in your void" (an attachment's aura host_per_void_unit:
    the units in its player's void, times the number), 0 for any other attachment."""
    aura = cards[st.kinds[w]].aura
    if aura is None or "host_per_void_unit" not in aura:
        return 0
    return int(aura["host_per_void_unit"]) * sum(1 for c in st.voids[st.owners[w]] if cards[st.kinds[c]].is_unit)


def night_damage(st: Any, cards: Any, seat: int) -> tuple[int, int]:
    """003 Night: the player whose turn starts at Night takes 1 damage; Nyctophobia: "Night deals
    +1 damage to the cursed player" (a cursed relic's aura night_damage); Encroaching Darkness: "The
    cursed player takes your Night damage instead of you" (night_redirect). Returns (the player
    hit, the damage)."""
    who = seat
    for r in st.relics[1 - seat]:   # a cursed relic the starting player put on the enemy
        aura = cards[st.kinds[r]].aura
        if aura is not None and aura.get("night_redirect") and st.owners[r] == seat:
            who = 1 - seat
            break
    extra = 0
    for r in st.relics[who]:
        aura = cards[st.kinds[r]].aura
        if aura is not None and st.owners[r] != who:
            extra += int(aura.get("night_damage", 0))
    return who, 1 + extra


def spell_aimed_at(st: Any, item: dict[str, Any], seat: int) -> bool:
    """Corrupt: "an enemy spell played on you or one of your units" (a spell waiting on the stack
    whose target is `seat`'s player reference, -1 - seat, or a unit on `seat`'s playmat)."""
    t = item.get("target")
    return t is not None and (t == -1 - seat or t >= 0 and t in st.boards[seat])


# --- "a unit that died this turn" (Sleeping Draught) --------------------------------------------------
# st.died: [turn_no, card] of the units that died, per player whose void they went to, kept (and saved)
# only in games with a card that reads it, so other games' states and hashes are unchanged.
DEATH_OPS = ("play_died", "draw_died_as")   # Sleeping Draught, Valkyrie Harvester
_READERS: dict[int, frozenset[int]] = {}


def watches_deaths(st: Any, cards: Any) -> list[list[list[int]]] | None:
    """At setup: an empty record of the units that die when a card of the game reads it, else None."""
    readers = _READERS.get(id(cards))
    if readers is None:
        readers = _READERS[id(cards)] = frozenset(
            c.index for c in cards
            if any(s.get("op") in DEATH_OPS for steps in [c.effects] + [t.effects for t in c.triggers] for s in steps))
    return [[], []] if not readers.isdisjoint(st.kinds) else None


def note_death(st: Any, c: int, seat: int) -> None:
    """A unit died into `seat`'s void (acts.destroy, while st.died is kept); entries of earlier turns go."""
    st.died[seat] = [e for e in st.died[seat] if e[0] == st.turn_no] + [[st.turn_no, c]]


def died_this_turn(st: Any, seat: int) -> list[int]:
    """The units in `seat`'s void that died this turn (none when deaths are not kept)."""
    if st.died is None:
        return []
    return [e[1] for e in st.died[seat] if e[0] == st.turn_no and e[1] in st.voids[seat]]
