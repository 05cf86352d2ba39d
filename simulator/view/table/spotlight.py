"""The dark panel with a title behind a large zone shown over the board (the stack), drawn
in the card layer under that zone's cards and over the board's."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..style import theme
from ..style.fonts import MIN_PX, font
from ..widgets.controls import cut_at_word
from .layout import cascade_strip

if TYPE_CHECKING:
    from .view import TableView


def draw_spotlight(view: TableView, surface: pygame.Surface) -> None:
    """A dark panel with a title behind a large zone over the board while it has cards."""
    if view._spotlight is None:
        return
    zone, key = view._spotlight
    r = zone.rect
    title = view.layout.data.get("stack_title", "") if key.startswith("stack") else ""
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 12, 16, 220), layer.get_rect(), border_radius=14)
    surface.blit(layer, r.topleft)
    pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=14)
    if title:
        strip = cascade_strip(zone)
        size = max(MIN_PX, min(view.tpx("label"), strip - 4))
        while font(size, "bold").size(title)[0] > r.w - 16 and size > MIN_PX:
            size -= 1
        f = font(size, "bold")
        img = f.render(cut_at_word(title, f, r.w - 16), True, theme.ACCENT)
        surface.blit(img, img.get_rect(midleft=(r.x + 8, r.y + 2 + strip // 2)))
