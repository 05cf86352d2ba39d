"""`tabletop puzzles GAME --bot BOT [--json]`: score a bot on a game's puzzles.

The bot plays the puzzle's seat from each position; the other seats are played by the
greedy bot (--opponent), every bot with an RNG seeded from --seed and the puzzle's number,
so a score is reproducible. `--check` instead runs the puzzle check (core/puzzle_check.py)
on each puzzle and says which it refuses and why. `--mine` uses the player's own puzzles.

--json prints {"game", "bot", "opponent", "puzzles", "solved", "score", "results": [{"id",
"title", "solved", "moves"}], "seconds"} (with --check: "results" [{"id", "ok", "problem",
"nodes"}] and "refused").
"""
from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

from ..bots import UnknownBot, make_bot
from ..core.puzzle_check import QUICK_BUDGET, check_puzzle, play_puzzle
from ..core.puzzle_store import user_puzzles
from ..core.puzzles import Puzzle, PuzzleError, game_puzzles
from ..core.rng import Rng


def add_parser(sub: Any) -> None:
    """The `puzzles` sub-command's arguments."""
    p = sub.add_parser("puzzles", help="score a bot on a game's puzzles (or --check them)")
    p.add_argument("game")
    p.add_argument("--bot", default="greedy", help="the bot that solves (default greedy)")
    p.add_argument("--opponent", default="greedy", help="the bot at the other seats (default greedy)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--mine", action="store_true", help="the player's own puzzles instead of the shipped ones")
    p.add_argument("--check", action="store_true", help="check each puzzle instead of scoring a bot")
    p.add_argument("--budget", type=int, default=QUICK_BUDGET, help="positions the check may search per question")
    p.add_argument("--json", action="store_true", help="print JSON")


def _puzzles(game: Any, mine: bool) -> list[Puzzle]:
    if not mine:
        return game_puzzles(game)
    puzzles, problem = user_puzzles(game.name)
    if problem is not None:
        raise PuzzleError(problem)
    return puzzles


def run_puzzles(args: argparse.Namespace, find_game: Callable[[str], Any], out: Callable[[str], None],
                err: Callable[[str], None]) -> int:
    """Run the command; the exit status (1 when a puzzle is refused or cannot be played)."""
    from ..games.registry import get_game

    game = find_game(args.game)
    started = time.perf_counter()
    try:
        puzzles = _puzzles(game, args.mine)
        for spec in (args.bot, args.opponent):
            make_bot(spec, Rng(0))
    except (PuzzleError, UnknownBot) as exc:
        err(f"tabletop puzzles: error: {exc}")
        return 2
    if args.check:
        rows: list[dict[str, Any]] = []
        for p in puzzles:
            verdict = check_puzzle(p, get_game, args.budget)
            rows.append({"id": p.id, "ok": verdict.ok, "problem": verdict.problem, "nodes": verdict.nodes})
        refused = sum(not r["ok"] for r in rows)
        if args.json:
            out(json.dumps({"game": game.name, "puzzles": len(rows), "refused": refused, "results": rows,
                            "seconds": round(time.perf_counter() - started, 3)}))
        else:
            for r in rows:
                out(f"{r['id']:<14} {'ok' if r['ok'] else 'REFUSED: ' + str(r['problem'])}")
            out(f"{len(rows) - refused} of {len(rows)} puzzles pass the check")
        return 1 if refused else 0
    results: list[dict[str, Any]] = []
    for n, p in enumerate(puzzles):
        solver = make_bot(args.bot, Rng(args.seed * 1_000 + n))
        other = make_bot(args.opponent, Rng(args.seed * 1_000 + n + 500))

        def choose(match: Any, seat: int, legal: list[Any], p: Puzzle = p, solver: Any = solver,
                   other: Any = other) -> Any:
            bot = solver if seat == p.seat else other
            obs = match.observation(seat, with_log=False) if bot.reads_observation else None
            return bot.choose(match.game, obs, seat, legal)

        try:
            solved, moves = play_puzzle(p, get_game, choose)
        except PuzzleError as exc:
            err(f"tabletop puzzles: {exc}")
            return 1
        results.append({"id": p.id, "title": p.title, "solved": solved, "moves": moves})
    solved_count = sum(r["solved"] for r in results)
    score = round(solved_count / len(results), 3) if results else 0.0
    if args.json:
        out(json.dumps({"game": game.name, "bot": args.bot, "opponent": args.opponent, "puzzles": len(results),
                        "solved": solved_count, "score": score, "results": results,
                        "seconds": round(time.perf_counter() - started, 3)}))
    else:
        for r in results:
            out(f"{'solved' if r['solved'] else 'failed':<7} {r['id']:<14} {r['title']}")
        out(f"{args.bot} solved {solved_count} of {len(results)} {game.title} puzzles ({score:.0%})")
    return 0
