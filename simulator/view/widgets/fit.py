"""Fitting a screen to the window: which text widgets lie off screen or overflow, and laying a screen out at the largest text scale at which nothing does."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..node import Node


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
