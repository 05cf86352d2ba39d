"""The effect vocabulary's additions for Set 3 (Omens of the Past), Fire and Time cards (and Amplify): new triggers, conditions,
target kinds, selectors, op parameters and aura keys, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set3_ft.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (the dicts and sets in place; TBIT gets a bit for
    each new trigger, after the old ones) and return the grown (TRIGGERS, CONDITIONS,
    TARGET_KINDS, SELECTORS)."""
    # "Amplify N: X" (amplify.py; op amplify: X when the play paid N more; needs: Inner Fire's "Exhaust a
    # Grenadin" asks for a ready one as the play is offered); "..., then if you have {F}{F}{F}{F}, ..."
    # (when: cond is one of the engine's conditions, "influence:..." or this part's void_spells:N,
    # void_type:T, relic, wielding); Purge the Darkness: "Night ends." (night_ends); "Exhaust a Grenadin
    # to ..." (exhaust_own); Sky Terror: "exhaust all enemy units without Flying" (exhaust_lacking);
    # Stirring Sand: "Play a Sentinel from your void exhausted." (void_play)
    OPS.update({"amplify": {"pay", "then", "needs"}, "when": {"cond", "then", "else"}, "night_ends": set(),
                "exhaust_own": {"unit_type", "then"}, "exhaust_lacking": {"keyword"},
                "void_play": {"unit_type", "exhausted"}})
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
