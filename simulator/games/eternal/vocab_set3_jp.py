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
    # Nocturnal Observer: "You may exhaust Nocturnal Observer at Night to ...": an ability gate (ops_set3_jp_b.py);
    # the ability, once used, resolves whatever the time (acts.cond_ok lets an unknown condition pass)
    CONDITIONS += ("at_night",)
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
    OPS.update({
        "each_type_deals": {"unit_type", "amount"},           # Slushdumper: "Each of your Yeti deals 1 damage"
        "tutor_for_wielder": {"name", "unit_type"},           # Lawman's Sidearm: "If played on a Gunslinger, ..."
        "inspire_buff": {"attack", "health"},                   # Crown of Authority: "Units you draw get +4/+4"
        "tutor_costly": {"min_cost"},                         # Crown of Authority: "a unit ... with cost 7 or more"
        "hand_least_health": {"unit_types", "attack", "health"},   # Novice Herdrider: "with the least Health"
        "discard_to_buff": {"unit_type"},                     # Stampede Driver: "You may discard a card to give ..."
        "tutor_different": {"unit_type", "n"},                # Jotun Birth Song: "two different Yeti of your choice"
        "sacrifice_negate": set(),                            # Daring Pioneer: "sacrifice Daring Pioneer to negate it"
        "skilled_attackers": {"attack", "health", "min"},     # Unseen Commando: "your units with two or more ..."
        "transform_played": {"cost_plus"},                    # Lastlight Druid: "each other unit you played this turn"
    })
    OPS.update({
        "deck_buff_typed": {"unit_type", "kinds", "attack", "health"},   # Stella: "each Gunslinger and weapon in your deck"
        "damage_another_enemy": {"amount"},                   # Snow Pelting's Amplify: "an additional enemy"
        "mark_for_stun": set(), "stun_marked": set(),         # Jotun Punter: "At the end of your turn, stun that Yeti"
        "host_hits_owner": {"amount"},                        # Electropy: "it deals 1 damage to its owner"
        "regress": set(),                                     # Regression: "a random unit that costs 1 less"
        "buff_typed": {"unit_type", "attack", "health", "turn"},   # Eilyn's Intervention: "Your Yeti get +3 Health"
        "ally_once": {"unit_type", "then"},                   # Emerald Spear: a relic weapon's Ally
        "tower_copy": {"uses"},                               # Sunken Tower
        "ground": set(),                                      # Ground Crew: "It can't fly this turn"
    })
    # Shieldsmith: "When you lose Armor" (armor_loss, raised by acts.damage with the armor that soaked damage)
    TRIGGERS += ("armor_loss",)
    # Electropy, Regression: "At the end (start) of the cursed unit's turn" (raised on a curse by acts.raise_watchers)
    TRIGGERS += ("cursed_turn_start", "cursed_turn_end")
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    # Unseal: "Negate an enemy spell or curse" (a curse or cursed relic waiting on the stack too: targets.valid_targets)
    TARGET_KINDS += ("spell_or_curse",)
    TARGET_FILTERS |= {"min_skills"}   # Humble Instructor: "with two or more battle skills" (targets._passes)
    # Eilyn's Intervention: "Negate a 3-cost enemy spell" (spell_cost, on a spell target); Entrapment: "can't be
    # played at Night" (day: its targets are there only by day)
    TARGET_FILTERS |= {"spell_cost", "day"}
    # Valkyrie Justiciar, Caltrops: "can't play cards with that name" (ability_gates.PLAY_BANS, ops_set3_jp_b.py)
    _AURA_KEYS |= {"ban_chosen", "ban_host_name"}
    OPS.update({"ban_enemy_name": {"min_cost"}})
    OPS.update({"create_skilled": {"card", "keywords"}})   # Alu: "play a 3/3 Unseen with a random battle skill"
    _AURA_KEYS |= {"attack_needs_armor"}
    # Curse of Taxation: "The cursed player has -1 Maximum Power" (a cursed relic's max_power for the cursed
    # player: stats.aura_max_power); Winter's Grasp: "The cursed unit is stunned at Night" (stats.held_stunned)
    _AURA_KEYS |= {"cursed_player", "night_stun"}
    _AURA_KEYS |= {"per_other_wielding"}   # Rakano Sheriff: "+2/+2 for each of your other units wielding a weapon"   # Valkyrie Bodyguard: "can't attack unless you have Armor" (combat.can_attack)
    TARGET_FILTERS |= {"grounded"}   # Ground Crew's aura filter: "It can't fly this turn" (ops_set3_jp registers it)
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
