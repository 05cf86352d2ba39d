"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part N: End of the Story
(its Tribute: no Negate, no Aegis). Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import board, find, pass_, play, resolve_stack, void
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
DEPUTY = "steadfast_deputy"     # 1/1 Aegis


def test_end_of_the_story_kills_all_units_but_an_aegis_stops_it():
    """End of the Story: "Warp / Kill all units." (003 Aegis: an enemy unit's shield stops it)."""
    m = tribute_table(hands={0: ["end_of_the_story"]}, boards={0: [SOLDIER], 1: [SOLDIER, DEPUTY]})
    play(m, 0, "end_of_the_story")
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == [DEPUTY]


def test_end_of_the_story_tribute_is_not_stopped_by_aegis():
    """End of the Story: "Tribute: End of the Story can't be negated or stopped by Aegis."."""
    m = tribute_table(hands={0: ["end_of_the_story", "torch"]}, boards={0: [FODDER, SOLDIER], 1: [SOLDIER, DEPUTY]})
    _lose_a_unit(m)
    play(m, 0, "end_of_the_story")
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == []


def _negated(tribute: bool):
    """End of the Story played (after losing a unit, or not); the enemy answers with Unseal (a Negate)."""
    m = tribute_table(hands={0: ["end_of_the_story", "torch"], 1: ["unseal"]}, boards={0: [FODDER], 1: [SOLDIER]})
    if tribute:
        _lose_a_unit(m)
    play(m, 0, "end_of_the_story")
    un = find(m, "unseal", 1, "hands")
    spell = next(x["card"] for x in m.state.stack if x["kind"] == "spell")
    for _ in range(5):
        if m.decision().seat == 1:
            break
        pass_(m)
    m.apply(Action("play", 1, un, spell))
    resolve_stack(m)
    return m


def test_end_of_the_story_can_be_negated_without_tribute():
    m = _negated(False)
    assert board(m, 1) == [SOLDIER] and "end_of_the_story" in void(m, 0)


def test_end_of_the_story_tribute_cant_be_negated():
    m = _negated(True)
    assert board(m, 1) == [] and board(m, 0) == []
