"""Tweens: move a value toward a target over time, driven by the app's injected clock."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing."""
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """Interpolates a 2D point from start to end over duration seconds."""

    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    elapsed: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic

    def step(self, dt: float) -> tuple[float, float]:
        """Advance and return the current point."""
        self.elapsed = min(self.duration, self.elapsed + dt)
        t = self.ease(self.elapsed / self.duration) if self.duration > 0 else 1.0
        return (self.start[0] + (self.end[0] - self.start[0]) * t,
                self.start[1] + (self.end[1] - self.start[1]) * t)

    @property
    def done(self) -> bool:
        """True once the end is reached."""
        return self.elapsed >= self.duration
