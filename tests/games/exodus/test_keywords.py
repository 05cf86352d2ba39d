"""The Exodus keyword glossary (keywords.json) and the keywords the card data gives named
cards: each as the rulings say, and each found in the text the card's face shows.

"004" is ../shared/rules/004_b4262328bed7ba97.txt, cited by section."""
from __future__ import annotations

import pytest

from simulator.games.exodus import GAME
from simulator.games.exodus.keywords import card_keywords


def _reminder(word: str) -> str:
    entry = GAME.glossary().lookup(word)
    assert entry is not None, word
    return entry.reminder


@pytest.mark.parametrize("card_id, words", [
    ("crystal_cove", {"freeze"}),                                    # 004 Freeze
    ("coldcrux_root_of_the_world", {"reveal", "freeze"}),             # 004 Reveal, 004 Freeze
    ("harbinger_mushroom", {"reveal", "each opponent"}),              # 004 Reveal, 004 Multiplayer
    ("starborn_outbreak", {"Deck Recycle", "each player"}),           # 004 Deck Recycles
    ("vortex", {"pay", "each player"}),                               # 004 Costs (the Vortex example)
    ("shardscale_pterohedron", {"pay", "once per turn", "negate"}),   # 004 Creature Abilities, Terminology
    ("smokestream_the_perfect_mimicry", {"Chrono", "Afterthought", "summon", "beneath the Main Deck"}),  # 004 Set 5
    ("handbell_dancer_gravitas", {"put into play", "summon", "negate"}),   # 004 Terminology: Summon vs Put into play
    ("cosmic_shield_archangel", {"Rare", "summon", "pay", "each player"}),  # 004 Terminology: Rarity During Gameplay
    ("eeventide_the_paradoxical_planet", {"Harmony Rare", "Eeventide Field", "Awaken"}),  # 004 Harmony Rares
])
def test_named_cards_have_the_keywords_their_data_gives(card_id: str, words: set[str]) -> None:
    assert set(card_keywords()[card_id]) == words


def test_andromeda_acts_as_frozen_without_the_keyword_freeze() -> None:
    """004 Crystal Command Andromeda: it acts as Freeze but does not use the keyword."""
    assert "freeze" not in card_keywords()["crystal_command_andromeda"]


def test_vanilla_cards_have_no_keywords() -> None:
    assert "emberscale_whelp" not in card_keywords()
    assert "energy" not in card_keywords()


def test_freeze_reminder_as_004_freeze_says() -> None:
    """004 Freeze: flipped face down, still in play, thaws at the end of its owner's next
    turn (as the End Phase is entered); frozen creatures cannot attack, frozen energy is not
    counted in battle, frozen symmetries are inactive."""
    text = _reminder("frozen")
    for words in ("face down", "stays in play", "owner's next End Phase", "cannot attack", "do nothing"):
        assert words in text


def test_reveal_reminder_as_004_reveal_says() -> None:
    """004 Reveal: only the word "reveal" reveals; revealed Abilities interject."""
    text = _reminder("revealed")
    assert 'says "reveal"' in text and "in the middle of another effect" in text


def test_deck_recycle_reminder_keeps_energy_in_the_graveyard() -> None:
    """004 Deck Recycles: only when a draw meets an empty Main Deck, or a card says so; the
    energy stays in the graveyard (DESIGN, "Where the rules are silent")."""
    text = _reminder("Deck Recycle")
    assert "Main Deck is empty" in text and "energy stays in the graveyard" in text


def test_cost_reminder_pays_on_resolving() -> None:
    """004 Costs: a cost is paid as the card begins resolving, from the hand, the field or
    beneath one's own Main Deck."""
    text = _reminder("Pay")
    assert "begins resolving" in text and "beneath your own Main Deck" in text


def test_negate_cancel_and_nullify_are_one_entry() -> None:
    """004 Terminology: "Cancel", "negate" and "nullify" are synonymous."""
    glossary = GAME.glossary()
    assert glossary.lookup("cancel") is glossary.lookup("nullified") is glossary.lookup("negated")


def test_once_per_turn_fizzled_counts_as_used() -> None:
    """004 Creature Abilities: a once-per-turn Ability that fizzles is used for the turn."""
    assert "fizzles it still counts as used" in _reminder("Once per turn")


def test_afterthought_is_not_a_creature() -> None:
    """004 Set 5 General Rulings: Afterthoughts are not creatures in play and turn back
    into creatures as they leave play; a frozen Chrono's Afterthought enters unfrozen."""
    text = _reminder("Afterthoughts")
    assert "not a creature" in text and "creature again" in text and "unfrozen" in text


def test_each_rule_names_the_rulings_and_a_section() -> None:
    for entry in GAME.glossary().entries:
        assert entry.rule.startswith("Exodus rulings, "), entry.keyword


def test_the_face_text_shows_the_keywords_of_named_cards() -> None:
    """The hover zoom finds each keyword in the face: "Chrono" in the type line, the
    Afterthought's text after its name, "into play" in Nebulawood Barrier's text."""
    glossary = GAME.glossary()
    faces = {f.card_id: f for f in GAME.table().pool_faces()}
    for card_id in ("chrono_wisp", "flashfire", "nebulawood_barrier", "sleeping_sanctum_the_untouchable_forest"):
        face = faces[card_id]
        found = {e.keyword for e in glossary.in_text(face.kind, face.text)}
        assert set(card_keywords()[card_id]) <= found, card_id
