"""The system clipboard for text, through pygame-ce's `pygame.scrap.get_text` / `put_text`
(SDL's clipboard; no `scrap.init` needed), or None where the display has no clipboard.

The dummy and offscreen video drivers of headless runs count as having none: SDL keeps a
private clipboard for them that no other program can read, so a list "copied" there would
be lost. Callers say so in one line (NO_CLIPBOARD) and offer the file path instead.
"""
from __future__ import annotations

import pygame

NO_CLIPBOARD = "no clipboard on this display"
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen"})


def available() -> bool:
    """Whether there is a clipboard other programs share (a real video driver is running)."""
    if not pygame.display.get_init():
        return False
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return False
    return driver not in HEADLESS_DRIVERS


def get_text() -> str | None:
    """The clipboard's text ("" when it holds no text), or None when there is no clipboard."""
    if not available():
        return None
    try:
        return str(pygame.scrap.get_text())
    except (pygame.error, UnicodeError, SystemError):
        return None


def put_text(text: str) -> bool:
    """Put `text` on the clipboard; False when there is no clipboard or it refused."""
    if not available():
        return False
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, UnicodeError, SystemError):
        return False
    return True
