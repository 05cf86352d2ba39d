"""The drawn pieces of generated card art: type symbols and keyword emblems.

A type symbol (sword, bow, catapult, crown, cloud, flask...) is the main motif of a card's
generated illustration (art.py); a keyword emblem (wings for flying, a shield for
protection, a bolt for speed...) is a small badge for a keyword found in the card's rules
text. Both are drawn with pygame.draw around a centre within a radius, in a light fill
with a dark outline, so they read on any background. The words that map to emblems are
generic rules vocabulary shared by many card games, never a game's name.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable

import pygame

from ...core.table import RGB

# -- symbols: drawn around (cx, cy) within radius r, light fill and dark outline --------------------
Point = tuple[float, float]


def _poly(surf: pygame.Surface, pts: list[Point], fill: RGB, line: RGB, r: float) -> None:
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, line, pts, max(1, int(r / 9)))


def _at(cx: float, cy: float, r: float, pts: list[Point], angle: float = 0.0) -> list[Point]:
    """Unit-square points (-1..1) placed at (cx, cy), scaled by r, turned by `angle`."""
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + (x * ca - y * sa) * r, cy + (x * sa + y * ca) * r) for x, y in pts]


def _sword(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    a = math.pi / 4
    _poly(s, _at(cx, cy, r, [(-0.16, -0.8), (0.0, -1.1), (0.16, -0.8), (0.16, 0.35), (-0.16, 0.35)], a), fill, line, r)
    _poly(s, _at(cx, cy, r, [(-0.5, 0.32), (0.5, 0.32), (0.5, 0.5), (-0.5, 0.5)], a), fill, line, r)
    _poly(s, _at(cx, cy, r, [(-0.1, 0.5), (0.1, 0.5), (0.1, 0.85), (-0.1, 0.85)], a), line, line, r)
    px, py = _at(cx, cy, r, [(0.0, 0.95)], a)[0]
    pygame.draw.circle(s, line, (int(px), int(py)), max(2, int(r * 0.16)))


def _bow(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    w = max(2, int(r / 5))
    box = pygame.Rect(int(cx - r * 1.3), int(cy - r), int(r * 1.6), int(r * 2))
    pygame.draw.arc(s, line, box.inflate(w, w), -math.pi / 2, math.pi / 2, w + 2)
    pygame.draw.arc(s, fill, box, -math.pi / 2, math.pi / 2, w)
    top, bottom = (box.centerx, box.top), (box.centerx, box.bottom)
    pygame.draw.line(s, fill, top, bottom, max(1, w // 2))
    pygame.draw.line(s, line, (cx - r * 0.9, cy), (cx + r * 0.9, cy), max(2, w // 2 + 1))
    _poly(s, [(cx + r * 1.05, cy), (cx + r * 0.75, cy - r * 0.2), (cx + r * 0.75, cy + r * 0.2)], fill, line, r)
    _poly(s, [(cx - r * 0.95, cy), (cx - r * 0.7, cy - r * 0.18), (cx - r * 0.78, cy), (cx - r * 0.7, cy + r * 0.18)],
          fill, line, r)


def _catapult(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    _poly(s, _at(cx, cy, r, [(-0.9, 0.45), (0.9, 0.45), (0.9, 0.62), (-0.9, 0.62)]), fill, line, r)
    _poly(s, _at(cx, cy, r, [(-0.05, 0.45), (0.1, 0.45), (0.0, -0.05)]), fill, line, r)
    _poly(s, _at(cx, cy, r, [(-0.72, -0.68), (0.74, 0.36), (0.62, 0.54), (-0.84, -0.5)]), fill, line, r)
    bx, by = _at(cx, cy, r, [(-0.82, -0.66)])[0]
    pygame.draw.circle(s, line, (int(bx), int(by)), max(3, int(r * 0.22)))
    pygame.draw.circle(s, fill, (int(bx), int(by)), max(2, int(r * 0.15)))
    for wx in (-0.55, 0.55):
        x, y = _at(cx, cy, r, [(wx, 0.7)])[0]
        pygame.draw.circle(s, line, (int(x), int(y)), max(3, int(r * 0.24)))
        pygame.draw.circle(s, fill, (int(x), int(y)), max(2, int(r * 0.16)))


def _crown(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(-0.9, 0.5), (-0.9, -0.45), (-0.45, 0.05), (0.0, -0.7), (0.45, 0.05), (0.9, -0.45), (0.9, 0.5)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    _poly(s, _at(cx, cy, r, [(-0.9, 0.5), (0.9, 0.5), (0.9, 0.72), (-0.9, 0.72)]), line, line, r)
    for px, py in ((-0.9, -0.45), (0.0, -0.7), (0.9, -0.45)):
        x, y = _at(cx, cy, r, [(px, py - 0.12)])[0]
        pygame.draw.circle(s, fill, (int(x), int(y)), max(2, int(r * 0.13)))
        pygame.draw.circle(s, line, (int(x), int(y)), max(2, int(r * 0.13)), max(1, int(r / 14)))


def _cloud(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    blobs = ((-0.5, 0.05, 0.38), (0.0, -0.22, 0.5), (0.5, 0.05, 0.38), (0.05, 0.18, 0.4))
    for bx, by, br in blobs:
        pygame.draw.circle(s, line, (int(cx + bx * r), int(cy + by * r)), int(br * r) + max(1, int(r / 12)))
    for bx, by, br in blobs:
        pygame.draw.circle(s, fill, (int(cx + bx * r), int(cy + by * r)), int(br * r))
    for x in (-0.45, 0.0, 0.45):
        x0, y0 = cx + x * r, cy + r * 0.62
        pygame.draw.line(s, fill, (x0, y0), (x0 - r * 0.15, y0 + r * 0.3), max(1, int(r / 9)))


def _flask(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    _poly(s, _at(cx, cy, r, [(-0.18, -0.9), (0.18, -0.9), (0.18, -0.2), (-0.18, -0.2)]), fill, line, r)
    pygame.draw.circle(s, line, (int(cx), int(cy + r * 0.3)), int(r * 0.62) + max(1, int(r / 12)))
    pygame.draw.circle(s, fill, (int(cx), int(cy + r * 0.3)), int(r * 0.62))
    liquid = pygame.Rect(int(cx - r * 0.62), int(cy + r * 0.3), int(r * 1.24), int(r * 0.62))
    pygame.draw.ellipse(s, line, liquid.inflate(-r * 0.2, 0).move(0, -r * 0.05))
    pygame.draw.rect(s, line, (int(cx - r * 0.26), int(cy - r * 0.98), int(r * 0.52), max(2, int(r * 0.14))))


def _shield(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(-0.75, -0.8), (0.75, -0.8), (0.75, 0.05), (0.0, 0.95), (-0.75, 0.05)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    w = max(2, int(r / 6))
    pygame.draw.line(s, line, (cx, cy - r * 0.7), (cx, cy + r * 0.75), w)
    pygame.draw.line(s, line, (cx - r * 0.65, cy - r * 0.25), (cx + r * 0.65, cy - r * 0.25), w)


def _bolt(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(0.25, -1.0), (-0.5, 0.12), (-0.05, 0.12), (-0.3, 1.0), (0.55, -0.2), (0.08, -0.2), (0.35, -1.0)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)


def _gem(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    outer = [(-0.8, -0.3), (-0.45, -0.75), (0.45, -0.75), (0.8, -0.3), (0.0, 0.9)]
    _poly(s, _at(cx, cy, r, outer), fill, line, r)
    w = max(1, int(r / 14))
    for a, b in (((-0.8, -0.3), (0.8, -0.3)), ((-0.45, -0.75), (-0.2, -0.3)), ((0.45, -0.75), (0.2, -0.3)),
                 ((-0.2, -0.3), (0.0, 0.9)), ((0.2, -0.3), (0.0, 0.9))):
        pygame.draw.line(s, line, _at(cx, cy, r, [a])[0], _at(cx, cy, r, [b])[0], w)


def _tower(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(-0.55, 0.9), (-0.45, -0.45), (-0.62, -0.45), (-0.62, -0.9), (-0.36, -0.9), (-0.36, -0.7),
           (-0.12, -0.7), (-0.12, -0.9), (0.12, -0.9), (0.12, -0.7), (0.36, -0.7), (0.36, -0.9), (0.62, -0.9),
           (0.62, -0.45), (0.45, -0.45), (0.55, 0.9)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    door = _at(cx, cy, r, [(-0.18, 0.9), (-0.18, 0.45), (0.0, 0.3), (0.18, 0.45), (0.18, 0.9)])
    pygame.draw.polygon(s, line, door)
    pygame.draw.rect(s, line, (int(cx - r * 0.08), int(cy - r * 0.25), max(2, int(r * 0.16)), int(r * 0.3)))


def _eye(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(-1.0, 0.0)] + [(math.cos(t) * 1.0, -math.sin(t) * 0.6) for t in (i * math.pi / 8 for i in range(9))]
    pts += [(math.cos(t) * 1.0, math.sin(t) * 0.6) for t in (i * math.pi / 8 for i in range(8, -1, -1))]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    pygame.draw.circle(s, line, (int(cx), int(cy)), int(r * 0.42))
    pygame.draw.circle(s, fill, (int(cx - r * 0.12), int(cy - r * 0.12)), max(1, int(r * 0.12)))


def _mask(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(-0.95, -0.5), (0.0, -0.62), (0.95, -0.5), (0.8, 0.25), (0.3, 0.35), (0.0, 0.12), (-0.3, 0.35),
           (-0.8, 0.25)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    for ex in (-0.45, 0.45):
        eye = pygame.Rect(0, 0, int(r * 0.5), int(r * 0.3))
        eye.center = (int(cx + ex * r), int(cy - r * 0.15))
        pygame.draw.ellipse(s, line, eye)
    pygame.draw.line(s, line, (cx - r * 0.95, cy - r * 0.45), (cx - r * 1.05, cy + r * 0.6), max(1, int(r / 10)))


def _skull(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pygame.draw.circle(s, line, (int(cx), int(cy - r * 0.15)), int(r * 0.72) + max(1, int(r / 12)))
    pygame.draw.circle(s, fill, (int(cx), int(cy - r * 0.15)), int(r * 0.72))
    _poly(s, _at(cx, cy, r, [(-0.4, 0.35), (0.4, 0.35), (0.4, 0.85), (-0.4, 0.85)]), fill, line, r)
    for ex in (-0.3, 0.3):
        pygame.draw.circle(s, line, (int(cx + ex * r), int(cy - r * 0.1)), max(2, int(r * 0.2)))
    pygame.draw.polygon(s, line, _at(cx, cy, r, [(0.0, 0.12), (-0.1, 0.32), (0.1, 0.32)]))
    for tx in (-0.2, 0.0, 0.2):
        pygame.draw.line(s, line, (cx + tx * r, cy + r * 0.55), (cx + tx * r, cy + r * 0.85), max(1, int(r / 14)))


def _star(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = []
    for i in range(10):
        rad = 1.0 if i % 2 == 0 else 0.42
        t = -math.pi / 2 + i * math.pi / 5
        pts.append((math.cos(t) * rad, math.sin(t) * rad))
    _poly(s, _at(cx, cy, r, pts), fill, line, r)


def _flame(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(0.0, -1.0), (0.35, -0.45), (0.7, -0.05), (0.72, 0.45), (0.4, 0.85), (0.0, 0.95), (-0.4, 0.85),
           (-0.72, 0.45), (-0.6, -0.05), (-0.35, 0.1), (-0.2, -0.4)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    inner = [(0.0, -0.15), (0.3, 0.3), (0.25, 0.7), (0.0, 0.8), (-0.25, 0.7), (-0.3, 0.35)]
    pygame.draw.polygon(s, line, _at(cx, cy, r, inner))


def _wing(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(-0.9, 0.6), (-0.6, -0.2), (-0.1, -0.75), (0.7, -0.95), (0.95, -0.7), (0.6, -0.45), (0.85, -0.3),
           (0.45, -0.05), (0.7, 0.1), (0.25, 0.3), (0.45, 0.45), (-0.2, 0.55)]
    _poly(s, _at(cx, cy, r, pts), fill, line, r)
    w = max(1, int(r / 14))
    for a, b in (((-0.6, 0.45), (0.6, -0.45)), ((-0.55, 0.5), (0.45, -0.05)), ((-0.5, 0.55), (0.25, 0.3))):
        pygame.draw.line(s, line, _at(cx, cy, r, [a])[0], _at(cx, cy, r, [b])[0], w)


def _claw(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    for dx in (-0.45, 0.0, 0.45):
        pts = [(dx - 0.2, -0.9), (dx + 0.05, -0.2), (dx + 0.25, 0.85), (dx - 0.02, 0.1), (dx - 0.3, -0.75)]
        _poly(s, _at(cx, cy, r, pts, 0.3), fill, line, r)


def _sun(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    for i in range(12):
        t = i * math.pi / 6
        a = _at(cx, cy, r, [(math.cos(t) * 0.6, math.sin(t) * 0.6)])[0]
        b = _at(cx, cy, r, [(math.cos(t) * 1.0, math.sin(t) * 1.0)])[0]
        pygame.draw.line(s, line, a, b, max(3, int(r / 6)))
        pygame.draw.line(s, fill, a, b, max(1, int(r / 12)))
    pygame.draw.circle(s, line, (int(cx), int(cy)), int(r * 0.55) + max(1, int(r / 12)))
    pygame.draw.circle(s, fill, (int(cx), int(cy)), int(r * 0.55))


Symbol = Callable[[pygame.Surface, float, float, float, RGB, RGB], None]
SYMBOLS: dict[str, Symbol] = {
    "sword": _sword, "bow": _bow, "catapult": _catapult, "crown": _crown, "cloud": _cloud, "flask": _flask,
    "shield": _shield, "bolt": _bolt, "gem": _gem, "tower": _tower, "eye": _eye, "mask": _mask,
    "skull": _skull, "star": _star, "flame": _flame, "wing": _wing, "claw": _claw, "sun": _sun}


# -- keyword emblems ------------------------------------------------------------------------------
def _heart(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = []
    for i in range(24):
        t = i / 24 * math.tau
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x / 17, y / 17 + 0.05))
    _poly(s, _at(cx, cy, r, pts), fill, line, r)


def _snow(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    for i in range(3):
        a = i * math.pi / 3 + math.pi / 2
        p, q = _at(cx, cy, r, [(0.0, -0.95), (0.0, 0.95)], a)
        pygame.draw.line(s, line, p, q, max(3, int(r / 3.5)))
    for i in range(3):
        a = i * math.pi / 3 + math.pi / 2
        p, q = _at(cx, cy, r, [(0.0, -0.85), (0.0, 0.85)], a)
        pygame.draw.line(s, fill, p, q, max(1, int(r / 7)))
        for end in (-0.6, 0.6):
            for side in (-0.28, 0.28):
                u, v = _at(cx, cy, r, [(0.0, end), (side, end + (0.25 if end < 0 else -0.25) * -1)], a)
                pygame.draw.line(s, fill, u, v, max(1, int(r / 8)))


def _moon(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    outer = [(math.cos(t) * 0.85, math.sin(t) * 0.85) for t in (math.pi * (0.3 + i / 20 * 1.4) for i in range(21))]
    inner = [(0.25 + math.cos(t) * 0.62, -0.05 + math.sin(t) * 0.66)
             for t in (math.pi * (1.7 - i / 20 * 1.4) for i in range(21))]
    _poly(s, _at(cx, cy, r, outer + inner, -0.5), fill, line, r)


def _hourglass(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    _poly(s, _at(cx, cy, r, [(-0.6, -0.85), (0.6, -0.85), (0.08, 0.0), (0.6, 0.85), (-0.6, 0.85), (-0.08, 0.0)]),
          fill, line, r)
    pygame.draw.polygon(s, line, _at(cx, cy, r, [(-0.35, 0.7), (0.35, 0.7), (0.0, 0.3)]))
    for y in (-0.92, 0.92):
        p, q = _at(cx, cy, r, [(-0.75, y), (0.75, y)])
        pygame.draw.line(s, line, p, q, max(2, int(r / 5)))


def _leaf(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(math.sin(t) * 0.55 * (1 - 0.3 * math.cos(t)), -math.cos(t) * 0.95) for t in
           (i / 24 * math.tau for i in range(24))]
    _poly(s, _at(cx, cy, r, pts, 0.6), fill, line, r)
    p, q = _at(cx, cy, r, [(0.0, -0.8), (0.0, 1.05)], 0.6)
    pygame.draw.line(s, line, p, q, max(1, int(r / 9)))


def _spiral(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pts = [(math.cos(t) * t / 13, math.sin(t) * t / 13) for t in (i * 0.35 for i in range(1, 36))]
    at = _at(cx, cy, r, pts)
    pygame.draw.lines(s, line, False, at, max(3, int(r / 3.5)))
    pygame.draw.lines(s, fill, False, at, max(1, int(r / 7)))


def _coin(s: pygame.Surface, cx: float, cy: float, r: float, fill: RGB, line: RGB) -> None:
    pygame.draw.circle(s, line, (int(cx), int(cy)), int(r * 0.85))
    pygame.draw.circle(s, fill, (int(cx), int(cy)), int(r * 0.85) - max(1, int(r / 9)))
    pygame.draw.circle(s, line, (int(cx), int(cy)), int(r * 0.5), max(1, int(r / 10)))


EMBLEMS: dict[str, Symbol] = {
    "wings": _wing, "shield": _shield, "bolt": _bolt, "skull": _skull, "heart": _heart, "flame": _flame,
    "snow": _snow, "eye": _eye, "moon": _moon, "hourglass": _hourglass, "star": _star, "leaf": _leaf,
    "crown": _crown, "spiral": _spiral, "coin": _coin}

# Rules words (lower case, whole words) and the emblem each calls up.
KEYWORD_EMBLEMS: dict[str, str] = {
    "flying": "wings", "flight": "wings", "flier": "wings", "fly": "wings", "airborne": "wings", "ascend": "wings",
    "aegis": "shield", "shield": "shield", "armor": "shield", "armour": "shield", "guardian": "shield",
    "protector": "shield", "endurance": "shield", "invulnerable": "shield", "taunt": "shield", "ward": "shield",
    "charge": "bolt", "fast": "bolt", "quickdraw": "bolt", "haste": "bolt", "spark": "bolt", "rush": "bolt",
    "deadly": "skull", "deathstrike": "skull", "killer": "skull", "poison": "skull", "entomb": "skull",
    "deathtouch": "skull", "sacrifice": "skull",
    "lifesteal": "heart", "lifeforce": "heart", "lifelink": "heart", "heal": "heart", "drain": "heart",
    "berserk": "flame", "rage": "flame", "reckless": "flame", "overwhelm": "flame", "trample": "flame",
    "freeze": "snow", "frozen": "snow", "stun": "snow", "silence": "snow",
    "scout": "eye", "seek": "eye", "reveal": "eye", "infiltrate": "eye", "unblockable": "eye", "spy": "eye",
    "nightfall": "moon", "night": "moon", "ambush": "moon", "eventide": "moon", "stealth": "moon",
    "echo": "hourglass", "chrono": "hourglass", "destiny": "hourglass", "fate": "hourglass",
    "playback": "hourglass", "afterthought": "hourglass",
    "ultimate": "star", "empower": "star", "inspire": "star", "mentor": "star", "awaken": "star",
    "celestial": "star",
    "growth": "leaf", "harvest": "leaf", "symbiosis": "leaf", "attuned": "leaf",
    "king": "crown", "kingdom": "crown", "warcry": "crown", "ally": "crown", "bond": "crown",
    "portal": "spiral", "warp": "spiral", "unstable": "spiral", "null": "spiral", "negate": "spiral",
    "transmute": "spiral", "hex": "spiral",
    "market": "coin", "hoard": "coin", "pay": "coin"}

MAX_EMBLEMS = 3
_WORD = re.compile(r"[a-z]+")


def keyword_emblems(text: str) -> tuple[str, ...]:
    """The emblems for the keywords in a card's rules text: in the order their words first
    appear, each emblem once, at most MAX_EMBLEMS."""
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        emblem = KEYWORD_EMBLEMS.get(word)
        if emblem is not None and emblem not in out:
            out.append(emblem)
            if len(out) == MAX_EMBLEMS:
                break
    return tuple(out)
