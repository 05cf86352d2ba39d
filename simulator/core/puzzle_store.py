"""The player's puzzles and which puzzles they solved, in the player's data folder.

`<data folder>/puzzles/<game>.json` holds the puzzles a player saved from a game or a
replay (a puzzles file, core/puzzles.py); `<data folder>/puzzles/solved.json` remembers
the solved ones, {"<game>": ["<puzzle id>", ...]}. The data folder is TABLETOP_HOME when
set (core/userdecks.py data_dir). Both are read as untrusted files (bounded); a file that
cannot be read is reported in one line and treated as empty, never a crash.
"""
from __future__ import annotations

import json
from pathlib import Path

from .match import Match
from .puzzles import MAX_PUZZLE_FILE, Goal, Puzzle, PuzzleError, dumps_puzzles, puzzles_from_text
from .saves import Seat, save_document, write_atomic
from .text import one_line
from .untrusted import Refused, UnreadableFile, loads_bounded, os_reason, read_regular, write_reason
from .userdecks import data_dir

MAX_SOLVED_BYTES = 1024 * 1024
MINE = "mine-"          # the id prefix of a player's own puzzles


def puzzles_dir() -> Path:
    """Where the player's puzzles live."""
    return data_dir() / "puzzles"


def user_puzzles_path(game: str) -> Path:
    """The player's puzzles file for one game."""
    return puzzles_dir() / f"{game}.json"


def _read(path: Path, limit: int) -> str | None:
    """The text of a file, None when there is none; PuzzleError (one line) when unreadable."""
    try:
        return read_regular(path, limit).decode("utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    except UnreadableFile as exc:
        raise PuzzleError(one_line(f"{path}: {exc.reason}")) from None
    except UnicodeDecodeError:
        raise PuzzleError(f"{path}: not UTF-8 text") from None
    except OSError as exc:
        raise PuzzleError(one_line(f"{path}: {os_reason(exc)}")) from None


def user_puzzles(game: str) -> tuple[list[Puzzle], str | None]:
    """The player's puzzles of a game, and a one-line problem when their file cannot be read."""
    path = user_puzzles_path(game)
    try:
        text = _read(path, MAX_PUZZLE_FILE)
        return (puzzles_from_text(text, str(path)) if text else []), None
    except PuzzleError as exc:
        return [], str(exc)


def puzzle_at(match: Match, seats: tuple[Seat, ...] | list[Seat], goal: Goal, limit: int, title: str,
              hint: str = "", pid: str = "") -> Puzzle:
    """A puzzle of the match's position as it stands, for the seat deciding there (the
    position is the match's save document); PuzzleError when nobody decides (game over)."""
    decision = match.decision()
    if decision is None:
        raise PuzzleError("the game is over here: a puzzle starts where someone must decide")
    doc = save_document(match, tuple(seats))
    return Puzzle(pid or f"{MINE}new", title, hint, decision.seat, goal, limit, doc)


def add_user_puzzle(puzzle: Puzzle) -> tuple[Puzzle, Path]:
    """Add a puzzle to the player's file of its game under a fresh id ("mine-007"); the
    puzzle as stored and the file. PuzzleError (one line) when the file cannot be read or
    written."""
    path = user_puzzles_path(puzzle.game)
    mine, problem = user_puzzles(puzzle.game)
    if problem is not None:
        raise PuzzleError(f"{problem} (fix or move it to save more puzzles)")
    used = {p.id for p in mine}
    n = len(mine) + 1
    while f"{MINE}{n:03d}" in used:
        n += 1
    stored = Puzzle(f"{MINE}{n:03d}", puzzle.title, puzzle.hint, puzzle.seat, puzzle.goal, puzzle.limit,
                    puzzle.position)
    try:
        write_atomic(path, dumps_puzzles([*mine, stored]))
    except OSError as exc:
        raise PuzzleError(one_line(f"cannot write {path}: {write_reason(exc)}")) from None
    return stored, path


# -- solved marks ----------------------------------------------------------------------------------
def _solved_path() -> Path:
    return puzzles_dir() / "solved.json"


def solved_ids(game: str) -> set[str]:
    """The ids of the puzzles of a game the player has solved (empty when nothing is
    remembered or the file cannot be read)."""
    return set(_solved().get(game, ()))


def _solved() -> dict[str, list[str]]:
    try:
        text = _read(_solved_path(), MAX_SOLVED_BYTES)
        data = loads_bounded(text, depth=4, digits=15, holder="the solved puzzles file") if text else {}
    except (PuzzleError, Refused, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {g: [i for i in ids if isinstance(i, str)][:10_000] for g, ids in data.items()
            if isinstance(g, str) and isinstance(ids, list)}


def mark_solved(game: str, pid: str) -> str | None:
    """Remember that the player solved a puzzle; a one-line problem when it cannot be written."""
    solved = _solved()
    ids = solved.setdefault(game, [])
    if pid in ids:
        return None
    ids.append(pid)
    try:
        write_atomic(_solved_path(), json.dumps(solved, indent=1, sort_keys=True) + "\n")
    except OSError as exc:
        return one_line(f"cannot remember the solved puzzle: {write_reason(exc)}")
    return None


def remove_user_puzzle(game: str, pid: str) -> str | None:
    """Delete one of the player's puzzles; None, or why it could not be (one line)."""
    mine, problem = user_puzzles(game)
    if problem is not None:
        return problem
    kept = [p for p in mine if p.id != pid]
    if len(kept) == len(mine):
        return "it is not among your puzzles"
    try:
        write_atomic(user_puzzles_path(game), dumps_puzzles(kept))
    except OSError as exc:
        return one_line(write_reason(exc))
    return None
