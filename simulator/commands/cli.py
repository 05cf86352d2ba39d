"""The `tabletop` command: games, selfplay, replay --verify, bench, images (and the GUI entry points)."""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

PROG = "tabletop"
UNCHECKED_EXIT = 3       # `replay --verify` of a format-1 save: it replays, but no digest checks it


class UsageError(Exception):
    """A user's mistake: printed as one line, exit status 2, never a traceback."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (no usage dump) raised to main()."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: error: {message}")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return value


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def _bot_list(text: str) -> list[str]:
    from ..bots import split_specs
    names = split_specs(text)
    if not all(names):
        raise argparse.ArgumentTypeError(f"expected bot names separated by commas (like greedy,random), got {text!r}")
    return names


def build_parser() -> _Parser:
    """The argument parser for every subcommand."""
    parser = _Parser(prog=PROG, description="Card games on a drawn table, with the rules enforced.")
    _gui_flags(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("games", help="list the games and their decks")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = sub.add_parser("play", help="play a game at the table")
    p.add_argument("game", metavar="GAME")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--vs", metavar="BOT", help="a level (easy, normal, hard) or a bot (random, greedy, search); default normal")
    who.add_argument("--hotseat", action="store_true", help="two or more people at one screen")
    p.add_argument("--seats", type=_positive, default=2, metavar="N")
    p.add_argument("--seed", type=_integer, default=1, metavar="S")
    p.add_argument("--teams", action="store_true", help="team game (Krieg: 4 seats, 1+3 vs 2+4)")
    p.add_argument("--deck", metavar="NAME|FILE",
                   help="a prebuilt deck or one of yours, YOURS/THEIRS (see `tabletop deck list GAME`), "
                        "or a decklist file (kept among your decks)")
    _gui_flags(p)

    p = sub.add_parser("replay", help="watch a saved game, or --verify it headless")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--verify", action="store_true",
                   help="re-apply every action, check the hash and digests, print JSON; exit 0 (ok), "
                        "1 (invalid) or 3 (an old unchecked save)")
    _gui_flags(p)

    from ..bots import BOTS

    p = sub.add_parser("selfplay", help="let bots play each other")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--bots", type=_bot_list, required=True, metavar="A,B[,C,D]",
                   help=f"one bot per seat ({', '.join(BOTS)})")
    p.add_argument("--games", type=_positive, default=100, metavar="N", help="games to play (default 100)")
    p.add_argument("--seed", type=_integer, default=0, metavar="S", help="seed of the whole run (default 0)")
    p.add_argument("--save-dir", metavar="DIR", help="save every game there (GAME-0001.json, ...)")
    p.add_argument("--teams", action="store_true", help="team game (Krieg: 4 bots, seats 1+3 vs 2+4)")
    p.add_argument("--decks", metavar="D1,D2|all",
                   help="decks used game by game in turn (names or decklist files); 'all' plays every prebuilt "
                        "deck against every other")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = sub.add_parser("bench", help="the performance suite")
    p.add_argument("--games", type=_positive, default=200, metavar="N",
                   help="random games per measurement (default 200)")
    p.add_argument("--seed", type=_integer, default=0, metavar="S")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--uno", action="store_true",
                   help="also time RLCard's UNO (random agents) in the same sitting, as the reference for actions "
                        "per second (needs rlcard installed: pip install rlcard)")

    from .arena import add_arena_parser
    add_arena_parser(sub)
    from .deck import add_deck_parser
    add_deck_parser(sub)
    from .images import add_images_parser
    add_images_parser(sub)
    from .analyze import add_parser as add_analyze_parser
    add_analyze_parser(sub)
    from .puzzles import add_parser as add_puzzles_parser
    add_puzzles_parser(sub)
    from .records import add_parser as add_records_parser
    add_records_parser(sub)
    from .cards import add_parser as add_cards_parser
    add_cards_parser(sub)
    return parser


def _gui_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--frames", type=_positive, metavar="N", help="render N frames headless and exit")
    p.add_argument("--screenshot", metavar="FILE", help="with --frames: save the last frame as PNG")
    p.add_argument("--size", type=_size, default=None, metavar="WxH",
                   help="window size (default 1600x900, smaller on a smaller screen, at least 1280x720)")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size like 1920x1080, got {text!r}") from None
    if w < 1280 or h < 720:
        raise argparse.ArgumentTypeError(f"the window must be at least 1280x720, got {text!r}")
    return w, h


def _gui(args: argparse.Namespace, **kw: Any) -> int:
    if args.screenshot and not args.frames:
        raise UsageError(f"{PROG}: error: --screenshot needs --frames N")
    from ..view.files.storage import home_problem

    problem = home_problem()
    if problem is not None:     # nothing the player does could be kept: say so before a window opens
        raise UsageError(f"{PROG}: error: {problem}")
    if args.screenshot:
        _check_screenshot(args.screenshot)
    from ..view.launch import run_app

    return run_app(frames=args.frames, screenshot=args.screenshot, size=args.size, **kw)


def _check_screenshot(path: str) -> None:
    """UsageError (one line) when a --screenshot file could not be written: its folder is not
    a folder or cannot be made or written, the name is too long, or a folder has the name."""
    import os

    from ..core.untrusted import folder_problem, os_reason

    target = Path(path)
    folder = target.parent
    problem = folder_problem(folder)
    if problem is None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            limit = os.pathconf(folder, "PC_NAME_MAX") if hasattr(os, "pathconf") else 255
            if len(os.fsencode(target.name)) > limit:
                problem = "a name longer than the system allows"
            elif target.is_dir():
                problem = "a folder has that name"
            elif not os.access(folder, os.W_OK | os.X_OK):
                problem = "no permission to write in its folder"
        except FileExistsError:
            problem = "a part of its path is a file, not a folder"
        except (OSError, ValueError) as exc:
            problem = os_reason(exc)
    if problem is not None:
        raise UsageError(f"{PROG}: error: cannot write the screenshot {path}: {problem}")


# -- commands -------------------------------------------------------------------------------
def _out(text: str) -> None:
    print(text, flush=True)


def _err(text: str) -> None:
    """Print one line to stderr, control characters escaped (core/text.py one_line)."""
    from ..core.text import one_line

    print(one_line(text), file=sys.stderr, flush=True)


def cmd_none(args: argparse.Namespace) -> int:
    return _gui(args, start="menu")


def _game(name: str) -> Any:
    from ..games.registry import UnknownGame, get_game

    try:
        return get_game(name)
    except UnknownGame as exc:
        raise UsageError(f"{PROG}: error: {exc}") from None


def cmd_games(args: argparse.Namespace) -> int:
    from ..core.userdecks import user_deck_names
    from ..games.registry import game_names, get_game

    specs = [get_game(n) for n in game_names()]
    yours = {s.name: user_deck_names(s.name) if s.capabilities.decklist is not None else [] for s in specs}
    if args.json:
        _out(json.dumps([{"name": s.name, "title": s.title, "min_seats": s.min_seats,
                          "max_seats": s.max_seats, "teams": s.supports_teams,
                          "decks": list(s.deck_names), "notes": s.notes,
                          "decklists": s.capabilities.decklist is not None, "your_decks": yours[s.name]}
                         for s in specs]))
        return 0
    for s in specs:
        seats = f"{s.min_seats}-{s.max_seats} seats" + (", teams" if s.supports_teams else "")
        _out(f"{s.name:<10} {s.title:<22} {seats:<18} decks: {', '.join(s.deck_names)}")
        if yours[s.name]:
            _out(f"{'':<10} your decks: {', '.join(yours[s.name])}")
        if s.notes:
            _out(f"{'':<10} {s.notes}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    spec = _game(args.game)
    from ..bots import BOTS
    from ..view.table.layout import has_layout as has_table

    if not has_table(args.game):
        raise UsageError(f"{PROG}: error: {spec.title} has no table yet (try `{PROG} selfplay {args.game} --bots greedy,random`)")
    if args.vs is not None and args.vs.split(":")[0] not in BOTS and args.vs not in ("easy", "normal", "hard"):
        raise UsageError(f"{PROG}: error: unknown bot '{args.vs}' (known: {', '.join(BOTS)})")
    if not spec.min_seats <= args.seats <= spec.max_seats:
        raise UsageError(f"{PROG}: error: {spec.title} is for {spec.min_seats} to {spec.max_seats} seats")
    if args.teams and (not spec.supports_teams or args.seats != 4):
        raise UsageError(f"{PROG}: error: --teams needs --seats 4 ({spec.title})")
    if args.deck is not None:
        args.deck = _deck_argument(spec, args.deck)
        try:
            spec.decks_for(args.deck, args.seats)
        except ValueError as exc:
            raise UsageError(f"{PROG}: error: {exc}") from None
    return _gui(args, start="play", game=args.game, vs=args.vs, hotseat=args.hotseat, seats=args.seats,
                seed=args.seed, teams=args.teams, deck=args.deck)


def cmd_replay(args: argparse.Namespace) -> int:
    from ..core.saves import verify_save
    from ..games.registry import get_game

    if not args.verify:
        from ..core.saves import SaveError, load_save

        from ..core.untrusted import absent

        if absent(args.file):   # anything else (a pipe, a folder, a name too long, no permission) load_save refuses
            raise UsageError(f"{PROG}: error: {args.file}: no such file")
        try:
            match, _ = load_save(args.file, get_game)
        except SaveError as exc:
            _err(f"{PROG}: {exc}")
            return 1
        from ..view.table.layout import has_layout as has_table

        if not has_table(match.setup.game):
            raise UsageError(f"{PROG}: error: {match.setup.game} has no table yet; `--verify` checks the save headless")
        return _gui(args, start="replay", replay=Path(args.file))
    report = verify_save(args.file, get_game)
    _out(json.dumps(report))
    if not report["ok"]:
        _err(f"{PROG}: {report['error']}")
        return UNCHECKED_EXIT if report["status"] == "unchecked" else 1
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    from ..bots import UnknownBot
    from ..core.text import one_line
    from .progress import Progress
    from .selfplay import run_selfplay

    spec = _game(args.game)
    if args.save_dir is not None:
        try:
            Path(args.save_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"{PROG}: error: cannot use --save-dir {args.save_dir}: {exc.strerror or exc}") from None
    if args.teams and not spec.supports_teams:
        raise UsageError(f"{PROG}: error: {spec.name} has no team games (--teams)")
    if args.teams and len(args.bots) != 4:
        raise UsageError(f"{PROG}: error: --teams needs 4 bots (two teams of two), got {len(args.bots)}")
    decks = [_deck_argument(spec, d.strip()) for d in args.decks.split(",") if d.strip()] if args.decks else None
    with Progress(args.games, f"selfplay {spec.name}") as bar:
        try:
            report = run_selfplay(spec.name, args.bots, args.games, args.seed, args.save_dir,
                                  args.teams, on_game=lambda g: bar.advance(), decks=decks)
        except UnknownBot as exc:
            raise UsageError(f"{PROG}: error: {exc}") from None
        except ValueError as exc:   # wrong bot count, teams, a game's setup error
            raise UsageError(f"{PROG}: error: {exc}") from None
    if report.first_error:
        from ..core.text import escape_lines

        _err(f"{PROG} selfplay: {report.errors} of {report.games} games raised; the first:")
        print(escape_lines(report.first_error.rstrip()), file=sys.stderr, flush=True)
    data = report.to_json()
    if args.json:
        _out(json.dumps(data))
    else:
        _out(f"{data['games']} games of {spec.title} in {data['seconds']:.2f} s "
             f"(seed {args.seed}{', teams' if args.teams else ''})")
        for key, wins in data["wins"].items():
            _out(f"  {key:<12} {wins:>6} wins  ({data['win_rate'][key]:.1%})")
        _out(f"  draws {data['draws']}   errors {data['errors']}   mean actions {data['mean_actions']}")
        if args.save_dir:
            _out(f"  saved {len(report.saved)} games to {one_line(args.save_dir)}")
    return 1 if report.errors else 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import bench_units, format_bench, run_bench
    from .progress import Progress

    if args.uno:
        from .bench_reference import INSTALL, uno_available

        if not uno_available():
            _err(f"bench --uno: rlcard is not installed ({INSTALL}); nothing was measured")
            return 2
    with Progress(bench_units(args.games, args.uno), "bench") as bar:
        report = run_bench(args.games, args.seed, tick=bar.advance, uno=args.uno)
    _out(json.dumps(report) if args.json else format_bench(report))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from .arena import run_arena

    return run_arena(args)


def _deck_argument(spec: Any, value: str) -> str:
    """A --deck value as a deck name: a decklist file is checked and kept among the
    player's decks first (commands/deck.py); a bad file is one line, exit 2."""
    from .deck import DeckCommandError, deck_argument

    try:
        return deck_argument(spec, value)
    except DeckCommandError as exc:
        raise UsageError(f"{PROG}: {exc}") from None


def cmd_deck(args: argparse.Namespace) -> int:
    from .deck import DeckCommandError, run_deck

    try:
        return run_deck(args, _game)
    except DeckCommandError as exc:
        _err(f"{PROG}: {exc}")
        return exc.status


def cmd_images(args: argparse.Namespace) -> int:
    """Download a game's official card pictures into the art folder (only when asked)."""
    from .images import run_images

    return run_images(args, _game, _out, _err)


def cmd_records(args: argparse.Namespace) -> int:
    """Your wins, losses and draws from your saved games."""
    from .records import run_records

    return run_records(args)


def cmd_analyze(args: argparse.Namespace) -> int:
    """The search bot's verdict on every decision of a saved game."""
    from .analyze import run_analyze

    return run_analyze(args)


def cmd_puzzles(args: argparse.Namespace) -> int:
    """Score a bot on a game's puzzles (or check them)."""
    from .puzzles import run_puzzles

    return run_puzzles(args, _game, _out, _err)


def cmd_cards(args: argparse.Namespace) -> int:
    """A game's cards: how many of each set of its database are playable."""
    from .cards import run_cards

    return run_cards(args, _game, _out, _err)


COMMANDS = {None: cmd_none, "games": cmd_games, "play": cmd_play, "replay": cmd_replay,
            "selfplay": cmd_selfplay, "bench": cmd_bench, "arena": cmd_arena, "deck": cmd_deck,
            "images": cmd_images, "analyze": cmd_analyze, "puzzles": cmd_puzzles,
            "records": cmd_records, "cards": cmd_cards}


def main(argv: Sequence[str] | None = None) -> int:
    """Run `tabletop` with `argv` (default: sys.argv[1:]); return the exit status."""
    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as exc:   # --help
            return exc.code if isinstance(exc.code, int) else 0
        return COMMANDS[args.command](args)
    except UsageError as exc:
        _err(str(exc))
        return 2
    except KeyboardInterrupt:
        _err(f"{PROG}: interrupted")
        return 130
    except BrokenPipeError:   # `tabletop games | head`
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
