"""The small interface every game's rules implement, and the values it trades in."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Action, Violation
from .decision import Decision
from .events import Event
from .rng import Rng


@dataclass(frozen=True)
class Setup:
    """Everything that fixes a game's start: with the action list it fixes the whole game.

    decks is game-specific JSON (Krieg: the three shared decks as card-id lists).
    options is game-specific JSON (Krieg: {"teams": bool, "first_seat": int}).
    """

    game: str
    seed: int
    seats: int
    decks: Any
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict."""
        return {"game": self.game, "seed": self.seed, "seats": self.seats,
                "decks": self.decks, "options": dict(self.options)}


@dataclass(frozen=True)
class Result:
    """How a finished game ended: the winning seats (empty for a draw) and a summary."""

    winners: tuple[int, ...]
    summary: str
    points: tuple[int, ...] = ()

    @property
    def draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict."""
        return {"winners": list(self.winners), "draw": self.draw, "summary": self.summary,
                "points": list(self.points)}


class Rules(Protocol):
    """One game's rules over an opaque, plain, copyable state object.

    `apply` is trusting and fast (for bots and replays); legality is checked at the
    edge by Match through `legal_actions` and `explain`.
    """

    name: str
    ruleset: str

    def new_state(self, setup: Setup) -> Any:
        """Return the state after setup (shuffles use the state's own Rng)."""

    def legal_actions(self, state: Any) -> list[Action]:
        """Every action the deciding seat may take now, in a stable order."""

    def explain(self, state: Any, action: Action) -> Violation:
        """Why `action` (not among legal_actions) is refused, with the rule's source."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Apply a legal action in place and return what happened."""

    def decision(self, state: Any) -> Decision | None:
        """Who must act now, or None when the game is over."""

    def result(self, state: Any) -> Result | None:
        """The result once the game is over, else None."""

    def observation(self, state: Any, seat: int) -> dict[str, Any]:
        """What `seat` may know, as JSON-able data (None seat = everything, for replays)."""

    def to_json(self, state: Any) -> dict[str, Any]:
        """The whole state as canonical JSON-able data."""

    def from_json(self, data: dict[str, Any]) -> Any:
        """Inverse of to_json."""

    def clone(self, state: Any) -> Any:
        """An independent copy, written by hand for speed."""

    def determinize(self, observation: dict[str, Any], seat: int, rng: Rng) -> Any:
        """A full state consistent with `observation`, hidden cards dealt at random."""

    def resample_hidden(self, state: Any, seat: int, rng: Rng) -> Any:
        """A copy of the true state with every card `seat` cannot see dealt again at random."""

    def card_instances(self, state: Any) -> list[int]:
        """Every card instance in every zone; card conservation means each exactly once."""

    # Optional: games whose rules let a player concede at any moment (Eternal 000 1.1)
    # define concede_allowed(state, seat) -> bool and handle Action("concede", seat) in
    # apply. Conceding is not listed in legal_actions (bots never concede); Match.check
    # accepts it whenever concede_allowed says so.
    #
    # Optional, for the search bot (simulator/bots/search.py):
    #   turn_seat(state) -> int: whose turn it is, whoever must decide now (games with
    #     turns; rollouts then run to the end of the opponent's next turn).
    #   determinizer(observation, seat) -> Callable[[Rng], state]: `determinize` for many
    #     deals of one observation, reading the observation only once.

    def card_name(self, state: Any, card: int) -> str:
        """The printed name of a card instance."""

    def describe(self, state: Any, action: Action) -> str:
        """A short human description of an action (menus, logs, bot hints)."""
