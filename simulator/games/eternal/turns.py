"""Eternal's game flow: setup and opening hands (000 2.0), the turn's phases and steps
(000 3.1-3.54), response windows in the Pre-Fight and End Phase Interrupt Steps, discard
to nine and cleanup, and the end of the game by deck-out (000 1.1)."""
from __future__ import annotations

from .auras_set3_sm import night_damage
from .auras_set3_ft import take_extra_turn
from .acts import Ctx, agenda_next, damage, draw, is_night, on_drawn, player, raise_own, raise_watchers
from .cards import KW
from .checks import end_game
from .combat import after_fight, commit, fight, reckless_attackers
from .effects import Env, Op, op, pick
from .legality import responses
from .ops_set4_ftj import end_turn_links
from .ops_shadow import return_stolen, sacrifice_doomed
from .sight import end_turn_sight
from .state import ONCE_USED, EternalState, player_ref
from .stats import held_stunned, keywords, link_stunned
from .zones import info_of, lift, to_void

OPENING_HAND = 7     # 000 2.0
HAND_KEEP = 9        # 000 3.53
START_HEALTH = 25    # 000 2.0
ENDURANCE = KW["endurance"]


# --- setup -------------------------------------------------------------------------------

def _is_power(ctx: Ctx, c: int) -> bool:
    return ctx.cards[ctx.st.kinds[c]].is_power


def deal_opening_hand(ctx: Ctx, seat: int) -> None:
    """000 2.0: 7 random cards with at least one power and one non-power card, redealt
    unseen as often as needed."""
    st, cards, kinds = ctx.st, ctx.cards, ctx.st.kinds
    deck = st.decks[seat]
    powers = sum(1 for c in deck if cards[kinds[c]].is_power)
    possible = powers >= 1 and len(deck) - powers >= 1
    for _ in range(1000):
        st.rng.shuffle(deck)
        hand = deck[-OPENING_HAND:]
        if not possible or len({cards[kinds[c]].is_power for c in hand}) == 2:
            break
    del deck[-OPENING_HAND:]
    st.hands[seat] = hand[::-1]


def redraw(ctx: Ctx, seat: int) -> None:
    """000 2.0: the hand goes back, the deck is shuffled, and a new hand is drawn with
    exactly 2, 3 or 4 power cards (a third chance each): 7 cards, or 6 on a second redraw."""
    st = ctx.st
    size = OPENING_HAND if st.mulligans[seat] == 0 else OPENING_HAND - 1
    deck = st.decks[seat]
    deck += st.hands[seat]
    st.hands[seat] = []
    st.rng.shuffle(deck)
    want = 2 + st.rng.below(3)
    powers = [c for c in reversed(deck) if _is_power(ctx, c)][:want]
    others = [c for c in reversed(deck) if not _is_power(ctx, c)][:size - len(powers)]
    hand = powers + others
    st.rng.shuffle(hand)
    for c in hand:
        deck.remove(c)
    st.hands[seat] = hand
    st.mulligans[seat] += 1
    # every seat reads the log: the new hand's size is public, how much power is in it is not
    ctx.log("redraw", f"{player(seat)} redraws: a new hand of {len(hand)}", seat)


def keep(ctx: Ctx, seat: int, redrew: bool) -> None:
    """A player keeps (or redraws); once both have kept, the first turn begins."""
    st = ctx.st
    if redrew:
        redraw(ctx, seat)
        if st.mulligans[seat] < st.redraws:
            return   # this game mode allows another redraw: the player decides again
    else:
        ctx.log("keep", f"{player(seat)} keeps their hand", seat)
    st.kept[seat] = True
    if all(st.kept):
        st.phase = "start"


# --- the turn ------------------------------------------------------------------------------

def start_turn(ctx: Ctx) -> None:
    """000 3.1 Start Phase: ready, refill power, draw (not on the first turn of the game),
    Night, start-of-turn triggers; then the First Main Phase."""
    st, cards = ctx.st, ctx.cards
    st.turn_no += 1
    seat = st.turn
    st.power_played = st.weapon_attacked = False
    st.free_plays = 0
    st.hurt = [False, False]
    st.gained = [0, 0]
    st.hitters, st.churn = [[], []], [0, 0]   # Lurking Sanguar, Black Iron Manacles: "this turn"
    st.units_played = [0, 0]
    st.spells_played = [0, 0]
    ctx.log("turn", f"Turn {st.turn_no}: {player(seat)}", seat)
    info = st.info
    for u in st.boards[seat]:
        i = info.get(u) or info_of(st, u)
        if i.stun:   # 003 Stun: a stunned unit does not ready during its next turn
            i.stun = 0
        elif not (i.att and held_stunned(st, cards, u)) and not (st.links and link_stunned(st, cards, u)):
            # Permafrost: not while cursed; Ice Sprite: not while it holds the unit
            i.ex = False
    st.power[seat] = st.max_power[seat]
    if st.turn_no > 1:
        draw(ctx, seat, 1)
    if is_night(st):   # 003 Night: draw an additional card and take 1 damage
        draw(ctx, seat, 1)
        who, n = night_damage(st, ctx.cards, seat)   # Nyctophobia, Encroaching Darkness (auras_set3_sm)
        damage(ctx, -1, player_ref(who), n, 0, "Night")
    if st.turn_no == 1:   # 000 2.0: draw triggers of opening hands happen now
        for s in (st.turn, 1 - st.turn):
            for c in st.hands[s][:]:
                on_drawn(ctx, s, c)
    raise_watchers(ctx, "turn_start", seat)
    raise_watchers(ctx, "enemy_turn_start", 1 - seat)   # "At the start of the enemy turn" (Plated Demolisher)
    if st.site[seat] >= 0:
        agenda_next(ctx, seat, st.site[seat])
    st.phase = "main1"


def main_pass(ctx: Ctx, seat: int) -> None:
    """Leaving a main phase: Reckless units must attack (003 Reckless); otherwise the turn
    goes to the End Phase."""
    st = ctx.st
    if st.phase == "main1":
        reckless = reckless_attackers(st, ctx.cards, seat)
        if reckless:
            st.attackers = reckless
            commit(ctx, seat, False)
            return
    begin_end(ctx)


def begin_end(ctx: Ctx) -> None:
    """000 3.51: the enemy may play fast spells and Ambush units."""
    st = ctx.st
    st.phase = "end"
    st.window = [1 - st.turn, 0, 0]


def window_played(ctx: Ctx, seat: int, ambush: bool) -> None:
    """A card was played in a Pre-Fight or End window: its player keeps the initiative and
    the other player may answer too (000 3.33; 3.51 after an Ambush)."""
    st = ctx.st
    if st.phase == "prefight":
        st.window = [seat, 0, 1]
    elif st.phase == "end":
        st.window = [seat, 0, 1 if ambush or st.window[2] else 0]


def window_pass(ctx: Ctx, seat: int) -> None:
    """A pass in the Pre-Fight or End window; two passes in a row (or one, while only one
    player may act) close it."""
    st = ctx.st
    holder, passes, both = st.window
    passes += 1
    if not both or passes >= 2:
        st.window = []
        st.phase = "fight" if st.phase == "prefight" else "end_triggers"
        return
    st.window = [1 - holder, passes, both]


@op("_discard_step")
def _op_discard_step(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks) -> None:
    """000 3.53: with 10 or more cards, discard down to 9."""
    st = ctx.st
    n = len(st.hands[seat]) - HAND_KEEP
    if n <= 0:
        return
    got = picks if picks is not None else pick(ctx, seat, -1, o, env, f"Discard {n} card{'s' if n > 1 else ''} (hand maximum 9)",
                                               st.hands[seat][:], n, n)
    if got is None:
        return
    for c in got:
        c = int(c)
        lift(st, c)
        to_void(st, c, seat)
        ctx.log("discard", f"{player(seat)} discards {ctx.name(c)}", seat, (c,))
        raise_own(ctx, seat, c, "discarded")   # "If X is discarded" (Privilege of Rank)
        st.churn[seat] += 1


def cleanup(ctx: Ctx) -> bool:
    """000 3.54: deck-out, heal units, Endurance readies, "this turn" effects end.

    True when the state-based checks (checks.py), had they found nothing to do before, find
    nothing now either: no aura is in force, and no unit has an attachment or loses a
    positive health buff (this turn's +Health; a unit keeps its health otherwise, and
    healing it cannot kill it)."""
    st, cards = ctx.st, ctx.cards
    out = [s for s in (0, 1) if not st.decks[s]]
    if out:
        end_game(ctx, out, "deck")
        return False
    return_stolen(ctx)   # Madness: "Steal ... this turn" ends with the turn's effects
    info, kinds, plain = st.info, st.kinds, not st.auras
    quiet = plain
    for s in (0, 1):
        for u in st.boards[s]:
            i = info.get(u) or info_of(st, u)
            card = cards[kinds[u]]
            if plain and not i.att:   # stats.keywords of a unit with no attachment and no aura in force, inlined
                endurance = ((0 if i.silenced else card.kw) | i.kw | i.tkw) & ~i.lost & ENDURANCE
                if i.thp > 0:
                    quiet = False
            else:
                endurance = keywords(st, cards, u) & ENDURANCE
                quiet = False
            if card.is_unit:   # 000 1.5: a site's durability does not restore
                i.dmg = 0
            i.tatk = i.thp = i.tkw = i.twc = 0
            i.used &= ~ONCE_USED
            if endurance and not i.stun:
                i.ex = False
        for r in st.relics[s]:
            relic = st.info.get(r)
            if relic is not None:
                relic.used &= ~ONCE_USED
                relic.tatk = relic.thp = relic.tkw = 0
    st.pkw = [0, 0]
    if st.links:   # Rika: "the top card of your deck gets Warp this turn" ends (ops_set4_ftj)
        end_turn_links(st)
        end_turn_sight(st)   # Accelerated Impact's and Panoptic Guardian's marks end (sight.py)
    st.turn = st.turn if take_extra_turn(st) else 1 - st.turn   # Talir, Unbound: "an additional turn"
    st.phase = "start"
    return quiet


DECIDING = frozenset(("main1", "main2", "declare", "block"))   # phases with nothing automatic (step's last line)
DECIDE, QUIET, DONE = 0, 1, 2   # what step() did (DECIDE is falsy: a player must decide)


def quiet_start(st: EternalState) -> bool:
    """True when start_turn now writes nothing the state-based checks read (checks.py): it
    readies units, refills power, draws (draw triggers wait in `pending`, Destiny in the task
    queue) and raises start-of-turn triggers (`pending` again); only Night's damage, a site's
    Agenda playing a card, and auras (whose "while" may read the turn number) reach further."""
    return not st.auras and st.site[st.turn] < 0 and not 0 < st.turn_no + 1 <= st.night_until


def step(ctx: Ctx) -> int:
    """Carry out the automatic part of the current phase: DECIDE (0) when a player must
    decide instead; QUIET when it wrote nothing the state-based checks read (only the
    phase, a window, `pending` or the task queue: a pass of them now would find what the
    last one found); else DONE."""
    st, cards = ctx.st, ctx.cards
    ph = st.phase
    if ph in DECIDING:
        return DECIDE
    if ph == "start":
        quiet = quiet_start(st)
        start_turn(ctx)
        return QUIET if quiet else DONE
    if ph in ("prefight", "end"):
        holder = st.window[0]
        if not st.autopass or responses(st, cards, holder):
            return DECIDE
        window_pass(ctx, holder)   # nothing to play: the window passes by itself
        return QUIET
    if ph == "fight":
        if fight(ctx):
            after_fight(ctx)
        return DONE
    if ph == "end_triggers":
        raise_watchers(ctx, "turn_end", st.turn)   # (neither kind is watched from a hand or deck: only `pending`)
        for s in (st.turn, 1 - st.turn):
            raise_watchers(ctx, "each_turn_end", s)   # Black Iron Manacles: "At the end of each turn"
        doomed = sacrifice_doomed(ctx)   # Haunting Scream: "Sacrifice it at the end of the turn"
        st.phase = "discard"
        return DONE if doomed else QUIET
    if ph == "discard":
        st.phase = "cleanup"
        if len(st.hands[st.turn]) > HAND_KEEP:
            st.tasks.append((st.turn, -1, {"op": "_discard_step"}, {}))
        return QUIET
    if ph == "cleanup":
        return QUIET if cleanup(ctx) else DONE
    return DECIDE
