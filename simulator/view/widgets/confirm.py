"""ConfirmDialog: a Dialog that asks before something that cannot be undone, with two
buttons: the safe one first and marked (it is what Escape does), the deed's own words
second, ringed in the danger colour (place, mark and words tell them apart, never colour
alone). Each button is as wide as its words need, within the box."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..node import Node
from ..style import theme
from ..style.fonts import font, text_px
from .controls import Button
from .dialog import Dialog


class _Ring(Node):
    """The danger colour's ring around the deed's button (over the box, beside the button)."""

    def __init__(self, button: Button) -> None:
        super().__init__(0, 0, 0, 0, z=2)
        self.button = button

    def paint(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.DANGER, self.button.world_rect().inflate(8, 8), 3, border_radius=10)


class ConfirmDialog(Dialog):
    """"Delete this save?" with its lines, and [Keep it] [Delete]: `on_cancel` for the first
    (marked as the default), `on_confirm` for the second. Modal like any Dialog."""

    def __init__(self, size: tuple[int, int], title: str, lines: Sequence[str], on_confirm: Callable[[], object],
                 on_cancel: Callable[[], object], k: float = 1.0, confirm: str = "Delete",
                 cancel: str = "Keep it") -> None:
        super().__init__(size, title, lines, on_confirm, k=k, button=confirm)
        deed = self.button
        gap, pad = int(16 * k), int(28 * k)
        box = self.children[0].world_rect()          # the Dialog's panel
        f = font(text_px("heading", k), "bold")
        room = (box.w - 2 * int(24 * k) - gap) // 2
        width = min(room, max(deed.w, f.size(confirm)[0] + pad, f.size(cancel)[0] + pad))
        deed.primary = False
        deed.w = width
        deed.x = box.centerx + gap // 2
        self.cancel_button = self.add(Button(cancel, box.centerx - gap // 2 - width, deed.y, width, deed.h,
                                             on_cancel, primary=True, size=text_px("heading", k), z=1))
        self.on_cancel = on_cancel
        self.add(_Ring(deed))
