"""Fitting a card's words into its boxes: titles that shrink, wrap and hyphenate, one-line
type lines, and rules text shrunk until it fits (cut with "…" only below the smallest size)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..style.fonts import fill_lines, font, wrap

TITLE_MIN = 9                    # px: a title never shrinks below this (it wraps, then hyphenates)


@dataclass
class Lines:
    """Text fitted into a box: the lines, the font size and style, and whether all of it fits."""

    lines: list[str]
    size: int
    style: str
    fits: bool

    @property
    def font(self) -> pygame.font.Font:
        return font(self.size, self.style)


def _hyphenated(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Lines of `text` within `width`, breaking over-long words into even hyphenated pieces."""
    words: list[str] = []
    for word in text.split():
        words += _word_pieces(word, f, width) if f.size(word)[0] > width else [word]
    return fill_lines(words, f, width)


def _word_pieces(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word in the fewest even pieces that fit, each but the last ending in a hyphen."""
    for k in range(2, len(word) + 1):
        n = -(-len(word) // k)
        parts = [word[i:i + n] for i in range(0, len(word), n)]
        pieces = [p if p.endswith("-") else p + "-" for p in parts[:-1]] + parts[-1:]
        if all(f.size(p)[0] <= width for p in pieces):
            return pieces
    return list(word)


def fit_title(title: str, width: int, height: int, max_lines: int = 2) -> Lines:
    """A title in the band: one line as large as fits (down to 3/4 of the largest), else two
    lines, shrinking to TITLE_MIN, else hyphenated lines at TITLE_MIN (up to `max_lines`);
    only a title that needs more than that is cut (fits False)."""
    largest = max(TITLE_MIN, min(int(height * 0.5), int(width * 0.2) + 6))
    one_min = max(TITLE_MIN, round(largest * 0.75))
    for style in ("bold", "condensed"):
        for size in range(largest, one_min - 1, -1):
            if font(size, style).size(title)[0] <= width:
                return Lines([title], size, style, True)
        for size in range(one_min, TITLE_MIN - 1, -1):
            f = font(size, style)
            if f.get_linesize() * 2 > height + 2:
                continue
            if f.size(title)[0] <= width:
                return Lines([title], size, style, True)
            lines = wrap(title, f, width)
            if len(lines) <= 2 and all(f.size(line)[0] <= width for line in lines):
                return Lines(lines, size, style, True)
    f = font(TITLE_MIN, "condensed")
    lines = wrap(title, f, width)
    if len(lines) > max_lines or any(f.size(line)[0] > width for line in lines):
        lines = _hyphenated(title, f, width)
    if len(lines) <= max_lines:
        return Lines(lines, TITLE_MIN, "condensed", True)
    last = _ellipsized(" ".join(lines[max_lines - 1:]).replace("- ", ""), f, width)
    return Lines(lines[:max_lines - 1] + [last], TITLE_MIN, "condensed", False)


def _ellipsized(text: str, f: pygame.font.Font, width: int) -> str:
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit_line(text: str, width: int, largest: int, smallest: int) -> Lines:
    """One line (the type line): shrunk to fit, condensed, and only then cut with "…"."""
    for size in range(largest, smallest - 1, -1):
        for style in ("bold", "condensed"):
            if font(size, style).size(text)[0] <= width:
                return Lines([text], size, style, True)
    f = font(smallest, "condensed")
    return Lines([_ellipsized(text, f, width)], smallest, "condensed", False)


def fit_text(text: str, width: int, height: int, largest: int, smallest: int) -> Lines:
    """Rules text wrapped into a box, shrunk until every line fits; below `smallest` the
    last line that fits ends with "…" (fits False)."""
    size = max(smallest, largest)
    while True:
        f = font(size, "condensed")
        lines = wrap(text, f, width, break_words=True)
        if len(lines) * f.get_linesize() <= height:
            return Lines(lines, size, "condensed", True)
        if size <= smallest:
            keep = max(0, height // f.get_linesize())
            cut = lines[:keep]
            if cut:
                cut[-1] = _ellipsized(cut[-1] + " …", f, width)
            return Lines(cut, size, "condensed", False)
        size -= 1
