"""Building Exodus positions by hand for rules tests: a table in a chosen phase, cards put
straight into zones, and actions checked against legal_actions before they are applied."""
from __future__ import annotations

from typing import Any

from simulator.core.actions import Action
from simulator.games.exodus import GAME
from simulator.games.exodus.cards import by_id
from simulator.games.exodus.context import Ctx
from simulator.games.exodus.rules import ExodusRules
from simulator.games.exodus.state import ExodusState, new_state

RULES: ExodusRules = GAME.rules  # type: ignore[assignment]
R = "004_b4262328bed7ba97.txt"


class Table:
    """A hand-built position: `seats` players (mode duel / teams / ffa), seat 0's turn in
    `phase` on turn `turn_no`, every Main Deck 10 plain creatures and every Energy Deck 10
    energy so draws work; add cards with the methods below."""

    def __init__(self, seats: int = 2, mode: str = "duel", phase: str = "creature", turn_no: int = 5,
                 turn: int = 0, deck: int = 10) -> None:
        self.rules = RULES
        st = new_state(seats, 7, mode)
        st.life = [10] * len(st.life)
        st.phase = phase
        st.turn = turn
        st.turn_no = turn_no
        st.resume = "act"
        st.turns_taken = [turn_no // seats] * seats
        self.st: ExodusState = st
        self.log: list[Any] = []
        for s in range(seats):
            for _ in range(deck):
                self.card(s, "emberscale_whelp", "main")
                self.card(s, "energy", "edeck")

    def card(self, seat: int, card_id: str, zone: str = "hand") -> int:
        """A new card instance of `card_id` owned by `seat`, put in a seat zone (hand, main,
        edeck, grave, beneath, syms, afters)."""
        st = self.st
        st.kinds.append(by_id()[card_id].index)
        st.owner.append(seat)
        st.n_cards = len(st.kinds)
        inst = len(st.kinds) - 1
        getattr(st, zone)[seat].append(inst)
        return inst

    def pile(self, seat: int, energy: int = 1, creature: str | None = None, controller: int | None = None) -> list[int]:
        """A new pile of `energy` energy owned by `seat` on the field of `controller` (default
        the seat), with a creature on top if named; returns the pile list [creature, energy...]."""
        st = self.st
        es = []
        for _ in range(energy):
            st.kinds.append(by_id()["energy"].index)
            st.owner.append(seat)
            es.append(len(st.kinds) - 1)
        top = -1
        if creature is not None:
            st.kinds.append(by_id()[creature].index)
            st.owner.append(seat)
            top = len(st.kinds) - 1
        st.n_cards = len(st.kinds)
        pile = [top] + es
        st.piles[controller if controller is not None else seat].append(pile)
        return pile

    def creature(self, seat: int, card_id: str, energy: int = 1) -> int:
        """A creature in play on a new pile of `energy`; its instance."""
        return self.pile(seat, energy, card_id)[0]

    def ctx(self) -> Ctx:
        """An effect context over the position."""
        return Ctx(self.st, RULES.cards)

    def legal(self) -> list[Action]:
        """The legal actions now (worked out afresh: the position may have been edited by hand
        since the engine last stopped)."""
        self.st.legal = None
        return RULES.legal_actions(self.st)

    def do(self, kind: str, seat: int, card: int | None = None, target: int | None = None,
           choice: Any = None) -> list[Any]:
        """Apply an action, which must be legal now; the events (also kept in self.log)."""
        a = Action(kind, seat, card, target, choice)
        legal = self.legal()
        assert a in legal, f"{a} is not legal; legal: {[str(x) for x in legal]}"
        events = RULES.apply(self.st, a)
        self.log.extend(events)
        return events

    def said(self, kind: str) -> list[str]:
        """The texts of the logged events of one kind, in order."""
        return [e.text for e in self.log if e.kind == kind]

    def refused(self, kind: str, seat: int, card: int | None = None, target: int | None = None,
                choice: Any = None) -> str:
        """The refusal of an action that must not be legal now: reason and rule in words."""
        a = Action(kind, seat, card, target, choice)
        assert a not in self.legal(), f"{a} is legal"
        v = RULES.explain(self.st, a)
        return f"{v.reason} ({GAME.rule_in_words(v.rule)})"

    def passes(self, limit: int = 50) -> None:
        """Every player asked to respond passes, until a turn decision or a choice comes."""
        for _ in range(limit):
            d = RULES.decision(self.st)
            if d is None or d.kind != "respond":
                return
            self.do("pass", d.seat)

    def settle(self, limit: int = 100) -> None:
        """Everyone passes; Playback keeps its target, costs are paid with the first energy
        offered; stops at a turn decision or any other choice."""
        for _ in range(limit):
            d = RULES.decision(self.st)
            if d is None:
                return
            if d.kind == "respond":
                self.do("pass", d.seat)
            elif d.kind == "choose" and ("Playback" in d.prompt or "to pay" in d.prompt):
                ch = self.st.choice
                assert ch is not None
                if ch["by"] == "value":
                    self.choose(d.seat, choice=ch["options"][0])
                else:
                    self.choose(d.seat, target=ch["options"][len(ch["picks"])])
            else:
                return

    def pass_until(self, seat: int, limit: int = 50) -> None:
        """Players asked to respond pass until `seat` is the one asked."""
        for _ in range(limit):
            d = RULES.decision(self.st)
            if d is None or d.kind != "respond" or d.seat == seat:
                return
            self.do("pass", d.seat)

    def choose(self, seat: int, target: int | None = None, choice: Any = None) -> None:
        """Answer the pending choice."""
        self.do("choose", seat, target=target, choice=choice)

    def run(self) -> None:
        """Let the engine carry on (after cards were put in place by hand)."""
        RULES._run(self.ctx())

    def where(self, card: int) -> str:
        """The zone a card is in now."""
        from simulator.games.exodus.moves import locate
        return locate(self.st, card)[0]

    def strength(self, creature: int) -> int:
        """A creature's strength now."""
        from simulator.games.exodus.field import strength
        return strength(self.st, creature)
