"""The model never imports pygame or pymunk, and draws no randomness outside the state."""
import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2] / "simulator"
MODEL_FILES = sorted([*(ROOT / "core").rglob("*.py"), *(ROOT / "games").rglob("*.py"), *(ROOT / "bots").rglob("*.py")])


def _imports(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", MODEL_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_model_module_imports_no_view_library_and_no_global_random(path):
    names = _imports(path)
    assert not names & {"pygame", "pymunk"}, f"{path} imports the view layer"
    assert "random" not in names, f"{path} uses module-level random; use the state's Rng"
    if "bots" not in path.parts:  # bots may keep a time budget; the rules never read a clock
        assert not names & {"time", "datetime"}, f"{path} reads a clock"


def test_game_packages_do_not_reach_into_each_other():
    games = [p for p in (ROOT / "games").iterdir()
             if p.is_dir() and not p.name.startswith("_") and p.name != "common"]   # common is shared by all
    for game in games:
        for path in game.rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for other in games:
                if other != game:
                    assert f"games.{other.name}" not in text and f"from ..{other.name}" not in text, path


def test_core_imports_nothing_above_it():
    """issue 9, item 6: core is the bottom layer; loading a save takes the game lookup as a
    parameter instead of importing the registry."""
    for path in sorted((ROOT / "core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                above = (node.level >= 2) or (node.level == 0 and module.startswith("simulator.")
                                              and not module.startswith("simulator.core"))
                assert not above, f"{path.name} imports {'.' * node.level}{module}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    assert not (alias.name.startswith("simulator.") and not alias.name.startswith("simulator.core")), \
                        f"{path.name} imports {alias.name}"


def test_the_view_names_no_game_and_imports_no_game_package():
    """issue 9, item 2: every game reaches the view through its GAME and table description."""
    from simulator.games.registry import game_names
    view = ROOT / "view"
    for path in sorted(view.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                parts = node.module.split(".")
                assert not ("games" in parts and parts[-1] not in ("registry", "games")), \
                    f"{path.name} imports {node.module}"
        lowered = text.lower()
        for name in game_names():
            assert f'"{name}"' not in lowered and f"'{name}'" not in lowered, f"{path.name} names {name}"
