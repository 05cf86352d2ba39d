"""A test per Set 3 (Omens of the Past) Fire or Time card, part D: numbers counted as a step
resolves, abilities that count their uses or grow, the top of the deck played.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import cost, has

from .helpers import (CARDS, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats,
                      void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _settle(m, limit: int = 10) -> None:
    """Pass until the stack and the waiting triggers are empty (or a choice waits)."""
    for _ in range(limit):
        if m.state.choice is not None or not m.state.stack and not m.state.pending:
            return
        pass_(m)


def _ids(m, cards) -> list[str]:
    return [CARDS[m.state.kinds[c]].id for c in cards]


def test_gearcruncher_plays_a_grenadin_per_grenadin_in_your_void_and_shoots_per_grenadin():
    """Gearcruncher: "Summon: Play a 1/1 Grenadin for each Grenadin in your void. / Pay 3 and exhaust
    Gearcruncher to deal 1 damage to an enemy unit for each of your Grenadin."."""
    m = table(hands={0: ["gearcruncher"]}, voids={0: ["grenadin", "grenadin", "torch"]}, boards={1: [JOTUN]})
    play(m, 0, "gearcruncher")
    resolve_stack(m)
    assert board(m, 0).count("grenadin") == 2 and m.state.power[0] == 3
    g = find(m, "gearcruncher", 0)
    m.state.info[g].entered = 1   # as if played on an earlier turn (exhausting it is its cost)
    m._legal_cache = None
    m.apply(Action("use", 0, g, find(m, JOTUN, 1), 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, JOTUN, 1)) == (3, 2) and m.state.power[0] == 0   # Gearcruncher is a Grenadin too


def test_novaquake_titan_bonded_silences_and_returns_every_enemy_unit_and_draws_per_relic():
    """Novaquake Titan: "Bond / When you bond Novaquake Titan, silence each enemy unit and put them
    into the enemy hand. Then, draw a card for each of your relics." (003 Bond)."""
    m = table(hands={0: ["novaquake_titan"]}, boards={0: ["scourstone_sentinel"], 1: [JOTUN, SOLDIER]},
              relics={0: ["cryptic_etchings", "ancient_bauble"]}, decks={0: ["torch", "torch"]}, power=(10, 10))
    play(m, 0, "novaquake_titan", find(m, "scourstone_sentinel", 0), "bond")
    _settle(m)
    assert board(m, 1) == [] and sorted(hand(m, 1)) == sorted([JOTUN, SOLDIER])
    assert hand(m, 0) == ["torch", "torch"] and m.state.power[0] == 10 - (16 - 7)


def test_emerging_colossus_draws_a_big_card_from_your_void_6_cheaper_when_it_hits():
    """Emerging Colossus: "Overwhelm / When Emerging Colossus hits the enemy player, draw a card with
    cost 6 or more from your void and reduce its cost by 6."."""
    m = table(boards={0: ["emerging_colossus"]}, voids={0: ["torch", "sky_terror"]})
    attack(m, 0, find(m, "emerging_colossus", 0))
    for _ in range(12):
        if m.state.choice is not None or m.state.phase == "main2" and not m.state.stack:
            break
        pass_(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "sky_terror", 0, "voids"))
    t = find(m, "sky_terror", 0, "hands")
    assert m.state.health[1] == 18 and cost(m.state, CARDS, t) == 0 and void(m, 0) == ["torch"]


def test_combustion_cell_sacrifices_a_unit_for_power_and_a_grenadin_for_more():
    """Combustion Cell: "Once per turn, you may sacrifice a unit to get +1 power this turn. If it was a
    Grenadin, get +2 power this turn instead."."""
    m = table(relics={0: ["combustion_cell"]}, boards={0: [SOLDIER, "grenadin"]}, power=(3, 3))
    cell = find(m, "combustion_cell", 0, "relics")
    m.apply(Action("use", 0, cell, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "grenadin", 0))
    resolve_stack(m)
    assert m.state.power[0] == 5 and board(m, 0) == [SOLDIER]
    assert m.check(Action("use", 0, cell, None, 0)) is not None   # once per turn
    m = table(relics={0: ["combustion_cell"]}, boards={0: [SOLDIER]}, power=(3, 3))
    m.apply(Action("use", 0, find(m, "combustion_cell", 0, "relics"), None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0))
    assert m.state.power[0] == 4 and board(m, 0) == []


def _next_turn_of(m, seat: int, limit: int = 40) -> None:
    for _ in range(limit):
        if m.state.choice is not None:
            choose(m, m.state.choice["seat"], m.state.choice["options"][0])
            continue
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_ruby_catalyst_exhausts_for_2_and_after_the_third_use_becomes_a_5_4_sentinel():
    """Ruby Catalyst: "Once per turn, you may pay 2 to exhaust an enemy unit. After the third use,
    sacrifice Ruby Catalyst to play a 5/4 Sentinel."."""
    m = table(relics={0: ["ruby_catalyst"]}, boards={1: [JOTUN]})
    for n in range(3):
        r = find(m, "ruby_catalyst", 0, "relics")
        m.apply(Action("use", 0, r, find(m, JOTUN, 1), 0))
        resolve_stack(m)
        assert m.state.info[find(m, JOTUN, 1)].ex
        if n < 2:
            assert m.check(Action("use", 0, r, find(m, JOTUN, 1), 0)) is not None
            _next_turn_of(m, 0)
    assert "ruby_catalyst" in void(m, 0) and unit_stats(m, find(m, "sentinel", 0)) == (5, 4)


def test_worldbearer_behemoth_plays_one_more_random_power_each_attack():
    """Worldbearer Behemoth: "Overwhelm / When Worldbearer Behemoth attacks, play 1 random power from
    your deck. Then, increase this ability by 1."."""
    m = table(boards={0: ["worldbearer_behemoth"]}, decks={0: ["torch", "time_sigil"]}, deck_filler=0, power=(3, 3))
    b = find(m, "worldbearer_behemoth", 0)
    attack(m, 0, b)
    _settle(m)
    assert _ids(m, m.state.powers[0]) == ["time_sigil"] and m.state.max_power[0] == 4
    assert m.state.info[b].step == 1 and has(m.state, CARDS, b, "overwhelm")


def test_jekk_hunted_fugitive_arms_each_attacker_with_a_sidearm_growing_each_attack():
    """Jekk, Hunted Fugitive: "Quickdraw / When Jekk attacks, play a +1/+1 weapon on each attacking unit.
    Then, increase this ability by +1/+1."."""
    m = table(boards={0: ["jekk_hunted_fugitive", SOLDIER]})
    j, s = find(m, "jekk_hunted_fugitive", 0), find(m, SOLDIER, 0)
    m.apply(Action("attack", 0, j))
    m.apply(Action("attack", 0, s))
    m.apply(Action("attack", 0, choice="player"))
    _settle(m)
    assert unit_stats(m, s) == (4, 3) and unit_stats(m, j) == (8, 6) and has(m.state, CARDS, j, "quickdraw")
    assert m.state.info[j].step == 1


def test_lumen_reclaimer_shuffles_a_void_into_its_deck_and_entombs_four_copies():
    """Lumen Reclaimer: "Summon: Shuffle a void of your choice into its owner's deck. / Entomb: Put four
    copies of Lumen Reclaimer into your deck."."""
    m = table(hands={0: ["lumen_reclaimer", "vanquish"]}, voids={1: ["torch", SOLDIER]}, deck_filler=3)
    play(m, 0, "lumen_reclaimer")
    resolve_stack(m)
    choose(m, 0, "enemy")
    resolve_stack(m)
    assert void(m, 1) == [] and len(m.state.decks[1]) == 5
    play(m, 0, "vanquish", find(m, "lumen_reclaimer", 0))
    resolve_stack(m)
    assert _ids(m, m.state.decks[0]).count("lumen_reclaimer") == 4


def test_great_kiln_titan_deals_a_played_relic_s_cost_and_plays_the_top_card_at_the_end_of_turn():
    """Great-Kiln Titan: "When you play a relic, deal damage equal to its cost to an enemy. / At the end
    of your turn, play the top card of your deck."."""
    m = table(boards={0: ["great_kiln_titan"]}, hands={0: ["cryptic_etchings"]}, decks={0: [SOLDIER]})
    play(m, 0, "cryptic_etchings")
    if m.state.choice is not None:
        choose(m, 0, P1)
    _settle(m)
    assert m.state.health[1] == 23
    for _ in range(12):
        if m.state.turn == 1:
            break
        if m.state.choice is not None:
            choose(m, 0, m.state.choice["options"][0])
            continue
        pass_(m)
    assert SOLDIER in board(m, 0)
