"""The ops the Set 3-4 cards add to the effect vocabulary (see vocab_set34.py): revealed
cards sending an opponent's card away (Vanquish), rarity bursts (Carcery), negating and
silencing Abilities (Crystallize, Handbell Dancer Gravitas), energy gained and switched
(Guild Warfare, Vastion, Paladin's Parable, Drangel), redirecting targets (Planetary Crag),
graveyard and Main Deck moves (Amethyst Voidcap, Turbine Apparatus, Dragonis Warden,
Horncrest Cloudgorger, Starlit Expanse), the starting hand (Ephemra) and all-or-nothing
conditions. Attack rules (Roxanne, Mistrai Driftwood, Howling Synthesis), discard
replacement (Embershard Siren) and Starsleet Downpour are in ops_set34_b.py."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..common import stack as common_stack
from .context import Ctx, Op, op, player
from .field import creatures_of_side, is_blank, opponents, pile_of, side, team_seats
from .legality import condition_met
from .moves import (
    add_to_pile,
    destroy_energy,
    draw,
    enter_play,
    lift,
    lose_life,
    to_graveyard,
)
from .ops_core import affected, discard_card, target_cards
from .targets import EXTRA_TARGETS
from .triggers import raise_trigger

# --- staged choices -------------------------------------------------------------------------


def answers(o: Op, picks: Any) -> Op:
    """The op with an answered pick folded in under the key it was asked for."""
    if picks is not None and "_await" in o:
        key = o["_await"]
        o = {k: v for k, v in o.items() if k != "_await"}
        o[key] = list(picks)
    return o


def ask(ctx: Ctx, seat: int, src: int, o: Op, key: str, prompt: str, options: list[Any], lo: int = 1,
        hi: int = 1, by: str = "card", labels: list[str] | None = None) -> list[Any] | None:
    """The answer saved under `key`, a forced answer, or None while the question is open
    (the op runs again with it: fold it in with answers())."""
    if key in o:
        return list(o[key])
    return ctx.pick(seat, src, {**o, "_await": key}, prompt, options, lo, hi, by=by, labels=labels)


def gain(ctx: Ctx, creature: int, n: int) -> int:
    """A creature in play gains n energy from its pile's player's Energy Deck (a teammate's
    cards stay separate: 004 Team Battles); the energy gained."""
    st = ctx.st
    found = pile_of(st, creature)
    if found is None:
        return 0
    pile_seat, pile = found
    got = 0
    for _ in range(n):
        deck = st.edeck[pile_seat] or st.edeck[st.owner[creature]]
        if not deck:
            break
        e = deck[-1]
        add_to_pile(ctx, pile, e)
        st.touched.add(e)
        got += 1
    if got:
        ctx.log("energy", f"{ctx.name(creature)} gains {got} energy", pile_seat, (creature,))
    return got


def _env(o: Op) -> Op:
    return {k: v for k, v in o.items() if k in ("t", "item_src")}


# --- target words ---------------------------------------------------------------------------

def _own_grave_card(ctx: Ctx, seat: int, src: int) -> list[int]:
    """Creature and symmetry cards in your graveyard (not a freeze-locked one: 004 Vanciere)."""
    st = ctx.st
    if seat in st.grave_lock:
        return []
    return [c for c in st.grave[seat] if not ctx.card(c).is_energy]


def _shardfolk_targeting_item(ctx: Ctx, seat: int, src: int) -> list[int]:
    """Opposing effects and Abilities waiting on the stack that target another Shardfolk of
    yours (004 Planetary Crag: symmetries too; what affects all creatures is not targeted)."""
    st = ctx.st
    mine = side(st, seat)
    shardfolk = {c for c in creatures_of_side(st, mine) if c != src and "Shardfolk" in ctx.card(c).guilds}
    return [it["src"] for it in st.stack if not it.get("resolving") and st.team[it["seat"]] != mine
            and any(x in shardfolk for x in it["t"])]


EXTRA_TARGETS["own_grave_card"] = _own_grave_card
EXTRA_TARGETS["shardfolk_targeting_item"] = _shardfolk_targeting_item


# --- Vanquish, Reverser of Time ------------------------------------------------------------

@op("send_opponent_deck_card")
def _op_send_opponent_deck_card(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The player revealing this card may send one card of an opponent's Main Deck to its
    graveyard: the top card, or one being revealed, which is still part of that deck (004
    Vanquish / Mortarbloom Liege). Who reveals: the controller of the effect resolving now
    (Clarity Cannon reveals the opponent's deck), else the card's owner (Council of Galaxies)."""
    st = ctx.st
    item = common_stack.resolving(st.stack)
    revealer = int(item["seat"]) if item is not None else seat
    busy = st.memo.get("revealing", [])
    options: list[int] = []
    for s in opponents(st, revealer):
        deck = st.main[s]
        for c in ([deck[-1]] if deck else []) + [c for c in busy if c in deck]:
            if c not in options:
                options.append(c)
    if picks is None:
        picks = ctx.pick(revealer, src, o, f"{ctx.name(src)}: send a card of an opponent's Main Deck to the "
                                           "graveyard (or Done for none)", options, 0, 1)
        if picks is None:
            return
    for c in picks:
        to_graveyard(ctx, int(c), f"is sent from {player(st.owner[int(c)])}'s Main Deck to the graveyard")


# --- Carcery the Chemical Oddity -----------------------------------------------------------

RARITY_GROUPS = ("common", "uncommon", "rare")


@op("rarity_trio_burst")
def _op_rarity_trio_burst(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """With a Common, an Uncommon and a Rare creature in play, exactly one of each (the
    player's choice; Carcery may be its own Rare) loses all its energy and the opponent loses
    that much Life; otherwise you lose n Life Points (004 Carcery: all or nothing)."""
    st = ctx.st
    o = answers(o, picks)
    sd = side(st, seat)
    mine = creatures_of_side(st, sd)

    def group(c: int) -> str:
        return "rare" if ctx.card(c).is_rare else ctx.card(c).rarity
    groups = {g: [c for c in mine if group(c) == g] for g in RARITY_GROUPS}
    if any(not groups[g] for g in RARITY_GROUPS):
        ctx.log("carcery", f"{ctx.name(src)}: not one creature of each rarity in play", seat, (src,))
        lose_life(ctx, sd, int(o.get("n", 2)))
        return
    opp = opponents(st, seat)
    who = ask(ctx, seat, src, o, "opp", f"{ctx.name(src)}: choose an opponent", opp, by="value",
              labels=[player(s) for s in opp])
    if who is None:
        return
    o = {**o, "opp": who}
    chosen: list[int] = []
    for g in RARITY_GROUPS:
        got = ask(ctx, seat, src, o, g, f"{ctx.name(src)}: choose your {g.capitalize()} creature", groups[g])
        if got is None:
            return
        o = {**o, g: got}
        chosen.append(int(got[0]))
    burst = 0
    for c in chosen:
        found = pile_of(st, c)
        for e in (found[1][1:] if found is not None else []):
            if destroy_energy(ctx, e):
                burst += 1
    ctx.log("carcery", f"{ctx.name(src)} bursts {burst} energy", seat, tuple(chosen))
    if who and burst:
        lose_life(ctx, st.team[int(who[0])], burst)


# --- Starlit Expanse, Amethyst Voidcap, Turbine Apparatus, Dragonis Warden, Horncrest -----

@op("hand_to_deck_top")
def _op_hand_to_deck_top(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Put n creature or symmetry cards from your hand on top of your Main Deck; energy never
    enters the Main Deck (004 Starlit Expanse)."""
    st = ctx.st
    n = int(o.get("n", 1))
    options = [c for c in st.hand[seat] if not ctx.card(c).is_energy]
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: put {n} card(s) on top of your Main Deck", options, n, n)
        if picks is None:
            return
    for c in picks:
        lift(st, int(c))
        st.main[seat].append(int(c))
    if picks:
        ctx.log("deck", f"{player(seat)} puts {len(picks)} card(s) on top of the Main Deck", seat)


@op("grave_to_deck_top")
def _op_grave_to_deck_top(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The targeted graveyard card goes on top of its owner's Main Deck (004 Amethyst Voidcap)."""
    st = ctx.st
    for t in target_cards(o):
        owner = st.owner[t]
        if t in st.grave[owner]:
            lift(st, t)
            st.main[owner].append(t)
            ctx.log("deck", f"{ctx.name(t)} goes on top of {player(owner)}'s Main Deck", seat, (t,))


@op("grave_to_deck_bottom")
def _op_grave_to_deck_bottom(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """A creature of the given type from your graveyard goes to the bottom of your Main Deck."""
    st = ctx.st
    guild = o.get("guild")
    options = [c for c in st.grave[seat] if ctx.card(c).is_creature and (guild is None or guild in ctx.card(c).guilds)]
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a {guild or ''} creature in your graveyard",
                         options, 1, 1)
        if picks is None:
            return
    for c in picks:
        lift(st, int(c))
        st.main[seat].insert(0, int(c))
        ctx.log("deck", f"{ctx.name(int(c))} goes to the bottom of {player(seat)}'s Main Deck", seat, (int(c),))


@op("to_deck_bottom")
def _op_to_deck_bottom(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The targeted creature goes to the bottom of its owner's Main Deck; its energy stays as
    a blank pile (004 Dragonis Warden)."""
    st = ctx.st
    for t in target_cards(o):
        if affected(ctx, src, t) and pile_of(st, t) is not None:
            lift(st, t)
            st.main[st.owner[t]].insert(0, t)
            ctx.log("deck", f"{ctx.name(t)} goes to the bottom of {player(st.owner[t])}'s Main Deck", seat, (t,))


@op("send_top_to_grave")
def _op_send_top_to_grave(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """You may send the top card of your Main Deck to the graveyard ("team": of any player on
    your team, 004 Horncrest Cloudgorger); if one is sent, the "then" ops happen."""
    st = ctx.st
    seats = team_seats(st, seat) if o.get("who") == "team" else [seat]
    options = [s for s in seats if st.main[s]] + [-1]
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: send the top card of a Main Deck to the graveyard?",
                         options, 1, 1, by="value",
                         labels=[f"{player(s)}'s Main Deck" for s in options[:-1]] + ["No"])
        if picks is None:
            return
    s = int(picks[0])
    if s < 0:
        return
    to_graveyard(ctx, st.main[s][-1], f"is sent from the top of {player(s)}'s Main Deck to the graveyard")
    ctx.push([(seat, src, {**step, **_env(o)}) for step in o.get("then", [])])


@op("if_then")
def _op_if_then(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """All or nothing: the "then" ops happen only when the condition holds now, else the
    "else" ops (004 Turbine Apparatus: nothing happens without a Machine in the graveyard)."""
    ok = condition_met(ctx, seat, o.get("cond"))
    if not ok:
        ctx.log("condition", f"{ctx.name(src)}: its requirement is not met; nothing happens", seat, (src,))
    ctx.push([(seat, src, {**step, **_env(o)}) for step in o.get("then" if ok else "else", [])])


@op("draw_into_starting_hand")
def _op_draw_into_starting_hand(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Draw n cards from each deck; they are part of the starting hand, so their own "start
    of the game" Abilities trigger too (004 Ephemra: a 2nd Ephemra drawn this way)."""
    n = int(o.get("n", 1))
    for c in draw(ctx, seat, n, n):
        if c in ctx.st.hand[seat]:
            raise_trigger(ctx, c, "start_of_game")


# --- Crystallize, Handbell Dancer Gravitas ------------------------------------------------

def _negate_waiting(ctx: Ctx, spare: Callable[[int, int], bool]) -> None:
    """Negate the creature Abilities waiting on the stack (and those triggered, not yet on
    it) that spare(seat, source) does not spare."""
    st = ctx.st
    for it in st.stack:
        if it["kind"] == "ability" and not it.get("resolving") and not it.get("aft") \
                and ctx.card(it["src"]).is_creature and not spare(it["seat"], it["src"]):
            it["neg"] = True
            ctx.log("negate", f"{ctx.name(it['src'])}'s Ability is negated", it["seat"], (it["src"],))
    st.pending = [t for t in st.pending if t[2].get("aft") or not ctx.card(t[1]).is_creature or spare(t[0], t[1])]


@op("negate_abilities")
def _op_negate_abilities(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The targeted creature's Ability is inactive until the end of the turn, and its Ability
    waiting on the stack is negated (004 Crystallize: an on-summon Ability is stopped and does
    not trigger again later)."""
    st = ctx.st
    for t in target_cards(o):
        if not affected(ctx, src, t):
            continue
        st.effects.append({"kind": "inactive", "card": t, "until": "end_of_turn"})
        ctx.log("negate", f"{ctx.name(t)}'s Ability is negated until the end of the turn", seat, (t,))
        _negate_waiting(ctx, lambda s, c: c not in target_cards(o))


@op("silence_opponents")
def _op_silence_opponents(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Opposing creature Abilities cannot activate for the rest of the turn: those waiting
    to resolve are negated, and creatures the opponents put into play later have no active
    Ability this turn (moves.enter_play); those already active stay active (004 Handbell
    Dancer Gravitas)."""
    st = ctx.st
    opp = opponents(st, seat)
    for s in opp:
        st.effects.append({"kind": "silence", "seat": s, "until": "end_of_turn"})
    ctx.log("silence", f"{ctx.name(src)}: opposing creature Abilities cannot activate this turn", seat, (src,))
    _negate_waiting(ctx, lambda s, c: s not in opp)


# --- energy: Guild Warfare, Vastion, Drangel, Paladin's Parable ---------------------------

@op("add_energy_each")
def _op_add_energy_each(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Each of your creatures gains n energy (004 Guild Warfare)."""
    for c in creatures_of_side(ctx.st, side(ctx.st, seat)):
        if affected(ctx, src, c):
            gain(ctx, c, int(o.get("n", 1)))


@op("gain_energy")
def _op_gain_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This creature gains n energy ("if_attacking": only while it is the attacker, 004
    Priority: Vastion the World's Hollow)."""
    a = ctx.st.attack
    if o.get("if_attacking") and (a is None or a["creature"] != src):
        return
    gain(ctx, src, int(o.get("n", 1)))


@op("pump_attacker")
def _op_pump_attacker(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """An attacker of yours of the given rarity and types, attacking a Rare creature when
    "vs_rare", gains n energy as the attack is declared (004 Mistrai Driftwood: Drangel's
    energy stays even if the attack then passes through)."""
    st = ctx.st
    attacker, target = int(o.get("attacker", -1)), int(o.get("target", -1))
    if attacker < 0 or pile_of(st, attacker) is None:
        return
    card = ctx.card(attacker)
    if o.get("rarity") and card.rarity != o["rarity"]:
        return
    if o.get("guilds") and not set(card.guilds) & set(o["guilds"]):
        return
    if o.get("vs_rare") and (target < 0 or not ctx.card(target).is_rare):
        return
    gain(ctx, attacker, int(o.get("n", 1)))


@op("swap_battle_energy")
def _op_swap_battle_energy(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The two battling creatures switch energy (004 Priority: Paladin's Parable)."""
    st = ctx.st
    a = st.attack
    if a is None or a["target"] < 0:
        return
    other = a["target"] if src == a["creature"] else a["creature"] if src == a["target"] else -1
    mine = pile_of(st, src)
    theirs = pile_of(st, other) if other >= 0 else None
    if mine is None or theirs is None:
        return
    pa, pb = mine[1], theirs[1]
    ea, eb = pa[1:], pb[1:]
    del pa[1:]
    del pb[1:]
    pa.extend(eb)
    pb.extend(ea)
    st.touched.update(ea + eb)
    ctx.log("switch", f"{ctx.name(src)} and {ctx.name(other)} switch energy ({len(eb)} and {len(ea)})", seat,
            (src, other))


@op("_order_same_abilities")
def _op_order_same_abilities(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The turn player chooses which of the same Ability triggered on both sides resolves
    first (004 Paladin's Parable, like symmetries unfreezing together)."""
    st = ctx.st
    items = [it for it in st.stack if it["src"] in o["srcs"] and not it.get("resolving")]
    if len(items) < 2:
        return
    if picks is None:
        picks = ctx.pick(st.turn, -1, o, "Choose which Ability resolves first", [it["src"] for it in items], 1, 1)
        if picks is None:
            return
    first = next(it for it in items if it["src"] == int(picks[0]))
    slots = sorted(st.stack.index(it) for it in items)
    rest = [it for it in items if it is not first]
    for k, it in zip(slots, rest + [first]):
        st.stack[k] = it
    ctx.log("order", f"{ctx.name(first['src'])}'s Ability resolves first", st.turn, (first["src"],))


# --- Planetary Crag of the Cosmos ---------------------------------------------------------

@op("redirect_to_self")
def _op_redirect_to_self(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The targeted stack item's targets among your other Shardfolk become this creature,
    and cannot be changed afterwards, not even by Playback; a freeze moved onto an already
    frozen Crag fizzles (004 Planetary Crag of the Cosmos)."""
    st = ctx.st
    mine = creatures_of_side(st, side(st, seat))
    for t in target_cards(o):
        for it in st.stack:
            if it["src"] == t and not it.get("resolving"):
                new: list[int] = []
                for x in it["t"]:
                    y = src if x != src and x in mine and "Shardfolk" in ctx.card(x).guilds else x
                    if y not in new:
                        new.append(y)
                it["t"] = new
                it["locked"] = True
                ctx.log("redirect", f"{ctx.name(t)} now targets {ctx.name(src)}", seat, (t, src))
                break


# --- Nebulawood Barrier, Reevaluate ---------------------------------------------------------

@op("put_from_hand")
def _op_put_from_hand(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Put a creature from your hand into play on the targeted blank pile (not a summon)."""
    st = ctx.st
    piles = [pile_of(st, t) for t in target_cards(o)]
    found = next((p for p in piles if p is not None and is_blank(st, p[1])), None)
    options = [c for c in st.hand[seat] if ctx.card(c).is_creature]
    if found is None or not options:
        return
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: choose a creature to put into play", options, 1, 1)
        if picks is None:
            return
    enter_play(ctx, seat, int(picks[0]), found[1], summoned=False, by=seat)


@op("discard_any_draw_same")
def _op_discard_any_draw_same(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Discard any number of cards, then draw as many as were discarded; a card put into play
    instead of being discarded is not counted (004 Embershard Siren, Reevaluate)."""
    st = ctx.st
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: discard any number of cards, then Done",
                         st.hand[seat][:], 0, len(st.hand[seat]))
        if picks is None:
            return
    n = sum(1 for c in picks if discard_card(ctx, seat, int(c), otherwise=[{"op": "draw", "n": 1, "who": "you"}]))
    draw(ctx, seat, n, 0)


from . import ops_set34_b

__all__ = ["ops_set34_b"]
