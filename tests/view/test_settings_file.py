"""settings.json is untrusted input (issue 13, item 3): a hostile file starts the program
with defaults and one notice on the menu; a named pipe does not hang the start; a failed
write is shown to the player."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import simulator.view.files.storage as storage
from simulator.view.scenes.menu import MenuScene
from simulator.view.scenes.settings import SettingsScene
from simulator.view.files.storage import SETTINGS_LIMIT, Settings
from simulator.view.widgets import Toast

from .pilot import Pilot, walk

HOSTILE = {
    "400-digit ui_scale": b'{"ui_scale": ' + b"9" * 400 + b"}",
    "5000-digit ui_scale": b'{"ui_scale": ' + b"9" * 5000 + b"}",
    "NaN": b'{"ui_scale": NaN, "anim_speed": Infinity}',
    "1e999": b'{"anim_speed": 1e999}',
    "100,000 levels": b"[" * 100_000 + b"]" * 100_000,
    "nested in a field": b'{"ui_scale": ' + b"[" * 5000 + b"]" * 5000 + b"}",
    "not UTF-8": b'{"ui_scale": "\xff\xfe"}',
    "not JSON": b'{"ui_scale": 1.0,',
    "a list": b"[1, 2, 3]",
    "a string scale": b'{"ui_scale": "1.5"}',
    "a bool scale": b'{"ui_scale": true}',
    "out of range": b'{"ui_scale": 40, "anim_speed": -1}',
    "an int flag": b'{"fullscreen": 1, "reveal_all": "yes"}',
    "too large": b" " * (SETTINGS_LIMIT + 1) + b"{}",
    "a NUL": b'{"ui_scale": 1.0}\x00',
    "a palette that is not one": b'{"palette": "neon"}',
    "a palette that is a list": b'{"palette": ["standard"]}',
    "a huge palette name": b'{"palette": "' + b"d" * 5000 + b'"}',
    "text size out of range": b'{"text_size": 9}',
    "a string text size": b'{"text_size": "1.3"}',
    "keys not an object": b'{"keys": ["undo", "u"]}',
}


def _write(home, data: bytes):
    folder = home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_bytes(data)
    return folder / "settings.json"


def _menu_toasts(pilot: Pilot) -> list[str]:
    return [n.text for n in walk(pilot.scene.root) if isinstance(n, Toast)]


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_settings_file_starts_with_defaults_and_one_notice(case, tabletop_home):
    _write(tabletop_home, HOSTILE[case])
    pilot = Pilot(size=(1280, 720), read_settings=True)
    assert pilot.app.settings == Settings()
    pilot.app.show_menu()
    toasts = _menu_toasts(pilot)
    assert len(toasts) == 1, toasts
    assert toasts[0].startswith("Settings file was unreadable: ") and toasts[0].endswith("; defaults used")
    assert len(toasts[0]) < 300
    pilot.frames(3)
    if case == "400-digit ui_scale":
        pilot.shot("settings-notice-on-menu")
    pilot.app.show_menu()                       # told once
    assert _menu_toasts(pilot) == []


def test_good_fields_are_kept_next_to_a_bad_one(tabletop_home):
    _write(tabletop_home, json.dumps({"ui_scale": 1.25, "anim_speed": "fast", "reveal_all": True}).encode())
    settings, notice = Settings.load_checked()
    assert settings == Settings(ui_scale=1.25, reveal_all=True)
    assert notice is not None and "anim_speed" in notice


def test_a_good_or_missing_settings_file_says_nothing(tabletop_home):
    assert Settings.load_checked() == (Settings(), None)
    _write(tabletop_home, json.dumps({"ui_scale": 1.5, "anim_speed": 2, "fullscreen": False,
                                      "reveal_all": True, "from_a_newer_version": 1}).encode())
    assert Settings.load_checked() == (Settings(ui_scale=1.5, anim_speed=2.0, reveal_all=True), None)


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_odd_things_named_settings_json(tabletop_home):
    folder = tabletop_home / "config"
    (folder / "settings.json").mkdir(parents=True)
    settings, notice = Settings.load_checked()
    assert settings == Settings() and notice and "folder" in notice
    (folder / "settings.json").rmdir()
    os.symlink(folder / "nowhere.json", folder / "settings.json")
    settings, notice = Settings.load_checked()
    assert settings == Settings() and notice and "does not exist" in notice


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_settings_does_not_hang_the_start(tabletop_home):
    folder = tabletop_home / "config"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "settings.json")
    code = ("from simulator.view.app import App\n"
            "app = App(size=(1280, 720), headless=True)\n"
            "notices = list(app.notices)\n"
            "app.show_menu(); app.frame()\n"
            "print(app.settings == type(app.settings)(), repr(notices))\n")
    env = dict(os.environ, TABLETOP_HOME=str(tabletop_home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("True ") and "not a regular file" in out.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="folder modes are POSIX")
def test_a_failed_settings_write_is_shown(tabletop_home, monkeypatch):
    folder = tabletop_home / "config"
    folder.mkdir(parents=True)
    os.chmod(folder, 0o500)
    if os.geteuid() == 0:        # root writes anyway: make the write fail the way it would
        def refuse(path, text):
            raise PermissionError(13, "Permission denied", str(path))
        monkeypatch.setattr(storage, "write_atomic", refuse)
    try:
        pilot = Pilot(size=(1280, 720))
        pilot.app.show_menu()
        pilot.press("Settings")
        assert isinstance(pilot.scene, SettingsScene)
        pilot.press("1.25×")
        assert pilot.app.settings.ui_scale == 1.25          # applies anyway, for this run
        toasts = [n.text for n in walk(pilot.scene.root) if isinstance(n, Toast)]
        assert len(toasts) == 1 and toasts[0].startswith("Settings could not be saved (Permission denied)")
        assert not (folder / "settings.json").exists()
        pilot.frames(2)
        pilot.shot("settings-save-failed")
    finally:
        os.chmod(folder, 0o700)


def test_settings_are_saved_and_read_back(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Settings")
    pilot.press("2×")
    assert Settings.load_checked() == (Settings(anim_speed=2.0), None)
    assert isinstance(pilot.scene, SettingsScene) and pilot.scene.save_error is None
    assert not isinstance(pilot.scene, MenuScene)


def test_the_bounded_json_reader_refuses_deep_nesting_long_numbers_and_nan():
    for text, why in (("[" * 100_000 + "]" * 100_000, "nested"), ('{"a": "[[[[", "b": [[1]]}', None),
                      ("1" * 400, "digits"), ("NaN", "NaN"), ("-Infinity", "Infinity"), ("1e400", "out of range"), ('{"a": 1, "a": 2}', "appears twice")):
        if why is None:
            assert storage.loads_bounded(text, 3) == {"a": "[[[[", "b": [[1]]}     # brackets in strings do not count
            continue
        with pytest.raises(ValueError, match=why):
            storage.loads_bounded(text, 16)


# -- key bindings, palette and text size ----------------------------------------------------------
def test_palette_text_size_and_key_bindings_are_read_back(tabletop_home):
    wanted = Settings(palette="tritanopia", text_size=1.3, keys={"undo": "backspace", "next": "shift+n"})
    wanted.save()
    assert Settings.load_checked() == (wanted, None)


def test_unknown_key_actions_and_keys_are_ignored_with_a_notice(tabletop_home):
    keys = {"undo": "backspace", "jump": "j", "hint": "no such key", "zoom": 7, "next": "ctrl+hyper+n",
            "end_turn": "backspace", "cancel": {"deep": [1]}, "confirm": "x" * 5000}
    _write(tabletop_home, json.dumps({"ui_scale": 1.25, "keys": keys}).encode())
    settings, notice = Settings.load_checked()
    assert settings == Settings(ui_scale=1.25, keys={"undo": "backspace"})
    assert notice is not None and notice.startswith("Settings file: key bindings ignored: ") and len(notice) < 300
    assert "jump" in notice and "more" in notice
    pilot = Pilot(size=(1280, 720), read_settings=True)            # the program starts, told once
    pilot.app.show_menu()
    toasts = _menu_toasts(pilot)
    assert len(toasts) == 1 and toasts[0] == notice


def test_too_many_key_bindings_are_cut(tabletop_home):
    keys = {f"action{i}": "a" for i in range(5000)}
    _write(tabletop_home, json.dumps({"keys": keys}).encode())
    settings, notice = Settings.load_checked()
    assert settings == Settings() and notice is not None


def test_the_settings_screen_rebinds_a_key_by_pressing_it(tabletop_home):
    import pygame

    from simulator.view.node import UIEvent

    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Settings")
    pilot.press("Change keys…")
    pilot.press("U, Z")                                           # Undo's keys: wait for a key
    scene = pilot.scene
    assert isinstance(scene, SettingsScene) and scene.capturing == "undo"
    pilot.app.post(UIEvent("key", key=pygame.K_LSHIFT, mod=pygame.KMOD_SHIFT))   # a modifier alone: still waiting
    pilot.frames()
    assert scene.capturing == "undo"
    pilot.app.post(UIEvent("key", key=pygame.K_e))                # E was Pass's: the two swap
    pilot.frames()
    assert scene.capturing is None
    assert pilot.app.settings.keys == {"undo": "e", "end_turn": "u"}
    assert Settings.load_checked()[0].keys == {"undo": "e", "end_turn": "u"}
    assert "Pass / end turn now uses U" in scene.note
    pilot.frames(2)
    pilot.shot("settings-keys-rebound")
    pilot.press("H")                                              # Hint: Escape cancels, F1 cannot be used
    pilot.app.post(UIEvent("key", key=pygame.K_F1))
    pilot.frames()
    assert "cannot be used" in scene.note and pilot.app.settings.keys["undo"] == "e"
    pilot.press("H")
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames()
    assert scene.capturing is None and isinstance(pilot.scene, SettingsScene) and scene.page == "keys"
    pilot.press("Reset all to defaults")
    assert pilot.app.settings.keys == {} and Settings.load_checked()[0].keys == {}
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))           # the keys page goes back to Settings
    pilot.frames()
    assert scene.page == "main" and isinstance(pilot.scene, SettingsScene)


def test_the_settings_screen_sets_the_palette_and_the_text_size(tabletop_home):
    from simulator.view.style import theme

    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Settings")
    try:
        pilot.press("Protanopia")
        assert theme.palette == "protanopia" and theme.LEGAL == theme.PALETTES["protanopia"]["LEGAL"]
        pilot.press("1.15×")
        assert Settings.load_checked()[0] == Settings(palette="protanopia", text_size=1.15)
        pilot.frames(2)
        pilot.shot("settings-palette-protanopia")
        pilot.press("Standard")
        assert theme.palette == "standard"
    finally:
        theme.apply_palette("standard")
