"""The effect vocabulary's additions for Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute): new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set4_ftj.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # Tribute (The Dusk Road): "Tribute: X" = "if a unit went to your void this turn, X when you play
    # this" (a Summon trigger's or a spell step's "if": tribute); "Tribute: Y instead" (no_tribute
    # on the plain effect). ops_set4_ftj.py reads them from the state's record of the void.
    CONDITIONS += ("tribute", "no_tribute")
    # Fiery Fissure's "Tribute: Overwhelm" (spell_skills: the spell itself); Meditation's "put it on top
    # of your deck" (to_deck_top); "you gain 1 Health for each of your units" / "equal to the number of
    # cards in your void" (heal_per); Arcane Defense's "two enemy units -1 Strength this turn"
    # (buff_choose); Inspire with numbers, "Units you draw get +1 Strength", "Reduce the cost of units
    # you draw by 1", "Double the Strength/Health of units you draw" (buff_drawn); Gnash's "discard the
    # top card of your deck. If it was a unit, ..." (mill_if); Wurmstone's "play a 7/7 Sand Wurm
    # exhausted" (create_exhausted); Temple Tactic's "a unit and each weapon it's wielding" (bounce_armed)
    OPS.update({"spell_skills": {"keywords"}, "to_deck_top": {"to"}, "heal_per": {"per", "amount"},
                "buff_choose": {"n", "attack", "health", "turn"}, "buff_drawn": {"attack", "health", "cost", "double"},
                "mill_if": {"kinds", "then"}, "create_exhausted": {"card"}, "bounce_armed": {"to"},
                "sacrifice_this": {"then"}})   # Wurmstone: "sacrifice Wurmstone to ..." (a relic too)
    # "Discard a card to ..." (discard_one: one card, env "discarded"); Ironfist Archon's "a unit ... with cost equal to or
    # less than the number of your units" (tutor_upto_units); Entrancer's "a unit with cost 3 or less in
    # the enemy player's hand" (silence_hand); "The enemy player plays a Sigil of their choice from their
    # deck depleted" (enemy_sigil); "Put 10 Firebombs into the bottom half of the enemy deck" (seed_deck);
    # "+1/+1 for each spell in your void" (buff_per); Zuberi's "the top unit of your deck gets +Strength
    # equal to his Strength" (top_gets_attack); Reality Shift (bounce_choose); "play a random power card
    # from your void" (void_power); "Draw a weapon from your void ... Play it instead" (weapon_from_void)
    OPS.update({"discard_one": {"optional", "then"}, "tutor_upto_units": set(), "silence_hand": {"max_cost"},
                "enemy_sigil": set(), "seed_deck": {"card", "n", "where", "who"}, "buff_per": {"per", "attack", "health", "to"},
                "top_gets_attack": set(), "bounce_choose": {"per_keyword"}, "void_power": set(),
                "weapon_from_void": {"play"}})
    # Lumen Attendant's "draw another card from your void" (void_to_hand); Alhed's "put one of your other
    # units on top of your deck to give Alhed its Strength/Health" (absorb); Answer the Call (answer_call)
    OPS.update({"void_to_hand": set(), "absorb": {"to"}, "answer_call": {"n"}})
    # Auras: "+2/+2 while the enemy player has no units" (while enemy_no_units), "Flying on the enemy
    # turn" (enemy_turn), Mistress of Light's "Tribute: ... an additional +1/+1" (tributed, marked by
    # mark_tributed); "Your units with Endurance" (filter keyword); "Give one of your other units
    # +2/+1 while you have X" (link_aura, filter linked). ops_set4_ftj registers them in stats.
    _AURA_WHILE |= {"enemy_no_units", "enemy_turn", "tributed"}
    TARGET_FILTERS |= {"keyword", "linked"}
    OPS.update({"mark_tributed": set(), "link_aura": {"to"}, "count_uses": {"at", "then"}})   # Scale Seeker
    # A weapon's ongoing ability ("+1 Maximum Power", "Cards can't leave the enemy void"): weapon_aura
    # lists it as it is played, and its aura holds while on_host
    _AURA_WHILE |= {"on_host"}
    OPS.update({"weapon_aura": set()})
    # Shamebearer's "play a -3 Strength Mark of Shame on an enemy unit" (play_on: a new card played on
    # the target); Birthright's "they play the top card of their deck" (play_top_of)
    OPS.update({"play_on": {"card", "to"}, "play_top_of": {"who"}})
    # Yushkov's "+1 power this turn plus an additional power for each exhausted enemy unit"
    # (power_per_exhausted); Factory Quota's "Players can't gain Health" (an aura no_heal_all: both
    # players, stats.healing_locked) and "if they didn't play a unit, deal 2 damage to them" (quota)
    OPS.update({"power_per_exhausted": set(), "quota": {"amount"}})
    _AURA_KEYS |= {"no_heal_all"}
    # A card's own "costs X less": Pyre Elemental's "3 less if you have played a spell this turn"
    # (free_if less_after_spell), Sigvard's "3 less ... for each of a unit, a spell, an attachment in
    # your void" (less_per_void_kind); stats.own_discount asks ops_set4_ftj. FREE_IF is cards.py's
    # (not passed here): it is grown through the module being set up.
    import sys
    sys.modules[__name__.rsplit(".", 1)[0] + ".cards"].FREE_IF.update({"less_after_spell", "less_per_void_kind",
                                                                       "sacrifice_less"})   # Heirloom Blade
    # Time Flies: "Each player has +2 Maximum Power" (an aura's each_player); Barricade: "one of your
    # blocking units" (target filter blocking); Dramatist's Mask (mask_swap)
    _AURA_KEYS |= {"each_player"}
    TARGET_FILTERS |= {"blocking"}
    OPS.update({"mask_swap": set()})
    # "if you have played a spell this turn" on an ability (condition spell_played on its first step: the
    # ability is offered only then, legality.ABILITY_GATES); Ironfist Chancellor's "play a 2/2 Soldier with
    # a copy of each weapon on Ironfist Chancellor" (soldier_with_copies)
    CONDITIONS += ("spell_played",)
    OPS.update({"soldier_with_copies": {"card"}})
    OPS.update({"swap_blocks": set()})   # Randori: "Swap the blocks of two blocking enemy units"
    # "When you or one of your units hits the enemy player" (ally_hit: raised for the player's watchers
    # by acts.hit_player and a relic weapon's hit, env unit); Frontier Bard's "one or more of your other
    # units hit" (grow_per_fight: once per attack's damage)
    TRIGGERS += ("ally_hit",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    OPS.update({"grow_per_fight": {"attack", "health"}})
    # End of the Story's "Tribute: ... can't be negated or stopped by Aegis" (kill_unstoppable; the
    # negate op asks ops_shadow_b.UNNEGATABLE)
    OPS.update({"kill_unstoppable": {"to"}, "tribute_branch": {"then", "otherwise"}})
    # "They can't play cards with that name" (bar_name: Bar the Gates from the enemy hand, for three of
    # their turns; Citywide Ban from the four highest cost cards of the enemy deck, while it stays)
    OPS.update({"bar_name": {"from", "turns"}})
    # Ankle Cutter: "When a unit with Endurance or Lifesteal takes damage, kill it" (trigger unit_damaged,
    # raised through acts.DAMAGE_WATCH for the cards on either playmat, env unit and its skills then;
    # kill_if_had)
    TRIGGERS += ("unit_damaged",)
    TBIT.update({t: 1 << i for i, t in enumerate(TRIGGERS)})
    OPS.update({"kill_if_had": {"keywords"}})
    OPS.update({"pretty": {"amount", "card", "_pair", "_by"}})   # Won't Be Pretty: two chosen, the enemy picks the victim
    OPS.update({"warp_top": set()})   # Rika: "the top card of your deck gets Warp this turn"
    # Teacher of Humility's "Play Disciplinary Weights on the enemy player" (curse_now: at once, before
    # its draws); Disciplinary Weights' "When the cursed player draws an additional card, increase its
    # cost by 2" (condition additional_draw; drawn_cost)
    CONDITIONS += ("additional_draw",)
    OPS.update({"curse_now": {"card"}, "drawn_cost": {"amount"}})
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
