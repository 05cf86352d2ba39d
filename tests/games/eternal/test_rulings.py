"""Rulings filled in after the first pass: lost health buffs, Aegis on several effects at once,
Permafrost, conditional and cost-changing auras, and smaller points of 000 and 003.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import (CARDS, P0, P1, attack, block, board, find, pass_, play, refresh, table, unit_stats)


def test_003_health_a_lost_positive_health_buff_heals_up_to_that_much_damage():
    """003 "Cards" > Health > Units: "If a positive health buff is lost, then the unit is
    healed of damage upto that much positive health buff lost. Otherwise, the damage remains
    on the unit for the rest of the turn." Thudrock's Masterwork gives Yeti +1/+1; when the
    site dies, Crafty Yeti (3/2, 4/3 with the site) with 2 damage keeps 1 of it and lives."""
    m = table(hands={0: ["lightning_storm"]}, boards={0: ["jotun_warrior"], 1: ["thudrock_s_masterwork", "crafty_yeti"]})
    yeti, jotun = find(m, "crafty_yeti", 1), find(m, "jotun_warrior", 0)
    assert unit_stats(m, yeti) == (4, 3)
    play(m, 0, "lightning_storm")
    assert unit_stats(m, yeti) == (4, 1) and m.state.info[yeti].dmg == 2
    attack(m, 0, jotun, site=True)
    block(m, 1)
    pass_until_main2(m)
    assert "thudrock_s_masterwork" not in board(m, 1)
    assert "crafty_yeti" in board(m, 1)                 # without the ruling 3/2 with 2 damage dies
    assert m.state.info[yeti].dmg == 1 and unit_stats(m, yeti) == (3, 1)   # the rest of the damage remains


def test_003_health_a_negative_change_does_not_heal():
    """003 Health: only a *positive* buff that is lost heals; a new -X health change leaves
    the damage (Plague's -1/-1 kills a damaged Crafty Yeti at 1 health left)."""
    m = table(hands={0: ["plague"]}, boards={1: ["crafty_yeti"]})
    yeti = find(m, "crafty_yeti", 1)
    m.state.info[yeti].dmg = 1
    refresh(m)
    play(m, 0, "plague")
    assert "crafty_yeti" not in board(m, 1)


def pass_until_main2(m, limit: int = 20) -> None:
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack:
            return
        pass_(m)
    raise AssertionError("never reached the Final Main Phase")
