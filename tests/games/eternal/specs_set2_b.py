"""Set 2 (The Fall of Argenport), the cards left after the first pass: modal Choices, Mentor on spells, spell-damage bonuses, transforms, top-of-deck effects and one-offs in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ENEMY_UNIT, MY_UNIT, buff, create, dmg, draw, heal, kill, op, tgt, trig

AN_ENEMY = tgt("enemy", "enemy")
MODES_NOTE = ("A Choice: the mode and that mode's target are chosen as it is played (000 4.2: targets are "
              "chosen on play), each mode a way to play it.")
MENTOR_SPELL = ("Mentor on a spell (003 Mentor: 'When a card with mentor is played, you may exhaust another "
                "readied unit you control (the student) and do X'): played plainly, or with a ready unit of "
                "yours exhausted as the Student; the Student is no target.")


def mode(label: str, *effects: dict, target: dict | None = None) -> dict:
    """One mode of a Choice spell (modes.py): what the player picks, its target, its effects."""
    out: dict = {"label": label, "effects": list(effects)}
    if target is not None:
        out["target"] = target
    return out


def choice(*modes: dict) -> list[dict]:
    """A Choice spell's effects: one choose_mode step with its modes."""
    return [op("choose_mode", modes=list(modes))]


SPELLS_DEAL_MORE = "'Your spells': damage dealt by a spell of yours as it resolves (not a unit's or a weapon's)."

SPECS: dict[str, dict] = {
    # --- Choices: one of two modes, chosen as played ----------------------------------------------
    "Rolant's Choice": {"effects": choice(mode("Give one of your units +3/+3", buff(3, 3), target=MY_UNIT),
                                          mode("Enemy units get -1/-1", buff(-1, -1, "enemy_units"))),
                        "notes": MODES_NOTE},
    "Talir's Choice": {"effects": choice(mode("Deal 2 damage to the enemy player; your units get +2 Strength this turn",
                                              dmg(2, "enemy_player"), buff(2, 0, "your_units", turn=True)),
                                         mode("Gain 2 Health; play two 1/1 Explorers", heal(2), create("explorer", 2))),
                       "notes": MODES_NOTE},
    "Rockslide": {"effects": choice(mode("Deal 2 damage to an enemy", dmg(2), target=AN_ENEMY),
                                    mode("Deal 1 damage to two enemies", op("damage_choose", amount=1, n=2))),
                  "notes": MODES_NOTE + " 'Two enemies' (units or the enemy player) are chosen as it resolves "
                                        "(all of them when there are fewer): one target per play."},
    "Kaleb's Choice": {"effects": choice(
        mode("Negate an enemy spell with a single faction", op("negate"), target=tgt("spell", "enemy", single_faction=True)),
        mode("Kill an enemy attachment with a single faction", kill(), target=tgt("attachment", "enemy", single_faction=True))),
        "notes": MODES_NOTE},
    "Eilyn's Choice": {"effects": choice(
        mode("Negate an enemy spell with cost 4 or more", op("negate"), target=tgt("spell", "enemy", min_cost=4)),
        mode("Kill an attacking enemy unit with 4 Strength or more", kill(),
             target=tgt("unit", "enemy", attacking=True, min_attack=4))),
        "notes": MODES_NOTE},
    "Vara's Choice": {"effects": choice(
        mode("Silence an enemy unit and put it into the enemy hand", op("silence"), op("bounce"), target=ENEMY_UNIT),
        mode("Silence a unit in the enemy hand; they discard it", op("silence_discard"))),
        "notes": MODES_NOTE + " The second mode's unit is chosen as it resolves, from the units of the enemy "
                              "hand shown to its player (a hand is hidden until then, 000 1.2); a unit put into "
                              "a hand leaves the playmat and its silence with it (003 Silence)."},
    # --- Mentor on spells -------------------------------------------------------------------------
    "Leave a Witness": {"effects": [op("kill_all_but")], "notes": MENTOR_SPELL},
    "Dragonbreath": {"effects": [op("student_deals", **{"if": "student"})],
                     "notes": MENTOR_SPELL + " The enemy unit is chosen as it resolves (a play has one target)."},
    "Master's Lesson": {"effects": [op("draw_per_skill", **{"if": "student"})],
                        "notes": MENTOR_SPELL + " Battle skills: the thirteen of 003 Battle Skills."},
    "Mating Call": {"effects": [op("play_copies_from_top", **{"if": "student"})],
                    "notes": MENTOR_SPELL + " A copy: a card of the Student's name."},
    # --- spells deal more; can't be negated ---------------------------------------------------------
    "Cloudsnake Harrier": {"kw": ["flying"], "aura": {"units": "self", "spell_damage": 1}, "notes": SPELLS_DEAL_MORE},
    "Boltcrafter Shaman": {"aura": {"units": "self", "spell_damage": 2}, "notes": SPELLS_DEAL_MORE},
    "Decimation": {"target": tgt("unit_or_player"), "effects": [op("damage_unstoppable", amount=10)],
                   "notes": "'Deal 10 damage.' targets a unit or player; a Negate aimed at it does nothing, and no "
                            "Aegis shield stops its damage."},
    # --- units ------------------------------------------------------------------------------------
    "Meditative Stranger": {"aura": {"units": "all", "keywords": ["aegis"], "filter": {"unit_type": "Stranger"}},
                            "triggers": [trig("summon", op("shield_up", unit_type="Stranger"))],
                            "notes": "As the Set 1 Strangers read 'Strangers': every Stranger, an enemy's too, and "
                                     "itself. A Stranger that gains Aegis from it gains a shield (003 Aegis)."},
    "Slimespitter Slug": {"triggers": [trig("summon", op("buff_having_count", attack=-1, health=-1, keyword="flying")),
                                       trig("unit_dies", heal(1), buff(1, 1, "self"), **{"if": "enemy_unit"})]},
    "Veteran Mercenary": {"triggers": [trig("summon", op("create_mono_random", zone="hand"), **{"if": "one_influence"})],
                          "notes": "'A random card of that faction': a collectible card of that faction alone."},
    "Urska, the Bear": {"token": True, "kw": ["reckless"]},
    "Kosul Brigade": {"kw": ["endurance"],
                      "triggers": [trig("summon", op("discard_then", n=2, then=[create("urska_the_bear")]))]},
    "Inquisitor Makto": {"kw": ["flying", "revenge"], "aura": {"units": "self", "endless_revenge": True},
                         "notes": "'Revenge never ends': each time Makto dies it goes into the top ten of its deck "
                                  "with Destiny and keeps Revenge (003 Revenge)."},
    "Nostrix, Lord of Visions": {"kw": ["flying"], "triggers": [trig("mentor", op("buff_copies", attack=5, health=5))],
                                 "notes": "A copy: a card of the Student's name, in its player's hand and deck."},
    "Roosting Owl": {"kw": ["flying"], "triggers": [trig("mentor", op("top_unit_gets_student"))],
                     "notes": "'The Student's Strength/Health': +X/+Y of the Student's numbers as it resolves."},
    "Tranquil Scholar": {"triggers": [trig("summon", op("random_skill_share"))],
                         "notes": "'A random battle skill': one of the thirteen of 003 Battle Skills (the game's "
                                  "random numbers); the unit in hand is the player's choice, or none."},
    "Fencing Master": {"triggers": [trig("enemy_stunned", op("arm", card="gemblade", to="self"), **{"if": "ultimate"})],
                       "notes": "003 Ultimate: once while on the playmat. Stunned by a stun effect (a curse that "
                                "keeps a unit stunned does not 'stun' it)."},
    "Ayan, the Abductor": {"kw": ["ambush", "lifesteal"],
                           "abilities": [{"effects": [op("void_silence_play", attack=3, health=3)], "pay": 8,
                                          "ultimate": True}]},
    "Dragon": {"token": True, "kw": ["flying"]},
    "Calderan Cradle": {"triggers": [trig("play_spell", op("spell_count_create", card="dragon", every=5))],
                        "notes": "It counts the spells played while it is on the playmat."},
    "Knucklebones": {"triggers": [trig("summon", op("transform_deck")), trig("turn_start", draw(1))],
                     "notes": "'A random card': a collectible card that is not a power card (as the other "
                              "random-card effects here)."},
    "Means to an End": {"triggers": [trig("lifeforce", op("mill_event", amount=25))]},
    "Maelstrom Bell": {"abilities": [{"effects": [op("spell_in_deck_more", amount=1)], "pay": 2, "once_per_turn": True}],
                       "notes": "The top spell of the deck keeps +1 damage for each of its damage effects."},
    "Forgotten Find": {"effects": [op("void_powers", n=2)],
                       "notes": "Two of its player's choice (all of them when fewer); not the power card of the turn."},
    "Tesya, Omen Shaper": {"kw": ["warp"],
                           "triggers": [trig("held_play_unit", buff(1, 1, "that_unit"), **{"if": "deck_top"}),
                                        trig("summon", buff(1, 1, "your_other_units"))],
                           "notes": "From the top of the deck the +1/+1 happens at once, without the stack (as cards "
                                    "in a hand or deck do here); the unit's new numbers are seen by both players."},
    "Rhinarc Huntpack": {"kw": ["warp"], "aura": {"units": "self", "top_ambush": True},
                         "notes": "Played with Warp from the top of the deck, it may come in as an Ambush unit (000 "
                                  "4.1); from the hand it has no Ambush."},
    "Shepherd's Horn": {"aura": {"units": "yours", "discount": {"keyword": "overwhelm", "by": 1}},
                        "triggers": [trig("hand_play", heal(3), **{"if": "played_overwhelm"})],
                        "notes": "A card with Overwhelm: one that has it as it is played (a unit, weapon or spell)."},
    "Workshop Forge": {"kw": ["warp"], "aura": {"units": "yours", "discount": {"keyword": "warp", "by": 2, "on_top": True}}},
    "Stonescar Excavator": {"abilities": [{"effects": [op("discard_power_damage", amount=1)], "pay": 4,
                                           "once_per_turn": True, "target": tgt("hand_power", "friendly")}],
                            "notes": "The power card to discard is chosen as the ability is used (its target) and "
                                     "discarded as it resolves; the void's power cards are counted after it."},
    "Sandstorm": {"effects": [op("aura_this_turn"), draw(1)],
                  "aura": {"units": "all", "lose": ["flying"], "while": {"this_turn": True}},
                  "notes": "'Units can't fly this turn': every unit on a playmat this turn, those played after it "
                           "too, has no Flying until the turn ends (003: the 'Not' effect wins)."},
    "Scepter of Nobility": {"free_if": {"less_wielding": 2},
                            "notes": "A relic weapon: 'any of your units wielding a weapon' means a weapon on one of "
                                     "your units (your own relic weapon is on you, not a unit)."},
    "Mind Link": {"triggers": [trig("transform_enemy", op("create_copy", zone="hand"))],
                  "notes": "'You transform': an effect of yours (the one resolving) transforms the enemy's card."},
    "Emerald Ring": {"abilities": [{"effects": [op("arm", card="sidearm", to="target")], "target": MY_UNIT, "pay": 3,
                                    "once_per_turn": True}],
                     "notes": "'A +1/+1 weapon': the 1/1 Sidearm token, the database's +1/+1 weapon."},
    "Journeyman Armorer": {"kw": ["warp"],
                           "triggers": [trig("summon", op("arm", card="sidearm", to="target"),
                                             target=tgt("unit", "friendly", other=True))],
                           "notes": "'A +1/+1 weapon': the 1/1 Sidearm token, the database's +1/+1 weapon."},
    "Sindok, Rage Incarnate": {"kw": ["flying"], "free_if": {"less_per_damage": 1},
                               "notes": "Damage the enemy player has taken: what got past their armor (000 4.31: armor "
                                        "absorbs damage first). The count is kept in games whose decks or markets "
                                        "hold a Sindok at setup; one made later in another game costs 9."},
    "Cat Burglar": {"kw": ["deadly"], "triggers": [trig("summon", op("discard_choice", kinds=["relic"]))]},
}
