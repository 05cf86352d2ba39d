"""Cosmetic physics: a pymunk damped spring that pulls a refused card back to its origin.

Nothing here touches the game; it only decides where a card is drawn while it returns.
"""
from __future__ import annotations

import pymunk

STIFFNESS = 900.0     # with mass 1: natural frequency 30 rad/s
DAMPING = 48.0        # slightly under critical (60) for a small, lively overshoot
SETTLE_DISTANCE = 1.0
SETTLE_SPEED = 12.0


class SpringBack:
    """A card body on a damped spring anchored at its origin."""

    def __init__(self, start: tuple[float, float], origin: tuple[float, float]) -> None:
        self.space = pymunk.Space()
        self.space.damping = 0.9
        self.anchor = pymunk.Body(body_type=pymunk.Body.STATIC)
        self.anchor.position = origin
        self.body = pymunk.Body(1.0, float("inf"))
        self.body.position = start
        shape = pymunk.Circle(self.body, 1)
        shape.sensor = True
        spring = pymunk.DampedSpring(self.body, self.anchor, (0, 0), (0, 0), 0.0, STIFFNESS, DAMPING)
        self.space.add(self.body, shape, self.anchor, spring)
        self.origin = origin
        self.done = False

    def step(self, dt: float) -> tuple[float, float]:
        """Advance by dt seconds (in small fixed steps) and return the card position."""
        remaining = dt
        while remaining > 1e-9 and not self.done:
            h = min(remaining, 1 / 240)
            self.space.step(h)
            remaining -= h
            dx = self.body.position.x - self.origin[0]
            dy = self.body.position.y - self.origin[1]
            if (dx * dx + dy * dy) ** 0.5 < SETTLE_DISTANCE and self.body.velocity.length < SETTLE_SPEED:
                self.done = True
        if self.done:
            return self.origin
        return self.body.position.x, self.body.position.y
