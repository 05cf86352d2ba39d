"""A test per Set 2 card (The Fall of Argenport), part I: Warp lent to cards in the deck (003
Warp), Scare, Outlands Brute, Moment of Creation and Mask of Torment. Each test plays the card
through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import CARDS, P1, board, find, hand, pass_, play, resolve_stack, table, unit_stats

SOLDIER = "argenport_soldier"   # 3/2


def test_waystone_infuser_lets_you_play_a_power_card_from_the_top_of_your_deck():
    """Waystone Infuser: "Warp / Your power cards have Warp." (003 Warp: the top card of the deck
    may be played as if in hand)."""
    m = table(boards={0: ["waystone_infuser"]}, decks={0: ["time_sigil"]}, power=(3, 3))
    top = m.state.decks[0][-1]
    assert has(m.state, CARDS, top, "warp")
    m.apply(Action("play", 0, top, None, None))
    assert CARDS[m.state.kinds[m.state.powers[0][-1]]].id == "time_sigil" and m.state.max_power[0] == 4
    m = table(decks={0: ["time_sigil"]})
    assert m.check(Action("play", 0, m.state.decks[0][-1], None, None)) is not None


def test_clever_stranger_gives_strangers_warp_so_one_on_top_of_your_deck_can_be_played():
    """Clever Stranger: "Warp / Strangers have Warp." (a Stranger on top of your deck is then
    playable, 003 Warp; a non-Stranger is not)."""
    m = table(boards={0: ["clever_stranger"]}, decks={0: ["xenan_stranger"]})
    top = m.state.decks[0][-1]
    m.apply(Action("play", 0, top, None, None))
    resolve_stack(m)
    assert "xenan_stranger" in board(m, 0)
    m = table(boards={0: ["clever_stranger"]}, decks={0: [SOLDIER]})
    assert m.check(Action("play", 0, m.state.decks[0][-1], None, None)) is not None


def test_scare_swaps_a_unit_s_strength_and_health():
    """Scare (fast spell): "Swap a unit's Strength and Health." (a 0-Strength unit is left with 0
    Health and dies, 000 1.5)."""
    m = table(hands={0: ["scare", "scare"]}, boards={1: ["jotun_warrior", "copperhall_shieldman"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "scare", j)
    resolve_stack(m)
    assert unit_stats(m, j) == (5, 3)
    play(m, 0, "scare", find(m, "copperhall_shieldman", 1))
    resolve_stack(m)
    assert board(m, 1) == ["jotun_warrior"]


def test_outlands_brute_deals_2_to_the_enemy_player_who_plays_a_spell_on_him():
    """Outlands Brute: "Warp, Charge / When the enemy player plays a spell directly on Outlands
    Brute, he deals 2 damage to them." (your own spell on him: nothing)."""
    m = table(boards={0: ["outlands_brute"]}, hands={1: ["torch"]}, turn=1)
    play(m, 1, "torch", find(m, "outlands_brute", 0))
    resolve_stack(m)
    assert m.state.health[1] == 23 and board(m, 0) == []
    m = table(boards={0: ["outlands_brute"]}, hands={0: ["weather_the_storm"]})
    play(m, 0, "weather_the_storm", find(m, "outlands_brute", 0))
    resolve_stack(m)
    assert m.state.health == [25, 25]


def test_moment_of_creation_plays_two_sentinels_the_size_of_the_spells_in_your_void():
    """Moment of Creation: "Play two Sentinels with Strength/Health equal to the number of spells
    in your void." (itself not yet there as it resolves)."""
    m = table(hands={0: ["moment_of_creation"]}, voids={0: ["torch", "rebuke", "vanquish", SOLDIER]}, power=(7, 7))
    play(m, 0, "moment_of_creation")
    resolve_stack(m)
    assert board(m, 0) == ["sentinel", "sentinel"]
    assert all(unit_stats(m, u) == (3, 3) for u in m.state.boards[0])


def test_mask_of_torment_gives_maximum_power_grows_with_lifeforce_and_plays_the_tormentor():
    """Mask of Torment: "+1 Maximum Power. / Lifeforce: When you gain Health, +1 Maximum Power. /
    Ultimate: Pay 20 to play The Tormentor."."""
    m = table(hands={0: ["mask_of_torment", "water_of_life"]}, power=(20, 20))
    play(m, 0, "mask_of_torment")
    resolve_stack(m)
    assert m.state.max_power[0] == 21
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert m.state.max_power[0] == 22
    mask = m.state.relics[0][0]
    m.state.power[0] = 20
    m._legal_cache = None
    m.apply(Action("use", 0, mask, None, 0))
    resolve_stack(m)
    assert board(m, 0) == ["the_tormentor"]


def test_dustblind_exhausts_two_enemy_units_of_your_choice():
    """Dustblind: "Warp / Exhaust two enemy units." (chosen as it resolves; 003 Warp)."""
    from .helpers import choose
    m = table(hands={0: ["dustblind"]}, boards={1: [SOLDIER, "humbug", "jotun_warrior"]})
    play(m, 0, "dustblind")
    resolve_stack(m)
    s, h, j = m.state.boards[1]
    assert set(m.state.choice["options"]) == {s, h, j}
    choose(m, 0, s, j)
    resolve_stack(m)
    assert m.state.info[s].ex and m.state.info[j].ex and not m.state.info[h].ex
    assert has(m.state, CARDS, find(m, "dustblind", 0, "voids"), "warp")
