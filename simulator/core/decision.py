"""Decision: who must act now, what kind of choice it is, and the picks made so far."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision of a match.

    seat: the seat that must act.
    kind: "turn" (play or pass), "choose" (pick from options), "respond", "block", ...
    prompt: a sentence for the banner ("Choose a unit to send to the graveyard").
    picks: the targets already picked for a choice answered one pick at a time (the
      table marks them); empty otherwise, and in another seat's observation.
    """

    seat: int
    kind: str
    prompt: str
    picks: tuple[int, ...] = ()
