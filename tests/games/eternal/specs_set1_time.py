"""Set 1 (The Empty Throne): the Time cards and their Time-Justice and Time-Shadow partners, with
the tokens they play (Marisen's Scorpion, Locust and Sandcrawler; The Great Parliament's Owl).
Merged by build_cards.PARTS."""
from __future__ import annotations

from spec_vocab import (
                MY_UNIT,
                UNIT,
                ability,
                buff,
                draw,
                grant,
                heal,
                kill,
                op,
                tgt,
                trig,
)

MARISEN = ["scorpion", "locust", "sandcrawler"]
MARISEN_NOTE = ("The database has no Set 1 token row for it; this is its later printed card of the same name and "
                "numbers (Set 5), kept out of decks as a token.")

SPECS: dict[str, dict] = {
    # --- tokens ---------------------------------------------------------------------------------
    "Scorpion": {"token": True, "kw": ["deadly"], "notes": "Marisen's 1/1 Scorpion. " + MARISEN_NOTE},
    "Locust": {"token": True, "kw": ["flying"], "notes": "Marisen's 2/2 Locust. " + MARISEN_NOTE},
    "Sandcrawler": {"token": True, "kw": ["overwhelm"], "notes": "Marisen's 3/3 Sandcrawler. " + MARISEN_NOTE},
    "Owl": {"token": True, "kw": ["flying"]},
    # --- Time ------------------------------------------------------------------------------------
    "Copper Conduit": {"kw": ["overwhelm"], "triggers": [trig("summon", op("spend_power_stats", to="self"))]},
    "Ornamental Daggers": {"kw": ["echo"]},
    "Slow": {"effects": [op("double_hand_cost", who="enemy")],
             "notes": "The enemy hand is hidden (000 1.2): the card is one of its non-power cards at random (power "
                      "cards have no cost); its cost as the spell resolves is added to it."},
    "Excavate": {"kw": ["voidbound"], "effects": [op("void_to_deck_top"), heal(2)],
                 "notes": "Voidbound: once in a void, the card can't leave it (stats.void_locked)."},
    "Initiate of the Sands": {"aura": {"units": "self", "max_power": 1},
                              "notes": "+1 Maximum Power while it is on the playmat and not silenced; maximum power "
                                       "only (like a depleted power card), current power is unchanged."},
    "Predator's Instinct": {"target": UNIT, "effects": [grant(["killer"])]},
    "Unlock Potential": {"effects": [buff(1, 1, "your_units")]},
    "Voice of the Speaker": {"aura": {"units": "self", "held": {"filter": {"type": "power"}, "keywords": ["echo"]}}},
    "Secret Pages": {"effects": [op("deck_powers", filter={"sigil": True}, choose=True, depleted=True)]},
    "Friendly Wisp": {"kw": ["flying"], "triggers": [trig("play_unit", draw(2), **{"if": "big_unit&ultimate"})],
                      "notes": "Ultimate (003): the ability happens once while Friendly Wisp is on the playmat."},
    "Ephemeral Wisp": {"triggers": [trig("void_empower", op("replay_self"))],
                       "notes": "Works only while Ephemeral Wisp is in your void."},
    "Accelerate": {"effects": [op("hand_mod", filter={"type": "unit"}, pick="choose", keywords=["charge"])],
                   "notes": "The unit in hand is chosen as the spell resolves (none: no effect)."},
    "Dawnwalker": {"kw": ["overwhelm"],
                   "triggers": [trig("void_play_unit", op("replay_self", exhausted=True),
                                     **{"if": "big_unit&influence:TTTT"})],
                   "notes": "Works only while Dawnwalker is in your void and you have four Time influence."},
    "Synchronized Strike": {"effects": [buff(1, 1, "your_units", turn=True)]},
    "Ageless Mentor": {"triggers": [trig("summon", op("hand_mod", filter={"type": "unit", "min_cost": 4},
                                                      attack=2, health=2))]},
    "Dispel": {"target": UNIT, "effects": [op("silence"), draw(1)]},
    "Determined Stranger": {"aura": {"units": "all", "attack": 1, "health": 1, "filter": {"unit_type": "Stranger"}},
                            "notes": "As printed, every Stranger (an enemy's too, and itself) has +1/+1."},
    "Amber Acolyte": {"triggers": [trig("summon", op("tutor", filter={"sigil": True}))]},
    "Clockroach": {"kw": ["echo"],
                   "triggers": [trig("summon", op("hand_mod", zones=["hand", "deck"], filter={"name": "Clockroach"},
                                                  attack=1, health=1))]},
    "Decay": {"target": tgt("attachment", "enemy"), "effects": [kill(), heal(3)]},
    "Steward of Prophecy": {"triggers": [trig("summon", op("hand_mod", who="enemy", filter={"type": "unit"},
                                                           pick="random", silence=True))],
                            "notes": "The enemy hand is hidden (000 1.2): the unit is one of them at random."},
    "Healer's Cloak": {"triggers": [trig("summon", op("gain_stat", stat="health", of="wielder"))],
                       "notes": "The wielder's Health as the ability resolves, Healer's Cloak's +2 included, less "
                                "this turn's damage."},
    "Sandstorm Titan": {"kw": ["endurance"], "aura": {"units": "all", "lose": ["flying"]}},
    "Praxis Displacer": {"triggers": [trig("summon", op("bounce"), target=tgt("unit", optional=True, other=True))]},
    "Xenan Obelisk": {"aura": {"units": "yours", "attack": 1, "health": 1,
                               "also": {"units": "yours", "attack": 1, "health": 1, "while": {"max_power": 8}}}},
    "Marisen's Disciple": {"triggers": [trig("summon", op("choose_create", cards=MARISEN))]},
    "Ancient Lore": {"effects": [op("draw_buff", n=2, attack=1, health=1)]},
    "Idol of Destran": {"triggers": [trig("held_play_unit", op("grow_self", attack=1, health=1))],
                        "notes": "Grows unseen in your hand or deck, without the stack, each time you play a unit."},
    "Elysian Pathfinder": {"triggers": [trig("summon", op("top_of_deck", kinds=["unit"], keywords=["echo"]))]},
    "Divining Rod": {"triggers": [trig("summon", op("reveal_play", n=4))],
                     "notes": "Skills are the bolded ones of 000 1.4 (battle skills, Ambush, Berserk, Destiny, Echo, "
                              "Warp, Bond); a unit that can't be played is discarded with the rest."},
    "Striking Snake Formation": {"effects": [grant(["killer"], "your_units")]},
    "Dormant Sentinel": {"triggers": [trig("empower", grant(["overwhelm"], "self", turn=True))]},
    "Hall of Lost Kings": {"effects": [op("create_count", card="sentinel", n=1, health_over=[25, 5])]},
    "Marisen, the Eldest": {"triggers": [trig("turn_start", op("choose_create", cards=MARISEN, random=True)),
                                         trig("enemy_turn_start", op("choose_create", cards=MARISEN, random=True))]},
    "Talir, Who Sees Beyond": {"kw": ["overwhelm"],
                               "aura": {"units": "self",
                                        "held": {"filter": {"type": "unit", "faction": "T"}, "keywords": ["destiny"]}},
                               "notes": "Your Time units in hand and deck have Destiny (it matters when drawn)."},
    "Vault of the Praxis": {"triggers": [trig("play_unit", draw(1), **{"if": "second_unit"})]},
    "Find the Way": {"kw": ["echo"], "effects": [op("tutor", filter={"sigil": True}, keywords=["depleted"])]},
    # --- Time-Justice ------------------------------------------------------------------------------
    "Safe Return": {"target": MY_UNIT, "effects": [buff(1, 1), op("bounce")]},
    "Knight-Chancellor Siraf": {"kw": ["overwhelm"],
                                "abilities": [ability(op("random_unit", factions="TJ", double=True), pay=7, exhaust=True)],
                                "notes": "The unit is one of the collectible Time or Justice units in the pool."},
    "Vodakhan's Staff": {"triggers": [trig("void_empower", op("replay_self", zone="hand"), **{"if": "max_power_8"})]},
    "Enlightened Stranger": {"triggers": [trig("empower", op("buff_type", unit_type="Stranger", attack=1, health=1))],
                             "notes": "As printed, every Stranger (an enemy's too, and itself) gets +1/+1."},
    "The Great Parliament": {"effects": [op("create_count", card="owl", per_max_power=4)]},
    "Reality Warden": {"kw": ["overwhelm"], "aura": {"units": "self", "lock_enemy_void": True}},
    "Champion of Progress": {"aura": {"units": "self", "attack": 6, "health": 6, "while": {"influence": "TTTTTT"},
                                      "also": {"units": "self", "attack": 6, "health": 6,
                                               "while": {"influence": "JJJJJJ"}}}},
    "Minotaur Ambassador": {"triggers": [trig("summon", op("deck_powers", names=["Time Sigil", "Justice Sigil"]))]},
    "Vodakhan, Temple Speaker": {"aura": {"units": "self", "per_max_power": 1,
                                          "held": {"filter": {"type": "power"}, "keywords": ["destiny"]}}},
    "A New Tomorrow": {"effects": [op("deck_powers", n=10, depleted=True)]},
    # --- Time-Shadow ------------------------------------------------------------------------------
    "Azindel, the Wayfinder": {"aura": {"units": "self", "max_power": 1},
                               "triggers": [trig("unit_dies", op("max_power", amount=1, depleted=True))],
                               "notes": "'+1 Maximum Power' while on the playmat; 'When another unit goes to a void' "
                                        "counts units that die (not cards discarded from a hand or deck); each "
                                        "gives maximum power for good."},
}
