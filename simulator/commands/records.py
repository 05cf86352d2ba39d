"""`tabletop records [GAME] [--json]`: your record from your saved and autosaved games (and
the records the program keeps of finished games whose autosave it removed): wins, losses
and draws by game, bot level and deck against bots, by person and pair in hot-seat, with
the arena's 95% Wilson intervals, and your accuracy over time where an analysis gives it
(view/session/records.py). Unfinished games, retries, copies of a game and games of bots
only are not counted; files that cannot be read are skipped and named."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    """The `records` sub-command's arguments."""
    p = sub.add_parser("records", help="your wins, losses and draws from your saved games")
    p.add_argument("game", metavar="GAME", nargs="?", default=None, help="only this game's (default: every game)")
    p.add_argument("--json", action="store_true", help="print JSON")


def run_records(args: argparse.Namespace) -> int:
    """Print the records; exit 0 (2 for an unknown game or an unusable data folder)."""
    from ..core.text import one_line
    from ..view.files.game_records import collect
    from ..view.files.storage import home_problem
    from ..view.session.records import records_json, render, tally

    game = args.game
    if game is not None:
        from ..games.registry import UnknownGame, get_game
        try:
            game = get_game(game).name
        except UnknownGame as exc:
            print(f"tabletop records: {one_line(str(exc))}", file=sys.stderr)
            return 2
    problem = home_problem()
    if problem is not None:
        print(f"tabletop: error: {problem}", file=sys.stderr)
        return 2
    records = tally(collect(game), game)
    if args.json:
        print(json.dumps(records_json(records), indent=1))
    else:
        print(render(records))
    return 0
