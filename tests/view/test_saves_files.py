"""Nothing lost (issue 13, items 3 and 4): "Save as" never replaces a file, each game has its
own autosave slot and Continue offers every unfinished game, stale temporary files go at
start, and Load game lists a hostile saves folder without a traceback."""
from __future__ import annotations

import errno
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

import simulator.view.files.storage as storage
from simulator.core.saves import load_save, save_match
from simulator.games.registry import get_game
from simulator.resources import example_saves
from simulator.view.files import autosaves
from simulator.view.scenes.continue_list import ContinueScene
from simulator.view.scenes.menu import MenuScene
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.saves_list import SavesListScene
from simulator.view.scenes.table import TableScene
from simulator.view.files.storage import numbered, write_new
from simulator.view.widgets import Button, Toast

from .pilot import Pilot, walk
from .test_table import open_table

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pipes, symlinks, flock and modes are POSIX")


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _buttons(pilot: Pilot) -> list[Button]:
    found = [n for n in walk(pilot.scene.root) if isinstance(n, Button) and n.visible]
    return sorted(found, key=lambda b: (b.world_rect().y, b.world_rect().x))


def _toasts(pilot: Pilot) -> list[str]:
    return [n.text for n in walk(pilot.scene.root) if isinstance(n, Toast)]


def _example() -> Path:
    return Path(str(example_saves()[0]))


# -- Save as --------------------------------------------------------------------------------------
def _save_as(pilot: Pilot) -> None:
    pilot.press("Menu")
    pilot.press("Save as…")


def test_two_saves_in_a_row_make_two_files_and_never_replace_one(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    scene = open_table(pilot, mode="hotseat")
    saves = tabletop_home / "saves"
    (saves / "krieg-001.json").write_text("somebody else's file")
    _save_as(pilot)
    _save_as(pilot)
    assert (saves / "krieg-001.json").read_text() == "somebody else's file"
    for name in ("krieg-002.json", "krieg-003.json"):
        match, _ = load_save(saves / name, get_game)
        assert match.state_hash() == scene.match.state_hash()
    assert not list(saves.glob(".*.tmp"))
    assert any("Saved as krieg-003" in t for t in _toasts(pilot) + [n.text for n in walk(scene.view.root)
                                                                    if isinstance(n, Toast)])


def test_a_file_that_appears_between_choosing_the_name_and_writing_is_kept(tabletop_home, monkeypatch):
    pilot = Pilot(size=(1280, 720))
    scene = open_table(pilot, mode="hotseat")
    saves = tabletop_home / "saves"
    real_link = os.link
    raced: list[str] = []

    def racing_link(src, dst, *args, **kwargs):
        if not raced:          # another program takes the name just before us
            raced.append(str(dst))
            Path(dst).write_text("the other program's save")
        return real_link(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "link", racing_link)
    _save_as(pilot)
    assert raced == [str(saves / "krieg-001.json")]
    assert (saves / "krieg-001.json").read_text() == "the other program's save"
    match, _ = load_save(saves / "krieg-002.json", get_game)
    assert match.state_hash() == scene.match.state_hash()
    assert sorted(p.name for p in saves.iterdir() if p.name.startswith("krieg")) == ["krieg-001.json",
                                                                                    "krieg-002.json"]


def test_without_hard_links_the_name_is_reserved_exclusively(tmp_path, monkeypatch):
    def no_link(src, dst, *args, **kwargs):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    (tmp_path / "x-001.json").write_text("old")
    first = write_new(tmp_path, numbered("x"), "one")
    second = write_new(tmp_path, numbered("x"), "two")
    assert (first.name, second.name) == ("x-002.json", "x-003.json")
    assert [p.read_text() for p in (tmp_path / "x-001.json", first, second)] == ["old", "one", "two"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x-001.json", "x-002.json", "x-003.json"]


def test_a_failed_save_as_says_so(tabletop_home, monkeypatch):
    pilot = Pilot(size=(1280, 720))
    scene = open_table(pilot, mode="hotseat")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage.tempfile, "mkstemp", full)
    _save_as(pilot)
    shown = [n.text for n in walk(scene.view.root) if isinstance(n, Toast)]
    assert any(t.startswith("Could not save in ") and "No space left on device" in t for t in shown)


# -- autosave slots and Continue ------------------------------------------------------------------
def _session(seed: int, mode: str = "hotseat"):
    return build_session("krieg", 2, mode, "greedy", seed)


def test_two_programs_autosave_to_different_files_and_continue_lists_both(tabletop_home):
    first, second = _session(3), _session(4)            # two programs' games
    assert first.autosave_path != second.autosave_path
    assert first.autosave_path.parent == second.autosave_path.parent == tabletop_home / "saves"
    for session in (first, second):
        assert session.autosave_path.name.startswith("autosave-") and session.autosave_path.is_file()
        session.apply(session.match.legal_actions()[0])
    second.apply(second.match.legal_actions()[0])
    now = time.time()
    os.utime(first.autosave_path, (now - 60, now - 60))
    os.utime(second.autosave_path, (now - 600, now - 600))
    a, _ = load_save(first.autosave_path, get_game)
    b, _ = load_save(second.autosave_path, get_game)
    assert (len(a.actions), len(b.actions)) == (1, 2)    # neither overwrote the other

    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Continue")
    assert isinstance(pilot.scene, ContinueScene)
    rows = [b for b in _buttons(pilot) if b.text.startswith("Krieg")]
    assert len(rows) == 2
    assert [e.path for e in pilot.scene.entries] == [first.autosave_path, second.autosave_path]   # newest first
    assert rows[0].text == "Krieg Eterna · Player 1 vs Player 2" and rows[0].detail.startswith("Before round 1 · today")
    pilot.frames(2)
    pilot.shot("continue-list-1280x720")
    pilot.click(rows[1].world_rect().center)
    table = pilot.scene
    assert isinstance(table, TableScene)
    assert table.session.autosave_path == second.autosave_path      # played on in place
    assert table.match.state_hash() == second.match.state_hash()


def test_continue_opens_the_only_game_at_once(tabletop_home):
    session = _session(3)
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Continue")
    assert isinstance(pilot.scene, TableScene)
    assert pilot.scene.session.autosave_path == session.autosave_path


@posix_only
def test_a_game_open_in_another_program_is_continued_as_a_copy(tabletop_home):
    import fcntl
    session = _session(3)
    path = session.autosave_path
    autosaves.release_all()                              # "this" program has left the game...
    other = os.open(autosaves.lock_path(path), os.O_RDWR)
    fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)    # ...and another program holds it
    try:
        before = path.read_bytes()
        pilot = Pilot(size=(1280, 720))
        pilot.app.show_menu()
        assert [a.elsewhere for a in pilot.scene.autosaves] == [True]
        pilot.press("Continue")
        table = pilot.scene
        assert isinstance(table, TableScene)
        assert table.session.autosave_path != path
        assert any("open in another window" in n.text for n in walk(table.view.root) if isinstance(n, Toast))
        pilot.click((640, 360))
        pilot.perform(table.match.legal_actions()[0])
        assert path.read_bytes() == before               # the other program's file is untouched
        assert len(load_save(table.session.autosave_path, get_game)[0].actions) == 1
    finally:
        os.close(other)


def test_an_old_autosave_json_still_shows_up_in_continue(tabletop_home):
    session = build_session("krieg", 2, "hotseat", "greedy", 5)
    session.apply(session.match.legal_actions()[0])
    legacy = tabletop_home / "saves" / "autosave.json"
    save_match(session.match, legacy, session.seats)
    os.unlink(session.autosave_path)
    autosaves.release_all()
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Continue")
    table = pilot.scene
    assert isinstance(table, TableScene)
    assert table.session.autosave_path == legacy
    assert table.match.state_hash() == session.match.state_hash()


def test_finished_games_and_stale_temp_files_are_cleaned_up_at_start(tabletop_home):
    saves, config = tabletop_home / "saves", tabletop_home / "config"
    saves.mkdir(parents=True)
    config.mkdir(parents=True)
    finished = saves / "autosave-20240101-120000-99.json"
    shutil.copy(_example(), finished)
    unfinished = _session(3).autosave_path
    autosaves.release_all()
    old = time.time() - 3600
    stale = [saves / ".autosave.json.k2j3h4.tmp", saves / ".krieg-004.json.abcdef.tmp",
             config / ".settings.json.x8y9z0.tmp"]
    for path in stale:
        path.write_text("half a fi")
        os.utime(path, (old, old))
    fresh = [saves / ".autosave-20240101-120000-7.json.qwerty.tmp", config / ".settings.json.fresh1.tmp"]
    for path in fresh:
        path.write_text("being written right now")
    keep = saves / ".my-notes.tmp"
    keep.write_text("not ours")
    os.utime(keep, (old, old))

    pilot = Pilot(size=(1280, 720))
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in fresh) and keep.exists()
    assert not finished.exists() and unfinished.exists()
    pilot.app.show_menu()
    assert [a.path for a in pilot.scene.autosaves] == [unfinished]


def test_an_unreadable_autosave_is_listed_as_such(tabletop_home):
    _session(3)
    broken = tabletop_home / "saves" / "autosave-20200101-000000-1.json"
    broken.write_bytes(b"[" * 100_000)
    autosaves.release_all()
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Continue")
    assert isinstance(pilot.scene, ContinueScene)
    rows = [b for b in _buttons(pilot) if "autosave-2020" in b.text or b.text.startswith("Krieg")]
    assert rows[0].text.startswith("Krieg") and rows[0].enabled
    assert "unreadable" in rows[1].detail and not rows[1].enabled


# -- Load game with a hostile saves folder ---------------------------------------------------------
@posix_only
def test_load_game_lists_a_hostile_saves_folder(tabletop_home, monkeypatch):
    saves = tabletop_home / "saves"
    saves.mkdir(parents=True)
    good = saves / "good.json"
    shutil.copy(_example(), good)
    os.symlink(saves / "gone.json", saves / "dangling.json")
    (saves / "folder.json").mkdir()
    locked = saves / "locked.json"
    shutil.copy(_example(), locked)
    os.chmod(locked, 0)
    odd = os.path.join(os.fsencode(saves), b"\xff\xfe-odd name.json")
    with open(odd, "wb") as fh:
        fh.write(_example().read_bytes())
    os.mkfifo(saves / "pipe.json")
    (saves / "control\x1b[31m\n.json").write_text("{}")
    if os.geteuid() == 0:        # root reads mode-000 files: refuse the way the OS would
        real = storage.probe_readable
        monkeypatch.setattr(storage, "probe_readable",
                            lambda p: "Permission denied" if p.name == "locked.json" else real(p))
    try:
        pilot = Pilot(size=(1280, 720))
        pilot.app.show_menu()
        pilot.press("Load game")
        scene = pilot.scene
        assert isinstance(scene, SavesListScene)
        labels = {label: path for label, path in scene.entries}
        assert labels["good"] == good
        assert labels["\ufffd\ufffd-odd name"] is not None
        assert labels["dangling: a link to a file that does not exist"] is None
        assert labels["folder: a folder, not a save"] is None
        assert labels["locked: unreadable: Permission denied"] is None
        assert labels["pipe: not a regular file"] is None
        pilot.frames(2)
        pilot.shot("load-game-hostile-folder")
        pilot.press("\ufffd\ufffd-odd name")
        assert isinstance(pilot.scene, TableScene)           # a non-UTF-8 name still loads
    finally:
        os.chmod(locked, 0o600)


@posix_only
def test_load_game_with_an_unreadable_saves_folder(tabletop_home, monkeypatch):
    saves = tabletop_home / "saves"
    saves.mkdir(parents=True)
    os.chmod(saves, 0)
    if os.geteuid() == 0:
        real = os.scandir

        def refuse(path=".", *args):
            if os.fspath(path) == os.fspath(saves):
                raise PermissionError(13, "Permission denied", str(path))
            return real(path, *args)
        monkeypatch.setattr(os, "scandir", refuse)
    try:
        pilot = Pilot(size=(1280, 720))
        pilot.app.show_menu()
        assert isinstance(pilot.scene, MenuScene)
        pilot.press("Load game")
        scene = pilot.scene
        assert isinstance(scene, SavesListScene) and scene.entries == []
        assert scene.problem and "Permission denied" in scene.problem
        pilot.frames(2)
        pilot.press("Back")
        pilot.press("New game")                               # and a new game can still start
        assert pilot.scene is not None
    finally:
        os.chmod(saves, 0o700)


def test_opening_a_bad_file_says_so_in_one_line(tabletop_home):
    saves = tabletop_home / "saves"
    saves.mkdir(parents=True)
    (saves / "huge-int.json").write_text('{"format": "tabletop-save", "version": ' + "9" * 5000 + "}")
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Load game")
    pilot.press("huge-int")
    assert isinstance(pilot.scene, SavesListScene)
    shown = _toasts(pilot)
    assert len(shown) == 1 and "huge-int.json" in shown[0] and "\n" not in shown[0]
