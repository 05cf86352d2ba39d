"""`tabletop analyze --calibrate GAME [--games N] [--fit] [--json] [--samples FILE |
--from-samples FILE]`: how often positions the analysis judges p are won.

Plays judged self-play games (bots/calibration_run.py), prints the reliability table of the
raw search values and of the win chances the analysis shows (the game's shipped map applied),
each with its expected calibration error, and with --fit fits a new map from these games
(bots/calibration.py), reports its error on games it was not fitted on (two halves, each
mapped by the other's fit) and writes it into the shipped calibration file. --samples keeps
the judged decisions in a file; --from-samples reads such a file instead of playing (judged
games take hours: a map can be refitted, or a fitting method compared, from games once played).
"""
from __future__ import annotations

import argparse
import json
from typing import Any

from ..bots.calibration import (
    MAPS_FILE,
    Bin,
    Sample,
    cross_fitted,
    ece,
    FITS,
    fit_choice,
    fit_isotonic,
    fit_map,
    game_map,
    reliability,
    write_map,
)
from .calibrate_samples import read_samples, write_samples
from .progress import Progress


def _section(samples: list[Sample]) -> dict[str, Any]:
    return {"ece": round(ece(samples), 4), "bins": [b.to_json() for b in reliability(samples)]}


def _table(title: str, bins: list[Bin], error: float) -> str:
    lines = [f"{title}: expected calibration error {error:.3f}",
             f"  {'predicted':>11}  {'count':>6}  {'mean predicted':>14}  {'observed wins':>13}"]
    for b in bins:
        lines.append(f"  {b.low:>4.0%}-{b.high:<5.0%}  {b.count:>6}  {b.predicted:>14.1%}  {b.observed:>13.1%}")
    return "\n".join(lines)


def run_calibrate(args: argparse.Namespace, fail: Any) -> int:
    """The --calibrate form of the command."""
    from ..bots.analysis import DEFAULT_NODES
    from ..bots.calibration_run import judged_games
    from ..games.registry import game_names

    name = args.calibrate
    if name not in game_names():
        return int(fail(f"--calibrate: no game named {name!r} (games: {', '.join(game_names())})"))
    games = args.games
    if games < 2:
        return int(fail("--games must be at least 2"))
    nodes = args.nodes or DEFAULT_NODES
    if args.every < 1:
        return int(fail("--every must be at least 1"))
    if args.player != "search":
        from ..bots import UnknownBot, make_bot
        from ..core.rng import Rng
        try:
            make_bot(args.player, Rng(0))
        except UnknownBot as exc:
            return int(fail(f"--player: {exc}"))
    if args.from_samples:
        try:
            samples, facts = read_samples(args.from_samples, name)
        except ValueError as exc:
            return int(fail(f"--from-samples: {exc}"))
        games, nodes = facts["games"], facts["nodes"]
        args.player, args.every = facts["player"], facts["every"]
    else:
        keep = None
        if args.samples:     # written after every game, so an interrupted run keeps its games
            keep = lambda got, played: write_samples(args.samples, name, got, played, nodes, args.seed,
                                                     args.player, args.every)
        try:
            with Progress(games, f"calibrate {name}") as bar:
                samples = judged_games(name, games, seed=args.seed, nodes=nodes, workers=args.workers or 1,
                                       tick=bar.advance, so_far=keep, player=args.player, every=args.every)
        except OSError as exc:
            from ..core.untrusted import write_reason
            return int(fail(f"--samples: cannot write {args.samples}: {write_reason(exc)}"))
    if len(samples) < 24:
        return int(fail(f"only {len(samples)} judged decisions in {games} games: play more (--games)"))
    shipped = game_map(name)
    shown = [Sample(shipped(s.chance), s.outcome, s.game) for s in samples] if shipped else samples
    doc: dict[str, Any] = {"game": name, "games": games, "samples": len(samples), "nodes": nodes,
                           "seed": args.seed, "raw": _section(samples), "calibrated": _section(shown),
                           "map": shipped.to_json() if shipped else None}
    if args.fit:
        fitted = fit_map(samples)
        held_out = cross_fitted(samples)
        staircase = cross_fitted(samples, fit_isotonic)
        others = {name: round(ece(cross_fitted(samples, fit)), 4) for name, fit in FITS.items()}
        doc["fit"] = {"method": fit_choice(samples), "held_out_by_method": others,
                      "held_out": _section(held_out), "isotonic_held_out": _section(staircase), "in_sample": _section(
            [Sample(fitted(s.chance), s.outcome, s.game) for s in samples]), "map": fitted.to_json()}
        try:
            from ..games.registry import get_game
            facts = {"games": games, "samples": len(samples), "nodes": nodes, "seed": args.seed,
                     "player": args.player, "every": args.every, "fit": doc["fit"]["method"],
                     "knobs": dict(get_game(name).evaluation.judging_defaults())}   # (what the values came from)
            doc["fit"]["written"] = str(write_map(name, fitted, facts))
        except OSError as exc:
            from ..core.untrusted import write_reason
            return int(fail(f"cannot write {MAPS_FILE}: {write_reason(exc)}"))
    if args.json:
        print(json.dumps(doc))
        return 0
    who = "judged best moves" if args.player == "search" else f"{args.player} moves"
    each = "every decision" if args.every == 1 else f"one decision in {args.every}"
    print(f"{name}: {games} judged self-play games ({who}, {each} valued), {len(samples)} decisions, "
          f"{nodes} search iterations each")
    print(_table("raw search value", reliability(samples), ece(samples)))
    print(_table("win chance shown" + ("" if shipped else " (no map: the raw value)"), reliability(shown),
                 ece(shown)))
    if args.fit:
        print(_table("new map, on games it was not fitted on", reliability(held_out), ece(held_out)))
        print(f"fit: {doc['fit']['method']} (on games not fitted on: "
              + ", ".join(f"{k} {v:.3f}" for k, v in others.items())
              + f"; a staircase isotonic map {ece(staircase):.3f})")
        print(f"map written to {doc['fit']['written']}")
    return 0
