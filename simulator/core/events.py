"""Event: what the rules report after an action, for the game log and for animation cues."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened.

    kind: a machine name ("played", "moved", "drew", "scored", "round_won", ...).
    text: the log line, in the game's own words.
    seat: the seat it concerns, if any.
    cards: card instances it mentions (the log makes their names hoverable).
    """

    kind: str
    text: str
    seat: int | None = None
    cards: tuple[int, ...] = ()

    def __init__(self, kind: str, text: str, seat: int | None = None, cards: tuple[int, ...] = ()) -> None:
        # The frozen dataclass's own __init__, with each field written through its slot
        # directly: a game emits hundreds of Events, and object.__setattr__ costs half again.
        _SET_KIND(self, kind)
        _SET_TEXT(self, text)
        _SET_SEAT(self, seat)
        _SET_CARDS(self, cards)

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict."""
        return {"kind": self.kind, "text": self.text, "seat": self.seat, "cards": list(self.cards)}


_SET_KIND, _SET_TEXT, _SET_SEAT, _SET_CARDS = (Event.__dict__[f].__set__ for f in ("kind", "text", "seat", "cards"))
