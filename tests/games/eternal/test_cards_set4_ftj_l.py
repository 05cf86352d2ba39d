"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part L: Randori (blocks
swapped). Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import attack, block, board, find, pass_, table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_randori_swaps_the_blocks_of_two_blocking_enemy_units():
    """Randori: "Swap the blocks of two blocking enemy units." (a fast spell, 000 4.1): the Wisp that
    blocked the Jotun now blocks the Grenadin, and the Lumen the Jotun: each blocker fights the other's
    attacker."""
    m = table(boards={0: [JOTUN, "grenadin"], 1: ["wisp", "pensive_lumen"]}, hands={0: ["randori"]})
    j, g = find(m, JOTUN, 0), find(m, "grenadin", 0)
    w, p = find(m, "wisp", 1), find(m, "pensive_lumen", 1)
    attack(m, 0, j, g)
    block(m, 1, (w, j), (p, g))
    r = find(m, "randori", 0, "hands")
    for _ in range(10):
        if m.state.stack == [] and m.decision().seat == 0 and m.check(Action("play", 0, r, None)) is None:
            break
        pass_(m)
    m.apply(Action("play", 0, r, None))
    for _ in range(20):
        if m.state.phase == "main2":
            break
        pass_(m)
    assert any("now blocks" in e.text for e in m.log)
    # swapped: the Wisp and the Grenadin trade, and the 5/3 Lumen and the 3/5 Jotun trade
    assert board(m, 0) == [] and board(m, 1) == []
