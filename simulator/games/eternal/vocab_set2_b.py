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
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
