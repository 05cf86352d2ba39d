"""Set 1 (The Empty Throne), Shadow part: the Shadow cards and the Fire-Shadow and Primal-Shadow
cards, with the tokens they make (Vengeful Gargoyle, Direwood Beast, The Tormentor and its
Spiteling, the four Pale Riders, Stone Cudgel, Obsidian Armor; Feeding Time's Pig is the Primal
part's), in the effect vocabulary of
simulator/games/eternal/cards.py (ops of ops_shadow.py). Merged by build_cards.py (PARTS)."""
from __future__ import annotations

from spec_vocab import (
    ENEMY_UNIT,
    UNIT,
    ability,
    buff,
    create,
    dmg,
    draw,
    grant,
    heal,
    op,
    tgt,
    trig,
)

STRANGERS = {"unit_type": "Stranger"}
ENEMY_SPELL = tgt("spell", "enemy")

SPECS: dict[str, dict] = {
    # --- tokens ----------------------------------------------------------------------------------
    "Vengeful Gargoyle": {"token": True, "kw": ["flying"]},   # Slumbering Stone's "2/2 Gargoyle with Flying"
    "Direwood Beast": {"token": True},                        # Direwood Beastcaller's "5/5 Beasts"
    "Spiteling": {"token": True, "triggers": [trig("entomb", dmg(1, "enemy_player"))]},
    "The Tormentor": {"token": True, "kw": ["flying", "overwhelm", "charge"],
                      "triggers": [trig("void_turn_start", create("spiteling"))],
                      "notes": "Its start-of-turn ability works only from its void (acts.ZONE_WATCH)."},
    "Muertis, Pale Rider": {"token": True, "kw": ["deadly"]},
    "Occi, Pale Rider": {"token": True, "kw": ["killer"]},
    "Sangu, Pale Rider": {"token": True, "kw": ["lifesteal"]},
    "Volan, Pale Rider": {"token": True, "kw": ["flying"]},
    "Stone Cudgel": {"token": True},     # Statuary Maiden's "+2/+2 Cudgel"
    "Obsidian Armor": {"token": True},   # Obsidian Golem's "+2/+2 Obsidian Armor"
    # --- Shadow ----------------------------------------------------------------------------------
    "Merciless Stranger": {"aura": {"units": "all", "keywords": ["deadly"], "filter": STRANGERS},
                           "notes": "'Strangers' are every Stranger on the playmat, either player's, itself too."},
    "Scheme": {"effects": [op("look_draw", n=4)],
               "notes": "The card to draw is chosen by name; the other cards go to the bottom in their order."},
    "Dark Return": {"effects": [op("from_void", filter={"type": "unit"}, zone="hand", buff=[1, 1])]},
    "Sabotage": {"effects": [op("discard_choice", kinds=["spell", "fast_spell", "weapon", "curse", "relic",
                                                          "relic_weapon", "cursed_relic"])],
                 "notes": "The enemy's spells and attachments are shown to the chooser (so both players know them)."},
    "Pilfer": {"effects": [op("draw_enemy_top")]},
    "Slumbering Stone": {"triggers": [trig("entomb", create("vengeful_gargoyle", zone="hand"))]},
    "Ghostform": {"target": UNIT, "effects": [grant(["lifesteal", "unblockable"], turn=True)]},
    "Rapid Shot": {"target": UNIT, "effects": [buff(4, 0, turn=True), grant(["quickdraw"], turn=True)]},
    "Blood Beetle": {"triggers": [trig("infiltrate", buff(1, 0, "self"), grant(["flying"], "self"))]},
    "Devour": {"additional_cost": "sacrifice_unit", "effects": [draw(2), heal(2)],
               "notes": "The sacrifice is paid as the spell is played (003 The Stack: Payment), like Burn Out's."},
    "Sporefolk": {"triggers": [trig("summon", op("mill", n=5))]},
    "Scavenging Vulture": {"kw": ["flying"], "aura": {"units": "self", "attack": 1, "while": {"void_unit": True}}},
    "Blackguard Sidearm": {"kw": ["quickdraw"]},
    "Madness": {"target": ENEMY_UNIT, "effects": [op("steal", turn=True, ready=True)],
                "notes": "The unit goes back to its player in the Cleanup Step (000 3.54: 'this turn' effects end)."},
    "Argenport Instigator": {"triggers": [trig("unit_dies", op("damage_owner", amount=1))],
                             "notes": "'Its owner' is the player who had the unit when it died; it watches "
                                      "other units' deaths (it is gone from the playmat at its own)."},
    "Direwood Beastcaller": {"triggers": [trig("infiltrate", create("direwood_beast", 2))]},
    "Torrent of Spiders": {"effects": [op("create_per_void", card="direfang_spider", per=3)],
                           "notes": "The 1/1 Spider with Deadly is Direfang Spider, the database's card of those "
                                    "numbers (it lists no Spider token)."},
    "Ravenous Thornbeast": {"triggers": [trig("summon", op("sacrifice", optional=True, other=True,
                                                          then=[buff(2, 2, "self")]))]},
    "Shadowlands Guide": {"triggers": [trig("summon", op("from_void", filter={"type": "unit", "max_cost": 1},
                                                         zone="board"))]},
    "Beastcaller's Amulet": {"triggers": [trig("infiltrate", create("direwood_beast"))],
                             "notes": "A weapon's Infiltrate fires the first time its wielder damages the enemy player."},
    "Cabal Recruiter": {"triggers": [trig("infiltrate", op("play_enemy_top", kinds=["unit"]))]},
    "Steward of the Past": {"kw": ["deadly"], "triggers": [trig("summon", op("silence_void", who="enemy"))]},
    "Subvert": {"effects": [op("steal_hand")]},
    "Soul Collector": {"triggers": [trig("unit_dies", op("death_buff", whose="any", whom="self", attack=1, health=1)),
                                    trig("entomb", op("heal_own_health"))]},
    "Grasping at Shadows": {"effects": [op("from_void", filter={"type": "unit"}, zone="board")]},
    "Lurking Sanguar": {"kw": ["lifesteal"], "free_if": {"hitters": 2},
                        "notes": "Counts the different units that dealt damage to the enemy player this turn."},
    "Oblivion Spike": {"aura": {"units": "self", "per_void_unit": 1}},
    "Argenport Ringmaster": {"triggers": [trig("infiltrate", op("from_enemy_void", n=5, kinds=["unit"]))]},
    "Spirit Drain": {"kw": ["lifesteal"], "target": UNIT, "effects": [dmg(4)]},
    "Whispers in the Void": {"effects": [op("appear_in_void", card="the_tormentor")]},
    "Vara, Fate-Touched": {"kw": ["deadly"],
                           "triggers": [trig("summon", op("reanimate", filter={"type": "unit", "faction": "S"},
                                                          voidbound=True)),
                                        trig("play_unit", op("reanimate", filter={"type": "unit", "faction": "S"},
                                                             voidbound=True, faction_of_unit="S"))],
                           "notes": "The unit from the void is its player's choice; Voidbound keeps it in the void "
                                    "once it is there again. A unit it plays is played, so it can fire again."},
    "Touch of the Umbren": {"kw": ["lifesteal"], "triggers": [trig("summon", op("steal", to="wielder"))],
                            "notes": "The cursed unit stays stolen while the curse is on it and after (it is yours)."},
    "The Last Word": {"kw": ["deadly", "quickdraw"],
                      "abilities": [ability(op("deadly_to_players"), pay=9, ultimate=True)],
                      "notes": "Deadly to players: damage its attacks deal to a player's health (past armor) takes "
                               "all of it."},
    "The Witching Hour": {"effects": [create("muertis_pale_rider"), create("occi_pale_rider"),
                                      create("sangu_pale_rider"), create("volan_pale_rider")],
                          "triggers": [trig("hand_play", op("reduce_own_cost", amount=1))],
                          "notes": "The cost falls while it is in hand, for each non-power card its player plays "
                                   "(from hand or by an effect that plays a card)."},
    "Xenan Cultist": {"triggers": [trig("unit_dies", op("death_buff", whose="yours", whom="dead", attack=2, health=2))],
                      "notes": "The unit that died gets +2/+2 where it went (its void, or its deck by Revenge)."},
    # --- Primal-Shadow -----------------------------------------------------------------------------
    "Withering Witch": {"triggers": [trig("summon", op("set_health", to="enemy_units", value=1, undamaged=True))]},
    "Champion of Cunning": {"aura": {"units": "self", "keywords": ["flying", "aegis"], "while": {"influence": "PPPPP"}},
                            "triggers": [trig("turn_end", buff(2, 0, "your_units"), **{"if": "influence:SSSSS"})],
                            "notes": "An Aegis shield comes with the Aegis it gets while on the playmat only when it "
                                     "enters with that influence."},
    "Grim Stranger": {"triggers": [trig("units_attack", op("damage_per_attacker", unit_type="Stranger"))],
                      "notes": "Fires when its player attacks (once per attack, Berserk's second attack aside); "
                               "'that much' is the number of their attacking Strangers."},
    "Spell Swipe": {"target": ENEMY_SPELL, "effects": [op("negate", draw=True)]},
    "Haunting Scream": {"effects": [op("reanimate", filter={"type": "unit", "max_cost": 5},
                                       keywords=["charge", "flying"], doomed=True)]},
    "Feln Cauldron": {"abilities": [ability(op("discard_for", heal=1, every=5, spells=5), once_per_turn=True)],
                      "notes": "The random spells come from the collectible spells of the pool."},
    "Feeding Time": {"target": UNIT, "effects": [op("transform", card="pig", kill=True)]},
    "Recurring Nightmare": {"kw": ["flying", "charge"],
                            "triggers": [trig("infiltrate", op("double_attack", to="self"), op("bounce", to="self"))]},
    "Nightmaw, Sight Unseen": {"aura": {"units": "yours", "keywords": ["unblockable"]}},
    "Snowcrush Animist": {"kw": ["deadly"], "triggers": [trig("summon", op("kill_small", max_attack=3, stun_rest=True))]},
    "Feln Bloodcaster": {"abilities": [ability(draw(1), op("draw_enemy_top"), pay=7, ultimate=True)]},
    # --- Fire-Shadow -------------------------------------------------------------------------------
    "Statuary Maiden": {"kw": ["deadly"], "aura": {"units": "enemy", "blocks": ["entomb", "revenge"]},
                        "triggers": [trig("unit_dies", op("transform_dead_draw", card="stone_cudgel"))],
                        "notes": "The '+2/+2 Cudgel' is Stone Cudgel, a 2/2 weapon."},
    "Black Iron Manacles": {"triggers": [trig("each_turn_end", op("churn_damage"))],
                            "notes": "Cards drawn (created and drawn too) and discarded (from hand or deck) count."},
    "Scraptank": {"triggers": [trig("summon", create("grenadin", 2)),
                               trig("unit_dies", op("death_buff", whose="yours", whom="self", attack=2, health=2))]},
    "Treachery": {"effects": [dmg(2, "enemy_player"), op("discard_choice", kinds=["unit", "site"])],
                  "notes": "The enemy's units and sites in hand are shown to the chooser (so both players know them)."},
    "Smuggler's Stash": {"effects": [op("from_void", filter={"type": "unit"}, zone="hand"),
                                     op("from_void", filter={"type": "unit"}, zone="hand"),
                                     op("from_void", filter={"type": "weapon"}, zone="hand"),
                                     op("from_void", filter={"type": "weapon"}, zone="hand")]},
    "Bloodrite Kalis": {"triggers": [trig("summon", op("sacrifice", all=True,
                                                       then=[buff(2, 2, "self")]))],
                        "notes": "A relic weapon's Health is armor: each +2/+2 is +2 Strength and 2 armor."},
    "Obsidian Golem": {"triggers": [trig("entomb", create("obsidian_armor", zone="hand"))]},
    "Brimstone Altar": {"abilities": [ability(op("sacrifice", then=[dmg(2, "enemy_player")]), once_per_turn=True)],
                        "notes": "Used with no unit to sacrifice, it does nothing."},
    "Voprex, the Great Ruin": {"kw": ["flying", "overwhelm"], "triggers": [trig("summon", op("enemy_chooses"))]},
    "Champion of Chaos": {"aura": {"units": "self", "attack": 1, "health": 1, "keywords": ["overwhelm"],
                                   "while": {"influence": "FFF"},
                                   "also": {"units": "self", "attack": 1, "health": 1, "keywords": ["deadly"],
                                            "while": {"influence": "SSS"}}}},
    "Stonescar Leviathan": {"triggers": [trig("entomb", op("set_player_health", who="enemy", value=7))]},
    "Hair-Trigger Stranger": {"aura": {"units": "all", "keywords": ["quickdraw"], "filter": STRANGERS},
                              "notes": "'Strangers' are every Stranger on the playmat, either player's, itself too."},
}
