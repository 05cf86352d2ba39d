"""Card pictures drawn procedurally (faces and backs), cached per size, and the CardNode
that moves them around the table."""
from __future__ import annotations

import pygame

from ..core.table import CardFace
from . import theme
from .fonts import font, wrap
from .node import Node
from .tween import Tween


_faces: dict[tuple, pygame.Surface] = {}


def _shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return (max(0, min(255, int(c[0] * f))), max(0, min(255, int(c[1] * f))), max(0, min(255, int(c[2] * f))))


def render_face(face: CardFace, w: int, h: int) -> pygame.Surface:
    """The face of a card at w x h pixels (cached)."""
    key = ("face", face, w, h)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    rad = max(4, w // 12)
    pygame.draw.rect(surf, _shade(face.colour, 0.55), r, border_radius=rad)
    inner = r.inflate(-max(4, w // 16), -max(4, w // 16))
    pygame.draw.rect(surf, (236, 230, 214), inner, border_radius=max(3, rad - 2))
    band_h = max(14, h // 6)
    band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
    pygame.draw.rect(surf, face.colour, band, border_top_left_radius=max(3, rad - 2),
                     border_top_right_radius=max(3, rad - 2))
    # title, shrunk to fit beside the stat
    stat_d = max(16, int(w * 0.32))
    title_w = inner.w - stat_d - 6
    size = max(8, int(h * 0.085))
    f = font(size, "bold")
    while f.size(face.title)[0] > title_w and size > 8:
        size -= 1
        f = font(size, "bold")
    title = f.render(face.title, True, (255, 255, 255))
    surf.blit(title, (inner.x + 5, band.y + (band_h - title.get_height()) // 2))
    # strength / cost medallion
    if face.stat:
        centre = (inner.right - stat_d // 2 - 2, inner.y + stat_d // 2 + 2)
        pygame.draw.circle(surf, (30, 30, 34), centre, stat_d // 2 + 2)
        pygame.draw.circle(surf, theme.ACCENT, centre, stat_d // 2)
        img = font(int(stat_d * 0.62), "bold").render(face.stat, True, (30, 24, 10))
        surf.blit(img, img.get_rect(center=centre))
    # art area: a simple emblem with the icon letters
    art = pygame.Rect(inner.x + 5, band.bottom + 4, inner.w - 10, int(h * 0.30))
    pygame.draw.rect(surf, _shade(face.colour, 0.85), art, border_radius=4)
    pygame.draw.rect(surf, _shade(face.colour, 0.5), art, 1, border_radius=4)
    icon = font(max(10, int(art.h * 0.55)), "title").render(face.icon, True, _shade(face.colour, 1.6))
    surf.blit(icon, icon.get_rect(center=art.center))
    # type line
    tf = font(max(7, int(h * 0.062)), "bold")
    kind = tf.render(face.kind, True, _shade(face.colour, 0.6))
    surf.blit(kind, (inner.x + 6, art.bottom + 3))
    # ability text, shrunk until it fits
    box = pygame.Rect(inner.x + 6, art.bottom + 6 + kind.get_height(), inner.w - 12, inner.bottom - art.bottom - 10 - kind.get_height())
    size = max(7, int(h * 0.066))
    while True:
        f = font(size, "condensed")
        lines = wrap(face.text, f, box.w)
        if len(lines) * f.get_linesize() <= box.h or size <= 6:
            break
        size -= 1
    y = box.y
    for line in lines:
        if y + f.get_linesize() > box.bottom + 2:
            break
        surf.blit(f.render(line, True, (40, 36, 32)), (box.x, y))
        y += f.get_linesize()
    _faces[key] = surf
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
    _faces[key] = surf
    return surf


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
        self.badge = ""             # e.g. the unit's current strength
        self.badge_colour = theme.TEXT

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
        if self.badge and len(self.badge) <= 3:
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
