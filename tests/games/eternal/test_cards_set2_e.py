"""A test per Set 2 card (The Fall of Argenport), part E: "When X is a Student", "When X hits
the enemy player" (every time, unlike Infiltrate), the Health gained this turn, and the cards
that needed a small addition to the vocabulary (a target "without" a skill, a buff per unit,
Strength doubled this turn, Swindle's Spark alternative). Each test plays the card through
Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has, keywords

from .helpers import (CARDS, P1, attack, board, check_play, choose, find, hand, pass_, play, refresh, resolve_stack,
                      table, unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5
MENTOR = "sparring_partner"     # Mentor: give the Student +1/+1


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def _taught(card_id: str, **kw):
    """A match where the card on the playmat is made the Student of a Sparring Partner (003 Mentor)."""
    m = table(hands={0: [MENTOR, MENTOR]}, boards={0: [card_id]}, **kw)
    u = find(m, card_id, 0)
    play(m, 0, MENTOR, u, "mentor")
    resolve_stack(m)
    return m, u


def test_highbranch_sentry_gets_plus_1_plus_1_when_it_is_a_student():
    """Highbranch Sentry: "When Highbranch Sentry is a Student, she gets +1/+1." (with the
    Mentor's own +1/+1, 003 Mentor)."""
    m, u = _taught("highbranch_sentry")
    assert unit_stats(m, u) == (3 + 1 + 1, 3 + 1 + 1)


def test_crownwatch_squire_ultimate_gets_plus_2_plus_2_the_first_time_it_is_a_student():
    """Crownwatch Squire: "Ultimate: When Crownwatch Squire is a Student, give him +2/+2." (003
    Ultimate: once)."""
    m, u = _taught("crownwatch_squire")
    assert unit_stats(m, u) == (1 + 1 + 2, 2 + 1 + 2)
    m.state.info[u].ex = False
    refresh(m)
    play(m, 0, MENTOR, u, "mentor")
    resolve_stack(m)
    assert unit_stats(m, u) == (1 + 2 + 2, 2 + 2 + 2)        # the second time: the Mentor's +1/+1 only


def test_watcher_of_the_big_ones_plays_a_carnosaur_when_it_is_a_student():
    """Watcher of the Big Ones: "When Watcher of the Big Ones is a Student, play a 5/5 Carnosaur."."""
    m, u = _taught("watcher_of_the_big_ones")
    assert "carnosaur" in board(m, 0)


def test_shelterwing_rider_has_plus_5_strength_while_she_has_an_aegis():
    """Shelterwing Rider: "Flying, Aegis / Shelterwing Rider has +5 Strength while she has an
    Aegis." (003 Aegis: the shield is spent by the first enemy effect)."""
    m = table(boards={0: ["shelterwing_rider"]}, hands={1: ["torch"]}, turn=1)
    r = find(m, "shelterwing_rider", 0)
    assert unit_stats(m, r) == (5, 4)
    play(m, 1, "torch", r)
    resolve_stack(m)
    assert unit_stats(m, r) == (0, 4) and not m.state.info[r].shield


def test_torgov_icecap_trader_draws_then_discards_when_he_hits_and_is_bigger_with_ten_cards_in_your_void():
    """Torgov, Icecap Trader: "When Torgov hits the enemy player, draw a card, then discard a card.
    / +3/+3 while you have ten or more cards in your void."."""
    m = table(boards={0: ["torgov_icecap_trader"]}, decks={0: ["torch"]}, hands={0: ["rebuke"]})
    t = find(m, "torgov_icecap_trader", 0)
    assert unit_stats(m, t) == (4, 5)
    attack(m, 0, t)
    for _ in range(10):
        if m.state.choice is not None:
            break
        pass_(m)
    choose(m, 0, find(m, "rebuke", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and void(m, 0) == ["rebuke"]
    m = table(boards={0: ["torgov_icecap_trader"]}, voids={0: ["torch"] * 10})
    assert unit_stats(m, find(m, "torgov_icecap_trader", 0)) == (7, 8)


def _hit(m, u, limit: int = 12) -> None:
    """Attack with `u` unblocked and pass until the attack is over."""
    attack(m, 0, u)
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack:
            return
        if m.state.choice is not None:
            return
        pass_(m)


def test_hunter_s_harpoon_draws_each_time_the_wielder_hits_the_enemy_player():
    """Hunter's Harpoon: "Quickdraw / When the wielder hits the enemy player, draw a card."."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["hunter_s_harpoon"]}, decks={0: ["torch"]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "hunter_s_harpoon", s)
    assert has(m.state, CARDS, s, "quickdraw")
    _hit(m, s)
    assert hand(m, 0) == ["torch"] and m.state.health[1] == 21


def test_memory_dredger_plays_a_cheap_unit_from_your_void_when_it_hits():
    """Memory Dredger: "Flying / When Memory Dredger hits the enemy player, play a unit with cost
    2 or less from your void."."""
    m = table(boards={0: ["memory_dredger"]}, voids={0: [SOLDIER, JOTUN]})
    _hit(m, find(m, "memory_dredger", 0))
    resolve_stack(m)
    assert SOLDIER in board(m, 0) and void(m, 0) == [JOTUN]


def test_adaptive_predator_gets_a_random_battle_skill_each_time_it_hits():
    """Adaptive Predator: "Overwhelm, Reckless / When Adaptive Predator hits the enemy player, it
    gets a random battle skill." (003 Battle Skills)."""
    m = table(boards={0: ["adaptive_predator"]})
    p = find(m, "adaptive_predator", 0)
    before = m.state.info[p].kw
    _hit(m, p)
    assert m.state.health[1] == 17 and m.state.info[p].kw != before


def test_champion_of_mystery_draws_on_a_hit_with_tttttt_and_is_unblockable_with_ssssss():
    """Champion of Mystery: "{T}x6: When Champion of Mystery hits the enemy player, draw a card.
    / {S}x6: Unblockable." (each while you have that influence)."""
    m = table(boards={0: ["champion_of_mystery"]}, decks={0: ["torch"]})
    c = find(m, "champion_of_mystery", 0)
    assert has(m.state, CARDS, c, "unblockable")                  # six of each influence
    m.state.influence[0] = [0, 6, 0, 0, 5]
    refresh(m)
    assert not has(m.state, CARDS, c, "unblockable")
    _hit(m, c)
    assert hand(m, 0) == ["torch"]


def test_beckoning_lumen_draws_at_the_end_of_your_turn_if_you_gained_health():
    """Beckoning Lumen: "Lifeforce: At the end of your turn, if you gained Health, draw a card."."""
    m = table(boards={0: ["beckoning_lumen"]}, hands={0: ["water_of_life"]}, decks={0: ["torch", "rebuke"]})
    play(m, 0, "water_of_life")
    resolve_stack(m)
    _next_turn(m, 1)
    assert hand(m, 0) == ["torch"]
    m = table(boards={0: ["beckoning_lumen"]}, decks={0: ["torch", "rebuke"]})
    _next_turn(m, 1)
    assert hand(m, 0) == []


def test_voyaging_lumen_plays_a_wisp_at_the_end_of_your_turn_if_you_gained_health():
    """Voyaging Lumen: "Lifeforce: At the end of your turn, if you gained Health, play a 1/1 Wisp."."""
    m = table(boards={0: ["voyaging_lumen"]}, hands={0: ["water_of_life"]})
    play(m, 0, "water_of_life")
    resolve_stack(m)
    _next_turn(m, 1)
    assert board(m, 0) == ["voyaging_lumen", "wisp"]


def test_xenan_fanatic_deals_the_health_you_gained_this_turn_at_its_end():
    """Xenan Fanatic: "Lifeforce: At the end of your turn, deal damage to the enemy player equal
    to the Health you've gained this turn."."""
    m = table(boards={0: ["xenan_fanatic"]}, hands={0: ["water_of_life", "water_of_life"]})
    for _ in range(2):
        play(m, 0, "water_of_life")
        resolve_stack(m)
    _next_turn(m, 1)
    assert m.state.health[1] == 19


def test_sentinel_s_might_gives_your_units_the_health_gained_this_turn():
    """Sentinel's Might: "Lifeforce: Your units get +Strength/+Health equal to the Health you've
    gained this turn." (nothing gained: nothing)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["water_of_life", "sentinel_s_might"]}, power=(10, 10))
    play(m, 0, "water_of_life")
    resolve_stack(m)
    play(m, 0, "sentinel_s_might")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (6, 5)


def test_swindle_draws_two_or_three_with_spark():
    """Swindle: "Draw two cards. / Spark: Draw three cards instead." (003 Spark)."""
    m = table(hands={0: ["swindle"]})
    play(m, 0, "swindle")
    resolve_stack(m)
    assert len(hand(m, 0)) == 2
    m = table(hands={0: ["swindle", "torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "swindle")
    resolve_stack(m)
    assert len(hand(m, 0)) == 3


def test_gun_down_deals_5_to_an_enemy_unit_without_quickdraw():
    """Gun Down: "Deal 5 damage to an enemy unit without Quickdraw." (a unit with it is no target)."""
    m = table(hands={0: ["gun_down"]}, boards={1: [JOTUN, "young_gun"]})
    assert check_play(m, 0, "gun_down", find(m, "young_gun", 1)) is not None
    play(m, 0, "gun_down", find(m, JOTUN, 1))
    resolve_stack(m)
    assert board(m, 1) == ["young_gun"]


def test_bad_news_readies_your_units_so_they_can_attack_again():
    """Bad News: "Warp / Ready your units. They can attack again." (000 3.31: a ready unit may attack)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["bad_news"]}, power=(6, 6))
    s = find(m, SOLDIER, 0)
    _hit(m, s)
    assert m.state.info[s].ex and m.state.phase == "main2"
    play(m, 0, "bad_news")
    resolve_stack(m)
    assert not m.state.info[s].ex


def test_strength_of_many_gives_plus_1_plus_1_this_turn_for_each_of_your_units():
    """Strength of Many (fast spell): "Give one of your units +1/+1 this turn for each of your units."."""
    m = table(hands={0: ["strength_of_many"]}, boards={0: [SOLDIER, SOLDIER, SOLDIER], 1: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "strength_of_many", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (6, 5)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_stonepowder_heretic_doubles_his_strength_this_turn_when_he_attacks():
    """Stonepowder Heretic: "When Stonepowder Heretic attacks, double his Strength this turn."."""
    m = table(boards={0: ["stonepowder_heretic"]})
    h = find(m, "stonepowder_heretic", 0)
    _hit(m, h)
    assert m.state.health[1] == 21
    _next_turn(m, 1)
    assert unit_stats(m, h) == (2, 4)


def test_xenan_augury_draws_one_of_the_top_three_and_gains_3_health():
    """Xenan Augury: "Draw one of the top three cards of your deck. Put the rest on the bottom. /
    You gain 3 Health."."""
    m = table(hands={0: ["xenan_augury"]}, decks={0: ["torch", "rebuke", "vanquish"]}, health=(20, 25))
    play(m, 0, "xenan_augury")
    resolve_stack(m)
    choose(m, 0, "rebuke")
    resolve_stack(m)
    assert hand(m, 0) == ["rebuke"] and m.state.health[0] == 23
    assert {CARDS[m.state.kinds[c]].id for c in m.state.decks[0][:2]} == {"torch", "vanquish"}


def test_time_weaver_summon_doubles_the_cost_of_a_card_in_the_enemy_hand():
    """Time Weaver: "Summon: Double the cost of a card in the enemy hand." (as Slow reads it:
    a non-power card at random, the enemy hand being hidden, 000 1.2)."""
    from simulator.games.eternal.stats import cost
    m = table(hands={0: ["time_weaver"], 1: ["torch"]})
    play(m, 0, "time_weaver")
    resolve_stack(m)
    t = find(m, "torch", 1, "hands")
    assert cost(m.state, CARDS, t) == 2


def test_evelina_valley_searcher_gives_dinosaurs_in_your_hand_plus_1_plus_1_when_you_play_an_explorer():
    """Evelina, Valley Searcher: "When you play an Explorer, Dinosaurs in your hand get +1/+1."."""
    m = table(boards={0: ["evelina_valley_searcher"]}, hands={0: ["oasis_seeker", "striped_araktodon", "pit_fighter"]})
    play(m, 0, "oasis_seeker")                              # an Explorer
    resolve_stack(m)
    d, p = find(m, "striped_araktodon", 0, "hands"), find(m, "pit_fighter", 0, "hands")
    assert (m.state.info[d].atk, m.state.info[d].hp) == (1, 1)
    assert p not in m.state.info or (m.state.info[p].atk, m.state.info[p].hp) == (0, 0)


def test_cabal_slasher_lifeforce_gets_the_health_gained_as_strength():
    """Cabal Slasher: "Lifeforce: When you gain Health, Cabal Slasher gets that much Strength."
    (003 Lifeforce; Water of Life: 3 Health, so +3 Strength each time)."""
    m = table(boards={0: ["cabal_slasher"]}, hands={0: ["water_of_life", "water_of_life"]})
    c = find(m, "cabal_slasher", 0)
    for _ in range(2):
        play(m, 0, "water_of_life")
        resolve_stack(m)
    assert unit_stats(m, c) == (1 + 6, 3)


def test_horngrinder_gets_the_armor_you_gain_as_strength_and_health():
    """Horngrinder: "When you gain Armor, Horngrinder gets that much Strength/Health." (Shield
    Bash's 2 Armor: +2/+2)."""
    m = table(boards={0: ["horngrinder"], 1: [JOTUN]}, hands={0: ["shield_bash"]})
    h = find(m, "horngrinder", 0)
    play(m, 0, "shield_bash", find(m, JOTUN, 1))
    resolve_stack(m)
    assert m.state.armor[0] == 2 and unit_stats(m, h) == (5, 8)
