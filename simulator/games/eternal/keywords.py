"""Eternal keywords: the glossary (keywords.json, one entry per keyword the card pool uses)
and the keywords each card has or gives, read from the card data itself.

`card_keywords()` does not consult the glossary. It reads the structured fields: the
skills of `keywords` (cards.KEYWORDS; the engine's own states "cant_block",
"double_damage_players", "attacks_twice" are not keywords and are left out), Warcry X,
Ultimate abilities, Transmute, Depleted, Merchant (the Market) and Agenda, a fast spell's
type, Night conditions, the keyword actions its effects perform (Nightfall, Scout, silence,
stun, Armor) and the skills its effects and ongoing abilities give to other cards (named
in its text). Triggered-ability words come from the card's text, where a line starts with
"Summon:", "Entomb:", "Valkyrie Ally:"...: the data's trigger "summon" also carries a
curse's effect on being played, which is not a Summon ability (000 1.4: triggered
abilities are "defined by a bolded condition, like Summon: or Empower:").
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from ..common.keywords import glossary_of, keyword_index
from .cards import KEYWORDS, Card, card_table

# cards.KEYWORDS -> the glossary's keyword (None: a state of the engine, not a keyword)
SKILL_WORDS: dict[str, str | None] = {
    "aegis": "Aegis", "ambush": "Ambush", "berserk": "Berserk", "charge": "Charge", "deadly": "Deadly",
    "destiny": "Destiny", "double_damage": "Double Damage", "echo": "Echo", "endurance": "Endurance",
    "flying": "Flying", "invulnerable": "Invulnerable", "killer": "Killer", "lifesteal": "Lifesteal",
    "overwhelm": "Overwhelm", "quickdraw": "Quickdraw", "reckless": "Reckless", "revenge": "Revenge",
    "unblockable": "Unblockable", "warp": "Warp", "cant_block": None, "bond": "Bond",
    "stunned": "stun",                 # Permafrost: "Stun the cursed unit"
    "double_damage_players": None,     # Censari Brigand: "Deals double damage to players"
    "warcry_all": "Warcry",            # "Navani's Warcry affects each unit and weapon in your deck"
    "attacks_twice": None,             # a relic weapon: "Your avatar can attack twice each turn"
    "voidbound": "Voidbound", "depleted": "depleted",
}
assert set(SKILL_WORDS) == set(KEYWORDS), "every card keyword is mapped"

# Triggered-ability labels a line of card text starts with ("Summon:", "Yeti Ally:")
LABELS = ("Summon", "Entomb", "Infiltrate", "Empower", "Fate", "Spark", "Lifeforce", "Mentor",
          "Ally", "Inspire", "Ultimate",
          "Tribute")   # Set 4
_LABEL = re.compile(r"^(?:[A-Z][a-z]+ )?(" + "|".join(LABELS) + r")\s*:", re.MULTILINE)

# Effect ops that perform a keyword action
OP_WORDS = {"nightfall": "Nightfall", "scout": "Scout", "silence": "silence", "silence_void": "silence",
            "stun": "stun", "stun_another": "stun", "stun_hold": "stun", "armor": "Armor",
            "amplify": "Amplify"}   # Set 3: "Amplify N: ..." (amplify.py)
OP_WORDS.update({"spellcraft": "Spellcraft", "stun_choose": "stun"})   # Set 4: "Spellcraft N: Play X" (ops_set4_psm)
# Effect parameters that give skills to another card (printed in the card's text); the
# random skills of "random_keyword" and "skill_to_drawn" are not printed, so not counted
_GIVING_OPS = ("grant", "grant_choice", "top_of_deck", "tutor", "hand_mod", "reanimate",
               "transform_copies", "buff_having")


glossary = glossary_of(__package__)


def _skills(names: Iterable[str]) -> list[str]:
    return [w for n in names if (w := SKILL_WORDS.get(n))]


def _effect_words(steps: Iterable[dict[str, Any]]) -> list[str]:
    words: list[str] = []
    for step in steps:
        op = step.get("op")
        if op in OP_WORDS:
            words.append(OP_WORDS[op])
        if op in _GIVING_OPS:
            words += _skills(step.get("keywords", []))
            if isinstance(step.get("keyword"), str):
                words += _skills([step["keyword"]])
            if step.get("voidbound"):
                words.append("Voidbound")
        if step.get("if") == "night":
            words.append("Night")
    return words


def _aura_words(aura: dict[str, Any] | None) -> list[str]:
    words: list[str] = []
    for part in (aura or {}, (aura or {}).get("also") or {}):
        words += _skills(part.get("keywords", []))
        words += _skills((part.get("held") or {}).get("keywords", []))
        if (part.get("while") or {}).get("night"):
            words.append("Night")
    return words


def keywords_of(card: Card) -> tuple[str, ...]:
    """The keywords a card has or gives, from its data, each once, in the order found."""
    words = _skills(k for k in KEYWORDS if card.has(k))
    if card.warcry:
        words.append("Warcry")
    if card.is_fast:
        words.append("Fast")
    words += _LABEL.findall(card.text)
    if any(a.ultimate for a in card.abilities) or any("ultimate" in t.cond.split("&") for t in card.triggers):
        words.append("Ultimate")
    if card.depleted or card.depleted_unless_unit:
        words.append("depleted")
    if card.transmute is not None:
        words.append("Transmute")
    if card.merchant:
        words.append("Market")
    if card.agenda:
        words.append("Agenda")
    words += _effect_words(card.effects)
    for trig in card.triggers:
        words += _effect_words(trig.effects)
        if "night" in trig.cond.split("&"):
            words.append("Night")
    for ability in card.abilities:
        words += _effect_words(ability.effects)
    words += _aura_words(card.aura)
    return tuple(dict.fromkeys(words))


card_keywords = keyword_index(card_table, keywords_of)
