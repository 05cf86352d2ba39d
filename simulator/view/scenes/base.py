"""Scene: one screen of the program, with a root node, input, update and draw."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..style import theme
from ..style.fonts import text_scale
from ..node import Node, UIEvent
from ..widgets import fit_layout

if TYPE_CHECKING:
    from ..app import App


class Scene:
    """A screen. Subclasses build nodes under `self.root` and react to input."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.root = Node(0, 0, *app.size)
        self.hovered: Node | None = None
        self.pressed: Node | None = None

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""
        self.root.w, self.root.h = size

    def handle(self, event: UIEvent) -> None:
        """Route pointer events to the node under the pointer (bubbling up)."""
        if event.kind == "move":
            self._hover(event.pos)
            if self.pressed is not None:
                self.root.dispatch(event, self.pressed)
            return
        if event.kind == "up" and self.pressed is not None:
            released, self.pressed = self.pressed, None
            self.root.dispatch(event, released)
            return
        target = self.root.hit(event.pos)
        if event.kind == "down":
            self.pressed = target
        self.root.dispatch(event, target)

    def _hover(self, pos: tuple[int, int]) -> None:
        node = self.root.hit(pos)
        if node is not self.hovered:
            if self.hovered is not None:
                self.hovered.hover = False
            if node is not None:
                node.hover = True
            self.hovered = node

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""
        self.root.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the screen."""
        surface.fill((24, 30, 36))
        self.root.draw(surface)

    def animating(self) -> bool:
        """True while the screen changes without input (animations, toasts, a bot thinking,
        a job in progress): the app draws frames while it is, and otherwise draws only after
        input and waits for it (DESIGN "Redraw on change")."""
        return self.root.moving()

    def leave(self) -> None:
        """Called when another scene takes over."""

    def crash_context(self) -> dict[str, Any]:
        """What a crash report should say about this screen (the game, its step...)."""
        return {}


class FittedScene(Scene):
    """A menu-style screen: laid out at the menu screens' text scale, lowered until
    everything fits (widgets.fit_layout), and laid out again when the window changes size;
    a key of `back_keys` (Escape) goes back to the main menu."""

    back_keys: tuple[int, ...] = (pygame.K_ESCAPE,)

    def handle(self, event: UIEvent) -> None:
        if event.kind == "key" and event.key in self.back_keys:
            self.app.show_menu()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        self.root.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.build()

    def build(self) -> None:
        """Lay the screen out for the window size and UI scale."""
        fit_layout(self.root, self.app.size, text_scale(self.app.size, self.app.settings.ui_scale, self.app.settings.text_size), self.lay_out)

    def lay_out(self, k: float) -> None:
        """Build the screen's nodes at text scale `k` (called again with a smaller k when
        something does not fit)."""
        raise NotImplementedError
