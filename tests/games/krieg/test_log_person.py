"""Krieg's log lines name seats so the view can put them in the reader's person: a line
names seats "Player N", and a pronoun ("their", "them", "they") may refer only to the
sentence's subject, the seat the line starts with (the view turns it into "your" for that
seat's player). A seat other than the subject is always named."""
from __future__ import annotations

import re

from simulator.core.rng import Rng
from simulator.games.krieg import GAME

from .helpers import MELEE, SIEGE, choose, play, table

PRONOUN = re.compile(r"\b(their|theirs|them|they|themselves|his|her|hers)\b", re.IGNORECASE)
SECOND_PERSON = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)


def _texts(events) -> list[str]:   # type: ignore[no-untyped-def]
    return [e.text for e in events]


def _play(m, seat: int, card: str, target, choice) -> list[str]:   # type: ignore[no-untyped-def]
    """Play a card; the log lines it wrote."""
    before = len(m.log)
    play(m, seat, card, target=target, choice=choice)
    return _texts(m.log[before:])


def test_a_spy_names_the_opponent_whose_row_it_goes_to():
    """002 Powers (Spy): spies are played as units on the opponent's side of the field."""
    m = table(hands={0: ["Minister"], 1: ["Knight"]})
    assert _play(m, 0, "Minister", 1, SIEGE)[0] == "Player 1 plays Minister to Player 2's Siege row"


def test_a_spy_in_a_three_player_game_names_the_seat_it_joins():
    m = table(seats=3, hands={0: ["Assassin"], 1: ["Knight"], 2: ["Knight3"]})
    assert _play(m, 0, "Assassin", 2, MELEE)[0] == "Player 1 plays Assassin to Player 3's Melee row"


def test_a_unit_on_its_own_side_says_their_for_the_subject():
    m = table(hands={0: ["Cannon"], 1: ["Knight"]})
    assert _play(m, 0, "Cannon", None, SIEGE)[0] == "Player 1 plays Cannon to their Siege row"


def test_burden_names_whose_rows_double():
    """Burden (card text): "At the end of the round, double the strength of your opponent's
    strongest row. At the end of the next round, double your strongest row." (the old line
    said "yours", which every reader would have read as their own rows)."""
    m = table(turn=1, hands={0: ["Knight"], 1: ["Burden", "Square"]})
    assert _play(m, 1, "Burden", None, None)[1] == (
        "Burden: at the end of this round Player 1's strongest row doubles; "
        "at the end of the next round, Player 2's")
    m = table(seats=3, hands={0: ["Burden"], 1: ["Knight"], 2: ["Knight3"]})
    assert _play(m, 0, "Burden", None, None)[1] == (
        "Burden: at the end of this round Player 2's and Player 3's strongest rows double; "
        "at the end of the next round, Player 1's")
    m = table(seats=4, teams=True, turn=1, hands={0: ["Knight"], 1: ["Burden"], 2: ["Knight3"], 3: ["Knight4"]})
    assert _play(m, 1, "Burden", None, None)[1] == (
        "Burden: at the end of this round Player 1's and Player 3's strongest rows double; "
        "at the end of the next round, Player 2's")


def test_a_king_option_has_the_choosing_seat_as_subject():
    """The option's label says "your opponent" to the one choosing; the log line makes that
    player its subject and says "their", so every other reader sees whose opponent."""
    m = table(hands={0: ["LionKing", "Archer"], 1: ["Siege2"]}, rows={(1, MELEE): ["Calvary2"], (1, SIEGE): ["Cannon2"]})
    play(m, 0, "LionKing", choice=MELEE)
    assert m.state.choice["labels"][1] == "Set aside two of your opponent's units"   # the menu's words
    before = len(m.log)
    choose(m, 0, 1)
    assert _texts(m.log[before:])[0] == "Player 1 chooses Lion's effect: set aside two of their opponent's units"


def test_every_pronoun_in_seeded_games_belongs_to_the_subject():
    """Over seeded random games of 2, 3 and 4 seats (free-for-all and teams): a line with a
    third-person pronoun starts with its own seat, "Player N ..."; no line says "you"."""
    seen = 0
    for seats, teams in ((2, False), (3, False), (4, False), (4, True)):
        for seed in range(4):
            m = GAME.new_match(seed, seats, **({"teams": True} if teams else {}))
            rng = Rng(seed)
            while not m.is_over:
                m.apply(rng.choice(m.legal_actions()))
            for e in m.log:
                assert not SECOND_PERSON.search(e.text), e.text
                if PRONOUN.search(e.text):
                    seen += 1
                    assert e.seat is not None and e.text.startswith(f"Player {e.seat + 1} "), e.text
    assert seen
