"""The main menu: Play (New game, Continue, Learn to play, Load game), Practice (Decks,
Puzzles, Your record, Watch a replay),
and Rules, Settings, Quit (laid out by menu_layout.py).

Continue offers every unfinished game (each game autosaves to a slot of its own, see
autosaves.py): one opens at once, several are listed newest first (scenes/continue_list.py).
Notices the program has for the player (an unreadable settings file) show here once.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...core.saves import UNCHECKED_NOTICE, SaveError, SaveInfo, load_save
from ...games.registry import game_names, get_game
from ..style import theme
from ..files.autosaves import Autosave, claim, is_slot, new_slot, unfinished
from ..files.crash import short_reason
from ..table.layout import has_layout
from ..session.game import GameSession
from ..files.storage import describe_os_error, display_name
from ..widgets import Toast
from .base import Scene
from .menu_layout import Entry, menu_grid

if TYPE_CHECKING:
    from ..app import App


# Games on the way (package name, title): the subtitle names those not registered yet.
COMING: tuple[tuple[str, str], ...] = ()


def subtitle_text() -> str:
    """What is playable today and what is coming, from the registry."""
    playable = [get_game(g).title for g in game_names() if has_layout(g)]
    coming = [title for name, title in COMING if name not in game_names()]
    text = " and ".join([", ".join(playable[:-1]), playable[-1]] if len(playable) > 1 else playable)
    text = f"Play {text} with the rules enforced" if text else "Card games with the rules enforced"
    if coming:
        text += f" · {' and '.join(coming)} coming"
    return text


class MenuScene(Scene):
    """The first screen."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.autosaves = unfinished()
        self.build()
        w, h = app.size
        for i, text in enumerate(app.take_notices()):
            self.root.add(Toast(text, (w // 2, h - 44 - 60 * i), seconds=10.0, width=min(1100, w - 80)))

    def build(self) -> None:
        """Lay out the menu for the window size."""
        play = [Entry("New game", self.new_game), Entry("Continue", self.continue_game, bool(self.autosaves)),
                Entry("Learn to play", self.learn), Entry("Load game", self.load_game)]
        practice = [Entry("Decks", self.decks), Entry("Puzzles", self.puzzles), Entry("Your record", self.records),
                    Entry("Watch a replay", self.watch_replay)]
        menu_grid(self, "Tabletop", [("Play", play), ("Practice", practice)],
                  [Entry("Rules", self.rules), Entry("Settings", self.settings), Entry("Quit", self.app.quit)],
                  subtitle=subtitle_text(),
                  footer="Drag cards to play · illegal plays spring back with the reason · F1 at the table lists "
                         "the controls")

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        toasts = [n for n in self.root.children if isinstance(n, Toast)]
        self.build()
        for toast in toasts:
            self.root.add(toast)

    def rules(self) -> None:
        """Open the rules screen."""
        from .help import HelpScene
        self.app.switch(HelpScene(self.app))

    def new_game(self) -> None:
        """Open the new-game screen."""
        from .newgame import NewGameScene
        self.app.switch(NewGameScene(self.app))

    def learn(self) -> None:
        """Open Learn to play: pick a game, then its guided first game."""
        from .learn import show_learn
        show_learn(self.app)

    def puzzles(self) -> None:
        """Open the puzzles of every game, solved and not."""
        from .puzzles import open_puzzles
        open_puzzles(self.app)

    def records(self) -> None:
        """Open your record: wins, losses and draws by game, deck, level and opponent."""
        from .records import open_records
        open_records(self.app)

    def decks(self) -> None:
        """Open the deck screen: browse, view, build and play decks."""
        from .decks import DecksScene
        self.app.switch(DecksScene(self.app))

    def continue_game(self) -> None:
        """Resume an unfinished game exactly where it stopped: the only one at once, else
        choose from the list (newest first)."""
        if len(self.autosaves) == 1 and self.autosaves[0].problem is None:
            continue_autosave(self.app, self.autosaves[0], self)
            return
        from .continue_list import ContinueScene
        self.app.switch(ContinueScene(self.app, self.autosaves))

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


def continue_autosave(app: App, entry: Autosave, scene: Scene) -> bool:
    """Open an unfinished game from its autosave (in place, or as a copy in a new slot when
    another running program has it on its table)."""
    return open_save(app, entry.path, scene)


def unopenable(path: Path) -> str | None:
    """Why a path cannot be opened as a save without even reading it (a pipe, a folder...)."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return describe_os_error(exc)
    if stat.S_ISDIR(st.st_mode):
        return "a folder, not a save"
    if not stat.S_ISREG(st.st_mode):
        return "not a regular file"
    return None


def open_save(app: App, path: str | os.PathLike[str], scene: Scene, replay: bool = False) -> bool:
    """Load a save into the table (or the replay viewer); show a one-line error if it is bad.

    A game continues in its own autosave slot when it is one (and no other program has it),
    otherwise in a new slot, so the file that was opened is never changed by playing on."""
    path = Path(path)
    where = (app.size[0] // 2, app.size[1] - 120)
    problem = unopenable(path)
    if problem is not None:
        scene.root.add(Toast(f"{display_name(str(path))}: {problem}", where, seconds=5.0))
        return False
    try:
        match, info = load_save(path, get_game)
    except SaveError as exc:
        scene.root.add(Toast(str(exc), where, seconds=5.0))
        return False
    except Exception as exc:   # noqa: BLE001 -- a file is untrusted input: whatever it does, one line
        scene.root.add(Toast(f"{display_name(str(path))}: could not be loaded ({short_reason(exc)})", where,
                             seconds=5.0))
        return False
    from ..table.layout import has_layout as has_table

    if not has_table(match.setup.game):
        scene.root.add(Toast(f"{display_name(str(path))}: {match.setup.game} has no table yet", where, seconds=5.0))
        return False
    if replay:
        from .replay import ReplayScene
        app.switch(ReplayScene(app, match.game, match.setup, list(match.actions), list(info.seats), save=path))
        say_if_unchecked(app, info)
        return True
    from .table import TableScene
    held_elsewhere = is_slot(path) and not claim(path)
    slot = path if is_slot(path) and not held_elsewhere else new_slot()
    session = GameSession(match, list(info.seats), slot, app.bot_worker)
    session.autosave()
    table = TableScene(app, session)
    app.switch(table)
    if held_elsewhere:
        table.view.toast_at(Toast("This game is open in another window: you play on in a copy of it",
                                  (app.size[0] // 2, app.size[1] // 2), colour=theme.ACCENT, seconds=5.0))
    say_if_unchecked(app, info)
    return True


def say_if_unchecked(app: App, info: SaveInfo) -> None:
    """Tell the player, over the scene just opened, that a format-1 save was not checked
    (no digests cover its seats, names or move order: core/saves.UNCHECKED_NOTICE)."""
    if info.checked or app.scene is None:
        return
    w, h = app.size
    toast = Toast(f"{display_name(info.source)}: {UNCHECKED_NOTICE}", (w // 2, h // 3), colour=theme.ACCENT,
                  seconds=8.0, width=min(1000, w - 80))
    view = getattr(app.scene, "view", None)
    if view is not None and hasattr(view, "toast_at"):
        view.toast_at(toast)
    else:
        app.scene.root.add(toast)
