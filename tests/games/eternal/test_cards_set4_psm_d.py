"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part D:
spells and units that needed small words in the vocabulary (decks and hands, the void, stealing,
sacrifices, Radiants and Wisps).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import keywords

from .helpers import (CARDS, P0, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats,
                      void)

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _deck(m, seat: int) -> list[str]:
    """Card ids of a deck, top card first."""
    return [CARDS[m.state.kinds[c]].id for c in reversed(m.state.decks[seat])]


def test_aerial_battle_deals_7_damage_to_each_unit_with_flying():
    """Aerial Battle: "Deal 7 damage to each unit with Flying." Yours too; units without Flying are spared."""
    m = table(hands={0: ["aerial_battle"]}, boards={0: ["humbug", SOLDIER], 1: ["skeeter", "oni_ronin"]})
    play(m, 0, "aerial_battle")
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER] and board(m, 1) == ["oni_ronin"]


def test_tend_the_flock_plays_three_0_1_sheep():
    """Tend the Flock: "Play three 0/1 Sheep." (the Sheep is 0/1 as its maker prints it)."""
    m = table(hands={0: ["tend_the_flock"]})
    play(m, 0, "tend_the_flock")
    resolve_stack(m)
    assert board(m, 0) == ["sheep"] * 3 and unit_stats(m, m.state.boards[0][0]) == (0, 1)


def test_substitute_transforms_a_unit_into_a_3_3_dinosaur_with_overwhelm():
    """Substitute: "Transform a unit into a 3/3 Dinosaur with Overwhelm." (003 Transform)."""
    m = table(hands={0: ["substitute"]}, boards={1: ["sand_warrior"]})
    play(m, 0, "substitute", find(m, "sand_warrior", 1))
    resolve_stack(m)
    d = find(m, "dinosaur", 1)
    assert board(m, 1) == ["dinosaur"] and unit_stats(m, d) == (3, 3) and keywords(m.state, CARDS, d) & KW["overwhelm"]


def test_the_end_is_near_discards_the_top_ten_power_cards_from_your_deck():
    """The End is Near: "Discard the top ten power cards from your deck." Other cards stay, in order."""
    m = table(hands={0: ["the_end_is_near"]}, decks={0: ["torch", "primal_sigil", "vanquish"]}, deck_filler=12)
    play(m, 0, "the_end_is_near")
    resolve_stack(m)
    assert _deck(m, 0) == ["torch", "vanquish", "fire_sigil", "fire_sigil", "fire_sigil"]
    assert void(m, 0).count("fire_sigil") == 9 and "primal_sigil" in void(m, 0)


def test_holdup_the_enemy_player_discards_two_cards_of_their_choice():
    """Holdup: "The enemy player discards two cards of their choice from their hand." The enemy chooses."""
    m = table(hands={0: ["holdup"], 1: ["torch", "vanquish", "humbug"]})
    play(m, 0, "holdup")
    resolve_stack(m)
    assert m.decision().seat == 1
    choose(m, 1, find(m, "torch", 1, "hands"), find(m, "humbug", 1, "hands"))
    resolve_stack(m)
    assert hand(m, 1) == ["vanquish"] and sorted(void(m, 1)) == ["humbug", "torch"]


def test_abduct_the_enemy_discards_a_unit_of_your_choice_and_you_steal_it_into_your_void():
    """Abduct: "The enemy player discards a unit of your choice from their hand. Then steal it and put
    it into your void."."""
    m = table(hands={0: ["abduct"], 1: ["torch", "humbug", SOLDIER]})
    play(m, 0, "abduct")
    resolve_stack(m)
    s = find(m, SOLDIER, 1, "hands")
    assert m.decision().seat == 0 and s in m.state.choice["options"]
    assert find(m, "torch", 1, "hands") not in m.state.choice["options"]
    choose(m, 0, s)
    resolve_stack(m)
    assert hand(m, 1) == ["torch", "humbug"] and SOLDIER in void(m, 0) and void(m, 1) == []
    assert m.state.owners[s] == 0


def test_sporebreath_gives_an_enemy_unit_minus_1_minus_1_for_each_unit_in_your_void():
    """Sporebreath: "Give an enemy unit -1/-1 for each unit in your void." (spells in the void do not count)."""
    m = table(hands={0: ["sporebreath"]}, boards={1: ["sand_warrior"]}, voids={0: ["humbug", SOLDIER, "torch"]})
    w = find(m, "sand_warrior", 1)
    play(m, 0, "sporebreath", w)
    resolve_stack(m)
    assert unit_stats(m, w) == (1, 1)


def test_spitefeeder_summon_the_player_of_your_choice_discards_the_top_two_cards_of_their_deck():
    """Spitefeeder: "Flying. Summon: The player of your choice discards the top two cards of their deck."."""
    m = table(hands={0: ["spitefeeder"]}, decks={1: ["torch", "vanquish", "humbug"]})
    play(m, 0, "spitefeeder")
    choose(m, 0, P1)
    resolve_stack(m)
    assert sorted(void(m, 1)) == ["torch", "vanquish"] and _deck(m, 1)[0] == "humbug"
    assert keywords(m.state, CARDS, find(m, "spitefeeder", 0)) & KW["flying"]
    m = table(hands={0: ["spitefeeder"]}, decks={0: ["torch", "vanquish"]})
    play(m, 0, "spitefeeder")
    choose(m, 0, P0)
    resolve_stack(m)
    assert sorted(void(m, 0)) == ["torch", "vanquish"]


def test_banished_umbren_once_per_turn_pays_5_to_make_a_player_discard_the_top_two_cards():
    """Banished Umbren: "Once per turn, you may pay 5 to make a player discard the top two cards of their deck."."""
    m = table(boards={0: ["banished_umbren"]}, decks={1: ["torch", "vanquish", "humbug"]})
    b = find(m, "banished_umbren", 0)
    m.apply(Action("use", 0, b, P1, 0))
    resolve_stack(m)
    assert sorted(void(m, 1)) == ["torch", "vanquish"] and m.state.power[0] == 5
    assert m.check(Action("use", 0, b, P1, 0)) is not None


def test_lethrai_provocateur_infiltrate_the_enemy_discards_all_weapons_from_their_deck():
    """Lethrai Provocateur: "Deadly. Infiltrate: The enemy player discards all weapons from their deck."
    (003 Infiltrate: the first time it deals damage to the enemy player)."""
    m = table(boards={0: ["lethrai_provocateur"]}, decks={1: ["torch", "mithril_armor", "humbug", "hair_trigger_pistol"]})
    attack(m, 0, find(m, "lethrai_provocateur", 0))
    for _ in range(10):
        if m.state.phase == "main2" and not m.state.stack:
            break
        pass_(m)
    assert m.state.health[1] == 22
    assert sorted(void(m, 1)) == ["hair_trigger_pistol", "mithril_armor"] and _deck(m, 1)[:2] == ["torch", "humbug"]


def test_veteran_strategist_ultimate_pays_2_to_gain_1_health_and_an_influence_of_your_choice():
    """Veteran Strategist: "Ultimate: Pay 2 to gain 1 Health and an influence of your choice." (003 Ultimate)."""
    m = table(boards={0: ["veteran_strategist"]}, influence=0)
    m.apply(Action("use", 0, find(m, "veteran_strategist", 0), None, 0))
    resolve_stack(m)
    choose(m, 0, "S")
    resolve_stack(m)
    assert m.state.health[0] == 26 and m.state.influence[0] == [0, 0, 0, 0, 1] and m.state.power[0] == 8


def test_ancient_of_the_ice_caves_ultimate_each_player_discards_their_hand_and_draws_eight():
    """Ancient of the Ice Caves: "Overwhelm. Ultimate: Pay 8 to make each player discard their hand
    and draw eight cards."."""
    m = table(boards={0: ["ancient_of_the_ice_caves"]}, hands={0: ["torch"], 1: ["vanquish", "humbug"]})
    a = find(m, "ancient_of_the_ice_caves", 0)
    assert keywords(m.state, CARDS, a) & KW["overwhelm"]
    m.apply(Action("use", 0, a, None, 0))
    resolve_stack(m)
    assert len(m.state.hands[0]) == 8 and len(m.state.hands[1]) == 8
    assert void(m, 0) == ["torch"] and sorted(void(m, 1)) == ["humbug", "vanquish"]


def test_coronal_umbren_has_flying_while_you_have_a_wisp():
    """Coronal Umbren: "Flying while you have a Wisp." (a unit of type Wisp on your playmat)."""
    m = table(boards={0: ["coronal_umbren"], 1: ["wisp"]})
    c = find(m, "coronal_umbren", 0)
    assert not keywords(m.state, CARDS, c) & KW["flying"]
    m = table(boards={0: ["coronal_umbren", "lunging_wisp"]})
    assert keywords(m.state, CARDS, find(m, "coronal_umbren", 0)) & KW["flying"]


def test_feral_spiteling_attack_gives_your_radiants_plus_1_strength_per_unit_in_your_void():
    """Feral Spiteling: "When Feral Spiteling attacks, each of your Radiants gets +1 Strength for each
    unit in your void." (a Wisp is no Radiant)."""
    m = table(boards={0: ["feral_spiteling", "banished_umbren"]}, voids={0: ["humbug", SOLDIER, "torch"]})
    attack(m, 0, find(m, "feral_spiteling", 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, "banished_umbren", 0)) == (4, 3)
    assert unit_stats(m, find(m, "feral_spiteling", 0)) == (1, 1)


def test_void_drummer_attack_gives_units_in_your_void_plus_2_plus_2():
    """Void Drummer: "Unblockable. When Void Drummer attacks, units in your void get +2/+2." (they keep it)."""
    m = table(boards={0: ["void_drummer"]}, voids={0: [SOLDIER]})
    d = find(m, "void_drummer", 0)
    assert keywords(m.state, CARDS, d) & KW["unblockable"]
    attack(m, 0, d)
    resolve_stack(m)
    s = find(m, SOLDIER, 0, "voids")
    assert (m.state.info[s].atk, m.state.info[s].hp) == (2, 2)


def test_mazag_the_waking_terror_summon_sacrifices_a_unit_and_ultimate_steals_a_unit_with_less_health():
    """Mazag, the Waking Terror: "Flying. Summon: Sacrifice a unit. Ultimate: Pay 6 to steal an enemy
    unit with less Health than Mazag." (6/4: a 3-Health unit may be taken, a 4-Health one not)."""
    m = table(hands={0: ["mazag_the_waking_terror"]}, boards={0: ["humbug"], 1: ["sand_warrior", "campfire_watchman"]})
    play(m, 0, "mazag_the_waking_terror")
    resolve_stack(m)
    choose(m, 0, find(m, "humbug", 0))
    resolve_stack(m)
    z = find(m, "mazag_the_waking_terror", 0)
    assert board(m, 0) == ["mazag_the_waking_terror"]
    m.state.info[z].entered = 1
    m._legal_cache = None
    m.apply(Action("use", 0, z, None, 0))
    resolve_stack(m)   # the only unit with less Health is taken without asking
    assert board(m, 0) == ["mazag_the_waking_terror", "sand_warrior"] and board(m, 1) == ["campfire_watchman"]


def test_unraveler_of_destinies_may_sacrifice_any_number_of_other_units_to_draw_and_gain_health():
    """Unraveler of Destinies: "Deadly. Summon: You may sacrifice any number of other units to draw a
    card and gain 1 Health for each."."""
    m = table(hands={0: ["unraveler_of_destinies"]}, boards={0: ["humbug", "oni_ronin", SOLDIER]})
    play(m, 0, "unraveler_of_destinies")
    resolve_stack(m)
    choose(m, 0, find(m, "humbug", 0), find(m, "oni_ronin", 0), "done")
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER, "unraveler_of_destinies"] and len(m.state.hands[0]) == 2
    assert m.state.health[0] == 27
    m = table(hands={0: ["unraveler_of_destinies"]}, boards={0: ["humbug"]})
    play(m, 0, "unraveler_of_destinies")
    resolve_stack(m)
    choose(m, 0, "done")
    assert board(m, 0) == ["humbug", "unraveler_of_destinies"] and m.state.health[0] == 25


def test_sewer_sludge_grows_when_you_play_a_unit_with_more_strength_or_health():
    """Sewer Sludge: "When you play a unit with more Strength or Health than Sewer Sludge, the Sludge
    gets +1/+1." A 0/1 then 1/2: a 1/1 grows it once, a second 1/1 no more."""
    m = table(hands={0: ["humbug", "wisp"]}, boards={0: ["sewer_sludge"]})
    s = find(m, "sewer_sludge", 0)
    play(m, 0, "humbug")
    resolve_stack(m)
    assert unit_stats(m, s) == (1, 2)
    play(m, 0, "wisp")
    resolve_stack(m)
    assert unit_stats(m, s) == (1, 2)


def test_bulletshaper_summon_gains_fire_justice_and_ultimate_discards_a_spell_for_2_power():
    """Bulletshaper: "Summon: Gain {F}{J}. Ultimate: Discard a spell to get +2 power this turn."."""
    m = table(hands={0: ["bulletshaper", "torch", "humbug", "vanquish"]}, influence=1, power=(3, 3))
    play(m, 0, "bulletshaper")
    resolve_stack(m)
    assert m.state.influence[0] == [2, 1, 2, 1, 1]
    b = find(m, "bulletshaper", 0)
    m.state.info[b].entered = 1
    m._legal_cache = None
    m.apply(Action("use", 0, b, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert m.state.power[0] == 2 and void(m, 0) == ["torch"] and hand(m, 0) == ["humbug", "vanquish"]


def test_preserver_of_dualities_plays_a_wisp_for_each_radiant_and_pays_2_to_pump_a_wisp():
    """Preserver of Dualities: "When you play a Radiant, play a 1/1 Wisp. Pay 2 and exhaust Preserver
    of Dualities to give one of your Wisps +2 Strength."."""
    m = table(hands={0: ["banished_umbren", "humbug"]}, boards={0: ["preserver_of_dualities"]})
    play(m, 0, "banished_umbren")
    resolve_stack(m)
    play(m, 0, "humbug")
    resolve_stack(m)
    assert board(m, 0).count("wisp") == 1
    p, w = find(m, "preserver_of_dualities", 0), find(m, "wisp", 0)
    assert m.check(Action("use", 0, p, find(m, "humbug", 0), 0)) is not None
    m.apply(Action("use", 0, p, w, 0))
    resolve_stack(m)
    assert unit_stats(m, w) == (3, 1) and m.state.info[p].ex


def test_temple_shihan_summon_plays_inferiority_complex_on_an_enemy_unit():
    """Temple Shihan: "Summon: Play Inferiority Complex on an enemy unit." The curse: "The cursed unit
    is Reckless." (003 Reckless)."""
    m = table(hands={0: ["temple_shihan"]}, boards={1: [SOLDIER]})
    play(m, 0, "temple_shihan")
    s = find(m, SOLDIER, 1)
    resolve_stack(m)   # the only enemy unit is the target
    assert keywords(m.state, CARDS, s) & KW["reckless"] and m.state.info[s].att
