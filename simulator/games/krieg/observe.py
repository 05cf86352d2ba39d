"""What one Krieg seat may know, and full states sampled consistently with that knowledge.

The game part of a Krieg `Observation` (core/observation.py) is a `KriegObservation`:

    KriegObservation(state, hand_counts, deck_counts, strengths, totals, pool)

Hidden from a seat: the order and contents of the three decks, the cards in other
players' hands (except cards revealed by Epiphany, st.revealed), the RNG, and the options,
picks and labels of another seat's pending choice. Public: everything else — the field,
attachments, boosts, Kings, weather, graveyards, set-aside cards, results — and the
number of unit, power and King cards in each hand (002 Final Details: "If an opponent
asks, you must tell them the number of unit and power cards you have in your hand").

Fields:
- state: a redacted KriegState that shares nothing with the live state (a fresh deep
  copy: every list, dict, result record, task op and memo value is new). For seat None
  (replays with "reveal all") it is the whole state. For a seat: the decks are empty
  (their sizes are in deck_counts), other seats' hands keep only their revealed cards (in
  hand order), the RNG is Rng(0), and another seat's pending choice is reduced to
      {"seat", "prompt", "min", "max", "by", "hidden": True, "options": [], "picks": []}.
  The observer's own hand and own pending choice are complete.
- hand_counts: per seat, a HandCount(unit, power, king) of the true hand; `.total` sums it.
- deck_counts: (unit, power, King) deck sizes.
- strengths: [seat][row] -> each unit's strength, aligned with state.rows[seat][row]
  (scoring.unit_strengths, Burden counted as at the end of the round).
- totals: per seat, the sum of its strengths.
- pool: every card instance in the game, sorted (what `determinize` deals from).

Everything is built when `observation()` is called; nothing is computed later from the
live state. `determinize` deals the cards a seat cannot see at random into the places
they could be; `resample_hidden` does the same from the true state (for the tests).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Callable

from ...core.rng import Rng
from .cards import Card
from .scoring import unit_strengths
from .state import KriegState
from .zones import all_cards

_DECKS = ("unit", "power", "king")


@dataclass(frozen=True, slots=True)
class HandCount:
    """How many unit, power and King cards one hand holds (public, 002 Final Details)."""

    unit: int
    power: int
    king: int

    @property
    def total(self) -> int:
        """Every card in the hand."""
        return self.unit + self.power + self.king

    def of_deck(self, deck: str) -> int:
        """The count for a deck name ("unit", "power" or "king")."""
        if deck not in _DECKS:
            raise KeyError(deck)
        return int(getattr(self, deck))


@dataclass(frozen=True, slots=True)
class KriegObservation:
    """The Krieg part of an Observation; see the module docstring."""

    state: KriegState
    hand_counts: tuple[HandCount, ...]
    deck_counts: tuple[int, int, int]
    strengths: tuple[tuple[tuple[int, ...], ...], ...]
    totals: tuple[int, ...]
    pool: tuple[int, ...]


def _redacted_copy(st: KriegState, seat: int | None) -> KriegState:
    """A deep, fresh copy of `st` with what `seat` may not see removed (None: nothing removed).

    KriegState.clone() copies the zones but shares some lists (KriegState.unshare) and the
    inner dicts of results, task ops, memo values and the choice's labels; those are
    copied here.
    """
    out = st.clone()
    out.unshare()
    out.results = copy.deepcopy(st.results)
    out.tasks = [(s, c, copy.deepcopy(op)) for s, c, op in st.tasks]
    out.memo = copy.deepcopy(st.memo)
    ch = st.choice
    if ch is not None and seat is not None and ch["seat"] != seat:
        out.choice = {"seat": ch["seat"], "prompt": ch["prompt"], "min": ch["min"], "max": ch["max"],
                      "by": ch["by"], "hidden": True, "options": [], "picks": []}
    else:
        out.choice = copy.deepcopy(ch)
    if seat is not None:
        out.decks = [[], [], []]
        out.rng = Rng(0)
        revealed = set(st.revealed)
        out.hands = [h[:] if s == seat else [c for c in h if c in revealed] for s, h in enumerate(st.hands)]
    return out


def _hand_count(hand: list[int], cards: tuple[Card, ...]) -> HandCount:
    unit = power = king = 0
    for c in hand:
        deck = cards[c].deck
        if deck == "unit":
            unit += 1
        elif deck == "power":
            power += 1
        else:
            king += 1
    return HandCount(unit, power, king)


def observation(st: KriegState, cards: tuple[Card, ...], seat: int | None) -> KriegObservation:
    """What `seat` may know now (None: the whole state, for replays); built at once, fresh."""
    strengths = tuple(tuple(tuple(row) for row in unit_strengths(st, cards, s)) for s in range(st.n))
    unit, power, king = (len(d) for d in st.decks)
    return KriegObservation(
        state=_redacted_copy(st, seat),
        hand_counts=tuple(_hand_count(h, cards) for h in st.hands),
        deck_counts=(unit, power, king),
        strengths=strengths,
        totals=tuple(sum(sum(row) for row in side) for side in strengths),
        pool=tuple(sorted(all_cards(st))),
    )


def determinize(part: KriegObservation, cards: tuple[Card, ...], seat: int, rng: Rng) -> KriegState:
    """Deal every card `seat` cannot see at random into the hidden places it could be.

    RNG use, fixed because the golden games depend on it: one next_u64 for the new state's
    RNG, then one shuffle each of the hidden unit, power and King cards (in pool order);
    each other seat's hand is then filled from the end of those piles, unit, power, King.
    """
    return determinizer(part, cards, seat)(rng)


def determinizer(part: KriegObservation, cards: tuple[Card, ...], seat: int) -> Callable[[Rng], KriegState]:
    """`determinize` for many deals of one observation (the search bot's): the observation
    is read once; each deal copies that state and deals the hidden cards (same RNG use)."""
    seen = part.state
    if seen.choice is not None and seen.choice.get("hidden"):
        raise ValueError("cannot determinize while another seat's choice is pending")
    base = _redacted_copy(seen, None)
    base.decks = [[], [], []]
    visible = set(all_cards(base))
    hidden = [c for c in part.pool if c not in visible]
    piles = [[c for c in hidden if cards[c].deck == k] for k in _DECKS]
    fills: list[tuple[int, int, int]] = []   # (seat, deck index, how many) in dealing order
    for s, counts in enumerate(part.hand_counts):
        if s == seat:
            continue
        hand = base.hands[s]
        for d, k in enumerate(_DECKS):
            missing = counts.of_deck(k) - sum(1 for c in hand if cards[c].deck == k)
            if missing > 0:
                fills.append((s, d, missing))

    def deal(rng: Rng) -> KriegState:
        out = base.clone()
        out.rng = Rng(rng.next_u64())
        decks = [pile[:] for pile in piles]
        for pile in decks:
            rng.shuffle(pile)
        for s, d, n in fills:
            hand = out.hands[s]
            for _ in range(n):
                hand.append(decks[d].pop())
        out.decks = decks
        return out

    return deal


def resample_hidden(st: KriegState, cards: tuple[Card, ...], seat: int, rng: Rng) -> KriegState:
    """A copy of the true state with everything `seat` cannot see dealt again at random.

    Works from the state itself, not the observation: the conformance suite uses it to
    prove that observations (and bots) never depend on hidden cards.
    """
    out = st.clone()
    revealed = set(st.revealed)
    pools: dict[str, list[int]] = {k: [] for k in _DECKS}
    slots: list[tuple[list[int], int, str]] = []
    for s, hand in enumerate(out.hands):
        if s == seat:
            continue
        for i, c in enumerate(hand):
            if c not in revealed:
                pools[cards[c].deck].append(c)
                slots.append((hand, i, cards[c].deck))
    for d, k in zip(out.decks, _DECKS):
        for i, c in enumerate(d):
            pools[k].append(c)
            slots.append((d, i, k))
    for pile in pools.values():
        rng.shuffle(pile)
    for zone, i, k in slots:
        zone[i] = pools[k].pop()
    return out

