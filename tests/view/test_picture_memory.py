"""Card pictures take bounded memory however many cards are shown (issue 32 item 6): the
art caches are least-recently-used and bounded by bytes (view/table/picture_cache.py)."""
import pygame
import pytest

from simulator.games.registry import get_game
from simulator.view.table import art
from simulator.view.table.picture_cache import PictureCache, surface_bytes

LARGE = 2048          # the largest picture the table takes (core/pictures.MAX_SIDE)


@pytest.fixture(autouse=True)
def fresh_caches():
    pygame.display.init()
    art.clear_cache()
    yield
    art.clear_cache()


def test_the_least_recently_used_picture_leaves_first():
    cache: PictureCache[bytes] = PictureCache(30, len)
    cache.put("a", b"x" * 10)
    cache.put("b", b"x" * 10)
    cache.put("c", b"x" * 10)
    assert cache.get("a") == b"x" * 10          # a is now the most recently used
    cache.put("d", b"x" * 10)
    assert "b" not in cache and {"a", "c", "d"} == {k for k in "abcd" if k in cache}
    assert cache.bytes == 30 and cache.evictions == 1


def test_a_picture_larger_than_the_whole_budget_is_not_kept():
    cache: PictureCache[bytes] = PictureCache(30, len)
    cache.put("small", b"x" * 10)
    cache.put("huge", b"x" * 31)
    assert "huge" not in cache and "small" in cache and cache.bytes == 10


def test_putting_a_picture_again_replaces_it_and_its_bytes():
    cache: PictureCache[bytes] = PictureCache(100, len)
    cache.put("a", b"x" * 40)
    cache.put("a", b"x" * 10)
    assert len(cache) == 1 and cache.bytes == 10


def test_a_surface_costs_its_rows_of_pixels():
    surf = pygame.Surface((100, 50), pygame.SRCALPHA, 32)
    assert surface_bytes(surf) >= 100 * 50 * 4 and surface_bytes(None) > 0


def _large_pictures(folder, faces, side: int = LARGE) -> None:
    """One side x side picture per card, each its own file (a smooth JPEG: quick to write and read)."""
    folder.mkdir(parents=True, exist_ok=True)
    sample = pygame.Surface((side, side))
    for y in range(0, side, 32):
        pygame.draw.rect(sample, (y % 256, 90, 200 - y % 120), (0, y, side, 32))
    pygame.image.save(sample, str(folder / "sample.jpg"))
    data = (folder / "sample.jpg").read_bytes()
    (folder / "sample.jpg").unlink()
    for face in faces:
        (folder / f"{face.card_id}.jpg").write_bytes(data)


def test_many_large_pictures_keep_the_decoded_pictures_within_their_budget(tabletop_home):
    faces = get_game("eternal").table().pool_faces()[:26]
    _large_pictures(tabletop_home / "art" / "eternal", faces)
    for face in faces:
        art.card_art(face, 112, 80)
        art.card_art(face, 420, 300)
    pictures = art._pictures
    kept_each = LARGE // 2 * LARGE // 2 * 4          # a 2048 px picture is kept at 1024 px a side
    assert pictures.added == 26 and 26 * kept_each > art.PICTURE_BUDGET       # unbounded, they would not fit
    assert pictures.peak <= art.PICTURE_BUDGET and pictures.bytes <= art.PICTURE_BUDGET
    assert pictures.evictions > 0
    assert art._scaled.peak <= art.SCALED_BUDGET
    figures = art.cache_bytes()
    assert figures["decoded_bytes"] + figures["scaled_bytes"] <= art.PICTURE_BUDGET + art.SCALED_BUDGET


def test_a_picture_let_go_is_read_again_and_still_shown(tabletop_home):
    faces = get_game("eternal").table().pool_faces()[:2]
    _large_pictures(tabletop_home / "art" / "eternal", faces, side=64)
    first = art.card_art(faces[0], 40, 60)
    art._pictures.clear()
    art._scaled.clear()
    again = art.card_art(faces[0], 40, 60)
    assert art._pictures.added == 1
    assert first.get_at((20, 30)) == again.get_at((20, 30)) != art.generated_art(faces[0], 40, 60).get_at((20, 30))


def test_a_large_picture_is_kept_at_the_decoded_side_with_its_shape(tmp_path):
    path = tmp_path / "wide.png"
    pygame.image.save(pygame.Surface((2000, 1000)), str(path))
    picture = art.load_picture(path)
    assert picture is not None and picture.get_size() == (art.DECODED_SIDE, art.DECODED_SIDE // 2)
