"""The one effect-context shape and the one way to register effect operations.

Every game writes its cards' behaviour as small ops named in its card file. An op is a
function registered by name with `@OPS.op("damage")` on the game's `OpTable`; it runs
with the game's context, a subclass of `EffectContext` (the state, the card table, and
the events the apply() call emits).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from ...core.actions import Action
from ...core.choice import open_choice
from ...core.events import Event

S = TypeVar("S")
F = TypeVar("F", bound=Callable[..., None])


class EffectContext(Generic[S]):
    """One apply() call's working set: the state, the card table, and the events emitted.

    quiet: emit no events (setup steps that are not part of the game log)."""

    __slots__ = ("cards", "events", "quiet", "st")

    def __init__(self, st: S, cards: tuple[Any, ...], quiet: bool = False) -> None:
        self.st = st
        self.cards = cards
        self.events: list[Event] = []
        self.quiet = quiet

    def log(self, kind: str, text: str, seat: int | None = None, cards: tuple[int, ...] = ()) -> None:
        """Emit an event for the game log."""
        if not self.quiet:
            self.events.append(Event(kind, text, seat, cards))


Task = tuple[int, int, dict[str, Any]]     # (seat, card, op)


class QueuedState(Protocol):
    """A state whose effects wait in a task queue and whose questions are one pending choice."""

    choice: dict[str, Any] | None
    tasks: list[Task]


Q = TypeVar("Q", bound=QueuedState)


class QueueContext(EffectContext[Q]):
    """An EffectContext for games that run effects as a queue of (seat, card, op) tasks and
    ask their questions one pending choice at a time (Krieg, Wonders)."""

    __slots__ = ()

    def pick(self, seat: int, card: int, op: dict[str, Any], prompt: str, options: list[Any], lo: int, hi: int,
             by: str = "card", labels: list[str] | None = None) -> list[Any] | None:
        """Ask `seat` to pick lo..hi of options; the picks when forced, else None: the op is
        queued again and called with the picks once they are made."""
        forced, choice = open_choice(seat, prompt, options, lo, hi, by, labels, card=card)
        if choice is None:
            return forced
        self.st.choice = choice
        self.st.tasks.insert(0, (seat, card, op))
        return None

    def push(self, tasks: list[Task]) -> None:
        """Run these tasks next, before the rest of the queue."""
        self.st.tasks[0:0] = tasks


class AppliesInContext:
    """Rules.apply and Capabilities.quiet_apply for a game's rules class that applies an
    action inside one effect context (its `apply_in`): the two differ only in whether the
    context writes the game log's events. A subclass sets `context` to its context class."""

    context: Callable[..., EffectContext[Any]]
    cards: tuple[Any, ...]

    def apply_in(self, ctx: Any, action: Action) -> None:
        """Apply a legal action with a given context, then run the game to its next decision."""
        raise NotImplementedError

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Apply a legal action in place; return the events for the game log."""
        ctx = self.context(state, self.cards)
        self.apply_in(ctx, action)
        return ctx.events

    def apply_quiet(self, state: Any, action: Action) -> None:
        """apply() without the game log's events (Capabilities.quiet_apply: search copies)."""
        self.apply_in(self.context(state, self.cards, True), action)


class OpTable(dict[str, Callable[..., None]]):
    """A game's effect vocabulary: op name -> function, filled by the `op` decorator."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def op(self, name: str) -> Callable[[F], F]:
        """Register the decorated function as the op `name` (each name once)."""
        def register(fn: F) -> F:
            if name in self:
                raise ValueError(f"{self.game}: effect op '{name}' is registered twice")
            self[name] = fn
            return fn
        return register


def player(seat: int) -> str:
    """How the log names a seat."""
    return f"Player {seat + 1}"
