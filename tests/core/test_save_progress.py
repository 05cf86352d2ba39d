"""A save records where its game stood (final.progress: "Turn 7", "Round 2"), in the game's
own words, for the save lists; saves without it still load, and a bad one is refused like
any other field."""
import json

import pytest

from simulator.core.rng import Rng
from simulator.core.saves import SaveError, load_save, save_document, save_match
from simulator.games.registry import game_names, get_game

WORDS = {"eternal": "Turn", "exodus": "Turn", "krieg": "Round", "wonders": "Round"}


def _played(game: str, steps: int, seed: int = 3):
    match = get_game(game).new_match(seed, 2)
    rng = Rng(seed)
    while not match.is_over and len(match.actions) < steps:
        match.apply_trusted(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game", game_names())
def test_every_game_says_where_it_stands_in_turns_or_rounds(game):
    start = save_document(_played(game, 0))["final"]["progress"]
    later = save_document(_played(game, 60))["final"]["progress"]
    assert start == f"Before {WORDS[game].lower()} 1"
    assert later.startswith(WORDS[game] + " ") and int(later.split()[1]) >= 1


def test_a_save_without_progress_still_loads_and_verifies(tmp_path):
    match = _played("krieg", 20)
    doc = save_document(match)
    del doc["final"]["progress"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc))
    loaded, _ = load_save(path, get_game)
    assert loaded.state_hash() == match.state_hash()


def test_progress_is_display_only_and_not_compared_on_load(tmp_path):
    match = _played("eternal", 30)
    path = save_match(match, tmp_path / "g.json")
    doc = json.loads(path.read_text())
    doc["final"]["progress"] = "Turn 99"
    path.write_text(json.dumps(doc))
    loaded, _ = load_save(path, get_game)
    assert loaded.state_hash() == match.state_hash()


@pytest.mark.parametrize("bad", [7, "Turn\n7", "x" * 65])
def test_a_progress_that_is_not_short_plain_text_is_refused(tmp_path, bad):
    doc = save_document(_played("krieg", 5))
    doc["final"]["progress"] = bad
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="final.progress"):
        load_save(path, get_game)
