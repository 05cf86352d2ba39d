"""The main menu: New game, Continue, Load game, Watch a replay, Settings, Quit."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ...core.saves import SaveError, load_save
from ...games.registry import get_game
from .. import theme
from ..fonts import font
from ..session import GameSession
from ..storage import autosave_path
from ..widgets import Button, Label, Toast
from .base import Scene

if TYPE_CHECKING:
    from ..app import App


def menu_column(scene: Scene, title: str, items: list[tuple[str, Callable[[], None], bool]],
                subtitle: str = "") -> None:
    """Lay out a centred title and a column of buttons (label, action, enabled)."""
    w, h = scene.app.size
    s = scene.app.settings.ui_scale
    bw, bh, gap = int(420 * s), int(60 * s), int(14 * s)
    total = len(items) * (bh + gap)
    top = max(int(h * 0.30), (h - total) // 2 + int(40 * s))
    scene.root.clear()
    scene.root.add(Label(title, 0, top - int(170 * s), w, int(80 * s), size=int(54 * s), style="title",
                         colour=theme.ACCENT, centre=True))
    if subtitle:
        scene.root.add(Label(subtitle, 0, top - int(92 * s), w, int(40 * s), size=int(20 * s),
                             colour=theme.TEXT_DIM, centre=True))
    for i, (label, action, enabled) in enumerate(items):
        scene.root.add(Button(label, (w - bw) // 2, top + i * (bh + gap), bw, bh, action, primary=i == 0,
                              size=int(22 * s), enabled=enabled))


class MenuScene(Scene):
    """The first screen."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        """Lay out the menu for the window size."""
        has_autosave = autosave_path().is_file()
        menu_column(self, "Tabletop", [
            ("New game", self.new_game, True),
            ("Continue", self.continue_game, has_autosave),
            ("Load game", self.load_game, True),
            ("Watch a replay", self.watch_replay, True),
            ("Settings", self.settings, True),
            ("Quit", self.app.quit, True),
        ], subtitle="Krieg Eterna · Eternal · Wonders of The First · Exodus — rules enforced")

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def new_game(self) -> None:
        """Open the new-game screen."""
        from .newgame import NewGameScene
        self.app.switch(NewGameScene(self.app))

    def continue_game(self) -> None:
        """Resume the autosaved game exactly where it stopped."""
        open_save(self.app, autosave_path(), self)

    def load_game(self) -> None:
        """Choose one of the player's saves."""
        from .saves_list import SavesListScene
        self.app.switch(SavesListScene(self.app, replay=False))

    def watch_replay(self) -> None:
        """Choose a save to watch."""
        from .saves_list import SavesListScene
        self.app.switch(SavesListScene(self.app, replay=True))

    def settings(self) -> None:
        """Open the settings."""
        from .settings import SettingsScene
        self.app.switch(SettingsScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        w, h = self.app.size
        pygame.draw.ellipse(surface, theme.FELT_DARK, (w * 0.1, h * 0.58, w * 0.8, h * 0.7))
        self.root.draw(surface)
        img = font(14).render("Drag cards to play · illegal plays spring back with the reason", True, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(w // 2, h - 12)))


def open_save(app: "App", path, scene: Scene, replay: bool = False) -> bool:
    """Load a save into the table (or the replay viewer); show a one-line error if it is bad."""
    try:
        match, info = load_save(path, get_game)
    except SaveError as exc:
        scene.root.add(Toast(str(exc), (app.size[0] // 2, app.size[1] - 120), seconds=5.0))
        return False
    from ..layout import has_layout as has_table

    if not has_table(match.setup.game):
        scene.root.add(Toast(f"{path}: {match.setup.game} has no table yet", (app.size[0] // 2, app.size[1] - 120),
                             seconds=5.0))
        return False
    if replay:
        from .replay import ReplayScene
        app.switch(ReplayScene(app, match.game, match.setup, list(match.actions), [s.name for s in info.seats]))
        return True
    from .table import TableScene
    session = GameSession(match, list(info.seats), autosave_path(), app.bot_worker)
    session.autosave()
    app.switch(TableScene(app, session))
    return True
