"""The Records screen: your wins, losses and draws from your saved and autosaved games
(files/game_records.py reads them; session/records.py counts them), one tab for every
game together and one per game. Against bots (left): by game, by the bots' level and by
your deck; hot-seat (right): by person and by pair of people. Each row gives the games,
wins-losses-draws, the score (a draw counts one half) with its 95% Wilson interval as the
arena prints it, and the interval drawn as a bar (the numbers say it too). Under them, your
accuracy over time where an analysis gave one (the chart is left out otherwise), and what
was not counted. Escape or Back returns to the main menu.

Open it with `open_records(app)` (the main menu's Records entry)."""
from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...games.registry import game_names, get_game
from ..files.game_records import Collected, collect
from ..node import Node
from ..session.records import AccuracyPoint, Records, Tally, left_out_words, tally
from ..style import theme
from ..style.fonts import font, text_px
from ..table.layout import has_layout
from ..widgets import Button, Label, Panel
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App

ALL = ""                      # the tab of every game together
CHECK = "\u2713 "             # the chosen tab (the colour is not the only cue)
EMPTY = "No finished games yet: games you finish against bots or hot-seat are counted here."
EXPLAIN = ("Score: wins plus half the draws, per game; [low, high]: its 95% Wilson interval, as the arena "
           "prints it. Unfinished games, retries and copies are not counted.")


def open_records(app: App, game: str | None = None) -> None:
    """Show the Records screen (every game's records, or `game`'s)."""
    app.switch(RecordsScene(app, game))


class IntervalBar(Node):
    """A row's score on a bar from 0 to 1: the 95% interval as a band, the score as a dot,
    the even score (0.5) as a tick. Decoration only: the row's numbers say the same."""

    def __init__(self, t: Tally, x: int, y: int, w: int, h: int) -> None:
        super().__init__(x, y, w, h)
        self.tally = t

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        track = pygame.Rect(r.x + 4, r.centery - 2, r.w - 8, 4)
        pygame.draw.rect(surface, (50, 58, 68), track, border_radius=2)
        mid = track.x + track.w // 2
        pygame.draw.line(surface, theme.TEXT_DIM, (mid, r.centery - 6), (mid, r.centery + 6), 1)
        if not self.tally.games:
            return
        lo, hi = self.tally.interval
        band = pygame.Rect(track.x + int(track.w * lo), r.centery - 4, max(3, int(track.w * (hi - lo))), 8)
        pygame.draw.rect(surface, theme.ACCENT, band, border_radius=4)
        dot = (track.x + int(track.w * self.tally.score), r.centery)
        pygame.draw.circle(surface, (16, 16, 20), dot, 6)
        pygame.draw.circle(surface, theme.TEXT, dot, 4)


class AccuracyChart(Node):
    """Accuracy per analysed game, oldest to newest (0 to 100%), one point per game."""

    def __init__(self, points: list[AccuracyPoint], x: int, y: int, w: int, h: int, k: float) -> None:
        super().__init__(x, y, w, h)
        self.points, self.k = points, k

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, (22, 28, 34), r, border_radius=6)
        f = font(text_px("small", self.k))
        left = r.x + f.size("100%")[0] + 8
        plot = pygame.Rect(left, r.y + 6, r.right - left - 8, r.h - 12)
        for frac, text in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
            y = plot.bottom - int(plot.h * frac)
            for x in range(plot.x, plot.right, 6):
                pygame.draw.line(surface, (50, 58, 68), (x, y), (min(plot.right, x + 3), y), 1)
            img = f.render(text, True, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midright=(left - 4, min(max(y, plot.y + img.get_height() // 2),
                                                                    plot.bottom - img.get_height() // 2))))
        n = len(self.points)
        pts = [(plot.x + (plot.w * i // max(1, n - 1) if n > 1 else plot.w // 2),
                plot.bottom - int(plot.h * p.accuracy / 100)) for i, p in enumerate(self.points)]
        if len(pts) > 1:
            pygame.draw.lines(surface, theme.ACCENT, False, pts, 2)
        for pt in pts:
            pygame.draw.circle(surface, (16, 16, 20), pt, 5)
            pygame.draw.circle(surface, theme.ACCENT, pt, 3)


class RecordsScene(FittedScene):
    """Your record, every game together or one game at a time."""

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.games = [g for g in game_names() if has_layout(g)]
        self.game = game if game in self.games else ALL
        self.collected: dict[str, Collected] = {}
        self.records = self._records()
        self.build()

    def _records(self) -> Records:
        """The records of the chosen tab (the files are read once per tab)."""
        if self.game not in self.collected:
            self.collected[self.game] = collect(self.game or None)
        return tally(self.collected[self.game], self.game or None)

    def choose(self, game: str) -> None:
        """Show another tab."""
        if game != self.game:
            self.game = game
            self.records = self._records()
            self.build()

    # -- layout -------------------------------------------------------------------------------------------
    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        self.root.clear()
        m = max(10, int(20 * k))
        rec = self.records
        title_h = int(52 * k)
        self.root.add(Label("Your record", m, m, int(300 * k), title_h, size=text_px("hero", k), style="title",
                            colour=theme.ACCENT, shrink=True))
        counted = (f"{rec.counted} game{'s' if rec.counted != 1 else ''} counted: {rec.versus_bots} against bots, "
                   f"{rec.hotseat} hot-seat")
        left = left_out_words(rec)
        self.root.add(Label(counted + (f" · not counted: {left}" if left else ""), m + int(310 * k), m,
                            w - 2 * m - int(310 * k), title_h, size=text_px("body", k), colour=theme.TEXT_DIM,
                            shrink=True))
        y = m + title_h + int(8 * k)
        tabs = [(ALL, "All games")] + [(g, get_game(g).title) for g in self.games]
        tab_h, gap = int(40 * k), int(8 * k)
        tab_w = (w - 2 * m - gap * (len(tabs) - 1)) // len(tabs)
        for i, (g, text) in enumerate(tabs):
            self.root.add(Button((CHECK if g == self.game else "") + text, m + i * (tab_w + gap), y, tab_w, tab_h,
                                 partial(self.choose, g), primary=g == self.game, size=text_px("label", k)))
        y += tab_h + int(12 * k)
        foot_h = font(text_px("small", k)).get_linesize() * 2 + 4
        back_h = int(44 * k)
        bottom = h - m - back_h - int(8 * k)
        chart_h = int(120 * k) if rec.has_accuracy else 0
        tables_bottom = bottom - (chart_h + int(12 * k) if chart_h else 0)
        col_w = (w - 3 * m) // 2
        if rec.counted == 0:
            self.root.add(Panel(m, y, w - 2 * m, tables_bottom - y))
            self.root.add(Label(EMPTY, m + int(16 * k), y + int(16 * k), w - 2 * m - int(32 * k), int(40 * k),
                                size=text_px("heading", k), colour=theme.TEXT_DIM, shrink=True))
        else:
            self._column(k, m, y, col_w, tables_bottom, "Against bots",
                         ([("By game", rec.bots_by_game)] if not self.game else [])
                         + [("By level", rec.bots_by_level), ("By your deck", rec.bots_by_deck)],
                         "No games against bots yet")
            self._column(k, 2 * m + col_w, y, col_w, tables_bottom, "Hot-seat",
                         [("By person", rec.hotseat_by_person), ("By pair", rec.hotseat_by_pair)],
                         "No hot-seat games yet")
        if chart_h:
            self._accuracy(k, m, tables_bottom + int(12 * k), w - 2 * m, chart_h)
        self.root.add(Label(EXPLAIN, m, h - m - back_h, w - 3 * m - int(160 * k), foot_h,
                            size=text_px("small", k), colour=theme.TEXT_DIM, shrink=True))
        self.root.add(Button("Back", w - m - int(160 * k), h - m - back_h, int(160 * k), back_h, self.app.show_menu,
                             size=text_px("label", k)))

    def _column(self, k: float, x: int, y: int, w: int, bottom: int, title: str,
                sections: list[tuple[str, list[Tally]]], empty: str) -> None:
        """One panel of tables (a heading, then each section's rows with its header)."""
        self.root.add(Panel(x, y, w, bottom - y))
        pad = int(12 * k)
        head = text_px("heading", k)
        self.root.add(Label(title, x + pad, y + pad // 2, w - 2 * pad, font(head, "bold").get_linesize() + 4,
                            size=head, style="bold", colour=theme.ACCENT))
        top = y + pad // 2 + font(head, "bold").get_linesize() + int(8 * k)
        body = text_px("body", k)
        row_h = font(body).get_linesize() + int(6 * k)
        shown = [(name, rows) for name, rows in sections if rows]
        if not shown:
            self.root.add(Label(empty, x + pad, top, w - 2 * pad, row_h, size=body, colour=theme.TEXT_DIM))
            return
        for i, (name, rows) in enumerate(shown):
            later = 2 * (len(shown) - i - 1)         # a header and a row for each later section
            fits = max(1, (bottom - pad - top) // row_h - 1 - later)
            take = rows if len(rows) <= fits else rows[:max(0, fits - 1)]
            top = self._table(k, x + pad, top, w - 2 * pad, name, take, len(rows) - len(take), row_h)

    def _table(self, k: float, x: int, y: int, w: int, name: str, rows: list[Tally], more: int, row_h: int) -> int:
        """A section: its name and the column names, then one line per row; the y under it."""
        body, small = text_px("body", k), text_px("small", k)
        cols = [("Games", int(52 * k)), ("W-L-D", int(70 * k)), ("Score", int(52 * k)), ("95% interval", int(116 * k))]
        bar_w = int(90 * k) if w > int(480 * k) else 0
        name_w = w - sum(c for _, c in cols) - bar_w
        self.root.add(Label(name, x, y, name_w, row_h, size=body, style="bold", colour=theme.TEXT, shrink=True))
        cx = x + name_w
        for text, cw in cols:
            self.root.add(Label(text, cx, y, cw, row_h, size=small, colour=theme.TEXT_DIM, centre=True, shrink=True))
            cx += cw
        y += row_h
        for t in rows:
            lo, hi = t.interval
            cells = [str(t.games), t.wld(), f"{t.score:.3f}", f"[{lo:.3f}, {hi:.3f}]"]
            self.root.add(Label(t.label, x + int(8 * k), y, name_w - int(8 * k), row_h, size=body, shrink=True))
            cx = x + name_w
            for (_, cw), text in zip(cols, cells):
                self.root.add(Label(text, cx, y, cw, row_h, size=body, centre=True, shrink=True))
                cx += cw
            if bar_w:
                self.root.add(IntervalBar(t, cx, y, bar_w, row_h))
            y += row_h
        if more:
            self.root.add(Label(f"… and {more} more (tabletop records lists them all)", x + int(8 * k), y,
                                w - int(8 * k), row_h, size=small, colour=theme.TEXT_DIM, shrink=True))
            y += row_h
        return y + int(4 * k)

    def _accuracy(self, k: float, x: int, y: int, w: int, h: int) -> None:
        """Your accuracy over time (games against bots; hot-seat people are named beside it)."""
        rec = self.records
        self.root.add(Panel(x, y, w, h))
        pad = int(10 * k)
        mine = [p for p in rec.accuracy if p.versus_bots]
        shown = mine or rec.accuracy
        label_w = int(w * 0.34)
        head = text_px("label", k)
        self.root.add(Label("Accuracy over time", x + pad, y + pad, label_w, font(head, "bold").get_linesize(),
                            size=head, style="bold", colour=theme.ACCENT))
        body = text_px("body", k)
        line = font(body).get_linesize()
        words = [_accuracy_words(shown, "Your" if mine else shown[0].who + "'s")]
        others = sorted({p.who for p in rec.accuracy if not p.versus_bots})
        for who in others[:2]:
            words.append(_accuracy_words([p for p in rec.accuracy if p.who == who and not p.versus_bots], f"{who}'s"))
        top = y + pad + font(head, "bold").get_linesize() + 4
        for text in words:
            self.root.add(Label(text, x + pad, top, label_w, line, size=body, shrink=True))
            top += line
        self.root.add(AccuracyChart(shown, x + label_w + 2 * pad, y + pad, w - label_w - 3 * pad, h - 2 * pad, k))


def _accuracy_words(points: list[AccuracyPoint], whose: str) -> str:
    """"Your last 82%, average 76% over 6 analysed games (since 3 May)"."""
    if not points:
        return ""
    last = points[-1].accuracy
    mean = sum(p.accuracy for p in points) / len(points)
    since = time.strftime("%d %b", time.localtime(points[0].when)).lstrip("0")
    n = len(points)
    return f"{whose} last {last:.0f}%, average {mean:.0f}% over {n} analysed game{'s' if n != 1 else ''} (since {since})"
