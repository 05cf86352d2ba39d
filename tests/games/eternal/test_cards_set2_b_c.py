"""A test per Set 2 card (The Fall of Argenport), the rest of the set: spells that deal more,
Decimation, and units with one-off texts. Each test plays the card through Match.apply and
checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.cards import card_table

from .helpers import (CARDS, P0, P1, board, check_play, choose, find, hand, pass_, play, resolve_stack, table,
                      unit_stats, void)


def test_meditative_stranger_gives_strangers_aegis():
    """Meditative Stranger: "Strangers have Aegis." (003 Aegis: a Stranger already there gains a
    shield; an enemy Stranger too, and a spell's first effect on it is negated)."""
    m = table(hands={0: ["meditative_stranger", "torch"]}, boards={0: ["hearty_stranger"], 1: ["swift_stranger"]})
    play(m, 0, "meditative_stranger")
    resolve_stack(m)
    mine, theirs = find(m, "hearty_stranger", 0), find(m, "swift_stranger", 1)
    assert m.state.info[mine].shield and m.state.info[theirs].shield
    assert m.state.info[find(m, "meditative_stranger", 0)].shield
    play(m, 0, "torch", theirs)
    resolve_stack(m)
    assert unit_stats(m, theirs) == (3, 4)   # +1 Health from Hearty Stranger; the Torch was stopped


def test_cloudsnake_harrier_your_spells_deal_plus_1_damage():
    """Cloudsnake Harrier: "Flying / Your spells deal +1 damage." (a Torch deals 4; an enemy's does not)."""
    m = table(hands={0: ["torch"], 1: ["torch"]}, boards={0: ["cloudsnake_harrier"]})
    assert CARDS[m.state.kinds[find(m, "cloudsnake_harrier", 0)]].has("flying")
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert m.state.health[1] == 21
    m.state.turn = 1
    m._legal_cache = None
    play(m, 1, "torch", P0)
    resolve_stack(m)
    assert m.state.health[0] == 22


def test_boltcrafter_shaman_your_spells_deal_plus_2_damage():
    """Boltcrafter Shaman: "Your spells deal +2 damage." (with a Harrier: +3)."""
    m = table(hands={0: ["torch"]}, boards={0: ["boltcrafter_shaman"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert m.state.health[1] == 20
    m = table(hands={0: ["mortar"]}, boards={0: ["boltcrafter_shaman", "cloudsnake_harrier"]})
    play(m, 0, "mortar", P1)
    resolve_stack(m)
    assert m.state.health[1] == 18


def test_decimation_deals_10_damage_past_aegis_and_cannot_be_negated():
    """Decimation: "Deal 10 damage. Decimation can't be negated or stopped by Aegis." (003 Aegis, Negate)."""
    m = table(turn=0, hands={0: ["decimation"], 1: ["eilyn_s_choice"]}, boards={1: ["silverwing_familiar"]},
              power=(10, 10), influence=6)
    bird = find(m, "silverwing_familiar", 1)
    play(m, 0, "decimation", bird)
    deci = m.state.stack[-1]["card"]
    assert m.decision().seat == 1
    m.apply(__import__("simulator.core.actions", fromlist=["Action"]).Action(
        "play", 1, find(m, "eilyn_s_choice", 1, "hands"), deci, "mode1"))
    resolve_stack(m)
    assert board(m, 1) == [] and "decimation" in void(m, 0)


def test_slimespitter_slug_shrinks_flyers_and_grows_when_an_enemy_unit_dies():
    """Slimespitter Slug: "Summon: Each unit with Flying gets -1/-1 for each of your units. / When an
    enemy unit dies, you gain 1 Health and Slimespitter Slug gets +1/+1." (with the Slug, 2 units)."""
    m = table(hands={0: ["slimespitter_slug", "torch"]}, boards={0: ["skeeter"], 1: ["sapphire_dragon", "argenport_soldier"]})
    play(m, 0, "slimespitter_slug")
    resolve_stack(m)
    assert board(m, 0) == ["slimespitter_slug"]   # the 1/2 Skeeter got -2/-2
    assert unit_stats(m, find(m, "sapphire_dragon", 1)) == (4, 2)
    play(m, 0, "torch", find(m, "argenport_soldier", 1))
    resolve_stack(m)
    assert m.state.health[0] == 26 and unit_stats(m, find(m, "slimespitter_slug", 0)) == (7, 5)


def test_veteran_mercenary_creates_a_card_of_your_one_faction():
    """Veteran Mercenary: "Summon: If you have only one type of influence, create and draw a random
    card of that faction." (with two types, nothing)."""
    m = table(hands={0: ["veteran_mercenary"]})
    m.state.influence[0] = [0, 0, 3, 0, 0]
    play(m, 0, "veteran_mercenary")
    resolve_stack(m)
    assert len(hand(m, 0)) == 1 and CARDS[m.state.kinds[m.state.hands[0][0]]].factions == "J"
    m = table(hands={0: ["veteran_mercenary"]})
    m.state.influence[0] = [0, 0, 3, 1, 0]
    play(m, 0, "veteran_mercenary")
    resolve_stack(m)
    assert hand(m, 0) == []


def test_kosul_brigade_may_discard_two_cards_to_play_urska():
    """Kosul Brigade: "Endurance / Summon: You may discard two cards to play an 8/8 Urska, the Bear
    with Reckless." (a may: the player says yes or no)."""
    m = table(hands={0: ["kosul_brigade", "torch", "humbug", "mortar"]})
    play(m, 0, "kosul_brigade")
    resolve_stack(m)
    choose(m, 0, "yes")
    choose(m, 0, find(m, "torch", 0, "hands"), find(m, "humbug", 0, "hands"))
    resolve_stack(m)
    assert board(m, 0) == ["kosul_brigade", "urska_the_bear"] and hand(m, 0) == ["mortar"]
    urska = find(m, "urska_the_bear", 0)
    assert unit_stats(m, urska) == (8, 8) and CARDS[m.state.kinds[urska]].has("reckless")
    m = table(hands={0: ["kosul_brigade", "torch", "humbug"]})
    play(m, 0, "kosul_brigade")
    resolve_stack(m)
    choose(m, 0, "no")
    resolve_stack(m)
    assert board(m, 0) == ["kosul_brigade"] and hand(m, 0) == ["torch", "humbug"]


def test_inquisitor_makto_revenge_never_ends():
    """Inquisitor Makto: "Flying, Revenge / Makto's Revenge never ends." (003 Revenge: it goes into
    the top ten of its deck with Destiny; Makto keeps Revenge, so it does so each time)."""
    from simulator.games.eternal.cards import KW
    m = table(hands={0: ["torch", "torch"]}, boards={1: ["inquisitor_makto"]})
    makto = find(m, "inquisitor_makto", 1)
    m.state.info[makto].dmg = 3
    play(m, 0, "torch", makto)
    resolve_stack(m)
    assert makto in m.state.decks[1] and not m.state.info[makto].lost & KW["revenge"]


def test_cat_burglar_the_enemy_discards_a_relic_of_your_choice():
    """Cat Burglar: "Deadly / Summon: The enemy player discards a relic of your choice from their hand."."""
    m = table(hands={0: ["cat_burglar"], 1: ["moondial", "infinite_hourglass", "torch"]})
    play(m, 0, "cat_burglar")
    resolve_stack(m)
    choose(m, 0, find(m, "moondial", 1, "hands"))
    resolve_stack(m)
    assert hand(m, 1) == ["infinite_hourglass", "torch"] and "moondial" in void(m, 1)
    assert CARDS[m.state.kinds[find(m, "cat_burglar", 0)]].has("deadly")
