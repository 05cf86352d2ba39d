"""Tabletop card-game simulator: rules models, bots, saves and a pygame table."""

__version__ = "0.1.0"
