"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part K: abilities offered only
after a spell this turn (Initiation Bell, Watchful Amanera), Sheriff Marley and Ironfist Chancellor.
Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import CARDS, P1, board, choose, find, hand, names, play, resolve_stack, table, unit_stats
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _uses(m, c) -> list[Action]:
    return [a for a in m.legal_actions() if a.kind == "use" and a.card == c]


def test_initiation_bell_pays_1_for_a_monk_once_you_have_played_a_spell_this_turn():
    """Initiation Bell: "Once per turn, you may pay 1 to create and draw a 2/2 Monk with Endurance if
    you have played a spell this turn."."""
    m = table(hands={0: ["initiation_bell", "torch"]})
    play(m, 0, "initiation_bell")
    resolve_stack(m)
    b = find(m, "initiation_bell", 0, "relics")
    assert _uses(m, b) == []
    v = m.check(Action("use", 0, b, None, 0))
    assert v is not None and "spell this turn" in v.reason
    play(m, 0, "torch", P1)
    resolve_stack(m)
    m.apply(Action("use", 0, b, None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["monk"] and m.state.power[0] == 10 - 3 - 1 - 1
    assert _uses(m, b) == []   # once per turn


def test_watchful_amanera_may_scout_once_you_have_played_a_spell_this_turn():
    """Watchful Amanera: "Once per turn, you may scout if you have played a spell this turn." (003 Scout)."""
    m = table(boards={0: ["watchful_amanera"]}, hands={0: ["torch"]}, decks={0: ["grit"]})
    a = find(m, "watchful_amanera", 0)
    assert _uses(m, a) == []
    play(m, 0, "torch", P1)
    resolve_stack(m)
    m.apply(Action("use", 0, a, None, 0))
    resolve_stack(m)
    assert m.state.choice is not None or m.state.info[a].used   # the scout's choice: keep or bottom
    assert _uses(m, a) == []


def test_sheriff_marley_pays_3_once_a_turn_to_draw_a_1_1_deputy_with_aegis():
    """Sheriff Marley: "Aegis / Once per turn, you may pay 3 to draw a 1/1 Deputy with Aegis." (the
    database's 1/1 Deputy with Aegis is Steadfast Deputy)."""
    m = table(boards={0: ["sheriff_marley"]})
    s = find(m, "sheriff_marley", 0)
    assert has(m.state, CARDS, s, "aegis")
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["steadfast_deputy"] and m.state.power[0] == 7
    assert _uses(m, s) == []


def test_sheriff_marley_tribute_silences_an_enemy_unit():
    """Sheriff Marley: "Tribute: Silence an enemy unit." (003 Silence)."""
    m = tribute_table(hands={0: ["sheriff_marley", "torch"]}, boards={0: [FODDER], 1: ["guard_dog", SOLDIER]})
    _lose_a_unit(m)
    play(m, 0, "sheriff_marley")
    if m.state.choice is not None:
        choose(m, 0, find(m, "guard_dog", 1))
    resolve_stack(m)
    assert m.state.info[find(m, "guard_dog", 1)].silenced


def test_ironfist_chancellor_tribute_plays_a_longsword_on_itself():
    """Ironfist Chancellor: "Tribute: Play a +2/+2 Longsword on Ironfist Chancellor." (Crownwatch Longsword)."""
    m = tribute_table(hands={0: ["ironfist_chancellor", "torch"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    play(m, 0, "ironfist_chancellor")
    resolve_stack(m)
    c = find(m, "ironfist_chancellor", 0)
    assert names(m.state.info[c].att, m) == ["crownwatch_longsword"] and unit_stats(m, c) == (4, 4)


def test_ironfist_chancellor_pays_5_for_a_soldier_with_a_copy_of_each_of_its_weapons():
    """Ironfist Chancellor: "Pay 5 to play a 2/2 Soldier with a copy of each weapon on Ironfist Chancellor."."""
    m = table(boards={0: ["ironfist_chancellor"]}, hands={0: ["heavy_axe", "morningstar"]})
    c = find(m, "ironfist_chancellor", 0)
    play(m, 0, "heavy_axe", c)
    resolve_stack(m)
    play(m, 0, "morningstar", c)
    resolve_stack(m)
    left = m.state.power[0]
    m.apply(Action("use", 0, c, None, 0))
    resolve_stack(m)
    s = find(m, "soldier", 0)
    assert sorted(names(m.state.info[s].att, m)) == ["heavy_axe", "morningstar"] and m.state.power[0] == left - 5
    assert sorted(names(m.state.info[c].att, m)) == ["heavy_axe", "morningstar"]
