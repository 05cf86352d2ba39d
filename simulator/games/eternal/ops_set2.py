"""Effect ops first needed by Set 2 (The Fall of Argenport): buffs counted from the board or
from the Health gained this turn. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx
from .effects import Env, Op, op, op_buff


@op("buff_count")
def op_buff_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Strength of Many: "Give one of your units +1/+1 this turn for each of your units": the
    buff times the number of units its player has as it resolves."""
    st, cards = ctx.st, ctx.cards
    n = sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)
    step = {"op": "buff", "attack": int(o.get("attack", 0)) * n, "health": int(o.get("health", 0)) * n,
            "to": o.get("to", "target"), "turn": o.get("turn", False)}
    op_buff(ctx, seat, src, step, env, None)


@op("buff_gained")
def op_buff_gained(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sentinel's Might: "Your units get +Strength/+Health equal to the Health you've gained
    this turn" (the count the turn keeps, acts.gain_health)."""
    n = ctx.st.gained[seat]
    if n > 0:
        op_buff(ctx, seat, src, {"op": "buff", "attack": n, "health": n, "to": o.get("to", "your_units")}, env, None)
