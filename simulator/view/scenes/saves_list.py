"""Choose a saved game: the shipped examples and the player's own saves.

The saves folder is listed without trusting it (storage.list_saves): files that cannot be
opened (a dangling link, a folder named x.json, an unreadable file, a pipe) are shown as
disabled lines with the reason, and a folder that cannot be read says so. Each row shows
what the save says of itself (the game, the people by the save's names, where the game
stood, when it was saved and how it ended in those names: save_words.py, read by
files/save_summary.py, bounded and cheap, no game code). The player's own saves can be
deleted from the list (after a confirmation); the examples cannot."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ...resources import example_saves
from ..files.autosaves import remove_save
from ..files.save_summary import SaveSummary, summarize
from ..files.storage import list_saves, saves_dir
from ..style import theme
from .menu import open_save
from .paged_list import PagedListScene, Row
from .save_words import save_detail, save_title, when_text

if TYPE_CHECKING:
    from ..app import App


HEADERS_READ = 200      # saves whose summaries are read for the list (newest first); the rest show their name


class SavesListScene(PagedListScene):
    """A list of saves to load (to play on) or to watch: each row says the game, the people,
    where the game stood, when it was saved and how it ended, from the save itself."""

    empty = "No saved games yet."

    def __init__(self, app: "App", replay: bool) -> None:
        super().__init__(app)
        self.replay = replay
        self.title = "Watch a replay" if replay else "Load game"
        self.reload()
        self.build()

    def reload(self) -> None:
        """Read the saves folder (and the summaries of the newest saves) again."""
        self.problem: str | None = None
        self.mtimes: dict[Path, float] = {}
        self.own: dict[str, Path] = {}            # label -> file, for the player's own saves (deletable)
        self.entries = self._entries()
        self.headers: dict[Path, SaveSummary] = {}
        for _, path in self.entries[:HEADERS_READ]:
            if path is not None:
                self.headers[path] = summarize(path)

    def _entries(self) -> list[tuple[str, Path | None]]:
        """(label, path) per save, newest first; path None for a file that cannot be opened
        (the label says why)."""
        own, self.problem = list_saves(saves_dir())
        out: list[tuple[str, Path | None]] = []
        for e in own:
            label = e.name if e.problem is None else f"{e.name}: {e.problem}"
            out.append((label, e.path if e.problem is None else None))
            if e.problem != "a folder, not a save":
                self.own[label] = e.path
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
        """A row's title and detail line (from the save itself when it could be read)."""
        if path is None:
            return label, "cannot be opened"
        head = self.headers.get(path)
        mtime = self.mtimes.get(path)
        when = [when_text(mtime)] if mtime is not None else []
        if head is None:
            return label, " · ".join(when) or "saved game"
        if head.problem is not None:
            return label, " · ".join(when + [f"unreadable: {head.problem}"])
        return save_title(head), f"{label} · {save_detail(head, mtime)}"

    def rows(self) -> list[Row]:
        """One row per save; a file that cannot be opened is a disabled row with its reason;
        each of the player's own saves has a Delete button."""
        out = []
        for label, path in self.entries:
            title, detail = self.describe(label, path)
            mine = self.own.get(label)
            out.append(Row(label, partial(self.open, path), enabled=path is not None, title=title, detail=detail,
                           on_delete=None if mine is None else partial(remove_save, mine),
                           name=label.split(": ")[0] if path is None else label))
        return out

    def open(self, path: Path | None) -> None:
        """Open a save (errors show as one line and keep this screen)."""
        if path is not None:
            open_save(self.app, path, self, replay=self.replay)
