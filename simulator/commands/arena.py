"""`tabletop arena`: a round robin between bots, on all local cores, with honest error bars.

Every pair of bots plays the same deals; each deal is played twice with the seats
swapped (so each bot holds each hand once) and the first seat alternates from deal to
deal (so each bot moves first in half the games). Games run on K worker processes, or as
Ray tasks on a local Ray or a cluster (arena_ray.py); either way a game is `play_one(task)`
and its result is keyed by task, so the report does not depend on where or in which order
games finish. Finished games are kept in a partial results file as they come, and a run
that was interrupted resumes from it (arena_partial.py).

Reported per pairing: wins, losses, draws, errors, the score of the first-named bot
(a draw counts one half) with its 95% Wilson interval, its plain win rate over all games
and over decided games, the Elo difference the score implies, and each bot's decision
times (median, p99, max). An Elo table fitted to all pairings by maximum likelihood
(Bradley-Terry, one virtual draw per pairing keeps 100% scores finite; mean 1500) closes
the report. Results are saved as JSON (--out).
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import os
import statistics
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .arena_partial import (
    PartialResults,
    PartialResultsError,
    make_header,
    partial_path,
)
from .selfplay import derive_seed
from ..core.stats import wilson



class ArenaError(ValueError):
    """A user mistake in the arena's arguments; the message says what is wrong."""


def elo_from_score(p: float) -> float:
    """The Elo difference that an expected score p implies (clamped to +-800)."""
    p = min(max(p, 0.0099), 0.9901)
    return -400.0 * math.log10(1.0 / p - 1.0)


def fit_elo(names: Sequence[str], pairings: Sequence[dict[str, Any]], iters: int = 2000) -> dict[str, float]:
    """Bradley-Terry ratings by minorize-maximize; one virtual draw per pairing; mean 1500."""
    idx = {n: i for i, n in enumerate(names)}
    k = len(names)
    wins = [0.0] * k
    games = [[0.0] * k for _ in range(k)]
    for p in pairings:
        a, b = idx[p["a"]], idx[p["b"]]
        n = p["wins_a"] + p["wins_b"] + p["draws"] + 1
        wins[a] += p["wins_a"] + 0.5 * p["draws"] + 0.5
        wins[b] += p["wins_b"] + 0.5 * p["draws"] + 0.5
        games[a][b] += n
        games[b][a] += n
    gamma = [1.0] * k
    for _ in range(iters):
        new = []
        for i in range(k):
            denom = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(k) if j != i and games[i][j])
            new.append(wins[i] / denom if denom else gamma[i])
        mean_log = sum(math.log(g) for g in new) / k
        new = [g / math.exp(mean_log) for g in new]
        done = max(abs(a - b) for a, b in zip(new, gamma)) < 1e-10
        gamma = new
        if done:
            break
    return {n: round(1500 + 400 * math.log10(gamma[idx[n]]), 1) for n in names}


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


# -- one game, in a worker --------------------------------------------------------------
def play_one(task: dict[str, Any]) -> dict[str, Any]:
    """Play one arena game; never raises (an error is reported in the result)."""
    from ..bots import make_bot
    from ..core.playloop import play_match
    from ..core.rng import Rng
    from ..games.registry import get_game
    seats = int(task.get("seats", 2))
    out: dict[str, Any] = {"task": task["id"], "winners": [], "draw": False, "actions": 0,
                           "times": [[] for _ in range(seats)], "error": None}
    try:
        spec = get_game(task["game"])
        options = {"teams": True} if task.get("teams") else {}
        match = spec.new_match(task["deal_seed"], seats, task["deck"], first_seat=task["first"], **options)
        bots = [make_bot(task["seat_bots"][s], Rng(task["bot_seeds"][s])) for s in range(seats)]
        play_match(spec, match, bots, on_decision=lambda seat, s: out["times"][seat].append(s),
                   clock=time.perf_counter)
        out["actions"] = len(match.actions)
        result = match.result()
        out["winners"] = list(result.winners) if result is not None else []
        out["draw"] = result is None or result.draw
    except Exception:   # noqa: BLE001 - a game that raises is reported, not fatal
        out["error"] = f"game {task['id']} (deal seed {task['deal_seed']}):\n{traceback.format_exc()}"
    return out


# -- planning and reporting ------------------------------------------------------------
def plan(game: str, keys: Sequence[str], specs: Sequence[str], games: int, decks: Sequence[str],
         seed: int, seats: int = 2, teams: bool = False) -> list[dict[str, Any]]:
    """Every game of the round robin: pairs x deals x (seats as dealt, seats swapped). At a
    table of more than two seats the pair's bots sit in turn (A, B, A, B...: in a team game
    A is seats 1+3, B 2+4) and the swapped game turns every seat over; the first seat goes
    round the table deal by deal."""
    deals = max(1, (games + 1) // 2)
    tasks: list[dict[str, Any]] = []
    for i in range(len(keys)):
        for j in range(i + 1, len(keys)):
            for d in range(deals):
                for swap in (0, 1):
                    order = (j, i) if swap else (i, j)
                    sitting = [order[s % 2] for s in range(seats)]
                    task = {
                        "id": len(tasks), "game": game, "pair": (i, j), "deal": d, "swap": swap,
                        "deal_seed": derive_seed(seed, "deal", d), "deck": decks[d % len(decks)],
                        "first": d % seats, "seat_keys": [keys[o] for o in sitting],
                        "seat_bots": [specs[o] for o in sitting],
                        "bot_seeds": [derive_seed(seed, "bot", i, j, d, swap, s) for s in range(seats)],
                    }
                    if seats != 2 or teams:
                        task.update(seats=seats, teams=teams)
                    tasks.append(task)
    return tasks


def summarize(game: str, keys: Sequence[str], tasks: Sequence[dict[str, Any]],
              results: Sequence[dict[str, Any]], seed: int, seconds: float, workers: int,
              decks: Sequence[str]) -> dict[str, Any]:
    """The arena's JSON document."""
    by_id = {r["task"]: r for r in results}
    pairs: dict[tuple[int, int], dict[str, Any]] = {}
    times: dict[str, list[float]] = {k: [] for k in keys}
    first_error = None
    for t in tasks:
        i, j = t["pair"]
        p = pairs.setdefault((i, j), {"a": keys[i], "b": keys[j], "games": 0, "wins_a": 0, "wins_b": 0,
                                      "draws": 0, "errors": 0, "actions": 0})
        r = by_id[t["id"]]
        p["games"] += 1
        if r["error"]:
            p["errors"] += 1
            first_error = first_error or r["error"]
            continue
        p["actions"] += r["actions"]
        for s, spent in enumerate(r["times"]):
            times[t["seat_keys"][s]].extend(spent)
        a_seats = {s for s, key in enumerate(t["seat_keys"]) if key == keys[i]}
        winners = set(r["winners"])
        if r["draw"] or not winners or (winners & a_seats and winners - a_seats):
            p["draws"] += 1          # no winner, or a win shared across the pair (free-for-all)
        elif winners <= a_seats:
            p["wins_a"] += 1
        else:
            p["wins_b"] += 1
    pairings = []
    for p in pairs.values():
        done = p["games"] - p["errors"]
        score = p["wins_a"] + 0.5 * p["draws"]
        lo, hi = wilson(score, done)
        rate = score / done if done else 0.0
        decided = p["wins_a"] + p["wins_b"]
        actions = p.pop("actions")
        pairings.append({**p, "score_a": round(rate, 4), "ci95": [round(lo, 4), round(hi, 4)],
                         "win_rate_a": round(p["wins_a"] / done, 4) if done else 0.0,
                         "win_rate_a_decided": round(p["wins_a"] / decided, 4) if decided else None,
                         "elo_diff": round(elo_from_score(rate), 1) if done else None,
                         "elo_ci95": [round(elo_from_score(lo), 1), round(elo_from_score(hi), 1)],
                         "mean_actions": round(actions / done, 1) if done else 0.0})
    decisions = {k: {"decisions": len(v), "median_s": round(statistics.median(v), 4) if v else 0.0,
                     "p99_s": round(_percentile(v, 0.99), 4), "max_s": round(max(v), 4) if v else 0.0}
                 for k, v in times.items()}
    seats = int(tasks[0].get("seats", 2)) if tasks else 2
    shape = {"seats": seats, "teams": bool(tasks[0].get("teams"))} if seats != 2 else {}
    return {"game": game, "bots": list(keys), **shape, "seed": seed, "decks": list(decks), "workers": workers,
            "games": len(tasks), "errors": sum(p["errors"] for p in pairings),
            "pairings": pairings, "elo": fit_elo(keys, pairings), "decision_times": decisions,
            "seconds": round(seconds, 2), "first_error": first_error}


def render(doc: dict[str, Any]) -> str:
    """The report as text tables."""
    where = f"{doc['workers']} workers" + (" on Ray" if doc.get("ray") is not None else "")
    resumed = f" ({doc['resumed']} resumed)" if doc.get("resumed") else ""
    table = ""
    if doc.get("seats", 2) != 2:
        table = f" at {doc['seats']} seats ({'two teams' if doc.get('teams') else 'free-for-all'}; A and B sit in turn)"
    lines = [f"arena {doc['game']}{table}: {doc['games']} games{resumed}, {where}, {doc['seconds']} s"]
    w = max([len(k) for k in doc["bots"]] + [6])
    lines.append(f"{'bot A':<{w}}  {'bot B':<{w}}  {'W-L-D':>11}  {'score A':>7}  {'95% CI':>15}  {'Elo A-B':>8}")
    for p in doc["pairings"]:
        wld = f"{p['wins_a']}-{p['wins_b']}-{p['draws']}"
        ci = f"[{p['ci95'][0]:.3f}, {p['ci95'][1]:.3f}]"
        elo = "" if p["elo_diff"] is None else f"{p['elo_diff']:+.0f}"
        err = f"  ({p['errors']} errors)" if p["errors"] else ""
        lines.append(f"{p['a']:<{w}}  {p['b']:<{w}}  {wld:>11}  {p['score_a']:>7.3f}  {ci:>15}  {elo:>8}{err}")
    lines.append("")
    lines.append(f"{'Elo':<{w}}  {'rating':>7}  {'decision median':>15}  {'p99':>7}  {'max':>7}")
    for name, rating in sorted(doc["elo"].items(), key=lambda kv: -kv[1]):
        t = doc["decision_times"][name]
        lines.append(f"{name:<{w}}  {rating:>7.0f}  {t['median_s'] * 1000:>13.1f}ms  {t['p99_s'] * 1000:>5.0f}ms"
                     f"  {t.get('max_s', 0.0) * 1000:>5.0f}ms")
    return "\n".join(lines)


class ArenaInterrupted(KeyboardInterrupt):
    """An interrupted run whose finished games are kept; the message says where."""


def run(game: str, bots: Sequence[str], games: int = 20, decks: Sequence[str] | None = None,
        workers: int | None = None, seed: int = 0, progress: Any = None, ray: str | None = None,
        partial: str | Path | None = None, fresh: bool = False,
        note: Callable[[str], None] | None = None, seats: int = 2, teams: bool = False) -> dict[str, Any]:
    """Validate, plan, play (in-process for one worker) and summarize a round robin.

    `ray`: None plays on local worker processes; "" on a new local Ray (`workers` CPUs);
    an address on that Ray cluster (an open Ray session in this process is used as is).
    `partial`: a file where each finished game is kept as it comes; the games a former
    run with the same arguments kept there are not played again (unless `fresh`). `note`
    receives one-line remarks (resuming, skipped lines). The caller deletes the file once
    it has saved the report. The report's "ray" is None, "local" or the address, and
    "resumed" the number of games taken from the partial file.
    """
    from ..bots import UnknownBot, make_bot
    from ..core.rng import Rng
    from ..games.registry import UnknownGame, get_game
    try:
        spec = get_game(game)
    except UnknownGame as exc:
        raise ArenaError(str(exc)) from None
    if not spec.min_seats <= seats <= spec.max_seats:
        raise ArenaError(f"{spec.name} is played by {spec.min_seats} to {spec.max_seats} players, not {seats}")
    if teams and not spec.supports_teams:
        raise ArenaError(f"{spec.name} has no team games (--teams)")
    if teams and (seats < 4 or seats % 2):
        raise ArenaError(f"team games need 4 players, two teams of two (--seats 4), not {seats}")
    names = [b.strip() for b in bots if b.strip()]
    if len(names) < 2:
        raise ArenaError("the arena needs at least two bots (--bots A,B)")
    for name in names:
        try:
            make_bot(name, Rng(0))
        except UnknownBot as exc:
            raise ArenaError(str(exc)) from None
    deck_list = list(decks) if decks else [spec.deck_names[0]]
    for d in deck_list:
        try:
            spec.decks_for(d, seats)    # a game may accept more than a plain name ("a/b", the player's decks)
        except (ValueError, KeyError) as exc:
            raise ArenaError(str(exc)) from None
    if teams:
        try:
            spec.rules.new_state(spec.setup(0, seats, deck_list[0], teams=True))
        except (ValueError, KeyError) as exc:
            raise ArenaError(str(exc)) from None
    if games < 1:
        raise ArenaError("--games must be at least 1")
    seen: dict[str, int] = {}
    keys = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        keys.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    tasks = plan(spec.name, keys, names, games, deck_list, seed, seats, teams)
    if ray is not None:
        from .arena_ray import import_ray
        import_ray()   # without Ray, say so before anything is written
    store = None
    done: dict[int, dict[str, Any]] = {}
    if partial is not None:
        header = make_header(spec.name, keys, 2 * max(1, (games + 1) // 2), deck_list, seed)
        if seats != 2 or teams:
            header.update(seats=seats, teams=teams)    # a run at another table is another arena
        store = PartialResults(Path(partial), header, len(tasks), fresh, note)
        try:
            done = store.open()
        except PartialResultsError as exc:
            raise ArenaError(str(exc)) from None
    if progress is not None and done:
        progress.advance(len(done))
    todo = [t for t in tasks if t["id"] not in done]
    results = list(done.values())

    def finished(result: dict[str, Any]) -> None:
        results.append(result)
        if store is not None:
            store.add(result)
        if progress is not None:
            progress.advance()

    start = time.perf_counter()
    try:
        k = _play(todo, workers, ray, finished)
    except (ArenaError, KeyboardInterrupt) as exc:
        if store is None or store.kept == 0:
            if store is not None:
                store.remove()   # nothing to resume from
            raise
        kept = f"{store.kept} of {len(tasks)} games kept in {store.path}: the same command resumes"
        if isinstance(exc, ArenaError):
            raise ArenaError(f"{exc}; {kept}") from None
        raise ArenaInterrupted(f"interrupted; {kept}") from None
    finally:
        if store is not None:
            store.close()
    doc = summarize(spec.name, keys, tasks, results, seed, time.perf_counter() - start, k, deck_list)
    doc["ray"] = None if ray is None else (ray or "local")
    doc["resumed"] = len(done)
    return doc


def _play(tasks: Sequence[dict[str, Any]], workers: int | None, ray: str | None,
          finished: Callable[[dict[str, Any]], None]) -> int:
    """Play `tasks` (in-process, on a spawn pool or on Ray), `finished` called on each
    result as it comes; return the number of workers."""
    if ray is not None:
        from .arena_ray import play_on_ray
        return play_on_ray(tasks, ray, workers, finished) if tasks else 0
    k = max(1, min(workers or os.cpu_count() or 1, len(tasks)))
    if k == 1:
        for t in tasks:
            finished(play_one(t))
    else:
        with mp.get_context("spawn").Pool(k) as pool:
            for r in pool.imap_unordered(play_one, tasks):
                finished(r)
    return k


# -- command line ----------------------------------------------------------------------
def add_arena_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register `arena` on a subparsers object; the handler is `run_arena`."""
    p = subparsers.add_parser("arena", help="round robin between bots with confidence intervals and Elo",
                              description="A round robin between bots on all local cores: mirrored deals, "
                              "win rates with 95% intervals, an Elo table; results saved as JSON.")
    p.add_argument("game", help="game name (see `tabletop games`)")
    p.add_argument("--bots", required=True, help="comma-separated bot specs, e.g. random,greedy,search:1")
    p.add_argument("--games", type=int, default=20,
                   help="games per pairing, rounded up to even: each deal is played from both seats (default 20)")
    p.add_argument("--decks", default=None, help="comma-separated deck names, used in turn deal by deal")
    p.add_argument("--workers", type=int, default=None,
                   help="worker processes (default: all cores); with --ray, games in flight at once")
    p.add_argument("--seed", type=int, default=0, help="seed of the deals and the bots' RNGs")
    p.add_argument("--seats", type=int, default=2,
                   help="players at the table (default 2); at more, the pair's bots sit in turn A, B, A, B...")
    p.add_argument("--teams", action="store_true", help="a team game (2v2: A holds seats 1+3, B seats 2+4)")
    p.add_argument("--json", action="store_true", help="print the JSON report instead of tables")
    p.add_argument("--out", default=None, help="save the JSON report here (default arena-GAME.json; '-' for none)")
    p.add_argument("--ray", nargs="?", const="", default=None, metavar="ADDRESS",
                   help="play the games as Ray tasks: on a new local Ray, or on the cluster at ADDRESS "
                   "(host:port); needs pip install -e \".[cluster]\"")
    p.add_argument("--fresh", action="store_true",
                   help="ignore the partial results of an interrupted run (OUT.partial.jsonl) and start over")
    p.set_defaults(func=run_arena)
    return p


def run_arena(args: argparse.Namespace) -> int:
    """Run the arena from parsed arguments; 0 on success, 2 on a user mistake, 1 on game errors."""
    from ..bots import split_specs
    from ..core.text import escape_lines, one_line
    from .progress import Progress
    bots = [b for b in split_specs(args.bots) if b]
    decks = [d.strip() for d in args.decks.split(",") if d.strip()] if args.decks else None
    if decks:
        from ..games.registry import UnknownGame, get_game
        from .deck import DeckCommandError, deck_argument
        try:
            spec = get_game(args.game)
            decks = [deck_argument(spec, d) for d in decks]   # a decklist file: kept, then played by name
        except (UnknownGame, DeckCommandError) as exc:
            print(f"tabletop arena: {one_line(str(exc))}", file=sys.stderr)
            return 2
    if args.workers is not None and args.workers < 1:
        print("tabletop arena: --workers must be at least 1", file=sys.stderr)
        return 2
    pairs = len(bots) * (len(bots) - 1) // 2
    total = pairs * 2 * max(1, (args.games + 1) // 2)
    out = args.out if args.out is not None else f"arena-{_game_name(args.game)}.json"
    partial = partial_path(out) if out != "-" else None

    def note(message: str) -> None:
        bar.close()
        print(f"tabletop arena: {one_line(message)}", file=sys.stderr)

    bar = Progress(total, f"arena {args.game}")
    try:
        doc = run(args.game, bots, args.games, decks, args.workers, args.seed, bar, ray=args.ray,
                  partial=partial, fresh=args.fresh, note=note, seats=args.seats, teams=args.teams)
    except ArenaError as exc:
        bar.close()
        print(f"tabletop arena: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except ArenaInterrupted as exc:
        bar.close()
        print(f"tabletop arena: {one_line(str(exc))}", file=sys.stderr)
        return 130
    finally:
        bar.close()
    if out != "-":
        path = Path(out)
        try:
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
            os.replace(tmp, path)
            doc["saved"] = str(path)
        except OSError as exc:
            print(f"tabletop arena: cannot save results to {one_line(out)}: {one_line(str(exc))}; the games "
                  f"played are kept in {one_line(str(partial))}", file=sys.stderr)
            return 2
        if partial is not None:
            try:
                partial.unlink(missing_ok=True)
            except OSError as exc:
                note(f"cannot remove {partial}: {exc}")
    if doc["first_error"]:
        print(escape_lines(doc["first_error"]), file=sys.stderr)
    if args.json:
        print(json.dumps(doc, indent=2))
    else:
        print(render(doc))
        if out != "-":
            print(f"results saved to {one_line(out)}")
    return 1 if doc["errors"] else 0


def _game_name(game: str) -> str:
    """The game's registered name (the default report is named after it), or `game` as
    given when there is no such game (`run` then says so)."""
    from ..games.registry import UnknownGame, get_game
    try:
        return get_game(game).name
    except UnknownGame:
        return game


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m simulator.commands.arena ...` (the same as `tabletop arena ...`)."""
    parser = argparse.ArgumentParser(prog="tabletop")
    add_arena_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["arena", *(sys.argv[1:] if argv is None else argv)])
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
