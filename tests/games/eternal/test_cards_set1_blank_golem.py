"""Set 1's blank Golem row: a 0/0 unit no Set 1 card creates, kept in the pool so that all
of Set 1 is there. Played onto the board, it dies at once (003 Health: a unit with 0
health is killed)."""
from simulator.games.eternal.cards import card_index, card_table

from .helpers import board, pass_, table, void


def test_golem_is_a_blank_zero_zero_unit_that_dies_as_soon_as_it_is_on_the_board():
    golem = card_table()[card_index()["golem"]]
    assert (golem.attack, golem.health, golem.text, golem.token) == (0, 0, "", True)
    m = table(boards={0: ["golem"]}, hands={0: ["torch"]})
    pass_(m, 0)                       # any step runs the state checks
    assert "golem" not in board(m, 0) and "golem" in void(m, 0)
