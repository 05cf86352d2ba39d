"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part D: discarding for a
card, tutors and Sigils played from a deck, cards put into the enemy deck, Rolant's Memorial (the
record Tribute reads), Zuberi, Reality Shift, Arcanum Hourglass, Honor the Ancestors, End of Days.
Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, board, choose, find, hand, names, pass_, pass_until, play, refresh,
                      resolve_stack, table, unit_stats, void)
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _summon_discarding(card_id: str, made: str) -> None:
    m = table(hands={0: [card_id, SOLDIER]})
    play(m, 0, card_id)
    resolve_stack(m)
    choose(m, 0, "yes")
    resolve_stack(m)
    assert hand(m, 0) == [made] and void(m, 0) == [SOLDIER]
    m = table(hands={0: [card_id, SOLDIER]})
    play(m, 0, card_id)
    resolve_stack(m)
    choose(m, 0, "no")
    resolve_stack(m)
    assert hand(m, 0) == [SOLDIER]


def test_hotblood_barbarian_may_discard_a_card_to_create_and_draw_temper():
    """Hotblood Barbarian: "Berserk / Summon: You may discard a card to create and draw Temper." ("may": 003)."""
    _summon_discarding("hotblood_barbarian", "temper")


def test_workshop_tinker_may_discard_a_card_to_create_and_draw_tinker():
    """Workshop Tinker: "Endurance / Summon: You may discard a card to create and draw Tinker."."""
    _summon_discarding("workshop_tinker", "tinker")


def test_learned_herbalist_may_discard_for_secret_pages_and_gains_1_health_per_spell():
    """Learned Herbalist: "When you play a spell, you gain 1 Health. / Summon: You may discard a card
    to create and draw Secret Pages."."""
    _summon_discarding("learned_herbalist", "secret_pages")
    m = table(boards={0: ["learned_herbalist"]}, hands={0: ["torch"]}, health=(20, 25))
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert m.state.health[0] == 21


def test_feed_the_flames_discards_a_card_to_create_and_draw_two_flamefangs():
    """Feed the Flames: "Discard a card to create and draw two 3/1 Flamefangs with Reckless."."""
    m = table(hands={0: ["feed_the_flames", SOLDIER, JOTUN]})
    play(m, 0, "feed_the_flames")
    resolve_stack(m)
    choose(m, 0, find(m, JOTUN, 0, "hands"))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == sorted([SOLDIER, "flamefang", "flamefang"]) and JOTUN in void(m, 0)


def test_feed_the_flames_with_nothing_to_discard_makes_nothing():
    m = table(hands={0: ["feed_the_flames"]})
    play(m, 0, "feed_the_flames")
    resolve_stack(m)
    assert hand(m, 0) == []


def test_ironfist_archon_pays_6_to_draw_a_unit_costing_at_most_your_number_of_units():
    """Ironfist Archon: "Once per turn, you may pay 6 to draw a unit of your choice from your deck
    with cost equal to or less than the number of your units in play."."""
    m = table(boards={0: ["ironfist_archon", SOLDIER]}, decks={0: ["pensive_lumen", "guard_dog", "grenadin"]})
    a = find(m, "ironfist_archon", 0)
    m.apply(Action("use", 0, a, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:   # two units: costs 2 or less (Grenadin 1; Guard Dog is 3)
        assert m.state.choice["options"] == ["grenadin"]
        choose(m, 0, "grenadin")
    assert hand(m, 0) == ["grenadin"] and m.state.power[0] == 4
    assert m.check(Action("use", 0, a, None, 0)) is not None


def test_entrancer_silences_a_cheap_unit_in_the_enemy_hand():
    """Entrancer: "Flying / Summon: Silence a unit with cost 3 or less in the enemy player's hand."."""
    m = table(hands={0: ["entrancer"], 1: ["guard_dog", "pensive_lumen", "torch"]})
    play(m, 0, "entrancer")
    resolve_stack(m)
    g, p, t = m.state.hands[1]
    assert m.state.info[g].silenced and p not in m.state.info and t not in m.state.info
    assert not any("Guard Dog" in e.text for e in m.log if "silence" in e.kind)


def test_refracted_sentinel_the_enemy_plays_a_sigil_of_their_choice_depleted():
    """Refracted Sentinel: "Summon: The enemy player plays a Sigil of their choice from their deck depleted."."""
    m = table(hands={0: ["refracted_sentinel"]}, decks={1: ["time_sigil"]}, deck_filler=0, power=(5, 5))
    play(m, 0, "refracted_sentinel")
    resolve_stack(m)
    if m.state.choice is not None:
        assert m.state.choice["seat"] == 1
        choose(m, 1, "time_sigil")
        resolve_stack(m)
    assert names(m.state.powers[1], m) == ["time_sigil"] and m.state.max_power[1] == 6 and m.state.power[1] == 5


def test_flamebelcher_infiltrate_puts_10_firebombs_into_the_bottom_half_of_the_enemy_deck():
    """Flamebelcher: "Overwhelm / Infiltrate: Put 10 Firebombs into the bottom half of the enemy deck."."""
    m = table(boards={0: ["flamebelcher"]})
    attack(m, 0, find(m, "flamebelcher", 0))
    pass_until(m, "main2")
    deck = names(m.state.decks[1], m)
    assert deck.count("firebomb") == 10 and "firebomb" not in deck[-10:]   # the top 10 stay Sigils


def test_rolant_s_memorial_gives_a_unit_plus_1_plus_1_per_spell_in_void_if_a_unit_went_there():
    """Rolant's Memorial: "At the end of your turn, if a unit went to your void this turn, give one
    of your units +1/+1 for each spell in your void."."""
    m = tribute_table(relics={0: ["rolant_s_memorial"]}, hands={0: ["torch"]}, boards={0: [FODDER, SOLDIER]},
                      voids={0: ["torch"]})
    _lose_a_unit(m)   # the void: Torch, Grenadin, Torch
    s = find(m, SOLDIER, 0)
    for _ in range(20):
        if m.state.choice is not None:
            choose(m, 0, s)
        if m.state.turn == 1:
            break
        pass_(m)
    assert m.state.info[s].atk == 2 and m.state.info[s].hp == 2


def test_rolant_s_memorial_does_nothing_without_a_unit_gone_to_the_void():
    m = tribute_table(relics={0: ["rolant_s_memorial"]}, boards={0: [SOLDIER]}, voids={0: ["torch"]})
    s = find(m, SOLDIER, 0)
    for _ in range(20):
        assert m.state.choice is None
        if m.state.turn == 1:
            break
        pass_(m)
    assert m.state.info[s].atk == 0


def test_zuberi_outlands_warlord_attacking_gives_the_top_unit_of_your_deck_his_strength():
    """Zuberi, Outlands Warlord: "When Zuberi attacks, the top unit of your deck gets +Strength equal
    to his Strength. / Inspire: Units you draw get Double Damage."."""
    m = table(boards={0: ["zuberi_outlands_warlord"]}, decks={0: ["torch", SOLDIER]})
    attack(m, 0, find(m, "zuberi_outlands_warlord", 0))
    assert m.state.info[find(m, SOLDIER, 0, "decks")].atk == 4


def test_zuberi_outlands_warlord_inspire_units_you_draw_get_double_damage():
    m = table(boards={0: ["zuberi_outlands_warlord"]}, decks={0: [SOLDIER], 1: [SOLDIER]}, turn=1)
    for _ in range(30):
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    assert has(m.state, CARDS, find(m, SOLDIER, 0, "hands"), "double_damage")


def test_reality_shift_returns_an_enemy_unit_plus_one_per_unit_of_yours_with_endurance():
    """Reality Shift: "Warp / Put an enemy unit into its owner's hand, plus an additional enemy unit
    for each of your units with Endurance."."""
    m = table(hands={0: ["reality_shift"]}, boards={0: ["graceful_calligrapher", SOLDIER], 1: [SOLDIER, JOTUN, "humbug"]},
              power=(7, 7))
    play(m, 0, "reality_shift")
    resolve_stack(m)
    s, j, h = m.state.boards[1]
    assert len(m.state.choice["options"]) == 3
    choose(m, 0, s, j)
    resolve_stack(m)
    assert board(m, 1) == ["humbug"] and sorted(hand(m, 1)) == sorted([SOLDIER, JOTUN])


def test_arcanum_hourglass_plays_a_random_power_card_from_your_void_at_the_start_of_your_turn():
    """Arcanum Hourglass: "At the start of your turn, play a random power card from your void."."""
    m = table(relics={0: ["arcanum_hourglass"]}, voids={0: ["time_sigil", "torch"]}, turn=1)
    for _ in range(30):
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    assert "time_sigil" in names(m.state.powers[0], m) and void(m, 0) == ["torch"]


def test_honor_the_ancestors_draws_a_weapon_from_your_void():
    """Honor the Ancestors: "Draw a weapon from your void."."""
    m = tribute_table(hands={0: ["honor_the_ancestors"]}, voids={0: ["heavy_axe", "torch"]}, boards={0: [SOLDIER]})
    play(m, 0, "honor_the_ancestors")
    resolve_stack(m)
    assert hand(m, 0) == ["heavy_axe"]


def test_honor_the_ancestors_tribute_plays_the_weapon_instead():
    """Honor the Ancestors: "Tribute: Play it instead." (on a unit of yours, chosen as it is played)."""
    m = tribute_table(hands={0: ["honor_the_ancestors", "torch"]}, voids={0: ["heavy_axe"]}, boards={0: [SOLDIER, FODDER]})
    _lose_a_unit(m)
    play(m, 0, "honor_the_ancestors")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0))
        resolve_stack(m)
    s = find(m, SOLDIER, 0)
    assert hand(m, 0) == [] and names(m.state.info[s].att, m) == ["heavy_axe"]


def test_end_of_days_draws_a_sigil_of_each_faction():
    """End of Days: "Warp / Draw a Sigil of each faction from your deck."."""
    m = tribute_table(hands={0: ["end_of_days"]}, decks={0: ["time_sigil", "shadow_sigil", "justice_sigil"]})
    play(m, 0, "end_of_days")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["fire_sigil", "justice_sigil", "shadow_sigil", "time_sigil"]


def test_end_of_days_tribute_plays_them_depleted_instead():
    """End of Days: "Tribute: Play them depleted instead."."""
    m = tribute_table(hands={0: ["end_of_days", "torch"]}, boards={0: [FODDER]},
                      decks={0: ["time_sigil", "shadow_sigil"]}, deck_filler=1)
    _lose_a_unit(m)
    play(m, 0, "end_of_days")
    resolve_stack(m)
    assert hand(m, 0) == [] and sorted(names(m.state.powers[0], m)) == ["fire_sigil", "shadow_sigil", "time_sigil"]
    assert m.state.max_power[0] == 13 and m.state.power[0] == 10 - 6 - 1
