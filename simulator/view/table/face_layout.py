"""Where the parts of a card face go at a given size, and the words fitted into them.

A face of w x h pixels is "tiny" (narrower than TINY_W: colour, art and numbers),
"compact" (shorter than FULL_H: a title band too) or "full" (type line and rules text
too). Nothing is fitted below MIN_PX: the title band grows into the art by whole lines
before a title is shortened at a word boundary, long rules text takes room from the art
when all of it then fits, else the card shows its keywords or none of its text; the art
always keeps room for the top number and the pips under it. The numbers and pips sit at
the left edge, the part of a card that stays visible when cards fan; tags (states, lost
text) go where the numbers leave room. Layouts are cached per (face, w, h): CardFace is a
frozen dataclass, so its current values, states and lost text are part of the key.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from ...core.table import CardFace
from ..style.fonts import MIN_PX, font
from .cardtext import TITLE_MIN, Lines, fit_line, fit_text, fit_title, keyword_line, text_height
from .face_marks import BoxFit, Change, Tag, box_fit, chip_rect, compare, place_tags, tag_px

LAYOUT_CACHE_LIMIT = 1500        # layouts kept (sizes change with the window)
TEXT_MIN = MIN_PX                # px: the smallest text on a card (rules text, type line, tags, numbers)
TINY_W = 36                      # narrower cards show colour, art and their numbers only
FULL_H = 120                     # shorter cards show no type line or rules text (the zoom does)
PIP_COLUMNS = 4                  # pips stand under the top number in at most this many columns


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
        if len(_spots) >= LAYOUT_CACHE_LIMIT:
            _spots.clear()
        sp = _spots[(w, h)] = _make_spots(w, h)
    return sp


def _make_spots(w: int, h: int) -> Spots:
    m = max(2, round(w * 0.04))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pad = max(2, round(w * 0.035))
    tier = "tiny" if w < TINY_W else ("full" if h >= FULL_H else "compact")
    # a medallion holds its number at MIN_PX or more: 18 px across (16 on the tiniest cards)
    d = max(18, round(w * (0.25 if w < 200 else 0.19))) if tier == "full" else max(18, round(w * 0.36))
    if tier == "tiny":
        d = max(16, min(round(w * 0.55), 18))
        band = pygame.Rect(inner.x, inner.y, inner.w, 0)
        art = inner.inflate(-2, -2)
    else:
        bh = max(font(TITLE_MIN, "condensed").get_linesize() + 2, round(h * 0.15))
        band = pygame.Rect(inner.x, inner.y, inner.w, bh)
        top = band.bottom + max(1, pad // 2)
        art_h = round(h * 0.34) if tier == "full" else inner.bottom - pad // 2 - top
        art = pygame.Rect(inner.x + pad, top, inner.w - 2 * pad, max(4, art_h))
    medallion = pygame.Rect(inner.x + 1, art.y + (1 if tier != "tiny" else 0), d, d)
    if tier == "tiny":               # centred across a narrow card (none on a sliver, see face_layout)
        medallion.x = max(0, (w - d) // 2)
    ch = max(15, round(h * (0.1 if tier == "full" else 0.2)))
    ch = min(ch, max(15, d))
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
    """Everything placed on one face: the spots, the text fitted into them, the numbers
    with how each differs from its printed value, and the tags."""

    spots: Spots
    title: Lines | None
    kind: Lines | None
    kind_rect: pygame.Rect | None
    text: Lines | None
    text_rect: pygame.Rect | None
    top_number: str              # drawn in the medallion ("" none)
    bottom_number: str           # drawn in the corner box ("" none)
    top_change: Change | None = None                      # the medallion's number against its printed one
    bottom_changes: tuple[Change | None, ...] = ()        # each half of the corner box against its printed one
    tags: tuple[Tag, ...] = ()   # the states and the lost-text word, as pills
    tag_size: int = MIN_PX


_layouts: dict[tuple, FaceLayout] = {}


def _changes(face: CardFace) -> tuple[str, str, Change | None, tuple[Change | None, ...]]:
    """The top and bottom numbers and how they differ from the printed ones (a lower cost,
    a higher attack, health or strength is better)."""
    top = face.cost or face.corner or face.stat
    bottom = face.corner if face.cost else ""
    if face.cost:
        tops = compare(face.cost, face.printed_cost, lower_is_better=True)
    elif face.corner:
        tops = compare(face.corner, face.printed_corner)
    else:
        tops = ()
    top_change = next((c for c in tops if c is not None), None)
    bottoms = compare(bottom, face.printed_corner) if bottom else ()
    return top, bottom, top_change, bottoms


def _pip_d(medallion: pygame.Rect) -> int:
    return max(6, round(medallion.w * 0.36))


def face_layout(face: CardFace, w: int, h: int) -> FaceLayout:
    """How `face` is laid out at w x h (cached)."""
    key = (face, w, h)
    lay = _layouts.get(key)
    if lay is not None:
        return lay
    sp = spots(w, h)
    top, bottom, top_change, bottom_changes = _changes(face)
    if sp.tier == "tiny" and sp.medallion.w > w - 2:
        top = bottom = ""                   # a sliver of a card: colour and art only
        top_change, bottom_changes = None, ()
    title = kind = text = None
    kind_rect = text_rect = None
    # the art keeps room for its number and the pips under it (up to PIP_COLUMNS abreast),
    # and on a compact card for the corner box at its foot too
    pip_rows = -(-len(face.pips) // PIP_COLUMNS)
    art_min = (sp.medallion.h if top else 10) + (1 + pip_rows * (_pip_d(sp.medallion) + 2) if face.pips else 2) \
        + (sp.corner.h + 2 if sp.tier == "compact" and bottom else 0)
    if sp.tier != "tiny":
        sp, title = _fit_band(face, sp, art_min)
    if bottom and sp.tier == "tiny" and box_fit(sp.corner, bottom, bottom_changes, box_room(sp)).rect.right > w:
        bottom, bottom_changes = "", ()     # stats too wide for a narrow card: the zoom shows them
    if top and bottom and sp.medallion.bottom + 1 > sp.corner.y:
        top, top_change = "", None          # no room for both: the stats stay, the zoom shows the cost
    if sp.tier == "full":
        sp, kind, kind_rect, text, text_rect = _fit_text(face, sp, h, bottom, art_min)
    lay = FaceLayout(sp, title, kind, kind_rect, text, text_rect, top, bottom, top_change, bottom_changes)
    labels = ([(face.text_lost, True)] if face.text_lost else []) + [(s, False) for s in face.states]
    if labels:
        area = pygame.Rect(sp.inner.x + 1, sp.art.y, sp.inner.w - 2, sp.art.h)
        lay.tag_size = tag_px(h)
        lay.tags = tuple(place_tags(labels, area, number_rects_of(face, lay), lay.tag_size))
    if len(_layouts) >= LAYOUT_CACHE_LIMIT:
        _layouts.pop(next(iter(_layouts)))
    _layouts[key] = lay
    return lay


def _fit_band(face: CardFace, sp: Spots, art_min: int) -> tuple[Spots, Lines]:
    """The title in the band, which grows into the art by whole lines (keeping the art room
    for its number and pips) rather than the title be shortened."""
    width = sp.band.w - 2 * title_inset(sp)
    ls = font(TITLE_MIN, "condensed").get_linesize()
    title = fit_title(face.title, width, sp.band.h, max_lines=max(1, (sp.band.h + 2) // ls))
    if title.fits:
        return sp, title
    most = sp.band.h
    for lines in (2, 3, 4):
        grow = lines * ls - sp.band.h
        if grow <= 0:
            continue
        if sp.art.h - grow < art_min:
            break
        most = lines * ls
        more = fit_title(face.title, width, most, max_lines=lines)
        if more.fits:
            return _grown(sp, grow), more
    # shortened to whole words in the most room the art can give (a long first word may
    # use the band's whole width)
    title = fit_title(face.title, width, most, max_lines=max(1, (most + 2) // ls))
    if not title.lines:
        title = fit_title(face.title, sp.band.w - 2, most, max_lines=max(1, (most + 2) // ls))
    if not title.lines:              # not even its first word fits: a thin band, the art moves up
        return _grown(sp, max(3, sp.pad) - sp.band.h), title
    grow = len(title.lines) * ls - sp.band.h
    return (_grown(sp, grow) if grow > 0 else sp), title


def title_inset(sp: Spots) -> int:
    """How far a title line stands in from the band's edges."""
    return max(2, sp.pad - 1)


def _grown(sp: Spots, grow: int) -> Spots:
    return replace(sp, band=pygame.Rect(sp.band.x, sp.band.y, sp.band.w, sp.band.h + grow),
                   art=pygame.Rect(sp.art.x, sp.art.y + grow, sp.art.w, sp.art.h - grow),
                   medallion=sp.medallion.move(0, grow))


def _fit_text(face: CardFace, sp: Spots, h: int, bottom: str, art_min: int
              ) -> tuple[Spots, Lines, pygame.Rect, Lines, pygame.Rect]:
    """The type line and the rules text under the art. Rules text too long for its box
    takes room from the art (which keeps room for its number and pips) when all of it then
    fits; else the box shows only the card's keywords, or nothing (fit_text)."""
    kh = max(font(TEXT_MIN, "bold").get_linesize(), round(h * 0.068))
    kind_rect = pygame.Rect(sp.inner.x + sp.pad, sp.art.bottom + max(1, sp.pad // 2), sp.inner.w - 2 * sp.pad, kh)
    kind = fit_line(face.kind, kind_rect.w, max(TEXT_MIN, round(h * 0.058)), TEXT_MIN)
    bottom_edge = sp.inner.bottom - sp.pad // 2 - (sp.corner.h + 1 if bottom else 0)
    text_rect = pygame.Rect(kind_rect.x, kind_rect.bottom + 1, kind_rect.w, max(0, bottom_edge - kind_rect.bottom - 1))
    largest = max(TEXT_MIN, round(h * 0.062))
    text = fit_text(face.text, text_rect.w, text_rect.h, largest, TEXT_MIN)
    if not text.fits:
        # all of the text, else its keyword line, when the art can give the room
        for wanted in (face.text, keyword_line(face.text)):
            need = text_height(wanted, text_rect.w, TEXT_MIN) if wanted else None
            take = None if need is None else need - text_rect.h
            if take is not None and 0 < take <= sp.art.h - art_min:
                sp = replace(sp, art=pygame.Rect(sp.art.x, sp.art.y, sp.art.w, sp.art.h - take))
                kind_rect = kind_rect.move(0, -take)
                text_rect = pygame.Rect(text_rect.x, text_rect.y - take, text_rect.w, text_rect.h + take)
                text = fit_text(face.text, text_rect.w, text_rect.h, largest, TEXT_MIN)
                break
    if not kind.fits:
        # a long type line takes two lines, from the art where it can give them, as long as
        # the rules text shows as much as before
        two = fit_line(face.kind, kind_rect.w, max(TEXT_MIN, round(h * 0.058)), TEXT_MIN, max_lines=2)
        extra = max(0, len(two.lines) * two.font.get_linesize() - kind_rect.h)
        take = extra if sp.art.h - extra >= art_min else 0
        below = pygame.Rect(text_rect.x, text_rect.y + extra - take, text_rect.w, text_rect.h - (extra - take))
        more = fit_text(face.text, below.w, below.h, largest, TEXT_MIN)
        if two.fits and " ".join(more.lines).split() == " ".join(text.lines).split():
            sp = replace(sp, art=pygame.Rect(sp.art.x, sp.art.y, sp.art.w, sp.art.h - take))
            kind, text, text_rect = two, more, below
            kind_rect = pygame.Rect(kind_rect.x, kind_rect.y - take, kind_rect.w, kind_rect.h + extra)
    return sp, kind, kind_rect, text, text_rect


def number_rects(face: CardFace, w: int, h: int) -> list[pygame.Rect]:
    """Where a face at w x h draws its numbers (the top-left medallion with its change
    mark, the bottom-left box) and its pips: all of it at the left edge, the part of a card
    that stays visible when cards fan or overlap in a row."""
    return number_rects_of(face, face_layout(face, w, h))


def number_rects_of(face: CardFace, lay: FaceLayout) -> list[pygame.Rect]:
    """number_rects for a layout being made."""
    out = [lay.spots.medallion] if lay.top_number else []
    if lay.top_number and lay.top_change is not None:
        out.append(chip_rect(lay.spots.medallion, _card_rect(lay.spots)))
    out += [pygame.Rect(x - d // 2 - 1, y - d // 2 - 1, d + 2, d + 2) for x, y, d in pips(face, lay)]
    if lay.bottom_number:
        out.append(_box(lay).area)
    return out


def _box(lay: FaceLayout) -> BoxFit:
    """The corner box of a layout, no wider than the face."""
    sp = lay.spots
    return box_fit(sp.corner, lay.bottom_number, lay.bottom_changes, box_room(sp))


def _card_rect(sp: Spots) -> pygame.Rect:
    """The whole face, from its spots."""
    return pygame.Rect(0, 0, sp.inner.right + sp.inner.x, sp.inner.bottom + sp.inner.y)


def box_room(sp: Spots) -> int:
    """How wide the corner box may be: to the card's right edge (over the frame if need be)."""
    return sp.inner.right + sp.inner.x - sp.corner.x - 1


def pips(face: CardFace, lay: FaceLayout) -> list[tuple[int, int, int]]:
    """(centre x, centre y, diameter) of each pip that fits: down from the top number
    within the art (above the corner box), in a further column to the right when one
    column has no room for all (at most PIP_COLUMNS: they stay in the strip a fanned hand
    leaves visible)."""
    sp = lay.spots
    if not face.pips or sp.tier == "tiny":
        return []
    d = _pip_d(sp.medallion)
    top = sp.medallion.bottom + 2 if lay.top_number else sp.art.y + 2
    limit = sp.art.bottom if sp.tier == "full" else (sp.corner.y if lay.bottom_number else sp.art.bottom)
    per_column = max(0, (limit - top + 2) // (d + 2))
    if not per_column:
        return []
    out = []
    for i in range(min(len(face.pips), per_column * PIP_COLUMNS)):
        col, row = divmod(i, per_column)
        x = sp.medallion.centerx + col * (d + 2)
        if x + d // 2 + 1 > sp.art.right:
            break
        out.append((x, top + row * (d + 2) + d // 2, d))
    return out
