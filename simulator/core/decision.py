"""Decision: who must act now and what kind of choice it is."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision of a match.

    seat: the seat that must act.
    kind: "turn" (play or pass), "choose" (pick from options), "discard", "draw", ...
    prompt: a sentence for the banner ("Choose a unit to send to the graveyard").
    """

    seat: int
    kind: str
    prompt: str
