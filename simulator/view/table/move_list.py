"""A small panel of moves with their win chances: the hint's alternatives during play, and
a review's marked decision in the replay viewer (the class, the move made, the better moves,
the reason).

    panel = MoveList(view, "Hint", rows, note)          # rows: MoveRow values
    view.toast_at(panel)                                 # fades after reading time

Each row has a rank or a word ("1.", "played") before the move, so nothing is told by
colour alone; the bot's move is ringed in the legal colour and marked "bot's pick".
Pure drawing: the rows come from the worker's hint result (`hint_rows`) or from a verdict
(`review_rows`), both game-free.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...bots.analysis import Verdict
from ...bots.analysis_marks import MARK_SIGN
from ...core.actions import Action
from ..node import Node
from ..style import theme
from ..style.fonts import font, wrap

if TYPE_CHECKING:
    from .view import TableView

RGB = tuple[int, int, int]
PLAYED = (244, 114, 182)      # the move made, as move_marks.py rings it
MAX_WIDTH = 600               # reference pixels


@dataclass(frozen=True)
class MoveRow:
    """One line of the panel: a rank or word, the move in words, its win chance, a colour."""

    rank: str
    move: str
    chance: float | None
    colour: RGB


def percent(chance: float) -> str:
    """A win chance as a whole percentage."""
    return f"{round(max(0.0, min(1.0, chance)) * 100)}%"


def hint_rows(best: Action, chance: float | None, alternatives: Sequence[tuple[Action, float]],
              describe: Callable[[Action], str]) -> list[MoveRow]:
    """The hint's rows: the bot's move first, then the alternatives, numbered (a move worded
    like one before it, another copy of the same card, is left out; three rows at most)."""
    rows = [MoveRow("1.", describe(best) + " (bot's pick)", chance, theme.LEGAL)]
    seen = {describe(best)}
    for a, p in alternatives:
        words = describe(a)
        if words not in seen and len(rows) < 3:
            seen.add(words)
            rows.append(MoveRow(f"{len(rows) + 1}.", words, p, theme.TEXT))
    return rows


def review_title(verdict: Verdict, who: str) -> str:
    """A marked decision's title: "Mistake (?) by Alice"."""
    mark = verdict.mark or "Decision"
    sign = f" ({MARK_SIGN[verdict.mark]})" if verdict.mark else ""
    return f"{mark.capitalize()}{sign} by {who}"


def review_rows(verdict: Verdict) -> list[MoveRow]:
    """A verdict's rows: the move made with its chance, then the better moves, numbered."""
    rows = [MoveRow("played", verdict.played, verdict.win_after, PLAYED)]
    for i, alt in enumerate(verdict.alternatives, 1):
        tag = " (bot's pick)" if alt.action == verdict.best_action else ""
        rows.append(MoveRow(f"{i}.", alt.move + tag, alt.chance, theme.LEGAL if tag else theme.TEXT))
    return rows


def review_note(verdict: Verdict) -> str:
    """The reason line of a verdict ("" without one): what the bot's move gains."""
    return f"Why: the bot's pick {verdict.reason}." if verdict.reason else ""


class MoveList(Node):
    """The panel: a title, one row per move (rank, move, win chance), a note under them."""

    def __init__(self, view: TableView, title: str, rows: Sequence[MoveRow], note: str = "",
                 seconds: float | None = 12.0, z: int = 940, share: float = 1.0) -> None:
        self.title, self.rows, self.note = title, list(rows), note
        self.title_px, self.row_px, self.note_px = view.tpx("label"), view.tpx("body"), view.tpx("small")
        self.pad = max(8, view.layout.px(10))
        width = min(int(view.layout.px(MAX_WIDTH) * share), view.size[0] - 40)
        rf, tf = font(self.row_px), font(self.title_px, "bold")
        self.rank_w = max([rf.size(r.rank)[0] for r in self.rows] + [0]) + self.pad
        self.chance_w = rf.size("100%")[0] + self.pad
        text_w = width - 2 * self.pad - self.rank_w - self.chance_w
        self.lines = [wrap(r.move, rf, text_w, break_words=True)[:2] for r in self.rows]
        self.note_lines = wrap(note, font(self.note_px), width - 2 * self.pad, break_words=True)[:3] if note else []
        self.title_lines = wrap(title, tf, width - 2 * self.pad, break_words=True)[:2]
        used = max([tf.size(line)[0] + 2 * self.pad for line in self.title_lines]
                   + [self.rank_w + rf.size(line)[0] + self.chance_w + 2 * self.pad
                      for lines in self.lines for line in lines]
                   + [font(self.note_px).size(line)[0] + 2 * self.pad for line in self.note_lines])
        w = min(width, used)
        h = (self.pad + tf.get_linesize() * len(self.title_lines) + self.pad // 2 + sum(len(ls) for ls in self.lines) * rf.get_linesize()
             + self.pad // 2 * len(self.rows) + len(self.note_lines) * font(self.note_px).get_linesize() + self.pad)
        super().__init__(0, 0, w, h, z)
        self.left = seconds
        self.expired: Callable[[], bool] = lambda: False
        self.kind = ""               # "hint" or "review": a new panel of a kind replaces the old one

    def moving(self) -> bool:
        return self.left is not None

    def update(self, dt: float) -> None:
        if self.left is not None:
            self.left -= dt
        if (self.left is not None and self.left <= 0 or self.expired()) and self.parent is not None:
            self.parent.remove(self)

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=10)
        tf, rf, nf = font(self.title_px, "bold"), font(self.row_px), font(self.note_px)
        pad = self.pad
        y = r.y + pad
        for line in self.title_lines:
            surface.blit(tf.render(line, True, theme.ACCENT), (r.x + pad, y))
            y += tf.get_linesize()
        y += pad // 2
        for row, lines in zip(self.rows, self.lines):
            surface.blit(rf.render(row.rank, True, row.colour), (r.x + pad, y))
            if row.chance is not None:
                img = rf.render(percent(row.chance), True, row.colour)
                surface.blit(img, (r.right - pad - img.get_width(), y))
            for line in lines:
                surface.blit(rf.render(line, True, theme.TEXT), (r.x + pad + self.rank_w, y))
                y += rf.get_linesize()
            y += pad // 2
        for line in self.note_lines:
            surface.blit(nf.render(line, True, theme.TEXT_DIM), (r.x + pad, y))
            y += nf.get_linesize()


SHARES = (1.0, 0.85, 0.7)     # the panel's widths tried, as shares of MAX_WIDTH, until one finds room


def _place(view: TableView, make: Callable[[float], MoveList], kind: str, named: list[pygame.Rect]) -> MoveList:
    """Put a panel (made by `make` at a share of its full width) on the board near the
    banner where it covers no card, the banner, the seat panels, the zones' totals or what
    other screens put over the table (the retry strip), replacing one of its kind; narrower
    when that finds room; where none is left, near the banner clear of the cards it names."""
    from .button_spots import MARGIN, card_rects, clear_of

    for node in list(view.overlay.children):
        if isinstance(node, MoveList) and node.kind == kind:
            view.overlay.remove(node)
    banner = view.banner.box()
    board = view.layout.common_rect("board")
    keep = ([c.inflate(2 * MARGIN, 2 * MARGIN) for c in card_rects(view.cards.values())] + [banner.inflate(0, 8)]
            + [p.world_rect() for p in view.panels.values()] + _obstacles(view) + _badges(view))
    first: MoveList | None = None
    for share in SHARES:
        panel = make(share)
        first = first or panel
        w, h = int(panel.w), int(panel.h)
        xs = sorted(range(board.x + MARGIN, board.right - MARGIN - w + 1, 12),
                    key=lambda x: abs(x + w // 2 - banner.centerx))
        below, above = banner.bottom + 6, banner.y - 6 - h
        for d in range(0, board.h, 8):
            for y in (above - d, below + d):
                for x in xs:
                    rect = pygame.Rect(x, y, w, h)
                    if board.contains(rect) and clear_of(rect, keep):
                        return _put(view, panel, kind, (x, y))
    assert first is not None
    spot = view.clear_spot((banner.centerx, banner.y), int(first.w), int(first.h), named + [banner] + _obstacles(view))
    return _put(view, first, kind, spot)


def _put(view: TableView, panel: MoveList, kind: str, at: tuple[int, int]) -> MoveList:
    panel.kind = kind
    panel.x, panel.y = at
    view.toast_at(panel)
    return panel


def _badges(view: TableView) -> list[pygame.Rect]:
    """Where the table writes over its zones (table/badges.py): each zone's total in a ring
    (beside the zone or inside its left end), its notes along its top, its pile count."""
    sc = view.scene_data
    if sc is None:
        return []
    d = 2 * view.tpx("label") + 16
    board = view.layout.common_rect("board")
    out = []
    for key, badges in sc.zone_badges.items():
        zone = view.layout.zone(key)
        if zone is None or not badges:
            continue
        r = zone.rect
        if zone.total_at is not None:
            centre = zone.total_at
        elif r.x - 60 > board.x:
            centre = (r.x - d // 2 - 6, r.centery + 6)
        else:
            centre = (r.x + d // 2 + 4, r.centery + 6)
        out.append(pygame.Rect(centre[0] - d // 2, centre[1] - d // 2, d, d))
        if len(badges) > 1:
            out.append(pygame.Rect(r.x, r.y, r.w, 4 + (len(badges) - 1) * (view.tpx("small") + 4)))
    for key in sc.counts:
        zone = view.layout.zone(key)
        if zone is not None:
            out.append(pygame.Rect(zone.rect.centerx - d, zone.rect.bottom - d // 2, 2 * d, d))
    return out


def _obstacles(view: TableView) -> list[pygame.Rect]:
    """What a panel should not cover: the overlay's and the HUD's smaller nodes (buttons,
    bars and panels other screens put over the table), looking one level into groups."""
    window = view.size[0] * view.size[1]
    out = []
    for layer in (view.overlay, view.hud):
        for node in layer.children:
            for n in (node.children if node.w * node.h == 0 else [node]):
                if n.visible and 0 < n.w * n.h < window * 0.4 and not isinstance(n, MoveList):
                    out.append(n.world_rect())
    return out


def show_hint(view: TableView, best: Action, chance: float | None, alternatives: Sequence[tuple[Action, float]],
              describe: Callable[[Action], str], still: Callable[[], bool]) -> MoveList:
    """The hint's panel on the table, near the banner and clear of the cards of the bot's
    move; it goes when `still()` turns False (a move was made) or after its reading time."""
    rows = hint_rows(best, chance, alternatives, describe)

    def make(share: float) -> MoveList:
        panel = MoveList(view, "Hint: the bot's moves and win chances", rows,
                         "Win chance: how often positions judged so are won.", share=share)
        panel.expired = lambda: not still()
        return panel
    return _place(view, make, "hint", [view.cards[c].world_rect() for c in (best.card, best.target) if c in view.cards])


def show_review(view: TableView, verdict: Verdict, who: str, accuracy: float | None,
                still: Callable[[], bool]) -> MoveList | None:
    """A marked decision's panel in the replay viewer (None for an unmarked one): the class,
    the move made and the better moves with their win chances, the reason, and the
    player's accuracy in this game; it goes when `still()` turns False (another step)."""
    if not verdict.mark:
        return None
    note = review_note(verdict)
    if accuracy is not None:
        note = (note + " " if note else "") + f"{who}'s accuracy this game: {accuracy:.0f}%."
    rows = [MoveRow(r.rank, view.text(r.move), r.chance, r.colour) for r in review_rows(verdict)]

    def make(share: float) -> MoveList:
        panel = MoveList(view, review_title(verdict, who), rows, note, seconds=None, share=share)
        panel.expired = lambda: not still()
        return panel
    cards = {c for a in (verdict.played_action, verdict.best_action) for c in (a.card, a.target)}
    return _place(view, make, "review", [view.cards[c].world_rect() for c in cards if c in view.cards])
