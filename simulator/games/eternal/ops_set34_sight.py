"""The ops for battle damage by Health (Accelerated Impact) and seeing the top card of each deck (Panoptic Guardian); the words are added to the vocabulary by vocab_set34_sight.py.
The marks they leave are read by the engine through sight.py."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, player
from .effects import Env, Op, op
from .sight import LINK_BY_HEALTH, LINK_SEES_TOPS, turn_code
from .targets import select


@op("battle_by_health")
def op_battle_by_health(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Accelerated Impact: "They deal battle damage equal to their Health this turn and can attack even if
    their Strength is 0 or less": each unit `to` names as the op resolves (your units now; a unit played later
    this turn is not one of "They") is marked for this turn (sight.LINK_BY_HEALTH)."""
    st = ctx.st
    now = turn_code(st)
    marked = {x[1] for x in st.links if x[0] == LINK_BY_HEALTH and x[2] == now}
    units = [u for u in select(ctx, seat, src, o.get("to", "your_units"), env) if u >= 0 and u not in marked]
    if not units:
        return
    st.links = [x for x in st.links if x[0] != LINK_BY_HEALTH or x[2] == now] + [[LINK_BY_HEALTH, u, now] for u in units]
    ctx.log("grant", f"{', '.join(ctx.name(u) for u in units)} deal{'s' if len(units) == 1 else ''} battle damage "
                     f"equal to {'its' if len(units) == 1 else 'their'} Health this turn", seat, tuple(units))


@op("see_tops")
def op_see_tops(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Panoptic Guardian: "Fate: You see the top card of each deck this turn." Information, not a move: while
    the turn lasts the top card of each deck (and the new top after a draw) is in `seat`'s observation and in
    no one else's (observe.hidden_slots reads sight.sees_tops)."""
    st = ctx.st
    now, who = turn_code(st), -(seat + 1)
    if any(x[0] == LINK_SEES_TOPS and x[1] == who and x[2] == now for x in st.links):
        return
    st.links = [x for x in st.links if x[0] != LINK_SEES_TOPS or x[2] == now] + [[LINK_SEES_TOPS, who, now]]
    ctx.log("see", f"{player(seat)} sees the top card of each deck this turn", seat, (src,))
