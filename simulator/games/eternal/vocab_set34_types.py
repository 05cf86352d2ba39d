"""The effect vocabulary's additions for units that change their unit type (Valkyrie Harvester, Mask Maker) and Sets 3-4's last two readings (Tax Collector, Lieutenant Relia): new op names and parameters, each with the card text that needs it.
cards.py calls extend once, after the earlier parts; the ops live in ops_set34_types.py."""
from __future__ import annotations

from typing import Any


def extend(OPS: dict[str, set[str]], TBIT: dict[str, int], TARGET_FILTERS: set[str], _AURA_WHILE: set[str],
           _AURA_KEYS: set[str], TRIGGERS: tuple[str, ...], CONDITIONS: tuple[str, ...],
           TARGET_KINDS: tuple[str, ...], SELECTORS: tuple[str, ...]) -> tuple[Any, Any, Any, Any]:
    """Add this part's words to the vocabulary (in place) and return the grown (TRIGGERS,
    CONDITIONS, TARGET_KINDS, SELECTORS)."""
    # Valkyrie Harvester: "Draw each unit that died this turn. They get Flying and become Valkyrie." (draw_died_as:
    # the units that died into your void this turn go to your hand with these skills and this unit type)
    OPS["draw_died_as"] = {"keywords", "unit_type"}
    # Mask Maker: "Choose one of your other units. Mask Maker becomes its type." (become_type: the source's unit
    # types become those of the unit chosen); "Your other units that share a type with Mask Maker have +1/+1."
    # (the aura filter shares_type: a unit with a unit type in common with the aura's source, now)
    OPS["become_type"] = {"to"}
    TARGET_FILTERS |= {"shares_type"}
    # Tax Collector's Ultimate: "double your Strength and Armor" (double_attack, and double_armor: you gain as
    # much Armor as you have)
    OPS["double_armor"] = set()
    # Lieutenant Relia's Fate: "If you have drawn two or fewer power cards, X. Otherwise, Y." (powers_drawn_branch:
    # the steps of `then` when its player has drawn at most `most` power cards this game, else those of
    # `otherwise`, judged once as it resolves)
    OPS["powers_drawn_branch"] = {"most", "then", "otherwise"}
    return TRIGGERS, CONDITIONS, TARGET_KINDS, SELECTORS
