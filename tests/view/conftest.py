"""View tests run headless (SDL dummy driver) with the player's files in a temp folder."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def tabletop_home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def close_pilots():
    """Each test's bot worker processes end with the test."""
    yield
    from .pilot import Pilot
    while Pilot.live:
        Pilot.live.pop().close()
