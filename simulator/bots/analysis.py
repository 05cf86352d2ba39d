"""Post-game analysis: the search bot's judgement of every decision of a recorded game.

For each decision (a step where the deciding seat had more than one legal action) the
search bot looks at the position from that seat's observation only — what the player could
know — unless `reveal` is set, when it searches the true position with every card shown.
It reports the win chance it estimates for the seat with its own best move (`win_before`),
that move (`best`), the win chance after the move actually made (`win_after`: a second
search whose only root move is the played one) and the difference (`loss`, never
negative; 0 when the played move is the bot's own choice).

Each step is judged on its own, with a seed derived from the run's seed and the step
number, so a node budget gives the same verdicts however the steps are spread over
processes (a time budget trades that for speed: how far a search gets depends on the
machine). Nothing here imports pygame; `commands/analyze.py` runs it on all cores and
writes the sidecar file, the replay viewer reads it.
"""
from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action
from ..core.game import Game, Setup
from ..core.rng import Rng
from .search import SearchBot

DEFAULT_NODES = 300        # search iterations per judgement when no time budget is given


@dataclass(frozen=True)
class Verdict:
    """The judgement of one decision: the JSON row of `tabletop analyze`."""

    step: int              # actions applied before the decision (0: the first decision)
    seat: int
    played: str            # the move made, in words
    best: str              # the bot's preferred move, in words
    win_before: float      # the seat's estimated win chance with the best move, in [0, 1]
    win_after: float       # ... after the move actually made
    loss: float            # win_before - win_after, at least 0
    played_action: Action
    best_action: Action

    def to_json(self) -> dict[str, Any]:
        """The row as JSON-able data (moves both in words and as actions)."""
        return {"step": self.step, "seat": self.seat, "played": self.played, "best": self.best,
                "win_before": round(self.win_before, 4), "win_after": round(self.win_after, 4),
                "loss": round(self.loss, 4), "played_action": self.played_action.to_json(),
                "best_action": self.best_action.to_json()}

    @classmethod
    def from_json(cls, row: Any) -> Verdict:
        """Inverse of to_json; ValueError on anything malformed (sidecars are untrusted)."""
        if not isinstance(row, dict):
            raise ValueError("a step must be an object")
        try:
            step, seat = row["step"], row["seat"]
            nums = [row["win_before"], row["win_after"], row["loss"]]
            played, best = row["played"], row["best"]
        except KeyError as exc:
            raise ValueError(f"a step lacks {exc.args[0]!r}") from None
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1_000_000 for v in (step, seat)):
            raise ValueError("a step's step and seat must be small non-negative integers")
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and -1.0 <= v <= 1.0 for v in nums):
            raise ValueError("a step's win chances must be numbers in [0, 1]")
        if not isinstance(played, str) or not isinstance(best, str) or len(played) > 300 or len(best) > 300:
            raise ValueError("a step's moves must be short texts")
        return cls(step, seat, played, best, float(nums[0]), float(nums[1]), float(nums[2]),
                   Action.from_json(row["played_action"]), Action.from_json(row["best_action"]))


def step_seed(seed: int, step: int) -> int:
    """The search seed for one step, derived from the run's seed (stable across runs)."""
    digest = hashlib.blake2b(f"analyze:{seed}:{step}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 11


def decisions(game: Game, setup: Setup, actions: Sequence[Action],
              seats: Sequence[int] | None = None) -> list[int]:
    """The steps at which a seat (one of `seats`, default all) chose among several actions."""
    rules = game.rules
    state = rules.new_state(setup)
    out = []
    for step, action in enumerate(actions):
        if (seats is None or action.seat in seats) and len(rules.legal_actions(state)) > 1:
            out.append(step)
        rules.apply(state, action)
    return out


def judge(game: Game, setup: Setup, actions: Sequence[Action], step: int, *, nodes: int | None = DEFAULT_NODES,
          seconds: float | None = None, seed: int = 0, reveal: bool = False,
          state: Any = None) -> Verdict:
    """The verdict on the decision before actions[step] (`state`: the position there, if
    the caller has it; else it is replayed)."""
    rules = game.rules
    if state is None:
        state = rules.new_state(setup)
        for action in actions[:step]:
            rules.apply(state, action)
    played = actions[step]
    seat = played.seat
    legal = rules.legal_actions(state)
    observation = rules.observation(state, None if reveal else seat)
    deal = None
    if reveal:
        truth = rules.clone(state)
        deal = lambda rng: rules.clone(truth)
    rng = Rng(step_seed(seed, step))
    if nodes is None and seconds is None:
        nodes = DEFAULT_NODES
    bot = SearchBot(rng.fork(), seconds=seconds, nodes=nodes)
    best, before = bot.search(game, observation, seat, legal, deal=deal)
    if played == best:
        after = before
    else:
        again = SearchBot(rng.fork(), seconds=seconds, nodes=nodes)
        _, after = again.search(game, observation, seat, [played], deal=deal)
    return Verdict(step, seat, rules.describe(state, played), rules.describe(state, best), before, after,
                   max(0.0, before - after), played, best)


def biggest_swings(verdicts: Sequence[Verdict], count: int = 3, at_least: float = 0.1) -> list[Verdict]:
    """The decisions that lost the most (at least `at_least`), largest first."""
    worst = sorted((v for v in verdicts if v.loss >= at_least), key=lambda v: (-v.loss, v.step))
    return worst[:count]


# -- the worker side, for the command's and the replay viewer's process pools --------------
_JOB: dict[str, Any] = {}


def init_worker(game_name: str, setup: Setup, actions: list[dict[str, Any]], options: dict[str, Any]) -> None:
    """A worker process: load the game and the recorded actions once; `options` are judge's
    nodes, seconds, seed and reveal."""
    from ..games.registry import get_game

    _JOB.update(game=get_game(game_name), setup=setup, actions=[Action.from_json(a) for a in actions],
                options=options)


def judge_in_worker(step: int) -> dict[str, Any]:
    """A worker process: the verdict on one decision, as JSON data."""
    o = _JOB["options"]
    return judge(_JOB["game"], _JOB["setup"], _JOB["actions"], step, nodes=o["nodes"], seconds=o["seconds"],
                 seed=o["seed"], reveal=o["reveal"]).to_json()
