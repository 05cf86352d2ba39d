"""Every text the program draws, recorded while it draws: its words, pixel size and where it
lands on the screen (issue 27, item 1). The app's screen is swapped for a surface that
notes each blit of a rendered text; texts drawn into an intermediate picture (a card face,
a toast's layer) are still counted for their size, though not placed."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from simulator.view.node import Node
from simulator.view.style import fonts


@dataclass
class Drawn:
    """One text as drawn: words, pixel size, where on the screen (None: not blitted there)."""

    text: str
    px: int
    rect: pygame.Rect | None = None


@dataclass
class Census:
    """What one frame (or several) drew."""

    rendered: dict[int, tuple[str, int, pygame.Surface]] = field(default_factory=dict)
    placed: list[Drawn] = field(default_factory=list)
    covers: list[tuple[int, pygame.Rect]] = field(default_factory=list)   # (texts placed before it, opaque box)

    def __call__(self, font: Any, text: str, img: pygame.Surface) -> None:
        if text.strip():
            self.rendered[id(img)] = (text, int(getattr(font, "px", 0)), img)

    def clear(self) -> None:
        self.rendered.clear()
        self.new_frame()

    def new_frame(self) -> None:
        """Forget where texts were placed (the next frame places them again)."""
        self.placed.clear()
        self.covers.clear()

    def cover(self, rect: pygame.Rect) -> None:
        """An opaque box is drawn now: the texts placed so far under it are hidden."""
        self.covers.append((len(self.placed), pygame.Rect(rect)))

    def visible(self) -> list[Drawn]:
        """The placed texts no opaque box drawn later hides (mostly)."""
        out = []
        for i, d in enumerate(self.placed):
            if d.rect is None:
                continue
            hidden = any(k > i and (lambda c: c.w * c.h * 2 >= d.rect.w * d.rect.h)(box.clip(d.rect))
                         for k, box in self.covers)
            if not hidden:
                out.append(d)
        return out

    def smallest(self) -> list[Drawn]:
        """Every rendered text, with its size (placed or not)."""
        return [Drawn(t, px) for t, px, _img in self.rendered.values()]

    def overlaps(self, tolerance: int = 3) -> list[tuple[Drawn, Drawn]]:
        """Pairs of visible texts whose boxes overlap by more than `tolerance` pixels both
        ways, where no opaque box drawn between them hides the overlap (the same text drawn
        twice in one place, a shadow, is not an overlap)."""
        out = []
        shown = set(id(d) for d in self.visible())
        boxes = [(i, d) for i, d in enumerate(self.placed)
                 if id(d) in shown and d.rect is not None and d.rect.w > 2 and d.rect.h > 2]
        for n, (i, a) in enumerate(boxes):
            for j, b in boxes[n + 1:]:
                assert a.rect is not None and b.rect is not None
                clip = a.rect.clip(b.rect)
                if clip.w <= tolerance or clip.h <= tolerance:
                    continue
                if a.text == b.text and abs(a.rect.x - b.rect.x) <= 2 and abs(a.rect.y - b.rect.y) <= 2:
                    continue
                if any(i < k <= j and box.contains(clip) for k, box in self.covers):
                    continue
                out.append((a, b))
        return out


def recording_screen(census: Census, size: tuple[int, int]) -> pygame.Surface:
    """A screen surface that notes in `census` where each rendered text is blitted."""

    class Screen(pygame.Surface):
        def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
            rect = super().blit(source, dest, area, special_flags)
            found = census.rendered.get(id(source))
            if found is not None and found[2] is source:
                census.placed.append(Drawn(found[0], found[1], pygame.Rect(rect)))
            return rect

    return Screen(size)


class Recording:
    """Context manager: record every text rendered (fonts.record_text) into a Census, and
    every opaque box a node draws (Node.occludes) as a cover of what lies under it."""

    def __init__(self) -> None:
        self.census = Census()
        self._draw: Any = None

    def __enter__(self) -> Census:
        fonts.record_text(self.census)
        census, draw = self.census, Node.draw
        self._draw = draw

        def noting_draw(node: Node, surface: pygame.Surface) -> None:
            if node.visible and node.occludes:
                census.cover(node.world_rect())
            draw(node, surface)

        Node.draw = noting_draw  # type: ignore[method-assign]
        return self.census

    def __exit__(self, *exc: object) -> None:
        fonts.stop_recording(self.census)
        Node.draw = self._draw  # type: ignore[method-assign]
