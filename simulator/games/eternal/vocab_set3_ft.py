"""The effect vocabulary's additions for Set 3 (Omens of the Past), Fire and Time cards (and Amplify): new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set3_ft.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # "Amplify N: X" (amplify.py; op amplify: X when the play paid N more; needs: Inner Fire's "Exhaust a
    # Grenadin" asks for a ready one as the play is offered); "..., then if you have {F}{F}{F}{F}, ..."
    # (when: cond is one of the engine's conditions, "influence:..." or this part's void_spells:N,
    # void_type:T, relic, wielding); Purge the Darkness: "Night ends." (night_ends); "Exhaust a Grenadin
    # to ..." (exhaust_own); Sky Terror: "exhaust all enemy units without Flying" (exhaust_lacking);
    # Stirring Sand: "Play a Sentinel from your void exhausted." (void_play)
    OPS.update({"amplify": {"pay", "then", "needs"}, "when": {"cond", "then", "else"}, "night_ends": set(),
                "exhaust_own": {"unit_type", "then"}, "exhaust_lacking": {"keyword"},
                "void_play": {"unit_type", "exhausted"}})
    # Batch 3: "play a 4/4 Restless Radiant" (create_stats); "play a Power Stone" (play_relic_token); "Give two of
    # your units +1/+1" (buff_own_choose); "You may discard a card to ..." (may_discard); Hesitate's "Negate an
    # enemy spell and put it into the enemy hand" (negate_to_hand); "into the enemy player's hand with cost
    # increased by 2" (bounce_cost); "your Explorers get +1/+1 this turn", "... for each of your Dinosaurs"
    # (buff_kind); "Play all power cards from your hand depleted" (play_powers); Amaran Shoveler's "draw the
    # top card ... if it's a Sentinel or relic. Otherwise, discard it" (top_draw_or_discard); Hotbarrel
    # Revolver (wielder_strike); Miner's Musket (top_cost); "Kill an enemy weapon or relic" (kill_choose);
    # "Put one of your Explorers or Sentinels into your hand" (bounce_typed)
    OPS.update({"create_stats": {"card", "attack", "health"}, "play_relic_token": {"card"},
                "buff_own_choose": {"n", "attack", "health", "turn"}, "may_discard": {"then"}, "negate_to_hand": set(),
                "bounce_cost": {"to", "amount"}, "buff_kind": {"unit_type", "attack", "health", "turn", "per_count"},
                "play_powers": {"depleted"}, "top_draw_or_discard": {"unit_types", "kinds"},
                "wielder_strike": {"amount", "choose_type"}, "top_cost": {"kinds", "amount"},
                "kill_choose": {"kinds"}, "bounce_typed": {"unit_types"}})
    # Batch 4: "for each Grenadin in your void", "for each of your Grenadin", "for each of your relics"
    # (count_create, count_damage, count_draw: ops_set3_ft.count_of); Emerging Colossus (void_draw_discount);
    # Combustion Cell (sac_for_power); Ruby Catalyst's "After the third use" (count_use); Worldbearer
    # Behemoth (random_powers) and Jekk (arm_attackers), abilities that grow; Lumen Reclaimer's "Shuffle a
    # void of your choice" (void_to_deck); Great-Kiln Titan (damage_played_cost, play_top)
    OPS.update({"count_create": {"card", "count"}, "count_damage": {"count", "amount", "to"}, "count_draw": {"count"},
                "void_draw_discount": {"min_cost", "cost"}, "sac_for_power": {"amount", "bonus_type", "bonus"},
                "count_use": {"at", "then"}, "random_powers": {"n"}, "arm_attackers": {"card"},
                "void_to_deck": set(), "damage_played_cost": {"to"}, "play_top": set()})
    # Batch 5 (ops_set3_ft_b.py): Hellfire Oni's "play an additional copy of that weapon on her"
    # (arm_copy); Scrap Hound's "sacrifice another unit to give ... If it was a Grenadin, ... instead"
    # (sac_buff); Dig Site's "put a unit or another relic into its owner's hand" (bounce_any)
    OPS.update({"arm_copy": set(), "sac_buff": {"buff", "bonus", "bonus_type"}, "bounce_any": {"to"}})
    # Batch 6 (auras_set3_ft.py, read by stats.py): "+2 Strength for each Grenadin in your void"
    # (per_void_type), "+3/+3 for each weapon she's wielding" (per_weapon), "+Strength equal to your
    # Armor" (per_armor), a weapon's "+1/+1 for each spell in your void" (host_per_void_spell)
    _AURA_KEYS |= {"per_void_type", "per_weapon", "per_armor", "host_per_void_spell"}
    # Batch 7: "The cursed unit can't fly" / "The wielder can't fly" (an attachment's aura host_lose, read
    # by stats.keywords via auras_set3_ft.host_lost); "Play a Sandbind on an enemy unit" (curse_with);
    # Rock Carapace's "if the wielder attacked, stun it" (mark_turn, stun_if_marked)
    _AURA_KEYS |= {"host_lose"}
    OPS.update({"curse_with": {"card", "to"}, "mark_turn": set(), "stun_if_marked": set(), "replenish": set()})
    # Temporal Distortion: "Your spells are fast." (a relic's aura fast_spells, read by legality through
    # auras_set3_ft.spells_fast); "At the start of the enemy turn, replenish your power." (replenish)
    _AURA_KEYS |= {"fast_spells"}
    # Abilities from a void or a deck (ops_set3_ft_b registers them in acts.ZONE_WATCH): Ask for Directions'
    # "When you attack with two or more Explorers, draw Ask for Directions from your void" (void_units_attack;
    # when attacking_type:Explorer:2; void_self_to_hand); Invoke the Waystones' "At the end of your turn,
    # create and draw a copy ... with cost increased by 1" (void_turn_end; copy_to_hand_if_marked); Azurite
    # Prixis' "If ... on the bottom of your deck at the start of the game, play it" (deck_game_start)
    TRIGGERS += ("void_units_attack", "void_turn_end", "deck_game_start")
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    OPS.update({"void_self_to_hand": set(), "copy_to_hand_if_marked": {"cost"}, "play_if_bottom": set()})
    # Talir, Unbound: "gain the power you didn't spend last turn" (bank_power at the end of your turn,
    # unbank_power at the start of the next); "take an additional turn after this one" (extra_turn: an
    # EternalState.links entry read where the turn passes, auras_set3_ft.take_extra_turn)
    OPS.update({"bank_power": set(), "unbank_power": set(), "extra_turn": set()})
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
