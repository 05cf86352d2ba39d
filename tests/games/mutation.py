"""A vandal for observations: change every list, dict, set and object attribute reachable
from a value, to prove that nothing reachable from it is shared with a live game state;
and the mutable containers reachable from a value, to name what two values share."""
from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import Any

SENTINEL = -7_777_777


def vandalize(value: Any) -> int:
    """Mutate everything mutable reachable from `value` (depth first); return how many
    containers and objects were changed."""
    return _walk(value, set())


def _walk(value: Any, seen: set[int]) -> int:
    if isinstance(value, (int, float, str, bytes, bool, type(None))) or id(value) in seen:
        return 0
    seen.add(id(value))
    changed = 0
    if isinstance(value, list):
        for item in list(value):
            changed += _walk(item, seen)
        value.append(SENTINEL)
        value.insert(0, SENTINEL)
        return changed + 1
    if isinstance(value, dict):
        for item in list(value.values()):
            changed += _walk(item, seen)
        for key in list(value)[:3]:
            value[key] = SENTINEL
        value[SENTINEL] = SENTINEL
        return changed + 1
    if isinstance(value, set):
        value.add(SENTINEL)
        return changed + 1
    if isinstance(value, (tuple, frozenset)):
        return sum(_walk(item, seen) for item in value)
    if isinstance(value, MappingProxyType):
        return sum(_walk(item, seen) for item in value.values())
    names = _names(value)
    if dataclasses.is_dataclass(value):
        names += [f.name for f in dataclasses.fields(value)]
    for name in dict.fromkeys(names):
        if not hasattr(value, name):
            continue
        changed += _walk(getattr(value, name), seen)
        try:
            object.__setattr__(value, name, SENTINEL)   # frozen dataclasses too: nothing may be shared
            changed += 1
        except (AttributeError, TypeError):
            pass
    return changed


def containers(root: Any) -> dict[int, Any]:
    """Every mutable container and object with attributes reachable from `root`, by id."""
    found: dict[int, Any] = {}
    todo = [root]
    seen: set[int] = set()
    while todo:
        x = todo.pop()
        if isinstance(x, (int, float, str, bytes, bool, type(None), type)) or id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, (dict, MappingProxyType)):
            todo += list(x.keys()) + list(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            todo += list(x)
        else:
            todo += [getattr(x, n) for n in _names(x) if hasattr(x, n)]
        if not isinstance(x, (tuple, frozenset, MappingProxyType)):
            found[id(x)] = x
    return found


def _names(value: Any) -> list[str]:
    names: list[str] = []
    for cls in type(value).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
    names += list(getattr(value, "__dict__", {}))
    return [n for n in dict.fromkeys(names) if n not in ("__dict__", "__weakref__")]
