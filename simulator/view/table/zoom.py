"""The hover zoom and the keyword tooltip: what a card, or a word of the rules, means.

`Zoom` shows the hovered card large with a panel beside it: why the card is not as printed
(its text lost, its states, printed values that changed), the lines explaining its number
on the table (TableDescription.explain) and the reminder of every keyword on the card (the
game's glossary, `Game.glossary`), each with the rule it comes from in words, dimmed.
`draw_tip` draws one keyword's reminder as a tooltip (the log, the help screen).

Every text is a named size of the type scale (style/fonts.py) times the text scale of the
window and the UI scale, never below MIN_PX.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...core.glossary import EMPTY, Glossary, Keyword
from ..node import Node
from ..style import theme
from ..style.fonts import BASE_SIZE, MIN_PX, font, text_px, text_scale
from .cards import CardFace, render_face

RGB = tuple[int, int, int]
GAP = 8            # between the card and its panel, and from the window's edge
CARD_RATIO = 0.71  # a card's width over its height


@lru_cache(maxsize=16)
def glossary_of(game: str) -> Glossary:
    """The keyword glossary of a registered game (an empty one for an unknown name or a
    glossary that cannot be read: the zoom and the log then explain no keywords)."""
    if not game:
        return EMPTY
    from ...games.registry import get_game
    try:
        return get_game(game).glossary()
    except Exception:      # noqa: BLE001 -- a missing or bad glossary must not stop a frame
        return EMPTY


@lru_cache(maxsize=16)
def printed_faces(game: str) -> dict[str, CardFace]:
    """The printed face of each card title of a registered game's pool (the first of a
    title printed more than once; none for an unknown game): a card the log names while it
    is out of sight can still be shown as printed."""
    if not game:
        return {}
    from ...games.registry import get_game
    try:
        faces = get_game(game).table().pool_faces()
    except Exception:      # noqa: BLE001 -- a game without a pool shows only what is in sight
        return {}
    out: dict[str, CardFace] = {}
    for face in faces:
        out.setdefault(face.title, face)
    return out


def window_of(node: Node) -> tuple[int, int]:
    """The window's size as the node's tree knows it: the size of its root (a screen's
    root node spans the window); 1280x720 for a node not in a tree yet."""
    root = node
    while root.parent is not None:
        root = root.parent
    if root is node or root.w <= 0 or root.h <= 0:
        return BASE_SIZE
    return int(root.w), int(root.h)


def word_spans(glossary: Glossary, words: list[tuple[str, bool]]) -> list[tuple[int, int, int, int, Keyword]]:
    """The keywords in a run of words laid out one by one, (word, glued to the one before):
    (first word, where it starts in it, last word, where it ends in it, entry) each."""
    if not glossary:
        return []
    text, starts = "", []
    for i, (word, glued) in enumerate(words):
        text += " " if i and not glued else ""
        starts.append(len(text))
        text += word
    out = []
    for start, end, entry in glossary.spans(text):
        over = [i for i, (word, _g) in enumerate(words) if starts[i] < end and starts[i] + len(word) > start]
        if over:
            first, last = over[0], over[-1]
            out.append((first, max(0, start - starts[first]), last, end - starts[last], entry))
    return out


# -- words in styles, wrapped -------------------------------------------------------------------------
@dataclass(frozen=True)
class Run:
    """Words in one style: text, font and colour."""

    text: str
    font: pygame.font.Font
    colour: RGB


def set_runs(runs: list[Run], width: int) -> list[pygame.Surface]:
    """Styled runs set as one paragraph into lines of at most `width` pixels (a word wider
    than a line gets a line of its own), each line rendered to a picture."""
    words = [(word, run) for run in runs for word in run.text.split()]
    if not words:
        return []
    space = words[0][1].font.size(" ")[0]
    lines: list[list[tuple[str, Run]]] = [[]]
    used = 0
    for word, run in words:
        w = run.font.size(word)[0]
        if lines[-1] and used + space + w > width:
            lines.append([])
            used = 0
        used += (space if lines[-1] else 0) + w
        lines[-1].append((word, run))
    out = []
    for line in lines:
        pics: list[pygame.Surface] = []
        for i, (word, run) in enumerate(line):   # words of one style in a line render together
            if i and line[i - 1][1] is run:
                continue
            same = [word]
            for word2, run2 in line[i + 1:]:
                if run2 is not run:
                    break
                same.append(word2)
            pics.append(run.font.render(" ".join(same), True, run.colour))
        width_all = sum(p.get_width() for p in pics) + space * (len(pics) - 1)
        pic = pygame.Surface((max(1, width_all), max(p.get_height() for p in pics)), pygame.SRCALPHA)
        x = 0
        for p in pics:
            pic.blit(p, (x, 0))
            x += p.get_width() + space
        out.append(pic)
    return out


def keyword_lines(entry: Keyword, width: int, scale: float) -> tuple[list[pygame.Surface], list[pygame.Surface]]:
    """A keyword's "Keyword — reminder" lines and its rule's lines (dimmed, smaller)."""
    body, bold, small = font(text_px("body", scale)), font(text_px("body", scale), "bold"), font(text_px("small", scale))
    main = set_runs([Run(entry.keyword, bold, theme.ACCENT), Run("— " + entry.reminder, body, theme.TEXT)], width)
    rule = set_runs([Run(entry.rule, small, theme.TEXT_DIM)], width)
    return main, rule


def draw_tip(surface: pygame.Surface, entry: Keyword, near: pygame.Rect, scale: float,
             bounds: pygame.Rect | None = None) -> pygame.Rect:
    """Draw a keyword's reminder (and its rule, dimmed) in a box above the word at `near`,
    or below it when there is no room above, inside `bounds` (the surface by default).
    Returns the box."""
    area = bounds or surface.get_rect()
    pad = max(6, round(8 * scale))
    width = min(round(text_px("body", scale) * 24), area.w - 2 * pad - 2 * GAP)
    main, rule = keyword_lines(entry, width, scale)
    lines = main + rule
    w = max(p.get_width() for p in lines) + 2 * pad
    h = sum(p.get_height() for p in lines) + 2 * pad + (2 if rule else 0)
    x = max(area.x + GAP, min(near.centerx - w // 2, area.right - GAP - w))
    y = near.y - GAP - h if near.y - GAP - h >= area.y + GAP else near.bottom + GAP
    y = max(area.y + GAP, min(y, area.bottom - GAP - h))
    box = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, (14, 18, 22), box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    y = box.y + pad
    for i, pic in enumerate(lines):
        if i == len(main):
            y += 2
        surface.blit(pic, (box.x + pad, y))
        y += pic.get_height()
    return box


# -- the zoom ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Line:
    """One line of the zoom's panel: its picture, its words (tests) and whether it may be
    left out when the panel would not fit the window (a rule's line)."""

    pic: pygame.Surface
    text: str
    optional: bool = False


class Zoom(Node):
    """A large, readable copy of the hovered card, kept inside the window, with a panel
    beside it: the card's lost text and states, printed values that changed, the lines
    explaining its number on the table (TableDescription.explain) and the reminder of every
    keyword on the card. The panel wraps to its width and keeps to the window's height
    (rules' lines go first, then the last lines, counted in a "… more" line)."""

    def __init__(self, z: int = 980) -> None:
        super().__init__(0, 0, 0, 0, z)
        self.face: CardFace | None = None
        self.lines: list[str] = []           # the explanation lines the view passed
        self.scale = 1.0                     # the UI scale (the view sets it): the card's size
        self.text_k: float | None = None     # the table's text scale, when the view gives it
        self.anchor = (0, 0)
        self.window = (1280, 720)
        self.texts: list[str] = []           # the panel's lines as drawn (tests)
        self.keywords: list[Keyword] = []    # the keywords the panel explains
        self._key: tuple[object, ...] | None = None
        self._card = pygame.Rect(0, 0, 0, 0)
        self._panel: pygame.Rect | None = None
        self._rendered: list[_Line] = []

    def show(self, face: CardFace | None, anchor: tuple[int, int], window: tuple[int, int],
             lines: list[str] | None = None) -> None:
        """Show `face` beside anchor (None hides); lines: the explanation of its number on
        the table to show with it (TableDescription.explain)."""
        self.face, self.anchor, self.window = face, anchor, window
        self.lines = list(lines) if lines is not None and face is not None else []

    def text_scale(self) -> float:
        """The scale of the zoom's text: the table's (`text_k`) when the view gives it, else
        the window's and the UI scale's (fonts.text_scale)."""
        return self.text_k if self.text_k is not None else text_scale(self.window, self.scale)

    def _content(self, width: int) -> list[_Line]:
        """The panel's lines for the shown face at `width` pixels."""
        face = self.face
        assert face is not None
        k = self.text_scale()
        body, bold = font(text_px("body", k)), font(text_px("body", k), "bold")
        out: list[_Line] = []

        def para(runs: list[Run], optional: bool = False) -> None:
            text = " ".join(r.text for r in runs)
            out.extend(_Line(p, text, optional) for p in set_runs(runs, width))

        if face.text_lost:
            para([Run(face.text_lost + ":", bold, theme.DANGER), Run("its printed text does not apply", body, theme.TEXT)])
        if face.states:
            para([Run(" · ".join(face.states), bold, theme.ROLES["info"])])
        printed = [f"cost {face.printed_cost}" if face.printed_cost else "",
                   f"{face.printed_corner}" if face.printed_corner else ""]
        if any(printed) and not any("printed" in line.lower() for line in self.lines):
            para([Run("Printed", bold, theme.TEXT_DIM), Run(", ".join(p for p in printed if p), body, theme.TEXT_DIM)])
        for line in self.lines:
            para([Run(line, body, theme.ACCENT if line.startswith("=") else theme.TEXT)])
        self.keywords = glossary_of(face.game).in_text(face.kind, face.text)
        for i, entry in enumerate(self.keywords):
            main, rule = keyword_lines(entry, width, k)
            if out:     # a little room before each keyword
                out.append(_Line(pygame.Surface((1, max(3, round((6 if i == 0 else 4) * k))), pygame.SRCALPHA), "", True))
            out.extend(_Line(p, f"{entry.keyword} — {entry.reminder}") for p in main)
            out.extend(_Line(p, entry.rule, True) for p in rule)
        return out

    def geometry(self) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Where the card and the panel beside it (None when it has nothing to say) are drawn."""
        key = (self.face, tuple(self.lines), self.anchor, self.window, self.scale, self.text_k)
        if key == self._key:
            return self._card, self._panel
        self._key = key
        win_w, win_h = self.window
        if self.face is None:
            self._card, self._panel, self._rendered, self.texts = pygame.Rect(0, 0, 0, 0), None, [], []
            return self._card, self._panel
        k = self.text_scale()
        pad = max(8, round(10 * k))
        h = min(int(win_h * 0.46 * self.scale), win_h - 2 * GAP)
        w = int(h * CARD_RATIO)
        panel_w = min(round(text_px("body", k) * 24), win_w - 3 * GAP - w)
        least = round(text_px("body", k) * 15)
        if panel_w < least:        # a large UI scale in a small window: the card gives way
            panel_w = min(least, win_w - 3 * GAP - 80)
            w = max(80, win_w - 3 * GAP - panel_w)
            h = int(w / CARD_RATIO)
        lines = self._content(panel_w - 2 * pad)
        lines = _fit_lines(lines, win_h - 2 * GAP - 2 * pad, text_px("body", k))
        panel_h = sum(line.pic.get_height() for line in lines) + 2 * pad if lines else 0
        across = w + (GAP + panel_w if lines else 0)
        right = self.anchor[0] + 30
        if right + across > win_w - GAP:       # no room right of the pointer: the left of it
            right = self.anchor[0] - 30 - across
        x = max(GAP, min(right, win_w - GAP - across))
        y = max(GAP, min(self.anchor[1] - h // 2, win_h - h - GAP))
        card_left = x + across - w if x < self.anchor[0] else x     # the card nearest the pointer
        self._card = pygame.Rect(card_left, y, w, h)
        self._panel = None
        if lines:
            px = x if card_left > x else self._card.right + GAP
            py = max(GAP, min(y, win_h - GAP - panel_h))
            self._panel = pygame.Rect(px, py, panel_w, panel_h)
        self._rendered = lines
        self.texts = [line.text for line in lines if line.text]
        self.texts = [t for i, t in enumerate(self.texts) if i == 0 or t != self.texts[i - 1]]
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
            pad = max(8, round(10 * self.text_scale()))
            pygame.draw.rect(surface, (14, 18, 22), panel, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT, panel, 2, border_radius=10)
            y = panel.y + pad
            for line in self._rendered:
                surface.blit(line.pic, (panel.x + pad, y))
                y += line.pic.get_height()


def _fit_lines(lines: list[_Line], room: int, size: int) -> list[_Line]:
    """The lines that fit `room` pixels: the optional ones (rules) left out first, then the
    last lines cut, with a dim "… N more lines" at the end."""
    def height(ls: list[_Line]) -> int:
        return sum(line.pic.get_height() for line in ls)

    if height(lines) <= room:
        return lines
    lines = [line for line in lines if not line.optional]
    if height(lines) <= room:
        return lines
    more = font(max(MIN_PX, size))
    kept: list[_Line] = []
    for i, line in enumerate(lines):
        tail = more.render(f"… {len(lines) - i} more lines", True, theme.TEXT_DIM)
        if height(kept) + line.pic.get_height() + tail.get_height() > room:
            return kept + [_Line(tail, "…")]
        kept.append(line)
    return kept
