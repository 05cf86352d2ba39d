"""A test per Set 2 card (The Fall of Argenport), part J: relic weapons that grow (000 4.31: a
relic weapon's Health is its player's armor, so +X Health is +X armor). Each test plays the card
through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import attack

from .helpers import CARDS, P1, board, choose, find, play, resolve_stack, table


def _weapon(m, seat: int = 0) -> int:
    return m.state.weapon[seat]


def test_jawbone_hatchet_spark_gets_plus_2_plus_2():
    """Jawbone Hatchet (relic weapon 1/1): "Spark: +2/+2." (003 Spark)."""
    m = table(hands={0: ["jawbone_hatchet", "torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "jawbone_hatchet")
    resolve_stack(m)
    assert attack(m.state, CARDS, _weapon(m)) == 3 and m.state.armor[0] == 3


def test_jawbone_hatchet_without_spark_is_a_1_1():
    """Jawbone Hatchet without Spark: its printed 1/1 (1 armor)."""
    m = table(hands={0: ["jawbone_hatchet"]})
    play(m, 0, "jawbone_hatchet")
    resolve_stack(m)
    assert attack(m.state, CARDS, _weapon(m)) == 1 and m.state.armor[0] == 1


def test_hatecleaver_lifeforce_gets_plus_1_plus_1():
    """Hatecleaver (relic weapon 3/2): "Lifeforce: When you gain Health, Hatecleaver gets +1/+1." (003 Lifeforce)."""
    m = table(hands={0: ["hatecleaver", "water_of_life"]})
    play(m, 0, "hatecleaver")
    resolve_stack(m)
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert attack(m.state, CARDS, _weapon(m)) == 4 and m.state.armor[0] == 3


def test_sanguine_sword_summon_may_sacrifice_a_unit_for_plus_2_plus_2():
    """Sanguine Sword (relic weapon 2/2): "Summon: You may sacrifice a unit to give Sanguine Sword +2/+2."."""
    m = table(hands={0: ["sanguine_sword"]}, boards={0: ["argenport_soldier", "humbug"]})
    play(m, 0, "sanguine_sword")
    resolve_stack(m)
    choose(m, 0, find(m, "humbug", 0))
    resolve_stack(m)
    assert board(m, 0) == ["argenport_soldier"]
    assert attack(m.state, CARDS, _weapon(m)) == 4 and m.state.armor[0] == 4
    m = table(hands={0: ["sanguine_sword"]}, boards={0: ["humbug"]})
    play(m, 0, "sanguine_sword")
    resolve_stack(m)
    choose(m, 0, "done")
    resolve_stack(m)
    assert board(m, 0) == ["humbug"] and m.state.armor[0] == 2
