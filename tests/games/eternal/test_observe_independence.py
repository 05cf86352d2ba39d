"""An Eternal observation shares nothing with the live state (DESIGN "The model contract":
independent by construction): editing every list, dict and attribute reachable from an
observation's part, for seats 0, 1 and None, never changes the state it was taken from,
nor the card table."""
from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import Any

from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.registry import get_game

SPEC = get_game("eternal")


class Marker:
    """A value nothing in a real state holds."""


def containers(root: Any) -> dict[int, Any]:
    """Every mutable container and object with attributes reachable from `root`, by id."""
    seen: dict[int, Any] = {}
    todo = [root]
    while todo:
        x = todo.pop()
        if x is None or isinstance(x, (int, str, float, bool)) or id(x) in seen:
            continue
        if isinstance(x, (list, dict, set, tuple, MappingProxyType)) or hasattr(x, "__slots__") or hasattr(x, "__dict__"):
            if not isinstance(x, (tuple, MappingProxyType)):
                seen[id(x)] = x
            todo += _children(x)
    return seen


def _children(x: Any) -> list[Any]:
    if isinstance(x, (dict, MappingProxyType)):
        return list(x.keys()) + list(x.values())
    if isinstance(x, (list, tuple, set)):
        return list(x)
    return [getattr(x, n) for n in _attr_names(x) if hasattr(x, n)]


def vandalize(root: Any) -> int:
    """Change everything reachable from `root` that can change; return how many edits."""
    edits = 0
    done: set[int] = set()

    def walk(x: Any) -> None:
        nonlocal edits
        if x is None or isinstance(x, (int, str, float, bool)) or id(x) in done:
            return
        done.add(id(x))
        for child in _children(x):
            walk(child)
        if isinstance(x, list):
            x.append(Marker())
            x.clear()
            edits += 1
        elif isinstance(x, dict):
            for k in list(x):
                x[k] = Marker()
            x[Marker()] = Marker()
            edits += 1
        elif isinstance(x, set):
            x.add(Marker())
            edits += 1
        elif not isinstance(x, (tuple, MappingProxyType)):
            for name in _attr_names(x):
                try:
                    setattr(x, name, Marker())
                    edits += 1
                except (AttributeError, TypeError):
                    pass       # frozen: cannot change

    walk(root)
    return edits


def _attr_names(x: Any) -> list[str]:
    names = list(getattr(x, "__dict__", {}))
    for cls in type(x).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
    return [n for n in names if n not in ("__dict__", "__weakref__")]


def test_editing_an_observation_never_reaches_the_live_state():
    rules = SPEC.rules
    cards_before = repr(rules.cards)
    covered: Counter[str] = Counter()
    decks = SPEC.deck_names
    for seed in range(4):
        m: Match = SPEC.new_match(seed, 2, f"{decks[seed % len(decks)]}/{decks[(seed + 2) % len(decks)]}",
                                  first_seat=seed % 2)
        rng = Rng(seed)
        while not m.is_over and len(m.actions) < 300:
            st = m.state
            covered["stack"] += bool(st.stack)
            covered["tasks"] += bool(st.tasks)
            covered["choice"] += st.choice is not None
            covered["attachments"] += any(i.att for i in st.info.values())
            before = m.state_hash()
            live = containers(st)
            for seat in (0, 1, None):
                seen = m.observation(seat)
                shared = [type(x).__name__ for k, x in containers(seen.part).items() if k in live]
                assert not shared, f"seat {seat} shares {shared} with the live state"
                assert vandalize(seen.part) > 0
                assert m.state_hash() == before, f"seed {seed}, action {len(m.actions)}: seat {seat}'s edits reached the state"
            m.apply(rng.choice(m.legal_actions()))
    assert repr(rules.cards) == cards_before, "editing an observation changed the card table"
    assert all(covered[k] > 0 for k in ("stack", "tasks", "choice", "attachments")), covered


def test_the_walk_would_notice_a_shared_container():
    """The check above can fail: a part that shared the live state's hands would be caught."""
    m = SPEC.new_match(1)
    seen = m.observation(0).part
    before = m.state_hash()
    object.__setattr__(seen, "state", m.state.clone())
    seen.state.hands = m.state.hands      # a deliberate leak
    assert any(k in containers(m.state) for k in containers(seen))
    vandalize(seen)
    assert m.state_hash() != before
