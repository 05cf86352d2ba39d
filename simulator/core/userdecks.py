"""The player's own decks: decklist files kept in the user data folder and offered by name.

A deck the player imports (`tabletop play GAME --deck FILE`, `tabletop deck import`) is
copied to `<data>/decks/<game>/<name>.txt`, where <data> is platformdirs' user data folder
(TABLETOP_HOME when set, like saves: view/files/storage.py data_dir). It is then played by its
name (`--deck my-deck`) and listed by `tabletop deck list GAME`. Every file is read as
untrusted input: a regular file of at most MAX_DECKLIST_BYTES, decoded as UTF-8 text.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .decklist import MAX_DECKLIST_BYTES, decode_decklist
from .game import DeckError
from .saves import write_atomic
from .text import one_line, quote
from .untrusted import UnreadableFile, read_regular

if TYPE_CHECKING:
    from .game import Game

SUFFIX = ".txt"
MAX_NAME = 40              # characters of a deck's name
SCAN_LIMIT = 1000          # folder entries looked at when listing
_NOT_NAME = re.compile(r"[^a-z0-9]+")
_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


class DecklistFileError(ValueError):
    """A decklist file that cannot be read; str() is one line, 'file: problem'."""

    def __init__(self, source: str | os.PathLike[str], problem: str) -> None:
        self.source, self.problem = os.fspath(source), problem
        super().__init__(one_line(f"{self.source}: {problem}"))


def data_dir() -> Path:
    """The player's data folder (TABLETOP_HOME when set)."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def decks_dir(game: str) -> Path:
    """Where the player's decks of one game live."""
    return data_dir() / "decks" / game


def read_decklist(path: str | os.PathLike[str]) -> str:
    """The text of a decklist file, read as untrusted input (a regular file, bounded,
    UTF-8); DecklistFileError naming the file and the problem otherwise."""
    try:
        data = read_regular(path, MAX_DECKLIST_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        raise DecklistFileError(path, "no such file") from None
    except UnreadableFile as exc:
        reason = f"{exc.reason} (a decklist is a small text file)" if exc.kind == "size" else exc.reason
        raise DecklistFileError(path, reason) from None
    try:
        return decode_decklist(data)
    except ValueError as exc:
        raise DecklistFileError(path, str(exc)) from None


def deck_name(text: str) -> str:
    """A name for a deck from a file name or any text: lower case letters, digits and
    single dashes, at most MAX_NAME characters ("My Deck (v2).txt" -> "my-deck-v2")."""
    stem = text[:-len(SUFFIX)] if text.lower().endswith(SUFFIX) else text
    name = _NOT_NAME.sub("-", stem.lower()).strip("-")[:MAX_NAME].strip("-")
    return name or "my-deck"


def is_deck_name(name: str) -> bool:
    """Whether `name` is a name deck_name could have given (so it is safe as a file name)."""
    return len(name) <= MAX_NAME and _NAME.fullmatch(name) is not None


def user_deck_names(game: str) -> list[str]:
    """The names of the player's decks of `game`, sorted; never raises (an unreadable
    folder has none)."""
    folder = decks_dir(game)
    names: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for i, entry in enumerate(entries):
                if i >= SCAN_LIMIT:
                    break
                stem = entry.name[:-len(SUFFIX)]
                if entry.name.endswith(SUFFIX) and is_deck_name(stem):
                    names.append(stem)
    except OSError:
        return []
    return sorted(names)


def user_deck_text(game: str, name: str) -> str | None:
    """The decklist text of the player's deck `name`, or None when there is none;
    DecklistFileError when it is there but cannot be read."""
    if not is_deck_name(name):
        return None
    path = decks_dir(game) / f"{name}{SUFFIX}"
    if not os.path.lexists(path):
        return None
    return read_decklist(path)


def save_user_deck(game: str, name: str, text: str) -> Path:
    """Keep a decklist as the player's deck `name` (replacing one of that name), atomically;
    OSError when the folder cannot be written."""
    if not is_deck_name(name):
        raise ValueError(f"not a deck name: {name!r}")
    return write_atomic(decks_dir(game) / f"{name}{SUFFIX}", text)


def resolve_decks(game: Game, name: str, seats: int) -> Any:
    """The setup decks a deck name stands for (Game.decks_for): the game's prebuilt decks
    first, then, for a game with a decklist format, the player's own decks by name; for a
    game whose seats bring their own decks, "mine/rakano-aggro" gives each seat one."""
    try:
        return game.load_decks(name, seats)
    except DeckError:
        fmt = game.capabilities.decklist
        parts = name.split("/") if fmt is not None and fmt.per_seat else [name]
        if fmt is None or all(p in game.deck_names for p in parts):
            raise
        yours = user_deck_names(game.name)
        if not yours:
            raise
    decks = []
    for part in parts:
        if part in game.deck_names:
            decks.append(fmt.seat_decks(game.load_decks(part, seats))[0])
            continue
        try:
            text = user_deck_text(game.name, part) if part in yours else None
        except DecklistFileError as exc:
            raise DeckError(f"your deck {quote(part)}: {exc.problem}") from None
        if text is None:
            raise DeckError(f"unknown {game.title} deck {quote(part)} (known: {', '.join(game.deck_names)}; "
                            f"yours: {', '.join(yours)})")
        deck, problems = fmt.parse(text, part)
        if deck is None:
            more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
            first = problems[0].text(game.rule_in_words) if problems else "not a decklist"
            raise DeckError(f"your deck {quote(part)}: {first}{more}")
        decks.append(deck)
    return fmt.combine(decks, seats)
