"""Save as puzzle: the small dialog that asks the goal and the move limit, then checks the
position (core/puzzle_check.py) and keeps it among the player's puzzles (core/puzzle_store.py).

Opened from the table's game menu and the replay viewer (`save_position_as_puzzle`). The
goals offered are "Win the game", "Do not lose" and the goals of the puzzles the game
ships (its own event kinds, as data). A puzzle the check refuses is not kept: the dialog
says why and stays open to change the goal or the limit.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.actions import Action
from ...core.game import Game, Setup
from ...core.match import Match
from ...core.puzzle_check import check_puzzle
from ...core.puzzle_store import add_user_puzzle, puzzle_at
from ...core.puzzles import MAX_LIMIT, Goal, PuzzleError, game_puzzles
from ...core.saves import Seat, progress_of
from ...games.registry import get_game
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import text_px
from ..widgets import Button, Label, Panel, Toast

if TYPE_CHECKING:
    from ..table.view import TableView

DIALOG_BUDGET = 30_000      # positions the check may search before the dialog answers
DEFAULT_LIMIT = 2


def offered_goals(game: str) -> list[Goal]:
    """The goals the dialog offers for a game: win, do not lose, and its puzzles' goals."""
    goals = [Goal("win", words="Win the game"), Goal("survive", words="Do not lose")]
    try:
        shipped = game_puzzles(get_game(game))
    except PuzzleError:
        shipped = []
    for p in shipped:
        if p.goal.kind == "event" and all(g.to_json() != p.goal.to_json() for g in goals):
            goals.append(p.goal)
    return goals


class PuzzleDialog(Node):
    """Modal: Goal (one button per goal, the chosen one ticked), Moves (− N +), a line for
    the check's answer, and Save / Cancel. `save(goal, limit)` returns None once kept, or
    why not (shown in the dialog)."""

    interactive = True

    def __init__(self, size: tuple[int, int], goals: Sequence[Goal], save: Callable[[Goal, int], str | None],
                 close: Callable[[], object], k: float = 1.0) -> None:
        super().__init__(0, 0, size[0], size[1], z=975)
        self.goals, self.save_cb, self.close_cb, self.k = list(goals), save, close, k
        self.goal, self.limit = self.goals[0], DEFAULT_LIMIT
        self.problem = ""
        self.build()

    def build(self) -> None:
        """Lay the dialog out for the current choices."""
        self.clear()
        k, (w, h) = self.k, (int(self.w), int(self.h))
        pad, row, gap = int(22 * k), int(44 * k), int(10 * k)
        pw = min(int(820 * k), w - 40)
        cols = 2
        goal_rows = (len(self.goals) + cols - 1) // cols
        ph = pad * 2 + int(40 * k) + (int(30 * k) + goal_rows * (row + gap)) + int(30 * k) + row + gap \
            + int(56 * k) + row + gap
        x, y = (w - pw) // 2, max(10, (h - ph) // 2)
        self.add(Panel(x, y, pw, ph, line=theme.ACCENT, z=0))
        inner = pw - 2 * pad
        top = y + pad
        self.add(Label("Save this position as a puzzle", x + pad, top, inner, int(40 * k), size=text_px("title", k),
                       style="title", colour=theme.ACCENT, centre=True, z=1, shrink=True))
        top += int(40 * k)
        self.add(Label("Goal", x + pad, top, inner, int(30 * k), size=text_px("heading", k), style="bold", z=1))
        top += int(30 * k)
        bw = (inner - gap * (cols - 1)) // cols
        for i, goal in enumerate(self.goals):
            chosen = goal == self.goal
            self.add(Button(("✓ " if chosen else "") + goal.text(), x + pad + (i % cols) * (bw + gap),
                            top + (i // cols) * (row + gap), bw, row, partial(self.choose, goal), primary=chosen,
                            size=text_px("label", k), z=1))
        top += goal_rows * (row + gap)
        self.add(Label("Your moves (decisions with a choice)", x + pad, top, inner, int(30 * k),
                       size=text_px("heading", k), style="bold", z=1))
        top += int(30 * k)
        sw = int(70 * k)
        self.add(Button("−", x + pad, top, sw, row, partial(self.step, -1), size=text_px("heading", k), z=1,
                        enabled=self.limit > 1))
        self.add(Label(f"{self.limit} move{'s' if self.limit != 1 else ''}", x + pad + sw + gap, top,
                       int(150 * k), row, size=text_px("heading", k), centre=True, z=1))
        self.add(Button("+", x + pad + sw + 2 * gap + int(150 * k), top, sw, row, partial(self.step, 1),
                        size=text_px("heading", k), z=1, enabled=self.limit < MAX_LIMIT))
        top += row + gap
        if self.problem:
            self.add(Label(self.problem, x + pad, top, inner, int(50 * k), size=text_px("label", k),
                           colour=theme.DANGER, centre=True, z=1, shrink=True))
        top += int(56 * k)
        cw = (inner - gap) // 2
        self.add(Button("Cancel", x + pad, top, cw, row, self.close_cb, size=text_px("label", k), z=1))
        self.add(Button("Check and save", x + pad + cw + gap, top, cw, row, self.press_save, primary=True,
                        size=text_px("label", k), z=1))

    def choose(self, goal: Goal) -> None:
        """Choose the goal."""
        self.goal, self.problem = goal, ""
        self.build()

    def step(self, by: int) -> None:
        """One move more or fewer."""
        self.limit, self.problem = max(1, min(MAX_LIMIT, self.limit + by)), ""
        self.build()

    def press_save(self) -> None:
        """Check the puzzle and keep it; a refusal is shown and the dialog stays."""
        problem = self.save_cb(self.goal, self.limit)
        if problem is not None:
            self.problem = f"Not saved: {problem}"
            self.build()

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.close_cb()
        return True      # modal

    def paint(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))


def save_position_as_puzzle(view: TableView, size: tuple[int, int], match: Match, seats: Sequence[Seat],
                            k: float = 1.0) -> PuzzleDialog | None:
    """Open the dialog over `view` for the position of `match` (a copy is searched; the
    match is not changed); None, with a toast saying why, where nobody decides (game over)."""
    centre = (size[0] // 2, size[1] // 2)
    if match.decision() is None:
        view.toast_at(Toast("The game is over here: a puzzle starts where someone must decide", centre))
        return None
    dialog: PuzzleDialog

    def close() -> None:
        if dialog.parent is not None:
            dialog.parent.remove(dialog)

    def save(goal: Goal, limit: int) -> str | None:
        where = progress_of(match)
        title = f"{goal.text()} · {where}" if where else goal.text()
        try:
            puzzle = puzzle_at(match, list(seats), goal, limit, title)
        except PuzzleError as exc:
            return str(exc)
        verdict = check_puzzle(puzzle, get_game, DIALOG_BUDGET)
        if not verdict.ok:
            return verdict.problem
        try:
            stored, path = add_user_puzzle(puzzle)
        except PuzzleError as exc:
            return str(exc)
        close()
        view.toast_at(Toast(f"Saved as puzzle “{stored.title}”: on the Puzzles screen", centre, colour=theme.LEGAL))
        return None

    dialog = PuzzleDialog(size, offered_goals(match.setup.game), save, close, k)
    view.overlay.add(dialog)
    return dialog


def position_match(game: Game, setup: Setup, actions: Sequence[Action]) -> Match:
    """A match at the position after `actions` (a replay's cursor), to save as a puzzle."""
    match = Match(game, setup)
    for action in actions:
        match.apply_trusted(action)
    return match
