"""More of the effect vocabulary of Set 3 (Omens of the Past), Justice and Primal cards: aura filters
(stats.MORE_FILTERS), ability gates (ability_gates.ABILITY_GATES) and the ops that go with them.
Registered on import (ops_set3_jp.py imports it)."""
from __future__ import annotations

from typing import Any

from .ability_gates import ABILITY_GATES
from .acts import Ctx
from .cards import BATTLE_SKILLS, KW
from .effects import Env, Op, op
from .stats import MORE_FILTERS, keywords
from .zones import info_of

_SKILL_BITS = sum(KW[k] for k in BATTLE_SKILLS)


def _min_skills(st: Any, cards: Any, src: int, u: int, value: int) -> bool:
    """Meditation Trainer's aura filter: "Your units with two or more battle skills" (skills from
    keyword auras count; this aura gives numbers, never skills, so no loop)."""
    return bin(keywords(st, cards, u) & _SKILL_BITS).count("1") >= int(value)


MORE_FILTERS["min_skills"] = _min_skills


_GROUND = 1_000_000   # Ground Crew's record: turn number * _GROUND + the grounded unit + 1


@op("ground")
def op_ground(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ground Crew: "It can't fly this turn": the unit is remembered, with the turn, on the Crew's
    playmat record (its `step`); the Crew's aura (filter "grounded") takes Flying from it this turn."""
    t = env.get("target")
    if t is not None and t >= 0:
        info_of(ctx.st, src).step = ctx.st.turn_no * _GROUND + t + 1


def _grounded(st: Any, cards: Any, src: int, u: int, value: Any) -> bool:
    """The aura filter of Ground Crew: the unit it grounded this turn."""
    i = st.info.get(src)
    return i is not None and i.step == st.turn_no * _GROUND + u + 1


MORE_FILTERS["grounded"] = _grounded


def _at_night(st: Any, cards: Any, seat: int) -> bool:
    """It can be used only at Night"""
    return 0 < st.turn_no <= st.night_until   # acts.is_night


ABILITY_GATES["at_night"] = _at_night   # Nocturnal Observer: "You may exhaust Nocturnal Observer at Night to ..."
