"""The packaging backend: setuptools, with the package list discovered, never hand-kept.

Every package under simulator/ is found (a new game's package needs no packaging edit),
and the top-level data folders ship inside the package: assets/ as simulator.assets,
scenes/ as simulator.scenes, saves/ as simulator.example_saves (pyproject.toml's
package-dir maps them). Package data is declared by glob in pyproject.toml.
pyproject.toml names this module as its in-tree build backend (backend-path "simulator").
A wheel or editable build also compiles the game engines that opt in (_build_compiled.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools import find_namespace_packages
from setuptools.build_meta import *  # noqa: F401,F403  (the PEP 517 hooks)

from _build_compiled import compiled_extensions  # type: ignore[import-not-found,unused-ignore]

DATA_PACKAGES = ["simulator.assets", "simulator.scenes", "simulator.example_saves"]


BUILD_COMMANDS = ("bdist_wheel", "editable_wheel", "build_ext", "build", "install")


def discovered_packages() -> list[str]:
    """Every package under simulator/ (folders of code or data), then the mapped data folders."""
    found = find_namespace_packages(where=".", include=["simulator", "simulator.*"],
                                    exclude=["*.__pycache__", "*.__pycache__.*"])
    return sorted(found) + DATA_PACKAGES


class _Backend(_setuptools._BuildMetaBackend):
    """setuptools' backend, with the discovered packages passed to setup()."""

    def run_setup(self, setup_script: str = "setup.py") -> None:
        from setuptools import setup
        building = any(cmd in sys.argv[1:] for cmd in BUILD_COMMANDS)   # not for metadata alone
        setup(packages=discovered_packages(), ext_modules=compiled_extensions(Path.cwd()) if building else [])


_BACKEND = _Backend()
get_requires_for_build_wheel = _BACKEND.get_requires_for_build_wheel
get_requires_for_build_sdist = _BACKEND.get_requires_for_build_sdist
prepare_metadata_for_build_wheel = _BACKEND.prepare_metadata_for_build_wheel
build_wheel = _BACKEND.build_wheel
build_sdist = _BACKEND.build_sdist
get_requires_for_build_editable = _BACKEND.get_requires_for_build_editable
prepare_metadata_for_build_editable = _BACKEND.prepare_metadata_for_build_editable
build_editable = _BACKEND.build_editable
