"""Settings: UI scale, animation speed, fullscreen, reveal-all in replays."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any


from ..style import theme
from ..files.storage import describe_os_error, settings_path
from ..widgets import Button, ChoiceRow, Label, Toast
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App

SCALES = [0.75, 1.0, 1.25, 1.5]
SPEEDS = [0.5, 1.0, 2.0, 4.0]


class SettingsScene(FittedScene):
    """Change preferences; each change is saved at once."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.save_error: str | None = None
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
        self.save_error = error
        self.build()

    def build(self) -> None:
        """Lay out the settings (lowered until they fit), with a failed save shown."""
        super().build()
        if self.save_error:
            w, h = self.app.size
            self.root.add(Toast(self.save_error, (w // 2, h - 90), seconds=8.0, width=min(1100, w - 80)))

    def lay_out(self, k: float) -> None:
        st = self.app.settings
        w, h = self.app.size
        self.root.clear()
        rows: list[ChoiceRow] = [
            ("UI scale", [(f"{v:g}×", st.ui_scale == v, partial(self._set, ui_scale=v)) for v in SCALES]),
            ("Animation speed", [(f"{v:g}×", st.anim_speed == v, partial(self._set, anim_speed=v)) for v in SPEEDS]),
            ("Fullscreen", [("Off", not st.fullscreen, lambda: self._set(fullscreen=False)),
                            ("On (next start)", st.fullscreen, lambda: self._set(fullscreen=True))]),
            ("Replays", [("Reveal all", st.reveal_all, lambda: self._set(reveal_all=True)),
                         ("Player's view", not st.reveal_all, lambda: self._set(reveal_all=False))]),
        ]
        bw, bh, gap, row_gap = int(150 * k), int(50 * k), int(10 * k), int(22 * k)
        label_w = int(240 * k)
        widest = max(len(options) * ((bw if len(options) > 2 else int(bw * 1.3)) + gap) - gap
                     for _, options in rows)
        x0 = (w - label_w - widest) // 2
        title_h, back_h = int(64 * k), int(58 * k)
        total = title_h + int(24 * k) + len(rows) * (bh + row_gap) + int(20 * k) + back_h
        y = max(int(8 * k), (h - total) // 2)
        self.root.add(Label("Settings", 0, y, w, title_h, size=int(44 * k), style="title", colour=theme.ACCENT,
                            centre=True))
        y += title_h + int(24 * k)
        for label, options in rows:
            self.root.add(Label(label, x0, y, label_w - int(10 * k), bh, size=int(21 * k), style="bold"))
            width = bw if len(options) > 2 else int(bw * 1.3)
            for i, (text, on, cb) in enumerate(options):
                self.root.add(Button(text, x0 + label_w + i * (width + gap), y, width, bh, cb, primary=on,
                                     size=int(18 * k)))
            y += bh + row_gap
        y += int(20 * k)
        self.root.add(Button("Back", w // 2 - int(110 * k), y, int(220 * k), back_h, self.app.show_menu,
                             size=int(22 * k)))
