"""The effect vocabulary's additions for Set 2 (The Fall of Argenport), the cards left after the first pass: modal Choices, Mentor on spells, spell-damage bonuses, transforms, top-of-deck effects and one-offs: new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set2_b.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # Choice spells ("- X, or; - Y"): one step choose_mode with the modes (label, target, effects;
    # modes.py checks them); "an enemy spell with cost 4 or more" (a target filter min_cost)
    OPS["choose_mode"] = {"modes"}
    TARGET_FILTERS |= {"min_cost"}
    # "Your spells deal +1 damage" (an aura's spell_damage: ops_set2_b.spell_bonus); Makto's "Revenge
    # never ends" (an aura's endless_revenge, read by acts.destroy)
    _AURA_KEYS |= {"spell_damage", "endless_revenge"}
    # Decimation: "can't be negated or stopped by Aegis"; Rockslide: "Deal 1 damage to two enemies"
    OPS.update({"damage_unstoppable": {"amount", "to"}, "damage_choose": {"amount", "n"}})
    # Meditative Stranger: "Strangers have Aegis" (Strangers on the playmat gain a shield as it comes)
    OPS["shield_up"] = {"unit_type"}
    # Slimespitter Slug: "Each unit with Flying gets -1/-1 for each of your units"; "When an enemy unit
    # dies" (condition enemy_unit); Veteran Mercenary: "If you have only one type of influence"
    OPS["buff_having_count"] = {"attack", "health", "keyword"}
    CONDITIONS += ("enemy_unit", "one_influence", "student")   # student: a Mentor spell's Student was chosen
    OPS["create_mono_random"] = {"zone"}
    # Kosul Brigade: "You may discard two cards to play ..."; Vara's Choice: "Silence a unit in the
    # enemy player's hand. They discard it."; Dragonbreath: "The Student deals its Strength in damage
    # to an enemy unit"; Leave a Witness: "Kill all units. Mentor: Spare the Student."
    OPS.update({"discard_then": {"n", "then", "_yes"}, "silence_discard": set(), "student_deals": set(),
                "kill_all_but": set()})
    # Master's Lesson: "Draw a card for each of the Student's battle skills"; Mating Call: "Play each
    # copy of the Student from the top 10 cards of your deck"
    OPS.update({"draw_per_skill": set(), "play_copies_from_top": set()})
    # Nostrix: "Give the Student and each copy in your hand and deck +5/+5"; Roosting Owl: "The top unit
    # of your deck gets the Student's Strength/Health"; Tranquil Scholar: "gets a random battle skill.
    # Then, you may give a unit in your hand that battle skill"; Forgotten Find: "Play two power cards
    # from your void depleted"; Knucklebones: "Transform each card in your deck into a random card";
    # Ayan: "silence a unit in your void, then play it with +3/+3"; Means to an End: "discard that many
    # cards from your deck ... deal 25 damage"; Calderan Cradle: "For every five spells you play, play
    # ..."; Maelstrom Bell: "increase the damage of the top spell of your deck by 1"
    OPS.update({"buff_copies": {"attack", "health"}, "top_unit_gets_student": set(),
                "random_skill_share": {"_skill"}, "void_powers": {"n"}, "transform_deck": set(),
                "void_silence_play": {"attack", "health"}, "mill_event": {"amount"},
                "spell_count_create": {"card", "every"}, "spell_in_deck_more": {"amount"}})
    # Tesya: "while Tesya is on top of your deck" (deck_top); Shepherd's Horn: "When you play a card with
    # Overwhelm" (played_overwhelm); "Your cards with Overwhelm cost 1 less" and Workshop Forge's "Warp
    # cards on top of your deck cost 2 less" (an aura's discount: keyword, by, on_top; stats.cost);
    # Rhinarc Huntpack: "Ambush while on top of your deck" (an aura's top_ambush, read by legality)
    CONDITIONS += ("deck_top", "played_overwhelm")
    _AURA_KEYS |= {"discount", "top_ambush"}
    # Stonescar Excavator: "discard a power card" as its ability is used (a target kind: a power card in
    # your hand); "deal 1 damage to the enemy player for each power card in your void"
    TARGET_KINDS += ("hand_power",)
    OPS["discard_power_damage"] = {"amount"}
    # Sandstorm: "Units can't fly this turn" (the spell's own aura, in force from its op aura_this_turn
    # until the turn ends: an aura's while this_turn)
    _AURA_WHILE |= {"this_turn"}
    OPS["aura_this_turn"] = set()
    # Scepter of Nobility: "costs 2 less while any of your units are wielding a weapon" (the card's
    # free_if less_wielding: a change of its own cost, never free; stats.cost). FREE_IF is cards.py's,
    # defined before the parts extend the vocabulary (the module is still loading: taken from sys.modules)
    import sys
    sys.modules[__name__.rsplit(".", 1)[0] + ".cards"].FREE_IF.add("less_wielding")
    # Sindok: "costs 1 less for each damage the enemy player has taken this turn" (less_per_damage)
    sys.modules[__name__.rsplit(".", 1)[0] + ".cards"].FREE_IF.add("less_per_damage")
    # Mind Link: "When you transform an enemy card, other than one in their deck" (transform_enemy,
    # raised by ops_primal.transform_card), "create and draw a copy of the new card" (create_copy)
    TRIGGERS += ("transform_enemy",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    OPS["create_copy"] = {"zone"}
    # Fencing Master: "When an enemy unit becomes stunned" (enemy_stunned: raised by the stun op for
    # the other player of the stunned unit's)
    TRIGGERS += ("enemy_stunned",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
