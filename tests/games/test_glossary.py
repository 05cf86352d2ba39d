"""Every game's keyword glossary (issue 27, item 2): declared as data in the game's own
package, one entry per keyword its card pool uses, each with a reminder in players' words
and the rule it comes from named in words (never a file name)."""
from __future__ import annotations

import re

import pytest

from simulator.games.registry import game_names, get_game

GAMES = game_names()
FILE_NAME = re.compile(r"\w+_[0-9a-f]{8,}|\.txt|\.md|\.json")


@pytest.mark.parametrize("name", GAMES)
def test_every_keyword_a_card_has_is_in_the_glossary(name: str) -> None:
    game = get_game(name)
    glossary = game.glossary()
    used = game.card_keywords()
    assert used, f"{name}: card_keywords() names no keyword of the pool"
    missing = sorted({word for words in used.values() for word in words if glossary.lookup(word) is None})
    assert not missing, f"{name}: keywords on cards with no glossary entry: {missing}"


@pytest.mark.parametrize("name", GAMES)
def test_card_keywords_name_cards_of_the_pool(name: str) -> None:
    game = get_game(name)
    pool = {face.card_id for face in game.table().pool_faces()}
    strangers = sorted(set(game.card_keywords()) - pool)
    assert not strangers, f"{name}: card_keywords() names cards not in the pool: {strangers[:5]}"


@pytest.mark.parametrize("name", GAMES)
def test_each_entry_has_a_reminder_and_names_its_rule_in_words(name: str) -> None:
    glossary = get_game(name).glossary()
    assert glossary, f"{name} declares no keyword glossary"
    for entry in glossary.entries:
        assert len(entry.reminder.split()) >= 3, f"{name} {entry.keyword}: reminder too short"
        assert entry.reminder[-1] in ".!)", f"{name} {entry.keyword}: reminder is not a sentence"
        assert not FILE_NAME.search(entry.rule), f"{name} {entry.keyword}: rule names a file: {entry.rule}"
        assert any(word in entry.rule for word in ("rules", "Rules", "guide", "rulings", "Rulings", "page")), \
            f"{name} {entry.keyword}: rule names no document: {entry.rule}"


@pytest.mark.parametrize("name", GAMES)
def test_the_zoom_finds_the_keywords_of_every_card_with_keywords(name: str) -> None:
    """What the hover zoom explains: every keyword the card data gives a card is found in
    the text its face shows (so its reminder is shown)."""
    game = get_game(name)
    glossary = game.glossary()
    faces = {face.card_id: face for face in game.table().pool_faces()}
    unexplained = []
    for card_id, words in game.card_keywords().items():
        face = faces[card_id]
        found = {entry.keyword for entry in glossary.in_text(face.kind, face.text)}
        for word in words:
            entry = glossary.lookup(word)
            if entry is not None and entry.keyword not in found:
                unexplained.append(f"{card_id}: {word}")
    assert not unexplained, f"{name}: keywords the face's text does not show: {unexplained[:8]}"
