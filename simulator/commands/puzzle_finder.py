"""The puzzle finder: authored puzzles found in self-play and proved by the check.

    python -m simulator.commands.puzzle_finder GAME [--count 10] [--seed 0] [--out FILE]

Bots play games of GAME; at each decision of the seat to move, each of the game's goal
kinds (GOALS below: the signature rule each goal exercises) is tried with a limit of one
to three moves, and a position is kept when core/puzzle_check.py proves the goal forced
and not reached by any move. Puzzles are spread over the games played (at most one per
game and goal) and written as the game's puzzles.json (by default its package's), so the
shipped puzzles are found again by running this with the same arguments.
"""
from __future__ import annotations

import argparse
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from ..bots import make_bot
from ..core.match import Match
from ..core.puzzle_check import check_puzzle, working_first_moves
from ..core.puzzles import Goal, Puzzle, dumps_puzzles
from ..core.rng import Rng
from ..core.saves import Seat, progress_of, save_document, write_atomic
from ..games.registry import get_game

# The goals each game's puzzles ask for: (goal, its title's words), the signature rules.
GOALS: dict[str, list[tuple[Goal, str]]] = {
    "eternal": [(Goal("win", words="Win the game"), "Lethal"),
                (Goal("event", "died", "opponent", "Kill an enemy unit"), "Clear the way")],
    "wonders": [(Goal("event", "seized", "you", "Seize a stone"), "Seize the stone"),
                (Goal("win", words="Win the game"), "Last stone")],
    "krieg": [(Goal("event", "round_won", "you", "Win the round"), "Take the round"),
              (Goal("win", words="Win the game"), "Take the war")],
    "exodus": [(Goal("win", words="Win the game"), "Lethal"),
               (Goal("event", "graveyard", "opponent", "Send an enemy card to the graveyard"), "Break their line")],
}
LIMITS = (1, 2, 3)
START_KINDS = ("turn", "main")     # a puzzle starts where the seat plays freely, not mid-choice


def _bot_choice(match: Match, bot: Any, seat: int) -> Any:
    legal = match.legal_actions()
    obs = match.observation(seat, with_log=False) if bot.reads_observation else None
    return bot.choose(match.game, obs, seat, list(legal))


def find(game_name: str, count: int, seed: int, budget: int, bots: tuple[str, str],
         log: Any = sys.stderr) -> list[Puzzle]:
    """`count` puzzles of a game found in self-play from `seed` on, each proved by the check."""
    game = get_game(game_name)
    goals = GOALS[game_name]
    found: list[Puzzle] = []
    per_goal = {i: 0 for i in range(len(goals))}
    game_no = seed
    while len(found) < count and game_no < seed + 400:
        match = game.new_match(seed=game_no)
        players = [make_bot(bots[s % 2], Rng(game_no * 7 + s)) for s in range(match.setup.seats)]
        taken: set[int] = set()
        while not match.is_over and len(match.actions) < 3_000 and len(found) < count:
            decision = match.decision()
            assert decision is not None
            legal = match.legal_actions()
            if len(legal) > 1 and len(match.actions) > 6 and decision.kind in START_KINDS:
                # the goal least used so far first, so the file mixes them
                for g in sorted(range(len(goals)), key=lambda i: per_goal[i]):
                    if g in taken or per_goal[g] * len(goals) > count + 1:
                        continue
                    puzzle = _try(match, decision.seat, goals[g], budget, len(found) + 1)
                    if puzzle is not None:
                        found.append(puzzle)
                        per_goal[g] += 1
                        taken.add(g)
                        print(f"{game_name} game {game_no} step {len(match.actions)}: {puzzle.title}", file=log)
                        break
            match.apply(_bot_choice(match, players[decision.seat], decision.seat))
        game_no += 1
    return found


def _try(match: Match, seat: int, goal_title: tuple[Goal, str], budget: int, number: int) -> Puzzle | None:
    """A puzzle at this position with this goal and the smallest limit the check accepts."""
    goal, name = goal_title
    doc = save_document(match, tuple(Seat("human", f"Player {i + 1}") for i in range(match.setup.seats)))
    where = progress_of(match)
    for limit in LIMITS:
        title = f"{name} · {where}" if where else name
        puzzle = Puzzle(f"{match.setup.game}-{number:02d}", title, "", seat, goal, limit, doc)
        verdict = check_puzzle(puzzle, get_game, budget, match=_copy(match))
        if verdict.solvable is False:
            continue
        if not verdict.ok:
            return None
        spread = working_first_moves(puzzle, match, budget)
        if spread is None or spread[0] * 3 > spread[1]:     # more than a third of the answers work: too easy
            return None
        hint = hint_for(match, verdict.line)
        return Puzzle(puzzle.id, title, hint, seat, goal, limit, doc)
    return None


def hint_for(match: Match, line: list[Any]) -> str:
    """The hint line: the card of the seat's first move when it has one (a card the seat
    holds or sees now, never one still hidden in a deck), else a general word."""
    first = line[0] if line else None
    if first is not None and first.card is not None:
        return f"Look at {match.rules.card_name(match.state, first.card)}"
    return "Count what each seat can still do"


def rehint(game_name: str) -> None:
    """Write the hints of a game's shipped puzzles again (hint_for), positions unchanged."""
    from ..core.puzzle_check import check_puzzle as check
    from ..core.puzzles import game_puzzles

    game = get_game(game_name)
    out = []
    for p in game_puzzles(game):
        verdict = check(p, get_game)
        out.append(Puzzle(p.id, p.title, hint_for(p.build(get_game), verdict.line), p.seat, p.goal, p.limit,
                          p.position))
    path = Path(str(resources.files(f"simulator.games.{game_name}"))) / "puzzles.json"
    write_atomic(path, dumps_puzzles(out))


def _copy(match: Match) -> Match:
    """The match at its position, with a state of its own (the check searches copies anyway)."""
    copy = Match(match.game, match.setup)
    copy.state = match.rules.clone(match.state)
    copy.actions = list(match.actions)
    return copy


def main(argv: list[str] | None = None) -> int:
    """Find puzzles and write them (module docstring)."""
    p = argparse.ArgumentParser(prog="python -m simulator.commands.puzzle_finder")
    p.add_argument("game", choices=sorted(GOALS))
    p.add_argument("--count", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=int, default=20_000, help="positions the check may search per question")
    p.add_argument("--bots", default="greedy,random")
    p.add_argument("--out", default=None, help="where to write (default: the game package's puzzles.json)")
    p.add_argument("--rehint", action="store_true", help="only write the shipped puzzles' hints again")
    args = p.parse_args(argv)
    if args.rehint:
        rehint(args.game)
        return 0
    a, b = args.bots.split(",")
    puzzles = find(args.game, args.count, args.seed, args.budget, (a, b))
    out = Path(args.out) if args.out else Path(str(resources.files(f"simulator.games.{args.game}"))) / "puzzles.json"
    write_atomic(out, dumps_puzzles(puzzles))
    print(f"{len(puzzles)} puzzles written to {out}")
    return 0 if len(puzzles) >= args.count else 1


if __name__ == "__main__":
    sys.exit(main())
