"""A cache of pictures bounded by bytes: the least recently used picture leaves first.

The table keeps decoded card pictures and their scaled copies (table/art.py) so a card is
not read and scaled again on every frame; a count limit alone lets memory grow with the
pictures' sizes (a 2048x2048 picture is 16 MiB decoded), so each cache here has a byte
budget instead. Putting a picture in evicts the least recently used ones until the total
is within the budget again; a picture larger than the whole budget is not kept at all (it
is simply made again when next needed). Whatever a run of the program shows, a cache never
holds more than its budget, and `peak` says the most it held since it was last cleared.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

V = TypeVar("V")
ENTRY_BYTES = 64            # what an entry costs besides its pixels (a None, a key): counted, so none is free


def surface_bytes(surf: pygame.Surface | None) -> int:
    """The bytes a surface's pixels take (rows of `pitch` bytes), plus an entry's overhead."""
    if surf is None:
        return ENTRY_BYTES
    return surf.get_pitch() * surf.get_height() + ENTRY_BYTES


class PictureCache(Generic[V]):
    """key -> picture, at most `budget` bytes of them (by `size_of`), least recently used out first."""

    def __init__(self, budget: int, size_of: Callable[[V], int]) -> None:
        self.budget = budget
        self.size_of = size_of
        self._items: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()
        self.bytes = 0              # what the pictures held now take
        self.peak = 0               # the most they ever took
        self.evictions = 0          # pictures let go to stay within the budget
        self.added = 0              # pictures put in (each one made: read, decoded or scaled)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable, default: V | None = None) -> V | None:
        """The picture under `key` (now the most recently used), or `default`."""
        item = self._items.get(key)
        if item is None:
            return default
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, value: V) -> None:
        """Keep `value` under `key`, letting the least recently used pictures go to stay
        within the budget; a picture larger than the whole budget is not kept."""
        size = self.size_of(value)
        self.added += 1
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if size > self.budget:
            return
        while self._items and self.bytes + size > self.budget:
            _, (_, freed) = self._items.popitem(last=False)
            self.bytes -= freed
            self.evictions += 1
        self._items[key] = (value, size)
        self.bytes += size
        self.peak = max(self.peak, self.bytes)

    def clear(self) -> None:
        """Forget every picture, and start counting afresh."""
        self._items.clear()
        self.bytes = self.peak = self.evictions = self.added = 0
