"""Cards of Sets 3 and 4 with battle damage by Health (Accelerated Impact) and seeing the top card of each deck (Panoptic Guardian), in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import buff, op, trig

SPECS: dict[str, dict] = {
    "Accelerated Impact": {
        "effects": [buff(1, 1, "your_units", turn=True), op("battle_by_health", to="your_units")],
        "notes": "'They' are the units that got +1/+1: your units on the playmat as it resolves (a unit you play later "
                 "this turn deals battle damage by Strength as usual). 'Battle damage' is the damage of a fight, as "
                 "an attacker, a blocker, a Killer or its victim (000 3.34, 4.3): the unit's Health left now (after "
                 "damage, 003 Health), read as the fight starts, then doubled by Double Damage, with Overwhelm "
                 "carrying the excess of that amount. 'Can attack even if its Strength is 0 or less' lifts 000 3.2's "
                 "need for Strength above 0 for those units this turn."},
    "Panoptic Guardian": {
        "kw": ["ambush"],
        "triggers": [trig("fate", op("see_tops"))],
        "notes": "'Each deck' is yours and the enemy's. Seeing is information, not a move (003 Fate: it happens when "
                 "you draw it): until the turn ends, the top card of each deck, and each new top card after a draw or a "
                 "shuffle, is shown to you and to no one else; the cards stay where they are."},
}
