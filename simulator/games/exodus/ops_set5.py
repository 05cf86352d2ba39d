"""The ops the Set 5 cards (The Dimension That Disappeared) add to the effect vocabulary
(see vocab_set5.py): Afterthoughts, energy and Eroda beneath the Main Deck, Chronos beneath
Devourer of Dimensions, the Main Deck and a freeze-locked graveyard, and the stack (Relapse,
Forerunner, Siphon, Anathema). Reveals, creatures moving and the Harmony Rares are in
ops_set5_b.py (imported here so its ops are registered)."""
from __future__ import annotations

from typing import Any

from ..common import stack as common_stack
from .context import Ctx, Op, op, player
from .field import controller, is_blank, next_turn_of, pile_of, team_seats
from .moves import (
    _replaces_leaving_deck,
    deck_emptied,
    draw,
    enter_play,
    freeze,
    lift,
    locate,
    offer_afterthought,
    to_graveyard,
)
from .ops_core import _who, target_cards
from .ops_set5_b import awaken_by_skipping_draw
from .resolve import fizzle, new_item
from .targets import EXTRA_TARGETS, valid_targets
from .triggers import raise_trigger
from .turns import end_phase_entered

__all__ = ["awaken_by_skipping_draw", "has_type"]     # the Awakening action is applied by rules.py


def has_type(ctx: Ctx, card: int, kind: str) -> bool:
    """Whether a card is of a kind on either side (004 Anathema: both a creature and a
    symmetry); kind "chrono" for Chronos, "any" for every card."""
    c = ctx.cards[ctx.st.kinds[card]]
    sides = [c] + ([ctx.card_by_id(c.back)] if c.back else [])
    if kind == "any":
        return True
    if kind == "chrono":
        return any(x.chrono for x in sides)
    return any(x.type == kind for x in sides)


# --- target words ---------------------------------------------------------------------------

def _other_creature(ctx: Ctx, seat: int, src: int) -> list[int]:
    st = ctx.st
    return [p[0] for s in st.order for p in st.piles[s] if p[0] >= 0 and p[0] != src]


def _card_or_stack_card(ctx: Ctx, seat: int, src: int) -> list[int]:
    """A card in play (the field, symmetries and Afterthoughts) or a symmetry card on the
    stack, resolving or not (004 Coldcrux)."""
    st = ctx.st
    out = [c for s in st.order for pile in st.piles[s] for c in pile if c >= 0]
    out += [c for s in st.order for c in st.syms[s] + st.afters[s]]
    out += [x["card"] for x in st.stack if x.get("card", -1) >= 0]
    return [c for c in out if c != src]


def _symmetry_or_afterthought(ctx: Ctx, seat: int, src: int) -> list[int]:
    """A symmetry on the stack or in play (not one attached as an energy: 004 Siphon from
    Thoughts), or an Afterthought."""
    st = ctx.st
    out = [x["card"] for x in st.stack if x.get("card", -1) >= 0 and not x.get("resolving")]
    out += [c for s in st.order for c in st.syms[s] + st.afters[s]]
    return out


def _own_chrono(ctx: Ctx, seat: int, src: int) -> list[int]:
    st = ctx.st
    return [p[0] for s in team_seats(st, seat) for p in st.piles[s] if p[0] >= 0 and ctx.card(p[0]).chrono]


EXTRA_TARGETS.update({"other_creature": _other_creature, "card_or_stack_card": _card_or_stack_card,
                      "symmetry_or_afterthought": _symmetry_or_afterthought, "own_chrono": _own_chrono})


# --- Afterthoughts ----------------------------------------------------------------------------

@op("_afterthought")
def _op_afterthought(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """A Chrono with an Afterthought Ability has left play: its owner may turn it into an
    Afterthought, an in-play non-creature with its Afterthought Abilities, entering unfrozen;
    "when this goes to the graveyard" then does not trigger, as it never went there (004 Set
    5 General Rulings; Silent Irregularity)."""
    st = ctx.st
    zone, _ = locate(st, src)
    if zone not in ("grave", "hand"):
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"Turn {ctx.name(src)} into an Afterthought?", ["yes", "no"], 1, 1,
                         by="value", labels=["Yes, an Afterthought", f"No, to the {'graveyard' if zone == 'grave' else 'hand'}"])
        if picks is None:
            return
    if picks[0] != "yes":
        return
    lift(st, src)
    st.afters[st.owner[src]].append(src)
    st.pending = [t for t in st.pending if not (t[1] == src and t[2].get("on") == "to_graveyard")]
    ctx.log("afterthought", f"{ctx.name(src)} becomes an Afterthought", seat, (src,))


@op("ignore_requirements")
def _op_ignore_requirements(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Until the end of the turn the player may ignore the requirements of their cards (004
    Tethered to Eeventide: Silent Irregularity's Afterthought Ability)."""
    ctx.st.effects.append({"kind": "ignore_requirements", "seat": seat, "until": "end_of_turn"})
    ctx.log("ignore", f"{player(seat)} may ignore requirements this turn", seat, (src,))


# --- beneath the Main Deck ----------------------------------------------------------------------

@op("energy_beneath")
def _op_energy_beneath(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """n energy from the top of the Energy Deck go beneath the Main Deck: not in play, not
    part of the deck, payable for its owner's costs (004 Energy Beneath the Main Deck)."""
    st = ctx.st
    s = st.turn if o.get("who") == "turn" else seat
    moved = 0
    for _ in range(int(o.get("n", 1))):
        if not st.edeck[s]:
            break
        st.beneath[s].append(st.edeck[s].pop())
        moved += 1
    if moved:
        ctx.log("beneath", f"{player(s)} puts {moved} energy beneath the Main Deck", s)


@op("pull_energy_beneath")
def _op_pull_energy_beneath(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """While this card is beneath the Main Deck: n energy of its team's field move beneath
    that Main Deck, the player choosing which (004 Eroda: every turn, a teammate's too)."""
    st = ctx.st
    zone, s = locate(st, src)
    if zone != "beneath":
        return
    pool = [e for t in team_seats(st, s) for p in st.piles[t] for e in p[1:]]
    n = int(o.get("n", 1))
    if not pool:
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose {n} energy to move beneath your Main Deck",
                         pool, n, n)
        if picks is None:
            return
    for e in picks:
        lift(st, int(e))
        st.beneath[s].append(int(e))
    ctx.log("beneath", f"{ctx.name(src)} moves {len(picks)} energy beneath {player(s)}'s Main Deck", s, (src,))


@op("summon_from_beneath")
def _op_summon_from_beneath(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Summon this card from beneath the Main Deck with the energy beneath it: as a new pile
    of that energy or onto a blank pile of yours with it; with neither, it goes to the
    graveyard (004 Eroda the Flickering Facade)."""
    st = ctx.st
    zone, s = locate(st, src)
    if zone != "beneath":
        return
    energy = [c for c in st.beneath[s] if ctx.cards[st.kinds[c]].is_energy]
    blanks = [p[1] for p in st.piles[seat] if is_blank(st, p)]
    options: list[Any] = (["new"] if energy else []) + blanks
    if not options:
        to_graveyard(ctx, src, "has nowhere to be summoned and goes to the graveyard")
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: summon it onto", options, 1, 1, by="value",
                         labels=(["A new pile of the energy beneath your Main Deck"] if energy else [])
                         + [f"The blank pile of {ctx.name(b)}" for b in blanks])
        if picks is None:
            return
    for e in energy:
        lift(st, e)
    if picks[0] == "new":
        pile = [-1] + energy
        st.piles[seat].append(pile)
    else:
        found = pile_of(st, int(picks[0]))
        assert found is not None
        pile = found[1]
        pile.extend(energy)
    enter_play(ctx, seat, src, pile, summoned=True, by=seat)


# --- the Main Deck and the graveyard ---------------------------------------------------------------

@op("mill")
def _op_mill(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Send the top n (or all) Main Deck cards to the graveyard, as many as there are (004
    Anathema: not a cost); a card that would leave goes beneath instead and the next is sent
    (004 Eroda)."""
    st = ctx.st
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    for s in seats:
        n = len(st.main[s]) if o.get("n") == "all" else int(o.get("n", 1))
        sent = 0
        emptied = bool(st.main[s])
        while sent < n and st.main[s]:
            c = st.main[s].pop()
            if _replaces_leaving_deck(ctx, s, c):
                continue
            st.grave[st.owner[c]].append(c)
            raise_trigger(ctx, c, "to_graveyard")
            sent += 1
        ctx.log("mill", f"{player(s)} sends {sent} card(s) from the Main Deck to the graveyard", s)
        if emptied:                 # it had cards: "when zero cards remain" (004 Eroda)
            deck_emptied(ctx, s)


@op("search_main")
def _op_search_main(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Search your Main Deck for a card of a kind (either side: 004 Anathema) into your hand;
    a card that would leave goes beneath instead and the search goes on (004 Eroda). The
    card found stays hidden from the other players (the log names it only when the card's
    text reveals it: "reveal": true), as the hand it goes to is."""
    st = ctx.st
    kind = str(o.get("kind", "creature"))
    options = [c for c in st.main[seat] if has_type(ctx, c, kind)]
    if not options:
        ctx.log("search", f"{player(seat)} finds no {kind}", seat)
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a {kind} from your Main Deck", options, 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    st.main[seat].remove(c)
    if _replaces_leaving_deck(ctx, seat, c):
        deck_emptied(ctx, seat)
        ctx.push([(seat, src, dict(o))])
        return
    st.hand[seat].append(c)
    found = ctx.name(c) if o.get("reveal") is True else f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind}"
    ctx.log("search", f"{player(seat)} puts {found} from the Main Deck into the hand", seat, (c,))
    deck_emptied(ctx, seat)


@op("lock_grave")
def _op_lock_grave(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Freeze a player's graveyard until the end of their next turn: cards cannot leave it and
    it cannot be recycled (004 Vanciere the Future Phenomenon)."""
    st = ctx.st
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    for s in seats:
        st.grave_lock[s] = next_turn_of(st, s)
        ctx.log("freeze", f"{player(s)}'s graveyard is frozen until the end of turn {st.grave_lock[s]}", s)


@op("play_from_grave")
def _op_play_from_grave(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Play the targeted symmetry from its graveyard at once: it leaves the graveyard and
    resolves now under your control (you pay its costs), with no round of responses; not from
    a freeze-locked graveyard (004 Chronological Relapse)."""
    st = ctx.st
    for card in target_cards(o)[:1]:
        zone, s = locate(st, card)
        if zone != "grave" or s in st.grave_lock:
            return
        st.grave[s].remove(card)
        c = ctx.cards[st.kinds[card]]
        effect = c.effect
        if effect is None:
            st.grave[s].append(card)
            return
        item = new_item("symmetry", seat, card, c.abilities.index(effect), [], on="play", card=card)
        item["resolving"] = True
        st.stack.append(item)
        ctx.log("play", f"{player(seat)} plays {c.name} from {player(s)}'s graveyard", seat, (card,))
        ctx.push([(seat, card, {"op": "_begin"})])


@op("team_draw")
def _op_team_draw(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """One player of your team, chosen, draws n (004 Langis, Bristlecone: not necessarily the
    player whose deck or graveyard was used)."""
    st = ctx.st
    seats = team_seats(st, seat)
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: who draws?", seats, 1, 1, by="value",
                         labels=[player(s) for s in seats])
        if picks is None:
            return
    n = int(o.get("n", 1))
    energy = o.get("deck", "main") == "energy"
    draw(ctx, int(picks[0]), 0 if energy else n, n if energy else 0)


@op("_draw_more")
def _op_draw_more(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The rest of a draw paused for Eroda's summon (moves.draw)."""
    draw(ctx, seat, int(o["main"]), int(o["energy"]))


# --- the stack ------------------------------------------------------------------------------

@op("become_energy")
def _op_become_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This symmetry joins the targeted creature's pile as an energy, keeping its symmetry
    type (004 Siphon from Thoughts)."""
    st = ctx.st
    item = common_stack.resolving(st.stack)
    targets = [t for t in target_cards(o) if pile_of(st, t) is not None]
    if item is None or item.get("card") != src or not targets:
        return
    found = pile_of(st, targets[0])
    assert found is not None
    item["card"] = -1
    found[1].append(src)
    st.touched.add(src)
    ctx.log("energy", f"{ctx.name(src)} becomes an energy of {ctx.name(targets[0])}", seat, (src, targets[0]))


@op("flip_into_play")
def _op_flip_into_play(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This card is put into play on its creature side onto a blank pile of yours; with none
    it goes to the graveyard (004 Anathema)."""
    st = ctx.st
    item = common_stack.resolving(st.stack)
    if item is None or item.get("card") != src:
        return
    blanks = [p[1] for p in st.piles[seat] if is_blank(st, p)]
    if not blanks:
        item["card"] = -1
        st.grave[st.owner[src]].append(src)
        ctx.log("graveyard", f"{ctx.name(src)} has no blank pile and goes to the graveyard", seat, (src,))
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a blank pile", blanks, 1, 1)
        if picks is None:
            return
    found = pile_of(st, int(picks[0]))
    assert found is not None
    item["card"] = -1
    st.flipped.add(src)
    enter_play(ctx, seat, src, found[1], summoned=False, by=seat)


REWRITTEN = {"on": "play", "do": [{"op": "draw", "n": 1, "who": "each"}]}


@op("rewrite_stack")
def _op_rewrite_stack(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """An effect or Ability still on the stack, chosen now, becomes "Each player draws 1
    card" for this resolution; a rewritten symmetry then goes to the graveyard (004
    Forerunner of Eclipses). With nothing left to choose, nothing happens."""
    st = ctx.st
    waiting = [k for k, x in enumerate(st.stack) if not x.get("resolving")]
    if not waiting:
        ctx.log("rewrite", f"{ctx.name(src)} finds nothing on the stack", seat, (src,))
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: which effect becomes 'each player draws 1 card'?",
                         waiting, 1, 1, by="value", labels=[ctx.name(st.stack[k]["src"]) for k in waiting])
        if picks is None:
            return
    item = st.stack[int(picks[0])]
    item["rewrite"] = dict(REWRITTEN)
    item["t"] = []
    ctx.log("rewrite", f"{ctx.name(item['src'])} becomes 'Each player draws 1 card'", seat, (item["src"],))


@op("destroy_noncreature")
def _op_destroy_noncreature(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Destroy the targeted symmetry (on the stack: it leaves unresolved; in play) or
    Afterthought. With Smokestream's Afterthought active, the player resolving this chooses
    which Afterthought leaves play (004 Smokestream the Perfect Mimicry)."""
    st = ctx.st
    targets = target_cards(o)
    if not targets:
        return
    target = targets[0]
    afters = [a for s in st.order for a in st.afters[s]]
    if target in afters and _decoy(ctx):
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose the Afterthought that leaves play", afters, 1, 1)
            if picks is None:
                return
        target = int(picks[0])
    zone, _ = locate(st, target)
    if zone == "stack":
        for item in list(st.stack):
            if item.get("card") == target:
                fizzle(ctx, item, "it is destroyed")
    elif zone in ("syms", "afters"):
        to_graveyard(ctx, target, "is destroyed")


def _decoy(ctx: Ctx) -> bool:
    st = ctx.st
    return any(ab.get("static") == "afterthought_decoy" for s in range(st.n) for a in st.afters[s]
               for ab in ctx.card(a).afterthought)


@op("freeze_chosen")
def _op_freeze_chosen(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Freeze a card chosen as this resolves (an automatic Ability chooses its target then); a
    symmetry on the stack, even one resolving, leaves it frozen (004 Coldcrux)."""
    options = valid_targets(ctx, seat, str(o.get("what", "card_or_stack_card")), src)
    options = [c for c in options if c not in ctx.st.frozen]
    if not options:
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a card to freeze", options, 1, 1)
        if picks is None:
            return
    freeze(ctx, int(picks[0]))


@op("end_phase_now")
def _op_end_phase_now(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Perform an End Phase now: due cards unfreeze, end-of-turn Abilities trigger; the turn
    does not end, as its five phases have not all been entered and left (004 Timeglypha)."""
    ctx.log("phase", f"{player(seat)} performs an End Phase ({ctx.name(src)})", seat, (src,))
    end_phase_entered(ctx)


@op("set_life")
def _op_set_life(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The named players' Life Points become n; not a cost, so with Anathema's creature side
    visible they do not change and the rest of the card still happens (004 Madness Settles)."""
    from .moves import life_locked
    st = ctx.st
    seats = _who(ctx, seat, src, o, picks)
    if seats is None:
        return
    for s in seats:
        if life_locked(ctx):
            ctx.log("life", "Life Points cannot change (Anathema)", s)
            continue
        st.life[st.team[s]] = int(o.get("n", 1))
        ctx.log("life", f"{player(s)}'s Life Points become {st.life[st.team[s]]}", s)


# --- Devourer of Dimensions -----------------------------------------------------------------------

@op("devour_chronos")
def _op_devour_chronos(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Every other Chrono on your team's field moves beneath this creature, leaving its
    energy as a blank pile, and every Afterthought of your team too, a Chrono again (004
    Devourer of Dimensions; Eroda's Ascendance)."""
    st = ctx.st
    if pile_of(st, src) is None:
        return
    moved: list[int] = []
    for s in team_seats(st, controller(st, src)):
        for pile in list(st.piles[s]):
            c = pile[0]
            if c >= 0 and c != src and ctx.card(c).chrono:
                lift(st, c)
                moved.append(c)
        for a in list(st.afters[s]):
            lift(st, a)
            moved.append(a)
    st.under.setdefault(src, []).extend(moved)
    if moved:
        ctx.log("under", f"{ctx.names(moved)} move beneath {ctx.name(src)}", seat, tuple(moved))


@op("under_to_grave")
def _op_under_to_grave(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Send a Chrono from beneath this creature to the graveyard, then "then": fulfilled even
    when the Chrono becomes an Afterthought instead, as it still left (004 Devourer)."""
    st = ctx.st
    chronos = [c for c in st.under.get(src, []) if ctx.cards[st.kinds[c]].chrono]
    if not chronos:
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: send a Chrono from beneath it", chronos, 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    st.under[src].remove(c)
    st.frozen.pop(c, None)
    st.grave[st.owner[c]].append(c)
    ctx.log("graveyard", f"{ctx.name(c)} goes from beneath {ctx.name(src)} to the graveyard", seat, (c,))
    raise_trigger(ctx, c, "to_graveyard")
    env = {k: v for k, v in o.items() if k in ("t", "item_src")}
    ctx.push([(seat, src, {**step, **env}) for step in o.get("then", [])])
    offer_afterthought(ctx, c, "under")


@op("afterthoughts_beneath")
def _op_afterthoughts_beneath(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Every Afterthought of your team moves beneath the targeted Chrono, a Chrono again; it
    gains 1 energy for each (004 Eroda's Ascendance, quoted by 004 Devourer)."""
    st = ctx.st
    from .ops_set5_b import add_energy_from_deck
    for t in target_cards(o)[:1]:
        if pile_of(st, t) is None:
            return
        moved = [a for s in team_seats(st, seat) for a in st.afters[s]]
        for a in moved:
            lift(st, a)
        st.under.setdefault(t, []).extend(moved)
        add_energy_from_deck(ctx, seat, t, len(moved))
        ctx.log("under", f"{ctx.names(moved)} move beneath {ctx.name(t)}", seat, tuple(moved))
