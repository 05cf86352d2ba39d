"""Small widgets on the scene graph: labels, panels, buttons, option menus, toasts."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import theme
from .fonts import font, wrap
from .node import Node, UIEvent

# A labelled row of choice buttons on a setup screen: (row label, [(button text, chosen, on_click)]).
ChoiceRow = tuple[str, list[tuple[str, bool, Callable[[], object]]]]


class Label(Node):
    """Text, left-aligned or centred in its box."""

    def __init__(self, text: str, x: float, y: float, w: float, h: float, size: int = 18,
                 style: str = "regular", colour: tuple[int, int, int] = theme.TEXT,
                 centre: bool = False, z: int = 0) -> None:
        super().__init__(x, y, w, h, z)
        self.text, self.size, self.style, self.colour, self.centre = text, size, style, colour, centre
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def paint(self, surface: pygame.Surface) -> None:
        key = (self.text, self.size, self.style, self.colour)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, font(self.size, self.style).render(self.text, True, self.colour))
        img = self._cache[1]
        r = self.world_rect()
        if self.centre:
            surface.blit(img, img.get_rect(center=r.center))
        else:
            surface.blit(img, (r.x, r.y + (r.h - img.get_height()) // 2))


class Panel(Node):
    """A rounded rectangle behind other nodes."""

    def __init__(self, x: float, y: float, w: float, h: float, fill=theme.PANEL, line=theme.PANEL_LINE,
                 radius: int = 10, z: int = 0, alpha: int = 255) -> None:
        super().__init__(x, y, w, h, z)
        self.fill, self.line, self.radius, self.alpha = fill, line, radius, alpha

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if self.alpha < 255:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*self.fill, self.alpha), layer.get_rect(), border_radius=self.radius)
            surface.blit(layer, r.topleft)
        else:
            pygame.draw.rect(surface, self.fill, r, border_radius=self.radius)
        if self.line:
            pygame.draw.rect(surface, self.line, r, 2, border_radius=self.radius)


class Button(Node):
    """A clickable button; `on_click` runs on release inside it."""

    interactive = True

    def __init__(self, text: str, x: float, y: float, w: float, h: float, on_click: Callable[[], object],
                 primary: bool = False, size: int = 20, z: int = 0, enabled: bool = True) -> None:
        super().__init__(x, y, w, h, z)
        self.text, self.on_click, self.primary, self.size, self.enabled = text, on_click, primary, size, enabled
        self.hover = False
        self.pressed = False

    def handle(self, event: UIEvent) -> bool:
        if not self.enabled:
            return event.kind in ("down", "up")
        if event.kind == "down" and event.button == 1:
            self.pressed = True
            return True
        if event.kind == "up" and event.button == 1:
            if self.pressed and self.contains(event.pos):
                self.pressed = False
                self.on_click()
            self.pressed = False
            return True
        return False

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if not self.enabled:
            fill = (40, 44, 50)
        elif self.primary:
            fill = theme.BUTTON_PRIMARY_HOVER if self.hover else theme.BUTTON_PRIMARY
        else:
            fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
        pygame.draw.rect(surface, fill, r, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.primary and self.enabled else theme.PANEL_LINE, r, 2,
                         border_radius=8)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        lines, f = fit_label(self.text, self.size, r.w - 16, r.h - 4)
        step = f.get_linesize()
        top = r.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            img = f.render(line, True, colour)
            surface.blit(img, img.get_rect(midtop=(r.centerx, top + i * step)))


def fit_label(text: str, size: int, width: int, height: int) -> tuple[list[str], pygame.font.Font]:
    """A button's label in lines that fit width x height: the full size when it fits on one
    line, else smaller, and then on two lines (a label is never cut: labels tell choices apart)."""
    smallest = max(9, int(size * 0.7))
    for s in range(size, smallest - 1, -1):
        f = font(s, "bold")
        if f.size(text)[0] <= width:
            return [text], f
    for s in range(size, 8, -1):
        f = font(s, "bold")
        lines = wrap(text, f, width)
        if len(lines) <= 2 and all(f.size(line)[0] <= width for line in lines) and f.get_linesize() * len(lines) <= height:
            return lines, f
    f = font(9, "bold")
    return wrap(text, f, width), f


class OptionMenu(Node):
    """A small modal list of labelled choices with a title (several legal plays, King options...).

    A list longer than fits in `max_height` pixels is shown a page at a time with
    "More…" and "Back" buttons, so every option is reachable at any window size."""

    interactive = True
    ROW_H = 46

    def __init__(self, title: str, options: Sequence[tuple[str, Callable[[], object]]], centre: tuple[int, int],
                 width: int = 420, z: int = 900, cancel: Callable[[], object] | None = None,
                 max_height: int | None = None) -> None:
        self.title_lines = wrap(title, font(20, "bold"), width - 32)
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
            self.add(Button(label, 16, y, self.w - 32, self.ROW_H, cb, primary=True, size=18, z=1))
            y += step
        for label, cb in nav:
            self.add(Button(label, 16, y, self.w - 32, self.ROW_H, cb, size=18, z=1))
            y += step
        if self.cancel:
            self.add(Button("Cancel", 16, y, self.w - 32, self.ROW_H, self.cancel, size=18, z=1))

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
            img = font(20, "bold").render(line, True, theme.ACCENT)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 12 + 26 * i)))


class Toast(Node):
    """A message that fades out after a few seconds (spring-back reasons, notices)."""

    def __init__(self, text: str, centre: tuple[int, int], colour=theme.DANGER, seconds: float = 3.5,
                 z: int = 950, width: int = 560) -> None:
        f = font(20, "bold")
        lines = wrap(text, f, width, break_words=True)[:8]
        w = max(f.size(line)[0] for line in lines) + 36
        h = 28 * len(lines) + 20
        super().__init__(centre[0] - w // 2, centre[1] - h // 2, w, h, z)
        self.lines, self.colour, self.left, self.total = lines, colour, seconds, seconds
        self.text = text

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0 and self.parent is not None:
            self.parent.remove(self)

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        alpha = int(255 * max(0.0, min(1.0, self.left / 0.6)))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (18, 20, 24, min(235, alpha)), layer.get_rect(), border_radius=10)
        pygame.draw.rect(layer, (*self.colour, alpha), layer.get_rect(), 2, border_radius=10)
        for i, line in enumerate(self.lines):
            img = font(20, "bold").render(line, True, theme.TEXT)
            img.set_alpha(alpha)
            layer.blit(img, img.get_rect(midtop=(r.w // 2, 10 + 28 * i)))
        surface.blit(layer, r.topleft)
