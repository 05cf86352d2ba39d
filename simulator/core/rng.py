"""The seeded random number generator that lives inside a game state.

SplitMix64: one 64-bit integer of state, so it copies, hashes and saves for free.
Nothing in the model draws randomness from anywhere else.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Deterministic SplitMix64 generator; its whole state is `state`."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    __hash__ = None  # type: ignore[assignment]   # mutable: equal by state, never a dict key

    def __repr__(self) -> str:
        return f"Rng({self.state})"

    def next_u64(self) -> int:
        """Return the next 64-bit value."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return an integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        self.state = s = (self.state + _GOLDEN) & _MASK   # next_u64, inlined (the hottest draw)
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def random(self) -> float:
        """Return a float in [0, 1)."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        """Return one element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates; each swap draws as below(i + 1), inlined)."""
        s = self.state
        for i in range(len(seq) - 1, 0, -1):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            seq[i], seq[j] = seq[j], seq[i]
        self.state = s

    def fork(self) -> "Rng":
        """Return an independent generator seeded from this one."""
        return Rng(self.next_u64())

    def clone(self) -> "Rng":
        """Return a copy with the same state."""
        return Rng(self.state)
