"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part M: "When you or one of
your units hits the enemy player" (First Flame) and "one or more of your other units hit" (Frontier
Bard). Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import CARDS, P1, attack, board, find, pass_, pass_until, play, resolve_stack, table, unit_stats
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2


def test_first_flame_summon_plays_an_infernus():
    """First Flame: "Summon: Play a 5/5 Infernus."."""
    m = tribute_table(hands={0: ["first_flame"]}, power=(11, 11))
    play(m, 0, "first_flame")
    resolve_stack(m)
    assert board(m, 0) == ["first_flame", "infernus"]


def test_first_flame_tribute_plays_three_infernus_instead():
    """First Flame: "Tribute: Play three Infernus instead."."""
    m = tribute_table(hands={0: ["first_flame", "torch"]}, boards={0: [FODDER]}, power=(12, 12))
    _lose_a_unit(m)
    play(m, 0, "first_flame")
    resolve_stack(m)
    assert board(m, 0) == ["first_flame", "infernus", "infernus", "infernus"]


def test_first_flame_plays_a_flamefang_when_one_of_your_units_hits_the_enemy_player():
    """First Flame: "When you or one of your units hits the enemy player, play a 3/1 Flamefang with
    Reckless." (each unit that hits)."""
    m = table(boards={0: ["first_flame", SOLDIER, "grenadin"]})
    attack(m, 0, find(m, SOLDIER, 0), find(m, "grenadin", 0))
    pass_until(m, "main2")
    assert board(m, 0).count("flamefang") == 2 and m.state.health[1] == 25 - 4


def test_first_flame_plays_a_flamefang_when_your_relic_weapon_hits_the_enemy_player():
    """First Flame: "When you ... hit the enemy player" (your relic weapon's attack, 000 4.3)."""
    m = table(boards={0: ["first_flame"]}, relics={0: ["reinforced_baton"]})
    w = find(m, "reinforced_baton", 0, "relics")
    m.apply(Action("attack", 0, w, P1))
    resolve_stack(m)
    assert m.state.health[1] == 23 and board(m, 0).count("flamefang") == 1


def test_frontier_bard_gets_plus_1_strength_once_when_your_other_units_hit_together():
    """Frontier Bard: "When one or more of your other units hit the enemy player, Frontier Bard gets
    +1 Strength." (two units hitting in one attack: +1)."""
    m = table(boards={0: ["frontier_bard", SOLDIER, "grenadin"]})
    b = find(m, "frontier_bard", 0)
    attack(m, 0, find(m, SOLDIER, 0), find(m, "grenadin", 0))
    pass_until(m, "main2")
    assert unit_stats(m, b) == (3, 4)


def test_frontier_bard_does_not_grow_from_its_own_hit():
    m = table(boards={0: ["frontier_bard"]})
    b = find(m, "frontier_bard", 0)
    attack(m, 0, b)
    pass_until(m, "main2")
    assert unit_stats(m, b) == (2, 4) and m.state.health[1] == 23


def test_frontier_bard_inspire_units_you_draw_get_overwhelm():
    """Frontier Bard: "Inspire: Units you draw get Overwhelm."."""
    m = table(boards={0: ["frontier_bard"]}, decks={0: [SOLDIER], 1: [SOLDIER]}, turn=1)
    for _ in range(30):
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    assert has(m.state, CARDS, find(m, SOLDIER, 0, "hands"), "overwhelm")
