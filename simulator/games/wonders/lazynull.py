"""The nullified set worked out only when a trigger asks (LazyNull), and the probe of whether
the code that asks reaches a set subclass's own `in` (AnsweringSet: see triggers.LAZY_NULL).

Kept apart from world.py: a build compiled by mypyc can't compile a subclass of set, and
leaves this module as Python while the rest may be compiled."""
from __future__ import annotations

from .cards import Card
from .state import WondersState
from .world import nothing_nullifies, nullified_set


class LazyNull(set[int]):
    """nullified_set(st), worked out the first time `in` asks it (a hot path makes many
    queries that never need it). Only `in` may be used on it."""

    __slots__ = ("cards", "ready", "st")

    def __init__(self, st: WondersState, cards: tuple[Card, ...]) -> None:
        # set.__new__ made it empty already: no set.__init__ call (one is made per event)
        self.st, self.cards, self.ready = st, cards, False

    def __contains__(self, inst: object) -> bool:
        if not self.ready:
            self.ready = True
            if nothing_nullifies(self.st, self.cards):
                return False        # the common case: it stays empty
            self.update(nullified_set(self.st, self.cards))
        return set.__contains__(self, inst)


class AnsweringSet(set[int]):
    """An empty set whose own `in` answers True for anything: code that reaches it answers
    True, code that tests the set's members directly answers False."""

    __slots__ = ()

    def __contains__(self, inst: object) -> bool:
        return True
