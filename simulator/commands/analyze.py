"""`tabletop analyze FILE`: the search bot's verdict on every decision of a saved game.

Judges each decision (bots/analysis.py) on all local cores, shows progress, prints a table
with the largest swings marked (or JSON with --json), and writes the result beside the save
as `<save>.analysis.json` — a sidecar the save's own hashes do not cover, tied to the save
by its final state hash so the replay viewer only shows an analysis of this very game.
When the save's folder cannot be written (an installed example game), the sidecar goes to
the user data folder's `analysis/` instead, and the command says where.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..bots.analysis import (
    DEFAULT_NODES,
    Verdict,
    biggest_swings,
    decisions,
    init_worker,
    judge_in_worker,
)
from ..bots.sidecar import document, user_sidecar_path, write_sidecar
from ..core.saves import SaveError, load_save, write_atomic
from ..core.untrusted import absent, write_reason
from .progress import Progress

PROG = "tabletop analyze"


def add_parser(sub: Any) -> None:
    """The `analyze` sub-command's arguments."""
    p = sub.add_parser("analyze", help="the search bot's verdict on every decision of a saved game")
    p.add_argument("file", nargs="?", default=None, help="a saved game (.json)")
    p.add_argument("--calibrate", default=None, metavar="GAME",
                   help="instead: judged self-play games of GAME, and how often positions judged p are won")
    p.add_argument("--games", type=int, default=40, metavar="N", help="--calibrate: games to play (default 40)")
    p.add_argument("--fit", action="store_true", help="--calibrate: fit and ship a new calibration map")
    p.add_argument("--player", default="search", metavar="BOT",
                   help="--calibrate: who plays the judged games: search (default: the judged best move) or a bot "
                        "spec such as greedy (its moves valued as a move made is: far cheaper)")
    p.add_argument("--every", type=int, default=1, metavar="K",
                   help="--calibrate: value one decision in K (default 1: every decision)")
    p.add_argument("--samples", default=None, metavar="FILE",
                   help="--calibrate: also write the judged decisions (raw value, outcome, game) to FILE")
    p.add_argument("--from-samples", default=None, metavar="FILE", dest="from_samples",
                   help="--calibrate: read judged decisions written by --samples instead of playing games")
    p.add_argument("--seconds", type=float, default=None, metavar="S",
                   help="search time per judgement (default: a node budget, which is reproducible)")
    p.add_argument("--nodes", type=int, default=None, metavar="N",
                   help=f"search iterations per judgement (default {DEFAULT_NODES})")
    p.add_argument("--seat", type=int, action="append", default=None, metavar="N",
                   help="only this seat's decisions (seats count from 1; repeatable)")
    p.add_argument("--reveal", action="store_true", help="judge with every card revealed")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: all cores)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--out", default=None, help="where to write the result (default: beside the save)")


def analyze_match(match: Any, *, nodes: int | None, seconds: float | None, seed: int, reveal: bool,
                  seats: list[int] | None, workers: int | None,
                  tick: Callable[[], None] | None = None,
                  cancelled: Callable[[], bool] | None = None,
                  steps: list[int] | None = None) -> list[Verdict] | None:
    """Every decision of a match judged, in step order (None if cancelled midway); `steps`:
    the decisions (bots.analysis.decisions), when the caller has them already."""
    game, setup, actions = match.game, match.setup, list(match.actions)
    if steps is None:
        steps = decisions(game, setup, actions, seats)
    options = {"nodes": nodes, "seconds": seconds, "seed": seed, "reveal": reveal}
    args = (game.name, setup, [a.to_json() for a in actions], options)
    k = max(1, min(workers or os.cpu_count() or 1, len(steps) or 1))
    rows: list[dict[str, Any]] = []
    if k == 1:
        init_worker(*args)
        for step in steps:
            if cancelled is not None and cancelled():
                return None
            rows.append(judge_in_worker(step))
            if tick:
                tick()
    else:
        with mp.get_context("spawn").Pool(k, initializer=init_worker, initargs=args) as pool:
            for row in pool.imap(judge_in_worker, steps):
                if cancelled is not None and cancelled():
                    pool.terminate()
                    return None
                rows.append(row)
                if tick:
                    tick()
    return [Verdict.from_json(r) for r in rows]


def _table(verdicts: list[Verdict], seat_names: list[str]) -> str:
    from ..bots.analysis_marks import MARK_SIGN, accuracy

    swings = {v.step for v in biggest_swings(verdicts)}
    lines = [f"{'step':>5}  {'seat':<10} {'win':>11}  {'loss':>5}  {'mark':<14} played / bot's choice"]

    def who(seat: int) -> str:
        return seat_names[seat] if seat < len(seat_names) else f"seat {seat + 1}"

    for v in verdicts:
        mark = "  <-- swing" if v.step in swings else ""
        sign = f"{v.mark} {MARK_SIGN[v.mark]}" if v.mark else ""
        line = (f"{v.step + 1:>5}  {who(v.seat)[:10]:<10} {v.win_before:>4.0%} -> {v.win_after:>4.0%}  {v.loss:>5.2f}  "
                f"{sign:<14} {v.played}")
        if v.best_action != v.played_action:
            line += f"  (bot: {v.best})"
        lines.append(line + mark)
        if v.mark:
            others = ", ".join(f"{a.move} {a.chance:.0%}" for a in v.alternatives)
            lines.append(f"{'':>31}better: {others}" + (f"; the bot's move {v.reason}" if v.reason else ""))
    for seat, score in accuracy(verdicts).items():
        marks = [v.mark for v in verdicts if v.seat == seat and v.mark]
        counts = ", ".join(f"{marks.count(c)} {c}{'s' if marks.count(c) != 1 else ''}"
                           for c in ("inaccuracy", "mistake", "blunder"))
        lines.append(f"{who(seat)}: accuracy {score:.0f}% ({counts})".replace("inaccuracys", "inaccuracies"))
    return "\n".join(lines)


def run_analyze(args: argparse.Namespace) -> int:
    """The command: load, judge, print, write the sidecar."""
    from ..games.registry import get_game

    if args.nodes is not None and args.nodes < 1:
        return _fail("--nodes must be at least 1")
    if args.seconds is not None and not 0 < args.seconds <= 600:
        return _fail("--seconds must be between 0 and 600")
    if args.workers is not None and args.workers < 1:
        return _fail("--workers must be at least 1")
    if args.calibrate is not None:
        from .analyze_calibrate import run_calibrate
        return run_calibrate(args, _fail)
    if args.file is None:
        return _fail("name a saved game to analyze (or --calibrate GAME)")
    save = Path(args.file)
    if absent(save):     # anything else (a folder, a pipe, a name too long, no permission) load_save refuses
        return _fail(f"{save}: no such file")
    try:
        match, info = load_save(save, get_game)
    except SaveError as exc:
        return _fail(str(exc))
    seats = None
    if args.seat:
        bad = [s for s in args.seat if not 1 <= s <= match.setup.seats]
        if bad:
            return _fail(f"--seat {bad[0]}: this game has seats 1 to {match.setup.seats}")
        seats = [s - 1 for s in args.seat]
    nodes = args.nodes if args.nodes is not None or args.seconds is not None else DEFAULT_NODES
    steps = decisions(match.game, match.setup, list(match.actions), seats)
    with Progress(len(steps), "analyze") as bar:
        verdicts = analyze_match(match, nodes=nodes, seconds=args.seconds, seed=args.seed, reveal=args.reveal,
                                 seats=seats, workers=args.workers, tick=bar.advance, steps=steps)
    assert verdicts is not None
    settings = {"nodes": nodes, "seconds": args.seconds, "seed": args.seed, "reveal": args.reveal,
                "seats": None if seats is None else [s + 1 for s in seats]}
    doc = document(info, match, verdicts, settings)
    if args.out:
        where = Path(args.out)
        try:
            write_atomic(where, json.dumps(doc, indent=1) + "\n")
        except OSError as exc:
            return _fail(f"cannot write {where}: {write_reason(exc)}")
    else:
        try:
            where = write_sidecar(save, doc)
        except OSError as exc:
            return _fail(f"cannot write the analysis beside the save or in {user_sidecar_path(save).parent}: "
                         f"{write_reason(exc)}")
    if args.json:
        print(json.dumps(doc))
    else:
        print(_table(verdicts, [s.name for s in info.seats]))
        print(f"{len(verdicts)} decisions judged; written to {where}")
    return 0


def _fail(message: str) -> int:
    from ..core.text import one_line

    print(one_line(f"{PROG}: error: {message}"), file=sys.stderr)
    return 2
