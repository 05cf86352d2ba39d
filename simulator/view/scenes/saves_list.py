"""Choose a saved game: the shipped examples and the player's own saves.

The saves folder is listed without trusting it (storage.list_saves): files that cannot be
opened (a dangling link, a folder named x.json, an unreadable file, a pipe) are shown as
disabled lines with the reason, and a folder that cannot be read says so. Each row shows the
save's header (game, seats, moves, result: core.saves.read_document, bounded, no game code)."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ...resources import example_saves
from ..style import theme
from ..files.storage import list_saves, saves_dir
from .continue_list import SaveHeader, progress_text, read_header, save_title, when_text
from .menu import open_save
from .paged_list import PagedListScene, Row

if TYPE_CHECKING:
    from ..app import App


HEADERS_READ = 200      # saves whose headers are read for the list (newest first); the rest show their name


class SavesListScene(PagedListScene):
    """A list of saves to load (to play on) or to watch: each row says the game, the seats,
    when it was saved, how far it went and how it ended, from the save's header."""

    empty = "No saved games yet."

    def __init__(self, app: "App", replay: bool) -> None:
        super().__init__(app)
        self.replay = replay
        self.title = "Watch a replay" if replay else "Load game"
        self.problem: str | None = None
        self.mtimes: dict[Path, float] = {}
        self.entries = self._entries()
        self.headers: dict[Path, SaveHeader] = {}
        for _, path in self.entries[:HEADERS_READ]:
            if path is not None:
                self.headers[path] = read_header(path)
        self.build()

    def _entries(self) -> list[tuple[str, Path | None]]:
        """(label, path) per save, newest first; path None for a file that cannot be opened
        (the label says why)."""
        own, self.problem = list_saves(saves_dir())
        out: list[tuple[str, Path | None]] = []
        for e in own:
            out.append((e.name, e.path) if e.problem is None else (f"{e.name}: {e.problem}", None))
            if e.problem is None:
                self.mtimes[e.path] = e.mtime
        if self.replay:
            try:
                out += [(f"Example: {p.name.removesuffix('.json')}", Path(str(p))) for p in example_saves()]
            except OSError:
                pass
        return out

    def subtitle(self) -> tuple[str, tuple[int, int, int]] | None:
        """A saves folder that cannot be read says so in red; otherwise what the list holds."""
        if self.problem:
            return self.problem, theme.DANGER
        return "Newest first" + (" · then the example games" if self.replay else ""), theme.TEXT_DIM

    def describe(self, label: str, path: Path | None) -> tuple[str, str]:
        """A row's title and detail line (from the save's header when it could be read)."""
        if path is None:
            return label, "cannot be opened"
        head = self.headers.get(path)
        when = when_text(self.mtimes[path]) if path in self.mtimes else ""
        parts = [label] + ([when] if when else [])
        if head is None:
            return label, " · ".join(parts[1:]) or "saved game"
        if head.problem is not None:
            return label, " · ".join(parts[1:] + [f"unreadable: {head.problem}"])
        return save_title(head), " · ".join(parts + [progress_text(head)])

    def rows(self) -> list[Row]:
        """One row per save; a file that cannot be opened is a disabled row with its reason."""
        out = []
        for label, path in self.entries:
            title, detail = self.describe(label, path)
            out.append(Row(label, partial(self.open, path), enabled=path is not None, title=title, detail=detail))
        return out

    def open(self, path: Path | None) -> None:
        """Open a save (errors show as one line and keep this screen)."""
        if path is not None:
            open_save(self.app, path, self, replay=self.replay)
