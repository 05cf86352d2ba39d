"""Set 1 (The Empty Throne): the Justice cards, their Justice-Primal and Justice-Shadow partners,
and the factionless cards (Strangers, Seek Power, Daze, Alchemical Blast, Diplomatic Seal, the
common weapons), with the Minotaur token Treasury Gate plays. Merged by build_cards.PARTS."""
from __future__ import annotations

from spec_vocab import (
    ANY,
    ENEMY_UNIT,
    MY_UNIT,
    ability,
    buff,
    dmg,
    draw,
    grant,
    kill,
    op,
    tgt,
    trig,
)

JUSTICE_SIGIL = op("tutor", filter={"name": "Justice Sigil"}, choose=False)

SPECS: dict[str, dict] = {
    # --- tokens ---------------------------------------------------------------------------------
    "Minotaur": {"token": True,
                 "notes": "Treasury Gate's Minotaur (the database's Set 2 token row): it is made with the relic "
                          "weapon's Strength/Health and battle skills."},
    # --- Justice -------------------------------------------------------------------------------
    "Gilded Glaive": {"triggers": [trig("empower", buff(2, 2, "wielder", turn=True))]},
    "Elder's Feather": {"kw": ["flying"]},
    "Inspire": {"effects": [op("top_of_deck", attack=1, health=1, kinds=["unit", "weapon"]), draw(1)]},
    "Tinker Apprentice": {"triggers": [trig("summon", op("buff_hand_card", attack=1, health=1, kinds=["unit", "weapon"]))],
                          "notes": "The unit or weapon in hand is chosen as the ability resolves (none: no effect)."},
    "Tinker Overseer": {"kw": ["flying"], "triggers": [trig("play_relic", buff(1, 1, "self"))],
                        "notes": "A relic weapon is a relic (000 1.3), so playing one counts."},
    "Paladin Oathbook": {"triggers": [trig("attack_alone", buff(1, 1, "that_unit"))]},
    "Eager Owlet": {"kw": ["flying"], "aura": {"units": "self", "attack": 3, "while": {"other_keyword": "flying"}},
                    "notes": "Counts another unit's own Flying (printed, gained, from a weapon); no aura in the pool "
                             "gives Flying."},
    "Valorous Stranger": {"aura": {"units": "all", "warcry": 1, "filter": {"unit_type": "Stranger"}},
                          "notes": "As printed, every Stranger (an enemy's too) has Warcry; two Valorous Strangers "
                                   "give Warcry 2 (003 Warcry: instances stack)."},
    "Brightmace Paladin": {"aura": {"units": "self", "keywords": ["lifesteal"], "while": {"self_min_attack": 4}}},
    "Bronze Cuirass": {"triggers": [trig("summon", draw(1))]},
    "Order of the Spire": {"triggers": [trig("empower", op("double_stats", to="self"))],
                           "notes": "Doubling gives +X/+Y for its Strength X and Health Y now (Health after damage, "
                                    "as the card shows it; a negative Strength is left as it is)."},
    "Loyal Watchwing": {"kw": ["flying"], "warcry": 1},
    "Valkyrie Enforcer": {"kw": ["flying"],
                          "triggers": [trig("summon", op("silence"), target=tgt("unit", optional=True, other=True))]},
    "Spire Chaplain": {"triggers": [trig("attack", JUSTICE_SIGIL)]},
    "Hooru Envoy": {"triggers": [trig("spell_on", draw(1))],
                    "notes": "Any player's spell that targets it; its controller draws."},
    "Hero of the People": {"aura": {"units": "self", "per_skill": 1},
                           "triggers": [trig("play_unit", op("copy_skills", to="self"))]},
    "Privilege of Rank": {"effects": [JUSTICE_SIGIL], "triggers": [trig("discarded", op("replay"))],
                          "notes": "Discarded by an effect, the discard step or a full hand (000 6.2), it is played "
                                   "from the void for free."},
    "Combrei Magister": {"triggers": [trig("empower", grant(["invulnerable"], "self", turn=True))]},
    "Armorsmith": {"free_if": {"armor": 2}, "triggers": [trig("summon", op("armor", amount=2))]},
    "Treasury Gate": {"triggers": [trig("play_relic_weapon", op("treasury_minotaur", card="minotaur"))]},
    "Silverwing Avenger": {"kw": ["flying"], "triggers": [trig("summon", buff(-2, 0), target=ENEMY_UNIT)]},
    "Copperhall Blessing": {"effects": [op("invulnerable_player"), grant(["invulnerable"], "your_units", turn=True)]},
    "Crownwatch Cavalry": {"triggers": [trig("summon", op("give_own_stats", to="target"),
                                             target=tgt("unit", "friendly", other=True))]},
    "Hammer of Might": {"triggers": [trig("summon", grant([], "wielder", turn=True, warcry=3))]},
    "Marshal Ironthorn": {"triggers": [trig("empower", op("power_copy"))],
                          "abilities": [ability(kill("enemy_units"), pay=15, ultimate=True)],
                          "notes": "The copy of the power raises no Empower itself (two Marshals would loop)."},
    "Silverwing Commander": {"kw": ["flying"], "warcry": 2},
    "Plated Demolisher": {"kw": ["endurance"],
                          "triggers": [trig("summon", op("armor", amount=2)),
                                       trig("enemy_turn_start", op("kill", to="self", **{"if": "no_armor"}),
                                            **{"if": "no_armor"})]},
    "Ceremonial Mask": {"triggers": [trig("summon", buff(4, 4, turn=True), target=MY_UNIT)]},
    "Flight Lieutenant": {"triggers": [trig("empower", grant(["flying"], "your_units", turn=True))]},
    "Rolant, the Iron Fist": {"kw": ["endurance"],
                              "aura": {"units": "yours", "keywords": ["endurance", "invulnerable"],
                                       "filter": {"faction": "J"}}},
    "Sword of the Sky King": {},
    # --- factionless -----------------------------------------------------------------------------
    "Spiked Helm": {},
    "Worn Shield": {},
    "Seek Power": {"effects": [op("tutor", filter={"sigil": True})]},
    "Feln Stranger": {"triggers": [trig("summon", op("gain_influence", factions="PS"))]},
    "Combrei Stranger": {"triggers": [trig("summon", op("gain_influence", factions="TJ"))]},
    "Rakano Stranger": {"triggers": [trig("summon", op("gain_influence", factions="FJ"))]},
    "Elysian Stranger": {"triggers": [trig("summon", op("gain_influence", factions="TP"))]},
    "Stonescar Stranger": {"triggers": [trig("summon", op("gain_influence", factions="FS"))]},
    "Daze": {"target": ENEMY_UNIT, "effects": [op("stun")]},
    "Alchemical Blast": {"target": ANY, "effects": [dmg(2)],
                         "notes": "'Deal 2 damage.' targets a unit or player, as such text does in Eternal."},
    "Forsworn Stranger": {"aura": {"units": "self", "per_faction": 1}},
    "Diplomatic Seal": {"effects": [op("choose_influence", max_total=2)]},
    "Treasury Guard": {"kw": ["endurance"]},
    # --- two factions ---------------------------------------------------------------------------
    "Rilgon, Hooru Operative": {"triggers": [trig("weapon_on", grant(["aegis"], "self")),
                                             trig("play_spell", grant(["double_damage"], "self", turn=True))]},
    "Oathbreaker": {"kw": ["lifesteal"],
                    "triggers": [trig("attack", op("buff_having", attack=1, health=1, to="your_units",
                                                   keyword="lifesteal"))]},
}
