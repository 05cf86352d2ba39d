"""Puzzles on screen (issue 29 item 5): the Puzzles screen lists a game's puzzles, solved or
not in words; a puzzle played at the table to its goal says Solved (and is remembered), a
puzzle played wrong says Not solved and Retry starts it again; a replay's position and the
table's position are saved as puzzles through the dialog."""
from __future__ import annotations

from simulator.core.puzzle_check import winning_answer
from simulator.core.puzzle_store import solved_ids, user_puzzles
from simulator.core.puzzles import game_puzzles
from simulator.games.registry import get_game
from simulator.view.scenes.puzzle_dialog import PuzzleDialog
from simulator.view.scenes.puzzle_table import PuzzleTableScene
from simulator.view.scenes.puzzles import SOLVED, UNSOLVED, open_puzzles
from simulator.view.scenes.replay import ReplayScene
from simulator.view.widgets import Button

from .pilot import Pilot, wait_for_person, walk

GAME = "krieg"


def _open_first_puzzle(pilot: Pilot) -> PuzzleTableScene:
    scene = open_puzzles(pilot.app, GAME)
    pilot.frames(2)
    first = scene.puzzles[0]
    pilot.click(next(b for b in walk(scene.root) if isinstance(b, Button) and b.text == first.title).world_rect().center)
    table = pilot.scene
    assert isinstance(table, PuzzleTableScene) and table.puzzle.id == first.id
    return table


def _play(pilot: Pilot, table: PuzzleTableScene, right: bool) -> None:
    """Play the puzzle seat to the end: a winning answer at each decision (right), or an
    answer that does not win wherever there is one."""
    rules = table.match.rules
    for _ in range(40):
        wait_for_person(pilot, table)
        if table.result_box is not None:
            return
        legal = list(table.match.legal_actions())
        best = winning_answer(table.puzzle, rules, table.match.state, table.status.moves)
        if right:
            assert best is not None, "the check proved a winning answer at every step"
            action = best
        else:
            action = next((a for a in legal if a != best), legal[0])
        pilot.perform(action)
    raise AssertionError("the puzzle never ended")


def _box_title(table: PuzzleTableScene) -> str:
    return next(n.text for n in walk(table.result_box) if hasattr(n, "text") and not isinstance(n, Button))


def test_the_puzzles_screen_lists_the_games_puzzles_marked_not_solved():
    pilot = Pilot(size=(1280, 720))
    scene = open_puzzles(pilot.app, GAME)
    rows = scene.rows()
    assert len(rows) == len(game_puzzles(get_game(GAME))) >= 10
    assert all(r.detail.startswith(UNSOLVED) for r in rows)
    pilot.press("Eternal Card Game")
    assert scene.game == "eternal" and scene.rows()[0].title == game_puzzles(get_game("eternal"))[0].title


def test_playing_the_winning_answers_solves_the_puzzle_and_the_list_remembers_it():
    pilot = Pilot(size=(1280, 720))
    table = _open_first_puzzle(pilot)
    assert "moves left" in "".join(t for t, _ in table.view.banner.detail)
    _play(pilot, table, right=True)
    assert table.status.state == "solved" and _box_title(table) == "Puzzle solved"
    assert solved_ids(GAME) == {table.puzzle.id}
    pilot.press("Puzzles")
    assert pilot.scene.rows()[0].detail.startswith(SOLVED)


def test_playing_a_wrong_answer_fails_the_puzzle_and_retry_starts_it_again():
    pilot = Pilot(size=(1280, 720))
    table = _open_first_puzzle(pilot)
    start = table.match.state_hash()
    _play(pilot, table, right=False)
    assert table.status.state == "failed" and _box_title(table) == "Not solved"
    assert solved_ids(GAME) == set()
    pilot.press("Retry")
    again = pilot.scene
    assert isinstance(again, PuzzleTableScene) and again is not table
    assert again.match.state_hash() == start and again.result_box is None


def test_a_replay_position_is_saved_as_a_puzzle_through_the_dialog():
    puzzle = game_puzzles(get_game(GAME))[0]
    match = puzzle.build(get_game)
    pilot = Pilot(size=(1280, 720))
    replay = ReplayScene(pilot.app, match.game, match.setup, list(match.actions), ["Player 1", "Player 2"])
    pilot.app.switch(replay)
    replay.seek(replay.cursor.length)
    pilot.frames(2)
    pilot.press("Puzzle…")
    dialog = next(n for n in replay.view.overlay.children if isinstance(n, PuzzleDialog))
    pilot.press(puzzle.goal.text())
    while dialog.limit < puzzle.limit:
        pilot.press("+")
    pilot.press("Check and save")
    mine, problem = user_puzzles(GAME)
    assert problem is None and len(mine) == 1
    assert mine[0].goal == puzzle.goal and mine[0].limit == puzzle.limit and mine[0].seat == puzzle.seat
    assert dialog.parent is None


def test_the_table_menu_saves_as_puzzle_and_a_refused_one_says_why_and_is_not_kept():
    pilot = Pilot(size=(1280, 720))
    table = _open_first_puzzle(pilot)
    table.press_menu()
    pilot.frames(1)
    pilot.press("Save as puzzle…")
    dialog = next(n for n in table.view.overlay.children if isinstance(n, PuzzleDialog))
    pilot.press("Do not lose")
    pilot.press("Check and save")
    assert dialog.problem.startswith("Not saved: ") and dialog.parent is not None
    assert user_puzzles(GAME) == ([], None)
