"""The main menu's layout: a title, a subtitle, two labelled columns of large buttons (what
to play, how to practise) and a row of small ones (Rules, Settings, Quit), lowered until it
fits the window at the menu screens' text scale.

Two columns instead of one long one: the menu grew past what one column shows at 1280x720
with buttons a thumb can hit, and grouping says what each entry is for (as Arena's home
screen groups play and practice)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..style import theme
from ..style.fonts import text_px, text_scale
from ..widgets import Button, Label, fit_layout

if TYPE_CHECKING:
    from .base import Scene


@dataclass(frozen=True)
class Entry:
    """One menu button: its words, what it does, whether it can be pressed now."""

    label: str
    action: Callable[[], object]
    enabled: bool = True


def menu_grid(scene: Scene, title: str, columns: Sequence[tuple[str, Sequence[Entry]]], bottom: Sequence[Entry],
              subtitle: str = "", footer: str = "") -> float:
    """Lay out the title, the labelled columns side by side (the first entry of the first
    column is the primary button), the bottom row and the footer; returns the scale used."""
    w, h = scene.app.size
    rows = max(len(items) for _, items in columns)

    def build(k: float) -> None:
        gap, col_gap = int(12 * k), int(36 * k)
        bw = min(int(400 * k), (w - 80 - col_gap * (len(columns) - 1)) // len(columns))
        bh, small_h = int(58 * k), int(48 * k)
        title_h, sub_h = int(78 * k), int(34 * k) if subtitle else 0
        head_h, foot_h = int(34 * k), int(26 * k) if footer else 0
        total = (title_h + sub_h + int(24 * k) + head_h + rows * (bh + gap) + int(14 * k) + small_h
                 + int(8 * k) + foot_h)
        top = max(int(8 * k), (h - total) // 2)
        scene.root.clear()
        scene.root.add(Label(title, 0, top, w, title_h, size=text_px("hero", k), style="title", colour=theme.ACCENT,
                             centre=True))
        y = top + title_h
        if subtitle:
            scene.root.add(Label(subtitle, 20, y, w - 40, sub_h, size=text_px("heading", k), colour=theme.TEXT_DIM,
                                 centre=True, shrink=True))
            y += sub_h
        y += int(24 * k)
        width = len(columns) * bw + (len(columns) - 1) * col_gap
        x0 = (w - width) // 2
        for c, (heading, items) in enumerate(columns):
            x = x0 + c * (bw + col_gap)
            scene.root.add(Label(heading, x, y, bw, head_h, size=text_px("heading", k), style="bold",
                                 colour=theme.TEXT_DIM, centre=True))
            for i, entry in enumerate(items):
                scene.root.add(Button(entry.label, x, y + head_h + i * (bh + gap), bw, bh, entry.action,
                                      primary=c == 0 and i == 0, size=text_px("title", k), enabled=entry.enabled))
        y += head_h + rows * (bh + gap) + int(14 * k)
        sw = min(int(200 * k), (width - 2 * gap) // max(1, len(bottom)))
        left = (w - (len(bottom) * sw + (len(bottom) - 1) * gap)) // 2
        for i, entry in enumerate(bottom):
            scene.root.add(Button(entry.label, left + i * (sw + gap), y, sw, small_h, entry.action,
                                  size=text_px("heading", k), enabled=entry.enabled))
        if footer:
            scene.root.add(Label(footer, 20, h - foot_h - int(4 * k), w - 40, foot_h, size=text_px("body", k),
                                 colour=theme.TEXT_DIM, centre=True, shrink=True))

    settings = scene.app.settings
    return fit_layout(scene.root, (w, h), text_scale((w, h), settings.ui_scale, settings.text_size), build)
