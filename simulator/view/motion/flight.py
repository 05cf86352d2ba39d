"""A card's flight between two places and its lunge: pure arithmetic on the injected clock
(no pygame). A Flight carries a rectangle from where the card was to where it goes (its
size too), may keep the card face down until it is revealed near the end (a card drawn
from a deck turns face up as it lands) and may end by sinking into a pile (the card goes
into a graveyard, a void or a deck and disappears). A Lunge is an offset that goes toward
a target and comes back."""
from __future__ import annotations

import math
from dataclasses import dataclass

from .tween import ease_out_cubic

Rect4 = tuple[float, float, float, float]

FLIP_AT = 0.72        # the part of a flight after which a revealed card shows its face
FLIP_SPAN = 0.16      # the part of a flight the turn takes (the card narrows, then widens)
SINK_FROM = 0.8       # a card going into a pile shrinks and fades over the last part of its flight


def ease_in_out(t: float) -> float:
    """Slow start and landing (a smoothstep)."""
    return t * t * (3 - 2 * t)


@dataclass
class Flight:
    """A rectangle carried from `start` to `end` over `duration` seconds after `delay`.

    reveal: the card is face down at the start and turns face up on the way; sink: the card
    disappears into where it lands (a pile) as it arrives; back: the back it shows while
    face down, when it is not the card's own (the back of the deck it comes from)."""

    start: Rect4
    end: Rect4
    duration: float
    delay: float = 0.0
    reveal: bool = False
    sink: bool = False
    back: str = ""
    elapsed: float = 0.0

    def step(self, dt: float) -> None:
        """Advance by dt seconds."""
        self.elapsed = min(self.delay + self.duration, self.elapsed + dt)

    @property
    def progress(self) -> float:
        """0 before and at the start, 1 on arrival."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        """True on arrival."""
        return self.elapsed >= self.delay + self.duration

    def rect(self) -> Rect4:
        """Where the card is now: the path eases out; the size follows it."""
        t = ease_out_cubic(self.progress)
        x, y, w, h = (a + (b - a) * t for a, b in zip(self.start, self.end))
        if self.sink:
            s = 1.0 - 0.35 * self.fade()
            x, y, w, h = x + w * (1 - s) / 2, y + h * (1 - s) / 2, w * s, h * s
        return x, y, w, h

    def face_shown(self) -> bool:
        """False while a revealed card still shows its back."""
        return not self.reveal or self.progress >= FLIP_AT

    def width_factor(self) -> float:
        """How wide the card is drawn (1: full): a revealed card narrows to an edge and
        widens again around FLIP_AT, as if turned over."""
        if not self.reveal:
            return 1.0
        u = (self.progress - (FLIP_AT - FLIP_SPAN / 2)) / FLIP_SPAN
        if u <= 0 or u >= 1:
            return 1.0
        return max(0.06, abs(math.cos(math.pi * u)))

    def fade(self) -> float:
        """How far a sinking card has faded (0 none, 1 gone)."""
        if not self.sink:
            return 0.0
        return max(0.0, min(1.0, (self.progress - SINK_FROM) / (1 - SINK_FROM)))


@dataclass
class Lunge:
    """An offset toward (dx, dy) and back: quick out, a short hold, an eased return."""

    dx: float
    dy: float
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0

    def step(self, dt: float) -> None:
        """Advance by dt seconds."""
        self.elapsed = min(self.delay + self.duration, self.elapsed + dt)

    @property
    def done(self) -> bool:
        """True once the card is back."""
        return self.elapsed >= self.delay + self.duration

    def reach(self) -> float:
        """How far out the card is, 0..1: out in the first third, back over the rest."""
        if self.duration <= 0:
            return 0.0
        t = max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))
        if t < 0.3:
            return ease_out_cubic(t / 0.3)
        if t < 0.42:
            return 1.0
        return 1.0 - ease_in_out((t - 0.42) / 0.58)

    def offset(self) -> tuple[float, float]:
        """The card's displacement from its place now."""
        k = self.reach()
        return self.dx * k, self.dy * k


def lunge_vector(frm: tuple[float, float], to: tuple[float, float], reach: float) -> tuple[float, float]:
    """An offset from `frm` toward `to`: `reach` pixels, but never more than 60% of the way
    (a card next to its target does not jump past it)."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    dist = math.hypot(dx, dy)
    if dist < 1:
        return 0.0, -reach
    k = min(reach, dist * 0.6) / dist
    return dx * k, dy * k
