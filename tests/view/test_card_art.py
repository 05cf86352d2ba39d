"""Generated card art tells cards apart (issue 28, item 7).

Every card of every registered game's pool gets its own illustration, the same on every
run and in every process; no two cards with different names share a picture, and their
16x16 thumbnails differ clearly; the player's (or the official) pictures still win. A sheet
of 30 pictures per game is written to out/screenshots/art-sheet-<game>.png for people to
look at."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from simulator.core.table import CardFace
from simulator.games.registry import game_names, get_game
from simulator.view.table import art
from simulator.view.table.art_motifs import EMBLEMS, KEYWORD_EMBLEMS, MAX_EMBLEMS, SYMBOLS, keyword_emblems
from simulator.view.table.cards import render_face
from simulator.view.table.face_layout import spots

from .pilot import SHOTS

ART_W, ART_H = 120, 68        # the art box of a 140 x 196 face, a card on the table
THUMB = 16
MIN_THUMB_DIFFERENCE = 7.0    # mean absolute difference of two thumbnails, 0-255 per channel
SHEET_CARDS = 30


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _distinct_faces(game: str) -> list[CardFace]:
    """A game's pool faces, one per name (copies of a card share a name)."""
    seen: dict[str, CardFace] = {}
    for face in get_game(game).table().pool_faces():
        seen.setdefault(face.title, face)
    return list(seen.values())


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


def _difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean absolute difference of two same-size pictures (0-255 per channel)."""
    d = a.copy()
    d.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    e = b.copy()
    e.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d.blit(e, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    c = pygame.transform.average_color(d)
    return (c[0] + c[1] + c[2]) / 3


def _sheet(game: str, faces: list[CardFace]) -> None:
    """30 of a game's pictures, spread over its pool, in a grid of 6 columns."""
    step = max(1, len(faces) // SHEET_CARDS)
    picked = faces[::step][:SHEET_CARDS]
    w, h, gap = 180, 100, 6
    sheet = pygame.Surface((6 * (w + gap) + gap, 5 * (h + gap) + gap))
    sheet.fill((30, 30, 34))
    for i, face in enumerate(picked):
        sheet.blit(art.card_art(face, w, h), (gap + (i % 6) * (w + gap), gap + (i // 6) * (h + gap)))
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(SHOTS / f"art-sheet-{game}.png"))


@pytest.mark.parametrize("game", game_names())
def test_every_card_of_a_pool_has_a_picture_of_its_own(game):
    art.clear_cache()
    faces = _distinct_faces(game)
    assert len(faces) > 1
    pictures = [art.card_art(f, ART_W, ART_H) for f in faces]
    by_pixels: dict[bytes, str] = {}
    for face, pic in zip(faces, pictures):
        twin = by_pixels.setdefault(_pixels(pic), face.title)
        assert twin == face.title, f"{face.title} and {twin} have the same picture"
    thumbs = [pygame.transform.smoothscale(p, (THUMB, THUMB)) for p in pictures]
    closest = min((_difference(thumbs[i], thumbs[j]), faces[i].title, faces[j].title)
                  for i in range(len(faces)) for j in range(i + 1, len(faces)))
    assert closest[0] >= MIN_THUMB_DIFFERENCE, f"{closest[1]} and {closest[2]} look alike: {closest[0]:.1f}"
    _sheet(game, faces)


@pytest.mark.parametrize("game", game_names())
def test_a_card_is_drawn_the_same_every_time(game):
    faces = _distinct_faces(game)[::7]
    first = [_pixels(art.generated_art(f, ART_W, ART_H)) for f in faces]
    art.clear_cache()
    assert [_pixels(art.card_art(f, ART_W, ART_H)) for f in faces] == first
    assert [_pixels(art.generated_art(f, ART_W, ART_H)) for f in faces] == first


def test_copies_of_a_card_look_the_same_and_the_picture_is_cached():
    faces = get_game("krieg").table().pool_faces()
    knights = [f for f in faces if f.title == "Knight"]
    assert len({f.card_id for f in knights}) > 1
    assert len({_pixels(art.generated_art(f, 90, 50)) for f in knights}) == 1
    assert art.card_art(knights[0], 90, 50) is art.card_art(knights[0], 90, 50)


_DIGEST = """
import hashlib, os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
from simulator.games.registry import game_names, get_game
from simulator.view.table import art
h = hashlib.sha256()
for game in game_names():
    for face in get_game(game).table().pool_faces()[:12]:
        h.update(pygame.image.tobytes(art.generated_art(face, 64, 40), "RGB"))
print(h.hexdigest())
"""


def test_pictures_do_not_change_between_runs():
    """The seed is hashlib's, not the per-process salted hash(): two processes with
    different hash seeds draw the same pictures as this one."""
    here = hashlib.sha256()
    for game in game_names():
        for face in get_game(game).table().pool_faces()[:12]:
            here.update(_pixels(art.generated_art(face, 64, 40)))
    root = Path(__file__).resolve().parents[2]
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(root)}
        out = subprocess.run([sys.executable, "-c", _DIGEST], env=env, cwd=root, capture_output=True,
                             text=True, timeout=120, check=True)
        assert out.stdout.split()[-1] == here.hexdigest()


def _face(**changes) -> CardFace:
    base = dict(title="Test Drake", kind="Unit · Dragon", stat="", text="", colour=(170, 58, 44), icon="U",
                back="unit", game="testgame", card_id="test_drake", art="wing")
    base.update(changes)
    return CardFace(**base)


def test_keywords_of_the_text_become_emblems():
    assert keyword_emblems("Flying. Deadly") == ("wings", "skull")
    assert keyword_emblems("flying, Flight, charge, aegis, lifesteal") == ("wings", "bolt", "shield")[:MAX_EMBLEMS]
    assert keyword_emblems("No ability.") == ()
    assert set(KEYWORD_EMBLEMS.values()) <= set(EMBLEMS)
    plain, flying = _face(), _face(text="Flying")
    a, b = art.generated_art(plain, 200, 110), art.generated_art(flying, 200, 110)
    corner = pygame.Rect(200 - 40, 0, 40, 40)
    assert _pixels(a.subsurface(corner)) != _pixels(b.subsurface(corner))     # the emblem, top right
    middle = pygame.Rect(40, 40, 100, 60)
    assert _pixels(a.subsurface(middle)) == _pixels(b.subsurface(middle))     # the same scene


@pytest.mark.parametrize("symbol", sorted(SYMBOLS) + ["unknown"])
def test_every_symbol_and_size_draws(symbol):
    face = _face(art=symbol, text="Flying, Charge, Lifesteal")
    for w, h in ((1, 1), (5, 3), (28, 40), (60, 40), (330, 180), (700, 400)):
        surf = art.generated_art(face, w, h)
        assert surf.get_size() == (w, h)


def _png(path: Path, colour: tuple[int, int, int]) -> None:
    surf = pygame.Surface((40, 30))
    surf.fill(colour)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


@pytest.mark.parametrize("game", game_names())
def test_a_picture_in_the_art_folder_wins_over_the_generated_art(game, tabletop_home):
    """`tabletop images` puts official pictures in the art folder, where the player's own
    go too: any picture there is drawn instead of the generated art, on the face too."""
    art.clear_cache()
    face = _distinct_faces(game)[3]
    generated = art.card_art(face, 100, 60)
    _png(tabletop_home / "art" / game / f"{art.slug(face.card_id)}.png", (250, 0, 250))
    art.clear_cache()
    picture = art.card_art(face, 100, 60)
    assert picture.get_at((50, 30))[:3] == (250, 0, 250) and _pixels(picture) != _pixels(generated)
    surf = render_face(face, 140, 196)
    assert surf.get_at(spots(140, 196).art.center)[:3] == (250, 0, 250)
