"""EternalRules: the Eternal Card Game implementation of the core Rules interface."""
from __future__ import annotations

from typing import Any, Callable

from ...core.actions import Action, Violation
from ...core.choice import record_pick
from ...core.decision import Decision
from ...core.events import Event
from ...core.game import Result, Setup
from ...core.observation import Observation, make_observation
from ...core.rng import Rng
from . import combat, legality, observe, plays, turns
from .acts import Ctx, cond_ok, player
from .cards import Card, card_table
from .combat import can_block
from .decks import DeckError, validate_setup
from .effects import OPS
from .state import EternalState, ref_seat
from .zones import all_cards, new_instance


class EternalRules:
    """Eternal Card Game (000_6d0cea8edcfa8f82.txt, filled in by 003_5beb1e01c63d61a7.txt).

    Setup decks: {"decks": [deck, deck]} (decks.py). Options: first_seat (else random,
    000 2.0), redraws (1; 2 allows the second six-card redraw of some modes), autopass
    (True: a response window of a player with nothing playable passes by itself; False:
    every window is offered, so windows reveal nothing about a hand). Action kinds are
    listed in legality.py, the observation format in observe.py.
    """

    name = "eternal"
    ruleset = "eternal-1"

    def __init__(self, cards: tuple[Card, ...] | None = None) -> None:
        self.cards = cards if cards is not None else card_table()

    # -- setup ----------------------------------------------------------------------------
    def new_state(self, setup: Setup) -> EternalState:
        """Two shuffled decks, 25 health each, opening hands; then keep or redraw (000 2.0)."""
        if setup.seats != 2:
            raise DeckError("Eternal is a game for two players")
        decks = validate_setup(setup.decks, self.cards)
        st = EternalState(rng=Rng(setup.seed))
        first = setup.options.get("first_seat")
        st.first = st.turn = int(first) if first is not None else st.rng.below(2)
        if st.first not in (0, 1):
            raise DeckError("first_seat must be 0 or 1")
        for seat, (deck, market) in enumerate(decks):
            kinds = deck[:]
            st.rng.shuffle(kinds)   # instance numbers say nothing about which card they are
            st.decks[seat] = [new_instance(st, k, seat) for k in kinds]
            st.markets[seat] = [new_instance(st, k, seat) for k in market]
        st.base = len(st.kinds)
        st.autopass = bool(setup.options.get("autopass", True))
        st.redraws = int(setup.options.get("redraws", 1))
        if st.redraws not in (0, 1, 2):
            raise DeckError("redraws must be 0, 1 or 2 (000 2.0)")
        st.health = [turns.START_HEALTH, turns.START_HEALTH]
        ctx = Ctx(st, self.cards, quiet=True)
        for seat in (st.first, 1 - st.first):
            turns.deal_opening_hand(ctx, seat)
        st.phase = "mulligan"
        return st

    # -- the interface -------------------------------------------------------------------
    def legal_actions(self, state: EternalState) -> list[Action]:
        """Every action the deciding seat may take now."""
        return legality.legal_actions(state, self.cards)

    def explain(self, state: EternalState, action: Action) -> Violation:
        """Why `action` is refused."""
        return legality.explain(state, self.cards, action)

    def turn_seat(self, state: EternalState) -> int:
        """The active player, whose turn it is (000 3.0), whoever holds priority now."""
        return state.turn

    def decision(self, state: EternalState) -> Decision | None:
        """Who must act now."""
        st = state
        if st.phase == "over":
            return None
        seat = legality.deciding_seat(st)
        if st.choice is not None:
            return Decision(seat, "choose", st.choice["prompt"], tuple(st.choice.get("picks", ())))
        if st.stack:
            top = st.stack[-1]
            return Decision(seat, "respond", f"{player(seat)}: respond to {self.cards[st.kinds[top['src']]].name} or pass")
        prompts = {
            "mulligan": ("mulligan", "keep your hand or redraw"),
            "main1": ("main", "play cards, attack, or end the turn"),
            "main2": ("main", "play cards or end the turn"),
            "declare": ("attack", "choose attackers, then attack"),
            "block": ("block", "choose blockers"),
            "prefight": ("respond", "play fast spells before the fight, or pass"),
            "end": ("respond", "play fast spells or Ambush units at the end of the turn, or pass"),
        }
        kind, text = prompts.get(st.phase, ("turn", "act"))
        return Decision(seat, kind, f"{player(seat)}: {text}")

    def result(self, state: EternalState) -> Result | None:
        """The result once the game is over."""
        if state.phase != "over" or state.winners is None:
            return None
        return Result(tuple(state.winners), state.summary)

    def concede_allowed(self, state: EternalState, seat: int) -> bool:
        """000 1.1: a player may concede at any moment of a game in progress."""
        return state.phase != "over" and seat in (0, 1)

    def apply(self, state: EternalState, action: Action) -> list[Event]:
        """Apply a legal action in place."""
        ctx = Ctx(state, self.cards)
        self.apply_in(ctx, action)
        return ctx.events

    def apply_in(self, ctx: Ctx, a: Action) -> None:
        """Apply an action with a given context, then run the game on to the next decision."""
        st = ctx.st
        k = a.kind
        if k == "concede":
            plays.concede(ctx, a.seat)
            return
        if st.choice is not None:
            self._choose(ctx, a)
        elif k in ("keep", "mulligan"):
            turns.keep(ctx, a.seat, k == "mulligan")
        elif k == "pass":
            if st.stack:
                plays.pass_priority(st)
            elif st.phase in ("main1", "main2"):
                turns.main_pass(ctx, a.seat)
            elif st.phase in ("prefight", "end"):
                turns.window_pass(ctx, a.seat)
        elif k == "play":
            c = int(a.card)  # type: ignore[arg-type]
            is_unit = self.cards[st.kinds[c]].is_unit
            plays.play_card(ctx, a.seat, c, a.target, a.choice)
            if st.phase in ("prefight", "end"):
                turns.window_played(ctx, a.seat, is_unit)
        elif k == "use":
            plays.use_ability(ctx, a.seat, int(a.card), int(a.choice), a.target)  # type: ignore[arg-type]
        elif k == "attack":
            if a.target is not None:
                combat.direct_attack(ctx, a.seat, int(a.card), a.target)  # type: ignore[arg-type]
            elif a.choice in ("player", "site"):
                combat.commit(ctx, a.seat, a.choice == "site")
            else:
                combat.declare(ctx, a.seat, int(a.card))  # type: ignore[arg-type]
        elif k == "block":
            if a.choice == "done":
                combat.blocks_done(ctx, a.seat)
            else:
                combat.block(ctx, a.seat, int(a.card), int(a.target))  # type: ignore[arg-type]
        self.run(ctx)

    def _choose(self, ctx: Ctx, a: Action) -> None:
        st = ctx.st
        ch = st.choice
        assert ch is not None
        picks = record_pick(ch, a)
        if picks is None:
            return
        st.choice = None
        seat, src, op, env = st.tasks.pop(0)
        OPS[op["op"]](ctx, seat, src, op, env, picks)

    def run(self, ctx: Ctx) -> None:
        """Run the game on until a player must decide: queued effects first, then
        state-based checks, triggered abilities onto the stack, the stack (with response
        windows), and finally the automatic steps of the turn."""
        st, cards = ctx.st, self.cards
        while st.phase != "over" and st.choice is None:
            if st.tasks:
                seat, src, op, env = st.tasks.pop(0)
                cond = op.get("if")
                if cond and not cond_ok(ctx, seat, src, cond):
                    continue
                OPS[op["op"]](ctx, seat, src, op, env, None)
                continue
            if plays.state_checks(ctx):
                continue
            if st.pending:
                plays.stack_pending(ctx)
                continue
            if st.stack:
                if st.prio >= 0:
                    if not st.autopass or legality.responses(st, cards, st.prio):
                        break
                    plays.pass_priority(st)   # nothing to respond with: the window passes by itself
                    continue
                plays.resolve_top(ctx)
                continue
            if st.phase == "block" and not self._defender_can_act(st):
                combat.blocks_done(ctx, 1 - st.turn)
                continue
            if not turns.step(ctx):
                break

    def _defender_can_act(self, st: EternalState) -> bool:
        seat = 1 - st.turn
        if not st.autopass and st.attackers:
            return True
        if not st.blocking_started and legality.responses(st, self.cards, seat):
            return True
        return any(can_block(st, self.cards, b, a) for a in st.attackers for b in st.boards[seat])

    def observation(self, state: EternalState, seat: int | None) -> Observation:
        """What `seat` may know (None: everything)."""
        return make_observation(self.name, seat, 2, self.decision(state), state.phase, self.result(state),
                                observe.observation(state, self.cards, seat))

    def determinize(self, obs: Observation, seat: int, rng: Rng) -> EternalState:
        """A full state consistent with `obs`, hidden cards dealt at random."""
        return observe.determinize(obs.part, self.cards, seat, rng)

    def determinizer(self, obs: Observation, seat: int) -> Callable[[Rng], EternalState]:
        """`determinize` for many deals of one observation, reading it only once."""
        return observe.determinizer(obs.part, self.cards, seat)

    def resample_hidden(self, state: EternalState, seat: int, rng: Rng) -> EternalState:
        """A copy with every card `seat` cannot see dealt again at random."""
        return observe.resample_hidden(state, self.cards, seat, rng)

    def card_instances(self, state: EternalState) -> list[int]:
        """Every dealt card instance in every zone (each exactly once). Cards created by
        effects (instances from `base` on) appear and vanish by rule and are left out."""
        return [c for c in all_cards(state) if c < state.base]

    def to_json(self, state: EternalState) -> dict[str, Any]:
        """The whole state as JSON-able data."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> EternalState:
        """Inverse of to_json."""
        return EternalState.from_json(data)

    def clone(self, state: EternalState) -> EternalState:
        """An independent copy."""
        return state.clone()

    def card_name(self, state: EternalState, card: int) -> str:
        """A card's printed name."""
        return self.cards[state.kinds[card]].name

    def describe(self, state: EternalState, action: Action) -> str:
        """A short human description of an action."""
        st, a = state, action
        name = (lambda c: player(ref_seat(c)) if c < 0 else self.cards[st.kinds[c]].name)
        if a.kind == "pass":
            return "Pass"
        if a.kind in ("keep", "mulligan"):
            return "Keep your hand" if a.kind == "keep" else "Redraw your hand"
        if a.kind in ("choose", "order"):
            if a.choice == "done":
                return "Done"
            ch = st.choice
            if a.target is not None:
                return ("Damage first: " if a.kind == "order" else "") + name(a.target)
            if ch and ch.get("labels") and a.choice in ch["options"]:
                return ch["labels"][ch["options"].index(a.choice)]
            return str(a.choice)
        if a.kind == "attack":
            if a.choice in ("player", "site"):
                return f"Attack the enemy {'site' if a.choice == 'site' else 'player'}"
            if a.target is not None:
                return f"{name(a.card)} attacks {name(a.target)}"  # type: ignore[arg-type]
            return f"Attack with {name(a.card)}"  # type: ignore[arg-type]
        if a.kind == "block":
            return "Done blocking" if a.choice == "done" else f"{name(a.card)} blocks {name(a.target)}"  # type: ignore[arg-type]
        if a.kind == "use":
            text = f"Use {name(a.card)}"  # type: ignore[arg-type]
            return text + (f" on {name(a.target)}" if a.target is not None else "")
        if a.kind == "play" and a.card is not None:
            text = f"Play {name(a.card)}"
            if a.choice == "mentor":
                return text + f" with {name(a.target)} as the Student"  # type: ignore[arg-type]
            if a.choice == "bond":
                return text + f", bonding {name(a.target)}"  # type: ignore[arg-type]
            return text + (f" on {name(a.target)}" if a.target is not None else "")
        return a.kind


__all__ = ["EternalRules", "DeckError"]
