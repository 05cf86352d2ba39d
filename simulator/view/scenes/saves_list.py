"""Choose a saved game: the shipped examples and the player's own saves."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...resources import example_saves
from .. import theme
from ..storage import saves_dir
from ..widgets import Button, Label
from .base import Scene
from .menu import open_save

if TYPE_CHECKING:
    from ..app import App

PAGE = 8


class SavesListScene(Scene):
    """A list of saves to load (to play on) or to watch."""

    def __init__(self, app: "App", replay: bool) -> None:
        super().__init__(app)
        self.replay = replay
        self.page = 0
        self.entries = self._entries()
        self.build()

    def _entries(self) -> list[tuple[str, object]]:
        own = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True) \
            if saves_dir().is_dir() else []
        out: list[tuple[str, object]] = [(f"{p.stem}", p) for p in own]
        if self.replay:
            out += [(f"Example: {p.name.removesuffix('.json')}", p) for p in example_saves()]
        return out

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def build(self) -> None:
        """Lay out one page of saves."""
        w, h = self.app.size
        s = self.app.settings.ui_scale
        self.root.clear()
        title = "Watch a replay" if self.replay else "Load game"
        self.root.add(Label(title, 0, int(40 * s), w, int(60 * s), size=int(42 * s), style="title",
                            colour=theme.ACCENT, centre=True))
        bw, bh = int(620 * s), int(50 * s)
        y = int(130 * s)
        shown = self.entries[self.page * PAGE:(self.page + 1) * PAGE]
        if not shown:
            self.root.add(Label("No saved games yet.", 0, y, w, bh, size=int(20 * s), centre=True))
        for label, path in shown:
            self.root.add(Button(label, (w - bw) // 2, y, bw, bh, partial(self.open, path), size=int(18 * s)))
            y += bh + int(10 * s)
        y = max(y, int(130 * s) + PAGE * (bh + int(10 * s))) + int(10 * s)
        sw = int(190 * s)
        self.root.add(Button("Previous", w // 2 - sw - sw // 2 - 10, y, sw, bh, self.prev, size=int(18 * s),
                             enabled=self.page > 0))
        self.root.add(Button("Back", w // 2 - sw // 2, y, sw, bh, self.app.show_menu, size=int(18 * s)))
        self.root.add(Button("Next", w // 2 + sw // 2 + 10, y, sw, bh, self.next, size=int(18 * s),
                             enabled=(self.page + 1) * PAGE < len(self.entries)))

    def prev(self) -> None:
        self.page = max(0, self.page - 1)
        self.build()

    def next(self) -> None:
        self.page += 1
        self.build()

    def open(self, path: object) -> None:
        """Open a save (errors show as one line and keep this screen)."""
        open_save(self.app, path if isinstance(path, Path) else Path(str(path)), self, replay=self.replay)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)
