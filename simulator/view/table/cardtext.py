"""Fitting a card's words into its boxes, never below the type scale's smallest size.

Titles shrink, then wrap at word boundaries; a title that still does not fit is shortened
to its first whole words and "…" (never broken inside a word, never hyphenated). Type
lines shrink, then lose their last words to "…". Rules text shrinks down to MIN_PX; a box
too small to hold all of it at MIN_PX shows less, not smaller: only the card's keywords
when its text starts with a keyword line ("Flying, Aegis"), else none of it (the hover
zoom shows the whole card)."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from ..style.fonts import MIN_PX, font

TITLE_MIN = MIN_PX               # px: a title never shrinks below this (it wraps, then shortens)
ELLIPSIS = "\u2026"


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


def _tokens(text: str) -> list[tuple[str, str]]:
    """(glue, piece) pairs of a paragraph: its words, and a word with a hyphen of its own
    ("Knight-Chancellor") as pieces that may end a line after the hyphen; glue is " "
    before a word and "" before the rest of a hyphenated one."""
    out: list[tuple[str, str]] = []
    for word in text.split():
        for i, piece in enumerate(_HYPHEN.split(word)):
            out.append(("" if i else " ", piece))
    return out


_HYPHEN = re.compile(r"(?<=[^\W\d_]-)(?=[^\W\d_])")


def _join(tokens: list[tuple[str, str]]) -> str:
    return "".join(glue + piece for glue, piece in tokens).strip()


def _fill(tokens: list[tuple[str, str]], f: pygame.font.Font, width: int) -> list[list[tuple[str, str]]]:
    """Tokens set into as few lines of at most `width` pixels as they fill, in order."""
    lines: list[list[tuple[str, str]]] = []
    line: list[tuple[str, str]] = []
    for token in tokens:
        if not line or f.size(_join(line + [token]))[0] <= width:
            line.append(token)
        else:
            lines.append(line)
            line = [token]
    if line:
        lines.append(line)
    return lines


def word_lines(text: str, f: pygame.font.Font, width: int) -> list[str] | None:
    """`text` set into lines of whole words at most `width` pixels wide (each paragraph
    starting a line; a line may end after a word's own hyphen), or None when a word
    (or a piece of a hyphenated one) alone is wider than a line."""
    lines: list[str] = []
    for para in text.split("\n"):
        tokens = _tokens(para)
        if any(f.size(piece)[0] > width for _glue, piece in tokens):
            return None
        lines += [_join(line) for line in _fill(tokens, f, width)]
    return lines


def shortened(text: str, f: pygame.font.Font, width: int, max_lines: int) -> list[str]:
    """At most `max_lines` lines of `text`'s first whole words within `width`, the last
    ending in "…" when words are left out; [] when not even the first word fits."""
    tokens = _tokens(text)
    lines: list[list[tuple[str, str]]] = []
    i = 0
    while i < len(tokens) and len(lines) < max_lines:
        if f.size(tokens[i][1])[0] > width:
            break
        line = [tokens[i]]
        i += 1
        while i < len(tokens) and f.size(_join(line + [tokens[i]]))[0] <= width:
            line.append(tokens[i])
            i += 1
        lines.append(line)
    if i == len(tokens):
        return [_join(line) for line in lines]
    while lines:                             # words are left out: the last line ends in "…"
        last = lines[-1]
        while last and f.size(_cut(last))[0] > width:
            last.pop()
        if last and _cut(last) != ELLIPSIS:
            return [_join(line) for line in lines[:-1]] + [_cut(last)]
        lines.pop()
    return []


def _cut(tokens: list[tuple[str, str]]) -> str:
    """Words and "…", without a separator left dangling before it ("Unit · Soldier,…")."""
    return _join(tokens).rstrip(" ,;:\u00b7-\u2013\u2014") + ELLIPSIS


def fit_title(title: str, width: int, height: int, max_lines: int = 2) -> Lines:
    """A title in the band: one line as large as fits (down to 3/4 of the largest), else
    up to `max_lines` lines wrapped at word boundaries, shrinking to TITLE_MIN. A title
    that needs more is shortened to its first whole words and "…" (fits False; lines []
    when not even its first word fits a line)."""
    largest = max(TITLE_MIN, min(int(height * 0.62), int(width * 0.2) + 6))
    one_min = max(TITLE_MIN, round(largest * 0.75))
    for style in ("bold", "condensed"):
        for size in range(largest, one_min - 1, -1):
            f = font(size, style)
            if f.size(title)[0] <= width and f.get_linesize() <= height + 2:
                return Lines([title], size, style, True)
        for size in range(one_min, TITLE_MIN - 1, -1):
            f = font(size, style)
            room = min(max_lines, (height + 2) // f.get_linesize())
            if room < 1:
                continue
            lines = word_lines(title, f, width)
            if lines is not None and len(lines) <= room:
                return Lines(lines, size, style, True)
    f = font(TITLE_MIN, "condensed")
    room = max(1, min(max_lines, (height + 2) // f.get_linesize()))
    return Lines(shortened(title, f, width, room), TITLE_MIN, "condensed", False)


def fit_line(text: str, width: int, largest: int, smallest: int, max_lines: int = 1) -> Lines:
    """A line (the type line): shrunk to fit, condensed, then (with `max_lines` > 1)
    wrapped at word boundaries, and only then its last words left out for "…" (never
    below MIN_PX)."""
    smallest = max(MIN_PX, smallest)
    for size in range(max(largest, smallest), smallest - 1, -1):
        for style in ("bold", "condensed"):
            if font(size, style).size(text)[0] <= width:
                return Lines([text], size, style, True)
    if max_lines > 1:
        for size in range(max(largest, smallest), smallest - 1, -1):
            for style in ("bold", "condensed"):
                lines = word_lines(text, font(size, style), width)
                if lines is not None and len(lines) <= max_lines:
                    return Lines(lines, size, style, True)
    f = font(smallest, "condensed")
    return Lines(shortened(text, f, width, max_lines), smallest, "condensed", False)


_KEYWORD = r"[A-Z][A-Za-z'\u2019-]*"
_KEYWORD_ITEM = re.compile(rf"{_KEYWORD}(?: (?:{_KEYWORD}|[+-]?\d+)){{0,2}}")


def keyword_line(text: str) -> str:
    """The keyword line a rules text starts with ("Flying", "Aegis, Overwhelm", "Warcry
    2"), or "": a first paragraph made of comma-separated capitalised words and numbers,
    up to three words each, with no sentence in it."""
    first = text.split("\n", 1)[0].strip()
    if not first or len(first) > 80:
        return ""
    items = [item.strip() for item in first.split(",")]
    return first if all(_KEYWORD_ITEM.fullmatch(item) for item in items) else ""


def fit_text(text: str, width: int, height: int, largest: int, smallest: int) -> Lines:
    """Rules text wrapped at word boundaries into a box, shrunk until every line fits (not
    below MIN_PX). When it does not fit at `smallest`, fits is False and the lines are its
    keyword line when it starts with one and that fits, else none."""
    smallest = max(MIN_PX, smallest)
    for size in range(max(smallest, largest), smallest - 1, -1):
        f = font(size, "condensed")
        lines = word_lines(text, f, width)
        if lines is not None and len(lines) * f.get_linesize() <= height:
            return Lines(lines, size, "condensed", True)
    f = font(smallest, "condensed")
    keywords = keyword_line(text)
    lines = word_lines(keywords, f, width) if keywords else None
    if lines is None or len(lines) * f.get_linesize() > height:
        lines = []
    return Lines(lines, smallest, "condensed", False)


def text_height(text: str, width: int, size: int) -> int | None:
    """How tall `text` is wrapped at word boundaries into `width` at `size` (None when a
    word is wider than the box)."""
    f = font(size, "condensed")
    lines = word_lines(text, f, width)
    return None if lines is None else len(lines) * f.get_linesize()
