"""`tabletop cards GAME --coverage [--json]`: how much of a game's real card pool is playable
here, set by set of its card database (core/coverage.py; the game declares Game.card_coverage).
No game is named here."""
from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from ..core.coverage import coverage_table


def add_parser(sub: Any) -> None:
    """The `cards` sub-command's arguments."""
    p = sub.add_parser("cards", help="a game's cards: --coverage, how many of each set are playable")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--coverage", action="store_true",
                   help="per set of the game's card database, how many cards are playable of how many")
    p.add_argument("--json", action="store_true", help="print JSON")


def run_cards(args: argparse.Namespace, find_game: Callable[[str], Any], out: Callable[[str], None],
              err: Callable[[str], None]) -> int:
    """Print the coverage; exit 0, or 2 when nothing was asked or the game has no card database."""
    game = find_game(args.game)
    if not args.coverage:
        err(f"tabletop cards: error: say what to show: `tabletop cards {game.name} --coverage`")
        return 2
    coverage = game.card_coverage
    if coverage is None:
        err(f"tabletop cards: error: {game.title} has no card database to measure against; "
            f"its cards are the prebuilt decks' ({', '.join(game.deck_names)})")
        return 2
    rows = coverage.sets()
    if args.json:
        out(json.dumps({"game": game.name, "source": coverage.source,
                        "sets": [{"set": r.name, "playable": r.playable, "cards": r.cards} for r in rows]}))
        return 0
    out(f"{game.title}: cards playable here, per set of {coverage.source}")
    for line in coverage_table(coverage):
        out(line)
    return 0
