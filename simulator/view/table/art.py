"""Card art: the player's own picture from the art folder, or a generated illustration.

The art folder is `<data folder>/art/<game>/` (TABLETOP_HOME/art/<game>/ when
TABLETOP_HOME is set, like saves): a file named by the card's id or its name
(case-insensitive), .png, .jpg or .jpeg, is used for that card. Pictures are read only
when a card is first drawn, never trusted: at most MAX_BYTES, at most MAX_SIDE pixels a
side (read from the file's header before decoding), and any file that cannot be read or
decoded falls back to the generated art. Scaled pictures are cached per size. The
folder, the limits and the header reading are pygame-free (core/pictures.py), shared
with `tabletop images`, which fills the folder with a game's official pictures.

Without a picture a card gets an illustration generated from its identity (game, id,
name) through hashlib, so the same card always looks the same: a background in its
faction or type colours, a pattern (stripes, rings, dots, lattice, waves) and the
symbol the game chose for its type (sword, bow, catapult, crown, cloud, flask...)
drawn with pygame.draw. Never a bare letter.
"""
from __future__ import annotations

import hashlib
import io
import math
import os
import re
import struct
from collections.abc import Callable
from pathlib import Path

import pygame

from ...core.pictures import EXTENSIONS, MAX_BYTES, MAX_SIDE, art_dir, image_size
from ...core.table import RGB, CardFace
from ...core.untrusted import UnreadableFile, read_regular

SCAN_LIMIT = 5000                    # folder entries looked at
CACHE_LIMIT = 768                    # scaled pictures kept

_listings: dict[str, tuple[float, dict[str, Path]]] = {}   # game -> (folder mtime, name -> file)
_pictures: dict[tuple[str, float, int], pygame.Surface | None] = {}   # decoded files (None: unusable)
_scaled: dict[tuple, pygame.Surface] = {}


def slug(name: str) -> str:
    """A name as a plain file name: lower case, runs of other characters as "_"."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def clear_cache() -> None:
    """Forget folder listings, decoded pictures and scaled art (tests; a changed folder)."""
    _listings.clear()
    _pictures.clear()
    _scaled.clear()


def card_art(face: CardFace, w: int, h: int) -> pygame.Surface:
    """The art of a card at w x h pixels: the player's picture or the generated one (cached)."""
    w, h = max(1, int(w)), max(1, int(h))
    key = (face.game, face.card_id, face.title, face.art, face.colour, face.pips, w, h)
    surf = _scaled.get(key)
    if surf is None:
        picture = user_picture(face)
        surf = _cover(picture, w, h) if picture is not None else generated_art(face, w, h)
        if len(_scaled) >= CACHE_LIMIT:
            _scaled.pop(next(iter(_scaled)))
        _scaled[key] = surf
    return surf


# -- the player's pictures ------------------------------------------------------------------------
def picture_path(game: str, card_id: str, title: str) -> Path | None:
    """The player's picture file for a card, if the art folder has one."""
    if not game:
        return None
    names = _listing(game)
    for stem in (card_id.lower(), title.lower(), slug(title), slug(card_id)):
        if stem and stem in names:
            return names[stem]
    return None


def _listing(game: str) -> dict[str, Path]:
    folder = art_dir(game)
    try:
        mtime = folder.stat().st_mtime
    except (OSError, ValueError):
        _listings.pop(game, None)
        return {}
    known = _listings.get(game)
    if known is not None and known[0] == mtime:
        return known[1]
    names: dict[str, Path] = {}
    try:
        with os.scandir(folder) as entries:
            for i, entry in enumerate(entries):
                if i >= SCAN_LIMIT:
                    break
                stem, ext = os.path.splitext(entry.name)
                if ext.lower() in EXTENSIONS:
                    names.setdefault(stem.lower(), Path(entry.path))
    except OSError:
        names = {}
    _listings[game] = (mtime, names)
    return names


def user_picture(face: CardFace) -> pygame.Surface | None:
    """The decoded picture for a card from the art folder, or None (none, or unusable)."""
    path = picture_path(face.game, face.card_id, face.title)
    if path is None:
        return None
    try:
        st = path.stat()
        key = (str(path), st.st_mtime, st.st_size)
    except (OSError, ValueError):
        return None
    if key not in _pictures:
        _pictures[key] = load_picture(path)
    return _pictures[key]


def load_picture(path: Path) -> pygame.Surface | None:
    """A picture file as a 32-bit surface, or None when it is too large, not a PNG or
    JPEG, or broken. Never raises."""
    try:
        data = read_regular(path, MAX_BYTES)
        size = image_size(data)
        if size is None or not (0 < size[0] <= MAX_SIDE and 0 < size[1] <= MAX_SIDE):
            return None
        img = pygame.image.load(io.BytesIO(data), path.name)
        if img.get_width() > MAX_SIDE or img.get_height() > MAX_SIDE or min(img.get_size()) < 1:
            return None
        out = pygame.Surface(img.get_size(), pygame.SRCALPHA, 32)
        out.blit(img, (0, 0))
        return out
    except (UnreadableFile, OSError, ValueError, pygame.error, MemoryError, struct.error):
        return None


def _cover(picture: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """The picture scaled to cover w x h, centred and cropped."""
    pw, ph = picture.get_size()
    scale = max(w / pw, h / ph)
    sw, sh = max(w, math.ceil(pw * scale)), max(h, math.ceil(ph * scale))
    scaled = pygame.transform.smoothscale(picture, (sw, sh))
    out = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    out.blit(scaled, (0, 0), pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h))
    return out


# -- generated art ------------------------------------------------------------------------------
def _shade(c: RGB, f: float) -> RGB:
    return (max(0, min(255, int(c[0] * f))), max(0, min(255, int(c[1] * f))), max(0, min(255, int(c[2] * f))))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def card_seed(face: CardFace) -> bytes:
    """The bytes every choice of a card's generated art comes from (stable across runs)."""
    return hashlib.sha256(f"{face.game}/{face.card_id}/{face.title}".encode("utf-8", "replace")).digest()


PATTERNS = ("stripes", "rings", "dots", "lattice", "waves")


def generated_art(face: CardFace, w: int, h: int) -> pygame.Surface:
    """A card's generated illustration at w x h pixels (not cached; see card_art)."""
    seed = card_seed(face)
    base = face.colour
    second = face.pips[0] if face.pips and face.pips[0] != base else _hue_turn(base, 0.08 + seed[1] / 255 * 0.25)
    surf = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    top, bottom = _shade(_mix(base, (250, 240, 220), 0.18), 1.1), _shade(second, 0.5)
    for y in range(h):   # a vertical gradient
        pygame.draw.line(surf, _mix(top, bottom, y / max(1, h - 1)), (0, y), (w - 1, y))
    layer = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    ink = (*_shade(_mix(base, (255, 255, 255), 0.45), 1.0), 70)
    PATTERN_DRAW[PATTERNS[seed[0] % len(PATTERNS)]](layer, w, h, seed, ink)
    surf.blit(layer, (0, 0))
    # a horizon of hills for depth
    hill = _shade(bottom, 0.75)
    pts: list[tuple[float, float]] = [(0, h)]
    for i in range(7):
        x = w * i / 6
        pts.append((x, h * (0.78 + 0.08 * math.sin(seed[2] / 40 + i * 1.3))))
    pts.append((w, h))
    pygame.draw.polygon(surf, hill, pts)
    # the type symbol on an emblem disc
    s = min(w, h)
    cx, cy = w / 2 + (seed[3] % 9 - 4) * w / 100, h / 2
    r = s * 0.4
    disc = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    pygame.draw.circle(disc, (*_shade(base, 0.35), 150), (int(cx), int(cy)), int(r))
    surf.blit(disc, (0, 0))
    pygame.draw.circle(surf, _shade(_mix(base, (255, 230, 170), 0.5), 1.0), (int(cx), int(cy)), int(r), max(1, int(s / 40)))
    light = (246, 238, 214)
    dark = _shade(base, 0.3)
    SYMBOLS.get(face.art, _star)(surf, cx, cy, r * 0.8, light, dark)
    return surf


def _hue_turn(c: RGB, turn: float) -> RGB:
    col = pygame.Color(*c)
    hue, sat, val, _a = col.hsva
    col.hsva = ((hue + turn * 360) % 360, min(100.0, sat + 10), max(20.0, min(100.0, val)), 100)
    return (col.r, col.g, col.b)


Ink = tuple[int, int, int, int]


def _stripes(layer: pygame.Surface, w: int, h: int, seed: bytes, ink: Ink) -> None:
    gap = max(5, min(w, h) // (5 + seed[4] % 5))
    slope = (seed[5] % 3) - 1 or 1
    width = max(1, gap // 3)
    for x in range(-h - gap, w + h, gap):
        pygame.draw.line(layer, ink, (x, 0), (x + slope * h, h), width)


def _rings(layer: pygame.Surface, w: int, h: int, seed: bytes, ink: Ink) -> None:
    cx, cy = w * seed[4] / 255, h * seed[5] / 255
    gap = max(4, min(w, h) // (6 + seed[6] % 4))
    width = max(1, gap // 3)
    for r in range(gap, int(math.hypot(w, h)) + gap, gap):
        pygame.draw.circle(layer, ink, (int(cx), int(cy)), r, width)


def _dots(layer: pygame.Surface, w: int, h: int, seed: bytes, ink: Ink) -> None:
    gap = max(5, min(w, h) // (5 + seed[4] % 4))
    r = max(1, gap // 4 + seed[5] % 2)
    for j, y in enumerate(range(gap // 2, h + gap, gap)):
        off = gap // 2 if j % 2 else 0
        for x in range(off, w + gap, gap):
            pygame.draw.circle(layer, ink, (x, y), r)


def _lattice(layer: pygame.Surface, w: int, h: int, seed: bytes, ink: Ink) -> None:
    gap = max(6, min(w, h) // (4 + seed[4] % 4))
    width = max(1, gap // 8)
    for x in range(-h, w + h, gap):
        pygame.draw.line(layer, ink, (x, 0), (x + h, h), width)
        pygame.draw.line(layer, ink, (x, 0), (x - h, h), width)


def _waves(layer: pygame.Surface, w: int, h: int, seed: bytes, ink: Ink) -> None:
    gap = max(5, min(w, h) // (5 + seed[4] % 4))
    amp = gap * (0.3 + seed[5] / 255 * 0.4)
    width = max(1, gap // 4)
    step = max(2, w // 24)
    for y0 in range(0, h + gap, gap):
        pts = [(x, y0 + amp * math.sin(x / max(1, w) * math.tau * (1 + seed[6] % 3))) for x in range(0, w + step, step)]
        if len(pts) > 1:
            pygame.draw.lines(layer, ink, False, pts, width)


PATTERN_DRAW: dict[str, Callable[[pygame.Surface, int, int, bytes, Ink], None]] = {
    "stripes": _stripes, "rings": _rings, "dots": _dots, "lattice": _lattice, "waves": _waves}


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


SYMBOLS: dict[str, Callable[[pygame.Surface, float, float, float, RGB, RGB], None]] = {
    "sword": _sword, "bow": _bow, "catapult": _catapult, "crown": _crown, "cloud": _cloud, "flask": _flask,
    "shield": _shield, "bolt": _bolt, "gem": _gem, "tower": _tower, "eye": _eye, "mask": _mask,
    "skull": _skull, "star": _star, "flame": _flame, "wing": _wing, "claw": _claw, "sun": _sun}
