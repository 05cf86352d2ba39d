"""A game run dry ends (params.LENGTH_BOUND, dry_end; dry.py): once no energy is left outside
the graveyards, every player still in gets one whole turn with Life Points unchanged, then the
game is decided as at the turn limit (the most Life Points, then 004 Eeventide's tiebreak)
instead of passing until turn 120."""
from __future__ import annotations

import pytest

from .helpers import RULES, Table

def dry_table(life: tuple[int, int] = (4, 2)) -> Table:
    """Seat 0 at the end of turn 9; no Main Deck, no Energy Deck, no field; one creature card
    each in hand (nothing to summon it onto)."""
    t = Table(phase="end", turn_no=9, deck=0)
    t.st.life = list(life)
    for s in range(2):
        t.card(s, "emberscale_whelp")
    return t


def play_quietly(t: Table, last_turn: int = 20) -> None:
    """Every player passes, ends each phase and draws nothing, until the game is over or
    turn `last_turn` is under way."""
    for _ in range(500):
        d = RULES.decision(t.st)
        if d is None or t.st.turn_no > last_turn:
            return
        legal = t.legal()
        RULES.apply(t.st, next((a for a in legal if a.kind in ("pass", "end_phase")), legal[0]))


def test_a_game_run_dry_ends_once_every_player_has_had_a_whole_turn_since() -> None:
    t = dry_table((4, 2))
    play_quietly(t)
    assert t.st.phase == "over" and t.st.winners == [0]
    assert t.st.turn_no == 11                 # dry at the end of turn 9; turns 10 and 11 are whole
    assert "no energy left outside the graveyards" in t.st.summary


@pytest.mark.parametrize("zone", ["edeck", "hand", "beneath", "field"])
def test_energy_left_anywhere_but_a_graveyard_keeps_the_game_going(zone: str) -> None:
    t = dry_table()
    if zone == "field":
        t.pile(1, 1)
    else:
        t.card(1, "energy", zone)
    play_quietly(t, last_turn=14)
    assert t.st.phase != "over" and t.st.turn_no == 15


def test_a_life_change_while_dry_gives_every_player_another_whole_turn() -> None:
    """Madness Settles is free: it still changes Life Points in a game run dry."""
    t = dry_table((4, 2))
    m = t.card(1, "madness_settles")
    play_quietly(t, last_turn=9)              # stops as turn 10, seat 1's, is under way
    assert t.st.turn == 1 and t.st.turn_no == 10
    t.do("play", 1, m)
    t.settle()
    assert t.st.life == [4, 3]
    play_quietly(t)
    assert t.st.phase == "over" and t.st.winners == [0]
    assert t.st.turn_no == 12                 # marked again at the end of turn 10


def test_equal_life_points_go_to_the_tiebreak_of_cards_in_hand() -> None:
    t = dry_table((2, 2))
    t.card(1, "emberscale_whelp")
    play_quietly(t)
    assert t.st.winners == [1] and "Player 2 wins on Life Points" in t.st.summary


def test_sides_equal_in_everything_draw() -> None:
    t = dry_table((2, 2))
    play_quietly(t)
    assert t.st.phase == "over" and t.st.winners == []
    assert "a draw" in t.st.summary
