"""What one Eternal seat may know, and full states sampled consistently with that knowledge.

Hidden (000 1.2): the order and contents of both decks, the other player's hand (except
cards known to both, `revealed`: units returned to hand, created cards), the other
player's market, and which card each hidden instance is. Decklists are public (the
setup names them), so the multiset of each player's unseen cards is public too.

The game part of an Eternal Observation (core/observation.py; `seat` None = everything,
for replays) is an `EternalObservation`, built by `observation()` only when asked for and
independent of the live state by construction: every container in it is fresh (the state
is a deep copy, never a JSON round trip), the per-unit numbers are frozen `UnitView`s, and
the mappings are read-only views of dicts made for this observation alone. Two
observations of the same position compare equal field by field.

    state: EternalState, a deep copy of the state with the hidden parts masked.
        For a seat (seat None: the whole state, rng included, unmasked):
        kinds[i] is -1 for a hidden instance; hidden slots of `decks`, `hands` and
        `markets` hold -1 (their order and length are kept); `info` has no entry for a
        hidden instance, nor `retyped`; `rng` is Rng(0); another seat's pending `choice` is
        {"seat", "prompt": "Player N is choosing", "min", "max", "by", "act",
        "hidden": True} and `tasks` is [] (the paused effects may name the chooser's
        hidden cards). The observer's own `choice` is {"seat", "prompt", "options",
        "picks", "min", "max", "by" ("card": options are instances or players, answered
        one pick at a time with Action(act, seat, target=option) and
        Action(act, seat, choice="done") once "min" picks are made; "value": options are
        strings, answered with Action("choose", seat, choice=option)), "labels" (text for
        value options), "src" (the card asking), "act" ("choose", or "order" for the
        attacker's damage order: Action("order", seat, card=src, target=blocker)), "peek"
        (it shows the top card)}.
        Useful fields: turn (seat whose turn it is), turn_no, first, phase ("mulligan",
        "main1", "declare", "block", "prefight", "main2", "end", "over" ...), health,
        armor, power, max_power, influence ([F, T, J, P, S] counts), boards (units and
        sites in play order), relics (relics, relic weapons, cursed relics on a player),
        weapon / site (instance or -1), powers, voids, stack (bottom first: dicts with
        kind "spell" | "trigger" | "ability" | "attack", seat, src, card, target, react,
        resolving), prio (seat answering the top of the stack, -1 none), window
        ([holder, passes, both] in the Pre-Fight / End windows), attackers, blocks
        ({attacker: [blockers]}), attack_site, night_until (Night while
        turn_no <= night_until), pshield (player Aegis), revealed, winners, summary.
        Targets name players as -1 - seat.
    cards: {instance: card id} for every visible instance (kinds[i] >= 0).
    units: {instance: UnitView} for every unit and site on a playmat: attack, health
        (before damage), damage, exhausted, stunned, new (entered this turn), keywords
        (skill names, in cards.KEYWORDS order), warcry, shield (an unspent Aegis),
        silenced, attachments (instances, in order).
    night: whether it is Night now.
    deck_counts, hand_counts, market_counts: per seat.
    unseen: per seat, the sorted hidden instances; unseen_cards: per seat, the sorted card
        ids of those instances (which is which is the hidden part).
    peek: the card id on top of the observer's own deck when they may see it (a Warp
        card, a Scout choice, Panoptic Guardian's turn), else None.

While Panoptic Guardian lets a player "see the top card of each deck this turn"
(sight.sees_tops), the top card of each deck is not hidden from that player (the other
player's top included: its slot in `state.decks` holds its instance, `cards` names it),
and the new top card after a draw is seen in turn; the other seat sees neither.

`determinize` / `determinizer` deal the unseen cards of an observation at random into its
hidden places; `resample_hidden` does the same from a true state (for the conformance
suite's proof that observations never depend on hidden cards). No deal puts a card where
the observer would see it: a Warp card on top of the observer's own deck is revealed to
them (003 Warp), so when that top is hidden it is dealt a card without Warp.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ...core.rng import Rng
from .acts import is_night
from .cards import KEYWORDS, KW, Card
from .uses import game_uses, kind_masks
from .sight import sees_tops
from .state import EternalState
from .stats import attack, health, keywords, stunned, warcry

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class UnitView:
    """The numbers of one unit or site on a playmat, as the view and bots read them."""

    attack: int
    health: int              # before damage
    damage: int
    exhausted: bool
    stunned: bool
    new: bool                # entered this turn
    keywords: tuple[str, ...]
    warcry: int
    shield: bool             # an unspent Aegis
    silenced: bool
    attachments: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EternalObservation:
    """The Eternal part of an Observation; see the module docstring for every field."""

    state: EternalState
    cards: Mapping[int, str]
    units: Mapping[int, UnitView]
    night: bool
    deck_counts: Pair
    hand_counts: Pair
    market_counts: Pair
    unseen: tuple[tuple[int, ...], tuple[int, ...]]
    unseen_cards: tuple[tuple[str, ...], tuple[str, ...]]
    peek: str | None

    def __post_init__(self) -> None:
        # read-only views over dicts of this observation's own
        object.__setattr__(self, "cards", MappingProxyType(dict(self.cards)))
        object.__setattr__(self, "units", MappingProxyType(dict(self.units)))

    def __reduce__(self) -> tuple[Any, ...]:
        # mappingproxy does not pickle: rebuild from plain dicts (Observations travel to
        # the bot worker process pickled)
        return (EternalObservation, (self.state, dict(self.cards), dict(self.units), self.night,
                                     self.deck_counts, self.hand_counts, self.market_counts,
                                     self.unseen, self.unseen_cards, self.peek))


WARP = KW["warp"]


def _peek_top(st: EternalState, cards: tuple[Card, ...], seat: int) -> int:
    """The top card of `seat`'s own deck when that seat may see it, else -1."""
    deck = st.decks[seat]
    if not deck:
        return -1
    ch = st.choice
    if ch is not None and ch["seat"] == seat and ch.get("peek"):
        return deck[-1]
    if keywords(st, cards, deck[-1]) & WARP:
        return deck[-1]
    if st.links and sees_tops(st, seat):   # Panoptic Guardian: "You see the top card of each deck this turn"
        return deck[-1]
    return -1


def _unwarp_top(st: EternalState, cards: tuple[Card, ...], seat: int, others: list[int], rng: Rng,
                move: Callable[[int, int], None]) -> None:
    """Keep a dealt Warp card off the top of the observer's own deck when its top was hidden.

    003 Warp: a Warp card on top of a deck is revealed to its controller, so a deal that put
    one on the observer's hidden top would contradict the observation (and let a bot plan
    to play a card it could not know). Only when that happens (the RNG is used as before
    otherwise) the top trades places, via `move(top, other)`, with a uniformly chosen card
    of `others` (the observer's other hidden deck cards) that would not be seen there; the
    result is a uniform deal among those whose top stays hidden. With no such card the
    observation could not have hidden the top (barring hidden state no deal can know, such
    as a silenced Warp card put back into the deck), and the deal is left as it is.
    """
    top = st.decks[seat][-1]
    if not keywords(st, cards, top) & WARP:
        return
    fits = [c for c in others if not keywords(st, cards, c) & WARP]
    if fits:
        move(top, fits[rng.below(len(fits))])


def hidden_slots(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[tuple[str, int, int]]:
    """(zone, owner seat, index) of every card `seat` cannot see."""
    out: list[tuple[str, int, int]] = []
    revealed = set(st.revealed)
    foe = 1 - seat
    out += [("hands", foe, i) for i, c in enumerate(st.hands[foe]) if c not in revealed]
    seen = len(st.decks[foe]) - 1 if st.links and sees_tops(st, seat) else -1   # Panoptic Guardian: their top
    out += [("decks", foe, i) for i in range(len(st.decks[foe])) if i != seen]
    out += [("markets", foe, i) for i in range(len(st.markets[foe]))]
    top = _peek_top(st, cards, seat)
    out += [("decks", seat, i) for i, c in enumerate(st.decks[seat]) if c != top]
    return out


def redacted_state(st: EternalState, cards: tuple[Card, ...], seat: int | None) -> tuple[EternalState, list[list[int]]]:
    """A deep copy of `st` with what `seat` cannot see masked (see the module docstring),
    and per owner the hidden instances in the order of `hidden_slots`."""
    out = st.deep_copy()
    hidden: list[list[int]] = [[], []]
    if seat is None:
        return out, hidden
    out.rng = Rng(0)
    kinds = out.kinds
    for zone, owner, i in hidden_slots(st, cards, seat):
        slots = getattr(out, zone)[owner]
        c = slots[i]
        hidden[owner].append(c)
        kinds[c] = -1
        slots[i] = -1
    for owner in (0, 1):
        for c in hidden[owner]:
            out.info.pop(c, None)
            if out.retyped:   # a hidden card's changed unit types (unit_types.py) are hidden too
                out.retyped.pop(c, None)
    ch = st.choice
    if ch is not None and ch["seat"] != seat:
        out.choice = {"seat": ch["seat"], "prompt": f"Player {ch['seat'] + 1} is choosing", "min": ch["min"],
                      "max": ch["max"], "by": ch["by"], "act": ch.get("act", "choose"), "hidden": True}
        out.tasks = []   # the paused effects may name the chooser's hidden cards
    return out, hidden


def unit_view(st: EternalState, cards: tuple[Card, ...], u: int) -> UnitView:
    """The numbers of a unit or site on a playmat now."""
    i = st.info[u]
    bits = keywords(st, cards, u)
    return UnitView(attack=attack(st, cards, u), health=health(st, cards, u), damage=i.dmg, exhausted=bool(i.ex),
                    stunned=stunned(st, cards, u), new=i.entered >= st.turn_no,
                    keywords=tuple(k for k in KEYWORDS if bits & KW[k]), warcry=warcry(st, cards, u),
                    shield=bool(i.shield and bits & KW["aegis"]), silenced=bool(i.silenced), attachments=tuple(i.att))


def observation(st: EternalState, cards: tuple[Card, ...], seat: int | None) -> EternalObservation:
    """What `seat` may know of `st` (None: the whole state, for replays); shares nothing with it."""
    data, hidden = redacted_state(st, cards, seat)
    top = _peek_top(st, cards, seat) if seat is not None else -1
    return EternalObservation(
        state=data,
        cards={i: cards[k].id for i, k in enumerate(data.kinds) if k >= 0},
        units={u: unit_view(st, cards, u) for s in (0, 1) for u in st.boards[s]},
        night=is_night(st),
        deck_counts=(len(st.decks[0]), len(st.decks[1])),
        hand_counts=(len(st.hands[0]), len(st.hands[1])),
        market_counts=(len(st.markets[0]), len(st.markets[1])),
        unseen=(tuple(sorted(hidden[0])), tuple(sorted(hidden[1]))),
        unseen_cards=(tuple(sorted(cards[st.kinds[c]].id for c in hidden[0])),
                      tuple(sorted(cards[st.kinds[c]].id for c in hidden[1]))),
        peek=cards[st.kinds[top]].id if top >= 0 else None,
    )


def determinize(obs: EternalObservation, cards: tuple[Card, ...], seat: int, rng: Rng) -> EternalState:
    """Deal every card `seat` cannot see at random into the hidden places it could be."""
    return determinizer(obs, cards, seat)(rng)


def determinizer(obs: EternalObservation, cards: tuple[Card, ...], seat: int) -> Callable[[Rng], EternalState]:
    """A fast `determinize` for many deals of one observation: the observation is read once;
    each call copies that state and deals the hidden cards' identities at random.

    Hidden instance numbers keep fixed places (which number is where says nothing), so one
    shuffle per player deals a uniformly random identity to every hidden card: the unseen
    instances, smallest first, fill each owner's hidden slots of hand, deck and market in
    that order, then each deal shuffles the owner's unseen card ids onto them. When the
    observer's own top card is hidden and the shuffle put a Warp card there, it trades
    places with a uniformly chosen non-Warp hidden card of that deck (`_unwarp_top`)."""
    seen = obs.state
    ch = seen.choice
    if ch is not None and ch.get("hidden"):
        raise ValueError("cannot determinize while another seat's choice is pending")
    index = {c.id: c.index for c in cards}
    base = seen.deep_copy()
    base.rng = Rng(0)
    base.info = {k: base.info[k] for k in sorted(base.info)}
    hidden: list[tuple[list[int], list[int]]] = []
    for owner in (0, 1):
        ids = list(obs.unseen[owner])
        hidden.append((ids, [index[cid] for cid in obs.unseen_cards[owner]]))
        free = ids[::-1]
        for zone in (base.hands, base.decks, base.markets):
            slots = zone[owner]
            for i, c in enumerate(slots):
                if c == -1:
                    slots[i] = free.pop()
    # the observer's own top card hidden: no deal may put a Warp card there (003 Warp)
    own = seen.decks[seat]
    top_hidden = bool(own) and own[-1] == -1
    others = [base.decks[seat][i] for i, c in enumerate(own[:-1]) if c == -1]
    # every deal holds the seen cards and the same hidden ones: the hooks they can set off (uses.py)
    masks = kind_masks(cards)
    uses = game_uses([k for k in base.kinds if k >= 0] + [k for _, pool in hidden for k in pool], cards)

    def deal(rng: Rng) -> EternalState:
        st = base.clone()
        kinds = st.kinds
        for ids, pool in hidden:
            pool = pool[:]
            rng.shuffle(pool)
            for c, k in zip(ids, pool):
                kinds[c] = k
        if top_hidden:
            def trade(a: int, b: int) -> None:   # the identities trade places
                kinds[a], kinds[b] = kinds[b], kinds[a]
            _unwarp_top(st, cards, seat, others, rng, trade)
        st.rng = Rng(rng.next_u64())
        st.masks, st.uses = masks, uses
        return st

    return deal


def resample_hidden(st: EternalState, cards: tuple[Card, ...], seat: int, rng: Rng) -> EternalState:
    """A copy of the true state with everything `seat` cannot see dealt again at random.

    Works from the state itself, not the observation: the conformance suite uses it to
    prove that observations (and bots) never depend on hidden cards. Like `determinizer`,
    it never leaves a Warp card on the observer's hidden top (003 Warp).
    """
    out = st.clone()
    slots = hidden_slots(out, cards, seat)
    deck = out.decks[seat]
    top_hidden = bool(deck) and _peek_top(st, cards, seat) < 0
    for owner in (0, 1):
        mine = [(z, i) for z, o, i in slots if o == owner]
        ids = [getattr(out, z)[owner][i] for z, i in mine]
        kinds = [out.kinds[c] for c in ids]
        rng.shuffle(kinds)
        for c, k in zip(ids, kinds):
            out.kinds[c] = k
        rng.shuffle(ids)
        for (z, i), c in zip(mine, ids):
            getattr(out, z)[owner][i] = c
    if top_hidden:   # 003 Warp: the observer's hidden top must stay hidden
        def trade(a: int, b: int) -> None:   # the instances (with their records) trade places
            i, j = deck.index(a), deck.index(b)
            deck[i], deck[j] = b, a
        others = [deck[i] for z, o, i in slots if z == "decks" and o == seat and i != len(deck) - 1]
        _unwarp_top(out, cards, seat, others, rng, trade)
    return out
