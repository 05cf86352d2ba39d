"""The compiled build of the game engines (simulator/_build_compiled.py, simulator/compiled.py):
compiled modules are used only while the manifest vouches for them and their source is
unchanged, and a compiled game plays exactly the games its Python source plays."""
from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from simulator import compiled
from simulator.compiled import SourceFirst, survey, vouched_modules

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "simulator"))
from _build_compiled import compiled_groups, declared_modules, manifest_of  # noqa: E402

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def _fake_build(tmp_path: Path, extension: bool = True) -> tuple[Path, Path]:
    """A package root with one compiled game module, its stand-in extension and a manifest."""
    root = tmp_path / "simulator"
    game = root / "games" / "toy"
    game.mkdir(parents=True)
    (game / "rules.py").write_text("VALUE = 1\n", encoding="utf-8")
    if extension:
        (game / f"rules{SUFFIX}").write_bytes(b"not really compiled")
    manifest = root / "compiled.json"
    digest = manifest_of(tmp_path, {"simulator.games.toy.compiled": [game / "rules.py"]})
    manifest.write_text(json.dumps(digest), encoding="utf-8")
    return root, manifest


def test_an_unchanged_build_is_vouched_for(tmp_path):
    root, manifest = _fake_build(tmp_path)
    state = survey(manifest, root, env={})
    assert state == {"simulator.games.toy.compiled": "compiled"}
    assert vouched_modules(state, manifest) == {"simulator.games.toy.rules"}


def test_a_changed_source_runs_its_game_as_python(tmp_path):
    root, manifest = _fake_build(tmp_path)
    (root / "games" / "toy" / "rules.py").write_text("VALUE = 2\n", encoding="utf-8")
    state = survey(manifest, root, env={})
    assert state["simulator.games.toy.compiled"].startswith("Python (its source changed")
    assert vouched_modules(state, manifest) == frozenset()


def test_a_build_that_compiled_nothing_runs_as_python(tmp_path):
    root, manifest = _fake_build(tmp_path, extension=False)
    assert survey(manifest, root, env={})["simulator.games.toy.compiled"].startswith("Python (the compiled")


def test_simulator_pure_python_asks_for_python_everywhere(tmp_path):
    root, manifest = _fake_build(tmp_path)
    state = survey(manifest, root, env={"SIMULATOR_PURE_PYTHON": "1"})
    assert state["simulator.games.toy.compiled"].startswith("Python (SIMULATOR_PURE_PYTHON")


@pytest.mark.parametrize("text", ["", "{", '{"groups": 3}', '{"groups": {"g": "x"}}', "[]", "x" * 100])
def test_a_malformed_manifest_vouches_for_nothing(tmp_path, text):
    root, manifest = _fake_build(tmp_path)
    manifest.write_text(text, encoding="utf-8")
    assert vouched_modules(survey(manifest, root, env={}), manifest) == frozenset()


def test_the_guard_loads_an_unvouched_module_from_its_source(tmp_path):
    root, _ = _fake_build(tmp_path)
    spec = SourceFirst(frozenset(), root).find_spec("simulator.games.toy.rules", None)
    assert spec is not None and spec.origin == str(root / "games" / "toy" / "rules.py")


def test_the_guard_leaves_a_vouched_module_to_the_usual_finders(tmp_path):
    root, _ = _fake_build(tmp_path)
    assert SourceFirst(frozenset({"simulator.games.toy.rules"}), root).find_spec(
        "simulator.games.toy.rules", None) is None


def test_every_module_a_game_declares_compiled_exists():
    groups = compiled_groups(ROOT)
    assert groups, "no game declares COMPILED_MODULES"
    for files in groups.values():
        missing = [f.name for f in files if not f.is_file()]
        assert not missing, f"declared compiled but missing: {missing}"


def test_a_game_without_the_declaration_compiles_nothing(tmp_path):
    init = tmp_path / "__init__.py"
    init.write_text('"""A game."""\nGAME = None\n', encoding="utf-8")
    assert declared_modules(init) == ()


_PLAY = """
import json, sys
from tests.games.golden import play
from simulator.compiled import build_state
games = json.loads(sys.argv[1])
out = [f"{len(m.actions)}:{m.state_hash()}" for m in (play(*g) for g in games)]
print(json.dumps({"state": build_state(), "hashes": out}))
"""

# A few seeded games of each compiled game: random play, a greedy bot, a search bot, teams.
_GAMES = [("wonders", s, 2, False, ("random", "random")) for s in range(6)] + [
    ("wonders", 1, 2, False, ("greedy", "random")), ("wonders", 0, 2, False, ("search:nodes=8", "greedy")),
    ("exodus", 0, 2, False, ("search:nodes=8", "greedy")), ("exodus", 1, 2, False, ("greedy", "random")),
    ("exodus", 2, 4, True, ("random",) * 4), ("exodus", 3, 4, False, ("random",) * 4)] + [
    ("exodus", s, 2, False, ("random", "random")) for s in range(4)]


def _played(pure: bool) -> dict[str, object]:
    env = {**os.environ, "SIMULATOR_PURE_PYTHON": "1"} if pure else {
        k: v for k, v in os.environ.items() if k != "SIMULATOR_PURE_PYTHON"}
    proc = subprocess.run([sys.executable, "-c", _PLAY, json.dumps(_GAMES)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)


def test_compiled_games_play_exactly_as_their_python_source():
    if not any(v == "compiled" for v in compiled.build_state().values()):
        pytest.skip(f"this install runs every game as Python ({compiled.build_state() or 'no compiled build'})")
    fast, slow = _played(pure=False), _played(pure=True)
    assert all(v == "compiled" for v in fast["state"].values()), fast["state"]
    assert all(v.startswith("Python") for v in slow["state"].values()), slow["state"]
    assert fast["hashes"] == slow["hashes"]
