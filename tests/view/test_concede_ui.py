"""Concede in every game (issue 28, item 3): the game menu offers Concede… away from Save
as…, a confirmation says what conceding does here, Keep playing changes nothing, and once
the game is over Hint and Undo are off."""
from __future__ import annotations

import pytest

from simulator.games.registry import game_names
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.widgets import Button

from .pilot import Pilot, walk


def _table(pilot: Pilot, game: str, seats: int = 2, teams: bool = False) -> TableScene:
    scene = TableScene(pilot.app, build_session(game, seats, "bot", "greedy", 5, worker=pilot.app.bot_worker,
                                                teams=teams))
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def _labels(scene: TableScene) -> list[str]:
    return [b.text for b in walk(scene.view.overlay) if isinstance(b, Button) and b.visible]


@pytest.mark.parametrize("game", game_names())
def test_conceding_takes_a_confirmation_and_ends_the_game(game: str) -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, game)
    pilot.press("Menu")
    labels = _labels(scene)
    assert "Concede…" in labels and abs(labels.index("Concede…") - labels.index("Save as…")) > 1, \
        "Concede sits away from Save as…"
    pilot.press("Concede…")
    assert "Keep playing" in _labels(scene) and not scene.match.is_over
    pilot.press("Keep playing")
    assert not scene.match.is_over and scene.game_menu is None
    pilot.press("Menu")
    pilot.press("Concede…")
    pilot.press("Concede")
    pilot.frames(2)
    result = scene.match.result()
    assert result is not None and result.winners == (1,) and "concedes" in result.summary
    assert scene.game_over is not None
    assert not scene.hint_button.enabled and not scene.undo_button.enabled


def test_the_confirmation_says_what_conceding_does_in_a_team_game() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg", seats=4, teams=True)
    pilot.press("Menu")
    pilot.press("Concede…")
    menu = scene.game_menu
    assert menu is not None and "team loses" in " ".join(menu.title_lines)
