"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part H: Shamebearer (a new
curse played on an enemy unit) and Birthright (each player plays their top card). Each test plays the
card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import board, find, names, pass_, resolve_stack, table, unit_stats, void

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_shamebearer_pays_1_and_sacrifices_itself_to_curse_an_enemy_unit_with_mark_of_shame():
    """Shamebearer: "Pay 1 and sacrifice Shamebearer to play a -3 Strength Mark of Shame on an enemy unit."."""
    m = table(boards={0: ["shamebearer"], 1: [JOTUN]})
    j = find(m, JOTUN, 1)
    m.apply(Action("use", 0, find(m, "shamebearer", 0), j, 0))
    resolve_stack(m)
    assert void(m, 0) == ["shamebearer"] and names(m.state.info[j].att, m) == ["mark_of_shame"]
    assert unit_stats(m, j) == (0, 5) and m.state.power[0] == 9


def _to_turn(m, seat: int) -> None:
    for _ in range(30):
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack and m.state.choice is None:
            return
        pass_(m)
    raise AssertionError("never reached that turn")


def test_birthright_each_player_plays_the_top_card_of_their_deck_at_the_start_of_their_turn():
    """Birthright: "At the start of each player's turn, they play the top card of their deck." (free,
    000 1.3; 000 3.1: the turn's draw comes first, then the start-of-turn abilities)."""
    m = table(relics={0: ["birthright"]}, decks={0: ["grit", SOLDIER], 1: ["grit", JOTUN]}, turn=0)
    _to_turn(m, 1)
    assert board(m, 1) == [JOTUN] and "grit" in names(m.state.hands[1], m)   # drawn Grit, then Jotun played
    _to_turn(m, 0)
    assert board(m, 0) == [SOLDIER] and m.state.power[0] == m.state.max_power[0]   # played for free
