"""The replay viewer's analysis: the search bot's verdicts on a game's decisions, read from
the sidecar beside its save (`tabletop analyze`) or made here by the Analyze button in
worker processes (view/session/analysis.py) and then written as that same sidecar; the
largest swings, and stepping from one swing to the next."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...bots.analysis import Verdict, biggest_swings
from ...core.saves import Seat
from ..session.analysis import REVIEW_NODES, AnalysisJob

if TYPE_CHECKING:
    from .replay import ReplayScene


class ReplayAnalysis:
    """The verdicts the replay viewer shows, and the Analyze job that makes them."""

    def __init__(self, scene: ReplayScene, save: Path | None, seats: Sequence[Seat | str]) -> None:
        self.scene = scene
        self.save = save
        self.save_hash = scene.cursor.final_hash()       # a sidecar belongs to the game with this final hash
        self.nodes = REVIEW_NODES
        humans = [i for i, s in enumerate(seats) if isinstance(s, Seat) and s.kind == "human"]
        # The seats an Analyze judges: the people's, when the game had people and bots
        # (a review is about the player's own moves); otherwise every seat.
        self.study: list[int] | None = humans if humans and len(humans) < len(seats) else None
        self.verdicts: list[Verdict] = []
        self.by_step: dict[int, Verdict] = {}
        self.swings: list[Verdict] = []
        self.job: AnalysisJob | None = None
        self.status = ""             # why there is no graph (cancelled, failed), for the graph's place
        self.written: Path | None = None
        self.load()

    # -- reading ----------------------------------------------------------------------------
    def sidecars(self) -> list[Path]:
        """Where an analysis of this game may be: beside the save, else the user data folder."""
        if self.save is None:
            return []
        from ...bots.sidecar import sidecar_path, user_sidecar_path
        return [sidecar_path(self.save), user_sidecar_path(self.save)]

    def load(self) -> bool:
        """Show the analysis of this very game if one was written (True when found). A sidecar
        is untrusted input, checked field by field (bots/sidecar_check.py): a bad one is
        ignored, and the graph's place says so (status) unless a good one is found after it."""
        from ...bots.sidecar_check import check_sidecar
        scene = self.scene
        for path in self.sidecars():
            reading = check_sidecar(path, self.save_hash, game=scene.setup.game, steps=scene.cursor.length,
                                    seats=scene.setup.seats)
            if reading.verdicts is not None:
                self.adopt(reading.verdicts)
                self.written = path
                self.status = ""
                return True
            if reading.notice is not None and not self.status:
                self.status = reading.notice
        return False

    def adopt(self, verdicts: Sequence[Verdict]) -> None:
        """Take these verdicts as the analysis shown (steps outside the game are dropped)."""
        length = self.scene.cursor.length
        self.verdicts = sorted((v for v in verdicts if 0 <= v.step < length and v.seat < self.scene.setup.seats),
                               key=lambda v: v.step)
        self.by_step = {v.step: v for v in self.verdicts}
        self.swings = biggest_swings(self.verdicts)

    @property
    def shown(self) -> bool:
        """True when there is an analysis to show."""
        return bool(self.verdicts)

    @property
    def seats(self) -> list[int]:
        """The seats the analysis covers (one line of the graph each)."""
        return sorted({v.seat for v in self.verdicts})

    def at(self, position: int) -> Verdict | None:
        """The verdict on the decision taken at this position (None when none was judged)."""
        return self.by_step.get(position)

    def swing_from(self, position: int, direction: int) -> int | None:
        """The step of the next (direction 1) or previous (-1) swing from a position."""
        steps = sorted(v.step for v in self.swings)
        if direction > 0:
            return next((s for s in steps if s > position), None)
        return next((s for s in reversed(steps) if s < position), None)

    # -- the Analyze job ------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while the Analyze job judges decisions."""
        return self.job is not None and self.job.running

    def press(self) -> None:
        """The Analyze button: start the analysis, or (as Cancel) stop it."""
        if self.running:
            self.cancel()
        else:
            self.start()

    def start(self) -> None:
        """Judge every decision (of the studied seats) in worker processes."""
        if self.running:
            return
        scene = self.scene
        self.status = ""
        self.job = AnalysisJob(scene.game, scene.setup, scene.cursor.actions, nodes=self.nodes, seats=self.study)
        self.job.start()

    def cancel(self) -> None:
        """Stop the analysis at once (the viewer closing does this too)."""
        if self.job is not None and self.job.running:
            self.job.cancel()
            self.status = "Analysis cancelled"
        self.job = None

    def poll(self) -> bool:
        """Take the job's progress; True when it ended now (the verdicts are then shown and
        written as the save's sidecar)."""
        job = self.job
        if job is None or not job.poll() or not job.finished:
            return False
        self.job = None
        if job.error is not None:
            self.status = f"Analysis failed: {job.error}"
            return True
        if job.verdicts is None:
            return True
        self.adopt(job.verdicts)
        if not job.verdicts:
            self.status = "No decisions to judge"
        if self.save is not None:
            try:
                self.written = job.write(self.save, self.save_hash)
            except OSError as exc:
                from ...core.untrusted import write_reason
                self.status = f"The analysis could not be saved: {write_reason(exc)}"
        return True

    def progress(self) -> tuple[int, int] | None:
        """(judged, of) while the job runs."""
        return (self.job.done, self.job.total) if self.job is not None and self.job.running else None

    def button_text(self) -> str:
        """The Analyze button's label in each state."""
        return "Cancel" if self.running else "Analyze"
