"""Arrows on the table: from a source (a spell on the stack, an attacker, a blocker) to the
visible part of its target, coloured by the source's role, drawn above the cards."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...core.table import Scene
from .cards import CardNode

if TYPE_CHECKING:
    from .view import TableView

Segment = tuple[tuple[int, int], tuple[int, int], tuple[int, int, int], bool]
# by the source's role: a spell or ability on the stack, an attacker, a blocker
ARROW_COLOURS = {"": (250, 178, 60), "attacker": (232, 70, 58), "blocker": (86, 156, 246)}


def _edge(rect: pygame.Rect, towards: tuple[int, int], inset: int = 0) -> tuple[int, int]:
    """Where a line from the rectangle's centre toward a point leaves it (pulled `inset`
    pixels inside; negative: outside); the centre itself when the point is inside."""
    cx, cy = rect.center
    dx, dy = towards[0] - cx, towards[1] - cy
    if rect.collidepoint(towards) or (dx == 0 and dy == 0):
        return rect.center
    hw, hh = max(1, rect.w / 2 - inset), max(1, rect.h / 2 - inset)
    t = min(hw / abs(dx) if dx else float("inf"), hh / abs(dy) if dy else float("inf"))
    return round(cx + dx * t), round(cy + dy * t)


def arrow_segments(view: TableView, sc: Scene) -> list[Segment]:
    """Each arrow of the scene as (start, end, colour, ends on a card): from the edge of
    its source toward the visible part of its target, a card's uncovered centre or the
    edge of a seat's on-screen panel, inside the window."""
    window = pygame.Rect(0, 0, *view.size)
    out = []
    for card, key in sc.arrows:
        node = view.cards.get(card)
        if node is None or not node.visible:
            continue
        src = node.world_rect()
        on_card = key.startswith("card:")
        if on_card:
            target = view.cards.get(int(key[5:]))
            if target is None or not target.visible:
                continue
            rect = target.world_rect().clip(window)
            end = _uncovered(view, target, rect)
        else:
            zone = view.layout.zone(key)
            if zone is None:
                continue
            rect = zone.rect.clip(window)
            end = _edge(rect, src.center, inset=2)
        if rect.w < 2 or rect.h < 2 or src.colliderect(rect) and not on_card:
            continue
        start = _edge(src, end, inset=-2)
        role = sc.marks.get(card, "")
        colour = ARROW_COLOURS.get(role, ARROW_COLOURS[""])
        out.append((start, end, colour, on_card))
    return out


def _uncovered(view: TableView, node: CardNode, rect: pygame.Rect) -> tuple[int, int]:
    """A point of a card that no other card covers (its centre when free; the strip along
    its top when only that shows, as for a card fanned behind another)."""
    for fx, fy in ((0.5, 0.5), (0.5, 0.3), (0.25, 0.5), (0.15, 0.3), (0.75, 0.5), (0.5, 0.75),
                   (0.5, 0.06), (0.25, 0.06), (0.75, 0.06)):
        p = (int(rect.x + rect.w * fx), int(rect.y + rect.h * fy))
        if view.card_at(p) is node:
            return p
    return rect.center


def draw_arrows(view: TableView, surface: pygame.Surface, sc: Scene, part: str = "all") -> None:
    """Arrows from a source (a spell on the stack, an attacker, a blocker) to its target,
    coloured by the source's role, with a dark edge so they read over any card. `part`:
    "lines" (drawn under the cards, so a line never crosses a card's name), "heads" (the
    heads and rings, over the cards) or "all"."""
    width = max(3, view.layout.px(6))
    head = max(10, view.layout.px(22))
    for start, end, colour, on_card in arrow_segments(view, sc):
        ring = max(6, view.layout.px(13)) if on_card else None
        draw_arrow(surface, start, end, colour, width, head, ring, part)


def draw_arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], colour: tuple[int, int, int],
               width: int, head: int, ring: int | None = None, part: str = "all") -> None:
    """One arrow with a dark edge (so it reads over any card); `ring`: the radius of a circle
    drawn where it ends on a card (None: no circle); `part`: "lines", "heads" or "all"."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 12:
        return
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * head, end[1] - uy * head)
    left = (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55)
    right = (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)
    if part in ("all", "lines"):
        pygame.draw.line(surface, (16, 16, 20), start, base, width + 4)
        pygame.draw.line(surface, colour, start, base, width)
        pygame.draw.circle(surface, colour, start, max(3, width))
    if part == "lines":
        return
    pygame.draw.polygon(surface, (16, 16, 20), [end, left, right], 0)
    pygame.draw.polygon(surface, (16, 16, 20), [end, left, right], 4)
    pygame.draw.polygon(surface, colour, [end, left, right])
    if ring is not None:
        pygame.draw.circle(surface, (16, 16, 20), end, ring + 1, 5)
        pygame.draw.circle(surface, colour, end, ring, 3)
