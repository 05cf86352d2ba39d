"""Where the player's things live: settings (config dir) and saves (data dir), via platformdirs.

TABLETOP_HOME, when set, puts both under one folder (tests and portable installs).
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

import platformdirs

from ..core.saves import user_saves_dir, write_atomic


def config_dir() -> Path:
    """The settings folder."""
    home = os.environ.get("TABLETOP_HOME")
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir("tabletop", appauthor=False))


def saves_dir() -> Path:
    """The player's own saves (core.saves.user_saves_dir unless TABLETOP_HOME is set)."""
    home = os.environ.get("TABLETOP_HOME")
    return Path(home) / "saves" if home else user_saves_dir()


def autosave_path() -> Path:
    """The game in progress, rewritten after every action."""
    return saves_dir() / "autosave.json"


@dataclass
class Settings:
    """The player's preferences."""

    ui_scale: float = 1.0
    anim_speed: float = 1.0
    fullscreen: bool = False
    reveal_all: bool = False

    @classmethod
    def load(cls) -> "Settings":
        """Read settings; anything missing or malformed falls back to the default."""
        path = config_dir() / "settings.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        out = cls()
        for key, default in asdict(cls()).items():
            value = data.get(key, default) if isinstance(data, dict) else default
            if isinstance(value, type(default)) or (isinstance(default, float) and isinstance(value, int)):
                setattr(out, key, type(default)(value))
        out.ui_scale = min(2.0, max(0.75, out.ui_scale))
        out.anim_speed = min(4.0, max(0.25, out.anim_speed))
        return out

    def save(self) -> None:
        """Write settings atomically."""
        write_atomic(config_dir() / "settings.json", json.dumps(asdict(self), indent=1))
