"""A stack of effects resolving last in, first out, and rounds of responses to it, for
games where players answer one another at instant speed (Exodus; the shape of Eternal's).

A round asks each player once, in turn order from a given seat, whether they add something
to the stack. What players add in one round answers the same thing, not each other: it is
put on the stack in reverse asking order, so the first player asked (the turn player, who
has priority on simultaneous plays) resolves first. A round in which nobody adds anything
lets the top of the stack resolve.

A round is a plain dict, so it saves and copies with the state:
    {"ask": [seats still to ask], "new": [[seat, item], ...], "why": str}
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Item = dict[str, Any]


def open_round(order: Sequence[int], first: int, why: str, only: Sequence[int] | None = None) -> dict[str, Any]:
    """A round asking every seat of `order` (or those in `only`), starting at `first`."""
    k = list(order).index(first)
    ring = list(order[k:]) + list(order[:k])
    return {"ask": [s for s in ring if only is None or s in only], "new": [], "why": why}


def asked(rnd: dict[str, Any]) -> int | None:
    """The seat to answer now, or None when everyone has answered."""
    return rnd["ask"][0] if rnd["ask"] else None


def answer(rnd: dict[str, Any], seat: int, item: Item | None) -> None:
    """Record a seat's answer: an item it adds, or None for a pass."""
    if rnd["ask"] and rnd["ask"][0] == seat:
        rnd["ask"].pop(0)
    if item is not None:
        rnd["new"].append([seat, item])


def skip(rnd: dict[str, Any]) -> None:
    """The seat asked has nothing it could add: it passes without being asked."""
    rnd["ask"].pop(0)


def close(rnd: dict[str, Any], stack: list[Item]) -> bool:
    """Put the round's items on the stack (the first answer on top); True if any."""
    new = rnd["new"]
    for _, item in reversed(new):
        stack.append(item)
    return bool(new)


def resolving(stack: list[Item]) -> Item | None:
    """The item resolving now (marked "resolving"), if any."""
    for item in reversed(stack):
        if item.get("resolving"):
            return item
    return None


def mark_playback(stack: list[Item]) -> None:
    """Everything still waiting below a resolved item experiences Playback: its controller
    may change its targets when it resolves (Exodus 004 Playback Rule)."""
    for item in stack:
        if not item.get("resolving"):
            item["pb"] = True
