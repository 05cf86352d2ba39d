"""Finding shipped files (fonts, board layouts, example saves) from any working directory."""
from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable


def asset(*parts: str) -> Traversable:
    """A file under the top-level assets/ folder (shipped as simulator.assets)."""
    return resources.files("simulator.assets").joinpath(*parts)


def scene_layout(game: str) -> Traversable:
    """The board layout file scenes/<game>.json."""
    return resources.files("simulator.scenes").joinpath(f"{game}.json")


def example_saves() -> list[Traversable]:
    """The example saved games shipped in saves/, sorted by name (an analysis written beside
    one, `<name>.analysis.json`, is not a save)."""
    root = resources.files("simulator.example_saves")
    return sorted((p for p in root.iterdir() if p.name.endswith(".json") and not p.name.endswith(".analysis.json")),
                  key=lambda p: p.name)
