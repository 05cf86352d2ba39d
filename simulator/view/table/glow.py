"""Where a held card may go: each legal drop place glows, and carries a second cue that is
not colour (DESIGN "Everything the eye reads, a second cue carries"): a dashed outline and
a target ring in its corner, so a player who cannot tell the glow from the felt still sees
which places take the card."""
from __future__ import annotations

import pygame

from ..style import theme

DASH = 10            # pixels of a dash of the outline
GAP = 6              # pixels between dashes


def dashed_rect(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, width: int = 2) -> None:
    """A rectangle's outline in dashes."""
    for (x0, y0), (x1, y1) in ((rect.topleft, rect.topright), (rect.bottomleft, rect.bottomright),
                               (rect.topleft, rect.bottomleft), (rect.topright, rect.bottomright)):
        length = max(abs(x1 - x0), abs(y1 - y0))
        at = 0
        while at < length:
            end = min(length, at + DASH)
            if x0 == x1:
                pygame.draw.line(surface, colour, (x0, y0 + at), (x0, y0 + end), width)
            else:
                pygame.draw.line(surface, colour, (x0 + at, y0), (x0 + end, y0), width)
            at += DASH + GAP


def target_mark(surface: pygame.Surface, centre: tuple[int, int], radius: int,
                colour: tuple[int, int, int] | None = None) -> None:
    """A target: a ring with a dot, on a dark disc so it reads on any background."""
    colour = colour or theme.GLOW
    pygame.draw.circle(surface, (12, 14, 18), centre, radius + 2)
    pygame.draw.circle(surface, colour, centre, radius, max(2, radius // 4))
    pygame.draw.circle(surface, colour, centre, max(2, radius // 3))


_drawn: dict[tuple[int, int, bool, tuple[int, int, int]], pygame.Surface] = {}
CACHE_LIMIT = 64      # drop-place pictures kept (one per size of place; sizes change with the window)


def drop_place_picture(size: tuple[int, int], board: bool = False) -> pygame.Surface:
    """The glow, dashed outline and target ring of a drop place of `size`, drawn once and
    kept (a held card's places are drawn every frame while it moves)."""
    key = (size[0], size[1], board, theme.GLOW)
    pic = _drawn.get(key)
    if pic is None:
        if len(_drawn) >= CACHE_LIMIT:
            _drawn.pop(next(iter(_drawn)))
        pic = pygame.Surface(size, pygame.SRCALPHA)
        rect = pic.get_rect()
        pygame.draw.rect(pic, (*theme.GLOW, 28 if board else 48), rect, border_radius=12)
        dashed_rect(pic, theme.GLOW, rect.inflate(-2, -2), 2 if board else 3)
        if not board and rect.w >= 24 and rect.h >= 24:
            radius = max(6, min(11, min(rect.w, rect.h) // 8))
            target_mark(pic, (rect.right - radius - 6, rect.y + radius + 6), radius)
        _drawn[key] = pic
    return pic


def draw_drop_place(surface: pygame.Surface, rect: pygame.Rect, board: bool = False) -> None:
    """One legal drop place: a soft glow, a dashed outline and (but for the whole board) a
    target ring in its top-right corner."""
    surface.blit(drop_place_picture(rect.size, board), rect.topleft)
