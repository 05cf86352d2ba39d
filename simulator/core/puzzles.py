"""Puzzles: a position, a seat to play, a goal and a move limit, as data (no game named here).

A puzzle is JSON:

    {"id": "krieg-03", "title": "Take the round", "hint": "Think about the King",
     "seat": 0, "goal": {"kind": "event", "event": "round_won", "whose": "you", "words": "Win the round"},
     "limit": 2, "position": <a save document (core/saves.py)>}

The position is a save: the setup and the actions that lead to the position, so a puzzle is
built and verified exactly as a save is loaded (every action checked, the hashes compared).
The seat to play must be the one deciding there.

Goals (typed, checked by the core from what the rules report):
- "win": the seat is among the game's winners (Result.winners) before the limit runs out;
- "survive": the seat has not lost when the limit runs out (the game ending in its favour,
  or in a draw, counts too);
- "event": an Event of the named kind happens before the limit runs out, concerning the
  seat ("whose": "you"), another seat ("opponent") or anyone ("anyone"): the stone seized,
  the round won, an enemy unit killed, in each game's own event kinds.

The limit counts the seat's moves: its decisions among two or more legal actions (a
decision with one answer is no move). The puzzle ends solved as soon as the goal is met,
and not solved when the game ends otherwise or the seat must make a move past the limit
(for "survive" that is the success). The other seats may act any number of times between.
Solving and checking live in core/puzzle_check.py; the player's folder in core/puzzle_store.py.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .events import Event
from .game import Game, GameLookup, Result, Rules
from .match import Match
from .saves import SaveError, match_from_document
from .text import has_unsafe, one_line
from .untrusted import Refused, loads_bounded

GOAL_KINDS = ("win", "survive", "event")
WHOSE = ("you", "opponent", "anyone")
MAX_LIMIT = 20              # moves; a puzzle is short
MAX_TEXT = 160              # characters of a title, hint or goal's words
MAX_PUZZLES = 500           # puzzles in one file
MAX_PUZZLE_FILE = 8 * 1024 * 1024
DEFAULT_WORDS = {"win": "Win the game", "survive": "Do not lose"}


class PuzzleError(ValueError):
    """A puzzle that cannot be used; str() is one line saying which and why."""


@dataclass(frozen=True)
class Goal:
    """What the seat must bring about: kind (GOAL_KINDS), for "event" the event kind and
    whose it must be (WHOSE), and the words players read ("Seize a stone")."""

    kind: str
    event: str = ""
    whose: str = "you"
    words: str = ""

    def text(self) -> str:
        """The goal in words."""
        return self.words or DEFAULT_WORDS.get(self.kind, f"Make '{self.event}' happen")

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict (the event fields only for an event goal)."""
        out: dict[str, Any] = {"kind": self.kind}
        if self.kind == "event":
            out["event"], out["whose"] = self.event, self.whose
        if self.words:
            out["words"] = self.words
        return out

    def met_by(self, seat: int, events: Iterable[Event], result: Result | None) -> bool:
        """Whether these events (and the result, if the game is over) meet the goal at once
        ("survive" is met only when the limit runs out: never here)."""
        if self.kind == "win":
            return result is not None and seat in result.winners
        if self.kind == "event":
            for ev in events:
                if ev.kind != self.event:
                    continue
                if self.whose == "anyone" or (ev.seat == seat) == (self.whose == "you") and ev.seat is not None:
                    return True
        return False


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: where (a save document), who plays (seat), what for (goal), how many
    moves (limit), and its title and hint line."""

    id: str
    title: str
    hint: str
    seat: int
    goal: Goal
    limit: int
    position: dict[str, Any]

    @property
    def game(self) -> str:
        """The game's name, from the position."""
        return str(self.position.get("game", ""))

    def to_json(self) -> dict[str, Any]:
        """The puzzle as JSON (puzzle_from_json reads it back)."""
        return {"id": self.id, "title": self.title, "hint": self.hint, "seat": self.seat,
                "goal": self.goal.to_json(), "limit": self.limit, "position": self.position}

    def build(self, games: GameLookup) -> Match:
        """The position as a Match, verified like a save; PuzzleError when it cannot be
        built or the seat is not the one to decide there."""
        try:
            match, _ = match_from_document(self.position, games, f"puzzle {self.id!r}")
        except SaveError as exc:
            raise PuzzleError(one_line(str(exc))) from None
        decision = match.decision()
        if decision is None:
            raise PuzzleError(f"puzzle {self.id!r}: the game is over at its position")
        if not 0 <= self.seat < match.setup.seats:
            raise PuzzleError(f"puzzle {self.id!r}: seat {self.seat + 1} is not in a {match.setup.seats}-seat game")
        if decision.seat != self.seat:
            raise PuzzleError(f"puzzle {self.id!r}: seat {decision.seat + 1} decides at its position, "
                              f"not seat {self.seat + 1}")
        return match


# -- reading -------------------------------------------------------------------------------------
def _text(data: dict[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str) or len(value) > MAX_TEXT or has_unsafe(value):
        raise PuzzleError(f"{where}: '{key}' must be a line of at most {MAX_TEXT} characters")
    return value


def _int(data: dict[str, Any], key: str, where: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise PuzzleError(f"{where}: '{key}' must be a whole number from {lo} to {hi}")
    return value


def goal_from_json(data: Any, where: str = "goal") -> Goal:
    """A Goal from its JSON; PuzzleError naming what is wrong."""
    if not isinstance(data, dict):
        raise PuzzleError(f"{where}: a goal is an object")
    unknown = sorted(set(data) - {"kind", "event", "whose", "words"})
    if unknown:
        raise PuzzleError(f"{where}: unknown goal field(s) {', '.join(unknown)}")
    kind = data.get("kind")
    if kind not in GOAL_KINDS:
        raise PuzzleError(f"{where}: the goal's kind must be one of {', '.join(GOAL_KINDS)}")
    words = _text(data, "words", where, "")
    if kind != "event":
        if "event" in data or "whose" in data:
            raise PuzzleError(f"{where}: only an event goal names an event")
        return Goal(kind, words=words)
    event = _text(data, "event", where)
    whose = data.get("whose", "you")
    if not event or whose not in WHOSE:
        raise PuzzleError(f"{where}: an event goal needs an 'event' and 'whose' one of {', '.join(WHOSE)}")
    return Goal(kind, event, whose, words)


def puzzle_from_json(data: Any, where: str = "puzzle") -> Puzzle:
    """A Puzzle from its JSON (not yet built: Puzzle.build verifies the position);
    PuzzleError naming what is wrong."""
    if not isinstance(data, dict):
        raise PuzzleError(f"{where}: a puzzle is an object")
    unknown = sorted(set(data) - {"id", "title", "hint", "seat", "goal", "limit", "position"})
    if unknown:
        raise PuzzleError(f"{where}: unknown field(s) {', '.join(unknown)}")
    pid = _text(data, "id", where)
    if not pid:
        raise PuzzleError(f"{where}: a puzzle needs an 'id'")
    where = f"puzzle {pid!r}"
    position = data.get("position")
    if not isinstance(position, dict):
        raise PuzzleError(f"{where}: 'position' must be a save document")
    return Puzzle(pid, _text(data, "title", where), _text(data, "hint", where, ""),
                  _int(data, "seat", where, 0, 7), goal_from_json(data.get("goal"), where),
                  _int(data, "limit", where, 1, MAX_LIMIT), position)


def puzzles_from_text(text: str, source: str) -> list[Puzzle]:
    """The puzzles of a puzzles file ({"puzzles": [...]}), read as untrusted JSON;
    PuzzleError naming the file and the problem. Ids must be unique."""
    try:
        doc = loads_bounded(text, depth=40, digits=30, holder="a puzzles file")
    except (Refused, ValueError) as exc:
        raise PuzzleError(one_line(f"{source}: not a puzzles file: {exc}")) from None
    items = doc.get("puzzles") if isinstance(doc, dict) else None
    if not isinstance(items, list) or len(items) > MAX_PUZZLES:
        raise PuzzleError(f"{source}: a puzzles file is {{\"puzzles\": [...]}} with at most {MAX_PUZZLES}")
    puzzles = [puzzle_from_json(item, f"{source}: puzzle {i + 1}") for i, item in enumerate(items)]
    seen: set[str] = set()
    for p in puzzles:
        if p.id in seen:
            raise PuzzleError(f"{source}: two puzzles have the id {p.id!r}")
        seen.add(p.id)
    return puzzles


def dumps_puzzles(puzzles: Sequence[Puzzle]) -> str:
    """The text of a puzzles file: one puzzle per line block, positions compact."""
    import json

    body = ",\n".join("    " + json.dumps(p.to_json(), separators=(",", ":")) for p in puzzles)
    return '{\n  "puzzles": [\n' + body + "\n  ]\n}\n"


def game_puzzles(game: Game) -> list[Puzzle]:
    """The puzzles a game ships (its package's puzzles.json, declared as Game.puzzles)."""
    text = game.puzzles()
    return puzzles_from_text(text, f"{game.name} puzzles") if text else []


# -- judging a line of play -------------------------------------------------------------------------
@dataclass(frozen=True)
class Status:
    """Where a puzzle stands after some play: state "playing", "solved" or "failed", the
    seat's moves so far, and why it ended (one line)."""

    state: str
    moves: int
    why: str = ""

    @property
    def over(self) -> bool:
        """True once solved or failed."""
        return self.state != "playing"


def outcome(goal: Goal, seat: int, limit: int, rules: Rules, state: Any, events: Iterable[Event],
            moves: int) -> Status:
    """The puzzle's standing at `state`, reached by an action that emitted `events`, after
    `moves` of the seat's moves."""
    result = rules.result(state)
    if goal.met_by(seat, events, result):
        return Status("solved", moves, f"{goal.text()}: done")
    if result is not None:
        if goal.kind == "survive" and (result.draw or seat in result.winners):
            return Status("solved", moves, "The game ended and you did not lose")
        return Status("failed", moves, one_line(result.summary) or "The game ended")
    decision = rules.decision(state)
    if decision is not None and decision.seat == seat and moves >= limit and len(rules.legal_actions(state)) > 1:
        if goal.kind == "survive":
            return Status("solved", moves, "You survived every move of the limit")
        return Status("failed", moves, f"No moves left ({limit} allowed)")
    return Status("playing", moves)


def judge(puzzle: Puzzle, rules: Rules, start: Any, line: Sequence[Action]) -> Status:
    """The puzzle's standing after `line`, the actions played from its position `start`
    (a state, left unchanged): replayed on a copy, counting the seat's moves."""
    state = rules.clone(start)
    status = outcome(puzzle.goal, puzzle.seat, puzzle.limit, rules, state, (), 0)
    moves = 0
    for action in line:
        if status.over:
            return status
        if action.seat == puzzle.seat and len(rules.legal_actions(state)) > 1:
            moves += 1
        events = rules.apply(state, action)
        status = outcome(puzzle.goal, puzzle.seat, puzzle.limit, rules, state, events, moves)
    return status
