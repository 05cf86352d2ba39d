"""The reference run beside `tabletop bench`'s engine figures: RLCard's UNO, random agents
through its own environment loop, timed the same way as our random playouts (one core, the
same sitting). Only when the player has installed rlcard; it is never a dependency."""
from __future__ import annotations

import importlib.util
import time
from typing import Any, Callable

INSTALL = "pip install rlcard"


def uno_available() -> bool:
    """Whether rlcard can be imported (looked up without importing it)."""
    return importlib.util.find_spec("rlcard") is not None


def uno_figures(games: int, seed: int = 0, tick: Callable[[], None] | None = None) -> dict[str, Any]:
    """RLCard's UNO: `games` games between its RandomAgents, each step the agent's choice then
    env.step (what env.run does, without keeping trajectories). Steps per second is the figure
    the issue compares our actions per second with."""
    import rlcard   # type: ignore[import-not-found,import-untyped,unused-ignore]
    from rlcard.agents import RandomAgent   # type: ignore[import-not-found,import-untyped,unused-ignore]

    env = rlcard.make("uno", config={"seed": seed})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]
    steps = 0
    start = time.perf_counter()
    for _ in range(games):
        state, player = env.reset()
        while not env.is_over():
            state, player = env.step(agents[player].step(state))
            steps += 1
        if tick:
            tick()
    elapsed = time.perf_counter() - start
    return {"steps_per_second": round(steps / elapsed, 1), "games_per_second": round(games / elapsed, 1),
            "mean_steps": round(steps / games, 1), "rlcard": getattr(rlcard, "__version__", "?")}


def format_reference(report: dict[str, Any]) -> list[str]:
    """The bench table's lines for the reference: UNO's steps and each game's actions as a multiple of them."""
    uno = report.get("reference", {}).get("uno")
    if not uno:
        return []
    lines = [f"reference: RLCard {uno['rlcard']} UNO, random agents: {uno['steps_per_second']:,.0f} steps/s "
             f"({uno['games_per_second']:.1f} games/s, {uno['mean_steps']} steps/game)"]
    for name, e in report["engine"].items():
        ratio = e["actions_per_second"] / uno["steps_per_second"] if uno["steps_per_second"] else 0.0
        lines.append(f"  {name:<10} {e['actions_per_second']:>9,.0f} actions/s = {ratio:.2f}x UNO's steps")
    return lines
