"""More Set 5 ops (see ops_set5.py): reveals from a team's hands and Main Decks, creatures
gaining energy, stealing Abilities and moving themselves, a graveyard card back into a Main
Deck, and the Harmony Rares: Awakening (by skipping the Draw Phase, or at 0 Life Points with
the Eeventide tiebreak deciding who may first), the creature side entering play, and its
return to the Eeventide Field side (004 Harmony Rares)."""
from __future__ import annotations

from typing import Any

from ...core.actions import Action
from .context import Ctx, Op, op, player
from .field import is_blank, opponents, pile_of, seats_of_side, summonable, team_seats
from .moves import (
    _replaces_leaving_deck,
    add_to_pile,
    deck_emptied,
    destroy_energy,
    enter_play,
    life_locked,
    lift,
    locate,
    lose_life,
    to_graveyard,
    to_hand,
)
from .ops_core import affected
from .reveal import bottom_card, reveal, top_cards
from .triggers import ability_list, raise_trigger


def _types_of(ctx: Ctx, card: int, kind: str) -> bool:
    from .ops_set5 import has_type
    return has_type(ctx, card, kind)


def add_energy_from_deck(ctx: Ctx, seat: int, creature: int, n: int) -> None:
    """A creature gains n energy from its controller's Energy Deck (yours when that is empty:
    004 Team Battles)."""
    st = ctx.st
    found = pile_of(st, creature)
    if found is None:
        return
    for _ in range(n):
        deck = st.edeck[found[0]] or st.edeck[seat]
        if not deck:
            break
        e = deck[-1]
        add_to_pile(ctx, found[1], e)
        st.touched.add(e)
    if n:
        ctx.log("energy", f"{ctx.name(creature)} gains {n} energy", seat, (creature,))


# --- reveal -------------------------------------------------------------------------------------

@op("reveal_from")
def _op_reveal_from(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """A player of your team (chosen: 004 Vanciere, Shardwood, Langis: "your" on the shared
    field) reveals a card from hand, a card from hand or the top Main Deck card, or the top
    and bottom Main Deck cards; when one is of `kind`, the "then" ops follow. Automatic
    "when revealed" Abilities interject."""
    st = ctx.st
    where = str(o.get("where", "hand"))
    if "from" not in o:
        seats = [s for s in team_seats(st, seat) if (st.hand[s] if where == "hand" else st.hand[s] or st.main[s])]
        if where == "top_bottom":
            seats = [s for s in team_seats(st, seat) if st.main[s]]
        if not seats:
            return
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: whose cards are revealed?", seats, 1, 1, by="value",
                             labels=[player(s) for s in seats])
            if picks is None:
                return
        ctx.push([(seat, src, {**o, "from": int(picks[0])})])
        return
    s = int(o["from"])
    if "cards" not in o:
        if where == "top_bottom":
            low = bottom_card(st, s)
            cards = list(dict.fromkeys(top_cards(st, s, 1) + ([low] if low is not None else [])))
        elif where == "hand_or_top" and "how" not in o:
            ways = (["top"] if st.main[s] else []) + (["hand"] if st.hand[s] else [])
            if not ways:
                return
            if picks is None:
                picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: reveal from", ways, 1, 1, by="value",
                                 labels=["The top of the Main Deck" if w == "top" else "The hand" for w in ways])
                if picks is None:
                    return
            ctx.push([(seat, src, {**o, "how": str(picks[0])})])
            return
        elif o.get("how") == "top":
            cards = top_cards(st, s, 1)
        else:
            if not st.hand[s]:
                return
            if picks is None:
                picks = ctx.pick(s, src, o, f"{ctx.name(src)}: reveal a card from {player(s)}'s hand", st.hand[s][:],
                                 1, 1)
                if picks is None:
                    return
            cards = [int(picks[0])]
        if not cards:
            return
        reveal(ctx, s, src, cards, f"{player(s)} reveals {ctx.names(cards)}", [(seat, src, {**o, "cards": cards})])
        return
    kind = str(o.get("kind", "any"))
    if any(_types_of(ctx, int(c), kind) for c in o["cards"]):
        env = {k: v for k, v in o.items() if k in ("t", "item_src")}
        ctx.push([(seat, src, {**step, **env}) for step in o.get("then", [])])


@op("reveal_end")
def _op_reveal_end(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Reveal the top or the bottom card of your Main Deck (its reveal Abilities interject);
    then a creature may be sent to the graveyard to destroy `destroy` energy, or else the card
    may be added to your hand, whatever its type (004 Glistening Undergrove). If this card was
    frozen meanwhile (Coldcrux), the rest has fizzled."""
    st = ctx.st
    if "card" not in o:
        if not st.main[seat]:
            return
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: reveal the top or the bottom card?", ["top", "bottom"],
                             1, 1, by="value", labels=["Top of the Main Deck", "Bottom of the Main Deck"])
            if picks is None:
                return
        found = top_cards(st, seat, 1) if picks[0] == "top" else [c for c in [bottom_card(st, seat)] if c is not None]
        if not found:
            return
        card = found[0]
        reveal(ctx, seat, src, [card], f"{player(seat)} reveals {ctx.name(card)} from the {picks[0]} of the Main Deck",
               [(seat, src, {**o, "card": card, "item_src": o.get("item_src", src)})])
        return
    card = int(o["card"])
    if "way" not in o:
        if card not in st.main[seat]:
            return
        ways = (["grave"] if _types_of(ctx, card, "creature") else []) + ["hand", "leave"]
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: what happens to {ctx.name(card)}?", ways, 1, 1,
                             by="value", labels=[{"grave": "Send it to the graveyard to destroy an energy",
                                                  "hand": "Add it to your hand", "leave": "Leave it"}[w] for w in ways])
            if picks is None:
                return
        way = str(picks[0])
        if way == "leave":
            return
        st.main[seat].remove(card)
        if _replaces_leaving_deck(ctx, seat, card):
            deck_emptied(ctx, seat)
            return
        if way == "hand":
            st.hand[seat].append(card)
            ctx.log("hand", f"{player(seat)} adds {ctx.name(card)} to the hand", seat, (card,))
        else:
            st.grave[st.owner[card]].append(card)
            raise_trigger(ctx, card, "to_graveyard")
            ctx.push([(seat, src, {**o, "way": way, "card": card})])
        deck_emptied(ctx, seat)
        return
    n = int(o.get("destroy", 1))
    pool = [e for s in st.order for p in st.piles[s] for e in p[1:] if affected(ctx, src, e)]
    if not pool:
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose {n} energy to destroy", pool, n, n)
        if picks is None:
            return
    for e in picks:
        st.touched.add(int(e))
        destroy_energy(ctx, int(e))


# --- creatures ----------------------------------------------------------------------------------

@op("drain_others")
def _op_drain_others(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Destroy n energy under every other creature in play, unfrozen and top first (004
    Planetary Crag: an effect on all other creatures targets none)."""
    st = ctx.st
    n = int(o.get("n", 1))
    for s in st.order:
        for pile in list(st.piles[s]):
            if pile[0] < 0 or pile[0] == src:
                continue
            energy = pile[1:]
            order = [e for e in reversed(energy) if e not in st.frozen] + [e for e in reversed(energy)
                                                                            if e in st.frozen]
            for e in order[:n]:
                destroy_energy(ctx, e)


@op("steal_ability")
def _op_steal_ability(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Until the end of the turn this creature gains the target's Ability and Afterthought
    Ability and the target loses its Ability (004 Verneejus; Corrupted Keystone: it then has
    none). While this creature's summon is still resolving (it is the last creature to enter
    play this phase), a gained "summoned" / "put into play" Ability triggers for it."""
    st = ctx.st
    targets = [t for t in (int(x) for x in o.get("t", []) if x >= 0) if pile_of(st, t) is not None]
    if not targets or pile_of(st, src) is None:
        return
    t = targets[0]
    st.effects.append({"kind": "gain_ability", "card": src, "from": ctx.card(t).index, "until": "end_of_turn"})
    st.effects.append({"kind": "lose_ability", "card": t, "until": "end_of_turn"})
    ctx.log("ability", f"{ctx.name(src)} takes {ctx.name(t)}'s Ability", seat, (src, t))
    entering = st.memo.get("entering")
    if entering and entering[0] == src and entering[1] == st.turn_no and entering[2] == st.phase:
        st.memo.pop("entering")
        raise_trigger(ctx, src, "summoned" if entering[3] else "put_not_summon")
        raise_trigger(ctx, src, "put_into_play")


@op("move_self")
def _op_move_self(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Move this card from hand, field or graveyard to another of them: its owner's hand or
    graveyard (leaving the field it may become an Afterthought), or onto a blank pile of your
    team's field, put into play and not summoned (004 Hazardous Brigantine)."""
    st = ctx.st
    zone, _ = locate(st, src)
    if zone not in ("hand", "grave", "pile"):
        return
    blanks = [p[1] for s in team_seats(st, seat) for p in st.piles[s] if is_blank(st, p)]
    if "to" not in o:
        ways = [w for w, z in (("hand", "hand"), ("graveyard", "grave")) if z != zone]
        if zone != "pile" and blanks:
            ways.append("field")
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: move it to", ways, 1, 1, by="value",
                             labels=[{"hand": "Its owner's hand", "graveyard": "Its owner's graveyard",
                                      "field": "A blank pile on your field"}[w] for w in ways])
            if picks is None:
                return
        ctx.push([(seat, src, {**o, "to": str(picks[0])})])
        return
    to = o["to"]
    if to == "hand":
        if zone == "pile":
            to_hand(ctx, src)
        else:
            lift(st, src)
            st.hand[st.owner[src]].append(src)
        ctx.log("move", f"{ctx.name(src)} moves to {player(st.owner[src])}'s hand", seat, (src,))
    elif to == "graveyard":
        to_graveyard(ctx, src, "moves to the graveyard")
    elif blanks:
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a blank pile", blanks, 1, 1)
            if picks is None:
                return
        found = pile_of(st, int(picks[0]))
        assert found is not None
        enter_play(ctx, seat, src, found[1], summoned=False, by=seat)


@op("summon_self")
def _op_summon_self(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Summon this creature from your hand onto a blank pile of yours (it stays in hand when
    there is none: 004 Forerunner of Eclipses)."""
    st = ctx.st
    if src not in st.hand[seat]:
        return
    blanks = [p[1] for p in st.piles[seat] if summonable(st, p)]
    if not blanks:
        ctx.log("summon", f"{ctx.name(src)} has no blank pile to be summoned onto", seat, (src,))
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a blank pile", blanks, 1, 1)
        if picks is None:
            return
    found = pile_of(st, int(picks[0]))
    assert found is not None
    enter_play(ctx, seat, src, found[1], summoned=True, by=seat)


@op("grave_to_main")
def _op_grave_to_main(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """You may put 1 card from the graveyard of a player on your team into its owner's Main
    Deck wherever you like, face-down, without looking at the deck; not from a freeze-locked
    graveyard (004 Bristlecone Phantom Pine; Vanciere)."""
    st = ctx.st
    if "card" not in o:
        pool = [c for s in team_seats(st, seat) if s not in st.grave_lock for c in st.grave[s]]
        if not pool:
            return
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: you may put a graveyard card back into a Main Deck",
                             pool, 0, 1)
            if picks is None:
                return
        if not picks:
            return
        ctx.push([(seat, src, {**o, "card": int(picks[0])})])
        return
    card = int(o["card"])
    owner = st.owner[card]
    if card not in st.grave[owner]:
        return
    size = len(st.main[owner])
    if picks is None:
        places = list(range(size, -1, -1))
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: where in {player(owner)}'s Main Deck?", places, 1, 1,
                         by="value", labels=["On top" if k == size else "At the bottom" if k == 0 else
                                             f"{size - k} card(s) from the top" for k in places])
        if picks is None:
            return
    st.grave[owner].remove(card)
    st.main[owner].insert(int(picks[0]), card)
    ctx.log("deck", f"{ctx.name(card)} goes back into {player(owner)}'s Main Deck", seat, (card,))


# --- the Harmony Rares --------------------------------------------------------------------------

def _awaken_kind(ctx: Ctx) -> str:
    """How the Harmony Rare in the game Awakens ("" when none is on its Eeventide Field side)."""
    st = ctx.st
    if st.harmony < 0 or st.harmony_by >= 0:
        return ""
    front = ctx.cards[st.kinds[st.harmony]]
    for how in ("awaken_skip_draw", "awaken_at_zero"):
        if front.statics(how):
            return how
    return ""


def awaken_refusal(ctx: Ctx, seat: int) -> str:
    """Why `seat` cannot Awaken the Harmony Rare by skipping its Draw Phase now ("" if it can)."""
    st = ctx.st
    if _awaken_kind(ctx) != "awaken_skip_draw":
        return "No Harmony Rare on the Eeventide Field Awakens by skipping your Draw Phase"
    if st.awakened[seat]:
        return "Each player can only Awaken a Harmony Rare once per game"
    if st.turn != seat or st.phase != "draw" or st.memo.get("drew"):
        return "Awaken it by skipping your Draw Phase, at the start of your turn"
    if st.turns_taken[seat] <= 1:
        return "Not on your first turn"
    return ""


def awaken_actions(ctx: Ctx, seat: int) -> list[Action]:
    """The Awakening the turn player may choose at the start of the Draw Phase."""
    if ctx.st.harmony < 0 or ctx.st.harmony_by >= 0:
        return []                         # (no Harmony Rare on its Eeventide Field side: the first refusal)
    if awaken_refusal(ctx, seat):
        return []
    return [Action("activate", seat, ctx.st.harmony, choice="awaken")]


def awaken(ctx: Ctx, seat: int) -> None:
    """The Harmony Rare flips to its creature side for `seat` (once per player per game); its
    Awakening Ability resolves at once, never on the stack, so nothing can negate it (004
    Vital Sanctuary)."""
    st = ctx.st
    h = st.harmony
    st.awakened[seat] = True
    st.harmony_by = seat
    st.flipped.add(h)
    ctx.log("harmony", f"{player(seat)} Awakens {ctx.name(h)}", seat, (h,))
    tasks = []
    for ab in ctx.card(h).abilities:
        if ab.get("on") == "awakened":
            tasks += [(seat, h, {**step, "t": [], "item_src": h}) for step in ab.get("do", [])]
    ctx.push(tasks)


def awaken_by_skipping_draw(ctx: Ctx, seat: int) -> None:
    """The turn player skips the Draw Phase to Awaken the Harmony Rare (004 Vital Sanctuary:
    the only requirement); the phase then ends."""
    from .turns import end_phase_window
    ctx.st.memo["drew"] = True
    ctx.log("phase", f"{player(seat)} skips the Draw Phase", seat)
    awaken(ctx, seat)
    end_phase_window(ctx, passed=False)


def harmony_at_zero(ctx: Ctx, out: list[int]) -> bool:
    """Players whose side reached 0 Life Points may Awaken Eeventide first; when every side
    reached 0 together, in the order of the tiebreak (004 Eeventide: its winner has priority
    to Awaken; DESIGN: the player who Awakened wins). True when one is being asked."""
    st = ctx.st
    if _awaken_kind(ctx) != "awaken_at_zero":
        return False
    from .turns import _side_key
    order = list(out)
    if not any(st.life[sd] > 0 for sd in range(len(st.life))):
        order.sort(key=lambda sd: _side_key(st, sd), reverse=True)
    declined = st.memo.get("declined_awaken", [])
    for sd in order:
        for s in seats_of_side(st, sd):
            if not st.awakened[s] and s not in declined:
                st.tasks.insert(0, (s, st.harmony, {"op": "_awaken_at_zero"}))
                return True
    return False


@op("_awaken_at_zero")
def _op_awaken_at_zero(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """A player at 0 Life Points may Awaken Eeventide (004 Eeventide)."""
    st = ctx.st
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{player(seat)}: Awaken {ctx.name(src)}?", ["yes", "no"], 1, 1, by="value",
                         labels=["Awaken it", "Do not"])
        if picks is None:
            return
    if picks[0] == "yes":
        awaken(ctx, seat)
    else:
        st.memo["declined_awaken"] = st.memo.get("declined_awaken", []) + [seat]


@op("awaken_onto_energy")
def _op_awaken_onto_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The Awakened creature side enters play for its Awakener on a new pile of n energy from
    their Energy Deck: first their Life Points may become `life`, each opponent may lose
    `damage` Life Points, and 1 more energy comes for each opponent who lost none (004 Vital
    Sanctuary: not a cost; with Anathema nobody loses any and it starts bigger; Flashfire's
    Afterthought shields a team)."""
    st = ctx.st
    if "life" in o:
        if life_locked(ctx):
            ctx.log("life", "Life Points cannot change (Anathema)", seat)
        else:
            st.life[st.team[seat]] = int(o["life"])
            ctx.log("life", f"{player(seat)}'s Life Points become {o['life']}", seat)
    n = int(o.get("n", 1))
    if "damage" in o:
        for s in opponents(st, seat):
            if lose_life(ctx, st.team[s], int(o["damage"])) == 0:
                n += 1
    energy = [st.edeck[seat].pop() for _ in range(min(n, len(st.edeck[seat])))]
    pile = [-1] + energy
    st.piles[seat].append(pile)
    enter_play(ctx, seat, src, pile, summoned=False, by=seat)
