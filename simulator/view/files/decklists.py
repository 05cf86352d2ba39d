"""Decklists on the screens (issue 15, item 4): a list the player brings in, from a file's
path or from the clipboard, is checked and kept among their decks (core/userdecks.py);
each seat's deck of a game goes out as decklist files in the same folder, and to the
clipboard where there is one. Every game comes through its Capabilities.decklist; none
is named here. Nothing here raises for a player's mistake: each outcome is one line."""
from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from ...core.decklist import MAX_DECKLIST_BYTES, DecklistFormat, Problem, problems_text
from ...core.game import Game
from ...core.text import one_line, quote
from ...core.userdecks import (
    MAX_NAME,
    DecklistFileError,
    deck_name,
    decks_dir,
    read_decklist,
    save_user_deck,
    user_deck_names,
    user_deck_text,
)
from . import clipboard
from .storage import describe_os_error

SHOWN_PROBLEMS = 6          # problems listed on screen; then "... and N more problems"
PASTED = "pasted-deck"      # the name of a pasted list that names no deck
NO_CLIPBOARD_IMPORT = ("No clipboard on this display: type the path of a decklist file in the field "
                       "and press Import file")


@dataclass(frozen=True)
class Imported:
    """What an import did. `name`: the deck's name among the player's decks (None: nothing
    was kept); `message`: one line for the screen; `problems`: the problems as shown (line
    numbers and rules in words, at most SHOWN_PROBLEMS and then "... and N more problems");
    `count`: how many problems there are."""

    name: str | None
    message: str
    problems: tuple[str, ...] = ()
    count: int = 0


def decklist_format(game: Game) -> DecklistFormat | None:
    """The game's decklist format, or None when its decks are only the prebuilt ones."""
    return game.capabilities.decklist


def clean_path(typed: str) -> str:
    """A typed or pasted path as a file path: surrounding spaces and quotes dropped, a
    file:// address turned into its path, "~" expanded."""
    path = typed.strip()
    if len(path) >= 2 and path[0] == path[-1] and path[0] in "'\"":
        path = path[1:-1].strip()
    if path.lower().startswith("file://"):
        path = unquote(urlparse(path).path)
    return os.path.expanduser(path) if path else ""


def import_path(game: Game, typed: str) -> Imported:
    """Read the decklist file at a typed path and keep it as one of the player's decks
    (named after the file; a list of that name is replaced, as `tabletop deck import` does)."""
    path = clean_path(typed)
    if not path:
        return Imported(None, "Type the path of a decklist file first, then press Import file")
    try:
        text = read_decklist(path)
    except DecklistFileError as exc:
        return Imported(None, f"Not imported: {exc}")
    return _keep(game, text, deck_name(Path(path).name), Path(path).name, replace=True)


def import_text(game: Game, text: str, source: str = "the pasted list") -> Imported:
    """Check a pasted decklist and keep it as one of the player's decks, named by its own
    name (its "Deck name:" header) or PASTED, numbered when that name is taken. One line
    that names an existing file is read as that file's path."""
    fmt = decklist_format(game)
    if fmt is None:
        return Imported(None, f"{game.title} has no decklists: its decks are the prebuilt ones")
    if len(text) > MAX_DECKLIST_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_DECKLIST_BYTES:
        return Imported(None, f"Not imported: {source} is larger than {MAX_DECKLIST_BYTES:,} bytes "
                              f"(a decklist is a small text)")
    if "\x00" in text:
        return Imported(None, f"Not imported: {source} is not text (it holds NUL characters)")
    if not text.strip():
        return Imported(None, f"Nothing to import: {source} is empty; copy a decklist first")
    lines = text.strip().splitlines()
    if len(lines) == 1 and os.path.isfile(clean_path(lines[0])):
        return import_path(game, lines[0])
    deck, problems = fmt.parse(text, None)
    if deck is None:
        return _refused(game, problems, source)
    own = deck.get("name") if isinstance(deck, Mapping) else None
    base = deck_name(own) if isinstance(own, str) and own.strip() else PASTED
    return _keep(game, text, base, source, replace=False)


def paste_decklist(game: Game) -> Imported:
    """Import the decklist on the clipboard (import_text), or say there is no clipboard."""
    text = clipboard.get_text()
    if text is None:
        return Imported(None, NO_CLIPBOARD_IMPORT)
    return import_text(game, text, "the clipboard's text")


def _refused(game: Game, problems: Sequence[Problem], source: str) -> Imported:
    shown = problems_text(problems, game.rule_in_words, limit=SHOWN_PROBLEMS) or ["not a decklist"]
    count = max(1, len(problems))
    noun = "problem" if count == 1 else "problems"
    return Imported(None, one_line(f"Not imported: {count} {noun} in {source}; nothing was kept", 200),
                    tuple(shown), count)


def _same_text(game: Game, name: str, text: str) -> bool:
    try:
        return user_deck_text(game.name, name) == text
    except DecklistFileError:
        return False


def _numbered(base: str, n: int) -> str:
    """`base` with "-n" after it (n > 1), still a deck name of at most MAX_NAME characters."""
    if n == 1:
        return base
    suffix = f"-{n}"
    return base[:MAX_NAME - len(suffix)].rstrip("-") + suffix


def _free_name(game: Game, base: str, text: str, taken: Sequence[str]) -> str:
    """`base`, or `base-2`, `base-3`...: the first name no other list has (a list already
    kept with this very text keeps its name)."""
    n = 1
    while True:
        name = _numbered(base, n)
        if name not in taken or _same_text(game, name, text):
            return name
        n += 1


def free_deck_name(game: Game, base: str, text: str, taken: Sequence[str]) -> str:
    """`base`, or `base-2`, `base-3`...: the first name none of `taken` has (a deck already
    kept with this very text keeps its name): how a new deck never overwrites another."""
    return _free_name(game, base, text, taken)


def _keep(game: Game, text: str, base: str, source: str, replace: bool) -> Imported:
    fmt = decklist_format(game)
    if fmt is None:
        return Imported(None, f"{game.title} has no decklists: its decks are the prebuilt ones")
    if base in game.deck_names:        # a prebuilt deck keeps its name
        base = deck_name(f"my-{base}")
    taken = user_deck_names(game.name)
    name = base if replace else _free_name(game, base, text, taken)
    deck, problems = fmt.parse(text, name)
    if deck is None:
        return _refused(game, problems, source)
    replaced = name in taken and not _same_text(game, name, text)
    try:
        save_user_deck(game.name, name, text)
    except (OSError, ValueError) as exc:
        return Imported(None, f"Not kept: cannot write in {decks_dir(game.name)}: {describe_os_error(exc)}")
    how = "replaced your earlier list of that name" if replaced else "kept among your decks"
    return Imported(name, one_line(f"Imported {quote(name)} ({fmt.summary(deck)}): {how}, and chosen", 200))


# -- out ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Exported:
    """Decklists written for a game's seats: `paths` the files, `text` every list (with a
    "# Seat N (name)" line above each when there are several: the clipboard's text), or
    `error` (one line) when they could not be written."""

    paths: tuple[Path, ...]
    text: str
    error: str | None = None


def export_decks(game: Game, setup_decks: Any, seat_names: Sequence[str] = (),
                 when: float | None = None) -> Exported:
    """Write each seat's deck of a game (its setup decks) as a decklist to
    `<data>/decks/<game>/exported-<date>-<time>[-seatN].txt` (once for decks every seat
    shares), so they are also offered as the player's decks; a file already there with the
    same list is kept, another gets "-2", "-3"..."""
    fmt = decklist_format(game)
    if fmt is None:
        return Exported((), "", f"{game.title} has no decklists")
    try:
        decks = fmt.seat_decks(setup_decks)
        texts = [fmt.format(deck) for deck in decks]
    except (KeyError, TypeError, ValueError) as exc:
        return Exported((), "", one_line(f"this game's decks cannot be written as decklists ({exc})", 200))
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    per_seat = fmt.per_seat and len(texts) > 1
    paths: list[Path] = []
    parts: list[str] = []
    taken = user_deck_names(game.name)
    for seat, text in enumerate(texts, 1):
        base = f"exported-{stamp}-seat{seat}" if per_seat else f"exported-{stamp}"
        name = _free_name(game, base, text, taken)
        try:
            paths.append(save_user_deck(game.name, name, text))
        except (OSError, ValueError) as exc:
            return Exported(tuple(paths), "", f"cannot write in {decks_dir(game.name)}: {describe_os_error(exc)}")
        taken.append(name)
        who = seat_names[seat - 1] if seat - 1 < len(seat_names) else ""
        head = f"# Seat {seat}" + (f" ({one_line(who, 40)})" if who else "") + "\n" if per_seat else ""
        parts.append(head + text)
    return Exported(tuple(paths), "\n".join(parts))


def export_and_copy(game: Game, setup_decks: Any, seat_names: Sequence[str] = ()) -> tuple[bool, str, str]:
    """Export a game's decks (export_decks) and copy the lists to the clipboard where there
    is one. Returns whether the files were written, one line saying where (the folder), and
    a second naming the files and whether the clipboard has the lists."""
    done = export_decks(game, setup_decks, seat_names)
    if done.error is not None or not done.paths:
        return False, one_line(f"Could not export the decks: {done.error or 'nothing to write'}", 300), ""
    copied = clipboard.put_text(done.text)
    n = len(done.paths)
    noun = "decklist" if n == 1 else "decklists"
    files = ", ".join(p.name for p in done.paths)
    tail = "also copied to the clipboard" if copied else f"{clipboard.NO_CLIPBOARD}, so not copied"
    return True, one_line(f"Exported {n} {noun} to {done.paths[0].parent}", 300), one_line(f"{files}; {tail}", 300)
