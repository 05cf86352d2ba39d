"""The sequence of play (001 4): the opening (first player, the realm-1 side, mulligans),
the beginning of each round (a realm opens, energy and actions, On Round triggers, the
draw), turns and passing (all players passing in a row, or one player's 11 passes, end
the round), the end of the round, and winning: stones after round 7, or an empty deck."""
from __future__ import annotations

from .context import Ctx, Op, op, player, realm_name
from .moves import arrive, draw
from .ops_cards import Picks
from .ops_world import take_control
from .tokens import begin_arrivals
from .power import below_zero
from .state import ACTIVE, LOCKED, REALMS, WondersState
from .triggers import fire
from .world import (
    active_realms,
    locate,
    nullified_set,
    opponents_cant_affect,
    other,
    stones_each,
    stones_in,
)

OPENING_HAND = 7          # 001 4 Starting the Game
MULLIGAN_MAX = 3          # 001 4 Mulligan: up to 3 cards buried
ACTIONS_PER_ROUND = 3     # 001 2 Actions
HAND_LIMIT = 7            # 001 4 End of Round: discard down to 7
PASS_LIMIT = 11           # 001 4 Passing: 11 consecutive passes end the round
LAST_ROUND = 7            # 001 4: the game takes place over 7 rounds


@op("_realm_side")
def _realm_side(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """The player who plays second chooses whether realm 1 is on their left or right."""
    if picks is None:
        picks = ctx.pick(seat, -1, o, "Realm 1 on your left or on your right?", ["left", "right"], 1, 1,
                         by="value", labels=["On my left", "On my right"])
        if picks is None:
            return
    ctx.st.realm1_left = seat if picks[0] == "left" else other(seat)
    # each seat named: realm 1 on one player's left is on the other's right
    side, facing = (picks[0], "right" if picks[0] == "left" else "left")
    ctx.log("setup", f"{player(seat)} puts realm 1 on {player(seat)}'s {side}, {player(other(seat))}'s {facing}",
            seat)


@op("_mulligan")
def _mulligan(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Mulligan: choose up to 3 cards, put them on the bottom of the deck, draw as many
    (001 4 Mulligan); the first player mulligans first."""
    st = ctx.st
    if picks is None:
        picks = ctx.pick(seat, -1, o, f"Mulligan: choose up to {MULLIGAN_MAX} cards to bury, then Done",
                         list(st.hands[seat]), 0, MULLIGAN_MAX)
        if picks is None:
            return
    for c in picks:
        st.hands[seat].remove(c)
        st.decks[seat].insert(0, c)
    if picks:
        st.hands[seat].extend(st.decks[seat].pop() for _ in range(len(picks)))
    ctx.log("mulligan", f"{player(seat)} buries {len(picks)} and draws {len(picks)}" if picks
            else f"{player(seat)} keeps their hand", seat)


def start_round(ctx: Ctx) -> None:
    """Beginning of the round: the realm opens, energy (the round number plus stones held)
    and 3 actions are added, On Round Start / On Round N / ascend trigger, then each player
    draws (001 4 Beginning of the Round; DESIGN.md: round triggers before the draw)."""
    st = ctx.st
    st.round += 1
    st.phase = "play"
    r = st.round - 1
    if r < REALMS and st.realm_state[r] == LOCKED:
        st.realm_state[r] = ACTIVE
    ctx.log("round", f"Round {st.round} begins: {realm_name(r).capitalize()} opens", None)
    null = nullified_set(st, ctx.cards)
    held = stones_each(st, ctx.cards, null)
    for s in range(st.n):
        st.energy[s] += st.round + held[s]
        st.actions[s] += ACTIONS_PER_ROUND
        st.faith_spent[s] = False
        st.seized_round[s] = False
        st.pass_streak[s] = 0
    st.passes_in_row = 0
    st.last_turn_taker = -1
    st.counts = {k: v for k, v in st.counts.items() if not k.startswith("attacks@")}
    st.lead = st.last_seizer if st.last_seizer >= 0 else st.first
    st.turn = st.lead
    if st.facedown:                         # Autumn's cards turn face up: as if from The Abyss
        st.memo["arrival_batch"] = begin_arrivals(st)
        for inst in list(st.facedown):
            where = locate(st, inst)
            st.facedown.remove(inst)
            if where is not None:
                st.world[where[0]][where[1]].remove(inst)
                arrive(ctx, inst, where[0], where[1])
        st.memo.pop("arrival_batch", None)
    fire(ctx, "round_start")
    ctx.push([(st.lead, -1, {"op": "_flush"}), (st.lead, -1, {"op": "_round_draw"})])
    st.resume = "turn"


@op("_round_draw")
def _round_draw(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    for s in range(ctx.st.n):
        draw(ctx, s, 1)


def auto_pass(ctx: Ctx, seat: int) -> None:
    """A player with no actions and no other way to use their turn passes (001 4 Passing)."""
    ctx.log("passed", f"{player(seat)} passes (nothing left to do)", seat)
    record_pass(ctx.st, seat)


def record_pass(st: WondersState, seat: int) -> None:
    """Count a pass: the seat's streak and the passes in a row."""
    st.pass_streak[seat] += 1
    st.passes_in_row += 1


def record_turn(st: WondersState, seat: int) -> None:
    """A turn taken (not a pass): the streaks restart; passing doesn't take a turn for "the
    last player that took a turn" (001 4 Passing, Ayu Goss)."""
    st.pass_streak[seat] = 0
    st.passes_in_row = 0
    st.last_turn_taker = seat


def round_over(st: WondersState) -> bool:
    """All players passed consecutively, or one made 11 consecutive passes (001 4 Passing)."""
    return st.passes_in_row >= st.n or max(st.pass_streak) >= PASS_LIMIT


def end_round(ctx: Ctx) -> None:
    """End of round: On Round End and unstable trigger (the active player, the last to pass,
    ordering them), then the round's resources and effects end (001 4 End of Round)."""
    st = ctx.st
    ctx.log("round_end", f"Round {st.round} ends", None)
    fire(ctx, "round_end")
    ctx.push([(st.turn, -1, {"op": "_flush"}), (st.turn, -1, {"op": "_end_round"})])


@op("_end_round")
def _end_round(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    st = ctx.st
    tasks = []
    for e in st.effects:                     # Staff of the Eldritch Tribesmen
        if e["kind"] == "return_at_end":
            tasks.append((e["seat"], -1, {"op": "_return_at_end", "card": e["card"]}))
    for s in range(st.n):
        st.actions[s] = 0
        st.energy[s] = 0
        st.free_attacks[s] = 0
        if len(st.hands[s]) > HAND_LIMIT:
            tasks.append((s, -1, {"op": "_hand_limit"}))
    tasks.append((st.turn, -1, {"op": "_round_over"}))
    ctx.push(tasks)


@op("_return_at_end")
def _return_at_end(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Return a card from The Abyss to a chosen realm at end of round (Staff)."""
    st = ctx.st
    card = int(o["card"])
    if card not in st.abyss[st.owner[card]]:
        return
    opts = active_realms(st)
    if picks is None:
        picks = ctx.pick_realm(seat, -1, o, f"Return {ctx.name(card)} to", opts)
        if picks is None:
            return
    st.abyss[st.owner[card]].remove(card)
    ctx.log("returned", f"{ctx.name(card)} returns from The Abyss to {realm_name(int(picks[0]))}", seat, (card,))
    arrive(ctx, card, int(picks[0]), seat)


@op("_hand_limit")
def _hand_limit(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    st = ctx.st
    extra = len(st.hands[seat]) - HAND_LIMIT
    if extra <= 0:
        return
    if picks is None:
        picks = ctx.pick(seat, -1, o, f"Discard {extra} down to {HAND_LIMIT} cards", list(st.hands[seat]),
                         extra, extra)
        if picks is None:
            return
    for c in picks:
        st.hands[seat].remove(c)
        st.abyss[seat].append(c)
    ctx.log("discarded", f"{player(seat)} discards {ctx.names(picks)} down to {HAND_LIMIT}", seat, tuple(picks))


@op("_round_over")
def _round_over(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """The round is over: after round 7 the game is decided while "this round" effects still
    hold (001 4 End of Round, Path of Light); otherwise "this round" effects stop and control
    taken this round returns when nothing forbids it (001 5 Control)."""
    st = ctx.st
    if st.round >= LAST_ROUND:
        # The victory check comes after the End of Round effects and before "this round"
        # effects stop: Path of Light's nullify still holds (001 4 End of Round example).
        st.results.append(stones_each(st, ctx.cards))
        decide_by_stones(ctx)
        return
    kept = []
    for e in st.effects:
        if e["kind"] == "control_return":
            kept.append({**e, "until": "returned"})
        elif e.get("until") == "round" or (e["kind"] == "mirror" and e.get("used")):
            continue
        else:
            kept.append(e)
    st.effects = kept
    st.results.append(stones_each(st, ctx.cards))
    return_control(ctx)
    st.resume = "start_round"


def return_control(ctx: Ctx) -> None:
    """Cards taken "this round" go back to their controller once the round is over, unless
    something says that player can't control them (Whisperleaf Cloak: 001 5 Control)."""
    st = ctx.st
    kept = []
    for e in st.effects:
        if e["kind"] == "control_return" and e.get("until") == "returned":
            t, back = int(e["target"]), int(e["seat"])
            where = locate(st, t)
            if where is None or where[1] == back:
                continue
            if opponents_cant_affect(st, ctx.cards, t, back):
                kept.append(e)
                continue
            take_control(ctx, t, back)
            continue
        kept.append(e)
    st.effects = kept


def decide_by_stones(ctx: Ctx) -> None:
    """Most stones wins; a tie goes to the player controlling the lowest-numbered realm with
    a single controller, else the draw stands (001 4 Victory)."""
    st = ctx.st
    held = stones_each(st, ctx.cards)
    best = max(held)
    leaders = [s for s in range(st.n) if held[s] == best]
    counts = " to ".join(str(h) for h in held)
    if len(leaders) == 1:
        finish(ctx, leaders, f"{player(leaders[0])} wins with {best} stone{'s' if best != 1 else ''} ({counts})")
        return
    for r in range(REALMS):
        if st.realm_state[r] != ACTIVE:
            continue
        per = [stones_in(st, ctx.cards, r, s) for s in range(st.n)]
        top = max(per)
        if top > 0 and per.count(top) == 1:
            w = per.index(top)
            finish(ctx, [w], f"{player(w)} wins the tie ({counts} stones) by controlling {realm_name(r)}, "
                             f"the lowest realm with a single controller")
            return
    finish(ctx, [], f"A draw: {counts} stones and no realm with a single controller")


def finish(ctx: Ctx, winners: list[int], summary: str) -> None:
    """The game is over."""
    st = ctx.st
    st.phase = "over"
    st.winners = winners
    st.summary = summary
    st.tasks.clear()
    st.pending.clear()
    st.choice = None
    ctx.log("game_over", summary, winners[0] if winners else None)


def concede(ctx: Ctx, seat: int) -> None:
    """`seat` concedes: the other player wins at once (001 5 Control: a player "can still
    concede"), whatever is waiting, a battle or a choice included."""
    winner = 1 - seat
    ctx.st.battle = None
    finish(ctx, [winner], f"{player(winner)} wins: {player(seat)} concedes")


def state_checks(ctx: Ctx) -> bool:
    """Rules checked whenever effects finish: an empty deck loses (001 4 Victory), Wonders
    with negative power die (001 1 Power), taken cards return when they may. True when
    something happened that may trigger more."""
    st = ctx.st
    if st.phase == "play" and not all(st.decks):
        empty = [s for s in range(st.n) if not st.decks[s]]
        if empty:
            if len(empty) == st.n:
                finish(ctx, [], "A draw: every deck is empty")
            else:
                w = [s for s in range(st.n) if s not in empty]
                finish(ctx, w, f"{player(empty[0])}'s deck is empty: {player(w[0])} wins")
            return False
    doomed = below_zero(st, ctx.cards)
    if doomed:
        from .moves import die
        for i in doomed:
            die(ctx, i, "power", st.turn)
        return True
    for e in st.effects:        # a plain loop, not any() over a generator: this runs after every effect
        if e["kind"] == "control_return" and e.get("until") == "returned":
            before = len(st.effects)
            return_control(ctx)
            return len(st.effects) != before and False
    return False
