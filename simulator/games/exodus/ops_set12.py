"""The ops the Set 1-2 cards add to the effect vocabulary (see vocab_set12.py): attacks
forbidden (Chains), all-or-nothing energy draining (Leech), switching a creature with one
from hand (Apparition Grove), freezing without the keyword (Crystal Command Andromeda),
sending Rare creatures away (Cosmic Shield Archangel), attacking again (Luhzarus), reveal
with its automatic interjections (Council of Galaxies, Ethereal Aurorialis), energy onto
blank piles (Glimpse of the Sanctuary) and "you may"."""
from __future__ import annotations

from typing import Any

from ..common import stack as common_stack
from .context import Ctx, Op, op, player
from .field import (
    energy_of,
    is_blank,
    next_turn_of,
    opponents,
    pile_of,
    piles_of_side,
    side,
    team_seats,
)
from .moves import (
    add_to_pile,
    destroy_energy,
    enter_play,
    freeze,
    to_graveyard,
    to_hand,
)
from .ops_core import affected, seats_named, target_cards
from .reveal import reveal, top_cards
from .targets import EXTRA_TARGETS, player_ref
from .triggers import raise_trigger


def _opp_with_hand(ctx: Ctx, seat: int, src: int) -> list[int]:
    """Opponents with at least one card in hand (004 Priority: Cryocrest Crags fizzles when
    the opponent's hand is empty)."""
    return [player_ref(s) for s in opponents(ctx.st, seat) if ctx.st.hand[s]]


EXTRA_TARGETS["opp_with_hand"] = _opp_with_hand


def _seats(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> list[int] | None:
    """The players an op's "who" names; "your opponent" among several is asked for (the op
    runs again with the pick in o["chosen"])."""
    if o.get("who") == "opponent" and picks is not None and "chosen" not in o:
        return [int(picks[0])]
    got = seats_named(ctx, seat, o.get("who", "you"), o)
    if got is None:
        opp = opponents(ctx.st, seat)
        ctx.pick(seat, src, o, f"{ctx.name(src)}: choose an opponent", opp, 1, 1, by="value",
                 labels=[player(s) for s in opp])
    return got


def _per_seat(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> bool:
    """Split an op naming several players into one task per player ("for": seat), each
    answered in turn; True when this call only queued them."""
    if "for" in o:
        return False
    seats = _seats(ctx, seat, src, o, picks)
    if seats is not None:
        ctx.push([(s, src, {**o, "for": s}) for s in seats])
    return True


# --- Chains -------------------------------------------------------------------------------

@op("forbid_attack")
def _op_forbid_attack(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The player cannot attack during this turn if it is theirs, else during their next
    turn (004 Chains: it affects the player, not the creatures). A symmetry that stays keeps
    its place until that turn's End Phase; played in that End Phase its effect has already
    occurred and it goes to the graveyard (resolve._finish)."""
    seats = _seats(ctx, seat, src, o, picks)
    if seats is None:
        return
    st = ctx.st
    item = common_stack.resolving(st.stack)
    for s in seats:
        when = st.turn_no if st.turn == s else next_turn_of(st, s)
        if item is not None:
            item["until_turn"] = when
        if st.phase == "end" and when == st.turn_no:
            ctx.log("chains", f"{player(s)} has already finished attacking this turn", s)
            continue
        st.effects.append({"kind": "no_attack", "seat": s, "until": "end_phase", "turn": when})
        ctx.log("chains", f"{player(s)} cannot attack during turn {when}", s)


# --- energy -------------------------------------------------------------------------------

@op("drain_energy")
def _op_drain_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Destroy n energy attached to the targeted creature and add n energy from your Energy
    Deck to one of your existing piles; all or nothing (004 Leech: neither sentence happens
    unless both can; no new pile is started)."""
    st = ctx.st
    n = int(o.get("n", 1))
    victims = [t for t in target_cards(o) if pile_of(st, t) is not None and affected(ctx, src, t)]
    pool = [e for v in victims[:1] for e in energy_of(st, v) if affected(ctx, src, e)]
    piles = [p[1] for p in st.piles[seat] if len(p) > 1]
    if len(pool) < n or not piles or len(st.edeck[seat]) < n:
        ctx.log("fizzle", f"{ctx.name(src)} does nothing: both of its parts must be possible", seat, (src,))
        return
    if "gone" not in o:
        got = picks if picks is not None else ctx.pick(seat, src, o, f"{ctx.name(src)}: choose {n} energy to destroy",
                                                       pool, n, n)
        if got is None:
            return
        ctx.push([(seat, src, {**o, "gone": [int(e) for e in got]})])
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose one of your piles to add energy to", piles, 1, 1)
        if picks is None:
            return
    found = pile_of(st, int(picks[0]))
    assert found is not None
    for e in o["gone"]:
        destroy_energy(ctx, int(e))
    for _ in range(n):
        e = st.edeck[seat][-1]
        add_to_pile(ctx, found[1], e)
        st.touched.add(e)
    ctx.log("energy", f"{player(seat)} adds {n} energy to a pile", seat)


@op("drain_all")
def _op_drain_all(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Destroy n energy under every creature in play, unfrozen energy and the top of the pile
    first; targets nothing, so a creature unaffected by symmetries is skipped (004 Lantern
    Leaflore)."""
    st = ctx.st
    n = int(o.get("n", 1))
    for s in st.order:
        for pile in list(st.piles[s]):
            c = pile[0]
            if c < 0 or not affected(ctx, src, c):
                continue
            energy = pile[1:]
            order = [e for e in reversed(energy) if e not in st.frozen] + [e for e in reversed(energy)
                                                                            if e in st.frozen]
            for e in order[:n]:
                st.touched.add(e)
                destroy_energy(ctx, e)


@op("add_to_blank")
def _op_add_to_blank(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Each named player may add n energy from their own Energy Deck to a blank pile on their
    field; in 2v2 any blank pile of the shared field, the same or different piles (004
    Glimpse of the Sanctuary)."""
    if _per_seat(ctx, seat, src, o, picks):
        return
    st = ctx.st
    s = int(o["for"])
    n = int(o.get("n", 1))
    piles = [p[1] for _, p in piles_of_side(st, side(st, s)) if is_blank(st, p)]
    if not piles or not st.edeck[s]:
        return
    if picks is None:
        picks = ctx.pick(s, src, o, f"{ctx.name(src)}: {player(s)} may add {n} energy to a blank pile",
                         piles + [-1], 1, 1, by="value",
                         labels=[f"The blank pile of {ctx.name(p)}" for p in piles] + ["Add nothing"])
        if picks is None:
            return
    if int(picks[0]) < 0:
        return
    found = pile_of(st, int(picks[0]))
    assert found is not None
    for _ in range(n):
        if not st.edeck[s]:
            break
        e = st.edeck[s][-1]
        add_to_pile(ctx, found[1], e)
        st.touched.add(e)
    ctx.log("energy", f"{player(s)} adds {n} energy to a blank pile", s)


# --- creatures ----------------------------------------------------------------------------

@op("switch_from_hand")
def _op_switch_from_hand(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Switch the targeted creature with a creature from your hand: it returns to your hand
    and the new one is summoned onto the same pile, a new creature that may attack (004
    Switching; Apparition Grove). The new one is declared, not revealed (no reveal triggers)."""
    st = ctx.st
    olds = [t for t in target_cards(o) if pile_of(st, t) is not None and affected(ctx, src, t)]
    news = [c for c in st.hand[seat] if ctx.card(c).is_creature]
    if not olds or not news:
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose the creature from your hand", news, 1, 1)
        if picks is None:
            return
    old, new = olds[0], int(picks[0])
    found = pile_of(st, old)
    assert found is not None
    ctx.log("switch", f"{player(seat)} switches {ctx.name(old)} with {ctx.name(new)}", seat, (old, new))
    pile = found[1]
    to_hand(ctx, old)
    enter_play(ctx, seat, new, pile, summoned=True, by=seat)


@op("flip_face_down")
def _op_flip_face_down(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The targeted cards are flipped face-down as if frozen (until the end of the owner's
    next turn), without the keyword "freeze": not in the freeze-count (004 Crystal Command
    Andromeda)."""
    for t in target_cards(o):
        if affected(ctx, src, t):
            freeze(ctx, t, keyword=False)


@op("send_creature")
def _op_send_creature(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Each named player sends a creature (a Rare or higher one with "rare") from their own
    field to the graveyard; its energy stays in play (004 Cosmic Shield Archangel). A
    creature with no energy left is already gone and is not a choice."""
    if _per_seat(ctx, seat, src, o, picks):
        return
    st = ctx.st
    s = int(o["for"])
    options = [p[0] for p in st.piles[s] if p[0] >= 0 and len(p) > 1
               and (not o.get("rare") or ctx.card(p[0]).is_rare) and affected(ctx, src, p[0])]
    if not options:
        return
    if picks is None:
        what = "a Rare creature" if o.get("rare") else "a creature"
        picks = ctx.pick(s, src, o, f"{ctx.name(src)}: {player(s)} sends {what} to the graveyard", options, 1, 1)
        if picks is None:
            return
    for c in picks:
        to_graveyard(ctx, int(c), "is sent to the graveyard")


@op("ready_attack")
def _op_ready_attack(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This creature may attack again this turn (004 Apparition Grove: Blade Barrage)."""
    st = ctx.st
    if pile_of(st, src) is not None:
        st.attacked.discard(src)
        ctx.log("ready", f"{ctx.name(src)} may attack again", seat, (src,))


# --- reveal -------------------------------------------------------------------------------

@op("reveal_top")
def _op_reveal_top(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Reveal the top n cards of a Main Deck (they stay part of it while revealed, 004
    Mortarbloom Liege). Their "when revealed" Abilities are raised; the automatic ones
    interject at once, before the cards are put back (004 Timing & Speed, Council of
    Galaxies). Cards already being revealed are skipped: the next one is dug (004 Reveal;
    reveal.py, the one procedure).
    then: top (left there), bottom, or choose. A creature Ability saying "you" lets a team
    reveal any teammate's deck (004 Team Battles; Ethereal Aurorialis)."""
    st = ctx.st
    if "from" not in o:
        who = o.get("who", "you")
        if who == "you":
            seats = team_seats(st, seat) if not ctx.card(src).is_symmetry else [seat]
        else:
            got = _seats(ctx, seat, src, o, picks)
            if got is None:
                return
            seats = got
            picks = None
        if not seats:
            return
        if len(seats) > 1:
            if picks is None:
                picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: whose Main Deck is revealed?", seats, 1, 1,
                                 by="value", labels=[player(s) for s in seats])
                if picks is None:
                    return
            seats = [int(picks[0])]
        ctx.push([(seat, src, {**o, "from": seats[0]})])
        return
    s = int(o["from"])
    cards = top_cards(st, s, int(o.get("n", 1)))
    st.memo["revealed"] = cards
    if not cards:
        return
    place = {"op": "_reveal_place", "cards": cards, "from": s, "then": o.get("then", "top"),
             "item_src": o.get("item_src", src)}
    reveal(ctx, seat, src, cards, f"{player(seat)} reveals {ctx.names(cards)} from the top of {_deck_of(seat, s)}",
           [(seat, src, place)])


def _deck_of(seat: int, s: int) -> str:
    """A Main Deck as a log line names it after a seat: its own "the Main Deck", another
    player's by name ("Player 2's Main Deck"), so no line calls another seat's deck its own."""
    return "the Main Deck" if s == seat else f"{player(s)}'s Main Deck"


@op("_reveal_place")
def _op_reveal_place(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Revealed cards still in the Main Deck go back on top or to the bottom (in the order
    they were revealed); "choose": the revealing player decides."""
    st = ctx.st
    s = int(o["from"])
    cards = [int(c) for c in o["cards"] if c in st.main[s]]
    then = o.get("then", "top")
    if then == "choose" and cards:
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: put {ctx.names(cards)} on the top or the bottom?",
                             ["top", "bottom"], 1, 1, by="value", labels=["Top of the Main Deck",
                                                                          "Bottom of the Main Deck"])
            if picks is None:
                return
        then = str(picks[0])
    if then == "bottom":
        for c in cards:
            st.main[s].remove(c)
        st.main[s][0:0] = list(reversed(cards))
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("put_back", f"{player(seat)} puts {ctx.names(cards)} on the bottom of {_deck_of(seat, s)}", seat)
    elif cards:
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("put_back", f"{player(seat)} leaves {ctx.names(cards)} on top of {_deck_of(seat, s)}", seat)


def _types(ctx: Ctx, card: int) -> set[str]:
    """A card's types on both sides (004 Anathema: both a creature and a symmetry)."""
    c = ctx.cards[ctx.st.kinds[card]]
    out = {c.type}
    if c.back:
        out.add(ctx.card_by_id(c.back).type)
    return out


@op("attack_by_revealed")
def _op_attack_by_revealed(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This creature's attack hits Life Points instead, by the type of the card just
    revealed: creature -> the defending side's, symmetry -> your own; a card of both types
    hits both at once (004 Ethereal Aurorialis, with Anathema)."""
    st = ctx.st
    a = st.attack
    if a is None or a["creature"] != src:
        return
    types: set[str] = set()
    for c in st.memo.get("revealed", []):
        types |= _types(ctx, int(c))
    defender = int(a["side"])
    found = pile_of(st, a["target"]) if a["target"] >= 0 else None
    if found is not None:
        defender = side(st, found[0])
    sides: list[int] = []
    for kind, key in (("creature", "creature"), ("symmetry", "symmetry")):
        if kind in types and o.get(key):
            sd = defender if o[key] == "defender" else side(st, a["seat"])
            if sd >= 0 and sd not in sides:
                sides.append(sd)
    if sides:
        st.attack = {**a, "direct": sides}
        ctx.log("attack", f"{ctx.name(src)}'s attack goes to Life Points", seat, (src,))


# --- "you may" ----------------------------------------------------------------------------

@op("may")
def _op_may(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """"You may ...": the controller chooses whether the ops happen (004 Glimpse of the
    Sanctuary: each "may" is chosen on its own)."""
    if picks is None:
        prompt = o.get("prompt") or f"{ctx.name(src)}: do it?"
        picks = ctx.pick(seat, src, o, prompt, ["yes", "no"], 1, 1, by="value", labels=["Yes", "No"])
        if picks is None:
            return
    if picks[0] != "yes":
        return
    env = {k: v for k, v in o.items() if k in ("t", "item_src")}
    ctx.push([(seat, src, {**step, **env}) for step in o.get("ops", [])])
