"""The deck viewer (issue 28, item 1): a deck's cards as faces (the table's own renderer),
grouped by type and ordered by cost, each with its count; beside them the totals per section
and per type, the cost curve and any construction problem; hovering a card shows it large
with its keywords (the table's zoom). The wheel, the arrow keys and Page Up/Down scroll;
E edits (a copy of a prebuilt deck), P plays it, Escape goes back to the decks."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...core.deckbuilding import curve, total
from ...games.registry import get_game
from ..files.deck_library import DeckEntry, building, copy_name, editable, faces, index, mark_colours
from ..node import UIEvent
from ..style import theme
from ..style.fonts import font, text_px, wrap
from ..table.zoom import Zoom
from ..widgets import Button, Label, Panel
from ..widgets.card_grid import CardGrid
from ..widgets.cost_curve import CostCurve
from ..widgets.deck_groups import deck_groups, kind_totals, plural
from ..widgets.deck_row import deck_size_words
from ..widgets.mark_chips import chips_width
from .base import FittedScene
from .decks import _Chips

if TYPE_CHECKING:
    from ..app import App

CARD_W = 118          # a card of the grid at text scale 1 (1280x720)


class DeckViewerScene(FittedScene):
    """One deck, card by card."""

    def __init__(self, app: App, entry: DeckEntry, back: Callable[[str | None], object] | None = None) -> None:
        super().__init__(app)
        self.entry = entry
        self.spec = get_game(entry.game)
        self.back_to = back
        self.grid: CardGrid | None = None
        self.zoom = Zoom()
        self.k = 1.0
        self.build()

    # -- layout -------------------------------------------------------------------------------------
    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        self.k = k
        scroll = self.grid.scroll if self.grid is not None else 0
        self.root.clear()
        entry, spec = self.entry, self.spec
        contents = entry.contents or {}
        m = max(10, int(18 * k))
        title_f = font(text_px("title", k), "bold")
        body_px = text_px("body", k)
        line_h = font(body_px).get_linesize()
        bh = int(46 * k)
        bw = int(170 * k)
        buttons: list[tuple[str, Callable[[], object], bool]] = []
        if editable(spec):
            buttons.append(("Edit" if entry.own else "Edit a copy", self.edit, True))
        buttons.append(("Play with this deck", self.play, entry.playable))
        buttons.append(("Back", self.back, True))
        bx = w - m - len(buttons) * (bw + int(10 * k)) + int(10 * k)
        for i, (text, action, enabled) in enumerate(buttons):
            self.root.add(Button(text, bx + i * (bw + int(10 * k)), m, bw, bh, action, primary=text == "Back",
                                 size=text_px("label", k), enabled=enabled))
        head_w = bx - 2 * m
        self.root.add(Label(entry.name, m, m - 2, head_w, title_f.get_linesize(), size=text_px("title", k),
                            style="bold", colour=theme.ACCENT, shrink=True))
        y = m + title_f.get_linesize()
        whose = "Your deck" if entry.own else "Prebuilt"
        facts = " · ".join(p for p in (spec.title, whose, entry.summary or deck_size_words(entry)) if p)
        x = m
        if entry.marks:
            chip_px = text_px("small", k)
            cw = min(chips_width(entry.marks, chip_px), head_w // 3)
            self.root.add(_Chips(entry.marks, mark_colours(spec), x, y + 1, cw, chip_px))
            x += cw + int(10 * k)
        self.root.add(Label(facts, x, y, head_w - (x - m), line_h, size=body_px, colour=theme.TEXT_DIM, shrink=True))
        top = max(m + bh, y + line_h) + int(12 * k)
        side_w = int(250 * k)
        bottom = h - m
        self._side(k, m, top, side_w, bottom - top)
        gx = m + side_w + m
        card_w = int(CARD_W * k)
        self.grid = self.root.add(CardGrid(gx, top, w - gx - m, bottom - top, card_w, k, empty="This deck has no cards"))
        db = building(spec)
        self.grid.set_groups(deck_groups(contents, db.sections if db else (), index(spec), faces(spec)))
        self.grid.scroll = min(scroll, self.grid.max_scroll())
        self.zoom = self.root.add(Zoom())
        self.zoom.text_k = k

    def _side(self, k: float, x: int, y: int, w: int, h: int) -> None:
        """Totals per section and per type, the cost curve, the problems."""
        spec, contents = self.spec, self.entry.contents or {}
        db = building(spec)
        self.root.add(Panel(x, y, w, h))
        pad = int(14 * k)
        inner = w - 2 * pad
        px = text_px("body", k)
        f, bold = font(px), font(text_px("label", k), "bold")
        cy = y + pad
        sections = [s for s in (db.sections if db else ()) if s in contents or s == (db.sections[0] if db else "")]
        self.root.add(Label("In this deck", x + pad, cy, inner, bold.get_linesize(), size=text_px("label", k),
                            style="bold", shrink=True))
        cy += bold.get_linesize() + int(2 * k)
        rows = [(s, total(contents, s)) for s in sections]
        if len(rows) > 1:
            rows.append(("Total", total(contents)))
        rows += [("", -1)] + [(plural(kind, n), n) for kind, n in kind_totals(contents, index(spec))]
        for name, n in rows:
            if n < 0:
                cy += int(6 * k)
                continue
            self.root.add(Label(name, x + pad, cy, inner - int(50 * k), f.get_linesize(), size=px,
                                style="bold" if name == "Total" else "regular", shrink=True))
            self.root.add(Label(str(n), x + w - pad - int(48 * k), cy, int(48 * k), f.get_linesize(), size=px,
                                style="bold", colour=theme.ACCENT))
            cy += f.get_linesize()
        cy += int(10 * k)
        curve_h = int(140 * k)
        costs = curve(contents, index(spec))
        if cy + curve_h <= y + h - pad and any(costs):
            self.root.add(CostCurve(costs, x + pad, cy, inner, curve_h, k))
            cy += curve_h + int(10 * k)
        room = y + h - pad - cy
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.entry.problems:
            lines.append((f"✗ {len(self.entry.problems)} problem{'s' if len(self.entry.problems) != 1 else ''}",
                          theme.DANGER))
            for problem in self.entry.problems:
                lines += [(piece, theme.TEXT) for piece in wrap(f"• {problem}", f, inner)]
        else:
            lines += [(piece, theme.LEGAL) for piece in wrap("✓ Playable", f, inner)]
        fit = max(0, room // f.get_linesize())
        if len(lines) > fit:
            lines = lines[:max(0, fit - 1)] + [("…", theme.TEXT_DIM)]
        for text, colour in lines:
            self.root.add(Label(text, x + pad, cy, inner, f.get_linesize(), size=px, colour=colour, shrink=True))
            cy += f.get_linesize()

    # -- deeds --------------------------------------------------------------------------------------
    def back(self) -> None:
        """Back to the deck screen (or the main menu when opened from elsewhere)."""
        if self.back_to is not None:
            self.back_to(self.entry.name)
        else:
            self.app.show_menu()

    def edit(self) -> None:
        """Edit this deck (a copy of a prebuilt deck) in the builder."""
        entry = self.entry
        if not editable(self.spec) or entry.contents is None:
            return
        from .deck_builder import DeckBuilderScene
        name = entry.name if entry.own else copy_name(self.spec, entry.name)
        self.app.switch(DeckBuilderScene(self.app, self.spec.name, name, entry.contents,
                                         editing=entry.name if entry.own else None, back=self.back_to))

    def play(self) -> None:
        """New game with this deck chosen."""
        if not self.entry.playable:
            return
        from .newgame import NewGameScene
        self.app.switch(NewGameScene(self.app, game=self.spec.name, deck=self.entry.name))

    # -- input --------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> None:
        grid = self.grid
        if event.kind == "key" and grid is not None:
            step = {pygame.K_DOWN: grid.card_h // 2, pygame.K_UP: -grid.card_h // 2,
                    pygame.K_PAGEDOWN: int(grid.h * 0.9), pygame.K_PAGEUP: -int(grid.h * 0.9),
                    pygame.K_HOME: -grid.content_h, pygame.K_END: grid.content_h}.get(event.key)
            if step is not None:
                grid.scroll_by(step)
                return
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key == pygame.K_e:
                self.edit()
                return
            if event.key == pygame.K_p:
                self.play()
                return
        if event.kind == "move" and grid is not None:
            card = grid.card_at(event.pos)
            self.zoom.show(card.face if card is not None else None, event.pos, self.app.size)
        if event.kind == "wheel" and grid is not None:
            grid.scroll_by(int(event.dy) * (grid.card_h // 2))
            self.zoom.show(None, event.pos, self.app.size)
            return
        super().handle(event)
