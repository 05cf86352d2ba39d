"""Set 3 (Omens of the Past), Shadow, multi-faction and factionless cards in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

NIGHTFALL = trig("summon", op("nightfall"))
OTHER_UNIT = tgt("unit", other=True)
AN_ENEMY = tgt("enemy", "enemy")

MODES_NOTE = ("A Choice: the mode and that mode's target are chosen as it is played (000 4.2: targets are "
              "chosen on play), each mode a way to play it (modes.py).")
SPELLS_AND_ATTACHMENTS = ["spell", "fast_spell", "weapon", "curse", "relic", "relic_weapon", "cursed_relic"]


def _mode(label: str, *effects: dict, target: dict | None = None) -> dict:
    """One mode of a Choice spell (modes.py): what the player picks, its target, its effects."""
    out: dict = {"label": label, "effects": list(effects)}
    if target is not None:
        out["target"] = target
    return out


def _choice(*modes: dict) -> list[dict]:
    """A Choice spell's effects: one choose_mode step with its modes."""
    return [op("choose_mode", modes=list(modes))]


SPECS: dict[str, dict] = {
    # --- powers ---------------------------------------------------------------------------------------
    "Crest of Cunning": {"depleted": True, "effects": [op("scout")]},
    "Crest of Chaos": {"depleted": True, "effects": [op("scout")]},
    # --- units of skills only -----------------------------------------------------------------------
    "Flashy Duelist": {}, "Vainglory Patrol": {"kw": ["flying"]}, "Umbren Coaxer": {"kw": ["lifesteal"]},
    "Whirling Duo": {"kw": ["charge", "lifesteal"]},
    # --- Summon: Nightfall, and what Night gives -------------------------------------------------------
    "Duskcaller": {"triggers": [NIGHTFALL]},
    "Unseen Agent": {"kw": ["unblockable"], "triggers": [NIGHTFALL]},
    "Moonlit Gargoyle": {"triggers": [NIGHTFALL], "aura": {"units": "self", "keywords": ["flying"], "while": {"night": True}}},
    "Rindra, the Duskblade": {"triggers": [NIGHTFALL],
                              "aura": {"units": "self", "keywords": ["lifesteal", "overwhelm"], "while": {"night": True}}},
    "Duskwalker": {"triggers": [NIGHTFALL], "aura": {"units": "self", "max_power": 2, "while": {"night": True}}},
    "Agile Deathjaw": {"aura": {"units": "self", "keywords": ["ambush"], "while": {"night": True},
                                "also": {"units": "your_others", "attack": 1, "health": 1, "filter": {"unit_type": "Dinosaur"}}}},
    # --- entomb and summon triggers ------------------------------------------------------------------
    "Grenamender": {"triggers": [trig("entomb", heal(3))]},
    "Grenadin Bellower": {"triggers": [trig("entomb", buff(1, 0, "your_units"))]},
    "Devious Drone": {"triggers": [trig("entomb", kill(), target=ENEMY_UNIT)]},
    "Auric Record Keeper": {"triggers": [trig("entomb", buff(1, 1), target=MY_UNIT)]},
    "Repulsive Gorger": {"triggers": [trig("summon", op("sacrifice", optional=True, other=True,
                                                       then=[buff(-1, -1, "enemy_units")]))]},
    # --- Ally ------------------------------------------------------------------------------------------
    "Maimed Watchwing": {"kw": ["cant_block"], "triggers": [trig("ally", grant(["flying"], "self"), unit_type="Valkyrie")]},
    "Final-Shot Rioter": {"triggers": [trig("ally", grant(["deadly"], "self"), unit_type="Gunslinger")]},
    # --- auras -----------------------------------------------------------------------------------------
    "Monolith Guardian": {"aura": {"units": "self", "attack": 6, "health": 6, "while": {"relic": True}},
                          "notes": "A relic weapon counts as a relic (000 1.3), as for Lucky Prospector."},
    # --- spells ----------------------------------------------------------------------------------------
    "Extinguish": {"target": tgt("unit", max_attack=4), "effects": [op("nightfall"), kill()]},
    "Infused Strike": {"target": MY_UNIT, "effects": [buff(3, 1, turn=True), grant(["lifesteal"], turn=True)]},
    # --- activated abilities ---------------------------------------------------------------------------
    "Wisplight": {"kw": ["flying"], "abilities": [ability(buff(2, 0, "self", turn=True), pay=2, once_per_turn=True)]},
    "Stonescar Sneak": {"kw": ["quickdraw"], "abilities": [ability(buff(3, 0, turn=True), grant(["quickdraw"], turn=True),
                                                                   pay=3, exhaust=True, target=OTHER_UNIT)]},
    "Crownwatch Traitor": {"kw": ["endurance", "quickdraw"],
                           "triggers": [trig("turn_start", op("swap_stats", to="self")),
                                        trig("enemy_turn_start", op("swap_stats", to="self"))]},
    "Kaleb, Reborn": {"triggers": [trig("play_spell", buff(1, 1, "self", turn=True))],
                      "abilities": [ability(op("reshuffle_hand_draw"), pay=5, ultimate=True)],
                      "notes": "'put your hand into your deck': the cards are shuffled into it (a deck is kept in random "
                               "order, 003 Deck), then the same number plus one are drawn."},
    # --- Set 3 additions: choices, counts and steals (ops_set3_sm.py) ---------------------------------
    "Prickly Grenadin": {"triggers": [trig("summon", op("enemy_discards", n=1))]},   # the op of ops_set4_psm (Holdup)
    "Finback Komonat": {"triggers": [trig("summon", op("discard_then", n=1, then=[op("nightfall")]))]},
    "Solitude": {"effects": [op("mill_per_void")]},
    "Eilyn, Clan Mother": {"kw": ["flying", "endurance"], "triggers": [trig("summon", op("silence_choose", n=2))],
                           "abilities": [ability(buff(2, 2, "self"), op("damage_unskilled", amount=6), pay=8, ultimate=True)]},
    "Cover of Darkness": {"effects": [op("nightfall"), op("grant_choose", keywords=["unblockable"], n=2, turn=True)]},
    "Deepwood Ranger": {"triggers": [trig("summon", op("buff_per_skilled", attack=2, health=2))]},
    "Shadowlands Tyrant": {"kw": ["lifesteal"], "triggers": [trig("attack", op("growing_damage", amount=1), target=AN_ENEMY)],
                           "notes": "The ability's growth belongs to this Tyrant while he stays on the playmat (a card "
                                    "that leaves play is a new object, 000 1.5), so it starts again at 1."},
    "Shush": {"target": UNIT, "effects": [op("silence_copies")]},
    "Nametaker": {"triggers": [trig("unit_dies", op("discard_copies"), **{"if": "enemy_unit"})]},
    "Zelia, the Vain": {"kw": ["deadly", "bond"],
                        "abilities": [ability(op("curse_target", card="affliction"), buff(2, 1, "self"), pay=4, target=ENEMY_UNIT)]},
    "Gunrustler": {"triggers": [trig("summon", op("steal_weapons"), target=ENEMY_UNIT)]},
    "Triggerman": {"kw": ["quickdraw", "bond"],
                   "triggers": [trig("attack", buff(2, 0, "self", turn=True), **{"if": "wielding_weapon"})]},
    "Vicious Highwayman": {"kw": ["charge"], "warcry": 1,
                           "triggers": [trig("summon", dmg(1), target=AN_ENEMY),
                                        trig("unit_dies", grant(["lifesteal", "quickdraw"], "self", turn=True),
                                             **{"if": "enemy_unit"})]},
    "Common Cause": {"effects": [op("choose_influence", max_total=99, **{"if": "hand_shares_type"})]},
    "Amethyst Waystone": {"effects": [op("nightfall", **{"if": "influence:SSSS"})]},
    "Drifting Death": {"kw": ["flying", "lifesteal"],
                       "triggers": [trig("entomb", op("from_void", filter={"type": ["curse", "cursed_relic"]}))]},
    "Bloodscent Avisaur": {"kw": ["flying"], "triggers": [trig("fate", op("buff_type", unit_type="Dinosaur", attack=1, whose="yours")),
                                                          NIGHTFALL]},
    "Tinker Dronedropper": {"kw": ["flying"], "triggers": [trig("hit", create("grenadin"))]},
    "Family Charter": {"triggers": [trig("summon", op("scout"))], "abilities": [ability(draw(2), pay=6, sacrifice=True)]},
    "Darkclaw Ravager": {"triggers": [NIGHTFALL, trig("play_unit", op("buff_by", of="self", to="that_unit"),
                                                      filter={"unit_type": "Dinosaur"}, **{"if": "night"})]},
    "Failed Reflection": {"abilities": [ability(op("sacrifice", other=True, then=[buff(4, 4, "self")],
                                                   **{"if": "another_unit_to_sacrifice"}), once_per_turn=True)],
                          "notes": "The sacrifice is chosen as the ability resolves; it is offered only while another "
                                   "unit of yours is there to pay it."},
    "Scaletender": {"triggers": [trig("ally", create("dinosaur", zone="hand"), unit_type="Dinosaur")]},
    "Trusty Revolver": {"triggers": [trig("entomb", create("sidearm", zone="hand"))]},
    # --- third batch --------------------------------------------------------------------------------
    "Cabal Extortion Scheme": {"token": True, "effects": [op("extortion")]},
    "Dizo, Cabal Chairman": {"kw": ["unblockable"],
                             "triggers": [trig("summon", op("sacrifice", optional=True, other=True,
                                                            then=[create("cabal_extortion_scheme", zone="hand")]))]},
    "Stonescar Scrapper": {"triggers": [trig("unit_dies", heal(1), filter={"unit_type": "Grenadin"}, **{"if": "own_other_unit"})],
                           "abilities": [ability(op("sacrifice_n", n=2, then=[draw(2)], **{"if": "two_other_units_to_sacrifice"}),
                                                 pay=1, once_per_turn=True)],
                           "notes": "The two units are chosen as the ability resolves; it is offered only while two "
                                    "other units of yours are there to pay it."},
    "Brenn, Chronicler of Ages": {"triggers": [trig("play_spell", op("growing_power", amount=1),
                                                    **{"if": "first_spell_own_turn"})],
                                  "notes": "The growth belongs to this Brenn while he stays on the playmat (a card that "
                                           "leaves play is a new object, 000 1.5)."},
    "Curiox, Insatiable Seeker": {"kw": ["flying"], "aura": {"units": "self", "attack": 2, "health": 2, "while": {"relic": True}},
                                  "triggers": [trig("hit", create("dragon_s_eye", zone="hand"),
                                                    **{"if": "ultimate&five_void_spells"})],
                                  "notes": "An Ultimate trigger fires once while Curiox is on the playmat, as Friendly "
                                           "Wisp's (003 Ultimate); a hit without five spells in the void does not use it."},
    "Hideout Pistol": {"triggers": [trig("summon", op("kill_weaker"), **{"if": "host_gunslinger"})]},
    "Street Leecher": {"warcry": 1, "triggers": [trig("weapon_on", op("shrink_copies", attack=-1, health=-1),
                                                      target=ENEMY_UNIT, **{"if": "ultimate"})],
                       "notes": "An Ultimate trigger fires once while on the playmat, as Friendly Wisp's (003 Ultimate)."},
    "Battlefield Scavenger": {"warcry": 1,
                              "abilities": [ability(op("from_void_warcry", filter={"type": "unit", "unit_type": "Valkyrie"}),
                                                    pay=4, ultimate=True)]},
    "Callous Survivalist": {"warcry": 1, "kw": ["bond"],
                            "triggers": [trig("bond", op("discard_choice", kinds=["spell", "fast_spell"]),
                                              op("discard_choice", kinds=["spell", "fast_spell"]))]},
    "Arachnophobia": {"triggers": [NIGHTFALL, trig("wielder_dies", create("direfang_spider"))],
                      "notes": "The 1/1 Spider with Deadly is Direfang Spider (the database has no Spider token row)."},
    "Recycler": {"triggers": [trig("unit_dies", create("fixit", zone="hand"), **{"if": "ultimate&own_other_unit"})],
                 "notes": "An Ultimate trigger fires once while on the playmat, as Friendly Wisp's (003 Ultimate)."},
    "Fixit": {"token": True, "kw": ["overwhelm"]},
    # --- Choices (modes.py), spells dealing more, "When you play a curse" ----------------------------
    "Vara's Intervention": {"effects": _choice(_mode("Give an enemy unit -2 Health", buff(0, -2), target=ENEMY_UNIT),
                                               _mode("Give one of your units Unblockable this turn",
                                                     grant(["unblockable"], turn=True), target=MY_UNIT),
                                               _mode("Draw an Unseen from your void",
                                                     op("from_void", filter={"type": "unit", "unit_type": "Unseen"}))),
                            "notes": MODES_NOTE},
    "Devastating Setback": {"effects": _choice(_mode("The enemy player discards a spell or attachment of your choice",
                                                     op("discard_choice", kinds=SPELLS_AND_ATTACHMENTS)),
                                               _mode("Each unit gets -2/-2 this turn", buff(-2, -2, "all_units", turn=True))),
                            "notes": MODES_NOTE},
    "Iceberg Warchief": {"aura": {"units": "self", "spell_damage": 2,
                                  "also": {"units": "your_others", "attack": 2, "filter": {"unit_type": "Yeti"}}},
                         "notes": "'Your spells': damage dealt by a spell of yours as it resolves (the aura of Set 2's "
                                  "Cloudsnake Harrier)."},
    "Skywalk Enforcer": {"kw": ["flying"], "triggers": [trig("play_curse", buff(2, 0, "self"))]},
    "Malediction Reader": {"kw": ["flying"], "triggers": [trig("play_curse", dmg(2, "enemy_player"), heal(2))]},
    # --- Amplify (amplify.py, Set 3 Fire/Time's), an Ally on a relic weapon ----------------------------
    "Deadly Confrontation": {"target": ENEMY_UNIT,
                             "effects": [kill(), op("amplify", pay=1, needs={"unit_type": "Unseen"},
                                                    then=[op("exhaust_own", unit_type="Unseen", then=[op("kill_enemy_unit_choose")])])],
                             "notes": "Amplify is in neither 000 nor 003; the game's glossary reading (amplify.py): played "
                                      "for 1 more power with a ready Unseen of yours, exhausted as it resolves; the "
                                      "additional enemy unit is chosen then."},
    "Inquisitor's Halberd": {"triggers": [trig("summon", op("relic_ally", unit_type="Valkyrie", then=[op("armor", amount=3)])),
                                          trig("play_unit", op("relic_ally", unit_type="Valkyrie", then=[op("armor", amount=3)]),
                                               unit_type="Valkyrie")],
                             "notes": "003 Ally on a relic weapon: the first time you have a Valkyrie with it (one already "
                                      "there as it is played, or one played later), once."},
    "Ashara, Ruthless Assassin": {"kw": ["deadly"],
                                  "triggers": [trig("attack", buff(4, 0, "self", turn=True), grant(["quickdraw"], "self", turn=True),
                                                    op("doom_partner"), **{"if": "attacks_with_one_other"})],
                                  "notes": "'At the end of the turn, she kills the unit': the other attacker dies at the "
                                           "end of the turn like Set 1's end-of-turn sacrifices (000 3.52), not targeted, "
                                           "so no Aegis stops it."},
    # --- auras reading weapons, curses, Explorers and the void; Night's damage -----------------------
    "Rooftop Vigilante": {"kw": ["flying"], "warcry": 1,
                          "aura": {"units": "yours", "keywords": ["deadly"], "filter": {"wielding_weapon": True}}},
    "Miris Nightshade": {"aura": {"units": "self", "attack": 1, "health": 1, "while": {"enemy_cursed": True}},
                         "abilities": [ability(op("curse_player", card="nyctophobia"), pay=4, ultimate=True)],
                         "notes": "'an enemy is cursed': an enemy unit with a curse on it, or the enemy player with a "
                                  "cursed relic."},
    "Nyctophobia": {"token": True, "triggers": [NIGHTFALL], "aura": {"units": "self", "night_damage": 1}},
    "Encroaching Darkness": {"triggers": [NIGHTFALL, trig("turn_start", op("night_holds")),
                                          trig("enemy_turn_start", op("night_holds"))],
                             "aura": {"units": "self", "night_redirect": True},
                             "notes": "'Night never ends': while it is in play, each turn's start keeps Night for that "
                                      "turn and the next (003 Night), so Night ends at most two turns after it leaves."},
    "Headsman's Axe": {"aura": {"units": "self", "host_per_void_unit": 1}},
    "Mysterium Orb": {"aura": {"units": "yours", "keywords": ["endurance", "overwhelm"], "filter": {"unit_type": "Sentinel"},
                               "also": {"units": "self", "max_power": 0, "max_power_per_type": "Explorer"}}},
    "Dangerous Bargain": {"triggers": [trig("summon", op("nightfall"), op("steal", to="wielder")),
                                       trig("turn_start", op("return_at_day")), trig("enemy_turn_start", op("return_at_day"))],
                          "notes": "'until Night ends': checked at each turn's start (003 Night ends between turns); "
                                   "the unit goes back to the player it was stolen from, the curse still on it."},
    "Dreamsnatcher": {"kw": ["lifesteal"],
                      "triggers": [trig("enemy_discard", buff(1, 0, "self"), **{"if": "discarded_nonpower"})],
                      "abilities": [ability(op("mill", who="enemy", n=15), pay=10, ultimate=True)],
                      "notes": "A card discarded from the deck (the Ultimate's fifteen) is discarded too (003 Discard), "
                               "so each non-power one counts."},
    "Corrupt": {"target": tgt("spell", "enemy", aimed_at_you=True), "effects": [op("corrupt")],
                "notes": "The negated spell goes to its owner's void, then is played for free by Corrupt's player "
                         "(000 1.3), its target chosen again; one with no legal target stays in the void."},
    "Sleeping Draught": {"effects": [op("play_died")],
                         "notes": "'died this turn': units that went from the playmat to your void this turn (a "
                                  "discarded unit did not die); the game keeps that record only when such a card is "
                                  "in it (auras_set3_sm.watches_deaths)."},
    "Svetya, Orene of Kosul": {"triggers": [trig("summon", op("hush_spells_weapons"))],
                               "abilities": [ability(op("draw_units_top", n=4), pay=8, exhaust=True)],
                               "notes": "The bar holds through the enemy's next turn whatever becomes of Svetya (it is "
                                        "her Summon's effect, not an ongoing ability); a relic weapon is a weapon."},
}
