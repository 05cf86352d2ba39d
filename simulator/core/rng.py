"""The seeded random number generator that lives inside a game state.

SplitMix64: one 64-bit integer of state, so it copies, hashes and saves for free.
Nothing in the model draws randomness from anywhere else.
"""
from __future__ import annotations

import struct
from typing import Iterable, MutableSequence, Sequence, TypeVar

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
        """Shuffle in place (Fisher-Yates from the end; each swap draws as below(i + 1)).

        The draws are mixed all at once (see _mixed_draws): the same order and the same
        final state as drawing one by one, at about half the cost."""
        n = len(seq) - 1
        if n <= 0:
            return
        s = self.state
        for i, z in zip(range(n, 0, -1), _mixed_draws(s, n)):
            j = (z * (i + 1)) >> 64
            seq[i], seq[j] = seq[j], seq[i]
        self.state = (s + n * _GOLDEN) & _MASK

    def fork(self) -> "Rng":
        """Return an independent generator seeded from this one."""
        return Rng(self.next_u64())

    def clone(self) -> "Rng":
        """Return a copy with the same state."""
        return Rng(self.state)


# -- n draws mixed at once -------------------------------------------------------------------
# Draw k's state s + (k + 1) * GOLDEN sits in its own 128-bit lane of one big int, so each
# SplitMix64 mixing step is one operation for all draws (a 64-bit lane times a 64-bit
# constant never spills into the next lane; masking with `lanes` drops what a right shift
# brings down). Shuffling the hidden cards is most of a search determinization.
_LANE = 128
_MAX_PACKED = 512          # longer sequences draw one by one (and nothing unbounded is cached)
_PACKING: dict[int, tuple[int, int, int, struct.Struct]] = {}


def _packing(n: int) -> tuple[int, int, int, struct.Struct]:
    """For n draws: one in every lane, GOLDEN times the draw number in every lane, the
    64-bit mask of every lane, and how to read the lanes back as integers."""
    got = _PACKING.get(n)
    if got is None:
        ones = sum(1 << (_LANE * k) for k in range(n))
        steps = sum((k + 1) * _GOLDEN << (_LANE * k) for k in range(n))
        got = _PACKING[n] = (ones, steps, ones * _MASK, struct.Struct("<" + "Q8x" * n))
    return got


def _mixed_draws(s: int, n: int) -> Iterable[int]:
    """The next n next_u64() values from state s, without changing anything."""
    if n > _MAX_PACKED:
        out = []
        for _ in range(n):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            out.append(z ^ (z >> 31))
        return out
    ones, steps, lanes, lane_values = _packing(n)
    x = (s * ones + steps) & lanes
    x ^= (x >> 30) & lanes
    x = (x * 0xBF58476D1CE4E5B9) & lanes
    x ^= (x >> 27) & lanes
    x = (x * 0x94D049BB133111EB) & lanes
    x ^= (x >> 31) & lanes
    return lane_values.unpack(x.to_bytes(n * 16, "little"))
