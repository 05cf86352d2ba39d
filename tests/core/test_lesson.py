"""Lessons as data (core/lesson.py, core/lesson_check.py): every game ships a guided first
game whose plan is legal move by move and ends with the learner winning; a lesson file is
read bounded and refused in one line when it is unusable; the tutor follows a match by the
moves made."""
from __future__ import annotations

import json

import pytest

from simulator.core.actions import Action
from simulator.core.lesson import LessonError, Tutor, has_lesson, lesson_path, load_lesson, parse_lesson, read_lesson
from simulator.core.lesson_check import check_lesson, main_line, play_plan
from simulator.games.registry import game_names, get_game

GAMES = game_names()


def _data(game: str) -> dict:
    return json.loads(lesson_path(game).read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_ships_a_lesson_whose_every_step_is_legal_and_won(game):
    assert has_lesson(game)
    spec = get_game(game)
    lesson = load_lesson(spec)
    assert check_lesson(lesson, spec) == []
    result = play_plan(lesson, spec).match.result()
    assert result is not None and result.winners == (lesson.learner,)


@pytest.mark.parametrize("game", GAMES)
def test_every_step_has_words_of_its_own_or_names_its_move_and_explains_rules_once(game):
    lesson = load_lesson(get_game(game))
    assert any(s.say for s in lesson.steps[:3]) and lesson.intro and lesson.won
    assert any(lesson.new_rules(i) for i in range(len(lesson.steps)))
    taught: set[str] = set()
    for i in range(len(lesson.steps)):
        new = {t.name for t in lesson.new_rules(i)}
        assert not new & taught
        taught |= new


def test_a_step_whose_move_is_not_legal_there_is_named():
    spec = get_game("krieg")
    data = _data("krieg")
    data["steps"][3]["do"] = [{"kind": "play", "seat": 0, "card": 87, "choice": 0}]   # Breach is not Melee
    problems = check_lesson(parse_lesson(data, "krieg/lesson.json", spec), spec)
    assert problems and problems[0].startswith("step 4:") and "not legal" in problems[0]


def test_a_plan_that_does_not_end_with_the_learner_winning_is_refused():
    spec = get_game("krieg")
    data = _data("krieg")
    data["steps"] = data["steps"][:-1]
    problems = check_lesson(parse_lesson(data, "krieg/lesson.json", spec), spec)
    assert problems and "steps end after step 8" in problems[0]


def test_a_step_letting_any_move_through_must_keep_the_plan_won_after_each():
    spec = get_game("krieg")
    data = _data("krieg")
    data["steps"][3]["any"] = True           # playing anything else instead of Breach breaks the plan
    problems = check_lesson(parse_lesson(data, "krieg/lesson.json", spec), spec)
    assert problems and all(p.startswith("step 4: after") for p in problems)


def test_an_accepted_alternative_move_is_checked_like_the_pointed_one():
    spec = get_game("krieg")
    data = _data("krieg")
    data["steps"][3]["do"].append({"kind": "pass", "seat": 0})
    problems = check_lesson(parse_lesson(data, "krieg/lesson.json", spec), spec)
    assert problems == [problems[0]] and problems[0].startswith("step 4: after pass@0")


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(format="something"), "not a lesson"),
    (lambda d: d.update(version=2), "version 2"),
    (lambda d: d.update(extra=1), "unknown key(s) extra"),
    (lambda d: d["steps"][0].update(explain=["Teleport"]), "'Teleport' is not a keyword"),
    (lambda d: d["steps"][0].update(do=[{"kind": "choose", "seat": 1, "target": 57}]), "the learner's"),
    (lambda d: d["steps"][0].update(point={"place": "../../etc"}), "zone key"),
    (lambda d: d["setup"].update(decks="my-secret-deck"), "not a prebuilt"),
    (lambda d: d.update(off_plan="allow"), "'off_plan' must be 'take_back'"),
    (lambda d: d["steps"][0].update(say="x" * 5000), "longer than"),
])
def test_an_unusable_lesson_is_refused_in_one_line_naming_the_place(change, words):
    spec = get_game("krieg")
    data = _data("krieg")
    change(data)
    with pytest.raises(LessonError) as err:
        lesson = parse_lesson(data, "krieg/lesson.json", spec)
        lesson.setup(spec)
    assert words in str(err.value) and "\n" not in str(err.value) and "krieg/lesson.json" in str(err.value)


def test_a_lesson_file_is_read_bounded(tmp_path):
    spec = get_game("krieg")
    big = tmp_path / "lesson.json"
    big.write_text("[" + "0," * 400_000 + "0]")
    with pytest.raises(LessonError, match="larger than"):
        read_lesson(big, spec)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100 + "]" * 100)
    with pytest.raises(LessonError, match="nested"):
        read_lesson(deep, spec)
    with pytest.raises(LessonError, match="a folder"):
        read_lesson(tmp_path, spec)
    with pytest.raises(LessonError, match="has no lesson"):
        read_lesson(tmp_path / "absent.json", spec)


def test_the_tutor_knows_the_step_by_the_moves_made_so_undo_keeps_it_right():
    spec = get_game("krieg")
    lesson = load_lesson(spec)
    match = lesson.new_match(spec)
    tutor = Tutor(lesson, match)
    assert tutor.index == 0 and tutor.step() is lesson.steps[0]
    assert tutor.on_plan(lesson.steps[0].move) and not tutor.on_plan(Action("choose", 0, target=lesson.steps[1].move.target))
    match.apply(lesson.steps[0].move)
    assert tutor.step() is lesson.steps[1]
    match.undo()
    assert tutor.step() is lesson.steps[0]
    for move in main_line(lesson, spec):       # the opponent's planned move is the plan's, each time
        if match.decision().seat != lesson.learner:
            assert tutor.opponent_move() == move
        match.apply(move)
    assert tutor.won
