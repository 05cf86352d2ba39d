"""Issue 29, item 6: your record. The Records screen and `tabletop records [GAME] [--json]`
count your finished games from your saves and autosaves (and the records kept of finished
autosaves that start-up removes): against bots by game, level and your deck, hot-seat by
person and pair, with the arena's Wilson intervals; each game once (an autosave and its
saved copy are one game), unfinished games and games of bots only not counted, hostile files
skipped; your accuracy over time where an analysis gives it, else no accuracy at all."""
from __future__ import annotations

import json
import os
import shutil

import pytest

from simulator.commands.arena import wilson
from simulator.commands.cli import main
from simulator.resources import example_saves
from simulator.view.files import autosaves
from simulator.view.files.game_records import collect, records_dir
from simulator.view.files.storage import saves_dir
from simulator.view.scenes.records import RecordsScene, open_records
from simulator.view.session.records import tally
from simulator.view.widgets import Label, layout_problems

from .pilot import Pilot, walk
from .records_games import finished, save, with_accuracy


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _your_games() -> None:
    """Three Krieg games against bots (won against Easy twice, lost to Hard once), an
    Eternal game won against Normal with an analysis giving you 80% accuracy, two hot-seat
    Krieg games of Ada and Ben (one each), an unfinished game, a copy of a counted game, a
    game of bots only, and two files that are not saves."""
    folder = saves_dir()
    save(finished("krieg", "bot", "easy", 1, seed=1), folder, "krieg-001.json")
    won = finished("krieg", "bot", "easy", 1, seed=2)
    save(won, folder, "krieg-002.json")
    save(won, folder, "autosave-20240101-120000-1.json")         # its autosave: the same game
    save(finished("krieg", "bot", "hard", 0, seed=3), folder, "krieg-003.json")
    eternal = save(finished("eternal", "bot", "normal", 1, seed=4), folder, "eternal-001.json")
    with_accuracy(eternal, {"1": 80.0, "2": 55.5})
    save(finished("krieg", "hotseat", "easy", 1, seed=5, names=["Ada", "Ben"]), folder, "krieg-004.json")
    save(finished("krieg", "hotseat", "easy", 0, seed=6, names=["Ada", "Ben"]), folder, "krieg-005.json")
    save(finished("krieg", "bot", "easy", None, seed=7), folder, "krieg-006.json")   # unfinished
    shutil.copy(str(next(p for p in example_saves() if p.name.startswith("krieg"))), folder / "bots.json")
    (folder / "broken.json").write_text("[" * 100)
    (folder / "not-a-save.json").write_text(json.dumps({"format": "tabletop-save", "game": "krieg"}))


def _records_json(*args: str, capsys) -> dict:
    assert main(["records", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_games_against_bots_are_counted_by_game_level_and_deck_once_each(tabletop_home, capsys):
    _your_games()
    doc = _records_json(capsys=capsys)
    bots = doc["versus_bots"]
    assert bots["games"] == 4 and doc["games"] == 6
    assert {r["label"]: (r["wins"], r["losses"], r["draws"]) for r in bots["by_level"]} == \
        {"Easy": (2, 0, 0), "Hard": (0, 1, 0), "Normal": (1, 0, 0)}
    assert {r["label"]: r["games"] for r in bots["by_game"]} == {"Krieg Eterna": 3, "Eternal Card Game": 1}
    eternal_deck = [r for r in bots["by_deck"] if r["label"].endswith("(Eternal Card Game)")]
    assert len(eternal_deck) == 1 and eternal_deck[0]["wins"] == 1


def test_scores_carry_the_arenas_wilson_interval(tabletop_home, capsys):
    _your_games()
    krieg = next(r for r in _records_json(capsys=capsys)["versus_bots"]["by_game"] if r["label"] == "Krieg Eterna")
    lo, hi = wilson(2, 3)
    assert krieg["score"] == round(2 / 3, 4) and krieg["ci95"] == [round(lo, 4), round(hi, 4)]


def test_hot_seat_games_are_kept_apart_and_count_each_person_by_name(tabletop_home, capsys):
    _your_games()
    hot = _records_json(capsys=capsys)["hotseat"]
    assert hot["games"] == 2
    assert {r["label"]: (r["wins"], r["losses"]) for r in hot["by_person"]} == {"Ada": (1, 1), "Ben": (1, 1)}
    assert [(r["label"], r["wins"], r["losses"]) for r in hot["by_pair"]] == [("Ada vs Ben", 1, 1)]


def test_unfinished_games_copies_bot_games_and_hostile_files_are_left_out_and_said(tabletop_home, capsys):
    _your_games()
    doc = _records_json(capsys=capsys)
    assert doc["left_out"] == {"unfinished": 1, "retries": 0, "copies": 1, "without_people": 1}
    assert sorted(s["file"] for s in doc["skipped"]) == ["broken", "not-a-save"]


def test_accuracy_comes_from_the_analysis_and_is_left_out_without_one(tabletop_home, capsys):
    _your_games()
    doc = _records_json(capsys=capsys)
    assert [(p["game"], p["who"], p["accuracy"]) for p in doc["accuracy"]] == [("eternal", "You", 80.0)]
    assert "accuracy" not in _records_json("krieg", capsys=capsys)


def test_records_of_one_game_and_an_unknown_game(tabletop_home, capsys):
    _your_games()
    doc = _records_json("eternal", capsys=capsys)
    assert doc["game"] == "eternal" and doc["games"] == 1 and doc["hotseat"]["games"] == 0
    assert main(["records", "nosuchgame"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert main(["records"]) == 0
    text = capsys.readouterr().out
    assert "Against bots, by level" in text and "Hot-seat, by person" in text and "95% CI" in text


def test_a_finished_autosave_removed_at_start_is_still_counted_once(tabletop_home):
    session = finished("krieg", "bot", "hard", 0, seed=8, autosave=True)
    slot = session.autosave_path
    save(session, saves_dir(), "krieg-001.json")          # and kept as a save too
    autosaves.release_all()
    assert slot in autosaves.cleanup()["finished"]
    assert len(os.listdir(records_dir())) == 1
    got = collect()
    assert [r.source for r in got.counted] == ["krieg-001.json"] and got.copies == 1
    (saves_dir() / "krieg-001.json").unlink()
    got = collect()
    assert len(got.counted) == 1 and got.counted[0].outcome(0) == "loss"


def test_a_kept_record_that_was_tampered_with_is_skipped(tabletop_home):
    session = finished("krieg", "bot", "hard", 0, seed=8, autosave=True)
    autosaves.release_all()
    autosaves.cleanup()
    (kept,) = records_dir().iterdir()
    kept.write_text(kept.read_text().replace('"winners": [', '"winners": [7, '))
    got = collect()
    assert not got.counted and got.skipped and "winners" in got.skipped[0][1]
    assert session.match.is_over


def test_the_records_screen_after_games_against_bots_and_hot_seat(tabletop_home):
    _your_games()
    for size in ((1280, 720), (1920, 1080)):
        pilot = Pilot(size=size)
        pilot.app.show_menu()
        open_records(pilot.app)
        pilot.frames(2)
        scene = pilot.scene
        assert isinstance(scene, RecordsScene)
        texts = [n.text for n in walk(scene.root) if isinstance(n, Label)]
        assert "Against bots" in texts and "Hot-seat" in texts and "Accuracy over time" in texts
        assert {"Easy", "Hard", "Normal", "Ada", "Ben", "Ada vs Ben"} <= set(texts)
        assert "2-0-0" in texts and f"[{wilson(2, 2)[0]:.3f}, 1.000]" in texts
        assert any(t.startswith("6 games counted: 4 against bots, 2 hot-seat") and "1 unfinished" in t for t in texts)
        assert not layout_problems(scene.root, size)
        pilot.shot(f"records-{size[0]}x{size[1]}")
        pilot.press("Eternal Card Game")
        texts = [n.text for n in walk(scene.root) if isinstance(n, Label)]
        assert "No hot-seat games yet" in texts and "Normal" in texts
        pilot.press("Back")
        assert not isinstance(pilot.scene, RecordsScene)
        pilot.close()


def test_the_records_screen_with_no_games_says_how_games_get_there(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    open_records(pilot.app)
    pilot.frames(1)
    texts = [n.text for n in walk(pilot.scene.root) if isinstance(n, Label)]
    assert any(t.startswith("No finished games yet") for t in texts)
    assert tally(collect()).counted == 0


def test_records_and_puzzles_are_reached_from_the_main_menu():
    """Issue 29: "Your record" and "Puzzles" sit in the main menu's Practice column."""
    from simulator.view.scenes.puzzles import PuzzlesScene
    from simulator.view.scenes.records import RecordsScene
    from tests.view.pilot import Pilot

    pilot = Pilot(size=(1280, 720))
    for button, scene in (("Your record", RecordsScene), ("Puzzles", PuzzlesScene)):
        pilot.app.show_menu()
        pilot.frames(1)
        pilot.press(button)
        pilot.frames(1)
        assert isinstance(pilot.scene, scene), button
