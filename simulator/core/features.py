"""What a game's evaluation can say in words: the named features of a position.

A game's `Evaluation.features(rules, state, seat)` lists the parts of its value for `seat`
as `Feature`s: a name in the game's words (one and many: "card in hand" / "cards in hand"),
the amount (the seat's side minus the opposing side's: +2 means two more than them) and
the weight (evaluation points per unit of the amount). A review compares the features of
the positions two moves lead to and names the one the better move gains most in
(bots/analysis_reason.py)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Feature:
    """One named part of a position's value for a seat."""

    one: str            # the name of one unit of it ("stone", "card in hand")
    many: str           # of several ("stones", "cards in hand")
    amount: float       # the seat's side minus the opposing side's
    weight: float       # evaluation points per unit of the amount

    def words(self, amount: float) -> str:
        """An amount of this feature in words: "1 stone", "3 health", "2.5 power"."""
        n = round(amount, 1)
        text = f"{n:g}"
        return f"{text} {self.one if n == 1 else self.many}"
