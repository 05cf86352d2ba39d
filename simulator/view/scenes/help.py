"""Help: each game's rules summary (its package's help.md, `Game.help_text`) and the controls.

`HelpScene` is the Rules screen of the main menu: a tab per game and one for the controls,
the text in a scrollable panel. `HelpOverlay` shows the same kind of text over the table or
the replay viewer (their game's rules, or the controls on F1 / "?") without leaving them.

A game's rules end with its keyword glossary (`Game.glossary`: each keyword, its reminder
and the rule it comes from in words), and the keywords in the rules above it can be
hovered to show their reminder.

The text is a small markdown subset, set by HelpText (help_text.py); the controls lists
come from input/controls.py, with the keys as the player has bound them.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.glossary import Glossary
from ...games.registry import game_names, get_game
from ..style import theme
from ..style.fonts import font, text_px, text_scale
from ..node import Node, UIEvent
from ..table.zoom import glossary_of
from ..widgets import Button, Label, Panel, fit_layout
from ..input.controls import REPLAY_CONTROLS, table_controls
from .base import FittedScene, Scene
from .help_text import HelpText, glossary_text

if TYPE_CHECKING:
    from ..app import App
    from ..table.view import TableView

# F1 and "?" (Shift+/ on most layouts: the slash key is taken too) open the controls.
HELP_KEYS = (pygame.K_F1, pygame.K_QUESTION, pygame.K_SLASH)



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

    def __init__(self, text: str, size: tuple[int, int], ui_scale: float, text_size: float = 1.0,
                 on_close: Callable[[], object] | None = None, kind: str = "help",
                 glossary: Glossary | None = None) -> None:
        super().__init__(0, 0, size[0], size[1], z=985)
        self.source, self.on_close, self.kind, self.ui_scale = text, on_close, kind, ui_scale
        self.text_size = text_size
        self.glossary = glossary
        self.body: HelpText | None = None
        self.size = size
        self.scale = fit_layout(self, size, text_scale(size, ui_scale, text_size), self._build)

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
            self.scale = fit_layout(self, size, text_scale(size, self.ui_scale, self.text_size), self._build)
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
    overlay = HelpOverlay(text, scene.app.size, scene.app.settings.ui_scale, scene.app.settings.text_size,
                          kind=kind, glossary=glossary)
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
            return table_controls(self.app.settings.keys) + "\n" + REPLAY_CONTROLS.replace("# ", "## ", 1)
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
