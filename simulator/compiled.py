"""The run-time half of the compiled build: a game's compiled modules are used only when the
manifest written by the last build vouches for them and every one of their sources is
unchanged since; otherwise the game's modules load from their Python source.

Why a guard: an editable install builds the compiled modules beside the sources, and Python
prefers an extension module to a .py file of the same name. Without the guard an edited
rule would not run until the next build, and a game half compiled from old source and half
Python would mix two versions of its rules. With it, a changed source means that whole game
runs as Python (correct, slower) and `tabletop bench` says why. SIMULATOR_PURE_PYTHON=1 asks
for Python everywhere. The manifest is read defensively (bounded, any fault = not vouched)."""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Mapping, Sequence

PACKAGE_ROOT = Path(__file__).resolve().parent
MANIFEST = PACKAGE_ROOT / "compiled.json"
MAX_MANIFEST_BYTES = 1 << 20
GUARDED_PREFIX = "simulator.games."


def _read_manifest(path: Path) -> dict[str, dict[str, str]]:
    """Group -> {module: source sha256}, or {} when the file is missing, too big or malformed."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_MANIFEST_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
        groups = data["groups"]
        return {str(g): {str(m): str(d) for m, d in mods.items()} for g, mods in groups.items()
                if isinstance(mods, dict)}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _source_of(module: str, root: Path = PACKAGE_ROOT) -> Path:
    """The .py file of a dotted simulator module name."""
    parts = module.split(".")[1:]
    return root.joinpath(*parts).with_suffix(".py")


def _unchanged(module: str, digest: str, root: Path) -> bool:
    try:
        return hashlib.sha256(_source_of(module, root).read_bytes()).hexdigest() == digest
    except OSError:
        return False


def _has_extension(module: str, root: Path) -> bool:
    source = _source_of(module, root)
    return any(source.with_suffix(suffix).exists() for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def survey(manifest: Path = MANIFEST, root: Path = PACKAGE_ROOT,
           env: Mapping[str, str] | None = None) -> dict[str, str]:
    """Each compiled group's state: "compiled", or why its game runs as Python."""
    env = os.environ if env is None else env
    out: dict[str, str] = {}
    for group, modules in _read_manifest(manifest).items():
        if env.get("SIMULATOR_PURE_PYTHON"):
            out[group] = "Python (SIMULATOR_PURE_PYTHON is set)"
        elif not all(_has_extension(m, root) for m in modules):
            out[group] = "Python (the compiled modules are missing: the build could not compile them)"
        elif not all(_unchanged(m, d, root) for m, d in modules.items()):
            out[group] = "Python (its source changed since the build: `pip install -e .` compiles it again)"
        else:
            out[group] = "compiled"
    return out


def vouched_modules(state: dict[str, str], manifest: Path = MANIFEST) -> frozenset[str]:
    """The modules that may load compiled: those of every group the survey found compiled."""
    groups = _read_manifest(manifest)
    return frozenset(m for g, mods in groups.items() if state.get(g) == "compiled" for m in mods)


class SourceFirst(importlib.abc.MetaPathFinder):
    """Loads a game module from its .py source unless it is vouched for as compiled."""

    def __init__(self, vouched: frozenset[str], root: Path = PACKAGE_ROOT) -> None:
        self.vouched, self.root = vouched, root

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(GUARDED_PREFIX) or fullname in self.vouched:
            return None                           # the usual finders (a vouched module loads compiled)
        source = _source_of(fullname, self.root)
        if not source.is_file() or not _has_extension(fullname, self.root):
            return None                           # a package, or nothing compiled to step around
        return importlib.util.spec_from_file_location(fullname, source)


_STATE: dict[str, str] = {}


def install_guard() -> None:
    """Put the guard first among the import finders (once per process)."""
    if any(isinstance(f, SourceFirst) for f in sys.meta_path):
        return
    _STATE.update(survey())
    sys.meta_path.insert(0, SourceFirst(vouched_modules(_STATE)))


def build_state() -> dict[str, str]:
    """What install_guard found: each compiled group and whether it runs compiled."""
    return dict(_STATE)
