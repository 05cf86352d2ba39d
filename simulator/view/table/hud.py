"""Heads-up parts of the table: the banner, seat panels, the game log with hoverable names,
and the hover zoom."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core.events import Event
from ..style import theme
from .cards import CardFace, render_face
from ..style.fonts import font, wrap
from ..node import Node, UIEvent


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
        if not self.detail:
            self._line(surface, [(self.text, theme.TEXT)], r.center, r.w - 24, max(12, int(r.h * 0.44)), shrink=0)
            return
        size = max(11, int(r.h * 0.3))
        self._line(surface, [(self.text, theme.TEXT_DIM)], (r.centerx, r.y + r.h * 0.3), r.w - 24, size)
        self._line(surface, self.detail, (r.centerx, r.y + r.h * 0.7), r.w - 24, size)

    @staticmethod
    def _line(surface: pygame.Surface, pieces: list[tuple[str, tuple[int, int, int]]], centre: tuple[float, float],
              width: int, size: int, shrink: float = 0.25) -> None:
        """Coloured pieces as one bold line centred at `centre`: up to a `shrink` part
        smaller (not below 9 px) when too wide, then the longest piece shortened with "…"."""
        pieces = [(t, c) for t, c in pieces if t]
        if not pieces:
            return
        low = min(size, max(10, round(size * (1 - shrink))))
        f = font(size, "bold")
        while sum(f.size(t)[0] for t, _ in pieces) > width and size > low:
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


def _fit(text: str, f: pygame.font.Font, width: int) -> str:
    """`text` cut with "…" to fit `width` pixels (whole when it fits)."""
    if f.size(text)[0] <= width:
        return text
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


_HALO = 7   # room around a seat panel for the deciding seat's glow


class SeatPanel(Node):
    """A seat's name, its headline figure (health, round score), its lines (totals, round
    wins, hand counts) and pips. The seat whose decision it is glows (`active`); a bot
    deciding says so on its own panel (`status`, "thinking…"). Everything is fitted inside
    the panel: lines that do not fit are left out whole, never cut by the border."""

    def __init__(self, rect: pygame.Rect, title: str, colour: tuple[int, int, int], z: int = 10) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.title, self.colour = title, colour
        self.lines: list[str] = []
        self.pips: list[tuple[int, int, int]] = []   # coloured dots (Eternal influence)
        self.headline = ""       # the seat's large figure ("25 ♥", "32 · ★★"); "" for none
        self.status = ""         # "thinking…" while this seat's bot decides
        self.active = False      # this seat decides now
        self.drawn_lines: list[str] = []     # the lines the last paint showed (tests)
        self._cache: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def paint(self, surface: pygame.Surface) -> None:
        """Blit the panel, drawn again only when what it shows changes (text is dear)."""
        r = self.world_rect()
        key = (r.size, self.title, tuple(self.lines), tuple(self.pips), self.headline, self.status, self.active,
               self.colour)
        if self._cache is None or key != self._key:
            self._cache = pygame.Surface((r.w + 2 * _HALO, r.h + 2 * _HALO), pygame.SRCALPHA)
            self._paint_at(self._cache, pygame.Rect(_HALO, _HALO, r.w, r.h))
            self._key = key
        surface.blit(self._cache, (r.x - _HALO, r.y - _HALO))

    def _paint_at(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        if self.active:          # a soft glow around the deciding seat's panel
            halo = pygame.Surface(r.inflate(14, 14).size, pygame.SRCALPHA)
            for i, alpha in enumerate((40, 70, 110)):
                pygame.draw.rect(halo, (*theme.GLOW, alpha), halo.get_rect().inflate(-4 * i, -4 * i), 3,
                                 border_radius=14)
            surface.blit(halo, r.inflate(14, 14).topleft)
        pygame.draw.rect(surface, (18, 24, 30), r, border_radius=10)
        pygame.draw.rect(surface, theme.GLOW if self.active else self.colour, r, 3 if self.active else 2,
                         border_radius=10)
        if r.h < 80:
            self._paint_compact(surface, r)
        else:
            self._paint_full(surface, r)

    def _paint_compact(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A short panel (a seat across the top): name and status on the first row, the
        headline large at the right, as many whole lines as fit on the second row."""
        inner = r.h - 6
        head = ""
        right = r.right - 8
        if self.headline:
            hf = font(max(10, int(inner * 0.8)), "bold")
            while hf.get_height() > inner and hf.get_height() > 10:
                hf = font(hf.get_height() - 2, "bold")
            img = hf.render(self.headline, True, theme.TEXT)
            right = r.right - 10 - img.get_width()
            surface.blit(img, img.get_rect(midright=(r.right - 8, r.centery)))
            head = self.headline
        width = max(20, right - r.x - 16)
        size = max(8, int(inner / 2.3))
        tf, lf = font(size, "bold"), font(max(8, size - 1))
        while tf.get_linesize() + lf.get_linesize() > inner and size > 8:
            size -= 1
            tf, lf = font(size, "bold"), font(max(8, size - 1))
        y = r.y + 3 + max(0, (inner - tf.get_linesize() - lf.get_linesize()) // 2)
        title = _fit(self.title, tf, width)
        img = tf.render(title, True, self.colour)
        surface.blit(img, (r.x + 10, y))
        if self.status:
            sf = font(max(8, size - 1), "bold")
            room = width - img.get_width() - 8
            if room > sf.size("…")[0] * 3:
                st = sf.render(_fit(self.status, sf, room), True, theme.GLOW)
                surface.blit(st, (r.x + 10 + img.get_width() + 8, y + (img.get_height() - st.get_height()) // 2))
        shown: list[str] = []
        for line in self.lines:
            trial = " · ".join(shown + [line])
            if lf.size(trial)[0] <= width:
                shown.append(line)
        self.drawn_lines = [head] + shown if head else shown
        if shown:
            colour = theme.ACCENT if any(line.startswith(("Passed", "Void")) for line in shown) else theme.TEXT
            surface.blit(lf.render(" · ".join(shown), True, colour), (r.x + 10, y + tf.get_linesize()))

    def _paint_full(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        size = max(10, int(r.h * 0.11))
        width = r.w - 22
        y = r.y + 6
        tsize = size + 2
        while font(tsize, "bold").size(self.title)[0] > width and tsize > max(11, size - 3):
            tsize -= 1          # a long name shrinks a little before it is shortened
        tf = font(tsize, "bold")
        title = tf.render(_fit(self.title, tf, width), True, self.colour)
        surface.blit(title, (r.x + 10, y))
        y += title.get_height()
        if self.status:
            sf = font(max(9, size - 1), "bold")
            st = sf.render(_fit(self.status, sf, width), True, theme.GLOW)
            surface.blit(st, (r.x + 12, y))
            y += st.get_height()
        y += 4
        drawn: list[str] = []
        d = max(8, int(size * 0.7))
        pips_w = len(self.pips) * (d + 3)
        x = r.x + 12
        if self.headline:
            hf = font(max(14, int(r.h * 0.19)), "bold")
            while hf.size(self.headline)[0] > width and hf.get_height() > 12:
                hf = font(hf.get_height() - 2, "bold")
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
        lsize = max(9, int(size * 0.85))
        while True:        # the lines' font shrinks (not below 9 px) until every line fits
            f = font(lsize)
            parts = [(line, part) for line in self.lines for part in wrap(line, f, width)]
            if len(parts) * f.get_linesize() <= room or lsize <= 9:
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

    def _paint_pips(self, surface: pygame.Surface, x: int, y: int, d: int, r: pygame.Rect) -> None:
        for colour in self.pips:
            if x + d > r.right - 8:
                break
            pygame.draw.circle(surface, colour, (x + d // 2, y + d // 2), d // 2)
            pygame.draw.circle(surface, (240, 240, 240), (x + d // 2, y + d // 2), d // 2, 1)
            x += d + 3


class LogPanel(Node):
    """The scrollable game log; hovering a card name shows that card."""

    interactive = True

    def __init__(self, rect: pygame.Rect, name_of: Callable[[int], str],
                 highlight: Callable[[Event], bool] = lambda ev: False, z: int = 20) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.name_of = name_of
        self.highlight = highlight
        self.events: list[Event] = []
        self.notes: list[tuple[int, str]] = []   # view-side lines (refusals): (events before it, text)
        self.scroll = 0                # lines scrolled up from the bottom
        self.hot: list[tuple[pygame.Rect, int]] = []
        self.size = max(11, int(rect.h / 26))
        self._version = 0                # counts set_events calls: the cache's key
        self._cache: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def set_events(self, events: list[Event], notes: Sequence[tuple[int, str]] = ()) -> None:
        """Show these events (newest last) and, between them, the view's own notes (the
        refusals): (n, text) stands after the first n events, marked "✗" in red. The notes
        are not game events: the match's log is left as it is. A new line scrolls back to
        the bottom."""
        if len(events) != len(self.events) or len(notes) != len(self.notes):
            self.scroll = 0
        self.events = list(events)
        self._version += 1
        self.notes = sorted(((min(max(0, n), len(self.events)), text) for n, text in notes), key=lambda nt: nt[0])

    def entries(self) -> list[tuple[str, Event | None]]:
        """The log's entries in order: (text, event) for events, (text, None) for notes."""
        out: list[tuple[str, Event | None]] = []
        notes = iter(self.notes)
        note = next(notes, None)
        for i, ev in enumerate(self.events):
            while note is not None and note[0] <= i:
                out.append(("✗ " + note[1], None))
                note = next(notes, None)
            out.append((ev.text, ev))
        while note is not None:
            out.append(("✗ " + note[1], None))
            note = next(notes, None)
        return out

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "wheel":
            self.scroll = max(0, self.scroll + event.dy * 3)
            return True
        return event.kind in ("down", "up")

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card whose name is under the pointer, if any."""
        for rect, card in self.hot:
            if rect.collidepoint(pos):
                return card
        return None

    def paint(self, surface: pygame.Surface) -> None:
        """Blit the log, laid out and rendered again only when its lines, scroll or place
        change (wrapping every event every frame grows with the game)."""
        r = self.world_rect()
        key = (tuple(r), self._version, self.scroll, self.size)
        if self._cache is None or key != self._key:
            self._cache = pygame.Surface(r.size, pygame.SRCALPHA)
            self._render(self._cache, pygame.Rect(0, 0, r.w, r.h))
            self.hot = [(rect.move(r.x, r.y), card) for rect, card in self.hot]
            self._key = (tuple(r), self._version, self.scroll, self.size)
        surface.blit(self._cache, r.topleft)

    def _render(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.rect(surface, (16, 20, 25), r, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, r, 2, border_radius=10)
        f = font(self.size)
        head = font(self.size + 1, "bold").render("Game log", True, theme.ACCENT)
        surface.blit(head, (r.x + 10, r.y + 6))
        line_h = f.get_linesize()
        top = r.y + 10 + head.get_height()
        capacity = max(1, (r.bottom - 8 - top) // line_h)
        lines: list[tuple[str, Event | None]] = []
        for text, ev in self.entries():
            for line in wrap(text, f, r.w - 24):
                lines.append((line, ev))
        self.scroll = min(self.scroll, max(0, len(lines) - capacity))
        end = len(lines) - self.scroll
        visible = lines[max(0, end - capacity):end]
        self.hot = []
        y = top
        for line, ev in visible:
            if ev is None:         # a refusal: the view's own line, not a game event
                surface.blit(f.render(line, True, theme.DANGER), (r.x + 12, y))
                y += line_h
                continue
            colour = theme.ACCENT if self.highlight(ev) else theme.TEXT
            surface.blit(f.render(line, True, colour), (r.x + 12, y))
            for card in ev.cards:
                name = self.name_of(card)
                at = line.find(name)
                if at >= 0 and card >= 0:
                    x0 = r.x + 12 + f.size(line[:at])[0]
                    w = f.size(name)[0]
                    pygame.draw.line(surface, (120, 160, 200), (x0, y + line_h - 2), (x0 + w, y + line_h - 2), 1)
                    self.hot.append((pygame.Rect(x0, y, w, line_h), card))
            y += line_h
        if self.scroll:
            more = f.render(f"▼ {self.scroll} newer", True, theme.TEXT_DIM)
            surface.blit(more, (r.right - more.get_width() - 10, r.y + 6))


class Zoom(Node):
    """A large, readable copy of the hovered card, kept inside the window, with the lines
    explaining its number on the table (TableDescription.explain) under it."""

    def __init__(self, z: int = 980) -> None:
        super().__init__(0, 0, 0, 0, z)
        self.face: CardFace | None = None
        self.lines: list[str] = []
        self.scale = 1.0
        self.anchor = (0, 0)
        self.window = (1280, 720)
        self._key: tuple | None = None
        self._card = pygame.Rect(0, 0, 0, 0)
        self._panel: pygame.Rect | None = None
        self._rendered: list[pygame.Surface] = []
        self._line_h = 0

    def show(self, face: CardFace | None, anchor: tuple[int, int], window: tuple[int, int],
             lines: list[str] | None = None) -> None:
        """Show `face` beside anchor (None hides); lines: the explanation of its number on
        the table to show under it (TableDescription.explain)."""
        self.face, self.anchor, self.window = face, anchor, window
        self.lines = list(lines) if lines is not None and face is not None else []

    def geometry(self) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Where the card and the explanation panel (None without lines) are drawn."""
        key = (self.face, tuple(self.lines), self.anchor, self.window, self.scale)
        if key == self._key:
            return self._card, self._panel
        win_w, win_h = self.window
        f = font(max(11, int(min(win_h / 50, 20) * max(1.0, self.scale))))
        h = min(int(win_h * 0.46 * self.scale), win_h - 16)
        w = int(h * 0.71)
        panel_w = min(max(w, int(f.get_height() * 16)), win_w - 16)
        wrapped = [part for line in self.lines for part in wrap(line, f, panel_w - 20)]
        panel_h = len(wrapped) * f.get_linesize() + 14 if wrapped else 0
        if panel_h:
            h = max(120, min(h, win_h - 16 - panel_h - 6))
            w = int(h * 0.71)
        across = max(w, panel_w if panel_h else 0)
        x = self.anchor[0] + 30
        if x + across > win_w - 8:
            x = self.anchor[0] - 30 - across
        x = max(8, min(x, win_w - 8 - across))
        total = h + (panel_h + 6 if panel_h else 0)
        y = max(8, min(self.anchor[1] - total // 2, win_h - total - 8))
        self._card = pygame.Rect(x, y, w, h)
        self._panel = pygame.Rect(x, self._card.bottom + 6, panel_w, panel_h) if panel_h else None
        self._rendered = [f.render(line, True, theme.ACCENT if line.startswith("=") else theme.TEXT)
                          for line in wrapped]
        self._line_h = f.get_linesize()
        self._key = key
        return self._card, self._panel

    def paint(self, surface: pygame.Surface) -> None:
        if self.face is None:
            return
        card, panel = self.geometry()
        shadow = pygame.Surface(card.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 120), shadow.get_rect(), border_radius=14)
        surface.blit(shadow, (card.x + 8, card.y + 10))
        surface.blit(render_face(self.face, card.w, card.h), card.topleft)
        if panel is not None:
            pygame.draw.rect(surface, (14, 18, 22), panel, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT, panel, 2, border_radius=10)
            y = panel.y + 7
            for img in self._rendered:
                surface.blit(img, (panel.x + 10, y))
                y += self._line_h
