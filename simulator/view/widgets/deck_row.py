"""A deck as one row of a list: a stripe in its first mark's colour, its name and whose it is,
its marks as chips with their words, its size, and whether it can be played (a check mark
and "playable", or a cross and its first problem)."""
from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from ..files.deck_library import DeckEntry
from ..style import theme
from ..style.fonts import font, text_px
from .controls import Button, cut_at_word
from .mark_chips import NEUTRAL, RGB, chips_width, draw_chips


def deck_size_words(entry: DeckEntry) -> str:
    """A deck's size in words ("75 cards"), or its summary when the size is unknown."""
    if entry.size is not None:
        parts = [(section, sum(part.values())) for section, part in (entry.contents or {}).items() if part]
        if len(parts) > 1:      # "50 cards + 6 in Archive": the main section, then the others
            main = parts[0][1]
            return f"{main} card{'s' if main != 1 else ''} + " + ", ".join(f"{n} in {s}" for s, n in parts[1:])
        return f"{entry.size} card{'s' if entry.size != 1 else ''}"
    return entry.summary.split(":")[0] if entry.summary else ""


def verdict_words(entry: DeckEntry) -> str:
    """'✓ playable' or '✗ ' and the first problem."""
    return "✓ playable" if entry.playable else f"✗ {entry.problem}"


class DeckRow(Button):
    """One deck of the deck screen's list; `selected` draws it raised with a marker."""

    def __init__(self, entry: DeckEntry, colours: Mapping[str, RGB], x: float, y: float, w: float, h: float,
                 on_click: Callable[[], object], k: float = 1.0, selected: bool = False) -> None:
        super().__init__(entry.name, x, y, w, h, on_click, primary=selected, size=text_px("heading", k))
        self.entry, self.colours, self.k, self.selected = entry, colours, k, selected

    def fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, int]:
        """The name's font, the detail line's font and the chips' pixel size."""
        return font(text_px("heading", self.k), "bold"), font(text_px("body", self.k)), text_px("small", self.k)

    def fits(self) -> bool:
        name, detail, _ = self.fonts()
        return name.get_linesize() + detail.get_linesize() + 6 <= self.h

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        fill = theme.BUTTON_HOVER if self.hover or self.selected else theme.BUTTON
        pygame.draw.rect(surface, fill, r, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.selected else theme.PANEL_LINE, r, 3 if self.selected else 1,
                         border_radius=8)
        entry = self.entry
        stripe = self.colours.get(entry.marks[0], NEUTRAL) if entry.marks else NEUTRAL
        pygame.draw.rect(surface, stripe, (r.x + 6, r.y + 6, max(5, int(6 * self.k)), r.h - 12), border_radius=3)
        name_f, detail_f, chip_px = self.fonts()
        pad = int(20 * self.k) + 8
        left, right = r.x + pad, r.right - int(12 * self.k)
        gap = (r.h - name_f.get_linesize() - detail_f.get_linesize()) // 3
        y1 = r.y + gap
        y2 = y1 + name_f.get_linesize() + gap // 2
        tag = ("▸ " if self.selected else "") + ("Yours" if entry.own else "Prebuilt")
        tag_img = detail_f.render(tag, True, theme.ACCENT if entry.own else theme.TEXT_DIM)
        surface.blit(tag_img, tag_img.get_rect(topright=(right, y1 + (name_f.get_linesize() - tag_img.get_height()) // 2)))
        room = right - left - tag_img.get_width() - 12
        surface.blit(name_f.render(cut_at_word(entry.name, name_f, room), True, theme.TEXT), (left, y1))
        x = left
        if entry.marks:
            chips = draw_chips(surface, entry.marks, self.colours, (x, y2 + 1), chip_px,
                               max_w=min(chips_width(entry.marks, chip_px), (right - left) // 2))
            x = chips.right + 10
        size = deck_size_words(entry)
        if size:
            img = detail_f.render(size, True, theme.TEXT)
            surface.blit(img, (x, y2))
            x += img.get_width() + 12
        verdict = verdict_words(entry)
        colour = theme.LEGAL if entry.playable else theme.DANGER
        img = detail_f.render(cut_at_word(verdict, detail_f, max(10, right - x)), True, colour)
        surface.blit(img, (x, y2))
