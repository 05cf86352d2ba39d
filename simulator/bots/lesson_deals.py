"""Finding deals for the guided first games: play many seeds of a game with a good bot in the
learner's seat and a weak one opposite, keep the deals the learner wins in the fewest moves,
and write the best one as a lesson plan (simulator/games/<game>/lesson.json) whose steps are
then given their words by hand.

    python -m simulator.bots.lesson_deals krieg --decks standard --seeds 200 --top 5
    python -m simulator.bots.lesson_deals krieg --decks standard --seed 17 --write

--write keeps the words of an existing lesson's steps where the step's move is unchanged."""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action
from ..core.game import Game, Setup
from ..core.lesson import FORMAT, VERSION, lesson_path
from ..core.match import Match
from ..core.rng import Rng
from ..games.registry import get_game
from . import make_bot

MAX_MOVES = 1500


@dataclass
class Deal:
    """One seed played out: who won, the moves, and how many the learner made."""

    seed: int
    won: bool
    actions: list[Action]
    learner_moves: int


def play_deal(game: Game, decks: str, seed: int, learner: str, opponent: str,
              options: dict[str, Any]) -> Deal:
    """Play one deal, the learner (seat 0) first, and return it."""
    setup = Setup(game.name, seed, 2, game.load_decks(decks, 2), game.check_options(options, 2))
    match = Match(game, setup)
    bots = [make_bot(learner, Rng(seed * 2 + 1)), make_bot(opponent, Rng(seed * 2 + 2))]
    for _ in range(MAX_MOVES):
        d = match.decision()
        if d is None:
            break
        bot = bots[0 if d.seat == 0 else 1]
        obs = match.observation(d.seat, with_log=False) if bot.reads_observation else None
        match.apply(bot.choose(game, obs, d.seat, list(match.legal_actions())))
    result = match.result()
    won = result is not None and result.winners == (0,)
    return Deal(seed, won, list(match.actions), sum(1 for a in match.actions if a.seat == 0))


def lesson_data(game: Game, decks: str, options: dict[str, Any], deal: Deal,
                old: dict[str, Any] | None) -> dict[str, Any]:
    """The lesson file for a deal; an old lesson's words are kept where its steps' moves match."""
    old_steps = {json.dumps(s["do"][0], sort_keys=True): s for s in (old or {}).get("steps", [])}
    steps = []
    for a in deal.actions:
        if a.seat != 0:
            continue
        key = json.dumps(a.to_json(), sort_keys=True)
        steps.append(old_steps.get(key, {"do": [a.to_json()]}))
    base = old or {"title": f"Your first game of {game.title}", "intro": "...", "won": "...",
                   "opponent_name": "Teacher"}
    return {"format": FORMAT, "version": VERSION, "title": base["title"], "intro": base["intro"],
            "won": base["won"], "setup": {"seed": deal.seed, "decks": decks, "options": options},
            "learner": 0, "opponent_name": base["opponent_name"], "off_plan": "take_back",
            "opponent": [a.to_json() for a in deal.actions if a.seat != 0], "steps": steps}


def main(argv: list[str] | None = None) -> int:
    """Search seeds, print the shortest wins, optionally write one as the game's lesson."""
    p = argparse.ArgumentParser(prog="lesson_deals", description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--decks", required=True)
    p.add_argument("--seeds", type=int, default=100)
    p.add_argument("--seed", type=int, default=None, help="play only this seed")
    p.add_argument("--learner", default="greedy")
    p.add_argument("--opponent", default="random")
    p.add_argument("--option", action="append", default=[], help="name=value (JSON value)")
    p.add_argument("--top", type=int, default=5)
    p.add_argument("--write", action="store_true")
    args = p.parse_args(argv)
    game = get_game(args.game)
    options: dict[str, Any] = {"first_seat": 0}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = json.loads(value)
    seeds = [args.seed] if args.seed is not None else list(range(args.seeds))
    deals = [play_deal(game, args.decks, s, args.learner, args.opponent, options) for s in seeds]
    wins = sorted((d for d in deals if d.won), key=lambda d: (d.learner_moves, d.seed))
    print(f"{len(wins)} of {len(deals)} deals won by the learner")
    for d in wins[:args.top]:
        print(f"seed {d.seed}: {d.learner_moves} learner moves, {len(d.actions) - d.learner_moves} opponent moves")
    if args.write and wins:
        path = lesson_path(game.name)
        old = json.loads(path.read_text()) if path.exists() else None
        data = lesson_data(game, args.decks, options, wins[0], old)
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
