"""Settings: UI scale, text size, animation speed, reduced motion, colour palette, sound
(volume, mute), auto-pass, fullscreen, reveal-all in replays, and the table's keys (a page of its own: press Change,
then the key to assign)."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ..files.storage import describe_os_error, settings_path
from ..input.keymap import ACTIONS, TITLES, KeyMap, key_name
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import font, text_px, text_scale
from ..widgets import Button, ChoiceRow, Label, Toast, fit_layout
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App

SCALES = [0.75, 1.0, 1.25, 1.5]
TEXT_SIZES = [1.0, 1.15, 1.3]
SPEEDS = [0.5, 1.0, 2.0, 4.0]
VOLUMES = [0.3, 0.6, 1.0]          # the Sound row's steps (0.6 is the default); Mute is beside them
PALETTE_LABELS = {"standard": "Standard", "deuteranopia": "Deuteranopia", "protanopia": "Protanopia",
                  "tritanopia": "Tritanopia"}
MODIFIER_KEYS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                 pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK}


class Swatches(Node):
    """The palette's colours of meaning, each with its word (a colour never speaks alone)."""

    def __init__(self, x: float, y: float, w: float, h: float, size: int) -> None:
        super().__init__(x, y, w, h)
        self.size = size

    def chips(self) -> list[tuple[str, tuple[int, int, int]]]:
        """(word, colour) of each chip, from the palette applied now."""
        seats = [(f"Seat {i + 1}", c) for i, c in enumerate(theme.SEAT_COLOURS)]
        return [("✓ Legal", theme.LEGAL), ("✗ Refused", theme.DANGER), ("Choose", theme.GLOW), *seats]

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        f = font(self.size, "bold")
        x = r.x
        for word, colour in self.chips():
            img = f.render(word, True, (16, 18, 22))
            chip = pygame.Rect(x, r.y, img.get_width() + 16, r.h)
            pygame.draw.rect(surface, colour, chip, border_radius=6)
            surface.blit(img, img.get_rect(center=chip.center))
            x = chip.right + 8


class SettingsScene(FittedScene):
    """Change preferences; each change is saved at once."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.save_error: str | None = None
        self.page = "main"                    # "main" | "keys"
        self.keymap = KeyMap(app.settings.keys)
        self.capturing: str | None = None     # the key action waiting for its new key
        self.note = ""                        # what the last rebinding did
        self.build()

    def _set(self, **kw: Any) -> None:
        """Change settings (they apply at once) and save them; a failed save is shown."""
        for k, v in kw.items():
            setattr(self.app.settings, k, v)
        if "palette" in kw:
            theme.apply_palette(kw["palette"])
        if "volume" in kw or "mute" in kw:
            self.app.audio.changed()      # muted stops the sound now; a volume is heard at once
        error = None
        try:
            self.app.settings.save()
        except OSError as exc:
            error = f"Settings could not be saved ({describe_os_error(exc)}); they apply until you quit. " \
                    f"File: {settings_path()}"
        self.save_error = error
        self.build()

    def build(self) -> None:
        """Lay out the page (lowered until it fits, at the UI scale times the text size),
        with a failed save shown."""
        st = self.app.settings
        fit_layout(self.root, self.app.size, text_scale(self.app.size, st.ui_scale, st.text_size), self.lay_out)
        if self.save_error:
            w, h = self.app.size
            self.root.add(Toast(self.save_error, (w // 2, h - 90), seconds=8.0, width=min(1100, w - 80)))

    def lay_out(self, k: float) -> None:
        if self.page == "keys":
            self._lay_out_keys(k)
            return
        st = self.app.settings
        sound: list[tuple[str, bool, Callable[[], object]]] = [("Mute", st.mute, partial(self._set, mute=not st.mute))]
        sound += [(f"{v:.0%}", not st.mute and st.volume == v, partial(self._set, volume=v, mute=False)) for v in VOLUMES]
        rows: list[ChoiceRow] = [
            ("UI scale", [(f"{v:g}×", st.ui_scale == v, partial(self._set, ui_scale=v)) for v in SCALES]),
            ("Text size", [(f"{v:g}×", st.text_size == v, partial(self._set, text_size=v)) for v in TEXT_SIZES]),
            ("Animation speed", [(f"{v:g}×", st.anim_speed == v, partial(self._set, anim_speed=v)) for v in SPEEDS]),
            ("Motion", [("Full", not st.reduce_motion, lambda: self._set(reduce_motion=False)),
                        ("Reduced", st.reduce_motion, lambda: self._set(reduce_motion=True))]),
            ("Colours", [(label, st.palette == name, partial(self._set, palette=name))
                         for name, label in PALETTE_LABELS.items()]),
            ("Sound", sound),
            ("Passing", [("Auto-pass", st.auto_pass, lambda: self._set(auto_pass=True)),
                         ("Always ask", not st.auto_pass, lambda: self._set(auto_pass=False))]),
            ("Fullscreen", [("Off", not st.fullscreen, lambda: self._set(fullscreen=False)),
                            ("On (next start)", st.fullscreen, lambda: self._set(fullscreen=True))]),
            ("Replays", [("Reveal all", st.reveal_all, lambda: self._set(reveal_all=True)),
                         ("Player's view", not st.reveal_all, lambda: self._set(reveal_all=False))]),
            ("Keys at the table", [("Change keys…", False, self.show_keys)]),
        ]
        self._rows(k, "Settings", rows, swatch_after="Colours")

    def _rows(self, k: float, title: str, rows: list[ChoiceRow], swatch_after: str | None = None,
              note: str = "", wide: float = 1.3) -> None:
        """A title, labelled rows of buttons (a colour strip under the row `swatch_after`;
        a row of one or two buttons has them `wide` times as wide), a note line, Back."""
        w, h = self.app.size
        self.root.clear()
        bw, bh, gap, row_gap = int(170 * k), int(48 * k), int(10 * k), int(18 * k)
        label_w = int(250 * k)
        widest = max(len(options) * ((bw if len(options) > 2 else int(bw * wide)) + gap) - gap
                     for _, options in rows)
        x0 = (w - label_w - widest) // 2
        title_h, back_h, strip_h, note_h = int(60 * k), int(56 * k), int(30 * k), int(30 * k) if note else 0
        total = title_h + int(20 * k) + len(rows) * (bh + row_gap) + (strip_h + row_gap if swatch_after else 0) \
            + note_h + int(16 * k) + back_h
        y = max(int(8 * k), (h - total) // 2)
        self.root.add(Label(title, 0, y, w, title_h, size=text_px("hero", k), style="title", colour=theme.ACCENT,
                            centre=True))
        y += title_h + int(20 * k)
        for label, options in rows:
            self.root.add(Label(label, x0, y, label_w - int(10 * k), bh, size=text_px("heading", k), style="bold"))
            width = bw if len(options) > 2 else int(bw * wide)
            for i, (text, on, cb) in enumerate(options):
                self.root.add(Button(text, x0 + label_w + i * (width + gap), y, width, bh, cb, primary=on,
                                     size=text_px("heading", k)))
            y += bh + row_gap
            if label == swatch_after:
                self.root.add(Swatches(x0 + label_w, y - row_gap // 2, widest, strip_h, text_px("label", k)))
                y += strip_h + row_gap
        if note:
            self.root.add(Label(note, 0, y, w, note_h, size=text_px("heading", k), colour=theme.ACCENT, centre=True,
                                shrink=True))
            y += note_h
        y += int(16 * k)
        back = self.show_main if self.page == "keys" else self.app.show_menu
        self.root.add(Button("Back", w // 2 - int(110 * k), y, int(220 * k), back_h, back, size=text_px("title", k)))

    # -- the keys page -------------------------------------------------------------------------------
    def show_keys(self) -> None:
        """The page of the table's keys."""
        self.page, self.capturing, self.note = "keys", None, ""
        self.build()

    def show_main(self) -> None:
        """Back to the main settings page."""
        self.page, self.capturing, self.note = "main", None, ""
        self.build()

    def capture(self, action: str) -> None:
        """Wait for the key to give `action` (Escape cancels)."""
        self.capturing = action
        self.note = f"Press the key for {TITLES[action]} (Esc cancels)"
        self.build()

    def reset_keys(self) -> None:
        """Every key back to its default."""
        self.keymap.reset()
        self.note = "Every key is back to its default"
        self._set(keys={})

    def _lay_out_keys(self, k: float) -> None:
        rows: list[ChoiceRow] = []
        for action in ACTIONS:
            waiting = self.capturing == action
            rows.append((TITLES[action], [("Press a key…" if waiting else self.keymap.shown(action), waiting,
                                           partial(self.capture, action))]))
        rows.append(("", [("Reset all to defaults", False, self.reset_keys)]))     # no label: the page's own row
        self._rows(k, "Keys at the table", rows, note=self.note, wide=2.0)

    def handle(self, event: UIEvent) -> None:
        if event.kind == "key" and self.capturing is not None:
            self._assign(event)
            return
        if event.kind == "key" and event.key == pygame.K_ESCAPE and self.page == "keys":
            self.show_main()
            return
        super().handle(event)

    def _assign(self, event: UIEvent) -> None:
        """The key pressed while waiting becomes the action's key."""
        action = self.capturing
        assert action is not None
        if event.key in MODIFIER_KEYS:
            return                     # Shift and the like: wait for the key they go with
        self.capturing = None
        if event.key == pygame.K_ESCAPE:
            self.note = "Nothing changed"
            self.build()
            return
        name = key_name(event.key, event.mod)
        if name is None:
            self.note = "That key cannot be used here (F1 and ? open the controls); nothing changed"
            self.build()
            return
        swapped = self.keymap.bind(action, name)
        self.note = f"{TITLES[action]}: {self.keymap.shown(action)}"
        if swapped is not None:
            self.note += f"; {TITLES[swapped]} now uses {self.keymap.shown(swapped)}"
        self._set(keys=dict(self.keymap.overrides))
