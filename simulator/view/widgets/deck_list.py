"""The deck being built, as a list by section: a heading per section with its count, then a
row per card (its cost, name, copies, and − / + buttons), ordered by cost; the wheel scrolls
it. A click on − (or a right-click on the row) takes a copy out, + puts one more in; the
screen asks which row lies under the pointer for hover and drags."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from ...core.deckbuilding import Contents, PoolCard
from ...core.table import CardFace
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import font, text_px
from .controls import cut_at_word
from .deck_groups import cost_key


@dataclass(frozen=True)
class ListRow:
    """One line of the list: a section's heading (card_id "") or a card of a section."""

    section: str
    card_id: str
    name: str
    cost: str
    copies: int
    colour: tuple[int, int, int]


class DeckList(Node):
    """The deck's cards by section; on_change(section, card_id, +1 or -1) when a − or + is
    clicked (or a row right-clicked)."""

    interactive = True

    def __init__(self, x: float, y: float, w: float, h: float, k: float,
                 on_change: Callable[[str, str, int], object], target: str = "") -> None:
        super().__init__(x, y, w, h)
        self.k, self.on_change, self.target = k, on_change, target
        self.rows: list[ListRow] = []
        self.scroll = 0
        self._down: tuple[ListRow, str] | None = None

    def row_h(self) -> int:
        """The height of one row."""
        return font(text_px("body", self.k)).get_linesize() + max(6, int(8 * self.k))

    def set_deck(self, contents: Contents, sections: Sequence[str], pool: Mapping[str, PoolCard],
                 faces: Mapping[str, CardFace]) -> None:
        """Show a deck (every section, an empty one too, so cards can be dropped in it)."""
        rows: list[ListRow] = []
        names = list(sections) + [s for s in contents if s not in sections]
        for section in names:
            part = contents.get(section, {})
            rows.append(ListRow(section, "", section, "", sum(part.values()), theme.ACCENT))
            for card_id in sorted(part, key=lambda cid: cost_key(pool.get(cid), cid)):
                card = pool.get(card_id)
                face = faces.get(card_id)
                rows.append(ListRow(section, card_id, card.name if card else card_id,
                                    "" if card is None or card.cost is None else str(card.cost), part[card_id],
                                    face.colour if face is not None else theme.PANEL_LINE))
        self.rows = rows
        self.scroll = min(self.scroll, self.max_scroll())

    def max_scroll(self) -> int:
        """How far the list scrolls."""
        return max(0, len(self.rows) * self.row_h() - int(self.h))

    def scroll_by(self, pixels: int) -> None:
        """Scroll by `pixels` (kept in range)."""
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def _box(self, i: int) -> pygame.Rect:
        r = self.world_rect()
        return pygame.Rect(r.x, r.y + i * self.row_h() - self.scroll, r.w - 8, self.row_h())

    def _buttons(self, box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        side = box.h - 6
        plus = pygame.Rect(box.right - side - 2, box.y + 3, side, side)
        minus = plus.move(-side - 4, 0)
        return minus, plus

    def at(self, pos: tuple[int, int]) -> tuple[ListRow, str] | None:
        """The row under a window point and the part hit ("minus", "plus", "row"); None outside."""
        if not self.world_rect().collidepoint(pos):
            return None
        for i, row in enumerate(self.rows):
            box = self._box(i)
            if box.collidepoint(pos):
                if row.card_id:
                    minus, plus = self._buttons(box)
                    if minus.collidepoint(pos):
                        return row, "minus"
                    if plus.collidepoint(pos):
                        return row, "plus"
                return row, "row"
        return None

    def section_at(self, pos: tuple[int, int]) -> str | None:
        """The section a point lies in (the last heading above it); None outside the list."""
        if not self.world_rect().collidepoint(pos):
            return None
        found = self.at(pos)
        if found is not None:
            return found[0].section
        return self.rows[-1].section if self.rows else None

    @property
    def text(self) -> str:
        """The deck in words (tests)."""
        return "; ".join(f"{row.copies} {row.name}" for row in self.rows if row.card_id)

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "wheel":
            self.scroll_by(int(event.dy) * self.row_h() * 2)
            return True
        if event.kind == "down" and event.button in (1, 3):
            self._down = self.at(event.pos)
            return True
        if event.kind == "up" and event.button in (1, 3):
            down, self._down = self._down, None
            here = self.at(event.pos)
            if down is None or here is None or down[0] != here[0] or not here[0].card_id:
                return True
            row, part = here
            if event.button == 3 or part == "minus":
                self.on_change(row.section, row.card_id, -1)
            elif part == "plus":
                self.on_change(row.section, row.card_id, 1)
            return True
        return False

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip) if clip else r)
        body = font(text_px("body", self.k))
        bold = font(text_px("body", self.k), "bold")
        head = font(text_px("label", self.k), "bold")
        for i, row in enumerate(self.rows):
            box = self._box(i)
            if box.bottom < r.y or box.y > r.bottom:
                continue
            if not row.card_id:
                self._paint_head(surface, box, row, head)
                continue
            pygame.draw.rect(surface, theme.BUTTON, box.inflate(0, -2), border_radius=6)
            pygame.draw.rect(surface, row.colour, (box.x, box.y + 1, 5, box.h - 2), border_radius=2)
            x = box.x + 10
            if row.cost:
                d = box.h - 8
                centre = (x + d // 2, box.centery)
                pygame.draw.circle(surface, theme.ACCENT, centre, d // 2)
                img = bold.render(row.cost, True, (24, 20, 14))
                surface.blit(img, img.get_rect(center=centre))
            x += box.h - 4
            minus, plus = self._buttons(box)
            count = bold.render(f"×{row.copies}", True, theme.ACCENT)
            cx = minus.x - 8 - count.get_width()
            surface.blit(count, (cx, box.centery - count.get_height() // 2))
            name = body.render(cut_at_word(row.name, body, cx - x - 8), True, theme.TEXT)
            surface.blit(name, (x, box.centery - name.get_height() // 2))
            for rect, sign in ((minus, "−"), (plus, "+")):
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=5)
                pygame.draw.rect(surface, theme.PANEL_LINE, rect, 1, border_radius=5)
                img = bold.render(sign, True, theme.TEXT)
                surface.blit(img, img.get_rect(center=rect.center))
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            share = r.h / max(1, len(self.rows) * self.row_h())
            thumb = max(20, int(r.h * share))
            y = r.y + int((r.h - thumb) * self.scroll / max(1, self.max_scroll()))
            pygame.draw.rect(surface, theme.TEXT_DIM, (r.right - 5, y, 4, thumb), border_radius=2)

    def _paint_head(self, surface: pygame.Surface, box: pygame.Rect, row: ListRow, f: pygame.font.Font) -> None:
        marker = "▸ " if row.section == self.target else ""
        img = f.render(f"{marker}{row.section} · {row.copies}", True, theme.ACCENT)
        surface.blit(img, (box.x + 2, box.centery - img.get_height() // 2))
        y = box.bottom - 2
        pygame.draw.line(surface, theme.PANEL_LINE, (box.x, y), (box.right, y), 1)
