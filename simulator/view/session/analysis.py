"""The replay viewer's Analyze job: the search bot judges every decision of a recorded game
in worker processes (never in the window's thread), with progress, cancellable at once.

    job = AnalysisJob(game, setup, actions, seats=[0])
    job.start()                  # a pool of spawn-safe processes, one per spare core
    ...every frame: job.poll()   # never blocks; job.done / job.total for "Analyzing 37/120"
    job.cancel()                 # the pool is terminated: nothing keeps running
    job.verdicts                 # once job.finished: the verdicts in step order

Each decision is judged by `bots.analysis.judge` with the same options `tabletop analyze`
uses (its default budget: the one the calibration maps are fitted for, with the re-search
of close calls), so a node budget and a seed give the very verdicts the command writes;
the result goes into the same sidecar (`bots.sidecar.document` / `write_sidecar`).
"""
from __future__ import annotations

import multiprocessing as mp
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...bots.analysis import DEFAULT_NODES, Verdict, decisions, init_worker, judge_in_worker
from ...core.actions import Action
from ...core.game import Game, Setup

REVIEW_NODES = DEFAULT_NODES   # search iterations per judgement: the command's (120 was noisier and uncalibrated)

@dataclass(frozen=True)
class Recorded:
    """A recorded game as `bots.sidecar.document` reads it (game, setup, actions)."""

    game: Game
    setup: Setup
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class SaveFacts:
    """What a sidecar ties itself to: the save's final state hash and its step count."""

    hash: str
    steps: int


class AnalysisJob:
    """One analysis of a recorded game, running in worker processes."""

    def __init__(self, game: Game, setup: Setup, actions: Sequence[Action], *, nodes: int = REVIEW_NODES,
                 seed: int = 0, seats: Sequence[int] | None = None, workers: int | None = None) -> None:
        self.game, self.setup, self.actions = game, setup, tuple(actions)
        self.nodes, self.seed = nodes, seed
        self.seats = None if seats is None else sorted(set(seats))
        self.steps = decisions(game, setup, self.actions, self.seats)
        self.total = len(self.steps)
        self.done = 0
        self.workers = workers
        self.rows: list[dict[str, Any]] = []
        self.verdicts: list[Verdict] | None = None
        self.error: str | None = None
        self.cancelled = False
        self._pool: Any = None
        self._results: Any = None

    # -- lifecycle ----------------------------------------------------------------------
    def start(self) -> None:
        """Start judging in a pool of worker processes (a game with no decision is done at once)."""
        if self._pool is not None or self.finished:
            return
        if not self.steps:
            self.verdicts = []
            return
        spare = max(1, (os.cpu_count() or 2) - 1)         # one core stays with the window
        k = max(1, min(self.workers or spare, len(self.steps)))
        options = {"nodes": self.nodes, "seconds": None, "seed": self.seed, "reveal": False}
        args = (self.game.name, self.setup, [a.to_json() for a in self.actions], options)
        self._pool = mp.get_context("spawn").Pool(k, initializer=init_worker, initargs=args)
        self._results = self._pool.imap_unordered(judge_in_worker, self.steps)

    def cancel(self) -> None:
        """Stop at once: the worker processes are terminated and nothing is kept."""
        if self.finished:
            return
        self.cancelled = True
        self._stop()

    def _stop(self) -> None:
        pool, self._pool, self._results = self._pool, None, None
        if pool is not None:
            pool.terminate()

    @property
    def running(self) -> bool:
        """True while decisions are being judged."""
        return self._pool is not None

    @property
    def finished(self) -> bool:
        """True once the job ended: every decision judged, failed, or cancelled."""
        return self.verdicts is not None or self.error is not None or self.cancelled

    # -- progress ------------------------------------------------------------------------
    def poll(self) -> bool:
        """Take the verdicts that are ready (never blocks); True when something changed."""
        changed = False
        while self._results is not None:
            try:
                row = self._results.next(timeout=0)
            except mp.TimeoutError:
                break
            except StopIteration:
                break
            except Exception as exc:      # noqa: BLE001 -- a worker's failure becomes one line
                self.error = f"{type(exc).__name__}: {exc}"
                self._stop()
                return True
            self.rows.append(row)
            self.done += 1
            changed = True
        if self._results is not None and self.done >= self.total:
            self._stop()
            try:
                self.verdicts = sorted((Verdict.from_json(r) for r in self.rows), key=lambda v: v.step)
            except ValueError as exc:
                self.error = str(exc)
            changed = True
        return changed

    def wait(self, timeout: float = 60.0) -> bool:
        """Block until the job ends (tests and scripts, never the window); True when it did."""
        import time
        end = time.monotonic() + timeout
        while not self.finished:
            self.poll()
            if time.monotonic() > end:
                return False
            time.sleep(0.01)
        return True

    # -- the result ------------------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """The sidecar's "settings" block (as `tabletop analyze` writes it)."""
        return {"nodes": self.nodes, "seconds": None, "seed": self.seed, "reveal": False,
                "seats": None if self.seats is None else [s + 1 for s in self.seats]}

    def write(self, save: Path, save_hash: str) -> Path:
        """Write the finished analysis beside `save` (or in the user data folder when its
        folder cannot be written) with the command's own functions; returns where."""
        from ...bots.sidecar import document, write_sidecar

        assert self.verdicts is not None, "the job has not finished"
        doc = document(SaveFacts(save_hash, len(self.actions)), Recorded(self.game, self.setup, self.actions),
                       self.verdicts, self.settings())
        return write_sidecar(save, doc)
