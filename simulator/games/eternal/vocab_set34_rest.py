"""The effect vocabulary's additions for the last cards of Sets 3 and 4 (issue 31's rest): new op
names and parameters, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set34_rest.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (in place) and return the grown (TRIGGERS,
    CONDITIONS, TARGET_KINDS, SELECTORS)."""
    # Quarry (Stonescar Pickaxe's spell): "Draw one of the top two cards of your deck and reduce its cost
    # by 1. Discard the other." (look_draw_discard with the drawn card made cheaper)
    OPS["look_draw_cheaper"] = {"n", "less"}
    # Jekk's Choice: "Play a +1/+1 weapon on each of your attacking units" (play_on_attackers), "Kill an enemy
    # unit not wielding a weapon" (the target filter no_weapon, read by targets.py)
    OPS["play_on_attackers"] = {"card"}
    TARGET_FILTERS |= {"no_weapon"}
    # Jekk, Lone Gun: "When a unit goes to the enemy void, it gets Voidbound" (void_bind: on a unit that died or
    # a unit card discarded, when it is in the enemy void)
    OPS["void_bind"] = set()
    # Riddle Game: "Draw a card for each card you have drawn this turn" (draw_per_drawn; the count is kept in
    # st.drew only in games with such a card, watches_draws)
    OPS["draw_per_drawn"] = set()
    # Lida's Apprentice: "can never be silenced. Your other cards can't be silenced while you have her." (an
    # aura key, never_silenced, that zones.cant_be_silenced reads for every silencing op)
    _AURA_KEYS |= {"never_silenced"}
    # Tomb Protector: "Your cards can't be stolen while Tomb Protector is ready." (an aura key,
    # unstealable_while_ready, that zones.cant_be_stolen reads for every stealing op)
    _AURA_KEYS |= {"unstealable_while_ready"}
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
