"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part F: auras with new
conditions (the enemy has no units, the enemy turn, a Tribute as played), a filter by skill, bonuses
tied to the card that gave them ("while you have X"), and Scale Seeker's counted uses. Each test plays
the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, board, choose, find, hand, pass_, play, refresh, resolve_stack, table, unit_stats,
                      void)
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_herald_of_the_parliament_plus_2_plus_2_while_the_enemy_has_no_units():
    """Herald of the Parliament: "Flying / +2/+2 while the enemy player has no units."."""
    m = table(boards={0: ["herald_of_the_parliament"], 1: [SOLDIER]}, hands={0: ["torch"]})
    h = find(m, "herald_of_the_parliament", 0)
    assert unit_stats(m, h) == (1, 1) and has(m.state, CARDS, h, "flying")
    play(m, 0, "torch", find(m, SOLDIER, 1))
    resolve_stack(m)
    assert unit_stats(m, h) == (3, 3)


def test_herald_of_the_parliament_ultimate_pays_4_to_create_and_draw_an_owl():
    """Herald of the Parliament: "Ultimate: Pay 4 to create and draw a 4/4 Owl with Flying."."""
    m = table(boards={0: ["herald_of_the_parliament"]})
    h = find(m, "herald_of_the_parliament", 0)
    m.apply(Action("use", 0, h, None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["owl"] and m.state.power[0] == 6
    assert m.check(Action("use", 0, h, None, 0)) is not None   # 003 Ultimate: once


def test_stinging_wind_has_flying_on_the_enemy_turn_only():
    """Stinging Wind: "Flying on the enemy turn."."""
    m = table(boards={0: ["stinging_wind"]})
    assert not has(m.state, CARDS, find(m, "stinging_wind", 0), "flying")
    m = table(boards={0: ["stinging_wind"]}, turn=1)
    assert has(m.state, CARDS, find(m, "stinging_wind", 0), "flying")


def test_mistress_of_light_gives_your_wisps_plus_1_plus_1():
    """Mistress of Light: "Your Wisps have +1/+1." (Wisp and Illumination Wisp are Wisps; a Soldier is not)."""
    m = tribute_table(hands={0: ["mistress_of_light"]}, boards={0: ["wisp", SOLDIER], 1: ["wisp"]})
    play(m, 0, "mistress_of_light")
    resolve_stack(m)
    assert unit_stats(m, find(m, "wisp", 0)) == (2, 2) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)
    assert unit_stats(m, find(m, "wisp", 1)) == (1, 1)


def test_mistress_of_light_tribute_gives_your_wisps_an_additional_plus_1_plus_1():
    """Mistress of Light: "Tribute: Your Wisps have an additional +1/+1."."""
    m = tribute_table(hands={0: ["mistress_of_light", "torch"]}, boards={0: ["wisp", FODDER]})
    _lose_a_unit(m)
    play(m, 0, "mistress_of_light")
    resolve_stack(m)
    assert unit_stats(m, find(m, "wisp", 0)) == (3, 3)


def test_amaran_armadillo_gives_your_units_with_endurance_plus_1_plus_1():
    """Amaran Armadillo: "Your units with Endurance have +1/+1."."""
    m = table(boards={0: ["amaran_armadillo", "graceful_calligrapher", SOLDIER]})
    assert unit_stats(m, find(m, "graceful_calligrapher", 0)) == (3, 5)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


def test_amaran_armadillo_inspire_units_you_draw_get_endurance():
    """Amaran Armadillo: "Inspire: Units you draw get Endurance."."""
    m = table(boards={0: ["amaran_armadillo"]}, decks={0: [SOLDIER], 1: [SOLDIER]}, turn=1)
    for _ in range(30):
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    assert has(m.state, CARDS, find(m, SOLDIER, 0, "hands"), "endurance")


def _bonus_while_you_have(card_id: str, bonus: tuple[int, int]) -> None:
    """The unit chosen by the Summon has the bonus while the giver stays; when the giver dies the
    bonus ends."""
    m = table(hands={0: [card_id], 1: ["deathstrike"]}, boards={0: [JOTUN, SOLDIER]})
    play(m, 0, card_id)
    if m.state.choice is not None:
        choose(m, 0, find(m, JOTUN, 0))
    resolve_stack(m)
    j, s = find(m, JOTUN, 0), find(m, SOLDIER, 0)
    assert unit_stats(m, j) == (3 + bonus[0], 5 + bonus[1]) and unit_stats(m, s) == (3, 2)
    m.state.turn = 1   # the enemy's main phase: Deathstrike kills the giver
    refresh(m)
    play(m, 1, "deathstrike", find(m, card_id, 0))
    resolve_stack(m)
    assert card_id in void(m, 0) and unit_stats(m, j) == (3, 5)


def test_core_scavenger_gives_another_unit_plus_2_plus_1_while_you_have_it():
    """Core Scavenger: "Summon: Give one of your other units +2/+1 while you have Core Scavenger."."""
    _bonus_while_you_have("core_scavenger", (2, 1))


def test_master_at_arms_gives_another_unit_plus_2_plus_2_while_you_have_it():
    """Master-at-Arms: "Summon: Give one of your other units +2/+2 while you have Master-at-Arms."."""
    _bonus_while_you_have("master_at_arms", (2, 2))


def test_primeval_plover_gives_another_unit_plus_1_plus_2_while_you_have_it():
    """Primeval Plover: "Flying / Summon: Give one of your other units +1/+2 while you have Primeval Plover."."""
    _bonus_while_you_have("primeval_plover", (1, 2))


def test_scale_seeker_scouts_and_after_the_third_use_becomes_a_dragon():
    """Scale Seeker: "Pay 1 and exhaust Scale Seeker to scout. After the third use, sacrifice him to
    play a 5/5 Dragon with Flying." (003 Scout)."""
    m = table(boards={0: ["scale_seeker"]}, decks={0: ["torch", "grit", "mindfire", "overheat"]})
    s = find(m, "scale_seeker", 0)
    for use in range(3):
        m.state.info[s].ex = False
        refresh(m)
        m.apply(Action("use", 0, s, None, 0))
        resolve_stack(m)
        while m.state.choice is not None:
            choose(m, 0, m.state.choice["options"][0])
            resolve_stack(m)
        if use < 2:
            assert board(m, 0) == ["scale_seeker"]
    d = find(m, "dragon", 0)
    assert void(m, 0) == ["scale_seeker"] and unit_stats(m, d) == (5, 5) and has(m.state, CARDS, d, "flying")
    assert m.state.power[0] == 7
