"""A window that rests (issue 27, item 8; DESIGN "Redraw on change"): when nothing moves the
program draws nothing and waits for input; input, a glide, a toast or a bot thinking draw."""
from __future__ import annotations

import pytest

from simulator.games.registry import game_names
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene

from .pilot import Pilot


def _table(game: str, mode: str = "hotseat") -> tuple[Pilot, TableScene]:
    pilot = Pilot(size=(1280, 720))
    session = build_session(game, 2, mode, "greedy", 3, worker=pilot.app.bot_worker, autosave=False)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    if scene.cover is not None:
        scene.cover.on_ready()
    pilot.app.lazy = True
    return pilot, scene


def _drawn(pilot: Pilot, frames: int) -> int:
    before = pilot.app.frames
    pilot.frames(frames)
    return pilot.app.frames - before


@pytest.mark.parametrize("game", game_names())
def test_a_waiting_table_draws_nothing(game: str) -> None:
    pilot, scene = _table(game)
    pilot.frames(240)                      # the deal glides in, then everything rests
    assert not scene.animating()
    assert _drawn(pilot, 60) == 0
    assert pilot.app.resting


def test_input_draws_and_the_table_rests_again() -> None:
    pilot, _scene = _table("krieg")
    pilot.frames(240)
    pilot.app.post(UIEvent("move", (5, 5)))
    assert _drawn(pilot, 1) == 1
    pilot.frames(60)
    assert _drawn(pilot, 30) == 0


def test_a_toast_keeps_drawing_until_it_has_faded() -> None:
    pilot, scene = _table("krieg")
    pilot.frames(240)
    scene.toast("A message to read", (640, 360))
    assert _drawn(pilot, 10) == 10
    pilot.seconds(15)                     # longer than any toast stays up
    assert _drawn(pilot, 10) == 0


def test_a_thinking_bot_counts_as_moving() -> None:
    pilot, scene = _table("krieg", mode="bot")
    session = scene.session
    for _ in range(4000):                  # play on until a bot is deciding
        pilot.frames()
        if session.thinking:
            break
        seat = session.deciding_seat()
        if seat is not None and not session.is_bot(seat):
            session.apply(session.match.legal_actions()[0])
            scene.refresh()
    assert session.thinking
    assert scene.animating()
    assert scene.view.banner.moving()
