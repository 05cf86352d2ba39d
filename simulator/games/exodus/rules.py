"""ExodusRules: Exodus TCG (004_b4262328bed7ba97.txt and the decided basic turn) on the
core Rules interface, for 1v1, 2v2 teams and free-for-all of 3-4 players."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.actions import Action, Violation
from ...core.choice import describe_answer, record_pick
from ...core.decision import Decision
from ...core.game import DeckError, Result, Setup
from ...core.observation import Observation, make_observation
from ...core.rng import Rng
from ..common import stack as common_stack
from ..common.effects import AppliesInContext
from . import battle, concede, legality, observe, ops_core, ops_set5, ops_set12, ops_set34, resolve, turns
from .cards import Card, card_table
from .context import OPS, Ctx, player
from .decks import validate_setup
from .legality import deciding_seat
from .moves import add_to_pile, draw, enter_play, new_pile
from .params import RULESET
from .resolve import new_item, used_key
from .scans import activated_in_game
from .state import ExodusState, deal_ids, new_state
from .triggers import ability_list, flush_pending
from .zones import all_cards, invariants

_ = (ops_core, ops_set12, ops_set34, ops_set5)

# The phases left by a move to the next that changes nothing instant_actions looks at (the
# phase's name, the energy played and moved this phase; turns.enter_phase): Draw to Energy,
# Energy to Creature, Creature to Attack (an Ability "at the start of your Draw Phase" is
# playable in the Draw Phase only, so leaving it never makes a play possible).
_QUIET_ADVANCE = ("draw", "energy", "creature")
# Attack to End is quiet too when entering the End Phase unfroze, triggered and ended nothing
# (turns.end_phase_entered): told by these counts, which anything it does changes. So is End
# to the next turn's Draw Phase, for every seat but the new turn player (a requirement "at the
# start of your Draw Phase"), when no card in the game has an activated Ability (those
# depend on whose turn it is and on what was used this turn) and no lasting effect ended.


def _end_phase_marks(st: ExodusState) -> tuple[int, ...]:
    """What entering the End Phase changes when it does anything, counted."""
    return (len(st.frozen), len(st.grave_lock), len(st.effects), len(st.stack), len(st.tasks),
            len(st.pending), sum(map(len, st.syms)))


_GUARD = range(20000)
"""The engine loop's steps at most before it is taken to be stuck (a bug, never a game)."""

CHECK_KNOWN = False
"""True (tests): every seat's instant plays taken as known are looked at all the same and
must be what was known."""


def mode_of(seats: int, options: dict[str, Any]) -> str:
    """1v1 for two seats, 2v2 teams for four with the teams option, else free-for-all."""
    if seats == 2:
        return "duel"
    if seats == 4 and options.get("teams"):
        return "teams"
    return "ffa"


class ExodusRules(AppliesInContext):
    """Exodus TCG for 2-4 players."""

    context = Ctx
    name = "exodus"
    # (r2, issue 30 and 32: energy under creatures, a window at every phase's start and end,
    # Playback, unfreeze and reveal orders and Energize as the player chooses, ids dealt at random)
    ruleset = "exodus-2020-03-r2"

    def __init__(self, cards: tuple[Card, ...] | None = None) -> None:
        self.cards = cards if cards is not None else card_table()

    # -- setup ----------------------------------------------------------------------
    def new_state(self, setup: Setup) -> ExodusState:
        """Decks shuffled, the starting hands drawn (3 Main Deck + 3 energy), the Harmony
        Rare chosen by the second player, the 2v2 mulligan, then the first turn."""
        n = setup.seats
        if not 2 <= n <= 4:
            raise DeckError("Exodus is played by 2 to 4 players")
        mode = mode_of(n, setup.options)
        st = new_state(n, setup.seed, mode)
        decks = validate_setup(setup.decks, self.cards, n)
        harmonies = deal_ids(st, decks)
        st.life = [RULESET.life] * len(st.life)
        first = setup.options.get("first_seat")
        first = int(first) if first is not None else st.rng.below(n)
        st.order = [(first + k) % n for k in range(n)]
        ctx = Ctx(st, self.cards)
        ctx.log("setup", f"{player(first)} goes first", first)
        for seat in st.order:
            st.rng.shuffle(st.main[seat])
            st.rng.shuffle(st.edeck[seat])
        for seat in st.order:
            draw(ctx, seat, RULESET.opening_main, RULESET.opening_energy)
        st.phase = "mulligan"
        st.memo["harmonies"] = harmonies
        if harmonies:
            st.tasks.append((st.order[1], -1, {"op": "_choose_harmony"}))
        if mode == "teams":
            st.tasks += [(s, -1, {"op": "_mulligan"}) for s in st.order]
        st.tasks.append((first, -1, {"op": "_start_game"}))
        self._run(ctx)
        return st

    # -- the interface ----------------------------------------------------------------
    def legal_actions(self, state: ExodusState) -> list[Action]:
        """Every action the deciding seat may take now."""
        if state.legal is not None and state.phase not in ("over", "setup"):
            return state.legal[:]         # (legality.legal_actions' first answer, without the call)
        return legality.legal_actions(state, self.cards)

    def explain(self, state: ExodusState, action: Action) -> Violation:
        """Why `action` is refused."""
        return legality.explain(state, self.cards, action)

    def decision(self, state: ExodusState) -> Decision | None:
        """Who must act now."""
        st = state
        if st.phase == "over":
            return None
        ch = st.choice
        if ch is not None:
            return Decision(ch["seat"], "choose", ch["prompt"], tuple(ch["picks"]))
        seat = deciding_seat(st)
        return turns.decision_of(seat, st.phase, st.window["why"] if st.window is not None else None)

    def result(self, state: ExodusState) -> Result | None:
        """The result once the game is over."""
        if state.phase != "over" or state.winners is None:
            return None
        return Result(tuple(state.winners), state.summary)

    def concede_allowed(self, state: ExodusState, seat: int) -> bool:
        """Whether `seat` may concede now (concede.py: the document is silent; our reading)."""
        return concede.concede_allowed(state, seat)

    def apply_in(self, ctx: Ctx, action: Action, passing: list[int] | None = None) -> None:
        """Apply a legal action with a given context (AppliesInContext gives apply and
        apply_quiet; `passing`: as _run's, apply_passing)."""
        st = ctx.st
        kept, st.legal = st.legal, None
        k = action.kind
        seat = action.seat
        known = _kept_known(st, kept) if k == "pass" or k == "end_phase" else None
        if k == "concede":
            concede.concede(ctx, seat)
        elif k == "choose":
            ch = st.choice
            assert ch is not None
            picks = record_pick(ch, action)
            if picks is not None:
                st.choice = None
                s, src, o = st.tasks.pop(0)
                OPS[o["op"]](ctx, s, src, o, picks)
        elif k == "pass":
            assert st.window is not None
            common_stack.answer(st.window, seat, None)
        elif k == "activate" and action.choice == "awaken":
            ops_set5.awaken_by_skipping_draw(ctx, seat)     # 004 Harmony Rares: not on the stack
        elif k in ("play", "activate"):
            self._play(ctx, action)
        elif k == "draw":
            turns.do_draw(ctx, seat, int(action.choice or 0))
            turns.end_phase_window(ctx, passed=False)     # drawn at once: then everyone may act
        elif k == "energy":
            assert action.card is not None
            st.placed += 1
            st.memo.setdefault("fresh", []).append(action.card)     # may be rearranged this phase
            self._place_energy(ctx, seat, action.card, action.target)
            if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
                ctx.log("energy", f"{player(seat)} plays an energy", seat, (action.card,))
        elif k == "move":
            assert action.card is not None
            st.moved.add(action.card)
            self._place_energy(ctx, seat, action.card, action.target)
            if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
                ctx.log("energy", f"{player(seat)} moves an energy", seat, (action.card,))
        elif k == "summon":
            assert action.card is not None and action.target is not None
            found = _pile(st, action.target)
            enter_play(ctx, seat, action.card, found, summoned=True, by=seat)
        elif k == "attack":
            assert action.card is not None
            target = action.target if action.target is not None else -1
            side = int(action.choice) if action.choice is not None and target < 0 else -1
            battle.declare(ctx, seat, action.card, target, side)
        elif k == "end_phase":
            turns.end_phase_window(ctx)
        self._run(ctx, known, passing)

    def apply_passing(self, state: ExodusState, action: Action) -> int:
        """apply_quiet, with every round of responses on the way passed through whole as
        pass_through passes them; the seats of those rounds (the bots' evaluation)."""
        asked = [0]
        self.apply_in(Ctx(state, self.cards, True), action, asked)
        return asked[0]

    def pass_round(self, state: ExodusState, most: int | None = None) -> int:
        """Every seat still to answer the open round of responses passes, and the game runs on
        to its next decision, quietly (the bots' evaluation settles positions by passing). The
        state reached is the one a "pass" applied for each seat asked in turn reaches: a pass
        changes nothing but the round's list of seats, and the engine loop asks a seat only to
        stop for it, so the pass actions are never listed or applied.

        With `most`: only if that takes at most `most` passes, counted exactly (what each seat
        could play worked out: a seat with nothing is not asked, so makes no pass); the passes,
        or 0 (the state untouched). Without: the seats are not looked at, and the number is
        the seats asked (at least the passes)."""
        st = state
        window = st.window
        assert window is not None and st.choice is None
        kept = _kept_known(st, st.legal)
        ctx = Ctx(st, self.cards, True)
        ask = window["ask"]
        if most is None:
            passes = len(ask)
            known = kept
        else:
            known = dict(kept) if kept else {}     # (the kept dict is shared)
            passes = 0
            for seat in ask:
                plays = known.get(seat)
                if plays is None:
                    plays = known[seat] = legality.instant_actions(ctx, seat)
                if plays:
                    passes += 1
            if passes > most:
                return 0
        st.legal = None
        ask.clear()
        self._run(ctx, known)
        return passes

    def pass_through(self, state: ExodusState) -> int:
        """pass_round for every round of responses on the way: every seat asked passes, the
        open round's and those of the rounds opened after it, and the game runs on until a
        choice, the turn player's decision or the game's end, quietly. Nobody's plays are
        worked out, so the number is every seat of those rounds: at least the passes
        pass_round counts for the same stretch, round by round (the bots' evaluation)."""
        st = state
        assert st.window is not None and st.choice is None
        asked = [0]
        kept = _kept_known(st, st.legal)
        st.legal = None
        self._run(Ctx(st, self.cards, True), kept, asked)     # (the open round counted there too)
        return asked[0]

    def instant_plays(self, state: ExodusState, seat: int) -> list[Action]:
        """The symmetries and Abilities `seat` could play now (legality.instant_actions),
        taken from what the engine loop found as it stopped when the state is still as it
        left it."""
        kept = _kept_known(state, state.legal)
        if kept is not None and seat in kept:
            return kept[seat]
        return legality.instant_actions(Ctx(state, self.cards, True), seat)

    def _place_energy(self, ctx: Ctx, seat: int, card: int, target: int | None) -> None:
        if target is None:
            new_pile(ctx, seat, card)
        else:
            add_to_pile(ctx, _pile(ctx.st, target), card)

    def _play(self, ctx: Ctx, a: Action) -> None:
        """A symmetry played or an Ability activated: onto the stack (or into the round of
        responses being asked), its target declared; its cost waits for resolution."""
        st = ctx.st
        assert a.card is not None
        targets = [a.target] if a.target is not None else []
        if a.kind == "play":
            st.hand[a.seat].remove(a.card)
            card = ctx.card(a.card)
            i = card.abilities.index(card.effect) if card.effect else 0
            item = new_item("symmetry", a.seat, a.card, i, targets, on="play", card=a.card)
            if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
                ctx.log("play", f"{player(a.seat)} plays {card.name}", a.seat, (a.card,))
        else:
            i = int(a.choice or 0)
            aft = a.card in st.afters[st.owner[a.card]]
            ab = ability_list(ctx, a.card, aft)[i]
            if ab.get("once_per_turn"):
                st.used.add(used_key(a.card, i, aft))     # counted even if it fizzles (004)
            item = new_item("ability", a.seat, a.card, i, targets, aft=aft, on=str(ab.get("activate", "")))
            if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
                ctx.log("activate", f"{player(a.seat)} activates {ctx.name(a.card)}'s Ability", a.seat, (a.card,))
        if st.window is not None and common_stack.asked(st.window) == a.seat:
            common_stack.answer(st.window, a.seat, item)
        else:
            st.stack.append(item)
            st.window = None

    # -- the engine loop ----------------------------------------------------------------
    def _run(self, ctx: Ctx, known_before: dict[int, list[Action]] | None = None,
             passing: list[int] | None = None) -> None:
        """Run queued effects, triggers and the stack until a player must decide
        (`known_before`: seats' instant plays known in the state as it is, see _kept_known;
        `passing`: every round of responses is passed through whole, its seats counted there,
        and the loop stops only for a choice or the turn player: pass_through)."""
        st = ctx.st
        # settled: the checks below found nothing last time round and since then only a round
        # of responses was opened (or closed unanswered), the next step set or a quiet move to
        # the next phase made (_QUIET_ADVANCE), so they would find nothing again
        settled = False
        # known: seats' instant plays (legality.instant_actions; often none), kept while
        # nothing has happened since but rounds of responses opened, passed and closed
        # unanswered, steps that only open one (a phase's start, a phase that ends by itself)
        # and the quiet moves to the next phase (_QUIET_ADVANCE): what instant_actions looks
        # at is as it was, so the seat is not looked at again (CHECK_KNOWN: tests look all the
        # same). Lists in it are never changed in place.
        known: dict[int, list[Action]] = dict(known_before) if known_before else {}
        ops = OPS
        for _ in _GUARD:                   # (a bounded loop: a counter of our own costs more)
            if st.choice is not None or st.phase == "over":
                break
            if not settled:
                tasks = st.tasks
                if tasks:
                    known.clear()
                    s, src, o = tasks.pop(0)
                    ops[o["op"]](ctx, s, src, o, None)
                    continue
                if st.phase == "mulligan":
                    break
                if st.pending:
                    known.clear()
                    flush_pending(ctx)
                    continue
                if turns.state_checks(ctx):
                    known.clear()
                    continue
            settled = False
            if st.window is not None:
                ask = st.window["ask"]        # (common_stack.asked and skip, inlined)
                if passing is not None:
                    passing[0] += len(ask)    # (everyone passes: what they could play is not asked)
                    ask.clear()
                while ask:
                    seat = ask[0]
                    answers = known.get(seat)
                    if answers is None:
                        answers = known[seat] = legality.instant_actions(ctx, seat)
                    elif CHECK_KNOWN:
                        assert answers == legality.instant_actions(ctx, seat), f"seat {seat}: known plays differ"
                    if answers:
                        st.legal = answers + [legality.PASS[seat]]
                        _keep_known(st, known)
                        return
                    # Nothing to answer with: skipped, and the next seat asked at once (looking
                    # at the state changes nothing, so the checks above would find nothing new).
                    ask.pop(0)
                window, st.window = st.window, None
                answered = st.stack[-1] if st.stack else None
                if window["new"] and common_stack.close(window, st.stack):   # (nothing answered: no call)
                    known.clear()
                    resolve.symmetries_first(ctx, answered)
                    continue
                if st.stack:
                    known.clear()
                    resolve.resolve_top(ctx)
                else:
                    settled = True            # (nothing answered, nothing to resolve: as it was)
                continue
            if st.stack:
                if not st.stack[-1].get("resolving"):
                    # (common_stack.open_round's round over the players still in, its ring kept)
                    st.window = {"ask": turns.seats_in_turn_order(st), "new": [], "why": "stack"}
                    settled = True
                else:
                    known.clear()
                    resolve.resolve_top(ctx)
                continue
            step, st.resume = st.resume, "act"
            # (the steps of a quiet phase follow one another here without going round the loop:
            # a quiet move to the next phase, a round at its start with nobody to ask, a phase
            # that ends by itself with nobody to ask at its end; none of them changes anything
            # the checks above or the stack look at, and none opens a round or a choice)
            while True:
                settled = False               # (as at the top of the loop: each step says again)
                if step == "advance":
                    if st.phase in _QUIET_ADVANCE:
                        turns.advance(ctx)
                        settled = True        # (entering Energy, Creature or Attack queues nothing)
                        step, st.resume = st.resume, "act"
                        continue
                    if st.phase == "attack" and known:
                        # (with nothing frozen and no lasting effect, entering the End Phase can
                        # only trigger Abilities: counted by what waits, not by every mark)
                        lasting = bool(st.frozen or st.grave_lock or st.effects)
                        before = _end_phase_marks(st) if lasting else len(st.pending)
                        turns.advance(ctx)
                        if (_end_phase_marks(st) if lasting else len(st.pending)) != before:
                            known.clear()      # (something unfroze, triggered or expired)
                    elif st.phase == "end" and known and not activated_in_game(st, ctx.cards)["any"]:
                        # (with no lasting effect, ending the turn and beginning the next changes
                        # no mark: nothing to count)
                        before = _end_phase_marks(st) if st.effects else ()
                        turns.advance(ctx)    # (the next turn begins)
                        if before and _end_phase_marks(st) != before:
                            known.clear()
                        else:
                            known.pop(st.turn, None)  # (its Draw Phase's start may offer it more)
                    else:
                        known.clear()
                        turns.advance(ctx)
                    break
                if step == "start_window":
                    # (opens a round and changes nothing else: known kept; a round that would close
                    # unanswered at once is not opened at all: the state is as it was)
                    # (the ring is only read unless the round opens: the shared one when all are in)
                    ask = turns.rings(st)[st.turn][0] if min(st.life) > 0 else turns.seats_in_turn_order(st)
                    settled = True            # (st.resume is "act" already; a round opened changes
                                              # nothing the checks read)
                    if not _none_to_ask(ctx, known, ask):
                        turns.start_window(ctx, ask[:])
                        break
                    step = "act"
                    continue
                if step == "before_hit":
                    known.clear()
                    battle.before_hit(ctx)
                    break
                if step == "hit":
                    known.clear()
                    battle.hit(ctx)
                    break
                st.resume = "act"
                # (when the turn player surely has more to do, the list waits until it is asked
                # for, legal_actions: a search throws most of these states away unasked)
                if (st.phase in ("energy", "creature", "attack", "end")
                        and not legality.surely_more_than_end(ctx, st.turn)):
                    mine = known.get(st.turn)
                    if mine is None:
                        mine = known[st.turn] = legality.instant_actions(ctx, st.turn)
                    acts = legality.turn_actions(ctx, st.turn, mine)
                    if len(acts) == 1:                # only "end_phase": the phase ends by itself
                        settled = True
                        if _none_at_end(ctx, known):
                            # (its round at the end would close unanswered at once: not opened)
                            step = "advance"          # (st.resume is "act", as the loop leaves it)
                            continue
                        turns.end_phase_window(ctx)
                        break
                    st.legal = acts
                    _keep_known(st, known)
                elif st.turn in known:
                    # (the Draw Phase's few actions, or a phase surely not ending by itself:
                    # listed now with the instants found already, which legal_actions would
                    # work out again)
                    st.legal = legality.turn_actions(ctx, st.turn, known[st.turn])
                    _keep_known(st, known)
                return
        else:
            if st.choice is None and st.phase != "over":
                raise RuntimeError("exodus: the engine loop did not settle")

    # -- views ------------------------------------------------------------------------
    def observation(self, state: ExodusState, seat: int | None) -> Observation:
        """What `seat` may know (None: everything)."""
        return make_observation(self.name, seat, state.n, self.decision(state), state.phase, self.result(state),
                                observe.observation(state, self.cards, seat))

    def determinize(self, obs: Observation, seat: int, rng: Rng) -> ExodusState:
        """A full state consistent with `obs`, hidden cards dealt at random."""
        return observe.determinizer(obs.part, seat, self.cards)(rng)

    def determinizer(self, obs: Observation, seat: int) -> Callable[[Rng], ExodusState]:
        """`determinize` for many deals of one observation."""
        return observe.determinizer(obs.part, seat, self.cards)

    def resample_hidden(self, state: ExodusState, seat: int, rng: Rng) -> ExodusState:
        """A copy with every card `seat` cannot see dealt again at random."""
        return observe.resample_hidden(state, seat, rng, self.cards)

    def card_instances(self, state: ExodusState) -> list[int]:
        """Every card in every zone."""
        return all_cards(state)

    def invariants(self, state: ExodusState) -> list[str]:
        """What is wrong with `state` by the rules' own limits."""
        return invariants(state, self.cards)

    def to_json(self, state: ExodusState) -> dict[str, Any]:
        """The whole state as JSON-able data."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> ExodusState:
        """Inverse of to_json."""
        return ExodusState.from_json(data)

    def clone(self, state: ExodusState) -> ExodusState:
        """An independent copy."""
        return state.clone()

    def card_name(self, state: ExodusState, card: int) -> str:
        """A card's printed name (the side that is up)."""
        if not 0 <= card < len(state.kinds):
            return "?"
        return Ctx(state, self.cards, quiet=True).name(card)

    def describe(self, state: ExodusState, action: Action) -> str:
        """A short human description of an action."""
        k = action.kind
        name = self.card_name(state, action.card) if action.card is not None else ""
        tname = self.card_name(state, action.target) if action.target is not None and action.target >= 0 else ""
        if k == "pass":
            return "Pass"
        if k == "concede":
            return f"{player(action.seat)} concedes"
        if k == "end_phase":
            return f"End the {turns.PHASE_NAMES.get(state.phase, 'phase')}"
        if k == "draw":
            m = int(action.choice or 0)
            return f"Draw {m} from the Main Deck and {RULESET.draw_per_phase - m} energy"
        if k == "energy":
            return "Play an energy onto a new pile" if action.target is None else "Play an energy onto a pile"
        if k == "move":
            return "Move an energy to a new pile" if action.target is None else "Move an energy to another pile"
        if k == "summon":
            return f"Summon {name}"
        if k == "attack":
            if action.target is not None:
                return f"{name} attacks {tname}"
            return f"{name} attacks {player(int(action.choice or 0)) if state.mode != 'teams' else 'the team'}'s Life Points"
        if k == "play":
            return f"Play {name}" + (f" on {tname}" if tname else "")
        if k == "activate" and action.choice == "awaken":
            return f"Skip the Draw Phase to Awaken {name}"
        if k == "activate":
            return f"Use {name}'s Ability" + (f" on {tname}" if tname else "")
        if k == "choose":
            return describe_answer(state.choice, action, lambda c: self.card_name(state, c))
        return k


def _none_to_ask(ctx: Ctx, known: dict[int, list[Action]], seats: list[int]) -> bool:
    """Whether every seat of a round is known to have nothing to play (CHECK_KNOWN: looked
    at all the same)."""
    for seat in seats:
        plays = known.get(seat)
        if plays is None or plays:        # (not known, or known to have some)
            return False
        if CHECK_KNOWN:
            assert not legality.instant_actions(ctx, seat), f"seat {seat}: known to have nothing"
    return True


def _none_at_end(ctx: Ctx, known: dict[int, list[Action]]) -> bool:
    """Whether the round at the end of the turn player's phase (turns.end_phase_window: every
    player but them) would close unanswered at once: the phase opens none, or everyone it
    asks is known to have nothing to play."""
    st = ctx.st
    if st.phase not in RULESET.window_at_end:
        return True
    ask = turns.rings(st)[st.turn][1] if min(st.life) > 0 else turns.seats_in_turn_order(st, st.turn)
    return _none_to_ask(ctx, known, ask)


def _keep_known(st: ExodusState, known: dict[int, list[Action]]) -> None:
    """Keep the seats' known instant plays as the engine loop stops with the legal actions
    worked out, tied to that very list (scans["known"]; a clone carries both): valid while the
    state is as the loop left it."""
    if known:
        st.scans["known"] = (st.legal, known)
    elif "known" in st.scans:
        del st.scans["known"]


def _kept_known(st: ExodusState, legal: list[Action] | None) -> dict[int, list[Action]] | None:
    """The seats' instant plays kept as the loop stopped, if the state is still as it left it:
    the legal actions it worked out are still the ones kept (anything that edits a state by
    hand or deals hidden cards again drops them, observe.py, the tests' helpers) and the action
    taken changes nothing instant_actions looks at (a pass, ending a phase: the caller's)."""
    kept = st.scans.get("known")
    if kept is None or legal is None or kept[0] is not legal:
        return None
    found: dict[int, list[Action]] = kept[1]
    return found


def _pile(st: ExodusState, energy: int) -> list[int]:
    for s in range(st.n):
        for pile in st.piles[s]:
            if energy in pile:
                return pile
    raise KeyError(energy)
