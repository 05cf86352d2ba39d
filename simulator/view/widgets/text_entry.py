"""Typing: the TextEntry a screen keeps and the one-line TextField that shows it."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..style import theme
from ..style.fonts import font
from ..node import Node, UIEvent


class TextEntry:
    """What is typed in a TextField, kept by its screen so that laying the screen out again
    keeps it: one line of at most `limit` printable characters, typed at the end."""

    def __init__(self, text: str = "", limit: int = 1000) -> None:
        self.text, self.limit = text, limit
        self.focused = False

    def insert(self, text: str) -> None:
        """Add typed or pasted text: its first line, without control characters."""
        lines = text.splitlines()
        line = "".join(ch for ch in (lines[0] if lines else "") if ch.isprintable())
        self.text = (self.text + line)[:self.limit]

    def erase(self, word: bool = False) -> None:
        """Take back the last character, or with `word` the last word (up to a space or a
        path separator)."""
        if not word:
            self.text = self.text[:-1]
            return
        text = self.text.rstrip(" /\\")
        cut = max(text.rfind(c) for c in " /\\") + 1
        self.text = text[:cut]


class TextField(Node):
    """A one-line box to type in (a file's path): a click puts the typing focus in it
    (`on_focus`); the screen passes it the typed text (TextEntry). Text wider than the box
    shows its end, after "…"; an empty box shows `placeholder`, dimmed."""

    interactive = True

    def __init__(self, entry: TextEntry, x: float, y: float, w: float, h: float, on_focus: Callable[[], object],
                 size: int = 18, placeholder: str = "", z: int = 0) -> None:
        super().__init__(x, y, w, h, z)
        self.entry, self.on_focus, self.size, self.placeholder = entry, on_focus, size, placeholder
        self.hover = False

    @property
    def text(self) -> str:
        """What the box holds (layout_problems names a field by it)."""
        return self.entry.text or self.placeholder

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "down" and event.button == 1:
            self.on_focus()
            return True
        return event.kind == "up"

    def pad(self) -> int:
        """The space between the box's edge and its text."""
        return max(6, int(self.h) // 5)

    def fits(self) -> bool:
        """True when a line of text and the whole placeholder fit inside the box."""
        f = font(self.size)
        inner = int(self.w) - 2 * self.pad()
        return f.get_linesize() <= self.h + 2 and f.size(self.placeholder)[0] <= inner

    def shown(self) -> str:
        """The text as drawn: its end when it is wider than the box."""
        f = font(self.size)
        inner = int(self.w) - 2 * self.pad() - 4
        text = self.entry.text
        if f.size(text)[0] <= inner:
            return text
        lo, hi = 0, len(text)
        while lo < hi:                     # the longest tail that fits after "…"
            mid = (lo + hi) // 2
            if f.size("…" + text[mid:])[0] <= inner:
                hi = mid
            else:
                lo = mid + 1
        return "…" + text[lo:]

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        focused = self.entry.focused
        pygame.draw.rect(surface, (14, 17, 21), r, border_radius=8)
        line = theme.ACCENT if focused else (theme.TEXT_DIM if self.hover else theme.PANEL_LINE)
        pygame.draw.rect(surface, line, r, 2, border_radius=8)
        f = font(self.size)
        pad = self.pad()
        if self.entry.text:
            img = f.render(self.shown(), True, theme.TEXT)
        else:
            img = f.render(self.placeholder, True, theme.TEXT_DIM)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-4, -4).clip(clip) if clip else r.inflate(-4, -4))
        surface.blit(img, (r.x + pad, r.centery - img.get_height() // 2))
        surface.set_clip(clip)
        if focused:
            x = r.x + pad + (img.get_width() if self.entry.text else 0) + 1
            half = f.get_height() // 2
            pygame.draw.line(surface, theme.ACCENT, (x, r.centery - half), (x, r.centery + half), 2)
