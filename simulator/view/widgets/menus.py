"""OptionMenu: a small modal list of labelled choices, paged when it is long."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..style import theme
from ..style.fonts import font, text_px, wrap
from ..node import Node, UIEvent
from .controls import Button, Panel


class OptionMenu(Node):
    """A small modal list of labelled choices with a title (several legal plays, King options...).

    A list longer than fits in `max_height` pixels is shown a page at a time with
    "More…" and "Back" buttons, so every option is reachable at any window size."""

    interactive = True
    ROW_H = 46

    def __init__(self, title: str, options: Sequence[tuple[str, Callable[[], object]]], centre: tuple[int, int],
                 width: int = 420, z: int = 900, cancel: Callable[[], object] | None = None,
                 max_height: int | None = None) -> None:
        self.title_lines = wrap(title, font(text_px("heading"), "bold"), width - 32)
        self.head = 20 + 26 * len(self.title_lines)
        self.options, self.cancel, self.centre, self.page = list(options), cancel, centre, 0
        step = self.ROW_H + 8
        extra = 1 if cancel else 0
        room = len(options) + extra
        if max_height is not None:
            fits = max(3, (max_height - self.head - 12) // step)
            if room > fits:   # paged: leave two rows for More / Back
                self.per_page = max(1, fits - extra - 2)
            else:
                self.per_page = len(options)
        else:
            self.per_page = len(options)
        self.pages = max(1, -(-len(options) // max(1, self.per_page)))
        super().__init__(0, 0, width, 0, z)
        self._build()

    def move_centre(self, centre: tuple[int, int]) -> None:
        """Lay the menu out again around another centre (its pages keep it)."""
        self.centre = centre
        self._build()

    def _build(self) -> None:
        self.clear()
        step = self.ROW_H + 8
        start = self.page * self.per_page
        shown = self.options[start:start + self.per_page]
        nav: list[tuple[str, Callable[[], object]]] = [("More…", self._next)] if self.page + 1 < self.pages else []
        if self.page > 0:
            nav.append(("Back", self._back))
        rows = len(shown) + len(nav) + (1 if self.cancel else 0)
        h = self.head + rows * step + 12
        self.h = h
        self.x, self.y = self.centre[0] - self.w // 2, self.centre[1] - h // 2
        self.add(Panel(0, 0, self.w, h, z=0))
        y = self.head
        for label, cb in shown:
            self.add(Button(label, 16, y, self.w - 32, self.ROW_H, cb, primary=True, size=text_px("heading"), z=1))
            y += step
        for label, cb in nav:
            self.add(Button(label, 16, y, self.w - 32, self.ROW_H, cb, size=text_px("heading"), z=1))
            y += step
        if self.cancel:
            self.add(Button("Cancel", 16, y, self.w - 32, self.ROW_H, self.cancel, size=text_px("heading"), z=1))

    def _next(self) -> None:
        self.page = min(self.pages - 1, self.page + 1)
        self._build()

    def _back(self) -> None:
        self.page = max(0, self.page - 1)
        self._build()

    def handle(self, event: UIEvent) -> bool:
        return True   # modal: nothing underneath reacts

    def paint(self, surface: pygame.Surface) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        r = self.world_rect()
        for i, line in enumerate(self.title_lines):
            img = font(text_px("heading"), "bold").render(line, True, theme.ACCENT)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 12 + 26 * i)))
