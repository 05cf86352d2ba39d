"""Continue: every unfinished game, newest first, to pick one and play on.

Also the words the save lists share (Continue, Load game, Watch a replay): a game's title,
its seats, when it was saved, and a save's header read without loading the game."""
from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...core.saves import SaveError, read_document

from ...games.registry import get_game
from ..style import theme
from ..files.autosaves import Autosave
from .paged_list import PagedListScene, Row

if TYPE_CHECKING:
    from ..app import App


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
        return str(level).split(":")[0].capitalize()

    if not people:
        return "Bots: " + " vs ".join(bot_title(b) for b in bots)
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


@dataclass
class SaveHeader:
    """What a save's header says, read without running any game code (for the lists)."""

    game: str = ""
    seats: tuple[tuple[str, str, Any], ...] = ()     # (kind, name, level) per seat
    steps: int = 0
    result: str | None = None                        # the result's summary once the game is over
    rounds: int = 0                                  # rounds played, for games in rounds (when over)
    problem: str | None = None


def read_header(path: Path) -> SaveHeader:
    """A save's header, bounded like any save (core/savefile.py); never raises."""
    try:
        doc = read_document(path)
    except SaveError as exc:
        return SaveHeader(problem=exc.problem)
    except Exception as exc:       # an untrusted file: whatever happens, one line
        return SaveHeader(problem=type(exc).__name__)
    if not isinstance(doc, dict) or not isinstance(doc.get("game"), str) or not isinstance(doc.get("final"), dict):
        return SaveHeader(problem="not a save")
    final = doc["final"]
    steps = final.get("steps")
    head = SaveHeader(game=doc["game"][:40], steps=steps if isinstance(steps, int) and not isinstance(steps, bool) else 0)
    seats = doc.get("seats")
    if isinstance(seats, list):
        head.seats = tuple((str(s.get("kind"))[:10], str(s.get("name"))[:40], s.get("level"))
                           for s in seats[:8] if isinstance(s, dict))
    result = final.get("result")
    if isinstance(result, dict):
        summary = result.get("summary")
        head.result = str(summary)[:120] if summary else "Game over"
        rounds = result.get("rounds")
        head.rounds = len(rounds) if isinstance(rounds, list) else 0
    return head


def progress_text(head: SaveHeader) -> str:
    """'42 moves, in play', '75 moves, 3 rounds · Player 1 wins the game'."""
    moves = f"{head.steps} move{'' if head.steps == 1 else 's'}"
    if head.result is None:
        return f"{moves}, in play"
    rounds = f", {head.rounds} round{'' if head.rounds == 1 else 's'}" if head.rounds else ""
    return f"{moves}{rounds} · {head.result}"


def save_title(head: SaveHeader) -> str:
    """'Krieg Eterna · You vs the Normal bot'."""
    return f"{game_title(head.game)} · {seats_text(head.seats)}"


def autosave_label(entry: Autosave, now: float | None = None) -> str:
    """One line describing an unfinished game."""
    if entry.problem is not None:
        return f"{entry.name}: unreadable ({entry.problem})"
    label = f"{game_title(entry.game)} · {seats_text(entry.seats)} · step {entry.steps} · {when_text(entry.mtime, now)}"
    if entry.elsewhere:
        label += " · open in another window"
    return label


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
        """One row per game; an unreadable one is disabled and says why."""
        return [Row(autosave_label(e), partial(self.open, e), enabled=e.problem is None,
                    primary=e.problem is None and i == 0) for i, e in enumerate(self.entries)]

    def open(self, entry: Autosave) -> None:
        """Play on (an unreadable entry stays on this screen with its reason)."""
        from .menu import continue_autosave
        continue_autosave(self.app, entry, self)
