"""Post-game analysis: the search bot's judgement of every decision of a recorded game.

For each decision (a step where the deciding seat had more than one legal action) the
search bot looks at the position from that seat's observation only — what the player could
know — unless `reveal` is set, when it searches the true position with every card shown.
It reports the win chance it estimates for the seat with its own best move (`win_before`),
that move (`best`), the win chance after the move actually made (`win_after`: a second
search whose only root move is the played one) and the difference (`loss`, never
negative; 0 when the played move is the bot's own choice).

Every win chance goes through the game's calibration map (bots/calibration.py), so a
"74%" means that such positions are won about three times in four. A decision whose first
loss is a close call is searched again until the loss is clear of the class cuts
(bots/analysis_refine.py); it is marked (inaccuracy, mistake, blunder:
bots/analysis_marks.py) only when its loss exceeds the judgement's measured noise. Each
verdict also lists the best alternatives to the move made, with their win chances, and a
one-line reason where the game's evaluation can name what the better move gains
(bots/analysis_reason.py).

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
from .analysis_marks import CLASSES, mark_for
from .analysis_search import search_root
from .calibration import calibrate

DEFAULT_NODES = 300        # search iterations per judgement when no time budget is given
ALTERNATIVES = 3           # the other moves a verdict lists, best first
MAX_TEXT = 300             # characters of a move or a reason in words


@dataclass(frozen=True)
class Alternative:
    """A move the seat could have made instead, with the win chance the search gave it."""

    move: str              # in words
    action: Action
    chance: float          # in [0, 1], calibrated
    visits: int            # how often the search tried it (how much its chance rests on)

    def to_json(self) -> dict[str, Any]:
        """The alternative as JSON data."""
        return {"move": self.move, "action": self.action.to_json(), "chance": round(self.chance, 4),
                "visits": self.visits}

    @classmethod
    def from_json(cls, row: Any) -> Alternative:
        """Inverse of to_json; ValueError on anything malformed."""
        if not isinstance(row, dict):
            raise ValueError("an alternative must be an object")
        move, chance, visits = row.get("move"), row.get("chance"), row.get("visits", 0)
        if not isinstance(move, str) or len(move) > MAX_TEXT:
            raise ValueError("an alternative's move must be a short text")
        if not isinstance(chance, (int, float)) or not _number(chance, 0.0, 1.0):
            raise ValueError("an alternative's chance must be a number from 0 to 1")
        if not isinstance(visits, int) or isinstance(visits, bool) or not 0 <= visits < 10**9:
            raise ValueError("an alternative's visits must be a whole number")
        return cls(move, Action.from_json(row.get("action")), float(chance), visits)


def _number(value: Any, low: float, high: float) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high


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
    mark: str = ""          # "", "inaccuracy", "mistake" or "blunder" (bots/analysis_marks.py)
    noise: float | None = None    # the loss's measured noise where it was re-searched (else None)
    rounds: int = 0         # re-search rounds (0: the first judgement stands)
    alternatives: tuple[Alternative, ...] = ()   # the best other moves, best first
    reason: str = ""        # what the bot's choice gains over the move made ("" where the game cannot say)

    def to_json(self) -> dict[str, Any]:
        """The row as JSON-able data (moves both in words and as actions)."""
        row = {"step": self.step, "seat": self.seat, "played": self.played, "best": self.best,
               "win_before": round(self.win_before, 4), "win_after": round(self.win_after, 4),
               "loss": round(self.loss, 4), "played_action": self.played_action.to_json(),
               "best_action": self.best_action.to_json(), "mark": self.mark, "rounds": self.rounds,
               "alternatives": [a.to_json() for a in self.alternatives], "reason": self.reason}
        if self.noise is not None:
            row["noise"] = round(self.noise, 4)
        return row

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
        mark, noise, rounds = row.get("mark", ""), row.get("noise"), row.get("rounds", 0)
        reason, alternatives = row.get("reason", ""), row.get("alternatives", [])
        if mark not in ("", *CLASSES):
            raise ValueError("a step's mark must be inaccuracy, mistake, blunder or empty")
        if noise is not None and not _number(noise, 0.0, 1.0):
            raise ValueError("a step's noise must be a number from 0 to 1")
        if not isinstance(rounds, int) or isinstance(rounds, bool) or not 0 <= rounds <= 1000:
            raise ValueError("a step's rounds must be a small whole number")
        if not isinstance(reason, str) or len(reason) > MAX_TEXT:
            raise ValueError("a step's reason must be a short text")
        if not isinstance(alternatives, list) or len(alternatives) > 2 * ALTERNATIVES:
            raise ValueError(f"a step lists at most {2 * ALTERNATIVES} alternatives")
        return cls(step, seat, played, best, float(nums[0]), float(nums[1]), float(nums[2]),
                   Action.from_json(row["played_action"]), Action.from_json(row["best_action"]),
                   mark, None if noise is None else float(noise), rounds,
                   tuple(Alternative.from_json(a) for a in alternatives), reason)


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
          state: Any = None, refine: bool = True) -> Verdict:
    """The verdict on the decision before actions[step] (`state`: the position there, if
    the caller has it; else it is replayed). `refine`: re-search a close call until its
    loss is clear of the class cuts (bots/analysis_refine.py)."""
    from .analysis_reason import reason as reason_for
    from .analysis_refine import ROOT_BUDGET, SCREEN, first_look, valuer
    from .analysis_refine import refine as re_search

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
    chance = lambda raw: calibrate(game.name, raw)
    _, _, root = search_root(game, observation, seat, legal, rng.fork(), nodes=nodes and nodes * ROOT_BUDGET,
                             seconds=seconds and seconds * ROOT_BUDGET, deal=deal)
    others = distinct(rules, state, [m.action for m in root], played)
    value = valuer(game, observation, seat, nodes=nodes, seconds=seconds, chance=chance, deal=deal)
    judged = first_look(value, played, others, rng.fork())
    if refine and judged.loss >= SCREEN:
        judged = re_search(value, judged, others, rng.fork())
    best, loss = judged.best, judged.loss
    rounds = judged.rounds if judged.rounds > 1 else 0
    noise = judged.noise if rounds else None
    mark = mark_for(loss, noise) if rounds or not refine else ""
    after = judged.mean(played)    # the better move's chance is the move made's plus the loss (which picks
    before = min(1.0, after + loss) if best != played else after   # it round by round, refine's Judged.diffs)
    listed = {a: judged.mean(a) for a in judged.values if a != played}
    if best != played:
        listed[best] = before
    if mark:               # a marked decision lists three alternatives, each fairly valued
        for a in others[:ALTERNATIVES]:
            if a not in listed:
                listed[a] = value(a, rng.fork())
    why = ""
    if mark:
        position = rules.clone(state) if reveal else rules.determinize(observation, seat, rng.fork())
        why = reason_for(game, position, seat, best, played)
    visits = {m.action: m.visits for m in root}
    alts = tuple(Alternative(rules.describe(state, a)[:MAX_TEXT], a, p, visits.get(a, 0))
                 for a, p in sorted(listed.items(), key=lambda kv: (kv[0] != best, -kv[1]))[:ALTERNATIVES])
    return Verdict(step, seat, rules.describe(state, played), rules.describe(state, best), before,
                   after, loss, played, best, mark, noise, rounds, alts, why)


def distinct(rules: Any, state: Any, actions: Sequence[Action], played: Action) -> list[Action]:
    """The moves other than the one made, the first of each wording only (two copies of a
    card played to the same place are one move to a player)."""
    seen = {rules.describe(state, played)}
    out = []
    for a in actions:
        words = rules.describe(state, a)
        if a != played and words not in seen:
            seen.add(words)
            out.append(a)
    return out


def biggest_swings(verdicts: Sequence[Verdict], count: int = 3, at_least: float = 0.1) -> list[Verdict]:
    """The decisions that lost the most (at least `at_least`), largest first; of an analysis
    that marks decisions, only marked ones (a loss within the noise is no swing)."""
    marking = any(v.rounds or v.mark for v in verdicts)
    worst = sorted((v for v in verdicts if v.loss >= at_least and (v.mark or not marking)),
                   key=lambda v: (-v.loss, v.step))
    return worst[:count]


# -- the worker side, for the command's and the replay viewer's process pools --------------
_JOB: dict[str, Any] = {}


def init_worker(game_name: str, setup: Setup, actions: list[dict[str, Any]], options: dict[str, Any]) -> None:
    """A worker process: load the game and the recorded actions once; `options` are judge's
    nodes, seconds, seed, reveal and (optionally) refine."""
    from ..games.registry import get_game

    _JOB.update(game=get_game(game_name), setup=setup, actions=[Action.from_json(a) for a in actions],
                options=options)


def judge_in_worker(step: int) -> dict[str, Any]:
    """A worker process: the verdict on one decision, as JSON data."""
    o = _JOB["options"]
    return judge(_JOB["game"], _JOB["setup"], _JOB["actions"], step, nodes=o["nodes"], seconds=o["seconds"],
                 seed=o["seed"], reveal=o["reveal"], refine=o.get("refine", True)).to_json()
