"""The effect vocabulary's additions for battle damage by Health (Accelerated Impact) and seeing the top card of each deck (Panoptic Guardian): new op names and parameters, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set34_sight.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (in place) and return the grown (TRIGGERS,
    CONDITIONS, TARGET_KINDS, SELECTORS)."""
    # Accelerated Impact: "They deal battle damage equal to their Health this turn and can attack even if their
    # Strength is 0 or less" (battle_by_health: a mark for this turn on each unit `to` names, read by combat.py
    # and legality.py through sight.py)
    OPS["battle_by_health"] = {"to"}
    # Panoptic Guardian: "Fate: You see the top card of each deck this turn" (see_tops: a mark for this turn on
    # the player, read by observe.py through sight.py)
    OPS["see_tops"] = set()
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
