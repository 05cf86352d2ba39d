"""Set 1 (The Empty Throne) Primal cards, with the Primal-Time cards, in the effect vocabulary of
simulator/games/eternal/cards.py; build_cards.py merges these SPECS after its own. The tokens
these cards make (Frog, Pig, Carnosaur, Illusionary Dragon, Sky Serpent, Dragon's Eye) come first."""
from __future__ import annotations

from spec_vocab import (
    ANY,
    ENEMY_UNIT,
    UNIT,
    ability,
    buff,
    create,
    dmg,
    draw,
    grant,
    heal,
    kill,
    op,
    tgt,
    trig,
)

SPELLS = ["spell", "fast_spell"]
TRANSFORM_NOTE = ("Transform (the rules documents do not define it): the unit becomes the new printed card where it "
                  "is; its own stat and skill changes, Silence and damage are gone; it stays exhausted or stunned and "
                  "keeps its attachments (ops_primal docstring).")

SPECS: dict[str, dict] = {
    # --- tokens ---------------------------------------------------------------------------------
    "Frog": {"token": True},
    "Pig": {"token": True},
    "Carnosaur": {"token": True},
    "Illusionary Dragon": {"token": True, "kw": ["flying"]},
    "Sky Serpent": {"token": True, "kw": ["flying"],
                    "notes": "Hatchery Hunter's \"3/3 Sky Serpent with Flying\": the database's only Sky Serpent row "
                             "(a Set 9 card, cost 2) gives its numbers; here it is a token, made only by Hatchery Hunter."},
    "Dragon's Eye": {"token": True, "effects": [draw(3)]},
    # --- Primal ---------------------------------------------------------------------------------
    "Unstable Form": {"kw": ["echo"], "target": UNIT, "effects": [op("transform_random", cost_plus=1)],
                      "notes": "The random unit is one of the collectible units (no tokens) whose printed cost is 1 more "
                               "than the unit's printed cost. " + TRANSFORM_NOTE},
    "Blind Storyteller": {"abilities": [ability(draw(1), op("discard", n=1), pay=2, exhaust=True)]},
    "Static Bolt": {"target": ANY, "effects": [op("damage_grown", amount=1)],
                    "triggers": [trig("fate", op("grow_copies", amount=1))],
                    "notes": "'Deal 1 damage' targets a unit or player. The Fate increase stays with each copy (kept "
                             "as that card's Strength change, which a spell has no other use for)."},
    "Wild Cloudsnake": {"kw": ["flying"], "triggers": [trig("play_unit", buff(1, 1, "self"), filter={"flying": True})]},
    "Herald's Song": {"kw": ["echo"], "effects": [draw(1), op("discard", n=1)]},
    "Cloudsnake Saddle": {"target": tgt("unit", "friendly", flying=True),
                          "notes": "A weapon's target: the units of yours it may be played on."},
    "Backlash": {"target": tgt("spell", "enemy"), "effects": [op("negate"), dmg(2, "enemy_player")]},
    "Whispering Wind": {"kw": ["flying"], "triggers": [trig("attack", op("swap_draw"))],
                        "notes": "The higher-cost card is a random one among the deck's cards that cost more than the "
                                 "discarded card (printed costs)."},
    "Yeti Snowslinger": {"triggers": [trig("infiltrate", create("snowball", zone="hand"))]},
    "Tundra Explorer": {"triggers": [trig("attack", op("draw_top_if", kinds=SPELLS))]},
    "Second Sight": {"effects": [draw(2), op("hand_to_top")]},
    "Flash Freeze": {"target": ENEMY_UNIT, "effects": [op("stun"), op("stun_another")],
                     "notes": "The engine's plays take one target: the first enemy unit is the spell's target, the "
                              "second (another enemy unit, if any) is chosen as the spell resolves."},
    "Polymorph": {"target": UNIT, "effects": [op("transform", card="frog", to="target")], "notes": TRANSFORM_NOTE},
    "Cobalt Acolyte": {"triggers": [trig("summon", grant(["flying"]), target=UNIT)]},
    "Ice Sprite": {"kw": ["flying"], "triggers": [trig("summon", op("stun_hold"), target=ENEMY_UNIT)],
                   "notes": "The unit does not ready at the start of its turns while Ice Sprite is on the playmat "
                            "(unsilenced); Endurance ends the hold (003 Endurance)."},
    "Icebreaker": {"abilities": [ability(kill(), target=tgt("unit", "enemy", stunned=True), exhaust=True)]},
    "Serpent Trainer": {"kw": ["flying"], "triggers": [trig("infiltrate", create("serpent_hatchling"))]},
    "Rain of Frogs": {"effects": [op("transform_copies", card="frog", keywords=["destiny"])],
                      "notes": "The enemy hand is shown to the caster (its cards become known to both players); the "
                               "choice is by card name. " + TRANSFORM_NOTE},
    "Yeti Troublemaker": {"kw": ["echo"]},
    "Deranged Dinomancer": {"triggers": [trig("turn_start", op("transform", card="carnosaur", to="target"), target=UNIT)],
                            "notes": "The unit is chosen when the ability triggers (itself if nothing else). "
                                     + TRANSFORM_NOTE},
    "Nesting Avisaur": {"kw": ["flying"], "triggers": [trig("summon", op("hand_to_top", cost=-2, optional=True))]},
    "Jotun Hurler": {"triggers": [trig("fate", create("snowball", zone="hand"))]},
    "Elysian Trailblazer": {"triggers": [trig("summon", op("top_of_deck", kinds=SPELLS, keywords=["echo"]))]},
    "Soaring Stranger": {"aura": {"units": "all", "keywords": ["flying"], "filter": {"unit_type": "Stranger"}}},
    "Windshaper": {"aura": {"units": "yours", "attack": 1, "health": 1, "filter": {"flying": True}}},
    "West-Wind Herald": {"kw": ["flying", "aegis"],
                         "triggers": [trig("infiltrate", op("from_void", filter={"type": SPELLS}, zone="board"))],
                         "notes": "The spell is played for free (000 1.3); one with no legal target stays in the void."},
    "Crystallize": {"effects": [op("stun", to="enemy_units"), dmg(1, "enemy_units")]},
    "Magus of the Mist": {"triggers": [trig("summon", op("create_linked", card="illusionary_dragon"))]},
    "Hatchery Hunter": {"triggers": [trig("summon", op("transform_hand", card="sky_serpent"))], "notes": TRANSFORM_NOTE},
    "Jarrall Iceheart": {"triggers": [trig("infiltrate", op("top_spell_strike", to="enemy_units"))],
                         "notes": "The damage is the spell's printed cost."},
    "North-Wind Herald": {"kw": ["flying"], "free_if": {"spells_played": 2}},
    "Celestial Omen": {"effects": [op("tutor")]},
    "Mistveil Drake": {"kw": ["flying", "aegis"],
                       "triggers": [trig("fate", op("aegis_player", to="you")),
                                    trig("summon", buff(3, 3, "self"), **{"if": "aegis"})]},
    "Thunderstrike Dragon": {"kw": ["flying", "echo"]},
    "Channel the Tempest": {"target": ANY, "effects": [draw(3), op("damage_by", count="hand")],
                            "notes": "'Deal damage' targets a unit or player; the hand is counted as it resolves."},
    "Eilyn, Queen of the Wilds": {
        "kw": ["flying"],
        "triggers": [trig("play_spell", op("play_random_from_deck", filter={"type": SPELLS, "faction": "P"}),
                          filter={"faction": "P"})],
        "notes": "The additional spell (a random one among those that can be played now) does not itself make "
                 "Eilyn play another."},
    "Rimescale Draconus": {"kw": ["flying"],
                           "triggers": [trig("summon", op("curse_each", card="permafrost", filter={"exhausted": True}))]},
    "Scourge of Frosthome": {"aura": {"units": "enemy", "no_spells": True},
                             "notes": "The enemy cannot play spells from hand; spells an effect plays for them "
                                      "(Destiny) are not stopped."},
    "Scouting Party": {"effects": [create("yeti_spy", 4)]},
    "Wump, Party Starter": {
        "triggers": [trig("play_unit", op("deals", by="that_unit", amount=1, to="enemy_player"), unit_type="Yeti")],
        "aura": {"units": "your_others", "attack": 1, "health": 1, "filter": {"unit_type": "Yeti"}},
        "notes": "The Yeti itself deals the damage, so its Infiltrate can fire (003 Infiltrate)."},
    "Borderlands Waykeeper": {"kw": ["aegis"],
                              "abilities": [ability(buff(1, 0, "self"), grant(["flying"], "self"), pay=4, ultimate=True)]},
    # --- Primal with Time -----------------------------------------------------------------------
    "Twinning Ritual": {"effects": [op("twin_in_hand", attack=1, health=1)]},
    "Accelerated Evolution": {"kw": ["echo"], "target": UNIT,
                              "effects": [buff(1, 1), op("grant_choice", keywords=["flying", "endurance"])]},
    "Crown of Possibilities": {"triggers": [trig("draw", op("skill_to_drawn"), filter={"types": ["unit"]})],
                               "notes": "Inspire: each unit you draw gains one battle skill chosen at random."},
    "False Prince": {"kw": ["overwhelm"], "triggers": [trig("spell_on", op("transform", card="frog", to="self"))],
                     "notes": TRANSFORM_NOTE},
    "Amaran Camel": {"triggers": [trig("draw", heal(1))]},
    "Champion of Wisdom": {"aura": {"units": "self", "attack": 2, "health": 2, "while": {"influence": "TTTT"},
                                    "also": {"units": "self", "keywords": ["flying"], "while": {"influence": "PPPP"}}}},
    "Crystalline Chalice": {"abilities": [ability(op("exhaust"), buff(2, 2), draw(1), pay=2, once_per_turn=True,
                                                  target=tgt("unit", "friendly", max_attack=2, ready=True))],
                            "notes": "The unit (ready, 2 Strength or less) is chosen as the ability is used and "
                                     "exhausted as it resolves; nothing can answer an ability on your own unit (000 4.2)."},
    "Psionic Savant": {"kw": ["flying"], "triggers": [trig("draw", buff(1, 1, "self"))]},
    "Cirso, the Great Glutton": {"kw": ["overwhelm"], "triggers": [trig("clash", op("transform", card="pig", to="target"))],
                                 "notes": TRANSFORM_NOTE},
    "Fortunate Stranger": {"triggers": [trig("play_unit", draw(1), unit_type="Stranger"),
                                        trig("enemy_play_unit", draw(1, who="enemy"), unit_type="Stranger")],
                           "notes": "A Stranger played while Fortunate Stranger is on the playmat; playing Fortunate "
                                    "Stranger itself draws nothing."},
    "Shimmerpack": {"triggers": [trig("summon", op("transform_any"))], "notes": TRANSFORM_NOTE},
    "Curiox, the Collector": {"kw": ["flying", "endurance"],
                              "triggers": [trig("fate", create("dragon_s_eye", zone="deck"))]},
}
