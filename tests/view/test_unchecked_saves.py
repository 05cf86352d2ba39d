"""Issue 32 item 3: a format-1 save (no digests) is never taken for a checked one; the
program says so when it opens one, in the replay viewer and at the table."""
from __future__ import annotations

from pathlib import Path

import pytest

from simulator.core.saves import UNCHECKED_NOTICE
from simulator.view.files import autosaves
from simulator.view.scenes.menu import open_save
from simulator.view.scenes.replay import ReplayScene
from simulator.view.widgets import Toast

from .pilot import Pilot, walk

V1_FIXTURE = Path(__file__).parents[1] / "core" / "fixtures" / "krieg-greedy-vs-random-v1.json"
EXAMPLE = Path(__file__).parents[2] / "saves" / "krieg-greedy-vs-random.json"


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _notices(pilot: Pilot) -> list[str]:
    scene = pilot.scene
    roots = [scene.root] + ([scene.view.root] if hasattr(scene, "view") and hasattr(scene.view, "root") else [])
    return [node.text for root in roots for node in walk(root) if isinstance(node, Toast)]


@pytest.mark.parametrize("replay", [True, False], ids=["replay viewer", "table"])
def test_an_old_save_is_opened_with_a_notice_that_it_is_unchecked(tabletop_home, replay):
    pilot = Pilot()
    try:
        pilot.app.show_menu()
        assert open_save(pilot.app, V1_FIXTURE, pilot.scene, replay=replay)
        assert not replay or isinstance(pilot.scene, ReplayScene)
        assert any(UNCHECKED_NOTICE in text for text in _notices(pilot))
    finally:
        pilot.close()


def test_a_checked_save_opens_without_that_notice(tabletop_home):
    pilot = Pilot()
    try:
        pilot.app.show_menu()
        assert open_save(pilot.app, EXAMPLE, pilot.scene, replay=True)
        assert not any(UNCHECKED_NOTICE in text for text in _notices(pilot))
    finally:
        pilot.close()
