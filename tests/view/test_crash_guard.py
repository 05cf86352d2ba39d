"""The top-level guard (issue 13, item 3): an exception anywhere in a frame becomes the crash
dialog with a report on disk and "Back to menu"; the autosave stays intact; a failing
dialog falls back to the menu; a crash loop ends on a screen that cannot fail."""
from __future__ import annotations

import pytest

from simulator.core.saves import load_save
from simulator.games.registry import get_game
from simulator.view.node import UIEvent
from simulator.view.scenes.crash import CrashScene, LastResortScene, TextBlock
from simulator.view.scenes.menu import MenuScene
from simulator.view.scenes.table import TableScene

from .pilot import Pilot, walk
from .test_table import open_table


def _boom(*args, **kwargs):
    raise RuntimeError("the table fell over")


def _dialog_text(scene) -> str:
    return " ".join(" ".join(n.lines) for n in walk(scene.root) if isinstance(n, TextBlock))


@pytest.mark.parametrize("stage", ["handle", "update", "draw"])
def test_a_scene_that_raises_shows_the_crash_dialog_with_a_report(stage, tabletop_home, monkeypatch):
    pilot = Pilot(size=(1280, 720), strict=False)
    scene = open_table(pilot, mode="hotseat")
    pilot.click((640, 360))                       # lift the hand-over cover
    pilot.perform(scene.match.legal_actions()[0])
    steps = len(scene.match.actions)
    assert steps >= 1
    autosave = scene.session.autosave_path
    saved = autosave.read_bytes()
    monkeypatch.setattr(scene, stage, _boom)
    pilot.app.post(UIEvent("move", (10, 10)))
    pilot.frames(2)

    dialog = pilot.scene
    assert isinstance(dialog, CrashScene)
    assert pilot.app.running
    report = pilot.app.crashes[-1]
    assert report.path is not None and report.path.is_file()
    assert report.path.parent == tabletop_home / "crash-reports"
    assert report.path.name.startswith("crash-") and report.path.suffix == ".txt"
    text = report.path.read_text()
    assert "Traceback (most recent call last)" in text and "RuntimeError: the table fell over" in text
    assert "game: krieg" in text and f"steps: {steps}" in text
    assert "program: tabletop-simulator" in text and "platform: " in text
    assert f"where: TableScene.{stage}" in text
    shown = _dialog_text(dialog)
    assert "RuntimeError: the table fell over" in shown
    assert str(report.path).replace(" ", "") in shown.replace(" ", "")
    assert "Your game is safe" in shown
    pilot.frames(3)
    assert pilot.app.crashes[-1] is report and len(list(report.path.parent.iterdir())) == 1
    if stage == "draw":
        pilot.shot("crash-dialog-1280x720")

    assert autosave.read_bytes() == saved          # not rewritten from a possibly broken state
    match, _ = load_save(autosave, get_game)
    pilot.press("Back to menu")
    assert isinstance(pilot.scene, MenuScene)
    pilot.press("Continue")
    resumed = pilot.scene
    assert isinstance(resumed, TableScene)
    assert len(resumed.match.actions) == steps
    assert resumed.match.state_hash() == match.state_hash() == scene.match.state_hash()


def test_an_error_from_the_bot_worker_is_caught_too(tabletop_home, monkeypatch):
    pilot = Pilot(size=(1280, 720), strict=False)
    scene = open_table(pilot, mode="bot")
    monkeypatch.setattr(scene.session.worker, "poll", lambda: {}["job"])     # a garbled answer
    for _ in range(200):
        pilot.frames()
        if isinstance(pilot.scene, CrashScene):
            break
        if scene.my_turn:                       # make the person's move so the bot must answer
            pilot.perform(scene.match.legal_actions()[0])
    assert isinstance(pilot.scene, CrashScene)
    assert "KeyError" in pilot.app.crashes[-1].reason


def test_a_failing_dialog_falls_back_to_the_menu(tabletop_home, monkeypatch):
    pilot = Pilot(size=(1280, 720), strict=False)
    scene = open_table(pilot, mode="hotseat")
    monkeypatch.setattr(scene, "update", _boom)
    monkeypatch.setattr(CrashScene, "draw", _boom)
    pilot.frames(3)
    assert isinstance(pilot.scene, MenuScene)
    assert len(pilot.app.crashes) == 2
    pilot.frames(5)
    assert isinstance(pilot.scene, MenuScene) and pilot.app.running


def test_a_crash_loop_ends_on_the_last_resort_screen(tabletop_home, monkeypatch):
    pilot = Pilot(size=(1280, 720), strict=False)
    scene = open_table(pilot, mode="hotseat")
    monkeypatch.setattr(scene, "draw", _boom)
    monkeypatch.setattr(CrashScene, "draw", _boom)
    monkeypatch.setattr(MenuScene, "draw", _boom)
    pilot.frames(30)
    assert isinstance(pilot.scene, LastResortScene)
    assert pilot.app.running
    reports = list((tabletop_home / "crash-reports").iterdir())
    assert 1 <= len(reports) <= 4                   # no report per frame
    pilot.shot("crash-last-resort")
    monkeypatch.undo()
    pilot.click((640, 360))                         # the menu works again: a click gets there
    assert isinstance(pilot.scene, MenuScene)


def test_a_crash_report_that_cannot_be_written_still_shows_the_dialog(tabletop_home, monkeypatch):
    import simulator.view.files.crash as crash
    (tabletop_home).mkdir(parents=True, exist_ok=True)
    (tabletop_home / "crash-reports").write_text("a file where the folder should be")
    monkeypatch.setattr(crash.tempfile, "gettempdir", lambda: str(tabletop_home / "crash-reports" / "nope"))
    pilot = Pilot(size=(1280, 720), strict=False)
    pilot.app.show_menu()
    monkeypatch.setattr(pilot.scene, "update", _boom)
    pilot.frames(2)
    assert isinstance(pilot.scene, CrashScene)
    report = pilot.app.crashes[-1]
    assert report.path is None and report.write_error
    assert "could not be written" in _dialog_text(pilot.scene)
    pilot.press("Back to menu")
    assert isinstance(pilot.scene, MenuScene)


def test_tests_still_see_exceptions_by_default():
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.scene.update = _boom
    with pytest.raises(RuntimeError):
        pilot.frames()


def test_a_start_screen_that_fails_shows_the_dialog_and_a_headless_run_exits_1(tabletop_home, tmp_path):
    from simulator.view.launch import run_app
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    shot = tmp_path / "shot.png"
    assert run_app(start="replay", replay=bad, frames=3, screenshot=str(shot), size=(1280, 720)) == 1
    assert shot.is_file()
    reports = list((tabletop_home / "crash-reports").glob("crash-*.txt"))
    assert len(reports) == 1 and "SaveError" in reports[0].read_text()
