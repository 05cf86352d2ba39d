"""Cards changing place: drawing (with Deck Recycle), energy onto piles, summoning and
putting into play, destroying, returning to hand, the graveyard, freezing and unfreezing,
and Life Points. Each move raises the triggers it causes (triggers.py)."""
from __future__ import annotations

from .context import Ctx, player, side_name
from .field import has_effect, has_static, next_turn_of, pile_of
from .params import RULESET
from .state import ExodusState
from .triggers import raise_trigger

RULE = "004_b4262328bed7ba97.txt"


def locate(st: ExodusState, card: int) -> tuple[str, int]:
    """(zone, seat) of a card: a seat zone name, "pile", "under", "stack", or ("", -1)."""
    o = st.owner[card]
    # the owner's zones, one by one (a loop over getattr costs twice as much)
    if card in st.hand[o]:
        return "hand", o
    if card in st.main[o]:
        return "main", o
    if card in st.edeck[o]:
        return "edeck", o
    if card in st.grave[o]:
        return "grave", o
    if card in st.beneath[o]:
        return "beneath", o
    if card in st.syms[o]:
        return "syms", o
    if card in st.afters[o]:
        return "afters", o
    for s in range(st.n):      # a teammate's energy pulled beneath your Main Deck (004 Eroda)
        if card in st.beneath[s]:
            return "beneath", s
    found = pile_of(st, card)
    if found is not None:
        return "pile", found[0]
    for host, cards in st.under.items():
        if card in cards:
            return "under", st.owner[host]
    for item in st.stack:
        if item.get("card") == card:
            return "stack", item["seat"]
    if st.window is not None:
        for seat, item in st.window["new"]:
            if item.get("card") == card:
                return "stack", seat
    if card == st.harmony:
        return "eeventide", -1
    return "", -1


def lift(st: ExodusState, card: int) -> str:
    """Take a card out of wherever it is; its old zone ("" if nowhere). A creature leaving
    a pile leaves the energy behind as a blank pile; a pile left with nothing is gone."""
    o = st.owner[card]
    hand = st.hand[o]
    if card in hand:                      # (locate's first answer, the commonest, at once)
        hand.remove(card)
        return "hand"
    zone, seat = locate(st, card)
    if zone in ("hand", "main", "edeck", "grave", "beneath", "syms", "afters"):
        getattr(st, zone)[seat].remove(card)
    elif zone == "pile":
        for pile in st.piles[seat]:
            if card in pile:
                if pile[0] == card:
                    pile[0] = -1
                else:
                    pile.remove(card)
                if len(pile) == 1 and pile[0] < 0:
                    st.piles[seat].remove(pile)
                break
    elif zone == "under":
        for cards in st.under.values():
            if card in cards:
                cards.remove(card)
    elif zone == "stack":
        for item in st.stack:
            if item.get("card") == card:
                item["card"] = -1
    if zone in ("pile", "syms", "afters", "under"):
        st.frozen.pop(card, None)
        st.flipped.discard(card)
        st.attacked.discard(card)
    return zone


# --- drawing ------------------------------------------------------------------------------

def recycle(ctx: Ctx, seat: int, forced: bool = False) -> bool:
    """Deck Recycle: the graveyard's creatures and symmetries shuffled into a new Main Deck;
    energy cards stay in the graveyard (DESIGN; 004 Deck Recycles). A freeze-locked
    graveyard cannot be recycled (004 Vanciere). True if it was done."""
    st = ctx.st
    if seat in st.grave_lock:
        ctx.log("recycle", f"{player(seat)}'s graveyard is frozen: no Deck Recycle", seat)
        return False
    done = st.memo.setdefault("recycled", [])
    if not forced and done.count(seat) >= RULESET.recycles_per_turn:
        ctx.log("recycle", f"{player(seat)} has recycled this turn already: nothing to draw", seat)
        return False                      # params.LENGTH_BOUND: free draws cannot loop forever
    done.append(seat)
    moving = [c for c in st.grave[seat] if not ctx.cards[st.kinds[c]].is_energy]
    st.grave[seat] = [c for c in st.grave[seat] if ctx.cards[st.kinds[c]].is_energy]
    st.main[seat].extend(moving)
    st.rng.shuffle(st.main[seat])
    ctx.log("recycle", f"{player(seat)} performs a Deck Recycle ({len(moving)} cards)", seat)
    return True


def draw_main(ctx: Ctx, seat: int) -> int | None:
    """Draw the top Main Deck card; a Deck Recycle first exactly when the deck is empty
    (004 Deck Recycles). A card that "would leave your Main Deck" goes beneath it instead
    and the next card is drawn (004 Eroda). None when nothing can be drawn."""
    st = ctx.st
    for _ in range(200):
        if not st.main[seat]:
            if waiting_beneath(ctx, seat) >= 0:
                return None           # Eroda is summoned first (draw() pauses for it)
            if not recycle(ctx, seat) or not st.main[seat]:
                return None
        card = st.main[seat].pop()
        c = ctx.cards[st.kinds[card]]     # (the calls below do nothing in the common case)
        if (c.back or "would_leave_deck" in c.on_names) and _replaces_leaving_deck(ctx, seat, card):
            deck_emptied(ctx, seat)
            continue
        st.hand[seat].append(card)
        if not st.main[seat]:
            deck_emptied(ctx, seat)
        return card
    return None


def waiting_beneath(ctx: Ctx, seat: int) -> int:
    """The card beneath an empty Main Deck that summons itself when the deck runs out
    (Eroda), or -1 (004 Eroda the Flickering Facade)."""
    st = ctx.st
    if st.main[seat]:
        return -1
    for c in st.beneath[seat]:
        if st.owner[c] == seat and any(ab.get("on") == "main_empty" for ab in ctx.card(c).abilities):
            return c
    return -1


def deck_emptied(ctx: Ctx, seat: int) -> None:
    """The Main Deck has no cards left: "when your Main Deck has no cards" Abilities of the
    cards beneath it trigger (004 Eroda: on the stack, players may respond)."""
    st = ctx.st
    if not st.main[seat]:
        for c in list(st.beneath[seat]):
            raise_trigger(ctx, c, "main_empty")


def _pause_for_beneath(ctx: Ctx, seat: int, main_left: int, energy: int) -> bool:
    """Mid-draw with the Main Deck empty and Eroda beneath it: its summon resolves at once,
    unanswerable, before the Deck Recycle, then the draw goes on (004 Eroda: semi-automated)."""
    st = ctx.st
    card = waiting_beneath(ctx, seat)
    paused = int(st.memo.get("draw_pauses", 0))
    if card < 0 or paused >= 4:        # Erodas going round (beneath, graveyard, recycled): stop
        return False
    st.memo["draw_pauses"] = paused + 1
    st.pending = [t for t in st.pending if not (t[1] == card and t[2].get("on") == "main_empty")]
    i = next(k for k, ab in enumerate(ctx.card(card).abilities) if ab.get("on") == "main_empty")
    ctx.push([(seat, card, {"op": "_resolve_now", "i": i, "aft": False, "t": []}),
              (seat, -1, {"op": "_draw_more", "main": main_left, "energy": energy})])
    return True


def _replaces_leaving_deck(ctx: Ctx, seat: int, card: int) -> bool:
    """Eroda: "when this card would leave your Main Deck, put it face-up beneath your Main
    Deck instead" (004 Eroda the Flickering Facade)."""
    c = ctx.card(card)
    if "would_leave_deck" not in c.on_names or not any(ab.get("on") == "would_leave_deck" for ab in c.abilities):
        return False
    ctx.st.beneath[seat].append(card)
    ctx.log("beneath", f"{c.name} goes beneath {player(seat)}'s Main Deck instead", seat, (card,))
    raise_trigger(ctx, card, "would_leave_deck")
    return True


def draw_energy(ctx: Ctx, seat: int) -> int | None:
    """Draw the top Energy Deck card (None when it is empty)."""
    st = ctx.st
    if not st.edeck[seat]:
        return None
    card = st.edeck[seat].pop()
    st.hand[seat].append(card)
    return card


def draw(ctx: Ctx, seat: int, from_main: int, from_energy: int) -> list[int]:
    """Draw cards from both decks at once (004 Playing During the Draw Phase); the cards drawn."""
    st = ctx.st
    got: list[int] = []
    for k in range(from_main):
        c = draw_main(ctx, seat)
        if c is not None:
            got.append(c)
        elif _pause_for_beneath(ctx, seat, from_main - k, from_energy):
            return got
        elif seat in st.grave_lock and not st.main[seat]:
            # 004 Vanciere: no Deck Recycle from a frozen graveyard, and no cards drawn until
            # it unfreezes (DESIGN: from either deck)
            ctx.log("draw", f"{player(seat)} cannot draw: the graveyard is frozen", seat)
            return got
    for _ in range(from_energy):
        c = draw_energy(ctx, seat)
        if c is not None:
            got.append(c)
    if got:
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("draw", f"{player(seat)} draws {from_main} from the Main Deck and {from_energy} energy", seat)
    st.memo.pop("draw_pauses", None)
    return got


# --- the field ----------------------------------------------------------------------------

def new_pile(ctx: Ctx, seat: int, energy: int) -> list[int]:
    """Start a pile with one energy card."""
    lift(ctx.st, energy)
    pile = [-1, energy]
    ctx.st.piles[seat].append(pile)
    return pile


def add_to_pile(ctx: Ctx, pile: list[int], energy: int) -> None:
    """Put an energy card onto a pile (on top of the pile's energy)."""
    lift(ctx.st, energy)
    pile.append(energy)


def enter_play(ctx: Ctx, seat: int, creature: int, pile: list[int], summoned: bool, by: int) -> None:
    """A creature enters play on a pile: summoned (Creature Phase, or an effect that says
    summon, or a switch) or put into play by an effect (004 Summon vs Put into play); it is a
    new creature that may attack (004 Field Tracking)."""
    st = ctx.st
    lift(st, creature)
    pile[0] = creature
    st.attacked.discard(creature)
    # a new creature: its once-per-turn Abilities are unused (004 Apparition Grove: two
    # Luhzarus and two Groves attack up to 6 times)
    st.used = {u for u in st.used if not u.startswith(f"{creature}:")}
    st.memo["entering"] = [creature, st.turn_no, st.phase, summoned]     # 004 Verneejus
    found = pile_of(st, creature)
    if found is not None and has_effect(st, "silence", seat=found[0]):
        # 004 Handbell Dancer Gravitas: no opposing creature Ability activates for the rest
        # of the turn, not even one that is active from the moment it hits the field
        st.effects.append({"kind": "inactive", "card": creature, "until": "end_of_turn"})
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        how = "summons" if summoned else "puts into play"
        ctx.log("summon" if summoned else "enter", f"{player(by)} {how} {ctx.name(creature)}", by, (creature,))
    if summoned:
        raise_trigger(ctx, creature, "summoned")
    else:
        raise_trigger(ctx, creature, "put_not_summon")
    raise_trigger(ctx, creature, "put_into_play")


def to_graveyard(ctx: Ctx, card: int, why: str = "") -> None:
    """Send a card to its owner's graveyard from wherever it is (a creature's energy stays)."""
    st = ctx.st
    if card == st.harmony and _harmony_returns(ctx, card):
        return
    was = lift(st, card)
    if was == "":
        return
    st.grave[st.owner[card]].append(card)
    if why and not ctx.quiet:        # (no log text for a quiet copy)
        ctx.log("graveyard", f"{ctx.name(card)} {why}", st.owner[card], (card,))
    if st.under:                          # (the calls below do nothing in the common case)
        _release_under(ctx, card, None)
    raise_trigger(ctx, card, "to_graveyard")
    if was == "pile" or was == "under":
        offer_afterthought(ctx, card, was)


def offer_afterthought(ctx: Ctx, card: int, was: str) -> None:
    """A Chrono with an Afterthought Ability that leaves play (from a pile or from beneath
    Devourer) may become an Afterthought: its owner is asked next (004 Set 5 General
    Rulings; ops_set5 "_afterthought")."""
    st = ctx.st
    c = ctx.cards[st.kinds[card]]
    if was in ("pile", "under") and c.chrono and c.afterthought and st.life[st.team[st.owner[card]]] > 0:
        st.tasks.insert(0, (st.owner[card], card, {"op": "_afterthought"}))


def _release_under(ctx: Ctx, host: int, pile: list[int] | None) -> None:
    """The cards beneath a creature that left play go to the graveyard (and may become
    Afterthoughts); when it returned to hand (`pile`: its energy), a card that stays on the
    energy takes its place (004 Devourer of Dimensions: Eroda)."""
    st = ctx.st
    for u in ctx.st.under.pop(host, []):
        st.frozen.pop(u, None)
        if (pile is not None and pile[0] < 0 and len(pile) > 1 and any(pile is p for ps in st.piles for p in ps)
                and ctx.card(u).statics("stays_on_energy")):
            pile[0] = u
            ctx.log("stay", f"{ctx.name(u)} stays on the energy", st.owner[u], (u,))
            continue
        st.grave[st.owner[u]].append(u)
        raise_trigger(ctx, u, "to_graveyard")
        offer_afterthought(ctx, u, "under")


def _harmony_returns(ctx: Ctx, card: int) -> bool:
    """A Harmony Rare's creature side leaving play returns to its Eeventide Field side, to be
    Awakened again by players who have not yet (004 Harmony Rares)."""
    st = ctx.st
    if card != st.harmony or st.harmony_by < 0:
        return False
    lift(st, card)
    st.harmony_by = -1
    ctx.log("harmony", f"{ctx.name(card)} returns to the Eeventide Field", None, (card,))
    return True


def energy_kept(ctx: Ctx, energy: int) -> bool:
    """Madness Settles: while it is in play, energy attached to its player's Chrono creatures
    is not destroyed; once the creature has left, its energy is no longer kept (004 Madness
    Settles: Tethered to Eeventide, Unsummon)."""
    st = ctx.st
    found = pile_of(st, energy)
    if found is None or found[1][0] < 0 or not ctx.card(found[1][0]).chrono:
        return False
    return any(has_static(ctx.cards, st, s, "energy_kept") and s not in st.frozen
               for seat in range(st.n) for s in st.syms[seat] if st.team[seat] == st.team[found[0]])


def destroy_energy(ctx: Ctx, energy: int) -> bool:
    """Destroy one energy card in play (to the graveyard); False when it is kept."""
    if energy_kept(ctx, energy):
        ctx.log("kept", f"{ctx.name(energy)} is not destroyed (Madness Settles)", ctx.st.owner[energy], (energy,))
        return False
    to_graveyard(ctx, energy)
    return True


def destroy_creature(ctx: Ctx, creature: int, why: str = "is destroyed") -> None:
    """Destroy a creature and all its energy (the energy first, then the creature)."""
    st = ctx.st
    found = pile_of(st, creature)
    if found is None:
        return
    for e in found[1][1:]:
        destroy_energy(ctx, e)
    if pile_of(st, creature) is not None:
        to_graveyard(ctx, creature, why)


def to_hand(ctx: Ctx, card: int) -> None:
    """Return a card to its owner's hand (its energy stays on the field as a blank pile)."""
    st = ctx.st
    if _harmony_returns(ctx, card):
        return
    found = pile_of(st, card)
    was = lift(st, card)
    st.hand[st.owner[card]].append(card)
    _release_under(ctx, card, found[1] if found is not None else None)
    raise_trigger(ctx, card, "leaves_play")
    offer_afterthought(ctx, card, was)


def freeze(ctx: Ctx, card: int, until: int | None = None, keyword: bool = True) -> bool:
    """Freeze a card in play until the End Phase of turn `until` (default: the end of its
    owner's next turn, 004 Freeze); a frozen card cannot be frozen again. keyword=False for
    effects that act like freezing without the word (Crystal Command Andromeda: not counted
    in the freeze-count)."""
    st = ctx.st
    if card in st.frozen:
        return False
    _freeze_moves(ctx, card)
    st.frozen[card] = until if until is not None else next_turn_of(st, st.owner[card])
    if not keyword:
        st.effects.append({"kind": "unkeyworded", "card": card, "until": st.frozen[card]})
    ctx.log("freeze", f"{ctx.name(card)} is frozen until the end of turn {st.frozen[card]}", st.owner[card], (card,))
    return True


def _freeze_moves(ctx: Ctx, card: int) -> None:
    """A symmetry frozen on the stack (even mid-resolution) leaves it into play, frozen, and
    the rest of its effect fizzles (004 Coldcrux, Glistening Undergrove); a symmetry attached
    as energy detaches and is a frozen symmetry in play (004 Siphon from Thoughts)."""
    st = ctx.st
    zone, seat = locate(st, card)
    base = ctx.cards[st.kinds[card]]
    if zone == "stack":
        for item in list(st.stack):
            if item.get("card") == card:
                src = item["src"]
                st.stack.remove(item)
                st.tasks = [t for t in st.tasks if not (t[1] == src and (t[2].get("item_src") == src
                                                                         or t[2].get("item_end")))]
                ctx.log("fizzle", f"{ctx.name(card)} is frozen on the stack: the rest of it fizzles",
                        item["seat"], (card,))
        st.syms[st.owner[card]].append(card)
    elif zone == "pile" and base.is_symmetry and (pile_of(st, card) or (0, [-1]))[1][0] != card:
        lift(st, card)
        st.syms[st.owner[card]].append(card)
        ctx.log("detach", f"{ctx.name(card)} detaches: a frozen symmetry, no longer an energy", seat, (card,))


def shielded(ctx: Ctx, sd: int) -> bool:
    """Flashfire's Afterthought: its side loses no Life Points to effects or Abilities (004
    Vital Sanctuary)."""
    st = ctx.st
    return any(ab.get("static") == "effect_shield" for s in range(st.n) if st.team[s] == sd
               for a in st.afters[s] for ab in ctx.card(a).afterthought)


def lose_life(ctx: Ctx, sd: int, n: int, by_attack: bool = False) -> int:
    """A side loses Life Points (never below 0); Anathema's creature side stops every change
    except creatures attacking directly (004 Anathema). The points lost."""
    st = ctx.st
    if n <= 0:
        return 0
    if not by_attack and life_locked(ctx):
        ctx.log("life", f"{side_name(st, sd)}'s Life Points cannot change (Anathema)", None)
        return 0
    if not by_attack and shielded(ctx, sd):
        ctx.log("life", f"{side_name(st, sd)} is shielded from the damage (Flashfire)", None)
        return 0
    lost = min(n, st.life[sd])
    st.life[sd] -= lost
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        ctx.log("life", f"{side_name(st, sd)} loses {lost} Life Points ({st.life[sd]} left)", None)
    return lost


def life_locked(ctx: Ctx) -> bool:
    """Anathema's creature Ability is active while the card, on either side, is visible to all
    players (on the field or in a graveyard): Life Points cannot change except by creatures
    attacking directly (004 Anathema)."""
    st = ctx.st
    cards = ctx.cards
    for seat in range(st.n):
        for zone in (st.grave[seat], st.syms[seat]):
            for c in zone:
                if _locks_life(ctx, c):
                    return True
        for pile in st.piles[seat]:
            if pile[0] >= 0 and _locks_life(ctx, pile[0]):
                return True
    return bool(cards) and False


def _locks_life(ctx: Ctx, card: int) -> bool:
    base = ctx.cards[ctx.st.kinds[card]]
    if base.statics("life_locked"):
        return True
    return bool(base.back) and bool(ctx.card_by_id(base.back).statics("life_locked"))
