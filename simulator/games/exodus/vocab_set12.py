"""The effect-vocabulary words the Set 1-2 cards add (merged by vocab.py)."""
from __future__ import annotations

OPS: dict[str, set[str]] = {}
TRIGGERS: set[str] = set()
STATICS: set[str] = set()
TARGETS: set[str] = set()
CONDITIONS: set[str] = set()
STAYS: set[str] = set()
COSTS: set[str] = set()
