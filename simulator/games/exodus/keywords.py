"""The keywords and rules terms each Exodus card has, read from the card data itself: its
rarity, its Chrono flag, its Afterthought Abilities and the effect-vocabulary words its
abilities use (triggers, statics, ops, targets, costs, "once_per_turn", who is affected).
Nothing here reads the glossary (keywords.json): a test checks the glossary covers these.

The words are the glossary's keywords as spelled there ("freeze", "Deck Recycle"...).
Andromeda's flip_face_down is not "freeze" (004 Crystal Command Andromeda: it does not use
the keyword), and Apparition Grove's switch is not named a summon here (004 Handbell Dancer
Gravitas counts it as put into play by an effect).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..common.keywords import keyword_index
from .cards import Card, card_table

FREEZE = "freeze"
REVEAL = "reveal"
RECYCLE = "Deck Recycle"
PAY = "pay"
NEGATE = "negate"
SUMMON = "summon"
PUT = "put into play"
ONCE = "once per turn"
EACH_PLAYER = "each player"
EACH_OPPONENT = "each opponent"
OPPONENT = "your opponent"
RARE = "Rare"
CHRONO = "Chrono"
AFTERTHOUGHT = "Afterthought"
BENEATH = "beneath the Main Deck"
HARMONY = "Harmony Rare"
FIELD = "Eeventide Field"
AWAKEN = "Awaken"

# An op's name -> the keywords it gives the card that uses it.
OP_WORDS: dict[str, tuple[str, ...]] = {
    "freeze": (FREEZE,), "freeze_chosen": (FREEZE,), "lock_grave": (FREEZE, RECYCLE),
    "reveal_top": (REVEAL,), "reveal_from": (REVEAL,), "reveal_end": (REVEAL,),
    "switch_attacker_with_revealed": (REVEAL, SUMMON),
    "recycle": (RECYCLE,),
    "negate": (NEGATE,), "negate_abilities": (NEGATE,), "silence_opponents": (NEGATE,),
    "summon_self": (SUMMON,), "summon_from_beneath": (SUMMON, BENEATH),
    "put_from_hand": (PUT,), "enter_instead_of_discard": (PUT,), "flip_into_play": (PUT,), "move_self": (PUT,),
    "energy_beneath": (BENEATH,), "pull_energy_beneath": (BENEATH,),
    "devour_chronos": (CHRONO, AFTERTHOUGHT), "afterthoughts_beneath": (CHRONO, AFTERTHOUGHT),
    "under_to_grave": (CHRONO,),
    "rarity_trio_burst": (RARE,),
    "awaken_onto_energy": (AWAKEN, PUT),
}
# An op parameter's value -> keywords (who is affected; a Rare named).
WHO_WORDS: dict[str, tuple[str, ...]] = {"each": (EACH_PLAYER,), "each_opponent": (EACH_OPPONENT,),
                                         "opponent": (OPPONENT,)}
TRIGGER_WORDS: dict[str, tuple[str, ...]] = {
    "summoned": (SUMMON,), "put_into_play": (PUT,), "put_not_summon": (PUT, SUMMON), "revealed": (REVEAL,),
    "unfreezes": (FREEZE,), "would_leave_deck": (BENEATH,), "main_empty": (BENEATH,), "awakened": (AWAKEN,),
}
STATIC_WORDS: dict[str, tuple[str, ...]] = {
    "afterthought_decoy": (AFTERTHOUGHT,), "energy_kept": (CHRONO,),
    "awaken_skip_draw": (AWAKEN, FIELD), "awaken_at_zero": (AWAKEN, FIELD),
}
TARGET_WORDS: dict[str, tuple[str, ...]] = {
    "unfrozen_card": (FREEZE,), "rare_creature": (RARE,), "afterthought": (AFTERTHOUGHT,),
    "symmetry_or_afterthought": (AFTERTHOUGHT,), "own_chrono": (CHRONO,), "opponent": (OPPONENT,),
    "opp_with_hand": (OPPONENT,),
}
STAYS_WORDS: dict[str, tuple[str, ...]] = {"until_rare_leaves": (RARE,)}
CONDITION_WORDS: dict[str, tuple[str, ...]] = {"beneath": (BENEATH,)}
COST_WORDS: dict[str, tuple[str, ...]] = {"frozen_card": (FREEZE,)}


def _ops(ops: Any) -> Iterator[dict[str, Any]]:
    """Every op of a list, the ops nested in "ops", "then" and "else" too."""
    if not isinstance(ops, list):
        return
    for op in ops:
        if not isinstance(op, dict):
            continue
        yield op
        for key in ("ops", "then", "else"):
            yield from _ops(op.get(key))


def _op_words(op: dict[str, Any]) -> Iterator[str]:
    yield from OP_WORDS.get(str(op.get("op")), ())
    yield from WHO_WORDS.get(str(op.get("who")), ())
    if op.get("rare") or op.get("vs_rare"):
        yield RARE
    if op.get("op") == "awaken_onto_energy" and op.get("damage"):
        yield EACH_OPPONENT            # Vital Sanctuary: each opponent loses Life Points


def _ability_words(ab: Mapping[str, Any]) -> Iterator[str]:
    yield from TRIGGER_WORDS.get(str(ab.get("on")), ())
    yield from STATIC_WORDS.get(str(ab.get("static")), ())
    yield from TARGET_WORDS.get(str(ab.get("target")), ())
    yield from STAYS_WORDS.get(str(ab.get("stays")), ())
    for cond in (ab.get("if") or {}):
        yield from CONDITION_WORDS.get(str(cond), ())
    cost = ab.get("cost") or {}
    if cost:
        yield PAY
        for kind in cost:
            yield from COST_WORDS.get(str(kind), ())
    if ab.get("once_per_turn"):
        yield ONCE
    for op in _ops(ab.get("do")):
        yield from _op_words(op)


def keywords_of(card: Card) -> tuple[str, ...]:
    """The keywords one card has, in a fixed order (first mention), each once."""
    words: list[str] = []
    if card.chrono:
        words.append(CHRONO)
    if card.rarity == "harmony":
        words.append(HARMONY)
    if card.afterthought:
        words.append(AFTERTHOUGHT)
    for ab in card.abilities + card.afterthought:
        words += _ability_words(ab)
    return tuple(dict.fromkeys(words))


card_keywords = keyword_index(card_table, keywords_of)
