"""Seat identity not by colour alone (issue "A table everyone can read", item 5): each seat
panel shows its seat's colour and a shape of its own beside the name; every panel's text is
at least MIN_PX at 1280x720; a panel a held card may be dropped on glows with a reticle."""
from __future__ import annotations

import random

import pygame
import pytest

from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.style import theme
from simulator.view.style.fonts import MIN_PX, record_text, stop_recording
from simulator.view.table.hud import SEAT_SHAPES, Banner, SeatPanel, draw_seat_mark, seat_shape

from .pilot import Pilot


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield


def _mask(seat: int, d: int = 21) -> frozenset[tuple[int, int]]:
    surface = pygame.Surface((d + 4, d + 4))
    surface.fill((0, 0, 0))
    draw_seat_mark(surface, seat, (d // 2 + 2, d // 2 + 2), d, (255, 0, 0))
    return frozenset((x, y) for x in range(d + 4) for y in range(d + 4) if surface.get_at((x, y))[:3] != (0, 0, 0))


def test_seat_panels_carry_a_shape_per_seat():
    assert len(set(SEAT_SHAPES)) == 4
    assert [seat_shape(s) for s in range(4)] == ["circle", "triangle", "square", "diamond"]
    masks = [_mask(s) for s in range(4)]
    assert len(set(masks)) == 4, "four different shapes, not one shape in four colours"


def _open(pilot: Pilot, game: str, seats: int, steps: int = 10) -> TableScene:
    session = build_session(game, seats, "bot", "greedy", 3, worker=pilot.app.bot_worker, autosave=False)
    rnd = random.Random(3)
    for _ in range(steps):
        if session.match.decision() is None:
            break
        session.match.apply(rnd.choice(list(session.match.legal_actions())))
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


@pytest.mark.parametrize("game,seats", [("krieg", 2), ("krieg", 4), ("eternal", 2), ("wonders", 2),
                                        ("exodus", 2), ("exodus", 4)])
def test_every_seat_panel_shows_its_mark_and_text_of_at_least_min_px_at_720p(game, seats):
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, game, seats)
    panels = scene.view.panels
    assert len(panels) == seats
    sizes: list[tuple[str, int]] = []

    def record(font, text, img):
        sizes.append((text, font.px))

    surface = pygame.Surface((1280, 720))
    record_text(record)
    try:
        for panel in panels.values():
            panel._cache = None
            panel.paint(surface)
    finally:
        stop_recording(record)
    small = [(t, px) for t, px in sizes if px < MIN_PX]
    assert not small, small
    for s, panel in panels.items():
        r = panel.world_rect()
        assert panel.seat == s and r.contains(panel.mark_rect) and panel.mark_rect.w >= 8
        pixels = [surface.get_at((x, y))[:3] for x in range(panel.mark_rect.x, panel.mark_rect.right)
                  for y in range(panel.mark_rect.y, panel.mark_rect.bottom)]
        assert theme.SEAT_COLOURS[s] in pixels, "the mark is in the seat's colour"
        assert panel.headline in panel.drawn_lines
    pilot.shot(f"hud-panels-{game}-{seats}-1280x720")
    pilot.close()


def test_a_target_panel_glows_and_shows_a_target_mark():
    for rect in (pygame.Rect(20, 20, 165, 130), pygame.Rect(20, 20, 400, 27)):
        panel = SeatPanel(rect, "Bot 2 — Normal", theme.SEAT_COLOURS[1])
        panel.headline = "25 ♥"
        panel.lines = ["Hand 6 · Deck 30"]
        surface = pygame.Surface((600, 200))
        surface.fill((0, 0, 0))
        panel.paint(surface)
        assert panel.target_rect is None
        plain = surface.get_at((rect.x + 1, rect.centery))[:3]
        panel.target = True
        surface.fill((0, 0, 0))
        panel.paint(surface)
        mark = panel.target_rect
        assert mark is not None and rect.contains(mark)
        assert not mark.colliderect(panel.mark_rect)
        colours = {surface.get_at((x, y))[:3] for x in range(mark.x, mark.right) for y in range(mark.y, mark.bottom)}
        assert theme.GLOW in colours, "a reticle in the glow colour"
        assert surface.get_at((rect.x + 1, rect.centery))[:3] != plain, "the border lights up"
        halo = surface.get_at((rect.x - 4, rect.centery))
        assert halo[:3] != (0, 0, 0), "a glow around the panel"
        assert panel.headline in panel.drawn_lines, "the figure stays readable beside the mark"


def test_a_panel_takes_the_tables_text_scale_when_given():
    panel = SeatPanel(pygame.Rect(0, 0, 165, 130), "You", theme.SEAT_COLOURS[0])
    assert panel.text_scale() == 1.0
    panel.ui_scale = 1.5
    assert panel.text_scale() == 1.5
    panel.text_k = 1.3
    assert panel.text_scale() == 1.3


def test_the_seat_of_a_panel_defaults_to_its_colours_seat():
    for s, colour in enumerate(theme.SEAT_COLOURS):
        assert SeatPanel(pygame.Rect(0, 0, 100, 100), "x", colour).seat == s
    assert SeatPanel(pygame.Rect(0, 0, 100, 100), "x", (1, 2, 3), seat=2).seat == 2


def test_the_banner_text_is_at_least_min_px_and_grows_with_the_ui_scale():
    sizes: list[int] = []

    def record(font, text, img):
        sizes.append(font.px)

    surface = pygame.Surface((1280, 720))
    record_text(record)
    try:
        for scale in (1.0, 1.5):
            banner = Banner(pygame.Rect(180, 286, 812, 28))
            banner.ui_scale = scale
            banner.text = "You: discard 3 cards before play begins (click the glowing cards) " * 2
            banner.paint(surface)
            banner.detail = [("Move made 40%", (255, 255, 255)), (" · best 60%", (0, 255, 0))]
            banner.paint(surface)
    finally:
        stop_recording(record)
    assert sizes and min(sizes) >= MIN_PX
