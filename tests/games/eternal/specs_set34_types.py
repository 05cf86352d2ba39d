"""Cards of Sets 3 and 4 with units that change their unit type (Valkyrie Harvester, Mask Maker) and Sets 3-4's last two readings (Tax Collector, Lieutenant Relia), in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ability, create, op, tgt, trig

TYPE_NOTE = ("A unit's type change replaces its printed types and stays with the card in every zone, hand, deck "
             "and void included, and when it is played again (003 Basic Gameplay: 'all card effects are "
             "persistent, even when the card changes zones'; 000 has no rule that a card leaving the playmat "
             "forgets such a change). Silence does not undo it (a type is not text). unit_types.py reads it for "
             "every rule that asks a unit's type.")

SPECS: dict[str, dict] = {
    # --- Valkyrie Harvester -------------------------------------------------------------------------
    "Valkyrie Harvester": {"kw": ["flying"],
                           "triggers": [trig("summon", op("draw_died_as", keywords=["flying"], unit_type="Valkyrie"))],
                           "notes": "'Draw each unit that died this turn': each unit that died this turn and is in "
                                    "your void now goes to your hand, in the order they died (000 1.2: a unit goes "
                                    "to its owner's void, so an enemy unit that died is in the enemy void and is "
                                    "not drawn; a unit discarded or killed on an earlier turn is not one; a Voidbound "
                                    "one stays, 003 Voidbound). Each one that reaches the hand (a full hand discards "
                                    "it, 000 6.2) gets Flying for good and its unit type becomes Valkyrie in place "
                                    "of its printed types. " + TYPE_NOTE},
    # --- Mask Maker --------------------------------------------------------------------------------
    "Mask Maker": {"aura": {"units": "your_others", "attack": 1, "health": 1, "filter": {"shares_type": True}},
                   "triggers": [trig("summon", op("become_type"), target=tgt("unit", "friendly", other=True))],
                   "notes": "'Choose one of your other units' is the Summon's target, chosen as Mask Maker is played "
                            "(000 4.2); as it resolves Mask Maker's types become that unit's types then (all of "
                            "them; none, for a unit without a type), in place of Cultist; with no other unit, "
                            "nothing changes. 'Share a type': a unit type in common now (a unit without a type "
                            "shares none). " + TYPE_NOTE},
    # --- Tax Collector ------------------------------------------------------------------------------
    "Tax Collector": {"triggers": [trig("unit_dies", op("armor", amount=1), **{"if": "own_other_unit"})],
                      "abilities": [ability(op("double_attack", to="self"), op("double_armor"), pay=5, ultimate=True)],
                      "notes": "The database lost the Strength and Armor icons only; the text reads whole. 'Double "
                               "your Strength and Armor': Tax Collector's own Strength (the player has none; as "
                               "Recurring Nightmare's and Stonepowder Heretic's 'double ... Strength', a lasting "
                               "+Strength equal to its Strength then) and its player's Armor (Armor is a player's, "
                               "000 4.31, as in the card's own 'you gain 1 Armor'): the player gains as much Armor "
                               "as they have. An Ultimate is used once while on the playmat (003 Ultimate)."},
    # --- Lieutenant Relia ---------------------------------------------------------------------------
    "Lieutenant Relia": {"kw": ["double_damage", "endurance", "invulnerable"],
                         "triggers": [trig("fate", op("powers_drawn_branch", most=2,
                                                      then=[create("justice_sigil", 1, "hand")],
                                                      otherwise=[op("grow_self", attack=1, health=1)]))],
                         "notes": "'If you have drawn two or fewer power cards': the power cards its player has drawn "
                                  "this game (the kept opening hand and every card drawn since, a Sigil created and "
                                  "drawn included), judged once as the Fate resolves. Neither 000 nor 003 says, and "
                                  "no source found says 'this turn' or 'this game': the text names no turn, and a "
                                  "'this turn' count (a turn draws one card) would make the Sigil near certain and "
                                  "'Otherwise' near impossible, where the card is a catch-up for a player short of "
                                  "power. Only games whose decks hold such a card keep the count; a Relia made "
                                  "during another game counts none (two or fewer). 'Relia gets +1/+1' is a lasting "
                                  "change to the card in hand (003 Basic Gameplay)."},
}
