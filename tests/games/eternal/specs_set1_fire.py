"""Set 1 (The Empty Throne), Fire part: the Fire cards and the Fire-Justice and Fire-Time
cards, with the tokens they make (Iron Sword, Mithril Armor), in the effect vocabulary of
simulator/games/eternal/cards.py. Merged by build_cards.py (PARTS)."""
from __future__ import annotations

from spec_vocab import (
    ANY,
    ENEMY_UNIT,
    MY_UNIT,
    ability,
    buff,
    create,
    dmg,
    draw,
    grant,
    kill,
    op,
    tgt,
    trig,
)

ENEMY_ATTACHMENT = tgt("attachment", "enemy")

SPECS: dict[str, dict] = {
    # --- tokens ----------------------------------------------------------------------------------
    "Iron Sword": {"token": True},      # Granite Acolyte's "+2 Strength Iron Sword"
    "Mithril Armor": {"token": True},   # Ijin's "+4/+4 Mithril Armor"
    # --- Fire ------------------------------------------------------------------------------------
    "Flame Blast": {"target": ANY, "effects": [op("spend_power", then="damage", amount=1, to="target")],
                    "notes": "'Deal 1 damage' targets a unit or player; the remaining power is spent as the spell "
                             "resolves."},
    "Charchain Flail": {"triggers": [trig("summon", op("spend_power", then="strength", amount=0, to="self"))]},
    "Light the Fuse": {"effects": [create("firebomb", 5, "deck", who="enemy")]},
    "Frontier Jito": {"kw": ["charge"], "aura": {"units": "yours", "keywords": ["charge"], "filter": {"max_cost": 1}},
                      "notes": "'cost 1 or less' reads the printed cost."},
    "Ruthless Stranger": {"aura": {"units": "all", "attack": 1, "filter": {"unit_type": "Stranger"}},
                          "notes": "'Strangers' are every Stranger on the playmat, either player's, itself too."},
    "Ruin": {"target": ENEMY_ATTACHMENT, "effects": [kill()]},
    "Song of War": {"effects": [grant([], "your_units", warcry=1)]},
    "Brazen Daredevil": {"kw": ["reckless"],
                         "triggers": [trig("attack", op("deals", by="self", amount="attack", to="random_enemy"))]},
    "Bladekin Apprentice": {"kw": ["quickdraw"], "triggers": [trig("attack", buff(1, 0, "self"))]},
    "Ornate Katana": {"triggers": [trig("summon", draw(1))]},
    "Piercing Shot": {"target": ENEMY_UNIT, "effects": [dmg(2), dmg(2, "enemy_player")]},
    "Shogun's Scepter": {"warcry": 1, "triggers": [trig("summon", create("oni_ronin"))]},
    "Rebel Sharpshooter": {"aura": {"units": "self", "keywords": ["quickdraw"], "while": {"self_min_attack": 4}}},
    "Granite Acolyte": {"triggers": [trig("summon", op("arm", card="iron_sword"), target=MY_UNIT)]},
    "Oni Quartermaster": {"triggers": [trig("play_weapon", draw(1))],
                          "notes": "A relic weapon is a weapon; a weapon played by an effect (Granite Acolyte) counts."},
    "Censari Brigand": {"kw": ["charge", "double_damage_players"]},
    "Steelfang Chakram": {"triggers": [trig("entomb", op("self_from_void"))],
                          "notes": "Entomb fires when it goes to the void, also with its unit (killed or returned)."},
    "Furnace Mage": {"triggers": [trig("summon", kill(), target=ENEMY_ATTACHMENT)]},
    "Rebel Illuminator": {"triggers": [trig("entomb", create("torch", zone="hand"))]},
    "Infernus": {"kw": ["charge", "overwhelm"], "free_if": {"first_turn": 1},
                 "triggers": [trig("turn_end", kill("self"))]},
    "Calderan Gunsmith": {"triggers": [trig("summon", op("deals", by="your_units", amount=1, to="enemy_player"))]},
    "Soulfire Drake": {"kw": ["flying", "charge"],
                       "triggers": [trig("entomb", op("random_keyword", keywords=["flying", "charge"], to="deck_units"))]},
    "Centaur Raidleader": {"kw": ["charge"],
                           "triggers": [trig("summon", op("top_of_deck", kinds=["unit"], keywords=["charge"]))]},
    "Shogun of the Wastes": {"kw": ["double_damage"],
                             "triggers": [trig("summon", grant(["double_damage"], "your_units", turn=True))],
                             "notes": "'Your units' are the units you have as it resolves."},
    "Stonescar Maul": {"kw": ["overwhelm"]},
    "Worldpyre Phoenix": {"kw": ["flying"],
                          "triggers": [trig("entomb", op("self_from_void", attack=3, health=3, cost=3))]},
    "Hellfire Rifle": {"triggers": [trig("summon", op("deals", by="wielder", amount=3, to="enemy_player"))]},
    "General Izalio": {"kw": ["quickdraw"], "aura": {"units": "your_others", "attack": 2}},
    "Crowd Favorite": {"triggers": [trig("summon", op("play_from_deck", filter={"type": "weapon", "max_cost": 3}))]},
    "Claw of the First Dragon": {"triggers": [trig("entomb", op("create_random", n=4, filter={"type": "unit", "cost": 1}))],
                                 "notes": "The random units come from the collectible units of this pool that cost 1."},
    "Kaleb, Uncrowned Prince": {"kw": ["charge"],
                                "triggers": [trig("summon", op("arm", random={}, to="your_units", faction="F"))],
                                "notes": "The random weapons come from the collectible (non-relic) weapons of this pool."},
    "Lavablood Goliath": {"kw": ["overwhelm"],
                          "triggers": [trig("summon", op("deals", by="self", amount="attack", to="target"), target=ANY)],
                          "notes": "'Deal ... damage' targets a unit or player; Lavablood Goliath is the one dealing it."},
    "Trail Stories": {"effects": [op("discount", n=1, kinds=["spell", "fast_spell"])]},
    # --- Fire-Justice ----------------------------------------------------------------------------
    "Rakano Artisan": {"triggers": [trig("summon", op("deck_buff", attack=1, health=1, kinds=["weapon"]))]},
    "Champion of Glory": {"aura": {"units": "self", "attack": 2, "keywords": ["quickdraw"], "while": {"influence": "FF"},
                                   "also": {"units": "self", "health": 2, "keywords": ["endurance"],
                                            "while": {"influence": "JJ"}}},
                          "notes": "'{F}{F}: ...' and '{J}{J}: ...' hold while you have that influence."},
    "Longhorn Sergeant": {"warcry": 1, "triggers": [trig("warcry", op("armor", amount=1))]},
    "Rise to the Challenge": {"effects": [op("tutor_buff", filter={"type": ["unit", "weapon"]}, attack=2)]},
    "Navani, Warsinger": {"kw": ["warcry_all"], "warcry": 1},
    "Field Captain": {"aura": {"units": "self", "per_attack": 1},
                      "notes": "Counts each unit's attack (a Berserk unit's second attack not again) and each direct "
                               "attack of a Killer unit or of your relic weapon."},
    "Ijin, Imperial Armorer": {"abilities": [ability(op("arm", card="mithril_armor"),
                                                     target=tgt("unit", "friendly", other=True), pay=4, exhaust=True)]},
    "Ferocious Stranger": {"aura": {"units": "all", "keywords": ["double_damage"], "filter": {"unit_type": "Stranger"}}},
    "Starsteel Daisho": {"kw": ["attacks_twice"]},
    "Icaria, the Liberator": {"kw": ["flying", "aegis", "endurance", "charge"], "warcry": 5},
    # --- Fire-Time -------------------------------------------------------------------------------
    "Fevered Scout": {"triggers": [trig("play_spell", buff(2, 2, "self", turn=True))]},
    "Arcanum Monitor": {"kw": ["overwhelm"], "aura": {"units": "your_others", "attack": 1, "health": 1,
                                                      "also": {"units": "self", "self_per_other": 1}}},
}
