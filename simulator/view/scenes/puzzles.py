"""The Puzzles screen: a game's puzzles (the ones it ships, then the player's own), each
marked Solved or Not solved in words, a page at a time; a row opens the puzzle at the
table (scenes/puzzle_table.py). A row of game buttons above the list switches the game;
the player's own puzzles can be deleted. Entry: `open_puzzles(app, game=None)`."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...core.puzzle_store import remove_user_puzzle, solved_ids, user_puzzles
from ...core.puzzles import Puzzle, PuzzleError, game_puzzles
from ...games.registry import game_names, get_game
from ..style import theme
from ..style.fonts import text_px
from ..widgets import Button, Toast
from .paged_list import PagedListScene, Row

if TYPE_CHECKING:
    from ..app import App

SOLVED, UNSOLVED = "Solved ✓", "Not solved"


def open_puzzles(app: App, game: str | None = None) -> PuzzlesScene:
    """Show the Puzzles screen (of `game`, else the first game) and return it."""
    scene = PuzzlesScene(app, game or game_names()[0])
    app.switch(scene)
    return scene


def moves_words(limit: int) -> str:
    """"1 move", "3 moves"."""
    return f"{limit} move{'s' if limit != 1 else ''}"


class PuzzlesScene(PagedListScene):
    """The puzzles of one game, solved ones marked; a click plays one."""

    empty = "No puzzles for this game yet."

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.title = "Puzzles"
        self.reload()
        self.build()

    def reload(self) -> None:
        """Read the game's puzzles, the player's and the solved marks again."""
        self.problem: str | None = None
        spec = get_game(self.game)
        try:
            shipped = game_puzzles(spec)
        except PuzzleError as exc:
            shipped, self.problem = [], str(exc)
        mine, problem = user_puzzles(self.game)
        self.problem = self.problem or problem
        self.shipped, self.mine = shipped, mine
        self.puzzles: list[Puzzle] = [*shipped, *mine]
        self.solved = solved_ids(self.game)

    def switch_game(self, game: str) -> None:
        """Show another game's puzzles."""
        self.game, self.page, self.notice = game, 0, None
        self.reload()
        self.build()

    def subtitle(self) -> tuple[str, tuple[int, int, int]] | None:
        return None          # the game buttons stand on the subtitle's line

    def rows(self) -> list[Row]:
        """One row per puzzle: its title, then solved or not, the goal, the limit and its hint."""
        out = []
        mine = {p.id for p in self.mine}
        for p in self.puzzles:
            solved = p.id in self.solved
            own = " · yours" if p.id in mine else ""
            detail = " · ".join(t for t in (SOLVED if solved else UNSOLVED, p.goal.text(), moves_words(p.limit),
                                            p.hint) if t) + own
            out.append(Row(p.title, partial(self.play, p), title=p.title, detail=detail, primary=not solved,
                           on_delete=partial(remove_user_puzzle, self.game, p.id) if p.id in mine else None,
                           name=p.title))
        return out

    def play(self, puzzle: Puzzle) -> None:
        """Open a puzzle at the table (a problem building it is one line under the title)."""
        from .puzzle_table import open_puzzle

        problem = open_puzzle(self.app, puzzle, self.puzzles)
        if problem is not None:
            self.notice = (problem, theme.DANGER)
            self.build()

    def lay_out(self, k: float) -> None:
        notice, self.notice = self.notice, None     # said in a toast: the game buttons stand on its line
        try:
            super().lay_out(k)
        finally:
            self.notice = notice
        w, h = self.app.size
        names = game_names()
        top = max(8, int(20 * k)) + int(58 * k) + int(8 * k)
        gap = int(10 * k)
        bw = min(int(230 * k), (min(int(900 * k), w - 40) - gap * (len(names) - 1)) // len(names))
        x = (w - (bw * len(names) + gap * (len(names) - 1))) // 2
        for i, name in enumerate(names):
            chosen = name == self.game
            self.root.add(Button(("✓ " if chosen else "") + get_game(name).title, x + i * (bw + gap), top, bw,
                                 int(32 * k), partial(self.switch_game, name), primary=chosen,
                                 size=text_px("label", k)))
        said = notice or ((self.problem, theme.DANGER) if self.problem else None)
        if said is not None:
            self.root.add(Toast(said[0], (w // 2, h - int(110 * k)), colour=said[1], z=960,
                                width=min(int(900 * k), w - 80), size=text_px("label", k)))
