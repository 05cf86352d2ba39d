"""Match: one game in progress; legal_actions / check / apply / undo over a game's Rules."""
from __future__ import annotations

import hashlib
import json
from typing import Any

from .actions import Action, IllegalAction, Violation, malformed
from .decision import Decision
from .events import Event
from .game import Game, Result, Rules, Setup
from .observation import Observation


def canonical_json(data: Any) -> str:
    """The one JSON spelling used for hashing: sorted keys, no spaces."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def hash_state(rules: Rules, state: Any) -> str:
    """A stable hex digest of a state (same seed + decks + actions = same hash)."""
    return hashlib.sha256(canonical_json(rules.to_json(state)).encode()).hexdigest()


class Match:
    """A game in progress: its setup, the actions taken so far, the state they lead to."""

    def __init__(self, game: Game, setup: Setup) -> None:
        self.game = game
        self.rules: Rules = game.rules
        self.setup = setup
        self.state: Any = self.rules.new_state(setup)
        self.actions: list[Action] = []
        self.log: list[Event] = []
        self._legal_cache: tuple[int, list[Action]] | None = None
        self._legal_set: tuple[list[Action], frozenset[Action]] | None = None

    # -- asking -------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action the deciding seat may take now (empty once the game is over)."""
        cache = self._legal_cache
        if cache is None or cache[0] != len(self.actions):
            cache = self._legal_cache = (len(self.actions), self.rules.legal_actions(self.state))
        return cache[1]

    def _is_legal(self, action: Action) -> bool:
        """An equal action is offered (check() has looked for the very object first)."""
        legal = self.legal_actions()
        cached = self._legal_set
        if cached is None or cached[0] is not legal:
            cached = self._legal_set = (legal, frozenset(legal))
        return action in cached[1]

    def check(self, action: Action) -> Violation | None:
        """None when `action` is legal now, else the Violation saying why not."""
        for a in self.legal_actions():   # one of the very objects offered (a bot's, the table's):
            if a is action:              # well-formed, and the game is not over (nothing is offered then)
                return None
        bad = malformed(action)
        if bad is not None:
            return bad
        if self.result() is not None:
            return Violation("The game is over", "game over")
        if self._is_legal(action):
            return None
        if action.kind == "concede":
            if self.concede_allowed(action.seat):
                return None   # conceding is always possible where the game's rules allow it
            if self.game.capabilities.concede is None:
                return Violation(f"{self.game.title} has no conceding", "rules")
            return Violation("You cannot concede at this moment (another player is choosing, or you have left)",
                             "rules")
        return self.rules.explain(self.state, action)

    def concede_allowed(self, seat: int) -> bool:
        """Whether `seat` may concede now (only in games whose rules allow it)."""
        allowed = self.game.capabilities.concede
        return allowed is not None and self.result() is None and allowed(self.state, seat)

    def decision(self) -> Decision | None:
        """Who must act now, or None when the game is over."""
        return self.rules.decision(self.state)

    def result(self) -> Result | None:
        """The result once the game is over."""
        return self.rules.result(self.state)

    @property
    def is_over(self) -> bool:
        """True once the game has a result."""
        return self.rules.result(self.state) is not None

    def observation(self, seat: int | None, with_log: bool = True) -> Observation:
        """What `seat` may see (None: everything), with the game log unless `with_log` is
        False (bots); independent of the live state by construction (core/observation.py)."""
        obs = self.rules.observation(self.state, seat)
        return obs.with_log(self.log) if with_log else obs

    def state_hash(self) -> str:
        """A stable digest of the current state."""
        return hash_state(self.rules, self.state)

    def describe(self, action: Action) -> str:
        """A human description of an action."""
        return self.rules.describe(self.state, action)

    # -- changing -----------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; raise IllegalAction (state untouched) otherwise."""
        cache = self._legal_cache
        if cache is not None and cache[0] == len(self.actions):
            for a in cache[1]:           # one of the very objects offered (check()'s first test,
                if a is action:          # inlined: every bot and table step comes this way)
                    return self.apply_trusted(action)
        violation = self.check(action)
        if violation is not None:
            raise IllegalAction(violation)
        return self.apply_trusted(action)

    def apply_trusted(self, action: Action) -> list[Event]:
        """Apply an action known to be legal (bots and replays skip the check)."""
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        self.log.extend(events)
        return events

    def undo(self) -> Action | None:
        """Take back the last action by replaying the others; return it (None if none)."""
        if not self.actions:
            return None
        last = self.actions[-1]
        self.replace_actions(self.actions[:-1])
        return last

    def replace_actions(self, actions: list[Action]) -> None:
        """Reset to the setup and re-apply `actions` (trusted)."""
        self.state = self.rules.new_state(self.setup)
        self.actions = []
        self.log = []
        self._legal_cache = self._legal_set = None
        for act in actions:
            self.apply_trusted(act)
