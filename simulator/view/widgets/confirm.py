"""ConfirmDialog: a Dialog that asks before something that cannot be undone, with two
buttons: the safe one first and marked (it is what Escape does), the deed's own word second."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from ..style.fonts import text_px
from .controls import Button
from .dialog import Dialog


class ConfirmDialog(Dialog):
    """"Delete this save?" with its lines, and [Keep it] [Delete]: `on_cancel` for the first
    (marked as the default), `on_confirm` for the second. Modal like any Dialog."""

    def __init__(self, size: tuple[int, int], title: str, lines: Sequence[str], on_confirm: Callable[[], object],
                 on_cancel: Callable[[], object], k: float = 1.0, confirm: str = "Delete",
                 cancel: str = "Keep it") -> None:
        super().__init__(size, title, lines, on_confirm, k=k, button=confirm)
        deed = self.button
        gap = int(16 * k)
        deed.primary = False
        deed.x += (deed.w + gap) // 2
        self.cancel_button = self.add(Button(cancel, deed.x - deed.w - gap, deed.y, deed.w, deed.h, on_cancel,
                                             primary=True, size=text_px("heading", k), z=1))
        self.on_cancel = on_cancel
