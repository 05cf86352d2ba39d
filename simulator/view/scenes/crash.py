"""The crash dialog: what went wrong, that the game is safe, where the report is; Back to menu.

`CrashScene` is what the App shows when a scene raised. `LastResortScene` is shown when
even the dialog or the menu keeps failing: it draws one message with as little code as
possible, and a click tries the menu again.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..style import theme
from ..files.crash import CrashReport
from ..style.fonts import font, wrap
from ..node import Node, UIEvent
from ..widgets import Button, Panel
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App


class TextBlock(Node):
    """Wrapped text (long words such as paths are broken too), at most `max_lines` lines."""

    def __init__(self, text: str, x: int, y: int, w: int, size: int, colour: tuple[int, int, int] = theme.TEXT,
                 style: str = "regular", max_lines: int = 4, centre: bool = True, z: int = 1) -> None:
        f = font(size, style)
        lines = wrap(text, f, w, break_words=True)
        if len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = lines[-1][:max(0, len(lines[-1]) - 1)] + "…"
        self.lines, self.size, self.style, self.colour, self.centre = lines, size, style, colour, centre
        super().__init__(x, y, w, f.get_linesize() * len(lines), z)

    def fits(self) -> bool:
        """True when every line fits the block's width (lines wrap, long words break)."""
        f = font(self.size, self.style)
        return all(f.size(line)[0] <= int(self.w) + 1 for line in self.lines)

    def paint(self, surface: pygame.Surface) -> None:
        f = font(self.size, self.style)
        r = self.world_rect()
        for i, line in enumerate(self.lines):
            img = f.render(line, True, self.colour)
            pos = img.get_rect(midtop=(r.centerx, r.y + i * f.get_linesize())) if self.centre \
                else img.get_rect(topleft=(r.x, r.y + i * f.get_linesize()))
            surface.blit(img, pos)


class CrashScene(FittedScene):
    """Something went wrong: the short reason, whether the game is safe, the report's path."""

    back_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)

    def __init__(self, app: "App", report: CrashReport) -> None:
        super().__init__(app)
        self.report = report
        self.build()

    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        rep = self.report
        ctx = rep.context
        pw = min(int(900 * k), w - 40)
        pad = max(16, int(32 * k))
        inner = pw - 2 * pad
        box = Node(0, 0, pw, 0, z=10)
        y = int(28 * k)
        blocks: list[Node] = []

        def add(node: Node, gap: float) -> None:
            nonlocal y
            node.y = y
            blocks.append(node)
            y += int(node.h) + int(gap * k)

        def size(n: float) -> int:
            return max(10, int(n * k))

        add(TextBlock("Something went wrong", pad, 0, inner, size(34), theme.ACCENT, "title", 1), 16)
        add(TextBlock(rep.reason, pad, 0, inner, size(19), theme.DANGER, "bold", 3), 18)
        if ctx.get("autosave"):
            if ctx.get("autosave_error"):
                safe = "The last autosave of your game failed:\nContinue in the main menu may resume it a move or so earlier."
                colour = theme.DANGER
            else:
                safe = "Your game is safe: it was autosaved after its last move.\nContinue in the main menu resumes it."
                colour = theme.LEGAL
            add(TextBlock(safe, pad, 0, inner, size(19), colour, "regular", 4), 18)
        if rep.path is not None:
            add(TextBlock("A crash report with the details was written to:", pad, 0, inner, size(17), theme.TEXT_DIM,
                          "regular", 2), 4)
            add(TextBlock(str(rep.path), pad, 0, inner, size(17), theme.TEXT, "condensed", 3), 18)
        else:
            add(TextBlock(f"The crash report could not be written ({rep.write_error}); it was printed to the "
                          "terminal instead.", pad, 0, inner, size(17), theme.TEXT_DIM, "regular", 3), 18)
        if rep.repeats > 1:
            add(TextBlock(f"(this happened {rep.repeats} times)", pad, 0, inner, size(15), theme.TEXT_DIM, "regular",
                          1), 12)
        bw, bh = min(int(260 * k), (inner - 20) // 2), int(58 * k)
        y += int(6 * k)
        back = Button("Back to menu", pw // 2 - bw - 10, y, bw, bh, self.app.show_menu, primary=True, size=size(21),
                      z=1)
        quit_ = Button("Quit", pw // 2 + 10, y, bw, bh, self.app.quit, size=size(21), z=1)
        ph = y + bh + int(28 * k)
        box.h = ph
        box.x, box.y = (w - pw) // 2, max(4, (h - ph) // 2)
        self.root.clear()
        box.add(Panel(0, 0, pw, ph, z=0))
        for node in blocks:
            box.add(node)
        box.add(back)
        box.add(quit_)
        self.root.add(box)


class LastResortScene(FittedScene):
    """Shown when the crash dialog or the menu keeps failing: one message; a click tries the
    menu again, Escape quits. Drawing is as simple as it gets and may not fail."""

    def __init__(self, app: "App", report: CrashReport | None) -> None:
        super().__init__(app)
        where = f"\n\nCrash report: {report.path}" if report is not None and report.path is not None else ""
        self.text = "Tabletop keeps running into an error.\nClick to try the main menu, or press Escape to quit." + where

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)

    def handle(self, event: UIEvent) -> None:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif event.kind == "up":
            self.app.show_menu()

    def update(self, dt: float) -> None:
        pass

    def animating(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 24, 28))
        try:
            f = font(20)
            w, h = self.app.size
            for i, line in enumerate(wrap(self.text, f, w - 160, break_words=True)[:8]):
                img = f.render(line, True, (230, 230, 230))
                surface.blit(img, img.get_rect(midtop=(w // 2, h // 3 + i * f.get_linesize())))
        except Exception:
            pass
