"""The game log: the match's events (and the view's refusals) in the type scale's body
size, newest at the bottom; card names and keywords in its lines can be hovered."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pygame

from ...core.events import Event
from ...core.glossary import EMPTY, Glossary, Keyword
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import MIN_PX, TYPE_SCALE, font, text_px, text_scale
from .cards import CardFace
from .zoom import draw_tip, glossary_of, printed_faces, window_of

Span = tuple[int, int, int | Keyword]        # (start, end, card id or keyword) in a line's text
_Word = tuple[int, int, int]                 # (start in the text, end in the text, start in the line)


def wrap_words(text: str, f: pygame.font.Font, width: int) -> list[tuple[str, list[_Word]]]:
    """`text` wrapped into lines of at most `width` pixels the way fonts.wrap does (words
    joined by single spaces; a word wider than a line gets a line of its own), each line
    with where its words come from in `text`, so a span of the text can be found on screen."""
    out: list[tuple[str, list[_Word]]] = []
    for para in re.finditer(r"[^\n]+|\n", text):
        if para.group() == "\n":
            continue
        line, words = "", list[_Word]()
        for m in re.finditer(r"\S+", para.group()):
            start, word = para.start() + m.start(), m.group()
            trial = f"{line} {word}" if line else word
            if line and f.size(trial)[0] > width:
                out.append((line, words))
                line, words = word, [(start, start + len(word), 0)]
                continue
            words.append((start, start + len(word), len(trial) - len(word)))
            line = trial
        out.append((line, words))
    return out or [("", [])]


def span_rects(line: str, words: list[_Word], start: int, end: int, f: pygame.font.Font,
               x: int, y: int, h: int) -> pygame.Rect | None:
    """Where the text's span [start, end) lies on one wrapped line drawn at (x, y), if on it."""
    over = [w for w in words if w[0] < end and w[1] > start]
    if not over:
        return None
    first, last = over[0], over[-1]
    a = first[2] + max(0, start - first[0])
    b = last[2] + min(end, last[1]) - last[0]
    x0, x1 = f.size(line[:a])[0], f.size(line[:b])[0]
    return pygame.Rect(x + x0, y, max(1, x1 - x0), h)


def _word(name: str, flags: int = 0) -> re.Pattern[str]:
    """`name` as a whole word (not inside a longer word)."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", flags)


class LogPanel(Node):
    """The scrollable game log. Hovering a card's name shows that card (the view asks
    `card_at`); hovering a keyword shows its reminder in a tooltip (the game's glossary,
    `glossary`). The wheel scrolls the natural way: down shows newer lines.

    `game` (a registered game's name) gives the glossary and the printed faces of its pool:
    a card an event lists that is out of sight now (a replay jumped to a later step, a card
    deep in a pile) is still found by its printed name in the line (`known_face`)."""

    interactive = True

    def __init__(self, rect: pygame.Rect, name_of: Callable[[int], str],
                 highlight: Callable[[Event], bool] = lambda ev: False, z: int = 20,
                 glossary: Glossary | None = None, game: str = "") -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z)
        self.name_of = name_of
        self.highlight = highlight
        self.game = game
        self.glossary = glossary if glossary is not None else glossary_of(game) if game else EMPTY
        self.events: list[Event] = []
        self.notes: list[tuple[int, str]] = []   # view-side lines (refusals): (events before it, text)
        self.scroll = 0                # lines scrolled up from the bottom
        self.hot: list[tuple[pygame.Rect, int]] = []        # card names on screen
        self.words: list[tuple[pygame.Rect, Keyword]] = []  # keywords on screen
        # The log's text size at 1280x720: the type scale's "body" times the UI scale (the
        # view scales it); drawn larger in a larger window (fonts.text_scale).
        self.size = TYPE_SCALE["body"]
        self.text_k: float | None = None   # the table's text scale, when the view gives it
        self.pointer = (-1, -1)        # where the pointer was last seen over the table
        self._names: dict[int, str] = {}     # card names once known stay hoverable
        self._titles: list[str] | None = None  # the game's printed titles, longest first
        self._version = 0                # counts set_events calls: the cache's key
        self._cache: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def px(self) -> int:
        """The pixel size of the log's text: the type scale's body at the table's text scale
        (`text_k`) when the view gives it, else `size` grown with the window; never below
        MIN_PX."""
        if self.text_k is not None:
            return text_px("body", self.text_k)
        return max(MIN_PX, round(self.size * text_scale(window_of(self))))

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
        if event.kind == "wheel":      # the app sends dy > 0 for the wheel turned down: newer lines
            self.scroll = max(0, self.scroll - event.dy * 3)
            return True
        if event.kind == "move":
            self.pointer = event.pos
        return event.kind in ("down", "up")

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card whose name is under the pointer, if any. The view asks as the pointer
        moves over the table, so the panel keeps the point (for the keyword tooltip)."""
        self.pointer = pos
        for rect, card in self.hot:
            if rect.collidepoint(pos):
                return card
        return None

    def keyword_at(self, pos: tuple[int, int]) -> Keyword | None:
        """The keyword under the pointer, if any."""
        for rect, entry in self.words:
            if rect.collidepoint(pos):
                return entry
        return None

    def tip(self) -> Keyword | None:
        """The keyword whose reminder the tooltip shows now: the one under the pointer while
        the pointer is over the log."""
        if not self.hover or not self.contains(self.pointer):
            return None
        return self.keyword_at(self.pointer)

    def _name(self, card: int) -> str:
        """A card's name for the log; once known, kept (a card that went back where this
        seat cannot see it is still named in the lines that name it)."""
        name = self.name_of(card)
        if name and name != "?":
            self._names[card] = name
            return name
        return self._names.get(card, "")

    def known_face(self, card: int) -> CardFace | None:
        """The printed face of a card the log names, for when it is out of sight (None when
        the log has not named it or the game's pool has no such title)."""
        name = self._names.get(card)
        return printed_faces(self.game).get(name) if name else None

    def spans(self, text: str, ev: Event | None) -> list[Span]:
        """The hoverable spans of a line: every card the event lists whose name is in the
        text (a name written twice for two cards: each card its own place, in order; a card
        out of sight by a printed title of the game's pool in the line), then every keyword
        of the glossary that is not inside a card's name."""
        out: list[Span] = []
        after: dict[str, int] = {}
        unknown: list[int] = []
        for card in ev.cards if ev is not None else ():
            name = self._name(card) if card >= 0 else ""
            if not name:
                unknown += [card] if card >= 0 else []
                continue
            m = _word(name).search(text, after.get(name, 0))
            if m is None:          # "plays an energy": the name written in lower case
                m = _word(name, re.IGNORECASE).search(text, after.get(name, 0))
            if m is None or any(m.start() < e and s < m.end() for s, e, _ in out):
                continue
            after[name] = m.end()
            out.append((m.start(), m.end(), card))
        if unknown and self.game:
            out += self._printed_spans(text, unknown, out)
        for start, end, entry in self.glossary.spans(text):
            if not any(start < e and s < end for s, e, _ in out):
                out.append((start, end, entry))
        return out

    def _printed_spans(self, text: str, cards: list[int], taken: list[Span]) -> list[Span]:
        """Spans of the game's printed titles in `text` (longest first, outside the spans
        taken), given to the out-of-sight `cards` in the order they stand; each card keeps
        the name it was found by."""
        found: list[tuple[int, int]] = []
        if self._titles is None:
            self._titles = sorted(printed_faces(self.game), key=len, reverse=True)
        for title in self._titles:
            if title not in text:
                continue
            for m in _word(title).finditer(text):
                if not any(m.start() < e and s < m.end() for s, e, _ in taken) and \
                        not any(m.start() < e and s < m.end() for s, e in found):
                    found.append((m.start(), m.end()))
        out: list[Span] = []
        for card, (start, end) in zip(cards, sorted(found)):
            self._names[card] = text[start:end]
            out.append((start, end, card))
        return out

    def paint(self, surface: pygame.Surface) -> None:
        """Blit the log, laid out and rendered again only when its lines, scroll, place or
        size change (wrapping every event every frame grows with the game); then the
        tooltip of a hovered keyword."""
        r = self.world_rect()
        px = self.px()
        key = (tuple(r), self._version, self.scroll, px, id(self.glossary))
        if self._cache is None or key != self._key:
            self._cache = pygame.Surface(r.size, pygame.SRCALPHA)
            self._render(self._cache, pygame.Rect(0, 0, r.w, r.h), px)
            self.hot = [(rect.move(r.x, r.y), card) for rect, card in self.hot]
            self.words = [(rect.move(r.x, r.y), entry) for rect, entry in self.words]
            self._key = (tuple(r), self._version, self.scroll, px, id(self.glossary))
        surface.blit(self._cache, r.topleft)
        entry = self.tip()
        if entry is not None:
            word = next(rect for rect, e in self.words if e is entry and rect.collidepoint(self.pointer))
            area = pygame.Rect(r.x, 0, r.w, surface.get_height())
            if r.h > 120:
                area = r
            draw_tip(surface, entry, word, px / TYPE_SCALE["body"], area)

    def _render(self, surface: pygame.Surface, r: pygame.Rect, px: int) -> None:
        pygame.draw.rect(surface, (16, 20, 25), r, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, r, 2, border_radius=10)
        f = font(px)
        head = font(round(px * TYPE_SCALE["label"] / TYPE_SCALE["body"]), "bold").render("Game log", True, theme.ACCENT)
        surface.blit(head, (r.x + 10, r.y + 6))
        line_h = f.get_linesize()
        top = r.y + 10 + head.get_height()
        capacity = max(1, (r.bottom - 8 - top) // line_h)
        lines: list[tuple[str, list[_Word], int, str, Event | None]] = []
        for i, (text, ev) in enumerate(self.entries()):
            for line, words in wrap_words(text, f, r.w - 24):
                lines.append((line, words, i, text, ev))
        self.scroll = min(self.scroll, max(0, len(lines) - capacity))
        end = len(lines) - self.scroll
        visible = lines[max(0, end - capacity):end]
        self.hot, self.words = [], []
        spans: dict[int, list[Span]] = {}
        y = top
        for line, words, i, text, ev in visible:
            colour = theme.DANGER if ev is None else theme.ACCENT if self.highlight(ev) else theme.TEXT
            surface.blit(f.render(line, True, colour), (r.x + 12, y))
            if i not in spans:
                spans[i] = self.spans(text, ev)
            for start, stop, what in spans[i]:
                rect = span_rects(line, words, start, stop, f, r.x + 12, y, line_h)
                if rect is None:
                    continue
                if isinstance(what, int):     # a card's name: a solid underline
                    pygame.draw.line(surface, (120, 160, 200), (rect.x, rect.bottom - 2), (rect.right, rect.bottom - 2), 1)
                    self.hot.append((rect, what))
                else:                         # a keyword: a dotted underline
                    for dx in range(0, rect.w, 3):
                        surface.set_at((rect.x + dx, rect.bottom - 2), theme.TEXT_DIM)
                    self.words.append((rect, what))
            y += line_h
        if self.scroll:
            more = f.render(f"▼ {self.scroll} newer", True, theme.TEXT_DIM)
            surface.blit(more, (r.right - more.get_width() - 10, r.y + 6))
