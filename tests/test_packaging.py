"""Packaging: every package folder ships without a hand-kept list, and a non-editable
install finds its fonts, layouts, card data and example saves from any directory."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "simulator"))
from _build_backend import DATA_PACKAGES, discovered_packages  # noqa: E402

sys.path.remove(str(ROOT / "simulator"))


def _code_folders() -> set[str]:
    return {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "simulator").rglob("*.py")
            if "__pycache__" not in p.parts}


def test_every_package_folder_is_discovered_without_a_list():
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        found = set(discovered_packages())
    finally:
        os.chdir(cwd)
    missing = _code_folders() - found
    assert not missing, f"the build backend does not find {sorted(missing)}"
    assert set(DATA_PACKAGES) <= found


def test_pyproject_lists_no_packages_by_hand():
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "packages" not in config["tool"]["setuptools"], "packages are discovered, not listed"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> pathlib.Path:
    out = tmp_path_factory.mktemp("wheel")
    # Packaging is checked without compiling (tests/test_compiled_build.py checks the compiled
    # build; compiling here would take a minute and replace the editable install's modules).
    env = {**os.environ, "SIMULATOR_PURE_BUILD": "1"}
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(out), str(ROOT)], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        pytest.fail(f"building the wheel failed: {proc.stderr[-2000:]}")
    (whl,) = out.glob("*.whl")
    return whl


def test_the_wheel_ships_every_package_and_data_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in _code_folders():
        assert f"{folder.replace('.', '/')}/__init__.py" in names or any(
            n.startswith(folder.replace(".", "/") + "/") for n in names), folder
    for data in ("simulator/assets/fonts/DejaVuSans.ttf", "simulator/assets/sounds/turn.wav", "simulator/scenes/krieg.json",
                 "simulator/scenes/eternal.json", "simulator/games/krieg/cards.json",
                 "simulator/games/krieg/decks/standard.json", "simulator/games/eternal/cards.json",
                 "simulator/example_saves/krieg-greedy-vs-random.json",
                 "simulator/games/krieg/help.md", "simulator/games/eternal/help.md"):
        assert data in names, data


def test_a_non_editable_install_finds_its_data_from_another_directory(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, capture_output=True)
    code = ("from simulator.resources import asset, scene_layout, example_saves;"
            "from simulator.games.registry import game_names, get_game;"
            "assert asset('fonts', 'DejaVuSans.ttf').is_file();"
            "assert all(scene_layout(g).is_file() for g in game_names());"
            "assert example_saves();"
            "assert len(get_game('krieg').rules.cards) == 105;"
            "assert all('#' in get_game(g).help_text() for g in game_names());"
            "import simulator; print(simulator.__file__)")
    env = dict(os.environ, PYTHONPATH=str(target))
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert str(target) in proc.stdout
