"""Tools shared by the Set 1-2 ruling tests: driving the game to a given turn and phase,
answering choices, and a card table with test-only cards added (for cards of other sets the
rulings use: a card with an automatic "when revealed" Ability, a two-typed card)."""
from __future__ import annotations

import json
from importlib import resources
from typing import Any

from simulator.games.exodus.cards import CARD_FILES, Card, _parse
from simulator.games.exodus.rules import ExodusRules

from . import helpers
from .helpers import Table


def advance_to(t: Table, seat: int, phase: str, turn_no: int | None = None, limit: int = 300) -> None:
    """Everyone passes and the turn player ends phases (drawing 3 from the Main Deck) until it
    is `seat`'s `phase` (on turn `turn_no` if given) with nothing pending."""
    for _ in range(limit):
        st = t.st
        if (st.turn == seat and st.phase == phase and st.window is None and st.choice is None
                and (turn_no is None or st.turn_no == turn_no)):
            return
        d = helpers.RULES.decision(st)
        assert d is not None, "the game ended"
        if d.kind == "respond":
            t.do("pass", d.seat)
        elif d.kind == "choose":
            ch = st.choice
            assert ch is not None
            if ch["by"] == "value":
                t.choose(d.seat, choice=ch["options"][-1])
            else:
                t.choose(d.seat, target=ch["options"][len(ch["picks"])])
        elif st.phase == "draw" and not st.memo.get("drew"):
            t.do("draw", d.seat, choice=3)
        else:
            t.do("end_phase", d.seat)
    raise AssertionError(f"never reached {phase} of seat {seat}")


def resolved_order(t: Table) -> list[str]:
    """The names of what resolved, in order (from the logged events)."""
    return [x.split(" resolves")[0].split("'s Ability")[0] for x in t.said("resolve")]


def _base_records() -> list[dict[str, Any]]:
    merged: list[dict[str, Any]] = []
    pkg = resources.files("simulator.games.exodus")
    for name in CARD_FILES:
        if pkg.joinpath(name).is_file():
            merged += json.loads(pkg.joinpath(name).read_text(encoding="utf-8"))["cards"]
    return merged


def rules_with(extra: list[dict[str, Any]]) -> tuple[ExodusRules, dict[str, int]]:
    """Rules over the shipped cards plus test-only `extra` cards (appended, so every shipped
    card keeps its index); the extra cards' indices by id."""
    cards: tuple[Card, ...] = _parse({"cards": _base_records() + extra}, "test cards")
    return ExodusRules(cards), {c.id: c.index for c in cards if c.id in {x["id"] for x in extra}}


def add_custom(t: Table, seat: int, kind: int, zone: str) -> int:
    """A test-only card instance (by card-table index) put into a seat zone."""
    st = t.st
    st.kinds.append(kind)
    st.owner.append(seat)
    st.n_cards = len(st.kinds)
    inst = len(st.kinds) - 1
    getattr(st, zone)[seat].append(inst)
    return inst


class using:
    """Run the helpers' Table with other rules (a card table with test-only cards)."""

    def __init__(self, rules: object) -> None:
        self.rules = rules
        self.saved = helpers.RULES

    def __enter__(self) -> None:
        helpers.RULES = self.rules  # type: ignore[assignment]

    def __exit__(self, *exc: object) -> None:
        helpers.RULES = self.saved


REVEAL_PINGER = {
    "id": "test_reveal_pinger", "name": "Reveal Pinger", "set": 3, "type": "creature", "rarity": "rare",
    "text": "When this card is revealed, each opponent loses 1 Life Point.",
    "abilities": [{"on": "revealed", "automatic": True, "do": [{"op": "damage", "n": 1, "who": "each_opponent"}]}],
}


TWO_TYPED = [
    {"id": "test_two_typed", "name": "Two-Typed Test Card", "set": 5, "type": "creature", "rarity": "rare",
     "back": "test_two_typed_back", "text": "", "abilities": [{"static": "symmetry_immune"}]},
    {"id": "test_two_typed_back", "name": "Two-Typed Test Card (back)", "set": 5, "type": "symmetry",
     "rarity": "rare", "buildable": False, "text": "",
     "abilities": [{"on": "play", "do": [{"op": "draw", "n": 1, "who": "you"}]}]},
]
