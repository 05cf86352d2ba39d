"""The text of the help screens: a small markdown subset parsed into blocks (`#`, `##`,
`###` headings, paragraphs, `-` / `*` bullets, `1.` numbered items, `>` notes shown dimmed,
`**bold**` words), and HelpText, the scrollable node that sets it on the type scale with
its keywords (a game's glossary) dotted and hoverable for their reminder."""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from ...core.glossary import EMPTY, Glossary, Keyword
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import font, text_px
from ..table.zoom import draw_tip, word_spans


# -- the markdown subset ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Block:
    """One block of help text: kind is h1 | h2 | h3 | p | bullet | number | note."""

    kind: str
    text: str
    mark: str = ""          # a numbered item's number ("1.")


_NUMBERED = re.compile(r"^(\d+)[.)]\s+(.*)$")


def parse(text: str) -> list[Block]:
    """The blocks of a help text (see the module for the subset understood)."""
    blocks: list[Block] = []
    kind, mark = "", ""
    words: list[str] = []

    def flush() -> None:
        nonlocal kind, mark, words
        if words:
            blocks.append(Block(kind or "p", " ".join(words), mark))
        kind, mark, words = "", "", []

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        heading = re.match(r"^(#{1,3})\s+(.*)$", line)
        numbered = _NUMBERED.match(line)
        if heading:
            flush()
            blocks.append(Block(f"h{len(heading.group(1))}", heading.group(2).strip()))
        elif line[:2] in ("- ", "* "):
            flush()
            kind, words = "bullet", [line[2:].strip()]
        elif numbered:
            flush()
            kind, mark, words = "number", numbered.group(1) + ".", [numbered.group(2).strip()]
        elif line.startswith(">"):
            if kind != "note":
                flush()
                kind = "note"
            words.append(line[1:].strip())
        else:
            if kind == "note":
                flush()
            words.append(line)
    flush()
    return blocks


def runs(text: str) -> list[tuple[str, bool, bool]]:
    """The words of `text` as (word, bold, glued): bold inside `**...**`; glued when it
    follows the previous word without a space ("**Space**:" keeps its colon); backticks
    are dropped."""
    out: list[tuple[str, bool, bool]] = []
    spaced = True                # the text so far ends with a space
    for i, part in enumerate(text.replace("`", "").split("**")):
        for j, word in enumerate(part.split()):
            glued = j == 0 and bool(out) and not spaced and not part[:1].isspace()
            out.append((word, i % 2 == 1, glued))
        if part:
            spaced = part[-1:].isspace()
    return out


# -- a scrollable text panel -----------------------------------------------------------------------
# The type scale's named size of each kind of block (style/fonts.py TYPE_SCALE).
_ROLES = {"h1": "title", "h2": "heading", "h3": "label", "p": "label", "bullet": "label", "number": "label",
          "note": "body"}
_INDENT = {"bullet": 26, "number": 30, "note": 14}      # reference pixels
_BEFORE = {"h1": 0.2, "h2": 1.1, "h3": 0.8, "p": 0.5, "bullet": 0.3, "number": 0.3, "note": 0.3}


# One word (or piece of a word) as laid out: text, bold, glued to the one before, the index
# of the word in its block and where the piece starts in that word.
_Item = tuple[str, bool, bool, int, int]
GLOSSARY_HEADING = "Keyword glossary"


class HelpText(Node):
    """Help text laid out to its width at text scale `scale`, scrolled with the wheel, the
    arrow and page keys, or by dragging the bar on the right. With a `glossary`, the
    keywords in the text above the glossary's own section are underlined with dots and
    hovering one shows its reminder (the scene passes the pointer: `point`)."""

    interactive = True
    BAR = 10

    def __init__(self, text: str, x: float, y: float, w: float, h: float, scale: float = 1.0, z: int = 1,
                 glossary: Glossary | None = None) -> None:
        super().__init__(x, y, w, h, z)
        self.scale = scale
        self.scroll = 0
        self.dragging = False
        self.glossary = glossary if glossary is not None else EMPTY
        self.lines: list[tuple[int, pygame.Surface]] = []      # (y in the content, picture)
        self.widths: list[int] = []
        self.keywords: list[tuple[pygame.Rect, Keyword]] = []   # keywords in the content's coordinates
        self.pointer = (-1, -1)
        self.content_h = 0
        self.step = 24
        self._layout(parse(text))

    # -- layout ---------------------------------------------------------------------------------
    def _font(self, kind: str, bold: bool) -> pygame.font.Font:
        size = text_px(_ROLES[kind], self.scale)
        if kind == "h1":
            return font(size, "title")
        return font(size, "bold" if bold or kind in ("h2", "h3") else "regular")

    def _layout(self, blocks: list[Block]) -> None:
        width = int(self.w) - self.BAR - 12
        y = 0
        body = self._font("p", False)
        self.step = body.get_linesize()
        in_glossary = False
        for block in blocks:
            if block.kind in ("h1", "h2"):
                in_glossary = block.kind == "h2" and block.text == GLOSSARY_HEADING
            y += round(_BEFORE[block.kind] * body.get_linesize()) if y else 0
            colour = theme.ACCENT if block.kind in ("h1", "h2") else theme.TEXT_DIM if block.kind == "note" \
                else theme.TEXT
            indent = round(_INDENT.get(block.kind, 0) * self.scale)
            marker = "•" if block.kind == "bullet" else block.mark
            words = runs(block.text)
            spans = [] if in_glossary or block.kind.startswith("h") else \
                word_spans(self.glossary, [(word, glued) for word, _bold, glued in words])
            lines = self._wrap(block.kind, words, width - indent)
            regular = self._font(block.kind, False)
            for i, line in enumerate(lines):
                img, xs = self._render(block.kind, line, colour)
                if indent:         # a bullet's or number's mark, a note's bar
                    pic = pygame.Surface((indent + img.get_width(), max(img.get_height(), regular.get_height())),
                                         pygame.SRCALPHA)
                    if i == 0 and marker:
                        dot = regular.render(marker, True, theme.ACCENT)
                        pic.blit(dot, (max(0, indent - dot.get_width() - round(8 * self.scale)), 0))
                    if block.kind == "note":
                        pygame.draw.rect(pic, theme.PANEL_LINE, (0, 0, max(2, round(3 * self.scale)), img.get_height()))
                    pic.blit(img, (indent, 0))
                    img = pic
                self._mark_keywords(block.kind, line, xs, indent, y, regular.get_linesize(), spans)
                self.lines.append((y, img))
                self.widths.append(img.get_width())
                y += regular.get_linesize()
            if block.kind == "h1":
                y += round(0.3 * body.get_linesize())
        self.content_h = y + 8

    def _mark_keywords(self, kind: str, line: list[_Item], xs: list[int], indent: int, y: int, h: int,
                       spans: list[tuple[int, int, int, int, Keyword]]) -> None:
        """Note where each keyword's pieces on this line are, in the content's coordinates."""
        for first, a, last, b, entry in spans:
            for (piece, bold, _glued, index, offset), x in zip(line, xs):
                if not first <= index <= last:
                    continue
                lo = a - offset if index == first else 0
                hi = b - offset if index == last else len(piece)
                lo, hi = max(0, lo), min(len(piece), hi)
                if lo >= hi:
                    continue
                f = self._font(kind, bold)
                x0, x1 = f.size(piece[:lo])[0], f.size(piece[:hi])[0]
                self.keywords.append((pygame.Rect(indent + x + x0, y, x1 - x0, h), entry))

    def _wrap(self, kind: str, words: list[tuple[str, bool, bool]], width: int) -> list[list[_Item]]:
        lines: list[list[_Item]] = []
        line: list[_Item] = []
        used = 0
        space = self._font(kind, False).size(" ")[0]

        def measure(items: list[_Item]) -> int:
            return sum(self._font(kind, it[1]).size(it[0])[0] + (0 if it[2] or i == 0 else space)
                       for i, it in enumerate(items))

        for index, (word, bold, glued) in enumerate(words):
            f = self._font(kind, bold)
            offset = 0
            for k, piece in enumerate(_pieces(word, f, width)):
                w = f.size(piece)[0]
                joined = (glued and k == 0) or k > 0      # no space before it
                if line and used + (0 if joined else space) + w > width:
                    if glued and k == 0 and len(line) > 1:   # take the word it sticks to along
                        carried = line.pop()
                        lines.append(line)
                        line = [(carried[0], carried[1], False, carried[3], carried[4])]
                    else:
                        lines.append(line)
                        line, joined = [], False
                    used = measure(line)
                used += (0 if joined or not line else space) + w
                line.append((piece, bold, joined and bool(line), index, offset))
                offset += len(piece)
        if line:
            lines.append(line)
        return lines

    def _render(self, kind: str, line: list[_Item], colour: tuple[int, int, int]) -> tuple[pygame.Surface, list[int]]:
        """A line's picture and where each of its pieces starts in it."""
        regular = self._font(kind, False)
        space = regular.size(" ")[0]
        pics = [(self._font(kind, bold).render(word, True, colour), glued) for word, bold, glued, _i, _o in line]
        width = sum(p.get_width() + (0 if glued or i == 0 else space) for i, (p, glued) in enumerate(pics))
        out = pygame.Surface((max(1, width), max([regular.get_height()] + [p.get_height() for p, _ in pics])),
                             pygame.SRCALPHA)
        x = 0
        xs = []
        for i, (p, glued) in enumerate(pics):
            x += 0 if glued or i == 0 else space
            xs.append(x)
            out.blit(p, (x, 0))
            x += p.get_width()
        return out, xs

    # -- keywords -------------------------------------------------------------------------------
    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved to `pos` (window coordinates)."""
        self.pointer = pos

    def keyword_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, Keyword] | None:
        """The keyword under a window point, with its place on screen, if any."""
        r = self.world_rect()
        if not r.collidepoint(pos):
            return None
        for rect, entry in self.keywords:
            on_screen = rect.move(r.x, r.y - self.scroll)
            if on_screen.collidepoint(pos):
                return on_screen, entry
        return None

    # -- scrolling --------------------------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - int(self.h))

    def scroll_by(self, dy: int) -> None:
        """Scroll by dy pixels (clamped to the text)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def key(self, key: int) -> bool:
        """Scroll for the arrow, page, Home and End keys; True when the key was one of them."""
        page = max(self.step, int(self.h) - 2 * self.step)
        moves = {pygame.K_UP: -self.step * 2, pygame.K_DOWN: self.step * 2, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_SPACE: page, pygame.K_HOME: -self.content_h,
                 pygame.K_END: self.content_h}
        if key not in moves:
            return False
        self.scroll_by(moves[key])
        return True

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.max_scroll <= 0:
            return None
        r = self.world_rect()
        track = pygame.Rect(r.right - self.BAR, r.y, self.BAR, r.h)
        knob_h = max(24, int(r.h * r.h / max(1, self.content_h)))
        knob_y = track.y + int((track.h - knob_h) * self.scroll / max(1, self.max_scroll))
        return track, pygame.Rect(track.x, knob_y, self.BAR, knob_h)

    def _drag_to(self, y: int) -> None:
        bar = self._bar()
        if bar is None:
            return
        track, knob = bar
        frac = (y - track.y - knob.h / 2) / max(1, track.h - knob.h)
        self.scroll = max(0, min(self.max_scroll, round(frac * self.max_scroll)))

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "wheel":
            self.scroll_by(event.dy * self.step * 3)
            return True
        bar = self._bar()
        if event.kind == "down" and bar is not None and bar[0].inflate(8, 0).collidepoint(event.pos):
            self.dragging = True
            self._drag_to(event.pos[1])
            return True
        if event.kind == "move" and self.dragging:
            self._drag_to(event.pos[1])
            return True
        if event.kind == "up":
            self.dragging = False
            return True
        return event.kind == "down"

    def fits(self) -> bool:
        """True when every line fits the panel's width (lines wrap, so this holds by design)."""
        return all(w <= int(self.w) - self.BAR for w in self.widths)

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        old = surface.get_clip()
        surface.set_clip(r.clip(old) if old else r)
        for y, img in self.lines:
            top = r.y + y - self.scroll
            if top + img.get_height() < r.y or top > r.bottom:
                continue
            surface.blit(img, (r.x, top))
        for rect, _entry in self.keywords:     # a dotted underline: this word can be hovered
            on_screen = rect.move(r.x, r.y - self.scroll)
            if r.y <= on_screen.bottom <= r.bottom:
                for dx in range(0, on_screen.w, 3):
                    surface.set_at((on_screen.x + dx, on_screen.bottom - 2), theme.TEXT_DIM)
        surface.set_clip(old)
        bar = self._bar()
        if bar is not None:
            track, knob = bar
            pygame.draw.rect(surface, (40, 46, 54), track, border_radius=5)
            pygame.draw.rect(surface, theme.ACCENT if self.dragging else theme.PANEL_LINE, knob, border_radius=5)
        hovered = self.keyword_at(self.pointer)
        if hovered is not None:
            draw_tip(surface, hovered[1], hovered[0], self.scale)


def _pieces(word: str, f: pygame.font.Font, width: int) -> Iterator[str]:
    """A word cut into pieces no wider than `width` (a word is only cut when it must be)."""
    while word and f.size(word)[0] > width and len(word) > 1:
        cut = len(word) - 1
        while cut > 1 and f.size(word[:cut])[0] > width:
            cut -= 1
        yield word[:cut]
        word = word[cut:]
    if word:
        yield word


def glossary_text(glossary: Glossary) -> str:
    """A glossary as a help section: each keyword in bold with its reminder, and the rule it
    comes from in words as a note under it ("" for an empty glossary)."""
    if not glossary:
        return ""
    parts = [f"## {GLOSSARY_HEADING}", ""]
    for entry in glossary.entries:
        parts += [f"- **{entry.keyword}** \u2014 {entry.reminder}", f"> {entry.rule}", ""]
    return "\n".join(parts)
