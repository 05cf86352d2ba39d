"""Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ANY, ENEMY_UNIT, MY_UNIT, UNIT, ability, buff, create, dmg, draw, grant, heal, kill, op, tgt, trig

TRIBUTE_NOTE = ("Tribute (Set 4; not in 000/003): the game's reminder reads 'If a unit went to your void this turn, "
                "<effect> when you play this': any unit of yours that went to your void this turn counts (killed, "
                "sacrificed, discarded), an enemy unit does not (it goes to its owner's void).")
OTHER_UNIT_MAY = tgt("unit", optional=True, other=True)
AN_ENEMY = tgt("enemy", "enemy")


def _tribute(*effects: dict, target: dict | None = None) -> dict:
    """"Tribute: X" on a unit or relic weapon: a Summon-time trigger that fires only when a unit
    went to your void this turn."""
    return trig("summon", *effects, target=target, **{"if": "tribute"})


def _when(cond: str, step: dict) -> dict:
    """One effect step that happens only while a condition holds as it resolves."""
    return {**step, "if": cond}


SPECS: dict[str, dict] = {
    # --- Tribute: units whose Tribute grows them --------------------------------------------------
    "Oni Eulogist": {"triggers": [_tribute(buff(1, 1, "self"))], "notes": TRIBUTE_NOTE},
    "Guard Dog": {"triggers": [_tribute(buff(1, 1, "self"))], "notes": TRIBUTE_NOTE},
    "Ironfist Faithful": {"kw": ["flying"], "triggers": [_tribute(buff(1, 1, "self"))], "notes": TRIBUTE_NOTE},
    "Gravetender": {"kw": ["flying"], "triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Pensive Lumen": {"triggers": [_tribute(buff(2, 2, "self"))], "notes": TRIBUTE_NOTE},
    "Fierce Mosaraptor": {"triggers": [_tribute(grant(["killer"], "self"))], "notes": TRIBUTE_NOTE},
    "Silverwing Purgeleader": {"kw": ["flying"], "triggers": [_tribute(grant(["lifesteal"], "self"))],
                               "notes": TRIBUTE_NOTE},
}
