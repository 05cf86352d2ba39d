"""Wonders keywords: the glossary (keywords.json, one entry per keyword of 001 7 Keyword
Abilities the card pool uses) and the keywords each card has, read from the card data.

`card_keywords()` reads the cards' own behaviour, not the glossary: the structured
`keywords` field, the abilities written in section 7's terms (an Ascend trigger, a Harvest
cost, a faith cost, Hoard / Kingdom / Awaken conditions, Seek / Portal / Stun / Deny ops, the
keyword counters an op puts), keywords granted to other Wonders (a grant static, what
Equipment gives the equipped Wonder) and Eternal's ops. Two structured fields are not
keywords and are left out: `stone` (the game term "This is a stone", 001 6 Stone) and
`any_power_symbiosis` (an exception to symbiosis a card prints in full).

The glossary's spellings are lower case, so a keyword is found in any case: cards print
"Flying." as a keyword line and "a token Wonder with flying" in running text.
"""
from __future__ import annotations

from typing import Any, Iterable

from ..common.keywords import glossary_of, keyword_index
from .cards import Card, card_table

# The card data's words -> the glossary's keyword.
_FIELD_WORDS = {"flying": "flying", "deathstrike": "deathstrike", "guardian": "guardian", "rage": "rage",
                "unstable": "unstable", "symbiosis": "symbiosis", "heart_of_a_legend": "heart of a legend",
                "call": "call", "protector": "protector", "shield": "shield", "celestial": "celestial",
                "growth": "growth", "null": "null", "attuned": "attuned", "link": "link", "eternal": "eternal"}
_TRIGGER_WORDS = {"ascend": "ascend", "harvested": "harvest"}
_COST_WORDS = {"harvest": "harvest", "faith": "faith"}
_CONDITION_WORDS = {"hoard": "hoard", "kingdom": "kingdom", "awaken": "awaken"}
_OP_WORDS = {"seek": "seek", "portal": "portal", "stun": "stun", "deny": "deny"}
_COUNTER_WORDS = {"shield": "shield", "protector": "protector", "celestial": "celestial", "growth": "growth",
                  "null": "null"}


glossary = glossary_of(__package__)


def _op_words(ops: Iterable[dict[str, Any]]) -> list[str]:
    words: list[str] = []
    for op in ops:
        name = op.get("op")
        if name in _OP_WORDS:
            words.append(_OP_WORDS[name])
        elif name == "counters" and op.get("kind") in _COUNTER_WORDS:
            words.append(_COUNTER_WORDS[op["kind"]])
        elif name == "gain" and op.get("res") == "faith":
            words.append("faith")
        elif name == "if_you_do":
            words += _op_words(op.get("ops", []))
    return words


def _ability_words(ab: dict[str, Any]) -> list[str]:
    words: list[str] = []
    if ab.get("on") in _TRIGGER_WORDS:
        words.append(_TRIGGER_WORDS[ab["on"]])
    if ab.get("cost") in _COST_WORDS:
        words.append(_COST_WORDS[ab["cost"]])
    if ab.get("faith"):
        words.append("faith")
    words += [_CONDITION_WORDS[k] for k in ab.get("if", {}) if k in _CONDITION_WORDS]
    if ab.get("static") == "grant" and ab.get("keyword") in _FIELD_WORDS:
        words.append(_FIELD_WORDS[ab["keyword"]])
    words += _op_words(ab.get("do", []))
    return words


def keywords_of(card: Card) -> tuple[str, ...]:
    """The keywords a card has or gives, from its data, each once, in the order found."""
    words = [_FIELD_WORDS[k] for k, v in card.keywords.items() if k in _FIELD_WORDS and v not in (None, False, 0)]
    words += _op_words(card.keywords.get("eternal", []) or [])
    for ab in card.abilities:
        words += _ability_words(ab)
    if card.equip is not None:
        words += [_FIELD_WORDS[k] for k in card.equip.get("keywords", []) if k in _FIELD_WORDS]
        for ab in card.equip.get("abilities", []):
            words += _ability_words(ab)
    return tuple(dict.fromkeys(words))


card_keywords = keyword_index(card_table, keywords_of)
