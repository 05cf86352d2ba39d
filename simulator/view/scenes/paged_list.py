"""A screen listing choices as buttons, a page at a time, with Previous / Back / Next:
the base of Load game, Watch a replay and Continue. Escape goes back to the menu."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from .. import theme
from ..widgets import Button, Label
from .base import Scene

if TYPE_CHECKING:
    from ..app import App


@dataclass(frozen=True)
class Row:
    """One choice: its label, what a click does, and whether it can be chosen."""

    label: str
    on_click: Callable[[], object]
    enabled: bool = True
    primary: bool = False


class PagedListScene(Scene):
    """Title, an optional line under it, one page of rows that fits the window, and paging."""

    title = ""
    empty = "Nothing here yet."
    MAX_PAGE = 8

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.page = 0
        self.per_page = 1

    def rows(self) -> list[Row]:
        """The choices, in order."""
        raise NotImplementedError

    def subtitle(self) -> tuple[str, tuple[int, int, int]] | None:
        """A line under the title (a note, or a problem in red), if any."""
        return None

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def build(self) -> None:
        """Lay out one page of rows for the window size and UI scale."""
        w, h = self.app.size
        s = self.app.settings.ui_scale
        rows = self.rows()
        self.root.clear()
        self.root.add(Label(self.title, 0, int(36 * s), w, int(60 * s), size=int(42 * s), style="title",
                            colour=theme.ACCENT, centre=True))
        line = self.subtitle()
        if line is not None:
            self.root.add(Label(line[0], 0, int(96 * s), w, int(30 * s), size=int(18 * s), colour=line[1],
                                centre=True))
        bw, bh, gap = min(int(860 * s), w - 80), int(52 * s), int(10 * s)
        top = int(140 * s)
        self.per_page = per_page = max(1, min(self.MAX_PAGE, (h - top - bh - int(40 * s)) // (bh + gap)))
        self.page = min(self.page, max(0, (len(rows) - 1) // per_page))
        shown = rows[self.page * per_page:(self.page + 1) * per_page]
        y = top
        if not shown:
            self.root.add(Label(self.empty, 0, y, w, bh, size=int(20 * s), centre=True))
        for row in shown:
            self.root.add(Button(row.label, (w - bw) // 2, y, bw, bh, row.on_click, primary=row.primary,
                                 size=int(18 * s), enabled=row.enabled))
            y += bh + gap
        y = min(max(y, top + per_page * (bh + gap)) + gap, h - bh - int(16 * s))
        sw = int(190 * s)
        self.root.add(Button("Previous", w // 2 - sw - sw // 2 - 10, y, sw, bh, self.prev, size=int(18 * s),
                             enabled=self.page > 0))
        self.root.add(Button("Back", w // 2 - sw // 2, y, sw, bh, self.app.show_menu, size=int(18 * s)))
        self.root.add(Button("Next", w // 2 + sw // 2 + 10, y, sw, bh, self.next, size=int(18 * s),
                             enabled=(self.page + 1) * per_page < len(rows)))

    def prev(self) -> None:
        """The page before."""
        self.page = max(0, self.page - 1)
        self.build()

    def next(self) -> None:
        """The page after."""
        self.page += 1
        self.build()

    def handle(self, event: Any) -> None:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)
