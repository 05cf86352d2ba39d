"""Card pictures drawn procedurally (faces and backs), cached per size, and the CardNode
that moves them around the table."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from ...core.table import SYMBOL, CardFace
from ..style import theme
from .art import card_art
from .cardtext import TITLE_MIN, Lines, fit_line, fit_text, fit_title
from ..style.fonts import font, wrap
from ..node import Node
from ..motion.tween import Tween


_faces: dict[tuple, pygame.Surface] = {}
FACE_CACHE_LIMIT = 1500          # rendered faces and backs kept (sizes change with the window)

TEXT_MIN = 7                     # px: the smallest rules text on a card in play
ZOOM_TEXT_MIN = 9                # px: the smallest rules text on a large card (the preview)
TINY_W = 36                      # narrower cards show colour, art and their number only
FULL_H = 120                     # shorter cards show no type line or rules text (the preview does)
PARCHMENT = (236, 230, 214)
INK = (40, 36, 32)
MEDALLION_TEXT = (30, 24, 10)


def _shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return (max(0, min(255, int(c[0] * f))), max(0, min(255, int(c[1] * f))), max(0, min(255, int(c[2] * f))))


def _remember(key: tuple, surf: pygame.Surface) -> None:
    if len(_faces) >= FACE_CACHE_LIMIT:
        _faces.pop(next(iter(_faces)))
    _faces[key] = surf


# -- where things go on a face --------------------------------------------------------------------
@dataclass(frozen=True)
class Spots:
    """The fixed places of a face of w x h pixels: frame, title band, art, numbers."""

    tier: str                    # "tiny" | "compact" | "full"
    inner: pygame.Rect
    pad: int
    band: pygame.Rect            # the title band (empty for tiny cards)
    art: pygame.Rect
    medallion: pygame.Rect       # the top-left number's circle (bounding square)
    corner: pygame.Rect          # the bottom-left number's box (attack/health), when the face has a cost


_spots: dict[tuple[int, int], Spots] = {}


def spots(w: int, h: int) -> Spots:
    """Where the parts of a face go at w x h (the same for every card of that size; cached,
    so callers copy a rect before changing it)."""
    sp = _spots.get((w, h))
    if sp is None:
        if len(_spots) >= FACE_CACHE_LIMIT:
            _spots.clear()
        sp = _spots[(w, h)] = _make_spots(w, h)
    return sp


def _make_spots(w: int, h: int) -> Spots:
    m = max(2, round(w * 0.04))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pad = max(2, round(w * 0.035))
    tier = "tiny" if w < TINY_W else ("full" if h >= FULL_H else "compact")
    d = max(14, round(w * (0.25 if w < 200 else 0.19))) if tier == "full" else max(18, round(w * 0.36))
    if tier == "tiny":
        d = max(10, min(round(w * 0.55), 18))
        band = pygame.Rect(inner.x, inner.y, inner.w, 0)
        art = inner.inflate(-2, -2)
    else:
        bh = max(2 * font(TITLE_MIN, "condensed").get_linesize(), round(h * 0.15))
        band = pygame.Rect(inner.x, inner.y, inner.w, bh)
        top = band.bottom + max(1, pad // 2)
        art_h = round(h * 0.34) if tier == "full" else inner.bottom - pad // 2 - top
        art = pygame.Rect(inner.x + pad, top, inner.w - 2 * pad, max(4, art_h))
    medallion = pygame.Rect(inner.x + 1, art.y + (1 if tier != "tiny" else 0), d, d)
    ch = max(14, round(h * (0.1 if tier == "full" else 0.2)))
    ch = min(ch, max(12, d))
    corner = pygame.Rect(inner.x + 1, inner.bottom - ch - 1, max(d, round(w * 0.42)), ch)
    return Spots(tier, inner, pad, band, art, medallion, corner)


def number_spot(face: CardFace, w: int, h: int) -> tuple[str, pygame.Rect]:
    """Where the face's changing number sits: ("box", rect) for attack/health under a cost,
    ("circle", rect) for the top-left number. A badge with the current number goes there."""
    sp = face_layout(face, w, h).spots
    if face.cost and face.corner:
        return "box", sp.corner
    return "circle", sp.medallion


@dataclass
class FaceLayout:
    """Everything placed on one face: the spots, and the text fitted into them."""

    spots: Spots
    title: Lines | None
    kind: Lines | None
    kind_rect: pygame.Rect | None
    text: Lines | None
    text_rect: pygame.Rect | None
    top_number: str              # drawn in the medallion ("" none)
    bottom_number: str           # drawn in the corner box ("" none)


_layouts: dict[tuple, FaceLayout] = {}


def face_layout(face: CardFace, w: int, h: int) -> FaceLayout:
    """How `face` is laid out at w x h (cached)."""
    key = (face, w, h)
    lay = _layouts.get(key)
    if lay is not None:
        return lay
    sp = spots(w, h)
    top = face.cost or face.corner or face.stat
    bottom = face.corner if face.cost else ""
    title = kind = text = None
    kind_rect = text_rect = None
    if sp.tier != "tiny":
        title = fit_title(face.title, sp.band.w - 2 * sp.pad, sp.band.h)
        ls = font(TITLE_MIN, "condensed").get_linesize()
        for lines in (3, 4):
            if title.fits:
                break
            # a long name on a small card takes more lines rather than be cut: the band grows
            # into the art, which keeps room for the number
            more = fit_title(face.title, sp.band.w - 2 * sp.pad, lines * ls, max_lines=lines)
            grow = lines * ls - sp.band.h
            if more.fits and grow > 0 and sp.art.h - grow >= sp.medallion.h:
                title = more
                sp = replace(sp, band=pygame.Rect(sp.band.x, sp.band.y, sp.band.w, sp.band.h + grow),
                             art=pygame.Rect(sp.art.x, sp.art.y + grow, sp.art.w, sp.art.h - grow),
                             medallion=sp.medallion.move(0, grow))
    if sp.tier == "full":
        kh = max(font(TEXT_MIN, "bold").get_linesize(), round(h * 0.068))
        kind_rect = pygame.Rect(sp.inner.x + sp.pad, sp.art.bottom + max(1, sp.pad // 2), sp.inner.w - 2 * sp.pad, kh)
        kind = fit_line(face.kind, kind_rect.w, max(TEXT_MIN, round(h * 0.058)), TEXT_MIN)
        bottom_edge = sp.inner.bottom - sp.pad // 2 - (sp.corner.h + 1 if bottom else 0)
        text_rect = pygame.Rect(kind_rect.x, kind_rect.bottom + 1, kind_rect.w, max(0, bottom_edge - kind_rect.bottom - 1))
        smallest = ZOOM_TEXT_MIN if h >= 300 else TEXT_MIN
        text = fit_text(face.text, text_rect.w, text_rect.h, max(smallest, round(h * 0.062)), smallest)
        if not text.fits:
            # long rules text takes room from the art (which keeps room for the number) before
            # it is cut: the type line and the text move up by what the text lacks
            f = font(smallest, "condensed")
            lack = len(wrap(face.text, f, text_rect.w, break_words=True)) * f.get_linesize() - text_rect.h
            take = min(lack, sp.art.h - sp.medallion.h - 2)
            if take > 0:
                sp = replace(sp, art=pygame.Rect(sp.art.x, sp.art.y, sp.art.w, sp.art.h - take))
                kind_rect = kind_rect.move(0, -take)
                text_rect = pygame.Rect(text_rect.x, text_rect.y - take, text_rect.w, text_rect.h + take)
                text = fit_text(face.text, text_rect.w, text_rect.h, max(smallest, round(h * 0.062)), smallest)
    lay = FaceLayout(sp, title, kind, kind_rect, text, text_rect, top, bottom)
    if len(_layouts) >= FACE_CACHE_LIMIT:
        _layouts.pop(next(iter(_layouts)))
    _layouts[key] = lay
    return lay


# -- drawing ---------------------------------------------------------------------------------------
def draw_medallion(surf: pygame.Surface, rect: pygame.Rect, text: str, fill: tuple[int, int, int]) -> None:
    """A round number (cost, strength) with a dark rim, the number as large as fits."""
    r = rect.w // 2
    pygame.draw.circle(surf, (24, 22, 26), rect.center, r)
    pygame.draw.circle(surf, fill, rect.center, max(2, r - max(2, r // 7)))
    size = max(8, int(rect.h * (0.62 if len(text) < 2 else 0.52)))
    f = font(size, "bold")
    while f.size(text)[0] > rect.w - 4 and size > 7:
        size -= 1
        f = font(size, "bold")
    img = f.render(text, True, MEDALLION_TEXT)
    surf.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 1)))


def _box_fit(rect: pygame.Rect, text: str) -> tuple[pygame.font.Font, pygame.Rect]:
    size = max(8, int(rect.h * 0.72))
    f = font(size, "bold")
    while f.size(text)[0] > rect.w * 1.6 - 6 and size > 7:
        size -= 1
        f = font(size, "bold")
    return f, pygame.Rect(rect.x, rect.y, max(rect.h, f.size(text)[0] + rect.h // 2 + 2), rect.h)


def draw_box(surf: pygame.Surface, rect: pygame.Rect, text: str, fill: tuple[int, int, int],
             ink: tuple[int, int, int] = (245, 240, 228)) -> None:
    """A number box (attack/health) sized to its text: dark fill, gold rim."""
    f, box = _box_fit(rect, text)
    img = f.render(text, True, ink)
    pygame.draw.rect(surf, fill, box, border_radius=max(3, rect.h // 3))
    pygame.draw.rect(surf, theme.ACCENT, box, max(1, rect.h // 10), border_radius=max(3, rect.h // 3))
    surf.blit(img, img.get_rect(center=(box.centerx, box.centery + 1)))


def number_rects(face: CardFace, w: int, h: int) -> list[pygame.Rect]:
    """Where a face at w x h draws its numbers (the top-left medallion, the bottom-left box)
    and its pips: all of it at the left edge, the part of a card that stays visible when
    cards fan or overlap in a row."""
    lay = face_layout(face, w, h)
    out = [lay.spots.medallion] if lay.top_number else []
    out += [pygame.Rect(x - d // 2 - 1, y - d // 2 - 1, d + 2, d + 2) for x, y, d in _pips(face, lay)]
    if lay.bottom_number:
        out.append(_box_fit(lay.spots.corner, lay.bottom_number)[1])
    return out


def _pips(face: CardFace, lay: FaceLayout) -> list[tuple[int, int, int]]:
    """(centre x, centre y, diameter) of each pip that fits, down from the top number."""
    sp = lay.spots
    if not face.pips or sp.tier == "tiny":
        return []
    d = max(6, round(sp.medallion.w * 0.36))
    below = sp.medallion.bottom + 2 if lay.top_number else sp.art.y + 2
    limit = (sp.corner.y if lay.bottom_number else sp.art.bottom) - 2
    out = []
    for _ in face.pips:
        if below + d > limit:
            break
        out.append((sp.medallion.centerx, below + d // 2, d))
        below += d + 2
    return out


def draw_symbol_line(surf: pygame.Surface, f: pygame.font.Font, line: str, pos: tuple[int, int],
                     colour: tuple[int, int, int], symbols: list[tuple[int, int, int]]) -> None:
    """A text line where each SYMBOL is a coloured pip (taken from `symbols` in order)."""
    if SYMBOL not in line:
        surf.blit(f.render(line, True, colour), pos)
        return
    x, y = pos
    ls = f.get_linesize()
    for i, part in enumerate(line.split(SYMBOL)):
        if i:
            w = f.size(SYMBOL)[0]
            d = max(4, min(w, int(ls * 0.72)))
            c = symbols.pop(0) if symbols else (120, 120, 120)
            centre = (x + w // 2, y + ls // 2)
            pygame.draw.circle(surf, (20, 20, 20), centre, d // 2 + 1)
            pygame.draw.circle(surf, c, centre, d // 2)
            pygame.draw.circle(surf, _shade(c, 1.6), (centre[0] - d // 6, centre[1] - d // 6), max(1, d // 6))
            x += w
        if part:
            surf.blit(f.render(part, True, colour), (x, y))
            x += f.size(part)[0]


def render_face(face: CardFace, w: int, h: int) -> pygame.Surface:
    """The face of a card at w x h pixels (cached)."""
    key = ("face", face, w, h)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    lay = face_layout(face, w, h)
    sp = lay.spots
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    rad = max(4, w // 12)
    pygame.draw.rect(surf, _shade(face.colour, 0.55), r, border_radius=rad)
    pygame.draw.rect(surf, PARCHMENT, sp.inner, border_radius=max(3, rad - 2))
    # the art
    surf.blit(card_art(face, sp.art.w, sp.art.h), sp.art.topleft)
    pygame.draw.rect(surf, _shade(face.colour, 0.45), sp.art, max(1, w // 90))
    # the title band
    if lay.title is not None:
        pygame.draw.rect(surf, face.colour, sp.band, border_top_left_radius=max(3, rad - 2),
                         border_top_right_radius=max(3, rad - 2))
        f = lay.title.font
        ls = f.get_linesize()
        y = sp.band.y + (sp.band.h - ls * len(lay.title.lines)) // 2
        for line in lay.title.lines:
            shadow = f.render(line, True, (0, 0, 0))
            img = f.render(line, True, (255, 255, 255))
            x = sp.band.x + sp.pad
            surf.blit(shadow, (x + 1, y + 1))
            surf.blit(img, (x, y))
            y += ls
    # type line and rules text
    if lay.kind is not None and lay.kind_rect is not None:
        img = lay.kind.font.render(lay.kind.lines[0], True, _shade(face.colour, 0.6))
        surf.blit(img, (lay.kind_rect.x, lay.kind_rect.centery - img.get_height() // 2))
    if lay.text is not None and lay.text_rect is not None:
        f = lay.text.font
        symbols = list(face.symbols)
        y = lay.text_rect.y
        for line in lay.text.lines:
            draw_symbol_line(surf, f, line, (lay.text_rect.x, y), INK, symbols)
            y += f.get_linesize()
    # the numbers and pips, down the left edge (what stays visible when cards fan)
    if lay.top_number:
        draw_medallion(surf, sp.medallion, lay.top_number, theme.ACCENT)
    for (x, y, d), colour in zip(_pips(face, lay), face.pips):
        pygame.draw.circle(surf, (20, 20, 20), (x, y), d // 2 + 1)
        pygame.draw.circle(surf, colour, (x, y), d // 2)
        pygame.draw.circle(surf, _shade(colour, 1.6), (x - d // 6, y - d // 6), max(1, d // 6))
    if lay.bottom_number:
        draw_box(surf, sp.corner, lay.bottom_number, (34, 30, 34))
    _remember(key, surf)
    return surf


def render_back(style: str, w: int, h: int) -> pygame.Surface:
    """The back of a card of one deck style ("unit", "power", "king", ...), cached."""
    key = ("back", style, w, h)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    colour = theme.CARD_BACKS.get(style, (70, 70, 90))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    rad = max(4, w // 12)
    pygame.draw.rect(surf, _shade(colour, 0.6), r, border_radius=rad)
    inner = r.inflate(-max(6, w // 10), -max(6, w // 10))
    pygame.draw.rect(surf, colour, inner, border_radius=max(3, rad - 2))
    for i in range(-h, w, max(6, w // 8)):
        pygame.draw.line(surf, _shade(colour, 1.25), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 1)
    pygame.draw.rect(surf, theme.ACCENT, inner, 2, border_radius=max(3, rad - 2))
    emblem = font(max(8, w // 4), "title").render(style[:1].upper(), True, theme.ACCENT)
    pygame.draw.circle(surf, _shade(colour, 0.5), inner.center, max(8, w // 5))
    surf.blit(emblem, emblem.get_rect(center=inner.center))
    _remember(key, surf)
    return surf


def number_badge(shape: str, spot: pygame.Rect, text: str, colour: tuple[int, int, int]
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A badge with a card's current number, drawn like the printed one it covers, and where
    it goes relative to the card (cached)."""
    key = ("badge", shape, spot.size, text, colour)
    hit = _badges.get(key)
    if hit is not None:
        return hit
    if shape == "box":
        img = pygame.Surface((spot.w * 2, spot.h), pygame.SRCALPHA)
        draw_box(img, pygame.Rect(0, 0, spot.w, spot.h), text, _shade(colour, 0.35), colour)
        at = spot.topleft
    else:
        d = spot.w + (spot.w // 3 if len(text) > 2 else 0)
        img = pygame.Surface((d, d), pygame.SRCALPHA)
        draw_medallion(img, pygame.Rect(0, 0, d, d), text, colour)
        at = spot.topleft
    if len(_badges) >= FACE_CACHE_LIMIT:
        _badges.clear()
    _badges[key] = (img, at)
    return img, at


_badges: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}


MARKS = {"attacker": (232, 70, 58), "blocker": (86, 156, 246), "frozen": (150, 214, 250)}


def draw_mark(surface: pygame.Surface, r: pygame.Rect, mark: str) -> None:
    """A role on a card at r: a thick outline in the role's colour (red for an attacker,
    blue for a blocker, ice for a frozen card; "playable" is a thin green one) and a round
    emblem at the top-right corner: crossed swords for an attacker, a shield for a blocker,
    a snowflake for a frozen card (it cannot act until it thaws)."""
    colour = MARKS[mark]
    edge = max(3, r.w // 30)
    pygame.draw.rect(surface, (16, 16, 20), r.inflate(2 * edge + 4, 2 * edge + 4), 2, border_radius=11)
    pygame.draw.rect(surface, colour, r.inflate(2 * edge, 2 * edge), edge, border_radius=10)
    d = max(16, min(40, r.w // 3))
    c = (r.right - d // 8, r.y - d // 8)     # on the corner, clear of the title
    pygame.draw.circle(surface, (16, 16, 20), c, d // 2 + 2)
    pygame.draw.circle(surface, colour, c, d // 2)
    k = d * 0.3
    ink = (250, 246, 236)
    lw = max(2, d // 9)
    if mark == "attacker":          # crossed swords
        for sx in (-1, 1):
            tip = (c[0] + sx * k, c[1] - k)
            hilt = (c[0] - sx * k, c[1] + k)
            pygame.draw.line(surface, ink, tip, hilt, lw)
            gx, gy = c[0] - sx * k * 0.55, c[1] + k * 0.55   # the guard, across the blade
            pygame.draw.line(surface, ink, (gx - k * 0.3, gy - sx * k * 0.3), (gx + k * 0.3, gy + sx * k * 0.3), lw)
    elif mark == "frozen":          # a snowflake: three crossed strokes with barbs
        for a in range(3):
            ang = math.pi / 2 + a * math.pi / 3
            dx, dy = math.cos(ang) * k * 1.15, math.sin(ang) * k * 1.15
            pygame.draw.line(surface, ink, (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy), lw)
            for sgn in (-1, 1):
                bx, by = c[0] + sgn * dx * 0.6, c[1] + sgn * dy * 0.6
                for turn in (-0.6, 0.6):
                    ex = bx + sgn * k * 0.35 * math.cos(ang + turn)
                    ey = by + sgn * k * 0.35 * math.sin(ang + turn)
                    pygame.draw.line(surface, ink, (bx, by), (ex, ey), max(1, lw - 1))
    else:                           # a shield
        pts = [(c[0] - k, c[1] - k), (c[0] + k, c[1] - k), (c[0] + k, c[1] + k * 0.1),
               (c[0], c[1] + k * 1.15), (c[0] - k, c[1] + k * 0.1)]
        pygame.draw.polygon(surface, ink, pts)
        pygame.draw.line(surface, colour, (c[0], c[1] - k * 0.7), (c[0], c[1] + k * 0.8), max(1, lw - 1))


class CardNode(Node):
    """One card instance on the table: glides to where the layout puts it."""

    interactive = True

    def __init__(self, card: int, face: CardFace | None, back: str, w: float, h: float) -> None:
        super().__init__(0, 0, w, h)
        self.card = card
        self.face = face            # None: shown face down
        self.back = back
        self.tween: Tween | None = None
        self.home = (0.0, 0.0)
        self.zone = ""
        self.glow = False           # a legal target or option right now
        self.playable = False       # a card in hand with at least one legal play
        self.selected = False       # picked in a pending multi-choice
        self.dragging = False
        self.dimmed = False
        self.mark = ""              # a role in the fight: "attacker" (red, swords), "blocker" (blue, shield)
        self.badge = ""             # e.g. the unit's current strength
        self.badge_colour = theme.TEXT
        self.badge_note = False     # the badge is a note (counters, a status: role "info"), not a number
        self._spot_key: tuple | None = None     # (face, w, h) the number spot below is for
        self._spot: tuple[str, pygame.Rect] = ("circle", pygame.Rect(0, 0, 0, 0))
        self._note: tuple[tuple, pygame.Surface, tuple[int, int]] | None = None   # the note pill, drawn once

    def move_to(self, x: float, y: float, w: float, h: float, seconds: float) -> None:
        """Glide to a new place (instantly when seconds is 0)."""
        self.w, self.h = w, h
        self.home = (x, y)
        if self.dragging:
            return
        if seconds <= 0 or (abs(self.x - x) < 0.5 and abs(self.y - y) < 0.5):
            self.x, self.y, self.tween = x, y, None
        elif self.tween is None or self.tween.end != (x, y):
            self.tween = Tween((self.x, self.y), (x, y), seconds)

    def update(self, dt: float) -> None:
        if self.tween is not None and not self.dragging:
            self.x, self.y = self.tween.step(dt)
            if self.tween.done:
                self.tween = None

    def moving(self) -> bool:
        return self.tween is not None or super().moving()

    @property
    def settled(self) -> bool:
        """True when the card rests at its home position."""
        return self.tween is None and not self.dragging and abs(self.x - self.home[0]) < 0.5 and abs(self.y - self.home[1]) < 0.5

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if r.w < 4 or r.h < 4:
            return
        if self.glow or self.selected:
            colour = theme.LEGAL if self.selected else theme.GLOW
            pygame.draw.rect(surface, colour, r.inflate(10, 10), 4, border_radius=10)
        if self.dragging:
            shadow = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
            surface.blit(shadow, (r.x + 10, r.y + 14))
        img = render_face(self.face, r.w, r.h) if self.face is not None else render_back(self.back, r.w, r.h)
        surface.blit(img, r.topleft)
        if self.dimmed:
            veil = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=8)
            surface.blit(veil, r.topleft)
        if self.playable and not self.dragging:
            pygame.draw.rect(surface, theme.LEGAL, r.inflate(6, 6), 3, border_radius=9)
        if self.mark in MARKS and not self.dragging:
            draw_mark(surface, r, self.mark)
        if self.badge and self.badge_note and self.face is not None:
            self._paint_note(surface, r)
        elif self.badge and self.face is not None and len(self.badge) <= 5:
            # the current number covers the printed one, in the badge's colour
            if self._spot_key is None or self._spot_key[0] is not self.face or self._spot_key[1:] != r.size:
                self._spot_key = (self.face, r.w, r.h)
                self._spot = number_spot(self.face, r.w, r.h)
            shape, spot = self._spot
            img, at = number_badge(shape, spot, self.badge, self.badge_colour)
            surface.blit(img, (r.x + at[0], r.y + at[1]))
        elif self.badge and len(self.badge) <= 3:
            f = font(max(11, min(r.w // 4 if len(self.badge) == 1 else r.w // 6, 22)), "bold")
            img = f.render(self.badge, True, (20, 20, 20))
            d = max(img.get_width(), img.get_height()) + 8
            centre = (r.right - d // 2 + 4, r.bottom - d // 2 + 4)
            pygame.draw.circle(surface, self.badge_colour, centre, d // 2)
            pygame.draw.circle(surface, (20, 20, 20), centre, d // 2, 2)
            surface.blit(img, img.get_rect(center=centre))
        elif self.badge:   # a longer note ("×2 Melee") sits as a pill under the card
            f = font(max(10, r.w // 7), "bold")
            img = f.render(self.badge, True, (20, 20, 20))
            pill = img.get_rect(midbottom=(r.centerx, r.bottom + 4)).inflate(10, 4)
            pygame.draw.rect(surface, self.badge_colour, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, (20, 20, 20), pill, 1, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))

    def _paint_note(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A note badge (counters, a status) as a pill at the card's bottom right, moved up
        above the card's number when it would cover it, and smaller (not below 9 px) before
        it goes above all the numbers, into the title."""
        assert self.face is not None
        key = (self.face, r.size, self.badge, self.badge_colour)
        if self._note is None or self._note[0] != key:
            numbers = number_rects(self.face, r.w, r.h)
            largest = max(11, min(r.w // 5, 16))
            for size in [*range(largest, 8, -1), largest]:
                text = font(size, "bold").render(self.badge, True, (20, 20, 20))
                pill = text.get_rect().inflate(10, 4)
                pill.bottomright = (r.w + 3, r.h + 3)
                covered = [n for n in numbers if pill.colliderect(n)]
                if covered:              # just above the number it would cover (the bottom-left box)
                    pill.bottom = min(n.top for n in covered) - 2
                # no wider than the card where it can be helped: a neighbour's note stays readable
                if not any(pill.colliderect(n) for n in numbers) and (pill.w <= r.w + 6 or size <= 9):
                    break
            else:                        # a long note on a small card: above all the numbers
                pill.bottom = min(n.top for n in numbers) - 2
            img = pygame.Surface(pill.size, pygame.SRCALPHA)
            shape = img.get_rect()
            pygame.draw.rect(img, self.badge_colour, shape, border_radius=shape.h // 2)
            pygame.draw.rect(img, (20, 20, 20), shape, 1, border_radius=shape.h // 2)
            img.blit(text, text.get_rect(center=shape.center))
            self._note = (key, img, pill.topleft)
        _key, img, at = self._note
        surface.blit(img, (r.x + at[0], r.y + at[1]))
