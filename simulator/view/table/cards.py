"""Card pictures drawn procedurally (faces and backs), cached per size, and the CardNode
that moves them around the table.

No text on a card is drawn below the type scale's MIN_PX: a small card shows less (its
name shortened at a word boundary, no rules text or only its keywords) rather than
smaller text. A face draws its current values (CardFace.cost/corner) with a mark where
they differ from the printed ones, its states as tags, and lost rules text struck out
(face_marks); a card node adds shapes beside its coloured outlines (playable, selected,
legal target), so no meaning rests on colour alone."""
from __future__ import annotations

import pygame

from ...core.table import SYMBOL, CardFace
from ..style import theme
from ..style.fonts import MIN_PX, font
from ..node import Node
from ..motion.flight import Flight, Lunge
from ..motion.tween import Tween
from .art import card_art
from .cardtext import TITLE_MIN, fit_title
from .face_layout import (FULL_H, TINY_W, FaceLayout, Spots, box_room, face_layout, number_rects, number_spot,
                          pips, spots, title_inset)
from .face_marks import (MARKS, draw_box, draw_check_badge, draw_dashed_rect, draw_mark, draw_medallion,
                         draw_playable_chevron, draw_tags, draw_target_ring, palette, strike)

__all__ = ["CardNode", "CardFace", "FaceLayout", "Spots", "TITLE_MIN", "MARKS", "FULL_H", "TINY_W", "face_layout",
           "fit_title", "number_rects", "number_spot", "render_back", "render_face", "spots", "draw_mark"]

_faces: dict[tuple, pygame.Surface] = {}
FACE_CACHE_LIMIT = 1500          # rendered faces and backs kept (sizes change with the window)

PARCHMENT = (236, 230, 214)
INK = (40, 36, 32)
INK_LOST = (142, 134, 122)       # rules text that no longer applies: dimmed (and struck out)


def _shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return (max(0, min(255, int(c[0] * f))), max(0, min(255, int(c[1] * f))), max(0, min(255, int(c[2] * f))))


def _remember(key: tuple, surf: pygame.Surface) -> None:
    if len(_faces) >= FACE_CACHE_LIMIT:
        _faces.pop(next(iter(_faces)))
    _faces[key] = surf


# -- drawing ---------------------------------------------------------------------------------------
def draw_symbol_line(surf: pygame.Surface, f: pygame.font.Font, line: str, pos: tuple[int, int],
                     colour: tuple[int, int, int], symbols: list[tuple[int, int, int]]) -> int:
    """A text line where each SYMBOL is a coloured pip (taken from `symbols` in order);
    returns its width."""
    if SYMBOL not in line:
        img = f.render(line, True, colour)
        surf.blit(img, pos)
        return img.get_width()
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
    return x - pos[0]


def render_face(face: CardFace, w: int, h: int) -> pygame.Surface:
    """The face of a card at w x h pixels (cached per face, size and theme palette)."""
    key = ("face", face, w, h, palette())
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
    if lay.title is not None:
        _draw_title(surf, face, lay, rad)
    # type line and rules text (struck out and dimmed when it no longer applies)
    if lay.kind is not None and lay.kind_rect is not None and lay.kind.lines:
        f = lay.kind.font
        y = lay.kind_rect.centery - f.get_linesize() * len(lay.kind.lines) // 2
        for line in lay.kind.lines:
            surf.blit(f.render(line, True, _shade(face.colour, 0.6)), (lay.kind_rect.x, y))
            y += f.get_linesize()
    if lay.text is not None and lay.text_rect is not None:
        f = lay.text.font
        symbols = list(face.symbols)
        y = lay.text_rect.y
        for line in lay.text.lines:
            width = draw_symbol_line(surf, f, line, (lay.text_rect.x, y), INK_LOST if face.text_lost else INK, symbols)
            if face.text_lost:
                strike(surf, lay.text_rect.x, y, width, f.get_linesize())
            y += f.get_linesize()
    # the numbers and pips, down the left edge (what stays visible when cards fan)
    if lay.top_number:
        draw_medallion(surf, sp.medallion, lay.top_number, theme.ACCENT, lay.top_change)
    for (x, y, d), colour in zip(pips(face, lay), face.pips):
        pygame.draw.circle(surf, (20, 20, 20), (x, y), d // 2 + 1)
        pygame.draw.circle(surf, colour, (x, y), d // 2)
        pygame.draw.circle(surf, _shade(colour, 1.6), (x - d // 6, y - d // 6), max(1, d // 6))
    if lay.bottom_number:
        draw_box(surf, sp.corner, lay.bottom_number, (34, 30, 34), changes=lay.bottom_changes,
                 max_w=box_room(sp))
    draw_tags(surf, list(lay.tags), lay.tag_size)
    _remember(key, surf)
    return surf


def _draw_title(surf: pygame.Surface, face: CardFace, lay: FaceLayout, rad: int) -> None:
    sp = lay.spots
    pygame.draw.rect(surf, face.colour, sp.band, border_top_left_radius=max(3, rad - 2),
                     border_top_right_radius=max(3, rad - 2))
    assert lay.title is not None
    f = lay.title.font
    ls = f.get_linesize()
    y = sp.band.y + (sp.band.h - ls * len(lay.title.lines)) // 2
    for line in lay.title.lines:
        shadow = f.render(line, True, (0, 0, 0))
        img = f.render(line, True, (255, 255, 255))
        inset = title_inset(sp)
        x = sp.band.x + (inset if img.get_width() <= sp.band.w - 2 * inset else 1)
        surf.blit(shadow, (x + 1, y + 1))
        surf.blit(img, (x, y))
        y += ls


def render_back(style: str, w: int, h: int) -> pygame.Surface:
    """The back of a card of one deck style ("unit", "power", "king", ...), cached."""
    key = ("back", style, w, h, palette())
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
    pygame.draw.circle(surf, _shade(colour, 0.5), inner.center, max(8, w // 5))
    if w >= 16:                       # the deck's letter, never below MIN_PX (a sliver of a card shows none)
        emblem = font(max(MIN_PX, w // 4), "title").render(style[:1].upper(), True, theme.ACCENT)
        surf.blit(emblem, emblem.get_rect(center=inner.center))
    _remember(key, surf)
    return surf


def number_badge(shape: str, spot: pygame.Rect, text: str, colour: tuple[int, int, int]
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A badge with a card's current number, drawn like the printed one it covers, and where
    it goes relative to the card (cached)."""
    key = ("badge", shape, spot.size, text, colour, palette())
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


def paint_in_flight(surface: pygame.Surface, node: CardNode, r: pygame.Rect, flight: Flight) -> None:
    """A card on its way between zones: its back until it is revealed, narrowed while it
    turns over, faded as it sinks into a pile."""
    face = node.face if flight.face_shown() else None
    img = render_face(face, r.w, r.h) if face is not None else render_back(flight.back or node.back, r.w, r.h)
    k = flight.width_factor()
    if k < 0.999:
        img = pygame.transform.smoothscale(img, (max(1, round(r.w * k)), r.h))
    fade = flight.fade()
    if fade > 0:
        img = img.copy()
        img.set_alpha(round(255 * (1 - fade)))
    surface.blit(img, img.get_rect(center=r.center))


class CardNode(Node):
    """One card instance on the table: glides to where the layout puts it.

    Its states are drawn as outlines in the theme's colours, each with a shape beside it:
    playable (a thin green outline and a chevron above the card), selected (a solid outline
    and a check-mark badge), a legal target or option (a thin glow outside, a dashed line
    along its frame and a target ring), a fight role (a thick outline and an emblem,
    face_marks.draw_mark)."""

    interactive = True

    def __init__(self, card: int, face: CardFace | None, back: str, w: float, h: float) -> None:
        super().__init__(0, 0, w, h)
        self.card = card
        self.face = face            # None: shown face down
        self.back = back
        self.tween: Tween | None = None
        self.flight: Flight | None = None     # carried between zones (motion/flight.py)
        self.lunge: Lunge | None = None       # an attack: toward the target and back
        self.rest_z: int | None = None        # its layer once a flight (drawn above the others) lands
        self.lift = 0                         # how many layers above its own it flies
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
        """Glide to a new place (instantly when seconds is 0). A flight under way to this
        place goes on; one to another place ends where the card is and it glides on."""
        if self.flight is not None:
            if seconds > 0 and self.flight.end == (x, y, w, h):
                self.home = (x, y)
                self.rest_z, self.z = self.z, self.z + self.lift    # its layer was just set anew
                return
            self.land()
        self.w, self.h = w, h
        self.home = (x, y)
        if self.dragging:
            return
        if seconds <= 0 or (abs(self.x - x) < 0.5 and abs(self.y - y) < 0.5):
            self.x, self.y, self.tween = x, y, None
        elif self.tween is None or self.tween.end != (x, y):
            self.tween = Tween((self.x, self.y), (x, y), seconds)

    def fly(self, flight: Flight, lift: int) -> None:
        """Carry the card along `flight` (from where it was to its place), drawn `lift`
        layers above where it rests until it lands."""
        self.tween = None
        self.flight = flight
        self.lift = lift
        if self.rest_z is None:
            self.rest_z = self.z
        self.z = self.rest_z + lift
        self.x, self.y, self.w, self.h = flight.rect()

    def land(self) -> None:
        """End a flight at once: the card is where the flight ends, in its own layer."""
        flight, self.flight = self.flight, None
        if flight is not None:
            self.x, self.y, self.w, self.h = flight.end
        if self.rest_z is not None:
            self.z, self.rest_z = self.rest_z, None

    def update(self, dt: float) -> None:
        if self.flight is not None:
            self.flight.step(dt)
            if self.flight.done:
                self.land()
            else:
                self.x, self.y, self.w, self.h = self.flight.rect()
        elif self.tween is not None and not self.dragging:
            self.x, self.y = self.tween.step(dt)
            if self.tween.done:
                self.tween = None
        if self.lunge is not None:
            self.lunge.step(dt)
            if self.lunge.done:
                self.lunge = None

    def moving(self) -> bool:
        return (self.tween is not None or self.flight is not None or self.lunge is not None
                or (bool(self.children) and super().moving()))

    def world_rect(self) -> pygame.Rect:
        """Where the card is drawn: its place, moved by a lunge under way."""
        r = super().world_rect()
        if self.lunge is not None:
            dx, dy = self.lunge.offset()
            r = r.move(round(dx), round(dy))
        return r

    @property
    def settled(self) -> bool:
        """True when the card rests at its home position."""
        return self.tween is None and self.flight is None and self.lunge is None and not self.dragging \
            and abs(self.x - self.home[0]) < 0.5 and abs(self.y - self.home[1]) < 0.5

    def cues(self) -> list[str]:
        """The shapes drawn for this card's states now, in drawing order: "dashed outline"
        and "target ring" (a legal target or option), "check badge" (selected), "chevron"
        (playable), and its fight role's emblem ("attacker", "blocker", "frozen")."""
        out = []
        if self.selected:
            out.append("check badge")
        elif self.glow:
            out += ["dashed outline", "target ring"]
        if self.playable and not self.dragging:
            out.append("chevron")
        if self.mark in MARKS and not self.dragging:
            out.append(self.mark)
        return out

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if r.w < 4 or r.h < 4:
            return
        cues = self.cues()
        if self.selected:
            pygame.draw.rect(surface, theme.LEGAL, r.inflate(10, 10), 4, border_radius=10)
        elif self.glow:
            pygame.draw.rect(surface, theme.GLOW, r.inflate(8, 8), 2, border_radius=9)
        if self.dragging:
            shadow = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
            surface.blit(shadow, (r.x + 10, r.y + 14))
        if self.flight is not None:          # on its way: the card alone, turning or sinking
            paint_in_flight(surface, self, r, self.flight)
            return
        img = render_face(self.face, r.w, r.h) if self.face is not None else render_back(self.back, r.w, r.h)
        surface.blit(img, r.topleft)
        if self.dimmed:
            veil = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=8)
            surface.blit(veil, r.topleft)
        if "dashed outline" in cues:      # on the card's frame, so neighbours' never merge
            draw_dashed_rect(surface, r.inflate(-2, -2), theme.GLOW, max(2, min(4, r.w // 25)))
        if "chevron" in cues:
            pygame.draw.rect(surface, theme.LEGAL, r.inflate(6, 6), 3, border_radius=9)
            draw_playable_chevron(surface, r, theme.LEGAL)
        if self.mark in cues:
            draw_mark(surface, r, self.mark)
        if "check badge" in cues:
            draw_check_badge(surface, r, theme.LEGAL)
        elif "target ring" in cues:
            draw_target_ring(surface, r, theme.GLOW)
        self._paint_badge(surface, r)

    def _paint_badge(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The card's badge from the scene: a note pill, or a number over the printed one
        (left out when the face already draws that number as its current value)."""
        if not self.badge:
            return
        if self.badge_note and self.face is not None:
            self._paint_note(surface, r)
        elif self.face is not None and self.badge in (self.face.cost, self.face.corner, self.face.stat):
            return                   # the face shows it, with its change mark
        elif self.face is not None and len(self.badge) <= 5:
            # the current number covers the printed one, in the badge's colour
            if self._spot_key is None or self._spot_key[0] is not self.face or self._spot_key[1:] != r.size:
                self._spot_key = (self.face, r.w, r.h)
                self._spot = number_spot(self.face, r.w, r.h)
            shape, spot = self._spot
            img, at = number_badge(shape, spot, self.badge, self.badge_colour)
            surface.blit(img, (r.x + at[0], r.y + at[1]))
        elif len(self.badge) <= 3:
            f = font(max(MIN_PX, min(r.w // 4 if len(self.badge) == 1 else r.w // 6, 22)), "bold")
            img = f.render(self.badge, True, (20, 20, 20))
            d = max(img.get_width(), img.get_height()) + 8
            centre = (r.right - d // 2 + 4, r.bottom - d // 2 + 4)
            pygame.draw.circle(surface, self.badge_colour, centre, d // 2)
            pygame.draw.circle(surface, (20, 20, 20), centre, d // 2, 2)
            surface.blit(img, img.get_rect(center=centre))
        else:   # a longer note ("×2 Melee") sits as a pill under the card
            f = font(max(MIN_PX, r.w // 7), "bold")
            img = f.render(self.badge, True, (20, 20, 20))
            pill = img.get_rect(midbottom=(r.centerx, r.bottom + 4)).inflate(10, 4)
            pygame.draw.rect(surface, self.badge_colour, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, (20, 20, 20), pill, 1, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))

    def _paint_note(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A note badge (counters, a status) as a pill at the card's bottom right, moved up
        above the card's number or tags when it would cover them, and smaller (not below
        MIN_PX) before it goes above all the numbers, into the title."""
        assert self.face is not None
        key = (self.face, r.size, self.badge, self.badge_colour)
        if self._note is None or self._note[0] != key:
            numbers = number_rects(self.face, r.w, r.h)
            avoid = numbers + [tag.rect for tag in face_layout(self.face, r.w, r.h).tags]
            largest = max(MIN_PX, min(r.w // 5, 16))
            for size in [*range(largest, MIN_PX - 1, -1), largest]:
                text = font(size, "bold").render(self.badge, True, (20, 20, 20))
                pill = text.get_rect().inflate(10, 4)
                pill.bottomright = (r.w + 3, r.h + 3)
                for _ in avoid:          # just above what it would cover (the bottom-left box, a tag)
                    covered = [n for n in avoid if pill.colliderect(n)]
                    if not covered:
                        break
                    pill.bottom = min(n.top for n in covered) - 2
                # no wider than the card where it can be helped: a neighbour's note stays readable
                if not any(pill.colliderect(n) for n in avoid) and (pill.w <= r.w + 6 or size <= MIN_PX):
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
