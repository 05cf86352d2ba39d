"""Continue: every unfinished game, newest first, to pick one and play on, or to delete.

Each row says the game and the people at it by the save's names ("Krieg Eterna · You vs the
Normal bot") and, under that, where the game stood, when it was saved and that it is in play
("Round 2 · today 14:05 · in play"); save_words.py makes the words, files/save_summary.py
reads them from the autosave (bounded, cheap, never raising)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..files.autosaves import Autosave, remove_save, unfinished
from ..style import theme
from .paged_list import PagedListScene, Row
from .save_words import game_title, save_detail, save_title, seats_text, stage_text, when_text

if TYPE_CHECKING:
    from ..app import App

__all__ = ["ContinueScene", "autosave_label", "game_title", "save_title", "seats_text", "stage_text", "when_text"]


def autosave_label(entry: Autosave, now: float | None = None) -> tuple[str, str]:
    """An unfinished game's title and detail line (an unreadable one: its name and why)."""
    if entry.problem is not None:
        return entry.name, f"unreadable: {entry.problem}"
    detail = save_detail(entry.summary, entry.mtime, now)
    if entry.elsewhere:
        detail += " · open in another window"
    return save_title(entry.summary), detail


class ContinueScene(PagedListScene):
    """The unfinished games, newest first."""

    title = "Continue"
    empty = "No unfinished games."

    def __init__(self, app: "App", entries: list[Autosave]) -> None:
        super().__init__(app)
        self.entries = entries
        self.build()

    def subtitle(self) -> tuple[str, tuple[int, int, int]] | None:
        return "Unfinished games, newest first", theme.TEXT_DIM

    def rows(self) -> list[Row]:
        """One row per game; an unreadable one cannot be opened and says why; any can be
        deleted except one open in another window."""
        out = []
        for i, e in enumerate(self.entries):
            title, detail = autosave_label(e)
            out.append(Row(title, partial(self.open, e), enabled=e.problem is None,
                           primary=e.problem is None and i == 0, title=title, detail=detail,
                           on_delete=None if e.elsewhere else partial(remove_save, e.path), name=title))
        return out

    def reload(self) -> None:
        """The unfinished games as they are now."""
        self.entries = unfinished()

    def open(self, entry: Autosave) -> None:
        """Play on (an unreadable entry stays on this screen with its reason)."""
        from .menu import continue_autosave
        continue_autosave(self.app, entry, self)
