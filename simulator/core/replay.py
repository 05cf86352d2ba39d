"""ReplayCursor: step forward and back through a game's actions, seeking via keyframe snapshots.

The cursor walks the actions once when built, keeping a cloned state every
`keyframe_every` steps and the events of every step. Seeking to step i clones the
nearest keyframe at or before i and applies at most `keyframe_every - 1` actions, so any
jump costs the same small amount however long the game is.

Positions count actions applied: position 0 is the state after setup, position
`length` the state after the last action. Actions are applied trusted: feed the cursor
actions that were verified (a loaded save, a Match's own actions).
"""
from __future__ import annotations

from itertools import accumulate
from typing import Any, Sequence

from .actions import Action
from .decision import Decision
from .events import Event
from .game import Result, Rules, Setup
from .match import Match, hash_state
from .observation import Observation


class ReplayCursor:
    """A position in a recorded game, with instant seeks to any step."""

    def __init__(self, rules: Rules, setup: Setup, actions: Sequence[Action],
                 keyframe_every: int = 16) -> None:
        if keyframe_every < 1:
            raise ValueError("keyframe_every must be at least 1")
        self.rules = rules
        self.setup = setup
        self.actions: tuple[Action, ...] = tuple(actions)
        self.keyframe_every = keyframe_every
        state = rules.new_state(setup)
        self._keyframes: list[Any] = [rules.clone(state)]
        self._step_events: list[tuple[Event, ...]] = []
        for i, action in enumerate(self.actions, 1):
            self._step_events.append(tuple(rules.apply(state, action)))
            if i % keyframe_every == 0:
                self._keyframes.append(rules.clone(state))
        # _offsets[i] = number of log events up to position i, so `events` is one slice
        self._offsets = [0, *accumulate(len(e) for e in self._step_events)]
        self._log = [e for step in self._step_events for e in step]
        self._final = state
        self._state = rules.clone(self._keyframes[0])
        self._position = 0

    @classmethod
    def from_match(cls, match: Match, keyframe_every: int = 16) -> "ReplayCursor":
        """A cursor over the actions a match has taken so far."""
        return cls(match.rules, match.setup, match.actions, keyframe_every)

    # -- where we are -------------------------------------------------------------------
    @property
    def position(self) -> int:
        """Actions applied so far (0 = just after setup)."""
        return self._position

    @property
    def length(self) -> int:
        """Number of actions in the game."""
        return len(self.actions)

    @property
    def at_start(self) -> bool:
        """True at position 0."""
        return self._position == 0

    @property
    def at_end(self) -> bool:
        """True after the last action."""
        return self._position == len(self.actions)

    @property
    def state(self) -> Any:
        """The state at the current position.

        It is the cursor's own working copy, never a keyframe, so stepping on cannot be
        corrupted by readers; do not mutate it (take `snapshot()` for a copy to play on).
        """
        return self._state

    def snapshot(self) -> Any:
        """An independent copy of the current state, free to mutate."""
        return self.rules.clone(self._state)

    @property
    def events(self) -> list[Event]:
        """The game log up to the current position (events of steps 1..position)."""
        return self._log[: self._offsets[self._position]]

    def step_events(self, step: int) -> tuple[Event, ...]:
        """The events of step `step` (1-based: the step-th action)."""
        if not 1 <= step <= len(self.actions):
            raise IndexError(f"step {step} is outside 1..{len(self.actions)}")
        return self._step_events[step - 1]

    @property
    def last_action(self) -> Action | None:
        """The action that led to the current position (None at the start)."""
        return self.actions[self._position - 1] if self._position else None

    @property
    def next_action(self) -> Action | None:
        """The action that step_forward() would apply (None at the end)."""
        return self.actions[self._position] if self._position < len(self.actions) else None

    def decision(self) -> Decision | None:
        """Who was to act at the current position."""
        return self.rules.decision(self._state)

    def result(self) -> Result | None:
        """The result, if the game is over at the current position."""
        return self.rules.result(self._state)

    def state_hash(self) -> str:
        """The hash of the current state."""
        return hash_state(self.rules, self._state)

    def final_hash(self) -> str:
        """The hash of the state after the last action."""
        return hash_state(self.rules, self._final)

    def observation(self, seat: int | None) -> Observation:
        """What `seat` could see at the current position (None: everything), with the log
        up to it; independent of the cursor's state (core/observation.py)."""
        return self.rules.observation(self._state, seat).with_log(self.events)

    # -- moving -------------------------------------------------------------------------
    def step_forward(self) -> bool:
        """Apply the next action; False (and no change) at the end."""
        if self._position >= len(self.actions):
            return False
        self.rules.apply(self._state, self.actions[self._position])
        self._position += 1
        return True

    def step_back(self) -> bool:
        """Go back one action; False (and no change) at the start."""
        if self._position == 0:
            return False
        self.seek(self._position - 1)
        return True

    def seek(self, position: int) -> None:
        """Jump to `position` (clamped to 0..length) from the nearest keyframe."""
        position = max(0, min(position, len(self.actions)))
        if position == self._position:
            return
        key = position // self.keyframe_every
        # carrying on from here beats restarting from a keyframe when it is not further back
        if not (self._position <= position and self._position >= key * self.keyframe_every):
            self._state = self.rules.clone(self._keyframes[key])
            self._position = key * self.keyframe_every
        apply, state, actions = self.rules.apply, self._state, self.actions
        for i in range(self._position, position):
            apply(state, actions[i])
        self._position = position

    def to_start(self) -> None:
        """Jump to position 0."""
        self.seek(0)

    def to_end(self) -> None:
        """Jump past the last action."""
        self.seek(len(self.actions))
