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
    # --- batch 3 ---------------------------------------------------------------------------------------
    "Power Stone": {"token": True, "aura": {"units": "self", "max_power": 1},
                    "notes": "Seasoned Spelunker's relic (the database lists it in its set 1002 of tokens)."},
    "Seasoned Spelunker": {"aura": {"units": "self", "attack": 2, "health": 2, "while": {"relic": True}},
                           "abilities": [ability(op("play_relic_token", card="power_stone"), pay=5, ultimate=True)]},
    "Premonition Wisp": {"triggers": [trig("lifeforce", op("create_stats", card="restless_radiant", attack=4, health=4),
                                           **{"if": "ultimate"})]},
    "Yeti Sage": {"kw": ["double_damage"], "triggers": [trig("entomb", create("trail_stories", zone="hand"))]},
    "Oni Gunwright": {"triggers": [_ally("Gunslinger", grant([], "self", warcry=1)),
                                   trig("entomb", op("from_void", filter={"type": "weapon"}, zone="hand"))]},
    "First-Shot Rioter": {"triggers": [_ally("Gunslinger", op("arm", card="sidearm", to="self"))]},
    "Barkeep's Friend": {"triggers": [trig("entomb", create("sidearm", zone="hand"))]},
    "Foraging Sauropod": {"kw": ["bond"], "triggers": [trig("attack", create("dinosaur"))]},
    "Trail Maker": {"aura": {"units": "self", "max_power": 1},
                    "triggers": [trig("summon", op("choose_influence", max_total=999))]},
    "Twilight Hunt": {"target": MY_UNIT, "effects": [op("nightfall"), grant(["killer"]),
                                                     when("target_type:Dinosaur", buff(2, 2))]},
    "Lastlight Infusion": {"effects": [op("nightfall"), op("buff_own_choose", n=2, attack=1, health=1)],
                           "notes": "The two units are chosen as it resolves (both of yours when you have two or fewer)."},
    "Frenzied Omnivore": {"triggers": [trig("unit_dies", when("enemy_unit", buff(1, 1, "self"))),
                                       trig("summon", op("may_discard", then=[grant(["killer"], "self")]))]},
    "Hesitate": {"target": tgt("spell", "enemy"), "effects": [op("negate_to_hand")]},
    "Lost in the Mist": {"target": ENEMY_UNIT, "effects": [op("bounce_cost", amount=2)]},
    "Dinosaur Stampede": {"effects": [op("buff_kind", unit_type="Dinosaur", attack=1, health=1, turn=True, per_count=True)]},
    "Fantastic Revelation": {"effects": [op("nightfall"), op("play_powers", depleted=True)]},
    "Amaran Shoveler": {"abilities": [ability(op("top_draw_or_discard", unit_types=["Sentinel"], kinds=["relic"]),
                                              pay=1, exhaust=True)]},
    "Hotbarrel Revolver": {"triggers": [trig("summon", op("wielder_strike", amount=3, choose_type="Gunslinger"))],
                           "notes": "The enemy (a unit or the enemy player) is drawn at random as the Summon resolves, "
                                    "or chosen then when the wielder is a Gunslinger."},
    "Miner's Musket": {"triggers": [trig("summon", op("top_cost", kinds=["unit", "relic"], amount=-2))]},
    "Kaleb's Intervention": {"effects": [op("choose_mode", modes=[
        {"label": "Play a 1/1 Grenadin", "effects": [create("grenadin")]},
        {"label": "Give one of your units +2/+2 and Overwhelm this turn", "target": MY_UNIT,
         "effects": [buff(2, 2, turn=True), grant(["overwhelm"], turn=True)]},
        {"label": "Kill an enemy weapon or relic", "effects": [op("kill_choose", kinds=["weapon", "relic"])]}])],
        "notes": "A Choice: the mode (and its target) is chosen as it is played (000 4.2); the weapon or relic of "
                 "the third mode is chosen as it resolves."},
    "Talir's Intervention": {"effects": [op("choose_mode", modes=[
        {"label": "You gain 4 Health", "effects": [heal(4)]},
        {"label": "Put one of your Explorers or Sentinels into your hand",
         "effects": [op("bounce_typed", unit_types=["Explorer", "Sentinel"])]},
        {"label": "Silence an enemy unit", "target": ENEMY_UNIT, "effects": [op("silence")]}])],
        "notes": "A Choice: the mode (and its target) is chosen as it is played (000 4.2); the Explorer or Sentinel "
                 "of the second mode is chosen as it resolves."},
    "Disjunction": {"effects": [op("choose_mode", modes=[
        {"label": "Draw an attachment from your void",
         "effects": [op("from_void", filter={"type": ["weapon", "relic", "curse", "cursed_relic"]}, zone="hand")]},
        {"label": "Kill an enemy attachment", "target": ENEMY_ATTACHMENT, "effects": [kill()]}])],
        "notes": "A Choice: the mode (and its target) is chosen as it is played (000 4.2)."},
    # --- batch 4: counts, abilities that grow ----------------------------------------------------------
    "Gearcruncher": {"triggers": [trig("summon", op("count_create", card="grenadin", count="void_type:Grenadin"))],
                     "abilities": [ability(op("count_damage", count="board_type:Grenadin", amount=1), pay=3, exhaust=True,
                                           target=ENEMY_UNIT)]},
    "Novaquake Titan": {"kw": ["bond"], "triggers": [trig("bond", op("silence", to="enemy_units"),
                                                          op("bounce", to="enemy_units"), op("count_draw", count="relics"))]},
    "Emerging Colossus": {"kw": ["overwhelm"], "triggers": [trig("hit", op("void_draw_discount", min_cost=6, cost=-6))]},
    "Combustion Cell": {"abilities": [ability(op("sac_for_power", amount=1, bonus_type="Grenadin", bonus=2),
                                              once_per_turn=True)],
                        "notes": "'you may sacrifice a unit': using the ability is the choice; the unit is chosen as it resolves."},
    "Ruby Catalyst": {"abilities": [ability(op("exhaust"), op("count_use", at=3, then=[
                                        op("create_stats", card="sentinel", attack=5, health=4)]),
                                            pay=2, once_per_turn=True, target=ENEMY_UNIT)],
                      "notes": "The Sentinel token's row is a 5/5; Ruby Catalyst plays it as a 5/4, as printed."},
    "Worldbearer Behemoth": {"kw": ["overwhelm"], "triggers": [trig("attack", op("random_powers", n=1))],
                             "notes": "'increase this ability by 1': each later attack plays one power card more (kept "
                                      "while it stays on the playmat); the power cards are played by the effect, not "
                                      "as the turn's one power card (000 1.3)."},
    "Jekk, Hunted Fugitive": {"kw": ["quickdraw"], "triggers": [trig("attack", op("arm_attackers", card="sidearm"))],
                              "notes": "'increase this ability by +1/+1': each later attack's weapons are +1/+1 more "
                                       "(kept while Jekk stays on the playmat)."},
    "Lumen Reclaimer": {"triggers": [trig("summon", op("void_to_deck")),
                                     trig("entomb", create("lumen_reclaimer", 4, "deck"))]},
    "Great-Kiln Titan": {"triggers": [trig("play_relic", op("damage_played_cost"), target=AN_ENEMY),
                                      trig("turn_end", op("play_top"))]},
    # --- batch 5 ---------------------------------------------------------------------------------------
    "Hellfire Oni": {"triggers": [trig("weapon_on", op("arm_copy"), **{"if": "ultimate"})],
                     "notes": "Ultimate on a trigger: the first weapon you play on her brings its copy (003 Ultimate: "
                              "once while she is on the playmat)."},
    "Scrap Hound": {"abilities": [ability(op("sac_buff", buff=[2, 2], bonus=[5, 5], bonus_type="Grenadin"),
                                          pay=4, ultimate=True)],
                    "notes": "The other unit is sacrificed as the ability resolves (with none, it does nothing)."},
    "Dig Site": {"triggers": [trig("play_unit", op("buff_kind", unit_type="Explorer", attack=1, health=1, turn=True),
                                   unit_type="Sentinel"),
                              trig("summon", op("bounce_any"), target=tgt("unit_or_relic", optional=True, other=True))]},
    # --- batch 6: numbers from auras (auras_set3_ft.py) -----------------------------------------------
    "Toppletower": {"aura": {"units": "self", "per_void_type": ["Grenadin", 2]}},
    "Sureshot": {"aura": {"units": "self", "per_weapon": 3,
                          "also": {"units": "self", "keywords": ["overwhelm"], "while": {"self_min_attack": 18}}}},
    "Molten Fist": {"aura": {"units": "self", "per_armor": 1},
                    "notes": "A relic weapon: its Strength is its printed 0 plus your Armor (its own Health is armor "
                             "too, 000 4.31)."},
    "Staff of the Archmagister": {"aura": {"units": "self", "host_per_void_spell": 1},
                                  "notes": "'+1/+1 for each spell in your void': the weapon's numbers, given to its "
                                           "wielder (000 1.3), counted as they are read."},
    # --- batch 7: "can't fly" on the unit an attachment is on ----------------------------------------
    "Sandbind": {"token": True, "aura": {"units": "self", "host_lose": ["flying"]}},
    "Sandbinder Sentinel": {"triggers": [trig("summon", op("curse_with", card="sandbind"),
                                              target=tgt("unit", "enemy", flying=True))]},
    "Rock Carapace": {"aura": {"units": "self", "host_lose": ["flying"]},
                      "triggers": [trig("attack", op("mark_turn")), trig("turn_end", op("stun_if_marked"))]},
    "Temporal Distortion": {"aura": {"units": "self", "fast_spells": True},
                            "triggers": [trig("enemy_turn_start", op("replenish"))],
                            "notes": "'Your spells are fast': they may be played whenever a fast spell may (000 4.1), "
                                     "in answer to the enemy or on the enemy's turn."},
    # --- batch 8: abilities from a void or a deck --------------------------------------------------------
    "Ask for Directions": {"effects": [op("scout")],
                           "triggers": [trig("void_units_attack", when("attacking_type:Explorer:2", op("void_self_to_hand")))],
                           "notes": "From the void: each attack of yours puts the check on the stack; with two or more "
                                    "Explorers attacking, the card returns to your hand."},
    "Invoke the Waystones": {"effects": [op("mill", n=4), op("play_top"), op("mark_turn")],
                             "triggers": [trig("void_turn_end", op("copy_to_hand_if_marked", cost=1))],
                             "notes": "The end-of-turn copy comes from the card in your void (where it went as it "
                                      "resolved); the copy costs what the card cost, plus 1."},
    "Azurite Prixis": {"triggers": [trig("unit_dies", op("mill", n=1), **{"if": "own_other_unit"}),
                                    trig("deck_game_start", op("play_if_bottom"))],
                       "notes": "'at the start of the game': as the game's first turn starts (either player's), after "
                                "the opening hands and mulligans."},
    "Talir, Unbound": {"triggers": [trig("turn_end", op("bank_power")), trig("turn_start", op("unbank_power"))],
                       "abilities": [ability(buff(7, 7, "self"), grant(["overwhelm"], "self"), op("extra_turn"),
                                             pay=33, ultimate=True)],
                       "notes": "The power not spent is what you have left as your turn ends (Talir on the playmat "
                                "then); the additional turn is owed to you even if Talir leaves before this turn ends."},
}

