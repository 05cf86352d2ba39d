"""Wonders log lines read in each reader's person (issue 27): a pronoun in an event text
refers only to the sentence's subject seat, any other seat is named ("Player N's"), and
every card a line names is in the event's cards (the view makes its name hoverable).

"001" is ../shared/rules/001_fb4db07be16c967e.txt, cited by section and topic."""
from __future__ import annotations

import re

from simulator.core.actions import Action
from simulator.games.wonders import GAME

from .helpers import CARDS, R1, Table

PRONOUN = re.compile(r"\b(their|them|they|themselves|his|her|him)\b", re.IGNORECASE)


# 001 4 Starting the Game: the second player chooses which side realm 1 is on
def test_the_realm_side_names_both_seats_and_no_pronoun() -> None:
    m = GAME.new_match(1, first_seat=0)
    chooser = m.state.choice["seat"]
    m.apply(Action("choose", chooser, choice="left"))
    line = next(e for e in m.log if e.kind == "setup" and "realm 1" in e.text)
    me, you = f"Player {chooser + 1}", f"Player {2 - chooser}"
    assert line.text == f"{me} puts realm 1 on {me}'s left, {you}'s right"
    assert not PRONOUN.search(line.text)


def test_a_card_returned_to_hand_names_its_owner() -> None:
    t = Table()
    stolen = t.world(R1, 0, "stoneguard_sentinel", owner=1)   # controlled by Player 1, owned by Player 2
    t.st.tasks.append((0, stolen, {"op": "return_to_hand", "target": "self"}))
    events = t.run()
    line = next(e for e in events if e.kind == "returned")
    assert line.text == "Stoneguard Sentinel returns to Player 2's hand" and line.cards == (stolen,)
    assert stolen in t.st.hands[1]


# 001 2 Tokens: Stonecarver Mason's token arrives in its realm
def test_tokens_created_here_are_the_cards_of_their_log_line() -> None:
    t = Table()
    mason = t.hand(0, "stonecarver_mason")
    t.play(mason, R1)
    t.in_order()
    line = next(e for e in t.events if e.kind == "token")
    assert line.text == "Player 1 creates 1 Golem token"
    assert len(line.cards) == 1 and CARDS[t.st.kinds[line.cards[0]]].name == "Golem"
    assert line.cards[0] in t.st.world[R1][0]


def test_no_line_of_seeded_games_has_a_pronoun_for_another_seat_or_an_unlisted_card() -> None:
    """Every "their/them..." in a seeded game's log belongs to the line's subject ("Player N
    keeps their hand"), and each card name a line prints belongs to a card it lists."""
    from simulator.core.rng import Rng
    names = sorted({c.name for c in CARDS}, key=len, reverse=True)
    for seed in range(6):
        m = GAME.new_match(seed, first_seat=seed % 2)
        rng = Rng(seed)
        while not m.is_over and len(m.actions) < 400:
            m.apply(rng.choice(m.legal_actions()))
        for e in m.log:
            if PRONOUN.search(e.text):
                assert re.match(r"Player \d keeps their hand$", e.text), e.text
            listed = {CARDS[m.state.kinds[i]].name for i in e.cards if 0 <= i < len(m.state.kinds)}
            text = e.text
            for name in names:
                if name in text:
                    assert name in listed, (e.text, listed)
                    text = text.replace(name, "")
