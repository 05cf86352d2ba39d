"""The view as it grows (issue 27, item 9; DESIGN "The view as it grows"): simulator/view is
grouped into subpackages by job, each saying in its __init__ docstring what lives there,
and nothing in it imports the command-line package."""
from __future__ import annotations

import ast
import pathlib

import pytest

VIEW = pathlib.Path(__file__).resolve().parents[2] / "simulator" / "view"
PACKAGES = sorted(p for p in VIEW.iterdir() if p.is_dir() and (p / "__init__.py").exists())
TOP_LEVEL_MODULES = {"__init__.py", "app.py", "launch.py", "node.py"}


def _absolute(path: pathlib.Path, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    parts = list(path.relative_to(VIEW.parents[1]).with_suffix("").parts)
    base = parts[: len(parts) - node.level]
    return ".".join(base + ([node.module] if node.module else []))


def test_the_view_is_grouped_into_subpackages_by_job() -> None:
    names = {p.name for p in PACKAGES}
    assert {"table", "motion", "style", "widgets", "scenes", "files", "session"} <= names
    loose = sorted(p.name for p in VIEW.glob("*.py") if p.name not in TOP_LEVEL_MODULES)
    assert not loose, f"modules at the view's top level instead of in a subpackage: {loose}"


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_each_subpackage_says_what_lives_there(package: pathlib.Path) -> None:
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
    assert doc and len(doc.split()) >= 8, f"view/{package.name}/__init__.py has no docstring saying what lives there"


def test_nothing_in_the_view_imports_the_commands() -> None:
    for path in sorted(VIEW.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert not _absolute(path, node).startswith("simulator.commands"), \
                    f"{path.relative_to(VIEW)} imports {_absolute(path, node)}"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("simulator.commands") for a in node.names), path
