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
    "Cat Burglar": {"kw": ["deadly"], "triggers": [trig("summon", op("discard_choice", kinds=["relic"]))]},
}
