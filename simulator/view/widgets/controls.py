"""Labels, panels and buttons (with their fitted labels), and the ChoiceRow a setup screen builds."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..style import theme
from ..style.fonts import MIN_PX, font, wrap
from ..node import Node, UIEvent


# A labelled row of choice buttons on a setup screen: (row label, [(button text, chosen, on_click)]).
ChoiceRow = tuple[str, list[tuple[str, bool, Callable[[], object]]]]


class Label(Node):
    """Text, left-aligned or centred in its box. With `shrink`, text wider than the box is
    drawn smaller (down to `SHRINK_MIN` of its size, never below fonts.MIN_PX) and then cut
    at a word with "…", so it always fits."""

    SHRINK_MIN = 0.6

    def __init__(self, text: str, x: float, y: float, w: float, h: float, size: int = 18,
                 style: str = "regular", colour: tuple[int, int, int] = theme.TEXT,
                 centre: bool = False, z: int = 0, shrink: bool = False) -> None:
        super().__init__(x, y, w, h, z)
        self.text, self.size, self.style, self.colour, self.centre = text, size, style, colour, centre
        self.shrink = shrink
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def shown(self) -> tuple[str, pygame.font.Font]:
        """The text as drawn and its font (smaller, then cut, when `shrink` and it is too wide)."""
        size = max(MIN_PX, self.size)
        f = font(size, self.style)
        width = int(self.w)
        if not self.shrink or f.size(self.text)[0] <= width:
            return self.text, f
        for s in range(size - 1, max(MIN_PX, int(size * self.SHRINK_MIN)) - 1, -1):
            f = font(s, self.style)
            if f.size(self.text)[0] <= width:
                return self.text, f
        return cut_at_word(self.text, f, width), f

    def text_rect(self) -> pygame.Rect:
        """Where the text is drawn, in window coordinates."""
        text, f = self.shown()
        tw, th = f.size(text)
        r = self.world_rect()
        if self.centre:
            return pygame.Rect(0, 0, tw, th).move(r.centerx - tw // 2, r.centery - th // 2)
        return pygame.Rect(r.x, r.y + (r.h - th) // 2, tw, th)

    def fits(self) -> bool:
        """True when the text lies inside the label's box (a pixel of rounding allowed)."""
        return self.world_rect().inflate(2, 4).contains(self.text_rect())

    def paint(self, surface: pygame.Surface) -> None:
        key = (self.text, self.size, self.style, self.colour, self.shrink, int(self.w))
        if self._cache is None or self._cache[0] != key:
            text, f = self.shown()
            self._cache = (key, f.render(text, True, self.colour))
        img = self._cache[1]
        r = self.world_rect()
        if self.centre:
            surface.blit(img, img.get_rect(center=r.center))
        else:
            surface.blit(img, (r.x, r.y + (r.h - img.get_height()) // 2))


class Panel(Node):
    """A rounded rectangle behind other nodes; an opaque one hides what lies under it."""

    @property
    def occludes(self) -> bool:
        """True when what is drawn under the panel cannot be seen through it."""
        return self.alpha >= 200 and self.visible

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

    def text_lines(self) -> tuple[list[str], pygame.font.Font]:
        """The label's lines as drawn and their font (widgets.fit_label)."""
        r = self.world_rect()
        return fit_label(self.text, self.size, r.w - 16, r.h - 4)

    def fits(self) -> bool:
        """True when the drawn label lies inside the button (no line wider, not too many lines)."""
        r = self.world_rect()
        lines, f = self.text_lines()
        return all(f.size(line)[0] <= r.w - 4 for line in lines) and f.get_linesize() * len(lines) <= r.h + 2

    def paint_box(self, surface: pygame.Surface) -> pygame.Rect:
        """Draw the button's box (fill and border for its state); returns its rectangle."""
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
        return r

    def paint(self, surface: pygame.Surface) -> None:
        r = self.paint_box(surface)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        lines, f = fit_label(self.text, self.size, r.w - 16, r.h - 4)
        step = f.get_linesize()
        top = r.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            img = f.render(line, True, colour)
            surface.blit(img, img.get_rect(midtop=(r.centerx, top + i * step)))


def cut_at_word(text: str, f: pygame.font.Font, width: int) -> str:
    """`text` cut to fit `width` with "…": after the last whole word that fits, or inside
    a word only when not even the first word fits."""
    if f.size(text)[0] <= width:
        return text
    words = text.split()
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n]).rstrip(",;:·—-")
        if f.size(head + "…")[0] <= width:
            return head + "…"
    cut = text
    while len(cut) > 1 and f.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def fit_label(text: str, size: int, width: int, height: int) -> tuple[list[str], pygame.font.Font]:
    """A button's label in lines that fit width x height: the full size when it fits on one
    line, else smaller, and then on two lines (a label is never cut: labels tell choices apart);
    never below the type scale's smallest size (fonts.MIN_PX): a label that does not fit
    even then is reported by widgets.layout_problems, so its screen lays out smaller."""
    size = max(MIN_PX, size)
    smallest = max(MIN_PX, int(size * 0.7))
    for s in range(size, smallest - 1, -1):
        f = font(s, "bold")
        if f.size(text)[0] <= width:
            return [text], f
    for s in range(size, MIN_PX - 1, -1):
        f = font(s, "bold")
        lines = wrap(text, f, width)
        if len(lines) <= 2 and all(f.size(line)[0] <= width for line in lines) and f.get_linesize() * len(lines) <= height:
            return lines, f
    f = font(MIN_PX, "bold")
    return wrap(text, f, width), f
