"""Guided first games ("Learn to play"): a game's lesson as data, read and checked like any
untrusted file, and the tutor that follows a match through it.

A game package may ship `lesson.json` beside its cards:

    {"format": "tabletop-lesson", "version": 1,
     "title": "Your first game of Krieg Eterna", "intro": "...", "won": "...",
     "setup": {"seed": 7, "decks": "standard", "options": {"first_seat": 0}},
     "learner": 0, "opponent_name": "Teacher",
     "off_plan": "take_back",
     "opponent": [{"kind": "play", "seat": 1, "card": 40}, ...],
     "steps": [{"do": [{"kind": "play", "seat": 0, "card": 3}], "say": "...",
                "point": {"card": 3, "place": "row1@0"}, "explain": ["Melee"],
                "rule": {"name": "Rounds", "text": "...", "source": "Krieg rules, Rounds"}},
               {"do": [{"kind": "pass", "seat": 0}], "any": true}, ...]}

The lesson is one planned game: `setup` fixes the deal (the seed, the decks by prebuilt
name, one name or "yours/theirs", and the game's options), `opponent` is every move the
other seat makes, in order, and `steps` is one entry per decision of the learner, in order.
So where a game stands in its lesson needs no memory: the step is the number of moves the
learner has made, the opponent's next move the number it has made (undo just works).

A step's `do` lists the moves it accepts; the first is the one the lesson points at (its
card, its place, its button), which `point` may name instead. `say` is what to do and why
(a step without it is named by the move itself). `explain` names keywords of the game's
glossary (keywords.json) and `rule` a rule in the lesson's own words; each is explained at
the first step that names it. A legal move the step does not accept is taken back with an
explanation (`off_plan`: "take_back", the only way), unless the step says `"any": true`:
then any legal move is let through with a note, which `check_lesson` allows only when every
legal move there keeps the rest of the plan playable and won. An illegal move is refused by
the table as always, and the lesson goes on at the same step.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .actions import Action
from .game import DeckError, Game, OptionError, Setup
from .glossary import Glossary
from .untrusted import Refused, UnreadableFile, loads_bounded, read_regular

if TYPE_CHECKING:
    from .match import Match

FORMAT = "tabletop-lesson"
VERSION = 1
FILE_NAME = "lesson.json"
MAX_BYTES = 512 * 1024
MAX_STEPS = 400
MAX_OPPONENT = 2000
MAX_TEXT = 600
MAX_TITLE = 80
MAX_PLACE = 40
_PLACE = re.compile(r"^(card:\d{1,6}|[a-z][a-z0-9_]{0,30}(@\d)?)$")
_KEYS = {"format", "version", "title", "intro", "won", "setup", "learner", "opponent_name", "off_plan",
         "opponent", "steps"}
_STEP_KEYS = {"do", "say", "point", "explain", "rule", "any"}


class LessonError(ValueError):
    """A lesson file that cannot be used; str() is one line naming the file and the place."""


@dataclass(frozen=True, slots=True)
class Teach:
    """A rule explained the first time it matters: its name, what it means, where it comes
    from (named in words, never a file name)."""

    name: str
    text: str
    source: str


@dataclass(frozen=True, slots=True)
class Point:
    """What a step points at on the table: a card instance, a place (a zone key or
    "card:<id>") and/or a button by its label. Empty fields are worked out from the move."""

    card: int | None = None
    place: str | None = None
    button: str | None = None


@dataclass(frozen=True)
class Step:
    """One decision of the learner: the moves accepted (the first is pointed at), the words,
    what to point at, the rules it explains, and whether any legal move is let through."""

    do: tuple[Action, ...]
    say: str = ""
    point: Point = Point()
    explain: tuple[Teach, ...] = ()
    any: bool = False

    @property
    def move(self) -> Action:
        """The move the lesson points at."""
        return self.do[0]


@dataclass(frozen=True)
class Lesson:
    """A game's guided first game (see the module docstring)."""

    game: str
    title: str
    intro: str
    won: str
    seed: int
    decks: str
    options: dict[str, Any]
    learner: int
    opponent_name: str
    opponent: tuple[Action, ...]
    steps: tuple[Step, ...]
    source: str = ""
    off_plan: str = "take_back"
    seats: int = 2

    def setup(self, game: Game) -> Setup:
        """The Setup of the lesson's deal: prebuilt decks only (never the player's own)."""
        unknown = [n for n in self.decks.split("/") if n not in game.deck_names]
        if unknown:
            raise LessonError(f"{self.source}: '{unknown[0][:MAX_TITLE]}' is not a prebuilt {game.title} deck")
        try:
            decks = game.load_decks(self.decks, self.seats)
            options = game.check_options(self.options, self.seats)
        except (DeckError, OptionError) as exc:
            raise LessonError(f"{self.source}: {exc}") from None
        return Setup(game.name, self.seed, self.seats, decks, options)

    def new_match(self, game: Game) -> Match:
        """The lesson's game, at its start."""
        from .match import Match
        return Match(game, self.setup(game))

    def taught_before(self, index: int) -> set[str]:
        """The names of the rules explained at steps before `index`."""
        return {t.name for step in self.steps[:index] for t in step.explain}

    def new_rules(self, index: int) -> tuple[Teach, ...]:
        """The rules step `index` explains for the first time."""
        if not 0 <= index < len(self.steps):
            return ()
        before = self.taught_before(index)
        return tuple(t for t in self.steps[index].explain if t.name not in before)


class Tutor:
    """Where a match stands in its lesson, and what the lesson says about a move."""

    def __init__(self, lesson: Lesson, match: Match) -> None:
        self.lesson, self.match = lesson, match

    def _made(self, learner: bool) -> int:
        me = self.lesson.learner
        return sum(1 for a in self.match.actions if (a.seat == me) == learner)

    @property
    def index(self) -> int:
        """The step the learner is at: how many moves they have made."""
        return self._made(True)

    def step(self) -> Step | None:
        """The learner's step now, or None when it is not their decision (or the plan is done)."""
        d = self.match.decision()
        if d is None or d.seat != self.lesson.learner:
            return None
        i = self.index
        return self.lesson.steps[i] if i < len(self.lesson.steps) else None

    def on_plan(self, action: Action) -> bool:
        """True when the step now accepts `action` (one of its moves, or any legal move at a
        step that lets any through)."""
        step = self.step()
        if step is None:
            return True
        return action in step.do or (step.any and self.match.check(action) is None)

    def opponent_move(self) -> Action | None:
        """The opponent's next planned move when it is theirs to make and still legal."""
        d = self.match.decision()
        if d is None or d.seat == self.lesson.learner:
            return None
        i = self._made(False)
        if i >= len(self.lesson.opponent):
            return None
        move = self.lesson.opponent[i]
        return move if self.match.check(move) is None else None

    @property
    def won(self) -> bool:
        """True once the learner has won."""
        result = self.match.result()
        return result is not None and self.lesson.learner in result.winners


# -- reading --------------------------------------------------------------------------------------
def _text(raw: dict[str, Any], key: str, where: str, limit: int = MAX_TEXT, required: bool = True) -> str:
    value = raw.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise LessonError(f"{where}: '{key}' must be {'a non-empty' if required else 'a'} string")
    if len(value) > limit:
        raise LessonError(f"{where}: '{key}' is longer than {limit} characters")
    return value.strip()


def _int(raw: dict[str, Any], key: str, where: str, low: int, high: int, default: int | None = None) -> int:
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise LessonError(f"{where}: '{key}' must be a whole number from {low} to {high}")
    return value


def _action(raw: Any, where: str) -> Action:
    try:
        return Action.from_json(raw)
    except ValueError as exc:
        raise LessonError(f"{where}: {exc}") from None


def _point(raw: Any, where: str) -> Point:
    if raw is None:
        return Point()
    if not isinstance(raw, dict) or set(raw) - {"card", "place", "button"}:
        raise LessonError(f"{where}: 'point' must be an object of card, place and button")
    card = raw.get("card")
    if card is not None and (not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < 100_000):
        raise LessonError(f"{where}: point's 'card' must be a card number")
    place = raw.get("place")
    if place is not None and (not isinstance(place, str) or len(place) > MAX_PLACE or not _PLACE.match(place)):
        raise LessonError(f"{where}: point's 'place' must be a zone key such as 'hand@0' or 'card:12'")
    button = raw.get("button")
    if button is not None and (not isinstance(button, str) or not button.strip() or len(button) > MAX_TITLE):
        raise LessonError(f"{where}: point's 'button' must be a button's label")
    return Point(card, place, button)


def _teaches(raw: dict[str, Any], where: str, glossary: Glossary) -> tuple[Teach, ...]:
    out: list[Teach] = []
    words = raw.get("explain", [])
    if not isinstance(words, list) or len(words) > 8 or not all(isinstance(w, str) for w in words):
        raise LessonError(f"{where}: 'explain' must be a list of at most 8 keywords")
    for word in words:
        entry = glossary.lookup(word)
        if entry is None:
            raise LessonError(f"{where}: '{word[:MAX_TITLE]}' is not a keyword of the game's glossary")
        out.append(Teach(entry.keyword, entry.reminder, entry.rule))
    rule = raw.get("rule")
    if rule is not None:
        if not isinstance(rule, dict) or set(rule) - {"name", "text", "source"}:
            raise LessonError(f"{where}: 'rule' must be an object of name, text and source")
        out.append(Teach(_text(rule, "name", where, MAX_TITLE), _text(rule, "text", where),
                         _text(rule, "source", where, MAX_TITLE)))
    return tuple(out)


def _step(raw: Any, where: str, learner: int, glossary: Glossary) -> Step:
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step must be an object")
    unknown = sorted(set(raw) - _STEP_KEYS)
    if unknown:
        raise LessonError(f"{where}: unknown key(s) {', '.join(u[:MAX_TITLE] for u in unknown)}")
    do_raw = raw.get("do")
    if not isinstance(do_raw, list) or not 1 <= len(do_raw) <= 8:
        raise LessonError(f"{where}: 'do' must list 1 to 8 moves")
    do = tuple(_action(a, where) for a in do_raw)
    if any(a.seat != learner for a in do):
        raise LessonError(f"{where}: every move of a step is the learner's (seat {learner})")
    any_move = raw.get("any", False)
    if not isinstance(any_move, bool):
        raise LessonError(f"{where}: 'any' must be true or false")
    return Step(do, _text(raw, "say", where, required=False), _point(raw.get("point"), where),
                _teaches(raw, where, glossary), any_move)


def parse_lesson(data: Any, source: str, game: Game) -> Lesson:
    """A Lesson from a parsed lesson.json of `game`; LessonError names the file and place."""
    if not isinstance(data, dict):
        raise LessonError(f"{source}: expected a JSON object")
    if data.get("format") != FORMAT:
        raise LessonError(f"{source}: not a lesson (format must be '{FORMAT}')")
    if data.get("version") != VERSION:
        raise LessonError(f"{source}: lesson version {str(data.get('version'))[:20]} is not {VERSION}")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise LessonError(f"{source}: unknown key(s) {', '.join(u[:MAX_TITLE] for u in unknown)}")
    setup = data.get("setup")
    if not isinstance(setup, dict) or set(setup) - {"seed", "decks", "options", "seats"}:
        raise LessonError(f"{source}: 'setup' must be an object of seed, decks, seats and options")
    seed = _int(setup, "seed", f"{source}: setup", 0, 2**31 - 1)
    seats = _int(setup, "seats", f"{source}: setup", game.min_seats, game.max_seats, default=2)
    decks = _text(setup, "decks", f"{source}: setup", MAX_TITLE)
    options = setup.get("options", {})
    if not isinstance(options, dict):
        raise LessonError(f"{source}: setup's 'options' must be an object")
    learner = _int(data, "learner", source, 0, seats - 1)
    off_plan = data.get("off_plan", "take_back")
    if off_plan != "take_back":
        raise LessonError(f"{source}: 'off_plan' must be 'take_back' (a step lets any move through with 'any')")
    moves = data.get("opponent")
    if not isinstance(moves, list) or len(moves) > MAX_OPPONENT:
        raise LessonError(f"{source}: 'opponent' must be a list of at most {MAX_OPPONENT} moves")
    opponent = tuple(_action(m, f"{source}: opponent move {i + 1}") for i, m in enumerate(moves))
    if any(a.seat == learner for a in opponent):
        raise LessonError(f"{source}: an opponent move is the learner's")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= MAX_STEPS:
        raise LessonError(f"{source}: 'steps' must list 1 to {MAX_STEPS} steps")
    glossary = game.glossary()
    steps = tuple(_step(s, f"{source}: step {i + 1}", learner, glossary) for i, s in enumerate(raw_steps))
    return Lesson(game.name, _text(data, "title", source, MAX_TITLE), _text(data, "intro", source),
                  _text(data, "won", source), seed, decks, dict(options), learner,
                  _text(data, "opponent_name", source, MAX_TITLE), opponent, steps, source, off_plan, seats)


def lesson_path(game: str) -> Path:
    """Where a game's package keeps its lesson."""
    return Path(str(resources.files(f"simulator.games.{game}").joinpath(FILE_NAME)))


def has_lesson(game: str) -> bool:
    """True when the game's package ships a lesson file."""
    try:
        return lesson_path(game).is_file()
    except (ModuleNotFoundError, OSError):
        return False


def read_lesson(path: Path, game: Game) -> Lesson:
    """The lesson in `path` for `game`, read bounded; LessonError (one line) when it is
    missing, too large, not JSON or not a usable lesson."""
    source = f"{game.name}/{FILE_NAME}"
    try:
        text = read_regular(path, MAX_BYTES).decode("utf-8")
        data = loads_bounded(text, depth=12, digits=12, containers=20_000, values=100_000, holder="a lesson")
    except FileNotFoundError:
        raise LessonError(f"{game.title} has no lesson") from None
    except UnreadableFile as exc:
        raise LessonError(f"{source}: {exc.reason}") from None
    except UnicodeDecodeError:
        raise LessonError(f"{source}: not UTF-8 text") from None
    except (Refused, json.JSONDecodeError) as exc:
        raise LessonError(f"{source}: not a usable JSON file ({str(exc)[:120]})") from None
    return parse_lesson(data, source, game)


def load_lesson(game: Game) -> Lesson:
    """The lesson `game`'s package ships (LessonError when it has none or it is unusable)."""
    return read_lesson(lesson_path(game.name), game)
