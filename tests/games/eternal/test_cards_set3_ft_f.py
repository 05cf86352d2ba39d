"""A test per Set 3 (Omens of the Past) Fire or Time card, part F: numbers that ongoing abilities
count (auras_set3_ft.py, read where stats.py works a card's numbers out).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import attack as strength, has

from .helpers import CARDS, find, play, resolve_stack, table, unit_stats

SOLDIER = "argenport_soldier"   # 3/2


def test_toppletower_has_2_strength_for_each_grenadin_in_your_void():
    """Toppletower: "+2 Strength for each Grenadin in your void." (units only of that type)."""
    m = table(boards={0: ["toppletower"]}, voids={0: ["grenadin", "grenadin", "torch"], 1: ["grenadin"]})
    assert unit_stats(m, find(m, "toppletower", 0)) == (4, 5)


def test_sureshot_has_3_3_per_weapon_and_overwhelm_from_18_strength():
    """Sureshot: "Sureshot has +3/+3 for each weapon she's wielding. / Sureshot has Overwhelm while she
    has 18 Strength or more."."""
    m = table(boards={0: ["sureshot"]}, hands={0: ["heavy_axe", "heavy_axe", "heavy_axe"]})
    s = find(m, "sureshot", 0)
    assert unit_stats(m, s) == (6, 5) and not has(m.state, CARDS, s, "overwhelm")
    play(m, 0, "heavy_axe", s)   # +2/+1, and +3/+3
    resolve_stack(m)
    assert unit_stats(m, s) == (11, 9) and not has(m.state, CARDS, s, "overwhelm")
    play(m, 0, "heavy_axe", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (16, 13) and not has(m.state, CARDS, s, "overwhelm")
    play(m, 0, "heavy_axe", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (21, 17) and has(m.state, CARDS, s, "overwhelm")


def test_molten_fist_has_strength_equal_to_your_armor():
    """Molten Fist: "+Strength equal to your Armor." (a relic weapon 0/6: 000 4.31 its Health is armor)."""
    m = table(hands={0: ["molten_fist"]}, armor=(2, 0))
    play(m, 0, "molten_fist")
    resolve_stack(m)
    w = m.state.weapon[0]
    assert m.state.armor[0] == 8 and strength(m.state, CARDS, w) == 8


def test_staff_of_the_archmagister_gives_1_1_per_spell_in_your_void():
    """Staff of the Archmagister: "+1/+1 for each spell in your void." (a weapon 0/0)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["staff_of_the_archmagister"]}, voids={0: ["torch", "torch", SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "staff_of_the_archmagister", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 4)
