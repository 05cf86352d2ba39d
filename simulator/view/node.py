"""The scene graph: nodes with local positions, z-order, topmost-first hit tests, and
pointer events that bubble from the node under the pointer up to the root until handled."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

import pygame


@dataclass(frozen=True)
class UIEvent:
    """A pointer or key event in window coordinates.

    kind: "down" | "up" | "move" | "wheel" | "key" | "text"; button: mouse button; dy: wheel
    steps; key and mod: the key and modifier keys (pygame.KMOD_*) of a "key"; text: the
    characters typed, for a "text" event (pygame's TEXTINPUT, layout and IME applied).
    """

    kind: str
    pos: tuple[int, int] = (0, 0)
    button: int = 1
    dy: int = 0
    key: int = 0
    mod: int = 0
    text: str = ""


N = TypeVar("N", bound="Node")


class Node:
    """A rectangle in its parent's coordinates that draws itself and then its children."""

    interactive = False
    hover = False   # set by the scene while the pointer is over the node (buttons light up)

    def __init__(self, x: float = 0, y: float = 0, w: float = 0, h: float = 0, z: int = 0) -> None:
        self.x, self.y, self.w, self.h = float(x), float(y), float(w), float(h)
        self.z = z
        self.visible = True
        self.parent: Node | None = None
        self.children: list[Node] = []

    # -- tree -----------------------------------------------------------------------
    def add(self, child: N) -> N:
        """Attach a child (returned for chaining)."""
        if child.parent is not None:
            child.parent.remove(child)
        child.parent = self
        self.children.append(child)
        return child

    def remove(self, child: Node) -> None:
        """Detach a child."""
        if child in self.children:
            self.children.remove(child)
            child.parent = None

    def clear(self) -> None:
        """Detach every child."""
        for c in self.children:
            c.parent = None
        self.children = []

    def ordered(self) -> list[Node]:
        """Children in drawing order (lowest z first; stable)."""
        return sorted(self.children, key=lambda c: c.z)

    # -- geometry ---------------------------------------------------------------------
    def origin(self) -> tuple[float, float]:
        """Top-left corner in window coordinates."""
        if self.parent is None:
            return self.x, self.y
        px, py = self.parent.origin()
        return px + self.x, py + self.y

    def world_rect(self) -> pygame.Rect:
        """The node's rectangle in window coordinates."""
        ox, oy = self.origin()
        return pygame.Rect(round(ox), round(oy), round(self.w), round(self.h))

    def contains(self, pos: tuple[int, int]) -> bool:
        """True when the window point lies inside this node."""
        return self.world_rect().collidepoint(pos)

    def hit(self, pos: tuple[int, int]) -> Node | None:
        """The topmost interactive node under pos (children before self, high z first)."""
        if not self.visible:
            return None
        for child in reversed(self.ordered()):
            found = child.hit(pos)
            if found is not None:
                return found
        if self.interactive and self.contains(pos):
            return self
        return None

    # -- behaviour ----------------------------------------------------------------------
    def dispatch(self, event: UIEvent, target: Node | None) -> bool:
        """Offer an event to target and then its ancestors until one handles it."""
        node = target
        while node is not None:
            if node.handle(event):
                return True
            node = node.parent
        return False

    def handle(self, event: UIEvent) -> bool:
        """React to an event; return True when handled (stops bubbling)."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds (children too)."""
        for child in self.children:
            child.update(dt)

    @property
    def occludes(self) -> bool:
        """True when the node draws an opaque box: what was drawn under it is hidden (the
        text-overlap check of the tests uses it)."""
        return False

    def moving(self) -> bool:
        """True while this node or a child changes on screen without input (a glide, a
        fading toast, a pulse): the app keeps drawing frames until nothing moves."""
        return any(child.moving() for child in self.children)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw self, then children in z order."""
        if not self.visible:
            return
        self.paint(surface)
        for child in self.ordered():
            child.draw(surface)

    def paint(self, surface: pygame.Surface) -> None:
        """Draw this node only (override)."""
