"""Fonts: the shipped DejaVu TTFs at any size, cached; never a system font lookup.

Every font measures and renders text through `clean_text`, so text that comes from files
(save names, seat names, error messages naming odd paths) can never stop a frame: a NUL,
a lone surrogate (a non-UTF-8 file name) or a megabyte-long string is shown escaped or cut.
"""
from __future__ import annotations

import io
import unicodedata
from typing import Any

import pygame

from ...resources import asset

_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
          "condensed": "DejaVuSansCondensed.ttf", "title": "DejaVuSerif-Bold.ttf"}
_cache: dict[tuple[str, int], pygame.font.Font] = {}
_bytes: dict[str, bytes] = {}
_streams: list[io.BytesIO] = []     # pygame reads font files lazily: keep each stream open

_recorders: list[Any] = []         # tests: called with (font, text, surface) for every text rendered

TEXT_LIMIT = 2000                   # characters drawn of any one string (the rest is cut with "…")


def clean_text(text: object, limit: int = TEXT_LIMIT) -> str:
    """`text` as something a font can draw: control characters shown as escapes (tabs and
    newlines as spaces), lone surrogates as U+FFFD, and at most `limit` characters."""
    s = text if isinstance(text, str) else str(text)
    if len(s) <= limit and s.isprintable():
        return s
    if len(s) > limit:
        s = s[:limit - 1] + "…"
    out = []
    for ch in s:
        cat = unicodedata.category(ch)
        if cat == "Cs":
            out.append("\ufffd")
        elif cat == "Cc":
            out.append(" " if ch in "\t\n\r" else ascii(ch)[1:-1])
        else:
            out.append(ch)
    return "".join(out)


class SafeFont(pygame.font.Font):
    """A pygame font that cleans what it measures and renders (see `clean_text`)."""

    px = 0                          # the pixel size it was opened at (font() sets it)

    def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:  # type: ignore[override]
        img = super().render(clean_text(text), *args, **kwargs)
        if _recorders:
            for record in _recorders:
                record(self, clean_text(text), img)
        return img

    def size(self, text: Any) -> tuple[int, int]:  # type: ignore[override]
        return super().size(clean_text(text))


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
        f = SafeFont(stream, size)
        f.px = size
        _cache[key] = f
    return f


def wrap(text: str, f: pygame.font.Font, width: int, break_words: bool = False) -> list[str]:
    """Split text into lines that fit `width` pixels; with `break_words`, a word wider than
    a line (a long path) is split too rather than running past the edge."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        if break_words:
            words = [piece for word in words for piece in _split_word(word, f, width)]
        lines += fill_lines(words, f, width)
    return lines


def fill_lines(words: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """Words set into as few lines of at most `width` pixels as they fill, in order (a
    word wider than a line gets a line of its own); one empty line for no words."""
    lines: list[str] = []
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


def _split_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word in pieces that each fit `width` pixels (after a '/' or '\\' where possible)."""
    pieces: list[str] = []
    while word and f.size(word)[0] > width:
        cut = 1
        while cut < len(word) and f.size(word[:cut + 1])[0] <= width:
            cut += 1
        seps = [i + 1 for i in range(cut) if word[i] in "/\\-_."]
        if seps and seps[-1] > cut // 2:
            cut = seps[-1]
        pieces.append(word[:cut])
        word = word[cut:]
    if word:
        pieces.append(word)
    return pieces


# -- one type scale for the whole program ------------------------------------------------------------
BASE_SIZE = (1280, 720)             # the smallest window: text at its design size times the UI scale

# The smallest text anywhere: 11 px at 1280x720 and UI scale 1.0. DejaVu Sans at 11 px has
# an x-height of about 6 px, the least that stays readable at arm's length on a laptop's
# ~110 dpi screen (the size desktop systems use for their own small labels); it is wide, so
# it reads better than most faces at that size. Larger windows and UI scales only grow it.
MIN_PX = 11
# The named sizes at 1280x720 and scale 1.0; every text of the program is one of these
# (times the scale), so a screen never mixes a dozen slightly different sizes.
TYPE_SCALE: dict[str, int] = {
    "small": 11,      # tags, dim hints, card stats on small cards, timeline marks
    "body": 13,       # the log, seat panels, rules text in the zoom, list rows
    "label": 15,      # zone labels, buttons, menu entries
    "heading": 18,    # panel titles, the banner, dialog titles
    "title": 24,      # screen titles
    "display": 34,    # announcements across the table
    "hero": 44,       # the title of a whole screen (the main menu, New game, Settings...)
}


def text_px(role: str, scale: float = 1.0) -> int:
    """The pixel size of a named size of the type scale at `scale` (the UI scale times the
    text-size setting times the window's growth, see text_scale); never below MIN_PX."""
    return max(MIN_PX, round(TYPE_SCALE[role] * scale))


def record_text(record: Any) -> None:
    """Call `record(font, text, surface)` for every text rendered from now on (tests)."""
    _recorders.append(record)


def stop_recording(record: Any) -> None:
    """Stop calling `record`."""
    if record in _recorders:
        _recorders.remove(record)


def text_scale(size: tuple[int, int], ui_scale: float = 1.0, text_size: float = 1.0) -> float:
    """The scale of all text and spacing on the menu screens: the UI scale setting times the
    window's size relative to 1280x720 (square-rooted, so a large window shows larger text
    without it ballooning). Screens lower it further when their content would not fit
    (widgets.fit_layout)."""
    grow = min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])
    return ui_scale * text_size * max(1.0, grow) ** 0.5
