"""Robustness tests drive the real table headless, with the player's files in a temp folder."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from ..view.conftest import close_pilots, tabletop_home  # noqa: E402,F401  (shared fixtures)
