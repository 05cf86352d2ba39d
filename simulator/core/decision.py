"""Decision: who must act now, what kind of choice it is, and the picks made so far."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(self, seat: int, kind: str, prompt: str, picks: tuple[int, ...] = ()) -> None:
        # The frozen dataclass's own __init__, each field written through its slot directly
        # (as core/events.py's Event): the rules make one at every step of every game.
        _SET_SEAT(self, seat)
        _SET_KIND(self, kind)
        _SET_PROMPT(self, prompt)
        _SET_PICKS(self, picks)


_SET_SEAT, _SET_KIND, _SET_PROMPT, _SET_PICKS = (Decision.__dict__[f].__set__
                                                 for f in ("seat", "kind", "prompt", "picks"))
