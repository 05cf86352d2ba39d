"""What a game's presenter tells the generic table: zones and cards, faces, badges, drop targets."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.actions import Action
from ..cards import CardFace


@dataclass(frozen=True)
class Shown:
    """One card in a zone: its id (negative for an unknown hidden card), face up or not.

    face_of: show another instance's face (a triggered ability on the stack shows its
    source, under its own pseudo id so the source can stay where it is).
    """

    card: int
    face_up: bool
    back: str
    face_of: int | None = None


@dataclass
class Scene:
    """Everything the table draws for one observation."""

    zones: dict[str, list[Shown]] = field(default_factory=dict)
    attachments: dict[int, list[Shown]] = field(default_factory=dict)
    card_badges: dict[int, tuple[str, tuple[int, int, int]]] = field(default_factory=dict)
    zone_badges: dict[str, list[tuple[str, tuple[int, int, int]]]] = field(default_factory=dict)
    seat_lines: dict[int, list[str]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)     # stack zones: how many cards
    arrows: list[tuple[int, str]] = field(default_factory=list)   # (card on screen, "card:<id>" | zone key)
    dimmed: set[int] = field(default_factory=set)            # exhausted / inactive cards
    marked: set[int] = field(default_factory=set)            # e.g. declared attackers
    notice: str = ""                                          # a state line for the banner's end (Night...)
    seat_pips: dict[int, list[tuple[int, int, int]]] = field(default_factory=dict)  # e.g. influence


class Presenter:
    """Interface of a per-game presenter (one small subclass per game)."""

    game = ""

    def face(self, card: int) -> CardFace:
        """The face of a card instance."""
        raise NotImplementedError

    def scene(self, obs: dict[str, Any], seats: int) -> Scene:
        """Zones, badges and texts for one observation."""
        raise NotImplementedError

    def targets(self, action: Action) -> list[str]:
        """Drop places of a play: zone keys, "card:<id>" for a card, or "board"."""
        raise NotImplementedError

    def guess(self, seat: int, card: int, drop: list[str]) -> Action | None:
        """The action a drop most likely meant (to explain why it is refused), if any."""
        raise NotImplementedError

    def is_drag_action(self, action: Action) -> bool:
        """True for actions made by dragging a card (plays); others are buttons or clicks."""
        return action.kind == "play"

    def end_turn_label(self, action: Action) -> str | None:
        """The label of the one end-turn button if `action` is it ("Pass"), else None."""
        return "Pass" if action.kind == "pass" else None

    def is_click_choice(self, action: Action) -> bool:
        """True for answers made by clicking a glowing card (targets, damage order...)."""
        return action.kind == "choose" and action.target is not None

    def round_marks(self, events: list[Any]) -> list[tuple[int, str]]:
        """Timeline marks for a replay: (event index, label)."""
        return []
