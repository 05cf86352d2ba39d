"""Puzzles (issue 29 item 5): every shipped puzzle is proved by the check; the check refuses
a goal that cannot be reached and a goal any move reaches; a puzzle file is untrusted; a
position saved as a puzzle is kept in the player's folder; solved puzzles are remembered."""
from __future__ import annotations

import pytest

from simulator.bots import make_bot
from simulator.core.match import Match
from simulator.core.puzzle_check import THOROUGH_BUDGET, check_puzzle
from simulator.core.puzzle_store import add_user_puzzle, mark_solved, puzzle_at, solved_ids, user_puzzles
from simulator.core.puzzles import Goal, Puzzle, PuzzleError, game_puzzles, judge, puzzles_from_text
from simulator.core.rng import Rng
from simulator.core.saves import human_seats
from simulator.games.registry import game_names, get_game


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))


def _early_krieg_turn(steps: int = 3) -> Match:
    """A Krieg game a few greedy moves in, at a seat's free turn (a play or a pass)."""
    match = get_game("krieg").new_match(seed=11)
    bot = make_bot("greedy", Rng(1))
    while len(match.actions) < steps or match.decision().kind != "turn":
        d = match.decision()
        match.apply(bot.choose(match.game, match.observation(d.seat, with_log=False), d.seat,
                               list(match.legal_actions())))
    return match


@pytest.mark.parametrize("game", game_names())
def test_each_game_ships_at_least_ten_puzzles(game):
    assert len(game_puzzles(get_game(game))) >= 10


@pytest.mark.parametrize("game", game_names())
def test_every_shipped_puzzle_passes_the_check(game):
    for puzzle in game_puzzles(get_game(game)):
        verdict = check_puzzle(puzzle, get_game)
        assert verdict.ok, f"{puzzle.id}: {verdict.problem}"
        assert verdict.solvable and verdict.trivial is False and verdict.line


@pytest.mark.fuzz
@pytest.mark.parametrize("game", game_names())
def test_every_shipped_puzzle_passes_the_thorough_check(game):
    for puzzle in game_puzzles(get_game(game)):
        verdict = check_puzzle(puzzle, get_game, THOROUGH_BUDGET)
        assert verdict.ok, f"{puzzle.id}: {verdict.problem}"


def test_the_check_refuses_a_goal_that_cannot_be_reached():
    match = _early_krieg_turn()
    puzzle = puzzle_at(match, human_seats(2), Goal("win"), 1, "Win at once")
    verdict = check_puzzle(puzzle, get_game)
    assert verdict.solvable is False
    assert "cannot be reached in 1 move" in verdict.problem


def test_the_check_refuses_a_goal_any_move_reaches():
    match = _early_krieg_turn(41)     # the other seat has passed behind: playing or passing wins the round
    assert len(match.legal_actions()) > 1
    puzzle = puzzle_at(match, human_seats(2), Goal("event", "round_won", "you"), 1, "Win the round")
    verdict = check_puzzle(puzzle, get_game)
    assert verdict.solvable and verdict.trivial
    assert "whatever is played" in verdict.problem


def test_the_checks_line_solves_the_puzzle_and_play_before_its_end_is_still_going():
    puzzle = game_puzzles(get_game("krieg"))[0]
    match = puzzle.build(get_game)
    line = check_puzzle(puzzle, get_game).line
    assert judge(puzzle, match.rules, match.state, []).state == "playing"
    assert judge(puzzle, match.rules, match.state, line).state == "solved"


def test_a_puzzle_whose_seat_does_not_decide_is_refused_in_one_line():
    puzzle = game_puzzles(get_game("krieg"))[0]
    other = Puzzle(puzzle.id, puzzle.title, puzzle.hint, 1 - puzzle.seat, puzzle.goal, puzzle.limit, puzzle.position)
    verdict = check_puzzle(other, get_game)
    assert not verdict.ok and "decides at its position" in verdict.problem and "\n" not in verdict.problem


def test_a_puzzle_whose_position_was_edited_is_refused_like_a_save():
    puzzle = game_puzzles(get_game("krieg"))[0]
    position = dict(puzzle.position, seed=puzzle.position["seed"] + 1)
    verdict = check_puzzle(Puzzle(puzzle.id, "", "", puzzle.seat, puzzle.goal, puzzle.limit, position), get_game)
    assert not verdict.ok and verdict.problem.startswith(f"puzzle '{puzzle.id}'")


@pytest.mark.parametrize("text, words", [
    ("not json", "not a puzzles file"),
    ('{"puzzles": 3}', "a puzzles file is"),
    ('{"puzzles": [{"id": "a", "title": "t", "seat": 0, "limit": 0, "goal": {"kind": "win"}, "position": {}}]}',
     "'limit' must be a whole number from 1 to 20"),
    ('{"puzzles": [{"id": "a", "title": "t", "seat": 0, "limit": 1, "goal": {"kind": "fly"}, "position": {}}]}',
     "the goal's kind must be one of"),
    ('{"puzzles": [{"id": "a", "title": "t", "seat": 0, "limit": 1, "goal": {"kind": "win"}, "position": {}, "x": 1}]}',
     "unknown field(s) x"),
    ('{"puzzles": [{"id": "a", "title": "t", "seat": 0, "limit": 1, "goal": {"kind": "win"}, "position": {}},'
     ' {"id": "a", "title": "t", "seat": 0, "limit": 1, "goal": {"kind": "win"}, "position": {}}]}',
     "two puzzles have the id 'a'"),
])
def test_a_bad_puzzles_file_is_one_line_naming_the_problem(text, words):
    with pytest.raises(PuzzleError) as err:
        puzzles_from_text(text, "p.json")
    assert words in str(err.value) and "\n" not in str(err.value)


def test_an_event_goal_is_met_only_by_that_event_of_that_side():
    from simulator.core.events import Event
    goal = Goal("event", "seized", "you", "Seize a stone")
    assert goal.met_by(0, [Event("seized", "", 0)], None)
    assert not goal.met_by(0, [Event("seized", "", 1)], None)
    assert Goal("event", "died", "opponent").met_by(0, [Event("died", "", 1)], None)
    assert not Goal("event", "died", "opponent").met_by(0, [Event("died", "", 0)], None)


def test_a_position_saved_as_a_puzzle_is_kept_in_the_players_folder():
    shipped = game_puzzles(get_game("krieg"))[0]
    match = shipped.build(get_game)
    puzzle = puzzle_at(match, human_seats(2), shipped.goal, shipped.limit, "Mine")
    stored, path = add_user_puzzle(puzzle)
    mine, problem = user_puzzles("krieg")
    assert problem is None and [p.id for p in mine] == ["mine-001"] and stored.id == "mine-001"
    assert mine[0].build(get_game).state_hash() == match.state_hash()
    assert check_puzzle(mine[0], get_game).ok


def test_solved_puzzles_are_remembered_per_game():
    assert solved_ids("krieg") == set()
    assert mark_solved("krieg", "krieg-01") is None
    assert solved_ids("krieg") == {"krieg-01"} and solved_ids("eternal") == set()
