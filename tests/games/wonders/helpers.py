"""Scenario builder for Wonders rules tests: an exact table position, then legal play.

`Table(...)` builds a state directly (state.new_state): the first `round` realms open, the
play phase, `turn` to act, resources set, and each deck holding filler lands so nobody
loses to an empty deck by accident. Cards are placed by card id (cards.json) with `world`,
`hand`, `deck_top`, `abyss` and `archive`; placing does not make a card arrive (nothing
triggers). Play then goes through `rules.apply`, and every turn action is first checked
against `rules.legal_actions` (an illegal one fails the test with the rules' reason).

Realms are the engine's numbers 0-6; R1..R7 name them as players do.

"001" is ../shared/rules/001_fb4db07be16c967e.txt; tests cite it as "001 <section> <topic>"
(the document's old rule numbers are lost: DESIGN.md, Where the rules are silent).
"""
from __future__ import annotations

from typing import Any

from simulator.core.actions import Action, Violation
from simulator.core.events import Event
from simulator.games.wonders import GAME
from simulator.games.wonders.cards import card_table
from simulator.games.wonders.context import Ctx
from simulator.games.wonders.power import power as _power
from simulator.games.wonders.rules import WondersRules
from simulator.games.wonders.state import ACTIVE, WondersState, new_state
from simulator.games.wonders.world import (
    keyword_count,
    locate,
    nullified_set,
    stones_held,
)

CARDS = card_table()
KIND = {c.id: c.index for c in CARDS}
RULES: WondersRules = GAME.rules   # type: ignore[assignment]
R1, R2, R3, R4, R5, R6, R7 = range(7)
FILLER = "granite_hollow"


class Table:
    """One Wonders position under test (see the module docstring)."""

    def __init__(self, *, round: int = 3, turn: int = 0, first: int | None = None, energy: int = 20,
                 actions: int = 3, deck: int = 20, seed: int = 5) -> None:
        st = new_state(2, seed)
        st.phase = "play"
        st.round = round
        st.turn = st.lead = turn
        st.first = turn if first is None else first
        for r in range(min(round, 7)):
            st.realm_state[r] = ACTIVE
        st.energy = [energy, energy]
        st.actions = [actions, actions]
        self.st: WondersState = st
        self.events: list[Event] = []
        for seat in range(2):
            for _ in range(deck):
                self.deck_top(seat, FILLER)

    # -- placing cards ---------------------------------------------------------------
    def add(self, card_id: str, seat: int) -> int:
        """A new card instance owned by `seat`, in no area yet (a card the player brought)."""
        st = self.st
        assert card_id in KIND, f"unknown card {card_id}"
        assert len(st.kinds) == st.n_cards, "place every card before stand-in tokens exist"
        st.kinds.append(KIND[card_id])
        st.owner.append(seat)
        st.n_cards = len(st.kinds)
        return len(st.kinds) - 1

    def world(self, realm: int, seat: int, card_id: str, owner: int | None = None, **counters: int) -> int:
        """A card in a realm on `seat`'s side (without arriving), with these counters
        (keyword names: plus=+1 counters, minus=-1 counters, shield, protector, ...)."""
        inst = self.add(card_id, seat if owner is None else owner)
        self.st.world[realm][seat].append(inst)
        cnt = {{"plus": "+1", "minus": "-1"}.get(k, k): n for k, n in counters.items() if n}
        if cnt:
            self.st.counters[inst] = cnt
        return inst

    def hand(self, seat: int, card_id: str) -> int:
        inst = self.add(card_id, seat)
        self.st.hands[seat].append(inst)
        return inst

    def deck_top(self, seat: int, card_id: str) -> int:
        """A card put on top of `seat`'s deck (the next one drawn)."""
        inst = self.add(card_id, seat)
        self.st.decks[seat].append(inst)
        return inst

    def abyss(self, seat: int, card_id: str) -> int:
        inst = self.add(card_id, seat)
        self.st.abyss[seat].append(inst)
        return inst

    def archive(self, seat: int, card_id: str) -> int:
        inst = self.add(card_id, seat)
        self.st.archive[seat].append(inst)
        return inst

    def equip(self, item: int, wonder: int) -> None:
        self.st.equipped[item] = wonder

    # -- playing -----------------------------------------------------------------------
    def legal(self) -> list[Action]:
        return RULES.legal_actions(self.st)

    def explain(self, a: Action) -> Violation:
        assert a not in self.legal(), f"{a} is legal"
        return RULES.explain(self.st, a)

    def apply(self, a: Action) -> list[Event]:
        """Apply a legal action (the test fails with the rules' reason otherwise)."""
        if a not in self.legal():
            raise AssertionError(f"illegal {a}: {RULES.explain(self.st, a)}")
        ev = RULES.apply(self.st, a)
        self.events += ev
        return ev

    def act(self, kind: str, seat: int | None = None, card: int | None = None,
            choice: str | int | None = None) -> list[Event]:
        """A turn action of `seat` (default: the player whose turn it is)."""
        return self.apply(Action(kind, self.st.turn if seat is None else seat, card, None, choice))

    def play(self, card: int, realm: int | None = None, seat: int | None = None) -> list[Event]:
        return self.act("play", seat, card, realm)

    def passes(self, seat: int | None = None) -> list[Event]:
        return self.act("pass", seat)

    @property
    def choice(self) -> dict[str, Any] | None:
        return self.st.choice

    def prompt(self) -> str:
        assert self.st.choice is not None, "no question is pending"
        return str(self.st.choice["prompt"])

    def options(self) -> list[Any]:
        assert self.st.choice is not None, "no question is pending"
        return list(self.st.choice["options"])

    def chooser(self) -> int:
        assert self.st.choice is not None, "no question is pending"
        return int(self.st.choice["seat"])

    def pick(self, *targets: int) -> list[Event]:
        """Answer a pending choice of cards with these picks (call done() after when fewer
        than the most allowed are picked)."""
        ev: list[Event] = []
        for t in targets:
            ev += self.apply(Action("choose", self.chooser(), target=t))
        return ev

    def done(self) -> list[Event]:
        return self.apply(Action("choose", self.chooser(), choice="done"))

    def value(self, v: Any) -> list[Event]:
        """Answer a pending choice by value ("yes", a realm number, an index...)."""
        return self.apply(Action("choose", self.chooser(), choice=v))

    def order(self, label_part: str) -> list[Event]:
        """Resolve next the waiting triggered effect whose label contains `label_part`."""
        assert self.st.choice is not None and "triggered effect" in self.prompt(), self.st.choice
        labels = self.st.choice["labels"]
        hits = [k for k, lab in enumerate(labels) if label_part in lab]
        assert hits, (label_part, labels)
        return self.value(self.st.choice["options"][hits[0]])

    def in_order(self) -> list[Event]:
        """Resolve every waiting triggered effect in the order they wait."""
        ev: list[Event] = []
        while self.st.choice is not None and "triggered effect" in self.prompt():
            ev += self.value(self.st.choice["options"][0])
        return ev

    def yes(self) -> list[Event]:
        return self.value("yes")

    def no(self) -> list[Event]:
        return self.value("no")

    def run(self) -> list[Event]:
        """Run the rules on from a hand-made position (queued effects, the round's flow)."""
        ctx = Ctx(self.st, CARDS)
        RULES._run(ctx)
        self.events += ctx.events
        return ctx.events

    def ctx(self) -> Ctx:
        return Ctx(self.st, CARDS)

    def start_round(self) -> list[Event]:
        """Begin the next round (001 4 Beginning of the Round) and run to the first decision."""
        self.st.resume = "start_round"
        return self.run()

    # -- looking -----------------------------------------------------------------------
    def power(self, inst: int) -> float:
        return _power(self.st, CARDS, inst)

    def where(self, inst: int) -> str:
        """The area a card is in: "realm N/seat S", "hand", "deck", "abyss", "banished",
        "archive", "gone" or "nowhere" (a stand-in token that stopped existing)."""
        st = self.st
        loc = locate(st, inst)
        if loc is not None:
            return f"realm {loc[0] + 1}/seat {loc[1]}"
        for area, name in (("hands", "hand"), ("decks", "deck"), ("abyss", "abyss"), ("banished", "banished"),
                           ("archive", "archive")):
            if any(inst in pile for pile in getattr(st, area)):
                return name
        if inst in st.gone:
            return "gone"
        if inst in st.limbo:
            return "limbo"
        return "nowhere"

    def at(self, realm: int, seat: int) -> list[int]:
        return list(self.st.world[realm][seat])

    def kind(self, inst: int) -> str:
        return CARDS[self.st.kinds[inst]].id

    def counters(self, inst: int) -> dict[str, int]:
        return dict(self.st.counters.get(inst, {}))

    def keyword(self, inst: int, kw: str) -> int:
        return keyword_count(self.st, CARDS, inst, kw)

    def nullified(self, inst: int) -> bool:
        return inst in nullified_set(self.st, CARDS)

    def stones(self, seat: int) -> int:
        return stones_held(self.st, CARDS, seat)

    def texts(self) -> list[str]:
        return [e.text for e in self.events]

    def is_over(self) -> bool:
        return self.st.phase == "over"
