"""The game log everyone can read (issue "A table everyone can read", item 2): every game's
log in the type scale's body size times the scale, keywords in its lines hoverable with
their reminder, every card name an event lists hoverable in play and in replay, and the
wheel scrolling the natural way (down shows newer lines)."""
from __future__ import annotations

import random

import pygame
import pytest

from simulator.core.events import Event
from simulator.core.glossary import Glossary, Keyword
from simulator.games.registry import game_names
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.table import TableScene
from simulator.view.style.fonts import MIN_PX, record_text, stop_recording, text_px, text_scale
from simulator.view.table.layout import has_layout
from simulator.view.table.log_panel import LogPanel
from simulator.view.table.view import HOVER_DELAY
from simulator.view.table.zoom import glossary_of

from .pilot import Pilot

GAMES = [g for g in game_names() if has_layout(g)]
CHARGE = Keyword("Charge", "Can attack the turn it is played.", "Eternal gameplay guide, Keywords: Charge")
GLOSSARY = Glossary([CHARGE])
NAMES = {1: "Combrei Healer", 2: "Combrei Healer", 3: "Towering Terrazon of the Far Western Plains", 4: "Knight"}


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield


def _panel(events: list[Event], names: dict[int, str] | None = None, h: int = 400, w: int = 270) -> LogPanel:
    table = dict(NAMES if names is None else names)
    panel = LogPanel(pygame.Rect(10, 10, w, h), lambda c: table.get(c, "?"), glossary=GLOSSARY)
    panel.set_events(events)
    return panel


def _session(game: str, pilot: Pilot, steps: int = 40, seed: int = 3):
    session = build_session(game, 2, "hotseat", "normal", seed, worker=pilot.app.bot_worker, autosave=False)
    rnd = random.Random(seed)
    for _ in range(steps):
        if session.match.decision() is None:
            break
        session.match.apply(rnd.choice(list(session.match.legal_actions())))
    return session


def _open(pilot: Pilot, session) -> TableScene:
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    scene.cover = None
    scene.refresh(instant=True)
    pilot.frames(2)
    return scene


# -- one size -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_games_log_is_set_in_the_body_size_of_the_type_scale(size):
    """The log's size no longer follows its box's height (Wonders' tall log was set much
    larger than the others'): every game's lines are the same size, body times the scale."""
    want = text_px("body", text_scale(size))
    pilot = Pilot(size=size)
    for game in GAMES:
        scene = _open(pilot, _session(game, pilot))
        log = scene.view.log
        assert log.px() == want, (game, log.px())
        seen: list[int] = []

        def record(font, text, img, seen=seen):
            if text != "Game log":
                seen.append(font.px)

        record_text(record)
        log._cache = None
        try:
            log.paint(pygame.Surface(size))
        finally:
            stop_recording(record)
        assert seen and set(seen) == {want}, (game, set(seen))
    pilot.close()


def test_the_log_grows_with_the_ui_scale():
    panel = _panel([Event("x", "Knight attacks", 0, (4,))])
    small = panel.px()
    panel.size = round(text_px("body") * 1.5)       # the view scales it by the UI scale
    assert panel.px() > small
    panel.size = 8
    assert panel.px() == MIN_PX, "never below the smallest text"
    panel.text_k = 1.4                           # the table's text scale, when the view gives it
    assert panel.px() == text_px("body", 1.4)


# -- the wheel -------------------------------------------------------------------------------------------
def test_wheel_down_shows_newer_lines():
    events = [Event("x", f"Line {i}", 0) for i in range(80)]
    panel = _panel(events, h=200)
    surface = pygame.Surface((400, 400))
    panel.paint(surface)
    assert panel.scroll == 0
    panel.handle(UIEvent("wheel", (50, 50), dy=-1))     # the wheel turned up (app.py: dy = -ev.y)
    panel.paint(surface)
    assert panel.scroll == 3, "up shows older lines"
    panel.handle(UIEvent("wheel", (50, 50), dy=-2))
    panel.paint(surface)
    assert panel.scroll == 9
    panel.handle(UIEvent("wheel", (50, 50), dy=1))       # turned down: newer lines
    panel.paint(surface)
    assert panel.scroll == 6
    panel.handle(UIEvent("wheel", (50, 50), dy=5))
    panel.paint(surface)
    assert panel.scroll == 0, "never past the newest line"


def test_the_wheel_over_the_tables_log_scrolls_it_the_natural_way():
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, _session("krieg", pilot, steps=120))
    log = scene.view.log
    centre = log.world_rect().center
    pilot.app.post(UIEvent("wheel", centre, dy=-1))
    pilot.frames(1)
    assert log.scroll > 0, "there are older lines above"
    up = log.scroll
    pilot.app.post(UIEvent("wheel", centre, dy=1))
    pilot.frames(1)
    assert log.scroll < up
    pilot.close()


# -- hoverable words ----------------------------------------------------------------------------------------
def test_keywords_in_log_lines_show_their_reminder_when_hovered():
    panel = _panel([Event("x", "Knight gains Charge this turn", 0, (4,))])
    surface = pygame.Surface((800, 600))
    panel.paint(surface)
    assert [e for _, e in panel.words] == [CHARGE]
    assert [c for _, c in panel.hot] == [4], "the card's name stays hoverable too"
    rect = panel.words[0][0]
    panel.hover = True                       # the scene marks the node under the pointer
    assert panel.card_at(rect.center) is None
    assert panel.tip() is CHARGE
    drawn: list[str] = []

    def record(font, text, img):
        drawn.append(text)

    record_text(record)
    try:
        panel.paint(surface)
    finally:
        stop_recording(record)
    assert any("Can attack" in t for t in drawn), drawn
    panel.hover = False
    assert panel.tip() is None


def test_a_keyword_inside_a_card_name_belongs_to_the_card():
    panel = _panel([Event("x", "Charge Knight attacks", 0, (5,))], names={5: "Charge Knight"})
    panel.paint(pygame.Surface((800, 600)))
    assert [c for _, c in panel.hot] == [5] and panel.words == []


def test_every_card_name_the_event_lists_is_hoverable():
    events = [Event("x", "Combrei Healer blocks Combrei Healer", 0, (1, 2)),
              Event("x", "Player 2 plays Towering Terrazon of the Far Western Plains to the field", 1, (3,))]
    panel = _panel(events, w=200)
    panel.paint(pygame.Surface((800, 600)))
    cards = [c for _, c in panel.hot]
    assert cards.count(1) == 1 and cards.count(2) == 1, "a name written twice: each card its own place"
    first, second = [r for r, c in panel.hot if c in (1, 2)]
    assert (first.y, first.x) < (second.y, second.x)
    wrapped = [r for r, c in panel.hot if c == 3]
    assert len(wrapped) >= 2 and len({r.y for r in wrapped}) == len(wrapped), "a wrapped name, on each of its lines"


def test_a_name_once_known_stays_hoverable_when_the_card_goes_out_of_sight():
    names = dict(NAMES)
    panel = _panel([Event("x", "Knight returns to the deck", 0, (4,))], names=names)
    panel.paint(pygame.Surface((800, 600)))
    assert [c for _, c in panel.hot] == [4]
    names.pop(4)                             # the card is now where this seat cannot see it
    panel.set_events(panel.events + [Event("x", "Player 1 shuffles", 0)])
    panel.paint(pygame.Surface((800, 600)))
    assert [c for _, c in panel.hot] == [4]


def test_a_card_out_of_sight_is_found_by_its_printed_name_in_the_line():
    """A replay that jumped ahead, or a card deep in a pile: the view cannot name it now, but
    its line does, and the game's pool knows the face printed under that name."""
    panel = LogPanel(pygame.Rect(10, 10, 300, 300), lambda c: "?", game="eternal")
    panel.set_events([Event("x", "Player 1 plays Combrei Healer; Argenport Soldier blocks", 0, (9, 12))])
    panel.paint(pygame.Surface((800, 600)))
    assert {c for _, c in panel.hot} == {9, 12}
    face = panel.known_face(9)
    assert face is not None and face.title == "Combrei Healer"
    assert panel.known_face(12).title == "Argenport Soldier"
    assert panel.known_face(99) is None
    assert panel.glossary is glossary_of("eternal"), "the game gives the log its glossary"


def test_a_name_written_in_lower_case_is_still_the_cards():
    panel = _panel([Event("x", "Player 1 plays an energy", 0, (7,))], names={7: "Energy"})
    panel.paint(pygame.Surface((800, 600)))
    assert [c for _, c in panel.hot] == [7]


@pytest.mark.parametrize("game", GAMES)
def test_card_names_in_the_log_are_hoverable_in_play_and_in_replay(game):
    """Every card an event lists whose name is in its line (and known to the viewer) has a
    hover place, at the table and in the replay viewer alike; hovering one shows the card."""
    pilot = Pilot(size=(1280, 720))
    session = _session(game, pilot, steps=60)
    for scene in (_open(pilot, session), None):
        if scene is None:
            replay = ReplayScene(pilot.app, session.match.game, session.match.setup, list(session.match.actions),
                                 session.seats)
            pilot.app.switch(replay)
            replay.seek(replay.cursor.length)
            pilot.frames(2)
            view = replay.view
        else:
            view = scene.view
        log = view.log
        log.scroll = 0
        pilot.frames(1)
        assert log.hot, f"{game}: card names in the log"
        rect, card = log.hot[-1]
        pilot.move(rect.center)
        pilot.seconds(HOVER_DELAY + 0.2)
        assert view.zoom.face is not None and view.zoom.face.title == view.table.face(card).title
        pilot.move((5, 5))
        pilot.frames(1)
    pilot.close()


def test_the_tables_log_uses_its_games_glossary():
    glossary = glossary_of("wonders")
    assert glossary
    panel = _panel([Event("x", "Player 1 denies 2: Chained Crow", 0)])
    panel.glossary = glossary
    panel.paint(pygame.Surface((800, 600)))
    assert [e.keyword for _, e in panel.words] == ["deny"]
