"""The deck screen (issue 28, item 1): choose a game, then one of its decks, prebuilt or the
player's own, each with its marks (chips with their words), size and first construction
problem; beside the list the chosen deck's detail and what can be done with it: View, Edit
(a copy, for a prebuilt deck), New deck, Play with this deck, Delete (the player's own, after
a confirmation). Keys: Up/Down choose a deck, Page Up/Down a page, Tab the next game, Enter
views, E edits, N starts a new deck, P plays, Delete deletes, Escape goes back."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.deckbuilding import curve
from ...games.registry import game_names, get_game
from ..files.deck_library import DeckEntry, copy_name, deck_entries, delete_own, editable, index, mark_colours
from ..node import UIEvent
from ..style import theme
from ..style.fonts import font, text_px, wrap
from ..table.layout import has_layout
from ..widgets import Button, Label, Panel, Toast
from ..widgets.confirm import ConfirmDialog
from ..widgets.cost_curve import CostCurve
from ..widgets.deck_row import DeckRow, deck_size_words
from ..widgets.mark_chips import chips_width
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App

KEYS_HINT = "↑↓ choose · Tab next game · Enter view · E edit · N new · P play · Del delete · Esc back"


class DecksScene(FittedScene):
    """Every game's decks, one game at a time."""

    def __init__(self, app: App, game: str | None = None, chosen: str | None = None) -> None:
        super().__init__(app)
        self.tabs = [g for g in game_names() if has_layout(g)]
        self.game = game if game in self.tabs else self.tabs[0]
        self.entries: list[DeckEntry] = []
        self.selected = 0
        self.page = 0
        self.per_page = 1
        self.confirm: ConfirmDialog | None = None
        self._read(chosen)
        self.build()

    # -- data ---------------------------------------------------------------------------------------
    def _read(self, chosen: str | None = None) -> None:
        """Read the chosen game's decks (chosen: the deck to select, by name)."""
        self.entries = deck_entries(get_game(self.game))
        names = [e.name for e in self.entries]
        if chosen is not None and chosen in names:
            own = [i for i, e in enumerate(self.entries) if e.name == chosen and e.own]
            self.selected = own[0] if own else names.index(chosen)
        self.selected = min(max(0, self.selected), max(0, len(self.entries) - 1))

    def entry(self) -> DeckEntry | None:
        """The deck chosen in the list."""
        return self.entries[self.selected] if self.entries else None

    def choose_game(self, game: str) -> None:
        """Show another game's decks."""
        if game != self.game:
            self.game, self.selected, self.page = game, 0, 0
            self._read()
            self.build()

    def select(self, i: int) -> None:
        """Choose the deck at index i of the list (its page comes into sight)."""
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, i))
        self.page = self.selected // max(1, self.per_page)
        self.build()

    # -- layout -------------------------------------------------------------------------------------
    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        self.root.clear()
        self.confirm = None
        m = max(10, int(20 * k))
        spec = get_game(self.game)
        title_h = int(56 * k)
        self.root.add(Label("Decks", m, m, int(180 * k), title_h, size=text_px("hero", k), style="title",
                            colour=theme.ACCENT))
        tab_x = m + int(190 * k)
        tab_w = min(int(230 * k), (w - tab_x - m) // max(1, len(self.tabs)) - int(8 * k))
        for i, g in enumerate(self.tabs):
            self.root.add(Button(get_game(g).title, tab_x + i * (tab_w + int(8 * k)), m + int(6 * k), tab_w,
                                 title_h - int(12 * k), partial(self.choose_game, g), primary=g == self.game,
                                 size=text_px("label", k)))
        top = m + title_h + int(12 * k)
        hint_h = font(text_px("small", k)).get_linesize() + 4
        bottom = h - m - hint_h
        list_w = int((w - 3 * m) * 0.56)
        nav_h = int(44 * k)
        row_h = int(66 * k)
        gap = int(8 * k)
        room = bottom - top - nav_h - gap
        self.per_page = max(1, (room + gap) // (row_h + gap))
        pages = max(1, -(-len(self.entries) // self.per_page))
        self.page = min(self.page, pages - 1)
        colours = mark_colours(spec)
        y = top
        first = self.page * self.per_page
        for i, entry in enumerate(self.entries[first:first + self.per_page], first):
            self.root.add(DeckRow(entry, colours, m, y, list_w, row_h, partial(self.select, i), k=k,
                                  selected=i == self.selected))
            y += row_h + gap
        if not self.entries:
            self.root.add(Label(f"{spec.title} has no decks", m, y, list_w, row_h, size=text_px("heading", k)))
        ny = bottom - nav_h
        bw = int(150 * k)
        self.root.add(Button("Previous", m, ny, bw, nav_h, lambda: self._page(-1), size=text_px("label", k),
                             enabled=self.page > 0))
        self.root.add(Label(f"Page {self.page + 1} of {pages} · {len(self.entries)} decks", m + bw, ny,
                            list_w - 2 * bw, nav_h, size=text_px("body", k), colour=theme.TEXT_DIM, centre=True,
                            shrink=True))
        self.root.add(Button("Next", m + list_w - bw, ny, bw, nav_h, lambda: self._page(1), size=text_px("label", k),
                             enabled=self.page + 1 < pages))
        self._detail(k, m + list_w + m, top, w - list_w - 3 * m, bottom - top)
        self.root.add(Label(KEYS_HINT, m, h - m - hint_h + 2, w - 2 * m, hint_h, size=text_px("small", k),
                            colour=theme.TEXT_DIM, shrink=True))

    def _detail(self, k: float, x: int, y: int, w: int, h: int) -> None:
        """The chosen deck's panel: what it is and what can be done with it."""
        spec = get_game(self.game)
        entry = self.entry()
        self.root.add(Panel(x, y, w, h))
        pad = int(16 * k)
        inner = w - 2 * pad
        bh, gap = int(48 * k), int(10 * k)
        half = (inner - gap) // 2
        can_build = editable(spec)
        buttons = [
            ("View", self.view, entry is not None and entry.contents is not None, True),
            ("Edit" if entry is not None and entry.own else "Edit a copy", self.edit,
             can_build and entry is not None and entry.contents is not None, False),
            ("Play with this deck", self.play, entry is not None and entry.playable, False),
            ("Delete…", self.ask_delete, entry is not None and entry.own, False),
            ("New deck", self.new_deck, can_build, False),
            ("Back", self.app.show_menu, True, False),
        ]
        rows = -(-len(buttons) // 2)
        by = y + h - pad - rows * bh - (rows - 1) * gap
        for i, (text, action, enabled, primary) in enumerate(buttons):
            row, col = divmod(i, 2)
            self.root.add(Button(text, x + pad + col * (half + gap), by + row * (bh + gap), half, bh, action,
                                 primary=primary and enabled, size=text_px("label", k), enabled=enabled))
        cy = y + pad
        if entry is None:
            self.root.add(Label("No deck chosen", x + pad, cy, inner, int(30 * k), size=text_px("heading", k)))
            return
        name_f = font(text_px("title", k), "bold")
        self.root.add(Label(entry.name, x + pad, cy, inner, name_f.get_linesize(), size=text_px("title", k),
                            style="bold", shrink=True))
        cy += name_f.get_linesize() + int(4 * k)
        body_px = text_px("body", k)
        line_h = font(body_px).get_linesize()
        whose = "Your deck" if entry.own else f"A prebuilt {spec.title} deck"
        size = deck_size_words(entry)
        self.root.add(Label(f"{whose} · {size}" if size else whose, x + pad, cy, inner, line_h, size=body_px,
                            colour=theme.TEXT_DIM, shrink=True))
        cy += line_h + int(6 * k)
        if entry.marks:
            chip_px = text_px("small", k)
            self.root.add(_Chips(entry.marks, mark_colours(spec), x + pad, cy,
                                 min(inner, chips_width(entry.marks, chip_px)), chip_px))
            cy += font(chip_px, "bold").get_linesize() + int(10 * k)
        if entry.summary:
            for line in wrap(entry.summary, font(body_px), inner)[:2]:
                self.root.add(Label(line, x + pad, cy, inner, line_h, size=body_px, shrink=True))
                cy += line_h
            cy += int(6 * k)
        room = by - gap - cy
        if not editable(spec):
            self.root.add(Label(f"{spec.title} decks are fixed: they can be viewed and played, not built",
                                x + pad, cy, inner, line_h, size=body_px, colour=theme.TEXT_DIM, shrink=True))
            cy += line_h + int(6 * k)
            room = by - gap - cy
        costs = curve(entry.contents, index(spec)) if entry.contents is not None else []
        if room > int(150 * k) and any(costs):
            curve_h = min(int(150 * k), room // 2 if entry.problems else room)
            self.root.add(CostCurve(costs, x + pad, cy, inner, curve_h, k))
            cy += curve_h + int(10 * k)
        if entry.problems:
            self._problems(entry, k, x + pad, cy, inner, by - gap - cy)
        else:
            self.root.add(Label("✓ Playable: it meets the game's construction rules", x + pad, cy, inner, line_h,
                                size=body_px, colour=theme.LEGAL, shrink=True))

    def _problems(self, entry: DeckEntry, k: float, x: int, y: int, w: int, h: int) -> None:
        """The deck's construction problems, as many as there is room for."""
        px = text_px("body", k)
        f = font(px)
        line_h = f.get_linesize()
        count = len(entry.problems)
        head = f"✗ Not playable: {count} problem{'s' if count != 1 else ''}"
        if h < 2 * line_h:
            return
        self.root.add(Label(head, x, y, w, line_h, size=px, style="bold", colour=theme.DANGER, shrink=True))
        y += line_h
        lines: list[str] = []
        for problem in entry.problems:
            lines += wrap(f"• {problem}", f, w - 4)
        fit = max(0, (h - line_h) // line_h)
        if len(lines) > fit:
            lines = lines[:max(0, fit - 1)] + ["… and more (open the deck to see them all)"]
        for line in lines:
            self.root.add(Label(line, x, y, w, line_h, size=px, shrink=True))
            y += line_h

    def _page(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.selected = min(len(self.entries) - 1, self.page * self.per_page) if self.entries else 0
        self.build()

    # -- deeds --------------------------------------------------------------------------------------
    def view(self) -> None:
        """Open the chosen deck in the viewer."""
        entry = self.entry()
        if entry is None or entry.contents is None:
            return
        from .deck_viewer import DeckViewerScene
        self.app.switch(DeckViewerScene(self.app, entry, back=self.back_here))

    def edit(self) -> None:
        """Open the chosen deck in the builder (a copy of a prebuilt deck)."""
        entry = self.entry()
        if entry is None or entry.contents is None or not editable(get_game(self.game)):
            return
        from .deck_builder import DeckBuilderScene
        name = entry.name if entry.own else copy_name(get_game(self.game), entry.name)
        self.app.switch(DeckBuilderScene(self.app, self.game, name, entry.contents,
                                         editing=entry.name if entry.own else None, back=self.back_here))

    def new_deck(self) -> None:
        """Open the builder on an empty deck."""
        if not editable(get_game(self.game)):
            return
        from .deck_builder import DeckBuilderScene
        self.app.switch(DeckBuilderScene(self.app, self.game, "my-deck", {}, back=self.back_here))

    def play(self) -> None:
        """New game with this game and this deck chosen."""
        entry = self.entry()
        if entry is None or not entry.playable:
            return
        from .newgame import NewGameScene
        self.app.switch(NewGameScene(self.app, game=self.game, deck=entry.name))

    def back_here(self, chosen: str | None = None) -> None:
        """Come back to this screen (the decks read again; `chosen` selected)."""
        self.app.switch(DecksScene(self.app, self.game, chosen if chosen is not None else
                                   (self.entry().name if self.entry() is not None else None)))  # type: ignore[union-attr]

    def ask_delete(self) -> None:
        """Ask before deleting the chosen deck (the player's own only)."""
        entry = self.entry()
        if entry is None or not entry.own:
            return
        k = self.root_scale()
        self.confirm = self.root.add(ConfirmDialog(self.app.size, f"Delete {entry.name}?",
                                                  [f"The decklist file of {entry.name} is removed from your "
                                                   f"decks folder. This cannot be undone."],
                                                  self.delete, self.keep, k=k, confirm=f"Delete {entry.name}"))

    def root_scale(self) -> float:
        """The text scale the screen was laid out at (from its title's size)."""
        title = next((n for n in self.root.children if isinstance(n, Label)), None)
        return title.size / text_px("hero", 1.0) if title is not None else 1.0

    def keep(self) -> None:
        """Keep the deck: close the question."""
        if self.confirm is not None:
            self.root.remove(self.confirm)
        self.confirm = None

    def delete(self) -> None:
        """Delete the chosen deck (after the confirmation)."""
        entry = self.entry()
        self.keep()
        if entry is None:
            return
        problem = delete_own(get_game(self.game), entry.name)
        self._read()
        self.build()
        w, h = self.app.size
        text = problem or f"Deleted {entry.name}"
        self.root.add(Toast(text, (w // 2, h - 80), seconds=4.0, colour=theme.DANGER if problem else theme.ACCENT))

    # -- keys ---------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> None:
        if self.confirm is not None:
            if event.kind == "key":
                if event.key == pygame.K_ESCAPE:
                    self.keep()
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.delete()
                return
            super(FittedScene, self).handle(event)
            return
        if event.kind == "key":
            keys = {pygame.K_DOWN: lambda: self.select(self.selected + 1),
                    pygame.K_UP: lambda: self.select(self.selected - 1),
                    pygame.K_PAGEDOWN: lambda: self.select(self.selected + self.per_page),
                    pygame.K_PAGEUP: lambda: self.select(self.selected - self.per_page),
                    pygame.K_RETURN: self.view, pygame.K_KP_ENTER: self.view, pygame.K_e: self.edit,
                    pygame.K_n: self.new_deck, pygame.K_p: self.play, pygame.K_DELETE: self.ask_delete}
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.choose_game(self.tabs[(self.tabs.index(self.game) + step) % len(self.tabs)])
                return
            if event.key in keys:
                keys[event.key]()
                return
        if event.kind == "wheel" and event.pos[0] < self.app.size[0] * 0.58:
            self._page(1 if event.dy > 0 else -1) if self._can_page(event.dy) else None
            return
        super().handle(event)

    def _can_page(self, dy: int) -> bool:
        pages = max(1, -(-len(self.entries) // max(1, self.per_page)))
        return (dy > 0 and self.page + 1 < pages) or (dy < 0 and self.page > 0)


class _Chips(Label):
    """A deck's marks as chips with their words, as a node (the fit check measures it)."""

    def __init__(self, marks: tuple[str, ...], colours, x: int, y: int, w: int, px: int) -> None:
        super().__init__(" · ".join(marks), x, y, w, font(px, "bold").get_linesize() + 4, size=px)
        self.marks, self.colours, self.px = marks, colours, px

    def fits(self) -> bool:
        return True

    def paint(self, surface: pygame.Surface) -> None:
        from ..widgets.mark_chips import draw_chips
        r = self.world_rect()
        draw_chips(surface, self.marks, self.colours, r.topleft, self.px, max_w=r.w)
