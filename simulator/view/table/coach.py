"""The lesson's coach on the table: a text box saying what to do next and why (with each rule
the first time it matters, and a refusal or a taken-back move in words), a ring round each
thing it points at with a word tag ("this card", "to here", "press"), and an arrow from the
box to them. The box is placed near what it points at and never over it."""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..node import Node
from ..style import theme
from ..style.fonts import font, text_px, wrap


@dataclass(frozen=True)
class Mark:
    """One thing pointed at: its rectangle on screen and the word tag beside it."""

    rect: pygame.Rect
    tag: str


@dataclass(frozen=True)
class Teaching:
    """A rule explained in the box: its name, what it means, where it comes from."""

    name: str
    text: str
    source: str


@dataclass(frozen=True)
class Note:
    """A line about the learner's last try: `kind` is "refused" (the rules said no) or
    "plan" (allowed, but taken back: not this lesson's step) or "ok"."""

    kind: str
    text: str


_NOTE_WORDS = {"refused": "Not allowed: ", "plan": "Taken back: ", "ok": "Good: "}


class CoachBox(Node):
    """The lesson's text box: a header (the lesson and its step), what to do and why, the rules
    met for the first time, and a note about the last try. Opaque."""

    def __init__(self, header: str, say: str, rules: Sequence[Teaching], note: Note | None, k: float,
                 width: int) -> None:
        super().__init__(0, 0, width, 10, z=0)
        self.header, self.say, self.rules, self.note, self.k = header, say, tuple(rules), note, k
        self.pad = max(10, int(14 * k))
        self._lines = self._set()
        self.h = self._lines[-1][2] + self.pad if self._lines else 2 * self.pad

    @property
    def occludes(self) -> bool:
        return True

    def _set(self) -> list[tuple[str, pygame.font.Font, int, tuple[int, int, int], int]]:
        """(text, font, bottom, colour, indent) of every line, top to bottom."""
        k, pad, width = self.k, self.pad, int(self.w) - 2 * self.pad
        out: list[tuple[str, pygame.font.Font, int, tuple[int, int, int], int]] = []
        y = pad

        def add(text: str, f: pygame.font.Font, colour: tuple[int, int, int], indent: int = 0, gap: int = 0) -> None:
            nonlocal y
            y += gap
            for line in wrap(text, f, width - indent, break_words=True) or [""]:
                y += f.get_linesize()
                out.append((line, f, y, colour, indent))

        add(self.header, font(text_px("label", k), "bold"), theme.ACCENT)
        if self.note is not None:
            colour = theme.DANGER if self.note.kind != "ok" else theme.LEGAL
            add(_NOTE_WORDS.get(self.note.kind, "") + self.note.text, font(text_px("body", k), "bold"), colour,
                gap=int(6 * k))
        for para in self.say.split("\n"):
            add(para, font(text_px("heading", k)), theme.TEXT, gap=int(6 * k))
        for rule in self.rules:
            add(f"Rule: {rule.name}", font(text_px("label", k), "bold"), theme.ACCENT, gap=int(10 * k))
            add(rule.text, font(text_px("body", k)), theme.TEXT, indent=int(8 * k))
            add(f"({rule.source})", font(text_px("small", k)), theme.TEXT_DIM, indent=int(8 * k))
        return out

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, r, width=max(2, int(2 * self.k)), border_radius=10)
        for text, f, bottom, colour, indent in self._lines:
            img = f.render(text, True, colour)
            surface.blit(img, (r.x + self.pad + indent, r.y + bottom - f.get_linesize()))


class CoachTag(Node):
    """A word beside a ring ("this card", "to here", "press"), on its own dark pill. Opaque."""

    def __init__(self, text: str, k: float) -> None:
        f = font(text_px("label", k), "bold")
        w, h = f.size(text)
        super().__init__(0, 0, w + 14, h + 6, z=1)
        self.text, self.f = text, f

    @property
    def occludes(self) -> bool:
        return True

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        pygame.draw.rect(surface, theme.GLOW, r, width=2, border_radius=8)
        img = self.f.render(self.text, True, theme.GLOW)
        surface.blit(img, img.get_rect(center=r.center))


class CoachMarks(Node):
    """Rings round what the lesson points at and arrows: box -> first mark -> second mark."""

    def __init__(self, marks: Sequence[Mark], box: pygame.Rect | None, k: float) -> None:
        super().__init__(0, 0, 0, 0, z=-1)
        self.marks, self.box, self.k = tuple(marks), box, k

    def paint(self, surface: pygame.Surface) -> None:
        width = max(3, int(4 * self.k))
        for m in self.marks:
            pygame.draw.rect(surface, theme.FOCUS_EDGE, m.rect.inflate(14, 14), width=width + 4, border_radius=12)
            pygame.draw.rect(surface, theme.GLOW, m.rect.inflate(14, 14), width=width, border_radius=12)
        points: list[pygame.Rect] = ([self.box] if self.box is not None else []) + [m.rect for m in self.marks]
        for a, b in zip(points, points[1:]):
            start, end = _edge_towards(a, b.center), _edge_towards(b.inflate(18, 18), a.center)
            arrow(surface, start, end, width)


def _edge_towards(r: pygame.Rect, p: tuple[int, int]) -> tuple[int, int]:
    """Where the line from r's centre to p leaves r."""
    cx, cy = r.center
    dx, dy = p[0] - cx, p[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    sx = (r.w / 2) / abs(dx) if dx else math.inf
    sy = (r.h / 2) / abs(dy) if dy else math.inf
    s = min(sx, sy, 1.0)
    return int(cx + dx * s), int(cy + dy * s)


def arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], width: int) -> None:
    """A thick arrow with a dark outline, its head at `end`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 8:
        return
    ux, uy = dx / length, dy / length
    head = min(28.0, length / 2) * (1 + width / 8)
    base = (end[0] - ux * head, end[1] - uy * head)
    wing = head * 0.55
    tri = [end, (base[0] - uy * wing, base[1] + ux * wing), (base[0] + uy * wing, base[1] - ux * wing)]
    for colour, extra in ((theme.FOCUS_EDGE, 4), (theme.GLOW, 0)):
        pygame.draw.line(surface, colour, start, (int(base[0]), int(base[1])), width + extra)
        pygame.draw.polygon(surface, colour, tri, 0 if not extra else extra)
    pygame.draw.polygon(surface, theme.GLOW, tri)


def place_box(size: tuple[int, int], w: int, h: int, marks: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect],
              soft: Sequence[pygame.Rect], margin: int = 10) -> tuple[int, int]:
    """Where a w x h box goes: never over what it points at (`marks`) or what must stay seen
    (`avoid`: the banner, the buttons, an open panel) when any spot can manage it, covering as
    little of `soft` (the other cards) as it can, and near the first mark."""
    W, H = size
    near = marks[0] if marks else pygame.Rect(W // 2, H // 3, 1, 1)
    union = near.unionall(list(marks[1:])) if len(marks) > 1 else near
    gap = 28
    xs = [union.centerx - w // 2, union.x - w - gap, union.right + gap, near.centerx - w // 2, margin,
          W - w - margin, W // 2 - w // 2]
    ys = [union.y - h - gap, union.bottom + gap, union.centery - h // 2, near.y - h - gap, near.bottom + gap,
          margin + H // 12, H // 2 - h // 2, H - h - margin]
    hard = [m.inflate(24, 24) for m in marks] + list(avoid)
    best: tuple[float, tuple[int, int]] | None = None
    for x in xs:
        for y in ys:
            x0, y0 = int(min(max(margin, x), W - w - margin)), int(min(max(margin, y), H - h - margin))
            r = pygame.Rect(x0, y0, w, h)
            blocked = sum(_overlap(r, o) for o in hard)
            covered = sum(_overlap(r, o) for o in soft)
            far = math.hypot(r.centerx - near.centerx, r.centery - near.centery)
            score = blocked * 1000.0 + covered + far * 2
            if best is None or score < best[0]:
                best = (score, (x0, y0))
    assert best is not None
    return best[1]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h
