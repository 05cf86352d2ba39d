"""The effect-vocabulary words the Set 5 cards (The Dimension That Disappeared), their
partners and the Harmony Rares add (merged by vocab.py); the ops live in ops_set5.py and
ops_set5_b.py. Each op is named by what it does, not by the card that first needed it."""
from __future__ import annotations

OPS: dict[str, set[str]] = {
    # energy beneath the Main Deck (004 Set 5 "Energy Beneath the Main Deck")
    "energy_beneath": {"n", "who"},            # n energy from the Energy Deck beneath the Main Deck (who: you | turn)
    "pull_energy_beneath": {"n"},              # move n energy of your team's field beneath your Main Deck (Eroda)
    "summon_from_beneath": set(),              # summon this card from beneath the Main Deck with the energy there
    # Main Deck and graveyard
    "mill": {"n", "who"},                      # send the top n (or "all") Main Deck cards to the graveyard
    "search_main": {"kind", "reveal"},         # search your Main Deck for a card of a kind, into your hand
                                               # (named in the log only with reveal: true, as the text says)
    "grave_to_main": set(),                    # a team graveyard's card into its owner's Main Deck, anywhere
    "lock_grave": {"who"},                     # freeze a player's graveyard until the end of their next turn
    "play_from_grave": set(),                  # play the targeted graveyard symmetry now, no responses (Relapse)
    "team_draw": {"n", "deck"},                # one player of your team (chosen) draws n (deck: main | energy)
    # reveal
    "reveal_from": {"where", "kind", "then"},  # a team player reveals (hand | hand_or_top | top_bottom); a kind -> then
    "reveal_end": {"destroy"},                 # reveal the top or bottom card; creature -> graveyard + destroy, or hand
    # creatures and Afterthoughts
    "drain_others": {"n"},                     # destroy n energy under every other creature in play
    "devour_chronos": set(),                   # your team's other Chronos and Afterthoughts beneath this creature
    "under_to_grave": {"then"},                # send a Chrono from beneath this creature to the graveyard, then ops
    "afterthoughts_beneath": set(),            # your Afterthoughts beneath the targeted Chrono (Chronos again)
    "steal_ability": set(),                    # gain the target's Abilities until end of turn; it loses its own
    "move_self": set(),                        # move this card between hand, graveyard and field (Brigantine)
    "summon_self": set(),                      # summon this card from hand onto a blank pile of yours
    "ignore_requirements": set(),              # your requirements are ignored this turn
    # the stack and the turn
    "rewrite_stack": set(),                    # an effect on the stack becomes "each player draws 1 card"
    "destroy_noncreature": set(),              # destroy the targeted symmetry (stack or play) or Afterthought
    "freeze_chosen": {"what"},                 # freeze a card chosen as it resolves (stack cards too)
    "end_phase_now": set(),                    # perform an End Phase now; the turn goes on (Timeglypha)
    "become_energy": set(),                    # this symmetry joins the targeted creature's pile as an energy
    "flip_into_play": set(),                   # this card is put into play on its creature side (Anathema)
    "set_life": {"n", "who"},                  # Life Points become n (not a cost: 004 Madness Settles)
    # Harmony Rares
    "awaken_onto_energy": {"n", "damage", "life"},   # the Awakened creature side enters play on new energy
}
TRIGGERS: set[str] = {
    "main_empty",        # your Main Deck has no cards left (Eroda, beneath it)
    "awakened",          # a Harmony Rare's creature side as it Awakens (never on the stack)
}
STATICS: set[str] = {
    "afterthought_decoy",  # Smokestream's Afterthought: the player removing an Afterthought chooses which
    "effect_shield",       # Flashfire's Afterthought: your side loses no Life Points to effects or Abilities
    "awaken_skip_draw",    # a Harmony Rare Awakened by skipping your Draw Phase (Sleeping Sanctum)
    "awaken_at_zero",      # a Harmony Rare Awakened when your Life Points reach 0 (Eeventide)
    "stays_on_energy",     # beneath a creature returned to hand, this stays on the energy (Eroda)
}
TARGETS: set[str] = {
    "other_creature",            # a creature other than the source
    "card_or_stack_card",        # a card in play, or a symmetry card on the stack
    "symmetry_or_afterthought",  # a symmetry on the stack or in play, or an Afterthought
    "own_chrono",                # a Chrono creature of your side
}
CONDITIONS: set[str] = {
    "beneath",            # (triggered) only while this card is beneath a Main Deck
    "has_under",          # a Chrono is beneath this creature
    "draw_phase_start",   # your Draw Phase, before you draw
    "stack_nonempty",     # something waits on the stack
}
STAYS: set[str] = set()
COSTS: set[str] = set()
WHO: set[str] = {"turn"}     # the turn player
