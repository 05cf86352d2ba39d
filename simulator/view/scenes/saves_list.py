"""Choose a saved game: the shipped examples and the player's own saves.

The saves folder is listed without trusting it (storage.list_saves): files that cannot be
opened (a dangling link, a folder named x.json, an unreadable file, a pipe) are shown as
disabled lines with the reason, and a folder that cannot be read says so."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...resources import example_saves
from .. import theme
from ..storage import list_saves, saves_dir
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
        self.problem: str | None = None
        self.entries = self._entries()
        self.build()

    def _entries(self) -> list[tuple[str, Path | None]]:
        """(label, path) per save; path None for a file that cannot be opened (label says why)."""
        own, self.problem = list_saves(saves_dir())
        out: list[tuple[str, Path | None]] = [
            (e.name, e.path) if e.problem is None else (f"{e.name}: {e.problem}", None) for e in own]
        if self.replay:
            try:
                out += [(f"Example: {p.name.removesuffix('.json')}", Path(str(p))) for p in example_saves()]
            except OSError:
                pass
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
        if self.problem:
            self.root.add(Label(self.problem, 0, int(98 * s), w, int(28 * s), size=int(17 * s), colour=theme.DANGER,
                                centre=True))
        shown = self.entries[self.page * PAGE:(self.page + 1) * PAGE]
        if not shown:
            self.root.add(Label("No saved games yet.", 0, y, w, bh, size=int(20 * s), centre=True))
        for label, path in shown:
            self.root.add(Button(label, (w - bw) // 2, y, bw, bh, partial(self.open, path), size=int(18 * s),
                                 enabled=path is not None))
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

    def open(self, path: Path | None) -> None:
        """Open a save (errors show as one line and keep this screen)."""
        if path is not None:
            open_save(self.app, path, self, replay=self.replay)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)
