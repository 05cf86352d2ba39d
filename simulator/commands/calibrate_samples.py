"""The judged decisions of a calibration run kept in a file (`analyze --calibrate --samples`) and
read back (`--from-samples`): {"game", "games", "nodes", "seed", "samples": [[raw, outcome,
game], ...]}. The file is untrusted when read: bounded in size and checked value by value."""
from __future__ import annotations

import json
from typing import Any

from ..bots.calibration import Sample
from ..core.saves import write_atomic

MAX_BYTES = 32 * 2**20
MAX_SAMPLES = 500_000


def write_samples(path: str, game: str, samples: list[Sample], games: int, nodes: int, seed: int,
                  player: str = "search", every: int = 1) -> None:
    """Write the samples of a run (atomically)."""
    doc = {"game": game, "games": games, "nodes": nodes, "seed": seed, "player": player, "every": every,
           "samples": [[round(s.chance, 6), s.outcome, s.game] for s in samples]}
    write_atomic(path, json.dumps(doc) + "\n")


def _number(v: Any, low: float, high: float) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and low <= v <= high


def read_samples(path: str, game: str) -> tuple[list[Sample], dict[str, Any]]:
    """The samples in a file written by write_samples for `game`, and its {"games", "nodes",
    "player", "every"}; ValueError with a one-line reason for anything else."""
    from ..core.untrusted import UnreadableFile, read_regular

    try:
        doc = json.loads(read_regular(path, MAX_BYTES).decode("utf-8"))
    except FileNotFoundError:
        raise ValueError(f"no file {path}") from None
    except (OSError, UnreadableFile) as exc:
        raise ValueError(f"cannot read {path}: {exc}") from None
    except (UnicodeDecodeError, ValueError):
        raise ValueError(f"{path} is not a samples file (not JSON)") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("samples"), list):
        raise ValueError(f"{path} is not a samples file (no list of samples)")
    if doc.get("game") != game:
        raise ValueError(f"{path} holds samples of {str(doc.get('game'))[:40]!r}, not {game!r}")
    games, nodes = doc.get("games"), doc.get("nodes")
    if not (_number(games, 1, 10**6) and isinstance(games, int) and _number(nodes, 1, 10**7) and isinstance(nodes, int)):
        raise ValueError(f"{path}: games and nodes must be whole numbers")
    rows = doc["samples"]
    if len(rows) > MAX_SAMPLES:
        raise ValueError(f"{path}: more than {MAX_SAMPLES} samples")
    out = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 3 and _number(row[0], 0.0, 1.0)
                and row[1] in (0, 0.5, 1) and not isinstance(row[1], bool)
                and isinstance(row[2], int) and not isinstance(row[2], bool) and 0 <= row[2] < games):
            raise ValueError(f"{path}: a sample must be [raw value 0..1, outcome 0/0.5/1, game number]")
        out.append(Sample(float(row[0]), float(row[1]), row[2]))
    player, every = doc.get("player", "search"), doc.get("every", 1)
    if not (isinstance(player, str) and 0 < len(player) <= 80 and isinstance(every, int)
            and not isinstance(every, bool) and 1 <= every <= 1000):
        raise ValueError(f"{path}: player must be a bot spec and every a whole number from 1 to 1000")
    return out, {"games": games, "nodes": nodes, "player": player, "every": every}
