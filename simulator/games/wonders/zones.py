"""Card conservation and the state's own limits: every card brought is in exactly one area."""
from __future__ import annotations

from collections import Counter

from .cards import Card
from .state import ACTIVE, WondersState


def all_cards(st: WondersState) -> list[int]:
    """Every card the players brought, wherever it is (stand-in tokens excluded)."""
    out: list[int] = []
    for piles in (st.decks, st.hands, st.abyss, st.banished, st.archive):
        for p in piles:
            out += p
    for realm in st.world:
        for side in realm:
            out += [i for i in side if i < st.n_cards]
    return out + st.gone + [i for i in st.limbo if i < st.n_cards]


def invariants(st: WondersState, cards: tuple[Card, ...]) -> list[str]:
    """What is wrong with `st` by the rules' limits, one sentence each."""
    wrong = []
    seen = Counter(all_cards(st))
    twice = sorted(i for i, n in seen.items() if n > 1)
    if twice:
        wrong.append(f"cards in two places: {twice[:5]}")
    stand = [i for realm in st.world for side in realm for i in side if i >= st.n_cards]
    if len(stand) != len(set(stand)):
        wrong.append("a stand-in token is in two places")
    for seat in range(st.n):
        if st.actions[seat] < 0 or st.energy[seat] < 0 or st.free_attacks[seat] < 0 or st.faith[seat] < 0:
            wrong.append(f"Player {seat + 1} has a negative resource")
        for pile in (st.hands[seat], st.decks[seat], st.abyss[seat]):
            if any(cards[st.kinds[i]].is_token or i in st.standin for i in pile):
                wrong.append(f"a token is outside The World for Player {seat + 1} (001 2 Tokens)")
    for r, realm in enumerate(st.world):
        if st.realm_state[r] != ACTIVE and any(realm):
            wrong.append(f"cards in inactive realm {r + 1} (001 3 Realms)")
    for item, w in st.equipped.items():
        # equipment on a taken Wonder stays equipped without changing control (001 5 Control)
        if not any(item in (realm[0] + realm[1]) and w in (realm[0] + realm[1]) for realm in st.world):
            wrong.append(f"equipment {item} is not in the realm of the Wonder it equips")
    return wrong
