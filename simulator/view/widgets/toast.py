"""Toasts: messages that fade once they have been up long enough to read."""
from __future__ import annotations


import pygame

from ..style import theme
from ..style.fonts import font, wrap
from ..node import Node


def reading_seconds(text: str) -> float:
    """How long a message stays up: a moment to notice it plus time to read it (about 14
    characters a second), never under 3.5 s and never over 12 s."""
    return min(12.0, max(3.5, 1.5 + len(text) / 14))


class Toast(Node):
    """A message that fades out once it has been up long enough to read (spring-back
    reasons, notices). `detail` is a second, smaller part under the message (a refusal's
    rule in words); `text` is the whole message as one string."""

    def __init__(self, text: str, centre: tuple[int, int], colour: tuple[int, int, int] | None = None,
                 seconds: float | None = None,
                 z: int = 950, width: int = 560, detail: str = "", size: int = 20) -> None:
        f, df = font(size, "bold"), font(max(10, size - 4))
        lines = wrap(text, f, width, break_words=True)[:8]
        details = wrap(detail, df, width, break_words=True)[:4] if detail else []
        w = max([f.size(line)[0] for line in lines] + [df.size(line)[0] for line in details]) + 36
        gap = 4 if details else 0
        h = f.get_linesize() * len(lines) + df.get_linesize() * len(details) + gap + 20
        super().__init__(centre[0] - w // 2, centre[1] - h // 2, w, h, z)
        colour = colour if colour is not None else theme.DANGER   # the palette's, when the toast is made
        self.lines, self.details, self.colour, self.size, self.gap = lines, details, colour, size, gap
        self.text = text + (f" — {detail}" if detail else "")
        self.left = self.total = reading_seconds(self.text) if seconds is None else seconds

    def moving(self) -> bool:
        return True                 # it fades, then removes itself

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0 and self.parent is not None:
            self.parent.remove(self)

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        alpha = int(255 * max(0.0, min(1.0, self.left / 0.6)))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (18, 20, 24, min(235, alpha)), layer.get_rect(), border_radius=10)
        pygame.draw.rect(layer, (*self.colour, alpha), layer.get_rect(), 2, border_radius=10)
        f, df = font(self.size, "bold"), font(max(10, self.size - 4))
        y = 10
        for line in self.lines:
            img = f.render(line, True, theme.TEXT)
            img.set_alpha(alpha)
            layer.blit(img, img.get_rect(midtop=(r.w // 2, y)))
            y += f.get_linesize()
        y += self.gap
        for line in self.details:
            img = df.render(line, True, theme.ACCENT)
            img.set_alpha(alpha)
            layer.blit(img, img.get_rect(midtop=(r.w // 2, y)))
            y += df.get_linesize()
        surface.blit(layer, r.topleft)
