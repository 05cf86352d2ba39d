"""Bots thinking off the render loop: a worker process the window polls, and hints.

    worker = BotWorker()                      # starts one spawn-safe process (lazily)
    job = worker.submit(obs, seat, legal, "krieg", "normal")
    ...every frame:  res = worker.poll()      # None while thinking, then a WorkerResult once
    worker.cancel()                           # the player took back a move: drop the job
    worker.close()                            # the player quit: stop the process

The job travels as plain data (the deciding seat's Observation, which pickles, and Actions
as dicts) and the bot is rebuilt in the worker from its `make_bot` spec or level name, so
nothing but the observation of the deciding seat ever reaches it. Cancelling sets a shared counter the
search bot polls between iterations, so an interrupted search stops within a few
milliseconds and its result is discarded; `cancel(hard=True)` also kills the process
(it is restarted on the next submit).

`hint(game, observation, seat, legal)` answers "what would the bot do?" in-process with
the search bot and returns (action, estimated win chance); `submit(..., hint=True)` runs
the hint in the worker so the window stays live while it thinks, and its result also
lists the next best moves with their win chances (`WorkerResult.alternatives`, valued as
the analysis values moves: bots/hint_moves.py). Every win chance goes through the game's
calibration map (bots/calibration.py).
"""
from __future__ import annotations

import multiprocessing as mp
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from ..core.actions import Action
from ..core.observation import Observation
from ..core.rng import Rng
from .base import Bot

HINT_SECONDS = 1.0


@dataclass
class WorkerResult:
    """What a worker job produced: an action (or an error), with the bot's win estimate."""

    job: int
    action: Action | None
    win_chance: float | None = None
    seconds: float = 0.0
    error: str | None = None
    stats: dict[str, Any] = field(default_factory=dict)
    alternatives: list[tuple[Action, float]] = field(default_factory=list)   # a hint's other moves, best first

    @property
    def ok(self) -> bool:
        """True when the job produced an action."""
        return self.error is None and self.action is not None


def _make(bot: str, rng: Rng) -> Bot:
    from . import make_bot
    from .levels import LEVELS, bot_for_level
    return bot_for_level(bot, rng) if bot.strip().lower() in LEVELS else make_bot(bot, rng)


def hint(game: str, observation: Observation, seat: int, legal: list[Action],
         seconds: float | None = HINT_SECONDS, nodes: int | None = None, seed: int = 0,
         stop: Any = None) -> tuple[Action, float]:
    """What the search bot would play for `seat`, and its estimated win chance in [0, 1]."""
    from ..games.registry import get_game
    from .search import SearchBot
    if not legal:
        raise ValueError("no legal action to hint at")
    from .calibration import calibrate
    bot = SearchBot(Rng(seed), seconds=seconds, nodes=nodes, stop=stop, judging=True)   # (a calibrated chance)
    action, raw = bot.search(get_game(game), observation, seat, legal)
    return action, calibrate(game, raw)


def run_job(job: dict[str, Any], stop: Any = None) -> WorkerResult:
    """Run one job dict (as `BotWorker.submit` sends it) in this process."""
    from ..games.registry import get_game
    from .search import SearchBot
    start = time.perf_counter()
    jid = job["job"]
    try:
        legal = [Action.from_json(a) for a in job["legal"]]
        if job.get("hint"):
            from .hint_moves import hint_moves
            moves = hint_moves(job["game"], job["observation"], job["seat"], legal,
                               seconds=job.get("seconds", HINT_SECONDS), seed=job["seed"], stop=stop)
            return WorkerResult(jid, moves[0].action, moves[0].chance, time.perf_counter() - start,
                                alternatives=[(m.action, m.chance) for m in moves[1:]])
        bot = _make(job["bot"], Rng(job["seed"]))
        searcher = bot if isinstance(bot, SearchBot) else None
        if searcher is not None:
            searcher.stop = stop
        action = bot.choose(get_game(job["game"]), job["observation"], job["seat"], legal)
        return WorkerResult(jid, action, searcher.last_win_chance if searcher else None,
                            time.perf_counter() - start, stats=dict(searcher.last_stats) if searcher else {})
    except Exception:
        return WorkerResult(jid, None, None, time.perf_counter() - start, error=traceback.format_exc())


def _serve(conn: Any, cancelled: Any) -> None:
    """The worker process: answer jobs until told to stop (None) or the pipe closes."""
    from ..games.registry import game_names, get_game
    for name in game_names():   # load rules and card tables now, not inside the first decision
        get_game(name)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        jid = job["job"]
        if cancelled.value >= jid:
            continue
        res = run_job(job, stop=lambda: cancelled.value >= jid)
        try:
            conn.send({"job": res.job, "action": None if res.action is None else res.action.to_json(),
                       "win_chance": res.win_chance, "seconds": res.seconds, "error": res.error,
                       "stats": res.stats, "alternatives": [(a.to_json(), p) for a, p in res.alternatives]})
        except (EOFError, OSError, BrokenPipeError):
            return


class BotWorker:
    """One background process that runs bot decisions and hints, one job at a time."""

    def __init__(self, start: bool = False) -> None:
        self._ctx = mp.get_context("spawn")
        self._proc: Any = None
        self._conn: Any = None
        self._cancelled: Any = None
        self._next = 0
        self._pending: int | None = None
        self.result: WorkerResult | None = None
        if start:
            self.start()

    # -- lifecycle --------------------------------------------------------------------
    def start(self) -> None:
        """Start the worker process now (otherwise the first submit does)."""
        if self._proc is not None and self._proc.is_alive():
            return
        parent, child = self._ctx.Pipe()
        self._cancelled = self._ctx.Value("q", self._next, lock=False)
        self._proc = self._ctx.Process(target=_serve, args=(child, self._cancelled), daemon=True,
                                       name="tabletop-bot")
        self._proc.start()
        child.close()
        self._conn = parent

    def close(self, timeout: float = 1.0) -> None:
        """Stop the worker (the player quit): cancel the job, end the process."""
        if self._proc is None:
            return
        self.cancel()
        try:
            self._conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self._proc.join(timeout)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(timeout)
        self._conn.close()
        self._proc = self._conn = None

    def __enter__(self) -> "BotWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def alive(self) -> bool:
        """True while the worker process runs."""
        return self._proc is not None and self._proc.is_alive()

    @property
    def busy(self) -> bool:
        """True while a submitted job has not produced its result yet."""
        return self._pending is not None

    # -- jobs ---------------------------------------------------------------------
    def submit(self, observation: Observation, seat: int, legal: list[Action], game: str,
               bot: str = "normal", seed: int | None = None, hint: bool = False,
               seconds: float = HINT_SECONDS) -> int:
        """Ask the worker for `seat`'s decision (or a hint); return the job id.

        A job still running is cancelled first: only the latest job's result is reported.
        `bot` is a level ("easy", "normal", "hard") or a make_bot spec ("search:0.5").
        """
        if self._pending is not None:
            self.cancel()
        self.start()
        self._next += 1
        jid = self._next
        self._pending = jid
        self.result = None
        try:
            self._conn.send({"job": jid, "observation": observation, "seat": seat,
                             "legal": [a.to_json() for a in legal], "game": game, "bot": bot,
                             "seed": jid if seed is None else seed, "hint": hint, "seconds": seconds})
        except (BrokenPipeError, OSError):
            # the process died at its start (or since): poll() reports "the bot worker process
            # stopped" for this job, and the next submit starts a fresh process
            self._proc.terminate()
            self._proc.join(1.0)
        return jid

    def poll(self) -> WorkerResult | None:
        """The current job's result once it is ready (reported once), else None; never blocks."""
        pending = self._pending
        if pending is None or self._conn is None:
            return None
        try:
            while self._conn.poll():
                msg = self._conn.recv()
                if msg["job"] != pending:
                    continue   # a cancelled job's late answer
                action = None if msg["action"] is None else Action.from_json(msg["action"])
                self.result = WorkerResult(msg["job"], action, msg["win_chance"], msg["seconds"],
                                           msg["error"], msg.get("stats", {}),
                                           [(Action.from_json(a), p) for a, p in msg.get("alternatives", [])])
                self._pending = None
                return self.result
        except (EOFError, OSError):
            pass
        if not self._proc.is_alive():
            self.result = WorkerResult(pending, None, error="the bot worker process stopped")
            self._pending = None
            self._proc = None
            return self.result
        return None

    def wait(self, timeout: float | None = None, interval: float = 0.005) -> WorkerResult | None:
        """Block until the current job's result (tests and the command line; not the view)."""
        end = None if timeout is None else time.monotonic() + timeout
        while self._pending is not None:
            res = self.poll()
            if res is not None:
                return res
            if end is not None and time.monotonic() >= end:
                return None
            time.sleep(interval)
        return self.result

    def cancel(self, hard: bool = False) -> None:
        """Drop the current job (a take-back); `hard` also kills the process at once."""
        if self._cancelled is not None:
            self._cancelled.value = self._next
        self._pending = None
        if hard and self._proc is not None:
            self._proc.terminate()
            self._proc.join(1.0)
            self._conn.close()
            self._proc = self._conn = None
