"""Small widgets on the scene graph: labels, panels, buttons, option menus, toasts."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import theme
from .fonts import font, wrap
from .node import Node, UIEvent

# A labelled row of choice buttons on a setup screen: (row label, [(button text, chosen, on_click)]).
ChoiceRow = tuple[str, list[tuple[str, bool, Callable[[], object]]]]


class Label(Node):
    """Text, left-aligned or centred in its box. With `shrink`, text wider than the box is
    drawn smaller (down to `SHRINK_MIN` of its size) and then cut with "…", so it always fits."""

    SHRINK_MIN = 0.6

    def __init__(self, text: str, x: float, y: float, w: float, h: float, size: int = 18,
                 style: str = "regular", colour: tuple[int, int, int] = theme.TEXT,
                 centre: bool = False, z: int = 0, shrink: bool = False) -> None:
        super().__init__(x, y, w, h, z)
        self.text, self.size, self.style, self.colour, self.centre = text, size, style, colour, centre
        self.shrink = shrink
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def shown(self) -> tuple[str, pygame.font.Font]:
        """The text as drawn and its font (smaller, then cut, when `shrink` and it is too wide)."""
        f = font(self.size, self.style)
        width = int(self.w)
        if not self.shrink or f.size(self.text)[0] <= width:
            return self.text, f
        for s in range(self.size - 1, max(6, int(self.size * self.SHRINK_MIN)) - 1, -1):
            f = font(s, self.style)
            if f.size(self.text)[0] <= width:
                return self.text, f
        text = self.text
        while len(text) > 1 and f.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…", f

    def text_rect(self) -> pygame.Rect:
        """Where the text is drawn, in window coordinates."""
        text, f = self.shown()
        tw, th = f.size(text)
        r = self.world_rect()
        if self.centre:
            return pygame.Rect(0, 0, tw, th).move(r.centerx - tw // 2, r.centery - th // 2)
        return pygame.Rect(r.x, r.y + (r.h - th) // 2, tw, th)

    def fits(self) -> bool:
        """True when the text lies inside the label's box (a pixel of rounding allowed)."""
        return self.world_rect().inflate(2, 4).contains(self.text_rect())

    def paint(self, surface: pygame.Surface) -> None:
        key = (self.text, self.size, self.style, self.colour, self.shrink, int(self.w))
        if self._cache is None or self._cache[0] != key:
            text, f = self.shown()
            self._cache = (key, f.render(text, True, self.colour))
        img = self._cache[1]
        r = self.world_rect()
        if self.centre:
            surface.blit(img, img.get_rect(center=r.center))
        else:
            surface.blit(img, (r.x, r.y + (r.h - img.get_height()) // 2))


class Panel(Node):
    """A rounded rectangle behind other nodes."""

    def __init__(self, x: float, y: float, w: float, h: float, fill=theme.PANEL, line=theme.PANEL_LINE,
                 radius: int = 10, z: int = 0, alpha: int = 255) -> None:
        super().__init__(x, y, w, h, z)
        self.fill, self.line, self.radius, self.alpha = fill, line, radius, alpha

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if self.alpha < 255:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*self.fill, self.alpha), layer.get_rect(), border_radius=self.radius)
            surface.blit(layer, r.topleft)
        else:
            pygame.draw.rect(surface, self.fill, r, border_radius=self.radius)
        if self.line:
            pygame.draw.rect(surface, self.line, r, 2, border_radius=self.radius)


class Button(Node):
    """A clickable button; `on_click` runs on release inside it."""

    interactive = True

    def __init__(self, text: str, x: float, y: float, w: float, h: float, on_click: Callable[[], object],
                 primary: bool = False, size: int = 20, z: int = 0, enabled: bool = True) -> None:
        super().__init__(x, y, w, h, z)
        self.text, self.on_click, self.primary, self.size, self.enabled = text, on_click, primary, size, enabled
        self.hover = False
        self.pressed = False

    def handle(self, event: UIEvent) -> bool:
        if not self.enabled:
            return event.kind in ("down", "up")
        if event.kind == "down" and event.button == 1:
            self.pressed = True
            return True
        if event.kind == "up" and event.button == 1:
            if self.pressed and self.contains(event.pos):
                self.pressed = False
                self.on_click()
            self.pressed = False
            return True
        return False

    def text_lines(self) -> tuple[list[str], pygame.font.Font]:
        """The label's lines as drawn and their font (widgets.fit_label)."""
        r = self.world_rect()
        return fit_label(self.text, self.size, r.w - 16, r.h - 4)

    def fits(self) -> bool:
        """True when the drawn label lies inside the button (no line wider, not too many lines)."""
        r = self.world_rect()
        lines, f = self.text_lines()
        return all(f.size(line)[0] <= r.w - 4 for line in lines) and f.get_linesize() * len(lines) <= r.h + 2

    def paint_box(self, surface: pygame.Surface) -> pygame.Rect:
        """Draw the button's box (fill and border for its state); returns its rectangle."""
        r = self.world_rect()
        if not self.enabled:
            fill = (40, 44, 50)
        elif self.primary:
            fill = theme.BUTTON_PRIMARY_HOVER if self.hover else theme.BUTTON_PRIMARY
        else:
            fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
        pygame.draw.rect(surface, fill, r, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.primary and self.enabled else theme.PANEL_LINE, r, 2,
                         border_radius=8)
        return r

    def paint(self, surface: pygame.Surface) -> None:
        r = self.paint_box(surface)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        lines, f = fit_label(self.text, self.size, r.w - 16, r.h - 4)
        step = f.get_linesize()
        top = r.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            img = f.render(line, True, colour)
            surface.blit(img, img.get_rect(midtop=(r.centerx, top + i * step)))


def fit_label(text: str, size: int, width: int, height: int) -> tuple[list[str], pygame.font.Font]:
    """A button's label in lines that fit width x height: the full size when it fits on one
    line, else smaller, and then on two lines (a label is never cut: labels tell choices apart)."""
    smallest = max(9, int(size * 0.7))
    for s in range(size, smallest - 1, -1):
        f = font(s, "bold")
        if f.size(text)[0] <= width:
            return [text], f
    for s in range(size, 8, -1):
        f = font(s, "bold")
        lines = wrap(text, f, width)
        if len(lines) <= 2 and all(f.size(line)[0] <= width for line in lines) and f.get_linesize() * len(lines) <= height:
            return lines, f
    f = font(9, "bold")
    return wrap(text, f, width), f


def visible_nodes(node: Node):
    """`node` and every descendant that is drawn (a hidden node hides its children)."""
    if not node.visible:
        return
    yield node
    for child in node.children:
        yield from visible_nodes(child)


def layout_problems(root: Node, size: tuple[int, int]) -> list[str]:
    """What is wrong with the text widgets under `root` in a window of `size`: every visible
    node with a `fits()` method (Label, Button, text blocks) that lies (partly) off screen or
    whose text overflows its box. Empty when everything is readable."""
    screen = pygame.Rect(0, 0, *size)
    problems = []
    for node in visible_nodes(root):
        fits = getattr(node, "fits", None)
        if fits is None:
            continue
        r = node.world_rect()
        text = str(getattr(node, "text", type(node).__name__))[:60]
        if not screen.contains(r):
            problems.append(f"{type(node).__name__} {text!r} at {tuple(r)} is off the {size[0]}x{size[1]} screen")
        elif not fits():
            problems.append(f"{type(node).__name__} {text!r} overflows its box {tuple(r)}")
    return problems


def fit_layout(root: Node, size: tuple[int, int], want: float, build: Callable[[float], object],
               smallest: float = 0.45) -> float:
    """Lay a screen out at text scale `want`, or the largest smaller scale at which nothing
    is off screen or overflowing (`build(scale)` fills `root`); returns the scale used."""
    k = want
    while True:
        build(k)
        if k <= smallest or not layout_problems(root, size):
            return k
        k = max(smallest, k * 0.92)


class OptionMenu(Node):
    """A small modal list of labelled choices with a title (several legal plays, King options...).

    A list longer than fits in `max_height` pixels is shown a page at a time with
    "More…" and "Back" buttons, so every option is reachable at any window size."""

    interactive = True
    ROW_H = 46

    def __init__(self, title: str, options: Sequence[tuple[str, Callable[[], object]]], centre: tuple[int, int],
                 width: int = 420, z: int = 900, cancel: Callable[[], object] | None = None,
                 max_height: int | None = None) -> None:
        self.title_lines = wrap(title, font(20, "bold"), width - 32)
        self.head = 20 + 26 * len(self.title_lines)
        self.options, self.cancel, self.centre, self.page = list(options), cancel, centre, 0
        step = self.ROW_H + 8
        extra = 1 if cancel else 0
        room = len(options) + extra
        if max_height is not None:
            fits = max(3, (max_height - self.head - 12) // step)
            if room > fits:   # paged: leave two rows for More / Back
                self.per_page = max(1, fits - extra - 2)
            else:
                self.per_page = len(options)
        else:
            self.per_page = len(options)
        self.pages = max(1, -(-len(options) // max(1, self.per_page)))
        super().__init__(0, 0, width, 0, z)
        self._build()

    def _build(self) -> None:
        self.clear()
        step = self.ROW_H + 8
        start = self.page * self.per_page
        shown = self.options[start:start + self.per_page]
        nav: list[tuple[str, Callable[[], object]]] = [("More…", self._next)] if self.page + 1 < self.pages else []
        if self.page > 0:
            nav.append(("Back", self._back))
        rows = len(shown) + len(nav) + (1 if self.cancel else 0)
        h = self.head + rows * step + 12
        self.h = h
        self.x, self.y = self.centre[0] - self.w // 2, self.centre[1] - h // 2
        self.add(Panel(0, 0, self.w, h, z=0))
        y = self.head
        for label, cb in shown:
            self.add(Button(label, 16, y, self.w - 32, self.ROW_H, cb, primary=True, size=18, z=1))
            y += step
        for label, cb in nav:
            self.add(Button(label, 16, y, self.w - 32, self.ROW_H, cb, size=18, z=1))
            y += step
        if self.cancel:
            self.add(Button("Cancel", 16, y, self.w - 32, self.ROW_H, self.cancel, size=18, z=1))

    def _next(self) -> None:
        self.page = min(self.pages - 1, self.page + 1)
        self._build()

    def _back(self) -> None:
        self.page = max(0, self.page - 1)
        self._build()

    def handle(self, event: UIEvent) -> bool:
        return True   # modal: nothing underneath reacts

    def paint(self, surface: pygame.Surface) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        r = self.world_rect()
        for i, line in enumerate(self.title_lines):
            img = font(20, "bold").render(line, True, theme.ACCENT)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 12 + 26 * i)))


def reading_seconds(text: str) -> float:
    """How long a message stays up: a moment to notice it plus time to read it (about 14
    characters a second), never under 3.5 s and never over 12 s."""
    return min(12.0, max(3.5, 1.5 + len(text) / 14))


class Toast(Node):
    """A message that fades out once it has been up long enough to read (spring-back
    reasons, notices). `detail` is a second, smaller part under the message (a refusal's
    rule in words); `text` is the whole message as one string."""

    def __init__(self, text: str, centre: tuple[int, int], colour=theme.DANGER, seconds: float | None = None,
                 z: int = 950, width: int = 560, detail: str = "", size: int = 20) -> None:
        f, df = font(size, "bold"), font(max(10, size - 4))
        lines = wrap(text, f, width, break_words=True)[:8]
        details = wrap(detail, df, width, break_words=True)[:4] if detail else []
        w = max([f.size(line)[0] for line in lines] + [df.size(line)[0] for line in details]) + 36
        gap = 4 if details else 0
        h = f.get_linesize() * len(lines) + df.get_linesize() * len(details) + gap + 20
        super().__init__(centre[0] - w // 2, centre[1] - h // 2, w, h, z)
        self.lines, self.details, self.colour, self.size, self.gap = lines, details, colour, size, gap
        self.text = text + (f" — {detail}" if detail else "")
        self.left = self.total = reading_seconds(self.text) if seconds is None else seconds

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0 and self.parent is not None:
            self.parent.remove(self)

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        alpha = int(255 * max(0.0, min(1.0, self.left / 0.6)))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (18, 20, 24, min(235, alpha)), layer.get_rect(), border_radius=10)
        pygame.draw.rect(layer, (*self.colour, alpha), layer.get_rect(), 2, border_radius=10)
        f, df = font(self.size, "bold"), font(max(10, self.size - 4))
        y = 10
        for line in self.lines:
            img = f.render(line, True, theme.TEXT)
            img.set_alpha(alpha)
            layer.blit(img, img.get_rect(midtop=(r.w // 2, y)))
            y += f.get_linesize()
        y += self.gap
        for line in self.details:
            img = df.render(line, True, theme.ACCENT)
            img.set_alpha(alpha)
            layer.blit(img, img.get_rect(midtop=(r.w // 2, y)))
            y += df.get_linesize()
        surface.blit(layer, r.topleft)


class TextEntry:
    """What is typed in a TextField, kept by its screen so that laying the screen out again
    keeps it: one line of at most `limit` printable characters, typed at the end."""

    def __init__(self, text: str = "", limit: int = 1000) -> None:
        self.text, self.limit = text, limit
        self.focused = False

    def insert(self, text: str) -> None:
        """Add typed or pasted text: its first line, without control characters."""
        lines = text.splitlines()
        line = "".join(ch for ch in (lines[0] if lines else "") if ch.isprintable())
        self.text = (self.text + line)[:self.limit]

    def erase(self, word: bool = False) -> None:
        """Take back the last character, or with `word` the last word (up to a space or a
        path separator)."""
        if not word:
            self.text = self.text[:-1]
            return
        text = self.text.rstrip(" /\\")
        cut = max(text.rfind(c) for c in " /\\") + 1
        self.text = text[:cut]


class TextField(Node):
    """A one-line box to type in (a file's path): a click puts the typing focus in it
    (`on_focus`); the screen passes it the typed text (TextEntry). Text wider than the box
    shows its end, after "…"; an empty box shows `placeholder`, dimmed."""

    interactive = True

    def __init__(self, entry: TextEntry, x: float, y: float, w: float, h: float, on_focus: Callable[[], object],
                 size: int = 18, placeholder: str = "", z: int = 0) -> None:
        super().__init__(x, y, w, h, z)
        self.entry, self.on_focus, self.size, self.placeholder = entry, on_focus, size, placeholder
        self.hover = False

    @property
    def text(self) -> str:
        """What the box holds (layout_problems names a field by it)."""
        return self.entry.text or self.placeholder

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "down" and event.button == 1:
            self.on_focus()
            return True
        return event.kind == "up"

    def pad(self) -> int:
        """The space between the box's edge and its text."""
        return max(6, int(self.h) // 5)

    def fits(self) -> bool:
        """True when a line of text and the whole placeholder fit inside the box."""
        f = font(self.size)
        inner = int(self.w) - 2 * self.pad()
        return f.get_linesize() <= self.h + 2 and f.size(self.placeholder)[0] <= inner

    def shown(self) -> str:
        """The text as drawn: its end when it is wider than the box."""
        f = font(self.size)
        inner = int(self.w) - 2 * self.pad() - 4
        text = self.entry.text
        if f.size(text)[0] <= inner:
            return text
        lo, hi = 0, len(text)
        while lo < hi:                     # the longest tail that fits after "…"
            mid = (lo + hi) // 2
            if f.size("…" + text[mid:])[0] <= inner:
                hi = mid
            else:
                lo = mid + 1
        return "…" + text[lo:]

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        focused = self.entry.focused
        pygame.draw.rect(surface, (14, 17, 21), r, border_radius=8)
        line = theme.ACCENT if focused else (theme.TEXT_DIM if self.hover else theme.PANEL_LINE)
        pygame.draw.rect(surface, line, r, 2, border_radius=8)
        f = font(self.size)
        pad = self.pad()
        if self.entry.text:
            img = f.render(self.shown(), True, theme.TEXT)
        else:
            img = f.render(self.placeholder, True, theme.TEXT_DIM)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-4, -4).clip(clip) if clip else r.inflate(-4, -4))
        surface.blit(img, (r.x + pad, r.centery - img.get_height() // 2))
        surface.set_clip(clip)
        if focused:
            x = r.x + pad + (img.get_width() if self.entry.text else 0) + 1
            half = f.get_height() // 2
            pygame.draw.line(surface, theme.ACCENT, (x, r.centery - half), (x, r.centery + half), 2)


class Dialog(Node):
    """A modal box in the middle of the window: a title, lines of text (each wrapped to the
    box, its continuation indented; lines past the room there is are left out with "…")
    and one button that closes it. The window is shaded and nothing under it reacts."""

    interactive = True

    def __init__(self, size: tuple[int, int], title: str, lines: Sequence[str], on_close: Callable[[], object],
                 k: float = 1.0, button: str = "OK", colour: tuple[int, int, int] = theme.DANGER,
                 z: int = 950) -> None:
        super().__init__(0, 0, size[0], size[1], z)
        w, h = size
        pad, gap = int(24 * k), int(12 * k)
        pw = min(int(940 * k), w - 2 * int(30 * k))
        ts, bs = max(12, int(22 * k)), max(10, int(17 * k))
        tf, bf = font(ts, "bold"), font(bs)
        inner, indent = pw - 2 * pad, int(22 * k)
        titles = wrap(title, tf, inner, break_words=True)
        body: list[tuple[str, int]] = []
        for line in lines:
            first, *rest = wrap(line, bf, inner, break_words=True) or [""]
            body.append((first, 0))
            rest = wrap(" ".join(rest), bf, inner - indent, break_words=True) if rest else []
            body += [(piece, indent) for piece in rest]
        bh, bw = int(50 * k), int(170 * k)
        fixed = 2 * pad + tf.get_linesize() * len(titles) + gap + bh + gap
        room = max(1, (h - 2 * int(20 * k) - fixed) // bf.get_linesize())
        if len(body) > room:
            body = body[:room - 1] + [("…", 0)]
        ph = fixed + bf.get_linesize() * len(body)
        x, y = (w - pw) // 2, max(int(20 * k), (h - ph) // 2)
        self.add(Panel(x, y, pw, ph, line=colour, z=0))
        top = y + pad
        for text in titles:
            self.add(Label(text, x + pad, top, inner, tf.get_linesize(), size=ts, style="bold", colour=colour, z=1))
            top += tf.get_linesize()
        top += gap
        for text, left in body:
            self.add(Label(text, x + pad + left, top, inner - left, bf.get_linesize(), size=bs, z=1))
            top += bf.get_linesize()
        self.button = self.add(Button(button, x + (pw - bw) // 2, y + ph - pad - bh, bw, bh, on_close, primary=True,
                                      size=max(12, int(20 * k)), z=1))
        self.title, self.lines = title, list(lines)

    def handle(self, event: UIEvent) -> bool:
        return True     # modal

    def paint(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 12, 170))
        surface.blit(shade, (0, 0))
