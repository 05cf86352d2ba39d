"""Saves: round trips verify; every kind of damage is a one-line SaveError naming the problem."""
import copy
import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.core.saves import (
    FORMAT, VERSION, SaveError, Seat, dumps_save, load_save, match_from_document, save_document,
    save_match, verify_save,
)
from simulator.games.registry import get_game
from simulator.resources import example_saves


def _random_match(seed, seats=2, stop=None):
    match = get_game("krieg").new_match(seed, seats)
    rng = Rng(seed + 100)
    while not match.is_over and (stop is None or len(match.actions) < stop):
        match.apply_trusted(rng.choice(match.legal_actions()))
    return match


@pytest.fixture(scope="module")
def finished():
    return _random_match(11, seats=3)


@pytest.fixture(scope="module")
def document(finished):
    return save_document(finished, [Seat("human", "Ada"), Seat("bot", "greedy", 1), Seat("bot", "random")])


def _write(tmp_path, doc=None, text=None, name="game.json"):
    path = tmp_path / name
    path.write_text(text if text is not None else json.dumps(doc), encoding="utf-8")
    return path


def test_round_trip_rebuilds_the_same_game(tmp_path, finished):
    seats = [Seat("human", "Ada"), Seat("bot", "greedy", 1), Seat("bot", "random")]
    path = save_match(finished, tmp_path / "sub" / "g.json", seats)
    match, info = load_save(path, get_game)
    assert match.actions == finished.actions
    assert match.state_hash() == finished.state_hash() == info.hash
    assert info.steps == len(finished.actions) and info.game == "krieg"
    assert info.seats == tuple(seats)
    assert info.result == finished.result().to_json()
    assert match.is_over and match.result() == finished.result()


def test_document_has_the_design_keys(document, finished):
    assert document["format"] == FORMAT and document["version"] == VERSION
    assert document["ruleset"] == finished.rules.ruleset
    assert document["seat_count"] == 3 and document["seed"] == finished.setup.seed
    assert document["final"]["steps"] == len(document["actions"])
    assert list(document) == ["format", "version", "writer", "game", "ruleset", "seats", "seed", "seat_count",
                              "decks", "options", "actions", "final"]
    assert list(document["final"]) == ["steps", "hash", "result", "setup_hash", "actions_hash", "progress"]


def test_unfinished_game_saves_and_resumes(tmp_path):
    partial = _random_match(4, stop=9)
    match, info = load_save(save_match(partial, tmp_path / "mid.json"), get_game)
    assert not match.is_over and info.result is None and info.steps == 9
    match.apply(match.legal_actions()[0])   # play on from where the save stopped


def test_text_layout_is_one_action_per_line_and_parses_back(document):
    text = dumps_save(document)
    assert json.loads(text) == document
    assert sum(1 for line in text.splitlines() if line.strip().startswith('{"kind"')) == len(document["actions"])


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path, finished, monkeypatch):
    path = save_match(finished, tmp_path / "g.json")
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError, match="cannot write the save: No space left on device"):
        save_match(_random_match(5, stop=3), path)
    assert path.read_bytes() == before   # the old save survives a failed write
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def _tampered(doc, how):
    doc = copy.deepcopy(doc)
    if how == "changed action":
        a = doc["actions"][16]
        doc["actions"][16] = {"kind": "pass", "seat": (a["seat"] + 1) % doc["seat_count"]}
    elif how == "changed hash":
        doc["final"]["hash"] = "0" * 64
    elif how == "wrong version":
        doc["version"] = 99
    elif how == "old version":
        doc["version"] = 0
    elif how == "unknown game":
        doc["game"] = "chess"
    elif how == "other ruleset":
        doc["ruleset"] = "krieg-0"
    elif how == "missing key":
        del doc["decks"]
    elif how == "bad action field":
        doc["actions"][3]["card"] = "seven"
    elif how == "wrong format":
        doc["format"] = "pgn"
    elif how == "dropped last action":
        doc["actions"].pop()
    elif how == "dropped action and count":
        doc["actions"].pop()
        doc["final"]["steps"] -= 1
    elif how == "changed result":
        doc["final"]["result"] = None
    elif how == "different seed":
        doc["seed"] += 1
    elif how == "bad deck":
        doc["decks"]["unit"] = doc["decks"]["unit"][:2]
    elif how == "seat list":
        doc["seats"] = doc["seats"][:1]
    return doc


TAMPERING = {
    "changed action": r"step 17 is illegal: ",
    "changed hash": r"does not match the save \(tampered or from a different engine\)",
    "wrong version": r"save version 99 is newer",
    "old version": r"unsupported save version 0",
    "unknown game": r"unknown game 'chess'",
    "other ruleset": r"ruleset 'krieg-0'",
    "missing key": r"missing key 'decks'",
    "bad action field": r"step 4 is not a valid action: action field 'card' must be an integer",
    "wrong format": r"not a save: format is 'pgn'",
    "dropped last action": r"'final.steps' says \d+ actions but the save holds \d+ \(truncated",
    "dropped action and count": r"tampered or from a different engine",
    "changed result": r"'final.result' does not match",
    "different seed": r"step 1 is illegal",
    "bad deck": r"invalid setup: the unit deck has 2 cards",
    "seat list": r"'seats' describes 1 seats but 'seat_count' is 3",
}


@pytest.mark.parametrize("how", sorted(TAMPERING))
def test_tampered_save_is_one_clear_line(tmp_path, document, how):
    path = _write(tmp_path, _tampered(document, how))
    with pytest.raises(SaveError, match=TAMPERING[how]) as err:
        load_save(path, get_game)
    message = str(err.value)
    assert message.startswith(f"{path}: ") and "\n" not in message


@pytest.mark.parametrize("text, expected", [
    ("not json at all", r"not valid JSON: Expecting value \(line 1, column 1\)"),
    ("", r"the file is empty"),
    ("[1, 2, 3]", r"not a save: the document is a JSON list"),
    ('{"version": 1}', r"not a save: no 'format' key"),
])
def test_not_a_save(tmp_path, text, expected):
    with pytest.raises(SaveError, match=expected):
        load_save(_write(tmp_path, text=text), get_game)


def test_truncated_file_says_so(tmp_path, document):
    text = dumps_save(document)
    with pytest.raises(SaveError, match=r"not valid JSON \(the file is truncated\)"):
        load_save(_write(tmp_path, text=text[: len(text) // 2]), get_game)


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        load_save(tmp_path / "nope.json", get_game)
    with pytest.raises(SaveError, match="is a directory"):
        load_save(tmp_path, get_game)


def test_verify_report_shape(tmp_path, finished, document):
    ok = verify_save(save_match(finished, tmp_path / "ok.json"), get_game)
    assert ok["ok"] is True and ok["steps"] == len(finished.actions) and ok["error"] is None
    assert ok["hash"] == finished.state_hash()
    bad = verify_save(_write(tmp_path, _tampered(document, "changed hash"), name="bad.json"), get_game)
    assert bad["ok"] is False and bad["steps"] is None and "tampered" in bad["error"]


def test_every_example_save_verifies():
    saves = example_saves()
    assert any(p.name == "krieg-greedy-vs-random.json" for p in saves)
    for save in saves:
        doc = json.loads(save.read_text(encoding="utf-8"))
        match, info = match_from_document(doc, get_game, save.name)
        assert match.is_over and info.steps == len(doc["actions"])


def test_example_save_is_greedy_against_random():
    [save] = [p for p in example_saves() if p.name == "krieg-greedy-vs-random.json"]
    doc = json.loads(save.read_text(encoding="utf-8"))
    assert [s["name"] for s in doc["seats"]] == ["greedy", "random"]
    assert {s["kind"] for s in doc["seats"]} == {"bot"}


@settings(max_examples=40, deadline=None)
@given(step=st.integers(min_value=0), replacement=st.sampled_from([
    Action("pass", 0), Action("pass", 1), Action("choose", 0, choice="done"),
    Action("choose", 1, target=3), Action("play", 0, card=5, choice=0), Action("play", 1, card=40, choice=1),
]))
def test_any_replaced_action_is_refused_or_changes_nothing(document, step, replacement):
    doc = copy.deepcopy(document)
    step %= len(doc["actions"])
    original = Action.from_json(doc["actions"][step])
    doc["actions"][step] = replacement.to_json()
    if replacement == original:
        match_from_document(doc, get_game)
    else:   # illegal there, or legal but leading elsewhere: the hash catches it
        with pytest.raises(SaveError):
            match_from_document(doc, get_game)
