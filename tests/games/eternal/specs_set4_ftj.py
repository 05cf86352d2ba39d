"""Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ANY, ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

TRIBUTE_NOTE = ("Tribute (Set 4; not in 000/003): the game's reminder reads 'If a unit went to your void this turn, "
                "<effect> when you play this': any unit of yours that went to your void this turn counts (killed, "
                "sacrificed, discarded), an enemy unit does not (it goes to its owner's void).")
OTHER_UNIT_MAY = tgt("unit", optional=True, other=True)
AN_ENEMY = tgt("enemy", "enemy")


def _tribute(*effects: dict, target: dict | None = None) -> dict:
    """"Tribute: X" on a unit or relic weapon: a Summon-time trigger that fires only when a unit
    went to your void this turn."""
    return trig("summon", *effects, target=target, **{"if": "tribute"})


SPELLCRAFT_NOTE = ("Spellcraft (not in 000/003): the official reminder reads 'When played, you may also pay its "
                   "Spellcraft cost to play the spell'; as the weapon is played its player may pay X to create and "
                   "play the spell (ops_set4_psm.spellcraft).")


def _spellcraft(pay: int, card: str) -> dict:
    """"Spellcraft X: Play Y." (a Summon trigger that offers the spell; the op is ops_set4_psm's)"""
    return trig("summon", op("spellcraft", pay=pay, card=card))


def _when(cond: str, step: dict) -> dict:
    """One effect step that happens only while a condition holds as it resolves."""
    return {**step, "if": cond}


SPECS: dict[str, dict] = {
    # --- Tribute: units whose Tribute grows them --------------------------------------------------
    "Oni Eulogist": {"triggers": [_tribute(buff(1, 1, "self"))], "notes": TRIBUTE_NOTE},
    "Guard Dog": {"triggers": [_tribute(buff(1, 1, "self"))], "notes": TRIBUTE_NOTE},
    "Ironfist Faithful": {"kw": ["flying"], "triggers": [_tribute(buff(1, 1, "self"))], "notes": TRIBUTE_NOTE},
    "Gravetender": {"kw": ["flying"], "triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Pensive Lumen": {"triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Fierce Mosaraptor": {"triggers": [_tribute(grant(["killer"], "self"))], "notes": TRIBUTE_NOTE},
    "Silverwing Purgeleader": {"kw": ["flying"], "triggers": [_tribute(grant(["lifesteal"], "self"))],
                               "notes": TRIBUTE_NOTE},
    # --- units with no text, or only skills -------------------------------------------------------
    "Drifter": {}, "Clan Wallbreaker": {"kw": ["overwhelm"]}, "Miner's Canary": {"kw": ["flying"]},
    "Graceful Calligrapher": {"kw": ["endurance"]}, "Jibbering Jackal": {"kw": ["killer"]},
    "Illumination Wisp": {"kw": ["flying", "endurance"]}, "Reinforced Baton": {},
    # --- tokens these cards make ------------------------------------------------------------------
    "Flamefang": {"token": True, "kw": ["reckless"]},
    "Sand Wurm": {"token": True},
    "Monk": {"token": True, "kw": ["endurance"]},
    "Brand, Without Fear": {"token": True, "kw": ["berserk"],
                            "triggers": [trig("summon", op("sacrifice", optional=True, other=True,
                                                           then=[grant(["overwhelm"], "self")]))]},
    # --- spells the vocabulary already says -----------------------------------------------------
    "Light 'em Up": {"effects": [buff(1, 0, "your_units", turn=True)]},
    "Trick Shot": {"target": MY_UNIT, "effects": [grant(["overwhelm", "quickdraw"], turn=True)]},
    "Mindfire": {"effects": [op("exhaust_choose", n=2)],
                 "notes": "The two enemy units are chosen as it resolves (all of them when there are fewer), as Dustblind."},
    "Overheat": {"target": UNIT, "effects": [buff(5, 2, turn=True), op("scout")]},
    "Manufacture": {"kw": ["warp"], "effects": [create("grenadin", 3, "hand")]},
    "Wurmcalling": {"effects": [create("sand_wurm", 2, "hand")]},
    "End of the Barrel": {"kw": ["warp"], "effects": [_when("no_tribute", op("power", amount=8)),
                                                     _when("tribute", op("power", amount=10))],
                          "notes": TRIBUTE_NOTE + " A spell's Tribute is judged as it resolves."},
    "Sharpened Reflex": {"target": MY_UNIT, "effects": [buff(1, 1), op("scout")]},
    "Auric Herdward": {"target": MY_UNIT, "effects": [grant(["aegis"]), op("aegis_player", to="you")]},
    "Saddle Up": {"target": UNIT, "effects": [buff(4, 4, turn=True)]},
    "Harmless Question": {"target": ENEMY_UNIT, "effects": [op("stun")]},
    "Lingering Influence": {"effects": [op("tutor", filter={"name": "Justice Sigil"}, choose=False), op("scout")]},
    "Encouragement": {"kw": ["warp"], "target": UNIT, "effects": [buff(2, 2, turn=True), grant(["flying"], turn=True)]},
    "Grit": {"kw": ["warp"], "effects": [op("armor", amount=3)]},
    "Downfall": {"target": tgt("unit", min_attack=5), "effects": [kill(), op("scout")]},
    "Unbreakable Alliance": {"effects": [op("armor", amount=12)]},
    "Deft Strike": {"kw": ["warp"], "target": MY_UNIT, "effects": [grant(["killer"])]},
    "Vital Arcana": {"effects": [draw(2), heal(2)]},
    "Training Ground": {"effects": [create("monk", 1, "hand"), op("scout")]},
    # --- units with a summon, attack or other trigger ---------------------------------------------
    "Scalechannel Sorcerer": {"triggers": [trig("play_spell", buff(2, 0, "self", turn=True))]},
    "Wildfire Censari": {"triggers": [trig("play_spell", buff(1, 1, "self", turn=True),
                                           grant(["quickdraw"], "self", turn=True))]},
    "Spire Spellsword": {"triggers": [trig("play_spell", buff(1, 1, "self", turn=True),
                                           grant(["lifesteal"], "self", turn=True))]},
    "Rilgon's Disciple": {"triggers": [trig("play_spell", grant(["double_damage"], "self", turn=True))]},
    "Resolute Paladin": {"triggers": [trig("play_spell", grant(["invulnerable"], "self", turn=True))]},
    "Kosul Battlemage": {"kw": ["aegis"], "triggers": [trig("play_spell", buff(1, 1, "self", turn=True))]},
    "Geomar, the Steel Tempest": {"kw": ["flying", "endurance"],
                                  "triggers": [trig("play_spell", buff(2, 2, "self", turn=True),
                                                    grant(["lifesteal"], "self", turn=True))]},
    "Iceberg Scattershot": {"triggers": [trig("play_unit", op("deals", by="that_unit", amount=1, to="enemy_player"))]},
    "Flamefang Charmer": {"triggers": [trig("infiltrate", create("flamefang", 1, "hand"))]},
    "Robobuddy": {"kw": ["charge"], "triggers": [trig("infiltrate", create("helpful_doorbot", 1, "hand"))]},
    "Subterranean Sentry": {"triggers": [trig("infiltrate", grant(["endurance"], "self"))]},
    "Gravemarker Oni": {"triggers": [_tribute(op("tutor", filter={"type": "weapon"}))], "notes": TRIBUTE_NOTE},
    "Jawbone Greatsword": {"triggers": [_tribute(create("brand_without_fear", 1, "hand"))], "notes": TRIBUTE_NOTE},
    "Wurmic Chanter": {"kw": ["deadly"], "triggers": [_tribute(create("sand_wurm", 1, "hand"))],
                       "abilities": [ability(buff(4, 4, "self", turn=True), pay=2, once_per_turn=True)],
                       "notes": TRIBUTE_NOTE},
    "Silverwing Augmentor": {"kw": ["flying"], "triggers": [trig("summon", buff(5, 5, turn=True), target=OTHER_UNIT_MAY)]},
    "Rampart Arbalest": {"triggers": [trig("summon", buff(3, 0, "self", turn=True))]},
    "Sandspout Mirage": {"kw": ["ambush"], "triggers": [trig("summon", op("ready", to="your_other_units"))]},
    "Sirocco Elementalist": {"triggers": [trig("summon", op("bounce"), target=tgt("unit", "enemy", flying=True))]},
    "Spiteful Lumen": {"triggers": [trig("summon", grant(["deadly"]), target=tgt("unit", "friendly", unit_type="Wisp"))]},
    "Insatiable Serasaur": {"triggers": [trig("attack", op("spend_power_stats", to="self"))]},
    "Longhorn Treasurer": {"aura": {"units": "self", "attack": 3, "health": 3, "while": {"other_keyword": "endurance"}},
                           "notes": "'while you have a unit with Endurance': another unit of yours (this one has none of "
                                    "its own)."},
    "Auralian Merchant": {"merchant": "T", "aura": {"units": "self", "max_power": 1},
                          "triggers": [trig("summon", op("market_swap", factions="T"))]},
    # --- "Pay X and sacrifice X to ..." ------------------------------------------------------------
    "Living Offering": {"abilities": [ability(op("silence"), target=ENEMY_UNIT, pay=1, sacrifice=True)]},
    "Grenarender": {"abilities": [ability(kill(), target=tgt("attachment", "enemy"), pay=1, sacrifice=True)]},
    # --- batch 3: Standards and their Tactics ------------------------------------------------------
    "Shugo Standard": {"depleted": True, "transmute": {"at": 5, "into": "shugo_tactic"}},
    "Crownwatch Standard": {"depleted": True, "transmute": {"at": 5, "into": "crownwatch_tactic"}},
    "Temple Standard": {"depleted": True, "transmute": {"at": 5, "into": "temple_tactic"}},
    "Shugo Tactic": {"token": True, "target": UNIT, "effects": [buff(4, 2, turn=True), grant(["overwhelm"], turn=True)]},
    "Crownwatch Tactic": {"token": True, "target": UNIT, "effects": [buff(3, 3, turn=True), grant(["lifesteal"], turn=True)]},
    "Temple Tactic": {"token": True, "target": UNIT, "effects": [op("bounce_armed")]},
    # --- batch 3: small additions ------------------------------------------------------------------
    "Consuming Flames": {"kw": ["warp"], "additional_cost": "sacrifice_unit", "target": AN_ENEMY, "effects": [dmg(3)]},
    "Fiery Fissure": {"target": AN_ENEMY, "effects": [_when("tribute", op("spell_skills", keywords=["overwhelm"])), dmg(4)],
                      "notes": TRIBUTE_NOTE + " A spell's Tribute is judged as it resolves; Overwhelm sends the damage "
                                              "left over after killing a unit to its player (003 Overwhelm)."},
    "Rambot": {"triggers": [trig("infiltrate", op("top_of_deck", attack=4, kinds=["unit"]), op("sacrifice", self=True))]},
    "Last Rites": {"additional_cost": "sacrifice_unit",
                   "effects": [op("deck_powers", filter={"sigil": True}, choose=True, depleted=True)]},
    "Sandstorm Scarf": {"aura": {"units": "all", "lose": ["flying"]}},
    "Sky Crew": {"abilities": [ability(buff(3, 3, turn=True), grant(["flying"], turn=True),
                                       target=tgt("unit", other=True), pay=8, exhaust=True)]},
    "Warrant Officer": {"triggers": [_tribute(op("stun"), op("buff_by", of="target", to="self"), target=ENEMY_UNIT)],
                        "notes": TRIBUTE_NOTE + " 'that unit's Strength': as the stun resolves."},
    "Pathlighter": {"kw": ["deadly"],
                    "triggers": [trig("infiltrate", op("hand_mod", filter={"unit_type": "Radiant"}, cost=-1)),
                                 _tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Gathering Lights": {"effects": [create("wisp", 2), op("heal_per", per="units")]},
    "Royal Guardian": {"triggers": [_tribute(op("heal_per", per="void")),
                                    trig("infiltrate", create("hall_of_lost_kings", 1, "hand"))], "notes": TRIBUTE_NOTE},
    "Arcane Defense": {"effects": [op("buff_choose", n=2, attack=-1, turn=True)],
                       "notes": "The two enemy units are chosen as it resolves (all of them when there are fewer)."},
    "Meditation": {"target": MY_UNIT, "effects": [buff(2, 2), op("to_deck_top")]},
    "Gnash, Pridemaster": {"triggers": [_tribute(buff(3, 3, "self")),
                                        trig("attack", op("mill_if", kinds=["unit"],
                                                          then=[grant(["invulnerable"], "your_other_units", turn=True)]))],
                           "notes": TRIBUTE_NOTE},
    "Wurmstone": {"triggers": [trig("play_spell", op("sacrifice_this", then=[op("create_exhausted", card="sand_wurm")]))]},
    "Thundering Kerasaur": {"kw": ["overwhelm"], "triggers": [trig("play_spell", draw(1, who="enemy")),
                                                             trig("enemy_play_spell", draw(1))]},
    "Warpainter": {"triggers": [trig("draw", op("buff_drawn", attack=1), filter={"types": ["unit"]})],
                   "notes": "Inspire (Set 4; not in 000/003): each unit card you draw while this is on your playmat "
                            "gets it, for good."},
    "Living Example": {"triggers": [trig("draw", op("buff_drawn", attack=1, health=1), filter={"types": ["unit"]})],
                       "notes": "Inspire (Set 4; not in 000/003): each unit card you draw while this is on your playmat "
                                "gets it, for good."},
    "Journey Guide": {"triggers": [trig("draw", op("buff_drawn", cost=-1), filter={"types": ["unit"]})],
                      "notes": "Inspire (Set 4; not in 000/003): each unit card you draw while this is on your playmat "
                               "costs 1 less, for good."},
    # --- batch 4 ---------------------------------------------------------------------------------------
    "Hotblood Barbarian": {"kw": ["berserk"],
                           "triggers": [trig("summon", op("discard_then", n=1, then=[create("temper", 1, "hand")]))]},
    "Workshop Tinker": {"kw": ["endurance"],
                        "triggers": [trig("summon", op("discard_then", n=1, then=[create("tinker", 1, "hand")]))]},
    "Learned Herbalist": {"triggers": [trig("play_spell", heal(1)),
                                       trig("summon", op("discard_then", n=1,
                                                         then=[create("secret_pages", 1, "hand")]))]},
    "Feed the Flames": {"effects": [op("discard_one", then=[create("flamefang", 2, "hand")])],
                        "notes": "The card is discarded as it resolves; with no card in hand, nothing is made."},
    "Ironfist Archon": {"abilities": [ability(op("tutor_upto_units"), pay=6, once_per_turn=True)]},
    "Entrancer": {"kw": ["flying"], "triggers": [trig("summon", op("silence_hand", max_cost=3))],
                  "notes": "The unit in the enemy hand is picked at random: its player cannot see that hand."},
    "Refracted Sentinel": {"triggers": [trig("summon", op("enemy_sigil"))]},
    "Flamebelcher": {"kw": ["overwhelm"], "triggers": [trig("infiltrate", op("seed_deck", card="firebomb", n=10,
                                                                              where="bottom_half"))],
                     "notes": "Each Firebomb goes to a random place of the bottom half of the enemy deck (the state's RNG)."},
    "Rolant's Memorial": {"triggers": [trig("turn_end", op("buff_per", per="void_spells", attack=1, health=1),
                                            target=MY_UNIT, **{"if": "tribute"})],
                          "notes": "'if a unit went to your void this turn': the record Tribute reads (ops_set4_ftj)."},
    "Zuberi, Outlands Warlord": {"triggers": [trig("attack", op("top_gets_attack")),
                                              trig("draw", op("skill_to_drawn", keywords=["double_damage"]),
                                                   filter={"types": ["unit"]})],
                                 "notes": "Inspire (Set 4; not in 000/003): each unit card you draw while Zuberi is on "
                                          "your playmat gets Double Damage, for good."},
    "Reality Shift": {"kw": ["warp"], "effects": [op("bounce_choose", per_keyword="endurance")],
                      "notes": "The enemy units are chosen as it resolves (all of them when there are fewer)."},
    "Arcanum Hourglass": {"triggers": [trig("turn_start", op("void_power"))]},
    "Honor the Ancestors": {"effects": [_when("no_tribute", op("weapon_from_void")),
                                        _when("tribute", op("weapon_from_void", play=True))],
                            "notes": TRIBUTE_NOTE + " A spell's Tribute is judged as it resolves; a weapon that "
                                                    "can't be played (no unit to carry it) is drawn."},
    "End of Days": {"kw": ["warp"],
                    "effects": [_when("no_tribute", op("tutor", filter={"name": f"{f} Sigil"}, choose=False))
                                for f in ("Fire", "Time", "Justice", "Primal", "Shadow")]
                    + [_when("tribute", op("deck_powers", names=[f"{f} Sigil" for f in
                                                                 ("Fire", "Time", "Justice", "Primal", "Shadow")],
                                           depleted=True))],
                    "notes": TRIBUTE_NOTE + " A spell's Tribute is judged as it resolves; 'a Sigil of each faction': "
                                            "the five basic Sigils, the topmost of each."},
    # --- batch 5 ---------------------------------------------------------------------------------------
    "Lumen Attendant": {"kw": ["voidbound"],
                        "abilities": [ability(op("discard_one", then=[op("void_to_hand"), create("wisp")]),
                                              pay=3, ultimate=True)],
                        "notes": "The card is discarded as the ability resolves; with no other card in hand there "
                                 "is nothing to discard, and nothing more happens."},
    "Alhed, Mount Breaker": {"triggers": [trig("draw", op("buff_drawn", double=True), filter={"types": ["unit"]})],
                             "abilities": [ability(op("absorb"), target=tgt("unit", "friendly", other=True), pay=4,
                                                   ultimate=True)],
                             "notes": "Inspire (Set 4; not in 000/003): each unit card you draw while Alhed is on your "
                                      "playmat has its Strength and Health doubled, for good. The Ultimate's unit is "
                                      "chosen as it is used; its numbers are read as it resolves."},
    "Answer the Call": {"effects": [op("answer_call", n=6)],
                        "notes": "The six cards are seen by their player; the weapons go on the unit played (relic "
                                 "weapons, which go on a player, are discarded with the rest)."},
    # --- batch 6: auras with new conditions, filters and ties ----------------------------------------
    "Herald of the Parliament": {"kw": ["flying"],
                                 "aura": {"units": "self", "attack": 2, "health": 2, "while": {"enemy_no_units": True}},
                                 "abilities": [ability(create("owl", 1, "hand"), pay=4, ultimate=True)]},
    "Stinging Wind": {"aura": {"units": "self", "keywords": ["flying"], "while": {"enemy_turn": True}}},
    "Mistress of Light": {"aura": {"units": "yours", "attack": 1, "health": 1, "filter": {"unit_type": "Wisp"},
                                   "also": {"units": "yours", "attack": 1, "health": 1, "filter": {"unit_type": "Wisp"},
                                            "while": {"tributed": True}}},
                          "triggers": [_tribute(op("mark_tributed"))], "notes": TRIBUTE_NOTE},
    "Amaran Armadillo": {"aura": {"units": "yours", "attack": 1, "health": 1, "filter": {"keyword": "endurance"}},
                         "triggers": [trig("draw", op("skill_to_drawn", keywords=["endurance"]), filter={"types": ["unit"]})],
                         "notes": "Inspire (Set 4; not in 000/003): each unit card you draw while this is on your "
                                  "playmat gets Endurance, for good."},
    "Core Scavenger": {"aura": {"units": "your_others", "attack": 2, "health": 1, "filter": {"linked": True}},
                       "triggers": [trig("summon", op("link_aura"), target=tgt("unit", "friendly", other=True))]},
    "Master-at-Arms": {"aura": {"units": "your_others", "attack": 2, "health": 2, "filter": {"linked": True}},
                       "triggers": [trig("summon", op("link_aura"), target=tgt("unit", "friendly", other=True))]},
    "Primeval Plover": {"kw": ["flying"],
                        "aura": {"units": "your_others", "attack": 1, "health": 2, "filter": {"linked": True}},
                        "triggers": [trig("summon", op("link_aura"), target=tgt("unit", "friendly", other=True))]},
    "Scale Seeker": {"abilities": [ability(op("scout"), op("count_uses", at=3,
                                                            then=[op("sacrifice", self=True, then=[create("dragon")])]),
                                           pay=1, exhaust=True)],
                     "notes": "The uses are counted while it stays on the playmat; the third use scouts, then "
                              "sacrifices it for the Dragon."},
    # --- batch 7: tokens landed (Soldier, Sheep), Spellcraft weapons --------------------------------------
    "Crownwatch Recruiter": {"triggers": [_tribute(create("soldier", 1, "hand"))], "notes": TRIBUTE_NOTE},
    "Criva, the Crimson Scythe": {"kw": ["charge"], "triggers": [trig("turn_end", op("bounce", to="self")),
                                                                 trig("summon", create("sheep"))]},
    "Ruination Sledge": {"triggers": [_spellcraft(3, "ruin")], "notes": SPELLCRAFT_NOTE},
    "Welding Torch": {"triggers": [_spellcraft(3, "torch")], "notes": SPELLCRAFT_NOTE},
    "Final Shot": {"kw": ["quickdraw"], "triggers": [_spellcraft(1, "gun_down")], "notes": SPELLCRAFT_NOTE},
    "Longbarrel": {"kw": ["overwhelm"], "triggers": [_spellcraft(3, "piercing_shot")], "notes": SPELLCRAFT_NOTE},
    "Peacekeeper's Helm": {"triggers": [_spellcraft(4, "rebuke")], "notes": SPELLCRAFT_NOTE},
    "Sheriff's Hat": {"triggers": [_spellcraft(2, "detain")], "notes": SPELLCRAFT_NOTE},
    "Staff of Speed": {"kw": ["endurance"], "triggers": [_spellcraft(3, "slow")], "notes": SPELLCRAFT_NOTE},
    "Copperhall Bracers": {"triggers": [trig("hit", op("deck_powers", names=["Justice Sigil"])),
                                        _spellcraft(1, "copperhall_blessing")], "notes": SPELLCRAFT_NOTE},
    "Sandglass Parma": {"aura": {"units": "self", "max_power": 1, "while": {"on_host": True}},
                        "triggers": [trig("summon", op("weapon_aura")), _spellcraft(3, "teleport")],
                        "notes": SPELLCRAFT_NOTE + " '+1 Maximum Power': while the Parma is on a unit."},
    "Vanquisher's Blade": {"aura": {"units": "self", "lock_enemy_void": True, "while": {"on_host": True}},
                           "triggers": [trig("summon", op("weapon_aura")), _spellcraft(3, "vanquish")],
                           "notes": SPELLCRAFT_NOTE + " 'Cards can't leave the enemy void': while the Blade is on a unit."},
    # --- batch 8 ---------------------------------------------------------------------------------------
    "Shamebearer": {"abilities": [ability(op("play_on", card="mark_of_shame"), target=ENEMY_UNIT, pay=1, sacrifice=True)]},
    "Birthright": {"triggers": [trig("turn_start", op("play_top_of")), trig("enemy_turn_start", op("play_top_of", who="enemy"))],
                   "notes": "The top card is played for free (000 1.3); one that can't be played now (no legal "
                            "target, a full playmat) stays on top."},
    "Yushkov, the Usurper": {"triggers": [trig("enemy_play_unit", op("exhaust", to="that_unit")),
                                          trig("turn_start", op("power_per_exhausted"), **{"if": "ultimate"})],
                             "notes": "An Ultimate trigger fires once while Yushkov is on the playmat, as Friendly "
                                      "Wisp's (003 Ultimate): at the start of your first turn with him out."},
    "Factory Quota": {"aura": {"units": "all", "no_heal_all": True},
                      "triggers": [trig("each_turn_end", op("quota", amount=2))]},
    # --- batch 10: a card's own discount, Time Flies, Barricade, Dramatist's Mask ------------------------
    "Pyre Elemental": {"kw": ["charge"], "free_if": {"less_after_spell": 3}},
    "Sigvard, the Last Bastion": {"kw": ["lifesteal"], "free_if": {"less_per_void_kind": 3}},
    "Time Flies": {"kw": ["flying"], "aura": {"units": "self", "max_power": 2, "each_player": True}},
    "Barricade": {"target": tgt("unit", "friendly", blocking=True), "effects": [buff(8, 8, turn=True)]},
    "Dramatist's Mask": {"kw": ["charge"], "triggers": [trig("turn_start", op("mask_swap"))],
                         "notes": "The unit is picked from the deck at random (the state's RNG); with no unit there, the "
                                  "wielder is still sacrificed."},
    # --- batch 11: abilities gated on a spell played, Sheriff Marley, Ironfist Chancellor -----------------
    "Initiation Bell": {"abilities": [ability(_when("spell_played", create("monk", 1, "hand")), pay=1, once_per_turn=True)],
                        "notes": "The ability is offered only once you have played a spell this turn."},
    "Watchful Amanera": {"abilities": [ability(_when("spell_played", op("scout")), once_per_turn=True)],
                         "notes": "The ability is offered only once you have played a spell this turn."},
    "Sheriff Marley": {"kw": ["aegis"], "abilities": [ability(create("steadfast_deputy", 1, "hand"), pay=3, once_per_turn=True)],
                       "triggers": [_tribute(op("silence"), target=ENEMY_UNIT)],
                       "notes": TRIBUTE_NOTE + " The '1/1 Deputy with Aegis' has no row of its own in the database: it "
                                               "is Steadfast Deputy (a 1/1 with Aegis)."},
    "Ironfist Chancellor": {"abilities": [ability(op("soldier_with_copies", card="soldier"), pay=5)],
                            "triggers": [_tribute(op("arm", card="crownwatch_longsword", to="self"))],
                            "notes": TRIBUTE_NOTE + " The '+2/+2 Longsword' has no row of its own in the database: it "
                                                    "is Crownwatch Longsword (a +2/+2 weapon)."},
    "Randori": {"effects": [op("swap_blocks")],
                "notes": "The two blocking enemy units are chosen as it resolves; each takes the other's place "
                         "(and its place in the damage order)."},
    "First Flame": {"triggers": [trig("ally_hit", create("flamefang")),
                                 trig("summon", create("infernus"), **{"if": "no_tribute"}),
                                 _tribute(create("infernus", 3))],
                    "notes": TRIBUTE_NOTE + " 'you or one of your units hits': each of your units that deals damage "
                                            "to the enemy player, and your relic weapon's attack on them."},
    "Frontier Bard": {"triggers": [trig("ally_hit", op("grow_per_fight", attack=1)),
                                   trig("draw", op("skill_to_drawn", keywords=["overwhelm"]), filter={"types": ["unit"]})],
                      "notes": "'one or more of your other units hit': once for the units whose damage lands together "
                               "(one attack). Inspire (Set 4; not in 000/003): each unit card you draw while the Bard "
                               "is on your playmat gets Overwhelm, for good."},
    "End of the Story": {"kw": ["warp"], "effects": [op("tribute_branch", then=[op("kill_unstoppable", to="all_units")],
                                                       otherwise=[kill("all_units")])],
                         "notes": TRIBUTE_NOTE + " The Tribute is judged as a Negate aimed at it resolves (can't be "
                                                 "negated) and as it begins to resolve (no Aegis stops it: the units it "
                                                 "kills do not turn it on half-way)."},
    "Bar the Gates": {"effects": [op("bar_name", turns=3)],
                      "notes": "'for three turns': the enemy player's next three turns. The name is chosen among "
                               "the non-power cards of the enemy hand, which its player sees for the choice; "
                               "cards played by other effects are not stopped."},
    "Citywide Ban": {"triggers": [trig("summon", op("bar_name", **{"from": "deck_top_cost"}))],
                     "notes": "The four highest cost cards of the enemy deck (printed costs; ties keep deck order) "
                              "are shown to the player who chooses, by name; the ban holds while the cursed relic "
                              "stays on the cursed player."},
    "Ankle Cutter": {"triggers": [trig("unit_damaged", op("kill_if_had", keywords=["endurance", "lifesteal"]))],
                     "notes": "Any unit, either player's (itself too), that had Endurance or Lifesteal as it took the "
                              "damage; an enemy unit's Aegis stops the kill (003 Aegis)."},
    # --- the "+1/+1 weapon" is a Sidearm (specs_set3_jp; Modready Drone prints "a +1/+1 Sidearm") -------
    "Quicktrigger Outlaw": {"triggers": [trig("weapon_on", op("deals", by="self", amount=1, to="target"), target=AN_ENEMY),
                                         _tribute(op("arm", card="sidearm", to="target"), target=MY_UNIT)],
                            "notes": TRIBUTE_NOTE + " The '+1/+1 weapon' is a Sidearm (Modready Drone prints 'a +1/+1 "
                                                    "Sidearm'); played on the Outlaw, it fires his own trigger."},
    "Won't Be Pretty": {"effects": [op("pretty", amount=6, card="sidearm")],
                        "notes": "The two enemy units are chosen as it resolves (the one, when there is only one); the "
                                 "enemy player then picks which takes the 6 damage, and plays a Sidearm (the '+1/+1 "
                                 "weapon', as Modready Drone names it) on the other."},
    "Rika, Desert Navigator": {"triggers": [trig("hit", op("warp_top"))],
                               "notes": "The card on top of the deck as she hits has Warp until the end of the turn "
                                        "(003 Warp: its player sees it and may play it from there)."},
    "Disciplinary Weights": {"token": True,
                             "triggers": [trig("draw", op("drawn_cost", amount=2), **{"if": "additional_draw"})],
                             "notes": "'an additional card': any card the cursed player draws but the one of their "
                                      "turn's Start Phase (000 3.1); Night's extra draw is additional."},
    "Teacher of Humility": {"triggers": [trig("infiltrate", op("curse_now", card="disciplinary_weights"), draw(1),
                                              draw(1, who="enemy"))],
                            "notes": "The Weights go onto the enemy player at once, so the enemy's draw that follows "
                                     "is an additional card for them (its cost goes up by 2)."},
    "Heirloom Blade": {"free_if": {"sacrifice_less": 4},
                       "notes": "'You may sacrifice a unit to play Heirloom Blade for 4 less': a second way to play "
                                "it, with the unit to sacrifice (ability_gates.sacrifice_variants)."},
}
