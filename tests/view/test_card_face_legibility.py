"""A table everyone can read: no text on a card below the type scale's MIN_PX at any size
the table draws cards, titles never broken inside a word, and a card too small for its
rules text showing less (its keywords or none of it) rather than smaller text."""
from __future__ import annotations

import pygame
import pytest

from simulator.core.table import CardFace
from simulator.games.registry import get_game
from simulator.view.style.fonts import MIN_PX, record_text, stop_recording
from simulator.view.table import cards
from simulator.view.table import face_layout as face_layout_module
from simulator.view.table.cardtext import ELLIPSIS, fit_text, fit_title, keyword_line
from simulator.view.table.cards import CardNode, face_layout, render_back, render_face
from simulator.view.table.layout import Layout, cascade, place

from .test_card_faces import GAMES, WINDOWS, _zoom_sizes


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def table_card_sizes(game: str, window: tuple[int, int]) -> set[tuple[int, int]]:
    """Every card size the table draws at `window`, for every seat count: each zone's cards
    (rows and fans holding 1 to 14, grids as they fill, the stack's cascade) and the smaller
    cards attached to a card on a board (equipment at 62%)."""
    spec = get_game(game)
    sizes: set[tuple[int, int]] = set()
    for seats in range(spec.min_seats, spec.max_seats + 1):
        layout = Layout.load(game, window, seats, 0)
        keys = list(layout.data["common"]) + [f"{name}@{s}" for s in range(seats)
                                              for name in layout.sides[layout.side_of(s)]]
        for key in keys:
            zone = layout.zone(key)
            if zone is None or zone.style in ("caption", "button", "box"):
                continue
            counts = range(1, 15) if zone.style in ("grid", "row", "fan", "cascade") else [1]
            for n in counts:
                for i in {0, n - 1}:
                    x, y, w, h = cascade(zone, n, i) if zone.style == "cascade" else place(zone, n, i)
                    sizes.add((w, h))
                    if zone.style == "row" and key.startswith(("board", "row")):
                        sizes.add((int(w * 0.62), int(h * 0.62)))
    return sizes


def _faces(game: str) -> list[CardFace]:
    return get_game(game).table().pool_faces()


def _with_current_values(face: CardFace) -> CardFace:
    """The face as a card in play might show it: numbers changed, text lost, states."""
    from dataclasses import replace
    changes: dict = {"states": ("Exhausted", "Frozen (2 turns)", "2 +1 counters"), "text_lost": "Silenced"}
    if face.cost:
        changes.update(cost="12", printed_cost=face.cost)
    if face.corner:
        changes.update(corner="/".join("10" for _ in face.corner.split("/")), printed_corner=face.corner)
    return replace(face, **changes)


def _forget_drawn_faces() -> None:
    cards._faces.clear()
    face_layout_module._layouts.clear()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
def test_no_card_text_is_smaller_than_the_minimum(game, window):
    """Every face of the game's pool, printed and as a changed card in play, and every
    back, at every size the table draws cards: every text drawn is at least MIN_PX."""
    sizes = sorted(table_card_sizes(game, window) | set(_zoom_sizes()))
    small: list[tuple[str, int, tuple[int, int]]] = []
    at: list[tuple[int, int]] = [(0, 0)]

    def record(font, text, _surface):
        if font.px < MIN_PX:
            small.append((text, font.px, at[0]))

    _forget_drawn_faces()
    faces = _faces(game)
    changed = [_with_current_values(f) for f in faces[::7]]
    record_text(record)
    try:
        for w, h in sizes:
            at[0] = (w, h)
            for face in faces + changed:
                render_face(face, w, h)
            for back in {f.back for f in faces}:
                render_back(back, w, h)
    finally:
        stop_recording(record)
        _forget_drawn_faces()
    assert not small, f"{len(small)} texts below {MIN_PX}px, e.g. {small[:5]}"


def joined(lines: list[str]) -> str:
    """Lines read as one text: a line ending in a word's own hyphen runs on into the next."""
    shown = ""
    for line in lines:
        shown += line if shown.endswith("-") or not shown else " " + line
    return shown


def _title_ok(title: str, lines: list[str]) -> bool:
    """The lines are the title's first whole words in order (a line may end after a
    hyphen the title has), the last ending in "…" when words are left out."""
    if not lines:
        return True
    shown = joined(lines)
    if shown.endswith(ELLIPSIS):
        kept = shown[:-1].split()
        words = title.split()
        prefix = words[:len(kept)]
        # a cut may drop a separator before "…" ("Kaleb," -> "Kaleb") or end after a hyphen
        return kept[:-1] == prefix[:-1] and bool(kept) and (
            kept[-1] == prefix[-1] or prefix[-1].startswith(kept[-1]) and
            prefix[-1][len(kept[-1])] in ",;:-\u00b7")
    return shown == " ".join(title.split())


@pytest.mark.parametrize("game", GAMES)
def test_titles_never_break_inside_a_word(game):
    sizes = set()
    for window in WINDOWS:
        sizes |= table_card_sizes(game, window)
    for face in _faces(game):
        for w, h in sizes:
            lay = face_layout(face, w, h)
            if lay.title is None:
                continue
            assert _title_ok(face.title, lay.title.lines), (face.title, (w, h), lay.title.lines)
            assert lay.title.size >= MIN_PX
            band = lay.spots.band
            f = lay.title.font
            assert all(f.size(line)[0] <= band.w for line in lay.title.lines), (face.title, (w, h))
            assert len(lay.title.lines) * f.get_linesize() <= band.h + 2, (face.title, (w, h))


def test_a_long_title_wraps_at_words_then_shortens_at_a_word():
    assert fit_title("Augmented Form", 60, 30).lines == ["Augmented", "Form"]
    shortened = fit_title("Crystal Command Andromeda", 60, 14, max_lines=1)
    assert not shortened.fits and shortened.lines == ["Crystal…"]
    assert fit_title("Knight-Chancellor Siraf", 70, 45, max_lines=3).lines == ["Knight-", "Chancellor", "Siraf"]
    nothing = fit_title("Juggernaut", 30, 14, max_lines=1)
    assert nothing.lines == [] and not nothing.fits


def test_rules_text_too_long_for_a_small_card_shows_its_keywords_or_nothing():
    long = "Flying, Aegis\nSummon: Draw two cards, then discard a card unless you have a unit with Flying."
    assert keyword_line(long) == "Flying, Aegis"
    small = fit_text(long, 80, 30, 11, MIN_PX)
    assert not small.fits and small.lines == ["Flying, Aegis"] and small.size >= MIN_PX
    assert keyword_line("Summon: Draw a card.") == ""
    plain = fit_text("Summon: Draw two cards, then discard a card unless you have a unit.", 80, 30, 11, MIN_PX)
    assert not plain.fits and plain.lines == []
    whole = fit_text(long, 200, 200, 14, MIN_PX)
    assert whole.fits and joined(whole.lines).split() == long.split()


@pytest.mark.parametrize("game", GAMES)
def test_rules_text_on_a_card_in_play_is_whole_its_keywords_or_none(game):
    sizes = table_card_sizes(game, (1280, 720)) | table_card_sizes(game, (1920, 1080))
    for face in _faces(game):
        for w, h in sizes:
            lay = face_layout(face, w, h)
            if lay.text is None:
                continue
            shown = joined(lay.text.lines).split()
            assert lay.text.size >= MIN_PX
            if lay.text.fits:
                assert shown == face.text.split(), (face.title, (w, h))
            else:
                assert shown in ([], keyword_line(face.text).split()), (face.title, (w, h), lay.text.lines)


def test_a_card_node_draws_its_note_and_numbers_no_smaller_than_the_minimum():
    face = next(f for f in _faces("wonders") if f.cost and f.corner)
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    small: list[tuple[str, int]] = []

    def record(font, text, _surface):
        if font.px < MIN_PX:
            small.append((text, font.px))

    record_text(record)
    try:
        for w, h in ((23, 33), (41, 57), (53, 75), (87, 121)):
            for badge, note in (("+2 \u25c8 \u2691", True), ("7", False), ("\u00d72 Melee", False), ("12", False)):
                node = CardNode(1, face, "wonders", w, h)
                node.x, node.y = 100, 100
                node.badge, node.badge_note = badge, note
                node.paint(surface)
    finally:
        stop_recording(record)
    assert not small, small[:5]


@pytest.mark.parametrize("game", GAMES)
def test_the_numbers_and_their_marks_stay_on_the_card(game):
    """Printed or changed, at every size the table draws cards: the numbers, their change
    marks and the pips are drawn inside the face, never cut off by its edge."""
    from simulator.view.table.cards import number_rects
    sizes = table_card_sizes(game, (1280, 720)) | table_card_sizes(game, (1920, 1080))
    faces = _faces(game)
    for face in faces + [_with_current_values(f) for f in faces[::5]]:
        for w, h in sizes:
            card = pygame.Rect(0, 0, w, h)
            for r in number_rects(face, w, h):
                assert card.contains(r), (face.title, face.cost, face.corner, (w, h), r)
