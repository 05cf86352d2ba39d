"""Set 3 (Omens of the Past), Justice and Primal cards in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ANY, ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, kill, op, tgt, trig

BATTLE_SKILLS = ["aegis", "charge", "deadly", "double_damage", "endurance", "flying", "killer",
                 "lifesteal", "overwhelm", "quickdraw", "reckless", "revenge", "unblockable"]
OTHER_UNIT_MAY = tgt("unit", optional=True, other=True)
AN_ENEMY = tgt("enemy", "enemy")
RANDOM_SKILL = ("'A random battle skill': one of the thirteen battle skills the guide lists (003 Battle Skills), "
                "drawn from the game's random numbers.")

SPECS: dict[str, dict] = {
    # --- tokens Set 3's Justice and Primal cards make ----------------------------------------------------
    "Soldier": {"token": True},
    "Sidearm": {"token": True},
    "Dinosaur": {"token": True, "kw": ["overwhelm"]},
    "Twilight Prowler": {"token": True, "kw": ["reckless"]},
    "Flying Squirrel": {"token": True, "kw": ["flying"]},
    # --- units and weapons of skills only, and Warcry --------------------------------------------------
    "Crownwatch Legionnaire": {"kw": ["endurance", "lifesteal"]},
    "Voracious Fosora": {"kw": ["reckless"]},
    "Surveying Mantasaur": {"kw": ["flying", "overwhelm", "bond"]},
    "Town Watchman": {"warcry": 1},
    "Shielded Shortbarrel": {"kw": ["aegis"]},
    "Regent's Blade": {"kw": ["invulnerable"]},
    # --- Summon, Entomb, Bond, attack and hit triggers -------------------------------------------------
    "Soaring Guard": {"kw": ["flying"], "triggers": [trig("summon", op("armor", amount=2))]},
    "Copperhall Porter": {"triggers": [trig("entomb", op("tutor", filter={"name": "Justice Sigil"}, choose=False))]},
    "Frontier Confessor": {"triggers": [trig("summon", op("silence"), target=OTHER_UNIT_MAY)]},
    "Valkyrie Arcanist": {"kw": ["flying"], "triggers": [trig("entomb", create("gemblade", zone="hand"))]},
    "Silverwing Rallier": {"kw": ["flying", "bond"], "triggers": [trig("entomb", create("soldier"))]},
    "Fearless Yeti": {"kw": ["overwhelm"], "triggers": [trig("hit", op("scout"))]},
    "Wild Rider": {"triggers": [trig("hit", buff(1, 0, "self"))],
                   "notes": "'it gets +1 Strength' has no 'this turn': it lasts, as Dashing Rapscallion's does."},
    "Freewing Glider": {"kw": ["flying"], "triggers": [trig("summon", op("scout"))]},
    "Slope Sergeant": {"kw": ["bond"], "triggers": [trig("bond", draw(2), op("discard", n=2))]},
    "Bellowing Thunderfoot": {"kw": ["bond"], "triggers": [trig("bond", op("stun"), target=ENEMY_UNIT)]},
    "Clutchkeeper": {"kw": ["bond"], "triggers": [trig("bond", grant(["killer"], "self")),
                                                  trig("attack", create("dinosaur", 2))]},
    "Powderglider": {"triggers": [trig("summon", op("stun"), target=tgt("unit", "enemy", flying=True)),
                                  trig("play_spell", buff(1, 1, "self", turn=True))]},
    "Cutbrush Cartographer": {"triggers": [trig("draw", buff(1, 0, "self"))]},
    "Twilight Hermit": {"triggers": [trig("turn_start", op("transform", card="twilight_prowler", to="self"),
                                          **{"if": "night"})]},
    # --- Ally ------------------------------------------------------------------------------------------
    "Steady Marshal": {"triggers": [trig("ally", op("arm", card="sidearm", to="self"), unit_type="Gunslinger")]},
    "Lida, Most Skilled": {"kw": ["overwhelm"], "triggers": [trig("ally", grant(["killer"], "self"), unit_type="Unseen")]},
    "Crownwatch Quartermaster": {"abilities": [ability(op("buff_count", attack=1, health=1),
                                                       target=tgt("unit", other=True), pay=6, exhaust=True)],
                                 "triggers": [trig("ally", create("soldier", 2), unit_type="Valkyrie")]},
    # --- other units -----------------------------------------------------------------------------------
    "Spiritblade Stalker": {"abilities": [ability(buff(1, 1), grant(["lifesteal"]), target=MY_UNIT, pay=6,
                                                  ultimate=True)]},
    "Valkyrie Cadet": {"aura": {"units": "self", "keywords": ["flying", "double_damage"], "while": {"wielding": True}}},
    "Copperhall Marshal": {"triggers": [trig("weapon_on", op("stun"), target=ENEMY_UNIT, **{"if": "ultimate"})],
                           "notes": "An Ultimate trigger fires once while the unit is on the playmat (003 Ultimate), "
                                    "as Friendly Wisp's does."},
    "Savage Skybrood": {"kw": ["flying"], "triggers": [trig("play_unit", buff(1, 0, "self"), unit_type="Dinosaur")]},
    "Horizon Seeker": {"kw": ["flying"], "triggers": [trig("summon", op("nightfall")),
                                                      trig("play_unit", buff(0, 1, "that_unit"), unit_type="Dinosaur")]},
    "Bisma, Revered Elder": {"triggers": [trig("play_unit", op("random_keyword", keywords=BATTLE_SKILLS, to="self"),
                                               unit_type="Unseen")],
                             "notes": RANDOM_SKILL},
    "Yeti Furflinger": {"triggers": [trig("summon", op("nightfall"))],
                        "abilities": [ability(op("transform", card="flying_squirrel", to="target"),
                                              target=tgt("unit", other=True), pay=6, ultimate=True)]},
    # --- relics, relic weapons and spells ----------------------------------------------------------------
    "Storm Talisman": {"triggers": [trig("summon", op("scout"))],
                      "abilities": [ability(dmg(2), target=AN_ENEMY, pay=8, once_per_turn=True)]},
    "Snowfort": {"aura": {"units": "yours", "health": 1}},
    "Hammer of Authority": {"aura": {"units": "enemy", "no_spells": True, "while": {"own_turn": True}}},
    "Challenge by Law": {"target": ENEMY_UNIT, "effects": [kill(), op("silence", to="enemy_units")],
                         "notes": "'the rest': the enemy units still on the playmat after the kill."},
}
