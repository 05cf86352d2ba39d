"""The crash dialog: what went wrong, that the game is safe, where the report is; Back to menu.

`CrashScene` is what the App shows when a scene raised. `LastResortScene` is shown when
even the dialog or the menu keeps failing: it draws one message with as little code as
possible, and a click tries the menu again.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..crash import CrashReport
from ..fonts import font, wrap
from ..node import Node, UIEvent
from ..widgets import Button, Panel
from .base import Scene

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

    def paint(self, surface: pygame.Surface) -> None:
        f = font(self.size, self.style)
        r = self.world_rect()
        for i, line in enumerate(self.lines):
            img = f.render(line, True, self.colour)
            pos = img.get_rect(midtop=(r.centerx, r.y + i * f.get_linesize())) if self.centre \
                else img.get_rect(topleft=(r.x, r.y + i * f.get_linesize()))
            surface.blit(img, pos)


class CrashScene(Scene):
    """Something went wrong: the short reason, whether the game is safe, the report's path."""

    def __init__(self, app: "App", report: CrashReport) -> None:
        super().__init__(app)
        self.report = report
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def build(self) -> None:
        """Lay out the dialog for the window size."""
        w, h = self.app.size
        rep = self.report
        ctx = rep.context
        pw = min(900, w - 80)
        inner = pw - 64
        box = Node(0, 0, pw, 0, z=10)
        y = 28
        blocks: list[Node] = []

        def add(node: Node, gap: int) -> None:
            nonlocal y
            node.y = y
            blocks.append(node)
            y += int(node.h) + gap

        add(TextBlock("Something went wrong", 32, 0, inner, 34, theme.ACCENT, "title", 1), 16)
        add(TextBlock(rep.reason, 32, 0, inner, 19, theme.DANGER, "bold", 3), 18)
        if ctx.get("autosave"):
            if ctx.get("autosave_error"):
                safe = "The last autosave of your game failed:\nContinue in the main menu may resume it a move or so earlier."
                colour = theme.DANGER
            else:
                safe = "Your game is safe: it was autosaved after its last move.\nContinue in the main menu resumes it."
                colour = theme.LEGAL
            add(TextBlock(safe, 32, 0, inner, 19, colour, "regular", 2), 18)
        if rep.path is not None:
            add(TextBlock("A crash report with the details was written to:", 32, 0, inner, 17, theme.TEXT_DIM,
                          "regular", 1), 4)
            add(TextBlock(str(rep.path), 32, 0, inner, 17, theme.TEXT, "condensed", 3), 18)
        else:
            add(TextBlock(f"The crash report could not be written ({rep.write_error}); it was printed to the "
                          "terminal instead.", 32, 0, inner, 17, theme.TEXT_DIM, "regular", 3), 18)
        if rep.repeats > 1:
            add(TextBlock(f"(this happened {rep.repeats} times)", 32, 0, inner, 15, theme.TEXT_DIM, "regular", 1), 12)
        bw, bh = min(260, (inner - 20) // 2), 58
        y += 6
        back = Button("Back to menu", pw // 2 - bw - 10, y, bw, bh, self.app.show_menu, primary=True, size=21, z=1)
        quit_ = Button("Quit", pw // 2 + 10, y, bw, bh, self.app.quit, size=21, z=1)
        ph = y + bh + 28
        box.h = ph
        box.x, box.y = (w - pw) // 2, max(10, (h - ph) // 2)
        self.root.clear()
        box.add(Panel(0, 0, pw, ph, z=0))
        for node in blocks:
            box.add(node)
        box.add(back)
        box.add(quit_)
        self.root.add(box)

    def handle(self, event: UIEvent) -> None:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.app.show_menu()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)


class LastResortScene(Scene):
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
