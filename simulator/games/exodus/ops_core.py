"""The core effect vocabulary: drawing, discarding, energy, destroying, returning to hand,
freezing, Life Points, Deck Recycle, negating and Chains. Every op is
fn(ctx, seat, src, op, picks); an op's targets (declared on play) are op["t"]."""
from __future__ import annotations

from typing import Any

from .context import Ctx, Op, op, player
from .field import (controller, energy_of, is_blank, opponents, pile_of, symmetry_immune,
                    team_seats)
from .moves import (add_to_pile, destroy_creature, destroy_energy, draw, freeze, lose_life, recycle,
                    to_graveyard, to_hand)
from .state import ExodusState
from .targets import ref_seat
from .triggers import active_abilities


def seats_named(ctx: Ctx, seat: int, who: str, o: Op) -> list[int] | None:
    """The players an op's "who" names (004 Multiplayer): you, each player, each player on
    your team, each opponent, or "your opponent" (the targeted one; with one opponent, that
    one; otherwise the effect's controller chooses: None while the choice is open)."""
    st = ctx.st
    if who == "you":
        return [seat]
    if who == "each":
        return [s for s in st.order if st.life[st.team[s]] > 0]
    if who == "team":
        return team_seats(st, seat)
    if who == "each_opponent":
        return opponents(st, seat)
    if who in ("owner", "controller"):
        t = [x for x in o.get("t", []) if x >= 0]
        return [st.owner[t[0]] if who == "owner" else controller(st, t[0])] if t else []
    # "opponent": the player target, the only opponent, or chosen now
    players = [ref_seat(x) for x in o.get("t", []) if x < 0]
    if players:
        return players[:1]
    opp = opponents(st, seat)
    if len(opp) <= 1:
        return opp
    if "chosen" in o:
        return [int(o["chosen"])]
    return None


def _who(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> list[int] | None:
    """seats_named, asking for "your opponent" when there is a choice (the op runs again)."""
    who = o.get("who", "you")
    if who == "opponent" and picks is not None and "chosen" not in o:
        return [int(picks[0])]
    got = seats_named(ctx, seat, who, o)
    if got is None:
        opp = opponents(ctx.st, seat)
        ctx.pick(seat, src, o, f"{ctx.name(src)}: choose an opponent", opp, 1, 1, by="value",
                 labels=[player(s) for s in opp])
    return got


def target_cards(o: Op) -> list[int]:
    """The card targets of an op."""
    return [int(x) for x in o.get("t", []) if x >= 0]


def affected(ctx: Ctx, src: int, card: int) -> bool:
    """False when a symmetry cannot affect the card (004 Lantern Leaflore)."""
    return not (ctx.card(src).is_symmetry and symmetry_immune(ctx.cards, ctx.st, card))


@op("draw")
def _op_draw(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Draw n cards: from the Main Deck, the Energy Deck, or either (the drawer splits)."""
    deck = o.get("deck", "main")
    n = int(o.get("n", 1))
    if deck == "either" and "split" not in o:
        seats = seats_named(ctx, seat, o.get("who", "you"), o) or []
        if len(seats) == 1:
            if picks is None:
                got = ctx.pick(seats[0], src, o, f"{ctx.name(src)}: how many from the Main Deck?",
                               list(range(n + 1)), 1, 1, by="value",
                               labels=[f"{k} Main Deck, {n - k} energy" for k in range(n + 1)])
                if got is None:
                    return
                picks = got
            draw(ctx, seats[0], int(picks[0]), n - int(picks[0]))
            return
        for s in seats:
            draw(ctx, s, n, 0)
        return
    named = _who(ctx, seat, src, o, picks)
    if named is None:
        return
    for s in named:
        draw(ctx, s, n if deck == "main" else 0, n if deck == "energy" else 0)


@op("discard_hand")
def _op_discard_hand(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Each named player discards their hand."""
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    for s in seats:
        for c in list(ctx.st.hand[s]):
            discard_card(ctx, s, c)
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("discard", f"{player(s)} discards their hand", s)


def discard_card(ctx: Ctx, seat: int, card: int, instead: list[Op] | None = None,
                 otherwise: list[Op] | None = None) -> bool:
    """Discard one card from hand; "when this would be discarded ... instead" replaces it
    (004 Embershard Siren: it is then not a discarded card). True if discarded. `instead`:
    ops run when the card is replaced (a "discard 1" discards another card: 004 Embershard
    Siren, Thoughts of Progress); `otherwise`: ops run when its owner declines and it is
    discarded after all."""
    st = ctx.st
    if not st.effects:
        c = ctx.cards[st.kinds[card]]     # (the common case: no such ability, none gained)
        if "would_discard" not in c.on_names and not (c.back and card in st.flipped):
            to_graveyard(ctx, card)
            return True
    for i, ab, _ in active_abilities(ctx, card):
        if ab.get("on") == "would_discard" and any(is_blank(st, p) for s in team_seats(st, seat)
                                                     for p in st.piles[s]):
            st.tasks.insert(0, (seat, card, {"op": "_resolve_now", "i": i, "aft": False, "t": [],
                                             "instead": instead or [], "otherwise": otherwise or []}))
            return False
    to_graveyard(ctx, card)
    return True


@op("discard")
def _op_discard(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """A player discards n cards of their choice."""
    seats = seats_named(ctx, seat, o.get("who", "you"), o) or []
    n = int(o.get("n", 1))
    for s in seats[:1]:
        hand = ctx.st.hand[s]
        if picks is None:
            got = ctx.pick(s, src, o, f"{ctx.name(src)}: discard {n}", hand[:], n, n)
            if got is None:
                return
            picks = got
        for c in picks:
            discard_card(ctx, s, int(c), instead=[{"op": "discard", "n": 1, "who": "you"}])


@op("destroy_energy")
def _op_destroy_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Destroy n energy: the targeted energy, or energy under the targeted creature (the
    effect's controller chooses which: 004 Desecrated Shipwreck)."""
    st = ctx.st
    n = int(o.get("n", 1))
    what = o.get("what", "target")
    targets = [t for t in target_cards(o) if affected(ctx, src, t)]
    if what == "target":
        for e in targets[:n]:
            if pile_of(st, e) is not None:
                st.touched.add(e)
                destroy_energy(ctx, e)
        return
    pool: list[int] = []
    if what == "target_creature":
        for c in targets:
            pool += energy_of(st, c)
    elif what == "any_opp":
        pool = [e for s in opponents(st, seat) for p in st.piles[s] for e in p[1:] if affected(ctx, src, e)]
    if picks is None:
        got = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose {n} energy to destroy", pool, n, n)
        if got is None:
            return
        picks = got
    for e in picks:
        destroy_energy(ctx, int(e))


@op("add_energy")
def _op_add_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Add n energy from the Energy Deck to the targeted creature's pile (or a blank pile):
    the energy comes from that player's own Energy Deck, or, when theirs is empty, from yours
    if you choose: "then you may add 1 of your own energy" (004 Team Battles, Energize)."""
    st = ctx.st
    n = int(o.get("n", 1))
    targets = [t for t in target_cards(o) if pile_of(st, t) is not None and affected(ctx, src, t)]
    lend = [t for t in targets if not st.edeck[_pile_seat(st, t)] and _pile_seat(st, t) != seat and st.edeck[seat]]
    if lend and picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: {player(_pile_seat(st, lend[0]))}'s Energy Deck is "
                                       f"empty. Add your own energy to {ctx.names(lend)}?", ["yes", "no"], 1, 1,
                         by="value", labels=["Yes, from my Energy Deck", "No"])
        if picks is None:
            return
    own = bool(picks) and picks[0] == "yes"
    for t in targets:
        pile_seat, pile = _pile_of(st, t)
        for _ in range(n):
            deck = st.edeck[pile_seat] or (st.edeck[seat] if own or pile_seat == seat else [])
            if not deck:
                break
            e = deck[-1]
            add_to_pile(ctx, pile, e)
            st.touched.add(e)
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("energy", f"{ctx.name(t)} gains {n} energy", seat, (t,))


def _pile_of(st: ExodusState, card: int) -> tuple[int, list[int]]:
    found = pile_of(st, card)
    assert found is not None            # (the targets are on piles: filtered above)
    return found


def _pile_seat(st: ExodusState, card: int) -> int:
    """The player whose pile a card is on."""
    return _pile_of(st, card)[0]


@op("destroy")
def _op_destroy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Destroy the targeted creatures (and all their energy)."""
    for t in target_cards(o):
        if affected(ctx, src, t) and pile_of(ctx.st, t) is not None:
            destroy_creature(ctx, t)


@op("bounce")
def _op_bounce(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Return the targeted creatures to their owners' hands; their energy stays."""
    st = ctx.st
    for t in target_cards(o):
        found = pile_of(st, t)
        if affected(ctx, src, t) and found is not None:
            energy = found[1][1:]
            if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
                ctx.log("bounce", f"{ctx.name(t)} returns to {player(st.owner[t])}'s hand", seat, (t,))
            to_hand(ctx, t)
            if o.get("destroy_energy"):      # the creature leaves first (004 Madness Settles)
                for e in energy:
                    destroy_energy(ctx, e)


@op("freeze")
def _op_freeze(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Freeze the targeted cards (004 Freeze: until the end of the owner's next turn unless
    the card says; a frozen card cannot be frozen again)."""
    for t in target_cards(o):
        if affected(ctx, src, t):
            freeze(ctx, t)


@op("damage")
def _op_damage(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The named players' sides lose n Life Points; "each opponent" in 2v2 hits the shared
    Life Points once per opponent (DESIGN; 004 Harbinger Mushroom)."""
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    for s in seats:
        lose_life(ctx, ctx.st.team[s], int(o.get("n", 1)))


@op("recycle")
def _op_recycle(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The named players perform a Deck Recycle now, whatever their graveyard holds (004
    Starborn Outbreak: do as much as possible)."""
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    for s in seats:
        recycle(ctx, s, forced=True)


@op("negate")
def _op_negate(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Negate the targeted stack item: it becomes inactive and fizzles (004 Terminology)."""
    for t in target_cards(o):
        for item in ctx.st.stack:
            if item["src"] == t and not item.get("resolving"):
                item["neg"] = True
                ctx.log("negate", f"{ctx.name(t)} is negated", seat, (t,))
                break


@op("no_attack")
def _op_no_attack(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The named player cannot attack this turn (004 Chains: it affects the player)."""
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    st = ctx.st
    for s in seats:
        st.effects.append({"kind": "no_attack", "seat": s, "until": "end_of_turn"})
        ctx.log("chains", f"{player(s)} cannot attack this turn", s)
