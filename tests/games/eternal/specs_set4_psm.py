"""Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

UNITS_YOU_DRAW = {"types": ["unit"]}
INSPIRE_NOTE = ("Inspire (Set 4; not in 000/003): the official reminder reads 'Does something to units you draw': "
                "each unit card you draw while this is on your playmat gets it, for good.")


def _inspire(*kw: str) -> dict:
    """"Inspire: Units you draw get X." (a draw trigger on units, fixed skills)"""
    return trig("draw", op("skill_to_drawn", keywords=list(kw)), filter=UNITS_YOU_DRAW)


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
}
