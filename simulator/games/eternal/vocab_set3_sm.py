"""The effect vocabulary's additions for Set 3 (Omens of the Past), Shadow, multi-faction and factionless cards: new triggers,
conditions, target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set3_sm.py."""
from __future__ import annotations

from typing import Any

# Conditions (acts.MORE_CONDITIONS, filled by ops_set3_sm): Triggerman's "attacks while wielding a
# weapon" (wielding_weapon); Common Cause's "If two units in your hand share a type" (hand_shares_type);
# Curiox's "if you have five or more spells in your void" (five_void_spells); Brenn's "The first time
# you play a spell on your turn" (first_spell_own_turn); Hideout Pistol's "If played on a Gunslinger"
# (host_gunslinger)
SM_CONDITIONS = ("wielding_weapon", "hand_shares_type", "five_void_spells", "first_spell_own_turn", "host_gunslinger",
                 "attacks_with_one_other",   # Ashara: "When Ashara attacks with exactly one other unit"
                 "discarded_nonpower",       # Dreamsnatcher: "discards a non-power card"
                 # a sacrifice of other units as an ability's cost (gates_set3_sm: offered only when it can be paid)
                 "another_unit_to_sacrifice", "two_other_units_to_sacrifice")


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # Amethyst Waystone: "Gain {S}, then if you have {S}{S}{S}{S}, Nightfall" (an effect's "if")
    CONDITIONS += SM_CONDITIONS + ("influence:SSSS",)
    # "When you play a curse" (Skywalk Enforcer, Malediction Reader): raised by plays.place for
    # curses and cursed relics
    TRIGGERS += ("play_curse",)
    # Dreamsnatcher: "When the enemy player discards a non-power card" (enemy_discard: raised by
    # acts.raise_own for every "discarded", on the other player's cards, env "card")
    TRIGGERS += ("enemy_discard",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    OPS.update({
        "reshuffle_hand_draw": set(),             # Kaleb, Reborn's Ultimate
        "mill_per_void": set(),                   # Solitude
        "silence_choose": {"n"},                  # Eilyn: "Silence two enemy units"
        "damage_unskilled": {"amount"},           # Eilyn: "each enemy unit without a battle skill"
        "grant_choose": {"keywords", "n", "turn"},   # Cover of Darkness: "two of your units"
        "buff_per_skilled": {"attack", "health"},    # Deepwood Ranger
        "growing_damage": {"amount"},             # Shadowlands Tyrant: "Then, increase this ability by 1"
        "silence_copies": set(),                  # Shush
        "discard_copies": set(),                  # Nametaker
        "curse_target": {"card"},                 # Zelia: "play a -2/-1 Affliction on an enemy unit"
        "steal_weapons": set(),                   # Gunrustler
        "extortion": set(),                       # Cabal Extortion Scheme: "The enemy player must choose"
        "sacrifice_n": {"n", "then"},             # Stonescar Scrapper: "sacrifice two other units to ..."
        "growing_power": {"amount"},              # Brenn: "+1 power this turn. Then, increase this ability by 1"
        "kill_weaker": set(),                     # Hideout Pistol: "an enemy unit with less Strength than the wielder"
        "shrink_copies": {"attack", "health"},    # Street Leecher: "an enemy unit and each copy in the enemy hand and deck"
        "from_void_warcry": {"filter", "warcry"},   # Battlefield Scavenger: "draw a Valkyrie ... and give it Warcry"
        "kill_enemy_unit_choose": set(),          # Deadly Confrontation: "kill an additional enemy unit"
        "relic_ally": {"unit_type", "then"},
        "doom_partner": set(),                    # Ashara: "At the end of the turn, she kills the unit"      # Inquisitor's Halberd: "Valkyrie Ally: +3 Armor" on a relic weapon
    })
    OPS.update({"curse_player": {"card"},       # Miris Nightshade: "play Nyctophobia on the enemy player"
                "night_holds": set(),            # Encroaching Darkness: "Night never ends"
                "return_at_day": set(),          # Dangerous Bargain: "Steal the cursed unit until Night ends"
                "corrupt": set(),
                "play_died": set(),
                "hush_spells_weapons": set(),    # Svetya: "can't play spells or weapons until your next turn"
                "draw_units_top": {"n"}})        # Svetya: "draw all units from the top four cards of your deck"             # Sleeping Draught: "a unit from your void that died this turn"               # Corrupt: "Negate ..., then steal it and play it from the void"
    # Corrupt: "an enemy spell played on you or one of your units" (a spell target's filter, targets.py)
    TARGET_FILTERS |= {"aimed_at_you"}
    # Rooftop Vigilante: "Your units wielding weapons are Deadly" (an aura filter, stats.MORE_FILTERS);
    # Miris Nightshade: "+1/+1 while an enemy is cursed" (an aura's while, stats.MORE_WHILE)
    TARGET_FILTERS |= {"wielding_weapon"}
    _AURA_WHILE |= {"enemy_cursed"}
    # auras_set3_sm.py: Mysterium Orb's "+1 Maximum Power for each of your Explorers" (max_power_per_type);
    # Headsman's Axe's "+1/+1 for each unit in your void" (host_per_void_unit, on a weapon); Nyctophobia's
    # "Night deals +1 damage to the cursed player" (night_damage); Encroaching Darkness's "The cursed
    # player takes your Night damage instead of you" (night_redirect)
    _AURA_KEYS |= {"max_power_per_type", "host_per_void_unit", "night_damage", "night_redirect"}
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
