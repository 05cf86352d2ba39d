"""Krieg's keywords: the glossary (keywords.json) and the keywords each card has.

`card_keywords()` reads a card's keywords from its structured data (type, rows, attach,
effect ops and King options), never from the glossary, so a test can check that the
glossary explains every keyword the card pool uses (Game.card_keywords).
"""
from __future__ import annotations

from typing import Any, Iterable

from ..common.keywords import glossary_of, keyword_index
from .cards import Card, card_table

# The type line's word for each card type.
_TYPE_WORDS = {"melee": "Melee", "range": "Range", "siege": "Siege", "spy": "Spy", "hex": "Hex",
               "jester": "Jester", "weather": "Weather", "king": "King"}
_ROW_WORDS = ("Melee", "Range", "Siege")

# What each effect op makes the card say (the words its printed text uses for it).
_OP_WORDS: dict[str, tuple[str, ...]] = {
    "draw": ("draw",),
    "draw_at_round_end": ("draw",),
    "draw_by_strength": ("draw", "total strength"),
    "boost_row_mates": ("base strength",),
    "boost_host": ("base strength",),
    "destroy": ("graveyard",),
    "crusade": ("graveyard", "total strength"),
    "war": ("graveyard",),
    "burden": ("double",),
    "execute_king": ("King", "graveyard", "draw"),
    "return_king": ("King",),
    "aside_king": ("King", "set aside"),
    "set_aside": ("set aside",),
    "aside_from_hand": ("set aside",),
    "discard_from_hand": ("discard",),
    "raise_top_units": ("graveyard",),
    "raise_chosen_unit": ("graveyard",),
    "take_from_power_grave": ("graveyard",),
    "halve_rows": ("halve",),
    "clear_weather": ("Weather",),
    "move_weather": ("Weather",),
    "gale": ("Weather",),
}
# A weather card's effect: its row multiplier, or Plague's "set to one base strength".
_WEATHER_WORDS = {"halve": "halve", "double": "double", "plague": "base strength"}
# What an attachment does to its host.
_ATTACH_WORDS = {"add_row_count": "base strength", "row_add": "base strength", "halve": "halve"}


def _effect_words(effects: Iterable[dict[str, Any]]) -> list[str]:
    words: list[str] = []
    for step in effects:
        words += _OP_WORDS.get(step["op"], ())
        if step["op"] == "weather":
            words.append(_WEATHER_WORDS[step["effect"]])
    return words


def keywords_of(card: Card) -> tuple[str, ...]:
    """The keywords one card has, from its data, each once, in a fixed order: its type,
    the rows a unit may be played in, Attach and what it does to the host, then what its
    effects and (for a King) its doubling and options do."""
    words = [_TYPE_WORDS[card.type]]
    if card.is_unit:
        words += [_ROW_WORDS[r] for r in card.rows]
    if card.attach is not None:
        words.append("Attach")
        words += [_ATTACH_WORDS[k] for k in card.attach if k in _ATTACH_WORDS]
    words += _effect_words(card.effects)
    if card.is_king:
        words.append("double")        # every King doubles one of its owner's rows
        for _label, effects in card.options:
            words += _effect_words(effects)
    return tuple(dict.fromkeys(words))


card_keywords = keyword_index(card_table, keywords_of)
glossary = glossary_of(__package__)
