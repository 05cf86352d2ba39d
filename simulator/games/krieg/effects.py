"""Krieg's effect vocabulary: each op of cards.json as a small resumable function.

An op runs with `picks=None`; when it needs a player's choice it calls `ctx.pick(...)`,
which either returns a forced answer at once or leaves a pending choice and puts the op
back on the task queue, to run again with the picks once they are made.

The ops live in three modules by what they touch: ops_field (drawing, units on the
field), ops_hand (hands, graveyards, Kings) and ops_weather (weather, rounds, King
options, the setup discard); each registers its ops by name with `@op("x")` into the
table defined in context.py (simulator/games/common/effects.py OpTable).
"""
from __future__ import annotations

from . import ops_field, ops_hand, ops_weather  # noqa: F401  (importing them registers their ops)
from .context import OPS, Ctx, Op, player

__all__ = ["OPS", "Ctx", "Op", "player"]
