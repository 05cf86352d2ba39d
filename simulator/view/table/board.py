"""The static table picture: the felt, the rows with their titles, each zone's box, and every
zone's label, in a band at the top of its box above the zone's cards, so no card ever covers
it. A pile a seat owns says whose it is ("Your Deck", "Bot 2's Market"); a shared place
(the stack) says what it is. The layout reserves the bands (Layout.reserve_label), so
cards are placed under them."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..style import theme
from ..style.fonts import MIN_PX, font, wrap
from .layout import Layout

UNDRAWN = ("caption", "button", "box")     # zone styles the board draws no card box for
LABEL_LINES = 2                            # a label wraps onto at most this many lines
LABEL_PAD = 2                              # pixels between a label and the box's edge


def short_name(name: str) -> str:
    """A seat's name without its bot level ("Bot 2 — Normal" -> "Bot 2")."""
    return name.split(" — ")[0].strip() or name


def owned(label: str, seat: int, viewer: int | None, names: Sequence[str]) -> str:
    """A seat's pile named with its owner: "Your Deck" for the viewer (and for a seat whose
    person is called "You", seen by someone else: a replay, hot-seat), "Bot 2's Deck"."""
    name = short_name(names[seat]) if seat < len(names) else f"Player {seat + 1}"
    if seat == viewer or name.casefold() == "you":
        return f"Your {label}"
    return f"{name}'s {label}" if not name.endswith("s") else f"{name}' {label}"


def zone_labels(layout: Layout, seats: int, viewer: int | None, names: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Every labelled zone's words, in full and bare: the layout's "labels" (shared places,
    by key) and its "side_labels" (each seat's piles, by name; in full with their owners)."""
    out: dict[str, tuple[str, str]] = {}
    side_labels: dict[str, str] = layout.data.get("side_labels", {})
    for s in range(seats):
        for name in layout.sides[layout.side_of(s)]:
            label = side_labels.get(name)
            spec = layout.spec(f"{name}@{s}")
            if label and spec.get("style") not in UNDRAWN and name not in ("hand", "info", "player"):
                out[f"{name}@{s}"] = (owned(label, s, viewer, names), label)
    for key, label in layout.labels.items():
        if layout.spec(key):
            out[key] = (label, label)
    return out


def choose_labels(layout: Layout, labels: dict[str, tuple[str, str]]) -> tuple[dict[str, str], dict[str, str]]:
    """What each zone's band says, and the tips for the zones whose band cannot say it all:
    the full label where it fits its box at fonts.MIN_PX, else the bare one (its owner in a
    tip on hover), else none (all of it in the tip): a label is never cut to letters."""
    shown: dict[str, str] = {}
    tips: dict[str, str] = {}
    line_h = font(MIN_PX).get_linesize()
    for key, (full, bare) in labels.items():
        box = layout.rect(layout.spec(key)["rect"])
        if _fits(full, box, MIN_PX, line_h):
            shown[key] = full
        elif _fits(bare, box, MIN_PX, line_h):
            shown[key], tips[key] = bare, full
        else:
            tips[key] = full
    return shown, tips


def label_lines(text: str, width: int, size: int) -> list[str]:
    """A label's lines at `size` within `width`: wrapped at word boundaries, at most
    LABEL_LINES (the last cut at a word with "…" when it still does not fit)."""
    f = font(size)
    lines = wrap(text, f, max(8, width))
    if len(lines) > LABEL_LINES:
        lines = lines[:LABEL_LINES]
        lines[-1] = lines[-1] + "…"
    return lines


BAND_SHARE = 0.34     # a label's band takes at most this share of its box's height


def label_size(layout: Layout, labels: dict[str, str], size: int) -> int:
    """The one size every zone label of the table is set in: `size` (the type scale's), or
    the largest smaller one, not below fonts.MIN_PX, at which each label fits its box in at
    most LABEL_LINES lines within BAND_SHARE of its height (one size: a screen's labels
    never shrink to different sizes)."""
    for s in range(max(size, MIN_PX), MIN_PX - 1, -1):
        line_h = font(s).get_linesize()
        if all(_fits(text, layout.rect(layout.spec(key)["rect"]), s, line_h) for key, text in labels.items()):
            return s
    return MIN_PX


def _fits(text: str, box: pygame.Rect, size: int, line_h: int) -> bool:
    lines = wrap(text, font(size), max(8, box.w - 2 * LABEL_PAD - 2))
    return len(lines) <= LABEL_LINES and len(lines) * line_h + LABEL_PAD <= box.h * BAND_SHARE \
        and all(font(size).size(line)[0] <= box.w - 2 * LABEL_PAD - 2 for line in lines)


def reserve_labels(layout: Layout, labels: dict[str, str], size: int) -> tuple[dict[str, list[str]], int]:
    """Fit each label (choose_labels' shown ones) to its zone's width at one size
    (label_size) and reserve its band in the layout; returns the lines of each label and
    the size."""
    size = label_size(layout, labels, size)
    out: dict[str, list[str]] = {}
    line_h = font(size).get_linesize()
    for key, text in labels.items():
        spec = layout.spec(key)
        full = layout.rect(spec["rect"])
        lines = label_lines(text, full.w - 2 * LABEL_PAD - 2, size)
        out[key] = lines
        layout.reserve_label(key, len(lines) * line_h + LABEL_PAD)
    return out, size


def draw_board(surf: pygame.Surface, layout: Layout, seats: int, viewer: int, hidden: frozenset[str],
               labels: dict[str, list[str]], label_px: int, title_px: int) -> None:
    """Paint the static table: felt, decorative boxes, rows (titles at `title_px`), zone
    boxes and their labels (at `label_px`)."""
    surf.fill(theme.BG)
    board = layout.common_rect("board")
    pygame.draw.rect(surf, theme.FELT, board, border_radius=18)
    pygame.draw.rect(surf, theme.FELT_DARK, board, 4, border_radius=18)
    _draw_boxes(surf, layout, hidden)
    titles = layout.data.get("row_titles", [])
    title_font = font(title_px, "bold")
    for s in range(seats):
        for r, title in enumerate(titles):
            zone = layout.zone(f"row{r}@{s}")
            if zone is None:
                continue
            rr = zone.rect
            pygame.draw.rect(surf, theme.ROW_FILL, rr, border_radius=10)
            pygame.draw.rect(surf, theme.SEAT_COLOURS[s % 4] if s == viewer else theme.ROW_LINE, rr, 2, border_radius=10)
            img = title_font.render(title, True, theme.TEXT_DIM)
            left = rr.x - img.get_width() - 8
            surf.blit(img, (left if left > board.x + 4 else rr.x + 6, rr.y + 4))
        for name in layout.sides[layout.side_of(s)]:
            key = f"{name}@{s}"
            if name in ("hand", "info", "player") or name.startswith("row") or layout.spec(key).get("style") in UNDRAWN:
                continue
            zone = layout.zone(key)
            if zone is None or key in hidden:
                continue
            on_board = board.contains(zone.frame)
            fill = theme.ROW_FILL if on_board else (26, 34, 40)
            line = theme.SEAT_COLOURS[s % 4] if on_board and s == viewer else (theme.ROW_LINE if on_board else theme.PANEL_LINE)
            pygame.draw.rect(surf, fill, zone.frame, border_radius=8)
            pygame.draw.rect(surf, line, zone.frame, 1 if not on_board else 2, border_radius=8)
    for key, lines in labels.items():
        zone = layout.zone(key)
        if zone is None or key in hidden:
            continue
        if "@" not in key:
            pygame.draw.rect(surf, (26, 32, 38), zone.frame, border_radius=8)
        f = font(label_px)
        y = zone.frame.y + LABEL_PAD
        for text in lines:
            img = f.render(text, True, theme.TEXT_DIM)
            surf.blit(img, (zone.frame.x + LABEL_PAD + 2, y))
            y += f.get_linesize()


def _draw_boxes(surf: pygame.Surface, layout: Layout, hidden: frozenset[str]) -> None:
    """The layout's decorative "box" zones the scene does not hide (a realm's frame, the
    highlight of the current one), under everything else, in the layout's colours."""
    for key in layout.keys_of_style("box"):
        zone = layout.zone(key)
        if zone is None or key in hidden:
            continue
        spec = layout.spec(key)
        radius = layout.px(spec.get("radius", 10))
        if spec.get("fill") is not None:
            pygame.draw.rect(surf, spec["fill"], zone.rect, border_radius=radius)
        if spec.get("line") is not None:
            pygame.draw.rect(surf, spec["line"], zone.rect, max(1, layout.px(spec.get("width", 2))), border_radius=radius)
