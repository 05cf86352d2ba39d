"""The window the program opens by itself fits the screen it opens on: 1600x900 where there
is room, smaller on a smaller screen (never under 1280x720), and exactly what --size asks."""
from __future__ import annotations

import pytest

from simulator.view.app import DEFAULT_SIZE, MIN_SIZE, App, fitted_size


@pytest.mark.parametrize("desktop, expected", [
    ((1920, 1080), (1600, 900)),
    ((1366, 768), (1326, 720)),
    ((1280, 720), (1280, 720)),
    ((1440, 900), (1400, 820)),
    (None, DEFAULT_SIZE),
    ((0, 0), DEFAULT_SIZE),
])
def test_the_default_window_fits_the_desktop(desktop, expected):
    assert fitted_size(desktop) == expected


def test_a_size_asked_for_is_kept_and_never_under_the_minimum():
    app = App(size=(1920, 1080), headless=True)
    try:
        assert app.size == (1920, 1080)
    finally:
        app.quit()
    app = App(size=(800, 600), headless=True)
    try:
        assert app.size == MIN_SIZE
    finally:
        app.quit()
