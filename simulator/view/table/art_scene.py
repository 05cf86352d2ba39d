"""The scenery of generated card art: sky, light, land, small things in the landscape.

Every function draws into a surface of w x h pixels from a `Dice` (a card's own stream of
numbers, art.py) and a `Palette` (colours tinted from the card's colour), so the same card
always gets the same scene and two cards seldom share one: the time of day (day, dusk,
night, mist) colours the sky, a sun or moon stands somewhere in it, a far land (hills,
mountains, forest, towers, sea, dunes) and a near ground lie under it, and a few clouds,
birds, stars, runes, banners, stones or crystals are scattered about. Soft shapes (glows,
the vignette) are drawn small and scaled up, which is cheap and smooth.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import pygame

from ...core.table import RGB

T = TypeVar("T")
Point = tuple[float, float]

TIMES = ("day", "dusk", "night", "mist")
LANDS = ("hills", "mountains", "forest", "towers", "sea", "dunes")
SCENERY = ("clouds", "birds", "runes", "banners", "stones", "crystals", "trees")


class Dice:
    """A card's numbers: random.Random seeded with the card's hash, used only through
    random(), whose sequence Python keeps the same for an int seed across versions."""

    def __init__(self, seed: bytes) -> None:
        self._rng = random.Random(int.from_bytes(seed, "big"))

    def unit(self) -> float:
        """A number in [0, 1)."""
        return self._rng.random()

    def span(self, lo: float, hi: float) -> float:
        """A number in [lo, hi)."""
        return lo + (hi - lo) * self._rng.random()

    def count(self, lo: int, hi: int) -> int:
        """A whole number from lo to hi, both included."""
        return lo + int(self._rng.random() * (hi - lo + 1))

    def pick(self, items: Sequence[T]) -> T:
        """One of the items."""
        return items[int(self._rng.random() * len(items))]


def shade(c: RGB, f: float) -> RGB:
    """A colour times f, kept in range."""
    return (max(0, min(255, int(c[0] * f))), max(0, min(255, int(c[1] * f))), max(0, min(255, int(c[2] * f))))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour t of the way from a to b."""
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def hue_turn(c: RGB, degrees: float, sat: float = 0.0, val: float = 0.0) -> RGB:
    """A colour with its hue turned, its saturation and value moved by sat and val (0-100)."""
    col = pygame.Color(*c)
    hue, s, v, _a = col.hsva
    col.hsva = ((hue + degrees) % 360, max(0.0, min(100.0, s + sat)), max(5.0, min(100.0, v + val)), 100)
    return (col.r, col.g, col.b)


@dataclass(frozen=True)
class Palette:
    """A card's scene colours: sky top and horizon, far land, near ground, the light (sun,
    glow), an accent (banners, runes) and the motif's fill and outline."""

    time: str
    sky_top: RGB
    horizon: RGB
    far: RGB
    near: RGB
    light: RGB
    accent: RGB
    fill: RGB
    ink: RGB


def palette(colour: RGB, second: RGB, dice: Dice) -> Palette:
    """The scene colours of a card of `colour` (its faction or type), tinted by the dice."""
    base = hue_turn(colour, dice.span(-36, 36), dice.span(-10, 15))
    accent = hue_turn(second, dice.span(-20, 20), 5, 5)
    grey = pygame.Color(*colour).hsva[1] < 35
    if grey:     # a grey card (neutral, a spy) gets a tint of its own, or all its scenes look alike
        tint = hue_turn((200, 80, 80), dice.span(0, 360))
        base, accent = mix(base, tint, dice.span(0.2, 0.35)), mix(accent, hue_turn(tint, 150), 0.4)
    time = dice.pick(TIMES)
    if time == "day":
        top, horizon = mix(base, (150, 190, 235), dice.span(0.1, 0.4)), mix(base, (250, 244, 222), dice.span(0.45, 0.7))
        light = (255, 246, 210)
    elif time == "dusk":
        top = shade(mix(base, (70, 40, 100), 0.45), 0.75)
        horizon = mix(mix(base, accent, 0.3), (255, 178, 110), 0.55)
        light = (255, 214, 150)
    elif time == "night":
        top = shade(mix(base, (20, 24, 60), dice.span(0.2, 0.5)), 0.45)
        horizon = shade(mix(mix(base, accent, dice.span(0.2, 0.8)), (90, 100, 150), 0.2), dice.span(0.7, 1.05))
        light = (238, 236, 216)
    else:
        top, horizon = mix(base, (205, 208, 212), dice.span(0.3, 0.55)), mix(base, (236, 234, 226), 0.7)
        light = (250, 250, 240)
    far = mix(horizon, shade(base, 0.55), dice.span(0.4, 0.6))
    near = shade(mix(base, accent, dice.span(0.0, 0.35)), 0.42 if time != "night" else 0.3)
    return Palette(time, top, horizon, far, near, light, accent, (246, 238, 214), shade(base, 0.28))


# -- sky and light -------------------------------------------------------------------------------
def gradient(surf: pygame.Surface, stops: Sequence[RGB], top: int = 0, bottom: int | None = None) -> None:
    """A vertical gradient through `stops` from row `top` to `bottom` (smoothly scaled up)."""
    w = surf.get_width()
    bottom = surf.get_height() if bottom is None else bottom
    if bottom <= top:
        return
    strip = pygame.Surface((1, len(stops)), 0, 32)
    for i, c in enumerate(stops):
        strip.set_at((0, i), c)
    tall = pygame.transform.smoothscale(strip, (2, max(2, (bottom - top))))
    surf.blit(pygame.transform.scale(tall, (w, bottom - top)), (0, top))


def glow(surf: pygame.Surface, centre: Point, radius: float, colour: RGB, strength: int = 150) -> None:
    """A soft round light: a small radial disc scaled up and added to the picture."""
    d = max(2, int(radius * 2))
    small = pygame.Surface((16, 16), 0, 32)
    for i in range(8, 0, -1):
        t = 1 - i / 8
        pygame.draw.circle(small, shade(colour, strength / 255 * t * t), (8, 8), i)
    big = pygame.transform.smoothscale(small, (d, d))
    surf.blit(big, (int(centre[0] - d / 2), int(centre[1] - d / 2)), special_flags=pygame.BLEND_RGB_ADD)


def celestial(surf: pygame.Surface, pal: Palette, dice: Dice, horizon: float) -> Point:
    """A sun (day, dusk, mist) or a moon and stars (night) in the sky; returns its centre."""
    w, h = surf.get_size()
    s = min(w, h)
    cx, cy = w * dice.span(0.12, 0.9), horizon * dice.span(0.25, 0.75)
    r = s * dice.span(0.07, 0.14)
    if pal.time == "night":
        for _ in range(dice.count(8, 18)):
            x, y = w * dice.unit(), horizon * dice.unit() * 0.95
            pygame.draw.circle(surf, mix(pal.light, pal.sky_top, dice.span(0.0, 0.5)), (x, y),
                               max(1, s * dice.span(0.006, 0.016)))
        glow(surf, (cx, cy), r * 3.2, shade(pal.light, 0.5))
        pygame.draw.circle(surf, pal.light, (cx, cy), r)
        pygame.draw.circle(surf, mix(pal.sky_top, pal.horizon, 0.3), (cx + r * dice.span(0.35, 0.6), cy - r * 0.3), r)
    else:
        glow(surf, (cx, cy), r * (5.0 if pal.time != "mist" else 3.0), shade(pal.light, 0.8))
        pygame.draw.circle(surf, mix(pal.light, pal.horizon, 0.15 if pal.time != "mist" else 0.4), (cx, cy), r)
    return cx, cy


# -- the land --------------------------------------------------------------------------------------
def _ridge(w: int, h: int, y: float, dice: Dice, amp: float, waves: float, jag: float) -> list[Point]:
    """A line of land across the picture around height y: smooth waves plus jagged peaks."""
    phase, phase2 = dice.span(0, math.tau), dice.span(0, math.tau)
    n = 28
    pts: list[Point] = [(0, h)]
    for i in range(n + 1):
        x = w * i / n
        t = i / n * math.tau
        dy = math.sin(t * waves + phase) * 0.6 + math.sin(t * waves * 2.3 + phase2) * 0.4
        if jag:
            dy += jag * (abs(((i * 0.5 + phase) % 2) - 1) - 0.5) * 2
        pts.append((x, y - dy * amp))
    pts.append((w, h))
    return pts


def far_land(surf: pygame.Surface, pal: Palette, dice: Dice, horizon: float) -> None:
    """The far land along the horizon, in the hazy far colour."""
    w, h = surf.get_size()
    kind = dice.pick(LANDS)
    s = min(w, h)
    if kind == "sea":
        pygame.draw.rect(surf, mix(pal.far, pal.horizon, 0.25), (0, int(horizon), w, h))
        for i in range(dice.count(3, 6)):
            y = horizon + (h - horizon) * (i + 1) / 8
            x0 = w * dice.unit()
            pygame.draw.line(surf, mix(pal.far, pal.light, 0.35), (x0, y), (x0 + w * dice.span(0.08, 0.25), y),
                             max(1, int(s / 80)))
        return
    if kind == "mountains":
        pts = _ridge(w, h, horizon - s * 0.05, dice, s * 0.12, dice.span(1.0, 2.0), 1.4)
        pygame.draw.polygon(surf, pal.far, pts)
        snow = mix(pal.far, pal.light, 0.55)
        for (x0, y0), (x1, y1), (x2, y2) in zip(pts[1:], pts[2:], pts[3:]):
            if y1 < y0 and y1 < y2 and y1 < horizon - s * 0.1:
                cap = s * 0.045
                pygame.draw.polygon(surf, snow, [(x1, y1), (x1 - cap, y1 + cap), (x1 + cap, y1 + cap)])
    elif kind == "forest":
        pygame.draw.polygon(surf, pal.far, _ridge(w, h, horizon, dice, s * 0.03, 1.5, 0))
        tw = s * dice.span(0.05, 0.08)
        x = -tw * dice.unit()
        while x < w + tw:
            th = tw * dice.span(1.6, 2.6)
            base = horizon + s * 0.02
            pygame.draw.polygon(surf, pal.far, [(x - tw / 2, base), (x, base - th), (x + tw / 2, base)])
            x += tw * dice.span(0.5, 0.9)
    elif kind == "towers":
        pygame.draw.polygon(surf, pal.far, _ridge(w, h, horizon, dice, s * 0.02, 1.0, 0))
        x = w * dice.span(0.0, 0.2)
        while x < w:
            bw, bh = s * dice.span(0.06, 0.14), s * dice.span(0.08, 0.3)
            top = horizon - bh
            pygame.draw.rect(surf, pal.far, (int(x), int(top), int(bw) + 1, int(bh) + 2))
            if dice.unit() < 0.45:
                pygame.draw.polygon(surf, pal.far, [(x - bw * 0.1, top), (x + bw / 2, top - bw * 0.9),
                                                    (x + bw * 1.1, top)])
            else:
                m = bw / 5
                for k in range(0, 5, 2):
                    pygame.draw.rect(surf, pal.far, (int(x + k * m), int(top - m), int(m) + 1, int(m) + 1))
            if pal.time in ("dusk", "night"):
                pygame.draw.rect(surf, mix(pal.light, (255, 200, 90), 0.5),
                                 (int(x + bw * 0.4), int(top + bh * 0.3), max(1, int(bw / 5)), max(1, int(bw / 4))))
            x += bw + s * dice.span(0.05, 0.4)
    else:   # hills, dunes: smooth land
        amp = s * (0.06 if kind == "hills" else 0.04)
        pygame.draw.polygon(surf, pal.far, _ridge(w, h, horizon, dice, amp, dice.span(0.8, 1.8), 0))


def near_ground(surf: pygame.Surface, pal: Palette, dice: Dice, y: float) -> list[Point]:
    """The near ground, a darker band of land under the far land; returns its top line."""
    w, h = surf.get_size()
    s = min(w, h)
    mid = mix(pal.near, pal.far, 0.45)
    pygame.draw.polygon(surf, mid, _ridge(w, h, y - s * 0.03, dice, s * 0.04, dice.span(0.5, 1.2), 0))
    pts = _ridge(w, h, y + s * 0.04, dice, s * 0.05, dice.span(0.4, 1.0), 0)
    pygame.draw.polygon(surf, pal.near, pts)
    return pts[1:-1]


# -- things in the landscape -----------------------------------------------------------------------
def _cloud(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    col = mix(pal.light, pal.horizon, 0.3 if pal.time != "night" else 0.75)
    for _ in range(dice.count(3, 5)):
        r = size * dice.span(0.35, 0.6)
        pygame.draw.circle(surf, col, (x + size * dice.span(-0.8, 0.8), y + size * dice.span(-0.15, 0.1)), r)
    pygame.draw.rect(surf, col, (int(x - size * 0.9), int(y), int(size * 1.8), int(size * 0.35)),
                     border_radius=max(1, int(size * 0.17)))


def _bird(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    col = shade(pal.sky_top, 0.35) if pal.time != "night" else mix(pal.light, pal.sky_top, 0.4)
    wing = size * 0.5
    pygame.draw.lines(surf, col, False, [(x - wing, y - wing * 0.4), (x - wing * 0.4, y - wing * 0.55),
                                         (x, y), (x + wing * 0.4, y - wing * 0.55), (x + wing, y - wing * 0.4)],
                      max(1, int(size / 6)))


def _rune(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    """A glowing rune floating in the air: a stave with two or three branches."""
    col = mix(pal.accent, pal.light, 0.6)
    hh = size * 0.45
    glow(surf, (x, y), hh * 2.8, shade(col, 0.55), 120)
    width = max(1, int(size / 9))
    pygame.draw.line(surf, col, (x, y - hh), (x, y + hh), width)
    for _ in range(dice.count(2, 3)):
        at = y + hh * dice.span(-0.9, 0.5)
        side = 1 if dice.unit() < 0.5 else -1
        drop = hh * dice.span(-0.5, 0.6)
        pygame.draw.line(surf, col, (x, at), (x + side * hh * 0.6, at + drop), width)


def _banner(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    pole = shade(pal.near, 0.6)
    top = y - size * 1.6
    pygame.draw.line(surf, pole, (x, y), (x, top), max(1, int(size / 7)))
    cloth = pal.accent
    side = 1 if dice.unit() < 0.5 else -1
    pts = [(x, top), (x + side * size * 0.9, top + size * 0.1), (x + side * size * 0.7, top + size * 0.35),
           (x + side * size * 0.9, top + size * 0.6), (x, top + size * 0.55)]
    pygame.draw.polygon(surf, cloth, pts)
    pygame.draw.polygon(surf, shade(cloth, 0.55), pts, max(1, int(size / 10)))


def _stone(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    col = mix(pal.near, pal.far, 0.6)
    sw, sh = size * dice.span(0.3, 0.45), size * dice.span(0.8, 1.3)
    pts = [(x - sw, y + 2), (x - sw * 0.8, y - sh * 0.85), (x, y - sh), (x + sw * 0.8, y - sh * 0.8), (x + sw, y + 2)]
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, shade(col, 0.6), pts, max(1, int(size / 10)))


def _crystal(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    col = mix(pal.accent, pal.light, 0.35)
    for dx, k in ((-0.3, 0.7), (0.0, 1.0), (0.3, 0.6)):
        hw, ht = size * 0.16, size * 1.2 * k
        pts = [(x + dx * size - hw, y + 1), (x + dx * size - hw, y - ht * 0.75), (x + dx * size, y - ht),
               (x + dx * size + hw, y - ht * 0.75), (x + dx * size + hw, y + 1)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, shade(col, 0.5), pts, max(1, int(size / 12)))


def _tree(surf: pygame.Surface, pal: Palette, dice: Dice, x: float, y: float, size: float) -> None:
    col = shade(pal.near, 0.75)
    pygame.draw.line(surf, col, (x, y + 1), (x, y - size * 0.6), max(1, int(size / 6)))
    if dice.unit() < 0.5:
        for k in range(3):
            ww = size * (0.55 - k * 0.13)
            yy = y - size * (0.35 + k * 0.32)
            pygame.draw.polygon(surf, col, [(x - ww, yy), (x, yy - size * 0.55), (x + ww, yy)])
    else:
        pygame.draw.circle(surf, col, (x, y - size * 0.9), size * 0.45)
        pygame.draw.circle(surf, col, (x - size * 0.25, y - size * 0.7), size * 0.32)
        pygame.draw.circle(surf, col, (x + size * 0.25, y - size * 0.7), size * 0.32)


Draw = Callable[[pygame.Surface, Palette, Dice, float, float, float], None]
_IN_SKY: dict[str, Draw] = {"clouds": _cloud, "birds": _bird, "runes": _rune}
_ON_GROUND: dict[str, Draw] = {"banners": _banner, "stones": _stone, "crystals": _crystal, "trees": _tree}


def scenery(surf: pygame.Surface, pal: Palette, dice: Dice, horizon: float, ground: list[Point],
            avoid: tuple[float, float]) -> None:
    """One or two kinds of small things, a few of each, in the sky or standing on the near
    ground; those on the ground keep out of the band `avoid` (x from..to, the motif's place)."""
    w, h = surf.get_size()
    s = min(w, h)
    kinds = [dice.pick(SCENERY)]
    if dice.unit() < 0.55:
        kinds.append(dice.pick(SCENERY))
    for kind in dict.fromkeys(kinds):
        if pal.time == "night" and kind == "birds":
            kind = "runes"
        n = dice.count(1, 3 if kind in _IN_SKY else 4)
        size = s * dice.span(0.1, 0.2)
        for _ in range(n):
            x = w * dice.unit()
            if kind in _IN_SKY:
                y = horizon * dice.span(0.15, 0.7)
                _IN_SKY[kind](surf, pal, dice, x, y, size * dice.span(0.7, 1.2))
                continue
            if avoid[0] < x < avoid[1]:     # pushed out of the motif's band, to its nearer side
                x = avoid[0] - (x - avoid[0]) * 0.3 if x - avoid[0] < avoid[1] - x else avoid[1] + (avoid[1] - x) * 0.3
            x = max(0.0, min(float(w), x))
            i = min(len(ground) - 1, max(0, round(x / max(1, w) * (len(ground) - 1))))
            _ON_GROUND[kind](surf, pal, dice, x, ground[i][1] + s * 0.02, size * dice.span(0.7, 1.2))


_vignettes: dict[tuple[int, int], pygame.Surface] = {}


def vignette(surf: pygame.Surface) -> None:
    """Darken the picture's edges a little, like a painting's frame (kept per size)."""
    size = surf.get_size()
    v = _vignettes.get(size)
    if v is None:
        small = pygame.Surface((24, 16), pygame.SRCALPHA, 32)
        for y in range(16):
            for x in range(24):
                d = math.hypot((x + 0.5) / 12 - 1, (y + 0.5) / 8 - 1)
                small.set_at((x, y), (0, 0, 0, int(max(0.0, d - 0.6) ** 1.5 * 190)))
        v = pygame.transform.smoothscale(small, size)
        if len(_vignettes) > 64:
            _vignettes.clear()
        _vignettes[size] = v
    surf.blit(v, (0, 0))
