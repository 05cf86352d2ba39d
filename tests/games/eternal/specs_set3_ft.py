"""Set 3 (Omens of the Past), Fire and Time cards (and Amplify) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ANY, ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

AN_ENEMY = tgt("enemy", "enemy")
ENEMY_ATTACHMENT = tgt("attachment", "enemy")


def _ally(unit_type: str, *effects: dict) -> dict:
    """"<Type> Ally: ..." (003 Ally: the first time you have another unit of that type)."""
    return trig("ally", *effects, unit_type=unit_type)


def when(cond: str, *then: dict, otherwise: tuple = ()) -> dict:
    """"If ...: X" (op when: X when cond holds as the step resolves; ops_set3_ft._condition)."""
    out = op("when", cond=cond, then=list(then))
    if otherwise:
        out["else"] = list(otherwise)
    return out


AMPLIFY_NOTE = ("Amplify (not in 000 or 003; the game's glossary): the player may pay the Amplify number more as "
                "the card is played, once, for the text after the colon as well.")


SPECS: dict[str, dict] = {
    # --- units with no text, or only skills (003 Battle Skills, 003 Bond) ----------------------------
    "Helpful Doorbot": {}, "Ageless Sentinel": {},
    "Iceberg Frontrunner": {"kw": ["charge"]},
    "Tempered Sentinel": {"kw": ["charge", "bond"]},
    "Scourstone Sentinel": {"kw": ["bond", "overwhelm"]},
    # --- spells ---------------------------------------------------------------------------------------
    "Hoof Slash": {"target": UNIT, "effects": [buff(4, 2, turn=True)]},
    # --- summons, entombs, allies, attacks ------------------------------------------------------------
    "Tumblebang": {"triggers": [trig("entomb", op("power", amount=3))]},
    "Spark Hatcher": {"triggers": [trig("entomb", create("grenadin"))]},
    "Nocturnal Creeper": {"kw": ["deadly"], "triggers": [trig("summon", op("nightfall"))]},
    "Baying Serasaur": {"triggers": [trig("summon", op("nightfall")), trig("draw", buff(1, 1, "self", turn=True))]},
    "Serene Excavator": {"kw": ["flying"], "triggers": [_ally("Sentinel", buff(1, 1, "self"))]},
    "Temple Raider": {"kw": ["charge"], "triggers": [_ally("Sentinel", buff(2, 2, "self"))]},
    "Fishing Dinoch": {"triggers": [_ally("Dinosaur", buff(3, 3, "self"))]},
    "Timeworn Sentinel": {"kw": ["endurance"], "triggers": [_ally("Explorer", draw(1))]},
    "Serasaur Bull": {"triggers": [_ally("Dinosaur", grant(["charge"], "self")),
                                   trig("attack", kill(), target=ENEMY_ATTACHMENT)]},
    "Ruincrawler Yeti": {"triggers": [trig("summon", kill(), target=ENEMY_ATTACHMENT), trig("hit", buff(1, 0, "self"))]},
    "Kyojun, Grand Shugo": {"warcry": 2, "aura": {"units": "your_others", "attack": 2, "health": 2,
                                                  "filter": {"unit_type": "Oni"}},
                            "triggers": [trig("hit", create("oni_ronin"))]},
    "Coalscrounger": {"aura": {"units": "your_others", "attack": 1, "filter": {"unit_type": "Grenadin"}},
                      "triggers": [trig("entomb", create("firebomb", 1, "deck", who="enemy"))]},
    "Gear Master": {"triggers": [trig("play_unit", draw(1), buff(1, 1, "self"), unit_type="Sentinel")]},
    "Hissing Spiketail": {"kw": ["overwhelm"], "triggers": [trig("play_unit", heal(1), unit_type="Dinosaur", others=True)]},
    "Intriguing Ancient": {"kw": ["bond"], "triggers": [trig("entomb", create("explorer", 3))]},
    "Heroic Bravo": {"kw": ["overwhelm", "bond"],
                     "triggers": [trig("bond", op("deals", by="self", amount=2, to="target"), target=AN_ENEMY)]},
    "Insistent Automaton": {"triggers": [trig("summon", op("bounce"), target=tgt("unit", "friendly", other=True))]},
    "Sandspitter": {"triggers": [trig("summon", op("hand_mod", who="enemy", filter={"type": ["spell", "fast_spell"]},
                                                   cost=1))]},
    "Disassembler": {"triggers": [trig("unit_dies", dmg(1, "enemy_player"), unit_type="Grenadin",
                                       **{"if": "own_other_unit"})]},
    "Powderkeg Rider": {"kw": ["overwhelm"], "triggers": [trig("unit_dies", buff(4, 0, "self"), unit_type="Grenadin",
                                                               **{"if": "own_other_unit&ultimate"})]},
    "Parapet Sentry": {"aura": {"units": "self", "attack": 2, "health": 2, "while": {"relic": True}},
                       "triggers": [trig("summon", dmg(3, "enemy_player")),
                                    trig("summon", dmg(3), target=tgt("unit", "enemy", flying=True))],
                       "notes": "Two Summon effects: the 3 damage to the enemy player happens with no enemy unit "
                                "with Flying to aim the other 3 at."},
    "Wandering Forge": {"aura": {"units": "self", "attack": 1, "health": 1, "keywords": ["overwhelm"],
                                 "while": {"relic": True}}},
    "Oni Cavediver": {"aura": {"units": "self", "attack": 2, "while": {"relic": True}},
                      "abilities": [ability(op("scout"), pay=2, ultimate=True)]},
    "Unpredictable Outlaw": {"triggers": [trig("weapon_on", op("exhaust"), target=ENEMY_UNIT)]},
    # --- relics and weapons ---------------------------------------------------------------------------
    "Barbarian Camp": {"aura": {"units": "yours", "attack": 1}},
    "Ancient Bauble": {"abilities": [ability(heal(1), pay=1, once_per_turn=True)]},
    "Cryptic Etchings": {"abilities": [ability(op("scout"), pay=2, once_per_turn=True)]},
    "Scrap Heap": {"aura": {"units": "yours", "keywords": ["charge"], "filter": {"unit_type": "Grenadin"}},
                   "abilities": [ability(create("grenadin"), pay=5, once_per_turn=True)]},
    "Ancient Defenses": {"triggers": [trig("play_unit", buff(2, 0, "that_unit"), unit_type="Sentinel"),
                                      trig("summon", dmg(3), target=AN_ENEMY)]},
    "Stonescar Sawed-Off": {"triggers": [trig("summon", op("exhaust"), target=ENEMY_UNIT)]},
    "Backpacker's Machete": {"triggers": [trig("summon", op("scout"))]},
    "Improvised Rubbler": {"triggers": [trig("summon", create("grenadin", 2))]},
    # --- batch 2: Amplify, "if ..." steps, Night ends, tokens -------------------------------------------
    "Hound": {"token": True, "kw": ["charge", "reckless"]},
    "Inner Fire": {"effects": [create("infernus"),
                               op("amplify", pay=1, needs={"unit_type": "Grenadin"},
                                  then=[op("exhaust_own", unit_type="Grenadin", then=[create("infernus")])])],
                   "notes": AMPLIFY_NOTE + " 'Exhaust a Grenadin to play an additional Infernus': the amplified play "
                            "is offered with a ready Grenadin of yours; as it resolves you exhaust one, and the second "
                            "Infernus comes only if one is still ready."},
    "Stirring Sand": {"effects": [op("void_play", unit_type="Sentinel", exhausted=True),
                                  op("amplify", pay=2, needs={"unit_type": "Explorer"},
                                     then=[op("exhaust_own", unit_type="Explorer",
                                              then=[op("void_play", unit_type="Sentinel", exhausted=True)])])],
                      "notes": AMPLIFY_NOTE + " 'Exhaust an Explorer to play an additional Sentinel': the amplified "
                               "play is offered with a ready Explorer of yours, exhausted as it resolves."},
    "Purge the Darkness": {"effects": [dmg(4, "enemy_player"), op("night_ends")]},
    "Granite Waystone": {"effects": [when("influence:FFFF", create("grenadin", zone="hand"))]},
    "Amber Waystone": {"effects": [when("influence:TTTT", heal(2))]},
    "Kennelmaster": {"triggers": [trig("turn_start", when("void_spells:3", create("hound")))],
                     "notes": "The condition is checked as the ability resolves (the Hound comes only with three "
                              "or more spells in your void then)."},
    "Into the Furnace": {"target": UNIT, "effects": [when("void_type:Grenadin", dmg(4), otherwise=(dmg(2),))],
                         "notes": "Double Damage on a spell: its 2 damage is dealt double, 4 (003 Double Damage)."},
    "Sky Terror": {"kw": ["flying"], "warcry": 1, "triggers": [trig("attack", op("exhaust_lacking", keyword="flying"))]},
    "Milos Izalio, Heir to Rebellion": {"triggers": [trig("attack", when("wielding", op("power", amount=2))),
                                                     _ally("Gunslinger", grant(["double_damage"], "self"))]},
    "Skycrag Huntsman": {"abilities": [ability(when("relic", dmg(1)), pay=4, exhaust=True, target=AN_ENEMY)],
                         "notes": "'if you have a relic' is checked as the ability resolves: without one it deals nothing."},
}

