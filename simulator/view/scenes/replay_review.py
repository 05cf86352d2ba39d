"""The replay viewer's review of a marked decision: a panel with its class, the move made and
the better moves with their win chances, the reason the game's evaluation gives, and the
player's accuracy in this game (table/move_list.py draws it), placed clear of the cards,
the banner and the retry strip. It goes when the viewer moves to another step."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...bots.analysis_marks import accuracy
from ..table.move_list import MoveList
from ..table.move_list import show_review as show_panel

if TYPE_CHECKING:
    from .replay import ReplayScene


def show_review(scene: ReplayScene) -> MoveList | None:
    """Show the panel of the decision at the viewer's step if it is marked (None otherwise)."""
    step = scene.cursor.position
    verdict = scene.analysis.at(step)
    if verdict is None:
        return None
    names = scene.seat_names
    who = names[verdict.seat] if verdict.seat < len(names) else f"Seat {verdict.seat + 1}"
    return show_panel(scene.view, verdict, who, accuracy(scene.analysis.verdicts).get(verdict.seat),
                      lambda: scene.cursor.position == step and scene.analysis.at(step) is verdict)
