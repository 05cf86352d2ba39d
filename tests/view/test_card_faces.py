"""Card faces designed for overlap and small sizes, the large preview, and card art.

Every card of every registered game is rendered at the sizes the table uses, from a
720p board row to the 1080p preview; the numbers sit in the part of a card that stays
visible when a hand fans; titles are whole where cards are played in a large window; no raw "{X}"
markup is drawn; generated art is deterministic; the player's own pictures are used and a
broken one falls back."""
from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

import pygame
import pytest

from simulator.core.table import SYMBOL, CardFace, TableDescription, parse_symbols
from simulator.games.registry import game_names, get_game
from simulator.view.table import art
from simulator.view.table.cards import (TITLE_MIN, face_layout, fit_title, number_rects, render_face, spots)
from simulator.view.table.layout import Layout, has_layout, place

GAMES = [g for g in game_names() if has_layout(g)]
WINDOWS = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _table(game: str) -> TableDescription:
    return get_game(game).table()


def _faces(game: str) -> list[CardFace]:
    faces = _table(game).pool_faces()
    assert faces, f"{game} shows no cards"
    return faces


def _zoom_sizes() -> list[tuple[int, int]]:
    """The hover preview's sizes (hud.Zoom): 46% of the window height, at UI scale 1 and 1.5."""
    out = []
    for _w, h in WINDOWS:
        for scale in (1.0, 1.5):
            zh = min(int(h * 0.46 * scale), h - 16)
            out.append((int(zh * 0.71), zh))
    return out


def _play_sizes(game: str, window: tuple[int, int], own: bool = False) -> set[tuple[int, int]]:
    """Face-up card sizes in the rows, boards and the player's hand, for every seat count
    (own: the player's own rows and hand only)."""
    spec = get_game(game)
    sizes = set()
    for seats in range(spec.min_seats, spec.max_seats + 1):
        layout = Layout.load(game, window, seats, 0)
        for s in range(1 if own else seats):
            for name in layout.sides[layout.side_of(s)]:
                zone = layout.zone(f"{name}@{s}")
                if zone is None or zone.style not in ("row", "fan"):
                    continue
                if name.startswith(("row", "board")) or (name == "hand" and s == 0):
                    sizes.add(place(zone, 1, 0)[2:])
    return sizes


@pytest.mark.parametrize("game", GAMES)
def test_every_card_renders_small_and_large(game):
    sizes = [(28, 40), (41, 58), (49, 69), (76, 106), (93, 131), (140, 196)] + _zoom_sizes()
    for face in _faces(game):
        for w, h in sizes:
            surf = render_face(face, w, h)
            assert surf.get_size() == (w, h)


@pytest.mark.parametrize("game", GAMES)
def test_faces_of_a_shown_observation_match_the_pool(game):
    spec = get_game(game)
    match = spec.new_match(3, spec.min_seats)
    table = spec.table()
    scene = table.scene(match.observation(0))
    pool = {(f.game, f.card_id): f for f in table.pool_faces()}
    shown = [s.card for zone in scene.zones.values() for s in zone if s.face_up and s.card >= 0]
    assert shown
    for card in shown:
        face = table.face(card)
        assert pool[(face.game, face.card_id)] == face
        assert face.game == game and face.card_id and face.art


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
def test_the_numbers_stay_visible_in_a_fanned_hand_of_fourteen(game, window):
    layout = Layout.load(game, window, 2, 0)
    zone = layout.zone("hand@0")
    assert zone is not None and zone.style == "fan"
    cards = [place(zone, 14, i) for i in range(14)]
    strip = min(b[0] - a[0] for a, b in zip(cards, cards[1:]))   # what the next card leaves visible
    w, h = cards[0][2:]
    numbered = 0
    for face in _faces(game):
        rects = number_rects(face, w, h)
        numbered += bool(rects)
        for r in rects:
            assert r.right <= strip and r.bottom <= h, f"{face.title}: {r} outside the visible {strip}px strip"
        if face.corner or face.cost:
            assert rects, f"{face.title} shows no number"
    assert numbered


@pytest.mark.parametrize("game", GAMES)
def test_the_strength_or_cost_is_drawn_in_the_visible_strip(game):
    """Pixels, not geometry: the left strip of a card holds its number's medallion."""
    face = next(f for f in _faces(game) if f.cost or f.corner)
    surf = render_face(face, 93, 131)
    med = spots(93, 131).medallion
    gold = surf.get_at(med.center)
    assert gold[:3] != surf.get_at((med.centerx + 40, med.centery))[:3]


@pytest.mark.parametrize("game", GAMES)
def test_the_longest_titles_are_whole_where_cards_are_played_in_a_large_window(game):
    """At 1920x1080 every one of the longest titles is shown whole on the player's own hand
    and rows (smaller cards, such as other seats' rows at four seats or any row at 1280x720,
    shorten a few at a word boundary rather than draw below MIN_PX: see
    test_card_face_legibility.test_titles_never_break_inside_a_word)."""
    faces = _faces(game)
    titles = sorted({f.title for f in faces}, key=len)[-12:]
    sizes = _play_sizes(game, (1920, 1080), own=True)
    assert sizes
    for w, h in sorted(sizes):
        for title in titles:
            face = next(f for f in faces if f.title == title)
            lay = face_layout(face, w, h)
            if lay.title is None:
                continue
            band = lay.spots.band
            assert lay.title.fits, f"'{title}' is cut at {w}x{h}: {lay.title.lines}"
            assert lay.title.size >= TITLE_MIN
            f = lay.title.font
            assert all(f.size(line)[0] <= band.w for line in lay.title.lines)
            assert len(lay.title.lines) * f.get_linesize() <= band.h + 2
            shown = "".join(lay.title.lines).replace(" ", "")
            assert shown == title.replace(" ", "")


def test_a_title_wraps_to_two_lines_before_it_shrinks_below_the_minimum():
    pygame.font.init()
    one = fit_title("Juggernaut", 120, 30)
    assert one.lines == ["Juggernaut"] and one.size > TITLE_MIN
    two = fit_title("Awakened Student", 70, 24)
    assert two.lines == ["Awakened", "Student"] and two.size >= TITLE_MIN and two.fits


@pytest.mark.parametrize("game", GAMES)
def test_the_preview_shows_every_card_whole(game):
    for w, h in _zoom_sizes():
        for face in _faces(game):
            lay = face_layout(face, w, h)
            assert lay.spots.tier == "full"
            assert lay.title is not None and lay.title.fits, (face.title, w, h)
            assert lay.kind is not None and lay.kind.fits, (face.kind, w, h)
            assert lay.text is not None and lay.text.fits, (face.title, w, h, lay.text.lines)
            assert lay.text_rect is not None
            f = lay.text.font
            assert len(lay.text.lines) * f.get_linesize() <= lay.text_rect.h
            assert all(f.size(line)[0] <= lay.text_rect.w for line in lay.text.lines)
            words = "".join(line if line.endswith("-") else line + " " for line in lay.text.lines).split()
            assert words == face.text.split(), face.title


@pytest.mark.parametrize("game", GAMES)
def test_no_raw_markup_is_drawn(game):
    for face in _faces(game):
        for text in (face.title, face.kind, face.text):
            assert "{" not in text and "}" not in text, face.title
        assert face.text.count(SYMBOL) == len(face.symbols)
        lay = face_layout(face, *_zoom_sizes()[0])
        assert lay.text is not None
        assert not any("{" in line or "}" in line for line in lay.text.lines)


def test_markup_becomes_pips():
    red, green = (200, 0, 0), (0, 200, 0)
    text, pips = parse_symbols("Gain {F}{J}. Pay {X}.", {"F": red, "J": green})
    assert text == f"Gain {SYMBOL}{SYMBOL}. Pay X." and pips == (red, green)


def test_eternal_influence_is_pips_and_attack_health_a_corner():
    faces = {f.title: f for f in _faces("eternal")}
    rolant = faces["Rolant's Honor Guard"]
    assert len(rolant.pips) == 3 and len(set(rolant.pips)) == 1
    assert rolant.cost and "/" in rolant.corner
    assert "Justice" not in rolant.kind and "J3" not in rolant.kind
    banner = faces["Combrei Banner"]
    assert len(banner.symbols) == 2 and "{" not in banner.text


# -- art -----------------------------------------------------------------------------------------------
def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_generated_art_is_deterministic_and_differs_between_cards():
    art.clear_cache()
    faces = _faces("krieg")[:6] + _faces("eternal")[:6]
    first = [_pixels(art.generated_art(f, 120, 80)) for f in faces]
    art.clear_cache()
    again = [_pixels(art.card_art(f, 120, 80)) for f in faces]
    assert first == again
    assert len(set(first)) == len(first)


def _png(path: Path, size: tuple[int, int], colour: tuple[int, int, int]) -> None:
    surf = pygame.Surface(size)
    surf.fill(colour)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def _centre(surf: pygame.Surface) -> tuple[int, int, int]:
    c = surf.get_at((surf.get_width() // 2, surf.get_height() // 2))
    return (c[0], c[1], c[2])


def test_a_picture_in_the_art_folder_is_used(tabletop_home):
    art.clear_cache()
    faces = _faces("krieg")
    by_id, by_name = faces[0], next(f for f in faces if f.title != faces[0].title)
    folder = tabletop_home / "art" / "krieg"
    assert art.art_dir("krieg") == folder
    _png(folder / f"{by_id.card_id}.png", (64, 48), (250, 0, 250))
    _png(folder / f"{by_name.title.upper()}.JPG", (30, 90), (0, 250, 250))
    assert _centre(art.card_art(by_id, 100, 70)) == (250, 0, 250)
    got = _centre(art.card_art(by_name, 100, 70))
    assert abs(got[0] - 0) < 12 and abs(got[1] - 250) < 12 and abs(got[2] - 250) < 12   # JPEG is lossy
    surf = render_face(by_id, 140, 196)
    assert surf.get_at(spots(140, 196).art.center)[:3] == (250, 0, 250)


def _png_header(w: int, h: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk + struct.pack(">I", zlib.crc32(chunk))


@pytest.mark.parametrize("content", ["garbage", "truncated", "huge_dimensions", "too_many_bytes", "folder"])
def test_a_broken_picture_falls_back_to_the_generated_art(tabletop_home, content):
    art.clear_cache()
    face = _faces("eternal")[7]
    path = tabletop_home / "art" / "eternal" / f"{face.card_id}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    if content == "garbage":
        path.write_bytes(os.urandom(300))
    elif content == "truncated":
        _png(path, (50, 50), (10, 200, 10))
        path.write_bytes(path.read_bytes()[:60])
    elif content == "huge_dimensions":
        path.write_bytes(_png_header(40000, 40000) + b"\0" * 100)
    elif content == "too_many_bytes":
        with open(path, "wb") as fh:
            fh.truncate(art.MAX_BYTES + 1)
    else:
        path.mkdir()
    expected = _pixels(art.generated_art(face, 90, 60))
    assert _pixels(art.card_art(face, 90, 60)) == expected
    render_face(face, 140, 196)      # and the face draws


def test_image_sizes_are_read_from_headers():
    assert art.image_size(_png_header(300, 200)) == (300, 200)
    assert art.image_size(b"GIF89a") is None
    jpeg = b"\xff\xd8" + b"\xff\xe0" + struct.pack(">H", 4) + b"\0\0" + b"\xff\xc0" + struct.pack(">HBHH", 11, 8, 120, 160)
    assert art.image_size(jpeg) == (160, 120)


def test_hovering_a_unit_on_the_field_shows_why_it_has_its_number():
    """Three 2-strength units: two pair up and one stays single (002 Adjacency); the hover
    preview lists the steps the table description gives for the hovered unit."""
    from simulator.core.saves import Seat
    from simulator.view.scenes.table import TableScene
    from simulator.view.session.game import GameSession
    from simulator.view.table.view import HOVER_DELAY

    from ..games.krieg.helpers import IDX, MELEE, table
    from .pilot import Pilot

    match = table(rows={(0, MELEE): ["Knight", "Knight3", "Knight4"]})
    pilot = Pilot(size=(1280, 720))
    scene = TableScene(pilot.app, GameSession(match, [Seat("human", "Ada"), Seat("human", "Bo")], None,
                                              pilot.app.bot_worker))
    pilot.app.switch(scene)
    pilot.frames(3)
    card = IDX["Knight"]
    want = scene.table.explain(card)
    assert want and want[-1].startswith("= ")
    pilot.move(scene.view.cards[card].world_rect().center)
    pilot.seconds(HOVER_DELAY + 0.2)
    assert scene.view.zoom.face is not None and scene.view.zoom.lines == want
    pilot.close()
