"""Heads-up parts of the table: the banner, seat panels, the game log with hoverable names,
and the hover zoom."""
from __future__ import annotations

from typing import Callable

import pygame

from ..core.events import Event
from . import theme
from .cards import CardFace, render_face
from .fonts import font, wrap
from .node import Node, UIEvent


class Banner(Node):
    """Whose decision it is, and why, across the middle of the table."""

    def __init__(self, rect: pygame.Rect, z: int = 500) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.text = ""
        self.colour = theme.ACCENT
        self.pulse = 0.0

    def update(self, dt: float) -> None:
        self.pulse = (self.pulse + dt) % 2.0

    def paint(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        r = self.world_rect()
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (12, 16, 20, 215), layer.get_rect(), border_radius=12)
        glow = 140 + int(80 * abs(1.0 - self.pulse))
        pygame.draw.rect(layer, (*self.colour, glow), layer.get_rect(), 3, border_radius=12)
        surface.blit(layer, r.topleft)
        size = max(12, int(r.h * 0.44))
        f = font(size, "bold")
        text = self.text
        while f.size(text)[0] > r.w - 24 and len(text) > 8:
            text = text[:-2]
        img = f.render(text if text == self.text else text + "…", True, theme.TEXT)
        surface.blit(img, img.get_rect(center=r.center))


class SeatPanel(Node):
    """A seat's name, totals, round wins and hand counts."""

    def __init__(self, rect: pygame.Rect, title: str, colour: tuple[int, int, int], z: int = 10) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.title, self.colour = title, colour
        self.lines: list[str] = []
        self.pips: list[tuple[int, int, int]] = []   # coloured dots (Eternal influence)
        self.active = False

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, (18, 24, 30), r, border_radius=10)
        pygame.draw.rect(surface, theme.GLOW if self.active else self.colour, r, 3 if self.active else 2,
                         border_radius=10)
        compact = r.h < 80
        size = max(10, int(r.h * (0.36 if compact else 0.11)))
        y = r.y + 6
        title = font(size + (0 if compact else 2), "bold").render(self.title, True, self.colour)
        surface.blit(title, (r.x + 10, y))
        if compact:
            text = " · ".join(self.lines[:3])
            f = font(max(9, size - 3))
            img = f.render(text, True, theme.TEXT)
            surface.blit(img, (r.x + 10, y + title.get_height()), area=pygame.Rect(0, 0, r.w - 16, img.get_height()))
            return
        y += title.get_height() + 6
        if self.pips:
            d = max(8, int(size * 0.7))
            x = r.x + 12
            for colour in self.pips:
                if x + d > r.right - 8:
                    break
                pygame.draw.circle(surface, colour, (x + d // 2, y + d // 2), d // 2)
                pygame.draw.circle(surface, (240, 240, 240), (x + d // 2, y + d // 2), d // 2, 1)
                x += d + 3
            y += d + 6
        f = font(max(10, int(size * 0.85)))
        for line in self.lines:
            colour = theme.ACCENT if line.startswith(("Passed", "Void")) else theme.TEXT
            for part in wrap(line, f, r.w - 22):
                if y + f.get_linesize() > r.bottom - 4:
                    return
                surface.blit(f.render(part, True, colour), (r.x + 12, y))
                y += f.get_linesize()


class LogPanel(Node):
    """The scrollable game log; hovering a card name shows that card."""

    interactive = True

    def __init__(self, rect: pygame.Rect, name_of: Callable[[int], str],
                 highlight: Callable[[Event], bool] = lambda ev: False, z: int = 20) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.name_of = name_of
        self.highlight = highlight
        self.events: list[Event] = []
        self.scroll = 0                # lines scrolled up from the bottom
        self.hot: list[tuple[pygame.Rect, int]] = []
        self.size = max(11, int(rect.h / 26))

    def set_events(self, events: list[Event]) -> None:
        """Show these events (newest last); a new event scrolls back to the bottom."""
        if len(events) != len(self.events):
            self.scroll = 0
        self.events = list(events)

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "wheel":
            self.scroll = max(0, self.scroll + event.dy * 3)
            return True
        return event.kind in ("down", "up")

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card whose name is under the pointer, if any."""
        for rect, card in self.hot:
            if rect.collidepoint(pos):
                return card
        return None

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, (16, 20, 25), r, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, r, 2, border_radius=10)
        f = font(self.size)
        head = font(self.size + 1, "bold").render("Game log", True, theme.ACCENT)
        surface.blit(head, (r.x + 10, r.y + 6))
        line_h = f.get_linesize()
        top = r.y + 10 + head.get_height()
        capacity = max(1, (r.bottom - 8 - top) // line_h)
        lines: list[tuple[str, Event]] = []
        for ev in self.events:
            for line in wrap(ev.text, f, r.w - 24):
                lines.append((line, ev))
        self.scroll = min(self.scroll, max(0, len(lines) - capacity))
        end = len(lines) - self.scroll
        visible = lines[max(0, end - capacity):end]
        self.hot = []
        y = top
        for line, ev in visible:
            colour = theme.ACCENT if self.highlight(ev) else theme.TEXT
            surface.blit(f.render(line, True, colour), (r.x + 12, y))
            for card in ev.cards:
                name = self.name_of(card)
                at = line.find(name)
                if at >= 0 and card >= 0:
                    x0 = r.x + 12 + f.size(line[:at])[0]
                    w = f.size(name)[0]
                    pygame.draw.line(surface, (120, 160, 200), (x0, y + line_h - 2), (x0 + w, y + line_h - 2), 1)
                    self.hot.append((pygame.Rect(x0, y, w, line_h), card))
            y += line_h
        if self.scroll:
            more = f.render(f"▼ {self.scroll} newer", True, theme.TEXT_DIM)
            surface.blit(more, (r.right - more.get_width() - 10, r.y + 6))


class Zoom(Node):
    """A large, readable copy of the hovered card, kept inside the window."""

    def __init__(self, z: int = 980) -> None:
        super().__init__(0, 0, 0, 0, z)
        self.face: CardFace | None = None
        self.scale = 1.0
        self.anchor = (0, 0)
        self.window = (1280, 720)

    def show(self, face: CardFace | None, anchor: tuple[int, int], window: tuple[int, int]) -> None:
        """Show `face` beside anchor (None hides)."""
        self.face, self.anchor, self.window = face, anchor, window

    def paint(self, surface: pygame.Surface) -> None:
        if self.face is None:
            return
        h = min(int(self.window[1] * 0.46 * self.scale), self.window[1] - 16)
        w = int(h * 0.71)
        x = self.anchor[0] + 30
        if x + w > self.window[0] - 8:
            x = self.anchor[0] - 30 - w
        y = min(max(8, self.anchor[1] - h // 2), self.window[1] - h - 8)
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 120), shadow.get_rect(), border_radius=14)
        surface.blit(shadow, (x + 8, y + 10))
        surface.blit(render_face(self.face, w, h), (x, y))
