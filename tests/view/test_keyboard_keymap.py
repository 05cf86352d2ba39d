"""The key map as data (input/keymap.py): key names of its own, default keys, rebinding
that leaves every action a key, untrusted bindings checked, and the controls list lines."""
from __future__ import annotations

import pygame
import pytest

from simulator.view.input.keymap import (
    ACTIONS,
    DEFAULTS,
    TITLES,
    Key,
    KeyMap,
    check_bindings,
    control_lines,
    key_name,
    parse_key,
    shown_name,
)


def test_every_action_has_words_a_title_and_default_keys_that_parse():
    assert set(ACTIONS) == set(TITLES) == set(DEFAULTS)
    seen: set[Key] = set()
    for action, names in DEFAULTS.items():
        for name in names:
            key = parse_key(name)
            assert key is not None, name
            assert key not in seen, f"{name} is a default of two actions"
            seen.add(key)


def test_key_names_round_trip_and_odd_ones_are_refused():
    assert parse_key("shift+tab") == Key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert parse_key(" Return ") == Key(pygame.K_RETURN)
    assert key_name(pygame.K_TAB, pygame.KMOD_LSHIFT) == "shift+tab"
    assert key_name(pygame.K_e, pygame.KMOD_NUM | pygame.KMOD_CAPS) == "e"
    assert parse_key(key_name(pygame.K_KP_ENTER) or "") == Key(pygame.K_KP_ENTER)
    for bad in ("", "f1", "/", "hyper+e", "shift++", "x" * 41, None, 5, ["e"]):
        assert parse_key(bad) is None, bad
    assert key_name(pygame.K_F1) is None and key_name(pygame.K_LSHIFT) is None
    assert [shown_name(n) for n in ("return", "shift+tab", "e", "page down")] == ["Enter", "Shift+Tab", "E", "Page Down"]


def test_the_defaults_tell_tab_from_shift_tab():
    keys = KeyMap()
    assert keys.action(pygame.K_TAB) == "next"
    assert keys.action(pygame.K_TAB, pygame.KMOD_RSHIFT) == "previous"
    assert keys.action(pygame.K_z) == "undo" and keys.action(pygame.K_u) == "undo"
    assert keys.action(pygame.K_z, pygame.KMOD_CTRL) is None
    assert keys.action(pygame.K_RETURN, pygame.KMOD_NUM) == "confirm"
    assert keys.action(pygame.K_q) is None


def test_rebinding_takes_the_key_from_another_action_and_swaps_when_it_is_left_without():
    keys = KeyMap()
    assert keys.bind("zoom", "tab") is None                   # Next keeps Right and Down
    assert keys.names("next") == ["right", "down"] and keys.action(pygame.K_TAB) == "zoom"
    assert keys.bind("undo", "e") == "end_turn"                # Pass had only E: it gets U
    assert keys.names("end_turn") == ["u"] and keys.names("undo") == ["e"]
    assert all(keys.names(a) for a in ACTIONS), "every action keeps a key"
    assert KeyMap(keys.overrides).overrides == keys.overrides
    with pytest.raises(ValueError):
        keys.bind("jump", "j")
    keys.reset()
    assert keys.overrides == {} and keys.names("undo") == ["u", "z"]


def test_untrusted_bindings_keep_what_is_good():
    kept, ignored = check_bindings({"undo": "Backspace", "jump": "j", "hint": "backspace", "zoom": 3})
    assert kept == {"undo": "backspace"} and len(ignored) == 3
    assert check_bindings([1, 2]) == ({}, ["keys must map actions to key names"])


def test_the_controls_list_follows_the_bindings():
    lines = control_lines()
    assert len(lines) == len(ACTIONS)
    assert lines[0] == ("Tab, Right, Down", ACTIONS["next"])
    assert ("Enter, Space, Keypad Enter", ACTIONS["confirm"]) in lines
    assert ("E", ACTIONS["end_turn"]) in lines and ("U, Z", ACTIONS["undo"]) in lines
    assert ("F", ACTIONS["zoom"]) in control_lines({"zoom": "f"})
