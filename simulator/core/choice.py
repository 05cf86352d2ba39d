"""Pending choices shared by the games: collecting a player's picks one action at a time.

A pending choice is a dict with "by" ("value": one action names the answer in
Action.choice; otherwise the player picks targets one by one), "picks" (the targets picked
so far), "max" (how many may be picked) and "options" (what may be picked). Picking ends
with a "done" action, at "max" picks, or when every option has been picked.
"""
from __future__ import annotations

from typing import Any

from .actions import Action


def record_pick(choice: dict[str, Any], action: Action) -> list[Any] | None:
    """Record one answer to `choice`; the complete list of picks, or None while more may come."""
    if choice["by"] == "value":
        return [action.choice]
    if action.choice != "done":
        choice["picks"].append(action.target)
    picks = choice["picks"]
    if action.choice != "done" and len(picks) < choice["max"] and len(picks) < len(choice["options"]):
        return None
    return list(picks)
