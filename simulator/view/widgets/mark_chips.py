"""Mark chips: a deck's or a card's factions or colours as small coloured pills, each with
the mark's word in it (colour never carries the meaning alone)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from ..style import theme
from ..style.fonts import font

RGB = tuple[int, int, int]
NEUTRAL = (96, 104, 112)          # a mark the game gives no colour


def ink_on(fill: RGB) -> RGB:
    """Dark or light text, whichever reads on `fill`."""
    lum = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return (16, 16, 18) if lum > 150 else (250, 250, 246)


def chip_size(mark: str, px: int) -> tuple[int, int]:
    """The size of one chip of a mark's word at `px` pixels."""
    f = font(px, "bold")
    w, h = f.size(mark)
    return w + px, f.get_linesize() + max(2, px // 4)


def chips_width(marks: Sequence[str], px: int, gap: int = 6) -> int:
    """How wide a row of chips is."""
    return sum(chip_size(m, px)[0] for m in marks) + gap * max(0, len(marks) - 1)


def draw_chips(surface: pygame.Surface, marks: Sequence[str], colours: Mapping[str, RGB], pos: tuple[int, int],
               px: int, max_w: int | None = None, gap: int = 6) -> pygame.Rect:
    """A row of chips from `pos` (top left); chips that do not fit `max_w` become "+N".
    Returns the rectangle drawn."""
    f = font(px, "bold")
    x, y = pos
    right = x + max_w if max_w is not None else None
    height = chip_size("M", px)[1]
    for i, mark in enumerate(marks):
        w, h = chip_size(mark, px)
        rest = len(marks) - i - 1
        if right is not None and x + w + (chip_size(f"+{rest}", px)[0] + gap if rest else 0) > right:
            more = f"+{len(marks) - i}"
            mw, _ = chip_size(more, px)
            if x + mw <= right:
                _pill(surface, pygame.Rect(x, y, mw, h), NEUTRAL, more, f)
                x += mw + gap
            break
        _pill(surface, pygame.Rect(x, y, w, h), colours.get(mark, NEUTRAL), mark, f)
        x += w + gap
    return pygame.Rect(pos[0], y, max(0, x - gap - pos[0]), height)


def _pill(surface: pygame.Surface, r: pygame.Rect, fill: RGB, word: str, f: pygame.font.Font) -> None:
    pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, theme.FOCUS_EDGE, r, 1, border_radius=r.h // 2)
    img = f.render(word, True, ink_on(fill))
    surface.blit(img, img.get_rect(center=r.center))
