"""Choosing a deck from a list (New game): every deck the game offers, prebuilt then the
player's own, each with what it holds in one line (the game's decklist summary, or why it
cannot be played), a page at a time; a click chooses, Cancel or Escape keeps the deck."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core.game import DeckError, Game
from ..node import Node, UIEvent
from ..widgets import OptionMenu

SUMMARY_LIMIT = 60          # characters of a deck's one-line summary on its entry


def deck_summary(game: Game, name: str) -> str:
    """What a deck holds in one line ("75 cards: 30 power, 45 others"), or why it cannot
    be played; "" for a game without a decklist format."""
    fmt = game.capabilities.decklist
    if fmt is None:
        return ""
    try:
        decks = fmt.seat_decks(game.decks_for(name, game.min_seats))
        line = fmt.summary(decks[0]) if decks else ""
    except (DeckError, ValueError, KeyError, OSError) as exc:
        line = f"cannot be played: {exc}"
    return line if len(line) <= SUMMARY_LIMIT else line[:SUMMARY_LIMIT - 1] + "…"


def deck_menu(title: str, game: Game, names: Sequence[str], labels: Sequence[str], chosen: int,
              pick: Callable[[int], object], cancel: Callable[[], object], size: tuple[int, int]) -> OptionMenu:
    """The list of decks: each entry the deck's label and summary, the chosen one marked."""
    options = []
    for i, (name, label) in enumerate(zip(names, labels)):
        summary = deck_summary(game, name)
        text = ("✓ " if i == chosen else "") + label + (f" · {summary}" if summary else "")
        options.append((text, (lambda i=i: pick(i))))
    width = min(size[0] - 80, 720)
    return OptionMenu(title, options, (size[0] // 2, size[1] // 2), width=width, z=960, cancel=cancel,
                      max_height=size[1] - 60)


class Shade(Node):
    """A modal layer over a whole screen: shades it, and nothing under it reacts; its child
    (the deck list) takes the clicks."""

    interactive = True

    def handle(self, event: UIEvent) -> bool:
        return True

    def paint(self, surface: pygame.Surface) -> None:
        layer = pygame.Surface((int(self.w), int(self.h)), pygame.SRCALPHA)
        layer.fill((0, 0, 0, 150))
        surface.blit(layer, (0, 0))
