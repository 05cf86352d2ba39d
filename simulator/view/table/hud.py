"""Heads-up parts of the table: the banner and the seat panels; the game log (log_panel.py)
and the hover zoom (zoom.py) are imported from here too."""
from __future__ import annotations


import pygame

from ..style import theme
from ..style.fonts import MIN_PX, font, text_px, text_scale, wrap
from ..node import Node
from .log_panel import LogPanel
from .zoom import Zoom, window_of

__all__ = ["Banner", "LogPanel", "SeatPanel", "Zoom"]


class Banner(Node):
    """Whose decision it is, and why, across the middle of the table; with a `detail` (the
    analysis of the decision, in coloured pieces) it grows to a second line."""

    def __init__(self, rect: pygame.Rect, z: int = 500) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.text = ""
        self.detail: list[tuple[str, tuple[int, int, int]]] = []
        self.colour = theme.ACCENT
        self.pulse = 0.0
        self.pulsing = False       # the border breathes (a bot is thinking); otherwise it rests
        self.window_h = 0          # the window's height (the grown banner stays inside it); 0: unknown
        self.ui_scale = 1.0        # the UI scale (its text is the type scale's heading times it)
        self.text_k: float | None = None   # the table's text scale, when the view gives it

    def update(self, dt: float) -> None:
        self.pulse = (self.pulse + dt) % 2.0 if self.pulsing else 0.0

    def moving(self) -> bool:
        return self.pulsing

    def box(self) -> pygame.Rect:
        """Where the banner is drawn: its place, half as tall again with a detail line."""
        r = self.world_rect()
        if not self.detail:
            return r
        big = r.inflate(0, r.h // 2 + 2)
        big.y = max(big.y, 0)
        if self.window_h and big.bottom > self.window_h:
            big.bottom = self.window_h
        return big

    def paint(self, surface: pygame.Surface) -> None:
        if not self.text and not self.detail:
            return
        r = self.box()
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (12, 16, 20, 215 if not self.detail else 235), layer.get_rect(), border_radius=12)
        glow = 140 + int(80 * abs(1.0 - self.pulse))
        pygame.draw.rect(layer, (*self.colour, glow), layer.get_rect(), 3, border_radius=12)
        surface.blit(layer, r.topleft)
        k = self.text_k if self.text_k is not None else text_scale(window_of(self), self.ui_scale)
        if not self.detail:
            self._line(surface, [(self.text, theme.TEXT)], r.center, r.w - 24, _fitting("heading", k, r.h - 6))
            return
        size = _fitting("body", k, r.h // 2 - 2)
        self._line(surface, [(self.text, theme.TEXT_DIM)], (r.centerx, r.y + r.h * 0.3), r.w - 24, size)
        self._line(surface, self.detail, (r.centerx, r.y + r.h * 0.7), r.w - 24, size)

    @staticmethod
    def _line(surface: pygame.Surface, pieces: list[tuple[str, tuple[int, int, int]]], centre: tuple[float, float],
              width: int, size: int) -> None:
        """Coloured pieces as one bold line centred at `centre`: smaller (not below MIN_PX)
        when too wide, then the longest piece shortened with "…"."""
        pieces = [(t, c) for t, c in pieces if t]
        if not pieces:
            return
        f = font(size, "bold")
        while sum(f.size(t)[0] for t, _ in pieces) > width and size > MIN_PX:
            size -= 1
            f = font(size, "bold")
        while sum(f.size(t)[0] for t, _ in pieces) > width:
            i = max(range(len(pieces)), key=lambda k: len(pieces[k][0]))
            text = pieces[i][0]
            if len(text) <= 4:
                break
            pieces[i] = (text[:-3].rstrip() + "…" if not text.endswith("…") else text[:-2].rstrip() + "…", pieces[i][1])
        imgs = [f.render(t, True, c) for t, c in pieces]
        x = round(centre[0] - sum(i.get_width() for i in imgs) / 2)
        for img in imgs:
            surface.blit(img, img.get_rect(midleft=(x, round(centre[1]))))
            x += img.get_width()


def _fitting(role: str, k: float, room: int) -> int:
    """The size of `role` at text scale k, smaller (not below MIN_PX) until a line of it is
    at most `room` pixels high."""
    size = text_px(role, k)
    while size > MIN_PX and font(size, "bold").get_height() > room:
        size -= 1
    return size


def _fit(text: str, f: pygame.font.Font, width: int) -> str:
    """`text` cut with "…" to fit `width` pixels (whole when it fits)."""
    if f.size(text)[0] <= width:
        return text
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


_HALO = 7   # room around a seat panel for the deciding seat's glow

# Each seat's mark beside its name, so a seat is known by shape as well as by colour
# (theme.SEAT_COLOURS): seat 1 a circle, 2 a triangle, 3 a square, 4 a diamond.
SEAT_SHAPES = ("circle", "triangle", "square", "diamond")


def seat_shape(seat: int) -> str:
    """The shape that marks seat `seat` (0-based) wherever its colour does."""
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def draw_seat_mark(surface: pygame.Surface, seat: int, centre: tuple[int, int], d: int,
                   colour: tuple[int, int, int]) -> pygame.Rect:
    """Seat `seat`'s shape, `d` pixels across, filled with its colour and outlined light so
    it reads on any background; returns its box."""
    cx, cy = centre
    half = max(3, d // 2)
    box = pygame.Rect(cx - half, cy - half, 2 * half, 2 * half)
    shape = seat_shape(seat)
    outline = (240, 240, 240)
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, half)
        pygame.draw.circle(surface, outline, centre, half, 1)
        return box
    if shape == "square":
        sq = box.inflate(-max(1, half // 5) * 2, -max(1, half // 5) * 2)
        pygame.draw.rect(surface, colour, sq)
        pygame.draw.rect(surface, outline, sq, 1)
        return box
    if shape == "triangle":
        points = [(cx, box.top), (box.right, box.bottom - 1), (box.left, box.bottom - 1)]
    else:
        points = [(cx, box.top), (box.right, cy), (cx, box.bottom), (box.left, cy)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, 1)
    return box


def draw_target_mark(surface: pygame.Surface, centre: tuple[int, int], d: int) -> pygame.Rect:
    """A reticle (a ring, a dot and four ticks), `d` pixels across: "may be targeted"."""
    cx, cy = centre
    r = max(4, d // 2)
    pygame.draw.circle(surface, (12, 16, 20), centre, r + 2)
    pygame.draw.circle(surface, theme.GLOW, centre, r - 1, 2)
    pygame.draw.circle(surface, theme.GLOW, centre, max(1, r // 4))
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, theme.GLOW, (cx + dx * (r // 2), cy + dy * (r // 2)), (cx + dx * (r + 1), cy + dy * (r + 1)), 2)
    return pygame.Rect(cx - r - 2, cy - r - 2, 2 * r + 4, 2 * r + 4)


_INK: dict[int, tuple[int, int]] = {}


def _ink(f: pygame.font.Font) -> tuple[int, int]:
    """Where a line of `f` has ink: (rows above it in the line's picture, rows of ink), from
    a capital's top to a descender's bottom."""
    got = _INK.get(id(f))
    if got is None:
        box = f.render("Hdgjy", True, (255, 255, 255)).get_bounding_rect(min_alpha=60)
        got = _INK[id(f)] = (box.y, box.h)
    return got


def _mark_size(f: pygame.font.Font) -> int:
    """How wide a seat's mark is beside a name in font `f`: about a capital's height."""
    return max(9, f.get_ascent() - _ink(f)[0] + 2)


def _title_width(title: str, f: pygame.font.Font) -> int:
    """How wide a seat's mark and name are in font `f`."""
    d = _mark_size(f)
    return d + max(4, d // 2) + f.size(title)[0]


def _wrap_items(line: str, f: pygame.font.Font, width: int) -> list[str]:
    """A panel line wrapped to `width` pixels, broken between its " · " items where it can
    ("Hand 6 · Main Deck 33" keeps "Main Deck 33" whole), inside an item only when it must."""
    rows: list[str] = []
    for item in line.split(" · "):
        trial = f"{rows[-1]} · {item}" if rows else item
        if rows and f.size(trial)[0] <= width:
            rows[-1] = trial
        else:
            rows += wrap(item, f, width)
    return rows


_ROLES = ("display", "title", "heading", "label", "body", "small")


def _largest(k: float, room: int, style: str = "bold", least: str = "small") -> pygame.font.Font:
    """The font of the largest named size at text scale k whose line is at most `room`
    pixels high (the `least` size when none is)."""
    for role in _ROLES[_ROLES.index("title"):_ROLES.index(least) + 1]:
        f = font(text_px(role, k), style)
        if f.get_height() <= room:
            return f
    return font(text_px(least, k), style)


class SeatPanel(Node):
    """A seat's mark (its shape in its colour) and name, its headline figure (health, round
    score), its lines (totals, round wins, hand counts) and pips. The seat whose decision it
    is glows (`active`); a bot deciding says so on its own panel (`status`, "thinking…"); a
    seat a held card may be played on glows and shows a reticle (`target`). Everything is
    fitted inside the panel, in the type scale's sizes (never below MIN_PX): lines that do
    not fit are left out whole, never cut by the border."""

    def __init__(self, rect: pygame.Rect, title: str, colour: tuple[int, int, int], z: int = 10,
                 seat: int | None = None) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.title, self.colour = title, colour
        # the seat (0-based) whose shape marks the panel; by default the seat of its colour
        self.seat = seat if seat is not None else (
            theme.SEAT_COLOURS.index(colour) if colour in theme.SEAT_COLOURS else 0)
        self.lines: list[str] = []
        self.pips: list[tuple[int, int, int]] = []   # coloured dots (Eternal influence)
        self.headline = ""       # the seat's large figure ("25 ♥", "32 · ★★"); "" for none
        self.status = ""         # "thinking…" while this seat's bot decides
        self.active = False      # this seat decides now
        self.target = False      # a held card may be dropped on this seat (the drag sets it)
        self.ui_scale = 1.0      # the UI scale (the text is the type scale's times it and the window's)
        self.text_k: float | None = None   # the table's text scale, when the view gives it
        self.drawn_lines: list[str] = []     # the lines the last paint showed (tests)
        self.mark_rect = pygame.Rect(0, 0, 0, 0)      # where the seat's shape was drawn (window)
        self.target_rect: pygame.Rect | None = None   # where the reticle was drawn (window)
        self._mark = pygame.Rect(0, 0, 0, 0)           # the same in the cached picture
        self._target: pygame.Rect | None = None
        self._cache: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def text_scale(self) -> float:
        """The scale of the panel's text: the table's (`text_k`) when the view gives it, else
        the window's and the UI scale's (fonts.text_scale)."""
        return self.text_k if self.text_k is not None else text_scale(window_of(self), self.ui_scale)

    def paint(self, surface: pygame.Surface) -> None:
        """Blit the panel, drawn again only when what it shows changes (text is dear)."""
        r = self.world_rect()
        key = (r.size, self.title, tuple(self.lines), tuple(self.pips), self.headline, self.status, self.active,
               self.target, self.colour, self.seat, self.text_scale())
        if self._cache is None or key != self._key:
            self._cache = pygame.Surface((r.w + 2 * _HALO, r.h + 2 * _HALO), pygame.SRCALPHA)
            self._paint_at(self._cache, pygame.Rect(_HALO, _HALO, r.w, r.h))
            self._key = key
        surface.blit(self._cache, (r.x - _HALO, r.y - _HALO))
        shift = (r.x - _HALO, r.y - _HALO)
        self.mark_rect = self._mark.move(shift)
        self.target_rect = self._target.move(shift) if self._target is not None else None

    def _paint_at(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        self._mark, self._target = pygame.Rect(0, 0, 0, 0), None
        if self.active or self.target:          # a soft glow around the deciding or targetable seat's panel
            halo = pygame.Surface(r.inflate(14, 14).size, pygame.SRCALPHA)
            for i, alpha in enumerate((40, 70, 110) if not self.target else (70, 110, 160)):
                pygame.draw.rect(halo, (*theme.GLOW, alpha), halo.get_rect().inflate(-4 * i, -4 * i), 3,
                                 border_radius=14)
            surface.blit(halo, r.inflate(14, 14).topleft)
        pygame.draw.rect(surface, (18, 24, 30), r, border_radius=10)
        if self.target:                          # tinted like the other places a held card may go
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(tint, (*theme.GLOW, 40), tint.get_rect(), border_radius=10)
            surface.blit(tint, r.topleft)
        lit = self.active or self.target
        pygame.draw.rect(surface, theme.GLOW if lit else self.colour, r, (4 if self.target else 3) if lit else 2,
                         border_radius=10)
        k = self.text_scale()
        if r.h < 80:
            self._paint_compact(surface, r, k)
        else:
            self._paint_full(surface, r, k)

    def _title_at(self, surface: pygame.Surface, f: pygame.font.Font, x: int, y: int, width: int) -> int:
        """The seat's shape and name from (x, y), the name fitted to `width` pixels in all;
        returns the x after the name."""
        d = _mark_size(f)
        cap_top, baseline = y + _ink(f)[0], y + f.get_ascent()
        self._mark = draw_seat_mark(surface, self.seat, (x + d // 2, (cap_top + baseline) // 2), d, self.colour)
        x += d + max(4, d // 2)
        img = f.render(_fit(self.title, f, max(10, width - d - max(4, d // 2))), True, self.colour)
        surface.blit(img, (x, y))
        return x + img.get_width()

    def _reticle(self, surface: pygame.Surface, right: int, cy: int, d: int) -> int:
        """The target reticle with its right edge at `right` when the seat is a target;
        returns the x left of it (`right` when there is none)."""
        if not self.target:
            return right
        self._target = draw_target_mark(surface, (right - d // 2 - 2, cy), d)
        return self._target.x - 4

    def _paint_compact(self, surface: pygame.Surface, r: pygame.Rect, k: float) -> None:
        """A short panel (a seat across the top): the mark, name and status on a first row,
        as many whole lines as fit on a second (rows set as close as their letters allow, so
        two rows of MIN_PX text fit a 27-pixel panel); the headline large at the right. A
        panel too short for two rows puts the lines after the name."""
        inner = r.h - 4                      # inside the border
        head = ""
        right = r.right - 8
        if self.headline:
            hf = _largest(k, inner + 2)
            img = hf.render(self.headline, True, theme.TEXT)
            surface.blit(img, img.get_rect(midright=(right, r.centery)))
            right -= img.get_width() + 6
            head = self.headline
        right = self._reticle(surface, right, r.centery, min(inner, text_px("label", k) + 4))
        width = max(20, right - r.x - 10)
        size = text_px("label", k)           # the largest pair of rows that fits
        while size > MIN_PX and _ink(font(size, "bold"))[1] + 1 + _ink(font(max(MIN_PX, size - 2)))[1] > inner:
            size -= 1
        tf, lf = font(size, "bold"), font(max(MIN_PX, size - 2))
        two_rows = _ink(tf)[1] + 1 + _ink(lf)[1] <= inner
        if not two_rows:
            tf, lf = font(MIN_PX, "bold"), font(MIN_PX)
        (t_top, t_ink), (l_top, l_ink) = _ink(tf), _ink(lf)
        ink = t_ink + (1 + l_ink if two_rows else 0)
        y = r.y + 2 + max(0, (inner - ink) // 2) - t_top        # the title's picture top
        x = self._title_at(surface, tf, r.x + 8, y, width)
        line_y = y + t_top + t_ink + 1 - l_top if two_rows else y + tf.get_ascent() - lf.get_ascent()
        start = r.x + 10 if two_rows else x
        room = r.x + 8 + width - start
        lead = "" if two_rows else " · "      # one row: the lines follow the name
        shown: list[str] = []
        for line in self.lines:
            if lf.size(lead + " · ".join(shown + [line]))[0] <= room:
                shown.append(line)
        used = lf.size(lead + " · ".join(shown))[0] if shown and not two_rows else 0
        if self.status:                      # after the name, where there is room left
            sf = font(tf.px if hasattr(tf, "px") else MIN_PX, "bold")
            space = r.x + 8 + width - x - 8 - used
            if space > sf.size("thinking")[0] // 2:
                st = sf.render(_fit(self.status, sf, space), True, theme.GLOW)
                surface.blit(st, (x + 8, y))
                if not two_rows:
                    start += st.get_width() + 8
        self.drawn_lines = [head] + shown if head else shown
        if shown:
            colour = theme.ACCENT if any(line.startswith(("Passed", "Void")) for line in shown) else theme.TEXT
            surface.blit(lf.render(lead + " · ".join(shown), True, colour), (start, line_y))

    def _paint_full(self, surface: pygame.Surface, r: pygame.Rect, k: float) -> None:
        width = r.w - 22
        y = r.y + 6
        tsize = text_px("label", k)
        room = width - self._reticle_room(k)
        while _title_width(self.title, font(tsize, "bold")) > room and tsize > MIN_PX:
            tsize -= 1          # a long name shrinks a little before it is shortened
        tf = font(tsize, "bold")
        self._title_at(surface, tf, r.x + 10, y, room)
        self._reticle(surface, r.right - 8, y + tf.get_height() // 2, tf.get_height() + 2)
        y += tf.get_linesize()
        if self.status:
            sf = font(text_px("body", k), "bold")
            st = sf.render(_fit(self.status, sf, width), True, theme.GLOW)
            surface.blit(st, (r.x + 12, y))
            y += st.get_height()
        y += 4
        drawn: list[str] = []
        body = text_px("body", k)
        d = max(8, round(body * 0.75))
        pips_w = len(self.pips) * (d + 3)
        x = r.x + 12
        if self.headline:
            hs = text_px("title", k)
            hf = font(hs, "bold")
            while hf.size(self.headline)[0] > width and hs > MIN_PX:
                hs -= 1                  # by point size: a font's height is larger than its size
                hf = font(hs, "bold")
            img = hf.render(self.headline, True, theme.TEXT)
            surface.blit(img, (r.x + 12, y))
            drawn.append(self.headline)
            if self.pips and img.get_width() + 12 + pips_w <= width:   # the pips beside the figure
                self._paint_pips(surface, r.x + 12 + img.get_width() + 12, y + (img.get_height() - d) // 2, d, r)
                pips_w = 0
            y += img.get_height() + 2
        if self.pips and pips_w:
            self._paint_pips(surface, x, y, d, r)
            y += d + 6
        room = r.bottom - 4 - y
        lsize = body
        while True:        # the lines' font shrinks (not below MIN_PX) until every line fits
            f = font(lsize)
            parts = [(line, part) for line in self.lines for part in _wrap_items(line, f, width)]
            if len(parts) * f.get_linesize() <= room or lsize <= MIN_PX:
                break
            lsize -= 1
        for line, part in parts:
            if y + f.get_linesize() > r.bottom - 4:
                break        # left out whole rather than cut by the border
            colour = theme.ACCENT if line.startswith(("Passed", "Void")) else theme.TEXT
            surface.blit(f.render(part, True, colour), (r.x + 12, y))
            if line not in drawn:
                drawn.append(line)
            y += f.get_linesize()
        self.drawn_lines = drawn

    def _reticle_room(self, k: float) -> int:
        """The width the target reticle takes from the title row (0 when not a target)."""
        return text_px("label", k) + 12 if self.target else 0

    def _paint_pips(self, surface: pygame.Surface, x: int, y: int, d: int, r: pygame.Rect) -> None:
        for colour in self.pips:
            if x + d > r.right - 8:
                break
            pygame.draw.circle(surface, colour, (x + d // 2, y + d // 2), d // 2)
            pygame.draw.circle(surface, (240, 240, 240), (x + d // 2, y + d // 2), d // 2, 1)
            x += d + 3
