"""Registries through which the card-set part modules (ops_set*.py) hook into the engine's
acts (acts.py reads them; a part module adds to them on import)."""
from __future__ import annotations

from typing import Any

# Conditions added by the part modules: name -> fn(ctx, seat, src, env) (ops_set*.py fill it)
MORE_CONDITIONS: dict[str, Any] = {}
# fn(ctx, src, unit, amount) after a unit takes damage (Ankle Cutter: "When a unit ... takes damage")
DAMAGE_WATCH: list[Any] = []
# fn(ctx, src, seat, amount) after a player takes damage from a source (Unfinished Business: "when it deals damage")
PLAYER_DAMAGE_WATCH: list[Any] = []
# a curse on a unit: its turn's triggers (Electropy: "the cursed unit's turn")
CURSED_TURN = {"turn_start": "cursed_turn_start", "turn_end": "cursed_turn_end"}
