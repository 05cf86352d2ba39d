"""Monkey test of the table (issue 13, item 8), every game: random clicks, drags, key
presses, UI-scale changes and window resizes, hot-seat and against a bot. No exception
and no crash report; the match changes only through legal actions (the final action list
replays with full checks to the same state); and while no hand-over cover is up, no card
is drawn face up that the seat looking at the screen may not see. A quick slice runs by
default; `pytest -m fuzz` runs 20,000 frames per game and mode."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from simulator.core.match import Match
from simulator.games.registry import game_names
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene

from ..view.pilot import Pilot

KEYS = [pygame.K_SPACE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a]
SIZES = [(1280, 720), (1600, 900), (1920, 1080), (1366, 768)]
SCALES = [0.75, 1.0, 1.25, 1.5, 2.0]


def _visible_faces(scene: TableScene) -> set[int]:
    """Card ids the viewer's own observation shows face up (a fresh table description)."""
    table = scene.game.table()
    sc = table.scene(scene.match.observation(scene.session.viewer()))
    up = {s.card for shown in sc.zones.values() for s in shown if s.face_up}
    up |= {a.card for atts in sc.attachments.values() for a in atts if a.face_up}
    return up


def _check_no_hidden_face(scene: TableScene) -> None:
    if scene.cover is not None:
        return
    allowed = _visible_faces(scene) | set(scene.view.tray)
    for card, node in scene.view.cards.items():
        if node.face is not None and node.visible and card >= 0:
            assert card in allowed, f"card {card} ({node.face.title}) is drawn face up but hidden from the viewer"


def _monkey(game: str, mode: str, frames: int, seed: int, home: Path) -> None:
    rnd = random.Random(seed)
    pilot = Pilot(size=(1280, 720))
    app = pilot.app
    session = build_session(game, 2, mode, "random", seed, worker=app.bot_worker)
    table = TableScene(app, session)
    app.switch(table)
    away = 0
    for frame in range(frames):
        w, h = app.size
        roll = rnd.random()
        if roll < 0.25:
            # now and then a purposeful gesture (a random legal action, made the way a person
            # makes it), so the monkey also reaches late positions of the game
            if app.scene is table and table.my_turn and not table.drag.active:
                try:
                    pilot.perform(rnd.choice(table.match.legal_actions()))
                except (AssertionError, KeyError):
                    pass                        # the gesture could not be made right now
        elif roll < 0.26:
            app.post(_ev("key", key=pygame.K_z))     # undo, sometimes
        elif roll < 0.45:
            pos = (rnd.randrange(w), rnd.randrange(h))
            app.post(_ev("move", pos))
            app.post(_ev("down", pos))
            app.post(_ev("up", pos))
        elif roll < 0.65:
            if isinstance(app.scene, TableScene) and app.scene.view.cards:
                node = rnd.choice(list(app.scene.view.cards.values()))
                r = node.world_rect()
                start = (r.x + r.w // 2, r.y + r.h // 2)
            else:
                start = (rnd.randrange(w), rnd.randrange(h))
            end = (rnd.randrange(w), rnd.randrange(h))
            app.post(_ev("move", start))
            app.post(_ev("down", start))
            for i in range(1, 4):
                app.post(_ev("move", (start[0] + (end[0] - start[0]) * i // 3, start[1] + (end[1] - start[1]) * i // 3)))
            app.post(_ev("up", end))
        elif roll < 0.8:
            app.post(_ev("move", (rnd.randrange(w), rnd.randrange(h))))
        elif roll < 0.95:
            app.post(_ev("key", key=rnd.choice(KEYS)))
        elif roll < 0.975:
            app.resize(rnd.choice(SIZES))
        else:
            app.settings.ui_scale = rnd.choice(SCALES)
            app.resize(app.size)
        app.frame()
        app.running = True                      # a Quit click must not end the test's app
        if app.scene is table:
            away = 0
            _check_no_hidden_face(table)
        else:
            away += 1
            if away > 40:                       # menus visited: back to the game, as Continue does
                app.switch(table)
                table.resize(app.size)
        if session.match.is_over and rnd.random() < 0.01:
            session = build_session(game, 2, mode, "random", seed + frame, worker=app.bot_worker)
            table = TableScene(app, session)
            app.switch(table)
    crashes = list(home.rglob("crash-*"))
    assert not crashes, f"crash reports were written: {crashes}"
    replay = Match(session.match.game, session.match.setup)
    for action in session.match.actions:
        replay.apply(action)                    # raises IllegalAction for a move the rules refuse
    assert replay.state_hash() == session.match.state_hash()
    pilot.close()


def _ev(kind: str, pos: tuple[int, int] = (0, 0), key: int | None = None):
    from simulator.view.node import UIEvent
    return UIEvent(kind, pos, 1, key=key) if key is not None else UIEvent(kind, pos, 1)


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("mode", ["hotseat", "bot"])
def test_a_monkey_at_the_table_breaks_nothing(game, mode, tabletop_home):
    _monkey(game, mode, 600, 11, tabletop_home)


@pytest.mark.fuzz
@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("mode", ["hotseat", "bot"])
def test_twenty_thousand_monkey_frames_per_game_table(game, mode, tabletop_home):
    _monkey(game, mode, int(os.environ.get("TABLETOP_MONKEY_FRAMES", "20000")), 29, tabletop_home)


@pytest.mark.parametrize("game", game_names())
def test_the_hidden_face_check_can_fail(game, tabletop_home):
    """Showing the spectator's view (every hand face up) on a seat's screen is caught."""
    pilot = Pilot(size=(1280, 720))
    session = build_session(game, 2, "hotseat", "random", 3, worker=pilot.app.bot_worker)
    table = TableScene(pilot.app, session)
    pilot.app.switch(table)
    pilot.frames(2)
    _check_no_hidden_face(table)
    everything = table.match.observation(None)
    table.view.show(everything, table.match.log, True, scene=table.table.scene(everything))
    with pytest.raises(AssertionError, match="hidden from the viewer"):
        _check_no_hidden_face(table)
    pilot.close()
