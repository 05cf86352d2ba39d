"""Short-lived things drawn over the table: a number that floats up and fades (damage "-3"
in red, healing or a gain "+2" in green: the sign says which, not the colour alone), a
pulse around a total that changed, and the layer that holds them and lets each go when it
is done. Durations are given already scaled by the animation speed."""
from __future__ import annotations

import pygame

from ..node import Node
from ..style import theme
from ..style.fonts import font, text_px

FLOAT_SECONDS = 1.1       # a floating number's life at speed 1
FLOAT_RISE = 0.75         # how far it rises, in its own heights
PULSE_SECONDS = 0.7       # a changed total's pulse at speed 1


class Transient(Node):
    """A node that lives `duration` seconds after `delay`, then is let go by its layer."""

    def __init__(self, duration: float, delay: float = 0.0, z: int = 0) -> None:
        super().__init__(z=z)
        self.duration = max(1e-3, duration)
        self.delay = delay
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        """0 until it starts, 1 when it is over."""
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        """True once it is over."""
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def moving(self) -> bool:
        return not self.done


class FloatingNumber(Transient):
    """A signed number ("-3", "+2") rising from a point and fading: red for a loss, green
    for a gain, with a dark outline so it reads over any card."""

    def __init__(self, amount: int, centre: tuple[int, int], text_k: float, duration: float,
                 delay: float = 0.0) -> None:
        super().__init__(duration, delay, z=10)
        self.amount = amount
        self.text = f"{amount:+d}" if amount else "0"
        self.colour = theme.DANGER if amount < 0 else theme.LEGAL
        size = text_px("display", text_k)
        f = font(size, "bold")
        ink = f.render(self.text, True, self.colour)
        edge = f.render(self.text, True, (12, 12, 14))
        img = pygame.Surface((ink.get_width() + 4, ink.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            img.blit(edge, (dx, dy))
        img.blit(ink, (2, 2))
        self.image = img
        self.w, self.h = img.get_size()
        self.start = centre
        self.x, self.y = centre[0] - self.w / 2, centre[1] - self.h / 2

    def update(self, dt: float) -> None:
        super().update(dt)
        t = self.progress
        rise = self.h * FLOAT_RISE * (1 - (1 - t) ** 2)
        self.y = self.start[1] - self.h / 2 - rise

    def alpha(self) -> int:
        """Opaque for the first half, then fading out."""
        t = self.progress
        return 255 if t < 0.55 else round(255 * max(0.0, 1 - (t - 0.55) / 0.45))

    def paint(self, surface: pygame.Surface) -> None:
        if self.elapsed < self.delay or self.done:
            return
        img = self.image
        a = self.alpha()
        if a < 255:
            img = img.copy()
            img.set_alpha(a)
        surface.blit(img, (round(self.x), round(self.y)))


class Pulse(Transient):
    """A glowing ring around a total that changed, fading out; with `grow` it also swells
    outward (full motion), without it it only shines and fades (reduced motion)."""

    def __init__(self, rect: pygame.Rect, duration: float, grow: bool = True) -> None:
        super().__init__(duration, z=0)
        self.rect = pygame.Rect(rect)
        self.grow = grow

    def paint(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        t = self.progress
        spread = round(10 * t) if self.grow else 3
        r = self.rect.inflate(2 * spread + 6, 2 * spread + 6)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        alpha = round(230 * (1 - t))
        pygame.draw.rect(layer, (*theme.GLOW, alpha), layer.get_rect(), 4, border_radius=12)
        pygame.draw.rect(layer, (*theme.GLOW, alpha // 5), layer.get_rect().inflate(-8, -8), border_radius=10)
        surface.blit(layer, r.topleft)


class EffectLayer(Node):
    """Holds floating numbers and pulses; each is let go once it is done."""

    def update(self, dt: float) -> None:
        for child in self.children[:]:
            child.update(dt)
            if getattr(child, "done", False):
                self.remove(child)

    def moving(self) -> bool:
        return bool(self.children)
