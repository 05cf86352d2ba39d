"""Help: each game's rules summary (its package's help.md, `Game.help_text`) and the controls.

`HelpScene` is the Rules screen of the main menu: a tab per game and one for the controls,
the text in a scrollable panel. `HelpOverlay` shows the same kind of text over the table or
the replay viewer (their game's rules, or the controls on F1 / "?") without leaving them.

A game's rules end with its keyword glossary (`Game.glossary`: each keyword, its reminder
and the rule it comes from in words), and the keywords in the rules above it can be
hovered to show their reminder.

The text is a small markdown subset: `#`, `##`, `###` headings, paragraphs (lines joined
until a blank line), `-` / `*` bullets, `1.` numbered items, `>` notes (the rules' sources,
shown dimmed) and `**bold**` words.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.glossary import EMPTY, Glossary, Keyword
from ...games.registry import game_names, get_game
from ..style import theme
from ..style.fonts import font, text_px, text_scale
from ..node import Node, UIEvent
from ..table.zoom import draw_tip, glossary_of, word_spans
from ..widgets import Button, Label, Panel, fit_layout
from .base import FittedScene, Scene

if TYPE_CHECKING:
    from ..app import App
    from ..table.view import TableView

# F1 and "?" (Shift+/ on most layouts: the slash key is taken too) open the controls.
HELP_KEYS = (pygame.K_F1, pygame.K_QUESTION, pygame.K_SLASH)

TABLE_CONTROLS = """\
# Controls at the table

- **Drag** a card from your hand onto the table to play it. While you drag, the places where it may go glow; cards you can play now are outlined in green.
- A drop that is not allowed springs the card back and says why.
- **Click a glowing card** to answer a choice (a target, a card to discard).
- **Hover** a card, or a card's name in the game log, to see it large. Hover a dotted keyword to read what it means. The mouse wheel scrolls the log.
- **Space** or **Enter**: the big button (Pass, End turn, Done...).
- **Z**: undo your last move (and the bots' replies).
- **Hint** asks the strongest bot what it would do.
- **Esc** or **Menu**: the game menu (save a copy, the rules, the main menu). Your game is saved after every move.
- **F1** or **?**: this list. Esc closes it.
"""

REPLAY_CONTROLS = """\
# Controls in the replay viewer

- **Left** and **Right** arrows: one step back or forward.
- **Space**: play or pause; the speed button changes the pace.
- **Home** / **End**: the start or the end of the game.
- **Click or drag the timeline** to jump to any step; the marks are rounds or turns.
- **Reveal all** shows every hand; **Seat view** only what the first seat saw.
- **Take over** continues the game from this position, against a bot or hot-seat.
- **Analyze** lets the search bot judge every decision (Cancel stops it). The graph shows each
  seat's estimated win chance; red marks are the largest swings: click one, or press **]** /
  **[** (Page Down / Page Up) for the next or previous. At a judged step the move made (pink)
  and the bot's choice (green) are marked on the table, with both estimates in the banner.
- **Hover** a card to see it large.
- **Esc** or **Main menu**: back to the main menu.
- **F1** or **?**: this list. Esc closes it.
"""


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


def help_for(game: str) -> str:
    """A game's rules summary (its help.md), or a line saying there is none yet."""
    try:
        spec = get_game(game)
        text = spec.help_text()
    except Exception as exc:      # noqa: BLE001 -- a missing or unreadable file must not stop the screen
        return f"# {game}\n\nThe rules summary could not be read ({type(exc).__name__})."
    return text if text.strip() else f"# {spec.title}\n\nThere is no rules summary for this game yet."


def with_glossary(text: str, glossary: Glossary | None) -> str:
    """A rules text followed by a glossary's section (the text alone without one)."""
    section = glossary_text(glossary) if glossary is not None else ""
    return text.rstrip() + "\n\n" + section if section else text


def rules_text(game: str) -> str:
    """A game's rules summary followed by its keyword glossary (the Rules screen's tab)."""
    return with_glossary(help_for(game), glossary_of(game))


# -- the overlay on the table and the replay viewer -----------------------------------------------
class HelpOverlay(Node):
    """A modal panel of help text over a table or replay: Close, Esc, F1 or "?" close it.
    With a `glossary` (a game's rules), the text ends with it and its keywords can be hovered."""

    interactive = True

    def __init__(self, text: str, size: tuple[int, int], ui_scale: float,
                 on_close: Callable[[], object] | None = None, kind: str = "help",
                 glossary: Glossary | None = None) -> None:
        super().__init__(0, 0, size[0], size[1], z=985)
        self.source, self.on_close, self.kind, self.ui_scale = text, on_close, kind, ui_scale
        self.glossary = glossary
        self.body: HelpText | None = None
        self.size = size
        self.scale = fit_layout(self, size, text_scale(size, ui_scale), self._build)

    def _build(self, k: float) -> None:
        w, h = self.size
        self.clear()
        pw = min(int(960 * k), w - 40)
        pad = max(12, int(26 * k))
        bh = int(50 * k)
        body = HelpText(with_glossary(self.source, self.glossary), 0, 0, pw - 2 * pad, h - 40 - 3 * pad - bh, k, z=1,
                        glossary=self.glossary)
        body.h = min(body.h, body.content_h)            # a short text gets a smaller panel
        ph = int(body.h) + 3 * pad + bh
        x, y = (w - pw) // 2, (h - ph) // 2
        body.x, body.y = x + pad, y + pad
        self.add(Panel(x, y, pw, ph, z=0))
        self.body = self.add(body)
        self.add(Button("Close", x + pw // 2 - int(110 * k), y + ph - pad - bh, int(220 * k), bh, self.close,
                        primary=True, size=text_px("label", k), z=1))
        hint = "Esc closes · wheel or arrows scroll" if body.max_scroll > 0 else "Esc closes"
        self.add(Label(hint, x + pad, y + ph - pad - bh, pw // 2 - int(120 * k) - pad,
                       bh, size=text_px("body", k), colour=theme.TEXT_DIM, z=1, shrink=True))

    def update(self, dt: float) -> None:
        """Follow the window: when the screen's root changed size, lay out again (same scroll)."""
        root: Node = self
        while root.parent is not None:
            root = root.parent
        size = (int(root.w), int(root.h))
        if root is not self and size != self.size and min(size) > 0:
            scroll = self.body.scroll if self.body is not None else 0
            self.size = size
            self.w, self.h = size
            self.scale = fit_layout(self, size, text_scale(size, self.ui_scale), self._build)
            if self.body is not None:
                self.body.scroll_by(scroll)
        super().update(dt)

    def close(self) -> None:
        """Take the overlay away."""
        if self.parent is not None:
            self.parent.remove(self)
        if self.on_close is not None:
            self.on_close()

    def handle(self, event: UIEvent) -> bool:
        return True     # modal: nothing underneath reacts

    def paint(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 12, 170))
        surface.blit(shade, (0, 0))

    def route(self, event: UIEvent, scene: Scene) -> bool:
        """Take every event while open: keys scroll or close, the wheel scrolls, the pointer
        goes to the overlay's own buttons (through the scene's hit testing)."""
        if event.kind == "key":
            if event.key == pygame.K_ESCAPE or event.key in HELP_KEYS:
                self.close()
            elif self.body is not None:
                self.body.key(event.key)
            return True
        if event.kind == "wheel":
            if self.body is not None:
                self.body.scroll_by(event.dy * self.body.step * 3)
            return True
        if event.kind == "move" and self.body is not None:
            self.body.point(event.pos)
        Scene.handle(scene, event)
        return True


def open_overlay(layer: Node) -> HelpOverlay | None:
    """The help overlay open in `layer`, if any."""
    for child in layer.children:
        if isinstance(child, HelpOverlay):
            return child
    return None


def show_overlay(scene: Scene, view: TableView, text: str, kind: str = "help") -> HelpOverlay:
    """Open a help overlay over a table view (replacing one that is open); the hover zoom
    is put away while it is open. The rules ("rules") have the table's game's keywords
    hoverable."""
    old = open_overlay(view.overlay)
    if old is not None:
        view.overlay.remove(old)
    view.hover((-10_000, -10_000))
    glossary = glossary_of(view.game) if kind == "rules" else None
    overlay = HelpOverlay(text, scene.app.size, scene.app.settings.ui_scale, kind=kind, glossary=glossary)
    view.overlay.add(overlay)
    return overlay


def overlay_event(scene: Scene, view: TableView, event: UIEvent, controls: str) -> bool:
    """A table screen's help keys: an open overlay takes every event; F1 or "?" opens the
    controls. True when the event was used."""
    overlay = open_overlay(view.overlay)
    if overlay is not None:
        return overlay.route(event, scene)
    if event.kind == "key" and event.key in HELP_KEYS:
        show_overlay(scene, view, controls, kind="controls")
        return True
    return False


# -- the Rules screen --------------------------------------------------------------------------------
class HelpScene(FittedScene):
    """Rules: a tab per game with its rules summary and keyword glossary (keywords in the
    summary hoverable), and the controls."""

    def __init__(self, app: App, game: str | None = None, back: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.tabs: list[tuple[str, str]] = [(name, get_game(name).title) for name in game_names()]
        self.tabs.append(("controls", "Controls"))
        self.tab = game if game in dict(self.tabs) else self.tabs[0][0]
        self.back = back or app.show_menu
        self.body: HelpText | None = None
        self.build()

    def text(self) -> str:
        """The text of the chosen tab."""
        if self.tab == "controls":
            return TABLE_CONTROLS + "\n" + REPLAY_CONTROLS.replace("# ", "## ", 1)
        return rules_text(self.tab)

    def choose(self, tab: str) -> None:
        """Show another tab (from its top)."""
        self.tab = tab
        self.build()

    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        m = max(12, int(24 * k))
        self.root.clear()
        self.root.add(Label("Rules", 0, m // 2, w, int(56 * k), size=text_px("title", k), style="title",
                            colour=theme.ACCENT, centre=True))
        y = m // 2 + int(62 * k)
        bh, gap = int(44 * k), int(10 * k)
        label = text_px("label", k)
        sizes = [max(int(150 * k), font(label, "bold").size(title)[0] + int(40 * k)) for _, title in self.tabs]
        x = (w - sum(sizes) - gap * (len(sizes) - 1)) // 2
        for (tab, title), bw in zip(self.tabs, sizes):
            self.root.add(Button(title, x, y, bw, bh, partial(self.choose, tab), primary=tab == self.tab,
                                 size=label))
            x += bw + gap
        y += bh + int(14 * k)
        back_h = int(52 * k)
        pw = min(int(1000 * k), w - 2 * m)
        ph = h - y - back_h - 2 * m
        px = (w - pw) // 2
        self.root.add(Panel(px, y, pw, ph))
        pad = max(10, int(22 * k))
        glossary = glossary_of(self.tab) if self.tab != "controls" else None
        self.body = self.root.add(HelpText(self.text(), px + pad, y + pad // 2, pw - 2 * pad, ph - pad, k, z=2,
                                           glossary=glossary))
        self.root.add(Button("Back", w // 2 - int(110 * k), h - m - back_h, int(220 * k), back_h, self.back,
                             size=text_px("label", k)))

    def handle(self, event: UIEvent) -> None:
        if event.kind == "key":
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                names = [t for t, _ in self.tabs]
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.choose(names[(names.index(self.tab) + step) % len(names)])
            elif self.body is not None:
                self.body.key(event.key)
            return
        if event.kind == "wheel":
            if self.body is not None:
                self.body.scroll_by(event.dy * self.body.step * 3)
            return
        if event.kind == "move" and self.body is not None:
            self.body.point(event.pos)
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)
