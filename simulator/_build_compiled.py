"""The compiled build of the game engines: which modules mypyc compiles, and the manifest
that lets the program use them only while their source is unchanged.

A game opts in from its own package: `COMPILED_MODULES = ("rules", ...)` in its
`__init__.py` (read here without importing the package). mypyc compiles each game's modules
into one group (a game's modules call each other as C); the modules left out (those with a
subclass of a built-in type, or classes built on interpreted bases) stay Python. The
compiled modules are the same source as the Python ones, so the same games: tests/
test_compiled_build.py plays games both ways and compares every state.

Compiling needs a C compiler and the Python headers (a new machine has both). It is never
required: with SIMULATOR_PURE_BUILD=1, without mypy, or when compiling fails, the build
says so in one line and the engines run as Python. simulator/compiled.py is the run-time
half (the manifest check)."""
from __future__ import annotations

import ast
import hashlib
import importlib.machinery
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

MANIFEST_NAME = "compiled.json"
MANIFEST_FORMAT = 1


def source_digest(path: Path) -> str:
    """The sha256 of a module's source, as the manifest records it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def declared_modules(init: Path) -> tuple[str, ...]:
    """The module names a game package's __init__.py lists in COMPILED_MODULES (none if absent)."""
    tree = ast.parse(init.read_text(encoding="utf-8"))
    target: ast.expr
    value: ast.expr | None
    for node in tree.body:
        if isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        else:
            continue
        if isinstance(target, ast.Name) and target.id == "COMPILED_MODULES" and value is not None:
            return tuple(str(n) for n in ast.literal_eval(value))
    return ()


def compiled_groups(root: Path) -> dict[str, list[Path]]:
    """Group name -> the source files mypyc compiles together, one group per opting-in game."""
    groups: dict[str, list[Path]] = {}
    for init in sorted((root / "simulator" / "games").glob("*/__init__.py")):
        names = declared_modules(init)
        if names:
            groups[f"simulator.games.{init.parent.name}.compiled"] = [init.parent / f"{n}.py" for n in names]
    return groups


def manifest_of(root: Path, groups: dict[str, list[Path]]) -> dict[str, Any]:
    """The manifest: for each group, each compiled module's dotted name and source digest."""
    out: dict[str, dict[str, str]] = {}
    for name, files in groups.items():
        out[name] = {".".join(f.relative_to(root).with_suffix("").parts): source_digest(f) for f in files}
    return {"format": MANIFEST_FORMAT, "groups": out}


def _remove_earlier_outputs(root: Path, groups: dict[str, list[Path]]) -> None:
    """Delete the compiled modules an earlier build left beside the sources, and its manifest."""
    (root / "simulator" / MANIFEST_NAME).unlink(missing_ok=True)
    for name, files in groups.items():
        lib = root.joinpath(*name.split(".")[:-1]) / f"{name.split('.')[-1]}__mypyc"
        for base in [f.with_suffix("") for f in files] + [lib]:
            for suffix in importlib.machinery.EXTENSION_SUFFIXES:
                base.with_name(base.name + suffix).unlink(missing_ok=True)


def _say(text: str) -> None:
    print(f"tabletop build: {text}", file=sys.stderr)


def compiled_extensions(root: Path | None = None) -> list[Any]:
    """The setuptools extensions of the compiled engines, each optional (a compiler failure
    leaves that game as Python), or none when compiling is switched off or unavailable.
    Writes the manifest beside the package (the last build's word on what is compiled)."""
    root = (root or Path.cwd()).resolve()
    if os.environ.get("SIMULATOR_PURE_BUILD"):
        _say("SIMULATOR_PURE_BUILD is set: nothing compiled (an earlier build's modules stay, used while unchanged)")
        return []
    groups = compiled_groups(root)
    if not groups:
        return []
    _remove_earlier_outputs(root, groups)       # a compile that fails leaves nothing old to vouch for
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypy (mypyc) is not installed: the game engines run as Python")
        return []
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "mypyc.ini"        # not the project's [tool.mypy]: its warnings are errors here
        config.write_text("[mypy]\npython_version = 3.11\nignore_missing_imports = True\n", encoding="utf-8")
        files = [str(f.relative_to(root)) for group in groups.values() for f in group]
        try:
            extensions = mypycify(["--config-file", str(config), *files], opt_level="3", debug_level="0",
                                  separate=[([str(f.relative_to(root)) for f in group], name)
                                            for name, group in groups.items()])
        except (Exception, SystemExit) as exc:  # mypyc exits on a type error: never fail the install
            _say(f"compiling the game engines failed ({exc!r:.200}): they run as Python")
            return []
    for extension in extensions:
        extension.optional = True
    manifest = json.dumps(manifest_of(root, groups), indent=1, sort_keys=True)
    (root / "simulator" / MANIFEST_NAME).write_text(manifest, encoding="utf-8")
    return list(extensions)
