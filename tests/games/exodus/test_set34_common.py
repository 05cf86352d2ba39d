"""Helpers the Set 3-4 ruling tests share (no tests here)."""
from __future__ import annotations

from typing import Any

from .helpers import RULES, Table


def pending_prompt(t: Table) -> str:
    """The prompt of the pending choice ("" when none)."""
    return str(t.st.choice["prompt"]) if t.st.choice else ""


def options(t: Table) -> list[Any]:
    """The options of the pending choice."""
    assert t.st.choice is not None, "no choice is pending"
    return list(t.st.choice["options"])


def pick(t: Table, value: Any) -> None:
    """Answer the pending choice with one option (a card, or a value)."""
    ch = t.st.choice
    assert ch is not None, "no choice is pending"
    assert value in ch["options"], f"{value!r} not among {ch['options']!r} ({ch['prompt']})"
    if ch["by"] == "value":
        t.choose(ch["seat"], choice=value)
    else:
        t.choose(ch["seat"], target=value)
        if t.st.choice is ch:             # more may be picked: stop here
            t.choose(ch["seat"], choice="done")


def done(t: Table) -> None:
    """Answer a pending pick-any choice with nothing more."""
    ch = t.st.choice
    assert ch is not None
    t.choose(ch["seat"], choice="done")


def settle_all(t: Table, limit: int = 200) -> None:
    """Everyone passes and every choice takes its first option, until a turn decision."""
    for _ in range(limit):
        t.settle()
        ch = t.st.choice
        if ch is None:
            return
        first = ch["options"][len(ch["picks"])] if ch["by"] != "value" else ch["options"][0]
        pick(t, first)


def top(t: Table, seat: int, card_id: str) -> int:
    """A card put on top of a seat's Main Deck."""
    return t.card(seat, card_id, "main")


def turn_decision(t: Table) -> bool:
    """True when the turn player decides next (nothing is being asked)."""
    d = RULES.decision(t.st)
    return d is not None and d.kind == "turn"


def to_window(t: Table, seat: int, limit: int = 20) -> None:
    """The turn player ends phases (others passing) until `seat` is asked to respond."""
    for _ in range(limit):
        d = RULES.decision(t.st)
        assert d is not None
        if d.kind == "respond" and d.seat == seat:
            return
        if d.kind == "respond":
            t.do("pass", d.seat)
        elif d.kind == "turn":
            t.do("end_phase", d.seat)
        else:
            raise AssertionError(f"unexpected choice: {d.prompt}")
    raise AssertionError(f"Player {seat + 1} was never asked")
