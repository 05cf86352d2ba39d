"""The hover zoom explains (issue "A table everyone can read", item 1): beside the card, the
reminder of every keyword on it with its rule in words, the lines explaining its current
values, its states and lost text; it fits a 1280x720 window with no text under MIN_PX and
grows with the UI scale."""
from __future__ import annotations

import pygame
import pytest

from simulator.core.table import CardFace
from simulator.games.registry import game_names, get_game
from simulator.view.style.fonts import MIN_PX, record_text, stop_recording, text_px
from simulator.view.table.zoom import Zoom, glossary_of

WINDOW = (1280, 720)
ANCHORS = [(20, 20), (640, 360), (1260, 700), (1260, 20), (20, 700), (900, 600)]


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield


def _faces(game: str) -> list[CardFace]:
    return get_game(game).table().pool_faces()


class _Sizes:
    """Every text rendered while recording: (text, pixel size)."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def __call__(self, font, text, img) -> None:
        if text.strip():
            self.seen.append((text, int(getattr(font, "px", 0))))


@pytest.mark.parametrize("game", game_names())
def test_the_zoom_shows_the_reminder_of_every_keyword_on_the_card(game):
    glossary = glossary_of(game)
    zoom = Zoom()
    explained = 0
    for face in _faces(game):
        want = glossary.in_text(face.kind, face.text)
        zoom.show(face, (640, 360), WINDOW)
        zoom.geometry()
        assert [e.keyword for e in zoom.keywords] == [e.keyword for e in want], face.title
        for entry in want:
            assert f"{entry.keyword} — {entry.reminder}" in zoom.texts, (face.title, entry.keyword)
            assert entry.rule in zoom.texts, "the rule it comes from, in words"
        explained += bool(want)
    assert explained, f"{game}: some card of the pool has keywords"


@pytest.mark.parametrize("game", game_names())
def test_the_zoom_fits_the_window_at_720p_with_no_text_under_min_px(game):
    surface = pygame.Surface(WINDOW)
    window = surface.get_rect()
    zoom = Zoom()
    sizes = _Sizes()
    faces = sorted(_faces(game), key=lambda f: -len(glossary_of(game).in_text(f.kind, f.text)))[:12]
    record_text(sizes)
    try:
        for face in faces:
            for anchor in ANCHORS:
                zoom.show(face, anchor, WINDOW, ["Base 2", "+2 from a very long named source card", "= 4"])
                card, panel = zoom.geometry()
                assert window.contains(card), (face.title, anchor, card)
                assert panel is not None and window.contains(panel), (face.title, anchor, panel)
                assert not card.colliderect(panel), "the panel is beside the card, not over it"
                zoom.paint(surface)
    finally:
        stop_recording(sizes)
    small = [(t, px) for t, px in sizes.seen if px < MIN_PX]
    assert not small, small[:5]


def test_the_panel_text_is_the_body_size_and_grows_with_the_ui_scale():
    face = next(f for f in _faces("eternal") if glossary_of("eternal").in_text(f.kind, f.text))
    zoom = Zoom()
    zoom.show(face, (300, 300), WINDOW)
    card, panel = zoom.geometry()
    assert panel is not None
    body_h = zoom._rendered[0].pic.get_height()
    zoom.scale = 1.5
    zoom.show(face, (300, 300), WINDOW)
    big_card, big_panel = zoom.geometry()
    assert big_panel is not None
    assert big_card.h > card.h and big_panel.w > panel.w
    assert zoom._rendered[0].pic.get_height() > body_h
    assert zoom.text_scale() == 1.5 and text_px("body", zoom.text_scale()) > text_px("body")
    zoom.text_k = 1.2                      # the table's text scale, when the view gives it
    assert zoom.text_scale() == 1.2
    zoom.text_k = None
    zoom.scale = 2.0                       # the largest UI scale still fits a 1280x720 window
    for anchor in ANCHORS:
        zoom.show(face, anchor, WINDOW)
        card, panel = zoom.geometry()
        assert pygame.Rect(0, 0, *WINDOW).contains(card) and panel is not None
        assert pygame.Rect(0, 0, *WINDOW).contains(panel)


def test_the_zoom_says_why_a_card_is_not_as_printed():
    face = CardFace("Knight", "Unit · Soldier", "", "Charge.", (120, 120, 120), "U", "unit", cost="2",
                    corner="1/1", game="eternal", printed_cost="3", printed_corner="3/3", text_lost="Silenced",
                    states=("Exhausted", "Frozen (2 turns)"))
    zoom = Zoom()
    zoom.show(face, (200, 200), WINDOW, ["Base 3/3", "-2/-2 from Wither", "= 1/1"])
    zoom.geometry()
    text = " | ".join(zoom.texts)
    assert "Silenced: its printed text does not apply" in text
    assert "Exhausted · Frozen (2 turns)" in text
    assert "Printed cost 3, 3/3" in text
    assert zoom.texts.index("Base 3/3") < zoom.texts.index("= 1/1")
    assert any(t.startswith("Charge — ") for t in zoom.texts)
    zoom.show(face, (200, 200), WINDOW, ["Printed 3/3", "= 1/1"])    # the explanation already names it
    zoom.geometry()
    assert not any(t.startswith("Printed cost") for t in zoom.texts)


def test_a_card_of_no_registered_game_shows_no_keywords_and_no_empty_panel():
    face = CardFace("Plain", "Thing", "", "Charge.", (120, 120, 120), "U", "unit", game="")
    zoom = Zoom()
    zoom.show(face, (200, 200), WINDOW)
    card, panel = zoom.geometry()
    assert panel is None and zoom.keywords == [] and card.w > 0


def test_hovering_a_card_on_the_table_explains_its_keywords():
    from simulator.view.scenes.newgame import build_session
    from simulator.view.scenes.table import TableScene
    from simulator.view.table.view import HOVER_DELAY

    from .pilot import Pilot

    pilot = Pilot(size=WINDOW)
    session = build_session("eternal", 2, "hotseat", "normal", 5, worker=pilot.app.bot_worker, autosave=False)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    scene.cover = None
    scene.refresh(instant=True)
    pilot.frames(3)
    glossary = glossary_of("eternal")
    nodes = [n for n in scene.view.cards.values() if n.face is not None and glossary.in_text(n.face.kind, n.face.text)]
    assert nodes, "a card with keywords in the opening hand"
    node = nodes[0]
    pilot.move(pilot.visible_point(node))
    pilot.seconds(HOVER_DELAY + 0.2)
    zoom = scene.view.zoom
    assert zoom.face is not None and zoom.face.title == node.face.title
    assert [e.keyword for e in zoom.keywords] == [e.keyword for e in glossary.in_text(node.face.kind, node.face.text)]
    card, panel = zoom.geometry()
    assert panel is not None and pygame.Rect(0, 0, *WINDOW).contains(panel)
    pilot.shot("hud-zoom-keywords-eternal-1280x720")
