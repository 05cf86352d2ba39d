"""Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

BATTLE_SKILLS = ("aegis", "charge", "deadly", "double_damage", "endurance", "flying", "killer",
                 "lifesteal", "overwhelm", "quickdraw", "reckless", "revenge", "unblockable")

from spec_vocab import ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

UNITS_YOU_DRAW = {"types": ["unit"]}
ALL_TYPES = ["unit", "spell", "fast_spell", "power", "weapon", "relic_weapon", "curse", "relic", "cursed_relic", "site"]
INSPIRE_NOTE = ("Inspire (Set 4; not in 000/003): the official reminder reads 'Does something to units you draw': "
                "each unit card you draw while this is on your playmat gets it, for good.")


def _inspire(*kw: str) -> dict:
    """"Inspire: Units you draw get X." (a draw trigger on units, fixed skills)"""
    return trig("draw", op("skill_to_drawn", keywords=list(kw)), filter=UNITS_YOU_DRAW)


SPELLCRAFT_NOTE = ("Spellcraft (Set 4; not in 000/003): the official reminder reads 'When played, you may also pay its "
                   "Spellcraft cost to play the spell'. As the card is played (its Summon) its player may pay X to create "
                   "and play the spell (a play by an effect, 000 1.3), once; offered only when the spell has a legal target.")


def _spellcraft(pay: int, card: str) -> dict:
    """"Spellcraft X: Play Y." (a summon trigger that offers the spell)"""
    return trig("summon", op("spellcraft", pay=pay, card=card))


TRIBUTE_NOTE = ("Tribute (Set 4; not in 000/003): the game's reminder reads 'If a unit went to your void this turn, "
                "<effect> when you play this' (the Fire/Time/Justice part's reading, conditions tribute and no_tribute).")
MODES_NOTE = ("A Choice: the mode and that mode's target are chosen as it is played (000 4.2: targets are chosen on "
              "play), each mode a way to play it (modes.py).")


def _tribute(*effects: dict, target: dict | None = None) -> dict:
    """"Tribute: X" on a unit: a Summon-time trigger that fires only when a unit went to your void this turn."""
    return trig("summon", *effects, target=target, **{"if": "tribute"})


def _when(cond: str, step: dict) -> dict:
    """One effect step that happens only while a condition holds as it resolves."""
    return {**step, "if": cond}


def _mode(label: str, *effects: dict, target: dict | None = None) -> dict:
    """One mode of a Choice spell: what the player picks, its target, its effects."""
    out: dict = {"label": label, "effects": list(effects)}
    if target is not None:
        out["target"] = target
    return out


LINK_NOTE = ("'Give one of your other units ... while you have X': the unit its Summon chose is tied to it (the "
             "Fire/Time/Justice part's link_aura, gone when either leaves the playmat).")
_LINK = trig("summon", op("link_aura"), target=tgt("unit", "friendly", other=True))


def _crest() -> dict:
    """"Depleted. Gain {X}{Y}. Scout." (as Set 1's Crests)"""
    return {"depleted": True, "effects": [op("scout")]}


SPECS: dict[str, dict] = {
    # --- powers -----------------------------------------------------------------------------------
    "Crest of Glory": _crest(), "Crest of Mystery": _crest(), "Crest of Order": _crest(),
    "Crest of Progress": _crest(),
    "Chairman's Contract": {"effects": [op("mill", n=2)]},
    # --- units with no text, or only skills -------------------------------------------------------
    "Campfire Watchman": {}, "Daggerclaw Howler": {},
    "Rabid Yeti": {"kw": ["killer"]}, "Rotorcycle": {"kw": ["flying"]},
    "Corrupted Umbren": {"kw": ["lifesteal", "berserk"]}, "Bloodthirsty Brawler": {"kw": ["berserk", "overwhelm"]},
    "Lunging Wisp": {"kw": ["ambush"]},
    "Territorial Elf": {"kw": ["berserk", "cant_block"]},
    # --- spells the vocabulary already says -----------------------------------------------------
    "Cut Ties": {"target": ENEMY_UNIT, "effects": [kill()]},
    "Gruanform": {"target": UNIT, "effects": [buff(1, 4, turn=True)]},
    "Huddle Together": {"effects": [buff(0, 2, "your_units", turn=True)]},
    "Lock Horns": {"target": UNIT, "effects": [buff(3, -1, turn=True)]},
    "Siphon Vitality": {"effects": [buff(-1, -1, "enemy_units"), buff(1, 1, "your_units")]},
    "Afterimage": {"kw": ["warp"], "target": MY_UNIT, "effects": [grant(["unblockable"], turn=True)]},
    "Gift of Battle": {"target": MY_UNIT, "effects": [grant(["berserk"])]},
    "Sack the City": {"effects": [grant(["berserk"], "your_units")],
                      "notes": "'Your units go Berserk': each of your units on the playmat gets Berserk."},
    "Harbinger's Bite": {"kw": ["lifesteal"], "effects": [op("nightfall"), dmg(2, "enemy_player")]},
    "Read the Stars": {"effects": [op("nightfall"), draw(1)]},
    "Petition": {"effects": [op("tutor", filter={"type": "power"})]},
    "Torrential Downpour": {"effects": [dmg(1, "each_enemy"), op("scout")]},
    "Shiver": {"target": tgt("unit", exhausted=True), "effects": [op("nightfall"), dmg(2)]},
    "Long Live the Queen": {"kw": ["warp"], "target": tgt("spell", "enemy"), "effects": [op("negate"), draw(1)]},
    "Betray the Cause": {"kw": ["warp"], "target": ENEMY_UNIT, "effects": [op("steal", turn=True, ready=True)],
                         "notes": "The unit goes back to its player in the Cleanup Step (000 3.54: 'this turn' "
                                  "effects end), as Madness."},
    "Cull the Deck": {"effects": [op("look_draw", n=3)]},
    # --- units with a summon, attack or other trigger -----------------------------------------------
    "Advance Scout": {"kw": ["flying"], "triggers": [trig("infiltrate", op("scout"))]},
    "Vile Varmint": {"kw": ["flying", "deadly"], "triggers": [trig("summon", op("nightfall"))]},
    "Moonlight Huntress": {"kw": ["flying"], "aura": {"units": "self", "attack": 3, "health": 3, "while": {"night": True}},
                           "triggers": [trig("summon", op("nightfall"))]},
    "Icicle Marksman": {"triggers": [trig("play_spell", op("deals", by="self", amount=1, to="enemy_player"))]},
    "Galeprowler": {"triggers": [trig("play_spell", buff(1, 1, "self", turn=True), grant(["flying"], "self", turn=True))]},
    "Alessi, Combrei Archmage": {"triggers": [trig("play_spell", buff(1, 1, "self"), op("armor", amount=1))]},
    "Momentum Builder": {"kw": ["reckless"], "triggers": [trig("attack", buff(3, -1, "self"))]},
    # --- Inspire: "Units you draw get X." -----------------------------------------------------------
    "Dusk Raider": {"triggers": [_inspire("berserk"), trig("summon", op("nightfall"))], "notes": INSPIRE_NOTE},
    "Kyrex Coach Driver": {"triggers": [_inspire("deadly"), trig("summon", op("nightfall"))], "notes": INSPIRE_NOTE},
    "Lethrai Target Caller": {"triggers": [_inspire("quickdraw")], "notes": INSPIRE_NOTE},
    "Cliffside Caretaker": {"triggers": [_inspire("flying")], "notes": INSPIRE_NOTE},
    "Spiritward Shaman": {"triggers": [_inspire("aegis"), trig("turn_start", op("aegis_player", to="you"))],
                          "notes": INSPIRE_NOTE},
    "Breeze Dancer": {"kw": ["flying"],
                      "triggers": [trig("draw", op("skill_to_drawn"), filter=UNITS_YOU_DRAW)],
                      "notes": INSPIRE_NOTE + " 'A random battle skill': one of the thirteen battle skills, by the "
                                              "state's RNG (as Crown of Possibilities)."},
    "Magus of Celerity": {"triggers": [_inspire("charge"), trig("summon", op("scout"))], "notes": INSPIRE_NOTE},
    "Xenan Lifespeaker": {"triggers": [_inspire("lifesteal")],
                          "abilities": [ability(buff(3, 3, "self"), pay=4, ultimate=True)], "notes": INSPIRE_NOTE},
    # --- "Pay X to ...", "Once per turn, you may pay X to ..." -------------------------------------
    "Transmogrifier": {"abilities": [ability(buff(3, -2), target=MY_UNIT, pay=2, once_per_turn=True)]},
    "Grimy Alp-luachra": {"abilities": [ability(grant(["flying"], "self", turn=True),
                                                op("deals", by="self", amount=1, to="you"), pay=2, once_per_turn=True)]},
    "Iceberg Hailshrieker": {"abilities": [ability(dmg(2, "enemy_player"), pay=1, sacrifice=True)]},
    "Magenta Wisp": {"abilities": [ability(kill(), target=tgt("unit", "enemy", max_attack=3), pay=1, sacrifice=True)]},
    # --- tokens these cards make ------------------------------------------------------------------
    "Sheep": {"token": True, "attack": 0, "health": 1,
              "notes": "Tend the Flock, its only maker, prints 'Play three 0/1 Sheep'; the database's Sheep row (0/0) "
                       "disagrees, and the card that makes it wins."},
    "Clan Tactic": {"token": True, "target": tgt("enemy", "enemy", attacking=True), "effects": [dmg(5)]},
    "Cabal Tactic": {"token": True, "effects": [op("choose_units_buff", n=2, attack=2, keywords=["quickdraw"], turn=True)],
                     "notes": "'+2 Attack' is +2 Strength (the database's word for it here)."},
    "Inferiority Complex": {"token": True, "kw": ["reckless"]},
    # --- powers that transmute ------------------------------------------------------------------------
    "Clan Standard": {"depleted": True, "transmute": {"at": 5, "into": "clan_tactic"}},
    "Cabal Standard": {"depleted": True, "transmute": {"at": 5, "into": "cabal_tactic"}},
    # --- Spellcraft -------------------------------------------------------------------------------
    "Alchemist's Concoction": {"triggers": [_spellcraft(4, "alchemical_blast"),
                                            trig("summon", op("random_keyword", keywords=list(BATTLE_SKILLS), to="wielder"))],
                               "notes": SPELLCRAFT_NOTE},
    "Changeestik": {"kw": ["flying"], "triggers": [_spellcraft(5, "polymorph")], "notes": SPELLCRAFT_NOTE},
    "Cirso's Cleaver": {"triggers": [trig("summon", grant(["killer"], "wielder")), _spellcraft(2, "feeding_time")],
                        "notes": SPELLCRAFT_NOTE},
    "Gleaming Shield": {"triggers": [trig("summon", grant(["aegis"], "wielder")), _spellcraft(2, "mirror_image")],
                        "notes": SPELLCRAFT_NOTE},
    "Hair-Trigger Pistol": {"kw": ["deadly"], "triggers": [_spellcraft(2, "trigger_happy")], "notes": SPELLCRAFT_NOTE},
    "Horrifying Helm": {"triggers": [_spellcraft(3, "scare")], "notes": SPELLCRAFT_NOTE},
    "Linebreaker's Shield": {"kw": ["endurance"], "triggers": [_spellcraft(3, "shield_bash")], "notes": SPELLCRAFT_NOTE},
    "Surgeon's Saw": {"kw": ["lifesteal"], "triggers": [_spellcraft(3, "dark_return")], "notes": SPELLCRAFT_NOTE},
    "Sword of Unity": {"kw": ["lifesteal", "overwhelm"], "triggers": [_spellcraft(2, "stand_together")],
                       "notes": SPELLCRAFT_NOTE},
    "Thief's Pick": {"kw": ["unblockable"], "triggers": [_spellcraft(3, "pilfer")], "notes": SPELLCRAFT_NOTE},
    "Horde Plunderer": {"kw": ["berserk"], "aura": {"units": "self", "free_spellcraft": True},
                        "notes": "'Your cards spellcraft for free': while it is on your playmat, your Spellcraft costs 0."},
    # --- spells with small additions to the vocabulary ------------------------------------------------
    "Aerial Battle": {"effects": [op("damage_having", amount=7, keyword="flying")]},
    "Tend the Flock": {"effects": [create("sheep", 3)]},
    "Substitute": {"target": UNIT, "effects": [op("transform", card="dinosaur", to="target")],
                   "notes": "The 3/3 Dinosaur with Overwhelm is the Set 3 token (the Set 3 Justice/Primal part's)."},
    "The End is Near": {"effects": [op("mill_kinds", n=10, kinds=["power"])]},
    "Holdup": {"effects": [op("enemy_discards", n=2)]},
    "Abduct": {"effects": [op("abduct", kinds=["unit"])]},
    "Sporebreath": {"target": ENEMY_UNIT, "effects": [op("buff_per_void", attack=-1, health=-1)]},
    # --- units with small additions ------------------------------------------------------------------
    "Spitefeeder": {"kw": ["flying"], "triggers": [trig("summon", op("mill_player", n=2), target=tgt("player"))]},
    "Banished Umbren": {"abilities": [ability(op("mill_player", n=2), target=tgt("player"), pay=5, once_per_turn=True)]},
    "Lethrai Provocateur": {"kw": ["deadly"],
                            "triggers": [trig("infiltrate", op("mill_kinds", n="all", kinds=["weapon"], who="enemy"))]},
    "Veteran Strategist": {"abilities": [ability(heal(1), op("choose_influence", max_total=99), pay=2, ultimate=True)]},
    "Ancient of the Ice Caves": {"kw": ["overwhelm"],
                                 "abilities": [ability(op("discard", n="all"), op("discard", n="all", who="enemy"),
                                                       draw(8), draw(8, who="enemy"), pay=8, ultimate=True)]},
    "Coronal Umbren": {"aura": {"units": "self", "keywords": ["flying"], "while": {"other_unit_type": "Wisp"}}},
    "Feral Spiteling": {"triggers": [trig("attack", op("buff_type_per_void", unit_type="Radiant", attack=1))]},
    "Void Drummer": {"kw": ["unblockable"], "triggers": [trig("attack", op("buff_void_units", attack=2, health=2))]},
    "Mazag, the Waking Terror": {"kw": ["flying"], "triggers": [trig("summon", op("sacrifice"))],
                                 "abilities": [ability(op("steal_weaker"), pay=6, ultimate=True)],
                                 "notes": "The Ultimate's unit is chosen as it resolves, among the enemy units with less "
                                          "Health than Mazag then."},
    "Unraveler of Destinies": {"kw": ["deadly"], "triggers": [trig("summon", op("sacrifice_any"))]},
    "Sewer Sludge": {"triggers": [trig("play_unit", op("grow_if_bigger"))]},
    "Bulletshaper": {"triggers": [trig("summon", op("gain_influence", factions="FJ"))],
                     "abilities": [ability(op("discard_for_power", amount=2), ultimate=True)],
                     "notes": "The spell is chosen as the Ultimate resolves; with no spell in hand nothing happens."},
    "Preserver of Dualities": {"triggers": [trig("play_unit", create("wisp"), filter={"unit_type": "Radiant"})],
                               "abilities": [ability(buff(2, 0), target=tgt("unit", "friendly", unit_type="Wisp"),
                                                     pay=2, exhaust=True)]},
    "Temple Shihan": {"triggers": [_inspire("flying"), trig("summon", op("curse_on", card="inferiority_complex"),
                                                              target=ENEMY_UNIT)], "notes": INSPIRE_NOTE},
    # --- Tribute ------------------------------------------------------------------------------------
    "Knight of Sorrow": {"kw": ["lifesteal"], "triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Scavenging Spikeback": {"kw": ["overwhelm"], "triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Snowfort Trumpeter": {"triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Snowrager": {"kw": ["berserk"], "triggers": [_tribute(create("snowball", 1, "hand"))], "notes": TRIBUTE_NOTE},
    "Shadowstalker": {"aura": {"units": "self", "keywords": ["unblockable"], "while": {"night": True}},
                      "triggers": [_tribute(op("nightfall"))], "notes": TRIBUTE_NOTE},
    "Umbren Occluder": {"kw": ["flying", "ambush"], "triggers": [_tribute(op("mill", n=13, who="enemy"))],
                        "notes": TRIBUTE_NOTE},
    "Kenna, Shaman of the Scale": {"kw": ["killer"],
                                   "triggers": [trig("play_spell", buff(2, 2, "self", turn=True),
                                                     grant(["flying"], "self", turn=True)),
                                                _tribute(op("from_void", filter={"type": ["spell", "fast_spell"]}))],
                                   "notes": TRIBUTE_NOTE},
    "Soulbringer": {"triggers": [trig("summon", op("from_void", filter={"unit_type": "Wisp"}, zone="board", buff=[1, 1]),
                                      **{"if": "no_tribute"}),
                                 _tribute(op("from_void", filter={"unit_type": "Wisp"}, zone="board", buff=[1, 1]),
                                          op("from_void", filter={"unit_type": "Wisp"}, zone="board", buff=[1, 1]))],
                    "notes": TRIBUTE_NOTE + " Each Wisp is chosen from the void as it comes back (played for free, "
                                            "000 1.3)."},
    "End of Hostilities": {"kw": ["warp"], "target": UNIT,
                           "effects": [_when("no_tribute", op("copy")), _when("tribute", op("copy")),
                                       _when("tribute", op("copy"))],
                           "notes": TRIBUTE_NOTE + " A spell's Tribute is judged as it resolves; the copies are yours "
                                                   "(003 Copy)."},
    "End of the Line": {"kw": ["lifesteal", "warp"],
                        "effects": [_when("no_tribute", op("damage_enemies", amount=3, n=2)),
                                    _when("tribute", op("damage_enemies", amount=4, n=2))],
                        "notes": TRIBUTE_NOTE + " The two enemies (units or the enemy player) are chosen as it resolves."},
    # --- Choices ----------------------------------------------------------------------------------
    "Cirso's Choice": {"effects": [op("choose_mode", modes=[
        _mode("You gain an Aegis and 6 Health", op("aegis_player", to="you"), heal(6)),
        _mode("Deal 2 damage to each unit", dmg(2, "all_units"))])], "notes": MODES_NOTE},
    "Ijin's Choice": {"effects": [op("choose_mode", modes=[
        _mode("Kill an attachment on an enemy", kill(), target=tgt("attachment", "enemy")),
        _mode("Create and draw a +4/+4 Mithril Armor", create("mithril_armor", 1, "hand"))])], "notes": MODES_NOTE},
    # --- more units and spells -----------------------------------------------------------------------
    "Entangling Vines": {"kw": ["warp"], "effects": [op("stun_choose", n=2)],
                         "notes": "The two enemy units are chosen as it resolves (all of them when fewer)."},
    "Resurface": {"kw": ["warp"], "effects": [op("deck_to_top", filter={"type": ["spell", "fast_spell"]})],
                  "notes": "'Move a spell of your choice to the top of your deck': a spell of your deck (read with "
                           "its Warp: the spell can follow it from the top)."},
    "Acquisitive Crow": {"kw": ["flying", "berserk"],
                         "triggers": [trig("attack", op("create_random", n=1, filter={"type": ["spell", "fast_spell"], "cost": 1},
                                                        zone="hand"))]},
    "Thunder Giant": {"triggers": [trig("attack", op("damage_if_spell", amount=3, to="enemy_units"))]},
    "Caiphus, Wandering King": {"triggers": [trig("summon", op("random_skills", n=3, to="self"))],
                                "notes": "Three different battle skills he does not have yet."},
    "Crill, Merciless Pillager": {"triggers": [trig("summon", op("kill_attachments_skill"))],
                                  "notes": "All attachments: weapons, curses and relics of both players."},
    "Crunch, the Hoarder": {"kw": ["overwhelm"],
                            "triggers": [trig("infiltrate", op("draw_then_discard", n=2, keywords=["berserk"],
                                                               kinds=["spell", "fast_spell", "weapon", "curse", "relic",
                                                                      "cursed_relic"]))]},
    "Back-Alley Delinquent": {"kw": ["quickdraw"],
                              "triggers": [trig("summon", op("discard_then", n=1, then=[create("sabotage", 1, "hand")]))]},
    "Portent Reader": {"kw": ["flying"],
                       "triggers": [trig("summon", op("discard_then", n=1, then=[create("second_sight", 1, "hand")]))]},
    "Lethrai Secretweaver": {"abilities": [ability(op("discard_kind_then", kinds=["spell", "fast_spell"], then=[draw(2)]),
                                                   pay=4)],
                             "notes": "The spell is chosen as the ability resolves; with none in hand nothing happens."},
    # --- counters, relics and tokens -------------------------------------------------------------
    "Guard Tower": {"token": True, "abilities": [ability(dmg(1), target=tgt("enemy", "enemy"), pay=5, once_per_turn=True)]},
    "Marionette": {"token": True, "triggers": [trig("entomb", op("sacrifice_named", card="marionette_cross"))]},
    "Marionette Cross": {"triggers": [trig("summon", create("marionette")),
                                      trig("entomb", op("sacrifice_named", card="marionette"))]},
    "Recon Tower": {"abilities": [ability(op("tutor", filter={"sigil": True}),
                                          op("after_uses", n=3, then=[op("sacrifice_this", then=[op("create_relic", card="guard_tower")])]),
                                          pay=3, once_per_turn=True)],
                    "notes": "'After the third use': its third use draws the Sigil, then Recon Tower is sacrificed."},
    "Wingbrewer": {"abilities": [ability(op("look_draw_discard", n=2),
                                         op("after_uses", n=3, then=[op("sacrifice_this", then=[create("vampire_bat", 3)])]),
                                         pay=2, exhaust=True)],
                   "notes": "'After the third use': its third use draws and discards, then he is sacrificed."},
    "Honored Skyguard": {"kw": ["flying"],
                         "abilities": [ability(op("discard_kind_then", kinds=ALL_TYPES, then=[buff(1, 1, "self"), draw(1)]),
                                               pay=2, ultimate=True)],
                         "notes": "The card is discarded as the Ultimate resolves; with an empty hand nothing happens."},
    "Fenris Nightshade": {"abilities": [ability(draw(1), op("deals", by="self", amount=3, to="you"),
                                                op("deals_cursed", amount=1), pay=3, once_per_turn=True)],
                          "notes": "'Each cursed enemy': an enemy unit with a curse on it, and the enemy player while a "
                                   "cursed relic is on them."},
    "Burglarize": {"effects": [op("nightfall"), op("steal_relic")],
                   "notes": "The relic is chosen as it resolves (a relic weapon counts as a relic, 000 1.3)."},
    "Siraf's Choice": {"effects": [op("choose_mode", modes=[
        _mode("Double the Strength/Health of your units this turn", op("double_units_turn")),
        _mode("Draw a unit of your choice from your deck and double its Strength/Health", op("tutor_double"))])],
        "notes": MODES_NOTE},
    "Derry Cathain, Ripclaw Rider": {
        "triggers": [trig("summon", op("raise_enemy_cost", amount=1))],
        "abilities": [ability(_when("two_void_spells", buff(4, 0, "self")),
                              _when("two_void_spells", grant(["overwhelm"], "self")), pay=3, ultimate=True)],
        "notes": "The Ultimate can be used without two spells in your void (it then does nothing), as the text "
                 "gives its cost first; the card of the enemy hand is chosen from the spells and sites there, shown "
                 "to you."},
    "Recombobulate": {"kw": ["warp"], "target": tgt("unit", "enemy", attacking=True),
                      "effects": [op("deck_top_discount")]},
    # --- "while you have X", void counts, counters ---------------------------------------------------
    "First-Frost Shaman": {"aura": {"units": "your_others", "health": 3, "filter": {"linked": True}},
                           "triggers": [_LINK], "notes": LINK_NOTE},
    "Lethrai Bladewhirl": {"aura": {"units": "your_others", "attack": 3, "filter": {"linked": True}},
                           "triggers": [_LINK], "notes": LINK_NOTE},
    "Genetrix Irel IV": {"aura": {"units": "your_others", "attack": 4, "health": 4, "filter": {"linked": True},
                                  "also": {"units": "self", "max_power": 1}},
                         "triggers": [_LINK], "notes": LINK_NOTE},
    "Rizahn, Greatbow Master": {"kw": ["flying", "reckless"],
                                "aura": {"units": "self", "keywords": ["lifesteal"], "while": {"min_void_spells": 6}},
                                "triggers": [trig("summon", dmg(3), target=tgt("enemy", "enemy"))]},
    "Shamanic Blast": {"free_if": {"less_per_void_spell": 1}, "target": ENEMY_UNIT, "effects": [dmg(3)]},
    "Umbren Deathwatcher": {"aura": {"units": "self", "per_void_unit_both": 1}},
    "Blackhall Warleader": {"triggers": [trig("hit", op("count_up"), buff(1, 1, "self")),
                                         trig("draw", op("buff_drawn_count"), filter=UNITS_YOU_DRAW)],
                            "notes": INSPIRE_NOTE + " Her Inspire starts at +0/+0 and grows by +1/+1 with each hit "
                                                    "(kept while she stays on the playmat)."},
    "Fear's Sum": {"token": True, "kw": ["berserk"]},
    "Fearbinder": {"abilities": [ability(op("fear_sum"), pay=2, once_per_turn=True)],
                   "notes": "The two units are chosen as the ability resolves; with fewer than two nothing happens."},
    "Wyatt, Junk Collector": {"kw": ["quickdraw"],
                              "triggers": [trig("hit", op("discard_kind_then", kinds=ALL_TYPES, then=[op("draw_enemy_top")]),
                                                op("after_uses", n=3, every=True,
                                                   then=[create("smuggler_s_stash", 1, "hand")]))],
                              "notes": "'Discard a card to draw the top card of their deck': with an empty hand, no "
                                       "draw; the hits are counted while he stays on the playmat."},
    # --- spells and Choices that pick by kind or faction ------------------------------------------------
    "Savage Denial": {"target": tgt("spell", "enemy", fast=True), "effects": [op("negate")]},
    "Rindra's Choice": {"effects": [op("choose_mode", modes=[
        _mode("Kill a multifaction enemy unit", kill(), target=tgt("unit", "enemy", multi_faction=True)),
        _mode("Negate a multifaction enemy spell", op("negate"), target=tgt("spell", "enemy", multi_faction=True))])],
        "notes": MODES_NOTE + " Multifaction: a card of two or more factions."},
    "Disrupt": {"effects": [op("choose_mode", modes=[
        _mode("Kill an enemy relic", kill(), target=tgt("attachment", "enemy", relic=True)),
        _mode("Silence an enemy unit", op("silence"), target=ENEMY_UNIT)])],
        "notes": MODES_NOTE + " A relic weapon counts as a relic (000 1.3)."},
    # --- Big Brother -------------------------------------------------------------------------------
    "Little Brother": {"token": True, "aura": {"units": "self", "stuns_damaged": True}},
    "Big Brother": {"kw": ["cant_block"], "aura": {"units": "self", "cant_attack": True},
                    "triggers": [trig("summon", create("little_brother", 2)),
                                 trig("ally_hit", op("silence_if_hitter", card="little_brother"))],
                    "notes": "A silenced Big Brother loses 'can't attack or block' with the rest of his text (003 "
                             "Silence)."},
    "Aeva, Eilyn's Elite": {"kw": ["flying"],
                            "triggers": [_tribute(create("cloudsnake_hatchling", 2, "hand")),
                                         trig("infiltrate", create("cloudsnake_hatchling", 2, "hand"))],
                            "notes": TRIBUTE_NOTE + " 'Two 1/2 Cloudsnakes with Flying': the card database has no "
                                                    "Cloudsnake row; Cloudsnake Hatchling is that 1/2 Flying Primal "
                                                    "Serpent, so it is the card made."},
    "Unfinished Business": {"target": MY_UNIT, "effects": [buff(5, 5), op("doom_on_damage")],
                            "notes": "Sacrificed in the Cleanup Step (000 3.52, as Haunting Scream's units) or as soon as "
                                     "the damage it deals (to a unit or a player) is done."},
}
