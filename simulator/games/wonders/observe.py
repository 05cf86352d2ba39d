"""What one Wonders seat may know, and full states sampled consistently with that knowledge.

Hidden: the order and contents of both decks, the other player's hand, which card each
hidden instance is, the RNG, and another player's pending choice. Public: The World (face-
down cards show only their backs), The Abyss, banishment, archives, stones, resources, the
counts of hands and decks. Decklists are public (the setup names them), so the multiset of
each player's unseen cards is public too (as in Eternal).

The game part of a Wonders Observation is a `WondersObservation`, built only when asked:

    state: a deep copy of the WondersState with the hidden parts masked: kinds[i] is -1
        for a hidden instance and its slot in `hands`/`decks` holds -1 (order and length
        kept); rng is Rng(0); another seat's pending `choice` is {"seat", "prompt", "min",
        "max", "by", "hidden": True} and `tasks`/`pending` are [] (they may name hidden
        cards). Seat None (replays): everything.
    cards: {instance: card id} for every visible instance.
    powers: {Wonder in The World: its power as players read it ("5", "∞")}.
    parts: {Wonder: ((why, value), ...)}: the order of operations behind the power.
    realm_power: per realm, per seat, the side's total power ("" for a locked realm).
    stones: stones each seat holds now (the score).
    keywords: {card in The World: its keywords now, sorted}.
    nullified: the cards in The World whose text is blank now.
    costs: {card in a hand, or a deck's top card its owner may play (Eye of the Maelstrom),
        that the seat sees and whose cost is modified: (energy to play it now, ((why,
        change), ...))}: plays.play_cost and its parts (001 7 Orbital Link).
    deck_counts, hand_counts: per seat.
    unseen, unseen_cards: per seat, the hidden instances and the sorted ids of their cards.
"""
from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ...core.rng import Rng
from .cards import KEYWORDS, Card
from .plays import cost_parts
from .power import format_power, power, power_parts, side_power
from .state import ACTIVE, WondersState, forget_kinds
from .world import (
    in_world,
    is_wonder,
    keyword_count,
    nullified_set,
    static_abilities,
    stones_held,
)

Pair = tuple[int, int]
_SHOWN_KEYWORDS = tuple(sorted(KEYWORDS - {"link", "eternal", "stone", "any_power_symbiosis", "attuned",
                                           "protector", "shield", "celestial", "growth", "null"}))


@dataclass(frozen=True)
class WondersObservation:
    """The Wonders part of an Observation; see the module docstring."""

    state: WondersState
    cards: Mapping[int, str]
    powers: Mapping[int, str]
    parts: Mapping[int, tuple[tuple[str, str], ...]]
    realm_power: tuple[tuple[str, ...], ...]
    stones: tuple[int, ...]
    keywords: Mapping[int, tuple[str, ...]]
    nullified: frozenset[int]
    deck_counts: Pair
    hand_counts: Pair
    unseen: tuple[tuple[int, ...], tuple[int, ...]]
    unseen_cards: tuple[tuple[str, ...], tuple[str, ...]]
    costs: Mapping[int, tuple[int, tuple[tuple[str, int], ...]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in ("cards", "powers", "parts", "keywords", "costs"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))

    def __reduce__(self) -> tuple[Any, ...]:
        return (WondersObservation, (self.state, dict(self.cards), dict(self.powers), dict(self.parts),
                                     self.realm_power, self.stones, dict(self.keywords), self.nullified,
                                     self.deck_counts, self.hand_counts, self.unseen, self.unseen_cards,
                                     dict(self.costs)))


def deep_copy(st: WondersState) -> WondersState:
    """A copy sharing nothing with `st` (clone() shares op and effect internals)."""
    out = st.clone()
    out.tasks = [(s, c, copy.deepcopy(op)) for s, c, op in st.tasks]
    out.pending = [(s, c, copy.deepcopy(op)) for s, c, op in st.pending]
    out.effects = copy.deepcopy(st.effects)
    out.memo = copy.deepcopy(st.memo)
    out.choice = copy.deepcopy(st.choice)
    out.battle = copy.deepcopy(st.battle)
    return out


def peek_top(st: WondersState, cards: tuple[Card, ...], seat: int) -> int:
    """The top card of `seat`'s own deck when that seat may look at it (Eye of the
    Maelstrom lets it play that card as if in hand: 001 4 Core Mechanic), else -1."""
    deck = st.decks[seat]
    if deck and any(s == seat for _r, s, _i, _a in static_abilities(st, cards, "play_from_deck_top")):
        return deck[-1]
    return -1


def hidden_slots(st: WondersState, seat: int, cards: tuple[Card, ...] | None = None) -> list[tuple[str, int, int]]:
    """(area, owner, index) of every place `seat` cannot see into: the other hand, both
    decks (but a top card the seat may play from)."""
    foe = 1 - seat
    top = peek_top(st, cards, seat) if cards is not None else -1
    out = [("hands", foe, i) for i in range(len(st.hands[foe]))]
    for owner in (0, 1):
        out += [("decks", owner, i) for i, c in enumerate(st.decks[owner]) if c != top]
    return out


def redacted_state(st: WondersState, seat: int | None,
                   cards: tuple[Card, ...] | None = None) -> tuple[WondersState, list[list[int]]]:
    """A deep copy with what `seat` cannot see masked, and per owner the hidden instances:
    those in hidden slots, then face-down cards in The World (which Wonder each is, is
    hidden: 001 5 Face-down Cards)."""
    out = deep_copy(st)
    hidden: list[list[int]] = [[], []]
    if seat is None:
        return out, hidden
    out.rng = Rng(0)
    for zone, owner, i in hidden_slots(st, seat, cards):
        slots = getattr(out, zone)[owner]
        c = slots[i]
        hidden[owner].append(c)
        out.kinds[c] = -1
        slots[i] = -1
    for c in st.facedown:
        hidden[st.owner[c]].append(c)
        out.kinds[c] = -1
    forget_kinds(out)
    ch = st.choice
    if ch is not None and ch["seat"] != seat:
        out.choice = {"seat": ch["seat"], "prompt": f"Player {ch['seat'] + 1} is choosing", "min": ch["min"],
                      "max": ch["max"], "by": ch["by"], "hidden": True, "options": [], "picks": []}
        out.tasks = []
        out.pending = []
    return out, hidden


def observation(st: WondersState, cards: tuple[Card, ...], seat: int | None) -> WondersObservation:
    """What `seat` may know of `st` (None: everything); shares nothing with it."""
    data, hidden = redacted_state(st, seat, cards)
    null = nullified_set(st, cards)
    world = [(r, s, i) for r, s, i in in_world(st) if i not in st.facedown]
    wonders = [i for _r, _s, i in world if is_wonder(st, cards, i)]
    return WondersObservation(
        state=data,
        cards={i: cards[k].id for i, k in enumerate(data.kinds) if k >= 0},
        powers={i: format_power(power(st, cards, i, null)) for i in wonders},
        parts={i: tuple((why, format_power(v) if kind != "mul" else f"\u00d7{int(v)}")
                        for why, v, kind in power_parts(st, cards, i, null)) for i in wonders},
        realm_power=tuple(tuple(format_power(side_power(st, cards, r, s, null)) if st.realm_state[r] == ACTIVE
                                else "" for s in range(st.n)) for r in range(len(st.world))),
        stones=tuple(stones_held(st, cards, s, null) for s in range(st.n)),
        keywords={i: tuple(k for k in _SHOWN_KEYWORDS if keyword_count(st, cards, i, k, null)) for _r, _s, i in world},
        nullified=frozenset(i for _r, _s, i in world if i in null),
        deck_counts=(len(st.decks[0]), len(st.decks[1])),
        hand_counts=(len(st.hands[0]), len(st.hands[1])),
        unseen=(tuple(sorted(hidden[0])), tuple(sorted(hidden[1]))),
        unseen_cards=(tuple(sorted(cards[st.kinds[c]].id for c in hidden[0])),
                      tuple(sorted(cards[st.kinds[c]].id for c in hidden[1]))),
        costs=_costs(st, cards, data, null),
    )


def _costs(st: WondersState, cards: tuple[Card, ...], seen: WondersState,
           null: set[int]) -> dict[int, tuple[int, tuple[tuple[str, int], ...]]]:
    """The modified costs of the cards each seat could play from hand (or its deck's top,
    001 4 Core Mechanic) that the observer sees (`seen` is the redacted state)."""
    out: dict[int, tuple[int, tuple[tuple[str, int], ...]]] = {}
    for seat in range(st.n):
        top = peek_top(st, cards, seat)
        for inst in [*st.hands[seat], *([top] if top >= 0 else [])]:
            if seen.kinds[inst] < 0:
                continue
            parts = cost_parts(st, cards, seat, inst, null)
            if parts:
                out[inst] = (max(0, cards[st.kinds[inst]].cost + sum(d for _w, d in parts)), tuple(parts))
    return out


def determinize(obs: WondersObservation, seat: int, rng: Rng) -> WondersState:
    """Deal every card `seat` cannot see at random into the hidden places it could be."""
    return determinizer(obs, seat)(rng)


def determinizer(obs: WondersObservation, seat: int, cards: tuple[Card, ...] | None = None
                 ) -> Callable[[Rng], WondersState]:
    """Read the observation once; each call deals the hidden cards' identities at random."""
    from .cards import card_table
    table = cards if cards is not None else card_table()
    seen = obs.state
    if seen.choice is not None and seen.choice.get("hidden"):
        raise ValueError("cannot determinize while another seat's choice is pending")
    index = {c.id: c.index for c in table}
    base = deep_copy(seen)
    hidden: list[tuple[list[int], list[int]]] = []
    for owner in (0, 1):
        ids = list(obs.unseen[owner])
        hidden.append((ids, [index[cid] for cid in obs.unseen_cards[owner]]))
        down = set(seen.facedown)
        free = [i for i in ids if i not in down][::-1]      # face-down cards stay where they are
        for zone in (base.hands, base.decks):
            slots = zone[owner]
            for i, c in enumerate(slots):
                if c == -1:
                    slots[i] = free.pop()

    def deal(rng: Rng) -> WondersState:
        st = base.clone()
        for ids, pool in hidden:
            pool = pool[:]
            rng.shuffle(pool)
            for c, k in zip(ids, pool):
                st.kinds[c] = k
        forget_kinds(st)
        st.rng = Rng(rng.next_u64())
        return st

    return deal


def resample_hidden(st: WondersState, seat: int, rng: Rng, cards: tuple[Card, ...] | None = None) -> WondersState:
    """A copy of the true state with everything `seat` cannot see dealt again at random:
    the identities of hidden cards (face-down ones included) and the hidden slots' order."""
    from .cards import card_table
    table = cards if cards is not None else card_table()
    out = st.clone()
    slots = hidden_slots(out, seat, table)
    for owner in (0, 1):
        mine = [(z, i) for z, o, i in slots if o == owner]
        ids = [getattr(out, z)[owner][i] for z, i in mine]
        down = [c for c in out.facedown if out.owner[c] == owner]
        kinds = [out.kinds[c] for c in ids + down]
        rng.shuffle(kinds)
        for c, k in zip(ids + down, kinds):
            out.kinds[c] = k
        forget_kinds(out)
        rng.shuffle(ids)
        for (z, i), c in zip(mine, ids):
            getattr(out, z)[owner][i] = c
    return out
