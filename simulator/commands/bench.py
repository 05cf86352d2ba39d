"""The performance suite behind `tabletop bench`: engine speed per game, save/load/seek times."""
from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from ..bots.random_bot import RandomBot
from ..core.match import Match
from ..core.playloop import play_match
from ..core.replay import ReplayCursor
from ..core.rng import Rng
from ..core.saves import load_save, save_match
from ..core.game import Game
from ..games.registry import game_names, get_game

SAVE_REPEATS = 7      # save and load+verify are timed this many times; the median is kept
SEEKS = 301           # random seeks timed for seek_ms


def _random_game(spec: Game, seed: int, seats: int, rng: Rng) -> Match:
    """One game between random bots through the one play loop (as a player's game is)."""
    bots = [RandomBot(rng.fork()) for _ in range(seats)]
    return play_match(spec, spec.new_match(seed, seats), bots)


def engine_figures(spec: Game, games: int, seed: int = 0,
                   tick: Callable[[], None] | None = None) -> dict[str, float]:
    """Random playouts on the bare rules: games per second, then per-call latencies, then
    the same games as self-play.

    Three passes over the same seeded games: the first untimed per call (games per second
    of the bare engine), the second timing each legal_actions() and apply() call, the
    third playing random bots through the one play loop with checked actions and
    observations as bots get them (selfplay_games_per_second; `selfplay_share` is its
    ratio to the bare engine's figure).
    """
    rules, seats = spec.rules, spec.min_seats
    setups = [spec.setup(seed + i, seats) for i in range(games)]

    start = time.perf_counter()
    for i, setup in enumerate(setups):
        rng = Rng(seed + 7919 * i)
        state = rules.new_state(setup)
        legal = rules.legal_actions(state)
        while legal:
            rules.apply(state, rng.choice(legal))
            legal = rules.legal_actions(state)
        if tick:
            tick()
    elapsed = time.perf_counter() - start

    clock = time.perf_counter_ns
    legal_ns = apply_ns = legal_calls = apply_calls = 0
    for i, setup in enumerate(setups):
        rng = Rng(seed + 7919 * i)
        state = rules.new_state(setup)
        while True:
            t0 = clock()
            legal = rules.legal_actions(state)
            t1 = clock()
            legal_ns += t1 - t0
            legal_calls += 1
            if not legal:
                break
            action = rng.choice(legal)
            t0 = clock()
            rules.apply(state, action)
            apply_ns += clock() - t0
            apply_calls += 1
        if tick:
            tick()

    start = time.perf_counter()
    for i, setup in enumerate(setups):
        match = Match(spec, setup)
        bots = [RandomBot(Rng(seed + 7919 * i + s)) for s in range(seats)]
        play_match(spec, match, bots)
        if tick:
            tick()
    selfplay = games / (time.perf_counter() - start)
    bare = games / elapsed
    return {
        "games_per_second": round(bare, 1),
        "selfplay_games_per_second": round(selfplay, 1),
        "selfplay_share": round(selfplay / bare, 3),
        "legal_actions_us": round(legal_ns / max(1, legal_calls) / 1000, 2),
        "apply_us": round(apply_ns / max(1, apply_calls) / 1000, 2),
        "seats": seats,
        "mean_actions": round(apply_calls / games, 1),
        "actions_per_second": round(bare * apply_calls / games, 1),
    }


def _median_ms(fn: Callable[[], Any], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return round(statistics.median(times) * 1000, 3)


def longest_game(games: int, seed: int = 0, tick: Callable[[], None] | None = None) -> Match:
    """The longest of `games` random games over every registered game and seat count."""
    best: Match | None = None
    rng = Rng(seed ^ 0x5A5E)
    i = 0
    for name in game_names():
        spec = get_game(name)
        seat_counts = list(range(spec.min_seats, spec.max_seats + 1))
        for j in range(games):
            match = _random_game(spec, seed + i, seat_counts[j % len(seat_counts)], rng)
            i += 1
            if best is None or len(match.actions) > len(best.actions):
                best = match
            if tick:
                tick()
    assert best is not None
    return best


def save_figures(match: Match, seed: int = 0) -> dict[str, Any]:
    """save_ms and load_verify_ms (medians) for `match`, and seek_ms (median of random seeks)."""
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as tmp:
        path = Path(tmp) / "bench.json"
        save_ms = _median_ms(lambda: save_match(match, path), SAVE_REPEATS)
        load_ms = _median_ms(lambda: load_save(path, get_game), SAVE_REPEATS)
    t0 = time.perf_counter()
    cursor = ReplayCursor.from_match(match)
    build_ms = (time.perf_counter() - t0) * 1000
    rng = Rng(seed ^ 0x5EE4)
    seeks = []
    for _ in range(SEEKS):
        target = rng.below(cursor.length + 1)
        t0 = time.perf_counter()
        cursor.seek(target)
        seeks.append(time.perf_counter() - t0)
    return {
        "save_ms": save_ms,
        "load_verify_ms": load_ms,
        "seek_ms": round(statistics.median(seeks) * 1000, 4),
        "seek_max_ms": round(max(seeks) * 1000, 4),
        "replay_build_ms": round(build_ms, 3),
        "actions": len(match.actions),
        "game": match.setup.game,
        "seats": match.setup.seats,
    }


def run_bench(games: int = 200, seed: int = 0, tick: Callable[[], None] | None = None,
              uno: bool = False) -> dict[str, Any]:
    """The bench --json document: {"engine": {game: {...}}, "saves": {...}, "view", "bots"}, and
    "reference" (RLCard's UNO, timed in the same sitting) when `uno`."""
    engine = {name: engine_figures(get_game(name), games, seed, tick) for name in game_names()}
    reference = {}
    if uno:
        from .bench_reference import uno_figures

        reference = {"reference": {"uno": uno_figures(games, seed, tick)}}
    saves = save_figures(longest_game(games, seed, tick), seed)
    from .bench_view import view_figures

    from .bench_bots import bots_section

    return {"build": engine_build(), "engine": engine, **reference, "saves": saves, "view": view_figures(),
            "bots": bots_section(seed, tick, games)}


def engine_build() -> dict[str, str]:
    """Each game's engine as this run uses it: "compiled" (mypyc), or Python and why."""
    from ..compiled import build_state

    state = build_state()
    return {name: state.get(f"simulator.games.{name}.compiled", "Python (not compiled)") for name in game_names()}


def bench_units(games: int, uno: bool = False) -> int:
    """How many ticks run_bench makes (for a progress bar)."""
    from .bench_bots import bots_units

    return 4 * games * len(game_names()) + bots_units() + (games if uno else 0)


def format_bench(report: dict[str, Any]) -> str:
    """The human-readable bench table."""
    lines = ["engine (random playouts, one core)"]
    if report.get("build"):
        lines.append("  build: " + "; ".join(f"{name} {how}" for name, how in report["build"].items()))
    for name, e in report["engine"].items():
        lines.append(f"  {name:<10} {e['games_per_second']:>9.1f} games/s (self-play {e['selfplay_games_per_second']:.1f}, "
                     f"{e['selfplay_share']:.0%})   legal_actions "
                     f"{e['legal_actions_us']:>7.2f} us   apply {e['apply_us']:>7.2f} us   "
                     f"({e['seats']} seats, {e['mean_actions']} actions/game)")
    from .bench_reference import format_reference

    lines.extend(format_reference(report))
    s = report["saves"]
    lines.append(f"saves (longest game on hand: {s['game']}, {s['seats']} seats, {s['actions']} actions)")
    lines.append(f"  save {s['save_ms']:.3f} ms   load+verify {s['load_verify_ms']:.3f} ms   "
                 f"seek {s['seek_ms']:.4f} ms (median, max {s['seek_max_ms']:.4f} ms)")
    v = report.get("view")
    if v:
        lines.append(f"view (Krieg table {v['size']}, {v['cards_on_board']} cards on the board, a card dragged)")
        lines.append(f"  start-up to menu {v['startup_s']:.3f} s   frame median {v['frame_ms_median']:.2f} ms   "
                     f"p99 {v['frame_ms_p99']:.2f} ms")
        if "idle_cpu" in v:
            lines.append(f"  a waiting table uses {v['idle_cpu']:.3f} of a core")
        if "picture_cache_bytes" in v:
            lines.append(f"  card art kept after viewing {v['cards_viewed']} pictures ({v['pictures_in_folder']} files "
                         f"of {v['picture_side']} px): {v['picture_cache_bytes'] / 2**20:.1f} MiB "
                         f"(at most {v['picture_cache_peak_bytes'] / 2**20:.1f}; budget "
                         f"{v['picture_cache_budget_bytes'] / 2**20:.0f} MiB)")
    if report.get("bots"):
        from .bench_bots import format_bots

        lines.extend(format_bots(report["bots"]))
    return "\n".join(lines)
