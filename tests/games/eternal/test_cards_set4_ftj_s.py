"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part S: Teacher of Humility and
its Disciplinary Weights ("When the cursed player draws an additional card, increase its cost by 2").
Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import cost

from .helpers import CARDS, attack, find, hand, names, pass_, pass_until, table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_teacher_of_humility_infiltrate_curses_the_enemy_then_each_player_draws():
    """Teacher of Humility: "Infiltrate: Play Disciplinary Weights on the enemy player. Then each player
    draws a card." (the enemy's draw is an additional card: it costs 2 more)."""
    m = table(boards={0: ["teacher_of_humility"]}, decks={0: ["torch"], 1: [JOTUN]})
    attack(m, 0, find(m, "teacher_of_humility", 0))
    pass_until(m, "main2")
    assert names(m.state.relics[1], m) == ["disciplinary_weights"]
    assert hand(m, 0) == ["torch"] and hand(m, 1) == [JOTUN]
    j = find(m, JOTUN, 1, "hands")
    assert cost(m.state, CARDS, j) == CARDS[m.state.kinds[j]].cost + 2
    assert cost(m.state, CARDS, find(m, "torch", 0, "hands")) == 1   # your own draw is not cursed
    assert not any("Jotun" in e.text for e in m.log if "cost" in e.kind)


def test_disciplinary_weights_spare_the_draw_of_the_cursed_players_turn():
    """Disciplinary Weights: the Start Phase draw (000 3.1) is not an additional card."""
    m = table(boards={0: ["teacher_of_humility"]}, decks={0: ["torch"], 1: [SOLDIER, JOTUN]})
    attack(m, 0, find(m, "teacher_of_humility", 0))
    pass_until(m, "main2")
    for _ in range(20):
        if m.state.turn == 1 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    s, j = find(m, SOLDIER, 1, "hands"), find(m, JOTUN, 1, "hands")   # the Soldier came with the Teacher's draw
    assert cost(m.state, CARDS, s) == 2 + 2 and cost(m.state, CARDS, j) == CARDS[m.state.kinds[j]].cost
