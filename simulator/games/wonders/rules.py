"""WondersRules: Wonders of The First (001_fb4db07be16c967e.txt) on the core Rules interface."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.actions import Action, Violation
from ...core.choice import describe_answer, record_pick
from ...core.decision import Decision
from ...core.game import DeckError, Result, Setup
from ...core.observation import Observation, make_observation
from ...core.rng import Rng
from ..common.effects import AppliesInContext
from . import acts, battle, legality, observe, ops_cards, ops_flow, ops_world, rounds, tokens
from .cards import Card, card_table
from .context import OPS, Ctx, player, realm_name
from .decks import validate_setup
from .state import WondersState, new_state
from .kindindex import frozen_call
from .zones import all_cards, invariants

_ = (battle, ops_cards, ops_flow, ops_world, tokens)


_TURN_PROMPTS: dict[int, str] = {}


class WondersRules(AppliesInContext):
    """Wonders of The First for two players."""

    context = Ctx
    name = "wonders"
    ruleset = "wonders-1.3.2"

    def __init__(self, cards: tuple[Card, ...] | None = None) -> None:
        self.cards = cards if cards is not None else card_table()

    # -- setup ----------------------------------------------------------------------
    def new_state(self, setup: Setup) -> WondersState:
        """Shuffle both decks, draw 7 each; the second player places realm 1, then each
        player mulligans, the first player first (001 4 Starting the Game)."""
        if setup.seats != 2:
            raise DeckError("Wonders of The First is a game for two players")
        st = new_state(2, setup.seed)
        decks = validate_setup(setup.decks, self.cards)
        for seat, (main, archive) in enumerate(decks):
            for pile, cards in ((st.decks[seat], main), (st.archive[seat], archive)):
                # instance numbers in order, each with its kind and owner (whole lists at once)
                pile.extend(range(len(st.kinds), len(st.kinds) + len(cards)))
                st.kinds.extend(cards)
                st.owner.extend([seat] * len(cards))
        st.n_cards = len(st.kinds)
        first = setup.options.get("first_seat")
        st.first = int(first) if first is not None else st.rng.below(2)   # 001 4: a coin flip
        for seat in range(2):
            st.rng.shuffle(st.decks[seat])
            for _ in range(rounds.OPENING_HAND):
                st.hands[seat].append(st.decks[seat].pop())
        st.phase = "mulligan"
        second = 1 - st.first
        st.tasks = [(second, -1, {"op": "_realm_side"}), (st.first, -1, {"op": "_mulligan"}),
                    (second, -1, {"op": "_mulligan"})]
        st.resume = "start_round"
        ctx = Ctx(st, self.cards)
        ctx.log("setup", f"{player(st.first)} plays first", st.first)
        self._run(ctx)
        return st

    # -- the interface ----------------------------------------------------------------
    def legal_actions(self, state: WondersState) -> list[Action]:
        """Every action the deciding seat may take now (legality.legal_actions, its cases
        written out: this is asked before every action)."""
        if state.phase == "over":
            return []
        if state.choice is not None:
            return legality.choice_actions(state.choice)
        if legality.plain(state, self.cards):     # the one-walk path needs no frozen scope
            return legality.plain_turn_actions(state, self.cards, state.turn, True)
        return frozen_call(state, legality.turn_actions, state, self.cards, state.turn)

    def explain(self, state: WondersState, action: Action) -> Violation:
        """Why `action` is refused."""
        return legality.explain(state, self.cards, action)

    def decision(self, state: WondersState) -> Decision | None:
        """Who must act now."""
        if state.phase == "over":
            return None
        ch = state.choice
        if ch is not None:
            return Decision(ch["seat"], "choose", ch["prompt"], tuple(ch["picks"]))
        prompt = _TURN_PROMPTS.get(state.turn)     # asked before every turn action: the words made once a seat
        if prompt is None:
            prompt = _TURN_PROMPTS[state.turn] = f"{player(state.turn)}: draw, play a card, attack, or pass"
        return Decision(state.turn, "turn", prompt)

    def result(self, state: WondersState) -> Result | None:
        """The result once the game is over (rounds: stones held at each round's end)."""
        if state.phase != "over" or state.winners is None:
            return None
        return Result(tuple(state.winners), state.summary, (),
                      tuple(tuple(int(x) for x in r) for r in state.results))

    def concede_allowed(self, state: WondersState, seat: int) -> bool:
        """A player may concede at any moment of a game in progress (001 5 Control: "they can
        still concede"); conceding is never listed among the legal actions (Capabilities)."""
        return state.phase != "over" and seat in (0, 1)

    def apply_in(self, ctx: Ctx, action: Action) -> None:
        """Apply a legal action with a given context (AppliesInContext gives apply and
        apply_quiet)."""
        state = ctx.st
        if action.kind == "concede":
            rounds.concede(ctx, action.seat)
            return
        if action.kind == "choose":
            ch = state.choice
            assert ch is not None
            picks = record_pick(ch, action)
            if picks is not None:
                state.choice = None
                seat, src, op = state.tasks.pop(0)
                OPS[op["op"]](ctx, seat, src, op, picks)
        else:
            acts.apply_turn(ctx, action)
        self._run(ctx)

    def observation(self, state: WondersState, seat: int | None) -> Observation:
        """What `seat` may know (None: everything)."""
        return make_observation(self.name, seat, state.n, self.decision(state), state.phase, self.result(state),
                                observe.observation(state, self.cards, seat))

    def determinize(self, obs: Observation, seat: int, rng: Rng) -> WondersState:
        """A full state consistent with `obs`, hidden cards dealt at random."""
        return observe.determinizer(obs.part, seat, self.cards)(rng)

    def determinizer(self, obs: Observation, seat: int) -> Callable[[Rng], WondersState]:
        """`determinize` for many deals of one observation."""
        return observe.determinizer(obs.part, seat, self.cards)

    def resample_hidden(self, state: WondersState, seat: int, rng: Rng) -> WondersState:
        """A copy with every card `seat` cannot see dealt again at random."""
        return observe.resample_hidden(state, seat, rng, self.cards)

    def card_instances(self, state: WondersState) -> list[int]:
        """Every card the players brought, in every area (stand-in tokens are not cards)."""
        return all_cards(state)

    def invariants(self, state: WondersState) -> list[str]:
        """What is wrong with `state` by the rules' own limits."""
        return invariants(state, self.cards)

    def to_json(self, state: WondersState) -> dict[str, Any]:
        """The whole state as JSON-able data."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> WondersState:
        """Inverse of to_json."""
        return WondersState.from_json(data)

    def clone(self, state: WondersState) -> WondersState:
        """An independent copy."""
        return state.clone()

    def card_name(self, state: WondersState, card: int) -> str:
        """A card's printed name."""
        return self.cards[state.kinds[card]].name if 0 <= card < len(state.kinds) else "?"

    def describe(self, state: WondersState, action: Action) -> str:
        """A short human description of an action."""
        k = action.kind
        if k == "pass":
            return "Pass"
        if k == "concede":
            return "Concede"
        if k == "draw":
            return "Draw a card (1 action)"
        if k == "attack":
            return f"Attack in {realm_name(int(action.choice or 0))}"
        if k == "choose":
            return describe_answer(state.choice, action, lambda c: self.card_name(state, c))
        name = self.card_name(state, action.card) if action.card is not None else "?"
        if k == "play":
            return f"Play {name}" + (f" to {realm_name(action.choice)}" if isinstance(action.choice, int) else "")
        if k == "harvest":
            return f"Harvest {name}"
        if k == "activate":
            return f"Use {name}"
        return k

    # -- internals --------------------------------------------------------------------
    def _must_pass(self, st: WondersState) -> bool:
        """True when the active player has no way to use the turn (001 4 Passing): a draw is
        available whenever an action and a deck card are, so only then is the list needed."""
        seat = st.turn
        if st.actions[seat] > 0 and st.decks[seat]:
            return False
        if legality.plain(st, self.cards):     # any_turn_action's one-walk case, without the frozen scope
            return not legality.plain_has_action(st, self.cards, seat)
        return not frozen_call(st, legality.any_turn_action, st, self.cards, seat)

    def _run(self, ctx: Ctx) -> None:
        """Run queued effects until a choice is needed, then carry on with the round."""
        st = ctx.st
        # the queues are changed in place only (never replaced while the rules run), so they
        # and the op table are bound once: this loop turns a few times for every action
        tasks, pending, ops, state_checks = st.tasks, st.pending, OPS, rounds.state_checks
        guard = 0
        dirty = True              # something may have changed since the rules were last checked
        while st.choice is None and st.phase != "over":
            guard += 1
            if guard > 20000:       # an involuntary endless loop is stopped (001 5 Endless Loops)
                tasks.clear()
                pending.clear()
            if tasks:
                seat, src, op = tasks.pop(0)
                name = op["op"]
                # a flush with nothing waiting does nothing (ops_flow._flush): no call made
                if name != "_flush" or pending:
                    ops[name](ctx, seat, src, op, None)
                dirty = True
                continue
            if pending:
                # the flush this queued would be the next task popped: it runs at once
                # (the guard counts the turn that would have popped it)
                guard += 1
                ops["_flush"](ctx, st.turn, -1, {"op": "_flush"}, None)
                dirty = True
                continue
            if dirty:
                dirty = False
                if state_checks(ctx):
                    dirty = True
                    continue
            if st.phase == "over":
                break
            resume, st.resume = st.resume, ""
            if resume == "start_round":
                rounds.start_round(ctx)
                dirty = True
            elif resume == "end_turn":
                # rounds.round_over written out (once an action)
                if st.passes_in_row >= st.n or max(st.pass_streak) >= rounds.PASS_LIMIT:
                    rounds.end_round(ctx)
                else:
                    st.turn = 1 - st.turn
                    # the loop's next turn would find nothing queued, waiting or to check and
                    # go on to the turn: it goes on now (the guard counts that turn; at its
                    # limit it would only have cleared empty queues)
                    guard += 1
                    if self._must_pass(st):
                        rounds.auto_pass(ctx, st.turn)
                        st.resume = "end_turn"
                    else:
                        break
            elif resume == "turn":
                if self._must_pass(st):
                    rounds.auto_pass(ctx, st.turn)
                    st.resume = "end_turn"
                else:
                    break
            else:
                break
