"""Rebuild simulator/games/eternal/cards.json: numbers and text from the card database,
behaviour from the SPECS below (written in the effect vocabulary of cards.py).

    python tests/games/eternal/build_cards.py [path/to/eternal-cards.json]

Not a test: a tool kept next to the tests that check its output (test_card_data.py).
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))   # the part modules import their builders from spec_vocab
ROOT = Path(__file__).resolve().parents[3]
DB = ROOT.parent / "shared" / "cards" / "eternal" / "eternal-cards.json"
OUT = ROOT / "simulator" / "games" / "eternal" / "cards.json"
TYPES = {"Power": "power", "Unit": "unit", "Spell": "spell", "Fast Spell": "fast_spell", "Weapon": "weapon",
         "Curse": "curse", "Relic": "relic", "Relic Weapon": "relic_weapon", "Cursed Relic": "cursed_relic",
         "Site": "site"}


from spec_vocab import (
    ANY,
    ENEMY_UNIT,
    MY_UNIT,
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

AMPLIFY_NOTE = ("Kept out of decks (a token here) until Amplify is in the rules: only Inferno Den's Agenda plays it, "
                "for free (000 1.3), so its Amplify cost is never paid.")

# name -> behaviour. Keys: kw (skills), warcry, target, effects, triggers, abilities, aura,
# depleted, depleted_unless_unit, transmute, additional_cost, merchant, token, host_stats,
# notes, db ((set, number) when a name is ambiguous).
SPECS: dict[str, dict] = {
    # --- powers -------------------------------------------------------------------------------
    "Fire Sigil": {}, "Time Sigil": {}, "Justice Sigil": {}, "Primal Sigil": {}, "Shadow Sigil": {},
    "Rakano Banner": {"depleted_unless_unit": True},
    "Stonescar Banner": {"depleted_unless_unit": True},
    "Combrei Banner": {"depleted_unless_unit": True},
    "Feln Banner": {"depleted_unless_unit": True},
    "Elysian Banner": {"depleted_unless_unit": True},
    "Granite Monument": {"depleted": True, "transmute": {"at": 5, "into": "magmahound"}},
    "Amber Monument": {"depleted": True, "transmute": {"at": 5, "into": "rhinarc"}},
    "Emerald Monument": {"depleted": True, "transmute": {"at": 5, "into": "gemblade"}},
    "Cobalt Monument": {"depleted": True, "transmute": {"at": 5, "into": "stormdancer"}},
    "Amethyst Monument": {"depleted": True, "transmute": {"at": 5, "into": "puma"}},
    "Crest of Impulse": {"depleted": True, "effects": [op("scout")]},
    "Crest of Wisdom": {"depleted": True, "effects": [op("scout")]},
    "Crest of Vengeance": {"depleted": True, "effects": [op("scout")]},
    "Crest of Fury": {"depleted": True, "effects": [op("scout")]},
    # --- tokens (created by other cards) --------------------------------------------------------
    "Grenadin": {"token": True}, "Sentinel": {"token": True}, "Wisp": {"token": True},
    "Magmahound": {"token": True, "kw": ["charge"]}, "Rhinarc": {"token": True, "kw": ["overwhelm"]},
    "Gemblade": {"token": True}, "Stormdancer": {"token": True, "kw": ["flying"]},
    "Puma": {"token": True, "kw": ["lifesteal"], "attack": 4, "health": 4,
             "notes": "Amethyst Monument, its only maker, prints \"Transmute 5: 4/4 Puma with Lifesteal\"; the "
                      "database's Puma row (3/3) disagrees, and the card that makes it wins."},
    "Titan": {"token": True, "kw": ["endurance", "aegis"]},
    "Serpent Hatchling": {"token": True, "kw": ["flying"]},
    "Snowball": {"token": True, "target": ANY, "effects": [dmg(1)]},
    "Firebomb": {"token": True, "kw": ["destiny"], "effects": [dmg(5, "you")]},
    # --- Fire ------------------------------------------------------------------------------------
    "Torch": {"target": ANY, "effects": [dmg(3)]},
    "Ticking Grenadin": {"triggers": [trig("entomb", dmg(3, "enemy_player"))]},
    "Oni Ronin": {"warcry": 1},
    "Grenadin Drone": {"triggers": [trig("summon", create("grenadin"))]},
    "Heavy Axe": {},
    "Pyroknight": {"kw": ["overwhelm"], "abilities": [ability(buff(4, 4, "self"), pay=5, ultimate=True)]},
    "Rakano Outlaw": {"kw": ["quickdraw"], "warcry": 1},
    "Pyre Adept": {},
    "Blazing Renegade": {"kw": ["charge"]},
    "Rampage": {"target": UNIT, "effects": [buff(3, 1, turn=True), grant(["overwhelm"], turn=True)]},
    "Burn Out": {"additional_cost": "sacrifice_unit", "target": tgt("enemy"), "effects": [dmg(5)]},
    "Centaur Outrider": {},
    "Magma Javelin": {},
    "Outlands Sniper": {"triggers": [trig("summon", dmg(2), target=ANY)],
                        "notes": "'Deal 2 damage.' targets a unit or player, as such text does in Eternal."},
    "Oni Striker": {"kw": ["charge", "quickdraw"]},
    "Obliterate": {"kw": ["overwhelm"], "target": ANY, "effects": [dmg(6)]},
    "Dusthoof Brawler": {"kw": ["overwhelm"]},
    "Frontline Cyclops": {"kw": ["reckless"], "warcry": 1},
    "Steelbound Dragon": {"kw": ["flying", "overwhelm"]},
    "Morningstar": {"kw": ["overwhelm"]},
    "Warhelm": {"kw": ["charge"], "warcry": 1},
    "Rally": {"effects": [buff(2, 0, "your_units", turn=True)]},
    "Cloud of Ash": {"effects": [op("exhaust", to="enemy_units")]},
    "Guerrilla Fighter": {"warcry": 1, "triggers": [trig("summon", op("exhaust"), target=ENEMY_UNIT)]},
    "Rakano Flagbearer": {"warcry": 2},
    "Recogulator": {"triggers": [trig("entomb", create("grenadin", 2))]},
    "Assembly Line": {"effects": [create("grenadin", 3)]},
    "Temper": {"target": ANY, "effects": [dmg(1), op("top_of_deck", attack=1, health=1, kinds=["unit", "weapon"])]},
    "Rusty Grenamotive": {"kw": ["berserk"], "triggers": [trig("attack", op("power", amount=1))]},
    "Dashing Rapscallion": {"kw": ["berserk"], "triggers": [trig("attack", buff(2, 0, "self"))]},
    "Sparkbot": {"triggers": [trig("spark", create("grenadin"))]},
    "Audacious Bandit": {"triggers": [trig("spark", grant(["quickdraw"], "self"))]},
    "Blinkwolf": {"kw": ["warp"]},
    "Hipshot": {"kw": ["warp"], "target": ANY, "effects": [dmg(2)]},
    "Ixtun Merchant": {"kw": ["overwhelm"], "merchant": "F", "triggers": [trig("summon", op("market_swap", factions="F"))]},
    "Inferno Den": {"aura": {"units": "yours", "keywords": ["charge"]},
                    "notes": "Agenda (000 1.3): when it enters and at the start of your turns, the site plays the next "
                             "Agenda card for free (an effect's play costs nothing); a card with no legal target waits.",
                    "agenda": ["bottoms_up", "inferno_dance", "conflagrate"]},
    # --- Time ------------------------------------------------------------------------------------
    "Sand Warrior": {},
    "Humbug": {"kw": ["flying"]},
    "Sanctuary Priest": {"triggers": [trig("empower", heal(1))]},
    "Water of Life": {"kw": ["echo"], "effects": [heal(3)]},
    "Oasis Sanctuary": {"effects": [heal(5)]},
    "Bold Adventurer": {},
    "Teleport": {"target": UNIT, "effects": [op("bounce")]},
    "Dune Phantom": {"kw": ["flying", "ambush"]},
    "Scorpion Wasp": {"kw": ["flying", "ambush", "deadly"]},
    "Towertop Patrol": {"kw": ["flying"]},
    "Xenan Guardian": {"kw": ["endurance"], "abilities": [ability(buff(5, 5, "self"), pay=8, ultimate=True)]},
    "Lumen Defender": {"kw": ["deadly"], "triggers": [trig("summon", heal(5))]},
    "Mystic Ascendant": {"triggers": [trig("empower", buff(2, 2, "self"), draw(1))]},
    "Lumen Shepherd": {"triggers": [trig("fate", create("wisp"))]},
    "Predatory Carnosaur": {"kw": ["killer"]},
    "Ancient Terrazon": {"kw": ["invulnerable"]},
    "Pillar of Amar": {"triggers": [trig("empower", create("sentinel"))]},
    "Horned Vorlunk": {"kw": ["overwhelm"]},
    "Twinbrood Sauropod": {"kw": ["echo"]},
    "Towering Terrazon": {},
    "Temple Scribe": {"triggers": [trig("summon", heal(1), draw(1))]},
    "Gloaming Wisp": {"kw": ["flying"], "triggers": [trig("summon", op("nightfall"))]},
    "Lunar Magus": {"triggers": [trig("summon", op("nightfall")), trig("turn_start", heal(4), **{"if": "night"})]},
    "First Watch": {"effects": [op("nightfall"), heal(8)]},
    "Cult Aspirant": {"kw": ["overwhelm"], "triggers": [trig("lifeforce", buff(1, 1, "self"))]},
    "Disciplined Amanera": {"triggers": [trig("lifeforce", buff(1, 1, "self"))]},
    "Camp Physician": {"kw": ["warp"], "triggers": [trig("summon", heal(3))]},
    "Excavation Assistant": {"kw": ["flying"], "triggers": [trig("summon", op("scout"))]},
    "Awakened Sentinel": {"kw": ["endurance", "warp"]},
    "Lucky Prospector": {"kw": ["endurance"], "aura": {"units": "self", "attack": 2, "health": 2, "while": {"relic": True}},
                         "notes": "A relic weapon counts as a relic (it is one, 000 1.3); a cursed relic on you is the "
                                  "enemy's."},
    "Sauropod Wrangler": {"aura": {"units": "yours", "cost": -1, "cost_of": {"types": ["unit"], "min_attack": 5}}},
    "Reliquary Raider": {"triggers": [trig("attack", draw(1)), trig("block", heal(3))]},
    "Refresh": {"target": tgt("unit_or_you"), "effects": [buff(0, 4), heal(4, "target")],
                "notes": "Gives the chosen unit (yours or an enemy's) +0/+4, or you 4 health."},
    # --- Justice -------------------------------------------------------------------------------
    "Argenport Soldier": {},
    "Augmented Form": {"target": UNIT, "effects": [buff(6, 6)]},
    "Harsh Rule": {"effects": [kill("all_units")]},
    "Valkyrie Aspirant": {"kw": ["flying"], "abilities": [ability(buff(4, 4, "self"), pay=8, ultimate=True)]},
    "Steadfast Deputy": {"kw": ["aegis"]},
    "Finest Hour": {"target": UNIT, "effects": [buff(3, 3, turn=True)]},
    "Protect": {"target": ANY, "effects": [grant(["aegis"])]},
    "Detain": {"target": ENEMY_UNIT, "effects": [buff(-6, 0, turn=True)]},
    "Reinforce": {"effects": [op("armor", amount=4)]},
    "Minotaur Grunt": {"warcry": 1},
    "Crownwatch Paladin": {"kw": ["aegis"], "warcry": 1},
    "Mark of Shame": {"host_stats": [-3, 0]},
    "Vanquish": {"target": tgt("unit", min_attack=4), "effects": [kill()]},
    "Silverwing Familiar": {"kw": ["flying", "aegis", "lifesteal"]},
    "Auric Sentry": {"kw": ["endurance"], "warcry": 1},
    "Copperhall Recruit": {},
    "Hooru Fledgling": {"kw": ["flying"]},
    "Emerald Acolyte": {"triggers": [trig("summon", op("armor", amount=3))]},
    "Throne Warden": {"kw": ["aegis"], "triggers": [trig("summon", op("armor", amount=4))]},
    "Mithril Mace": {},
    "Auric Runehammer": {"triggers": [trig("summon", op("invulnerable_player"))]},
    "Crownwatch Longsword": {},
    "Stalwart Shield": {"kw": ["endurance"]},
    "Valkyrie Wings": {"kw": ["flying", "aegis"]},
    "Rolant's Honor Guard": {"kw": ["flying", "lifesteal"]},
    "Fourth-Tree Elder": {"kw": ["flying", "endurance"]},
    "Civic Peacekeeper": {"triggers": [trig("empower", op("stun"), target=ENEMY_UNIT)]},
    "District Infantry": {"triggers": [trig("empower", buff(2, 2, "self", turn=True))]},
    "Sparring Partner": {"triggers": [trig("mentor", buff(1, 1, "student"))]},
    "Stalwart Silverwing": {"kw": ["flying", "revenge"]},
    "Minotaur Duelist": {"kw": ["revenge"], "triggers": [trig("summon", op("stun"), target=ENEMY_UNIT)]},
    "Winchest Merchant": {"kw": ["flying"], "merchant": "J", "triggers": [trig("summon", op("market_swap", factions="J"))]},
    "Tandem Watchwing": {"kw": ["flying"], "triggers": [trig("ally", buff(1, 1, "self"), unit_type="Valkyrie")]},
    "Aerial Attendant": {"kw": ["flying", "bond"], "warcry": 1, "triggers": [trig("entomb", op("armor", amount=3))]},
    "Rebuke": {"target": UNIT, "effects": [op("silence"), op("stun")]},
    "Valkyrie Spireguard": {"kw": ["flying"], "aura": {"units": "self", "attack": 3, "health": 3,
                                                       "while": {"other_unit_type": "Valkyrie"}}},
    # --- Primal ---------------------------------------------------------------------------------
    "Stormcaller": {"abilities": [ability(dmg(1), target=ANY, exhaust=True)],
                    "notes": "'Deal 1 damage' targets a unit or player."},
    "Yeti Spy": {"triggers": [trig("infiltrate", draw(1))]},
    "Levitate": {"target": MY_UNIT, "effects": [grant(["flying"], turn=True), draw(1)]},
    "Lightning Strike": {"target": tgt("enemy", "enemy", attacking=True), "effects": [dmg(4)],
                         "notes": "An attacking enemy: a unit attacking in battle or making a Killer attack (003 Killer), "
                                  "or the enemy player while their relic weapon attacks (000 4.3)."},
    "Violent Gust": {"target": tgt("unit", flying=True), "effects": [dmg(5)]},
    "Lightning Storm": {"effects": [dmg(2, "all_units")]},
    "East-Wind Herald": {"kw": ["flying"]},
    "Skysnapper": {"kw": ["flying", "reckless"]},
    "Jarrall's Frostkin": {"triggers": [trig("summon", op("stun"), target=ENEMY_UNIT)]},
    "Wisdom of the Elders": {"effects": [draw(2)]},
    "Jotun Warrior": {},
    "Sapphire Dragon": {"kw": ["flying", "overwhelm"]},
    "Aerial Ace": {"kw": ["flying", "aegis"]},
    "Skycrag Wyvarch": {"kw": ["flying", "killer"]},
    "Araktodon": {"kw": ["overwhelm"]},
    "Scaly Gruan": {},
    "Trailblaze": {"effects": [op("scout"), draw(1)]},
    "Farplace Finder": {"triggers": [trig("summon", op("scout"))]},
    "Jennev Merchant": {"kw": ["aegis"], "merchant": "P", "triggers": [trig("summon", op("market_swap", factions="P"))]},
    "Enraged Araktodon": {"kw": ["berserk"]},
    "Speardiver": {"kw": ["flying", "berserk"]},
    "Crafty Yeti": {"triggers": [trig("spark", draw(1), op("discard", n=1))]},
    "Iceknuckle Jotun": {"triggers": [trig("spark", op("stun"), target=ENEMY_UNIT)]},
    "Cloudsnake Hatchling": {"kw": ["flying"]},
    "Skywalk Instructor": {"kw": ["flying"], "triggers": [trig("mentor", grant(["flying"], "student"))]},
    "Staff of Stories": {"triggers": [trig("turn_start", draw(1))]},
    "Nocturnal Kyrex": {"kw": ["killer"], "triggers": [trig("summon", op("nightfall"))]},
    "Yeti Windflyer": {"kw": ["flying"], "triggers": [trig("ally", buff(1, 1, "self"), unit_type="Yeti")]},
    "Thudrock's Masterwork": {"aura": {"units": "yours", "health": 1, "attack": 1, "filter": {"unit_type": "Yeti"}},
                              "agenda": ["jump_kick", "snowball", "fend_off"],
                              "notes": "Agenda (000 1.3): when it enters and at the start of your turns, the site plays "
                                       "the next Agenda card for free; a card with no legal target waits. Snowmen are "
                                       "not in the pool, so the aura names Yeti only."},
    "Jump Kick": {"target": UNIT, "effects": [buff(1, 1, turn=True), grant(["flying"], turn=True)]},
    "Fend Off": {"target": ENEMY_UNIT, "effects": [op("stun"), op("scout")]},
    "Lethrai Darkstalker": {"aura": {"units": "self", "attack": 4, "while": {"night": True}},
                            "triggers": [trig("summon", op("nightfall"))]},
    "Permafrost": {"kw": ["stunned"],
                   "notes": "The curse gives the cursed unit the 'stunned' state: it is exhausted and does not ready "
                            "for as long as it is cursed (Endurance prevents it, Silence ends it)."},
    # --- Shadow -------------------------------------------------------------------------------
    "Annihilate": {"target": tgt("unit", single_faction=True), "effects": [kill()]},
    "Deathstrike": {"target": UNIT, "effects": [kill()]},
    "Umbren Reaper": {"kw": ["flying"], "triggers": [trig("entomb", dmg(5, "enemy_player"), heal(5))]},
    "Suffocate": {"target": tgt("unit", max_attack=3), "effects": [kill()]},
    "Direfang Spider": {"kw": ["deadly"]},
    "Knifejack": {"triggers": [trig("summon", dmg(2, "you"))]},
    "Cabal Cutthroat": {"kw": ["lifesteal"]},
    "Dark Wisp": {"triggers": [trig("entomb", draw(1))]},
    "Lethrai Ranger": {"triggers": [trig("infiltrate", buff(2, 2, "self"))]},
    "Lethrai Nightblade": {"kw": ["unblockable"]},
    "Desperado": {"triggers": [trig("infiltrate", kill(), target=ENEMY_UNIT)]},
    "Back-Alley Bouncer": {},
    "Horsesnatcher Bat": {"kw": ["flying", "quickdraw"]},
    "Venomspine Hydra": {"triggers": [trig("entomb", kill("enemy_units"))]},
    "Ashara, the Deadshot": {"kw": ["deadly", "quickdraw"]},
    "Direwood Rampager": {},
    "Venomfang Dagger": {"kw": ["deadly"]},
    "Lethrai Falchion": {"kw": ["lifesteal"]},
    "Xenan Destroyer": {"kw": ["lifesteal", "reckless"]},
    "Plague": {"effects": [buff(-1, -1, "enemy_units")]},
    "Execute": {"target": tgt("unit", "enemy", exhausted=True), "effects": [kill(), dmg(2, "enemy_player")]},
    "Cabal Countess": {"kw": ["ambush"], "abilities": [ability(buff(2, 0, "self"), grant(["quickdraw"], "self"), pay=4, ultimate=True)]},
    "Kerendon Merchant": {"kw": ["deadly"], "merchant": "S", "triggers": [trig("summon", op("market_swap", factions="S"))]},
    "Tock Tick": {"kw": ["revenge"]},
    "Amethyst Acolyte": {"triggers": [trig("summon", buff(-1, -1), target=ENEMY_UNIT)]},
    "Stonescar Magus": {"triggers": [trig("entomb", buff(-2, -2), target=ENEMY_UNIT)]},
    "Lifedrinker": {"triggers": [trig("summon", grant(["lifesteal"], "you", turn=True))]},
    "Impending Doom": {"kw": ["flying"], "triggers": [trig("turn_end", dmg(1, "you"))]},
    "Affliction": {"triggers": [trig("summon", buff(-2, -1, "wielder"))]},
    "Cowardice": {"kw": ["cant_block"]},
    "Torture": {"host_stats": [-4, -1]},
    "Swear Vengeance": {"target": MY_UNIT, "effects": [grant(["revenge"])]},
    # --- relics and cursed relics -------------------------------------------------------------
    "Infinite Hourglass": {"aura": {"units": "yours", "keywords": ["endurance"]}},
    "Eye of Winter": {"abilities": [ability(op("stun"), target=UNIT, pay=2, once_per_turn=True)]},
    "Moondial": {"triggers": [trig("summon", op("nightfall"))], "abilities": [ability(draw(1), pay=5, once_per_turn=True)]},
    "Stronghold's Visage": {"triggers": [trig("turn_start", heal(1), op("armor", amount=1))]},
    "Azindel's Gift": {"triggers": [trig("turn_end", op("discard", n="all", who="enemy"))]},
    "Mirror Image": {"target": MY_UNIT, "effects": [op("copy")]},
    "Strength of the Pack": {"target": UNIT, "effects": [buff(3, 3), op("copy")]},
    # --- two factions ---------------------------------------------------------------------------
    "Fearless Nomad": {"kw": ["overwhelm"]},
    "Crownwatch Deserter": {"warcry": 1},
    "Sword of Icaria": {"warcry": 1},
    "Battleblur Centaur": {"kw": ["charge", "endurance"]},
    "Renegade Valkyrie": {"kw": ["flying", "double_damage"]},
    "Righteous Fury": {"target": UNIT, "effects": [grant(["double_damage", "lifesteal"])]},
    "Deepforged Plate": {"kw": ["endurance", "overwhelm"]},
    "Combust": {"additional_cost": "sacrifice_unit", "target": ENEMY_UNIT, "effects": [kill()]},
    "Warband Chieftain": {"triggers": [trig("entomb", buff(5, 0), target=MY_UNIT)]},
    "Runic Revolver": {"kw": ["quickdraw"], "triggers": [trig("summon", dmg(2, "enemy_player"))]},
    "Infernal Tyrant": {"kw": ["lifesteal"], "triggers": [trig("summon", dmg(2, "your_other_units"))]},
    "Bandit Queen": {"kw": ["charge"], "triggers": [trig("summon", buff(1, 0, "your_units", turn=True),
                                                         grant(["quickdraw"], "your_units", turn=True))]},
    "Awakened Student": {"triggers": [trig("empower", buff(1, 1, "self"))]},
    "Desert Marshal": {"kw": ["ambush"], "triggers": [trig("summon", op("silence"), target=tgt("unit", optional=True, other=True))]},
    "Stand Together": {"effects": [buff(1, 1, "your_units"), grant(["aegis"], "your_units")]},
    "Copperhall Elite": {"kw": ["aegis", "overwhelm"]},
    "Karmic Guardian": {"kw": ["flying", "endurance", "lifesteal"]},
    "Combrei Healer": {"triggers": [trig("summon", heal(3), buff(0, 3), target=UNIT)]},
    "Twilight Raptor": {"kw": ["flying"]},
    "Gorgon Swiftblade": {"triggers": [trig("infiltrate", grant(["deadly", "quickdraw"], "self"))]},
    "Midnight Gale": {"kw": ["flying"], "triggers": [trig("infiltrate", grant(["lifesteal"], "self"))]},
    "Black-Sky Harbinger": {"kw": ["flying", "lifesteal"], "triggers": [trig("summon", dmg(1, "each_enemy"))]},
    "Trickster's Cloak": {"triggers": [trig("summon", grant(["unblockable"], "wielder", turn=True))]},
    "Gorgon Fanatic": {"triggers": [trig("infiltrate", kill("self"), draw(3), heal(3))]},
    "Storm Lynx": {"kw": ["ambush"]},
    "Pteriax Hatchling": {"kw": ["flying", "echo"]},
    "Hunting Pteriax": {"kw": ["flying", "ambush"]},
    "Call the Ancients": {"effects": [create("titan", 4, "deck")]},
    "Explorer Emeritus": {"abilities": [ability(draw(1), exhaust=True)]},
    "Alpine Tracker": {"kw": ["charge"], "triggers": [trig("summon", dmg(1, "other_units"), dmg(1, "each_player"))]},
    "Stonepowder Alchemist": {"kw": ["lifesteal", "revenge"], "triggers": [trig("summon", dmg(2, "enemy_player"))]},
    "Auric Vigilante": {"kw": ["revenge"], "triggers": [trig("attack", buff(1, 0, "self"))]},
    "Tamarys, the Geomancer": {"kw": ["flying", "overwhelm"],
                               "aura": {"units": "yours", "cost": -1, "cost_of": {"types": ["spell", "fast_spell"]}}},
    # --- Inferno Den's Agenda: kept out of decks (tokens) until Amplify is in the rules ----------------
    "Bottoms Up": {"token": True, "target": UNIT, "effects": [buff(2, 0, turn=True)], "notes": AMPLIFY_NOTE},
    "Inferno Dance": {"token": True, "effects": [create("reckless_elemental")], "notes": AMPLIFY_NOTE},
    "Conflagrate": {"token": True, "target": ENEMY_UNIT, "effects": [dmg(3)], "notes": AMPLIFY_NOTE},
    # --- Set 1's last non-buildable row: a blank 0/0 that no Set 1 card creates -----------------
    "Golem": {"token": True, "notes": "Set 1's blank 0/0 Golem row; no Set 1 card creates it, so it is in the "
                                      "pool for completeness only (a 0/0 unit dies at once, 003 Health)."},
}

# Cards the database has no row for, written out whole (appended after the SPECS cards).
RAW: list[dict] = [
    {"id": "reckless_elemental", "name": "Elemental", "set": 1, "number": 0, "type": "unit", "cost": 1,
     "influence": "F", "attack": 1, "health": 1, "rarity": "None", "text": "Reckless", "unit_types": ["Elemental"],
     "keywords": ["reckless"], "token": True,
     "notes": "Inferno Dance's 1/1 Elemental with Reckless; the card database lists no such token."},
    {"id": "unseen", "name": "Unseen", "set": 3, "number": 0, "type": "unit", "cost": 3, "influence": "",
     "attack": 3, "health": 3, "rarity": "None", "text": "", "unit_types": ["Unseen"], "token": True,
     "notes": "Alu, Death-Dreamer's 3/3 Unseen (it gets a random battle skill as it is played); the card "
              "database lists no such token."},
    {"id": "jekk_s_weapon", "name": "Weapon", "set": 4, "number": 0, "type": "weapon", "cost": 0, "influence": "",
     "attack": 1, "health": 1, "rarity": "None", "text": "", "token": True,
     "notes": "Jekk's Choice's +1/+1 weapon (a plain weapon: the card names it by its numbers only); the card "
              "database lists no such token."},
]

# More cards, one module per part of the set (each defines SPECS the same way); their cards
# follow the ones above in this order, so the cards already in the pool keep their places.
PARTS = ("specs_set1_fire", "specs_set1_time", "specs_set1_justice", "specs_set1_primal", "specs_set1_shadow",
         "specs_set2", "specs_set2_b", "specs_set3_ft", "specs_set3_jp", "specs_set3_sm", "specs_set4_ftj",
         "specs_set4_psm", "specs_set34_rest", "specs_set34_types", "specs_set34_sight")


def all_specs() -> dict[str, dict]:
    """SPECS with every part's specs after it (a name in two places is an error)."""
    merged = dict(SPECS)
    for part in PARTS:
        path = HERE / f"{part}.py"
        if not path.is_file():
            continue
        spec = importlib.util.spec_from_file_location(part, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name, behaviour in module.SPECS.items():
            if name in merged:
                raise SystemExit(f"{part}: {name} is already specified")
            merged[name] = behaviour
    return merged

# Cards whose names appear more than once in the database, or set 0 printings we want.
PREFER: dict[str, tuple[int, int]] = {}


def clean(text: str) -> str:
    text = re.sub(r"</?b>", "", text or "")
    return "\n".join(part.strip() for part in text.split(";")).strip()


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def build(db_path: Path = DB) -> dict:
    db = json.loads(db_path.read_text(encoding="utf-8"))
    by_name: dict[str, list[dict]] = {}
    for row in db:
        by_name.setdefault(row["Name"], []).append(row)
    out = []
    for name, spec in all_specs().items():
        rows = by_name.get(name)
        if not rows:
            raise SystemExit(f"{name}: not in the card database")
        if len(rows) > 1:
            rows = [r for r in rows if r.get("DeckBuildable")] or rows
        row = rows[0]
        spec = dict(spec)
        if spec.get("triggers") == [] and "placeholder" in spec.get("notes", ""):
            continue
        card = {
            "id": slug(name), "name": name, "set": row["SetNumber"], "number": row.get("EternalID", 0),
            "type": TYPES[row["Type"]], "cost": row["Cost"],
            "influence": "".join(re.findall(r"\{([FTJPS])\}", row.get("Influence", ""))),
            "attack": row["Attack"], "health": row["Health"], "rarity": row.get("Rarity", ""),
            "text": clean(row.get("CardText", "")),
        }
        if row.get("UnitType"):
            card["unit_types"] = row["UnitType"]
        kw = spec.pop("kw", None)
        if kw:
            card["keywords"] = kw
        card.update(spec)
        if row.get("ImageUrl", "").startswith("https://"):
            card["image"] = row["ImageUrl"]
        out.append(card)
    out.extend(RAW)
    return {"game": "eternal", "source": "../shared/cards/eternal/eternal-cards.json", "cards": out}


if __name__ == "__main__":
    data = build(Path(sys.argv[1]) if len(sys.argv) > 1 else DB)
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    deckable = sum(1 for c in data["cards"] if not c.get("token"))
    print(f"wrote {len(data['cards'])} cards ({deckable} for decks) to {OUT}")
