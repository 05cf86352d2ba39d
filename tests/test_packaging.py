"""Packaging: every package folder ships, and shipped data is found from any directory."""
import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_package_folder_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "simulator").rglob("__init__.py")}
    missing = found - listed
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"


def test_shipped_font_and_card_data_are_found_through_the_package():
    from simulator.games.krieg.cards import card_table
    from simulator.resources import asset

    assert asset("fonts", "DejaVuSans.ttf").is_file()
    assert len(card_table()) == 105
