"""The keyboard focus as it is drawn: a thick two-tone ring (dark outside, white inside, so
it reads on the felt, on a card and on a button alike) with corner brackets and a pointer
triangle, so the focus is told by its shape and not by a colour; the picked card's dashed
ring with a "Picked" tag; an arrow from the picked card to the place in focus; and a tag
saying what Enter does there."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ..style import theme
from ..style.fonts import font

RING = 4          # the white ring's width in pixels (inside a dark edge twice as wide)


@dataclass
class FocusItem:
    """One thing the focus can stop at: a card, a button or a place of the board.

    key: what it is, stable across redraws (("card", 12), ("button", "Pass"), ("place",
    "row1@0")); rect: where it is on screen; activate: what Enter does; card: the card
    shown there (the zoom key shows it), if any; tag: what Enter does, in words."""

    key: tuple[str, object]
    rect: pygame.Rect
    activate: Callable[[], object]
    card: int | None = None
    tag: str = ""


def _brackets(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int], width: int) -> None:
    """L-shaped corner brackets just outside `r`."""
    arm = max(10, min(r.w, r.h) // 4)
    for (x, y), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right, r.top), (-1, 1)),
                             ((r.left, r.bottom), (1, -1)), ((r.right, r.bottom), (-1, -1))):
        pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


def _pointer(surface: pygame.Surface, r: pygame.Rect, window: pygame.Rect) -> None:
    """A solid triangle pointing at `r`: from above for a card (from below when there is no
    room), from the left for something wide (a button, a row), so it covers no label."""
    s = 12
    if r.w > r.h * 1.5:
        cy = r.centery
        if r.left - 2 * s - 6 >= window.left:
            tip = r.left - 6
            points = [(tip, cy), (tip - s - 4, cy - s), (tip - s - 4, cy + s)]
        else:
            tip = r.right + 6
            points = [(tip, cy), (tip + s + 4, cy - s), (tip + s + 4, cy + s)]
    else:
        cx = r.centerx
        if r.top - 2 * s - 6 >= window.top:
            tip = r.top - 6
            points = [(cx, tip), (cx - s, tip - s - 4), (cx + s, tip - s - 4)]
        else:
            tip = r.bottom + 6
            points = [(cx, tip), (cx - s, tip + s + 4), (cx + s, tip + s + 4)]
    pygame.draw.polygon(surface, theme.FOCUS, points)
    pygame.draw.polygon(surface, theme.FOCUS_EDGE, points, 3)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The focus ring around `rect`: a dark edge, a thick white ring, corner brackets and a
    pointer triangle."""
    window = surface.get_rect()
    r = rect.inflate(14, 14).clip(window.inflate(-2, -2)) if not window.contains(rect.inflate(14, 14)) \
        else rect.inflate(14, 14)
    pygame.draw.rect(surface, theme.FOCUS_EDGE, r.inflate(4, 4), RING + 4, border_radius=12)
    pygame.draw.rect(surface, theme.FOCUS, r, RING, border_radius=10)
    _brackets(surface, r.inflate(12, 12), theme.FOCUS_EDGE, 7)
    _brackets(surface, r.inflate(12, 12), theme.FOCUS, 3)
    _pointer(surface, r, window)


def draw_picked(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The card picked up by keys: a dashed white ring and a "Picked" tag over it."""
    r = rect.inflate(10, 10)
    dash = 10
    for x in range(r.left, r.right, dash * 2):
        for y in (r.top, r.bottom - 3):
            pygame.draw.rect(surface, theme.FOCUS_EDGE, (x - 1, y - 1, min(dash, r.right - x) + 2, 5))
            pygame.draw.rect(surface, theme.FOCUS, (x, y, min(dash, r.right - x), 3))
    for y in range(r.top, r.bottom, dash * 2):
        for x in (r.left, r.right - 3):
            pygame.draw.rect(surface, theme.FOCUS_EDGE, (x - 1, y - 1, 5, min(dash, r.bottom - y) + 2))
            pygame.draw.rect(surface, theme.FOCUS, (x, y, 3, min(dash, r.bottom - y)))
    draw_tag(surface, "Picked", (r.centerx, r.top + 4), above=False)


def draw_arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A thick arrow from the picked card to the place in focus."""
    v = pygame.math.Vector2(end[0] - start[0], end[1] - start[1])
    if v.length() < 24:
        return
    u = v.normalize()
    tip = pygame.math.Vector2(end) - u * 10
    base = tip - u * 18
    side = pygame.math.Vector2(-u.y, u.x) * 11
    head = [tuple(tip), tuple(base + side), tuple(base - side)]
    for colour, width in ((theme.FOCUS_EDGE, 9), (theme.FOCUS, 4)):
        pygame.draw.line(surface, colour, start, tuple(base), width)
    pygame.draw.polygon(surface, theme.FOCUS_EDGE, head)
    inner = [tuple(tip - u * 3), tuple(base + side * 0.6 + u * 2), tuple(base - side * 0.6 + u * 2)]
    pygame.draw.polygon(surface, theme.FOCUS, inner)


def draw_tag(surface: pygame.Surface, text: str, anchor: tuple[int, int], above: bool = True,
             size: int = 15) -> pygame.Rect:
    """A small dark label with a white border (what Enter does here), kept in the window."""
    f = font(size, "bold")
    img = f.render(text, True, theme.FOCUS)
    box = img.get_rect().inflate(16, 8)
    box.midbottom = (anchor[0], anchor[1] - 22) if above else (anchor[0], anchor[1])
    if not above:
        box.midtop = anchor
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    pygame.draw.rect(surface, theme.FOCUS_EDGE, box, border_radius=6)
    pygame.draw.rect(surface, theme.FOCUS, box, 2, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))
    return box
