"""Clocks: real time for people, simulated time for tests and headless rendering."""
from __future__ import annotations

import time


class Clock:
    """Wall-clock time in seconds."""

    def now(self) -> float:
        """Seconds since an arbitrary start."""
        return time.perf_counter()


class SimClock(Clock):
    """Time that moves only when told to: tests decide how long a frame lasts."""

    def __init__(self, step: float = 1 / 60) -> None:
        self.t = 0.0
        self.step = step

    def now(self) -> float:
        """Simulated seconds."""
        return self.t

    def advance(self, dt: float | None = None) -> None:
        """Move time forward by dt (default one frame)."""
        self.t += self.step if dt is None else dt
