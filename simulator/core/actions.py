"""Action: the one small, frozen, JSON-able value by which anything in a game changes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

_FIELDS = ("kind", "seat", "card", "target", "choice")


@dataclass(frozen=True, slots=True)
class Action:
    """One decision by one seat.

    kind: what is done ("play", "pass", "choose", "discard", ...).
    card: the card instance acted with, if any.
    target: a card instance or a seat the action points at, if any.
    choice: a named option, a row, a count... whatever else the rules ask for.
    """

    kind: str
    seat: int
    card: int | None = None
    target: int | None = None
    choice: str | int | None = None

    def to_json(self) -> dict[str, Any]:
        """Return a compact dict (fields left at None are omitted)."""
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat}
        if self.card is not None:
            out["card"] = self.card
        if self.target is not None:
            out["target"] = self.target
        if self.choice is not None:
            out["choice"] = self.choice
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """Build an Action from `to_json` output; raise ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"an action must be an object, got {type(data).__name__}")
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise ValueError(f"action has unknown field(s) {', '.join(unknown)}")
        kind, seat = data.get("kind"), data.get("seat")
        if not isinstance(kind, str) or not kind:
            raise ValueError("action needs a non-empty string 'kind'")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError("action needs an integer 'seat'")
        for key in ("card", "target"):
            value = data.get(key)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise ValueError(f"action field '{key}' must be an integer")
        choice = data.get("choice")
        if choice is not None and (not isinstance(choice, (str, int)) or isinstance(choice, bool)):
            raise ValueError("action field 'choice' must be a string or an integer")
        return cls(kind, seat, data.get("card"), data.get("target"), choice)

    def __str__(self) -> str:
        parts = [f"{self.kind}@{self.seat}"]
        if self.card is not None:
            parts.append(f"card={self.card}")
        if self.target is not None:
            parts.append(f"target={self.target}")
        if self.choice is not None:
            parts.append(f"choice={self.choice}")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is refused: a short human sentence and the rule it comes from."""

    reason: str
    rule: str

    def __str__(self) -> str:
        return f"{self.reason} ({self.rule})"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def malformed(action: Any) -> "Violation | None":
    """A Violation when an Action's fields have the wrong types, else None.

    Checked at the edge (Match.check) before anything else: a bool, float or string seat
    or card would otherwise compare equal to a legal action's int (1.0 == 1, True == 1)
    and be applied part-way, or recorded and then fail to load."""
    if not isinstance(action, Action):
        return Violation(f"Not an action: {type(action).__name__}", "the action format")
    if not isinstance(action.kind, str) or not action.kind:
        return Violation("An action needs a kind, a non-empty word", "the action format")
    if not _is_int(action.seat):
        return Violation(f"An action's seat must be a whole number, not {action.seat!r}", "the action format")
    for name in ("card", "target"):
        value = getattr(action, name)
        if value is not None and not _is_int(value):
            return Violation(f"An action's {name} must be a whole number, not {value!r}", "the action format")
    choice = action.choice
    if choice is not None and not (_is_int(choice) or isinstance(choice, str)):
        return Violation(f"An action's choice must be a word or a whole number, not {choice!r}",
                         "the action format")
    return None


class IllegalAction(Exception):
    """Raised by Match.apply for an action that check() refuses; the state is untouched."""

    def __init__(self, violation: Violation) -> None:
        super().__init__(str(violation))
        self.violation = violation
