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
    games = [p for p in (ROOT / "games").iterdir() if p.is_dir() and not p.name.startswith("_")]
    for game in games:
        for path in game.rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for other in games:
                if other != game:
                    assert f"games.{other.name}" not in text and f"from ..{other.name}" not in text, path
