"""EternalRules: the Eternal Card Game implementation of the core Rules interface."""
from __future__ import annotations

from typing import Any, Callable

from ...core.actions import Action, Violation
from ...core.choice import record_pick
from ...core.decision import Decision
from ...core.game import Result, Setup
from ...core.observation import Observation, make_observation
from ...core.rng import Rng
from ..common.effects import AppliesInContext
from . import combat, legality, observe, plays, turns
from .amplify import amplify_label
from .auras_set3_sm import watches_deaths
from .acts import Ctx, cond_ok, player
from .cards import Card, card_table
from .checks import CHANGED, SETTLED, check_state
from .combat import can_block_any
from .decks import DeckError, validate_setup
from .effects import OPS
from .modes import mode_label
from .ops_set2_b import watches_damage
from .ops_set34_rest import watches_draws
from .ops_set34_types import watches_power_draws
from .ops_set4_ftj import watches_void
from .state import EternalState, ref_seat
from .uses import game_uses, kind_masks
from .zones import all_cards, invariants

_PROMPTS = {   # decision(): the kind and prompt of each phase's decision
    "mulligan": ("mulligan", "keep your hand or redraw"),
    "main1": ("main", "play cards, attack, or end the turn"),
    "main2": ("main", "play cards or end the turn"),
    "declare": ("attack", "choose attackers, then attack"),
    "block": ("block", "choose blockers"),
    "prefight": ("respond", "play fast spells before the fight, or pass"),
    "end": ("respond", "play fast spells or Ambush units at the end of the turn, or pass"),
}


def _number(value: int | str | None) -> int:
    """An action field the legal action of this kind always fills with a number."""
    assert value is not None and not isinstance(value, str), value
    return value


class EternalRules(AppliesInContext):
    """Eternal Card Game (000_6d0cea8edcfa8f82.txt, filled in by 003_5beb1e01c63d61a7.txt).

    Setup decks: {"decks": [deck, deck]} (decks.py). Options: first_seat (else random,
    000 2.0), redraws (1; 2 allows the second six-card redraw of some modes), autopass
    (True: a response window of a player with nothing playable passes by itself; False:
    every window is offered, so windows reveal nothing about a hand). Action kinds are
    listed in legality.py, the observation format in observe.py.
    """

    context = Ctx
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
            st.decks[seat] = _new_instances(st, kinds, seat)
            st.markets[seat] = _new_instances(st, market, seat)
        st.base = len(st.kinds)
        st.went = watches_void(st, self.cards)   # Tribute: kept only when a card reads it
        st.died = watches_deaths(st, self.cards)   # Sleeping Draught: kept only when a card reads it
        st.dealt = watches_damage(st, self.cards)   # Sindok: kept only when a card reads it
        st.drew = watches_draws(st, self.cards)   # Riddle Game: kept only when a card reads it
        st.powers_drawn = watches_power_draws(st, self.cards)   # Lieutenant Relia: kept only when a card reads it
        st.masks = kind_masks(self.cards)
        st.uses = game_uses(st.kinds, self.cards)   # the hooks its cards can set off (uses.py)
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
        kind, text = _PROMPTS.get(st.phase, ("turn", "act"))
        return Decision(seat, kind, f"{player(seat)}: {text}")

    def result(self, state: EternalState) -> Result | None:
        """The result once the game is over."""
        if state.phase != "over" or state.winners is None:
            return None
        return Result(tuple(state.winners), state.summary)

    def concede_allowed(self, state: EternalState, seat: int) -> bool:
        """000 1.1: a player may concede at any moment of a game in progress."""
        return state.phase != "over" and seat in (0, 1)

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
            c = _number(a.card)
            is_unit = self.cards[st.kinds[c]].is_unit
            plays.play_card(ctx, a.seat, c, a.target, a.choice)
            if st.phase in ("prefight", "end"):
                turns.window_played(ctx, a.seat, is_unit)
        elif k == "use":
            plays.use_ability(ctx, a.seat, _number(a.card), _number(a.choice), a.target)
        elif k == "attack":
            if a.target is not None:
                combat.direct_attack(ctx, a.seat, _number(a.card), a.target)
            elif a.choice in ("player", "site"):
                combat.commit(ctx, a.seat, a.choice == "site")
            else:
                combat.declare(ctx, a.seat, _number(a.card))
        elif k == "block":
            if a.choice == "done":
                combat.blocks_done(ctx, a.seat)
            else:
                combat.block(ctx, a.seat, _number(a.card), _number(a.target))
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
        # settled: the last pass of the state-based checks wrote nothing (checks.SETTLED), and
        # since then only things those checks never read have changed (the priority, a
        # window, the phase, triggers moving from `pending` to the stack), so a pass now would
        # write nothing either and is skipped. Any other step of the loop clears it.
        settled = False
        while st.phase != "over" and st.choice is None:
            if st.tasks:
                settled = False
                seat, src, op, env = st.tasks.pop(0)
                cond = op.get("if")
                if cond and not cond_ok(ctx, seat, src, cond, env):   # env: Aerialist Trainer's Student
                    continue
                OPS[op["op"]](ctx, seat, src, op, env, None)
                continue
            if not settled:
                done = check_state(ctx)
                if done == CHANGED:
                    continue
                settled = done == SETTLED
            if st.pending:
                # the checks read the stack and `pending` alike (a relic weapon waiting on its
                # Summon): only a trigger dropped on the way (no target chosen) may matter
                waiting = len(st.pending) + len(st.stack)
                plays.stack_pending(ctx)
                settled = settled and len(st.pending) + len(st.stack) == waiting
                continue
            if st.stack:
                if st.prio >= 0:
                    if not st.autopass or legality.responses(st, cards, st.prio):
                        break
                    plays.pass_priority(st)   # nothing to respond with: the window passes by itself
                    continue                  # (only st.prio and the top item's "ambushed" change)
                settled = False
                plays.resolve_top(ctx)
                continue
            if st.phase == "block" and not self._defender_can_act(st):
                combat.blocks_done(ctx, 1 - st.turn)   # (only `pending`, the phase and the window change)
                continue
            if st.phase in turns.DECIDING:   # (turns.step's first test, without the call)
                break
            done = turns.step(ctx)
            if not done:
                break
            settled = settled and done == turns.QUIET

    def _defender_can_act(self, st: EternalState) -> bool:
        seat = 1 - st.turn
        if not st.autopass and st.attackers:
            return True
        if not st.blocking_started and legality.responses(st, self.cards, seat):
            return True
        return can_block_any(st, self.cards, seat)

    def observation(self, state: EternalState, seat: int | None) -> Observation:
        """What `seat` may know (None: everything); the part is an observe.EternalObservation."""
        return make_observation(self.name, seat, 2, self.decision(state), state.phase, self.result(state),
                                observe.observation(state, self.cards, seat))

    def determinize(self, obs: Observation, seat: int, rng: Rng) -> EternalState:
        """A full state consistent with `obs`, hidden cards dealt at random."""
        return observe.determinize(_part(obs), self.cards, seat, rng)

    def determinizer(self, obs: Observation, seat: int) -> Callable[[Rng], EternalState]:
        """`determinize` for many deals of one observation, reading it only once."""
        return observe.determinizer(_part(obs), self.cards, seat)

    def resample_hidden(self, state: EternalState, seat: int, rng: Rng) -> EternalState:
        """A copy with every card `seat` cannot see dealt again at random."""
        return observe.resample_hidden(state, self.cards, seat, rng)

    def card_instances(self, state: EternalState) -> list[int]:
        """Every dealt card instance in every zone (each exactly once). Cards created by
        effects (instances from `base` on) appear and vanish by rule and are left out."""
        return [c for c in all_cards(state) if c < state.base]

    def invariants(self, state: EternalState) -> list[str]:
        """What is wrong with `state` by the rules' own limits (zones.invariants)."""
        return invariants(state, self.cards)

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
        """A short human description of an action, different from every other legal action's
        now: a card named by several of them is told apart by its side ("your Twilight
        Raptor" / "the enemy's Twilight Raptor") and, when still equal, by its place
        ("Twilight Raptor, 2nd from left")."""
        st = state
        template, refs = self._template(st, action)
        text = template.format(*(self._ref_name(st, r) for r in refs))
        rivals: list[tuple[str, tuple[int, ...]]] = []
        for b in legality.legal_actions(st, self.cards) if st.phase != "over" else []:
            if b != action:
                t, r = self._template(st, b)
                if t.format(*(self._ref_name(st, x) for x in r)) == text:
                    rivals.append((t, r))
        if not rivals:
            return text
        names = []
        for i, ref in enumerate(refs):
            others = [r[i] for t, r in rivals if t == template and len(r) == len(refs) and r[i] != ref]
            names.append(self._qualified(st, ref, others, action.seat, template.endswith(f"{{{i}}}")))
        text = template.format(*names)
        if any(t == template and r == refs for t, r in rivals):   # the same cards: another ability or choice
            text += f" (ability {int(action.choice) + 1})" if action.kind == "use" else f" ({action.choice})"  # type: ignore[arg-type]
        return text

    def _ref_name(self, st: EternalState, ref: int) -> str:
        """A card's printed name, or the player a target names."""
        return player(ref_seat(ref)) if ref < 0 else self.cards[st.kinds[ref]].name

    def _template(self, st: EternalState, a: Action) -> tuple[str, tuple[int, ...]]:
        """The description of `a` with its cards and players as {0}, {1} (str.format)."""
        if a.kind == "pass":
            return "Pass", ()
        if a.kind in ("keep", "mulligan"):
            return ("Keep your hand" if a.kind == "keep" else "Redraw your hand"), ()
        if a.kind in ("choose", "order"):
            if a.choice == "done":
                return "Done", ()
            if a.target is not None:
                return ("Damage first: " if a.kind == "order" else "") + "{0}", (a.target,)
            ch = st.choice
            if ch and ch.get("labels") and a.choice in ch["options"]:
                return _literal(str(ch["labels"][ch["options"].index(a.choice)])), ()
            return _literal(str(a.choice)), ()
        if a.kind == "attack":
            if a.choice in ("player", "site"):
                return f"Attack the enemy {'site' if a.choice == 'site' else 'player'}", ()
            if a.card is None:
                return "Attack", ()
            if a.target is not None:
                return "{0} attacks {1}", (a.card, a.target)
            return "Attack with {0}", (a.card,)
        if a.kind == "block":
            if a.choice == "done" or a.card is None or a.target is None:
                return "Done blocking", ()
            return "{0} blocks {1}", (a.card, a.target)
        if a.kind == "use" and a.card is not None:
            if a.target is not None:
                return "Use {0} on {1}", (a.card, a.target)
            return "Use {0}", (a.card,)
        if a.kind == "play" and a.card is not None:
            card = self.cards[st.kinds[a.card]]
            label = mode_label(card, a.choice) or amplify_label(card, a.choice)   # a Choice's mode (modes.py), Amplify
            if label:
                return ("Play {0}: " + _literal(label), (a.card,)) if a.target is None else \
                    ("Play {0} on {1}: " + _literal(label), (a.card, a.target))
            if a.target is None:
                return "Play {0}", (a.card,)
            if a.choice == "mentor":
                return "Play {0} with {1} as the Student", (a.card, a.target)
            if a.choice == "bond":
                return "Play {0}, bonding {1}", (a.card, a.target)
            return "Play {0} on {1}", (a.card, a.target)
        return _literal(a.kind), ()

    def _qualified(self, st: EternalState, ref: int, others: list[int], seat: int, last: bool) -> str:
        """The name of `ref`, told apart from the same-named `others` a rival action names
        in its place: by side, then by place (`seat` is the one the text speaks to; the
        place follows a comma when the name ends the text, else it is in brackets)."""
        name = self._ref_name(st, ref)
        if ref < 0 or not others:
            return name
        zone, side, index = _where(st, ref)
        sides = [_where(st, o)[1] if o >= 0 else -2 for o in others]
        if any(s != side for s in sides):
            name = ("your " if side == seat else "the enemy's ") + name
        if any(s == side for s in sides):
            place = self._place(st, zone, side, index)
            name += f", {place}" if last else f" ({place})"
        return name

    def _place(self, st: EternalState, zone: str, side: int, index: int) -> str:
        """Where a card is, for telling two of the same name apart."""
        if zone == "boards":
            return f"{_ordinal(index + 1)} from left"
        if zone == "hands":
            return f"{_ordinal(index + 1)} in hand"
        if zone == "relics":
            return f"{_ordinal(index + 1)} relic from left"
        if zone == "weapon":
            return "the weapon"
        if zone == "markets":
            return f"{_ordinal(index + 1)} in the market"
        if zone in ("voids", "powers", "decks"):
            pile = getattr(st, zone)[side]
            where = {"voids": "the void", "powers": "the power pile", "decks": "the deck"}[zone]
            return f"{_ordinal(len(pile) - index)} from the top of {where}"
        if zone == "stack":
            return f"{_ordinal(len(st.stack) - index)} from the top of the stack"
        if zone.startswith("attached:"):
            host = int(zone[9:])
            hz, hs, hi = _where(st, host)
            return (f"{_ordinal(index + 1)} attachment of {self._ref_name(st, host)} "
                    f"({self._place(st, hz, hs, hi)})")
        return "elsewhere"


def _new_instances(st: EternalState, kinds: list[int], owner: int) -> list[int]:
    """zones.new_instance for each of `kinds` in turn: the new instances, in that order."""
    start = len(st.kinds)
    st.kinds += kinds
    st.owners += [owner] * len(kinds)
    return list(range(start, len(st.kinds)))


def _part(obs: Observation) -> observe.EternalObservation:
    """The Eternal part of an observation (TypeError for another game's)."""
    part = obs.part
    if not isinstance(part, observe.EternalObservation):
        raise TypeError(f"not an Eternal observation: {type(part).__name__}")
    return part


def _literal(text: str) -> str:
    """Text put into a str.format template as it is."""
    return text.replace("{", "{{").replace("}", "}}")


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _where(st: EternalState, c: int) -> tuple[str, int, int]:
    """(zone, the side it is on, index) of a card instance: "boards", "hands", "relics",
    "voids", "markets", "powers", "decks", "weapon", "stack" (the caster's side) or
    "attached:<host>" (the host's side); ("", owner, 0) for a card in none of them."""
    for s in (0, 1):
        for zone in ("boards", "hands", "relics", "voids", "markets", "powers", "decks"):
            cards = getattr(st, zone)[s]
            if c in cards:
                return zone, s, cards.index(c)
        if st.weapon[s] == c:
            return "weapon", s, 0
    i = st.info.get(c)
    if i is not None and i.host >= 0:
        host = st.info.get(i.host)
        side = _where(st, i.host)[1]
        return f"attached:{i.host}", side, host.att.index(c) if host is not None and c in host.att else 0
    for k, item in enumerate(st.stack):
        if item.get("card") == c:
            return "stack", int(item["seat"]), k
    return "", st.owners[c] if 0 <= c < len(st.owners) else 0, 0


__all__ = ["EternalRules", "DeckError"]
