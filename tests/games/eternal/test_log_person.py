"""Log lines name seats as "Player N" and a pronoun in one refers only to the sentence's
subject seat, so the view can put the line in the reader's person ("you", "your") without
turning another player's deck into the reader's.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from __future__ import annotations

import re

from simulator.core.rng import Rng
from simulator.games.registry import get_game

from .helpers import pass_, table

SPEC = get_game("eternal")
PRONOUN = re.compile(r"\b(their|theirs|them|they|themselves|his|her|hers)\b", re.IGNORECASE)
SEAT = re.compile(r"Player (\d+)")


def _pronouns_refer_to_the_subject(text: str) -> bool:
    """A line with a seat pronoun starts with its subject seat and names no other seat."""
    if not PRONOUN.search(text):
        return True
    named = SEAT.findall(text)
    return bool(named) and text.startswith(f"Player {named[0]} ") and set(named) == {named[0]}


def test_a_deck_out_names_the_player_whose_deck_is_empty():
    """000 1.1: a player with no cards left in their deck at the end of a turn loses. The
    line's subject is the winner, so the loser's deck is named, not "their deck"."""
    m = table(deck_filler=0, decks={0: ["torch"], 1: ["torch"]})
    m.state.decks[0].clear()
    events = m.apply(next(a for a in m.legal_actions() if a.kind == "pass"))
    over = [e for e in events if e.kind == "game_over"]
    assert [e.text for e in over] == ["Player 2 wins: no cards are left in Player 1's deck"]
    assert over[0].seat == 1 and m.result().summary == over[0].text
    assert _pronouns_refer_to_the_subject(over[0].text)


def test_own_pronouns_stay_with_their_subject():
    """A line about one player's own cards keeps its pronoun ("Player 1 keeps their hand")."""
    assert _pronouns_refer_to_the_subject("Player 1 keeps their hand")
    assert _pronouns_refer_to_the_subject("Player 2 puts a card from their hand on top of their deck")
    assert not _pronouns_refer_to_the_subject("Player 1 wins: Player 2 has no cards left in their deck")


def test_no_log_line_of_seeded_games_points_a_pronoun_at_another_seat():
    lines = 0
    for seed in range(6):
        m = SPEC.new_match(seed, deck=["rakano-aggro/feln-control", "combrei-midrange/elysian-midrange",
                                       "stonescar-aggro/skycrag-tempo"][seed % 3])
        rng = Rng(seed)
        for _ in range(500):
            if m.is_over:
                break
            for event in m.apply(rng.choice(m.legal_actions())):
                lines += 1
                assert _pronouns_refer_to_the_subject(event.text), event.text
                if PRONOUN.search(event.text):
                    assert event.seat is not None and event.text.startswith(f"Player {event.seat + 1} "), event.text
    assert lines > 500


def test_a_pass_into_the_deck_out_is_the_last_line():
    m = table(turn=1, deck_filler=5)
    m.state.decks[0].clear()
    pass_(m, 1)
    assert m.is_over and m.log[-1].text == "Player 2 wins: no cards are left in Player 1's deck"
