"""The effect vocabulary's additions for Set 3 (Omens of the Past), Justice and Primal cards: new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set3_jp.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # Waystones: "Gain {J}, then if you have {J}{J}{J}{J}, you gain 1 Armor" (an op's "if" on influence)
    CONDITIONS += ("influence:JJJJ", "influence:PPPP")
    OPS.update({
        "damage_night": {"amount", "night", "to"},            # Darkbolt: "At Night, deal 5 damage instead"
        "armor_count": {"unit_type"},                         # Ironclad Oath: "1 Armor for each of your Valkyrie"
        "armor_extra": {"amount"},                            # Silverwing Smith: "gain an additional +1 Armor"
        "double_stats_turn": {"to"},                          # Minsod: "double ... this turn"
        "buff_played": {"attack", "health"},                  # Whetstone: "it gets +1 Strength"
        "buff_for_each": {"attack", "health", "to", "turn", "per", "unit_type"},   # "+1/+1 for each ..."
        "grant_typed": {"keywords", "to", "turn", "unit_type"},             # "If it's a Gunslinger ..."
        "stun_enemies": {"n"},                                 # Eilyn's Frostrider: "Stun two enemy units"
        "create_counted": {"card", "unit_type"},              # Thudrock: "equal to your number of Yeti"
        "create_growing": {"card"},                           # Amilli: "Then, increase this ability by +1/+1"
        "draw_growing": set(),                                # Jotun Feast-Caller: "draw 1 Then, increase ..."
        "copy_typed": {"unit_type", "attack", "health"},      # Clutchmate: "If it's a Dinosaur, give both +1/+1"
        "hand_to_bottom": set(),                              # Strategize
        "buff_if_cursed": {"attack", "health", "to"},         # Sinister Opportunist: "if an enemy is cursed"
        "type_closer": {"unit_type"},                         # Iceberg Mason: "one card closer to the top"
        "play_token": {"card"},                               # Last Stand at the Gate: a relic weapon token
    })
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
