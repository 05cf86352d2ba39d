"""The conditions an ability may carry ("if"): hoard, kingdom, awaken, the round, taking the
last turn, controlling a class, a full hand (001 7 Hoard, Kingdom, Awaken; 001 4 Passing)."""
from __future__ import annotations

from typing import Any

from .cards import Card
from .state import WondersState
from .world import classes, in_world, lands, stones_held


def holds(st: WondersState, cards: tuple[Card, ...], src: int, seat: int, cond: dict[str, Any],
          null: set[int] | None = None) -> bool:
    """True when every part of `cond` holds for the card `src` controlled by `seat`."""
    for key, want in cond.items():
        if key == "hoard":          # 001 7 Hoard: turns on or off as stones change control
            if stones_held(st, cards, seat, null) < int(want):
                return False
        elif key == "kingdom":      # 001 7 Kingdom: lands of the card's orbital, anywhere
            orbital = cards[st.kinds[src]].orbital if src >= 0 else ""
            if len(lands(st, cards, seat, orbital)) < int(want):
                return False
        elif key == "awaken":       # 001 7 Awaken: you seized a stone this round
            if st.seized_round[seat] != bool(want):
                return False
        elif key == "round":
            if st.round != int(want):
                return False
        elif key == "round_at_least":
            if st.round < int(want):
                return False
        elif key == "took_last_turn":   # 001 4 Passing: passing is not taking a turn here
            if (st.last_turn_taker == seat) != bool(want):
                return False
        elif key == "control_class":
            if not any(s == seat and i != src and want in classes(st, cards, i) for _r, s, i in in_world(st)):
                return False
        elif key == "hand_at_least":
            if len(st.hands[seat]) < int(want):
                return False
        elif key == "paid":
            pass                    # a cost already paid when the ability was used
    return True
