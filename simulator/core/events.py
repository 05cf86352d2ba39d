"""Event: what the rules report after an action, for the game log and for animation cues."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
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

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict."""
        return {"kind": self.kind, "text": self.text, "seat": self.seat, "cards": list(self.cards)}
