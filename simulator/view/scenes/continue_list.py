"""Continue: every unfinished game, newest first, to pick one and play on."""
from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...games.registry import get_game
from .. import theme
from ..autosaves import Autosave
from ..widgets import Button, Label
from .base import Scene

if TYPE_CHECKING:
    from ..app import App

PAGE = 7


def game_title(name: str) -> str:
    """The game's title ("Krieg Eterna"), or its name when this program does not know it."""
    try:
        return str(get_game(name).title)
    except Exception:
        return name or "Unknown game"


def seats_text(seats: tuple[tuple[str, str, Any], ...]) -> str:
    """'You vs the Normal bot', 'Hot-seat, 3 players', '2 players vs 2 bots'."""
    people = [s for s in seats if s[0] == "human"]
    bots = [s for s in seats if s[0] != "human"]
    if not bots:
        return f"Hot-seat, {len(people)} players" if len(people) > 1 else "1 player"

    def bot_title(seat: tuple[str, str, Any]) -> str:
        level = seat[2] if isinstance(seat[2], str) and seat[2] else seat[1]
        return level.split(":")[0].capitalize()

    titles = sorted({bot_title(b) for b in bots})
    if len(people) == 1:
        if len(bots) == 1:
            return f"You vs the {titles[0]} bot"
        return f"You vs {len(bots)} bots ({', '.join(titles)})"
    return f"{len(people)} players vs {len(bots)} bots"


def when_text(mtime: float, now: float | None = None) -> str:
    """'today 14:05', 'yesterday 09:12', '3 Mar 14:05', '3 Mar 2024'."""
    now = time.time() if now is None else now
    then, today = time.localtime(mtime), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    days = (time.mktime(today[:3] + (0, 0, 0, 0, 0, -1)) - time.mktime(then[:3] + (0, 0, 0, 0, 0, -1))) / 86400
    if round(days) == 0:
        return f"today {clock}"
    if round(days) == 1:
        return f"yesterday {clock}"
    if then.tm_year == today.tm_year:
        return f"{then.tm_mday} {time.strftime('%b', then)} {clock}"
    return f"{then.tm_mday} {time.strftime('%b %Y', then)}"


def autosave_label(entry: Autosave, now: float | None = None) -> str:
    """One line describing an unfinished game."""
    if entry.problem is not None:
        return f"{entry.name}: unreadable ({entry.problem})"
    label = f"{game_title(entry.game)} · {seats_text(entry.seats)} · step {entry.steps} · {when_text(entry.mtime, now)}"
    if entry.elsewhere:
        label += " · open in another window"
    return label


class ContinueScene(Scene):
    """The unfinished games, newest first."""

    def __init__(self, app: "App", entries: list[Autosave]) -> None:
        super().__init__(app)
        self.entries = entries
        self.page = 0
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def build(self) -> None:
        """Lay out one page of games."""
        w, h = self.app.size
        s = self.app.settings.ui_scale
        self.root.clear()
        self.root.add(Label("Continue", 0, int(36 * s), w, int(60 * s), size=int(42 * s), style="title",
                            colour=theme.ACCENT, centre=True))
        self.root.add(Label("Unfinished games, newest first", 0, int(96 * s), w, int(30 * s), size=int(18 * s),
                            colour=theme.TEXT_DIM, centre=True))
        bw, bh, gap = min(int(860 * s), w - 80), int(52 * s), int(10 * s)
        top = int(140 * s)
        per_page = max(1, min(PAGE, (h - top - bh - int(40 * s)) // (bh + gap)))
        shown = self.entries[self.page * per_page:(self.page + 1) * per_page]
        y = top
        if not shown:
            self.root.add(Label("No unfinished games.", 0, y, w, bh, size=int(20 * s), centre=True))
        for entry in shown:
            ok = entry.problem is None
            self.root.add(Button(autosave_label(entry), (w - bw) // 2, y, bw, bh, partial(self.open, entry),
                                 primary=ok and entry is self.entries[0], size=int(18 * s), enabled=ok))
            y += bh + gap
        y = max(y, top + per_page * (bh + gap)) + gap
        y = min(y, h - bh - int(16 * s))
        sw = int(190 * s)
        self.root.add(Button("Previous", w // 2 - sw - sw // 2 - 10, y, sw, bh, self.prev, size=int(18 * s),
                             enabled=self.page > 0))
        self.root.add(Button("Back", w // 2 - sw // 2, y, sw, bh, self.app.show_menu, size=int(18 * s)))
        self.root.add(Button("Next", w // 2 + sw // 2 + 10, y, sw, bh, self.next, size=int(18 * s),
                             enabled=(self.page + 1) * per_page < len(self.entries)))
        self.per_page = per_page

    def prev(self) -> None:
        self.page = max(0, self.page - 1)
        self.build()

    def next(self) -> None:
        self.page += 1
        self.build()

    def open(self, entry: Autosave) -> None:
        """Play on (an unreadable entry stays on this screen with its reason)."""
        from .menu import continue_autosave
        continue_autosave(self.app, entry, self)

    def handle(self, event: Any) -> None:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)
