"""A guided first game on the table: the lesson's deal with the learner at their seat and the
opponent making the lesson's planned moves (core/lesson.py), at a pace people can follow.
No bot process, no autosave (a lesson is not a game to continue), no automatic passes (each
of the learner's decisions is a step of the lesson)."""
from __future__ import annotations

import time

from ...core.actions import Action
from ...core.game import Game
from ...core.lesson import Lesson, Tutor, load_lesson
from ...core.saves import Seat
from ...games.registry import get_game
from ...bots.worker import BotWorker
from .game import GameSession

OPPONENT_SECONDS = 0.6     # how long the opponent's move waits, so the learner sees it come


class LessonSession(GameSession):
    """A GameSession whose opponent plays the lesson's planned moves."""

    pause = OPPONENT_SECONDS

    def __init__(self, game: Game, lesson: Lesson, worker: BotWorker | None = None) -> None:
        match = lesson.new_match(game)
        seats = [Seat("human", "You") if i == lesson.learner else Seat("bot", lesson.opponent_name, "lesson")
                 for i in range(lesson.seats)]
        super().__init__(match, seats, None, worker)
        self.lesson = lesson
        self.tutor = Tutor(lesson, match)
        self._waiting: tuple[int, float] | None = None    # (moves made, when the opponent's turn was seen)

    def describe_seat(self, seat: int) -> str:
        """"You" for the learner, the lesson's name for the opponent."""
        return "You" if seat == self.lesson.learner else self.lesson.opponent_name

    def bot_step(self, now: float | None = None) -> Action | None:
        """The opponent's next planned move once it has waited `pause` seconds; off the plan
        (it cannot happen with a checked lesson) its first legal move, so the game goes on."""
        seat = self.deciding_seat()
        if seat is None or not self.is_bot(seat):
            self._waiting = None
            return None
        t = now if now is not None else time.perf_counter()
        made = len(self.match.actions)
        if self._waiting is None or self._waiting[0] != made:
            self._waiting = (made, t)
        if t - self._waiting[1] < self.pause:
            return None
        self._waiting = None
        move = self.tutor.opponent_move()
        return move if move is not None else self.match.legal_actions()[0]

    @property
    def thinking(self) -> bool:
        """The opponent never thinks: its moves are planned."""
        return False


def lesson_session(game_name: str, worker: BotWorker | None = None) -> LessonSession:
    """The guided first game of a registered game (core.lesson.LessonError when its lesson
    is missing or unusable)."""
    game = get_game(game_name)
    return LessonSession(game, load_lesson(game), worker)
