"""A puzzle at the table: the person plays the puzzle's seat, bots the others.

The table scene as it is (scenes/table.py), with the puzzle's goal, the moves left and its hint
on the banner's second line; after every action the line played is judged from the puzzle's
position (core/puzzles.judge). When the goal is met, or the game ends or the move limit
passes without it, a box says Solved or Not solved with why, and offers Retry, Next and
the puzzle list; a solved puzzle is remembered in the player's data folder. Undo never
goes back past the puzzle's position; nothing is autosaved.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...core.puzzle_store import mark_solved
from ...core.puzzles import Puzzle, PuzzleError, Status, judge
from ...core.saves import Seat
from ...games.registry import get_game
from ..node import Node
from ..session.game import GameSession
from ..style import theme
from ..style.fonts import text_px
from ..table.names import bot_name
from ..widgets import Button, Label, Panel
from .table import TableScene

if TYPE_CHECKING:
    from ..app import App

OPPONENT_LEVEL = "normal"     # the bots at the other seats (the check proves the goal against any defence)


def open_puzzle(app: App, puzzle: Puzzle, queue: Sequence[Puzzle] = ()) -> str | None:
    """Play a puzzle at the table (`queue`: the list Next walks); None, or why it cannot be
    opened (one line)."""
    try:
        scene = PuzzleTableScene(app, puzzle, list(queue) or [puzzle])
    except PuzzleError as exc:
        return str(exc)
    app.switch(scene)
    return None


def puzzle_seats(puzzle: Puzzle, seats: int) -> list[Seat]:
    """You at the puzzle's seat, bots of OPPONENT_LEVEL at the others."""
    return [Seat("human", "You") if i == puzzle.seat else Seat("bot", bot_name(i, "Normal"), OPPONENT_LEVEL)
            for i in range(seats)]


class PuzzleTableScene(TableScene):
    """The table playing one puzzle, judged after every action."""

    def __init__(self, app: App, puzzle: Puzzle, queue: list[Puzzle]) -> None:
        match = puzzle.build(get_game)
        self.puzzle, self.queue = puzzle, queue
        self.start = len(match.actions)
        self.start_state = match.rules.clone(match.state)
        self.status = Status("playing", 0)
        self.result_box: Node | None = None
        session = GameSession(match, puzzle_seats(puzzle, match.setup.seats), None, app.bot_worker)
        super().__init__(app, session)

    # -- judging ---------------------------------------------------------------------------------
    def refresh(self, instant: bool = False) -> None:
        super().refresh(instant)
        self.status = judge(self.puzzle, self.match.rules, self.start_state, self.match.actions[self.start:])
        left = max(0, self.puzzle.limit - self.status.moves)
        self.view.banner.detail = [("Puzzle: ", theme.ACCENT), (self.view.text(self.puzzle.goal.text()), theme.TEXT),
                                   (f"   ·   {left} of {self.puzzle.limit} moves left", theme.TEXT)]
        if self.puzzle.hint:
            self.view.banner.detail.append((f"   ·   Hint: {self.view.text(self.puzzle.hint)}", theme.TEXT_DIM))
        if self.status.over and self.result_box is None:
            self._show_result()

    def _show_game_over(self) -> None:
        """The puzzle's own box says how it ended (refresh)."""
        self.game_over = Node()            # marks the end as shown for the table scene

    def _show_result(self) -> None:
        solved = self.status.state == "solved"
        if solved:
            problem = mark_solved(self.puzzle.game, self.puzzle.id)
            if problem:
                self.toast(problem, (self.app.size[0] // 2, self.app.size[1] - 60))
        self.result_box = self.view.overlay.add(result_box(self, solved, self.status.why))
        self.app.audio.play("victory" if solved else "defeat")

    def seat_moves_made(self) -> bool:
        """True once the person has acted since the puzzle's position."""
        return any(a.seat == self.puzzle.seat for a in self.match.actions[self.start:])

    # -- buttons ---------------------------------------------------------------------------------
    def press_undo(self) -> None:
        """Undo, never past the puzzle's position."""
        if not self.seat_moves_made() or self.result_box is not None:
            self.toast("Retry starts the puzzle again" if self.result_box is not None else "Nothing to undo",
                       self.undo_button.world_rect().midtop)
            return
        super().press_undo()

    def retry(self) -> None:
        """Play the same puzzle again from its position."""
        self.app.switch(PuzzleTableScene(self.app, self.puzzle, self.queue))

    def next_puzzle(self) -> None:
        """The puzzle after this one in the list (the first after the last)."""
        ids = [p.id for p in self.queue]
        i = ids.index(self.puzzle.id) if self.puzzle.id in ids else -1
        nxt = self.queue[(i + 1) % len(self.queue)]
        problem = open_puzzle(self.app, nxt, self.queue)
        if problem is not None:
            self.toast(problem, (self.app.size[0] // 2, self.app.size[1] // 2))

    def back_to_list(self) -> None:
        """The Puzzles screen of this game."""
        from .puzzles import open_puzzles
        open_puzzles(self.app, self.puzzle.game)


def result_box(scene: PuzzleTableScene, solved: bool, why: str) -> Node:
    """The box over the table once the puzzle is over: Solved or Not solved, why, and
    Retry / Next / Puzzles."""
    w, h = scene.app.size
    pw, ph = min(760, w - 40), 190
    box = Node(w // 2 - pw // 2, h // 2 - ph // 2, pw, ph, z=970)
    colour = theme.LEGAL if solved else theme.DANGER
    box.add(Panel(0, 0, pw, ph, line=colour, z=0))
    box.add(Label("Puzzle solved" if solved else "Not solved", 20, 18, pw - 40, 44, size=text_px("title"),
                  style="title", colour=colour, centre=True, z=1, shrink=True))
    box.add(Label(scene.view.text(why), 20, 66, pw - 40, 30, size=text_px("heading"), centre=True, z=1, shrink=True))
    buttons: list[tuple[str, Callable[[], object]]] = [("Retry", scene.retry), ("Next puzzle", scene.next_puzzle),
                                                       ("Puzzles", scene.back_to_list)]
    gap = 12
    bw = (pw - 40 - gap * (len(buttons) - 1)) // len(buttons)
    for i, (text, cb) in enumerate(buttons):
        box.add(Button(text, 20 + i * (bw + gap), ph - 76, bw, 56, cb, primary=(i == 1) == solved,
                       size=text_px("label"), z=1))
    return box
