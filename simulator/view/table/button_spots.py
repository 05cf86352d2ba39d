"""Choice buttons in free space: the buttons the table lays on the board (the Draw Phase's
split, attacks in a realm) and the row of extra actions above the big button never cover a
card.

A column of buttons (the same left edge and width, one over the other) moves as one, so
it stays a tidy column; any other button moves alone. Each keeps its place when no card
lies under it; otherwise it narrows to the widest part of its place that no card touches
(when that leaves enough of it), else it slides to the nearest spot clear of the cards,
the table's fixed parts (banner, log, panels, the big buttons) and the buttons already
placed, always inside the window.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from ..node import Node

MARGIN = 6          # pixels kept between a button and a card
NARROW_LEAST = 0.55  # a narrowed button keeps at least this share of its width


def clear_of(rect: pygame.Rect, obstacles: Iterable[pygame.Rect]) -> bool:
    """True when `rect` touches none of `obstacles`."""
    return rect.collidelist(list(obstacles)) < 0


def columns(rects: Sequence[pygame.Rect]) -> list[list[int]]:
    """The indices of `rects` grouped into columns (the same x and width), in order."""
    groups: dict[tuple[int, int], list[int]] = {}
    for i, r in enumerate(rects):
        groups.setdefault((r.x, r.w), []).append(i)
    return list(groups.values())


def free_span(area: pygame.Rect, cards: Sequence[pygame.Rect]) -> tuple[int, int]:
    """The widest run of x (left, right) across `area` that no card beside it in height touches."""
    blocked = sorted((max(area.x, c.x - MARGIN), min(area.right, c.right + MARGIN)) for c in cards
                     if c.bottom > area.y and c.y < area.bottom and c.right > area.x and c.x < area.right)
    best, at = (area.x, area.x), area.x
    for left, right in blocked:
        if left - at > best[1] - best[0]:
            best = (at, left)
        at = max(at, right)
    if area.right - at > best[1] - best[0]:
        best = (at, area.right)
    return best


def _slide(rects: list[pygame.Rect], avoid: list[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect] | None:
    """`rects` moved together to the nearest spot where none touches `avoid`, inside `bounds`:
    the spots tried put the group's edges against the edges of what it avoids (or of the
    window), nearest first."""
    box = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
    xs = {0, bounds.x - box.x, bounds.right - box.right}
    ys = {0, bounds.y - box.y, bounds.bottom - box.bottom}
    for r in avoid:
        xs.update((r.right - box.x, r.x - box.right))
        ys.update((r.bottom - box.y, r.y - box.bottom))
    spots = sorted(((dx, dy) for dx in xs for dy in ys if bounds.contains(box.move(dx, dy))),
                   key=lambda d: (d[0] * d[0] + d[1] * d[1], d))
    for dx, dy in spots:
        moved = [r.move(dx, dy) for r in rects]
        if all(r.collidelist(avoid) < 0 for r in moved):
            return moved
    return None


def place_clear(rects: Sequence[pygame.Rect], cards: Sequence[pygame.Rect], fixed: Sequence[pygame.Rect],
                bounds: pygame.Rect) -> list[pygame.Rect]:
    """Where buttons meant for `rects` go so that none covers a card (see the module):
    `cards` the cards' rectangles, `fixed` the table's parts a moved button also keeps off,
    `bounds` the window."""
    out = [pygame.Rect(r) for r in rects]
    near = [c.inflate(2 * MARGIN, 2 * MARGIN) for c in cards]
    placed: list[pygame.Rect] = []
    for group in columns(out):
        mine = [out[i] for i in group]
        if all(clear_of(r, near) for r in mine) and all(clear_of(r, placed) for r in mine):
            placed += mine
            continue
        box = mine[0].unionall(mine[1:]) if len(mine) > 1 else mine[0]
        left, right = free_span(box, cards)
        narrowed = [pygame.Rect(left, r.y, right - left, r.h) for r in mine]
        if right - left >= box.w * NARROW_LEAST and all(clear_of(r, placed) for r in narrowed):
            moved: list[pygame.Rect] | None = narrowed
        else:
            moved = _slide(mine, near + list(fixed) + placed, bounds)
        for i, r in zip(group, moved or mine):
            out[i] = r
        placed += moved or mine
    return out


def card_rects(cards: Iterable[Node]) -> list[pygame.Rect]:
    """Where the visible cards are drawn once they rest (a card gliding: where it is going)."""
    out = []
    for node in cards:
        if not node.visible:
            continue
        r = node.world_rect()
        home = getattr(node, "home", None)
        if home is not None:
            r = r.move(round(home[0] - node.x), round(home[1] - node.y))
        out.append(r)
    return out


def settle(buttons: Sequence[Node], cards: Iterable[Node], fixed: Sequence[pygame.Rect],
           window: tuple[int, int]) -> None:
    """Move these buttons (children of an unmoved node) off the cards (place_clear)."""
    if not buttons:
        return
    rects = [b.world_rect() for b in buttons]
    bounds = pygame.Rect(0, 0, window[0], window[1]).inflate(-8, -8)
    for b, old, new in zip(buttons, rects, place_clear(rects, card_rects(cards), fixed, bounds)):
        b.x += new.x - old.x
        b.y += new.y - old.y
        b.w, b.h = new.w, new.h


def below_banner(menu: pygame.Rect, banner: pygame.Rect, window_h: int, gap: int = MARGIN) -> int:
    """How far down a menu in the middle of the window moves so the banner above it stays
    readable (0 when it does not touch the banner, or would not fit between it and the window's
    bottom): the banner names the decision the menu answers, half-hidden behind it otherwise."""
    if not menu.colliderect(banner):
        return 0
    shift = banner.bottom + gap - menu.y
    return shift if shift > 0 and menu.bottom + shift <= window_h - gap else 0
