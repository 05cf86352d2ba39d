"""The analysis sidecar: the search bot's verdicts on a saved game, kept beside the save as
`<save>.analysis.json` (or in the player's data folder's `analysis/` when the save's folder
cannot be written), with each decision's mark, alternatives and reason and each player's
accuracy (fields a reader of an older sidecar does without). A sidecar is tied to its save by the save's final state hash, so an
analysis is only ever shown with the very game it judged. `tabletop analyze` writes it; the
replay viewer writes it after its own analysis and reads it back (never trusting it).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..core.saves import write_atomic
from .analysis import Verdict, biggest_swings

SIDECAR_SUFFIX = ".analysis.json"
FORMAT = "tabletop-analysis"
MAX_SIDECAR_BYTES = 8 * 1024 * 1024


def sidecar_path(save: Path) -> Path:
    """Where the analysis of `save` goes: beside it, `<name>.analysis.json`."""
    name = save.name.removesuffix(".json")
    return save.with_name(name + SIDECAR_SUFFIX)


def user_sidecar_path(save: Path) -> Path:
    """The fallback place for a save whose folder cannot be written: `analysis/` in the
    player's data folder (TABLETOP_HOME when set, like the program's own files)."""
    from ..core.userdecks import data_dir

    return data_dir() / "analysis" / sidecar_path(save).name


def write_sidecar(save: Path, doc: dict[str, Any]) -> Path:
    """Write an analysis beside its save, or in the user data folder when the save's folder
    cannot be written; returns where it went (OSError when neither can be written)."""
    text = json.dumps(doc, indent=1) + "\n"
    try:
        return write_atomic(sidecar_path(save), text)
    except OSError:
        return write_atomic(user_sidecar_path(save), text)


def document(info: Any, match: Any, verdicts: list[Verdict], settings: dict[str, Any]) -> dict[str, Any]:
    """The sidecar's content: the verdicts, the largest swings, each player's accuracy (by
    seat counted from 1) and, beside the settings, the class cut-offs and the calibration
    map the win chances went through."""
    from .analysis_marks import CUTS, accuracy
    from .calibration import game_map

    fitted = game_map(match.setup.game)
    review = {"cuts": {name: cut for name, cut in CUTS}, "calibrated": fitted is not None}
    return {"format": FORMAT, "version": 1, "game": match.setup.game, "save_hash": info.hash, "steps": info.steps,
            "settings": {**settings, **review}, "decisions": [v.to_json() for v in verdicts],
            "swings": [v.step for v in biggest_swings(verdicts)],
            "accuracy": {str(seat + 1): round(a, 1) for seat, a in accuracy(verdicts).items()}}


def read_sidecar(path: Path, save_hash: str) -> list[Verdict] | None:
    """The verdicts of a sidecar that belongs to the save with this final hash; None when
    there is none, it is for another game, or it is malformed (never raises; the field-by-field
    check, and the notice for a bad one, are bots/sidecar_check.py's)."""
    from .sidecar_check import check_sidecar

    return check_sidecar(path, save_hash).verdicts
