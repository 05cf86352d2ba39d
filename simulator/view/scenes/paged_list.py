"""A screen listing choices as buttons, a page at a time, with Previous / Back / Next:
the base of Load game, Watch a replay and Continue. Escape goes back to the menu.

A row may be deleted (Row.on_delete): a "Delete" button beside it asks first in a
ConfirmDialog (Keep it / Delete; Escape keeps it), then the list is read again and one
line under the title says what happened ("Deleted krieg-004", or why it could not be)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ..style import theme
from ..style.fonts import font, text_px
from ..widgets import Button, Label
from ..widgets.confirm import ConfirmDialog
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App


NAME_IN_TITLE = 40      # characters of a row's name in the confirmation's title (the lines say it all)


@dataclass(frozen=True)
class Row:
    """One choice: its label (the button's text, the row's name), what a click does, whether
    it can be chosen; optionally a bold `title` drawn instead of the label and a dimmer
    `detail` line under it (the row is then two lines high)."""

    label: str
    on_click: Callable[[], object]
    enabled: bool = True
    primary: bool = False
    title: str = ""
    detail: str = ""
    on_delete: Callable[[], str | None] | None = None     # deletes the row's thing: None, or why not
    name: str = ""                                         # what the row is called when asking to delete it


class RowButton(Button):
    """A list row of two lines: a bold title and a dimmer detail line, each shrunk to fit
    the row's width (then cut with "…"). `text` stays the row's name."""

    def __init__(self, row: Row, x: float, y: float, w: float, h: float, size: int) -> None:
        super().__init__(row.label, x, y, w, h, row.on_click, primary=row.primary, size=size, enabled=row.enabled)
        self.title, self.detail = row.title or row.label, row.detail

    def lines(self) -> list[tuple[str, pygame.font.Font, tuple[int, int, int]]]:
        """(text, font, colour) of each line as drawn."""
        width = int(self.w) - 24
        dim = theme.TEXT_DIM if self.enabled else (120, 124, 128)
        out = [(*_shrunk(self.title, self.size, "bold", width), theme.TEXT if self.enabled else theme.TEXT_DIM)]
        if self.detail:
            out.append((*_shrunk(self.detail, max(9, int(self.size * 0.8)), "regular", width),
                        theme.TEXT if self.primary and self.enabled else dim))
        return out

    def fits(self) -> bool:
        r = self.world_rect()
        lines = self.lines()
        return all(f.size(t)[0] <= r.w - 4 for t, f, _ in lines) and sum(f.get_linesize() for _, f, _ in lines) <= r.h + 2

    def paint(self, surface: pygame.Surface) -> None:
        r = self.paint_box(surface)
        lines = self.lines()
        y = r.centery - sum(f.get_linesize() for _, f, _ in lines) // 2
        for text, f, colour in lines:
            img = f.render(text, True, colour)
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += f.get_linesize()


def _shrunk(text: str, size: int, style: str, width: int) -> tuple[str, pygame.font.Font]:
    """`text` at `size`, or smaller (to 70%), or cut with "…", to fit `width` pixels."""
    for s in range(size, max(8, int(size * 0.7)) - 1, -1):
        f = font(s, style)
        if f.size(text)[0] <= width:
            return text, f
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…", f


class PagedListScene(FittedScene):
    """Title, an optional line under it, one page of rows that fits the window, and paging."""

    title = ""
    empty = "Nothing here yet."
    MAX_PAGE = 8

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.page = 0
        self.per_page = 1
        self.asking: Row | None = None                                   # the row a deletion asks about
        self.notice: tuple[str, tuple[int, int, int]] | None = None      # what the last deletion did
        self.dialog: ConfirmDialog | None = None

    def rows(self) -> list[Row]:
        """The choices, in order."""
        raise NotImplementedError

    def reload(self) -> None:
        """Read the list again (after a deletion)."""

    def ask_delete(self, row: Row) -> None:
        """Open the confirmation for deleting `row`."""
        self.asking = row
        self.build()

    def keep(self) -> None:
        """Close the confirmation; nothing is deleted."""
        self.asking = None
        self.build()

    def delete(self) -> None:
        """Delete the row asked about, read the list again and say what happened."""
        row, self.asking = self.asking, None
        if row is None or row.on_delete is None:
            return
        name = row.name or row.label
        try:
            problem = row.on_delete()
        except Exception as exc:  # noqa: BLE001 -- a failed deletion is said, never a crash
            problem = str(exc) or type(exc).__name__
        self.notice = ((f"Deleted {name}", theme.TEXT_DIM) if problem is None
                       else (f"Could not delete {name}: {problem}", theme.DANGER))
        self.reload()
        self.build()

    def subtitle(self) -> tuple[str, tuple[int, int, int]] | None:
        """A line under the title (a note, or a problem in red), if any."""
        return None

    def lay_out(self, k: float) -> None:
        """One page of rows (a page that fits the window) with the paging buttons."""
        rows = self.rows()
        w, h = self.app.size
        self.root.clear()
        m = max(8, int(20 * k))
        title_h = int(58 * k)
        self.root.add(Label(self.title, 0, m, w, title_h, size=text_px("hero", k), style="title",
                            colour=theme.ACCENT, centre=True))
        top = m + title_h + int(8 * k)
        line = self.notice or self.subtitle()
        if line is not None:
            self.root.add(Label(line[0], 20, top, w - 40, int(28 * k), size=text_px("heading", k), colour=line[1],
                                centre=True, shrink=True))
        top += int(38 * k)
        two = any(r.detail for r in rows)
        bw, bh, gap = min(int(900 * k), w - 40), int((64 if two else 52) * k), int(10 * k)
        nav_h = int(52 * k)
        room = h - top - nav_h - m - gap
        self.per_page = per_page = max(1, min(self.MAX_PAGE, (room + gap) // (bh + gap)))
        self.page = min(self.page, max(0, (len(rows) - 1) // per_page))
        shown = rows[self.page * per_page:(self.page + 1) * per_page]
        y = top
        if not shown:
            self.root.add(Label(self.empty, 20, y, w - 40, bh, size=text_px("heading", k), centre=True, shrink=True))
        deletes = any(r.on_delete is not None for r in rows)
        dw = int(120 * k) if deletes else 0            # the Delete buttons' column
        rw = bw - (dw + gap if deletes else 0)
        for row in shown:
            x = (w - bw) // 2
            if two:
                self.root.add(RowButton(row, x, y, rw, bh, int(18 * k)))
            else:
                self.root.add(Button(row.label, x, y, rw, bh, row.on_click, primary=row.primary,
                                     size=text_px("heading", k), enabled=row.enabled))
            if row.on_delete is not None:
                self.root.add(Button("Delete", x + rw + gap, y, dw, bh, partial(self.ask_delete, row),
                                     size=text_px("label", k)))
            y += bh + gap
        y = h - m - nav_h
        sw, sg = min(int(190 * k), (w - 60) // 3), int(10 * k)
        self.root.add(Button("Previous", w // 2 - sw - sw // 2 - sg, y, sw, nav_h, self.prev, size=text_px("heading", k),
                             enabled=self.page > 0))
        self.root.add(Button("Back", w // 2 - sw // 2, y, sw, nav_h, self.app.show_menu, size=text_px("heading", k)))
        self.root.add(Button("Next", w // 2 + sw // 2 + sg, y, sw, nav_h, self.next, size=text_px("heading", k),
                             enabled=(self.page + 1) * per_page < len(rows)))
        self.dialog = None
        if self.asking is not None:
            row = self.asking
            lines = [t for t in (row.title or row.label, row.detail) if t] + ["This cannot be undone."]
            name = row.name or row.label
            name = name if len(name) <= NAME_IN_TITLE else name[:NAME_IN_TITLE - 1].rstrip() + "…"
            self.dialog = self.root.add(ConfirmDialog((w, h), f"Delete {name}?", lines, self.delete, self.keep, k=k))

    def prev(self) -> None:
        """The page before."""
        self.page = max(0, self.page - 1)
        self.build()

    def next(self) -> None:
        """The page after."""
        self.page += 1
        self.build()

    def handle(self, event: Any) -> None:
        if event.kind == "key" and self.asking is not None:
            if event.key == pygame.K_ESCAPE:
                self.keep()
            return
        if event.kind == "key":
            if event.key == pygame.K_ESCAPE:
                self.app.show_menu()
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT) and (self.page + 1) * self.per_page < len(self.rows()):
                self.next()
            elif event.key in (pygame.K_PAGEUP, pygame.K_LEFT) and self.page > 0:
                self.prev()
            return
        super().handle(event)
