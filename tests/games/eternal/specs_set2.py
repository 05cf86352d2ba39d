"""Set 2 (The Fall of Argenport) cards in the effect vocabulary: build_cards.py's part
module, cards whose text the vocabulary already says (or says with small additions)."""
from __future__ import annotations

from spec_vocab import ANY, ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

OTHER_UNIT_MAY = tgt("unit", optional=True, other=True)
AN_ENEMY = tgt("enemy", "enemy")


def _ultimate_plus_2(*kw: str) -> dict:
    """"Ultimate: Pay 6 to give X +2/+2." (with the card's skills)"""
    return {"kw": list(kw), "abilities": [ability(buff(2, 2, "self"), pay=6, ultimate=True)]}


SPECS: dict[str, dict] = {
    # --- powers and the Strangers that gain influence -----------------------------------------------
    "Praxis Banner": {"depleted_unless_unit": True}, "Skycrag Banner": {"depleted_unless_unit": True},
    "Xenan Banner": {"depleted_unless_unit": True}, "Hooru Banner": {"depleted_unless_unit": True},
    "Argenport Banner": {"depleted_unless_unit": True},
    "Argenport Stranger": {"triggers": [trig("summon", op("gain_influence", factions="JS"))]},
    "Hooru Stranger": {"triggers": [trig("summon", op("gain_influence", factions="JP"))]},
    "Praxis Stranger": {"triggers": [trig("summon", op("gain_influence", factions="FT"))]},
    "Skycrag Stranger": {"triggers": [trig("summon", op("gain_influence", factions="FP"))]},
    "Xenan Stranger": {"triggers": [trig("summon", op("gain_influence", factions="TS"))]},
    # --- units with no text, or only skills -------------------------------------------------------
    "Pit Fighter": {}, "Striped Araktodon": {}, "Copperhall Shieldman": {}, "Foothills Alpha": {},
    "Brash Shorthorn": {}, "Lethrai Memory-Keeper": {},
    "Young Gun": {"kw": ["quickdraw"]}, "Pouncing Drake": {"kw": ["flying", "warp"]},
    "Trail Runner": {"kw": ["charge"]}, "Plated Goliath": {"kw": ["overwhelm", "warp"]},
    "Snowcrust Yeti": {"kw": ["aegis"]}, "Ridgeline Watcher": {"kw": ["aegis"]},
    "Skeeter": {"kw": ["flying", "lifesteal"]}, "Cabal Rogue": {"kw": ["unblockable"]},
    "Alluring Ember": {"kw": ["flying", "warp", "charge"]}, "Topaz Drake": {"kw": ["flying", "charge"]},
    "Blistersting Wasp": {"kw": ["flying", "deadly"]}, "Xenan Cupbearer": {"kw": ["lifesteal"]},
    "Valkyrie Denouncer": {"kw": ["flying", "revenge"]},
    "Elias, the Broken Wing": {"kw": ["flying", "lifesteal", "revenge"]},
    # --- weapons with no text, or only skills -----------------------------------------------------
    "Smith's Hammer": {"kw": ["overwhelm"]}, "Twinbarrel": {"kw": ["double_damage"]},
    "Burning Glaive": {}, "Spiked Buckler": {}, "Talon of Nostrix": {},
    # --- "Ultimate: Pay 6 to give X +2/+2." -------------------------------------------------------
    "Sand Viper": _ultimate_plus_2("deadly"), "Copperhall Herald": _ultimate_plus_2("endurance"),
    "Longshot Marksman": _ultimate_plus_2("quickdraw"), "Stormcrasher": _ultimate_plus_2("flying"),
    "Thunderhoof Warrior": _ultimate_plus_2("overwhelm"),
    # --- spells -----------------------------------------------------------------------------------
    "Mortar": {"target": ANY, "effects": [dmg(4)]},
    "Slay": {"target": UNIT, "effects": [kill()]},
    "Pack Hunt": {"effects": [buff(2, 2, "your_units", turn=True)]},
    "Icequake": {"effects": [dmg(3, "all_units"), dmg(3, "enemy_player")]},
    "Cripple": {"target": ENEMY_UNIT, "effects": [buff(-3, -2)]},
    "Threaten": {"target": MY_UNIT, "effects": [buff(2, 0)]},
    "Weather the Storm": {"target": UNIT, "effects": [buff(0, 4, turn=True)]},
    "Viper's Bite": {"target": MY_UNIT, "effects": [grant(["deadly"])]},
    "Xenan Initiation": {"target": MY_UNIT, "effects": [buff(1, 1), grant(["killer"])]},
    "Talon Dive": {"target": tgt("unit", flying=True), "effects": [buff(2, 2, turn=True), grant(["overwhelm"], turn=True)]},
    "Purify": {"target": UNIT, "effects": [op("silence"), dmg(3)]},
    "Shield Bash": {"target": ENEMY_UNIT, "effects": [op("stun"), op("armor", amount=2), draw(1)]},
    "Humbug Swarm": {"effects": [create("humbug", 3)]},
    "Inspire Obedience": {"target": ENEMY_UNIT, "effects": [kill(), buff(1, 0, "your_units", turn=True)]},
    "Trigger-Happy": {"effects": [grant(["quickdraw"], "your_units", turn=True)]},
    "Bolster": {"effects": [heal(2, "you"), buff(0, 2, "your_units")],
                "notes": "'You ... get +2 Health': a player's Health rises by gaining Health (000 1.1), so the "
                         "player gains 2 Health (it counts for Lifeforce)."},
    "Envelop": {"target": tgt("unit", "enemy", attacking=True), "effects": [op("bounce")]},
    "Pummel": {"target": tgt("unit", "friendly", attacking=True), "effects": [buff(2, 2, turn=True), op("scout")]},
    "Aid of the Hooru": {"effects": [op("stun", to="enemy_units"), create("owl", 2), draw(4), op("armor", amount=4)]},
    "Extract": {"kw": ["lifesteal"], "target": ANY, "effects": [dmg(3), op("scout")]},
    "Cirso's Meddling": {"target": UNIT, "effects": [op("transform", card="pig", to="target")]},
    "Brilliant Discovery": {"kw": ["warp"], "effects": [op("tutor", filter={"name": "Fire Sigil"}, choose=False),
                                                       op("tutor", filter={"name": "Time Sigil"}, choose=False)]},
    "Reunite": {"effects": [op("tutor", filter={"type": "unit", "unit_type": "Stranger"})]},
    # --- units with a summon, attack or other trigger ---------------------------------------------
    "Firemane Cub": {"triggers": [trig("summon", dmg(1), target=ENEMY_UNIT)]},
    "Forge Wolf": {"triggers": [trig("summon", dmg(1, "enemy_player"))]},
    "Cannonbearer": {"kw": ["warp"], "triggers": [trig("summon", dmg(1), target=AN_ENEMY)]},
    "Belching Behemoth": {"triggers": [trig("summon", heal(6))]},
    "Oasis Seeker": {"triggers": [trig("attack", heal(1))]},
    "Yeti Snowchucker": {"kw": ["reckless"],
                         "triggers": [trig("attack", op("deals", by="self", amount=1, to="enemy_player"))]},
    "Cloudsnake Breeder": {"triggers": [trig("spark", create("cloudsnake_hatchling"))]},
    "Jotun Cyclops": {"kw": ["overwhelm"], "triggers": [trig("spark", create("snowball", zone="hand"))]},
    "Pearlescent Drake": {"kw": ["flying", "reckless"], "triggers": [trig("spark", buff(0, 4, "self"))]},
    "Spirit Guide": {"kw": ["lifesteal"], "triggers": [trig("mentor", grant(["lifesteal"], "student"))]},
    "Minotaur Oathkeeper": {"triggers": [trig("attack_alone", buff(1, 1, "that_unit", turn=True))]},
    "Valkyrie Militant": {"kw": ["flying"], "triggers": [trig("play_weapon", op("armor", amount=2))]},
    "Rabblerouser": {"kw": ["revenge"], "triggers": [trig("summon", buff(2, 2, turn=True), target=OTHER_UNIT_MAY)]},
    "Minotaur Lighthoof": {"triggers": [trig("summon", grant(["unblockable"], turn=True), target=OTHER_UNIT_MAY)]},
    "Archive Curator": {"kw": ["flying"], "triggers": [trig("summon", op("silence"), target=OTHER_UNIT_MAY)]},
    "Crownwatch Press-Gang": {"kw": ["revenge"],
                              "triggers": [trig("summon", op("tutor", filter={"type": "unit", "cost": 1}))]},
    "Skyward Seer": {"triggers": [trig("spark", op("tutor", filter={"type": "unit", "keyword": "flying"}))]},
    "Avirax Familiar": {"kw": ["flying", "warp"], "aura": {"units": "self", "max_power": 1}},
    "Sandglass Sentinel": {"kw": ["overwhelm"], "triggers": [trig("play_spell", buff(4, 0, "self", turn=True))]},
    "Katra, the Devoted": {"triggers": [trig("lifeforce", buff(1, 1, "your_units"))]},
    "Umbren Thirster": {"triggers": [trig("lifeforce", buff(1, 0, "self"), grant(["flying"], "self"))]},
    "Molot & Nakova": {"kw": ["flying", "aegis"], "triggers": [trig("spark", dmg(4, "each_enemy"))]},
    "Shatterglass Mage": {"kw": ["overwhelm", "warp"], "triggers": [trig("summon", kill(), target=tgt("attachment", "enemy"))]},
    "Grenadin Cannoneer": {"triggers": [trig("spark", create("firebomb", 1, "deck", who="enemy"))]},
    "Amaran Archaeologist": {"triggers": [trig("summon", op("deck_powers", filter={"sigil": True}, choose=True,
                                                           depleted=True))]},
    # --- "Pay X to ..." and "Once per turn, you may pay X to ..." ---------------------------------
    "Highwind Glider": {"kw": ["flying"], "abilities": [ability(draw(1), pay=5)]},
    "Shadowlands Bonepicker": {"abilities": [ability(buff(2, 1, "self"), pay=5)]},
    "Storm Glider": {"kw": ["flying", "overwhelm"], "abilities": [ability(buff(3, 0, "self", turn=True), pay=5)]},
    "Noble Firemane": {"abilities": [ability(buff(1, 1, "your_units", turn=True), pay=5)]},
    "Streetwise Informant": {"kw": ["endurance", "unblockable"], "abilities": [ability(op("armor", amount=2), pay=5)]},
    "Granite Ring": {"abilities": [ability(buff(1, 0, "your_units", turn=True), grant(["overwhelm"], "your_units", turn=True),
                                           pay=3, once_per_turn=True)]},
    "Cobalt Ring": {"abilities": [ability(draw(1), op("discard", n=1), pay=3, once_per_turn=True)]},
    "Amethyst Ring": {"abilities": [ability(dmg(1, "enemy_player"), heal(1), pay=3, once_per_turn=True)]},
    # --- weapons with a summon --------------------------------------------------------------------
    "Peacekeeper's Prod": {"triggers": [trig("summon", op("stun"), target=ENEMY_UNIT)]},
    "Jack's Knife": {"triggers": [trig("summon", op("deals", by="wielder", amount=2, to="you"))]},
    "Icebow": {"triggers": [trig("summon", op("deals", by="wielder", amount=1, to="target"), target=AN_ENEMY)]},
    "Duelist's Blade": {"triggers": [trig("summon", op("aegis_player", to="you"))]},
    "Bloodletter": {"triggers": [trig("summon", grant(["lifesteal"], "wielder", turn=True))]},
    "Aerialist's Khopesh": {"triggers": [trig("summon", grant(["flying"], "wielder", turn=True))]},
}
