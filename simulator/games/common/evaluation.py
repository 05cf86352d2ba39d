"""The part of every game's evaluation that is not the game's own: a finished game."""
from __future__ import annotations

from typing import Sequence

WIN = 1_000_000.0   # the value of a won game; a lost one is -WIN, a draw 0


def game_over_value(winners: Sequence[int] | None, seat: int, win: float = WIN) -> float:
    """The value of a finished game for `seat`: `win` if it won, -`win` if it lost, 0 for a draw."""
    if not winners:
        return 0.0
    return win if seat in winners else -win
