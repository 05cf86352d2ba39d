"""The table's key map as data: what each key action does, its default keys, the player's
rebinding (kept in Settings.keys as action -> key name), and the lines the controls list
shows.

A key is named in words ("tab", "shift+tab", "return", "e"): the names are this module's
own table (KEY_CODES), not pygame.key.name, so a settings file reads the same on every
system and before pygame starts. A binding without "shift+"/"ctrl+"/"alt+" matches only
when none of those is held, so Tab and Shift+Tab can do different things.

Rebinding an action gives it exactly the key chosen; the key is taken from any other
action that had it by default, and an action left without keys gets the rebound action's
old key (the two swap), so every action always has a key.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

# -- what the keys do ------------------------------------------------------------------------------
# action -> what it does, in the order the controls list and the Settings screen show them.
ACTIONS: dict[str, str] = {
    "next": "move the focus to the next card, place or button you can act on",
    "previous": "move the focus back",
    "confirm": "pick the focused card, play it at the focused place, or press the focused button "
               "(with nothing focused: the big button); lowers the hot-seat cover",
    "cancel": "put a picked card back, take back a held choice or close a menu; "
              "otherwise the game menu",
    "end_turn": "pass or end your turn (the Pass / End turn / Done button)",
    "hold_priority": "hold priority: be asked at the next response to your own play instead of passing it "
                     "automatically (again: let go); the banner says Holding priority",
    "undo": "undo your last move (and the bots' replies)",
    "hint": "ask the strongest bot what it would do",
    "zoom": "show the focused card large (again: hide it)",
}

# The short names the Settings screen gives the actions.
TITLES: dict[str, str] = {
    "next": "Next", "previous": "Previous", "confirm": "Confirm", "cancel": "Cancel / menu",
    "end_turn": "Pass / end turn", "hold_priority": "Hold priority", "undo": "Undo", "hint": "Hint", "zoom": "Zoom card",
}

DEFAULTS: dict[str, tuple[str, ...]] = {
    "next": ("tab", "right", "down"),
    "previous": ("shift+tab", "left", "up"),
    "confirm": ("return", "space", "keypad enter"),
    "cancel": ("escape",),
    "end_turn": ("e",),
    "hold_priority": ("p",),
    "undo": ("u", "z"),        # Z was the table's undo key before the key map: it stays
    "hint": ("h",),
    "zoom": ("v",),
}

# -- key names ---------------------------------------------------------------------------------------
KEY_CODES: dict[str, int] = {
    **{chr(c): pygame.K_a + (c - ord("a")) for c in range(ord("a"), ord("z") + 1)},
    **{str(d): pygame.K_0 + d for d in range(10)},
    **{f"f{n}": getattr(pygame, f"K_F{n}") for n in range(2, 13)},     # F1 opens the controls list
    "tab": pygame.K_TAB, "return": pygame.K_RETURN, "keypad enter": pygame.K_KP_ENTER,
    "space": pygame.K_SPACE, "escape": pygame.K_ESCAPE, "backspace": pygame.K_BACKSPACE,
    "delete": pygame.K_DELETE, "insert": pygame.K_INSERT, "home": pygame.K_HOME, "end": pygame.K_END,
    "page up": pygame.K_PAGEUP, "page down": pygame.K_PAGEDOWN,
    "left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
    "-": pygame.K_MINUS, "=": pygame.K_EQUALS, ",": pygame.K_COMMA, ".": pygame.K_PERIOD,
    ";": pygame.K_SEMICOLON, "'": pygame.K_QUOTE, "[": pygame.K_LEFTBRACKET, "]": pygame.K_RIGHTBRACKET,
    "`": pygame.K_BACKQUOTE, "\\": pygame.K_BACKSLASH,
}
KEY_NAMES: dict[int, str] = {code: name for name, code in KEY_CODES.items()}
MODIFIERS: dict[str, int] = {"shift": pygame.KMOD_SHIFT, "ctrl": pygame.KMOD_CTRL, "alt": pygame.KMOD_ALT}
_SHOWN = {"return": "Enter", "keypad enter": "Keypad Enter", "escape": "Esc", "page up": "Page Up",
          "page down": "Page Down"}
NAME_LIMIT = 40          # characters of a key name read from a settings file
BINDINGS_LIMIT = 64      # entries of the key bindings read from a settings file


@dataclass(frozen=True)
class Key:
    """A key with the modifiers that must be held (a subset of MODIFIERS' masks)."""

    code: int
    mods: int = 0

    def matches(self, key: int, mod: int) -> bool:
        """True for a press of this key with exactly these modifiers (of shift, ctrl, alt)."""
        held = 0
        for mask in MODIFIERS.values():
            if mod & mask:
                held |= mask
        return key == self.code and held == self.mods


def parse_key(name: object) -> Key | None:
    """The key a name means ("shift+tab"), or None for anything else (not a string, too
    long, an unknown key or modifier)."""
    if not isinstance(name, str) or not name or len(name) > NAME_LIMIT:
        return None
    parts = name.strip().lower().split("+")
    base = parts[-1] if parts[-1] else "+"     # "shift++" is not a key here
    code = KEY_CODES.get(base)
    if code is None:
        return None
    mods = 0
    for part in parts[:-1]:
        mask = MODIFIERS.get(part.strip())
        if mask is None:
            return None
        mods |= mask
    return Key(code, mods)


def key_name(key: int, mod: int = 0) -> str | None:
    """The name of a key press ("shift+tab"), None for a key that cannot be bound (F1,
    "?", a modifier alone, a key this map does not know)."""
    base = KEY_NAMES.get(key)
    if base is None:
        return None
    held = [name for name, mask in MODIFIERS.items() if mod & mask]
    return "+".join([*held, base])


def shown_name(name: str) -> str:
    """How the player reads a key name: "Shift+Tab", "Enter", "E", "Right"."""
    parts = name.split("+")
    return "+".join(_SHOWN.get(p, p.upper() if len(p) == 1 else p.title()) for p in parts)


# -- the map ------------------------------------------------------------------------------------------
def check_bindings(raw: object) -> tuple[dict[str, str], list[str]]:
    """A settings file's key bindings (untrusted: any JSON) as the ones kept and what was
    ignored, in words: only an object maps actions to keys; an unknown action, a key name
    that is not a key, or a key an earlier action already took is left out."""
    if not isinstance(raw, dict):
        return {}, ["keys must map actions to key names"]
    kept: dict[str, str] = {}
    ignored: list[str] = []
    taken: set[Key] = set()
    for i, (action, name) in enumerate(raw.items()):
        if i >= BINDINGS_LIMIT:
            ignored.append(f"more than {BINDINGS_LIMIT} key bindings")
            break
        label = str(action)[:NAME_LIMIT]
        if action not in ACTIONS:
            ignored.append(f"the unknown key action '{label}'")
            continue
        key = parse_key(name)
        if key is None:
            ignored.append(f"an unknown key for {label}")
            continue
        if key in taken:
            ignored.append(f"a key used twice ({label})")
            continue
        taken.add(key)
        kept[action] = str(name).strip().lower()
    return kept, ignored


class KeyMap:
    """The key actions' keys: the defaults with the player's rebinding (`overrides`,
    action -> one key name) over them."""

    def __init__(self, overrides: Mapping[str, str] | None = None) -> None:
        self.overrides = dict(check_bindings(dict(overrides or {}))[0])

    def names(self, action: str) -> list[str]:
        """The key names of an action: the one it was rebound to, or its defaults less the
        keys another action was rebound to."""
        if action in self.overrides:
            return [self.overrides[action]]
        claimed = {parse_key(n) for n in self.overrides.values()}
        return [n for n in DEFAULTS[action] if parse_key(n) not in claimed]

    def action(self, key: int, mod: int = 0) -> str | None:
        """The action a key press means (None: no action)."""
        for action in ACTIONS:
            for name in self.names(action):
                parsed = parse_key(name)
                if parsed is not None and parsed.matches(key, mod):
                    return action
        return None

    def bind(self, action: str, name: str) -> str | None:
        """Give `action` exactly the key `name`; returns the action that got `action`'s old
        key because it was left without one (None when no other action lost its key)."""
        key = parse_key(name)
        if action not in ACTIONS or key is None:
            raise ValueError(f"cannot bind {action!r} to {name!r}")
        old = self.names(action)
        self.overrides = {a: n for a, n in self.overrides.items() if parse_key(n) != key}
        self.overrides[action] = name.strip().lower()
        swapped = None
        for other in ACTIONS:
            if other != action and not self.names(other):
                spare = next((n for n in old if parse_key(n) != key), None)
                if spare is not None:
                    self.overrides[other] = spare
                    swapped = other
        return swapped

    def reset(self) -> None:
        """Every action back to its default keys."""
        self.overrides = {}

    def shown(self, action: str) -> str:
        """An action's keys as the player reads them ("Tab, Right, Down")."""
        return ", ".join(shown_name(n) for n in self.names(action)) or "no key"

    def first(self, action: str) -> str:
        """An action's first key as the player reads it ("Enter")."""
        names = self.names(action)
        return shown_name(names[0]) if names else "no key"


def control_lines(overrides: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """The table's keys with what each does, one (keys, what it does) pair per action, from
    the current bindings (Settings.keys): for the controls list."""
    keys = KeyMap(overrides)
    return [(keys.shown(action), what) for action, what in ACTIONS.items()]


def controls_markdown(overrides: Mapping[str, str] | None = None) -> str:
    """control_lines as the help text's bullets ("- **Tab**, **Right**: move the focus...")."""
    keys = KeyMap(overrides)
    lines = []
    for action, what in ACTIONS.items():
        names = ", ".join(f"**{shown_name(n)}**" for n in keys.names(action)) or "(no key)"
        lines.append(f"- {names}: {what}.")
    return "\n".join(lines) + "\n"
