"""Fonts: the shipped DejaVu TTFs at any size, cached; never a system font lookup."""
from __future__ import annotations

import io

import pygame

from ..resources import asset

_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
          "condensed": "DejaVuSansCondensed.ttf", "title": "DejaVuSerif-Bold.ttf"}
_cache: dict[tuple[str, int], pygame.font.Font] = {}
_bytes: dict[str, bytes] = {}
_streams: list[io.BytesIO] = []     # pygame reads font files lazily: keep each stream open


def font(size: int, style: str = "regular") -> pygame.font.Font:
    """The shipped font of `style` at pixel `size` (cached)."""
    size = max(6, int(size))
    key = (style, size)
    f = _cache.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        if style not in _bytes:
            _bytes[style] = asset("fonts", _FILES[style]).read_bytes()
        stream = io.BytesIO(_bytes[style])
        _streams.append(stream)
        f = pygame.font.Font(stream, size)
        _cache[key] = f
    return f


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Split text into lines that fit `width` pixels."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
