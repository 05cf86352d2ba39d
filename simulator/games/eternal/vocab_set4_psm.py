"""The effect vocabulary's additions for Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards: new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set4_psm.py."""
from __future__ import annotations

import sys
from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # "Spellcraft X: Play Y." (spellcraft: pay X more as the card is played); Horde Plunderer's "Your
    # cards spellcraft for free" (an aura key, free_spellcraft)
    OPS["spellcraft"] = {"card", "pay"}
    _AURA_KEYS |= {"free_spellcraft"}
    # Aerial Battle: "Deal 7 damage to each unit with Flying" (damage_having); Spitefeeder: "The player of
    # your choice discards the top two cards of their deck" (mill_player); The End is Near: "Discard the
    # top ten power cards from your deck", Lethrai Provocateur: "discards all weapons from their deck"
    # (mill_kinds); Holdup: "discards two cards of their choice" (enemy_discards); Abduct (abduct)
    OPS.update({"damage_having": {"amount", "keyword"}, "mill_player": {"n", "to"},
                "mill_kinds": {"n", "kinds", "who"}, "enemy_discards": {"n"}, "abduct": {"kinds"}})
    # Sporebreath: "-1/-1 for each unit in your void" (buff_per_void); Feral Spiteling: "each of your
    # Radiants gets +1 Strength for each unit in your void" (buff_type_per_void); Void Drummer: "units in
    # your void get +2/+2" (buff_void_units)
    OPS.update({"buff_per_void": {"attack", "health", "to", "kinds"},
                "buff_type_per_void": {"unit_type", "attack", "health"},
                "buff_void_units": {"attack", "health"}})
    # Mazag: "steal an enemy unit with less Health than Mazag" (steal_weaker); Unraveler of Destinies:
    # "sacrifice any number of other units to draw a card and gain 1 Health for each" (sacrifice_any);
    # Sewer Sludge: "When you play a unit with more Strength or Health than Sewer Sludge" (grow_if_bigger);
    # Bulletshaper: "Discard a spell to get +2 power this turn" (discard_for_power); Cabal Tactic: "Give
    # two of your units ..." (choose_units_buff); Temple Shihan: "Play Inferiority Complex on an enemy
    # unit" (curse_on)
    OPS.update({"steal_weaker": set(), "sacrifice_any": {"draw", "heal"}, "grow_if_bigger": {"attack", "health"},
                "discard_for_power": {"amount", "kinds"},
                "choose_units_buff": {"n", "attack", "health", "keywords", "turn"}, "curse_on": {"card", "to"}})
    # Entangling Vines: "Stun two enemy units" (stun_choose); Resurface: "Move a spell of your choice to the
    # top of your deck" (deck_to_top); Caiphus: "three random battle skills" (random_skills); Crill: "Kill
    # all attachments. Crill gets a random battle skill for each" (kill_attachments_skill); Crunch: "Draw
    # two cards, then discard a card. If you discarded a spell or attachment, ..." (draw_then_discard);
    # Thunder Giant: "if you played a spell this turn" (damage_if_spell); End of the Line: "Deal 3 damage
    # to two enemies" with Lifesteal (damage_enemies); Lethrai Secretweaver: "discard a spell to draw two
    # cards" (discard_kind_then)
    OPS.update({"stun_choose": {"n"}, "deck_to_top": {"filter"}, "random_skills": {"n", "to"},
                "kill_attachments_skill": set(), "draw_then_discard": {"n", "kinds", "keywords"},
                "damage_if_spell": {"amount", "to"}, "damage_enemies": {"amount", "n"},
                "discard_kind_then": {"kinds", "then"}})
    # Fenris Nightshade: "1 damage to each cursed enemy" (deals_cursed); "After the third use, ..."
    # (after_uses); Marionette Cross: "Sacrifice each Marionette" (sacrifice_named); Burglarize: "Steal an
    # enemy relic and put it into your hand" (steal_relic); Siraf's Choice: "Double the Strength/Health of
    # your units this turn" (double_units_turn), "Draw a unit of your choice from your deck and double its
    # Strength/Health" (tutor_double); Derry Cathain: "Increase the cost of a spell or site in the enemy
    # hand by 1" (raise_enemy_cost), "if you have two or more spells in your void" (two_void_spells);
    # Recombobulate (deck_top_discount)
    OPS.update({"deals_cursed": {"amount"}, "after_uses": {"n", "then"}, "sacrifice_named": {"card"},
                "steal_relic": set(), "double_units_turn": {"to"}, "tutor_double": {"filter"},
                "raise_enemy_cost": {"amount", "kinds"}, "deck_top_discount": {"to"}})
    CONDITIONS += ("two_void_spells",)
    OPS["create_relic"] = {"card"}   # Recon Tower: "play a Guard Tower" (a relic, not a unit)
    OPS["look_draw_discard"] = {"n"}
    OPS["after_uses"] |= {"every"}   # Wyatt: "After every three hits"
    # Rizahn: "Lifesteal while you have six or more spells in your void" (an aura's while min_void_spells);
    # Shamanic Blast: "costs 1 less for each spell in your void" (free_if less_per_void_spell: a change of
    # its own cost, never free; stats.own_discount asks ops_set4_psm). FREE_IF is cards.py's, being built.
    _AURA_WHILE |= {"min_void_spells"}
    sys.modules[__name__.rsplit(".", 1)[0] + ".cards"].FREE_IF.add("less_per_void_spell")
    # Umbren Deathwatcher: "+1/+1 for each unit in your void" (per_void_unit_both); Blackhall Warleader's
    # growing Inspire (count_up, buff_drawn_count); Fearbinder's Fear's Sum (fear_sum)
    _AURA_KEYS |= {"per_void_unit_both"}
    # Savage Denial: "an enemy fast spell" (a spell target's filter fast); Rindra's Choice: "a multifaction
    # enemy unit / spell" (multi_faction); Disrupt: "Kill an enemy relic" (an attachment target's relic)
    TARGET_FILTERS |= {"fast", "multi_faction", "relic"}
    # Big Brother: "can't attack" (an aura key cant_attack, read by combat.can_attack), "When a Little
    # Brother hits the enemy player, silence Big Brother" (silence_if_hitter on ally_hit); Little Brother:
    # "When Little Brother damages a unit, stun that unit" (an aura key stuns_damaged: acts.DAMAGE_WATCH)
    _AURA_KEYS |= {"cant_attack", "stuns_damaged"}
    OPS["silence_if_hitter"] = {"card"}
    # Unfinished Business: "Sacrifice it at the end of the turn or when it deals damage" (doom_on_damage)
    OPS["doom_on_damage"] = {"to"}
    OPS.update({"count_up": {"n"}, "buff_drawn_count": set(), "fear_sum": {"card"}})   # Wingbrewer: "draw one of the top two cards ... and discard the other"
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
