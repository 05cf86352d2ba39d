"""The marks on a card besides its words and art, each readable without its colour.

- Numbers: the round top-left number (cost or strength) and the attack/health box. A
  number that differs from its printed value is drawn in its own colour (theme.LEGAL when
  better for its owner: higher attack, health or strength, a lower cost; theme.DANGER when
  worse) AND with a shape: a triangle pointing up when the number is higher than printed,
  down when lower, a diamond when the two do not compare ("*" printed). "3/4" corners are
  compared half by half.
- Tags: the card's states ("Exhausted", "Frozen (2 turns)") as small pills, and the word
  for lost rules text ("Silenced") as a pill with a struck circle; those that do not fit
  leave a "+N" pill.
- Card node cues: a playable card gets a chevron above its top edge, a selected one a
  check-mark badge, a legal target a dashed outline and a target ring, a fight role an
  emblem; each beside its coloured outline, never instead of a shape.

Colours are read from `theme` when drawn (a colour-blind palette reassigns them); callers
that cache what they draw key the cache on `palette()`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..style import theme
from ..style.fonts import MIN_PX, font

RGB = tuple[int, int, int]
DARK = (20, 18, 22)
MEDALLION_TEXT = (30, 24, 10)
BOX_INK = (245, 240, 228)


def palette() -> tuple[RGB, ...]:
    """The theme colours marks are drawn in now (a cache of drawn faces keys on it)."""
    return (theme.LEGAL, theme.DANGER, theme.ACCENT, theme.GLOW, theme.TEXT, theme.role_colour("info"))


# -- changed numbers ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Change:
    """How one number differs from its printed value: direction +1 (higher), -1 (lower)
    or 0 (different but not comparable); better True/False for the card's owner, None
    when neither can be said."""

    direction: int
    better: bool | None


def _number(text: str) -> int | None:
    try:
        return int(text.strip())
    except ValueError:
        return None


def compare(now: str, printed: str, lower_is_better: bool = False) -> tuple[Change | None, ...]:
    """One entry per "/"-separated half of `now` (one for a plain number): None where the
    half is as printed, else its Change. `printed` "" means unchanged."""
    halves = now.split("/")
    if not printed or printed == now:
        return tuple(None for _ in halves)
    old = printed.split("/")
    if len(old) != len(halves):
        return tuple(Change(0, None) for _ in halves)
    out: list[Change | None] = []
    for a, b in zip(halves, old):
        x, y = _number(a), _number(b)
        if a == b or (x is not None and x == y):
            out.append(None)
        elif x is None or y is None:
            out.append(Change(0, None))
        else:
            up = 1 if x > y else -1
            out.append(Change(up, (up < 0) if lower_is_better else (up > 0)))
    return tuple(out)


def change_colour(change: Change | None, plain: RGB) -> RGB:
    """The colour of a number with `change` (`plain` when unchanged)."""
    if change is None:
        return plain
    if change.better is None:
        return theme.role_colour("info")
    return theme.LEGAL if change.better else theme.DANGER


def draw_trend(surf: pygame.Surface, centre: tuple[float, float], size: float, change: Change,
               colour: RGB, outline: RGB | None = DARK) -> None:
    """The shape of a change: a triangle up (higher), down (lower), a diamond (not comparable)."""
    cx, cy = centre
    k = size / 2
    if change.direction > 0:
        pts = [(cx, cy - k), (cx + k, cy + k * 0.75), (cx - k, cy + k * 0.75)]
    elif change.direction < 0:
        pts = [(cx, cy + k), (cx + k, cy - k * 0.75), (cx - k, cy - k * 0.75)]
    else:
        pts = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
    pygame.draw.polygon(surf, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surf, outline, pts, 1)


def number_font(size: int, text: str, width: int) -> pygame.font.Font:
    """A number's font: bold at `size`, shrinking to fit `width`, never below MIN_PX (where
    the condensed face takes over from bold)."""
    size = max(MIN_PX, size)
    f = font(size, "bold")
    while f.size(text)[0] > width and size > MIN_PX:
        size -= 1
        f = font(size, "bold")
    if f.size(text)[0] > width:
        f = font(MIN_PX, "condensed")
    return f


def medallion_font(rect: pygame.Rect, text: str) -> pygame.font.Font:
    """The number's font in a medallion: as large as fits, never below MIN_PX."""
    return number_font(int(rect.h * (0.62 if len(text) < 2 else 0.52)), text, rect.w - 4)


def chip_rect(rect: pygame.Rect, bound: pygame.Rect | None = None) -> pygame.Rect:
    """Where the change mark of a medallion at `rect` goes: a round chip on its lower
    right (moved inside `bound`, the card, on a narrow one)."""
    t = max(10, round(rect.w * 0.5))
    chip = pygame.Rect(rect.right - t // 3, rect.bottom - t * 2 // 3, t, t)   # clear of the number
    return chip.clamp(bound) if bound is not None else chip


def draw_medallion(surf: pygame.Surface, rect: pygame.Rect, text: str, fill: RGB,
                   change: Change | None = None) -> None:
    """A round number (cost, strength) with a dark rim, the number as large as fits; a
    changed number is filled in its change's colour and gets a chip with its trend shape."""
    if change is not None:
        fill = change_colour(change, fill)
    r = rect.w // 2
    pygame.draw.circle(surf, (24, 22, 26), rect.center, r)
    pygame.draw.circle(surf, fill, rect.center, max(2, r - max(2, r // 7)))
    f = medallion_font(rect, text)
    img = f.render(text, True, MEDALLION_TEXT)
    surf.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 1)))
    if change is not None:
        chip = chip_rect(rect, surf.get_rect())
        pygame.draw.circle(surf, DARK, chip.center, chip.w // 2 + 1)
        pygame.draw.circle(surf, (236, 232, 220), chip.center, chip.w // 2 + 1, 1)
        draw_trend(surf, chip.center, chip.w * 0.62, change, fill, None)


@dataclass(frozen=True)
class BoxFit:
    """A number box sized to its text: the font, the box, the size of a trend mark, and
    whether the marks stand inside the box after their numbers (else above them)."""

    font: pygame.font.Font
    rect: pygame.Rect
    mark: int
    inline: bool = True

    @property
    def area(self) -> pygame.Rect:
        """The box and the marks standing above it."""
        if self.inline:
            return self.rect
        return self.rect.union(pygame.Rect(self.rect.x, self.rect.y - self.mark - 2, self.rect.w, self.mark + 2))


def box_fit(rect: pygame.Rect, text: str, changes: tuple[Change | None, ...] = (),
            max_w: int | None = None) -> BoxFit:
    """The attack/health box for `text` at `rect` (its height; its width is the least),
    with room for a trend mark after each changed half; when that would be wider than
    `max_w`, the marks stand above their numbers instead."""
    marks = sum(1 for c in changes if c is not None)
    mark = max(6, round(font(max(MIN_PX, int(rect.h * 0.72)), "bold").get_ascent() * 0.6))
    room = int(rect.w * 1.6 - 6) if max_w is None else min(int(rect.w * 1.6 - 6), max_w - 2)
    f = number_font(int(rect.h * 0.72), text, room - marks * (mark + 2))
    if marks and f.size(text)[0] + marks * (mark + 2) > room:
        f = number_font(int(rect.h * 0.72), text, room)
    mark = max(6, round(f.get_ascent() * 0.6))
    h = max(rect.h, f.get_height() + 2)
    words = f.size(text)[0]
    content = words + marks * (mark + 2)
    w = max(h, content + rect.h // 2 + 2)
    if max_w is not None and w > max_w:
        w = max(h, min(w, max(content + 2, max_w)))
        if marks and w > max_w:
            w = max(h, min(words + rect.h // 2 + 2, max(words + 2, max_w)))
            return BoxFit(f, pygame.Rect(rect.x, rect.bottom - h, w, h), mark, False)
    return BoxFit(f, pygame.Rect(rect.x, rect.bottom - h, w, h), mark)


def draw_box(surf: pygame.Surface, rect: pygame.Rect, text: str, fill: RGB, ink: RGB = BOX_INK,
             changes: tuple[Change | None, ...] = (), max_w: int | None = None) -> None:
    """A number box (attack/health) sized to its text: dark fill, gold rim; each changed
    half in its change's colour with its trend mark after it (above it on a narrow card)."""
    fit = box_fit(rect, text, changes, max_w)
    f, box = fit.font, fit.rect
    pygame.draw.rect(surf, fill, box, border_radius=max(3, rect.h // 3))
    pygame.draw.rect(surf, theme.ACCENT, box, max(1, rect.h // 10), border_radius=max(3, rect.h // 3))
    halves = text.split("/")
    if len(changes) != len(halves):
        changes = tuple(None for _ in halves)
    inline = fit.mark + 2 if fit.inline else 0
    content = f.size(text)[0] + sum(inline for c in changes if c is not None)
    x = box.x + (box.w - content) // 2
    mid = box.centery + 1
    for i, (half, change) in enumerate(zip(halves, changes)):
        if i:
            img = f.render("/", True, ink)
            surf.blit(img, img.get_rect(midleft=(x, mid)))
            x += img.get_width()
        colour = change_colour(change, ink)
        img = f.render(half, True, colour)
        surf.blit(img, img.get_rect(midleft=(x, mid)))
        if change is not None and not fit.inline:     # above its number, outlined on the art
            draw_trend(surf, (x + img.get_width() / 2, box.y - fit.mark / 2 - 1), fit.mark, change, colour)
        x += img.get_width()
        if change is not None and fit.inline:
            draw_trend(surf, (x + 1 + fit.mark / 2, mid - 1), fit.mark, change, colour, None)
            x += fit.mark + 2


# -- tags: states and lost text ------------------------------------------------------------------------
@dataclass(frozen=True)
class Tag:
    """A pill on a face: where it goes, its words, whether it names lost rules text."""

    rect: pygame.Rect
    text: str
    lost: bool = False


def tag_px(h: int) -> int:
    """The tags' text size on a face h pixels tall (MIN_PX on a card in play, larger on the zoom)."""
    return max(MIN_PX, min(16, round(h * 0.045)))


def _pill_size(text: str, lost: bool, f: pygame.font.Font) -> tuple[int, int]:
    h = f.get_linesize() + 2
    icon = h - 4 + 2 if lost else 0
    return f.size(text)[0] + 6 + icon, h


def _row_segments(area: pygame.Rect, y: int, h: int, avoid: list[pygame.Rect]) -> list[tuple[int, int]]:
    """The free stretches [x0, x1) of a row of tags at y..y+h inside `area`."""
    blocked = sorted((r.x - 1, r.right + 1) for r in avoid if r.y < y + h + 1 and r.bottom + 1 > y)
    out, x = [], area.x
    for a, b in blocked:
        if a > x:
            out.append((x, min(a, area.right)))
        x = max(x, b)
    if x < area.right:
        out.append((x, area.right))
    return [s for s in out if s[1] > s[0]]


def _flow(labels: list[tuple[str, bool]], area: pygame.Rect, avoid: list[pygame.Rect],
          f: pygame.font.Font) -> list[Tag] | None:
    """Every label placed in order, row by row from the top of `area`, or None. A row
    with nothing in it yet slides down a little at a time until its first pill fits
    beside the numbers; a full row is followed by the next one under it."""
    out: list[Tag] = []
    ph = f.get_linesize() + 2
    y = area.y + 1
    segments = _row_segments(area, y, ph, avoid)
    seg, x = 0, segments[0][0] if segments else area.x
    in_row = 0
    for text, lost in labels:
        w, _h = _pill_size(text, lost, f)
        while True:
            if y + ph > area.bottom:
                return None
            if seg < len(segments) and x + w <= segments[seg][1]:
                out.append(Tag(pygame.Rect(x, y, w, ph), text, lost))
                x += w + 2
                in_row += 1
                break
            seg += 1
            if seg < len(segments):
                x = segments[seg][0]
                continue
            y += ph + 2 if in_row else 2
            segments = _row_segments(area, y, ph, avoid)
            seg, x = 0, segments[0][0] if segments else area.right
            in_row = 0
    return out


def place_tags(labels: list[tuple[str, bool]], area: pygame.Rect, avoid: list[pygame.Rect],
               size: int) -> list[Tag]:
    """Pills for (text, lost) labels in `area`, clear of `avoid` (the numbers): the first
    ones that fit, then "+N" for the rest (the zoom shows them all)."""
    if not labels or area.w <= 0 or area.h <= 0:
        return []
    f = font(size, "condensed")
    for keep in range(len(labels), -1, -1):
        shown = labels[:keep] + ([(f"+{len(labels) - keep}", False)] if keep < len(labels) else [])
        placed = _flow(shown, area, avoid, f)
        if placed is not None:
            return placed
    return []


def draw_tags(surf: pygame.Surface, tags: list[Tag], size: int) -> None:
    """Dark pills with light words; the lost-text pill has a red rim and a struck circle."""
    f = font(size, "condensed")
    for tag in tags:
        r = tag.rect
        pygame.draw.rect(surf, (22, 22, 28), r, border_radius=r.h // 2)
        rim = theme.DANGER if tag.lost else (120, 126, 134)
        pygame.draw.rect(surf, rim, r, 1, border_radius=r.h // 2)
        x = r.x + 3
        if tag.lost:
            d = r.h - 4
            c = (x + d // 2, r.centery)
            pygame.draw.circle(surf, theme.DANGER, c, d // 2, max(1, d // 6))
            k = d * 0.33
            pygame.draw.line(surf, theme.DANGER, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), max(1, d // 6))
            x += d + 2
        img = f.render(tag.text, True, theme.TEXT)
        surf.blit(img, img.get_rect(midleft=(x, r.centery)))


def strike(surf: pygame.Surface, x: int, y: int, width: int, line_h: int) -> None:
    """A line through a line of text (its printed rules no longer apply)."""
    if width > 0:
        mid = y + line_h // 2 + 1
        pygame.draw.line(surf, theme.DANGER, (x - 1, mid), (x + width + 1, mid), max(1, line_h // 9))


# -- card node cues ----------------------------------------------------------------------------------
def draw_dashed_rect(surface: pygame.Surface, r: pygame.Rect, colour: RGB, width: int,
                     dash: int = 9, gap: int = 5) -> None:
    """A dashed outline along `r` (a drop target's), over a thin dark line for contrast."""
    pygame.draw.rect(surface, (16, 16, 20), r, 1, border_radius=6)
    edges = [((r.x, r.y), (r.right, r.y)), ((r.right, r.y), (r.right, r.bottom)),
             ((r.right, r.bottom), (r.x, r.bottom)), ((r.x, r.bottom), (r.x, r.y))]
    for (x0, y0), (x1, y1) in edges:
        length = abs(x1 - x0) + abs(y1 - y0)
        dx, dy = (x1 - x0) / max(1, length), (y1 - y0) / max(1, length)
        at = 0
        while at < length:
            end = min(length, at + dash)
            pygame.draw.line(surface, colour, (x0 + dx * at, y0 + dy * at), (x0 + dx * end, y0 + dy * end), width)
            at = end + gap


def _badge_d(r: pygame.Rect) -> int:
    return max(14, min(22, r.w // 4))


def cue_centre(r: pygame.Rect) -> tuple[int, int]:
    """Where a card's selected or target badge sits: on its top-left corner, mostly
    outside the card (the part of a card a fanned hand leaves visible, clear of its title)."""
    return r.x - 1, r.y - 1


def draw_target_ring(surface: pygame.Surface, r: pygame.Rect, colour: RGB) -> None:
    """A target mark (a ring around a dot) on the card's top-left corner."""
    d = _badge_d(r)
    c = cue_centre(r)
    pygame.draw.circle(surface, DARK, c, d // 2 + 1)
    pygame.draw.circle(surface, colour, c, d // 2 - 1, max(2, d // 7))
    pygame.draw.circle(surface, colour, c, max(2, d // 6))


def draw_check_badge(surface: pygame.Surface, r: pygame.Rect, colour: RGB) -> None:
    """A check mark in a round badge on the card's top-left corner (picked)."""
    d = _badge_d(r)
    c = cue_centre(r)
    pygame.draw.circle(surface, DARK, c, d // 2 + 1)
    pygame.draw.circle(surface, colour, c, d // 2 - 1)
    k = d * 0.26
    pts = [(c[0] - k, c[1]), (c[0] - k * 0.25, c[1] + k * 0.8), (c[0] + k * 1.1, c[1] - k * 0.8)]
    pygame.draw.lines(surface, DARK, False, pts, max(2, d // 6))


def chevron_rect(r: pygame.Rect) -> pygame.Rect:
    """Where a playable card's chevron goes: above its top edge, near its left side (in
    the strip of a fanned card that stays visible)."""
    s = max(12, min(20, r.w // 5))
    cx = r.x + min(r.w // 2, s + 10)
    return pygame.Rect(cx - s // 2 - 1, r.y - 5 - s * 4 // 5, s + 2, s * 4 // 5 + 2)


def draw_playable_chevron(surface: pygame.Surface, r: pygame.Rect, colour: RGB) -> None:
    """A filled upward chevron above the card's top edge (it can be played)."""
    box = chevron_rect(r)
    cx, top, bottom = box.centerx, box.y + 1, box.bottom - 1
    k = (box.w - 2) / 2
    notch = (bottom - top) * 0.3
    pts = [(cx, top), (cx + k, bottom), (cx, bottom - notch), (cx - k, bottom)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, DARK, pts, 1)


MARKS = {"attacker": (232, 70, 58), "blocker": (86, 156, 246), "frozen": (150, 214, 250),
         "seen": (236, 196, 84)}   # seen: a hidden card its observer may see now (a deck's top card)


def draw_mark(surface: pygame.Surface, r: pygame.Rect, mark: str) -> None:
    """A role on a card at r: a thick outline in the role's colour (red for an attacker,
    blue for a blocker, ice for a frozen card, gold for a seen one) and a round emblem at
    the top-right corner: crossed swords for an attacker, a shield for a blocker, a
    snowflake for a frozen card (it cannot act until it thaws), an eye for a card of a
    hidden pile its observer sees (a deck's top card)."""
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
    elif mark == "seen":            # an eye: two lids meeting at the corners, a round pupil
        lids = [(c[0] + k * 1.2 * math.cos(t), c[1] + sgn * k * 0.75 * math.sin(t))
                for sgn in (-1, 1) for t in [i * math.pi / 8 for i in range(9)]]
        thin = max(1, d // 12)      # (thinner than the other emblems' strokes: a small eye stays open)
        pygame.draw.lines(surface, ink, False, lids[:9], thin)
        pygame.draw.lines(surface, ink, False, lids[9:], thin)
        pygame.draw.circle(surface, ink, (round(c[0]), round(c[1])), max(2, round(k * 0.4)))
    else:                           # a shield
        pts = [(c[0] - k, c[1] - k), (c[0] + k, c[1] - k), (c[0] + k, c[1] + k * 0.1),
               (c[0], c[1] + k * 1.15), (c[0] - k, c[1] + k * 0.1)]
        pygame.draw.polygon(surface, ink, pts)
        pygame.draw.line(surface, colour, (c[0], c[1] - k * 0.7), (c[0], c[1] + k * 0.8), max(1, lw - 1))
