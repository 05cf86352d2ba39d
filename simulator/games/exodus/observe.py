"""What one seat may know of an Exodus game, and dealing the rest at random for the bots.

The observation's part is an ExodusView: a copy of the state in which every card the seat
cannot see has kind -1, with the shuffler's state hidden, plus `pool`: each seat's cards by
kind (the decks brought are public). A seat sees the field (frozen cards too: 004 Freeze,
"public knowledge"), graveyards, what is beneath the Main Decks, the stack, the Energy
Decks (all energy), its own hand and its teammates' hands (004 Team Battles: teammates may
look at each other's hands); it does not see the Main Decks or the opponents' hands.

Which hidden cards are energy is public: a Main Deck holds only creatures and symmetries
(DESIGN, Exodus's basic turn; and its Deck Recycle leaves the energy in the graveyard), so
an energy card in a hand came there from a zone everyone sees (the Energy Deck, the field,
beneath a Main Deck), and the Draw Phase says how many cards come from each deck. The view
keeps that as `energy`, the hidden cards that are energy, and a deal gives energy only to
them and the other hidden cards only creatures and symmetries (a deal from one pool put
energy into Main Decks and took it out of hands, so the bots judged hands that cannot be).
"""
from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ...core.rng import Rng
from .cards import Card
from .state import ExodusState


@dataclass(frozen=True)
class ExodusView:
    """One seat's view: `state` with hidden kinds -1 (see the module docstring), `pool`
    each seat's brought cards as sorted kinds, `seat` the observer (None: everything)."""

    state: ExodusState
    pool: tuple[tuple[int, ...], ...]
    seat: int | None
    energy: frozenset[int] = frozenset()    # the hidden cards that are energy (public: see above)

    def __reduce__(self) -> tuple[type[ExodusView], tuple[ExodusState, tuple[tuple[int, ...], ...], int | None,
                                                          frozenset[int]]]:
        # pickled and deep-copied through its constructor: a compiled frozen class refuses the
        # field-by-field restore (the bot worker gets observations pickled)
        return (ExodusView, (self.state, self.pool, self.seat, self.energy))


def hidden_cards(st: ExodusState, seat: int | None) -> list[int]:
    """The cards `seat` cannot see (None sees everything)."""
    if seat is None:
        return []
    out: list[int] = []
    for s in range(st.n):
        out.extend(st.main[s])
        if st.team[s] != st.team[seat]:
            out.extend(st.hand[s])
    return out


def _hidden_energy(st: ExodusState, seat: int, cards: tuple[Card, ...]) -> tuple[list[int], frozenset[int]]:
    """The cards `seat` cannot see, and those of them that are energy (public: see above)."""
    hidden = hidden_cards(st, seat)
    return hidden, frozenset(c for c in hidden if cards[st.kinds[c]].is_energy)


def observation(st: ExodusState, cards: tuple[Card, ...], seat: int | None) -> ExodusView:
    """The part of the observation for `seat`."""
    view = st.clone()
    view.legal = None                      # the deciding seat's actions tell which hidden cards are playable
    view.scans = {}                        # (made for the true kinds; and not worth a deep copy)
    view = copy.deepcopy(view)             # nothing shared with the live state, however nested
    pool = tuple(tuple(sorted(st.kinds[c] for c in range(st.n_cards) if st.owner[c] == s)) for s in range(st.n))
    energy: frozenset[int] = frozenset()
    if seat is not None:
        view.rng = Rng(0)
        hidden, energy = _hidden_energy(st, seat, cards)
        for c in hidden:
            view.kinds[c] = -1
        ch = view.choice
        if ch is not None and ch["seat"] != seat and _hidden_options(view, ch):
            view.choice = {**ch, "options": [], "picks": [], "labels": None}
    return ExodusView(view, pool, seat, energy)


def _hidden_options(view: ExodusState, ch: dict) -> bool:
    return any(isinstance(o, int) and 0 <= o < len(view.kinds) and view.kinds[o] < 0 for o in ch["options"])


def _plan(st: ExodusState, pool: tuple[tuple[int, ...], ...], energy: frozenset[int],
          cards: tuple[Card, ...]) -> list[tuple[list[int], list[int]]]:
    """Groups of kind -1 cards and the kinds (sorted) they are dealt from: for each seat, its
    hidden energy (`energy`) from its unseen energy kinds and its other hidden cards from its
    unseen creatures and symmetries (what its owner brought and is not seen)."""
    out = []
    kinds = st.kinds
    for s in range(st.n):
        mine = [c for c in range(st.n_cards) if st.owner[c] == s]
        left = Counter(pool[s])
        left.subtract(kinds[c] for c in mine if kinds[c] >= 0)
        unknown = [c for c in mine if kinds[c] < 0]
        charged = [c for c in unknown if c in energy]
        others = [c for c in unknown if c not in energy]
        rest = sorted(left.elements())
        power = [k for k in rest if cards[k].is_energy]
        spells = [k for k in rest if not cards[k].is_energy]
        # (a class with more kinds than cards hands the surplus to the other: a view the
        # rules never make, dealt whole all the same)
        if len(power) > len(charged):
            spells, power = sorted(spells + power[len(charged):]), power[:len(charged)]
        elif len(spells) > len(others):
            power, spells = sorted(power + spells[len(others):]), spells[:len(others)]
        out.append((charged, power))
        out.append((others, spells))
    return out


def _deal(st: ExodusState, plan: list[tuple[list[int], list[int]]], rng: Rng) -> ExodusState:
    """Deal every kind -1 card of `st` a kind by the plan, each seat's kinds shuffled."""
    kinds = st.kinds
    for unknown, left in plan:
        dealt = left[:]
        rng.shuffle(dealt)
        for c, k in zip(unknown, dealt):
            kinds[c] = k
    return st


def determinizer(part: ExodusView, seat: int, cards: tuple[Card, ...]) -> Callable[[Rng], ExodusState]:
    """A function of an Rng giving a full state consistent with the view (the view is read
    once, here: the bots deal it thousands of times)."""
    base = part.state
    plan = _plan(base, part.pool, part.energy, cards)

    def deal(rng: Rng) -> ExodusState:
        st = base.clone()
        st.rng = Rng(rng.below(2**31))
        st.kinds = st.kinds[:]         # the hidden cards get kinds below (a clone shares them)
        st.legal = None                # (worked out afresh for the dealt cards)
        st.scans = {}
        return _deal(st, plan, rng)
    return deal


def resample_hidden(st: ExodusState, seat: int, rng: Rng, cards: tuple[Card, ...]) -> ExodusState:
    """A copy of the true state with every card `seat` cannot see dealt again at random (energy
    to the hidden energy, as a deal from the view does)."""
    pool = tuple(tuple(sorted(st.kinds[c] for c in range(st.n_cards) if st.owner[c] == s)) for s in range(st.n))
    out = st.clone()
    out.rng = Rng(rng.below(2**31))
    out.legal = None               # the redealt cards may answer differently
    out.kinds = out.kinds[:]       # dealt again below (a clone shares them)
    out.scans = {}
    hidden, energy = _hidden_energy(st, seat, cards)
    for c in hidden:
        out.kinds[c] = -1
    return _deal(out, _plan(out, pool, energy, cards), rng)
