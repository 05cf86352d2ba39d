"""The analysis of one decision on the table: the move made and the move the search bot
preferred, as coloured rings around the cards they involve and arrows to where they went,
and the verdict in words ("You chose X: 31% → 12%. The bot preferred Y (31%).").

Which cards a move involves comes from the game's table description (`offer`,
`drop_places`), never from the view's own reading of the game."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...bots.analysis import Verdict
from ...core.actions import Action
from ...core.table import TableDescription
from ..style import theme
from .arrows import _edge, _uncovered, draw_arrow
from ..style.fonts import font

if TYPE_CHECKING:
    from .view import TableView

RGB = tuple[int, int, int]
PLAYED = (244, 114, 182)          # the move made (pink: apart from the stack's, attackers' and blockers' arrows)
SAME = "played · the bot's choice"


@dataclass(frozen=True)
class MoveMark:
    """How one move shows on the table: rings on its cards, an arrow from its card to
    where it goes (`place`: "card:<id>" or a zone key; None for none), a small label."""

    label: str
    colour: RGB
    cards: tuple[int, ...]
    source: int | None
    place: str | None


def move_mark(table: TableDescription, action: Action, label: str, colour: RGB) -> MoveMark:
    """The mark of `action` at the position where it was (or could have been) made; the
    table description must have shown that position's observation last."""
    try:
        offer = table.offer(action)
        places = table.drop_places(action) if offer == "drag" else []
    except (KeyError, IndexError, ValueError, NotImplementedError):
        offer, places = "button", []
    place = next((p for p in places if p != "board"), None)
    cards: list[int] = []
    if action.card is not None:
        cards.append(action.card)
    if offer == "click" and action.target is not None:
        cards.append(action.target)
    if place is not None and place.startswith("card:"):
        cards.append(int(place[5:]))
    source = action.card if place is not None else None
    return MoveMark(label, colour, tuple(dict.fromkeys(cards)), source, place)


def verdict_marks(table: TableDescription, verdict: Verdict) -> list[MoveMark]:
    """The bot's choice and the move made (one mark when they are the same move)."""
    if verdict.played_action == verdict.best_action:
        return [move_mark(table, verdict.played_action, SAME, theme.LEGAL)]
    return [move_mark(table, verdict.best_action, "the bot's choice", theme.LEGAL),
            move_mark(table, verdict.played_action, "played", PLAYED)]


def percent(chance: float) -> str:
    """A win chance as a whole percentage."""
    return f"{round(max(0.0, min(1.0, chance)) * 100)}%"


def verdict_words(verdict: Verdict, who: str) -> list[tuple[str, RGB]]:
    """The verdict as coloured pieces of one sentence: who chose what with the win chance
    before and after, and the move the bot preferred with its own estimate."""
    before, after = percent(verdict.win_before), percent(verdict.win_after)
    if verdict.played_action == verdict.best_action:
        return [(f"{who} chose ", theme.TEXT), (verdict.played, theme.LEGAL),
                (f" ({before}): the bot's choice too.", theme.TEXT)]
    colour = theme.DANGER if verdict.loss >= 0.1 else theme.TEXT
    return [(f"{who} chose ", theme.TEXT), (verdict.played, PLAYED), (": ", theme.TEXT),
            (f"{before} → {after}", colour), (". The bot preferred ", theme.TEXT), (verdict.best, theme.LEGAL),
            (f" ({before}).", theme.TEXT)]


def _visible(view: TableView, card: int) -> pygame.Rect | None:
    node = view.cards.get(card)
    if node is None or not node.visible:
        return None
    r = node.world_rect()
    return r if r.w >= 4 and r.h >= 4 else None


def mark_rects(view: TableView, marks: Sequence[MoveMark]) -> dict[int, list[tuple[int, pygame.Rect]]]:
    """Where each mark's rings go: mark index -> [(card, ring rectangle)] for its cards on
    screen (the second mark's rings lie outside the first's, so both show on one card)."""
    out: dict[int, list[tuple[int, pygame.Rect]]] = {}
    ringed: dict[int, int] = {}
    for i, mark in enumerate(marks):
        for card in mark.cards:
            r = _visible(view, card)
            if r is None:
                continue
            n = ringed.get(card, 0)
            ringed[card] = n + 1
            pad = view.layout.px(5) + n * max(5, view.layout.px(8))
            out.setdefault(i, []).append((card, r.inflate(2 * pad, 2 * pad)))
    return out


def paint_marks(view: TableView, surface: pygame.Surface, marks: Sequence[MoveMark]) -> None:
    """Rings, arrows and labels of the marks, above the cards."""
    width = max(3, view.layout.px(5))
    rings = mark_rects(view, marks)
    for i, mark in enumerate(marks):
        for _, rect in rings.get(i, []):
            pygame.draw.rect(surface, (16, 16, 20), rect.inflate(4, 4), width + 2, border_radius=12)
            pygame.draw.rect(surface, mark.colour, rect, width, border_radius=10)
    for mark in marks:
        src = _visible(view, mark.source) if mark.source is not None else None
        end = _place_point(view, mark.place, src)
        if src is not None and end is not None:
            start = _edge(src, end, inset=-2)
            ring = max(6, view.layout.px(13)) if mark.place is not None and mark.place.startswith("card:") else None
            draw_arrow(surface, start, end, mark.colour, max(3, view.layout.px(6)), max(10, view.layout.px(22)), ring)
    _paint_labels(view, surface, marks, rings)


def _place_point(view: TableView, place: str | None, src: pygame.Rect | None) -> tuple[int, int] | None:
    """Where an arrow to `place` ends: a card's uncovered point, or the edge of a zone."""
    if place is None or src is None:
        return None
    window = pygame.Rect(0, 0, *view.size)
    if place.startswith("card:"):
        node = view.cards.get(int(place[5:]))
        if node is None or not node.visible:
            return None
        return _uncovered(view, node, node.world_rect().clip(window))
    zone = view.layout.zone(place)
    if zone is None:
        return None
    rect = zone.rect.clip(window)
    if rect.w < 2 or rect.h < 2 or rect.colliderect(src):
        return None
    return _edge(rect, src.center, inset=view.layout.px(10))


def _paint_labels(view: TableView, surface: pygame.Surface, marks: Sequence[MoveMark],
                  rings: dict[int, list[tuple[int, pygame.Rect]]]) -> None:
    """A small label on top of each mark's first ringed card; labels never cover each other."""
    f = font(max(view.tpx("small"), view.layout.px(14)), "bold")     # never under the type scale's least
    window = pygame.Rect(0, 0, *view.size)
    taken: list[pygame.Rect] = []
    for i, mark in enumerate(marks):
        if not rings.get(i):
            continue
        rect = rings[i][0][1]
        img = f.render(mark.label, True, (16, 16, 20))
        pill = img.get_rect(midbottom=(rect.centerx, rect.y + img.get_height() // 2)).inflate(12, 4)
        while any(pill.colliderect(t) for t in taken):
            pill.y = max(t.bottom for t in taken if pill.colliderect(t)) + 2
        pill.clamp_ip(window)
        taken.append(pill)
        pygame.draw.rect(surface, (16, 16, 20), pill.inflate(4, 4), border_radius=9)
        pygame.draw.rect(surface, mark.colour, pill, border_radius=8)
        surface.blit(img, img.get_rect(center=pill.center))
