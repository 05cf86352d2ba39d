"""Card art: the player's own picture from the art folder, or a generated illustration.

The art folder is `<data folder>/art/<game>/` (TABLETOP_HOME/art/<game>/ when
TABLETOP_HOME is set, like saves): a file named by the card's id or its name
(case-insensitive), .png, .jpg or .jpeg, is used for that card. Pictures are read only
when a card is first drawn, never trusted: at most MAX_BYTES, at most MAX_SIDE pixels a
side (read from the file's header before decoding), and any file that cannot be read or
decoded falls back to the generated art.

Memory is bounded by bytes, however many cards and replays one run shows: a decoded
picture is kept at most DECODED_SIDE pixels a side (a larger one is scaled down once, as it
is read), the decoded pictures share a PICTURE_BUDGET (96 MiB) and the pictures scaled to
a card's size (the player's and the generated ones) a SCALED_BUDGET (48 MiB), each a
least-recently-used cache (table/picture_cache.py): at most 144 MiB of card art in all. A
picture let go is read or drawn again when next needed. The
folder, the limits and the header reading are pygame-free (core/pictures.py), shared
with `tabletop images`, which fills the folder with a game's official pictures.

Without a picture a card gets an illustration generated from its data (game, name, type
line, colour, type symbol) through hashlib, so the same card always looks the same and
two cards seldom look alike: a scene (sky at a time of day, sun or moon, far land, near
ground, a few clouds, birds, runes, banners, stones...; art_scene.py) tinted from the
card's colour, the symbol the game chose for its type (sword, bow, catapult, crown,
cloud, flask...; art_motifs.py) as the main motif at a place, size and backing of its
own, and a small emblem per keyword of its rules text (wings for flying...). Never a
bare letter. One picture takes about a millisecond at the zoom's size.
"""
from __future__ import annotations

import hashlib
import io
import math
import os
import re
import struct
from pathlib import Path

import pygame

from ...core.pictures import EXTENSIONS, MAX_BYTES, MAX_SIDE, art_dir, image_size
from ...core.table import CardFace
from ...core.untrusted import UnreadableFile, read_regular
from .art_motifs import EMBLEMS, SYMBOLS, Symbol, keyword_emblems
from .picture_cache import PictureCache, surface_bytes
from .art_scene import Dice, Palette, celestial, far_land, glow, gradient, hue_turn, mix, near_ground, palette, \
    scenery, shade, vignette

SCAN_LIMIT = 5000                    # folder entries looked at
MIB = 1024 * 1024
DECODED_SIDE = 1024                  # pixels a side a decoded picture is kept at (the zoom's art is smaller)
PICTURE_BUDGET = 96 * MIB            # bytes of decoded pictures kept (24 at the largest kept size)
SCALED_BUDGET = 48 * MIB             # bytes of art scaled to a card's size kept

_listings: dict[str, tuple[float, dict[str, Path]]] = {}   # game -> (folder mtime, name -> file)
# decoded files by (path, mtime, size); None: unusable
_pictures: PictureCache[pygame.Surface | None] = PictureCache(PICTURE_BUDGET, surface_bytes)
_scaled: PictureCache[pygame.Surface] = PictureCache(SCALED_BUDGET, surface_bytes)


def cache_bytes() -> dict[str, int]:
    """What the art caches hold now and at most since they were cleared, in bytes, with their
    budgets and how many pictures were decoded (the bench reports it)."""
    return {"decoded_bytes": _pictures.bytes, "decoded_peak_bytes": _pictures.peak,
            "decoded_budget_bytes": _pictures.budget, "decoded_pictures": len(_pictures),
            "decoded_added": _pictures.added,
            "scaled_bytes": _scaled.bytes, "scaled_peak_bytes": _scaled.peak,
            "scaled_budget_bytes": _scaled.budget, "scaled_pictures": len(_scaled)}


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
    key = (face.game, face.card_id, face.title, face.kind, face.text, face.art, face.colour, face.pips, w, h)
    surf = _scaled.get(key)
    if surf is None:
        picture = user_picture(face)
        surf = _cover(picture, w, h) if picture is not None else generated_art(face, w, h)
        _scaled.put(key, surf)
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
    if key in _pictures:
        return _pictures.get(key)
    picture = load_picture(path)
    _pictures.put(key, picture)
    return picture


def load_picture(path: Path) -> pygame.Surface | None:
    """A picture file as a 32-bit surface at most DECODED_SIDE pixels a side (a larger one
    is scaled down, keeping its shape), or None when it is too large, not a PNG or JPEG, or
    broken. Never raises."""
    try:
        data = read_regular(path, MAX_BYTES)
        size = image_size(data)
        if size is None or not (0 < size[0] <= MAX_SIDE and 0 < size[1] <= MAX_SIDE):
            return None
        img = pygame.image.load(io.BytesIO(data), path.name)
        if img.get_width() > MAX_SIDE or img.get_height() > MAX_SIDE or min(img.get_size()) < 1:
            return None
        if img.get_bitsize() in (24, 32):
            img = _reduced(img)                # scaled down before the copy: a quarter of the work
        out = pygame.Surface(img.get_size(), pygame.SRCALPHA, 32)
        out.blit(img, (0, 0))
        del img
        return _reduced(out)
    except (UnreadableFile, OSError, ValueError, pygame.error, MemoryError, struct.error):
        return None


def _reduced(picture: pygame.Surface) -> pygame.Surface:
    """A decoded picture at most DECODED_SIDE pixels a side, its shape kept."""
    w, h = picture.get_size()
    if max(w, h) <= DECODED_SIDE:
        return picture
    k = DECODED_SIDE / max(w, h)
    return pygame.transform.smoothscale(picture, (max(1, round(w * k)), max(1, round(h * k))))


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
def card_seed(face: CardFace) -> bytes:
    """The bytes every choice of a card's generated art comes from, through hashlib (stable
    across runs, unlike hash()): the card's game, name (its id when it has none), type line,
    colour and type symbol. Not the id beside a name: copies of one card that a game
    numbers apart (Knight, Knight3) look the same; cards that share a name but differ in
    type or colour look different. Not the rules text either: its keywords only add
    emblems, so the scene stays put if a game's text for a card changes in play."""
    ident = f"{face.game}/{face.title or face.card_id}/{face.kind}/{face.colour}/{face.art}"
    return hashlib.sha256(ident.encode("utf-8", "replace")).digest()


BACKINGS = ("halo", "disc", "banner", "plinth")
SUPERSAMPLE_AREA = 200_000        # pictures up to this many pixels are drawn at twice the size


def generated_art(face: CardFace, w: int, h: int) -> pygame.Surface:
    """A card's generated illustration at w x h pixels (not cached; see card_art).

    A scene (sky at a time of day, sun or moon, far land, near ground, a few small things)
    tinted from the card's colour, its type symbol as the main motif on a backing (a halo,
    a disc, a hanging banner or a plinth) at a place and size of its own, and a small
    emblem per keyword of its rules text in the top right corner. Drawn at twice the size
    and scaled down (smooth edges) unless the picture is large."""
    w, h = max(1, int(w)), max(1, int(h))
    k = 2 if w * h <= SUPERSAMPLE_AREA else 1
    surf = pygame.Surface((w * k, h * k), 0, 32)
    _compose(surf, face)
    return pygame.transform.smoothscale(surf, (w, h)) if k > 1 else surf


def _compose(surf: pygame.Surface, face: CardFace) -> None:
    """Draw a card's generated illustration over all of `surf`."""
    dice = Dice(card_seed(face))
    w, h = surf.get_size()
    s = min(w, h)
    second = face.pips[0] if face.pips and face.pips[0] != face.colour else hue_turn(face.colour, dice.span(30, 150))
    pal = palette(face.colour, second, dice)
    horizon = h * dice.span(0.45, 0.7)
    gradient(surf, (pal.sky_top, mix(pal.sky_top, pal.horizon, 0.55), pal.horizon), 0, int(horizon) + 1)
    gradient(surf, (pal.far, pal.near), int(horizon), h)
    celestial(surf, pal, dice, horizon)
    far_land(surf, pal, dice, horizon)
    ground = near_ground(surf, pal, dice, horizon + (h - horizon) * 0.45)
    # the motif: the type symbol, kept clear of the top-left number the face draws over the art
    r = s * dice.span(0.28, 0.38)
    cx = min(w - r * 1.1, max(w * 0.25 + r, w * dice.span(0.42, 0.76)))
    cy = h * dice.span(0.44, 0.56)
    scenery(surf, pal, dice, horizon, ground, (cx - r * 1.2, cx + r * 1.2))
    _backing(surf, dice.pick(BACKINGS), pal, cx, cy, r)
    symbol = SYMBOLS.get(face.art, SYMBOLS["star"])
    _shadow(surf, symbol, cx, cy, r * 0.8)
    symbol(surf, cx, cy, r * 0.8, pal.fill, pal.ink)
    vignette(surf)
    _emblems(surf, keyword_emblems(face.text), pal)


def _shadow(surf: pygame.Surface, symbol: Symbol, cx: float, cy: float, r: float) -> None:
    """A soft dark shadow of the symbol, a little below and right of it, so a light symbol
    reads on a light sky: its silhouette drawn small and scaled up (a cheap blur)."""
    size = int(r * 2.6) + 2
    shape = pygame.Surface((size, size), pygame.SRCALPHA, 32)
    symbol(shape, size / 2, size / 2, r, (0, 0, 0), (0, 0, 0))
    small = pygame.transform.smoothscale(shape, (max(1, size // 6), max(1, size // 6)))
    blurred = pygame.transform.smoothscale(small, (size, size))
    blurred.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    off = r * 0.08
    surf.blit(blurred, (int(cx - size / 2 + off), int(cy - size / 2 + off * 1.5)))


def _backing(surf: pygame.Surface, kind: str, pal: Palette, cx: float, cy: float, r: float) -> None:
    """What the symbol stands on or in front of."""
    w, h = surf.get_size()
    edge = max(1, int(r / 12))
    if kind == "halo":
        glow(surf, (cx, cy), r * 2.6, shade(pal.light, 0.75), 190)
    elif kind == "disc":
        disc = pygame.Surface((int(r * 2) + 4, int(r * 2) + 4), pygame.SRCALPHA, 32)
        c = disc.get_width() // 2
        pygame.draw.circle(disc, (*pal.ink, 150), (c, c), int(r))
        surf.blit(disc, (int(cx) - c, int(cy) - c))
        pygame.draw.circle(surf, mix(pal.accent, (255, 230, 170), 0.5), (cx, cy), r, edge + 1)
    elif kind == "banner":
        bw = r * 0.95
        bottom = min(h - 1.0, cy + r * 1.25)
        pts = [(cx - bw, -1), (cx + bw, -1), (cx + bw, bottom), (cx, bottom - r * 0.4), (cx - bw, bottom)]
        pygame.draw.polygon(surf, mix(shade(pal.accent, 0.7), (70, 66, 62), 0.2), pts)
        pygame.draw.polygon(surf, mix(pal.accent, (255, 230, 170), 0.45), pts, edge + 1)
        pygame.draw.line(surf, shade(pal.accent, 0.4), (cx - bw * 1.25, r * 0.1), (cx + bw * 1.25, r * 0.1), edge * 2)
    else:   # a plinth: a stone step under the symbol and a light above it
        glow(surf, (cx, cy), r * 2.0, shade(pal.light, 0.6), 150)
        top = cy + r * 0.85
        stone = mix(pal.near, pal.far, 0.7)
        rect = pygame.Rect(int(cx - r * 0.9), int(top), int(r * 1.8), int(r * 0.35))
        pygame.draw.rect(surf, stone, rect)
        pygame.draw.rect(surf, shade(stone, 0.55), rect, edge)
        step = pygame.Rect(int(cx - r * 1.15), rect.bottom - 1, int(r * 2.3), int(r * 0.25))
        pygame.draw.rect(surf, shade(stone, 0.85), step)
        pygame.draw.rect(surf, shade(stone, 0.5), step, edge)


def _emblems(surf: pygame.Surface, names: tuple[str, ...], pal: Palette) -> None:
    """A small badge per keyword emblem, in a row from the top right corner."""
    w, h = surf.get_size()
    s = min(w, h)
    er = max(5.0, s * 0.12)
    if not names or w < er * 6:
        return
    for i, name in enumerate(names):
        cx, cy = w - er * 1.25 - i * er * 2.3, er * 1.25
        pygame.draw.circle(surf, pal.ink, (cx, cy), er)
        pygame.draw.circle(surf, mix(pal.accent, (255, 230, 170), 0.5), (cx, cy), er, max(1, int(er / 8)))
        EMBLEMS[name](surf, cx, cy, er * 0.62, pal.fill, pal.ink)
