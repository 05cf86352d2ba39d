"""A hostile analysis sidecar beside a valid save (issue 32 item 4): `<save>.analysis.json`
is untrusted input, read through the bounded reader and checked field by field
(bots/sidecar_check.py). A bad one is ignored with a one-line notice, in the replay
viewer's graph place; it never crashes the viewer (it did: KeyError 'played_action')."""
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from simulator.bots.analysis import Verdict
from simulator.bots.sidecar import document, sidecar_path
from simulator.bots.sidecar_check import MAX_SIDECAR_BYTES, check_sidecar
from simulator.commands.cli import main
from simulator.core.saves import load_save
from simulator.games.registry import get_game
from simulator.resources import example_saves
from simulator.view.scenes.replay import ReplayScene

from ..view.pilot import Pilot
from .denied import deny  # noqa: F401  (fixture)

EXAMPLE = next(p for p in example_saves() if p.name == "krieg-greedy-vs-random.json")


@pytest.fixture
def save(tmp_path) -> Path:
    """A valid save of its own, in a folder the test may fill."""
    path = tmp_path / "game.json"
    shutil.copy(EXAMPLE, path)
    return path


def _good(save: Path) -> dict[str, Any]:
    """A well-formed sidecar of this save (made-up verdicts on its first five steps)."""
    match, info = load_save(save, get_game)
    verdicts = [Verdict(step, a.seat, "played", "best", 0.6, 0.5, 0.1, a, a)
                for step, a in enumerate(match.actions[:5])]
    return document(info, match, verdicts, {"nodes": 1})


def _row(doc: dict[str, Any], **fields: Any) -> dict[str, Any]:
    doc["decisions"][0].update(fields)
    return doc


def _drop(doc: dict[str, Any], key: str) -> dict[str, Any]:
    del doc["decisions"][0][key]
    return doc


# Each: what is wrong, how the good document is spoiled (or the file's raw bytes), a word the notice says.
HOSTILE: dict[str, tuple[Any, str]] = {
    "a decision without its played action": (lambda d: _drop(d, "played_action"), "lacks 'played_action'"),
    "a decision without its step": (lambda d: _drop(d, "step"), "lacks 'step'"),
    "decisions not a list": (lambda d: {**d, "decisions": {"0": 1}}, "decisions must be a list"),
    "a decision not an object": (lambda d: {**d, "decisions": [7]}, "is not an object"),
    "a step past the game's end": (lambda d: _row(d, step=10_000), "step must be a step of the game"),
    "a negative step": (lambda d: _row(d, step=-1), "step must be a step of the game"),
    "a step that is true": (lambda d: _row(d, step=True), "step must be a step of the game"),
    "a step that is a text": (lambda d: _row(d, step="3"), "step must be a step of the game"),
    "a seat past the game's seats": (lambda d: _row(d, seat=9), "seat must be a seat of the game"),
    "a win chance above one": (lambda d: _row(d, win_before=2.5), "win_before must be a number from 0 to 1"),
    "a win chance that is a text": (lambda d: _row(d, win_after="high"), "win_after must be a number from 0 to 1"),
    "a negative loss": (lambda d: _row(d, loss=-0.5), "loss must be a number from 0 to 1"),
    "a move's words too long": (lambda d: _row(d, played="x" * 5000), "played must be a text"),
    "an action that is a list": (lambda d: _row(d, best_action=[1, 2]), "best_action"),
    "an action with an unknown field": (lambda d: _row(d, played_action={"kind": "x", "seat": 0, "evil": 1}),
                                        "unknown field"),
    "an action without a kind": (lambda d: _row(d, played_action={"seat": 0}), "kind"),
    "a step judged twice": (lambda d: {**d, "decisions": [d["decisions"][0], d["decisions"][0]]}, "judged twice"),
    "more decisions than steps": (lambda d: {**d, "decisions": d["decisions"] * 40}, "decisions judged in a game"),
    "another format": (lambda d: {**d, "format": "something-else"}, "format"),
    "a later version": (lambda d: {**d, "version": 2}, "version must be 1"),
    "a hash that is a number": (lambda d: {**d, "save_hash": 12}, "save_hash must be a short text"),
    "another game's name": (lambda d: {**d, "game": "eternal"}, "not of krieg"),
    "a step count that differs": (lambda d: {**d, "steps": 3}, "the save has"),
    "swings that are not steps": (lambda d: {**d, "swings": ["a"]}, "swings must be a list of steps"),
    "settings that are a list": (lambda d: {**d, "settings": []}, "settings must be an object"),
    "a list, not an object": (lambda d: [d], "not an analysis"),
    "not JSON": (b"{ not json", "not JSON"),
    "not UTF-8": (b'{"format": "\xff\xfe"}', "not UTF-8"),
    "NaN for a number": (b'{"format": "tabletop-analysis", "x": NaN}', "NaN"),
    "a key twice": (b'{"format": "tabletop-analysis", "format": "tabletop-analysis"}', "appears twice"),
    "nested ten thousand deep": (b"[" * 10_000 + b"]" * 10_000, "nested more than"),
    "a huge integer": (b'{"steps": ' + b"9" * 5000 + b"}", "digits"),
    "larger than the limit": (b" " * (MAX_SIDECAR_BYTES + 1), "larger than"),
}


def _write_hostile(save: Path, case: str) -> Path:
    spoil, _ = HOSTILE[case]
    side = sidecar_path(save)
    side.write_bytes(spoil if isinstance(spoil, bytes) else json.dumps(spoil(_good(save))).encode())
    return side


def _facts(save: Path) -> tuple[str, int, int]:
    match, info = load_save(save, get_game)
    return info.hash, len(match.actions), match.setup.seats


def test_a_well_formed_sidecar_of_this_save_is_read(save):
    side = sidecar_path(save)
    side.write_text(json.dumps(_good(save)))
    save_hash, steps, seats = _facts(save)
    reading = check_sidecar(side, save_hash, game="krieg", steps=steps, seats=seats)
    assert reading.notice is None and [v.step for v in reading.verdicts] == [0, 1, 2, 3, 4]


def test_the_sidecar_of_another_game_is_passed_over_without_a_notice(save):
    side = sidecar_path(save)
    side.write_text(json.dumps({**_good(save), "save_hash": "the hash of a save that was replaced"}))
    reading = check_sidecar(side, _facts(save)[0], game="krieg")
    assert reading.verdicts is None and reading.notice is None


@pytest.mark.parametrize("case", HOSTILE)
def test_a_hostile_sidecar_is_ignored_with_a_one_line_notice(save, case):
    side = _write_hostile(save, case)
    save_hash, steps, seats = _facts(save)
    reading = check_sidecar(side, save_hash, game="krieg", steps=steps, seats=seats)
    assert reading.verdicts is None
    assert reading.notice is not None and "\n" not in reading.notice and len(reading.notice) <= 240
    assert reading.notice.startswith(f"The analysis {side.name} was ignored")
    assert HOSTILE[case][1] in reading.notice


@pytest.mark.parametrize("case, why", [
    ("a folder", "a folder, not a file"),
    ("a named pipe", "a named pipe, not a regular file"),
    ("a dangling link", "a link to a file that does not exist"),
    ("no permission", "Permission denied"),
])
def test_a_sidecar_that_is_no_regular_file_is_ignored_with_a_notice(tmp_path, deny, case, why):
    folder = tmp_path / "games"
    folder.mkdir()
    save = folder / "game.json"
    shutil.copy(EXAMPLE, save)
    side = sidecar_path(save)
    if case == "a folder":
        side.mkdir()
    elif case == "a named pipe":
        os.mkfifo(side)
    elif case == "a dangling link":
        side.symlink_to(folder / "gone.json")
    save_hash = _facts(save)[0]
    if case == "no permission":
        side.write_text(json.dumps(_good(save)))
        deny(folder)
    reading = check_sidecar(side, save_hash)
    assert reading.verdicts is None and reading.notice is not None and why in reading.notice


def test_a_sidecar_whose_name_is_too_long_is_no_sidecar(tmp_path):
    side = tmp_path / ("n" * 300 + ".analysis.json")
    reading = check_sidecar(side, "abc")
    assert reading.verdicts is None and reading.notice is not None and "\n" not in reading.notice


@pytest.mark.parametrize("case", ["a decision without its played action", "nested ten thousand deep", "not JSON"])
def test_the_replay_viewer_opens_beside_a_hostile_sidecar_and_says_it_was_ignored(save, case):
    _write_hostile(save, case)
    pilot = Pilot(size=(1280, 720))
    match, info = load_save(save, get_game)
    scene = ReplayScene(pilot.app, match.game, match.setup, list(match.actions), list(info.seats), save=save)
    pilot.app.switch(scene)
    pilot.frames(2)
    assert pilot.app.crashes == []
    assert not scene.analysis.shown and scene.analysis.status.startswith("The analysis game.analysis.json was ignored")
    assert scene.analyze_button.visible           # the player may analyze the game afresh


def test_replay_from_the_command_line_beside_a_hostile_sidecar_runs(capsys, save):
    _write_hostile(save, "a decision without its played action")
    code = main(["replay", str(save), "--frames", "2"])
    err = capsys.readouterr().err
    assert code == 0 and "Traceback" not in err, err
