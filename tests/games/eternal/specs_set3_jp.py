"""Set 3 (Omens of the Past), Justice and Primal cards in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ANY, ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, kill, op, tgt, trig

BATTLE_SKILLS = ["aegis", "charge", "deadly", "double_damage", "endurance", "flying", "killer",
                 "lifesteal", "overwhelm", "quickdraw", "reckless", "revenge", "unblockable"]
OTHER_UNIT_MAY = tgt("unit", optional=True, other=True)
AN_ENEMY = tgt("enemy", "enemy")
AMPLIFY_NOTE = ("Amplify (not in 000 or 003; the game's glossary): the player may pay the Amplify number more as "
                "the card is played, once, for the text after the colon as well (amplify.py).")
RANDOM_SKILL = ("'A random battle skill': one of the thirteen battle skills the guide lists (003 Battle Skills), "
                "drawn from the game's random numbers.")

SPECS: dict[str, dict] = {
    # --- tokens Set 3's Justice and Primal cards make ----------------------------------------------------
    "Soldier": {"token": True},
    "Sidearm": {"token": True},
    "Dinosaur": {"token": True, "kw": ["overwhelm"]},
    "Twilight Prowler": {"token": True, "kw": ["reckless"]},
    "Flying Squirrel": {"token": True, "kw": ["flying"]},
    "Snowman": {"token": True},
    "Valkyrie": {"token": True, "kw": ["flying"]},
    "Gilded Hammer": {"token": True},
    "Jotun": {"token": True},
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
    # --- batch 2: small additions to the vocabulary (vocab_set3_jp.py, ops_set3_jp.py) --------------------
    "Emerald Waystone": {"effects": [op("armor", amount=1, **{"if": "influence:JJJJ"})]},
    "Cobalt Waystone": {"effects": [op("aegis_player", to="you", **{"if": "influence:PPPP"})]},
    "Darkbolt": {"target": ENEMY_UNIT, "effects": [op("damage_night", amount=1, night=5)]},
    "Ironclad Oath": {"target": MY_UNIT, "effects": [buff(4, 4, turn=True), op("armor_count", unit_type="Valkyrie")]},
    "Tower Shield": {"triggers": [trig("summon", op("gain_stat", of="wielder", gain="armor"))],
                     "notes": "'the wielder's Health': its Health as it is now, the Shield's +3 included and damage "
                              "taken off (as Healer's Cloak reads it)."},
    "Minsod, the Peerless": {"kw": ["bond"], "abilities": [ability(op("double_stats_turn", to="self"), pay=4)]},
    "Whetstone": {"triggers": [trig("play_relic_weapon", op("buff_played", attack=1))]},
    "Crackshot Fugitive": {"triggers": [trig("attack", op("buff_for_each", attack=1, health=1, to="self", turn=True,
                                                          per="wielding"))],
                           "notes": "'each of your units wielding a weapon': Crackshot Fugitive too, when she wields one."},
    "Reinvigorate": {"target": MY_UNIT, "effects": [op("ready"), grant(["endurance"]),
                                                    op("buff_for_each", attack=1, health=1, turn=True, per="target_skills")],
                     "notes": "Its battle skills are counted after it gets Endurance (the text's order), so at least one."},
    "Showdown": {"target": MY_UNIT, "effects": [grant(["invulnerable"], turn=True),
                                                op("grant_typed", keywords=["double_damage"], turn=True,
                                                   unit_type="Gunslinger")]},
    "Darkveil Agent": {"triggers": [trig("summon", op("nightfall")),
                                    trig("turn_start", op("grant_typed", keywords=["aegis"], to="your_units",
                                                          unit_type="Unseen"), **{"if": "night"})]},
    "Rampart Protector": {"triggers": [trig("unit_dies", create("soldier"), unit_type="Valkyrie",
                                            **{"if": "own_other_unit"})]},
    "Silverwing Smith": {"kw": ["flying"], "triggers": [trig("armor_gain", op("armor_extra", amount=1))],
                         "notes": "The additional Armor is part of the gain that raised it: it raises no 'when you gain "
                                  "Armor' of its own (else two Smiths would never stop)."},
    "Eilyn's Frostrider": {"kw": ["flying"], "triggers": [trig("summon", op("stun_enemies", n=2))],
                           "notes": "The two enemy units are chosen as it resolves (all of them when there are fewer), "
                                    "as Dustblind's are."},
    "Thudrock, Arctic Artisan": {"triggers": [trig("hit", op("create_counted", card="snowman", unit_type="Yeti"))]},
    "Clutchmate": {"target": MY_UNIT, "effects": [op("copy_typed", unit_type="Dinosaur", attack=1, health=1)]},
    "Strategize": {"effects": [draw(2), op("hand_to_bottom")]},
    "Sinister Opportunist": {"abilities": [ability(op("buff_if_cursed", attack=3, health=3, to="self"), pay=3,
                                                   ultimate=True)],
                             "notes": "'if an enemy is cursed': an enemy unit bears a curse or a cursed relic is on the "
                                      "enemy player, checked as the ability resolves (the Ultimate is spent either way)."},
    "Iceberg Mason": {"triggers": [trig("summon", op("type_closer", unit_type="Yeti"))]},
    "Last Stand at the Gate": {"effects": [create("treasury_guard", 3), op("play_token", card="gilded_hammer"),
                                           op("set_player_health", who="you", value=1)]},
    "Amilli, Cloudmarshal": {"kw": ["flying"], "triggers": [trig("attack", op("create_growing", card="valkyrie"))],
                             "notes": "'increase this ability': the next Valkyrie is +1/+1 bigger each time, for as long "
                                      "as Amilli stays on the playmat."},
    "Jotun Feast-Caller": {"kw": ["aegis"], "triggers": [trig("attack", op("draw_growing"))],
                           "notes": "'increase this ability by 1': 1 card, then 2, then 3, for as long as it stays on "
                                    "the playmat."},
    "Wanted Poster": {"triggers": [trig("wielder_dies", draw(2))],
                      "notes": "The curse's player draws (the cursed unit dies with the curse on it)."},
    # --- batch 3 ---------------------------------------------------------------------------------------
    "Slushdumper": {"abilities": [ability(op("buff_for_each", attack=1, health=1, to="self", per="type", unit_type="Yeti"),
                                          op("each_type_deals", unit_type="Yeti", amount=1), pay=4, ultimate=True)],
                    "notes": "Slushdumper is a Yeti: it counts itself and deals its 1 damage too."},
    "Lawman's Sidearm": {"triggers": [trig("summon", {"op": "tutor_for_wielder", "name": "Justice Sigil", "unit_type": "Gunslinger"})]},
    "Crown of Authority": {"triggers": [trig("draw", op("inspire_buff", attack=4, health=4), filter={"types": ["unit"]})],
                           "abilities": [ability(op("tutor_costly", min_cost=7), pay=7, ultimate=True)],
                           "notes": "Inspire (not described in 000/003) labels what happens to units you draw while the "
                                    "relic is on the playmat, as Crown of Possibilities' 'Units you draw' does."},
    "Novice Herdrider": {"triggers": [trig("fate", op("hand_least_health", unit_types=["Explorer", "Dinosaur"], attack=1,
                                                      health=1))],
                         "notes": "Among cards of equal least Health, its player chooses."},
    "Stampede Driver": {"triggers": [trig("summon", op("discard_to_buff", unit_type="Dinosaur"),
                                          target=tgt("unit", "friendly", optional=True, other=True))],
                        "notes": "The unit is the Summon's target (optional); the discard is offered as it resolves and "
                                 "may be declined, and only a card discarded gives the bonus."},
    "Jotun Birth Song": {"target": tgt("unit", "friendly", unit_type="Yeti"),
                         "effects": [op("transform", card="jotun", to="target"), op("tutor_different", unit_type="Yeti", n=2)]},
    "Daring Pioneer": {"kw": ["overwhelm"], "triggers": [trig("enemy_play_spell", op("sacrifice_negate"))]},
    "Unseen Commando": {"kw": ["flying", "lifesteal"], "triggers": [trig("units_attack", op("skilled_attackers", attack=1,
                                                                                            health=1, min=2))]},
    "Lastlight Druid": {"triggers": [trig("summon", op("nightfall")),
                                     trig("turn_end", op("transform_played", cost_plus=1), **{"if": "night"})],
                        "notes": "'each other unit you played this turn': the units that came onto your playmat this "
                                 "turn (printed costs, as Unstable Form's random unit)."},
    # --- batch 4: Amplify, a Choice, deck buffs and a delayed stun ---------------------------------------
    "Stella, the Shotcaller": {"kw": ["aegis"], "triggers": [trig("attack", op("when", cond="wielding", then=[
        op("deck_buff_typed", unit_type="Gunslinger", kinds=["weapon"], attack=1, health=1)]))],
                              "notes": "'each ... weapon in your deck': relic weapons count as weapons (cards.TYPE_WORDS)."},
    "Curfew Enforcement": {"effects": [buff(-1, 0, "enemy_units"),
                                       op("amplify", pay=1, needs={"unit_type": "Valkyrie"},
                                          then=[op("exhaust_own", unit_type="Valkyrie", then=[buff(-1, 0, "enemy_units")])])],
                           "notes": AMPLIFY_NOTE + " The -1 Strength has no 'this turn': it lasts. 'Exhaust a Valkyrie': "
                                    "the amplified play is offered with a ready Valkyrie of yours, exhausted as it resolves."},
    "Snow Pelting": {"target": AN_ENEMY, "effects": [dmg(2),
                                                     op("amplify", pay=2, needs={"unit_type": "Yeti"},
                                                        then=[op("exhaust_own", unit_type="Yeti",
                                                                 then=[op("damage_another_enemy", amount=2)])])],
                     "notes": AMPLIFY_NOTE + " The additional enemy (another enemy unit, or the enemy player) is chosen "
                              "as it resolves, after a ready Yeti of yours is exhausted."},
    "Rolant's Intervention": {"effects": [op("choose_mode", modes=[
        {"label": "Give an enemy unit -3 Strength this turn", "target": ENEMY_UNIT, "effects": [buff(-3, 0, turn=True)]},
        {"label": "Give a unit or weapon in your hand +1/+1",
         "effects": [op("hand_mod", filter={"type": ["unit", "weapon"]}, pick="choose", attack=1, health=1)]},
        {"label": "Give one of your Valkyrie Aegis", "target": tgt("unit", "friendly", unit_type="Valkyrie"),
         "effects": [grant(["aegis"])]}])],
                              "notes": "A Choice: the mode (and its target) is chosen as it is played (000 4.2); the card "
                                       "in hand of the second mode is chosen as it resolves."},
    "Jotun Punter": {"abilities": [ability(buff(4, 0, turn=True), grant(["flying"], turn=True), op("mark_for_stun"),
                                           target=tgt("unit", "friendly", unit_type="Yeti"), exhaust=True)],
                     "triggers": [trig("turn_end", op("stun_marked"))],
                     "notes": "'that Yeti' is remembered by the Punter: the stun at the end of your turn comes from it "
                              "(it does not come if the Punter has left the playmat or been silenced by then)."},
    # --- batch 5: small engine hooks -----------------------------------------------------------------
    "Shieldsmith": {"kw": ["lifesteal"], "triggers": [trig("armor_loss", op("buff_event", to="self", stat="attack"))],
                    "notes": "Armor is lost when it soaks damage (000 4.31); 'gets that much Strength' lasts. Armor gone "
                             "with a relic weapon that leaves is not 'lost' to damage and does not count."},
    "Unseal": {"target": tgt("spell_or_curse", "enemy"), "effects": [op("negate")],
               "notes": "A curse or cursed relic waits on the stack as a spell does (000 4.2), and is negated the same way."},
    "Electropy": {"triggers": [trig("cursed_turn_end", op("host_hits_owner", amount=1))],
                  "notes": "'its owner': the player whose unit it is (the cursed unit is the source of the damage)."},
    "Regression": {"triggers": [trig("cursed_turn_start", op("regress"))],
                   "notes": "Printed costs: a unit costing 1 (its next would cost zero) is killed instead; the curse "
                            "stays on the new unit (003 Transform keeps attachments)."},
    "Humble Instructor": {"abilities": [ability(buff(1, 1), target=tgt("unit", "friendly", min_skills=2), pay=2,
                                                exhaust=True)]},
    "Eilyn's Intervention": {"effects": [op("choose_mode", modes=[
        {"label": "Deal 3 damage to an enemy unit with Flying", "target": tgt("unit", "enemy", flying=True),
         "effects": [dmg(3)]},
        {"label": "Negate a 3-cost enemy spell", "target": tgt("spell", "enemy", spell_cost=3), "effects": [op("negate")]},
        {"label": "Your Yeti get +3 Health this turn", "effects": [op("buff_typed", unit_type="Yeti", health=3, turn=True)]}])],
                             "notes": "A Choice: the mode (and its target) is chosen as it is played (000 4.2); '3-cost': "
                                      "the spell's printed cost."},
    "Entrapment": {"target": tgt("unit", "enemy", attacking=True, day=True), "effects": [kill()],
                   "notes": "'can't be played at Night': at Night it has no target to be played on (the refusal names "
                            "the target it needs)."},
    "Emerald Spear": {"triggers": [trig("summon", op("ally_once", unit_type="Valkyrie", then=[create("soldier")])),
                                   trig("play_unit", op("ally_once", unit_type="Valkyrie", then=[create("soldier")]),
                                        unit_type="Valkyrie")],
                      "notes": "003 Ally on a relic weapon: the first time its player has a Valkyrie with it, as it is "
                               "played or when a Valkyrie is played later; once."},
    "Sunken Tower": {"abilities": [ability(op("tower_copy", uses=3), target=tgt("unit", "friendly", lacks="reckless"),
                                           pay=5, once_per_turn=True)],
                     "notes": "The uses are counted on the Tower; the third one sacrifices it and stuns all units (an "
                              "enemy unit's Aegis or a unit's Endurance stops its stun, 003)."},
    "Meditation Trainer": {"aura": {"units": "yours", "attack": 1, "health": 1, "filter": {"min_skills": 2}}},
    "Ground Crew": {"abilities": [ability(buff(3, 3, turn=True), op("ground"), target=tgt("unit", "friendly", unit_type="Valkyrie"),
                                          pay=1, exhaust=True)],
                    "aura": {"units": "yours", "lose": ["flying"], "filter": {"grounded": True}},
                    "notes": "'It can't fly this turn': the Crew remembers the Valkyrie for this turn, and its ongoing "
                             "ability takes Flying from it (003: a 'can't' wins); it ends early if the Crew leaves the "
                             "playmat or is silenced."},
    "Nocturnal Observer": {"triggers": [trig("summon", op("nightfall"))],
                           "abilities": [ability(draw(1, **{"if": "at_night"}), op("discard", n=1), exhaust=True)],
                           "notes": "'at Night': the ability is offered only at Night (an ability gate); once used it "
                                    "resolves whatever the time."},
    "Signal Flag": {"triggers": [trig("summon", op("ally_once", unit_type="Valkyrie", then=[grant([], "self", warcry=1)])),
                                 trig("play_unit", op("ally_once", unit_type="Valkyrie", then=[grant([], "self", warcry=1)]),
                                      unit_type="Valkyrie")],
                    "notes": "003 Ally on a relic weapon, as Emerald Spear's; the Warcry it gets works when you attack "
                             "with it (000 4.3: the relic weapon is the attacker)."},
    "Valkyrie Bodyguard": {"kw": ["flying"], "aura": {"units": "self", "attack_needs_armor": True}},
    "Valkyrie Justiciar": {"kw": ["flying"], "triggers": [trig("summon", op("ban_enemy_name", min_cost=4))],
                           "aura": {"units": "self", "ban_chosen": True},
                           "notes": "The names of the enemy's cards of cost 4 or more are shown to its player to choose "
                                    "from (the effect shows them); the ban lasts while the Justiciar is on the playmat "
                                    "with its text."},
    "Caltrops": {"host_stats": [-5, 0], "aura": {"units": "self", "ban_host_name": True},
                 "notes": "'The enemy player': the cursed unit's player, barred from cards of its name while the curse "
                          "is on it."},
    "Curse of Taxation": {"aura": {"units": "self", "max_power": -1, "cursed_player": True},
                          "notes": "The cursed player's Maximum Power is 1 less while it is on them (their power this "
                                   "turn is not taken)."},
    "Winter's Grasp": {"triggers": [trig("summon", op("nightfall"))], "aura": {"units": "self", "night_stun": True},
                       "notes": "Stunned at Night as Permafrost stuns: it does not ready and can't attack or block; "
                                "Endurance prevents it and Silence ends it (003 Stun, Endurance, Silence)."},
    "Rakano Sheriff": {"aura": {"units": "self", "per_other_wielding": 2},
                       "abilities": [ability(op("arm", card="sidearm", to="target"), target=tgt("unit", "friendly", other=True),
                                             pay=4)],
                       "notes": "'a +1/+1 weapon': the Sidearm token (a 1/1 weapon)."},
    "Alu, Death-Dreamer": {"kw": ["flying"], "triggers": [trig("summon", op("nightfall")),
                                                          trig("play_curse", op("create_skilled", card="unseen"))],
                           "notes": RANDOM_SKILL + " 'When you play a curse': cursed relics too (play_curse)."},
}
