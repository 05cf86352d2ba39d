"""Checking a lesson against its game's rules: its plan is played from the deal, every move
a step accepts must be legal there, the plan must end with the learner winning, and a step
that lets any move through must stay playable and won whichever legal move is made."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .actions import Action
from .game import Game
from .lesson import Lesson, LessonError
from .match import Match

MAX_ANY = 60          # the most legal moves a step letting any through may have (each is played out)


@dataclass
class Played:
    """A plan played out: the match where it ended, and what went wrong (empty when nothing)."""

    match: Match
    problems: list[str]


def play_plan(lesson: Lesson, game: Game, instead: Mapping[int, Action] | None = None) -> Played:
    """Play the lesson's plan from its deal: the learner's pointed move at each step (or
    `instead[step]`) and the opponent's moves in order. Problems name the first move that is
    not legal, a plan that runs out before the game ends, moves left over, and a game not won
    by the learner."""
    match = lesson.new_match(game)
    problems: list[str] = []
    limit = len(lesson.steps) + len(lesson.opponent) + 1
    for _ in range(limit):
        d = match.decision()
        if d is None:
            break
        learner = d.seat == lesson.learner
        made = sum(1 for a in match.actions if (a.seat == lesson.learner) == learner)
        if learner:
            if made >= len(lesson.steps):
                problems.append(f"the steps end after step {made} but the learner must still decide")
                break
            move = (instead or {}).get(made, lesson.steps[made].move)
            where = f"step {made + 1}"
        else:
            if made >= len(lesson.opponent):
                problems.append(f"the opponent's moves end after move {made} but seat {d.seat} must still decide")
                break
            move, where = lesson.opponent[made], f"opponent move {made + 1}"
        violation = match.check(move)
        if violation is not None:
            problems.append(f"{where}: {move} is not legal there: {violation.reason}")
            break
        match.apply_trusted(move)
    if not problems:
        result = match.result()
        mine = sum(1 for a in match.actions if a.seat == lesson.learner)
        if result is None:
            problems.append("the plan ends before the game does")
        elif lesson.learner not in result.winners:
            problems.append(f"the learner does not win: {result.summary}")
        if mine < len(lesson.steps):
            problems.append(f"the game ends after step {mine} of {len(lesson.steps)}")
        elif len(match.actions) - mine < len(lesson.opponent):
            problems.append(f"the game ends before opponent move {len(match.actions) - mine + 1}")
    return Played(match, problems)


def main_line(lesson: Lesson, game: Game) -> list[Action]:
    """Every move of the lesson's plan in the order they are made (LessonError when the plan
    does not play)."""
    played = play_plan(lesson, game)
    if played.problems:
        raise LessonError(f"{lesson.source}: {played.problems[0]}")
    return list(played.match.actions)


def check_lesson(lesson: Lesson, game: Game) -> list[str]:
    """Everything wrong with a lesson, one sentence each (empty when it is sound): its plan
    (play_plan), each step's other accepted moves (legal there, and the rest of the plan still
    played and won after it), each step letting any move through (the same for every legal
    move, at most MAX_ANY of them), and each pointed card (on the table at its step)."""
    played = play_plan(lesson, game)
    if played.problems:
        return played.problems
    problems: list[str] = []
    line = list(played.match.actions)
    match = lesson.new_match(game)
    step = 0
    for action in line:
        if action.seat == lesson.learner:
            problems += _step_problems(lesson, game, match, step)
            step += 1
        match.apply_trusted(action)
    return problems


def _step_problems(lesson: Lesson, game: Game, match: Match, index: int) -> list[str]:
    step = lesson.steps[index]
    where = f"step {index + 1}"
    out: list[str] = []
    if step.point.card is not None and step.point.card not in match.rules.card_instances(match.state):
        out.append(f"{where}: points at card {step.point.card}, which is not in the game")
    others = list(step.do[1:])
    if step.any:
        legal = match.legal_actions()
        if len(legal) > MAX_ANY:
            return out + [f"{where}: lets any move through but has {len(legal)} (at most {MAX_ANY})"]
        others = [a for a in legal if a != step.move]
    for move in others:
        violation = match.check(move)
        if violation is not None:
            out.append(f"{where}: {move} is not legal there: {violation.reason}")
            continue
        after = play_plan(lesson, game, {index: move}).problems
        if after:
            out.append(f"{where}: after {move} the plan fails: {after[0]}")
    return out
