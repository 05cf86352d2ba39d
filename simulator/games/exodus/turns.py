"""The turn: Draw, Energy, Creature, Attack and End Phases (params.py, DESIGN basic turn),
who may attack on the first round (004 Multiplayer), the End Phase unfreezing (004 Freeze;
Timeglypha), the 2v2 mulligan (004 Team Battles), and the game's end with the tiebreak for
a simultaneous zero (004 Eeventide, the Paradoxical Planet)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.decision import Decision
from .context import Ctx, op, Op, player, side_name
from .dry import dry_round_over
from .field import creatures_of_side, seats_of_side
from .moves import draw, to_graveyard
from .params import RULESET
from .triggers import raise_trigger

PHASE_NAMES = {"draw": "Draw Phase", "energy": "Energy Phase", "creature": "Creature Phase",
               "attack": "Attack Phase", "end": "End Phase"}


_PROMPTS: dict[tuple[int, str, str | None], tuple[str, str]] = {}


def decision_of(seat: int, phase: str, why: str | None) -> Decision:
    """The Decision of `seat` in `phase` when no choice is pending: its turn (`why` None) or a
    window to respond in (`why` the window's reason). Its words are made once per seat, phase
    and window (the rules are asked at every step); the Decision is new each time (nothing
    handed out is shared)."""
    key = (seat, phase, why)
    words = _PROMPTS.get(key)
    if words is None:
        if why is None:
            words = ("turn", f"{player(seat)}: {PHASE_NAMES.get(phase, phase)}")
        else:
            name = PHASE_NAMES.get(phase, "")
            when = {"attack": "in response to the attack", "phase": f"at the end of the {name}",
                    "phase_start": f"at the start of the {name}"}.get(why, "in response to the stack")
            words = ("respond", f"{player(seat)}: play a symmetry or Ability {when}, or pass")
        _PROMPTS[key] = words
    return Decision(seat, words[0], words[1])


def first_round(st) -> bool:
    """True while the first round of turns is under way (every seat's first turn)."""
    return st.turn_no <= st.n


def may_attack_this_turn(st, seat: int) -> bool:
    """The first player cannot attack on their first turn (DESIGN); in a multiplayer game
    only the player who goes last may attack in the first round (004 Multiplayer)."""
    if not first_round(st):
        return True
    if st.n == 2:
        return not (RULESET.first_cannot_attack and st.turn_no == 1)
    return seat == st.order[-1]


def begin_turn(ctx: Ctx, seat: int) -> None:
    """A seat's turn begins with its Draw Phase."""
    st = ctx.st
    st.turn = seat
    st.turn_no += 1
    st.turns_taken[seat] += 1
    st.attacked.clear()
    st.used.clear()
    st.touched.clear()
    st.memo.pop("drew", None)
    st.memo.pop("recycled", None)
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        ctx.log("turn", f"Turn {st.turn_no}: {player(seat)}", seat)
    enter_phase(ctx, "draw")


def enter_phase(ctx: Ctx, phase: str) -> None:
    """Enter a phase and do what happens on entering it."""
    st = ctx.st
    st.phase = phase
    st.resume = "start_window" if phase in RULESET.window_at_start else "act"
    if phase == "draw":
        if RULESET.first_skips_draw and st.turn_no == 1:
            ctx.log("phase", f"{player(st.turn)} skips the first Draw Phase", st.turn)
            st.resume = "advance"
        elif _skips_draw(ctx, st.turn):
            st.resume = "advance"
    elif phase == "energy":
        st.placed = 0
        st.moved.clear()
        st.memo.pop("fresh", None)
    elif phase == "end":
        end_phase_entered(ctx)


def end_phase_entered(ctx: Ctx) -> None:
    """What entering an End Phase does: due cards unfreeze, end-of-turn Abilities trigger
    (beneath the Main Deck too, and a Harmony Rare's Eeventide Field side), lasting effects
    end. Timeglypha performs one at the start of a turn without ending it (004)."""
    st = ctx.st
    if st.frozen or st.grave_lock or st.effects:
        _end_phase_unfreeze(ctx)          # (nothing frozen, no effect: it does nothing)
    cards, kinds, flipped, quick = ctx.cards, st.kinds, st.flipped, not st.effects
    for seat in st.order:
        for c in list(st.beneath[seat]) + [p[0] for p in st.piles[seat] if p[0] >= 0] + st.afters[seat]:
            if quick:                     # (raise_trigger's first look, without the call)
                card = cards[kinds[c]]
                if "end_of_turn" not in card.on_names and not (card.back and c in flipped):
                    continue
            raise_trigger(ctx, c, "end_of_turn")
    if st.harmony >= 0 and st.harmony_by < 0:
        raise_trigger(ctx, st.harmony, "end_of_turn")
    if st.effects:
        _expire(ctx, "end_phase")


def _skips_draw(ctx: Ctx, seat: int) -> bool:
    st = ctx.st
    if st.memo.get("skip_draw") == seat:
        del st.memo["skip_draw"]
        ctx.log("phase", f"{player(seat)} skips the Draw Phase", seat)
        return True
    return False


def _end_phase_unfreeze(ctx: Ctx) -> None:
    """Cards due to unfreeze flip face up as the End Phase is entered, not when the turn is
    over (004 Freeze); an unfreezing symmetry activates again (004 Chains, Chronological
    Relapse). When several of one owner's symmetries go back on the stack together, the owner
    chooses the order they resolve in (004 Freeze: "The owner may choose the order of
    resolution if multiple cards unfreeze and need to resolve"; op _unfreeze_order)."""
    st = ctx.st
    due = [c for c, t in st.frozen.items() if t <= st.turn_no]
    again: dict[int, list[int]] = {}
    for c in due:
        del st.frozen[c]
        ctx.log("unfreeze", f"{ctx.name(c)} unfreezes", st.owner[c], (c,))
        raise_trigger(ctx, c, "unfreezes")
        card = ctx.card(c)
        if card.is_symmetry and c in st.syms[st.owner[c]] and card.effect is not None:
            st.syms[st.owner[c]].remove(c)
            i = card.abilities.index(card.effect)
            st.stack.append({"kind": "symmetry", "seat": st.owner[c], "src": c, "i": i, "aft": False, "on": "play",
                             "t": [], "card": c, "env": {}})
            again.setdefault(st.owner[c], []).append(c)
    for owner, cards in again.items():
        if len(cards) > 1:
            st.tasks.append((owner, -1, {"op": "_unfreeze_order", "cards": cards, "first": []}))
    for seat in list(st.grave_lock):
        if st.grave_lock[seat] <= st.turn_no:
            del st.grave_lock[seat]
            ctx.log("unfreeze", f"{player(seat)}'s graveyard unfreezes", seat)
    st.effects = [e for e in st.effects if not (e["kind"] == "unkeyworded" and e["card"] not in st.frozen)]


def _expire(ctx: Ctx, when: str) -> None:
    """Lasting effects that end now (Chains ends as its player's End Phase is entered)."""
    st = ctx.st
    keep = []
    for e in st.effects:
        if e.get("until") == when and e.get("turn", st.turn_no) <= st.turn_no:
            card = e.get("card", -1)
            if e["kind"] == "stays" and card >= 0 and card in st.syms[st.owner[card]] and card not in st.frozen:
                to_graveyard(ctx, card, "has done its work")
            continue
        keep.append(e)
    st.effects = keep


def end_turn(ctx: Ctx) -> None:
    """The turn ends once all five phases were entered and left (004 Timeglypha)."""
    st = ctx.st
    st.effects = [e for e in st.effects if e.get("until") != "end_of_turn"]
    if st.turn_no >= RULESET.turn_limit:
        _length_bound(ctx)
        return
    if RULESET.dry_end and dry_round_over(st, ctx.cards):
        _length_bound(ctx, dry=True)
        return
    k = st.order.index(st.turn)
    for step in range(1, st.n + 1):
        nxt = st.order[(k + step) % st.n]
        if st.life[st.team[nxt]] > 0:
            begin_turn(ctx, nxt)
            return


def advance(ctx: Ctx) -> None:
    """Leave the current phase for the next (the End Phase: the turn ends)."""
    st = ctx.st
    phases = RULESET.phases
    if st.phase == "end":
        end_turn(ctx)
        return
    enter_phase(ctx, phases[phases.index(st.phase) + 1])


def start_window(ctx: Ctx, ask: list[int] | None = None) -> None:
    """A phase has begun (what entering it does has resolved): every player still in the
    game, in turn order from the turn player, may play symmetries and Abilities (params.py
    window_at_start; players with nothing they could play are not asked). `ask`: those
    players (seats_in_turn_order), if the caller has them already."""
    st = ctx.st
    st.resume = "act"
    st.window = {"ask": seats_in_turn_order(st) if ask is None else ask, "new": [], "why": "phase_start"}


def end_phase_window(ctx: Ctx, passed: bool = True) -> None:
    """A phase ends: every player still in the game, in turn order from the turn player, may
    first play symmetries and Abilities (params.py window_at_end); the turn player who ended
    the phase (`passed`) has passed in it already. Then the next phase."""
    st = ctx.st
    st.resume = "advance"
    if st.phase not in RULESET.window_at_end:
        return
    ask = seats_in_turn_order(st, st.turn if passed else -1)
    st.window = {"ask": ask, "new": [], "why": "phase"} if ask else None


def seats_in_turn_order(st: Any, leave_out: int = -1) -> list[int]:
    """The players still in the game in turn order from the turn player (`leave_out`: but
    that seat): who a phase's round of responses asks. (common_stack.open_round's list, made
    here in one pass: every phase opens two rounds.)"""
    if min(st.life) > 0:                  # (everyone is still in: the common case, without a filter)
        ring, without = rings(st)[st.turn]
        if leave_out < 0:
            return ring[:]
        if leave_out == st.turn:
            return without[:]
        out = ring[:]
        if leave_out in out:
            out.remove(leave_out)
        return out
    order, life, team = st.order, st.life, st.team
    k = order.index(st.turn)
    return [s for s in order[k:] + order[:k] if life[team[s]] > 0 and s != leave_out]


def rings(st: Any) -> dict[int, tuple[list[int], list[int]]]:
    """Per seat: every seat in turn order from it, and the same without it; made once per turn
    order and kept in the state's scans (the order is set at setup and never changed in
    place, and a clone shares it: state.clone). Read only."""
    kept = st.scans.get("rings")
    if kept is not None and kept[0] is st.order:
        found: dict[int, tuple[list[int], list[int]]] = kept[1]
        return found
    order = st.order
    found = {}
    for k, seat in enumerate(order):
        ring = order[k:] + order[:k]
        found[seat] = (ring, ring[1:])
    st.scans["rings"] = (order, found)
    return found


def do_draw(ctx: Ctx, seat: int, from_main: int) -> None:
    """The Draw Phase: 3 cards drawn at once, the player splitting them between the decks;
    uninterruptible (004 Playing During the Draw Phase)."""
    draw(ctx, seat, from_main, RULESET.draw_per_phase - from_main)
    ctx.st.memo["drew"] = True


STATE_CHECKS: list[Callable[[Ctx], bool]] = []
"""Further checks a set's ops module adds (ops_set34: Starsleet Downpour leaving play once
one of its player's Rare creatures has); each returns True if anything happened. Each is a
check on lasting effects: asked only while there are some (state.effects)."""


def state_checks(ctx: Ctx) -> bool:
    """Creatures with no energy left are destroyed; a side at 0 Life Points loses, with the
    document's tiebreak when several reach 0 at once. True if anything happened."""
    st = ctx.st
    if st.effects:
        for check in STATE_CHECKS:
            if check(ctx):
                return True
    for piles in st.piles:
        if piles and 1 in map(len, piles):    # (a pile of one card, looked for in C first)
            for pile in piles:
                if len(pile) == 1 and pile[0] >= 0:
                    return _destroy_empty(ctx)
    if min(st.life) > 0:                  # (the common case: nothing happens)
        return False
    out = [sd for sd in range(len(st.life)) if st.life[sd] <= 0 and not st.memo.get(f"out{sd}")]
    if out:
        _sides_out(ctx, out)
        return True
    return False


def _destroy_empty(ctx: Ctx) -> bool:
    """Creatures with no energy left are destroyed (state_checks found one); True."""
    st = ctx.st
    for seat in st.order:
        for pile in list(st.piles[seat]):
            if pile[0] >= 0 and len(pile) == 1:
                to_graveyard(ctx, pile[0], "has no energy left and is destroyed")
    return True


def _side_key(st, sd: int) -> tuple[int, int, int]:
    """004 Eeventide's tiebreak order: energy on the field, creatures, cards in hand."""
    seats = seats_of_side(st, sd)
    return (sum(len(p) - 1 for s in seats for p in st.piles[s]),
            len(creatures_of_side(st, sd)), sum(len(st.hand[s]) for s in seats))


def _length_bound(ctx: Ctx, dry: bool = False) -> None:
    """The game-length bounds (params.LENGTH_BOUND): at the turn limit, or in a game run dry
    (`dry`), the most Life Points win, then the tiebreak."""
    st = ctx.st
    alive = [sd for sd in range(len(st.life)) if st.life[sd] > 0]
    best = max((st.life[sd],) + _side_key(st, sd) for sd in alive)
    top = [sd for sd in alive if (st.life[sd],) + _side_key(st, sd) == best]
    when = (f"at the turn limit ({RULESET.turn_limit} turns)" if not dry
            else "with no energy left outside the graveyards for a whole round")
    if len(top) == 1:
        finish(ctx, seats_of_side(st, top[0]), f"{side_name(st, top[0])} wins on Life Points {when}")
    elif dry:
        finish(ctx, [], "No energy is left outside the graveyards for a whole round, the sides equal: a draw")
    else:
        finish(ctx, [], f"The turn limit ({RULESET.turn_limit} turns) is reached with the sides equal: a draw")


def _sides_out(ctx: Ctx, out: list[int]) -> None:
    st = ctx.st
    from .ops_set5_b import harmony_at_zero
    if harmony_at_zero(ctx, out):
        return                # 004 Eeventide: a player at 0 may Awaken it first
    alive = [sd for sd in range(len(st.life)) if st.life[sd] > 0]
    if not alive:
        # 004 Eeventide: when Life Points are equal at 0, the most energy on the field, then
        # the most creatures, then the most cards in hand; still equal: a draw.
        best = max(_side_key(st, sd) for sd in out)
        top = [sd for sd in out if _side_key(st, sd) == best]
        winners = top if len(top) == 1 else []
        finish(ctx, [s for sd in winners for s in seats_of_side(st, sd)],
               f"{side_name(st, winners[0])} wins the tiebreak at 0 Life Points" if winners
               else "Everyone reached 0 Life Points together: a draw")
        return
    for sd in out:
        st.memo[f"out{sd}"] = True
        ctx.log("out", f"{side_name(st, sd)} is out of Life Points", None)
        for s in seats_of_side(st, sd):
            leave_game(ctx, s)
    if len(alive) == 1:
        seats = seats_of_side(st, alive[0])
        finish(ctx, seats, f"{side_name(st, alive[0])} wins")


def leave_game(ctx: Ctx, seat: int) -> None:
    """A defeated (or conceding: concede.py) free-for-all player's cards leave play (their
    field empties); on their turn the turn passes on (not before the game has begun)."""
    st = ctx.st
    if st.mode != "ffa":
        return
    for pile in list(st.piles[seat]):
        for c in pile:
            if c >= 0:
                to_graveyard(ctx, c)
    for c in list(st.syms[seat]) + list(st.afters[seat]):
        to_graveyard(ctx, c)
    for item in [i for i in st.stack if i["seat"] == seat]:
        st.stack.remove(item)
        if item.get("card", -1) >= 0:           # its symmetry card goes to the graveyard, not nowhere
            st.grave[st.owner[item["card"]]].append(item["card"])
    if st.turn == seat and st.phase not in ("over", "mulligan"):
        st.window = None
        st.attack = None
        st.phase = "end"
        st.resume = "advance"


def finish(ctx: Ctx, winners: list[int], summary: str) -> None:
    """The game is over."""
    st = ctx.st
    st.phase = "over"
    st.winners = sorted(winners)
    st.summary = summary
    st.choice = None
    st.window = None
    st.tasks.clear()
    st.pending.clear()
    ctx.log("over", summary, None)


@op("_unfreeze_order")
def _op_unfreeze_order(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The owner of symmetries unfreezing together chooses, one at a time, which resolves
    first (004 Freeze); they keep their places on the stack among other cards' items."""
    st = ctx.st
    left = [int(c) for c in o["cards"] if any(it["src"] == c and not it.get("resolving") for it in st.stack)]
    first = [int(c) for c in o["first"]]
    while len(left) > 1:
        if picks is None:
            picks = ctx.pick(seat, -1, {**o, "cards": left, "first": first},
                             f"{player(seat)}: which unfreezing symmetry resolves first?"
                             + (" (then the next)" if first else ""), left, 1, 1)
            if picks is None:
                return
        first.append(int(picks[0]))
        left.remove(int(picks[0]))
        picks = None
    order = first + left                     # resolves first .. last
    items = [it for it in st.stack if it["src"] in order and not it.get("resolving")]
    places = [k for k, it in enumerate(st.stack) if it in items]
    ranked = sorted(items, key=lambda it: -order.index(it["src"]))   # the last to resolve lowest
    for k, it in zip(places, ranked):
        st.stack[k] = it
    if first:
        ctx.log("order", f"{player(seat)} orders the unfreezing symmetries: {ctx.names(order)}", seat, tuple(order))


@op("_mulligan")
def _op_mulligan(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The 2v2 mulligan: any cards of the starting hand shuffled back into the deck they came
    from and as many drawn again, once per player (004 Team Battles; DESIGN)."""
    st = ctx.st
    if picks is None:
        got = ctx.pick(seat, -1, o, f"{player(seat)}: choose cards to shuffle back (mulligan), then Done",
                       st.hand[seat][:], 0, len(st.hand[seat]))
        if got is None:
            return
        picks = got
    back = [int(c) for c in picks]
    n_main = n_energy = 0
    for c in back:
        st.hand[seat].remove(c)
        if ctx.cards[st.kinds[c]].is_energy:
            st.edeck[seat].append(c)
            n_energy += 1
        else:
            st.main[seat].append(c)
            n_main += 1
    st.rng.shuffle(st.main[seat])
    st.rng.shuffle(st.edeck[seat])
    if back:
        draw(ctx, seat, n_main, n_energy)
    ctx.log("mulligan", f"{player(seat)} shuffles back {len(back)} card(s) and draws as many", seat)


@op("_start_game")
def _op_start_game(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The game officially begins: starting-hand Abilities trigger (after the 2v2 mulligan:
    004 Ephemra), then the first player's turn."""
    st = ctx.st
    for s in st.order:
        if st.life[st.team[s]] <= 0:       # conceded before the game began (concede.py)
            continue
        for c in list(st.hand[s]):
            raise_trigger(ctx, c, "start_of_game")
    k = st.order.index(seat)
    ring = st.order[k:] + st.order[:k]     # a first player who conceded first: the next one still in
    begin_turn(ctx, next((s for s in ring if st.life[st.team[s]] > 0), seat))


@op("_choose_harmony")
def _op_choose_harmony(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The player who goes second decides whether a presented Harmony Rare is used, and
    which (004 Harmony Rares); it begins on its Eeventide Field side."""
    st = ctx.st
    offered = list(st.memo.get("harmonies", []))
    if picks is None:
        got = ctx.pick(seat, -1, o, f"{player(seat)}: use a Harmony Rare?", offered + [-1], 1, 1, by="value",
                       labels=[f"{ctx.name(h)} ({player(st.owner[h])}'s)" for h in offered] + ["No Harmony Rare"])
        if got is None:
            return
        picks = got
    chosen = int(picks[0])
    st.memo.pop("harmonies", None)
    st.memo["unused_harmonies"] = [h for h in offered if h != chosen]
    if chosen >= 0:
        st.harmony = chosen
        ctx.log("harmony", f"{ctx.name(chosen)} begins on the Eeventide Field", seat, (chosen,))
