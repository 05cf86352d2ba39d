"""Choose a saved game: the shipped examples and the player's own saves.

The saves folder is listed without trusting it (storage.list_saves): files that cannot be
opened (a dangling link, a folder named x.json, an unreadable file, a pipe) are shown as
disabled lines with the reason, and a folder that cannot be read says so."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ...resources import example_saves
from .. import theme
from ..storage import list_saves, saves_dir
from .menu import open_save
from .paged_list import PagedListScene, Row

if TYPE_CHECKING:
    from ..app import App


class SavesListScene(PagedListScene):
    """A list of saves to load (to play on) or to watch."""

    empty = "No saved games yet."

    def __init__(self, app: "App", replay: bool) -> None:
        super().__init__(app)
        self.replay = replay
        self.title = "Watch a replay" if replay else "Load game"
        self.problem: str | None = None
        self.entries = self._entries()
        self.build()

    def _entries(self) -> list[tuple[str, Path | None]]:
        """(label, path) per save; path None for a file that cannot be opened (label says why)."""
        own, self.problem = list_saves(saves_dir())
        out: list[tuple[str, Path | None]] = [
            (e.name, e.path) if e.problem is None else (f"{e.name}: {e.problem}", None) for e in own]
        if self.replay:
            try:
                out += [(f"Example: {p.name.removesuffix('.json')}", Path(str(p))) for p in example_saves()]
            except OSError:
                pass
        return out

    def subtitle(self) -> tuple[str, tuple[int, int, int]] | None:
        """A saves folder that cannot be read says so in red."""
        return (self.problem, theme.DANGER) if self.problem else None

    def rows(self) -> list[Row]:
        """One row per save; a file that cannot be opened is a disabled row with its reason."""
        return [Row(label, partial(self.open, path), enabled=path is not None) for label, path in self.entries]

    def open(self, path: Path | None) -> None:
        """Open a save (errors show as one line and keep this screen)."""
        if path is not None:
            open_save(self.app, path, self, replay=self.replay)
