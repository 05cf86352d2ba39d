"""AskFirst: a modal question with two answers (Delete / Keep), the window shaded under it;
the first answer is the one that changes something, set apart in the danger colour and
worded as the deed, so neither colour nor place alone tells them apart."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import font, text_px, wrap
from .controls import Button, Label, Panel


class AskFirst(Node):
    """A shaded window with a box: a title, a few lines, the deed's button and the way out."""

    interactive = True

    def __init__(self, size: tuple[int, int], title: str, lines: Sequence[str], deed: str,
                 on_deed: Callable[[], object], keep: str, on_keep: Callable[[], object], k: float = 1.0,
                 z: int = 960) -> None:
        super().__init__(0, 0, size[0], size[1], z)
        w, h = size
        pad, gap = int(24 * k), int(12 * k)
        pw = min(int(640 * k), w - 60)
        tf, bf = font(text_px("title", k), "bold"), font(text_px("label", k))
        inner = pw - 2 * pad
        titles = wrap(title, tf, inner, break_words=True)
        body = [piece for line in lines for piece in wrap(line, bf, inner, break_words=True)]
        bh = int(50 * k)
        ph = 2 * pad + tf.get_linesize() * len(titles) + gap + bf.get_linesize() * len(body) + gap + bh
        x, y = (w - pw) // 2, (h - ph) // 2
        self.add(Panel(x, y, pw, ph, line=theme.DANGER, z=0))
        top = y + pad
        for text in titles:
            self.add(Label(text, x + pad, top, inner, tf.get_linesize(), size=text_px("title", k), style="bold",
                           colour=theme.DANGER, z=1))
            top += tf.get_linesize()
        top += gap
        for text in body:
            self.add(Label(text, x + pad, top, inner, bf.get_linesize(), size=text_px("label", k), z=1))
            top += bf.get_linesize()
        bw = (inner - gap) // 2
        self.deed = self.add(Button(deed, x + pad, y + ph - pad - bh, bw, bh, on_deed, size=text_px("heading", k), z=1))
        self.keep = self.add(Button(keep, x + pad + bw + gap, y + ph - pad - bh, bw, bh, on_keep, primary=True,
                                    size=text_px("heading", k), z=1))
        self.on_keep = on_keep

    def handle(self, event: UIEvent) -> bool:
        return True     # modal: nothing under it reacts

    def paint(self, surface: pygame.Surface) -> None:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer.fill((0, 0, 0, 150))
        surface.blit(layer, (0, 0))
        r = self.deed.world_rect()
        pygame.draw.rect(surface, theme.DANGER, r.inflate(6, 6), 3, border_radius=10)
