"""Help and the replay viewer (issue 12, items 7 and 8): a rules summary per game from its
package, reachable from the main menu and the table's game menu; a controls overlay on F1
at the table and in the replay viewer; the viewer's way out and "Take over" only where the
game can go on; the load list describes each save from its header, newest first."""
from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pygame
import pytest

from simulator.core.rng import Rng
from simulator.core.saves import save_match
from simulator.games.registry import game_names, get_game
from simulator.resources import example_saves
from simulator.view.files import autosaves
from simulator.view.table.layout import has_layout
from simulator.view.node import UIEvent
from simulator.view.scenes.help import HelpScene, open_overlay
from simulator.view.scenes.help_text import HelpText, parse, runs
from simulator.view.scenes.menu import MenuScene, subtitle_text
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.saves_list import SavesListScene
from simulator.view.scenes.table import TableScene
from simulator.view.widgets import Button, layout_problems

from .pilot import Pilot, walk


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _key(pilot: Pilot, key: int) -> None:
    pilot.app.post(UIEvent("key", key=key))
    pilot.frames(1)


# -- the rules text -----------------------------------------------------------------------------
@pytest.mark.parametrize("game", game_names())
def test_every_game_ships_a_rules_summary_that_names_its_sources(game):
    spec = get_game(game)
    text = spec.help_text()
    blocks = parse(text)
    assert blocks[0].kind == "h1"
    words = len(text.split())
    assert 250 <= words <= 1200, f"{game}: a summary of a few hundred words, not {words}"
    headings = [b.text for b in blocks if b.kind == "h2"]
    assert "Goal" in headings and "Playing on this table" in headings
    notes = [b.text for b in blocks if b.kind == "note"]
    assert len(notes) >= 3, "the sections cite the source document's sections by name"
    names = set(spec.sources.values())
    assert names, f"{game} declares how its sources are named"
    for note in notes:
        for part in note.split(";"):
            assert any(part.strip().startswith(name) for name in names), f"{game}: {part!r} names no declared source"
    assert ".txt" not in text, "players never see a file name"


def test_the_markdown_subset():
    blocks = parse("# Title\n\nA paragraph\nwith two lines.\n\n- one\n- two\n  continued\n1. first\n> Source: x\n> and y\n")
    assert [(b.kind, b.text) for b in blocks] == [
        ("h1", "Title"), ("p", "A paragraph with two lines."), ("bullet", "one"), ("bullet", "two continued"),
        ("number", "first"), ("note", "Source: x and y")]
    assert blocks[4].mark == "1."
    assert runs("**Space** or **Enter**: go") == [("Space", True, False), ("or", False, False), ("Enter", True, False),
                                                  (":", False, True), ("go", False, False)]


def test_help_text_wraps_inside_its_width_and_scrolls():
    pygame.font.init()
    body = HelpText(get_game(game_names()[0]).help_text(), 0, 0, 400, 300)
    assert body.fits() and body.content_h > 300
    body.key(pygame.K_END)
    assert body.scroll == body.max_scroll > 0
    body.key(pygame.K_HOME)
    assert body.scroll == 0
    narrow = HelpText("# A\n\n" + "x" * 300, 0, 0, 120, 100)      # an unbreakable word is cut, never overflows
    assert narrow.fits()


# -- reaching it ----------------------------------------------------------------------------------
def test_rules_from_the_main_menu_with_a_tab_per_game(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Rules")
    scene = pilot.scene
    assert isinstance(scene, HelpScene)
    for game in game_names():
        pilot.press(get_game(game).title)
        assert scene.tab == game and scene.body is not None
        pilot.app.post(UIEvent("wheel", scene.body.world_rect().center, dy=3))
        pilot.frames(1)
        assert scene.body.scroll > 0, "the wheel scrolls the rules"
    pilot.press("Controls")
    pilot.shot("rules-controls-1280x720")
    _key(pilot, pygame.K_ESCAPE)
    assert isinstance(pilot.scene, MenuScene)


def test_new_game_offers_the_chosen_games_rules_and_comes_back(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("New game")
    newgame = pilot.scene
    last = [g for g in game_names() if has_layout(g)][-1]
    pilot.press(get_game(last).title)
    pilot.press("Rules")
    assert isinstance(pilot.scene, HelpScene) and pilot.scene.tab == last
    pilot.press("Back")
    assert pilot.scene is newgame and newgame.game == last


@pytest.mark.parametrize("game", [g for g in game_names() if has_layout(g)])
def test_the_table_shows_its_rules_and_the_controls_without_leaving_the_game(game, tabletop_home):
    pilot = Pilot(size=(1280, 720))
    session = build_session(game, get_game(game).min_seats, "hotseat", "greedy", 3, autosave=False)
    table = TableScene(pilot.app, session)
    pilot.app.switch(table)
    pilot.frames(2)
    _key(pilot, pygame.K_F1)
    overlay = open_overlay(table.view.overlay)
    assert overlay is not None and overlay.kind == "controls"
    texts = " ".join(b.text for b in parse(overlay.source))
    for word in ("Drag", "glowing", "Space", "Z", "Esc", "Hover"):
        assert word in texts
    pilot.shot(f"controls-{game}-1280x720")
    for size in ((1920, 1080), (1280, 720)):      # the overlay follows the window
        pilot.app.resize(size)
        pilot.frames(1)
        assert open_overlay(table.view.overlay).size == size
        assert not layout_problems(table.root, size)
    before = len(session.match.actions)
    pilot.click((640, 360))                      # modal: the table underneath does not react
    _key(pilot, pygame.K_SPACE)
    assert len(session.match.actions) == before and open_overlay(table.view.overlay) is not None
    _key(pilot, pygame.K_ESCAPE)                 # Esc closes the overlay, and only that
    assert open_overlay(table.view.overlay) is None and table.game_menu is None
    pilot.press("Menu")
    pilot.press(f"Rules of {get_game(game).title}")
    overlay = open_overlay(table.view.overlay)
    assert overlay is not None and overlay.kind == "rules" and overlay.source == get_game(game).help_text()
    assert table.game_menu is None and pilot.scene is table
    pilot.shot(f"rules-overlay-{game}-1280x720")
    pilot.press("Close")
    assert open_overlay(table.view.overlay) is None


# -- the replay viewer ----------------------------------------------------------------------------
def _finished(game: str, seed: int = 4):
    session = build_session(game, get_game(game).max_seats, "hotseat", "greedy", seed, autosave=False)
    rng = Rng(seed)
    while not session.match.is_over:
        session.apply(rng.choice(session.match.legal_actions()))
    return session


@pytest.mark.parametrize("game", [g for g in game_names() if has_layout(g)])
def test_the_replay_viewer_has_a_way_out_and_takes_over_only_where_the_game_goes_on(game, tabletop_home):
    pilot = Pilot(size=(1280, 720))
    session = _finished(game)
    scene = ReplayScene(pilot.app, session.match.game, session.match.setup, list(session.match.actions),
                        [s.name for s in session.seats])
    pilot.app.switch(scene)
    pilot.frames(2)
    take = pilot.button("Take over")
    assert take.visible and scene.can_take_over()
    _key(pilot, pygame.K_END)
    assert scene.cursor.position == scene.cursor.length
    assert not scene.take_over_button.visible, "no Take over on a finished game at its end"
    scene.take_over()
    assert scene.take_over_menu() is None
    _key(pilot, pygame.K_HOME)
    assert scene.cursor.position == 0 and scene.take_over_button.visible
    _key(pilot, pygame.K_F1)
    assert open_overlay(scene.view.overlay) is not None
    _key(pilot, pygame.K_ESCAPE)
    assert open_overlay(scene.view.overlay) is None and pilot.scene is scene
    pilot.press("Take over")
    assert scene.take_over_menu() is not None
    _key(pilot, pygame.K_ESCAPE)                 # closes the menu, stays in the viewer
    assert scene.take_over_menu() is None and pilot.scene is scene
    pilot.press("Main menu")
    assert isinstance(pilot.scene, MenuScene)


@pytest.mark.parametrize("game", [g for g in game_names() if has_layout(g)])
def test_timeline_labels_never_overlap(game, tabletop_home):
    for size in ((1280, 720), (1920, 1080)):
        pilot = Pilot(size=size)
        session = _finished(game, seed=7)
        scene = ReplayScene(pilot.app, session.match.game, session.match.setup, list(session.match.actions),
                            [s.name for s in session.seats])
        pilot.app.switch(scene)
        pilot.frames(1)
        tl = scene.timeline
        r = tl.world_rect()
        bar = pygame.Rect(r.x + 10, r.centery - 4, r.w - 20, 8)
        from simulator.view.style.fonts import font
        f = font(max(10, min(14, r.h // 4)), "bold")
        placed = tl.placed_labels(r, bar, f, pygame.Rect(r.right - 90, r.bottom - 16, 80, 14))
        assert placed, "some marks are labelled"
        boxes = [pygame.Rect(x, y, *f.size(text)) for x, (text, y) in placed]
        for i, a in enumerate(boxes):
            assert r.contains(a)
            assert not any(a.colliderect(b) for b in boxes[i + 1:]), f"{placed[i]} overlaps another label"


# -- the load list ----------------------------------------------------------------------------------
def test_the_load_list_describes_each_save_from_its_header_newest_first(tabletop_home):
    saves = tabletop_home / "saves"
    saves.mkdir(parents=True)
    example = Path(str(example_saves()[0]))
    shutil.copy(example, saves / "finished.json")
    session = build_session("krieg", 2, "bot", "normal", 3, autosave=False)
    session.apply(session.match.legal_actions()[0])
    save_match(session.match, saves / "krieg-004.json", session.seats)
    now = time.time()
    os.utime(saves / "finished.json", (now - 7200, now - 7200))
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Load game")
    scene = pilot.scene
    assert isinstance(scene, SavesListScene)
    rows = [b for b in walk(scene.root) if isinstance(b, Button) and b.text in ("krieg-004", "finished")]
    assert [b.text for b in rows] == ["krieg-004", "finished"], "newest first"
    newest, older = rows
    assert newest.title == "Krieg Eterna · You vs the Normal bot"
    assert newest.detail.startswith("krieg-004 · Before round 1 · today") and newest.detail.endswith("in play")
    assert older.title.startswith(get_game(scene.headers[saves / "finished.json"].game).title)
    assert " won" in older.detail and "moves" in older.detail     # an example written before saves said turns
    pilot.shot("load-game-headers-1280x720")
    pilot.click(newest.world_rect().center)
    assert isinstance(pilot.scene, TableScene)


def test_the_menu_says_what_is_playable_and_what_is_coming():
    from simulator.view.scenes.menu import COMING
    text = subtitle_text()
    for game in game_names():
        if has_layout(game):
            assert get_game(game).title in text
    coming = [title for name, title in COMING if name not in game_names()]
    assert ("coming" in text) == bool(coming), "games still to come are named, and only those"
    assert all(title in text for title in coming)
