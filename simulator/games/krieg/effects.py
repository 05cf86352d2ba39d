"""Krieg's effect vocabulary: each op of cards.json as a small resumable function.

An op runs with `picks=None`; when it needs a player's choice it calls `ctx.pick(...)`,
which either returns a forced answer at once or leaves a pending choice and puts the op
back on the task queue, to run again with the picks once they are made.

The ops live in three modules by what they touch: ops_field (drawing, units on the
field), ops_hand (hands, graveyards, Kings) and ops_weather (weather, rounds, King
options, the setup discard). An op named "x" is the function `op_x`.
"""
from __future__ import annotations

from typing import Any, Callable

from . import ops_field, ops_hand, ops_weather
from .context import Ctx, Op, player

OPS: dict[str, Callable[[Ctx, int, int, Op, list[Any] | None], None]] = {
    name[3:]: fn
    for module in (ops_field, ops_hand, ops_weather)
    for name, fn in vars(module).items() if name.startswith("op_") and callable(fn)
}

__all__ = ["OPS", "Ctx", "Op", "player"]
