"""Entry points for the GUI commands: open the menu, a new game, or a replay."""
from __future__ import annotations

from pathlib import Path

from .app import App


def run_app(start: str = "menu", game: str | None = None, vs: str | None = None, hotseat: bool = False,
            seats: int = 2, seed: int = 1, teams: bool = False, replay: Path | None = None, deck: str | None = None,
            frames: int | None = None, screenshot: str | None = None, size: tuple[int, int] | None = None) -> int:
    """Open the program at the menu, a new table, or the replay viewer (a start screen that
    fails to build shows the crash dialog, like any later failure)."""
    headless = frames is not None
    app = App(size=size, headless=headless)
    try:
        if start == "play" and game is not None:
            from .scenes.newgame import build_session
            from .scenes.table import TableScene

            mode = "hotseat" if hotseat else "bot"
            state = {"seed": seed}

            def fresh():
                session = build_session(game, seats, mode, vs or "normal", state["seed"], teams, app.bot_worker, deck)
                state["seed"] += 1
                return session

            app.switch(TableScene(app, fresh(), fresh))
        elif start == "replay" and replay is not None:
            from ..core.saves import load_save
            from ..games.registry import get_game
            from .scenes.replay import ReplayScene

            from .scenes.menu import say_if_unchecked

            match, info = load_save(replay, get_game)
            app.switch(ReplayScene(app, match.game, match.setup, list(match.actions), list(info.seats),
                                   save=Path(replay)))
            say_if_unchecked(app, info)
        else:
            app.show_menu()
    except Exception as exc:     # the start screen failed to build: the crash dialog, not a traceback
        if app.reraise:
            raise
        app.recover(exc)
    return app.run(frames=frames, screenshot=screenshot)
