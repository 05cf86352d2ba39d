"""The effect vocabulary's additions for Set 2 (The Fall of Argenport): new triggers,
conditions, target kinds, selectors, op parameters and aura keys, each with the card text that
needs it. cards.py calls extend_set2 once, as it defines the vocabulary; the ops themselves
live in ops_set2.py and the modules of the ops they extend."""
from __future__ import annotations

from typing import Any


def extend_set2(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
                _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
                TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add Set 2's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # Set 2: "Your Minotaurs get +2 Strength" (buff_type whose "yours"); "sacrifice Piercing Grief"
    # (sacrifice self); "You gain Armor equal to the Student's Health" (gain_stat gain "armor");
    # "+2/+2 while wielding a weapon" (an aura's while "wielding")
    OPS["buff_type"] |= {"whose"}
    OPS["double_attack"] |= {"turn"}    # Stonepowder Heretic: "double his Strength this turn"
    OPS.update({"buff_count": {"attack", "health", "to", "turn"}, "buff_gained": {"to"}})   # ops_set2.py
    # "When X is a Student" (student: raised on the unit a Mentor chose); "When X hits the enemy player",
    # each time (hit: on the unit, or on the weapon it wields); "if you gained Health this turn"
    # (gained); Swindle's "Spark: ... instead" (no_spark); "an enemy unit without Quickdraw" (lacks)
    TRIGGERS += ("student", "hit")
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    CONDITIONS += ("gained", "no_spark")
    TARGET_FILTERS |= {"lacks"}
    _AURA_WHILE |= {"self_aegis", "void_cards"}   # "while she has an Aegis"; "while you have ten or more cards in your void"
    # "When the wielder dies" (wielder_dies: on the weapons of a unit that dies); "on your turn" (an
    # aura's while own_turn); "If the Student has Flying" (student_flying); Worldjoiner's "each enemy
    # unit gets -1/-1 and she gets that much" (drain); "The enemy player discards the top unit of
    # their deck" (discard_top); "Silence all enemy Valkyrie" (silence's unit_type); "If it had
    # Flying, kill it" (silence's kill_if); "+1/+1 for each card in your hand" (buff_count's count)
    TRIGGERS += ("wielder_dies",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    _AURA_WHILE |= {"own_turn"}
    CONDITIONS += ("student_flying",)
    OPS.update({"drain": {"attack", "health", "to"}, "discard_top": {"kinds", "who"}})
    OPS["silence"] |= {"unit_type", "kill_if"}
    OPS["buff_count"] |= {"count"}
    # "When the enemy player plays a spell" (enemy_play_spell, on the other player's cards); "gets the
    # Student's Strength" (buff_by); "its Strength/Health becomes the higher of the two" (max_stats);
    # "Play a Restless Radiant with Strength/Health equal to the Health you gained" (create_sized);
    # "an enemy unit or relic" (target kind unit_or_relic); "Kill all ... attachments" (all_attachments)
    TRIGGERS += ("enemy_play_spell",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    OPS.update({"buff_by": {"of", "to", "stat", "sign"}, "max_stats": {"to"}, "create_sized": {"card", "by"}})
    TARGET_KINDS += ("unit_or_relic",)
    SELECTORS += ("all_attachments",)
    # "Reduce the cost of each unit in your deck by 1" (hand_mod's cost; its filter's not_type: "non-unit
    # cards"); "Draw a card and reduce its cost by 2" (draw_buff's cost); "while you have no cards in
    # hand" (an aura's while empty_hand); "The enemy player can't gain Health" (an enemy aura no_heal)
    OPS["hand_mod"] |= {"cost"}
    OPS["draw_buff"] |= {"cost"}
    _AURA_WHILE |= {"empty_hand"}
    _AURA_KEYS |= {"no_heal"}
    # "Swap a unit's Strength and Health" (swap_stats); "When the enemy player plays a spell directly on
    # X" (condition enemy_spell: the spell_on trigger now knows the spell); create_sized's n and its
    # count "void_spells" (Moment of Creation: "equal to the number of spells in your void")
    OPS.update({"swap_stats": {"to"}})
    OPS["create_sized"] |= {"n"}
    CONDITIONS += ("enemy_spell",)
    OPS.update({"exhaust_choose": {"n"}})   # Dustblind: "Exhaust two enemy units" (chosen as it resolves)
    OPS["sacrifice"] |= {"self"}
    OPS["gain_stat"] |= {"gain"}
    _AURA_WHILE |= {"wielding"}
    # Grinva: "When one of your other units dies, Grinva deals that unit's Strength in damage"
    # (condition own_other_unit; the deals op's amount "unit_attack")
    CONDITIONS += ("own_other_unit",)
    # Cabal Slasher: "Lifeforce: When you gain Health, Cabal Slasher gets that much Strength" (a
    # lifeforce trigger knows the amount gained: buff_event)
    OPS.update({"buff_event": {"to", "stat"}})
    # Horngrinder: "When you gain Armor, Horngrinder gets that much Strength/Health" (armor_gain,
    # raised by the armor op and Armor from a unit's Health, with the amount)
    TRIGGERS += ("armor_gain",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
