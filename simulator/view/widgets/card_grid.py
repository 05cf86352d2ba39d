"""A scrolling grid of card faces in headed groups (a deck's units, spells...; the builder's
pool): each card drawn with the table's face renderer and a count under it ("×4"), the
wheel or the keys scroll it, and the screen asks which card lies under the pointer."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...core.table import CardFace
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import font, text_px
from ..table.cards import render_face

CARD_RATIO = 1.4          # a card's height over its width


@dataclass(frozen=True)
class GridCard:
    """One card of the grid: its id, face (None: drawn as a named box), the badge under it
    ("×4", "2 in deck"; "" none) and whether it is dimmed (no more copies may be added)."""

    card_id: str
    name: str
    face: CardFace | None
    badge: str = ""
    dim: bool = False


@dataclass(frozen=True)
class GridGroup:
    """A heading ("Units · 30", "" for none) and its cards in order."""

    title: str
    cards: Sequence[GridCard]


class CardGrid(Node):
    """Groups of cards in rows that wrap at the grid's width; scrolls by whole pixels.

    on_click(card, button): a click (button 1 or 3) on a card; the screen handles hover and
    drags through `card_at`."""

    interactive = True

    def __init__(self, x: float, y: float, w: float, h: float, card_w: int, k: float = 1.0,
                 on_click: Callable[[GridCard, int], object] | None = None, empty: str = "No cards") -> None:
        super().__init__(x, y, w, h)
        self.gap = max(6, int(10 * k))
        room = int(w) - 8 + self.gap                 # 8: the scroll bar's strip
        cols = max(1, room // (card_w + self.gap))
        card_w = max(card_w, room // cols - self.gap)    # the cards grow to fill the width
        self.card_w, self.card_h = card_w, int(card_w * CARD_RATIO)
        self.k, self.on_click, self.empty = k, on_click, empty
        self.groups: list[GridGroup] = []
        self.scroll = 0
        self.spots: list[tuple[pygame.Rect, GridCard]] = []      # in grid coordinates (unscrolled)
        self.heads: list[tuple[int, str, int, int]] = []      # (y, title, left, right), unscrolled
        self.content_h = 0
        self._down: GridCard | None = None

    # -- content ------------------------------------------------------------------------------------
    def set_groups(self, groups: Sequence[GridGroup], keep_scroll: bool = False) -> None:
        """Show these groups (scrolled to the top unless `keep_scroll`)."""
        self.groups = list(groups)
        self._lay()
        self.scroll = min(self.scroll, self.max_scroll()) if keep_scroll else 0

    def badge_h(self) -> int:
        """The height of the line under each card."""
        return font(text_px("label", self.k), "bold").get_linesize() + 4

    def head_h(self) -> int:
        """The height of a group's heading."""
        return font(text_px("heading", self.k), "bold").get_linesize() + max(4, int(6 * self.k))

    def columns(self) -> int:
        """Cards a row."""
        return max(1, int(self.w + self.gap) // (self.card_w + self.gap))

    def _lay(self) -> None:
        """Groups flow like words: a small group sits beside the one before it when its
        cards (and its heading) fit in the columns left on that line."""
        self.spots, self.heads = [], []
        cols, y = self.columns(), 0
        step_x = self.card_w + self.gap
        step_y = self.card_h + self.badge_h() + self.gap
        head_f = font(text_px("heading", self.k), "bold")
        col0, line_h = 0, 0
        for group in self.groups:
            n = len(group.cards)
            width = max(1, min(cols, n))
            need = max(width, -(-(head_f.size(group.title)[0] + self.gap) // step_x) if group.title else 1)
            if col0 and col0 + need > cols:          # a new line
                y += line_h + max(2, int(4 * self.k))
                col0, line_h = 0, 0
            top = y
            if group.title:
                span = (need if need < cols else cols) * step_x - self.gap
                self.heads.append((y, group.title, col0 * step_x, col0 * step_x + span))
                top += self.head_h()
            for i, card in enumerate(group.cards):
                row, col = divmod(i, width)
                self.spots.append((pygame.Rect((col0 + col) * step_x, top + row * step_y,
                                               self.card_w, self.card_h), card))
            line_h = max(line_h, top - y + -(-n // width) * step_y)
            col0 += need if need < cols else cols
        self.content_h = y + line_h

    def max_scroll(self) -> int:
        """How far the grid scrolls (pixels)."""
        return max(0, self.content_h - int(self.h))

    def scroll_by(self, pixels: int) -> None:
        """Scroll down (or up, negative) by `pixels`, kept in range."""
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def card_at(self, pos: tuple[int, int]) -> GridCard | None:
        """The card under a window point (None outside the grid or between cards)."""
        r = self.world_rect()
        if not r.collidepoint(pos):
            return None
        local = (pos[0] - r.x, pos[1] - r.y + self.scroll)
        return next((card for spot, card in self.spots if spot.collidepoint(local)), None)

    def rect_of(self, card_id: str) -> pygame.Rect | None:
        """Where a card is drawn, in window coordinates (None when it is not in the grid)."""
        r = self.world_rect()
        for spot, card in self.spots:
            if card.card_id == card_id:
                return spot.move(r.x, r.y - self.scroll)
        return None

    def reveal(self, card_id: str) -> None:
        """Scroll so that a card is in sight."""
        for spot, card in self.spots:
            if card.card_id == card_id:
                if spot.y < self.scroll:
                    self.scroll = spot.y
                elif spot.bottom + self.badge_h() > self.scroll + self.h:
                    self.scroll = min(self.max_scroll(), spot.bottom + self.badge_h() - int(self.h))
                return

    @property
    def text(self) -> str:
        """What the grid holds, in words (tests)."""
        return f"{len(self.spots)} cards"

    # -- input --------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> bool:
        if event.kind == "wheel":
            self.scroll_by(int(event.dy) * (self.card_h // 2))
            return True
        if event.kind == "down" and event.button in (1, 3):
            self._down = self.card_at(event.pos)
            return True
        if event.kind == "up" and event.button in (1, 3):
            card, self._down = self._down, None
            if card is not None and self.on_click is not None and self.card_at(event.pos) == card:
                self.on_click(card, event.button)
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip) if clip else r)
        head = font(text_px("heading", self.k), "bold")
        badge = font(text_px("label", self.k), "bold")
        for y, title, left, right in self.heads:
            top = r.y + y - self.scroll
            if top + self.head_h() < r.y or top > r.bottom:
                continue
            img = head.render(title, True, theme.ACCENT)
            surface.blit(img, (r.x + left, top))
            if r.x + left + img.get_width() + 12 < r.x + right:
                pygame.draw.line(surface, theme.PANEL_LINE, (r.x + left + img.get_width() + 12, top + img.get_height() // 2),
                                 (r.x + right, top + img.get_height() // 2), 1)
        if not self.spots:
            img = head.render(self.empty, True, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        for spot, card in self.spots:
            box = spot.move(r.x, r.y - self.scroll)
            if box.bottom + self.badge_h() < r.y or box.y > r.bottom:
                continue
            self._paint_card(surface, box, card, badge)
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            self._paint_bar(surface, r)

    def _paint_card(self, surface: pygame.Surface, box: pygame.Rect, card: GridCard, badge: pygame.font.Font) -> None:
        if card.face is not None:
            surface.blit(render_face(card.face, box.w, box.h), box.topleft)
        else:
            pygame.draw.rect(surface, theme.BUTTON, box, border_radius=8)
            img = font(text_px("small", self.k)).render(card.name, True, theme.TEXT)
            surface.blit(img, img.get_rect(center=box.center))
        if card.dim:
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            veil.fill((10, 12, 16, 150))
            surface.blit(veil, box.topleft)
        if card.badge:
            img = badge.render(card.badge, True, theme.TEXT if not card.dim else theme.TEXT_DIM)
            pill = img.get_rect(midtop=(box.centerx, box.bottom + 2)).inflate(14, 2)
            pygame.draw.rect(surface, theme.PANEL, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, theme.ACCENT if not card.dim else theme.PANEL_LINE, pill, 1,
                             border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))

    def _paint_bar(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The scroll bar at the right edge: where the view is in the whole."""
        track = pygame.Rect(r.right - 5, r.y, 4, r.h)
        pygame.draw.rect(surface, theme.PANEL_LINE, track, border_radius=2)
        share = r.h / max(1, self.content_h)
        thumb_h = max(24, int(r.h * share))
        y = r.y + int((r.h - thumb_h) * self.scroll / max(1, self.max_scroll()))
        pygame.draw.rect(surface, theme.TEXT_DIM, (track.x - 1, y, 6, thumb_h), border_radius=3)
