"""Piles you can open (issue 28, item 9): a click on a graveyard, void, Abyss, archive (any
pile) opens it over the table as a scrollable grid of its cards, the ones this seat may
see face up (hover one for the large view with its keywords), the hidden ones as backs
with their count said in words. Esc, Close or a click outside the box closes it."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.table import CardFace, Shown
from ..node import Node, UIEvent
from ..style import theme
from ..style.fonts import font, text_px
from ..table.cards import render_back, render_face
from ..widgets import Button, Panel

if TYPE_CHECKING:
    from ..table.view import TableView
    from .table import TableScene

CARD_W, CARD_H = 112, 157          # a card in the grid at 1280x720 (it grows with the text scale)
GAP = 10


class PileView(Node):
    """The opened pile: modal over the whole window; its cards in rows, scrolled by the
    wheel; hovering a face shows it large in the table's zoom."""

    interactive = True

    def __init__(self, view: TableView, title: str, shown: list[Shown], on_close, count: int | None = None) -> None:
        w, h = view.size
        super().__init__(0, 0, w, h, z=965)
        self.view, self.title, self.on_close = view, title, on_close
        self.shown = list(shown)
        self.count = max(len(self.shown), count if count is not None else 0)   # a pile may show only its top
        k = view.text_k
        self.card = (round(CARD_W * max(1.0, k)), round(CARD_H * max(1.0, k)))
        pw, ph = min(w - 60, 6 * (self.card[0] + GAP) + 60), min(h - 60, 3 * (self.card[1] + GAP) + 140)
        self.box = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.add(Panel(self.box.x, self.box.y, pw, ph, z=0))
        bh = max(34, font(text_px("label", k), "bold").get_linesize() + 14)
        self.add(Button("Close", self.box.right - 130, self.box.bottom - bh - 14, 110, bh, on_close,
                        size=text_px("label", k), z=2))
        self.title_px, self.note_px = text_px("heading", k), text_px("body", k)
        self.grid = pygame.Rect(self.box.x + 20, self.box.y + 20 + font(self.title_px, "bold").get_linesize() + 10,
                                pw - 40, ph - 40 - bh - 24 - font(self.title_px, "bold").get_linesize())
        self.scroll = 0
        self.armed = False        # the click that opened the pile must not also close it
        self.faces: list[tuple[pygame.Rect, CardFace | None, Shown]] = []

    # -- geometry -----------------------------------------------------------------------------------
    def columns(self) -> int:
        """Cards a row."""
        return max(1, (self.grid.w + GAP) // (self.card[0] + GAP))

    def max_scroll(self) -> int:
        """How far the rows scroll (pixels)."""
        rows = -(-len(self.shown) // self.columns())
        return max(0, rows * (self.card[1] + GAP) - GAP - self.grid.h)

    def _layout(self) -> list[tuple[pygame.Rect, CardFace | None, Shown]]:
        out = []
        cols = self.columns()
        for i, item in enumerate(self.shown):
            row, col = divmod(i, cols)
            r = pygame.Rect(self.grid.x + col * (self.card[0] + GAP), self.grid.y + row * (self.card[1] + GAP) - self.scroll,
                            *self.card)
            face = None
            if item.face_up:
                try:
                    face = self.view.table.face(item.face_of if item.face_of is not None else item.card)
                except (KeyError, IndexError):
                    face = None
            out.append((r, face, item))
        return out

    # -- input --------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> bool:
        if event.kind == "wheel":
            self.scroll = max(0, min(self.max_scroll(), self.scroll + int(event.dy) * (self.card[1] // 3)))
        elif event.kind == "move":
            under = next(((r, f) for r, f, _ in self.faces if f is not None and r.collidepoint(event.pos)
                          and self.grid.collidepoint(event.pos)), None)
            self.view.zoom.show(under[1] if under else None, event.pos, self.view.size)
        elif event.kind == "down":
            self.armed = True
        elif event.kind == "up" and self.armed and not self.box.collidepoint(event.pos):
            self.on_close()
        return True

    # -- drawing ------------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        hidden = sum(1 for s in self.shown if not s.face_up) + self.count - len(self.shown)
        title = f"{self.title} · {self.count} card{'s' if self.count != 1 else ''}"
        img = font(self.title_px, "bold").render(title, True, theme.ACCENT)
        surface.blit(img, (self.box.x + 20, self.box.y + 18))
        if hidden:
            words = "all hidden from you" if hidden == self.count else f"{hidden} hidden from you"
            note = font(self.note_px).render(words, True, theme.TEXT_DIM)
            surface.blit(note, (self.box.x + 30 + img.get_width(), self.box.y + 18 + img.get_height() - note.get_height()))
        if not self.count:
            note = font(self.note_px).render("Empty", True, theme.TEXT_DIM)
            surface.blit(note, note.get_rect(center=self.grid.center))
        self.faces = self._layout()
        clip = surface.get_clip()
        surface.set_clip(self.grid)
        for r, face, item in self.faces:
            if r.bottom < self.grid.y or r.y > self.grid.bottom:
                continue
            pic = render_face(face, r.w, r.h) if face is not None else render_back(item.back, r.w, r.h)
            surface.blit(pic, r.topleft)
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            hint = font(self.note_px).render("the wheel scrolls", True, theme.TEXT_DIM)
            surface.blit(hint, (self.box.x + 20, self.box.bottom - hint.get_height() - 18))


def open_pile(scene: TableScene, key: str) -> bool:
    """Open the pile of zone `key` over the table (a zone whose cards stack); False for a
    zone that is not a pile."""
    view = scene.view
    zone = view.layout.zone(key) if key else None
    sc = view.scene_data
    if zone is None or zone.style != "stack" or sc is None:
        return False
    title = " ".join(view.zone_label_lines.get(key, [])) or view.zone_tips.get(key, "") \
        or key.split("@")[0].replace("_", " ").capitalize()
    view.zoom.show(None, view.pointer, view.size)
    scene.pile = view.overlay.add(PileView(view, title, sc.zones.get(key, []), scene.close_pile,
                                           count=sc.counts.get(key)))
    return True


def close_pile(scene: TableScene) -> None:
    """Close the opened pile (and its large view)."""
    if scene.pile is not None and scene.pile.parent is not None:
        scene.pile.parent.remove(scene.pile)
    scene.pile = None
    scene.view.zoom.show(None, scene.view.pointer, scene.view.size)
