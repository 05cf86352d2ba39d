"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part G:
"Give one of your other units ... while you have X" (a linked aura), counts of the void (Rizahn,
Shamanic Blast, Umbren Deathwatcher), and cards that keep a count (Blackhall Warleader, Wyatt)
or sum two units (Fearbinder).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import cost, keywords

from .helpers import (CARDS, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats,
                      void)

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _hit(m, u: int) -> None:
    """Attack the enemy player with one unit and let the battle run to the second main phase."""
    attack(m, 0, u)
    for _ in range(12):
        if m.state.phase == "main2" and not m.state.stack and m.state.choice is None:
            return
        if m.state.choice is not None:
            return
        pass_(m)


def _linked(card_id: str, strength: int, health: int) -> None:
    m = table(hands={0: [card_id, "cut_ties"]}, boards={0: [SOLDIER, "humbug"]}, power=(12, 12))
    play(m, 0, card_id)
    s = find(m, SOLDIER, 0)
    choose(m, 0, s)
    resolve_stack(m)
    assert unit_stats(m, s) == (3 + strength, 2 + health) and unit_stats(m, find(m, "humbug", 0)) == (1, 1)
    m.state.turn, m.state.phase = 1, "main1"   # the enemy kills the card: the bonus ends
    m.state.hands[1] = [m.state.hands[0].pop()]
    m.state.owners[m.state.hands[1][0]] = 1
    m._legal_cache = None
    play(m, 1, "cut_ties", find(m, card_id, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (3, 2)


def test_first_frost_shaman_gives_one_of_your_other_units_plus_3_health_while_you_have_it():
    """First-Frost Shaman: "Summon: Give one of your other units +3 Health while you have First-Frost Shaman."."""
    _linked("first_frost_shaman", 0, 3)


def test_lethrai_bladewhirl_gives_one_of_your_other_units_plus_3_strength_while_you_have_it():
    """Lethrai Bladewhirl: "Summon: Give one of your other units +3 Strength while you have Lethrai Bladewhirl."."""
    _linked("lethrai_bladewhirl", 3, 0)


def test_genetrix_irel_iv_plus_1_maximum_power_and_plus_4_plus_4_to_another_unit_while_you_have_her():
    """Genetrix Irel IV: "+1 Maximum Power. Summon: Give one of your other units +4/+4 while you have
    Genetrix Irel IV." (000 1.3: maximum power)."""
    _linked("genetrix_irel_iv", 4, 4)
    m = table(hands={0: ["genetrix_irel_iv"]}, power=(5, 5))
    play(m, 0, "genetrix_irel_iv")
    resolve_stack(m)
    assert m.state.max_power[0] == 6 and m.state.power[0] == 1


def test_rizahn_greatbow_master_deals_3_to_an_enemy_and_has_lifesteal_with_six_void_spells():
    """Rizahn, Greatbow Master: "Flying, Reckless. Lifesteal while you have six or more spells in your void.
    Summon: Deal 3 damage to an enemy."."""
    m = table(hands={0: ["rizahn_greatbow_master"]}, voids={0: ["torch"] * 5})
    play(m, 0, "rizahn_greatbow_master")
    resolve_stack(m)   # the enemy player, the only enemy, is the target
    r = find(m, "rizahn_greatbow_master", 0)
    assert m.state.health[1] == 22 and keywords(m.state, CARDS, r) == KW["flying"] | KW["reckless"]
    m = table(boards={0: ["rizahn_greatbow_master"]}, voids={0: ["torch"] * 3 + ["vanquish"] * 3})
    assert keywords(m.state, CARDS, find(m, "rizahn_greatbow_master", 0)) & KW["lifesteal"]


def test_shamanic_blast_costs_1_less_for_each_spell_in_your_void_and_deals_3_to_an_enemy_unit():
    """Shamanic Blast: "Shamanic Blast costs 1 less for each spell in your void. Deal 3 damage to an enemy unit."."""
    m = table(hands={0: ["shamanic_blast"]}, boards={1: ["sand_warrior"]}, voids={0: ["torch", "vanquish", "humbug"]},
              power=(4, 4))
    b = find(m, "shamanic_blast", 0, "hands")
    assert cost(m.state, CARDS, b) == 4
    play(m, 0, "shamanic_blast", find(m, "sand_warrior", 1))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.power[0] == 0


def test_umbren_deathwatcher_gets_plus_1_plus_1_for_each_unit_in_your_void():
    """Umbren Deathwatcher: "+1/+1 for each unit in your void." (spells there do not count)."""
    m = table(boards={0: ["umbren_deathwatcher"]}, voids={0: ["humbug", SOLDIER, "torch"]})
    assert unit_stats(m, find(m, "umbren_deathwatcher", 0)) == (3, 3)


def test_blackhall_warleader_hits_grow_her_and_her_inspire():
    """Blackhall Warleader: "When Blackhall Warleader hits the enemy player, increase her Inspire by +1/+1
    and she gets +1/+1. Inspire: Units you draw get +0/+0."."""
    m = table(boards={0: ["blackhall_warleader"]}, hands={0: ["read_the_stars"]}, decks={0: [SOLDIER]})
    w = find(m, "blackhall_warleader", 0)
    play(m, 0, "read_the_stars")   # +0/+0 before any hit
    resolve_stack(m)
    s = find(m, SOLDIER, 0, "hands")
    assert s not in m.state.info or (m.state.info[s].atk, m.state.info[s].hp) == (0, 0)
    m = table(boards={0: ["blackhall_warleader"]}, hands={0: ["read_the_stars"]}, decks={0: [SOLDIER]})
    w = find(m, "blackhall_warleader", 0)
    _hit(m, w)
    assert m.state.health[1] == 23 and unit_stats(m, w) == (3, 4)
    play(m, 0, "read_the_stars")
    resolve_stack(m)
    s = find(m, SOLDIER, 0, "hands")
    assert (m.state.info[s].atk, m.state.info[s].hp) == (1, 1)


def test_fearbinder_pays_2_and_sacrifices_two_units_for_a_fear_s_sum_of_their_numbers():
    """Fearbinder: "Once per turn, you may pay 2 and sacrifice two units to play a Fear's Sum with their
    combined Strength/Health and Berserk."."""
    m = table(relics={0: ["fearbinder"]}, boards={0: [SOLDIER, "sand_warrior", "humbug"]})
    f = find(m, "fearbinder", 0, "relics")
    m.apply(Action("use", 0, f, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, SOLDIER, 0), find(m, "sand_warrior", 0))
    resolve_stack(m)
    s = find(m, "fear_s_sum", 0)
    assert board(m, 0) == ["humbug", "fear_s_sum"] and unit_stats(m, s) == (6, 5)
    assert keywords(m.state, CARDS, s) & KW["berserk"] and m.state.power[0] == 8
    assert m.check(Action("use", 0, f, None, 0)) is not None


def test_wyatt_junk_collector_hit_discards_to_draw_the_enemy_top_card_and_every_third_makes_a_stash():
    """Wyatt, Junk Collector: "Quickdraw. When Wyatt hits the enemy player, discard a card to draw the top
    card of their deck. After every three hits, create and draw Smuggler's Stash."."""
    m = table(boards={0: ["wyatt_junk_collector"]}, hands={0: ["torch", "humbug"]}, decks={1: ["vanquish"]})
    w = find(m, "wyatt_junk_collector", 0)
    assert keywords(m.state, CARDS, w) & KW["quickdraw"]
    m.state.info[w].step = 2   # two hits before
    _hit(m, w)
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["humbug", "smuggler_s_stash", "vanquish"] and void(m, 0) == ["torch"]
