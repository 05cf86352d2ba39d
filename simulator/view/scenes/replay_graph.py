"""The win-chance graph of the replay viewer: along the timeline (the same steps at the same
x), one line per analysed seat (its estimated win chance at each of its decisions, 0-100%),
the current step marked, the largest swings marked and clickable, and the Analyze job's
progress while it runs."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..style import theme
from ..style.fonts import font, text_px, wrap
from ..table.hud import _fit
from ..node import Node, UIEvent

if TYPE_CHECKING:
    from .replay_analysis import ReplayAnalysis

def swing_colour() -> tuple[int, int, int]:
    """The colour of the largest swings (the palette's danger colour, read when drawn)."""
    return theme.DANGER
MARK_HALF = 7           # half the width of a swing mark's click area, pixels


class WinGraph(Node):
    """The graph panel above the timeline; clicking a swing mark seeks to it, clicking
    elsewhere seeks to the nearest judged decision."""

    interactive = True

    def __init__(self, analysis: ReplayAnalysis, rect: pygame.Rect, seat_names: list[str],
                 text_k: float = 1.0) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z=700)
        self.small, self.body = text_px("small", text_k), text_px("body", text_k)   # the type scale
        self.analysis = analysis
        self.seat_names = seat_names
        self.button_left: int | None = None    # where the Analyze button begins (the header stops there)

    # -- geometry (the timeline's bar spans r.x + 10 .. r.right - 10: the same steps line up) -----
    def header_height(self) -> int:
        """The header row's height: the title, the legend and the Analyze button."""
        return max(18, int(self.h * 0.26), font(self.body, "bold").get_linesize() + 4)

    def button_rect(self) -> pygame.Rect:
        """Where the Analyze / Cancel button goes: the header's right end."""
        r = self.world_rect()
        h = self.header_height()
        w = max(64, min(120, r.w // 3))
        return pygame.Rect(r.right - 6 - w, r.y + 4, w, h - 2)

    def plot_rect(self) -> pygame.Rect:
        """The plotting area: 0% at its bottom, 100% at its top."""
        r = self.world_rect()
        top = r.y + self.header_height() + 8
        return pygame.Rect(r.x + 10, top, r.w - 20, max(8, r.bottom - 6 - top))

    def x_of(self, step: int) -> int:
        """The x of a step (as on the timeline)."""
        p = self.plot_rect()
        return p.x + int(p.w * step / max(1, self.analysis.scene.cursor.length))

    def y_of(self, chance: float) -> int:
        """The y of a win chance in [0, 1]."""
        p = self.plot_rect()
        return p.bottom - round(max(0.0, min(1.0, chance)) * p.h)

    def points(self) -> dict[int, list[tuple[int, int]]]:
        """Each analysed seat's line: its decisions' (x, y), in step order."""
        out: dict[int, list[tuple[int, int]]] = {}
        for v in self.analysis.verdicts:
            out.setdefault(v.seat, []).append((self.x_of(v.step), self.y_of(v.win_before)))
        return out

    def mark_rects(self) -> list[tuple[pygame.Rect, int]]:
        """The swing marks' click areas and their steps, largest swing first."""
        p = self.plot_rect()
        half = max(MARK_HALF, p.h // 8)
        return [(pygame.Rect(self.x_of(v.step) - half, p.y - 6, 2 * half, p.h + 6), v.step)
                for v in self.analysis.swings]

    # -- input -----------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> bool:
        if event.kind == "down" and event.button == 1:
            step = self.step_at(event.pos)
            if step is not None:
                self.analysis.scene.seek(step)
            return True
        return event.kind == "up"

    def step_at(self, pos: tuple[int, int]) -> int | None:
        """The step a click at `pos` goes to: a swing mark's, else the nearest judged decision."""
        for rect, step in self.mark_rects():
            if rect.collidepoint(pos):
                return step
        if not self.plot_rect().inflate(0, 8).collidepoint(pos) or not self.analysis.verdicts:
            return None
        return min(self.analysis.verdicts, key=lambda v: abs(self.x_of(v.step) - pos[0])).step

    # -- drawing ---------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, (16, 20, 25), r, border_radius=8)
        self._paint_header(surface, r)
        p = self.plot_rect()
        pygame.draw.rect(surface, (22, 28, 34), p.inflate(6, 4), border_radius=4)
        progress = self.analysis.progress()
        if progress is not None:
            self._paint_progress(surface, p, *progress)
        elif self.analysis.shown:
            self._paint_graph(surface, p)
        else:
            self._paint_note(surface, p)

    def _paint_header(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        h = self.header_height()
        f = font(self.body, "bold")
        title = f.render("Win chance", True, theme.ACCENT)
        y = r.y + 4 + (h - title.get_height()) // 2
        surface.blit(title, (r.x + 10, y))
        x = r.x + 10 + title.get_width() + 10
        right = (self.button_left if self.button_left is not None else r.right) - 8
        lf = font(self.small)
        seats = self.analysis.seats
        room = (right - x) // max(1, len(seats))
        for seat in seats:
            if room < 30:
                break
            colour = theme.SEAT_COLOURS[seat % 4]
            pygame.draw.line(surface, colour, (x, y + title.get_height() // 2), (x + 12, y + title.get_height() // 2), 3)
            name = _fit(self.seat_names[seat] if seat < len(self.seat_names) else f"Seat {seat + 1}", lf, room - 22)
            img = lf.render(name, True, theme.TEXT)
            surface.blit(img, (x + 16, y + (title.get_height() - img.get_height()) // 2))
            x += room

    def _paint_graph(self, surface: pygame.Surface, p: pygame.Rect) -> None:
        for frac, colour in ((0.25, (40, 48, 56)), (0.5, (70, 80, 92)), (0.75, (40, 48, 56))):
            y = self.y_of(frac)
            for x in range(p.x, p.right, 6):
                pygame.draw.line(surface, colour, (x, y), (min(p.right, x + 3), y), 1)
        if p.h >= 40:          # the scale, where there is room for it beside the lines
            lf = font(self.small)
            for text, y in (("100%", p.y - 1), ("0%", p.bottom - lf.get_height() + 1)):
                surface.blit(lf.render(text, True, (110, 118, 126)), (p.x + 2, y))
        cur = self.x_of(self.analysis.scene.cursor.position)
        pygame.draw.line(surface, (120, 110, 70), (cur, p.y - 2), (cur, p.bottom + 2), 2)
        for v in self.analysis.swings:        # the drop of each swing, at its step
            x = self.x_of(v.step)
            pygame.draw.line(surface, swing_colour(), (x, self.y_of(v.win_before)), (x, self.y_of(v.win_after)), 3)
        for seat, pts in sorted(self.points().items()):
            colour = theme.SEAT_COLOURS[seat % 4]
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, pts, 2)
            else:
                pygame.draw.circle(surface, colour, pts[0], 3)
        half = max(4, min(7, p.h // 8))
        for rect, step in self.mark_rects():
            x = rect.centerx
            tri = [(x - half, p.y - 5), (x + half, p.y - 5), (x, p.y - 5 + half + 2)]
            pygame.draw.polygon(surface, (16, 16, 20), tri, 0)
            pygame.draw.polygon(surface, swing_colour(), [(a, b + 1) for a, b in tri])
        here = self.analysis.at(self.analysis.scene.cursor.position)
        if here is not None:
            colour = theme.SEAT_COLOURS[here.seat % 4]
            at = (self.x_of(here.step), self.y_of(here.win_before))
            pygame.draw.circle(surface, (16, 16, 20), at, 6)
            pygame.draw.circle(surface, theme.GLOW, at, 5)
            pygame.draw.circle(surface, colour, at, 3)

    def _paint_progress(self, surface: pygame.Surface, p: pygame.Rect, done: int, total: int) -> None:
        h = max(10, min(22, p.h // 2))
        bar = pygame.Rect(p.x + 4, p.centery - h // 2, p.w - 8, h)
        pygame.draw.rect(surface, (50, 58, 68), bar, border_radius=h // 2)
        fill = bar.copy()
        fill.w = int(bar.w * done / max(1, total))
        if fill.w > 0:
            pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=h // 2)
        f = font(self.small, "bold")
        img = f.render(f"Analyzing {done}/{total}", True, theme.TEXT)
        back = img.get_rect(center=bar.center).inflate(10, 0)
        pygame.draw.rect(surface, (16, 20, 25), back, border_radius=6)
        surface.blit(img, img.get_rect(center=bar.center))

    def _paint_note(self, surface: pygame.Surface, p: pygame.Rect) -> None:
        status = self.analysis.status
        text = status or "Press Analyze: the search bot judges every decision of this game"
        colour = theme.DANGER if status.startswith(("Analysis failed", "The analysis could not")) else theme.TEXT_DIM
        f = font(self.small)
        lines = wrap(text, f, p.w - 12)
        if len(lines) > 2:
            lines = [lines[0], _fit(" ".join(lines[1:]), f, p.w - 12)]
        step = f.get_linesize()
        top = p.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            img = f.render(line, True, colour)
            surface.blit(img, img.get_rect(midtop=(p.centerx, top + i * step)))
