"""The deck builder (issue 28, item 1): the game's card pool on the left, searched by typed
words over names and rules text and filtered by type, cost and mark; the deck on the right
as a list by section with counts, and under it the game's own live check (every problem in
words, from parse(compose(name, contents))). A click on a pool card adds a copy (to the
section chosen under "Adding to", or the card's own; Shift+click adds four), a right-click
takes one out; cards are
also dragged from the pool into the deck and out of it. Save keeps the decklist among the
player's decks (a new name never overwrites another deck); Play saves and opens New game
with it. Keys: / or Ctrl+F searches, arrows move over the pool, Enter or + adds, − takes out,
Ctrl+S saves, Escape goes back (asking first when there are unsaved changes)."""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.deckbuilding import PoolCard, total, with_copies
from ...core.userdecks import MAX_NAME
from ...games.registry import get_game
from ..files.deck_library import Checked, building, check, counts_of, faces, index, pool, save_built
from ..input.focus import draw_ring, draw_tag
from ..node import UIEvent
from ..style import theme
from ..style.fonts import font, text_px, wrap
from ..table.cards import render_face
from ..table.zoom import Zoom
from ..widgets import Button, Label, OptionMenu, Panel, TextEntry, TextField, Toast
from ..widgets.card_grid import CardGrid, GridCard, GridGroup
from ..widgets.confirm import ConfirmDialog
from ..widgets.deck_list import DeckList
from ..widgets.pool_filter import TOP_COST, PoolFilter, cost_label, kinds_of, marks_of
from .base import FittedScene
from .deck_picker import Shade

if TYPE_CHECKING:
    from ..app import App

CARD_W = 112            # a pool card at text scale 1
DRAG_START = 10         # pixels the pointer moves before a press becomes a drag
CTRL = pygame.KMOD_CTRL | pygame.KMOD_GUI
SHIFT_COPIES = 4          # copies a Shift+click on a pool card adds


@dataclass
class Drag:
    """A card being dragged: from the pool (to add it) or from the deck (to take it out)."""

    source: str            # "pool" or "deck"
    card_id: str
    section: str
    start: tuple[int, int]
    pos: tuple[int, int]
    active: bool = False


class DeckBuilderScene(FittedScene):
    """Build or edit one deck of one game."""

    back_keys = ()          # Escape is handled here (search first, then the unsaved-changes question)

    def __init__(self, app: App, game: str, name: str, contents: Mapping[str, Mapping[str, int]],
                 editing: str | None = None, back: Callable[[str | None], object] | None = None) -> None:
        super().__init__(app)
        self.spec = get_game(game)
        db = building(self.spec)
        assert db is not None, "the builder opens only for a game with deck building"
        self.db = db
        self.pool = pool(self.spec)
        self.index = index(self.spec)
        self.faces = faces(self.spec)
        self.contents = counts_of(contents)
        self.editing = editing                  # the player's deck this edits (saved in place)
        self.back_to = back
        self.name = TextEntry(name, limit=MAX_NAME)
        self.search = TextEntry(limit=60)
        self.filter = PoolFilter()
        self.target = db.sections[0]
        self.saved: tuple[str, dict[str, dict[str, int]]] | None = (name, counts_of(contents)) if editing else None
        self.verdict: Checked = check(self.spec, self._name(), self.contents)
        self.grid: CardGrid | None = None
        self.deck_list: DeckList | None = None
        self.zoom = Zoom()
        self.menu: str | None = None            # "kind" or "mark" while its list is open
        self.confirm: ConfirmDialog | None = None
        self.drag: Drag | None = None
        self.cursor = 0                         # the pool card the keys are on
        self.keyboard = False                   # whether the keys moved the cursor (the ring shows)
        self.notice = ""
        self.k = 1.0
        self._pool_scroll = 0
        self._list_scroll = 0
        self.build()

    # -- state --------------------------------------------------------------------------------------
    def _name(self) -> str:
        return self.name.text.strip() or "my-deck"

    def dirty(self) -> bool:
        """Whether there are changes Save has not kept."""
        if self.saved is None:
            return total(self.contents) > 0
        return self.saved != (self.name.text, self.contents)

    def shown(self) -> list[PoolCard]:
        """The pool cards that pass the filters."""
        return self.filter.shown(self.pool)

    def copies(self, card_id: str) -> int:
        """Copies of a card in the deck, over every section."""
        return sum(part.get(card_id, 0) for part in self.contents.values())

    def change(self, section: str, card_id: str, delta: int) -> None:
        """Put a copy in (delta 1) or take one out (-1) of a section, and check the deck."""
        self.contents = with_copies(self.contents, section, card_id, delta)
        self.contents = {s: part for s, part in self.contents.items() if part or s in self.db.sections}
        self.verdict = check(self.spec, self._name(), self.contents)
        self.refresh()

    def add(self, card_id: str, section: str | None = None, copies: int = 1) -> None:
        """Add copies of a pool card: to `section`, else the chosen section, else its own first."""
        card = self.index.get(card_id)
        if card is None:
            return
        wanted = section or self.target
        self.change(wanted if wanted in card.sections else card.sections[0], card_id, copies)

    def take_out(self, card_id: str, section: str | None = None) -> None:
        """Take a copy of a card out of the deck (of `section`, else where it has most)."""
        holding = [s for s, part in self.contents.items() if part.get(card_id)]
        if not holding:
            return
        where = section if section in holding else max(holding, key=lambda s: self.contents[s][card_id])
        self.change(where, card_id, -1)

    # -- layout -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Lay the screen out again, keeping the scroll of the pool and the deck."""
        if self.grid is not None:
            self._pool_scroll = self.grid.scroll
        if self.deck_list is not None:
            self._list_scroll = self.deck_list.scroll
        self.build()

    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        self.k = k
        self.root.clear()
        self.confirm = None
        m = max(8, int(14 * k))
        bh = int(44 * k)
        gap = int(8 * k)
        label_px, body_px = text_px("label", k), text_px("body", k)
        # the top bar: the name, Save, Play, Back
        bw = int(150 * k)
        right_w = max(int(330 * k), int(w * 0.3))
        self.root.add(Label("Deck name", m, m, int(110 * k), bh, size=label_px, style="bold"))
        self.root.add(TextField(self.name, m + int(112 * k), m, int(300 * k), bh, self.focus_name, size=label_px,
                                placeholder="my-deck"))
        playable = self.verdict.deck is not None
        bx = w - m - 3 * bw - 2 * gap
        self.root.add(Button("Save", bx, m, bw, bh, self.save, primary=self.dirty(), size=label_px))
        self.root.add(Button("Play", bx + bw + gap, m, bw, bh, self.play, size=label_px, enabled=playable))
        self.root.add(Button("Back", bx + 2 * (bw + gap), m, bw, bh, self.back, size=label_px))
        title_x = m + int(420 * k)
        if bx - gap - title_x > int(120 * k):
            self.root.add(Label(f"{self.spec.title} · deck builder", title_x, m, bx - gap - title_x, bh,
                                size=text_px("heading", k), style="bold", colour=theme.ACCENT, shrink=True))
        top = m + bh + gap
        pool_w = w - 3 * m - right_w
        self._filters(k, m, top, pool_w, bh)
        grid_top = top + 2 * (bh + gap)
        self.grid = self.root.add(CardGrid(m, grid_top, pool_w, h - m - grid_top, int(CARD_W * k), k,
                                           on_click=self._pool_click, empty="No card matches the filters"))
        shown = self.shown()
        self.cursor = min(self.cursor, max(0, len(shown) - 1))
        cards = [GridCard(c.id, c.name, self.faces.get(c.id),
                          f"{self.copies(c.id)} in deck" if self.copies(c.id) else "") for c in shown]
        self.grid.set_groups([GridGroup("", cards)])
        self.grid.scroll = min(self._pool_scroll, self.grid.max_scroll())
        self._deck_panel(k, w - m - right_w, top, right_w, h - m - top)
        self.zoom = self.root.add(Zoom())
        self.zoom.text_k = k
        if self.menu is not None:
            self._open_menu(k)

    def _filters(self, k: float, x: int, y: int, w: int, bh: int) -> None:
        """The search field, the type and mark lists, Clear; the cost buttons and the count."""
        gap = int(8 * k)
        label_px = text_px("label", k)
        marks = marks_of(self.pool)
        field_w = int(w * 0.42)
        self.root.add(TextField(self.search, x, y, field_w, bh, self.focus_search, size=label_px,
                                placeholder="Search names and rules text…"))
        bx = x + field_w + gap
        parts = 3 if marks else 2
        bw = (w - field_w - parts * gap) // parts
        self.root.add(Button(f"Type: {self.filter.kind or 'All'} ▾", bx, y, bw, bh, partial(self.open_menu, "kind"),
                             primary=self.filter.kind is not None, size=label_px))
        bx += bw + gap
        if marks:
            self.root.add(Button(f"Mark: {self.filter.mark or 'All'} ▾", bx, y, bw, bh,
                                 partial(self.open_menu, "mark"), primary=self.filter.mark is not None,
                                 size=label_px))
            bx += bw + gap
        self.root.add(Button("Clear filters", bx, y, bw, bh, self.clear_filters, size=label_px,
                             enabled=self.filter.active()))
        y += bh + gap
        cost_w = int(54 * k)
        self.root.add(Label("Cost", x, y, int(54 * k), bh, size=label_px, style="bold"))
        cx = x + int(56 * k)
        for cost in [None, *range(TOP_COST + 1)]:
            width = cost_w + (int(12 * k) if cost is None else 0)
            self.root.add(Button(cost_label(cost), cx, y, width, bh, partial(self.set_cost, cost),
                                 primary=self.filter.cost == cost, size=label_px))
            cx += width + int(4 * k)
        shown = len(self.shown())
        self.root.add(Label(f"{shown} of {len(self.pool)} cards", cx + gap, y, x + w - cx - gap, bh,
                            size=text_px("body", k), colour=theme.TEXT_DIM, shrink=True))

    def _deck_panel(self, k: float, x: int, y: int, w: int, h: int) -> None:
        """The deck by section, where clicks add, and the game's verdict under it."""
        self.root.add(Panel(x, y, w, h))
        pad = int(12 * k)
        inner = w - 2 * pad
        label_px, body_px = text_px("label", k), text_px("body", k)
        f = font(body_px)
        head = font(text_px("heading", k), "bold")
        cy = y + pad
        count = total(self.contents)
        self.root.add(Label(f"Deck · {count} card{'s' if count != 1 else ''}", x + pad, cy, inner,
                            head.get_linesize(), size=text_px("heading", k), style="bold", shrink=True))
        cy += head.get_linesize() + int(4 * k)
        if len(self.db.sections) > 1:
            sh = int(34 * k)
            lw = int(88 * k)
            self.root.add(Label("Adding to", x + pad, cy, lw, sh, size=text_px("body", k), colour=theme.TEXT_DIM))
            sw = (inner - lw - int(6 * k) * (len(self.db.sections) - 1)) // len(self.db.sections)
            for i, section in enumerate(self.db.sections):
                self.root.add(Button(("✓ " if section == self.target else "") + section,
                                     x + pad + lw + i * (sw + int(6 * k)), cy, sw, sh,
                                     partial(self.set_target, section), primary=section == self.target,
                                     size=text_px("body", k)))
            cy += sh + int(8 * k)
        verdict = self._verdict_lines(inner, f)
        verdict_h = min(len(verdict), max(3, int(h * 0.34) // f.get_linesize())) * f.get_linesize()
        list_h = y + h - pad - verdict_h - int(10 * k) - cy
        self.deck_list = self.root.add(DeckList(x + pad, cy, inner, list_h, k, self.change, self.target))
        self.deck_list.set_deck(self.contents, self.db.sections, self.index, self.faces)
        self.deck_list.scroll = min(self._list_scroll, self.deck_list.max_scroll())
        cy += list_h + int(10 * k)
        fit = verdict_h // f.get_linesize()
        if len(verdict) > fit:
            more = len(verdict) - fit + 1
            verdict = verdict[:fit - 1] + [(f"… and {more} more lines", theme.TEXT_DIM)]
        for text, colour in verdict:
            self.root.add(Label(text, x + pad, cy, inner, f.get_linesize(), size=body_px, colour=colour,
                                style="bold" if text.startswith(("✓", "✗")) else "regular", shrink=True))
            cy += f.get_linesize()

    def _verdict_lines(self, width: int, f: pygame.font.Font) -> list[tuple[str, tuple[int, int, int]]]:
        """The game's verdict on the deck as lines: playable, or every problem."""
        problems = self.verdict.problems
        if not problems:
            return [("✓ Playable: it meets the game's construction rules", theme.LEGAL)]
        n = len(problems)
        lines = [(f"✗ Not playable yet: {n} problem{'s' if n != 1 else ''}", theme.DANGER)]
        for problem in problems:
            lines += [(piece, theme.TEXT) for piece in wrap(f"• {problem}", f, width - 4)]
        return lines

    # -- filters ------------------------------------------------------------------------------------
    def set_cost(self, cost: int | None) -> None:
        """Show only cards of this cost (None: any)."""
        self.filter.cost = cost
        self._filtered()

    def set_target(self, section: str) -> None:
        """Choose the section clicks add to."""
        self.target = section
        self.refresh()

    def clear_filters(self) -> None:
        """Show the whole pool."""
        self.filter = PoolFilter()
        self.search.text = ""
        self._filtered()

    def _filtered(self) -> None:
        self._pool_scroll, self.cursor = 0, 0
        self.filter.words = self.search.text
        if self.grid is not None:
            self.grid.scroll = 0
        self.refresh()

    def open_menu(self, which: str) -> None:
        """Open the list of types ("kind") or marks ("mark")."""
        self._blur()
        self.menu = which
        self.refresh()

    def _open_menu(self, k: float) -> None:
        w, h = self.app.size
        which = self.menu
        values = kinds_of(self.pool) if which == "kind" else marks_of(self.pool)
        current = self.filter.kind if which == "kind" else self.filter.mark
        options: list[tuple[str, Callable[[], object]]] = [(("✓ " if current is None else "") + "All",
                                                            partial(self._pick, None))]
        options += [(("✓ " if v == current else "") + v, partial(self._pick, v)) for v in values]
        shade = self.root.add(Shade(0, 0, w, h, z=950))
        shade.add(OptionMenu("Card type" if which == "kind" else "Mark", options, (w // 2, h // 2),
                             width=min(w - 80, int(420 * k)), z=960, cancel=self._close_menu, max_height=h - 40))

    def _pick(self, value: str | None) -> None:
        if self.menu == "kind":
            self.filter.kind = value
        else:
            self.filter.mark = value
        self.menu = None
        self._filtered()

    def _close_menu(self) -> None:
        self.menu = None
        self.refresh()

    # -- typing -------------------------------------------------------------------------------------
    def focus_search(self) -> None:
        """Typing goes to the search field."""
        self._blur()
        self.search.focused = True
        pygame.key.start_text_input()

    def focus_name(self) -> None:
        """Typing goes to the deck's name."""
        self._blur()
        self.name.focused = True
        pygame.key.start_text_input()

    def _blur(self) -> None:
        if self.search.focused or self.name.focused:
            self.search.focused = self.name.focused = False
            pygame.key.stop_text_input()

    def _typed(self, entry: TextEntry, event: UIEvent) -> None:
        """A key or text while a field has the focus."""
        if event.kind == "text":
            entry.insert(event.text)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self._blur()
        elif event.key == pygame.K_BACKSPACE:
            entry.erase(word=bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)))
        elif event.key == pygame.K_u and event.mod & CTRL:
            entry.text = ""
        else:
            return
        if entry is self.search:
            self._filtered()
        else:
            self.verdict = check(self.spec, self._name(), self.contents)
            self.refresh()

    # -- deeds --------------------------------------------------------------------------------------
    def save(self) -> bool:
        """Keep the deck among the player's decks; True when it was written."""
        self._blur()
        done = save_built(self.spec, self._name(), self.contents, self.editing)
        self.notice = done.message
        if done.name is not None:
            self.editing = done.name
            self.name.text = done.name
            self.saved = (done.name, counts_of(self.contents))
            self.verdict = check(self.spec, done.name, self.contents)
        self.refresh()
        w, h = self.app.size
        self.root.add(Toast(done.message, (w // 2, h - 60), seconds=4.0, width=min(1000, w - 80),
                            colour=theme.ACCENT if done.name is not None else theme.DANGER))
        return done.name is not None

    def play(self) -> None:
        """Save, then New game with this deck chosen."""
        if self.verdict.deck is None:
            return
        if (self.dirty() or self.editing is None) and not self.save():
            return
        from .newgame import NewGameScene
        self.app.switch(NewGameScene(self.app, game=self.spec.name, deck=self.editing))

    def back(self) -> None:
        """Back to the decks (asking first when there are unsaved changes)."""
        self._blur()
        if self.dirty():
            k = self.k
            self.confirm = self.root.add(ConfirmDialog(self.app.size, "Leave without saving?",
                                                      [f"Your changes to {self._name()} are not saved."],
                                                      self.leave_now, self._keep, k=k,
                                                      confirm="Leave without saving", cancel="Keep building"))
            return
        self.leave_now()

    def leave_now(self) -> None:
        """Leave the builder (unsaved changes are dropped)."""
        if self.back_to is not None:
            self.back_to(self.editing)
        else:
            from .decks import DecksScene
            self.app.switch(DecksScene(self.app, self.spec.name, self.editing))

    def _keep(self) -> None:
        if self.confirm is not None:
            self.root.remove(self.confirm)
        self.confirm = None

    def _pool_click(self, card: GridCard, button: int) -> None:
        if button == 3:
            self.take_out(card.card_id)
        else:       # Shift+click: a playset at once (the live check says if that is too many)
            self.add(card.card_id, copies=SHIFT_COPIES if pygame.key.get_mods() & pygame.KMOD_SHIFT else 1)

    def leave(self) -> None:
        self._blur()

    # -- input --------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> None:
        if self.confirm is not None:
            if event.kind == "key" and event.key == pygame.K_ESCAPE:
                self._keep()
            elif event.kind not in ("key", "text"):
                super(FittedScene, self).handle(event)
            return
        if self.menu is not None:
            if event.kind == "key" and event.key == pygame.K_ESCAPE:
                self._close_menu()
            elif event.kind not in ("key", "text"):
                super(FittedScene, self).handle(event)
            return
        for entry in (self.search, self.name):
            if entry.focused and event.kind in ("key", "text"):
                self._typed(entry, event)
                return
        if event.kind == "down" and (self.search.focused or self.name.focused) \
                and not isinstance(self.root.hit(event.pos), TextField):
            self._blur()
        if event.kind == "key":
            self._key(event)
            return
        if event.kind == "text":
            return
        if self._dragging(event):
            return
        if event.kind == "move":
            self._hover(event.pos)
        super(FittedScene, self).handle(event)

    def _hover(self, pos: tuple[int, int]) -> None:
        """Show the card under the pointer large (pool or deck list)."""
        face = None
        if self.grid is not None:
            card = self.grid.card_at(pos)
            face = card.face if card is not None else None
        if face is None and self.deck_list is not None:
            row = self.deck_list.at(pos)
            if row is not None and row[0].card_id and row[1] == "row":
                face = self.faces.get(row[0].card_id)
        self.zoom.show(face, pos, self.app.size)

    def _dragging(self, event: UIEvent) -> bool:
        """Drags from the pool into the deck (add) and out of the deck (take out)."""
        if event.kind == "down" and event.button == 1 and self.grid is not None and self.deck_list is not None:
            card = self.grid.card_at(event.pos)
            row = self.deck_list.at(event.pos)
            if card is not None:
                self.drag = Drag("pool", card.card_id, "", event.pos, event.pos)
            elif row is not None and row[0].card_id and row[1] == "row":
                self.drag = Drag("deck", row[0].card_id, row[0].section, event.pos, event.pos)
            return False
        drag = self.drag
        if drag is None:
            return False
        if event.kind == "move":
            drag.pos = event.pos
            if math.dist(drag.pos, drag.start) >= DRAG_START:
                drag.active = True
                self.zoom.show(None, event.pos, self.app.size)
            return drag.active
        if event.kind == "up":
            self.drag = None
            if not drag.active:
                return False
            for widget in (self.grid, self.deck_list):
                if widget is not None:
                    widget._down = None     # a drag is not also a click
            self.pressed = None
            over_deck = self.deck_list is not None and self.deck_list.world_rect().collidepoint(event.pos)
            if drag.source == "pool" and over_deck:
                assert self.deck_list is not None
                self.add(drag.card_id, self.deck_list.section_at(event.pos))
            elif drag.source == "deck" and not over_deck:
                self.take_out(drag.card_id, drag.section)
            return True
        return False

    def _key(self, event: UIEvent) -> None:
        shown = self.shown()
        grid = self.grid
        cols = grid.columns() if grid is not None else 1
        move = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_DOWN: cols, pygame.K_UP: -cols}.get(event.key)
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key == pygame.K_SLASH or (event.key == pygame.K_f and event.mod & CTRL):
            self.focus_search()
        elif event.key == pygame.K_s and event.mod & CTRL:
            self.save()
        elif move is not None and shown:
            self.keyboard = True
            self.cursor = max(0, min(len(shown) - 1, self.cursor + move))
            if grid is not None:
                grid.reveal(shown[self.cursor].id)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) \
                and shown:
            self.keyboard = True
            self.add(shown[self.cursor].id)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DELETE, pygame.K_BACKSPACE) and shown:
            self.keyboard = True
            self.take_out(shown[self.cursor].id)
        elif grid is not None and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            grid.scroll_by(int(grid.h * 0.9) * (1 if event.key == pygame.K_PAGEDOWN else -1))

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        shown = self.shown()
        if self.keyboard and self.grid is not None and shown and self.menu is None and self.confirm is None:
            rect = self.grid.rect_of(shown[min(self.cursor, len(shown) - 1)].id)
            if rect is not None and self.grid.world_rect().contains(rect):
                draw_ring(surface, rect)
        drag = self.drag
        if drag is not None and drag.active:
            face = self.faces.get(drag.card_id)
            cw = int(CARD_W * self.k * 0.8)
            ch = int(cw * 1.4)
            box = pygame.Rect(0, 0, cw, ch)
            box.center = drag.pos
            if face is not None:
                img = render_face(face, cw, ch).copy()
                img.set_alpha(220)
                surface.blit(img, box.topleft)
            over_deck = self.deck_list is not None and self.deck_list.world_rect().collidepoint(drag.pos)
            word = ("+ Add to deck" if over_deck else "Drop on the deck to add") if drag.source == "pool" else \
                ("− Take out" if not over_deck else "Drag out of the deck to take out")
            draw_tag(surface, word, (box.centerx, box.top), size=text_px("label", self.k))
