"""The "bots" section of `tabletop bench`: clone cost and search speed per game, one core.

clone_us: the median, over RUNS runs, of the mean time of `rules.clone` over positions
taken from seeded random games (early, middle and late positions alike).
search_iterations_per_second: the median, over POSITIONS decision points of seeded
random games, of the search bot's iterations per second with SEARCH_SECONDS per decision
(an iteration = a fresh determinization, a walk down the tree, a rollout, an evaluation);
a quick bench (`--games` under 200) searches each position for less time.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable

from ..bots.search import SearchBot
from ..core.rng import Rng
from ..core.game import Game
from ..games.registry import game_names, get_game

RUNS = 5
CLONES = 200           # clones per position per run
POSITIONS = 6          # decision points searched per game
SEARCH_SECONDS = 0.25  # search budget per decision point


def _positions(spec: Game, seed: int, every: int = 3) -> list[tuple[Any, int, list[Any]]]:
    """(state, deciding seat, legal) at every `every`-th decision of a few random games."""
    rules = spec.rules
    out = []
    for g in range(4):
        rng = Rng(seed + 101 * g)
        state = rules.new_state(spec.setup(seed + g, spec.min_seats))
        step = 0
        while (decision := rules.decision(state)) is not None:
            legal = rules.legal_actions(state)
            if step % every == 0:
                out.append((rules.clone(state), decision.seat, legal))
            rules.apply(state, rng.choice(legal))
            step += 1
    return out


def search_seconds(games: int) -> float:
    """The search budget per position: SEARCH_SECONDS, less for a quick bench (--games < 200)."""
    return min(SEARCH_SECONDS, max(0.05, games / 800))


def bot_figures(spec: Game, seed: int = 0, tick: Callable[[], None] | None = None,
                seconds: float = SEARCH_SECONDS) -> dict[str, Any]:
    """One game's bot figures: {"clone_us", "search_iterations_per_second", ...}."""
    rules = spec.rules
    points = _positions(spec, seed)
    clock = time.perf_counter
    runs = []
    for _ in range(RUNS):
        start = clock()
        for state, _, _ in points:
            for _ in range(CLONES):
                rules.clone(state)
        runs.append((clock() - start) / (len(points) * CLONES) * 1e6)
        if tick:
            tick()
    choices = [p for p in points if len(p[2]) > 1]
    step = max(1, len(choices) // POSITIONS)
    rates = []
    for i, (state, seat, legal) in enumerate(choices[::step][:POSITIONS]):
        bot = SearchBot(Rng(seed + i), seconds=seconds)
        bot.search(spec, rules.observation(state, seat), seat, legal)
        stats = bot.last_stats
        rates.append(stats["iterations"] / stats["seconds"])
        if tick:
            tick()
    return {
        "clone_us": round(statistics.median(runs), 2),
        "search_iterations_per_second": round(statistics.median(rates), 1) if rates else 0.0,
        "search_iterations_per_second_min": round(min(rates), 1) if rates else 0.0,
        "search_positions": len(rates),
        "search_seconds": seconds,
    }


def bots_section(seed: int = 0, tick: Callable[[], None] | None = None, games: int = 200) -> dict[str, Any]:
    """The bench --json "bots" section: {game: bot_figures}."""
    seconds = search_seconds(games)
    return {name: bot_figures(get_game(name), seed, tick, seconds) for name in game_names()}


def bots_units() -> int:
    """How many ticks bots_section makes (for a progress bar)."""
    return (RUNS + POSITIONS) * len(game_names())


def format_bots(section: dict[str, Any]) -> list[str]:
    """Lines for the human-readable bench table."""
    lines: list[str] = []
    for name, b in section.items():
        if not lines:
            lines.append(f"bots (one core; search {b['search_seconds']} s per decision, "
                         f"median of {b['search_positions']} positions)")
        lines.append(f"  {name:<10} clone {b['clone_us']:>7.2f} us   search "
                     f"{b['search_iterations_per_second']:>8.1f} iterations/s "
                     f"(min {b['search_iterations_per_second_min']:.1f})")
    return lines
