"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part R: Rika, Desert Navigator
(Warp lent to the top card of the deck for the turn). Each test plays the card through Match.apply and
checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import CARDS, attack, board, find, pass_, pass_until, table

SOLDIER = "argenport_soldier"   # 3/2


def test_rika_desert_navigator_hitting_gives_the_top_card_of_your_deck_warp_this_turn():
    """Rika, Desert Navigator: "When Rika hits the enemy player, the top card of your deck gets Warp this
    turn." (003 Warp: playable from the top of the deck)."""
    m = table(boards={0: ["rika_desert_navigator"]}, decks={0: [SOLDIER, "torch"]})
    attack(m, 0, find(m, "rika_desert_navigator", 0))
    pass_until(m, "main2")
    s = m.state.decks[0][-1]
    assert has(m.state, CARDS, s, "warp") and m.state.health[1] == 24
    m.apply(Action("play", 0, s))
    for _ in range(5):
        if not m.state.stack:
            break
        pass_(m)
    assert SOLDIER in board(m, 0)


def test_rika_desert_navigator_warp_ends_with_the_turn():
    m = table(boards={0: ["rika_desert_navigator"]}, decks={0: ["torch", SOLDIER]})
    attack(m, 0, find(m, "rika_desert_navigator", 0))
    pass_until(m, "main2")
    g = m.state.decks[0][-1]
    assert has(m.state, CARDS, g, "warp")
    for _ in range(10):
        if m.state.turn == 1:
            break
        pass_(m)
    assert not has(m.state, CARDS, g, "warp")
