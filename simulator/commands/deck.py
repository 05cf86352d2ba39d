"""`tabletop deck`: decklists in and out, for every game that declares a decklist format.

    tabletop deck check GAME FILE            every problem with its line; exit 0 only when playable
    tabletop deck export SAVE [--seat N] [--out FILE]   each seat's deck of a saved game
    tabletop deck import GAME FILE [--name NAME]        keep a decklist as one of your decks
    tabletop deck list GAME                  the prebuilt decks and yours
    tabletop deck show GAME NAME             a prebuilt deck or yours, as a decklist

The format is each game's (Game.capabilities.decklist); no game is named here. The player's
decks live in the user data folder (core/userdecks.py). `play --deck`, `selfplay --decks`
and `arena --decks` take a decklist file where they take a deck name (`deck_argument`).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from ..core.coverage import UNKNOWN, share_line
from ..core.decklist import DecklistFormat, problems_text
from ..core.game import Game
from ..core.text import one_line
from ..core.untrusted import folder_problem, write_reason
from ..core.userdecks import (
    MAX_NAME,
    DecklistFileError,
    deck_name,
    decks_dir,
    is_deck_name,
    read_decklist,
    save_user_deck,
    user_deck_names,
    user_deck_text,
)

PROG = "tabletop"


class DeckCommandError(Exception):
    """A user's mistake with a deck: one line, printed after "tabletop: "; `status` is the
    exit status (2: usage, 1: a file or deck that does not do)."""

    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(one_line(message))
        self.status = status


def add_deck_parser(sub: Any) -> None:
    """Register `deck` and its subcommands on the `tabletop` subparsers."""
    p = sub.add_parser("deck", help="decklists: check, export, import, list, show",
                       description="Decklists in the text players exchange (Eternal: '4 Torch (Set1 #8)' lines "
                                   "and a market after a line of dashes; Krieg: the shared decks under Units, "
                                   "Powers and Kings).")
    deck = p.add_subparsers(dest="deck_command", metavar="ACTION", required=True)
    q = deck.add_parser("check", help="print every problem of a decklist; exit 0 when it is playable")
    q.add_argument("game", metavar="GAME")
    q.add_argument("file", metavar="FILE")
    q = deck.add_parser("export", help="each seat's deck of a saved game as a decklist")
    q.add_argument("save", metavar="SAVE")
    q.add_argument("--seat", type=_seat, metavar="N", help="only seat N (1 is the first seat)")
    q.add_argument("--out", metavar="FILE", help="write the list there (several seats: FILE-seatN) instead of printing it")
    q = deck.add_parser("import", help="keep a decklist among your decks, to play it by name")
    q.add_argument("game", metavar="GAME")
    q.add_argument("file", metavar="FILE")
    q.add_argument("--name", help="the name to keep it under (default: from the file name)")
    q = deck.add_parser("list", help="the prebuilt decks and yours")
    q.add_argument("game", metavar="GAME")
    q = deck.add_parser("show", help="a prebuilt deck or one of yours, as a decklist")
    q.add_argument("game", metavar="GAME")
    q.add_argument("name", metavar="NAME")


def _seat(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a seat number (1, 2, ...), got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a seat number (1, 2, ...), got {text!r}")
    return value


def _out(text: str) -> None:
    print(text, flush=True)


def _format(spec: Game) -> DecklistFormat:
    fmt = spec.capabilities.decklist
    if fmt is None:
        raise DeckCommandError(f"error: {spec.title} has no decklists yet; its decks are the prebuilt "
                               f"ones ({', '.join(spec.deck_names)})")
    return fmt


def _read(path: str) -> str:
    try:
        return read_decklist(path)
    except DecklistFileError as exc:
        raise DeckCommandError(str(exc), 1) from None


# -- decks given on the command line -----------------------------------------------------------
def is_decklist_path(spec: Game, value: str) -> bool:
    """Whether a --deck value means a decklist file rather than a deck name: it is no deck
    the game knows by name, and it is an existing file or ends in .txt."""
    if value in spec.deck_names or value in user_deck_names(spec.name):
        return False
    return value.lower().endswith(".txt") or os.path.isfile(value)


def import_decklist(spec: Game, path: str, name: str | None = None) -> tuple[str, Path]:
    """Read a decklist file, check it, and keep it among the player's decks; return the
    name it is kept under and where. A name that a prebuilt deck has gets "my-" in front.
    DeckCommandError (one line) when the file is unreadable or the deck unplayable."""
    fmt = _format(spec)
    text = _read(path)
    if name is not None and not is_deck_name(name):
        raise DeckCommandError(f"error: --name must be lower-case letters, digits and dashes, "
                               f"at most {MAX_NAME} characters (like my-deck), got {name!r}")
    kept = name or deck_name(Path(path).name)
    if kept in spec.deck_names:
        kept = deck_name(f"my-{kept}")
    deck, problems = fmt.parse(text, kept)
    if deck is None:
        lines = problems_text(problems, spec.rule_in_words, limit=1)
        more = f" (and {len(problems) - 1} more: `{PROG} deck check {spec.name} FILE` lists them)" \
            if len(problems) > 1 else ""
        raise DeckCommandError(f"{path}: {lines[0] if lines else 'not a decklist'}{more}", 1)
    try:
        where = save_user_deck(spec.name, kept, text)
    except OSError as exc:
        raise DeckCommandError(f"cannot keep the deck in {decks_dir(spec.name)}: {write_reason(exc)}", 1) from None
    return kept, where


def deck_argument(spec: Game, value: str) -> str:
    """A --deck value as a deck name the game resolves (Game.decks_for): a decklist file is
    imported first (import_decklist) and stands for the name it is kept under."""
    if not is_decklist_path(spec, value):
        return value
    name, _ = import_decklist(spec, value)
    print(f"{PROG}: kept {one_line(value)} among your {spec.title} decks as '{name}' "
          f"(next time: --deck {name})", file=sys.stderr, flush=True)
    return name


# -- the subcommands ------------------------------------------------------------------------------
def cmd_check(spec: Game, args: argparse.Namespace) -> int:
    fmt = _format(spec)
    text = _read(args.file)
    deck, problems = fmt.parse(text, None)
    if deck is None:
        for line in problems_text(problems, spec.rule_in_words):
            _out(line)
        share = spec.card_coverage.list_share(text) if spec.card_coverage is not None else None
        if share is not None and any(name != UNKNOWN for name, _ in share.missing):
            _out(share_line(share))
        noun = "problem" if len(problems) == 1 else "problems"
        print(f"{PROG}: {one_line(args.file)}: {len(problems)} {noun}; not a playable {spec.title} deck",
              file=sys.stderr, flush=True)
        return 1
    _out(f"OK: {one_line(args.file)} is a playable {spec.title} deck ({fmt.summary(deck)})")
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from ..core.saves import SaveError, load_save
    from ..games.registry import get_game

    try:
        match, info = load_save(args.save, get_game)
    except SaveError as exc:
        raise DeckCommandError(str(exc), 1) from None
    spec = match.game
    fmt = _format(spec)
    decks = fmt.seat_decks(match.setup.decks)
    seats = match.setup.seats
    if args.seat is not None and args.seat > seats:
        raise DeckCommandError(f"error: --seat {args.seat}: the game has {seats} seats")
    chosen = [args.seat] if args.seat is not None else list(range(1, seats + 1))
    texts: list[tuple[int | None, str]]
    if not fmt.per_seat:        # one set of decks shared by every seat
        texts = [(None, fmt.format(decks[0]))]
    else:
        texts = [(s, fmt.format(decks[s - 1])) for s in chosen]
    if args.out is None:
        parts = []
        for seat, text in texts:
            who = info.seats[seat - 1].name if seat is not None and seat - 1 < len(info.seats) else ""
            head = f"# Seat {seat}" + (f" ({one_line(who, 40)})" if who else "") + "\n" \
                if seat is not None and len(texts) > 1 else ""
            parts.append(head + text)
        sys.stdout.write("\n".join(parts))
        sys.stdout.flush()
        return 0
    from ..core.saves import write_atomic

    out = Path(args.out)
    for seat, text in texts:
        path = out if len(texts) == 1 else out.with_name(f"{out.stem}-seat{seat}{out.suffix}")
        try:
            write_atomic(path, text)
        except OSError as exc:
            raise DeckCommandError(f"cannot write {path}: {write_reason(exc)}", 1) from None
        _out(f"wrote {one_line(str(path))}")
    return 0


def cmd_import(spec: Game, args: argparse.Namespace) -> int:
    name, where = import_decklist(spec, args.file, args.name)
    _out(f"kept as '{name}' ({one_line(str(where))}); play it with `{PROG} play {spec.name} --deck {name}`")
    return 0


def cmd_list(spec: Game, args: argparse.Namespace) -> int:
    _out(f"prebuilt: {', '.join(spec.deck_names)}")
    fmt = spec.capabilities.decklist
    if fmt is None:
        return 0
    names = user_deck_names(spec.name)
    problem = folder_problem(decks_dir(spec.name))
    if problem is not None:
        _out(f"yours: none (the folder {one_line(str(decks_dir(spec.name)))} cannot be used: {problem})")
        return 0
    if not names:
        _out(f"yours: none yet (`{PROG} deck import {spec.name} FILE` keeps one; folder {decks_dir(spec.name)})")
        return 0
    _out(f"yours ({one_line(str(decks_dir(spec.name)))}):")
    for name in names:
        try:
            text = user_deck_text(spec.name, name)
        except DecklistFileError as exc:
            _out(f"  {name:<24} unreadable: {exc.problem}")
            continue
        deck, problems = fmt.parse(text or "", name)
        if deck is None:
            first = problems_text(problems, spec.rule_in_words, limit=1)
            _out(f"  {name:<24} not playable: {first[0] if first else 'empty'}")
        else:
            _out(f"  {name:<24} {fmt.summary(deck)}")
    return 0


def cmd_show(spec: Game, args: argparse.Namespace) -> int:
    fmt = _format(spec)
    try:
        decks = fmt.seat_decks(spec.decks_for(args.name, spec.min_seats))
    except ValueError as exc:
        raise DeckCommandError(f"error: {exc}") from None
    unique = [d for i, d in enumerate(decks) if d not in decks[:i]]
    if len(unique) == 1:
        sys.stdout.write(fmt.format(unique[0]))
    else:
        sys.stdout.write("\n".join(f"# Seat {i}\n{fmt.format(d)}" for i, d in enumerate(decks, 1)))
    sys.stdout.flush()
    return 0


def run_deck(args: argparse.Namespace, game_lookup: Any) -> int:
    """Run a `deck` subcommand; DeckCommandError for a user's mistake."""
    if args.deck_command == "export":
        return cmd_export(args)
    spec = game_lookup(args.game)
    handler = {"check": cmd_check, "import": cmd_import, "list": cmd_list, "show": cmd_show}[args.deck_command]
    return int(handler(spec, args))
