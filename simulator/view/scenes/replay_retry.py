"""Retry from a mistake, in the replay viewer: at a marked decision (one of the analysis'
largest swings, or a decision it classed as an inaccuracy, a mistake or a blunder) a strip
under the banner offers "Retry from here" against a level you pick (Easy, Normal, Hard; the
chosen one ticked), and lists the retries already made from that
decision with how each went beside the original ("Retry 1 (Hard, from step 12): you won at
turn 9; the original was lost"). One click starts the position before the decision as a new
game on the table, you at that decision's seat and bots of the level at the others, linked
to this game (files/retry_links.py) so this viewer can compare them when it is opened again
(it says so on opening a game that has retries, and lists them wherever one was made).

The strip keeps off the cards: it sits under the banner, or above it, or as near as it can
be where no card lies (as the table's choice buttons do, table/button_spots.py)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...bots.levels import LEVEL_TITLES, LEVELS
from ...core.saveschema import Seat
from ..files.retry_links import Outcome, RetryLink, links_for, write_link
from ..node import Node
from ..session.retry import comparison, improved
from ..style import theme
from ..style.fonts import font
from ..table.button_spots import MARGIN, card_rects, clear_of
from ..widgets import Button, Label, Panel, Toast

if TYPE_CHECKING:
    from .replay import ReplayScene

RETRY = "Retry from here"
CHECK = "\u2713 "             # the chosen level (the colour is not the only cue)
STRIP_Z = 760                 # over the cards and the analysis' marks, under menus and overlays
SHOWN_RETRIES = 3             # retries listed under the buttons (the newest), then "and N more"


def retry_seats(saved: list[Seat], seat: int, level: str) -> list[Seat]:
    """The retry's seats: you at `seat` (named as a take-over names you), a bot of `level`
    at every other seat (a retry is practice against bots)."""
    from .take_over import TakeOverPlan, planned_seats
    return planned_seats(saved, TakeOverPlan(seat, {i: level for i in range(len(saved)) if i != seat}))


def default_level(saved: list[Seat], seat: int) -> str:
    """The level a retry starts with: the level of the original's bots (the first one that
    has a level), else Normal."""
    found = [s.level for i, s in enumerate(saved) if i != seat and s.kind == "bot" and s.level in LEVEL_TITLES]
    return str(found[0]) if found else "normal"


class ReplayRetry:
    """The retry strip of one replay viewer, and the retries of its game."""

    def __init__(self, scene: ReplayScene) -> None:
        self.scene = scene
        self.level: str | None = None            # chosen in the strip; None: default_level
        self.links: list[RetryLink] = links_for(scene.analysis.save_hash)
        self.strip: Node | None = None
        if self.links:
            w, h = scene.app.size
            scene.view.toast_at(Toast(self.notice(), (w // 2, h // 2 + h // 6), colour=theme.ACCENT, seconds=5.0,
                                      width=min(760, w - 80), size=scene.view.tpx("heading")))

    # -- what is retried ------------------------------------------------------------------------
    def marked(self) -> bool:
        """True when the position is the one before a marked decision: one of the largest
        swings, or a decision the analysis classed (an inaccuracy, a mistake, a blunder)."""
        position = self.scene.cursor.position
        verdict = self.scene.analysis.at(position)
        return verdict is not None and (bool(getattr(verdict, "mark", "")) or
                                        any(v.step == position for v in self.scene.analysis.swings))

    def retried_here(self) -> bool:
        """True when a retry was made from this position."""
        return any(link.step == self.scene.cursor.position for link in self.links)

    def notice(self) -> str:
        """What the viewer says on opening a game that has retries ("" when it has none)."""
        if not self.links:
            return ""
        steps = sorted({link.step for link in self.links})
        n = len(self.links)
        where = ", ".join(str(s) for s in steps[:6]) + (" …" if len(steps) > 6 else "")
        return (f"This game has {n} retr{'ies' if n != 1 else 'y'}: see how {'they' if n != 1 else 'it'} went at "
                f"step{'s' if len(steps) != 1 else ''} {where}")

    def chosen_level(self) -> str:
        """The level the next retry is played against."""
        if self.level is not None:
            return self.level
        verdict = self.scene.analysis.at(self.scene.cursor.position)
        return default_level(self.scene.saved_seats, verdict.seat if verdict else 0)

    def choose(self, level: str) -> None:
        """Pick the level of the bots for the next retry."""
        self.level = level
        self.show()

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The comparisons of the retries made from this position, numbered among all of
        this game's retries, newest last (at most SHOWN_RETRIES, then how many more)."""
        position = self.scene.cursor.position
        here = [(i + 1, link) for i, link in enumerate(self.links) if link.step == position]
        out = []
        for number, link in here[-SHOWN_RETRIES:]:
            title = LEVEL_TITLES.get(link.level, link.level or "bots")
            colour = theme.LEGAL if improved(link) else theme.TEXT
            out.append((comparison(number, link, title), colour))
        if len(here) > SHOWN_RETRIES:
            out.insert(0, (f"and {len(here) - SHOWN_RETRIES} earlier retries from here", theme.TEXT_DIM))
        return out

    # -- the strip -------------------------------------------------------------------------------
    def show(self) -> None:
        """Put the strip up at a marked decision (and take it down elsewhere)."""
        view = self.scene.view
        if self.strip is not None:
            view.hud.remove(self.strip)
            self.strip = None
        if not (self.marked() or self.retried_here()) or self.scene.take_over_menu() is not None:
            return
        self.strip = view.hud.add(self._build())
        self._place(self.strip)

    def _build(self) -> Node:
        view = self.scene.view
        k = view.text_k
        label, body = view.tpx("label"), view.tpx("body")
        bh = max(30, int(38 * k))
        gap, pad = max(4, int(8 * k)), max(6, int(10 * k))
        bold = font(label, "bold")
        retry_w = bold.size(RETRY)[0] + int(32 * k)
        level_w = max(bold.size(CHECK + LEVEL_TITLES[lv])[0] for lv in LEVELS) + int(22 * k)
        against = font(body).size("against")[0] + 2 * gap
        lines = self.lines()
        line_h = font(body).get_linesize()
        marked = self.marked()
        row_w = retry_w + against + len(LEVELS) * (level_w + gap) - gap if marked else 0
        board = view.layout.common_rect("board")
        text_w = max([font(body).size(t)[0] for t, _ in lines] + [0])
        w = min(board.w - 8, max(row_w, text_w) + 2 * pad)
        row_h = bh + gap if marked else 0
        h = pad + row_h + len(lines) * line_h + pad
        strip = Node(0, 0, w, h, z=STRIP_Z)
        strip.add(Panel(0, 0, w, h, z=0, alpha=235))
        if marked:
            x = (w - row_w) // 2
            strip.add(Button(RETRY, x, pad, retry_w, bh, self.retry, primary=True, size=label, z=1))
            x += retry_w
            strip.add(Label("against", x, pad, against, bh, size=body, colour=theme.TEXT_DIM, centre=True, z=1))
            x += against
            chosen = self.chosen_level()
            for level in LEVELS:
                text = (CHECK if level == chosen else "") + LEVEL_TITLES[level]
                strip.add(Button(text, x, pad, level_w, bh, partial(self.choose, level), size=label, z=1))
                x += level_w + gap
        y = pad + row_h
        for text, colour in lines:
            strip.add(Label(text, pad, y, w - 2 * pad, line_h, size=body, colour=colour, centre=True, z=1,
                            shrink=True))
            y += line_h
        return strip

    def _place(self, strip: Node) -> None:
        """Under the banner, else above it, else the nearest place (up or down) where it
        covers no card and none of the table's fixed parts, inside the board."""
        view = self.scene.view
        lay = view.layout
        banner = view.banner.box()
        board = lay.common_rect("board")
        fixed = [banner] + [p.world_rect() for p in view.panels.values()]
        cards = [c.inflate(2 * MARGIN, 2 * MARGIN) for c in card_rects(view.cards.values())]
        w, h = int(strip.w), int(strip.h)
        x = banner.centerx - w // 2
        below, above = banner.bottom + 4, banner.y - 4 - h
        tries = [below, above]
        for d in range(8, board.h, 8):
            tries += [below + d, above - d]
        for y in tries:
            rect = pygame.Rect(x, y, w, h)
            if board.contains(rect) and clear_of(rect, cards) and clear_of(rect, fixed):
                strip.x, strip.y = rect.x, rect.y
                return
        strip.x, strip.y = x, min(below, board.bottom - h)

    # -- starting ------------------------------------------------------------------------------
    def original_outcome(self) -> Outcome | None:
        """How the replayed game ended (None: it was not finished)."""
        cursor = self.scene.cursor
        position = cursor.position
        cursor.to_end()
        result = cursor.result()
        progress = self.scene.table.progress(cursor.observation(None)) if result is not None else ""
        cursor.seek(position)
        if result is None:
            return None
        return Outcome(tuple(result.winners), result.summary, progress or "", cursor.length)

    def retry(self) -> None:
        """Play the position before this decision again: you at its seat against the chosen
        level, as a new game linked to this one."""
        from .take_over import start_from
        scene = self.scene
        verdict = scene.analysis.at(scene.cursor.position)
        if verdict is None or not self.marked():
            return
        level = self.chosen_level()
        step = scene.cursor.position
        seats = retry_seats(scene.saved_seats, verdict.seat, level)
        original = self.original_outcome()
        save = scene.analysis.save
        session = start_from(scene.app, scene.game, scene.setup, scene.cursor.actions[:step], seats)
        if session.autosave_path is not None:
            write_link(scene.setup.game, scene.analysis.save_hash, save.stem if save is not None else "", step,
                       verdict.seat, original, session.autosave_path, level)
        from .table import TableScene
        table = scene.app.scene
        if isinstance(table, TableScene):
            w, h = scene.app.size
            note = (f"Retry from step {step} against {LEVEL_TITLES[level]}: the original played {verdict.played} "
                    f"here; the bot preferred {verdict.best}")
            table.view.toast_at(Toast(note, (w // 2, h // 2 - h // 6), colour=theme.ACCENT, seconds=6.0,
                                      width=min(820, w - 80), size=table.view.tpx("heading")))
