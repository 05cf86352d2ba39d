"""The reader's person (issue "A table everyone can read", item 3): the log, banner and
toasts read "Player N" as the seat's name, and for the seat named "You" as English in the
second person, pronouns included, but only the pronouns of a clause whose subject is the
reader. The lines are real lines the games write (their Event texts)."""
from __future__ import annotations

import random
import re

import pytest

from simulator.games.registry import game_names, get_game
from simulator.view.table.names import seat_text

YOU_FIRST = ["You", "Bot 2 — Greedy"]
YOU_SECOND = ["Bot 1 — Greedy", "You"]


def test_their_becomes_your_when_the_reader_is_the_subject():
    assert seat_text("Player 1 keeps their hand", YOU_FIRST) == "You keep your hand"
    assert seat_text("Player 1 discards their hand", YOU_FIRST) == "You discard your hand"
    assert seat_text("Player 1 swaps a card with their market", YOU_FIRST) == "You swap a card with your market"
    assert seat_text("Player 2 plays Archer to their Range row", YOU_SECOND) == "You play Archer to your Range row"
    assert seat_text("Player 1 plays Lion, doubling their Range row", YOU_FIRST) == \
        "You play Lion, doubling your Range row"
    assert seat_text("Player 1 puts a card from their hand on top of their deck", YOU_FIRST) == \
        "You put a card from your hand on top of your deck"


def test_their_stays_when_another_seat_is_the_subject():
    assert seat_text("Player 2 keeps their hand", YOU_FIRST) == "Bot 2 — Greedy keeps their hand"
    assert seat_text("Player 1 discards their hand", YOU_SECOND) == "Bot 1 — Greedy discards their hand"
    assert seat_text("Player 1 keeps their hand", ["Ada", "Ben"]) == "Ada keeps their hand"


def test_a_pronoun_after_a_colon_belongs_to_the_subject_before_it():
    line = "Player 2 chooses Lion's effect: set aside two of their opponent's units"
    assert seat_text(line, YOU_SECOND) == "You choose Lion's effect: set aside two of your opponent's units"
    assert seat_text(line, YOU_FIRST) == "Bot 2 — Greedy chooses Lion's effect: set aside two of their opponent's units"


def test_each_clause_keeps_its_own_subjects_pronouns():
    line = "Player 1 keeps their hand; Player 2 redraws their hand"
    assert seat_text(line, YOU_FIRST) == "You keep your hand; Bot 2 — Greedy redraws their hand"
    assert seat_text(line, YOU_SECOND) == "Bot 1 — Greedy keeps their hand; you redraw your hand"
    assert seat_text("Player 1 wins. They take their reward", YOU_SECOND) == \
        "Bot 1 — Greedy wins. They take their reward", "a new sentence without a subject seat keeps its pronouns"


def test_every_pronoun_form_turns_with_its_verb():
    assert seat_text("Player 1 draws the cards set aside for them", YOU_FIRST) == "You draw the cards set aside for you"
    assert seat_text("Player 1 deals 2 damage to themselves", YOU_FIRST) == "You deal 2 damage to yourself"
    assert seat_text("Player 1 passes, and they draw a card", YOU_FIRST) == "You pass, and you draw a card"
    assert seat_text("Player 1 takes back what is theirs", YOU_FIRST) == "You take back what is yours"


def test_a_verb_in_ies_agrees_with_you():
    assert seat_text("Player 1 denies 2: Chained Crow, Solar Archon", YOU_FIRST) == "You deny 2: Chained Crow, Solar Archon"
    assert seat_text("Player 1 dies", YOU_FIRST) == "You die"


def test_every_verb_of_the_readers_predicate_agrees():
    assert seat_text("Player 1 buries 3 and draws 3", YOU_FIRST) == "You bury 3 and draw 3"
    assert seat_text("Player 1 creates and draws Ember", YOU_FIRST) == "You create and draw Ember"
    assert seat_text("Player 1 shuffles back 2 card(s) and draws as many", YOU_FIRST) == \
        "You shuffle back 2 card(s) and draw as many"
    assert seat_text("Player 1 draws one of the top 3 cards and puts the rest on the bottom", YOU_FIRST) == \
        "You draw one of the top 3 cards and put the rest on the bottom"
    assert seat_text("Player 2 buries 3 and draws 3", YOU_FIRST) == "Bot 2 — Greedy buries 3 and draws 3"
    assert seat_text("Player 1 passes; Player 2 buries 3 and draws 3", YOU_FIRST) == \
        "You pass; Bot 2 — Greedy buries 3 and draws 3"


def test_possessives_of_the_reader_become_your():
    assert seat_text("Player 1 plays Cannon to Player 2's Siege row", YOU_FIRST) == \
        "You play Cannon to Bot 2 — Greedy's Siege row"
    assert seat_text("Player 1 plays Cannon to Player 2's Siege row", YOU_SECOND) == \
        "Bot 1 — Greedy plays Cannon to your Siege row"
    assert seat_text("Player 1 puts realm 1 on Player 1's left, Player 2's right", YOU_FIRST) == \
        "You put realm 1 on your left, Bot 2 — Greedy's right"
    assert seat_text("Player 1 puts realm 1 on Player 1's left, Player 2's right", YOU_SECOND) == \
        "Bot 1 — Greedy puts realm 1 on Bot 1 — Greedy's left, your right"
    assert seat_text("Player 2's Knight blocks", YOU_SECOND) == "Your Knight blocks"


def test_a_pronoun_without_a_seat_subject_is_left_alone():
    line = "It is Player 2's turn: you may only play fast spells in answer to their spells"
    assert seat_text(line, YOU_SECOND) == "It is your turn: you may only play fast spells in answer to their spells"


_PRONOUN = re.compile(r"\b(their|them|themselves|they|theirs)\b", re.IGNORECASE)


@pytest.mark.parametrize("game", game_names())
def test_no_line_of_a_seeded_game_leaves_a_reader_pronoun_in_the_third_person(game):
    """Every line of seeded games whose subject is the reader (the line starts with its
    seat) reads in the second person; lines of the other seat keep "their"."""
    spec = get_game(game)
    seen = 0
    for seed in range(3):
        match = spec.new_match(seed, 2)
        rnd = random.Random(seed)
        for _ in range(300):
            if match.decision() is None:
                break
            for ev in match.apply(rnd.choice(list(match.legal_actions()))):
                if not _PRONOUN.search(ev.text) or not ev.text.startswith("Player "):
                    continue
                seat = int(ev.text[7]) - 1
                names = ["Bot", "Bot"]
                names[seat] = "You"
                mine = seat_text(ev.text, names)
                assert not _PRONOUN.search(mine.split(";")[0]), (ev.text, mine)
                names[seat] = "Ada"
                assert _PRONOUN.search(seat_text(ev.text, names)), ev.text
                seen += 1
    assert seen, "the seeded games wrote lines with pronouns"
