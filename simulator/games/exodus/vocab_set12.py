"""The effect-vocabulary words the Set 1-2 cards add (merged by vocab.py); the ops live in
ops_set12.py. Each op is named by what it does, not by the card that first needed it."""
from __future__ import annotations

OPS: dict[str, set[str]] = {
    "forbid_attack": {"who"},                  # Chains: no attacks this turn (or the player's next turn)
    "drain_energy": {"n"},                     # Leech: destroy n of the target's energy AND add n to a pile of yours
    "drain_all": {"n"},                        # destroy n energy under every creature in play (no target)
    "switch_from_hand": set(),                 # Apparition Grove: the target creature <-> a creature in your hand
    "flip_face_down": set(),                   # acts as freeze without the keyword (Crystal Command Andromeda)
    "send_creature": {"who", "rare"},          # each named player sends a (Rare) creature of theirs to the graveyard
    "ready_attack": set(),                     # this creature may attack again this turn (Luhzarus)
    "reveal_top": {"n", "who", "then"},        # reveal the top n of a Main Deck; then: top | bottom | choose
    "attack_by_revealed": {"creature", "symmetry"},  # the attack hits Life Points by the revealed card's type
    "add_to_blank": {"n", "who"},              # each named player may add n energy to a blank pile on their field
    "may": {"ops", "prompt"},                  # "you may ...": the controller chooses whether the ops happen
}
TRIGGERS: set[str] = set()
STATICS: set[str] = set()
TARGETS: set[str] = {
    "opp_with_hand",       # an opponent with at least one card in hand (Cryocrest Crags)
}
CONDITIONS: set[str] = set()
STAYS: set[str] = set()
COSTS: set[str] = set()
