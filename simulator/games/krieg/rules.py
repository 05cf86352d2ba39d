"""KriegRules: the Krieg Eterna implementation of the core Rules interface."""
from __future__ import annotations

from functools import cache
from typing import Any, Callable

from ...core.actions import Action, Violation
from ...core.choice import record_pick
from ...core.decision import Decision
from ...core.game import Result, Setup
from ...core.observation import Observation, make_observation
from ...core.rng import Rng
from ..common.effects import AppliesInContext
from . import concede, legality, observe, rounds
from .cards import ROW_TITLES, RULE_SOURCE, Card, card_table
from .decks import SETUP_KINGS, SETUP_POWERS, SETUP_UNITS, DeckError, validate_decks
from .effects import OPS, Ctx, player
from .state import KriegState, new_state
from .zones import all_cards, invariants, opponents, take_from_hand, to_grave

SETUP_DISCARDS = 3  # 002 Gameplay


# Decisions are asked for at every step of a search and are frozen, so the same few are
# made once and shared between calls; observation() copies its own (observations share
# nothing: the tests vandalize them). A turn's Decision, one per seat:
@cache
def _turn_decision(seat: int) -> Decision:
    return Decision(seat, "turn", f"{player(seat)}: play a card or pass")


# Log lines of the commonest actions, made once (a search applies thousands): a pass, and a
# unit played to a row (bounded by seats x card names x rows).
@cache
def _passes(seat: int) -> str:
    return f"{player(seat)} passes"


@cache
def _played_to(seat: int, name: str, side: int, row: int) -> str:
    where = f"{'their' if side == seat else player(side) + chr(39) + 's'} {ROW_TITLES[row]} row"
    return f"{player(seat)} plays {name} to {where}"


# and a pending choice's Decision by (seat, prompt, picks); cleared when it grows large.
_CHOICE_DECISIONS: dict[tuple[int, str, tuple[Any, ...]], Decision] = {}
_CHOICE_DECISIONS_LIMIT = 4096


class KriegRules(AppliesInContext):
    """Krieg Eterna (002_551703699b856b1d.txt), 2 to 4 players, free-for-all or teams."""

    context = Ctx
    name = "krieg"
    ruleset = "krieg-1"

    def __init__(self, cards: tuple[Card, ...] | None = None) -> None:
        self.cards = cards if cards is not None else card_table()

    # -- setup ----------------------------------------------------------------------
    def new_state(self, setup: Setup) -> KriegState:
        """Shuffle the shared decks, deal 9 units, 4 powers and 1 King, and ask for discards."""
        n = setup.seats
        if not 2 <= n <= 4:
            raise DeckError("Krieg is for 2 to 4 players")
        teams = bool(setup.options.get("teams", False))
        if teams and n != 4:
            raise DeckError("team games need 4 players (two teams of two)")
        first = int(setup.options.get("first_seat", 0))
        if not 0 <= first < n:
            raise DeckError(f"first_seat must be between 0 and {n - 1}")
        st = new_state(n, teams, setup.seed)
        st.decks = validate_decks(setup.decks, n, self.cards)
        for deck in st.decks:
            st.rng.shuffle(deck)
        for seat in range(n):
            for pile, count in ((0, SETUP_UNITS), (1, SETUP_POWERS), (2, SETUP_KINGS)):
                for _ in range(count):
                    st.hands[seat].append(st.decks[pile].pop())
        st.first = st.turn = first
        st.tasks = [(s, -1, {"op": "_setup_discard", "n": SETUP_DISCARDS}) for s in range(n)]
        st.resume = "start_round"
        self._run(Ctx(st, self.cards))
        return st

    # -- the interface ----------------------------------------------------------------
    def legal_actions(self, state: KriegState) -> list[Action]:
        """Every action the deciding seat may take now."""
        return legality.legal_actions(state, self.cards)

    def explain(self, state: KriegState, action: Action) -> Violation:
        """Why `action` is refused."""
        return legality.explain(state, self.cards, action)

    def decision(self, state: KriegState) -> Decision | None:
        """Who must act now."""
        if state.phase == "over":
            return None
        ch = state.choice
        if ch is not None:
            key = (ch["seat"], ch["prompt"], tuple(ch["picks"]))
            got = _CHOICE_DECISIONS.get(key)
            if got is None:
                if len(_CHOICE_DECISIONS) >= _CHOICE_DECISIONS_LIMIT:
                    _CHOICE_DECISIONS.clear()
                got = _CHOICE_DECISIONS[key] = Decision(key[0], "choose", key[1], key[2])
            return got
        return _turn_decision(state.turn)

    def result(self, state: KriegState) -> Result | None:
        """The result once the game is over."""
        if state.phase != "over" or state.winners is None:
            return None
        rounds = tuple(tuple(int(t) for t in rec["totals"]) for rec in state.results)
        return Result(tuple(state.winners), state.summary, tuple(state.points), rounds)

    def concede_allowed(self, state: KriegState, seat: int) -> bool:
        """Whether `seat` may concede now (Capabilities.concede; concede.py says what a
        concession does, as 002 is silent)."""
        return concede.concede_allowed(state, seat)

    def apply_in(self, ctx: Ctx, action: Action) -> None:
        """Apply a legal action with a given context (AppliesInContext gives apply and
        apply_quiet)."""
        state = ctx.st
        if action.kind == "concede":
            concede.concede(ctx, action.seat)
        elif action.kind == "choose":
            self._choose(ctx, action)
        elif action.kind == "pass":
            state.passed[action.seat] = True
            if not ctx.quiet:
                ctx.log("passed", _passes(action.seat), action.seat)
            state.resume = "end_turn"
        else:
            self._play(ctx, action)
        if state.choice is None:   # else _run has nothing to do: a pick of several is under way
            self._run(ctx)

    def observation(self, state: KriegState, seat: int | None) -> Observation:
        """What `seat` may know (None: everything)."""
        decision = self.decision(state)
        if decision is not None:   # a copy of the shared one
            decision = Decision(decision.seat, decision.kind, decision.prompt, decision.picks)
        return make_observation(self.name, seat, state.n, decision, state.phase, self.result(state),
                                observe.observation(state, self.cards, seat))

    def determinize(self, obs: Observation, seat: int, rng: Rng) -> KriegState:
        """A full state consistent with `obs`, hidden cards dealt at random."""
        return observe.determinize(obs.part, self.cards, seat, rng)

    def determinizer(self, obs: Observation, seat: int) -> Callable[[Rng], KriegState]:
        """`determinize` for many deals of one observation, reading it only once."""
        return observe.determinizer(obs.part, self.cards, seat)

    def resample_hidden(self, state: KriegState, seat: int, rng: Rng) -> KriegState:
        """A copy with every card `seat` cannot see dealt again at random."""
        return observe.resample_hidden(state, self.cards, seat, rng)

    def card_instances(self, state: KriegState) -> list[int]:
        """Every card instance in every zone (each must appear exactly once)."""
        return all_cards(state)

    def invariants(self, state: KriegState) -> list[str]:
        """What is wrong with `state` by the rules' own limits (zones.invariants)."""
        return invariants(state, self.cards)

    def to_json(self, state: KriegState) -> dict[str, Any]:
        """The whole state as JSON-able data."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> KriegState:
        """Inverse of to_json."""
        return KriegState.from_json(data)

    def clone(self, state: KriegState) -> KriegState:
        """An independent copy."""
        return state.clone()

    def card_name(self, state: KriegState, card: int) -> str:
        """A card's printed name."""
        return self.cards[card].name

    def describe(self, state: KriegState, action: Action) -> str:
        """A short human description of an action."""
        if action.kind == "pass":
            return "Pass"
        if action.kind == "concede":
            return "Concede"
        if action.kind == "choose":
            ch = state.choice
            if action.choice == "done":
                return "Done"
            if action.target is not None:
                return self.cards[action.target].name
            if ch and ch.get("labels") and action.choice in ch["options"]:
                return ch["labels"][ch["options"].index(action.choice)]
            return str(action.choice)
        card = self.cards[action.card] if action.card is not None else None
        if card is None:
            return action.kind
        text = f"Play {card.name}"
        if card.is_unit and card.deck == "power" and action.target is not None:
            text += f" on Player {action.target + 1}'s {ROW_TITLES[int(action.choice or 0)]} row"
        elif card.is_king:
            text += f", doubling your {ROW_TITLES[int(action.choice or 0)]} row"
        elif action.target is not None:
            text += f" on {self.cards[action.target].name}"
        elif isinstance(action.choice, int):
            text += f" ({ROW_TITLES[action.choice]})"
        return text

    # -- internals --------------------------------------------------------------------
    def _play(self, ctx: Ctx, a: Action) -> None:
        st, seat, c = ctx.st, a.seat, a.card
        assert c is not None   # a legal play names its card
        card = self.cards[c]
        take_from_hand(st, seat, c)
        st.memo = {"previous": st.last_played[seat]}
        st.last_played[seat] = c
        steps: tuple[dict[str, Any], ...] = card.effects
        if card.is_king:
            assert a.choice is not None   # the row the King doubles
            row = int(a.choice)
            st.kings, st.king_rows = st.kings.copy(), st.king_rows.copy()   # clone() shares them
            st.kings[seat] = c
            st.king_rows[seat] = row
            ctx.log("played", f"{player(seat)} plays {card.name}, doubling their {ROW_TITLES[row]} row",
                    seat, (c,))
            steps = ({"op": "_king_option"},)
        elif card.is_unit:
            side = seat if card.deck == "unit" else a.target
            assert side is not None and a.choice is not None   # whose row (spies: the target's), which row
            row = int(a.choice)
            st.rows[side][row].append(c)
            if not ctx.quiet:   # the commonest line: not even formatted for a search copy
                ctx.log("played", _played_to(seat, card.name, side, row), seat, (c,))
        elif card.attach is not None:
            host = a.target
            assert host is not None   # the unit it attaches to
            st.attached.setdefault(host, []).append(c)
            st.memo["host"] = host
            ctx.log("played", f"{player(seat)} attaches {card.name} to {self.cards[host].name}", seat, (c, host))
        else:
            st.resolving.append(c)
            if a.choice is not None:
                st.memo["row"] = int(a.choice)
            ctx.log("played", f"{player(seat)} plays {card.name}", seat, (c,))
        if steps:
            st.tasks[0:0] = [(seat, c, dict(step)) for step in steps]
        st.resume = "end_turn"

    def _choose(self, ctx: Ctx, a: Action) -> None:
        st = ctx.st
        ch = st.choice
        assert ch is not None
        picks = record_pick(ch, a)
        if picks is None:
            return
        st.choice = None
        seat, card, op = st.tasks.pop(0)
        OPS[op["op"]](ctx, seat, card, op, picks)

    def _run(self, ctx: Ctx) -> None:
        """Run queued effects until a choice is needed, then carry on with the turn."""
        st = ctx.st
        while st.choice is None and st.phase != "over":
            if st.tasks:
                seat, card, op = st.tasks.pop(0)
                OPS[op["op"]](ctx, seat, card, op, None)
                continue
            if st.resolving:
                for c in st.resolving:
                    to_grave(st, self.cards, c)
                st.resolving.clear()
            resume, st.resume = st.resume, ""
            if resume == "end_turn":
                rounds.end_turn(ctx)
            elif resume == "start_round":
                rounds.start_round(ctx)
            else:
                break


__all__ = ["KriegRules", "DeckError", "validate_decks", "opponents", "RULE_SOURCE"]
