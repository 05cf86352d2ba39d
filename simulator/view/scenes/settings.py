"""Settings: UI scale, animation speed, fullscreen, reveal-all in replays."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..storage import describe_os_error, settings_path
from ..widgets import Button, ChoiceRow, Label, Toast
from .base import Scene

if TYPE_CHECKING:
    from ..app import App

SCALES = [0.75, 1.0, 1.25, 1.5]
SPEEDS = [0.5, 1.0, 2.0, 4.0]


class SettingsScene(Scene):
    """Change preferences; each change is saved at once."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.save_error: str | None = None
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def _set(self, **kw: Any) -> None:
        """Change settings (they apply at once) and save them; a failed save is shown."""
        for k, v in kw.items():
            setattr(self.app.settings, k, v)
        error = None
        try:
            self.app.settings.save()
        except OSError as exc:
            error = f"Settings could not be saved ({describe_os_error(exc)}); they apply until you quit. " \
                    f"File: {settings_path()}"
        self.build()
        if error:
            self.save_error = error
            w, s = self.app.size[0], self.app.settings.ui_scale
            self.root.add(Toast(error, (w // 2, int(140 * s)), seconds=8.0, width=min(1100, w - 80)))

    def build(self) -> None:
        """Lay out the settings."""
        st = self.app.settings
        w, h = self.app.size
        s = st.ui_scale
        self.root.clear()
        self.root.add(Label("Settings", 0, int(50 * s), w, int(60 * s), size=int(44 * s), style="title",
                            colour=theme.ACCENT, centre=True))
        bw, bh = int(150 * s), int(52 * s)
        x0 = w // 2 - int(420 * s)
        y = int(170 * s)
        rows: list[ChoiceRow] = [
            ("UI scale", [(f"{v:g}×", st.ui_scale == v, partial(self._set, ui_scale=v)) for v in SCALES]),
            ("Animation speed", [(f"{v:g}×", st.anim_speed == v, partial(self._set, anim_speed=v)) for v in SPEEDS]),
            ("Fullscreen", [("Off", not st.fullscreen, lambda: self._set(fullscreen=False)),
                            ("On (next start)", st.fullscreen, lambda: self._set(fullscreen=True))]),
            ("Replays", [("Reveal all", st.reveal_all, lambda: self._set(reveal_all=True)),
                         ("Player's view", not st.reveal_all, lambda: self._set(reveal_all=False))]),
        ]
        for label, options in rows:
            self.root.add(Label(label, x0, y, int(230 * s), bh, size=int(21 * s), style="bold"))
            for i, (text, on, cb) in enumerate(options):
                width = bw if len(options) > 2 else int(bw * 1.3)
                self.root.add(Button(text, x0 + int(250 * s) + i * (width + 10), y, width, bh, cb, primary=on,
                                     size=int(18 * s)))
            y += bh + int(24 * s)
        self.root.add(Button("Back", w // 2 - int(110 * s), y + int(30 * s), int(220 * s), int(60 * s),
                             self.app.show_menu, size=int(22 * s)))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)
