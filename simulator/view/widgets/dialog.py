"""Dialog: a modal box with a title, wrapped lines and one closing button."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..style import theme
from ..style.fonts import font, text_px, wrap
from ..node import Node, UIEvent
from .controls import Button, Label, Panel


class Dialog(Node):
    """A modal box in the middle of the window: a title, lines of text (each wrapped to the
    box, its continuation indented; lines past the room there is are left out with "…")
    and one button that closes it. The window is shaded and nothing under it reacts."""

    interactive = True

    def __init__(self, size: tuple[int, int], title: str, lines: Sequence[str], on_close: Callable[[], object],
                 k: float = 1.0, button: str = "OK", colour: tuple[int, int, int] | None = None,
                 z: int = 950) -> None:
        super().__init__(0, 0, size[0], size[1], z)
        colour = colour if colour is not None else theme.DANGER   # the palette's, when the dialog is made
        w, h = size
        pad, gap = int(24 * k), int(12 * k)
        pw = min(int(940 * k), w - 2 * int(30 * k))
        ts, bs = text_px("title", k), text_px("label", k)
        tf, bf = font(ts, "bold"), font(bs)
        inner, indent = pw - 2 * pad, int(22 * k)
        titles = wrap(title, tf, inner, break_words=True)
        body: list[tuple[str, int]] = []
        for line in lines:
            first, *rest = wrap(line, bf, inner, break_words=True) or [""]
            body.append((first, 0))
            rest = wrap(" ".join(rest), bf, inner - indent, break_words=True) if rest else []
            body += [(piece, indent) for piece in rest]
        bh, bw = int(50 * k), int(170 * k)
        fixed = 2 * pad + tf.get_linesize() * len(titles) + gap + bh + gap
        room = max(1, (h - 2 * int(20 * k) - fixed) // bf.get_linesize())
        if len(body) > room:
            body = body[:room - 1] + [("…", 0)]
        ph = fixed + bf.get_linesize() * len(body)
        x, y = (w - pw) // 2, max(int(20 * k), (h - ph) // 2)
        self.add(Panel(x, y, pw, ph, line=colour, z=0))
        top = y + pad
        for text in titles:
            self.add(Label(text, x + pad, top, inner, tf.get_linesize(), size=ts, style="bold", colour=colour, z=1))
            top += tf.get_linesize()
        top += gap
        for text, left in body:
            self.add(Label(text, x + pad + left, top, inner - left, bf.get_linesize(), size=bs, z=1))
            top += bf.get_linesize()
        self.button = self.add(Button(button, x + (pw - bw) // 2, y + ph - pad - bh, bw, bh, on_close, primary=True,
                                      size=text_px("heading", k), z=1))
        self.title, self.lines = title, list(lines)

    def handle(self, event: UIEvent) -> bool:
        return True     # modal

    def paint(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 12, 170))
        surface.blit(shade, (0, 0))
