"""Board layouts: scenes/<game>.json zones in a reference resolution, mapped to the window."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pygame

from ...resources import scene_layout


@dataclass(frozen=True)
class Zone:
    """A place on the table in window pixels, with how cards sit in it.

    style: how cards sit: "row", "fan", "stack", "slot", "cascade", or "grid" (rows of
    cards wrapping, as large as fit, the first row at `align`); places without cards:
    "caption" (the zone's badges are centred lines of text: a title, then notes),
    "button" (where the table puts the button of an action offered by a click on this
    place, TableDescription.offer) and "box" (a decorative area drawn under the cards, in
    the layout's "fill" and "line" colours, unless the scene hides it).
    total_at: where the zone's first badge (its total) is centred, instead of at its left.
    peek: for a "row": the share of a card's height left free above it, where the cards
    attached to it (an energy pile under a creature) fan upward, full size, behind it; its
    cards then sit at the zone's bottom, shrunk so card and fan fit the zone's height.
    frame (frame_rect): the zone's whole box; `rect` is where its cards go, which is the frame less the
    band at its top that the zone's label takes (Layout.reserve_label), if it has one.
    """

    key: str
    rect: pygame.Rect
    style: str
    card: tuple[int, int]           # card size in this zone, window pixels
    align: str = "centre"           # grid: "top" | "bottom" | "centre": where the first row sits
    total_at: tuple[int, int] | None = None
    peek: float = 0.0
    frame_rect: pygame.Rect | None = None

    @property
    def frame(self) -> pygame.Rect:
        """The zone's whole box (its card area and its label's band)."""
        return self.frame_rect if self.frame_rect is not None else self.rect


def has_layout(game: str) -> bool:
    """True when scenes/<game>.json exists, so the game can be shown on the table."""
    return scene_layout(game).is_file()


class Layout:
    """A game's board layout scaled to a window; zone keys are "name" or "name@seat"."""

    def __init__(self, data: dict[str, Any], size: tuple[int, int], seats: int, viewer: int,
                 card_scale: float = 1.0) -> None:
        self.data = data
        self.card_scale = card_scale      # the UI scale: cards grow with it, as far as their zone allows
        ref_w, ref_h = data["reference"]
        self.scale = min(size[0] / ref_w, size[1] / ref_h)
        self.offset = ((size[0] - ref_w * self.scale) / 2, (size[1] - ref_h * self.scale) / 2)
        self.seats, self.viewer = seats, viewer
        sides = data["sides"].get(str(seats))
        if sides is None:
            raise ValueError(f"layout for {data.get('game')} has no {seats}-seat arrangement")
        self.sides = sides
        self.row_card = tuple(data.get("row_card", [76, 106]))
        self.labels: dict[str, str] = data.get("labels", {})
        self._zones: dict[str, Zone] = {}
        self._bands: dict[str, int] = {}

    @classmethod
    def load(cls, game: str, size: tuple[int, int], seats: int, viewer: int, card_scale: float = 1.0) -> "Layout":
        """Read scenes/<game>.json."""
        data = json.loads(scene_layout(game).read_text(encoding="utf-8"))
        return cls(data, size, seats, viewer, card_scale)

    def rect(self, ref: list[float]) -> pygame.Rect:
        """A reference-resolution rectangle in window pixels."""
        s, (ox, oy) = self.scale, self.offset
        return pygame.Rect(round(ox + ref[0] * s), round(oy + ref[1] * s), round(ref[2] * s), round(ref[3] * s))

    def px(self, value: float) -> int:
        """A reference-resolution length in window pixels."""
        return max(1, round(value * self.scale))

    def side_of(self, seat: int) -> int:
        """Where a seat sits: 0 is the viewer's side at the bottom."""
        return (seat - self.viewer) % self.seats

    def zone(self, key: str) -> Zone | None:
        """The zone for a key like "row1@0", "hand@2" or "grave_unit" (None if not laid out)."""
        z = self._zones.get(key)
        if z is not None:
            return z
        spec = self.spec(key)
        if not spec:
            return None
        card = spec.get("card", self.row_card)
        at = spec.get("total_at")
        total_at = None if at is None else self.point(at)
        frame = self.rect(spec["rect"])
        rect, size = frame, (self.px(card[0]), self.px(card[1]))
        band = self._bands.get(key, 0)
        if band and spec.get("style") == "stack":
            band += STACK_DEPTH               # a pile's top card sits up and left of the ones under it
        if band:
            rect = pygame.Rect(frame.x, frame.y + band, frame.w, max(8, frame.h - band))
        style = spec.get("style", "slot")
        if self.card_scale > 1 and style not in ("cascade", "grid"):
            room = rect.h - 4                  # larger with the UI scale, up to the zone's height
            grow = max(1.0, min(self.card_scale, room / max(1, size[1])))
            size = (round(size[0] * grow), round(size[1] * grow))
        if band:
            room = rect.h - 4
            if size[1] > room:                 # the cards shrink under their label
                size = (max(4, round(size[0] * room / size[1])), max(4, room))
        z = Zone(key, rect, style, size, spec.get("align", "centre"), total_at,
                 float(spec.get("peek", 0.0)), frame)
        self._zones[key] = z
        return z

    def reserve_label(self, key: str, band: int) -> None:
        """Keep a band of `band` pixels at the top of a zone's box for its label: the zone's
        cards go below it."""
        self._bands[key] = band
        self._zones.pop(key, None)

    def point(self, ref: list[float]) -> tuple[int, int]:
        """A reference-resolution point in window pixels."""
        s, (ox, oy) = self.scale, self.offset
        return round(ox + ref[0] * s), round(oy + ref[1] * s)

    def spec(self, key: str) -> dict[str, Any]:
        """The layout's entry for a zone key as a dict ({} when not laid out)."""
        if "@" in key:
            name, seat = key.split("@")
            spec = self.sides[self.side_of(int(seat))].get(name)
        else:
            spec = self.data["common"].get(key)
        if spec is None:
            return {}
        return {"rect": spec, "style": "slot"} if isinstance(spec, list) else spec

    def keys_of_style(self, style: str) -> list[str]:
        """Every zone key laid out with `style`: the common ones, then each seat's."""
        keys = [k for k in self.data["common"] if self.spec(k).get("style") == style]
        for seat in range(self.seats):
            keys += [f"{name}@{seat}" for name in self.sides[self.side_of(seat)]
                     if self.spec(f"{name}@{seat}").get("style") == style]
        return keys

    def common_rect(self, name: str) -> pygame.Rect:
        """A rectangle from the layout's common section."""
        spec = self.data["common"][name]
        return self.rect(spec["rect"] if isinstance(spec, dict) else spec)

    def side_rect(self, name: str, seat: int) -> pygame.Rect | None:
        """A rectangle from a seat's side section (None if absent)."""
        z = self.zone(f"{name}@{seat}")
        return z.rect if z else None


STACK_DEPTH = 6      # window pixels a pile's top card is raised (and moved left) over its bottom card
GRID_GAP = 6          # window pixels between the cards of a grid
GRID_PAD = 4          # window pixels between a grid's cards and its zone's edge
GRID_WIDER = 0.94     # a grid with more columns is taken while its cards keep this share of the largest size


def grid_shape(zone: Zone, count: int) -> tuple[int, float, float]:
    """How `count` cards sit in a grid zone: (columns, card width, card height), the cards
    as large as fit (never larger than the zone's card size); a shape with more columns
    is taken while its cards are nearly as large (GRID_WIDER), so cards stand side by side
    rather than in a tall pile."""
    cw, ch = zone.card
    inner_w = max(1, zone.rect.w - 2 * GRID_PAD)
    inner_h = max(1, zone.rect.h - 2 * GRID_PAD)
    shapes = []
    for k in range(1, max(1, count) + 1):
        rows = -(-max(1, count) // k)
        w = min(float(cw), (inner_w - (k - 1) * GRID_GAP) / k)
        h = max(1.0, min(w * ch / cw, (inner_h - (rows - 1) * GRID_GAP) / rows))
        shapes.append((k, h * cw / ch, h))
    largest = max(h for _k, _w, h in shapes)
    return max((s for s in shapes if s[2] >= largest * GRID_WIDER), key=lambda s: s[0])


def _grid(zone: Zone, count: int, index: int) -> tuple[int, int, int, int]:
    cols, w, h = grid_shape(zone, count)
    r = zone.rect
    rows = -(-max(1, count) // cols)
    row, col = divmod(index, cols)
    in_row = min(cols, count - row * cols)
    across = in_row * w + (in_row - 1) * GRID_GAP
    x = r.x + (r.w - across) / 2 + col * (w + GRID_GAP)
    tall = rows * h + (rows - 1) * GRID_GAP
    if zone.align == "top":
        y = r.y + GRID_PAD + row * (h + GRID_GAP)
    elif zone.align == "bottom":
        y = r.bottom - GRID_PAD - h - row * (h + GRID_GAP)
    else:
        y = r.y + (r.h - tall) / 2 + row * (h + GRID_GAP)
    return round(x), round(y), max(1, int(w)), max(1, int(h))


def place(zone: Zone, count: int, index: int, lifted: bool = False) -> tuple[int, int, int, int]:
    """Where card `index` of `count` sits in a zone: (x, y, w, h) in window pixels."""
    if zone.style == "grid":
        return _grid(zone, count, index)
    w, h = zone.card
    r = zone.rect
    if zone.style in ("row", "fan"):
        room = (r.h - 4) / (1 + zone.peek) if zone.style == "row" else r.h - 4
        if zone.style == "row" and h > room:
            h = int(room)
            w = int(h * zone.card[0] / zone.card[1])
        gap = 6 if zone.style == "row" else 10
        step: float = w + gap
        if count > 1 and step * count - gap > r.w:
            step = (r.w - w) / (count - 1)
        total = step * (count - 1) + w if count else 0
        x = r.x + (r.w - total) / 2 + step * index
        y = r.y + (r.h - h) / 2 if not zone.peek else r.bottom - 2 - h
        if zone.style == "fan" and lifted:
            y -= h * 0.12
        return round(x), round(y), w, h
    # stack / slot: centred, a stack shows a slight offset per few cards
    x = r.x + (r.w - w) / 2
    y = r.y + (r.h - h) / 2
    if zone.style == "stack":
        depth = min(index, STACK_DEPTH)
        return round(x - depth), round(y - depth), w, h
    return round(x), round(y), w, h


PEEK_STEP = 0.16     # at most this share of a card's height shows of each card attached behind it


def peeking(zone: Zone, rect: tuple[int, int, int, int], count: int, index: int) -> tuple[int, int, int, int]:
    """Where attached card `index` of `count` sits behind a card at `rect` in a zone with
    `peek`: full size, each one further up (the first nearest), so the top strip of each
    (its title) shows above the card in front, all inside the zone."""
    x, y, w, h = rect
    step = min(h * PEEK_STEP, h * zone.peek / max(1, count))
    return x, round(y - (index + 1) * step), w, h


def cascade_strip(zone: Zone) -> int:
    """The height of the title strip at the top of a cascade zone."""
    return max(17, round(zone.rect.h * 0.09))      # room for a title of 11 px and more


def cascade(zone: Zone, count: int, index: int) -> tuple[int, int, int, int]:
    """Where card `index` of `count` sits in a large "cascade" zone (the stack shown on the
    board): the last (the top) largest and rightmost, the ones under it smaller, fanned to
    its left so their left edges (cost, title) stay visible."""
    r = zone.rect
    pad = max(4, r.w // 40)
    inner = pygame.Rect(r.x + pad, r.y + cascade_strip(zone), r.w - 2 * pad, r.h - cascade_strip(zone) - pad)
    w, h = zone.card
    if h > inner.h:
        w, h = int(inner.h * w / h), inner.h
    if w > inner.w:
        w, h = inner.w, int(inner.w * h / w)
    top_x = inner.right - w
    if index == count - 1:
        return top_x, inner.y + (inner.h - h) // 2, w, h
    sw, sh = int(w * 0.78), int(h * 0.78)
    below = count - 1                   # cards under the top one
    step = min(sw * 0.62, max(6.0, (top_x - inner.x) / below))
    k = count - 1 - index               # 1 for the card just under the top
    x = max(inner.x, round(top_x - k * step))
    return x, inner.y + (inner.h - sh) // 2, sw, sh
