"""A choice of several picks (discard three cards, choose up to two units): how many are
chosen of how many, and whether a pick is the last one, so that the table can hold the last
pick until the player confirms it.

The model applies each pick at once (the picks are ordinary legal Actions, answered one at
a time; Decision.picks lists those made). Neither the count nor the end of a choice is a
field of the Decision, so they are found through the model contract alone: on a clone of
the state (Rules.clone), apply a pick and see whether the same decision goes on with one
more pick. Nothing here changes the match, and the view never reads a game's state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.actions import Action
from ...core.decision import Decision
from ...core.match import Match
from ...core.table import TableDescription

LOOKAHEAD = 64        # picks tried at most when counting a choice


@dataclass(frozen=True)
class PickCount:
    """A choice answered one pick at a time: `chosen` picks made of at most `total`."""

    chosen: int
    total: int

    def text(self, held: bool = False) -> str:
        """ "2 of 3 chosen" (the held last pick counted)."""
        return f"{self.chosen + (1 if held else 0)} of {self.total} chosen"


def pick_words(count: PickCount | None, held: bool, clicking: bool, confirm: str, cancel: str) -> str:
    """The end of the banner's prompt for a choice: " — 2 of 3 chosen (click the glowing
    cards)", or with the last pick held " — 3 of 3 chosen: Confirm (Enter) or Cancel (Esc)"
    (`confirm`, `cancel`: the keys' names)."""
    if held:
        return f" — {count.text(held=True) if count else 'chosen'}: Confirm ({confirm}) or Cancel ({cancel})"
    tail = " (click the glowing cards)" if clicking else ""
    return f" — {count.text()}{tail}" if count is not None else tail


def is_pick(table: TableDescription, action: Action) -> bool:
    """True for an answer that picks one target of a choice (not Done, not a value)."""
    return action.target is not None and action.choice != "done" and table.offer(action) == "click"


def _goes_on(before: Decision, after: Decision | None, action: Action) -> bool:
    """True when `after` is the same choice as `before` with `action`'s pick added."""
    return (after is not None and after.seat == before.seat and after.kind == before.kind
            and after.prompt == before.prompt and tuple(after.picks) == (*before.picks, action.target))


class Picks:
    """Counts the pending choice of a match and tells its last pick; cached per position."""

    def __init__(self, match: Match, table: TableDescription) -> None:
        self.match, self.table = match, table
        self._count: tuple[tuple[Any, ...], PickCount | None] | None = None
        self._final: dict[tuple[Any, ...], bool] = {}

    def _position(self) -> tuple[Any, ...]:
        d = self.match.decision()
        return (len(self.match.actions), id(self.match.state), d)

    def count(self) -> PickCount | None:
        """The pending choice's count when it takes two picks or more, else None."""
        pos = self._position()
        if self._count is not None and self._count[0] == pos:
            return self._count[1]
        self._final = {}
        found = self._counted()
        self._count = (pos, found)
        return found

    def _counted(self) -> PickCount | None:
        match = self.match
        decision = match.decision()
        if decision is None or not any(is_pick(self.table, a) for a in match.legal_actions()):
            return None
        rules = match.rules
        state = rules.clone(match.state)
        chosen = len(decision.picks)
        total = chosen
        current = decision
        for _ in range(LOOKAHEAD):
            pick = next((a for a in rules.legal_actions(state) if is_pick(self.table, a)), None)
            if pick is None:
                break
            rules.apply(state, pick)
            total += 1
            after = rules.decision(state)
            if after is None or not _goes_on(current, after, pick):
                break
            current = after
        return PickCount(chosen, total) if total >= 2 else None

    def is_last(self, action: Action) -> bool:
        """True when `action` is the pick that completes a choice of two picks or more (the
        one the table holds until confirmed)."""
        if not is_pick(self.table, action) or self.count() is None:
            return False
        key = (self._position(), action)
        known = self._final.get(key)
        if known is None:
            match = self.match
            before = match.decision()
            state = match.rules.clone(match.state)
            match.rules.apply(state, action)
            known = before is not None and not _goes_on(before, match.rules.decision(state), action)
            self._final[key] = known
        return known
