"""Learn to play: pick a game, then play its guided first game (scenes/lesson.py). Every
registered game whose package ships a lesson (core/lesson.py) is offered; one whose lesson
cannot be read says why in one line and the screen stays."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.lesson import LessonError, has_lesson
from ...games.registry import game_names, get_game
from ..style import theme
from ..table.layout import has_layout
from ..widgets import Toast
from .base import Scene
from .menu_layout import Entry, menu_grid

if TYPE_CHECKING:
    from ..app import App


def learnable() -> list[str]:
    """The games with a table and a lesson, in menu order."""
    return [g for g in game_names() if has_layout(g) and has_lesson(g)]


class LearnScene(Scene):
    """Pick the game to learn."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        """Lay out the screen for the window size."""
        games = [Entry(get_game(g).title, partial(self.start, g)) for g in learnable()]
        half = (len(games) + 1) // 2
        columns = [("Pick a game", games[:half])] + ([("", games[half:])] if games[half:] else [])
        menu_grid(self, "Learn to play", columns, [Entry("Back", self.app.show_menu)],
                  subtitle="A guided first game: the table shows what to do next and why, step by step",
                  footer="Mistakes are fine: the table says why a move is refused · Undo takes a move back · "
                         "Menu leaves the lesson")

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def handle(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
            return
        super().handle(event)

    def start(self, game: str) -> None:
        """Open the game's lesson at its first step."""
        from ..session.lesson import lesson_session
        from .lesson import LessonScene
        try:
            session = lesson_session(game, self.app.bot_worker)
        except LessonError as exc:
            w, h = self.app.size
            self.root.add(Toast(f"Cannot open the lesson: {exc}", (w // 2, h - 60), colour=theme.DANGER,
                                seconds=8.0, width=min(1000, w - 80)))
            return
        self.app.switch(LessonScene(self.app, session))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)


def show_learn(app: App) -> None:
    """Open "Learn to play" (the main menu's entry point)."""
    app.switch(LearnScene(app))
