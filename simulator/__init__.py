"""Tabletop card-game simulator: rules models, bots, saves and a pygame table."""

__version__ = "0.1.0"

from .compiled import install_guard as _install_guard

_install_guard()   # a game's compiled modules load only while its source is unchanged (compiled.py)
