"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part Q: the "+1/+1 weapon" (a
Sidearm): Quicktrigger Outlaw, Won't Be Pretty. Each test plays the card through Match.apply and
checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from .helpers import P1, board, choose, find, names, play, resolve_stack, table, unit_stats
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_quicktrigger_outlaw_deals_1_damage_to_an_enemy_when_you_play_a_weapon_on_him():
    """Quicktrigger Outlaw: "When you play a weapon on Quicktrigger Outlaw, he deals 1 damage to an enemy."."""
    m = table(boards={0: ["quicktrigger_outlaw"]}, hands={0: ["heavy_axe"]})
    play(m, 0, "heavy_axe", find(m, "quicktrigger_outlaw", 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, P1)
        resolve_stack(m)
    assert m.state.health[1] == 24


def test_quicktrigger_outlaw_tribute_plays_a_sidearm_on_one_of_your_units():
    """Quicktrigger Outlaw: "Tribute: Play a +1/+1 weapon on one of your units." (a Sidearm)."""
    m = tribute_table(hands={0: ["quicktrigger_outlaw", "torch"]}, boards={0: [FODDER, SOLDIER]})
    _lose_a_unit(m)
    play(m, 0, "quicktrigger_outlaw")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0))
        resolve_stack(m)
    s = find(m, SOLDIER, 0)
    assert names(m.state.info[s].att, m) == ["sidearm"] and unit_stats(m, s) == (4, 3)


def test_won_t_be_pretty_the_enemy_chooses_which_of_two_takes_6_damage_and_arms_the_other():
    """Won't Be Pretty: "Choose two enemy units. The enemy player chooses one to be dealt 6 damage. They
    play a +1/+1 weapon on the other."."""
    m = table(hands={0: ["won_t_be_pretty"]}, boards={1: [SOLDIER, JOTUN, "humbug"]})
    play(m, 0, "won_t_be_pretty")
    resolve_stack(m)
    s, j = find(m, SOLDIER, 1), find(m, JOTUN, 1)
    choose(m, 0, s, j)
    assert m.state.choice["seat"] == 1 and sorted(m.state.choice["options"]) == sorted([s, j])
    choose(m, 1, j)
    resolve_stack(m)
    assert board(m, 1) == [SOLDIER, "humbug"] and names(m.state.info[s].att, m) == ["sidearm"]
    assert unit_stats(m, s) == (4, 3)
