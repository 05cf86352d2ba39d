"""The cost curve of a deck: one bar per cost (the last one "7+"), each with its number of
cards written over it and its cost under it."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..node import Node
from ..style import theme
from ..style.fonts import font, text_px


class CostCurve(Node):
    """Bars of copies per cost (core.deckbuilding.curve), scaled to the tallest, with the
    count above each bar and the cost below; `k` is the screen's text scale."""

    def __init__(self, buckets: Sequence[int], x: float, y: float, w: float, h: float, k: float = 1.0,
                 title: str = "Cost curve") -> None:
        super().__init__(x, y, w, h)
        self.buckets, self.k, self.title = list(buckets), k, title

    @property
    def text(self) -> str:
        """The curve in words (tests, the fit check)."""
        return f"{self.title}: " + ", ".join(f"{self.cost_label(i)}: {n}" for i, n in enumerate(self.buckets))

    def cost_label(self, i: int) -> str:
        """The cost under bar i."""
        return f"{i}+" if i == len(self.buckets) - 1 else str(i)

    def fits(self) -> bool:
        """Whether the title, the numbers and the costs fit the box."""
        small = font(text_px("small", self.k), "bold")
        head = font(text_px("label", self.k), "bold")
        step = self.w / max(1, len(self.buckets))
        return (head.size(self.title)[0] <= self.w and
                all(small.size(self.cost_label(i))[0] <= step for i in range(len(self.buckets))) and
                head.get_linesize() + 2 * small.get_linesize() + 12 <= self.h)

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        head = font(text_px("label", self.k), "bold")
        small = font(text_px("small", self.k), "bold")
        surface.blit(head.render(self.title, True, theme.TEXT), (r.x, r.y))
        top = r.y + head.get_linesize() + small.get_linesize() + 4
        bottom = r.bottom - small.get_linesize() - 2
        n = max(1, len(self.buckets))
        step = r.w / n
        bar_w = max(4, int(step * 0.66))
        most = max(self.buckets) if self.buckets else 0
        pygame.draw.line(surface, theme.PANEL_LINE, (r.x, bottom), (r.right, bottom), 2)
        for i, count in enumerate(self.buckets):
            cx = int(r.x + step * i + step / 2)
            height = int((bottom - top) * count / most) if most else 0
            bar = pygame.Rect(cx - bar_w // 2, bottom - height, bar_w, height)
            if height:
                pygame.draw.rect(surface, theme.ACCENT, bar, border_top_left_radius=3, border_top_right_radius=3)
            num = small.render(str(count), True, theme.TEXT if count else theme.TEXT_DIM)
            surface.blit(num, num.get_rect(midbottom=(cx, bar.top - 1)))
            cost = small.render(self.cost_label(i), True, theme.TEXT_DIM)
            surface.blit(cost, cost.get_rect(midtop=(cx, bottom + 2)))
