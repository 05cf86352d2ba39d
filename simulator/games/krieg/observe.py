"""What one Krieg seat may know, and full states sampled consistently with that knowledge.

Hidden: the order of the three decks, other players' hands (except cards revealed by
Epiphany), and the options of another seat's pending choice. Public: the field, the
graveyards, set-aside cards, and the number of unit, power and King cards in each hand
(002 Final Details: "If an opponent asks, you must tell them the number of unit and
power cards you have in your hand").
"""
from __future__ import annotations

from typing import Any

from ...core.rng import Rng
from .cards import Card
from .scoring import unit_strengths
from .state import KriegState
from .zones import all_cards

_DECKS = ("unit", "power", "king")


def observation(st: KriegState, cards: tuple[Card, ...], seat: int | None) -> dict[str, Any]:
    """JSON-able view of the state for `seat` (None: the whole state, for replays)."""
    data = st.to_json()
    data["pool"] = sorted(all_cards(st))
    data["deck_counts"] = [len(d) for d in st.decks]
    data["hand_counts"] = [{k: sum(1 for c in h if cards[c].deck == k) for k in _DECKS} for h in st.hands]
    data["strengths"] = [unit_strengths(st, cards, s) for s in range(st.n)]
    data["totals"] = [sum(sum(r) for r in side) for side in data["strengths"]]
    if seat is None:
        return data
    del data["decks"]
    del data["rng"]
    revealed = set(st.revealed)
    data["hands"] = [h[:] if s == seat else [c for c in h if c in revealed] for s, h in enumerate(st.hands)]
    ch = st.choice
    if ch is not None and ch["seat"] != seat:
        data["choice"] = {"seat": ch["seat"], "prompt": ch["prompt"], "min": ch["min"], "max": ch["max"],
                          "by": ch["by"], "hidden": True}
    return data


def determinize(obs: dict[str, Any], cards: tuple[Card, ...], seat: int, rng: Rng) -> KriegState:
    """Deal every card `seat` cannot see at random into the hidden places it could be."""
    data = dict(obs)
    if isinstance(data.get("choice"), dict) and data["choice"].get("hidden"):
        raise ValueError("cannot determinize while another seat's choice is pending")
    data["rng"] = rng.next_u64()
    known_hands = [list(h) for h in obs["hands"]]
    data["decks"] = [[], [], []]
    placeholder = KriegState.from_json({**data, "hands": known_hands})
    visible = set(all_cards(placeholder))
    hidden = [c for c in obs["pool"] if c not in visible]
    by_deck: dict[str, list[int]] = {k: [c for c in hidden if cards[c].deck == k] for k in _DECKS}
    for pile in by_deck.values():
        rng.shuffle(pile)
    for s, counts in enumerate(obs["hand_counts"]):
        if s == seat:
            continue
        for k in _DECKS:
            missing = counts[k] - sum(1 for c in known_hands[s] if cards[c].deck == k)
            for _ in range(missing):
                known_hands[s].append(by_deck[k].pop())
    placeholder.hands = known_hands
    placeholder.decks = [by_deck["unit"], by_deck["power"], by_deck["king"]]
    return placeholder


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
