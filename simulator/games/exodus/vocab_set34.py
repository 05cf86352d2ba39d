"""The effect-vocabulary words the Set 3-4 cards add (merged by vocab.py); the ops live in
ops_set34.py (and ops_set34_b.py). Each op is named by what it does."""
from __future__ import annotations

OPS: dict[str, set[str]] = {
    "send_opponent_deck_card": set(),          # Vanquish: the revealing player may send an opponent's top / revealed card away
    "rarity_trio_burst": {"n"},                # Carcery: a Common, Uncommon and Rare of yours burst their energy; else you lose n
    "hand_to_deck_top": {"n"},                 # Starlit Expanse: n creature/symmetry cards from hand onto the Main Deck
    "switch_attacker_with_revealed": set(),    # Howling Synthesis: reveal; the attacker may switch with a revealed creature
    "negate_abilities": set(),                 # Crystallize: the target creature's Ability negated until the end of the turn
    "silence_opponents": set(),                # Handbell Dancer Gravitas: opposing creature Abilities stop for the turn
    "add_energy_each": {"n"},                  # Guild Warfare: each of your creatures gains n energy
    "let_attack_through": set(),               # Mistrai Driftwood: the attack passes through to your Life Points
    "gain_energy": {"n", "if_attacking"},      # this creature gains n energy from its controller's Energy Deck
    "swap_battle_energy": set(),               # Paladin's Parable: the battling creatures switch energy
    "redirect_to_self": set(),                 # Planetary Crag: the item's Shardfolk target becomes this creature, locked
    "grave_to_deck_top": set(),                # Amethyst Voidcap: the targeted graveyard card onto the Main Deck
    "enter_instead_of_discard": set(),         # Embershard Siren: into play onto a blank pile instead of discarded
    "send_top_to_grave": {"who", "then"},      # Horncrest: may send a (team) Main Deck's top card away; if so, then
    "draw_into_starting_hand": {"n"},          # Ephemra: n from each deck, part of the starting hand
    "if_then": {"cond", "then", "else"},       # all or nothing: the ops run only when the condition holds
    "grave_to_deck_bottom": {"guild"},         # Turbine Apparatus: a creature of a type from graveyard to the deck's bottom
    "to_deck_bottom": set(),                   # Dragonis Warden: the target creature to the bottom of its owner's Main Deck
    "pump_attacker": {"n", "rarity", "guilds", "vs_rare"},  # Drangel: an ally attacker of that kind gains n energy
    "put_from_hand": set(),                    # Nebulawood Barrier: a creature from hand into play on the target blank pile
    "discard_any_draw_same": set(),            # Reevaluate: discard any number, draw as many as were discarded
}
TRIGGERS: set[str] = {
    "ally_attacks",       # another creature on this creature's side attacks (env: attacker, target)
    "any_attack_hits",    # a symmetry in play: just before any attack hits (Howling Synthesis)
}
STATICS: set[str] = {
    "battles_all",                     # attacking, it battles every other creature in play (Roxanne)
    "direct_attack_then_destroyed",    # may attack Life Points past creatures, then is destroyed (Mistrai)
}
TARGETS: set[str] = {
    "own_grave_card",            # a creature or symmetry card in your graveyard (Amethyst Voidcap)
    "shardfolk_targeting_item",  # an opponent's stack item targeting another Shardfolk of yours (Planetary Crag)
}
CONDITIONS: set[str] = set()
STAYS: set[str] = set()
COSTS: set[str] = set()
