"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part C: the Standards and
their Tactics, and cards that needed a small addition to the vocabulary (a spell's own Tribute skill,
Inspire with numbers, a unit put on top of its deck, Health per unit or per card in the void).
Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.stats import cost, has

from .helpers import (CARDS, P1, attack, block, board, choose, find, hand, names, pass_, pass_until, play, refresh,
                      resolve_stack, table, unit_stats, void)
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


# --- Standards and Tactics -------------------------------------------------------------------

@pytest.mark.parametrize("standard,tactic", [("shugo_standard", "shugo_tactic"),
                                             ("crownwatch_standard", "crownwatch_tactic"),
                                             ("temple_standard", "temple_tactic")])
def test_standards_are_depleted_power_that_transmute_at_5_into_their_tactic(standard, tactic):
    """Shugo / Crownwatch / Temple Standard: "Depleted / Gain {F} ({J}, {T}). / Transmute 5: X
    Tactic." (003 Transmute: in hand, it becomes the Tactic once you have 5 maximum power)."""
    m = table(hands={0: [standard]}, power=(3, 3))
    play(m, 0, standard)
    assert m.state.max_power[0] == 4 and m.state.power[0] == 3   # depleted: no power this turn
    m2 = table(hands={0: ["fire_sigil", standard]}, power=(4, 4))
    play(m2, 0, "fire_sigil")
    assert hand(m2, 0) == [tactic]


def test_shugo_tactic_gives_plus_4_plus_2_and_overwhelm_this_turn():
    """Shugo Tactic: "Give a unit +4/+2 and Overwhelm this turn." (fast)."""
    m = table(hands={0: ["shugo_tactic"]}, boards={0: [SOLDIER]})
    play(m, 0, "shugo_tactic", find(m, SOLDIER, 0))
    resolve_stack(m)
    u = find(m, SOLDIER, 0)
    assert unit_stats(m, u) == (7, 4) and has(m.state, CARDS, u, "overwhelm")


def test_crownwatch_tactic_gives_plus_3_plus_3_and_lifesteal_this_turn():
    """Crownwatch Tactic: "Give a unit +3/+3 and Lifesteal this turn."."""
    m = table(hands={0: ["crownwatch_tactic"]}, boards={0: [SOLDIER]})
    play(m, 0, "crownwatch_tactic", find(m, SOLDIER, 0))
    resolve_stack(m)
    u = find(m, SOLDIER, 0)
    assert unit_stats(m, u) == (6, 5) and has(m.state, CARDS, u, "lifesteal")


def test_temple_tactic_puts_a_unit_and_each_weapon_it_wields_into_its_owners_hand():
    """Temple Tactic: "Put a unit and each weapon it's wielding into its owner's hand." (not the void)."""
    m = table(hands={0: ["heavy_axe", "temple_tactic"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "heavy_axe", s)
    resolve_stack(m)
    play(m, 0, "temple_tactic", s)
    resolve_stack(m)
    assert sorted(hand(m, 0)) == sorted([SOLDIER, "heavy_axe"]) and board(m, 0) == [] and void(m, 0) == ["temple_tactic"]


# --- spells ----------------------------------------------------------------------------------

def test_consuming_flames_sacrifices_a_unit_to_deal_3_damage_to_an_enemy():
    """Consuming Flames: "Warp / Sacrifice a unit to deal 3 damage to an enemy." (an additional cost)."""
    m = table(hands={0: ["consuming_flames"]}, boards={0: [FODDER], 1: [SOLDIER]})
    play(m, 0, "consuming_flames", find(m, SOLDIER, 1))
    if m.state.choice is not None:
        choose(m, 0, find(m, FODDER, 0))
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == []


def test_consuming_flames_needs_a_unit_to_sacrifice():
    m = table(hands={0: ["consuming_flames"]}, boards={1: [SOLDIER]})
    assert m.check(Action("play", 0, find(m, "consuming_flames", 0, "hands"), P1)) is not None


def test_fiery_fissure_deals_4_damage_to_an_enemy():
    """Fiery Fissure: "Deal 4 damage to an enemy." (no Tribute: no Overwhelm)."""
    m = tribute_table(hands={0: ["fiery_fissure"]}, boards={1: [SOLDIER]})
    play(m, 0, "fiery_fissure", find(m, SOLDIER, 1))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.health[1] == 25


def test_fiery_fissure_tribute_overwhelm_sends_the_rest_to_the_player():
    """Fiery Fissure: "Tribute: Overwhelm." (003 Overwhelm: 2 past the 3/2's Health reach its player)."""
    m = tribute_table(hands={0: ["fiery_fissure", "torch"]}, boards={0: [FODDER], 1: [SOLDIER]})
    _lose_a_unit(m)
    play(m, 0, "fiery_fissure", find(m, SOLDIER, 1))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.health[1] == 23


def test_last_rites_sacrifices_a_unit_to_play_a_sigil_of_your_choice_depleted():
    """Last Rites: "Sacrifice a unit to play a Sigil of your choice from your deck depleted." (fast)."""
    m = table(hands={0: ["last_rites"]}, boards={0: [FODDER]}, decks={0: ["time_sigil"]}, deck_filler=0, power=(2, 2))
    play(m, 0, "last_rites")
    if m.state.choice is not None and m.state.choice.get("options") and FODDER in names(
            [o for o in m.state.choice["options"] if isinstance(o, int)], m):
        choose(m, 0, find(m, FODDER, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, m.state.choice["options"][0])
        resolve_stack(m)
    assert board(m, 0) == [] and names(m.state.powers[0], m) == ["time_sigil"] and m.state.max_power[0] == 3


def test_gathering_lights_plays_two_wisps_then_gains_1_health_for_each_of_your_units():
    """Gathering Lights: "Play two 1/1 Wisps. Then you gain 1 Health for each of your units."."""
    m = table(hands={0: ["gathering_lights"]}, boards={0: [SOLDIER]}, health=(20, 25))
    play(m, 0, "gathering_lights")
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER, "wisp", "wisp"] and m.state.health[0] == 23


def test_arcane_defense_gives_two_enemy_units_minus_1_strength_this_turn():
    """Arcane Defense: "Give two enemy units -1 Strength this turn." (chosen as it resolves)."""
    m = table(hands={0: ["arcane_defense"]}, boards={1: [SOLDIER, JOTUN, "humbug"]})
    play(m, 0, "arcane_defense")
    resolve_stack(m)
    s, j, h = m.state.boards[1]
    choose(m, 0, s, j)
    resolve_stack(m)
    assert [unit_stats(m, u)[0] for u in (s, j, h)] == [2, 2, CARDS[m.state.kinds[h]].attack]


def test_meditation_gives_plus_2_plus_2_and_puts_the_unit_on_top_of_your_deck():
    """Meditation: "Give one of your units +2/+2 and put it on top of your deck." (it keeps the +2/+2)."""
    m = table(hands={0: ["meditation"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "meditation", s)
    resolve_stack(m)
    assert board(m, 0) == [] and m.state.decks[0][-1] == s
    assert m.state.info[s].atk == 2 and m.state.info[s].hp == 2


# --- units -----------------------------------------------------------------------------------

def test_rambot_infiltrate_gives_the_top_unit_of_your_deck_plus_4_strength_then_is_sacrificed():
    """Rambot: "Infiltrate: The top unit of your deck gets +4 Strength. Then sacrifice Rambot."."""
    m = table(boards={0: ["rambot"]}, decks={0: ["torch", SOLDIER]})
    attack(m, 0, find(m, "rambot", 0))
    pass_until(m, "main2")
    s = find(m, SOLDIER, 0, "decks")
    assert m.state.info[s].atk == 4 and void(m, 0) == ["rambot"]


def test_sandstorm_scarf_units_cant_fly():
    """Sandstorm Scarf: "Units can't fly." (both players' units lose Flying while it is out)."""
    m = table(hands={0: ["sandstorm_scarf"]}, boards={0: ["humbug"], 1: ["humbug"]})
    play(m, 0, "sandstorm_scarf")
    resolve_stack(m)
    assert not any(has(m.state, CARDS, u, "flying") for u in m.state.boards[0] + m.state.boards[1])


def test_sky_crew_pays_8_and_exhausts_to_give_another_unit_plus_3_plus_3_and_flying():
    """Sky Crew: "Pay 8 and exhaust Sky Crew to give another unit +3/+3 and Flying this turn."."""
    m = table(boards={0: ["sky_crew", SOLDIER]})
    c, s = find(m, "sky_crew", 0), find(m, SOLDIER, 0)
    assert m.check(Action("use", 0, c, c, 0)) is not None   # another unit
    m.apply(Action("use", 0, c, s, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (6, 5) and has(m.state, CARDS, s, "flying") and m.state.info[c].ex
    assert m.state.power[0] == 2


def test_warrant_officer_tribute_stuns_an_enemy_unit_and_gets_its_strength():
    """Warrant Officer: "Tribute: Stun an enemy unit. Warrant Officer gets +Strength equal to that
    unit's Strength." (a 0/3)."""
    m = tribute_table(hands={0: ["warrant_officer", "torch"]}, boards={0: [FODDER], 1: [JOTUN]})
    _lose_a_unit(m)
    play(m, 0, "warrant_officer")
    if m.state.choice is not None:
        choose(m, 0, find(m, JOTUN, 1))
    resolve_stack(m)
    j = find(m, JOTUN, 1)
    assert m.state.info[j].stun and unit_stats(m, find(m, "warrant_officer", 0)) == (3, 3)


def test_pathlighter_infiltrate_radiants_in_hand_cost_1_less_and_tribute_plus_2_plus_2():
    """Pathlighter: "Deadly / Infiltrate: Reduce the cost of each Radiant in your hand by 1. /
    Tribute: +2/+2."."""
    m = tribute_table(hands={0: ["pathlighter", "torch", "pensive_lumen"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    play(m, 0, "pathlighter")
    resolve_stack(m)
    p = find(m, "pathlighter", 0)
    assert unit_stats(m, p) == (3, 3) and has(m.state, CARDS, p, "deadly")
    m.state.info[p].entered = 1
    refresh(m)
    attack(m, 0, p)
    pass_until(m, "main2")
    assert cost(m.state, CARDS, find(m, "pensive_lumen", 0, "hands")) == 4


def test_royal_guardian_tribute_heals_per_card_in_void_and_infiltrate_draws_hall_of_lost_kings():
    """Royal Guardian: "Tribute: You gain Health equal to the number of cards in your void. /
    Infiltrate: Create and draw Hall of Lost Kings."."""
    m = tribute_table(hands={0: ["royal_guardian", "torch"]}, boards={0: [FODDER]}, voids={0: [SOLDIER]},
                      health=(10, 25), power=(12, 12))
    _lose_a_unit(m)   # the void: Soldier, Grenadin, Torch
    play(m, 0, "royal_guardian")
    resolve_stack(m)
    assert m.state.health[0] == 13
    g = find(m, "royal_guardian", 0)
    m.state.info[g].entered = 1
    refresh(m)
    attack(m, 0, g)
    pass_until(m, "main2")
    assert hand(m, 0) == ["hall_of_lost_kings"]


def test_gnash_tribute_plus_3_plus_3():
    """Gnash, Pridemaster: "Tribute: +3/+3."."""
    m = tribute_table(hands={0: ["gnash_pridemaster", "torch"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    play(m, 0, "gnash_pridemaster")
    resolve_stack(m)
    assert unit_stats(m, find(m, "gnash_pridemaster", 0)) == (7, 7)


def test_gnash_attacking_discards_the_top_card_and_a_unit_makes_your_other_units_invulnerable():
    """Gnash: "When Gnash attacks, discard the top card of your deck. If it was a unit, your other
    units are invulnerable to damage this turn."."""
    m = table(boards={0: ["gnash_pridemaster", SOLDIER]}, decks={0: [JOTUN]})
    attack(m, 0, find(m, "gnash_pridemaster", 0))
    assert JOTUN in void(m, 0)
    assert has(m.state, CARDS, find(m, SOLDIER, 0), "invulnerable")
    assert not has(m.state, CARDS, find(m, "gnash_pridemaster", 0), "invulnerable")


def test_gnash_attacking_discards_a_non_unit_and_nothing_more():
    m = table(boards={0: ["gnash_pridemaster", SOLDIER]}, decks={0: ["torch"]})
    attack(m, 0, find(m, "gnash_pridemaster", 0))
    assert "torch" in void(m, 0) and not has(m.state, CARDS, find(m, SOLDIER, 0), "invulnerable")


def test_wurmstone_is_sacrificed_for_an_exhausted_sand_wurm_when_you_play_a_spell():
    """Wurmstone: "When you play a spell, sacrifice Wurmstone to play a 7/7 Sand Wurm exhausted."."""
    m = table(relics={0: ["wurmstone"]}, hands={0: ["torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    w = find(m, "sand_wurm", 0)
    assert m.state.relics[0] == [] and m.state.info[w].ex and unit_stats(m, w) == (7, 7)


def test_thundering_kerasaur_when_either_player_plays_a_spell_the_other_draws():
    """Thundering Kerasaur: "Overwhelm / When either player plays a spell, the other player draws a card."."""
    m = table(boards={0: ["thundering_kerasaur"]}, hands={0: ["torch"], 1: ["torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert len(m.state.hands[1]) == 2 and len(m.state.hands[0]) == 0
    m2 = table(boards={0: ["thundering_kerasaur"]}, hands={1: ["torch"]}, turn=1)
    play(m2, 1, "torch", find(m2, "thundering_kerasaur", 0))
    resolve_stack(m2)
    assert len(m2.state.hands[0]) == 1


def _draw_a_unit(card_id: str):
    """Pass from the enemy's turn into yours: you draw the Soldier on top of your deck."""
    m = table(boards={0: [card_id]}, decks={1: [SOLDIER], 0: [SOLDIER]}, turn=1)
    for _ in range(30):
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    return m, find(m, SOLDIER, 0, "hands")


def test_warpainter_inspire_units_you_draw_get_plus_1_strength():
    """Warpainter: "Inspire: Units you draw get +1 Strength."."""
    m, s = _draw_a_unit("warpainter")
    assert m.state.info[s].atk == 1 and m.state.info[s].hp == 0


def test_living_example_inspire_units_you_draw_get_plus_1_plus_1():
    """Living Example: "Inspire: Units you draw get +1/+1."."""
    m, s = _draw_a_unit("living_example")
    assert m.state.info[s].atk == 1 and m.state.info[s].hp == 1


def test_journey_guide_inspire_reduces_the_cost_of_units_you_draw_by_1():
    """Journey Guide: "Inspire: Reduce the cost of units you draw by 1."."""
    m, s = _draw_a_unit("journey_guide")
    assert cost(m.state, CARDS, s) == CARDS[m.state.kinds[s]].cost - 1
